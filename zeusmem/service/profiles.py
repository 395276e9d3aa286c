"""Profiles of ``MemoryService``: stored user and project fields, built with the items that feed them
(:mod:`zeusmem.rules.profiles`, pure) from one primary-key read."""

from __future__ import annotations

import time
from collections.abc import Sequence
from datetime import datetime
from typing import Any

from zeusmem.errors import GateRejected, InvalidInput
from zeusmem.rules import profiles, prompt
from zeusmem.rules import validation as v
from zeusmem.rules.permissions import Action
from zeusmem.service import gate
from zeusmem.service._base import _Base, _require_ctx
from zeusmem.stages import stage
from zeusmem.storage import sql as q
from zeusmem.types import (
    PROJECT_PROFILE_FIELDS,
    USER_PROFILE_FIELDS,
    AgentProfile,
    KeyDecision,
    ProjectProfile,
    SecurityContext,
    UserProfile,
)

_LIST_FIELDS_USER = profiles.LIST_FIELDS_USER
_LIST_FIELDS_PROJECT = profiles.LIST_FIELDS_PROJECT


class _Profiles(_Base):
    """The user and project profiles: stored fields, and the items that feed them."""

    async def upsert_user_profile(self, ctx: SecurityContext, **fields: Any) -> UserProfile:
        """Set user profile fields (merged with what is stored)."""
        ctx = _require_ctx(ctx)
        clean = self._profile_fields(fields, USER_PROFILE_FIELDS, _LIST_FIELDS_USER)
        async with self.repo.db.connection() as conn, conn.transaction():
            await self.repo.upsert_profile(conn, q.UPSERT_USER_PROFILE,
                                           {"org": ctx.org_id or "", "user": ctx.user_id, "fields": clean,
                                            "sources": []})
        return (await self.get_profile_for_agent(SecurityContext(ctx.user_id, org_id=ctx.org_id))).user

    async def upsert_project_profile(self, ctx: SecurityContext, **fields: Any) -> ProjectProfile:
        """Set project profile fields of ctx.project_id (owner/admin/editor)."""
        ctx = _require_ctx(ctx)
        if ctx.project_id is None:
            raise InvalidInput("ctx.project_id", "a project profile needs a context with a project")
        await self._project_role(ctx, Action.CREATE)
        clean = self._profile_fields(fields, PROJECT_PROFILE_FIELDS, _LIST_FIELDS_PROJECT)
        async with self.repo.db.connection() as conn, conn.transaction():
            await self.repo.upsert_profile(conn, q.UPSERT_PROJECT_PROFILE,
                                           {"project": ctx.project_id, "fields": clean, "sources": []})
        profile = (await self.get_profile_for_agent(ctx)).project
        assert profile is not None
        return profile

    async def get_profile_for_agent(self, ctx: SecurityContext) -> AgentProfile:
        """User profile and, with a project the user belongs to, the project profile.

        Stored fields win; memory items fill the rest (skill -> expertise_areas, habit ->
        frequently_used_tools, decision -> key_decisions, constraint -> constraints, and an item
        whose key is a profile field name sets that field); their ids are the profile's sources.
        One primary-key read: the feeding items are kept materialised per scope by the database
        (see :mod:`zeusmem.rules.profiles`).
        """
        ctx = _require_ctx(ctx)
        return await self.repo.db.run(lambda conn: self._profile_on(conn, ctx), search=True)

    async def _profile_on(self, conn: Any, ctx: SecurityContext) -> AgentProfile:
        with stage("profile_db"):
            row = await self.repo.profile_row(conn, self._params(ctx))
        with stage("profile_build"):
            now_us = time.time_ns() // 1000
            urow = {"fields": row["u_fields"], "sources": row["u_sources"], "version": row["u_version"],
                    "updated_at": row["u_updated_at"]} if row["u_fields"] is not None else None
            user = profiles.build_user_profile(
                ctx.user_id, urow, profiles.sources_from_rows(row["u_items"], reader=ctx.user_id, now_us=now_us))
            project = None
            if ctx.project_id is not None and row["role"] is not None:
                prow = {"fields": row["p_fields"], "sources": row["p_sources"], "version": row["p_version"],
                        "updated_at": row["p_updated_at"]} if row["p_fields"] is not None else None
                project = profiles.build_project_profile(
                    ctx.project_id, prow,
                    profiles.sources_from_rows(row["p_items"], reader=ctx.user_id, now_us=now_us))
            return AgentProfile(user=user, project=project)

    def format_profile_for_prompt(self, profile: AgentProfile) -> str:
        return prompt.format_profile_for_prompt(profile)

    def _profile_fields(self, fields: dict[str, Any], allowed: Sequence[str], list_fields: set[str]) -> dict[str, Any]:
        clean: dict[str, Any] = {}
        for name, value in fields.items():
            if name not in allowed:
                raise InvalidInput(name, f"is not a profile field; allowed: {', '.join(allowed)}")
            if value is None:
                clean[name] = None
                continue
            if name == "key_decisions":
                value = [_decision_dict(d) for d in (value if isinstance(value, (list, tuple)) else [value])]
                texts = [d["decision"] + " " + d.get("rationale", "") for d in value]
            elif name in list_fields:
                if isinstance(value, str):
                    value = [value]
                if not isinstance(value, (list, tuple)):
                    raise InvalidInput(name, "must be a list of strings")
                value = [v.text(name, x, max_len=500).strip() for x in value]
                texts = value
            else:
                value = v.text(name, value, max_len=self.settings.max_length).strip()
                texts = [value]
            for t in texts:
                if leak := gate.sensitive_field({name: t}):
                    raise GateRejected(leak)
            clean[name] = value
        return clean


def _decision_dict(d: Any) -> dict[str, Any]:
    if isinstance(d, KeyDecision):
        return {"decision": d.decision, "rationale": d.rationale,
                "decided_at": d.decided_at.isoformat() if d.decided_at else None}
    if isinstance(d, str):
        return {"decision": v.text("key_decisions", d, max_len=2000), "rationale": "", "decided_at": None}
    if isinstance(d, dict) and isinstance(d.get("decision"), str):
        at = d.get("decided_at")
        if isinstance(at, datetime):
            at = at.isoformat()
        return {"decision": v.text("key_decisions", d["decision"], max_len=2000),
                "rationale": v.text("rationale", d.get("rationale") or "", max_len=2000, allow_empty=True),
                "decided_at": at}
    raise InvalidInput("key_decisions", "each decision is a string, a KeyDecision or a dict with 'decision'")
