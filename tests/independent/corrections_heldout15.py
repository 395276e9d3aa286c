"""Fifteenth held-out corpus for the corrects-or-compatible decision (independent author, corrcorp15).

What it is: three lists of (OLD, NEW) pairs of statements by or about one user (or one customer
account the user looks after), stored one after the other as memories. OLD is already stored;
NEW arrives later.

- CORRECTIONS: NEW replaces OLD; OLD is no longer true, or never was.
- UPDATES: OLD was true when it was said; NEW gives a later state of the same counted, measured
  or staged thing (our own API and CLI release versions, a monorepo migration, open Dependabot
  PRs, p95 latency, story points, quarantined flaky tests, licensed seats, a support ticket's and
  an RMA's status, a free trial converting, a CRM deal stage, an NPS score, a customer's monthly
  usage, a work visa and an ESTA, an airline tier, an Avios balance, countries visited, a parcel
  in customs, year of study, thesis chapters, modules passed, GPA, papers, a master's application,
  a golf handicap, a chess rating, a league table, Munros, a climbing grade, followers,
  subscribers, MRR, a load test, an incident, a baby's age, a savings pot, days to a wedding).
- COMPATIBLE: both stay true. Most are hard near-misses written against the corrections, about
  the same person or account and the same slot (most corrections have a twin here with the same
  OLD): a second value of a multi-valued thing; the same value in other words or units (9:30 /
  half nine, 02:00 UTC / 3am Berlin time in winter, EU 42 / UK 8, 5'9" / about 175 cm, 6:40 /
  twenty to seven in Romanian, 7:15 in Lithuanian words, 6:30 in Persian words, "renews 30 June"
  / "the contract runs July to June"); a plan, quote, evaluation or prototype that went nowhere;
  a hedge that decides nothing ("might try WezTerm", "thinking of asking"); another person's or
  another account's change (a sibling, a teammate, a sister company, a colleague's deferral); a
  temporary change (a loaner laptop, a covering account manager, one standup or retro moved, one
  order to another address, one invoice paid another way, a request for this one message only);
  history stated as history; more detail; one-off events; correction idioms and negations
  ("correction", "oops", "my bad", "typo", "doesn't ... any more") aimed at something OLD does
  not state.

How it was written: by hand, in one sitting on 2026-12-06, by a fifteenth independent author (a
helper session, corrcorp15) who read only the task brief, the module docstring of the fourteenth
corpus (tests/independent/corrections_heldout14.py, the text up to its first closing triple quotes,
plus a grep for its three list names; none of its pairs), the [tool.ruff] settings in
pyproject.toml, and two sessions of one LoCoMo dev conversation (/work/shared/locomo-dev/41.json)
for how people talk. The author did not read the system's rules (zeusmem/), any other file under
tests/ (no other corpus, no tests/pair_eval.py, no test), did not grep the repository, did not
import zeusmem and did not run the system on this corpus; nothing here was fitted to the rules.
People, customers' staff, e-mail addresses (.test domains), phone numbers (UK 07700 900xxx), VAT,
PO, ticket, RMA, incident and PR numbers are invented; well-known companies, tools, services,
airlines, universities, clubs and places appear by their usual names as everyday context. The
pairs were kept in plain text in /tmp and turned into this module by a throw-away script (not
committed), which checked that no pair repeats, none sits in two lists and none has OLD equal to
NEW, and computed the counts below from the language tags.

Emphasis (chosen to go where the fourteenth docstring says the earlier corpora did not: it
stressed agent-framework formats, HR/admin, health, subscriptions, vehicles and kids' schools):
(1) what a coding or work assistant remembers about a user and their projects: preferred stack,
editor, terminal, indentation and line length, merge style, review rules and turnaround,
CODEOWNERS, deploy targets, cloud regions, on-call swaps, ticket owners, pinned API and library
versions (Stripe API, pydantic, Node, Python, Postgres), CI, flags, logging, observability, docs,
branch naming, commit rules, coverage gates, freezes, team rituals (standup, retro, demo, 1:1s,
design reviews, lunch and learns), and instructions to the assistant (diffs not files, spelling);
(2) customer-support and CRM records: plan tier, billing contact and cadence, payment method,
invoice currency, VAT ID, PO number, shipping address and delivery notes, account owner, CSM,
admin, escalation contact, SLA, support tier and channel, SSO, data region, contact rules,
discounts, renewal dates; (3) travel and logistics: home airport, seat and meal, loyalty
programme, hotel chain, booking tool, train class, trip dates, flight times, layovers, insurance,
emergency contact, baggage, time zone; (4) education: course, major and minor, supervisor,
thesis topic, deadlines, viva, examiner, module leader, TA duties, citation style, certificates,
lab meetings; (5) hobbies and sports teams (F1, football, NBA, MLB, cricket, chess, climbing,
padel, quiz nights, book club); (6) styles: key: value lines, terse arrow fragments ("Diet: vegan
-> pescatarian since March"), first-person notes ("Note to self: ..."), third-person summaries
("The user mentioned ..."), multi-line profile and account blocks (a few pairs hold line breaks),
long memories where one clause of five changes (with twins where only detail is added), and
corrections that give only the new value ("Actually it's Tuesdays"), name the old value to reject
it ("not Python. Go."), carry dates ("as of 1 May", "since last week", "from 1 July") or hedge
("I think I'll stick with iTerm2 after all", "I'll probably go with DigitalOcean after all").

Labelling rules: those stated in the fourteenth corpus's docstring, as far as that docstring
states them (tense matters; temporary and fell-through changes are COMPATIBLE; a reversed plan or
goal is a CORRECTION; preference flips are CORRECTIONS; a configured value or policy changed by a
decision is a CORRECTION; counts that grow and staged things that reach their next stage are
UPDATES; retractions and bare negations of OLD are CORRECTIONS, negations of a narrower attribute
are COMPATIBLE; another person's change is COMPATIBLE unless that person's fact is itself OLD).
Decisions this author took on questions left open there:
- Versions. A dependency pin, a target API version or a runtime chosen for the user's services
  (Stripe API 2022-11-15 -> 2024-06-20, pydantic <2 -> >=2.6, .nvmrc 18 -> 20, Postgres 13 -> 16,
  Python 3.11 -> 3.12 for new services) is a configured value replaced by a decision: CORRECTION.
  The version of the user's own product as it ships (public API v2 -> v3, CLI 1.8.2 -> 1.9.0) is a
  staged thing: UPDATE. Another service keeping or taking another version is COMPATIBLE.
- Team rules tightened or relaxed (one approval -> two, coverage 80% -> 90%, review turnaround one
  day -> two, Friday merge freeze lifted, Conventional Commits dropped, type hints everywhere) are
  CORRECTIONS; an extra rule alongside (ticket number in the footer, a Christmas freeze) is
  COMPATIBLE.
- CRM: plan tier, support tier, SLA, billing cadence, payment method, currency, discount and
  renewal date are contract terms changed by a decision: CORRECTION. Seats, usage, NPS, open
  tickets, a ticket's or RMA's status, a trial converting to paid and a deal's stage are UPDATES.
  A quote requested, a covering account manager, a sister company's plan and a one-off shipping
  address are COMPATIBLE. A contact person replaced because someone left is a CORRECTION of the
  account's fact, though it is another person's change.
- Travel: an airline tier earned and an Avios balance are UPDATES; switching loyalty programme,
  hotel chain or booking tool is a CORRECTION; a flight retimed by the airline and a trip moved
  are CORRECTIONS of the stored time or dates; one flight in another seat or from another
  airport is COMPATIBLE. A passport renewed early is a CORRECTION of the stored expiry.
- Education: year of study, chapters drafted, modules passed, GPA, papers and an application's
  outcome are UPDATES; course, major, minor, supervisor, thesis topic, a deadline extension and a
  rescheduled viva or exam are CORRECTIONS; a second supervisor, an elective and a covering
  lecturer are COMPATIBLE.
- Sports: a league position, a handicap, a rating and a climbing grade are UPDATES; a favourite
  team or club switched and a season ticket given up are CORRECTIONS; a second team in another
  sport or a one-off away game is COMPATIBLE.
- A profile line restated with one more item of a multi-valued slot ("English, French" ->
  "English, French, and now conversational Portuguese") is COMPATIBLE: nothing in OLD stops
  being true. A repeated paragraph or block with one line replaced is a CORRECTION.
- A plan stated in OLD that is called off in NEW (the KubeCon trip, the Berlin marathon, buying a
  flat, Svelte for the rewrite, switching to Linux) is a CORRECTION; when OLD states the current
  fact and NEW only mentions a plan or a hedge about it, COMPATIBLE.
- A pilot or scheme the user was on that ended (the 4-day week) is a CORRECTION.

Languages: about a quarter of the pairs are not in English, in fifteen languages the fourteenth
docstring did not list: Greek (el), Hebrew (he), Romanian (ro), Hungarian (hu), Danish (da),
Norwegian Bokmål (nb), Thai (th), Bengali (bn), Tagalog (tl), Persian (fa), Catalan (ca),
Croatian (hr), Slovak (sk), Bulgarian (bg) and Lithuanian (lt). Whether corpora before the
fourteenth used them is not known to this author. Within a pair both statements share a
language; brand, place and product names stay as they are. Every non-English pair carries a
``# lang: xx`` comment (ISO 639-1) on its line; untagged pairs are English. The non-English
pairs were written by the author, not by native speakers, and are shorter and plainer than the
English ones.

Counts (726 pairs, 175 not in English, 15 languages besides English):
- CORRECTIONS: 292 pairs, 225 English, 67 other: 5 each of bg, ca, el, he, nb, ro, th; 4 each of bn, da, fa, hr, hu, lt, sk, tl.
- UPDATES: 74 pairs, 59 English, 15 other: 1 each of bg, bn, ca, da, el, fa, he, hr, hu, lt, nb, ro, sk, th, tl.
- COMPATIBLE: 360 pairs, 267 English, 93 other: 7 each of bg, nb, ro; 6 each of bn, ca, da, el, fa, he, hr, hu, lt, sk, th, tl.
"""

from typing import List, Tuple

