"""The concept x language table of correction markers (zeusmem/rules/lexicon.py, corrlex)."""

import pytest

from zeusmem.rules import lexicon

#: the concepts every language of the table spells
FULL = ("now", "from_now", "starting", "no_longer", "still", "changed_to", "error", "actually", "new_slot", "instead",
        "not_yet")


@pytest.mark.parametrize("concept", FULL)
def test_every_language_has_its_line(concept: str) -> None:
    missing = [lang for lang in lexicon.LANGUAGES if not lexicon.LEXICON[concept].get(lang)]
    assert not missing, missing


def test_plain_spellings() -> None:
    assert lexicon.pattern("no_longer").search("ja nao moro la")
    assert lexicon.pattern("still").search("все еще живу там")
    assert lexicon.pattern("now").search("teraz mieszkam w Gdansku")


@pytest.mark.parametrize("text, concept", [
    ("Ya no trabajo allí", "no_longer"),
    ("Nyt asun Oulussa", "now"),
    ("od lipca pracuję zdalnie", "starting"),
    ("mulai besok kantor buka jam 8", "starting"),
    ("עברנו לחיפה", "changed_to"),
    ("我打错了，是 8820", "error"),
    ("Μπέρδεψα τις ημερομηνίες", "error"),
    ("nomor baru saya 0812", "new_slot"),
    ("Tôi không còn làm ở đó", "no_longer"),
    ("Jeg bor stadig i Aarhus", "still"),
    ("Estoy pensando mudarme si consigo trabajo", "not_yet"),
])
def test_markers(text: str, concept: str) -> None:
    assert lexicon.pattern(concept).search(text), (text, concept)


@pytest.mark.parametrize("text, concept", [
    ("The gym is open from Monday to Friday", "starting"),
    ("Ich arbeite ab Montag bis Mittwoch im Büro", "starting"),
    ("I call my mum now and then", "now"),
    ("It costs no more than 10 euros", "no_longer"),
    ("Das kostet nicht mehr als 5 Euro", "no_longer"),
    ("I meant to call you", "error"),
    ("Lumipat ako sa Cebu", "not_yet"),  # Tagalog "ako" (I) is no Croatian "if"
    ("She is the most senior engineer", "now"),  # "most", Hungarian "now", left out
])
def test_no_marker(text: str, concept: str) -> None:
    assert not lexicon.pattern(concept).search(text), (text, concept)
