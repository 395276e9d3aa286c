"""What the LangGraph server's zeusmem auth costs per request, measured in-process.

``python -m bench.auth_overhead``: the handlers a ``runs.wait`` passes through
(:func:`~zeusmem.interfaces.langgraph_auth.authenticate_request` on the bearer token, then the
``threads.create_run`` handler that binds the run's ids and returns the owner filter, and one
``threads.read``), timed over many calls; prints p50 and p99 in microseconds. The filter itself
is a dict comparison on the thread's metadata inside LangGraph (not measured here: a few keys).
"""

from __future__ import annotations

import asyncio
import os
import statistics
import time
from typing import Any

from langgraph_sdk import Auth

SECRET = "bench-auth-secret-" + "b" * 40


async def main(n: int = 5000) -> None:
    os.environ["ZEUSMEM_JWT_SECRET"] = SECRET
    from zeusmem.interfaces import langgraph_auth as la
    from zeusmem.interfaces.auth import issue_token

    token = f"Bearer {issue_token(SECRET, 'bench-user', project='apollo')}"
    timings: list[float] = []
    for i in range(n + 100):  # the first 100 warm up (the first reads the secret through a thread)
        start = time.perf_counter()
        user = await la.authenticate_request(token, {})
        ctx: Any = Auth.types.AuthContext(resource="threads", action="create_run", user=user, permissions=[])
        value: Any = {"thread_id": None, "metadata": {}, "kwargs": {"config": {"configurable": {}}, "context": None}}
        await la.run_create(ctx, value)
        read: Any = Auth.types.AuthContext(resource="threads", action="read", user=user, permissions=[])
        await la.thread_access(read, {"thread_id": None})
        if i >= 100:
            timings.append(time.perf_counter() - start)
    timings.sort()
    p50, p99 = statistics.median(timings) * 1e6, timings[int(len(timings) * 0.99)] * 1e6
    print(f"auth per runs.wait (authenticate + create_run + read handlers), {n} calls: "
          f"p50 {p50:.0f} us, p99 {p99:.0f} us")


if __name__ == "__main__":
    asyncio.run(main())
