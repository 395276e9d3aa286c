"""Would a learned model of credential text generalise to a corpus it was not trained on? (issue 25, probe)

RESULTS (2026-12-07, main efb8e64, 26,015 corpus texts in 26 corpora, 7 folds; thresholds out of sample, see below)

    Verdict: it does NOT generalise well enough to replace the rules, and adds little on top of them. Alone, a
    character n-gram model trained on 25 corpora finds 22-66% (mean 33%) of a new corpus's secrets at <= 1%
    false positives (held-out ROC AUC 0.70-0.97, mean 0.89), far below the rules' own first contact (mean 81%).
    Beside the rules as they were when each corpus arrived (first contact), "rules OR model" gains on average
    +2.8 points recall (char) / +3.0 (window) for +0.2 / +0.3 points of false positives; it catches 101 / 107 of
    the rules' 671 first-contact misses (15-16%). At a stricter threshold (FP <= 0.3% on training benign) the
    gain is +1.4 points for +0.1. The best single fold is #21 (+7 points, 43/80 misses, no FP added); #22 (long
    memories, 300-2,944 characters) gains nothing: the model scores whole texts and a long one dilutes the
    credential (0.0% recall, AUC 0.69). The fairest fold is #24: trained on exactly the corpora the rules had
    seen, +4.7 / +5.2 points for 0 FP added (16 / 18 of 77 misses). The other folds flatter the model: it trains
    on corpora written AFTER the held-out one, which the first-contact rules never saw.
    Against the rules of today (fitted on #18-#22, ~99%), the model adds 0-6 secrets per corpus on #18-#22 and
    12 of 60 / 16-18 of 77 on #23 / #24 (not yet read by the rules). The false-positive goal (<= 1% overall) is
    not the model's problem (0.4% mean alone, 0 on five of seven corpora, 2.2-2.4% on #20) but the rules'
    first-contact FP (4.3% mean) is, and a model does not reduce it: OR only adds.

    Per held-out corpus, threshold FP <= 1% on the training corpora's benign texts (out of sample); rules = first
    contact (the rules of the held-out corpus's own commit, which reproduce the documented first-contact figures;
    #23: 265/338 = the figure before secfix22, documented 278/338 with it),
    recall / FP:
                 rules (1st contact) | a char model    | a rules OR char | b window model  | b rules OR window
        #18      73.9% / 3.7%        | 34.6% / 0.3%    | 76.2% / 3.9%    | 36.0% / 0.6%    | 76.5% / 4.2%
        #19      77.1% / 4.0%        | 25.4% / 0.0%    | 77.9% / 4.0%    | 24.9% / 0.0%    | 77.9% / 4.0%
        #20      91.7% / 7.3%        | 65.5% / 2.2%    | 93.4% / 8.4%    | 65.6% / 2.4%    | 93.1% / 8.5%
        #21      86.5% / 0.6%        | 61.8% / 0.0%    | 93.2% / 0.6%    | 63.5% / 0.0%    | 93.7% / 0.6%
        #22      82.6% / 4.8%        |  0.0% / 0.0%    | 82.6% / 4.8%    |  0.0% / 0.0%    | 82.6% / 4.8%
        #23      78.4% / 5.8%        | 22.5% / 0.0%    | 82.0% / 5.8%    | 23.1% / 0.0%    | 82.2% / 5.8%
        #24      77.7% / 3.8%        | 22.0% / 0.0%    | 82.4% / 3.8%    | 24.9% / 0.0%    | 82.9% / 3.8%
        mean     81.1% / 4.3%        | 33.1% / 0.4%    | 84.0% / 4.5%    | 34.0% / 0.4%    | 84.2% / 4.5%
        first-contact misses caught: char 18/199, 5/144, 10/48, 40/80, 0/50, 12/73, 16/77 = 101/671;
                                     window 20, 5, 8, 43, 0, 13, 18 = 107/671
    Against today's rules (main efb8e64; #18-#22 already read by them): rules mean 93.9% / 1.5%; OR char
    95.2% / 1.9% (+1.3 / +0.4; misses caught 4/8, 0/1, 0/4, 2/2, 0/2, 12/60, 16/77); OR window 95.3% / 1.9%.
    The ranking is there but the threshold is not: at the held-out corpus's OWN 1% FP point (an oracle, not
    usable) the char model would find 47% on average (12-83%).

    LoCoMo's real turns and observations (3,970 texts), flags per fold's model at FP <= 1% / <= 0.3%:
        char   9-16 (0.2-0.4%) / 1-3;     window 0 / 0 in every fold.
    CPU per 2 KB text (a number-heavy memory, hashing + tf-idf + dot product, one text at a time): 4.7 ms for both
    (the window model costs the same on a text where digits are everywhere; it skips text without a spot).
    Training: ~27 s CPU per fold (4 fits of liblinear on ~24k x 2^18 sparse rows).
    Model c (MiniLM) was NOT measured: the --embed step (30k texts, one process on a 2-core machine shared with
    other jobs) had not finished after 20 min of CPU and was stopped at the timebox; its code path is untested.

What it does
    Leave-one-corpus-out over the newest independent secrets corpora (#18 .. #24,
    tests/independent/secrets_heldout18.py .. 24.py). For each held-out corpus a model is trained on ALL the other
    corpora (independent #1 .. #24 minus the held-out one, plus the repo's own tests/secrets_corpus.py and
    tests/secrets_heldout_own.py), and compared with the hand-written rules (zeusmem.rules.secrets.find_secret,
    not touched) on the held-out corpus's SECRETS (recall) and BENIGN (false positives).

    Models (cheapest first):
      a  "char":    character 1-5-grams of the lowercased text, hashed to 2^18 features (binary), sublinear
                    tf-idf fitted on the training rows, logistic regression (liblinear, C=10). (Raw l2-normalised
                    counts with C=1 were worse on #22 / #24: held-out AUC 0.59 / 0.76 against 0.70 / 0.85.)
      b  "window":  the same, but only on windows of +-80 characters around the "spots" of a text: every digit
                    and every credential keyword of a small multilingual list (KEYWORDS); a text with no spot
                    scores 0 (never flagged).
      c  "minilm":  all-MiniLM-L6-v2 sentence embeddings (zeusmem.embeddings.local.LocalMiniLMEmbeddings, 384-d,
                    texts truncated to 256 tokens) + logistic regression (C=1). Optional: only when the .npy file
                    written by the --embed step exists.

    Threshold: per held-out fold, the score at which the model flags <= 1% of the TRAINING corpora's benign texts,
    measured OUT OF SAMPLE: the training corpora are split by corpus into 3 groups (GroupKFold), each group is
    scored by a model trained on the other two, and the threshold is the 99th percentile of those scores over the
    training benign texts (an in-sample threshold would be far too low: the model has memorised its training
    benign texts). A second, stricter point (FP <= 0.3% on training benign) is reported as well.

    For each held-out corpus it prints: the rules alone (recall / FP), the model alone, "rules OR model"
    (recall / FP), and how many of the rules' misses the model catches; then the averages over the 7 held-out
    corpora, the models' flags on LoCoMo's real turns and observations (bench.secrets.locomo_texts(); every
    fold's model, at its threshold) and the CPU time of one 2 KB text (vectorise + score, time.process_time).

    Caveat on the rules column: the rules were already corrected from corpora up to #23 at the time of the run
    (main efb8e64), so on #18 .. #23 "rules" is the FITTED rules (~99%), not their first contact; only #24 is
    met blind by the rules (its first contact: 77.7%). The column that answers "does a model generalise" is the
    model alone on each held-out corpus (it never saw that corpus in any fold), to be compared with the rules'
    FIRST-CONTACT recall of each corpus (#20 .. #24: 91.7, 86.5, 82.6, 82.2, 77.7%).

How to run (scikit-learn must not go into the project's venv: a throw-away venv)
    python3.12 -m venv /tmp/secml-venv     # python3.12: scripts/find-python.sh
    /tmp/secml-venv/bin/pip install scikit-learn numpy mnemonic detect-secrets ahocorasick-rs regex PyStemmer \\
        python-stdnum snowballstemmer
    # optional, model c: the embeddings, with the project's venv (it has the MiniLM runtime)
    PYTHONPATH=. .venv/bin/python bench/secrets_model_probe.py --embed /tmp/secml-emb.npy  # > 20 min CPU
    # the rules at first contact: the zeusmem/ of each corpus's own commit (git archive to /tmp), one JSON each
    mkdir -p /tmp/secml-blind; for i in 18 19 20 21 22 23 24; do
        c=$(git log --diff-filter=A --format=%H -1 -- tests/independent/secrets_heldout$i.py)
        PYTHONPATH=. /tmp/secml-venv/bin/python bench/secrets_model_probe.py \\
            --rules-at $c^ $i /tmp/secml-blind/rules$i.json
    done
    # the experiment (~30 s of CPU per model and fold); --blind-rules adds the first-contact block
    PYTHONPATH=. /tmp/secml-venv/bin/python bench/secrets_model_probe.py --blind-rules /tmp/secml-blind \\
        [--emb /tmp/secml-emb.npy] [--models char,window,minilm] [--heldout 18,...,24] [--json out.json]
    # (the plain form, without the first-contact block:)
    PYTHONPATH=. /tmp/secml-venv/bin/python bench/secrets_model_probe.py [--emb /tmp/secml-emb.npy] \\
        [--models char,window,minilm] [--heldout 18,19,20,21,22,23,24]

    The zeusmem package's __init__ imports the whole API (langchain and co.); the probe needs only
    zeusmem.rules.secrets, so it registers an empty "zeusmem" package pointing at the source folder (see
    _bootstrap) and runs without the project installed.
"""

