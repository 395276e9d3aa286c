"""Twenty-first held-out corpus for the corrects-or-compatible decision (independent author, corrcorp21).

What it is: three lists of (OLD, NEW) pairs of memories, stored one after the other. OLD is
already stored; NEW arrives later.

- CORRECTIONS: NEW replaces OLD; OLD is no longer true, or never was.
- UPDATES: OLD was true when it was said; NEW gives a later state of the same counted, measured
  or staged thing (services migrated, open P1 bugs, roles filled, paying customers, ARR, test
  coverage, latency, uptime, spend, runway, backlog size, an ADR going Proposed -> Accepted, a
  release candidate going GA, a CRM deal moving through its pipeline stages, a trial customer
  converting, a ticket or an incident moving through its statuses, an audit or a pen test
  moving from scheduled to done, a design doc from draft to approved, onboarding finished).
- COMPATIBLE: both stay true. Mostly hard near-misses with the same OLD as a correction
  (431 of the 444 share their OLD with a CORRECTIONS pair).

How it was written: by hand on 2026-12-07, in one sitting, by a twenty-first independent author
(a helper session, corrcorp21) who read only the task brief, the module docstring of the
twentieth corpus (tests/independent/corrections_heldout20.py, the top triple-quoted string
only, plus a grep for its three list names; none of its pairs) and the [tool.ruff] settings in
pyproject.toml. The author did not read the system's rules (zeusmem/), any test file or any
other corpus's entries, did not grep the repository, did not import zeusmem and did not run
the system on this corpus; nothing here was fitted to the rules. The pairs were typed by hand
as plain OLD|||NEW lines; a throw-away script under /tmp (not committed) only quoted them into
literals, checked that no pair repeats, none sits in two lists and no OLD equals its NEW, and
counted them.

Emphasis (where the earlier corpora did not go: the twentieth stressed a personal assistant's
store about its one user, "User prefers ..." statements; the nineteenth chat turns between
named people; the eighteenth agent-written notes, key: value lines, JSON and diffs): the
memory an agent keeps for a TEAM or a PROJECT, i.e. what a group decided, not what one user
prefers. Slots: technical decisions and their reversals (database, framework, gateway, IaC
tool, vector store, monorepo), service owners and co-owners, on-call rotas and escalation,
release dates, code freezes and launch dates, pinned versions (Node, Java, Python, React,
Gradle), environments, hosts, ports, endpoints and branches, vendors and contracts (CDN, error
tracking, feature flags, auditors, accountants, registrars), budgets and headcount, office and
meeting logistics (stand-up, weekly sync, offsite venue and dates, rooms, team lunch),
conventions (branch naming, review rules, indentation, line length, commit messages, sprint
length), and customer accounts in a CRM (plan, contact person, account manager, billing
address, renewal date, payment terms, currency). They are written as meeting minutes, ticket
comments ([SUP-902 comment]), changelog lines, ADR status lines ("ADR-9 Status: superseded by
ADR-14"), chat messages in a team channel (#platform, @channel), CRM field lines and an
agent's own notes ("Agent note: ..."). Many corrections name the attribute only by reference
("Scrap the Friday thing", "That's off", "The decision above no longer holds", "Ignore my
earlier message about the 60s", "Sorry, it's release-4.2") or not at all ("Acme upgraded to
Enterprise last week.", "Julia left Acme; the contact is now Owen Pike."), and some are partial
(one of two co-owners leaves, one of two people drops off a rota). Compatible near-misses sit
in the same slots: a second service with its own owner, a secondary on-call, a staging or
metrics port beside the production one, a proposal discussed and not adopted while the
decision stands, a trial of another vendor that ended with the stored one kept, a temporary
freeze exception or a one-off Friday deploy, a sync moved for one holiday week, a colleague
covering while the owner is on leave, history as history ("Billing was owned by Marco until
2025"), another team's different decision (the analytics team chose ClickHouse, the mobile
team builds on Node 20), more detail (the minor version of the pinned major: Postgres 16.4,
Node 18.20.4, Temurin 17.0.12; a street address with its postcode), the same value in other
words or units (Tue 10am CET; 3-5pm Berlin time in winter = 14:00-16:00 UTC; 100 rpm = about
1.7 requests a second; 30/06), a customer's subsidiary with its own plan, a quote asked for
with no decision yet, money spent out of a budget, a sub-part of a budget.

Labelling decisions on open questions:
- A version pin bumped by decision (Node 18 -> 20, Java 17 -> 21, React 17 -> 18) is a
  CORRECTION: the pin is a setting. A release candidate reaching GA is an UPDATE (a stage).
  A more precise version of the same pin (Node 18 -> 18.20.4) is COMPATIBLE.
- A budget, a headcount allowance, an SLA, a rate limit, a retention period or a bonus target
  that someone set and then changed is a CORRECTION; money spent so far, roles filled so far,
  AWS spend, runway, ARR, customer counts, coverage, latency and uptime moving are UPDATES.
- An ADR going Proposed -> Accepted is an UPDATE; Accepted -> "superseded by ADR-14" is a
  CORRECTION; an ADR amended with an addition that leaves the decision standing is COMPATIBLE.
- CRM deal pipeline stages (Discovery -> Proposal -> Closed Won; shortlisted -> won) and a trial
  customer converting to paid are UPDATES; a plan upgraded or downgraded, a contact person or
  account manager replaced, a renewal date or billing address changed, auto-renew turned off
  are CORRECTIONS.
- A ticket or an incident moving through its statuses (investigating -> mitigated -> resolved;
  waiting for customer -> closed) is an UPDATE; a ticket reassigned to another person is a
  CORRECTION; a ticket comment that the bug also affects another format (CSV "only" -> XLSX
  too) is a CORRECTION of "only", while another customer seeing the same bug is COMPATIBLE.
- A deadline, release date, launch date, freeze start or meeting slot moved with no end stated
  is a CORRECTION; moved for one week or one occasion (holiday week, a load test this
  afternoon, tonight's maintenance) is COMPATIBLE.
- A co-owner or rota partner leaving (two owners -> one) is a CORRECTION; a split of duties
  between the two co-owners is COMPATIBLE; a colleague covering while the owner is on leave or
  on reserve duty is COMPATIBLE.
- "Someone proposed X; not adopted" and "we trialled X and stayed with Y" are COMPATIBLE with
  the stored decision; "we went with X instead" is a CORRECTION.
- A typo'd code or name fixed (cost center 4410 -> 4401, release/4.2 -> release-4.2, ci-large
  -> ci-xl) is a CORRECTION.
- A migration target date moved (k8s by Q3 -> Q1 next year) is a CORRECTION; migration
  progress (12 of 40 services -> 31 of 40) is an UPDATE.

Languages: 441 of 809 pairs are not in English, in five languages that the twentieth docstring
does not name among those it, the nineteenth, eighteenth or seventeenth corpora used (nb, da,
fi, tr, vi, el, uk, pl, hi; af, sw, cy, is, lv, sl, et, eu; ca, gl, ro, hr, sk, lt, tl, ms, eo,
hu; sv, cs, id, bg, sr); whether corpora before the seventeenth used them is not known to this
author: Dutch (nl), Brazilian Portuguese (pt), Italian (it), Hebrew (he) and Macedonian (mk).
Each language has the same set of team situations, written afresh with its own names, places,
customers, currencies and holidays (the Hebrew team's week starts on Sunday and its freeze on a
Thursday; prices in reais, shekels and denars): a storage decision reverted, a service handed
to another team, a release slipped, the stand-up and the weekly sync moved, a freeze start
fixed by reference, a runtime pin bumped, the offsite venue changed, a CRM customer's plan,
contact, renewal date and account manager changed, a staging port changed, a review rule
relaxed, a co-owner leaving, a vendor replaced, a budget cut, an ADR superseded, the Friday
deploy rule dropped, an office move, a mentor corrected, leave requests moved to a portal,
minutes reversing a hosting decision, a ticket comment widening a bug, a runner pool's name
and a cost center fixed, a release branch's spelling fixed, an agent's note on the CI tool,
the monorepo decision withdrawn by reference (CORRECTIONS); migration progress, open P1s, an
ADR accepted, a deal won, customer counts, roles filled, coverage, an incident or a ticket
closed, a design doc approved (UPDATES); and for COMPATIBLE the near-misses of those same
slots. Within a pair both statements share a language. Product and tool names (Postgres,
Kafka, Sentry, PR, CI, ADR) stay in Latin script inside Hebrew and Macedonian text, as such
teams write them. Every non-English pair carries a ``# lang: xx`` comment (ISO 639-1) on its
line; untagged pairs are English. The non-English pairs were written by the author, not by
native speakers, in a team's plain working register.

Counts (809 pairs, 441 not in English):
- CORRECTIONS: 273 pairs, 128 English, 145 other: nl 29, pt 29, it 29, he 29, mk 29.
- UPDATES: 92 pairs, 47 English, 45 other: nl 9, pt 9, it 9, he 9, mk 9.
- COMPATIBLE: 444 pairs, 193 English, 251 other: nl 53, pt 51, it 50, he 49, mk 48.
"""


from typing import List, Tuple

