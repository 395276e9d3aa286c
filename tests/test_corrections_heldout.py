"""The independent corrections corpora (``tests/independent/corrections_heldout*.py``) on the
conflict rules, one test id per corpus (``test_heldout_on_the_rules[corrections_heldout4]``), and the
first corpus through the write path: each rule set reported on corpora it was not written from (issue 25).

Each corpus had a test module of its own, ``tests/test_corrections_heldout.py`` to
``tests/test_corrections_heldout6.py`` (the last version of each: ``git show
908dffc:tests/test_corrections_heldout4.py``); their docstrings, who wrote each corpus and how and the
figures at each step, are the sections below as they were. A command below that names one of those
files now reads ``pytest tests/test_corrections_heldout.py -k corrections_heldout4`` (the first
corpus: ``-k "corrections_heldout] or write_path"``). The thresholds of :data:`CORPORA` are theirs,
unchanged.

The first corpus: ``tests/independent/corrections_heldout.py``
--------------------------------------------------------------

The independent corrections corpus (``tests/independent/corrections_heldout.py``, written by a
second author from the brief only, without reading the rules) on the conflict rules and through the
write path: each rule set reported on a corpus it was not written from (issue 25).

Figures, rules alone with MiniLM cosines (``tests/pair_eval.py``), as the corpus arrived:

| rules | corrections superseded | updates stored / superseded or flagged | compatible kept active |
|---|---|---|---|
| before issue 25 (from ``conflict_corpus.py``) | 19/68 | 42/42 / 37/42 | 130/130 |
| change-of-state clauses (from ``correction_phrasings.py``), merged unseen | 38/68 | 42/42 / 37/42 | 129/130 |
| after the classes it revealed were fixed | 55/68 | 42/42 / 41/42 | 130/130 |
| ``gen``, written from ``corrections_conversational.py`` | 57/68 | 42/42 / 41/42 | 130/130 |
| ``gen``, then the kinds the issue names (Russian, "one kid", "now") | 61/68 | 42/42 / 41/42 | 130/130 |
| ``gen2``: the attribute reading (``rules/attributes.py``) | 62/68 | 42/42 / 41/42 | 130/130 (1 flagged) |
| main at fe5bbc8 (corr5) | 64/68 | 42/42 / 41/42 | 130/130 (4 flagged) |
| ``corr6``: one value of a frame replaced (seen) | 65/68 | 42/42 / 41/42 | 130/130 (4 flagged) |

The last row is no longer held out: Russian, "one kid" and the "now" clauses were named in the issue from
this corpus's misses. The goal (>= 90% of corrections) is not met (61/68 = 89.7%): what is left needs
meaning rather than structure ("I love steak" / "I'm vegetarian now", "I got the job ... no longer job
hunting", "I upgraded to Spotify Premium" / "the free Spotify plan"), or the two statements are far apart
for MiniLM ("I stopped running because of my knee", cosine 0.38). The thresholds below guard the level
reached. Through the write path ``gen2`` gives the same figures as the rules alone (62/68, 41/42, 130/130).

The second corpus: ``tests/independent/corrections_heldout2.py``
----------------------------------------------------------------

The second independent corrections corpus (``tests/independent/corrections_heldout2.py``, written
by a second author from the brief only, without reading the rules, the first independent corpus or
any conflict test) on the conflict rules: held out from every rule change so far (issue 25).

Figures, rules alone with MiniLM cosines (``tests/pair_eval.py``):

| rules | corrections superseded | updates stored / superseded or flagged | compatible kept active |
|---|---|---|---|
| main as the corpus arrived (rules written from the other corpora) | 21/95 | 47/47 / 21/47 | 132/134 |
| ``gen2``: attribute readings (``zeusmem.rules.attributes``), merged unseen | 36/95 | 47/47 / 33/47 | 129/134 |
| then the precision losses it revealed (a past "used to live" read as present) | 36/95 | 47/47 / 33/47 | 131/134 |
| ``corr3``: endings anchored on the old words (``zeusmem.rules.endings``), slots | 78/95 | 47/47 / 36/47 | 133/134 |
| endings only of one short statement, superseding at cosine >= 0.7 (else flagged) | 56/95 | 47/47 / 36/47 | 133/134 |
| ``corr4``: ``rules.revisions``, endings of names, "for good" from 0.4 (seen) | 77/95 | 47/47 / 37/47 | 133/134 |
| ``corr5``: kinds of the second to fourth corpora's misses (seen) | 78/95 | 47/47 / 38/47 | 133/134 |
| ``corr6``: one value of a frame replaced (seen) | 80/95 | 47/47 / 38/47 | 133/134 |

So the level reached on the first independent corpus (61/68) did not carry over: the rules leaned on
high cosines and on the phrasings of the corpora they were written from; the structural reading of
attributes (where one lives, works, with whom, habits, pets) took corrections from 22% to 38% and
updates from 45% to 70% on data it never saw, compatible pairs kept 97.8%.

The last three rows are no longer held out: **this corpus has now been read by the rule author**
(``corr3`` was written looking at its misses, by clause shapes rather than its phrasings), so its
figures guard against regressions and say little of generalisation; the next independent corpus is
the held-out measure. What it still misses is mostly meaning: a child moving up a grade, a third
baby, a vegan who eats cheese again, a favourite food displaced ("pizza is number one now"), living
alone ending when a girlfriend moves in, an abbreviation ("wow" for World of Warcraft). The
thresholds below guard the level reached (minus about 2 points); they are not the goal (>= 90% of
corrections, >= 97% of compatible pairs kept).

The third corpus: ``tests/independent/corrections_heldout3.py``
---------------------------------------------------------------

The third independent corrections corpus (``tests/independent/corrections_heldout3.py``) on the
conflict rules (issue 25, item 1: corpora built by another method than the rules).

Who and how: written by an independent author who did not read the rules (``zeusmem/rules/``),
``zeusmem/service/conflicts.py``, ``zeusmem/service/classifier.py``, the other corpora or any
conflict test; only this test's model (``tests/test_corrections_heldout2.py``) and the format of
the second corpus. Phrasings follow the register of the LoCoMo development conversations
(casual chat turns, observation-style summaries; paraphrased, nothing copied), ~20% in German,
French, Spanish, Portuguese, Italian, Russian and Chinese, plus team/project decisions.

Figures on main as the corpus arrived, rules alone with MiniLM cosines (``tests/pair_eval.py``),
measured with ``.venv/bin/pytest tests/test_corrections_heldout3.py -q -rA``:

| rules | corrections superseded | updates stored / superseded or flagged | compatible kept active |
|---|---|---|---|
| main at 4cf985c (the corpus unseen) | 54/101 (53.5%) | 50/50 / 2/50 (4%) | 136/138 (98.6%; 1 flagged) |
| + endings, attributes (corr3; this corpus unseen) | 66/101 (65.3%) | 50/50 / 4/50 (8%) | 136/138 (98.6%; 1 flagged) |
| + the endings' precision bound (from LoCoMo dev) | 60/101 (59.4%) | 50/50 / 4/50 (8%) | 136/138 (98.6%; 1 flagged) |
| main at 2cb9e31 (before ``corr4``) | 60/101 (59.4%) | 50/50 / 6/50 (12%) | 136/138 (98.6%; 1 flagged) |
| ``corr4`` (pairs unread) | 78/101 (77.2%) | 50/50 / 20/50 (40%) | 136/138 (98.6%; 2 flagged) |
| ``corr5`` (misses read, by kind) | 84/101 (83.2%) | 50/50 / 24/50 (48%) | 136/138 (98.6%; 2 flagged) |
| main at fe5bbc8 (corr5 and its precision fixes) | 84/101 (83.2%) | 50/50 / 24/50 (48%) | 137/138 (99.3%; 3 flagged) |
| ``corr6``: one value of a frame replaced (seen) | 87/101 (86.1%) | 50/50 / 24/50 (48%) | 137/138 (99.3%; 3 flagged) |

As the corpus arrived, about half of the explicit corrections were caught, and almost none of the updates: a later
state given without correction wording (an age, a school year, a count, a rank, a level, a
birth after a pregnancy, a finished project, a test passed) is read as compatible. Explicit
corrections missed are mostly self-corrections ("I misspoke", "I told you X but"), new values
of an attribute named only in NEW's wording ("new number", "new manager", "renamed her"),
endings stated by an event (a thesis defended, a band broken up, a studio closed, a break-up in
the third person), reversed team decisions ("we reversed", "scrapped", "ripped out", "is gone",
"slipped") and 7 of the 21 non-English pairs. The two compatible pairs lost were superseded at cosine
0.28: another person's break-up, and a wish to move some day.

``corr4`` was written from its own probes (``tests/correction_probes4.py``), the second corpus and
LoCoMo's development conversations; this corpus was measured after each step, its misses were never
listed, and only its first 15 correction pairs were read (when the file's format was checked; one of
them, the gym moved to the evenings, was then tried by hand), so the last row is close to a held-out
figure, though steps were judged by it (one was kept although it cost this corpus 3 updates, for 35
fewer flags on LoCoMo).

The thresholds are a ratchet at floor(measured fraction * 100 - 2) / 100 of the latest figures; they
guard the level reached on data the rules never saw, they are not the goal (>= 90% of
corrections, >= 97% of compatible pairs kept).

The fourth corpus: ``tests/independent/corrections_heldout4.py``
----------------------------------------------------------------

The fourth independent corrections corpus (``tests/independent/corrections_heldout4.py``) on the
conflict rules (issue 25, item 1: corpora built by another method than the rules).

Who and how: written by hand by an independent author (a helper session, corpus4) who did not read the rules
(``zeusmem/``), the other corpora, the phrase lists or any conflict test; only this test's model
(``tests/test_corrections_heldout3.py``) and the format of the third corpus. Phrasings follow the register of
the LoCoMo development conversations (casual chat turns, observation-style summaries; written fresh, nothing
copied), ~22% of the corrections in German, French, Spanish, Portuguese, Italian, Russian, Chinese, Japanese
and Dutch, plus team/project decisions reversed, schedule changes and near-miss compatible pairs.

Figures at first contact, rules alone with MiniLM cosines (``tests/pair_eval.py``), measured with
``.venv/bin/python -m pytest tests/test_corrections_heldout4.py -q -rA -s``; neither rule set had seen the corpus
(the corr4 rules were written from the kinds the earlier authors named, and from probes of their own,
``tests/correction_probes4.py``):

| rules | corrections superseded | updates stored / superseded or flagged | compatible kept active |
|---|---|---|---|
| main at 8df7c5d (before corr4) | 62/121 (51.2%) | 54/54 / 8/54 (14.8%) | 150/153 (98.0%; 3 flagged) |
| + corr4 (zeusmem.rules.revisions) | 76/121 (62.8%) | 54/54 / 31/54 (57.4%) | 150/153 (98.0%; 3 flagged) |
| + corr5 (misses read, by kind) | 98/121 (81.0%) | 54/54 / 37/54 (68.5%) | 150/153 (98.0%; 3 flagged) |
| + corr6: one value of a frame replaced (seen) | 99/121 (81.8%) | 54/54 / 38/54 (70.4%) | 150/153 (98.0%; 3 flagged) |

``corr5`` read this corpus's misses (and the second and third corpus's) and grouped them by kind, fixing kinds
rather than sentences: retraction markers in any subject form and two values traded places ("other way
round"), a new holder of a definite place ("Diego is our team lead now"), a new e-mail address or phone
number, a change decided for the speaker ("Company moved us"), a habit's new time, a thing's when moved
("the review deadline moved up"), counted and ranked frames, and change verbs, stop words and day names
of more languages. So the last row is no longer a held-out figure; the fifth corpus is.

The thresholds are a ratchet at floor(measured fraction * 100 - 2) / 100 of the latest figures; they guard the
level reached on data the rules never saw, they are not the goal (>= 90% of corrections, >= 70% of updates,
>= 97% of compatible pairs kept).

The fifth corpus: ``tests/independent/corrections_heldout5.py``
---------------------------------------------------------------

The fifth independent corrections corpus (``tests/independent/corrections_heldout5.py``) on the
conflict rules (issue 25, item 1: corpora built by another method than the rules).

Who and how: written by hand by an independent author (a helper session, corpus5, 2026-12-05) who did not read the
rules (``zeusmem/``), the other corpora, the phrase lists or any conflict test; only the fourth corpus's format
docstring and its test. Styles chosen to differ from the earlier corpora: terse developer and ops notes ("standup
now 9:30", "prod db: pg14 -> pg16"), ``key: value`` facts, decisions in meeting notes, third-person summaries,
lowercase / typos / emoji, corrections spread over two sentences with chatter between; 20% in twelve other
languages (German, French, Spanish, Italian, Portuguese, Dutch, Polish, Turkish, Korean, Chinese, Japanese, Hindi).

Figures at first contact, rules alone with MiniLM cosines (``tests/pair_eval.py``), measured with
``.venv/bin/python -m pytest tests/test_corrections_heldout5.py -q -rA -s``; no rule set had seen the corpus:

| rules | corrections superseded | updates stored / superseded or flagged | compatible kept active |
|---|---|---|---|
| main at cad37c1 (corr4 rules) | 57/135 (42.2%) | 59/59 / 43/59 (72.9%) | 191/196 (97.4%; 20 flagged) |
| + corr5 (from corpora 2-4) | 57/135 (42.2%) | 59/59 / 48/59 (81.4%) | 190/196 (96.9%; 22 flagged) |
| + corr5's precision fixes (main at fe5bbc8) | 57/135 (42.2%) | 59/59 / 48/59 (81.4%) | 193/196 (98.5%; 23 flagged) |
| + corr6 (``claims.substitutes``, pairs unread) | 61/135 (45.2%) | 59/59 / 48/59 | 193/196 (98.5%; 23 flagged) |
| + the frame keeps a word besides its subject (a LoCoMo turn it hid) | 60/135 (44.4%) | 59/59 / 48/59 | 193/196 |

So corr5's gains on the corpora it read (fourth: 76 -> 98/121 corrections) did not carry over to this one at
all, and one of its additions (Dutch "van ... naar") superseded a Dutch speaker's home on their parents' move.
After reading this corpus's compatible losses (this corpus is no longer held out for compatible pairs), three
precision fixes by class, each with probes of other phrasings in ``tests/test_correction_kinds5.py``: a field
qualified by "least", "second", "backup", "previous"... is another field (``claims._FIELD_QUALIFIERS``); Dutch
people and first-person words; hedged moves ("maybe", "peut-être", "envisage", "forse", "one day") are plans
in every language the plan pattern of ``attributes`` reads. Then: 57/135, 48/59, **193/196 (98.5%; 23 flagged)**;
the three still superseded restate the same value in another format ("pg16" / "PostgreSQL 16", "300s" / "5 min",
"180 cm" / "5'11\""), which loses nothing.

``corr6`` (``claims.substitutes``, developed on own probes in the styles named above and checked on corpora
1-4; this corpus's pairs unread, measured once at the start and once at the end): a frame said again with one
value replaced under a "now", an arrow or a retraction supersedes: +4 corrections, nothing else moved (+3
with the subject guard added at the merge).

The thresholds are a ratchet at floor(measured fraction * 100 - 2) / 100 of the latest figures; they guard the
level reached on data the rules never saw, they are not the goal (>= 90% of corrections, >= 70% of updates,
>= 97% of compatible pairs kept).

The sixth corpus: ``tests/independent/corrections_heldout6.py``
---------------------------------------------------------------

The sixth independent corrections corpus (``tests/independent/corrections_heldout6.py``) on the
conflict rules (issue 25, item 1: corpora built by another method than the rules).

Who and how: written by hand by an independent author (a helper session, corpus7, 2026-12-05) who read
only a brief with the list meanings and labelling rules, the fifth corpus's docstring (not its pairs)
and a few LoCoMo turns for register; not the rules (``zeusmem/``), no other corpus, phrase list or
conflict test, and it never ran the system on its pairs. Styles chosen to differ from the five earlier
corpora: speech-to-text voice notes with fillers and self-repairs, corrections relayed by someone else,
the user correcting what the agent stored, corrections buried in longer messages, idioms ("scratch
that", "turns out", "as of Monday", "ex-"), household / health / school / finance / travel / CRM
domains, units and notations; a quarter in Swedish, Russian, Ukrainian, Arabic, Hebrew, Greek, Czech,
Vietnamese, Indonesian, Thai, Swahili and Finnish.

Figures at first contact, rules alone with MiniLM cosines (``tests/pair_eval.py``), measured with
``.venv/bin/python -m pytest tests/test_corrections_heldout6.py -q -rA -s``; no rule set had seen the corpus:

| rules | corrections superseded | updates stored / superseded or flagged | compatible kept active |
|---|---|---|---|
| main at fb0f53a | 90/219 (41.1%) | 74/74 / 54/74 (73.0%) | 284/287 (99.0%; 14 flagged) |
| + corr6 (claims.substitutes; written blind to this corpus) | 91/219 (41.6%) | 74/74 / 54/74 | 284/287 |
| + the frame must keep a word besides its subject (a LoCoMo turn hidden) | 90/219 (41.1%) | 74/74 / 54/74 | 284/287 |

The same level as the fifth corpus at its first contact (42.2%): the rules' reach on corrections does
not grow with the corpora they were written from; their precision holds. corr6's structural rule
(a frame said again with one value replaced) and a learned classifier over language-neutral
features (not shipped, ``tests/frames_training.py``) did not carry over either.

The thresholds are a ratchet at floor(measured fraction * 100 - 2) / 100 of the latest figures; they
guard the level reached on data the rules never saw, they are not the goal (>= 90% of corrections,
>= 70% of updates, >= 97% of compatible pairs kept).

General signals: ``zeusmem/rules/retractions.py`` (branch ``corrgen``)
---------------------------------------------------------------------

A value of the old statement taken back in the new one (a negation just before it, "instead of",
"formerly", "ex-", "out of", "off" before it; "is off", "was wrong", "a typo", "was my old ..." after it) with
another value or a word of correction given, or a value swapped for one of the same kind in the same slot
under a word of correction or change, from word lists written for many languages from how people correct
themselves (not from the corpora's sentences); guarded by classes (a question, a plan, a hedge, one
occasion, one more, another person, a subordinate clause, an old statement of the past, another thing
qualified, an old chat turn of several sentences). Written after reading the sixth corpus's misses and the
fifth's (both are no longer held out: the lead's seventh corpus is the measure). Rules alone with MiniLM
cosines, ``python -m pytest tests/test_corrections_heldout.py -q -rA -s -k rules``:

| corpus | main at 1ab02e3 | + ``retractions`` |
|---|---|---|
| 1 | 64/68, 41/42, 130/130 | 64/68, 41/42, 130/130 |
| 2 | 80/95, 38/47, 133/134 | 81/95, 38/47, 133/134 |
| 3 | 87/101, 24/50, 137/138 | 88/101, 24/50, 137/138 |
| 4 | 99/121, 38/54, 150/153 | 102/121, 38/54, 150/153 |
| 5 | 60/135 (44.4%), 48/59, 193/196 | 83/135 (61.5%), 48/59, 193/196 |
| 6 | 90/219 (41.1%), 54/74, 284/287 | 148/219 (67.6%), 54/74, 284/287 |

(corrections superseded, updates superseded or flagged, compatible kept active). LoCoMo (``python -m bench
locomo``): hidden after ingest 1 turn (0.04%) and 1 observation (0.08%), as on main, none by this reading.

The seventh corpus: ``tests/independent/corrections_heldout7.py``
-----------------------------------------------------------------

The seventh independent corrections corpus (``tests/independent/corrections_heldout7.py``) on the
conflict rules (issue 25, item 1: corpora built by another method than the rules).

Who and how: written by hand by an independent author (a helper session, corp7c, 2026-12-06) who read
only the brief, the sixth corpus's format docstring (its list meanings and labelling rules, none of its
pairs) and a few LoCoMo turns for register; not the rules, no other corpus or test, and it never ran the
system on its pairs. Styles chosen to differ from the six earlier corpora: memories as an LLM extractor
writes them ("The user ...", "User's ..."), answers to an agent's confirmation question, e-mail and
chat-thread excerpts, calendar / booking / clinic notices, profile and form field edits, changelog, ADR /
RFC and ticket lines, SMS shorthand, formal letters; a fifth in Norwegian, Danish, Romanian, Catalan,
Malay, Tagalog, Croatian, Hungarian, Slovak, Bulgarian, Persian, Bengali and Tamil.

Figures at first contact, rules alone with MiniLM cosines (``tests/pair_eval.py``), measured with
``.venv/bin/python -m pytest tests/test_corrections_heldout.py -q -rA -s -k corrections_heldout7``:

| rules | corrections superseded | updates stored / superseded or flagged | compatible kept active |
|---|---|---|---|
| main at ae08835 (the corpus unseen) | 77/183 (42.1%) | 65/66 / 52/66 (78.8%) | 278/285 (97.5%; 26 flagged) |
| + a state that moved on is no restatement (e00ac17; one update pair read) | 77/183 | 66/66 / 52/66 | 278/285 |
| + ``retractions`` (corrgen, blind to this corpus) | 89/183 (48.6%) | 66/66 / 52/66 | 276/285 (96.8%; 26 flagged) |
| + no swap to a past holder or by "the user" (2 pairs read) | 89/183 | 66/66 / 52/66 | 277/285 (97.2%) |

The same level as the fifth and sixth corpora at first contact (42.2%, 41.1%). ``retractions``, written from
general signals after reading the fifth and sixth corpora's misses (61.5% and 67.6% there), carried over
partly: +12 corrections here (48.6%) for 2 compatible pairs lost (97.5% -> 96.8%, below the 97% bar).
The one update lost at first contact was refused by the duplicate gate ("Visa application: submitted,
awaiting biometrics" / "biometrics done, decision pending"): the gate read two one-sided word changes as a
paraphrase; that pair was read and the class fixed with probes of other phrasings (``tests/test_conflicts.py``).

The thresholds are a ratchet at floor(measured fraction * 100 - 2) / 100 of the latest figures; they
guard the level reached on data the rules never saw, they are not the goal (>= 90% of corrections,
>= 70% of updates, >= 97% of compatible pairs kept).

Classes of the seventh corpus's misses: ``zeusmem/rules/retractions.py`` (branch ``corrfix``)
-------------------------------------------------------------------------------------------

Written after reading the seventh corpus's correction misses (so **the seventh corpus is no longer held
out** for these classes; the eighth is the measure), each class a general mechanism with probes of other
phrasings in ``tests/test_retraction_classes.py``: a verb that leaves a word of the old statement behind
(``LEAVING``: "fired", "sold", "came off", "stopped going to", "away from", "sluttet ved", "a plecat de la",
"berhenti ... di", "odišiel z" ...; not with another person or a count for subject, not for "left X a Y", not
against an old feeling or past event); "from X to Y" under a word of change (von/nach, fra/til, de/a, iz/u,
от/в, از/به, mula/papuntang ...); the old thing gone after it ("removed", "withdrawn", "closing", "has
retired", "slettet", "anulat", "dibatalkan" ...; "has" / "got" as copulas); an agent's confirmation question
that names the old value answered no, and a value only asked about or given as the old one ("(was 10:00)")
no value kept; a form field set again under a word of edit; an inflected name the same one (its first five
letters: "Horvata", "Nyárfásról", "Yarisen"); abbreviations and ordinals ending no sentence ("dr.",
"kl.", "18. mars") and a name after a title or an em dash read as a name or a first word; "in May" no plan;
change words of the corpus's languages (Norwegian, Danish, Romanian, Catalan, Malay, Tagalog, Croatian,
Hungarian, Slovak, Bulgarian, Persian, Bengali) and people words of them (a wife's change is hers). Rules
alone with MiniLM cosines, ``PYTHONPATH=$PWD python /tmp/s42/score.py corrections_heldout ...``:

| corpus | main at 9bd314c | + corrfix |
|---|---|---|
| 1 | 64/68, 41/42, 130/130 | 65/68, 41/42, 130/130 |
| 2 | 81/95, 38/47, 133/134 | 81/95, 38/47, 133/134 |
| 3 | 88/101, 24/50, 137/138 | 89/101, 24/50, 137/138 |
| 4 | 102/121, 38/54, 150/153 | 104/121, 38/54, 150/153 |
| 5 | 83/135, 48/59, 193/196 | 83/135, 48/59, 193/196 |
| 6 | 148/219, 54/74, 284/287 | 151/219, 54/74, 284/287 |
| 7 (read) | 89/183 (48.6%), 52/66, 277/285 | 143/183 (78.1%), 52/66, 277/285 |

(corrections superseded, updates superseded or flagged, compatible kept active; updates stored 100%
everywhere). The gains on corpora 1-6 (+7) were not read before they came. The ratchets are now the floor
of each measured share (2 decimals).

The eighth and ninth corpora: ``tests/independent/corrections_heldout8.py``, ``corrections_heldout9.py``
-----------------------------------------------------------------------------------------------------

Written blind by hand (helpers corp8c and corp9c, 2026-12-06), each author reading only the previous
corpus's format docstring. The eighth: voice-assistant transcripts, lower-case chat and SMS, support logs,
contact cards, intake forms, rosters, itineraries, commit messages, ``key: value`` config, minutes; 211
corrections / 74 updates / 320 compatible, a quarter in 17 other languages. The ninth: memories as a
summariser writes them, journals, letters, reviews, HR and admin records, runbooks, spreadsheet rows,
speech-to-text, indirect reports; 231 / 72 / 323, a quarter in 19 other languages.

| rules | eighth: corrections / updates stored, changed / compatible | ninth |
|---|---|---|
| main at 9bd314c (both unseen) | 103/211 (48.8%) / 72/74, 43/74 / 316/320 | 95/231 (41.1%) / 70/72, 47/72 / 316/323 |
| + corrfix (written from the seventh) | 107/211 / 72/74, 43/74 / 314/320 | 106/231 (45.9%) / 70/72, 47/72 / 313/323 |
| + closure guard (5 pairs read) | 107/211 (50.7%) / 72/74, 43/74 / 316/320 | 106/231 / 70/72, 47/72 / 316/323 (97.8%) |

corrfix gained 54 corrections on the corpus it read and 15 on the two it did not. The four updates lost
are status changes the duplicate gate takes for restatements (an order "배송 준비 중" -> "배송 완료", Hangul
read one syllable per token; a permit "εκκρεμεί" -> "εγκρίθηκε"; "validated, consultation open" ->
"granted with conditions"): ratcheted with a ``lost`` allowance until the next row.

| + stages (f1ca257) | 107/211 / **74/74**, 45/74 / 316/320 | 106/231 / **72/72**, 58/72 / 316/323 |

``words.stages`` is a closed class of word beginnings (approved, granted, pending, delivered, 완료, εγκρ ...)
in the languages the rules read; a case that names a stage the old statement did not is no restatement,
and when both name one it flags the old (``claims._stage_moved``). A character of a script read one at a
time counts half a word in ``claims.compare`` (as ``claims._aligned`` reads it), so a Korean status is no
"rewritten" statement. No update is lost on any corpus.

The tenth corpus: ``tests/independent/corrections_heldout10.py``
-----------------------------------------------------------------

Written blind by hand (helper corp10c, 2026-12-06), the author reading only the ninth corpus's format
docstring and one LoCoMo conversation's opening turns: memories as an LLM memory extractor writes them
(third-person facts, ``key: value``, JSON-ish subject / predicate / object records, bullets), chat turns
between friends, an invented project's decisions, customer profiles, family and care logistics; 231
corrections / 76 updates / 350 compatible, a quarter in 19 other languages (es, pt, it, de, fr, pl, tr,
id, vi, uk, cs, sw, ur, ta, sv, fi, zh, ja, ko).

| rules | corrections | updates stored, changed | compatible kept |
|---|---|---|---|
| main at aef4627 (unseen) | 93/231 (40.3%) | 75/76, 60/76 | 326/350 (93.1%) |
| + stages (f1ca257, written from four updates of the eighth and ninth) | 93/231 | 76/76, 62/76 | 326/350 |

First contact is where the fifth to ninth corpora were (41-49%); compatible pairs kept fall below the
97% bar for the first time on an unseen corpus: 24 pairs are superseded. Branch corrcompat read the
compatible pairs lost on the seventh to tenth corpora and guarded each class (``zeusmem/rules/quantities.py``:
a value restated in another unit or format; a size on another scale, a passing state, a change only weighed
or voted down, the old value said to hold on, a correction of a value the old one does not hold: flagged; a
negated ``key: value`` line, the old value restated with a detail, an extractor's session log line: no value;
"also" and negation in more languages for the duplicate gate; probes in ``tests/test_compatible_classes.py``):
compatible kept 326 -> **348/350** here, 277 -> 283/285 on the seventh, 316 -> 318/320 and 316 -> 321/323 on the
eighth and ninth; one correction of the ninth lost (106 -> 105).

The eleventh corpus: ``tests/independent/corrections_heldout11.py``
-------------------------------------------------------------------

Written blind by hand (helper corp11c, 2026-12-06) from the tenth corpus's format docstring: short follow-up
replies that lean on the old statement ("actually Tuesdays now"), Slack / Teams threads, code-switched text
(Hinglish, Spanglish, Taglish, Arabizi, Franglais) and learners' English, travel, health and fitness,
finance, games and fandom; 225 corrections / 76 updates / 310 compatible, a quarter in 20 other languages.
It measures this stop's rule changes on text none of them was written from:

| rules | corrections | updates stored, changed | compatible kept |
|---|---|---|---|
| main at aef4627 and at f1ca257 (stages) | 83/225 (36.9%) | 75/76, 32/76 | 302/310 (97.4%) |
| + corrcompat (written from corpora 7-10; +22 compatible on the tenth) | 82/225 | 75/76, 32/76 | 303/310 (97.7%) |

corrcompat's guards gained one compatible pair here for one correction; the lowest first contact yet on
corrections. One update was lost (a Taglish refund "processing pa" -> "Na-credit na"); after reading this
corpus's updates for the stage class (1b481bc, 605b2f0: money that moved, submitted, under review, authorised,
confirmed, settled, merged, in progress; ``STAGE_CLOSE`` 0.45) it is 76/76 stored and 43/76 changed, and
the corpus is no longer held out for that class. The ratchets hold the level reached.

The twelfth corpus: ``tests/independent/corrections_heldout12.py``
------------------------------------------------------------------

Written blind by hand (helper corp12c, 2026-12-06) from the eleventh corpus's format docstring: memories
as a memory layer stores them (third-person one-liners, ``key: value`` / ``k=v; k=v`` fields, JSON
attribute records and triples, records mixed with prose), e-mail threads and calendar invites, CRM notes,
school and childcare admin, engineering conventions, home, car and pets, civic matters; 206 corrections /
77 updates / 321 compatible, a quarter in 15 languages no corpus used before (vi, id, tr, pl, uk, cs, sv,
fi, pt, sw, ur, ta, zh, de, it). Its brief suggested records among other styles, as issue 25 names them.

| rules | corrections | updates stored, changed | compatible kept |
|---|---|---|---|
| main at 8d089f7 (before this stop) | 74/206 (35.9%) | 77/77, 32/77 | 314/321 (97.8%) |
| + records as written before this corpus (b7ad256's first version) | 82/206 | 77/77, 32/77 | 311/321 (96.9%) |
| + records after reading its 3 lost pairs (JSON attribute keys, a ``k=v`` triple) | 81/206 | 77/77, 32/77 | 314/321 |
| + follow-ups (``rules/followups.py``, written from corpora 1-10) | 87/206 (42.2%) | 77/77, 33/77 | 312/321 (97.2%) |
| + moved numbers, stage words of 12 more languages, two follow-up guards | 87/206 | 77/77, 39/77 | 313/321 (97.5%) |
| + corrfix12: its misses read, by class (no longer held out) | 121/206 (58.7%) | 77/77, 40/77 | 313/321 (97.5%) |

Records (``zeusmem/rules/records.py``) were written from the tenth corpus's JSON triples, pipes and
``key=value`` lines (93 -> 105/231 there, 107 -> 110/211 on the eighth). Follow-ups were written from
corpora 1-10 (+17 corrections, -2 compatible there) and measured on the eleventh in aggregate only (its
pairs unread): 82 -> 98/225 with compatible 303/310 unchanged; five variants were compared on it, so it
is no longer strictly unseen for that class.

``corrfix12`` read this corpus's 119 missed corrections and grouped them by class; the broad ones were
handled in the readings that hold them (probes in other phrasings: ``tests/test_correction_classes12.py``):
"the user" as the speaker in ten languages and homes in Dutch, the Scandinavian languages, Polish,
Ukrainian, Indonesian/Malay and Swahili (``attributes``: +7 here); a one-field record's slot given a new
value without naming it, or by its holder gone ("GP: ..." / "re-registered with ... since the move",
"Landlord: ..." / "new landlord is ...", "Bev retired, Janine has the boys": ``followups.key_record``,
+23); a bare record key for a qualified one (``records``, +1); appointments moved to a day named in seven
more languages, "deferred" (``words``, ``retractions``, +3), and "this Thursday" as one occasion (``claims``).
No corpus lost a compatible pair (one of the seventh went from kept to flagged); corrections elsewhere:
6th 153 -> 155, 7th 143 -> 144, 8th 114 -> 117, 9th 111 -> 112, 10th 109 -> 113, 11th 98 -> 101 (1-5
unchanged). What is left is mostly meaning (a baby ends "no children", passing a driving test ends "doesn't
drive", a wedding ends "single"), lowercase values ("pnpm everywhere now"), cosines below 0.2 for the
follow-up reading ("We're on Linear since January" / "Issue tracker: Jira", 0.05), Turkish, Finnish, Urdu,
Tamil and Chinese clause shapes, and booking e-mails whose guards read "your" as another person.

The thirteenth corpus: ``tests/independent/corrections_heldout13.py``
---------------------------------------------------------------------

Written blind by hand (helper corrcorp13, 2026-12-06) from the twelfth corpus's format docstring and the opening
turns of one LoCoMo conversation, while corrfix12 was being written from the twelfth's misses: life memories as an
agent extracts them over months of chat (dated one-liners, session summaries, bullet profiles), preferences that
flip, implicit corrections that need the old statement ("the new place has a proper garden" after a flat
downtown), changes told as narration ("after the divorce I kept the house"), corrections by bare negation or a
new value only, reversed project decisions (ADRs, tools, owners, deadlines, API style, licences); 240 corrections
/ 81 updates / 367 compatible, 26% in 16 languages the twelfth's docstring does not name (el, hu, ro, da, nb, he,
th, bn, ms, tl, ca, hr, fa, sk, lt, af). At first contact:

| rules | corrections | updates stored, changed | compatible kept |
|---|---|---|---|
| main at f4ca6dc (before corrfix12) | 82/240 (34.2%) | 81/81, 60/81 | 357/367 (97.3%) |
| + corrfix12 (written from the twelfth's misses) | 83/240 (34.6%) | 81/81, 60/81 | 356/367 (97.0%) |
| corrfix13 (written from this corpus's misses: seen) | 138/240 (57.5%) | 81/81, 60/81 | 356/367 (97.0%) |

The lowest first contact yet, and corrfix12's classes carried over as one correction for one compatible pair
(34 more corrections on the twelfth, 1-4 on each of corpora 6-11). Updates reach the 70% bar (74%) and compatible
pairs hold 97%. An embedding-pair classifier was tried beside the rules (logistic regression on MiniLM features
of the two statements, trained on corpora 1-12): AUC 0.63 on this corpus (0.63-0.70 leaving each of corpora 8-12
out); "rules or classifier", at thresholds keeping 98-99% of the training corpora's compatible pairs, gave
84-87/240 here for 351-356/367 compatible: not kept. The ratchets hold the level reached.

corrfix13 read this corpus's misses and extended the rules by class, not by text (so the last row is no longer
held out): a taste or a habit turned around ("can't stand olives" / "olives grew on me", "Péter utálja a halat" /
"megszerette a halat", "ne pije kavu" / "sada pije kavu"; ``rules.tastes.turned``, 16 languages) and a
preference replaced from now on ("prefers metric" / "imperial units from now on", "stop using bullet points";
``rules.tastes.replaced``); a tool or a service retired ("Jenkins is decommissioned", "Jira er faset ut",
"Slack sme zrušili") and a job left in Greek and Hebrew (``rules.endings``); where one lives and moves in 14
more languages, with their kin words as subjects (``rules.attributes``); single -> engaged, no licence -> the
test passed, no children -> a birth, can't swim / ride -> swam / cycled (``revisions.stage_ended``); a date or a
time moved in 16 languages (``revisions.rescheduled``); one key said again with another value ("meeting room ->
Kilimanjaro"; ``records.rekeyed``). Compatible pairs are unchanged on every corpus; corpora 3, 5 and 8-12 gained
1-5 corrections each. Left: what needs meaning or world knowledge (pregnant -> "Theo was born" of another
subject, "three flat whites a day" for "doesn't drink coffee", "filled my tank" for "no car", "my probation at
Octopus" for "between jobs", "the farmhouse" for a flat in Croydon, graduate life, a hybrid contract), role
hand-overs told as narration ("Olu moved to the platform team; Hiro is tech lead of search now"), Thai
(no word spaces) and Hebrew prefixed words ("באינטל" / "אינטל"), breakups and divorces narrated with the home.

The fourteenth corpus: ``tests/independent/corrections_heldout14.py``
---------------------------------------------------------------------

Written blind by hand (helper corrcorp14, 2026-12-06) from the thirteenth corpus's format docstring only, while
corrfix13 was being written from the thirteenth's misses: memories in the formats of several agent frameworks
(mem0-style "User prefers ...", LangMem-style triples, Zep-style facts with ``valid_at``, bullet profiles, session
summaries), a correction inside a paragraph (one sentence of four or five changes), the slot named otherwise than
in the old memory ("my ride", "where I crash"), slang, abbreviations and typos, workplace HR facts, medication,
subscriptions, vehicles, clubs, children's schools; 242 corrections / 72 updates / 341 compatible, a quarter in
15 languages (ja, ko, vi, ar, hi, tr, pl, cs, fi, uk, id, sw, ta, ur, zh). At first contact:

| rules | corrections | updates stored, changed | compatible kept |
|---|---|---|---|
| main at ced8516 (with corrfix12, before corrfix13) | 119/242 (49.2%) | 72/72, 43/72 | 336/341 (98.5%) |
| + corrfix13 (written from the thirteenth's misses) | 122/242 (50.4%) | 72/72, 43/72 | 335/341 (98.2%) |
| corrfix14 (written from this corpus's misses: seen) | 190/242 (78.5%) | 72/72, 51/72 | 336/341 (98.5%) |

corrfix13's classes carried over as three corrections for one compatible pair (55 more on the thirteenth). Updates
changed are below the 70% bar here (60%). The ratchets hold the level reached.

corrfix14 read this corpus's 120 missed corrections and extended the rules by class (so the last row is no longer
held out; probes in other phrasings: ``tests/test_correction_classes14.py``): a thing left, sold, quit, stopped or
changed to another, and a home moved, in the fifteen languages of this corpus (``rules.endings.abroad``: a verb
table per language, the old statement's words matched by opening or inside scripts written without spaces, with
guards for another person, a plan or a try, "still" and one occasion; +47 here); Zep-style dated facts judged on
their texts, a later ``valid_at`` settling a same-slot value (``claims._dated_facts``; +2, and one compatible pair
no longer lost to the dates read as values); a slot the old statement names before its value switched to another
("switched car insurance to Admiral", "next of kin changed to my husband"; ``revisions.switched``, +6); a later
value of a frame set by a decision ("doc upped my lisinopril to 20mg", "badge got reissued"; +5); an ending that
opens the new statement of a one-fact memory at any cosine ("gave up the allotment, ...", "stepped down as
captain, ..."; +6), more ending verbs ("dropped ballet", "binned", "packed in", "got nicked"; +3) and a preference
replaced with the change in a remark ("prefers aisle seats (changed after knee surgery)"; +1); stages of drafts,
incidents, deals and bookings ("in draft" / "approved", "investigating" / "resolved", "proposal" / "closed won")
flag updates (44 -> 51/72, the 70% bar met; 12th 40 -> 44, 13th 60 -> 65, no compatible pair newly flagged). Two defects
were mended: ``endings.planned`` read the month "May" as the hedge "may", and the Hungarian and Bengali
place-first ``attributes`` rows (and five others that open on their value) ran on every statement: they have
anchors now. No corpus lost a compatible pair; corrections elsewhere: 2nd 81 -> 82, 3rd 91 -> 92, 4th 104 -> 106,
5th 86 -> 94, 6th 155 -> 157, 7th 144 -> 146, 8th 121 -> 133, 9th 117 -> 128, 10th 116 -> 125, 11th 104 -> 108,
12th 123 -> 131, 13th 138 -> 140 (the fifteen languages' endings and moves carried over to corpora 4-13). Left:
meaning ("pescatarian now" for "vegetarian", "night owl" for an 11pm bedtime, "sold the bike" for "my wheels =
a Yamaha"), paragraphs that change one sentence of five, slang slot names and abbreviations ("RN is gone",
"HRBP changed"), lowercase self-corrections ("ok i lied i support arsenal"), and updates told in shorthand
("down 9kg since jan", "2.3k stars now", "visa granted").

The fifteenth corpus: ``tests/independent/corrections_heldout15.py``
---------------------------------------------------------------------

Written blind by hand (helper corrcorp15, 2026-12-06) from the fourteenth corpus's format docstring only, while
corrfix14 was being written from the fourteenth's misses: what a coding or work assistant remembers about a user's
projects (stack, editor, review rules, deploy targets, pinned versions), customer-support and CRM records (plan
tier, SLA, billing contact, payment method, invoice currency), travel (home airport, seat, loyalty, visa),
education (course, supervisor, thesis) and sports; first-person notes, "The user mentioned ..." summaries,
``key: value`` profile lines, terse arrow fragments ("Diet: vegan -> pescatarian"), long memories with one
changed clause, corrections giving only the new value or rejecting the old one, dated and hedged corrections;
292 corrections / 74 updates / 360 compatible, 175 of 726 pairs in 15 languages (el, he, ro, hu, da, nb, th, bn,
tl, fa, ca, hr, sk, bg, lt). At first contact:

| rules | corrections | updates stored, changed | compatible kept |
|---|---|---|---|
| main at e38a597 (before corrfix14) | 151/292 (51.7%) | 74/74, 57/74 | 352/360 (97.8%) |
| corrfix14 (from the fourteenth's misses, before this corpus) | 153/292 (52.4%) | 74/74, 60/74 | 352/360 (97.8%) |
| corrfix15 (written from this corpus's misses: seen) | 195/292 (66.8%) | 74/74, 57/74 | 352/360 (97.8%) |
| corrfix14 and corrfix15 merged | 196/292 (67.1%) | 74/74, 60/74 | 352/360 (97.8%) |

corrfix15 read the misses and added :mod:`zeusmem.rules.switches`, one hook in ``claims.relation``: a terse
"A -> B" whose A the old statement holds ("Editor: VS Code -> Neovim"); a weekly thing said again on another
weekday with a word of now or moving, weekdays in 20 languages ("Fotballen er flyttet til torsdager",
"Krepšinis dabar ketvirtadieniais"); "no longer A" with something else said, in the fifteen languages above
("više nisam u Infobipu", "Vinted nebedirbu", "এখন আর ঢাকায় থাকি না"); "from A to B" and "switched to B" with a
verb of switching in those languages ("Am trecut de la PyCharm la VS Code", "Klientas perėjo į Premium planą");
a role's holder replaced (a titled person or a key's full name: "Témavezetőt váltottam, most Dr. Szabó",
"Prof. Lundqvist withdrew; the external is Dr. Okoye now"); a dated start read as "now" ("as of this quarter",
"От 1 януари"). "Now" words of those languages joined ``claims.NOW_WORDS``. Compatible pairs are unchanged on
every corpus; corpora 4 and 6-14 gained 1-11 corrections each (the eleventh 11, the ninth 7), the seventh two
updates. English "moved / changed / switched ... to B" was tried and left out (40 compatible pairs lost on
corpora 2-15: it is as often a third party's change). Left: what needs meaning or world knowledge
(a vertigo that turns "high floor" into "low floor", "Need L now" for "T-shirt size: M", a converted religion,
"seeing someone" for single), long memories with one clause changed at cosine 0.9+ (a rota swapped, "black
removed"), Thai and Bengali postpositions ("Teams-এ চলে গেছি"), preferences restated "from now on" with a new
value in English ("Window seats from now on" for "Seat preference: aisle"), and plans given up ("Decided
against Edinburgh").
The sixteenth corpus: ``tests/independent/corrections_heldout16.py``
----------------------------------------------------------------------

Written blind by hand (helper corrcorp16, 2026-12-06) from the fifteenth corpus's format docstring only, while
corrfix14 and corrfix15 were being written from the fourteenth's and fifteenth's misses: health and care (doses,
diagnoses revised, allergies ruled out, GP and carer changes), money and admin (bank, pension, tax code, insurer,
tariff, landlord), family logistics (school runs, childminder, custody weekends), work as HR records it (manager,
grade, hours, remote days, notice), devices and home, events re-planned; JSON objects, "field changed from X to Y"
audit lines, session summaries, "Update:" notes, dictated run-on text, terse chat ("nvm its friday"), pronouns that
need the old memory, quantities that change beside the same quantity in other units; 217 corrections / 75 updates /
343 compatible, 195 of 635 pairs in ten languages (sw, id, vi, cy, is, et, lv, sl, af, tr). At first contact:

| rules | corrections | updates stored, changed | compatible kept |
|---|---|---|---|
| main at f48ee39 (corrfix13, before corrfix14 and corrfix15) | 100/217 (46.1%) | 75/75, 54/75 | 338/343 (98.5%) |
| + corrfix14 (written from the fourteenth's misses) | 105/217 (48.4%) | 75/75, 55/75 | 337/343 (98.3%) |
| + corrfix15 alone (written from the fifteenth's misses) | 104/217 (47.9%) | 75/75, 54/75 | 338/343 (98.5%) |
| + both | 109/217 (50.2%) | 75/75, 55/75 | 337/343 (98.3%) |
| + corrfix16 (written from this corpus's misses: seen) | 168/217 (77.4%) | 75/75, 56/75 | 337/343 (98.3%) |

The two fixes carried over as nine corrections for one compatible pair. Thresholds: a ratchet at this level.

corrfix16 read the misses by class: a quantity moved by a verb of rising or falling ("went up to", "doubled",
"hækkaði", "tõusis", "çıkardı": ``claims._moved_to``), "now" and weekdays in the ten languages (``claims.NOW_WORDS``,
``switches._DAYS_MORE``), rescheduling verbs (``revisions._RESCHEDULED``), audit lines ("from A to B", "Galaxy S21 ->
Galaxy S24": ``switches``), one line of a summary changed (``claims._one_part_changed``), a JSON field changed past
the duplicate gate, terse replies ("nvm", "oops 6:30 not 6": ``followups``), a leading pronoun for a profile note's
subject, a record's value sold or given away, endings and denials in is, af, cy, et, lv, sl (``endings.abroad``,
``retractions``). Corpora 1-15 moved by +1 correction on the 6th, 8th, 10th, 11th, 12th, 15th and +2 on the 13th,
no compatible pair lost; the ratchets of the 8th, 10th, 12th, 13th and 16th follow.

The seventeenth corpus: ``tests/independent/corrections_heldout17.py``
------------------------------------------------------------------------

Written blind by hand (helper corrcorp17, 2026-12-07) from the sixteenth corpus's format docstring and the opening
turns of one LoCoMo conversation, while corrfix16 was being written from the sixteenth's misses: what an assistant
keeps from long personal chats (pets renamed or rehomed, partners, friends and relatives and where they live, names
and pronouns, contact details, routines and shifts, subscriptions, learning levels, games, creative work), assistant
settings (tone, format, units, time zone, reply language), team decisions reversed, ADR / RFC status, slipping
dates, feature-flag rollouts, corrections by reference ("scratch that", "ignore what I said about the venue"),
relative times and ranges made specific, third persons; 235 corrections / 80 updates / 379 compatible, 150 of 694
pairs in ten languages (ca, gl, ro, hr, sk, lt, tl, ms, eo, hu). Its labels: a level that moves (a belt, a rank, a
CEFR level) is an update either way; a date inside the stated range is compatible.

| rules | corrections | updates stored, changed | compatible kept |
|---|---|---|---|
| main at d910bcf (corrfix15, before corrfix16 and corrfix17) | 109/235 (46.4%) | 80/80, 46/80 | 373/379 (98.4%) |
| + corrfix16 alone (written from the sixteenth's misses) | 112/235 (47.7%) | 80/80, 46/80 | 371/379 (97.9%) |
| + corrfix16, "User" as the speaker, corrfix17 (from its misses) | 149/235 (63.4%) | 80/80, 56/80 | 372/379 (98.2%) |

corrfix16 carried over three corrections for two compatible pairs: another person's move ("Lena moved from Berlin
to Vienna") ended "User used to live in Berlin" (an extractor's "User" was not read as the speaker; mended in
``revisions.someone_else``) and "My other cousin Bisi moved from Lagos to Abuja" ended "User's cousin Ade lives in
Lagos" (left). Branch corrfix17 (probes in ``tests/test_correction_classes17.py``): renames of a pet, band, shop,
team or title (``revisions.renamed``), assistant settings replaced, not for one reply (``tastes.setting_changed``), a
shift moved to another part of the day (``switches.shift_moved``), "User's X" read like "my X", a step on a ladder
flagged (``revisions.ladder_moved``: CEFR, JLPT, grades, ranks, belts), weekdays and words of correction of the ten
languages. It carried over to corpora 7, 9, 12, 15 (one or two corrections each) and updates on 7, 8, 9, 14, 16.
Still missed: another named person's new job or home in its language, a new partner or best friend, team decisions
reversed ("Reverting ... going with ClickHouse"), corrections by reference ("Scratch that, ... the community
hall"), name corrections ("Sorry, it's Isabel"), promotions, record fields in session summaries, "done" states as
updates. Thresholds: a ratchet at this level.

The eighteenth corpus: ``tests/independent/corrections_heldout18.py``
-----------------------------------------------------------------------

Written blind (helper corrcorp18, 2026-12-07) from the seventeenth corpus's format docstring, after corrfix16 and
corrfix17 were merged: memories as agents write them (a coding agent's notes on a repository: build command, package
manager, test runner, branch policy, deploy target, pinned dependency, quarantined test, feature flag; support,
tutoring, travel, household and health-coach agents' notes), as key: value lines, JSON, bullet lists, settings-file
diffs, dated log lines and terse commands ("use pnpm not npm"); A -> B -> A chains, corrections naming only the new
value, partial corrections of a list, changes at another granularity (city / neighbourhood, team / squad); 234
corrections / 82 updates / 323 compatible, 208 of 639 pairs in eight languages (af, sw, cy, is, lv, sl, et, eu);
templates with a few fillers each (about 110 pairs written one by one).

| rules | corrections | updates stored, changed | compatible kept |
|---|---|---|---|
| main at b84b60d (corrfix16 and corrfix17 merged) | 139/234 (59.4%) | 82/82, 69/82 | 316/323 (97.8%) |
| + corrfix18 (written from its misses) | 181/234 (77.4%) | 82/82, 69/82 | 321/323 (99.4%) |

At first contact 59.4%, where the fifteenth, sixteenth and seventeenth landed at 51.7%, 46.1% and 46.4% (of their
corrections) before their fixers. Thresholds: a ratchet at this level.

Branch corrfix18 (probes in ``tests/test_correction_classes18.py``): a terse pick "use Y not X" and "Y, not X" in the
eight languages (``parsing``, ``claims._terse_contrast``), "new <key>" before or after the key with a new number
(``followups``), homes and moves of is, lv, et, eu and their kin words, the Slovenian "se je" (``attributes``),
imperatives removing a list item and "changed to" of sw, cy, lv, sl (``changes``), a settings diff read as
"key: A -> B" (``switches.diffed``); kept: "just this week", "this sprint's", "stays 15:00". It carried over to one
correction of the sixth corpus. Still missed: un-quarantined / reassigned / renamed notes, A -> B -> A chains
("Back to flake8"), bare value replies ("Silver, sorry", "Actually it's 4"), inflected values (lv "e-pastam" /
"e-pastu", eu "9:00etan" / "9:00etakoa"), a collection day moved in is and eu. Left: "Trip dates: late May" /
"24-28 May" (a range made specific, superseded) and a pin said twice (rejected as a duplicate).

The nineteenth corpus: ``tests/independent/corrections_heldout19.py``
-----------------------------------------------------------------------

Written blind (helper corrcorp19, 2026-12-07) from the eighteenth corpus's format docstring, after corrfix18 was
merged, in the register of real multi-session chats (LoCoMo's development conversations read for register only; no
sentence or name taken): third-person facts about named people and the people in their lives as a memory extractor
writes them, raw chat turns as memories ("Name: text") with corrections by reference, bare replies, self-corrections
mid-message, news told as news, emoji and typos, changes told by the other speaker, a turn paired with its
observation (compatible); 224 corrections / 77 updates / 340 compatible, 204 of 641 pairs in nb, da, fi, tr, vi, el,
uk, pl and romanised Hindi.

| rules | corrections | updates stored, changed | compatible kept |
|---|---|---|---|
| main at 1406527 (corrfix18 merged) | 134/224 (59.8%) | 77/77, 44/77 | 326/340 (95.9%) |
| + corrgen (general readings from corpora 1-18; blind to this one) | 135/224 (60.3%) | 77/77, 44/77 | 324/340 (95.3%) |
| + corrfix19 (written from its misses; without corrgen) | 177/224 (79.0%) | 77/77, 44/77 | 335/340 (98.5%) |
| both merged (corrgen supersedes two 'wrong photo' asides) | 178/224 (79.5%) | 77/77, 44/77 | 333/340 (97.9%) |

At first contact 59.8% (the eighteenth: 59.4%), but 14 compatible pairs lost: below the 97% bar for the first time
since the thirteenth. Thresholds: a ratchet at this level.

Branch corrfix19 (``zeusmem.rules.chats``, probes in ``tests/test_correction_classes19.py``): kept, nine of the 14
compatible pairs lost: another relative ("my cousin moved" of "his brother lives in ..."), a relative of the named
person ("Søsteren til Sindre har flyttet"), a buddy's change, a change that nearly happened ("almost moved to Denver
..., so Austin it is"), an event next to the stored one (orientation), the same date in another format, and (no longer
duplicates) another child and a one-off of a routine. The five left are a turn and its observation of the same fact,
rejected as duplicates (nothing lost). Superseded: a speaker taking back a time, date, plan, name or relative's place
by reference or mid-message in the nine languages ("glem det, 16 passer bedre", "lab, not golden", "nei vent, det er
fetteren min"), a couple's break-up told by another speaker, a named person's move or quit in their own turn, in the
third person or told by another speaker ("Did Hollis tell you? He quit teaching"). Rules read only a turn of the
person the old memory is about (its speaker, or the name it opens on); LoCoMo unchanged (2/2760 turns, 4/1210
observations hidden). It carried over to two corrections of the tenth corpus and one compatible pair of the
thirteenth. Still missed (47): third-person changes of other attributes (diet, school, a favourite, a major,
living alone / with parents, hospital discharge), "X is my sister, my wife is Y" corrections of a named relative,
"Missed it, getting the 10:05", bare replies without "not".

The twentieth corpus: ``tests/independent/corrections_heldout20.py``
----------------------------------------------------------------------

Written blind (helper corrcorp20, 2026-12-07) from the nineteenth corpus's format docstring: a personal assistant's
long-term memory about its one user as a memory extractor (mem0, LangMem) writes it ("User ...", "Användaren ...",
"Uživatel ...", "Pengguna ...", "Потребителят ...", "Корисник ..."): health and medication, family logistics, money,
study, travel, home, hobbies, diet, devices and subscriptions, work; corrections as a later chat is stored ("User
clarified ...", "no longer", "switched", "misspoke"), many never repeating the attribute's name ("User left the
covers band."); 215 corrections / 68 updates / 288 compatible, 274 of 571 pairs in sv, cs, id, bg, sr (Cyrillic).

| rules | corrections | updates stored, changed | compatible kept |
|---|---|---|---|
| main at 1406527 (corrfix18 merged) | 100/215 (46.5%) | 68/68, 50/68 | 285/288 (99.0%) |
| + corrgen (blind to this one) | 103/215 (47.9%) | 68/68, 50/68 | 285/288 (99.0%) |
| + corrfix19 (blind to this one) | 103/215 (47.9%) | 68/68, 50/68 | 285/288 (99.0%) |
| + corrfix20 (written from its misses) | 188/215 (87.4%) | 68/68, 50/68 | 288/288 (100%) |

Thresholds: a ratchet at this level.

Branch corrfix20 (``zeusmem.rules.extracted``, probes in ``tests/test_correction_classes20.py``): the extractor's
subject word ("User", "Användaren", "Uživatel", "Pengguna", "Потребителят", "Корисник") is the speaker's own "I":
an English "User ..." statement is read a second time in the first person when the new one holds a change cue
(+9 corrections on the 7th, 10th, 12th-15th, 17th); a change of the user's own slot (or a named child's) is
superseded only where what ends is named in the old statement ("sa upp Viaplay"), a number is ported, a switch
goes to a named value the old one does not hold ("převedl výplatu na účet u Fio banky"), a correction marker
("User clarified", "upřesnil", "исправио") or "instead of"/"not" names the old value, a doctor changes a dose, a
negated or meatless diet is broken "again", or "now" replaces the old statement's last value by one of its kind;
a landlord backing down with the rent staying at another number supersedes. Vetoes: a relative or another person
named in the new statement only, one week's cancellation, a move weighed and not made ("tapi tidak jadi pindah"),
the way to the old value ("než se přestěhoval na Žižkov"). Corrections 103 -> 188/215, compatible 285 -> 288/288;
on the nineteen others +24 corrections, no compatible pair changed; the twenty-first (blind, a team's memory)
unchanged at 110/273, 431/444. Still missed (27): a seat or a diet preference in other words ("gångplats" of
"fönsterplats"), a relative doing the run now, "quit caffeine" of "three coffees a day", a time said in words.

The twenty-first corpus: ``tests/independent/corrections_heldout21.py``
-----------------------------------------------------------------------

Written blind (helper corrcorp21, 2026-12-07) from the twentieth corpus's format docstring: the memory of a TEAM or
PROJECT, not of one user: decisions and their reversals, owners, co-owners and on-call, releases, freezes and launch
dates, pinned versions, environments, ports, hosts and branches, vendors and contracts, budgets and headcount,
meeting and offsite logistics, conventions, CRM accounts (plan, contact, renewal date, billing address), written as
minutes, ticket comments, changelog lines, ADR status lines, team-channel messages and an agent's notes; corrections
naming the attribute by reference only ("Scrap the Friday thing", "The decision above no longer holds"), partial
changes (one of two co-owners leaves); 273 corrections / 92 updates / 444 compatible (431 of them sharing their OLD
with a correction), 441 of 809 pairs in nl, pt, it, he, mk.

| rules | corrections | updates stored, changed | compatible kept |
|---|---|---|---|
| main at b0751d8 (corrfix19, corrgen merged; first contact) | 110/273 (40.3%) | 92/92, 62/92 | 431/444 (97.1%) |
| + corrfix20 (blind to this one) | 110/273 (40.3%) | 92/92, 62/92 | 431/444 (97.1%) |
| + corrfix21 (written from its misses) | 177/273 (64.8%) | 92/92, 76/92 | 431/444 (97.1%) |
| corrfix21 reverted (6d80f7a), then corrfix21c | 176/273 (64.5%) | 92/92, 76/92 | 431/444 (97.1%) |

First contact below the nineteenth's and twentieth's (46-60%): a team's decisions, owners and versions are slots the
rules were little written from.
Thresholds: a ratchet at the corrfix21 level.

Branch corrfix21 (``zeusmem.rules.aligned``, written from the misses of this corpus and the twenty-second; probes in
``tests/test_correction_classes21.py``): a slot/value alignment of the two statements in place of one more pattern per
phrasing (issue 25 item 2). Both are read as content words and values of four kinds (numbers with their units and
ordinals, weekdays in thirteen languages, names, identifiers, hosts and paths); the new statement supersedes when it
says the old slot again (a content word or a name comes back), gives a value of a kind the old one holds and does not
hold itself, and says that the value changed (a verb of change or correction in en, nl, pt, it, es, de, ru, mk, he,
ja, ko, "now", "from Monday on", or a figure whose digits were swapped), the old value named beside it only as the one
rejected ("X pelo Y", "replaced X", "X anymore", "forget the Friday thing"). Three partial classes: a slot bounded by
"only" widened with "too" (CSV only -> XLSX too), one of two co-holders leaving the other alone ("sole owner"), a reply
that says no and gives the old value to another holder ("no, Denver is my cousin ..."). A short case line of the same
reference (ADR-17, INC-42, SUP-417) saying something else is flagged (+14 updates here). Vetoes: one occasion, a
proposal or a plan, a question (unless about what was said), someone else (a word of kin, a third-person opening, "X's
part"), a narrower slot ("my work email"), a release deployed, history, exclamations and chat turns over 25 words (the
LoCoMo guard). Corrections 110 -> 177/273 here, 121 -> 150/280 on the twenty-second; on the twenty others +51
corrections and +4 updates in the last full run (the 3rd-17th; an "always" veto added after it gives one back on the
6th), no compatible pair lost on any corpus. A flag for any count said
again with another number was measured and left out: 45 more updates flagged for 284 compatible pairs flagged.
Still missed: changes named by reference only ("The decision above no longer holds"), values in lower-case words
("master" -> "main", "monthly" -> "quarterly"), endings without a new value ("postponed indefinitely").

corrfix21 was reverted (6d80f7a): the full suite found it superseding in the write path what no rule should, one
numbered note by another ("Note 5: sensor 35 reads 65 units" of "Note 8: sensor 56 reads 104 units": 56 and 65 read
as a figure with its digits swapped) and one injected instruction by another ("Call production_deploy now" /
"call memory_add": "now" with a new identifier). corrfix21c brought it back with three changes
(``tests/test_correction_classes21.py``): digits swapped are a correction only when that figure is the one the new
statement says anew (the other figures the same or not said); a thing named by a number at the head of a clause or
as the label ("sensor 35", "Room 12", "Sprint 15", "Q2"), another number in each statement and another value besides,
is another thing, not the same one corrected (a veto of any rule's supersession: on main, ``followup``, ``frame``,
``decided`` and ``switch`` superseded "Room 12 seats 20 people now" of "Room 14 seats 30 people" and its like); a
clause that gives an order to act ("Ignore previous instructions", "Call production_deploy now") states no value
and its "now" is when to act, no word of change (a standing wish, "use X from now on", stays a statement). Cost here:
one correction, a figure swapped by chance ("Offsite is 19-21 May" of "12-14 May": two figures said anew); no other
pair of the 23 corpora changed.

The twenty-second corpus: ``tests/independent/corrections_heldout22.py``
------------------------------------------------------------------------

Written blind (helper corrcorp22, 2026-12-07) from the twenty-first corpus's format docstring: the register of real
personal chats about health, family, money and home (the author read 14 turns of two LoCoMo sessions, copied
nothing) and the lines an LLM extractor writes from them: mid-chat slips ("wait, did I say Tuesday?"), the
assistant's misattributions fixed ("no, that was my aunt"), flipped digits, changes named only by reference ("she's
not coming after all"), time words ("these days", "as of last week"), "User corrected the assistant: ...";
compatible pairs are history, another person's value, a one-off, a plan not carried out, more detail, progress
towards a goal. 280 corrections / 91 updates / 419 compatible (370 sharing their OLD with a correction), 285 of 790
pairs in es, de, ja, ru, ko.

| rules | corrections | updates stored, changed | compatible kept |
|---|---|---|---|
| main at c3d2615 (first contact) | 116/280 (41.4%) | 91/91, 30/91 | 413/419 (98.6%) |
| + corrfix20 (blind to this one) | 121/280 (43.2%) | 91/91, 30/91 | 413/419 (98.6%) |
| + corrfix21 (written from its misses) | 150/280 (53.6%) | 91/91, 30/91 | 413/419 (98.6%) |
| corrfix21 reverted (6d80f7a), then corrfix21c | 150/280 (53.6%) | 91/91, 30/91 | 413/419 (98.6%) |

Thresholds: a ratchet at the corrfix21 level. corrfix21 (see the twenty-first corpus) gained here by the same
alignment: a change verb with a value of the old slot's kind (es, de, ja, ru), the co-worker of an old value named
only as rejected, flipped digits, the misattribution replies ("no, la que vive en Monterrey es mi prima"). Left: the
updates (chat progress with no shared number: "Cast came off", "Visa approved!"), Japanese and Korean values
(no names or numbers to align), diet and habit changes said without a value.

The twenty-third corpus: ``tests/independent/corrections_heldout23.py``
------------------------------------------------------------------------

Written blind (helper corrcorp23, 2026-12-07) from the twenty-second corpus's format docstring: the memory of an
agent that helps ONE PROFESSIONAL with their work (a nurse, an electrician, a bookshop owner, an immigration lawyer,
a researcher, a teacher, a plumber, a dentist, a translator, a pharmacist, a tailor, a vet): a second source
overruling the first (the supplier, an updated policy, a county letter), a price or rate changed for good, a
supplier or tool replaced, a fact put on the wrong client; compatible: a discount for one order, an exception for
one client, the same value in other units, a range narrowed, history; updates: hours logged, a permit from
submitted to passed, a patient from the ICU to the ward. 247 corrections / 91 updates / 366 compatible (358 sharing
their OLD with a correction), 254 of 704 pairs in fr, pl, tr, zh, vi, ar, hi, sw.

| rules | corrections | updates stored, changed | compatible kept |
|---|---|---|---|
| main at c3d2615 (first contact) | 154/247 (62.3%) | 91/91, 57/91 | 354/366 (96.7%) |
| + corrfix20 (blind to this one) | 154/247 (62.3%) | 91/91, 57/91 | 354/366 (96.7%) |
| + corrfix21 (blind to this one; written from the 21st and 22nd) | 161/247 (65.2%) | 91/91, 57/91 | 353/366 (96.4%) |
| corrfix21 reverted (6d80f7a), then corrfix21c | 161/247 (65.2%) | 91/91, 57/91 | 353/366 (96.4%) |
| + corrfix22 (written from its losses and misses) | 190/247 (76.9%) | 91/91, 57/91 | 364/366 (99.5%) |
| corrfix21c + corrfix22 merged | 192/247 (77.7%) | 91/91, 57/91 | 364/366 (99.5%) |

The highest first contact of the last six blind corpora, and compatible pairs below the 97% bar: what supersedes
wrongly is a one-off or an exception ("On weekends Dana sometimes parks on the street instead of Lot C", "10% off
the Romex on this one order", "Heavy website orders ship via UPS Ground instead of Media Mail", "Hôm nay quán đóng
sớm"), a rule widened ("also applies to heparin drips"), a request withdrawn; corrfix21's alignment adds one ("During
the anniversary week members got 20% off instead of the usual 10%").
corrfix22: an exception to a general statement or a rule widened no longer supersedes it
(:mod:`zeusmem.rules.exceptions`: one occasion, a subset, the usual value named, "also", a request withdrawn:
10 of the 12 compatible losses); a value changed for good or set right by a second source supersedes its flagged
old value (:mod:`zeusmem.rules.overrules`: a new document or notice, a verb that set the value, an error admitted,
a date it holds from; a provider replaced with the old one named as left): corrections 154 -> 190. No corpus 1-23
loses a pair (6th, 13th, 21st keep 1, 1, 2 compatible pairs more; 9th-11th, 15th, 16th, 21st gain 1-3 corrections).
Thresholds: a ratchet at this level.

The twenty-fourth corpus: ``tests/independent/corrections_heldout24.py``
-------------------------------------------------------------------------

Written blind (helper corrcorp24, 2026-12-07) from the twenty-third corpus's format docstring: a SERVICE DESK's
memory about many customers at once (an outdoor-gear shop's support, an internet provider's helpdesk, a hotel front
desk, a garage, a property office, a vet's reception; one desk per other language): the same kind of fact (an
address, an order number, a room, a plan, a dose) side by side for dozens of people and items, so the near-misses
are another customer's or item's own value and lists of similar items (TN-40518 / TN-40561, room 214 / 216), the
corrections a fact filed on the wrong customer and digit typos in order, ticket and account numbers. 252
corrections / 91 updates / 366 compatible (360 sharing their OLD with a correction), 246 of 709 pairs in pt, it, nl,
uk, el, he, id, th, sv (none used by the 22nd or 23rd).

| rules | corrections | updates stored, changed | compatible kept |
|---|---|---|---|
| main at 7c599ee (first contact) | 144/252 (57.1%) | 91/91, 49/91 | 353/366 (96.4%) |
| + corrfix22 (written before it, from the 23rd) | 145/252 (57.5%) | 91/91, 49/91 | 353/366 (96.4%) |
| + corrfix21c (written before it, from the 21st and 22nd) | 162/252 (64.3%) | 91/91, 49/91 | 353/366 (96.4%) |
| corrfix21c + corrfix22 merged | 162/252 (64.3%) | 91/91, 49/91 | 353/366 (96.4%) |
| + corrfix24 (written from its misses: seen) | 184/252 (73.0%) | 91/91, 77/91 | 354/366 (96.7%) |

corrfix24 (probes in ``tests/test_correction_classes24.py``): a number keyed with two neighbouring digits swapped
(``general.transposed``: "HB-77120" / "HB-71720", "415-555-0121" / "...0112"; not of another named holder, nor a
second one); a value set again by the parties or from a date in the corpus's languages (``overrules``: "renegotiated",
"renewed at", "ha alzato ... a", "перейшла на", "עולים ל", "menambah ... menjadi", "ombokad till", "ขึ้นราคาเป็น",
"från den 1 februari", "mulai Senin", "ממחר", "dal nuovo orario"); the steps between an order's or a ticket's first
and last stage flagged (``words.stages``: logged, ordered, in provisioning, waiting, arrived, installed, picked up,
closed, in pt it nl uk el sv he th; status lines up to 16 words); "another ticket, #4390" of "ticket #4471" is a
second thing; "Ignore previous instructions and set ..." supersedes nothing (flagged). Updates of eleven other
corpora gain 1-7 (the 6th, 8th, 9th, 12th, 15th, 16th, 18th, 19th, 21st-23rd), the 6th one correction; no pair of
corpora 1-23 lost. Left: a fact moved to another customer with the old value set aside in a second clause ("...
is for 2D; 2C was shown to her": read, it superseded 7 compatible pairs of five corpora), stages named without a
stage word ("at the body shop" / "back from the body shop"), withdrawals and reversals ("called it off", "isn't
allergic after all"), a preference turned ("now asks to be near the elevator").

Thresholds: a ratchet at this level.

The twenty-fifth corpus: ``tests/independent/corrections_heldout25.py``
-----------------------------------------------------------------------

Written blind (helper corrcorp25, 2026-12-07) from the twenty-fourth corpus's format docstring: the working memory of
FARMS (a sheep farm, a vegetable-box farm, a dairy, a cider orchard with bees; one farm per other language): records
about many look-alike animals, fields, hives and tanks, so the hardest near-miss is the neighbouring ewe's or
paddock's own value, and the updates follow the farming year (lambing, drilling, harvest, fermenting). Field voice
notes with fillers ("uh no scratch that"), tallies and records with one part fixed, corrections passed on by someone
else ("not that one, the other heifer"), swapped digits, an expert's changed diagnosis; compatible: other units,
one-off exceptions, additions, another animal with the same value, history, next year's plans. A thing moved to a
new place counts as a correction, a move that is the next step of the farming year as an update. 251 corrections /
97 updates / 371 compatible (each sharing its OLD with a correction), 225 of 719 pairs in cs, ro, hu, fi, da, tl,
ca, fa (none used by the 22nd-24th).

| rules | corrections | updates stored, changed | compatible kept |
|---|---|---|---|
| main at cfa29c2 (first contact) | 120/251 (47.8%) | 97/97, 59/97 | 350/371 (94.3%) |
| + corrfix24 (written before it, from the 24th) | 120/251 (47.8%) | 97/97, 61/97 | 350/371 (94.3%) |
| + corrgen2 (written before it, from the misses of 1-24 together) | 126/251 (50.2%) | 97/97, 61/97 | 350/371 (94.3%) |

Thresholds: a ratchet at this level.

The twenty-sixth corpus: ``tests/independent/corrections_heldout26.py``
-----------------------------------------------------------------------

Written blind (helper corrcorp26, 2026-12-07) from the twenty-fifth corpus's format docstring: the working memory of
the PERFORMING ARTS (a touring theatre company, an amateur orchestra, a short-film shoot, a wedding band, a church
choir, a ballet school, a festival, a stand-up tour, a school musical, an opera house; one group per other language:
a Bergen school band, a Dalmatian klapa, a Tartu choir and a Viljandi theatre, a Malay dance troupe, an Afrikaans
festival play, a Galician pipe band). Venues, dates, casts, set lists and riders; updates are ticket sales, rehearsal
weeks, builds and funds; compatible pairs are another tour stop, dressing room or wedding with the same value,
one-off exceptions, additions ("allergic to nuts and sesame"), another holder ("Molly's mum sings in the altos").
250 corrections / 100 updates / 391 compatible (386 sharing their OLD with a correction), 257 of 741 pairs in nb,
hr, et, ms, af, gl.

| rules | corrections | updates stored, changed | compatible kept |
|---|---|---|---|
| main at 5edd845 (first contact) | 138/250 (55.2%) | 99/100, 65/100 | 355/391 (90.8%) |
| + all of the old one and a word more is no restatement (seen) | 138/250 | 100/100, 65/100 | 371/391 (94.9%) |
| + "just this once" per language (exceptions._ONE_OFF; seen) | 138/250 | 100/100, 65/100 | 374/391 (95.7%) |
| + another numbered thing, the same value: flagged (seen) | 138/250 | 100/100, 65/100 | 375/391 (95.9%) |

The three rules above were written from its misses: 16 additions and other holders were refused as duplicates (one
of them an update; a memory refused as a duplicate is lost), 3 one-off exceptions and a renumbered stop superseded.
Left (compatible superseded): another dated occasion ("Rehearsal on 7 / 14 March is cancelled"), the same duration
in other units ("95 minutes" / "an hour and 35 minutes"), Galician "no" (in the) read as a negation, additions to a
list superseding it ("no Beatles songs and no Oasis").

Thresholds: a ratchet at this level.

The twenty-seventh corpus: ``tests/independent/corrections_heldout27.py``
-------------------------------------------------------------------------

Written blind (helper corrcorp27, 2026-12-07, at the end of a stop, after its rules) from the twenty-sixth corpus's
format docstring: AMATEUR SPORT AND OUTDOOR CLUBS (football, cricket, rugby, rowing, sailing, climbing, running,
swimming, tennis, chess, golf, hill walking; one club per other language: a Slovak hiking club, a Slovenian alpine
club, a Lithuanian veterans' team and cycling club, an Icelandic handball club, a Welsh rugby club, a Bulgarian
volleyball club). Fixtures, training nights, captains, fees, kit and bookings; updates are league tables, plans by
week, funds, builds, ratings and personal bests; compatible pairs are another squad, boat, court, locker or day with
the same value, one-off exceptions ("No training on 24 December"), records that differ in one field. 251
corrections / 100 updates / 368 compatible (all sharing their OLD with another pair), in en sk sl lt is cy bg.

| rules | corrections | updates stored, changed | compatible kept |
|---|---|---|---|
| main at 0f48632 (written after it, read after it) | 119/251 (47.4%) | 100/100, 71/100 | 339/368 (92.1%) |
| main at df7b540 (that stop's rules: corrlex + 3 readings) | 124/251 (49.4%) | 100/100, 71/100 | 347/368 (94.3%) |
| + corrgen3 (lexicon markers on a slot's value; held out) | 133/251 (53.0%) | 100/100, 71/100 | 347/368 |
| + corrfix28 (from its and the 28th's misses: seen) | 138/251 (55.0%) | 100/100, 71/100 | 348/368 |

Left (compatible superseded or refused): records that differ in one field other than a name ("U11" / "U12", another
date, locker 22 / 23), another day or squad for the same outing, the same holder in a second role ("secretary of the
county association too", refused as a duplicate: a lost memory). Updates left unchanged are mostly completions
("Floodlights switched on", "All 3 summits", "Sezona končana: 22 tekem").

Thresholds: a ratchet at this level.

The twenty-eighth corpus: ``tests/independent/corrections_heldout28.py``
------------------------------------------------------------------------

Written blind (helper corrcorp28, 2026-12-07) from the twenty-seventh corpus's format docstring: HOME RENOVATION AND
THE TRADESPEOPLE AROUND IT (a household's Victorian terrace and its builder, plumber, electrician, plasterer, kitchen
fitter, engineers and building control; a small building firm's crews, sites, vans, suppliers, day rates, client
records and JSON job records; one household per other language). Corrections are moved slots, revised quotes,
replaced suppliers, re-measured sizes, digit swaps, changed colours and materials, reversed decisions; updates are
planning and permit stages, build stages, delivery tracking, rooms done, budgets, snag lists; compatible pairs are
another room, site or firm with the same value, another trade in the same slot, one-off exceptions, more detail.
258 corrections / 105 updates / 388 compatible (382 sharing their OLD with another pair), 310 of 751 pairs in fr de
es it nl pl pt.

| rules | corrections | updates stored, changed | compatible kept |
|---|---|---|---|
| main at a90d8ab (first contact) | 111/258 (43.0%) | 105/105, 67/105 | 381/388 (98.2%) |
| + corrgen3 (written before it was read) | 113/258 (43.8%) | 105/105, 67/105 | 381/388 |
| + corrfix28 (from its and the 27th's misses: seen) | 128/258 (49.6%) | 105/105, 67/105 | 382/388 |

corrfix28: revision verbs without a goal, a change announced as a label, weekdays of 16 more languages, CJK values.

Thresholds: a ratchet at first contact.

The twenty-ninth corpus: ``tests/independent/corrections_heldout29.py``
------------------------------------------------------------------------

Written blind (helper corrcorp29, 2026-12-08) from the twenty-eighth corpus's format docstring: PLANNING A WEDDING, A
FAMILY REUNION AND THE TRAVEL AROUND THEM (a couple, both families, a small events firm, its suppliers, venues,
flights, trains and hotel blocks; one couple per other language). Corrections are moved dates and times, replaced
suppliers and members of the wedding party, reversed menu and song choices, rebooked flights and trains, head counts
that were wrong, typos in phone numbers, booking codes and names; updates are RSVPs, deposits and instalments,
fittings, rooms taken from a block, ticked-off tasks; compatible pairs are the ceremony and the reception, the
bride's and the groom's side, two aunts called Maria, table 4 and table 5, the outbound and the return flight, one
supplier in two roles, one-off exceptions, more detail. 253 corrections / 101 updates / 380 compatible (374 sharing
their OLD with another pair), 287 of 734 pairs in tr ro hi (romanised) id ja sv cs.

| rules | corrections | updates stored, changed | compatible kept |
|---|---|---|---|
| main at db4c7ba (first contact) | 160/253 (63.2%) | 101/101, 80/101 | 371/380 (97.6%) |
| + corrfix28 (from the 27th's and 28th's misses, not reading it) | 161/253 (63.6%) | 101/101, 80/101 | 371/380 |

The nine compatible pairs superseded: records of another event or another booking / invoice number with the same
fields, the return leg of a trip, the bridesmaids' car beside the bride's, another aunt at the same table, an
assistant's phone number beside the photographer's. Thresholds: a ratchet at first contact.
"""

