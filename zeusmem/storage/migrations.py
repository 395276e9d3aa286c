"""Append-only schema migrations. A migration's position in :data:`MIGRATIONS` is its version.

Never edit or reorder a migration that has shipped: append a new one. ``setup()`` (in
:mod:`zeusmem.storage.database`) applies the missing ones under an advisory lock, so any
number of processes may call it at once.

Everything lives in the ``zeusmem`` schema. Embeddings of every model share one untyped
``vector`` column; every query casts to its model's dimension and filters on its model id, and a
large scope's partial HNSW index (:func:`zeusmem.storage.sql.create_scope_index`) is per model,
so the dimension is never hard-coded and vectors of different models are never compared.
"""

from __future__ import annotations

MIGRATIONS: tuple[str, ...] = (
    # 1: the memory store
    """
    CREATE SCHEMA IF NOT EXISTS zeusmem;

    CREATE TABLE zeusmem.embedding_models (
        id          serial PRIMARY KEY,
        name        text NOT NULL,
        dims        integer NOT NULL CHECK (dims > 0 AND dims <= 16000),
        created_at  timestamptz NOT NULL DEFAULT now(),
        UNIQUE (name, dims)
    );

    CREATE TABLE zeusmem.projects (
        project_id  text PRIMARY KEY,
        org_id      text NOT NULL DEFAULT '',
        name        text,
        created_by  text NOT NULL,
        created_at  timestamptz NOT NULL DEFAULT now()
    );

    CREATE TABLE zeusmem.project_members (
        project_id  text NOT NULL REFERENCES zeusmem.projects(project_id) ON DELETE CASCADE,
        user_id     text NOT NULL,
        role        text NOT NULL CHECK (role IN ('owner', 'admin', 'editor', 'viewer')),
        added_by    text,
        added_at    timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (project_id, user_id)
    );
    CREATE INDEX project_members_user ON zeusmem.project_members (user_id);

    CREATE TABLE zeusmem.memory_items (
        id                  text PRIMARY KEY,
        lineage_id          text NOT NULL,
        version             integer NOT NULL DEFAULT 1,
        supersedes_id       text,
        content             text NOT NULL,
        memory_type         text NOT NULL CHECK (memory_type IN
                              ('preference','fact','skill','habit','event','context','constraint','decision')),
        scope               text NOT NULL CHECK (scope IN ('user','project','session')),
        scope_id            text NOT NULL,
        org_id              text NOT NULL DEFAULT '',
        source              text NOT NULL CHECK (source IN ('user','ai','knowledge_base','project_resource')),
        source_id           text,
        confidence          real NOT NULL CHECK (confidence BETWEEN 0 AND 1),
        importance          real NOT NULL DEFAULT 0.5 CHECK (importance BETWEEN 0 AND 1),
        visibility          text NOT NULL DEFAULT 'members' CHECK (visibility IN ('public','members','owner_only')),
        status              text NOT NULL DEFAULT 'active'
                              CHECK (status IN ('active','archived','superseded','expired')),
        sensitivity         text NOT NULL DEFAULT 'normal' CHECK (sensitivity IN ('normal','sensitive','restricted')),
        key                 text,
        tags                text[] NOT NULL DEFAULT '{}',
        priority            text NOT NULL DEFAULT 'normal' CHECK (priority IN ('low','normal','high','critical')),
        verified            boolean NOT NULL DEFAULT false,
        expires_at          timestamptz,
        created_by          text NOT NULL,
        created_at          timestamptz NOT NULL DEFAULT now(),
        updated_at          timestamptz NOT NULL DEFAULT now(),
        last_used_at        timestamptz,
        provenance          jsonb NOT NULL DEFAULT '{}'::jsonb,
        embedding           vector,
        embedding_model_id  integer REFERENCES zeusmem.embedding_models(id),
        embedding_dims      integer,
        tsv                 tsvector GENERATED ALWAYS AS
                              (to_tsvector('english', coalesce(key, '') || ' ' || content)) STORED,
        CHECK (embedding IS NULL OR vector_dims(embedding) = embedding_dims)
    );
    -- the visible set of one scope (security filter, exact scans)
    CREATE INDEX memory_items_scope_active
        ON zeusmem.memory_items (org_id, scope, scope_id, embedding_model_id) WHERE status = 'active';
    CREATE INDEX memory_items_scope_status ON zeusmem.memory_items (org_id, scope, scope_id, status);
    CREATE UNIQUE INDEX memory_items_one_active_version
        ON zeusmem.memory_items (lineage_id) WHERE status = 'active';
    CREATE UNIQUE INDEX memory_items_active_key
        ON zeusmem.memory_items (org_id, scope, scope_id, memory_type, key)
        WHERE status = 'active' AND key IS NOT NULL;
    CREATE INDEX memory_items_lineage ON zeusmem.memory_items (lineage_id, version);
    CREATE INDEX memory_items_tsv ON zeusmem.memory_items USING gin (tsv);
    CREATE INDEX memory_items_tags ON zeusmem.memory_items USING gin (tags);
    CREATE INDEX memory_items_expires ON zeusmem.memory_items (expires_at) WHERE expires_at IS NOT NULL;

    -- deletions leave only this: never the deleted content
    CREATE TABLE zeusmem.tombstones (
        memory_id   text PRIMARY KEY,
        lineage_id  text NOT NULL,
        org_id      text NOT NULL DEFAULT '',
        scope       text NOT NULL,
        scope_id    text NOT NULL,
        deleted_at  timestamptz NOT NULL DEFAULT now(),
        deleted_by  text NOT NULL,
        reason      text
    );

    -- every write, without content
    CREATE TABLE zeusmem.audit_log (
        id          bigserial PRIMARY KEY,
        event       text NOT NULL,
        memory_id   text,
        lineage_id  text,
        actor       text NOT NULL,
        org_id      text NOT NULL DEFAULT '',
        scope       text,
        scope_id    text,
        details     jsonb NOT NULL DEFAULT '{}'::jsonb,
        created_at  timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX audit_log_memory ON zeusmem.audit_log (lineage_id);

    -- agent-extracted writes, for the per-session rate limit
    CREATE TABLE zeusmem.extraction_log (
        id          bigserial PRIMARY KEY,
        session_key text NOT NULL,
        created_at  timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX extraction_log_session ON zeusmem.extraction_log (session_key, created_at);

    CREATE TABLE zeusmem.user_profiles (
        org_id      text NOT NULL DEFAULT '',
        user_id     text NOT NULL,
        fields      jsonb NOT NULL DEFAULT '{}'::jsonb,
        sources     text[] NOT NULL DEFAULT '{}',
        version     integer NOT NULL DEFAULT 1,
        updated_at  timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (org_id, user_id)
    );

    CREATE TABLE zeusmem.project_profiles (
        project_id  text PRIMARY KEY REFERENCES zeusmem.projects(project_id) ON DELETE CASCADE,
        fields      jsonb NOT NULL DEFAULT '{}'::jsonb,
        sources     text[] NOT NULL DEFAULT '{}',
        version     integer NOT NULL DEFAULT 1,
        updated_at  timestamptz NOT NULL DEFAULT now()
    );
    """,
)

# 2: lexical statistics for BM25-style scoring, kept by a trigger per (org, scope, scope_id):
#    document frequency per lexeme and the count / total length of active documents.
MIGRATIONS += (
    """
    CREATE TABLE zeusmem.scope_stats (
        org_id      text NOT NULL,
        scope       text NOT NULL,
        scope_id    text NOT NULL,
        n_active    bigint NOT NULL DEFAULT 0,
        total_len   bigint NOT NULL DEFAULT 0,
        PRIMARY KEY (org_id, scope, scope_id)
    );
    CREATE TABLE zeusmem.term_stats (
        org_id      text NOT NULL,
        scope       text NOT NULL,
        scope_id    text NOT NULL,
        lexeme      text NOT NULL,
        df          bigint NOT NULL DEFAULT 0,
        PRIMARY KEY (org_id, scope, scope_id, lexeme)
    );

    CREATE FUNCTION zeusmem.apply_term_stats(r zeusmem.memory_items, delta integer) RETURNS void
    LANGUAGE plpgsql AS $$
    BEGIN
        INSERT INTO zeusmem.scope_stats AS s (org_id, scope, scope_id, n_active, total_len)
        VALUES (r.org_id, r.scope, r.scope_id, delta, delta * length(r.tsv))
        ON CONFLICT (org_id, scope, scope_id) DO UPDATE
            SET n_active = s.n_active + delta, total_len = s.total_len + delta * length(r.tsv);
        INSERT INTO zeusmem.term_stats AS t (org_id, scope, scope_id, lexeme, df)
        SELECT r.org_id, r.scope, r.scope_id, lx, delta
        FROM unnest(tsvector_to_array(r.tsv)) AS lx
        ORDER BY lx
        ON CONFLICT (org_id, scope, scope_id, lexeme) DO UPDATE SET df = t.df + delta;
        IF delta < 0 THEN  -- forget lexemes no active memory uses any more
            DELETE FROM zeusmem.term_stats t
            WHERE t.org_id = r.org_id AND t.scope = r.scope AND t.scope_id = r.scope_id
              AND t.lexeme = ANY(tsvector_to_array(r.tsv)) AND t.df <= 0;
        END IF;
    END $$;

    CREATE FUNCTION zeusmem.memory_items_stats() RETURNS trigger
    LANGUAGE plpgsql AS $$
    BEGIN
        IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.status = 'active' THEN
            IF TG_OP = 'DELETE' OR NEW.status <> 'active' OR NEW.tsv IS DISTINCT FROM OLD.tsv THEN
                PERFORM zeusmem.apply_term_stats(OLD, -1);
            END IF;
        END IF;
        IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.status = 'active' THEN
            IF TG_OP = 'INSERT' OR OLD.status <> 'active' OR NEW.tsv IS DISTINCT FROM OLD.tsv THEN
                PERFORM zeusmem.apply_term_stats(NEW, 1);
            END IF;
        END IF;
        RETURN NULL;
    END $$;

    CREATE TRIGGER memory_items_stats AFTER INSERT OR UPDATE OR DELETE ON zeusmem.memory_items
        FOR EACH ROW EXECUTE FUNCTION zeusmem.memory_items_stats();
    """,
)

