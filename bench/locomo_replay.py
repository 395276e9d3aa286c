"""Model-free ranking candidates replayed on LoCoMo in seconds: ``python -m bench.locomo_replay``.

Ingests the development half of LoCoMo as ``python -m bench locomo`` does (turns and observations,
:func:`bench.locomo._ingest`), keeps per conversation the active memories (terms and positions of
their own and their context's ``tsvector``, ``observed_at``, ``valid_from``, confidence, vector), the
scope's term statistics and, per question, its lexemes and ``search_memories``' top 10 (``--dump``,
reused with ``--reuse``). Then it **replays** the search's ranking in numpy: the statement's key and
its ``3 k`` candidates, the fused relevance, the speaker, coverage and period bonuses
(:mod:`zeusmem.rules.ranking`) and its near-duplicate collapse, and checks that the replay ranks as
``search_memories`` did (the same top 5 and top 10 per question, :func:`mismatches`, printed: on
2026-12-05 0 of 631 questions on observations, 1 of 760 on turns, where scores 1.075 and
1.074999985 swap places in the top 5). Each candidate of :data:`CANDIDATES` changes
one thing of that ranking; it is reported with R@5 over all questions, over conversations 26, 30
and 41 (where constants are chosen) and over 42 and 43 (the check), with paired bootstrap intervals
against the replayed default (:func:`bench.locomo.paired_delta`), and by LoCoMo category.

    ZEUSMEM_BENCH_DATA_DIR=/tmp/me-data python -m bench.locomo_replay --dump /tmp/me/replay.pkl [--reuse]

Figures of 2026-12-05 are in README's LoCoMo section.
"""

from __future__ import annotations

import argparse
import asyncio
import math
import pickle
import re
from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import numpy as np

DEV = ("26", "30", "41")
CHECK = ("42", "43")
KINDS = ("observations", "turns")
W_SIM, W_CONF = 0.5, 0.3
_TSV = re.compile(r"'((?:[^']|'')*)'(?::([0-9A-D,]+))?")

#: English irregular forms (Snowball stems none of them together): "met" for a question's "meet"
IRREGULAR = (
    "arise arose arisen|awake awoke awoken|bear bore born borne|beat beaten|become became|begin began"
    " begun|bend bent|bite bit bitten|bleed bled|blow blew blown|break broke broken|breed bred|bring"
    " brought|build built|burn burnt|buy bought|catch caught|choose chose chosen|cling clung|come came|"
    "creep crept|deal dealt|dig dug|draw drew drawn|dream dreamt|drink drank drunk|drive drove driven|eat"
    " ate eaten|fall fell fallen|feed fed|feel felt|fight fought|find found|flee fled|fly flew flown|"
    "forbid forbade forbidden|forget forgot forgotten|forgive forgave forgiven|freeze froze frozen|get got"
    " gotten|give gave given|go went gone|grow grew grown|hang hung|hear heard|hide hid hidden|hold held|"
    "keep kept|kneel knelt|know knew known|lead led|lean leant|leap leapt|learn learnt|leave left|lend lent|"
    "lose lost|make made|mean meant|meet met|pay paid|prove proven|ride rode ridden|ring rang rung|run ran|"
    "say said|see saw seen|seek sought|sell sold|send sent|sew sewn|shake shook shaken|shine shone|shoot"
    " shot|show shown|shrink shrank shrunk|sing sang sung|sink sank sunk|sit sat|sleep slept|slide slid|"
    "speak spoke spoken|speed sped|spend spent|spin spun|spit spat|stand stood|steal stole stolen|stick"
    " stuck|sting stung|stink stank stunk|strike struck|string strung|strive strove striven|swear swore"
    " sworn|sweep swept|swim swam swum|swing swung|take took taken|teach taught|tear tore torn|tell told|"
    "think thought|throw threw thrown|understand understood|wake woke woken|wear wore worn|weave wove woven|"
    "weep wept|win won|withdraw withdrew withdrawn|write wrote written|child children|person people|man"
    " men|woman women|mouse mice|foot feet|tooth teeth|goose geese"
)
#: question-framing words (stems) a candidate drops from the lexical query
FRAME = frozenset({"would", "might", "could", "consid", "like", "kind", "type", "sort", "thing", "happen", "done"})
_LIST = re.compile(r"^\s*(?:what|which)\s+\w+s\b|\b(?:activities|things|ways|events|books|hobbies|places)\b",
                   re.I)
