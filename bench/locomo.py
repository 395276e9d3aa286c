"""``python -m bench locomo``: zeusmem on real conversations (LoCoMo), evidence retrieval, no LLM.

The data is research data and never part of this repository: it is read at run time from
``--locomo-dir``, ``ZEUSMEM_LOCOMO_DIR`` or the first ``shared/locomo-dev`` folder found next to
the repository or one of its parents (``../shared/locomo-dev/``). Without it the mode says so
and exits (status 0): nothing to measure.

Per conversation, three runs, each into a user scope of its own:

* **turns**: every dialog turn stored as ``"{speaker}: {text}"`` (plus ``" [image: {caption}]"``)
  with ``add_explicit_memory`` (type ``fact``) in dialog order; a question's gold = the turns
  whose ``dia_id`` is in its evidence;
* **turns+context**: the same turns, each stored with ``context=`` the turns just before and
  after it in its session (what a transcript import knows; :func:`session_context`), with the
  paired difference to **turns** over the same questions (since the write path gives a turn
  written without a context its neighbours itself, :mod:`zeusmem.rules.neighbours`, both runs
  store the same contexts and agree);
* **observations**: every extracted fact, gold = the facts whose ``dia_id`` meets the evidence.

Every memory is stored with its session's date as ``observed_at`` (when it was said), so the
validity read from its text ("last year", "yesterday") is relative to that day, as in a live
conversation.

Questions of categories 1-4 with evidence (category 5 is adversarial). recall@k = share of a
question's gold memories among the top k, averaged over questions; MRR of the first gold hit in
the top 10. Systems, on the same texts and the same vectors (the local MiniLM, cached):

* ``zeusmem search``: ``search_memories`` after the write path (gate, conflicts) had its say;
* ``cosine kNN``: exact cosine over every memory (nothing rejected, nothing hidden);
* ``PostgreSQL full-text``: ``ts_rank`` of the ``english`` tsvector against the OR of the
  question's lexemes, over every memory;
* ``zeusmem vector-only`` / ``zeusmem lexical-only``: the two halves of zeusmem's relevance over
  what zeusmem keeps active, and (``--study``) the fusion candidates the default was chosen from.

* ``ParadeDB pg_search BM25``: the extension's BM25 (English stemmer and stopwords) over every
  memory, when the server has ``pg_search`` (the embedded one does; the row is left out without
  it), and ``zeusmem vector + pg_search BM25``: that BM25 (divided by the query's best score) as
  the lexical half instead of zeusmem's hand-kept term statistics.

Every figure comes per LoCoMo category (1 multi-hop, 2 temporal, 3 open-domain, 4 single-hop)
with a 95% percentile bootstrap interval of R@5 over questions (2,000 resamples, seed 0), and
each system's paired difference to ``zeusmem search`` on the same questions, so a change of 0.01
is not mistaken for progress; per conversation in the JSON. ``--study`` adds the fusion
candidates and the candidates of issue 25 (a turn's neighbours in its session as context,
speaker named in the question, query rewriting without a model; ``ranking:`` pseudo-relevance
feedback, coverage of the query's terms, a time expression for a "when" question), all over the
same active memories and vectors.

Also reported: the share of stored memories hidden by conflicts (status other than active after
the ingest), counted by the reason the conflict row records (its evidence — ``change``,
``correction``, ``ending``, ``attribute_change:home`` ... — and the attribute when one is named),
the first ``--hidden-examples`` of them (default 12) each with the text that hid it, that reason
and the cosine, open conflicts, the gate's rejections by reason and the ingest's write latency.
"""

from __future__ import annotations

import json
import os
import re
import time
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import numpy as np

KINDS = ("turns", "turns+context", "observations")
CONTEXT_KIND = "turns+context"  # the turns again, each stored with the turns around it as its context
CATEGORIES = (1, 2, 3, 4)
KS = (1, 5, 10)
MAIN = "zeusmem search"
_DIA = re.compile(r"D\d+:\d+")
#: hidden memories kept in the JSON per kind, with what hid them and why (``--hidden-examples``)
HIDDEN_EXAMPLES = 12


@dataclass(frozen=True, slots=True)
class Item:
    text: str
    dia_ids: frozenset[str]
    #: when it was said: its session's date (stored as the memory's ``observed_at``)
    observed_at: datetime | None = None


@dataclass(frozen=True, slots=True)
class Question:
    text: str
    evidence: frozenset[str]
    category: int


@dataclass(slots=True)
class Conversation:
    name: str
    turns: list[Item] = field(default_factory=list)
    observations: list[Item] = field(default_factory=list)
    questions: list[Question] = field(default_factory=list)

    def items(self, kind: str) -> list[Item]:
        return self.turns if kind.startswith("turns") else self.observations

    def gold(self, kind: str, q: Question) -> set[int]:
        return {i for i, m in enumerate(self.items(kind)) if m.dia_ids & q.evidence}


def find_data_dir(explicit: Path | None = None) -> Path | None:
    """The LoCoMo folder: ``explicit``, ``$ZEUSMEM_LOCOMO_DIR``, else ``shared/locomo-dev`` beside
    the repository or one of its parents. None when there is none."""
    if explicit is not None:
        return explicit if explicit.is_dir() else None
    env = os.environ.get("ZEUSMEM_LOCOMO_DIR", "").strip()
    if env:
        p = Path(env).expanduser()
        return p if p.is_dir() else None
    for parent in Path(__file__).resolve().parents[1:]:
        p = parent / "shared" / "locomo-dev"
        if p.is_dir() and any(p.glob("*.json")):
            return p
    return None


def session_date(text: Any) -> datetime | None:
    """A LoCoMo session's ``date_time`` ("1:56 pm on 8 May, 2023") as a UTC datetime; None when unreadable.

    >>> session_date("1:56 pm on 8 May, 2023").isoformat()
    '2023-05-08T13:56:00+00:00'
    """
    try:
        return datetime.strptime(" ".join(str(text).split()), "%I:%M %p on %d %B, %Y").replace(tzinfo=UTC)
    except ValueError:
        return None


