"""Ninth held-out corpus for the corrects-or-compatible decision (independent author, corp9c).

What it is: three lists of (OLD, NEW) pairs of statements by or about one user, stored one after
the other as memories. OLD is already stored; NEW arrives later.

- CORRECTIONS: NEW replaces OLD; OLD is no longer true, or never was.
- UPDATES: OLD was true when it was said; NEW gives a later state of the same single-valued,
  counted, measured or staged thing (a child's, grandparent's or user's age, a baby's weight, a
  pregnancy week, a dose or a lab reading, a salary, rent, pension rate, balance, savings or
  tariff, a release, database or minimum-supported runtime version, a star count, fleet size,
  meter reading or mileage, an order, return, refund, visa, permit, tax-return, passport,
  insurance-claim, mortgage, planning, job-application, paper or grant status, a ticket's state
  or severity, a PhD stage or thesis-draft progress, a rating, rank, ladder place, belt, grade,
  language level, handicap, personal best or streak). OLD should be superseded or at least
  flagged; NEW must be stored.
- COMPATIBLE: both stay true. Most are hard near-misses written in the same styles and about the
  same slots as the corrections: a second allergy, language, pet, passport or emergency contact;
  the same value written another way (58 m2 / 624 sq ft, 1.76 m / 5 ft 9 in / 176 cm, 7.4 kg /
  16 lb 5 oz, 9 km / five and a half miles, 230 C / 450 F, 04:30 UTC / 05:30 Berlin time in
  winter / "half four in the morning", 2 June / 02/06, 3月13日 / 3/13); a plan, proposal, RFC,
  interview or test drive that fell; another person's change (a wife, husband, sister, nephew,
  colleague, a manager's manager, a landlord's son); a temporary change (a locum, a courtesy car,
  a bank-holiday bin day, a one-week office, a load-test resize, a failover drill, a one-off
  release manager); history stated as history; another attribute of the same thing (a
  supplier's outage, an accountant's new office, a doctor's opening hours, a project's docs
  licence); more detail; one-off events; and correction idioms ("correction", "scratch that",
  "no wait", "turns out", "amended", "as of Monday", "my sister says I told you wrong") aimed at
  something OLD does not state.

Labelling rules the author applied (adapted from the eighth corpus's docstring, the only earlier
rules text read):
- Tense matters. "used to X" or "before ..." next to "Y now" is COMPATIBLE when OLD was itself
  stated as the past. When OLD states the present and NEW says it has ended (quit the choir, the
  band split up, dropped out of the MSc, called off the engagement, cancelled the party
  membership, stepped down as scorer), it is a CORRECTION, whether or not NEW names a
  replacement.
- A temporary situation (this week only, one match, a locum, a stand-in coach, a courtesy car, a
  strike day, a one-off release, a drill) leaves the standing fact true: COMPATIBLE.
- A plan, wish, question, proposal, RFC or evaluation that was deferred, rejected or dropped
  changes nothing: COMPATIBLE. When OLD is itself a plan or booking (a marathon, a venue, a
  submission target, a defense, an interview or meeting date) and NEW says another one was
  chosen or it was moved, the slot was replaced: CORRECTION.
- A change that belongs to another person, or to an attribute OLD does not state, is COMPATIBLE
  even when it uses change verbs or correction idioms.
- A counted, ranked, staged or measured value that moves on over time without a claim that OLD
  was wrong is an UPDATE; so is a status that advances through its normal stages (submitted ->
  approved, shipped -> delivered, investigating -> resolved, denied -> appeal upheld), in any
  language, and a version number that moves forward (including a project's minimum supported
  Python). When NEW says OLD was a typo, a mistake, a guess, a mix-up or misheard (a birthday, a
  height, a flat's area, a blood type, a deposit, a tax code, a start date), it is a CORRECTION.
  A count that was simply wrong ("three kids, I said two", "two siblings, actually", "one baby,
  not twins") is a CORRECTION.
- A single-valued slot (home city or street, address, employer, job title, line manager,
  advisor, supervisor, GP, dentist, physio, therapist, pharmacy, accountant, landlord, letting
  agent, conveyancer, garage, carer, dog walker, cleaner, bank, mortgage lender, energy or
  broadband or mobile provider, plan, gym, favourite, best friend, partner, relationship
  status, pronouns, preferred name, surname, phone number, e-mail, Wi-Fi name, a username, a team
  or band name, captaincy or treasurer role, a diet, drinking or smoking status, a medication
  taken for one condition, a residence-permit or visa type, a tax office, a council-tax band, a
  schedule slot, rent day, bin day or standing meeting time, a project's maintainer, release
  manager, licence, default branch, docs tool, CI, formatter, test runner, tracker, chat or
  package name, a runbook's on-call person, region, instance size, backup time, escalation
  contact, log sink, DNS host, pager or staging URL, a spreadsheet row's cell for the same
  person) replaced by a new value is a CORRECTION, even with no correction word, even when NEW
  gives only the new value (a form field, a changed spreadsheet row), and even when a relative,
  a child, a newsletter or a summariser relays it. A promotion to a new title is a CORRECTION of
  the title slot; a graded belt, level or stage is an UPDATE. Meaning-level reversals count:
  "drinking again" after "don't drink", "passed my driving test" after "no licence", "not
  allergic after all" after "allergic", "never was diabetes" after "diabetic".
- Multi-valued things (allergies, languages, pets, citizenships, emergency contacts, medications
  for different things, games played, accounts held beside the main bank) gain items without
  replacing the old one: COMPATIBLE.

Styles this corpus emphasises (chosen to differ from the eighth corpus, which emphasised voice
transcripts, SMS, support logs, CRM cards, intake forms, school chats, rosters, itineraries,
landlord messages, commits and YAML, meeting minutes, dating profiles, pets, gardening, gaming and
bands): memories as a session summariser writes them ("In session 4 the user mentioned ...",
"Session 6 summary: ..."); first-person journaling ("Dear diary", "Note to self"); letters between
relatives ("Dear Auntie May", "Dearest Rosa"); product reviews, review updates and returns; HR and
payroll records; property and utilities (supplier, meter, council tax, boiler, bins, letting
agent); academic life (advisor, thesis topic, defense date, TA duty, office, registration);
legal and admin (visa and residence permit types, tax office, passport, citizenship, notary);
health (GP, medications, diet, physio, therapist, allergy tests, lab results); hobbies with
ranks and stats (ratings, ladders, belts, handicaps, mains); open-source project decisions
(maintainer, licence, default branch, docs tool, CI, minimum Python) about an invented project,
"tidepool"; infra runbooks (on-call, region, instance size, backups, escalation); spreadsheet
rows rendered as text with a header line ("Name | Role | Office\\n..."); speech-to-text without
punctuation or apostrophes; and indirect reports ("my sister says I told you wrong, ...", "Dad
corrected me", "my son tells me"). Corrections signal change by an explicit retraction, by a new
value with no correction word, by negation ("not vegetarian anymore", "no glasses at all
anymore", "not allergic after all"), by number words ("three kids", "the twenty fifth"), by
lower-case names ("dr kowalczyk is my dentist now", "harriet left in june"), by a name at the
start of a sentence ("Ottessa Moshfegh is my favourite author now", "Harbour Lettings manages the
flat now", "Dobson's Garage ... does my car now"), by relative dates ("the day after tomorrow",
"tomorrow instead", "a week on Thursday", "starting Monday") and absolute ones, by units (m, m2,
km, cm) and by meaning-level reversals. About a quarter of the pairs are not in English, in
non-Latin scripts: Chinese (zh), Japanese (ja), Korean (ko), Thai (th), Arabic (ar), Hebrew (he),
Hindi (hi), Bengali (bn), Russian (ru), Greek (el), Persian (fa); and in Latin ones: Dutch (nl),
Romanian (ro), Hungarian (hu), Tagalog (tl), Malay (ms, with colloquial "dah", "pun", "JB"),
Catalan (ca), Danish (da), Norwegian Bokmål (nb). Non-English updates are mostly statuses
moving through their stages (已发货 -> 已签收, 発送済み -> 配達完了, на рассмотрении ->
одобрено, verzonden -> bezorgd, în curs de procesare -> aprobată, dalam proses -> diluluskan,
under behandling -> innvilget) plus ages and a dose. Within a pair both statements share a
language. Every non-English pair carries a ``# lang: xx`` comment; untagged pairs are English.

How it was written: by hand, in one sitting (2026-12-06), by a ninth independent author (a
helper session, corp9c) who read only the task brief, the module docstring of the eighth corpus
(tests/independent/corrections_heldout8.py, its docstring only; none of its pairs), the ruff
settings in pyproject.toml, and the opening turns of one LoCoMo development conversation in
../shared/locomo-dev/ for register. The author did not read the system's rules (zeusmem/), any
other corpus, tests/pair_eval.py, any correction, conflict or retraction test, did not grep the
repository for phrases, and did not run the system on this corpus; nothing here was fitted to
the rules. No LoCoMo or other dataset text is copied; every pair is written fresh. People,
companies' staff, addresses, e-mail addresses (.test domains), phone numbers (UK drama ranges
07700 900xxx and 01632 960xxx; the two Chinese mobile numbers are made up), order, ticket, claim
and account numbers, and the project "tidepool" are invented; well-known products, services,
employers, institutions and places appear by their usual names as everyday context. Per-language
counts below were computed from the ``# lang:`` comments by a throw-away script (not committed).

Counts:
- CORRECTIONS: 231 pairs, 173 English, 58 other: zh 5, ar 4, ja 4, ko 4, nl 4, ru 4, bn 3,
  da 3, el 3, fa 3, he 3, hi 3, th 3, ca 2, hu 2, ms 2, nb 2, ro 2, tl 2.
- UPDATES: 72 pairs, 50 English, 22 other: ja 2, ru 2, zh 2, and 1 each of ar, bn, ca, da, el,
  fa, he, hi, hu, ko, ms, nb, nl, ro, th, tl.
- COMPATIBLE: 323 pairs, 244 English, 79 other: ja 6, ru 6, zh 6, ar 5, ko 5, nl 5, bn 4, da 4,
  el 4, fa 4, he 4, hi 4, th 4, ca 3, hu 3, ms 3, nb 3, ro 3, tl 3.
"""

