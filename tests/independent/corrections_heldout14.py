"""Fourteenth held-out corpus for the corrects-or-compatible decision (independent author, corrcorp14).

What it is: three lists of (OLD, NEW) pairs of statements by or about one user, stored one after
the other as memories. OLD is already stored; NEW arrives later.

- CORRECTIONS: NEW replaces OLD; OLD is no longer true, or never was.
- UPDATES: OLD was true when it was said; NEW gives a later state of the same counted, measured
  or staged thing (weeks pregnant, parkruns, books read, subscribers and followers, kilos lost,
  a child's age or school year, a yoga-challenge day, deposit savings, a job application, a house
  sale, a kitchen and a bathroom build, a novel's word count, longest run, debt, a Duolingo unit
  and streak, a rehab stage, passport, visa and citizenship applications, a PR, an incident, a
  migration's percentage, beta users, open bugs, coverage, stars, ARR, team size, a monthly cloud
  bill, a CRM deal stage, an app version, a puppy's weight, driving lessons, a piano grade, a judo
  belt, Strava kilometres, a mortgage balance, months sober, HbA1c, resting heart rate, sprint
  burndown, the Node version in CI, a parcel). OLD should be superseded or flagged; NEW stored.
- COMPATIBLE: both stay true. Most are hard near-misses written against the corrections, about
  the same person and slot (most corrections have a twin here with the same OLD): a second value
  of a multi-valued thing; the same value in other words or units (1.75 m / about five foot nine,
  70 kg / roughly 11 stone, 12 miles / about 19 km, 6:30 / half six, 9:15 / quarter past nine,
  1,300 a month / about 300 a week, 55 m2 / roughly 590 sq ft, 62k a year / about 5.2k a month,
  60 a minute / one a second, eu-west-1 / AWS Ireland, 1,80 m / metr osiemdziesiąt, 180 cm in
  Arabic words, five foot ten / about 178 cm in Urdu, 175 cm / 一米七五); a plan, offer, trial,
  quote or prototype that fell through; another person's change (a sister, brother, mum, wife,
  partner, in-laws, a teammate, a manager's covering colleague); a temporary change (a locum, a
  loaner laptop, a courtesy car, a covering manager, one week's class cancelled, one standup
  moved, a rainy-day lift, a holiday parkrun); history stated as history; more detail; one-off
  events; correction idioms and negations ("typo", "oops", "my bad", "correction", "not ... any
  more") aimed at something OLD does not state.

Labelling rules: those stated in the thirteenth corpus's docstring, which this author read and
applied (tense matters; temporary and fell-through changes are COMPATIBLE; a reversed plan or goal
is a CORRECTION; preferences flip as CORRECTIONS; implicit and narrated changes count; life-stage
events that end the old state are CORRECTIONS; counts that grow and searches that end in their
normal result are UPDATES; a configured value or policy changed by a decision is a CORRECTION;
retractions and bare negations of OLD are CORRECTIONS, negations of a narrower attribute are
COMPATIBLE; another person's change is COMPATIBLE unless that person's fact is itself OLD).
Decisions this author took on questions left open there:
- Extractor formats. A triple or Zep-style fact that keeps the predicate and changes the object
  ("(user, employer, Zalando)" -> "(user, employer, Delivery Hero)") is a CORRECTION; one with
  another predicate (previous_employer, also_likes, title_applied_for, grew_up_in, worked_at with
  years, gym_frequency) or another subject (user_partner) is COMPATIBLE. A later valid_at date is
  never on its own an UPDATE: what the fact says decides.
- The slot may be named differently in NEW than in OLD ("my ride" / car, "where I crash" /
  apartment, "my 9-to-5" / job, "my better half" / partner, "my wheels" / motorbike, "where I
  work now" / employer): labelled as if the names matched.
- Paragraph and profile memories: when NEW repeats most of OLD's sentences or bullet lines and
  changes one of them (the job of five facts, one bullet among four), it is a CORRECTION; when
  every changed sentence is a temporary, other-person, fell-through or added detail, COMPATIBLE.
- Medication: a prescribed drug or dose changed by a clinician (lisinopril 10 -> 20 mg,
  levothyroxine 75 -> 100 mcg, sertraline -> escitalopram, metformin stopped) is a CORRECTION
  (a decision, not a count that grows). Lab values and body measures (HbA1c, resting heart
  rate, weight, kilos lost) are UPDATES. A drug added alongside is COMPATIBLE.
- HR facts changed by a decision (title and salary band after a promotion, notice period, leave
  entitlement raised by a service milestone, cost centre, FTE, probation extended, contractor made
  permanent, office closed, company car scheme ended) are CORRECTIONS; they do not count up on
  their own. Being put forward for a promotion that was deferred is COMPATIBLE.
- Graded progress (judo belts, piano grades, months sober, a monthly cloud bill, a weight goal
  reached) is an UPDATE; an activity stopped (couch-to-5k dropped, left the choir) a CORRECTION.
- A habit or routine replaced (bedtime 11pm -> 3am on late shifts, coffee -> matcha only,
  walking -> driving to a new job, vitamin D winter-only -> all year) is a CORRECTION; doing it
  differently once is COMPATIBLE.
- A child's activity or school replaced is a CORRECTION of that child's stored fact; a second
  activity, a trip, a medal or a covering teacher is COMPATIBLE. "Cubs on Mondays" -> "moved up
  to Scouts, Wednesdays" is a CORRECTION (stage and slot both replaced).
- Instructions to the assistant (answer length, language, spelling, name, time zone, meeting
  time) that are replaced going forward are CORRECTIONS; a request for this one message only is
  COMPATIBLE.
- A subscription cancelled is a CORRECTION; "thinking about cancelling", a price rise, a free
  trial or a second subscription is COMPATIBLE. "Trying to cut down" and "thinking about packing
  it in next year" are COMPATIBLE.

Styles this corpus emphasises (chosen to differ from the thirteenth, which stressed LoCoMo-like
chit-chat, preference flips, implicit corrections, bare-value corrections and project decisions):
(1) memories as different agent frameworks write them: mem0-style "User prefers ..." / "User's
X is Y" sentences, LangMem-style triples "(user, predicate, object)" and "user | predicate |
object", Zep-style 'fact: "..." valid_at: YYYY-MM-DD', bullet profiles ("- Job: ...", a few pairs
hold line breaks), "Session summary (month)" paragraphs, and plain user notes;
(2) corrections inside longer paragraphs, where one sentence of four or five carries the change
and the rest restate OLD, with twins where the extra sentences change nothing;
(3) the slot named differently in NEW; slang, abbreviations (WFH, FTE, HRBP, PPL, RHR, gf, pls,
lol), typos and missing punctuation ("user drive's a red fiesta", "i left nandos im at pret");
(4) workplace HR/admin facts (manager, team, title, band, HR partner, cost centre, notice period,
leave, pension, badge, desk, parking bay, office, hours, laptop, on-call, probation, contract);
(5) health and medication regimens, subscriptions and accounts (streaming, broadband, energy,
phone, bank, insurance, AI assistants), vehicles and commutes, hobbies and clubs, kids' schools,
teachers and activities; (6) a smaller set of engineering-tool decisions.
About a quarter of the pairs are not in English, in fifteen languages the thirteenth docstring
did not list: Japanese (ja), Korean (ko), Vietnamese (vi), Arabic (ar), Hindi (hi), Turkish (tr),
Polish (pl), Czech (cs), Finnish (fi), Ukrainian (uk), Indonesian (id), Swahili (sw), Tamil (ta),
Urdu (ur) and Chinese (zh). Whether corpora before the thirteenth used them is not known to this
author. Within a pair both statements share a language; brand and place names stay as they are.
Every non-English pair carries a ``# lang: xx`` comment (ISO 639-1) on its line; untagged pairs
are English. The non-English pairs were written by the author, not by native speakers.

How it was written: by hand, in one sitting on 2026-12-06, by a fourteenth independent author
(a helper session, corrcorp14) who read only the task brief, the module docstring of the
thirteenth corpus (tests/independent/corrections_heldout13.py, the text between its first triple
quotes only, plus a grep for its three list names; none of its pairs) and the [tool.ruff]
settings in pyproject.toml. The author did not read the system's rules (zeusmem/), any other file
under tests/ (no other corpus, no tests/pair_eval.py, no test), did not grep the repository, did
not import zeusmem and did not run the system on this corpus; nothing here was fitted to the
rules. People, companies' staff, e-mail addresses (.test domains), phone numbers (UK 07700
900xxx), badge, payroll and cost-centre numbers, tickets, incidents and PR numbers are invented;
well-known companies, tools, services, schools' kinds and places appear by their usual names as
everyday context. Some pairs are chained (one pair's NEW is the next pair's OLD) to follow a
staged thing. The pairs were kept in plain text in /tmp and turned into this module by a
throw-away script (not committed), which checked that no pair repeats, none sits in two lists
and none has OLD equal to NEW, and computed the counts below from the language tags.

Counts (655 pairs, 160 not in English, 15 languages besides English):
- CORRECTIONS: 242 pairs, 182 English, 60 other: 4 each of ar, cs, fi, hi, id, ja, ko, pl, sw, ta, tr, uk, ur, vi, zh.
- UPDATES: 72 pairs, 57 English, 15 other: 1 each of ar, cs, fi, hi, id, ja, ko, pl, sw, ta, tr, uk, ur, vi, zh.
- COMPATIBLE: 341 pairs, 256 English, 85 other: 6 each of ar, cs, fi, hi, sw, ta, tr, uk, ur, vi; 5 each of id, ja, ko, pl, zh.
"""

from typing import List, Tuple

