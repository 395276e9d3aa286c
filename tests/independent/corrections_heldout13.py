"""Thirteenth held-out corpus for the corrects-or-compatible decision (independent author, corrcorp13).

What it is: three lists of (OLD, NEW) pairs of statements by or about one user, stored one after
the other as memories. OLD is already stored; NEW arrives later (often weeks or months later).

- CORRECTIONS: NEW replaces OLD; OLD is no longer true, or never was.
- UPDATES: OLD was true when it was said; NEW gives a later state of the same counted, measured
  or staged thing (students at a dance studio, Instagram followers, weeks of pregnancy, kilos
  lost, longest run, books read towards a challenge, a language level, a novel's word count,
  savings towards a deposit, a toddler's age and speech, a rehab stage, a job application's
  stages, a house sale under offer -> exchanged -> completed, a kitchen extension's build stages,
  a puppy's weight, parkruns, debt, subscribers, nursing placements, a driving-lesson count, a
  PhD submitted -> viva passed, a school year, a migration's percentage, beta users, open bugs,
  Node and Django versions, a PR draft -> approved -> merged, an incident investigating ->
  monitoring -> resolved, ARR, sprint burndown, coverage, GitHub stars, a CRM deal stage, an app
  version, team size, a cloud bill, a mortgage and a citizenship application, a parcel). OLD
  should be superseded or flagged; NEW must be stored.
- COMPATIBLE: both stay true. Most are hard near-misses written against the corrections, often
  about the same person and slot: a second item of a multi-valued thing (another hobby, pet,
  language, instrument, e-mail, bank pot, membership, subscription, dish one likes); the same
  value in other words or units (1.80 m / about five foot eleven, 70 kg / about 11 stone,
  55 m2 / roughly 590 sq ft, 12 miles / about 19 km, 1,300 a month / about 300 a week, 6:30 /
  half six, 17:45 / quarter to six, eu-west-1 / Ireland, 1,85 m / en meter og åttifem, 178 cm /
  meter sedemdesiatosem, 165 cm in Thai words); a plan, move, quote, trial or proposal that fell
  through; another person's change (a sister, brother, ex, parents, a wife, a friend, a manager's
  manager); a temporary change (a locum, a courtesy car, a borrowed van, a covering colleague,
  one week's meeting moved, a night shift as a favour); history stated as history; more detail;
  one-off events (one cigarette at a stag do, a decaf, a one-off Arsenal match); an updated
  invite that only adds an agenda; correction idioms and negations ("typo", "my bad", "oops",
  "not X, it's Y", "no longer", "doesn't ... any more") aimed at something OLD does not state.

Labelling rules applied (as stated in the twelfth corpus's docstring, the only rules text read;
where the brief or that docstring left a question open, the decision taken is given here):
- Tense matters. History stated as history is COMPATIBLE. When OLD states the present and NEW
  says it has ended (left the band, gave up five-a-side, the dog died, let the membership lapse,
  no cleaner any more), it is a CORRECTION, whether or not NEW names a replacement.
- A temporary situation leaves the standing fact true: COMPATIBLE. A plan or proposal that was
  dropped changes nothing: COMPATIBLE. When OLD is itself a plan or goal and NEW reverses it
  (a daughter who wanted medicine now applies for design; "we build our own video player" ->
  "we license one"), the goal is replaced: CORRECTION. A booking or invite moved to another
  slot is a CORRECTION; one whose description alone changed is COMPATIBLE.
- Preferences and tastes are single-valued in their polarity: "can't stand olives" -> "olives
  grew on me", "hates running" -> "running convert", light mode -> dark mode, "wants bullet
  points" -> "stop using bullet points" are CORRECTIONS. A preference about another item
  (capers, lamb, another cuisine one also likes) or a one-off exception to it (a window seat
  because the aisle was full, one long answer) is COMPATIBLE.
- Implicit corrections count: NEW that only makes sense if OLD stopped being true ("the new
  place has a proper garden" after a downtown flat, "my flatmate" after living with parents,
  "the induction hob is easier to clean than the gas one was", "my probation at Octopus" after
  being between jobs, "the mortgage is higher than the rent was", a self-employed person's
  "manager at Canva", "the first night in the farmhouse" after a flat in Croydon, a session
  summary whose kids "settled into their new school in Flagstaff" after Phoenix) is a
  CORRECTION. Narrated changes ("after the divorce I kept the house", "after Paul died I sold
  the Bath house", "when the distillery was sold I took the redundancy and moved back") are
  CORRECTIONS of the stated marital status, home or job.
- A life stage moved by an event that ends the old state (single -> married or engaged, no
  children -> a daughter born, doesn't drive -> passed the test, can't swim -> swam 25 m, can't
  ride a bike -> cycled to work, no tattoos -> first tattoo) is a CORRECTION. A count that just
  grows (students, followers, weeks pregnant, a child's age or school year, a studio's turnover)
  is an UPDATE; a search that ends in its normal result (looking for a studio space -> signed
  the lease; a job application screened -> interviewed -> offered) is an UPDATE.
- A configured value or policy changed by a decision (a rate limit cut from 60 to 30, review
  rule one -> two approvals, release cadence, a deadline slipped, an owner, tool, API style or
  licence replaced, an ADR superseded, a meeting-notes decision reversed) is a CORRECTION, not
  an UPDATE: nothing counts up on its own there.
- A correction that retracts OLD (typo, misheard, "I mixed it up", "correction", "not a 9. 10.")
  is a CORRECTION. A bare negation of OLD ("Raj doesn't work at Deloitte.", "No more Slimming
  World.") is a CORRECTION; a negation of a narrower or other attribute ("doesn't work weekends
  any more", "no longer lives near the station, still in Leeds", "the swimming teacher is not
  Jade any more") is COMPATIBLE.
- A change that belongs to another person, or to an attribute OLD does not state, is COMPATIBLE.
  A single-valued fact about another person that is itself the stored memory (Mum's GP, a
  client's contact, who waters the plants, a sister's city, Nina's husband's job) is CORRECTED
  when NEW replaces it.

Styles this corpus emphasises (chosen to differ from the earlier corpora, which by the twelfth
docstring had stressed transcripts, SMS, support logs, forms, YAML, commits, minutes, journals,
letters, HR, property, academia, runbooks, spreadsheets, extractor triples and JSON, e-mail and
calendar, CRM notes, school admin, engineering conventions, home/car/pets and legal/civic):
(1) memories as an agent extracts them from long, casual conversations held over months, in the
register of LoCoMo chit-chat (jobs lost and found, a dance studio and a clothing store, moving
house, break-ups, engagements, divorces and bereavements, babies, pets, hobbies taken up and
dropped, health, diet, sport, faith), as third-person notes, dated one-liners ("[2023-03-04]
..."), "Session summary (date): ..." paragraphs, "Notes from our chat in May: ..." and bullet
profile notes whose lines break (a few pairs hold line breaks);
(2) preferences and tastes that flip, and near-misses that keep them;
(3) implicit corrections that need OLD's context to be seen, and narrated changes;
(4) corrections by bare negation or by a new value only ("Not a 9. 10.", "Favourite pizza
topping: mushroom.", "meeting room -> Kilimanjaro", "car=blue Skoda Fabia");
(5) project decisions reversed: ADRs superseded, tools replaced (CI, state management, database,
auth, error tracking, flags, IaC, mono-repo tool, search, hosting, payments, messaging), owners,
tech leads and POs, deadlines and code freezes, API styles (REST/GraphQL, versioning, date
formats), licences, review rules, rituals (stand-up, retro format, release cadence);
(6) short and long (multi-sentence) memories side by side.
About a quarter of the pairs are not in English, all in languages the twelfth docstring did not
list: Greek (el), Hungarian (hu), Romanian (ro), Danish (da), Norwegian Bokmål (nb), Hebrew (he),
Thai (th), Bengali (bn), Malay (ms), Tagalog (tl), Catalan (ca), Croatian (hr), Persian (fa),
Slovak (sk), Lithuanian (lt) and Afrikaans (af). Whether the eleventh or earlier corpora used
them is not known to this author (their docstrings were not read). Within a pair both statements
share a language; technical and brand names stay as they are. Every non-English pair carries a
``# lang: xx`` comment (ISO 639-1) on its line; untagged pairs are English.

How it was written: by hand, in one sitting on 2026-12-06, by a thirteenth independent author (a
helper session, corrcorp13) who read only the task brief, the module docstring of the twelfth
corpus (tests/independent/corrections_heldout12.py, the text between its first triple quotes
only, plus a grep for its three list names; none of its pairs), the [tool.ruff] settings in
pyproject.toml, and the first ten turns of the first three sessions of one LoCoMo development
conversation (../shared/locomo-dev/30.json) for register. The author did not read the system's
rules (zeusmem/), any other file under tests/ (no other corpus, no tests/pair_eval.py, no
correction, conflict or retraction test), did not grep the repository, did not import zeusmem
and did not run the system on this corpus; nothing here was fitted to the rules. No LoCoMo text
is copied: a few pairs borrow that conversation's situation (a banker who lost his job opening
a dance studio, a DoorDash worker starting a clothing store) in fresh wording. People,
customers, e-mail addresses (.test domains), phone numbers (UK 07700 900xxx), hosts, tickets, incidents and PR numbers are
invented; well-known companies, tools, schools' kinds, places and services appear by their usual
names as everyday context. Some pairs are chained (one pair's NEW is the next pair's OLD) to
follow a staged thing. The pairs were kept in plain text in /tmp and turned into this module by
a throw-away script (not committed), which also checked that no pair repeats, none sits in two
lists and none has OLD equal to NEW, and computed the counts below from the language tags.

Counts (688 pairs, 178 not in English, 16 languages besides English):
- CORRECTIONS: 240 pairs, 178 English, 62 other: 5 each of el, he, hu, ro; 4 each of af, ca, da, hr, ms, sk; 3 each of bn, fa, lt, nb, th, tl.
- UPDATES: 81 pairs, 61 English, 20 other: 2 each of af, el, hu, ro; 1 each of bn, ca, da, fa, he, hr, lt, ms, nb, sk, th, tl.
- COMPATIBLE: 367 pairs, 271 English, 96 other: 6 each of af, bn, ca, da, el, fa, he, hr, hu, lt, ms, nb, ro, sk, th, tl.
"""

from typing import List, Tuple

