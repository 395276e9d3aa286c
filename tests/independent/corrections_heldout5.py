"""Fifth held-out corpus for the corrects-or-compatible decision (independent author, corpus5).

What it is: three lists of (OLD, NEW) pairs of statements by one user (or observation-style
summaries about one user, or notes one user keeps), stored one after the other as memories.
OLD is already stored; NEW arrives later.

- CORRECTIONS: NEW replaces OLD; OLD is no longer true, or never was.
- UPDATES: OLD was true when it was said; NEW gives a later state of the same single-valued,
  counted or measured thing (a version deployed, a count, a level, an age, a dose, a rent, a
  status), mostly with no correction wording. OLD should be superseded or at least flagged; NEW
  must be stored.
- COMPATIBLE: both stay true. Most are near-misses written in the same styles as the
  corrections: a second allergy or medication, the same value reformatted ("pg16" / "PostgreSQL
  16", "13/03" / "March 13th"), a plan, wish or question about a change, another person's change,
  a temporary change (this week only, a loaner, a cover shift), history stated as history,
  another attribute of the same thing, more detail, one-off events.

Kinds this corpus emphasises (chosen to differ from the fourth corpus): terse notes typed by
developers and ops people ("prod db: pg14 -> pg16", "oncall handoff moved to Tue", "standup now
9:30"); "key: value" one-line facts; decisions recorded in meeting notes and minutes;
observation-style third-person summaries as a memory system would write them ("Odalys mentioned
she ..."); lowercase messages with typos, abbreviations and emoji; corrections spread over two
sentences with chatter between or before them; corrections of dates, amounts, names, addresses,
preferences, allergies, medications and doses, pronouns and job titles; and about a fifth of the
pairs in German, French, Spanish, Italian, Portuguese, Dutch, Polish, Turkish, Korean, Chinese,
Japanese and Hindi.

How it was written: by hand, in one sitting (2026-12-05), by a fifth independent author (a helper
session, corpus5) who read only the task brief, the format docstring of the fourth corpus
(tests/independent/corrections_heldout4.py, lines 1-60: the list meanings and its labelling
rules), its evaluation test (tests/test_corrections_heldout4.py), the first 60 lines of
tests/independent/secrets_heldout2.py (format docstring), and the opening turns of one LoCoMo
development conversation in ../shared/locomo-dev/ for register. The author did not read the
system's rules (zeusmem/), any other corpus, any phrase list or any conflict test, did not grep the
repository for phrases, and did not run the system on this corpus; nothing here was fitted to the
rules. No LoCoMo text is copied; every pair is written fresh with invented names, companies and
details. Per-language counts below were computed from the ``# lang:`` comments by a throw-away
script (not committed).

Labelling rules the author applied (the fourth corpus's rules, plus the cases this corpus adds):
- Tense matters: "I used to X" beside "I Y now" is COMPATIBLE when OLD itself was stated in the
  past; when OLD states the present and NEW says it ended, it is a CORRECTION.
- A temporary situation (this week only, a loaner car, covering a shift, a summer stay, a cheat
  day, one skipped meeting) leaves the standing fact true: COMPATIBLE.
- A plan, wish, hypothetical or question about changing does not change anything: COMPATIBLE.
- A change that belongs to another person, or to an attribute OLD does not state, is COMPATIBLE
  even when it uses the same change verbs.
- A counted, ranked or measured value that moves on over time without a claim that OLD was wrong
  is an UPDATE (an upgraded database or deployed version, a raised dose or rent, a new belt); when
  NEW says OLD was a mistake or a typo it is a CORRECTION ("prod db is pg15, not pg14").
- A single-valued slot (employer, city, address, owner of a service, chosen tool, schedule slot,
  deadline, favourite, pronouns, title, preferred language) replaced by a new value is a
  CORRECTION, even without correction words and even when it is a "key: value" note.
- The same value written another way (units, date or time format, abbreviations) is COMPATIBLE.
- A second item of a multi-valued thing (allergies, medications, emails for work and home, a
  replica in a second region) is COMPATIBLE.
- A move inside the same city, or a change to the employer itself (its name, a colleague's boss),
  leaves a city- or employer-level OLD true: COMPATIBLE.

Per-language counts (pairs; non-English share: corrections 20%, updates 20%, compatible 20%):
    CORRECTIONS 135: en 108, de 3, fr 3, es 3, it 2, pt 2, nl 2, pl 2, tr 2, ko 2, zh 2, ja 2, hi 2
    UPDATES      59: en 47, de 1, fr 1, es 1, it 1, pt 1, nl 1, pl 1, tr 1, ko 1, zh 1, ja 1, hi 1
    COMPATIBLE  196: en 156, de 4, fr 4, es 4, it 4, pt 3, nl 3, pl 3, tr 3, ko 3, zh 3, ja 3, hi 3

Note added later (not by the author): the evaluation test named above,
tests/test_corrections_heldout4.py, is now the fourth corpus's section and test id
(test_heldout_on_the_rules[corrections_heldout4]) of tests/test_corrections_heldout.py;
its last version: git show 908dffc:tests/test_corrections_heldout4.py
"""

from __future__ import annotations

Pair = tuple[str, str]

