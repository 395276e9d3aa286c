"""A seeded, synthetic but realistic memory corpus, with a labelled question set.

Shape (``size`` = memory rows, superseded versions and deleted items included):

* orgs, projects with members and roles, users, sessions;
* a long tail: most users hold tens to hundreds of memories, two "big" projects hold 15 %
  of the corpus each and one power user 5 % (15k / 15k / 5k items at 100k);
* all eight memory types, from sentence families with many slot values (services, people,
  versions, hosts, ticket ids, codenames), so texts are diverse and rare terms exist;
* keyed facts with several versions (older ones ``superseded``), items that have expired,
  and deleted items (only a tombstone remains);
* questions whose answer is one known memory: paraphrases, exact rare terms, and
  superseded facts where only the newest version is correct.

Every entity draws from its own RNG stream (``seed:kind:index``), so a bigger corpus
contains the smaller one's users and the big projects' first items: their texts, and so
their cached embeddings, are shared between sizes.
"""

from __future__ import annotations

import hashlib
import math
import random
from collections.abc import Iterator
from dataclasses import dataclass, field

TYPES = ("preference", "fact", "skill", "habit", "event", "context", "constraint", "decision")

# --- vocabularies ----------------------------------------------------------------------------
SERVICES = (
    "billing",
    "checkout",
    "ledger",
    "auth-gateway",
    "search-indexer",
    "notifications",
    "payments",
    "inventory",
    "shipping",
    "reporting",
    "analytics",
    "recommendations",
    "user-profile",
    "session-store",
    "image-resizer",
    "pdf-renderer",
    "email-dispatcher",
    "fraud-detector",
    "pricing-engine",
    "tax-calculator",
    "catalog",
    "cart",
    "geo-locator",
    "audit-trail",
    "feature-flags",
    "rate-limiter",
    "scheduler",
    "webhook-relay",
    "export-worker",
    "import-worker",
    "chat-backend",
    "video-transcoder",
    "metrics-collector",
    "log-shipper",
    "config-server",
    "identity-broker",
    "loyalty-points",
    "coupon-service",
    "refund-processor",
    "invoice-generator",
    "subscription-manager",
    "warehouse-sync",
    "route-planner",
    "driver-app-api",
    "support-desk",
    "translation-service",
    "thumbnail-cache",
    "kyc-verifier",
    "consent-manager",
    "onboarding",
)
LANGS = (
    "Python",
    "Go",
    "Rust",
    "TypeScript",
    "Java",
    "Kotlin",
    "Scala",
    "Elixir",
    "C#",
    "Ruby",
    "Swift",
    "C++",
    "Haskell",
    "Clojure",
    "PHP",
    "Dart",
    "Zig",
    "Julia",
    "OCaml",
    "Lua",
)
DATASTORES = (
    "PostgreSQL",
    "MySQL",
    "Redis",
    "MongoDB",
    "Cassandra",
    "ClickHouse",
    "DynamoDB",
    "Elasticsearch",
    "SQLite",
    "CockroachDB",
    "Kafka",
    "RabbitMQ",
    "NATS",
    "ScyllaDB",
    "DuckDB",
    "Snowflake",
)
TOOLS = (
    "Terraform",
    "Kubernetes",
    "Docker",
    "Helm",
    "Ansible",
    "Grafana",
    "Prometheus",
    "Jenkins",
    "GitHub Actions",
    "ArgoCD",
    "Vault",
    "Consul",
    "Nginx",
    "Envoy",
    "Sentry",
    "Datadog",
    "Bazel",
    "Pulumi",
    "pre-commit",
    "ruff",
    "mypy",
    "eslint",
    "prettier",
    "black",
    "pytest",
    "k6",
    "Locust",
    "OpenTelemetry",
)
EDITORS = (
    "VS Code",
    "Vim",
    "Neovim",
    "Emacs",
    "IntelliJ IDEA",
    "PyCharm",
    "Sublime Text",
    "Zed",
    "Helix",
    "GoLand",
    "Cursor",
    "Xcode",
)
THEMES = ("dark", "light", "solarized", "high-contrast", "gruvbox", "nord", "dracula", "monokai")
DRINKS = (
    "green tea",
    "espresso",
    "oat milk latte",
    "black coffee",
    "matcha",
    "chai",
    "sparkling water",
    "rooibos",
    "flat white",
    "cold brew",
    "earl grey",
    "hot chocolate",
)
TIMES = ("morning", "afternoon", "evening", "late night")
FORMATS = (
    "bullet points",
    "short paragraphs",
    "tables",
    "numbered steps",
    "code first, then explanation",
    "a one-line summary followed by details",
    "plain prose without markdown",
)
FIRST = (
    "Alice",
    "Bruno",
    "Chen",
    "Dana",
    "Emeka",
    "Farah",
    "Gustav",
    "Hana",
    "Ivan",
    "Julia",
    "Kenji",
    "Leila",
    "Marco",
    "Nadia",
    "Omar",
    "Priya",
    "Quentin",
    "Rosa",
    "Sven",
    "Tara",
    "Umar",
    "Vera",
    "Wen",
    "Ximena",
    "Yusuf",
    "Zoe",
    "Aiko",
    "Björn",
    "Carmen",
    "Dmitri",
    "Elif",
    "Felix",
    "Greta",
    "Hugo",
    "Ines",
    "Jonas",
    "Kofi",
    "Lina",
    "Mateo",
    "Noor",
    "Olga",
    "Pablo",
    "Rania",
    "Sami",
    "Tomás",
    "Ulla",
    "Viktor",
    "Wanda",
)
LAST = (
    "Okafor",
    "Lindqvist",
    "Nakamura",
    "Fernández",
    "Kowalski",
    "Haddad",
    "Müller",
    "Rossi",
    "Ivanova",
    "Dubois",
    "Tanaka",
    "Singh",
    "O'Brien",
    "Costa",
    "Novak",
    "Yilmaz",
    "Andersen",
    "Moreau",
    "Schmidt",
    "Petrov",
    "García",
    "Kim",
    "Nguyen",
    "Silva",
    "Hoffmann",
    "Mensah",
    "Virtanen",
    "Janssen",
    "Popescu",
)
TEAMS = (
    "platform",
    "data",
    "mobile",
    "web",
    "infrastructure",
    "security",
    "growth",
    "payments",
    "search",
    "machine learning",
    "site reliability",
    "billing",
    "developer experience",
    "design systems",
)
ROLES = (
    "tech lead",
    "engineering manager",
    "product owner",
    "on-call captain",
    "staff engineer",
    "architect",
)
CLOUDS = ("AWS", "Google Cloud", "Azure", "Hetzner", "DigitalOcean", "OVH")
REGIONS = (
    "us-east-1",
    "eu-west-1",
    "eu-central-1",
    "ap-southeast-2",
    "us-west-2",
    "sa-east-1",
    "ap-northeast-1",
)
CITIES = (
    "Lisbon",
    "Berlin",
    "Toronto",
    "Nairobi",
    "Singapore",
    "Austin",
    "Kraków",
    "Osaka",
    "Bogotá",
    "Melbourne",
    "Helsinki",
    "Cape Town",
    "Montréal",
    "Seoul",
    "Barcelona",
    "Dublin",
)
CONFS = (
    "KubeCon",
    "PyCon",
    "GopherCon",
    "RustConf",
    "QCon",
    "Strange Loop",
    "FOSDEM",
    "re:Invent",
    "PostgresConf",
    "JSConf",
    "NeurIPS",
    "DevOpsDays",
)
MONTHS = (
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
)
CAUSES = (
    "an expired TLS certificate",
    "a full disk on the primary",
    "a bad feature flag rollout",
    "connection pool exhaustion",
    "a DNS misconfiguration",
    "a memory leak in the cache layer",
    "a schema migration that locked the orders table",
    "a noisy neighbour on the shared cluster",
    "clock skew between nodes",
    "a retry storm after a network partition",
)
FEATURES = (
    "retries with exponential backoff",
    "idempotency keys",
    "streaming exports",
    "per-tenant rate limits",
    "a circuit breaker",
    "structured audit events",
    "batch refunds",
    "multi-currency invoices",
    "webhook signatures",
    "soft deletes",
    "read replicas for reports",
    "a dark launch flag",
)
HOBBIES = (
    "bouldering",
    "sourdough baking",
    "trail running",
    "chess",
    "birdwatching",
    "woodworking",
    "salsa dancing",
    "astrophotography",
    "sailing",
    "pottery",
    "cycling",
    "learning Japanese",
)
DAYS = ("Friday", "Monday", "weekend", "holiday")
SYLLABLES = (
    "ka",
    "zor",
    "vel",
    "mi",
    "tra",
    "quo",
    "nix",
    "bel",
    "dra",
    "fen",
    "lum",
    "ory",
    "pax",
    "sil",
    "tho",
    "ur",
    "vex",
    "wyn",
    "xan",
    "yor",
    "zel",
    "cor",
    "bri",
    "eth",
)
PURPOSES = (
    "the job queue",
    "feature storage",
    "session caching",
    "the event bus",
    "analytics rollups",
    "full-text search",
    "the audit log",
    "configuration",
    "background scheduling",
    "metrics",
)
REASONS = (
    "it halves operating cost",
    "the team already knows it",
    "it scales horizontally",
    "it has the best client libraries",
    "it simplifies on-call",
    "it passed the load test",
    "it meets the compliance requirements",
    "it removes a single point of failure",
)