_CAP = re.compile(r"\b([A-Z][a-z]+)\b")
_NOT_NAME = frozenset({"What", "When", "Where", "Who", "Why", "How", "Which", "Would", "Did", "Does", "Is", "Was",
                       "Are", "Were", "In", "On", "The", "Do", "Has", "Have", "Answer", "Can", "Could", "Might",
                       "Will"})


def parse_positions(text: str | None) -> dict[str, list[int]]:
    """A tsvector's text form -> lexeme -> positions (``'dark':3 'theme':4,9``)."""
    out: dict[str, list[int]] = {}
    for m in _TSV.finditer(text or ""):
        out[m.group(1).replace("''", "'")] = [int(re.sub(r"\D", "", p)) for p in (m.group(2) or "").split(",") if p]
    return out


# --- the dump ----------------------------------------------------------------------------------------

async def _lexemes(conn: Any, text: str) -> dict[str, list[int]]:
    cur = await conn.execute("SELECT to_tsvector('english', %s)::text", (text,))
    return parse_positions((await cur.fetchone())[0])


async def dump(path: Path | None, *, data_dir: Path | None = None, admin: str | None = None,
               cache: Any = None) -> dict[str, Any]:
    """Ingest every conversation of ``data_dir`` (default: the development half) as turns and as
    observations and keep what the replay needs (written to ``path`` unless None)."""
    import zeusmem
    from bench import locomo
    from bench.server import create_database, drop_database, given_or_admin_url
    from bench.vectors import CachedEmbeddings, VectorCache
    from zeusmem.rules import periods
    from zeusmem.types import SecurityContext

    data_dir = locomo.find_data_dir(data_dir)
    if data_dir is None:
        raise SystemExit("no LoCoMo data found (see python -m bench locomo)")
    convs = locomo.load(data_dir)
    cache = cache if cache is not None else VectorCache()
    texts = [m.text for c in convs for k in KINDS for m in c.items(k)] + [q.text for c in convs for q in c.questions]
    texts += [locomo.statement(q.text) for c in convs for q in c.questions]
    todo = cache.missing(texts)
    if todo:
        cache.ensure(todo)
    out: dict[str, Any] = {"convs": {}, "irregular": []}
    names, dates = periods._months()
    with given_or_admin_url(admin) as admin_url:
        url = create_database(admin_url, "zmreplay")
        try:
            async with zeusmem.open_memory(url, CachedEmbeddings(cache), settings=zeusmem.Settings()) as svc:
                async with svc.repo.db.connection() as conn:
                    for group in IRREGULAR.split("|"):
                        lx = sorted({t for w in group.split() for t in await _lexemes(conn, w)})
                        if len(lx) > 1:
                            out["irregular"].append(lx)
                for kind in KINDS:
                    for conv in convs:
                        items = conv.items(kind)
                        ctx = SecurityContext(f"replay-{conv.name}-{kind}")
                        ids = await locomo._ingest(svc, ctx, items, locomo.KindResult())
                        async with svc.repo.db.connection() as conn:
                            cur = await conn.execute(
                                "SELECT id, content, tsv::text, context_tsv::text, observed_at, valid_from,"
                                " confidence::float8 FROM zeusmem.memory_items WHERE org_id = '' AND scope = 'user'"
                                " AND scope_id = %s AND status = 'active' ORDER BY id", (ctx.user_id,))
                            rows = await cur.fetchall()
                            cur = await conn.execute(
                                "SELECT n_active, total_len FROM zeusmem.scope_stats WHERE org_id = ''"
                                " AND scope = 'user' AND scope_id = %s", (ctx.user_id,))
                            n_docs, total = await cur.fetchone()
                            cur = await conn.execute(
                                "SELECT lexeme, df FROM zeusmem.term_stats WHERE org_id = '' AND scope = 'user'"
                                " AND scope_id = %s", (ctx.user_id,))
                            df = {a: int(b) for a, b in await cur.fetchall()}
                            questions = []
                            for q in conv.questions:
                                gold = conv.gold(kind, q)
                                if not gold:
                                    continue
                                undated = dates.sub(" ", q.text)
                                questions.append({
                                    "text": q.text, "cat": q.category, "gold": gold,
                                    "pos": await _lexemes(conn, q.text),
                                    "undated_terms": list(await _lexemes(conn, undated)) if undated != q.text else None,
                                })
                        for qd in questions:
                            hits = await svc.search_memories(ctx, qd["text"], k=10)
                            qd["main"] = [ids.get(h.item.id, -1) for h in hits]
                            qd["terms"] = list(qd["pos"])
                        mem = [{"idx": ids.get(r[0], -1), "content": r[1], "pos": parse_positions(r[2]),
                                "ctx": None if r[3] is None else parse_positions(r[3]),
                                "observed_at": r[4], "valid_from": r[5], "conf": r[6]} for r in rows]
                        out["convs"][f"{kind}/{conv.name}"] = {
                            "mem": mem, "vecs": cache.matrix([m["content"] for m in mem]), "n_docs": int(n_docs),
                            "avg_len": total / n_docs, "df": df, "questions": questions,
                            "qvecs": {q["text"]: cache.get(q["text"]) for q in questions},
                            "svecs": {q["text"]: cache.get(locomo.statement(q["text"])) for q in questions},
                        }
                        print(f"dumped {kind} {conv.name}: {len(mem)} memories, {len(questions)} questions", flush=True)
        finally:
            drop_database(admin_url, url)
    if path is not None:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(pickle.dumps(out))
    return out


