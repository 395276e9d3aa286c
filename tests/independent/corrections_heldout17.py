"""Seventeenth held-out corpus for the corrects-or-compatible decision (independent author, corrcorp17).

What it is: three lists of (OLD, NEW) pairs of statements by or about one user (and the people,
pets, hobbies, team and assistant settings around them), stored one after the other as memories
by an assistant. OLD is already stored; NEW arrives later.

- CORRECTIONS: NEW replaces OLD; OLD is no longer true, or never was.
- UPDATES: OLD was true when it was said; NEW gives a later state of the same counted, measured
  or staged thing (a language level or exam, an instrument grade, a belt or stripe, a game rank
  or level, a climbing grade, a streak, words or chapters drafted, songs recorded, followers,
  sales, subscribers, a puppy's age or jabs, a pet's weight, an adoption from application to
  home check, a house move from offer to exchange, savings, money raised, RSVPs, days sober, a
  ticket's or RFC's or ADR's status, a feature flag's rollout advancing, open bugs, coverage,
  services migrated, onboarding modules, headcount, a league table place).
- COMPATIBLE: both stay true. Most are hard near-misses written against the corrections, with
  the same OLD as a correction: a second value of a multi-valued thing (a second pet, a second
  subscription, another handle or email for work, an extra gym day, an alt account on another
  server); the same value in other words or units (19:00 / seven, 82 kg / 12 st 13, 1.75 m /
  five foot nine, 1,300 a month / about 300 a week, 21 C / about 70 F, an international phone
  format); a plan, trial, interview or test drive that went nowhere; another person's change
  (the sister moved when OLD was the user's own home; a cousin's rank; a partner's manager); a
  temporary change (one shift covered, one session skipped, a house-sit, a courtesy car, one
  reply in another language or format); history stated as history; more detail (a date inside
  the stated range, extra JSON fields, extra summary lines); one-off events; correction idioms
  ("oops", "my mistake", "ignore what I said about ...", "sorry, I mean ...") aimed at something
  OLD does not state; a negation about another person ("I'm not vegetarian" against "partner
  is vegetarian").

How it was written: by hand on 2026-12-07, in one sitting of under an hour, by a seventeenth
independent author (a helper session, corrcorp17) who read only the task brief, the module
docstring of the sixteenth corpus (tests/independent/corrections_heldout16.py, the top
triple-quoted string only, plus a grep for its three list names; none of its pairs), the
[tool.ruff] settings in pyproject.toml, and the opening turns of the first two sessions of one
LoCoMo dev conversation (/work/shared/locomo-dev/30.json: two friends, a dance studio and a
clothing store), whose tone a few chatty pairs borrow (with its names). The author did not read
the system's rules (zeusmem/), any other file under tests/ (no other corpus, no
tests/pair_eval.py, no test), did not grep the repository, did not import zeusmem and did not
run the system on this corpus; nothing here was fitted to the rules. People, handles, emails
(example.com / .example), phone numbers (UK 07700 900xxx and made-up foreign ones) and amounts
are invented; well-known shops, services, games, publishers and places appear by their usual
names as everyday context. The pairs were kept in plain text in /tmp (one "label|lang|OLD|NEW"
line each) and turned into this module by a throw-away script (not committed), which checked
that no pair repeats, none sits in two lists and none has OLD equal to NEW, and computed the
counts below from the language tags.

Emphasis (chosen to go where the sixteenth docstring says the earlier corpora did not: it
stressed health and care, money and admin, family logistics, HR records, devices and home, and
re-planned events): (1) long personal chats: hobbies and their stage, pets adopted, fostered,
renamed, rehomed or lost, partners and friends (names, where they live, how they met, their
jobs), a name, surname or pronouns changed, contact details (email, phone, address, Discord,
Instagram), routines, shifts and commutes, subscriptions and memberships, learning (language
level, instrument grade, belt, classes), games (main, rank, server, campaign), creative work
(working title, band name, publisher, podcast co-host, shop name); (2) agent-facing settings:
tone, answer format, length cap, units, currency, date and time format, time zone, reply
language, code language, emoji, sign-off, what to call the user, reminder times; (3) team
decisions in an engineering or product chat: "we went with X" then "reverting to Y", ADR and RFC
status, ticket owner and status, service owner, release and launch dates slipping, sprint
length, ceremonies, code-review rule, feature flag rollout; (4) corrections by reference
("scratch that", "ignore what I said about the venue", "it's the other one", "oops 8pm not 7")
next to twins where the same idiom aims elsewhere; (5) relative times and ranges: "next week",
"sometime in May", "late May", "between 2 and 5", "800 to 1,200"; (6) third persons: a sister,
brother, cousin, friend or grandparent who moved or changed jobs, each with a twin where OLD was
the user's own home or job. Styles: plain memory sentences, chatty first-person messages,
JSON objects, "field changed from A to B" / "a -> b" audit lines, "Decision log:" lines,
multi-line session summaries (a few pairs hold line breaks), one-line profiles, self-correcting
run-on speech.

Labelling rules: those stated in the sixteenth corpus's docstring, as far as it states them
(temporary and fell-through changes are COMPATIBLE; preference flips and configured values
changed by a decision are CORRECTIONS; counts that grow and staged things that reach their next
stage are UPDATES; another person's change is COMPATIBLE unless that person's fact is itself
OLD; a contact replaced because someone left is a CORRECTION; cover during someone's leave is
COMPATIBLE). Decisions this author took on questions left open there:
- Relative times and ranges. A specific date or value that falls inside OLD's relative time or
  range ("next week" -> "next Wednesday, the 16th"; "sometime in May" -> "14 to 16 May";
  "between 2 and 5" -> "at 3"; "800 to 1,200" -> "about a thousand") is COMPATIBLE: OLD stays
  true, NEW only says more. One that falls outside ("the week after"; "early June"; "starts at
  6"; "1,500 max") is a CORRECTION.
- Levels. A language level, instrument grade, belt, stripe, game rank, climbing grade or class
  level that moves is an UPDATE in either direction (a drop from V3 to V2 after an injury, a
  move down to the improvers' class), since OLD was true when said; it is a CORRECTION only
  when NEW says OLD never was ("I'm doing B1 actually, I misremembered"). Goals and targets
  (a reading goal, a rating target, a budget) changed by the user are CORRECTIONS.
- Pets. Renamed, rehomed, died, moved to another yard or vet: CORRECTION of the stored name,
  count or place; a second pet, a pet's stay at the vet or with a relative: COMPATIBLE; a
  foster becoming an adoption is a CORRECTION of "is fostering"; age, weight, jabs: UPDATES.
- People. A partner who is now someone else, a friend's new city or job, a relative's move are
  CORRECTIONS when OLD stated that fact about that person; a visit, a work trip, a course or a
  bank shift elsewhere is COMPATIBLE. Name, surname and pronoun changes are CORRECTIONS; a
  nickname used by others, a spelling note or a former name given as history is COMPATIBLE.
- Assistant settings. A standing instruction replaced ("formal from now on", "stop the bullet
  points", "answer in German from now on") is a CORRECTION; a one-off request ("for this email
  only", "translate this paragraph", "just for this one") or an extra constraint on the same
  setting ("bullets, one line each") is COMPATIBLE.
- Engineering. "We went with X" followed by a move to Y, an owner reassigned, a date slipping,
  a rule changed at a retro, a flag rolled back, and an audit line "reverted" against its
  forward change are CORRECTIONS; a proposal moving to accepted, a ticket moving to review, a
  rollout percentage advancing and migration progress are UPDATES; a second use of the same
  tool, a different service's setting and an option considered and not taken are COMPATIBLE.
  A one-week on-call swap is a CORRECTION when OLD named who is on call this week.
- Corrections by reference ("scratch that", "it's the other one", "ignore what I said about
  the venue") are CORRECTIONS only when they aim at OLD's slot; the same idiom aimed at another
  slot (the pizza, not the venue; the flight number, not the airport) is COMPATIBLE.

Languages: 150 of 694 pairs are not in English, in ten languages the sixteenth docstring did not
list: Catalan (ca), Galician (gl), Romanian (ro), Croatian (hr), Slovak (sk), Lithuanian (lt),
Tagalog (tl), Malay (ms), Esperanto (eo) and Hungarian (hu). Whether corpora before the
sixteenth used them is not known to this author. Each language has the same small set: a
sibling who moved (CORRECTION), the same move against the user's own city (COMPATIBLE) and a
visit there (COMPATIBLE), a pet renamed, a schedule, contact or reply-language change, level or
savings UPDATES, and unit or time restatements. Within a pair both statements share a language;
names of places and products stay as they are. Every non-English pair carries a ``# lang: xx``
comment (ISO 639-1) on its line; untagged pairs are English. The non-English pairs were written
by the author, not by native speakers, and are shorter and plainer than the English ones.

Counts (694 pairs, 150 not in English):
- CORRECTIONS: 235 pairs, 185 English, 50 other: ca 5, eo 5, gl 5, hr 5, hu 5, lt 5, ms 5, ro 5, sk 5, tl 5.
- UPDATES: 80 pairs, 60 English, 20 other: ca 2, eo 2, gl 2, hr 2, hu 2, lt 2, ms 2, ro 2, sk 2, tl 2.
- COMPATIBLE: 379 pairs, 299 English, 80 other: ca 8, eo 8, gl 8, hr 8, hu 8, lt 8, ms 8, ro 8, sk 8, tl 8.
"""

from typing import List, Tuple

