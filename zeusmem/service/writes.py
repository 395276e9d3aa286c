"""The write path of ``MemoryService``: the gate (validation, secrets, duplicates, the optional
conflict model, the rate limit), adds, updates, deletes and verification, each in one transaction
under the scope's advisory lock."""

from __future__ import annotations

import asyncio
import inspect
import secrets as _secrets
import time
from collections.abc import Sequence
from dataclasses import replace
from datetime import datetime
from typing import Any

from zeusmem.errors import InvalidInput
from zeusmem.rules import claims, neighbours, validity
from zeusmem.rules import secrets as secret_scan
from zeusmem.rules import validation as v
from zeusmem.rules.permissions import Action
from zeusmem.rules.policy import DEFAULT_TTL
from zeusmem.service import gate, write_hook
from zeusmem.service._base import _Base, _require_ctx, log
from zeusmem.service.classifier import ConflictVerdict
from zeusmem.service.classifier import Neighbour as ModelNeighbour
from zeusmem.service.conflicts import NEIGHBOURS, end_validity, neighbours_from_near
from zeusmem.service.write_request import Times, read_times, update_times, write_request
from zeusmem.storage import sql as q
from zeusmem.storage import versions
from zeusmem.storage.driver import driver_errors
from zeusmem.storage.repository import Near, NeighbourSearch
from zeusmem.types import (
    MemoryItem,
    MemoryType,
    Priority,
    Scope,
    SecurityContext,
    Sensitivity,
    Source,
    Status,
    Visibility,
)
from zeusmem.verdicts import GateReason, GateVerdict


def new_memory_id() -> str:
    """``mem_`` + 12 hex digits of time + 12 random: sortable by creation, unguessable."""
    return f"mem_{time.time_ns() // 1000:013x}{_secrets.token_hex(6)}"


