"""Tenth held-out corpus for the corrects-or-compatible decision (independent author, corp10c).

What it is: three lists of (OLD, NEW) pairs of statements by or about one user, stored one after
the other as memories. OLD is already stored; NEW arrives later.

- CORRECTIONS: NEW replaces OLD; OLD is no longer true, or never was.
- UPDATES: OLD was true when it was said; NEW gives a later state of the same counted, measured
  or staged thing (a child's or user's age, a baby's or puppy's weight, a pregnancy week, a dose,
  a lab or blood-pressure reading, rent, salary, savings, a tariff, mileage, a rating, handicap,
  belt, grade, book band, language level, streak, personal best, a reading-challenge count, a
  star count or team size, a release, database or minimum runtime version, an API's current
  version, an order, parcel, refund, visa, residence-card, passport, mortgage, planning,
  insurance-claim, job-application, RFC or ticket status or severity, a thesis-draft count, a
  care package's visits a day, a fundraiser total). OLD should be superseded or flagged; NEW
  must be stored.
- COMPATIBLE: both stay true. Most are hard near-misses in the same styles and about the same
  slots as the corrections: a second allergy, language, pet, nationality, loyalty scheme,
  emergency contact, phone or e-mail (work beside personal); the same value in other units or
  words (1.80 m / 5 ft 11 in, 12 km / seven and a half miles, 65 m2 / 700 sq ft, 3.6 kg /
  7 lb 15 oz, UK 10 / EU 44.5, UK 12 / US 8 dress, 10:15 Berlin / 09:15 UTC in winter, 5:30 /
  half five / 17:30, 14 May / 14/05, 7月21日 / 7/21, 175厘米 / 一米七五); a plan, proposal,
  evaluation, test drive or offered date that fell through; another person's change (a partner,
  sibling, son, mum, manager, neighbour, tech lead's manager, another team's service); a
  temporary change (a locum, a hire car, a covering grandparent, a bank-holiday bin day, a
  load-test resize, a parental-leave stand-in, a one-off hotfix branch, a skipped meal-kit box);
  history stated as history; another attribute of the same thing (a practice's new address, a
  gym's opening hours, a project's docs licence, a hygienist, a teacher); more detail; one-off
  events; and correction idioms ("correction", "scratch that", "no wait", "I got it wrong
  earlier", "Korrektur") aimed at something OLD does not state.

Labelling rules the author applied (adapted from the ninth corpus's docstring, the only earlier
rules text read):
- Tense matters. History stated as history ("grew up in", "worked at X before", "maiden name
  was", "tried a vegan January and went back") is COMPATIBLE. When OLD states the present and
  NEW says it has ended (gave up the cello, the band broke up, dropped out of the MSc, stepped
  down from coaching, discharged from speech therapy, no longer does parkrun, the cat died), it
  is a CORRECTION, whether or not NEW names a replacement.
- A temporary situation (this week only, this Thursday, a locum, a covering relative, a hire or
  car-share car, a one-off flight from another airport, a frozen membership) leaves the standing
  fact true: COMPATIBLE.
- A plan, wish, proposal, evaluation or offer that was dropped or turned down changes nothing:
  COMPATIBLE. When OLD is itself a booking or plan (a wedding date, a driving test, a flight, a
  half-term destination, an anniversary dinner, a hospital appointment) and NEW says it moved or
  another was chosen, the slot was replaced: CORRECTION.
- A change that belongs to another person, or to an attribute OLD does not state, is COMPATIBLE
  even with change verbs or correction idioms. But a single-valued fact about another person
  that is itself the stored memory (the brother's city, Mum's care home, Grandad's carer) is
  CORRECTED when NEW replaces it.
- A counted, measured, ranked or staged value that moves on over time without a claim that OLD
  was wrong is an UPDATE; so is a status that advances through normal stages, in any language,
  and a version number that moves forward. When NEW says OLD was a typo, a mistake, misheard,
  misremembered or mixed up (a birthday, a shoe size, an age, a daughter's name, a floor), it is
  a CORRECTION; so is a count that was simply wrong ("three kids", "he's 4, not 6").
- A single-valued slot (home city, address, floor, employer, team, job title, manager, dentist,
  GP, therapist, physio, landlord, bank, broadband, mobile network, energy supplier, nominated
  pharmacy, gym, favourite band/author/podcast/takeaway/genre, partner and relationship status,
  preferred name, surname, pronouns, phone, e-mail, first language, diet, drinking or smoking
  status, caffeine, bedtime, a medication for one condition, a childminder, nursery, school,
  carer, au pair, pickup day, custody arrangement, activity slot; a customer profile's seat,
  size, address, payment, home airport, saved order, plan, pillow or room type, preferred store;
  a project's database, framework, deploy target, region, test runner, ORM, formatter, tracker,
  chat, docs tool, backend language, queue, error sink, default branch, quote style,
  indentation, commit convention, approvals rule, release day, stand-up time, tech lead,
  on-call) replaced by a new value is a CORRECTION, even with no change word, even when NEW only
  gives the new value (a key: value line, a JSON-ish fact record, a triple), and even when a
  wife, an assistant or a summary relays it. A promotion is a CORRECTION of the title slot; a
  graded belt, level or book band is an UPDATE. Meaning-level reversals count: "sold the Golf"
  after "drives a Golf", "vegan about a year now" after "favourite food: steak", "passed my
  driving test" after "no licence", "did 20 lengths today" after "can't swim", "outgrown the
  peanut allergy" after "carries an EpiPen".
- Multi-valued things (allergies, languages, pets, nationalities, loyalty schemes, emergency
  contacts, medications for different conditions, subscriptions, monitoring tools used for
  different jobs) gain items without replacing the old one: COMPATIBLE.

Styles this corpus emphasises (chosen to differ from the eighth and ninth, which stressed voice
transcripts, SMS, support logs, forms, YAML and commits, minutes, session summaries, journals,
letters, HR, property, academia, runbooks, spreadsheet rows and speech-to-text):
(1) memories as an LLM memory extractor writes them after a chat turn: short third-person facts
("User's dentist is Dr. Ames.", "User mentioned switching teams to Payments.", "Per the user's
assistant: ..."), key: value lines, JSON-ish fact records with subject/predicate/object (also in
German and Portuguese), triples such as "(user, drives, VW Golf)" and "user | works_at | Wise",
and short bullet lists; (2) raw chat turns between two friends in a casual register, with
emojis, "lol", "tbh", hedges and small talk around the fact, the fact often mid-sentence;
(3) assistant-style summaries of project decisions for an invented project, "lanternfish"
(database, frontend framework, deploy target, region, ORM, test runner, formatter, tracker,
chat, queue, auth, error reporting, style-guide rules, ADRs, RFCs, API versions, on-call,
stand-up); (4) customer-profile and preference records for shopping, travel, hotels, food,
fitness, streaming and music; (5) family and care logistics (school pickups, custody days,
childminders and nurseries, carers and care packages, medication times, hospital appointments,
emergency contacts, activities). Corrections signal change by explicit retraction ("the earlier
note was wrong", "misremembered", "transcription mistake"), by a new value with no change word,
by negation ("not vegan anymore", "no more Friday deploys", "doesn't own a car at the moment"),
by "no longer", "ever since", "these days", "anymore", "switched", "from this term", by
meaning-level contradiction, by number words and ordinals ("three kids", "the fifth", "fourth
floor"), by relative dates ("the day after", "brought forward to the 28th"), and by a
single-valued change relayed by someone else. About a quarter of the pairs are not in English,
chosen from languages little used before: Spanish (es), Portuguese (pt), Italian (it), German
(de), French (fr), Polish (pl), Turkish (tr), Indonesian (id), Vietnamese (vi), Ukrainian (uk),
Czech (cs), Swahili (sw), Urdu (ur), Tamil (ta), Swedish (sv), Finnish (fi), plus Chinese (zh),
Japanese (ja) and Korean (ko). Non-English updates are mostly statuses moving through their
stages (enviado -> entregado, kargoya verildi -> teslim edildi, dikirim -> diterima, đang giao
-> đã giao, posuzuje se -> schválena, linashughulikiwa -> limeidhinishwa, 处理中 -> 已退款), plus
ages, a dose and a version. Within a pair both statements share a language. Every non-English
pair carries a ``# lang: xx`` comment (ISO 639-1); untagged pairs are English.

How it was written: by hand, in one sitting, by a tenth independent author (a helper session,
corp10c) who read only the task brief, the module docstring of the ninth corpus
(tests/independent/corrections_heldout9.py, lines 1-129 only; none of its pairs), the ruff
settings in pyproject.toml, and the opening ~60 turns of one LoCoMo development conversation in
../shared/locomo-dev/ for register. The author did not read the system's rules (zeusmem/), any
other corpus, tests/pair_eval.py, or any correction, conflict or retraction test, did not grep
the repository for phrases, and did not run the system on this corpus; nothing here was fitted
to the rules. No LoCoMo or other dataset text is copied; every pair is written fresh. People,
addresses, e-mail addresses (.test domains), phone numbers (UK drama ranges 07700 900xxx and
01632 960xxx), order, ticket, claim and return numbers, and the project "lanternfish" are
invented; well-known products, services, employers, shops and places appear by their usual
names as everyday context. Counts below were computed from the ``# lang:`` comments by a
throw-away script (not committed).

Counts (657 pairs, 166 not in English):
- CORRECTIONS: 231 pairs, 170 English, 61 other: de 4, es 4, fr 4, pt 4, and 3 each of cs, fi,
  id, it, ja, ko, pl, sv, sw, ta, tr, uk, ur, vi, zh.
- UPDATES: 76 pairs, 56 English, 20 other: de 2, and 1 each of cs, es, fi, fr, id, it, ja, ko,
  pl, pt, sv, sw, ta, tr, uk, ur, vi, zh.
- COMPATIBLE: 350 pairs, 265 English, 85 other: 5 each of cs, de, es, fi, it, pl, pt, sv, tr;
  4 each of fr, id, ja, ko, sw, ta, uk, ur, vi, zh.
"""

from typing import List, Tuple

