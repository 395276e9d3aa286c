"""Twelfth held-out corpus for the corrects-or-compatible decision (independent author, corp12c).

What it is: three lists of (OLD, NEW) pairs of statements by or about one user, stored one after
the other as memories. OLD is already stored; NEW arrives later.

- CORRECTIONS: NEW replaces OLD; OLD is no longer true, or never was.
- UPDATES: OLD was true when it was said; NEW gives a later state of the same counted, measured,
  ranked or staged thing (a CRM deal stage, seat count, ARR, NPS, site count or customer health
  score; a support ticket, Jira ticket, PR, incident, data migration or audit status; a Node,
  Python, Kubernetes or app version; test coverage, open P1s, Dependabot PRs, backlog size,
  GitHub stars, monthly active users, team size, a cloud bill, sprint story points; a puppy's
  or cat's weight, a dog's or child's age, car mileage, a hen's laying, a tree's height; a house
  purchase, mortgage, lease renewal, kitchen build, garage build, loft planning application,
  conservatory or building permit; a pet-insurance claim, a tenancy-deposit dispute; a visa,
  residence card, passport renewal, citizenship application or ceremony; a DBS check; a school
  book band, swimming stage, times tables, SATs practice score, predicted grade, UCAS status,
  degree credits, dissertation or thesis progress, a course week; a newsletter's subscribers,
  app downloads, shop customers per week, a PTA fundraiser total, a parcel's delivery status).
  OLD should be superseded or flagged; NEW must be stored.
- COMPATIBLE: both stay true. Most are hard near-misses in the same slots and styles as the
  corrections: a second item of a multi-valued thing (a work phone beside a personal one, a
  second allergy, instrument, e-mail address, bank account, passport, subscription, membership,
  language, linter, test tool, cache, cloud for another team, Android test device); the same
  value in other units or words (14 kg / about 31 lb, 1.8 m / about six foot, 12 km / seven and
  a half miles, 65 m2 / 700 sq ft, 1,150 a month / about 265 a week, 09:45 / quarter to ten,
  17:30 / half five, 15:00 CET / 2pm in London, 2024-07-05 / Friday 5th July, UK 7 / EU 41, a
  phone number in E.164, eu-west-1 / Ireland, 180 cm / metr osiemdziesiąt, 1,75 m / un metro e
  settantacinque, 9:15 / kvart över nio); a plan, proposal, quote, spike or trial that fell
  through (4-space indentation voted down, CircleCI, Grafana Cloud, Turborepo, Alpine, an LV=
  quote, a second dog, another nursery, a proposed new meeting time the organiser declined, a
  PhD without funding, a rent rise withdrawn); another person's change (a partner, sister,
  brother, cousin, friend, colleague, another team, a customer's new rep); a temporary change
  (this week only, a locum or supply teacher, an out-of-hours vet, a swapped on-call week, a
  covering account manager, an auto-reply, an async stand-up, a by-election polling place, a
  borrowed car or bike, a foster kitten); history stated as history; another attribute of the
  same thing (a garage's new unit, a surgery's phone system, a nursery's opening hours or Ofsted
  grade, a school's new head, a care home's new manager, a company bought by another, an invite
  whose description changed); more detail; one-off events; and correction idioms ("correction",
  "scratch that", "no wait", "my bad", "I got it wrong", "typo", "oops", "I mixed them up") aimed
  at something OLD does not state.

Labelling rules applied (those stated in the eleventh corpus's docstring, the only rules text
read):
- Tense matters. History stated as history is COMPATIBLE. When OLD states the present and NEW
  says it has ended (left the band, stopped Brownies, cancelled Datadog, the hamster or cat
  died, the Conventional Commits check removed, off the sponsored visa), it is a CORRECTION,
  whether or not NEW names a replacement.
- A temporary situation (this week only, a locum, a covering colleague, a one-off demo time, a
  borrowed or hired car) leaves the standing fact true: COMPATIBLE.
- A plan, proposal, evaluation, quote or offer that was dropped changes nothing: COMPATIBLE.
  When OLD is itself a booking, invite or scheduled event (a quarterly review, a kick-off room,
  a dentist or hospital appointment, an MOT, parents' evening, sports day, an exam room, jury
  service, a viewing, a meeting with a lawyer, a book-club venue, an offsite venue, a recurring
  1:1 or lesson) and NEW says it moved or another was chosen ("Updated invitation", "All future
  events changed", "Booking amended"), the slot was replaced: CORRECTION. An updated invite
  that changes only the description or agenda is COMPATIBLE.
- A change that belongs to another person, or to an attribute OLD does not state, is COMPATIBLE
  even with change verbs or correction idioms. A single-valued fact about another person that is
  itself the stored memory (a CRM customer's primary contact, billing contact, decision maker,
  plan, HQ or CRM; Mum's GP or care home; the sister's city; the landlord; a child's school,
  nursery, teacher, tutor or childminder; Ana's or Lucas's employer) is CORRECTED when NEW
  replaces it.
- A counted, measured, ranked or staged value that moves on over time without a claim that OLD
  was wrong is an UPDATE, in any language; so is a status advancing through its normal stages
  (proposal -> negotiation, qualified -> closed won, submitted -> biometrics -> decision, in
  review -> merged, investigating -> monitoring) and a version number moving forward. When NEW
  says OLD was a typo, a mistake, entered wrong or never so (a shoe size, a blood type, a
  student number, a renewal date, a partner's spelling, a dog's breed, a cat's sex), it is a
  CORRECTION.
- A single-valued slot (city, employer, role or title, manager, tech lead, code owner, account
  owner, primary contact, IDE, shell, keybindings, formatter, linter, CI, tracker, test
  framework, package manager, database, secrets store, observability tool, cloud region,
  staging host, branching model, deploy days, sprint length, review rule, on-call weeks, WFH
  days, commute, gym, hairdresser, vet, GP, dentist, mechanic, insurer, broadband, cleaner, dog
  walker, keyholder, parking zone, bin day, rent day, council-tax band, tax code, landlord,
  conveyancer, polling station, next of kin, attorney, nursery, school, teacher, tutor,
  childminder, school-run rota, lunch arrangement, timezone, phone number, e-mail, handle,
  preferred name, pronouns, surname, diet, bedtime, preferred seat, favourite podcast) replaced
  by a new value is a CORRECTION, even with no change word, even when NEW is a bare record
  ("region=eu-central-1", "(Ana Ribeiro, works_at, Monzo)"), a two-word follow-up leaning on
  OLD ("pnpm everywhere now", "reorg happened, it's Amaka now"), a calendar or booking e-mail,
  or a CRM note. A promotion is a CORRECTION of the title slot. Meaning-level reversals count:
  "passed my driving test" after "doesn't drive", "our daughter arrived" after "no children",
  "ILR granted" after a sponsored visa, "we got married" after "single", "completion day, we own
  the house" after renting, "not allergic after all" after an allergy.
- Multi-valued things (allergies, languages, e-mail addresses, passports, bank accounts held
  side by side, subscriptions, memberships, instruments, devices, linters and test tools that
  run together, secondary contacts, depots beside an HQ) gain items without replacing the old
  one: COMPATIBLE. A new allergy after "none known" is a CORRECTION of that statement.

Styles this corpus emphasises (chosen to differ from the earlier corpora, which by the eleventh
docstring stressed voice transcripts, SMS, support logs, forms, YAML and commits, minutes,
session summaries, journals, letters, HR, property, academia, runbooks, spreadsheet rows,
LLM-extractor facts and triples, friends' chat, project decisions, customer profiles, family
logistics, short follow-ups, Slack and Teams threads, code-switching, travel, health and
fitness, finance, games and fandom):
(1) memories as an agent memory layer stores them after extraction, and mixed with prose: third-
person one-liners ("User's preferred IDE is VS Code."), profile fields as "key: value" and
"key=value; key=value" lines, "+=" additions, JSON objects ({"attribute": ..., "value": ...},
{"user": ..., "fact": ..., "value": ...}, with keys in Vietnamese and Chinese too), subject-
predicate-object triples written as tuples, as "A -> rel -> B" chains and as "subject=...;
predicate=...; object=..."; pairs where OLD is a record and NEW is prose or the reverse; (2)
e-mail and calendar: invitations, "Updated invitation" with "This event has been changed" or
"All future events changed", proposed new times the organiser declined, accept and decline
notices, RSVPs, booking confirmations and amendments, auto-replies, signatures, "Fwd:" and "RE:"
replies quoting the earlier mail on "> " lines (a few pairs hold line breaks); (3) CRM and
account-manager notes about customers (contacts, plans, renewal dates, billing, decision makers,
deal stages, seats, ARR, NPS, health scores); (4) school, university and childcare admin
(teachers, nurseries, childminders, school runs, parents' evenings, sports day, book bands,
swimming stages, exams, supervisors, credits, UCAS, PTA); (5) software engineering preferences
and team conventions (IDE, shell, formatter, linter, CI, package manager, test framework,
regions, CODEOWNERS, branching, deploy days, sprint length, code review, on-call, versions); (6)
home, car and pets (vets, breeds, pet food and insurance, mechanics, MOTs, parking permits,
bins, boilers, broadband, cleaners, dog walkers, renovations); (7) legal and civic (tenancy and
landlords, deposits, visas, ILR, citizenship, polling stations, GP registration, council tax,
jury service, conveyancing, next of kin, power of attorney, tax codes, driving licences).
Corrections signal change by a bare new record value, "now", "no longer" and its equivalents
(không ... nữa, już nie, більше не, už nejsem, en ... enää, siishi ... tena, nicht mehr, artık
... değilim), a calendar system's wording, a CRM note, a relayed message (a coach, a school
newsletter, a hospital letter, HR, a letting agent, the council), an explicit retraction
("typo", "entered wrong", "by mistake", "we had it wrong"), and meaning-level contradiction.
About a quarter of the pairs are not in English, all from languages the eleventh docstring did
not list: Vietnamese (vi), Indonesian (id), Turkish (tr), Polish (pl), Ukrainian (uk), Czech
(cs), Swedish (sv), Finnish (fi), Brazilian Portuguese (pt), Swahili (sw), Urdu (ur), Tamil
(ta), Chinese (zh), German (de) and Italian (it). Within a pair both statements share a
language (technical names such as Infosys, PyCharm or VS Code stay as they are). Every non-
English pair carries a ``# lang: xx`` comment (ISO 639-1); untagged pairs are English.

How it was written: by hand, in one sitting, by a twelfth independent author (a helper
session, corp12c) who read only the task brief, the module docstring of the eleventh corpus
(tests/independent/corrections_heldout11.py, the text between its first triple quotes only;
none of its pairs), the [tool.ruff] settings in pyproject.toml, and the opening turns (about
twenty) of one LoCoMo development conversation (../shared/locomo-dev/42.json) for register. The
author did not read the system's rules (zeusmem/), any other file under tests/ (no other
corpus, no tests/pair_eval.py, no correction, conflict or retraction test), did not grep the
repository, and did not run the system on this corpus; nothing here was fitted to the rules.
No LoCoMo or other dataset text is copied; every pair is written fresh. People, customers,
addresses, e-mail addresses (.test domains), phone numbers (UK 07700 900xxx, 020 7946 0xxx),
hosts, tickets, incidents and PR numbers are invented; well-known companies, tools, schools'
kinds, places and services appear by their usual names as everyday context. The pairs were
kept in plain text in /tmp and turned into this module by a throw-away script (not committed),
which also checked for exact duplicate pairs and computed the counts below from the language
tags.

Counts (604 pairs, 151 not in English, 15 languages besides English):
- CORRECTIONS: 206 pairs, 151 English, 55 other: 4 each of de, id, it, pl, pt, sv, tr, uk, vi, zh; 3
  each of cs, fi, sw, ta, ur.
- UPDATES: 77 pairs, 57 English, 20 other: 2 each of de, pl, pt, tr, zh; 1 each of cs, fi, id, it,
  sv, sw, ta, uk, ur, vi.
- COMPATIBLE: 321 pairs, 245 English, 76 other: 6 of pt; 5 each of cs, de, fi, id, it, pl, sv, sw,
  ta, tr, uk, ur, vi, zh.
"""