def _pick(rng: random.Random, xs):
    return xs[rng.randrange(len(xs))]


def _codename(rng: random.Random) -> str:
    return "".join(_pick(rng, SYLLABLES) for _ in range(rng.randint(2, 3))).capitalize()


def _version(rng: random.Random) -> str:
    return f"{rng.randint(1, 9)}.{rng.randint(0, 40)}.{rng.randint(0, 30)}"


def _ticket(rng: random.Random) -> str:
    return f"{_pick(rng, ('OPS', 'INC', 'SEC', 'DATA', 'PAY'))}-{rng.randint(1000, 99999)}"


def _host(rng: random.Random) -> str:
    kind = _pick(rng, ("db", "pg", "cache", "mq", "node"))
    return f"{kind}-{rng.randint(1, 64)}.{_pick(rng, REGIONS)}.internal"


def _person(rng: random.Random) -> str:
    return f"{_pick(rng, FIRST)} {_pick(rng, LAST)}"


# --- sentence families -------------------------------------------------------------------------
# each returns (content, question, rare_question or None, key or None, tags)


@dataclass(frozen=True, slots=True)
class Draft:
    content: str
    question: str
    rare_question: str | None
    key: str | None
    tags: tuple[str, ...]


def _preference(rng: random.Random) -> Draft:
    k = rng.randrange(5)
    if k == 0:
        ed, th = _pick(rng, EDITORS), _pick(rng, THEMES)
        return Draft(
            f"Prefers the {th} theme in {ed}",
            f"which colour scheme do I like when coding in {ed}?",
            None,
            None,
            ("editor",),
        )
    if k == 1:
        dr, t = _pick(rng, DRINKS), _pick(rng, TIMES)
        return Draft(
            f"Likes to drink {dr} in the {t}",
            f"what beverage do I usually have in the {t}?",
            None,
            None,
            ("personal",),
        )
    if k == 2:
        f = _pick(rng, FORMATS)
        return Draft(
            f"Wants answers formatted as {f}", "how should replies to me be laid out?", None, None, ("style",)
        )
    if k == 3:
        a, b = rng.sample(LANGS, 2)
        svc = _pick(rng, SERVICES)
        return Draft(
            f"Prefers {a} over {b} for new work on {svc}",
            f"which programming language do I favour for {svc}?",
            None,
            None,
            ("languages",),
        )
    h = _pick(rng, HOBBIES)
    return Draft(
        f"Enjoys {h} on weekends",
        "what do I like doing in my free time on Saturdays?",
        None,
        None,
        ("personal",),
    )


