"""Row-level security, the second wall (issue #23): the restricted role ``zeusmem_app`` sees only what
the visibility rules allow its caller, with no WHERE clause of the application's, and cannot get out.

Connected as the app role: ~2,000 generated callers (three orgs, projects with every role, sessions,
visibilities) see exactly what :func:`zeusmem.rules.visibility.memory_visible` allows, and the same
as the application's own filter; with no caller nothing; ``DISABLE ROW LEVEL SECURITY``, ``SET ROLE``
to the owner and ``row_security = off`` fail; every table with an owner column has RLS enabled and
forced. Through the service: a search with its own filter removed (the SQL builder monkeypatched)
still returns nothing it should not, through PgBouncer in transaction mode, and from 8 processes.
"""

from __future__ import annotations

import asyncio
import json
import os
import random
import subprocess
import sys
import uuid
from pathlib import Path
from typing import Any

import psycopg
import pytest
from psycopg import errors, sql
from psycopg.conninfo import conninfo_to_dict, make_conninfo

import zeusmem
from bench.pgbouncer import pgbouncer
from zeusmem import ConfigurationError, MemoryType, SecurityContext, Visibility
from zeusmem.rules.visibility import RowOwner, Viewer, memory_visible, scope_visible
from zeusmem.settings import Settings
from zeusmem.storage import sql as q
from zeusmem.storage.caller import (
    APP_ROLE,
    SET_CALLER,
    Caller,
    CallerConnection,
    CallerCursor,
    acting_for,
    app_role_url,
)
from zeusmem.storage.database import setup
from zeusmem.storage.embedded import start_server, stop_server
from zeusmem.storage.migrations import MIGRATIONS
from zeusmem.testing import DeterministicEmbeddings

HERE = Path(__file__).resolve().parent
ORGS = ["", "o1", "o2"]
USERS = [f"u{i}" for i in range(16)]
SESSIONS = ["s0", "s1", "s2"]
PROJECTS = {f"p{i}": ORGS[i % 3] for i in range(9)}
ROLES = ["owner", "admin", "editor", "viewer"]
N_CALLERS = 2000
#: tables whose columns say whose a row is
OWNER_COLUMNS = ("org_id", "user_id", "created_by", "actor", "scope_id", "deleted_by", "project_id", "snapshot_id")


@pytest.fixture(scope="module")
def urls(database_url: str) -> tuple[str, str]:
    """(owner URL, app role URL) of a migrated database."""
    asyncio.run(setup(database_url))
    return database_url, app_role_url(database_url)


def _viewer(c: Caller) -> Viewer:
    return Viewer(c.user_id, c.org_id, c.project_id, c.session_id)


def _member_of(c: Caller, members: set[tuple[str, str]]) -> set[str]:
    """The projects of the caller's org its user is a member of."""
    return {p for p, u in members if u == c.user_id and PROJECTS[p] == (c.org_id or "")}


def _scope_visible(c: Caller, org: str, scope: str, scope_id: str, members: set[tuple[str, str]]) -> bool:
    return scope_visible(_viewer(c), org, scope, scope_id, member_of=_member_of(c, members))


@pytest.fixture(scope="module")
def people(urls: tuple[str, str]) -> dict[str, Any]:
    """Generated people's data, written as the owner: memories of every scope and visibility (some in
    a project of another org), memberships with every role, transcripts, profiles, tombstones."""
    owner, _ = urls
    rnd = random.Random(23)
    members = {(p, u) for p in PROJECTS for u in USERS if rnd.random() < 0.4}
    memories = []
    for i in range(1500):
        scope = rnd.choice(["user", "session", "project"])
        org = rnd.choice(ORGS)
        creator = rnd.choice(USERS)
        if scope == "user":
            scope_id = creator if rnd.random() < 0.8 else rnd.choice(USERS)
        elif scope == "session":
            scope_id = rnd.choice(SESSIONS)
        else:
            scope_id = rnd.choice(list(PROJECTS))
            if rnd.random() < 0.8:
                org = PROJECTS[scope_id]
        memories.append((f"m{i}", org, scope, scope_id, rnd.choice(["public", "members", "owner_only"]), creator,
                         rnd.choice(["active", "active", "superseded"])))
    messages = [(rnd.choice(SESSIONS), f"msg{i}", i, rnd.choice(ORGS), rnd.choice(USERS)) for i in range(400)]
    with psycopg.connect(owner, autocommit=True) as conn:
        for p, org in PROJECTS.items():
            conn.execute("INSERT INTO zeusmem.projects (project_id, org_id, created_by) VALUES (%s, %s, 'u0')",
                         (p, org))
        with conn.cursor() as cur:
            cur.executemany("INSERT INTO zeusmem.project_members (project_id, user_id, role) VALUES (%s, %s, %s)",
                            [(p, u, rnd.choice(ROLES)) for p, u in sorted(members)])
            cur.executemany(
                "INSERT INTO zeusmem.memory_items (id, lineage_id, content, memory_type, scope, scope_id, org_id,"
                " source, confidence, visibility, created_by, status)"
                " VALUES (%s, %s, %s, 'fact', %s, %s, %s, 'user', 0.9, %s, %s, %s)",
                [(m, m, f"note {m} about topic{int(m[1:]) % 7}", s, sid, org, vis, by, st)
                 for m, org, s, sid, vis, by, st in memories])
            # a memory's last use (kept beside the memory, keyed by its id): a third of them were used
            cur.executemany("INSERT INTO zeusmem.memory_usage (memory_id, last_used_at) VALUES (%s, now())",
                            [(m[0],) for m in memories[::3]])
            cur.executemany(
                "INSERT INTO zeusmem.session_messages (session_id, message_id, position, org_id, user_id,"
                " message_type, message, content_hash) VALUES (%s, %s, %s, %s, %s, 'human', '{}', 'h')", messages)
            cur.executemany("INSERT INTO zeusmem.user_profiles (org_id, user_id) VALUES (%s, %s)",
                            [(o, u) for o in ORGS for u in USERS if rnd.random() < 0.5])
            cur.executemany(
                "INSERT INTO zeusmem.tombstones (memory_id, lineage_id, org_id, scope, scope_id, deleted_by)"
                " VALUES (%s, %s, %s, %s, %s, %s)",
                [(f"t{m}", f"t{m}", org, s, sid, by) for m, org, s, sid, _v, by, _st in memories[:300]])
        stats = conn.execute("SELECT DISTINCT org_id, scope, scope_id FROM zeusmem.term_stats").fetchall()
        profiles = conn.execute("SELECT org_id, user_id FROM zeusmem.user_profiles").fetchall()
    assert len(stats) > 50  # the triggers kept lexical statistics (as the owner)
    return {"members": members, "memories": memories, "messages": messages, "stats": stats, "profiles": profiles,
            "used": {m[0] for m in memories[::3]}}