from __future__ import annotations

import argparse
import importlib
import json
import re
import sys
import time
import types
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
# run as a script, Python puts bench/ first on sys.path, where bench/secrets.py would shadow the standard
# library's secrets module (numpy.random imports it)
sys.path[:] = [p for p in sys.path if Path(p or ".").resolve() != REPO / "bench"]
HELDOUT_DEFAULT = list(range(18, 25))
WINDOW = 80

# Credential keywords for model b's windows: lowercase prefixes, a small multilingual list (not the rules' list).
KEYWORDS = [
    "pass",
    "pwd",
    "pw:",
    "pin",
    "code",
    "cod",
    "key",
    "token",
    "secret",
    "otp",
    "2fa",
    "wifi",
    "wi-fi",
    "wlan",
    "login",
    "logon",
    "user",
    "sign in",
    "backup",
    "recovery",
    "seed",
    "api",
    "auth",
    "credential",
    "mdp",
    "mot de passe",
    "contrase",
    "clave",
    "senha",
    "passwort",
    "kennwort",
    "parola",
    "wachtwoord",
    "lösenord",
    "salasana",
    "hasło",
    "haslo",
    "heslo",
    "jelszó",
    "şifre",
    "sifre",
    "kata sandi",
    "sandi",
    "mật khẩu",
    "mat khau",
    "neno la siri",
    "nenosiri",
    "modpas",
    "kod",
    "код",
    "пароль",
    "ключ",
    "密码",
    "密碼",
    "口令",
    "验证码",
    "パスワード",
    "暗証",
    "コード",
    "비밀번호",
    "암호",
    "รหัส",
    "पासवर्ड",
    "पिन",
    "कोड",
    "পাসওয়ার্ড",
    "পিন",
    "كلمة",
    "رمز",
    "סיסמ",
    "קוד",
    "κωδικ",
    "የይለፍ",
    "ፒን",
    "mã",
    "ma pin",
    "lozinka",
    "geslo",
    "slaptažodis",
    "parole",
    "jelsz",
    "sandi",
    "combination",
    "combo",
    "alarm",
    "door",
    "gate",
]
_KW_RE = re.compile("|".join(re.escape(k) for k in sorted(set(KEYWORDS), key=len, reverse=True)))
_SPOT_RE = re.compile(r"\d|" + _KW_RE.pattern)