def _session_numbers(d: dict[str, Any]) -> list[int]:
    return sorted(int(k.split("_")[1]) for k in d if re.fullmatch(r"session_\d+", k))


def load_conversation(path: Path, until_session: int | None = None) -> Conversation:
    """One LoCoMo conversation file (see the folder's README for the format). ``until_session``:
    as of the end of that session: its sessions up to it, the questions whose evidence they hold."""
    d = json.loads(path.read_text())
    conv = Conversation(path.stem)
    for n in _session_numbers(d):
        if until_session is not None and n > until_session:
            continue
        said = session_date(d.get(f"session_{n}_date_time"))
        for t in d[f"session_{n}"]:
            text = f"{t['speaker']}: {t['text']}"
            if t.get("blip_caption"):
                text += f" [image: {t['blip_caption']}]"
            conv.turns.append(Item(text, frozenset([t["dia_id"]]), said))
        for facts in (d.get(f"session_{n}_observation") or {}).values():
            for fact, ids in facts:
                raw = " ".join(ids) if isinstance(ids, list) else str(ids)
                conv.observations.append(Item(fact, frozenset(_DIA.findall(raw)), said))
    for q in d.get("qa", []):
        ev = frozenset(_DIA.findall(" ".join(str(e) for e in q.get("evidence") or [])))
        if until_session is not None and any(int(e[1:].split(":")[0]) > until_session for e in ev):
            continue
        if q.get("category") in CATEGORIES and ev:
            conv.questions.append(Question(str(q["question"]), ev, int(q["category"])))
    return conv


def load(data_dir: Path, names: Sequence[str] | None = None, until_session: int | None = None) -> list[Conversation]:
    files = sorted(data_dir.glob("*.json"))
    if names:
        files = [f for f in files if f.stem in set(names)]
    return [load_conversation(f, until_session) for f in files]


# --- metrics (pure) ------------------------------------------------------------------------------
def question_scores(ranked: Sequence[int], gold: set[int]) -> dict[str, float]:
    """recall@1/5/10 (share of ``gold`` in the top k) and reciprocal rank (top 10) of one question."""
    out = {f"recall@{k}": len(gold & set(ranked[:k])) / len(gold) for k in KS}
    rr = next((1.0 / (i + 1) for i, x in enumerate(ranked[:10]) if x in gold), 0.0)
    out["mrr"] = rr
    return out


def mean_scores(rows: Sequence[dict[str, float]]) -> dict[str, float]:
    if not rows:
        return {f"recall@{k}": float("nan") for k in KS} | {"mrr": float("nan"), "questions": 0}
    keys = rows[0].keys()
    return {k: float(np.mean([r[k] for r in rows])) for k in keys} | {"questions": len(rows)}


BOOTSTRAP = 2000  # resamples of the questions
CI_METRIC = "recall@5"


def bootstrap_ci(
    values: Sequence[float], *, n: int = BOOTSTRAP, seed: int = 0, level: float = 0.95
) -> tuple[float, float]:
    """Percentile bootstrap interval of the mean of ``values`` (questions resampled with replacement)."""
    a = np.asarray(values, dtype=float)
    if len(a) == 0:
        return (float("nan"), float("nan"))
    rng = np.random.default_rng(seed)
    means = a[rng.integers(0, len(a), size=(n, len(a)))].mean(axis=1)
    lo, hi = np.quantile(means, [(1 - level) / 2, (1 + level) / 2])
    return (float(lo), float(hi))


def paired_delta(a: Sequence[float], b: Sequence[float], *, n: int = BOOTSTRAP, seed: int = 0) -> dict[str, float]:
    """Mean of ``a - b`` over the same questions, its bootstrap interval and the share of resamples
    where it is not positive (a one-sided bootstrap p-value)."""
    d = np.asarray(a, dtype=float) - np.asarray(b, dtype=float)
    if len(d) == 0:
        return {"delta": float("nan"), "lo": float("nan"), "hi": float("nan"), "p_not_better": float("nan")}
    rng = np.random.default_rng(seed)
    means = d[rng.integers(0, len(d), size=(n, len(d)))].mean(axis=1)
    lo, hi = np.quantile(means, [0.025, 0.975])
    return {"delta": float(d.mean()), "lo": float(lo), "hi": float(hi), "p_not_better": float(np.mean(means <= 0))}


def scores_with_ci(rows: Sequence[dict[str, float]]) -> dict[str, float]:
    """:func:`mean_scores` plus the 95% bootstrap interval of recall@5 (``ci_lo``, ``ci_hi``)."""
    lo, hi = bootstrap_ci([r[CI_METRIC] for r in rows])
    return mean_scores(rows) | {"ci_lo": lo, "ci_hi": hi}


# The fusion study (``--study``): relevance from cosine ``v`` and zeusmem's lexical relevance
# ``x[b]`` (BM25 length normalisation ``b``), ranked over the same active memories. The default
# (:func:`zeusmem.rules.ranking.fuse`) is ``v + (1 - v) * x`` with b = 0.4.
Fusion = Callable[[np.ndarray, dict[float, np.ndarray]], np.ndarray]
STUDY_B = (0.2, 0.3, 0.4, 0.5, 0.75)
FUSIONS: dict[str, Fusion] = {
    "previous default: v + (1-v)*0.6*x, b 0.75": lambda v, x: v + (1 - v) * 0.6 * x[0.75],
    **{f"v + (1-v)*x, b {b}": (lambda v, x, b=b: v + (1 - v) * x[b]) for b in STUDY_B},
    **{f"v + (1-v)*0.8*x, b {b}": (lambda v, x, b=b: v + (1 - v) * 0.8 * x[b]) for b in (0.3, 0.4)},
    "0.5 v + 0.5 x, b 0.4": lambda v, x: 0.5 * v + 0.5 * x[0.4],
    "0.6 v + 0.4 x, b 0.4": lambda v, x: 0.6 * v + 0.4 * x[0.4],
    "max(v, x), b 0.4": lambda v, x: np.maximum(v, x[0.4]),
    "reciprocal rank fusion k=60, b 0.4": lambda v, x: _rrf(v, x[0.4]),
    "reciprocal rank fusion k=5, b 0.4": lambda v, x: _rrf(v, x[0.4], 5),
}