def _callers(n: int) -> list[Caller]:
    rnd = random.Random(2000)
    out = []
    for _ in range(n):
        project = rnd.choice([*PROJECTS, None, None, "p-none"])
        out.append(Caller(rnd.choice(USERS), rnd.choice([*ORGS, None]) or None, project,
                          rnd.choice([*SESSIONS, None])))
    return out


def _as(conn: psycopg.Connection, c: Caller, query: str | sql.Composable, params: Any = None) -> list[tuple]:
    with conn.transaction():
        conn.execute(SET_CALLER, c.settings())
        return conn.execute(query, params).fetchall()


def test_2000_callers_see_exactly_what_the_rules_allow(urls: tuple[str, str], people: dict[str, Any]) -> None:
    owner, app = urls
    members = people["members"]
    callers = _callers(N_CALLERS)
    assert len({(c.org_id, c.project_id) for c in callers}) > 20
    seen_any = both_named = 0
    with psycopg.connect(app) as conn, psycopg.connect(owner) as own:
        assert conn.execute("SELECT current_user").fetchone() == (APP_ROLE,)
        conn.commit()
        for c in callers:
            viewer, member_of = _viewer(c), _member_of(c, members)
            want = {m for m, org, s, sid, vis, by, _st in people["memories"]
                    if memory_visible(viewer, RowOwner(org, s, sid, vis, by), member_of=member_of)}
            got = {r[0] for r in _as(conn, c, "SELECT id FROM zeusmem.memory_items")}
            assert got == want, c
            # the application's own filter (a search's: only the project and session named) is inside
            # it, and the same when the caller names a session (two walls, one rule)
            scopes = q.visible_scopes(c.project_id, c.session_id)
            app_filter = sql.SQL("SELECT m.id FROM zeusmem.memory_items m WHERE {}").format(q.visible_clause(scopes))
            app_sees = {r[0] for r in own.execute(app_filter, q.ctx_params(c.user_id, c.project_id, c.session_id,
                                                                           c.org_id)).fetchall()}
            assert app_sees <= want, c
            if c.session_id is not None:
                assert app_sees == want, c
                both_named += c.project_id is not None
            seen_any += bool(want)
            got_used = {r[0] for r in _as(conn, c, "SELECT memory_id FROM zeusmem.memory_usage")}
            assert got_used == want & people["used"], c  # a memory's last use only where the memory is
            got_stats = set(_as(conn, c, "SELECT DISTINCT org_id, scope, scope_id FROM zeusmem.term_stats"))
            assert got_stats == {k for k in people["stats"] if _scope_visible(c, *k, members)}, c
            got_tomb = {r[0] for r in _as(conn, c, "SELECT memory_id FROM zeusmem.tombstones")}
            assert got_tomb == {f"t{m}" for m, org, s, sid, _v, by, _st in people["memories"][:300]
                                if _scope_visible(c, org, s, sid, members)
                                or (org == (c.org_id or "") and by == c.user_id)}, c
            got_msgs = {r[0] for r in _as(conn, c, "SELECT message_id FROM zeusmem.session_messages")}
            assert got_msgs == {mid for _s, mid, _p, org, user in people["messages"]
                                if org == (c.org_id or "") and user == c.user_id}, c
            got_prof = set(_as(conn, c, "SELECT org_id, user_id FROM zeusmem.user_profiles"))
            assert got_prof == {p for p in people["profiles"] if p == (c.org_id or "", c.user_id)}, c
            got_projects = {r[0] for r in _as(conn, c, "SELECT project_id FROM zeusmem.projects")}
            assert got_projects == {p for p, org in PROJECTS.items() if org == (c.org_id or "")}, c
        own.rollback()
    assert seen_any > N_CALLERS // 2  # the callers mostly see something: the comparison is not vacuous
    assert both_named > N_CALLERS // 10


