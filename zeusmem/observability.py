"""Metrics and structured logs. Off by default; no network, ever.

Metrics (DevOS seed §116-117): search latency, hits and misses, gate rejections by reason,
policy denials and candidate decisions, compression (summarization) count, consolidation
counts, context tokens per section, snapshots. By default every call goes to a no-op
recorder. Turn them on with :func:`enable_metrics`:

* ``"prometheus"`` (``prometheus-client``): a *private* ``CollectorRegistry`` — nothing is
  served; read it with :func:`render_prometheus` (e.g. from your own ``/metrics`` route);
* ``"opentelemetry"`` (``opentelemetry-api``): instruments on the global meter provider,
  which is a no-op until the host application configures an SDK and exporter.

``ZEUSMEM_METRICS=prometheus|opentelemetry`` does the same through :func:`enable_from_env`.
The service's own methods are measured with :func:`instrument` (wraps one service instance;
nothing changes for others).

Structured logs: :func:`log_event` writes ``event key=value ...`` lines (and the same fields as
``extra`` for JSON handlers, see :class:`JsonFormatter`) and drops any field whose name
suggests content (``content``, ``text``, ``query``, ``prompt``, ``message`` ...): logs carry
ids, counts and reason codes only.

>>> m = enable_metrics("prometheus")
>>> m.gate_rejection("duplicate")
>>> b'zeusmem_gate_rejections_total{reason="duplicate"} 1.0' in render_prometheus()
True
>>> disable_metrics()
"""

from __future__ import annotations

import functools
import json
import logging
import os
import time
from collections.abc import Mapping
from typing import Any

from zeusmem.errors import ConfigurationError, GateRejected

__all__ = [
    "JsonFormatter",
    "Metrics",
    "disable_metrics",
    "enable_from_env",
    "enable_metrics",
    "get_metrics",
    "instrument",
    "log_event",
    "render_prometheus",
]

CONTEXT_SECTIONS = ("system", "conversation", "memory", "tools")


class Metrics:
    """The recorder interface; this base class records nothing (the default)."""

    enabled = False

    def search(self, latency_s: float, hits: int, *, ranking: str = "seed") -> None:
        """One memory search: its latency and whether it found anything (hit) or not (miss)."""

    def gate_rejection(self, reason: str) -> None:
        """The write gate refused a memory (low_confidence, sensitive, length, duplicate, rate_limit)."""

    def policy_denial(self, reason: str) -> None:
        """The memory policy refused an automatic write."""

    def decision(self, outcome: str, reason: str) -> None:
        """A candidate was stored, queued or denied."""

    def compression(self, n: int = 1) -> None:
        """A conversation was compressed (summarized)."""

    def consolidation(self, counts: Mapping[str, int]) -> None:
        """One consolidation run's counts (expired, merged, conflicts, archived, ...)."""

    def context_tokens(self, section: str, tokens: int) -> None:
        """Tokens of one context section (system, conversation, memory, tools) in one model call."""

    def snapshot(self) -> None:
        """A context snapshot was recorded."""