CORRECTIONS: List[Tuple[str, str]] = [
    # --- memory-extractor facts: short third-person lines ---
    ("User's dentist is Dr. Ames.", "User mentioned they now see Dr. Okonjo at the Bridge Street practice for dental care."),
    ("The user prefers oat milk in coffee.", "The user takes their coffee black now; they stopped using oat milk."),
    ("User works on the Growth team.", "User mentioned switching teams to Payments."),
    ("User's manager is Priya Natarajan.", "User reports to Colm Byrne after the reorg."),
    ("User does not drink alcohol.", "User said they've started having the odd glass of wine again."),
    ("User's preferred name is Robert.", "User asked to be called Bobby from now on."),
    ("User's email is m.ferris@postbox.test.", "User's email changed: use marta.ferris@kestrel.test going forward."),
    ("User has a cat named Biscuit.", "User's cat Biscuit died last month; the user has no pets at the moment."),
    ("User is learning the cello.", "User gave up cello lessons in the autumn."),
    ("User runs the Saturday parkrun every week.", "User no longer does parkrun because of a knee injury."),
    ("User's gym is PureGym Holloway.", "The user cancelled PureGym and joined The Climbing Hangar instead."),
    ("User is vegetarian.", "User mentioned eating fish again, so pescatarian now."),
    ("User's favourite band is Wolf Alice.", "These days the user's favourite band is Big Thief."),
    ("User's birthday: 14 March.", "User corrected their birthday: it's 14 May, the earlier note was wrong."),
    ("User uses an iPhone 12.", "User switched to a Pixel 8 after their iPhone broke."),
    ("User has no driving licence.", "User passed their driving test on Tuesday."),
    ("User's partner is called Jamie.", "User and Jamie split up; the user is single now."),
    ("User is single.", "User has been seeing someone called Tomasz since March."),
    ("User is allergic to penicillin.", "User had an allergy test: not allergic to penicillin after all."),
    ("User's therapist is Dr. Lindqvist.", "User stopped seeing Dr. Lindqvist and now works with a counsellor called Ruth Agbaje."),
    ("User lives with two flatmates.", "User moved into a one-bed and lives alone now."),
    ("User's first language is Portuguese.", "User clarified their first language is Galician; Portuguese came later."),
    ("User is a night owl and works best after 10pm.", "Ever since the baby arrived the user is up at 5am and does their best work early."),
    ("User supports Arsenal.", "User said it's their son who supports Arsenal; the user follows Brentford."),
    ("User's shoe size is UK 9.", "User says they're actually a UK 10, they misremembered."),
    ("User has two children.", "User clarified they have three kids; the youngest was left out earlier."),
    ("User lives on the second floor.", "User said they're on the fourth floor, not the second."),
    ("User's office is in Canary Wharf.", "User's wife mentioned that the user's office moved to Stratford last month."),
    ("User's son plays in goal for the under-10s.", "User's son has given up goalkeeping and plays up front now."),
    ("User is the treasurer of the allotment society.", "User handed the treasurer role to Fiona at the AGM."),
    ("User's car: silver Ford Focus.", "User wrote off the Focus in January and doesn't own a car at the moment."),
    ("User is based in the Manchester office three days a week.", "Per the user's assistant: the user is fully remote; the Manchester desk was given up."),
    ("User's landlord is Mr. Cheng.", "The flat was sold; the user's landlord is a company called Harrow Lets now."),
    ("User's broadband provider is BT.", "User switched broadband to Community Fibre."),
    ("User banks with Barclays.", "User moved their current account to Starling."),
    ("User goes to bed around midnight.", "User has been in bed by ten every night since starting the 6am shifts."),
    ("User's pronouns: she/her.", "User's pronouns: they/them."),
    ("User's surname is Whitfield.", "User took their wife's surname after the wedding; it's Okafor now."),
    ("User's physio is Gemma at Active Bodies.", "User's physio is a guy named Arjun at the NHS clinic now."),
    ("User plays guitar in a band called The Lodgers.", "The Lodgers broke up over the summer."),
    ("User is studying for an MSc in Data Science at Sheffield.", "User dropped out of the MSc to go full time at work."),
    ("User's bin day is Thursday.", "Bin collection moved to Mondays in the council's new schedule."),
    ("User wears glasses.", "User had laser eye surgery and doesn't need glasses anymore."),
    ("User's daughter is called Ella.", "User's daughter is called Isla; Ella was a transcription mistake."),
    ("User is 34.", "User is actually 36; they misspoke earlier."),
    ("User's favourite podcast is The Rest Is History.", "Favourite podcast: Blank Check."),
    ("User runs in Nike Pegasus.", "User's running in Hoka Cliftons now."),
    ("User works four days a week.", "User is back to working five days a week."),
    ("User has a cleaner who comes on Fridays.", "User stopped having a cleaner to save money."),
    ("User's mobile network is EE.", "User ported their number to giffgaff."),
    ("User's electricity supplier is Octopus.", "User moved to E.ON Next when they changed house."),
    ("User's go-to karaoke song is Dancing Queen.", "User's karaoke song these days is Mr. Brightside."),
    ("User's kids: Noah (9) and Isaac (6).", "User's younger son Isaac is 4, not 6; the user mixed the ages up."),
    ("User's wedding is on 12 July.", "User's wedding got moved to 9 August because the venue double-booked."),
    ("User lives at 22 Fern Lane.", "User's address is 7 Quarry Street now."),
    ("User's anniversary dinner is booked for Saturday.", "User moved the anniversary dinner to the day after, Sunday."),
    ("User's flight to Lisbon is on the 3rd.", "User's Lisbon flight is on the fifth now; the airline rebooked them."),
    # --- key: value, JSON-ish records, triples, bullets ---
    ('{"subject": "user", "predicate": "lives_in", "object": "Leeds"}', '{"subject": "user", "predicate": "lives_in", "object": "Sheffield"}'),
    ("(user, drives, VW Golf)", "(user, sold, VW Golf); (user, commutes_by, bike)"),
    ("- Favourite food: steak\n- Allergies: none", "- Diet: vegan (about a year now)\n- Allergies: none"),
    ("user.phone: 07700 900123", "user.phone: 07700 900481"),
    ("Key: employer | Value: Deliveroo", "Key: employer | Value: Ocado (started 2 weeks ago)"),
    ("user | works_at | Monzo", "user | works_at | Wise"),
    ("- Lives in: Bristol\n- Job: nurse", "- Lives in: Cardiff (moved in August)"),
    ("Memory: user's daughter goes to Fernhill Primary.", "Memory: user's daughter changed schools to St Anne's after half term."),
    ('{"user": {"diet": "keto"}}', '{"user": {"diet": "none", "note": "gave up keto in spring"}}'),
    ('{"subject": "user", "predicate": "job_title", "object": "Account Manager"}', '{"subject": "user", "predicate": "job_title", "object": "Head of Partnerships"}'),
    ("home_city=Glasgow; employer=NHS Lothian", "home_city=Edinburgh"),
    ("(user, has_gp, Dr. Hussain)", "(user, has_gp, Dr. Mistry) -- registered at the new surgery after moving"),
    ("- Coffee: two cups a day\n- Sleep: 7h", "- Coffee: none (quit caffeine in March)"),
    # --- chat turns between friends ---
    ("Hey Dani! Ugh this week has been wild 😅 anyway I finally sorted my commute, I'm on the 8:10 to Reading every morning now.", "Omg Dani you won't believe it, they let me go fully remote!! 🎉 no more Reading trains for me, I work from the spare room now."),
    ("lol yeah my sister's been visiting, it's been nice. Oh btw I'm reading loads again, my favourite author is still Sally Rooney tbh", "Haha honestly I've gone off Rooney a bit 🙈 Ocean Vuong is my absolute favourite now, I've read everything he's written"),
    ("Thanks Marcus! Yeah work's fine, I'm still at the bakery on Elm Road doing the early shifts, 4am starts 😴", "Sooo news!! I handed in my notice at the bakery 🥐 starting at the garden centre on Monday, proper daylight hours finally"),
    ("Aww your dog is so cute!! We don't have any pets, my landlord won't allow it 😭", "Meet Pickle!!! 🐶 the new landlord said yes so we adopted her from the shelter on Saturday"),
    ("Haha no I'm terrible at cooking, I basically live on takeaway pizza 🍕", "Honestly I haven't ordered a takeaway in months! Meal prepping every Sunday and I actually love cooking now"),
    ("Yeah we're still in the flat above the chemist, it's tiny but cosy", "Finally got the keys!! 🔑 we're in the house on Ashdown Close now, the flat above the chemist is someone else's problem lol"),
    ("I'm so nervous, my driving test is on the 12th 😬", "Ugh they moved my driving test to the 26th because the examiner's off sick, so more time to practise I guess"),
    ("My girlfriend Leah and I are doing a pottery class together, it's so cute", "Leah and I broke up last month 💔 still doing pottery though, it's weirdly therapeutic"),
    ("Work's ok! Still a junior designer at Flint & Co, nothing new", "I got promoted!!! 🥳 senior designer as of this week, I still can't believe it"),
    ("oh I don't really drink coffee, tea person through and through ☕", "Okay don't judge me but I'm a coffee person now 😂 three flat whites a day, the new office has a fancy machine"),
    ("I've been doing night shifts at the hospital, basically sleeping all day", "Good news, I'm off nights for good! Day rota from now on, I feel human again"),
    ("Me and the kids are going to Cornwall for half term, can't wait 🏖️", "Cornwall fell through so we're doing Pembrokeshire instead for half term, booked a cottage near Tenby"),
    ("Yeah my brother Sam lives in Glasgow, I visit when I can", "Sam moved down to Manchester for his new job so he's only an hour away now!"),
    ("I'm vegan so I'll just have the chips haha", "I know I know, I'm not vegan anymore 😅 had a burger at the wedding and never looked back"),
    ("Still no car! I get the bus everywhere, it's fine", "Guess who bought a car 🚗 a little second hand Yaris, bus days are over"),
    ("My mum's in the care home in Frome now, the staff are lovely", "We moved Mum to a place in Bath so she's closer to my sister, she's settling in ok"),
    ("Lol yeah I'm still at my parents' place, saving up 😅", "Soooo I've got my own place!!! 🗝️ tiny studio in Walthamstow but it's MINE"),
    ("Oh I'm the worst at mornings, never up before 9 haha", "Who even am I?? up at 6 every day for the gym now 💪 honestly it's changed my life"),
    ("Nah I don't really do social media, don't even have instagram lol", "ok I caved and made an insta 📸 it's mostly my plants, I'll send you the handle"),
    ("Been doing the long distance thing with Kim, she's in Toronto 😭", "Kim finally moved over!! 🇬🇧 no more 5am video calls, she's living with me in Leeds now"),
    ("Ugh yeah the kids are at St Mark's, the school run is a nightmare", "We moved the kids to Hillview, it's a 5 min walk, best decision ever 🙌"),
    ("Haha I can't swim at all, never learned 🙈", "Guess who did 20 lengths today!! 🏊 the adult lessons paid off"),
    ("I'm sticking with my old Kindle forever lol", "Gave in and got a Kobo for my birthday, the Kindle's in a drawer now 📚"),
    ("Mostly work from the café on Rye Lane, it's basically my office lol ☕", "Got a desk at a coworking space now, no more café hopping for me"),
    ("hiii! yeah still coaching the under-12s on Sundays, they're a handful 😂", "so I stepped down from coaching the under-12s, Gareth's taken over, I just couldn't give it the time anymore"),
    # --- assistant summaries of project decisions (invented project: lanternfish) ---
    ("Project lanternfish: database is PostgreSQL 15 on RDS.", "Decision log (lanternfish): the primary store moved from Postgres to CockroachDB; migration finished last sprint."),
    ("The user's team builds the lanternfish frontend with Create React App.", "User said lanternfish's frontend is Next.js now; they ripped out CRA in the rewrite."),
    ("Lanternfish deploys to Heroku.", "Lanternfish runs on Fly.io since the Heroku free tier went away."),
    ("Team convention: tabs for indentation in lanternfish.", "The user confirmed lanternfish uses 4 spaces; the linter rejects tabs now."),
    ("Lanternfish style guide: commit messages follow Conventional Commits.", "Lanternfish dropped Conventional Commits; plain imperative subject lines only."),
    ("Lanternfish uses Jest for tests.", "Lanternfish's test runner is Vitest."),
    ("Lanternfish's tech lead is Oriane Delacroix.", "Oriane left the company; Kwame Mensah is the lanternfish tech lead now."),
    ("Lanternfish uses Redis for its job queue.", "User said the lanternfish job queue moved to SQS; Redis is only a cache now."),
    ("Lanternfish errors go to Sentry.", "Assistant summary: the team cancelled Sentry; lanternfish errors are reported through Honeycomb now."),
    ("Lanternfish's default branch is called master.", "Lanternfish renamed master to main."),
    ("Lanternfish stand-up is at 9:30 daily.", "Lanternfish stand-up moved to 10:15 for good so the Lisbon folks can join."),
    ("Lanternfish auth: sessions stored in cookies, no JWT.", "ADR-014 (lanternfish), accepted: auth moves to short-lived JWTs; cookie sessions removed."),
    ("The lanternfish backend is TypeScript on Node 18.", "The lanternfish backend was rewritten in Go; Node is only used for the frontend build."),
    ("Lanternfish docs are on Confluence.", "Lanternfish docs live in the repo under docs/ with MkDocs; the Confluence space is archived."),
    ("Lanternfish styling: Tailwind.", "User: 'we ditched Tailwind on lanternfish, it's CSS modules everywhere now'."),
    ("Lanternfish ORM is Prisma.", "Lanternfish uses Drizzle instead of Prisma since the 4.0 branch became main."),
    ("Lanternfish releases go out on Fridays.", "No more Friday deploys on lanternfish; release day is Tuesday."),
    ("Lanternfish region: eu-west-1 (Ireland).", "Lanternfish moved to eu-central-1 (Frankfurt) for the data-residency contract."),
    ("Lanternfish code review needs two approvals.", "User said the team relaxed the rule: one approval is enough on lanternfish now."),
    ("Lanternfish issue tracker: Jira.", "Lanternfish moved its issues to Linear; the Jira project is read-only."),
    ("Lanternfish team chat: Slack channel #lanternfish.", "Lanternfish team chat lives on Zulip now; the Slack channel is archived."),
    ("Lanternfish formatter: Prettier.", "Lanternfish uses Biome for formatting and linting; Prettier was removed."),
    ("Lanternfish primary on-call this quarter: Hamza.", "Hamza rotated off; Beatriz holds primary on-call for lanternfish for the rest of the quarter."),
    ("Lanternfish JS style: single quotes.", "Lanternfish style guide says double quotes now, to match the formatter's default."),
    ("Lanternfish package manager: npm.", "Lanternfish switched to pnpm; package-lock.json is gone."),
    # --- customer-profile and preference records ---
    ("Customer profile - seat preference: aisle.", "Customer profile - seat preference: window (updated by customer 03/09)."),
    ("Shopping profile: clothing size M.", "Shopping profile: clothing size L; customer says M no longer fits."),
    ("Dietary preference on file: no restrictions.", "Dietary preference on file: coeliac, strictly gluten-free."),
    ("Loyalty tier: Gold; preferred store: Camden.", "Preferred store: Kentish Town (the Camden branch closed)."),
    ("Streaming profile: favourite genre is horror.", "User told the assistant they can't watch horror anymore since having kids; it's mostly cosy crime now."),
    ("Fitness app: goal = lose weight.", "Fitness app: goal = build strength (weight-loss goal removed by user)."),
    ("Hotel preference: feather pillows.", "Hotel preference: hypoallergenic pillows only; guest developed a feather allergy."),
    ("Delivery address: 14 Marlowe Road, Leicester LE2 3RT.", "Delivery address: Flat 3, 88 Granby Street, Leicester LE1 6FB."),
    ("Preferred payment: PayPal.", "Customer removed PayPal; pays by Apple Pay only."),
    ("Frequent flyer: BA Executive Club, home airport LHR.", "Home airport: Bristol (BRS) since the move."),
    ("Coffee order saved: large latte, whole milk.", "Coffee order saved: large latte, oat milk."),
    ("Meal-kit plan: 4 meals a week for 2 people.", "Meal-kit plan: 3 meals a week for 4 people."),
    ("Newsletter preference: weekly digest.", "Customer unsubscribed from all marketing emails."),
    ("Music profile: mostly listens to jazz.", "Customer says it's almost all Afrobeats these days, not really jazz anymore."),
    ("Room type: twin, non-smoking.", "Room type: double, non-smoking (guest is travelling with partner, not a colleague)."),
    ("Bike shop account: rides a Trek Domane road bike.", "Customer sold the Trek; rides a Brompton folding bike now."),
    ("Wine club: prefers red.", "Wine club note: whites and rosé only from now on, doctor advised against red."),
    ("Nominated pharmacy: Boots, Corn Street.", "Nominated pharmacy changed to Well Pharmacy, Gloucester Road."),
    ("Fitness profile: trains at home with dumbbells.", "Fitness profile: joined a CrossFit box, sold the dumbbells."),
    ("Customer's favourite takeaway: Dishoom.", "Customer's go-to takeaway is Honest Burgers these days."),
    ("Customer is on the Netflix Premium plan.", "Customer downgraded Netflix to Standard with ads."),
    ("Usual class: spin at 7am.", "Customer swapped spin for reformer Pilates at 7am."),
    ("Travel profile: never flies, takes the train everywhere.", "Travel profile: customer has started flying for anything over six hours by rail."),
    ("Book box subscription: thrillers.", "Book box subscription changed to romance at the customer's request."),
    # --- family and care logistics ---
    ("School pickup: Mum on Mondays and Wednesdays, Dad on Tuesdays and Thursdays.", "From this term Dad does all the weekday pickups; Mum has Fridays only."),
    ("Custody: the kids are with Tom every other weekend.", "New arrangement from mediation: the kids are with Tom every Wednesday night and alternate weekends."),
    ("Grandad's carer is Bev from Helping Hands, weekday mornings.", "Bev's left Helping Hands; Grandad's morning carer is a lad called Dominic now."),
    ("Mum takes her metformin at 8am with breakfast.", "The GP moved Mum's metformin to her evening meal because of the stomach upsets."),
    ("Leo's childminder is Sandra on Hawthorn Lane.", "Leo started at Little Acorns nursery full time; no more Sandra."),
    ("Ava has swimming on Thursdays at 5.", "Ava's swimming is Saturdays at 9 now, the Thursday class closed."),
    ("Dad's hospital appointment is on 4 November.", "Dad's hospital appointment got brought forward to the 28th of October."),
    ("The twins get the school bus at 7:50.", "The twins walk to school with the Khan kids now; we stopped the bus pass."),
    ("Nan's Tesco delivery comes on Friday mornings.", "Nan's shopping comes from Sainsbury's on Tuesday afternoons now."),
    ("Maisie's school emergency contact: Auntie Joy, 07700 900214.", "Maisie's school emergency contact is Uncle Dev, 07700 900377, now that Joy has moved abroad."),
    ("Dad takes 5mg amlodipine for his blood pressure.", "Dad's been switched from amlodipine to ramipril for his blood pressure."),
    ("The kids' dentist is Smile Studio on the high street.", "We've registered the kids with the NHS dentist on Priory Road instead of Smile Studio."),
    ("Rosie has ballet after school on Tuesdays.", "Rosie quit ballet, she does street dance on Tuesdays now."),
    ("Theo is in Year 2, class Willow.", "Theo's been moved to class Maple."),
    ("My mother-in-law does the Wednesday pickup.", "Wednesday pickup is the after-school club now for good; my mother-in-law has stopped driving."),
    ("Grandad lives on his own in Hastings.", "Grandad moved in with us in October."),
    ("Zara carries an EpiPen for her peanut allergy.", "Zara was retested: she's outgrown the peanut allergy, no EpiPen needed."),
    ("Dad's carers come through the council.", "Dad's care is private now, through Bluebird Care; the council package ended."),
    ("Harvey sees Mrs Doyle for speech therapy.", "Harvey was discharged from speech therapy in March."),
    ("The baby has two naps, at 10 and 2.", "The baby's dropped to one nap, around half twelve."),
    ("Our au pair is Camila.", "Camila went home to Colombia; our new au pair is Ingrid."),
    ("Ethan does homework club on Thursdays.", "Ethan stopped going to homework club, he does it at home with his dad."),
    ("Kids' bedtime: 7pm.", "Kids' bedtime: 8pm now they're both at juniors."),
    ("Mum's inhaler is Seretide.", "Mum's respiratory nurse changed her from Seretide to Fostair."),
    ("Gran goes to the day centre on Mondays and Thursdays.", "Gran doesn't go to the day centre anymore; she has a befriender visit on Mondays instead."),
    ("Pickup on Fridays is my sister Chloe.", "My neighbour Rav does Friday pickup since Chloe started her new job."),
    # --- non-English corrections ---
    ("El usuario vive en Valencia.", "El usuario se mudó a Zaragoza en septiembre."),  # lang: es
    ("Oye Lucía, sigo en la academia de inglés de la calle Mayor, ¡me encanta! 😊", "Al final dejé la academia, ahora estudio inglés con una app y un profe online 🙈"),  # lang: es
    ("Preferencia de asiento: pasillo.", "Preferencia de asiento: ventanilla."),  # lang: es
    ("Proyecto lanternfish: la cola de trabajos usa RabbitMQ.", "Lanternfish ya no usa RabbitMQ; la cola de trabajos está en SQS."),  # lang: es
    ("O usuário trabalha no Nubank.", "O usuário saiu do Nubank e agora trabalha no Itaú."),  # lang: pt
    ("Minha filha estuda de manhã na Escola Monteiro Lobato.", "A Júlia mudou para o turno da tarde, agora busco ela às 18h."),  # lang: pt
    ("Projeto lanternfish: o banco de dados é MySQL.", "Decidimos: o lanternfish usa PostgreSQL agora, o MySQL foi desativado."),  # lang: pt
    ('{"sujeito": "usuário", "predicado": "mora_em", "objeto": "Porto Alegre"}', '{"sujeito": "usuário", "predicado": "mora_em", "objeto": "Florianópolis"}'),  # lang: pt
    ("L'utente è vegetariano.", "L'utente ha detto che da qualche mese mangia di nuovo carne."),  # lang: it
    ("Il medico di base dell'utente è il dottor Ferraro.", "L'utente ha cambiato medico di base: ora è la dottoressa Galli."),  # lang: it
    ("Ciao Marco! Sì, ancora a Torino, mi trovo benissimo 😄", "Ti ricordi che stavo a Torino? Beh, da gennaio sono a Bologna, nuovo lavoro!"),  # lang: it
    ("Der Nutzer fährt einen Golf.", "Der Nutzer hat sein Auto verkauft und fährt nur noch Fahrrad."),  # lang: de
    ("Abholung Kita: Oma montags und mittwochs.", "Oma holt nicht mehr ab; montags und mittwochs macht das jetzt der Papa."),  # lang: de
    ('{"subject": "user", "predicate": "arbeitgeber", "object": "Siemens"}', '{"subject": "user", "predicate": "arbeitgeber", "object": "Bosch"}'),  # lang: de
    ("Lanternfish: Deployment auf Hetzner.", "Lanternfish läuft seit dem Umzug nicht mehr bei Hetzner, sondern bei IONOS."),  # lang: de
    ("L'utilisateur préfère le thé.", "L'utilisateur ne boit plus de thé, il est passé au café."),  # lang: fr
    ("Salut Chloé ! Toujours chez Decathlon, en caisse 😅", "Grande nouvelle, j'ai quitté Decathlon ! Je bosse à la médiathèque maintenant 📚"),  # lang: fr
    ("Profil client : pointure 42.", "Profil client : pointure 43 (le 42 était une erreur de saisie)."),  # lang: fr
    ("Garde alternée : les enfants sont chez leur père le week-end.", "Nouveau planning : les enfants sont chez leur père du mercredi au vendredi, plus chez lui le week-end."),  # lang: fr
    ("Użytkownik mieszka w Krakowie.", "Użytkownik od maja mieszka we Wrocławiu."),  # lang: pl
    ("Dentysta użytkownika: dr Nowak.", "Użytkownik zmienił dentystę, teraz chodzi do dr Wiśniewskiej."),  # lang: pl
    ("Mama bierze lek na ciśnienie rano.", "Lekarz kazał mamie brać lek na ciśnienie wieczorem, już nie rano."),  # lang: pl
    ("Kullanıcı İzmir'de yaşıyor.", "Kullanıcı geçen ay Ankara'ya taşındı."),  # lang: tr
    ("Kullanıcı sigara içmiyor.", "Kullanıcı stresten yine sigaraya başlamış."),  # lang: tr
    ("Ali okuldan servisle dönüyor.", "Ali artık servise binmiyor, onu her gün dedesi alıyor."),  # lang: tr
    ("Pengguna bekerja di Tokopedia.", "Pengguna sudah pindah kerja ke Gojek sejak bulan lalu."),  # lang: id
    ("Pengguna tidak punya hewan peliharaan.", "Pengguna baru mengadopsi seekor kucing bernama Mochi."),  # lang: id
    ("Proyek lanternfish di-deploy ke AWS.", "Tim memutuskan lanternfish pindah ke Google Cloud, AWS sudah tidak dipakai."),  # lang: id
    ("Người dùng sống ở Hà Nội.", "Người dùng đã chuyển vào Thành phố Hồ Chí Minh từ tháng trước."),  # lang: vi
    ("Người dùng là người ăn chay.", "Người dùng nói dạo này không ăn chay nữa."),  # lang: vi
    ("Con gái người dùng học bơi vào thứ Bảy.", "Con gái người dùng chuyển sang học bơi vào Chủ nhật."),  # lang: vi
    ("Користувач працює в ПриватБанку.", "Користувач тепер працює в monobank."),  # lang: uk
    ("Улюблений письменник користувача — Жадан.", "Тепер улюблена письменниця користувача — Забужко."),  # lang: uk
    ("Користувач живе у Львові.", "Користувач переїхав до Києва ще взимку."),  # lang: uk
    ("Uživatel bydlí v Brně.", "Uživatel se přestěhoval do Ostravy."),  # lang: cs
    ("Uživatel nepije alkohol.", "Uživatel říkal, že si teď občas dá pivo."),  # lang: cs
    ("Tým lanternfish používá Jenkins.", "Lanternfish přešel z Jenkinsu na GitHub Actions."),  # lang: cs
    ("Mtumiaji anaishi Nairobi.", "Mtumiaji amehamia Mombasa."),  # lang: sw
    ("Mtumiaji anafanya kazi Safaricom.", "Mtumiaji ameacha kazi Safaricom, sasa yuko Equity Bank."),  # lang: sw
    ("Mtoto huchukuliwa shuleni na bibi kila siku.", "Bibi hamchukui mtoto tena; sasa basi la shule linamleta nyumbani."),  # lang: sw
    ("صارف لاہور میں رہتا ہے۔", "صارف اب کراچی منتقل ہو گیا ہے۔"),  # lang: ur
    ("صارف کا پسندیدہ کھانا بریانی ہے۔", "صارف نے بتایا کہ اب اس کا پسندیدہ کھانا نہاری ہے۔"),  # lang: ur
    ("امی صبح آٹھ بجے دوا لیتی ہیں۔", "ڈاکٹر نے امی کی دوا کا وقت رات کو کر دیا ہے۔"),  # lang: ur
    ("பயனர் சென்னையில் வசிக்கிறார்.", "பயனர் இப்போது கோயம்புத்தூரில் வசிக்கிறார்."),  # lang: ta
    ("பயனர் காபி குடிப்பார்.", "பயனர் இனி காபி குடிப்பதில்லை, டீ மட்டும்."),  # lang: ta
    ("பயனரின் மேலாளர் ரமேஷ்.", "பயனரின் புதிய மேலாளர் கவிதா."),  # lang: ta
    ("Användaren bor i Göteborg.", "Användaren har flyttat till Malmö."),  # lang: sv
    ("Användaren kör en Volvo V70.", "Användaren sålde Volvon och har ingen bil längre."),  # lang: sv
    ("Hämtning på förskolan: pappa på tisdagar.", "Från och med nu hämtar mamma på tisdagar, pappa tar torsdagar."),  # lang: sv
    ("Käyttäjä asuu Tampereella.", "Käyttäjä muutti Ouluun."),  # lang: fi
    ("Käyttäjän hammaslääkäri on Virtanen.", "Käyttäjä vaihtoi hammaslääkäriä, nyt Korhonen."),  # lang: fi
    ("Käyttäjä on kasvissyöjä.", "Käyttäjä ei ole enää kasvissyöjä."),  # lang: fi
    ("用户住在杭州。", "用户上个月搬到了深圳。"),  # lang: zh
    ("用户的牙医是王医生。", "用户现在看李医生，不去王医生那了。"),  # lang: zh
    ("lanternfish 项目使用 MongoDB。", "lanternfish 项目已经从 MongoDB 迁移到 PostgreSQL。"),  # lang: zh
    ("ユーザーは大阪に住んでいる。", "ユーザーは先月福岡に引っ越した。"),  # lang: ja
    ("ユーザーはお酒を飲まない。", "ユーザーは最近ワインを飲むようになった。"),  # lang: ja
    ("お迎え：火曜日は夫。", "火曜日のお迎えは義母に変更。"),  # lang: ja
    ("사용자는 부산에 산다.", "사용자는 서울로 이사했다."),  # lang: ko
    ("사용자는 채식주의자다.", "사용자는 이제 채식을 하지 않는다."),  # lang: ko
    ("사용자의 직장은 네이버다.", "사용자는 카카오로 이직했다."),  # lang: ko
]

