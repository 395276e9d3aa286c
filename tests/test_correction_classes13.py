# ruff: noqa: E501  (one probe a line)
"""Probes of the correction classes read from the thirteenth held-out corpus's misses (corrfix13).

Each probe is another phrasing of a class, written for this file (none is a corpus text): a taste or
a habit turned around (``rules.tastes.turned``), a preference replaced from now on
(``rules.tastes.replaced``), a tool or a service retired and a job left in other languages
(``rules.endings``), where one lives and moves in more languages (``rules.attributes``), a stage of
life an event ends (``rules.revisions.stage_ended``), a date or a time moved
(``rules.revisions.rescheduled``) and one key said again with another value
(``rules.records.rekeyed``). Each correction failed on main before this branch; the compatible
look-alikes must stay "none". Pure rule tests, no database.
"""

from __future__ import annotations

import pytest

from zeusmem.rules import claims

#: (old, new, cosine): NEW supersedes OLD
CORRECTIONS = [
    # a taste turned around
    ("Dev can't stand mushrooms.", "Mushrooms grew on Dev after the trip to Japan; he cooks them every week.", 0.55),
    ("Carla is not a fan of jazz.", "Carla has caught the jazz bug, she's at the club every Friday.", 0.6),
    ("User dislikes sushi.", "User has become a sushi convert since the work dinner.", 0.6),
    ("Ο χρήστης δεν πίνει μπίρα.", "Ο χρήστης τώρα πίνει μπίρα με τους φίλους του.", 0.8),
    ("Gábor utálja a brokkolit.", "Gábor megszerette a brokkolit, most már hetente eszik.", 0.6),
    ("Korisnik ne jede ribu.", "Korisnik sada jede ribu dvaput tjedno.", 0.8),
    ("Pengguna tidak suka kopi.", "Pengguna sekarang suka kopi, minum setiap pagi.", 0.7),
    # a preference replaced
    ("User wants answers with emojis.", "Please stop adding emojis to your answers.", 0.5),
    ("User prefers the train for work trips.", "User prefers flying now, the train takes too long.", 0.5),
    ("User likes the light theme in the editor.", "User switched the editor to the dark theme now.", 0.6),
    # a tool or a service retired; a job left
    ("We host the docs on Confluence.", "Confluence was switched off last month, the docs live in Notion.", 0.5),
    ("Our team chats in HipChat.", "HipChat is decommissioned, everything is in Slack.", 0.5),
    ("Vi bruker Trello til planlegging.", "Trello er faset ut, vi planlegger i Asana nå.", 0.6),
    ("Η Μαρία δουλεύει σε ασφαλιστική εταιρεία.", "Η Μαρία παραιτήθηκε από την ασφαλιστική εταιρεία και σπουδάζει.", 0.8),
    # a move, in more languages
    ("Petra býva v Trnave.", "Petra sa presťahovala do Žiliny.", 0.6),
    ("Jonas gyvena Klaipėdoje.", "Jonas persikėlė į Kauną pernai.", 0.6),
    ("דנה גרה בירושלים.", "דנה עברה לבאר שבע.", 0.6),
    ("সুমি খুলনায় থাকে।", "সুমি এখন রাজশাহীতে থাকে।", 0.6),
    ("Éva Szegeden lakik.", "Éva elköltözött Győrbe a munkája miatt.", 0.6),
    ("دانیال در اصفهان زندگی می‌کند.", "دانیال به تبریز نقل مکان کرد.", 0.7),
    # a stage of life an event ends
    ("Sam is single.", "Sam got engaged to Priyanka in Lisbon.", 0.5),
    ("User can't drive.", "User passed her driving test this morning, first time!", 0.5),
    ("Mihai has no children.", "Mihai had a baby daughter in June.", 0.5),
    # a date or a time moved
    ("A vizsga időpontja június 3.", "A vizsga időpontját június 17-re tolták ki.", 0.7),
    ("Rok za prijavu je 15. svibnja.", "Rok za prijavu odgođen je na 30. svibnja.", 0.8),
    ("Η παράδοση του έργου είναι στις 10 Μαΐου.", "Η παράδοση του έργου αναβλήθηκε για τις 30 Μαΐου.", 0.85),
    # one key, another value
    ("Team standup room: Aurora.", "standup room -> Borealis", 0.6),
    # a taste turned, beside the look-alikes of COMPATIBLE (a possessive subject with a word of liking)
    ("User hates running.", "User's new hobby is running; she loves it now.", 0.56),
]

#: (old, new, cosine): both stay true
COMPATIBLE = [
    ("Dev can't stand mushrooms.", "Dev still can't stand mushrooms, but truffle oil is fine now.", 0.6),
    ("Dev can't stand mushrooms.", "Dev likes peppers now.", 0.4),
    ("Carla is not a fan of jazz.", "Carla's husband has caught the jazz bug.", 0.6),
    ("User wants answers with emojis.", "User also wants short answers now.", 0.5),
    ("User prefers the train for work trips.", "User's boss prefers flying now.", 0.5),
    ("User likes the light theme in the editor.", "User switches to the dark theme when presenting.", 0.6),
    ("We host the docs on Confluence.", "The old wiki was switched off; the docs stay on Confluence.", 0.6),
    ("Petra býva v Trnave.", "Petrina sestra sa presťahovala do Žiliny.", 0.6),
    ("Sam is single.", "Sam's brother got engaged in Lisbon.", 0.5),
    ("Rok za prijavu je 15. svibnja.", "Rok za prijavu ostaje 15. svibnja, sastanak je odgođen na 30. svibnja.", 0.7),
    ("Book club meets on Wednesdays at 19:00.", "Book club moved to Mondays this week only; still Wednesdays after.", 0.7),
    ("Team standup room: Aurora.", "Work email: dev@acme.test", 0.3),
    ("Team standup room: Aurora.", "Retro room -> Borealis", 0.6),
    ("Team standup room: Aurora.", "Client standup room: Borealis", 0.6),
    # not a taste turned (read-back of tastes.turned, stop 48): a thing of theirs, for others, under a condition
    ("User hates running.", "User's running shoes are now in the garage.", 0.4),
    ("Tom hates gardening.", "Tom's garden is now full of tomatoes he grew.", 0.69),
    ("User doesn't drink coffee.", "User now buys coffee for the office every morning.", 0.66),
    ("Ana doesn't eat meat.", "Ana now cooks meat for the kids on Sundays.", 0.68),
    ("User doesn't own a car.", "User now rents a car when visiting her parents.", 0.63),
]


@pytest.mark.parametrize(("old", "new", "sim"), CORRECTIONS, ids=[n[:40] for _, n, _ in CORRECTIONS])
def test_correction_class_supersedes(old: str, new: str, sim: float) -> None:
    assert claims.relation(new, old, sim).kind == "supersede"


@pytest.mark.parametrize(("old", "new", "sim"), COMPATIBLE, ids=[n[:40] for _, n, _ in COMPATIBLE])
def test_compatible_look_alike_stays(old: str, new: str, sim: float) -> None:
    assert claims.relation(new, old, sim).kind == "none"
