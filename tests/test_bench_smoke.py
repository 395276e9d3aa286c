"""The benchmark harness runs end to end on a tiny corpus (keeps ``python -m bench`` from rotting).

Real database (the conftest server), all three systems, every measurement, the JSON and the
plots; deterministic 384-d fake embeddings in a temporary cache, so no model is loaded and the
real MiniLM cache is never touched.
"""

from __future__ import annotations

import json
from pathlib import Path

from bench.cli import main_async, parse_args
from bench.vectors import VectorCache
from zeusmem.testing import DeterministicEmbeddings


def _locomo_dir() -> Path:
    """The LoCoMo development conversations the real-text workload reads (never in the repository)."""
    from bench.locomo import find_data_dir

    found = find_data_dir()
    assert found is not None, (
        "the real-text workload (bench/realtext.py) needs the LoCoMo development conversations in "
        "../shared/locomo-dev/ beside the repository (or $ZEUSMEM_LOCOMO_DIR): folder not found"
    )
    return found


async def test_bench_tiny_run(pg_admin_url: str, tmp_path: Path) -> None:
    _locomo_dir()
    cache = VectorCache(tmp_path / "vectors.npz", embedder=DeterministicEmbeddings(dims=384))
    args = parse_args(["--tiny", "--workloads", "multi,single,realtext", "--out", str(tmp_path / "results")])
    results = await main_async(args, admin=pg_admin_url, cache=cache)

    size = results["sizes"]["600"]
    assert set(size["latency"]) == {"zeusmem", "pgstore", "pgvector"}
    for lat in size["latency"].values():
        assert lat["all"]["n"] == 12 and lat["all"]["p95"] > 0
    assert size["recall"]["zeusmem_exact_equivalence"]["all"] >= 0.99  # small scopes are exact
    assert {
        "vector-only",
        "full-text-only",
        "hybrid relevance",
        "zeusmem search",
        "pgstore",
        "pgvector",
    } <= set(size["quality"])
    assert size["writes"]["n"] == 3 and size["context"]["latency"]["n"] == 5
    assert size["load"]["zeusmem"]["rows"] == size["corpus"]["memories"] - size["corpus"]["deleted"]
    assert size["embedding_cache_misses_during_timing"] == 0
    assert results["checkpoints"]["available"]
    assert len(results["goals"]) == 12
    secret = results["secret_detector"]  # find_secrets on 2 KB memories (bench/secrets.py)
    assert secret["n"] == 60 and 0 < secret["cpu_ms"]["p50"] <= secret["cpu_ms"]["p95"]
    assert results["goals"][-1]["goal"] == "secret_p95"
    files = {p.name for p in (tmp_path / "results").iterdir()}
    assert "latest-tiny.json" in files and "latency-vs-size-tiny.png" in files
    assert json.loads((tmp_path / "results" / "latest-tiny.json").read_text())["mode"] == "tiny"
    # the single-namespace workload, the stage breakdown, the server's plan, the README section
    single = results["single"]["600"]
    assert set(single["latency"]) == {"zeusmem", "pgstore", "pgvector_hnsw"}
    assert single["latency"]["zeusmem"]["huge"]["n"] > 0 and single["latency"]["zeusmem"]["all"]["n"] == 12
    assert single["recall"]["zeusmem_exact_equivalence"]["all"] >= 0.99
    assert single["stages"]["small"]["db"]["p50"] > 0 and single["stages"]["small"]["scoring"]["p50"] > 0
    assert single["explain"]["small"]["execution_ms"] > 0 and single["explain"]["small"]["generic_plan"]
    assert single["load"]["zeusmem"]["rows"] == single["corpus"]["memories"] - single["corpus"]["deleted"]
    assert single["storage"]["zeusmem"]["total_bytes"] > 0 and single["context"]["latency"]["n"] > 0
    # the real-text workload: the same shape with LoCoMo texts and questions, the same measurements
    real = results["realtext"]["600"]
    assert set(real["latency"]) == {"zeusmem", "pgstore", "pgvector_hnsw"}
    assert real["latency"]["zeusmem"]["all"]["n"] == 12 and real["latency"]["pgstore"]["huge"]["n"] > 0
    assert real["recall"]["zeusmem_exact_equivalence"]["all"] >= 0.99
    assert real["stages"]["small"]["db"]["p50"] > 0
    assert real["stages_by_length"]["short"]["total"]["n"] + real["stages_by_length"]["long"]["total"]["n"] == 15
    for key in ("short_small", "long_small", "short_huge", "long_huge"):
        e = real["explain"][key]
        assert e["execution_ms"] > 0 and e["generic_plan"] and e["question"]
    assert real["explain"]["short_huge"]["words"] <= real["explain"]["long_huge"]["words"]
    assert real["load"]["pgstore"]["rows"] == real["load"]["zeusmem"]["rows"] == real["corpus"]["memories"]
    assert real["embedding_cache_misses_during_timing"] == 0
    from bench import readme

    text = readme.section(results, None)
    assert "One namespace per query" in text and "Where the time goes" in text and "| **zeusmem** |" in text
    assert readme.REALTEXT_HEADING in text and "by question length" in text and "| realtext @ 600 |" in text
    page = tmp_path / "performance.md"  # the section alone into a page, the other tables left as they are
    page.write_text("# Performance\n\n### One namespace\n\nA\n\n### Contexts of several scopes\n\nB\n")
    for _ in range(2):
        readme.put_realtext(page, results, [results])
    body = page.read_text()
    assert body.count(f"| {results['started']} |") == 2  # one row per run
    assert body.count(readme.REALTEXT_HEADING) == 1 and body.index("\nA\n") < body.index(readme.REALTEXT_HEADING)
    assert body.index(readme.REALTEXT_HEADING) < body.index("\n\n### Contexts of several scopes")
    assert body.endswith("B\n")
    short = readme.summary(results, None)
    assert "(docs/performance.md)" in short and "| goal | figure | |" in short and "Where the time goes" not in short


