"""Store values <-> memories: the memory text of a value, what is kept of it, how it reads back.

* ``{"content": "<text>", ...}``: the text is ``content``; the other fields are kept.
* ``{"content": <structured>, ...}`` (LangMem's schemas, e.g. ``{"content": {"content": "..."}}``
  from its memory manager): the text is a plain rendering of it; the whole value is kept.
* no ``content``: the text renders the ``fields`` configured on the store, else the whole value.
* ``index=[paths]`` (``BaseStore.put``): the text is what those JSON paths hold.

``get`` returns the value that was put. Pure functions, no I/O.

>>> memory_text({"content": {"content": "Prefers dark mode"}, "kind": "Memory"})
'Prefers dark mode'
>>> memory_text({"name": "Ada", "role": "engineer"})
'name: Ada; role: engineer'
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from typing import Any

from langgraph.store.base import get_text_at_path, tokenize_path

from zeusmem.errors import InvalidInput
from zeusmem.storage.store_sql import OPERATORS
from zeusmem.types import MemoryItem

#: JSON of the value kept next to the memory text (the rest of provenance needs the remainder)
MAX_VALUE_BYTES = 6144


def render(obj: Any) -> str:
    """Readable text of a JSON value: strings as they are, objects as ``key: value; ...`` (sorted
    keys; a one-field object as its field), lists joined with ``; ``."""
    if isinstance(obj, str):
        return obj
    if isinstance(obj, Mapping):
        items = [(str(k), v) for k, v in obj.items() if v not in (None, "", [], {})]
        if len(items) == 1:
            return render(items[0][1])
        return "; ".join(f"{k}: {render(v)}" for k, v in sorted(items))
    if isinstance(obj, (list, tuple)):
        return "; ".join(render(x) for x in obj if x not in (None, "", [], {}))
    if obj is None:
        return ""
    return json.dumps(obj)


def _at_paths(value: Mapping[str, Any], paths: Sequence[str]) -> str:
    texts: list[str] = []
    for path in paths:
        if path == "$":
            texts.append(render(value))
            continue
        texts.extend(render(t) for t in get_text_at_path(value, tokenize_path(path)))
    return "\n".join(t for t in texts if t)


def memory_text(
    value: Mapping[str, Any], index: Sequence[str] | None = None, fields: Sequence[str] | None = None
) -> str:
    """The memory text of ``value``: ``index`` paths, else ``content``, else ``fields``, else all."""
    if index:
        return _at_paths(value, index)
    if "content" in value:
        return render(value["content"])
    if fields:
        return _at_paths(value, fields)
    return render(value)


def check_value(value: Any) -> dict[str, Any]:
    """A JSON-serialisable mapping with string keys, as a plain dict (else InvalidInput)."""
    if not isinstance(value, Mapping):
        raise InvalidInput("value", f"must be a dict (or None to delete), got {type(value).__name__}")
    try:
        encoded = json.dumps(value, ensure_ascii=False, allow_nan=False)
    except (TypeError, ValueError):
        raise InvalidInput("value", "must be JSON-serialisable with string keys (no NaN)") from None
    if "\\u0000" in encoded:
        raise InvalidInput("value", "must not contain NUL characters")
    out = json.loads(encoded)
    if not isinstance(out, dict):  # pragma: no cover - a Mapping always encodes as an object
        raise InvalidInput("value", "must be a JSON object")
    return out


def kept_value(value: dict[str, Any], text: str, index: Any) -> tuple[dict[str, Any], bool]:
    """(what is stored besides the memory text, whether the text is the value's ``content``)."""
    text_is_content = isinstance(value.get("content"), str) and not index and value["content"].strip() == text
    kept = {k: v for k, v in value.items() if k != "content"} if text_is_content else dict(value)
    size = len(json.dumps(kept, ensure_ascii=False).encode())
    if size > MAX_VALUE_BYTES:
        raise InvalidInput(
            "value", f"its fields besides a text 'content' take {size} bytes of JSON; at most {MAX_VALUE_BYTES}"
        )
    return kept, text_is_content


def value_of(item: MemoryItem) -> dict[str, Any]:
    """The value a store caller reads for ``item``: the value that was put; a memory written elsewhere
    (tools, middleware, CLI, REST) reads as ``{"content": text, "memory_type": type}``, the shape of a
    plain put, so ``value["content"]`` is the text of every memory put with a text ``content``. (LangMem's
    memory manager keeps ``{"kind", "content": {...}}`` items: give it a sub-namespace of its own.)"""
    record = item.provenance.get("store")
    if not isinstance(record, Mapping):
        return {"content": item.content, "memory_type": item.memory_type.value}
    value = dict(record.get("value") or {})
    if record.get("text_in") == "content":
        value["content"] = item.content
    return value


def check_filter(filter: Any) -> dict[str, Any] | None:
    """A BaseStore filter (top-level fields; a value, a nested object, or ``$eq``/``$ne``/``$gt``/
    ``$gte``/``$lt``/``$lte``); raises InvalidInput naming what is wrong."""
    if filter is None or filter == {}:
        return None
    if not isinstance(filter, Mapping):
        raise InvalidInput("filter", f"must be a dict, got {type(filter).__name__}")
    out = check_value(filter)
    for name, cond in out.items():
        if name.startswith("$"):
            raise InvalidInput("filter", f"{name!r}: only field names at the top level (operators go under a field)")
        if isinstance(cond, dict) and any(k.startswith("$") for k in cond):
            for op, operand in cond.items():
                if op not in OPERATORS:
                    raise InvalidInput("filter", f"{name}: unknown operator {op!r}; use one of {', '.join(OPERATORS)}")
                if op not in ("$eq", "$ne") and (
                    isinstance(operand, bool) or not isinstance(operand, (int, float, str))
                ):
                    raise InvalidInput("filter", f"{name}: {op} compares a number or a string")
    return out


def store_key(sub: Sequence[str], key: str) -> str:
    """The zeusmem key of store key ``key`` in sub-namespace ``sub`` (unique per scope).

    Labels never contain ``.``, so ``label.label..key`` is unambiguous; a key of the scope's own
    namespace stays as it is unless it contains ``..`` (then it gets a leading ``..``).

    >>> store_key((), "prefs"), store_key(("profile",), "prefs"), store_key((), "a..b")
    ('prefs', 'profile..prefs', '..a..b')
    """
    if sub:
        return ".".join(sub) + ".." + key
    return ".." + key if ".." in key or key.startswith(".") else key