class PrometheusMetrics(Metrics):
    """prometheus-client instruments in their own registry (never the global one, never served)."""

    enabled = True

    def __init__(self, registry: Any = None) -> None:
        try:
            from prometheus_client import CollectorRegistry, Counter, Histogram
        except ImportError as e:  # pragma: no cover - dependency declared
            raise ConfigurationError(
                "metrics backend 'prometheus' needs prometheus-client: pip install prometheus-client"
            ) from e
        self.registry = registry if registry is not None else CollectorRegistry()
        r = self.registry
        self._search = Histogram(
            "zeusmem_search_latency_seconds",
            "Memory search latency",
            ["ranking"],
            registry=r,
            buckets=(0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5),
        )
        self._retrieval = Counter(
            "zeusmem_retrieval_total", "Searches with (hit) or without (miss) results", ["result"], registry=r
        )
        self._gate = Counter("zeusmem_gate_rejections_total", "Write-gate rejections", ["reason"], registry=r)
        self._policy = Counter(
            "zeusmem_policy_denials_total", "Memory-policy denials", ["reason"], registry=r
        )
        self._decision = Counter(
            "zeusmem_candidate_decisions_total", "Candidate decisions", ["outcome", "reason"], registry=r
        )
        self._compression = Counter("zeusmem_compression_total", "Conversation compressions", registry=r)
        self._consolidation = Counter(
            "zeusmem_consolidation_items_total", "Items changed by consolidation", ["action"], registry=r
        )
        self._runs = Counter("zeusmem_consolidation_runs_total", "Consolidation runs", registry=r)
        self._tokens = Histogram(
            "zeusmem_context_tokens",
            "Context tokens per section per model call",
            ["section"],
            registry=r,
            buckets=(0, 50, 100, 250, 500, 1000, 2000, 4000, 8000, 16000, 32000, 64000, 128000),
        )
        self._snapshots = Counter("zeusmem_context_snapshots_total", "Context snapshots recorded", registry=r)

    def search(self, latency_s: float, hits: int, *, ranking: str = "seed") -> None:
        self._search.labels(ranking).observe(latency_s)
        self._retrieval.labels("hit" if hits else "miss").inc()

    def gate_rejection(self, reason: str) -> None:
        self._gate.labels(reason).inc()

    def policy_denial(self, reason: str) -> None:
        self._policy.labels(reason).inc()

    def decision(self, outcome: str, reason: str) -> None:
        self._decision.labels(outcome, reason).inc()

    def compression(self, n: int = 1) -> None:
        self._compression.inc(n)

    def consolidation(self, counts: Mapping[str, int]) -> None:
        self._runs.inc()
        for action, n in counts.items():
            if n:
                self._consolidation.labels(action).inc(n)

    def context_tokens(self, section: str, tokens: int) -> None:
        self._tokens.labels(section).observe(max(0, int(tokens)))

    def snapshot(self) -> None:
        self._snapshots.inc()


class OpenTelemetryMetrics(Metrics):
    """Instruments from ``opentelemetry.metrics.get_meter('zeusmem')`` (no-op without an SDK)."""

    enabled = True

    def __init__(self, meter: Any = None) -> None:
        try:
            from opentelemetry import metrics as otel
        except ImportError as e:  # pragma: no cover
            raise ConfigurationError("metrics backend 'opentelemetry' needs opentelemetry-api") from e
        m = meter or otel.get_meter("zeusmem")
        self._search = m.create_histogram("memory.search.latency", unit="s")
        self._retrieval = m.create_counter("memory.retrieval")
        self._gate = m.create_counter("memory.gate.rejections")
        self._policy = m.create_counter("memory.policy.denials")
        self._decision = m.create_counter("memory.candidate.decisions")
        self._compression = m.create_counter("memory.compression.count")
        self._consolidation = m.create_counter("memory.consolidation.count")
        self._tokens = m.create_histogram("agent.context.tokens")
        self._snapshots = m.create_counter("agent.context.snapshots")

    def search(self, latency_s: float, hits: int, *, ranking: str = "seed") -> None:
        self._search.record(latency_s, {"ranking": ranking})
        self._retrieval.add(1, {"result": "hit" if hits else "miss"})

    def gate_rejection(self, reason: str) -> None:
        self._gate.add(1, {"reason": reason})

    def policy_denial(self, reason: str) -> None:
        self._policy.add(1, {"reason": reason})

    def decision(self, outcome: str, reason: str) -> None:
        self._decision.add(1, {"outcome": outcome, "reason": reason})

    def compression(self, n: int = 1) -> None:
        self._compression.add(n)

    def consolidation(self, counts: Mapping[str, int]) -> None:
        for action, n in counts.items():
            if n:
                self._consolidation.add(n, {"action": action})

    def context_tokens(self, section: str, tokens: int) -> None:
        self._tokens.record(max(0, int(tokens)), {"section": section})

    def snapshot(self) -> None:
        self._snapshots.add(1)


_NOOP = Metrics()
_current: Metrics = _NOOP


def get_metrics() -> Metrics:
    """The active recorder (a no-op unless :func:`enable_metrics` was called)."""
    return _current


