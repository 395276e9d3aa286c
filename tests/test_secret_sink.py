"""What the agent is told about a secret, and the optional ``secret_sink`` (seed 004's Secret Runtime).

Without a sink, a secret is rejected and the model is told to have it configured as a credential of the
host application. With a sink (a fake credential store here), the memory keeps only the reference the
sink returns; the whole database is dumped to check that no value is left anywhere.
"""

from __future__ import annotations

import sys
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

import pytest
from langchain_core.messages import ToolMessage

import zeusmem
from zeusmem import DetectedSecret, GateReason, GateRejected, MemoryType, SecurityContext, Settings
from zeusmem.agent.tools import create_memory_tools
from zeusmem.testing import DeterministicEmbeddings

sys.path.insert(0, str(Path(__file__).parent))
from secrets_corpus import SECRET_VALUES, SECRETS  # noqa: E402
from test_security import capture_logs, count_rows, database_text, leaked  # noqa: E402

EMB = DeterministicEmbeddings(dims=32, model_name="sink-test")
OPENAI = next(i for i, (k, _) in enumerate(SECRETS) if k == "openai_api_key")


class FakeCredentialStore:
    """A host's credential store: keeps values in a dict, hands out references."""

    def __init__(self) -> None:
        self.values: dict[str, str] = {}
        self.kinds: list[str] = []

    def __call__(self, secret: DetectedSecret) -> str:
        ref = f"cred_{len(self.values) + 1:04d}"
        self.values[ref] = secret.value
        self.kinds.append(secret.kind)
        return ref


def _call(content: str, call_id: str = "c1") -> dict[str, Any]:
    return {"name": "memory_add", "args": {"content": content, "memory_type": "fact"}, "id": call_id,
            "type": "tool_call"}


def _cfg(user: str) -> dict[str, Any]:
    return {"configurable": {"user_id": user, "thread_id": f"{user}-t"}}


async def test_the_model_is_told_to_use_a_host_credential(database_url: str) -> None:
    async with zeusmem.open_memory(database_url, EMB) as mem:
        tools = {t.name: t for t in create_memory_tools(mem)}
        msg = await tools["memory_add"].ainvoke(_call(SECRETS[OPENAI][1]), _cfg("tina"))
    assert isinstance(msg, ToolMessage) and msg.status == "error"
    assert "not stored" in msg.content and "credential of the host application" in msg.content
    assert "OpenAI API key" in msg.content and SECRET_VALUES[OPENAI] not in msg.content
    assert len(msg.content) < 300, "a short message the model can act on"


async def test_sink_keeps_only_the_reference(fresh_database_url: str) -> None:
    store = FakeCredentialStore()
    async with zeusmem.open_memory(fresh_database_url, EMB, secret_sink=store) as mem:
        ctx = SecurityContext("uma")
        item = await mem.add_explicit_memory(ctx, f"OpenAI API key: {SECRET_VALUES[OPENAI]}", MemoryType.FACT)
        assert item.content == "OpenAI API key: credential cred_0001"
        assert store.values == {"cred_0001": SECRET_VALUES[OPENAI]} and store.kinds == ["openai_api_key"]
        # the tool path (what an agent calls) goes through the same sink
        tools = {t.name: t for t in create_memory_tools(mem)}
        msg = await tools["memory_add"].ainvoke(_call("the wifi password is Tr0ub4dor&3"), _cfg("uma"))
        assert msg.status != "error" and "Tr0ub4dor" not in msg.content
        # an update with a secret stores the reference too
        new = await mem.update_memory(ctx, item.id, content="my SSN is 536-22-8197")
        assert new.content == "my SSN is credential cred_0003"
        stored = [m.content for m in await mem.list_memories(ctx)]
    assert "the wifi password is credential cred_0002" in stored
    dump = database_text(fresh_database_url)
    assert all(value not in dump for value in store.values.values()), "a secret value reached a table"


async def test_sink_with_the_whole_corpus_stores_no_value(fresh_database_url: str) -> None:
    store = FakeCredentialStore()
    settings = Settings(duplicate_threshold=1.0, max_extractions=10**6, max_length=20_000)
    async with zeusmem.open_memory(fresh_database_url, EMB, settings=settings, secret_sink=store) as mem:
        with capture_logs() as logs:
            for i, (_, text) in enumerate(SECRETS):
                await mem.add_explicit_memory(SecurityContext(f"sink-{i % 5}"), text, MemoryType.FACT)
    assert count_rows(fresh_database_url) >= len(SECRETS)
    assert not leaked([database_text(fresh_database_url)]), "secrets stored in the database"
    assert not leaked(logs), "secrets in the logs"
    assert len(store.values) >= len(SECRETS)


async def _async_sink(secret: DetectedSecret) -> str:
    return "cred_async"


def _raising_sink(secret: DetectedSecret) -> str:
    raise RuntimeError(f"vault down while storing {secret.value}")  # an error that quotes the secret


def _echo_sink(secret: DetectedSecret) -> str:
    return secret.value  # a broken host returning the value itself


@pytest.mark.parametrize(
    ("sink", "stored"),
    [(_async_sink, "credential cred_async"), (_raising_sink, None), (_echo_sink, None)],
    ids=["async", "raises", "returns-the-secret"],
)
async def test_sink_failures_reject_and_never_echo(
    fresh_database_url: str, sink: Callable[[DetectedSecret], str | Awaitable[str]], stored: str | None
) -> None:
    text = f"OpenAI API key: {SECRET_VALUES[OPENAI]}"
    async with zeusmem.open_memory(fresh_database_url, EMB, secret_sink=sink) as mem:  # type: ignore[arg-type]
        ctx = SecurityContext("vic")
        if stored is not None:
            item = await mem.add_explicit_memory(ctx, text, MemoryType.FACT)
            assert stored in item.content
            return
        with capture_logs() as logs, pytest.raises(GateRejected) as err:
            await mem.add_explicit_memory(ctx, text, MemoryType.FACT)
    assert err.value.verdict.reason is GateReason.SENSITIVE
    assert SECRET_VALUES[OPENAI] not in str(err.value) + repr(err.value.verdict) + "\n".join(logs)
    assert count_rows(fresh_database_url) == 0

