"""The single-namespace workload: one user's namespace per query, the shape of the PostgresStore docs.

At 100k rows: 359 users, two of them hold 15 % of the corpus each (15k memories), the others 50–500
(lognormal). Every memory is a user memory (scope ``user``) in one org; a query searches exactly
one user's memories (zeusmem: a ``SecurityContext`` with only ``user_id``; PostgresStore: one
namespace ``("org", org, "user", id)``; PGVectorStore: one ``scope_key``).

The memories come from the same per-scope streams as :mod:`bench.corpus` (the two huge users take
the texts of the multi-scope corpus's two big projects, the others those of its users of the
same id), so both workloads share most of their texts and so their cached embeddings.

Queries: each picks a user uniformly (so the two huge users get 2 of 359 queries at 100k: every
user is equally active), and the query text is one of that user's own memories' questions 70 % of
the time, any question of the corpus otherwise. The 15k-item users are measured with a sample of
their own on top (a quarter as many queries, class ``huge_sample``, interleaved in the same run,
not counted in the overall percentiles), as the issue's reference table reports them apart.
"""

from __future__ import annotations

import math
from collections.abc import Iterator

from bench.corpus import Corpus, Ctx, Memory, User, _rng, _Stream, make_questions

HUGE_SHARE = 0.15
#: queries on the huge users measured on top of the uniform workload, per uniform query
HUGE_SAMPLE = 0.25
ORG = "org00"


def generate_single(size: int, seed: int = 42, *, n_questions: int = 150) -> Corpus:
    """About ``size`` memory rows in user namespaces (see the module docstring)."""
    if size < 200:
        raise ValueError("size must be >= 200")
    huge_n = int(size * HUGE_SHARE)
    budget = size - 2 * huge_n
    per_user: list[int] = []
    i = 0
    while sum(per_user) < budget:
        r = _rng(seed, "single-user-size", i)
        per_user.append(int(min(500, max(50, r.lognormvariate(math.log(161), 0.75)))))
        i += 1
    per_user[-1] = max(50, per_user[-1] - (sum(per_user) - budget))
    users = [User(id=f"uhuge{h}", org_id=ORG, power=True) for h in range(2)]
    users += [User(id=f"u{ui:05d}", org_id=ORG) for ui in range(1, len(per_user) + 1)]
    memories: list[Memory] = []
    for h in range(2):
        # the texts of the multi-scope corpus's big project h, as this user's own memories
        for m in _Stream(seed, "project", f"bigproj{h}", ORG, [users[h].id]).take(huge_n):
            m.scope, m.scope_id, m.visibility = "user", users[h].id, "members"
            memories.append(m)
    for u, n in zip(users[2:], per_user, strict=True):
        memories += _Stream(seed, "user", u.id, ORG, [u.id]).take(n)
    corpus = Corpus(seed=seed, size=size, orgs=[ORG], users=users, projects=[], memories=memories)
    corpus.questions = make_questions(corpus, n_questions, seed)
    return corpus


def single_contexts(corpus: Corpus, n: int, seed: int) -> Iterator[tuple[Ctx, str, str]]:
    """(context, query text, class) with one user namespace each: ``n`` queries on uniformly chosen
    users (class ``small``, or ``huge`` when one of the two big users is drawn), with ``n / 4``
    queries of class ``huge_sample`` on the big users interleaved."""
    rng = _rng(seed, "single-latency", corpus.size)
    own: dict[str, list[str]] = {}
    for m in corpus.memories:
        if m.question and m.searchable:
            own.setdefault(m.scope_id, []).append(m.question)
    everything = [q for qs in own.values() for q in qs]
    huge = [u for u in corpus.users if u.power]
    every = 1 / HUGE_SAMPLE
    for i in range(n + int(n * HUGE_SAMPLE)):
        if (i + 1) % (every + 1) == 0:  # every fifth query: the extra sample of the big users
            u, cls = huge[rng.randrange(len(huge))], "huge_sample"
        else:
            u = corpus.users[rng.randrange(len(corpus.users))]
            cls = "huge" if u.power else "small"
        mine = own.get(u.id) or everything
        pool = mine if rng.random() < 0.7 else everything
        yield Ctx(u.id, u.org_id), pool[rng.randrange(len(pool))], cls