async def test_bench_concurrency_tiny_run(pg_admin_url: str, tmp_path: Path) -> None:
    """``--workloads concurrency``: searches per second and latency at 1, 8, 32 clients in one process
    and split over worker processes, zeusmem next to PostgresStore, in the report and the page."""
    cache = VectorCache(tmp_path / "vectors.npz", embedder=DeterministicEmbeddings(dims=384))
    args = parse_args(["--tiny", "--workloads", "concurrency", "--no-plots", "--out", str(tmp_path / "results")])
    results = await main_async(args, admin=pg_admin_url, cache=cache)
    cc = results["concurrency"]["600"]
    assert set(cc["asyncio"]) == {"1", "8", "32"} and set(cc["processes_mode"]) == {"8", "32"}
    for mode in ("asyncio", "processes_mode"):
        for level, row in cc[mode].items():
            assert set(row) == {"zeusmem", "pgstore"}
            for x in row.values():
                assert x["clients"] == int(level) and x["searches"] > 0 and x["searches_per_s"] > 0
                assert 0 < x["latency_ms"]["p50"] <= x["latency_ms"]["p95"]
    assert cc["processes_mode"]["32"]["zeusmem"]["processes"] == 2  # --tiny: 2 worker processes
    assert cc["asyncio"]["32"]["zeusmem"]["pool_per_process"] == 8
    assert cc["stages"]["stages"]["db"]["p50"] > 0 and "checkout" in cc["stages"]["stages"]
    assert set(cc["ratios"]["asyncio"]) == {"1", "8", "32"}
    assert cc["load"]["zeusmem"]["rows"] > 0 and cc["load"]["pgstore"]["rows"] > 0
    from bench import readme

    text = readme.section(results, None)
    assert readme.CONCURRENCY_HEADING in text and "| one process | 32 | **zeusmem** |" in text
    assert any("32 concurrent clients" in g["text"] for g in readme.goals(results, None))
    page = tmp_path / "performance.md"
    page.write_text("# Performance\n\n### One namespace\n\nA\n\n### Contexts of several scopes\n\nB\n")
    for _ in range(2):
        readme.put_section(page, readme.CONCURRENCY_HEADING, readme.concurrency_lines(results))
    body = page.read_text()
    assert body.count(readme.CONCURRENCY_HEADING) == 1 and body.endswith("B\n")
    assert body.index("\nA\n") < body.index(readme.CONCURRENCY_HEADING) < body.index("### Contexts of several")