# 3: sessions: the message archive behind summarization (the transcript stays the source of
#    truth), summary records, per-session state snapshots, and the checkpoint archive that
#    compaction of idle LangGraph threads moves old checkpoint rows into.
MIGRATIONS += (
    """
    CREATE TABLE zeusmem.session_messages (
        session_id      text NOT NULL,
        message_id      text NOT NULL,
        position        bigint NOT NULL,
        org_id          text NOT NULL DEFAULT '',
        user_id         text NOT NULL,
        message_type    text NOT NULL,
        message         jsonb NOT NULL,
        content_hash    text NOT NULL,
        summarized_in   integer,
        created_at      timestamptz NOT NULL DEFAULT now(),
        updated_at      timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (session_id, message_id)
    );
    CREATE UNIQUE INDEX session_messages_order ON zeusmem.session_messages (session_id, position);

    CREATE TABLE zeusmem.session_summaries (
        session_id          text NOT NULL,
        version             integer NOT NULL,
        org_id              text NOT NULL DEFAULT '',
        user_id             text NOT NULL,
        summary             text NOT NULL,
        model               text NOT NULL,
        message_ids         text[] NOT NULL,
        first_message_id    text,
        last_message_id     text,
        first_position      bigint,
        last_position       bigint,
        message_count       integer NOT NULL,
        previous_version    integer,
        kept_message_ids    text[] NOT NULL DEFAULT '{}',
        created_at          timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (session_id, version)
    );

    CREATE TABLE zeusmem.session_state_snapshot (
        session_id          text PRIMARY KEY,
        org_id              text NOT NULL DEFAULT '',
        user_id             text,
        project_id          text,
        checkpoint_id       text,
        message_count       integer NOT NULL DEFAULT 0,
        next_nodes          text[] NOT NULL DEFAULT '{}',
        pending_approvals   jsonb NOT NULL DEFAULT '[]'::jsonb,
        summary_version     integer,
        archived_at         timestamptz,
        updated_at          timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX session_state_snapshot_user ON zeusmem.session_state_snapshot (org_id, user_id, updated_at);

    CREATE TABLE zeusmem.checkpoint_archive (
        id              bigserial PRIMARY KEY,
        batch_id        text NOT NULL,
        thread_id       text NOT NULL,
        checkpoint_ns   text NOT NULL DEFAULT '',
        kind            text NOT NULL CHECK (kind IN ('checkpoint', 'blob', 'write')),
        checkpoint_id   text,
        channel         text,
        version         text,
        task_id         text,
        idx             integer,
        row_data        jsonb NOT NULL,
        blob            bytea,
        archived_at     timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX checkpoint_archive_thread ON zeusmem.checkpoint_archive (thread_id, archived_at);
    CREATE INDEX checkpoint_archive_batch ON zeusmem.checkpoint_archive (batch_id);
    """,
)

# 4: lifecycle and context runtime (issue #8): memory policies and per-user switches, the
#    approval queue of memory candidates, conflicts for review, the event outbox (filled by a
#    trigger on audit_log: same transaction, no content), context snapshots (references and
#    token counts, never prompt text), knowledge-base documents, consolidation runs.
MIGRATIONS += (
    """
    CREATE TABLE zeusmem.memory_policies (
        org_id                  text NOT NULL DEFAULT '',
        project_id              text NOT NULL DEFAULT '',
        allow_automatic_write   boolean NOT NULL DEFAULT true,
        allowed_types           text[],
        max_items               integer CHECK (max_items IS NULL OR max_items >= 0),
        max_size                integer CHECK (max_size IS NULL OR max_size > 0),
        require_approval        boolean NOT NULL DEFAULT false,
        sensitive_handling      text NOT NULL DEFAULT 'restricted'
                                  CHECK (sensitive_handling IN ('deny', 'restricted', 'allow')),
        ttl_seconds             jsonb NOT NULL DEFAULT '{}'::jsonb,
        version                 integer NOT NULL DEFAULT 1,
        updated_by              text,
        updated_at              timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (org_id, project_id)
    );

    CREATE TABLE zeusmem.memory_user_settings (
        org_id              text NOT NULL DEFAULT '',
        user_id             text NOT NULL,
        automatic_memory    boolean NOT NULL DEFAULT true,
        updated_at          timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (org_id, user_id)
    );

    CREATE TABLE zeusmem.memory_candidates (
        id              text PRIMARY KEY,
        org_id          text NOT NULL DEFAULT '',
        scope           text NOT NULL,
        scope_id        text NOT NULL,
        user_id         text NOT NULL,
        project_id      text,
        session_id      text,
        memory_type     text NOT NULL,
        content         text,
        source          text NOT NULL,
        source_id       text,
        confidence      real NOT NULL,
        importance      real NOT NULL,
        reason          text,
        key             text,
        tags            text[] NOT NULL DEFAULT '{}',
        sensitivity     text NOT NULL DEFAULT 'normal',
        expires_at      timestamptz,
        provenance      jsonb NOT NULL DEFAULT '{}'::jsonb,
        status          text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
        decision_reason text,
        memory_id       text,
        policy_version  integer NOT NULL DEFAULT 0,
        created_at      timestamptz NOT NULL DEFAULT now(),
        decided_at      timestamptz,
        decided_by      text
    );
    CREATE INDEX memory_candidates_pending
        ON zeusmem.memory_candidates (org_id, scope, scope_id, created_at) WHERE status = 'pending';
    CREATE INDEX memory_candidates_user ON zeusmem.memory_candidates (org_id, user_id, created_at);

    CREATE TABLE zeusmem.memory_conflicts (
        id              bigserial PRIMARY KEY,
        org_id          text NOT NULL DEFAULT '',
        scope           text NOT NULL,
        scope_id        text NOT NULL,
        memory_a        text NOT NULL,
        memory_b        text NOT NULL,
        subject         text,
        field           text,
        resolution      text NOT NULL CHECK (resolution IN
                          ('prefer_source', 'prefer_newer', 'prefer_config', 'manual_review', 'invalidate')),
        winner          text,
        status          text NOT NULL DEFAULT 'resolved' CHECK (status IN ('open', 'resolved')),
        detected_by     text NOT NULL,
        details         jsonb NOT NULL DEFAULT '{}'::jsonb,
        detected_at     timestamptz NOT NULL DEFAULT now(),
        resolved_at     timestamptz,
        resolved_by     text,
        UNIQUE (memory_a, memory_b)
    );
    CREATE INDEX memory_conflicts_scope ON zeusmem.memory_conflicts (org_id, scope, scope_id, status);

    CREATE TABLE zeusmem.memory_events (
        id          bigserial PRIMARY KEY,
        event       text NOT NULL,
        memory_id   text,
        lineage_id  text,
        actor       text NOT NULL,
        org_id      text NOT NULL DEFAULT '',
        scope       text,
        scope_id    text,
        payload     jsonb NOT NULL DEFAULT '{}'::jsonb,
        created_at  timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX memory_events_org ON zeusmem.memory_events (org_id, id);
    CREATE INDEX memory_events_lineage ON zeusmem.memory_events (lineage_id);

    CREATE TABLE zeusmem.memory_event_cursors (
        consumer    text PRIMARY KEY,
        last_id     bigint NOT NULL DEFAULT 0,
        updated_at  timestamptz NOT NULL DEFAULT now()
    );

    -- The outbox row is written by the same transaction as the audit row. Writers serialise on
    -- one advisory lock from this insert to commit (the audit insert is the last statement of
    -- every write), so event ids become visible in order and a consumer's "after id" cursor
    -- never skips an event. Only allow-listed, content-free detail keys are copied.
    CREATE FUNCTION zeusmem.audit_to_outbox() RETURNS trigger
    LANGUAGE plpgsql AS $$
    BEGIN
        PERFORM pg_advisory_xact_lock(hashtextextended('zeusmem.memory_events', 0));
        INSERT INTO zeusmem.memory_events (event, memory_id, lineage_id, actor, org_id, scope, scope_id, payload)
        VALUES (NEW.event, NEW.memory_id, NEW.lineage_id, NEW.actor, NEW.org_id, NEW.scope, NEW.scope_id,
                (SELECT coalesce(jsonb_object_agg(d.key, d.value), '{}'::jsonb)
                 FROM jsonb_each(NEW.details) AS d
                 WHERE d.key = ANY (ARRAY['source', 'memory_type', 'supersedes', 'superseded_by', 'versions',
                                          'merged_from', 'resolution', 'conflict_id', 'reason_code', 'status',
                                          'count', 'confidence'])));
        RETURN NULL;
    END $$;
    CREATE TRIGGER audit_log_outbox AFTER INSERT ON zeusmem.audit_log
        FOR EACH ROW WHEN (NEW.event LIKE 'memory.%')
        EXECUTE FUNCTION zeusmem.audit_to_outbox();

    CREATE TABLE zeusmem.context_snapshots (
        id                      text PRIMARY KEY,
        org_id                  text NOT NULL DEFAULT '',
        user_id                 text NOT NULL,
        project_id              text,
        session_id              text,
        run_id                  text,
        model                   text,
        context_policy          text,
        memory_policy_version   integer NOT NULL DEFAULT 0,
        user_profile_version    integer NOT NULL DEFAULT 0,
        project_profile_version integer,
        message_ids             text[] NOT NULL DEFAULT '{}',
        message_count           integer NOT NULL DEFAULT 0,
        system_tokens           integer NOT NULL DEFAULT 0,
        conversation_tokens     integer NOT NULL DEFAULT 0,
        memory_tokens           integer NOT NULL DEFAULT 0,
        tools_tokens            integer NOT NULL DEFAULT 0,
        total_tokens            integer NOT NULL DEFAULT 0,
        budget_tokens           integer,
        dropped_memories        integer NOT NULL DEFAULT 0,
        hash                    text NOT NULL,
        content_hash            text,
        created_at              timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX context_snapshots_user ON zeusmem.context_snapshots (org_id, user_id, created_at DESC);
    CREATE INDEX context_snapshots_session ON zeusmem.context_snapshots (session_id, created_at DESC);

    CREATE TABLE zeusmem.context_snapshot_items (
        snapshot_id text NOT NULL REFERENCES zeusmem.context_snapshots(id) ON DELETE CASCADE,
        position    integer NOT NULL,
        kind        text NOT NULL CHECK (kind IN ('memory', 'resource')),
        item_id     text NOT NULL,
        version     integer,
        PRIMARY KEY (snapshot_id, position)
    );
    CREATE INDEX context_snapshot_items_item ON zeusmem.context_snapshot_items (item_id);

    CREATE TABLE zeusmem.kb_documents (
        org_id          text NOT NULL DEFAULT '',
        document_id     text NOT NULL,
        scope           text NOT NULL CHECK (scope IN ('user', 'project')),
        scope_id        text NOT NULL,
        kind            text NOT NULL CHECK (kind IN ('knowledge_base', 'project_resource')),
        title           text,
        authority       text,
        content_hash    text NOT NULL,
        chunks          integer NOT NULL DEFAULT 0,
        model_id        integer REFERENCES zeusmem.embedding_models(id),
        created_by      text NOT NULL,
        created_at      timestamptz NOT NULL DEFAULT now(),
        updated_at      timestamptz NOT NULL DEFAULT now(),
        extracted_hash  text,
        extracted_at    timestamptz,
        PRIMARY KEY (org_id, document_id)
    );
    CREATE INDEX kb_documents_scope ON zeusmem.kb_documents (org_id, scope, scope_id);

    CREATE TABLE zeusmem.consolidation_runs (
        id          bigserial PRIMARY KEY,
        org_id      text,
        started_at  timestamptz NOT NULL DEFAULT now(),
        finished_at timestamptz,
        complete    boolean,
        counts      jsonb NOT NULL DEFAULT '{}'::jsonb
    );
    """,
)

