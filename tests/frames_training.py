"""The learned classifier tried for issue 25 (``corr6``) and left out of the decision: a logistic
regression over language-neutral features of a pair (:func:`features`), fitted and measured here.

    PYTHONPATH=. .venv/bin/python tests/frames_training.py          # leave-one-set-out table, then the weights

Training sets: the team's own pair sets and the independent corpora 1-4 (never the fifth or later:
they are the held-out measure). Positive: corrections and updates; negative: compatible pairs;
restatements (the duplicate gate) left out. Each row of the table is a set the model was *not*
fitted on, with the rules alone and with the rules plus the learned tier (flag from
:data:`~zeusmem.rules.claims.FLAG`; the supersede tier, at a threshold that supersedes at most
``--supersede`` of the training compatible pairs, is measured and printed but not shipped).
"""

from __future__ import annotations

import argparse
import difflib
import importlib
import math
import re
import sys
from collections.abc import Sequence
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).parent))

from pair_eval import cosines  # noqa: E402

from zeusmem.embeddings.local import LocalMiniLMEmbeddings  # noqa: E402
from zeusmem.rules import attributes, claims, revisions  # noqa: E402
from zeusmem.rules import claims as frames  # noqa: E402  (the frame rule lives in claims)
from zeusmem.rules.parsing import parse  # noqa: E402
from zeusmem.rules.words import ADDITIVE, PAST, PLAN, tokens  # noqa: E402

#: the features, in the order of :data:`WEIGHTS`
NAMES = (
    "bias", "cos", "cover", "fresh", "oldval", "newval", "subst", "now", "neg", "question", "plan", "temporary",
    "someone_else", "firstshift", "len", "past", "change", "correction", "cjk", "arrow", "used", "ratio", "cos_cover",
)

#: as fitted by :func:`main` on all seven sets (logistic regression, L2, standardisation folded in)
WEIGHTS = (
    -5.8589, 5.7681, -2.4855, -4.5599, -0.6412, 0.6876, 0.4940, 1.3252, 1.1962, -1.2293, -1.9962, -2.7393,
    -5.6053, -0.1793, 2.5326, 1.2199, 1.1804, 0.5478, -1.2958, 0.0000, -1.8318, -0.6759, 2.4329,
)

#: the flag tier as measured: asked from this cosine up to the duplicate threshold, flags from this probability
FLOOR = 0.6
FLAG = 0.6


def _kind(t: object) -> str | None:
    norm: str = t.norm  # type: ignore[attr-defined]
    if any(ch.isdigit() for ch in norm):
        return "num"
    return "name" if t.value else None  # type: ignore[attr-defined]


def features(old: str, new: str, similarity: float) -> tuple[float, ...]:
    """The language-neutral reading of one pair (see the module docstring)."""
    c = claims
    po, pn = c.parse(old), c.parse(new)
    to, tn = c.tokens(po.body), c.tokens(pn.body)
    so = {t.stem for t in to if t.content}
    sn = {t.stem for t in tn if t.content}
    cover = len(so & sn) / max(1, len(so))
    fresh = len(sn - so) / max(1, len(sn))
    vo = {t.norm: _kind(t) for t in to if _kind(t)}
    vn = {t.norm: _kind(t) for t in tn if _kind(t)}
    oldval = float(any(v in vn for v in vo))
    newval = float(any(v not in vo and k in set(vo.values()) for v, k in vn.items()))
    sm = difflib.SequenceMatcher(a=[t.stem for t in to], b=[t.stem for t in tn], autojunk=False)
    subst = 0.0
    for op, a1, a2, b1, b2 in sm.get_opcodes():
        if op == "replace" and ({_kind(t) for t in to[a1:a2]} - {None}) & ({_kind(t) for t in tn[b1:b2]} - {None}):
            subst = 1.0
    body = pn.body
    now = float(c._has_now(tn))  # noqa: SLF001
    neg = float(any(t.negation for t in tn) and not any(t.negation for t in to))
    question = float(bool(frames._QUESTION.search(body)))  # noqa: SLF001
    plan = float(bool(PLAN.search(body)))
    temporary = float(bool(c._TEMPORARY.search(body)))  # noqa: SLF001
    other = float(revisions.someone_else(body, po.body) or attributes.about_someone_else(body, po.body))
    mine = c._FIRST_PERSON | {"my", "our"}  # noqa: SLF001
    firstshift = float(any(t.norm in mine for t in to) and not any(t.norm in mine for t in tn))
    past = float(any(t.norm in c._PAST for t in tn) and not any(t.norm in c._PAST for t in to))  # noqa: SLF001
    change = float(bool(c.find_changes(new)))
    correction = float(c.find_correction(new) is not None)
    cjk = float(bool(re.search(f"[{c._CJK}]", old + new)))  # noqa: SLF001
    arrow = float(bool(frames._ARROW_AT.search(body)))  # noqa: SLF001
    used = float(bool(PAST.search(body)))
    ratio = math.log((1 + len(tn)) / (1 + len(to)))
    return (1.0, similarity, cover, fresh, oldval, newval, subst, now, neg, question, plan, temporary, other,
            firstshift, math.log(1 + len(tn)), past, change, correction, cjk, arrow, used, ratio, similarity * cover)