def test_a_credential_without_a_project_sees_no_project_through_rls(urls: tuple[str, str],
                                                                   people: dict[str, Any]) -> None:
    """The service's filter shows a project's rows only for the project a context names (and only to
    a member); row-level security is no wider: a member whose credential names no project sees none
    of its projects' memories, lexical statistics or tombstones, and naming one shows that one."""
    _, app = urls
    members = people["members"]
    project_rows = [m for m in people["memories"] if m[2] == "project"]
    checked = 0
    with psycopg.connect(app) as conn:
        for user in USERS:
            for org in ORGS:
                mine = {p for p, u in members if u == user and PROJECTS[p] == org}
                if not any(m[3] in mine and m[1] == org for m in project_rows):
                    continue
                for session in (None, "s1"):
                    bare = Caller(user, org or None, None, session)
                    assert _as(conn, bare, "SELECT id FROM zeusmem.memory_items WHERE scope = 'project'") == [], bare
                    assert _as(conn, bare, "SELECT 1 FROM zeusmem.term_stats WHERE scope = 'project'") == [], bare
                    assert _as(conn, bare, "SELECT 1 FROM zeusmem.tombstones WHERE scope = 'project'"
                                           " AND deleted_by <> %s", (user,)) == [], bare
                    assert _as(conn, bare, "SELECT 1 FROM zeusmem.project_profiles") == [], bare
                    checked += 1
                for p in mine:  # naming a project shows that project's rows, and no other's
                    named = {r[0] for r in _as(conn, Caller(user, org or None, p),
                                               "SELECT scope_id FROM zeusmem.memory_items WHERE scope = 'project'")}
                    assert named <= {p}
                    assert named == ({p} if any(m[3] == p and m[1] == org and (m[4] != "owner_only" or m[5] == user)
                                                for m in project_rows) else set())
    assert checked > 20


def _rls_tables(conn: psycopg.Connection) -> list[str]:
    rows = conn.execute(
        "SELECT DISTINCT c.table_name FROM information_schema.columns c"
        " JOIN information_schema.tables t USING (table_schema, table_name)"
        " WHERE c.table_schema = 'zeusmem' AND t.table_type = 'BASE TABLE' AND c.column_name = ANY(%s)"
        " ORDER BY 1", (list(OWNER_COLUMNS),)).fetchall()
    return [r[0] for r in rows]


def test_every_table_with_an_owner_column_has_rls_enabled_and_forced(urls: tuple[str, str],
                                                                     people: dict[str, Any]) -> None:
    owner, _ = urls
    with psycopg.connect(owner) as conn:
        tables = _rls_tables(conn)
        assert {"memory_items", "tombstones", "session_messages", "session_summaries", "context_snapshots",
                "memory_candidates", "memory_conflicts", "memory_events", "user_profiles", "term_stats",
                "kb_documents", "profile_sources"} <= set(tables)
        rows = conn.execute(
            "SELECT c.relname, c.relrowsecurity, c.relforcerowsecurity,"
            " EXISTS (SELECT 1 FROM pg_policy p WHERE p.polrelid = c.oid AND %s::regrole = ANY(p.polroles))"
            " FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace"
            " WHERE n.nspname = 'zeusmem' AND c.relname = ANY(%s) ORDER BY 1", (APP_ROLE, tables)).fetchall()
        assert len(rows) == len(tables)
        for name, enabled, forced, _has_policy in rows:
            assert enabled and forced, name
        assert all(has for name, _e, _f, has in rows if name != "consolidation_runs")
        # the triggers that keep derived tables run as the owner: what they derive is every caller's
        definers = conn.execute(
            "SELECT DISTINCT p.proname, p.prosecdef FROM pg_trigger t JOIN pg_proc p ON p.oid = t.tgfoid"
            " JOIN pg_class c ON c.oid = t.tgrelid JOIN pg_namespace n ON n.oid = c.relnamespace"
            " WHERE n.nspname = 'zeusmem' AND NOT t.tgisinternal").fetchall()
        assert definers and all(d for _n, d in definers), definers


#: the only zeusmem tables the application role may read without row-level security: they hold no
#: person's words or ids (bookkeeping of the schema, the models, id renames, consumers' positions)
UNPROTECTED_READABLE = {"migrations", "embedding_models", "memory_id_aliases", "memory_event_cursors"}


def test_every_table_the_app_role_can_read_is_under_rls_or_holds_nobody(urls: tuple[str, str],
                                                                        people: dict[str, Any]) -> None:
    """Whatever else the schema holds (archived checkpoint history: every thread's messages, copied
    from LangGraph's tables) the application role either reads under forced row-level security or
    cannot read at all (permission denied, as for LangGraph's own checkpoint tables)."""
    owner, app = urls
    with psycopg.connect(owner) as conn:
        rows = conn.execute(
            "SELECT c.relname, c.relrowsecurity AND c.relforcerowsecurity,"
            " has_table_privilege(%s, c.oid, 'SELECT')"
            " FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace"
            " WHERE n.nspname = 'zeusmem' AND c.relkind IN ('r', 'p') ORDER BY 1", (APP_ROLE,)).fetchall()
    readable_unprotected = {name for name, protected, readable in rows if readable and not protected}
    assert readable_unprotected == UNPROTECTED_READABLE, readable_unprotected
    assert "checkpoint_archive" in {name for name, _p, readable in rows if not readable}
    with psycopg.connect(app) as conn, pytest.raises(psycopg.errors.InsufficientPrivilege):
        conn.execute("SELECT count(*) FROM zeusmem.checkpoint_archive")