# 5: search performance (issue #5): the registry of very large scopes that have an HNSW index of
#    their own (created concurrently by Repository.maintain_scope_indexes; small scopes are scanned
#    exactly), so a search knows which literal predicates reach that index. Rows (~2 kB, most of it
#    the vector) stay whole in the heap (no TOAST detour for exact scans), and pages keep a quarter
#    free so the last_used_at update of a search is a HOT update (no index, no HNSW insertion);
#    a later migration moved last_used_at to zeusmem.memory_usage and set fillfactor 100.
_UPD_DELTA = """
    SELECT o.org_id, o.scope, o.scope_id, o.tsv, -1 AS delta FROM old_rows o JOIN new_rows n ON n.id = o.id
    WHERE o.status = 'active' AND (n.status <> 'active' OR n.tsv IS DISTINCT FROM o.tsv
          OR (n.org_id, n.scope, n.scope_id) IS DISTINCT FROM (o.org_id, o.scope, o.scope_id))
    UNION ALL
    SELECT n.org_id, n.scope, n.scope_id, n.tsv, 1 FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE n.status = 'active' AND (o.status <> 'active' OR n.tsv IS DISTINCT FROM o.tsv
          OR (n.org_id, n.scope, n.scope_id) IS DISTINCT FROM (o.org_id, o.scope, o.scope_id))"""
_INS_DELTA = (
    "SELECT r.org_id, r.scope, r.scope_id, r.tsv, 1 AS delta FROM new_rows r WHERE r.status = 'active'"
)
_DEL_DELTA = (
    "SELECT r.org_id, r.scope, r.scope_id, r.tsv, -1 AS delta FROM old_rows r WHERE r.status = 'active'"
)


def _stats_function(name: str, delta: str, forget: bool) -> str:
    """A statement-level trigger function applying ``delta`` rows (org, scope, scope_id, tsv, ±1)."""
    body = f"""
        INSERT INTO zeusmem.scope_stats AS s (org_id, scope, scope_id, n_active, total_len)
        SELECT d.org_id, d.scope, d.scope_id, sum(d.delta), sum(d.delta * length(d.tsv))
        FROM ({delta}) d GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
        ON CONFLICT (org_id, scope, scope_id) DO UPDATE
            SET n_active = s.n_active + EXCLUDED.n_active, total_len = s.total_len + EXCLUDED.total_len;
        INSERT INTO zeusmem.term_stats AS t (org_id, scope, scope_id, lexeme, df)
        SELECT d.org_id, d.scope, d.scope_id, lx, sum(d.delta)
        FROM ({delta}) d, unnest(tsvector_to_array(d.tsv)) AS lx GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
        ON CONFLICT (org_id, scope, scope_id, lexeme) DO UPDATE SET df = t.df + EXCLUDED.df;"""
    if forget:  # lexemes no active memory uses any more
        body += f"""
        DELETE FROM zeusmem.term_stats t
        USING (SELECT DISTINCT d.org_id, d.scope, d.scope_id, lx FROM ({delta}) d,
               unnest(tsvector_to_array(d.tsv)) AS lx WHERE d.delta < 0) g
        WHERE t.org_id = g.org_id AND t.scope = g.scope AND t.scope_id = g.scope_id AND t.lexeme = g.lx
          AND t.df <= 0;"""
    return f"""
    CREATE FUNCTION zeusmem.{name}() RETURNS trigger
    LANGUAGE plpgsql AS $$
    BEGIN{body}
        RETURN NULL;
    END $$;
"""


_STATS_TRIGGERS = (
    """
    -- Lexical statistics, set-based: one aggregated upsert per statement instead of one function
    -- call per row (a COPY of 100k memories no longer pays 100k trigger calls). Same arithmetic as
    -- migration 2's row trigger: +1 for a row inserted or becoming active, -1 for one that stops
    -- being active (or whose text or scope changes), and lexemes no active memory uses are forgotten.
    DROP TRIGGER memory_items_stats ON zeusmem.memory_items;
"""
    + _stats_function("memory_items_stats_ins", _INS_DELTA, False)
    + _stats_function("memory_items_stats_upd", _UPD_DELTA, True)
    + _stats_function("memory_items_stats_del", _DEL_DELTA, True)
    + """
    CREATE TRIGGER memory_items_stats AFTER INSERT ON zeusmem.memory_items
        REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT
        EXECUTE FUNCTION zeusmem.memory_items_stats_ins();
    CREATE TRIGGER memory_items_stats_update AFTER UPDATE ON zeusmem.memory_items
        REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
        FOR EACH STATEMENT EXECUTE FUNCTION zeusmem.memory_items_stats_upd();
    CREATE TRIGGER memory_items_stats_delete AFTER DELETE ON zeusmem.memory_items
        REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT
        EXECUTE FUNCTION zeusmem.memory_items_stats_del();
"""
)

MIGRATIONS += (
    """
    ALTER TABLE zeusmem.memory_items SET (fillfactor = 75, toast_tuple_target = 8160);

    {stats_triggers}
    CREATE TABLE zeusmem.scope_indexes (
        org_id              text NOT NULL,
        scope               text NOT NULL,
        scope_id            text NOT NULL,
        embedding_model_id  integer NOT NULL REFERENCES zeusmem.embedding_models(id),
        index_name          text NOT NULL UNIQUE,
        n_active            bigint NOT NULL DEFAULT 0,
        created_at          timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (org_id, scope, scope_id, embedding_model_id)
    );
    """.replace("{stats_triggers}", _STATS_TRIGGERS),
)

# 6: materialised profile sources (issue #14). Per user and project scope, the (at most 200 oldest)
#    active items that feed the profile — skills, habits, decisions, constraints and items whose key
#    is a profile field name — kept as one JSON array by a statement trigger in the writing
#    transaction, so a model call reads its profile with a primary-key lookup instead of sorting
#    the visible set. The trigger locks the scope's row before reading the items (two writers of
#    one scope cannot lose each other's item) and skips statements that change nothing a profile
#    uses (the background last_used_at batches). Times are epoch microseconds.
_PROFILE_FIELDS = (
    "'username','background','profession','communication_style','response_format','language_preference',"
    "'characteristics','content','expertise_areas','programming_languages','frequently_used_tools',"
    "'project_goal','tech_stack','constraints','key_decisions','team_conventions','current_phase'"
)
_FEEDS = (
    "({r}.scope IN ('user', 'project') AND {r}.status = 'active'"
    " AND ({r}.memory_type IN ('skill', 'habit', 'decision', 'constraint')"
    " OR {r}.key = ANY(ARRAY[" + _PROFILE_FIELDS + "])))"
)
_PROFILE_COLS = (
    "{r}.status, {r}.content, {r}.key, {r}.memory_type, {r}.expires_at, {r}.visibility, {r}.created_at,"
    " {r}.updated_at, {r}.created_by, {r}.provenance->>'reason', {r}.org_id, {r}.scope, {r}.scope_id"
)


def _us(col: str) -> str:
    return f"(extract(epoch FROM {col}) * 1000000)::bigint"


