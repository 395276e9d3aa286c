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

from zeusmem.rules.secrets._engine import finditer_at

_NAME = re.compile(
    r"(?<![a-z0-9_])(?:network[_ -]?key|zigbee[_ -]?key|z-?wave[_ -]?key|(?:lr_)?s2_(?:unauthenticated|authenticated"
    r"|access_?control)|s0_legacy|link[_ -]?key)[\"']?\s*+[:=]\s*+[\"'\[{(]?\s*+"
)
_BYTE = r"(?:0x[0-9a-f]{1,2}+|\d{1,3}+)"
_BYTES = re.compile(rf"{_BYTE}(?:\s*+,\s*+{_BYTE}){{15}}(?![\s,]*+(?:0x)?[0-9a-f])")
_HEX = re.compile(r"[0-9a-f]{32}(?![0-9a-z])")
_STARTS = ("network", "zigbee", "z-wave", "zwave", "s2_", "lr_s2_", "s0_", "link")


def scan(text: str, lowered: str) -> Iterator[tuple[int, int, str]]:
    if "key" not in lowered and "s2_" not in lowered and "s0_" not in lowered:
        return
    for m in finditer_at(_NAME, lowered, _STARTS):
        i = m.end()
        if (b := _BYTES.match(lowered, i)) is not None:
            values = [int(v, 16) if v.startswith("0x") else int(v) for v in re.split(r"\s*+,\s*+", b.group())]
            if all(v < 256 for v in values) and len(set(values)) > 4:
                yield i, b.end(), "network_key"
        elif (h := _HEX.match(lowered, i)) is not None and len(set(h.group())) > 6:
            yield i, h.end(), "network_key"