def test_with_no_caller_the_app_role_sees_nothing(urls: tuple[str, str], people: dict[str, Any]) -> None:
    owner, app = urls
    with psycopg.connect(owner) as conn:
        tables = [*_rls_tables(conn), "memory_usage"]  # memory_usage: keyed by memory id, no owner column
        assert conn.execute("SELECT count(*) FROM zeusmem.memory_usage").fetchone()[0] > 0
    with psycopg.connect(app, autocommit=True) as conn:
        for t in tables:
            n = conn.execute(sql.SQL("SELECT count(*) FROM {}").format(sql.Identifier("zeusmem", t))).fetchone()
            assert n == (0,), t
        # a caller's settings end with its transaction: the next one on the connection sees nothing
        with conn.transaction():
            conn.execute(SET_CALLER, Caller("u1").settings())
            assert conn.execute("SELECT count(*) FROM zeusmem.memory_items").fetchone()[0] > 0
        assert conn.execute("SELECT count(*) FROM zeusmem.memory_items").fetchone() == (0,)
        # nor can it write where no caller could see the row
        with pytest.raises(errors.InsufficientPrivilege):
            conn.execute("INSERT INTO zeusmem.user_profiles (org_id, user_id) VALUES ('', 'intruder')")
        with conn.transaction():
            conn.execute(SET_CALLER, Caller("u1").settings())
            with pytest.raises(errors.InsufficientPrivilege):  # WITH CHECK: not the caller's row
                conn.execute("INSERT INTO zeusmem.user_profiles (org_id, user_id) VALUES ('', 'u2')")


@pytest.mark.parametrize("attempt", [
    "ALTER TABLE zeusmem.memory_items DISABLE ROW LEVEL SECURITY",
    "ALTER TABLE zeusmem.memory_items NO FORCE ROW LEVEL SECURITY",
    "DROP POLICY zeusmem_caller ON zeusmem.memory_items",
    "CREATE POLICY everything ON zeusmem.memory_items USING (true)",
    "SET ROLE {owner}",
    "SET SESSION AUTHORIZATION {owner}",
    "TRUNCATE zeusmem.memory_items",
    "SELECT zeusmem.protect_table('zeusmem.memory_items', 'true')",
])
def test_the_app_role_cannot_switch_row_level_security_off(urls: tuple[str, str], people: dict[str, Any],
                                                           attempt: str) -> None:
    owner, app = urls
    owner_role = conninfo_to_dict(owner).get("user") or "postgres"
    with psycopg.connect(app, autocommit=True) as conn:
        with pytest.raises(errors.InsufficientPrivilege):
            conn.execute(attempt.format(owner=owner_role))
        assert conn.execute("SELECT current_user").fetchone() == (APP_ROLE,)


def test_row_security_off_makes_reads_fail(urls: tuple[str, str], people: dict[str, Any]) -> None:
    _, app = urls
    with psycopg.connect(app, autocommit=True) as conn:
        conn.execute("SET row_security = off")
        with conn.transaction():
            conn.execute(SET_CALLER, Caller("u1").settings())
            with pytest.raises(errors.InsufficientPrivilege, match="row-level security"):
                conn.execute("SELECT count(*) FROM zeusmem.memory_items")


def test_the_app_role_has_no_way_around_rls(urls: tuple[str, str]) -> None:
    owner, _ = urls
    with psycopg.connect(owner) as conn:
        row = conn.execute("SELECT rolsuper, rolbypassrls, rolcreaterole, rolcreatedb, rolcanlogin FROM pg_roles"
                           " WHERE rolname = %s", (APP_ROLE,)).fetchone()
        assert row == (False, False, False, False, True)
        member_of = conn.execute("SELECT b.rolname FROM pg_auth_members m JOIN pg_roles a ON a.oid = m.member"
                                 " JOIN pg_roles b ON b.oid = m.roleid WHERE a.rolname = %s", (APP_ROLE,)).fetchall()
        assert member_of == []
        owns = conn.execute("SELECT count(*) FROM pg_class c JOIN pg_roles r ON r.oid = c.relowner"
                            " WHERE r.rolname = %s", (APP_ROLE,)).fetchone()
        assert owns == (0,)


def test_an_app_role_url_for_migrations_is_a_configuration_error(urls: tuple[str, str]) -> None:
    _, app = urls
    with pytest.raises(ConfigurationError, match="ZEUSMEM_APP_DATABASE_URL") as e:
        asyncio.run(setup(app))
    assert "owner" in str(e.value)