MIGRATIONS += (
    """
    CREATE TABLE zeusmem.profile_sources (
        org_id        text NOT NULL,
        scope         text NOT NULL,
        scope_id      text NOT NULL,
        items         jsonb NOT NULL DEFAULT '[]'::jsonb,
        refreshed_at  timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (org_id, scope, scope_id)
    );
    CREATE INDEX memory_items_profile_feed ON zeusmem.memory_items (org_id, scope, scope_id, created_at, id)
        WHERE status = 'active' AND (memory_type IN ('skill', 'habit', 'decision', 'constraint')
                                     OR key IS NOT NULL);

    CREATE FUNCTION zeusmem.refresh_profile_sources(p_org text, p_scope text, p_scope_id text) RETURNS void
    LANGUAGE plpgsql AS $$
    BEGIN
        INSERT INTO zeusmem.profile_sources (org_id, scope, scope_id) VALUES (p_org, p_scope, p_scope_id)
        ON CONFLICT DO NOTHING;
        -- lock first, then read (a new snapshot): a concurrent writer's items are seen once it commits
        PERFORM 1 FROM zeusmem.profile_sources s
        WHERE s.org_id = p_org AND s.scope = p_scope AND s.scope_id = p_scope_id FOR UPDATE;
        UPDATE zeusmem.profile_sources s SET refreshed_at = now(), items = (
            SELECT coalesce(jsonb_agg(jsonb_build_array(
                       x.id, x.memory_type, x.key, x.content, {created}, {updated}, {expires},
                       x.created_by, x.visibility, x.provenance->>'reason') ORDER BY x.created_at, x.id),
                   '[]'::jsonb)
            FROM (SELECT m.id, m.memory_type, m.key, m.content, m.created_at, m.updated_at, m.expires_at,
                         m.created_by, m.visibility, m.provenance
                  FROM zeusmem.memory_items m
                  WHERE m.org_id = p_org AND m.scope = p_scope AND m.scope_id = p_scope_id AND {feeds}
                    AND (m.memory_type IN ('skill', 'habit', 'decision', 'constraint') OR m.key IS NOT NULL)
                  ORDER BY m.created_at, m.id LIMIT 200) x)
        WHERE s.org_id = p_org AND s.scope = p_scope AND s.scope_id = p_scope_id;
    END $$;

    CREATE FUNCTION zeusmem.profile_sources_ins() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
        PERFORM zeusmem.refresh_profile_sources(d.org_id, d.scope, d.scope_id)
        FROM (SELECT DISTINCT n.org_id, n.scope, n.scope_id FROM new_rows n WHERE {feeds_n}
              ORDER BY 1, 2, 3) d;
        RETURN NULL;
    END $$;
    CREATE FUNCTION zeusmem.profile_sources_del() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
        PERFORM zeusmem.refresh_profile_sources(d.org_id, d.scope, d.scope_id)
        FROM (SELECT DISTINCT o.org_id, o.scope, o.scope_id FROM old_rows o WHERE {feeds_o}
              ORDER BY 1, 2, 3) d;
        RETURN NULL;
    END $$;
    CREATE FUNCTION zeusmem.profile_sources_upd() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
        PERFORM zeusmem.refresh_profile_sources(d.org_id, d.scope, d.scope_id)
        FROM (SELECT DISTINCT x.org_id, x.scope, x.scope_id FROM (
                  SELECT o.org_id, o.scope, o.scope_id FROM old_rows o JOIN new_rows n ON n.id = o.id
                  WHERE ({feeds_o} OR {feeds_n}) AND ({cols_o}) IS DISTINCT FROM ({cols_n})
                  UNION ALL
                  SELECT n.org_id, n.scope, n.scope_id FROM old_rows o JOIN new_rows n ON n.id = o.id
                  WHERE ({feeds_o} OR {feeds_n}) AND ({cols_o}) IS DISTINCT FROM ({cols_n})) x
              ORDER BY 1, 2, 3) d;
        RETURN NULL;
    END $$;
    CREATE TRIGGER memory_items_profile_ins AFTER INSERT ON zeusmem.memory_items
        REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION zeusmem.profile_sources_ins();
    CREATE TRIGGER memory_items_profile_upd AFTER UPDATE ON zeusmem.memory_items
        REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
        FOR EACH STATEMENT EXECUTE FUNCTION zeusmem.profile_sources_upd();
    CREATE TRIGGER memory_items_profile_del AFTER DELETE ON zeusmem.memory_items
        REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION zeusmem.profile_sources_del();

    SELECT zeusmem.refresh_profile_sources(d.org_id, d.scope, d.scope_id)
    FROM (SELECT DISTINCT m.org_id, m.scope, m.scope_id FROM zeusmem.memory_items m WHERE {feeds_m}
          ORDER BY 1, 2, 3) d;
    """.replace("{feeds}", _FEEDS.format(r="m"))
    .replace("{feeds_n}", _FEEDS.format(r="n"))
    .replace("{feeds_o}", _FEEDS.format(r="o"))
    .replace("{feeds_m}", _FEEDS.format(r="m"))
    .replace("{cols_o}", _PROFILE_COLS.format(r="o"))
    .replace("{cols_n}", _PROFILE_COLS.format(r="n"))
    .replace("{created}", _us("x.created_at"))
    .replace("{updated}", _us("x.updated_at"))
    .replace("{expires}", _us("x.expires_at")),
)

MIGRATIONS += (
    # context terms: words around a memory that help find it (the neighbouring turns of a
    # transcript), indexed, never shown; NULL for ordinary memories (no rewrite, no index)
    "ALTER TABLE zeusmem.memory_items ADD COLUMN IF NOT EXISTS context_tsv tsvector",
)

MIGRATIONS += (
    # encryption at rest (issue #23 part 2, zeusmem/storage/keyring.py): the data keys, wrapped by the
    # master key, one per (org, user) and per (org, project); a sensitive or restricted memory keeps
    # content = '' (so tsv, term_stats and every copy of content hold none of its words) and its
    # ciphertext in content_ct under data key content_key. Erasing a person deletes their keys.
    """
    CREATE TABLE IF NOT EXISTS zeusmem.data_keys (
        key_id          text PRIMARY KEY,
        org_id          text NOT NULL,
        user_id         text,
        project_id      text,
        wrapped_key     bytea NOT NULL,
        master_key_id   text NOT NULL,
        created_at      timestamptz NOT NULL DEFAULT now(),
        rewrapped_at    timestamptz,
        CHECK ((user_id IS NULL) <> (project_id IS NULL))
    );
    CREATE UNIQUE INDEX IF NOT EXISTS data_keys_owner
        ON zeusmem.data_keys (org_id, coalesce(user_id, ''), coalesce(project_id, ''));
    CREATE INDEX IF NOT EXISTS data_keys_master ON zeusmem.data_keys (master_key_id);
    ALTER TABLE zeusmem.memory_items ADD COLUMN IF NOT EXISTS content_ct bytea,
                                     ADD COLUMN IF NOT EXISTS content_key text;
    """,
    # erasure receipts (zeusmem.service.erasure): the only record left of an erased person, and the
    # progress of an erasure (the table groups done), so an interrupted one continues. No id in
    # clear: a salted SHA-256 of (org, user id), the salt beside it.
    """
    CREATE TABLE IF NOT EXISTS zeusmem.erasure_receipts (
        id              text PRIMARY KEY,
        org_id          text NOT NULL DEFAULT '',
        subject_salt    bytea NOT NULL,
        subject_hash    text NOT NULL,
        requested_by    text NOT NULL CHECK (requested_by IN ('self', 'admin', 'operator')),
        reason          text,
        started_at      timestamptz NOT NULL DEFAULT now(),
        finished_at     timestamptz,
        groups_done     text[] NOT NULL DEFAULT '{}',
        counts          jsonb NOT NULL DEFAULT '{}'::jsonb,
        stopped_at      text,
        error           text
    );
    CREATE INDEX IF NOT EXISTS erasure_receipts_org ON zeusmem.erasure_receipts (org_id, started_at);
    """,
    # stable ids (#24): the row of a memory's latest version carries the memory's id (its lineage
    # id) for good; an older version is renamed to an id of its own when a new one is written
    # (zeusmem.storage.versions). ``ended_at``: when a version stopped being active (as_of reads),
    # kept by a trigger on every status change. The per-version ids issued before this change
    # keep resolving through ``memory_id_aliases`` (old id -> memory id, version).
    """
    ALTER TABLE zeusmem.memory_items ADD COLUMN IF NOT EXISTS ended_at timestamptz;
    CREATE TABLE IF NOT EXISTS zeusmem.memory_id_aliases (
        old_id      text PRIMARY KEY,
        lineage_id  text NOT NULL,
        version     integer NOT NULL
    );
    CREATE OR REPLACE FUNCTION zeusmem.memory_items_ended_at() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
        IF NEW.status = 'active' THEN
            NEW.ended_at := NULL;
        ELSIF OLD.status = 'active' AND NEW.ended_at IS NULL THEN
            NEW.ended_at := now();
        END IF;
        RETURN NEW;
    END $$;
    DROP TRIGGER IF EXISTS memory_items_ended_at ON zeusmem.memory_items;
    CREATE TRIGGER memory_items_ended_at BEFORE UPDATE OF status ON zeusmem.memory_items
        FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status)
        EXECUTE FUNCTION zeusmem.memory_items_ended_at();

    -- when each stored version ended: the next version's creation, else its last change
    UPDATE zeusmem.memory_items m SET ended_at = coalesce(
        (SELECT min(n.created_at) FROM zeusmem.memory_items n
         WHERE n.lineage_id = m.lineage_id AND n.version > m.version), m.updated_at)
    WHERE m.status <> 'active' AND m.ended_at IS NULL;

    -- the versions of one scope that ended after an instant (the history half of an as_of search)
    CREATE INDEX IF NOT EXISTS memory_items_ended
        ON zeusmem.memory_items (org_id, scope, scope_id, (coalesce(ended_at, updated_at)))
        WHERE status <> 'active';

    -- the latest version of each lineage whose row does not carry the lineage id yet
    DROP TABLE IF EXISTS pg_temp._zm_moves;
    CREATE TEMP TABLE _zm_moves ON COMMIT DROP AS
    SELECT DISTINCT ON (m.lineage_id) m.lineage_id, m.id AS old_id, m.version
    FROM zeusmem.memory_items m
    ORDER BY m.lineage_id, m.version DESC, (m.status = 'active') DESC, m.created_at DESC;
    DELETE FROM _zm_moves WHERE old_id = lineage_id;
    INSERT INTO zeusmem.memory_id_aliases (old_id, lineage_id, version)
    SELECT old_id, lineage_id, version FROM _zm_moves ON CONFLICT (old_id) DO NOTHING;

    -- the row holding the lineage id (an older version) gets an id of its own, then the latest
    -- version takes the lineage id (one row per statement side: the statistics triggers see no change)
    UPDATE zeusmem.memory_items m SET id = m.id || '~v' || m.version
    FROM _zm_moves mv WHERE m.id = mv.lineage_id;
    UPDATE zeusmem.memory_items m SET supersedes_id = m.supersedes_id || '~v' || p.version
    FROM zeusmem.memory_items p, _zm_moves mv
    WHERE p.id = mv.lineage_id || '~v' || p.version AND m.supersedes_id = mv.lineage_id
      AND m.lineage_id = mv.lineage_id;
    UPDATE zeusmem.memory_items m SET id = mv.lineage_id FROM _zm_moves mv WHERE m.id = mv.old_id;

    -- references to a latest version now name the memory
    UPDATE zeusmem.memory_conflicts c SET memory_a = mv.lineage_id FROM _zm_moves mv WHERE c.memory_a = mv.old_id;
    UPDATE zeusmem.memory_conflicts c SET memory_b = mv.lineage_id FROM _zm_moves mv WHERE c.memory_b = mv.old_id;
    UPDATE zeusmem.memory_conflicts c SET winner = mv.lineage_id FROM _zm_moves mv WHERE c.winner = mv.old_id;
    UPDATE zeusmem.memory_candidates c SET memory_id = mv.lineage_id FROM _zm_moves mv
    WHERE c.memory_id = mv.old_id;
    UPDATE zeusmem.context_snapshot_items s SET item_id = a.lineage_id,
        version = coalesce(s.version, a.version)
    FROM zeusmem.memory_id_aliases a WHERE s.kind = 'memory' AND s.item_id = a.old_id;
    UPDATE zeusmem.context_snapshot_items s SET item_id = m.lineage_id, version = coalesce(s.version, m.version)
    FROM zeusmem.memory_items m WHERE s.kind = 'memory' AND s.item_id = m.id AND m.id <> m.lineage_id;
    UPDATE zeusmem.user_profiles p SET sources = ARRAY(
        SELECT coalesce(mv.lineage_id, x) FROM unnest(p.sources) AS x LEFT JOIN _zm_moves mv ON mv.old_id = x);
    UPDATE zeusmem.project_profiles p SET sources = ARRAY(
        SELECT coalesce(mv.lineage_id, x) FROM unnest(p.sources) AS x LEFT JOIN _zm_moves mv ON mv.old_id = x);
    SELECT zeusmem.refresh_profile_sources(s.org_id, s.scope, s.scope_id) FROM zeusmem.profile_sources s;
    """,
    # two times on every memory: when it was said (observed_at; the rows so far: when they were
    # stored) and when it holds in the world (valid_from <= t < valid_to, NULL open)
    """
    ALTER TABLE zeusmem.memory_items ADD COLUMN IF NOT EXISTS observed_at timestamptz;
    ALTER TABLE zeusmem.memory_items ADD COLUMN IF NOT EXISTS valid_from timestamptz;
    ALTER TABLE zeusmem.memory_items ADD COLUMN IF NOT EXISTS valid_to timestamptz;
    UPDATE zeusmem.memory_items SET observed_at = created_at WHERE observed_at IS NULL;
    ALTER TABLE zeusmem.memory_items ALTER COLUMN observed_at SET DEFAULT now();
    ALTER TABLE zeusmem.memory_items ALTER COLUMN observed_at SET NOT NULL;
    """,
)