CORRECTIONS: List[Tuple[str, str]] = [
    ("User's preferred stack for side projects: Django + HTMX + Postgres.", "User has moved side projects off Django; the new default stack is FastAPI with a React front end."),
    ("Editor: VS Code with the Vim extension.", "Editor: VS Code -> Neovim (LazyVim) since October."),
    ("I indent Python with tabs in my own repos.", "Correction: spaces, four of them, in all my repos. I never use tabs in Python."),
    ("Code review rule for the payments repo: one approval needed before merge.", "Payments repo now requires two approvals, one of them from a code owner, as of 1 May."),
    ("Deploy target for the billing service is Heroku.", "Billing service was migrated off Heroku last sprint; it deploys to Fly.io now."),
    ("On-call for the search team this week: Priya.", "Swap agreed: Tomasz has this week's search on-call, not Priya."),
    ("Ticket owner for INFRA-2231 (flaky runners) is Marek.", "INFRA-2231 reassigned to Ines; Marek is off the runner work."),
    ("The mobile app targets Stripe API version 2022-11-15.", "We bumped the mobile app's pinned Stripe API version to 2024-06-20."),
    ("pydantic pinned to <2 in the ingestion service.", "ingestion service: pydantic pin lifted, now pydantic>=2.6"),
    ("Team retro every second Friday at 3pm.", "Retros are monthly now (last Thursday of the month); the fortnightly Friday slot is gone."),
    ("User prefers squash merges.", "User now prefers rebase-and-merge so the individual commits survive; no more squashing."),
    ("Line length limit in user's projects: 88 (the black default).", "Actually it's 120. They configure ruff with line-length = 120 everywhere."),
    ("Test runner: pytest with xdist.", "not pytest-xdist any more, they dropped parallel runs. plain pytest -q"),
    ("Primary language at work: Python.", "not Python. Go. The team rewrote the services and the user writes Go day to day now."),
    ("I use Poetry for dependency management.", "Switched all my projects from Poetry to uv in the spring."),
    ("Frontend team's state library: Redux Toolkit.", "At the architecture review the frontend team decided to drop Redux Toolkit for Zustand."),
    ("Git branch naming: feature/<ticket>-<slug>.", "Branch naming convention changed to <initials>/<ticket>; the feature/ prefix is retired."),
    ("Standup: 9:30 daily on Zoom.", "From Monday standup is async in the #standup Slack channel, no more Zoom call."),
    ("Production database: Postgres 13 on RDS.", "Prod DB upgraded during the 3 March maintenance window: Postgres 16 on RDS."),
    ("CI provider: CircleCI.", "We left CircleCI at the end of Q2; everything builds on GitHub Actions now."),
    ("User wants commit messages in Conventional Commits format.", "User relaxed the rule: plain imperative commit messages are fine now, no feat:/fix: prefixes required."),
    ("Coverage gate in CI: 80%.", "They tightened the coverage gate to 90% after the outage."),
    ("User's work laptop: MacBook Pro M1.", "Got the new work laptop, a ThinkPad X1 running Fedora. The M1 went back to IT."),
    ("Docs live in Confluence.", "The team moved the docs out of Confluence into the repo (MkDocs) in January."),
    ("Plans to switch terminals from iTerm2 to WezTerm next week.", "Gave WezTerm a go but I think I'll stick with iTerm2 after all."),
    ("Code owner for /infra/terraform: @dana-k.", "CODEOWNERS updated: /infra/terraform belongs to @platform-team now, not @dana-k."),
    ("Node pinned at 18 in .nvmrc.", ".nvmrc says 20 now; we moved off Node 18 before it reached end of life."),
    ("Sprint length: two weeks.", "Sprints are three weeks now, the PM changed it at the last planning."),
    ("Ticketing: Jira.", "Team moved from Jira to Linear on 1 September."),
    ("User writes tests first (TDD) on all new code.", "User gave up strict TDD; these days they spike first and write the tests after."),
    ("Review turnaround expectation: within one working day.", "Review turnaround was relaxed to two working days after the team shrank."),
    ("Feature flags via LaunchDarkly.", "Feature flags: LaunchDarkly → Unleash (self-hosted), for cost reasons."),
    ("Cloud region for EU customers: eu-central-1.", "EU customers were moved to eu-west-3 (Paris) for the data-residency deal."),
    ("Logging: structlog with JSON output.", "They replaced structlog with stdlib logging plus python-json-logger."),
    ("User's GitHub handle: @mkowal.", "New GitHub handle: @mkowalski-dev (renamed, @mkowal is gone)."),
    ("Merge freeze on Fridays.", "No more Friday merge freeze. Lifted once deploys got automatic rollback."),
    ("Default branch in user's repos: master.", "All of the user's repos were renamed master → main last month."),
    ("Python version for new services: 3.11.", "New services start on Python 3.12 as of this quarter."),
    ("User wants answers with full code files, not diffs.", "From now on just show me the diff, not the whole file."),
    ("Preferred ORM: SQLAlchemy 1.4 style queries.", "User migrated everything to SQLAlchemy 2.0-style select() and wants that style in suggestions."),
    ("The team's release cadence is every Tuesday.", "Release train changed to Thursdays; Tuesday releases are over."),
    ("User's dotfiles repo: github.com/mkowal/dotfiles (public).", "They made the dotfiles repo private after someone copied their secrets file."),
    ("The team uses Terraform for infrastructure.", "We've gone all-in on Pulumi (TypeScript) and are deleting the Terraform code."),
    ("User prefers type hints on public functions only.", "User tightened this: type hints on every function now, mypy --strict in CI."),
    ("Incident channel: #incidents on Slack.", "Incidents are run in incident.io now; the #incidents channel is archived."),
    ("Design reviews: Wednesdays 2pm, Rohan chairs.", "Design reviews are still Wednesdays at 2, but Keiko chairs them now; Rohan handed it over."),
    ("Observability stack: Prometheus + Grafana.", "We moved metrics to Datadog; Prometheus and Grafana were switched off in June."),
    ("User uses 2-space indentation for TypeScript.", "Prettier config changed to tabs for TS, so tabs now."),
    ("The ingestion job runs nightly at 02:00 UTC.", "Ingestion job cron changed to every 6 hours."),
    ("Pairing sessions with Ahmed on Mondays.", "Ahmed moved teams, so no more Monday pairing with him."),
    ("Primary cloud: GCP.", "Company signed with Azure; new workloads go to Azure, GCP is being wound down."),
    ("Code freeze for v5 release: 20 November.", "Code freeze for v5 moved up to 13 November."),
    ("Acme Logistics, plan: Pro (annual).", "Acme Logistics upgraded to Enterprise on 12 Feb; the Pro plan has ended."),
    ("Billing contact for Brightwave Ltd: Sandra Ooms, sandra@brightwave.test.", "Brightwave's billing contact is now Raj Patel (raj@brightwave.test); Sandra left the company."),
    ("Shipping address: 14 Mill Lane, Leeds LS6 2AB.", "Customer has moved. Ship to 3 Harbour Row, Hull HU1 4TT from now on."),
    ("Account owner for Nordhavn Foods: Kelly (AM team).", "Nordhavn Foods was reassigned from Kelly to Bram in the territory reshuffle."),
    ("SLA for Veltro's Tier-1 tickets: 4-hour first response.", "Veltro's renewed contract cuts the Tier-1 first-response SLA to 1 hour."),
    ("Customer prefers to be contacted by email only.", "Customer now asks to be phoned rather than emailed, they keep missing emails."),
    ("Preferred support language for Kaltbrunn GmbH: German.", "Kaltbrunn's new admin wants support in English instead of German."),
    ("Payment method: card ending 4412.", "Card ending 4412 expired and they switched to paying by SEPA direct debit."),
    ("Customer is on monthly billing.", "Switched to annual billing at renewal, with the 20% discount."),
    ("Primary admin on the Orbis account: Leo Brandt.", "Orbis admin rights transferred to Hana Sato; Leo Brandt is a regular user now."),
    ("Pinecrest is on the legacy Starter plan at the grandfathered price.", "Pinecrest lost the grandfathered Starter price and moved to the current Team plan at renewal."),
    ("Invoice currency for Maplestone: USD.", "Maplestone's invoices are in EUR starting with the March invoice."),
    ("VAT ID on file for Kestrel BV: NL001234567B01.", "Kestrel BV sent a corrected VAT ID, NL001234567B02. The one on file had a typo."),
    ("Support channel for Halden: shared Slack channel.", "Halden closed the shared Slack channel; their support goes through the portal only."),
    ("Customer renewal date: 30 June.", "Renewal date moved to 31 December after they co-termed the two contracts."),
    ("Escalation contact at Tarn Medical: Dr. Fenwick.", "Escalations at Tarn Medical go to their new IT lead, Oona Reyes, not Dr. Fenwick."),
    ("Delivery note: leave parcels with the neighbour at no. 12.", "Don't leave parcels with no. 12 any more; use the safe place behind the side gate."),
    ("Customer's shoe size on file: EU 42.", "They exchanged for a 43 and said 43 is their real size."),
    ("Order #55102 ships via DHL.", "Order #55102 was handed to UPS, not DHL."),
    ("Customer's workspace is hosted in the US data region.", "Customer's workspace was migrated to the EU data region at their request."),
    ("Customer uses SSO via Okta.", "They moved SSO from Okta to Microsoft Entra ID in August."),
    ("Do not contact Lindqvist AB before 10am CET (customer request).", "Lindqvist lifted the before-10am rule; any time in office hours is fine now."),
    ("The user manages the Harwick account on their own.", "Harwick is a shared account now: the user and Dev split it 50/50."),
    ("Customer's discount: 15% nonprofit.", "Nonprofit discount removed. They lost charitable status, so full price from the next invoice."),
    ("Gift wrap by default on all of Mrs. Okafor's orders.", "Mrs. Okafor asked us to stop gift-wrapping, she only wants plain packaging."),
    ("Customer's preferred carrier: Royal Mail Tracked 48.", "Customer wants DPD from now on after two lost Royal Mail parcels."),
    ("Subscription box frequency: every 2 weeks.", "Customer changed the box to monthly."),
    ("PO number required on invoices for Garrow Council: PO-88120.", "Garrow Council issued a new PO for this financial year: PO-91547; PO-88120 is closed."),
    ("The customer's CSM is Olivia.", "CSM changed: Olivia moved to the enterprise pod, the customer is with Femi now."),
    ("Customer said the export bug started after the 4.2 update.", "Customer corrected themselves: the export bug was already there on 4.1, it wasn't the update."),
    ("Support tier: Standard.", "Bought Premium support at renewal; Standard is gone."),
    ("Home airport: Manchester (MAN).", "I fly out of Leeds Bradford now since the move, not Manchester."),
    ("Seat preference: aisle.", "Window seats from now on please, I want to sleep on the long hauls."),
    ("Meal preference on flights: vegetarian (VLML).", "Stopped ordering the VLML meal; the standard meal is fine now."),
    ("Credits all flights to British Airways Executive Club.", "Switched loyalty to Flying Blue and no longer credits flights to BA."),
    ("Passport expires March 2027.", "Renewed the passport early; the new one expires in 2036."),
    ("Preferred hotel chain: Marriott.", "Hilton is the go-to hotel now; dropped Marriott after the Bonvoy devaluation."),
    ("Company travel is booked through Amex GBT.", "The company moved travel booking from Amex GBT to Navan."),
    ("Usually books first class on LNER.", "Books standard class now; the company stopped reimbursing first."),
    ("Trip to Lisbon: 12–16 May.", "The Lisbon trip moved to 19–23 May; flights rebooked."),
    ("Flight BA 1402 departs 07:10.", "BA 1402 was retimed by the airline and now leaves at 08:40."),
    ("Prefers red-eye flights to save a hotel night.", "No more red-eyes, they've decided: daytime flights only."),
    ("Car rental loyalty: Hertz Gold Plus.", "They dropped Hertz and rent through Sixt now."),
    ("Address on travel documents: 22 Rue Caulaincourt, Paris.", "New address on the ESTA: 9 Quai de la Fosse, Nantes. They moved in July."),
    ("Emergency contact for trips: brother Yusuf.", "Emergency contact updated to wife Amira instead of Yusuf."),
    ("Always travels carry-on only.", "Checks a bag these days, ever since the climbing gear started coming along."),
    ("Minimum layover they accept: 90 minutes.", "They're fine with 60-minute connections now."),
    ("Timezone for scheduling: Europe/London.", "Relocated to Singapore; schedule everything in Asia/Singapore."),
    ("Travel insurance: annual multi-trip with Staysure.", "Annual cover is with Battleface now; didn't renew Staysure."),
    ("Planning to get Global Entry.", "Decided not to bother with Global Entry; too few US trips."),
    ("Booked the Airbnb in Kyoto for 3–8 April.", "Cancelled the Kyoto Airbnb, staying at a ryokan in Gion instead."),
    ("Visiting parents in Galway every Christmas.", "This year on we're doing Christmas at home in Bristol; parents come to us from now on."),
    ("User's frequent flyer number on file: BA 41029977.", "The user said the BA number was mistyped; it's 41029987."),
    ("Prefers Eurostar over flying to Paris.", "Flying to Paris now, Eurostar got too expensive."),
    ("Hotel room preference: high floor, away from the lift.", "Has vertigo now; wants a low floor, below the fifth."),
    ("Airport transfer: taxi booked by the PA.", "Takes the train to the airport now, no taxis."),
    ("Conference trip: flying to KubeCon in Salt Lake City.", "KubeCon travel fell through for the user; a colleague goes instead, user stays home."),
    ("Studying BSc Computer Science at Sheffield.", "Changed course after first year: it's BSc Mathematics at Sheffield now."),
    ("PhD supervisor: Prof. Ines Almeida.", "Supervision moved to Dr. Karl Nyström after Prof. Almeida left for ETH."),
    ("Thesis topic: graph neural networks for protein folding.", "The thesis is about uncertainty estimation in weather models now; the protein work was dropped."),
    ("Major: Economics, minor in Spanish.", "Dropped the Spanish minor. Economics major, Data Science minor now."),
    ("Plans to apply for a master's at Edinburgh.", "Decided against Edinburgh; applying to KTH in Stockholm instead."),
    ("Dissertation due 15 April.", "Got an extension, the dissertation is now due 6 May."),
    ("Takes the evening Japanese course on Tuesdays.", "The Japanese class moved to Thursdays this term."),
    ("Starts the part-time MBA at Warwick in September.", "Deferred the MBA start to next January."),
    ("Lab meeting: Mondays 10:00.", "Lab meetings are Wednesdays at 2 now; the new PI reshuffled everything."),
    ("Wants to go into academia after the PhD.", "Changed their mind: aiming for an industry research job, not academia."),
    ("User is a TA for Intro to Programming.", "No longer TAing Intro to Programming; this semester they TA Algorithms."),
    ("Citation style for the thesis: APA.", "The department requires IEEE, so the thesis is in IEEE style now, not APA."),
    ("Writing the thesis in Word.", "Moved the thesis to LaTeX on Overleaf."),
    ("Viva date: 12 March.", "Viva rescheduled to 26 March; the external examiner had a clash."),
    ("External examiner: Prof. Lundqvist.", "Prof. Lundqvist withdrew; the external is Dr. Okoye now."),
    ("Module leader for Databases: Dr. Hale.", "Dr. Hale is on research leave all year; Dr. Osei leads Databases instead."),
    ("User is doing the Google Data Analytics certificate on Coursera.", "Quit the Google certificate halfway; doing the DataCamp data engineer track instead."),
    ("Lives in halls at Ranmoor.", "Moved out of halls into a shared house on Crookes Road."),
    ("Studying for the AWS Solutions Architect Associate exam, booked for 2 June.", "Moved the AWS exam to 30 June, wasn't ready."),
    ("Research group: the NLP group under Prof. Ahmadi.", "Switched groups this autumn; user is in the robotics lab now."),
    ("The user mentioned they are doing a part-time PhD.", "The user switched the PhD to full-time after getting the studentship."),
    ("Course rep for year 2: the user.", "Stood down as course rep; Amelia took over."),
    ("Favourite F1 team: McLaren.", "Favourite F1 team these days is Ferrari, not McLaren."),
    ("Season ticket holder at Leeds United, South Stand.", "Gave up the Leeds season ticket this year, just goes to the odd match now."),
    ("Plays 5-a-side on Wednesday nights.", "5-a-side moved to Monday nights at the new pitches."),
    ("FPL team name: \"Klopp Til You Drop\".", "Renamed the FPL team to \"Slot Machine\"."),
    ("Climbs at The Foundry in Sheffield.", "Moved climbing walls: The Depot now, cancelled the Foundry membership."),
    ("Main instrument: acoustic guitar.", "Sold the acoustic; plays bass now."),
    ("Plays chess on lichess as \"rookbanger\".", "Moved to chess.com, doesn't use lichess any more."),
    ("Cycling club: Islington CC, Sunday club runs.", "Left Islington CC and joined the Rapha club instead."),
    ("Favourite NBA team: Celtics.", "Bandwagon alert: the user says they're a Knicks fan now."),
    ("Their book club reads sci-fi only.", "The book club voted to open up to any genre."),
    ("Plays Sunday league football in goal.", "Moved out of goal, plays centre-back now."),
    ("Photography: shoots Canon.", "Switched systems: Canon → Fujifilm X-T5."),
    ("Hobby: pottery class on Thursday evenings.", "Stopped pottery; doing life drawing on Thursdays instead."),
    ("Supports the Chicago Cubs.", "Moved to St. Louis and, to everyone's horror, roots for the Cardinals now."),
    ("Plays padel at the club on Saturday mornings.", "Padel is Sunday mornings now, Saturdays clash with the kids' swimming."),
    ("Favourite board game: Wingspan.", "Favourite board game is Ark Nova now."),
    ("Knitting: mostly socks.", "These days she mostly knits jumpers, socks bore her."),
    ("Sails a Laser at Rutland.", "Sold the Laser; crews on a friend's keelboat now."),
    ("Watching: Premier League on Sky.", "Cancelled Sky Sports; watches the football in the pub now."),
    ("Plans to run the Berlin marathon this year.", "Not doing Berlin after all, knee's not up to it. Maybe a half instead."),
    ("Goes to the Tuesday quiz at the Red Lion.", "Quiz team moved to Thursdays at the Crown."),
    ("Favourite cricket format: Test matches.", "Went off Tests; The Hundred is their favourite now."),
    ("Gaming: plays on PS5.", "Sold the PS5, a Steam Deck is the main console now."),
    ("Diet: vegan.", "Diet: vegan -> pescatarian since March."),
    ("Preferred name: Robert.", "Goes by Rob now, not Robert. Please use Rob."),
    ("Pronouns: she/her.", "Pronouns updated to they/them."),
    ("Coffee order: flat white.", "Actually it's an oat cortado these days."),
    ("Mobile: 07700 900123.", "New mobile number 07700 900987, the old one is cancelled."),
    ("Lives in Bristol.", "Moved to Cardiff at the end of August."),
    ("Works at Monzo as a backend engineer.", "The user mentioned they joined Wise last month, having left Monzo."),
    ("Allergic to penicillin.", "Allergy testing showed they're not allergic to penicillin after all; take it off the record."),
    ("Favourite cuisine: Thai.", "Favourite food is Georgian now, ever since the Tbilisi trip."),
    ("Drinks: doesn't drink alcohol.", "Started drinking again socially, the odd glass of wine."),
    ("Email for everything: rob.k@fastmail.test.", "Moved email to rob@kowal.test; the Fastmail address is closed."),
    ("Birthday: 14 March.", "Oops, birthday is 14 May, not March."),
    ("Wake-up alarm: 6:00 on weekdays.", "Since last week the alarm is at 7; the new job starts later."),
    ("The user mentioned they are single.", "The user mentioned they've been seeing someone, Alex, since the summer."),
    ("Religion: none.", "The user converted to Catholicism at Easter."),
    ("Favourite band: Radiohead.", "Not Radiohead anymore, honestly it's all Fontaines D.C. now."),
    ("T-shirt size: M.", "Need L now; the M's are all too tight."),
    ("Bank: Barclays.", "Moved current account from Barclays to Starling in January."),
    ("Dog: Biscuit, a labrador.", "The user said Biscuit is a golden retriever, not a lab; they misspoke earlier."),
    ("Preferred pizza: margherita.", "Goes for a nduja pizza every time now."),
    ("Gym: PureGym Clapham.", "Cancelled PureGym, goes to the council leisure centre now."),
    ("Plans to buy a flat in Leith next year.", "Dropped the flat-buying plan for now and renewed the rental for two years."),
    ("Morning routine: a run before work.", "Swapped the morning run for a swim at lunch."),
    ("User's Spotify plan: Family.", "User dropped Spotify Family for an Individual plan after the kids got their own accounts."),
    ("Thinks remote work suits them best.", "Came round to hybrid: says 3 days in the office is better for them."),
    ("The user stated their height as 5'9\".", "Correction from the user: 5'11\", not 5'9\"."),
    ("Sleeps on the left side of the bed.", "Switched sides after the new bed; the right side now."),
    ("Role: Senior Data Analyst.", "Title changed to Analytics Engineer in the reorg."),
    ("Salary expectation for the next job: £70k.", "Raised the salary floor to £80k after the market research."),
    ("Daughter's name: Mila.", "Correction: daughter is Mira, with an r."),
    ("Likes audiobooks at 1.5x speed.", "Listens at normal speed now, said 1.5x was too tiring."),
    ("Preferred contact hours: evenings after 7.", "Please message in the mornings instead, evenings are family time now."),
    ("Would like to learn Spanish this year.", "Went with Italian instead of Spanish, partner's family is from Bari."),
    ("Smokes about ten a day.", "Quit smoking on 1 January and hasn't had one since."),
    ("Has a cat called Mochi.", "Mochi died in October; no pets at the moment."),
    ("Learning piano with a teacher, Ms. Adeyemi.", "Stopped the piano lessons; teaching themselves from YouTube now."),
    ("Works on the checkout team at Ocado, mostly Kotlin, deploys to GKE, on-call one week in six, and reports to Hamid.", "Works on the checkout team at Ocado, mostly Kotlin, deploys to GKE, on-call one week in six, and reports to Beatrix since Hamid moved to the platform group."),
    ("Customer profile: Brightline Dental, 4 clinics, Team plan, billed quarterly, admin is Dr. Shah, renews 1 October.", "Customer profile: Brightline Dental, 4 clinics, Team plan, billed annually now, admin is Dr. Shah, renews 1 October."),
    ("Travel profile: home airport LHR, aisle seat, no special meal, oneworld Sapphire, Global Entry holder, prefers morning departures.", "Travel profile: home airport LHR, window seat, no special meal, oneworld Sapphire, Global Entry holder, prefers morning departures."),
    ("Third-year PhD in Leeds, supervised by Prof. Grant, thesis on soil microbiomes, funded by NERC, teaches one lab a week, hopes to submit next September.", "Third-year PhD in Leeds, supervised by Prof. Grant, thesis on soil microbiomes, funded by NERC, teaches one lab a week, hopes to submit in March instead of September."),
    ("Notes from the call: they run a Rails monolith on Heroku, Postgres 14, Sidekiq for jobs, Sentry for errors, and want to move to AWS next year.", "Notes from the follow-up call: Rails monolith on Heroku, Postgres 14, Sidekiq, Sentry; they've scrapped the AWS move and will stay on Heroku."),
    ("I'm a nurse on a cardiac ward, I do nights three times a week, I live with my sister in Croydon and I cycle to work.", "I'm a nurse on a cardiac ward, I do nights three times a week, I live with my sister in Croydon, and I take the tram to work now that my bike got nicked and I'm not replacing it."),
    ("Team rituals: standup 9:45, planning Monday 11:00, demo every other Friday, retro after the demo, coffee roulette on Wednesdays.", "Team rituals: standup 9:45, planning Monday 11:00, demo every other Friday, retro after the demo. Coffee roulette was dropped, nobody signed up."),
    ("User profile:\n- Stack: TypeScript, Next.js, Prisma\n- Editor: Zed\n- Hosting: Vercel\n- Tests: Vitest", "User profile:\n- Stack: TypeScript, Next.js, Drizzle (replaced Prisma)\n- Editor: Zed\n- Hosting: Vercel\n- Tests: Vitest"),
    ("Account: Fenwick & Daughters\nplan: Growth\nseats: 25\nowner: Jonas\nbilling: invoice, net 30", "Account: Fenwick & Daughters\nplan: Growth\nseats: 25\nowner: Jonas\nbilling: card, monthly (no more invoices)"),
    ("My week: Mondays in the Manchester office, Tuesday to Thursday at home, Fridays off (I'm on a 4-day week).", "My week: Mondays in the Manchester office, Tuesday to Thursday at home, and Fridays I work too now, back on full time."),
    ("Summary: the user is a backend developer at a logistics startup in Rotterdam, writes Java with Spring Boot, uses IntelliJ, and deploys with ArgoCD to a Kubernetes cluster on Hetzner.", "Summary: the user is a backend developer at a logistics startup in Rotterdam, writes Kotlin (the team moved off Java this year) with Spring Boot, uses IntelliJ, and deploys with ArgoCD to Kubernetes on Hetzner."),
    ("She's in Year 12 at sixth form doing Maths, Physics and Chemistry A-levels and wants to study engineering at Bristol.", "She's in Year 12 at sixth form doing Maths, Physics and Chemistry A-levels, and now wants to do a degree apprenticeship at Airbus rather than go to Bristol."),
    ("Household: me, my wife Tanya, our son Leo (6), and Tanya's mum, who lives with us.", "Household: me, my wife Tanya, and our son Leo (6). Tanya's mum moved into her own flat in September."),
    ("Our support rota: Anna mornings, Bilal afternoons, Chen evenings, weekends shared.", "Our support rota: Anna mornings, Chen afternoons, Bilal evenings, weekends shared."),
    ("Repo conventions: ruff for lint, black for formatting, mypy on CI, pre-commit hooks mandatory.", "Repo conventions: ruff for lint and formatting (black removed), mypy on CI, pre-commit hooks mandatory."),
    ("Book club meets on Mondays.", "Actually it's Tuesdays."),
    ("Sister's name: Jo.", "It's Joanne. Nobody calls her Jo, I don't know where that came from."),
    ("Dentist: Dr. Lam at Smile Studio.", "Registered with a new dentist as of 1 May, Dr. Pereira at Hove Dental."),
    ("Prefers to receive the weekly digest on Sundays.", "Send the weekly digest on Fridays instead, since last week."),
    ("I think I'll go with Hetzner for the side project.", "Hmm, I'll probably go with DigitalOcean after all, Hetzner's signup wanted ID."),
    ("Works from the Shoreditch WeWork.", "Not Shoreditch, Aldgate. Same WeWork chain, other building."),
    ("Προτιμώ θέση στον διάδρομο στις πτήσεις.", "Από εδώ και πέρα θέλω θέση στο παράθυρο, όχι στον διάδρομο."),  # lang: el
    ("Ο επιβλέπων της διπλωματικής μου είναι ο κ. Παπαδόπουλος.", "Άλλαξα επιβλέποντα: τώρα είναι η κα Νικολάου, ο κ. Παπαδόπουλος συνταξιοδοτήθηκε."),  # lang: el
    ("Στη δουλειά γράφω κυρίως Java.", "Όχι πια Java, η ομάδα πέρασε σε Go και γράφω Go κάθε μέρα."),  # lang: el
    ("Ο πελάτης είναι στο πακέτο Basic.", "Ο πελάτης αναβαθμίστηκε στο πακέτο Premium από 1 Μαρτίου."),  # lang: el
    ("המשתמש עובד ב-Wix כמפתח פרונטאנד.", "המשתמש עבר לעבוד ב-Monday.com בחודש שעבר, כבר לא ב-Wix."),  # lang: he
    ("הארוחה המועדפת בטיסות: צמחונית.", "ביטלתי את הארוחה הצמחונית, אני אוכל ארוחה רגילה עכשיו."),  # lang: he
    ("ישיבת הצוות בימי ראשון ב-9:00.", "מעכשיו ישיבת הצוות בימי שני ב-10:00."),  # lang: he
    ("התזה שלי על עיבוד שפה טבעית בעברית.", "שיניתי נושא: התזה עכשיו על ראייה ממוחשבת, עזבתי את עיבוד השפה."),  # lang: he
    ("Folosesc PyCharm ca editor.", "Am trecut de la PyCharm la VS Code, din mai."),  # lang: ro
    ("Clientul plătește lunar, cu cardul.", "Clientul a trecut pe plată anuală, prin transfer bancar."),  # lang: ro
    ("Locuiesc în Cluj.", "M-am mutat la București la începutul lunii."),  # lang: ro
    ("Antrenamentul de handbal e marțea.", "De acum antrenamentul e joia, marțea nu mai merge."),  # lang: ro
    ("A szakdolgozatom témavezetője Dr. Kovács.", "Témavezetőt váltottam, most Dr. Szabó a konzulensem."),  # lang: hu
    ("Reggelente futok munka előtt.", "A reggeli futást lecseréltem esti úszásra."),  # lang: hu
    ("A csapat Jirát használ a feladatokhoz.", "Szeptembertől átálltunk a Jiráról a YouTrackre."),  # lang: hu
    ("Szállítási cím: Budapest, Váci út 12.", "Új szállítási cím: Debrecen, Piac utca 5. Elköltöztünk."),  # lang: hu
    ("Jeg foretrækker tabs til indrykning.", "Jeg er gået over til mellemrum, fire styk."),  # lang: da
    ("Kunden har Standard-support.", "Kunden købte Premium-support ved fornyelsen; Standard er udløbet."),  # lang: da
    ("Jeg studerer medicin på Aarhus Universitet.", "Jeg har skiftet til biologi, ikke medicin længere."),  # lang: da
    ("Hjemmelufthavn: Billund.", "Efter flytningen flyver jeg fra Kastrup i stedet for Billund."),  # lang: da
    ("Jeg bruker Emacs.", "Har gått over til Neovim, Emacs er avinstallert."),  # lang: nb
    ("Kontaktperson hos kunden: Kari Nordmann.", "Ny kontaktperson hos kunden er Ola Hansen; Kari har sluttet."),  # lang: nb
    ("Jeg spiller fotball på tirsdager.", "Fotballen er flyttet til torsdager."),  # lang: nb
    ("Planlegger å søke master i Bergen.", "Har bestemt meg for Trondheim i stedet for Bergen."),  # lang: nb
    ("ผู้ใช้ชอบนั่งริมทางเดินบนเครื่องบิน", "ตอนนี้ผู้ใช้อยากนั่งริมหน้าต่างแทนแล้ว ไม่เอาริมทางเดิน"),  # lang: th
    ("ฉันเรียนวิศวกรรมคอมพิวเตอร์ที่จุฬาฯ", "ฉันย้ายไปเรียนสถาปัตยกรรมแล้ว ไม่ได้เรียนวิศวะแล้ว"),  # lang: th
    ("ทีมใช้ AWS เป็นหลัก", "ตั้งแต่เดือนมีนาคม ทีมย้ายไปใช้ Google Cloud ทั้งหมดแล้ว"),  # lang: th
    ("ลูกค้าใช้แพ็กเกจรายเดือน", "ลูกค้าเปลี่ยนเป็นแพ็กเกจรายปีแล้วตอนต่ออายุ"),  # lang: th
    ("আমি ঢাকায় থাকি।", "গত মাসে চট্টগ্রামে চলে এসেছি, এখন আর ঢাকায় থাকি না।"),  # lang: bn
    ("আমার থিসিসের সুপারভাইজার ড. রহমান।", "সুপারভাইজার বদলেছে, এখন ড. চৌধুরী; ড. রহমান বিদেশে চলে গেছেন।"),  # lang: bn
    ("অফিসে আমরা Slack ব্যবহার করি।", "Slack বাদ দিয়ে আমরা Microsoft Teams-এ চলে গেছি।"),  # lang: bn
    ("আমি প্রতি শুক্রবার ক্রিকেট খেলি।", "ক্রিকেট এখন শনিবারে, শুক্রবার আর হয় না।"),  # lang: bn
    ("Nagtatrabaho ako sa Accenture bilang developer.", "Lumipat na ako sa Globe noong isang buwan, hindi na ako sa Accenture."),  # lang: tl
    ("Ang kurso ko ay Nursing sa UST.", "Nag-shift ako sa Psychology, hindi na Nursing."),  # lang: tl
    ("Ang meeting ng team ay tuwing Lunes, alas-nuwebe.", "Simula ngayong linggo, tuwing Martes na ang meeting, alas-diyes."),  # lang: tl
    ("Ang billing contact ng kliyente ay si Maria Santos.", "Si Jose Reyes na ang billing contact; umalis na si Maria sa kumpanya."),  # lang: tl
    ("زبان اصلی کارم پایتون است.", "دیگر پایتون نه؛ تیم به Go مهاجرت کرد و الان هر روز Go می‌نویسم."),  # lang: fa
    ("در تهران زندگی می‌کنم.", "از ماه پیش به اصفهان نقل مکان کردم."),  # lang: fa
    ("استاد راهنمای پایان‌نامه‌ام دکتر احمدی است.", "استاد راهنمایم عوض شد؛ حالا دکتر کریمی است."),  # lang: fa
    ("جلسه تیم شنبه‌ها ساعت ۱۰ است.", "از این هفته جلسه تیم یکشنبه‌ها ساعت ۹ برگزار می‌شود."),  # lang: fa
    ("Visc a Girona.", "M'he mudat a Barcelona aquest estiu."),  # lang: ca
    ("El client té el pla Bàsic.", "El client ha passat al pla Professional des de l'1 de març."),  # lang: ca
    ("Faig el TFG amb la Dra. Puig.", "Ara el TFG me'l dirigeix el Dr. Vidal; la Dra. Puig s'ha jubilat."),  # lang: ca
    ("Jugo a bàsquet els dimecres.", "El bàsquet ara és els dijous."),  # lang: ca
    ("Radim u Infobipu kao DevOps inženjer.", "Prešao sam u Rimac prošli mjesec, više nisam u Infobipu."),  # lang: hr
    ("Sjedalo u avionu: do prolaza.", "Od sada želim sjedalo do prozora."),  # lang: hr
    ("Trening je utorkom u 19 h.", "Trening je premješten na četvrtak."),  # lang: hr
    ("Adresa za dostavu: Ilica 10, Zagreb.", "Nova adresa za dostavu: Riva 4, Split. Preselili smo se."),  # lang: hr
    ("Používam IntelliJ IDEA.", "Už nie IntelliJ, prešiel som na VS Code."),  # lang: sk
    ("Študujem informatiku v Bratislave.", "Prestúpil som na ekonómiu, informatiku už neštudujem."),  # lang: sk
    ("Zákazník platí kartou.", "Zákazník odteraz platí prevodom na faktúru."),  # lang: sk
    ("Hrám hokej v pondelok večer.", "Hokej je odteraz v stredu večer."),  # lang: sk
    ("Живея в Пловдив.", "Преместих се в София миналия месец."),  # lang: bg
    ("Екипът използва Jira.", "Минахме от Jira на Linear от 1 септември."),  # lang: bg
    ("Предпочитам място до пътеката.", "Вече искам място до прозореца."),  # lang: bg
    ("Научният ми ръководител е проф. Иванов.", "Смених ръководителя си, сега е доц. Петрова."),  # lang: bg
    ("Dirbu Vinted kaip backend programuotojas.", "Praeitą mėnesį perėjau į Nord Security, Vinted nebedirbu."),  # lang: lt
    ("Gyvenu Kaune.", "Persikrausčiau į Vilnių rugpjūčio pabaigoje."),  # lang: lt
    ("Krepšinį žaidžiu antradieniais.", "Krepšinis dabar ketvirtadieniais."),  # lang: lt
    ("Klientas naudoja Basic planą.", "Klientas nuo kovo 1 d. perėjo į Premium planą."),  # lang: lt
    ("Note to self: the staging DB password rotates every 90 days.", "Note to self: security moved staging credential rotation to every 30 days from 1 July."),
    ("The user mentioned their manager is Grace.", "The user mentioned that since the reorg on 1 April they report to Olu instead of Grace."),
    ("I'm leaning towards Svelte for the dashboard rewrite.", "Scratch that, the dashboard rewrite is going to be plain React. Decided today."),
    ("Weekly 1:1 with my manager on Thursdays at 4.", "1:1s are fortnightly from now on, Tuesdays at 11."),
    ("Primary payment method for the user's own subscriptions: Amex.", "Cancelled the Amex, everything's on the Monzo card now."),
    ("Vim keybindings turned on in Jupyter.", "Turned the Vim keybindings in Jupyter off, kept hitting Esc by accident."),
    ("Deploys happen via a manual approval in Spinnaker.", "Deploys to prod are automatic on merge now; the manual Spinnaker approval was removed."),
    ("User wants PR descriptions to include screenshots for UI changes.", "The screenshot rule has been dropped; a short Loom video is what they want for UI changes now."),
    ("The assistant should reply in British English.", "Please switch to American spelling, the docs are for a US client from now on."),
    ("Secret scanning alerts go to #sec-alerts.", "Secret scanning alerts are routed to PagerDuty since last week, not #sec-alerts."),
    ("Lunch and learn is every Wednesday.", "We've stopped the Wednesday lunch and learns; not enough people came."),
    ("As of March the user is on the 4-day week pilot.", "The 4-day week pilot ended in September and the user is back on five days."),
    ("User maintains the open-source library tinyqueue.", "User handed maintainership of tinyqueue to a co-maintainer and stepped back."),
    ("Dependency updates: Renovate, weekly.", "We switched from Renovate to Dependabot; daily for security updates."),
    ("Διατροφή: χορτοφάγος.", "Διατροφή: χορτοφάγος -> πεσκατάριος από τον Μάρτιο."),  # lang: el
    ("Trec pe Linux luna viitoare.", "Până la urmă cred că rămân pe macOS."),  # lang: ro
    ("אני מעדיף לקבל חשבוניות במייל.", "לא במייל. מעכשיו רק דרך הפורטל, בבקשה."),  # lang: he
    ("ประชุมทีมทุกวันจันทร์", "ตั้งแต่ 1 พฤษภาคม ประชุมทีมย้ายไปเป็นวันพุธ"),  # lang: th
    ("Dieta: vegetariana.", "Dieta: vegetariana -> flexitariana des del gener."),  # lang: ca
    ("Фактурите на клиента са в лева.", "От 1 януари фактурите на клиента са в евро."),  # lang: bg
    ("Tar alltid toget til jobben.", "Sykler til jobben nå, toget er droppet."),  # lang: nb
]