def _fact(rng: random.Random) -> Draft:
    k = rng.randrange(4)
    if k == 0:
        p, r, t = _person(rng), _pick(rng, ROLES), _pick(rng, TEAMS)
        return Draft(
            f"{p} is the {r} of the {t} team",
            f"who acts as {r} for the {t} group?",
            f"{p} {t}",
            None,
            ("people",),
        )
    if k == 1:
        s, c, reg = _pick(rng, SERVICES), _pick(rng, CLOUDS), _pick(rng, REGIONS)
        return Draft(
            f"The {s} service is deployed on {c} in {reg}",
            f"where does {s} run in production?",
            None,
            None,
            ("infra",),
        )
    if k == 2:
        s, v, f = _pick(rng, SERVICES), _version(rng), _pick(rng, FEATURES)
        return Draft(
            f"Release {v} of {s} introduced {f}",
            f"which release of {s} added {f}?",
            f"{s} {v}",
            None,
            ("release",),
        )
    s, d = _pick(rng, SERVICES), _pick(rng, DATASTORES)
    return Draft(
        f"{s} stores its data in {d}", f"what database backs the {s} component?", None, None, ("infra",)
    )


def _skill(rng: random.Random) -> Draft:
    k = rng.randrange(2)
    if k == 0:
        t, n = _pick(rng, LANGS + DATASTORES), rng.randint(1, 15)
        return Draft(
            f"Has {n} years of experience with {t}",
            f"how long have I been working with {t}?",
            None,
            None,
            ("experience",),
        )
    t = _pick(rng, TOOLS)
    return Draft(
        f"Is certified in {t} administration",
        f"do I hold a qualification for running {t}?",
        None,
        None,
        ("certification",),
    )