# 8: row-level security (issue #23), the second wall behind the application's own WHERE clauses.
#    A restricted role, ``zeusmem_app`` (LOGIN, not the tables' owner, no BYPASSRLS, a member of no
#    role), gets the DML it needs; every table holding people's data gets ENABLE + FORCE ROW LEVEL
#    SECURITY and two policies: ``zeusmem_caller`` for the app role, written from the service's
#    visibility rules (zeusmem.storage.sql.visible_clause) over the caller in the transaction-local
#    settings zeusmem.org_id / user_id / project_id / session_id (set_config(..., true): right
#    through PgBouncer in transaction mode), and ``zeusmem_owner`` for the migrating role
#    (maintenance jobs span callers). No caller set: no user id, so the app role sees nothing.
#    Triggers that keep derived tables (lexical statistics, profile sources, the event outbox) run
#    as the owner (SECURITY DEFINER): what they derive must not depend on who wrote.
_C_USER = "nullif(current_setting('zeusmem.user_id', true), '')"
_C_ORG = "coalesce(current_setting('zeusmem.org_id', true), '')"
_C_PROJECT = "nullif(current_setting('zeusmem.project_id', true), '')"
_C_SESSION = "nullif(current_setting('zeusmem.session_id', true), '')"
#: the projects the caller may address: those it is a member of in its org; only its current one
#: when it names one (a credential without a project may address every project of its user)
_C_PROJECTS = (
    "SELECT pm.project_id FROM zeusmem.project_members pm JOIN zeusmem.projects p ON p.project_id = pm.project_id"
    f" WHERE pm.user_id = {_C_USER} AND p.org_id = {_C_ORG} AND ({_C_PROJECT} IS NULL OR pm.project_id = {_C_PROJECT})"
)
#: the (org, scope, scope_id) keys the caller may see: its user scope, its session, its projects.
#: Policies test a row's key against this set: an uncorrelated subquery, evaluated once per statement
#: into a hash table (a probe per row), and no index condition, so the planner chooses the same paths
#: as without RLS (the application's own predicates drive them; an OR of stable comparisons would be
#: turned into a BitmapOr instead of a large scope's HNSW scan)
_C_SCOPES = (
    f"SELECT {_C_ORG}, 'user', {_C_USER} WHERE {_C_USER} IS NOT NULL"
    f" UNION ALL SELECT {_C_ORG}, 'session', {_C_SESSION} WHERE {_C_USER} IS NOT NULL AND {_C_SESSION} IS NOT NULL"
    f" UNION ALL SELECT {_C_ORG}, 'project', x.project_id FROM ({_C_PROJECTS}) x"
)
#: a row of one (org, scope, scope_id) with no creator: the caller's user scope, its session (only the
#: one it names), its projects
_P_SCOPE = f"(org_id, scope, scope_id) IN ({_C_SCOPES})"
#: a memory: the scope rule, where a session memory is its creator's (in any of its sessions when the
#: caller names none) and an owner_only project memory its creator's
_P_MEMORY = (
    f"((org_id, scope, scope_id) IN ({_C_SCOPES})"
    f" OR (scope = 'session' AND {_C_SESSION} IS NULL AND org_id = {_C_ORG} AND created_by = {_C_USER}))"
    f" AND (scope <> 'session' OR created_by = {_C_USER})"
    f" AND (scope <> 'project' OR visibility <> 'owner_only' OR created_by = {_C_USER})"
)
_P_USER = f"(org_id, user_id) IN (SELECT {_C_ORG}, {_C_USER})"


def _or_own(column: str) -> str:
    """The scope rule, or a row the caller made itself (audit rows of project events have no scope)."""
    return f"({_P_SCOPE}) OR (org_id, {column}) IN (SELECT {_C_ORG}, {_C_USER})"


_P_ORG = f"org_id = {_C_ORG} AND {_C_USER} IS NOT NULL"
_RLS_TABLES: tuple[tuple[str, str], ...] = (
    ("memory_items", _P_MEMORY),
    ("tombstones", _or_own("deleted_by")),
    ("audit_log", _or_own("actor")),
    ("user_profiles", _P_USER),
    ("project_profiles", f"project_id IN ({_C_PROJECTS})"),
    ("projects", _P_ORG),
    ("project_members", f"{_C_USER} IS NOT NULL AND EXISTS (SELECT 1 FROM zeusmem.projects pr"
                        f" WHERE pr.project_id = project_members.project_id AND pr.org_id = {_C_ORG})"),
    ("scope_stats", _P_SCOPE),
    ("term_stats", _P_SCOPE),
    ("session_messages", _P_USER),
    ("session_summaries", _P_USER),
    ("session_state_snapshot", _P_USER),
    ("memory_policies", _P_ORG),
    ("memory_user_settings", _P_USER),
    ("memory_candidates", _or_own("user_id")),
    ("memory_conflicts", _P_SCOPE),
    ("memory_events", _or_own("actor")),
    ("context_snapshots", _P_USER),
    ("context_snapshot_items", "EXISTS (SELECT 1 FROM zeusmem.context_snapshots s"
                               " WHERE s.id = context_snapshot_items.snapshot_id)"),
    ("kb_documents", _P_SCOPE),
    ("consolidation_runs", "false"),  # the consolidation job's own bookkeeping: the owner only
    ("scope_indexes", _P_SCOPE),
    ("profile_sources", _P_SCOPE),
    # the wrapped data keys of encryption at rest: a person's own, and those of the caller's projects
    ("data_keys", f"org_id = {_C_ORG} AND (user_id = {_C_USER} OR project_id IN ({_C_PROJECTS}))"),
    ("erasure_receipts", "false"),  # erasure runs on the owner's connections; receipts name no one
)
_DEFINER_FUNCTIONS = (
    "memory_items_stats_ins()", "memory_items_stats_upd()", "memory_items_stats_del()",
    "profile_sources_ins()", "profile_sources_upd()", "profile_sources_del()", "audit_to_outbox()",
    "memory_items_ended_at()",
)
MIGRATIONS += (
    """
    DO $$
    DECLARE
        r record;
    BEGIN
        IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'zeusmem_app') THEN
            BEGIN
                CREATE ROLE zeusmem_app LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOREPLICATION NOBYPASSRLS
                    NOINHERIT;
            EXCEPTION
                WHEN duplicate_object OR unique_violation THEN NULL;  -- another database's setup, just now
                WHEN insufficient_privilege THEN
                    RAISE EXCEPTION 'zeusmem: the role % may not create the application role zeusmem_app',
                        current_user
                        USING ERRCODE = 'insufficient_privilege',
                              HINT = 'grant it CREATEROLE (ALTER ROLE ' || quote_ident(current_user)
                                  || ' CREATEROLE) or create the role once as a superuser: CREATE ROLE zeusmem_app'
                                  || ' LOGIN NOBYPASSRLS; then run the migrations again';
            END;
        END IF;
        -- a role made elsewhere must be as restricted as the one made here
        FOR r IN SELECT a.rolname FROM pg_roles a
                 WHERE (a.rolsuper OR a.rolbypassrls) AND pg_has_role('zeusmem_app', a.oid, 'USAGE')
        LOOP
            RAISE EXCEPTION
                'zeusmem: the application role zeusmem_app is or can act as %, which bypasses row-level security',
                r.rolname
                USING ERRCODE = 'insufficient_privilege',
                      HINT = 'ALTER ROLE zeusmem_app NOSUPERUSER NOBYPASSRLS and revoke its memberships';
        END LOOP;
        FOR r IN SELECT a.rolname FROM pg_roles a
                 WHERE a.rolname <> 'zeusmem_app' AND pg_has_role('zeusmem_app', a.oid, 'MEMBER')
                   AND NOT a.rolname LIKE 'pg\\_%'
        LOOP
            RAISE EXCEPTION 'zeusmem: the application role zeusmem_app is a member of %', r.rolname
                USING ERRCODE = 'insufficient_privilege',
                      HINT = 'REVOKE ' || quote_ident(r.rolname) || ' FROM zeusmem_app';
        END LOOP;
    END $$;

    GRANT USAGE ON SCHEMA zeusmem TO zeusmem_app;
    GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA zeusmem TO zeusmem_app;
    REVOKE INSERT, UPDATE, DELETE ON zeusmem.migrations FROM zeusmem_app;
    GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA zeusmem TO zeusmem_app;
    ALTER DEFAULT PRIVILEGES IN SCHEMA zeusmem GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO zeusmem_app;
    ALTER DEFAULT PRIVILEGES IN SCHEMA zeusmem GRANT USAGE, SELECT ON SEQUENCES TO zeusmem_app;

    -- ENABLE + FORCE row-level security on one table, the app role's policy (read and write) and
    -- the owner's; also for tables made later (the knowledge base's per-model collections)
    CREATE FUNCTION zeusmem.protect_table(t regclass, predicate text) RETURNS void
    LANGUAGE plpgsql AS $$
    BEGIN
        EXECUTE format('ALTER TABLE %s ENABLE ROW LEVEL SECURITY', t);
        EXECUTE format('ALTER TABLE %s FORCE ROW LEVEL SECURITY', t);
        EXECUTE format('DROP POLICY IF EXISTS zeusmem_caller ON %s', t);
        EXECUTE format('DROP POLICY IF EXISTS zeusmem_owner ON %s', t);
        EXECUTE format('CREATE POLICY zeusmem_caller ON %s TO zeusmem_app USING (%s) WITH CHECK (%s)',
                       t, predicate, predicate);
        EXECUTE format('CREATE POLICY zeusmem_owner ON %s TO %I USING (true) WITH CHECK (true)', t, current_user);
    END $$;
    REVOKE EXECUTE ON FUNCTION zeusmem.protect_table(regclass, text) FROM PUBLIC;

    -- a knowledge-base collection (org_id, scope, scope_id): the scope rule
    CREATE FUNCTION zeusmem.protect_scope_table(t regclass) RETURNS void
    LANGUAGE sql AS $$ SELECT zeusmem.protect_table(t, {scope}) $$;
    REVOKE EXECUTE ON FUNCTION zeusmem.protect_scope_table(regclass) FROM PUBLIC;
    """.replace("{scope}", "'" + _P_SCOPE.replace("'", "''") + "'")
    + "".join(
        f"\n    SELECT zeusmem.protect_table('zeusmem.{t}', '{p.replace(chr(39), chr(39) * 2)}');"
        for t, p in _RLS_TABLES
    )
    + """
    SELECT zeusmem.protect_scope_table(c.oid) FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = 'zeusmem' AND c.relkind = 'r' AND c.relname LIKE 'knowledge\\_base\\_m%';

    -- Under RLS only leakproof operators may run before the policies, so only they can drive an
    -- index: full-text matching (tsvector @@ tsquery, which raises no error that depends on its
    -- values) is marked leakproof so a very large scope's lexical branch keeps its GIN index. That
    -- takes a superuser (the embedded server's); elsewhere it stays a filter (docs/security.md).
    DO $$
    BEGIN
        IF (SELECT rolsuper FROM pg_roles WHERE rolname = current_user) THEN
            ALTER FUNCTION pg_catalog.ts_match_vq(tsvector, tsquery) LEAKPROOF;
        END IF;
    END $$;
"""
    + "".join(
        f"\n    ALTER FUNCTION zeusmem.{f} SECURITY DEFINER SET search_path = pg_catalog, pg_temp;"
        for f in _DEFINER_FUNCTIONS
    )
    + "\n",
)