# --- the replay --------------------------------------------------------------------------------------

class Scope:
    """One conversation's memories of one kind, as the replay reads them."""

    def __init__(self, d: dict[str, Any]) -> None:
        self.d = d
        self.mem = d["mem"]
        self.n = len(self.mem)
        v = d["vecs"]
        self.vecs = v / np.linalg.norm(v, axis=1, keepdims=True)
        self.dl = np.array([len(m["pos"]) for m in self.mem], float)
        self.hasctx = np.array([m["ctx"] is not None for m in self.mem])
        self.conf = np.array([m["conf"] for m in self.mem])
        self.idx = np.array([m["idx"] for m in self.mem])
        self.content = [m["content"] for m in self.mem]
        self.said = [m["observed_at"] for m in self.mem]
        self.held = [m["valid_from"] for m in self.mem]
        self.own: dict[str, np.ndarray] = {}
        self.ctx: dict[str, np.ndarray] = {}
        for i, m in enumerate(self.mem):
            for t in m["pos"]:
                self.own.setdefault(t, np.zeros(self.n, bool))[i] = True
            for t in m["ctx"] or {}:
                self.ctx.setdefault(t, np.zeros(self.n, bool))[i] = True
        self.df: dict[str, int] = d["df"]
        self.nd, self.avg = d["n_docs"], d["avg_len"]
        order = np.argsort(self.idx)  # write order; a neighbour shares the session (observed_at)
        self.prev = np.full(self.n, -1)
        for a, b in zip(order, order[1:], strict=False):
            if self.said[a] == self.said[b]:
                self.prev[b] = a

    def has(self, t: str, forms: dict[str, list[str]] | None = None) -> tuple[np.ndarray, np.ndarray]:
        z = np.zeros(self.n, bool)
        ts = (forms or {}).get(t, [t])
        return (np.any([self.own.get(x, z) for x in ts], 0), np.any([self.ctx.get(x, z) for x in ts], 0))

    def idf(self, t: str, forms: dict[str, list[str]] | None = None) -> float:
        df = sum(self.df.get(x, 0) for x in (forms or {}).get(t, [t]))
        n = max(self.nd, 1)
        return math.log(1 + (n - df + 0.5) / (df + 0.5))