def test_realtext_corpus_has_the_single_namespace_shape() -> None:
    """Real texts, the user sizes of the synthetic single-namespace workload user for user, no
    sentence twice in one namespace, questions renamed with the memories they are about."""
    from collections import Counter

    from bench.realtext import generate_realtext, load_sources
    from bench.single import generate_single, single_contexts

    data = _locomo_dir()
    real, synthetic = generate_realtext(20_000, data), generate_single(20_000, n_questions=3)
    assert Counter(m.scope_id for m in real.memories) == Counter(m.scope_id for m in synthetic.memories)
    for user in {m.scope_id for m in real.memories}:
        texts = [m.content for m in real.memories if m.scope_id == user]
        assert len(texts) == len(set(texts)), user
    originals = {t for s in load_sources(data) for t in s.items}
    assert len(originals & {m.content for m in real.memories}) > 0.5 * len(originals)  # variant 0: as written
    own = {m.scope_id: {m.question for m in real.memories if m.question} for m in real.memories}
    wl = list(single_contexts(real, 200, 42))
    assert sum(q in own[c.user] for c, q, _ in wl) > 0.5 * len(wl)  # mostly about the user's own memories


async def test_sql_ranking_equals_the_python_reference(database_url: str) -> None:
    """The search statement computes lexical relevance in SQL; the benchmark's exact reference
    (and the ranking module) computes it in Python from the tsvector: they must agree."""
    import psycopg

    import zeusmem
    from zeusmem.rules import ranking

    texts = [
        "The Kestrel-9 cluster hosts the billing jobs",
        "Release 4.2.1 of billing added retries",
        "Billing retries use exponential backoff",
        "Prefers green tea in the morning",
        "The billing service runs on Kestrel-9 and Kestrel-10",
        "Owns the ledger and billing services",
    ]
    ctx = zeusmem.SecurityContext("lex-ref-user")
    async with zeusmem.open_memory(
        database_url, DeterministicEmbeddings(dims=32), settings=zeusmem.Settings(duplicate_threshold=0.999)
    ) as mem:
        for t in texts:
            await mem.add_explicit_memory(ctx, t, "fact")
        query = "kestrel-9 billing retries 4.2.1"
        hits = await mem.search_memories(ctx, query, k=10)
    assert len(hits) == len(texts)
    with psycopg.connect(database_url) as conn:
        terms = conn.execute("SELECT tsvector_to_array(to_tsvector('english', %s))", (query,)).fetchone()[0]
        n, total = conn.execute(
            "SELECT n_active, total_len FROM zeusmem.scope_stats WHERE scope_id = %s", (ctx.user_id,)
        ).fetchone()
        df = dict(
            conn.execute(
                "SELECT lexeme, df FROM zeusmem.term_stats WHERE scope_id = %s", (ctx.user_id,)
            ).fetchall()
        )
        tsv = dict(
            conn.execute(
                "SELECT id, tsv::text FROM zeusmem.memory_items WHERE scope_id = %s", (ctx.user_id,)
            ).fetchall()
        )
    for h in hits:
        want = ranking.lexical_relevance(
            terms, ranking.parse_tsvector(tsv[h.item.id]), df=df, n_docs=n, avg_len=total / n
        )
        assert abs(h.lexical_score - want) < 1e-9, (h.item.content, h.lexical_score, want)
    assert max(h.lexical_score for h in hits) > 0.5