CORRECTIONS: List[Tuple[str, str]] = [
    ("User prefers oat milk in coffee.", "User now takes coffee black; dropped oat milk entirely."),
    ("User prefers window seats on flights.", "User prefers aisle seats on flights (changed after knee surgery)."),
    ("User works as a backend engineer at Brightwave.", "User left Brightwave and is now a staff engineer at Loomhouse."),
    ("User's manager is Priya Raman.", "After the reorg the user reports to Tomasz Wierzbicki, not Priya."),
    ("User lives in Leeds.", "User moved to Sheffield last month."),
    ("User is vegetarian.", "User started eating fish again, so pescatarian now."),
    ("User's laptop is a 2021 MacBook Pro.", "IT swapped the user's laptop for a ThinkPad X1 Carbon; the MacBook was returned."),
    ("User is on the Payments team.", "User transferred from Payments to the Identity team."),
    ("User's working hours are 9 to 5:30.", "User switched to compressed hours: 8 to 6, Monday to Thursday."),
    ("User is allergic to penicillin.", "Retested: the user is not allergic to penicillin after all; the old label was wrong."),
    ("(user, drives, Honda Civic)", "(user, drives, Kia Niro EV)"),
    ("(user, employer, Zalando)", "(user, employer, Delivery Hero)"),
    ("(user, favourite_band, Radiohead)", "(user, favourite_band, Big Thief) — user says Radiohead was years ago"),
    ("(user, title, Senior Analyst)", "(user, title, Analytics Manager)"),
    ("(user, gym, PureGym Holborn)", "(user, gym, none) — cancelled membership"),
    ("(Maya, school, St Anne's Primary)", "(Maya, school, Oakfield Primary) — moved schools in September"),
    ("(user, diet, keto)", "(user, diet, none; quit keto)"),
    ("(user, bank, Barclays)", "(user, bank, Monzo) — switched current account"),
    ("(user, on_call_rotation, platform-primary)", "(user, on_call_rotation, none) — removed from rotation after moving to staff role"),
    ("(user, mobile_carrier, EE)", "(user, mobile_carrier, giffgaff)"),
    ("fact: \"User lives in Porto\" valid_at: 2024-02-01", "fact: \"User lives in Lisbon\" valid_at: 2025-06-15"),
    ("fact: \"User's dentist is Dr. Okafor\" valid_at: 2023-09-10", "fact: \"User's dentist is Dr. Lindqvist; switched practices\" valid_at: 2025-01-20"),
    ("fact: \"User's salary band is L4\" valid_at: 2024-04-01", "fact: \"User was promoted to band L5\" valid_at: 2025-04-01"),
    ("fact: \"User takes sertraline 50mg daily\" valid_at: 2024-05-02", "fact: \"User was switched from sertraline to escitalopram 10mg\" valid_at: 2025-02-11"),
    ("fact: \"User's office is the Dublin hub\" valid_at: 2024-01-08", "fact: \"User relocated to the Amsterdam office\" valid_at: 2025-03-03"),
    ("fact: \"User's partner is named Jonas\" valid_at: 2023-06-01", "fact: \"User and Jonas split up; user is single\" valid_at: 2024-11-19"),
    ("fact: \"User's car is a grey VW Golf\" valid_at: 2022-10-10", "fact: \"User sold the Golf and bought a Tesla Model 3\" valid_at: 2025-05-30"),
    ("fact: \"User commutes by train\" valid_at: 2024-03-03", "fact: \"User now cycles to work every day; stopped taking the train\" valid_at: 2025-04-22"),
    ("fact: \"User's son plays U10 football at Hale Barns FC\" valid_at: 2024-09-01", "fact: \"User's son quit football and joined a swimming club instead\" valid_at: 2025-01-15"),
    ("fact: \"User subscribes to Netflix Premium\" valid_at: 2023-01-01", "fact: \"User cancelled Netflix\" valid_at: 2025-02-01"),
    ("my ride is a 2015 Corolla", "sold the car. bought a used Mazda CX-5 on saturday"),
    ("I crash at my cousin's place in Brixton for now", "finally got my own apartment in Peckham, moved out of my cousin's"),
    ("my day job is at the council", "quit the council gig, full time at the bakery now"),
    ("I rent a flat in Didsbury", "we bought a house! exchanged and moved in, goodbye Didsbury rent"),
    ("User's employer: Tesco (store manager)", "Where I work now is Aldi, same sort of role, assistant manager"),
    ("User's phone: iPhone 12", "ditched apple, got a pixel 8"),
    ("my doc is Dr Hammond at the Elm Street surgery", "registered with a new GP after the move, Dr Achebe at Riverside Medical"),
    ("user's mum lives in Swansea", "mum moved up to Cardiff to be near my sister"),
    ("user boxes at Fitzroy ABC on Tuesdays", "left the boxing gym, it's brazilian jiu jitsu now, Tues & Thurs"),
    ("Kids: Ella (7) attends Greenhill Primary", "ella's at st mary's now, we moved her after half term"),
    ("user is on lisinopril 10mg for blood pressure", "doc upped my lisinopril to 20mg"),
    ("User's bedtime is around 11pm", "im a night owl now, working late shifts, bed at 3am most nights"),
    ("users fav coffee shop is Grind on Old St", "grind closed down so my go-to is Ozone now"),
    ("I'm team lead for Checkout", "not team lead anymore, stepped back to IC in the reorg"),
    ("User is learning guitar", "gave up on guitar, sold it. piano now"),
    ("User has a Spotify Family plan", "we moved to apple music, spotify's cancelled"),
    ("user's manager = Dave K", "new boss is Fatima since Dave left"),
    ("User's work laptop: Dell XPS 15", "laptop got replaced w/ a macbook air m3 last week"),
    ("user works from home fully remote", "company made us go back in 3 days a week, hybrid now"),
    ("User's desk is on floor 4, desk 4.17", "we moved floors, my desk's 6.02 now"),
    ("User is single", "got engaged to Sam over the weekend!!"),
    ("User doesn't have a driving licence", "passed my driving test today first time"),
    ("Note: the user's payroll ID is PR-44180.", "Correction: payroll ID is PR-44810, I transposed the digits before."),
    ("the user's emergency contact is their brother Kofi", "please change my emergency contact to my wife, Abena"),
    ("User's on-call week is the first week of each month", "rota changed, I'm on call the third week of the month now"),
    ("The user's team standup is at 9:15", "standup moved to 10 since the US folks joined"),
    ("User's Slack handle is @jmorris", "I changed my slack handle to @jess.m after the name change"),
    ("User's surname is Morris", "I got married and took my wife's surname, Adeyemi"),
    ("User plays 5-a-side on Wednesdays", "I packed in the wednesday five-a-side, knees can't take it"),
    ("user's kid does ballet on saturdays", "she dropped ballet, hated it. gymnastics instead"),
    ("User is a member of the Chelsea Photographic Club", "left the photo club this spring"),
    ("User's yoga class is Monday at 7pm", "yoga's on thursdays now, the monday class got cancelled for good"),
    ("user reads on a kindle paperwhite", "kindle died, I read on a kobo now"),
    ("user's cat is called Miso", "sorry, the cat's called Mochi, not Miso — I mixed it up with my sister's cat"),
    ("User's favourite cuisine is Thai", "honestly I've gone off thai, Ethiopian is my favourite these days"),
    ("User hates podcasts", "ok I've turned into a podcast person, listen every commute now"),
    ("User's insurance is with Aviva", "switched car insurance to Admiral at renewal"),
    ("user has a PS5", "sold the ps5, just the switch now"),
    ("user's commute: Northern line from Balham", "we moved out to Walthamstow so it's the Victoria line for me now"),
    ("Profile: Aisha is 34, works as a pharmacist at Boots in Nottingham, has two kids, runs on weekends and is allergic to cats.", "Aisha mentioned she finished her night course, the kids are doing well, and she still runs on Sundays. She now works as a clinical pharmacist at Queen's Medical Centre; she left Boots in March. She also wants to try a half marathon."),
    ("Summary: the user lives in Bristol with her partner Leon and a rescue greyhound called Biscuit, teaches Year 5, and is training for a 10k.", "Catching up after the summer: the greyhound is thriving, the 10k went fine and she's still teaching Year 5. She and Leon broke up in July and she lives on her own now. She's thinking about getting a second dog."),
    ("Notes: Ravi is a data engineer at Ocado, commutes from Watford, drives a Skoda Octavia, plays cricket for Watford Town 2nd XI.", "Ravi says work is busy with a migration and the cricket season ended on a high. He got rid of the Octavia and takes the train now, since the parking at Hatfield got too expensive. He's still at Ocado."),
    ("About the user: retired teacher, lives in Harrogate, volunteers at the Oxfam shop on Thursdays, takes levothyroxine 75mcg, has a granddaughter Lily.", "Lily started nursery and loves it. The Oxfam shop is short of volunteers. Her GP raised her levothyroxine to 100mcg after the last blood test. She's off to Whitby next week."),
    ("Background: user is a product designer at Monzo, lives in Hackney, vegan, has a bike called Ruby, learning Portuguese for a move to Lisbon next year.", "Portuguese is going well (A2 now). Ruby the bike got a new chain. The Lisbon move is off: they decided to stay in London after all. Still vegan, still at Monzo."),
    ("User summary: 29, nurse on the cardiology ward at St James's, works nights, lives with two flatmates.", "Had a long chat: she's exhausted but fine. She moved onto days in September after asking for months, so no more nights. Flatmates are the same two. She's studying for her band 6 interview."),
    ("Context: the user's son Tom is 15, at Kingsbridge Academy, plays bass in a school band and wants to study engineering.", "Tom did well in his mocks and the band played the summer fair. He's changed his mind about engineering and says he wants to be an architect. Still plays bass most nights."),
    ("Profile: Marta, Polish, lives in Edinburgh, accountant at KPMG, married to Euan, two cats.", "Marta's doing the ACA exams' last paper in June. The cats are fine. She moved from KPMG to an in-house role at Skyscanner. Euan's started a PhD."),
    ("User's setup: works on a Windows desktop, uses VS Code, writes mostly C#, deploys to Azure.", "Spent the call on a bug in the build script. The user has moved the team from Azure to AWS this quarter, everything's on ECS now. Still C# and VS Code on Windows."),
    ("Household: user, husband Dev, daughter Anika (4) at Little Acorns nursery, dog Pepper.", "Anika started reception at Fairfield Primary in September, so she's left Little Acorns. Pepper had her teeth done. Dev's work is busy."),
    ("The user works at a call centre for Sky and hates the rota.", "so I handed in my notice at Sky last month and started at a vet's reception, much calmer"),
    ("User's gym routine: push/pull/legs 6 days a week.", "changed my split to upper/lower 4 days, PPL was burning me out"),
    ("User is taking metformin 500mg twice a day.", "my diabetes nurse took me off metformin, I'm on Ozempic injections now"),
    ("User takes vitamin D in winter only.", "doc said take vitamin D all year round so I do now"),
    ("User's physio is at Bupa Clinic Hammersmith.", "moved my physio to a private guy near work, Finn at Kinetic Rehab"),
    ("User uses an inhaler (Ventolin) as needed.", "new asthma plan: Symbicort twice daily as a preventer plus reliever, Ventolin stopped"),
    ("User is 3 weeks into a couch-to-5k.", "binned couch-to-5k after I hurt my ankle, swimming instead"),
    ("User doesn't drink alcohol.", "started drinking again socially, a glass of wine with dinner here and there"),
    ("User is a smoker, about 10 a day.", "3 months smoke free!! vaping to manage cravings"),
    ("User's therapist is Dr Clare Munroe, fortnightly.", "stopped seeing Clare; started with a new CBT therapist through work, Ade, weekly"),
    ("User has a gluten intolerance.", "turns out it was never gluten — the GI doc says it's lactose. I eat bread again"),
    ("User's contact lenses are monthly Acuvue.", "switched to dailies, the monthlies kept drying out"),
    ("User's blood type is A+.", "I was wrong earlier, my donor card says O+"),
    ("User's pharmacy is the Lloyds in town.", "moved my repeat prescriptions to Pharmacy2U delivery"),
    ("User's HR business partner is Gemma Clarke.", "HRBP changed: it's Oluwaseun Ade now for our department"),
    ("User's job title is Product Manager II.", "title changed to Senior Product Manager in the spring cycle"),
    ("User's notice period is one month.", "new contract has a three-month notice period"),
    ("User's annual leave is 25 days.", "it's 28 days now since I passed five years' service"),
    ("User's cost centre is CC-2041 (Marketing).", "moved to CC-3310 with the transfer to Growth"),
    ("User sits in the Manchester office, Piccadilly Place.", "Manchester office closed; I'm based at the Leeds office now"),
    ("User's pension contribution is 5%.", "bumped my pension contribution to 8%"),
    ("User's line manager for appraisals is Helen.", "Helen left the company; my line manager is Rupert now and he's doing my appraisal"),
    ("User is on the Tuesday on-call for the mobile app.", "nope, I'm not on the mobile on-call at all now, they moved me to the web rota"),
    ("User's badge number is 55231.", "badge got reissued: 57019"),
    ("User's company car is a Volvo XC40.", "company car scheme ended, I get a car allowance now and drive my own Polo"),
    ("User's hours are 0.8 FTE (Mon-Thu).", "back to full time from this month"),
    ("User is a contractor via Hays.", "they made me permanent, no more agency"),
    ("User's probation ends in June.", "probation was extended to September"),
    ("Team: platform uses Terraform for IaC.", "we ditched Terraform for Pulumi in TypeScript"),
    ("The service logs go to Datadog.", "we moved logging to Grafana Loki to cut costs, Datadog's gone"),
    ("The project uses Jest for tests.", "jest is out, migrated everything to vitest"),
    ("Main branch deploys auto to staging via Jenkins.", "jenkins retired, GitHub Actions does the staging deploy now"),
    ("The repo's Python version is 3.10.", "bumped to 3.12 in the last release and dropped 3.10"),
    ("The API uses API keys for auth.", "we replaced API keys with OAuth2 client credentials"),
    ("The team uses Jira for tickets.", "moved to Linear, Jira is read-only now"),
    ("The sprint length is two weeks.", "switched to one-week sprints"),
    ("Code review needs one approval.", "now two approvals needed for anything touching billing... actually all repos now, two approvals"),
    ("Releases happen on Thursdays.", "release day moved to tuesdays"),
    ("The design system lives in Storybook on Chromatic.", "design system docs moved off chromatic to our own zeroheight site"),
    ("The product owner for Search is Kemi.", "PO for search is now Arjun; Kemi moved to the Ads squad"),
    ("Production database is MySQL 8.", "prod db is Postgres 16 now, MySQL was decommissioned after the cutover"),
    ("The mobile app is built with React Native.", "we rewrote the app natively in Swift and Kotlin, RN is gone"),
    ("The user's preferred answer format is long explanations with examples.", "pls keep answers short from now on, no examples unless I ask"),
    ("User wants code in JavaScript.", "switch to TypeScript for all code you give me"),
    ("User prefers British spelling.", "use American spelling from now on, the client is in Boston"),
    ("User likes to be called Robert.", "call me Rob please"),
    ("Users timezone: GMT", "moved to singapore for work so SGT from now on"),
    ("User prefers meetings in the morning", "mornings are school run now, afternoons are better for meetings"),
    ("User has Amazon Prime.", "cancelled prime, wasnt using it enough"),
    ("User pays for ChatGPT Plus.", "switched from chatgpt plus to claude pro"),
    ("User's broadband is Virgin Media 350Mb.", "moved broadband to Community Fibre 1Gb, virgin's cancelled"),
    ("User's email is sam.h@oldmail.test", "new email pls: samhughes@fastpost.test, the old one's closed"),
    ("User's gym membership: Anytime Fitness, £35/month.", "switched gyms to the council leisure centre, cheaper"),
    ("User's energy supplier is British Gas.", "we switched energy to Octopus"),
    ("user lives in shoreditch w/ 2 flatmates", "moved in w my gf in clapton, no more flatmates"),
    ("user drive's a red fiesta", "scraped the fiesta, got a second hand yaris hybrid"),
    ("user works at Nandos as shift lead", "i left nandos im at pret now as a team member manager"),
    ("user is doing a masters in data science at UCL", "dropped out of the masters, wasnt for me"),
    ("users daughter does swimming at Clissold on sat mornings", "swimming moved to sunday afternoons same pool"),
    ("user supports Spurs", "ok i lied i support arsenal, i was winding you up"),
    ("user has 2 kids", "we had twins in march so 4 kids now lol"),
    ("the user's dog is a labrador called Bruno", "bruno passed away in august :( we have no dog now"),
    ("user is a primary school teacher in Luton", "i left teaching, retrained as a software tester"),
    ("user walks to work", "my new job is across town so I drive in now"),
    ("User's allotment is at Hillside Allotments, plot 14.", "gave up the allotment, too much work with the baby"),
    ("User sings in the Lewisham Community Choir.", "not in the choir any more, left in the summer"),
    ("User is a Scout leader for the 3rd Bromley troop.", "handed over the troop, i'm not a leader any more"),
    ("User plays chess at the Hastings club on Fridays.", "chess club moved me to their Tuesday league night, Fridays are done"),
    ("User's son goes to Cubs on Mondays.", "Leo moved up to Scouts, it's Wednesdays now"),
    ("User's daughter has piano lessons with Mrs Patel.", "new piano teacher, Mr Obi, Mrs Patel retired"),
    ("Kids go to Brookside Primary, walk to school.", "kids moved to the school in Kingswood after we moved, they get the bus now"),
    ("User's son wants to be a footballer.", "Jamie says he wants to be a vet now, football's just for fun"),
    ("User's nanny is Rosa, Mon-Wed.", "Rosa left; we use the after-school club instead of a nanny now"),
    ("User prefers Zoom for calls.", "teams only for calls please, company banned zoom"),
    ("User is team captain of the netball club.", "stepped down as captain, Jade took over"),
    ("User runs a book club on the first Monday of the month.", "book club is now the last Thursday of the month"),
    ("User's retirement date is planned for 2030.", "bringing retirement forward to 2027"),
    ("User plans to buy an electric car next year.", "not going electric, we're buying a hybrid instead"),
    ("User's season ticket is Reading to Paddington.", "no season ticket now, I'm on flexi tickets since we went hybrid"),
    ("User's parking space at work is bay 22.", "I've been moved to bay 7"),
    ("User's next of kin is their father.", "next of kin changed to my husband after the wedding"),
    ("User's shoe size is 9.", "it's actually a 10, I always buy 9s and they pinch"),
    ("User's anniversary is 14 June.", "my bad, anniversary is the 16th of June"),
    ("User's birthday: 3 March", "typo - birthday is 3 May not March"),
    ("User has a Garmin Forerunner 245.", "upgraded to an Apple Watch Ultra, garmin sold"),
    ("User's bike is a Brompton.", "brompton got nicked. riding a cheap hybrid now"),
    ("User usually drinks flat whites.", "I'm off coffee, matcha lattes only now"),
    ("User loves horror films.", "can't watch horror anymore since the baby, they freak me out"),
    ("ユーザーは大阪に住んでいる。", "先月、大阪から福岡に引っ越しました。"),  # lang: ja
    ("ユーザーの上司は田中さん。", "組織変更で上司が佐藤さんに変わりました。田中さんは別部署です。"),  # lang: ja
    ("ユーザーはトヨタのプリウスに乗っている。", "プリウスは売って、今は日産のリーフに乗ってる。"),  # lang: ja
    ("ユーザーは毎朝コーヒーを飲む。", "胃の調子が悪くて、コーヒーはやめて今は緑茶だけ。"),  # lang: ja
    ("사용자는 서울 마포구에 산다.", "지난달에 판교로 이사했어요. 이제 마포 안 살아요."),  # lang: ko
    ("사용자는 삼성전자에서 일한다.", "삼성 그만두고 네이버로 이직했어."),  # lang: ko
    ("사용자의 딸은 태권도를 배운다.", "딸이 태권도 그만두고 발레 다니기 시작했어요."),  # lang: ko
    ("사용자는 아침형 인간이다.", "요즘은 완전 올빼미형이에요, 새벽 2시에 자요."),  # lang: ko
    ("Người dùng làm việc tại FPT Software.", "Mình nghỉ FPT rồi, giờ làm ở VNG."),  # lang: vi
    ("Người dùng sống ở Hà Nội.", "Mình chuyển vào Sài Gòn từ tháng Ba."),  # lang: vi
    ("Người dùng đi làm bằng xe máy.", "Giờ mình đi làm bằng metro, bán xe máy rồi."),  # lang: vi
    ("المستخدم يعمل مهندسًا في أرامكو.", "تركت أرامكو وأعمل الآن في سابك."),  # lang: ar
    ("يسكن المستخدم في عمّان.", "انتقلت إلى دبي الشهر الماضي."),  # lang: ar
    ("المستخدم يتناول دواء الضغط أملوديبين 5 ملغ.", "الطبيب غيّر دوائي من أملوديبين إلى لوسارتان 50 ملغ."),  # lang: ar
    ("उपयोगकर्ता बेंगलुरु में रहता है।", "मैं अब पुणे शिफ्ट हो गया हूँ, बेंगलुरु छोड़ दिया।"),  # lang: hi
    ("उपयोगकर्ता इंफोसिस में काम करता है।", "इंफोसिस छोड़ दी, अब TCS में हूँ।"),  # lang: hi
    ("उपयोगकर्ता शाकाहारी है।", "अब मैं अंडे और चिकन भी खाता हूँ।"),  # lang: hi
    ("Kullanıcı İzmir'de yaşıyor.", "Geçen ay Ankara'ya taşındım."),  # lang: tr
    ("Kullanıcının müdürü Ahmet Bey.", "Ahmet Bey ayrıldı, yeni müdürüm Elif Hanım."),  # lang: tr
    ("Kullanıcı sigara içiyor.", "Üç aydır sigara içmiyorum, tamamen bıraktım."),  # lang: tr
    ("Użytkownik pracuje w Allegro jako tester.", "Odszedłem z Allegro, teraz jestem programistą w CD Projekt."),  # lang: pl
    ("Użytkownik jeździ Skodą Fabią.", "Sprzedałem fabię, mam teraz Toyotę Corollę."),  # lang: pl
    ("Syn użytkownika chodzi do przedszkola Słoneczko.", "Kuba poszedł już do szkoły podstawowej nr 12, przedszkole skończone."),  # lang: pl
    ("Użytkownik ma abonament w Play.", "Przeniosłem numer do Orange."),  # lang: pl
    ("Uživatel bydlí v Brně.", "Od léta bydlím v Praze."),  # lang: cs
    ("Uživatel hraje florbal za Sokol Vinohrady.", "Florbal jsem pověsil na hřebík, teď hraju badminton."),  # lang: cs
    ("Uživatel pracuje jako účetní v ČEZ.", "Z ČEZu jsem odešla, teď dělám účetní v Kofole."),  # lang: cs
    ("Käyttäjä asuu Tampereella.", "Muutin Tampereelta Ouluun syyskuussa."),  # lang: fi
    ("Käyttäjän esihenkilö on Mikko.", "Mikko lähti, uusi esihenkilöni on Sanna."),  # lang: fi
    ("Käyttäjä käy uimassa maanantaisin.", "Uinti vaihtui torstaille, maanantain vuoro loppui."),  # lang: fi
    ("Користувач живе в Харкові.", "Ми переїхали до Львова, у Харкові вже не живемо."),  # lang: uk
    ("Користувач працює у ПриватБанку.", "Я перейшла з ПриватБанку в Монобанк."),  # lang: uk
    ("Донька користувача ходить на танці.", "Донька кинула танці, тепер займається плаванням."),  # lang: uk
    ("Pengguna bekerja di Tokopedia.", "Aku sudah resign dari Tokopedia, sekarang kerja di Gojek."),  # lang: id
    ("Pengguna tinggal di Bandung.", "Sekarang aku tinggal di Jakarta Selatan, pindah bulan lalu."),  # lang: id
    ("Pengguna naik motor ke kantor.", "Motornya sudah dijual, sekarang naik KRL."),  # lang: id
    ("Pengguna tidak makan pedas.", "Sekarang aku doyan pedas, tiap hari pakai sambal."),  # lang: id
    ("Mtumiaji anaishi Nairobi.", "Nimehamia Mombasa mwezi uliopita."),  # lang: sw
    ("Mtumiaji anafanya kazi Safaricom.", "Niliacha kazi Safaricom, sasa niko Equity Bank."),  # lang: sw
    ("Mtoto wa mtumiaji anasoma shule ya Greenfield.", "Tumemhamisha mtoto kwenda shule ya Riverside."),  # lang: sw
    ("பயனர் சென்னையில் வசிக்கிறார்.", "நான் இப்போது கோயம்புத்தூருக்கு குடிபெயர்ந்துவிட்டேன்."),  # lang: ta
    ("பயனர் விப்ரோவில் வேலை செய்கிறார்.", "விப்ரோவை விட்டு இப்போது ஸோஹோவில் வேலை செய்கிறேன்."),  # lang: ta
    ("பயனர் காபி மட்டுமே குடிப்பார்.", "காபியை நிறுத்திவிட்டேன், இப்போது டீ தான்."),  # lang: ta
    ("صارف لاہور میں رہتا ہے۔", "میں اب کراچی منتقل ہو گیا ہوں۔"),  # lang: ur
    ("صارف جاز کا نیٹ ورک استعمال کرتا ہے۔", "میں نے جاز چھوڑ کر زونگ لے لیا ہے۔"),  # lang: ur
    ("صارف کی گاڑی سوزوکی مہران ہے۔", "مہران بیچ دی، اب ٹویوٹا یارس چلاتا ہوں۔"),  # lang: ur
    ("用户住在上海。", "我上个月搬到杭州了。"),  # lang: zh
    ("用户在阿里巴巴工作。", "我已经从阿里离职了，现在在字节跳动。"),  # lang: zh
    ("用户的女儿在学钢琴。", "女儿不学钢琴了，改学小提琴。"),  # lang: zh
    ("用户每天开车上班。", "现在我坐地铁上班，车卖掉了。"),  # lang: zh
    ("- Name: Grace Owusu\n- Job: HR officer at Serco\n- Lives: Croydon\n- Pets: none", "- Name: Grace Owusu\n- Job: HR officer at Serco\n- Lives: Croydon\n- Pets: a rescue cat, Tilly (adopted in May)"),
    ("- Role: site manager, Balfour Beatty\n- Car: Ford Ranger\n- Hours: 7-4", "- Role: site manager, Balfour Beatty\n- Car: Ford Ranger\n- Hours: 6-3 since the new contract started"),
    ("user | works_at | Deloitte", "user | works_at | PwC (joined Oct)"),
    ("user | hometown_now | Cardiff", "user | hometown_now | Newport — moved in with partner"),
    ("user | favourite_drink | IPA", "user | favourite_drink | none, teetotal since Jan"),
    ("my wheels = a Yamaha MT-07", "sold the bike, just a car now"),
    ("where I crash during the week is my mate's flat in Leith", "got my own studio in Gorgie for weekdays now, not at my mates anymore"),
    ("my 9-to-5 is admin at a dental practice", "left the dental practice. i do admin at a solicitors now"),
    ("my better half is Chris", "chris and i are divorced now fyi"),
    ("user WFH mon/fri, office tue-thu", "WFH is only friday now, mon-thu office, new policy"),
    ("user's GP surgery = Park Lane Medical", "re-registered at the Whitfield Practice after the move, no longer Park Lane"),
    ("User's Wi-Fi password for the shared flat is written on the fridge as \"blue-kettle-42\".", "landlord reset the wifi, password's \"green-toaster-17\" now"),
    ("User meets their mentor Kwame every other Friday.", "mentoring with Kwame ended, he left the company. no mentor now"),
    ("Session summary (Oct): user's in a book club at the library, does Pilates on Mondays, and their son Remi has swimming on Saturdays at the leisure centre.", "Session summary (Jan): user says the library book club is still going strong and Pilates is the highlight of the week. Remi quit swimming over Christmas and now does Saturday drama club at the Arts Centre."),
    ("Session summary (Mar): user is a sous chef at The Anchor, lives in Falmouth with partner Jess, cycles to work.", "Session summary (Aug): Jess got a job in Truro, so they moved there in June; the user still works at The Anchor but now drives in, it's too far to cycle. Jess loves the new job."),
    ("Người dùng thích uống cà phê sữa đá.", "Dạo này mình bỏ cà phê rồi, chỉ uống trà thôi."),  # lang: vi
    ("مديرة المستخدم هي سارة.", "بعد إعادة الهيكلة صار مديري خالد بدلًا من سارة."),  # lang: ar
    ("उपयोगकर्ता की बेटी DPS स्कूल में पढ़ती है।", "हमने बेटी का दाख़िला केंद्रीय विद्यालय में करा दिया, DPS छोड़ दिया।"),  # lang: hi
    ("Kullanıcı Netflix'e abone.", "Netflix aboneliğimi iptal ettim, artık sadece YouTube Premium var."),  # lang: tr
    ("Uživatel jezdí do práce tramvají.", "Teď jezdím do práce na kole, šalinu už nepoužívám."),  # lang: cs
    ("Käyttäjä on kasvissyöjä.", "Aloin taas syödä kalaa, eli en ole enää kasvissyöjä."),  # lang: fi
    ("Користувач приймає метформін 500 мг.", "Лікар замінив метформін на інший препарат, метформін більше не п'ю."),  # lang: uk
    ("Mtumiaji anaendesha Toyota Vitz.", "Niliuza Vitz, sasa naendesha Mazda Demio."),  # lang: sw
    ("பயனர் ஹூண்டாய் i20 ஓட்டுகிறார்.", "i20-ஐ விற்றுவிட்டேன், இப்போது டாடா நெக்சான் ஓட்டுகிறேன்."),  # lang: ta
    ("صارف کا مینیجر عمران ہے۔", "عمران کمپنی چھوڑ گئے، اب میری مینیجر عائشہ ہیں۔"),  # lang: ur
]