class _Writes(_Base):
    """The write path: the gate, adds, updates, deletes, verification."""

    async def _secrets_to_references(self, ctx: SecurityContext, content: str) -> str:
        """With a ``secret_sink``: each secret in ``content`` goes to the host's credential store and
        only the reference it returns is kept ("OpenAI API key: credential cred_42"). Without one, or
        when the sink fails, the content is unchanged and the gate rejects it."""
        if self.secret_sink is None:
            return content
        findings = secret_scan.find_secrets(content)
        if not findings:
            return content
        refs = []
        try:
            for f in findings:
                value = content[f.start : f.end]
                ref = self.secret_sink(secret_scan.DetectedSecret(f.kind, secret_scan.label(f.kind), value))
                refs.append(await ref if inspect.isawaitable(ref) else ref)
            return secret_scan.with_references(content, findings, refs)
        except Exception as e:  # noqa: BLE001 - never echo what the sink said: it may quote the secret
            self._rejected(ctx, GateVerdict(
                False, GateReason.SENSITIVE,
                f"the secret_sink failed ({type(e).__name__}); the secret was not stored. "
                "Configure it as a credential of the host application.",
            ))

    # --- the gate ---------------------------------------------------------------------------
    def validate_memory(self, content: str, *, confidence: float = 1.0, source: Source | str = Source.USER
                        ) -> GateVerdict:
        """Gate steps 1-3 (pure): confidence, sensitive content, length."""
        content = v.text("content", content, max_len=10_000_000, allow_empty=True)
        v.enum_value("source", source, Source)
        return gate.validate(content, confidence=v.unit_float("confidence", confidence), settings=self.settings)

    async def check_duplicate(self, ctx: SecurityContext, content: str, *, scope: Scope | str = Scope.USER,
                              memory_type: MemoryType | str | None = None) -> MemoryItem | None:
        """The active memory of the same scope at or above the duplicate threshold, if any."""
        ctx = _require_ctx(ctx)
        content = v.text("content", content, max_len=self.settings.max_length)
        scope_e = v.enum_value("scope", scope, Scope)
        assert scope_e is not None
        scope_id = self._scope_id(ctx, scope_e)
        if scope_e is Scope.PROJECT:
            await self._project_role(ctx, Action.READ)
        emb = self.embeddings_for(ctx, scope_e)
        spec, model_id = await self._spec(emb)
        vec = await self._embed(emb, content, query=False)
        params = {"org": ctx.org_id or "", "scope": scope_e.value, "scope_id": scope_id, "qvec": vec,
                  "created_by": ctx.user_id}
        async with self.repo.db.connection() as conn:
            near = await self.repo.neighbours(conn, params, model_id, spec.dims, exclude_lineage=False,
                                              limit=NEIGHBOURS)
        found = self._restated(ctx, content, near)
        return found[0] if found else None

    def _restated(self, ctx: SecurityContext, content: str,
                  near: Sequence[Near]) -> tuple[MemoryItem, float] | None:
        """The most similar neighbour at or above the duplicate threshold that ``content`` only
        restates (a changed number, name, place, time, language or negation is no duplicate)."""
        for item, sim, *_ in near:
            if sim < self.settings.duplicate_threshold:
                break
            if item.visibility is Visibility.OWNER_ONLY and item.created_by != ctx.user_id:
                continue
            if claims.is_restatement(content, item.content):
                return item, sim
        return None

    # --- the duplicate gate and the optional model -------------------------------------------
    async def _ask_model(self, ctx: SecurityContext, content: str, params: dict[str, Any], model_id: int,
                         dims: int, *, lineage: str | None) -> tuple[ConflictVerdict, frozenset[str]] | None:
        """The chat model's verdict on ``content`` against its nearest neighbours (None without a
        model, without close neighbours, or when it fails, hesitates or is too slow)."""
        clf = self.classifier
        if clf is None:
            return None
        async with self.repo.db.connection() as conn:
            near = await self.repo.neighbours(conn, {**params, "lineage": lineage}, model_id, dims,
                                              exclude_lineage=lineage is not None, limit=clf.max_neighbours)
        shown = clf.shown([ModelNeighbour(i.id, i.content, sim) for i, sim, *_ in near
                           if i.visibility is not Visibility.OWNER_ONLY or i.created_by == ctx.user_id])
        verdict = await clf.classify(content, shown)
        return None if verdict is None else (verdict, frozenset(n.id for n in shown))

    def _duplicate_of(self, ctx: SecurityContext, content: str, near: Sequence[Near],
                      verdict: tuple[ConflictVerdict, frozenset[str]] | None) -> tuple[MemoryItem, float] | None:
        """The memory ``content`` only restates (the gate's duplicate step), or None."""
        by_id = {i.id: (i, sim) for i, sim, *_ in near}
        if verdict is not None:
            v_, _shown = verdict
            target = by_id.get(v_.target_id or "")
            if v_.decision == "DUPLICATE" and target is not None:
                c = claims.compare(target[0].content, content)
                if not c.value_change and c.same_label is not False:
                    return target
            if v_.decision in ("UPDATE", "CONFLICT", "DUPLICATE"):
                near = [t for t in near if t[0].id != v_.target_id]
        return self._restated(ctx, content, near)

    @staticmethod
    def _model_relations(verdict: tuple[ConflictVerdict, frozenset[str]] | None,
                         near: Sequence[Near]) -> dict[str, claims.Relation] | None:
        """The model's verdict as relations to the neighbours it was shown (they replace the offline
        rules for those): UPDATE supersedes its target, CONFLICT (or a DUPLICATE that changes a
        value) flags it, the others stay as they are."""
        if verdict is None:
            return None
        v_, shown = verdict
        sims = {i.id: sim for i, sim, *_ in near}
        out = {mid: claims.NONE for mid in shown}
        if v_.target_id in shown:
            sim = sims.get(v_.target_id)
            if v_.decision == "UPDATE":
                out[v_.target_id] = claims.Relation("supersede", "model_update", True, similarity=sim)
            elif v_.decision in ("CONFLICT", "DUPLICATE"):
                out[v_.target_id] = claims.Relation("flag", f"model_{v_.decision.lower()}", similarity=sim)
        return out

    async def _dateless_vector(self, emb: Any, content: str, when: Times) -> Any:
        """The vector of ``content`` without its date expressions; None when it names no time."""
        stripped = validity.without_dates(content, when.observed_at)
        return None if stripped == content or not stripped else await self._embed(emb, stripped, query=False)

    async def check_rate_limit(self, ctx: SecurityContext) -> bool:
        """True while this session may still store agent-extracted memories (source ai) today."""
        ctx = _require_ctx(ctx)
        async with self.repo.db.connection() as conn:
            n = await self.repo.extractions_in_24h(conn, self._session_key(ctx))
        return n < self.settings.max_extractions

    # --- writes -------------------------------------------------------------------------------
    async def add_explicit_memory(
        self,
        ctx: SecurityContext,
        content: str,
        memory_type: MemoryType | str,
        scope: Scope | str = Scope.USER,
        *,
        key: str | None = None,
        confidence: float | None = None,
        source: Source | str = Source.USER,
        source_id: str | None = None,
        tags: Sequence[str] = (),
        visibility: Visibility | str = Visibility.MEMBERS,
        priority: Priority | str = Priority.NORMAL,
        importance: float = 0.5,
        sensitivity: Sensitivity | str = Sensitivity.NORMAL,
        expires_at: datetime | None = None,
        provenance: dict[str, Any] | None = None,
        embed: bool = True,
        context: str | Sequence[str] | None = None,
        observed_at: datetime | None = None,
        valid_from: datetime | None = None,
        valid_to: datetime | None = None,
    ) -> MemoryItem:
        """Store a memory through the gate; the same ``key`` makes a new version. Raises GateRejected.

        ``embed=False`` stores it without an embedding (LangGraph's ``index=False``): it is listed,
        but a search never finds it and the semantic duplicate check is skipped for it.
        ``context``: text around the memory that helps find it — for a turn of a transcript, the
        turns before and after it. Only its terms are kept (a full-text index, never shown, never
        returned); a search matching them ranks the memory higher
        (:func:`zeusmem.rules.ranking.with_context`). A part holding a secret is left out.
        Written without one, a dialogue turn (``"Name: text"``) gets the turns this writer stored
        just before and after it in the scope and session (observed within 30 minutes) as its
        context, and so does a memory stored with the same ``observed_at`` as the one before it
        (:mod:`zeusmem.rules.neighbours`; not for keyed memories or encrypted sensitivities).
        ``observed_at``: when it was said (default now); ``valid_from`` / ``valid_to``: when it
        holds in the world (each read from the content relative to ``observed_at`` when not given,
        :mod:`zeusmem.service.write_request`).
        """
        ctx = _require_ctx(ctx)
        req = write_request(
            content, memory_type, scope, key=key, confidence=confidence, source=source, source_id=source_id,
            tags=tags, visibility=visibility, priority=priority, importance=importance, sensitivity=sensitivity,
            expires_at=expires_at, provenance=provenance, embed=embed, context=context,
            observed_at=observed_at, valid_from=valid_from, valid_to=valid_to,
        )
        mtype, scope_e, source_e, conf, key_s, embed = (req.memory_type, req.scope, req.source, req.confidence,
                                                        req.key, req.embed)
        tag_list, prov, source_id = req.tags, req.provenance, req.source_id

        content = await self._secrets_to_references(ctx, req.content)
        verdict = gate.validate(content, confidence=conf, settings=self.settings)
        if not verdict.accepted:
            self._rejected(ctx, verdict)
        if leak := gate.sensitive_field(
            {"key": key_s, "tags": tag_list, "source_id": source_id, "provenance": prov}
        ):
            self._rejected(ctx, leak)
        content = content.strip()
        scope_id = self._scope_id(ctx, scope_e)
        if scope_e is Scope.PROJECT:
            role = await self._project_role(ctx, Action.CREATE)
        else:
            role = None

        emb = self.embeddings_for(ctx, scope_e)
        spec, model_id = await self._spec(emb)
        embedding = asyncio.ensure_future(self._embed(emb, content, query=False)) if embed else None
        try:  # the date parse runs on this thread while the model embeds on its own
            req = replace(req, times=read_times(req.times, content))
        except BaseException:
            if embedding is not None:
                embedding.cancel()
            raise
        vec = await embedding if embedding is not None else None
        org = ctx.org_id or ""
        prov = {**prov, "source": source_e.value}
        if source_id:
            prov["source_id"] = source_id
        if ctx.session_id:
            prov.setdefault("session_id", ctx.session_id)
        scope_params = {"org": org, "scope": scope_e.value, "scope_id": scope_id, "qvec": vec,
                        "created_by": ctx.user_id}
        model_verdict = (
            None if vec is None else await self._ask_model(ctx, content, scope_params, model_id, spec.dims,
                                                           lineage=None)
        )
        dateless_vec = await self._dateless_vector(emb, content, req.times) if embed else None
        # written without a context: the memory before it (a turn of the same conversation, or
        # said at the same instant) is its context, and it joins that one's (zeusmem.rules.neighbours)
        # (the same visibility too: a private memory's terms never help find a shared one)
        turn_key = (org, scope_e.value, scope_id, ctx.user_id, ctx.session_id or "", req.visibility.value)
        linkable = (req.context is None and key_s is None and req.sensitivity is Sensitivity.NORMAL
                    and len(content) <= neighbours.MAX_TEXT)
        prev_turn = self._last_turns.get(turn_key) if linkable else None
        if prev_turn is not None and not neighbours.follows(prev_turn, content, req.times.observed_at):
            prev_turn = None
        context_text = prev_turn.text if prev_turn is not None else req.context

        with driver_errors("storing the memory"):
            # pipelined: BEGIN with the lock and the neighbours, COMMIT with the audit row
            async with self.repo.db.connection() as conn, self.repo.transaction(conn):
                scope_lock = f"scope|{org}|{scope_e.value}|{scope_id}"
                lock: str | None = scope_lock
                previous = None
                if key_s:
                    await self.repo.lock(conn, scope_lock)
                    lock = None
                    previous = await self.repo.active_by_key(
                        conn, {"org": org, "scope": scope_e.value, "scope_id": scope_id,
                               "memory_type": mtype.value, "key": key_s, "created_by": ctx.user_id},
                    )
                    if previous is not None and scope_e is Scope.PROJECT:
                        self._check_project(role, Action.EDIT, previous, ctx)
                lineage = await self._lineage(conn, previous.id) if previous else None
                # the lock (unless taken above) and the neighbours, each with its similarity to the text
                # without its dates when it names one (``dvec``): one round trip
                search: NeighbourSearch | None = None if vec is None else (
                    {**scope_params, "lineage": lineage, "dvec": dateless_vec}, model_id, spec.dims,
                    previous is not None, NEIGHBOURS)
                new_id = new_memory_id()
                archived = new_id if previous is not None else None  # a new version under the same id

                def values(lineage: str) -> dict[str, Any]:
                    return {
                        "id": lineage, "lineage_id": lineage, "version": previous.version + 1 if previous else 1,
                        "supersedes_id": archived, "content": content,
                        "memory_type": mtype.value, "scope": scope_e.value, "scope_id": scope_id, "org_id": org,
                        "source": source_e.value, "source_id": source_id, "confidence": conf,
                        "importance": req.importance, "visibility": req.visibility.value,
                        "sensitivity": req.sensitivity.value, "key": key_s, "tags": tag_list,
                        "priority": req.priority.value, "verified": source_e is Source.USER,
                        "expires_at": req.expires_at, "created_by": ctx.user_id,
                        "provenance": prov, "embedding": vec, "embedding_model_id": model_id if embed else None,
                        "embedding_dims": spec.dims if embed else None, "context": context_text,
                        "date_spans": list(validity.date_spans(content, req.times.observed_at)),
                        **req.times.columns(),
                    }

                def hook_for(lineage: str) -> write_hook.HookRequest:  # the hook's statements, sent with the insert
                    return write_hook.request(ctx, write_hook.Pending(
                        lineage, content, key_s, org or None, scope_e, scope_id, source_e, req.expires_at,
                    ), model_id=model_id if embed else None, dims=spec.dims if embed else None)

                # a new memory that needs no check before its insert (no key: no version to retire;
                # not an agent's: no rate limit) is inserted in the round trip of its neighbours: a
                # duplicate they show rolls it back with the transaction
                inserted: tuple[MemoryItem, tuple[Any, ...] | None, list[dict[str, Any]]] | None = None
                near: list[Near] = []
                if search is not None and previous is None and source_e is not Source.AI:
                    hook = hook_for(new_id)
                    near, first, hook_row, hook_rows = await self.repo.neighbours_and_insert(
                        conn, search, values(new_id), lock=lock,
                        # before the insert: the new row would take the room on the previous turn's
                        # page that lets this update stay in place (HOT: no index entries)
                        append=(prev_turn.id, content) if prev_turn is not None else None,
                        hook=hook.hook, defaults=DEFAULT_TTL, extra=hook.extra,
                    )
                    inserted = first, hook_row, hook_rows
                elif search is not None:
                    near = await self.repo.locked_neighbours(conn, search, lock=lock)
                elif lock is not None:
                    await self.repo.lock(conn, lock)
                dup = self._duplicate_of(ctx, content, near, model_verdict)
                if dup is not None:
                    self._rejected(ctx, GateVerdict(
                        False, GateReason.DUPLICATE,
                        f"an active memory {dup[0].id} says nearly the same (similarity {dup[1]:.2f}); "
                        "update it instead (same key) or store something new",
                        existing_id=dup[0].id, similarity=round(dup[1], 4),
                    ))
                lineage = lineage or new_id
                if inserted is not None:
                    item, hook_row, hook_rows = inserted
                else:
                    if source_e is Source.AI:
                        session_key = self._session_key(ctx)
                        await self.repo.lock(conn, f"rate|{session_key}")
                        if await self.repo.extractions_in_24h(conn, session_key) >= self.settings.max_extractions:
                            self._rejected(ctx, GateVerdict(
                                False, GateReason.RATE_LIMIT,
                                f"this session already stored {self.settings.max_extractions} agent-extracted "
                                "memories in the last 24 h",
                            ))
                        await self.repo.record_extraction(conn, session_key)
                    if previous is not None:  # a new version under the same id (storage.versions)
                        await versions.retire_current(conn, previous.id, new_id)
                        # the same key: a new statement ends the previous one in the world
                        await end_validity(conn, replace(previous, id=new_id), req.times)
                    if prev_turn is not None:  # before the insert: the new row would take the room on the
                        # previous turn's page that lets this update stay in place (HOT: no index entries)
                        await self.repo.append_context(conn, prev_turn.id, content)
                    # the insert and the hook's round trip (policy, retention, extra conflict candidates): one
                    hook = hook_for(lineage)
                    item, hook_row, hook_rows = await self.repo.insert_with_context(
                        conn, values(lineage), hook=hook.hook, defaults=DEFAULT_TTL, extra=hook.extra)
                item = await write_hook.after_write(  # policy, retention, conflicts
                    conn, self.repo, ctx, item, lineage=lineage,
                    neighbours=neighbours_from_near(near),
                    model_id=model_id if embed else None, dims=spec.dims if embed else None,
                    dup_threshold=self.settings.duplicate_threshold,
                    verdicts=self._model_relations(model_verdict, near), dated=dateless_vec is not None,
                    context=(hook_row, hook_rows),
                )
                await self._audit(conn, ctx, "memory.superseded" if previous else "memory.created", item,
                                  {"source": source_e.value, "memory_type": mtype.value,
                                   "supersedes": previous.id if previous else None}, lineage=lineage)
        if linkable:
            self._last_turns.put(turn_key, neighbours.written(item.id, content, req.times.observed_at))
        log.info("memory stored id=%s scope=%s type=%s version=%d", item.id, item.scope.value,
                 item.memory_type.value, item.version)
        return item

    async def update_memory(
        self,
        ctx: SecurityContext,
        memory_id: str,
        *,
        content: str | None = None,
        confidence: float | None = None,
        tags: Sequence[str] | None = None,
        priority: Priority | str | None = None,
        importance: float | None = None,
        visibility: Visibility | str | None = None,
        expires_at: datetime | None = None,
        clear_expiry: bool = False,
        reason: str | None = None,
        provenance: dict[str, Any] | None = None,
        source: Source | str = Source.USER,
        observed_at: datetime | None = None,
        valid_from: datetime | None = None,
        valid_to: datetime | None = None,
    ) -> MemoryItem:
        """A new version of an active memory under the same id, ``version`` + 1 (the previous one
        is kept, superseded); ``provenance`` is merged into the version's provenance. ``source``:
        who edits, ``user`` (a person) or ``ai`` (an agent): a person's edit of their own verified
        memory stays verified, any other change of its content does not. ``observed_at``,
        ``valid_from`` and ``valid_to`` as for ``add_explicit_memory``; not given, the version keeps
        the current ones (new content without a validity given has it read from its text)."""
        ctx = _require_ctx(ctx)
        editor = v.enum_value("source", source, Source)
        if not isinstance(clear_expiry, bool):
            raise InvalidInput("clear_expiry", "must be a boolean")
        extra_prov = v.provenance("provenance", provenance)
        current = await self.get_memory(ctx, memory_id)
        if current.status is not Status.ACTIVE:
            raise InvalidInput("memory_id", f"is a {current.status.value} version; update the active version")
        await self._check_write(ctx, current, Action.EDIT)
        new_content = current.content if content is None else v.text("content", content, max_len=10_000_000)
        conf = current.confidence if confidence is None else v.unit_float("confidence", confidence)
        if content is not None:
            new_content = await self._secrets_to_references(ctx, new_content)
        # the validity the new content names, read once its secrets are out (none reaches the parser)
        when = update_times(current, None if content is None else new_content, observed_at, valid_from, valid_to)
        verdict = gate.validate(new_content, confidence=conf, settings=self.settings)
        if not verdict.accepted:
            self._rejected(ctx, verdict)
        if leak := gate.sensitive_field({"tags": tags, "reason": reason, "provenance": extra_prov}):
            self._rejected(ctx, leak)
        new_content = new_content.strip()
        emb = self.embeddings_for(ctx, current.scope)
        spec, model_id = await self._spec(emb)
        vec = await self._embed(emb, new_content, query=False)
        org = ctx.org_id or ""
        scope_params = {"org": org, "scope": current.scope.value, "scope_id": current.scope_id, "qvec": vec,
                        "created_by": ctx.user_id}
        model_verdict = None
        if content is not None and self.classifier is not None:
            async with self.repo.db.connection() as conn:
                cur_lineage = await self._lineage(conn, current.id)
            model_verdict = await self._ask_model(ctx, new_content, scope_params, model_id, spec.dims,
                                                  lineage=cur_lineage)
        with driver_errors("updating the memory"):
            async with self.repo.db.connection() as conn, conn.transaction():
                await self.repo.lock(conn, f"scope|{org}|{current.scope.value}|{current.scope_id}")
                # re-check on this transaction's connection: a second pool connection here deadlocks
                # when every pooled connection is held by an update waiting for one
                fresh = await self.repo.item_row_on(conn, self._scopes(ctx), {**self._params(ctx), "id": current.id})
                if (fresh is None or fresh[q.ITEM_COLUMNS.index("status")] != Status.ACTIVE.value
                        or fresh[q.ITEM_COLUMNS.index("version")] != current.version):  # the id is stable
                    raise InvalidInput("memory_id", "was changed concurrently; fetch the active version and retry")
                lineage = await self._lineage(conn, current.id)
                near: list[Near] = []
                if content is not None:
                    near = await self.repo.neighbours(conn, {**scope_params, "lineage": lineage}, model_id,
                                                      spec.dims, exclude_lineage=True, limit=NEIGHBOURS)
                    dup = self._duplicate_of(ctx, new_content, near, model_verdict)
                    if dup is not None:
                        self._rejected(ctx, GateVerdict(
                            False, GateReason.DUPLICATE,
                            f"an active memory {dup[0].id} already says nearly the same (similarity {dup[1]:.2f})",
                            existing_id=dup[0].id, similarity=round(dup[1], 4)))
                archived = new_memory_id()
                await versions.retire_current(conn, current.id, archived)
                prov = {**current.provenance, **extra_prov}
                if reason:
                    prov["update_reason"] = v.text("reason", reason, max_len=500)
                item = await self.repo.insert(conn, {
                    "id": current.id, "lineage_id": lineage, "version": current.version + 1,
                    "supersedes_id": archived, "content": new_content,
                    "memory_type": current.memory_type.value, "scope": current.scope.value,
                    "scope_id": current.scope_id, "org_id": org, "source": current.source.value,
                    "source_id": current.source_id, "confidence": conf,
                    "importance": current.importance if importance is None else v.unit_float("importance", importance),
                    "visibility": (
                        v.enum_value("visibility", visibility, Visibility, optional=True) or current.visibility
                    ).value,
                    "sensitivity": current.sensitivity.value, "key": current.key,
                    "tags": list(current.tags) if tags is None else v.tags("tags", tags),
                    "priority": (v.enum_value("priority", priority, Priority, optional=True) or current.priority).value,
                    "verified": current.verified and (
                        content is None or (editor is Source.USER and current.created_by == ctx.user_id)),
                    "expires_at": None if clear_expiry
                    else (v.aware_datetime("expires_at", expires_at) or current.expires_at),
                    "created_by": current.created_by, "provenance": prov, "embedding": vec,
                    "embedding_model_id": model_id, "embedding_dims": spec.dims, **when.columns(),
                })
                if content is not None:  # the same conflict check as a new memory
                    item = await write_hook.after_write(
                        conn, self.repo, ctx, item, lineage=lineage,
                        neighbours=neighbours_from_near(near),
                        model_id=model_id, dims=spec.dims, dup_threshold=self.settings.duplicate_threshold,
                        verdicts=self._model_relations(model_verdict, near), conflicts_only=True,
                    )
                await self._audit(conn, ctx, "memory.updated", item, {"supersedes": current.id})
        return item

    async def delete_memory(self, ctx: SecurityContext, memory_id: str, *, reason: str | None = None) -> None:
        """Forget a memory: every version's content is removed; only a tombstone remains."""
        ctx = _require_ctx(ctx)
        current = await self.get_memory(ctx, memory_id)
        await self._check_write(ctx, current, Action.DELETE)
        org = ctx.org_id or ""
        why = v.text("reason", reason, max_len=500) if reason else None
        if gate.sensitive_field({"reason": why}):  # forgetting must still work: drop the reason
            why = "[withheld: the reason contained a secret]"
        with driver_errors("deleting the memory"):
            async with self.repo.db.connection() as conn, conn.transaction():
                await self.repo.lock(conn, f"scope|{org}|{current.scope.value}|{current.scope_id}")
                lineage = await self._lineage(conn, current.id)
                ids = await self.repo.delete_lineage(conn, lineage)
                for mid in ids:
                    await self.repo.tombstone(conn, {
                        "memory_id": mid, "lineage": lineage, "org": org, "scope": current.scope.value,
                        "scope_id": current.scope_id, "actor": ctx.user_id, "reason": why,
                    })
                await self._audit(conn, ctx, "memory.deleted", current, {"versions": len(ids), "reason": why},
                                  lineage=lineage)

    async def verify_memory(self, ctx: SecurityContext, memory_id: str, *, version: int | None = None) -> MemoryItem:
        """Mark a memory as confirmed by a human (the caller must be a human: see the REST API).

        ``version``: the version the human read; an :class:`InvalidInput` naming the current one
        when the memory changed since (an agent's edit in between is not verified by accident).
        Without it, the current version, as read here."""
        ctx = _require_ctx(ctx)
        current = await self.get_memory(ctx, memory_id)
        if current.status is not Status.ACTIVE:
            raise InvalidInput("memory_id", f"is a {current.status.value} version; verify the active version")
        if version is not None and version != current.version:
            raise InvalidInput("version", f"{version} is not the current version ({current.version}) of "
                               f"{current.id}: read it again and verify what it says now")
        await self._check_write(ctx, current, Action.EDIT)
        async with self.repo.db.connection() as conn, conn.transaction():
            if not await self.repo.set_verified(conn, current.id, current.version):
                raise InvalidInput("version", f"{current.id} changed while being verified (it was version "
                                   f"{current.version}): read it again and verify what it says now")
            await self._audit(conn, ctx, "memory.verified", current, {})
        return await self.get_memory(ctx, current.id)