class Ranked:
    """The replayed search for one question: every memory's parts of the score."""

    def __init__(self, s: Scope, q: dict[str, Any], qvec: np.ndarray, *, terms: list[str] | None = None,
                 forms: dict[str, list[str]] | None = None, cov_power: float = 1.0) -> None:
        from zeusmem.rules import neighbours, periods, ranking

        k1, b = ranking.K1, ranking.B
        self.s = s
        self.terms = list(dict.fromkeys(q["terms"] if terms is None else terms))
        idfs = np.array([s.idf(t, forms) for t in self.terms])
        own = np.zeros((len(self.terms), s.n))
        ctx = np.zeros((len(self.terms), s.n))
        for j, t in enumerate(self.terms):
            own[j], ctx[j] = s.has(t, forms)
        total = idfs.sum()
        self.v = np.clip(s.vecs @ (qvec / np.linalg.norm(qvec)), 0, 1)
        if total > 0:
            got, cgot = idfs @ own, idfs @ ctx
            norm = k1 * (1 - b + b * s.dl / s.avg)
            o = np.where(got > 0, np.minimum(1.0, got / total * (1 + k1) / (1 + norm)), 0.0)
            self.lex = np.where(s.hasctx, o + ranking.CONTEXT_WEIGHT * (1 - o) * np.minimum(1, cgot / total), o)
            w = idfs ** cov_power
            self.cov = (w @ np.maximum(own, ctx)) / w.sum()
        else:
            self.lex = self.cov = np.zeros(s.n)
        self.fused = self.v + (1 - self.v) * ranking.LEXICAL_WEIGHT * self.lex
        named = periods.named_periods(q["text"], datetime.now(UTC))
        dated = np.zeros(s.n)
        self.period = np.zeros(s.n)
        if named:
            lo, hi = min(a for a, _ in named), max(e for _, e in named)
            told = hi + periods.TOLD_WITHIN
            dated = np.array([(o is not None and lo <= o < told) or (f is not None and lo <= f < hi)
                              for o, f in zip(s.said, s.held, strict=True)], float)
            self.period = np.array([ranking.period_bonus(named, o, f) for o, f in zip(s.said, s.held, strict=True)])
        self.key = W_SIM * self.fused + W_CONF * s.conf + W_SIM * ranking.PERIOD_BONUS * dated
        words = neighbours.query_words(q["text"])
        self.speaker = np.array([ranking.speaker_bonus(words, t) for t in s.content])
        self.score = W_SIM * (self.fused + self.speaker + ranking.COVERAGE_BONUS * self.cov + self.period) + \
            W_CONF * np.round(s.conf, 6)

    def candidates(self, k: int = 10) -> np.ndarray:
        """The statement's ``3 k`` candidates, best key first."""
        return np.lexsort((np.arange(len(self.key)), -self.key))[: 3 * k]

    def top(self, score: np.ndarray | None = None, k: int = 10) -> list[int]:
        """The ``k`` best candidates by ``score`` (default: the search's), near-duplicates collapsed
        as the search collapses them (:func:`zeusmem.rules.ranking.collapse_near_duplicates`)."""
        from zeusmem.rules import ranking
        from zeusmem.settings import Settings

        cand = self.candidates(k)
        sc = self.score if score is None else score
        order = [int(i) for i in cand[np.lexsort((cand, -sc[cand]))]]
        keep = ranking.collapse_near_duplicates(
            [ranking.Candidate(j, "fact", None, self.s.vecs[i], self.s.content[i]) for j, i in enumerate(order)],
            Settings().duplicate_threshold)
        return [order[j] for j in keep][:k]


def recall5(s: Scope, top: list[int], gold: set[int]) -> float:
    return len({int(s.idx[i]) for i in top[:5]} & gold) / len(gold)


Candidate = Callable[[Scope, dict[str, Any], dict[str, Any]], list[int]]


def _plain(s: Scope, q: dict[str, Any], d: dict[str, Any], **kw: Any) -> Ranked:
    return Ranked(s, q, d["qvecs"][q["text"]], **kw)


