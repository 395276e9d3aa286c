"""A text rewritten piece by piece, each piece knowing where it came from in the original.

Three readings run the rules on a rewrite of the text and map what they find back onto it: JSON escapes
undone (``__init__._unescaped``), spelled or spaced digits written as digits (``_spelled``) and a
vendor key's split pieces joined (``_splits``). Each builds a :class:`Rewrite` from copied stretches of the
original and single characters that stand for a stretch of it (``\\"`` -> ``"``, "seven" -> ``7``);
:meth:`Rewrite.span` maps a span of the rewrite back.

>>> r = Rewrite("code seven 4")
>>> r.copy(0, 5); r.put("7", 5, 10); r.copy(11, 12)
>>> r.text(), r.span(5, 7)
('code 74', (5, 12))
"""

from __future__ import annotations

from bisect import bisect_right


class Rewrite:
    """The rewrite of ``original``: pieces appended in order, each a copy of ``original[start:end]`` or one
    character standing for it."""

    __slots__ = ("_ends", "_flat", "_original", "_parts", "_size", "_starts", "_whole")

    def __init__(self, original: str) -> None:
        self._original = original
        self._parts: list[str] = []
        self._flat: list[int] = []  # where each piece starts in the rewrite
        self._starts: list[int] = []  # and in the original
        self._ends: list[int] = []  # where it ends in the original
        self._whole: list[bool] = []  # a character standing for the whole stretch (not a copy)
        self._size = 0

    def copy(self, start: int, end: int) -> None:
        """Append ``original[start:end]`` as it is."""
        if start < end:
            self._add(self._original[start:end], start, end, False)

    def put(self, char: str, start: int, end: int) -> None:
        """Append ``char``, which stands for ``original[start:end]``."""
        self._add(char, start, end, True)

    def _add(self, part: str, start: int, end: int, whole: bool) -> None:
        self._parts.append(part)
        self._flat.append(self._size)
        self._starts.append(start)
        self._ends.append(end)
        self._whole.append(whole)
        self._size += len(part)

    def __len__(self) -> int:
        return self._size

    def text(self) -> str:
        return "".join(self._parts)

    def span(self, s: int, e: int) -> tuple[int, int]:
        """The span of the original that ``[s, e)`` of the rewrite (``s < e``) was made from."""
        k = bisect_right(self._flat, s) - 1
        start = self._starts[k] if self._whole[k] else self._starts[k] + s - self._flat[k]
        k = bisect_right(self._flat, e - 1) - 1
        end = self._ends[k] if self._whole[k] else self._starts[k] + e - self._flat[k]
        return start, end
