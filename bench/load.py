"""``python -m bench.load``: an HTTP load test of two zeusmem servers on one PostgreSQL, on loopback.

    python -m bench.load                          # 10, 50, 100 clients; direct and through PgBouncer
    python -m bench.load --clients 100 --via pgbouncer --ops 12

For each ``via`` (``direct``: both servers connect to PostgreSQL; ``pgbouncer``: both go through
PgBouncer 1.18 in transaction mode, migrations on the direct URL) and each client count, a fresh
database, two ``langgraph dev`` servers (offline model, local embeddings; :mod:`bench.topology`)
and N concurrent clients. Each client is one user with a JWT and one thread; it sends ``--ops``
requests one after the other, alternating between the servers (a load balancer without
stickiness), in a fixed mix:

=============  =====  ===============================================================
operation      share  request
=============  =====  ===============================================================
search         35 %   ``GET /memory/search?q=...``
write          20 %   ``POST /memory`` (a new memory; 409/422 gate rejections counted)
agent          25 %   ``POST /threads/{id}/runs/wait``: "Remember that ..." or a question
list           10 %   ``GET /memory?limit=20``
update          5 %   ``PUT /memory/{id}`` (a new version of one of the client's memories)
profile         5 %   ``GET /memory/profile``
=============  =====  ===============================================================

Everything is bounded: ``--ops`` per client and ``--max-seconds`` per level (clients stop issuing
requests when it is reached; the level is then reported as truncated). Afterwards every
acknowledged write (a 201, a 200 update, a "Stored memory mem_..." tool result) is looked up in
the database: ``lost`` counts those missing or not in the state the client was told (an updated
memory superseded, its new version active). An error is any other status, a timeout or a
connection failure. ``--require-clean`` exits 1 unless errors and lost writes are both 0.

Also measures the pooler's own cost, in-process and interleaved: the same search and write through
one MemoryService directly and through PgBouncer (``--no-pooler-cost`` to skip).
Results: a table here and ``bench/results/load-<time>.json``.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import random
import re
import sys
import tempfile
import time
from collections import Counter, defaultdict
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import httpx
import psycopg

from bench.measure import pct
from bench.server import admin_url, create_database, drop_database
from bench.topology import JWT_SECRET, Topology, adopt_thread, topology

RESULTS_DIR = Path(__file__).parent / "results"
MIX = (("search", 35), ("write", 20), ("agent", 25), ("list", 10), ("update", 5), ("profile", 5))
REQUEST_TIMEOUT = 120.0
_STORED = re.compile(r"Stored memory (mem_[0-9a-f]+)")
_ANSI = re.compile(r"\x1b\[[0-9;]*m")
#: langgraph dev logs each finished run: time in the graph, and time waiting in its in-memory queue
_RUN_TIMES = re.compile(r"Background run succeeded.*?run_exec_ms=(\d+).*?run_wait_time_ms=(\d+)")

SUBJECTS = ["the staging cluster", "the quarterly report", "the mobile app", "the billing service", "the data lake",
            "the design system", "the onboarding flow", "the search index", "the release train", "the test fleet"]
FACTS = [
    "deploys {s} every {d} after the stand-up",
    "keeps the runbook for {s} in the shared drive",
    "reviews pull requests for {s} before lunch on {d}",
    "prefers dark mode when working on {s}",
    "is the on-call owner of {s} this {d}",
    "measures the latency of {s} with a weekly dashboard",
    "writes the changelog of {s} by hand",
    "pairs with a junior engineer on {s} every {d}",
    "archives old tickets about {s} at the end of the month",
    "speaks at the guild meeting about {s} on {d}",
    "budgets two hours a week for refactoring {s}",
    "tracks the cloud costs of {s} in a spreadsheet",
]
DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"]
QUESTIONS = ["What do I prefer?", "Which service am I on call for?", "What do I deploy?", "Where is the runbook?"]
SEARCHES = ["deploy schedule", "runbook location", "on-call owner", "dark mode preference", "latency dashboard",
            "cloud costs", "changelog", "refactoring budget", "guild meeting talk", "pull request reviews"]


def _token(user: str) -> str:
    from zeusmem.interfaces.auth import issue_token

    return issue_token(JWT_SECRET, user, ttl_seconds=3600)


@dataclass
class Client:
    """One simulated user: its identity, its thread, what it was told was stored."""

    index: int
    user: str
    headers: dict[str, str]
    thread_id: str = ""
    rng: random.Random = field(default_factory=random.Random)
    writes: int = 0
    #: memory id -> lineage key (first id), in the order acknowledged
    acknowledged: dict[str, str] = field(default_factory=dict)
    #: lineage key -> the id the client was last told is current
    current: dict[str, str] = field(default_factory=dict)

    def fact(self) -> str:
        self.writes += 1
        template = FACTS[(self.index * 5 + self.writes) % len(FACTS)]
        subject = SUBJECTS[(self.index + self.writes * 3) % len(SUBJECTS)]
        return f"{self.user.capitalize()} " + template.format(s=subject, d=DAYS[self.writes % len(DAYS)])

    def ack(self, memory_id: str, lineage: str | None = None) -> None:
        key = lineage or memory_id
        self.acknowledged[memory_id] = key
        self.current[key] = memory_id


@dataclass
class Level:
    """The outcome of one client count on one topology."""

    via: str
    clients: int
    ops: int = 0
    seconds: float = 0.0
    latencies: dict[str, list[float]] = field(default_factory=lambda: defaultdict(list))
    errors: list[str] = field(default_factory=list)
    rejected: Counter[str] = field(default_factory=Counter)
    acknowledged: int = 0
    lost: int = 0
    truncated: bool = False
    #: agent runs as the servers logged them: seconds executing the graph, seconds queued before it
    run_exec: list[float] = field(default_factory=list)
    run_wait: list[float] = field(default_factory=list)

    def summary(self) -> dict[str, Any]:
        every = [x for v in self.latencies.values() for x in v]
        return {
            "via": self.via, "clients": self.clients, "requests": self.ops, "seconds": round(self.seconds, 2),
            "throughput_rps": round(self.ops / self.seconds, 1) if self.seconds else 0.0,
            "p50_ms": _ms(every, 50), "p95_ms": _ms(every, 95), "p99_ms": _ms(every, 99),
            "errors": len(self.errors), "error_samples": self.errors[:5],
            "gate_rejections": dict(self.rejected), "acknowledged_writes": self.acknowledged,
            "lost_writes": self.lost, "truncated": self.truncated,
            "agent_runs_logged": {"n": len(self.run_exec), "exec_p50_ms": _ms(self.run_exec, 50),
                                  "exec_p95_ms": _ms(self.run_exec, 95), "queue_p50_ms": _ms(self.run_wait, 50),
                                  "queue_p95_ms": _ms(self.run_wait, 95)},
            "by_operation": {
                op: {"n": len(v), "p50_ms": _ms(v, 50), "p95_ms": _ms(v, 95), "p99_ms": _ms(v, 99)}
                for op, v in sorted(self.latencies.items())
            },
        }


def _ms(values: list[float], q: float) -> float | None:
    return round(pct(values, q) * 1000, 1) if values else None


def _choose(rng: random.Random) -> str:
    total = sum(w for _, w in MIX)
    x = rng.uniform(0, total)
    for op, w in MIX:
        x -= w
        if x <= 0:
            return op
    return MIX[-1][0]


async def _request(http: httpx.AsyncClient, client: Client, op: str, base: str, level: Level) -> None:
    h = client.headers
    if op == "search":
        r = await http.get(f"{base}/memory/search", params={"q": client.rng.choice(SEARCHES), "k": 5}, headers=h)
        _expect(r, (200,), op, level)
    elif op == "list":
        r = await http.get(f"{base}/memory", params={"limit": 20}, headers=h)
        _expect(r, (200,), op, level)
    elif op == "profile":
        r = await http.get(f"{base}/memory/profile", headers=h)
        _expect(r, (200,), op, level)
    elif op == "write" or (op == "update" and not client.current):
        r = await http.post(f"{base}/memory", json={"content": client.fact(), "memory_type": "fact"}, headers=h)
        if r.status_code in (409, 422):
            level.rejected[r.json().get("error", {}).get("reason", str(r.status_code))] += 1
        elif _expect(r, (201,), op, level):
            client.ack(r.json()["id"])
    elif op == "update":
        lineage, mid = client.rng.choice(sorted(client.current.items()))
        r = await http.put(f"{base}/memory/{mid}", json={"content": client.fact(), "reason": "load test"}, headers=h)
        if r.status_code in (409, 422):
            level.rejected[r.json().get("error", {}).get("reason", str(r.status_code))] += 1
        elif _expect(r, (200,), op, level):
            client.ack(r.json()["id"], lineage)
    elif op == "agent":
        text = f"Remember that I {client.fact().split(' ', 1)[1]}" if client.rng.random() < 0.5 else (
            client.rng.choice(QUESTIONS))
        r = await http.post(
            f"{base}/threads/{client.thread_id}/runs/wait",
            json={"assistant_id": "agent", "input": {"messages": [{"role": "human", "content": text}]},
                  "config": {"configurable": {"user_id": client.user}}},
            headers=client.headers,
        )
        if _expect(r, (200,), op, level):
            state = r.json()
            if "__error__" in state or state.get("__interrupt__"):
                level.errors.append(f"agent: {str(state.get('__error__') or state.get('__interrupt__'))[:200]}")
            for m in state.get("messages", [])[-4:]:
                if m.get("type") == "tool" and (match := _STORED.match(str(m.get("content", "")))):
                    if match.group(1) not in client.acknowledged:
                        client.ack(match.group(1))
    else:  # pragma: no cover
        raise AssertionError(op)


def _expect(r: httpx.Response, ok: tuple[int, ...], op: str, level: Level) -> bool:
    if r.status_code in ok:
        return True
    level.errors.append(f"{op}: HTTP {r.status_code} {r.text[:200]}")
    return False


async def _client_loop(http: httpx.AsyncClient, client: Client, top: Topology, ops: int, level: Level,
                       deadline: float) -> None:
    for i in range(ops):
        if time.monotonic() > deadline:
            level.truncated = True
            return
        op = _choose(client.rng)
        base = top[(client.index + i) % len(top.servers)].url
        t0 = time.perf_counter()
        try:
            await _request(http, client, op, base, level)
        except (httpx.HTTPError, ValueError, KeyError) as e:
            level.errors.append(f"{op}: {type(e).__name__}: {str(e)[:200]}")
        level.latencies[op].append(time.perf_counter() - t0)
        level.ops += 1


async def _prepare(http: httpx.AsyncClient, top: Topology, n: int, tag: str) -> list[Client]:
    clients = []
    for i in range(n):
        user = f"{tag}{i:03d}"
        c = Client(i, user, {"Authorization": f"Bearer {_token(user)}"}, rng=random.Random(i))
        r = await http.post(f"{top[0].url}/threads", json={"metadata": {"user_id": user}}, headers=c.headers)
        r.raise_for_status()
        c.thread_id = r.json()["thread_id"]
        clients.append(c)
    from langgraph_sdk import get_client

    for s in top.servers[1:]:  # the thread is known to every server; its state lives in PostgreSQL
        # each thread is its user's: adopted with that user's token
        await asyncio.gather(*(adopt_thread(get_client(url=s.url, headers=c.headers), c.thread_id) for c in clients))
    # warm-up, not measured: each server opens its memory service, loads the embedding model and runs
    # the agent once (the first request of a fresh process pays for that)
    for s in top.servers:
        warm = Client(-1, f"{tag}warm", {"Authorization": f"Bearer {_token(f'{tag}warm')}"})
        r = await http.post(f"{s.url}/threads", json={"metadata": {"user_id": warm.user}}, headers=warm.headers)
        warm.thread_id = r.json()["thread_id"]
        scratch = Level("warm-up", 0)
        for op in ("search", "write", "list", "profile", "agent", "agent"):
            await _request(http, warm, op, s.url, scratch)
        if scratch.errors:
            raise RuntimeError(f"warm-up of {s.name} failed: {scratch.errors[:3]}")
    return clients


def reconcile(url: str, clients: list[Client]) -> tuple[int, int, list[str]]:
    """(acknowledged, lost, details): every acknowledged id stored; each lineage's last one active."""
    acked = {mid: (c, key) for c in clients for mid, key in c.acknowledged.items()}
    with psycopg.connect(url) as conn:
        rows = conn.execute(
            "SELECT id, status, created_by FROM zeusmem.memory_items WHERE id = ANY(%s)", (list(acked),)
        ).fetchall()
    found = {r[0]: (r[1], r[2]) for r in rows}
    lost: list[str] = []
    for mid, (c, key) in acked.items():
        if mid not in found:
            lost.append(f"{mid} ({c.user}) is not in the database")
            continue
        status, owner = found[mid]
        should = "active" if c.current[key] == mid else "superseded"
        if owner != c.user or status != should:
            lost.append(f"{mid} ({c.user}): {status} by {owner}, expected {should} by {c.user}")
    return len(acked), len(lost), lost