CORRECTIONS: list[Pair] = [
    # lang: en -- terse developer / ops notes
    ("prod db: pg14 on db-main-01", "correction: prod db is pg15, not pg14 -- I misread the dashboard"),
    ("weekly oncall handoff is Monday 10:00", "oncall handoff moved to Tue 10:00 starting this week"),
    ("standup at 9:15 every day", "standup now 9:30, mgmt wants the extra 15 min"),
    ("deploy window: Thu 14:00-16:00 UTC", "deploy window changed -> Wed 13:00-15:00 UTC, Thu is frozen from now on"),
    ("staging url: staging.internal.kettleworks.io", "staging moved to stg.kettleworks.dev, old hostname is dead"),
    ("ci runs on jenkins", "we ripped out jenkins, ci is github actions now"),
    ("primary region us-east-1", "primary region is eu-west-1 since the migration, nothing left in us-east-1"),
    ("log retention: 30d", "log retention cut to 14d, legal signed off"),
    (
        "the payments service is owned by team Orca",
        "payments svc ownership -> team Heron as of today, Orca handed it over",
    ),
    ("feature flags live in LaunchDarkly", "we dropped LaunchDarkly, flags are in Unleash now"),
    ("backup job runs nightly at 02:00", "backup cron moved to 03:30, 02:00 collided w/ the reindex"),
    ("api rate limit: 100 req/min per key", "sorry, typo earlier -- rate limit is 1000 req/min per key, not 100"),
    ("the main repo is kettleworks/core on GitLab", "core repo migrated to github, the gitlab copy is archived"),
    ("release manager for 4.2 is Dmitri", "RM for 4.2 is Priya now, Dmitri handed it off"),
    ("node version pinned to 18", "wrong, we pin node 20 in .nvmrc, 18 was the old branch"),
    ("pager escalation goes to Farid after 15 min", "escalation now goes to the SRE rotation after 10 min, not Farid"),
    ("sprint length: 2 weeks", "sprints are 3 weeks now, decided in planning"),
    (
        "oncall phone: the shared pixel in the drawer",
        "oncall phone retired, pages go to the pagerduty app on personal phones",
    ),
    ("db backups -> s3 bucket kw-backups", "backups now land in kw-backups-eu, kw-backups got deleted"),
    ("secrets are stored in vault", "we moved secrets out of vault into aws secrets manager last sprint"),
    ("error tracking: sentry self-hosted", "killed the self-hosted sentry, error tracking is on honeybadger now"),
    ("code freeze starts Dec 15", "code freeze moved up to Dec 10, heads up"),
    # lang: en -- meeting notes and decisions
    (
        "Meeting notes 3 Nov: decided to launch the beta on Dec 1.",
        "Meeting notes 10 Nov: beta launch pushed to Jan 12; Dec 1 is off.",
    ),
    (
        "Decision: we go with Stripe for billing.",
        "Decision reversed in today's sync: billing goes through Adyen, Stripe is out.",
    ),
    (
        "Action item: Lena writes the migration plan.",
        "From the retro: Tomasz owns the migration plan now, Lena is off it.",
    ),
    ("Offsite confirmed for March 14 in Lisbon.", "The offsite is cancelled, the budget got pulled."),
    (
        "Agreed: design review every other Wednesday.",
        "Minutes: design review is now weekly on Fridays, the biweekly Wednesday slot is dropped.",
    ),
    (
        "We chose Kotlin for the new Android app.",
        "After the spike the team switched the Android app to Flutter; the Kotlin plan is dead.",
    ),
    (
        "Board meeting minutes: Q3 budget approved at $1.2M.",
        "Revised minutes: the Q3 budget was approved at $1.1M; the $1.2M figure was a draft number.",
    ),
    ("Project Alder's main language is Python.", "Alder got rewritten in Rust, the Python code is gone."),
    ("Kickoff with the client is on the 9th.", "Client asked to move kickoff to the 16th. The 9th is free again."),
    (
        "Invoice #2231 amount: $4,800",
        "Invoice #2231 was reissued at $4,200 after the discount; the $4,800 one is void.",
    ),
    ("The quarterly report is due on the 30th.", "Finance moved the quarterly report due date up to the 25th."),
    # lang: en -- observation-style summaries
    (
        "Odalys mentioned she works night shifts as a nurse at St. Brigid's.",
        "Odalys said she left St. Brigid's last month and is now a day nurse at a clinic in Eastport.",
    ),
    ("Tobiah is vegetarian.", "Tobiah mentioned he started eating fish again, so he is no longer vegetarian."),
    (
        "Marisol lives with her sister in Tucson.",
        "Marisol moved out of her sister's place; she has her own apartment in Phoenix now.",
    ),
    ("Keanu's daughter is named Lily.", "User corrected earlier info: Keanu's daughter is named Lilia, not Lily."),
    ("Greta's favorite band is Wilco.", "Greta said her favorite band these days is Big Thief; she's over Wilco."),
    ("Ansel is dating someone named Rhea.", "Ansel and Rhea broke up in the spring; he's single now."),
    ("Priyanka drives a 2012 Civic.", "Priyanka sold the Civic and bought a used Prius."),
    ("Hollis prefers to be called Holly.", "Hollis asked to be called Hal from now on, not Holly."),
    ("Jun uses she/her pronouns.", "Jun shared that they use they/them pronouns now."),
    (
        "Beatriz is the head of marketing at Lumen.",
        "Beatriz's title changed: she is VP of Growth at Lumen now, the head of marketing role was folded into it.",
    ),
    ("Dr. Amara Osei is the user's GP.", "User switched GPs; their doctor is now Dr. Felix Haas."),
    ("Ezra mentioned he coaches his son's soccer team.", "Ezra stepped down as coach; another dad took over the team."),
    ("Nadia said her favorite food is sushi.", "Nadia said sushi isn't her favorite anymore; it's Ethiopian food now."),
    ("Wren works remotely from Lisbon.", "Wren relocated back to Dublin and goes into the office every day."),
    ("Anna's surname is Kowalczyk.", "Anna took her husband's name, she is Anna Brennan now."),
    (
        "User takes ibuprofen for migraines.",
        "User's neurologist took them off ibuprofen; they take sumatriptan for migraines now.",
    ),
    ("Sofia's pronouns: she/her", "Sofia now goes by Sol and uses he/him."),
    (
        "Ingrid's title is Associate Professor.",
        "Correction: Ingrid is a full Professor, the Associate title was years out of date.",
    ),
    ("Mom lives in a retirement home in Dayton.", "Mom moved in with us last month, she's out of the Dayton home."),
    # lang: en -- allergies, medications, health
    (
        "I'm allergic to penicillin",
        "turns out it's sulfa drugs I react to, not penicillin -- the allergist retested me",
    ),
    ("I take sertraline every morning", "I'm off sertraline, switched to bupropion in August"),
    ("I take metformin 500 twice a day", "oops, it's 850mg twice a day, I had the old script in my head"),
    (
        "My son is allergic to peanuts.",
        "News from the allergist: my son outgrew the peanut allergy, he's cleared to eat them.",
    ),
    (
        "i'm lactose intolerant",
        "ok so the tests came back and i'm NOT lactose intolerant lol, it was fodmaps all along",
    ),
    ("I'm allergic to cats.", "Turns out I'm not allergic to cats at all -- the allergist says it was dust mites."),
    ("blood type A+", "Correction from the donor card: blood type is O+, not A+."),
    ("Dietary preference: vegan", "Dietary preference changed: pescatarian (user eats fish again)"),
    # lang: en -- dates, amounts, schedules
    ("My birthday is March 3rd.", "sorry, I typed that wrong, my birthday is March 13th."),
    ("Our wedding is on June 7.", "We moved the wedding to September 20 because the venue flooded."),
    ("I paid 320 euros for the flights", "actually the flights were 230 euros, I swapped the digits"),
    ("The car loan is 18k", "car loan is 15k not 18k, I checked the contract"),
    ("Dentist appointment Thursday 4pm", "dentist called, appt moved to Friday 11am"),
    ("my flight lands at 6:40pm", "flight got rescheduled, lands 9:15pm now 😩"),
    ("Our tax deadline is April 15.", "Our accountant filed an extension, so our deadline is October 15."),
    ("Our anniversary is May 2.", "Our anniversary is May 20 -- I left out the zero, sorry!"),
    ("Lease ends in August.", "We extended the lease, it now ends next February."),
    ("payroll day: 25th", "payroll day: last working day of the month (HR changed it)"),
    (
        "Piano lessons are Tuesdays after school.",
        "Piano lessons switched to Saturday mornings, the teacher's Tuesdays filled up.",
    ),
    # lang: en -- names, addresses, contact details
    ("Our address is 14 Elm Row, Leith.", "We moved -- new address is 3 Cardross Street, Glasgow."),
    (
        "My landlord's name is Gary Pim.",
        "The building got sold, the landlord is a company called Northgate Lettings now.",
    ),
    ("The cat is called Biscuit.", "lol no the cat's called Brisket, autocorrect got me"),
    ("My email is ron.t@fastmail.com", "new email: ron.tiller@proton.me, the fastmail one is closed"),
    ("my phone number ends in 4471", "got a new number, ends in 9023 now"),
    ("Emergency contact: Paul (brother)", "emergency contact changed to my wife, Ines"),
    (
        "My dog's vet is Dr. Ruiz at Paws Clinic.",
        "We changed vets, Paws was too far. Pepper sees Dr. Cheng at Riverbend now.",
    ),
    (
        "My daughter's teacher is Mrs. Alvarez.",
        "Mrs. Alvarez moved schools, so my daughter's teacher is Mr. Boateng now.",
    ),
    ("home wifi name: ElmRow-2G", "home wifi renamed to Cardross-5G with the new router"),
    # lang: en -- preferences and settings
    ("Preferred language for replies: English.", "please reply in Portuguese from now on, not English"),
    ("user prefers metric units", "User asked to switch to imperial units for everything."),
    ("Timezone: Europe/Berlin", "timezone: America/Toronto (relocated)"),
    ("shoe size 42", "shoe size is 43 actually, 42 was a half size too small"),
    ("preferred airline: KLM", "preferred airline: Lufthansa -- stop booking KLM for me"),
    ("Favorite color: green", "fav color's purple now tbh"),
    ("My go-to editor is VS Code.", "switched to neovim full time, uninstalled vscode"),
    # lang: en -- lowercase, typos, emoji
    ("fav coffee place is brewhaus on 5th", "ugh brewhaus closed 😭 new fav is little owl cafe"),
    ("i work from home mon-fri", "back in office 3 days a week now, rto hit us 🙃"),
    ("gym: mornings b4 work", "switchd gym to evenings, mornings were killing me"),
    ("my manager is tess", "tess left!! new mgr is omar"),
    ("kid's school is Brookside Elementary", "we transfered him to Oakmere Elementary after the move"),
    ("im learning spanish on duolingo", "quit duolingo, doing italki lessons for spanish instead"),
    ("we use slack for the band chat", "band chat moved to whatsapp, nobody checked slack"),
    ("i bank w monzo", "moved all my banking to starling, closed the monzo acct"),
    # lang: en -- two sentences with chatter around the news
    (
        "I'm flying to Denver on the 12th.",
        "Ugh, what a week. The airline cancelled and I'm flying on the 14th instead, so the 12th is off.",
    ),
    (
        "My sister's wedding is in Porto.",
        "Long story, and my mom is furious about it. But the wedding is in Braga now, not Porto.",
    ),
    (
        "My new job starts on the 1st.",
        "Had a lovely dinner with Jess last night, we talked for hours. Oh and the job start got pushed, it's the 15th now.",
    ),
    (
        "Our team lunch is every Friday.",
        "Honestly the food place near us has been terrible lately. Anyway, team lunch switched to Thursdays.",
    ),
    (
        "My brother lives in Leeds.",
        "I was thinking about what I told you earlier. My brother is in Sheffield, Leeds was years ago.",
    ),
    (
        "The kids' swim lessons are at 5.",
        "Traffic was insane today. Oh, and swim lessons are at 4:30 from now on, the pool changed the schedule.",
    ),
    # lang: en -- life changes stated plainly
    ("My partner's name is Sam.", "We split up in October. I'm seeing someone new, her name is Noor."),
    ("The book club meets at Hana's place.", "book club moved to the library community room, Hana's renovating"),
    ("I'm reading Middlemarch for book club.", "Book club ditched Middlemarch, we're doing Piranesi instead."),
    ("We're naming the baby Oliver.", "Changed our minds, the baby is going to be Theo."),
    ("My commute is by train.", "I bike to work now, gave up the train pass."),
    ("I play bass in a band called The Loam.", "I quit The Loam. I'm playing keys for a new project, Saltmarsh."),
    (
        "Thesis title: 'Soil microbes under drought'",
        "Thesis title changed to 'Fungal networks in dry grasslands'; my advisor vetoed the old one.",
    ),
    # lang: de
    (
        "Mein Zahnarzttermin ist am Dienstag um 10.",
        "Der Zahnarzt hat angerufen, der Termin ist jetzt Mittwoch um 14 Uhr.",
    ),
    (
        "Ich arbeite bei der Sparkasse in Kiel.",
        "Ich habe bei der Sparkasse gekündigt und bin jetzt bei einer Versicherung in Hamburg.",
    ),
    (
        "Besprechungsnotiz: Go-Live am 1. April.",
        "Neue Entscheidung im Jour fixe: Go-Live verschoben auf den 15. Mai, der 1. April ist gestrichen.",
    ),
    # lang: fr
    (
        "Je suis allergique aux noix.",
        "Finalement ce n'est pas les noix, c'est les noisettes -- l'allergologue s'était trompée au premier test.",
    ),
    ("Mon numéro de téléphone finit par 58.", "J'ai changé de numéro, le nouveau finit par 12."),
    ("Réunion d'équipe le lundi à 9h.", "La réunion d'équipe passe au mardi 10h à partir de cette semaine."),
    # lang: es
    ("Vivo en Valencia con mi pareja.", "Nos mudamos a Sevilla el mes pasado, ya no vivimos en Valencia."),
    ("mi jefa se llama Carmen", "perdón, me equivoqué: mi jefa se llama Carla, no Carmen"),
    ("Tomo omeprazol cada mañana.", "El médico me quitó el omeprazol; ahora tomo pantoprazol."),
    # lang: it
    ("Il mio medico di base è il dottor Ferri.", "Ho cambiato medico di base: adesso è la dottoressa Conti."),
    ("La cena di classe è sabato 12.", "Hanno spostato la cena di classe a venerdì 18, sabato non si fa più."),
    # lang: pt
    ("Trabalho como professora numa escola em Braga.", "Deixei a escola, agora trabalho como tradutora freelancer."),
    ("O nosso casamento é em julho.", "Adiámos o casamento para outubro por causa das obras no salão."),
    # lang: nl
    ("Ik woon in Utrecht.", "We zijn verhuisd, ik woon nu in Zwolle."),
    ("De sprintdemo is op donderdag.", "Correctie: de sprintdemo is op vrijdag, niet donderdag."),
    # lang: pl
    ("Mój pies nazywa się Burek.", "Pomyliłam się, pies nazywa się Bursztyn, Burek to pies sąsiadów."),
    ("Pracuję w banku w Krakowie.", "Odeszłam z banku, teraz pracuję w startupie we Wrocławiu."),
    # lang: tr
    ("Doğum günüm 5 Mayıs.", "Yanlış yazmışım, doğum günüm 15 Mayıs."),
    ("İstanbul'da, Kadıköy'de oturuyorum.", "Kadıköy'den taşındık, artık Ankara'da yaşıyoruz."),
    # lang: ko
    ("저는 삼성에서 일해요.", "삼성은 그만두고 지금은 카카오에서 일해요."),
    ("팀 회의는 매주 월요일 10시예요.", "팀 회의가 화요일 오후 2시로 바뀌었어요."),
    # lang: zh
    ("我住在上海。", "我们上个月搬到杭州了，不住上海了。"),
    ("我对青霉素过敏。", "我记错了，我过敏的是头孢，不是青霉素。"),
    # lang: ja
    ("東京の商社で働いています。", "商社は辞めて、今は福岡のIT企業で働いています。"),
    ("歯医者の予約は金曜日の3時です。", "歯医者から電話があって、予約が月曜日の10時に変わりました。"),
    # lang: hi
    ("मैं दिल्ली में रहता हूँ।", "हम पिछले महीने पुणे शिफ्ट हो गए, अब दिल्ली में नहीं रहते।"),
    ("मेरी मीटिंग सोमवार को है।", "माफ़ कीजिए, गलती हो गई -- मीटिंग मंगलवार को है, सोमवार को नहीं।"),
]