from typing import List, Tuple

CORRECTIONS: List[Tuple[str, str]] = [
    ("User's preferred IDE is VS Code.", "User's preferred IDE is now Zed; VS Code was uninstalled last month."),
    (
        '{"attribute": "home_city", "value": "Leeds"}',
        '{"attribute": "home_city", "value": "Bristol", "since": "2024-03"}',
    ),
    ('(Ana Ribeiro, works_at, Stripe)', '(Ana Ribeiro, works_at, Monzo)'),
    ('Ana -> lives_in -> Porto', 'Ana -> lives_in -> Braga'),
    (
        'employer: Deloitte; role: senior analyst; city: Manchester',
        'employer: KPMG; role: senior analyst; city: Manchester',
    ),
    ('dietary_preference=vegetarian', 'dietary_preference=pescatarian'),
    (
        "I'm a proper night owl, I never get to bed before 1am.",
        'sleep.bedtime: 22:30 (new routine since the baby arrived)',
    ),
    ('phone_os: Android (Pixel 7)', 'Finally caved and got an iPhone 15. The Pixel is sitting in a drawer.'),
    (
        "User's partner is called Jordan.",
        "Fixing an earlier note: the user's partner is Jordyn, spelled with a y, not Jordan.",
    ),
    (
        '{"user": "u_4821", "fact": "favourite_cuisine", "value": "Thai"}',
        '{"user": "u_4821", "fact": "favourite_cuisine", "value": "Ethiopian"}',
    ),
    ('User drives a 2016 Ford Focus.', 'car=Skoda Octavia Estate (2021); previous car sold in May'),
    (
        'User is allergic to penicillin.',
        "Allergy clinic retested me, I'm not allergic to penicillin after all. It can come off my record.",
    ),
    ('(user, plays_bass_in, Low Tide)', "I left Low Tide in the spring and I'm not in any band right now."),
    ('timezone: Europe/London', 'timezone: America/Toronto'),
    ('User prefers to be called Liz.', 'preferred_name=Beth (please stop using Liz)'),
    ("User's shoe size: UK 7", 'shoe_size: UK 6.5. The 7 was a typo on my part.'),
    ("User's blood type is A positive.", "Checked my donor card: I'm O positive. No idea where A came from."),
    ('User has no children.', "Our daughter Ilse arrived on Saturday, 3.4 kg, everyone's doing well!"),
    ("User doesn't drink coffee at all.", 'User now has two flat whites every morning.'),
    ('subject=Kemal; predicate=manager_of; object=user', 'subject=Priya; predicate=manager_of; object=user'),
    ("The user's line manager is Daniel Fry.", "reorg happened, it's Amaka now"),
    ('preferred_meeting_slot: mornings', 'afternoons now pls, mornings are school run'),
    (
        '{"type": "preference", "key": "notification_channel", "value": "email"}',
        "Please just text me from now on, I've stopped reading that inbox.",
    ),
    (
        'User -> supports -> Leeds Rhinos (rugby league)',
        'I gave up on the Rhinos after the move, I follow Warrington now.',
    ),
    ('contact.mobile = 07700 900 318', 'New number: 07700 900 874, the old SIM is cancelled.'),
    (
        'Invitation: Quarterly review with Harlow Logistics @ Thu 14 Mar 10:00 - 11:00 (GMT)',
        'Updated invitation: Quarterly review with Harlow Logistics @ Fri 15 Mar 14:00 - 15:00 (GMT). This event has been changed.',
    ),
    (
        'From: dana@quillfeather.test. Subject: Kick-off Tuesday 9:30, Room 3B',
        "From: dana@quillfeather.test. Subject: RE: Kick-off Tuesday 9:30, Room 3B. Quick change, we're in 4A now, same time.",
    ),
    (
        'Dentist: Dr Okafor, check-up booked for 22 May at 8:40.',
        'Smile Studio: Your appointment on 22 May has been moved to Wed 29 May at 8:40 due to clinician availability.',
    ),
    (
        'Email signature: Marta Nowak, Head of Procurement, Brightwell Foods',
        'Email signature: Marta Nowak, Procurement Director, Brightwell Foods',
    ),
    (
        "Book club meets at Rita's flat on the 3rd.",
        "Sorry all! Boiler's broken so book club on the 3rd is at Tomas's instead.",
    ),
    (
        "User's work email is sam.oduya@brightwell.test",
        'Please update your records: my address is now s.oduya@brightwell-foods.test; the old one stops working Friday.',
    ),
    (
        'Weekly 1:1 with Priya: Wednesdays 11:00',
        'Recurring event updated: 1:1 Priya / Sam, Thursdays 16:00, starting next week. All future events changed.',
    ),
    (
        'Calendar: Maisie piano lesson, Tuesdays 17:15 with Mrs Hale',
        'Updated: Maisie piano lesson, Wednesdays 17:15 with Mrs Hale (all following events)',
    ),
    (
        'User returns from parental leave on 2 September.',
        "RE: return date. HR have approved the extension, I'm back on 14 October.",
    ),
    (
        'The team offsite is on 18 June at the Clifton boathouse.',
        'Fwd: venue change. Offsite is now at The Lido, date unchanged (18 June).',
    ),
    (
        'Invitation accepted: Sprint demo, Fridays 15:00',
        'Organizer updated the series: Sprint demo moves to Thursdays 15:00.',
    ),
    (
        "Allotment committee meets on the first Monday of the month (per Jon's email).",
        "From: jon@meanwoodplots.test. Re: meetings. We now meet on the last Thursday of the month, the hall's booked on Mondays.",
    ),
    (
        "Calendar hold: Dad's hip op, St James's, 9 Jan, arrive 7am",
        "Hospital letter: Dad's operation rescheduled to 23 January, admission 7am, Ward 24.",
    ),
    (
        'Meeting link for the Friday stand-up: meet.google.com/abc-defg-hij',
        'We moved stand-ups to Teams, the Meet link is dead now.',
    ),
    (
        'Account: Tallis Hotels. Primary contact Grace Ames (Ops Director).',
        'CRM note 14/05: Grace Ames has left Tallis. Primary contact is now Ibrahim Salah, Head of Ops.',
    ),
    (
        'Tallis Hotels plan: Growth, billed annually.',
        'Tallis moved to the Enterprise plan at renewal, billed quarterly.',
    ),
    (
        'Northgate Dental prefers contact by phone, mornings only.',
        'Northgate Dental contact pref updated: email only. They stopped picking up the front-desk line for vendors.',
    ),
    (
        'Renewal date for Kestrel Freight: 1 July.',
        'AM note: renewal date was entered wrong, the contract says 1 June for Kestrel.',
    ),
    (
        'Decision maker at Fenwick & Co is the CFO, Helen Drury.',
        'Turns out procurement signs off at Fenwick, not Helen. She only recommends.',
    ),
    ('Holloway Print uses Salesforce as their CRM.', 'Holloway Print moved off Salesforce to HubSpot in Q1.'),
    (
        'billing_contact: accounts@pennyroyal.test',
        'billing_contact=finance@pennyroyal.test (the accounts@ inbox was closed)',
    ),
    (
        'Haddon Clinics runs our legacy on-prem version.',
        'Haddon finished their cloud migration last week, nothing on-prem anymore.',
    ),
    ('Account owner for Ashgrove Homes: Lucy Tran.', 'Account reassigned: Verity Bloom owns Ashgrove Homes now.'),
    ('Marlow Bakeries pays by card.', 'Marlow switched to invoice with 30-day terms, card removed.'),
    (
        'Preferred language for Duarte Imports: Portuguese',
        "Duarte's new ops team asked that we email in English going forward.",
    ),
    ('Kestrel Freight HQ: Reading.', '(Kestrel Freight, hq_city, Milton Keynes); they relocated over the summer'),
    (
        "Leo's class teacher is Mr Patel (Year 3, Oak).",
        "Leo's teacher this term is Ms Craddock; Mr Patel has moved schools.",
    ),
    (
        'Nursery: Little Acorns, pick-up 17:30.',
        "We moved Ada to Sunflowers Nursery on Mill Lane. Pick-up's still half five.",
    ),
    (
        'School run: Tom does Mondays and Wednesdays, I do the rest.',
        "New rota: I'm on Mondays now, Tom does Tuesdays and Wednesdays.",
    ),
    (
        "Isla attends St Bride's Primary.",
        'Isla starts at Hillcrest Academy after half-term, we got the place off the waiting list!',
    ),
    (
        'User is studying an MSc in Data Science at Leeds.',
        'Transferred onto the MSc Statistics programme, same university.',
    ),
    ('Dissertation supervisor: Dr Hanley.', 'Supervisor change approved: Prof. Esther Quaye supervises me now.'),
    ('Childminder: Bev, Tuesdays and Thursdays.', 'Bev retired, Janine has the boys on Tuesdays and Thursdays.'),
    ('Sports day is Friday 14 June.', 'School newsletter: Sports Day has moved to Tuesday 18 June.'),
    ('Noah has school dinners.', "Noah's on packed lunches now, he point-blank refused the dinners."),
    ("User's student number is 20231187.", "typo in my student ID before, it's 20231178"),
    ('Exam: STAT301 final, 3 June, Sports Hall.', 'Exam timetable v2: STAT301 is in the Great Hall on 3 June, 9:30.'),
    (
        '{"child": "Ada", "allergy": "none known"}',
        'Ada had a reaction to cashew at nursery, the allergist confirmed a tree-nut allergy.',
    ),
    (
        "Parents' evening for Leo: 19:10 with Ms Craddock.",
        "ParentMail: your parents' evening slot has been changed to 18:40.",
    ),
    ('Ruby goes to Brownies on Wednesday evenings.', "Ruby's stopped Brownies. She wasn't enjoying it."),
    (
        'Tutor for Year 10 maths: Mr Obi, Saturdays.',
        "We've let Mr Obi go and signed Josh up with Sofia on Sunday afternoons instead.",
    ),
    (
        'Team convention: 2-space indentation in TypeScript.',
        'Retro decision: 4 spaces in TS from now on, prettier config updated.',
    ),
    ('User formats Python with Black.', 'formatter=ruff format (Black dropped in all repos)'),
    ('Linter: ESLint with the airbnb config.', 'lint: biome. ESLint was removed in PR #2231.'),
    ('CI runs on GitHub Actions.', "We've been on GitLab CI since the monorepo move."),
    ('Default cloud region: eu-west-1', 'region=eu-central-1 (data residency, Frankfurt)'),
    ('CODEOWNERS for /billing: @hana-k', 'CODEOWNERS updated: /billing -> @platform-payments. Hana moved to Search.'),
    ("User's shell: zsh with oh-my-zsh.", "I moved to fish last month and I'm not going back."),
    ('Preferred keybindings: Vim.', 'Turned vim mode off, default bindings these days.'),
    ('Branching model: git-flow with a develop branch.', 'We went trunk-based; develop is deleted.'),
    ('Deploys happen Tuesdays and Thursdays.', 'New policy: deploy any weekday except Friday.'),
    ('Staging URL: staging.ledgerly.test', 'staging moved to stg.eu.ledgerly.test, the old host just redirects'),
    ('Primary database: MySQL 8', 'We migrated to Postgres over the weekend.'),
    ('Package manager: npm', 'pnpm everywhere now'),
    (
        "User's GitHub handle is @ravi-dev.",
        'I renamed my GitHub account to @ravikumar, the old handle no longer exists.',
    ),
    ('Test framework: Jest', 'Vitest replaced Jest last sprint.'),
    ('Tech lead on Payments: Olu.', 'Olu stepped down as TL; Marisa leads Payments now.'),
    ('Sprint length: two weeks.', 'one-week sprints from Q3'),
    ('Observability: Datadog.', "We cancelled Datadog, everything's in Grafana Cloud now."),
    (
        'Commit style: Conventional Commits enforced by CI.',
        'The Conventional Commits check is gone, free-form commit messages are fine now.',
    ),
    ('secrets_store: HashiCorp Vault', 'secrets_store: AWS Secrets Manager (Vault decommissioned 30/04)'),
    ('On-call rotation: user is primary for API on weeks 1 and 3.', "Rota changed: I'm primary on weeks 2 and 4 now."),
    ('User writes backend code in Java.', 'Our backend is all Kotlin now, last Java service was rewritten.'),
    ('Issue tracker: Jira.', "We're on Linear since January."),
    ('Code review rule: one approval to merge.', 'Branch protection now needs two approvals on main.'),
    ('Preferred terminal font: Fira Code.', 'JetBrains Mono these days.'),
    (
        'Vet: Parkside Vets, Dr Imogen Shaw.',
        "We've registered Pickle at Riverside Animal Hospital instead, Parkside shut down.",
    ),
    (
        'Pet: Bramble, a four-year-old border collie.',
        "Bramble's DNA test came back: collie-springer cross, not a pure collie.",
    ),
    ('Car insurance with Admiral.', 'Switched the car insurance to LV= at renewal, Admiral wanted 200 more.'),
    (
        'Mechanic: Dave at Hillside Motors.',
        'Not taking the car to Dave anymore after the brake fiasco, it goes to Fenton Autos.',
    ),
    ('Parking permit: zone C.', 'The council moved our street into zone F as of April.'),
    ('Boiler serviced under a HomeServe plan.', 'Cancelled HomeServe, a local engineer does the boiler service now.'),
    ('User has a cat called Miso.', "Miso died last week. It's just us now."),
    ("Dog food: Lily's Kitchen.", "The vet put Rufus on a hypoallergenic prescription diet, no more Lily's Kitchen."),
    ('The car is a manual.', 'We traded it in for an automatic Honda Jazz.'),
    ('User rents a two-bed flat on Grove Road.', 'Completion day! We own the terraced house on Linden Street now.'),
    ('Bin collection: Tuesday mornings.', 'Bins are Thursdays since the council changed the rounds.'),
    ('Dog walker: Freya, weekdays 12-1.', 'Freya moved away; Kasper from Wagtails walks Otto now.'),
    ('(user, owns_pet, hamster named Nibbles)', 'RIP Nibbles. No hamster anymore, the cage has gone to a neighbour.'),
    ('Home broadband: Virgin Media.', "We're with a fibre company called Community Fibre now, Virgin's cancelled."),
    ('Cleaner comes every other Friday.', 'Cleaner comes Mondays now, weekly.'),
    ('pet.insurer = Petplan', 'pet.insurer = ManyPets (switched at renewal)'),
    ("The user doesn't drive.", 'Passed my driving test this morning, first go!'),
    ('House alarm code contact: neighbour Pat at no. 14.', "Pat's moved out, the keyholder is Elena at no. 9 now."),
    ('Car: red Fiat 500, parked on the street.', "We got a driveway put in, the car's off the street now."),
    ('GP: Beechwood Surgery.', "I've re-registered with Canalside Medical Practice since the move."),
    ('Visa: Skilled Worker, sponsored by Arden Labs.', 'ILR granted today! No more sponsored visa.'),
    (
        "Polling station: St Mark's church hall, Northfield ward.",
        "After the boundary review we're in Kings Heath ward; polling at the library.",
    ),
    ('Landlord: Mr Beckett.', 'The flat was sold; new landlord is Greystone Lettings Ltd.'),
    ('Rent is due on the 1st of each month.', 'Agreed with the landlord to move rent day to the 28th.'),
    ('Council tax band C.', "Appeal upheld, we've been rebanded to B and got a refund."),
    (
        'Conveyancer for the purchase: Harper & Lowe.',
        'We switched conveyancers to Finch Legal, Harper & Lowe were too slow.',
    ),
    ('Jury service: 3 March, Leeds Crown Court.', 'Jury service deferred to 9 September.'),
    ('Address on driving licence: 12 Grove Road.', 'DVLA have updated my licence to the Linden Street address.'),
    ('User votes by post.', "I cancelled the postal vote, I'm voting in person from now on."),
    ('marital_status: single', 'We got married on Saturday at the registry office!'),
    ('Next of kin: brother, Callum Reid.', 'Please change my next of kin to my wife, Ines Reid.'),
    (
        'Power of attorney for Mum: user and sister jointly.',
        "Sister withdrew as attorney, I'm sole attorney for Mum now.",
    ),
    ("Mum's care home: Oakleigh House.", "Mum moved to Willowmead last week, Oakleigh couldn't manage her needs."),
    ('Tax code: 1257L.', 'HMRC sent a new code, 1185L, because of the company car.'),
    ('User is self-employed (sole trader).', 'Incorporated in April, I trade through Reid Design Ltd now.'),
    ('Dentist: NHS, Dr Murray at Kirkgate.', "Went private, I'm with Bright Smile on Albion Street now."),
    ('User works from home on Mondays and Fridays.', 'New hybrid policy: WFH is Tuesday and Thursday.'),
    ('User takes the train to work in Leeds.', 'Cycling in every day now that we live in the centre.'),
    ('Gym: PureGym Headingley, 6am sessions.', 'Left PureGym, I swim at the council leisure centre instead.'),
    ("User's job title is Product Designer.", "Got the promotion, I'm Senior Product Designer from this month."),
    ("User's favourite podcast: The Rest Is History.", "Honestly I've gone off it. Favourite's Empire now."),
    (
        'Hairdresser: Mo at Cutting Room, every six weeks.',
        "Mo left Cutting Room so I've followed him to his new place, Studio Nine.",
    ),
    ("The user's cat, Pesto, is a boy.", 'Vet says Pesto is actually a girl! We had it wrong for a year.'),
    ('Weekly grocery shop: Tesco delivery, Sundays.', 'We do Ocado on Saturdays now.'),
    ('preferred_pronouns: she/her', 'pronouns=they/them'),
    ("User's surname: Whitlock.", "Took my husband's name: I'm Hannah Moreno now."),
    ('User does not own a bike.', 'Bought a second-hand Brompton, commuting on it already.'),
    ('(Nico, dog_breed, Labrador)', 'Nico -> dog_breed -> Golden retriever. I said Labrador by mistake.'),
    ('Sister lives in Glasgow.', "My sister's moved to Dundee for her new job."),
    ("Mum's GP is Dr Carter at Elm Tree Surgery.", "Mum's registered with Dr Lindqvist at Parkway now."),
    (
        "Ben's football training: Saturdays 9am at Roundhay Park.",
        "Coach emailed: from this term Ben's training is Sundays 10am at the 3G pitch.",
    ),
    (
        'Car MOT booked: Sat 6 July, 09:00, Kwik Fit.',
        'Booking amended: your MOT is now Sat 13 July at 11:30, same centre.',
    ),
    ('Harvest supper: church hall, Sat 5 Oct, 6pm.', 'Updated: harvest supper moves to the Scout hut, same time.'),
    (
        '{"attribute": "employer", "value": "Ocado", "confidence": 0.9}',
        "User said they left Ocado and joined Sainsbury's tech team in June.",
    ),
    ('User has a gluten intolerance.', 'Follow-up tests ruled out any gluten issue, it was the lactose all along.'),
    ('Allotment plot: 14B at Meanwood.', 'We gave up 14B and took plot 3 at Chapel Allerton, closer to home.'),
    (
        'Standing order to the nursery: 14th of each month.',
        'Nursery fees come out on the 1st now, I moved the standing order.',
    ),
    ('Preferred airline seat: window.', 'aisle these days, knees'),
    ('Wi-Fi name at home: ReidHouse.', 'router replaced, network is called Linden5G now'),
    ('User is vegan.', "I've gone back to vegetarian, I eat eggs and cheese again."),
    ('Người dùng làm việc tại FPT Software ở Đà Nẵng.', 'Mình nghỉ FPT rồi, giờ làm cho VNG ở TP.HCM.'),  # lang: vi
    (
        'Bác sĩ thú y của bé Mít: phòng khám Pet Care Cầu Giấy.',
        'Bé Mít giờ khám ở bệnh viện thú y Hà Nội Pet, bên kia đóng cửa rồi.',
    ),  # lang: vi
    (
        'Họp phụ huynh lớp 2A: thứ Bảy, 9 giờ sáng.',
        'Cô chủ nhiệm vừa nhắn: họp phụ huynh dời sang Chủ nhật, 8 giờ 30.',
    ),  # lang: vi
    (
        '{"thuộc_tính": "ngôn_ngữ_backend", "giá_trị": "PHP"}',
        'Team mình chuyển hết sang Go rồi, không viết PHP nữa.',
    ),  # lang: vi
    ('Pengguna tinggal di Bandung.', 'Sekarang aku sudah pindah ke Yogyakarta, ikut suami.'),  # lang: id
    (
        'Bengkel langganan: Bengkel Maju Jaya, Pak Darto.',
        'Mobil sekarang servis di Auto2000 saja, Pak Darto sudah tutup bengkelnya.',
    ),  # lang: id
    (
        'Jadwal les renang Dimas: Selasa jam 4 sore.',
        'Les renang Dimas pindah ke Kamis jam 4 sore mulai minggu depan.',
    ),  # lang: id
    ('bank_gaji: BCA', 'bank_gaji=Bank Mandiri (kantor ganti bank payroll)'),  # lang: id
    ("Kullanıcı İzmir'de yaşıyor.", "Artık İzmir'de değilim, Eskişehir'e taşındık."),  # lang: tr
    (
        'Veteriner: Dr. Aylin Kaya, Moda Veteriner Kliniği.',
        "Pamuk'u artık Kadıköy Hayvan Hastanesi'ne götürüyoruz, Aylin Hanım'a gitmiyoruz.",
    ),  # lang: tr
    (
        'Toplantı daveti: Proje Değerlendirme, Pazartesi 10:00',
        "Güncellenmiş davet: Proje Değerlendirme toplantısı Salı 14:00'e alındı.",
    ),  # lang: tr
    (
        'Kullanıcının arabası: 2015 model Renault Clio.',
        "Clio'yu sattım, artık Toyota Corolla kullanıyorum.",
    ),  # lang: tr
    ('Użytkownik pracuje w Allegro w Poznaniu.', 'Od maja jestem w CD Projekt, już nie w Allegro.'),  # lang: pl
    (
        'Przedszkole córki: Przedszkole nr 12 "Słoneczko".',
        'Zosia chodzi teraz do przedszkola "Bajka" na Mokotowie.',
    ),  # lang: pl
    (
        'Lekarz rodzinny: dr Nowak, przychodnia przy Kościuszki.',
        'Zmieniłam lekarza POZ, teraz jestem zapisana do dr Wiśniewskiej w Medicover.',
    ),  # lang: pl
    (
        'klient: Hurtownia Bolek; osoba kontaktowa: Pan Marek',
        'Notatka CRM: Pan Marek odszedł z Hurtowni Bolek, kontakt to teraz Pani Ewa Lis.',
    ),  # lang: pl
    ('Користувач живе у Львові.', 'Ми вже переїхали до Києва, у Львові більше не живемо.'),  # lang: uk
    (
        'Сімейний лікар: Оксана Петренко.',
        'Я переписалася до іншого сімейного лікаря, тепер це Андрій Коваль.',
    ),  # lang: uk
    ('Зустріч з юристом щодо оренди: середа, 15:00.', "Юрист переніс зустріч на п'ятницю, 11:00."),  # lang: uk
    ('Редактор коду: PyCharm', 'Перейшов на VS Code, PyCharm більше не використовую.'),  # lang: uk
    ('Uživatel pracuje v Avastu v Praze.', 'Už nejsem v Avastu, od února dělám v Rohlíku.'),  # lang: cs
    (
        'Pes Rex: plemeno německý ovčák.',
        'Podle testu DNA Rex není německý ovčák, je to belgický ovčák malinois.',
    ),  # lang: cs
    ('Prohlídka bytu s makléřem: čtvrtek v 17:00.', 'Makléř prohlídku přesunul na pondělí v 16:30.'),  # lang: cs
    ('Användaren bor i Göteborg.', 'Vi har flyttat till Malmö nu.'),  # lang: sv
    ('Vårdcentral: Hälsocentralen Majorna.', 'Jag har listat om mig på Vårdcentralen Kungsholmen.'),  # lang: sv
    ('Förskola: Solrosen, lämning 08:00.', 'Elsa har bytt förskola till Ekorren, lämning kvart över åtta.'),  # lang: sv
    ('Teamets standup: kl 9:15 varje dag.', 'Standupen flyttas till 9:45 från och med måndag.'),  # lang: sv
    ('Käyttäjä asuu Tampereella.', 'Muutettiin Ouluun, en asu enää Tampereella.'),  # lang: fi
    ('Työnantaja: Nokia', 'Siirryin Wärtsilälle elokuussa.'),  # lang: fi
    ('Auton katsastus: torstaina klo 10.', 'Katsastus siirtyi ensi tiistaille klo 13.'),  # lang: fi
    ('Usuária mora em Campinas.', 'A gente se mudou pra Curitiba mês passado.'),  # lang: pt
    ('Plano de saúde: Unimed.', 'Troquei de plano, agora é SulAmérica.'),  # lang: pt
    (
        'Convite: Reunião de pais e mestres, sexta 19h.',
        'Convite atualizado: a reunião de pais e mestres foi remarcada para sábado às 9h.',
    ),  # lang: pt
    ('(Lucas, trabalha_em, Nubank)', 'Lucas saiu do Nubank, agora tá no iFood.'),  # lang: pt
    ('Mtumiaji anaishi Nairobi.', 'Sasa tumehamia Mombasa, siishi Nairobi tena.'),  # lang: sw
    (
        'Daktari wa mbwa: Dkt. Wanjiru, Kliniki ya Karen.',
        'Simba sasa anatibiwa na Dkt. Otieno pale Westlands.',
    ),  # lang: sw
    (
        'Mkutano wa wazazi: Jumamosi saa tatu asubuhi.',
        'Shule imebadilisha, mkutano wa wazazi sasa ni Ijumaa saa kumi jioni.',
    ),  # lang: sw
    ('صارف لاہور میں رہتا ہے۔', 'ہم اب اسلام آباد منتقل ہو گئے ہیں، لاہور میں نہیں رہتے۔'),  # lang: ur
    ('بیٹی کا اسکول: بیکن ہاؤس، گلبرگ۔', 'عائشہ کا داخلہ اب سٹی اسکول میں ہو گیا ہے، بیکن ہاؤس چھوڑ دیا۔'),  # lang: ur
    ('ڈاکٹر سے ملاقات: منگل شام پانچ بجے۔', 'کلینک سے فون آیا، ملاقات اب جمعرات شام چھ بجے ہے۔'),  # lang: ur
    ('பயனர் சென்னையில் வசிக்கிறார்.', 'நாங்கள் இப்போது கோயம்புத்தூருக்கு மாறிவிட்டோம்.'),  # lang: ta
    ('பயனரின் நிறுவனம்: Infosys', 'நான் Infosys-ஐ விட்டு Zoho-வில் சேர்ந்துவிட்டேன்.'),  # lang: ta
    (
        'மகனின் டியூஷன்: சனிக்கிழமை காலை 10 மணி.',
        'டியூஷன் இப்போது ஞாயிற்றுக்கிழமை மாலை 4 மணிக்கு மாற்றப்பட்டது.',
    ),  # lang: ta
    ('用户住在杭州。', '我们已经搬到深圳了，不在杭州住了。'),  # lang: zh
    ('{"属性": "雇主", "值": "阿里巴巴"}', '{"属性": "雇主", "值": "字节跳动"}'),  # lang: zh
    ('宠物医院：瑞派宠物医院（朝阳店）', '我们家豆豆现在去新瑞鹏看病了，不去瑞派了。'),  # lang: zh
    ('会议邀请：项目周会，周一上午10点', '更新的邀请：项目周会改到周二下午3点，后续所有会议均已更改。'),  # lang: zh
    ('Nutzer wohnt in Köln.', 'Wir sind nach Hamburg gezogen, in Köln wohnen wir nicht mehr.'),  # lang: de
    (
        'Hausarzt: Dr. Berger, Praxis am Ring.',
        'Ich bin jetzt bei Dr. Yilmaz in der Gemeinschaftspraxis Ehrenfeld.',
    ),  # lang: de
    (
        'Kita: Kita Regenbogen, Abholung 16 Uhr.',
        'Mia wechselt zur Kita Pusteblume, Abholung weiterhin 16 Uhr.',
    ),  # lang: de
    ('Vermieter: Herr Schulte.', 'Das Haus wurde verkauft, unsere neue Vermieterin ist die Vonovia.'),  # lang: de
    ("L'utente vive a Bologna.", 'Ormai abito a Torino, da Bologna sono andata via a marzo.'),  # lang: it
    (
        'Veterinario: dottoressa Ricci.',
        'Per Birba adesso andiamo dal dottor Galli, la Ricci è andata in pensione.',
    ),  # lang: it
    (
        'Invito: colloquio con la maestra, giovedì ore 16:30.',
        'Invito aggiornato: il colloquio è spostato a venerdì ore 17:00.',
    ),  # lang: it
    ('Assicurazione auto: UnipolSai', 'Ho cambiato assicurazione auto, adesso sono con Prima.'),  # lang: it
]