async def run_level(admin: str, via: str, n: int, ops: int, max_seconds: float, root: Path) -> Level:
    url = create_database(admin, f"zmload_{via[:3]}")
    level = Level(via, n)
    try:
        with topology(url, root / f"{via}-{n}", (via, via)) as top:
            for s in top.servers:
                assert urlsplit(s.url).hostname == "127.0.0.1", "the load test sends to loopback only"
            limits = httpx.Limits(max_connections=n + 10, max_keepalive_connections=n + 10)
            async with httpx.AsyncClient(timeout=REQUEST_TIMEOUT, limits=limits) as http:
                clients = await _prepare(http, top, n, f"{via[:3]}{n}u")
                t0 = time.monotonic()
                await asyncio.gather(*(_client_loop(http, c, top, ops, level, t0 + max_seconds) for c in clients))
                level.seconds = time.monotonic() - t0
            for s in top.servers:
                text = s.log_text()
                for bad in ("Traceback", "StorageError", "deadlock detected", "InvalidSqlStatementName"):
                    if bad in text:
                        level.errors.append(f"{s.name} log: {bad}")
                for exec_ms, wait_ms in _RUN_TIMES.findall(_ANSI.sub("", text)):
                    level.run_exec.append(int(exec_ms) / 1000)
                    level.run_wait.append(int(wait_ms) / 1000)
        level.acknowledged, level.lost, details = reconcile(url, clients)
        level.errors += [f"lost: {d}" for d in details[:5]]
    finally:
        drop_database(admin, url)
    return level


