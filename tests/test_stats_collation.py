"""Migration 20: the lexical statistics keyed in byte order (COLLATE "C"), rebuilt from an existing
database with the same counts, the same row-level security policy and grants, and kept right by the
statistics triggers afterwards (inserts, updates, deletes)."""

from __future__ import annotations

import psycopg
from conftest import database_before, drop_database

import zeusmem
from zeusmem import MemoryType, SecurityContext
from zeusmem.storage.migrations import MIGRATIONS
from zeusmem.testing import DeterministicEmbeddings

EMB = DeterministicEmbeddings(dims=32)

_RECOUNT_TERMS = (
    "SELECT org_id, scope, scope_id, lx, count(*) FROM zeusmem.memory_items, unnest(tsvector_to_array(tsv)) lx"
    " WHERE status = 'active' GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4")
_TERMS = 'SELECT org_id, scope, scope_id, lexeme, df FROM zeusmem.term_stats ORDER BY 1, 2, 3, 4'
_SCOPES = "SELECT org_id, scope, scope_id, n_active, total_len FROM zeusmem.scope_stats ORDER BY 1, 2, 3"
_POLICIES = ("SELECT c.relname, p.polname, pg_get_expr(p.polqual, p.polrelid), pg_get_expr(p.polwithcheck, p.polrelid)"
             " FROM pg_policy p JOIN pg_class c ON c.oid = p.polrelid"
             " WHERE c.relname IN ('term_stats', 'scope_stats') ORDER BY 1, 2")


async def test_statistics_keep_their_counts_policy_and_grants_through_the_rebuild(pg_admin_url: str) -> None:
    url, _ = database_before(pg_admin_url, "CREATE TABLE zeusmem.term_stats_c", "zmstatsc")
    try:
        with psycopg.connect(url, autocommit=True) as conn:
            for i, (scope, sid, text) in enumerate([
                    ("user", "alice", "Alice prefers green tea in the morning"),
                    ("user", "alice", "Alice's zebra is called Ärger"),  # non-ASCII lexemes
                    ("user", "bob", "Bob drinks black coffee"),
                    ("project", "p1", "The ledger service owns billing"),
            ]):
                conn.execute(
                    "INSERT INTO zeusmem.memory_items (id, lineage_id, content, memory_type, scope, scope_id,"
                    " source, confidence, created_by) VALUES (%s, %s, %s, 'fact', %s, %s, 'user', 1.0, %s)",
                    (f"m{i}", f"m{i}", text, scope, sid, sid))
            terms, scopes = conn.execute(_TERMS).fetchall(), conn.execute(_SCOPES).fetchall()
            policies = conn.execute(_POLICIES).fetchall()
            assert terms and len(policies) == 4
        async with zeusmem.open_memory(url, EMB) as mem:  # migrates
            with psycopg.connect(url) as conn:  # the same counts, rebuilt
                assert conn.execute(_TERMS).fetchall() == terms and conn.execute(_SCOPES).fetchall() == scopes
            ctx = SecurityContext("alice")
            added = await mem.add_explicit_memory(ctx, "Alice keeps a zebra named Zorro", MemoryType.FACT)
            await mem.delete_memory(ctx, "m0", reason="test")
            hits = {h.item.id for h in await mem.search_memories(ctx, "zebra", k=5)}
            assert added.id in hits and "m0" not in hits  # (the rows written above have no vector)
        with psycopg.connect(url) as conn:
            assert conn.execute("SELECT max(version) FROM zeusmem.migrations").fetchone()[0] == len(MIGRATIONS)
            collations = conn.execute(
                "SELECT table_name, column_name, collation_name FROM information_schema.columns"
                " WHERE table_schema = 'zeusmem' AND table_name IN ('term_stats', 'scope_stats')"
                " AND data_type = 'text' ORDER BY 1, 2").fetchall()
            assert {c for _, _, c in collations} == {"C"} and len(collations) == 7
            assert conn.execute(_POLICIES).fetchall() == policies  # the same policy, unchanged
            assert conn.execute(
                "SELECT relrowsecurity AND relforcerowsecurity FROM pg_class WHERE oid = 'zeusmem.term_stats'::regclass"
            ).fetchone() == (True,)
            for table in ("term_stats", "scope_stats"):
                assert conn.execute(
                    "SELECT has_table_privilege('zeusmem_app', %s, 'SELECT, INSERT, UPDATE, DELETE')",
                    (f"zeusmem.{table}",)).fetchone() == (True,)
            # the triggers kept counting after the rebuild: every count equals a recount
            assert conn.execute(_TERMS).fetchall() == conn.execute(_RECOUNT_TERMS).fetchall()
            assert [r[:4] for r in conn.execute(_SCOPES).fetchall()] == [
                r[:4] for r in conn.execute(
                    "SELECT org_id, scope, scope_id, count(*) FROM zeusmem.memory_items WHERE status = 'active'"
                    " GROUP BY 1, 2, 3 ORDER BY 1, 2, 3").fetchall()]
            assert terms != conn.execute(_TERMS).fetchall()  # (n_active and total_len happen to be equal)
    finally:
        drop_database(pg_admin_url, url)
