"""Eighteenth held-out corpus for the corrects-or-compatible decision (independent author, corrcorp18).

What it is: three lists of (OLD, NEW) pairs of memories, stored one after the other. OLD is
already stored; NEW arrives later. Unlike the earlier corpora (statements by or about one user
in a personal chat), most pairs here are notes as different AGENTS would write them:
a coding agent's notes about a repository, a customer-support agent's notes about a customer, a
tutoring agent's notes about a learner, a travel agent's bookings, a household agent's notes, a
health-coach agent's notes, plus a user's terse commands to an agent.

- CORRECTIONS: NEW replaces OLD; OLD is no longer true, or never was.
- UPDATES: OLD was true when it was said; NEW gives a later state of the same counted, measured
  or staged thing (test coverage, services migrated, CI duration, a PR's or order's or ticket's
  status, open P1 bugs, seats on a plan, a weigh-in, resting heart rate, steps, longest run, a
  learner's working grade or mock score or language level, a visa or passport application, a
  boiler service booked then done, a refund requested then approved, a feature flag's rollout
  advancing, savings, chapters drafted, a renovation's stage, puppy jabs).
- COMPATIBLE: both stay true. Mostly hard near-misses in the same slots and styles as the
  corrections, usually with the same OLD as a correction: a second value of a multi-valued
  thing (a second device, a return flight or return seat, recycling on another day, a second
  quarantined test, a second spare key); the same value in other words or units (19:00 / seven
  in the evening, 9am / 09:00, 75 kg / 11 st 11, requests 2.31.0 / requests==2.31.0); a plan,
  quote, trial or spike that fell through; another person's change (a colleague's plan, a
  sibling's move against the user's own city, a neighbour's dog, the partner's gym); a
  temporary change (one collection moved by a bank holiday, one call by phone, a one-off
  session day, cover during a holiday); history stated as history; more detail (a JSON object
  with an extra field, a bullet list with departure time added, a neighbourhood inside the
  stored city, a squad inside the stored team); one-off events; correction idioms aimed at
  another slot ("oops, wrong school", "no, the 15:00 was the museum tour").

How it was written: by hand on 2026-12-07, in one sitting of about half an hour, by an
eighteenth independent author (a helper session, corrcorp18) who read only the task brief, the
module docstring of the seventeenth corpus (tests/independent/corrections_heldout17.py, the top
triple-quoted string only, plus a grep for its three list names; none of its pairs) and the
[tool.ruff] settings in pyproject.toml. The author did not read the system's rules (zeusmem/),
any other file under tests/, did not grep the repository, did not import zeusmem and did not
run the system on this corpus; nothing here was fitted to the rules. The pairs were written as
hand-made templates with a few hand-picked fillers each (a throw-away script under /tmp, not
committed, expanded them, checked that no pair repeats, none sits in two lists and none has OLD
equal to NEW, and computed the counts below). Because of the templates, many pairs share a
frame and differ in the filled values; each template was written as a correction with its own
hard twins. People, addresses, ticket and order numbers, emails (example.com) are invented;
well-known services, tools, airlines and hotels appear by their usual names.

Emphasis (where the seventeenth docstring says the earlier corpora did not go): (1) agent-
written notes rather than user statements: repo facts (build command, package manager, test
runner, branch policy, deployment target, feature owner, pinned dependency, quarantined flaky
test, CI provider, default branch, formatter, on-call), customer records (plan, device, ticket,
contact channel, shipping address, account name, order status), tutoring (weakest topic,
session slot, exam board, feedback style), travel (flight, seat, hotel, dates, meal request),
household (bin day, cleaner's day, broadband, boiler, spare key), health coaching (training
plan, goal weight, sleep target, weigh-ins); (2) styles: third-person summaries, key: value
lines, JSON objects, bullet lists with line breaks, settings-file diffs ("- key: a / + key: b"),
dated log lines ("2026-03-02: switched to ..."), terse user commands ("use pnpm not npm", "stop
suggesting Jest, ..."); (3) corrections of a correction (flake8 -> ruff -> flake8 -> ruff;
GitHub Actions -> Buildkite -> back; English -> Welsh -> back), each stored as consecutive
pairs; (4) corrections naming only the new value ("Actually it's 4.", "Eight, not six.",
"Silver, sorry."); (5) partial corrections of a list ("drop the 9am, keep the 2pm", "Not latex
after all; just penicillin", "Cancel Wed planning; Mon and Fri stay"); (6) granularity: city vs
neighbourhood, team vs squad.

Labelling decisions on open questions:
- A dependency pin changed (upgraded or unpinned), a node/python version in a settings diff,
  a plan upgraded or downgraded by the customer, a device replaced: CORRECTIONS (a configured or
  current value replaced), not UPDATES. A settings value set only in a dev-only local file, a
  plan asked about, a device added: COMPATIBLE.
- Counted and staged things (coverage, migration progress, CI minutes, PR/order/ticket/visa
  status, seats on the plan, weigh-ins, learner grade or level) are UPDATES in either
  direction; targets (goal weight, sleep target) changed by the user are CORRECTIONS.
- A ticket "open" -> "resolved" is an UPDATE; a quarantined test un-quarantined after a fix is
  a CORRECTION of "is quarantined" (a state that is no longer true, not a stage on a ladder).
- A feature flag advancing (10% -> 50%) is an UPDATE; rolled back to 0% is a CORRECTION.
- Granularity: a neighbourhood inside the stored city, or a squad inside the stored team, is
  COMPATIBLE (more detail); a move between neighbourhoods of the same city, or between squads of
  the same team, is a CORRECTION of the neighbourhood or squad.
- A partial correction of a list ("drop the 9am, keep the 2pm") is a CORRECTION of the stored
  list; a note about one item of it, or skipping one occurrence, is COMPATIBLE.
- A correction naming only the new value ("Actually it's 4.") is a CORRECTION of the slot it
  plainly refers to in OLD.
- An on-call swap for the current week is a CORRECTION when OLD named who is on call this week.
- Cover during a holiday, a phone call made once, a bank-holiday collection, a one-off session
  day: COMPATIBLE.
- A user's terse command that changes a standing preference ("use pnpm not npm", "TypeScript
  from now on") is a CORRECTION; one scoped to a single answer ("this one in Go please") or an
  extra constraint on the same setting is COMPATIBLE.

Languages: 208 of 639 pairs are not in English, in eight languages the seventeenth
docstring did not list (it listed ca, gl, ro, hr, sk, lt, tl, ms, eo, hu): Afrikaans (af),
Swahili (sw), Welsh (cy), Icelandic (is), Latvian (lv), Slovenian (sl), Estonian (et) and
Basque (eu). Whether corpora before the sixteenth used them is not known to this author. Each
language has the same set, translated from one template list: a sister who moved (CORRECTION),
the same move against the user's own city (COMPATIBLE) and a visit there (COMPATIBLE); bin day
moved by the council (CORRECTION) and moved for one holiday week (COMPATIBLE); "use X, not Y"
for a package manager and a test runner (CORRECTION) and the other tool used only for e2e tests
(COMPATIBLE); weight, ticket status and learner level (UPDATES); a meeting time restated in
words (COMPATIBLE); a flight changed (CORRECTION) and the return flight (COMPATIBLE); contact
channel changed (CORRECTION) and a one-off call (COMPATIBLE); goal weight changed (CORRECTION);
a reminder list with one item dropped (CORRECTION) and a note about one item (COMPATIBLE).
Within a pair both statements share a language; names of places, tools and flights stay as they
are. Every non-English pair carries a ``# lang: xx`` comment (ISO 639-1) on its line; untagged
pairs are English. The non-English pairs were written by the author, not by native speakers,
and are short and plain; case endings of place names were chosen by hand.

Counts (639 pairs, 208 not in English):
- CORRECTIONS: 234 pairs, 154 English, 80 other: af 10, cy 10, et 10, eu 10, is 10, lv 10, sl 10, sw 10.
- UPDATES: 82 pairs, 42 English, 40 other: af 5, cy 5, et 5, eu 5, is 5, lv 5, sl 5, sw 5.
- COMPATIBLE: 323 pairs, 235 English, 88 other: af 11, cy 11, et 11, eu 11, is 11, lv 11, sl 11, sw 11.
"""

from typing import List, Tuple