UPDATES: List[Tuple[str, str]] = [
    ('{"attribute": "weight_kg", "value": 82}', '{"attribute": "weight_kg", "value": 79.5, "date": "2024-06-01"}'),
    ('Harbour Gyms has 14 sites.', 'CRM: Harbour Gyms now runs 17 sites after the Cardiff acquisition.'),
    ('Deal stage for Tallis Hotels: Proposal sent.', 'Tallis Hotels moved to Negotiation.'),
    (
        'Opportunity: Kestrel Freight expansion, stage=Qualified',
        'Kestrel Freight expansion: stage=Closed Won (signed 12/06)',
    ),
    ('Seats licensed by Marlow Bakeries: 40', 'Marlow added 15 seats, 55 in total.'),
    ('ARR for Fenwick & Co: £48k', 'Fenwick ARR is £61k after the upsell.'),
    ('Support ticket #88213 status: open', '#88213 -> pending customer'),
    ('Node version: 18 (.nvmrc)', '.nvmrc bumped to 20.11.1'),
    ('Project Python version: 3.11', 'python_requires >= 3.12 now, CI image updated'),
    ('App version in the store: 2.3.1', '2.4.0 went live on the App Store today'),
    ('Test coverage on the API repo: 71%', 'coverage is 78% after the hardening sprint'),
    ('PR #4412 (rate limiter): in review', 'PR #4412 merged'),
    ('Postgres migration: 40% of tables moved', 'migration at 85%, cut-over Thursday'),
    ('Open P1 bugs: 12', 'P1 count down to 5'),
    ("The user's open-source library has 900 GitHub stars.", 'Crossed 1,200 stars this week!'),
    ('INC-2207 status: investigating', 'INC-2207: monitoring, fix deployed 14:22 UTC'),
    ('Puppy Luna weighs 6 kg at 12 weeks.', "Luna's 14 kg now at five months."),
    ('Car mileage: 42,300', 'odometer=47,910 at the MOT'),
    ('House purchase: offer accepted.', 'We exchanged contracts today, completion on the 28th.'),
    ('Kitchen renovation: demolition done.', 'Kitchen update: units fitted, waiting on the worktops.'),
    ("Pet insurance claim for Rufus's ear op: submitted.", 'Claim approved, paying out £640 minus the excess.'),
    ('Otto the dog is 7.', 'Otto turned 8 on Sunday, cake and all.'),
    ("Mila's reading book band: Orange.", "Mila's moved up to Turquoise band!"),
    ("Ben's swimming lessons: Stage 3.", 'Ben passed Stage 4 today.'),
    ('Dissertation word count: 6,200 of 15,000.', 'at 11,400 words now'),
    ('Credits completed: 60 of 180.', '120 credits done, just the dissertation left.'),
    (
        'UCAS application status: submitted.',
        'UCAS Hub: conditional offer from Sheffield, still waiting on the other four.',
    ),
    ('Isla is 4.', 'Isla turned 5 last week.'),
    ('Visa application: submitted online.', 'Biometrics done at the VFS centre, now waiting for a decision.'),
    (
        'Citizenship application: approved, awaiting ceremony.',
        "Ceremony done this morning, I'm officially a British citizen.",
    ),
    (
        'Deposit dispute with Greystone: evidence submitted to TDS.',
        'TDS adjudication is in: 80% of the deposit comes back to me.',
    ),
    ('Planning application for the loft: validated by the council.', 'Planning permission granted for the loft!'),
    ('New nanny onboarding: DBS check pending.', "Nanny's DBS came back clear, she starts Monday."),
    ('Newsletter subscribers: 2,300', 'newsletter at 2,900 subs'),
    ('Evening Python course: week 3 of 10.', 'week 7 of the course now'),
    ("Josh's predicted grade in maths: 6", "After the mocks Josh's predicted maths grade is a 7."),
    ('NPS for Haddon Clinics: 31', 'Haddon NPS is up to 44 this quarter.'),
    ('Team size: 6 engineers.', "we're 9 engineers after the autumn hires"),
    ('Cloud bill: $12k per month.', 'AWS bill down to $9.4k a month after rightsizing.'),
    ('Kubernetes cluster version: 1.27', 'prod cluster upgraded to 1.29'),
    ('Ticket ENG-512: To Do', 'ENG-512 moved to In Progress'),
    ('Sourdough starter: day 3, barely bubbling.', "day 9 and it's finally doubling"),
    ('{"metric": "monthly_active_users", "value": 18000}', '{"metric": "monthly_active_users", "value": 23500}'),
    ('Mortgage: agreement in principle from Nationwide.', 'Full mortgage offer from Nationwide came through.'),
    ('Hens laying: 3 eggs a day.', "Down to one egg a day now it's winter."),
    ("Lease renewal: landlord's draft received.", 'Renewal signed by both parties.'),
    ('Passport renewal: application sent.', 'Passport Office update: printed and dispatched.'),
    ('Leo knows his times tables up to the 6s.', "Leo's up to his 9s now!"),
    ('Driving lessons completed: 12.', "Lesson 20 today, instructor reckons I'm nearly ready."),
    ('Backlog size: 140 tickets.', "backlog's at 96 after triage day"),
    ('Year 6 SATs practice: reading 28/50.', 'latest reading practice paper 39/50'),
    ('Users table migration job: running.', 'users table migration: completed'),
    ('Customer health score for Ashgrove Homes: amber.', 'Ashgrove health score is green again.'),
    ('School roof fundraiser: £3,200 raised.', 'PTA total for the roof is now £5,750.'),
    ('ISO 27001 audit: stage 1 complete.', 'Passed stage 2, certificate issued.'),
    ('Open Dependabot PRs: 23', 'down to 4 open Dependabot PRs'),
    ('The apple tree in the garden is 1.2 m tall.', "Apple tree's about 1.8 m this year."),
    ('Lượt tải ứng dụng: 10 nghìn.', 'App của mình vừa vượt 25 nghìn lượt tải.'),  # lang: vi
    ('Berat badan kucing Oyen: 3,2 kg.', 'Oyen sekarang sudah 4 kg, gemuk banget.'),  # lang: id
    ('Sipariş durumu: kargoya verildi.', 'Sipariş teslim edildi.'),  # lang: tr
    ('Yüksek lisans tezi: 2. bölüm yazılıyor.', 'Tez 4. bölümde, danışman ilk üç bölümü onayladı.'),  # lang: tr
    ('Wniosek o kartę pobytu: złożony.', 'Karta pobytu przyznana, odbiór w urzędzie w przyszłym tygodniu.'),  # lang: pl
    ('Liczba klientów w CRM: 320.', 'Mamy już 410 klientów w CRM.'),  # lang: pl
    ('Версія застосунку: 1.8', 'Вийшла версія 1.9, вже є в Google Play.'),  # lang: uk
    ('Stavba garáže: základy hotové.', 'Garáž už má střechu, zbývají vrata.'),  # lang: cs
    ('Ansökan om bygglov: inskickad.', 'Bygglovet är beviljat!'),  # lang: sv
    ('Koira Nappi on kaksivuotias.', 'Nappi täytti kolme viime viikolla.'),  # lang: fi
    ('Status do pedido de visto: em análise.', 'Visto aprovado, passaporte pronto pra retirada.'),  # lang: pt
    ('Tamanho do time: 5 devs.', 'Agora somos 8 devs no time.'),  # lang: pt
    ('Wateja wa duka: 120 kwa wiki.', 'Sasa tunapata wateja 180 kwa wiki.'),  # lang: sw
    ('ویزا کی درخواست: جمع کرا دی گئی۔', 'ویزا منظور ہو گیا، پاسپورٹ واپس مل گیا۔'),  # lang: ur
    ('மகளின் வயது: 6', 'மகளுக்கு கடந்த வாரம் 7 வயது ஆனது.'),  # lang: ta
    ('APP版本：3.2.0', '3.3.0已经上线了'),  # lang: zh
    ('装修进度：水电改造完成', '装修进度：瓷砖已经贴好，下周装橱柜。'),  # lang: zh
    ('Bauantrag für den Wintergarten: eingereicht.', 'Bauantrag genehmigt!'),  # lang: de
    (
        'Sprint-Fortschritt: 12 von 30 Story Points erledigt.',
        'Stand heute: 27 von 30 Story Points erledigt.',
    ),  # lang: de
    (
        'Pratica di cittadinanza: in istruttoria.',
        'Decreto di cittadinanza firmato, manca solo il giuramento.',
    ),  # lang: it
]