def _rrf(v: np.ndarray, x: np.ndarray, k: int = 60) -> np.ndarray:
    rv = np.empty(len(v))
    rv[np.argsort(-v, kind="stable")] = np.arange(1, len(v) + 1)
    rx = np.empty(len(x))
    rx[np.argsort(-x, kind="stable")] = np.arange(1, len(x) + 1)
    return 1.0 / (k + rv) + np.where(x > 0, 1.0 / (k + rx), 0.0)


# --- the run -------------------------------------------------------------------------------------
@dataclass
class KindResult:
    stored: int = 0
    offered: int = 0
    hidden: int = 0
    status: Counter = field(default_factory=Counter)
    rejected: Counter = field(default_factory=Counter)
    open_conflicts: int = 0
    resolved_conflicts: int = 0
    write_ms: list[float] = field(default_factory=list)
    scores: dict[str, list[dict[str, float]]] = field(default_factory=dict)
    by_category: dict[str, dict[int, list[dict[str, float]]]] = field(default_factory=dict)
    by_conversation: dict[str, dict[str, list[dict[str, float]]]] = field(default_factory=dict)
    #: (hidden text, the text that superseded it, why: evidence/attribute as the conflict row records it)
    hidden_examples: list[dict[str, Any]] = field(default_factory=list)
    #: hidden memories by the conflict row's evidence (correction, change, attribute_change:home, ending ...)
    hidden_by: Counter = field(default_factory=Counter)
    #: open conflicts (a flag for a person to decide) by evidence, and examples: both texts and why
    open_by: Counter = field(default_factory=Counter)
    open_examples: list[dict[str, Any]] = field(default_factory=list)
    examples_limit: int = HIDDEN_EXAMPLES

    def add(self, system: str, category: int, s: dict[str, float], conversation: str = "") -> None:
        self.scores.setdefault(system, []).append(s)
        self.by_category.setdefault(system, {}).setdefault(category, []).append(s)
        self.by_conversation.setdefault(system, {}).setdefault(conversation, []).append(s)


def session_context(items: Sequence[Item], i: int) -> list[str]:
    """The turns just before and after turn ``i`` in its session: what a transcript import knows
    and passes as ``add_explicit_memory(context=)``."""
    def session(j: int) -> str:
        return min(items[j].dia_ids).split(":")[0] if items[j].dia_ids else ""
    return [items[j].text for j in (i - 1, i + 1) if 0 <= j < len(items) and session(j) == session(i)]


async def _ingest(
    svc: Any, ctx: Any, items: Sequence[Item], res: KindResult, *, with_context: bool = False,
    sensitivity: str = "normal",
) -> dict[str, int]:
    from zeusmem.errors import GateRejected

    ids: dict[str, int] = {}
    for i, m in enumerate(items):
        res.offered += 1
        context = session_context(items, i) if with_context else None
        t0 = time.perf_counter()
        try:
            item = await svc.add_explicit_memory(ctx, m.text, "fact", context=context, sensitivity=sensitivity,
                                                 observed_at=m.observed_at)
        except GateRejected as e:
            res.rejected[e.verdict.reason.value] += 1
        else:
            ids[item.id] = i
            res.stored += 1
        res.write_ms.append((time.perf_counter() - t0) * 1000)
    return ids


async def _after_ingest(svc: Any, ctx: Any, ids: dict[str, int], items: Sequence[Item], res: KindResult) -> None:
    async with svc.repo.db.connection() as conn:
        cur = await conn.execute(
            "SELECT id, status, provenance FROM zeusmem.memory_items WHERE org_id = '' AND scope = 'user'"
            " AND scope_id = %s",
            (ctx.user_id,),
        )
        rows = await cur.fetchall()
        cur = await conn.execute(
            "SELECT status, count(*) FROM zeusmem.memory_conflicts WHERE scope = 'user' AND scope_id = %s"
            " GROUP BY status",
            (ctx.user_id,),
        )
        conflicts = dict(await cur.fetchall())
        cur = await conn.execute(
            "SELECT id, field, details->>'evidence', details->>'similarity', status, memory_a, memory_b"
            " FROM zeusmem.memory_conflicts WHERE scope = 'user' AND scope_id = %s ORDER BY detected_at, id",
            (ctx.user_id,),
        )
        conflict_rows = await cur.fetchall()
        why = {r[0]: r[1:4] for r in conflict_rows}
    for _, fld, evidence, sim, status, a, b in conflict_rows:
        if status != "open":
            continue
        reason = ":".join(x for x in (evidence or "unknown", fld) if x)
        res.open_by[reason] += 1
        if a in ids and b in ids and len(res.open_examples) < res.examples_limit:
            res.open_examples.append({
                "old": items[ids[a]].text[:120], "new": items[ids[b]].text[:120], "why": reason,
                "similarity": None if sim is None else round(float(sim), 3),
            })
    by_id = {r[0]: r for r in rows}
    for mid in ids:
        status = by_id[mid][1] if mid in by_id else "missing"
        res.status[status] += 1
        if status != "active":
            res.hidden += 1
            prov = (by_id[mid][2] or {}) if mid in by_id else {}
            winner = prov.get("superseded_by") or prov.get("lost_conflict_to")
            fld, evidence, sim = why.get(prov.get("conflict_id"), (None, None, None))
            reason = ":".join(x for x in (evidence or prov.get("resolution") or "unknown", fld) if x)
            res.hidden_by[reason] += 1
            if winner in ids and len(res.hidden_examples) < res.examples_limit:
                res.hidden_examples.append({
                    "hidden": items[ids[mid]].text[:120], "by": items[ids[winner]].text[:120], "why": reason,
                    "similarity": None if sim is None else round(float(sim), 3),
                })
    res.open_conflicts += int(conflicts.get("open", 0))
    res.resolved_conflicts += int(conflicts.get("resolved", 0))