CORRECTIONS: List[Tuple[str, str]] = [
    ("We decided to use Postgres 16 for the ledger service.", "Reverted the ledger to MySQL 8 after the load test."),
    ("Decision (2026-09-14): the mobile app will be built in Flutter.", "Decision reversed at the Oct planning: mobile goes native, Swift and Kotlin."),
    ("Dana owns the billing service.", "Billing moved to the payments team; Dana no longer owns it."),
    ("On-call for the search cluster this week: Priya.", "Correction to the rota: Marco is on call for search this week, not Priya."),
    ("Release 4.2 ships on March 3.", "4.2 slipped to March 17."),
    ("Code freeze starts Friday 12 December.", "Scrap the Friday thing, the freeze starts Wednesday the 10th."),
    ("The weekly sync is on Tuesdays at 10:00.", "Weekly sync moved to Thursdays, same time."),
    ("Offsite venue: Hotel Mirador in Sitges.", "Offsite moved to a farmhouse near Girona, the Sitges hotel fell through."),
    ("Branch naming: feature/<ticket>-<short-desc>.", "We dropped the feature/ prefix, branches are now just <ticket>-<short-desc>."),
    ("PRs need two approvals before merge.", "Review rule relaxed: one approval is enough now, except for infra/."),
    ("Acme Corp is on the Pro plan.", "Acme upgraded to Enterprise last week."),
    ("Main contact at Acme is Julia Brandt.", "Julia left Acme; the contact is now Owen Pike."),
    ("Acme's renewal date is 30 June.", "Acme renews on 31 May, the CRM date was wrong."),
    ("Billing address for Nortek: 14 Quay Street, Leeds.", "Nortek moved their billing address to 2 Wellington Place, Leeds."),
    ("The staging API runs on port 8080.", "Staging API is on 8443 now, 8080 is closed."),
    ("Prod database host: db-prod-1.internal.", "Prod DB failed over to db-prod-2.internal permanently, db-prod-1 is decommissioned."),
    ("We're pinned to Node 18.", "Bumped the pin to Node 20 across all services."),
    ("Python version for the monorepo: 3.11.", "The monorepo is on 3.12 as of this sprint."),
    ("Our error tracking vendor is Sentry.", "We moved error tracking to Rollbar when the Sentry contract ended."),
    ("The CDN contract is with Fastly until 2027.", "We terminated Fastly early and signed with Cloudflare."),
    ("Q1 marketing budget: 40k.", "Q1 marketing budget was cut to 28k."),
    ("The platform team has 6 approved headcount for 2027.", "Headcount for platform got reduced to 4."),
    ("The design review is in room Aurora, 3rd floor.", "Design review is in Borealis now, Aurora is being refurbished for good."),
    ("Standup at 9:15.", "Standup is at 9:30 from now on."),
    ("Status: Accepted (ADR-9: use Kafka for the event bus).", "ADR-9 Status: superseded by ADR-14 (use NATS)."),
    ("Agreed in the retro: no deploys on Fridays.", "The no-Friday-deploys rule is gone, we deploy any weekday now."),
    ("The API gateway is Kong.", "Replaced Kong with Envoy in the gateway migration, Kong is gone."),
    ("Tom and Aisha co-own the auth service.", "Aisha moved to the data team, Tom is sole owner of auth now."),
    ("Launch date for the Berlin store: 1 April.", "The Berlin launch is postponed indefinitely."),
    ("Contract with Globex ends 31 December.", "Globex signed a two-year extension, the contract now runs to end of 2028."),
    ("The design system uses Inter as the font.", "Switched the design system font to IBM Plex Sans."),
    ("All TypeScript code uses 4-space indent.", "That's off: TS is 2-space indent, set in .editorconfig."),
    ("Jira project key for the mobile team is MOB.", "Mobile moved to Linear, the Jira MOB project is archived."),
    ("Incident channel: #inc-war-room.", "Incidents go to #incidents now, #inc-war-room was archived."),
    ("Priya is the engineering manager for Search.", "Search now reports to Kenji, Priya moved to the Growth org."),
    ("The demo for Initech is on Wednesday at 2pm.", "Initech demo got moved to Thursday 11am at their request."),
    ("Sprint length: two weeks.", "We switched to one-week sprints starting January."),
    ("Default branch is master.", "Renamed the default branch to main in all repos."),
    ("The data warehouse is Redshift.", "We finished migrating the warehouse to Snowflake and shut Redshift down."),
    ("Umbrella Ltd pays annually by invoice.", "Umbrella switched to monthly card payments."),
    ("Ticket OPS-311: assigned to Lena.", "OPS-311 reassigned to Hugo."),
    ("The hackathon is on 20-21 November.", "Hackathon moved to 4-5 December."),
    ("We use Terraform for infra.", "The decision above no longer holds: we're standardising on Pulumi."),
    ("Frontend uses React 17.", "Upgraded the frontend to React 18."),
    ("Log retention on prod is 30 days.", "Log retention on prod was reduced to 14 days to cut costs."),
    ("SLA for P1 tickets: response within 4 hours.", "P1 response SLA tightened to 1 hour in the new contract."),
    ("The office is at Carrer de Pallars 193.", "We moved the office to 22@ Torre Glòries, floor 9."),
    ("Team lunch is every first Friday of the month.", "Team lunch is now the last Thursday of each month."),
    ("The quarterly business review with Soylent is in London.", "QBR with Soylent will be remote, not London."),
    ("Our feature flag vendor is LaunchDarkly.", "We dropped LaunchDarkly for the self-hosted Unleash."),
    ("The mobile app's minimum iOS version is 15.", "Minimum iOS raised to 16."),
    ("The customer portal lives at portal.example.com.", "Portal moved to app.example.com, portal.example.com just redirects."),
    ("Marketing site is on WordPress.", "Marketing site rebuilt on Astro, WordPress retired."),
    ("Kickoff for Project Heron is Monday.", "Heron kickoff pushed to the Monday after."),
    ("Project Heron's PM is Sam.", "Sam handed Heron over to Leila."),
    ("Deploy window: 14:00-16:00 UTC.", "Deploy window changed to 09:00-11:00 UTC."),
    ("Vacation requests go to Maria.", "Vacation requests go through the HR portal now, not Maria."),
    ("The invoice email for Vandelay is ap@vandelay.com.", "Vandelay wants invoices sent to finance@vandelay.com from now on."),
    ("We store sessions in Redis.", "Sessions moved to Postgres; Redis is only a cache now."),
    ("Meeting notes: we'll go with Auth0 for SSO.", "Actually we went with Keycloak, Auth0 quote was too high."),
    ("The Android build uses Gradle 7.", "Android build is on Gradle 8 after the AGP upgrade."),
    ("Dependabot PRs are merged by whoever is on support rotation.", "Dependabot PRs are now auto-merged if CI is green."),
    ("Retro is held in Miro.", "We stopped using Miro, retros happen in FigJam."),
    ("Our accounting firm is Baker & Co.", "Changed accountants: Baker & Co out, Lind Partners in."),
    ("Office wifi network: ZeusGuest.", "The guest wifi was renamed to Zeus-Visitors."),
    ("Offsite dates: 12-14 May.", "Offsite is 19-21 May, the first dates clashed with a release."),
    ("The API rate limit for free plans is 100 requests/minute.", "Free-plan rate limit lowered to 60 rpm."),
    ("John is the DPO.", "Our DPO is now an external firm, DataGuard."),
    ("Semantic versioning for the SDK.", "SDK switched to calendar versioning (YY.MM)."),
    ("Commit messages follow Conventional Commits.", "We no longer enforce Conventional Commits; free-form messages with a ticket ID."),
    ("Line length limit is 100.", "Line length raised to 120 in the shared lint config."),
    ("The all-hands is monthly.", "All-hands goes quarterly from Q2."),
    ("Agent note: user's team deploys via Jenkins.", "Agent note (update from user): Jenkins was replaced by GitHub Actions."),
    ("The Slack channel for the Heron project is #heron.", "Heron chat moved to #proj-heron, #heron is archived."),
    ("Kafka cluster runs 3 brokers in eu-west-1.", "Kafka was moved to eu-central-1."),
    ("Customer: Pied Piper, plan: Starter, seats: 10.", "Pied Piper downgraded to Free."),
    ("Stark Industries' account manager is Ben.", "Stark account moved to Ines after the territory reshuffle."),
    ("Design tokens live in the tokens repo.", "Tokens were merged into the design-system repo, the tokens repo is gone."),
    ("Interview loop has 4 rounds.", "We cut the loop to 3 rounds, the system design round is merged into the onsite."),
    ("The quarterly planning is in week 2 of the quarter.", "Planning moved to the last week of the previous quarter."),
    ("The GPU budget for the ML team is 15k/month.", "ML GPU budget raised to 22k/month."),
    ("Payroll runs on the 25th.", "Payroll runs on the last working day of the month now."),
    ("The load balancer health check path is /health.", "Health check path changed to /healthz."),
    ("Oncall escalation goes to the EM after 30 minutes.", "Escalation now goes to the secondary on-call first, EM only after an hour."),
    ("The shared calendar for PTO is the Google one.", "PTO calendar moved to BambooHR."),
    ("Approved: move the blog to a subdomain.", "The blog stays on /blog after all, the subdomain move was rolled back."),
    ("Our SOC 2 auditor is Prescient.", "We changed auditors for SOC 2: it's A-LIGN this year."),
    ("The migration to k8s will be done by Q3.", "k8s migration target moved to Q1 next year."),
    ("Customer Wayne Ent.: billing contact is Lucius.", "Wayne's billing contact is Alfred, the CRM had the wrong person."),
    ("Tyrell's renewal is set to auto-renew.", "Tyrell turned off auto-renew; they'll renegotiate."),
    ("Design QA happens on Thursdays.", "Design QA is on Mondays now, since the design team moved to four-day weeks."),
    ("We use Yarn in the web repo.", "Web repo switched to pnpm; yarn.lock deleted."),
    ("Backups run nightly at 02:00.", "Backups are every 6 hours since the storage upgrade."),
    ("Release notes are written by the PM.", "Release notes are generated from PR labels now; the PM only edits them."),
    ("Mentor for the new hire Lucas: Yara.", "Lucas's mentor is Omar, not Yara."),
    ("Pairing sessions are Wednesdays.", "Pairing day is Tuesday."),
    ("Cafeteria lunch budget: 12 EUR per person per day.", "The lunch allowance dropped to 10 EUR."),
    ("The contract for Initech was signed at 48k/year.", "Correction: Initech signed at 45k/year; the 48k was the first quote."),
    ("The demo environment is on demo.zeus.dev.", "Demo env was torn down; demos run on staging with a demo tenant."),
    ("Bug triage is owned by QA.", "Triage is rotating among devs now, QA doesn't own it."),
    ("The board meeting is 18 March.", "Board meeting got moved up to 11 March."),
    ("Team name: Platform Infra.", "We renamed the team to Developer Experience."),
    ("The SRE team meets in the Lisbon office on Mondays.", "SRE went fully remote, no more Monday office days."),
    ("Customer Cyberdyne pays in USD.", "Cyberdyne asked to be billed in EUR from the next invoice."),
    ("CHANGELOG 2.3.0: default request timeout is 30s.", "CHANGELOG 2.3.1: default request timeout lowered to 10s (30s was too generous)."),
    ("[ticket SUP-902] Customer reports the export fails for CSV only.", "[SUP-902 comment] Turns out it fails for XLSX too, CSV was a red herring; the reporter mixed up the formats."),
    ("#platform: heads up, the shared runner pool is called ci-large.", "#platform: correction, the pool is ci-xl, ci-large was the old name and doesn't exist anymore."),
    ("Agent note: Heron retros are run by Sam.", "Agent note: user says Leila runs the Heron retros since she took over the project."),
    ("Minutes 3 Nov: the team agreed to self-host the vector DB (Qdrant).", "Minutes 17 Nov: self-hosting dropped; we're going with the managed Pinecone plan instead."),
    ("The cost-center code for the offsite is CC-4410.", "Finance says the offsite code is CC-4401, I transposed the digits."),
    ("@channel the release branch for 4.2 is release/4.2.", "Sorry, it's release-4.2 (dash, not slash); CI only picks up the dash form."),
    ("On-call handbook says: page the DBA for replication lag > 60s.", "Handbook updated: we no longer have a DBA rotation, replication lag pages the platform on-call."),
    ("Interview debriefs happen on the same day.", "We changed that: debriefs within 48 hours, async in Greenhouse."),
    ("We're sponsoring PyCon with a silver package.", "Sponsorship got downgraded to bronze, budget reasons."),
    ("The Heron design doc is in Notion.", "We moved all design docs to Confluence, Notion is read-only."),
    ("The Q4 OKR for support: first reply under 2 hours.", "That OKR was replaced with CSAT above 90%."),
    ("Gateway timeouts on prod are set to 60s.", "Ignore my earlier message about the 60s, it's 45s on prod."),
    ("The Heron beta opens to customers on 9 February.", "Heron: the date in the last update was wrong, beta opens 16 February."),
    ("Ops rota: Kim and Lars share the Monday on-call.", "Lars dropped off the Monday rota; Kim covers Mondays alone."),
    ("Support hours: 8:00-18:00 CET, Mon-Fri.", "Support hours extended to 7:00-20:00 CET."),
    ("Vendor for background checks: Checkr.", "We switched background checks to Certn for the EU hires and everyone else."),
    ("Retro outcome: we'll try mob programming on Wednesdays.", "Mob programming experiment ended, we're not doing the Wednesday mob anymore."),
    ("Globex's account tier: Gold support.", "Globex let Gold lapse, they're on Standard support now."),
    ("Our domain registrar is GoDaddy.", "All domains were transferred to Cloudflare Registrar."),
    ("The internal wiki is at wiki.zeus.local.", "That address is dead; the wiki is at docs.zeus.dev now."),
    ("The ML team's model registry is MLflow.", "ML replaced MLflow with Weights & Biases for the registry."),
    ("Quarterly bonus target: 80% of OKRs.", "Bonus target changed to 70% of OKRs this year."),
    ("The Slack workspace retention is unlimited.", "Slack retention was set to 1 year by legal."),
    ("We hebben besloten om voor de orderservice Postgres 16 te gebruiken.", "Besluit teruggedraaid: de orderservice blijft op MySQL na de loadtest."),  # lang: nl
    ("Sanne is eigenaar van de betaalservice.", "De betaalservice is overgedragen aan team Checkout."),  # lang: nl
    ("Release 3.8 gaat live op 14 februari.", "3.8 schuift door naar 28 februari."),  # lang: nl
    ("De wekelijkse sync is op dinsdag om 10:00.", "Vanaf nu doen we de sync op donderdag, zelfde tijd."),  # lang: nl
    ("De code freeze begint vrijdag 12 december.", "Vergeet dat van vrijdag, de freeze gaat woensdag de 10e al in."),  # lang: nl
    ("We pinnen op Java 17.", "Alle services zijn naar Java 21 gebumpt."),  # lang: nl
    ("Teamuitje: het is op de Veluwe, in het Landgoed De Wildbaan.", "Het uitje gaat naar Texel, de Veluwe-locatie had geen plek meer."),  # lang: nl
    ("Klant Van Dijk Logistiek zit op het Basis-abonnement.", "Van Dijk Logistiek is overgestapt naar Premium."),  # lang: nl
    ("Contactpersoon bij Van Dijk Logistiek: Femke de Boer.", "Femke is weg bij Van Dijk; nieuwe contactpersoon is Joris Visser."),  # lang: nl
    ("De verlengingsdatum van Bakkerij Mol is 1 juli.", "Bakkerij Mol verlengt op 1 juni, in het CRM stond de verkeerde datum."),  # lang: nl
    ("Staging draait op poort 8080.", "Staging is verhuisd naar poort 8443, 8080 staat dicht."),  # lang: nl
    ("Branches heten feature/<ticketnummer>.", "We laten het feature/-prefix voortaan weg."),  # lang: nl
    ("Elke PR heeft twee goedkeuringen nodig.", "Eén goedkeuring is voortaan genoeg, behalve voor de infra-map."),  # lang: nl
    ("Bas en Lotte zijn samen eigenaar van de zoekservice.", "Lotte is naar het datateam gegaan; Bas is nu de enige eigenaar van zoeken."),  # lang: nl
    ("Ons kantoor is aan de Keizersgracht 220.", "We zijn verhuisd naar de Zuidas, Gustav Mahlerlaan 10."),  # lang: nl
    ("Marketingbudget voor Q1: 40.000 euro.", "Het Q1-budget voor marketing is teruggebracht naar 28.000 euro."),  # lang: nl
    ("ADR-7 (Kafka als eventbus) — Status: Geaccepteerd.", "ADR-7 Status: vervangen door ADR-12 (RabbitMQ)."),  # lang: nl
    ("De standup is om 9:15.", "De standup is vanaf maandag om 9:30."),  # lang: nl
    ("De aanvragen voor verlof gaan naar Ingrid.", "Verlof aanvragen gaat nu via AFAS, niet meer via Ingrid."),  # lang: nl
    ("Onze boekhouder is Jansen & Partners.", "We zijn overgestapt naar een ander kantoor: De Wit Accountants."),  # lang: nl
    ("Het inwerkmaatje van Thijs is Noor.", "Correctie: het maatje van Thijs is Daan, niet Noor."),  # lang: nl
    ("Notulen 4 nov: we gaan de vectordatabase zelf hosten (Qdrant).", "Notulen 18 nov: zelf hosten gaat niet door, we nemen het beheerde Pinecone-abonnement."),  # lang: nl
    ("[ticket SUP-311] Export mislukt alleen bij CSV.", "[SUP-311 reactie] Bij XLSX gaat het ook mis; CSV was een dwaalspoor, de melder haalde de formaten door elkaar."),  # lang: nl
    ("#platform: de gedeelde runnerpool heet ci-groot.", "#platform: correctie, de pool heet ci-xl, ci-groot is de oude naam en bestaat niet meer."),  # lang: nl
    ("Kostenplaats voor het uitje: KP-4410.", "Finance zegt KP-4401, ik had de cijfers omgedraaid."),  # lang: nl
    ("De releasebranch voor 3.8 is release/3.8.", "Sorry, het is release-3.8 (met streepje); de CI pakt alleen die vorm op."),  # lang: nl
    ("Wouter is de accountmanager van Bakkerij Mol.", "Bakkerij Mol is na de herindeling naar Esra gegaan."),  # lang: nl
    ("Notitie agent: het team deployt via Jenkins.", "Notitie agent: volgens de gebruiker is Jenkins vervangen door GitLab CI."),  # lang: nl
    ("Het besluit hierboven over de monorepo geldt niet meer.", "We splitsen toch in aparte repo's per team."),  # lang: nl
    ("Decidimos usar Postgres 16 no serviço de pagamentos.", "Voltamos pro MySQL no serviço de pagamentos depois do teste de carga."),  # lang: pt
    ("A Camila é dona do serviço de cobrança.", "Cobrança passou pro time de Payments, não é mais com a Camila."),  # lang: pt
    ("O lançamento da versão 5.1 é dia 10 de março.", "A 5.1 escorregou pro dia 24 de março."),  # lang: pt
    ("A daily é às 9h15.", "A daily passou pras 9h30."),  # lang: pt
    ("O congelamento de código começa na sexta, dia 12.", "Esquece aquilo da sexta: o freeze começa na quarta, dia 10."),  # lang: pt
    ("Estamos fixados no Node 18.", "Subimos o pin pro Node 20 em todos os serviços."),  # lang: pt
    ("A reunião semanal de alinhamento é às terças.", "O alinhamento semanal mudou pra quinta."),  # lang: pt
    ("O offsite vai ser em Campos do Jordão.", "Mudamos o offsite pra Paraty, a pousada de Campos cancelou."),  # lang: pt
    ("Cliente Padaria Pão Quente está no plano Básico.", "A Pão Quente fez upgrade pro plano Pro."),  # lang: pt
    ("O contato na Transportes Rápido é o Everton.", "O Everton saiu da Rápido; agora quem fala com a gente é a Bianca."),  # lang: pt
    ("A renovação da Construtora Alvorada é em 30 de junho.", "A Alvorada renova em 31 de maio, o CRM estava errado."),  # lang: pt
    ("Endereço de cobrança da Alvorada: Av. Paulista, 1000, São Paulo.", "A Alvorada mudou o endereço de cobrança pra Rua Funchal, 418, Vila Olímpia."),  # lang: pt
    ("A API de homologação roda na porta 8080.", "Homologação agora está na 8443, a 8080 foi fechada."),  # lang: pt
    ("Todo PR precisa de duas aprovações.", "Basta uma aprovação agora, menos pra pasta infra/."),  # lang: pt
    ("O Rafael e a Juliana são donos do serviço de autenticação.", "A Juliana foi pro time de dados; o Rafael ficou sozinho com a autenticação."),  # lang: pt
    ("Nosso fornecedor de monitoramento de erros é o Sentry.", "Trocamos o Sentry pelo Rollbar quando o contrato venceu."),  # lang: pt
    ("Orçamento de marketing do 1º trimestre: R$ 200 mil.", "Cortaram o orçamento de marketing do tri pra R$ 140 mil."),  # lang: pt
    ("ADR-5 (usar Kafka como barramento de eventos) — Status: Aceito.", "ADR-5 Status: substituído pelo ADR-13 (NATS)."),  # lang: pt
    ("Combinado na retro: nada de deploy na sexta.", "A regra de não fazer deploy na sexta caiu, pode deployar em qualquer dia útil."),  # lang: pt
    ("O escritório fica na Rua Augusta, 1500.", "Mudamos o escritório pra Faria Lima, 3477, 12º andar."),  # lang: pt
    ("O mentor do Gustavo é o Thiago.", "Corrigindo: o mentor do Gustavo é o Felipe, não o Thiago."),  # lang: pt
    ("Ata de 4/11: vamos hospedar o banco vetorial por conta própria (Qdrant).", "Ata de 18/11: desistimos de hospedar, vamos com o plano gerenciado do Pinecone."),  # lang: pt
    ("[chamado SUP-417] A exportação falha só em CSV.", "[SUP-417 comentário] Falha em XLSX também; o CSV era pista falsa, o cliente confundiu os formatos."),  # lang: pt
    ("#plataforma: o pool de runners compartilhado se chama ci-grande.", "#plataforma: correção, é ci-xl; ci-grande era o nome antigo e não existe mais."),  # lang: pt
    ("Centro de custo do offsite: CC-4410.", "O financeiro disse que é CC-4401, inverti os dígitos."),  # lang: pt
    ("A branch de release da 5.1 é release/5.1.", "Foi mal, é release-5.1 com hífen; o CI só pega desse jeito."),  # lang: pt
    ("O executivo de contas da Padaria Pão Quente é o Leandro.", "A Pão Quente passou pra carteira da Priscila depois da reorganização."),  # lang: pt
    ("Nota do agente: o time faz deploy pelo Jenkins.", "Nota do agente: segundo o usuário, o Jenkins foi trocado pelo GitHub Actions."),  # lang: pt
    ("A decisão acima sobre o monorepo não vale mais.", "Vamos separar em um repositório por time, no fim das contas."),  # lang: pt
    ("Abbiamo deciso di usare Postgres 16 per il servizio ordini.", "Tornati a MySQL per il servizio ordini dopo il test di carico."),  # lang: it
    ("Il servizio di fatturazione è di Chiara.", "La fatturazione è passata al team Pagamenti, Chiara non ne è più responsabile."),  # lang: it
    ("Il rilascio della 2.9 è fissato per il 3 marzo.", "La 2.9 slitta al 17 marzo."),  # lang: it
    ("Lo stand-up è alle 9:15.", "Da lunedì lo stand-up è alle 9:30."),  # lang: it
    ("Il code freeze parte venerdì 12 dicembre.", "Lasciate perdere la storia del venerdì: il freeze parte mercoledì 10."),  # lang: it
    ("Siamo fermi a Python 3.10.", "Tutti i servizi sono passati a Python 3.12."),  # lang: it
    ("La riunione settimanale è il martedì alle 10.", "La riunione settimanale si sposta al giovedì, stessa ora."),  # lang: it
    ("L'offsite sarà a Bardolino, sul lago di Garda.", "L'offsite si fa a Matera, a Bardolino l'albergo non aveva più posto."),  # lang: it
    ("Il cliente Ferramenta Bianchi ha il piano Base.", "Ferramenta Bianchi è passata al piano Pro."),  # lang: it
    ("Il referente di Ferramenta Bianchi è Luca Bianchi.", "Luca ha lasciato l'azienda; ora il referente è sua sorella Giulia."),  # lang: it
    ("Il rinnovo di Trasporti Esposito scade il 30 giugno.", "Esposito rinnova il 31 maggio, nel CRM c'era la data sbagliata."),  # lang: it
    ("L'API di staging gira sulla porta 8080.", "Staging ora è sulla 8443, la 8080 è chiusa."),  # lang: it
    ("Ogni PR richiede due approvazioni.", "Da ora basta un'approvazione, tranne per la cartella infra/."),  # lang: it
    ("Marco ed Elena gestiscono insieme il servizio di ricerca.", "Elena è passata al team dati: la ricerca ora è solo di Marco."),  # lang: it
    ("Il fornitore CDN è Fastly, contratto fino al 2027.", "Abbiamo disdetto Fastly in anticipo e firmato con Cloudflare."),  # lang: it
    ("Budget marketing Q1: 40.000 euro.", "Il budget marketing del Q1 è stato tagliato a 28.000 euro."),  # lang: it
    ("ADR-8 (Kafka come bus di eventi) — Stato: Accettato.", "ADR-8 Stato: sostituito da ADR-15 (NATS)."),  # lang: it
    ("Deciso in retro: niente deploy il venerdì.", "La regola del venerdì non vale più, si fa deploy tutti i giorni feriali."),  # lang: it
    ("L'ufficio è in via Tortona 27.", "Ci siamo trasferiti in via Ventura 6, a Lambrate."),  # lang: it
    ("Il tutor di Davide è Simone.", "Correzione: il tutor di Davide è Federico, non Simone."),  # lang: it
    ("Le ferie si chiedono a Paola.", "Le ferie ora si chiedono sul portale HR, non più a Paola."),  # lang: it
    ("Verbale del 4/11: il database vettoriale lo ospitiamo noi (Qdrant).", "Verbale del 18/11: niente self-hosting, prendiamo il piano gestito di Pinecone."),  # lang: it
    ("[ticket SUP-208] L'export fallisce solo in CSV.", "[SUP-208 commento] Fallisce anche in XLSX; il CSV era una falsa pista, il cliente aveva confuso i formati."),  # lang: it
    ("#piattaforma: il pool di runner condiviso si chiama ci-grande.", "#piattaforma: correzione, si chiama ci-xl; ci-grande era il vecchio nome e non esiste più."),  # lang: it
    ("Centro di costo per l'offsite: CDC-4410.", "L'amministrazione dice CDC-4401, avevo invertito le cifre."),  # lang: it
    ("Il branch di rilascio della 2.9 è release/2.9.", "Scusate, è release-2.9 col trattino; la CI prende solo quella forma."),  # lang: it
    ("L'account manager di Ferramenta Bianchi è Matteo.", "Dopo la riorganizzazione Ferramenta Bianchi è passata a Sara."),  # lang: it
    ("Nota dell'agente: il team fa deploy con Jenkins.", "Nota dell'agente: secondo l'utente Jenkins è stato sostituito da GitLab CI."),  # lang: it
    ("La decisione sopra sul monorepo non vale più.", "Alla fine dividiamo in un repository per team."),  # lang: it
    ("החלטנו להשתמש ב-Postgres 16 לשירות ההזמנות.", "חזרנו ל-MySQL בשירות ההזמנות אחרי בדיקת העומסים."),  # lang: he
    ("נועה אחראית על שירות הגבייה.", "הגבייה עברה לצוות התשלומים, נועה כבר לא אחראית עליה."),  # lang: he
    ("גרסה 6.0 יוצאת ב-3 במרץ.", "גרסה 6.0 נדחתה ל-17 במרץ."),  # lang: he
    ("הסטנדאפ בשעה 9:15.", "מעכשיו הסטנדאפ ב-9:30."),  # lang: he
    ("הקפאת הקוד מתחילה ביום חמישי, 11 בדצמבר.", "תשכחו מהעניין של חמישי, ההקפאה מתחילה כבר ביום שלישי ה-9."),  # lang: he
    ("אנחנו נעולים על Node 18.", "העלינו את כל השירותים ל-Node 20."),  # lang: he
    ("הסינק השבועי בימי ראשון ב-10:00.", "הסינק השבועי עבר לימי שני, באותה שעה."),  # lang: he
    ("האוף-סייט יהיה בקיבוץ עין גדי.", "האוף-סייט עבר למצפה רמון, בעין גדי לא היה מקום."),  # lang: he
    ('הלקוח "מאפיית הגליל" בתוכנית בסיסית.', "מאפיית הגליל שדרגו לתוכנית Pro."),  # lang: he
    ("איש הקשר במאפיית הגליל הוא יוסי כהן.", "יוסי עזב את המאפייה; איש הקשר עכשיו הוא אבי לוי."),  # lang: he
    ('החידוש של "הובלות דרום" ב-30 ביוני.', "הובלות דרום מתחדשים ב-31 במאי, ב-CRM היה תאריך שגוי."),  # lang: he
    ("ה-API של סטייג'ינג רץ על פורט 8080.", "סטייג'ינג עבר לפורט 8443, פורט 8080 סגור."),  # lang: he
    ("כל PR צריך שני אישורים.", "מספיק אישור אחד מעכשיו, חוץ מתיקיית infra."),  # lang: he
    ("עומר ומיכל אחראים יחד על שירות החיפוש.", "מיכל עברה לצוות הדאטה, עומר נשאר האחראי היחיד על החיפוש."),  # lang: he
    ("ספק ניטור השגיאות שלנו הוא Sentry.", "עברנו מ-Sentry ל-Rollbar כשהחוזה נגמר."),  # lang: he
    ('תקציב השיווק לרבעון הראשון: 150 אלף ש"ח.', 'תקציב השיווק לרבעון קוצץ ל-100 אלף ש"ח.'),  # lang: he
    ("ADR-6 (Kafka כ-event bus) — סטטוס: מאושר.", "ADR-6 סטטוס: הוחלף ב-ADR-11 (NATS)."),  # lang: he
    ("סיכמנו ברטרו: אין דיפלוי ביום חמישי.", "הכלל של אין דיפלוי בחמישי בוטל, אפשר לעשות דיפלוי בכל יום עבודה."),  # lang: he
    ("המשרד ברחוב רוטשילד 45, תל אביב.", "עברנו למשרד חדש במגדלי עזריאלי, קומה 21."),  # lang: he
    ("החונך של איתי הוא רון.", "תיקון: החונך של איתי הוא גיל, לא רון."),  # lang: he
    ("בקשות חופשה שולחים לשירה.", "בקשות חופשה עוברות עכשיו דרך מערכת ה-HR, לא דרך שירה."),  # lang: he
    ("סיכום ישיבה 4.11: נארח את מסד הנתונים הווקטורי בעצמנו (Qdrant).", "סיכום ישיבה 18.11: ירדנו מהאירוח העצמי, הולכים על התוכנית המנוהלת של Pinecone."),  # lang: he
    ("[טיקט SUP-512] הייצוא נכשל רק ב-CSV.", "[SUP-512 תגובה] נכשל גם ב-XLSX; ה-CSV היה כיוון שגוי, המדווח בלבל בין הפורמטים."),  # lang: he
    ("#platform: מאגר הראנרים המשותף נקרא ci-large.", "#platform: תיקון, הוא נקרא ci-xl; ci-large זה השם הישן והוא כבר לא קיים."),  # lang: he
    ("מרכז העלות של האוף-סייט: 4410.", "מהכספים אומרים שזה 4401, הפכתי ספרות."),  # lang: he
    ("בראנץ' הריליס של 6.0 הוא release/6.0.", "סליחה, זה release-6.0 עם מקף; ה-CI מזהה רק את הצורה הזו."),  # lang: he
    ("מנהל הלקוח של מאפיית הגליל הוא אורי.", "אחרי החלוקה מחדש מאפיית הגליל עברו לטל."),  # lang: he
    ("הערת סוכן: הצוות עושה דיפלוי דרך Jenkins.", "הערת סוכן: לדברי המשתמש, Jenkins הוחלף ב-GitHub Actions."),  # lang: he
    ("ההחלטה למעלה לגבי המונוריפו כבר לא בתוקף.", "בסוף מפצלים לריפו נפרד לכל צוות."),  # lang: he
    ("Одлучивме да користиме Postgres 16 за сервисот за нарачки.", "Се вративме на MySQL за нарачките по тестот на оптоварување."),  # lang: mk
    ("Сервисот за наплата е на Марија.", "Наплатата премина кај тимот за плаќања, Марија веќе не е одговорна."),  # lang: mk
    ("Верзијата 3.4 излегува на 3 март.", "Верзијата 3.4 се одложува за 17 март."),  # lang: mk
    ("Стендапот е во 9:15.", "Од понеделник стендапот е во 9:30."),  # lang: mk
    ("Замрзнувањето на кодот почнува во петок, 12 декември.", "Заборавете го тоа за петокот, замрзнувањето почнува уште во среда на 10-ти."),  # lang: mk
    ("Заковани сме на Java 17.", "Сите сервиси се префрлени на Java 21."),  # lang: mk
    ("Неделниот состанок е во вторник во 10 часот.", "Неделниот состанок се префрла во четврток, во исто време."),  # lang: mk
    ("Тимскиот викенд ќе биде во Охрид.", "Тимскиот викенд се сели во Маврово, хотелот во Охрид откажа."),  # lang: mk
    ("Клиентот Пекара Жито е на основниот пакет.", "Пекара Жито преминаа на Про пакетот."),  # lang: mk
    ("Контакт лице во Пекара Жито е Горан Петровски.", "Горан веќе не работи таму; новото контакт лице е Елена Стојанова."),  # lang: mk
    ("Обновувањето на договорот со Транспорт Вардар е на 30 јуни.", "Вардар обновуваат на 31 мај, во CRM-от датумот беше погрешен."),  # lang: mk
    ("Staging API-то работи на порта 8080.", "Staging се префрли на порта 8443, 8080 е затворена."),  # lang: mk
    ("Секој PR бара две одобрувања.", "Отсега е доволно едно одобрување, освен за папката infra/."),  # lang: mk
    ("Никола и Ана заедно го водат сервисот за пребарување.", "Ана премина во тимот за податоци, Никола сега сам го води пребарувањето."),  # lang: mk
    ("Нашиот добавувач за следење грешки е Sentry.", "Го заменивме Sentry со Rollbar кога истече договорот."),  # lang: mk
    ("Буџетот за маркетинг за првиот квартал е 2,5 милиони денари.", "Буџетот за маркетинг за кварталот е намален на 1,8 милиони денари."),  # lang: mk
    ("ADR-4 (Kafka како event bus) — Статус: Прифатен.", "ADR-4 Статус: заменет со ADR-10 (NATS)."),  # lang: mk
    ("Договоривме на ретрото: нема деплој во петок.", "Правилото за петок повеќе не важи, деплојуваме секој работен ден."),  # lang: mk
    ("Канцеларијата е на улица Македонија 12.", "Се преселивме во нова канцеларија во Аеродром, бул. Јане Сандански 113."),  # lang: mk
    ("Ментор на Стефан е Филип.", "Исправка: ментор на Стефан е Бојан, не Филип."),  # lang: mk
    ("Барањата за одмор одат кај Весна.", "Одморите сега се бараат преку HR порталот, не кај Весна."),  # lang: mk
    ("Записник од 4.11: векторската база ќе ја хостираме сами (Qdrant).", "Записник од 18.11: се откажавме од сопствено хостирање, одиме со управуваниот план на Pinecone."),  # lang: mk
    ("[тикет SUP-133] Извозот паѓа само за CSV.", "[SUP-133 коментар] Паѓа и за XLSX; CSV беше погрешна трага, корисникот ги помешал форматите."),  # lang: mk
    ("#platform: заедничкиот пул на рунери се вика ci-large.", "#platform: исправка, се вика ci-xl; ci-large е старото име и повеќе не постои."),  # lang: mk
    ("Трошковното место за тимскиот викенд е 4410.", "Од финансии велат дека е 4401, ги превртев цифрите."),  # lang: mk
    ("Гранката за издавање на 3.4 е release/3.4.", "Извинете, тоа е release-3.4 со цртичка; CI-то ја препознава само таа форма."),  # lang: mk
    ("Менаџер на сметката на Пекара Жито е Дејан.", "По прераспределбата, Пекара Жито ја презеде Сања."),  # lang: mk
    ("Белешка на агентот: тимот деплојува преку Jenkins.", "Белешка на агентот: според корисникот, Jenkins е заменет со GitLab CI."),  # lang: mk
    ("Одлуката погоре за монорепото повеќе не важи.", "Сепак делиме на посебно репо за секој тим."),  # lang: mk
]