from typing import List, Tuple

CORRECTIONS: List[Tuple[str, str]] = [
    # --- session summaries (memories as a summariser writes them) ---
    ("In session 2 the user mentioned they live in Leeds.", "In session 5 the user said they moved to Sheffield in the spring."),
    ("Session 3 summary: the user's manager is Priya Nair.", "Session 6 summary: after the reorg the user reports to Tomasz Wójcik."),
    ("In session 1 the user said their partner is called Ben.", "In session 7 the user said Ben is an ex now; their partner these days is Sam."),
    ("In session 4 the user mentioned they are allergic to penicillin.", "In session 8 the user said the penicillin allergy was a misdiagnosis and an allergy clinic cleared them."),
    ("Session 2: the user drinks coffee every morning.", "Session 9: the user has given up coffee completely and only drinks rooibos."),
    ("In session 3 the user said their daughter attends Hillcrest Primary.", "In session 10 the user said their daughter goes to St Anne's since the house move."),
    ("The user mentioned in session 5 that their thesis advisor is Prof. Okafor.", "In session 11 the user said Prof. Okafor left for Zurich and Dr. Lindqvist took over as their advisor."),
    ("In session 6 the user said they work night shifts at the hospital.", "In session 12 the user said they are on permanent day shifts now."),
    ("Summary (session 2): the user's favourite film is Spirited Away.", "Summary (session 9): the user says their favourite film is actually Paprika; they misspoke earlier."),
    ("In session 3 the user mentioned their car is a 2014 Honda Jazz.", "In session 7 the user said they sold the Jazz and drive a second-hand Kia Niro."),
    ("Session 8: the user's partner is expecting twins.", "Session 9: the user said the scan shows one baby, not twins."),
    ("In session 4 the user said their flatmate is Henrik.", "In session 6 the user said henrik moved out and their flatmate is zoe now."),
    # --- first-person journaling ---
    ("Dear diary, I'm finally settled in the flat on Carver Street.", "Dear diary, moving day again. Carver Street is behind me, I live on Orchard Lane now."),
    ("Journal, 3 March: I'm running the Brighton marathon in April.", "Journal, 20 March: pulled out of Brighton, I'm running Manchester instead."),
    ("Note to self: my therapist is Dr. Hala Mansour, Tuesdays at 5.", "Note to self: stopped seeing Dr. Mansour; my therapist is Gwen Arkwright now, Thursdays at 6."),
    ("Today I decided: I'm vegetarian from now on.", "Ate chicken again today and honestly I'm done pretending, not vegetarian anymore."),
    ("My journal: single and happy about it.", "My journal: Ines asked me out and we're officially together now."),
    ("Journal: I walk to work every day.", "Journal: the office moved across town so I drive in every day now."),
    # --- letters between relatives ---
    ("Dear Auntie May, we're living in Cork now and the boys love it.", "Dear Auntie May, just a note to say we've left Cork; our new address is 14 Harbour View, Cobh."),
    ("Dear Mum, our landlord is Mr. Ferris and he's been fine.", "Dear Mum, the house was sold, so Mr. Ferris isn't our landlord any more; a Mrs. Achebe owns it now."),
    ("Dear Grandad, I'm studying chemistry at Durham.", "Dear Grandad, don't faint: I've switched my degree from chemistry to geography."),
    ("Dearest Rosa, Lila's birthday is the 9th of June, do send a card.", "Dearest Rosa, I gave you the wrong date. Lila's birthday is the 19th of June, not the 9th."),
    ("Dear cousin Ahmed, my phone number is 07700 900412.", "Dear cousin Ahmed, I have a new number, 07700 900877; the old one is cut off."),
    ("Dear Dad, I'm still at the bakery on Fore Street.", "Dear Dad, I handed in my notice at the bakery and start at the garden centre on Monday."),
    # --- product reviews and returns ---
    ("Review: the Breville kettle is our everyday kettle, five stars.", "Review update: returned the Breville after it started leaking; our kettle is a Russell Hobbs now."),
    ("My running shoes are Hoka Clifton 9, size 10.", "Sent the Cliftons back, too small. I run in Brooks Ghost 16, size 10.5, now."),
    ("Four stars for the Pixel 8, it's the phone I use every day.", "Returned the Pixel within the 30 days; I'm on an iPhone 15 now."),
    ("Our mattress is the Emma Original.", "The Emma went back under the 200-night trial; we sleep on a Simba Hybrid now."),
    ("I edit photos on a Dell XPS 15.", "The XPS went back for a refund; I edit on a MacBook Pro now."),
    # --- HR and payroll records ---
    ("Payroll record: employee 4471, salary paid to account ending 2291.", "Payroll record: employee 4471, salary account changed to the one ending 7805 from the next pay run."),
    ("HR file: job title Junior Data Analyst.", "HR file: job title Data Analyst II, effective 1 September."),
    ("HR record: line manager Deborah Quinn.", "HR record: line manager Marcus Oyelaran."),
    ("Payroll: tax code 1257L.", "Payroll: HMRC issued a corrected tax code, K475; 1257L was wrong for this year."),
    ("Emergency contact on file: Peter Hall (father).", "Emergency contact on file: Niamh Hall (sister)."),
    ("HR: office location London Bridge.", "HR: office location Canary Wharf after the relocation."),
    ("HR: start date 3 March 2025.", "HR: start date corrected to 10 March 2025; 3 March was keyed in by mistake."),
    ("HR: employment type permanent.", "HR: employment type fixed-term contract, ending 31 August."),
    # --- property and utilities ---
    ("Our electricity supplier is Octopus.", "Switched the electricity to E.ON Next last month."),
    ("Broadband: Virgin Media 350 Mb.", "Broadband: moved over to Community Fibre."),
    ("Bin collection for our street is Tuesday.", "The council has changed our street's bin day to Friday for good."),
    ("Water account number 9900 1122.", "Thames Water says our account number is 9900 1212; I'd mistyped it."),
    ("The boiler is a Worcester Bosch combi.", "The old Worcester died; we've had a Vaillant ecoTEC fitted."),
    ("Council tax band C.", "After the appeal our council tax band is B."),
    ("Rent is due on the 1st of each month.", "The landlord moved rent day to the 15th of each month."),
    ("The letting agent for the flat is Foxton & Reid.", "Harbour Lettings manages the flat now; Foxton & Reid were dropped."),
    ("The plumber is coming on the 14th.", "Plumber rang, he's coming tomorrow instead."),
    # --- academic life ---
    ("My thesis topic is sleep and memory consolidation in adolescents.", "I've pivoted my thesis to sleep in shift workers; the adolescent study is shelved."),
    ("My PhD defense is on 14 May.", "The defense got moved, it's on 2 June now."),
    ("Second supervisor: Dr. Ama Boateng.", "Second supervisor: Dr. Felix Brandt, since Dr. Boateng stepped off the committee."),
    ("I'm doing an MSc in Data Science at Edinburgh.", "I dropped out of the Edinburgh MSc in January."),
    ("I'm a teaching assistant for STAT 101 this term.", "They moved me off STAT 101; I TA MATH 210 this term."),
    ("My office is room 3.14 in the Bayes Centre.", "I got moved to room 2.07, same building."),
    ("The paper is going to NeurIPS.", "We decided to send the paper to ICLR instead of NeurIPS."),
    ("I'm registered as a full-time student.", "I switched to part-time registration from this semester."),
    ("Thesis submission deadline: 30 September.", "The graduate school extended my submission deadline to 31 December."),
    # --- legal and admin ---
    ("My residence permit is a student permit.", "My residence permit was converted to a work permit."),
    ("My tax office is Finanzamt Köln-Mitte.", "My file was transferred to Finanzamt Bonn-Innenstadt when I moved."),
    ("My passport expires in 2027.", "Wrong year before: my passport expires in 2029."),
    ("I'm a Canadian citizen.", "Correction: I'm a Canadian permanent resident, not a citizen yet."),
    ("My accountant is Ruth Feldman.", "Ruth Feldman retired, so Kaveh Moradi does my taxes now."),
    ("Visa type: Tier 2 (General).", "Visa type: Skilled Worker, switched when I changed sponsor."),
    ("Address registered with the tax office: Via Roma 12, Torino.", "Address registered with the tax office: Corso Francia 88, Torino."),
    ("The meeting with the notary is next Wednesday.", "The notary meeting's the day after tomorrow now."),
    # --- health ---
    ("GP: Dr. Siobhan Kerr at Eastfield Surgery.", "GP: Dr. Anil Mehta; I'm registered at Brookside Medical Centre now."),
    ("I take sertraline every morning.", "Came off sertraline in October; I'm on escitalopram now."),
    ("I'm on a low-FODMAP diet.", "Finished the low-FODMAP elimination and I'm back to eating normally."),
    ("My blood type is A positive.", "My donor card says O positive; the A positive was a mix-up."),
    ("I'm type 2 diabetic.", "Turns out it was never diabetes; the HbA1c was a lab error and the retest was normal."),
    ("My physio is at Core Clinic on Mill Road.", "Stopped going to Core Clinic; my physio is Jana at Kinetic now."),
    ("I wear glasses for reading.", "Had laser surgery in March, no glasses at all anymore."),
    ("I'm allergic to ibuprofen.", "The allergy clinic tested me and I'm not allergic to ibuprofen after all."),
    ("I smoke about ten a day.", "Nine weeks smoke-free, I've quit for good."),
    ("I get my prescriptions from Boots on the High Street.", "The Well pharmacy by the station does my prescriptions now."),
    ("My dentist is Dr. Ng.", "dr ng retired, dr kowalczyk is my dentist now"),
    ("I'm allergic to shellfish.", "The allergist says it's the sulphites, not shellfish; I can eat prawns."),
    # --- hobbies with ranks and stats ---
    ("My main in Street Fighter 6 is Ken.", "Switched mains, I play Juri exclusively now."),
    ("I captain the Thursday darts team.", "Gave up the darts captaincy, Dave's captain now."),
    ("My chess.com username is knightowl88.", "Changed my chess.com username to owlgambit."),
    ("I play bass in a covers band called The Tuesdays.", "The Tuesdays split up in August."),
    ("My climbing gym is The Arch in Bermondsey.", "I climb at Castle now; cancelled my membership at The Arch."),
    ("My favourite Pokémon is Gengar.", "Favourite Pokémon these days is Dragapult."),
    ("I'm the scorer for the village cricket XI.", "Stepped down as scorer; Linda keeps the book now."),
    ("Our pub quiz team is called Quizteama Aguilera.", "We renamed the quiz team to Les Quizérables."),
    # --- open-source project decisions ---
    ("tidepool maintainer: @hkaur.", "tidepool maintainer: @bpetrov (handover noted in the 3.0 release notes)."),
    ("tidepool is licensed under GPL-3.0.", "tidepool was relicensed to Apache-2.0 in v3."),
    ("Default branch of the tidepool repo: master.", "Default branch of the tidepool repo: main."),
    ("The tidepool docs are built with Sphinx.", "Docs were migrated from Sphinx to MkDocs Material."),
    ("tidepool CI runs on Travis.", "tidepool CI moved off Travis to GitHub Actions."),
    ("Release manager for tidepool 2.x: Oksana.", "Jun is release manager for 2.x now; Oksana moved to 3.x."),
    ("tidepool issues are tracked in Jira.", "We closed the Jira project; tidepool issues live on GitHub Issues."),
    ("tidepool code style: black.", "Formatter is ruff format now; black was removed from pre-commit."),
    ("PyPI package name: tidepool-core.", "The package was renamed on PyPI to tidepool."),
    ("Contributor chat for tidepool is on Gitter.", "The contributor chat moved from Gitter to Zulip."),
    ("tidepool test runner: nose.", "We replaced nose with pytest across the tidepool test suite."),
    # --- infra runbooks ---
    ("Primary on-call for week 49: Rafael Souza.", "Week 49 rota changed: Mei Tanaka is primary on-call, Rafael swapped to week 51."),
    ("Prod database region: eu-west-1.", "Prod database was migrated to eu-central-1 last night."),
    ("The API servers run on m5.large instances.", "API servers resized to c6i.xlarge."),
    ("Nightly backups run at 02:00 UTC.", "Nightly backups rescheduled to 04:30 UTC."),
    ("Escalation contact for payments outages: Olu.", "Runbook edit: escalation contact for payments outages is Ferdinand, not Olu."),
    ("Application logs are shipped to Papertrail.", "We ship logs to Grafana Loki now; Papertrail is cancelled."),
    ("DNS for acme.test is hosted at GoDaddy.", "DNS for acme.test moved to Cloudflare."),
    ("Staging URL: staging.acme.test.", "Staging lives at stg.acme.test now; the old hostname was retired."),
    ("Paging tool: Opsgenie.", "We switched paging to PagerDuty."),
    ("Our standup is at 9:30.", "Standup moves to 10:15 starting Monday."),
    # --- spreadsheet rows rendered as text ---
    ("Name | Role | Office\nLena Fischer | Product Designer | Berlin", "Name | Role | Office\nLena Fischer | Product Designer | Lisbon"),
    ("Tenant | Unit | Rent\nJ. Osei | 4B | £950", "Tenant | Unit | Rent\nJ. Osei | 6A | £950"),
    ("Member | Belt | Dojo\nKaito Mori | brown | Eastside", "Member | Belt | Dojo\nKaito Mori | brown | Riverside"),
    ("Staff | Extension\nOwen Price | 2231", "Staff | Extension\nOwen Price | 2419"),
    ("Student | Advisor\nR. Chandra | Prof. Vos", "Student | Advisor\nR. Chandra | Prof. Adeyemi"),
    ("Volunteer | Shift | Site\nAsha Kapoor | Sat AM | Food bank", "Volunteer | Shift | Site\nAsha Kapoor | Wed PM | Food bank"),
    # --- speech-to-text without punctuation ---
    ("so my sister lives in glasgow now", "my sister moved back to aberdeen last week so not glasgow anymore"),
    ("remind me my dentist appointment is on thursday at three", "actually the dentist moved it to friday at ten"),
    ("i work at deloitte as an auditor", "i left deloitte im at kpmg now doing the same sort of thing"),
    ("my dogs name is biscuit", "no sorry the dog is called brisket not biscuit"),
    ("we've got two kids", "we have three kids i said two before for some reason"),
    ("my flight home is on the twenty third", "they changed my flight its the twenty fifth now"),
    ("my wifes name is anna", "my wife is called hannah with an h at both ends not anna"),
    ("my car is the blue golf", "sold the golf last week were down to just the bikes now"),
    # --- indirect reports ---
    ("My brother's birthday is 3 August.", "My sister says I told you wrong: our brother's birthday is 8 March."),
    ("I went to Kingsbridge High.", "Mum reminded me it was Kingsbridge Academy when I was there, not Kingsbridge High."),
    ("My grandmother was born in Lahore.", "Dad corrected me, Nani was born in Amritsar, not Lahore."),
    ("Our wedding anniversary is 12 September.", "My wife says I got it wrong again: our anniversary is 21 September."),
    ("My son's football coach is Gary.", "My son tells me Gary left and his coach is someone called Tunde now."),
    ("The kids' school starts at 8:45.", "The school newsletter says the day starts at 8:30 from this term."),
    ("My husband says I'm the one with the nut allergy.", "My husband mixed us up, he's the one allergic to nuts, not me."),
    # --- new value of a single-valued slot, no correction word; negations; reversals ---
    ("I live with two flatmates.", "Living alone these days."),
    ("I'm a night owl, usually in bed around 2am.", "These days I'm in bed by ten and up at six."),
    ("Favourite cuisine: Thai.", "Favourite cuisine: Ethiopian."),
    ("I don't drink alcohol.", "I've started drinking again, a glass of wine most evenings."),
    ("I don't have a driving licence.", "Passed my driving test on Monday!"),
    ("Marta is my best friend.", "Joelle is my best friend now; Marta and I drifted apart."),
    ("Halvorsen & Dunn handle our conveyancing.", "Pike Legal took over our conveyancing after we let Halvorsen & Dunn go."),
    ("I prefer to be called Katherine.", "Please call me Kit from now on."),
    ("My pronouns are she/her.", "My pronouns are they/them."),
    ("My surname is Bellamy.", "My surname is Bellamy-Okoro since the wedding."),
    ("I have one sibling.", "Two siblings, actually; I forgot my half-brother."),
    ("Book club meets on the first Monday of the month.", "Book club switched to the last Thursday of the month."),
    ("I'm 1.80 m tall.", "Measured properly at the GP: I'm 1.76 m; the 1.80 was a guess."),
    ("Our flat is 65 square metres.", "The survey says the flat is 58 square metres, not 65."),
    ("I cycle to work.", "I take the tram to work now; sold the bike."),
    ("I'm Catholic.", "I left the Church a few years ago and I'm not religious now."),
    ("My home airport is Gatwick.", "I fly from Stansted these days since we moved to Cambridge."),
    ("Our cat Pepper is a girl.", "The vet says Pepper is actually a boy."),
    ("I'm engaged to Tomás.", "Tomás and I called off the engagement."),
    ("My bank is Barclays.", "Closed my Barclays account; I bank with Monzo now."),
    ("I'm left-handed.", "I'm right-handed, the voice thing misheard me."),
    ("I support Everton.", "I've switched allegiance to Liverpool, don't tell my dad."),
    ("We rent our house.", "We bought the house in May, no more renting."),
    ("Send the newsletter to dana.w@mailbox.test.", "Please use dana.walsh@post.test for everything; the mailbox.test address is dead."),
    ("The home Wi-Fi network is called FlatTwelve.", "Renamed the home Wi-Fi to Gremlin5G."),
    ("Our wedding is in Santorini next June.", "We moved the wedding to a barn in Somerset, same month."),
    ("The kids' swimming lessons are Saturday at 9.", "swimming lessons are sundays at 11 from next week"),
    ("My mother-in-law lives with us.", "My mother-in-law moved into a care home in Harrogate."),
    ("I'm on the Notion Plus plan.", "Downgraded Notion to the free plan."),
    ("Mobile plan: Three, 30GB.", "Mobile plan: giffgaff, switched in May."),
    ("My gym is PureGym Wandsworth.", "I use the leisure centre gym now; PureGym is cancelled."),
    ("I'm treasurer of the residents' association.", "I handed over as treasurer of the residents' association to Gillian at the AGM."),
    ("Parents' evening is next Tuesday.", "Parents' evening has been moved to a week on Thursday."),
    ("My commute is 12 km each way.", "I measured it on the map: my commute is 9 km, not 12."),
    ("I work from home full-time.", "We're back in the office five days a week since October."),
    ("Harriet does our payroll.", "payroll is done by an agency now, harriet left in june"),
    ("My sister and I share a flat in Bow.", "My sister moved in with her boyfriend, so I'm in the Bow flat on my own."),
    ("I sing alto in the community choir.", "Quit the community choir after Christmas."),
    ("Our dog walker is Jess.", "We stopped using Jess; Callum walks the dog now."),
    ("I work four days a week, Monday to Thursday.", "My day off moved, I work Tuesday to Friday now."),
    ("My favourite author is Sally Rooney.", "Ottessa Moshfegh is my favourite author now, no contest."),
    ("Our cleaner comes on Tuesdays.", "The cleaner comes on Thursdays from now on."),
    ("I'm a Labour party member.", "Cancelled my party membership in the summer."),
    ("Mum's care worker is Precious.", "Mum's care agency replaced Precious with a carer called Emil."),
    ("The garage that services my car is Kwik Fit.", "Dobson's Garage on Mill Lane does my car now."),
    ("I teach Year 4 at Oakfield Primary.", "I moved to Year 6 at Oakfield this September."),
    ("The deposit is £1,200.", "The agent made a typo; the deposit is £1,020."),
    ("I sleep on the left side of the bed.", "We swapped sides, I'm on the right now."),
    # --- other languages ---
    ("我现在住在杭州。", "我上个月搬到苏州了，不在杭州住了。"),  # lang: zh
    ("会话3摘要：用户的导师是王教授。", "会话7摘要：王教授调走了，用户的导师换成了李老师。"),  # lang: zh
    ("我每天早上吃二甲双胍。", "医生让我停了二甲双胍，现在改吃达格列净。"),  # lang: zh
    ("我的手机号是 138 0013 8000。", "我换号了，新号码是 139 0013 9000。"),  # lang: zh
    ("担当の税理士は佐藤さんです。", "税理士は佐藤さんから中村さんに変わりました。"),  # lang: ja
    ("論文の口頭試問は6月10日です。", "口頭試問は延期になって、7月2日になりました。"),  # lang: ja
    ("祖父の誕生日は11月13日です。", "母が言うには、私が前に言ったのは間違いで、祖父の誕生日は本当は11月3日だそうです。"),  # lang: ja
    ("제 주치의는 김민수 선생님이에요.", "주치의가 박지현 선생님으로 바뀌었어요."),  # lang: ko
    ("저는 판교에 있는 회사에 다녀요.", "판교 회사는 그만두고 지금은 여의도에서 일해요."),  # lang: ko
    ("우리 집 인터넷은 KT예요.", "인터넷을 SK브로드밴드로 바꿨어요."),  # lang: ko
    ("ฉันทำงานที่ธนาคารกสิกรไทย", "ฉันลาออกจากกสิกรแล้ว ตอนนี้ทำงานที่ SCB"),  # lang: th
    ("วันเกิดลูกสาวคือวันที่ 5 พฤษภาคม", "ขอโทษค่ะ จำผิด วันเกิดลูกสาวคือวันที่ 15 พฤษภาคม"),  # lang: th
    ("ฉันกินมังสวิรัติ", "ตอนนี้กลับมากินเนื้อสัตว์แล้ว ไม่ได้กินมังสวิรัติแล้ว"),  # lang: th
    ("أسكن في عمّان.", "انتقلت إلى إربد منذ الشهر الماضي."),  # lang: ar
    ("طبيبي هو الدكتور سامي الخطيب.", "غيّرت طبيبي، صار الدكتور يوسف حداد."),  # lang: ar
    ("موعد مقابلة السفارة يوم الأحد.", "تم تأجيل مقابلة السفارة إلى يوم الأربعاء."),  # lang: ar
    ("אני עובדת בבית החולים איכילוב.", "עברתי לעבוד בשיבא, כבר לא באיכילוב."),  # lang: he
    ("יש לי שני ילדים.", "טעיתי, יש לי שלושה ילדים."),  # lang: he
    ("רואה החשבון שלי הוא משה לוי.", "החלפתי רואה חשבון, עכשיו זו רונית כהן."),  # lang: he
    ("मैं पुणे में रहता हूँ।", "मैं अब बेंगलुरु शिफ्ट हो गया हूँ, पुणे में नहीं रहता।"),  # lang: hi
    ("मेरी थीसिस का विषय भूजल प्रदूषण है।", "मैंने थीसिस का विषय बदलकर शहरी बाढ़ कर दिया है।"),  # lang: hi
    ("माँ का जन्मदिन 21 अप्रैल है।", "मेरी बहन कहती है मैंने गलत बताया था, माँ का जन्मदिन 12 अप्रैल है।"),  # lang: hi
    ("আমি ঢাকায় থাকি।", "আমি এখন চট্টগ্রামে থাকি, ঢাকা ছেড়ে দিয়েছি।"),  # lang: bn
    ("আমার অফিস মতিঝিলে।", "আমাদের অফিস গুলশানে সরে গেছে।"),  # lang: bn
    ("আমার ডাক্তার ডা. রহমান।", "ডা. রহমান অবসর নিয়েছেন, এখন আমার ডাক্তার ডা. সুলতানা।"),  # lang: bn
    ("Я работаю аналитиком в Сбере.", "Из Сбера я ушёл, теперь я аналитик в Т-Банке."),  # lang: ru
    ("Защита диссертации назначена на 20 мая.", "Защиту перенесли на 3 июня."),  # lang: ru
    ("Мой научный руководитель — Иванов.", "Научрук сменился, теперь это Петрова."),  # lang: ru
    ("Μένω στη Θεσσαλονίκη.", "Μετακόμισα στην Πάτρα τον Σεπτέμβριο."),  # lang: el
    ("Ο λογιστής μου είναι ο κ. Παπαδόπουλος.", "Άλλαξα λογιστή, τώρα είναι η κ. Νικολάου."),  # lang: el
    ("Είμαι χορτοφάγος.", "Δεν είμαι πια χορτοφάγος, τρώω ξανά κρέας."),  # lang: el
    ("من در شیراز زندگی می‌کنم.", "به اصفهان نقل مکان کردم و دیگر در شیراز نیستم."),  # lang: fa
    ("اسم سگم کوکو است.", "ببخشید اشتباه گفتم، اسم سگم کوکی است نه کوکو."),  # lang: fa
    ("من در دیجی‌کالا کار می‌کنم.", "از دیجی‌کالا استعفا دادم و حالا در اسنپ کار می‌کنم."),  # lang: fa
    ("Ik woon in Utrecht.", "Sinds de zomer woon ik in Arnhem."),  # lang: nl
    ("Mijn huisarts is dokter de Vries.", "Ik ben overgestapt naar huisarts Bakker."),  # lang: nl
    ("De verdediging van mijn proefschrift is op 12 maart.", "De promotie is verschoven naar 9 april."),  # lang: nl
    ("Lucrez la Bitdefender.", "Am plecat de la Bitdefender, acum lucrez la UiPath."),  # lang: ro
    ("Medicul meu de familie este dr. Popescu.", "Mi-am schimbat medicul de familie, acum e dr. Ionescu."),  # lang: ro
    ("Budapesten lakom.", "Szegedre költöztem, már nem Budapesten lakom."),  # lang: hu
    ("A háziorvosom dr. Kovács.", "Új háziorvosom van: dr. Szabó."),  # lang: hu
    ("Nagtatrabaho ako sa Jollibee sa Makati.", "Umalis na ako sa Jollibee, sa Accenture na ako nagtatrabaho ngayon."),  # lang: tl
    ("Ang kaarawan ni Lola ay Agosto 4.", "Sabi ni Ate mali raw ako, Agosto 14 ang kaarawan ni Lola."),  # lang: tl
    ("Saya tinggal di Shah Alam.", "Saya dah pindah ke Johor Bahru bulan lepas."),  # lang: ms
    ("Doktor gigi saya ialah Dr. Lim.", "Sekarang saya jumpa Dr. Aziz untuk gigi, bukan Dr. Lim lagi."),  # lang: ms
    ("Visc a Girona.", "Ara visc a Tarragona; vaig marxar de Girona a l'estiu."),  # lang: ca
    ("El meu director de tesi és el Dr. Puig.", "He canviat de direcció de tesi: ara em dirigeix la Dra. Serra."),  # lang: ca
    ("Jeg arbejder hos Novo Nordisk.", "Jeg er stoppet hos Novo og arbejder nu hos Lego."),  # lang: da
    ("Min læge er Dr. Jensen.", "Jeg har skiftet læge til Dr. Mortensen."),  # lang: da
    ("Jeg bor i Bergen.", "Jeg har flyttet til Trondheim."),  # lang: nb
    ("Fastlegen min er Dr. Hansen.", "Jeg har byttet fastlege, nå er det Dr. Berg."),  # lang: nb
    ("在第4次会话中，用户提到他们的房东是陈先生。", "在第9次会话中，用户说房子卖了，现在的房东是刘女士。"),  # lang: zh
    ("デフォルトブランチは master です。", "デフォルトブランチを main に変更しました。"),  # lang: ja
    ("제 지도교수님은 최 교수님이에요.", "지도교수님이 정 교수님으로 바뀌었어요."),  # lang: ko
    ("Лицензия проекта — GPL-3.0.", "Проект перелицензировали под Apache-2.0."),  # lang: ru
    ("أعمل في أرامكو.", "تركت أرامكو وأعمل الآن في سابك."),  # lang: ar
    ("Mijn hypotheek loopt via de Rabobank.", "We hebben de hypotheek overgesloten naar ING."),  # lang: nl
    ("Jeg er allergisk over for penicillin.", "Allergitesten viste, at jeg slet ikke er allergisk over for penicillin."),  # lang: da
]

