"""Append-only schema migrations. A migration's position in :data:`MIGRATIONS` is its version.

Never edit or reorder a migration that has shipped: append a new one. ``setup()`` (in
:mod:`zeusmem.storage.database`) applies the missing ones under an advisory lock, so any
number of processes may call it at once.

Everything lives in the ``zeusmem`` schema. Embeddings of every model share one untyped
``vector`` column; each (model, dims) pair gets its own partial HNSW expression index
(see :func:`zeusmem.storage.sql.create_model_index`), so the dimension is never hard-coded
and vectors of different models are never compared.
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
        status              text NOT NULL DEFAULT 'active' CHECK (status IN ('active','archived','superseded','expired')),
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
