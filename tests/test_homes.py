"""One home per name: no public name is importable from two public modules.

A module's public names are what it defines and what it re-exports explicitly (listed in
``__all__``, or ``from x import name as name``: the convention type checkers follow). A re-export
is allowed in two places only (docs/architecture.md, "One home per name"):

* ``zeusmem`` itself, the documented surface (its ``__all__``);
* a package's ``__init__`` for a name defined in one of its *private* modules
  (``zeusmem.episodic`` for ``zeusmem.episodic._resume.resume``): the package is then its home.

Everything else (a shim kept "for existing imports", a module passing on another's names) is a
second home and fails here, with the name's one home to import it from instead.
"""

from __future__ import annotations

import ast
from pathlib import Path

import zeusmem

PACKAGE = Path(zeusmem.__file__).parent


def _module_name(path: Path) -> str:
    return ".".join(path.relative_to(PACKAGE.parent).with_suffix("").parts).removesuffix(".__init__")


def _is_public(module: str) -> bool:
    return not any(part.startswith("_") for part in module.split("."))


def _resolve(module: str, path: Path, node: ast.ImportFrom) -> str:
    if not node.level:
        return node.module or ""
    package = module if path.name == "__init__.py" else module.rpartition(".")[0]
    parts = package.split(".")[: len(package.split(".")) - node.level + 1]
    return ".".join([*parts, node.module] if node.module else parts)


def reexports(module: str, path: Path) -> dict[str, str]:
    """Names ``module`` re-exports explicitly -> the module they are imported from."""
    tree = ast.parse(path.read_text(), str(path))
    imported: dict[str, str] = {}
    explicit: set[str] = set()
    listed: set[str] = set()
    for node in tree.body:
        if isinstance(node, ast.ImportFrom):
            source = _resolve(module, path, node)
            for alias in node.names:
                name = alias.asname or alias.name
                imported[name] = source
                if alias.asname == alias.name:
                    explicit.add(name)
        elif isinstance(node, ast.Assign) and any(isinstance(t, ast.Name) and t.id == "__all__" for t in node.targets):
            listed = {e.value for e in ast.walk(node.value) if isinstance(e, ast.Constant) and isinstance(e.value, str)}
    return {name: imported[name] for name in (explicit | listed) if name in imported and not name.startswith("_")}


def second_homes() -> list[str]:
    found = []
    for path in sorted(PACKAGE.rglob("*.py")):
        module = _module_name(path)
        if not _is_public(module) or module == "zeusmem":
            continue
        for name, source in sorted(reexports(module, path).items()):
            own_private = path.name == "__init__.py" and source.startswith(module + ".") and not _is_public(source)
            if not own_private:
                found.append(f"{module}.{name} re-exports {source}.{name}: import it from {source}")
    return found


def test_no_public_name_has_two_public_homes() -> None:
    assert second_homes() == [], "\n".join(second_homes())


def test_the_documented_surface_is_what_zeusmem_exports() -> None:
    """``zeusmem.__all__`` names real objects, each from its one home below."""
    for name in zeusmem.__all__:
        assert getattr(zeusmem, name) is not None, name


def test_a_shim_would_be_caught(tmp_path: Path) -> None:
    shim = tmp_path / "shim.py"
    shim.write_text("from zeusmem.handle import LazyMemory as LazyMemory\nfrom zeusmem.types import Scope\n")
    assert reexports("zeusmem.agent.shim", shim) == {"LazyMemory": "zeusmem.handle"}
    listed = tmp_path / "listed.py"
    listed.write_text("from zeusmem.types import Scope, Role\n__all__ = ['Scope']\n")
    assert reexports("zeusmem.agent.listed", listed) == {"Scope": "zeusmem.types"}