UPDATES: List[Tuple[str, str]] = [
    ("Order #48213 status: shipped.", "Order #48213 status: delivered."),
    ("Return RMA-7731: label issued, awaiting drop-off.", "Return RMA-7731: item received at the warehouse, refund processing."),
    ("Refund for the Dyson: pending.", "Refund for the Dyson: completed, £399 back on my card."),
    ("Visa application status: submitted.", "Visa application status: approved."),
    ("Residence permit renewal: biometrics done, decision pending.", "Residence permit renewal: approved, card ready for collection."),
    ("Tax return 2025: filed, awaiting assessment.", "Tax return 2025: assessed, refund of €412 issued."),
    ("My son is 4.", "My son turned 5 yesterday."),
    ("Session 2: the user's daughter is 7 months old.", "Session 6: the user's daughter is 10 months old and crawling."),
    ("Levothyroxine dose: 50 mcg.", "Levothyroxine dose increased to 75 mcg after the last blood test."),
    ("My HbA1c was 52 in January.", "HbA1c came back at 46 this month."),
    ("HR: salary £38,000.", "HR: salary £41,500 after the annual review."),
    ("Payroll: pension contribution 5%.", "Payroll: pension contribution raised to 8% from April."),
    ("tidepool latest release: 2.4.1.", "tidepool latest release: 2.5.0."),
    ("tidepool minimum supported Python: 3.9.", "tidepool minimum supported Python: 3.11 (3.9 and 3.10 dropped)."),
    ("Prod runs Postgres 15.", "Prod was upgraded to Postgres 16."),
    ("Chess.com rapid rating: 1240.", "Chess.com rapid rating: 1385."),
    ("I'm Gold 2 in Valorant.", "Hit Platinum 1 in Valorant last night."),
    ("Brown belt in judo.", "Graded to black belt, first dan, on Saturday."),
    ("Parkrun PB: 24:10.", "New parkrun PB: 23:02!"),
    ("Duolingo streak: 120 days.", "Duolingo streak: 200 days."),
    ("Thesis draft: chapter 2 of 5 done.", "Thesis draft: chapter 4 of 5 done."),
    ("Paper status: under review.", "Paper status: accepted with minor revisions."),
    ("PhD stage: second year, pre-candidacy.", "PhD stage: passed the candidacy exam, ABD now."),
    ("Job application at Monzo: phone screen done.", "Job application at Monzo: final round booked."),
    ("Mortgage application: in underwriting.", "Mortgage application: offer issued."),
    ("Planning application for the loft: validated, consultation open.", "Planning application for the loft: granted with conditions."),
    ("Ticket INC-20931: investigating.", "Ticket INC-20931: resolved, postmortem pending."),
    ("Incident INC-20931 severity: SEV3.", "Incident INC-20931 upgraded to SEV1."),
    ("Water meter reading: 1,204 m³.", "Water meter reading: 1,231 m³."),
    ("Car mileage: 41,200.", "Car mileage: 44,870 at the MOT."),
    ("Weight: 92 kg.", "Weighed myself this morning: 87.5 kg."),
    ("I'm 34 weeks pregnant.", "37 weeks today!"),
    ("Credit card balance: £1,240.", "Credit card balance is down to £610."),
    ("Rent: £1,150 a month.", "Rent went up to £1,210 a month at renewal."),
    ("Gas unit rate: 6.2p per kWh.", "Gas unit rate under the new price cap: 5.9p per kWh."),
    ("Golf handicap: 18.", "Golf handicap down to 15.4."),
    ("ranked 14th on the club squash ladder", "up to 9th on the club squash ladder this week"),
    ("Piano: passed grade 5.", "Passed grade 6 piano with merit."),
    ("Deliveroo order: preparing.", "Deliveroo order: out for delivery."),
    ("Passport renewal: application received.", "Passport renewal: passport printed and dispatched."),
    ("Insurance claim CLM-5502: assessor assigned.", "Insurance claim CLM-5502: settled, payment sent."),
    ("My daughter is in Year 3.", "My daughter started Year 4 this week."),
    ("Server fleet: 12 nodes.", "Scaled the fleet up to 18 nodes."),
    ("Savings towards the deposit: £8,000.", "Deposit savings hit £12,500."),
    ("tidepool has 2.1k GitHub stars.", "tidepool just passed 3k stars."),
    ("Our baby weighs 6.8 kg.", "Baby weighed in at 7.4 kg at the clinic today."),
    ("in session 3 the user said their sourdough starter is on day four", "in session 5 the user said the starter is on day twelve and finally bubbly"),
    ("Dutch course: level A2.", "Passed the B1 exam for Dutch."),
    ("Return request for the air fryer: refund denied, under appeal.", "Return request for the air fryer: appeal upheld, refund approved."),
    ("Grandma is 89.", "Grandma turned ninety on Sunday, big party."),
    # --- other languages ---
    ("订单状态：已发货。", "订单状态：已签收。"),  # lang: zh
    ("签证申请：审核中。", "签证申请：已批准。"),  # lang: zh
    ("注文のステータス：発送済み", "注文のステータス：配達完了"),  # lang: ja
    ("息子は3歳です。", "息子は今日で4歳になりました。"),  # lang: ja
    ("비자 심사 중이에요.", "비자 승인 났어요!"),  # lang: ko
    ("Статус заявки: на рассмотрении.", "Статус заявки: одобрено."),  # lang: ru
    ("Мне 29 лет.", "Вчера мне исполнилось 30."),  # lang: ru
    ("حالة الطلب: قيد الشحن.", "حالة الطلب: تم التسليم."),  # lang: ar
    ("הבקשה לוויזה בטיפול.", "הוויזה אושרה."),  # lang: he
    ("ऑर्डर की स्थिति: भेज दिया गया।", "ऑर्डर की स्थिति: डिलीवर हो गया।"),  # lang: hi
    ("আবেদনের অবস্থা: প্রক্রিয়াধীন।", "আবেদনের অবস্থা: অনুমোদিত।"),  # lang: bn
    ("สถานะพัสดุ: กำลังจัดส่ง", "สถานะพัสดุ: จัดส่งสำเร็จแล้ว"),  # lang: th
    ("Η αίτηση για άδεια διαμονής εκκρεμεί.", "Η άδεια διαμονής εγκρίθηκε."),  # lang: el
    ("وضعیت سفارش: ارسال شده.", "وضعیت سفارش: تحویل داده شد."),  # lang: fa
    ("Status bestelling: verzonden.", "Status bestelling: bezorgd."),  # lang: nl
    ("Cererea de rambursare: în curs de procesare.", "Cererea de rambursare: aprobată."),  # lang: ro
    ("A lányom 6 éves.", "A lányom ma lett 7 éves."),  # lang: hu
    ("Status ng order ko: naipadala na.", "Status ng order ko: naihatid na."),  # lang: tl
    ("Status permohonan: dalam proses.", "Status permohonan: diluluskan."),  # lang: ms
    ("La sol·licitud de beca està pendent.", "La sol·licitud de beca ha estat aprovada."),  # lang: ca
    ("Dosis: 50 mg om dagen.", "Lægen har sat dosis op til 100 mg om dagen."),  # lang: da
    ("Søknaden om oppholdstillatelse er under behandling.", "Søknaden om oppholdstillatelse er innvilget."),  # lang: nb
]