UPDATES: List[Tuple[str, str]] = [
    ("User weighs about 82kg and wants to get to 75", "hit my goal weight, now just maintaining"),
    ("User is 12 weeks pregnant.", "User is 20 weeks pregnant; anatomy scan was fine."),
    ("fact: \"User has run 3 parkruns\" valid_at: 2025-01-04", "fact: \"User has run 11 parkruns\" valid_at: 2025-03-22"),
    ("(user, books_read_2025, 14)", "(user, books_read_2025, 23)"),
    ("User's YouTube channel has 1,200 subscribers.", "channel just passed 5k subs!!"),
    ("User has lost 4 kg since January.", "down 9kg since jan now"),
    ("User's daughter is 2 and says a few words.", "Nia's 3 now and chatters in full sentences"),
    ("User is on day 12 of a 30-day yoga challenge.", "day 27 of the yoga challenge, nearly there"),
    ("User has saved £8,000 towards a house deposit.", "deposit savings at £14.5k"),
    ("User's job application at Wise: CV submitted.", "wise invited me to a first round interview"),
    ("User's job application at Wise: first round interview done.", "got the offer from wise!"),
    ("User's house sale is under offer.", "we exchanged contracts on the house today"),
    ("User's house sale: contracts exchanged.", "completion day, house is sold"),
    ("User's son is in Year 8.", "Oscar started Year 9 this week"),
    ("User has finished 2 of 6 modules of the CIPD course.", "4 of 6 modules done on the CIPD"),
    ("User's novel draft is at 40,000 words.", "draft hit 62k words"),
    ("User's longest run is 15 km.", "new longest run: 21.1k, did a half!"),
    ("User's credit card debt is £3,400.", "credit card down to £1,100"),
    ("User is at Duolingo Spanish unit 10.", "unit 24 in Spanish on duo now"),
    ("User's streak on Duolingo is 120 days.", "300 day duolingo streak today"),
    ("User's knee rehab: stage 1 (range of motion).", "physio moved me to stage 2, strength work"),
    ("User's passport renewal: application sent.", "passport renewal approved, new one in the post"),
    ("User's visa application status: biometrics booked.", "visa granted"),
    ("User's kitchen renovation: demolition done.", "kitchen's at the plastering stage now"),
    ("User's kitchen renovation: plastering.", "kitchen units are fitted, just the worktops left"),
    ("PR #4412 is in draft.", "PR #4412 is approved, waiting on CI"),
    ("PR #4412 is approved.", "PR #4412 merged to main"),
    ("Incident INC-883: investigating elevated 500s.", "INC-883: fix deployed, monitoring"),
    ("Incident INC-883: monitoring.", "INC-883 resolved, postmortem scheduled"),
    ("The migration to Postgres is 30% done.", "postgres migration at 75%"),
    ("The app has 400 beta users.", "1,150 beta testers now"),
    ("The backlog has 58 open bugs.", "down to 21 open bugs"),
    ("Test coverage is 61%.", "coverage up to 74% after the refactor"),
    ("The repo has 900 GitHub stars.", "2.3k stars now after the HN post"),
    ("ARR is $1.2M.", "ARR crossed $2M this quarter"),
    ("The team has 6 engineers.", "team's grown to 9 engineers with the new hires"),
    ("The AWS bill was $14k last month.", "AWS bill came in at $11.2k this month"),
    ("Acme deal stage: discovery.", "acme is in proposal stage now"),
    ("Acme deal stage: proposal.", "acme signed, closed won"),
    ("The app is at version 3.2.", "we shipped 3.4 yesterday"),
    ("User's Instagram has 2,300 followers.", "insta at 4.1k followers"),
    ("User's baby is 6 weeks old.", "the baby is 4 months old already"),
    ("User's puppy weighs 6 kg.", "puppy's 11 kilos now"),
    ("User's savings pot for Japan trip: £900.", "japan pot's at £2,250"),
    ("User has done 8 driving lessons.", "19 lessons in, test booked"),
    ("User's piano grade: working towards grade 3.", "passed grade 3, starting grade 4 pieces"),
    ("User's son is a yellow belt in judo.", "Arlo got his orange belt on saturday"),
    ("User's Strava total this year: 800 km.", "1,540 km on strava this year"),
    ("User's citizenship application: submitted.", "citizenship approved, ceremony in May"),
    ("User's mortgage balance: £210,000.", "mortgage balance now £196k"),
    ("User is in week 3 of the new job.", "3 months into the new job and just passed probation"),
    ("User is 6 months sober.", "one year sober today"),
    ("User's HbA1c was 58.", "latest HbA1c is 49, doc's happy"),
    ("User's resting heart rate is 72.", "RHR down to 61 with all the running"),
    ("The sprint burndown shows 34 points left.", "12 points left in the sprint"),
    ("The Node version in CI is 18.", "CI's on Node 20 now"),
    ("The parcel is out for delivery.", "parcel delivered, signed for by neighbour"),
    ("ユーザーは妊娠16週目。", "今は妊娠28週目です。"),  # lang: ja
    ("사용자의 유튜브 구독자는 3천 명이다.", "구독자 1만 명 돌파했어요!"),  # lang: ko
    ("Người dùng đã tiết kiệm được 50 triệu.", "Giờ mình tiết kiệm được 120 triệu rồi."),  # lang: vi
    ("وزن المستخدم 95 كغ.", "وزني الآن 88 كغ."),  # lang: ar
    ("उपयोगकर्ता का बेटा कक्षा 3 में है।", "बेटा अब कक्षा 4 में आ गया है।"),  # lang: hi
    ("Kullanıcı 5 km koşabiliyor.", "Artık 10 km koşabiliyorum."),  # lang: tr
    ("Użytkownik przeczytał w tym roku 8 książek.", "Mam już 17 książek w tym roku."),  # lang: pl
    ("Rekonstrukce koupelny: bourání hotovo.", "Koupelna je obložená, chybí jen baterie."),  # lang: cs
    ("Käyttäjän lapsi on 3-vuotias.", "Lapsi täytti juuri 4 vuotta."),  # lang: fi
    ("Користувач вивчає польську на рівні A1.", "Я вже склала іспит з польської на B1."),  # lang: uk
    ("Pengikut Instagram pengguna 10 ribu.", "Followers IG-ku sudah 25 ribu."),  # lang: id
    ("Biashara ya mtumiaji ina wateja 40.", "Sasa tuna wateja 95."),  # lang: sw
    ("பயனரின் மகள் 1ஆம் வகுப்பில் படிக்கிறாள்.", "மகள் இப்போது 2ஆம் வகுப்புக்கு போய்விட்டாள்."),  # lang: ta
    ("صارف کا وزن 90 کلو ہے۔", "اب میرا وزن 84 کلو ہے۔"),  # lang: ur
    ("用户的小说写了三万字。", "小说已经写到八万字了。"),  # lang: zh
]

