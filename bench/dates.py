"""``python -m bench.dates``: date-expression parsers compared on real phrasings (docs/time.md).

Each case is a sentence, when it was said and the validity it should give (``valid_from`` the
start of the period the expression names, ``valid_to`` the end of the period after "until"; None
for a sentence that names no time). The English ones are LoCoMo turns, named by conversation and
``dia_id`` and read at run time from the LoCoMo folder (``--locomo-dir``, ``$ZEUSMEM_LOCOMO_DIR``
or ``shared/locomo-dev`` beside the repository: the data is never copied here), with the
session's date as the time they were said; the others are written here, a few per language the
conflict rules read. A parser scores a case when it gives exactly the expected validity.

Parsers, each behind the same rules (the period an expression names becomes its first day; after
"until" its end; the same false-friend filter): **dateparser** (what zeusmem ships:
:func:`zeusmem.rules.validity.validity`), **parsedatetime** (its ``nlp`` matches with their
accuracy) and **ctparse** (its best resolution). One not installed is left out and said so.
"""

from __future__ import annotations

import argparse
import json
import statistics
import time
from collections.abc import Callable
from datetime import UTC, date, datetime
from pathlib import Path
from typing import Any

from bench.locomo import find_data_dir, session_date

Expected = tuple[date | None, date | None] | None

#: (conversation, dia_id, valid_from, valid_to): LoCoMo turns, their text read at run time
LOCOMO: list[tuple[str, str, str | None, str | None]] = [
    ("26", "D1:14", "2022-01-01", None),  # last year
    ("26", "D2:1", "2023-05-20", None),  # last Saturday
    ("26", "D2:7", "2023-06-01", None),  # next month
    ("26", "D3:11", "2023-05-29", None),  # last week
    ("26", "D4:5", "2013-01-01", None),  # ten years ago
    ("26", "D5:4", "2023-07-02", None),  # yesterday
    ("26", "D7:1", "2023-07-10", None),  # two days ago
    ("26", "D10:14", "2022-01-01", None),  # last year
    ("26", "D11:7", "2023-08-13", None),  # last night
    ("26", "D13:11", "2023-08-14", None),  # last week
    ("26", "D14:4", "2023-08-24", None),  # yesterday
    ("26", "D15:2", "2023-08-27", None),  # yesterday
    ("26", "D15:21", "2018-01-01", None),  # about five years ago
    ("26", "D17:4", "2022-01-01", None),  # last year
    ("26", "D17:12", "2023-10-02", None),  # last week
    ("26", "D18:17", "2023-10-19", None),  # yesterday
    ("26", "D19:2", "2023-10-21", None),  # yesterday
    ("30", "D1:2", "2023-01-19", None),  # yesterday
    ("30", "D1:3", "2023-01-01", None),  # this month
    ("30", "D1:12", "2023-01-27", None),  # next Fri
    ("30", "D1:16", "2022-01-01", None),  # last year
    ("30", "D1:24", "2023-02-01", None),  # next month
    ("30", "D2:4", "2023-01-28", None),  # yesterday
    ("30", "D4:13", "2023-03-01", None),  # next month
    ("30", "D6:1", "2023-03-06", None),  # last week
    ("30", "D8:13", "2023-05-01", None),  # next month
    ("30", "D11:14", "2023-05-10", None),  # yesterday
    ("30", "D14:1", "2023-06-15", None),  # yesterday
    ("30", "D15:1", "2023-06-12", None),  # last week
    ("30", "D15:5", "2023-06-20", None),  # tomorrow
    ("30", "D16:3", "2023-06-12", None),  # last week
]
#: LoCoMo turns that name no time
LOCOMO_NONE: list[tuple[str, str]] = [
    ("26", "D1:1"), ("26", "D1:2"), ("26", "D1:4"), ("26", "D1:5"), ("26", "D2:3"),
    ("30", "D1:1"), ("30", "D1:5"), ("30", "D2:2"),
]
SAID = datetime(2023, 5, 8, 13, 56, tzinfo=UTC)  # a Monday
#: (language, sentence, valid_from, valid_to), said at SAID
WRITTEN: list[tuple[str, str, str | None, str | None]] = [
    ("en", "I moved to Lisbon last year", "2022-01-01", None),
    ("en", "I moved to Porto in March 2024", "2024-03-01", None),
    ("en", "I'm vegetarian since May", "2023-05-01", None),
    ("en", "I'm in Berlin until Friday", None, "2023-05-13"),
    ("en", "I may go to the concert", None, None),
    ("de", "Ich bin letztes Jahr nach Lissabon gezogen", "2022-01-01", None),
    ("de", "Seit März 2021 arbeite ich bei Siemens", "2021-03-01", None),
    ("de", "Ich bin bis Freitag in Berlin", None, "2023-05-13"),
    ("de", "Gestern war ich im Kino", "2023-05-07", None),
    ("fr", "Je suis à Paris depuis mars", "2023-03-01", None),
    ("fr", "J'ai déménagé à Lyon l'année dernière", "2022-01-01", None),
    ("fr", "Je reste à Nice jusqu'à vendredi", None, "2023-05-13"),
    ("fr", "Hier, j'ai commencé le yoga", "2023-05-07", None),
    ("es", "Me mudé a Madrid el año pasado", "2022-01-01", None),
    ("es", "Trabajo en Google desde enero de 2020", "2020-01-01", None),
    ("es", "Estoy en Sevilla hasta el viernes", None, "2023-05-13"),
    ("es", "Ayer empecé a correr", "2023-05-07", None),
    ("pt", "Mudei-me para o Porto em março de 2024", "2024-03-01", None),
    ("pt", "Estou em Lisboa até sexta-feira", None, "2023-05-13"),
    ("pt", "Ontem comecei a nadar", "2023-05-07", None),
    ("it", "Sono a Roma fino a venerdì", None, "2023-05-13"),
    ("it", "Mi sono trasferito a Milano l'anno scorso", "2022-01-01", None),
    ("it", "Ieri ho iniziato a lavorare da Ferrari", "2023-05-07", None),
    ("zh", "我去年搬到了里斯本", "2022-01-01", None),
    ("zh", "我昨天开始学钢琴", "2023-05-07", None),
    ("zh", "我2020年3月开始在这里工作", "2020-03-01", None),
]