UPDATES: list[Pair] = [
    # lang: en -- versions, ops figures
    ("prod db: pg14", "prod db upgraded to pg16 last night"),
    ("api deployed at v2.3.1", "api: v2.4.0 rolled out to prod"),
    ("kubernetes cluster on 1.27", "cluster upgraded -> 1.29"),
    ("open p1 incidents: 3", "open p1s: 1"),
    ("test coverage 71%", "coverage at 78% after the refactor"),
    ("p95 latency on search is 240ms", "search p95 now 180ms after the index change"),
    ("disk usage on db-main-01: 71%", "db-main-01 disk at 84%, need to resize soon"),
    ("support backlog: 230 tickets", "backlog down to 140 tickets"),
    ("Migration status: in progress", "migration status: done ✅"),
    ("Project Alder status: blocked on legal.", "Alder status: unblocked, legal approved, back in dev."),
    ("Sprint 14 is in progress.", "We're in sprint 15 now."),
    ("My phone runs iOS 17.", "updated my phone to iOS 18 last night"),
    # lang: en -- business figures
    ("we have 12 paying customers", "paying customers: 19 🎉"),
    ("team size: 6 engineers", "we're 8 engineers now, two new hires started"),
    ("MRR is $8.2k", "MRR hit $11k this month"),
    ("Kettleworks has 40 employees.", "Kettleworks is at 55 employees after the acquisition."),
    ("Our newsletter has 900 subscribers.", "Newsletter crossed 1,200 subscribers."),
    ("The podcast has 30 episodes.", "Just published episode 31 of the podcast."),
    ("The fundraiser has raised $2,000.", "Fundraiser is at $3,650 as of this morning."),
    ("The vaccine trial has enrolled 120 participants.", "Enrollment is up to 185 participants."),
    # lang: en -- personal counts, ages, levels
    ("I have two kids.", "Baby number three arrived on Sunday! So three kids now."),
    ("I'm 34.", "Turned 35 today 🎂"),
    ("I weigh 92 kg.", "down to 86 kg!"),
    ("My salary is 68k.", "got a raise, 74k now"),
    ("I'm a blue belt in BJJ.", "Got my purple belt last night!"),
    ("I'm on chapter 4 of Dune.", "halfway through Dune now, chapter 22"),
    ("Our Spotify plan is Individual.", "We upgraded to the Spotify Family plan."),
    ("Lena is in 2nd grade.", "Lena started 3rd grade this week."),
    ("I'm a Senior Engineer at Quill.", "Got promoted to Staff Engineer at Quill!"),
    ("I take 50mg sertraline.", "Doctor raised my sertraline to 100mg."),
    ("Rent is $1,450/month.", "Rent went up to $1,600/month with the new lease."),
    ("The savings jar is at $340.", "savings jar: $510 now"),
    ("I've run 3 marathons.", "Finished my 4th marathon in Chicago!"),
    ("Duolingo streak: 120 days", "duolingo streak 200 days 🔥"),
    ("My credit score is 690.", "Credit score is up to 731."),
    ("My chess rating is 1350 on lichess.", "hit 1500 on lichess finally"),
    ("My grandmother is 89.", "Grandma turned 90 on Saturday, big party!"),
    ("We have one cat.", "We adopted a second cat, so two cats now."),
    ("I'm level 42 in the game.", "reached level 50!!"),
    ("My daughter is at grade 2 in piano.", "she passed her grade 3 piano exam!"),
    ("I've saved 40% of the house deposit.", "Deposit savings at 65% now."),
    # lang: en -- observation-style
    ("Tobiah's golf handicap is 18.", "Tobiah mentioned his golf handicap dropped to 14."),
    ("Odalys is 20 weeks pregnant.", "Odalys said she's 28 weeks along now."),
    ("Ansel is in week 2 of 10 of his Python course.", "Ansel is on week 6 of his Python course."),
    ("Nadia is a junior associate at the firm.", "Nadia was made a senior associate this spring."),
    ("The house renovation is at the framing stage.", "Renovation update: drywall is going up."),
    ("The tomato seedlings are 5 cm tall.", "Seedlings are about 12 cm now."),
    # lang: de
    ("Unser Team hat 5 Leute.", "Wir sind jetzt 7 im Team, zwei Neue haben angefangen."),
    # lang: fr
    ("J'ai 29 ans.", "J'ai eu 30 ans hier !"),
    # lang: es
    ("Llevo 3 kilos perdidos.", "Ya llevo 7 kilos perdidos."),
    # lang: it
    ("Sono cintura gialla di karate.", "Ho appena preso la cintura arancione!"),
    # lang: pt
    ("A app está na versão 1.8.", "Lançámos hoje a versão 2.0 da app."),
    # lang: nl
    ("Ik heb 2 kinderen.", "Ons derde kindje is geboren, dus nu 3 kinderen."),
    # lang: pl
    ("Mój kanał ma 60 subskrybentów.", "Kanał ma już 150 subskrybentów!"),
    # lang: tr
    ("Kitabın 3. bölümündeyim.", "Kitabın 9. bölümüne geldim."),
    # lang: ko
    ("제 토익 점수는 750점이에요.", "토익 다시 봤는데 880점 나왔어요!"),
    # lang: zh
    ("我们的用户数是五千。", "用户数已经突破一万了。"),
    # lang: ja
    ("息子は小学1年生です。", "息子は4月から2年生になりました。"),
    # lang: hi
    ("मेरी सैलरी 8 लाख है।", "इस साल इंक्रीमेंट के बाद मेरी सैलरी 9.5 लाख हो गई।"),
]

