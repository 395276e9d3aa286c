"""Smart-home network keys: a Zigbee or Z-Wave key after its name, as a list of bytes or 32 hex digits.

zigbee2mqtt's ``network_key: [1, 3, 5, …]`` (16 numbers 0-255), Z-Wave JS's ``S2_Unauthenticated:
5369389EFA18EE2A4894C93FC9B09E3D`` (and ``S0_Legacy``, ``S2_Authenticated``, ``S2_AccessControl``), the older
``network_key: "0x01, 0x02, …"``: whoever holds the key joins or listens to the mesh. ``network_key: GENERATE``
and a list of one repeated byte are defaults, not keys; a PAN id (``pan_id: 6754``, ``ext_pan_id: [221, …]``)
is no key.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from zeusmem.rules.secrets._engine import _word_starts, finditer_at

_NAME = re.compile(
    r"(?<![a-z0-9_])(?:network[_ -]?key|zigbee[_ -]?key|z-?wave[_ -]?key|(?:lr_)?s2_(?:unauthenticated|authenticated"
    r"|access_?control)|s0_legacy|link[_ -]?key)[\"']?\s*+[:=]\s*+[\"'\[{(]?\s*+"
)
_BYTE = r"(?:0x[0-9a-f]{1,2}+|\d{1,3}+)"
_BYTES = re.compile(rf"{_BYTE}(?:\s*+,\s*+{_BYTE}){{15}}(?![\s,]*+(?:0x)?[0-9a-f])")
_HEX = re.compile(r"[0-9a-f]{32}(?![0-9a-z])")
# each name by the first letters it starts a word with (``_engine._word_starts``: "z-wave" starts with "z")
_STARTS = {b"net": "network", b"zig": "zigbee", b"z": "z-wave", b"zwa": "zwave", b"s2": "s2_", b"lr": "lr_s2_",
           b"s0": "s0_", b"lin": "link"}


def scan(text: str, lowered: str) -> Iterator[tuple[int, int, str]]:
    present = _STARTS.keys() & _word_starts(lowered)
    if not present or ("key" not in lowered and "s2_" not in lowered and "s0_" not in lowered):
        return
    for m in finditer_at(_NAME, lowered, tuple(_STARTS[k] for k in present)):
        i = m.end()
        if (b := _BYTES.match(lowered, i)) is not None:
            values = [int(v, 16) if v.startswith("0x") else int(v) for v in re.split(r"\s*+,\s*+", b.group())]
            if all(v < 256 for v in values) and len(set(values)) > 4:
                yield i, b.end(), "network_key"
        elif (h := _HEX.match(lowered, i)) is not None and len(set(h.group())) > 6:
            yield i, h.end(), "network_key"