def _bootstrap() -> None:
    """Import zeusmem.rules.secrets and the corpora without zeusmem/__init__ (which pulls in langchain)."""
    for p in (str(REPO), str(REPO / "tests")):
        if p not in sys.path:
            sys.path.insert(0, p)
    if "zeusmem" not in sys.modules:
        pkg = types.ModuleType("zeusmem")
        pkg.__path__ = [str(REPO / "zeusmem")]
        sys.modules["zeusmem"] = pkg


def load_corpora() -> dict[str, tuple[list[str], list[str]]]:
    """name -> (secret texts, benign texts); names "own", "own-heldout", "1" .. "24"."""
    _bootstrap()
    out: dict[str, tuple[list[str], list[str]]] = {}
    own = importlib.import_module("secrets_corpus")
    out["own"] = ([t for _, t in own.SECRETS], list(own.BENIGN))
    ownh = importlib.import_module("secrets_heldout_own")
    out["own-heldout"] = ([t for _, t in ownh.SECRETS], list(ownh.BENIGN))
    for i in range(1, 25):
        m = importlib.import_module("independent.secrets_heldout" + ("" if i == 1 else str(i)))
        ben = [b[1] if isinstance(b, tuple) else b for b in m.BENIGN]
        out[str(i)] = ([t for _, t in m.SECRETS], ben)
    return out