def _tiny_conversation() -> dict:
    """A LoCoMo-shaped conversation written for this test (the real data never enters the repo)."""
    s1 = [
        ("Ana", "Hi Ben! I started pottery classes on Tuesdays."),
        ("Ben", "Nice, Ana! I adopted a cat called Pixel last week."),
        ("Ana", "Pixel is a great name. My pottery teacher is from Lisbon."),
        ("Ben", "Cool. I'm training for the Riverside half marathon in May."),
    ]
    s2 = [
        ("Ana", "No, pottery was fun! Next I want to try glazing on Thursdays."),
        ("Ben", "Pixel knocked over my coffee this morning!"),
        ("Ana", "Haha. I booked a trip to Kyoto for October."),
        ("Ben", "Thanks, Ana! See you soon."),
    ]
    d: dict = {"speaker_a": "Ana", "speaker_b": "Ben", "qa": []}
    for n, turns in ((1, s1), (2, s2)):
        d[f"session_{n}"] = [{"speaker": sp, "dia_id": f"D{n}:{i + 1}", "text": t} for i, (sp, t) in enumerate(turns)]
        d[f"session_{n}_date_time"] = f"1:00 pm on {n} May, 2024"
        d[f"session_{n}_observation"] = {
            sp: [[f"{sp} said: {t}", f"D{n}:{i + 1}"] for i, (s, t) in enumerate(turns) if s == sp]
            for sp in ("Ana", "Ben")
        }
    d["qa"] = [
        {"question": "What is the name of Ben's cat?", "answer": "Pixel", "evidence": ["D1:2"], "category": 4},
        {"question": "Where is Ana's pottery teacher from?", "answer": "Lisbon", "evidence": ["D1:3"], "category": 4},
        {"question": "What does Ana want to try next?", "answer": "glazing", "evidence": ["D2:1"], "category": 2},
        {"question": "Which race is Ben training for?", "answer": "Riverside", "evidence": ["D1:4"], "category": 4},
        {"question": "Where will Ana travel?", "answer": "Kyoto", "evidence": ["D2:3"], "category": 4},
        {"question": "Adversarial", "answer": "", "evidence": ["D1:1"], "category": 5},
    ]
    return d


async def test_bench_locomo_mode(pg_admin_url: str, tmp_path: Path) -> None:
    """``python -m bench locomo`` on a tiny LoCoMo-shaped folder: ingest through the write path,
    hidden share, rejections, retrieval next to cosine kNN and PostgreSQL full-text."""
    from bench import locomo

    data = tmp_path / "locomo"
    data.mkdir()
    (data / "t1.json").write_text(json.dumps(_tiny_conversation()))
    cache = VectorCache(tmp_path / "vectors.npz", embedder=DeterministicEmbeddings(dims=384))
    args = parse_args(["locomo", "--locomo-dir", str(data), "--study", "--out", str(tmp_path / "out")])
    out = await locomo.main_async(args, admin=pg_admin_url, cache=cache)
    assert out is not None and out["conversations"] == ["t1"]
    turns, obs = out["turns"], out["observations"]
    assert turns["offered"] == 8 and obs["offered"] == 8
    assert turns["stored"] + sum(turns["rejected"].values()) == 8
    assert turns["hidden"] == 0 and turns["hidden_share"] == 0.0  # dialog turns never hide each other
    for kind in (turns, obs):
        r = kind["retrieval"]
        assert {"zeusmem search", "cosine kNN", "PostgreSQL full-text", "zeusmem vector-only",
                "zeusmem lexical-only"} <= set(r)
        assert r["zeusmem search"]["questions"] == 5  # category 5 is left out
        assert all(0.0 <= m["recall@5"] <= 1.0 and 0.0 <= m["mrr"] <= 1.0 for m in r.values())
        assert any(name.startswith("fusion: ") for name in r)
    assert turns["retrieval"]["zeusmem search"]["recall@10"] == 1.0  # 8 memories: all in the top 10
    for kind in (turns, obs):  # per category, with a bootstrap interval and the paired difference
        main = kind["retrieval"]["zeusmem search"]
        assert main["ci_lo"] <= main["recall@5"] <= main["ci_hi"]
        cats = kind["retrieval_by_category"]["zeusmem search"]
        assert set(cats) == {"2", "4"} and cats["4"]["questions"] == 4
        assert set(kind["delta_r5"]) == set(kind["retrieval"]) - {"zeusmem search"}
        assert any(name.startswith("study: neighbour") for name in kind["retrieval"])
    import psycopg

    with psycopg.connect(pg_admin_url) as conn:
        has_pg_search = conn.execute("SELECT 1 FROM pg_available_extensions WHERE name = 'pg_search'").fetchone()
    # the extension's BM25 is a row where the server has it, and simply absent where it has not
    assert ("ParadeDB pg_search BM25" in turns["retrieval"]) == bool(has_pg_search)
    saved = json.loads((tmp_path / "out" / "locomo-latest.json").read_text())
    assert saved["turns"]["stored"] == turns["stored"]
    assert "| zeusmem search |" in (tmp_path / "out" / "LOCOMO.md").read_text()


