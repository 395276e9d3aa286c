"""Property-based isolation: no read path ever returns what a SecurityContext may not see.

Hypothesis builds random worlds (orgs, projects with members of random roles, users, sessions,
memories of every scope and visibility) and then asks many random contexts to search, list,
recall and get. A Python oracle states the rules independently of the SQL filter.
"""

from __future__ import annotations

import itertools
import random
from dataclasses import dataclass, field

import pytest
import pytest_asyncio
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import zeusmem
from zeusmem import MemoryType, NotFound, Role, Scope, SecurityContext, Settings, Visibility
from zeusmem.testing import DeterministicEmbeddings

WORDS = ["deploy", "billing", "theme", "database", "kestrel", "launch", "editor", "budget"]
_world_counter = itertools.count()


@dataclass
class World:
    prefix: str
    orgs: list[str]
    users: list[str]
    projects: dict[str, str] = field(default_factory=dict)  # project -> org
    members: dict[tuple[str, str], Role] = field(default_factory=dict)  # (project, user) -> role
    items: dict[str, zeusmem.MemoryItem] = field(default_factory=dict)


def visible(world: World, ctx: SecurityContext, item: zeusmem.MemoryItem) -> bool:
    """The rules, stated independently of the SQL."""
    if (item.org_id or "") != (ctx.org_id or ""):
        return False
    if item.scope is Scope.USER:
        return item.scope_id == ctx.user_id
    if item.scope is Scope.SESSION:
        return item.scope_id == ctx.session_id and item.created_by == ctx.user_id
    if item.scope_id != ctx.project_id or (ctx.project_id, ctx.user_id) not in world.members:
        return False
    if world.projects.get(item.scope_id) != (ctx.org_id or ""):
        return False
    return item.visibility is not Visibility.OWNER_ONLY or item.created_by == ctx.user_id


@pytest_asyncio.fixture(scope="module")
async def mem(database_url: str):
    settings = Settings(duplicate_threshold=1.0, max_extractions=10_000)
    async with zeusmem.open_memory(database_url, DeterministicEmbeddings(dims=32), settings=settings) as svc:
        yield svc


async def build_world(mem: zeusmem.MemoryService, seed: int) -> World:
    rng = random.Random(seed)
    prefix = f"w{next(_world_counter)}"
    world = World(prefix, orgs=["", f"{prefix}-orgA", f"{prefix}-orgB"][: rng.randint(2, 3)],
                  users=[f"{prefix}-u{i}" for i in range(rng.randint(2, 4))])
    for p in range(rng.randint(1, 3)):
        pid, org, owner = f"{prefix}-p{p}", rng.choice(world.orgs), rng.choice(world.users)
        await mem.create_project(SecurityContext(owner, org_id=org or None), pid)
        world.projects[pid] = org
        world.members[(pid, owner)] = Role.OWNER
        for u in world.users:
            if u != owner and rng.random() < 0.6:
                role = rng.choice(list(Role)[1:])
                await mem.add_project_member(SecurityContext(owner, org_id=org or None), pid, u, role)
                world.members[(pid, u)] = role
    for i in range(rng.randint(8, 20)):
        user, org = rng.choice(world.users), rng.choice(world.orgs)
        scope = rng.choice(list(Scope))
        project = session = None
        if scope is Scope.PROJECT:
            writable = [p for (p, u), r in world.members.items() if u == user and r is not Role.VIEWER
                        and world.projects[p] == org]
            if not writable:
                scope = Scope.USER
            else:
                project = rng.choice(writable)
        if scope is Scope.SESSION:
            session = f"{prefix}-s{rng.randint(0, 2)}"
        ctx = SecurityContext(user, project_id=project, session_id=session, org_id=org or None)
        text = f"{prefix} note {i}: {rng.choice(WORDS)} {rng.choice(WORDS)} {rng.choice(WORDS)}"
        item = await mem.add_explicit_memory(ctx, text, rng.choice(list(MemoryType)), scope,
                                             visibility=rng.choice(list(Visibility)),
                                             source=rng.choice(["user", "ai"]))
        world.items[item.id] = item
    return world


def random_ctx(world: World, rng: random.Random) -> SecurityContext:
    projects = [*world.projects, f"{world.prefix}-p-missing"]
    return SecurityContext(
        rng.choice([*world.users, f"{world.prefix}-stranger"]),
        project_id=rng.choice([None, *projects]),
        session_id=rng.choice([None, f"{world.prefix}-s0", f"{world.prefix}-s1", f"{world.prefix}-s2"]),
        org_id=rng.choice(world.orgs) or None,
    )


QUERIES_PER_WORLD = 120


@settings(max_examples=8, deadline=None, suppress_health_check=list(HealthCheck))
@given(seed=st.integers(min_value=0, max_value=2**32 - 1))
async def test_no_read_path_leaks(mem: zeusmem.MemoryService, seed: int) -> None:
    world = await build_world(mem, seed)
    rng = random.Random(seed + 1)
    all_ids = set(world.items)
    checked = 0
    for _ in range(QUERIES_PER_WORLD):
        ctx = random_ctx(world, rng)
        allowed = {i for i, it in world.items.items() if visible(world, ctx, it)}
        query = f"{world.prefix} {rng.choice(WORDS)} {rng.choice(WORDS)}"
        hits = await mem.search_memories(ctx, query, k=rng.randint(1, 20))
        got = {h.item.id for h in hits} & all_ids
        assert got <= allowed, (ctx, got - allowed)
        listed = {i.id for i in await mem.list_memories(ctx, limit=1000)} & all_ids
        assert listed == allowed, (ctx, listed ^ allowed)
        digest = await mem.recall(ctx)
        assert not any(i in digest for i in all_ids - allowed)
        probe = rng.choice(sorted(all_ids))
        if probe in allowed:
            assert (await mem.get_memory(ctx, probe)).id == probe
        else:
            with pytest.raises(NotFound):
                await mem.get_memory(ctx, probe)
            # neither update nor delete reveals that it exists
            with pytest.raises(NotFound):
                await mem.delete_memory(ctx, probe)
        checked += 1
    assert checked == QUERIES_PER_WORLD