COMPATIBLE: list[Pair] = [
    # lang: en -- developer / ops notes: reformatted, other components, temporary, plans
    ("prod db: pg16", "prod db: PostgreSQL 16"),
    ("standup at 9:30", "standup 09:30 daily, same link as before"),
    ("oncall handoff Tuesdays 10:00", "oncall handoff Tue 10am (reminder: bring the incident list)"),
    ("prod db: pg15", "planning to upgrade prod db to pg16 next quarter, not scheduled yet"),
    ("deploy window Wed 13:00-15:00 UTC", "this week only the deploy window is Thu, because of the holiday"),
    ("ci: github actions", "the mobile team moved their ci to bitrise"),
    ("primary region eu-west-1", "added a read replica in eu-central-1"),
    ("log retention: 14d", "audit logs are kept 1 year (separate from app logs)"),
    ("we used to run on heroku", "we run on fly.io now"),
    ("payments svc owned by team Heron", "Heron's lead changed from Ana to Bruno"),
    ("feature flags in Unleash", "should we move flags to LaunchDarkly? cost looks similar"),
    ("backup cron 03:30", "ran a manual backup at 14:00 today before the migration"),
    ("staging: stg.kettleworks.dev", "preview envs are at pr-<n>.preview.kettleworks.dev"),
    ("node pinned to 20", "the docs site builds with node 22, separate repo"),
    ("rate limit 1000 req/min per key", "rate limit 1000 req/min per key; bursts of 50 allowed"),
    ("sprint length 3 weeks", "this sprint is 4 weeks because of the holidays, back to 3 after"),
    ("kettleworks/core lives on github", "we also mirror core to codeberg"),
    ("the api is written in Go", "the admin panel is in TypeScript"),
    ("prod db: pg16 on db-main-01", "db-main-01 was rebooted at 04:12 for kernel patches"),
    ("RM for 4.2: Priya", "RM for 4.3: Dmitri"),
    ("escalation to the SRE rotation after 10 min", "escalation might go down to 5 min, discussing it Thursday"),
    ("we use terraform for infra", "we don't use pulumi"),
    ("redis cache ttl: 300s", "redis cache ttl: 5 min"),
    ("the incident channel is #inc-live", "#inc-live was quiet all week, zero pages 🎉"),
    ("code freeze starts Dec 10", "code freeze starts 2026-12-10, hotfixes still allowed with approval"),
    ("secrets in aws secrets manager", "rotated the db password in secrets manager today"),
    ("error tracking on honeybadger", "frontend errors also go to honeybadger since yesterday"),
    ("oncall: Farid is primary", "Farid swapped his Saturday oncall shift with Mei, just this weekend"),
    # lang: en -- meeting notes and decisions
    ("Decision: billing via Adyen.", "Action item: Lena to set up the Adyen sandbox by Friday."),
    (
        "Meeting notes: beta launches Jan 12.",
        "Meeting notes: marketing wants a teaser post two weeks before the Jan 12 beta.",
    ),
    ("Agreed: design review weekly on Fridays.", "Next Friday's design review is skipped, most people are out."),
    ("Decision: Android app in Flutter.", "Open question from the sync: do we also do the iOS app in Flutter?"),
    ("Minutes: Tomasz owns the migration plan.", "Minutes: Tomasz asked Lena to review the migration plan."),
    ("Offsite in Lisbon on March 14.", "Offsite: we might add a day in Sintra if budget allows."),
    ("Retro notes: the team wants fewer meetings.", "Retro notes: the team also wants clearer tickets."),
    ("Board minutes: Q3 budget approved at $1.1M.", "Board minutes: Q4 budget to be discussed in October."),
    ("Decision: the public API stays REST.", "Decision: internal services may use gRPC between themselves."),
    ("The offsite is cancelled.", "The holiday party is still on for the 19th."),
    # lang: en -- observation-style near-misses
    (
        "Odalys works as a day nurse at a clinic in Eastport.",
        "Odalys mentioned she used to work nights at St. Brigid's years ago.",
    ),
    ("Tobiah is vegetarian.", "Tobiah mentioned his brother just went vegan."),
    ("Marisol lives in Phoenix.", "Marisol moved to a bigger apartment across town in Phoenix."),
    ("Keanu has a daughter named Lilia.", "Keanu said Lilia started kindergarten this fall."),
    ("Greta's favorite band is Big Thief.", "Greta went to a Wilco concert last weekend and liked it."),
    ("Ansel is single.", "Ansel mentioned he's been thinking about trying dating apps."),
    ("Priyanka drives a Prius.", "Priyanka borrowed her dad's truck for the move this weekend."),
    ("Hollis goes by Hal.", "Hollis's full name is Hollis Aurelio Brandt."),
    ("Jun uses they/them pronouns.", "Jun's partner uses she/her."),
    ("Beatriz is VP of Growth at Lumen.", "Beatriz is also on the board of a local food bank."),
    ("Wren works from Dublin.", "Wren is in Lisbon for two weeks for a conference and some vacation."),
    ("Ezra coaches his son's soccer team.", "Ezra mentioned the team won their first game."),
    ("Nadia's favorite food is Ethiopian.", "Nadia said she still likes sushi a lot too."),
    ("Mei mentioned she is training for a half marathon.", "Mei said she might sign up for a full marathon next year."),
    ("Rafael said he is saving for a house.", "Rafael's sister just bought a house in Tacoma."),
    ("Ingrid works at a bakery downtown.", "Ingrid said the bakery is changing its name to Crumb & Co."),
    ("Dev said he used to live in Mumbai.", "Dev lives in Toronto now."),
    ("Sol uses he/him.", "Sol's sister asked how to introduce him at the wedding; he said just 'my brother'."),
    ("Ingrid is a full Professor.", "Ingrid is on sabbatical this semester, back in January."),
    ("User's GP is Dr. Felix Haas.", "User's husband switched GPs to Dr. Amara Osei."),
    # lang: en -- allergies, medications, health
    ("I'm allergic to penicillin.", "Also found out I'm allergic to latex, great 🙄"),
    ("My son is allergic to peanuts.", "My son is allergic to peanuts and tree nuts, the doctor confirmed both."),
    ("I take metformin 850mg twice a day.", "metformin 850 mg BID"),
    ("I take sertraline every morning.", "My doctor also added vitamin D, 1000 IU a day."),
    ("I'm lactose intolerant.", "I had a little ice cream at the party and survived, barely."),
    ("I'm allergic to cats.", "My roommate is getting a cat, wish me luck."),
    ("User takes sumatriptan for migraines.", "User asked whether they could switch to rizatriptan someday."),
    ("I'm on warfarin.", "Dentist said to pause the warfarin for two days before the extraction."),
    ("I don't eat pork.", "I don't eat shellfish either."),
    ("I'm allergic to sulfa drugs.", "Sulfa allergy: rash and swelling, noted in my chart since 2019."),
    ("I take bupropion.", "My sister takes sertraline and says it helps her a lot."),
    ("blood type: O+", "blood group O positive"),
    ("I'm vegetarian.", "Would it be weird to try fish again? Just curious."),
    # lang: en -- dates, amounts, schedules
    ("My birthday is March 13th.", "my birthday's 13/03, put it in the calendar"),
    ("Our wedding is on September 20.", "The rehearsal dinner is on September 19."),
    ("I paid 230 euros for the flights.", "The hotel was another 410 euros."),
    ("Car loan is 15k.", "The car loan interest rate is 6.9%."),
    ("Dentist appointment Friday 11am.", "The dentist asked me to arrive 10 minutes early on Friday."),
    ("Flight lands at 9:15pm.", "Flight lands 21:15 local time, terminal 2."),
    ("Our anniversary is May 20.", "For our anniversary we're thinking of going to the coast."),
    ("The quarterly report is due on the 25th.", "The annual report is due March 31."),
    ("The rent is $1,600 a month.", "Parking is $90 a month on top of the rent."),
    ("The deadline is Friday.", "Could we ask for an extension to Monday? Not sure they'd agree."),
    ("Piano lessons on Saturday mornings.", "No piano lesson this Saturday, the teacher is sick."),
    ("payroll day: last working day of the month", "payroll: paid on the last business day, monthly"),
    # lang: en -- names, addresses, contact details
    ("Our address is 3 Cardross Street, Glasgow.", "We're at 3 Cardross St, flat 2/1, G3 6RB."),
    ("We live at 3 Cardross Street.", "My in-laws just moved to 40 Hyndland Road."),
    ("The cat is called Brisket.", "We call Brisket 'Bris' for short."),
    ("My email is ron.tiller@proton.me.", "For work stuff use ron@kettleworks.io."),
    ("My phone number ends in 9023.", "My work phone ends in 5510."),
    ("Anna goes by Anna Brennan.", "Anna's mother still goes by Kowalczyk."),
    ("Landlord is Northgate Lettings.", "Northgate Lettings sent a new maintenance contact, Derek."),
    ("Emergency contact: Ines (wife)", "Ines's mobile is the best way to reach her."),
    ("home wifi name: Cardross-5G", "guest wifi name: Cardross-Guest"),
    ("My daughter's teacher is Mr. Boateng.", "Mr. Boateng is out sick today, a substitute is covering."),
    # lang: en -- preferences and settings
    ("Preferred replies: Portuguese.", "You can keep code comments in English, that's fine."),
    ("Timezone: America/Toronto", "timezone: Eastern Time (Toronto)"),
    ("Dietary preference: pescatarian", "Pescatarian, but no shellfish please."),
    ("My favorite color is purple.", "Got a purple bike helmet, obviously 💜"),
    ("shoe size 43", "shoe size EU 43 / UK 9"),
    ("height: 180 cm", "height: about 5'11\""),
    ("favorite_cuisine: thai", "least_favorite_cuisine: british"),
    ("I use neovim.", "Should I try Helix? Everyone keeps mentioning it."),
    ("We bank with Starling.", "Is Wise better for foreign transfers?"),
    ("preferred airline: Lufthansa", "booked KLM this once, Lufthansa had nothing on that date"),
    ("user prefers imperial units", "User's recipes blog uses grams, but they want imperial in chat."),
    # lang: en -- lowercase, typos, emoji
    ("new fav cafe is little owl", "little owl does the best oat flat white omg ☕"),
    ("office 3 days a week", "wfh today bc the trains are on strike"),
    ("gym evenings now", "skipped gym tonight, too tired lol"),
    ("new mgr is omar", "omar's manager is leaving tho"),
    ("kid's at oakmere elementary", "oakmere has a half day friday"),
    ("learning spanish w italki", "might add portuguese next yr if i survive spanish"),
    ("band chat's on whatsapp", "drummer got a new phone and lost the whatsapp history lol"),
    ("i dont drink coffee after 2pm", "had an espresso at 5 today, regretting it 😵"),
    ("hubby works at the port", "hubby got a new boss at the port, seems nice"),
    ("my bank is starling", "starling app was down all mornin, so annoying"),
    # lang: en -- two sentences with chatter
    (
        "I'm flying to Denver on the 14th.",
        "Packing is a nightmare as usual. My sister is flying to Denver on the 12th, so she'll get there before me.",
    ),
    (
        "My sister's wedding is in Braga.",
        "Honestly the planning is exhausting. Mom keeps saying Porto would have been nicer.",
    ),
    (
        "My new job starts on the 15th.",
        "Went for a long walk today, needed it. The onboarding email says the 15th, so that's confirmed.",
    ),
    (
        "Team lunch is on Thursdays.",
        "The pizza place was packed. We did an extra team lunch on Monday for Ravi's farewell.",
    ),
    ("My brother lives in Sheffield.", "I miss him a lot. He's thinking about moving back to Leeds one day."),
    (
        "Swim lessons are at 4:30.",
        "The kids loved it today. Next week's lesson is at 5 because of a gala, then back to 4:30.",
    ),
    (
        "Book club is doing Piranesi.",
        "What a day at work, I'm wiped. I'm only on page 40 of Piranesi, need to catch up.",
    ),
    # lang: en -- history stated as history
    ("I used to smoke.", "I've been smoke-free for six years."),
    ("I lived in Osaka for two years in my twenties.", "I live in Vancouver."),
    ("Back in college I played rugby.", "These days I mostly swim."),
    ("I was a teacher before I went into tech.", "I'm a product manager at Lumen."),
    ("We used to have a dog named Pepper.", "We have a rabbit named Clover."),
    ("My first car was a Fiat Panda.", "I drive a Skoda Octavia."),
    # lang: en -- plans, wishes, hypotheticals
    ("I live in Austin.", "We might move to Denver someday if my wife gets the job."),
    ("I work at Lumen.", "If Quill made me an offer I'd probably take it, but nothing yet."),
    ("My partner is Noor.", "Noor and I are talking about getting married next year."),
    ("I bike to work.", "Thinking of getting an e-bike for the hills."),
    ("We're naming the baby Theo.", "What if Theo's middle name was Jasper? Still deciding."),
    ("The lease ends next February.", "The landlord might sell the building after our lease ends."),
    # lang: en -- someone else's change
    ("My manager is Omar.", "My wife's manager left her company last week."),
    ("I work at Quill.", "My best friend just quit Quill and joined a startup."),
    ("I live in Glasgow.", "My parents moved from Glasgow to Edinburgh."),
    ("The kid's school is Oakmere Elementary.", "Our neighbor moved her kids from Oakmere to Brookside."),
    # lang: en -- temporary changes
    ("I drive a Prius.", "Got a loaner Corolla while the Prius is in the shop."),
    ("I work day shifts.", "Covering nights this week for a colleague."),
    ("I live in Phoenix.", "Staying at my aunt's in Flagstaff for the summer."),
    ("I'm on a low-carb diet.", "Cheat day today, pasta for everyone 🍝"),
    ("Standup is at 9:30.", "Standup is at 10 tomorrow only, because of the all-hands."),
    # lang: en -- more detail, same value, another attribute
    ("I work at Lumen.", "I'm on the data platform team at Lumen."),
    ("I moved to Zwolle.", "Zwolle is smaller than Utrecht, but I like it."),
    ("I have three kids.", "My three kids are 9, 6 and 3."),
    ("Thesis: 'Fungal networks in dry grasslands'", "Defending the thesis in May, the committee is set."),
    ("Project Alder is in Rust.", "Alder's CLI uses clap and tokio."),
    ("Kickoff with the client on the 16th.", "Kickoff agenda: intros, scope, timeline."),
    ("Mom lives with us now.", "Mom goes to a day center on Tuesdays and Thursdays."),
    ("I play keys in Saltmarsh.", "Saltmarsh is recording an EP in the spring."),
    ("I quit The Loam.", "The Loam are playing a reunion show, I'll go watch."),
    ("I'm a Staff Engineer at Quill.", "Staff engineers at Quill get a yearly conference budget."),
    ("Dinner with the Kims is Saturday.", "The Kims are bringing dessert on Saturday."),
    # lang: en -- negations about other things
    ("We use Postgres.", "We don't use MongoDB anywhere anymore."),
    ("I speak German and French.", "I don't speak Italian, sadly."),
    ("I'm allergic to sulfa.", "I'm not allergic to penicillin, my old records were wrong about that."),
    # lang: de
    ("Ich wohne in Hamburg.", "Meine Schwester ist gerade von Hamburg nach München gezogen."),
    ("Ich bin allergisch gegen Erdnüsse.", "Außerdem habe ich eine Allergie gegen Sellerie."),
    ("Ich arbeite bei einer Versicherung.", "Diese Woche arbeite ich ausnahmsweise im Homeoffice."),
    ("Das Go-Live ist am 15. Mai.", "Go-Live: 15.05., die Uhrzeit ist noch offen."),
    # lang: fr
    ("Je travaille chez Airbus à Toulouse.", "Avant, il y a cinq ans, je travaillais à Bordeaux."),
    ("Réunion d'équipe le mardi à 10h.", "Réunion d'équipe : mardi, 10 h 00."),
    ("J'habite à Lyon.", "On pense peut-être déménager à Nantes un jour."),
    ("Je prends du Levothyrox le matin.", "Mon mari a changé de traitement le mois dernier."),
    # lang: es
    ("Vivo en Sevilla.", "Este mes estoy en Madrid por trabajo, vuelvo el 30."),
    ("Tomo pantoprazol.", "El médico me añadió también hierro."),
    ("Mi jefa se llama Carla.", "El jefe de mi marido se cambió de empresa."),
    ("Mi cumpleaños es el 9 de abril.", "Mi cumple: 09/04, apúntalo."),
    # lang: it
    ("Abito a Bologna.", "Ci siamo trasferiti in un appartamento più grande, sempre a Bologna."),
    ("Sono vegetariana.", "Mio fratello è diventato vegano a gennaio."),
    ("Il mio medico è la dottoressa Conti.", "La dottoressa Conti riceve il martedì e il giovedì."),
    ("Lavoro a Torino, in banca.", "Forse l'anno prossimo chiedo il trasferimento a Milano, vedremo."),
    # lang: pt
    ("Trabalho como tradutora freelancer.", "Antes eu era professora numa escola em Braga."),
    ("O casamento é em outubro.", "Talvez façamos a festa numa quinta perto de Sintra."),
    ("Tenho um gato.", "A minha vizinha adotou dois gatos."),
    # lang: nl
    ("Ik woon in Zwolle.", "Mijn ouders zijn verhuisd van Zwolle naar Deventer."),
    ("De sprintdemo is op vrijdag.", "Deze week is de demo uitzonderlijk op donderdag, vrijdag is een feestdag."),
    ("Ik ben allergisch voor noten.", "Ik ben ook allergisch voor kiwi."),
    # lang: pl
    ("Pracuję we Wrocławiu.", "W tym tygodniu jestem na delegacji w Gdańsku."),
    ("Mój pies nazywa się Bursztyn.", "Bursztyn ma już pięć lat."),
    ("Mieszkam w Krakowie.", "Kiedyś mieszkałam w Łodzi, ale to było dawno."),
    # lang: tr
    ("Ankara'da yaşıyoruz.", "Kardeşim İzmir'e taşındı."),
    ("Doğum günüm 15 Mayıs.", "Doğum günüm: 15.05."),
    ("Vejetaryenim.", "Belki bir gün vegan olmayı denerim."),
    # lang: ko
    ("저는 카카오에서 일해요.", "제 친구는 네이버로 이직했어요."),
    ("땅콩 알레르기가 있어요.", "새우 알레르기도 있어요."),
    ("저는 서울에 살아요.", "이번 주는 부산 출장 중이에요."),
    # lang: zh
    ("我住在杭州。", "我这周在北京出差，下周回杭州。"),
    ("我对头孢过敏。", "我对花粉也过敏。"),
    ("我们团队每周一开例会。", "这周一放假，例会改到周二，下周恢复周一。"),
    # lang: ja
    ("福岡のIT企業で働いています。", "以前は東京の商社で働いていました。"),
    ("歯医者の予約は月曜日の10時です。", "月曜日の歯医者のあとで、ランチに行きます。"),
    ("猫を一匹飼っています。", "姉が最近犬を飼い始めました。"),
    # lang: hi
    ("मैं पुणे में रहता हूँ।", "मेरा भाई बेंगलुरु शिफ्ट हो गया है।"),
    ("मुझे मूंगफली से एलर्जी है।", "मुझे धूल से भी एलर्जी है।"),
    ("मैं शाकाहारी हूँ।", "मेरी बहन ने नॉन-वेज खाना शुरू कर दिया है।"),
]