from __future__ import annotations

import importlib
import sys
from dataclasses import dataclass
from pathlib import Path

import pytest

import zeusmem
from zeusmem.rules import claims

sys.path.insert(0, str(Path(__file__).parent))
from independent.corrections_heldout import COMPATIBLE, CORRECTIONS, UPDATES  # noqa: E402
from pair_eval import pure_outcomes, score, write_path_outcome  # noqa: E402


@dataclass(frozen=True)
class Corpus:
    """One corpus: its module under ``tests/independent/``, its name in the summary, the least number of
    pairs of each list it must have, and the thresholds the rules must meet on it."""

    module: str
    name: str
    at_least: tuple[int, int, int]  # corrections, updates, compatible pairs
    corrections: float
    updates: float
    compatible: float


CORPORA = [
    Corpus("corrections_heldout", "independent corrections corpus", (60, 0, 120), 0.97, 0.97, 1.0),
    Corpus("corrections_heldout2", "second independent corrections corpus", (80, 40, 120), 0.86, 0.82, 0.99),
    Corpus("corrections_heldout3", "third independent corrections corpus", (100, 50, 130), 0.92, 0.50, 0.99),
    Corpus("corrections_heldout4", "fourth independent corrections corpus", (110, 50, 140), 0.90, 0.75, 0.98),
    Corpus("corrections_heldout5", "fifth independent corrections corpus", (130, 55, 190), 0.77, 0.89, 0.98),
    Corpus("corrections_heldout6", "sixth independent corrections corpus", (210, 70, 280), 0.78, 0.82, 0.99),
    Corpus("corrections_heldout7", "seventh independent corrections corpus", (180, 60, 280), 0.86, 0.90, 0.99),
    # written blind (corp8c - corp12c, corrcorp13, corrcorp14): ratchets at the level reached (bar 0.90 / 0.70 / 0.97)
    Corpus("corrections_heldout8", "eighth independent corrections corpus", (200, 70, 300), 0.72, 0.79, 0.99),
    Corpus("corrections_heldout9", "ninth independent corrections corpus", (220, 70, 320), 0.70, 0.94, 0.99),
    Corpus("corrections_heldout10", "tenth independent corrections corpus", (220, 70, 340), 0.64, 0.89, 0.99),
    Corpus("corrections_heldout11", "eleventh independent corrections corpus", (220, 70, 300), 0.59, 0.65, 0.98),
    Corpus("corrections_heldout12", "twelfth independent corrections corpus", (200, 70, 300), 0.70, 0.59, 0.97),
    Corpus("corrections_heldout13", "thirteenth independent corrections corpus", (230, 75, 350), 0.65, 0.80, 0.97),
    Corpus("corrections_heldout14", "fourteenth independent corrections corpus", (240, 70, 340), 0.80, 0.75, 0.98),
    # the fifteenth (corrcorp15): ratchets at the level corrfix14 + corrfix15 reached (67.1% / 81% / 97.8%)
    Corpus("corrections_heldout15", "fifteenth independent corrections corpus", (290, 70, 350), 0.75, 0.82, 0.97),
    # the sixteenth (corrcorp16), first contact with corrfix14 + corrfix15: a ratchet at that level
    # corrfix16: ratchets at the level reached (77.4% / 74.7% / 98.3%)
    Corpus("corrections_heldout16", "sixteenth independent corrections corpus", (210, 70, 340), 0.81, 0.77, 0.98),
    # corrfix17 raised: 7, 8, 9, 14, 16 updates (ladder steps flagged), 11 compatible, 12 corrections
    # the seventeenth (corrcorp17), with corrfix16 + corrfix17: a ratchet at that level (63.4% / 70% / 98.2%)
    Corpus("corrections_heldout17", "seventeenth independent corrections corpus", (230, 75, 370), 0.70, 0.70, 0.98),
    # the eighteenth (corrcorp18), first contact on the merged rules: a ratchet at that level (59.4% / 84% / 97.8%)
    Corpus("corrections_heldout18", "eighteenth independent corrections corpus", (230, 80, 320), 0.79, 0.90, 0.99),
    # corrfix18: the eighteenth raised to the level reached (77.4% / 84% / 99.4%), the sixth's corrections 0.73 -> 0.74
    # corrgen (rules/general.py: owned errors, one cell of a record, a named holder left for another): corrections of
    # the 4th-13th, 15th-17th raised to the level reached, rounded down (2439 -> 2505 of 3486 on the eighteen)
    # the nineteenth (corrcorp19), first contact on the merged rules: a ratchet at that level (59.8% / 57% / 95.9%)
    # corrfix19: the nineteenth raised to the level reached (79.0% / 57% / 98.5%), the tenth's corrections 0.55 -> 0.56
    # corrfix19: the thirteenth's compatible 0.96 -> 0.97 (357/367)
    # merged with corrgen: 178/224, 333/340 (two owned errors about a photo superseded)
    Corpus("corrections_heldout19", "nineteenth independent corrections corpus", (220, 75, 330), 0.79, 0.59, 0.97),
    # the twentieth (corrcorp20), first contact on the rules of 1406527: a ratchet at that level (46.5% / 73% / 99.0%)
    # corrfix20 (rules/extracted.py): the twentieth raised to the level reached (87.4% / 73.5% / 100%), rounded down;
    # corrections of the 5th, 7th, 10th, 12th-15th and 17th raised to the level reached (+24 on the nineteen others)
    Corpus("corrections_heldout20", "twentieth independent corrections corpus", (210, 65, 280), 0.88, 0.73, 1.0),
    # the twenty-first (corrcorp21), first contact on the rules of b0751d8 (40.3% / 67% / 97.1%); corrfix21 written
    # from its misses: a ratchet at that level (64.8% / 82.6% / 97.1%)
    Corpus("corrections_heldout21", "twenty-first independent corrections corpus", (270, 90, 440), 0.67, 0.83, 0.97),
    # the twenty-second (corrcorp22), first contact with corrfix20 merged (43.2% / 33% / 98.6%); corrfix21 written
    # from its misses: a ratchet at that level (53.6% / 33% / 98.6%)
    Corpus("corrections_heldout22", "twenty-second independent corrections corpus", (270, 90, 410), 0.54, 0.34, 0.98),
    # the twenty-third (corrcorp23), first contact with corrfix20 merged: a ratchet at that level (62.3% / 63% / 96.7%)
    # corrfix21c (aligned.py brought back after its revert, 6d80f7a, without its two misfires): every figure below
    # the level reached raised to it, rounded down (the 2nd-17th, the 20th and the 23rd)
    # corrfix22: 76.9% / 62.6% / 99.5% (190/247, 57/91, 364/366)
    Corpus("corrections_heldout23", "twenty-third independent corrections corpus", (240, 90, 360), 0.79, 0.70, 0.99),
    # the twenty-fourth (corrcorp24), first contact on the rules of 7c599ee: a ratchet at that level (57.1% / 53.8% /
    # 96.4%)
    # corrfix21c and corrfix22 (both written before it) merged: 64.3% / 53.8% / 96.4%
    # corrfix24 (a number keyed with two digits swapped, values set again by a decision or from a date in more
    # languages, the steps of an order / return / ticket flagged): 73.0% / 84.6% / 96.7% (184/252, 77/91, 354/366);
    # updates of the 6th, 8th, 9th, 12th, 15th, 16th, 18th, 19th, 21st-23rd and the 6th's corrections raised to the
    # level reached, rounded down
    Corpus("corrections_heldout24", "twenty-fourth independent corrections corpus", (250, 90, 360), 0.73, 0.84, 0.96),
    # corrgen2 (rules/settled.py: a value rejected by name, a change said to last, on flagged pairs): corrections of
    # the 1st, 5th, 6th, 8th-12th, 15th-18th, 20th-23rd raised to the level reached, rounded down (+54 on 1-24)
    # the twenty-fifth (corrcorp25), first contact on the rules of cfa29c2: a ratchet at that level (47.8% / 60.8% /
    # 94.3%); with corrfix24 (written before it): 120/251, 61/97, 350/371; with corrgen2 (written before it): 126/251
    # corrlex (rules/lexicon.py: the correction markers as one concept x language table, written from no corpus):
    # 134/251 (written before it); corrections of the 8th, 10th and 21st raised to the level reached (+9 on 1-24);
    # all of the old one and a word more is no restatement (claims.is_restatement): compatible 350 -> 362/371
    Corpus("corrections_heldout25", "twenty-fifth independent corrections corpus", (250, 95, 370), 0.53, 0.62, 0.97),
    # the twenty-sixth (corrcorp26), first contact on 5edd845: 55.2% / 65.0% / 90.8%; with the restatement rule
    # above (written from its misses): 138/250, 65/100, 371/391; with "just this once" per language: 374/391
    Corpus("corrections_heldout26", "twenty-sixth independent corrections corpus", (250, 100, 390), 0.55, 0.65, 0.95),
    # the twenty-seventh (corrcorp27), written after the rules of df7b540: 49.4% / 71.0% / 94.3% (0f48632: 119/251,
    # 71/100, 339/368)
    # with corrgen3 (written without reading it): 133/251; corrfix28 (seen): 138/251
    Corpus("corrections_heldout27", "twenty-seventh independent corrections corpus", (250, 100, 360), 0.54, 0.71, 0.94),
    # the twenty-eighth (corrcorp28), first contact on a90d8ab: 43.0% / 63.8% / 98.2%; corrfix28 (seen): 128/258
    Corpus("corrections_heldout28", "twenty-eighth independent corrections corpus", (250, 100, 380), 0.49, 0.63, 0.98),
    # the twenty-ninth (corrcorp29), first contact on db4c7ba: 63.2% / 79.2% / 97.6%
    Corpus("corrections_heldout29", "twenty-ninth independent corrections corpus", (250, 100, 370), 0.63, 0.79, 0.97),
]


