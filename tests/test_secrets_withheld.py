"""secwith (issue 25): a credential's record value that says the credential is withheld or kept elsewhere is no
secret (``zeusmem.rules.secrets._withheld``), in every cell of its concept x language table; a real code next to
the same words still is one."""

from __future__ import annotations

import json

import pytest

from zeusmem.rules.secrets import _withheld, find_secret

CELLS = [(concept, lang, cell) for concept, cells in _withheld.CONCEPTS.items() for lang, cell in cells.items()]
LANGUAGES = (
    "en es pt fr it de nl sv nb da fi is et lv lt pl cs sk sl hr sr bg ru uk ro hu el tr he ar fa hi bn th vi id ms"
    " tl sw ja ko zh ka af ca gl eu cy ga"
).split()


def _phrases(cell: str) -> list[str]:
    return [p.rstrip("*") for p in cell.split("|")]


def _record(key: str, value: str) -> str:
    return json.dumps({"user": "admin", key: value, "source": "handover sheet"}, ensure_ascii=False)


def test_every_concept_has_every_language() -> None:
    for concept, cells in _withheld.CONCEPTS.items():
        assert sorted(cells) == sorted(LANGUAGES), concept


@pytest.mark.parametrize(("concept", "lang", "cell"), CELLS, ids=[f"{c}-{lang}" for c, lang, _ in CELLS])
def test_cell_is_withheld_in_a_record(concept: str, lang: str, cell: str) -> None:
    for phrase in _phrases(cell):
        assert _withheld.withheld(phrase), phrase
        assert find_secret(_record("password", phrase)) is None, phrase


@pytest.mark.parametrize(("concept", "lang", "cell"), CELLS, ids=[f"{c}-{lang}" for c, lang, _ in CELLS])
def test_a_code_beside_the_words_is_caught(concept: str, lang: str, cell: str) -> None:
    phrases = _phrases(cell)
    for phrase in {phrases[0], phrases[-1]}:
        assert not _withheld.withheld("4471, " + phrase), phrase
        assert find_secret(json.dumps({"pin": "4471, " + phrase}, ensure_ascii=False)) is not None, phrase
        value = "Harbor-7731 (" + phrase + ")"
        assert find_secret(json.dumps({"password": value}, ensure_ascii=False)) is not None, phrase


def test_the_table_is_what_clears_them(monkeypatch: pytest.MonkeyPatch) -> None:
    """Without the table most of these records are flagged: the cell test above can fail."""
    monkeypatch.setattr(_withheld, "withheld", lambda value: False)
    flagged = sum(find_secret(_record("password", _phrases(cell)[0])) is not None for _, _, cell in CELLS)
    assert flagged >= len(CELLS) // 2


@pytest.mark.parametrize("text", [
    '{"site": "Harbor depot", "password": "kept by the site manager"}',
    '{"device": "gate", "pin": "sent by SMS"}',
    '{"service": "vpn", "code": "in 1Password"}',
    '{"user": "jdoe", "password": "set at first login"}',
    '{"pw": "not stored here"}',
    '{"wifi_key": "ask reception"}',
    '{"password": "The Manager Has It"}',
    '{"passwort": "beim Hausmeister"}',
    "password = beim Hausmeister",
    '{"contraseña": "la tiene el técnico de la casa, no se guarda"}',
    '{"jelszó": "a szerviz tudja, nálunk nincs meg"}',
    '{"пароль": "у начальника смены"}',
])
def test_withheld_records_are_benign(text: str) -> None:
    assert find_secret(text) is None


@pytest.mark.parametrize("text", [
    '{"code": "4471, ask reception if it fails"}',
    '{"password": "hunter2 (kept by the site manager)"}',
    '{"password": "BlueHarbor", "note": "kept by the manager"}',
    '{"password": "bluefalcon (ask reception if it fails)"}',
    '{"password": "Tr0ub4dor&3", "hint": "see the sheet"}',
])
def test_a_secret_with_the_words_is_caught(text: str) -> None:
    assert find_secret(text) is not None


@pytest.mark.parametrize("value", [
    "on the sticker: bluefalcon",
    "klompen-komkommer-gieter, ask reception",
    "ask reception XKCDQZ please",
    "blue_falcon (kept by the manager)",
    "p@ssw0rd, see the sheet",
])
def test_token_shaped_values_are_not_withheld(value: str) -> None:
    assert not _withheld.withheld(value)