CORRECTIONS: List[Tuple[str, str]] = [
    ("Jon works as a banker at a regional bank.", "Jon lost his banking job in January and is putting everything into opening a dance studio."),
    ("Gina works for DoorDash as a delivery coordinator.", "Gina got laid off from DoorDash this month; she's running her online clothing store full-time now."),
    ("[2023-03-04] Priya lives in a one-bed flat in downtown Leeds.", "[2023-06-19] Priya says the new place has a proper garden and the kids can finally play outside. She's still getting used to the quiet of Horsforth."),
    ("User lives with his girlfriend, Hannah.", "User mentioned that he and Hannah split up in the spring and he's been living on his own since."),
    ("Mateo is single and not really looking.", "Mateo has been seeing someone called Ines since the summer; they met at the climbing wall."),
    ("Bronwen's dog is a beagle called Oscar.", "Bronwen's beagle Oscar died last week; she says the house feels empty without him."),
    ("User is vegetarian.", "User said she started eating fish again after her iron levels dropped, so she's pescatarian now."),
    ("Dev drives a 2012 Ford Focus.", "Dev sold the Focus and bought a used Kia Niro EV in March."),
    ("Amira teaches Year 4 at St Anne's Primary.", "Amira moved to a Year 6 class at Whitcliffe Primary in September after St Anne's restructured."),
    ("Leon is training for the Berlin marathon.", "Leon tore his calf in May and pulled out of Berlin; he's only swimming for now."),
    ("Sam plays five-a-side football every Thursday.", "Sam gave up Thursday five-a-side after his knee operation and does Pilates on Thursdays instead."),
    ("User's mother lives in Porto.", "User's mum has moved in with them in Bristol since her fall in February."),
    ("Nadia commutes to work by train.", "Nadia's company went fully remote, so she no longer commutes at all."),
    ("Tom has never been to the US.", "Tom spent two weeks in Chicago for a conference last autumn and loved it."),
    ("Joanna works night shifts at the hospital.", "Joanna switched to days on the maternity ward, so no more nights."),
    ("User's partner is called Chris.", "User and Chris separated; her new partner is Ola."),
    ("Rafael rents a room in a shared house in Hackney.", "Rafael and his brother bought a two-bed in Walthamstow; they got the keys on Friday."),
    ("Evan is allergic to cats and doesn't have pets.", "Evan adopted a Siberian cat named Pickle; he says the breed doesn't set off his allergy."),
    ("Lily is in her final year of a nursing degree.", "Lily graduated in July and is now a staff nurse on a cardiac ward."),
    ("Maria is looking for work after the café closed.", "Maria started as a barista at Ground Control on Monday."),
    ("Ben's hobby is landscape photography with a Nikon D750.", "Ben sold all his camera gear; he says he hasn't touched photography in a year and spends weekends woodworking."),
    ("Kenji coaches his son's under-9s team.", "Kenji handed the under-9s over to another dad; he just watches from the sidelines now."),
    ("User doesn't drink coffee.", "User admitted he's on three flat whites a day since starting the new job."),
    ("Olga is learning Spanish on Duolingo.", "Olga dropped Spanish and is doing Italian now, with a tutor on Tuesday evenings."),
    ("Greg is a smoker, about ten a day.", "Greg quit smoking in January and has been off them for eight months."),
    ("Aisha wears glasses for driving.", "Aisha had laser eye surgery in April and doesn't need glasses any more."),
    ("Jamie is a stay-at-home dad.", "Jamie went back to work as a sparky now the twins are at nursery."),
    ("Hugo lives in Lyon with his parents.", "Hugo found a studio of his own near the Croix-Rousse and moved out last month."),
    ("User's gym is PureGym on Kingsland Road.", "User cancelled PureGym and joined the bouldering place by the canal instead."),
    ("Femi's band plays covers at weddings; he's the drummer.", "Femi left the wedding band in June; too many weekends away from the kids."),
    ("Clara is pregnant with her first baby, due in March.", "Clara's son Theo was born on 2 March; she's on maternity leave."),
    ("Ivan works from the office every day.", "Ivan is on a hybrid contract now: Mondays and Fridays at home."),
    ("Lucy's daughter goes to Little Acorns nursery.", "Lucy's daughter started at Brookside Primary reception class this week."),
    ("User is married to Daniel.", "After the divorce went through in November I kept the house and Daniel moved to Manchester."),
    ("Hassan supports Arsenal.", "Hassan says he's given up on Arsenal and follows his local non-league side, Dulwich Hamlet, now."),
    ("Zoe has a rescue greyhound, Dot.", "Zoe rehomed Dot with her aunt when she moved into a flat with no garden."),
    ("Paul is a secondary-school maths teacher.", "Paul left teaching at Easter and now writes exam papers for an exam board."),
    ("Rosa's favourite author is Sally Rooney.", "Rosa says she went off Sally Rooney after the last book; her favourite now is Ocean Vuong."),
    ("User goes climbing at the Castle on Sundays.", "User said climbing is off the table since the shoulder injury; Sundays are for long walks with the dog."),
    ("Nina's husband works on oil rigs and is away for two weeks at a time.", "Nina's husband took an onshore job in Aberdeen, so he's home every night now."),
    ("Andrew lives alone.", "Andrew's girlfriend Keira moved in with him in August."),
    ("Carlos has two kids, both at primary school.", "Correction to what I told you: Carlos has three kids. The eldest, Marta, is already at secondary."),
    ("Yuki is from Osaka.", "Sorry, I mixed it up earlier: Yuki is from Sapporo, it's her husband who is from Osaka."),
    ("Deb's birthday is 14 May.", "Deb's birthday is actually 4 May; I typed an extra 1."),
    ("Tariq's son is called Idris.", "Tariq's son is Iyad, not Idris; I misheard on the call."),
    ("User's neighbour Margaret waters the plants when they are away.", "Margaret moved to a care home; the Okafors next door water the plants now."),
    ("Megan does the school run on Mondays and Wednesdays.", "Megan's partner does all the school runs now that she starts at 7."),
    ("Jack's sister lives in Sydney.", "Jack's sister moved back from Sydney to Dublin in the spring."),
    ("User takes sertraline 50 mg every morning.", "User came off sertraline with her GP's help over the winter and isn't on any medication now."),
    ("Ellie is a season-ticket holder at the Globe.", "Ellie let her Globe membership lapse this year; she goes to the Old Vic instead."),
    ("User can't stand olives.", "Olives grew on me in Greece this summer; I order the olive plate everywhere now."),
    ("Priya hates running.", "Priya has become a running convert: parkrun every Saturday and she's loving it."),
    ("User prefers tea to coffee.", "I've flipped: coffee in the morning, and I barely drink tea any more."),
    ("Marcus loves horror films.", "Marcus says he can't watch horror since the baby came; he only watches comedies now."),
    ("User likes dark mode in every app.", "User switched everything to light mode; she says dark mode gives her eye strain now."),
    ("Tasha's favourite season is summer.", "Tasha said autumn is her favourite now; the summers have got too hot for her."),
    ("Will doesn't like cooking.", "Will has got really into cooking; he does a Sunday roast every week and bakes bread."),
    ("User prefers window seats on flights.", "User prefers the aisle now: long legs and too many trips to the loo."),
    ("Hana is a morning person, up at 5:30.", "Hana says she's become a night owl since starting the evening shift; she rarely gets up before ten."),
    ("User finds podcasts boring.", "User has become a podcast addict; listens to three a day on the commute."),
    ("Owen's favourite band is Arctic Monkeys.", "Owen's favourite band these days is Fontaines D.C.; he says he's outgrown the Monkeys."),
    ("User likes her steak well done.", "User has her steak medium-rare now; her husband converted her."),
    ("Aaron prefers Android phones.", "Aaron caved and bought an iPhone 15; he says he won't go back to Android."),
    ("Kim dislikes cats.", "Kim has completely changed her mind on cats since fostering one; she's planning to adopt."),
    ("User doesn't like spicy food.", "User can handle spicy food now and even orders the vindaloo."),
    ("Bea prefers e-books on her Kindle.", "Bea has gone back to paper books only; the Kindle is in a drawer."),
    ("User wants replies in bullet points.", "Please stop using bullet points, just give me short paragraphs."),
    ("User prefers to be called Elizabeth.", "Call me Liz, please; nobody calls me Elizabeth except my mother."),
    ("User likes detailed, long explanations.", "User now wants short answers, two or three sentences at most."),
    ("Noor is not a fan of board games.", "Noor has caught the board-game bug; she hosts a games night every Friday."),
    ("Sid prefers cycling to work.", "Sid takes the bus now; he gave up cycling after the crash."),
    ("User's favourite cuisine is Italian.", "User's favourite cuisine these days is Korean, by a mile."),
    ("Ruth hates gardening.", "Ruth has fallen in love with gardening since the allotment; she grows all her own veg."),
    ("User prefers metric units in answers.", "Give me imperial units from now on; my new team is in the US."),
    ("Danny is a loyal Xbox player.", "Danny sold the Xbox and plays on PC only now."),
    ("User lives in a flat on the fourth floor with no lift.", "The new house is a bungalow, so no more stairs for Dad when he visits."),
    ("Jess works at Tesco on the tills.", "Jess said her first week at the library was lovely, and she doesn't miss the tills one bit."),
    ("User is single.", "My wife Lena and I are going to Crete for our first anniversary."),
    ("Omar rents his flat from a private landlord.", "Omar says the mortgage payments are higher than the rent was, but at least the place is his."),
    ("User doesn't have a car.", "Had to pay £80 to fill my tank today, petrol prices are insane."),
    ("Leah is still at university in Glasgow.", "Leah's first payslip from the council came through; she says graduate life is strange."),
    ("User's dog is a young border collie called Fly.", "Fly's gone to a farm in Devon; we couldn't give her enough exercise in the city. No dogs now."),
    ("Zainab works as an accountant at a Big Four firm.", "Zainab finished her PGCE and is teaching maths at a sixth-form college."),
    ("Kevin lives in Cardiff.", "Kevin loves his new commute along the Thames path to his office in Putney."),
    ("Sophie doesn't speak any Welsh.", "Sophie passed her Welsh Mynediad exam and now chats to the neighbours in Welsh."),
    ("User has never learned to swim.", "Swam my first 25 metres unaided at the leisure centre today!"),
    ("Finn lives with his parents.", "Finn's flatmate keeps leaving dishes in the sink and it's driving him mad."),
    ("Rhea is self-employed, a freelance graphic designer with no boss.", "Rhea said her manager at Canva approved her holiday for August."),
    ("The Patels' son is an only child.", "The Patels brought their newborn daughter home; their son is thrilled to be a big brother."),
    ("User is between jobs.", "My probation at Octopus ends next week and my manager is happy."),
    ("Abby has long hair down to her waist.", "Abby donated her hair to the Little Princess Trust and has a pixie cut now."),
    ("User has no tattoos.", "Got my first tattoo on Saturday, a small swallow on my wrist."),
    ("Luis works remotely from Lisbon for a Berlin start-up.", "The start-up folded; Luis is at a Lisbon bank now, in the office four days a week."),
    ("Martha uses a wheelchair after her stroke.", "Martha is walking with a stick now and has given the wheelchair back to the hospital."),
    ("User's kitchen has an old gas hob.", "The induction hob is so much easier to clean than the gas one was."),
    ("Noah lives in a houseboat on the Regent's Canal.", "Noah sold the boat; damp got to him. He rents a terrace in Leyton now."),
    ("Gabi is engaged to Tom.", "Gabi called off the engagement with Tom in January."),
    ("User has a landline at home.", "We got rid of the landline; just mobiles now."),
    ("Asha works part-time, three days a week.", "Asha went back to full-time hours in September."),
    ("I am married to Paul and we live in Bath.", "After Paul died, I sold the Bath house and moved near my daughter in Leicester."),
    ("Keith owns a small bakery in Frome.", "Keith told me the bakery went under during the energy crisis; he's driving for Ocado now."),
    ("Tanya lives in Manchester with her partner.", "Tanya said that when the relationship ended she packed up, went home to Belfast and started over."),
    ("User is a nurse at the Royal Free.", "Last spring I finally did it: handed in my notice at the Royal Free, retrained as a midwife, and I've been at the Whittington since January."),
    ("Mike has a labrador called Bruno.", "We lost Bruno to cancer in May. In October we took on a rescue lurcher, Pip, and she's the only dog in the house now."),
    ("User lives in Edinburgh and works at a whisky distillery.", "When the distillery was sold I took the redundancy, moved back to Inverness and started at the harbour office."),
    ("Chloe and Sam have been together for six years.", "Chloe mentioned that she and Sam went their separate ways over Christmas; it was mutual."),
    ("User is a Catholic and goes to Mass weekly.", "User said he stopped going to Mass years ago and doesn't consider himself religious any more."),
    ("Hamza lives with his wife in Luton.", "After the separation Hamza moved to his brother's in Slough; his wife stayed in Luton with the kids."),
    ("User shares a car with her husband.", "User bought her own car after the promotion, so they each have one."),
    ("Decision (ADR-014): the mobile app talks to the backend via GraphQL.", "ADR-014 superseded by ADR-021: we are going back to REST for the mobile app; GraphQL caching was too painful."),
    ("Launch deadline for the partner portal is 30 June.", "Partner portal launch slipped to 15 September; legal sign-off is the blocker."),
    ("Owner of the billing service: Priyanka.", "Billing service ownership moved to the payments team, Marco is the point person."),
    ("We use Jenkins for CI.", "Jenkins is decommissioned; all pipelines run on GitHub Actions as of last sprint."),
    ("The team agreed to write the new ingestion service in Go.", "We scrapped the Go plan for ingestion; it's being written in Rust after the spike results."),
    ("Frontend state management: Redux Toolkit.", "We ripped Redux out; state is handled with Zustand across the frontend now."),
    ("Primary database for the analytics product is MongoDB.", "Analytics moved off MongoDB onto Postgres with Timescale; the Mongo cluster is switched off."),
    ("Design reviews happen on Tuesdays at 14:00.", "Design reviews moved to Thursdays at 10:00 from next week."),
    ("Release cadence: every two weeks.", "We're shipping continuously now; the fortnightly release train is gone."),
    ("The public API is versioned in the URL (/v1/...).", "API versioning switched to a date-based header (Api-Version: 2024-05-01); URL versions are dropped for new endpoints and /v1 is deprecated."),
    ("Auth provider: Auth0.", "We migrated auth from Auth0 to Keycloak, self-hosted; Auth0 contract ended in March."),
    ("Staging environment lives at staging.acme.test.", "Staging moved to stg.internal.acme.test; the old host has been retired."),
    ("Sprint planning is run by Ruth.", "Ruth went on parental leave for a year and Baptiste has taken over sprint planning permanently."),
    ("Error tracking is done with Sentry.", "We dropped Sentry; errors go to Honeycomb along with traces now."),
    ("Mobile app framework: React Native.", "The mobile rewrite is in Flutter; the React Native app is frozen and will be removed."),
    ("The project's licence is MIT.", "We relicensed the project under Apache-2.0 in release 3.0."),
    ("The data team's warehouse is Redshift.", "Warehouse migration done: Snowflake is the warehouse; Redshift is read-only until it's deleted next month."),
    ("Code freeze for the Q3 release starts 1 August.", "Code freeze for Q3 was pushed back to 12 August."),
    ("Infra is managed with Terraform.", "We moved infra to Pulumi (TypeScript); Terraform files were deleted from the repo."),
    ("Tech lead of the search squad: Olu.", "Olu moved to the platform team; Hiro is tech lead of search now."),
    ("Feature flags are managed in LaunchDarkly.", "We replaced LaunchDarkly with our own flag service backed by Unleash."),
    ("The team's Slack channel for incidents is #ops-alerts.", "Incidents go to #inc-live now; #ops-alerts is archived."),
    ("We decided to support Python 3.8 for the SDK.", "SDK dropped 3.8; minimum supported is 3.10 after the vote."),
    ("Daily stand-up is at 9:30 on Zoom.", "Stand-up is async in Geekbot now; no more 9:30 call."),
    ("Product owner for onboarding: Fatima.", "Onboarding PO is Jens from this quarter; Fatima owns pricing."),
    ("The mono-repo uses Lerna.", "Lerna is out; the mono-repo is on Nx."),
    ("API rate limit for free-tier keys: 60 requests per minute.", "Free-tier rate limit was reduced to 30 requests per minute in the pricing update."),
    ("The project docs are in Confluence.", "Docs moved out of Confluence into the repo under docs/, built with MkDocs; Confluence space is archived."),
    ("Retro format: Start/Stop/Continue.", "We stopped doing Start/Stop/Continue; retros use the sailboat format now."),
    ("The payment provider is Stripe.", "Payments went to Adyen for all EU customers and Stripe was turned off entirely in June."),
    ("Kickoff with the client is on 9 October in Room 4.12.", "Updated invitation: Client kickoff. This event has been changed. When: Mon 14 Oct, 11:00-12:00. Where: Room 2.03."),
    ("The team will use Kafka for event streaming.", "We reversed the Kafka decision: events go through Google Pub/Sub; nobody wanted to run Kafka."),
    ("Message queue consumers are written in Node.js.", "We rewrote all queue consumers in Kotlin; the Node consumers were shut down."),
    ("Target date for the GDPR data-retention job: end of Q1.", "The data-retention job has a new target: end of Q2, agreed with the DPO."),
    ("Code review rule: one approval required.", "Branch protection now requires two approvals on main."),
    ("The design system is built in Storybook 6 and lives in the ui-kit repo.", "We folded ui-kit into the app repo. The design system lives under packages/ds now, and Storybook is at 8."),
    ("Hosting: the marketing site runs on Netlify.", "The marketing site is on Cloudflare Pages; the Netlify account is closed."),
    ("Search uses Elasticsearch 7.", "Search is on OpenSearch now; Elasticsearch was removed after the licence change."),
    ("Client contact for Brightwell Ltd is Ahmed Khan (ahmed.khan@brightwell.test).", "Ahmed left Brightwell. New contact: Sarah Pryce, sarah.pryce@brightwell.test."),
    ("On-call rota: Dana covers weeks 1 and 3.", "Dana moved to weeks 2 and 4 of the on-call rota for good."),
    ("User's shoe size is 9.", "Not a 9. 10."),
    ("Raj works at Deloitte.", "Raj doesn't work at Deloitte."),
    ("User is allergic to penicillin.", "Turns out I'm not allergic to penicillin; the hospital de-labelled me after a test dose."),
    ("Favourite pizza topping: pepperoni.", "Favourite pizza topping: mushroom."),
    ("User's daughter is 7 and in Year 2.", "She's in Year 3, not Year 2; she's 7 but an autumn birthday."),
    ("Eric lives in Oxford.", "Cambridge, not Oxford. Always mix those two up."),
    ("Mum's GP surgery is Parkside Medical Centre.", "Mum's GP: Elmwood Health Centre."),
    ("User plays the violin in an amateur orchestra.", "I don't play in the orchestra any more."),
    ("The cat is called Mochi.", "Cat's name is Miso. Mochi is my sister's cat."),
    ("Team meeting room: Everest.", "meeting room -> Kilimanjaro"),
    ("Gemma's partner is Rob.", "Gemma isn't with Rob; that ended ages ago."),
    ("User's car: silver Toyota Yaris.", "car=blue Skoda Fabia (the Yaris was written off)"),
    ("User goes to Slimming World on Tuesdays.", "No more Slimming World."),
    ("The kids' swimming lessons are on Saturday mornings at Pells Pool.", "Swimming lessons: Sunday afternoons, Kings Leisure Centre."),
    ("User's preferred pronouns are she/her.", "User's pronouns are they/them."),
    ("Ο Νίκος δουλεύει σε τράπεζα στη Θεσσαλονίκη.", "Ο Νίκος παραιτήθηκε από την τράπεζα και άνοιξε δικό του καφέ στη Χαλκιδική."),  # lang: el
    ("Η Ελένη δεν τρώει κρέας.", "Η Ελένη ξανάρχισε να τρώει κρέας μετά την εγκυμοσύνη."),  # lang: el
    ("Η προθεσμία για το release είναι 15 Μαρτίου.", "Το release μετατέθηκε για τις 5 Απριλίου."),  # lang: el
    ("Η Κατερίνα και ο Γιώργος μένουν μαζί σε ένα διαμέρισμα στην Κυψέλη.", "Μετά το διαζύγιο η Κατερίνα κράτησε το διαμέρισμα. Ο Γιώργος γύρισε στην Κρήτη και μένει με τους γονείς του."),  # lang: el
    ("Anna Budapesten lakik egy panellakásban.", "Anna tavaly elköltözött Debrecenbe, a szüleihez közel vettek egy kertes házat."),  # lang: hu
    ("Péter utálja a halat.", "Péter megszerette a halat, most már hetente eszik lazacot."),  # lang: hu
    ("A projekt CI-ja GitLab CI.", "Átálltunk GitHub Actionsre, a GitLab CI-t lekapcsoltuk."),  # lang: hu
    ("A szakdolgozat beadási határideje május 31.", "A szakdolgozat határidejét június 20-ra tolták ki."),  # lang: hu
    ("Andrei lucrează ca programator la o firmă din Cluj.", "Andrei s-a mutat la București și lucrează acum la o bancă, ca analist."),  # lang: ro
    ("Maria are o pisică pe nume Tigrișor.", "Tigrișor a murit luna trecută; Maria nu mai are animale."),  # lang: ro
    ("Utilizatorul nu bea deloc alcool.", "Utilizatorul bea acum câte un pahar de vin la cină, din când în când."),  # lang: ro
    ("Întâlnirea cu clientul este joi la ora 15:00, în sala Dunărea.", "Invitație actualizată: întâlnirea cu clientul s-a mutat vineri la ora 11:00, în sala Carpați."),  # lang: ro
    ("Mette bor i København med sin kæreste.", "Mette og kæresten er gået fra hinanden; hun bor alene i Aarhus nu."),  # lang: da
    ("Brugeren kan ikke fordrage lakrids.", "Brugeren er blevet vild med lakrids efter turen til Bornholm."),  # lang: da
    ("Mødet med revisoren er den 3. maj kl. 10.", "Opdateret invitation: Møde med revisor. Begivenheden er ændret: tirsdag den 7. maj kl. 13."),  # lang: da
    ("Lars jobber som lærer i Bergen.", "Lars har sluttet som lærer og er nå fisker på familiens båt i Lofoten."),  # lang: nb
    ("Brukeren har ikke førerkort.", "Brukeren besto oppkjøringen i går og har endelig lappen!"),  # lang: nb
    ("Vi bruker Jira til oppgaver.", "Jira er faset ut; alle oppgaver ligger i Linear nå."),  # lang: nb
    ("נועה גרה בתל אביב.", "נועה עברה לחיפה בקיץ, קרוב לעבודה החדשה."),  # lang: he
    ("המשתמש לא אוהב חתולים.", "המשתמש אימץ חתולה והוא מאוהב בה לגמרי."),  # lang: he
    ("יוסי עובד באינטל.", "יוסי עזב את אינטל ועובד עכשיו בסטארט-אפ של סייבר."),  # lang: he
    ("הדדליין של הפרויקט הוא סוף מרץ.", "הדדליין של הפרויקט נדחה לאמצע מאי."),  # lang: he
    ("สมชายทำงานที่ธนาคารในกรุงเทพฯ", "สมชายลาออกจากธนาคารแล้ว ตอนนี้กลับไปทำสวนทุเรียนที่จันทบุรี"),  # lang: th
    ("ผู้ใช้ไม่ชอบกินผักชี", "ตอนนี้ผู้ใช้ชอบผักชีแล้ว ใส่ทุกจานเลย"),  # lang: th
    ("น้องหมาของแนนชื่อโบโบ้", "ขอแก้ค่ะ น้องหมาของแนนชื่อโบว์ ไม่ใช่โบโบ้ พิมพ์ผิด"),  # lang: th
    ("রাহুল ঢাকায় থাকে।", "রাহুল এখন চট্টগ্রামে থাকে, নতুন চাকরির জন্য গত মাসে চলে গেছে।"),  # lang: bn
    ("ব্যবহারকারী চা খান না।", "ব্যবহারকারী এখন রোজ সকালে দুই কাপ চা খান।"),  # lang: bn
    ("প্রজেক্টের ডেডলাইন ৩০ জুন।", "প্রজেক্টের ডেডলাইন পিছিয়ে ১৫ আগস্ট করা হয়েছে।"),  # lang: bn
    ("Aminah bekerja sebagai jururawat di Hospital Kuala Lumpur.", "Aminah sudah berhenti kerja di hospital dan kini mengajar di kolej kejururawatan."),  # lang: ms
    ("Pengguna tidak suka durian.", "Pengguna kata dia dah mula suka durian, terutamanya Musang King."),  # lang: ms
    ("Farid masih bujang.", "Farid berkahwin dengan Siti pada bulan Disember lalu."),  # lang: ms
    ("Si Mark ay nagtatrabaho sa isang call center sa Makati.", "Umalis na si Mark sa call center; nurse na siya ngayon sa Dubai."),  # lang: tl
    ("Ayaw ni Jessa ng ampalaya.", "Gusto na ni Jessa ang ampalaya ngayon, basta luto ng lola niya."),  # lang: tl
    ("Nakatira ang user sa Quezon City.", "Lumipat na kami sa Cebu noong Hunyo, doon na kami nakatira."),  # lang: tl
    ("La Júlia viu a Girona.", "La Júlia ja no viu a Girona; s'ha instal·lat a Barcelona per la feina nova."),  # lang: ca
    ("L'usuari no suporta el formatge blau.", "Ara m'encanta el formatge blau, qui m'ho havia de dir."),  # lang: ca
    ("La reunió d'equip és els dilluns a les 9.", "La reunió d'equip passa als dimecres a les 10 a partir d'ara."),  # lang: ca
    ("Ivana radi u turističkoj agenciji u Splitu.", "Ivana je dala otkaz u agenciji i sada radi kao vodič na Hvaru."),  # lang: hr
    ("Korisnik ne pije kavu.", "Korisnik sada pije kavu svako jutro."),  # lang: hr
    ("Marko ima psa, labradora Rexa.", "Rex je uginuo prošle zime; Marko više nema psa."),  # lang: hr
    ("سارا در تهران زندگی می‌کند.", "سارا پارسال به شیراز نقل مکان کرد و حالا آنجا زندگی می‌کند."),  # lang: fa
    ("کاربر از بادمجان متنفر است.", "کاربر حالا عاشق کشک بادمجان شده و هر هفته درست می‌کند."),  # lang: fa
    ("علی در یک شرکت نرم‌افزاری کار می‌کند.", "علی از شرکت نرم‌افزاری استعفا داد و الان معلم ریاضی است."),  # lang: fa
    ("Zuzana býva v Košiciach.", "Zuzana sa presťahovala do Bratislavy, v Košiciach už nebýva."),  # lang: sk
    ("Používateľ neznáša bryndzové halušky.", "Používateľovi bryndzové halušky nakoniec zachutili, dáva si ich každý týždeň."),  # lang: sk
    ("Náš tím používa Slack.", "Slack sme zrušili, komunikujeme už len cez Microsoft Teams."),  # lang: sk
    ("Tomas gyvena Kaune.", "Tomas persikėlė į Vilnių ir dabar gyvena Žvėryne."),  # lang: lt
    ("Vartotojas nemėgsta šaltibarščių.", "Vartotojas dabar labai mėgsta šaltibarščius, vasarą valgo kas savaitę."),  # lang: lt
    ("Rūta dirba mokytoja.", "Rūta nebedirba mokykloje; dabar ji vertėja."),  # lang: lt
    ("Pieter werk by 'n bank in Pretoria.", "Pieter het by die bank bedank en boer nou op sy pa se plaas naby Bethlehem."),  # lang: af
    ("Die gebruiker hou nie van rugby nie.", "Die gebruiker het 'n groot rugby-ondersteuner geword; hy kyk elke Bulle-wedstryd."),  # lang: af
    ("Annelie is getroud met Johan.", "Annelie en Johan is verlede jaar geskei; sy woon nou alleen in Stellenbosch."),  # lang: af
    ("Session summary (2023-03-12): Imogen lives in Phoenix with her husband and their two kids. She works as a dental hygienist and paints on weekends.", "Session summary (2023-09-03): Imogen talked a lot about the move. The kids have settled into their new school in Flagstaff, the snow was a shock, and she is still unpacking the paint boxes."),
    ("Profile notes:\n- job: junior architect at Foster + Partners\n- city: London\n- hobby: life drawing on Wednesdays", "Profile notes:\n- job: project architect at a small practice in Bath\n- city: Bath\n- hobby: life drawing on Wednesdays"),
    ("Bronwen wants to become a counsellor and is researching training courses. She works in retail at the moment and finds it draining.", "Bronwen has finished her counselling diploma. She quit the retail job in March and now counsels teenagers at a community centre three days a week."),
    ("User told me he hates karaoke and would rather stay home than sing in public.", "User says the work karaoke night changed his mind: he's joined a karaoke league with friends and sings every Thursday."),
    ("Gina's store is online only; she sells through Instagram and Etsy. She wants a physical shop one day.", "Gina opened a shop on the high street in June. Online sales continue, but the shop is where most of her sales come from now."),
    ("Jon is single and says he's focusing on the studio for now.", "Jon introduced his fiancée, Tia, at the studio's first showcase; they got engaged in Mexico."),
    ("User's daughter, Evie, is doing A-levels in biology, chemistry and maths and wants to study medicine.", "Evie dropped chemistry in the spring and changed her plans completely: she's applying for graphic design foundation courses instead of medicine."),
    ("Nate and his wife live in a two-bed flat in Croydon with their cat, Smudge.", "Nate wrote that the first night in the farmhouse was freezing, Smudge has already caught a mouse, and the nearest shop is a 20-minute drive."),
    ("Our cleaner, Bogdana, comes every Friday morning and has a key.", "We let Bogdana go and got the key back; we can't afford a cleaner right now."),
    ("User can't ride a bike; never learned as a kid.", "User cycled to work for the first time today after lessons with Bikeability for adults."),
    ("User's husband Neil is an accountant who hates his job.", "Neil finally did it: he qualified as a plumber and works for himself now, no more spreadsheets."),
    ("The product roadmap says we build our own video player for the lessons. Owner: Kasia. Target: Q2.", "Roadmap update: we're not building our own player after all. We're licensing Mux Player; Kasia's team has moved to the quiz engine."),
    ("Meeting notes 03/04: agreed that the public API will return dates as Unix timestamps.", "Meeting notes 17/04: reversed the 03/04 decision. The public API returns ISO 8601 strings; timestamps were confusing customers."),
    ("The grant application is led by Dr Kowalski, due to the funder on 1 March.", "Dr Kowalski has left the university. Dr Baines is the PI on the grant now, and the funder extended the deadline to 30 April."),
    ("Korisnica ne voli mačke.", "Korisnica je prošli mjesec udomila mače s ulice i sada ne može bez njega."),  # lang: hr
    ("Die gebruiker haat hardloop.", "Die gebruiker het aan hardloop verslaaf geraak en draf nou drie keer per week."),  # lang: af
    ("Η Δήμητρα μένει με τους γονείς της στη Λάρισα.", "Η Δήμητρα λέει ότι η συγκάτοικός της στο νέο διαμέρισμα στην Αθήνα είναι πολύ ήσυχη."),  # lang: el
    ("Zoltán nős, két gyereke van.", "Zoltán a válás után a budai lakásban maradt, a gyerekek hétvégente jönnek hozzá."),  # lang: hu
    ("Brugerens søn går i Solsikken børnehave.", "Brugerens søn er startet i 0. klasse på Nørre Skole."),  # lang: da
    ("אורי עובד כמתכנת בבנק.", "אורי סיפר שהתלמידים בכיתה ח׳ שלו סוחטים אותו, אבל הוא לא מתגעגע לבנק בכלל."),  # lang: he
    ("Ioana nu știe să conducă.", "Ioana și-a luat permisul săptămâna trecută și merge singură cu mașina la serviciu."),  # lang: ro
    ("En Pau treballa de cuiner en un restaurant del Born.", "Des que en Pau va deixar la cuina, treballa de professor d'institut i diu que no enyora gens els torns de nit."),  # lang: ca
    ("Pengguna tinggal di sebuah kondominium di Cheras.", "Pengguna kata rumah teres baru mereka di Seremban ada halaman yang besar untuk anak-anak."),  # lang: ms
    ("Používateľ nemá deti.", "Používateľovi sa minulý mesiac narodila dcéra Ema."),  # lang: sk
]