COMPATIBLE: List[Tuple[str, str]] = [
    (
        "User's preferred IDE is VS Code.",
        'User also keeps IntelliJ installed for the one Java service nobody wants to touch.',
    ),
    ('{"attribute": "home_city", "value": "Leeds"}', '{"attribute": "birth_city", "value": "Bristol"}'),
    ('(Ana Ribeiro, works_at, Stripe)', '(Ana Ribeiro, worked_at, Monzo, 2018-2021)'),
    ('Ana -> lives_in -> Porto', 'Ana -> grew_up_in -> Braga'),
    (
        'employer: Deloitte; role: senior analyst; city: Manchester',
        'employer: Deloitte; role: senior analyst; city: Manchester; team: Risk Advisory; desk: hot-desking',
    ),
    ('dietary_preference=vegetarian', 'dietary_preference=vegetarian; dislikes=mushrooms, olives'),
    ("I'm a proper night owl, I never get to bed before 1am.", 'sleep.bedtime: 01:00-01:30'),
    ('phone_os: Android (Pixel 7)', 'work_phone: iPhone SE (company issued, only for Teams and MFA)'),
    ("User's partner is called Jordan.", "Jordan's surname is Ellis; they've been together since 2019."),
    (
        '{"user": "u_4821", "fact": "favourite_cuisine", "value": "Thai"}',
        '{"user": "u_4821", "fact": "favourite_thai_dish", "value": "khao soi"}',
    ),
    ('User drives a 2016 Ford Focus.', 'car_colour=silver; car_fuel=petrol; car_model_year=2016'),
    ('User is allergic to penicillin.', 'allergies += latex (found out at the dentist)'),
    ('(user, plays_bass_in, Low Tide)', '(user, also_plays, ukulele)'),
    ('timezone: Europe/London', 'User is in Lisbon for the week, same clock as home.'),
    ('User prefers to be called Liz.', 'Full name on the passport: Elizabeth Ann Marsh.'),
    ("User's shoe size: UK 7", 'shoe_size_eu: 41'),
    ("User's blood type is A positive.", 'Gave blood for the 20th time on Monday, got the little badge.'),
    ('User has no children.', "My sister just had her first baby, I'm an auntie!"),
    ("User doesn't drink coffee at all.", 'User gets through a lot of green tea, four or five cups a day.'),
    ('subject=Kemal; predicate=manager_of; object=user', 'subject=Kemal; predicate=reports_to; object=Priya'),
    ("The user's line manager is Daniel Fry.", 'Daniel got made a director in the reshuffle, still my manager though.'),
    (
        'preferred_meeting_slot: mornings',
        "Can we do this Thursday's catch-up at 3? My mornings are full just this week.",
    ),
    (
        '{"type": "preference", "key": "notification_channel", "value": "email"}',
        'For anything urgent a text is fine, otherwise email as usual.',
    ),
    ('contact.mobile = 07700 900 318', 'contact.mobile_e164 = +447700900318'),
    ('User -> supports -> Leeds Rhinos (rugby league)', 'User -> season_ticket -> Headingley, South Stand, row F'),
    (
        'Invitation: Quarterly review with Harlow Logistics @ Thu 14 Mar 10:00 - 11:00 (GMT)',
        'Updated invitation: Quarterly review with Harlow Logistics @ Thu 14 Mar 10:00 - 11:00 (GMT). The description has changed: agenda attached.',
    ),
    (
        'Invitation: Budget sign-off with Harlow, Tue 19 Mar 13:00',
        'Carla Hughes proposed a new time: Wed 20 Mar 13:00. The organizer kept the original time.',
    ),
    (
        'From: dana@quillfeather.test. Subject: Kick-off Tuesday 9:30, Room 3B',
        "RE: Kick-off. Dana here, I'll be dialling in from home but the rest of you are in 3B as planned.",
    ),
    (
        'Dentist: Dr Okafor, check-up booked for 22 May at 8:40.',
        'Smile Studio reminder: your appointment is on Wednesday 22 May at 08:40. Please arrive 10 minutes early.',
    ),
    (
        'Email signature: Marta Nowak, Head of Procurement, Brightwell Foods',
        'Email signature: Marta Nowak, Head of Procurement, Brightwell Foods. Also covering Logistics while Amir is on leave.',
    ),
    (
        "Book club meets at Rita's flat on the 3rd.",
        "Someone suggested doing book club at the pub instead but we're sticking with Rita's.",
    ),
    (
        "User's work email is sam.oduya@brightwell.test",
        "Sam's personal email is samodu@postbox.test, for anything non-work.",
    ),
    ('Weekly 1:1 with Priya: Wednesdays 11:00', "Priya cancelled this Wednesday's 1:1, she's at a conference."),
    (
        'Calendar: Maisie piano lesson, Tuesdays 17:15 with Mrs Hale',
        'Calendar: Maisie piano lesson, Tuesdays 17:15 with Mrs Hale. Note added: bring the Grade 2 book.',
    ),
    ('User returns from parental leave on 2 September.', "My partner's leave ends on 9 September, a week after mine."),
    (
        'The team offsite is on 18 June at the Clifton boathouse.',
        'We priced up The Lido for the offsite but it was double, so the boathouse it is.',
    ),
    (
        'The team offsite is on 18 June at the Clifton boathouse.',
        'Fwd: offsite transport. The coach leaves the office at 8:15 on the 18th for the boathouse.',
    ),
    (
        'Invitation accepted: Sprint demo, Fridays 15:00',
        "This Friday's demo is at 16:00 as a one-off, the room's taken at 3.",
    ),
    (
        "Allotment committee meets on the first Monday of the month (per Jon's email).",
        'From Jon: agenda for Monday attached, please bring your plot fees.',
    ),
    ("Calendar hold: Dad's hip op, St James's, 9 Jan, arrive 7am", "Dad's pre-op assessment is on 2 January at 14:00."),
    (
        'Meeting link for the Friday stand-up: meet.google.com/abc-defg-hij',
        'Backup dial-in for the Friday stand-up: +44 20 7946 0321, PIN 4471.',
    ),
    (
        'User works in procurement at Brightwell Foods.',
        "Auto-reply: I'm on annual leave until Monday 8 July. For urgent procurement queries please contact Tariq.",
    ),
    (
        "Invitation: Ruby's birthday party, Sat 12 Oct 14:00 at Jumping Jacks",
        "RSVP from Lena's mum: Lena can come but has to leave at 3.",
    ),
    (
        "Invitation: Parents' evening for Leo, 19:10 with Ms Craddock",
        "Accepted: Parents' evening for Leo, 19:10 with Ms Craddock (Tom Reid)",
    ),
    (
        'Quarterly review with Harlow Logistics, Thu 14 Mar 10:00.',
        "Harlow's CFO declined the invite; the review goes ahead without her.",
    ),
    (
        "Book club meets at Rita's flat on the 3rd.",
        "RE: Book club\n> at Rita's on the 3rd\nLovely, I'll bring wine. Is anyone doing food?",
    ),
    (
        'From: dana@quillfeather.test. Subject: Kick-off Tuesday 9:30, Room 3B',
        'RE: RE: Kick-off\n> 9:30 in 3B\nSee you there. Could someone book the projector?',
    ),
    (
        'Account: Tallis Hotels. Primary contact Grace Ames (Ops Director).',
        'Tallis Hotels: secondary contact for invoices is Joe Pike in finance.',
    ),
    (
        'Tallis Hotels plan: Growth, billed annually.',
        'Tallis asked for Enterprise pricing but decided to stay on Growth.',
    ),
    (
        'Northgate Dental prefers contact by phone, mornings only.',
        "Northgate's practice manager is away this week; covering contact is Nadia on reception.",
    ),
    ('Renewal date for Kestrel Freight: 1 July.', 'Kestrel renewal 01/07, notice period 60 days, auto-renews.'),
    (
        'Decision maker at Fenwick & Co is the CFO, Helen Drury.',
        'Helen Drury became CFO last year, she was Finance Director before that.',
    ),
    ('Holloway Print uses Salesforce as their CRM.', 'Holloway also use Mailchimp for their newsletters.'),
    ('billing_contact: accounts@pennyroyal.test', "Pennyroyal's accounts team moved office to Slough, same inbox."),
    (
        'Haddon Clinics runs our legacy on-prem version.',
        'Haddon asked for a cloud migration quote again; parked until next financial year.',
    ),
    (
        'Account owner for Ashgrove Homes: Lucy Tran.',
        "Verity is covering Ashgrove while Lucy's on holiday, back on the 22nd.",
    ),
    ('Marlow Bakeries pays by card.', "Marlow's card on file was updated, new expiry 09/27."),
    (
        'Preferred language for Duarte Imports: Portuguese',
        "Duarte's new UK rep writes to us in English herself; the ops team still wants Portuguese.",
    ),
    ('Kestrel Freight HQ: Reading.', 'Kestrel opened a new depot in Milton Keynes.'),
    ('Harbour Gyms has 14 sites.', "Harbour Gyms' busiest site is Leeds Central, about 4k members."),
    (
        'Deal stage for Tallis Hotels: Proposal sent.',
        'Sent Tallis a revised proposal with 10% off year one; still at proposal stage.',
    ),
    (
        'Customer: Fenwick & Co, legal sector, 120 staff.',
        "Fenwick's sister firm, Fenwick Tax, is evaluating us as well.",
    ),
    (
        'Primary contact at Tallis Hotels: Grace Ames.',
        "Grace is on maternity leave from May; Ibrahim covers until she's back.",
    ),
    ('Northgate Dental is on the Growth plan.', 'Northgate started a 14-day trial of the analytics add-on.'),
    (
        'Kestrel Freight pays annually by BACS.',
        'Kestrel paid this one invoice by card because their BACS run was late.',
    ),
    ('Account owner for Ashgrove Homes: Lucy Tran.', 'Lucy took over Ashgrove from Pete Sands in 2022.'),
    ("Leo's class teacher is Mr Patel (Year 3, Oak).", "Supply teacher in Oak class today, Mr Patel's off sick."),
    ('Nursery: Little Acorns, pick-up 17:30.', 'Little Acorns now stays open until 18:30 for parents who need it.'),
    (
        'School run: Tom does Mondays and Wednesdays, I do the rest.',
        "I'm doing Wednesday this week, Tom's away at a conference.",
    ),
    ("Isla attends St Bride's Primary.", "Isla's cousin Amber got a place at Hillcrest Academy."),
    ('User is studying an MSc in Data Science at Leeds.', 'Did a BSc in Maths at York before the MSc.'),
    ('Dissertation supervisor: Dr Hanley.', 'Second marker for my dissertation is Prof. Quaye.'),
    (
        'Childminder: Bev, Tuesdays and Thursdays.',
        "Bev's assistant Janine will have the boys this Thursday, Bev's got a hospital appointment.",
    ),
    ('Sports day is Friday 14 June.', 'Sports day Fri 14/06. Wet-weather backup date is Tuesday 18th.'),
    ('Noah has school dinners.', "Noah's class trip is on Thursday, so a packed lunch that day."),
    ("User's student number is 20231187.", 'Student card reissued after I lost it, same number.'),
    ('Exam: STAT301 final, 3 June, Sports Hall.', 'Exam: STAT302 resit, 5 June, Great Hall.'),
    ('{"child": "Ada", "allergy": "none known"}', "Ada's friend Poppy has a nut allergy, so the party is nut-free."),
    ("Parents' evening for Leo: 19:10 with Ms Craddock.", "Parents' evening for Ruby: 18:40 with Mr Grant."),
    ('Ruby goes to Brownies on Wednesday evenings.', "Ruby's also started gymnastics on Saturday mornings."),
    ('Tutor for Year 10 maths: Mr Obi, Saturdays.', 'Mr Obi is running an extra mock-exam session on Sunday.'),
    ("Mila's reading book band: Orange.", "Mila's best friend has gone up to Turquoise band."),
    ('Ben has swimming lessons on Mondays at the leisure centre.', "Swimming's off next Monday, pool maintenance."),
    (
        'User is studying an MSc in Data Science at Leeds.',
        'Correction to my earlier message: the module is Bayesian Methods, not Bayesian Statistics.',
    ),
    ('Ada goes to Little Acorns nursery.', "We had a look round Sunflowers but Ada's staying at Little Acorns."),
    ('Josh is in Year 10 at Ralph Thoresby.', "Josh did work experience at an architect's office this week."),
    ("Isla attends St Bride's Primary.", "St Bride's has a new head teacher, Mrs Okoye."),
    ("Isla's class at St Bride's: Robins.", 'Robins class has swimming on Tuesdays this half-term.'),
    ('User is on the school PTA.', 'User was PTA chair from 2021 to 2023.'),
    (
        'User works as a research assistant at the University of Leeds.',
        "Applied for a funded PhD at Edinburgh, didn't get the funding, so staying put at Leeds.",
    ),
    ('Ada goes to breakfast club Monday to Wednesday.', 'Breakfast club has gone up to 5 pounds a session.'),
    (
        'Team convention: 2-space indentation in TypeScript.',
        "Someone proposed 4 spaces in the retro; it lost 2 to 7, we're keeping 2.",
    ),
    ('User formats Python with Black.', 'Black line length on our repos is 100.'),
    ('Linter: ESLint with the airbnb config.', 'We also run stylelint on the CSS.'),
    ('CI runs on GitHub Actions.', 'We trialled CircleCI for a sprint but stayed on Actions.'),
    ('Default cloud region: eu-west-1', 'DR replica lives in eu-west-2.'),
    ('CODEOWNERS for /billing: @hana-k', 'CODEOWNERS for /search: @tomasz-w'),
    ("User's shell: zsh with oh-my-zsh.", 'The build servers run plain bash, of course.'),
    ('Preferred keybindings: Vim.', 'User uses Vim keybindings in VS Code and in the browser via Vimium.'),
    ('Branching model: git-flow with a develop branch.', "The mobile team went trunk-based; we're still on git-flow."),
    ('Deploys happen Tuesdays and Thursdays.', 'Hotfix went out on Saturday for the payments outage, a one-off.'),
    ('Staging URL: staging.ledgerly.test', 'Preview environments per PR live under pr-<n>.preview.ledgerly.test.'),
    ('Primary database: MySQL 8', 'We use Redis for caching and sessions.'),
    ('Package manager: npm', 'The docs site uses yarn because of the template; every app is npm.'),
    ("User's GitHub handle is @ravi-dev.", "Ravi's GitLab handle is @rkumar."),
    ('Test framework: Jest', 'End-to-end tests are Playwright.'),
    ('Tech lead on Payments: Olu.', 'Olu also chairs the architecture guild.'),
    ('Sprint length: two weeks.', 'The platform team runs one-week sprints.'),
    ('Observability: Datadog.', 'We evaluated Grafana Cloud but the migration cost was too high.'),
    (
        'Commit style: Conventional Commits enforced by CI.',
        'Commit messages should also include the Jira key, e.g. PAY-123.',
    ),
    ('secrets_store: HashiCorp Vault', 'The Vault cluster was upgraded to 1.15 at the weekend.'),
    (
        'On-call rotation: user is primary for API on weeks 1 and 3.',
        "Swapped on-call with Jess for week 3 this month only; I'll cover her week 4.",
    ),
    ('User writes backend code in Java.', 'User wrote Python at their previous job before moving to Java.'),
    ('Issue tracker: Jira.', 'The design team tracks their work in Notion; engineering stays in Jira.'),
    ('Code review rule: one approval to merge.', 'For infra changes we informally ask for a second pair of eyes.'),
    ('Preferred terminal font: Fira Code.', 'Font size 14, ligatures on.'),
    ('Default cloud region: eu-west-1', 'So everything runs out of Ireland (Dublin).'),
    (
        'Code freeze before releases: Wednesday 17:00.',
        'Code freeze is Tuesday this week because of the bank holiday release.',
    ),
    ('Monorepo tool: Nx.', "We spiked Turborepo last quarter and didn't adopt it."),
    ('Main cloud: AWS.', 'The ML team runs a few GPU jobs on GCP.'),
    ('Deploy approver: Marisa.', "While Marisa's on leave, Olu approves deploys."),
    ('Type checking: mypy strict in CI.', 'Correction: I meant pyright is the VS Code plugin; CI still runs mypy.'),
    ('Docker base image: python:3.12-slim', 'Alpine was considered but we stayed on slim.'),
    ("User's laptop: MacBook Pro M2.", 'Test device for Android: Pixel 6.'),
    ('CODEOWNERS for /infra: @platform-team', 'Added @sre-oncall as an extra owner for /infra/alerts only.'),
    ('User prefers dark mode everywhere.', 'Switches to light mode when screen-sharing in meetings.'),
    ('Python line length: 100.', 'Docstrings are wrapped at 72.'),
    ('Feature flags: LaunchDarkly.', 'Flags for the mobile app live in Firebase Remote Config.'),
    ('Vet: Parkside Vets, Dr Imogen Shaw.', 'Pickle saw the out-of-hours vet on Saturday because Parkside was closed.'),
    ('Pet: Bramble, a four-year-old border collie.', 'Bramble is a blue merle and terrified of thunder.'),
    ('Car insurance with Admiral.', "Got a quote from LV= but Admiral matched it, so we're staying."),
    ('Mechanic: Dave at Hillside Motors.', 'Hillside Motors has moved to a bigger unit on the ring road.'),
    ('Parking permit: zone C.', 'Visitor permits for zone C have to be bought online now.'),
    ('Boiler serviced under a HomeServe plan.', 'HomeServe sent a different engineer this year, Dean, nice guy.'),
    ('User has a cat called Miso.', "We're fostering a kitten, Pip, just until she's rehomed."),
    ("Dog food: Lily's Kitchen.", 'Rufus gets a dental chew after his evening walk.'),
    ('The car is a manual.', 'Hired an automatic in Spain last week, felt strange after the manual.'),
    ('User rents a two-bed flat on Grove Road.', "User's brother just bought a house on Grove Road too."),
    ('Bin collection: Tuesday mornings.', 'Christmas week the bins go on Thursday instead.'),
    ('Dog walker: Freya, weekdays 12-1.', "Freya's sister walked Otto today, Freya was at the dentist."),
    ('(user, owns_pet, hamster named Nibbles)', '(Nibbles, species, Syrian hamster); (Nibbles, colour, golden)'),
    ('Home broadband: Virgin Media.', 'Virgin Media bumped our speed to 500 Mb at no extra cost.'),
    ('Cleaner comes every other Friday.', "Cleaner's coming Saturday this fortnight, Friday's a bank holiday."),
    ('pet.insurer = Petplan', 'pet.insurer = Petplan; pet.excess = 99 GBP; pet.policy = lifetime'),
    ("The user doesn't drive.", "User's partner passed his driving test yesterday."),
    ('House alarm keyholder: neighbour Pat at no. 14.', "Pat's daughter is staying with her for a month."),
    ('Car: red Fiat 500, parked on the street.', 'The Fiat\'s officially "Passione Red", more of a cherry colour.'),
    ('Mechanic: Dave at Hillside Motors.', "Dave's son Jake did the service this time, Dave was on holiday."),
    (
        'Pet: Bramble, a four-year-old border collie.',
        'We talked about getting a second dog, a collie pup, but decided one is plenty.',
    ),
    ('User has a cat called Miso.', 'Miso was a rescue from the RSPCA in 2019.'),
    ('Car insurance with Admiral.', 'Home insurance is with Aviva.'),
    ('Boiler: Worcester Bosch combi, fitted 2018.', 'Boiler pressure dropped on Tuesday, I topped it up myself.'),
    ('Parking: space 14 in the basement car park.', 'Parked in visitor bay 3 tonight, a van was blocking 14.'),
    ('Car reg: KX19 LMP.', 'KX19 LMP is due its MOT in July.'),
    ('Cat Miso is an indoor cat.', 'Miso got out onto the balcony yesterday, gave us a fright.'),
    ('Rufus is insured with Petplan.', "Rufus's sister from the same litter is insured with ManyPets."),
    ('GP: Beechwood Surgery.', 'Beechwood Surgery has a new phone system, you press 2 for appointments now.'),
    ('Visa: Skilled Worker, sponsored by Arden Labs.', 'My wife is on a dependant visa linked to mine.'),
    (
        "Polling station: St Mark's church hall, Northfield ward.",
        "For the by-election only, polling is at the primary school because the hall's being refurbished.",
    ),
    ('Landlord: Mr Beckett.', "Mr Beckett uses Greystone Lettings for repairs now; he's still the landlord."),
    ('Rent is due on the 1st of each month.', 'Rent is 1,150 pounds a month.'),
    ('Council tax band C.', "Looked into appealing the band, didn't bother in the end."),
    ('Conveyancer for the purchase: Harper & Lowe.', "The sellers' solicitor is Finch Legal."),
    ('Jury service: 3 March, Leeds Crown Court.', "My partner's got a jury summons too, hers is in May at Bradford."),
    ('Address on driving licence: 12 Grove Road.', 'Driving licence photo card expires in 2031.'),
    ('User votes by post.', 'Postal ballot for the council election arrived today.'),
    ('marital_status: married', 'We renewed our vows in Crete for our tenth anniversary.'),
    ('Next of kin: brother, Callum Reid.', "Callum's mobile changed: 07700 900 612."),
    ("Mum's care home: Oakleigh House.", 'Oakleigh House has a new manager, Denise.'),
    ('Tax code: 1257L.', "My partner's tax code went to 1100L because of her company car."),
    (
        'User is self-employed (sole trader).',
        'I also do two days a week of freelance teaching through the same business.',
    ),
    ('Dentist: NHS, Dr Murray at Kirkgate.', 'Saw the hygienist at Kirkgate, Ms Ali, on Friday.'),
    ('User holds a British passport.', 'Irish passport arrived today as well!'),
    ('Visa: Skilled Worker, sponsored by Arden Labs.', 'Arden Labs renewed their sponsor licence.'),
    ('Tenancy: 12-month fixed term from 1 March.', 'Landlord floated a rent rise but agreed to keep it the same.'),
    ('GP: Beechwood Surgery.', 'Saw a locum, Dr Fenn, at Beechwood today.'),
    ('User works from home on Mondays and Fridays.', 'In the office this Friday for the quarterly all-hands.'),
    ('User takes the train to work in Leeds.', 'Drove in today because of the rail strike.'),
    ('Gym: PureGym Headingley, 6am sessions.', 'Also swim at the leisure centre on Sundays.'),
    ("User's job title is Product Designer.", 'I was a graphic designer for five years before moving into product.'),
    ("User's favourite podcast: The Rest Is History.", 'Been enjoying Empire lately too.'),
    (
        'Hairdresser: Mo at Cutting Room, every six weeks.',
        'Mo was booked up so I had a quick trim at the barber near work.',
    ),
    ('Weekly grocery shop: Tesco delivery, Sundays.', 'Popped to Aldi for the party food.'),
    ('preferred_pronouns: she/her', 'My partner uses they/them.'),
    ("User's surname: Whitlock.", "Whitlock is Cornish apparently, from my dad's side."),
    ('User does not own a bike.', "Borrowed my neighbour's bike to get to the station today."),
    ('Sister lives in Glasgow.', "Sister's in Dundee for a conference this week."),
    (
        "Ben's football training: Saturdays 9am at Roundhay Park.",
        'No training this Saturday, the pitch is waterlogged.',
    ),
    (
        'Car MOT booked: Sat 6 July, 09:00, Kwik Fit.',
        'Confirmation: your MOT on Saturday 6 July is at 9am. Please bring your V5C if you can.',
    ),
    (
        '{"attribute": "employer", "value": "Ocado", "confidence": 0.9}',
        "User mentioned their old boss from Sainsbury's now works at Ocado too.",
    ),
    ('User is vegan.', 'User was vegetarian for ten years before going vegan.'),
    ('Preferred airline seat: window.', 'Took an aisle seat on the Glasgow flight, it was the only one left.'),
    ("User's blood type is A positive.", 'Typo in my last message: my donor session is on the 12th, not the 21st.'),
    ("User's shoe size: UK 7", 'Scratch that, the trainers I liked were Asics, not Nike.'),
    ('User lives in Bristol.', 'No wait, it was Cardiff where we met, not Bristol.'),
    ("The user's line manager is Daniel Fry.", "My bad, it's Daniel's other team that moved to floor 4, not us."),
    (
        'Exam: STAT301 final, 3 June, Sports Hall.',
        'I got it wrong earlier, the STAT301 coursework deadline is 20 May, not 22.',
    ),
    ('Dog walker: Freya, weekdays 12-1.', 'Actually Freya charges 15 pounds a walk, not 12.'),
    ('Tech lead on Payments: Olu.', 'Scratch that, the payments retro is Thursday not Wednesday.'),
    ('CI runs on GitHub Actions.', 'Correction: the self-hosted runners are in eu-west-2, not eu-west-1.'),
    ('Landlord: Mr Beckett.', 'Sorry, I mixed them up: Mr Beckett is the landlord, Greystone only did the inventory.'),
    ('Vet: Parkside Vets, Dr Imogen Shaw.', "Oops, Pickle's booster is due in October, not September."),
    ('Puppy Luna weighs 14 kg.', "Luna's about 31 lb."),
    ('The apple tree in the garden is 1.8 m tall.', "The apple tree's about six foot."),
    ('Commute: 12 km each way by bike.', "It's about seven and a half miles each way."),
    ('Flat size: 65 m².', 'The flat is roughly 700 sq ft.'),
    ('Rent is 1,150 pounds a month.', 'Rent works out at about 265 a week.'),
    ('Team stand-up at 09:45.', "standup's quarter to ten"),
    ('Deadline for the tender: 2024-07-05.', 'Tender is due Friday 5th July.'),
    ('Weekly sync with the Berlin team at 15:00 CET.', "That's 2pm for me in London."),
    ('Nursery pick-up 17:30.', 'pick up at half five'),
    ('Ben is 1.32 m tall.', "Ben's about 4 foot 4."),
    ("User's favourite cuisine is Thai.", 'Went to a great Ethiopian place in Chapeltown last night.'),
    ("User doesn't drink alcohol.", 'Had a mocktail at the wedding, they did a nice elderflower one.'),
    ("User's team uses Slack.", "Got added to a client's Teams channel for the integration project."),
    ('User lives in Leeds.', "Spending August at the in-laws' in Cornwall."),
    ('Office: Brightwell HQ, 3rd floor.', "Brightwell HQ's canteen moved to the ground floor."),
    (
        'User has a membership at the Depot climbing wall.',
        'Also got a membership at the Bristol wall for when I visit.',
    ),
    ('Library card: Leeds Libraries.', 'Joined the university library too.'),
    ('{"attribute": "languages", "value": ["English", "Polish"]}', 'User started learning Portuguese on Duolingo.'),
    ('User -> owns -> iPad Air', 'User -> owns -> Kindle Paperwhite'),
    ('subscriptions: Netflix; Spotify', 'Signed up to Disney+ for the kids.'),
    ('(user, member_of, National Trust)', '(user, member_of, RSPB)'),
    ('(user, speaks, Spanish)', "User's Spanish is B2, certified by DELE in 2022."),
    (
        "User's home address: 7 Linden Street, Leeds.",
        'A parcel went to 9 Linden Street by mistake, the neighbour dropped it round.',
    ),
    ('emergency_contact: Ines Reid (wife)', 'emergency_contact_phone: 07700 900 455'),
    ("User's main bank account is with Monzo.", 'Also opened a Chase account for the savings pots.'),
    ('User works at Brightwell Foods.', 'Brightwell Foods was bought by Halden Group; same job, same team.'),
    ("User's manager is Priya.", "Priya's manager changed, it's Tom Osei now."),
    ('Stand-up is at 9:15 every day.', "Stand-up's async on Slack this week while half the team's at the conference."),
    ('Works at Ledgerly as a backend engineer.', 'My friend Alex just left Ledgerly for Monzo.'),
    ('User lives in a ground-floor flat.', 'The flat upstairs is on the market.'),
    ('Car: 2021 Skoda Octavia Estate.', "The Octavia's on a PCP deal with Skoda Finance."),
    ("Kids' dentist: Dr Singh at Kirkgate.", 'Dr Singh was off today so the kids saw Dr Murray.'),
    ("User's GP practice is Canalside Medical.", "My husband's still at Beechwood, he never moved."),
    ('Piano teacher for Maisie: Mrs Hale.', 'Mrs Hale is putting Maisie in for the Grade 2 exam in March.'),
    ('Pet: Bramble, a four-year-old border collie.', 'Bramble came from a farm near Skipton as a pup.'),
    ('User works in Leeds.', 'Went to Manchester for a client workshop today.'),
    ("User's favourite football club: Leeds United.", "My son's gone and become a Man City fan."),
    ('CODEOWNERS for /billing: @hana-k', "Hana's out till Monday; Luis is reviewing billing PRs this week."),
    ('Region for the EU customers: eu-central-1.', 'Region for the US customers: us-east-2.'),
    ("User's preferred IDE is VS Code.", 'Installed the Copilot extension in VS Code.'),
    (
        'Tenancy: landlord Mr Beckett, rent due on the 1st.',
        "Mr Beckett's moving to Spain, he says nothing changes for us.",
    ),
    ('Nursery: Little Acorns.', 'Little Acorns got "Outstanding" from Ofsted.'),
    ('Car insurance with Admiral, renews in April.', "Admiral's renewal quote arrived, 40 pounds up on last year."),
    ('Người dùng làm việc tại FPT Software ở Đà Nẵng.', 'Vợ mình vừa chuyển từ FPT sang Viettel.'),  # lang: vi
    (
        'Bác sĩ thú y của bé Mít: phòng khám Pet Care Cầu Giấy.',
        'Cuối tuần Pet Care đóng cửa nên bé Mít phải đi cấp cứu ở chỗ khác một lần.',
    ),  # lang: vi
    ('Họp phụ huynh lớp 2A: thứ Bảy, 9 giờ sáng.', 'Họp phụ huynh thứ Bảy nhớ mang theo sổ liên lạc nhé.'),  # lang: vi
    (
        '{"thuộc_tính": "ngôn_ngữ_backend", "giá_trị": "PHP"}',
        'Team có bàn chuyện chuyển sang Go nhưng cuối cùng vẫn giữ PHP.',
    ),  # lang: vi
    ('Người dùng sống ở Hà Nội.', 'Mình đang ở Sài Gòn công tác hai tuần.'),  # lang: vi
    ('Pengguna tinggal di Bandung.', 'Adik saya baru pindah ke Yogyakarta.'),  # lang: id
    (
        'Bengkel langganan: Bengkel Maju Jaya, Pak Darto.',
        'Bengkel Maju Jaya sekarang buka sampai jam 8 malam.',
    ),  # lang: id
    (
        'Jadwal les renang Dimas: Selasa jam 4 sore.',
        'Minggu ini les renang Dimas libur karena kolamnya dikuras.',
    ),  # lang: id
    ('bank_gaji: BCA', 'Saya juga punya rekening Jago untuk tabungan.'),  # lang: id
    ('Kucing: Oyen, kucing oranye, 3 tahun.', 'Oyen dulu kucing jalanan yang kami adopsi tahun 2021.'),  # lang: id
    ("Kullanıcı İzmir'de yaşıyor.", "Bu hafta iş için Ankara'dayım, pazar dönüyorum."),  # lang: tr
    (
        'Veteriner: Dr. Aylin Kaya, Moda Veteriner Kliniği.',
        "Aylin Hanım izindeyken Pamuk'a Dr. Emre baktı.",
    ),  # lang: tr
    (
        'Toplantı daveti: Proje Değerlendirme, Pazartesi 10:00',
        'Güncellenmiş davet: Proje Değerlendirme, Pazartesi 10:00. Gündem eklendi.',
    ),  # lang: tr
    ('Kullanıcının arabası: 2015 model Renault Clio.', "Clio'yu satmayı düşündük ama vazgeçtik."),  # lang: tr
    ('Kullanıcı Türkçe ve İngilizce konuşuyor.', 'Almanca kursuna da başladım.'),  # lang: tr
    ('Użytkownik pracuje w Allegro w Poznaniu.', 'Mój mąż przeszedł z Allegro do CD Projekt.'),  # lang: pl
    ('Przedszkole córki: Przedszkole nr 12 "Słoneczko".', 'Słoneczko ma od września nową dyrektorkę.'),  # lang: pl
    (
        'Lekarz rodzinny: dr Nowak, przychodnia przy Kościuszki.',
        'Dr Nowak był na urlopie, więc przyjął mnie zastępca.',
    ),  # lang: pl
    (
        'klient: Hurtownia Bolek; osoba kontaktowa: Pan Marek',
        'Notatka CRM: Pan Marek na urlopie do 15.08, w pilnych sprawach Pani Ewa.',
    ),  # lang: pl
    ('Wzrost: 180 cm', 'Mam jakieś metr osiemdziesiąt.'),  # lang: pl
    ('Користувач живе у Львові.', 'Моя сестра переїхала до Києва.'),  # lang: uk
    ('Сімейний лікар: Оксана Петренко.', 'Оксана Петренко була у відпустці, тож мене прийняв інший лікар.'),  # lang: uk
    (
        'Зустріч з юристом щодо оренди: середа, 15:00.',
        "Юрист пропонував перенести на п'ятницю, але зрештою залишили середу.",
    ),  # lang: uk
    ('Редактор коду: PyCharm', 'Для нотаток користуюся ще Obsidian.'),  # lang: uk
    ('Кіт Мурчик, британець, 5 років.', 'Мурчик колись жив у бабусі, ми забрали його у 2020-му.'),  # lang: uk
    ('Uživatel pracuje v Avastu v Praze.', 'Můj bratr teď nastoupil do Rohlíku.'),  # lang: cs
    ('Pes Rex: plemeno německý ovčák.', 'Rex váží asi 35 kilo a bojí se ohňostrojů.'),  # lang: cs
    (
        'Prohlídka bytu s makléřem: čtvrtek v 17:00.',
        'Makléř navrhl pondělí, ale nakonec zůstáváme u čtvrtka.',
    ),  # lang: cs
    ('Uživatel bydlí v Brně.', 'Tento týden jsem pracovně v Ostravě.'),  # lang: cs
    ('Zubař: MUDr. Novotná.', 'U MUDr. Novotné jsem byla i na dentální hygieně.'),  # lang: cs
    ('Användaren bor i Göteborg.', 'Min bror har flyttat till Malmö.'),  # lang: sv
    (
        'Vårdcentral: Hälsocentralen Majorna.',
        'Majorna har fått nya öppettider, de stänger 18 på torsdagar.',
    ),  # lang: sv
    ('Förskola: Solrosen, lämning 08:00.', 'Imorgon lämnar pappa Elsa, jag har ett tidigt möte.'),  # lang: sv
    ('Teamets standup: kl 9:15 varje dag.', 'Standupen är kvart över nio.'),  # lang: sv
    ('Användaren kör en Volvo V60.', 'Vi hyrde en elbil i Norge förra veckan.'),  # lang: sv
    ('Käyttäjä asuu Tampereella.', 'Olen tämän viikon Helsingissä työreissulla.'),  # lang: fi
    ('Työnantaja: Nokia', 'Vaimoni siirtyi Wärtsilälle.'),  # lang: fi
    ('Auton katsastus: torstaina klo 10.', 'Katsastukseen kannattaa varata aikaa noin tunti.'),  # lang: fi
    ('Koira Nappi, rotu: shiba inu.', 'Nappi painaa noin kymmenen kiloa.'),  # lang: fi
    ('Käyttäjä puhuu suomea ja ruotsia.', 'Aloitin myös espanjan kurssin.'),  # lang: fi
    ('Usuária mora em Campinas.', 'Minha irmã se mudou pra Curitiba.'),  # lang: pt
    ('Plano de saúde: Unimed.', 'Cheguei a cotar a SulAmérica, mas fiquei na Unimed mesmo.'),  # lang: pt
    (
        'Convite: Reunião de pais e mestres, sexta 19h.',
        'Convite atualizado: Reunião de pais e mestres, sexta 19h. Local: auditório.',
    ),  # lang: pt
    ('(Lucas, trabalha_em, Nubank)', '(Lucas, trabalhou_em, Itaú, 2017-2020)'),  # lang: pt
    ('Cachorro: Thor, vira-lata, 4 anos.', 'Thor ficou no hotelzinho de cachorro no feriado.'),  # lang: pt
    ('Linguagem principal do time: Python', 'O time de dados também usa um pouco de R.'),  # lang: pt
    ('Mtumiaji anaishi Nairobi.', 'Niko Kisumu wiki hii kwa kazi, nitarudi Jumamosi.'),  # lang: sw
    (
        'Daktari wa mbwa: Dkt. Wanjiru, Kliniki ya Karen.',
        'Kliniki ya Karen imehamia jengo jipya karibu na duka.',
    ),  # lang: sw
    (
        'Mkutano wa wazazi: Jumamosi saa tatu asubuhi.',
        'Kwenye mkutano wa wazazi Jumamosi tuje na ripoti za watoto.',
    ),  # lang: sw
    ('Mtumiaji anazungumza Kiswahili na Kiingereza.', 'Nimeanza kujifunza Kifaransa pia.'),  # lang: sw
    ('Mtumiaji anafanya kazi Safaricom.', 'Kaka yangu ameacha Safaricom na kujiunga na Airtel.'),  # lang: sw
    ('صارف لاہور میں رہتا ہے۔', 'میرا بھائی اسلام آباد منتقل ہو گیا ہے۔'),  # lang: ur
    ('بیٹی کا اسکول: بیکن ہاؤس، گلبرگ۔', 'بیکن ہاؤس نے سردیوں میں اسکول کا وقت آٹھ بجے کر دیا ہے۔'),  # lang: ur
    ('ڈاکٹر سے ملاقات: منگل شام پانچ بجے۔', 'منگل کی ملاقات کے لیے پرانی رپورٹیں ساتھ لانی ہیں۔'),  # lang: ur
    ('صارف اردو اور انگریزی بولتا ہے۔', 'میں پنجابی بھی بول لیتا ہوں۔'),  # lang: ur
    ('صارف کی گاڑی: سوزوکی کلٹس۔', 'اس ہفتے بھائی کی گاڑی چلا رہا ہوں، کلٹس ورکشاپ میں ہے۔'),  # lang: ur
    ('பயனர் சென்னையில் வசிக்கிறார்.', 'என் தம்பி கோயம்புத்தூருக்கு மாறிவிட்டான்.'),  # lang: ta
    ('பயனரின் நிறுவனம்: Infosys', 'நான் முன்பு TCS-இல் மூன்று வருடம் வேலை செய்தேன்.'),  # lang: ta
    (
        'மகனின் டியூஷன்: சனிக்கிழமை காலை 10 மணி.',
        'இந்த சனிக்கிழமை மட்டும் டியூஷன் இல்லை, ஆசிரியர் ஊருக்குப் போகிறார்.',
    ),  # lang: ta
    ('பயனர் தமிழ் மற்றும் ஆங்கிலம் பேசுவார்.', 'நான் இப்போது ஜெர்மன் கற்றுக்கொள்கிறேன்.'),  # lang: ta
    ('பயனரின் செல்லப் பிராணி: நாய், பெயர் ராஜா.', 'ராஜா ஒரு இந்திய நாட்டு நாய், மிகவும் அமைதியானவன்.'),  # lang: ta
    ('用户住在杭州。', '这周我在北京出差，周五回杭州。'),  # lang: zh
    ('{"属性": "雇主", "值": "阿里巴巴"}', '{"属性": "前雇主", "值": "网易", "时间": "2016-2019"}'),  # lang: zh
    ('宠物医院：瑞派宠物医院（朝阳店）', '瑞派朝阳店搬到了三里屯附近，还是同一家医院。'),  # lang: zh
    ('会议邀请：项目周会，周一上午10点', '本周一的项目周会取消一次，下周照常。'),  # lang: zh
    ('用户会说中文和英文。', '我最近在学日语。'),  # lang: zh
    ('Nutzer wohnt in Köln.', 'Meine Schwester ist nach Hamburg gezogen.'),  # lang: de
    (
        'Hausarzt: Dr. Berger, Praxis am Ring.',
        'Dr. Berger war im Urlaub, ich war diesmal bei der Vertretung.',
    ),  # lang: de
    (
        'Kita: Kita Regenbogen, Abholung 16 Uhr.',
        'Wir haben uns die Kita Pusteblume angeschaut, bleiben aber beim Regenbogen.',
    ),  # lang: de
    (
        'Vermieter: Herr Schulte.',
        'Herr Schulte lässt die Nebenkostenabrechnung jetzt über eine Hausverwaltung machen, er bleibt aber Vermieter.',
    ),  # lang: de
    ('Team-Konvention: Code-Reviews auf Englisch.', 'Die Commit-Messages schreiben wir auch auf Englisch.'),  # lang: de
    ("L'utente vive a Bologna.", 'Questa settimana sono a Milano per lavoro.'),  # lang: it
    ('Veterinario: dottoressa Ricci.', 'La dottoressa Ricci ha spostato lo studio in via Saragozza.'),  # lang: it
    (
        'Invito: colloquio con la maestra, giovedì ore 16:30.',
        'Il colloquio di giovedì dura circa dieci minuti, portare il diario.',
    ),  # lang: it
    ('Assicurazione auto: UnipolSai', 'Ho fatto un preventivo con Prima ma sono rimasto con UnipolSai.'),  # lang: it
    ('Altezza: 1,75 m', 'Sono alto un metro e settantacinque.'),  # lang: it
]

if __name__ == "__main__":
    print(len(CORRECTIONS), len(UPDATES), len(COMPATIBLE))
