"""Context assembly: profile + ranked memories -> a budgeted prompt block (no langchain)."""

from zeusmem.context.assembly import (
    AssembledContext,
    TokenCounter,
    assemble_context,
    estimate_tokens,
    fit,
    render_memories,
)

__all__ = [
    "AssembledContext",
    "TokenCounter",
    "assemble_context",
    "estimate_tokens",
    "fit",
    "render_memories",
]