def flat(corpora: dict[str, tuple[list[str], list[str]]]) -> tuple[list[str], list[int], list[str]]:
    """All texts in a fixed order: (texts, labels 1 = secret, corpus name per text)."""
    texts: list[str] = []
    labels: list[int] = []
    groups: list[str] = []
    for name, (sec, ben) in corpora.items():
        texts += sec + ben
        labels += [1] * len(sec) + [0] * len(ben)
        groups += [name] * (len(sec) + len(ben))
    return texts, labels, groups


def locomo() -> list[str]:
    _bootstrap()
    from bench.secrets import locomo_texts

    return locomo_texts()


def two_kb_text(texts: list[str]) -> str:
    """A 2 KB memory made of corpus texts (number-heavy benign register), for the CPU timing."""
    s = ""
    for t in texts:
        s += t + "\n"
        if len(s) >= 2048:
            break
    return s[:2048]


def windows(text: str, width: int = WINDOW) -> str:
    """The text reduced to +-width characters around every digit / keyword spot (merged); "" when none."""
    low = text.lower()
    spans: list[list[int]] = []
    for m in _SPOT_RE.finditer(low):
        a, b = max(0, m.start() - width), min(len(low), m.end() + width)
        if spans and a <= spans[-1][1]:
            spans[-1][1] = max(spans[-1][1], b)
        else:
            spans.append([a, b])
    return " \u2026 ".join(low[a:b] for a, b in spans)


def embed_main(out: Path) -> None:
    """Run with the project's venv: MiniLM embeddings of every corpus text, then LoCoMo's, to out (.npy)."""
    import numpy as np

    from zeusmem.embeddings.local import LocalMiniLMEmbeddings

    texts, _, _ = flat(load_corpora())
    loc = locomo()
    emb = LocalMiniLMEmbeddings()
    t2k = two_kb_text([t for t in texts if len(t) > 100])
    emb.embed_documents([t2k])
    c0 = time.process_time()
    for _ in range(20):
        emb.embed_documents([t2k])
    per = (time.process_time() - c0) / 20
    c0 = time.process_time()
    vec = np.asarray(emb.embed_documents(texts + loc), dtype=np.float32)
    np.save(out, vec)
    meta = {"n_corpus": len(texts), "n_locomo": len(loc), "cpu_per_2kb_s": per, "cpu_total_s": time.process_time() - c0}
    out.with_suffix(".json").write_text(json.dumps(meta))
    print(meta)


def blind_rules_main(commit: str, corpus: str, out: Path) -> None:
    """The rules as they were at ``commit`` (git archive of zeusmem/ into a temporary folder) on corpus
    #``corpus`` of today's tests/: one boolean per text, in flat()'s order, written as JSON to ``out``."""
    import subprocess
    import tempfile

    tmp = Path(tempfile.mkdtemp(prefix="secml-rules-"))
    tar = subprocess.run(["git", "-C", str(REPO), "archive", commit, "zeusmem"], check=True, capture_output=True)
    subprocess.run(["tar", "-x", "-C", str(tmp)], input=tar.stdout, check=True)
    corpora = load_corpora()  # before the stub below: the corpora come from today's tests/
    pkg = types.ModuleType("zeusmem")
    pkg.__path__ = [str(tmp / "zeusmem")]
    for k in [k for k in sys.modules if k == "zeusmem" or k.startswith("zeusmem.")]:
        del sys.modules[k]
    sys.modules["zeusmem"] = pkg
    mod = importlib.import_module("zeusmem.rules.secrets")
    assert str(tmp) in mod.__file__, mod.__file__
    sec, ben = corpora[corpus]
    flags = [mod.find_secret(t) is not None for t in sec + ben]
    out.write_text(json.dumps(flags))
    print(
        f"#{corpus} rules at {commit[:10]}: recall {sum(flags[: len(sec)])}/{len(sec)}, "
        f"FP {sum(flags[len(sec) :])}/{len(ben)}"
    )


