"""Imports point down the layers of docs/architecture.md and never go in a circle, over the whole
package, the example graphs and the bench.

Every ``import`` / ``from ... import`` of ``zeusmem/``, ``graphs/`` and ``bench/`` is read with
:mod:`ast`: module-level ones and those inside functions (a lazy import is still a dependency).
Imports under ``if TYPE_CHECKING:`` are left out of the layer check (they never run) but count for
circles. There is no exceptions list: an import up a layer is moved down, not excused.

A module belongs to the layer of its longest prefix in :data:`LAYERS`; the package itself
(``zeusmem/__init__.py``, the documented surface) is placed exactly, not as a prefix, so a new
module that is in no layer is found. The package's face re-exports the names below it eagerly;
the agent's (``create_memory_tools``, ``MemoryContextMiddleware``) are lazy exports looked up by
name on first access (``__getattr__``), not imports, and its ``TYPE_CHECKING`` imports only inform
type checkers.
"""

from __future__ import annotations

import ast
from dataclasses import dataclass
from pathlib import Path

import zeusmem

REPO = Path(zeusmem.__file__).parent.parent

#: lowest first (docs/architecture.md, "Layers")
LAYERS: list[tuple[str, tuple[str, ...]]] = [
    ("base", ("zeusmem.verdicts", "zeusmem.errors", "zeusmem.types", "zeusmem.settings", "zeusmem.files",
              "zeusmem.observability", "zeusmem.stages", "zeusmem.testing")),
    ("embeddings", ("zeusmem.embeddings",)),
    ("llm", ("zeusmem.llm",)),
    ("rules", ("zeusmem.rules",)),
    ("storage", ("zeusmem.storage",)),
    ("service", ("zeusmem.service",)),
    ("api", ("zeusmem.api",)),
    ("handle", ("zeusmem.handle",)),
    ("package", ("zeusmem",)),
    ("context", ("zeusmem.context",)),
    ("store", ("zeusmem.store",)),
    ("agent", ("zeusmem.agent", "zeusmem.episodic")),
    ("interfaces", ("zeusmem.interfaces",)),
    ("cli", ("zeusmem.cli", "zeusmem.__main__")),
    ("graphs", ("graphs",)),
    ("bench", ("bench",)),
]
#: placed exactly: no module below them inherits their layer by prefix
EXACT = {"zeusmem"}

#: third-party packages a layer must not import: storage never imports langchain; nothing above
#: storage touches the database driver (storage/ translates its errors: zeusmem.storage.driver)
_NO_DRIVER = ("psycopg", "psycopg_pool")
FORBIDDEN: dict[str, tuple[str, ...]] = {
    "rules": ("langchain", "langchain_core", "langgraph", *_NO_DRIVER),
    "storage": ("langchain", "langchain_core", "langgraph"),
    **{layer: _NO_DRIVER for layer in
       ("service", "api", "handle", "package", "context", "store", "agent", "interfaces", "cli")},
}


@dataclass(frozen=True)
class Import:
    importer: str
    imported: str
    line: int
    type_only: bool


def _modules() -> dict[str, Path]:
    files = [*(REPO / "zeusmem").rglob("*.py"), *(REPO / "graphs").glob("*.py"), *(REPO / "bench").glob("*.py")]
    return {".".join(p.relative_to(REPO).with_suffix("").parts).removesuffix(".__init__"): p for p in files}


MODULES = _modules()


def _is_type_checking(test: ast.expr) -> bool:
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"
    )