CORRECTIONS: List[Tuple[str, str]] = [
    ("User's dog is called Biscuit, a two-year-old beagle.", "Actually we renamed the beagle, he's Pickle now, he never answered to Biscuit."),
    ("User has two rabbits, Hazel and Fiver.", "We had to rehome Fiver, he kept fighting with Hazel. So it's just Hazel now."),
    ("User's cat Luna is an indoor cat.", "Luna goes outside now, we fitted a cat flap in March and she won't stay in."),
    ("User is fostering a greyhound called Dash for the rescue.", "We adopted Dash properly, the foster turned into a forever home on Saturday."),
    ("User's partner is called Sam; they met at a climbing gym in Leeds.", "Small fix: Sam and I met at a bouldering comp in Sheffield, not a gym in Leeds."),
    ("User's girlfriend Priya lives in Bristol.", "Priya moved up to Manchester for her new job, so we're long-distance the other way now."),
    ("User's sister Hannah lives in Bristol.", "My sister moved from Bristol to Glasgow last month."),
    ("User's brother Tom works at the Tesco in Hove.", "Tom left Tesco, he's a postman now."),
    ("Please call the user Katherine.", "Call me Kat from now on, Katherine feels too formal."),
    ("User uses he/him pronouns.", "Update for your notes: my pronouns are they/them now, please use those."),
    ("User's name is Jordan Whitaker.", "I got married, my surname is Okafor now, Jordan Okafor."),
    ("User's email is jo.marsh@example.com.", "New email: jomarsh.studio@example.com. The old one's being closed down."),
    ("User's phone number is 07700 900412.", "I changed my number, it's 07700 900877 now."),
    ("User's Discord handle is @nightowl_88.", "Changed my Discord to @lanternmoth, the old handle is gone."),
    ("User's address is 14 Rowan Close, Didsbury.", "We moved last weekend! New address is Flat 3, 22 Albert Road, Levenshulme."),
    ("User works nights, 10pm to 6am, four on four off.", "They put me on days, 7 to 7, still four on four off."),
    ("User goes to the gym on Monday, Wednesday and Friday mornings.", "I've switched gym to evenings, mornings weren't working."),
    ("User subscribes to Spotify Premium Family.", "Cancelled Spotify, we're on Apple Music now."),
    ("User has a Netflix Standard plan.", "Downgraded Netflix to the plan with adverts to save money."),
    ("User is a member of the National Trust.", "I didn't renew the National Trust membership, it lapsed in June."),
    ("User's Spanish is around A2.", "I'm doing B1 Spanish now actually, I misremembered, I passed A2 last year."),
    ("User plays the cello in a community orchestra.", "Sorry, it's viola, not cello. Everyone mixes them up."),
    ("User's main in Overwatch is Mercy.", "I've been maining Ana for months now, haven't touched Mercy."),
    ("User plays on the EU West server in League.", "Moved my League account to EUNE, all my friends are there."),
    ("User's novel's working title is The Salt House.", "Retitling the novel: it's called Tidewater now."),
    ("User's band is called Paper Moons.", "We changed the band name to Low Tide Radio, Paper Moons was taken on Spotify."),
    ("User's poetry pamphlet is being published by Flarestack.", "Flarestack fell through, the pamphlet's coming out with Broken Sleep Books instead."),
    ("Reply to the user in a casual tone.", "Please keep replies formal from now on, I'm using this for work."),
    ("User wants answers as bullet points.", "Stop with the bullet points, write prose paragraphs."),
    ("Use metric units for the user.", "Switch to imperial please, I'm back in the US and think in miles."),
    ("User's time zone is Europe/London.", "I'm in Lisbon for good now, set my time zone to Europe/Lisbon. Same offset, but still."),
    ("Reply to the user in English.", "Can you answer in German from now on? I want the practice."),
    ("We decided to use Postgres for the events store.", "Reverting the events store decision, we're going with ClickHouse after the benchmark."),
    ("ADR-012 (GraphQL gateway) is accepted.", "Correction: ADR-012 was never accepted, it was rejected at review; we're staying on REST."),
    ("Ticket PAY-341 is owned by Marta.", "Reassigned PAY-341 to Kofi, Marta's moved to the growth team."),
    ("Release 3.2 is planned for 14 March.", "3.2 has slipped to 28 March, the migration isn't ready."),
    ("The team uses trunk-based development.", "We're back to GitFlow with release branches, trunk-based didn't work with the mobile app."),
    ("The venue for the party is The Crown on Church Street.", "Scratch that, we're doing the party at the community hall."),
    ("Book club meets next week.", "Book club isn't next week, it's the week after, Thursday the 24th."),
    ("The conference is sometime in May.", "The conference has moved to early June."),
    ("User's budget for the bike is 800 to 1,200 pounds.", "Bike budget is now 1,500 max, I decided to go electric."),
    ("User's sister Grace lives in Cardiff.", "Grace has moved to Swansea, she bought a place near the beach."),
    ("User's best friend Marcus works as a paramedic.", "Marcus retrained, he's a firefighter now."),
    ("User's mum lives in the house in Kendal.", "Mum has moved into sheltered housing in Kendal, the house is up for sale."),
    ("Jon is opening a dance studio downtown.", "Quick update on the studio: I signed for a place in the Riverside district, not downtown, the rent was half."),
    ("Jon's favourite dance style is contemporary.", "Honestly I've fallen for salsa, it's my top style now, contemporary second."),
    ("Gina runs an online clothing store.", "Gina opened a physical shop on the high street and closed the online one."),
    ("User is learning to crochet, mostly granny squares.", "I gave up crochet, I'm knitting now, much less fiddly."),
    ("User's half marathon is the Great North Run in September.", "Swapped to the Cardiff half in October, didn't get a ballot place for the GNR."),
    ("User does yoga at a studio on Tuesdays.", "I quit the studio, doing yoga at home with YouTube videos now."),
    ("User's board game group meets at Dice Tower Cafe on Fridays.", "The games group moved to Sundays at Meeple's, Dice Tower closed."),
    ("User's partner Alex is vegetarian.", "Alex went vegan in January, no dairy or eggs any more."),
    ("User's partner is Chris.", "Chris and I split up in August. I'm seeing someone called Nadia now."),
    ("User is engaged to Ravi; wedding planned for June 2027.", "We've pushed the wedding to September 2027, the venue had no June dates."),
    ("User's friend Lena lives in Berlin.", "Lena left Berlin, she's in Vienna now with her girlfriend."),
    ("User's son Max goes to Beavers on Mondays.", "Max moved up to Cubs, Cubs is on Wednesdays."),
    ("Remind the user about meds at 8am.", "Can you make the meds reminder 9am instead? I'm up later now."),
    ("User wants the weekly summary on Sunday evenings.", "Send the weekly summary on Monday mornings instead."),
    ("Address the user as Dr Mensah.", "Just call me Efua, honestly, no need for the Dr."),
    ("Code examples should be in Python.", "Give me code in TypeScript from now on, we moved the project."),
    ("Don't use emoji in replies.", "Emoji are fine actually, I like them in casual chats."),
    ("User prefers dates as DD/MM/YYYY.", "Use ISO dates, YYYY-MM-DD, everywhere please."),
    ("User's working hours are 9 to 5:30, UK time.", "I've gone part-time: Monday to Thursday, 9 to 3."),
    ("{\"user\": \"mia\", \"language\": \"en\", \"tone\": \"friendly\", \"units\": \"metric\"}", "{\"user\": \"mia\", \"language\": \"en\", \"tone\": \"concise\", \"units\": \"metric\"}"),
    ("preferences.reply_language: en -> es", "preferences.reply_language reverted: es -> en"),
    ("Decision log: we went with Redis for the job queue.", "Decision log: moving the job queue off Redis to SQS, ops wants managed."),
    ("Service owner for billing-api is the Payments team.", "Billing-api moved to the Platform team as owner last sprint."),
    ("Standup is at 9:30 daily.", "Standup moved to 10:15, too many people doing school drop-off."),
    ("Sprint length is two weeks.", "We're doing one-week sprints now, agreed at the retro."),
    ("The design system uses Tailwind.", "Ripping out Tailwind, we're going with vanilla-extract."),
    ("Feature flag for new checkout is at 10% rollout.", "Rolled the new checkout flag back to 0%, conversion dropped."),
    ("Deploy freeze starts 18 December.", "Deploy freeze starts on the 15th now, not the 18th."),
    ("Staging database is on db-stg-02.", "Staging moved to db-stg-05, 02 is being decommissioned."),
    ("User's favourite band is Arctic Monkeys.", "Not a big Arctic Monkeys fan anymore tbh, Fontaines D.C. are my favourite now."),
    ("User is allergic to cats.", "Turns out I'm not allergic to cats at all, it was the dust mites. Allergy test came back clear."),
    ("User is saving for a trip to Japan in April.", "Japan's off, we're doing Korea in April instead, flights were way cheaper."),
    ("User's flight to Tokyo is on 3 April.", "The airline moved my Tokyo flight to 4 April, same time."),
    ("User's car is a 2015 Ford Fiesta.", "Sold the Fiesta, got a secondhand Kia Niro EV."),
    ("User drives to work.", "I cycle to work now, sold the car in the summer."),
    ("User's landlord is Mr Hughes.", "Mr Hughes sold the building, the new landlord is a company called Brickline Lettings."),
    ("User's sourdough starter is called Doughlores.", "We renamed the starter Clint Yeastwood, the kids insisted."),
    ("User volunteers at the food bank on Saturdays.", "I volunteer on Wednesday evenings now, Saturdays clash with football."),
    ("User supports Leeds United.", "Nah I'm a Sunderland fan, that was my brother who supports Leeds."),
    ("User's allotment is plot 14 at Hill Lane.", "We swapped to plot 22, it gets more sun."),
    ("User's photography setup: Canon EOS 80D.", "Switched to a Fuji X-T4, sold the Canon."),
    ("User's Etsy shop is called Moss & Mortar.", "Shop's renamed to Little Moss Ceramics, I shortened it."),
    ("User's podcast goes out every Tuesday.", "Podcast is fortnightly now, Tuesdays still."),
    ("User's co-host on the podcast is Jess.", "Jess stepped back, my new co-host is Ollie."),
    ("User's D&D character is a half-elf bard named Pip.", "Pip died in the last session, I'm playing a tiefling warlock called Ash now."),
    ("User's D&D group plays on Discord every other Sunday.", "We moved the campaign to Roll20 and it's weekly now."),
    ("User's Minecraft server is on Hetzner.", "Moved the Minecraft server to a Realm, easier for the kids."),
    ("User plays FFXIV on the Light data centre, server Odin.", "Server-transferred to Twintania, my FC moved."),
    ("User's Chess.com rating is 1150 rapid; user aims for 1400.", "Changing my goal: 1300 by summer is more realistic."),
    ("User is reading the Wheel of Time series, currently on book 3.", "I DNF'd Wheel of Time, it was a slog. On Earthsea now."),
    ("User's Goodreads goal is 30 books this year.", "Lowered my Goodreads goal to 20, it's been a busy year."),
    ("User's mother-in-law is coming for Christmas.", "Mother-in-law isn't coming after all, she's going to Spain."),
    ("Christmas dinner is at user's house this year.", "Change of plan, we're all going to my sister's for Christmas dinner."),
    ("Dinner party on Saturday for 8 people.", "It's 10 people now, I invited the neighbours."),
    ("User's birthday drinks are at 7pm.", "Oops 8pm not 7."),
    ("Pick up the cake from Greggs on Friday.", "Ignore what I said about the cake, my aunt is baking it."),
    ("Meeting with the accountant is on the 12th.", "It's the other Thursday, the 19th, I misread the email."),
    ("The plumber is coming Tuesday morning.", "Plumber can't do Tuesday, rebooked for Thursday afternoon."),
    ("The school trip costs 45 pounds.", "The school emailed, it's 38, they found extra funding."),
    ("User's gym membership is at PureGym Lincoln.", "Moved to the Better leisure centre, it has a pool."),
    ("User's Amazon Prime renews monthly.", "Switched Prime to annual, it's cheaper."),
    ("User's Kindle Unlimited subscription is active.", "Cancelled Kindle Unlimited, I never used it."),
    ("User's broadband is with BT, 150 Mbps.", "Changed broadband to Community Fibre, 900 Mbps."),
    ("User's guitar teacher is Marco.", "Marco moved to Italy, I'm learning with Beth now on Zoom."),
    ("La meva germana Núria viu a Girona.", "La Núria s'ha mudat a Tarragona, ja no viu a Girona."),  # lang: ca
    ("El meu gos es diu Rufus.", "Li hem canviat el nom al gos: ara es diu Tito."),  # lang: ca
    ("Faig classes de piano els dilluns.", "He canviat les classes de piano al dijous."),  # lang: ca
    ("El meu correu és jordi.puig@example.com.", "Correu nou: jpuig.disseny@example.com, l'antic ja no funciona."),  # lang: ca
    ("Respon-me en català.", "A partir d'ara respon-me en castellà, si us plau."),  # lang: ca
    ("O meu irmán Brais vive en Lugo.", "Brais mudouse a Vigo o mes pasado."),  # lang: gl
    ("A miña gata chámase Xoana.", "Á gata puxémoslle outro nome, agora é Lúa."),  # lang: gl
    ("Toco a gaita nunha banda de Ourense.", "Deixei a banda de Ourense, agora toco cunha banda de Santiago."),  # lang: gl
    ("O meu teléfono é o 600 123 456.", "Cambiei de número: agora é o 600 987 654."),  # lang: gl
    ("O concerto é o venres.", "Equivoqueime, o concerto é o sábado."),  # lang: gl
    ("Sora mea Ioana locuiește în Cluj.", "Ioana s-a mutat la Timișoara, nu mai stă în Cluj."),  # lang: ro
    ("Câinele meu se numește Bobiță.", "L-am redenumit pe Bobiță, acum îl cheamă Max."),  # lang: ro
    ("Lucrez în tura de noapte.", "M-au mutat pe tura de zi de luna asta."),  # lang: ro
    ("Prietenul meu Andrei lucrează la o bancă.", "Andrei a plecat de la bancă, acum e profesor."),  # lang: ro
    ("Răspunde-mi pe un ton formal.", "Poți să-mi răspunzi mai relaxat de acum, nu mai e nevoie de ton formal."),  # lang: ro
    ("Moja sestra Ana živi u Splitu.", "Ana se preselila u Zagreb, više ne živi u Splitu."),  # lang: hr
    ("Moj pas se zove Žućo.", "Psu smo promijenili ime, sad se zove Meda."),  # lang: hr
    ("Treniram rukomet utorkom i četvrtkom.", "Treninzi su sada ponedjeljkom i srijedom."),  # lang: hr
    ("Moj broj mobitela je 091 234 5678.", "Promijenio sam broj, novi je 098 765 4321."),  # lang: hr
    ("Dečko mi se zove Ivan.", "Ivan i ja smo prekinuli, sad sam s Markom."),  # lang: hr
    ("Moja sestra Zuzana býva v Košiciach.", "Zuzana sa presťahovala do Bratislavy."),  # lang: sk
    ("Môj kocúr sa volá Murko.", "Kocúra sme premenovali, teraz je to Felix."),  # lang: sk
    ("Hrám na husle v amatérskom orchestri.", "Z orchestra som odišla, hrám už len v kvartete."),  # lang: sk
    ("Môj e-mail je peter.novak@example.com.", "Nový e-mail: pnovak.foto@example.com, starý rušíme."),  # lang: sk
    ("Odpovedaj mi po slovensky.", "Od teraz mi odpovedaj po anglicky, chcem sa zlepšiť."),  # lang: sk
    ("Mano sesuo Rūta gyvena Kaune.", "Rūta persikėlė į Klaipėdą, Kaune nebegyvena."),  # lang: lt
    ("Mano šuo vardu Reksas.", "Pakeitėme šuns vardą, dabar jis Bruzgis."),  # lang: lt
    ("Dirbu naktinėje pamainoje.", "Nuo šio mėnesio dirbu dieninėje pamainoje."),  # lang: lt
    ("Mano el. paštas yra tomas.k@example.com.", "Naujas el. paštas: tkazlauskas@example.com, senasis nebeveikia."),  # lang: lt
    ("Susitikimas yra kitą savaitę.", "Ne, susitikimas bus po dviejų savaičių, gruodžio 21 d."),  # lang: lt
    ("Ang kapatid kong si Liza ay nakatira sa Cebu.", "Lumipat na si Liza sa Davao, wala na siya sa Cebu."),  # lang: tl
    ("Ang aso ko ay si Bantay.", "Pinalitan namin ang pangalan ng aso, Choco na siya ngayon."),  # lang: tl
    ("Ang boyfriend ko ay si Paolo.", "Hiwalay na kami ni Paolo. Si Miguel na ang boyfriend ko."),  # lang: tl
    ("Night shift ako sa call center.", "Day shift na ako simula ngayong buwan."),  # lang: tl
    ("Sagutin mo ako sa Tagalog.", "Sa Ingles mo na lang ako sagutin simula ngayon."),  # lang: tl
    ("Adik saya, Aisyah, tinggal di Johor Bahru.", "Aisyah dah pindah ke Pulau Pinang bulan lepas."),  # lang: ms
    ("Kucing saya bernama Oyen.", "Kami tukar nama kucing tu, sekarang namanya Comot."),  # lang: ms
    ("Saya pergi gim pada waktu pagi.", "Sekarang saya ke gim waktu malam, pagi terlalu sibuk."),  # lang: ms
    ("Nombor telefon saya 012-345 6789.", "Nombor baru saya 019-876 5432."),  # lang: ms
    ("Majlis kahwin pada bulan Jun.", "Majlis kahwin ditunda ke bulan September."),  # lang: ms
    ("Mia fratino Eva loĝas en Lyon.", "Eva translokiĝis al Bordeaux, ŝi ne plu loĝas en Lyon."),  # lang: eo
    ("Mia hundo nomiĝas Bruno.", "Ni renomis la hundon, nun li nomiĝas Bubo."),  # lang: eo
    ("Respondu al mi en Esperanto.", "De nun respondu al mi en la franca, mi volas praktiki ĝin."),  # lang: eo
    ("La kunveno estas merkrede.", "Pardonu, la kunveno estas ĵaŭde, ne merkrede."),  # lang: eo
    ("Mia amiko Karlo laboras kiel instruisto.", "Karlo ŝanĝis laboron, nun li estas programisto."),  # lang: eo
    ("A húgom, Réka, Debrecenben lakik.", "Réka elköltözött Szegedre, már nem Debrecenben lakik."),  # lang: hu
    ("A kutyám neve Bodri.", "Átneveztük a kutyát, most Morzsa a neve."),  # lang: hu
    ("Kedden és csütörtökön járok úszni.", "Most hétfőn és szerdán úszom."),  # lang: hu
    ("Az e-mail címem anna.kiss@example.com.", "Új e-mail címem: kiss.anna.design@example.com, a régi megszűnik."),  # lang: hu
    ("A barátom, Gergő, szakács.", "Gergő otthagyta a konyhát, most futár."),  # lang: hu
    ("Session summary:\n- user: Noor\n- hobby: pottery, wheel throwing\n- studio: Clay Corner, Saturdays\n- pet: cat called Pistachio", "Session summary:\n- user: Noor\n- hobby: pottery, wheel throwing\n- studio: Fired Up Ceramics, Sundays\n- pet: cat called Pistachio"),
    ("Profile: Theo, 34, lives in Leith, works as a sound engineer, plays bass in a band called Static Garden.", "Profile: Theo, 34, lives in Portobello, works as a sound engineer, plays bass in a band called Static Garden."),
    ("{\"pet\": {\"name\": \"Juniper\", \"species\": \"dog\", \"breed\": \"cockapoo\"}}", "{\"pet\": {\"name\": \"Juniper\", \"species\": \"dog\", \"breed\": \"cavapoo\"}}"),
    ("contact.email changed from ruth.a@example.org to ruth.adeyemi@example.org", "contact.email reverted to ruth.a@example.org (the new address bounced)"),
    ("User's sister Amara is a nurse at St Thomas'.", "Oh wait, Amara's at King's College Hospital, not St Thomas'. I always mix them up."),
    ("User's friend Gina met her husband on holiday in Greece.", "Gina corrected me, they met at a wedding in Crete, it wasn't a holiday."),
    ("User's mum's birthday is 14 May.", "Mum's birthday is the 15th, I always get it wrong."),
    ("User's best friend is Leah, from school.", "Leah and I don't really talk any more. My closest friend these days is Ben from work."),
    ("User's cousin Ade lives in Lagos.", "Ade relocated to Toronto last year."),
    ("User's grandad is in a care home in Whitby.", "Grandad moved to a care home nearer us, in Scarborough."),
    ("User's flatmate is Priti.", "Priti moved out in October, my new flatmate is Joe."),
    ("User's hobby right now is bouldering.", "I've stopped bouldering, shoulder's bad. Doing pottery instead."),
    ("User's thesis supervisor is Dr Achebe.", "My supervisor changed, Dr Achebe went on leave, it's Prof Lindqvist now."),
    ("User's thesis deadline is end of March.", "The thesis deadline got extended to end of June."),
    ("User's dissertation title is \"Memory in Post-War Fiction\".", "New title: \"Forgetting and the Post-War Novel\", my supervisor suggested it."),
    ("Team lunch is every Friday at Nando's.", "Team lunch moved to the first Friday of the month, at the Thai place."),
    ("The mobile app targets iOS 15 and up.", "Bumping the minimum to iOS 16, we dropped 15 this sprint."),
    ("We agreed to write the new service in Go.", "Change of direction: the new service will be Rust, Go's GC pauses were a problem in the spike."),
    ("On-call rota: Priya this week.", "Swapped: Priya's off sick, Dan is on call this week."),
    ("The API is versioned in the URL path (/v1/).", "We're moving versioning to a header, Accept-Version, URL paths are going away."),
    ("Product decision: free tier gets 3 projects.", "Product decision changed: free tier gets 1 project, upgrade for more."),
    ("Launch is in Q2.", "Launch moved out to Q3, legal review is taking longer."),
    ("Launch date set: 22 May.", "Launch is now 5 June, after the board meeting."),
    ("The retro is on Thursdays.", "Let's do retros on Fridays at 3, Thursdays are packed."),
    ("Code review needs one approval.", "We changed the rule, two approvals needed for main now."),
    ("Logs go to Datadog.", "We moved logs off Datadog to Grafana Loki, cost reasons."),
    ("The PM for the checkout squad is Helena.", "Helena moved over to the payments squad, Osman is the checkout PM now."),
    ("The user's preferred IDE is VS Code.", "I switched to Neovim, don't give me VS Code instructions."),
    ("User's monitor setup: two 24\" 1080p screens.", "Replaced both monitors with one 34\" ultrawide."),
    ("User is vegetarian but eats fish.", "I've stopped eating fish as well, fully vegetarian now."),
    ("User doesn't drink coffee.", "I've started drinking coffee again, one a day."),
    ("User's go-to karaoke song is Dancing Queen.", "My karaoke song these days is Valerie, Dancing Queen got old."),
    ("User's WhatsApp group with uni friends is called \"Hall C Legends\".", "Someone renamed the group to \"Old Codgers Club\"."),
    ("User wants the assistant to call her \"boss\".", "Stop calling me boss, it was funny for a week. Just Maya."),
    ("User wants a maximum of 150 words per reply.", "Longer answers are fine now, don't cap them at 150 words."),
    ("Show the user prices in GBP.", "I'm in Ireland now, show prices in euros."),
    ("Give the user 24-hour times.", "Use am/pm, 24-hour confuses my dad who reads these."),
    ("The assistant should sign off messages with \"Cheers\".", "Drop the \"Cheers\" sign-off, just end the message."),
    ("User's dog walker is Jade, Mondays and Thursdays.", "We let Jade go, the new dog walker is Tomasz, same days."),
    ("User's vet is Medivet on London Road.", "Moved the cats to the PDSA, it's cheaper."),
    ("User's gecko is called Spike.", "Spike turned out to be a girl, so she's called Spikette now."),
    ("User has two goldfish.", "One of the goldfish died, just one left, Bubbles."),
    ("User's horse Duchess is kept at Brook Farm livery.", "Moved Duchess to a yard in Wellow, Brook Farm put prices up."),
    ("User's partner Jamie is a teacher.", "Jamie's quit teaching, he's doing a PGCE... no wait, he finished that. He's a school counsellor now."),
    ("User and partner live together in Hackney.", "We've moved to Walthamstow, the rent in Hackney went mad."),
    ("User's boyfriend's name is Kieran.", "Just to be clear, his name is Ciarán, Irish spelling. Please fix it."),
    ("User met their husband at university in Durham.", "Correction, we met after uni, through a friend in Newcastle."),
    ("User's son plays football for Marlow Tigers U10s.", "He's moved to Bourne End Juniors, the coach at Marlow left."),
    ("User's daughter wants to be a vet.", "She's changed her mind, she wants to be a marine biologist now."),
    ("User's therapist is Dr Okoye, sessions fortnightly.", "Switched therapist, I'm seeing Chloe Baird now, weekly."),
    ("User's library card is for Islington libraries.", "I'm with Camden libraries now, moved borough."),
    ("User's choir rehearses Wednesday nights at St Mary's.", "Choir's moved to Tuesdays at the Methodist hall."),
    ("User sings alto in the choir.", "They moved me to tenor, we were short and my range is low."),
    ("User's running club is Hackney Harriers.", "Left Harriers, I run with a parkrun crew on Saturdays now."),
    ("User's cycling route to work is via the canal path.", "Stopped using the canal, too many people, I take the road through Bow now."),
    ("User's favourite of the two cafés is the one on Mill Street.", "It's the other one, the café by the station. Mill Street is the one I don't like."),
    ("The meetup is at the Northern Quarter WeWork.", "Ignore what I said about the venue, the meetup's at Manchester Tech Hub now."),
    ("User's flight lands at Gatwick.", "My mistake, it's Heathrow Terminal 5 not Gatwick."),
    ("User's niece is called Isla.", "Sorry, it's Isabel. Isla is my friend's daughter."),
    ("User's anniversary is in the first half of March.", "Anniversary's 23 March, I checked the wedding certificate."),
    ("User's sister Hannah is due in late May.", "Hannah's due date got moved to 2 June after the scan."),
    ("The party is in the afternoon, sometime between 2 and 5.", "Party starts at 6 now, it turned into an evening thing."),
    ("User's kids' grandparents visit every other weekend.", "Grandparents only come once a month now, the drive is too much for Dad."),
    ("User's son's best friend is called Arlo.", "He and Arlo fell out, his best mate now is Finn."),
    ("User's favourite restaurant is Dishoom.", "Dishoom's lost it for me, my favourite now is Bancone."),
    ("User cooks dinner on weeknights; partner cooks at weekends.", "We swapped, my partner does weeknights now since she went part-time."),
    ("User's rent is 1,300 a month.", "Landlord put the rent up to 1,420."),
    ("User's shift starts at quarter to seven.", "Shifts start at 6:15 from next month, they've brought them forward."),
    ("User's job title is Senior Designer.", "I was promoted, I'm Design Lead now."),
    ("User's manager is Kate.", "Kate left, my manager is Ruben now."),
    ("User's Instagram is @amy.draws.", "I deleted @amy.draws, my art account is @amyinkworks now."),
    ("User's LinkedIn headline: Data Analyst at Ocado.", "New role! Analytics Engineer at Monzo."),
    ("User takes the 7:42 train from Reading.", "Moved to the 8:12, the 7:42 got cancelled in the new timetable."),
    ("User works from home Mondays and Fridays.", "My remote days are Tuesday and Thursday now, team changed the office days."),
    ("User's pub quiz team is called Quiz Akabusi.", "We renamed the team Agatha Quiztie, Quiz Akabusi was too common."),
    ("User's guinea pigs are called Salt and Pepper.", "Pepper passed away in October. We got a new one, Paprika."),
    ("User's tortoise lives in the garden in summer and hibernates in the fridge.", "We stopped the fridge hibernation, the vet said a cool box in the garage is fine."),
]