def main() -> None:  # noqa: C901, PLR0915 - one linear experiment
    ap = argparse.ArgumentParser()
    ap.add_argument("--embed", type=Path, help="write MiniLM embeddings to this .npy and stop (project venv)")
    ap.add_argument("--emb", type=Path, help="the .npy of --embed, for model c")
    ap.add_argument("--models", default="char,window")
    ap.add_argument("--heldout", default=",".join(map(str, HELDOUT_DEFAULT)))
    ap.add_argument("--json", type=Path, help="also write the figures here")
    ap.add_argument(
        "--rules-at",
        nargs=3,
        metavar=("COMMIT", "CORPUS", "OUT"),
        help="write the rules-at-COMMIT flags of corpus CORPUS to OUT and stop",
    )
    ap.add_argument("--blind-rules", type=Path, help="folder of rules<N>.json from --rules-at (first contact)")
    args = ap.parse_args()
    if args.rules_at:
        blind_rules_main(args.rules_at[0], args.rules_at[1], Path(args.rules_at[2]))
        return
    if args.embed:
        embed_main(args.embed)
        return

    import numpy as np
    from scipy import sparse
    from sklearn.feature_extraction.text import HashingVectorizer, TfidfTransformer
    from sklearn.linear_model import LogisticRegression
    from sklearn.metrics import roc_auc_score
    from sklearn.model_selection import GroupKFold
    from sklearn.pipeline import make_pipeline

    _bootstrap()
    from zeusmem.rules.secrets import find_secret

    corpora = load_corpora()
    texts, labels, groups = flat(corpora)
    y = np.asarray(labels)
    g = np.asarray(groups)
    loc = locomo()
    heldout = args.heldout.split(",")
    models = args.models.split(",")
    print(
        f"{len(texts)} corpus texts ({int(y.sum())} secrets) in {len(corpora)} corpora; {len(loc)} LoCoMo texts",
        flush=True,
    )

    # the rules, on the held-out corpora only (the rules' figures on the others are not needed)
    rules = np.zeros(len(texts), dtype=bool)
    c0 = time.process_time()
    for i in np.flatnonzero(np.isin(g, heldout)):
        rules[i] = find_secret(texts[i]) is not None
    print(f"rules on {np.isin(g, heldout).sum()} held-out texts: {time.process_time() - c0:.1f}s CPU", flush=True)

    blind = np.zeros(len(texts), dtype=bool)
    has_blind: set[str] = set()
    for h in heldout if args.blind_rules else ():
        f = args.blind_rules / f"rules{h}.json"
        if f.exists():
            blind[g == h] = json.loads(f.read_text())
            has_blind.add(h)

    hv = HashingVectorizer(
        analyzer="char",
        ngram_range=(1, 5),
        lowercase=True,
        n_features=2**18,
        alternate_sign=False,
        norm=None,
        binary=True,
    )
    t2k = two_kb_text([t for t in texts if len(t) > 100])

    def featurise(model: str) -> tuple[object, object, object]:
        """(X corpus, X locomo, per-text transform) for a model."""
        if model == "char":
            return hv.transform(texts), hv.transform(loc), lambda ts: hv.transform(ts)
        if model == "window":

            def tf(ts: list[str]) -> object:
                return hv.transform([windows(t) for t in ts])

            return tf(texts), tf(loc), tf
        if model == "minilm":
            e = np.load(args.emb)
            return e[: len(texts)], e[len(texts) :], None
        raise SystemExit(f"unknown model {model}")

    def fit(x: object, yy: np.ndarray) -> object:
        if sparse.issparse(x):  # idf weights from the training rows only
            lr = LogisticRegression(C=10.0, solver="liblinear")
            return make_pipeline(TfidfTransformer(sublinear_tf=True), lr).fit(x, yy)
        return LogisticRegression(C=1.0, solver="liblinear", max_iter=1000).fit(x, yy)

    def score(clf: object, x: object, empty: np.ndarray | None) -> np.ndarray:
        s = clf.decision_function(x)
        if empty is not None:
            s[empty] = -np.inf  # model b: a text without any digit or keyword is never flagged
        return s

    results: dict[str, dict[str, dict[str, float]]] = {}
    for model in models:
        c0 = time.process_time()
        X, XL, tf = featurise(model)
        if sparse.issparse(X):
            X, XL = X.tocsr(), XL.tocsr()
            empty = np.asarray(X.getnnz(axis=1) == 0)
            empty_l = np.asarray(XL.getnnz(axis=1) == 0)
        else:
            empty = empty_l = None
        print(f"\n== model {model}: features {time.process_time() - c0:.1f}s CPU", flush=True)
        results[model] = {}
        loc_flags: list[tuple[int, int]] = []
        hdr = (
            f"{'held-out':>8} {'n sec/ben':>9} | {'rules rec':>9} {'FP':>5} | {'model rec':>9} {'FP':>5} "
            f"{'thr':>6} | {'OR rec':>6} {'FP':>5} | {'misses caught':>13} | {'strict: model':>13} {'OR':>6} "
            f"{'FP OR':>6} | {'AUC':>5} {'orc@1%':>6} | {'fold CPU':>8}"
        )
        print(hdr, flush=True)
        for h in heldout:
            c1 = time.process_time()
            tr = np.flatnonzero(g != h)
            te = np.flatnonzero(g == h)
            # the threshold: out-of-sample scores of the training corpora, grouped by corpus (3 groups)
            oof = np.empty(len(tr))
            for a, b in GroupKFold(n_splits=3).split(tr, y[tr], g[tr]):
                clf = fit(X[tr[a]], y[tr[a]])
                oof[b] = score(clf, X[tr[b]], None if empty is None else empty[tr[b]])
            ben_oof = oof[y[tr] == 0]
            thr = float(np.quantile(ben_oof, 0.99, method="higher"))
            thr_s = float(np.quantile(ben_oof, 0.997, method="higher"))
            clf = fit(X[tr], y[tr])
            s = score(clf, X[te], None if empty is None else empty[te])
            sec, ben = y[te] == 1, y[te] == 0
            r = rules[te]
            m = s > thr
            ms = s > thr_s
            o, os_ = r | m, r | ms
            miss = sec & ~r
            row = {
                "n_secrets": int(sec.sum()),
                "n_benign": int(ben.sum()),
                "rules_recall": r[sec].mean(),
                "rules_fp": r[ben].mean(),
                "model_recall": m[sec].mean(),
                "model_fp": m[ben].mean(),
                "or_recall": o[sec].mean(),
                "or_fp": o[ben].mean(),
                "rules_misses": int(miss.sum()),
                "misses_caught": int((miss & m).sum()),
                "strict_model_recall": ms[sec].mean(),
                "strict_model_fp": ms[ben].mean(),
                "strict_or_recall": os_[sec].mean(),
                "strict_or_fp": os_[ben].mean(),
                "strict_misses_caught": int((miss & ms).sum()),
                "auc": float(roc_auc_score(y[te], np.nan_to_num(s, neginf=-1e9))),
                "oracle_recall_at_1pct_fp": float((s[sec] > np.quantile(s[ben], 0.99, method="higher")).mean()),
                "train_benign_oof_fp_at_thr": float((ben_oof > thr).mean()),
                "in_sample_benign_fp_at_thr": float((score(clf, X[tr[y[tr] == 0]], None) > thr).mean()),
            }
            if h in has_blind:
                rb = blind[te]
                mb = sec & ~rb
                row.update(
                    {
                        "blind_rules_recall": rb[sec].mean(),
                        "blind_rules_fp": rb[ben].mean(),
                        "blind_or_recall": (rb | m)[sec].mean(),
                        "blind_or_fp": (rb | m)[ben].mean(),
                        "blind_misses": int(mb.sum()),
                        "blind_misses_caught": int((mb & m).sum()),
                        "blind_strict_or_recall": (rb | ms)[sec].mean(),
                        "blind_strict_or_fp": (rb | ms)[ben].mean(),
                        "blind_strict_misses_caught": int((mb & ms).sum()),
                    }
                )
            sl = score(clf, XL, empty_l)
            row["locomo_flags"] = int((sl > thr).sum())
            row["locomo_flags_strict"] = int((sl > thr_s).sum())
            loc_flags.append((row["locomo_flags"], row["locomo_flags_strict"]))
            results[model][h] = row
            print(
                f"{'#' + h:>8} {row['n_secrets']:>4}/{row['n_benign']:<4} | {row['rules_recall']:>9.1%} "
                f"{row['rules_fp']:>5.1%} | {row['model_recall']:>9.1%} {row['model_fp']:>5.1%} {thr:>6.2f} | "
                f"{row['or_recall']:>6.1%} {row['or_fp']:>5.1%} | {row['misses_caught']:>5}/{row['rules_misses']:<7} "
                f"| {row['strict_model_recall']:>6.1%}/{row['strict_model_fp']:<5.1%} {row['strict_or_recall']:>6.1%} "
                f"{row['strict_or_fp']:>6.1%} | {row['auc']:>5.3f} {row['oracle_recall_at_1pct_fp']:>6.1%} | "
                f"{time.process_time() - c1:>7.0f}s",
                flush=True,
            )
        rows = list(results[model].values())

        def avg(k: str, rows: list = rows) -> float:
            return float(np.mean([r[k] for r in rows]))

        print(
            f"{'mean':>8} {'':>9} | {avg('rules_recall'):>9.1%} {avg('rules_fp'):>5.1%} | "
            f"{avg('model_recall'):>9.1%} {avg('model_fp'):>5.1%} {'':>6} | {avg('or_recall'):>6.1%} "
            f"{avg('or_fp'):>5.1%} | {sum(r['misses_caught'] for r in rows):>5}/"
            f"{sum(r['rules_misses'] for r in rows):<7} | {avg('strict_model_recall'):>6.1%}/"
            f"{avg('strict_model_fp'):<5.1%} {avg('strict_or_recall'):>6.1%} {avg('strict_or_fp'):>6.1%} | "
            f"{avg('auc'):>5.3f} {avg('oracle_recall_at_1pct_fp'):>6.1%} |"
        )
        print(
            f"rules OR model vs rules, mean over held-out: {100 * (avg('or_recall') - avg('rules_recall')):+.1f} "
            f"points recall for {100 * (avg('or_fp') - avg('rules_fp')):+.1f} points FP "
            f"(strict: {100 * (avg('strict_or_recall') - avg('rules_recall')):+.1f} / "
            f"{100 * (avg('strict_or_fp') - avg('rules_fp')):+.1f})"
        )
        brows = [r for r in rows if "blind_rules_recall" in r]
        if brows:
            print("rules at FIRST CONTACT (the rules of the corpus's own commit, --blind-rules) vs OR model:")
            for h in heldout:
                r = results[model][h]
                if "blind_rules_recall" in r:
                    print(
                        f"  #{h}: rules {r['blind_rules_recall']:.1%} / FP {r['blind_rules_fp']:.1%}; OR model "
                        f"{r['blind_or_recall']:.1%} / {r['blind_or_fp']:.1%} (misses caught "
                        f"{r['blind_misses_caught']}/{r['blind_misses']}); strict OR {r['blind_strict_or_recall']:.1%}"
                        f" / {r['blind_strict_or_fp']:.1%} ({r['blind_strict_misses_caught']})"
                    )

            def bavg(k: str, brows: list = brows) -> float:
                return float(np.mean([r[k] for r in brows]))

            print(
                f"  mean over {len(brows)}: rules {bavg('blind_rules_recall'):.1%} / {bavg('blind_rules_fp'):.1%}; "
                f"OR {bavg('blind_or_recall'):.1%} / {bavg('blind_or_fp'):.1%}: "
                f"{100 * (bavg('blind_or_recall') - bavg('blind_rules_recall')):+.1f} points recall for "
                f"{100 * (bavg('blind_or_fp') - bavg('blind_rules_fp')):+.1f} points FP; strict "
                f"{100 * (bavg('blind_strict_or_recall') - bavg('blind_rules_recall')):+.1f} / "
                f"{100 * (bavg('blind_strict_or_fp') - bavg('blind_rules_fp')):+.1f}"
            )
        print(
            f"in-sample FP on training benign at the threshold (why the threshold is out of sample): "
            f"{avg('in_sample_benign_fp_at_thr'):.2%}"
        )
        print(f"LoCoMo ({len(loc)} texts) flags per fold at FP<=1% / 0.3%: {loc_flags}")
        if tf is not None:
            clf_one = clf
            tf([t2k])
            c2 = time.process_time()
            for _ in range(200):
                clf_one.decision_function(tf([t2k]))
            print(f"CPU per 2 KB text (vectorise + score): {(time.process_time() - c2) / 200 * 1000:.2f} ms")
    if args.json:
        args.json.write_text(json.dumps(results, indent=1))


if __name__ == "__main__":
    main()