def imports_of(name: str, path: Path) -> list[Import]:
    """Every import in ``path`` (module ``name``), wherever it is, resolved to a module name."""
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found: list[Import] = []

    def visit(node: ast.AST, type_only: bool) -> None:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.If) and _is_type_checking(child.test):
                for stmt in child.body:
                    visit_stmt(stmt, True)
                for stmt in child.orelse:
                    visit_stmt(stmt, type_only)
            else:
                visit_stmt(child, type_only)

    def visit_stmt(node: ast.AST, type_only: bool) -> None:
        if isinstance(node, ast.Import):
            found.extend(Import(name, a.name, node.lineno, type_only) for a in node.names)
        elif isinstance(node, ast.ImportFrom):
            module = node.module or ""
            if node.level:  # relative: from . import x / from ..x import y
                parts = package.split(".")[: len(package.split(".")) - node.level + 1]
                module = ".".join([*parts, module] if module else parts)
            for alias in node.names:
                sub = f"{module}.{alias.name}"
                found.append(Import(name, sub if sub in MODULES else module, node.lineno, type_only))
        else:
            visit(node, type_only)

    visit(ast.parse(path.read_text(), str(path)), False)
    return found


IMPORTS = [i for name, path in sorted(MODULES.items()) for i in imports_of(name, path)]
INTERNAL = [i for i in IMPORTS if i.imported in MODULES and i.imported != i.importer]


def layer_of(module: str) -> int:
    best: tuple[int, int] | None = None
    for rank, (_, prefixes) in enumerate(LAYERS):
        for prefix in prefixes:
            if module == prefix or (prefix not in EXACT and module.startswith(prefix + ".")):
                if best is None or len(prefix) > best[0]:
                    best = (len(prefix), rank)
    assert best is not None, f"{module} is in no layer: add it to LAYERS in {__file__}"
    return best[1]


def _where(i: Import) -> str:
    return f"{MODULES[i.importer].relative_to(REPO)}:{i.line}"


def test_the_parser_sees_imports_everywhere() -> None:
    """Guards the guard: module-level, function-level and TYPE_CHECKING imports are all found."""
    edges = {(i.importer, i.imported, i.type_only) for i in IMPORTS}
    assert ("zeusmem.store._store", "zeusmem.handle", False) in edges  # module level
    assert ("zeusmem.handle", "zeusmem.api", False) in edges  # inside LazyMemory.__call__
    assert ("zeusmem", "zeusmem.agent.middleware", True) in edges  # under TYPE_CHECKING
    assert len(MODULES) > 80 and len(INTERNAL) > 300, (len(MODULES), len(INTERNAL))


def test_every_module_has_a_layer() -> None:
    for module in MODULES:
        layer_of(module)


def test_imports_point_down_the_layers() -> None:
    upward = [
        f"{_where(i)}: {i.importer} ({LAYERS[layer_of(i.importer)][0]}) imports {i.imported} "
        f"({LAYERS[layer_of(i.imported)][0]})"
        for i in INTERNAL
        if not i.type_only and layer_of(i.importer) < layer_of(i.imported)
    ]
    assert upward == [], "imports pointing up the layers (move the shared part down):\n" + "\n".join(upward)


def test_the_word_lists_are_the_floor_of_the_conflict_rules() -> None:
    """``rules.words`` (tokens and the word lists the conflict rules share) is what ``parsing``, ``changes``,
    ``revisions`` and ``claims`` build on: it imports no other module of the package but ``rules.lexicon`` (the
    marker words per concept and language), which imports none at all (the time words ``revisions`` reads are
    defined in words, not taken from ``revisions``)."""
    assert any(i.importer == "zeusmem.rules.revisions" and i.imported == "zeusmem.rules.words" for i in INTERNAL)
    up = [f"{_where(i)}: imports {i.imported}" for i in INTERNAL
          if i.importer == "zeusmem.rules.words" and i.imported != "zeusmem.rules.lexicon"]
    assert up == [], "move what words needs down into it:\n" + "\n".join(up)
    below = [f"{_where(i)}: imports {i.imported}" for i in INTERNAL if i.importer == "zeusmem.rules.lexicon"]
    assert below == [], "rules.lexicon is the floor: it imports nothing of the package:\n" + "\n".join(below)