def test_a_migrating_role_without_createrole_is_told_the_fix(tmp_path: Path) -> None:
    """On a server where zeusmem_app does not exist yet, a migrating role that may not create roles
    stops with one ConfigurationError naming both fixes, and nothing of migration 8 is applied."""
    data_dir = tmp_path / "pgdata"
    admin = start_server(data_dir)
    try:
        with psycopg.connect(admin, autocommit=True) as conn:
            conn.execute("CREATE ROLE zm_limited LOGIN")
            conn.execute("CREATE DATABASE zm_limited OWNER zm_limited")
        with psycopg.connect(make_conninfo(admin, dbname="zm_limited"), autocommit=True) as conn:
            conn.execute("CREATE EXTENSION vector")
        limited = make_conninfo(admin, dbname="zm_limited", user="zm_limited")
        with pytest.raises(ConfigurationError, match="CREATEROLE") as e:
            asyncio.run(setup(limited))
        assert "CREATE ROLE zeusmem_app" in str(e.value)
        with psycopg.connect(limited) as conn:
            assert conn.execute("SELECT max(version) FROM zeusmem.migrations").fetchone()[0] < len(MIGRATIONS)
            assert conn.execute("SELECT count(*) FROM pg_policy").fetchone() == (0,)
            assert conn.execute("SELECT count(*) FROM pg_roles WHERE rolname = %s", (APP_ROLE,)).fetchone() == (0,)
    finally:
        stop_server(data_dir)