UPDATES: List[Tuple[str, str]] = [
    ("User's Spanish is around A2.", "Passed my B1 Spanish exam yesterday!"),
    ("User is on Duolingo Spanish, a 40-day streak.", "Duolingo streak is at 112 days now."),
    ("User is working on grade 4 piano.", "Passed grade 4 piano with merit, starting grade 5 pieces."),
    ("User holds a yellow belt in judo.", "Graded to orange belt in judo on Sunday."),
    ("User is ranked Gold 2 in Valorant.", "Hit Platinum 1 in Valorant last night!"),
    ("User's novel draft is at 42,000 words.", "Draft is at 61,500 words, third act started."),
    ("ADR-012 (GraphQL gateway) is proposed.", "ADR-012 was accepted at Tuesday's architecture review."),
    ("Ticket PAY-341 is in progress.", "PAY-341 is in code review now."),
    ("User is learning to crochet, mostly granny squares.", "Finished my first full crochet blanket, moving on to amigurumi."),
    ("User is training for a half marathon, longest run 8 km.", "Longest run is up to 16 km now, five weeks to race day."),
    ("User's climbing grade is V3.", "I've dropped back to V2 after the finger injury."),
    ("User's climbing grade is V3.", "Sent my first V5 tonight!"),
    ("User is on week 3 of Couch to 5k.", "Week 7 of C25K done, running 25 minutes non-stop."),
    ("Feature flag for new checkout is at 10% rollout.", "New checkout flag is at 50% now."),
    ("Open bugs in the 3.2 milestone: 47.", "Down to 19 open bugs on 3.2."),
    ("Test coverage on the core package is 62%.", "Core package coverage is 71% now."),
    ("Onboarding: Ayo has finished 2 of 6 modules.", "Ayo's done 5 of 6 onboarding modules."),
    ("Migration to the new cluster: 12 of 40 services moved.", "31 of 40 services now on the new cluster."),
    ("RFC-7 is in draft.", "RFC-7 is out for review, comments close Friday."),
    ("Headcount on the platform team is 6.", "Platform team is at 8 people with the two new hires."),
    ("User has saved 1,200 pounds for the Japan trip.", "Japan fund is at 2,750 now."),
    ("User's shed build: foundation laid.", "Shed's up, just need to felt the roof."),
    ("User's sourdough starter is three days old.", "Starter is two weeks old and finally doubling reliably."),
    ("User's Etsy shop has 40 sales.", "Passed 100 sales on Etsy this weekend!"),
    ("User's podcast has 300 subscribers.", "Podcast hit 1,000 subscribers!"),
    ("User's D&D character is level 4.", "Pip hit level 7 tonight."),
    ("User is level 54 in Final Fantasy XIV.", "Hit 70 in FFXIV this weekend, finally in Stormblood."),
    ("User's Chess.com rating is 1150 rapid; user aims for 1400.", "Rapid is 1268 now."),
    ("User is reading the Wheel of Time series, currently on book 3.", "Finished book 6 of Wheel of Time."),
    ("User has read 12 books this year.", "I'm at 19 books for the year."),
    ("User's guitar practice: can play 3 chords.", "I can play 9 chords now and the whole of Wonderwall, sorry."),
    ("User does ballet, intermediate adult class, Thursdays.", "I moved down to the improvers' class, intermediate was too much too soon."),
    ("User does ballet, beginner adult class.", "Teacher moved me up to the intermediate class."),
    ("Tinc el nivell B2 de francès.", "He aprovat el C1 de francès!"),  # lang: ca
    ("He escrit tres capítols de la novel·la.", "Ja porto set capítols de la novel·la."),  # lang: ca
    ("Levo 20 días seguidos en Duolingo.", "Xa levo 95 días seguidos en Duolingo."),  # lang: gl
    ("O proxecto está na fase de deseño.", "O proxecto xa está en desenvolvemento."),  # lang: gl
    ("Am centura galbenă la karate.", "Am trecut examenul pentru centura portocalie!"),  # lang: ro
    ("Am strâns 2.000 de lei pentru vacanță.", "Am ajuns la 4.500 de lei pentru vacanță."),  # lang: ro
    ("Imam žuti pojas u judu.", "Položila sam za narančasti pojas!"),  # lang: hr
    ("Pročitao sam 10 knjiga ove godine.", "Ove godine sam pročitao već 18 knjiga."),  # lang: hr
    ("Mám úroveň A2 v nemčine.", "Spravila som skúšku B1 z nemčiny."),  # lang: sk
    ("Na dovolenku mám našetrených 500 eur.", "Na dovolenku mám už 1 200 eur."),  # lang: sk
    ("Mano anglų kalbos lygis B1.", "Išlaikiau B2 anglų kalbos egzaminą!"),  # lang: lt
    ("Parašiau 15 000 žodžių.", "Jau parašiau 32 000 žodžių."),  # lang: lt
    ("Nakaipon na ako ng 10,000 piso para sa biyahe.", "25,000 piso na ang naipon ko para sa biyahe."),  # lang: tl
    ("Rank ko sa Mobile Legends ay Epic.", "Legend na ako sa Mobile Legends!"),  # lang: tl
    ("Saya dah baca 10 juzuk al-Quran bulan ini.", "Dah sampai juzuk 22."),  # lang: ms
    ("Saya tali pinggang kuning dalam taekwondo.", "Saya dah lulus tali pinggang hijau!"),  # lang: ms
    ("Mi legis 5 librojn en Esperanto.", "Mi jam legis 12 librojn en Esperanto."),  # lang: eo
    ("Mi estas en la dua leciono de la kurso.", "Mi atingis la okan lecionon de la kurso."),  # lang: eo
    ("Középfokú nyelvvizsgára készülök angolból.", "Megvan a középfokú nyelvvizsgám, jöhet a felsőfok!"),  # lang: hu
    ("3 fejezetet írtam meg a könyvből.", "Már 9 fejezetnél tartok a könyvvel."),  # lang: hu
    ("User is on chapter 2 of the thesis.", "Thesis: chapters 1 to 4 drafted, supervisor reading chapter 4."),
    ("User's puppy Olive is 10 weeks old.", "Olive's five months now and chewing everything."),
    ("User's puppy Olive has had her first vaccination.", "Olive's had both jabs, she can go out on walks now."),
    ("User's cat weighs 6.8 kg and is on a diet.", "Cat's down to 5.9 kg, the vet is happy."),
    ("User's kitten is booked in to be neutered.", "Kitten's been neutered, recovering fine."),
    ("User's adoption application for a rescue dog is submitted.", "Home check passed for the rescue dog, we pick her up on Saturday."),
    ("User's Japanese is at JLPT N5 level.", "Passed the JLPT N4 in July."),
    ("User has done 20 hours of driving lessons.", "I'm at 35 hours of lessons, test booked."),
    ("User's driving test is booked.", "Passed my driving test first time!"),
    ("User has 3 kanji lessons left in the course.", "Finished the kanji course."),
    ("User is on grade 1 ABRSM violin.", "Grade 2 violin exam passed with distinction."),
    ("User is a blue belt in BJJ, one stripe.", "Got my third stripe on the blue belt."),
    ("User's kid has a 5 m swimming badge.", "She's got her 25 m badge now."),
    ("User is ranked Silver in Rocket League.", "Made it to Champion in Rocket League this season."),
    ("User's Strava year total is 800 km.", "Just passed 1,500 km on Strava for the year."),
    ("User's Pokemon Go trainer level is 32.", "Level 38 in Pokemon Go."),
    ("User's Zelda playthrough: 3 of 4 divine beasts done.", "Beat Ganon last night, Zelda's finished!"),
    ("User's band has recorded 2 of 5 songs for the EP.", "EP is fully recorded, now mixing."),
    ("User's novel is with 5 literary agents on submission.", "Heard back from all five agents: two full requests."),
    ("User's short story got shortlisted for the Bridport Prize.", "My story won second prize at the Bridport!"),
    ("User has 120 followers on the art Instagram.", "Art account's at 2,300 followers now."),
    ("User's pottery course is in week 2 of 8.", "Week 6 of the pottery course, glazing next."),
    ("User's marathon fundraising is at 350 pounds of a 1,000 target.", "Fundraising is at 870 now, nearly there."),
    ("The wedding RSVPs: 40 of 90 back.", "78 RSVPs back for the wedding."),
    ("User has been sober for 60 days.", "Six months sober today."),
    ("User's house move: offer accepted.", "We've exchanged contracts, completion is on the 18th."),
    ("User's pub quiz team is second in the league.", "Quiz team's top of the league now!"),
]