def test_layers_keep_their_third_party_boundaries() -> None:
    bad = [
        f"{_where(i)}: {i.importer} imports {i.imported}"
        for i in IMPORTS
        if i.imported.split(".")[0] in FORBIDDEN.get(LAYERS[layer_of(i.importer)][0], ())
        and not i.type_only
    ]
    assert bad == [], "\n".join(bad)


def test_nothing_above_storage_names_the_driver() -> None:
    """Issue 22's check, ``grep -rl psycopg`` over the floors above storage/, is empty: not even a lazy
    import by another name or an ``except psycopg.Error`` in a comment's example."""
    floors = ("service", "agent", "interfaces", "context", "store")
    naming = [
        str(p.relative_to(REPO))
        for floor in floors
        for p in sorted((REPO / "zeusmem" / floor).rglob("*"))
        if p.is_file() and "__pycache__" not in p.parts and b"psycopg" in p.read_bytes()
    ]
    assert naming == [], "move the statements into a storage/ repository:\n" + "\n".join(naming)


def test_no_statement_runs_above_storage() -> None:
    """Every statement lives in storage/ and runs there: above it nothing calls ``.execute(...)`` (the
    service calls repository methods with typed arguments; docs/architecture.md)."""
    floors = ("service", "agent", "interfaces", "context", "store", "rules")
    running = [
        f"{p.relative_to(REPO)}:{node.lineno}"
        for floor in floors
        for p in sorted((REPO / "zeusmem" / floor).rglob("*.py"))
        for node in ast.walk(ast.parse(p.read_text()))
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
        and node.func.attr in ("execute", "executemany")
    ]
    assert running == [], "add a repository method in storage/ for:\n" + "\n".join(running)


def test_a_driver_import_above_storage_would_be_caught(tmp_path: Path) -> None:
    bad = tmp_path / "bad.py"
    bad.write_text("import psycopg\n")
    (found,) = imports_of("zeusmem.store.bad", bad)
    assert found.imported.split(".")[0] in FORBIDDEN[LAYERS[layer_of(found.importer)][0]]


def _cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """Strongly connected components with more than one module (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    out: list[list[str]] = []

    def connect(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in sorted(graph.get(v, ())):
            if w not in index:
                connect(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            component = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                component.append(w)
                if w == v:
                    break
            if len(component) > 1:
                out.append(sorted(component))

    for v in sorted(graph):
        if v not in index:
            connect(v)
    return out


def test_no_import_circles() -> None:
    """No two modules need each other, not even for type checking (docs/architecture.md: move the shared part down)."""
    graph: dict[str, set[str]] = {m: set() for m in MODULES}
    for i in INTERNAL:
        graph[i.importer].add(i.imported)
    assert _cycles(graph) == []


def test_the_service_reaches_conflicts_only_through_the_write_hook() -> None:
    """service -> writes -> write_hook -> conflicts never leads back to the service (the circle that was)."""
    direct = {i.imported for i in INTERNAL if i.importer == "zeusmem.service.service"}
    writes = {i.imported for i in INTERNAL if i.importer == "zeusmem.service.writes"}
    assert "zeusmem.service.writes" in direct and "zeusmem.service.lifecycle" not in direct
    assert "zeusmem.service.write_hook" in writes and "zeusmem.service.lifecycle" not in writes


def test_an_upward_import_would_be_caught(tmp_path: Path) -> None:
    """The check fails on the kind of import it exists for (storage importing the agent, lazily)."""
    bad = tmp_path / "bad.py"
    bad.write_text(
        "from typing import TYPE_CHECKING\n"
        "if TYPE_CHECKING:\n    from zeusmem.service.service import MemoryService\n"
        "def f():\n    from ..agent.tools import LazyMemory\n    return LazyMemory\n"
    )
    found = {i.imported: i for i in imports_of("zeusmem.storage.bad", bad)}
    assert found["zeusmem.service.service"].type_only  # left out of the layer check
    lazy = found["zeusmem.agent.tools"]  # relative, inside a function: counted
    assert not lazy.type_only and layer_of(lazy.importer) < layer_of(lazy.imported)