def _habit(rng: random.Random) -> Draft:
    k = rng.randrange(3)
    if k == 0:
        t = _pick(rng, TOOLS)
        return Draft(
            f"Runs {t} before every commit",
            "what do I run right before committing code?",
            None,
            None,
            ("workflow",),
        )
    if k == 1:
        t, d = _pick(rng, TIMES), _pick(rng, ("Mondays", "Tuesdays", "Wednesdays", "Thursdays", "Fridays"))
        return Draft(
            f"Reviews pull requests on {d} {t}s",
            "when do I usually go through code reviews?",
            None,
            None,
            ("workflow",),
        )
    ed = _pick(rng, EDITORS)
    return Draft(
        f"Writes design notes in {ed} before starting implementation",
        "where do I draft design documents?",
        None,
        None,
        ("workflow",),
    )


def _event(rng: random.Random) -> Draft:
    k = rng.randrange(2)
    if k == 0:
        tk, s, c = _ticket(rng), _pick(rng, SERVICES), _pick(rng, CAUSES)
        day = f"{_pick(rng, MONTHS)} {rng.randint(1, 28)}"
        return Draft(
            f"Incident {tk} on {day}: the {s} outage was caused by {c}",
            f"why did {s} go down on {day}?",
            f"{tk}",
            None,
            ("incident",),
        )
    conf, city, m = _pick(rng, CONFS), _pick(rng, CITIES), _pick(rng, MONTHS)
    return Draft(
        f"Attended {conf} in {city} in {m}",
        f"which conference did I go to in {city}?",
        None,
        None,
        ("travel",),
    )


def _context(rng: random.Random) -> Draft:
    k = rng.randrange(2)
    if k == 0:
        s, a, b = _pick(rng, SERVICES), *rng.sample(DATASTORES, 2)
        return Draft(
            f"Currently migrating {s} from {a} to {b}",
            f"what data move is under way for {s}?",
            None,
            None,
            ("migration",),
        )
    s = _pick(rng, SERVICES)
    cn = _codename(rng)
    return Draft(
        f"Working on the {cn} refactor of {s} this sprint",
        f"what am I refactoring in {s} right now?",
        f"{cn}",
        None,
        ("sprint",),
    )


def _constraint(rng: random.Random) -> Draft:
    k = rng.randrange(2)
    if k == 0:
        s, n = _pick(rng, SERVICES), rng.choice((50, 80, 100, 150, 200, 250, 300, 500, 800))
        return Draft(
            f"The {s} API must answer within {n} ms at p99",
            f"what is the latency budget for {s}?",
            None,
            None,
            ("slo",),
        )
    s, d = _pick(rng, SERVICES), _pick(rng, DAYS)
    return Draft(
        f"Never deploy {s} on a {d}",
        f"are there days when {s} releases are forbidden?",
        None,
        None,
        ("release",),
    )


def _decision(rng: random.Random) -> Draft:
    k = rng.randrange(2)
    if k == 0:
        t, p, r = _pick(rng, DATASTORES + TOOLS), _pick(rng, PURPOSES), _pick(rng, REASONS)
        return Draft(
            f"Decided to use {t} for {p} because {r}", f"why did we pick {t} for {p}?", None, None, ("adr",)
        )
    cn, q = _codename(rng), f"Q{rng.randint(1, 4)} {rng.randint(2024, 2027)}"
    return Draft(
        f"Chose {cn} as the codename of the {q} release",
        f"what is the {q} release called?",
        f"{cn}",
        None,
        ("release",),
    )


FAMILIES = {
    "preference": _preference,
    "fact": _fact,
    "skill": _skill,
    "habit": _habit,
    "event": _event,
    "context": _context,
    "constraint": _constraint,
    "decision": _decision,
}
TYPE_WEIGHTS = (0.18, 0.24, 0.08, 0.08, 0.12, 0.12, 0.08, 0.10)