COMPATIBLE: List[Tuple[str, str]] = [
    ("User prefers oat milk in coffee.", "User also likes oat milk in porridge."),
    ("User prefers window seats on flights.", "User took an aisle seat on the Madrid flight because the window seats were gone."),
    ("User works as a backend engineer at Brightwave.", "User's sister just started as a backend engineer at Loomhouse."),
    ("User's manager is Priya Raman.", "Priya is off next week; Tomasz is covering the user's 1:1s until she's back."),
    ("User lives in Leeds.", "User spent the weekend in Sheffield at a friend's wedding."),
    ("User is vegetarian.", "User ate fish once at a family dinner in Greece to be polite; still vegetarian."),
    ("User's laptop is a 2021 MacBook Pro.", "IT gave the user a loaner ThinkPad while the MacBook's screen is repaired."),
    ("User is on the Payments team.", "User is helping the Identity team for a two-week spike, still on Payments."),
    ("User's working hours are 9 to 5:30.", "User finishes at 4 on Fridays this month to do the school pickup."),
    ("(user, drives, Honda Civic)", "(user, drives, Honda Civic 1.5 VTEC, silver, 2019)"),
    ("(user, employer, Zalando)", "(user, previous_employer, Delivery Hero)"),
    ("(user, favourite_band, Radiohead)", "(user, also_likes, Big Thief)"),
    ("(user, title, Senior Analyst)", "(user, title_applied_for, Analytics Manager) — didn't get it"),
    ("(user, gym, PureGym Holborn)", "(user, gym_frequency, 3x/week)"),
    ("(Maya, school, St Anne's Primary)", "(Maya, class, Year 3 Oak class)"),
    ("(user, bank, Barclays)", "(user, savings_account, Monzo)"),
    ("(user, mobile_carrier, EE)", "(user_partner, mobile_carrier, giffgaff)"),
    ("(user, speaks, Spanish)", "(user, speaks, Catalan)"),
    ("(user, pet, cat named Miso)", "(user, pet, goldfish named Kevin)"),
    ("fact: \"User lives in Porto\" valid_at: 2024-02-01", "fact: \"User spent two weeks in Lisbon for work\" valid_at: 2025-06-15"),
    ("fact: \"User's dentist is Dr. Okafor\" valid_at: 2023-09-10", "fact: \"User saw an emergency dentist in Cardiff while on holiday\" valid_at: 2025-01-20"),
    ("fact: \"User's salary band is L4\" valid_at: 2024-04-01", "fact: \"User was put forward for L5 but the promotion committee deferred it\" valid_at: 2025-04-01"),
    ("fact: \"User takes sertraline 50mg daily\" valid_at: 2024-05-02", "fact: \"User also takes omeprazole 20mg for reflux\" valid_at: 2025-02-11"),
    ("fact: \"User's office is the Dublin hub\" valid_at: 2024-01-08", "fact: \"User visited the Amsterdam office for the offsite\" valid_at: 2025-03-03"),
    ("fact: \"User's partner is named Jonas\" valid_at: 2023-06-01", "fact: \"User and Jonas adopted a cat\" valid_at: 2024-11-19"),
    ("fact: \"User's car is a grey VW Golf\" valid_at: 2022-10-10", "fact: \"User had a courtesy Polo while the Golf was serviced\" valid_at: 2025-05-30"),
    ("fact: \"User commutes by train\" valid_at: 2024-03-03", "fact: \"User cycled to work during the rail strike\" valid_at: 2025-04-22"),
    ("fact: \"User subscribes to Netflix Premium\" valid_at: 2023-01-01", "fact: \"User also subscribes to Disney+\" valid_at: 2025-02-01"),
    ("fact: \"User's son plays U10 football at Hale Barns FC\" valid_at: 2024-09-01", "fact: \"User's son also started swimming lessons\" valid_at: 2025-01-15"),
    ("my ride is a 2015 Corolla", "took the corolla in for new tyres, cost a fortune"),
    ("I crash at my cousin's place in Brixton for now", "looked at a flat in Peckham but it fell through, still at my cousin's"),
    ("my day job is at the council", "doing a bit of weekend work at the bakery on top of the council job"),
    ("I rent a flat in Didsbury", "my parents just bought a house in Didsbury"),
    ("User's phone: iPhone 12", "got my mum a pixel 8 for her birthday"),
    ("my doc is Dr Hammond at the Elm Street surgery", "saw a locum at Elm Street yesterday as dr hammond was off"),
    ("user's mum lives in Swansea", "mum's staying with my sister in Cardiff for a fortnight after her op"),
    ("user boxes at Fitzroy ABC on Tuesdays", "did a one-off BJJ taster with a mate, still boxing tuesdays"),
    ("Kids: Ella (7) attends Greenhill Primary", "ella went on the year 3 trip to the zoo"),
    ("user is on lisinopril 10mg for blood pressure", "doc wanted to up my lisinopril but BP came down so it stays at 10"),
    ("users fav coffee shop is Grind on Old St", "tried Ozone near work, decent but grind's still my fav"),
    ("I'm team lead for Checkout", "checkout team got two new juniors this month"),
    ("User is learning guitar", "bought a cheap keyboard for the kids"),
    ("User has a Spotify Family plan", "my brother moved his family onto apple music"),
    ("user's manager = Dave K", "daves manager is fatima"),
    ("User's work laptop: Dell XPS 15", "got a macbook air m3 for personal stuff"),
    ("user works from home fully remote", "going into the office thursday for the team social"),
    ("User's desk is on floor 4, desk 4.17", "the meeting room I booked is on floor 6"),
    ("User is single", "went on a couple of dates with Sam, nothing serious"),
    ("User doesn't have a driving licence", "booked my first driving lesson for next week"),
    ("the user's emergency contact is their brother Kofi", "Kofi's new phone number is 07700 900213"),
    ("User's on-call week is the first week of each month", "swapped on-call with Lena just for December, back to first week in January"),
    ("The user's team standup is at 9:15", "tomorrow's standup is at 10 because of the all-hands, just this once"),
    ("User's surname is Morris", "my wife kept her surname, Adeyemi"),
    ("User plays 5-a-side on Wednesdays", "missed 5-a-side this week, had a cold"),
    ("user's kid does ballet on saturdays", "she does gymnastics on wednesdays too"),
    ("User's yoga class is Monday at 7pm", "yoga class got cancelled this monday, teacher's ill"),
    ("user's cat is called Miso", "my sister's cat is called Mochi"),
    ("User's favourite cuisine is Thai", "had Ethiopian for the first time last night, loved it"),
    ("User hates podcasts", "listened to one podcast episode my friend was on, to be nice. still not a fan"),
    ("User's insurance is with Aviva", "got a quote from Admiral but it was dearer, staying with Aviva"),
    ("user has a PS5", "got a switch for the kids as well"),
    ("user's commute: Northern line from Balham", "northern line was down so I got the bus today"),
    ("User lives in Leeds.", "User lives in Headingley, Leeds, near the cricket ground."),
    ("User is 1.75 m tall.", "User is about five foot nine."),
    ("User weighs 70 kg.", "User is roughly 11 stone."),
    ("User's commute is 12 miles each way.", "User drives about 19 km to work."),
    ("User wakes up at 6:30.", "User's alarm goes off at half six."),
    ("User's standup is at 9:15.", "User's daily standup is at quarter past nine."),
    ("User's rent is £1,300 a month.", "User pays about £300 a week in rent."),
    ("User's flat is 55 m2.", "User's flat is roughly 590 sq ft."),
    ("User was born in 1990.", "User turned 35 in 2025."),
    ("User's salary is £62k.", "User earns about £5.2k a month before tax."),
    ("The API rate limit is 60 requests per minute.", "The API allows one request per second on average."),
    ("The service runs in eu-west-1.", "The service is hosted in AWS Ireland."),
    ("User speaks Spanish.", "User also speaks Portuguese."),
    ("User has a dog called Bruno.", "User adopted a second dog, a terrier called Pip."),
    ("User's email is sam.h@oldmail.test", "User also has a work email sam.hughes@brightco.test."),
    ("User plays tennis.", "User has started playing padel too."),
    ("User is allergic to penicillin.", "User is also allergic to peanuts."),
    ("User takes metformin 500mg twice a day.", "User started a statin alongside metformin."),
    ("Profile: Aisha is 34, works as a pharmacist at Boots in Nottingham, has two kids, runs on weekends and is allergic to cats.", "Aisha mentioned the kids started swimming lessons and she ran the Nottingham 10k. She's still at Boots, though she interviewed at Queen's Medical Centre and turned the offer down. She sneezed all through her friend's visit with a cat."),
    ("Summary: the user lives in Bristol with her partner Leon and a rescue greyhound called Biscuit, teaches Year 5, and is training for a 10k.", "Catching up: Leon's brother split up with his girlfriend and is staying on their sofa for a few weeks. Biscuit hates him. She's still teaching Year 5 and the 10k is in three weeks."),
    ("Notes: Ravi is a data engineer at Ocado, commutes from Watford, drives a Skoda Octavia, plays cricket for Watford Town 2nd XI.", "Ravi got a call-up to the 1st XI for one match when they were short. He's still at Ocado and still drives the Octavia in; the train was on strike all week anyway."),
    ("About the user: retired teacher, lives in Harrogate, volunteers at the Oxfam shop on Thursdays, takes levothyroxine 75mcg, has a granddaughter Lily.", "She did an extra Saturday at the Oxfam shop to cover a sick colleague. Her levothyroxine is unchanged after the blood test. Lily had her fourth birthday."),
    ("Background: user is a product designer at Monzo, lives in Hackney, vegan, has a bike called Ruby, learning Portuguese for a move to Lisbon next year.", "They visited Lisbon to look at neighbourhoods and liked Alfama. Ruby got a puncture. Still planning the move, still vegan."),
    ("User summary: 29, nurse on the cardiology ward at St James's, works nights, lives with two flatmates.", "She did one day shift last week to cover for a friend; back on nights now. One flatmate's boyfriend has practically moved in."),
    ("Context: the user's son Tom is 15, at Kingsbridge Academy, plays bass in a school band and wants to study engineering.", "Tom did a week of work experience at an architect's office and found it boring; still set on engineering. The band has a new drummer."),
    ("Profile: Marta, Polish, lives in Edinburgh, accountant at KPMG, married to Euan, two cats.", "Marta was seconded to a client, Skyscanner, for three months; she's still employed by KPMG and goes back in March."),
    ("User's setup: works on a Windows desktop, uses VS Code, writes mostly C#, deploys to Azure.", "The user tried Rider for a week on a colleague's suggestion and went back to VS Code. One side project deploys to AWS Lambda; the main product stays on Azure."),
    ("Household: user, husband Dev, daughter Anika (4) at Little Acorns nursery, dog Pepper.", "Anika got a place at Fairfield Primary for next September, so she'll stay at Little Acorns until then."),
    ("The user works at a call centre for Sky and hates the rota.", "I applied for a job at a vet's reception but didn't get it, stuck at Sky for now"),
    ("User's gym routine: push/pull/legs 6 days a week.", "hotel gym this week so just did a full-body session each day, back to PPL monday"),
    ("User is taking metformin 500mg twice a day.", "my diabetes nurse mentioned Ozempic as an option if things don't improve"),
    ("User doesn't drink alcohol.", "had a non-alcoholic beer at the work do, pretty nice"),
    ("User is a smoker, about 10 a day.", "trying to cut down to 5 a day"),
    ("User's therapist is Dr Clare Munroe, fortnightly.", "Clare's on leave so I'm seeing her colleague Ade for the next two sessions"),
    ("User has a gluten intolerance.", "the GI doc says I'm also lactose intolerant"),
    ("User's contact lenses are monthly Acuvue.", "got some dailies for the holiday, easier for swimming"),
    ("User's blood type is A+.", "my son's blood type came back O+"),
    ("User's HR business partner is Gemma Clarke.", "Gemma is now also HRBP for the Finance department"),
    ("User's job title is Product Manager II.", "my manager said I'll be put up for Senior PM next cycle"),
    ("User's annual leave is 25 days.", "I bought 3 extra days of leave this year through the flex scheme"),
    ("User's cost centre is CC-2041 (Marketing).", "the conference trip gets charged to the Growth cost centre CC-3310 as a one-off"),
    ("User sits in the Manchester office, Piccadilly Place.", "I'm at the Leeds office Tuesday for a workshop"),
    ("User's pension contribution is 5%.", "the company matches my pension up to 5%"),
    ("User's line manager for appraisals is Helen.", "Helen asked Rupert for feedback on me for the appraisal"),
    ("User's badge number is 55231.", "I was given a temporary visitor badge today, forgot mine"),
    ("User's company car is a Volvo XC40.", "my husband got a Polo through his work's scheme"),
    ("User is a contractor via Hays.", "they offered to make me permanent but I said no, staying contract"),
    ("User's probation ends in June.", "I had my mid-probation review, all fine"),
    ("Team: platform uses Terraform for IaC.", "someone prototyped Pulumi, we decided to stick with Terraform"),
    ("The service logs go to Datadog.", "we also ship metrics to Prometheus"),
    ("The project uses Jest for tests.", "the new playwright suite covers end-to-end, unit tests stay in jest"),
    ("Main branch deploys auto to staging via Jenkins.", "GitHub Actions runs the lint checks on PRs"),
    ("The repo's Python version is 3.10.", "CI also tests against 3.12 now"),
    ("The API uses API keys for auth.", "the internal admin tools use SSO"),
    ("The team uses Jira for tickets.", "the design team uses Linear for their own stuff"),
    ("The sprint length is two weeks.", "this sprint is one week because of christmas"),
    ("Code review needs one approval.", "I asked two people to review the billing PR just to be safe"),
    ("Releases happen on Thursdays.", "we did an emergency hotfix release on a tuesday"),
    ("The product owner for Search is Kemi.", "Arjun is covering Search PO duties while Kemi is on holiday"),
    ("Production database is MySQL 8.", "analytics warehouse is on Postgres"),
    ("The user's preferred answer format is long explanations with examples.", "for this one just give me the command, no explanation needed"),
    ("User wants code in JavaScript.", "write this one script in Python please, it's for the data team"),
    ("User prefers British spelling.", "this email's going to the Boston client, so use US spelling in it"),
    ("User likes to be called Robert.", "Robert Ainsworth-Kelly is my full name, you can skip the surname"),
    ("Users timezone: GMT", "im in Singapore next week for a conference"),
    ("User prefers meetings in the morning", "can we do this one in the afternoon, I've got a dentist appt"),
    ("User has Amazon Prime.", "thinking about cancelling prime"),
    ("User pays for ChatGPT Plus.", "also paying for claude pro now, comparing them"),
    ("User's email is sam.h@oldmail.test", "sam.h@oldmail.test is the email for everything, don't use my work one"),
    ("User's energy supplier is British Gas.", "my mum switched to Octopus"),
    ("user lives in shoreditch w/ 2 flatmates", "my gf is moving into a place in clapton"),
    ("user drive's a red fiesta", "fiesta failed its MOT, getting it fixed"),
    ("user works at Nandos as shift lead", "did a trial shift at pret but didnt take it"),
    ("user is doing a masters in data science at UCL", "took a term out of the masters, back in january"),
    ("users daughter does swimming at Clissold on sat mornings", "no swimming this sat, pool's closed for maintenance"),
    ("user supports Spurs", "went to an arsenal game w my mate, got free tickets"),
    ("the user's dog is a labrador called Bruno", "bruno's at the vet for his jabs"),
    ("user is a primary school teacher in Luton", "doing a coding bootcamp on evenings for fun"),
    ("User's allotment is at Hillside Allotments, plot 14.", "got offered a second plot, number 15, but turned it down"),
    ("User sings in the Lewisham Community Choir.", "my daughter joined a youth choir"),
    ("User is a Scout leader for the 3rd Bromley troop.", "ran a camp for the 5th Bromley too as they had no leaders that weekend"),
    ("User's son goes to Cubs on Mondays.", "Leo went on a cub camp this weekend"),
    ("User's daughter has piano lessons with Mrs Patel.", "Mrs Patel's away so Mr Obi is covering the next two lessons"),
    ("Kids go to Brookside Primary, walk to school.", "it was tipping down so I drove the kids to school"),
    ("User's son wants to be a footballer.", "Jamie did a school project on being a vet"),
    ("User prefers Zoom for calls.", "our client only allows Teams so that call's on Teams"),
    ("User is team captain of the netball club.", "Jade captained the team this week while I was away"),
    ("User plans to buy an electric car next year.", "we test drove a hybrid too but still want an EV"),
    ("User's parking space at work is bay 22.", "bay 22 is being resurfaced, parked in bay 7 today"),
    ("User's anniversary is 14 June.", "we got married on the 14th of June 2014 at Leeds town hall"),
    ("User's bike is a Brompton.", "borrowed my dad's road bike for the sportive"),
    ("User usually drinks flat whites.", "had a matcha latte today for a change"),
    ("User loves horror films.", "my partner can't stand horror so we watch comedies together"),
    ("User lives in Sheffield.", "I lived in Leeds for six years before moving to Sheffield."),
    ("User works at Loomhouse as a staff engineer.", "back when I was at Brightwave I did mostly backend stuff"),
    ("User drives a Kia Niro EV.", "my first car was a Honda Civic, loved that thing"),
    ("User is married to Sam.", "I was engaged once before, in my twenties, it didn't work out"),
    ("User is vegan.", "I was vegetarian for ten years before going vegan"),
    ("User takes escitalopram 10mg.", "I was on sertraline in 2023 but it didn't suit me"),
    ("User reports to Fatima.", "Dave, my old manager, messaged me from his new job"),
    ("User's team uses Linear.", "we used Jira until last spring"),
    ("User's office is in Amsterdam.", "I'd visited Amsterdam a lot before I relocated"),
    ("User's GP is Dr Achebe at Riverside Medical.", "Riverside Medical is merging with Elm Street surgery next year; Dr Achebe stays."),
    ("User's son is at Oakfield Primary.", "Oakfield Primary has a new headteacher, Mrs Greaves."),
    ("User's bank is Monzo.", "Monzo changed its app layout, annoying"),
    ("User's phone is a Pixel 8.", "pixel 8 screen cracked, got it replaced under warranty"),
    ("User's gym is the council leisure centre.", "the leisure centre changed its opening hours to 6am"),
    ("user's fav restaurant is Dishoom", "went to dishoom kings cross instead of covent garden, same menu"),
    ("User listens to Radio 4 in the mornings.", "Radio 4 changed the Today programme presenters"),
    ("User doesn't work weekends.", "worked this saturday to hit the release deadline, one-off"),
    ("User is a night owl.", "got up at 5 for a flight yesterday, brutal"),
    ("User's favourite colour is green.", "painted the hallway grey because my partner wanted it"),
    ("User's kids go to bed at 7:30.", "let the kids stay up till 9 for new year's eve"),
    ("User has a standing order of £200 to savings.", "paused the savings standing order for december only"),
    ("User's water bottle is always with them.", "forgot my water bottle today lol"),
    ("User's partner Jonas works at Siemens.", "Jonas's sister just got a job at Siemens too"),
    ("User's brother lives in Glasgow.", "my other brother lives in Aberdeen"),
    ("User's sister is a doctor.", "my sister's husband just qualified as a doctor too"),
    ("User's dad drives a Land Rover.", "I borrowed dad's land rover to move house"),
    ("User's parents live in Kent.", "my in-laws moved from Kent to Devon"),
    ("User's best friend is Priya.", "Priya's partner just moved to Manchester for work"),
    ("User's manager is Fatima.", "Fatima's manager changed to the new VP of Engineering"),
    ("User is on the Platform team.", "my teammate Lena got moved to the Data team, I'm staying on Platform"),
    ("User's son's football coach is Mark.", "the U12s coach is Steve, but my son's in U10s with Mark"),
    ("User is allergic to cats.", "not allergic to dogs though, we're getting a puppy"),
    ("User doesn't eat pork.", "I don't do spicy food any more either, stomach can't take it"),
    ("User lives near Hyde Park.", "not living near the office any more since we moved teams to Canary Wharf, still at the same flat"),
    ("User's swimming teacher is Jade.", "the swim club's head coach is not Jade any more, it's Ollie; Jade still teaches my level"),
    ("User's rent is £1,300 a month.", "the service charge is not included in that, it's separate"),
    ("User's flight to Lisbon is on 12 March at 08:10.", "the flight number is TP1353, updated booking confirmation attached"),
    ("Team offsite is on 20 May in Bristol.", "offsite agenda is out: workshops in the morning, bowling after"),
    ("User's appointment with the dentist is 3pm Tuesday.", "dentist sent a reminder text for tuesday's 3pm"),
    ("User's passport number ends 4471.", "typo in my last message: my partner's passport ends 4417, mine is still 4471"),
    ("User's daughter's name is Ella.", "oops I wrote Ella's teacher's name wrong before, it's Mrs Hart not Mrs Hurt"),
    ("User works 9-5.", "my bad, I meant the meeting is at 5, not 4"),
    ("User is a Capricorn.", "correction: my son is the Leo, not my daughter"),
    ("User has a mortgage with Nationwide.", "mortgage rate fix ends in 2027, still Nationwide"),
    ("User's car is a Tesla Model 3.", "the Model 3 needs new tyres, going with Michelins"),
    ("User's car is a Tesla Model 3.", "also have an old Vespa for nipping around town"),
    ("User commutes by bike.", "I take the train when it's icy"),
    ("User drives to work.", "car share with Dan on Mondays"),
    ("User's car is a grey VW Golf.", "my wife drives a Nissan Juke"),
    ("User's car is a grey VW Golf.", "the Golf is dark grey, Indium grey metallic"),
    ("User takes lisinopril 20mg.", "takes the lisinopril in the morning with breakfast"),
    ("User has type 2 diabetes.", "diagnosed with type 2 in 2021, managing it with diet and meds"),
    ("User wears glasses.", "got prescription sunglasses as well"),
    ("User's blood pressure is well controlled.", "BP reading at the pharmacy was a bit high once, after two coffees"),
    ("User is on the Payments team.", "the Payments team moved to the third floor"),
    ("User's title is Staff Engineer.", "staff engineer at Loomhouse is the same level as principal elsewhere"),
    ("User's salary band is L5.", "band L5 got a 3% uplift across the board this year"),
    ("User is on the web on-call rota.", "the web rota now uses PagerDuty instead of Opsgenie"),
    ("User's laptop is a ThinkPad X1 Carbon.", "got a second monitor for the home office"),
    ("User's working hours are 8 to 6, Mon-Thu.", "on Fridays I keep my phone on for emergencies only"),
    ("User's work location is the Leeds office.", "Leeds office has a new canteen"),
    ("User's company is Loomhouse.", "Loomhouse raised a Series C last week"),
    ("User's son plays the trumpet.", "he also plays the recorder at school"),
    ("User's daughter is in Year 2.", "her class teacher this year is Mr Finch"),
    ("User's kids go to after-school club until 5:30.", "on Wednesdays grandma picks them up at 3:15"),
    ("User's son has a peanut allergy.", "he grew out of his egg allergy though"),
    ("User's daughter does gymnastics.", "she got a medal at the regional competition"),
    ("User subscribes to The Guardian.", "also got a free trial of the FT, will cancel before it charges"),
    ("User has a Netflix subscription.", "netflix put their prices up again"),
    ("User has an Xbox Game Pass subscription.", "my son uses my game pass account too"),
    ("User uses 1Password.", "1password family plan now includes my parents"),
    ("User's phone contract is with giffgaff.", "got a roaming add-on for the trip to Canada"),
    ("User is learning piano.", "piano teacher moved our lesson to 5pm this week only"),
    ("User goes climbing at The Castle.", "went bouldering at a different wall in Sheffield while visiting"),
    ("User is a member of the National Trust.", "my parents gave me English Heritage membership for Christmas"),
    ("User runs with the Hackney Harriers.", "did a parkrun in Brighton while on holiday"),
    ("User knits.", "finished my first jumper!"),
    ("User has an Ocado delivery on Fridays.", "ocado delivery came thursday this week because of the bank holiday"),
    ("ユーザーは大阪に住んでいる。", "週末は出張で福岡に行っていました。"),  # lang: ja
    ("ユーザーの上司は田中さん。", "田中さんが休みの間、佐藤さんが代わりに承認してくれます。"),  # lang: ja
    ("ユーザーはトヨタのプリウスに乗っている。", "妻は日産のリーフに乗っています。"),  # lang: ja
    ("ユーザーは毎朝コーヒーを飲む。", "午後は緑茶を飲むことが多い。"),  # lang: ja
    ("ユーザーの身長は175センチ。", "身長は約5フィート9インチです。"),  # lang: ja
    ("사용자는 서울 마포구에 산다.", "판교로 이사 갈까 고민했는데 그냥 마포에 있기로 했어요."),  # lang: ko
    ("사용자는 삼성전자에서 일한다.", "동생이 네이버에 취업했어요."),  # lang: ko
    ("사용자의 딸은 태권도를 배운다.", "딸이 태권도 말고 발레도 시작했어요."),  # lang: ko
    ("사용자는 아침형 인간이다.", "어제는 마감 때문에 새벽 2시에 잤어요, 오늘만."),  # lang: ko
    ("사용자는 매일 아침 6시 반에 일어난다.", "알람을 여섯 시 삼십 분에 맞춰 둬요."),  # lang: ko
    ("Người dùng làm việc tại FPT Software.", "Trước khi vào FPT mình từng thực tập ở VNG."),  # lang: vi
    ("Người dùng sống ở Hà Nội.", "Tuần sau mình vào Sài Gòn công tác ba ngày."),  # lang: vi
    ("Người dùng đi làm bằng xe máy.", "Hôm nay trời mưa to nên mình đi Grab."),  # lang: vi
    ("Người dùng nói tiếng Anh.", "Mình cũng đang học tiếng Nhật."),  # lang: vi
    ("Người dùng có một con mèo.", "Mèo nhà mình tên là Mướp, lông vàng."),  # lang: vi
    ("المستخدم يعمل مهندسًا في أرامكو.", "أخي انتقل للعمل في سابك."),  # lang: ar
    ("يسكن المستخدم في عمّان.", "سأسافر إلى دبي لمدة أسبوع للعمل."),  # lang: ar
    ("المستخدم يتناول دواء الضغط أملوديبين 5 ملغ.", "أضاف الطبيب دواءً للكوليسترول مع الأملوديبين."),  # lang: ar
    ("المستخدم لا يشرب القهوة.", "لم أعد أشرب الشاي بالسكر أيضًا."),  # lang: ar
    ("طول المستخدم 180 سم.", "طولي متر وثمانون سنتيمترًا."),  # lang: ar
    ("उपयोगकर्ता बेंगलुरु में रहता है।", "अगले हफ़्ते ऑफ़िस के काम से पुणे जा रहा हूँ।"),  # lang: hi
    ("उपयोगकर्ता इंफोसिस में काम करता है।", "मेरी बहन ने TCS जॉइन कर लिया।"),  # lang: hi
    ("उपयोगकर्ता शाकाहारी है।", "शादी में गलती से चिकन वाली प्लेट आ गई थी, मैंने नहीं खाया।"),  # lang: hi
    ("उपयोगकर्ता हिंदी और अंग्रेज़ी बोलता है।", "मैं थोड़ी कन्नड़ भी बोल लेता हूँ।"),  # lang: hi
    ("उपयोगकर्ता सुबह योग करता है।", "आज योग नहीं कर पाया, देर से उठा।"),  # lang: hi
    ("Kullanıcı İzmir'de yaşıyor.", "Annem Ankara'ya taşındı."),  # lang: tr
    ("Kullanıcının müdürü Ahmet Bey.", "Ahmet Bey izinde, bu hafta Elif Hanım onun yerine bakıyor."),  # lang: tr
    ("Kullanıcı sigara içiyor.", "Bırakmayı denedim ama olmadı, hâlâ içiyorum."),  # lang: tr
    ("Kullanıcı Fenerbahçe taraftarı.", "Oğlum Galatasaraylı oldu, evde kavga çıkıyor."),  # lang: tr
    ("Kullanıcının kirası 20.000 TL.", "Aidat kiraya dahil değil, ayrıca 1.500 TL ödüyorum."),  # lang: tr
    ("Użytkownik pracuje w Allegro jako tester.", "Dostałem ofertę z CD Projekt, ale odmówiłem, zostaję w Allegro."),  # lang: pl
    ("Użytkownik jeździ Skodą Fabią.", "Żona jeździ Toyotą Corollą."),  # lang: pl
    ("Syn użytkownika chodzi do przedszkola Słoneczko.", "Córka chodzi już do szkoły podstawowej nr 12."),  # lang: pl
    ("Użytkownik ma abonament w Play.", "Mam też internet domowy w Orange."),  # lang: pl
    ("Użytkownik ma 1,80 m wzrostu.", "Mam metr osiemdziesiąt."),  # lang: pl
    ("Uživatel bydlí v Brně.", "Tento týden jsem v Praze na školení."),  # lang: cs
    ("Uživatel hraje florbal za Sokol Vinohrady.", "Kromě florbalu hraju i badminton s kolegy."),  # lang: cs
    ("Uživatel pracuje jako účetní v ČEZ.", "Manžel přešel z ČEZu do Kofoly."),  # lang: cs
    ("Uživatel nepije alkohol.", "Na svatbě jsem si dala nealkoholické pivo."),  # lang: cs
    ("Uživatel má psa Rexe.", "Rex je německý ovčák, je mu pět let."),  # lang: cs
    ("Käyttäjä asuu Tampereella.", "Olin Oulussa viikon työmatkalla."),  # lang: fi
    ("Käyttäjän esihenkilö on Mikko.", "Sanna hyväksyy lomani, kun Mikko on poissa."),  # lang: fi
    ("Käyttäjä käy uimassa maanantaisin.", "Tämän viikon maanantain uintivuoro peruttiin, ensi viikolla taas."),  # lang: fi
    ("Käyttäjä puhuu ruotsia.", "Puhun myös vähän saksaa."),  # lang: fi
    ("Käyttäjä herää kuudelta.", "Herätys soi kello 6.00 joka aamu."),  # lang: fi
    ("Користувач живе в Харкові.", "Батьки переїхали до Львова."),  # lang: uk
    ("Користувач працює у ПриватБанку.", "У мене також є картка Монобанку."),  # lang: uk
    ("Донька користувача ходить на танці.", "Донька ще й плаванням займається по суботах."),  # lang: uk
    ("Користувач не їсть м'ясо.", "Раніше я їла м'ясо, але вже п'ять років вегетаріанка."),  # lang: uk
    ("Користувач працює з дому.", "У четвер поїду в офіс на корпоратив."),  # lang: uk
    ("Pengguna bekerja di Tokopedia.", "Adikku baru diterima kerja di Gojek."),  # lang: id
    ("Pengguna tinggal di Bandung.", "Minggu depan aku ke Jakarta untuk rapat tiga hari."),  # lang: id
    ("Pengguna naik motor ke kantor.", "Hari ini hujan deras, jadi naik KRL dulu."),  # lang: id
    ("Pengguna tidak makan pedas.", "Tadi coba sedikit sambal di warung, tetap nggak kuat."),  # lang: id
    ("Pengguna punya kucing bernama Oyen.", "Kami juga pelihara ikan koi."),  # lang: id
    ("Mtumiaji anaishi Nairobi.", "Nilikuwa Mombasa wiki iliyopita kwa harusi ya rafiki."),  # lang: sw
    ("Mtumiaji anafanya kazi Safaricom.", "Dada yangu ameanza kazi Equity Bank."),  # lang: sw
    ("Mtoto wa mtumiaji anasoma shule ya Greenfield.", "Mwalimu mpya wa darasa la mtoto wangu ni Bi. Wanjiru."),  # lang: sw
    ("Mtumiaji anaongea Kiswahili na Kiingereza.", "Pia naongea Kikuyu kidogo."),  # lang: sw
    ("Mtumiaji huenda kazini kwa matatu.", "Leo nimepanda bodaboda kwa sababu nilichelewa."),  # lang: sw
    ("பயனர் சென்னையில் வசிக்கிறார்.", "என் பெற்றோர் கோயம்புத்தூருக்கு குடிபெயர்ந்தனர்."),  # lang: ta
    ("பயனர் விப்ரோவில் வேலை செய்கிறார்.", "ஸோஹோவில் நேர்காணல் நடந்தது, ஆனால் நான் விப்ரோவிலேயே இருக்கிறேன்."),  # lang: ta
    ("பயனர் காபி மட்டுமே குடிப்பார்.", "இன்று ஒரு முறை டீ குடித்தேன், கடையில் காபி இல்லை."),  # lang: ta
    ("பயனர் தமிழ் மற்றும் ஆங்கிலம் பேசுவார்.", "நான் கொஞ்சம் ஹிந்தியும் பேசுவேன்."),  # lang: ta
    ("பயனரின் மகன் கிரிக்கெட் விளையாடுகிறான்.", "மகன் கிரிக்கெட்டுடன் செஸ் வகுப்பிலும் சேர்ந்தான்."),  # lang: ta
    ("صارف لاہور میں رہتا ہے۔", "میرا بھائی کراچی منتقل ہو گیا ہے۔"),  # lang: ur
    ("صارف جاز کا نیٹ ورک استعمال کرتا ہے۔", "میرے پاس زونگ کی ایک دوسری سم بھی ہے۔"),  # lang: ur
    ("صارف کی گاڑی سوزوکی مہران ہے۔", "مہران ورکشاپ میں ہے، اس ہفتے ابو کی گاڑی چلا رہا ہوں۔"),  # lang: ur
    ("صارف اردو اور پنجابی بولتا ہے۔", "میں تھوڑی انگریزی بھی بولتا ہوں۔"),  # lang: ur
    ("صارف کا قد پانچ فٹ دس انچ ہے۔", "میرا قد تقریباً 178 سینٹی میٹر ہے۔"),  # lang: ur
    ("用户住在上海。", "下周我去杭州出差三天。"),  # lang: zh
    ("用户在阿里巴巴工作。", "我弟弟刚入职字节跳动。"),  # lang: zh
    ("用户的女儿在学钢琴。", "女儿除了钢琴，还开始学游泳了。"),  # lang: zh
    ("用户每天开车上班。", "今天限号，所以坐地铁上班。"),  # lang: zh
    ("用户身高一米七五。", "我身高175厘米。"),  # lang: zh
    ("User prefers dark mode in all apps.", "User switched one app, the e-reader, to light mode for reading outdoors."),
    ("User prefers concise answers.", "User asked for a detailed step-by-step guide for the tax return, just this once."),
    ("User prefers to be contacted by email.", "User's accountant prefers phone calls."),
    ("User prefers Italian food.", "User also enjoys Korean barbecue."),
    ("User prefers trains to flying for trips in Europe.", "User flew to Athens because the train would have taken two days."),
    ("(user, lives_in, Bristol)", "(user, grew_up_in, Swindon)"),
    ("(user, works_at, Monzo)", "(user, worked_at, Revolut, 2019-2021)"),
    ("(user, plays, cello)", "(user, plays, cello, in the Bath Symphony Orchestra second section)"),
    ("fact: \"User's daughter attends Oakfield Primary\" valid_at: 2024-09-01", "fact: \"User's daughter joined the Oakfield Primary chess club\" valid_at: 2025-02-10"),
    ("fact: \"User is on the Identity team\" valid_at: 2025-01-01", "fact: \"User was on the Payments team from 2022 to 2024\" valid_at: 2025-01-01"),
    ("Notes: Liam, 41, electrician, self-employed, lives in Cork, married to Siobhan, three kids, plays hurling.", "Liam took on an apprentice and bought a second van for the business. The eldest started secondary school. Still hurling on Sundays, though he's thinking about packing it in next year."),
    ("Summary: user is a junior doctor in Glasgow, rotating through A&E, lives with partner Callum, no pets.", "She's finding A&E tough but likes the team; next rotation is paediatrics in February. Callum's mum is staying with them for a month after her hip op."),
    ("user has a season ticket at Elland Road", "my lad's getting a junior season ticket too this year"),
    ("users broadband is BT", "BT engineer came out and fixed the line, finally"),
    ("user is on the wait list for an ADHD assessment", "still waiting on the ADHD assessment, they said maybe 6 more months"),
    ("- Name: Grace Owusu\n- Job: HR officer at Serco\n- Lives: Croydon\n- Pets: none", "- Name: Grace Owusu\n- Job: HR officer at Serco\n- Lives: Croydon (South Norwood)\n- Pets: none; looks after her neighbour's cat sometimes"),
    ("- Role: site manager, Balfour Beatty\n- Car: Ford Ranger\n- Hours: 7-4", "- Role: site manager, Balfour Beatty\n- Car: Ford Ranger (company pickup)\n- Hours: 7-4, but 6-3 on the week of the concrete pour"),
    ("user | works_at | Deloitte", "user | worked_at | PwC (2015-2018)"),
    ("my wheels = a Yamaha MT-07", "took the car today, bike's in for a service"),
    ("my better half is Chris", "chris's ex-wife is remarrying"),
    ("user WFH mon/fri, office tue-thu", "came in on friday for the leaving drinks"),
    ("User meets their mentor Kwame every other Friday.", "Kwame moved our next session to Thursday because of the bank holiday"),
    ("Session summary (Oct): user's in a book club at the library, does Pilates on Mondays, and their son Remi has swimming on Saturdays at the leisure centre.", "Session summary (Jan): user missed two book club meetings over Christmas, Pilates on Mondays is going well, and Remi has added Saturday drama club at the Arts Centre after his swimming lesson."),
    ("Người dùng thích uống cà phê sữa đá.", "Hôm nay mình uống trà đào vì quán hết cà phê."),  # lang: vi
    ("مديرة المستخدم هي سارة.", "سارة في إجازة، وخالد يغطي مكانها هذا الأسبوع."),  # lang: ar
    ("उपयोगकर्ता की बेटी DPS स्कूल में पढ़ती है।", "बेटे का दाख़िला केंद्रीय विद्यालय में हुआ है।"),  # lang: hi
    ("Kullanıcı Netflix'e abone.", "YouTube Premium'a da abone oldum."),  # lang: tr
    ("Uživatel jezdí do práce tramvají.", "Dneska jsem jel do práce na kole, bylo hezky."),  # lang: cs
    ("Käyttäjä on kasvissyöjä.", "Puolisoni aloitti taas kalan syömisen."),  # lang: fi
    ("Користувач приймає метформін 500 мг.", "Лікар додав вітамін D до метформіну."),  # lang: uk
    ("Mtumiaji anaendesha Toyota Vitz.", "Mke wangu anaendesha Mazda Demio."),  # lang: sw
    ("பயனர் ஹூண்டாய் i20 ஓட்டுகிறார்.", "i20 சர்வீஸுக்கு போயிருக்கிறது, இந்த வாரம் அப்பாவின் கார்."),  # lang: ta
    ("صارف کا مینیجر عمران ہے۔", "عمران چھٹی پر ہیں، اس ہفتے عائشہ ان کی جگہ ہیں۔"),  # lang: ur
]