UPDATES: List[Tuple[str, str]] = [
    ("Public API: v2 is current, v1 deprecated.", "We shipped API v3; v2 is deprecated too and new integrations must use v3."),
    ("The monorepo migration: 4 of 12 services moved.", "Monorepo migration: 9 of 12 services in, the last three next sprint."),
    ("Open Dependabot PRs on the web repo: 37.", "Down to 6 open Dependabot PRs on the web repo after the cleanup day."),
    ("Our CLI's latest release: 1.8.2.", "Released 1.9.0 of the CLI today with the plugin system."),
    ("p95 latency of the search API: 420 ms.", "After the cache change search p95 is 180 ms."),
    ("Story points completed this sprint: 14.", "Sprint closed at 31 points."),
    ("Flaky tests quarantined: 23.", "Quarantine list is down to 8 flaky tests."),
    ("Licensed seats on the Corvid account: 50.", "Corvid trued up in Q3; they're at 65 licensed seats now."),
    ("Ticket #48812 (SSO login loop): open, waiting on engineering.", "Ticket #48812: fix deployed, customer confirmed, closed."),
    ("Customer is in a free trial that ends 14 May.", "Trial converted to paid (Team plan) on 10 May."),
    ("Deal with Ostrava Steel: stage Discovery.", "Ostrava Steel deal moved to Proposal; the quote went out Friday."),
    ("Customer's NPS response: 6.", "In the latest survey the same customer answered 9."),
    ("Open tickets from Brightwave: 11.", "Brightwave is down to 2 open tickets."),
    ("Return request RMA-3312: label sent.", "RMA-3312: item received at the warehouse, refund issued."),
    ("Visa for the Berlin job: application submitted, biometrics done.", "German work visa approved, collected the passport from the embassy."),
    ("British Airways tier: Bronze.", "Hit 600 tier points, so BA Silver now."),
    ("Miles balance: 42,000 Avios.", "Avios balance is 61,500 after the Tokyo trip."),
    ("Countries visited: 31.", "Ticked off Albania and Montenegro, so 33 countries now."),
    ("Parcel from Japan: in customs.", "The parcel from Japan cleared customs and is out for delivery."),
    ("ESTA application: pending.", "ESTA authorised, valid two years."),
    ("Second year of the BSc.", "Going into third year of the BSc in September."),
    ("PhD thesis: 2 of 6 chapters drafted.", "PhD thesis: 5 of 6 chapters drafted, just the discussion left."),
    ("Korean: finished Talk To Me In Korean level 2.", "Korean: done with Talk To Me In Korean level 4 now."),
    ("Modules passed so far: 7 of 12.", "Passed 10 of the 12 modules."),
    ("GPA after first semester: 3.4.", "GPA after the third semester: 3.7."),
    ("Papers published: 1.", "Third paper accepted, at EMNLP."),
    ("Application to Imperial's MSc: submitted.", "Imperial made an offer, conditional on a 2:1."),
    ("Golf handicap: 18.", "Handicap's down to 14.2."),
    ("Chess rating on chess.com: 1340 rapid.", "Rapid rating hit 1520 on chess.com."),
    ("Leeds United are 7th in the Championship.", "Leeds are top of the Championship after Saturday."),
    ("Munros climbed: 112.", "Munros: 139 done after the Skye trip."),
    ("Grade climbed: 6b.", "Sent my first 7a today!"),
    ("Jigsaw in progress: about a third done.", "The 2,000-piece jigsaw is finished."),
    ("Vinyl collection: around 300 records.", "Record collection is at 420 now."),
    ("Followers on Mastodon: 850.", "Mastodon followers: 1,120."),
    ("Newsletter subscribers: 2,300.", "The newsletter passed 3,000 subscribers this week."),
    ("The data migration is 40% done.", "Data migration at 85%."),
    ("Bug bash found 14 bugs so far.", "Bug bash final tally: 27 bugs."),
    ("Side project MRR: $420.", "MRR is $1,050 after the Product Hunt launch."),
    ("Load test: 2,000 rps sustained.", "Load test got to 3,500 rps before latency climbed."),
    ("Incident INC-771: investigating.", "INC-771 mitigated; postmortem scheduled for Thursday."),
    ("Renovation: the kitchen fitters are halfway.", "Kitchen finished, just the painting left."),
    ("Weight of the sourdough starter's jar: 380 g.", "Starter's jar weighs 520 g now, it's grown a lot."),
    ("The user's Rust book: on chapter 8.", "On chapter 15 of the Rust book now."),
    ("Savings for the trip to Japan: £1,200.", "Japan fund is at £2,750."),
    ("Beta waitlist: 640 signups.", "Beta waitlist: 1,900 signups."),
    ("Build time on CI: 14 minutes.", "CI build down to 6 minutes after caching the Docker layers."),
    ("Team size: 6 engineers.", "We're 9 engineers after the three hires."),
    ("Open support tickets in the queue: 120.", "Queue down to 35 open tickets."),
    ("PR #4412 (new auth flow): in review.", "PR #4412 merged and deployed."),
    ("Baby is 5 months old.", "Baby turned 8 months today."),
    ("Ran 1,200 km this year so far.", "Year's running total: 1,750 km."),
    ("Pages written on the grant proposal: 6 of 15.", "Grant proposal at 13 of 15 pages."),
    ("The house purchase: offer accepted.", "House purchase: exchanged contracts, completion on the 28th."),
    ("Houseplants: 14.", "19 houseplants now, don't judge."),
    ("Spanish vocabulary in Anki: 900 cards.", "Anki deck is at 1,600 cards."),
    ("Cash ISA balance: £8,000.", "ISA is at £11,500 after this year's allowance went in."),
    ("Days until the wedding: 120.", "45 days until the wedding!"),
    ("Usage this month on the customer's account: 3.2 TB.", "Customer's usage this month reached 4.9 TB."),
    ("Έχω διαβάσει 12 βιβλία φέτος.", "Έφτασα τα 20 βιβλία φέτος."),  # lang: el
    ("חסכתי 8,000 שקל לטיול ליפן.", "הגעתי ל-15,000 שקל בחיסכון לטיול ליפן."),  # lang: he
    ("Aplicația noastră are 1.500 de utilizatori.", "Am trecut de 4.000 de utilizatori în aplicație."),  # lang: ro
    ("Eddig 3 félévet végeztem el.", "Most már az ötödik félévet is befejeztem."),  # lang: hu
    ("Jeg har løbet 600 km i år.", "Nu er jeg oppe på 1.100 km i år."),  # lang: da
    ("Vi har 30 betalende kunder.", "Nå har vi 48 betalende kunder."),  # lang: nb
    ("ผมวิ่งมาราธอนมาแล้ว 2 ครั้ง", "ตอนนี้วิ่งมาราธอนครบ 4 ครั้งแล้ว"),  # lang: th
    ("আমার ইউটিউব চ্যানেলে ৫০০ সাবস্ক্রাইবার।", "চ্যানেলে এখন ১,২০০ সাবস্ক্রাইবার।"),  # lang: bn
    ("Nakaipon na ako ng ₱20,000 para sa biyahe.", "₱45,000 na ang ipon ko para sa biyahe."),  # lang: tl
    ("امسال تا حالا ۱۵ کتاب خوانده‌ام.", "امسال به ۲۶ کتاب رسیدم."),  # lang: fa
    ("El meu canal té 800 subscriptors.", "El canal ja arriba als 2.000 subscriptors."),  # lang: ca
    ("Položio sam 8 ispita od 20.", "Sada imam 14 položenih ispita od 20."),  # lang: hr
    ("Máme 12 zamestnancov.", "Už nás je 19."),  # lang: sk
    ("Прочетох 10 книги тази година.", "Вече съм на 18 книги тази година."),  # lang: bg
    ("Sutaupiau 2 000 eurų kelionei.", "Jau sutaupiau 4 500 eurų kelionei."),  # lang: lt
]