def test_db_url_role_app_prints_the_app_role_url(urls: tuple[str, str]) -> None:
    owner, _ = urls
    env = {**os.environ, "ZEUSMEM_DATABASE_URL": owner}
    cli = [sys.executable, "-m", "zeusmem"]
    out = subprocess.run([*cli, "db", "url", "--role", "app"], env=env, capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    url = out.stdout.strip()
    assert "zeusmem_app" in url and "no password" in out.stderr
    with psycopg.connect(url) as conn:
        assert conn.execute("SELECT current_user").fetchone() == (APP_ROLE,)
    out = subprocess.run([*cli, "db", "url", "--role", "app", "--new-password"], env=env, capture_output=True,
                         text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    assert conninfo_to_dict(out.stdout.strip()).get("password")
    bad = subprocess.run([*cli, "db", "url", "--role", "nobody"], env=env, capture_output=True, text=True, timeout=120)
    assert bad.returncode != 0 and "owner or app" in bad.stderr


async def test_a_direct_connection_follows_the_caller_and_never_keeps_one(urls: tuple[str, str],
                                                                           people: dict[str, Any]) -> None:
    """The app role's direct connections hold the caller as session settings, sent when it changes:
    a statement with no caller after one with a caller sees nothing; a rollback does not undo it."""
    _, app = urls
    conn = await CallerConnection.connect(app, autocommit=True, cursor_factory=CallerCursor)
    async with conn:
        count = "SELECT count(*) FROM zeusmem.memory_items"
        u1, u2 = Caller("u1"), Caller("u2", org_id="o1")
        with acting_for(u1):
            n1 = (await (await conn.execute(count)).fetchone())[0]
            with pytest.raises(errors.DivisionByZero):
                async with conn.transaction():
                    await conn.execute("SELECT 1 / 0")
            assert (await (await conn.execute(count)).fetchone())[0] == n1 > 0
        assert (await (await conn.execute(count)).fetchone()) == (0,)
        with acting_for(u2):
            n2 = (await (await conn.execute(count)).fetchone())[0]
            async with conn.transaction():
                assert (await (await conn.execute(count)).fetchone())[0] == n2
        expected = {
            c: sum(memory_visible(_viewer(c), RowOwner(org, s, sid, vis, by),
                                  member_of=_member_of(c, people["members"]))
                   for _m, org, s, sid, vis, by, _st in people["memories"])
            for c in (u1, u2)}
        assert (n1, n2) == (expected[u1], expected[u2])
        assert (await (await conn.execute(count)).fetchone()) == (0,)
        # the switch rides in one pipeline with the statement: when that statement fails, the
        # settings roll back with it, and the next statement sends them again
        with acting_for(u1):
            assert (await (await conn.execute(count)).fetchone())[0] == n1
        with acting_for(u2):
            with pytest.raises(errors.DivisionByZero):
                await conn.execute("SELECT 1 / 0")
            assert (await (await conn.execute(count)).fetchone())[0] == n2
            async with conn.transaction():  # a transaction for the session's caller: nothing to send
                assert (await (await conn.execute(count)).fetchone())[0] == n2
        with acting_for(u1):  # a transaction for another caller: transaction-local, the session's stays
            async with conn.transaction():
                assert (await (await conn.execute(count)).fetchone())[0] == n1
        with acting_for(u2):
            assert (await (await conn.execute(count)).fetchone())[0] == n2


# --- through the service -------------------------------------------------------------------------

def _settings(owner: str, app: str, **kw: Any) -> Settings:
    return Settings.from_env(duplicate_threshold=0.999, max_extractions=10**6).with_(
        database_url=owner, app_database_url=app, **kw)


async def _seed(mem: zeusmem.MemoryService, tag: str) -> dict[str, SecurityContext]:
    """alice's private memories, a project where bob is a viewer and carol no member, an org next door."""
    alice = SecurityContext("alice", project_id=f"proj-{tag}", session_id=f"sa-{tag}")
    bob = SecurityContext("bob", project_id=f"proj-{tag}", session_id=f"sb-{tag}")
    carol = SecurityContext("carol", project_id=f"proj-{tag}")
    mallory = SecurityContext("alice", project_id=f"proj-{tag}", org_id="elsewhere")  # same id, other org
    await mem.create_project(alice, f"proj-{tag}")
    await mem.add_project_member(alice, f"proj-{tag}", "bob", "viewer")
    await mem.add_explicit_memory(alice, f"alice private marmalade {tag}", MemoryType.PREFERENCE)
    await mem.add_explicit_memory(alice, f"alice session marmalade {tag}", MemoryType.CONTEXT, scope="session")
    await mem.add_explicit_memory(alice, f"team marmalade recipe {tag}", MemoryType.FACT, scope="project")
    await mem.add_explicit_memory(alice, f"alice owner-only marmalade {tag}", MemoryType.FACT, scope="project",
                                  visibility=Visibility.OWNER_ONLY)
    await mem.add_explicit_memory(bob, f"bob private marmalade {tag}", MemoryType.PREFERENCE)
    return {"alice": alice, "bob": bob, "carol": carol, "mallory": mallory}


def _allowed(ctx: SecurityContext, hit: zeusmem.MemoryHit, member: bool) -> bool:
    i = hit.item
    return memory_visible(Viewer(ctx.user_id, ctx.org_id, ctx.project_id, ctx.session_id),
                          RowOwner(i.org_id, i.scope.value, i.scope_id, i.visibility.value, i.created_by),
                          member_of={ctx.project_id} if member and ctx.project_id else set())


def _strip_app_filter(monkeypatch: pytest.MonkeyPatch) -> None:
    """The mutation: every scope branch of the search's security filter becomes ``true) OR (true``,
    so the statement's WHERE admits every row of the table (other orgs, other users, any status)."""
    monkeypatch.setattr(q, "_SCOPE_BRANCH", {s: "true) OR (true" for s in q._SCOPE_BRANCH})


async def test_rls_alone_holds_when_the_search_filter_is_removed(urls: tuple[str, str],
                                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    owner, app = urls
    emb = DeterministicEmbeddings()
    async with zeusmem.open_memory(embeddings=emb, settings=_settings(owner, app)) as mem:
        assert mem.repo.db.restricted
        who = await _seed(mem, "mut")
    _strip_app_filter(monkeypatch)
    async with zeusmem.open_memory(embeddings=emb, settings=_settings(owner, app)) as mem:
        for name, ctx in who.items():
            hits = await mem.search_memories(ctx, "marmalade", k=20)
            member = name in ("alice", "bob")
            assert all(_allowed(ctx, h, member) for h in hits), (name, [h.item.content for h in hits])
            got = sorted(h.item.content for h in hits if h.item.content.endswith(" mut"))
            want = {
                "alice": ["alice owner-only marmalade mut", "alice private marmalade mut",
                          "alice session marmalade mut", "team marmalade recipe mut"],
                "bob": ["bob private marmalade mut", "team marmalade recipe mut"],
                "carol": [], "mallory": [],
            }[name]
            assert got == want, name
    # the mutation is real: the owner's connection (no RLS for it) now leaks alice's private memories
    async with zeusmem.open_memory(embeddings=emb, settings=_settings(owner, "").with_(
            app_database_url=None)) as mem:
        hits = await mem.search_memories(who["carol"], "marmalade", k=20)
        assert any("alice private" in h.item.content for h in hits)


async def test_the_service_through_pgbouncer_in_transaction_mode(urls: tuple[str, str]) -> None:
    """One server connection behind PgBouncer serves every caller in turn: settings never carry over."""
    owner, app = urls
    with pgbouncer(app, default_pool_size=1) as pooled:
        pooled_app = make_conninfo(pooled, dbname=conninfo_to_dict(app)["dbname"])
        settings = _settings(owner, pooled_app, pgbouncer="transaction")
        async with zeusmem.open_memory(embeddings=DeterministicEmbeddings(), settings=settings) as mem:
            assert mem.repo.db.restricted
            who = await _seed(mem, "bouncer")

            async def look(name: str) -> list[str]:
                ctx = who[name]
                hits = await mem.search_memories(ctx, "marmalade", k=20)
                assert all(_allowed(ctx, h, name in ("alice", "bob")) for h in hits), name
                return sorted(h.item.content for h in hits if h.item.content.endswith(" bouncer"))

            names = ["alice", "bob", "carol", "mallory"] * 6
            results = await asyncio.gather(*(look(n) for n in names))
            for name, got in zip(names, results, strict=True):
                assert ("alice private marmalade bouncer" in got) == (name == "alice"), (name, got)
                assert ("team marmalade recipe bouncer" in got) == (name in ("alice", "bob")), (name, got)
            profile, hits = await mem.profile_and_search(who["bob"], "marmalade")
            assert {h.item.content for h in hits} & {"alice private marmalade bouncer"} == set()


async def test_the_knowledge_base_runs_as_the_app_role_under_rls(urls: tuple[str, str]) -> None:
    """The vector store's connections are the app role's and carry the caller: alice finds her own
    and her project's chunks, carol (no member) none of them, and with the store's own filter
    removed from the chunk query (every scope) RLS alone still hides them."""
    from zeusmem.service.knowledge import KnowledgeBase

    owner, app = urls
    async with zeusmem.open_memory(embeddings=DeterministicEmbeddings(), settings=_settings(owner, app)) as mem:
        assert mem.repo.db.restricted
        alice = SecurityContext("alice", project_id="proj-kb")
        carol = SecurityContext("carol", project_id="proj-kb")
        await mem.create_project(alice, "proj-kb")
        async with KnowledgeBase(mem) as kb:
            await kb.add_document(alice, "kb-own", "alice keeps her quince jam notes here", scope="user")
            await kb.add_document(alice, "kb-team", "the team quince jam recipe lives here", scope="project")
            engine = kb._pg_engine()
            async with engine._pool.connect() as c:
                from sqlalchemy import text
                assert (await c.execute(text("SELECT current_user"))).scalar() == APP_ROLE
            hits = {h.document_id for h in await kb.search(alice, "quince jam", k=10)}
            assert hits == {"kb-own", "kb-team"}
            assert await kb.search(carol, "quince jam", k=10) == []
            with pytest.raises(zeusmem.NotFound):
                await kb.get_document(carol, "kb-team")
            assert (await kb.get_document(SecurityContext("alice"), "kb-team")).scope_id == "proj-kb"
            store, _ = await kb._store(mem.embeddings)
            # the mutation: the store's filter gone (any org, any scope): RLS alone still hides them
            found = await store.asimilarity_search_with_score("quince jam", k=10)
            assert found == []  # no caller: nothing
            with acting_for(Caller("carol", None, "proj-kb")):
                assert await store.asimilarity_search_with_score("quince jam", k=10) == []
            with acting_for(Caller("alice")):
                seen = {d.metadata["document_id"] for d, _ in await store.asimilarity_search_with_score("quince", k=10)}
            assert seen == {"kb-own", "kb-team"}  # alice's user scope, and every project she is a member of
            # a credential naming no project extracts from and deletes a project document: the
            # memories are the project's, written and then found for a caller naming it
            bare = SecurityContext("alice")
            await kb.add_document(alice, "kb-adr", "The team decided to use PostgreSQL for the quince database.",
                                  scope="project", kind="project_resource")
            stored = [d for d in await kb.extract_memories(bare, "kb-adr") if d.stored]
            assert stored
            assert await kb.delete_document(bare, "kb-adr") == len(stored)
            assert [h for h in await mem.search_memories(alice, "PostgreSQL quince database", k=10)
                    if h.item.source_id == "kb-adr"] == []


async def test_store_namespaces_of_a_credential_without_a_project_as_the_app_role(urls: tuple[str, str]) -> None:
    """A credential naming no project may address every project of its user (the store's namespace
    listing): as the app role the listing names each project in turn, so RLS shows them."""
    owner, app = urls
    async with zeusmem.open_memory(embeddings=DeterministicEmbeddings(), settings=_settings(owner, app)) as mem:
        assert mem.repo.db.restricted
        frank = SecurityContext("frank", project_id="proj-ns")
        await mem.create_project(frank, "proj-ns")
        await mem.add_explicit_memory(frank, "frank's team uses damson", MemoryType.FACT, scope="project")
        await mem.add_explicit_memory(frank, "frank likes damson", MemoryType.PREFERENCE)
        with acting_for(Caller("frank")):
            got = {(s, sid) for s, sid, _sub in await mem.repo.store_namespaces("", "frank")}
        assert {("user", "frank"), ("project", "proj-ns")} <= got
        with acting_for(Caller("gina")):
            assert ("project", "proj-ns") not in {(s, sid) for s, sid, _ in await mem.repo.store_namespaces("", "gina")}


async def test_the_rate_limit_log_is_each_callers_own_under_rls(urls: tuple[str, str]) -> None:
    """The write gate's rate limit counts under row-level security: a caller's agent extractions are
    counted (and refused past the limit), another caller's log is invisible and does not count."""
    owner, app = urls
    tag = uuid.uuid4().hex[:6]
    settings = Settings.from_env(duplicate_threshold=0.999, max_extractions=2).with_(
        database_url=owner, app_database_url=app)
    async with zeusmem.open_memory(embeddings=DeterministicEmbeddings(), settings=settings) as mem:
        assert mem.repo.db.restricted
        hana = SecurityContext(f"hana-{tag}")
        ivo = SecurityContext(f"ivo-{tag}")
        for text in ("hana collects stamps", "hana rows on Sundays"):
            await mem.add_explicit_memory(hana, text, MemoryType.FACT, source="ai")
        assert not await mem.check_rate_limit(hana)
        with pytest.raises(zeusmem.GateRejected):
            await mem.add_explicit_memory(hana, "hana keeps bees", MemoryType.FACT, source="ai")
        assert await mem.check_rate_limit(ivo)
        await mem.add_explicit_memory(ivo, "ivo plays oboe", MemoryType.FACT, source="ai")
    with psycopg.connect(app) as conn:
        mine = _as(conn, Caller(hana.user_id), "SELECT session_key FROM zeusmem.extraction_log")
        assert mine == [(f"user::{hana.user_id}",)] * 2
        assert _as(conn, Caller(ivo.user_id), "SELECT 1 FROM zeusmem.extraction_log"
                   " WHERE session_key LIKE 'user::hana-%%'") == []
        assert _as(conn, Caller(""), "SELECT 1 FROM zeusmem.extraction_log") == []


async def test_sessions_without_a_ctx_and_snapshots_work_as_the_app_role(urls: tuple[str, str]) -> None:
    """A transcript or summaries without ``ctx`` (a trusted caller's read of a whole session) and a
    session's snapshot read on the owner's connection; a snapshot is written for its user under RLS."""
    from langchain_core.messages import AIMessage, HumanMessage

    from zeusmem.service.sessions import sessions_of

    owner, app = urls
    async with zeusmem.open_memory(embeddings=DeterministicEmbeddings(), settings=_settings(owner, app)) as mem:
        assert mem.repo.db.restricted
        sessions = sessions_of(mem)
        dana = SecurityContext("dana", session_id="shared-s")
        erin = SecurityContext("erin", session_id="shared-s")
        await sessions.archive(dana, [HumanMessage("dana says plum", id="d1"), AIMessage("noted", id="d2")])
        await sessions.archive(erin, [HumanMessage("erin says fig", id="e1")])
        assert [m.content for m in await sessions.transcript("shared-s", ctx=dana)] == ["dana says plum", "noted"]
        everything = await sessions.transcript("shared-s")
        assert sorted(m.content for m in everything) == ["dana says plum", "erin says fig", "noted"]
        await sessions.write_snapshot("shared-s", user_id="dana", checkpoint_id="c1", message_count=2)
        snap = await sessions.snapshot("shared-s")
        assert snap is not None and snap.message_count == 2
    with psycopg.connect(app) as conn:  # it was written for dana, and only she sees it under RLS
        assert _as(conn, Caller("dana"), "SELECT user_id FROM zeusmem.session_state_snapshot"
                   " WHERE session_id = 'shared-s'") == [("dana",)]
        assert _as(conn, Caller("erin"), "SELECT 1 FROM zeusmem.session_state_snapshot"
                   " WHERE session_id = 'shared-s'") == []


@pytest.mark.slow
def test_eight_processes_at_once(urls: tuple[str, str]) -> None:
    owner, app = urls
    env = {**os.environ, "PYTHONPATH": str(HERE.parent)}
    env.pop("ZEUSMEM_DATABASE_URL", None)
    procs = [subprocess.Popen([sys.executable, str(Path(__file__)), owner, app, str(i)], env=env,
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True) for i in range(8)]
    try:
        outs = [p.communicate(timeout=600) for p in procs]
    finally:
        for p in procs:
            if p.poll() is None:
                p.kill()
    for p, (out, err) in zip(procs, outs, strict=True):
        assert p.returncode == 0, err[-3000:]
        report = json.loads(out.strip().splitlines()[-1])
        assert report["own"] == 6 and report["others"] == [], report


async def _process(owner: str, app: str, i: int) -> dict[str, Any]:
    token = uuid.uuid4().hex[:8]
    me = SecurityContext(f"proc-{i}", session_id=f"proc-s{i}")
    async with zeusmem.open_memory(embeddings=DeterministicEmbeddings(), settings=_settings(owner, app)) as mem:
        for r in range(6):
            await mem.add_explicit_memory(me, f"worker {i} remembers quince number {r} {token}", MemoryType.FACT)
        others: list[str] = []
        for _ in range(5):
            hits = await mem.search_memories(me, "worker remembers quince", k=50)
            others += [h.item.content for h in hits if h.item.created_by != me.user_id]
            await asyncio.sleep(0.05)
        own = len(await mem.list_memories(me, limit=100))
    return {"own": own, "others": others}


if __name__ == "__main__":  # one of test_eight_processes_at_once's processes
    print(json.dumps(asyncio.run(_process(sys.argv[1], sys.argv[2], int(sys.argv[3])))), flush=True)


async def test_the_embedded_default_runs_requests_as_the_app_role(tmp_path: Path) -> None:
    """No ZEUSMEM_DATABASE_URL and no ZEUSMEM_APP_DATABASE_URL (what a user meets first): requests on
    the embedded server run as zeusmem_app under row-level security; ``owner`` opts out."""
    data_dir = tmp_path / "pgdata"
    settings = Settings.from_env(env={}, data_dir=data_dir)
    emb = DeterministicEmbeddings(dims=32)
    alice, bob = SecurityContext("alice"), SecurityContext("bob")
    try:
        async with zeusmem.open_memory(embeddings=emb, settings=settings) as mem:
            assert mem.repo.db.restricted and mem.repo.db.app_url is not None
            async with mem.repo.db.pool.connection() as conn:
                row = await (await conn.execute("SELECT current_user, count(*) FROM zeusmem.memory_items")).fetchone()
            assert row == (APP_ROLE, 0)  # no caller set: nothing
            await mem.add_explicit_memory(alice, "Alice keeps her notes in a lilac notebook", "fact")
            assert [h.item.content for h in await mem.search_memories(alice, "lilac notebook")]
            assert await mem.search_memories(bob, "lilac notebook") == []
        async with zeusmem.open_memory(embeddings=emb, settings=settings.with_(app_database_url="owner")) as mem:
            assert not mem.repo.db.restricted
            assert [h.item.content for h in await mem.search_memories(alice, "lilac notebook")]
    finally:
        stop_server(data_dir)