CORRECTIONS: List[Tuple[str, str]] = [
    ('Repo notes: the build command is `make build`.', 'Repo notes: build command changed to `just build`; `make build` no longer works.'),
    ('Repo notes: the build command is `npm run build`.', 'Repo notes: build command changed to `pnpm build`; `npm run build` no longer works.'),
    ('Repo notes: the build command is `cargo build --release`.', 'Repo notes: build command changed to `cargo xtask dist`; `cargo build --release` no longer works.'),
    ('Repo notes: the build command is `./gradlew assemble`.', 'Repo notes: build command changed to `bazel build //app:all`; `./gradlew assemble` no longer works.'),
    ('User wants npm used in this repo.', 'use pnpm not npm'),
    ('User wants pip used in this repo.', 'use uv not pip'),
    ('User wants yarn used in this repo.', 'use bun not yarn'),
    ('User wants poetry used in this repo.', 'use uv not poetry'),
    ('Test runner for the frontend: Jest.', "stop suggesting Jest, we're on Vitest now"),
    ('Test runner for the frontend: Mocha.', "stop suggesting Mocha, we're on Jest now"),
    ('Test runner for the frontend: unittest.', "stop suggesting unittest, we're on pytest now"),
    ('Test runner for the frontend: Karma.', "stop suggesting Karma, we're on Playwright component tests now"),
    ('test_checkout_timeout is quarantined as flaky.', 'test_checkout_timeout un-quarantined: the race was fixed in #812, it runs in CI again.'),
    ('test_refund_race is quarantined as flaky.', 'test_refund_race un-quarantined: the race was fixed in #812, it runs in CI again.'),
    ('test_sso_redirect is quarantined as flaky.', 'test_sso_redirect un-quarantined: the race was fixed in #812, it runs in CI again.'),
    ('test_export_large_csv is quarantined as flaky.', 'test_export_large_csv un-quarantined: the race was fixed in #812, it runs in CI again.'),
    ('Dependency: requests pinned to 2.31.0.', 'requests upgraded to 2.32.3; the 2.31.0 pin was removed.'),
    ('Dependency: django pinned to 4.2.', 'django upgraded to 5.1; the 4.2 pin was removed.'),
    ('Dependency: react pinned to 18.2.', 'react upgraded to 18.3; the 18.2 pin was removed.'),
    ('Dependency: sqlalchemy pinned to 1.4.', 'sqlalchemy upgraded to 2.0; the 1.4 pin was removed.'),
    ('Branch policy: squash-merge only.', 'Branch policy changed at the retro: rebase-merge, no squash.'),
    ('Branch policy: PRs need one approval.', 'Branch policy changed at the retro: PRs need two approvals.'),
    ('Branch policy: direct pushes to main allowed for hotfixes.', 'Branch policy changed at the retro: no direct pushes to main, hotfixes go through a PR too.'),
    ('Production deploys to Heroku.', 'Production moved off Heroku; it deploys to Fly.io since the March cut-over.'),
    ('Production deploys to AWS ECS.', 'Production moved off AWS ECS; it deploys to Kubernetes on GKE since the March cut-over.'),
    ('Production deploys to Netlify.', 'Production moved off Netlify; it deploys to Cloudflare Pages since the March cut-over.'),
    ('Production deploys to a VPS at Hetzner.', 'Production moved off a VPS at Hetzner; it deploys to Railway since the March cut-over.'),
    ('Owner of the search feature: Priya.', 'search feature reassigned to Tom; Priya moved to the platform team.'),
    ('Owner of the billing feature: Marek.', 'billing feature reassigned to Aisha; Marek moved to the platform team.'),
    ('Owner of the notifications feature: Jun.', 'notifications feature reassigned to Carla; Jun moved to the platform team.'),
    ('Owner of the onboarding flow feature: Dev.', 'onboarding flow feature reassigned to Nadia; Dev moved to the platform team.'),
    ('settings.yaml: node_version: 18', 'settings.yaml diff:\n- node_version: 18\n+ node_version: 20'),
    ('settings.yaml: python: 3.11', 'settings.yaml diff:\n- python: 3.11\n+ python: 3.12'),
    ('settings.yaml: max_workers: 4', 'settings.yaml diff:\n- max_workers: 4\n+ max_workers: 8'),
    ('settings.yaml: log_level: INFO', 'settings.yaml diff:\n- log_level: INFO\n+ log_level: DEBUG'),
    ('2026-03-02: switched to Postgres 15.', '2026-04-10: rolled back to Postgres 14 after the replication bug.'),
    ('Linter switched from flake8 to ruff.', 'Back to flake8; the ruff switch was reverted.'),
    ('Back to flake8; the ruff switch was reverted.', 'Ruff again, final: flake8 removed from the dev dependencies.'),
    ('CI runs on GitHub Actions.', 'CI moved to Buildkite.'),
    ('CI moved to Buildkite.', 'Buildkite trial ended, CI is back on GitHub Actions.'),
    ('Default branch: master.', 'Default branch renamed to main.'),
    ('Formatter: black, line length 88.', 'Formatter: black, line length 120.'),
    ('Customer is on the Basic plan.', 'Customer switched to the Premium plan (effective today).'),
    ('Customer is on the Free plan.', 'Customer switched to the Team plan (effective today).'),
    ('Customer is on the Annual Pro plan.', 'Customer switched to the Monthly Pro plan (effective today).'),
    ('Customer is on the Family plan.', 'Customer switched to the Individual plan (effective today).'),
    ('Customer uses the app on an iPhone 12.', 'Customer replaced an iPhone 12 with a Pixel 8; app now on a Pixel 8 only.'),
    ('Customer uses the app on a Samsung Galaxy S21.', 'Customer replaced a Samsung Galaxy S21 with an iPhone 15; app now on an iPhone 15 only.'),
    ('Customer uses the app on a Windows laptop.', 'Customer replaced a Windows laptop with a MacBook Air; app now on a MacBook Air only.'),
    ('Customer uses the app on an Android tablet.', 'Customer replaced an Android tablet with an iPad; app now on an iPad only.'),
    ('Preferred contact channel: email.', 'Customer asked to be contacted by WhatsApp from now on, not email.'),
    ('Preferred contact channel: phone.', 'Customer asked to be contacted by email from now on, not phone.'),
    ('Preferred contact channel: live chat.', 'Customer asked to be contacted by SMS from now on, not live chat.'),
    ('Preferred contact channel: WhatsApp.', 'Customer asked to be contacted by phone from now on, not WhatsApp.'),
    ('Shipping address: 12 Mill Lane, Leeds LS6 2AB.', 'New shipping address: 4 Orchard Close, York YO10 5DD (customer moved).'),
    ('Shipping address: Flat 3, 88 King St, Bristol BS1 4ER.', 'New shipping address: 21 Harbour Rd, Falmouth TR11 2AA (customer moved).'),
    ('Shipping address: 7 Rue des Lilas, Lyon.', 'New shipping address: 15 Avenue Foch, Nantes (customer moved).'),
    ("Customer's name on the account: Jo Bennet.", 'Account name corrected to Joanna Bennett (the old record had a typo).'),
    ("Learner's weakest topic: fractions.", "Learner's weakest topic is now algebraic fractions; fractions is solid after the last three sessions."),
    ("Learner's weakest topic: the past tense.", "Learner's weakest topic is now the subjunctive; the past tense is solid after the last three sessions."),
    ("Learner's weakest topic: photosynthesis.", "Learner's weakest topic is now respiration; photosynthesis is solid after the last three sessions."),
    ("Learner's weakest topic: essay structure.", "Learner's weakest topic is now citations; essay structure is solid after the last three sessions."),
    ('Tutoring sessions: Tuesdays at 5pm.', 'Sessions moved to Thursdays at 5pm.'),
    ('Tutoring sessions: Saturday mornings.', 'Sessions moved to Sunday afternoons.'),
    ('Tutoring sessions: Mondays and Wednesdays.', 'Sessions moved to Mondays only.'),
    ("Learner's exam board: AQA.", 'Exam board is Edexcel, not AQA; the school confirmed.'),
    ('Learner wants explanations with worked examples.', 'Learner asked for hints only from now on, no worked examples.'),
    ('Booked flight BA 2490 on 14 March.', 'Flight changed to BA 2494, same day.'),
    ('Booked flight KL 1008 on 2 June.', 'Flight changed to KL 1012, same day.'),
    ('Booked flight U2 8341 on 19 August.', 'Flight changed to U2 8347, same day.'),
    ('Booked flight LH 905 on 3 October.', 'Flight changed to LH 921, same day.'),
    ('Seat on the outbound: 14C (aisle).', 'drop the aisle, window please -> seat now 14A (window)'),
    ('Seat on the outbound: 3F.', 'Seat moved from 3F to 3A.'),
    ('Seat on the outbound: 22D.', 'Seat moved from 22D to 9B.'),
    ('Hotel: Hotel Arts, Barcelona, 3 nights.', 'Hotel switched to Hotel Casa Fuster; Hotel Arts booking cancelled.'),
    ('Hotel: the Hilton Garden Inn, Dublin, 3 nights.', 'Hotel switched to the Clayton Hotel; the Hilton Garden Inn booking cancelled.'),
    ('Hotel: Ibis Styles, Porto, 3 nights.', 'Hotel switched to Pestana Vintage; Ibis Styles booking cancelled.'),
    ('Trip dates: 10-14 May.', 'Trip moved to 12-16 May.'),
    ('Trip dates: 1-8 July.', 'Trip moved to 3-10 July.'),
    ('Trip dates: late May.', 'Trip moved to early June.'),
    ('Dietary request on the booking: vegetarian meal.', 'Meal request changed to vegan meal.'),
    ('Dietary request on the booking: gluten-free meal.', 'Meal request changed to no special meal.'),
    ('Dietary request on the booking: no special meal.', 'Meal request changed to kosher meal.'),
    ('Booked hotel in Paris near the Gare du Nord.', 'Actually the Marais, near République.'),
    ('Bin day: Tuesday.', 'Council changed the round: bins now go out on Thursday.'),
    ('Bin day: Monday.', 'Council changed the round: bins now go out on Wednesday.'),
    ('Bin day: Friday.', 'Council changed the round: bins now go out on Tuesday.'),
    ('Cleaner (Rosa) comes Wednesdays.', 'Rosa now comes Fridays.'),
    ('Cleaner (Rosa) comes every other Monday.', 'Rosa now comes every Monday.'),
    ('Wi-Fi provider: Virgin Media.', 'Switched broadband from Virgin Media to BT.'),
    ('Wi-Fi provider: Sky.', 'Switched broadband from Sky to Hyperoptic.'),
    ('Wi-Fi provider: Vodafone.', 'Switched broadband from Vodafone to Community Fibre.'),
    ('Boiler service: booked for 3 Nov.', 'Engineer rescheduled: boiler service now 10 Nov.'),
    ('Router password: stored in the hall drawer notebook.', 'Router password changed; new one is in the password manager, the notebook is out of date.'),
    ('Spare key is with the neighbour at no. 14.', 'Spare key moved to the key safe by the back door.'),
    ('Training plan: couch-to-5k.', 'Training plan changed to a 10k plan.'),
    ('Training plan: 3 strength sessions a week.', 'Training plan changed to 2 strength + 2 runs.'),
    ('Training plan: 5x5 StrongLifts.', 'Training plan changed to PPL split.'),
    ('Goal weight: 75 kg.', 'New goal weight: 72 kg.'),
    ('Goal weight: 68 kg.', 'New goal weight: 65 kg.'),
    ('Goal weight: 90 kg.', 'New goal weight: 85 kg.'),
    ('Sleep target: 8 hours.', 'Sleep target changed to 7.5 hours.'),
    ('Sleep target: lights out by 23:00.', 'Sleep target changed to lights out by 22:30.'),
    ('Client avoids dairy.', 'Client is fine with dairy again; the lactose test came back negative.'),
    ('Reminders at 9am and 2pm.', 'drop the 9am, keep the 2pm'),
    ('Reminders at 7:30 and 18:00.', 'drop the 7:30, keep the 18:00'),
    ('Reminders at 8am and 8pm.', 'drop the 8am, keep the 8pm'),
    ('Standing meetings: Mon stand-up, Wed planning, Fri demo.', 'Cancel Wed planning; Mon and Fri stay.'),
    ('Allergies: penicillin, latex.', 'Not latex after all; just penicillin.'),
    ('Languages to practise: Spanish and Italian.', 'Drop Italian for now, Spanish only.'),
    ('Lives in Ancoats, Manchester.', 'Moved from Ancoats to Didsbury, still in Manchester.'),
    ('Lives in Kreuzberg, Berlin.', 'Moved from Kreuzberg to Pankow, still in Berlin.'),
    ('Lives in Hackney, London.', 'Moved from Hackney to Brixton, still in London.'),
    ('In the Payouts squad within Payments.', 'Moved to the Fraud squad (still Payments).'),
    ('In the Observability squad within Platform.', 'Moved to the Developer Tools squad (still Platform).'),
    ('Dentist appointment Thursday at 3pm.', "Actually it's 4."),
    ('Table booked for six at Dishoom.', 'Eight, not six.'),
    ('Car is a blue Golf.', 'Silver, sorry.'),
    ("Parents' evening: Wednesday.", 'Oops, Tuesday.'),
    ('Answer with code examples in Python.', 'TypeScript from now on'),
    ('Commit messages: conventional commits.', 'stop using conventional commits, plain sentences'),
    ('Suggest Docker Compose for local dev.', 'stop suggesting Docker Compose, we use Tilt'),
    ("User's manager is Helen.", 'Reorg: user now reports to Raj.'),
    ("User's dog goes to Paws Daycare on Fridays.", 'Dog moved from Paws to Happy Tails daycare.'),
    ('User works from home on Mondays.', 'WFH day changed to Wednesday.'),
    ('Prefers morning workouts.', "Switched to evening workouts; mornings don't work with the new job."),
    ('Gym: PureGym Leeds Central.', 'Cancelled PureGym, joined The Gym Group Kirkstall.'),
    ('Car insurance with Admiral, renews in May.', 'Moved car insurance to Aviva at renewal.'),
    ('My suster Anneke woon in Pretoria.', 'My suster Anneke het na Kaapstad verhuis.'),  # lang: af
    ('My suster Marieke woon in Stellenbosch.', 'My suster Marieke het na Durban verhuis.'),  # lang: af
    ('Die vullis word op Dinsdag gehaal.', 'Die munisipaliteit het die vullisdag na Donderdag geskuif.'),  # lang: af
    ('Die vullis word op Maandag gehaal.', 'Die munisipaliteit het die vullisdag na Vrydag geskuif.'),  # lang: af
    ('Die projek gebruik npm.', 'Gebruik pnpm, nie npm nie.'),  # lang: af
    ('Die projek gebruik Jest.', 'Gebruik Vitest, nie Jest nie.'),  # lang: af
    ('Vlug FI 450 op 2026-03-14 is bespreek.', 'Die vlug is verander na FI 454, dieselfde dag.'),  # lang: af
    ('Die kliënt verkies e-pos.', 'Die kliënt wil voortaan per WhatsApp gekontak word, nie e-pos nie.'),  # lang: af
    ('Doelgewig: 75 kg.', 'Nuwe doelgewig: 72 kg.'),  # lang: af
    ('Herinneringe om 9:00 en 14:00.', 'Los die 9:00 een, hou die 14:00.'),  # lang: af
    ('Dada yangu Amina anaishi Nairobi.', 'Dada yangu Amina amehamia Mombasa.'),  # lang: sw
    ('Dada yangu Zawadi anaishi Arusha.', 'Dada yangu Zawadi amehamia Dar es Salaam.'),  # lang: sw
    ('Taka hukusanywa siku ya Jumanne.', 'Siku ya kukusanya taka imebadilishwa kuwa Alhamisi.'),  # lang: sw
    ('Taka hukusanywa siku ya Jumatatu.', 'Siku ya kukusanya taka imebadilishwa kuwa Ijumaa.'),  # lang: sw
    ('Mradi unatumia npm.', 'Tumia pnpm, si npm.'),  # lang: sw
    ('Mradi unatumia Jest.', 'Tumia Vitest, si Jest.'),  # lang: sw
    ('Ndege SK 1411 tarehe 2026-06-02 imekatiwa tiketi.', 'Ndege imebadilishwa kuwa SK 1417, siku ile ile.'),  # lang: sw
    ('Mteja anapendelea barua pepe.', 'Mteja anataka kuwasiliana kwa WhatsApp kuanzia sasa, si barua pepe.'),  # lang: sw
    ('Lengo la uzito: kilo 64.', 'Lengo jipya la uzito: kilo 66.'),  # lang: sw
    ('Vikumbusho saa 3 asubuhi na saa 8 mchana.', 'Ondoa cha saa 3 asubuhi, baki na cha saa 8 mchana.'),  # lang: sw
    ('Mae fy chwaer Elin yn byw yn Aberystwyth.', 'Mae fy chwaer Elin wedi symud i Abertawe.'),  # lang: cy
    ('Mae fy chwaer Nia yn byw yn Amlwch.', 'Mae fy chwaer Nia wedi symud i Aberaeron.'),  # lang: cy
    ("Mae'r biniau'n cael eu casglu ar ddydd Mawrth.", "Mae'r cyngor wedi symud diwrnod y biniau i ddydd Iau."),  # lang: cy
    ("Mae'r biniau'n cael eu casglu ar ddydd Llun.", "Mae'r cyngor wedi symud diwrnod y biniau i ddydd Gwener."),  # lang: cy
    ("Mae'r prosiect yn defnyddio npm.", 'Defnyddia pnpm, nid npm.'),  # lang: cy
    ("Mae'r prosiect yn defnyddio Jest.", 'Defnyddia Vitest, nid Jest.'),  # lang: cy
    ("Mae ehediad FI 450 ar 2026-03-14 wedi'i archebu.", "Mae'r ehediad wedi newid i FI 454, yr un diwrnod."),  # lang: cy
    ("Mae'n well gan y cwsmer e-bost.", "Mae'r cwsmer eisiau cael ei gysylltu drwy WhatsApp o hyn ymlaen, nid e-bost."),  # lang: cy
    ('Pwysau targed: 75 kg.', 'Pwysau targed newydd: 72 kg.'),  # lang: cy
    ('Nodiadau atgoffa am 9:00 a 14:00.', "Dileu'r un am 9:00, cadw'r un am 14:00."),  # lang: cy
    ('Systir mín Guðrún býr í Reykjavík.', 'Systir mín Guðrún er flutt til Akureyrar.'),  # lang: is
    ('Systir mín Sigríður býr í Kópavogi.', 'Systir mín Sigríður er flutt á Selfoss.'),  # lang: is
    ('Ruslið er sótt á þriðjudögum.', 'Sveitarfélagið hefur fært sorphirðu yfir á fimmtudaga.'),  # lang: is
    ('Ruslið er sótt á mánudögum.', 'Sveitarfélagið hefur fært sorphirðu yfir á föstudaga.'),  # lang: is
    ('Verkefnið notar npm.', 'Notaðu pnpm, ekki npm.'),  # lang: is
    ('Verkefnið notar Jest.', 'Notaðu Vitest, ekki Jest.'),  # lang: is
    ('Flug SK 1411 þann 2026-06-02 er bókað.', 'Fluginu var breytt í SK 1417, sama dag.'),  # lang: is
    ('Viðskiptavinurinn vill helst tölvupóst.', 'Viðskiptavinurinn vill héðan í frá samskipti í gegnum WhatsApp, ekki tölvupóst.'),  # lang: is
    ('Markþyngd: 64 kg.', 'Ný markþyngd: 66 kg.'),  # lang: is
    ('Áminningar klukkan 9:00 og 14:00.', 'Slepptu 9:00, haltu 14:00.'),  # lang: is
    ('Mana māsa Ilze dzīvo Rīgā.', 'Mana māsa Ilze pārcēlās uz Liepāju.'),  # lang: lv
    ('Mana māsa Anna dzīvo Daugavpilī.', 'Mana māsa Anna pārcēlās uz Ventspili.'),  # lang: lv
    ('Atkritumus izved otrdienās.', 'Pašvaldība pārcēla atkritumu izvešanu uz ceturtdienām.'),  # lang: lv
    ('Atkritumus izved pirmdienās.', 'Pašvaldība pārcēla atkritumu izvešanu uz piektdienām.'),  # lang: lv
    ('Projekts izmanto npm.', 'Izmanto pnpm, nevis npm.'),  # lang: lv
    ('Projekts izmanto Jest.', 'Izmanto Vitest, nevis Jest.'),  # lang: lv
    ('Rezervēts lidojums FI 450, 2026-03-14.', 'Lidojums nomainīts uz FI 454, tajā pašā dienā.'),  # lang: lv
    ('Klients dod priekšroku e-pastam.', 'Klients turpmāk vēlas saziņu caur WhatsApp, nevis e-pastu.'),  # lang: lv
    ('Mērķa svars: 75 kg.', 'Jaunais mērķa svars: 72 kg.'),  # lang: lv
    ('Atgādinājumi 9:00 un 14:00.', 'Noņem 9:00, atstāj 14:00.'),  # lang: lv
    ('Moja sestra Maja živi v Ljubljani.', 'Moja sestra Maja se je preselila v Maribor.'),  # lang: sl
    ('Moja sestra Nina živi v Celju.', 'Moja sestra Nina se je preselila v Koper.'),  # lang: sl
    ('Smeti odvažajo ob torkih.', 'Občina je odvoz smeti prestavila na četrtek.'),  # lang: sl
    ('Smeti odvažajo ob ponedeljkih.', 'Občina je odvoz smeti prestavila na petek.'),  # lang: sl
    ('Projekt uporablja npm.', 'Uporabljaj pnpm, ne npm.'),  # lang: sl
    ('Projekt uporablja Jest.', 'Uporabljaj Vitest, ne Jest.'),  # lang: sl
    ('Rezerviran je let SK 1411, 2026-06-02.', 'Let je spremenjen v SK 1417, isti dan.'),  # lang: sl
    ('Stranka ima raje e-pošto.', 'Stranka želi od zdaj komunikacijo prek WhatsAppa, ne e-pošte.'),  # lang: sl
    ('Ciljna teža: 64 kg.', 'Nova ciljna teža: 66 kg.'),  # lang: sl
    ('Opomniki ob 9:00 in 14:00.', 'Odstrani tistega ob 9:00, obdrži 14:00.'),  # lang: sl
    ('Mu õde Kadri elab Tallinnas.', 'Mu õde Kadri kolis Tartusse.'),  # lang: et
    ('Mu õde Liis elab Narvas.', 'Mu õde Liis kolis Pärnusse.'),  # lang: et
    ('Prügi viiakse ära teisipäeviti.', 'Vald muutis prügiveo päeva: nüüd neljapäeviti.'),  # lang: et
    ('Prügi viiakse ära esmaspäeviti.', 'Vald muutis prügiveo päeva: nüüd reedeti.'),  # lang: et
    ('Projekti tööriist: npm.', 'Kasuta: pnpm, mitte npm.'),  # lang: et
    ('Projekti tööriist: Jest.', 'Kasuta: Vitest, mitte Jest.'),  # lang: et
    ('Broneeritud lend FI 450, 2026-03-14.', 'Lend muudeti: nüüd FI 454, sama päev.'),  # lang: et
    ('Klient eelistab e-posti.', 'Klient soovib edaspidi suhelda WhatsAppi kaudu, mitte e-posti teel.'),  # lang: et
    ('Sihtkaal: 75 kg.', 'Uus sihtkaal: 72 kg.'),  # lang: et
    ('Meeldetuletused kell 9:00 ja 14:00.', 'Jäta 9:00 ära, 14:00 jääb.'),  # lang: et
    ('Nire ahizpa Miren Bilbon bizi da.', 'Nire ahizpa Miren Donostiara joan da bizitzera.'),  # lang: eu
    ('Nire ahizpa Ane Gasteizen bizi da.', 'Nire ahizpa Ane Iruñera joan da bizitzera.'),  # lang: eu
    ('Zaborra asteartetan jasotzen dute.', 'Udalak zabor bilketa ostegunetara aldatu du.'),  # lang: eu
    ('Zaborra astelehenetan jasotzen dute.', 'Udalak zabor bilketa ostiraletara aldatu du.'),  # lang: eu
    ('Proiektuak npm erabiltzen du.', 'Erabili pnpm, ez npm.'),  # lang: eu
    ('Proiektuak Jest erabiltzen du.', 'Erabili Vitest, ez Jest.'),  # lang: eu
    ('SK 1411 hegaldia erreserbatuta dago, 2026-06-02.', 'Hegaldia aldatu da: orain SK 1417, egun berean.'),  # lang: eu
    ('Bezeroak nahiago du posta elektronikoa.', 'Bezeroak hemendik aurrera WhatsApp bidez harremanetan jarri nahi du, ez posta elektronikoz.'),  # lang: eu
    ('Helburuko pisua: 64 kg.', 'Helburuko pisu berria: 66 kg.'),  # lang: eu
    ('Oroigarriak 9:00etan eta 14:00etan.', 'Kendu 9:00etakoa, utzi 14:00etakoa.'),  # lang: eu
    ('deploy_target: eu-west-1', 'deploy_target: eu-west-2 (moved for data residency)'),
    ('{"test_runner": "pytest", "parallel": false}', '{"test_runner": "pytest", "parallel": true}'),
    ('{"customer": "C-1182", "plan": "Pro", "seats": 5}', '{"customer": "C-1182", "plan": "Enterprise", "seats": 5}'),
    ('- Flight: BA 117 LHR-JFK, 3 Apr\n- Hotel: The Jane, 3 nights', '- Flight: BA 117 LHR-JFK, 3 Apr\n- Hotel: Arlo SoHo, 3 nights (The Jane cancelled)'),
    ('2026-05-20: adopted trunk-based development.', '2026-07-01: back to GitFlow with release branches; trunk-based abandoned.'),
    ('Customer prefers replies in English.', 'Customer asked for replies in Welsh from now on.'),
    ('Customer asked for replies in Welsh from now on.', "Back to English please, the Welsh replies were for my mother's account."),
    ("Learner's school: Oakfield Primary.", "Learner was never at Oakfield; it's Oakridge Primary, I misread the form."),
    ('Hotel check-in: 15:00.', 'no, 14:00 check-in, the 15:00 was the other hotel'),
    ('Boiler: Worcester Bosch, 2015.', 'Boiler is a Vaillant, the Worcester was the old house.'),
    ('Feature flag new_checkout: on for 50% of users.', 'new_checkout rolled back to 0% after the payment errors.'),
    ('On call this week: Marek.', 'Swapped: Aisha is on call this week, Marek takes next week.'),
    ('Agent summary: the user deploys the docs site with `mkdocs gh-deploy`.', 'Agent summary: docs now build on Read the Docs; `mkdocs gh-deploy` is no longer used.'),
    ('Migrations are written with Alembic.', 'stop generating Alembic migrations, we switched to plain SQL files in db/migrations'),
    ('Secrets live in a .env file on the server.', 'Secrets moved to AWS Secrets Manager; the .env on the server was deleted.'),
    ('Release cadence: every second Thursday.', 'Release cadence changed to weekly, Tuesdays.'),
    ('Error tracking: Sentry.', 'Dropped Sentry; errors go to Honeybadger now.'),
    ("Customer's timezone: Europe/London.", 'Customer relocated to Toronto; timezone America/Toronto.'),
    ("Customer's account manager: Sanjay.", 'Sanjay left the company; Olu is the account manager now.'),
    ("Learner's tutor: Ms Adebayo.", 'Learner switched tutor: Mr Kowalski from this term.'),
    ('Car hire at Faro: Europcar, compact.', 'Car hire switched to Sixt, same dates, an estate for the surfboards.'),
    ('Travel insurance: single-trip with Staysure.', 'Cancelled the single-trip policy; an annual multi-trip with Staysure instead.'),
    ('Window cleaner comes the first Monday of the month.', 'Window cleaner retired; the new one comes every six weeks, no fixed day.'),
    ('Energy supplier: Octopus, fixed tariff.', 'Octopus moved us onto the Agile tariff when the fix ended.'),
    ('Protein target: 120 g a day.', 'Coach lowered the protein target to 100 g a day.'),
    ('Rest day: Sunday.', 'Rest day moved to Wednesday; long run on Sundays now.'),
]