def default(s: Scope, q: dict[str, Any], d: dict[str, Any]) -> list[int]:
    return _plain(s, q, d).top()


def cov_power(p: float) -> Candidate:
    """Coverage with IDF ** p: rare terms weigh more."""
    return lambda s, q, d: _plain(s, q, d, cov_power=p).top()


def irregular(s: Scope, q: dict[str, Any], d: dict[str, Any]) -> list[int]:
    """A query lexeme matches its irregular forms too (one term: forms OR-ed, their df summed)."""
    forms = {x: g for g in d["irregular"] for x in g}
    return _plain(s, q, d, forms=forms).top()


def drop_frame(s: Scope, q: dict[str, Any], d: dict[str, Any]) -> list[int]:
    terms = [t for t in q["terms"] if t not in FRAME] or q["terms"]
    return _plain(s, q, d, terms=terms).top()


def drop_dates(s: Scope, q: dict[str, Any], d: dict[str, Any]) -> list[int]:
    """The words of a date the query names left out of its lexical terms (the period bonus reads it)."""
    return _plain(s, q, d, terms=q["undated_terms"] or q["terms"]).top()


def entity(bonus: float) -> Candidate:
    """A memory holding every capitalised name of the question ranks up."""
    def run(s: Scope, q: dict[str, Any], d: dict[str, Any]) -> list[int]:
        r = _plain(s, q, d)
        names = {w.lower() for w in _CAP.findall(q["text"]) if w not in _NOT_NAME}
        ents = [t for t in r.terms if any(n.startswith(t) for n in names)]
        if not ents:
            return r.top()
        every = np.all([s.has(t)[0] for t in ents], 0)
        return r.top(r.score + W_SIM * bonus * every)
    return run


def mmr(lam: float, threshold: float) -> Candidate:
    """Maximal marginal relevance over the candidates: minus lam x (cosine to a kept hit - threshold)."""
    def run(s: Scope, q: dict[str, Any], d: dict[str, Any]) -> list[int]:
        r = _plain(s, q, d)
        pool = sorted(r.candidates(), key=lambda i: (-r.score[i], i))
        kept: list[int] = []
        while pool and len(kept) < 10:
            def val(i: int) -> tuple[float, int]:
                red = float(np.max(s.vecs[kept] @ s.vecs[i])) if kept else 0.0
                return r.score[i] - lam * max(0.0, red - threshold), -i
            best = max(pool, key=val)
            kept.append(best)
            pool.remove(best)
        return [int(i) for i in kept]
    return run


def session_of_top(m: int, bonus: float) -> Candidate:
    """Memories said when (same ``observed_at``) one of the first pass's m best was, ranked up."""
    def run(s: Scope, q: dict[str, Any], d: dict[str, Any]) -> list[int]:
        r = _plain(s, q, d)
        first = r.top()[:m]
        when = {s.said[i] for i in first}
        same = np.array([t in when for t in s.said], float)
        same[first] = 0.0
        return r.top(r.score + W_SIM * bonus * same)
    return run


def candidate_cluster(bonus: float, m: int) -> Candidate:
    """Each candidate ranked up by its mean cosine to the first pass's m best (cluster hypothesis)."""
    def run(s: Scope, q: dict[str, Any], d: dict[str, Any]) -> list[int]:
        r = _plain(s, q, d)
        first = r.top()[:m]
        sim = (s.vecs @ s.vecs[first].T).mean(1)
        return r.top(r.score + W_SIM * bonus * sim)
    return run


def candidate_prf(bonus: float, m: int, n_terms: int) -> Candidate:
    """A second pass over the candidates: the first pass's m best give the n_terms lexemes of highest
    summed IDF the query lacks; a candidate holding them (or its context) ranks up by their share."""
    def run(s: Scope, q: dict[str, Any], d: dict[str, Any]) -> list[int]:
        r = _plain(s, q, d)
        w: dict[str, float] = {}
        for p in r.top()[:m]:
            for t in s.mem[p]["pos"]:
                if t not in r.terms:
                    w[t] = w.get(t, 0.0) + s.idf(t)
        best = sorted(w.items(), key=lambda kv: (-kv[1], kv[0]))[:n_terms]
        tot = sum(x for _, x in best) or 1.0
        share = sum(x * (s.has(t)[0] | s.has(t)[1]) for t, x in best) / tot
        return r.top(r.score + W_SIM * bonus * share)
    return run