def probability(old: str, new: str, similarity: float, weights: Sequence[float] | None = None) -> float:
    """How likely NEW changes or updates OLD, by ``weights`` (:data:`WEIGHTS` unless given)."""
    ws = WEIGHTS if weights is None else weights
    z = sum(w * f for w, f in zip(ws, features(old, new, round(float(similarity), 4)), strict=True))
    return 1.0 / (1.0 + math.exp(-max(-60.0, min(60.0, z))))



Row = tuple[str, str, str, str, str, tuple[float, ...]]  # set, label, rules' outcome, old, new, features


def sets() -> list[tuple[str, list[tuple[str, str]], list[tuple[str, str]], list[tuple[str, str]]]]:
    import correction_phrasings as cp
    import correction_probes4 as p4
    import corrections_conversational as cc

    out = [("own phrasings", cp.CHANGES, cp.UPDATES, cp.COMPATIBLE + cp.PRECISION_PROBES),
           ("own probes4", p4.CORRECTIONS, p4.UPDATES, p4.COMPATIBLE),
           ("own conversational", cc.CORRECTIONS, cc.UPDATES, cc.COMPATIBLE)]
    for n in ("", "2", "3", "4"):
        m = importlib.import_module(f"independent.corrections_heldout{n}")
        out.append((f"heldout{n or '1'}", m.CORRECTIONS, m.UPDATES, m.COMPATIBLE))
    return out


def rows() -> list[Row]:
    emb = LocalMiniLMEmbeddings()
    out: list[Row] = []
    for name, c, u, k in sets():
        for label, pairs in (("C", c), ("U", u), ("K", k)):
            for (old, new), sim in zip(pairs, cosines(emb, pairs), strict=True):
                sim = round(sim, 4)
                if sim >= 0.85 and claims.is_restatement(new, old):
                    kind = "duplicate"
                else:
                    kind = claims.relation(new, old, sim).kind
                out.append((name, label, kind, old, new, features(old, new, sim)))
    return out


def fit(x: np.ndarray, y: np.ndarray, l2: float = 0.3, steps: int = 3000, rate: float = 0.3) -> np.ndarray:
    mu, sd = x[:, 1:].mean(0), x[:, 1:].std(0) + 1e-9
    z = np.hstack([x[:, :1], (x[:, 1:] - mu) / sd])
    w = np.zeros(z.shape[1])
    for _ in range(steps):
        p = 1 / (1 + np.exp(-z @ w))
        w -= rate * (z.T @ (p - y) / len(y) + l2 * np.r_[0, w[1:]] / len(y))
    return np.r_[w[0] - (w[1:] * mu / sd).sum(), w[1:] / sd]


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--supersede", type=float, default=0.006,
                    help="share of training compatible pairs it may supersede")
    args = ap.parse_args()
    data = [r for r in rows() if r[2] != "duplicate"]
    names = list(dict.fromkeys(r[0] for r in data))
    good = {"C": ("supersede",), "U": ("supersede", "flag"), "K": ("none", "flag")}
    print("| set (not fitted on) | corrections: rules / +flag tier / +supersede tier | updates superseded or flagged |"
          " compatible kept (flagged) |")
    for held in [*names, None]:
        train = [r for r in data if r[0] != held]
        x = np.array([r[5] for r in train])
        y = np.array([r[1] in "CU" for r in train], float)
        w = fit(x, y)
        p = 1 / (1 + np.exp(-x @ w))
        kept = np.sort(p[np.array([r[1] == "K" and r[2] != "supersede" for r in train])])[::-1]
        t_sup = kept[int(args.supersede * sum(r[1] == "K" for r in train))] + 1e-9
        if held is None:
            print("WEIGHTS = (\n    " + ", ".join(f"{v:.4f}" for v in w) + ",\n)")
            print(f"supersede threshold (not shipped): {t_sup:.3f}")
            break
        tally = {lab: [0, 0, 0, 0] for lab in "CUK"}  # rules, +flag tier, +supersede tier, all
        flagged = [0, 0]
        for _, lab, kind, _old, new, f in (r for r in data if r[0] == held):
            q = float(1 / (1 + np.exp(-np.array(f) @ w)))
            also = any(t.norm in ADDITIVE for t in tokens(parse(new).body))
            flag = "flag" if kind == "none" and FLOOR <= f[1] < 0.85 and not also and q >= FLAG else kind
            sup = "supersede" if kind in ("none", "flag") and q >= t_sup else flag
            for i, o in enumerate((kind, flag, sup)):
                tally[lab][i] += o in good[lab]
            tally[lab][3] += 1
            if lab == "K":
                flagged[0] += kind == "flag"
                flagged[1] += flag == "flag"
        (c0, c1, c2, cn), (u0, u1, _, un), (k0, k1, k2, kn) = tally["C"], tally["U"], tally["K"]
        print(f"| {held} | {c0} / {c1} / {c2} of {cn} | {u0} -> {u1} of {un} | {k0} -> {k1} of {kn} "
              f"({flagged[0]} -> {flagged[1]} flagged; {k2} with the supersede tier) |")


if __name__ == "__main__":
    main()