COMPATIBLE: List[Tuple[str, str]] = [
    ("User's preferred stack for side projects: Django + HTMX + Postgres.", "User added Alpine.js to the Django + HTMX stack for small bits of client-side state."),
    ("Editor: VS Code with the Vim extension.", "Uses DataGrip alongside VS Code for database work."),
    ("I indent Python with tabs in my own repos.", "At work the house style is four spaces, so I follow that there."),
    ("Code review rule for the payments repo: one approval needed before merge.", "For the payments repo the approval has to come from someone other than the PR author; GitHub enforces it."),
    ("Deploy target for the billing service is Heroku.", "The billing service's staging copy lives on Render; production stays on Heroku."),
    ("On-call for the search team this week: Priya.", "Tomasz is secondary on-call for search this week, backing up Priya."),
    ("Ticket owner for INFRA-2231 (flaky runners) is Marek.", "Ines commented on INFRA-2231 with a repro; Marek still owns it."),
    ("The mobile app targets Stripe API version 2022-11-15.", "The web checkout is on Stripe API 2024-06-20; the mobile app is still pinned to 2022-11-15."),
    ("pydantic pinned to <2 in the ingestion service.", "The new reporting service uses pydantic 2; ingestion keeps its <2 pin."),
    ("Team retro every second Friday at 3pm.", "This Friday's retro is cancelled because of the offsite; normal schedule after that."),
    ("User prefers squash merges.", "User said squash merges are fine for dependabot PRs too."),
    ("Line length limit in user's projects: 88 (the black default).", "User's docstrings are wrapped at 72 characters."),
    ("Test runner: pytest with xdist.", "They also run doctests through pytest --doctest-modules."),
    ("Primary language at work: Python.", "User writes a bit of Go for the CLI tools, but most of the work is still Python."),
    ("I use Poetry for dependency management.", "I tried uv on one repo over the weekend but went back to Poetry."),
    ("Frontend team's state library: Redux Toolkit.", "The frontend team evaluated Zustand and decided to stay on Redux Toolkit."),
    ("Git branch naming: feature/<ticket>-<slug>.", "Hotfix branches use hotfix/<ticket>; feature branches keep feature/<ticket>-<slug>."),
    ("Standup: 9:30 daily on Zoom.", "Standup is at half nine every weekday, on Zoom."),
    ("Production database: Postgres 13 on RDS.", "Analytics reads from a separate Postgres 15 cluster on Aurora; prod is still 13 on RDS."),
    ("CI provider: CircleCI.", "CircleCI had an outage on Tuesday so we cut the release build locally, just that once."),
    ("User wants commit messages in Conventional Commits format.", "User also wants the ticket number in the commit footer."),
    ("Coverage gate in CI: 80%.", "Coverage currently sits at 84%, comfortably above the gate."),
    ("User's work laptop: MacBook Pro M1.", "User's personal laptop is a Framework 13."),
    ("Docs live in Confluence.", "The API reference is generated into the repo, while the how-to guides stay in Confluence."),
    ("Preferred terminal: iTerm2.", "Might try WezTerm at some point, not sure yet."),
    ("Code owner for /infra/terraform: @dana-k.", "@dana-k is out until the 14th; @sam-r approves terraform PRs meanwhile."),
    ("Node pinned at 18 in .nvmrc.", "The docs site has its own .nvmrc on Node 20; the app stays on 18."),
    ("Sprint length: two weeks.", "The holiday sprint will run three weeks, then back to two."),
    ("Ticketing: Jira.", "Customer bugs come in through Zendesk and get copied into Jira."),
    ("User writes tests first (TDD) on all new code.", "User pairs with Lena on Thursdays, still test-first."),
    ("Review turnaround expectation: within one working day.", "Reviews should come back within 24 hours on working days."),
    ("Feature flags via LaunchDarkly.", "Finance asked whether Unleash would be cheaper than LaunchDarkly; nobody has decided anything."),
    ("Cloud region for EU customers: eu-central-1.", "EU customers are served from AWS Frankfurt."),
    ("Logging: structlog with JSON output.", "While debugging locally the user flips structlog to pretty console output."),
    ("User's GitHub handle: @mkowal.", "User's GitLab handle is @m.kowal."),
    ("Merge freeze on Fridays.", "There's an extra merge freeze over Christmas week as well."),
    ("Default branch in user's repos: master.", "The user's fork of the vendor SDK uses main, since upstream does."),
    ("Python version for new services: 3.11.", "The data team's notebooks run 3.12; new services still start on 3.11."),
    ("User wants answers with full code files, not diffs.", "For this one question a diff is enough."),
    ("Preferred ORM: SQLAlchemy 1.4 style queries.", "User likes SQLAlchemy sessions created per request."),
    ("The team's release cadence is every Tuesday.", "This week's release slipped to Wednesday because of the bank holiday."),
    ("The team uses Terraform for infrastructure.", "The team uses Terragrunt to keep the Terraform modules DRY."),
    ("User prefers type hints on public functions only.", "User uses typing.Protocol rather than ABCs for interfaces."),
    ("Incident channel: #incidents on Slack.", "Each incident also gets its own #inc-<number> channel."),
    ("Design reviews: Wednesdays 2pm, Rohan chairs.", "Keiko will chair next Wednesday's design review while Rohan is at the conference."),
    ("Observability stack: Prometheus + Grafana.", "Logs go to Loki, metrics to Prometheus, dashboards in Grafana."),
    ("The ingestion job runs nightly at 02:00 UTC.", "The ingestion job runs every night at 3am Berlin time in winter."),
    ("Pairing sessions with Ahmed on Mondays.", "Ahmed is on holiday, so no pairing for the next two Mondays."),
    ("Primary cloud: GCP.", "The ML team has a small AWS account for SageMaker experiments."),
    ("Code freeze for v5 release: 20 November.", "The release candidate for v5 is cut on 21 November, the day after the freeze."),
    ("Acme Logistics, plan: Pro (annual).", "Acme Logistics asked for an Enterprise quote but are staying on Pro for now."),
    ("Billing contact for Brightwave Ltd: Sandra Ooms, sandra@brightwave.test.", "Sandra Ooms at Brightwave asked that invoices also be cc'd to ap@brightwave.test."),
    ("Shipping address: 14 Mill Lane, Leeds LS6 2AB.", "One-off: this order goes to their office at 40 Park Square, Leeds. Default address unchanged."),
    ("Account owner for Nordhavn Foods: Kelly (AM team).", "Bram is covering Nordhavn Foods while Kelly is on parental leave."),
    ("SLA for Veltro's Tier-1 tickets: 4-hour first response.", "Veltro's Tier-1 resolution target is 24 hours; first response stays at 4 hours."),
    ("Customer prefers to be contacted by email only.", "Customer's email is j.mercer@hollyoak.test."),
    ("Preferred support language for Kaltbrunn GmbH: German.", "Kaltbrunn's finance team writes in English, but the main support contact still wants German."),
    ("Payment method: card ending 4412.", "One invoice was paid by bank transfer because the card declined; card ending 4412 stays on file."),
    ("Customer is on monthly billing.", "Customer is billed every month, on the 3rd."),
    ("Primary admin on the Orbis account: Leo Brandt.", "Hana Sato was given billing-viewer access on the Orbis account."),
    ("Pinecrest is on the legacy Starter plan at the grandfathered price.", "Pinecrest asked whether the grandfathered price survives a seat increase; answer pending from finance."),
    ("Invoice currency for Maplestone: USD.", "Maplestone's accounts team converts our USD invoices to CAD for their books."),
    ("VAT ID on file for Kestrel BV: NL001234567B01.", "Kestrel BV's chamber of commerce (KvK) number is 12345678."),
    ("Support channel for Halden: shared Slack channel.", "Halden's urgent P1s can also be raised by phone."),
    ("Customer renewal date: 30 June.", "Send the renewal reminder 60 days before the 30 June renewal."),
    ("Escalation contact at Tarn Medical: Dr. Fenwick.", "Dr. Fenwick's direct line is 07700 900218."),
    ("Delivery note: leave parcels with the neighbour at no. 12.", "The neighbour at no. 12 is away 3-10 August, so that week hold parcels at the depot."),
    ("Customer's shoe size on file: EU 42.", "Customer's shoe size is a UK 8."),
    ("Order #55102 ships via DHL.", "DHL tracking for order #55102: JD014600006540123456."),
    ("Customer's workspace is hosted in the US data region.", "Customer asked about EU hosting for a future subsidiary; the main workspace stays in the US."),
    ("Customer uses SSO via Okta.", "Customer also provisions users with SCIM through Okta."),
    ("Do not contact Lindqvist AB before 10am CET (customer request).", "Lindqvist AB's office hours are 9 to 5 CET, but contact not before 10."),
    ("Customer's discount: 15% nonprofit.", "The nonprofit discount also applies to their add-on seats."),
    ("Gift wrap by default on all of Mrs. Okafor's orders.", "Mrs. Okafor's order for her grandson should include a card saying \"Happy 10th, Tobi\"."),
    ("Subscription box frequency: every 2 weeks.", "Customer skipped one delivery while on holiday in July."),
    ("PO number required on invoices for Garrow Council: PO-88120.", "Garrow Council also wants the cost code HR-07 on every invoice."),
    ("The customer's CSM is Olivia.", "Olivia's manager Femi joined the last QBR with the customer."),
    ("Customer said the export bug started after the 4.2 update.", "The export bug only affects CSV exports over 10,000 rows."),
    ("Support tier: Standard.", "Standard support includes chat and email, business hours."),
    ("Home airport: Manchester (MAN).", "Flying out of Liverpool for the Dublin trip because it was cheaper."),
    ("Seat preference: aisle.", "On the overnight to Singapore they want the bulkhead aisle seat specifically."),
    ("Meal preference on flights: vegetarian (VLML).", "On the BA flight the special meal wasn't loaded, so they had the standard one that time."),
    ("Credits all flights to British Airways Executive Club.", "Also has a Hilton Honors account for hotels."),
    ("Passport expires March 2027.", "Plans to renew the passport before autumn 2026, since many countries want six months' validity."),
    ("Preferred hotel chain: Marriott.", "Stayed at an Airbnb in Porto because the Marriott was full."),
    ("Company travel is booked through Amex GBT.", "For the Tokyo offsite the events agency booked flights instead of Amex GBT."),
    ("Usually books first class on LNER.", "Took standard on the 17:30 to York because first was sold out."),
    ("Trip to Lisbon: 12–16 May.", "In Lisbon 12–16 May, staying in Alfama."),
    ("Flight BA 1402 departs 07:10.", "BA 1402 leaves at ten past seven in the morning."),
    ("Prefers red-eye flights to save a hotel night.", "Took a daytime flight to Boston once because of the conference schedule."),
    ("Car rental loyalty: Hertz Gold Plus.", "Hertz Gold Plus number: 88341207."),
    ("Address on travel documents: 22 Rue Caulaincourt, Paris.", "22 Rue Caulaincourt is in the 18th arrondissement, near Montmartre."),
    ("Emergency contact for trips: brother Yusuf.", "Yusuf changed his phone number to 07700 900412."),
    ("Always travels carry-on only.", "Carry-on is a 40 L Osprey backpack."),
    ("Minimum layover they accept: 90 minutes.", "At Heathrow they'd rather have two hours."),
    ("Timezone for scheduling: Europe/London.", "Next week they're in New York, so meetings will be early for them, just that week."),
    ("Travel insurance: annual multi-trip with Staysure.", "Bought extra winter sports cover for the ski week."),
    ("Has Global Entry.", "Global Entry interview was at JFK, and it took ten minutes."),
    ("Booked the Airbnb in Kyoto for 3–8 April.", "The Kyoto Airbnb host sent the door code: 4471."),
    ("Visiting parents in Galway every Christmas.", "Visited Galway in the summer too this year."),
    ("Prefers Eurostar over flying to Paris.", "Flew to Paris once when the Eurostar was on strike."),
    ("Hotel room preference: high floor, away from the lift.", "Also prefers a room with a bathtub."),
    ("Conference trip: flying to KubeCon in Salt Lake City.", "Their teammate Rafa was meant to come along to KubeCon but his trip fell through."),
    ("Studying BSc Computer Science at Sheffield.", "Picked a philosophy module as an elective this term."),
    ("PhD supervisor: Prof. Ines Almeida.", "Dr. Karl Nyström joined as second supervisor; Prof. Almeida remains the primary."),
    ("Thesis topic: graph neural networks for protein folding.", "Chapter 3 of the thesis covers the message-passing architecture for protein graphs."),
    ("Major: Economics, minor in Spanish.", "Spending a semester abroad in Salamanca next spring."),
    ("Plans to apply for a master's at Edinburgh.", "Also applying to KTH as a backup."),
    ("Dissertation due 15 April.", "The draft goes to the supervisor on 1 April; final due 15 April."),
    ("Takes the evening Japanese course on Tuesdays.", "Japanese is on Thursday this week only, because of the building closure."),
    ("Starts the part-time MBA at Warwick in September.", "Warwick sent the MBA reading list for September."),
    ("Lab meeting: Mondays 10:00.", "Lab meeting is at ten on Monday mornings, room 2.14."),
    ("Wants to go into academia after the PhD.", "Did a summer internship at DeepMind to see what industry is like."),
    ("User is a TA for Intro to Programming.", "User also marks coursework for the Algorithms module this semester."),
    ("Citation style for the thesis: APA.", "The user manages references for the thesis in Zotero."),
    ("Writing the thesis in Word.", "Figures for the thesis are made in matplotlib and pasted into Word."),
    ("Viva date: 12 March.", "The viva on 12 March starts at 10am, on Teams."),
    ("Module leader for Databases: Dr. Hale.", "Dr. Osei is covering Dr. Hale's Databases lectures for two weeks."),
    ("User is doing the Google Data Analytics certificate on Coursera.", "User finished the SQL course inside the Google certificate."),
    ("Lives in halls at Ranmoor.", "Their girlfriend lives in the Endcliffe halls."),
    ("Studying for the AWS Solutions Architect Associate exam, booked for 2 June.", "Uses Adrian Cantrill's course to prepare for the AWS exam."),
    ("The user mentioned they are doing a part-time PhD.", "The user mentioned the part-time PhD takes six years."),
    ("Favourite F1 team: McLaren.", "Also follows McLaren's IndyCar team."),
    ("Season ticket holder at Leeds United, South Stand.", "Went to the away game at Burnley with mates on Saturday."),
    ("Plays 5-a-side on Wednesday nights.", "Missed 5-a-side this Wednesday with a tight hamstring."),
    ("FPL team name: \"Klopp Til You Drop\".", "Also runs a mini-league at work called \"Office Xs\"."),
    ("Climbs at The Foundry in Sheffield.", "Did a day at the Peak, on grit at Stanage, on Sunday."),
    ("Main instrument: acoustic guitar.", "Picked up a ukulele for the kids to play with."),
    ("Plays chess on lichess as \"rookbanger\".", "Played an over-the-board tournament in Hastings over New Year."),
    ("Cycling club: Islington CC, Sunday club runs.", "Did the Saturday chain-gang with Islington CC for once as well."),
    ("Favourite NBA team: Celtics.", "The user's brother is a Knicks fan."),
    ("Their book club reads sci-fi only.", "This month's book club pick is \"The Left Hand of Darkness\"."),
    ("Plays Sunday league football in goal.", "Played up front for one game because the striker was ill."),
    ("Photography: shoots Canon.", "Bought a second-hand Canon 70-200 f/4 lens."),
    ("Hobby: pottery class on Thursday evenings.", "Fired the first glazed bowl at pottery this week."),
    ("Supports the Chicago Cubs.", "Went to a Cardinals game in St. Louis with a client."),
    ("Plays padel at the club on Saturday mornings.", "Padel partner on Saturdays is Javi."),
    ("Knitting: mostly socks.", "Uses 2.5 mm needles for socks."),
    ("Watching: Premier League on Sky.", "Watched the Champions League final at a friend's house."),
    ("Plans to run the Berlin marathon this year.", "Booked the hotel for the Berlin marathon weekend."),
    ("Goes to the Tuesday quiz at the Red Lion.", "Won the Red Lion quiz last Tuesday."),
    ("Favourite cricket format: Test matches.", "Has tickets for the Lord's Test in June."),
    ("Gaming: plays on PS5.", "Also has a Switch for Mario Kart with the kids."),
    ("Diet: vegan.", "Diet: vegan, no honey either."),
    ("Preferred name: Robert.", "Robert's colleagues call him Bob, but he prefers Robert."),
    ("Pronouns: she/her.", "Her partner uses he/him."),
    ("Coffee order: flat white.", "Had a matcha today because the coffee machine was broken."),
    ("Mobile: 07700 900123.", "Work mobile: 07700 900456."),
    ("Lives in Bristol.", "Grew up in Cardiff before moving to Bristol for uni."),
    ("Works at Monzo as a backend engineer.", "The user mentioned they interviewed at Wise but turned the offer down."),
    ("Allergic to penicillin.", "Also reacts to amoxicillin, which is a penicillin."),
    ("Favourite cuisine: Thai.", "Found a great Thai place in Hackney called Som Saa."),
    ("Drinks: doesn't drink alcohol.", "Had a 0% beer at the wedding."),
    ("Email for everything: rob.k@fastmail.test.", "rob@kowal.test forwards into the Fastmail inbox."),
    ("Birthday: 14 March.", "Birthday party is on Saturday 16 March this year."),
    ("Wake-up alarm: 6:00 on weekdays.", "Had a lie-in till 8 on Friday, day off."),
    ("The user mentioned they are single.", "The user mentioned their sister just got engaged."),
    ("Favourite band: Radiohead.", "Saw Thom Yorke solo in Manchester."),
    ("T-shirt size: M.", "T-shirt size is a medium, chest about 38-40 in."),
    ("Bank: Barclays.", "Has a savings account with Chase UK too."),
    ("Languages spoken: English, French.", "Languages spoken: English, French, and now conversational Portuguese."),
    ("Speaks English and French.", "French is their mum's language, they grew up with it."),
    ("Dog: Biscuit, a labrador.", "Biscuit is a chocolate lab, he turns four in June."),
    ("Gym: PureGym Clapham.", "Did a free class at a boxing gym in Brixton on Sunday."),
    ("Plans to buy a flat in Leith next year.", "Friends bought a flat in Leith last month."),
    ("Morning routine: a run before work.", "Skipped the run today, it was icy."),
    ("Thinks remote work suits them best.", "Their manager thinks the team should come in more."),
    ("The user stated their height as 5'9\".", "The user is about 175 cm tall."),
    ("Role: Senior Data Analyst.", "Role: Senior Data Analyst in the growth squad."),
    ("Salary expectation for the next job: £70k.", "£70k is roughly £4.4k a month after tax."),
    ("Likes audiobooks at 1.5x speed.", "Listened to the Dune audiobook at 1.5x."),
    ("Preferred contact hours: evenings after 7.", "Away this weekend, so no messages Saturday or Sunday."),
    ("Would like to learn Spanish this year.", "Downloaded a Spanish podcast for beginners."),
    ("Smokes about ten a day.", "Thinking about packing it in next year."),
    ("Has a cat called Mochi.", "Mochi had her vaccinations on Friday."),
    ("Learning piano with a teacher, Ms. Adeyemi.", "Ms. Adeyemi is off sick, so this week's piano lesson was with a substitute."),
    ("Works on the checkout team at Ocado, mostly Kotlin, deploys to GKE, on-call one week in six, and reports to Hamid.", "Works on the checkout team at Ocado, mostly Kotlin, deploys to GKE, on-call one week in six, reports to Hamid, and is mentoring the new graduate, Ellie."),
    ("Customer profile: Brightline Dental, 4 clinics, Team plan, billed quarterly, admin is Dr. Shah, renews 1 October.", "Customer profile: Brightline Dental, 4 clinics, Team plan, billed quarterly, admin is Dr. Shah (shah@brightline.test), renews 1 October, likes a call before renewal."),
    ("Travel profile: home airport LHR, aisle seat, no special meal, oneworld Sapphire, Global Entry holder, prefers morning departures.", "Travel profile: home airport LHR, aisle seat, no special meal, oneworld Sapphire, Global Entry holder, prefers morning departures. For the Sydney trip only, a window seat on the second leg."),
    ("Third-year PhD in Leeds, supervised by Prof. Grant, thesis on soil microbiomes, funded by NERC, teaches one lab a week, hopes to submit next September.", "Third-year PhD in Leeds under Prof. Grant, NERC-funded, soil microbiomes. Spent two weeks sampling in the Yorkshire Dales in May. Still teaches a lab a week and aims to submit next September."),
    ("Notes from the call: they run a Rails monolith on Heroku, Postgres 14, Sidekiq for jobs, Sentry for errors, and want to move to AWS next year.", "Follow-up call: same stack (Rails on Heroku, Postgres 14, Sidekiq, Sentry); the AWS move is pencilled in for Q2 next year and they asked for a migration checklist."),
    ("I'm a nurse on a cardiac ward, I do nights three times a week, I live with my sister in Croydon and I cycle to work.", "I'm a nurse on a cardiac ward doing three nights a week, I live with my sister in Croydon, and I cycle to work. My sister just started a new job in Sutton."),
    ("Team rituals: standup 9:45, planning Monday 11:00, demo every other Friday, retro after the demo, coffee roulette on Wednesdays.", "Team rituals: standup 9:45, planning Monday 11:00, demo every other Friday, retro after the demo, coffee roulette on Wednesdays. This week's demo is on Thursday because of the all-hands."),
    ("User profile:\n- Stack: TypeScript, Next.js, Prisma\n- Editor: Zed\n- Hosting: Vercel\n- Tests: Vitest", "User profile:\n- Stack: TypeScript, Next.js, Prisma\n- Editor: Zed\n- Hosting: Vercel\n- Tests: Vitest, plus Playwright for end-to-end"),
    ("Account: Fenwick & Daughters\nplan: Growth\nseats: 25\nowner: Jonas\nbilling: invoice, net 30", "Account: Fenwick & Daughters\nplan: Growth\nseats: 25\nowner: Jonas\nbilling: invoice, net 30\nnote: invoices go to accounts@fenwick.test"),
    ("My week: Mondays in the Manchester office, Tuesday to Thursday at home, Fridays off (I'm on a 4-day week).", "This week is odd: I'm in the office Wednesday for the workshop as well. Usual pattern after that."),
    ("Summary: the user is a backend developer at a logistics startup in Rotterdam, writes Java with Spring Boot, uses IntelliJ, and deploys with ArgoCD to a Kubernetes cluster on Hetzner.", "Summary: the user, a Java/Spring Boot backend developer at a Rotterdam logistics startup (IntelliJ, ArgoCD, Kubernetes on Hetzner), is trying out Kotlin for a small internal tool."),
    ("She's in Year 12 at sixth form doing Maths, Physics and Chemistry A-levels and wants to study engineering at Bristol.", "She's in Year 12, doing Maths, Physics and Chemistry, aiming for engineering at Bristol, and went to their open day on Saturday."),
    ("Household: me, my wife Tanya, our son Leo (6), and Tanya's mum, who lives with us.", "Household: me, my wife Tanya, our son Leo (6), and Tanya's mum, who lives with us. Tanya's brother is staying for a fortnight."),
    ("Our support rota: Anna mornings, Bilal afternoons, Chen evenings, weekends shared.", "Bilal swapped his afternoon with Chen just for Thursday; rota unchanged otherwise."),
    ("Repo conventions: ruff for lint, black for formatting, mypy on CI, pre-commit hooks mandatory.", "Repo conventions: ruff for lint, black for formatting, mypy on CI, pre-commit hooks mandatory. Black's line length matches ruff's, 100."),
    ("Works at Monzo as a backend engineer.", "Worked at Deliveroo from 2017 to 2020 before Monzo."),
    ("Lives in Bristol.", "Lived in Leeds for three years during uni."),
    ("Primary language at work: Python.", "Started their career writing PHP at an agency."),
    ("Home airport: Manchester (MAN).", "Used to fly out of Birmingham when they lived in Coventry."),
    ("PhD supervisor: Prof. Ines Almeida.", "Their master's supervisor was Dr. Rui Carvalho."),
    ("Ticketing: Jira.", "Before Jira, the team ran everything off a Trello board."),
    ("Account owner for Nordhavn Foods: Kelly (AM team).", "Nordhavn Foods was originally signed by Piotr, who has since left."),
    ("Favourite F1 team: McLaren.", "Was a Williams fan as a kid, back in the Mansell days."),
    ("Production database: Postgres 13 on RDS.", "The product started on MySQL before it moved to Postgres in 2019."),
    ("Editor: VS Code with the Vim extension.", "Learned to code in Sublime Text back in 2014."),
    ("Customer prefers to be contacted by email only.", "Customer emailed about the invoice on Monday and again on Wednesday."),
    ("Seat preference: aisle.", "Got upgraded to business on the way back from Toronto, lucky."),
    ("Plays Sunday league football in goal.", "Saved a penalty on Sunday."),
    ("Climbs at The Foundry in Sheffield.", "Took their nephew to The Foundry for his birthday."),
    ("Studying BSc Computer Science at Sheffield.", "Went to the careers fair on Tuesday and talked to Sky and the BBC."),
    ("CI provider: CircleCI.", "Correction to yesterday's note: the failing job was lint, not the unit tests."),
    ("Coffee order: flat white.", "Oops, I meant to say I'm meeting Jo at 3, not 2."),
    ("Trip to Lisbon: 12–16 May.", "My bad, the restaurant booking in Lisbon is for four people, not two."),
    ("Billing contact for Brightwave Ltd: Sandra Ooms, sandra@brightwave.test.", "Typo in last week's invoice note: the amount was £1,240, not £1,420."),
    ("Deploy target for the billing service is Heroku.", "The billing service doesn't use Heroku Postgres; it talks to RDS."),
    ("User prefers squash merges.", "User doesn't allow merge commits on main."),
    ("Diet: vegan.", "Not a fan of tofu any more; prefers tempeh."),
    ("Dog: Biscuit, a labrador.", "Biscuit isn't allowed on the sofa any more."),
    ("Home airport: Manchester (MAN).", "Doesn't use the Manchester airport car park any more, gets dropped off."),
    ("Standup: 9:30 daily on Zoom.", "Standup doesn't run past 15 minutes any more; the lead got strict about it."),
    ("Team retro every second Friday at 3pm.", "Retro format changes each time: starfish, sailboat, 4Ls."),
    ("Sprint length: two weeks.", "A two-week sprint is ten working days for them."),
    ("Dissertation due 15 April.", "Dissertation is due in the middle of April."),
    ("Flight BA 1402 departs 07:10.", "Need to be at Heathrow T5 by about half five for BA 1402."),
    ("Customer renewal date: 30 June.", "The contract runs July to June."),
    ("Wake-up alarm: 6:00 on weekdays.", "Alarm goes off at six on workdays."),
    ("Salary expectation for the next job: £70k.", "Would like about seventy grand."),
    ("Line length limit in user's projects: 88 (the black default).", "User sticks with black's default line length."),
    ("Plays 5-a-side on Wednesday nights.", "Plays 5-a-side midweek, Wednesday evenings."),
    ("Python version for new services: 3.11.", "New services' Dockerfiles start FROM python:3.11-slim."),
    ("Cloud region for EU customers: eu-central-1.", "EU customer data stays in Germany."),
    ("Usually books first class on LNER.", "Usually books first on the East Coast Main Line."),
    ("Plans to switch terminals from iTerm2 to WezTerm next week.", "Has the WezTerm config file ready for next week's switch."),
    ("Plans to apply for a master's at Edinburgh.", "Asked Prof. Grant for a reference for the Edinburgh application."),
    ("Starts the part-time MBA at Warwick in September.", "Their colleague Marta deferred her Warwick MBA to January."),
    ("Plays padel at the club on Saturday mornings.", "Javi can't make padel this Saturday so the user is playing with a sub."),
    ("User's work laptop: MacBook Pro M1.", "On a loaner MacBook Air while the M1 is being repaired."),
    ("The team uses Terraform for infrastructure.", "One team tried Pulumi for a proof of concept; it didn't go anywhere."),
    ("Acme Logistics, plan: Pro (annual).", "Acme Logistics' sister company signed up for Enterprise."),
    ("Support tier: Standard.", "Premium support was offered free for the migration month only."),
    ("Trip to Lisbon: 12–16 May.", "Their sister is going to Lisbon in June."),
    ("Preferred name: Robert.", "Robert signs his emails \"R.\"."),
    ("Learning piano with a teacher, Ms. Adeyemi.", "Ms. Adeyemi moved her studio to Peckham; lessons continue there."),
    ("Gym: PureGym Clapham.", "PureGym raised the price to £32.99 a month."),
    ("Bank: Barclays.", "Barclays closed the local branch, so they bank through the app."),
    ("I think I'll go with Hetzner for the side project.", "Hetzner's cheapest ARM box is about €4 a month."),
    ("Προτιμώ θέση στον διάδρομο στις πτήσεις.", "Στην πτήση για Αθήνα κάθισα στο παράθυρο γιατί οι θέσεις στον διάδρομο ήταν πιασμένες."),  # lang: el
    ("Ο επιβλέπων της διπλωματικής μου είναι ο κ. Παπαδόπουλος.", "Η κα Νικολάου μπήκε στην τριμελή επιτροπή της διπλωματικής μου."),  # lang: el
    ("Στη δουλειά γράφω κυρίως Java.", "Γράφω και λίγη Python για scripts, αλλά κυρίως Java."),  # lang: el
    ("Ο πελάτης είναι στο πακέτο Basic.", "Ο πελάτης ζήτησε προσφορά για το Premium, αλλά μένει στο Basic προς το παρόν."),  # lang: el
    ("Μένω στη Θεσσαλονίκη.", "Μεγάλωσα στην Καβάλα πριν έρθω στη Θεσσαλονίκη για σπουδές."),  # lang: el
    ("Η σύσκεψη της ομάδας είναι κάθε Δευτέρα στις 10.", "Αυτή τη Δευτέρα η σύσκεψη μετατέθηκε στις 12 λόγω εκπαίδευσης."),  # lang: el
    ("המשתמש עובד ב-Wix כמפתח פרונטאנד.", "המשתמש עבד בעבר ב-Check Point, לפני Wix."),  # lang: he
    ("הארוחה המועדפת בטיסות: צמחונית.", "בטיסה האחרונה לא העלו ארוחה צמחונית, אז אכלתי רק סלט."),  # lang: he
    ("ישיבת הצוות בימי ראשון ב-9:00.", "השבוע ישיבת הצוות בוטלה בגלל החג."),  # lang: he
    ("התזה שלי על עיבוד שפה טבעית בעברית.", "פרק 2 בתזה עוסק בניתוח מורפולוגי."),  # lang: he
    ("אני אוהד של מכבי תל אביב בכדורסל.", "אני גם הולך לפעמים למשחקי כדורגל של הפועל."),  # lang: he
    ("אני גר ברמת גן.", "אחותי עברה לגור בחיפה."),  # lang: he
    ("Folosesc PyCharm ca editor.", "Pentru notițe folosesc și Obsidian."),  # lang: ro
    ("Clientul plătește lunar, cu cardul.", "Luna asta clientul a plătit prin transfer, pentru că i-a expirat cardul; pune unul nou săptămâna viitoare."),  # lang: ro
    ("Locuiesc în Cluj.", "Fratele meu s-a mutat la București."),  # lang: ro
    ("Antrenamentul de handbal e marțea.", "Marțea asta nu e antrenament, sala e închisă."),  # lang: ro
    ("Lucrez la Bitdefender ca inginer QA.", "Am lucrat trei ani la UiPath înainte de Bitdefender."),  # lang: ro
    ("Zborul spre Londra pleacă la 6:40.", "Zborul spre Londra pleacă la șapte fără douăzeci dimineața."),  # lang: ro
    ("A szakdolgozatom témavezetője Dr. Kovács.", "Dr. Szabó lett a második konzulensem, Dr. Kovács marad a témavezető."),  # lang: hu
    ("Reggelente futok munka előtt.", "Ma reggel nem futottam, esett az eső."),  # lang: hu
    ("A csapat Jirát használ a feladatokhoz.", "A hibabejelentések a Zendeskből jönnek, és átmásoljuk őket a Jirába."),  # lang: hu
    ("Szállítási cím: Budapest, Váci út 12.", "Ezt az egy rendelést a munkahelyemre kérem, az alapcím marad."),  # lang: hu
    ("A Ferencvárosnak szurkolok.", "A Ferencváros kézilabdacsapatát is követem."),  # lang: hu
    ("Heti két napot dolgozom otthonról.", "Ezen a héten kivételesen háromszor dolgozom otthonról."),  # lang: hu
    ("Jeg foretrækker tabs til indrykning.", "På arbejdet bruger vi mellemrum, så dér følger jeg det."),  # lang: da
    ("Kunden har Standard-support.", "Kunden spurgte til prisen på Premium, men beholder Standard."),  # lang: da
    ("Jeg studerer medicin på Aarhus Universitet.", "Jeg har også et valgfag i filosofi dette semester."),  # lang: da
    ("Hjemmelufthavn: Billund.", "Til Londonturen flyver jeg fra Aalborg, fordi det var billigere."),  # lang: da
    ("Jeg holder med Brøndby.", "Jeg var til Brøndby-kamp med min far i søndags."),  # lang: da
    ("Teammødet er tirsdag kl. 10.", "Teammødet tirsdag kl. 10 varer en halv time."),  # lang: da
    ("Jeg bruker Emacs.", "Jeg lærte å programmere i Vim for mange år siden."),  # lang: nb
    ("Kontaktperson hos kunden: Kari Nordmann.", "Kari er på ferie i to uker; Ola tar sakene i mellomtiden."),  # lang: nb
    ("Jeg spiller fotball på tirsdager.", "Ingen fotball denne tirsdagen, banen er stengt."),  # lang: nb
    ("Planlegger å søke master i Bergen.", "Søker også i Trondheim som reserve."),  # lang: nb
    ("Jeg bor i Tromsø.", "Søsteren min flyttet til Oslo i fjor."),  # lang: nb
    ("Standup er klokka 9 hver dag.", "Standup er hver morgen klokka ni, på Teams."),  # lang: nb
    ("ผู้ใช้ชอบนั่งริมทางเดินบนเครื่องบิน", "เที่ยวบินไปเชียงใหม่ครั้งนี้ได้ที่นั่งริมหน้าต่าง เพราะที่ริมทางเดินเต็ม"),  # lang: th
    ("ฉันเรียนวิศวกรรมคอมพิวเตอร์ที่จุฬาฯ", "เทอมนี้ฉันลงวิชาเลือกภาษาญี่ปุ่นด้วย"),  # lang: th
    ("ทีมใช้ AWS เป็นหลัก", "ทีมข้อมูลมีบัญชี Google Cloud เล็กๆ ไว้ทดลอง BigQuery"),  # lang: th
    ("ลูกค้าใช้แพ็กเกจรายเดือน", "ลูกค้าถามราคาแพ็กเกจรายปี แต่ยังใช้รายเดือนอยู่"),  # lang: th
    ("ฉันเชียร์ลิเวอร์พูล", "ฉันดูไทยลีกด้วย เชียร์บุรีรัมย์"),  # lang: th
    ("ฉันอยู่กรุงเทพฯ", "น้องสาวฉันย้ายไปอยู่ภูเก็ตแล้ว"),  # lang: th
    ("আমি ঢাকায় থাকি।", "আমি রাজশাহীতে বড় হয়েছি, পড়াশোনার জন্য ঢাকায় এসেছি।"),  # lang: bn
    ("আমার থিসিসের সুপারভাইজার ড. রহমান।", "ড. চৌধুরী আমার কো-সুপারভাইজার হিসেবে যোগ দিয়েছেন।"),  # lang: bn
    ("অফিসে আমরা Slack ব্যবহার করি।", "ক্লায়েন্টদের সাথে মিটিং Zoom-এ হয়।"),  # lang: bn
    ("আমি প্রতি শুক্রবার ক্রিকেট খেলি।", "এই শুক্রবার বৃষ্টির জন্য খেলা হয়নি।"),  # lang: bn
    ("আমি বাংলাদেশ ক্রিকেট দলের ভক্ত।", "আমি আর্জেন্টিনা ফুটবল দলেরও ভক্ত।"),  # lang: bn
    ("আমার প্রিয় খাবার বিরিয়ানি।", "গতকাল বন্ধুদের সাথে কাচ্চি বিরিয়ানি খেয়েছি।"),  # lang: bn
    ("Nagtatrabaho ako sa Accenture bilang developer.", "Dati akong nagtrabaho sa Convergys bago ako pumasok sa Accenture."),  # lang: tl
    ("Ang kurso ko ay Nursing sa UST.", "Kumuha ako ng elective sa Psychology ngayong semestre."),  # lang: tl
    ("Ang meeting ng team ay tuwing Lunes, alas-nuwebe.", "Walang meeting ngayong Lunes kasi holiday."),  # lang: tl
    ("Ang billing contact ng kliyente ay si Maria Santos.", "Hiniling ni Maria Santos na i-cc din si Jose Reyes sa mga invoice."),  # lang: tl
    ("Fan ako ng Ginebra.", "Nanood kami ng laro ng Ginebra sa Araneta noong Sabado."),  # lang: tl
    ("Nakatira ako sa Quezon City.", "Lumipat ang kapatid ko sa Cebu."),  # lang: tl
    ("زبان اصلی کارم پایتون است.", "برای اسکریپت‌های کوچک گاهی Bash هم می‌نویسم."),  # lang: fa
    ("در تهران زندگی می‌کنم.", "برادرم به اصفهان رفته است."),  # lang: fa
    ("استاد راهنمای پایان‌نامه‌ام دکتر احمدی است.", "دکتر کریمی به عنوان استاد مشاور به پایان‌نامه‌ام اضافه شد."),  # lang: fa
    ("جلسه تیم شنبه‌ها ساعت ۱۰ است.", "این شنبه جلسه به خاطر تعطیلی برگزار نمی‌شود."),  # lang: fa
    ("طرفدار پرسپولیس هستم.", "هفته پیش با دوستانم به ورزشگاه آزادی رفتیم."),  # lang: fa
    ("پرواز من ساعت ۶:۳۰ صبح است.", "پروازم شش و نیم صبح است."),  # lang: fa
    ("Visc a Girona.", "Vaig néixer a Lleida i vaig créixer a Girona."),  # lang: ca
    ("El client té el pla Bàsic.", "El client ha demanat un pressupost del pla Professional, però de moment es queda amb el Bàsic."),  # lang: ca
    ("Faig el TFG amb la Dra. Puig.", "El Dr. Vidal és el codirector del meu TFG."),  # lang: ca
    ("Jugo a bàsquet els dimecres.", "Aquest dimecres no hi ha bàsquet, el pavelló és tancat."),  # lang: ca
    ("Sóc del Barça.", "També segueixo el Joventut de Badalona en bàsquet."),  # lang: ca
    ("Treballo amb Python.", "Abans de Python programava en Java."),  # lang: ca
    ("Radim u Infobipu kao DevOps inženjer.", "Prije Infobipa radio sam u Spanu."),  # lang: hr
    ("Sjedalo u avionu: do prolaza.", "Na letu za Dubrovnik sjedio sam do prozora jer su mjesta do prolaza bila zauzeta."),  # lang: hr
    ("Trening je utorkom u 19 h.", "Ovaj utorak nema treninga zbog praznika."),  # lang: hr
    ("Adresa za dostavu: Ilica 10, Zagreb.", "Ovu narudžbu pošaljite na poslovnu adresu; kućna adresa ostaje ista."),  # lang: hr
    ("Navijam za Hajduk.", "Gledao sam utakmicu reprezentacije s prijateljima."),  # lang: hr
    ("Stanujem u Zagrebu.", "Sestra mi se preselila u Rijeku."),  # lang: hr
    ("Používam IntelliJ IDEA.", "Na poznámky používam aj Obsidian."),  # lang: sk
    ("Študujem informatiku v Bratislave.", "Tento semester mám aj voliteľný predmet z ekonómie."),  # lang: sk
    ("Zákazník platí kartou.", "Jedna faktúra bola zaplatená prevodom, lebo karta neprešla."),  # lang: sk
    ("Hrám hokej v pondelok večer.", "Tento pondelok hokej nebol, štadión bol zatvorený."),  # lang: sk
    ("Fandím Slovanu.", "V sobotu som bol s bratom na zápase Slovana."),  # lang: sk
    ("Bývam v Košiciach.", "Brat sa presťahoval do Žiliny."),  # lang: sk
    ("Живея в Пловдив.", "Израснах във Варна, после дойдох в Пловдив."),  # lang: bg
    ("Екипът използва Jira.", "Бъговете от клиентите идват през Zendesk и ги копираме в Jira."),  # lang: bg
    ("Предпочитам място до пътеката.", "На полета до Лондон седях до прозореца, защото местата до пътеката бяха заети."),  # lang: bg
    ("Научният ми ръководител е проф. Иванов.", "Доц. Петрова стана втори ръководител, проф. Иванов остава основен."),  # lang: bg
    ("Фен съм на Левски.", "Гледах мача на националния отбор с приятели."),  # lang: bg
    ("Срещата на екипа е в понеделник в 10.", "Този понеделник срещата е отменена заради празника."),  # lang: bg
    ("Dirbu Vinted kaip backend programuotojas.", "Prieš Vinted dirbau Telia."),  # lang: lt
    ("Gyvenu Kaune.", "Sesuo persikėlė į Vilnių."),  # lang: lt
    ("Krepšinį žaidžiu antradieniais.", "Šį antradienį krepšinio nėra, salė uždaryta."),  # lang: lt
    ("Klientas naudoja Basic planą.", "Klientas paprašė Premium plano pasiūlymo, bet kol kas lieka su Basic."),  # lang: lt
    ("Palaikau Žalgirį.", "Šeštadienį su tėčiu buvau Žalgirio rungtynėse."),  # lang: lt
    ("Mano skrydis išvyksta 7:15.", "Skrydis išvyksta penkiolika po septynių ryte."),  # lang: lt
    ("Note to self: the staging DB password rotates every 90 days.", "Note to self: the last staging rotation was on 2 June."),
    ("The user mentioned their manager is Grace.", "The user mentioned Grace is away in August and Olu signs off their leave requests while she's out."),
    ("I'm leaning towards Svelte for the dashboard rewrite.", "Built a tiny Svelte prototype of the dashboard over the weekend."),
    ("Weekly 1:1 with my manager on Thursdays at 4.", "1:1 moved to Friday this week because my manager is travelling."),
    ("Weekly 1:1 with my manager on Thursdays at 4.", "Thinking of asking my manager to move our 1:1 to mornings."),
    ("Primary payment method for the user's own subscriptions: Amex.", "Might cancel the Amex when the annual fee comes up, haven't decided."),
    ("Deploys happen via a manual approval in Spinnaker.", "The manual approval in Spinnaker was skipped once for the hotfix, with the CTO's OK."),
    ("User wants PR descriptions to include screenshots for UI changes.", "User also wants a \"How to test\" section in PR descriptions."),
    ("The assistant should reply in British English.", "For this one email to the US office, use American spelling."),
    ("Secret scanning alerts go to #sec-alerts.", "A copy of the secret scanning alerts also goes to the security lead's email."),
    ("Lunch and learn is every Wednesday.", "This Wednesday's lunch and learn is on Rust, run by Ilse."),
    ("As of March the user is on the 4-day week pilot.", "The 4-day week pilot gives them Fridays off."),
    ("User maintains the open-source library tinyqueue.", "tinyqueue got its first outside contributor this month."),
    ("User maintains the open-source library tinyqueue.", "User used to maintain a Grunt plugin back in 2015."),
    ("Dependency updates: Renovate, weekly.", "Renovate groups all the eslint packages into one PR."),
    ("Favourite NBA team: Celtics.", "Watched the Knicks beat the Celtics at the Garden, ugh."),
    ("Lives in Bristol.", "Spending three months in Lisbon on a remote-work visa, then back to Bristol."),
    ("Customer uses SSO via Okta.", "Customer is evaluating Entra ID for next year, no decision yet."),
    ("Primary cloud: GCP.", "There was talk of moving to Azure but leadership shelved it."),
    ("Seat preference: aisle.", "I'm an aisle person, always have been."),
    ("Supports the Chicago Cubs.", "Loves Wrigley Field, goes to a game there every summer."),
    ("Thesis topic: graph neural networks for protein folding.", "The user mentioned their office mate's thesis is on weather models."),
    ("User's work laptop: MacBook Pro M1.", "The user's manager got the new ThinkPad X1."),
    ("Standup: 9:30 daily on Zoom.", "Tomorrow's standup is at 10 because of the all-hands, just for tomorrow."),
    ("Sprint length: two weeks.", "Our sister team runs three-week sprints."),
    ("Jeg bruker Emacs.", "Kanskje jeg prøver Helix en gang, vi får se."),  # lang: nb
    ("Trec pe Linux luna viitoare.", "Am făcut deja backup la tot pentru trecerea pe Linux."),  # lang: ro
    ("Фактурите на клиента са в лева.", "Клиентът плаща фактурите до 15-о число."),  # lang: bg
]