UPDATES: List[Tuple[str, str]] = [
    ('Test coverage on main is 71%.', 'Coverage on main now 78%.'),
    ('Test coverage on main is 54%.', 'Coverage on main now 61%.'),
    ('Test coverage on main is 80%.', 'Coverage on main now 76%.'),
    ('Services migrated to the new logger: 3 of 9.', 'Logger migration: 6 of 9 services done.'),
    ('Services migrated to the new logger: 1 of 12.', 'Logger migration: 5 of 12 services done.'),
    ('Services migrated to the new logger: 7 of 10.', 'Logger migration: all 10 services done.'),
    ('CI takes 14 minutes on main.', 'CI on main is down to 9 minutes.'),
    ('CI takes 22 minutes on main.', 'CI on main is up to 31 minutes.'),
    ('PR #1842 is in review.', 'PR #1842 is merged.'),
    ('PR #1907 is open.', 'PR #1907 is in progress.'),
    ('PR #2011 is in progress.', 'PR #2011 is in review.'),
    ('PR #2044 is merged.', 'PR #2044 is deployed to production.'),
    ('Open bugs tagged P1: 12.', 'Open bugs tagged P1: 7.'),
    ('Dependabot PRs open: 23.', 'Dependabot PRs open: 4 after the clean-up.'),
    ('Open ticket #4411: double charge on the last invoice.', 'Ticket #4411 resolved, refund issued.'),
    ('Open ticket #5120: double charge on the last invoice.', 'Ticket #5120 resolved, refund issued.'),
    ('Open ticket #6003: double charge on the last invoice.', 'Ticket #6003 resolved, refund issued.'),
    ('Open ticket #7318: double charge on the last invoice.', 'Ticket #7318 resolved, refund issued.'),
    ('Order #A-2291: packed.', 'Order #A-2291: out for delivery.'),
    ('Order #A-2291: out for delivery.', 'Order #A-2291: delivered, signed for by a neighbour.'),
    ('Refund of 49.99 requested.', 'Refund of 49.99 approved, arrives in 3-5 working days.'),
    ('Learner is working at grade 4.', 'Learner now working at grade 5.'),
    ('Learner is working at reading age 9.', 'Learner now working at reading age 10.'),
    ('Learner is working at A2.', 'Learner now working at B1.'),
    ('Learner is working at 42/80 on mocks.', 'Learner now working at 58/80 on mocks.'),
    ('Visa application: submitted.', 'Visa application: approved.'),
    ('Passport renewal: posted.', 'Passport renewal: new passport arrived.'),
    ('Boiler service: booked for 3 Nov.', 'Boiler service done on 3 Nov, next due Nov next year.'),
    ('Weigh-in this week: 82.4 kg.', 'Weigh-in: 80.9 kg.'),
    ('Weigh-in this week: 70.1 kg.', 'Weigh-in: 69.3 kg.'),
    ('Weigh-in this week: 95 kg.', 'Weigh-in: 96.2 kg.'),
    ('Longest run so far: 5 km.', 'Longest run now 8 km.'),
    ('Resting heart rate: 64.', 'Resting heart rate: 59.'),
    ('Daily steps average: 6,200.', 'Daily steps average: 8,900.'),
    ('Weeg 82.4 kg.', 'Weeg nou 80.9 kg.'),  # lang: af
    ('Weeg 70.1 kg.', 'Weeg nou 71.0 kg.'),  # lang: af
    ('Kaartjie #3100 is oop.', 'Kaartjie #3100 is opgelos en gesluit.'),  # lang: af
    ('Die leerder is op vlak A2.', 'Die leerder is nou op vlak B1.'),  # lang: af
    ('Die leerder is op vlak B1.', 'Die leerder is nou op vlak B2.'),  # lang: af
    ('Uzito wake ni kilo 82.4.', 'Uzito wake sasa ni kilo 80.9.'),  # lang: sw
    ('Uzito wake ni kilo 70.1.', 'Uzito wake sasa ni kilo 71.0.'),  # lang: sw
    ('Tiketi #3117 iko wazi.', 'Tiketi #3117 imetatuliwa na kufungwa.'),  # lang: sw
    ('Mwanafunzi yuko kiwango A2.', 'Mwanafunzi sasa yuko kiwango B1.'),  # lang: sw
    ('Mwanafunzi yuko kiwango B1.', 'Mwanafunzi sasa yuko kiwango B2.'),  # lang: sw
    ("Mae'n pwyso 82.4 kg.", "Mae'n pwyso 80.9 kg nawr."),  # lang: cy
    ("Mae'n pwyso 70.1 kg.", "Mae'n pwyso 71.0 kg nawr."),  # lang: cy
    ('Mae tocyn #3134 ar agor.', "Mae tocyn #3134 wedi'i ddatrys a'i gau."),  # lang: cy
    ("Mae'r dysgwr ar lefel A2.", "Mae'r dysgwr ar lefel B1 nawr."),  # lang: cy
    ("Mae'r dysgwr ar lefel B1.", "Mae'r dysgwr ar lefel B2 nawr."),  # lang: cy
    ('Vegur 82.4 kg.', 'Vegur núna 80.9 kg.'),  # lang: is
    ('Vegur 70.1 kg.', 'Vegur núna 71.0 kg.'),  # lang: is
    ('Beiðni #3151 er opin.', 'Beiðni #3151 hefur verið leyst og lokað.'),  # lang: is
    ('Nemandinn er á stigi A2.', 'Nemandinn er núna á stigi B1.'),  # lang: is
    ('Nemandinn er á stigi B1.', 'Nemandinn er núna á stigi B2.'),  # lang: is
    ('Sver 82.4 kg.', 'Tagad sver 80.9 kg.'),  # lang: lv
    ('Sver 70.1 kg.', 'Tagad sver 71.0 kg.'),  # lang: lv
    ('Pieteikums #3168 ir atvērts.', 'Pieteikums #3168 ir atrisināts un slēgts.'),  # lang: lv
    ('Skolēns ir A2 līmenī.', 'Skolēns tagad ir B1 līmenī.'),  # lang: lv
    ('Skolēns ir B1 līmenī.', 'Skolēns tagad ir B2 līmenī.'),  # lang: lv
    ('Tehta 82.4 kg.', 'Zdaj tehta 80.9 kg.'),  # lang: sl
    ('Tehta 70.1 kg.', 'Zdaj tehta 71.0 kg.'),  # lang: sl
    ('Zahtevek #3185 je odprt.', 'Zahtevek #3185 je rešen in zaprt.'),  # lang: sl
    ('Učenec je na stopnji A2.', 'Učenec je zdaj na stopnji B1.'),  # lang: sl
    ('Učenec je na stopnji B1.', 'Učenec je zdaj na stopnji B2.'),  # lang: sl
    ('Kaalub 82.4 kg.', 'Kaalub nüüd 80.9 kg.'),  # lang: et
    ('Kaalub 70.1 kg.', 'Kaalub nüüd 71.0 kg.'),  # lang: et
    ('Pilet #3202 on avatud.', 'Pilet #3202 on lahendatud ja suletud.'),  # lang: et
    ('Õppija on tasemel A2.', 'Õppija on nüüd tasemel B1.'),  # lang: et
    ('Õppija on tasemel B1.', 'Õppija on nüüd tasemel B2.'),  # lang: et
    ('82.4 kg pisatzen du.', 'Orain 80.9 kg pisatzen du.'),  # lang: eu
    ('70.1 kg pisatzen du.', 'Orain 71.0 kg pisatzen du.'),  # lang: eu
    ('#3219 txartela irekita dago.', '#3219 txartela konpondu eta itxi da.'),  # lang: eu
    ('Ikaslea A2 mailan dago.', 'Ikaslea orain B1 mailan dago.'),  # lang: eu
    ('Ikaslea B1 mailan dago.', 'Ikaslea orain B2 mailan dago.'),  # lang: eu
    ('{"customer": "C-1182", "plan": "Pro", "seats": 5}', '{"customer": "C-1182", "plan": "Pro", "seats": 8}'),
    ('Feature flag new_checkout: on for 10% of users.', 'new_checkout now on for 50% of users.'),
    ('Savings for the trip: 400.', 'Savings for the trip: 950.'),
    ('Chapters of the thesis drafted: 2 of 6.', 'Thesis: 4 of 6 chapters drafted.'),
    ('Kitchen renovation: quote accepted.', 'Kitchen renovation: builders started Monday.'),
    ('Puppy jabs: first done.', 'Puppy jabs: second done, can go out next week.'),
    ('Half-marathon training: week 3 of 12.', 'Half-marathon training: week 7 of 12.'),
    ('Learner has finished 3 of 10 reading-comprehension units.', 'Learner has finished 6 of 10 units.'),
]