MIGRATIONS += (
    # a session memory is its writer's (the visibility rule): two people in one session may each keep
    # a memory under the same key, so the one-active-per-key index names the writer in session scope
    """
    CREATE UNIQUE INDEX IF NOT EXISTS memory_items_active_key_writer
        ON zeusmem.memory_items (org_id, scope, scope_id, memory_type, key,
                                 (CASE WHEN scope = 'session' THEN coalesce(created_by, '') ELSE '' END))
        WHERE status = 'active' AND key IS NOT NULL;
    DROP INDEX IF EXISTS zeusmem.memory_items_active_key;
    """,
)

# 14: the policies again (issue #23), cheaper and as narrow as the service's filter.
#  * The caller's ids are scalar subqueries, InitPlans evaluated once per table reference instead of
#    a current_setting() call per row.
#  * A project's rows only for the project the caller names, when it is a member there in its org
#    (zeusmem.storage.sql._SCOPE_BRANCH requires %(project)s and membership the same way): a
#    credential without a project sees no project's data through row-level security either. The
#    membership lookup is one more InitPlan, run only when a table reference meets a project row.
#  * The rule is a CASE over the row's scope, which no index can serve: the planner keeps the
#    application's own index paths (a large scope's HNSW scan) instead of turning an OR of
#    comparisons into a bitmap scan, and each row costs a few comparisons instead of a hash probe.
#  * The membership lookups are functions run as the owner (:data:`_CALLER_FUNCTIONS`).
#  * The knowledge base (kb_documents and its chunk tables) addresses a document by id in any project
#    the caller is a member of (zeusmem.service.knowledge checks the role per document): those tables
#    keep every member project, narrowed to the named one when the caller names one.
_U = "(SELECT nullif(current_setting('zeusmem.user_id', true), ''))"
_O = "(SELECT coalesce(current_setting('zeusmem.org_id', true), ''))"
_P = "(SELECT nullif(current_setting('zeusmem.project_id', true), ''))"
_S = "(SELECT nullif(current_setting('zeusmem.session_id', true), ''))"
#: the project the caller names, when it is a member of it in its org (else NULL), and every project it
#: may address by id (the knowledge base): its memberships in its org, only the named one when it
#: names one. Functions (plpgsql: the lookup's plan is cached per session) run as the owner, so a
#: policy carries one call, evaluated once per table reference, instead of the membership join and
#: the policies of project_members and projects inside it, which the executor would set up again for
#: every reference of every statement (the search statement has seven).
_CALLER_FUNCTIONS = """
    CREATE OR REPLACE FUNCTION zeusmem.caller_project() RETURNS text
    LANGUAGE plpgsql STABLE SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $$
    BEGIN
        RETURN (SELECT pm.project_id FROM zeusmem.project_members pm
                JOIN zeusmem.projects p ON p.project_id = pm.project_id
                WHERE pm.user_id = nullif(current_setting('zeusmem.user_id', true), '')
                  AND pm.project_id = nullif(current_setting('zeusmem.project_id', true), '')
                  AND p.org_id = coalesce(current_setting('zeusmem.org_id', true), ''));
    END $$;
    CREATE OR REPLACE FUNCTION zeusmem.caller_projects() RETURNS text[]
    LANGUAGE plpgsql STABLE SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $$
    BEGIN
        RETURN ARRAY(SELECT pm.project_id FROM zeusmem.project_members pm
                     JOIN zeusmem.projects p ON p.project_id = pm.project_id
                     WHERE pm.user_id = nullif(current_setting('zeusmem.user_id', true), '')
                       AND p.org_id = coalesce(current_setting('zeusmem.org_id', true), '')
                       AND (nullif(current_setting('zeusmem.project_id', true), '') IS NULL
                            OR pm.project_id = nullif(current_setting('zeusmem.project_id', true), '')));
    END $$;
    -- a session's last archive position, whoever archived it (two people in one session continue
    -- one numbering; the app role sees only its own messages)
    CREATE OR REPLACE FUNCTION zeusmem.session_last_position(s text) RETURNS integer
    LANGUAGE sql STABLE SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $$
        SELECT max(position) FROM zeusmem.session_messages WHERE session_id = s
    $$;
    REVOKE EXECUTE ON FUNCTION zeusmem.session_last_position(text) FROM PUBLIC;
    GRANT EXECUTE ON FUNCTION zeusmem.session_last_position(text) TO zeusmem_app;
    REVOKE EXECUTE ON FUNCTION zeusmem.caller_project() FROM PUBLIC;
    REVOKE EXECUTE ON FUNCTION zeusmem.caller_projects() FROM PUBLIC;
    GRANT EXECUTE ON FUNCTION zeusmem.caller_project() TO zeusmem_app;
    GRANT EXECUTE ON FUNCTION zeusmem.caller_projects() TO zeusmem_app;
"""
_MP = "(SELECT zeusmem.caller_project())"
_ADDRESSABLE = "(SELECT zeusmem.caller_projects())::text[]"


def _scope_rule(*, project: str, session: str = f"scope_id = {_S} AND {_U} IS NOT NULL",
                extra: str = "") -> str:
    """A row of one (org, scope, scope_id): the caller's user scope, the session it names, and
    ``project`` for a project's rows; ``extra`` is ANDed to the project branch."""
    return (f"CASE WHEN org_id IS DISTINCT FROM {_O} THEN false"
            f" WHEN scope = 'user' THEN scope_id = {_U}"
            f" WHEN scope = 'session' THEN {session}"
            f" WHEN scope = 'project' THEN {project}{extra}"
            " ELSE false END")


_Q_SCOPE = _scope_rule(project=f"scope_id = {_MP}")
#: a memory: a session memory is its creator's (in any of its sessions when the caller names none),
#: an owner_only project memory its creator's
_Q_MEMORY = _scope_rule(project=f"scope_id = {_MP}", session=f"created_by = {_U} AND ({_S} IS NULL OR scope_id = {_S})",
                        extra=f" AND (visibility <> 'owner_only' OR created_by = {_U})")
_Q_KB = _scope_rule(project=f"scope_id = ANY({_ADDRESSABLE})")
_Q_USER = f"org_id = {_O} AND user_id = {_U}"


def _q_or_own(column: str) -> str:
    return f"({_Q_SCOPE}) OR (org_id = {_O} AND {column} = {_U})"


_Q_ORG = f"org_id = {_O} AND {_U} IS NOT NULL"
#: (table, predicate) of every table migration 8 protected; the knowledge base's chunk tables (made
#: later, one per model) get :data:`_Q_KB` through zeusmem.protect_scope_table. Frozen: migrations 8
#: and 20 apply these predicates as written here, so a policy changes by a new migration with its own
#: predicate (and any function it calls created before it), never by editing this table
RLS_POLICIES: tuple[tuple[str, str], ...] = (
    ("memory_items", _Q_MEMORY),
    ("tombstones", _q_or_own("deleted_by")),
    ("audit_log", _q_or_own("actor")),
    ("user_profiles", _Q_USER),
    ("project_profiles", f"project_id = {_MP}"),
    ("projects", _Q_ORG),
    ("project_members", f"{_U} IS NOT NULL AND EXISTS (SELECT 1 FROM zeusmem.projects pr"
                        f" WHERE pr.project_id = project_members.project_id AND pr.org_id = {_O})"),
    ("scope_stats", _Q_SCOPE),
    ("term_stats", _Q_SCOPE),
    ("session_messages", _Q_USER),
    ("session_summaries", _Q_USER),
    ("session_state_snapshot", _Q_USER),
    ("memory_policies", _Q_ORG),
    ("memory_user_settings", _Q_USER),
    ("memory_candidates", _q_or_own("user_id")),
    ("memory_conflicts", _Q_SCOPE),
    ("memory_events", _q_or_own("actor")),
    ("context_snapshots", _Q_USER),
    ("context_snapshot_items", "EXISTS (SELECT 1 FROM zeusmem.context_snapshots s"
                               " WHERE s.id = context_snapshot_items.snapshot_id)"),
    ("kb_documents", _Q_KB),
    ("consolidation_runs", "false"),
    ("scope_indexes", _Q_SCOPE),
    ("profile_sources", _Q_SCOPE),
    ("data_keys", f"org_id = {_O} AND (user_id = {_U} OR project_id = {_MP})"),
    ("erasure_receipts", "false"),
)
assert [t for t, _ in RLS_POLICIES] == [t for t, _ in _RLS_TABLES]