async def test_bench_locomo_names_what_hid_a_memory(pg_admin_url: str, tmp_path: Path) -> None:
    """Each hidden memory is listed with the text that hid it and the conflict row's reason (the
    evidence and, for an attribute, its name), and the hidden ones are counted by reason."""
    from bench import locomo

    turns = [("Ana", "I live in Lisbon."), ("Ben", "Lisbon is lovely."), ("Ana", "I moved to Porto last month.")]
    d: dict = {"speaker_a": "Ana", "speaker_b": "Ben"}
    for n, (sp, t) in enumerate(turns, start=1):
        d[f"session_{n}"] = [{"speaker": sp, "dia_id": f"D{n}:1", "text": t}]
        d[f"session_{n}_date_time"] = f"1:00 pm on {n} May, 2024"
        d[f"session_{n}_observation"] = {sp: [[f"{sp} said: {t}", f"D{n}:1"]]}
    d["qa"] = [{"question": "Where does Ana live?", "answer": "Porto", "evidence": ["D3:1"], "category": 4}]
    data = tmp_path / "locomo"
    data.mkdir()
    (data / "t2.json").write_text(json.dumps(d))
    cache = VectorCache(tmp_path / "vectors.npz", embedder=DeterministicEmbeddings(dims=384))
    args = parse_args(["locomo", "--locomo-dir", str(data), "--hidden-examples", "5", "--out", str(tmp_path / "out")])
    out = await locomo.main_async(args, admin=pg_admin_url, cache=cache)
    assert out is not None
    turns_out = out["turns"]
    assert turns_out["hidden"] == 1 and sum(turns_out["hidden_by"].values()) == 1
    [ex] = turns_out["hidden_examples"]
    assert ex["hidden"] == "Ana: I live in Lisbon." and ex["by"] == "Ana: I moved to Porto last month."
    assert ex["why"] in turns_out["hidden_by"], ex
    assert ex["why"].split(":")[0] in ("change", "attribute_change", "correction", "update")
    if ex["why"].startswith("attribute_change"):
        assert ex["why"] == "attribute_change:home"


async def test_bench_locomo_mode_without_data_says_so(tmp_path: Path, capsys) -> None:  # type: ignore[no-untyped-def]
    from bench import locomo

    args = parse_args(["locomo", "--locomo-dir", str(tmp_path / "missing"), "--out", str(tmp_path / "out")])
    assert await locomo.main_async(args) is None
    assert "locomo: skipped: no LoCoMo data found" in capsys.readouterr().out
    assert not (tmp_path / "out").exists()


async def test_locomo_replay_ranks_as_the_search(pg_admin_url: str, tmp_path: Path) -> None:
    """``python -m bench.locomo_replay``: the numpy replay of the search's ranking puts the same
    memories in the top 5 as ``search_memories`` on a real database (a ranking the replay got
    wrong would show), and every candidate ranks."""
    from bench import locomo_replay as replay

    conv = _tiny_conversation()
    conv["qa"].append({"question": "What did Ben say on 2 May, 2024?", "answer": "coffee",
                       "evidence": ["D2:2"], "category": 2})  # the period bonus's path
    data = tmp_path / "locomo"
    data.mkdir()
    (data / "t1.json").write_text(json.dumps(conv))
    cache = VectorCache(tmp_path / "vectors.npz", embedder=DeterministicEmbeddings(dims=384))
    out = await replay.dump(None, data_dir=data, admin=pg_admin_url, cache=cache)
    assert set(out["convs"]) == {"observations/t1", "turns/t1"}
    assert ["meet", "met"] in out["irregular"] and ["child", "children"] in out["irregular"]
    for kind in replay.KINDS:
        assert replay.mismatches(out, kind) == 0
        assert len(out["convs"][f"{kind}/t1"]["questions"]) == 6
    d = out["convs"]["turns/t1"]
    s = replay.Scope(d)
    q = next(q for q in d["questions"] if "Pixel" not in q["text"] and "cat" in q["text"])
    r = replay.Ranked(s, q, d["qvecs"][q["text"]])
    assert [int(s.idx[i]) for i in r.top(-r.score)][:5] != q["main"][:5]  # a wrong ranking is told apart
    for fn in replay.CANDIDATES.values():
        for kind in replay.KINDS:
            res = replay.evaluate(out, kind, fn)
            assert len(res["t1"]) == 6 and all(0.0 <= x <= 1.0 for _, x in res["t1"])