COMPATIBLE: List[Tuple[str, str]] = [
    # --- session summaries ---
    ("In session 2 the user mentioned they live in Leeds.", "In session 5 the user mentioned their sister moved from Leeds to York."),
    ("Session 3 summary: the user's manager is Priya Nair.", "Session 6 summary: Priya Nair was promoted to director and the user still reports to her."),
    ("In session 4 the user mentioned they are allergic to penicillin.", "In session 8 the user mentioned they are also allergic to latex."),
    ("In session 1 the user said they drink coffee every morning.", "In session 6 the user said they skipped coffee today because of a stomach bug."),
    ("Session 2: the user works as a paramedic.", "Session 9: the user thought about retraining as a nurse but is staying a paramedic."),
    ("In session 3 the user said their daughter is called Elif.", "In session 7 the user said Elif changed schools."),
    ("Summary (session 5): the user lives in Bristol with their partner Sam.", "Summary (session 10): the user and Sam are repainting the Bristol flat."),
    ("In session 2 the user said their favourite band is Wet Leg.", "In session 4 the user said they saw Wet Leg live for the second time."),
    ("In session 6 the user mentioned they're learning Portuguese.", "In session 8 the user mentioned they've started learning Japanese too."),
    ("Session 4: the user's thesis advisor is Prof. Okafor.", "Session 9: Prof. Okafor is on sabbatical this term but still supervises the user remotely."),
    ("In session 1 the user said they have a dog called Moss.", "In session 12 the user said they adopted a second dog, Fern."),
    ("In session 5 the user said they moved to Sheffield in the spring.", "In session 11 the user said they moved desks at work."),
    ("In session 2 the user said they previously worked at Deloitte.", "In session 4 the user said they work at KPMG."),
    ("Session 7: the user's partner is expecting a baby in March.", "Session 8: the user's partner had the 20-week scan and all is well."),
    # --- journaling ---
    ("Dear diary, I'm training for the Manchester marathon.", "Dear diary, skipped my long run today, knee twinge, back at it tomorrow."),
    ("Journal: I live on Orchard Lane.", "Journal: the neighbours on Orchard Lane got a new car."),
    ("Note to self: therapist is Gwen Arkwright, Thursdays at 6.", "Note to self: this Thursday's session with Gwen is at 7 instead, this week only."),
    ("Journal, June: I'm vegetarian.", "Journal, June: tried veggie haggis for the first time, loved it."),
    ("Journal: thinking about quitting the bakery.", "Journal: good shift at the bakery today."),
    ("Started journalling every night in January.", "Missed journalling last night, too tired."),
    ("Journal: I drive to work every day.", "Journal: the car's in for its MOT so I took the bus today."),
    # --- letters ---
    ("Dear Auntie May, we're living in Cobh now.", "Dear Auntie May, cousin Orla has moved to Cork, just up the road from us."),
    ("Dear Mum, I'm studying geography at Durham.", "Dear Mum, I've picked a glaciers module for next term."),
    ("Dear Grandad, our new address is 14 Harbour View, Cobh.", "Dear Grandad, the full address is 14 Harbour View, Cobh, Co. Cork, in case the post needs it."),
    ("Dearest Rosa, Lila's birthday is the 19th of June.", "Dearest Rosa, Lila's party will be on the 21st, the Saturday after her birthday."),
    ("Dear cousin Ahmed, my mobile is 07700 900877.", "Dear cousin Ahmed, my work number is 01632 960455 if you can't reach my mobile."),
    ("Dear Dad, we're renting a flat in Hackney.", "Dear Dad, we'd like to buy eventually, but we're staying put in the Hackney flat for now."),
    ("Dear Nan, I work at the garden centre now.", "Dear Nan, the garden centre has started doing Christmas trees."),
    # --- product reviews and returns ---
    ("My running shoes are Brooks Ghost 16, size 10.5.", "Ordered a second pair of Ghosts in 10.5 for race day."),
    ("Our kettle is a Russell Hobbs.", "Returned a Russell Hobbs toaster that didn't match the kettle."),
    ("Review: the Simba Hybrid is our mattress and it's great.", "Review update: bought the Simba pillows too, less impressed with those."),
    ("I have an iPhone 15.", "Returned the iPhone 15 case I ordered, wrong colour."),
    ("Five stars for our Bosch dishwasher.", "Bosch sent an engineer to replace the dishwasher's door seal under warranty."),
    ("My laptop is a ThinkPad X1 Carbon.", "Borrowing my partner's MacBook while the ThinkPad is in for repair."),
    ("I drive a Kia Niro.", "Got a Kia Picanto as a courtesy car while the Niro's in the garage."),
    ("Five stars for the Aeropress, use it daily.", "Two-star review for the off-brand Aeropress filter papers I tried."),
    ("I edit photos on a MacBook Pro.", "Returned the MacBook Pro's USB-C hub, it kept disconnecting."),
    # --- HR and payroll ---
    ("HR file: job title Data Analyst II.", "HR file: completed mandatory GDPR training."),
    ("HR record: line manager Marcus Oyelaran.", "HR record: Marcus Oyelaran's own manager is now Helen Forbes."),
    ("Payroll: paid on the last working day of the month.", "Payroll: December pay goes out on the 19th because of the holidays."),
    ("Payroll: salary paid to account ending 7805.", "Payroll: expenses are reimbursed to the account ending 7805 as well."),
    ("HR: office location Canary Wharf.", "HR: I work from home on Fridays under the hybrid policy."),
    ("HR: annual leave allowance 25 days.", "HR: carried 3 days of leave over into next year."),
    ("Emergency contact on file: Niamh Hall (sister).", "Second emergency contact added: Peter Hall (father)."),
    ("HR: salary £41,500.", "HR: one-off bonus of £1,000 paid in March."),
    ("HR: job title Senior Engineer.", "HR: acting team lead for six weeks while Sara is on leave."),
    ("HR: start date 10 March 2025.", "HR: probation review due 10 September 2025."),
    ("Employee | Title | Manager\nA. Rossi | Senior Engineer | M. Oyelaran", "Employee | Title | Manager\nA. Russo | Engineer | M. Oyelaran"),
    # --- property and utilities ---
    ("Our electricity supplier is E.ON Next.", "E.ON Next sent a letter saying our direct debit stays the same."),
    ("Broadband is Community Fibre.", "Community Fibre had an outage in our area on Sunday."),
    ("Bin collection is on Friday.", "Bins are on Saturday this week because of the bank holiday."),
    ("The boiler is a Vaillant ecoTEC.", "A Vaillant engineer services the boiler every October."),
    ("Council tax band B.", "Council tax direct debit moved to the 15th of the month."),
    ("Rent is due on the 15th.", "Paid rent early this month because I'm away on the 15th."),
    ("Harbour Lettings manages the flat.", "Harbour Lettings opened a new office on Queen Street."),
    ("Our landlord is Mrs. Achebe.", "Mrs. Achebe's son handles the maintenance requests for her now."),
    ("Water account number 9900 1212.", "Water account 9900 1212 is on monthly payments now instead of quarterly."),
    ("The flat is 58 square metres.", "The flat is about 624 square feet."),
    ("The gas meter is in the cupboard under the stairs.", "The electricity meter is outside by the front door."),
    ("We bought the house in May.", "Our neighbours bought the house next door in June."),
    # --- academic life ---
    ("My thesis is on sleep in shift workers.", "Added a chapter on nurses to the shift-work sleep thesis."),
    ("My defense is on 2 June.", "The defense on 2 June starts at 2pm in room G.12."),
    ("My advisor is Dr. Lindqvist.", "Dr. Lindqvist got tenure this year."),
    ("I TA MATH 210 this term.", "Covering one STAT 101 tutorial on Friday for a sick colleague."),
    ("We're submitting the paper to ICLR.", "The ICLR abstract deadline is 1 October."),
    ("I'm a part-time student.", "Part-time fees are £2,400 a year for me."),
    ("My defense is on 2 June.", "My labmate's defense got moved to 9 June."),
    ("My office is room 2.07.", "Our reading group moved to room 3.14."),
    ("I'm doing my PhD at UCL.", "Spending three months at ETH Zurich on a research visit."),
    ("Thesis due 31 December.", "Asked about an extension past 31 December, the grad school said no."),
    ("My defense is on 2 June.", "Defense date: 02/06."),
    ("My advisor is Dr. Lindqvist.", "My committee is Dr. Lindqvist, Dr. Brandt and an external examiner from Leiden."),
    # --- legal and admin ---
    ("My residence permit is a work permit.", "My wife's residence permit was converted to a work permit."),
    ("I'm a Canadian permanent resident.", "Applied for Canadian citizenship, still waiting to hear."),
    ("My passport expires in 2029.", "My driving licence expires in 2031."),
    ("My accountant is Kaveh Moradi.", "Kaveh Moradi moved his office to Camden."),
    ("My tax office is Finanzamt Bonn-Innenstadt.", "Finanzamt Bonn-Innenstadt is closed on 24 December."),
    ("Visa type: Skilled Worker.", "My sponsor renewed their sponsor licence."),
    ("I'm an Irish citizen.", "I also have a British passport through my mum."),
    ("Address with the tax office: Corso Francia 88, Torino.", "My post is forwarded to my work address while I'm abroad."),
    ("The notary meeting is on Friday.", "Bring both passports to the notary on Friday."),
    # --- health ---
    ("I take escitalopram.", "I also take vitamin D in winter."),
    ("My GP is Dr. Anil Mehta.", "Saw a locum at Brookside today because Dr. Mehta was on leave."),
    ("My blood type is O+.", "Donor card: group O, RhD positive."),
    ("I'm allergic to latex.", "Also allergic to kiwi, which is apparently linked."),
    ("Quit smoking in 2023.", "Two years smoke-free on Sunday."),
    ("My pharmacy is the Well by the station.", "Picked up a one-off prescription at a Boots while on holiday."),
    ("My dentist is Dr. Kowalczyk.", "Dr. Kowalczyk's hygienist, Tamsin, did my cleaning."),
    ("I'm on the low-FODMAP diet.", "Reintroducing garlic this week as part of the low-FODMAP plan."),
    ("My therapist is Gwen Arkwright.", "Gwen recommended a book on sleep hygiene."),
    ("I'm on 75 mcg levothyroxine.", "I take the levothyroxine at 6am, an hour before breakfast."),
    ("I don't drink alcohol.", "Had an alcohol-free beer at the pub quiz."),
    ("My physio is Jana at Kinetic.", "Jana referred me for an MRI on my knee."),
    ("I'm allergic to penicillin.", "My son was tested and isn't allergic to penicillin."),
    ("My GP surgery is Brookside Medical Centre.", "Brookside is closed on Wednesday afternoons for staff training."),
    ("I'm vegetarian.", "Thinking of trying vegan for January."),
    ("I'm not diabetic.", "My dad was diagnosed with type 2 diabetes."),
    # --- hobbies with ranks and stats ---
    ("My main in Street Fighter 6 is Juri.", "Learning a bit of Cammy as a pocket character."),
    ("Dave captains the darts team.", "Dave is away next Thursday, so I'm captain for that one match."),
    ("My chess.com username is owlgambit.", "My lichess username is owlgambit too."),
    ("I play bass in The Tuesdays.", "The Tuesdays' drummer quit, so we're auditioning drummers."),
    ("I climb at Castle.", "Went bouldering at a wall in Leeds while visiting my sister."),
    ("Chess.com rapid rating: 1385.", "Chess.com blitz rating: 1190."),
    ("I'm Gold 2 in Valorant.", "Gold 2 in Overwatch as well."),
    ("My favourite Pokémon is Dragapult.", "My son's favourite Pokémon is Pikachu."),
    ("Brown belt in judo.", "Grading for black belt in the spring, fingers crossed."),
    ("Golf handicap: 15.4.", "Shot 82 on Sunday, best round this year."),
    ("Linda keeps the book for the cricket XI.", "Linda's husband umpires for the cricket XI."),
    ("Parkrun PB: 23:02.", "Ran 24:30 at parkrun today, pacing a friend."),
    ("Our quiz team is Les Quizérables.", "Les Quizérables came third on Tuesday."),
    # --- open-source project decisions ---
    ("tidepool is licensed under Apache-2.0.", "The tidepool docs are licensed CC-BY-4.0."),
    ("Default branch of the tidepool repo: main.", "Cut a release/2.5 branch for the release."),
    ("tidepool minimum supported Python: 3.11.", "tidepool CI also tests against 3.13 now."),
    ("The tidepool docs are built with MkDocs Material.", "The tidepool docs are hosted on Read the Docs."),
    ("tidepool maintainer: @bpetrov.", "@bpetrov added @lmoreau as a triager."),
    ("tidepool formatter: ruff format.", "tidepool linter: ruff too, with the isort rules on."),
    ("tidepool CI runs on GitHub Actions.", "Nightly benchmarks run on a self-hosted runner."),
    ("tidepool issues live on GitHub Issues.", "Security reports go to security@tidepool.test, not the issue tracker."),
    ("Default branch of the tidepool repo: main.", "RFC 12, renaming main to trunk, was rejected."),
    ("tidepool is licensed under Apache-2.0.", "Someone asked whether we'd relicense to MIT; we said no."),
    ("tidepool is on PyPI as tidepool.", "On conda-forge it's packaged as tidepool-py."),
    ("tidepool contributor chat is on Zulip.", "User support questions go to GitHub Discussions."),
    ("tidepool test runner: pytest.", "Added pytest-xdist to run the tidepool tests in parallel."),
    ("Release manager for tidepool 2.x: Jun.", "Jun is on holiday, so Oksana cut 2.5.1 as a one-off."),
    # --- infra runbooks ---
    ("Prod database region: eu-central-1.", "Added a read replica in eu-west-2."),
    ("The API servers run on c6i.xlarge.", "Worker nodes run on r6i.2xlarge."),
    ("Nightly backups run at 04:30 UTC.", "Nightly backups run at 05:30 Berlin time in winter."),
    ("Primary on-call week 49: Mei Tanaka.", "Secondary on-call week 49: Rafael Souza."),
    ("Logs are shipped to Grafana Loki.", "Metrics are scraped by Prometheus."),
    ("DNS for acme.test is at Cloudflare.", "The acme.test domain is registered at Namecheap."),
    ("Paging tool: PagerDuty.", "PagerDuty escalation now pages the EM after 15 minutes."),
    ("Staging lives at stg.acme.test.", "Preview environments live at pr-NUMBER.preview.acme.test."),
    ("Prod database region: eu-central-1.", "Failover drill moved prod traffic to eu-west-1 for an hour, then back."),
    ("Prod runs Postgres 16.", "Staging is trialling Postgres 17."),
    ("Escalation contact for payments outages: Ferdinand.", "Escalation contact for search outages: Olu."),
    ("Standup is at 10:15.", "No standup on Friday, it's the offsite."),
    # --- spreadsheet rows ---
    ("Name | Role | Office\nLena Fischer | Product Designer | Lisbon", "Name | Role | Office\nJonas Fischer | Product Designer | Berlin"),
    ("Tenant | Unit | Rent\nJ. Osei | 6A | £950", "Tenant | Unit | Parking\nJ. Osei | 6A | Bay 12"),
    ("Member | Belt | Dojo\nKaito Mori | brown | Riverside", "Member | Belt | Dojo\nAiko Mori | orange | Riverside"),
    ("Staff | Extension\nOwen Price | 2419", "Staff | Mobile\nOwen Price | 07700 900318"),
    ("Student | Advisor\nR. Chandra | Prof. Adeyemi", "Student | Second reader\nR. Chandra | Dr. Holm"),
    ("Volunteer | Shift | Site\nAsha Kapoor | Wed PM | Food bank", "Volunteer | Shift | Site\nAsha Kapoor | Sat AM | Charity shop"),
    # --- speech-to-text ---
    ("so my sister lives in aberdeen", "my sisters boyfriend just moved up to aberdeen too"),
    ("dentist is friday at ten", "set a reminder for the dentist friday at ten o clock"),
    ("i work at kpmg", "kpmg is sending me to the dublin office for two weeks"),
    ("the dog is called brisket", "brisket had his booster jabs today"),
    ("we have three kids", "all three kids are at my mums this weekend"),
    ("my flight home is on the twenty fifth", "my husbands flight is on the twenty third"),
    ("my wife is called hannah", "hannahs sister is called anna funnily enough"),
    ("i weigh about eighty seven kilos", "thats about thirteen stone eleven"),
    ("i take the eight oh five train", "getting the ten past nine tomorrow dentist first"),
    # --- indirect reports ---
    ("My brother's birthday is 8 March.", "My sister says our brother wants a bike for his birthday."),
    ("I went to Kingsbridge Academy.", "Mum says Kingsbridge Academy is getting a new head."),
    ("Nani was born in Amritsar.", "Dad says Nana was born in Lahore."),
    ("Our anniversary is 21 September.", "My wife says we should go back to Whitby for our anniversary."),
    ("My son's football coach is Tunde.", "My son says Tunde's assistant coach left."),
    ("I work at the council.", "My brother tells me he's applied to the council too."),
    ("The party is on Saturday.", "My sister says I told you wrong about the cake: it's lemon, not chocolate."),
    ("My husband is allergic to nuts.", "My husband says I should mention I'm allergic to sesame."),
    # --- correction idioms aimed at something OLD does not state ---
    ("I live in Sheffield.", "Correction to my last message: the café is on Division Street, not West Street."),
    ("My GP is Dr. Mehta.", "Scratch that, the pharmacy is closed today, not tomorrow."),
    ("I work at KPMG.", "No wait, the Christmas party is on the 12th, not the 10th."),
    ("Favourite cuisine: Ethiopian.", "Turns out the Ethiopian place on Holloway Road closed."),
    ("Please call me Kit.", "Correction: my conference badge should say Kit Okoro, I left off the surname."),
    ("My pronouns are they/them.", "My partner's pronouns are he/him."),
    ("I bank with Monzo.", "Opened a Chase savings account for the house deposit; day-to-day banking stays with Monzo."),
    ("Mobile plan: giffgaff.", "Bought a travel eSIM for the week in Japan."),
    ("I use the leisure centre gym.", "Did a drop-in class at a gym in London while I was there."),
    ("I'm engaged to Tomás.", "Tomás's brother just got engaged too."),
    ("We rent a flat in Hackney.", "Our landlord is selling the flat next door."),
    ("I commute by tram.", "Walked to work today because of the tram strike."),
    ("My home airport is Stansted.", "Flying out of Luton this once because it was cheaper."),
    ("Our cat Pepper is a boy.", "Pepper's sister, Salt, lives with my mum."),
    ("I support Liverpool.", "My dad still supports Everton."),
    ("Home Wi-Fi is Gremlin5G.", "Guest Wi-Fi network is GremlinGuest."),
    ("Our wedding is in Somerset next June.", "Our engagement party is in London in March."),
    ("Swimming lessons are Sundays at 11.", "No swimming lesson on the 28th, the pool's shut."),
    ("My mother-in-law lives in a care home in Harrogate.", "The care home changed its visiting hours to 2 till 6."),
    ("I'm on the free Notion plan.", "My company pays for Notion Team for work."),
    ("Gillian is treasurer of the residents' association.", "Gillian is also treasurer of the tennis club."),
    ("I'm 1.76 m tall.", "I'm about 5 ft 9 in."),
    ("Book club meets on the last Thursday of the month.", "December's book club is on the 18th because of Christmas."),
    ("Our wedding anniversary is 21 September.", "Married on 21/09/2019."),
    ("I'm right-handed.", "I bat left-handed though."),
    ("I'm not religious.", "I still go to midnight mass with my gran at Christmas."),
    ("I have two siblings.", "Both my siblings live in Canada."),
    ("I live alone.", "My brother's staying on my sofa this weekend."),
    ("I'm in bed by ten most nights.", "Stayed up till 1am for the election results."),
    ("Amended: the AGM is on 4 March.", "Amended: the committee photo will be taken after the AGM."),
    ("I'm treasurer of the allotment society.", "As of Monday the allotment society's bank is Nationwide."),
    # --- history stated as history ---
    ("I live in Arnhem.", "I used to live in Utrecht before Arnhem."),
    ("I work at UiPath.", "Back when I was at Bitdefender we had free lunches."),
    ("My GP is Dr. Mehta.", "My old GP, Dr. Kerr, used to run late every time."),
    ("Used to play the violin as a kid.", "I play the ukulele now."),
    ("I was a smoker in my twenties.", "I don't smoke."),
    ("We lived in Cork until 2024.", "We live in Cobh."),
    ("I studied law at Trinity.", "I'm a software engineer."),
    ("Before the wedding my surname was Bellamy.", "My surname is Bellamy-Okoro."),
    # --- one-off events ---
    ("I'm vegetarian.", "Cooked a roast chicken for the kids on Sunday; I just had the veg."),
    ("My favourite restaurant is Dishoom.", "Tried Gymkhana last night, it was lovely."),
    ("I teach Year 6 at Oakfield Primary.", "Went on a school trip to the Science Museum with Year 4."),
    ("I don't drink coffee.", "Had a decaf latte at the airport because nothing else was open."),
    ("My dog walker is Callum.", "Callum's cousin covered the walks while Callum was on holiday."),
    # --- same value written another way ---
    ("Baby weighs 7.4 kg.", "That's 16 lb 5 oz in old money."),
    ("My commute is 9 km each way.", "About five and a half miles each way."),
    ("Backups run at 04:30 UTC.", "backup window is half four in the morning UTC"),
    ("The sportive is 40 miles.", "The sportive is about 64 km."),
    ("Rent is £1,210 a month.", "That's £14,520 a year in rent."),
    ("I bake my sourdough at 230°C.", "Sourdough goes in at about 450°F."),
    ("Standup is at 10:15.", "standup quarter past ten"),
    ("The notary meeting is on Friday 12 December.", "Notary: 12/12, Friday."),
    ("I'm 1.76 m tall.", "176 cm."),
    ("My son turned 5.", "My son is five."),
    # --- more detail ---
    ("I live in Sheffield.", "I live in Sheffield, in Crookes, near the university."),
    ("I work at KPMG.", "I work at KPMG in audit, mostly retail clients."),
    ("My dog is called Brisket.", "Brisket is a three-year-old beagle cross."),
    ("I teach at Oakfield Primary.", "I teach at Oakfield Primary and run the chess club on Wednesdays."),
    ("My therapist is Gwen Arkwright.", "Gwen Arkwright is a CBT therapist, I see her on video."),
    # --- another person's change ---
    ("I moved to Sheffield.", "My best friend moved to Sheffield too."),
    ("My dentist is Dr. Kowalczyk.", "My husband switched dentists to Dr. Ng."),
    ("I'm a part-time student.", "My flatmate went part-time this year."),
    ("HR: salary £41,500.", "My partner got a raise to £45k."),
    ("I'm Gold 2 in Valorant.", "My friend hit Diamond in Valorant."),
    ("My son is 5.", "My nephew turned 5 today."),
    ("Order #48213 status: delivered.", "Order #48214 status: shipped."),
    ("Visa application status: approved.", "My husband's visa application is still pending."),
    ("My manager is Marcus Oyelaran.", "My colleague Ade now reports to Helen Forbes."),
    ("I work at the garden centre.", "My sister left the garden centre for a job at Waitrose."),
    # --- plans that fell ---
    ("I live in Leeds.", "We looked at a flat in York but decided against moving."),
    ("I work at Monzo.", "Interviewed at Starling, didn't take the offer."),
    ("My bank is Monzo.", "Was going to switch to Starling for the bonus, couldn't be bothered."),
    ("We're getting married in Somerset.", "We thought about eloping to Vegas for a minute, but no, Somerset it is."),
    ("tidepool minimum supported Python: 3.11.", "The proposal to drop 3.11 was deferred to next year."),
    ("Prod database region: eu-central-1.", "We evaluated moving prod to us-east-1 and decided not to."),
    ("My GP is Dr. Mehta.", "Considered switching to an online GP service, but I'm staying with Dr. Mehta."),
    ("I drive a Kia Niro.", "Test drove a Tesla Model 3, not for us."),
    ("My thesis is on sleep in shift workers.", "My advisor floated adding a circadian-genetics angle; we dropped the idea."),
    # --- temporary ---
    ("I work in the Canary Wharf office.", "Working from the Bristol office this week only."),
    ("Our cleaner comes on Thursdays.", "The cleaner is coming Wednesday this week only."),
    ("My son's football coach is Tunde.", "A stand-in coach ran training on Tuesday."),
    ("I take the 8:05 train.", "Getting the 9:10 tomorrow, dentist first."),
    ("The API servers run on c6i.xlarge.", "Temporarily scaled one API server to c6i.2xlarge for the load test."),
    ("I'm in bed by ten most nights.", "On nights this week covering a colleague, so sleeping days."),
    ("Our electricity supplier is E.ON Next.", "Power cut on our street for three hours on Tuesday."),
    # --- other languages ---
    ("我现在住在苏州。", "我姐姐也搬到苏州了。"),  # lang: zh
    ("我的导师是李老师。", "李老师下学期去美国访学，但还是继续指导我。"),  # lang: zh
    ("我在吃达格列净。", "我每天也吃一片维生素D。"),  # lang: zh
    ("订单状态：已签收。", "另一个订单（尾号 5521）还在运输中。"),  # lang: zh
    ("我的生日是3月13日。", "我的生日是 3/13。"),  # lang: zh
    ("税理士は中村さんです。", "中村さんの事務所が渋谷に移転しました。"),  # lang: ja
    ("口頭試問は7月2日です。", "口頭試問は7月2日の午後2時からです。"),  # lang: ja
    ("大阪に住んでいます。", "以前は名古屋に住んでいました。"),  # lang: ja
    ("犬を一匹飼っています。", "先週、猫も飼い始めました。"),  # lang: ja
    ("主治医は山田先生です。", "今日は山田先生がお休みで、代わりの先生に診てもらいました。"),  # lang: ja
    ("주치의는 박지현 선생님이에요.", "박지현 선생님이 다음 주에 휴가라서 그 주만 다른 선생님께 진료받아요."),  # lang: ko
    ("여의도에서 일해요.", "남편은 판교로 이직했어요."),  # lang: ko
    ("인터넷은 SK브로드밴드예요.", "휴대폰은 KT 쓰고 있어요."),  # lang: ko
    ("비자 승인 났어요.", "비자 카드는 다음 주에 받으러 가요."),  # lang: ko
    ("ฉันทำงานที่ SCB", "พี่ชายฉันย้ายไปทำงานที่กสิกรไทย"),  # lang: th
    ("วันเกิดลูกสาวคือวันที่ 15 พฤษภาคม", "จะจัดงานวันเกิดลูกสาววันเสาร์ที่ 17 พฤษภาคม"),  # lang: th
    ("ฉันแพ้กุ้ง", "ฉันแพ้ถั่วลิสงด้วย"),  # lang: th
    ("ฉันอยู่เชียงใหม่", "เคยอยู่กรุงเทพฯ ตอนเรียนมหาวิทยาลัย"),  # lang: th
    ("أسكن في إربد.", "أخي انتقل إلى إربد أيضاً."),  # lang: ar
    ("طبيبي هو الدكتور يوسف حداد.", "الدكتور يوسف حداد في إجازة هذا الأسبوع، فراجعت طبيباً مناوباً."),  # lang: ar
    ("موعد مقابلة السفارة يوم الأربعاء.", "يجب أن أحضر جواز السفر وصورتين إلى مقابلة السفارة."),  # lang: ar
    ("أتكلم العربية والإنجليزية.", "بدأت أتعلم الفرنسية."),  # lang: ar
    ("אני עובדת בשיבא.", "בעלי עבר לעבוד באיכילוב."),  # lang: he
    ("יש לי שלושה ילדים.", "הבכור שלי התחיל כיתה א'."),  # lang: he
    ("רואת החשבון שלי היא רונית כהן.", "רונית כהן העבירה את המשרד שלה לרמת גן."),  # lang: he
    ("אני צמחונית.", "חשבתי לנסות טבעונות בינואר, אבל ויתרתי."),  # lang: he
    ("मैं बेंगलुरु में रहता हूँ।", "मेरा भाई भी बेंगलुरु आ गया है।"),  # lang: hi
    ("मेरी थीसिस शहरी बाढ़ पर है।", "थीसिस में चेन्नई पर एक नया अध्याय जोड़ा है।"),  # lang: hi
    ("माँ का जन्मदिन 12 अप्रैल है।", "माँ के जन्मदिन की पार्टी 14 अप्रैल को रखेंगे।"),  # lang: hi
    ("मैं शाकाहारी हूँ।", "मैं अंडे भी नहीं खाता।"),  # lang: hi
    ("আমি চট্টগ্রামে থাকি।", "আমার বোন ঢাকায় থাকে।"),  # lang: bn
    ("আমাদের অফিস গুলশানে।", "এই সপ্তাহে বাসা থেকে কাজ করছি।"),  # lang: bn
    ("আমার ডাক্তার ডা. সুলতানা।", "ডা. সুলতানা আমাকে একটা রক্ত পরীক্ষা করতে বলেছেন।"),  # lang: bn
    ("আমি বাংলা আর ইংরেজি বলি।", "আমি এখন হিন্দিও শিখছি।"),  # lang: bn
    ("Работаю аналитиком в Т-Банке.", "Жена перешла из Т-Банка в Яндекс."),  # lang: ru
    ("Защита 3 июня.", "Защита 3 июня в 14:00, аудитория 512."),  # lang: ru
    ("Мой научный руководитель — Петрова.", "Петрова уезжает в командировку на две недели, но консультации остаются."),  # lang: ru
    ("Живу в Казани.", "Раньше жил в Самаре."),  # lang: ru
    ("У меня аллергия на пыльцу берёзы.", "Ещё у меня аллергия на кошек."),  # lang: ru
    ("Μένω στην Πάτρα.", "Η αδερφή μου μετακόμισε κι αυτή στην Πάτρα."),  # lang: el
    ("Λογίστριά μου είναι η κ. Νικολάου.", "Η κ. Νικολάου άλλαξε ωράριο γραφείου."),  # lang: el
    ("Δεν τρώω κρέας.", "Σκέφτηκα να φάω αρνί το Πάσχα, αλλά τελικά όχι."),  # lang: el
    ("Έχω έναν σκύλο.", "Πήραμε και μια γάτα."),  # lang: el
    ("در اصفهان زندگی می‌کنم.", "خواهرم هم به اصفهان آمده است."),  # lang: fa
    ("اسم سگم کوکی است.", "کوکی امروز واکسن زد."),  # lang: fa
    ("در اسنپ کار می‌کنم.", "قبلاً در دیجی‌کالا کار می‌کردم."),  # lang: fa
    ("به بادام زمینی حساسیت دارم.", "به گرده گل هم حساسیت دارم."),  # lang: fa
    ("Ik woon in Arnhem.", "Mijn broer is ook naar Arnhem verhuisd."),  # lang: nl
    ("Mijn huisarts is dokter Bakker.", "Dokter Bakker is op vakantie, dus ik zag deze week een waarnemer."),  # lang: nl
    ("De promotie is op 9 april.", "De promotie op 9 april begint om 12:30 in de Aula."),  # lang: nl
    ("Ik spreek Nederlands en Engels.", "Ik ben ook Spaans aan het leren."),  # lang: nl
    ("Lucrez la UiPath.", "Soțul meu s-a mutat de la UiPath la Bitdefender."),  # lang: ro
    ("Medicul meu de familie este dr. Ionescu.", "Dr. Ionescu e în concediu, am fost la un înlocuitor."),  # lang: ro
    ("Locuiesc în Cluj.", "Am locuit în Iași în timpul facultății."),  # lang: ro
    ("Szegeden lakom.", "A húgom is Szegedre költözött."),  # lang: hu
    ("A háziorvosom dr. Szabó.", "Dr. Szabó rendelési ideje változott: kedden délután is rendel."),  # lang: hu
    ("Van egy macskám.", "Most vettünk egy kutyát is."),  # lang: hu
    ("Sa Accenture ako nagtatrabaho.", "Lumipat ang kapatid ko sa Accenture."),  # lang: tl
    ("Agosto 14 ang kaarawan ni Lola.", "Sa Sabado, Agosto 16, ang handaan para kay Lola."),  # lang: tl
    ("Nakatira ako sa Quezon City.", "Dati akong nakatira sa Cebu noong bata pa ako."),  # lang: tl
    ("Saya tinggal di Johor Bahru.", "Adik saya pun dah pindah ke JB."),  # lang: ms
    ("Doktor gigi saya Dr. Aziz.", "Klinik Dr. Aziz tutup hari Jumaat ini sahaja."),  # lang: ms
    ("Saya alah kepada udang.", "Saya juga alah kepada kacang."),  # lang: ms
    ("Visc a Tarragona.", "La meva germana també viu a Tarragona."),  # lang: ca
    ("La meva directora de tesi és la Dra. Serra.", "La Dra. Serra farà una estada a Montreal aquest semestre, però continua dirigint-me la tesi."),  # lang: ca
    ("Parlo català i castellà.", "Ara també estic aprenent alemany."),  # lang: ca
    ("Jeg arbejder hos Lego.", "Min kone er lige startet hos Novo Nordisk."),  # lang: da
    ("Min læge er Dr. Mortensen.", "Dr. Mortensen har ferie, så jeg var hos en vikar i dag."),  # lang: da
    ("Dosis: 100 mg om dagen.", "Jeg tager de 100 mg om morgenen."),  # lang: da
    ("Jeg bor i Trondheim.", "Søsteren min har også flyttet til Trondheim."),  # lang: nb
    ("Fastlegen min er Dr. Berg.", "Dr. Berg har fått nytt kontor i andre etasje."),  # lang: nb
    ("Søknaden min er innvilget.", "Jeg venter fortsatt på svar på søknaden til mannen min."),  # lang: nb
    ("房东是刘女士。", "刘女士的儿子现在帮她收房租。"),  # lang: zh
    ("デフォルトブランチは main です。", "リリース用に release/3.0 ブランチを切りました。"),  # lang: ja
    ("지도교수님은 정 교수님이에요.", "정 교수님이 올해 학과장이 되셨어요."),  # lang: ko
    ("Лицензия проекта — Apache-2.0.", "Документация проекта распространяется под CC BY 4.0."),  # lang: ru
    ("أعمل في سابك.", "زوجتي بدأت العمل في أرامكو."),  # lang: ar
    ("Mijn hypotheek loopt via ING.", "Onze zorgverzekering is bij Zilveren Kruis."),  # lang: nl
    ("Jeg er ikke allergisk over for penicillin.", "Min søn er allergisk over for penicillin."),  # lang: da
]
