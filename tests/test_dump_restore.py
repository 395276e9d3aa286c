"""``zeusmem db dump`` / ``zeusmem db restore``: moving to another PostgreSQL loses nothing.

A database with memories (several versions, a project) and a paused agent thread is dumped with the
bundled pg_dump and restored into an empty database by docs/scaling.md's block, run as written;
there the memories are found by search with their history, and the thread resumes from its
checkpoint. A restore into a database that already holds zeusmem is refused.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import psycopg
from conftest import create_database, drop_database
from langchain.agents import create_agent
from langchain_core.language_models.fake_chat_models import GenericFakeChatModel
from langchain_core.messages import AIMessage, HumanMessage
from langgraph.types import Command

import zeusmem
from zeusmem.episodic import memory_hitl_middleware, open_checkpointer
from zeusmem.testing import DeterministicEmbeddings

EMB = DeterministicEmbeddings(dims=64, model_name="dump-test")
ZEUSMEM = Path(sys.executable).parent / "zeusmem"


class Fake(GenericFakeChatModel):
    def bind_tools(self, tools, **kw):  # type: ignore[no-untyped-def]
        return self


def _doc_block(name: str) -> str:
    """The shell block after ``<!-- test: name -->`` in docs/scaling.md."""
    text = (Path(__file__).resolve().parents[1] / "docs" / "scaling.md").read_text()
    start = text.index(f"<!-- test: {name} -->")
    block = text[text.index("```", start):]
    body = block[block.index("\n") + 1:]
    return body[: body.index("```")]


def _cli(*args: str, url: str) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("ZEUSMEM_")}
    env.update({"ZEUSMEM_DATABASE_URL": url, "ZEUSMEM_EMBEDDINGS": "local", "NO_COLOR": "1", "COLUMNS": "200"})
    return subprocess.run([str(ZEUSMEM), *args], env=env, capture_output=True, text=True, timeout=300)


def _agent(saver, replies):  # type: ignore[no-untyped-def]
    return create_agent(Fake(messages=iter(replies)), tools=[], middleware=[memory_hitl_middleware()],
                        checkpointer=saver)


async def test_dump_and_restore_into_an_empty_database(pg_admin_url: str, tmp_path: Path) -> None:
    source = create_database(pg_admin_url, "zmdump")
    target = create_database(pg_admin_url, "zmrestore")
    try:
        ctx = zeusmem.SecurityContext("dora", project_id="atlas")
        async with zeusmem.open_memory(source, EMB) as mem:
            await mem.create_project(ctx, "atlas")
            first = await mem.add_explicit_memory(ctx, "Dora ships the atlas release on Thursdays", "decision",
                                                  "project", key="release_day")
            second = await mem.add_explicit_memory(ctx, "Dora ships the atlas release on Fridays now", "decision",
                                                   "project", key="release_day")
            async with open_checkpointer(mem) as saver:
                call = {"name": "memory_delete", "id": "c1", "args": {"memory_id": first.id}}
                agent = _agent(saver, [AIMessage("", tool_calls=[call])])
                out = await agent.ainvoke({"messages": [HumanMessage("forget the old release day")]},
                                          {"configurable": {"thread_id": "dora-1", "user_id": "dora"}})
                assert out.get("__interrupt__")

        # docs/scaling.md's block, as written (source: ZEUSMEM_DATABASE_URL; zeusmem doctor on the target)
        env = {k: v for k, v in os.environ.items() if not k.startswith("ZEUSMEM_")}
        env.update({"ZEUSMEM_DATABASE_URL": source, "TARGET_URL": target, "ZEUSMEM_EMBEDDINGS": "local",
                    "NO_COLOR": "1", "COLUMNS": "200", "PATH": f"{ZEUSMEM.parent}{os.pathsep}{env.get('PATH', '')}"})
        done = subprocess.run(["bash", "-euo", "pipefail", "-c", _doc_block("migrate")], cwd=tmp_path, env=env,
                              capture_output=True, text=True, timeout=300)
        assert done.returncode == 0, done.stdout + done.stderr
        assert "dumped to zeusmem.dump" in done.stdout and "2 memory_items" in done.stdout, done.stdout
        assert "restored into" in done.stdout and "schema version" in done.stdout, done.stdout

        async with zeusmem.open_memory(target, EMB) as mem:
            hits = await mem.search_memories(ctx, "when does the atlas release ship", k=3)
            assert hits[0].item.id == second.id
            assert [h.version for h in await mem.history(ctx, second.id)] == [1, 2]
            async with open_checkpointer(mem) as saver:
                agent = _agent(saver, [AIMessage("Done.")])
                cfg = {"configurable": {"thread_id": "dora-1", "user_id": "dora"}}
                state = await agent.aget_state(cfg)
                assert state.interrupts and state.values["messages"][0].content == "forget the old release day"
                done = await agent.ainvoke(Command(resume={"decisions": [{"type": "reject"}]}), cfg)
                assert done["messages"][-1].content == "Done."

        again = _cli("db", "restore", str(tmp_path / "zeusmem.dump"), "--to", target, url=source)
        assert again.returncode != 0 and "already has a zeusmem schema" in again.stderr, again.stderr
        with psycopg.connect(target) as conn:
            assert conn.execute("SELECT count(*) FROM zeusmem.memory_items").fetchone() == (2,)
    finally:
        drop_database(pg_admin_url, source)
        drop_database(pg_admin_url, target)