UPDATES: List[Tuple[str, str]] = [
    ("Migration status: 12 of 40 services moved to k8s.", "k8s migration: 31 of 40 services done."),
    ("Open P1 bugs: 9.", "Down to 3 open P1s."),
    ("Hiring: 2 of the 6 platform roles filled.", "Platform hiring: 5 of 6 roles filled."),
    ("ADR-17 (use OpenTelemetry) Status: Proposed.", "ADR-17 Status: Accepted."),
    ("4.2.0-rc1 is out for testing.", "4.2.0 went GA today."),
    ("Test coverage on the billing service: 61%.", "Billing coverage is at 74% now."),
    ("Acme deal stage: Discovery.", "Acme moved to Proposal stage."),
    ("Acme deal stage: Negotiation.", "Acme deal Closed Won."),
    ("ARR: 1.2M.", "ARR crossed 1.5M this month."),
    ("Paying customers: 140.", "We're at 162 paying customers."),
    ("Sprint 14 burndown: 34 points left.", "Sprint 14: 12 points left, two days to go."),
    ("p95 latency of the search API: 420 ms.", "Search p95 is down to 310 ms after the index change."),
    ("Uptime this quarter: 99.91%.", "Uptime for the quarter so far: 99.95%."),
    ("The SOC 2 audit is in fieldwork.", "SOC 2 Type II report received."),
    ("OPS-311 is In Review.", "OPS-311 merged and deployed."),
    ("The office lease negotiation: offer sent.", "Office lease signed."),
    ("Backlog for Heron: 88 tickets.", "Heron backlog is at 61 tickets."),
    ("Beta testers signed up: 240.", "Beta sign-ups passed 500."),
    ("Postgres 16 upgrade: staging done, prod pending.", "Postgres 16 upgrade done on prod too."),
    ("Monthly AWS spend: 38k.", "AWS spend last month: 33k after the rightsizing."),
    ("NPS from the last survey: 31.", "NPS in the Q3 survey came in at 38."),
    ("Team size: 11 engineers.", "With the two new hires the team is 13 engineers."),
    ("Lucas is in week 2 of onboarding.", "Lucas finished onboarding and is on the support rotation."),
    ("Incident INC-88: investigating.", "INC-88 mitigated, root cause still open."),
    ("INC-88 mitigated, root cause still open.", "INC-88 resolved, postmortem published."),
    ("Pen test: scheduled for November.", "Pen test done; 2 medium findings, fixes in progress."),
    ("Docs site pages translated to German: 40%.", "German docs translation at 85%."),
    ("Slack channel #heron has 24 members.", "#heron is up to 37 members."),
    ("Flaky tests in CI: 27.", "Flaky tests down to 8."),
    ("Enterprise pilot with Globex: week 1 of 6.", "Globex pilot: week 4 of 6, going well."),
    ("Mobile app rating on Play: 4.1.", "Play rating climbed to 4.4."),
    ("Tickets closed this sprint: 18.", "Tickets closed this sprint: 29 by Friday."),
    ("Seats used by Acme: 45 of 60.", "Acme is using 58 of 60 seats."),
    ("The RFP from Initech: we're shortlisted.", "Initech RFP: we won it."),
    ("Days since last incident: 12.", "Days since last incident: 40."),
    ("Headcount hired in 2026 so far: 7.", "Hired so far in 2026: 10."),
    ("Storage used on the NAS: 61%.", "NAS is at 78% full."),
    ("Runway: 18 months.", "Runway is at 15 months after the hiring round."),
    ("[SUP-902] Status: Waiting for customer.", "[SUP-902] Status: Fix deployed, closed."),
    ("Heron design doc: draft v0.3, in review.", "Heron design doc v1.0 approved by the architecture group."),
    ("Onboarding of Globex: SSO configured, data import pending.", "Globex onboarding complete, data imported, users invited."),
    ("Hooli is a trial customer.", "Hooli converted to paid."),
    ("Heron: 3 of 8 milestones done.", "Heron milestones: 6 of 8 done."),
    ("Translation of the app into Spanish: strings 1,200 of 3,000.", "Spanish translation: 2,700 of 3,000 strings."),
    ("Acme's outstanding invoices: 3, total 14k.", "Acme paid two; one invoice outstanding, 4k."),
    ("Bug bash found 17 issues so far.", "Bug bash final tally: 41 issues."),
    ("Open positions on the careers page: 9.", "Careers page now lists 4 open positions."),
    ("Migratie: 8 van de 30 services draaien op Kubernetes.", "Migratie: 22 van de 30 services zijn over."),  # lang: nl
    ("Openstaande P1-bugs: 11.", "Nog 4 P1-bugs open."),  # lang: nl
    ("ADR-11 (OpenTelemetry invoeren) — Status: Voorgesteld.", "ADR-11 Status: Geaccepteerd."),  # lang: nl
    ("Deal met Van Dijk Logistiek: fase Offerte.", "Van Dijk Logistiek: deal gewonnen, contract getekend."),  # lang: nl
    ("Aantal betalende klanten: 210.", "We zitten op 236 betalende klanten."),  # lang: nl
    ("Vacatures platformteam: 1 van de 5 ingevuld.", "Platformteam: 4 van de 5 vacatures ingevuld."),  # lang: nl
    ("Incident INC-42: onderzoek loopt.", "INC-42 opgelost, postmortem staat op Confluence."),  # lang: nl
    ("[SUP-311] Status: Wacht op klant.", "[SUP-311] Status: Fix uitgerold, gesloten."),  # lang: nl
    ("Ontwerpdocument Reiger: concept v0.3, in review.", "Ontwerpdocument Reiger v1.0 goedgekeurd door de architectuurgroep."),  # lang: nl
    ("Migração: 10 de 35 serviços no Kubernetes.", "Migração pro k8s: 27 de 35 serviços concluídos."),  # lang: pt
    ("Bugs P1 abertos: 12.", "Baixamos pra 5 P1 abertos."),  # lang: pt
    ("ADR-16 (adotar OpenTelemetry) — Status: Proposto.", "ADR-16 Status: Aceito."),  # lang: pt
    ("Negociação com a Alvorada: etapa Proposta.", "Alvorada: negócio fechado, contrato assinado."),  # lang: pt
    ("Versão 5.1.0-rc1 liberada pra testes.", "A 5.1.0 foi pra produção hoje."),  # lang: pt
    ("Contratações do time de plataforma: 2 de 6 vagas preenchidas.", "Plataforma: 5 de 6 vagas preenchidas."),  # lang: pt
    ("Cobertura de testes do serviço de cobrança: 58%.", "Cobertura da cobrança subiu pra 71%."),  # lang: pt
    ("[SUP-417] Status: Aguardando cliente.", "[SUP-417] Status: Correção em produção, fechado."),  # lang: pt
    ("Implantação da Alvorada: SSO configurado, importação de dados pendente.", "Implantação da Alvorada concluída, dados importados e usuários convidados."),  # lang: pt
    ("Migrazione: 9 servizi su 32 su Kubernetes.", "Migrazione su k8s: 25 servizi su 32 completati."),  # lang: it
    ("Bug P1 aperti: 10.", "Scesi a 3 bug P1 aperti."),  # lang: it
    ("ADR-18 (adottare OpenTelemetry) — Stato: Proposto.", "ADR-18 Stato: Accettato."),  # lang: it
    ("Trattativa con Trasporti Esposito: fase Offerta.", "Esposito: trattativa chiusa, contratto firmato."),  # lang: it
    ("Clienti paganti: 180.", "Siamo a 204 clienti paganti."),  # lang: it
    ("Copertura dei test del servizio fatture: 55%.", "Copertura del servizio fatture al 69%."),  # lang: it
    ("Incidente INC-57: in analisi.", "INC-57 risolto, postmortem pubblicato."),  # lang: it
    ("[SUP-208] Stato: In attesa del cliente.", "[SUP-208] Stato: Fix in produzione, chiuso."),  # lang: it
    ("Documento di design Airone: bozza v0.3, in revisione.", "Documento di design Airone v1.0 approvato dal gruppo di architettura."),  # lang: it
    ("מיגרציה: 7 מתוך 30 שירותים על Kubernetes.", "מיגרציה ל-k8s: 24 מתוך 30 שירותים הושלמו."),  # lang: he
    ("באגים פתוחים ב-P1: 14.", "נשארו 5 באגים פתוחים ב-P1."),  # lang: he
    ("ADR-19 (אימוץ OpenTelemetry) — סטטוס: מוצע.", "ADR-19 סטטוס: מאושר."),  # lang: he
    ("העסקה עם הובלות דרום: שלב הצעת מחיר.", "הובלות דרום: העסקה נסגרה, החוזה נחתם."),  # lang: he
    ("לקוחות משלמים: 95.", "הגענו ל-118 לקוחות משלמים."),  # lang: he
    ("גיוס לצוות הפלטפורמה: 1 מתוך 4 משרות אוישו.", "צוות הפלטפורמה: 3 מתוך 4 משרות אוישו."),  # lang: he
    ("אירוע INC-31: בבדיקה.", "INC-31 נפתר, הפוסטמורטם פורסם."),  # lang: he
    ("[SUP-512] סטטוס: ממתין ללקוח.", "[SUP-512] סטטוס: התיקון עלה לפרודקשן, נסגר."),  # lang: he
    ('מסמך האפיון של "אנפה": טיוטה 0.3, בבדיקה.', 'מסמך האפיון של "אנפה" גרסה 1.0 אושר בפורום הארכיטקטורה.'),  # lang: he
    ("Миграција: 6 од 28 сервиси се на Kubernetes.", "Миграција на k8s: 21 од 28 сервиси се готови."),  # lang: mk
    ("Отворени P1 багови: 13.", "Останаа уште 4 отворени P1 багови."),  # lang: mk
    ("ADR-20 (воведување OpenTelemetry) — Статус: Предложен.", "ADR-20 Статус: Прифатен."),  # lang: mk
    ("Преговори со Транспорт Вардар: фаза понуда.", "Вардар: зделката е затворена, договорот е потпишан."),  # lang: mk
    ("Клиенти што плаќаат: 74.", "Стигнавме до 91 клиент што плаќа."),  # lang: mk
    ("Вработување во платформскиот тим: пополнети 1 од 4 позиции.", "Платформскиот тим: пополнети 3 од 4 позиции."),  # lang: mk
    ("Инцидент INC-19: се истражува.", "INC-19 е решен, постмортемот е објавен."),  # lang: mk
    ("[SUP-133] Статус: Се чека клиентот.", "[SUP-133] Статус: Поправката е во продукција, затворено."),  # lang: mk
    ("Дизајн документ за Чапја: нацрт 0.3, на преглед.", "Дизајн документот за Чапја, верзија 1.0, е одобрен од архитектонската група."),  # lang: mk
]