def enable_metrics(backend: str = "prometheus", *, registry: Any = None, meter: Any = None) -> Metrics:
    """Start recording with ``backend`` ('prometheus' or 'opentelemetry'); returns the recorder."""
    global _current
    if backend == "prometheus":
        _current = PrometheusMetrics(registry)
    elif backend in ("opentelemetry", "otel"):
        _current = OpenTelemetryMetrics(meter)
    else:
        raise ConfigurationError(f"unknown metrics backend {backend!r}: use 'prometheus' or 'opentelemetry'")
    return _current


def disable_metrics() -> None:
    """Back to the no-op recorder."""
    global _current
    _current = _NOOP


def enable_from_env(env: Mapping[str, str] | None = None) -> Metrics:
    """``ZEUSMEM_METRICS`` = prometheus | opentelemetry | off (default)."""
    value = (os.environ if env is None else env).get("ZEUSMEM_METRICS", "").strip().lower()
    if value in ("", "0", "off", "false", "none"):
        return _current
    return enable_metrics(value)


def render_prometheus() -> bytes:
    """The Prometheus text exposition of the active recorder (empty when not Prometheus)."""
    m = _current
    if not isinstance(m, PrometheusMetrics):
        return b""
    from prometheus_client import generate_latest

    return bytes(generate_latest(m.registry))


def instrument(memory: Any) -> Any:
    """Measure one service instance: search latency and hits/misses, gate rejections by reason.

    Wraps ``search_memories`` and ``add_explicit_memory`` on the *instance* (idempotent); the
    recorder is looked up at call time, so this costs nothing while metrics are off.
    """
    if getattr(memory, "_zeusmem_instrumented", False):
        return memory
    search = memory.search_memories
    add = memory.add_explicit_memory

    @functools.wraps(search)
    async def search_memories(*args: Any, **kwargs: Any) -> Any:
        start = time.perf_counter()
        hits = await search(*args, **kwargs)
        get_metrics().search(time.perf_counter() - start, len(hits))
        return hits

    @functools.wraps(add)
    async def add_explicit_memory(*args: Any, **kwargs: Any) -> Any:
        try:
            return await add(*args, **kwargs)
        except GateRejected as e:
            get_metrics().gate_rejection(e.verdict.reason.value)
            raise

    memory.search_memories = search_memories
    memory.add_explicit_memory = add_explicit_memory
    memory._zeusmem_instrumented = True
    return memory


# --- structured logs --------------------------------------------------------------------------

_CONTENT_HINTS = (
    "content",
    "text",
    "query",
    "prompt",
    "message",
    "summary",
    "body",
    "secret",
    "password",
    "token_value",
    "value",
)


def _safe(name: str) -> bool:
    n = name.lower()
    return not any(h in n for h in _CONTENT_HINTS) or n.endswith(
        ("_id", "_ids", "_count", "_tokens", "_hash")
    )


def log_event(logger: logging.Logger, event: str, /, level: int = logging.INFO, **fields: Any) -> None:
    """``event k=v ...`` without content: fields named like content are dropped, values clipped.

    >>> log_event(logging.getLogger("t"), "memory.stored", memory_id="mem_1", content="never logged")
    """
    if not logger.isEnabledFor(level):
        return
    clean = {
        k: (v if isinstance(v, (int, float, bool)) or v is None else str(v)[:200])
        for k, v in fields.items()
        if _safe(k)
    }
    line = " ".join([event, *(f"{k}={v}" for k, v in clean.items())])
    logger.log(level, "%s", line, extra={"zeusmem_event": event, "zeusmem_fields": clean})


class JsonFormatter(logging.Formatter):
    """One JSON object per record: time, level, logger, event and its fields (for log shippers)."""

    def format(self, record: logging.LogRecord) -> str:
        out: dict[str, Any] = {
            "ts": self.formatTime(record, "%Y-%m-%dT%H:%M:%S%z"),
            "level": record.levelname,
            "logger": record.name,
        }
        event = getattr(record, "zeusmem_event", None)
        if event:
            out["event"] = event
            out.update(getattr(record, "zeusmem_fields", {}) or {})
        else:
            out["message"] = record.getMessage()
        return json.dumps(out, default=str, ensure_ascii=False)