def _keyed_fact(rng: random.Random, n_versions: int) -> tuple[list[str], str, str, str]:
    """(contents oldest first, question, key, memory_type) of a fact that changed over time."""
    k = rng.randrange(4)
    if k == 0:
        env = _pick(rng, ("staging", "production", "qa", "analytics", "reporting"))
        hosts = [_host(rng) for _ in range(n_versions)]
        return (
            [f"The {env} database is hosted on {h}" for h in hosts],
            f"where does the {env} database live now?",
            f"{env}-db-host",
            "fact",
        )
    if k == 1:
        svc = _pick(rng, SERVICES)
        owners = [_person(rng) for _ in range(n_versions)]
        return (
            [f"{o} owns the {svc} service" for o in owners],
            f"who is responsible for {svc} at the moment?",
            f"{svc}-owner",
            "fact",
        )
    if k == 2:
        svc = _pick(rng, SERVICES)
        ns = rng.sample((50, 80, 100, 150, 200, 250, 300, 500), n_versions)
        return (
            [f"The {svc} timeout is set to {n} seconds" for n in ns],
            f"what timeout does {svc} use today?",
            f"{svc}-timeout",
            "constraint",
        )
    tool = _pick(rng, ("CI", "deploy", "alerting", "tracing", "ticketing"))
    picks = rng.sample(TOOLS, n_versions)
    return (
        [f"We use {t} for {tool}" for t in picks],
        f"which tool handles {tool} for us currently?",
        f"{tool}-tool",
        "decision",
    )


# --- model -----------------------------------------------------------------------------------
@dataclass(slots=True)
class Memory:
    id: str
    lineage_id: str
    version: int
    supersedes_id: str | None
    content: str
    memory_type: str
    scope: str
    scope_id: str
    org_id: str
    created_by: str
    confidence: float
    importance: float
    visibility: str
    status: str
    key: str | None
    tags: tuple[str, ...]
    priority: str
    source: str
    age_days: float  # created this many days before "now" (materialised at load)
    expires_in_days: float | None  # negative: already expired
    deleted: bool = False  # tombstoned: never loaded, only a tombstone row
    question: str | None = None
    rare_question: str | None = None

    @property
    def expired(self) -> bool:
        return self.expires_in_days is not None and self.expires_in_days <= 0

    @property
    def searchable(self) -> bool:
        """What a search may return: active, not expired, not deleted."""
        return self.status == "active" and not self.expired and not self.deleted


@dataclass(slots=True)
class Project:
    id: str
    org_id: str
    name: str
    created_by: str
    members: list[tuple[str, str]] = field(default_factory=list)  # (user, role)
    big: bool = False


@dataclass(slots=True)
class User:
    id: str
    org_id: str
    sessions: list[str] = field(default_factory=list)
    projects: list[str] = field(default_factory=list)
    power: bool = False


@dataclass(frozen=True, slots=True)
class Ctx:
    """A query context: who asks, from which project/session."""

    user: str
    org: str
    project: str | None = None
    session: str | None = None

    @property
    def scopes(self) -> list[tuple[str, str]]:
        out = [("user", self.user)]
        if self.session:
            out.append(("session", self.session))
        if self.project:
            out.append(("project", self.project))
        return out


@dataclass(frozen=True, slots=True)
class Question:
    kind: str  # paraphrase | rare | superseded
    text: str
    ctx: Ctx
    answer_id: str  # the memory that answers it (the active version for superseded facts)
    lineage_id: str


@dataclass(slots=True)
class Corpus:
    seed: int
    size: int
    orgs: list[str]
    users: list[User]
    projects: list[Project]
    memories: list[Memory]
    questions: list[Question] = field(default_factory=list)

    @property
    def loaded(self) -> list[Memory]:
        """Rows that exist in a memory store (deleted ones left only a tombstone)."""
        return [m for m in self.memories if not m.deleted]

    def summary(self) -> dict[str, int]:
        ms = self.memories
        return {
            "memories": len(ms),
            "orgs": len(self.orgs),
            "users": len(self.users),
            "projects": len(self.projects),
            "sessions": sum(len(u.sessions) for u in self.users),
            "active": sum(m.searchable for m in ms),
            "superseded": sum(m.status == "superseded" for m in ms),
            "expired": sum(m.expired and not m.deleted for m in ms),
            "deleted": sum(m.deleted for m in ms),
            "largest_scope": max(self.scope_sizes().values()),
        }

    def by_scope(self) -> dict[tuple[str, str, str], list[Memory]]:
        """Searchable memories by (org, scope, scope_id)."""
        out: dict[tuple[str, str, str], list[Memory]] = {}
        for m in self.memories:
            if m.searchable:
                out.setdefault((m.org_id, m.scope, m.scope_id), []).append(m)
        return out

    def visible(
        self, ctx: Ctx, index: dict[tuple[str, str, str], list[Memory]] | None = None
    ) -> list[Memory]:
        """What zeusmem's security filter lets ``ctx`` find (membership, owner-only, org, session owner)."""
        index = index if index is not None else self.by_scope()
        out = list(index.get((ctx.org, "user", ctx.user), []))
        if ctx.session:
            out += [m for m in index.get((ctx.org, "session", ctx.session), []) if m.created_by == ctx.user]
        if ctx.project:
            p = next((p for p in self.projects if p.id == ctx.project), None)
            if p is not None and p.org_id == ctx.org and any(u == ctx.user for u, _ in p.members):
                out += [
                    m
                    for m in index.get((ctx.org, "project", ctx.project), [])
                    if m.visibility != "owner_only" or m.created_by == ctx.user
                ]
        return out

    def scope_sizes(self) -> dict[tuple[str, str], int]:
        out: dict[tuple[str, str], int] = {}
        for m in self.memories:
            if m.searchable:
                out[(m.scope, m.scope_id)] = out.get((m.scope, m.scope_id), 0) + 1
        return out


