"""Checkpoint cost: time per agent turn with zeusmem's episodic wiring vs a plain AsyncPostgresSaver,
and checkpoint rows/bytes per thread before and after archiving idle threads.

Both graphs are the same ``create_agent`` with a scripted fake chat model (no network, no tools
called), so only the checkpointer path differs:

* plain: ``AsyncPostgresSaver.from_conn_string(url)`` + ``setup()``;
* zeusmem: :func:`zeusmem.episodic.open_checkpointer` on the memory database plus
  :func:`zeusmem.episodic.memory_hitl_middleware` (the approval wiring of the episodic module).

Archiving uses :func:`zeusmem.agent.archive_idle_threads` (``older_than=0``). When the episodic
module is not importable the figures are reported as ``n/a``.
"""

from __future__ import annotations

import time
import uuid
from collections.abc import Callable
from typing import Any

from bench.measure import summary


def _fake_model(turns: int) -> Any:
    from langchain_core.language_models.fake_chat_models import GenericFakeChatModel
    from langchain_core.messages import AIMessage

    class Fake(GenericFakeChatModel):
        def bind_tools(self, tools: Any, **kw: Any) -> Any:  # create_agent binds tools
            return self

    return Fake(messages=iter([AIMessage(f"Noted, step {i}. " + "ok " * 40) for i in range(turns)]))


async def _interleaved(
    agents: list[Any], threads: int, steps: int, tick: Callable[[], None] | None
) -> tuple[list[list[float]], list[list[str]]]:
    """``threads`` threads per agent, ``steps`` turns each; turns alternate between the agents."""
    from langchain_core.messages import HumanMessage

    times: list[list[float]] = [[] for _ in agents]
    ids: list[list[str]] = [[] for _ in agents]
    for t in range(threads):
        tids = [f"bench-{uuid.uuid4().hex[:8]}-{t}-{i}" for i in range(len(agents))]
        for i, tid in enumerate(tids):
            ids[i].append(tid)
        for s in range(steps):
            order = range(len(agents)) if (t + s) % 2 == 0 else reversed(range(len(agents)))
            for i in order:
                cfg = {"configurable": {"thread_id": tids[i], "user_id": "bench-user"}}
                msg = HumanMessage(f"turn {s}: please remember item {s * 7}")
                t0 = time.perf_counter()
                await agents[i].ainvoke({"messages": [msg]}, cfg)
                times[i].append((time.perf_counter() - t0) * 1000)
                if tick:
                    tick()
    return times, ids


async def run(
    memory: Any, url: str, *, threads: int = 4, steps: int = 10, tick: Callable[[], None] | None = None
) -> dict[str, Any]:
    try:
        from langchain.agents import create_agent
        from langgraph.checkpoint.postgres.aio import AsyncPostgresSaver

        from zeusmem.episodic import archive_idle_threads, memory_hitl_middleware, open_checkpointer
    except ImportError as e:  # pragma: no cover - depends on the tree's state
        return {"available": False, "reason": f"{type(e).__name__}: {e}"}
    from datetime import timedelta

    n = threads * steps
    out: dict[str, Any] = {"available": True, "threads": threads, "steps_per_thread": steps}
    async with AsyncPostgresSaver.from_conn_string(url) as saver, open_checkpointer(memory) as zsaver:
        await saver.setup()
        plain_agent = create_agent(_fake_model(4 * n + 10), checkpointer=saver)
        our_agent = create_agent(
            _fake_model(4 * n + 10), middleware=[memory_hitl_middleware()], checkpointer=zsaver
        )
        await _interleaved([plain_agent, our_agent], 1, 3, None)  # warm-up
        (plain, ours), (plain_ids, our_ids) = await _interleaved(
            [plain_agent, our_agent], threads, steps, tick
        )
    out["plain"] = summary(plain)
    out["zeusmem"] = summary(ours)
    import psycopg

    with psycopg.connect(url) as conn:

        def steps_of(ids: list[str]) -> int:
            q = "SELECT count(*) FROM checkpoints WHERE thread_id = ANY(%s)"
            row = conn.execute(q, (ids,)).fetchone()
            return int(row[0]) if row else 0

        plain_steps, our_steps = steps_of(plain_ids), steps_of(our_ids)
    # a "graph step" is a superstep: one checkpoint each; the approval middleware adds a node per turn
    spt = {"plain": plain_steps / max(1, len(plain)), "zeusmem": our_steps / max(1, len(ours))}
    out["steps_per_turn"] = spt
    out["plain_ms_per_step"] = out["plain"]["p50"] / max(spt["plain"], 1e-9)
    out["zeusmem_ms_per_step"] = out["zeusmem"]["p50"] / max(spt["zeusmem"], 1e-9)
    out["overhead_per_step"] = out["zeusmem_ms_per_step"] / out["plain_ms_per_step"]
    out["overhead_per_turn_p50"] = out["zeusmem"]["p50"] / out["plain"]["p50"]
    report = await archive_idle_threads(memory, older_than=timedelta(0), limit=10_000)
    k = max(1, len(report.threads))
    out["archive"] = {
        "threads": len(report.threads),
        "skipped": len(report.skipped),
        "rows_per_thread_before": report.rows_before / k,
        "rows_per_thread_after": report.rows_after / k,
        "bytes_per_thread_before": report.bytes_before / k,
        "bytes_per_thread_after": report.bytes_after / k,
        "archived_rows": report.archived_rows,
    }
    return out