async def _zeusmem_rows(svc: Any, ctx: Any) -> tuple[list[str], list[dict[str, int]], list[dict[str, int] | None]]:
    """Ids, tsvectors and context tsvectors of the active items of the scope, in a stable order."""
    from zeusmem.rules import ranking

    async with svc.repo.db.connection() as conn:
        cur = await conn.execute(
            "SELECT id, tsv::text, context_tsv::text FROM zeusmem.memory_items WHERE org_id = '' AND scope = 'user'"
            " AND scope_id = %s AND status = 'active' AND (expires_at IS NULL OR expires_at > now())"
            " ORDER BY id",
            (ctx.user_id,),
        )
        rows = await cur.fetchall()
    return ([r[0] for r in rows], [ranking.parse_tsvector(r[1]) for r in rows],
            [None if r[2] is None else ranking.parse_tsvector(r[2]) for r in rows])


async def _lexical(
    svc: Any, ctx: Any, query: str, tfs: Sequence[dict[str, int]], bs: Sequence[float]
) -> dict[float, np.ndarray]:
    from zeusmem.rules import ranking

    async with svc.repo.db.connection() as conn:
        cur = await conn.execute("SELECT tsvector_to_array(to_tsvector('english', %s))", (query,))
        terms = list((await cur.fetchone())[0] or [])
        cur = await conn.execute(
            "SELECT n_active, total_len FROM zeusmem.scope_stats WHERE org_id = '' AND scope = 'user'"
            " AND scope_id = %s",
            (ctx.user_id,),
        )
        row = await cur.fetchone()
        n_docs, total = (int(row[0]), int(row[1])) if row else (0, 0)
        cur = await conn.execute(
            "SELECT lexeme, df FROM zeusmem.term_stats WHERE org_id = '' AND scope = 'user' AND scope_id = %s"
            " AND lexeme = ANY(%s)",
            (ctx.user_id, terms),
        )
        df = {lx: int(n) for lx, n in await cur.fetchall()}
    avg = total / n_docs if n_docs else 0.0
    return {
        b: np.array(
            [ranking.lexical_relevance(terms, tf, df=df, n_docs=n_docs, avg_len=avg, b=b) for tf in tfs], dtype=float
        )
        for b in bs
    }


_WH = re.compile(
    r"^\s*(?:what|when|where|who|whom|whose|which|why|how(?: many| much| long| often| old)?)\s+"
    r"(?:(?:did|does|do|is|was|are|were|has|have|had|can|could|would|will|might)\s+)?", re.I
)


def statement(question: str) -> str:
    """A question as the statement it asks about, without a model: wh-word and auxiliary dropped."""
    return _WH.sub("", question).rstrip(" ?")