def _quoted(s: str) -> str:
    return "'" + s.replace("'", "''") + "'"


MIGRATIONS += (
    _CALLER_FUNCTIONS + """
    CREATE OR REPLACE FUNCTION zeusmem.protect_scope_table(t regclass) RETURNS void
    LANGUAGE sql AS $$ SELECT zeusmem.protect_table(t, {kb}) $$;
    REVOKE EXECUTE ON FUNCTION zeusmem.protect_scope_table(regclass) FROM PUBLIC;
    """.replace("{kb}", _quoted(_Q_KB))
    + "".join(f"\n    SELECT zeusmem.protect_table('zeusmem.{t}', {_quoted(p)});" for t, p in RLS_POLICIES)
    + """
    SELECT zeusmem.protect_scope_table(c.oid) FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = 'zeusmem' AND c.relkind = 'r' AND c.relname LIKE 'knowledge\\_base\\_m%';
    """,
)

MIGRATIONS += (
    # the table-wide HNSW index of each model (memory_items_hnsw_m<id>) is gone: search scans an
    # ordinary scope exactly and a large one through its own index, and the write path's nearest
    # neighbours in a large scope walk that scope's index (zeusmem.storage.sql.duplicate_query);
    # the table-wide graph cost a third of a bulk load's time and most of the index size
    """
    DO $$
    DECLARE i record;
    BEGIN
        FOR i IN SELECT c.relname FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
                 WHERE n.nspname = 'zeusmem' AND c.relkind = 'i' AND c.relname LIKE 'memory\\_items\\_hnsw\\_m%'
        LOOP
            EXECUTE format('DROP INDEX zeusmem.%I', i.relname);
        END LOOP;
    END $$;
    """,
)

#: an extraction_log row of the caller: its user key, or the key of the session it names
_Q_EXTRACTION = (f"session_key = 'user:' || {_O} || ':' || {_U}"
                 f" OR session_key = 'session:' || {_O} || ':' || {_S}")

MIGRATIONS += (
    # archived checkpoint history (zeusmem.episodic's compaction: copies of LangGraph's checkpoint rows,
    # every thread's messages) is read and written by maintenance on the owner's connection only; the
    # application role loses every privilege on it, as it has none on LangGraph's own checkpoint tables;
    # the write gate's rate-limit log names a person in its key ('user:<org>:<user>', or the session's
    # 'session:<org>:<session>'): the caller counts (and adds) its own entries only
    "REVOKE ALL ON zeusmem.checkpoint_archive FROM zeusmem_app;"
    f" SELECT zeusmem.protect_table('zeusmem.extraction_log', {_quoted(_Q_EXTRACTION)});",
)

# 17: a membership row carries its project's org (issue #23: the cost of row-level security). The
# membership check of the search statement, of the profile statement and of every policy's
# zeusmem.caller_project() read one table instead of project_members joined with projects, and
# project_members' own policy is a comparison instead of an EXISTS over projects under projects'
# policy. Measured on a 100k-memory database (300 replayed searches and context assemblies per role,
# backend CPU per statement, interleaved, on a loaded machine): the app role's overhead over the owner
# went from +92-106% to +72-84% for the profile statement, +7.9-8.6% to +6.0-7.6% for the search
# statement, +11.2-13.1% to +10.0-11.7% for the context search. The org is filled from the project on
# insert (callers name only the project) and kept equal to it by a foreign key on both columns.
MIGRATIONS += (
    """
    ALTER TABLE zeusmem.project_members ADD COLUMN IF NOT EXISTS org_id text;
    UPDATE zeusmem.project_members pm SET org_id = p.org_id FROM zeusmem.projects p
     WHERE p.project_id = pm.project_id AND pm.org_id IS DISTINCT FROM p.org_id;
    ALTER TABLE zeusmem.projects ADD CONSTRAINT projects_project_org UNIQUE (project_id, org_id);
    ALTER TABLE zeusmem.project_members ADD CONSTRAINT project_members_project_org
        FOREIGN KEY (project_id, org_id) REFERENCES zeusmem.projects (project_id, org_id)
        ON UPDATE CASCADE ON DELETE CASCADE;
    CREATE INDEX IF NOT EXISTS project_members_user_org ON zeusmem.project_members (user_id, org_id);
    DROP INDEX IF EXISTS zeusmem.project_members_user;

    -- the org of a new membership (or of one moved to another project) is its project's, whatever the
    -- statement says: run as the owner, so a caller that cannot see the project gets no org (and the
    -- project_id foreign key's error, as before)
    CREATE OR REPLACE FUNCTION zeusmem.project_members_org() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $$
    BEGIN
        NEW.org_id := (SELECT p.org_id FROM zeusmem.projects p WHERE p.project_id = NEW.project_id);
        RETURN NEW;
    END $$;
    CREATE TRIGGER project_members_org BEFORE INSERT OR UPDATE OF project_id ON zeusmem.project_members
        FOR EACH ROW EXECUTE FUNCTION zeusmem.project_members_org();

    CREATE OR REPLACE FUNCTION zeusmem.caller_project() RETURNS text
    LANGUAGE plpgsql STABLE SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $$
    BEGIN
        IF coalesce(current_setting('zeusmem.project_id', true), '') = '' THEN
            RETURN NULL;  -- names no project: no lookup
        END IF;
        RETURN (SELECT pm.project_id FROM zeusmem.project_members pm
                WHERE pm.user_id = nullif(current_setting('zeusmem.user_id', true), '')
                  AND pm.project_id = current_setting('zeusmem.project_id', true)
                  AND pm.org_id = coalesce(current_setting('zeusmem.org_id', true), ''));
    END $$;
    CREATE OR REPLACE FUNCTION zeusmem.caller_projects() RETURNS text[]
    LANGUAGE plpgsql STABLE SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $$
    BEGIN
        RETURN ARRAY(SELECT pm.project_id FROM zeusmem.project_members pm
                     WHERE pm.user_id = nullif(current_setting('zeusmem.user_id', true), '')
                       AND pm.org_id = coalesce(current_setting('zeusmem.org_id', true), '')
                       AND (nullif(current_setting('zeusmem.project_id', true), '') IS NULL
                            OR pm.project_id = nullif(current_setting('zeusmem.project_id', true), '')));
    END $$;
    """
    + f" SELECT zeusmem.protect_table('zeusmem.project_members', {_quoted(f'org_id = {_O} AND {_U} IS NOT NULL')});",
)

#: a memory's last use: its usage row is readable where the memory is (the memory_items policy inside)
_Q_USAGE = ("EXISTS (SELECT 1 FROM zeusmem.memory_items m"
            " WHERE m.lineage_id = memory_usage.memory_id)")

MIGRATIONS += (
    # 18, size (issue #26): last_used_at moves out of memory_items into zeusmem.memory_usage (one row per
    # memory, keyed by its id, the lineage id shared by all its versions), written by the background
    # usage batches (zeusmem.storage.sql.TOUCH_LAST_USED) and read by a primary-key lookup where an
    # item is shown. memory_items kept a quarter of every page free (fillfactor 75) only so those
    # batches were HOT updates; every other in-place update changes an indexed column (status, id,
    # updated_at in memory_items_ended's expression) and is never HOT anyway. Rows are ~2.1 kB, so
    # 75 left two per page where 100 fits three: fillfactor 100 from here on. An existing table keeps
    # its rows where they are: new rows fill the free quarter of existing pages as well as new pages;
    # VACUUM FULL (or pg_repack) compacts the old ones when wanted. The usage row of a memory goes
    # when its last row does (a statement trigger, run as the owner: deletes and erasure alike).
    """
    CREATE TABLE IF NOT EXISTS zeusmem.memory_usage (
        memory_id     text PRIMARY KEY,
        last_used_at  timestamptz NOT NULL
    );
    INSERT INTO zeusmem.memory_usage (memory_id, last_used_at)
    SELECT lineage_id, max(last_used_at) FROM zeusmem.memory_items WHERE last_used_at IS NOT NULL
    GROUP BY lineage_id
    ON CONFLICT (memory_id) DO NOTHING;
    ALTER TABLE zeusmem.memory_items DROP COLUMN IF EXISTS last_used_at;
    ALTER TABLE zeusmem.memory_items SET (fillfactor = 100);

    CREATE OR REPLACE FUNCTION zeusmem.memory_usage_forget() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $$
    BEGIN
        DELETE FROM zeusmem.memory_usage u
        USING (SELECT DISTINCT o.lineage_id FROM old_rows o) g
        WHERE u.memory_id = g.lineage_id
          AND NOT EXISTS (SELECT 1 FROM zeusmem.memory_items m WHERE m.lineage_id = g.lineage_id);
        RETURN NULL;
    END $$;
    DROP TRIGGER IF EXISTS memory_items_usage_delete ON zeusmem.memory_items;
    CREATE TRIGGER memory_items_usage_delete AFTER DELETE ON zeusmem.memory_items
        REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT
        EXECUTE FUNCTION zeusmem.memory_usage_forget();
    """
    f"SELECT zeusmem.protect_table('zeusmem.memory_usage', {_quoted(_Q_USAGE)});",
)

# 19: the membership lookups take the caller's ids as values (issue #23: the cost of row-level security).
# zeusmem.caller_project() is evaluated once per table reference that meets a project row (three in a
# search statement, two in the profile statement). Written with current_setting() inside its query, each
# call planned a scan whose filter read three settings per row; read into variables first, the query is
# a primary-key lookup with parameters: 32 -> 13.5 us per call (20,000 calls as the app role, warm), the
# same rows. caller_projects() (the knowledge base, data keys) the same way.
MIGRATIONS += (
    """
    CREATE OR REPLACE FUNCTION zeusmem.caller_project() RETURNS text
    LANGUAGE plpgsql STABLE SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $$
    DECLARE
        p text := nullif(current_setting('zeusmem.project_id', true), '');
        u text;
        o text;
    BEGIN
        IF p IS NULL THEN
            RETURN NULL;  -- names no project: no lookup
        END IF;
        u := nullif(current_setting('zeusmem.user_id', true), '');
        o := coalesce(current_setting('zeusmem.org_id', true), '');
        RETURN (SELECT pm.project_id FROM zeusmem.project_members pm
                WHERE pm.project_id = p AND pm.user_id = u AND pm.org_id = o);
    END $$;
    CREATE OR REPLACE FUNCTION zeusmem.caller_projects() RETURNS text[]
    LANGUAGE plpgsql STABLE SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $$
    DECLARE
        p text := nullif(current_setting('zeusmem.project_id', true), '');
        u text := nullif(current_setting('zeusmem.user_id', true), '');
        o text := coalesce(current_setting('zeusmem.org_id', true), '');
    BEGIN
        IF p IS NOT NULL THEN
            RETURN ARRAY(SELECT pm.project_id FROM zeusmem.project_members pm
                         WHERE pm.project_id = p AND pm.user_id = u AND pm.org_id = o);
        END IF;
        RETURN ARRAY(SELECT pm.project_id FROM zeusmem.project_members pm
                     WHERE pm.user_id = u AND pm.org_id = o);
    END $$;
    """,
)