UPDATES: List[Tuple[str, str]] = [
    ("Jon's dance studio has 12 students signed up.", "Jon's studio is up to 40 regular students now, with a waiting list for the Saturday class."),
    ("Gina's clothing store has about 800 Instagram followers.", "Gina's shop Instagram just passed 5,000 followers."),
    ("Priya is 20 weeks pregnant.", "Priya is 34 weeks now and has packed her hospital bag."),
    ("User has lost 4 kg since January.", "User is down 11 kg since January."),
    ("Leon's longest training run so far is 14 km.", "Leon did a 30 km long run on Sunday."),
    ("Rosa has read 12 books towards her 50-book challenge this year.", "Rosa is on 38 of 50 for the reading challenge."),
    ("Olga's Italian is at A2.", "Olga passed her B1 Italian exam."),
    ("Ben's novel draft is at 30,000 words.", "Ben's draft passed 70,000 words; he's on the last act."),
    ("The Hendersons have saved £6,000 towards a house deposit.", "The Hendersons' deposit pot is at £19,500."),
    ("Ava is 18 months old and says a handful of words.", "Ava turned two last week and chats in full sentences."),
    ("User's physio has her on stage 1 of the knee rehab plan.", "User has moved on to stage 3 of knee rehab: light jogging allowed."),
    ("Tom's job application at the BBC is at the CV-screening stage.", "Tom has a second-round interview at the BBC on Thursday."),
    ("Tom has a second-round interview at the BBC on Thursday.", "Tom got a verbal offer from the BBC and is waiting for the written contract."),
    ("Sam's sourdough starter is three days old and barely bubbling.", "Sam's starter is two weeks old and doubling in six hours."),
    ("Marta's allotment gave 2 kg of tomatoes so far this summer.", "Marta's tomato total for the summer is 14 kg."),
    ("The house sale is under offer.", "The house sale exchanged contracts today; completion is on the 28th."),
    ("The house sale exchanged contracts today; completion is on the 28th.", "We completed on the house sale; the money is in the account."),
    ("The puppy, Biscuit, weighs 4 kg at ten weeks.", "Biscuit weighed 9.5 kg at the vet today, at five months."),
    ("Kenji's under-9s have won 3 of 8 games this season.", "Kenji's team is on 9 wins from 15 games."),
    ("Hana has run 5 parkruns.", "Hana got her 25-parkrun milestone T-shirt."),
    ("User's credit-card debt is £4,200.", "User's credit card is down to £1,150 after the bonus."),
    ("Noah's YouTube channel has 300 subscribers.", "Noah's channel crossed 2,000 subscribers this week."),
    ("Lily is on her second placement of four.", "Lily started her final placement, on the cardiac ward."),
    ("User's blood pressure was 150/95 at the last check.", "User's blood pressure was 132/84 at the GP today."),
    ("Zoe has done 10 driving lessons.", "Zoe's on lesson 28 and has her test booked for March."),
    ("The kitchen extension has planning permission.", "The kitchen extension is at first fix: walls up, wiring and plumbing going in."),
    ("The kitchen extension is at first fix: walls up, wiring and plumbing going in.", "The extension is finished apart from the worktops, which come next week."),
    ("Dev's EV has done 12,000 miles.", "Dev's Niro just ticked over 20,000 miles."),
    ("Mira is in the second year of her PhD.", "Mira submitted her PhD thesis; viva is set for June."),
    ("Mira submitted her PhD thesis; viva is set for June.", "Mira passed her viva with minor corrections."),
    ("Grandad is 89.", "Grandad turned 90 on Saturday; we had a party at the golf club."),
    ("The charity bake sale has raised £340 so far.", "The bake sale total came to £1,020."),
    ("Ivan's Duolingo streak is 120 days.", "Ivan's Duolingo streak hit 400 days."),
    ("Ellie's baby is sleeping through until about 3 am.", "Ellie's baby is sleeping 7 till 6 now."),
    ("Femi's son is in Year 5.", "Femi's son has started Year 6 and is doing SATs practice."),
    ("Migration of user accounts to the new auth service: 20% done.", "Auth migration at 85%: only the enterprise SSO tenants left."),
    ("The beta has 150 users.", "The beta is at 1,900 users; we've closed sign-ups."),
    ("Open bugs on the Android app: 64.", "Android open bug count is down to 23."),
    ("Service is on Node 18.", "Service upgraded to Node 22."),
    ("The backend is on Django 4.2.", "Backend is on Django 5.1 now."),
    ("PR #4182 (rate-limit rewrite) is in draft.", "PR #4182 is approved and waiting on the merge queue."),
    ("PR #4182 is approved and waiting on the merge queue.", "PR #4182 merged and deployed to prod."),
    ("Incident INC-331 (checkout latency): investigating.", "INC-331: fix deployed, monitoring."),
    ("Incident INC-331: fix deployed, monitoring.", "INC-331 resolved; postmortem scheduled for Tuesday."),
    ("ARR for the Halden account is £48k.", "Halden renewed and expanded: ARR is £72k."),
    ("Sprint 14 burndown: 21 of 40 points done.", "Sprint 14 closed with 37 of 40 points done."),
    ("Unit-test coverage of the payments module is 58%.", "Payments coverage is at 81% after the test push."),
    ("The repo has 900 GitHub stars.", "The repo passed 3,000 stars after the Hacker News post."),
    ("Deal with Orla Foods: discovery call done.", "Orla Foods deal moved to proposal sent."),
    ("Orla Foods deal moved to proposal sent.", "Orla Foods: contract signed, closed won."),
    ("The mobile app is at version 2.3.1 in the stores.", "App Store and Play Store both show 2.5.0 now."),
    ("The team has 6 engineers.", "The team grew to 9 engineers with the three new hires."),
    ("The AWS bill was $18k last month.", "AWS came in at $14.2k this month after the reserved instances kicked in."),
    ("Rafael's mortgage application: submitted.", "Rafael's mortgage: valuation done, offer issued."),
    ("User's citizenship application: biometrics done.", "User's citizenship was approved; the ceremony is on 12 April."),
    ("Gustavo's eldest is 11 and moving up to secondary next year.", "Gustavo's eldest, Bruna, started secondary this September; she's 12."),
    ("Η Σοφία είναι έγκυος 12 εβδομάδων.", "Η Σοφία είναι πια 30 εβδομάδων έγκυος."),  # lang: el
    ("Το κατάστημα της Δήμητρας έχει 200 πελάτες την εβδομάδα.", "Το κατάστημα της Δήμητρας έφτασε τους 450 πελάτες την εβδομάδα."),  # lang: el
    ("A kislány, Lili, 3 éves.", "Lili betöltötte a negyedik évét, szombaton volt a szülinapja."),  # lang: hu
    ("A lakáshitel-kérelem beadva.", "A lakáshitelt jóváhagyta a bank, jövő héten szerződünk."),  # lang: hu
    ("Am slăbit 3 kilograme de la Anul Nou.", "Am ajuns la minus 9 kilograme de la Anul Nou."),  # lang: ro
    ("Aplicația are 500 de utilizatori activi lunar.", "Aplicația a trecut de 4.000 de utilizatori activi lunar."),  # lang: ro
    ("Hvalpen vejer 5 kg.", "Hvalpen vejede 12 kg hos dyrlægen i dag."),  # lang: da
    ("Lengste skitur i vinter er 15 km.", "Ny lengste tur i vinter: 54 km på Birkebeinerrennet i går."),  # lang: nb
    ("הבן שלנו בכיתה א׳.", "הבן שלנו עלה לכיתה ב׳ השבוע."),  # lang: he
    ("ยอดขายร้านออนไลน์ของแนนเดือนนี้ 20,000 บาท", "ยอดขายร้านออนไลน์ของแนนเดือนนี้ขึ้นไปถึง 55,000 บาทแล้ว"),  # lang: th
    ("বইটির পাণ্ডুলিপি ৪০ শতাংশ লেখা হয়েছে।", "বইটির পাণ্ডুলিপি প্রায় শেষ, ৯০ শতাংশ লেখা হয়ে গেছে।"),  # lang: bn
    ("Simpanan untuk umrah sudah RM3,000.", "Simpanan untuk umrah sudah mencecah RM11,000."),  # lang: ms
    ("Nasa ika-2 taon na si Joy sa kursong nursing.", "Nasa ika-4 at huling taon na si Joy sa nursing."),  # lang: tl
    ("El projecte té 15 contribuïdors a GitHub.", "El projecte ja té 60 contribuïdors a GitHub."),  # lang: ca
    ("Kuća je u fazi grubih radova.", "Kuća je u fazi završnih radova, ugrađuju se pločice."),  # lang: hr
    ("پسرم ۵ سالش است.", "پسرم هفته پیش ۶ ساله شد."),  # lang: fa
    ("Na dovolenku sme nasporili 800 eur.", "Na dovolenku už máme nasporených 2 100 eur."),  # lang: sk
    ("Mano ilgiausias bėgimas – 5 kilometrai.", "Šeštadienį nubėgau pusmaratonį, 21 kilometrą: tai dabar mano ilgiausias bėgimas."),  # lang: lt
    ("Die pakkie is by die depot in Johannesburg.", "Die pakkie is afgelewer en by die voordeur gelos."),  # lang: af
    ("Ons span het 4 ontwikkelaars.", "Ons span het nou 7 ontwikkelaars."),  # lang: af
    ("Session summary (2023-04-02): Bronwen has applied to three counselling courses and is waiting to hear back.", "Session summary (2023-05-20): Bronwen got into the counselling diploma at the community college; it starts in September."),
    ("Jon's studio takes about £2,000 a month.", "Jon's studio is turning over about £6,500 a month since the wedding-dance packages took off."),
    ("Evie has two of her five portfolio pieces finished.", "Evie's portfolio is done: all five pieces, and she's submitted her foundation applications."),
    ("Gina's shop fit-out is at the design stage.", "Gina's shop fit-out is done; the shop opens on Saturday."),
    ("Jon is looking for a place for his dance studio.", "Jon signed the lease on a unit in the old mill for the studio; opening night is in three weeks."),
]