UPDATES: List[Tuple[str, str]] = [
    ("User's son Ollie is 6.", "User's son Ollie turned 7 last week."),
    ("User's order #A-44812 status: shipped.", "User's order #A-44812 status: delivered."),
    ("Baby Mira weighs 4.2 kg.", "Baby Mira weighed 5.1 kg at the 8-week check."),
    ("User is 20 weeks pregnant.", "User is 26 weeks pregnant now."),
    ("Lanternfish public API: v2 is current.", "Lanternfish API v3 released; v3 is now the current version."),
    ("Lanternfish runs Postgres 14.", "Lanternfish upgraded to Postgres 16."),
    ("User's half-marathon PB: 1:52.", "User ran a new half-marathon PB of 1:47 in Cardiff."),
    ("User's rent is £1,150 a month.", "User's rent went up to £1,230 a month at renewal."),
    ("Refund for return RMA-2291: requested.", "Refund for return RMA-2291: processed, £64.99 back on card."),
    ("User is a yellow belt in judo.", "User graded to orange belt in judo."),
    ("User's Duolingo streak is 120 days.", "User's Duolingo streak hit 200 days."),
    ("Visa application: submitted.", "Visa application: approved, passport returned."),
    ("Dad's sertraline dose: 50mg.", "Dad's sertraline was increased to 100mg."),
    ("Lanternfish has 1.2k GitHub stars.", "Lanternfish passed 2k GitHub stars."),
    ("User's wedding savings pot: £3,400.", "Wedding pot is at £5,100 now."),
    ("Customer loyalty tier: Silver.", "Customer loyalty tier: Gold (reached 5,000 points)."),
    ("Haha my little one is 18 months now and into EVERYTHING 😂", "Can't believe Noor is two already 🎂 we had a tiny party on Sunday"),
    ("Grandma's care package: two visits a day.", "Grandma's care package went up to four visits a day after the fall."),
    ("User's car mileage: 42,000.", "User's car is on 47,500 miles now."),
    ("Lanternfish minimum Node version: 18.", "Lanternfish now requires Node 20 or later."),
    ("User's chess.com rapid rating: 1180.", "User's rapid rating is up to 1302."),
    ("Job application at Arup: interview stage.", "Job application at Arup: offer received."),
    ("Mortgage application: in underwriting.", "Mortgage application: offer issued."),
    ("Ticket LF-882 (lanternfish): investigating.", "Ticket LF-882: resolved, fix deployed in 3.4.1."),
    ("User's daughter is in Year 5.", "User's daughter has started Year 6."),
    ("User weighs 92 kg.", "User is down to 86 kg."),
    ("Lanternfish is on release 3.3.", "Lanternfish 3.4 has shipped."),
    ("User has read 14 books this year.", "User is on 22 books for the year."),
    ("Passport renewal: application received.", "Passport renewal: new passport dispatched."),
    ("Mum's HbA1c was 58.", "Mum's latest HbA1c is 51."),
    ("User's salary: £41,000.", "User got a raise to £44,500."),
    ("User has passed Grade 3 piano.", "User passed Grade 4 piano."),
    ("Nephew Kofi is 15.", "Kofi is sixteen now."),
    ("Planning application for the loft: submitted.", "Planning application for the loft: granted."),
    ("omg we're 10k into the fundraiser already!! 🙌", "we hit 18k for the fundraiser, I'm actually crying 😭 thank you all"),
    ("User's golf handicap is 24.", "User's handicap is down to 19."),
    ("Insurance claim CLM-5531: under review.", "Insurance claim CLM-5531: approved, payout £820."),
    ("Lanternfish team size: 5 engineers.", "The lanternfish team is 8 engineers now after hiring."),
    ("User's Spanish level: A2.", "User passed the B1 DELE."),
    ("Theo's reading book band: orange.", "Theo moved up to the turquoise book band."),
    ("Electricity unit rate: 24.5p/kWh.", "Electricity unit rate went to 27.0p/kWh from April."),
    ("Customer's Vinted order: dispatched.", "Customer's Vinted order: received and confirmed."),
    ("User is on week 3 of Couch to 5K.", "User is on week 7 of Couch to 5K."),
    ("User's longest ride on Strava: 60 km.", "User's longest ride is 112 km now after the sportive."),
    ("Dad's blood pressure reading: 152/95.", "Dad's blood pressure was 134/84 at the last check."),
    ("Lanternfish RFC-7 status: draft.", "Lanternfish RFC-7 status: accepted."),
    ("Council tax refund: pending.", "Council tax refund: paid."),
    ("User's thesis draft: 3 of 6 chapters written.", "User's thesis draft: 5 of 6 chapters done."),
    ("Package from Zalando: out for delivery.", "Package from Zalando: delivered to a neighbour at no. 12."),
    ("Goodreads challenge: 30 books target, 12 read.", "Goodreads challenge: 30 target, 19 read."),
    ("User's puppy Juno weighs 6 kg.", "Juno's up to 11 kg, she's growing fast."),
    ("User's hardest climb so far: 6a.", "User sent their first 6b+ this weekend."),
    ('{"subject": "user", "predicate": "age", "object": 41}', '{"subject": "user", "predicate": "age", "object": 42}'),
    ("- Order 9912: processing\n- Carrier: DPD", "- Order 9912: shipped\n- Carrier: DPD"),
    ("Lanternfish support ticket #3310 severity: P3.", "Lanternfish support ticket #3310 escalated to P1 after the outage spread."),
    ("User's savings for the house deposit: £18k.", "User's deposit savings are at £24k."),
    ("Pedido 55120: enviado.", "Pedido 55120: entregado."),  # lang: es
    ("Minha filha tem 4 anos.", "A Bia fez 5 anos ontem! 🎉"),  # lang: pt
    ("Richiesta di rimborso: in lavorazione.", "Richiesta di rimborso: approvata."),  # lang: it
    ("Bestellung 7781: versandt.", "Bestellung 7781: zugestellt."),  # lang: de
    ("Dosis: 5 mg Ramipril.", "Die Ramipril-Dosis wurde auf 10 mg erhöht."),  # lang: de
    ("Le fils de l'utilisateur a 9 ans.", "Le fils de l'utilisateur vient d'avoir 10 ans."),  # lang: fr
    ("Wniosek o kartę pobytu: w trakcie rozpatrywania.", "Wniosek o kartę pobytu: decyzja pozytywna."),  # lang: pl
    ("Sipariş durumu: kargoya verildi.", "Sipariş durumu: teslim edildi."),  # lang: tr
    ("Status pesanan: dikirim.", "Status pesanan: diterima."),  # lang: id
    ("Đơn hàng: đang giao.", "Đơn hàng: đã giao thành công."),  # lang: vi
    ("Синові користувача 11 років.", "Синові користувача виповнилося 12."),  # lang: uk
    ("Žádost o hypotéku: posuzuje se.", "Žádost o hypotéku: schválena."),  # lang: cs
    ("Ombi la visa: linashughulikiwa.", "Ombi la visa: limeidhinishwa."),  # lang: sw
    ("آرڈر کی حیثیت: روانہ کر دیا گیا۔", "آرڈر کی حیثیت: وصول ہو گیا۔"),  # lang: ur
    ("மகளுக்கு 7 வயது.", "மகளுக்கு இப்போது 8 வயது."),  # lang: ta
    ("Lanternfish version 2.1.", "Lanternfish version 2.2 är släppt."),  # lang: sv
    ("Paketti: matkalla.", "Paketti: toimitettu."),  # lang: fi
    ("退款状态：处理中。", "退款状态：已退款。"),  # lang: zh
    ("息子は3歳。", "息子は4歳になった。"),  # lang: ja
    ("환불 요청: 처리 중", "환불 요청: 완료"),  # lang: ko
]