def phrase(bonus: float, slack: int) -> Candidate:
    """Adjacent lexemes of the question adjacent in the memory too (within ``1 + slack``), IDF share."""
    def run(s: Scope, q: dict[str, Any], d: dict[str, Any]) -> list[int]:
        r = _plain(s, q, d)
        seq = sorted((p, t) for t, ps in q["pos"].items() for p in ps)
        pairs = [(a, b) for (pa, a), (pb, b) in zip(seq, seq[1:], strict=False) if pb - pa == 1 and a != b]
        if not pairs:
            return r.top()
        tot = sum(s.idf(a) + s.idf(b) for a, b in pairs)
        got = np.zeros(s.n)
        for i, m in enumerate(s.mem):
            for a, b in pairs:
                pa, pb = m["pos"].get(a), m["pos"].get(b)
                if pa and pb and any(0 < y - x <= 1 + slack for x in pa for y in pb):
                    got[i] += s.idf(a) + s.idf(b)
        return r.top(r.score + W_SIM * bonus * got / tot)
    return run


def one_per_session(penalty: float) -> Candidate:
    """A list question ("what activities ...") ranks a candidate down by ``penalty`` per hit already
    kept from its session (same ``observed_at``)."""
    def run(s: Scope, q: dict[str, Any], d: dict[str, Any]) -> list[int]:
        r = _plain(s, q, d)
        if not _LIST.search(q["text"]):
            return r.top()
        pool = sorted(r.candidates(), key=lambda i: (-r.score[i], i))
        kept: list[int] = []
        seen: dict[Any, int] = {}
        while pool and len(kept) < 10:
            best = max(pool, key=lambda i: (r.score[i] - W_SIM * penalty * seen.get(s.said[i], 0), -i))
            kept.append(best)
            pool.remove(best)
            seen[s.said[best]] = seen.get(s.said[best], 0) + 1
        return [int(i) for i in kept]
    return run


def irregular_idf2(s: Scope, q: dict[str, Any], d: dict[str, Any]) -> list[int]:
    forms = {x: g for g in d["irregular"] for x in g}
    return _plain(s, q, d, forms=forms, cov_power=2.0).top()


def statement_vector(s: Scope, q: dict[str, Any], d: dict[str, Any]) -> list[int]:
    """The cosine averaged with the question's as a statement (wh-word and auxiliary dropped)."""
    r = _plain(s, q, d)
    sv = d["svecs"][q["text"]]
    vs = np.clip(s.vecs @ (sv / np.linalg.norm(sv)), 0, 1)
    vm = (r.v + vs) / 2
    return r.top(r.score + W_SIM * ((vm + (1 - vm) * r.lex) - r.fused))


CANDIDATES: dict[str, Candidate] = {
    "coverage IDF^1.5": cov_power(1.5),
    "coverage IDF^2": cov_power(2.0),
    "irregular forms (met = meet, children = child)": irregular,
    "irregular forms and coverage IDF^2": irregular_idf2,
    "question-framing words dropped (would, might, kind ...)": drop_frame,
    "a named date's words dropped from the lexical query": drop_dates,
    "every name of the question held: +0.05": entity(0.05),
    "every name of the question held: +0.1": entity(0.1),
    "MMR 0.05, threshold 0": mmr(0.05, 0.0),
    "MMR 0.2, threshold 0.7": mmr(0.2, 0.7),
    "list question: one hit per session, -0.02 per kept hit of it": one_per_session(0.02),
    "list question: one hit per session, -0.1 per kept hit of it": one_per_session(0.1),
    "session of the best hit: +0.05": session_of_top(1, 0.05),
    "session of the 2 best hits: +0.1": session_of_top(2, 0.1),
    "cluster: mean cosine to the best hit x 0.05": candidate_cluster(0.05, 1),
    "cluster: mean cosine to the 3 best x 0.1": candidate_cluster(0.1, 3),
    "PRF over the candidates: 3 best, 5 lexemes, 0.05": candidate_prf(0.05, 3, 5),
    "PRF over the candidates: 5 best, 5 lexemes, 0.1": candidate_prf(0.1, 5, 5),
    "phrase: adjacent pairs x 0.1": phrase(0.1, 0),
    "phrase: pairs within 3 x 0.1": phrase(0.1, 2),
    "statement vector averaged in": statement_vector,
}