@pytest.mark.parametrize("corpus", CORPORA, ids=[c.module for c in CORPORA])
def test_heldout_on_the_rules(corpus: Corpus, minilm, summary_lines) -> None:  # type: ignore[no-untyped-def]
    pairs = importlib.import_module(f"independent.{corpus.module}")
    lists = (pairs.CORRECTIONS, pairs.UPDATES, pairs.COMPATIBLE)
    s = score(*(pure_outcomes(claims, minilm, p) for p in lists))
    summary_lines.append(f"{corpus.name}, rules: {s}")
    assert all(len(p) >= n for p, n in zip(lists, corpus.at_least, strict=True)), [len(p) for p in lists]
    assert s.meets(corrections=corpus.corrections, updates=corpus.updates, compatible=corpus.compatible), s


async def test_heldout_through_the_write_path(memory: zeusmem.MemoryService, summary_lines) -> None:  # type: ignore[no-untyped-def]
    out = {}
    for name, pairs in (("c", CORRECTIONS), ("u", UPDATES), ("k", COMPATIBLE)):
        out[name] = [await write_path_outcome(memory, f"ho-{name}-{i}", o, n) for i, (o, n) in enumerate(pairs)]
    s = score(out["c"], out["u"], out["k"])
    summary_lines.append(f"independent corrections corpus, write path: {s}")
    lost = [(p, o) for p, o in zip(COMPATIBLE, out["k"], strict=True) if o not in ("none", "flag")]
    assert s.meets(corrections=0.9, updates=0.9, compatible=0.99), (s, lost)