def _neighbours(items: Sequence[Item], active_idx: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """For each active position, the active position of the previous / next item of the same
    session (-1 when none)."""
    pos = {int(i): p for p, i in enumerate(active_idx)}
    def session(i: int) -> str:
        return min(items[i].dia_ids).split(":")[0] if items[i].dia_ids else ""
    prev = np.full(len(active_idx), -1)
    nxt = np.full(len(active_idx), -1)
    for p, i in enumerate(active_idx):
        i = int(i)
        for j in range(i - 1, -1, -1):
            if session(j) != session(i):
                break
            if j in pos:
                prev[p] = pos[j]
                break
        for j in range(i + 1, len(items)):
            if session(j) != session(i):
                break
            if j in pos:
                nxt[p] = pos[j]
                break
    return prev, nxt


async def _context_study(
    svc: Any, ctx: Any, cache: Any, q: Question, items: Sequence[Item], active_idx: np.ndarray,
    active_vecs: np.ndarray, tfs: Sequence[dict[str, int]], v: np.ndarray, x: np.ndarray,
) -> dict[str, np.ndarray]:
    """Candidates of issue 25 item 4, over the same active memories (``--study``)."""
    from zeusmem.rules import ranking

    prev, nxt = _neighbours(items, active_idx)
    def nb(a: np.ndarray, which: np.ndarray) -> np.ndarray:
        return np.where(which >= 0, a[np.clip(which, 0, None)], 0.0)
    f = v + (1 - v) * x
    out: dict[str, np.ndarray] = {}
    nmax = np.maximum(nb(f, prev), nb(f, nxt))
    for a in (0.1, 0.2, 0.3):
        out[f"neighbour smoothing f + {a} max(f_prev, f_next)"] = f + a * nmax
    out["neighbour smoothing f + 0.2 f_prev"] = f + 0.2 * nb(f, prev)
    qv = cache.get(q.text)
    for w, both in ((0.3, True), (0.5, True), (0.5, False)):
        e = active_vecs + w * (nb_vec(active_vecs, prev) + (nb_vec(active_vecs, nxt) if both else 0))
        e = e / np.maximum(np.linalg.norm(e, axis=1, keepdims=True), 1e-9)
        vc = np.clip(e @ qv, 0.0, 1.0)
        label = "prev+next" if both else "prev"
        out[f"context vector (self + {w} {label}) fused with own lexical"] = vc + (1 - vc) * x
        xc = x + 0.5 * (1 - x) * np.maximum(nb(x, prev), nb(x, nxt) if both else 0)
        out[f"context vector (self + {w} {label}) + lexical x + 0.5(1-x)max(x_nb)"] = vc + (1 - vc) * xc
    xn = x + 0.5 * (1 - x) * np.maximum(nb(x, prev), nb(x, nxt))
    out["own vector + lexical x + 0.5(1-x)max(x_nb) (context terms only)"] = v + (1 - v) * xn
    xp = x + 0.5 * (1 - x) * nb(x, prev)
    e = active_vecs + 0.5 * nb_vec(active_vecs, prev)
    vp = np.clip((e / np.maximum(np.linalg.norm(e, axis=1, keepdims=True), 1e-9)) @ qv, 0.0, 1.0)
    out["previous turn only: context vector (self + 0.5 prev) + lexical x + 0.5(1-x)x_prev"] = vp + (1 - vp) * xp
    for w in (1.0,):
        e = active_vecs + w * (nb_vec(active_vecs, prev) + nb_vec(active_vecs, nxt))
        vc = np.clip((e / np.maximum(np.linalg.norm(e, axis=1, keepdims=True), 1e-9)) @ qv, 0.0, 1.0)
        out[f"context vector (self + {w} prev+next) fused with own lexical"] = vc + (1 - vc) * x
    # speaker-aware: the memory's speaker ("Name: ...") named in the question
    names = {m.text.split(":", 1)[0].strip().lower() for m in items if ":" in m.text[:40]}
    named = {n for n in names if n and re.search(rf"\b{re.escape(n)}\b", q.text, re.I)}
    if named:
        spk = np.array([items[int(i)].text.split(":", 1)[0].strip().lower() in named
                        or items[int(i)].text.lower().startswith(tuple(named)) for i in active_idx], dtype=float)
    else:
        spk = np.zeros(len(active_idx))
    for a in (0.03, 0.06, 0.1):
        out[f"speaker named in the question: f + {a}"] = f + a * spk
    # query rewriting without a model
    st = statement(q.text)
    sv = cache.get(st)
    if sv is not None:
        vs = np.clip(active_vecs @ sv, 0.0, 1.0)
        out["query as statement (vector)"] = vs + (1 - vs) * x
        out["query and statement vectors averaged"] = (vm := (v + vs) / 2) + (1 - vm) * x
    if named:
        xs = await _lexical(svc, ctx, " ".join(re.sub(rf"\b{re.escape(n)}\b", " ", q.text, flags=re.I)
                                              for n in [" ".join(named)]), tfs, [ranking.B])
        out["query without speaker names (lexical)"] = v + (1 - v) * xs[ranking.B]
        out["speaker-aware: names dropped from lexical, f + 0.06 speaker"] = v + (1 - v) * xs[ranking.B] + 0.06 * spk
    else:
        out["query without speaker names (lexical)"] = f
        out["speaker-aware: names dropped from lexical, f + 0.06 speaker"] = f
    return out


_WHEN = re.compile(r"^\s*(?:when\b|how long ago\b|(?:in )?(?:what|which) (?:year|month|date|day|week|time)\b)", re.I)


async def _ranking_study(
    svc: Any, ctx: Any, q: Question, items: Sequence[Item], active_idx: np.ndarray, active_vecs: np.ndarray,
    qvec: np.ndarray, tfs: Sequence[dict[str, int]], ctx_tfs: Sequence[dict[str, int] | None], v: np.ndarray,
) -> dict[str, np.ndarray]:
    """Model-free ranking candidates of issue 25 item 4 over the same active memories, on the
    relevance the search computes (its own and its context's terms, the speaker's 0.05; ``default
    before coverage`` ranks as ``zeusmem search`` did before :func:`zeusmem.rules.ranking.coverage`,
    over every active memory): pseudo-relevance feedback (RM3-style expansion lexemes of the first
    pass's best memories; Rocchio on the vectors), the coverage of the query's terms by a memory and
    its context, and a time expression ranked up for a "when" question."""
    from zeusmem.rules import neighbours, ranking, validity

    async with svc.repo.db.connection() as conn:
        cur = await conn.execute("SELECT tsvector_to_array(to_tsvector('english', %s))", (q.text,))
        terms = list(dict.fromkeys((await cur.fetchone())[0] or []))
        cur = await conn.execute(
            "SELECT n_active, total_len FROM zeusmem.scope_stats WHERE org_id = '' AND scope = 'user'"
            " AND scope_id = %s", (ctx.user_id,))
        row = await cur.fetchone()
        cur = await conn.execute(
            "SELECT lexeme, df FROM zeusmem.term_stats WHERE org_id = '' AND scope = 'user' AND scope_id = %s",
            (ctx.user_id,))
        df = {lx: int(n) for lx, n in await cur.fetchall()}
    n_docs, total = (int(row[0]), int(row[1])) if row else (0, 0)
    avg = total / n_docs if n_docs else 0.0

    def lex(weights: dict[str, float]) -> np.ndarray:  # the search's lexical relevance, query terms weighted
        out = np.zeros(len(tfs))
        tot = sum(w * ranking.idf(df.get(t, 0), max(n_docs, 1)) for t, w in weights.items())
        if tot <= 0:
            return out
        for i, (tf, ctf) in enumerate(zip(tfs, ctx_tfs, strict=True)):
            got = sum(w * ranking.idf(df.get(t, 0), max(n_docs, 1)) for t, w in weights.items() if tf.get(t))
            dl = len(tf)
            own = min(1.0, got / tot * (1 + ranking.K1) / (1 + ranking.K1 * (1 - ranking.B + ranking.B * dl / avg))
                      if avg > 0 else got / tot)
            if ctf is not None:
                share = sum(w * ranking.idf(df.get(t, 0), max(n_docs, 1)) for t, w in weights.items() if ctf.get(t))
                own = ranking.with_context(own, share / tot)
            out[i] = own
        return out

    qw = neighbours.query_words(q.text)
    texts = [items[int(i)].text for i in active_idx]
    rest = np.array([ranking.speaker_bonus(qw, t) for t in texts])
    x = lex(dict.fromkeys(terms, 1.0))
    f = v + (1 - v) * x + rest
    out: dict[str, np.ndarray] = {"default before coverage": f}
    first = np.lexsort((np.arange(len(f)), -f))
    for k, m, lam in ((3, 5, 0.2), (3, 10, 0.35), (5, 10, 0.2), (5, 15, 0.5)):
        w: dict[str, float] = {}
        for p in first[:k]:
            for t in tfs[p]:
                if t not in terms:
                    w[t] = w.get(t, 0.0) + ranking.idf(df.get(t, 0), max(n_docs, 1)) / max(len(tfs[p]), 1)
        best = sorted(w.items(), key=lambda kv: (-kv[1], kv[0]))[:m]
        expanded = dict.fromkeys(terms, 1.0) | {t: lam * e / best[0][1] for t, e in best}
        out[f"PRF lexical: top {k}, {m} lexemes, weight {lam}"] = v + (1 - v) * lex(expanded) + rest
    for k, beta in ((3, 0.2), (5, 0.35), (5, 0.5)):
        qn = qvec + beta * active_vecs[first[:k]].mean(axis=0)
        vr = np.clip(active_vecs @ (qn / np.linalg.norm(qn)), 0.0, 1.0)
        out[f"PRF Rocchio: top {k}, beta {beta}"] = vr + (1 - vr) * x + rest
    cov = np.array([ranking.coverage(terms, tf, ctf, df=df, n_docs=n_docs) for tf, ctf in zip(tfs, ctx_tfs,
                                                                                                 strict=True)])
    own_cov = np.array([ranking.coverage(terms, tf, None, df=df, n_docs=n_docs) for tf in tfs])
    for a in (0.2, 0.3, 0.4, 0.5, 0.6):
        out[f"coverage (own + context) f + {a} cov"] = f + a * cov
    out["coverage (own only) f + 0.5 cov"] = f + 0.5 * own_cov
    if _WHEN.search(q.text):
        timed = np.array([validity.may_name_a_time(t) for t in texts], dtype=float)
        for a in (0.05, 0.1):
            out[f"'when' question: a time expression f + {a}"] = f + a * timed
    else:
        for a in (0.05, 0.1):
            out[f"'when' question: a time expression f + {a}"] = f
    return out


def nb_vec(e: np.ndarray, which: np.ndarray) -> np.ndarray:
    return np.where((which >= 0)[:, None], e[np.clip(which, 0, None)], 0.0)


async def _fts_setup(url: str, conv: Conversation) -> None:
    import psycopg

    async with await psycopg.AsyncConnection.connect(url, autocommit=True) as conn:
        await conn.execute(
            "CREATE TABLE IF NOT EXISTS bench_locomo_fts (conv text, kind text, idx int, tsv tsvector)"
        )
        for kind in KINDS:
            async with conn.cursor() as cur:
                await cur.executemany(
                    "INSERT INTO bench_locomo_fts VALUES (%s, %s, %s, to_tsvector('english', %s))",
                    [(conv.name, kind, i, m.text) for i, m in enumerate(conv.items(kind))],
                )


async def _bm25_setup(url: str, conv: Conversation) -> bool:
    """ParadeDB ``pg_search`` BM25 (English stemmer) over the same texts, when the server has the
    extension (the embedded one does); False without it: the row is left out, nothing else changes."""
    import psycopg

    async with await psycopg.AsyncConnection.connect(url, autocommit=True) as conn:
        try:
            await conn.execute("CREATE EXTENSION IF NOT EXISTS pg_search")
            await conn.execute(
                "CREATE TABLE IF NOT EXISTS bench_locomo_bm25 (id serial PRIMARY KEY, conv text, kind text,"
                " idx int, body text)"
            )
            await conn.execute(
                "CREATE INDEX IF NOT EXISTS bench_locomo_bm25_idx ON bench_locomo_bm25 USING bm25"
                " (id, (body::pdb.simple('stemmer=english', 'stopwords_language=english')), conv, kind)"
                " WITH (key_field='id')"
            )
        except psycopg.Error:
            return False
        for kind in KINDS:
            async with conn.cursor() as cur:
                await cur.executemany(
                    "INSERT INTO bench_locomo_bm25 (conv, kind, idx, body) VALUES (%s, %s, %s, %s)",
                    [(conv.name, kind, i, m.text) for i, m in enumerate(conv.items(kind))],
                )
    return True


async def _bm25_rank(conn: Any, conv: str, kind: str, query: str, n: int = 100) -> list[tuple[int, float]]:
    cur = await conn.execute(
        "SELECT idx, pdb.score(id) FROM bench_locomo_bm25 WHERE body ||| %s AND conv = %s AND kind = %s"
        " ORDER BY 2 DESC, idx LIMIT %s",
        (query, conv, kind, n),
    )
    return [(int(r[0]), float(r[1])) for r in await cur.fetchall()]


async def _fts_rank(conn: Any, conv: str, kind: str, query: str) -> list[int]:
    cur = await conn.execute(
        "WITH q AS (SELECT nullif(array_to_string(tsvector_to_array(to_tsvector('english', %s)), ' | '), '')"
        "   ::tsquery AS q)"
        " SELECT f.idx FROM bench_locomo_fts f, q WHERE f.conv = %s AND f.kind = %s AND f.tsv @@ q.q"
        " ORDER BY ts_rank(f.tsv, q.q) DESC, f.idx LIMIT 10",
        (query, conv, kind),
    )
    return [r[0] for r in await cur.fetchall()]


async def run_conversation(
    svc: Any, url: str, cache: Any, conv: Conversation, results: dict[str, KindResult], *, study: bool,
    sensitivity: str = "normal",
) -> None:
    import psycopg

    from zeusmem.types import SecurityContext

    await _fts_setup(url, conv)
    bm25 = await _bm25_setup(url, conv)
    for kind in KINDS:
        res = results[kind]
        items = conv.items(kind)
        ctx = SecurityContext(f"locomo-{conv.name}-{kind.replace('+', '-')}")
        ids = await _ingest(svc, ctx, items, res, with_context=kind == CONTEXT_KIND, sensitivity=sensitivity)
        await _after_ingest(svc, ctx, ids, items, res)
        all_vecs = cache.matrix([m.text for m in items])
        active_ids, tfs, ctx_tfs = await _zeusmem_rows(svc, ctx)
        active_idx = np.array([ids.get(i, -1) for i in active_ids])
        active_vecs = all_vecs[np.clip(active_idx, 0, None)] if len(active_idx) else all_vecs[:0]
        async with await psycopg.AsyncConnection.connect(url, autocommit=True) as fconn:
            for q in conv.questions:
                gold = conv.gold(kind, q)
                if not gold:
                    continue
                qvec = cache.get(q.text)
                hits = await svc.search_memories(ctx, q.text, k=10)
                res.add(MAIN, q.category, question_scores([ids.get(h.item.id, -1) for h in hits], gold), conv.name)
                cos = all_vecs @ qvec
                cos_top = list(np.argsort(-cos, kind="stable")[:10])
                res.add("cosine kNN", q.category, question_scores(cos_top, gold), conv.name)
                fts = await _fts_rank(fconn, conv.name, kind, q.text)
                res.add("PostgreSQL full-text", q.category, question_scores(fts, gold), conv.name)
                pgs = await _bm25_rank(fconn, conv.name, kind, q.text) if bm25 else None
                if pgs is not None:
                    res.add("ParadeDB pg_search BM25", q.category, question_scores([i for i, _ in pgs[:10]], gold),
                            conv.name)
                if not len(active_idx):
                    continue
                v = np.clip(active_vecs @ qvec, 0.0, 1.0)
                from zeusmem.rules import ranking

                xs = await _lexical(svc, ctx, q.text, tfs, sorted({ranking.B, *(STUDY_B if study else ())}))
                x = xs[ranking.B]

                def top(score: np.ndarray, mask: np.ndarray | None = None, idx: np.ndarray = active_idx) -> list[int]:
                    order = np.lexsort((np.arange(len(score)), -score))
                    if mask is not None:
                        order = [i for i in order if mask[i]]
                    return [int(idx[i]) for i in list(order)[:10]]

                res.add("zeusmem vector-only", q.category, question_scores(top(v), gold), conv.name)
                if pgs is not None:  # pg_search's BM25 as the lexical half instead of the hand-kept statistics
                    pos = {int(i): p for p, i in enumerate(active_idx)}
                    xb = np.zeros(len(active_idx))
                    top_score = max((sc for _, sc in pgs), default=0.0)
                    for i, sc in pgs:
                        if i in pos and top_score > 0:
                            xb[pos[i]] = sc / top_score
                    res.add("zeusmem vector + pg_search BM25 (max-normalised)", q.category,
                            question_scores(top(v + (1 - v) * xb), gold), conv.name)
                res.add("zeusmem lexical-only", q.category, question_scores(top(x, x > 0), gold), conv.name)
                if study:
                    for name, f in FUSIONS.items():
                        res.add(f"fusion: {name}", q.category, question_scores(top(f(v, xs)), gold), conv.name)
                    for name, score in (await _context_study(svc, ctx, cache, q, items, active_idx, active_vecs,
                                                             tfs, v, x)).items():
                        res.add(f"study: {name}", q.category, question_scores(top(score), gold), conv.name)
                    for name, score in (await _ranking_study(svc, ctx, q, items, active_idx, active_vecs, qvec,
                                                             tfs, ctx_tfs, v)).items():
                        res.add(f"ranking: {name}", q.category, question_scores(top(score), gold), conv.name)


def summarize(results: dict[str, KindResult]) -> dict[str, Any]:
    from bench.measure import summary

    out: dict[str, Any] = {}
    for kind, r in results.items():
        out[kind] = {
            "offered": r.offered,
            "stored": r.stored,
            "rejected": dict(r.rejected),
            "status_after_ingest": dict(r.status),
            "hidden": r.hidden,
            "hidden_share": r.hidden / r.stored if r.stored else 0.0,
            "open_conflicts": r.open_conflicts,
            "resolved_conflicts": r.resolved_conflicts,
            "hidden_by": dict(r.hidden_by.most_common()),
            "hidden_examples": r.hidden_examples,
            "open_by": dict(r.open_by.most_common()),
            "open_examples": r.open_examples,
            "write_ms": summary(r.write_ms),
            "retrieval": {s: scores_with_ci(rows) for s, rows in r.scores.items()},
            "retrieval_by_category": {
                s: {str(c): scores_with_ci(rows) for c, rows in sorted(d.items())} for s, d in r.by_category.items()
            },
            "retrieval_by_conversation": {
                s: {c: mean_scores(rows) for c, rows in d.items()} for s, d in r.by_conversation.items()
            },
            # zeusmem search's R@5 per question, in the run's order: a later run is compared paired
            "r5_per_question": [round(x[CI_METRIC], 6) for x in r.scores.get(MAIN, [])],
            # zeusmem search against each other system, paired over the same questions (R@5)
            "delta_r5": {
                s: paired_delta([x[CI_METRIC] for x in r.scores[MAIN]], [x[CI_METRIC] for x in rows])
                for s, rows in r.scores.items()
                if s != MAIN and MAIN in r.scores and len(rows) == len(r.scores[MAIN])
            },
        }
    if CONTEXT_KIND in results and "turns" in results:  # same questions, same order: paired
        a, b = results[CONTEXT_KIND].scores.get(MAIN, []), results["turns"].scores.get(MAIN, [])
        if a and len(a) == len(b):
            out[CONTEXT_KIND]["delta_r5_vs_turns"] = paired_delta([x[CI_METRIC] for x in a], [x[CI_METRIC] for x in b])
    return out


def print_summary(summary: dict[str, Any], console: Any) -> None:
    from rich.table import Table

    for kind, s in summary.items():
        console.print(
            f"[bold]{kind}[/bold]: {s['offered']} offered, {s['stored']} stored, rejected {s['rejected'] or '{}'}, "
            f"hidden after ingest {s['hidden']} ({100 * s['hidden_share']:.2f}%), "
            f"conflicts open {s['open_conflicts']} / resolved {s['resolved_conflicts']}, "
            f"add p95 {s['write_ms']['p95']:.1f} ms"
        )
        if "delta_r5_vs_turns" in s:
            d = s["delta_r5_vs_turns"]
            console.print(f"  zeusmem search R@5 with the session context vs without: {d['delta']:+.3f} "
                          f"[{d['lo']:+.3f}, {d['hi']:+.3f}] (paired bootstrap over the same questions)")
        if s["hidden_by"]:
            console.print(f"  hidden by: {s['hidden_by']}")
        for ex in s["hidden_examples"][:3]:
            console.print(f"  hidden: {ex['hidden']!r}\n     by: {ex['by']!r} ({ex['why']}, cosine {ex['similarity']})")
        if s.get("open_by"):
            console.print(f"  open conflicts by: {s['open_by']}")
        t = Table(title=f"LoCoMo {kind}: evidence retrieval ({next(iter(s['retrieval'].values()))['questions']} q)")
        for col in ("system", "R@1", "R@5", "R@10", "MRR"):
            t.add_column(col, justify="left" if col == "system" else "right")
        for name, m in s["retrieval"].items():
            t.add_row(name, *(f"{m[k]:.3f}" for k in ("recall@1", "recall@5", "recall@10", "mrr")))
        console.print(t)
        cats = sorted({c for d in s["retrieval_by_category"].values() for c in d})
        t = Table(title=f"LoCoMo {kind}: R@5 [95% bootstrap CI over questions] by category")
        t.add_column("system")
        for c in ("all", *cats):
            n = s["retrieval"][MAIN]["questions"] if c == "all" else s["retrieval_by_category"][MAIN][c]["questions"]
            t.add_column(f"{CATEGORY_NAMES.get(c, c)} ({n} q)", justify="right")
        t.add_column("vs zeusmem search (paired)", justify="right")
        for name, m in s["retrieval"].items():
            d = s["retrieval_by_category"][name]
            cells = [_ci_cell(m)] + [_ci_cell(d[c]) if c in d else "" for c in cats]
            dl = s["delta_r5"].get(name)
            cells.append(f"{-dl['delta']:+.3f} [{-dl['hi']:+.3f}, {-dl['lo']:+.3f}]" if dl else "")
            t.add_row(name, *cells)
        console.print(t)


CATEGORY_NAMES = {"1": "multi-hop", "2": "temporal", "3": "open-domain", "4": "single-hop"}


def _ci_cell(m: dict[str, float]) -> str:
    return f"{m['recall@5']:.3f} [{m['ci_lo']:.3f}, {m['ci_hi']:.3f}]"


def markdown(summary: dict[str, Any]) -> str:
    kinds = [k for k in KINDS if k in summary]
    lines = ["| system | " + " | ".join(f"{k} R@1 | R@5 | R@10 | MRR" for k in kinds) + " |",
             "|---|" + "---:|" * (4 * len(kinds))]
    names = list(dict.fromkeys(n for s in summary.values() for n in s["retrieval"]))
    for n in names:
        cells = []
        for kind in kinds:
            m = summary.get(kind, {}).get("retrieval", {}).get(n)
            cells += [f"{m[k]:.3f}" if m else "" for k in ("recall@1", "recall@5", "recall@10", "mrr")]
        lines.append(f"| {n} | " + " | ".join(cells) + " |")
    lines += ["", "R@5 with its 95% bootstrap interval over questions, by LoCoMo category:", ""]
    for kind in KINDS:
        s = summary.get(kind)
        if not s:
            continue
        cats = sorted({c for d in s["retrieval_by_category"].values() for c in d})
        lines.append(f"| {kind} | all | " + " | ".join(CATEGORY_NAMES.get(c, c) for c in cats) + " |")
        lines.append("|---|" + "---:|" * (1 + len(cats)))
        for n, m in s["retrieval"].items():
            d = s["retrieval_by_category"][n]
            cells = [_ci_cell(d[c]) if c in d else "" for c in cats]
            lines.append(f"| {n} | {_ci_cell(m)} | " + " | ".join(cells) + " |")
        lines.append("")
    return "\n".join(lines) + "\n"


async def main_async(args: Any, *, admin: str | None = None, cache: Any = None) -> dict[str, Any] | None:
    """Run the LoCoMo mode; None (after saying why) when the data is not there."""
    from rich.console import Console

    from bench import report
    from bench.server import create_database, drop_database, server_settings
    from bench.server import given_or_admin_url as _admin
    from bench.vectors import VectorCache

    console = Console(width=None if os.isatty(1) else 150)
    data_dir = find_data_dir(args.locomo_dir)
    if data_dir is None:
        console.print(
            "[yellow]locomo: skipped: no LoCoMo data found[/yellow] (looked at --locomo-dir, "
            "$ZEUSMEM_LOCOMO_DIR and shared/locomo-dev beside the repository and its parents). "
            "The data is not part of zeusmem; point --locomo-dir at a folder of LoCoMo conversation files."
        )
        return None
    names = [x.strip() for x in args.conversations.split(",")] if args.conversations else None
    until = getattr(args, "as_of_session", None)
    convs = load(data_dir, names, until)
    if until is not None:
        console.print(f"locomo: as of the end of session {until} (its sessions, the questions they answer)")
    if not convs:
        console.print(f"[yellow]locomo: skipped: no conversation files in {data_dir}[/yellow]")
        return None
    cache = cache if cache is not None else VectorCache()
    texts = [m.text for c in convs for k in KINDS for m in c.items(k)] + [q.text for c in convs for q in c.questions]
    if args.study:
        texts += [statement(q.text) for c in convs for q in c.questions]
    todo = cache.missing(texts)
    if todo:
        console.print(f"locomo: embedding {len(todo)} new texts (MiniLM, cached after)")
        cache.ensure(todo)
    import zeusmem
    from bench.vectors import CachedEmbeddings

    t0 = time.perf_counter()
    limit = getattr(args, "hidden_examples", None)
    results = {k: KindResult(examples_limit=HIDDEN_EXAMPLES if limit is None else limit) for k in KINDS}
    with _admin(admin) as admin_url:
        url = create_database(admin_url, "zmlocomo")
        try:
            async with zeusmem.open_memory(url, CachedEmbeddings(cache), settings=zeusmem.Settings()) as svc:
                for conv in convs:
                    console.print(
                        f"locomo {conv.name}: {len(conv.turns)} turns, {len(conv.observations)} observations, "
                        f"{len(conv.questions)} questions"
                    )
                    await run_conversation(svc, url, cache, conv, results, study=args.study,
                                           sensitivity=getattr(args, "sensitivity", "normal"))
            server = server_settings(admin_url)
        finally:
            if not args.keep:
                drop_database(admin_url, url)
    summary = summarize(results)
    out = {
        "mode": "locomo",
        "data_dir": str(data_dir),
        "conversations": [c.name for c in convs],
        "as_of_session": until,
        "machine": report.machine(),
        "server": server,
        "seconds": time.perf_counter() - t0,
        **summary,
    }
    print_summary(summary, console)
    args.out.mkdir(parents=True, exist_ok=True)
    path = args.out / "locomo-latest.json"
    path.write_text(json.dumps(out, indent=2, default=str))
    (args.out / "LOCOMO.md").write_text(markdown(summary))
    console.print(f"JSON: {path}\nMarkdown: {args.out / 'LOCOMO.md'}\ntotal {out['seconds']:.0f} s")
    return out