def evaluate(data: dict[str, Any], kind: str, fn: Candidate) -> dict[str, list[tuple[int, float]]]:
    out: dict[str, list[tuple[int, float]]] = {}
    for key, d in data["convs"].items():
        k, name = key.split("/")
        if k != kind:
            continue
        s = d.setdefault("_scope", Scope(d))
        dd = {**d, "irregular": data["irregular"]}
        out[name] = [(q["cat"], recall5(s, fn(s, q, dd), q["gold"])) for q in d["questions"]]
    return out


def _flat(res: dict[str, list[tuple[int, float]]], names: tuple[str, ...]) -> list[float]:
    return [x for n in names for _, x in res.get(n, [])]


def mismatches(data: dict[str, Any], kind: str) -> int:
    """Questions whose replayed top 5 or top 10 (as sets: the order of two equal scores may differ in the
    last bits) is not ``search_memories``' (0: the replay is the search)."""
    n = 0
    for key, d in data["convs"].items():
        if key.startswith(kind + "/"):
            s = d.setdefault("_scope", Scope(d))
            dd = {**d, "irregular": data["irregular"]}
            for q in d["questions"]:
                mine = [int(s.idx[i]) for i in default(s, q, dd)]
                n += set(mine[:5]) != set(q["main"][:5]) or set(mine) != set(q["main"])
    return n


def report(data: dict[str, Any], names: list[str] | None = None) -> None:
    from bench.locomo import paired_delta

    for kind in KINDS:
        base = evaluate(data, kind, default)
        convs = tuple(sorted(base))
        mism = mismatches(data, kind)
        allx = _flat(base, convs)
        print(f"{kind}: replayed default R@5 {np.mean(allx):.3f} (26/30/41 {np.mean(_flat(base, DEV)):.3f}, "
              f"42/43 {np.mean(_flat(base, CHECK)):.3f}); questions where the replay differs from "
              f"search_memories: {mism}")
        for label, fn in CANDIDATES.items():
            if names and not any(n in label for n in names):
                continue
            r = evaluate(data, kind, fn)
            cells = []
            for part in (convs, DEV, CHECK):
                dlt = paired_delta(_flat(r, part), _flat(base, part))
                cells.append(f"{dlt['delta']:+.3f} [{dlt['lo']:+.3f}, {dlt['hi']:+.3f}]")
            cats = " ".join(f"c{c} {np.mean([x for v in r.values() for cc, x in v if cc == c]):.3f}"
                            for c in (1, 2, 3, 4))
            print(f"  {label:58s} {np.mean(_flat(r, convs)):.3f}  all {cells[0]}  26/30/41 {cells[1]}"
                  f"  42/43 {cells[2]}  {cats}", flush=True)


def main(argv: list[str] | None = None) -> None:
    p = argparse.ArgumentParser(prog="python -m bench.locomo_replay", description=__doc__,
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--dump", type=Path, default=Path("/tmp/zeusmem-locomo-replay.pkl"),
                   help="where the ingested memories are kept (pickle, research data: not for the repository)")
    p.add_argument("--reuse", action="store_true", help="read --dump instead of ingesting again")
    p.add_argument("--only", help="comma-separated parts of candidate names to run")
    args = p.parse_args(argv)
    if args.reuse and args.dump.exists():
        data = pickle.loads(args.dump.read_bytes())
    else:
        data = asyncio.run(dump(args.dump))
    report(data, args.only.split(",") if args.only else None)


if __name__ == "__main__":
    main()