def _d(s: str | None) -> date | None:
    return date.fromisoformat(s) if s else None


def cases(data_dir: Path | None) -> list[tuple[str, str, datetime, Expected]]:
    """(group, text, said, expected): LoCoMo's (when the folder is there) and the written ones."""
    out: list[tuple[str, str, datetime, Expected]] = []
    if data_dir is not None:
        convs: dict[str, dict[str, tuple[str, datetime]]] = {}
        for name in {c for c, *_ in LOCOMO} | {c for c, _ in LOCOMO_NONE}:
            d = json.loads((data_dir / f"{name}.json").read_text())
            turns = {}
            for k, v in d.items():
                if k.startswith("session_") and isinstance(v, list):
                    said = session_date(d.get(f"{k}_date_time"))
                    for t in v:
                        turns[t["dia_id"]] = (t["text"], said)
            convs[name] = turns
        for name, dia, start, end in LOCOMO:
            text, said = convs[name][dia]
            out.append(("locomo", text, said, (_d(start), _d(end))))
        for name, dia in LOCOMO_NONE:
            text, said = convs[name][dia]
            out.append(("locomo", text, said, None))
    for lang, text, start, end in WRITTEN:
        out.append((lang, text, SAID, None if start is None and end is None else (_d(start), _d(end))))
    return out


# --- the parsers, behind the same rules ------------------------------------------------------------
def _dateparser() -> Callable[[str, datetime], Expected]:
    from zeusmem.rules.validity import validity

    def run(text: str, said: datetime) -> Expected:
        v = validity(text, said)
        if v is None:
            return None
        return (v.valid_from.date() if v.valid_from else None, v.valid_to.date() if v.valid_to else None)

    return run


def _shape(text: str, found: list[tuple[str, int, datetime, str]]) -> Expected:
    """Matches (expression, offset, date, period) as a validity, by the rules of rules/validity."""
    from zeusmem.rules import validity as rv

    start = end = None
    for expr, offset, when, period in found:
        if not rv._plausible(expr):
            continue
        if rv._until_before(text, offset):
            end = end or rv._end(when, period).date()
        else:
            start = start or rv._start(when, period).date()
    if start is None and end is None:
        return None
    return (start, end if end is None or start is None or end > start else None)


def _parsedatetime() -> Callable[[str, datetime], Expected]:
    import parsedatetime  # type: ignore[import-untyped]

    cal = parsedatetime.Calendar(version=parsedatetime.VERSION_CONTEXT_STYLE)
    ctx = parsedatetime.pdtContext

    def period(acc: Any) -> str:
        if acc.hasDate and acc.accuracy & ctx.ACU_DAY:
            return "day"
        if acc.accuracy & ctx.ACU_WEEK:
            return "week"
        if acc.accuracy & ctx.ACU_MONTH:
            return "month"
        if acc.accuracy & ctx.ACU_YEAR:
            return "year"
        return "day"

    def run(text: str, said: datetime) -> Expected:
        got = cal.nlp(text, sourceTime=said.replace(tzinfo=None)) or ()
        return _shape(text, [(m.strip(), start + (len(m) - len(m.lstrip())), when, period(acc))
                       for when, acc, start, _end, m in got])

    return run