COMPATIBLE: List[Tuple[str, str]] = [
    ("User's dog is called Biscuit, a two-year-old beagle.", "We also got a kitten last weekend, her name is Mochi."),
    ("User's dog is called Biscuit, a two-year-old beagle.", "Biscuit goes by Bisky at home, the kids shortened it."),
    ("User has two rabbits, Hazel and Fiver.", "Fiver stayed at my mum's for the week while we were in Cornwall."),
    ("User's cat Luna is an indoor cat.", "Luna escaped onto the balcony once last night but she's back in."),
    ("User is fostering a greyhound called Dash for the rescue.", "The rescue asked if we'd take a second foster but we said no for now."),
    ("User's partner is called Sam; they met at a climbing gym in Leeds.", "Sam's sister also climbs at that Leeds gym, that's how we keep bumping into her."),
    ("User's girlfriend Priya lives in Bristol.", "Priya's in Manchester this week for a conference, back on Friday."),
    ("User lives in Bristol.", "My sister moved from Bristol to Glasgow last month."),
    ("User's brother Tom works at the Tesco in Hove.", "My cousin Tom Reyes just got a job at Sainsbury's."),
    ("Please call the user Katherine.", "My friends call me Kit but keep using Katherine with me here."),
    ("User uses he/him pronouns.", "My partner uses she/her, in case I mention them."),
    ("User's name is Jordan Whitaker.", "Jordan Whitaker is also my dad's name, he's Jordan senior."),
    ("User's email is jo.marsh@example.com.", "For invoices I use accounts@marshstudio.example, personal stuff still goes to jo.marsh@example.com."),
    ("User's phone number is 07700 900412.", "My work mobile is 07700 900655, that's separate."),
    ("User's phone number is 07700 900412.", "+44 7700 900412 is my number if you need the international format."),
    ("User's Discord handle is @nightowl_88.", "On Steam I'm lanternmoth, Discord is still nightowl_88."),
    ("User's address is 14 Rowan Close, Didsbury.", "My parcels go to the locker at the Co-op because I'm out all day."),
    ("User works nights, 10pm to 6am, four on four off.", "I'm covering one day shift on Thursday for a colleague, back on nights after."),
    ("User goes to the gym on Monday, Wednesday and Friday mornings.", "Also swimming on Sundays now, on top of the gym."),
    ("User goes to the gym on Monday, Wednesday and Friday mornings.", "Skipped the gym this Wednesday, I was wrecked."),
    ("User subscribes to Spotify Premium Family.", "My flatmate got YouTube Premium, I still use my Spotify."),
    ("User has a Netflix Standard plan.", "Got Disney+ as well for the kids."),
    ("User is a member of the National Trust.", "We used the National Trust card at Fountains Abbey on Sunday."),
    ("User is on Duolingo Spanish, a 40-day streak.", "I also started Italian on Duolingo, just for fun."),
    ("User is working on grade 4 piano.", "My daughter is doing grade 2 on the same piano."),
    ("User plays the cello in a community orchestra.", "I had a go on a double bass at the orchestra's instrument day."),
    ("User holds a yellow belt in judo.", "My son's just got his yellow belt too, same club."),
    ("User's main in Overwatch is Mercy.", "Played a few games of Lucio last night because my team needed it."),
    ("User is ranked Gold 2 in Valorant.", "My friend Dev is Diamond, we duo sometimes."),
    ("User plays on the EU West server in League.", "Made a smurf on NA to play with my cousin in Toronto."),
    ("User's novel's working title is The Salt House.", "The Salt House was nearly called Brine, back in the first draft."),
    ("User's novel draft is at 42,000 words.", "That's about 170 pages at the usual manuscript formatting."),
    ("User's band is called Paper Moons.", "I also play in a covers band on the side, Fancy Pants."),
    ("User's poetry pamphlet is being published by Flarestack.", "Talked to another small press at a fair but I'm staying with Flarestack."),
    ("Reply to the user in a casual tone.", "For this email draft only, make it formal."),
    ("User wants answers as bullet points.", "Bold the key term at the start of each bullet please."),
    ("Use metric units for the user.", "Give me the height in feet too this once, the form asks for it."),
    ("User's time zone is Europe/London.", "I'll be in New York next week, so expect odd hours for a few days."),
    ("Reply to the user in English.", "Translate this one paragraph into German for me."),
    ("We decided to use Postgres for the events store.", "We're trying ClickHouse for the analytics dashboards, events stay in Postgres."),
    ("ADR-012 (GraphQL gateway) is accepted.", "ADR-019 proposes moving auth into the gateway too, still under discussion."),
    ("Ticket PAY-341 is owned by Marta.", "Kofi is pairing with Marta on PAY-341 this week."),
    ("Release 3.2 is planned for 14 March.", "The 3.2 release candidate goes out on 10 March, ahead of the 14 March release."),
    ("The team uses trunk-based development.", "The hotfix for 3.1 was done on a short-lived release branch, just this once."),
    ("The venue for the party is The Crown on Church Street.", "We looked at the community hall too but The Crown is cheaper, so we're keeping it."),
    ("Book club meets next week.", "Book club's next Wednesday, the 16th."),
    ("The conference is sometime in May.", "Conference confirmed for 14 to 16 May."),
    ("User's budget for the bike is 800 to 1,200 pounds.", "Settled on about a thousand for the bike."),
    ("User's sister Grace lives in Cardiff.", "Grace is staying with me in Newport for a fortnight while her flat is redecorated."),
    ("User's sister Grace lives in Cardiff.", "Grace's partner Idris moved in with her in Cardiff."),
    ("User's best friend Marcus works as a paramedic.", "Marcus's wife is also a paramedic, they met on shift."),
    ("User's mum lives in the house in Kendal.", "Mum went to stay with my aunt in Penrith for Christmas."),
    ("Jon is opening a dance studio downtown.", "I looked at a space by the river for the studio but it's too far out, still going downtown."),
    ("Jon's favourite dance style is contemporary.", "Took a hip-hop class on Friday for a laugh, contemporary still wins."),
    ("Gina runs an online clothing store.", "Gina's launching an ad campaign for the clothing store this month."),
    ("User is learning to crochet, mostly granny squares.", "My nan taught me to crochet granny squares when I was ten."),
    ("User is training for a half marathon, longest run 8 km.", "That 8 km was about five miles, felt like twenty."),
    ("User's half marathon is the Great North Run in September.", "I was thinking about Cardiff too, but the GNR's the one."),
    ("User's climbing grade is V3.", "On ropes I'm leading 6a, bouldering is still V3."),
    ("User does yoga at a studio on Tuesdays.", "My studio did a special sound bath on Saturday which I went to."),
    ("User's board game group meets at Dice Tower Cafe on Fridays.", "Played Wingspan at a friend's house on Tuesday too."),
    ("User's partner Alex is vegetarian.", "Alex had fish once at the wedding because there was nothing else, still veggie otherwise."),
    ("User's partner is Chris.", "My ex, Dan, still texts sometimes. Chris knows."),
    ("User is engaged to Ravi; wedding planned for June 2027.", "Ravi's brother is getting married in June 2027 too, different weekend."),
    ("User's friend Lena lives in Berlin.", "Lena's flying to London from Berlin for my birthday."),
    ("User used to live in Berlin.", "Lena moved from Berlin to Vienna."),
    ("User's son Max goes to Beavers on Mondays.", "No Beavers this Monday, it's half term."),
    ("Remind the user about meds at 8am.", "Also remind me at 8pm to take the evening tablet."),
    ("User wants the weekly summary on Sunday evenings.", "Skip this Sunday's summary, I'm at a wedding."),
    ("Address the user as Dr Mensah.", "In emails to patients, sign off as Dr Mensah."),
    ("Code examples should be in Python.", "Show me the bash equivalent of this one command."),
    ("Don't use emoji in replies.", "I put an emoji in my own message but please keep yours emoji-free."),
    ("User prefers dates as DD/MM/YYYY.", "So today is 07/12/2026, right?"),
    ("User's working hours are 9 to 5:30, UK time.", "Staying late Thursday for the release, otherwise normal hours."),
    ("{\"user\": \"mia\", \"language\": \"en\", \"tone\": \"friendly\", \"units\": \"metric\"}", "{\"user\": \"mia\", \"language\": \"en\", \"tone\": \"friendly\", \"units\": \"metric\", \"temperature_unit\": \"C\"}"),
    ("preferences.reply_language: en -> es", "preferences.date_format: DD/MM/YYYY -> YYYY-MM-DD"),
    ("Decision log: we went with Redis for the job queue.", "Decision log: Redis also used for rate-limit counters."),
    ("Service owner for billing-api is the Payments team.", "Platform is on call for billing-api this weekend as cover."),
    ("Standup is at 9:30 daily.", "No standup tomorrow, it's the offsite."),
    ("Standup is at 9:30 daily.", "Standup is at half nine every day, fifteen minutes max."),
    ("Sprint length is two weeks.", "This sprint is three weeks because of Christmas, then back to two."),
    ("The design system uses Tailwind.", "Marketing site uses Bootstrap, separate from the design system."),
    ("Feature flag for new checkout is at 10% rollout.", "Internal staff always see the new checkout regardless of the 10%."),
    ("Deploy freeze starts 18 December.", "Security patches are allowed during the freeze."),
    ("Staging database is on db-stg-02.", "db-stg-02 is also used by QA for load tests."),
    ("User's favourite band is Arctic Monkeys.", "Saw Fontaines D.C. live, they were class."),
    ("User is allergic to cats.", "Also allergic to horses, found out at the riding stables."),
    ("User is saving for a trip to Japan in April.", "We nearly booked Korea for the autumn but decided to wait."),
    ("User's flight to Tokyo is on 3 April.", "My mate's flying out on the 5th to join me."),
    ("User's car is a 2015 Ford Fiesta.", "Had a Corsa as a courtesy car while the Fiesta was in the garage."),
    ("User drives to work.", "Got the train on Tuesday because of the snow."),
    ("User's landlord is Mr Hughes.", "Mr Hughes's son is dealing with the repairs while he's in hospital."),
    ("User's sourdough starter is called Doughlores.", "Gave half of Doughlores to my neighbour, she's started her own."),
    ("User volunteers at the food bank on Saturdays.", "Did an extra shift at the food bank on Thursday for the Christmas rush."),
    ("User supports Leeds United.", "I follow Leeds Rhinos in the rugby league too."),
    ("User's allotment is plot 14 at Hill Lane.", "Helping my neighbour dig over plot 15 this weekend."),
    ("User's photography setup: Canon EOS 80D.", "Borrowed a 70-200 lens from the camera club for the air show."),
    ("User's Etsy shop is called Moss & Mortar.", "I'm also on Instagram as @mossandmortar."),
    ("User's podcast goes out every Tuesday.", "This week's episode is a day late, my co-host was ill."),
    ("User's co-host on the podcast is Jess.", "We had Ollie on as a guest this week."),
    ("User's D&D character is a half-elf bard named Pip.", "I DM a second campaign on Thursdays where I don't play Pip."),
    ("User's D&D group plays on Discord every other Sunday.", "We did one in-person session at Sam's for his birthday."),
    ("User's Minecraft server is on Hetzner.", "Server's IP is on the family group chat."),
    ("User plays FFXIV on the Light data centre, server Odin.", "I made an alt on Aether to play with an American friend."),
    ("User's Chess.com rating is 1150 rapid; user aims for 1400.", "My blitz rating is way lower, about 900."),
    ("User is reading the Wheel of Time series, currently on book 3.", "Listening to a Terry Pratchett audiobook in the car in between."),
    ("User's mother-in-law is coming for Christmas.", "My father-in-law might come for Boxing Day too."),
    ("Christmas dinner is at user's house this year.", "We're doing Christmas Eve drinks at my sister's."),
    ("Dinner party on Saturday for 8 people.", "We thought about inviting the neighbours but decided eight is enough."),
    ("User's birthday drinks are at 7pm.", "Birthday drinks at 19:00, don't be late."),
    ("Pick up the cake from Greggs on Friday.", "Ignore what I said about the balloons, we don't need them."),
    ("Meeting with the accountant is on the 12th.", "The accountant meeting on the 12th is at her office in town."),
    ("The plumber is coming Tuesday morning.", "The plumber came Tuesday as booked, fixed the leak."),
    ("The school trip costs 45 pounds.", "The school trip for Year 4 costs 20, the 45 was for Year 6."),
    ("User's gym membership is at PureGym Lincoln.", "Used a day pass at a hotel gym in London on my work trip."),
    ("User's Amazon Prime renews monthly.", "Prime renewed on the 3rd as usual."),
    ("User's Kindle Unlimited subscription is active.", "My mum's got Kindle Unlimited now too, I recommended it."),
    ("User's broadband is with BT, 150 Mbps.", "BT's engineer is coming to look at the dropouts on Monday."),
    ("User's guitar teacher is Marco.", "Marco's brother teaches drums at the same shop."),
    ("User does ballet, intermediate adult class, Thursdays.", "There's a ballet workshop on Saturday I'm doing as a one-off."),
    ("La meva germana Núria viu a Girona.", "La Núria passa uns dies a Tarragona amb unes amigues."),  # lang: ca
    ("Visc a Girona.", "La meva germana s'ha mudat de Girona a Tarragona."),  # lang: ca
    ("El meu gos es diu Rufus.", "També hem adoptat una gata, la Mixa."),  # lang: ca
    ("Faig classes de piano els dilluns.", "Aquest dilluns no hi ha classe de piano, la professora està malalta."),  # lang: ca
    ("El meu correu és jordi.puig@example.com.", "Per a la feina faig servir jordi@estudipuig.example."),  # lang: ca
    ("La meva parella, l'Anna, treballa d'infermera.", "L'Anna fa torns de nit aquesta setmana."),  # lang: ca
    ("Faig escalada els caps de setmana.", "Aquest cap de setmana he anat a córrer en lloc d'escalar."),  # lang: ca
    ("El sopar és a les nou.", "El sopar és a les 21:00, com sempre."),  # lang: ca
    ("O meu irmán Brais vive en Lugo.", "Brais está en Vigo uns días por traballo."),  # lang: gl
    ("Vivo en Lugo.", "O meu irmán mudouse de Lugo a Vigo."),  # lang: gl
    ("A miña gata chámase Xoana.", "Tamén temos un can novo, o Trasno."),  # lang: gl
    ("Toco a gaita nunha banda de Ourense.", "O sábado toquei cunha banda de Santiago como substituto."),  # lang: gl
    ("O meu teléfono é o 600 123 456.", "O teléfono do traballo é o 988 000 111."),  # lang: gl
    ("O concerto é o venres.", "O concerto do venres é ás nove da noite."),  # lang: gl
    ("A miña moza chámase Uxía.", "A Uxía e mais eu coñecémonos na universidade."),  # lang: gl
    ("Corro tres días á semana.", "Esta semana só corrín dous días, estiven enfermo."),  # lang: gl
    ("Sora mea Ioana locuiește în Cluj.", "Ioana e la Timișoara o săptămână pentru o conferință."),  # lang: ro
    ("Locuiesc în Cluj.", "Sora mea s-a mutat din Cluj la Timișoara."),  # lang: ro
    ("Câinele meu se numește Bobiță.", "Am mai luat și o pisică, pe Miți."),  # lang: ro
    ("Lucrez în tura de noapte.", "Joi fac o tură de zi pentru un coleg, apoi revin la noapte."),  # lang: ro
    ("Prietenul meu Andrei lucrează la o bancă.", "Fratele lui Andrei lucrează și el la o bancă."),  # lang: ro
    ("Merg la sală lunea și miercurea.", "Merg și vinerea la înot, pe lângă sală."),  # lang: ro
    ("Întâlnirea e la ora 15.", "Întâlnirea e la trei după-amiaza."),  # lang: ro
    ("Abonamentul meu la Netflix e activ.", "Sora mea și-a făcut și ea abonament la Netflix."),  # lang: ro
    ("Moja sestra Ana živi u Splitu.", "Ana je ovaj tjedan u Zagrebu zbog posla."),  # lang: hr
    ("Živim u Splitu.", "Moja sestra se preselila iz Splita u Zagreb."),  # lang: hr
    ("Moj pas se zove Žućo.", "Uzeli smo i mačku, zove se Mica."),  # lang: hr
    ("Treniram rukomet utorkom i četvrtkom.", "Ovaj četvrtak nema treninga zbog utakmice."),  # lang: hr
    ("Moj broj mobitela je 091 234 5678.", "Poslovni broj mi je 01 555 0000."),  # lang: hr
    ("Dečko mi se zove Ivan.", "Ivan i ja smo se upoznali na moru."),  # lang: hr
    ("Večera je u osam.", "Večera je u 20 sati."),  # lang: hr
    ("Učim njemački.", "Moj brat uči talijanski."),  # lang: hr
    ("Moja sestra Zuzana býva v Košiciach.", "Zuzana je tento týždeň v Bratislave na školení."),  # lang: sk
    ("Bývam v Košiciach.", "Moja sestra sa presťahovala z Košíc do Bratislavy."),  # lang: sk
    ("Môj kocúr sa volá Murko.", "Zobrali sme si aj psa, volá sa Bady."),  # lang: sk
    ("Hrám na husle v amatérskom orchestri.", "V sobotu som si vyskúšala violu, ale ostávam pri husliach."),  # lang: sk
    ("Môj e-mail je peter.novak@example.com.", "Pracovný e-mail mám peter@fotonovak.example."),  # lang: sk
    ("Chodím plávať v stredu.", "Tento týždeň som plávanie vynechala."),  # lang: sk
    ("Stretnutie je o 14:30.", "Stretnutie je o pol tretej."),  # lang: sk
    ("Môj priateľ pracuje ako kuchár.", "Jeho brat si otvoril reštauráciu."),  # lang: sk
    ("Mano sesuo Rūta gyvena Kaune.", "Rūta šią savaitę Klaipėdoje, komandiruotėje."),  # lang: lt
    ("Aš gyvenu Kaune.", "Mano sesuo persikėlė iš Kauno į Klaipėdą."),  # lang: lt
    ("Mano šuo vardu Reksas.", "Dar pasiėmėme katę, ji vardu Murka."),  # lang: lt
    ("Dirbu naktinėje pamainoje.", "Ketvirtadienį pavaduosiu kolegą dieninėje pamainoje."),  # lang: lt
    ("Mano el. paštas yra tomas.k@example.com.", "Darbui naudoju tomas@imone.example."),  # lang: lt
    ("Susitikimas yra kitą savaitę.", "Susitikimas kitą trečiadienį, gruodžio 16 d."),  # lang: lt
    ("Mano draugas Jonas gyvena Vilniuje.", "Jono tėvai gyvena Šiauliuose."),  # lang: lt
    ("Bėgioju tris kartus per savaitę.", "Šią savaitę bėgiojau tik kartą."),  # lang: lt
    ("Ang kapatid kong si Liza ay nakatira sa Cebu.", "Nasa Davao si Liza ngayong linggo para sa trabaho."),  # lang: tl
    ("Nakatira ako sa Cebu.", "Lumipat ang kapatid ko mula Cebu papuntang Davao."),  # lang: tl
    ("Ang aso ko ay si Bantay.", "May bago rin kaming pusa, si Mingming."),  # lang: tl
    ("Ang boyfriend ko ay si Paolo.", "Nagkakilala kami ni Paolo sa kolehiyo."),  # lang: tl
    ("Night shift ako sa call center.", "Nag-day shift ako kahapon bilang kapalit ng kasamahan ko."),  # lang: tl
    ("Rank ko sa Mobile Legends ay Epic.", "Mythic na ang pinsan ko sa Mobile Legends."),  # lang: tl
    ("Ang miting ay alas-tres ng hapon.", "Ang miting ay 3:00 PM."),  # lang: tl
    ("Nag-gigitara ako tuwing Sabado.", "Nag-piano rin ako noong bata pa ako."),  # lang: tl
    ("Adik saya, Aisyah, tinggal di Johor Bahru.", "Aisyah ke Pulau Pinang seminggu untuk kursus."),  # lang: ms
    ("Saya tinggal di Johor Bahru.", "Adik saya pindah dari Johor Bahru ke Pulau Pinang."),  # lang: ms
    ("Kucing saya bernama Oyen.", "Kami ambil seekor lagi kucing, namanya Tompok."),  # lang: ms
    ("Saya pergi gim pada waktu pagi.", "Hari Rabu ni saya tak ke gim, penat sangat."),  # lang: ms
    ("Nombor telefon saya 012-345 6789.", "Nombor pejabat saya 03-5555 0000."),  # lang: ms
    ("Majlis kahwin pada bulan Jun.", "Majlis kahwin pada 12 Jun, hari Sabtu."),  # lang: ms
    ("Suami saya bekerja sebagai jurutera.", "Abang ipar saya pun jurutera juga."),  # lang: ms
    ("Saya belajar bahasa Jepun.", "Anak saya belajar bahasa Korea."),  # lang: ms
    ("Mia fratino Eva loĝas en Lyon.", "Eva estas en Bordeaux dum unu semajno por laboro."),  # lang: eo
    ("Mi loĝas en Lyon.", "Mia fratino translokiĝis el Lyon al Bordeaux."),  # lang: eo
    ("Mia hundo nomiĝas Bruno.", "Ni ankaŭ adoptis katon, ŝia nomo estas Mina."),  # lang: eo
    ("Respondu al mi en Esperanto.", "Traduku ĉi tiun frazon en la francan por mi."),  # lang: eo
    ("La kunveno estas merkrede.", "La kunveno merkrede komenciĝos je la 10-a."),  # lang: eo
    ("Mia amiko Karlo laboras kiel instruisto.", "La edzino de Karlo ankaŭ estas instruisto."),  # lang: eo
    ("Mi kuras tri fojojn semajne.", "Ĉi-semajne mi kuris nur unufoje, mi estis malsana."),  # lang: eo
    ("La festo estas je la 19-a.", "La festo estas je la sepa vespere."),  # lang: eo
    ("A húgom, Réka, Debrecenben lakik.", "Réka ezen a héten Szegeden van egy konferencián."),  # lang: hu
    ("Debrecenben lakom.", "A húgom Debrecenből Szegedre költözött."),  # lang: hu
    ("A kutyám neve Bodri.", "Lett egy macskánk is, Cirmi."),  # lang: hu
    ("Kedden és csütörtökön járok úszni.", "Ezen a csütörtökön kihagytam az úszást."),  # lang: hu
    ("Az e-mail címem anna.kiss@example.com.", "A munkahelyi címem anna@kisstervezo.example."),  # lang: hu
    ("A barátom, Gergő, szakács.", "Gergő bátyja is szakács egy budapesti étteremben."),  # lang: hu
    ("A vacsora hétkor van.", "A vacsora 19 órakor kezdődik."),  # lang: hu
    ("Gitározni tanulok.", "A fiam zongorázni tanul."),  # lang: hu
    ("Session summary:\n- user: Noor\n- hobby: pottery, wheel throwing\n- studio: Clay Corner, Saturdays\n- pet: cat called Pistachio", "Session summary:\n- user: Noor\n- hobby: pottery, wheel throwing, some hand-building\n- studio: Clay Corner, Saturdays\n- pet: cat called Pistachio\n- partner: Idris"),
    ("Profile: Theo, 34, lives in Leith, works as a sound engineer, plays bass in a band called Static Garden.", "Theo's band Static Garden has a gig at Sneaky Pete's on the 19th."),
    ("{\"pet\": {\"name\": \"Juniper\", \"species\": \"dog\", \"breed\": \"cockapoo\"}}", "{\"pet\": {\"name\": \"Juniper\", \"species\": \"dog\", \"breed\": \"cockapoo\", \"vet\": \"Vets4Pets Hove\", \"microchipped\": true}}"),
    ("contact.email changed from ruth.a@example.org to ruth.adeyemi@example.org", "contact.phone changed from 07700 900101 to 07700 900202"),
    ("User's sister Amara is a nurse at St Thomas'.", "Amara did a bank shift at King's on Saturday."),
    ("User's friend Gina met her husband on holiday in Greece.", "Gina and her husband go back to Greece every summer."),
    ("User's mum's birthday is 14 May.", "Mum's having her 70th on the 14th of May at the Italian place."),
    ("User's best friend is Leah, from school.", "Leah introduced me to Ben, who I work with now."),
    ("User's cousin Ade lives in Lagos.", "Ade's visiting Toronto for a month to see his kids."),
    ("User's cousin Ade lives in Lagos.", "My other cousin Bisi moved from Lagos to Abuja."),
    ("User's grandad is in a care home in Whitby.", "Grandad's in hospital in Middlesbrough for a few days, then back to Whitby."),
    ("User's flatmate is Priti.", "Priti's boyfriend is staying with us for the week."),
    ("User's hobby right now is bouldering.", "I tried pottery once, it was fun, but bouldering's still my thing."),
    ("User's thesis supervisor is Dr Achebe.", "Prof Lindqvist is my second supervisor, Dr Achebe's still my main one."),
    ("User's thesis deadline is end of March.", "I'm aiming to finish by end of February, ahead of the March deadline."),
    ("User's dissertation title is \"Memory in Post-War Fiction\".", "Chapter 3 of \"Memory in Post-War Fiction\" is about Sebald."),
    ("Team lunch is every Friday at Nando's.", "No team lunch this Friday, half the team are off."),
    ("The mobile app targets iOS 15 and up.", "Android minimum is API 26."),
    ("We agreed to write the new service in Go.", "The CLI tool is being written in Rust, the service stays in Go."),
    ("On-call rota: Priya this week.", "Dan is shadowing Priya on call this week."),
    ("The API is versioned in the URL path (/v1/).", "/v2/ is being drafted alongside /v1/."),
    ("Product decision: free tier gets 3 projects.", "Education accounts get 10 projects, the free tier stays at 3."),
    ("Launch is in Q2.", "Launch date set: 22 May."),
    ("Launch date set: 22 May.", "Launch is in Q2, on the 22nd of May."),
    ("The retro is on Thursdays.", "This Thursday's retro is remote."),
    ("Code review needs one approval.", "Docs-only PRs can merge with one approval, no CI needed."),
    ("Logs go to Datadog.", "Metrics also go to Datadog."),
    ("The PM for the checkout squad is Helena.", "Helena's on leave next week, Osman is covering her meetings."),
    ("The user's preferred IDE is VS Code.", "I use JetBrains DataGrip for databases, VS Code for the rest."),
    ("User's monitor setup: two 24\" 1080p screens.", "Hooked my laptop up as a third screen for today."),
    ("User is vegetarian but eats fish.", "Pescatarian is the word for what I am, I suppose."),
    ("User doesn't drink coffee.", "I had a decaf once at the work do but it's not a habit."),
    ("User's go-to karaoke song is Dancing Queen.", "Sang Mamma Mia as well at the party, same band."),
    ("User's WhatsApp group with uni friends is called \"Hall C Legends\".", "There's a second group for the hiking trip."),
    ("User wants the assistant to call her \"boss\".", "My team call me boss too, it's a running joke."),
    ("User wants a maximum of 150 words per reply.", "For this cover letter go up to 400 words, it's a one-off."),
    ("Show the user prices in GBP.", "What's that in euros, roughly? Just for this one."),
    ("Give the user 24-hour times.", "So the train is at 17:45, that's quarter to six."),
    ("The assistant should sign off messages with \"Cheers\".", "In the wedding speech draft, end with \"Cheers to the happy couple\"."),
    ("User's puppy Olive is 10 weeks old.", "Olive's a cockapoo, same as her sister who went to my neighbour."),
    ("User's Japanese is at JLPT N5 level.", "My partner's Japanese is much better, she's N2."),
    ("User is ranked Silver in Rocket League.", "Silver in ranked doubles, I don't play solo ranked."),
    ("User's Strava year total is 800 km.", "800 km, so about 500 miles."),
    ("User's marathon fundraising is at 350 pounds of a 1,000 target.", "Fundraising is for Mind, the mental health charity."),
    ("The wedding RSVPs: 40 of 90 back.", "RSVP deadline is 1 March."),
    ("User's dog walker is Jade, Mondays and Thursdays.", "Jade's also walking him this Saturday as a one-off."),
    ("User's vet is Medivet on London Road.", "We took Luna to the emergency vet on Sunday night, Medivet was shut."),
    ("User's gecko is called Spike.", "Spike shed her skin this week, all in one go."),
    ("User has two goldfish.", "We're thinking about getting a bigger tank but not yet."),
    ("User's horse Duchess is kept at Brook Farm livery.", "Duchess is at the vet hospital for a couple of nights, then back to Brook Farm."),
    ("User's partner Jamie is a teacher.", "Jamie's doing a week of supply at another school over half term."),
    ("User and partner live together in Hackney.", "We're house-sitting in Walthamstow for a fortnight."),
    ("User's boyfriend's name is Kieran.", "Kieran's brother is called Cillian, not to be confused."),
    ("User met their husband at university in Durham.", "We went back to Durham for our anniversary."),
    ("User's son plays football for Marlow Tigers U10s.", "He also plays futsal on Wednesday nights."),
    ("User's daughter wants to be a vet.", "She did a week of work experience at a farm."),
    ("User's therapist is Dr Okoye, sessions fortnightly.", "Missed this week's session with Dr Okoye, I'll see her next time."),
    ("User's library card is for Islington libraries.", "I borrowed a book from the British Library reading room too."),
    ("User's choir rehearses Wednesday nights at St Mary's.", "Extra choir rehearsal on Saturday before the concert."),
    ("User sings alto in the choir.", "I sang the soprano line once when we were short, but I'm an alto."),
    ("User's running club is Hackney Harriers.", "Did parkrun on Saturday with some Harriers."),
    ("User's cycling route to work is via the canal path.", "The canal path was closed today, had to go via Bow."),
    ("User's partner is called Sam; they met at a climbing gym in Leeds.", "Sam and I have been together four years this March."),
    ("User's girlfriend Priya lives in Bristol.", "Priya used to live in Bath before she moved to Bristol."),
    ("User's email is jo.marsh@example.com.", "My old uni email was j.marsh@leeds.example, long dead now."),
    ("User's address is 14 Rowan Close, Didsbury.", "We're thinking about moving next year but nothing's decided."),
    ("User's address is 14 Rowan Close, Didsbury.", "My brother just moved to a flat in Chorlton."),
    ("User works nights, 10pm to 6am, four on four off.", "They offered me days but I turned it down, nights pay better."),
    ("User subscribes to Spotify Premium Family.", "Spotify's putting the family plan price up next month."),
    ("User has a Netflix Standard plan.", "Nearly cancelled Netflix but then the new season of that show dropped."),
    ("User is a member of the National Trust.", "Also joined English Heritage for the castles."),
    ("Reply to the user in a casual tone.", "Casual's good, but no swearing please."),
    ("User wants answers as bullet points.", "Bullets, and keep them short, one line each."),
    ("Use metric units for the user.", "Metric, and temperatures in Celsius."),
    ("User's time zone is Europe/London.", "The clocks go back this weekend, so GMT now."),
    ("Reply to the user in English.", "My mum speaks Polish, so translate this message for her."),
    ("We decided to use Postgres for the events store.", "We considered DynamoDB for the events store, but Postgres won."),
    ("Release 3.2 is planned for 14 March.", "3.3 is tentatively pencilled for May."),
    ("Release 3.2 is planned for 14 March.", "Release 3.1 slipped by a week last time, hopefully not 3.2."),
    ("The team uses trunk-based development.", "Before 2024 we used GitFlow."),
    ("Book club meets next week.", "Book club's reading Piranesi for next week."),
    ("The conference is sometime in May.", "The call for papers closes in February."),
    ("User's sister Grace lives in Cardiff.", "Grace used to live in Swansea, before uni."),
    ("User's best friend Marcus works as a paramedic.", "Marcus is doing a course in critical care, still a paramedic."),
    ("User's mum lives in the house in Kendal.", "Mum's thinking about moving somewhere smaller but hasn't decided."),
    ("Jon is opening a dance studio downtown.", "The studio's going to have Marley flooring."),
    ("Gina runs an online clothing store.", "Gina lost her job at DoorDash before she started the store."),
    ("User's partner Alex is vegetarian.", "I'm not vegetarian, I cook meat for myself."),
    ("User's partner is Chris.", "Chris's sister is getting divorced."),
    ("User's friend Lena lives in Berlin.", "Lena lived in Munich for a year before Berlin."),
    ("Remind the user about meds at 8am.", "Took my meds late today, at ten."),
    ("Address the user as Dr Mensah.", "I finished my PhD in 2019, that's where the Dr comes from."),
    ("Code examples should be in Python.", "Python 3.12, type hints please."),
    ("User prefers dates as DD/MM/YYYY.", "My American colleague writes MM/DD, it drives me mad."),
    ("User's working hours are 9 to 5:30, UK time.", "My manager was talking about a four-day week trial, but nothing's happened."),
    ("Decision log: we went with Redis for the job queue.", "Decision log: Redis version upgraded to 7.2."),
    ("Standup is at 9:30 daily.", "Standup was at 9 when I joined."),
    ("Sprint length is two weeks.", "Some teams do one-week sprints, ours stays at two."),
    ("The design system uses Tailwind.", "We tried styled-components in a spike but didn't adopt it."),
    ("Deploy freeze starts 18 December.", "Freeze ends on 4 January."),
    ("User is allergic to cats.", "My son's allergic to cats as well."),
    ("User's car is a 2015 Ford Fiesta.", "Test-drove a Tesla Model 3 for fun, not buying it."),
    ("User's car is a 2015 Ford Fiesta.", "The Fiesta's done 84,000 miles."),
    ("User drives to work.", "Thinking about cycling in the summer."),
    ("User's landlord is Mr Hughes.", "My previous landlord was a nightmare, Mr Hughes is lovely."),
    ("User volunteers at the food bank on Saturdays.", "My daughter came along to help at the food bank once."),
    ("User supports Leeds United.", "Leeds lost again on Saturday, gutted."),
    ("User's photography setup: Canon EOS 80D.", "Looked at the Fuji X-T4 in the shop, tempting but no."),
    ("User's podcast goes out every Tuesday.", "Recorded two episodes ahead because I'm away."),
    ("User's D&D character is a half-elf bard named Pip.", "Pip nearly died last session, saved by a lucky roll."),
    ("User's Minecraft server is on Hetzner.", "Upgraded the Hetzner box to 8 GB RAM."),
    ("User's Chess.com rating is 1150 rapid; user aims for 1400.", "Played in a real over-the-board tournament once in 2019."),
    ("User's mother-in-law is coming for Christmas.", "Mother-in-law was thinking about going to Spain but she's still coming to us."),
    ("Dinner party on Saturday for 8 people.", "One of the eight is vegan, so I'm doing a mushroom wellington."),
    ("User's birthday drinks are at 7pm.", "Birthday drinks at 7, dinner after at 9."),
    ("The plumber is coming Tuesday morning.", "The plumber's called Dave, he's coming Tuesday between 8 and 12."),
    ("User's gym membership is at PureGym Lincoln.", "Thinking about a climbing wall membership on top."),
    ("User's broadband is with BT, 150 Mbps.", "Looked at switching to Virgin but stayed with BT, they matched the price."),
    ("User's guitar teacher is Marco.", "Had one lesson with a different teacher at a summer school."),
    ("User's thesis deadline is end of March.", "Asked for an extension but it was refused, still end of March."),
    ("Team lunch is every Friday at Nando's.", "Team lunch used to be at Wagamama last year."),
    ("We agreed to write the new service in Go.", "Someone pitched Rust for the service but we stuck with Go."),
    ("Launch is in Q2.", "Launch was originally Q1, it moved to Q2 in the autumn."),
    ("Logs go to Datadog.", "Evaluated Loki as an option, decided to stay on Datadog."),
    ("The user's preferred IDE is VS Code.", "I used Vim for years before VS Code."),
    ("User is vegetarian but eats fish.", "I ate meat until I was 25."),
    ("User doesn't drink coffee.", "My partner drinks about five coffees a day."),
    ("User's therapist is Dr Okoye, sessions fortnightly.", "Dr Okoye suggested going weekly, but we kept it fortnightly."),
    ("User sings alto in the choir.", "My daughter sings soprano in the junior choir."),
    ("User's running club is Hackney Harriers.", "Used to run with Victoria Park Harriers years ago."),
    ("User's dog walker is Jade, Mondays and Thursdays.", "Jade's putting her prices up in January."),
    ("User's horse Duchess is kept at Brook Farm livery.", "Looked at the yard in Wellow but decided to stay at Brook Farm."),
    ("User's son plays football for Marlow Tigers U10s.", "Had a trial at Bourne End Juniors, he's staying at Marlow."),
    ("The venue for the party is The Crown on Church Street.", "The Crown's function room holds up to 60."),
    ("Ticket PAY-341 is owned by Marta.", "Marta opened a follow-up ticket, PAY-355, and gave it to Kofi."),
    ("User's band is called Paper Moons.", "We nearly called ourselves Low Tide Radio."),
    ("User's novel's working title is The Salt House.", "My editor floated a different title but we kept The Salt House."),
    ("User plays the cello in a community orchestra.", "I also did two years of piano as a kid."),
    ("User's main in Overwatch is Mercy.", "Mercy got nerfed again but I'm still playing her."),
    ("User plays on the EU West server in League.", "Thought about moving to EUNE with my friends but didn't."),
    ("User's poetry pamphlet is being published by Flarestack.", "Flarestack publishes it in spring, launch at the Poetry Café."),
    ("User's brother Tom works at the Tesco in Hove.", "Tom worked at Asda before Tesco."),
    ("Please call the user Katherine.", "Katherine with a K, in case it comes up in a form."),
    ("User uses he/him pronouns.", "Used she/her before I came out in 2020."),
    ("User's name is Jordan Whitaker.", "Jordan's my middle name, first name is Samuel but nobody uses it."),
    ("User's Discord handle is @nightowl_88.", "Joined a new Discord server for the book club."),
    ("User's favourite of the two cafés is the one on Mill Street.", "Oops, I meant the Mill Street bakery, not the café, for the bread."),
    ("The meetup is at the Northern Quarter WeWork.", "Ignore what I said about pizza, we're getting sandwiches for the meetup."),
    ("User's flight lands at Gatwick.", "My mistake, the flight number is BA2490, not BA2409."),
    ("User's niece is called Isla.", "Sorry, I mean nephew, Isla's brother Rory is the one starting school."),
    ("User's anniversary is in the first half of March.", "Anniversary is 9 March, we'll do dinner."),
    ("User's sister Hannah is due in late May.", "Hannah's due on 27 May."),
    ("User is due in late May.", "My sister Hannah's due date got moved to 2 June after the scan."),
    ("The party is in the afternoon, sometime between 2 and 5.", "Party's at 3."),
    ("User's kids' grandparents visit every other weekend.", "My in-laws came midweek this once, for the school play."),
    ("User's son's best friend is called Arlo.", "Arlo's family are moving to Bath in the summer."),
    ("User's favourite restaurant is Dishoom.", "Had dinner at Bancone, it was nice, but Dishoom is still number one."),
    ("User's favourite restaurant is Dishoom.", "My favourite pub is the Lamb."),
    ("User likes to hike in the Peak District.", "Also into wild swimming, mostly in the Lakes."),
    ("User likes to hike in the Peak District.", "Did Snowdon in June, first time in Wales."),
    ("User cooks dinner on weeknights; partner cooks at weekends.", "I'm cooking every night this week, my partner's away."),
    ("User's weight is 82 kg.", "I'm about 12 st 13."),
    ("User is 1.75 m tall.", "I'm five foot nine."),
    ("The parcel arrives in the afternoon.", "The parcel arrives between 13:00 and 15:00."),
    ("User's shift starts at quarter to seven.", "Shift starts at 06:45."),
    ("User's rent is 1,300 a month.", "Rent's about 300 a week."),
    ("The room is at 21 C.", "It's about 70 F in here."),
    ("User's email signature says \"Senior Designer\".", "My job title on LinkedIn still says Designer, I haven't updated it."),
    ("User's job title is Senior Designer.", "Acting as Design Lead while Kate's on sabbatical."),
    ("User's manager is Kate.", "Kate's manager, the Head of Design, is Ruben."),
    ("User's manager is Kate.", "My partner's manager is also called Kate, funnily enough."),
    ("User's Instagram is @amy.draws.", "I'm on Bluesky too, amydraws.bsky.social."),
    ("User's LinkedIn headline: Data Analyst at Ocado.", "Interviewed at Monzo but didn't get it."),
    ("User takes the 7:42 train from Reading.", "Got the 8:12 today, overslept."),
    ("User works from home Mondays and Fridays.", "I'm in the office this Friday for the team away day."),
    ("User works from home Mondays and Fridays.", "I also WFH on Wednesdays when the kids are off school."),
    ("User's pub quiz team is called Quiz Akabusi.", "We came second at the pub quiz last week."),
    ("User's guinea pigs are called Salt and Pepper.", "Salt had a vet check-up, all good."),
    ("User's tortoise lives in the garden in summer and hibernates in the fridge.", "Tortoise is 40 years old, he was my grandad's."),
]
