"""The secret detector of the write gate: latency on 2 KB memories, and its evaluation.

    python -m bench.secrets          # corpus recall / false positives, detect-secrets side by side,
                                     # LoCoMo turns flagged, latency per 2 KB memory
    python -m bench.secrets --latency --best-of 5
                                     # latency only, each memory's best of 5 runs (a loaded machine
                                     # inflates single runs)

``python -m bench`` runs :func:`detector_latency` too (the "secret detector p95" goal). Latency is
CPU time of the calling thread (``time.thread_time``) per call, so other work on a shared machine
does not inflate it; wall-clock figures are reported next to it.
"""

from __future__ import annotations

import json
import random
import statistics
import sys
import time
from collections import Counter
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[1]
# ../shared/locomo-dev beside a clone; /work/shared from a worktree under /work/wt
LOCOMO_DIRS = [REPO.parent / "shared" / "locomo-dev", REPO.parents[1] / "shared" / "locomo-dev"]
TWO_KB = 2048


def _percentiles(xs: list[float]) -> dict[str, float]:
    xs = sorted(xs)
    pick = lambda q: xs[min(len(xs) - 1, int(q * len(xs)))]  # noqa: E731
    return {"p50": pick(0.5), "p95": pick(0.95), "p99": pick(0.99), "max": xs[-1], "mean": statistics.fmean(xs)}


def two_kb_texts(pool: list[str], n: int, seed: int) -> list[str]:
    """``n`` memories of 2 KB, each lines drawn at random from ``pool``."""
    rng = random.Random(seed)
    out = []
    for _ in range(n):
        text = ""
        while len(text) < TWO_KB:
            text += rng.choice(pool) + "\n"
        out.append(text[:TWO_KB])
    return out


def time_detector(
    texts: list[str], fn: Callable[[str], object] | None = None, best_of: int = 1
) -> dict[str, Any]:
    """Per-call CPU and wall milliseconds of ``fn`` (default ``find_secrets``) over ``texts`` (each text's
    best of ``best_of`` calls)."""
    from zeusmem.rules.secrets import find_secrets

    fn = fn or find_secrets
    for t in texts[:20]:  # warm-up: regex caches, the BIP39 word index
        fn(t)
    cpu, wall = [], []
    for t in texts:
        c, w = float("inf"), float("inf")
        for _ in range(best_of):
            c0, w0 = time.thread_time(), time.perf_counter()
            fn(t)
            c, w = min(c, (time.thread_time() - c0) * 1000), min(w, (time.perf_counter() - w0) * 1000)
        cpu.append(c)
        wall.append(w)
    return {"n": len(texts), "bytes": TWO_KB, "cpu_ms": _percentiles(cpu), "wall_ms": _percentiles(wall)}


def ordinary_memories(seed: int) -> list[str]:
    """Memory sentences of the benchmark's seeded corpus (all eight types, many slot values)."""
    from bench.corpus import generate

    return [m.content for m in generate(3000, seed, n_questions=0).memories]


def detector_latency(seed: int = 42, n: int = 500) -> dict[str, Any]:
    """The bench figure: ``find_secrets`` on 2 KB memories made of the benchmark corpus's sentences."""
    return time_detector(two_kb_texts(ordinary_memories(seed), n, seed))


def locomo_texts(folder: Path | None = None) -> list[str]:
    """LoCoMo turns ("speaker: text [image: caption]") and observations, read from ``folder`` (default: the
    first of ../shared's locations that exists; never copied)."""
    out: list[str] = []
    if folder is None:
        folder = next((d for d in LOCOMO_DIRS if d.is_dir()), None)
    for f in sorted(folder.glob("*.json")) if folder else ():
        d = json.loads(f.read_text())
        for k, v in d.items():
            if k.startswith("session_") and isinstance(v, list):
                for t in v:
                    cap = f" [image: {t['blip_caption']}]" if t.get("blip_caption") else ""
                    out.append(f"{t['speaker']}: {t['text']}{cap}")
            elif k.endswith("_observation") and isinstance(v, dict):
                out += [fact[0] for facts in v.values() for fact in facts]
    return out