def _rng(seed: int, *parts: object) -> random.Random:
    h = hashlib.blake2b(":".join(map(str, (seed, *parts))).encode(), digest_size=8).digest()
    return random.Random(int.from_bytes(h, "big"))


class _Stream:
    """The memories of one scope, drawn from its own RNG: the first n never depend on n."""

    def __init__(
        self,
        seed: int,
        scope: str,
        scope_id: str,
        org: str,
        authors: list[str],
        *,
        owner_only_share: float = 0.0,
    ) -> None:
        self.rng = _rng(seed, "stream", scope, scope_id)
        self.scope, self.scope_id, self.org, self.authors = scope, scope_id, org, authors
        self.owner_only_share = owner_only_share
        self.n = 0
        self.seen: set[str] = set()

    def _id(self) -> str:
        self.n += 1
        digest = hashlib.blake2b(f"{self.scope}:{self.scope_id}:{self.n}".encode(), digest_size=6).hexdigest()
        return f"mem_b{digest}{self.n:06x}"

    def take(self, count: int) -> list[Memory]:
        out: list[Memory] = []
        rng = self.rng
        while len(out) < count:
            author = self.authors[int(rng.random() * len(self.authors))]  # one draw whatever the size
            vis = "members"
            if self.scope == "project":
                r = rng.random()
                vis = "owner_only" if r < self.owner_only_share else ("public" if r < 0.2 else "members")
            common = dict(
                scope=self.scope,
                scope_id=self.scope_id,
                org_id=self.org,
                created_by=author,
                visibility=vis,
                priority=rng.choices(("normal", "high", "low", "critical"), (0.75, 0.12, 0.1, 0.03))[0],
                source=rng.choices(("user", "ai"), (0.6, 0.4))[0],
            )
            if rng.random() < 0.06 and count - len(out) >= 3:  # a keyed fact with history
                nv = rng.randint(2, 3)
                contents, question, key, mtype = _keyed_fact(rng, nv)
                key = f"{key}-{self.n}"
                lineage = None
                prev = None
                age = rng.uniform(30, 360)
                for i, c in enumerate(contents):
                    mid = self._id()
                    lineage = lineage or mid
                    last = i == len(contents) - 1
                    out.append(
                        Memory(
                            id=mid,
                            lineage_id=lineage,
                            version=i + 1,
                            supersedes_id=prev,
                            content=c,
                            memory_type=mtype,
                            confidence=round(rng.uniform(0.75, 1.0), 2),
                            importance=round(rng.uniform(0.3, 0.9), 2),
                            status="active" if last else "superseded",
                            key=key,
                            tags=("versioned",),
                            age_days=age * (1 - i / len(contents)),
                            expires_in_days=None,
                            question=question if last else None,
                            **common,
                        )
                    )
                    prev = mid
                continue
            mtype = rng.choices(TYPES, TYPE_WEIGHTS)[0]
            d = FAMILIES[mtype](rng)
            if d.content in self.seen:  # the same sentence twice in one scope: the gate would refuse it
                continue
            self.seen.add(d.content)
            r = rng.random()
            expires = None
            if mtype in ("context", "event") and r < 0.35:
                expires = rng.uniform(-60, 60)  # about half of these have already expired
            mid = self._id()
            out.append(
                Memory(
                    id=mid,
                    lineage_id=mid,
                    version=1,
                    supersedes_id=None,
                    content=d.content,
                    memory_type=mtype,
                    confidence=round(rng.uniform(0.7, 1.0), 2),
                    importance=round(rng.uniform(0.2, 0.9), 2),
                    status="active",
                    key=None,
                    tags=d.tags,
                    age_days=rng.uniform(0, 365),
                    expires_in_days=expires,
                    deleted=rng.random() < 0.02,
                    question=d.question,
                    rare_question=d.rare_question,
                    **common,
                )
            )
        return out


