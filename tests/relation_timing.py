"""``claims.relation`` per call on the conversational corpus: ``python tests/relation_timing.py``.

Each pair is timed 5 times with every cache of the rules cleared first ("cold": both texts new) and 5
times with them kept ("warm"); the best of each five counts. Figures in ``tests/test_attribute_pairs.py``.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))

from corrections_conversational import COMPATIBLE, CORRECTIONS, UPDATES  # noqa: E402
from pair_eval import cosines  # noqa: E402

from zeusmem.embeddings.local import LocalMiniLMEmbeddings  # noqa: E402
from zeusmem.rules import attributes, claims, endings  # noqa: E402


def _clear() -> None:
    for module in (claims, attributes, endings):
        for v in vars(module).values():
            if hasattr(v, "cache_clear"):
                v.cache_clear()


def main() -> None:
    pairs = CORRECTIONS + UPDATES + COMPATIBLE
    sims = cosines(LocalMiniLMEmbeddings(), pairs)
    cold, warm = [], []
    for (old, new), sim in zip(pairs, sims, strict=True):
        best = float("inf")
        for _ in range(5):
            _clear()
            t0 = time.perf_counter()
            claims.relation(new, old, sim)
            best = min(best, time.perf_counter() - t0)
        cold.append(best)
        best = float("inf")
        for _ in range(5):
            t0 = time.perf_counter()
            claims.relation(new, old, sim)
            best = min(best, time.perf_counter() - t0)
        warm.append(best)
    for name, ts in (("cold (caches cleared)", sorted(cold)), ("warm (texts cached)", sorted(warm))):
        print(f"{name}: n={len(ts)} p50 {ts[len(ts) // 2] * 1e6:.0f} us, p95 {ts[int(len(ts) * 0.95)] * 1e6:.0f} us")


if __name__ == "__main__":
    main()
