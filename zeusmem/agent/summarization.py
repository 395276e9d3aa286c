"""Short-term memory: summarize long threads without losing the transcript.

:func:`create_summarization_middleware` is a thin factory over langchain's
``SummarizationMiddleware`` (not a fork: the trigger, the cut-off that never splits an
AI tool call from its tool results, and the summary call are langchain's). With a
``memory`` it returns :class:`ArchivingSummarizationMiddleware`, a subclass that adds two
things around the stock behaviour:

* **The transcript stays.** Before every model call (and after it, and at the end of the
  run) each message of the state is archived once, by message id, in
  ``zeusmem.session_messages``. Summarization replaces the checkpointed messages with
  ``RemoveMessage(REMOVE_ALL_MESSAGES)`` + summary + the kept tail, so a refreshed UI shows
  a short thread; :func:`get_transcript` returns the full original conversation. If the
  archive cannot be written, summarization is skipped for that call (nothing is lost).
* **The summary is a record** (DevOS spec 64-65: derived state, not the source). Each
  summary gets a row in ``zeusmem.session_summaries`` (version, model, covered message ids
  and archive positions, kept ids), and the summary message carries the same under
  ``additional_kwargs["zeusmem_summary"]`` next to langchain's ``lc_source``.

>>> from zeusmem.llm.offline_model import OfflineChatModel
>>> type(create_summarization_middleware(OfflineChatModel())).__name__  # any chat model, or "openai:gpt-4o-mini"
'SummarizationMiddleware'

Example (needs a database, so not run as a doctest)::

    agent = create_agent(model, middleware=[create_summarization_middleware(model, memory=memory)])
    messages = await get_transcript(memory, "thread-1")
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence
from typing import Any

from langchain.agents.middleware import SummarizationMiddleware
from langchain.agents.middleware.summarization import (
    DEFAULT_SUMMARY_PROMPT,
    ContextSize,
    Summarizer,
    TokenCounter,
    TriggerClause,
)
from langchain_core.language_models import BaseChatModel
from langchain_core.messages import AIMessage, AnyMessage, BaseMessage
from langchain_core.messages.utils import count_tokens_approximately
from langchain_core.outputs import ChatResult
from langgraph.graph.message import REMOVE_ALL_MESSAGES

from zeusmem.agent.middleware import model_context_window
from zeusmem.errors import ConfigurationError
from zeusmem.handle import MemoryRef, MemorySource
from zeusmem.service.identity import context_from_config
from zeusmem.service.sessions import (
    SUMMARY_META_KEY,
    SummaryRecord,
    is_summary_message,
    sessions_of,
)
from zeusmem.types import SecurityContext

log = logging.getLogger("zeusmem.agent")

DEFAULT_BUDGET_TOKENS = 8000
"""The context budget the default trigger is a fraction of (or the model's window, if smaller)."""
DEFAULT_TRIGGER_FRACTION = 0.75
DEFAULT_TRIGGER_MESSAGES = 60
DEFAULT_KEEP: ContextSize = ("messages", 20)
SUMMARY_PREFIX = "Here is a summary of the conversation to date:\n\n"


def default_trigger(
    model: Any = None,
    *,
    budget_tokens: int = DEFAULT_BUDGET_TOKENS,
    fraction: float = DEFAULT_TRIGGER_FRACTION,
    max_messages: int = DEFAULT_TRIGGER_MESSAGES,
) -> list[ContextSize | TriggerClause]:
    """Summarize at ``fraction`` of the budget (the model's window if smaller) or ``max_messages``.

    >>> default_trigger()
    [('tokens', 6000), ('messages', 60)]
    """
    budget = budget_tokens
    window = model_context_window(model) if model is not None else None
    if window:
        budget = min(budget, window)
    return [("tokens", max(1, int(budget * fraction))), ("messages", max_messages)]


def extractive_summarizer(
    messages: Sequence[BaseMessage], *, max_lines: int = 40, max_chars: int = 200
) -> str:
    """An offline, deterministic summarizer: one line per message (role: start of its text).

    Useful without a chat model (tests, the offline graph); pass a model for real summaries.

    >>> from langchain_core.messages import AIMessage, HumanMessage
    >>> print(extractive_summarizer([HumanMessage("I like tea"), AIMessage("Noted.")]))
    - user: I like tea
    - assistant: Noted.
    """
    role = {"human": "user", "ai": "assistant", "tool": "tool", "system": "system"}
    lines = []
    for m in messages:
        if is_summary_message(m):
            text = m.text.removeprefix(SUMMARY_PREFIX)
            lines.extend(text.splitlines())
            continue
        text = " ".join(m.text.split())
        if not text and isinstance(m, AIMessage) and m.tool_calls:
            text = "called " + ", ".join(tc["name"] for tc in m.tool_calls)
        if text:
            lines.append(f"- {role.get(m.type, m.type)}: {text[:max_chars]}")
    if len(lines) > max_lines:
        lines = [
            *lines[: max_lines // 4],
            f"- ... ({len(lines) - max_lines + 1} lines omitted)",
            *lines[-(max_lines - max_lines // 4 - 1) :],
        ]
    return "\n".join(lines) or "No previous conversation history."


class _CountingOnlyModel(BaseChatModel):
    """Stands in for ``model`` when only a summarizer function is given: used for token counting."""

    @property
    def _llm_type(self) -> str:
        return "zeusmem-counting-only"

    def _generate(
        self, messages: Any, stop: Any = None, run_manager: Any = None, **kwargs: Any
    ) -> ChatResult:
        raise ConfigurationError(
            "this placeholder model only counts tokens; pass a summarizer or a chat model"
        )

    async def _agenerate(
        self, messages: Any, stop: Any = None, run_manager: Any = None, **kwargs: Any
    ) -> ChatResult:
        return self._generate(messages)


def model_label(model: Any, summarizer: Any = None) -> str:
    """A readable name of what wrote a summary (recorded with it)."""
    target = summarizer if summarizer is not None else model
    if isinstance(target, str):
        return target
    for attr in ("model_name", "model", "model_id"):
        value = getattr(target, attr, None)
        if isinstance(value, str) and value:
            return value
    if isinstance(target, BaseChatModel):
        return f"{type(target).__name__}({target._llm_type})"
    name = getattr(target, "__qualname__", None) or getattr(target, "__name__", None) or type(target).__name__
    module = getattr(target, "__module__", None)
    return f"function:{module}.{name}" if module else f"function:{name}"


def _run_config() -> dict[str, Any]:
    try:
        from langgraph.config import get_config

        return dict(get_config())
    except RuntimeError:
        return {}


class ArchivingSummarizationMiddleware(SummarizationMiddleware):
    """langchain's ``SummarizationMiddleware`` that archives the transcript and records summaries.

    Build it with :func:`create_summarization_middleware`. Async runs use the service
    directly; sync runs reach it through :class:`~zeusmem.handle.MemoryRef` (the I/O
    call is the only difference between the twins).
    """

    def __init__(
        self,
        model: str | BaseChatModel,
        *,
        memory: MemorySource | MemoryRef,
        label: str | None = None,
        **kwargs: Any,
    ) -> None:
        super().__init__(model, **kwargs)
        self.ref = MemoryRef(memory)
        self.label = label or model_label(self.model, kwargs.get("summarizer"))

    # --- identity and I/O (async core) ----------------------------------------------------------
    @staticmethod
    def _ctx(runtime: Any) -> SecurityContext:
        return context_from_config(_run_config(), getattr(runtime, "context", None))

    async def _archive(self, ctx: SecurityContext, messages: Sequence[BaseMessage]) -> bool:
        """Archive the messages; False (logged) when the archive could not be written."""
        try:
            await sessions_of(await self.ref.get()).archive(ctx, messages)
            return True
        except ConfigurationError:
            raise
        except Exception as e:  # noqa: BLE001 - no archive, no summary: the call goes on unsummarized
            log.warning(
                "session archive unavailable (%s: %s); not summarizing this call",
                type(e).__name__,
                str(e)[:300],
            )
            return False

    async def _record(
        self, ctx: SecurityContext, messages: Sequence[AnyMessage], result: dict[str, Any]
    ) -> dict[str, Any] | None:
        """Record the summary langchain produced and annotate its message; None if that failed."""
        new = result["messages"]
        assert getattr(new[0], "id", None) == REMOVE_ALL_MESSAGES
        summary_msg, kept = new[1], list(new[2:])
        kept_ids = {m.id for m in kept}
        covered = [m for m in messages if m.id not in kept_ids]
        text = summary_msg.text.removeprefix(SUMMARY_PREFIX)
        try:
            record = await sessions_of(await self.ref.get()).record_summary(
                ctx,
                summary=text,
                covered=covered,
                kept=kept,
                model=self.label,
            )
        except Exception as e:  # noqa: BLE001 - no record, no summary: the call goes on unsummarized
            log.warning(
                "could not record the summary (%s: %s); not summarizing this call",
                type(e).__name__,
                str(e)[:300],
            )
            return None
        summary_msg.additional_kwargs[SUMMARY_META_KEY] = record.as_metadata()
        summary_msg.id = f"zeusmem-summary-{record.session_id}-v{record.version}"
        log.info(
            "session %s: summary v%d covers %d messages, keeps %d",
            record.session_id,
            record.version,
            record.message_count,
            len(kept),
        )
        return result

    # --- hooks ----------------------------------------------------------------------------------
    async def abefore_model(self, state: Any, runtime: Any) -> dict[str, Any] | None:
        ctx = self._ctx(runtime)
        messages = state["messages"]
        self._ensure_message_ids(messages)
        if not await self._archive(ctx, messages):
            return None
        result = await super().abefore_model(state, runtime)
        if result is None:
            return None
        return await self._record(ctx, messages, result)

    def before_model(self, state: Any, runtime: Any) -> dict[str, Any] | None:
        ctx = self._ctx(runtime)
        messages = state["messages"]
        self._ensure_message_ids(messages)
        if not self.ref.run_sync(lambda: self._archive(ctx, messages)):
            return None
        result = super().before_model(state, runtime)
        if result is None:
            return None
        return self.ref.run_sync(lambda: self._record(ctx, messages, result))

    async def _aarchive_only(self, state: Any, runtime: Any) -> None:
        await self._archive(self._ctx(runtime), state.get("messages") or [])

    def _archive_only(self, state: Any, runtime: Any) -> None:
        ctx = self._ctx(runtime)
        messages = state.get("messages") or []
        self.ref.run_sync(lambda: self._archive(ctx, messages))

    async def aafter_model(self, state: Any, runtime: Any) -> dict[str, Any] | None:
        await self._aarchive_only(state, runtime)
        return None

    def after_model(self, state: Any, runtime: Any) -> dict[str, Any] | None:
        self._archive_only(state, runtime)
        return None

    async def aafter_agent(self, state: Any, runtime: Any) -> dict[str, Any] | None:
        await self._aarchive_only(state, runtime)
        return None

    def after_agent(self, state: Any, runtime: Any) -> dict[str, Any] | None:
        self._archive_only(state, runtime)
        return None


def create_summarization_middleware(
    model: str | BaseChatModel | None,
    *,
    memory: MemorySource | MemoryRef | None = None,
    trigger: ContextSize | TriggerClause | list[ContextSize | TriggerClause] | None = None,
    keep: ContextSize = DEFAULT_KEEP,
    budget_tokens: int = DEFAULT_BUDGET_TOKENS,
    token_counter: TokenCounter = count_tokens_approximately,
    summary_prompt: str = DEFAULT_SUMMARY_PROMPT,
    trim_tokens_to_summarize: int | None = 4000,
    summarizer: Summarizer | Callable[[list[AnyMessage]], str] | None = None,
) -> SummarizationMiddleware:
    """langchain's ``SummarizationMiddleware`` with zeusmem defaults; archiving when ``memory`` is given.

    Defaults: summarize at 75 % of ``budget_tokens`` (or of the model's context window when
    its profile says it is smaller) or at 60 messages, whichever comes first; keep the last
    20 messages (never splitting an AI tool call from its tool results: langchain moves the
    cut-off before the AI message). ``model`` may be ``None`` when ``summarizer`` is a plain
    function (tokens are then counted approximately).

    With ``memory`` (an open MemoryService or an async callable returning one), the
    returned :class:`ArchivingSummarizationMiddleware` keeps the full transcript
    (:func:`get_transcript`) and records each summary (:func:`get_summaries`); the run
    needs a ``user_id`` and a session (``thread_id``) in its config.

    >>> mw = create_summarization_middleware(None, summarizer=extractive_summarizer)
    >>> mw.keep, mw.trigger
    (('messages', 20), [('tokens', 6000), ('messages', 60)])
    """
    if model is None:
        if summarizer is None:
            raise ConfigurationError("create_summarization_middleware needs a model or a summarizer")
        model = _CountingOnlyModel()
    if trigger is None:
        trigger = default_trigger(None if isinstance(model, str) else model, budget_tokens=budget_tokens)
    kwargs: dict[str, Any] = {
        "trigger": trigger,
        "keep": keep,
        "token_counter": token_counter,
        "summary_prompt": summary_prompt,
        "trim_tokens_to_summarize": trim_tokens_to_summarize,
        "summarizer": summarizer,
    }
    if memory is None:
        return SummarizationMiddleware(model, **kwargs)
    return ArchivingSummarizationMiddleware(model, memory=memory, **kwargs)


async def get_transcript(
    memory_or_db: Any, session_id: str, *, ctx: SecurityContext | None = None
) -> list[BaseMessage]:
    """The full original conversation of a session, in order, each message once.

    Summaries are not part of it (see :func:`get_summaries`). With ``ctx``, only messages
    archived for that user are returned.

    Example (needs a database, so not run as a doctest)::

        messages = await get_transcript(memory, "thread-1")
    """
    return await sessions_of(memory_or_db).transcript(session_id, ctx=ctx)


async def get_summaries(
    memory_or_db: Any, session_id: str, *, ctx: SecurityContext | None = None
) -> list[SummaryRecord]:
    """The summary records of a session (version, model, covered range), oldest first."""
    return await sessions_of(memory_or_db).summaries(session_id, ctx=ctx)