def _corpus() -> tuple[list[tuple[str, str]], list[str]]:
    sys.path.insert(0, str(REPO / "tests"))
    from secrets_corpus import BENIGN, SECRETS

    return SECRETS, BENIGN


def _rates(detect: Callable[[str], bool], secrets: list[tuple[str, str]], benign: Iterable[str]) -> dict[str, Any]:
    benign = list(benign)
    found = [detect(t) for _, t in secrets]
    flagged = sum(detect(t) for t in benign)
    per_kind: dict[str, list[bool]] = {}
    for (kind, _), ok in zip(secrets, found, strict=True):
        per_kind.setdefault(kind, []).append(ok)
    return {
        "recall": sum(found) / len(secrets),
        "found": sum(found),
        "secrets": len(secrets),
        "kinds": len(per_kind),
        "kinds_below_90": sorted(k for k, v in per_kind.items() if sum(v) / len(v) < 0.9),
        "false_positives": flagged,
        "benign": len(benign),
        "fp_rate": flagged / len(benign),
    }


def _heldout() -> dict[str, tuple[list[tuple[str, str]], list[str]]]:
    """The corpora the rules were not written from (issue 25): the own set, written before the context
    rules, and the independent author's set."""
    sys.path.insert(0, str(REPO / "tests"))
    import secrets_heldout_own as own
    from independent import secrets_heldout as independent
    from independent import secrets_heldout2 as independent2
    from independent import secrets_heldout3 as independent3
    from independent import secrets_heldout4 as independent4

    return {
        "own held-out (tests/secrets_heldout_own.py)": (own.SECRETS, list(own.BENIGN)),
        "independent (tests/independent/secrets_heldout.py)": (
            independent.SECRETS,
            [t for _, t in independent.BENIGN],
        ),
        "second independent, seen since issue 25 item 3 (tests/independent/secrets_heldout2.py)": (
            independent2.SECRETS,
            [t for _, t in independent2.BENIGN],
        ),
        "third independent, seen since issue 25 item 3 (tests/independent/secrets_heldout3.py)": (
            independent3.SECRETS,
            [t for _, t in independent3.BENIGN],
        ),
        "fourth independent, seen since issue 25 item 3 (tests/independent/secrets_heldout4.py)": (
            independent4.SECRETS,
            [t for _, t in independent4.BENIGN],
        ),
    }


def evaluate(seed: int = 42) -> dict[str, Any]:
    from zeusmem.rules.secrets import find_secret, find_secrets

    secrets, benign = _corpus()
    detect = lambda t: find_secret(t) is not None  # noqa: E731
    out: dict[str, Any] = {"zeusmem": _rates(detect, secrets, benign)}
    out["heldout"] = {name: _rates(detect, s, b) for name, s, b in ((n, *c) for n, c in _heldout().items())}
    try:
        out["detect_secrets"] = _detect_secrets(secrets, benign)
    except ImportError:
        out["detect_secrets"] = {"available": False}
    pools = {
        "ordinary memories (bench corpus)": ordinary_memories(seed),
        "benign look-alikes (tests corpus)": benign,
        "secret-dense (tests corpus)": [t for _, t in secrets],
    }
    turns = locomo_texts()
    if turns:
        flagged = [f.kind for t in turns for f in find_secrets(t)[:1]]
        out["locomo"] = {"texts": len(turns), "flagged": len(flagged), "kinds": dict(Counter(flagged))}
        pools["LoCoMo turns"] = turns
    out["latency"] = {name: time_detector(two_kb_texts(pool, 400, seed)) for name, pool in pools.items()}
    return out