def _ctparse() -> Callable[[str, datetime], Expected]:
    from ctparse import ctparse  # type: ignore[import-not-found]
    from ctparse.types import Interval, Time  # type: ignore[import-not-found]

    def as_dt(t: Any, said: datetime) -> tuple[datetime, str] | None:
        if t is None or t.year is None and t.month is None and t.day is None:
            return None
        y = t.year or said.year
        if t.day is not None:
            return datetime(y, t.month or said.month, t.day), "day"
        if t.month is not None:
            return datetime(y, t.month, 1), "month"
        return datetime(y, 1, 1), "year"

    def run(text: str, said: datetime) -> Expected:
        r = ctparse(text, ts=said.replace(tzinfo=None), timeout=1)
        res = r.resolution if r is not None else None
        found = []
        if isinstance(res, Time):
            d = as_dt(res, said)
            if d is not None:
                found.append((text[res.mstart:res.mend], res.mstart, d[0], d[1]))
        elif isinstance(res, Interval):
            for t in (res.t_from, res.t_to):
                d = as_dt(t, said)
                if d is not None:
                    found.append((text[res.mstart:res.mend], res.mstart, d[0], d[1]))
        return _shape(text, found)

    return run


PARSERS: dict[str, Callable[[], Callable[[str, datetime], Expected]]] = {
    "dateparser": _dateparser, "parsedatetime": _parsedatetime, "ctparse": _ctparse,
}


def evaluate(data_dir: Path | None) -> dict[str, Any]:
    all_cases = cases(data_dir)
    out: dict[str, Any] = {"cases": len(all_cases), "parsers": {}}
    for name, make in PARSERS.items():
        try:
            run = make()
        except ImportError as e:
            out["parsers"][name] = {"skipped": f"not installed ({e.name})"}
            continue
        run(all_cases[0][1], all_cases[0][2])  # load its data once
        groups: dict[str, list[bool]] = {}
        ms: list[float] = []
        misses = []
        for group, text, said, expected in all_cases:
            t0 = time.perf_counter()
            try:
                got = run(text, said)
            except Exception:  # noqa: BLE001 - a parser failing on a case misses it
                got = ("error", None)  # type: ignore[assignment]
            ms.append((time.perf_counter() - t0) * 1000)
            ok = got == expected
            groups.setdefault(group, []).append(ok)
            if not ok:
                misses.append({"text": text[:80], "expected": str(expected), "got": str(got)})
        flat = [x for g in groups.values() for x in g]
        out["parsers"][name] = {
            "accuracy": sum(flat) / len(flat),
            "by_group": {g: f"{sum(v)}/{len(v)}" for g, v in groups.items()},
            "p50_ms": statistics.median(ms),
            "p95_ms": statistics.quantiles(ms, n=20)[18],
            "misses": misses,
        }
    return out


def write_path_cost(data_dir: Path) -> dict[str, Any]:
    """What reading the validity costs a write: :func:`zeusmem.rules.validity.validity` on every
    LoCoMo turn of the labelled conversations (most name no time and are not parsed at all)."""
    from zeusmem.rules.validity import may_name_a_time, validity

    ms: list[float] = []
    parsed = 0
    for name in sorted({c for c, *_ in LOCOMO}):
        d = json.loads((data_dir / f"{name}.json").read_text())
        for k, v in d.items():
            if k.startswith("session_") and isinstance(v, list):
                said = session_date(d.get(f"{k}_date_time")) or SAID
                for t in v:
                    parsed += may_name_a_time(t["text"])
                    t0 = time.perf_counter()
                    validity(t["text"], said)
                    ms.append((time.perf_counter() - t0) * 1000)
    return {"turns": len(ms), "parsed": parsed, "p50_ms": statistics.median(ms),
            "p95_ms": statistics.quantiles(ms, n=20)[18], "max_ms": max(ms)}


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--locomo-dir", type=Path)
    p.add_argument("--json", action="store_true", help="the whole result, misses included, as JSON")
    args = p.parse_args()
    data_dir = find_data_dir(args.locomo_dir)
    res = evaluate(data_dir)
    if data_dir is not None:
        res["write_path"] = write_path_cost(data_dir)
    if args.json:
        print(json.dumps(res, indent=2, ensure_ascii=False))
        return
    print(f"{res['cases']} cases")
    for name, r in res["parsers"].items():
        if "skipped" in r:
            print(f"{name:14s} skipped: {r['skipped']}")
            continue
        groups = " ".join(f"{g} {v}" for g, v in r["by_group"].items())
        print(f"{name:14s} accuracy {r['accuracy']:.3f}  p50 {r['p50_ms']:.2f} ms  "
              f"p95 {r['p95_ms']:.2f} ms  ({groups})")
    if "write_path" in res:
        w = res["write_path"]
        print(f"write path (dateparser): {w['turns']} LoCoMo turns, {w['parsed']} parsed, "
              f"p50 {w['p50_ms']:.2f} ms, p95 {w['p95_ms']:.2f} ms, max {w['max_ms']:.0f} ms per call")


if __name__ == "__main__":
    main()