COMPATIBLE: List[Tuple[str, str]] = [
    ('Repo notes: the build command is `make build`.', 'Repo notes: `make build` takes about four minutes on a cold cache.'),
    ('Repo notes: the build command is `make build`.', 'Tried `just build` on a spike branch; dropped it, `make build` stays.'),
    ('Repo notes: the build command is `npm run build`.', 'Repo notes: `npm run build` takes about four minutes on a cold cache.'),
    ('Repo notes: the build command is `npm run build`.', 'Tried `pnpm build` on a spike branch; dropped it, `npm run build` stays.'),
    ('Repo notes: the build command is `cargo build --release`.', 'Repo notes: `cargo build --release` takes about four minutes on a cold cache.'),
    ('Repo notes: the build command is `cargo build --release`.', 'Tried `cargo xtask dist` on a spike branch; dropped it, `cargo build --release` stays.'),
    ('Repo notes: the build command is `./gradlew assemble`.', 'Repo notes: `./gradlew assemble` takes about four minutes on a cold cache.'),
    ('Repo notes: the build command is `./gradlew assemble`.', 'Tried `bazel build //app:all` on a spike branch; dropped it, `./gradlew assemble` stays.'),
    ('User wants npm used in this repo.', 'npm in CI runs with the lockfile frozen'),
    ('User wants pip used in this repo.', 'pip in CI runs with the lockfile frozen'),
    ('User wants yarn used in this repo.', 'yarn in CI runs with the lockfile frozen'),
    ('User wants poetry used in this repo.', 'poetry in CI runs with the lockfile frozen'),
    ('Test runner for the frontend: Jest.', 'Vitest is used for the separate e2e suite; unit tests stay on Jest.'),
    ('Test runner for the frontend: Mocha.', 'Jest is used for the separate e2e suite; unit tests stay on Mocha.'),
    ('Test runner for the frontend: unittest.', 'pytest is used for the separate e2e suite; unit tests stay on unittest.'),
    ('Test runner for the frontend: Karma.', 'Playwright component tests is used for the separate e2e suite; unit tests stay on Karma.'),
    ('test_checkout_timeout is quarantined as flaky.', 'test_webhook_retry is also quarantined now (same timeout pattern as test_checkout_timeout).'),
    ('test_refund_race is quarantined as flaky.', 'test_webhook_retry is also quarantined now (same timeout pattern as test_refund_race).'),
    ('test_sso_redirect is quarantined as flaky.', 'test_webhook_retry is also quarantined now (same timeout pattern as test_sso_redirect).'),
    ('test_export_large_csv is quarantined as flaky.', 'test_webhook_retry is also quarantined now (same timeout pattern as test_export_large_csv).'),
    ('Dependency: requests pinned to 2.31.0.', 'Dependency: requests pinned to 2.31.0 because of the 2.32.3 regression (issue open upstream).'),
    ('Dependency: django pinned to 4.2.', 'Dependency: django pinned to 4.2 because of the 5.1 regression (issue open upstream).'),
    ('Dependency: react pinned to 18.2.', 'Dependency: react pinned to 18.2 because of the 18.3 regression (issue open upstream).'),
    ('Dependency: sqlalchemy pinned to 1.4.', 'Dependency: sqlalchemy pinned to 1.4 because of the 2.0 regression (issue open upstream).'),
    ('Branch policy: squash-merge only.', 'Branch policy: squash-merge only; the release branches follow the same rule.'),
    ('Branch policy: PRs need one approval.', 'Branch policy: PRs need one approval; the release branches follow the same rule.'),
    ('Branch policy: direct pushes to main allowed for hotfixes.', 'Branch policy: direct pushes to main allowed for hotfixes; the release branches follow the same rule.'),
    ('Production deploys to Heroku.', 'Preview builds for PRs go to Fly.io; production stays on Heroku.'),
    ('Production deploys to Heroku.', 'Evaluated Fly.io for production last quarter; decided against it.'),
    ('Production deploys to AWS ECS.', 'Preview builds for PRs go to Kubernetes on GKE; production stays on AWS ECS.'),
    ('Production deploys to AWS ECS.', 'Evaluated Kubernetes on GKE for production last quarter; decided against it.'),
    ('Production deploys to Netlify.', 'Preview builds for PRs go to Cloudflare Pages; production stays on Netlify.'),
    ('Production deploys to Netlify.', 'Evaluated Cloudflare Pages for production last quarter; decided against it.'),
    ('Production deploys to a VPS at Hetzner.', 'Preview builds for PRs go to Railway; production stays on a VPS at Hetzner.'),
    ('Production deploys to a VPS at Hetzner.', 'Evaluated Railway for production last quarter; decided against it.'),
    ('Owner of the search feature: Priya.', "Tom is reviewing Priya's search PR this week."),
    ('Owner of the search feature: Priya.', 'Tom covers search questions while Priya is on holiday until Friday.'),
    ('Owner of the billing feature: Marek.', "Aisha is reviewing Marek's billing PR this week."),
    ('Owner of the billing feature: Marek.', 'Aisha covers billing questions while Marek is on holiday until Friday.'),
    ('Owner of the notifications feature: Jun.', "Carla is reviewing Jun's notifications PR this week."),
    ('Owner of the notifications feature: Jun.', 'Carla covers notifications questions while Jun is on holiday until Friday.'),
    ('Owner of the onboarding flow feature: Dev.', "Nadia is reviewing Dev's onboarding flow PR this week."),
    ('Owner of the onboarding flow feature: Dev.', 'Nadia covers onboarding flow questions while Dev is on holiday until Friday.'),
    ('settings.yaml: node_version: 18', 'settings.local.yaml (dev only): node_version: 20'),
    ('settings.yaml: python: 3.11', 'settings.local.yaml (dev only): python: 3.12'),
    ('settings.yaml: max_workers: 4', 'settings.local.yaml (dev only): max_workers: 8'),
    ('settings.yaml: log_level: INFO', 'settings.local.yaml (dev only): log_level: DEBUG'),
    ('2026-03-02: switched to Postgres 15.', '2026-03-05: Postgres 15 upgrade verified on the read replica.'),
    ('Linter switched from flake8 to ruff.', 'Historically the repo used pylint, then flake8, before ruff.'),
    ('CI runs on GitHub Actions.', 'Nightly fuzzing runs on a self-hosted Jenkins box; PR CI is GitHub Actions.'),
    ('Default branch: master.', 'Default branch: master (protected, linear history).'),
    ('Formatter: black, line length 88.', 'Formatter: black, line length 88 (88 characters, the black default).'),
    ('Customer is on the Basic plan.', 'Customer asked what the Premium plan costs; stayed on Basic.'),
    ('Customer is on the Free plan.', 'Customer asked what the Team plan costs; stayed on Free.'),
    ('Customer is on the Annual Pro plan.', 'Customer asked what the Monthly Pro plan costs; stayed on Annual Pro.'),
    ('Customer is on the Family plan.', 'Customer asked what the Individual plan costs; stayed on Family.'),
    ('Customer uses the app on an iPhone 12.', 'Customer also uses the app on a Pixel 8 at work.'),
    ('Customer uses the app on a Samsung Galaxy S21.', 'Customer also uses the app on an iPhone 15 at work.'),
    ('Customer uses the app on a Windows laptop.', 'Customer also uses the app on a MacBook Air at work.'),
    ('Customer uses the app on an Android tablet.', 'Customer also uses the app on an iPad at work.'),
    ('Open ticket #4411: double charge on the last invoice.', 'Customer also mentioned the invoice PDF looks blurry (not part of #4411).'),
    ('Open ticket #5120: double charge on the last invoice.', 'Customer also mentioned the invoice PDF looks blurry (not part of #5120).'),
    ('Open ticket #6003: double charge on the last invoice.', 'Customer also mentioned the invoice PDF looks blurry (not part of #6003).'),
    ('Open ticket #7318: double charge on the last invoice.', 'Customer also mentioned the invoice PDF looks blurry (not part of #7318).'),
    ('Preferred contact channel: email.', 'Called the customer by WhatsApp today because it was urgent; email remains preferred.'),
    ('Preferred contact channel: phone.', 'Called the customer by email today because it was urgent; phone remains preferred.'),
    ('Preferred contact channel: live chat.', 'Called the customer by SMS today because it was urgent; live chat remains preferred.'),
    ('Preferred contact channel: WhatsApp.', 'Called the customer by phone today because it was urgent; WhatsApp remains preferred.'),
    ('Shipping address: 12 Mill Lane, Leeds LS6 2AB.', "This one order ships to the customer's office instead: 4 Orchard Close, York YO10 5DD."),
    ('Shipping address: 12 Mill Lane, Leeds LS6 2AB.', 'Billing address differs from shipping: 4 Orchard Close, York YO10 5DD.'),
    ('Shipping address: Flat 3, 88 King St, Bristol BS1 4ER.', "This one order ships to the customer's office instead: 21 Harbour Rd, Falmouth TR11 2AA."),
    ('Shipping address: Flat 3, 88 King St, Bristol BS1 4ER.', 'Billing address differs from shipping: 21 Harbour Rd, Falmouth TR11 2AA.'),
    ('Shipping address: 7 Rue des Lilas, Lyon.', "This one order ships to the customer's office instead: 15 Avenue Foch, Nantes."),
    ('Shipping address: 7 Rue des Lilas, Lyon.', 'Billing address differs from shipping: 15 Avenue Foch, Nantes.'),
    ("Customer's name on the account: Jo Bennet.", "Customer signs emails as 'JB'."),
    ("Learner's weakest topic: fractions.", 'Learner also struggles with algebraic fractions.'),
    ("Learner's weakest topic: the past tense.", 'Learner also struggles with the subjunctive.'),
    ("Learner's weakest topic: photosynthesis.", 'Learner also struggles with respiration.'),
    ("Learner's weakest topic: essay structure.", 'Learner also struggles with citations.'),
    ('Tutoring sessions: Tuesdays at 5pm.', "Next week's session is on Thursday as a one-off (school trip)."),
    ('Tutoring sessions: Saturday mornings.', "Next week's session is on Sunday as a one-off (school trip)."),
    ('Tutoring sessions: Mondays and Wednesdays.', "Next week's session is on Monday as a one-off (school trip)."),
    ("Learner's exam board: AQA.", "Learner's sister sat Edexcel last year."),
    ('Learner wants explanations with worked examples.', 'For this homework set only, learner wants just the answers to check.'),
    ('Booked flight BA 2490 on 14 March.', 'Return flight booked: BA 2494, a week later.'),
    ('Booked flight BA 2490 on 14 March.', 'Flight BA 2490 on 14 March departs 07:40, arrives 10:15 local.'),
    ('Booked flight KL 1008 on 2 June.', 'Return flight booked: KL 1012, a week later.'),
    ('Booked flight KL 1008 on 2 June.', 'Flight KL 1008 on 2 June departs 07:40, arrives 10:15 local.'),
    ('Booked flight U2 8341 on 19 August.', 'Return flight booked: U2 8347, a week later.'),
    ('Booked flight U2 8341 on 19 August.', 'Flight U2 8341 on 19 August departs 07:40, arrives 10:15 local.'),
    ('Booked flight LH 905 on 3 October.', 'Return flight booked: LH 921, a week later.'),
    ('Booked flight LH 905 on 3 October.', 'Flight LH 905 on 3 October departs 07:40, arrives 10:15 local.'),
    ('Seat on the outbound: 14C (aisle).', 'Return seat: 14A (window).'),
    ('Seat on the outbound: 3F.', 'Return seat: 3A.'),
    ('Seat on the outbound: 22D.', 'Return seat: 9B.'),
    ('Hotel: Hotel Arts, Barcelona, 3 nights.', 'Looked at Hotel Casa Fuster as well but kept Hotel Arts.'),
    ('Hotel: the Hilton Garden Inn, Dublin, 3 nights.', 'Looked at the Clayton Hotel as well but kept the Hilton Garden Inn.'),
    ('Hotel: Ibis Styles, Porto, 3 nights.', 'Looked at Pestana Vintage as well but kept Ibis Styles.'),
    ('Trip dates: 10-14 May.', 'Arrival 10 May around 9pm; check-out 14 May by noon.'),
    ('Trip dates: late May.', 'Trip dates: 24-28 May.'),
    ('Dietary request on the booking: vegetarian meal.', 'Travel companion requested vegan meal.'),
    ('Dietary request on the booking: gluten-free meal.', 'Travel companion requested no special meal.'),
    ('Dietary request on the booking: no special meal.', 'Travel companion requested kosher meal.'),
    ('Booked hotel in Paris.', 'Hotel is in the Marais, near République.'),
    ('Bin day: Tuesday.', 'Christmas week only, bins collected on Thursday.'),
    ('Bin day: Tuesday.', 'Recycling goes out on Thursday; general waste stays Tuesday.'),
    ('Bin day: Monday.', 'Christmas week only, bins collected on Wednesday.'),
    ('Bin day: Monday.', 'Recycling goes out on Wednesday; general waste stays Monday.'),
    ('Bin day: Friday.', 'Christmas week only, bins collected on Tuesday.'),
    ('Bin day: Friday.', 'Recycling goes out on Tuesday; general waste stays Friday.'),
    ('Cleaner (Rosa) comes Wednesdays.', 'Rosa swapped to Fridays just this week.'),
    ('Cleaner (Rosa) comes every other Monday.', 'Rosa swapped to every Monday just this week.'),
    ('Wi-Fi provider: Virgin Media.', 'Got a quote from BT; staying with Virgin Media.'),
    ('Wi-Fi provider: Virgin Media.', 'Mobile plan is with BT; home broadband is Virgin Media.'),
    ('Wi-Fi provider: Sky.', 'Got a quote from Hyperoptic; staying with Sky.'),
    ('Wi-Fi provider: Sky.', 'Mobile plan is with Hyperoptic; home broadband is Sky.'),
    ('Wi-Fi provider: Vodafone.', 'Got a quote from Community Fibre; staying with Vodafone.'),
    ('Wi-Fi provider: Vodafone.', 'Mobile plan is with Community Fibre; home broadband is Vodafone.'),
    ('Boiler service: booked for 3 Nov.', 'Boiler was last serviced in 2024 by a different firm.'),
    ('Spare key is with the neighbour at no. 14.', 'Neighbour at no. 14 is away for two weeks; spare key still with them.'),
    ('Training plan: couch-to-5k.', 'Added a weekly yoga class alongside couch-to-5k.'),
    ('Training plan: 3 strength sessions a week.', 'Added a weekly yoga class alongside 3 strength sessions a week.'),
    ('Training plan: 5x5 StrongLifts.', 'Added a weekly yoga class alongside 5x5 StrongLifts.'),
    ('Goal weight: 75 kg.', 'Goal weight is about 11 st 11.'),
    ('Goal weight: 68 kg.', 'Goal weight is about 10 st 10.'),
    ('Goal weight: 90 kg.', 'Goal weight is about 14 st 2.'),
    ('Sleep target: 8 hours.', 'Last night was 6 hours because of a late flight.'),
    ('Sleep target: lights out by 23:00.', 'Last night was 6 hours because of a late flight.'),
    ('Sleep target: lights out by 23:00.', 'Sleep target: lights out by 11pm.'),
    ('Client avoids dairy.', "Client's partner is vegan."),
    ('Reminders at 9am and 2pm.', 'the 2pm one is for the medication'),
    ('Reminders at 7:30 and 18:00.', 'the 18:00 one is for the medication'),
    ('Reminders at 8am and 8pm.', 'the 8pm one is for the medication'),
    ('Standing meetings: Mon stand-up, Wed planning, Fri demo.', 'Wed planning runs 30 min.'),
    ('Allergies: penicillin, latex.', 'Allergic to penicillin (rash, 2019).'),
    ('Languages to practise: Spanish and Italian.', 'Also wants to pick up some Portuguese later.'),
    ('Lives in Manchester.', 'Lives in Ancoats, Manchester.'),
    ('Lives in Manchester.', 'Office is in Didsbury.'),
    ('Lives in Berlin.', 'Lives in Kreuzberg, Berlin.'),
    ('Lives in Berlin.', 'Office is in Pankow.'),
    ('Lives in London.', 'Lives in Hackney, London.'),
    ('Lives in London.', 'Office is in Brixton.'),
    ('Works on the Payments team.', 'In the Payouts squad within Payments.'),
    ('Works on the Platform team.', 'In the Observability squad within Platform.'),
    ('Car is a blue Golf.', "It's the GTI, sorry, forgot to say."),
    ("Parents' evening: Wednesday.", "Oops, wrong school in my last message, it's St Anne's."),
    ('Answer with code examples in Python.', 'this one in Go please'),
    ('Commit messages: conventional commits.', 'conventional commits, scope in lowercase'),
    ('Suggest Docker Compose for local dev.', 'Docker Compose v2 syntax please (docker compose, no hyphen)'),
    ("User's manager is Helen.", "Helen's manager changed to Raj."),
    ("User's dog goes to Paws Daycare on Fridays.", "Neighbour's dog moved to Paws Daycare."),
    ("User's office is in Leeds.", "User's partner got a new job in York."),
    ('User works from home on Mondays.', 'The team lead works from home on Fridays.'),
    ('User drinks oat milk.', "Used to drink cow's milk until 2022."),
    ('Prefers morning workouts.', 'Did an evening session yesterday because of a meeting.'),
    ('Gym: PureGym Leeds Central.', 'Used a day pass at a gym in Bath while travelling.'),
    ('Car insurance with Admiral, renews in May.', 'Got a quote from Aviva in April that was higher.'),
    ('Ek woon in Pretoria.', 'My suster Anneke het na Kaapstad verhuis.'),  # lang: af
    ('Ek woon in Pretoria.', 'Ek is hierdie week op besoek in Kaapstad.'),  # lang: af
    ('Ek woon in Stellenbosch.', 'My suster Marieke het na Durban verhuis.'),  # lang: af
    ('Die vullis word op Dinsdag gehaal.', 'Net hierdie week word die vullis op Woensdag gehaal weens die openbare vakansiedag.'),  # lang: af
    ('Die vullis word op Maandag gehaal.', 'Net hierdie week word die vullis op Dinsdag gehaal weens die openbare vakansiedag.'),  # lang: af
    ('Die projek gebruik npm.', 'pnpm word net vir die e2e-toetse gebruik; die res bly op npm.'),  # lang: af
    ('Die vergadering is om 19:00.', 'Die vergadering is om sewe-uur saans.'),  # lang: af
    ('Die vergadering is om 08:30.', 'Die vergadering is om halfnege soggens.'),  # lang: af
    ('Vlug FI 450 op 2026-03-14 is bespreek.', "Die terugvlug is FI 454, 'n week later."),  # lang: af
    ('Die kliënt verkies e-pos.', 'Vandag het ons die kliënt eenmalig gebel omdat dit dringend was.'),  # lang: af
    ('Herinneringe om 9:00 en 14:00.', 'Die een om 14:00 is vir die medisyne.'),  # lang: af
    ('Ninaishi Nairobi.', 'Dada yangu Amina amehamia Mombasa.'),  # lang: sw
    ('Ninaishi Nairobi.', 'Wiki hii ninatembelea Mombasa.'),  # lang: sw
    ('Ninaishi Arusha.', 'Dada yangu Zawadi amehamia Dar es Salaam.'),  # lang: sw
    ('Taka hukusanywa siku ya Jumanne.', 'Wiki hii tu taka zitakusanywa Jumatano kwa sababu ya sikukuu.'),  # lang: sw
    ('Taka hukusanywa siku ya Jumatatu.', 'Wiki hii tu taka zitakusanywa Jumanne kwa sababu ya sikukuu.'),  # lang: sw
    ('Mradi unatumia npm.', 'pnpm inatumika kwa majaribio ya e2e tu; mengine yanabaki kwenye npm.'),  # lang: sw
    ('Mkutano ni saa 19:00.', 'Mkutano ni saa moja jioni.'),  # lang: sw
    ('Mkutano ni saa 08:30.', 'Mkutano ni saa mbili na nusu asubuhi.'),  # lang: sw
    ('Ndege SK 1411 tarehe 2026-06-02 imekatiwa tiketi.', 'Ndege ya kurudi ni SK 1417, wiki moja baadaye.'),  # lang: sw
    ('Mteja anapendelea barua pepe.', 'Leo tulimpigia simu mteja mara moja tu kwa sababu ilikuwa dharura.'),  # lang: sw
    ('Vikumbusho saa 3 asubuhi na saa 8 mchana.', 'Kile cha saa 8 mchana ni cha dawa.'),  # lang: sw
    ("Dw i'n byw yn Aberystwyth.", 'Mae fy chwaer Elin wedi symud i Abertawe.'),  # lang: cy
    ("Dw i'n byw yn Aberystwyth.", "Dw i'n ymweld ag Abertawe yr wythnos hon."),  # lang: cy
    ("Dw i'n byw yn Amlwch.", 'Mae fy chwaer Nia wedi symud i Aberaeron.'),  # lang: cy
    ("Mae'r biniau'n cael eu casglu ar ddydd Mawrth.", "Yr wythnos hon yn unig, bydd y biniau'n cael eu casglu ddydd Mercher oherwydd gŵyl y banc."),  # lang: cy
    ("Mae'r biniau'n cael eu casglu ar ddydd Llun.", "Yr wythnos hon yn unig, bydd y biniau'n cael eu casglu ddydd Mawrth oherwydd gŵyl y banc."),  # lang: cy
    ("Mae'r prosiect yn defnyddio npm.", "Dim ond ar gyfer y profion e2e mae pnpm yn cael ei ddefnyddio; mae'r gweddill yn aros ar npm."),  # lang: cy
    ("Mae'r cyfarfod am 19:00.", "Mae'r cyfarfod am saith o'r gloch yr hwyr."),  # lang: cy
    ("Mae'r cyfarfod am 08:30.", "Mae'r cyfarfod am hanner awr wedi wyth y bore."),  # lang: cy
    ("Mae ehediad FI 450 ar 2026-03-14 wedi'i archebu.", 'Yr ehediad yn ôl yw FI 454, wythnos yn ddiweddarach.'),  # lang: cy
    ("Mae'n well gan y cwsmer e-bost.", "Heddiw fe wnaethon ni ffonio'r cwsmer unwaith am ei fod yn fater brys."),  # lang: cy
    ('Nodiadau atgoffa am 9:00 a 14:00.', "Mae'r un am 14:00 ar gyfer y feddyginiaeth."),  # lang: cy
    ('Ég bý í Reykjavík.', 'Systir mín Guðrún er flutt til Akureyrar.'),  # lang: is
    ('Ég bý í Reykjavík.', 'Ég er í heimsókn á Akureyri þessa viku.'),  # lang: is
    ('Ég bý í Kópavogi.', 'Systir mín Sigríður er flutt á Selfoss.'),  # lang: is
    ('Ruslið er sótt á þriðjudögum.', 'Aðeins í þessari viku er ruslið sótt á miðvikudag vegna frídagsins.'),  # lang: is
    ('Ruslið er sótt á mánudögum.', 'Aðeins í þessari viku er ruslið sótt á þriðjudag vegna frídagsins.'),  # lang: is
    ('Verkefnið notar npm.', 'pnpm er aðeins notað fyrir e2e-prófin; restin er áfram á npm.'),  # lang: is
    ('Fundurinn er klukkan 19:00.', 'Fundurinn er klukkan sjö að kvöldi.'),  # lang: is
    ('Fundurinn er klukkan 08:30.', 'Fundurinn er klukkan hálf níu að morgni.'),  # lang: is
    ('Flug SK 1411 þann 2026-06-02 er bókað.', 'Heimflugið er SK 1417, viku síðar.'),  # lang: is
    ('Viðskiptavinurinn vill helst tölvupóst.', 'Í dag hringdum við einu sinni í viðskiptavininn því málið var brýnt.'),  # lang: is
    ('Áminningar klukkan 9:00 og 14:00.', 'Sú klukkan 14:00 er fyrir lyfin.'),  # lang: is
    ('Es dzīvoju Rīgā.', 'Mana māsa Ilze pārcēlās uz Liepāju.'),  # lang: lv
    ('Es dzīvoju Rīgā.', 'Šonedēļ esmu ciemos Liepājā.'),  # lang: lv
    ('Es dzīvoju Daugavpilī.', 'Mana māsa Anna pārcēlās uz Ventspili.'),  # lang: lv
    ('Atkritumus izved otrdienās.', 'Tikai šonedēļ atkritumus izvedīs trešdien svētku dēļ.'),  # lang: lv
    ('Atkritumus izved pirmdienās.', 'Tikai šonedēļ atkritumus izvedīs otrdien svētku dēļ.'),  # lang: lv
    ('Projekts izmanto npm.', 'pnpm tiek izmantots tikai e2e testiem; pārējais paliek uz npm.'),  # lang: lv
    ('Sapulce ir 19:00.', 'Sapulce ir septiņos vakarā.'),  # lang: lv
    ('Sapulce ir 08:30.', 'Sapulce ir pusdeviņos no rīta.'),  # lang: lv
    ('Rezervēts lidojums FI 450, 2026-03-14.', 'Atpakaļceļa lidojums ir FI 454, nedēļu vēlāk.'),  # lang: lv
    ('Klients dod priekšroku e-pastam.', 'Šodien vienreiz piezvanījām klientam, jo lieta bija steidzama.'),  # lang: lv
    ('Atgādinājumi 9:00 un 14:00.', '14:00 atgādinājums ir par zālēm.'),  # lang: lv
    ('Živim v Ljubljani.', 'Moja sestra Maja se je preselila v Maribor.'),  # lang: sl
    ('Živim v Ljubljani.', 'Ta teden sem na obisku v Mariboru.'),  # lang: sl
    ('Živim v Celju.', 'Moja sestra Nina se je preselila v Koper.'),  # lang: sl
    ('Smeti odvažajo ob torkih.', 'Samo ta teden bodo smeti odpeljali v sredo zaradi praznika.'),  # lang: sl
    ('Smeti odvažajo ob ponedeljkih.', 'Samo ta teden bodo smeti odpeljali v torek zaradi praznika.'),  # lang: sl
    ('Projekt uporablja npm.', 'pnpm se uporablja samo za e2e teste; ostalo ostane na npm.'),  # lang: sl
    ('Sestanek je ob 19:00.', 'Sestanek je ob sedmih zvečer.'),  # lang: sl
    ('Sestanek je ob 08:30.', 'Sestanek je ob pol devetih zjutraj.'),  # lang: sl
    ('Rezerviran je let SK 1411, 2026-06-02.', 'Povratni let je SK 1417, teden dni pozneje.'),  # lang: sl
    ('Stranka ima raje e-pošto.', 'Danes smo stranko enkrat poklicali, ker je bilo nujno.'),  # lang: sl
    ('Opomniki ob 9:00 in 14:00.', 'Opomnik ob 14:00 je za zdravila.'),  # lang: sl
    ('Ma elan Tallinnas.', 'Mu õde Kadri kolis Tartusse.'),  # lang: et
    ('Ma elan Tallinnas.', 'Olen sel nädalal külas Tartus.'),  # lang: et
    ('Ma elan Narvas.', 'Mu õde Liis kolis Pärnusse.'),  # lang: et
    ('Prügi viiakse ära teisipäeviti.', 'Ainult sel nädalal viiakse prügi ära kolmapäeval püha tõttu.'),  # lang: et
    ('Prügi viiakse ära esmaspäeviti.', 'Ainult sel nädalal viiakse prügi ära teisipäeval püha tõttu.'),  # lang: et
    ('Projekti tööriist: npm.', 'pnpm on ainult e2e-testide jaoks; ülejäänu jääb npm peale.'),  # lang: et
    ('Koosolek on kell 19:00.', 'Koosolek on kell seitse õhtul.'),  # lang: et
    ('Koosolek on kell 08:30.', 'Koosolek on kell pool üheksa hommikul.'),  # lang: et
    ('Broneeritud lend FI 450, 2026-03-14.', 'Tagasilend on FI 454, nädal hiljem.'),  # lang: et
    ('Klient eelistab e-posti.', 'Täna helistasime kliendile ühekordselt, sest asi oli kiire.'),  # lang: et
    ('Meeldetuletused kell 9:00 ja 14:00.', 'Kell 14:00 meeldetuletus on ravimite jaoks.'),  # lang: et
    ('Bilbon bizi naiz.', 'Nire ahizpa Miren Donostiara joan da bizitzera.'),  # lang: eu
    ('Bilbon bizi naiz.', 'Aste honetan Donostian nago bisitan.'),  # lang: eu
    ('Gasteizen bizi naiz.', 'Nire ahizpa Ane Iruñera joan da bizitzera.'),  # lang: eu
    ('Zaborra asteartetan jasotzen dute.', 'Aste honetan bakarrik asteazkenean jasoko dute zaborra jaiegunagatik.'),  # lang: eu
    ('Zaborra astelehenetan jasotzen dute.', 'Aste honetan bakarrik asteartean jasoko dute zaborra jaiegunagatik.'),  # lang: eu
    ('Proiektuak npm erabiltzen du.', 'pnpm e2e probetarako bakarrik erabiltzen da; gainerakoan npm erabiltzen jarraitzen da.'),  # lang: eu
    ('Bilera 19:00etan da.', 'Bilera arratsaldeko zazpietan da.'),  # lang: eu
    ('Bilera 08:30ean da.', 'Bilera goizeko zortzi eta erdietan da.'),  # lang: eu
    ('SK 1411 hegaldia erreserbatuta dago, 2026-06-02.', 'Itzulerako hegaldia SK 1417 da, astebete geroago.'),  # lang: eu
    ('Bezeroak nahiago du posta elektronikoa.', 'Gaur behin deitu diogu bezeroari, presazkoa zelako.'),  # lang: eu
    ('Oroigarriak 9:00etan eta 14:00etan.', '14:00etakoa botiketarako da.'),  # lang: eu
    ('deploy_target: eu-west-1', 'deploy_target: eu-west-1 (Ireland); DR replica in eu-central-1'),
    ('{"test_runner": "pytest", "parallel": false}', '{"test_runner": "pytest", "parallel": false, "timeout_s": 300}'),
    ('{"customer": "C-1182", "plan": "Pro", "seats": 5}', '{"customer": "C-1182", "plan": "Pro", "seats": 5, "renewal": "2027-01-31"}'),
    ('- Flight: BA 117 LHR-JFK, 3 Apr\n- Hotel: The Jane, 3 nights', '- Flight: BA 117 LHR-JFK, 3 Apr, dep 08:25\n- Hotel: The Jane, 3 nights, breakfast included'),
    ('2026-02-11: moved the API to Go 1.22.', '2026-02-11: moved the API to Go 1.22 (the worker service stays on 1.21 for now).'),
    ('2026-05-20: adopted trunk-based development.', '2026-06-02: first release cut under trunk-based development.'),
    ('Bin day: Tuesday.', 'Bin day: Tuesdays, out by 7am.'),
    ('Cleaner (Rosa) comes Wednesdays.', 'Rosa comes Wednesdays 9-12.'),
    ('Wi-Fi provider: Virgin Media.', 'Wi-Fi: Virgin Media, 500 Mb package, router in the hallway.'),
    ('Wi-Fi provider: BT.', 'Virgin Media used to be the provider before BT (until 2023).'),
    ('Training plan: couch-to-5k.', 'Week 4 of couch-to-5k this week.'),
    ('Goal weight: 75 kg.', "Client's husband's goal weight is 90 kg."),
    ('Sleep target: 8 hours.', 'Slept 8 hours; an alarm at 6:30.'),
    ('Customer is on the Basic plan.', "Customer's colleague is on the Premium plan."),
    ('Customer is on the Basic plan.', 'Customer had a 14-day Premium trial in 2025 that lapsed.'),
    ('Customer uses the app on an iPhone 12.', "Customer's iPhone 12 is running iOS 17.5."),
    ('Preferred contact channel: email.', "Customer's email is j.okafor@example.com; prefers it to calls."),
    ('Shipping address: 12 Mill Lane, Leeds LS6 2AB.', 'Shipping address: 12 Mill Lane, Leeds, LS6 2AB, leave with no. 10 if out.'),
    ("Learner's weakest topic: fractions.", 'Session notes: fractions practice, 7/10 correct, still slow on common denominators.'),
    ('Tutoring sessions: Tuesdays at 5pm.', 'Tutoring sessions: Tuesdays at 17:00.'),
    ('Tutoring sessions: Tuesdays at 5pm.', "Learner's brother has sessions on Thursdays at 5pm."),
    ('Learner is working at grade 4.', "Learner's target grade is 6."),
    ('Booked flight BA 2490 on 14 March.', 'Thinking about upgrading BA 2490 to premium economy; not done.'),
    ('Seat on the outbound: 3F.', 'Seat 3F on the outbound is a window seat.'),
    ('Hotel: Hotel Arts, Barcelona, 3 nights.', 'Hotel Arts confirmation number HA-55812.'),
    ('Dietary request on the booking: vegetarian meal.', 'Dietary request on the booking: vegetarian meal (lacto-ovo).'),
    ('Owner of the search feature: Priya.', 'Priya owns search and the autocomplete service.'),
    ('Production deploys to Heroku.', 'Production deploys to Heroku via the release pipeline on merges to main.'),
    ('Dependency: requests pinned to 2.31.0.', 'Dependency: requests==2.31.0 (exact pin).'),
    ('Branch policy: squash-merge only.', 'Branch policy: squash-merge only; the squash title must reference the ticket.'),
    ('Test runner for the frontend: Jest.', 'Ran the backend suite with pytest today; the frontend is Jest.'),
    ('User wants npm used in this repo.', "User's other repo uses pnpm."),
    ('Repo notes: the build command is `make build`.', 'Repo notes: `make build` runs `go build ./...` under the hood.'),
    ('test_checkout_timeout is quarantined as flaky.', 'test_checkout_timeout failed again in the quarantine lane (expected, still quarantined).'),
    ('Reminders at 9am and 2pm.', 'Reminders at 09:00 and 14:00.'),
    ('Reminders at 9am and 2pm.', "Skip today's 2pm reminder, I'm at the dentist."),
    ('Lives in Manchester.', 'Was in Leeds for the weekend.'),
    ('Works on the Payments team.', 'The Payments team moved to the 4th floor.'),
    ('Dentist appointment Thursday at 3pm.', 'Actually, can you also remind me to bring the insurance card.'),
    ('Table booked for six at Dishoom.', 'Table for six at Dishoom, the Shoreditch one.'),
    ("User's manager is Helen.", 'Helen is off sick today; Raj is approving leave requests this week.'),
    ('Allergies: penicillin, latex.', 'Partner is allergic to peanuts.'),
    ('Car insurance with Admiral, renews in May.', 'Home insurance is with Aviva.'),
    ('CI runs on GitHub Actions.', 'CI runs on GitHub Actions (ubuntu-latest runners, 4 cores).'),
    ('Default branch: master.', 'Spent the morning on the branch renaming-main; not merged.'),
    ('Answer with code examples in Python.', 'Python examples, type-hinted please'),
    ('Commit messages: conventional commits.', "Use 'fix:' for the hotfix commits today, as usual."),
    ("Customer's name on the account: Jo Bennet.", "Customer's partner is also called Jo."),
    ('Boiler service: booked for 3 Nov.', 'Boiler service booked for 3 Nov, 8am-12pm slot.'),
    ('Spare key is with the neighbour at no. 14.', 'Second spare key is with my sister.'),
    ('Client avoids dairy.', "Client avoids dairy; goat's cheese is fine in small amounts."),
    ('Longest run so far: 5 km.', 'Ran 3 km today, easy pace.'),
    ('Prefers morning workouts.', 'Morning workouts, ideally before 7:30.'),
    ('Gym: PureGym Leeds Central.', 'Partner goes to the David Lloyd in Leeds.'),
    ('Standing meetings: Mon stand-up, Wed planning, Fri demo.', "This Friday's demo is cancelled (half the team at the offsite)."),
    ('Languages to practise: Spanish and Italian.', 'Did 20 minutes of Spanish on Duolingo today.'),
    ('Trip dates: 1-8 July.', 'Partner joins the trip on 4 July.'),
    ('Visa application: submitted.', 'Visa application: submitted on 2 Feb at the Manchester centre.'),
    ('Order #A-2291: packed.', 'Order #A-2290 (the earlier one) was delivered yesterday.'),
    ('Customer prefers replies in English.', 'Customer wrote this one message in Welsh.'),
    ('Hotel check-in: 15:00.', 'no, the 15:00 was the museum tour, not the hotel; hotel check-in stays 15:00'),
    ('Boiler: Worcester Bosch, 2015.', 'Previous house had a Vaillant.'),
    ('Feature flag new_checkout: on for 50% of users.', 'Feature flag new_search: on for 50% of users.'),
    ('On call this week: Marek.', 'Marek is on call this week; Aisha is secondary.'),
    ('Agent summary: the user deploys the docs site with `mkdocs gh-deploy`.', 'Agent summary: the user ran `mkdocs serve` locally to preview the changelog page.'),
    ('Migrations are written with Alembic.', 'Alembic autogenerate misses the enum changes; write those by hand in the migration.'),
    ('Secrets live in a .env file on the server.', "There's a .env.example in the repo with dummy values."),
    ('Release cadence: every second Thursday.', "This sprint's release slipped a day to Friday because of the freeze."),
    ('Error tracking: Sentry.', 'Sentry project for the mobile app is separate (sentry.io/org/mobile).'),
    ("Customer's timezone: Europe/London.", 'Customer is in Lisbon this week for a conference.'),
    ("Customer's account manager: Sanjay.", "Olu is covering Sanjay's accounts during his paternity leave."),
    ("Learner's tutor: Ms Adebayo.", "Mr Kowalski ran the mock exam for Ms Adebayo's group."),
    ('Car hire at Faro: Europcar, compact.', 'Europcar desk is in the multi-storey opposite arrivals.'),
    ('Travel insurance: single-trip with Staysure.', 'Partner has her own annual policy through her bank.'),
    ('Window cleaner comes the first Monday of the month.', 'Window cleaner skipped this month because of the rain.'),
    ('Energy supplier: Octopus, fixed tariff.', 'Energy supplier: Octopus (electricity and gas, one account).'),
    ('Protein target: 120 g a day.', 'Hit 135 g of protein yesterday (barbecue).'),
    ('Rest day: Sunday.', 'Took an extra rest day on Thursday, legs sore.'),
]