def generate(size: int, seed: int = 42, *, n_questions: int = 150) -> Corpus:
    """A corpus of about ``size`` memory rows (see the module docstring)."""
    if size < 200:
        raise ValueError("size must be >= 200")
    n_orgs = max(2, size // 25_000)
    orgs = [f"org{i:02d}" for i in range(n_orgs)]
    big_project_n = int(size * 0.15)
    power_user_n = int(size * 0.05)
    budget_users = int(size * 0.36)
    budget_sessions = int(size * 0.07)
    budget_projects = size - 2 * big_project_n - power_user_n - budget_users - budget_sessions

    users: list[User] = []
    memories: list[Memory] = []
    # long-tail users: lognormal sizes, mostly tens to hundreds
    per_user: list[int] = []
    i = 0
    while sum(per_user) < budget_users:
        r = _rng(seed, "user-size", i)
        per_user.append(int(min(500, max(10, r.lognormvariate(math.log(90), 0.8)))))
        i += 1
    per_user[-1] = max(10, per_user[-1] - (sum(per_user) - budget_users))
    n_users = len(per_user) + 1
    for ui in range(n_users):
        users.append(User(id=f"u{ui:05d}", org_id=orgs[ui % n_orgs], power=ui == 0))
    # sessions: each user 0-3 sessions
    sess_left = budget_sessions
    sess_plan: list[tuple[User, str, int]] = []
    for u in users:
        r = _rng(seed, "sessions", u.id)
        for si in range(r.choice((0, 1, 1, 2, 3))):
            sid = f"s-{u.id}-{si}"
            u.sessions.append(sid)
            sess_plan.append((u, sid, r.randint(5, 40)))
    # projects: two big ones, then small ones with members
    projects: list[Project] = []
    for bi in range(2):
        org = orgs[bi % n_orgs]
        members_pool = [u for u in users if u.org_id == org]
        r = _rng(seed, "big-members", bi)
        mem_users = r.sample(members_pool, min(len(members_pool), 40))
        projects.append(
            Project(
                id=f"bigproj{bi}", org_id=org, name=f"Big project {bi}", created_by=mem_users[0].id, big=True
            )
        )
    pi = 0
    proj_sizes: list[int] = []
    while sum(proj_sizes) < budget_projects:
        r = _rng(seed, "project-size", pi)
        proj_sizes.append(int(min(500, max(50, r.lognormvariate(math.log(160), 0.6)))))
        pi += 1
    for pi, _n in enumerate(proj_sizes):
        org = orgs[pi % n_orgs]
        projects.append(Project(id=f"proj{pi:04d}", org_id=org, name=f"Project {pi}", created_by=""))
    by_org: dict[str, list[User]] = {}
    for u in users:
        by_org.setdefault(u.org_id, []).append(u)
    for p in projects:
        r = _rng(seed, "members", p.id)
        pool = by_org[p.org_id]
        n_members = min(len(pool), 40 if p.big else r.randint(2, 8))
        chosen = r.sample(pool, n_members)
        p.created_by = chosen[0].id
        p.members = [(chosen[0].id, "owner")] + [
            (u.id, r.choices(("admin", "editor", "viewer"), (0.15, 0.6, 0.25))[0]) for u in chosen[1:]
        ]
        for uid, _ in p.members:
            next(u for u in pool if u.id == uid).projects.append(p.id)

    # memories
    def authors(p: Project) -> list[str]:
        return [u for u, role in p.members if role != "viewer"] or [p.created_by]

    for p in projects[:2]:
        memories += _Stream(seed, "project", p.id, p.org_id, authors(p), owner_only_share=0.05).take(
            big_project_n
        )
    memories += _Stream(seed, "user", users[0].id, users[0].org_id, [users[0].id]).take(power_user_n)
    for u, n in zip(users[1:], per_user, strict=True):
        memories += _Stream(seed, "user", u.id, u.org_id, [u.id]).take(n)
    for p, n in zip(projects[2:], proj_sizes, strict=True):
        memories += _Stream(seed, "project", p.id, p.org_id, authors(p), owner_only_share=0.05).take(n)
    for u, sid, n in sess_plan:
        if sess_left <= 0:
            break
        take = min(n, sess_left)
        memories += _Stream(seed, "session", sid, u.org_id, [u.id]).take(take)
        sess_left -= take
    corpus = Corpus(seed=seed, size=size, orgs=orgs, users=users, projects=projects, memories=memories)
    corpus.questions = make_questions(corpus, n_questions, seed)
    return corpus


# --- contexts and questions ----------------------------------------------------------------------
def _ctx_for(corpus: Corpus, m: Memory, rng: random.Random) -> Ctx:
    """A context from which ``m`` is visible, sometimes with an extra scope for more distractors."""
    users = {u.id: u for u in corpus.users}
    if m.scope == "project":
        p = next(p for p in corpus.projects if p.id == m.scope_id)
        candidates = [u for u, _ in p.members]
        if m.visibility == "owner_only":
            candidates = [m.created_by]
        uid = candidates[rng.randrange(len(candidates))]
        u = users[uid]
        sess = _pick(rng, u.sessions) if u.sessions and rng.random() < 0.3 else None
        return Ctx(uid, m.org_id, project=p.id, session=sess)
    uid = m.created_by
    u = users[uid]
    proj = _pick(rng, u.projects) if u.projects and rng.random() < 0.4 else None
    if m.scope == "session":
        return Ctx(uid, m.org_id, project=proj, session=m.scope_id)
    sess = _pick(rng, u.sessions) if u.sessions and rng.random() < 0.3 else None
    return Ctx(uid, m.org_id, project=proj, session=sess)


def make_questions(corpus: Corpus, n: int, seed: int) -> list[Question]:
    """About n/3 paraphrases, n/3 rare-term lookups, n/3 superseded facts (fewer if the corpus lacks them)."""
    rng = _rng(seed, "questions", corpus.size)
    ok = [
        m
        for m in corpus.memories
        if m.searchable and not (m.scope == "project" and m.visibility == "owner_only")
    ]
    para = [m for m in ok if m.question and m.key is None]
    rare = [m for m in ok if m.rare_question]
    sup = [m for m in ok if m.key is not None and m.version > 1 and m.question]
    out: list[Question] = []
    per = max(1, n // 3)
    index = corpus.by_scope()
    for kind, pool, attr in (
        ("paraphrase", para, "question"),
        ("rare", rare, "rare_question"),
        ("superseded", sup, "question"),
    ):
        got = 0
        for m in rng.sample(pool, len(pool)):
            if got >= per:
                break
            text = getattr(m, attr)
            ctx = _ctx_for(corpus, m, rng)
            # unambiguous only: no other visible memory was generated with the same question
            if any(o.id != m.id and getattr(o, attr) == text for o in corpus.visible(ctx, index)):
                continue
            out.append(Question(kind, text, ctx, m.id, m.lineage_id))
            got += 1
    return out


def latency_contexts(corpus: Corpus, n: int, seed: int) -> Iterator[tuple[Ctx, str, str]]:
    """(context, query text, class) for latency runs; class is ``huge`` when a very large scope is visible."""
    rng = _rng(seed, "latency", corpus.size)
    questions = [m.question for m in corpus.memories if m.question]
    big = [p for p in corpus.projects if p.big]
    users = corpus.users
    for _ in range(n):
        r = rng.random()
        if r < 0.2:  # a member of a big project, inside it
            p = _pick(rng, big)
            uid = _pick(rng, [u for u, _ in p.members])
            u = next(x for x in users if x.id == uid)
            ctx = Ctx(uid, p.org_id, project=p.id, session=_pick(rng, u.sessions) if u.sessions else None)
            cls = "huge"
        elif r < 0.25:  # the power user
            u = users[0]
            ctx = Ctx(u.id, u.org_id)
            cls = "huge"
        else:
            u = users[1 + rng.randrange(len(users) - 1)]
            small = [p for p in u.projects if not p.startswith("bigproj")]
            proj = _pick(rng, small) if small and rng.random() < 0.4 else None
            sess = _pick(rng, u.sessions) if u.sessions and rng.random() < 0.4 else None
            ctx = Ctx(u.id, u.org_id, project=proj, session=sess)
            cls = "small"
        yield ctx, questions[rng.randrange(len(questions))], cls