def _detect_secrets(secrets: list[tuple[str, str]], benign: list[str]) -> dict[str, Any]:
    """detect-secrets 1.5 as shipped: all plugins through ``scan_line``; its provider regexes alone."""
    from detect_secrets.core.plugins.util import get_mapping_from_secret_type_to_class
    from detect_secrets.core.scan import scan_line
    from detect_secrets.plugins.base import RegexBasedDetector
    from detect_secrets.settings import default_settings

    def lines(t: str) -> list[str]:
        return t.splitlines() or [t]

    res: dict[str, Any] = {"available": True}
    with default_settings():
        def all_plugins(t: str) -> bool:
            return any(True for line in lines(t) for _ in scan_line(line))

        res["scan_line, all plugins"] = _rates(all_plugins, secrets, benign)
        res["scan_line, all plugins"]["latency"] = time_detector(
            two_kb_texts(benign, 60, 1), lambda t: [s for line in lines(t) for s in scan_line(line)]
        )["cpu_ms"]
    plugins = [c() for c in get_mapping_from_secret_type_to_class().values()]
    groups = {
        "provider regexes": [p for p in plugins if isinstance(p, RegexBasedDetector)],
        "KeywordDetector": [p for p in plugins if type(p).__name__ == "KeywordDetector"],
        "high-entropy strings": [p for p in plugins if "HighEntropy" in type(p).__name__],
    }
    for name, group in groups.items():
        def detect(t: str, group: list[Any] = group) -> bool:
            return any(
                True for p in group for line in lines(t) for _ in p.analyze_line("memory.txt", line, 1)
            )

        res[name] = _rates(detect, secrets, benign)
    return res


def latency(seed: int = 42, best_of: int = 1) -> dict[str, Any]:
    """``find_secrets`` per 2 KB memory on each kind of text (400 memories each)."""
    secrets, benign = _corpus()
    pools = {
        "ordinary memories (bench corpus)": ordinary_memories(seed),
        "benign look-alikes (tests corpus)": benign,
        "secret-dense (tests corpus)": [t for _, t in secrets],
    }
    if turns := locomo_texts():
        pools["LoCoMo turns"] = turns
    return {name: time_detector(two_kb_texts(pool, 400, seed), best_of=best_of) for name, pool in pools.items()}


def _print_latency(lat: dict[str, Any]) -> None:
    for name, one in lat.items():
        c, w = one["cpu_ms"], one["wall_ms"]
        print(
            f"find_secrets on 2 KB, {name}: CPU p50 {c['p50']:.3f} / p95 {c['p95']:.3f} / max {c['max']:.3f} ms"
            f" (wall p95 {w['p95']:.3f} ms)"
        )


def main() -> None:
    if "--latency" in sys.argv:
        best = int(sys.argv[sys.argv.index("--best-of") + 1]) if "--best-of" in sys.argv else 1
        _print_latency(latency(best_of=best))
        return
    r = evaluate()
    z = r["zeusmem"]
    print(
        f"zeusmem: recall {z['found']}/{z['secrets']} = {z['recall']:.1%} over {z['kinds']} kinds "
        f"(below 90%: {z['kinds_below_90'] or 'none'}); false positives {z['false_positives']}/{z['benign']}"
        f" = {z['fp_rate']:.1%}"
    )
    for name, h in r["heldout"].items():
        print(
            f"zeusmem on {name}: recall {h['found']}/{h['secrets']} = {h['recall']:.1%} "
            f"(below 90%: {h['kinds_below_90'] or 'none'}); false positives {h['false_positives']}/{h['benign']}"
            f" = {h['fp_rate']:.1%}"
        )
    ds = r["detect_secrets"]
    for name, v in ds.items():
        if isinstance(v, dict):
            lat = f", {v['latency']['p50']:.2f} ms per 2 KB (CPU p50)" if "latency" in v else ""
            print(
                f"detect-secrets {name}: recall {v['found']}/{v['secrets']} = {v['recall']:.1%}; "
                f"false positives {v['false_positives']}/{v['benign']} = {v['fp_rate']:.1%}{lat}"
            )
    if "locomo" in r:
        lo = r["locomo"]
        print(f"LoCoMo (../shared/locomo-dev): {lo['flagged']} of {lo['texts']} turns and observations flagged")
    _print_latency(r["latency"])


if __name__ == "__main__":
    main()