def _c_stats_function(name: str, delta: str, forget: bool) -> str:
    """:func:`_stats_function` over ``COLLATE "C"`` keys: the delta is computed once (a materialised
    CTE, both upserts in one statement), grouped and sorted in byte order, the order of the
    statistics tables' primary keys. The forgetting DELETE stays a statement of its own: it must
    see the counts the upserts just wrote."""
    keyed = (delta.replace("SELECT r.org_id, r.scope, r.scope_id,",
                           'SELECT r.org_id COLLATE "C", r.scope COLLATE "C", r.scope_id COLLATE "C",')
             .replace("SELECT o.org_id, o.scope, o.scope_id,",
                      'SELECT o.org_id COLLATE "C", o.scope COLLATE "C", o.scope_id COLLATE "C",')
             .replace("SELECT n.org_id, n.scope, n.scope_id,",
                      'SELECT n.org_id COLLATE "C", n.scope COLLATE "C", n.scope_id COLLATE "C",'))
    body = f"""
        WITH d (org_id, scope, scope_id, tsv, delta) AS MATERIALIZED ({keyed}),
        s AS (
            INSERT INTO zeusmem.scope_stats AS s (org_id, scope, scope_id, n_active, total_len)
            SELECT d.org_id, d.scope, d.scope_id, sum(d.delta), sum(d.delta * length(d.tsv))
            FROM d GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
            ON CONFLICT (org_id, scope, scope_id) DO UPDATE
                SET n_active = s.n_active + EXCLUDED.n_active, total_len = s.total_len + EXCLUDED.total_len)
        INSERT INTO zeusmem.term_stats AS t (org_id, scope, scope_id, lexeme, df)
        SELECT d.org_id, d.scope, d.scope_id, lx COLLATE "C", sum(d.delta)
        FROM d, unnest(tsvector_to_array(d.tsv)) AS lx GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
        ON CONFLICT (org_id, scope, scope_id, lexeme) DO UPDATE SET df = t.df + EXCLUDED.df;"""
    if forget:  # lexemes no active memory uses any more
        body += f"""
        DELETE FROM zeusmem.term_stats t
        USING (SELECT DISTINCT d.org_id, d.scope, d.scope_id, lx COLLATE "C" AS lx FROM ({keyed}) d,
               unnest(tsvector_to_array(d.tsv)) AS lx WHERE d.delta < 0) g
        WHERE t.org_id = g.org_id AND t.scope = g.scope AND t.scope_id = g.scope_id AND t.lexeme = g.lx
          AND t.df <= 0;"""
    return f"""
    CREATE OR REPLACE FUNCTION zeusmem.{name}() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $$
    BEGIN{body}
        RETURN NULL;
    END $$;
"""


_POLICY = dict(RLS_POLICIES)

MIGRATIONS += (
    # 20, bulk load (issue #26): the lexical statistics keyed in byte order. The embedded databases
    # (and most others) are created with a libc collation (C.UTF-8), so every comparison of the
    # four text keys of term_stats' primary key went through strcoll (after copying both strings
    # to NUL-terminated buffers): the statement trigger's upserts, ~60% of a COPY's trigger time,
    # are mostly btree descents. Nothing orders these keys linguistically (search reads them by
    # equality; the trigger sorts them only to lock in one order), and equality is the same in
    # both (deterministic collations compare bytes), so the keys are COLLATE "C": a parameter compared
    # with them takes their collation and still drives their index (a join with memory_items names
    # the collation of the side whose index drives it: zeusmem.storage.sql.LARGE_SCOPES).
    # Measured on the real-text benchmark's 100k memories (21 binary COPY batches of 5000, backend
    # CPU, load 2-4): the upsert of a batch's 14.7k new keys 0.180 -> 0.150 s, of 210k existing
    # keys 2.55 -> 2.23 s; the whole COPY 11.8 -> 11.0 s. df is an integer (no scope holds 2^31
    # memories): a row no longer pads to 8 bytes for it, heap 14 -> 12 MiB for those 210k keys
    # (search results unchanged: the same counts; the same 625 search statements replayed on
    # both schemas returned the same items, p50/p95 equal within noise). The tables are rebuilt (a
    # column in a policy cannot change its collation in place), their keys sorted (primary keys
    # built once, compact), with their grants and their row-level security policy re-applied
    # unchanged (RLS_POLICIES' predicate, through zeusmem.protect_table). Writers wait for the
    # rebuild (SHARE lock on memory_items).
    """
    LOCK TABLE zeusmem.memory_items IN SHARE MODE;
    LOCK TABLE zeusmem.term_stats, zeusmem.scope_stats IN ACCESS EXCLUSIVE MODE;

    CREATE TABLE zeusmem.term_stats_c (
        org_id      text COLLATE "C" NOT NULL,
        scope       text COLLATE "C" NOT NULL,
        scope_id    text COLLATE "C" NOT NULL,
        lexeme      text COLLATE "C" NOT NULL,
        df          integer NOT NULL DEFAULT 0
    );
    INSERT INTO zeusmem.term_stats_c (org_id, scope, scope_id, lexeme, df)
    SELECT org_id, scope, scope_id, lexeme, df FROM zeusmem.term_stats
    ORDER BY org_id COLLATE "C", scope COLLATE "C", scope_id COLLATE "C", lexeme COLLATE "C";
    CREATE TABLE zeusmem.scope_stats_c (
        org_id      text COLLATE "C" NOT NULL,
        scope       text COLLATE "C" NOT NULL,
        scope_id    text COLLATE "C" NOT NULL,
        n_active    bigint NOT NULL DEFAULT 0,
        total_len   bigint NOT NULL DEFAULT 0
    );
    INSERT INTO zeusmem.scope_stats_c (org_id, scope, scope_id, n_active, total_len)
    SELECT org_id, scope, scope_id, n_active, total_len FROM zeusmem.scope_stats
    ORDER BY org_id COLLATE "C", scope COLLATE "C", scope_id COLLATE "C";
    DROP TABLE zeusmem.term_stats;
    DROP TABLE zeusmem.scope_stats;
    ALTER TABLE zeusmem.term_stats_c RENAME TO term_stats;
    ALTER TABLE zeusmem.scope_stats_c RENAME TO scope_stats;
    ALTER TABLE zeusmem.term_stats ADD CONSTRAINT term_stats_pkey PRIMARY KEY (org_id, scope, scope_id, lexeme);
    ALTER TABLE zeusmem.scope_stats ADD CONSTRAINT scope_stats_pkey PRIMARY KEY (org_id, scope, scope_id);
    GRANT SELECT, INSERT, UPDATE, DELETE ON zeusmem.term_stats, zeusmem.scope_stats TO zeusmem_app;
    """
    f"SELECT zeusmem.protect_table('zeusmem.term_stats', {_quoted(_POLICY['term_stats'])});"
    f" SELECT zeusmem.protect_table('zeusmem.scope_stats', {_quoted(_POLICY['scope_stats'])});"
    + _c_stats_function("memory_items_stats_ins", _INS_DELTA, False)
    + _c_stats_function("memory_items_stats_upd", _UPD_DELTA, True)
    + _c_stats_function("memory_items_stats_del", _DEL_DELTA, True),
)


def _c_stats_guarded(name: str, delta: str) -> str:
    """:func:`_c_stats_function` for inserts, skipped while ``zeusmem.bulk_stats`` is ``deferred`` in
    the transaction (a bulk load applies its rows' statistics itself: :data:`_BULK_STATS`)."""
    return _c_stats_function(name, delta, False).replace(
        "    BEGIN\n", "    BEGIN\n        IF current_setting('zeusmem.bulk_stats', true) = 'deferred' THEN\n"
        "            RETURN NULL;\n        END IF;\n", 1)


#: the statistics of rows a bulk load copied with the insert trigger deferred, named by id: the
#: insert trigger's arithmetic over those rows as they are now (the load's transaction has not
#: committed, so nobody else can have changed them), in one statement
_BULK_STATS = _c_stats_function(
    "apply_bulk_stats", _INS_DELTA.replace(
        "FROM new_rows r WHERE", "FROM zeusmem.memory_items r WHERE r.id = ANY(ids) AND"), False,
).replace("zeusmem.apply_bulk_stats() RETURNS trigger", "zeusmem.apply_bulk_stats(ids text[]) RETURNS void").replace(
    "        RETURN NULL;\n", "")

MIGRATIONS += (
    # 21, bulk load (issue #26): the statistics of a large load in one statement per group of
    # batches instead of one per COPY. The insert trigger returns at once when the transaction set
    # zeusmem.bulk_stats to 'deferred'; zeusmem.apply_bulk_stats(ids) then counts those rows with the
    # trigger's arithmetic before the transaction commits (zeusmem.storage.bulk.BulkSession). The
    # application role could already write the statistics tables (its grants), so the setting gives
    # it no power it did not have.
    _c_stats_guarded("memory_items_stats_ins", _INS_DELTA)
    + _BULK_STATS
    + """
    REVOKE EXECUTE ON FUNCTION zeusmem.apply_bulk_stats(text[]) FROM PUBLIC;
    GRANT EXECUTE ON FUNCTION zeusmem.apply_bulk_stats(text[]) TO zeusmem_app;
    """,
)

MIGRATIONS += (
    # 22, writes (issue #26): where a memory's date expressions are (start, end offsets, flat; '{}'
    # none; NULL not read: rows written before, bulk loads, encrypted memories), kept when it is
    # written (zeusmem.rules.validity.date_spans), so that comparing a later dated statement with it
    # without the times needs no second parse of its text.
    "ALTER TABLE zeusmem.memory_items ADD COLUMN IF NOT EXISTS date_spans int4[]",
)
