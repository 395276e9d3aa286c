"""The rules' caches of what they read per text or word, emptied together (:func:`forget_texts`)."""

from __future__ import annotations

import sys


def forget_texts() -> int:
    """Empty every bounded cache of a function of :mod:`zeusmem.rules` (what a text or a word was
    read as: parses, tokens, dates, pair verdicts). After an erasure, none of the person's words
    stays in this process through them; the tables loaded once (unbounded caches of language data)
    stay. Returns how many caches were emptied.

    >>> from zeusmem.rules import words
    >>> _ = words.tokens("I moved to Porto")
    >>> forget_texts() > 0
    True
    """
    emptied = 0
    for name, module in list(sys.modules.items()):
        if module is None or not (name == "zeusmem.rules" or name.startswith("zeusmem.rules.")):
            continue
        for obj in list(vars(module).values()):
            info = getattr(obj, "cache_info", None)
            if info is None or getattr(obj, "__module__", None) != name:
                continue
            size = info().maxsize
            if size is not None and size > 8:
                obj.cache_clear()
                emptied += 1
    return emptied