async def pooler_cost(admin: str, rounds: int = 150) -> dict[str, Any]:
    """p50/p95 of a search and a write through one MemoryService, directly and via PgBouncer, interleaved."""
    import zeusmem
    from bench.pgbouncer import pgbouncer
    from zeusmem.embeddings.local import LocalMiniLMEmbeddings

    emb = LocalMiniLMEmbeddings()
    url = create_database(admin, "zmpool")
    out: dict[str, Any] = {}
    try:
        with pgbouncer(url) as pooled:
            dbname = psycopg.conninfo.conninfo_to_dict(url)["dbname"]
            pooled_db = psycopg.conninfo.make_conninfo(pooled, dbname=dbname)
            direct_s = zeusmem.Settings()
            pooled_s = zeusmem.Settings(pgbouncer="transaction", direct_database_url=url)
            async with zeusmem.open_memory(url, emb, settings=direct_s) as d, \
                    zeusmem.open_memory(pooled_db, emb, settings=pooled_s) as p:
                times: dict[str, list[float]] = defaultdict(list)
                rng = random.Random(7)
                for i in range(rounds):
                    for name, mem in (("direct", d), ("pgbouncer", p)) if i % 2 else (("pgbouncer", p), ("direct", d)):
                        ctx = zeusmem.SecurityContext(f"pool-{name}-{i % 10}")
                        q = rng.choice(SEARCHES)
                        t0 = time.perf_counter()
                        await mem.search_memories(ctx, q, k=5)
                        times[f"search {name}"].append(time.perf_counter() - t0)
                        text = f"Pool probe {i}: " + " ".join(rng.sample(SEARCHES, 3))
                        t0 = time.perf_counter()
                        try:
                            await mem.add_explicit_memory(ctx, text, "fact")
                        except zeusmem.GateRejected:
                            pass
                        times[f"write {name}"].append(time.perf_counter() - t0)
                for k, v in sorted(times.items()):
                    out[k] = {"n": len(v), "p50_ms": _ms(v, 50), "p95_ms": _ms(v, 95)}
    finally:
        drop_database(admin, url)
    return out