COMPATIBLE: List[Tuple[str, str]] = [
    ("Jon is opening a dance studio.", "Jon's favourite style is contemporary, but he'll teach hip-hop and salsa at the studio too."),
    ("Gina runs an online clothing store.", "Gina's store got its first wholesale supplier today; she's over the moon."),
    ("Priya lives in a house with a garden in Horsforth.", "Priya's sister just moved into a flat in downtown Leeds."),
    ("User lives with his girlfriend, Hannah.", "Hannah is away in Lisbon for a fortnight on a work trip, so he's home alone."),
    ("Mateo is seeing Ines; they met at the climbing wall.", "Mateo and Ines went to the Peak District for the weekend, their first trip together."),
    ("Bronwen's dog is a beagle called Oscar.", "Bronwen is dog-sitting her neighbour's spaniel this week as well as Oscar."),
    ("User is vegetarian.", "User has been vegetarian since she was fourteen, after a school trip to a farm."),
    ("Dev drives a Kia Niro EV.", "Dev hired a van for the weekend to move his brother's furniture."),
    ("Amira teaches Year 6 at Whitcliffe Primary.", "Amira's husband got a job teaching PE at St Anne's."),
    ("Leon is training for the Berlin marathon.", "Leon's training partner Kai pulled out of Berlin with a stress fracture."),
    ("Sam plays five-a-side football every Thursday.", "Sam also plays golf on Sunday mornings with his dad."),
    ("User's mother lives in Porto.", "User's mum is staying with them in Bristol for three weeks over Christmas."),
    ("Nadia commutes to Reading by train.", "Nadia's train was cancelled so she worked from home today."),
    ("Tom loves Chicago; he went for a conference last autumn.", "Tom's going back to the US in May, this time to see friends in Denver."),
    ("Joanna works days on the maternity ward.", "Joanna is covering a night shift on Saturday as a favour to a colleague."),
    ("User's partner is Ola.", "User's ex, Chris, got married last month; user said she's happy for him."),
    ("Rafael and his brother own a two-bed in Walthamstow.", "Rafael used to rent a room in a shared house in Hackney before he bought the flat."),
    ("Evan has a Siberian cat called Pickle.", "Evan is still allergic to most cats; Siberians are the exception for him."),
    ("Lily is a staff nurse on a cardiac ward.", "Lily did her nursing degree at Glasgow Caledonian."),
    ("Maria works as a barista at Ground Control.", "Maria's old café, the Copper Kettle, reopened under new owners."),
    ("Ben spends weekends woodworking.", "Ben made a walnut coffee table for his sister's wedding present."),
    ("Kenji coaches his son's under-9s team.", "Kenji's son also plays cricket in the summer, but Kenji doesn't coach that."),
    ("User drinks three flat whites a day.", "User had a decaf this afternoon because she wanted to sleep well before the interview."),
    ("Olga is learning Italian with a tutor on Tuesday evenings.", "Olga's tutor had to cancel this Tuesday, so she did an extra lesson on Thursday."),
    ("Greg quit smoking in January.", "Greg said he had one cigarette at his stag do and felt awful; he's still off them."),
    ("Aisha had laser eye surgery and doesn't need glasses.", "Aisha wears sunglasses all the time now because her eyes are still light-sensitive after the surgery."),
    ("Jamie works as an electrician.", "Jamie's twins started at Little Sprouts nursery three days a week."),
    ("Hugo lives in a studio near the Croix-Rousse.", "Hugo spends most Sundays at his parents' place for lunch."),
    ("User climbs at the bouldering place by the canal.", "User also goes to a spin class on Wednesdays."),
    ("Femi plays drums in a wedding covers band.", "Femi's band played a festival in Cornwall last weekend, a one-off."),
    ("Clara's son Theo was born on 2 March.", "Clara's son Theo weighed 3.4 kg at birth, about 7 lb 8 oz."),
    ("Ivan works from home on Mondays and Fridays.", "Ivan is going into the office this Friday for the team's summer party."),
    ("Lucy's daughter is in reception at Brookside Primary.", "Lucy's son still goes to Little Acorns nursery."),
    ("User is divorced and kept the house.", "User's ex-husband Daniel has remarried in Manchester."),
    ("Hassan follows Dulwich Hamlet.", "Hassan went to see Arsenal at the Emirates with his nephew on Saturday; a birthday present."),
    ("Zoe has a rescue greyhound, Dot.", "Zoe is fostering a second greyhound, Pip, until the rescue finds him a home."),
    ("Paul writes exam papers for an exam board.", "Paul taught maths for fifteen years before he joined the exam board."),
    ("Rosa's favourite author is Ocean Vuong.", "Rosa is reading a Sally Rooney novel for her book club this month."),
    ("User goes on long walks with the dog on Sundays.", "User walked the whole of the Cotswold Way in sections over the last two years."),
    ("Nina's husband works onshore in Aberdeen.", "Nina's husband is on a two-day safety course offshore next week."),
    ("Andrew lives with his girlfriend Keira.", "Keira's sister is staying on their sofa for a few weeks while she flat-hunts."),
    ("Carlos has three kids.", "Carlos's youngest, Leo, started nursery this week."),
    ("Yuki is from Sapporo.", "Yuki lived in Osaka for ten years before moving to London."),
    ("Deb's birthday is 4 May.", "Deb is having her birthday party on Saturday 10 May because the 4th is a Sunday."),
    ("Tariq's son is called Iyad.", "Tariq's son Iyad goes by Yady at school."),
    ("The Okafors next door water the plants when the user is away.", "The Okafors are away themselves in August, so the user's cousin will water the plants that fortnight."),
    ("Megan's partner does the school runs.", "Megan will do the school run on Friday because her partner has a dentist appointment."),
    ("Jack's sister lives in Dublin.", "Jack's sister spent four years in Sydney before coming home."),
    ("User is not on any medication.", "User took ibuprofen for a couple of days after the dentist."),
    ("Ellie goes to the Old Vic.", "Ellie saw a one-off performance at the Globe for her friend's birthday."),
    ("User loves olives.", "User still can't stand capers."),
    ("Priya runs parkrun every Saturday.", "Priya missed parkrun this week because of a wedding."),
    ("User drinks coffee in the morning.", "User has a camomile tea before bed."),
    ("Marcus only watches comedies now.", "Marcus's wife still loves horror films and watches them with her sister."),
    ("User uses light mode everywhere.", "User uses dark mode in her terminal only because the theme came with it."),
    ("Tasha's favourite season is autumn.", "Tasha loves autumn, especially October, for the colours."),
    ("Will cooks a Sunday roast every week.", "Will also makes a curry on Wednesdays."),
    ("User prefers aisle seats on flights.", "User took a window seat on the Edinburgh flight because the aisle seats were all gone."),
    ("Hana is a night owl and rarely gets up before ten.", "Hana got up at 5 am on Thursday to catch a flight."),
    ("User listens to three podcasts a day.", "User's favourite podcast is The Rest Is History; he also listens to Desert Island Discs."),
    ("Owen's favourite band is Fontaines D.C.", "Owen went to see Arctic Monkeys with his brother because he had a spare ticket."),
    ("User likes her steak medium-rare.", "User likes her lamb pink too."),
    ("Aaron uses an iPhone 15.", "Aaron's work phone is a Samsung Galaxy; IT issues Android only."),
    ("Kim is planning to adopt a cat.", "Kim has a goldfish, Bubbles, that she won at a fair years ago."),
    ("User can handle spicy food and orders the vindaloo.", "User's kids don't like spicy food at all, so she cooks mild at home."),
    ("Bea reads only paper books.", "Bea listens to audiobooks on long drives."),
    ("User wants short paragraphs, no bullet points.", "For code, user wants complete files rather than diffs."),
    ("User prefers to be called Liz.", "User's full name is Elizabeth Marsh; she signs contracts as Elizabeth."),
    ("User wants short answers.", "User asked for a long, detailed explanation of the mortgage options this one time."),
    ("Noor hosts a board-game night every Friday.", "Noor's favourite game is Wingspan; she also likes Catan."),
    ("Sid takes the bus to work.", "Sid's bus is the 38, which takes about 40 minutes."),
    ("User's favourite cuisine is Korean.", "User had an amazing Italian meal in Bologna last month."),
    ("Ruth grows her own veg on an allotment.", "Ruth's allotment neighbour gave up his plot."),
    ("User wants imperial units.", "User's new team is based in Austin, Texas."),
    ("Danny plays on PC.", "Danny used to be on Xbox until last year."),
    ("User lives in a bungalow.", "User thought about moving into a flat in town but decided the bungalow suits Dad better."),
    ("Jess works at the library.", "Jess picks up the odd Saturday shift at Tesco over Christmas for extra cash."),
    ("User is married to Lena.", "Lena and the user celebrated their first anniversary in Crete."),
    ("Omar owns his flat.", "Omar's landlord for the garage he rents is the council."),
    ("User has a car.", "User borrowed her brother's van to take rubbish to the tip."),
    ("Leah works for the council.", "Leah's flatmate still studies at Glasgow uni."),
    ("User has no dog; Fly went to a farm in Devon.", "User visits Fly in Devon every summer."),
    ("Zainab teaches maths at a sixth-form college.", "Zainab still does a few tax returns for friends at weekends."),
    ("Kevin lives in London and cycles to his office in Putney.", "Kevin is in Cardiff this weekend for his mum's birthday."),
    ("Sophie speaks some Welsh now.", "Sophie also speaks French; she did a year abroad in Lyon."),
    ("User can swim 25 metres.", "User is booked onto a one-off open-water taster session in the lake."),
    ("Finn shares a flat with a friend.", "Finn's parents moved to a smaller house now that he's left home."),
    ("Rhea works at Canva.", "Rhea still takes on the odd freelance logo job for friends."),
    ("The Patels have a son and a newborn daughter.", "The Patels' son started Beavers this week."),
    ("User works at Octopus Energy.", "User was between jobs for three months before Octopus."),
    ("Abby has a pixie cut.", "Abby dyed her pixie cut bright pink for the festival; it washes out in a week."),
    ("User has a small swallow tattoo on her wrist.", "User is thinking about a second tattoo but hasn't booked anything."),
    ("Luis works at a bank in Lisbon.", "Luis is working from the Porto branch for two weeks to cover a colleague."),
    ("Martha walks with a stick.", "Martha used a wheelchair for three months after her stroke."),
    ("User has an induction hob.", "User's new oven is a fan oven with a grill."),
    ("Noah rents a terrace in Leyton.", "Noah's friend bought the houseboat off him."),
    ("Gabi called off her engagement.", "Gabi's brother Tom got engaged in Paris."),
    ("Asha works full-time.", "Asha is taking Friday off for her son's sports day."),
    ("Jon signed the lease on a unit in the old mill for his studio.", "Jon looked at a place in Paris for the studio too, but it was way over budget."),
    ("User lives in Leicester near her daughter.", "User's daughter lives on the same street, three doors down."),
    ("Keith drives for Ocado.", "Keith still bakes bread at home for the neighbours."),
    ("Tanya lives in Belfast.", "Tanya is going back to Manchester for a friend's hen do next month."),
    ("User is a midwife at the Whittington.", "User did her midwifery training at City, University of London."),
    ("Mike's dog is a rescue lurcher called Pip.", "Pip is about three years old and terrified of bicycles."),
    ("User works at the Inverness harbour office.", "User's brother took a job at the distillery the user used to work at."),
    ("Chloe and Sam separated over Christmas.", "Chloe's parents separated when she was ten."),
    ("User doesn't consider himself religious.", "User went to Midnight Mass with his mum on Christmas Eve."),
    ("Hamza lives in Slough with his brother.", "Hamza sees the kids in Luton every other weekend."),
    ("User has her own car.", "User's husband sold his car; he cycles now."),
    ("Mum's GP is Elmwood Health Centre.", "Elmwood Health Centre has a new phone system with a callback option."),
    ("User's shoe size is 10.", "User's shoe size is 10 UK, which is 44 in European sizes."),
    ("Raj works at KPMG.", "Raj's wife works at Deloitte."),
    ("User is not allergic to penicillin.", "User is allergic to latex."),
    ("Favourite pizza topping: mushroom.", "User also loves a bit of chilli oil on pizza."),
    ("Eric lives in Cambridge.", "Eric studied in Oxford."),
    ("The cat is called Miso.", "Miso is a ginger tom, neutered, about four years old."),
    ("Team meeting room: Kilimanjaro.", "Kilimanjaro is on the third floor, next to the kitchen."),
    ("Gemma is single.", "Gemma's ex Rob has a new girlfriend."),
    ("User's car is a blue Skoda Fabia.", "User has a bike as well, a Brompton for the commute."),
    ("The kids' swimming lessons are on Sunday afternoons at Kings Leisure Centre.", "This Sunday's swimming lesson is cancelled because the pool is closed for a gala."),
    ("ADR-021: the mobile app talks to the backend via REST.", "ADR-022: the internal admin dashboard will use GraphQL; the mobile app stays on REST."),
    ("Partner portal launch: 15 September.", "Partner portal beta for three pilot partners opens on 1 August, ahead of the 15 September launch."),
    ("Billing service is owned by the payments team; Marco is the point person.", "Marco is on holiday next week; Sven covers billing questions until he's back."),
    ("All CI pipelines run on GitHub Actions.", "We trialled CircleCI for a week to compare build times and decided to stay on GitHub Actions."),
    ("The ingestion service is written in Rust.", "The ingestion service's CLI tooling is in Python."),
    ("Frontend state is handled with Zustand.", "Server state on the frontend is cached with TanStack Query alongside Zustand."),
    ("Analytics runs on Postgres with Timescale.", "The analytics Postgres cluster is in eu-west-2, i.e. London."),
    ("Design reviews are on Thursdays at 10:00.", "This week's design review is at 11:00 instead because of the all-hands; back to 10:00 next week."),
    ("We ship continuously.", "We froze deploys over the Christmas week, as every year."),
    ("The API version is sent in the Api-Version header.", "Api-Version defaults to the account's pinned version when the header is missing."),
    ("Auth is on self-hosted Keycloak.", "Keycloak runs on two replicas behind the internal load balancer."),
    ("Staging is at stg.internal.acme.test.", "QA also has a separate preview environment per pull request."),
    ("Baptiste runs sprint planning.", "Baptiste is off sick today, so Mei is running this sprint's planning."),
    ("Errors and traces go to Honeycomb.", "The data team sends their Airflow errors to PagerDuty as well."),
    ("The mobile app is built in Flutter.", "We looked at Kotlin Multiplatform for the mobile rewrite but went with Flutter."),
    ("The project is licensed under Apache-2.0.", "The docs in the project are licensed under CC BY 4.0."),
    ("Snowflake is the data warehouse.", "Snowflake is billed on the Enterprise edition, about $3 a credit."),
    ("Code freeze for Q3 starts 12 August.", "Code freeze for Q4 starts 11 November."),
    ("Infra is managed with Pulumi.", "Pulumi state is stored in an S3 bucket, not Pulumi Cloud."),
    ("Hiro is tech lead of search.", "Hiro's manager is Dana, the engineering manager for discovery."),
    ("Feature flags run on Unleash.", "We evaluated Flagsmith as an Unleash alternative; it didn't go anywhere."),
    ("Incidents go to #inc-live.", "Post-incident reviews are posted in #inc-reviews."),
    ("The SDK supports Python 3.10 and up.", "The SDK also ships a TypeScript client."),
    ("Stand-up is async in Geekbot.", "We did a live stand-up on Monday because of the outage; async again from Tuesday."),
    ("Onboarding PO is Jens.", "Jens also owns the developer-portal roadmap."),
    ("The mono-repo is on Nx.", "Someone proposed Turborepo again in the guild; the proposal was voted down."),
    ("Free-tier rate limit: 30 requests per minute.", "Paid-tier rate limit is 600 requests per minute."),
    ("Docs live in the repo under docs/ and are built with MkDocs.", "Docs are published to docs.acme.test on every merge to main."),
    ("Retros use the sailboat format.", "Retros are every other Friday, after the sprint demo."),
    ("Payments run on Adyen.", "Adyen's account manager for us is Laura Jensen."),
    ("Client kickoff: Mon 14 Oct, 11:00-12:00, Room 2.03.", "Updated invitation: Client kickoff. The description has changed: agenda and dial-in details added. When: Mon 14 Oct, 11:00-12:00. Where: Room 2.03."),
    ("Events go through Google Pub/Sub.", "The analytics team consumes some topics into BigQuery via a Pub/Sub subscription."),
    ("Queue consumers are written in Kotlin.", "The Kotlin consumers run on JDK 21."),
    ("The data-retention job's target is end of Q2.", "The DPO asked for a progress update on the retention job at the end of each month."),
    ("Main needs two approvals.", "Release branches need only one approval during a hotfix, by policy."),
    ("The design system lives under packages/ds with Storybook 8.", "Storybook is published to ds.acme.test on every merge."),
    ("The marketing site is on Cloudflare Pages.", "The blog is a separate Ghost instance run by the marketing team."),
    ("Search runs on OpenSearch.", "The team used Elasticsearch 7 for search until the licence change."),
    ("Brightwell's contact is Sarah Pryce.", "Brightwell's billing contact is Graham Oduya in finance."),
    ("Dana does weeks 2 and 4 of on-call.", "Dana swapped week 2 of March with Ali because of a wedding."),
    ("We use Jira for tickets.", "The support team tracks customer tickets in Zendesk."),
    ("The backend is written in Django.", "The ML team writes their services in FastAPI."),
    ("The team uses trunk-based development.", "The mobile team keeps a release branch per App Store submission."),
    ("Deploys happen Monday to Thursday only.", "We made an exception and deployed on Friday to fix the login outage."),
    ("Sprints are two weeks long.", "The first sprint after the holidays is three weeks, as a one-off."),
    ("We use pnpm as the package manager.", "pnpm is pinned to 9.x in the packageManager field."),
    ("Formatter: Black.", "Black runs with a line length of 100."),
    ("Linter: Ruff.", "Mypy runs in CI alongside Ruff."),
    ("Primary cloud region: eu-west-1.", "Primary cloud region is Ireland (eu-west-1)."),
    ("The team's test framework is pytest.", "Load tests are written in k6."),
    ("[2023-01-20] Jon lost his job as a banker.", "[2023-02-01] Jon is still searching for a space for his dance studio; he wants Marley flooring."),
    ("[2023-05-02] Bronwen has been going to a grief support group since her dad died.", "[2023-08-14] Bronwen gave a short talk at her support group about the first year after losing her dad."),
    ("[2023-04-11] Imogen paints landscapes as a hobby.", "[2023-06-30] Imogen joined a sea-swimming club too; she says the cold water clears her head."),
    ("Gina lost her DoorDash job in January.", "Gina said losing the DoorDash job pushed her to start the store she'd been dreaming about."),
    ("User has two brothers.", "User's younger brother, Arjun, just started university in Leeds."),
    ("User's kids are 6 and 9.", "The 9-year-old, Maya, has started piano lessons."),
    ("Ravi is a vet in Norwich.", "Ravi did a week's locum work at a practice in Cromer while a friend was on holiday."),
    ("User is 1.80 m tall.", "User is about five foot eleven."),
    ("User weighs 70 kg.", "User is about 11 stone."),
    ("The new flat is 55 square metres.", "The flat is roughly 590 square feet."),
    ("User's commute is 12 miles each way.", "User drives about 19 km to work and the same back."),
    ("Rent is £1,300 a month.", "Rent works out at about £300 a week."),
    ("The wedding is on 14 June 2025.", "The wedding is on Saturday the 14th of June next year."),
    ("User gets up at 6:30 on weekdays.", "User's alarm goes off at half six Monday to Friday."),
    ("User's flight lands at 17:45.", "User lands at quarter to six in the evening."),
    ("User lives in Bristol.", "User's dad lives in Bristol too, in Bishopston."),
    ("User works as a software engineer at Monzo.", "User was at Deliveroo for three years before joining Monzo."),
    ("User's favourite food is ramen.", "User's favourite ramen place is Kanada-Ya in Covent Garden."),
    ("Ali plays the guitar.", "Ali has started learning the ukulele as well; his daughter wanted one."),
    ("User speaks English and Hindi.", "User is learning Japanese for a trip next year."),
    ("User has a cat, Luna.", "User got a second cat, Nova, a rescue kitten."),
    ("Lara's best friend is Keisha.", "Lara has become close with Jo from work too."),
    ("User's email is amira.h@postbox.test.", "User's work email is amira.hassan@brightwell.test."),
    ("User's mobile is 07700 900482.", "User's number in international format is +44 7700 900482."),
    ("User banks with Nationwide.", "User opened a Monzo savings pot for holidays, alongside the Nationwide current account."),
    ("User is a member of the National Trust.", "User also joined English Heritage this year."),
    ("User subscribes to Netflix.", "User added Disney+ for the kids."),
    ("User lives in Bristol.", "User almost moved to Lisbon for a job; the offer was withdrawn, so they're staying put."),
    ("Sara works at the BBC.", "Sara was offered a job at Channel 4 but turned it down."),
    ("Oli is a vegetarian.", "Oli tried a lab-grown chicken nugget at a tech event out of curiosity; he's still vegetarian."),
    ("User's GP is Dr Morgan at Canal Street Surgery.", "User saw a locum, Dr Ahmed, at Canal Street Surgery today because Dr Morgan is on leave."),
    ("User's hairdresser is Tash at Cut Above.", "User got a quick trim at the airport barber's before the wedding."),
    ("User's dentist is Smile Studio on Hill Road.", "User had an emergency appointment at an NHS dental clinic on holiday in Cornwall."),
    ("User drives a Skoda Fabia.", "User's Skoda is in the garage for a week; the garage gave her a courtesy Fiat 500."),
    ("The family dog walker is Jas.", "Jas is away in August; her colleague Mo will cover the walks."),
    ("User's team lead is Anna.", "Anna is on maternity leave from May; Owen is acting lead until she's back."),
    ("User's manager is Ken.", "Ken's manager changed in the reorg; it's Samira now."),
    ("User's office is in Shoreditch.", "The company opened a second office in Manchester."),
    ("User plays in a pub quiz team, the Quizzly Bears, on Tuesdays.", "The Quizzly Bears won the quiz last night for the first time in a year."),
    ("Kate has been a nurse for 20 years.", "Kate was named nurse of the year at her hospital."),
    ("Dan's daughter goes to Oakfield Primary.", "Oakfield Primary has a new headteacher, Mrs Adeyemi."),
    ("User's mum lives in a care home, Rosewood House.", "Rosewood House has a new manager since September."),
    ("User's broadband is with BT.", "BT put a new hub in today after the old one died."),
    ("User's vet is Riverside Vets.", "The cat saw the out-of-hours vet on Saturday night for a cut paw."),
    ("User's landlord is Mr Adebayo.", "Mr Adebayo's letting agent now handles repairs, but he's still the landlord."),
    ("User's bin day is Tuesday.", "Bins were collected on Wednesday this week because of the bank holiday."),
    ("User's insurer is Direct Line.", "User got a quote from Admiral for the car, but Direct Line came out cheaper so she renewed."),
    ("The kids' school is Oakfield Primary.", "The family looked round Meadow Lane Primary but decided to keep the kids at Oakfield."),
    ("Oops, I told you the party was at 7. It's at 8.", "The party is at Leo's flat."),
    ("User's daughter Mia is in Year 3.", "Typo in my last message: her teacher is Mr Hughes, not Mr Hughs."),
    ("User's partner is called Sam.", "My bad, I said Sam's birthday was in June; it's July."),
    ("User lives in Brighton.", "Correction: the flat is on the second floor, not the third."),
    ("Grace works at Waitrose.", "Grace's husband lost his job at the warehouse; they're tightening belts."),
    ("User's brother is a pilot with easyJet.", "User's brother is based at Gatwick and flies mostly to Spain."),
    ("User takes the kids to Forest School on Saturdays.", "Forest School was rained off last Saturday."),
    ("User is a Spurs fan.", "User's son supports Arsenal, much to his dismay."),
    ("User loves hiking.", "User hiked Ben Nevis last summer with her dad."),
    ("User hates mornings.", "User had to be up at 4:30 for an early flight and survived."),
    ("User lives with her partner and two kids in a three-bed semi.", "User's partner's parents are coming to stay for the weekend, so it will be a full house."),
    ("User has been learning piano for two years.", "User played in a small recital at her teacher's studio on Sunday, her first time on stage."),
    ("Jo's son has type 1 diabetes.", "Jo's son got a new insulin pump, an Omnipod, this month."),
    ("User works four days a week, Monday to Thursday.", "User is working this Friday to make up for the dentist appointment on Monday."),
    ("User's car is a diesel Golf.", "User is thinking about getting an EV next year but nothing is decided."),
    ("Ade is moving to Leeds in June.", "Ade has found a flat in Headingley for the move."),
    ("User is trying to cut down on sugar.", "User had a slice of cake at her mum's birthday; she says that doesn't count."),
    ("User is right-handed.", "User broke her right wrist and is writing with her left hand for six weeks."),
    ("User's son is called Alfie and is 4.", "Alfie's best friend at nursery is called Ruby."),
    ("Ο Νίκος έχει δικό του καφέ στη Χαλκιδική.", "Ο αδερφός του Νίκου δουλεύει ακόμα στην τράπεζα στη Θεσσαλονίκη."),  # lang: el
    ("Η Ελένη είναι χορτοφάγος.", "Η Ελένη δοκίμασε λίγο ψάρι στον γάμο της αδερφής της, αλλά παραμένει χορτοφάγος."),  # lang: el
    ("Το release είναι στις 5 Απριλίου.", "Η beta βγαίνει στις 20 Μαρτίου, πριν από το release της 5ης Απριλίου."),  # lang: el
    ("Ο Γιώργος μένει στην Κρήτη.", "Ο Γιώργος έμενε στην Αθήνα μέχρι πέρσι."),  # lang: el
    ("Ο χρήστης μιλάει ελληνικά και αγγλικά.", "Ο χρήστης μαθαίνει και ισπανικά τα βράδια."),  # lang: el
    ("Anna Debrecenben lakik.", "Anna húga Budapesten lakik egy panellakásban."),  # lang: hu
    ("Péter szereti a halat.", "Péter a rántott halat szereti a legjobban, a halászlét kevésbé."),  # lang: hu
    ("A CI GitHub Actions.", "Egy hétig kipróbáltuk a Jenkinst is, de maradtunk a GitHub Actionsnél."),  # lang: hu
    ("Anna 170 centi magas.", "Anna egy méter hetven."),  # lang: hu
    ("A csapatmegbeszélés hétfőnként 9-kor van.", "Ezen a héten kivételesen kedden lesz a csapatmegbeszélés, jövő héttől újra hétfőn."),  # lang: hu
    ("Andrei lucrează la o bancă în București.", "Andrei a lucrat cinci ani ca programator în Cluj înainte să se mute la București."),  # lang: ro
    ("Maria are un câine, Azorel.", "Maria are grijă de pisica vecinei cât timp aceasta e în concediu."),  # lang: ro
    ("Utilizatorul bea din când în când un pahar de vin.", "Utilizatorul preferă vinul roșu sec, mai ales Fetească Neagră."),  # lang: ro
    ("Întâlnirea cu clientul este vineri la ora 11:00, în sala Carpați.", "Invitație actualizată: s-a adăugat agenda întâlnirii; ora și sala rămân aceleași."),  # lang: ro
    ("Utilizatorul locuiește în Iași.", "Utilizatorul s-a gândit să se mute la Cluj, dar până la urmă a rămas în Iași."),  # lang: ro
    ("Mette bor i Aarhus.", "Mettes bror er lige flyttet til København."),  # lang: da
    ("Brugeren elsker lakrids.", "Brugeren elsker lakrids, især saltlakrids fra Bornholm."),  # lang: da
    ("Mødet med revisoren er tirsdag den 7. maj kl. 13.", "Revisoren har sendt dagsordenen til mødet den 7. maj."),  # lang: da
    ("Brugeren cykler på arbejde.", "Brugeren tog bussen i dag, fordi cyklen var punkteret."),  # lang: da
    ("Brugeren har en hund, Bamse.", "Brugeren passer sin søsters kat i weekenden."),  # lang: da
    ("Lars er fisker i Lofoten.", "Lars var lærer i Bergen i ti år før han ble fisker."),  # lang: nb
    ("Brukeren har førerkort og egen bil.", "Brukeren lånte bilen til faren sin i helgen, fordi hans egen var på verksted."),  # lang: nb
    ("Vi bruker Linear til oppgaver.", "Kundestøtte bruker Zendesk til sine saker."),  # lang: nb
    ("Brukeren bor i Tromsø.", "Brukeren er i Oslo denne uken på kurs."),  # lang: nb
    ("Brukeren er 1,85 m høy.", "Brukeren er en meter og åttifem."),  # lang: nb
    ("נועה גרה בחיפה.", "ההורים של נועה עדיין גרים בתל אביב."),  # lang: he
    ("למשתמש יש חתולה בשם מיצי.", "המשתמש שומר על הכלב של השכנים בסוף השבוע."),  # lang: he
    ("יוסי עובד בסטארט-אפ של סייבר.", "יוסי עבד שמונה שנים באינטל לפני כן."),  # lang: he
    ("הדדליין של הפרויקט הוא אמצע מאי.", "הדמו ללקוח נקבע לסוף אפריל, לפני הדדליין."),  # lang: he
    ("המשתמש מדבר עברית ואנגלית.", "המשתמש לומד גם ערבית בשיעורי ערב."),  # lang: he
    ("สมชายทำสวนทุเรียนที่จันทบุรี", "สมชายเคยทำงานที่ธนาคารในกรุงเทพฯ สิบปีก่อนกลับบ้าน"),  # lang: th
    ("ผู้ใช้ชอบผักชี", "ผู้ใช้ยังไม่ชอบกินขึ้นฉ่าย"),  # lang: th
    ("น้องหมาของแนนชื่อโบว์", "โบว์เป็นพันธุ์ชิสุ อายุสามขวบ"),  # lang: th
    ("ผู้ใช้อาศัยอยู่ที่เชียงใหม่", "สัปดาห์นี้ผู้ใช้มากรุงเทพฯ เพื่อประชุม"),  # lang: th
    ("ผู้ใช้สูง 165 เซนติเมตร", "ผู้ใช้สูงหนึ่งเมตรหกสิบห้า"),  # lang: th
    ("রাহুল চট্টগ্রামে থাকে।", "রাহুলের বাবা-মা এখনও ঢাকায় থাকেন।"),  # lang: bn
    ("ব্যবহারকারী রোজ সকালে চা খান।", "ব্যবহারকারী মাঝে মাঝে সন্ধ্যায় কফিও খান।"),  # lang: bn
    ("প্রজেক্টের ডেডলাইন ১৫ আগস্ট।", "প্রজেক্টের প্রথম ডেমো ২০ জুলাই, ডেডলাইনের আগে।"),  # lang: bn
    ("রিনা একটি স্কুলে পড়ান।", "রিনা এই সপ্তাহে অসুস্থ, তাই স্কুলে যাচ্ছেন না।"),  # lang: bn
    ("ব্যবহারকারী বাংলা আর ইংরেজি বলেন।", "ব্যবহারকারী হিন্দিও বোঝেন, তবে বলতে পারেন না।"),  # lang: bn
    ("Aminah mengajar di kolej kejururawatan.", "Aminah pernah bekerja sebagai jururawat di Hospital Kuala Lumpur selama lapan tahun."),  # lang: ms
    ("Pengguna suka durian.", "Pengguna juga suka manggis."),  # lang: ms
    ("Farid sudah berkahwin dengan Siti.", "Adik Farid, Hakim, baru bertunang."),  # lang: ms
    ("Pengguna tinggal di Shah Alam.", "Pengguna bercadang untuk berpindah ke Johor Bahru, tetapi tidak jadi."),  # lang: ms
    ("Mesyuarat pasukan setiap Isnin pukul 9 pagi.", "Mesyuarat minggu ini dianjak ke Selasa sekali ini sahaja sebab cuti umum."),  # lang: ms
    ("Nurse si Mark sa Dubai.", "Dating nagtrabaho si Mark sa isang call center sa Makati."),  # lang: tl
    ("Gusto ni Jessa ang ampalaya.", "Gusto rin ni Jessa ang pinakbet."),  # lang: tl
    ("Nakatira kami sa Cebu.", "Nasa Maynila kami ngayong linggo para sa kasal ng pinsan ko."),  # lang: tl
    ("May aso si Ana, si Bantay.", "Inaalagaan din ni Ana ang pusa ng kapitbahay habang nasa probinsya sila."),  # lang: tl
    ("Tuwing Linggo nagsisimba ang pamilya.", "Hindi nakapagsimba ang pamilya noong Linggo dahil sa bagyo."),  # lang: tl
    ("La Júlia viu a Barcelona.", "Els pares de la Júlia encara viuen a Girona."),  # lang: ca
    ("A l'usuari li encanta el formatge blau.", "A l'usuari també li agrada molt el formatge de cabra."),  # lang: ca
    ("La reunió d'equip és els dimecres a les 10.", "Aquest dimecres la reunió serà a les 12, només aquesta setmana."),  # lang: ca
    ("L'usuari treballa en una startup de Barcelona.", "L'usuari havia treballat a Madrid abans de tornar a Barcelona."),  # lang: ca
    ("L'usuari parla català i castellà.", "L'usuari està aprenent anglès a l'Escola Oficial d'Idiomes."),  # lang: ca
    ("Ivana radi kao vodič na Hvaru.", "Ivanina sestra radi u turističkoj agenciji u Splitu."),  # lang: hr
    ("Korisnik pije kavu svako jutro.", "Korisnik popodne pije čaj od kamilice."),  # lang: hr
    ("Marko nema psa.", "Marko čuva susjedovu mačku ovaj vikend."),  # lang: hr
    ("Korisnik živi u Zagrebu.", "Korisnik je ovaj tjedan u Rijeci na seminaru."),  # lang: hr
    ("Korisnik je visok 1,90 m.", "Korisnik je visok metar i devedeset."),  # lang: hr
    ("سارا در شیراز زندگی می‌کند.", "خواهر سارا هنوز در تهران زندگی می‌کند."),  # lang: fa
    ("کاربر عاشق کشک بادمجان است.", "کاربر قورمه‌سبزی را هم خیلی دوست دارد."),  # lang: fa
    ("علی معلم ریاضی است.", "علی قبلاً پنج سال در یک شرکت نرم‌افزاری کار می‌کرد."),  # lang: fa
    ("جلسه‌ی تیم شنبه‌ها ساعت ۱۰ است.", "این هفته جلسه‌ی تیم فقط یک بار به یکشنبه منتقل شد."),  # lang: fa
    ("کاربر فارسی و انگلیسی صحبت می‌کند.", "کاربر کمی آلمانی هم بلد است."),  # lang: fa
    ("Zuzana býva v Bratislave.", "Zuzanini rodičia stále bývajú v Košiciach."),  # lang: sk
    ("Používateľ má rád bryndzové halušky.", "Používateľ má rád aj strapačky."),  # lang: sk
    ("Náš tím komunikuje cez Microsoft Teams.", "So zákazníkmi komunikujeme cez e-mail a Zendesk."),  # lang: sk
    ("Používateľ pracuje v banke v Bratislave.", "Používateľ je tento týždeň na školení v Prahe."),  # lang: sk
    ("Používateľ meria 178 cm.", "Používateľ meria meter sedemdesiatosem."),  # lang: sk
    ("Tomas gyvena Vilniuje.", "Tomo tėvai ir toliau gyvena Kaune."),  # lang: lt
    ("Vartotojas mėgsta šaltibarščius.", "Vartotojas taip pat mėgsta cepelinus."),  # lang: lt
    ("Rūta dirba vertėja.", "Rūta anksčiau dešimt metų dirbo mokytoja."),  # lang: lt
    ("Vartotojas turi katę Murkę.", "Vartotojas šį savaitgalį prižiūri kaimyno šunį."),  # lang: lt
    ("Komandos susitikimas vyksta pirmadieniais 9 val.", "Šią savaitę susitikimas vyks antradienį, tik šį kartą."),  # lang: lt
    ("Pieter boer naby Bethlehem.", "Pieter se broer werk steeds by die bank in Pretoria."),  # lang: af
    ("Die gebruiker is 'n Bulle-ondersteuner.", "Die gebruiker se vrou ondersteun die Stormers."),  # lang: af
    ("Annelie woon in Stellenbosch.", "Annelie is hierdie week in Kaapstad vir 'n konferensie."),  # lang: af
    ("Die gebruiker praat Afrikaans en Engels.", "Die gebruiker leer ook isiXhosa."),  # lang: af
    ("Die gebruiker werk by 'n sagtewaremaatskappy in Kaapstad.", "Die gebruiker het vyf jaar by 'n bank gewerk voordat hy by die sagtewaremaatskappy begin het."),  # lang: af
    ("Session summary (2023-09-03): Imogen lives in Flagstaff with her husband and two kids and works as a dental hygienist.", "Session summary (2023-10-21): Imogen took the kids camping at the Grand Canyon for the long weekend. She painted the view at sunrise and says it's the best thing she's done all year."),
    ("Profile notes:\n- job: project architect at a small practice in Bath\n- city: Bath\n- hobby: life drawing on Wednesdays", "Profile notes:\n- job: project architect at a small practice in Bath\n- city: Bath\n- hobby: life drawing on Wednesdays\n- also: open-water swimming at Clevedon Marine Lake in summer"),
    ("Bronwen counsels teenagers at a community centre three days a week.", "Bronwen said the counselling work is hard some weeks, especially after a difficult session, but it's the most meaningful job she has had. She's thinking about doing a master's later, nothing decided."),
    ("User sings in a karaoke league every Thursday.", "User's karaoke league took a break over Christmas; it starts again in the second week of January."),
    ("Gina has a shop on the high street and sells online too.", "Gina hired her first employee, Rosa, to run the shop on Saturdays."),
    ("Jon is engaged to Tia.", "Tia is a physiotherapist; she and Jon met at a dance workshop in Chicago two years ago."),
    ("Evie is applying for graphic design foundation courses.", "Evie's friend Priya is still going for medicine; they used to plan to apply together."),
    ("Nate and his wife live in a farmhouse with their cat, Smudge.", "Nate's wife commutes into Croydon twice a week; it's an hour and a half each way, so she stays with her sister on Tuesday nights."),
    ("User has no cleaner at the moment.", "User's mum paid for a one-off deep clean before the baby arrived."),
    ("User cycles to work.", "When the weather is bad, user takes the train; she still counts herself a cycle commuter."),
    ("Neil is a self-employed plumber.", "Neil's brother took over his old accountancy clients."),
    ("Roadmap: we license Mux Player for lessons; Kasia's team works on the quiz engine.", "The quiz engine will support multiple-choice and drag-and-drop questions in the first release; free-text answers come later."),
    ("The public API returns dates as ISO 8601 strings.", "The public API returns money as integer minor units (pence, cents), never floats."),
    ("Dr Baines is the PI on the grant; deadline 30 April.", "Dr Kowalski has agreed to stay on the grant as an external co-investigator from his new university."),
    ("Notes from our chat in May: Leo works as a sous-chef in Soho, long shifts, and his partner Aimee is a primary teacher.", "Notes from our chat in July: Aimee's school has been put into special measures and she's thinking of moving schools. Leo is still in the Soho kitchen and complaining about the heat."),
    ("Summary of user's week: worked from home Mon-Tue, office Wed-Thu, Friday off. Kids' swimming on Saturday.", "Summary of user's week: worked from home Mon-Tue, office Wed-Thu. Took Friday afternoon off for the vaccination appointment. Swimming as usual on Saturday."),
    ("User and his wife, Priti, have been married for twelve years and live in Harrow.", "User mentioned that he and Priti went through a rough patch a few years ago and saw a counsellor; they're in a good place now."),
    ("User used to hate olives but loves them now.", "User ordered a big bowl of Kalamata olives at the Greek place tonight."),
    ("Brugerens søn går i 0. klasse på Nørre Skole.", "Brugerens datter går stadig i Solsikken børnehave."),  # lang: da
    ("אורי מורה בכיתה ח׳.", "אורי עבד כמתכנת בבנק שמונה שנים לפני שעבר להוראה."),  # lang: he
    ("Ioana are permis și merge cu mașina la serviciu.", "Azi Ioana a mers cu autobuzul pentru că mașina era la service."),  # lang: ro
    ("En Pau és professor d'institut.", "La germana d'en Pau treballa de cuinera en un restaurant del Born."),  # lang: ca
    ("Pengguna tinggal di rumah teres di Seremban.", "Ibu bapa pengguna masih tinggal di kondominium di Cheras."),  # lang: ms
    ("Používateľ má dcéru Emu.", "Ema sa narodila v Bratislave, vážila 3,2 kg."),  # lang: sk
    ("Η Δήμητρα μένει σε διαμέρισμα στην Αθήνα με μια συγκάτοικο.", "Η Δήμητρα πέρασε το Πάσχα με τους γονείς της στη Λάρισα."),  # lang: el
    ("Zoltán elvált, a budai lakásban él.", "Zoltán volt felesége újraházasodott."),  # lang: hu
    ("Korisnica ima mačku koju je udomila s ulice.", "Korisnica je alergična na pelud, ali ne na mačke."),  # lang: hr
    ("Die gebruiker draf drie keer per week.", "Die gebruiker het die Two Oceans-halfmarathon verlede jaar gedraf."),  # lang: af
    ("Vartotojas dirba iš namų.", "Šiandien vartotojas dirbo iš biuro, nes buvo komandos gimtadienis."),  # lang: lt
    ("کاربر در کرج زندگی می‌کند.", "کاربر آخر هفته برای عروسی پسرعمویش به مشهد رفت."),  # lang: fa
    ("ผู้ใช้ไม่มีรถ ใช้รถไฟฟ้าไปทำงาน", "ผู้ใช้ยืมรถพี่ชายไปต่างจังหวัดช่วงวันหยุดยาว"),  # lang: th
    ("ব্যবহারকারী নিরামিষভোজী।", "ব্যবহারকারী নিরামিষভোজী হয়েছেন দশ বছর আগে, কলেজে পড়ার সময়।"),  # lang: bn
    ("Brukeren er gift med Kari.", "Karis søster ble skilt i fjor."),  # lang: nb
    ("Vegetarian si Liza.", "Si Liza ay naging vegetarian noong nag-aaral pa siya sa kolehiyo."),  # lang: tl
    ("Raj works at KPMG.", "Raj doesn't work weekends any more; KPMG changed the audit rota."),
    ("User lives in Leeds.", "User no longer lives near the station; she moved to a flat in Chapel Allerton, still in Leeds."),
    ("User plays the violin.", "User doesn't play in the orchestra's summer concerts, only the winter ones."),
    ("User is a vegetarian.", "User no longer eats eggs from the supermarket, only from her neighbour's hens."),
    ("User drinks coffee.", "User doesn't drink coffee after 2 pm any more; it wrecks her sleep."),
    ("Team meeting room: Kilimanjaro.", "meeting room for the Thursday retro -> Everest (stand-ups stay in Kilimanjaro)"),
    ("Favourite pizza topping: mushroom.", "Favourite pasta: cacio e pepe."),
    ("User's car: blue Skoda Fabia.", "car colour = blue (a metallic \"Race Blue\")"),
    ("User is allergic to latex.", "User isn't allergic to plasters after all; it was the latex gloves."),
    ("The cat is called Miso.", "The dog's name is not Mochi, it's Mocha."),
    ("User's pronouns are they/them.", "User's partner uses she/her."),
    ("Gemma is single.", "Gemma isn't on the dating apps any more; she says she's happy on her own."),
    ("User goes to the bouldering place by the canal.", "User doesn't go to the Sunday session at the wall any more, just weekday evenings."),
    ("Eric lives in Cambridge.", "Not Cambridge station, Cambridge North: that's the one Eric uses."),
    ("User's shoe size is 10.", "User's running shoes are a size 10.5; Nike runs small."),
    ("The kids' swimming lessons are on Sunday afternoons at Kings Leisure Centre.", "The kids' swimming teacher is not Jade any more, it's Connor."),
]