COMPATIBLE: List[Tuple[str, str]] = [
    # --- memory-extractor facts ---
    ("User's dentist is Dr. Ames.", "User's hygienist at the dental practice is called Keeley."),
    ("The user prefers oat milk.", "The user's partner switched to almond milk."),
    ("User works on the Payments team.", "User mentioned the Payments team moved to the fourth floor."),
    ("(user, drives, VW Golf)", "(user, rented, Fiat 500) -- only while the Golf is at the garage this week"),
    ("User speaks Spanish.", "User mentioned they're also learning Turkish."),
    ("User is allergic to penicillin.", "User also reacts to latex plasters."),
    ("User is 1.80 m tall.", "User is about 5 ft 11 in."),
    ("User's birthday is 14 May.", "User's birthday: 14/05."),
    ("User's manager is Priya Natarajan.", "Priya Natarajan was promoted to director of engineering."),
    ("User does not drink alcohol.", "User went to a friend's wine-tasting hen do and stuck to juice."),
    ("User's preferred name is Bobby.", "User's legal name is Robert Hale."),
    ("User's personal mobile is 07700 900481.", "User's work mobile is 07700 900602."),
    ("User has a cat named Biscuit.", "User adopted a second cat, Crumble."),
    ("User is learning the cello.", "User switched cello teachers; lessons are with Mrs Adeyemi now."),
    ("User's gym is The Climbing Hangar.", "The Climbing Hangar changed its opening hours to 6am-11pm."),
    ("User is vegetarian.", "User tried a vegan January and went back to being vegetarian."),
    ("User works at Ocado.", "User worked at Deliveroo for two years before Ocado."),
    ("User uses a Pixel 8.", "User's Pixel is in for a screen repair, so they're on an old iPhone for a week."),
    ("User's therapist is Ruth Agbaje.", "Ruth Agbaje moved her practice to Mill Lane."),
    ("User lives alone.", "User's sister is staying with them for a fortnight while her flat is being redone."),
    ("User is a morning person.", "User pulled an all-nighter on Tuesday to finish a bid."),
    ("User supports Brentford.", "User's son switched from Arsenal to Chelsea, much to the user's horror."),
    ("User's shoe size is UK 10.", "User's shoe size is EU 44.5."),
    ("user | works_at | Wise", "user | role | senior analyst"),
    ("- Lives in: Cardiff\n- Job: nurse", "- Works at: University Hospital of Wales\n- Shift pattern: long days"),
    ("User's daughter goes to St Anne's.", "User's daughter joined the school choir at St Anne's."),
    ("User quit smoking in 2019.", "User said the anniversary of quitting smoking is coming up."),
    ("User has three kids.", "User's eldest has started secondary school."),
    ("User's flight to Lisbon is on the 5th.", "User's Lisbon flight departs at 07:40."),
    ("User lives on the fourth floor.", "The lift in the user's building is out of order this week."),
    ("User's office is in Stratford.", "User's company also has a Leeds office that the user visits quarterly."),
    ("User is the treasurer of the allotment society.", "Correction from user: the allotment society's AGM is in March, not April."),
    ("User is fully remote.", "User is going into the Manchester office for the team offsite next week."),
    ("User's partner is Tomasz.", "Tomasz changed jobs; he's a paramedic now."),
    ("User is pescatarian.", "Scratch that last note about the restaurant: the user's booking is at 8, not 7."),
    ("User's email is marta.ferris@kestrel.test.", "User's work email is m.ferris@northwind-labs.test."),
    ("User is a nurse.", "User is a registered nurse on the cardiac ward."),
    ("User drives a Golf.", "User test-drove a Tesla Model 3 but decided to keep the Golf."),
    ("User's favourite food is ramen.", "User had the best tacos of their life in Mexico City."),
    ("User's GP is Dr. Hussain.", "User saw a locum GP, Dr. Bell, on Monday because Dr. Hussain was on leave."),
    ("User's therapist is Ruth Agbaje.", "User thought about switching therapists but decided to stay with Ruth."),
    ("User lives in Sheffield.", "Correction: the user's brother lives in Rotherham, not Doncaster."),
    ("User's employer is Wise.", "User says they got it wrong earlier: the team offsite is in Porto, not Lisbon."),
    ("User's dentist is Dr. Okonjo.", "Actually, scratch that: the user's appointment with Dr. Okonjo is at 3:30, not 3."),
    ("User's daughter is called Ivy.", "No wait, Ivy's party is on the Sunday, not the Saturday."),
    ("User's birthday is 14 May.", "User corrected their graduation year: 2014, not 2015."),
    ("User lives in Cardiff.", "User grew up in Swansea."),
    ("User is a senior designer.", "User started out as a print designer at a local newspaper."),
    ("User's partner is Jamie.", "User was married before, in their twenties, to someone called Lou."),
    ("User's landlord is Harrow Lets.", "Harrow Lets changed their office number to 01632 960412."),
    ("User's broadband provider is Community Fibre.", "User's neighbour switched to Community Fibre too after seeing the user's speeds."),
    ("User banks with Starling.", "User also has a stocks and shares ISA with Vanguard."),
    ("User's pronouns: they/them.", "User's younger sibling has come out and uses he/him now."),
    ("User's surname is Okafor.", "User's maiden name was Whitfield."),
    ("User's physio is Arjun.", "Arjun gave the user a new set of knee exercises."),
    ("User plays guitar in The Lodgers.", "The Lodgers' drummer quit; they're auditioning replacements."),
    ("User is doing an MSc at Sheffield.", "User's MSc dissertation is on flood forecasting."),
    ("User's bin day is Monday.", "Bins will be collected on Tuesday this week because of the bank holiday."),
    ("User doesn't need glasses anymore.", "User wears sunglasses when driving."),
    ("User's daughter is called Isla.", "Isla's middle name is Rose."),
    ("User is 36.", "User's birthday is in November."),
    ("User's favourite podcast is Blank Check.", "User also listens to The Daily most mornings."),
    ("User runs in Hoka Cliftons.", "User bought trail shoes for the fell race in May."),
    ("User works five days a week.", "User is taking Friday off for a wedding."),
    ("User doesn't have a cleaner.", "User hired cleaners once for the end-of-tenancy clean."),
    ("User's mobile network is giffgaff.", "User's work phone is on Vodafone."),
    ("User's electricity supplier is E.ON Next.", "E.ON Next raised the standing charge this quarter."),
    ("User's address: 7 Quarry Street, Hebden Bridge HX7 8AB.", "User's postcode is HX7 8AB."),
    ("User's wedding is on 9 August.", "User's hen do is on 19 July in Brighton."),
    ("User's wedding is on 9 August.", "The venue offered the user 12 July instead, but they kept 9 August."),
    ("User is engaged to Priya.", "Priya's sister just got engaged too."),
    ("User's dietary note: pescatarian.", "User's dietary note: doesn't eat shellfish."),
    ("User is left-handed.", "User plays tennis right-handed."),
    ("User's favourite film is Paddington 2.", "User rewatched Paddington 2 with the kids at Christmas."),
    ("User owns a Brompton.", "User borrowed a neighbour's cargo bike for the weekend."),
    ("User has type 1 diabetes.", "User started using a Libre sensor."),
    ("User's commute is 12 km each way.", "User's commute is about seven and a half miles each way."),
    ("User's flat is 65 m².", "User's flat is about 700 sq ft."),
    ("User's favourite colour is green.", "User painted the bathroom yellow, which surprised everyone."),
    ("User speaks Welsh and English.", "User's kids are in Welsh-medium school."),
    ("User is single.", "User went on a first date on Friday, nothing serious."),
    ("User has no pets.", "User is dog-sitting their neighbour's spaniel for the weekend."),
    ("User lives in Sheffield.", "User's parents moved from Sheffield to Scarborough."),
    ("User's doctor said to cut down on salt.", "User's doctor also suggested walking more."),
    # --- key: value, JSON-ish records, triples, bullets ---
    ('{"subject": "user", "predicate": "lives_in", "object": "Leeds"}', '{"subject": "user", "predicate": "works_in", "object": "Bradford"}'),
    ('{"subject": "user", "predicate": "allergic_to", "object": "peanuts"}', '{"subject": "user", "predicate": "allergic_to", "object": "kiwi"}'),
    ('{"subject": "user", "predicate": "speaks", "object": "Welsh"}', '{"subject": "user", "predicate": "speaks", "object": "English"}'),
    ('{"user": {"employer": "Ocado"}}', '{"user": {"employer_since": "2024-03"}}'),
    ("employer: Ocado\nrole: data engineer", "level: L4"),
    ('{"subject": "user", "predicate": "height_cm", "object": 168}', '{"subject": "user", "predicate": "height", "object": "5 ft 6 in"}'),
    ('{"subject": "user", "predicate": "has_pet", "object": "dog:Pickle"}', '{"subject": "user", "predicate": "has_pet", "object": "rabbit:Dot"}'),
    ("(user, has_gp, Dr. Mistry)", "(Dr. Mistry, works_at, Ashgrove Surgery)"),
    ("(user, lives_in, Edinburgh)", "(user, born_in, Glasgow)"),
    ("- Coffee: none (quit caffeine)\n- Sleep: 7h", "- Tea: decaf rooibos in the evening"),
    ("home_city=Edinburgh", "holiday_home=Nairn (family caravan)"),
    ("Key: employer | Value: Ocado", "Key: employer_city | Value: Hatfield"),
    ('{"subject": "user", "predicate": "job_title", "object": "Head of Partnerships"}', '{"subject": "user", "predicate": "manager", "object": "Seren Lloyd"}'),
    ("- Kids: Noah, Isaac\n- Partner: Femi", "- Kids' school: Hillview Primary"),
    ("user.diet = vegan", "user.partner.diet = vegetarian"),
    ('{"subject": "user", "predicate": "nationality", "object": "Irish"}', '{"subject": "user", "predicate": "nationality", "object": "British"}'),
    # --- chat turns between friends ---
    ("Yeah I'm at the garden centre now, loving it 🌱", "Ugh my manager at the garden centre left today, gonna miss her 😢"),
    ("Meet Pickle!!! 🐶 we adopted her from the shelter", "Pickle's got a new best friend, the neighbour's spaniel 😂 they're obsessed"),
    ("Ocean Vuong is my absolute favourite author now", "Just finished Sally Rooney's new one on the train, it was fine tbh, not my fave"),
    ("We're in the house on Ashdown Close now 🏡", "We painted the living room sage green this weekend!! Ashdown Close finally feels like home"),
    ("I'm a coffee person now 😂 three flat whites a day", "Had a matcha today for a change, tasted like grass lol, back to flat whites tomorrow ☕"),
    ("We're doing Pembrokeshire for half term 🏖️", "Pembrokeshire update: the cottage near Tenby has a hot tub!!"),
    ("Sam moved to Manchester, only an hour away now!", "Sam came over for Sunday lunch, so nice having him close 🥰"),
    ("I'm not vegan anymore 😅", "My sister's just gone vegan, she's doing Veganuary and keeps sending me recipes lol"),
    ("Bought a little second hand Yaris 🚗", "My mum was thinking of getting a Yaris too after driving mine, but she went for a Jazz in the end"),
    ("I'm on the day rota now, feel human again", "Picked up one night shift this weekend to help out, but just the one!! 😴"),
    ("Honestly I love cooking now, meal prep every Sunday", "We got a Chinese takeaway last night for Kai's birthday, allowed 😂"),
    ("My driving test is on the 26th 😬", "Had a mock test with my instructor today, went ok! Still the 26th for the real thing"),
    ("I got promoted to senior designer!!", "We're hiring a junior designer for my old team, know anyone?"),
    ("Still doing pottery after the breakup, it's therapeutic", "Made a wonky mug at pottery tonight 😂 perfect in its imperfection"),
    ("My mum's in a care home in Bath now", "Mum's care home in Bath has a new manager, seems nice so far"),
    ("Yeah I run every morning, keeps me sane 🏃‍♀️", "Skipped my run today, it was absolutely chucking it down lol"),
    ("We live in Cheltenham, been here six years now", "We looked at houses in Bristol at the weekend but honestly we're staying put in Cheltenham"),
    ("My little brother's at uni in Leeds", "Went up to Leeds to see my brother, he took me to the best curry house 🍛"),
    ("I teach Year 4 at Oakfield", "Covering a Year 6 class this week because their teacher's off sick, pray for me 😂"),
    ("Haha yeah I'm a Leo, my birthday's 3 August", "Can't believe it's nearly the 3rd of August again, any ideas what I should do?"),
    ("I play five-a-side on Tuesdays ⚽", "No five-a-side this Tuesday, the pitch is being resurfaced 😩"),
    ("We've got two cats, Mango and Pip", "Mango had her jabs today, she was NOT impressed 🙀"),
    ("Got my own studio in Walthamstow 🗝️", "My best mate just moved to Walthamstow too, we're practically neighbours lol"),
    ("Up at 6 every day for the gym now 💪", "Had a lie-in till 10 today, rest day, don't tell anyone 😂"),
    ("Ok I made an insta 📸", "My mum also made an Instagram and now comments on EVERYTHING 😭"),
    ("Kim's living with me in Leeds now!!", "Kim's parents are visiting from Toronto next month, bit nervous lol"),
    ("The kids go to Hillview now, 5 min walk", "Hillview's getting a new head teacher from September, heard good things"),
    ("I can finally swim!!! 🏊", "Still can't dive though lol, that's next on the list"),
    ("Got a Kobo for my birthday 📚", "Lent my old Kindle to my nephew so he can read on the train"),
    ("Got a desk at a coworking space now", "Popped into my old café on Rye Lane today for a flat white, missed the vibe ☕"),
    ("Gareth's coaching the under-12s now, I stepped down", "Went to watch the under-12s on Sunday, they won 4-1!! so proud of them 🥹"),
    ("hey! yeah still at the library, the Tuesday late shift is the worst lol", "Library's closed next Tuesday for the stocktake, so no late shift, yay 🎉"),
    ("My partner Femi is a chef at a place in Deptford", "Femi's restaurant got a great review in the Standard!! 🍽️"),
    ("I'm allergic to cats, it's so sad 😿", "And apparently now hay fever too?? spring is cancelled"),
    ("My dad's in Lagos, I try to call every Sunday", "Dad's coming over for three weeks in December!! can't wait 🥹"),
    ("I started volunteering at the food bank on Saturdays", "Missed the food bank this Saturday, had a wedding, back next week though"),
    ("I'm doing a pottery class on Thursdays now", "Thinking about switching my pottery class to Wednesdays but probably won't lol, Thursdays just work"),
    ("Been doing kickboxing twice a week, loving it 🥊", "My boyfriend started kickboxing at my gym too, he's already sore lol"),
    # --- project decisions for lanternfish ---
    ("Lanternfish primary database: CockroachDB.", "Lanternfish uses SQLite for the local dev setup and unit tests."),
    ("Lanternfish frontend: Next.js.", "Lanternfish bumped Next.js to 14."),
    ("Lanternfish runs on Fly.io.", "For Thursday's load test lanternfish temporarily gets extra machines in Fly's Amsterdam region."),
    ("Lanternfish indentation: 4 spaces.", "Lanternfish style guide: maximum line length 100."),
    ("Lanternfish test runner: Vitest.", "The team evaluated Bun's test runner for lanternfish and decided against it."),
    ("Lanternfish tech lead: Kwame Mensah.", "Kwame is on parental leave for three weeks; Ines covers tech-lead duties until he's back."),
    ("Lanternfish errors go to Honeycomb.", "Lanternfish also has uptime checks in Better Stack."),
    ("Lanternfish default branch: main.", "Lanternfish protects release/* branches as well."),
    ("Lanternfish stand-up: 10:15 Berlin time.", "Lanternfish stand-up: 09:15 UTC (winter)."),
    ("Lanternfish auth: short-lived JWTs.", "Lanternfish access tokens expire after 15 minutes; refresh tokens last 7 days."),
    ("Lanternfish backend: Go.", "The lanternfish CLI is written in Rust."),
    ("Lanternfish docs: MkDocs in the repo.", "Lanternfish docs are licensed CC BY 4.0."),
    ("Lanternfish ORM: Drizzle.", "The billing service (not lanternfish) still uses Prisma."),
    ("Lanternfish release day: Tuesday.", "This week's lanternfish release slips to Wednesday because of the bank holiday."),
    ("Lanternfish region: eu-central-1.", "Lanternfish backups are replicated to eu-west-1."),
    ("Lanternfish database: Postgres 16.", "A teammate proposed moving lanternfish to MySQL; the proposal was rejected."),
    ("Lanternfish CSS: CSS modules.", "Correction to yesterday's summary: the lanternfish design review is on Friday, not Thursday."),
    ("Lanternfish job queue: SQS.", "Lanternfish uses Redis as a cache."),
    ("Lanternfish API: REST, versioned under /v3.", "Lanternfish also exposes a small GraphQL endpoint for the admin panel."),
    ("Lanternfish commit style: plain imperative subject lines.", "Lanternfish PR titles must reference a ticket like LF-123."),
    ("Lanternfish package manager: pnpm.", "User considered moving lanternfish to Bun but stayed on pnpm."),
    ("Lanternfish is MIT licensed.", "Lanternfish's logo and brand assets are not covered by the MIT licence."),
    ("Lanternfish deploy target: Fly.io.", "Lanternfish's marketing site is hosted on Netlify."),
    ("Lanternfish issues: Linear.", "Lanternfish customer-support tickets still live in Zendesk."),
    ("Lanternfish team chat: Zulip.", "The rest of the company is still on Slack; only the lanternfish team moved."),
    ("Lanternfish formatter: Biome.", "Lanternfish's Go code is formatted with gofmt."),
    ("Lanternfish primary on-call: Beatriz.", "Hamza is Beatriz's secondary on-call this week."),
    ("Lanternfish JS style: double quotes.", "Lanternfish SQL migrations use lowercase keywords."),
    ("Lanternfish build target: ES2022.", "Lanternfish compiles to ECMAScript 2022."),
    ("Lanternfish deploys from main.", "Last week one lanternfish hotfix was deployed from a release branch."),
    ("Lanternfish staging URL: staging.lanternfish.test.", "Lanternfish preview deployments get URLs like pr-123.lanternfish.test."),
    ("Lanternfish tech lead: Kwame Mensah.", "Kwame's manager changed; he reports to Noor Haddad now."),
    ("Lanternfish stand-up: 10:15 daily.", "Lanternfish retro moved to Thursday afternoons."),
    ("Lanternfish uses Postgres for storage.", "The analytics team copies lanternfish data into BigQuery nightly."),
    ("Lanternfish code review: one approval.", "Lanternfish reviewers are asked to respond within one working day."),
    ("Assistant note: user chose Go for the lanternfish backend.", "Assistant note: user chose chi as the lanternfish HTTP router."),
    ("Lanternfish CI: GitHub Actions.", "Lanternfish CI runs on self-hosted runners for the GPU tests only; everything else is on GitHub-hosted runners."),
    ("Lanternfish uses semantic versioning.", "Lanternfish's next release will be 4.0 because of the breaking auth change."),
    # --- customer profiles and preferences ---
    ("Seat preference: window.", "Meal preference: vegetarian (VGML)."),
    ("Clothing size: L.", "Clothing size: chest 42 in."),
    ("Dietary preference: gluten-free (coeliac).", "Also avoids cow's milk."),
    ("Preferred store: Kentish Town.", "The Kentish Town store is closed on Sunday 12th for a refit."),
    ("Favourite genre: cosy crime.", "Customer watched a horror film for a friend's birthday and hated it."),
    ("Fitness goal: build strength.", "Customer added a secondary goal: sleep better."),
    ("Pillows: hypoallergenic.", "Room preference: high floor, away from the lift."),
    ("Delivery address: Flat 3, 88 Granby Street.", "Delivery instructions: leave with the concierge if out."),
    ("Home airport: Bristol (BRS).", "Customer is flying out of Heathrow for the Tokyo trip only."),
    ("Coffee order: large latte, oat milk.", "Coffee order for partner saved: small flat white, whole milk."),
    ("Meal-kit plan: 3 meals a week for 4 people.", "Customer skipped next week's box (on holiday)."),
    ("Marketing emails: unsubscribed.", "Customer still gets order confirmations by email."),
    ("Bike: Brompton folding bike.", "Customer booked the Brompton in for a service on the 9th."),
    ("Wine club: whites and rosé only.", "Wine club: customer ordered a case of red as a gift for his father."),
    ("Nominated pharmacy: Well Pharmacy, Gloucester Road.", "Well Pharmacy on Gloucester Road now opens at 8am."),
    ("Shoe size: EU 39.", "Shoe size: UK 6."),
    ("Hotel loyalty: Marriott Bonvoy Gold.", "Customer also joined Hilton Honors for a work trip."),
    ("Favourite cuisine: Thai.", "Customer ordered Lebanese tonight for a change."),
    ("Gym membership: off-peak.", "Customer froze the gym membership for August while abroad."),
    ("Music: mostly Afrobeats.", "Customer's kids took over the account with Frozen songs this week."),
    ("Customer prefers morning delivery slots.", "The delivery on 4 March will be in the afternoon because morning slots were full."),
    ("Preferred airline: KLM.", "Customer flew easyJet to Nice this time because KLM had no direct flight."),
    ("Streaming plan: Premium family.", "Customer added her mum to the family plan."),
    ("Customer does CrossFit.", "Customer's partner cancelled her CrossFit membership."),
    ("Favourite takeaway: Honest Burgers.", "Customer tried Dishoom again last week and said it was still good."),
    ("Netflix: Standard with ads.", "Customer also subscribes to Disney+."),
    ("Usual class: reformer Pilates at 7am.", "The reformer class on 1 May is at 8am because of instructor availability."),
    ("Travel profile: prefers aisle seats on long haul.", "Travel profile: prefers window seats on short hops."),
    ("Frequent flyer: Lufthansa Miles & More.", "Customer's Miles & More status is Frequent Traveller."),
    ("Dress size: UK 12.", "Dress size: US 8."),
    ("Diet: lactose intolerant.", "Customer's son is lactose intolerant too."),
    ("Hotel: prefers quiet rooms.", "Customer asked for a room near the lift this stay because of crutches."),
    ("Media: watches the Premier League on Sky.", "Customer bought a one-off day pass to watch the Champions League final."),
    ("Shopping: buys running kit from Sweatshop.", "Customer buys cycling kit from Wiggle."),
    ("Customer's preferred contact method: SMS.", "Customer's SMS number is 07700 900155."),
    ("Customer prefers decaf.", "Customer ordered a regular espresso for a colleague."),
    ("Customer is vegan.", "Customer asked whether the leather-look jacket is real leather (it isn't)."),
    ("Loyalty card holder: Sophie Brandt.", "Sophie Brandt's partner has his own card on the same account."),
    ("Customer rents a car for every holiday.", "Customer considered a campervan for Scotland but booked a car again."),
    ("Hotel preference: twin beds.", "Customer booked an extra cot for their nephew for this stay."),
    ("Favourite series: Slow Horses.", "Customer binged Shogun over the weekend."),
    ("Gym: PureGym Brixton.", "PureGym Brixton is shut for two days for a deep clean."),
    ("Customer's size in running shoes: UK 8.5.", "Customer's size in football boots: UK 8."),
    # --- family and care logistics ---
    ("Dad does all the weekday pickups; Mum has Fridays.", "Dad can't do pickup this Thursday (dentist), so Grandma is covering."),
    ("The kids are with Tom Wednesday nights and alternate weekends.", "Tom is taking the kids to his parents' this Saturday; it's his weekend."),
    ("Grandad's morning carer is Dominic.", "Grandad also has an evening carer, Sue, three nights a week."),
    ("Mum takes metformin with her evening meal.", "Mum also takes atorvastatin at night for cholesterol."),
    ("Leo is at Little Acorns nursery full time.", "Little Acorns is closed on Friday for staff training, so Leo's with Nana."),
    ("Ava's swimming: Saturdays at 9.", "Ava's swimming teacher is Coach Reece now."),
    ("Dad's hospital appointment: 28 October.", "Dad's hospital appointment is on 28/10 at 14:20, clinic 4."),
    ("The twins walk to school with the Khan kids.", "The Khan kids' mum does the walk on Mondays, I do Thursdays."),
    ("Nan's shopping: Sainsbury's on Tuesday afternoons.", "Nan's neighbour collects her prescriptions on Fridays."),
    ("Maisie's school emergency contact: Uncle Dev.", "Maisie's second emergency contact is her grandma, Pat."),
    ("Dad takes ramipril for his blood pressure.", "Dad's on antibiotics for a week for a chest infection."),
    ("Kids' dentist: NHS practice on Priory Road.", "The Priory Road practice has a new receptionist, Kelly."),
    ("Rosie does street dance on Tuesdays.", "Rosie's friend Amira switched from ballet to street dance too."),
    ("Theo is in class Maple.", "Theo's class teacher in Maple is Mr Osei."),
    ("Mum's care package: four visits a day.", "One of Mum's visits was missed on Sunday because the carer's car broke down."),
    ("Custody: the kids are with me Monday to Wednesday.", "My ex asked to swap days for the school-trip week; we said no, so it stays Monday to Wednesday."),
    ("Granny's GP is Dr. Mistry.", "Dr. Mistry's surgery has gone to online booking only."),
    ("The baby naps at 1pm.", "The baby skipped her nap today because of the party."),
    ("Ollie uses a blue reliever inhaler as needed.", "Ollie has been given a brown preventer inhaler as well, twice a day."),
    ("Our childminder is Sandra.", "Sandra's husband has started helping out on Fridays too."),
    ("Pickup from after-school club is 5:30.", "After-school club pickup is half five."),
    ("Dad's bedtime insulin: 12 units.", "Dad's bedtime insulin is Lantus, 12 units."),
    ("Grandad lives with us now.", "Grandad's gone to stay at my sister's for a week."),
    ("Zara has outgrown her peanut allergy.", "Zara's still allergic to sesame though."),
    ("Dad's care is through Bluebird Care.", "Bluebird Care moved Dad's morning visit to 8:30."),
    ("Harvey was discharged from speech therapy.", "Harvey has started occupational therapy with Ms Lund."),
    ("Custody: Tom has the kids on alternate weekends.", "Tom's moved to a flat near the school; same arrangement though."),
    ("Lily's bedtime is 7pm.", "Lily stayed up till 9 for the fireworks."),
    ("Mum's morning tablets: 7am.", "Mum's morning tablets are at seven."),
    ("Nan's Tuesday shopping comes from Sainsbury's.", "Nan's Tuesday delivery came from Asda this once because Sainsbury's cancelled."),
    ("Our au pair is Ingrid.", "Ingrid's sister is visiting her in May."),
    ("Baby Hana weighed 3.6 kg at birth.", "Hana was 7 lb 15 oz when she was born."),
    ("Grandma's hearing aid is in her left ear.", "Grandma's hearing-aid batteries are size 312."),
    ("The twins are 8.", "The twins' birthday is 30 January."),
    ("Gran has a befriender visit on Mondays.", "Gran's befriender, Linda, brought her a jigsaw this week."),
    ("Rav does Friday pickup.", "Rav's daughter is in the same class as ours, so it's easy for him."),
    ("Ethan does homework at home with his dad.", "Ethan's dad started a new job in Reading."),
    ("Kids' bedtime: 8pm.", "Kids' bedtime is 20:00."),
    ("Mum's inhaler is Fostair.", "Mum's respiratory nurse is called Bronwen."),
    ("The kids have swimming on Saturdays.", "We looked at moving swimming to Sundays but the times didn't work, so Saturdays it is."),
    ("Dad's physio visits are on Wednesdays.", "Dad's physio is off on Wednesday the 14th; they'll come Thursday that week instead."),
    ("Mum is registered with the Ashgrove Surgery.", "Mum's sister moved GP surgeries after her house move."),
    ("Eva's school shoes are a size 13.", "Eva's wellies are a size 1."),
    ("My ex has the kids Thursday to Saturday.", "My ex's new partner is moving in with him."),
    ("Grandpa takes warfarin.", "Grandpa's INR check is every two weeks at the anticoagulation clinic."),
    ("Carer visits: 8am and 6pm.", "Carer visits: eight in the morning and six in the evening."),
    # --- non-English compatible ---
    ("El usuario vive en Zaragoza.", "El usuario a veces teletrabaja desde Huesca, en casa de sus padres."),  # lang: es
    ("Preferencia de asiento: ventanilla.", "Preferencia de comida: vegetariana."),  # lang: es
    ("Ahora estudio inglés con una app 🙈", "Mi hermana se apuntó a la academia de la calle Mayor, ¡qué casualidad! 😂"),  # lang: es
    ("El usuario es alérgico al marisco.", "El usuario también es alérgico al polen del olivo."),  # lang: es
    ("El usuario mide 1,70 m.", "El usuario mide 170 cm."),  # lang: es
    ("O usuário trabalha no Itaú.", "O usuário trabalhou no Nubank por três anos antes do Itaú."),  # lang: pt
    ("A Júlia estuda à tarde.", "A Júlia vai ter aula de manhã só nesta sexta, por causa da excursão."),  # lang: pt
    ("O lanternfish usa PostgreSQL.", "Alguém sugeriu MongoDB para o lanternfish, mas a ideia foi descartada."),  # lang: pt
    ("Meu irmão mora em Curitiba.", "Meu irmão vai passar o Natal aqui em casa em Recife! 🎄"),  # lang: pt
    ("L'utente abita a Bologna.", "L'utente è nato a Torino."),  # lang: it
    ("Il medico di base è la dottoressa Galli.", "Questa settimana c'è un sostituto perché la dottoressa Galli è in ferie."),  # lang: it
    ("L'utente mangia carne.", "Il marito dell'utente è diventato vegetariano."),  # lang: it
    ("L'utente è alto 1,75 m.", "L'utente è alto 175 cm."),  # lang: it
    ("Der Nutzer hat kein Auto mehr.", "Der Nutzer hat sich fürs Wochenende ein Carsharing-Auto geliehen."),  # lang: de
    ("Abholung Kita: montags und mittwochs der Papa.", "Diesen Mittwoch holt ausnahmsweise die Tante ab."),  # lang: de
    ("Der Nutzer arbeitet bei Bosch.", "Der Nutzer arbeitet im Bosch-Werk in Reutlingen."),  # lang: de
    ("Der Nutzer spricht Deutsch und Englisch.", "Der Nutzer lernt jetzt auch Italienisch."),  # lang: de
    ("Lanternfish läuft bei IONOS.", "Korrektur: das Lanternfish-Review ist am Donnerstag, nicht am Mittwoch."),  # lang: de
    ("L'utilisateur boit du café.", "La femme de l'utilisateur a arrêté le café."),  # lang: fr
    ("Je bosse à la médiathèque maintenant 📚", "La médiathèque ferme tout le mois d'août pour travaux, donc vacances forcées 😅"),  # lang: fr
    ("Profil client : pointure 43.", "Profil client : pointure UK 9."),  # lang: fr
    ("L'utilisateur habite à Lyon.", "Correction : le rendez-vous chez le notaire est mardi, pas lundi."),  # lang: fr
    ("Użytkownik mieszka we Wrocławiu.", "Użytkownik dorastał w Krakowie."),  # lang: pl
    ("Dentysta użytkownika: dr Wiśniewska.", "Dr Wiśniewska przeniosła gabinet na ulicę Legnicką."),  # lang: pl
    ("Mama bierze lek na ciśnienie wieczorem.", "Mama bierze też witaminę D rano."),  # lang: pl
    ("Użytkownik ma psa o imieniu Burek.", "Użytkownik ma też dwa chomiki."),  # lang: pl
    ("Kullanıcı Ankara'da yaşıyor.", "Kullanıcı bu hafta iş için İstanbul'da."),  # lang: tr
    ("Ali'yi her gün dedesi alıyor.", "Yarın dedesi doktora gideceği için Ali'yi annesi alacak."),  # lang: tr
    ("Kullanıcı Türkçe ve Almanca konuşuyor.", "Kullanıcı İngilizce de öğreniyor."),  # lang: tr
    ("Kullanıcının doğum günü 5 Nisan.", "Kullanıcının doğum günü 05.04."),  # lang: tr
    ("Pengguna bekerja di Gojek.", "Pengguna dulu kerja di Tokopedia selama dua tahun."),  # lang: id
    ("Pengguna punya kucing bernama Mochi.", "Pengguna juga mengadopsi anjing kecil bernama Kopi."),  # lang: id
    ("Lanternfish di-deploy ke Google Cloud.", "Tim sempat mempertimbangkan Azure untuk lanternfish, tapi batal."),  # lang: id
    ("Pengguna tinggal di Bandung.", "Pengguna lagi liburan di Bali minggu ini."),  # lang: id
    ("Người dùng sống ở TP. Hồ Chí Minh.", "Người dùng quê ở Huế."),  # lang: vi
    ("Con gái học bơi vào Chủ nhật.", "Chủ nhật này con gái nghỉ học bơi vì bị cảm."),  # lang: vi
    ("Người dùng thích phở.", "Tối nay người dùng ăn bún chả cho đổi vị."),  # lang: vi
    ("Người dùng nói tiếng Việt và tiếng Anh.", "Người dùng đang học thêm tiếng Hàn."),  # lang: vi
    ("Користувач працює в monobank.", "Раніше користувач працював у ПриватБанку."),  # lang: uk
    ("Користувач живе в Києві.", "Цього тижня користувач у відрядженні у Львові."),  # lang: uk
    ("Донька користувача ходить на танці по вівторках.", "Подруга доньки теж перейшла на танці."),  # lang: uk
    ("Користувач має алергію на горіхи.", "Користувач також має алергію на пилок берези."),  # lang: uk
    ("Uživatel bydlí v Ostravě.", "Uživatel vyrůstal v Brně."),  # lang: cs
    ("Lanternfish používá GitHub Actions.", "Lanternfish zvažoval GitLab CI, ale zůstal u GitHub Actions."),  # lang: cs
    ("Uživatel má dvě děti.", "Starší dítě uživatele začalo chodit do školy."),  # lang: cs
    ("Uživatel pije kávu bez mléka.", "Manželka uživatele přešla na ovesné mléko."),  # lang: cs
    ("Mtumiaji anaishi Mombasa.", "Mtumiaji alizaliwa Kisumu."),  # lang: sw
    ("Mtumiaji anafanya kazi Equity Bank.", "Mtumiaji yuko Nairobi wiki hii kwa mafunzo ya kazi."),  # lang: sw
    ("Mtumiaji anazungumza Kiswahili na Kiingereza.", "Mtumiaji anajifunza Kifaransa pia."),  # lang: sw
    ("Basi la shule linamleta mtoto nyumbani.", "Leo bibi atamchukua mtoto kwa sababu basi la shule limeharibika."),  # lang: sw
    ("صارف کراچی میں رہتا ہے۔", "صارف کا بچپن لاہور میں گزرا۔"),  # lang: ur
    ("امی رات کو دوا لیتی ہیں۔", "امی صبح وٹامن ڈی بھی لیتی ہیں۔"),  # lang: ur
    ("صارف کا پسندیدہ کھانا نہاری ہے۔", "آج صارف نے دوستوں کے ساتھ پیزا کھایا۔"),  # lang: ur
    ("صارف اردو اور انگریزی بولتا ہے۔", "صارف پنجابی بھی بولتا ہے۔"),  # lang: ur
    ("பயனர் கோயம்புத்தூரில் வசிக்கிறார்.", "பயனர் சென்னையில் பிறந்தார்."),  # lang: ta
    ("பயனர் டீ மட்டும் குடிப்பார்.", "பயனரின் மனைவி காபிக்கு மாறினார்."),  # lang: ta
    ("பயனரின் மேலாளர் கவிதா.", "கவிதா இந்த வாரம் விடுப்பில் இருக்கிறார்."),  # lang: ta
    ("பயனர் தமிழ் மற்றும் ஆங்கிலம் பேசுவார்.", "பயனர் இப்போது ஜெர்மன் மொழியும் கற்கிறார்."),  # lang: ta
    ("Användaren bor i Malmö.", "Användaren pendlar till Köpenhamn tre dagar i veckan."),  # lang: sv
    ("Mamma hämtar på tisdagar.", "Den här tisdagen hämtar mormor eftersom mamma är på konferens."),  # lang: sv
    ("Användaren har ingen bil.", "Användaren hyrde en bil över midsommarhelgen."),  # lang: sv
    ("Användaren är allergisk mot katter.", "Användaren är också allergisk mot björkpollen."),  # lang: sv
    ("Käyttäjä asuu Oulussa.", "Käyttäjä on kotoisin Tampereelta."),  # lang: fi
    ("Käyttäjän hammaslääkäri on Korhonen.", "Korhosen vastaanotto on kiinni heinäkuun."),  # lang: fi
    ("Käyttäjä ei ole kasvissyöjä.", "Käyttäjän puoliso on vegaani."),  # lang: fi
    ("Käyttäjä puhuu suomea ja ruotsia.", "Käyttäjä opiskelee myös espanjaa."),  # lang: fi
    ("用户住在深圳。", "用户这周在上海出差。"),  # lang: zh
    ("用户的牙医是李医生。", "李医生的诊所搬到了南山区。"),  # lang: zh
    ("lanternfish 项目使用 PostgreSQL。", "有人提议 lanternfish 改用 MySQL，但被否决了。"),  # lang: zh
    ("用户身高175厘米。", "用户身高一米七五。"),  # lang: zh
    ("ユーザーは福岡に住んでいる。", "ユーザーは大阪出身だ。"),  # lang: ja
    ("ユーザーは最近ワインを飲むようになった。", "ユーザーの夫はお酒をやめた。"),  # lang: ja
    ("火曜日のお迎えは義母。", "今週の火曜日だけは夫がお迎えに行く。"),  # lang: ja
    ("ユーザーの誕生日は7月21日。", "ユーザーの誕生日は7/21。"),  # lang: ja
    ("사용자는 서울에 산다.", "사용자는 부산에서 자랐다."),  # lang: ko
    ("사용자는 카카오에서 일한다.", "사용자는 카카오 판교 오피스로 출근한다."),  # lang: ko
    ("사용자는 채식을 하지 않는다.", "사용자의 여동생은 비건이 되었다."),  # lang: ko
    ("사용자의 아들은 수요일에 태권도를 한다.", "이번 주 수요일은 아들 태권도장이 쉰다."),  # lang: ko
    ("Användarens tandläkare är Lindgren.", "Lindgrens mottagning har flyttat till Storgatan 12."),  # lang: sv
    ("Käyttäjä hakee lapset päiväkodista maanantaisin.", "Tällä viikolla maanantain haun hoitaa poikkeuksellisesti mummo."),  # lang: fi
    ("Użytkownik pracuje w Allegro.", "Szef użytkownika w Allegro przeszedł do innej firmy."),  # lang: pl
    ("L'utente ha un gatto di nome Briciola.", "L'utente ha adottato anche un coniglio, Fiocco."),  # lang: it
    ("Uživatel je vegetarián.", "Uživatel byl dřív dva roky vegan, teď je vegetarián."),  # lang: cs
    ("Kullanıcı Migros'tan alışveriş yapıyor.", "Bu hafta Migros'ta ürün kalmadığı için kullanıcı bir kerelik A101'den aldı."),  # lang: tr
    ("Oi! Tô fazendo pilates às terças, tô amando 😄", "Essa terça não teve pilates porque a professora tava doente, mas semana que vem volta!"),  # lang: pt
]