def _table(levels: list[Level]) -> str:
    head = ("| via | clients | requests | seconds | req/s | p50 ms | p95 ms | p99 ms | errors | acked writes | lost |\n"
            "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
    lines = [head]
    for lv in levels:
        s = lv.summary()
        lines.append(
            f"| {s['via']} | {s['clients']} | {s['requests']} | {s['seconds']} | {s['throughput_rps']} | "
            f"{s['p50_ms']} | {s['p95_ms']} | {s['p99_ms']} | {s['errors']} | {s['acknowledged_writes']} | "
            f"{s['lost_writes']}{' (truncated)' if s['truncated'] else ''} |"
        )
    return "\n".join(lines)


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    p = argparse.ArgumentParser(prog="python -m bench.load", description=__doc__,
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--clients", default="10,50,100", help="comma-separated concurrent client counts")
    p.add_argument("--via", default="direct,pgbouncer", help="direct, pgbouncer (comma-separated)")
    p.add_argument("--ops", type=int, default=12, help="requests per client")
    p.add_argument("--max-seconds", type=float, default=300.0, help="time cap per level")
    p.add_argument("--no-pooler-cost", action="store_true")
    p.add_argument("--require-clean", action="store_true", help="exit 1 unless 0 errors and 0 lost writes")
    p.add_argument("--out", type=Path, default=RESULTS_DIR)
    return p.parse_args(argv)


async def main_async(args: argparse.Namespace) -> list[Level]:
    counts = [int(x) for x in args.clients.split(",") if x.strip()]
    vias = [v.strip() for v in args.via.split(",") if v.strip()]
    levels: list[Level] = []
    result: dict[str, Any] = {"started": datetime.now(UTC).isoformat(timespec="seconds"), "ops_per_client": args.ops,
                              "mix": dict(MIX)}
    root = Path(tempfile.mkdtemp(prefix="zeusmem-load-", dir="/tmp"))
    with admin_url() as admin:
        for n in counts:  # both topologies at each count, one after the other: same machine load
            for via in vias:
                print(f"-- {n} clients, {via} ...", flush=True)
                lv = await run_level(admin, via, n, args.ops, args.max_seconds, root)
                levels.append(lv)
                print(_table([lv]).splitlines()[-1], flush=True)
        if not args.no_pooler_cost:
            print("-- pooler cost (in-process, interleaved) ...", flush=True)
            result["pooler_cost"] = await pooler_cost(admin)
    result["levels"] = [lv.summary() for lv in levels]
    print("\n" + _table(levels))
    top_n = max(counts)
    print(f"\nper operation at {top_n} clients (agent: also the servers' own split into queue and graph time)")
    print("| via | search | write | update | list | profile | agent | agent: queued | agent: in the graph |")
    print("|---|---|---|---|---|---|---|---|---|")
    for lv in levels:
        if lv.clients != top_n:
            continue
        s = lv.summary()
        ops = s["by_operation"]
        cell = [f"{ops[o]['p50_ms']:.0f} / {ops[o]['p95_ms']:.0f}" if o in ops else "-"
                for o in ("search", "write", "update", "list", "profile", "agent")]
        runs = s["agent_runs_logged"]
        queued = f"{runs['queue_p50_ms']:.0f} / {runs['queue_p95_ms']:.0f}" if runs["n"] else "-"
        graph = f"{runs['exec_p50_ms']:.0f} / {runs['exec_p95_ms']:.0f}" if runs["n"] else "-"
        print(f"| {lv.via} | " + " | ".join(cell) + f" | {queued} | {graph} |")
    if "pooler_cost" in result:
        print("\n| operation | n | p50 ms | p95 ms |\n|---|---:|---:|---:|")
        for k, v in result["pooler_cost"].items():
            print(f"| {k} | {v['n']} | {v['p50_ms']} | {v['p95_ms']} |")
    args.out.mkdir(parents=True, exist_ok=True)
    path = args.out / f"load-{datetime.now(UTC).strftime('%Y%m%dT%H%M%S')}.json"
    path.write_text(json.dumps(result, indent=2))
    print(f"\nresults: {path}")
    for lv in levels:
        for e in lv.errors[:5]:
            print(f"  {lv.via}/{lv.clients}: {e}")
    return levels


def main(argv: list[str] | None = None) -> None:
    args = parse_args(argv)
    levels = asyncio.run(main_async(args))
    if args.require_clean and any(lv.errors or lv.lost or lv.truncated for lv in levels):
        sys.exit(1)


if __name__ == "__main__":
    main()