COMPATIBLE: List[Tuple[str, str]] = [
    ("We decided to use Postgres 16 for the ledger service.", "Someone proposed CockroachDB for the ledger in the review; not adopted, Postgres 16 stands."),
    ("We decided to use Postgres 16 for the ledger service.", "The analytics team went with ClickHouse for their event store."),
    ("We decided to use Postgres 16 for the ledger service.", "Ledger is on Postgres 16.4 specifically."),
    ("We decided to use Postgres 16 for the ledger service.", "Before the decision the ledger ran on MySQL 5.7, back in 2023."),
    ("Decision (2026-09-14): the mobile app will be built in Flutter.", "The web admin will stay in React; Flutter is only for mobile."),
    ("Decision (2026-09-14): the mobile app will be built in Flutter.", "Kotlin Multiplatform was evaluated as an alternative and rejected."),
    ("Dana owns the billing service.", "Dana also owns the invoicing cron jobs."),
    ("Dana owns the billing service.", "Kenji owns the pricing service, which billing calls."),
    ("Dana owns the billing service.", "Dana is on parental leave next week; Rui covers billing questions until she's back."),
    ("Dana owns the billing service.", "Billing was owned by Marco until 2025, Dana took it over then."),
    ("On-call for the search cluster this week: Priya.", "Secondary on-call for search this week: Marco."),
    ("On-call for the search cluster this week: Priya.", "Priya swapped Saturday night with Marco, just that one night."),
    ("Release 4.2 ships on March 3.", "4.2.1 hotfix is planned for March 10."),
    ("Release 4.2 ships on March 3.", "We talked about pulling 4.2 forward to Feb 24 but decided against it."),
    ("Release 4.2 ships on March 3.", "4.2 ships on 3/3, Tuesday."),
    ("Release 4.2 ships on March 3.", "The mobile team's 4.2 goes out a week later, on March 10; web is unchanged."),
    ("Code freeze starts Friday 12 December.", "Freeze exception granted for the payments hotfix on the 15th."),
    ("Code freeze starts Friday 12 December.", "The freeze lasts until 5 January."),
    ("Code freeze starts Friday 12 December.", "Docs and the marketing site are not covered by the freeze."),
    ("Code freeze starts Friday 12 December.", "Last year the freeze started on the 15th."),
    ("The weekly sync is on Tuesdays at 10:00.", "This week's sync is moved to Wednesday because of the holiday; back to Tuesday after."),
    ("The weekly sync is on Tuesdays at 10:00.", "Weekly sync: Tue 10am CET, 30 minutes, Zoom link in the invite."),
    ("The weekly sync is on Tuesdays at 10:00.", "The design team's weekly is on Thursdays."),
    ("The weekly sync is on Tuesdays at 10:00.", "Someone suggested moving the sync to Thursdays; we kept Tuesday."),
    ("Offsite venue: Hotel Mirador in Sitges.", "The offsite dinner on day 2 is at a restaurant in Vilanova."),
    ("Offsite venue: Hotel Mirador in Sitges.", "Hotel Mirador, Passeig Marítim 14, Sitges — rooms are booked for 28 people."),
    ("Offsite venue: Hotel Mirador in Sitges.", "Last year's offsite was in Lisbon."),
    ("Branch naming: feature/<ticket>-<short-desc>.", "Hotfix branches use hotfix/<ticket>."),
    ("Branch naming: feature/<ticket>-<short-desc>.", "Example branch: feature/OPS-311-retry-webhooks."),
    ("Branch naming: feature/<ticket>-<short-desc>.", "The data team names branches by author, e.g. lena/fix-dbt-model; that's their convention, not ours."),
    ("PRs need two approvals before merge.", "One of the two approvals has to be from a code owner."),
    ("PRs need two approvals before merge.", "During the incident on Tuesday we merged the fix with one approval, as an exception."),
    ("PRs need two approvals before merge.", "A proposal to drop to one approval was discussed in the retro and voted down."),
    ("Acme Corp is on the Pro plan.", "Acme's subsidiary Acme Labs has its own Starter account."),
    ("Acme Corp is on the Pro plan.", "Acme is trialling the Enterprise SSO add-on for 30 days."),
    ("Acme Corp is on the Pro plan.", "Acme: Pro plan, annual billing, 60 seats."),
    ("Main contact at Acme is Julia Brandt.", "Technical contact at Acme: Raj Menon."),
    ("Main contact at Acme is Julia Brandt.", "Julia is out until the 20th; her colleague Owen is covering emails."),
    ("Acme's renewal date is 30 June.", "Acme renewal 30/06; the renewal call is booked for 2 June."),
    ("Acme's renewal date is 30 June.", "Globex renews on 31 May."),
    ("Billing address for Nortek: 14 Quay Street, Leeds.", "Nortek's shipping address is their warehouse in Wakefield."),
    ("Billing address for Nortek: 14 Quay Street, Leeds.", "Nortek billing: 14 Quay St, Leeds LS1 4DX, FAO Accounts Payable."),
    ("The staging API runs on port 8080.", "Prod API listens on 443."),
    ("The staging API runs on port 8080.", "Staging metrics are exposed on port 9090."),
    ("The staging API runs on port 8080.", "For the load test this afternoon staging is temporarily on 8081."),
    ("Prod database host: db-prod-1.internal.", "Read replica: db-prod-replica-1.internal."),
    ("Prod database host: db-prod-1.internal.", "db-prod-1 is in maintenance tonight 01:00-02:00, reads go to the replica meanwhile."),
    ("We're pinned to Node 18.", "Specifically Node 18.20.4, set in .nvmrc."),
    ("We're pinned to Node 18.", "A bump to Node 20 was proposed for Q1 but not approved yet; we stay on 18."),
    ("We're pinned to Node 18.", "The mobile team's build tooling runs on Node 20; our services stay pinned to 18."),
    ("Python version for the monorepo: 3.11.", "The ML notebooks use 3.12, outside the monorepo."),
    ("Python version for the monorepo: 3.11.", "Monorepo Python: 3.11.9."),
    ("Our error tracking vendor is Sentry.", "Logs go to Datadog."),
    ("Our error tracking vendor is Sentry.", "We evaluated Rollbar in a two-week trial and stayed with Sentry."),
    ("The CDN contract is with Fastly until 2027.", "Images are served through Cloudinary, which has its own CDN."),
    ("The CDN contract is with Fastly until 2027.", "Fastly contract: signed 2024, three years, ends Dec 2027."),
    ("Q1 marketing budget: 40k.", "Of the 40k, 15k is earmarked for the conference booth."),
    ("Q1 marketing budget: 40k.", "Q1 marketing spent 12k so far."),
    ("Q1 marketing budget: 40k.", "Q1 sales budget is 25k."),
    ("The platform team has 6 approved headcount for 2027.", "Data team got 3 headcount for 2027."),
    ("The platform team has 6 approved headcount for 2027.", "Two of the six platform roles are senior, four mid-level."),
    ("The design review is in room Aurora, 3rd floor.", "Just for tomorrow the design review is in Borealis, Aurora is booked for interviews."),
    ("The design review is in room Aurora, 3rd floor.", "Aurora has the big screen and seats 12."),
    ("Standup at 9:15.", "Standup is 15 minutes, 9:15 to 9:30."),
    ("Standup at 9:15.", "No standup on Friday the 24th (holiday)."),
    ("Standup at 9:15.", "The support team's standup is at 8:45."),
    ("Status: Accepted (ADR-9: use Kafka for the event bus).", "ADR-15 proposes NATS for the internal RPC, not the event bus; ADR-9 still applies."),
    ("Status: Accepted (ADR-9: use Kafka for the event bus).", "ADR-9 amended: add schema registry (Confluent), the Kafka decision itself unchanged."),
    ("Agreed in the retro: no deploys on Fridays.", "Friday deploy exception today for the security patch, approved by the EM."),
    ("Agreed in the retro: no deploys on Fridays.", "Config changes via feature flags are fine on Fridays, only code deploys are banned."),
    ("The API gateway is Kong.", "Kong 3.4, running in DB-less mode."),
    ("The API gateway is Kong.", "The internal services mesh uses Linkerd, separate from the gateway."),
    ("Tom and Aisha co-own the auth service.", "Tom owns the OAuth part and Aisha the session management inside auth."),
    ("Tom and Aisha co-own the auth service.", "Aisha is also the auth reviewer for mobile."),
    ("Launch date for the Berlin store: 1 April.", "The Munich store launches in June."),
    ("Launch date for the Berlin store: 1 April.", "Soft opening for friends and family in Berlin on 28 March."),
    ("Contract with Globex ends 31 December.", "Globex wants to talk about an extension in October."),
    ("Contract with Globex ends 31 December.", "The Globex support add-on ends 30 September, the main contract 31 December."),
    ("The design system uses Inter as the font.", "Code samples use JetBrains Mono."),
    ("The design system uses Inter as the font.", "Marketing tried Satoshi for the campaign landing page only."),
    ("All TypeScript code uses 4-space indent.", "JSON config files use 2 spaces."),
    ("Jira project key for the mobile team is MOB.", "The web team's Jira key is WEB."),
    ("Incident channel: #inc-war-room.", "Each major incident also gets its own channel, e.g. #inc-2026-11-03-db."),
    ("Priya is the engineering manager for Search.", "Priya also runs the hiring committee for Search."),
    ("Priya is the engineering manager for Search.", "Kenji is the EM for Recommendations."),
    ("The demo for Initech is on Wednesday at 2pm.", "Initech demo Wed 14:00 CET, 45 min, with their CTO."),
    ("The demo for Initech is on Wednesday at 2pm.", "Dry run for the Initech demo on Tuesday at 4pm."),
    ("Sprint length: two weeks.", "The mobile team runs one-week sprints."),
    ("Sprint length: two weeks.", "This sprint is three weeks as an exception over the holidays."),
    ("Default branch is master.", "The legacy billing repo still uses develop as its integration branch."),
    ("The data warehouse is Redshift.", "We trialled Snowflake for a month last spring and stayed on Redshift."),
    ("Umbrella Ltd pays annually by invoice.", "Umbrella's invoices have 60-day payment terms."),
    ("Ticket OPS-311: assigned to Lena.", "OPS-311: Hugo is reviewing Lena's PR."),
    ("The hackathon is on 20-21 November.", "Hackathon theme: internal tools."),
    ("The hackathon is on 20-21 November.", "The hackathon demo session is on the 21st at 4pm."),
    ("We use Terraform for infra.", "Helm charts for the k8s apps, Terraform for cloud resources."),
    ("We use Terraform for infra.", "Terraform 1.7 with the S3 backend."),
    ("Frontend uses React 17.", "An upgrade to React 18 is on the roadmap for Q3, not started."),
    ("Log retention on prod is 30 days.", "Staging logs are kept 7 days."),
    ("Log retention on prod is 30 days.", "Audit logs are kept 1 year, separately from app logs."),
    ("SLA for P1 tickets: response within 4 hours.", "P2 response SLA: 1 business day."),
    ("SLA for P1 tickets: response within 4 hours.", "Acme has a custom 2-hour P1 SLA in their contract."),
    ("The office is at Carrer de Pallars 193.", "We also have a hot-desk space in Madrid at a WeWork."),
    ("The office is at Carrer de Pallars 193.", "Office: Pallars 193, Poblenou, 4th floor, ask at reception."),
    ("Team lunch is every first Friday of the month.", "This month's team lunch is at the ramen place on Pujades."),
    ("Team lunch is every first Friday of the month.", "January's lunch skipped because of the holidays."),
    ("Our feature flag vendor is LaunchDarkly.", "We keep a few kill switches as env vars too."),
    ("The mobile app's minimum iOS version is 15.", "Minimum Android API level is 26."),
    ("The customer portal lives at portal.example.com.", "The admin panel is at admin.example.com."),
    ("Marketing site is on WordPress.", "The blog is also WordPress, same instance."),
    ("Project Heron's PM is Sam.", "Heron's tech lead is Yara."),
    ("Project Heron's PM is Sam.", "Sam is covering the Osprey PM role too while they hire."),
    ("Deploy window: 14:00-16:00 UTC.", "Deploy window is 3-5pm Berlin time in winter, which is 14:00-16:00 UTC."),
    ("Deploy window: 14:00-16:00 UTC.", "Emergency fixes can go out outside the window with on-call approval."),
    ("Vacation requests go to Maria.", "Sick days are reported to your manager directly."),
    ("Hooli is a trial customer.", "Hooli's trial was extended by two weeks."),
    ("We store sessions in Redis.", "Redis 7, a single managed instance with a replica."),
    ("We store sessions in Redis.", "Rate limit counters are in Redis too."),
    ("Meeting notes: we'll go with Auth0 for SSO.", "The B2C login stays on our own email/password flow; Auth0 is for enterprise SSO."),
    ("Retro is held in Miro.", "The retro facilitator rotates every sprint."),
    ("Our accounting firm is Baker & Co.", "Payroll is outsourced to Deel."),
    ("Offsite dates: 12-14 May.", "Arrivals on the evening of 11 May for those flying in."),
    ("The API rate limit for free plans is 100 requests/minute.", "Pro plan limit: 1000 requests/minute."),
    ("The API rate limit for free plans is 100 requests/minute.", "Free plan: 100 rpm, i.e. about 1.7 requests a second."),
    ("Commit messages follow Conventional Commits.", "Commitlint enforces it in the pre-commit hook."),
    ("Line length limit is 100.", "The Python services use black's default of 88."),
    ("The all-hands is monthly.", "This month's all-hands is in person in Lisbon."),
    ("Agent note: user's team deploys via Jenkins.", "Agent note: the user's team runs the Jenkins jobs on a self-hosted agent pool."),
    ("Kafka cluster runs 3 brokers in eu-west-1.", "A second Kafka cluster in us-east-1 serves the US customers."),
    ("Customer: Pied Piper, plan: Starter, seats: 10.", "Pied Piper asked for a quote for 25 seats; no decision yet."),
    ("Stark Industries' account manager is Ben.", "Stark's customer success manager is Ines."),
    ("Interview loop has 4 rounds.", "Interns have a 2-round loop."),
    ("The quarterly planning is in week 2 of the quarter.", "Q3 planning slipped to week 3 because of the offsite; normally week 2."),
    ("The GPU budget for the ML team is 15k/month.", "ML spent 13.4k on GPUs in October."),
    ("Payroll runs on the 25th.", "In December payroll runs on the 20th because of the holidays."),
    ("The load balancer health check path is /health.", "Readiness probe is /ready."),
    ("Oncall escalation goes to the EM after 30 minutes.", "The EM for escalation this month is Priya."),
    ("Approved: move the blog to a subdomain.", "The docs stay on /docs; only the blog moves."),
    ("Our SOC 2 auditor is Prescient.", "ISO 27001 is audited by BSI."),
    ("The migration to k8s will be done by Q3.", "The batch jobs will stay on ECS even after the k8s migration."),
    ("Customer Wayne Ent.: billing contact is Lucius.", "Wayne's procurement contact is Selina."),
    ("Tyrell's renewal is set to auto-renew.", "Tyrell auto-renews on 1 August for 12 months."),
    ("Design QA happens on Thursdays.", "Design QA for the mobile app is async in Figma comments."),
    ("We use Yarn in the web repo.", "Yarn 4, with plug'n'play off."),
    ("Backups run nightly at 02:00.", "Backups at 02:00 UTC, kept for 35 days."),
    ("Backups run nightly at 02:00.", "Tonight's backup was skipped for the storage migration, resumes tomorrow."),
    ("Release notes are written by the PM.", "Security advisories are written by the security team, not the PM."),
    ("Mentor for the new hire Lucas: Yara.", "Lucas's buddy for the first week is Omar."),
    ("Cafeteria lunch budget: 12 EUR per person per day.", "On offsite days lunch is covered by the company."),
    ("The contract for Initech was signed at 48k/year.", "Initech also bought a 6k onboarding package, one-off."),
    ("The demo environment is on demo.zeus.dev.", "The sales team has a separate sandbox on sandbox.zeus.dev."),
    ("Bug triage is owned by QA.", "Security bugs bypass triage and go to the security team."),
    ("The board meeting is 18 March.", "The board pre-read is due 11 March."),
    ("Team name: Platform Infra.", 'Everyone calls us "the infra folks" on Slack.'),
    ("The SRE team meets in the Lisbon office on Mondays.", "The SRE team's monthly review is remote."),
    ("Customer Cyberdyne pays in USD.", "Cyberdyne's German subsidiary pays in EUR."),
    ("Migration status: 12 of 40 services moved to k8s.", "The 12 migrated services include auth and search."),
    ("ARR: 1.2M.", "ARR 1.2M, of which about 30% from Enterprise."),
    ("Open P1 bugs: 9.", "Open P2 bugs: 23."),
    ("Test coverage on the billing service: 61%.", "Auth service coverage is 82%."),
    ("Team size: 11 engineers.", "Plus 2 designers and a PM."),
    ("Monthly AWS spend: 38k.", "GCP spend, for the ML stuff only, is 6k a month."),
    ("Runway: 18 months.", "Runway was 24 months a year ago, before the expansion."),
    ("CHANGELOG 2.3.0: default request timeout is 30s.", "CHANGELOG 2.3.1: the upload endpoint gets its own 120s timeout; the default stays at 30s."),
    ("CHANGELOG 2.3.0: default request timeout is 30s.", "CHANGELOG 2.3.0: the timeout can be overridden per client with REQUEST_TIMEOUT."),
    ("[ticket SUP-902] Customer reports the export fails for CSV only.", "[SUP-902 comment] Another customer on the same cluster sees the same CSV failure."),
    ("#platform: heads up, the shared runner pool is called ci-large.", "#platform: there's also a GPU pool, ci-gpu, for the ML jobs."),
    ("Agent note: Heron retros are run by Sam.", "Agent note: Sam is out this sprint, Leila runs this one retro."),
    ("Minutes 3 Nov: the team agreed to self-host the vector DB (Qdrant).", "Minutes 10 Nov: Pinecone came up again as an option; we stick with self-hosted Qdrant."),
    ("Minutes 3 Nov: the team agreed to self-host the vector DB (Qdrant).", "The search team chose Elasticsearch's vector fields for their own use case."),
    ("@channel the release branch for 4.2 is release/4.2.", "The 4.1 branch stays open for backports until March."),
    ("On-call handbook says: page the DBA for replication lag > 60s.", "Replication lag alerts start at 30s as warnings, no page."),
    ("We're sponsoring PyCon with a silver package.", "We're also sending two speakers to PyCon."),
    ("The Heron design doc is in Notion.", "The Heron ADRs are in the repo under docs/adr, the design doc in Notion."),
    ("The Q4 OKR for support: first reply under 2 hours.", "Support's second Q4 OKR: CSAT above 90%."),
    ("Gateway timeouts on prod are set to 60s.", "Staging gateway timeout is 120s for debugging."),
    ("Gateway timeouts on prod are set to 60s.", "Prod gateway timeout: 60 seconds, i.e. one minute."),
    ("The Heron beta opens to customers on 9 February.", "Internal dogfooding of Heron starts 26 January."),
    ("The Heron beta opens to customers on 9 February.", "There was talk of opening the beta early for Acme; we didn't."),
    ("Ops rota: Kim and Lars share the Monday on-call.", "Lars swaps his Monday with Kim next week only."),
    ("Ops rota: Kim and Lars share the Monday on-call.", "Kim and Lars also share the Thursday slot."),
    ("Support hours: 8:00-18:00 CET, Mon-Fri.", "Enterprise customers get 24/7 support for P1s."),
    ("Support hours: 8:00-18:00 CET, Mon-Fri.", "On 24 December support closes at 13:00."),
    ("Vendor for background checks: Checkr.", "References are checked by the hiring manager, not Checkr."),
    ("Retro outcome: we'll try mob programming on Wednesdays.", "Mob session this Wednesday is cancelled, the team is at the conference."),
    ("Globex's account tier: Gold support.", "Globex's sister company Globex Retail has Silver support."),
    ("Our domain registrar is GoDaddy.", "DNS is hosted on Route 53, the registrar is still GoDaddy."),
    ("The internal wiki is at wiki.zeus.local.", "The wiki runs on a self-hosted BookStack instance."),
    ("The ML team's model registry is MLflow.", "The ML team tracks experiments in Weights & Biases; the registry is MLflow."),
    ("Quarterly bonus target: 80% of OKRs.", "Last year the target was 75%."),
    ("The Slack workspace retention is unlimited.", "Email retention is 7 years, set by legal."),
    ("Heron: 3 of 8 milestones done.", "The next Heron milestone is the billing integration."),
    ("Bug bash found 17 issues so far.", "Two of the bug bash issues are P1s."),
    ("We hebben besloten om voor de orderservice Postgres 16 te gebruiken.", "Iemand stelde CockroachDB voor de orderservice voor; niet overgenomen, Postgres 16 blijft."),  # lang: nl
    ("We hebben besloten om voor de orderservice Postgres 16 te gebruiken.", "Het analyseteam kiest voor ClickHouse voor hun events."),  # lang: nl
    ("We hebben besloten om voor de orderservice Postgres 16 te gebruiken.", "Concreet draait de orderservice op Postgres 16.4."),  # lang: nl
    ("Sanne is eigenaar van de betaalservice.", "Sanne beheert ook de facturatie-cronjobs."),  # lang: nl
    ("Sanne is eigenaar van de betaalservice.", "Sanne is volgende week met verlof; Ruben vangt vragen over betalingen op tot ze terug is."),  # lang: nl
    ("Sanne is eigenaar van de betaalservice.", "Tot 2025 was Pieter eigenaar van de betaalservice, daarna nam Sanne het over."),  # lang: nl
    ("Release 3.8 gaat live op 14 februari.", "De hotfix 3.8.1 staat gepland voor 21 februari."),  # lang: nl
    ("Release 3.8 gaat live op 14 februari.", "We hebben overwogen 3.8 naar voren te halen, maar het blijft 14 februari."),  # lang: nl
    ("Release 3.8 gaat live op 14 februari.", "De app-release van 3.8 volgt een week later; de webversie blijft op de 14e."),  # lang: nl
    ("De wekelijkse sync is op dinsdag om 10:00.", "Deze week is de sync op woensdag vanwege Koningsdag, daarna weer dinsdag."),  # lang: nl
    ("De wekelijkse sync is op dinsdag om 10:00.", "Het designteam heeft hun wekelijkse overleg op donderdag."),  # lang: nl
    ("De wekelijkse sync is op dinsdag om 10:00.", "Wekelijkse sync: dinsdag 10 uur 's ochtends, een half uur, via Teams."),  # lang: nl
    ("De code freeze begint vrijdag 12 december.", "Uitzondering op de freeze voor de betaal-hotfix op de 15e, goedgekeurd."),  # lang: nl
    ("De code freeze begint vrijdag 12 december.", "De freeze duurt tot en met 5 januari."),  # lang: nl
    ("De code freeze begint vrijdag 12 december.", "Vorig jaar begon de freeze op de 15e."),  # lang: nl
    ("We pinnen op Java 17.", "Specifiek Temurin 17.0.12."),  # lang: nl
    ("We pinnen op Java 17.", "Een bump naar Java 21 is voorgesteld voor Q2, nog niet goedgekeurd; we blijven op 17."),  # lang: nl
    ("We pinnen op Java 17.", "Het Android-team bouwt al met JDK 21; onze backendservices blijven op 17."),  # lang: nl
    ("Teamuitje: het is op de Veluwe, in het Landgoed De Wildbaan.", "Het diner op de tweede avond is in een restaurant in Apeldoorn."),  # lang: nl
    ("Teamuitje: het is op de Veluwe, in het Landgoed De Wildbaan.", "Vorig jaar gingen we naar Zeeland."),  # lang: nl
    ("Klant Van Dijk Logistiek zit op het Basis-abonnement.", "De dochter van Van Dijk, VDL Koeltransport, heeft een eigen Premium-account."),  # lang: nl
    ("Klant Van Dijk Logistiek zit op het Basis-abonnement.", "Van Dijk probeert de SSO-add-on 30 dagen uit."),  # lang: nl
    ("Contactpersoon bij Van Dijk Logistiek: Femke de Boer.", "Technisch contact bij Van Dijk: Mehmet Yilmaz."),  # lang: nl
    ("Contactpersoon bij Van Dijk Logistiek: Femke de Boer.", "Femke is tot de 20e met vakantie; haar collega Joris beantwoordt de mail."),  # lang: nl
    ("De verlengingsdatum van Bakkerij Mol is 1 juli.", "Verlenging Bakkerij Mol 01-07; het verlengingsgesprek staat op 3 juni."),  # lang: nl
    ("Staging draait op poort 8080.", "Productie luistert op 443."),  # lang: nl
    ("Staging draait op poort 8080.", "Voor de loadtest vanmiddag draait staging tijdelijk op 8081."),  # lang: nl
    ("Branches heten feature/<ticketnummer>.", "Hotfix-branches heten hotfix/<ticketnummer>."),  # lang: nl
    ("Branches heten feature/<ticketnummer>.", "Bij het datateam noemen ze branches naar de auteur; dat is hun afspraak, niet de onze."),  # lang: nl
    ("Elke PR heeft twee goedkeuringen nodig.", "Een van de twee goedkeuringen moet van een code owner komen."),  # lang: nl
    ("Elke PR heeft twee goedkeuringen nodig.", "Tijdens het incident van dinsdag is de fix met één goedkeuring gemerged, als uitzondering."),  # lang: nl
    ("Bas en Lotte zijn samen eigenaar van de zoekservice.", "Bas doet de indexering en Lotte de ranking binnen de zoekservice."),  # lang: nl
    ("Ons kantoor is aan de Keizersgracht 220.", "We hebben ook een flexplek in Rotterdam."),  # lang: nl
    ("Ons kantoor is aan de Keizersgracht 220.", "Kantoor: Keizersgracht 220, tweede verdieping, bellen bij Zeus."),  # lang: nl
    ("Marketingbudget voor Q1: 40.000 euro.", "Van die 40.000 is 15.000 gereserveerd voor de beursstand."),  # lang: nl
    ("Marketingbudget voor Q1: 40.000 euro.", "Sales heeft voor Q1 25.000 euro."),  # lang: nl
    ("ADR-7 (Kafka als eventbus) — Status: Geaccepteerd.", "ADR-7 aangevuld met een schema registry; het besluit over Kafka zelf is ongewijzigd."),  # lang: nl
    ("De standup is om 9:15.", "Donderdag geen standup vanwege Hemelvaart."),  # lang: nl
    ("De standup is om 9:15.", "De standup van support is om 8:45."),  # lang: nl
    ("Onze boekhouder is Jansen & Partners.", "De salarisadministratie is uitbesteed aan Nmbrs."),  # lang: nl
    ("Het inwerkmaatje van Thijs is Noor.", "De mentor van Thijs voor de lange termijn is Daan."),  # lang: nl
    ("Migratie: 8 van de 30 services draaien op Kubernetes.", "De batchjobs blijven ook na de migratie op ECS."),  # lang: nl
    ("Aantal betalende klanten: 210.", "Daarvan zitten er 35 op Premium."),  # lang: nl
    ("Notulen 4 nov: we gaan de vectordatabase zelf hosten (Qdrant).", "Notulen 11 nov: Pinecone kwam nog eens langs als optie; we blijven bij zelf gehoste Qdrant."),  # lang: nl
    ("Notulen 4 nov: we gaan de vectordatabase zelf hosten (Qdrant).", "Het zoekteam gebruikt voor hun eigen toepassing de vectorvelden van Elasticsearch."),  # lang: nl
    ("[ticket SUP-311] Export mislukt alleen bij CSV.", "[SUP-311 reactie] Een tweede klant op hetzelfde cluster heeft dezelfde CSV-fout."),  # lang: nl
    ("#platform: de gedeelde runnerpool heet ci-groot.", "#platform: er is ook een GPU-pool, ci-gpu, voor de ML-jobs."),  # lang: nl
    ("De releasebranch voor 3.8 is release/3.8.", "De 3.7-branch blijft tot maart open voor backports."),  # lang: nl
    ("Wouter is de accountmanager van Bakkerij Mol.", "De customer success manager van Bakkerij Mol is Esra."),  # lang: nl
    ("Wouter is de accountmanager van Bakkerij Mol.", "Wouter is deze maand met ouderschapsverlof; Esra neemt tijdelijk zijn klanten waar."),  # lang: nl
    ("Notitie agent: het team deployt via Jenkins.", "Notitie agent: de Jenkins-jobs van het team draaien op een eigen agentpool."),  # lang: nl
    ("Kostenplaats voor het uitje: KP-4410.", "De reiskosten van het uitje gaan op KP-4410, de hotelkosten op het HR-budget."),  # lang: nl
    ("Klant Van Dijk Logistiek zit op het Basis-abonnement.", "Van Dijk heeft een offerte gevraagd voor Premium; nog geen besluit."),  # lang: nl
    ("Decidimos usar Postgres 16 no serviço de pagamentos.", "Alguém sugeriu CockroachDB pra pagamentos na revisão; não foi adotado, segue Postgres 16."),  # lang: pt
    ("Decidimos usar Postgres 16 no serviço de pagamentos.", "O time de analytics escolheu ClickHouse pros eventos deles."),  # lang: pt
    ("Decidimos usar Postgres 16 no serviço de pagamentos.", "Pagamentos roda no Postgres 16.4, pra ser exato."),  # lang: pt
    ("A Camila é dona do serviço de cobrança.", "A Camila também cuida dos jobs de emissão de nota fiscal."),  # lang: pt
    ("A Camila é dona do serviço de cobrança.", "A Camila entra de férias semana que vem; o Diego cobre as dúvidas de cobrança até ela voltar."),  # lang: pt
    ("A Camila é dona do serviço de cobrança.", "O Marcos é dono do serviço de preços, que a cobrança chama."),  # lang: pt
    ("O lançamento da versão 5.1 é dia 10 de março.", "O hotfix 5.1.1 está previsto pra 17 de março."),  # lang: pt
    ("O lançamento da versão 5.1 é dia 10 de março.", "Pensamos em antecipar a 5.1 mas decidimos manter o dia 10."),  # lang: pt
    ("O lançamento da versão 5.1 é dia 10 de março.", "O app mobile da 5.1 sai uma semana depois; a web continua no dia 10."),  # lang: pt
    ("A daily é às 9h15.", "A daily dura 15 minutos, das 9h15 às 9h30."),  # lang: pt
    ("A daily é às 9h15.", "Sem daily na sexta por causa do feriado."),  # lang: pt
    ("A daily é às 9h15.", "A daily do suporte é às 8h45."),  # lang: pt
    ("O congelamento de código começa na sexta, dia 12.", "Exceção ao freeze aprovada pro hotfix de pagamentos no dia 15."),  # lang: pt
    ("O congelamento de código começa na sexta, dia 12.", "O freeze vai até 5 de janeiro."),  # lang: pt
    ("O congelamento de código começa na sexta, dia 12.", "Ano passado o freeze começou no dia 15."),  # lang: pt
    ("Estamos fixados no Node 18.", "Especificamente Node 18.20.4, no .nvmrc."),  # lang: pt
    ("Estamos fixados no Node 18.", "Propuseram subir pro Node 20 no 1º tri, ainda não aprovado; seguimos no 18."),  # lang: pt
    ("A reunião semanal de alinhamento é às terças.", "Essa semana o alinhamento vai ser na quarta por causa do feriado, depois volta pra terça."),  # lang: pt
    ("A reunião semanal de alinhamento é às terças.", "O time de design faz a semanal deles na quinta."),  # lang: pt
    ("O offsite vai ser em Campos do Jordão.", "O jantar do segundo dia vai ser num restaurante em São Bento do Sapucaí."),  # lang: pt
    ("O offsite vai ser em Campos do Jordão.", "O offsite do ano passado foi em Ilhabela."),  # lang: pt
    ("Cliente Padaria Pão Quente está no plano Básico.", "A filial de Campinas da Pão Quente tem conta própria no plano Pro."),  # lang: pt
    ("Cliente Padaria Pão Quente está no plano Básico.", "A Pão Quente está testando o módulo de estoque por 30 dias."),  # lang: pt
    ("O contato na Transportes Rápido é o Everton.", "O contato técnico na Rápido é a Bianca."),  # lang: pt
    ("O contato na Transportes Rápido é o Everton.", "O Everton está de férias até dia 20; a Bianca está respondendo os e-mails dele."),  # lang: pt
    ("A renovação da Construtora Alvorada é em 30 de junho.", "Renovação da Alvorada 30/06; a call de renovação está marcada pra 2 de junho."),  # lang: pt
    ("Endereço de cobrança da Alvorada: Av. Paulista, 1000, São Paulo.", "O endereço de entrega da Alvorada é o canteiro em Osasco."),  # lang: pt
    ("A API de homologação roda na porta 8080.", "Produção escuta na 443."),  # lang: pt
    ("A API de homologação roda na porta 8080.", "Pro teste de carga de hoje à tarde, homologação está temporariamente na 8081."),  # lang: pt
    ("Todo PR precisa de duas aprovações.", "Uma das duas aprovações tem que ser de um code owner."),  # lang: pt
    ("Todo PR precisa de duas aprovações.", "Propuseram cair pra uma aprovação na retro; foi votado contra."),  # lang: pt
    ("O Rafael e a Juliana são donos do serviço de autenticação.", "O Rafael cuida da parte de OAuth e a Juliana das sessões, dentro da autenticação."),  # lang: pt
    ("Nosso fornecedor de monitoramento de erros é o Sentry.", "Os logs vão pro Datadog."),  # lang: pt
    ("Nosso fornecedor de monitoramento de erros é o Sentry.", "Testamos o Rollbar por duas semanas e ficamos com o Sentry."),  # lang: pt
    ("Orçamento de marketing do 1º trimestre: R$ 200 mil.", "Desses R$ 200 mil, R$ 60 mil são pro estande na feira."),  # lang: pt
    ("Orçamento de marketing do 1º trimestre: R$ 200 mil.", "Marketing já gastou R$ 55 mil no tri."),  # lang: pt
    ("Combinado na retro: nada de deploy na sexta.", "Exceção hoje, sexta, pro patch de segurança, aprovada pelo gestor."),  # lang: pt
    ("Combinado na retro: nada de deploy na sexta.", "Mudança de feature flag pode na sexta; só deploy de código é que não."),  # lang: pt
    ("O escritório fica na Rua Augusta, 1500.", "Temos também um espaço de coworking no Rio, em Botafogo."),  # lang: pt
    ("O mentor do Gustavo é o Thiago.", "O padrinho do Gustavo na primeira semana é o Felipe."),  # lang: pt
    ("Ata de 4/11: vamos hospedar o banco vetorial por conta própria (Qdrant).", "Ata de 11/11: o Pinecone voltou à mesa como opção; seguimos com Qdrant auto-hospedado."),  # lang: pt
    ("Ata de 4/11: vamos hospedar o banco vetorial por conta própria (Qdrant).", "O time de busca usa os campos vetoriais do Elasticsearch no caso deles."),  # lang: pt
    ("[chamado SUP-417] A exportação falha só em CSV.", "[SUP-417 comentário] Outro cliente no mesmo cluster tem o mesmo erro no CSV."),  # lang: pt
    ("#plataforma: o pool de runners compartilhado se chama ci-grande.", "#plataforma: tem também um pool de GPU, o ci-gpu, pros jobs de ML."),  # lang: pt
    ("A branch de release da 5.1 é release/5.1.", "A branch da 5.0 fica aberta pra backports até março."),  # lang: pt
    ("O executivo de contas da Padaria Pão Quente é o Leandro.", "A gerente de sucesso do cliente da Pão Quente é a Priscila."),  # lang: pt
    ("O executivo de contas da Padaria Pão Quente é o Leandro.", "O Leandro está de licença este mês; a Priscila cobre a carteira dele enquanto isso."),  # lang: pt
    ("Nota do agente: o time faz deploy pelo Jenkins.", "Nota do agente: os jobs do Jenkins do time rodam num pool de agentes próprio."),  # lang: pt
    ("Centro de custo do offsite: CC-4410.", "Passagens do offsite vão no CC-4410, hospedagem no orçamento do RH."),  # lang: pt
    ("Cliente Padaria Pão Quente está no plano Básico.", "A Pão Quente pediu orçamento do plano Pro; ainda sem decisão."),  # lang: pt
    ("Estamos fixados no Node 18.", "O time de mobile já usa Node 20 no build; nossos serviços continuam no 18."),  # lang: pt
    ("Abbiamo deciso di usare Postgres 16 per il servizio ordini.", "In revisione qualcuno ha proposto CockroachDB per gli ordini; proposta non accolta, resta Postgres 16."),  # lang: it
    ("Abbiamo deciso di usare Postgres 16 per il servizio ordini.", "Il team analytics ha scelto ClickHouse per i suoi eventi."),  # lang: it
    ("Abbiamo deciso di usare Postgres 16 per il servizio ordini.", "Per la precisione il servizio ordini gira su Postgres 16.4."),  # lang: it
    ("Il servizio di fatturazione è di Chiara.", "Chiara segue anche i job notturni di invio fatture."),  # lang: it
    ("Il servizio di fatturazione è di Chiara.", "Chiara è in ferie la prossima settimana; per la fatturazione chiedete a Stefano fino al suo rientro."),  # lang: it
    ("Il servizio di fatturazione è di Chiara.", "Fino al 2025 la fatturazione era di Andrea, poi è passata a Chiara."),  # lang: it
    ("Il rilascio della 2.9 è fissato per il 3 marzo.", "La hotfix 2.9.1 è prevista per il 10 marzo."),  # lang: it
    ("Il rilascio della 2.9 è fissato per il 3 marzo.", "Si era parlato di anticipare la 2.9, ma resta il 3 marzo."),  # lang: it
    ("Il rilascio della 2.9 è fissato per il 3 marzo.", "L'app mobile della 2.9 esce una settimana dopo; il web resta il 3."),  # lang: it
    ("Lo stand-up è alle 9:15.", "Lo stand-up dura un quarto d'ora, dalle 9:15 alle 9:30."),  # lang: it
    ("Lo stand-up è alle 9:15.", "Venerdì niente stand-up, è festa."),  # lang: it
    ("Lo stand-up è alle 9:15.", "Lo stand-up del supporto è alle 8:45."),  # lang: it
    ("Il code freeze parte venerdì 12 dicembre.", "Eccezione al freeze approvata per la hotfix dei pagamenti del 15."),  # lang: it
    ("Il code freeze parte venerdì 12 dicembre.", "Il freeze dura fino al 6 gennaio."),  # lang: it
    ("Il code freeze parte venerdì 12 dicembre.", "L'anno scorso il freeze era partito il 15."),  # lang: it
    ("Siamo fermi a Python 3.10.", "Nello specifico 3.10.14."),  # lang: it
    ("Siamo fermi a Python 3.10.", "I notebook del team ML usano 3.12, fuori dal monorepo."),  # lang: it
    ("Siamo fermi a Python 3.10.", "È stato proposto di passare a 3.12 nel Q2, non ancora approvato; restiamo su 3.10."),  # lang: it
    ("La riunione settimanale è il martedì alle 10.", "Questa settimana la riunione è mercoledì per il ponte, poi si torna al martedì."),  # lang: it
    ("La riunione settimanale è il martedì alle 10.", "Il team design fa la sua settimanale il giovedì."),  # lang: it
    ("L'offsite sarà a Bardolino, sul lago di Garda.", "La cena della seconda sera è in un ristorante a Lazise."),  # lang: it
    ("L'offsite sarà a Bardolino, sul lago di Garda.", "L'offsite dell'anno scorso era in Langa."),  # lang: it
    ("Il cliente Ferramenta Bianchi ha il piano Base.", "La filiale di Brescia di Ferramenta Bianchi ha un suo account Pro."),  # lang: it
    ("Il cliente Ferramenta Bianchi ha il piano Base.", "Ferramenta Bianchi sta provando il modulo magazzino per 30 giorni."),  # lang: it
    ("Il referente di Ferramenta Bianchi è Luca Bianchi.", "Il referente tecnico da Bianchi è Giulia."),  # lang: it
    ("Il referente di Ferramenta Bianchi è Luca Bianchi.", "Luca è in ferie fino al 20; nel frattempo risponde sua sorella Giulia."),  # lang: it
    ("Il rinnovo di Trasporti Esposito scade il 30 giugno.", "Rinnovo Esposito 30/06; la call per il rinnovo è fissata per il 3 giugno."),  # lang: it
    ("L'API di staging gira sulla porta 8080.", "La produzione ascolta sulla 443."),  # lang: it
    ("L'API di staging gira sulla porta 8080.", "Per il test di carico di oggi pomeriggio staging è temporaneamente sulla 8081."),  # lang: it
    ("Ogni PR richiede due approvazioni.", "Una delle due approvazioni deve venire da un code owner."),  # lang: it
    ("Ogni PR richiede due approvazioni.", "Durante l'incidente di martedì la fix è stata mergiata con una sola approvazione, in via eccezionale."),  # lang: it
    ("Marco ed Elena gestiscono insieme il servizio di ricerca.", "Dentro la ricerca Marco segue l'indicizzazione ed Elena il ranking."),  # lang: it
    ("Il fornitore CDN è Fastly, contratto fino al 2027.", "Le immagini passano da Cloudinary, che ha una sua CDN."),  # lang: it
    ("Budget marketing Q1: 40.000 euro.", "Di quei 40.000, 15.000 sono per lo stand in fiera."),  # lang: it
    ("Budget marketing Q1: 40.000 euro.", "Il budget vendite del Q1 è di 25.000 euro."),  # lang: it
    ("Deciso in retro: niente deploy il venerdì.", "Oggi, venerdì, eccezione per la patch di sicurezza, approvata dall'EM."),  # lang: it
    ("L'ufficio è in via Tortona 27.", "Abbiamo anche qualche postazione in coworking a Roma."),  # lang: it
    ("Il tutor di Davide è Simone.", "Il buddy di Davide per la prima settimana è Federico."),  # lang: it
    ("Clienti paganti: 180.", "Di questi, 30 sono sul piano Enterprise."),  # lang: it
    ("Verbale del 4/11: il database vettoriale lo ospitiamo noi (Qdrant).", "Verbale dell'11/11: si è riparlato di Pinecone; restiamo su Qdrant in self-hosting."),  # lang: it
    ("Verbale del 4/11: il database vettoriale lo ospitiamo noi (Qdrant).", "Il team ricerca usa i campi vettoriali di Elasticsearch per il suo caso."),  # lang: it
    ("[ticket SUP-208] L'export fallisce solo in CSV.", "[SUP-208 commento] Un secondo cliente sullo stesso cluster ha lo stesso errore sul CSV."),  # lang: it
    ("#piattaforma: il pool di runner condiviso si chiama ci-grande.", "#piattaforma: c'è anche un pool GPU, ci-gpu, per i job di ML."),  # lang: it
    ("Il branch di rilascio della 2.9 è release/2.9.", "Il branch della 2.8 resta aperto per i backport fino a marzo."),  # lang: it
    ("L'account manager di Ferramenta Bianchi è Matteo.", "La customer success manager di Ferramenta Bianchi è Sara."),  # lang: it
    ("L'account manager di Ferramenta Bianchi è Matteo.", "Matteo è in congedo questo mese; nel frattempo i suoi clienti li segue Sara."),  # lang: it
    ("Nota dell'agente: il team fa deploy con Jenkins.", "Nota dell'agente: i job Jenkins del team girano su un pool di agenti dedicato."),  # lang: it
    ("Centro di costo per l'offsite: CDC-4410.", "I viaggi dell'offsite vanno sul CDC-4410, l'albergo sul budget HR."),  # lang: it
    ("Il cliente Ferramenta Bianchi ha il piano Base.", "Ferramenta Bianchi ha chiesto un preventivo per il piano Pro; ancora nessuna decisione."),  # lang: it
    ("Ogni PR richiede due approvazioni.", "In retro si è proposto di scendere a un'approvazione; proposta bocciata."),  # lang: it
    ("החלטנו להשתמש ב-Postgres 16 לשירות ההזמנות.", "בריוויו מישהו הציע CockroachDB להזמנות; לא התקבל, נשארים עם Postgres 16."),  # lang: he
    ("החלטנו להשתמש ב-Postgres 16 לשירות ההזמנות.", "צוות האנליטיקה בחר ב-ClickHouse לאירועים שלהם."),  # lang: he
    ("החלטנו להשתמש ב-Postgres 16 לשירות ההזמנות.", "ליתר דיוק, שירות ההזמנות רץ על Postgres 16.4."),  # lang: he
    ("נועה אחראית על שירות הגבייה.", "נועה אחראית גם על הג'ובים הליליים של הפקת החשבוניות."),  # lang: he
    ("נועה אחראית על שירות הגבייה.", "נועה בחופשה בשבוע הבא; עד שתחזור, שאלות על גבייה לדני."),  # lang: he
    ("נועה אחראית על שירות הגבייה.", "עד 2025 הגבייה הייתה של אלון, ואז נועה לקחה אותה."),  # lang: he
    ("גרסה 6.0 יוצאת ב-3 במרץ.", "הוטפיקס 6.0.1 מתוכנן ל-10 במרץ."),  # lang: he
    ("גרסה 6.0 יוצאת ב-3 במרץ.", "דיברנו על להקדים את 6.0 אבל החלטנו להשאיר את 3 במרץ."),  # lang: he
    ("גרסה 6.0 יוצאת ב-3 במרץ.", "אפליקציית המובייל של 6.0 יוצאת שבוע אחרי; הווב נשאר ב-3 במרץ."),  # lang: he
    ("הסטנדאפ בשעה 9:15.", "הסטנדאפ רבע שעה, מ-9:15 עד 9:30."),  # lang: he
    ("הסטנדאפ בשעה 9:15.", "ביום חמישי אין סטנדאפ בגלל החג."),  # lang: he
    ("הסטנדאפ בשעה 9:15.", "הסטנדאפ של צוות התמיכה ב-8:45."),  # lang: he
    ("הקפאת הקוד מתחילה ביום חמישי, 11 בדצמבר.", "אושרה חריגה מההקפאה להוטפיקס של התשלומים ב-15."),  # lang: he
    ("הקפאת הקוד מתחילה ביום חמישי, 11 בדצמבר.", "ההקפאה נמשכת עד 4 בינואר."),  # lang: he
    ("הקפאת הקוד מתחילה ביום חמישי, 11 בדצמבר.", "בשנה שעברה ההקפאה התחילה ב-14."),  # lang: he
    ("אנחנו נעולים על Node 18.", "ליתר דיוק Node 18.20.4, כמו שכתוב ב-.nvmrc."),  # lang: he
    ("אנחנו נעולים על Node 18.", "הוצע לעלות ל-Node 20 ברבעון הבא, עוד לא אושר; נשארים על 18."),  # lang: he
    ("אנחנו נעולים על Node 18.", "צוות המובייל כבר בונה עם Node 20; השירותים שלנו נשארים על 18."),  # lang: he
    ("הסינק השבועי בימי ראשון ב-10:00.", "השבוע הסינק ביום שני בגלל החג, אחר כך חוזרים לראשון."),  # lang: he
    ("הסינק השבועי בימי ראשון ב-10:00.", "צוות העיצוב עושה את השבועי שלהם ברביעי."),  # lang: he
    ("האוף-סייט יהיה בקיבוץ עין גדי.", "ארוחת הערב ביום השני תהיה במסעדה בנווה זוהר."),  # lang: he
    ("האוף-סייט יהיה בקיבוץ עין גדי.", "האוף-סייט של שנה שעברה היה בגליל."),  # lang: he
    ('הלקוח "מאפיית הגליל" בתוכנית בסיסית.', "לסניף של מאפיית הגליל בחיפה יש חשבון Pro נפרד."),  # lang: he
    ('הלקוח "מאפיית הגליל" בתוכנית בסיסית.', "מאפיית הגליל מנסים את מודול המלאי לניסיון של 30 יום."),  # lang: he
    ("איש הקשר במאפיית הגליל הוא יוסי כהן.", "איש הקשר הטכני במאפייה הוא אבי לוי."),  # lang: he
    ("איש הקשר במאפיית הגליל הוא יוסי כהן.", "יוסי במילואים עד ה-20; בינתיים אבי עונה למיילים."),  # lang: he
    ('החידוש של "הובלות דרום" ב-30 ביוני.', "חידוש הובלות דרום 30/06; שיחת החידוש קבועה ל-2 ביוני."),  # lang: he
    ("ה-API של סטייג'ינג רץ על פורט 8080.", "פרודקשן מאזין על 443."),  # lang: he
    ("ה-API של סטייג'ינג רץ על פורט 8080.", "לבדיקת העומסים היום אחר הצהריים סטייג'ינג זמנית על 8081."),  # lang: he
    ("כל PR צריך שני אישורים.", "אחד משני האישורים חייב להיות של code owner."),  # lang: he
    ("כל PR צריך שני אישורים.", "הוצע ברטרו לרדת לאישור אחד; ההצעה נדחתה."),  # lang: he
    ("עומר ומיכל אחראים יחד על שירות החיפוש.", "בתוך החיפוש, עומר על האינדוקס ומיכל על הדירוג."),  # lang: he
    ("ספק ניטור השגיאות שלנו הוא Sentry.", "הלוגים הולכים ל-Datadog."),  # lang: he
    ('תקציב השיווק לרבעון הראשון: 150 אלף ש"ח.', "מתוך ה-150 אלף, 50 אלף מיועדים לביתן בכנס."),  # lang: he
    ("סיכמנו ברטרו: אין דיפלוי ביום חמישי.", "היום, חמישי, חריגה לפאצ' האבטחה, באישור המנהל."),  # lang: he
    ("המשרד ברחוב רוטשילד 45, תל אביב.", "יש לנו גם כמה עמדות בחלל עבודה משותף בחיפה."),  # lang: he
    ("החונך של איתי הוא רון.", "הבאדי של איתי בשבוע הראשון הוא גיל."),  # lang: he
    ("סיכום ישיבה 4.11: נארח את מסד הנתונים הווקטורי בעצמנו (Qdrant).", "סיכום ישיבה 11.11: Pinecone עלה שוב כאופציה; נשארים עם Qdrant באירוח עצמי."),  # lang: he
    ("סיכום ישיבה 4.11: נארח את מסד הנתונים הווקטורי בעצמנו (Qdrant).", "צוות החיפוש משתמש בשדות הווקטוריים של Elasticsearch למקרה שלהם."),  # lang: he
    ("[טיקט SUP-512] הייצוא נכשל רק ב-CSV.", "[SUP-512 תגובה] לקוח נוסף על אותו קלאסטר רואה את אותה שגיאת CSV."),  # lang: he
    ("#platform: מאגר הראנרים המשותף נקרא ci-large.", "#platform: יש גם מאגר GPU, ci-gpu, לג'ובים של ML."),  # lang: he
    ("בראנץ' הריליס של 6.0 הוא release/6.0.", "הבראנץ' של 5.9 נשאר פתוח לבקפורטים עד מרץ."),  # lang: he
    ("מנהל הלקוח של מאפיית הגליל הוא אורי.", "מנהלת הצלחת הלקוח של מאפיית הגליל היא טל."),  # lang: he
    ("מנהל הלקוח של מאפיית הגליל הוא אורי.", "אורי במילואים החודש; טל מחליפה אותו מול הלקוחות שלו בינתיים."),  # lang: he
    ("הערת סוכן: הצוות עושה דיפלוי דרך Jenkins.", "הערת סוכן: הג'ובים של הצוות ב-Jenkins רצים על מאגר אייג'נטים משלהם."),  # lang: he
    ("מרכז העלות של האוף-סייט: 4410.", "הטיסות של האוף-סייט על מרכז עלות 4410, המלון על תקציב משאבי אנוש."),  # lang: he
    ('הלקוח "מאפיית הגליל" בתוכנית בסיסית.', "מאפיית הגליל ביקשו הצעת מחיר לתוכנית Pro; עוד אין החלטה."),  # lang: he
    ("ספק ניטור השגיאות שלנו הוא Sentry.", "עשינו פיילוט של שבועיים עם Rollbar ונשארנו עם Sentry."),  # lang: he
    ('תקציב השיווק לרבעון הראשון: 150 אלף ש"ח.', 'השיווק כבר הוציא 40 אלף ש"ח ברבעון.'),  # lang: he
    ("Одлучивме да користиме Postgres 16 за сервисот за нарачки.", "На ревјуто некој предложи CockroachDB за нарачките; не е прифатено, останува Postgres 16."),  # lang: mk
    ("Одлучивме да користиме Postgres 16 за сервисот за нарачки.", "Тимот за аналитика избра ClickHouse за своите настани."),  # lang: mk
    ("Одлучивме да користиме Postgres 16 за сервисот за нарачки.", "Поточно, нарачките работат на Postgres 16.4."),  # lang: mk
    ("Сервисот за наплата е на Марија.", "Марија ги води и ноќните задачи за издавање фактури."),  # lang: mk
    ("Сервисот за наплата е на Марија.", "Марија е на одмор следната недела; до нејзиното враќање прашањата за наплата одат кај Дарко."),  # lang: mk
    ("Сервисот за наплата е на Марија.", "До 2025 наплатата беше на Игор, потоа ја презеде Марија."),  # lang: mk
    ("Верзијата 3.4 излегува на 3 март.", "Хотфиксот 3.4.1 е планиран за 10 март."),  # lang: mk
    ("Верзијата 3.4 излегува на 3 март.", "Размислувавме 3.4 да ја извадиме порано, но останува 3 март."),  # lang: mk
    ("Верзијата 3.4 излегува на 3 март.", "Мобилната апликација за 3.4 излегува недела подоцна; веб верзијата останува на 3 март."),  # lang: mk
    ("Стендапот е во 9:15.", "Стендапот трае петнаесет минути, од 9:15 до 9:30."),  # lang: mk
    ("Стендапот е во 9:15.", "Во петок нема стендап поради празникот."),  # lang: mk
    ("Стендапот е во 9:15.", "Стендапот на поддршката е во 8:45."),  # lang: mk
    ("Замрзнувањето на кодот почнува во петок, 12 декември.", "Одобрен е исклучок од замрзнувањето за хотфиксот на плаќањата на 15-ти."),  # lang: mk
    ("Замрзнувањето на кодот почнува во петок, 12 декември.", "Замрзнувањето трае до 8 јануари."),  # lang: mk
    ("Замрзнувањето на кодот почнува во петок, 12 декември.", "Лани замрзнувањето почна на 15-ти."),  # lang: mk
    ("Заковани сме на Java 17.", "Поточно Temurin 17.0.12."),  # lang: mk
    ("Заковани сме на Java 17.", "Предложено е да се премине на Java 21 во вториот квартал, уште не е одобрено; остануваме на 17."),  # lang: mk
    ("Неделниот состанок е во вторник во 10 часот.", "Оваа недела состанокот е во среда поради празникот, потоа пак во вторник."),  # lang: mk
    ("Неделниот состанок е во вторник во 10 часот.", "Дизајн тимот го има неделниот состанок во четврток."),  # lang: mk
    ("Тимскиот викенд ќе биде во Охрид.", "Вечерата втората вечер е во ресторан во Струга."),  # lang: mk
    ("Тимскиот викенд ќе биде во Охрид.", "Лани тимскиот викенд беше во Берово."),  # lang: mk
    ("Клиентот Пекара Жито е на основниот пакет.", "Филијалата на Жито во Битола има своја Про сметка."),  # lang: mk
    ("Клиентот Пекара Жито е на основниот пакет.", "Пекара Жито го пробуваат модулот за залиха 30 дена."),  # lang: mk
    ("Контакт лице во Пекара Жито е Горан Петровски.", "Техничко контакт лице во Жито е Елена Стојанова."),  # lang: mk
    ("Контакт лице во Пекара Жито е Горан Петровски.", "Горан е на одмор до 20-ти; дотогаш на мејловите одговара Елена."),  # lang: mk
    ("Обновувањето на договорот со Транспорт Вардар е на 30 јуни.", "Обнова Вардар 30.06; повикот за обновата е закажан за 2 јуни."),  # lang: mk
    ("Staging API-то работи на порта 8080.", "Продукцијата слуша на 443."),  # lang: mk
    ("Staging API-то работи на порта 8080.", "За тестот на оптоварување попладнево staging е привремено на 8081."),  # lang: mk
    ("Секој PR бара две одобрувања.", "Едно од двете одобрувања мора да е од code owner."),  # lang: mk
    ("Секој PR бара две одобрувања.", "На ретрото беше предложено да се оди на едно одобрување; предлогот не помина."),  # lang: mk
    ("Никола и Ана заедно го водат сервисот за пребарување.", "Во пребарувањето Никола е за индексирањето, а Ана за рангирањето."),  # lang: mk
    ("Нашиот добавувач за следење грешки е Sentry.", "Логовите одат во Datadog."),  # lang: mk
    ("Буџетот за маркетинг за првиот квартал е 2,5 милиони денари.", "Од тие 2,5 милиони, 800 илјади се за штандот на саемот."),  # lang: mk
    ("Договоривме на ретрото: нема деплој во петок.", "Денес, во петок, исклучок за безбедносната закрпа, одобрено од менаџерот."),  # lang: mk
    ("Канцеларијата е на улица Македонија 12.", "Имаме и неколку места во coworking простор во Битола."),  # lang: mk
    ("Ментор на Стефан е Филип.", "Бади на Стефан во првата недела е Бојан."),  # lang: mk
    ("Записник од 4.11: векторската база ќе ја хостираме сами (Qdrant).", "Записник од 11.11: Pinecone пак се спомна како опција; остануваме на сами хостиран Qdrant."),  # lang: mk
    ("Записник од 4.11: векторската база ќе ја хостираме сами (Qdrant).", "Тимот за пребарување ги користи векторските полиња во Elasticsearch за нивниот случај."),  # lang: mk
    ("[тикет SUP-133] Извозот паѓа само за CSV.", "[SUP-133 коментар] Уште еден клиент на истиот кластер ја има истата CSV грешка."),  # lang: mk
    ("#platform: заедничкиот пул на рунери се вика ci-large.", "#platform: има и GPU пул, ci-gpu, за ML задачите."),  # lang: mk
    ("Гранката за издавање на 3.4 е release/3.4.", "Гранката на 3.3 останува отворена за бекпорти до март."),  # lang: mk
    ("Менаџер на сметката на Пекара Жито е Дејан.", "Менаџерката за успех на клиентот за Пекара Жито е Сања."),  # lang: mk
    ("Менаџер на сметката на Пекара Жито е Дејан.", "Дејан е на боледување овој месец; дотогаш Сања ги покрива неговите клиенти."),  # lang: mk
    ("Белешка на агентот: тимот деплојува преку Jenkins.", "Белешка на агентот: Jenkins задачите на тимот работат на сопствен пул агенти."),  # lang: mk
    ("Трошковното место за тимскиот викенд е 4410.", "Патните трошоци за викендот одат на 4410, хотелот на буџетот на HR."),  # lang: mk
    ("Клиентот Пекара Жито е на основниот пакет.", "Пекара Жито побараа понуда за Про пакетот; сè уште нема одлука."),  # lang: mk
    ("Нашиот добавувач за следење грешки е Sentry.", "Пробавме Rollbar две недели и останавме на Sentry."),  # lang: mk
    ("Заковани сме на Java 17.", "Андроид тимот веќе гради со JDK 21; нашите бекенд сервиси остануваат на 17."),  # lang: mk
]