def test_locomo_bootstrap_interval_and_paired_difference() -> None:
    from bench import locomo

    assert locomo.bootstrap_ci([0.25] * 40) == (0.25, 0.25)
    lo, hi = locomo.bootstrap_ci([0.0, 1.0] * 100)
    assert 0.42 < lo < 0.5 < hi < 0.58  # +-1.96 * 0.5 / sqrt(200) = +-0.069
    d = locomo.paired_delta([1.0, 1.0, 0.0, 1.0] * 25, [0.0, 1.0, 0.0, 1.0] * 25)
    assert d["delta"] == 0.25 and 0.15 < d["lo"] < 0.25 < d["hi"] < 0.35 and d["p_not_better"] == 0.0
    assert locomo.statement("When did Melanie sign up for a pottery class?") == "Melanie sign up for a pottery class"


async def test_bench_security_tiny_run(pg_admin_url: str, tmp_path: Path) -> None:
    """``--workloads security``: row-level security's cost (owner next to the restricted role on one
    database) and AES-GCM's per memory, in the report's goals and the README section."""
    cache = VectorCache(tmp_path / "vectors.npz", embedder=DeterministicEmbeddings(dims=384))
    args = parse_args(["--tiny", "--workloads", "security", "--no-plots", "--out", str(tmp_path / "results")])
    results = await main_async(args, admin=pg_admin_url, cache=cache)
    sec = results["security"]
    # the security workload times twice the run's query count (a p95 ratio needs many)
    assert sec["size"] == 600 and sec["rls"]["memories"] == 600 and sec["rls"]["queries"] == 24
    for what in ("search", "context"):
        for who in ("owner", "app"):
            x = sec["rls"][what][who]
            assert 0 < x["p50"] <= x["p95"]
    e = sec["encryption"]
    assert 0 < e["encrypt_p50_us"] <= e["encrypt_p95_us"] and 0 < e["decrypt_p50_us"] <= e["decrypt_p95_us"]
    from bench import readme

    text = readme.section(results, None)
    assert "### Security costs (600 memories" in text and "| AES-GCM decrypt |" in text
    goal = [g for g in readme.goals(results, None) if g["text"].startswith("row-level security @600")]
    assert len(goal) == 1 and "search" in goal[0]["figure"] and goal[0]["met"] in (True, False)


async def test_bench_locomo_lists_the_open_conflicts(pg_admin_url: str, tmp_path: Path) -> None:
    """Each open conflict (a flag a person decides) is listed with both texts and the conflict row's
    reason, and counted by reason: what a change of the rules adds to a user's queue on real chat."""
    from bench import locomo

    turns = [("Ana", "My visa application is pending."), ("Ben", "Fingers crossed for you!"),
             ("Ana", "My visa application was approved.")]
    d: dict = {"speaker_a": "Ana", "speaker_b": "Ben"}
    for n, (sp, t) in enumerate(turns, start=1):
        d[f"session_{n}"] = [{"speaker": sp, "dia_id": f"D{n}:1", "text": t}]
        d[f"session_{n}_date_time"] = f"1:00 pm on {n} May, 2024"
        d[f"session_{n}_observation"] = {sp: [[f"{sp} said: {t}", f"D{n}:1"]]}
    d["qa"] = [{"question": "Was Ana's visa approved?", "answer": "yes", "evidence": ["D3:1"], "category": 4}]
    data = tmp_path / "locomo"
    data.mkdir()
    (data / "t3.json").write_text(json.dumps(d))
    cache = VectorCache(tmp_path / "vectors.npz", embedder=DeterministicEmbeddings(dims=384))
    args = parse_args(["locomo", "--locomo-dir", str(data), "--hidden-examples", "5", "--out", str(tmp_path / "out")])
    out = await locomo.main_async(args, admin=pg_admin_url, cache=cache)
    assert out is not None
    turns_out = out["turns"]
    assert turns_out["hidden"] == 0 and turns_out["open_conflicts"] == 1, turns_out
    assert list(turns_out["open_by"]) == ["stage:visa application"]  # evidence and the field named
    [ex] = turns_out["open_examples"]
    assert (ex["old"], ex["new"]) == ("Ana: My visa application is pending.", "Ana: My visa application was approved.")
