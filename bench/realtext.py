"""The real-text workload: the single-namespace shape (:mod:`bench.single`) with LoCoMo texts.

Same shape as the single-namespace workload, drawn from the same RNG streams: at 100k rows
359 users in one org, two of them hold 15 % of the corpus each (15k memories), the others 50–500
(the same lognormal sizes, user for user); a query searches one user's memories, the user drawn
uniformly, plus the extra sample of the two big users (class ``huge_sample``). PostgresStore and
PGVectorStore are loaded with the same rows and the same MiniLM vectors.

The texts are real: every dialog turn (``"{speaker}: {text}"``, with ``" [image: {caption}]"``
when the turn shared a picture) and every extracted observation of the LoCoMo development
conversations (``../shared/locomo-dev/``, read at run time, never copied into the repository),
and the questions are the conversations' own questions (categories 1–4). A conversation holds
about 600–950 such memories; to reach 100k (or 1M) rows without the same sentence twice in one
namespace, the conversations are replayed as *variants*: variant 0 of each conversation is the
original, the others are the same conversation with the two speakers' names replaced (in every
turn, observation and question) by another pair of first names. A small user holds a contiguous
window (in dialog order, a session's turns then its observations) of one variant; a big user
holds whole variants one after the other. As many variants are made as the big users need (at
100k: 20, so about 16k distinct memory texts; at 1M about 200; a sentence no renaming changes,
such as one naming neither speaker, is kept once per namespace); small users share the variants,
so a text recurs in several namespaces (as the same fact would for different people). Only the
texts the run needs are embedded (once, into the cache of :mod:`bench.vectors`).

Query texts: 70 % of the time a question whose evidence is one of the user's own memories (in
the user's variant, so with its names), any question of the corpus otherwise (as in
:mod:`bench.single`). Real questions are long and full of common words, which the synthetic
corpus never asks: that is what this workload measures.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

from bench.corpus import Corpus, Memory, User, _rng
from bench.single import HUGE_SHARE, ORG

#: first names for the speakers of replayed conversations (none of them a LoCoMo speaker's)
NAMES = (
    "Aisha", "Bruno", "Chloe", "Dmitri", "Elena", "Farid", "Grace", "Hiro", "Ines", "Jonas",
    "Keira", "Luca", "Maya", "Niko", "Olivia", "Pavel", "Quinn", "Rosa", "Samir", "Tara",
    "Umar", "Vera", "Wes", "Ximena", "Yusuf", "Zoe", "Amara", "Bela", "Cyrus", "Dana",
    "Emil", "Freya", "Gabe", "Hana", "Ivan", "Jade", "Kofi", "Lena", "Marco", "Nadia",
)


@dataclass(frozen=True, slots=True)
class Source:
    """One LoCoMo conversation as memories in dialog order and its questions with their gold."""

    name: str
    speakers: tuple[str, str]
    items: list[str]  # memory texts: per session, its turns then its observations
    dia: list[frozenset[str]]  # the dia_ids of each item
    questions: list[tuple[str, frozenset[str]]]  # (text, evidence dia_ids)


def load_sources(data_dir: Path) -> list[Source]:
    """Every conversation file of ``data_dir`` (see bench/locomo.py for the format)."""
    import json

    from bench.locomo import load_conversation

    out = []
    for path in sorted(data_dir.glob("*.json")):
        conv = load_conversation(path)
        d = json.loads(path.read_text())

        def session(ids: frozenset[str]) -> int:
            return min((int(i[1:].split(":")[0]) for i in ids), default=10**6)

        rows = [(session(t.dia_ids), 0, i, t) for i, t in enumerate(conv.turns)]
        rows += [(session(o.dia_ids), 1, i, o) for i, o in enumerate(conv.observations)]
        rows.sort(key=lambda r: r[:3])
        seen: set[str] = set()
        items, dia = [], []
        for *_, it in rows:
            if it.text not in seen:  # the same sentence twice in one namespace: a write would refuse it
                seen.add(it.text)
                items.append(it.text)
                dia.append(it.dia_ids)
        out.append(Source(path.stem, (str(d["speaker_a"]), str(d["speaker_b"])), items, dia,
                          [(q.text, q.evidence) for q in conv.questions]))
    return out


class Variant:
    """Conversation ``source`` with its speakers renamed ``names`` (variant 0: the original)."""

    def __init__(self, source: Source, names: tuple[str, str], index: int) -> None:
        self.source, self.names, self.index = source, names, index
        a, b = source.speakers
        mapping = {a: names[0], b: names[1]}
        self._pattern = re.compile(r"\b(" + "|".join(re.escape(n) for n in mapping) + r")\b")
        self._mapping = mapping
        self.items = [self.rename(t) for t in source.items]
        self._questions: list[str] | None = None

    def rename(self, text: str) -> str:
        if self.names == self.source.speakers:
            return text
        return self._pattern.sub(lambda m: self._mapping[m.group(1)], text)

    @property
    def questions(self) -> list[str]:
        if self._questions is None:
            self._questions = [self.rename(q) for q, _ in self.source.questions]
        return self._questions

    def question_of(self, item: int) -> str | None:
        """A question (renamed) whose evidence includes item ``item``, the first one, else None."""
        ids = self.source.dia[item]
        for qi, (_, ev) in enumerate(self.source.questions):
            if ev & ids:
                return self.questions[qi]
        return None


def make_variants(sources: list[Source], n: int, seed: int) -> list[Variant]:
    """``n`` variants: each conversation as it is first, then renamed by distinct name pairs."""
    out: list[Variant] = []
    used: set[tuple[str, str, str]] = set()
    i = 0
    while len(out) < n:
        src = sources[i % len(sources)]
        if i < len(sources):
            names = src.speakers
        else:
            r = _rng(seed, "realtext-names", i)
            while True:
                names = (NAMES[r.randrange(len(NAMES))], NAMES[r.randrange(len(NAMES))])
                if names[0] != names[1] and (src.name, *names) not in used:
                    break
        used.add((src.name, *names))
        out.append(Variant(src, names, len(out)))
        i += 1
    return out


def generate_realtext(size: int, data_dir: Path, seed: int = 42) -> Corpus:
    """About ``size`` memory rows in user namespaces (see the module docstring)."""
    import math

    if size < 200:
        raise ValueError("size must be >= 200")
    sources = [s for s in load_sources(data_dir) if s.items]
    if not sources:
        raise FileNotFoundError(f"no LoCoMo conversation files in {data_dir}")
    huge_n = int(size * HUGE_SHARE)
    budget = size - 2 * huge_n
    per_user: list[int] = []
    i = 0
    while sum(per_user) < budget:  # the sizes of bench/single.py, user for user
        r = _rng(seed, "single-user-size", i)
        per_user.append(int(min(500, max(50, r.lognormvariate(math.log(161), 0.75)))))
        i += 1
    per_user[-1] = max(50, per_user[-1] - (sum(per_user) - budget))
    mean_len = sum(len(s.items) for s in sources) / len(sources)
    n_var = max(len(sources), math.ceil(huge_n / mean_len) + 1)
    variants = make_variants(sources, n_var, seed)

    def whole(order: list[Variant]) -> list[tuple[Variant, int]]:
        """Whole variants one after the other, a sentence no renaming changed only once."""
        seen: set[str] = set()
        rows = []
        for v in order:
            for j, t in enumerate(v.items):
                if t not in seen:
                    seen.add(t)
                    rows.append((v, j))
        return rows

    while len(whole(variants)) < huge_n:
        variants = make_variants(sources, len(variants) + 2, seed)
    users = [User(id=f"uhuge{h}", org_id=ORG, power=True) for h in range(2)]
    users += [User(id=f"u{ui:05d}", org_id=ORG) for ui in range(1, len(per_user) + 1)]
    memories: list[Memory] = []
    for h in range(2):  # whole variants, the second big user starting half-way round
        order = variants[h * len(variants) // 2:] + variants[: h * len(variants) // 2]
        rows = whole(order)[:huge_n]
        memories += _memories(users[h].id, rows, seed)
    for u, n in zip(users[2:], per_user, strict=True):
        r = _rng(seed, "realtext-window", u.id)
        v = variants[r.randrange(len(variants))]
        n = min(n, len(v.items))
        start = r.randrange(len(v.items) - n + 1)
        memories += _memories(u.id, [(v, j) for j in range(start, start + n)], seed)
    corpus = Corpus(seed=seed, size=size, orgs=[ORG], users=users, projects=[], memories=memories)
    corpus.questions = []  # retrieval quality is measured by ``python -m bench locomo``
    return corpus


def _memories(user: str, rows: list[tuple[Variant, int]], seed: int) -> list[Memory]:
    import hashlib

    out = []
    for n, (v, j) in enumerate(rows, 1):
        r = _rng(seed, "realtext-mem", user, n)
        digest = hashlib.blake2b(f"realtext:{user}:{n}".encode(), digest_size=6).hexdigest()
        mid = f"mem_r{digest}{n:06x}"
        out.append(Memory(
            id=mid, lineage_id=mid, version=1, supersedes_id=None, content=v.items[j], memory_type="fact",
            scope="user", scope_id=user, org_id=ORG, created_by=user,
            confidence=round(r.uniform(0.7, 1.0), 2), importance=round(r.uniform(0.2, 0.9), 2),
            visibility="members", status="active", key=None, tags=("locomo",), priority="normal",
            source="user", age_days=r.uniform(0, 365), expires_in_days=None,
            question=v.question_of(j)))
    return out


def words(text: str) -> int:
    return len(text.split())
