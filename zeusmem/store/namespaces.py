"""Where a LangGraph store namespace lives in zeusmem: a documented, configurable convention.

A rule maps a namespace pattern to a scope; ``{user_id}``, ``{session_id}`` and ``{project_id}``
bind labels. The defaults::

    ("memories", "{user_id}")                             -> the user's own memories (user scope)
    ("memories", "{user_id}", "sessions", "{session_id}") -> one of the user's sessions (session scope)
    ("projects", "{project_id}")                          -> a project's shared memories (project scope)

Labels after a pattern form a sub-namespace inside that scope (``("memories", "alice", "profile")``).
The longest matching pattern wins, and a namespace that only a longer pattern could extend
(``("memories", "alice", "sessions")``) is reserved. Pure functions, no I/O.

>>> convention = NamespaceConvention()
>>> p = convention.place(("memories", "alice", "profile"))
>>> (p.scope.value, p.bound["user_id"], p.sub)
('user', 'alice', ('profile',))
>>> convention.namespace_of(Scope.SESSION, "s1", owner="alice")
('memories', 'alice', 'sessions', 's1')
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from zeusmem.errors import ConfigurationError
from zeusmem.types import Scope

PLACEHOLDERS = ("user_id", "session_id", "project_id")
_NEEDS = {Scope.USER: {"user_id"}, Scope.SESSION: {"user_id", "session_id"}, Scope.PROJECT: {"project_id"}}


def _placeholder(label: str) -> str | None:
    if label.startswith("{") and label.endswith("}"):
        return label[1:-1]
    return None


@dataclass(frozen=True, slots=True)
class NamespaceRule:
    """One pattern -> scope mapping, e.g. ``NamespaceRule(("memories", "{user_id}"), Scope.USER)``."""

    pattern: tuple[str, ...]
    scope: Scope

    def __post_init__(self) -> None:
        object.__setattr__(self, "pattern", tuple(self.pattern))
        object.__setattr__(self, "scope", Scope(self.scope))
        names = [n for n in map(_placeholder, self.pattern) if n is not None]
        unknown = set(names) - set(PLACEHOLDERS)
        if not self.pattern or unknown or len(names) != len(set(names)):
            raise ConfigurationError(
                f"namespace pattern {self.pattern!r}: use non-empty labels and each of "
                f"{', '.join('{' + p + '}' for p in PLACEHOLDERS)} at most once"
            )
        if set(names) != _NEEDS[self.scope]:
            want = ", ".join("{" + n + "}" for n in sorted(_NEEDS[self.scope]))
            raise ConfigurationError(f"namespace pattern {self.pattern!r} for {self.scope.value} scope needs {want}")
        if any("." in label for label in self.pattern):
            raise ConfigurationError(f"namespace pattern {self.pattern!r}: labels cannot contain '.'")


DEFAULT_RULES: tuple[NamespaceRule, ...] = (
    NamespaceRule(("memories", "{user_id}"), Scope.USER),
    NamespaceRule(("memories", "{user_id}", "sessions", "{session_id}"), Scope.SESSION),
    NamespaceRule(("projects", "{project_id}"), Scope.PROJECT),
)


@dataclass(frozen=True, slots=True)
class Placement:
    """A namespace resolved: its scope, the placeholder values and the sub-namespace below the rule."""

    rule: NamespaceRule
    bound: dict[str, str]
    sub: tuple[str, ...]

    @property
    def scope(self) -> Scope:
        return self.rule.scope


@dataclass(frozen=True, slots=True)
class Target:
    """What a namespace prefix covers in one scope: placeholder values (``None``: the caller's
    own) and the sub-namespace prefix inside the scope."""

    rule: NamespaceRule
    bound: dict[str, str | None] = field(default_factory=dict)
    sub_prefix: tuple[str, ...] = ()

    @property
    def scope(self) -> Scope:
        return self.rule.scope


def _matches(pattern: Sequence[str], labels: Sequence[str]) -> dict[str, str] | None:
    """Placeholder bindings when ``labels`` (at most as long as ``pattern``) fit its start."""
    bound: dict[str, str] = {}
    for want, got in zip(pattern, labels, strict=False):
        name = _placeholder(want)
        if name is not None:
            bound[name] = got
        elif want != got:
            return None
    return bound


class NamespaceConvention:
    """The rules in use (one per scope). Pass your own to ``ZeusmemStore(..., namespaces=...)``.

    >>> NamespaceConvention([NamespaceRule(("users", "{user_id}", "memories"), Scope.USER)]).place(
    ...     ("users", "bob", "memories")).bound
    {'user_id': 'bob'}
    """

    def __init__(self, rules: Sequence[NamespaceRule] = DEFAULT_RULES) -> None:
        self.rules = tuple(rules)
        scopes = [r.scope for r in self.rules]
        if not self.rules or len(scopes) != len(set(scopes)):
            raise ConfigurationError("a namespace convention needs one rule per scope it maps (at least one rule)")
        # most specific first
        self._ordered = sorted(self.rules, key=lambda r: -len(r.pattern))

    def describe(self) -> str:
        return ", ".join(f"{r.pattern!r} -> {r.scope.value}" for r in self.rules)

    def place(self, namespace: Sequence[str]) -> Placement | None:
        """The scope of a concrete namespace, or ``None`` when no rule maps it (or it is reserved)."""
        ns = tuple(namespace)
        for rule in self._ordered:
            if len(ns) < len(rule.pattern):
                continue
            bound = _matches(rule.pattern, ns)
            if bound is None:
                continue
            sub = ns[len(rule.pattern):]
            if sub and self._reserved(rule, ns):
                return None
            return Placement(rule, bound, sub)
        return None

    def _reserved(self, rule: NamespaceRule, ns: tuple[str, ...]) -> bool:
        """``ns`` is a strict prefix of a longer rule's pattern (only that rule may extend it)."""
        return any(
            len(other.pattern) > len(ns) and other is not rule and _matches(other.pattern, ns) is not None
            for other in self.rules
        )

    def targets(self, prefix: Sequence[str]) -> list[Target]:
        """Every scope a search or listing under ``prefix`` may reach (``()``: all of them)."""
        p = tuple(prefix)
        out: list[Target] = []
        for rule in self.rules:
            head = p[: len(rule.pattern)]
            bound = _matches(rule.pattern, head)
            if bound is None:
                continue
            sub = p[len(rule.pattern):]
            if sub and self._reserved(rule, p):
                continue
            names = [n for n in map(_placeholder, rule.pattern) if n is not None]
            out.append(Target(rule, {n: bound.get(n) for n in names}, sub))
        return out

    def namespace_of(self, scope: Scope, scope_id: str, *, owner: str, sub: Sequence[str] = ()) -> tuple[str, ...]:
        """The namespace of a memory of ``scope``/``scope_id`` created by ``owner``."""
        rule = next((r for r in self.rules if r.scope is scope), None)
        if rule is None:
            raise LookupError(scope)
        values = {"user_id": owner if scope is not Scope.USER else scope_id, "session_id": scope_id,
                  "project_id": scope_id}
        labels = tuple(values[n] if (n := _placeholder(label)) else label for label in rule.pattern)
        return labels + tuple(sub)

    def maps(self, scope: Scope) -> bool:
        return any(r.scope is scope for r in self.rules)
