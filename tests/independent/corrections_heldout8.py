"""Eighth held-out corpus for the corrects-or-compatible decision (independent author, corp8c).

What it is: three lists of (OLD, NEW) pairs of statements by or about one user, stored one after
the other as memories. OLD is already stored; NEW arrives later. Unlike the seventh corpus, most
statements here are NOT written the way a memory extractor would phrase them: they are the raw
text a user, a form or a log line would produce (first person, lower case, disfluent speech,
"key: value" fields), so the system meets them as they were said.

- CORRECTIONS: NEW replaces OLD; OLD is no longer true, or never was.
- UPDATES: OLD was true when it was said; NEW gives a later state of the same single-valued,
  counted, measured or staged thing (an age or a baby's weight, a dose or a lab reading, an app,
  runtime or schema version, an order, ticket, claim, visa, planning or deal status, a rank,
  belt, grade or level, a streak, balance, salary, rent, personal best, mileage, a goal, days
  worked per week). OLD should be superseded or at least flagged; NEW must be stored.
- COMPATIBLE: both stay true. Most are near-misses in the same styles as the corrections: a
  second allergy, phone, language, pet or bass; the same value written another way (13 March /
  13/03, 172 cm / 5 ft 7.7 in, 4 kg / 8.8 lb, 07:30 / 7:30 am, 14:00 / 2pm, ٣ مايو / ٣/٥); a
  plan, wish, question, RFC or proposal that fell; another person's change (a sister, a
  husband, a manager's manager, a neighbour's puppy); a temporary change (a loaner car, a strike
  day, a locum or supply teacher, a bank-holiday bin day, a cover shift, one order shipped
  elsewhere, one tournament's fee); history stated as history; another attribute of the same
  thing (a company acquired or moving premises, a vet's Sunday hours); more detail;
  one-off events; and correction idioms ("correction", "scratch that", "turns out", "no wait",
  "as of Monday", "no ... anymore", "amended", "fix typo") aimed at something OLD does not state.

Labelling rules the author applied (adapted from the seventh corpus's docstring, the only
earlier rules text read):
- Tense matters. "used to X" next to "Y now" is COMPATIBLE when OLD was itself stated as the
  past. When OLD states the present and NEW says it has ended (quit the cello, the band split,
  stepped down from Brownies, the rabbit died, sold the car, stopped five-a-side), it is a
  CORRECTION, whether or not NEW names a replacement.
- A temporary situation (this week only, tomorrow only, a loaner, a locum, a depping gig, a
  holiday week, one order) leaves the standing fact true: COMPATIBLE.
- A plan, wish, question, hypothetical, draft RFC or proposal that was deferred or fell changes
  nothing: COMPATIBLE. When OLD is itself a plan, booking or resolution and NEW says another
  option was booked, chosen, rebooked or resolved (Madeira instead of Crete, a rebooked flight,
  an amended AGM date, a rescinded purchase), the slot was replaced: CORRECTION.
- A change that belongs to another person, or to an attribute OLD does not state, is COMPATIBLE
  even when it uses change verbs or correction idioms.
- A counted, ranked, staged or measured value that moves on over time without a claim that OLD
  was wrong is an UPDATE. When NEW says OLD was a typo, a mistake, transcribed from the wrong
  chart, documented wrong or rounded up (a birthday, a timeout default, a blood type, a height),
  it is a CORRECTION. A count that was simply wrong ("four cats, not three", "two siblings,
  actually") is a CORRECTION.
- A single-valued slot (city, address, employer, job or title, manager, doctor, dentist, vet,
  tutor, teacher, coach, captain, treasurer, coordinator, landlord, plumber, bank, provider,
  plan, gym, favourite, best friend, partner, relationship or marital status, pronouns,
  preferred name, surname, phone number, login e-mail, contact channel, diet, drinking or
  smoking status, a schedule slot or appointment, a house or tenancy rule, a repo's default
  branch, test runner, linter, docs tool, code owner or reviewer, a config key's value) replaced
  by a new value is a CORRECTION, even with no correction word, even when NEW gives only the new
  value (a form field, a YAML line, a commit subject), and even when a landlord, a coach, a
  school or a CRM note relays it. A promotion to a new title is a CORRECTION of the title slot;
  a graded belt, stage or level is an UPDATE. Meaning-level reversals count: "went vegan" after
  "loves steak", "split up" after "engaged", "turns out NOT allergic" after "allergic".
- When OLD states a name itself (a band's name, a gamertag, a surname) and NEW renames it, the
  name slot was replaced: CORRECTION.
- Multi-valued things (allergies, languages, pets, phones for work and home, hobbies, games
  being played, plants grown) gain items without replacing the old one: COMPATIBLE.

Styles this corpus emphasises (chosen to differ from the earlier corpora's extracted-fact
style): voice-assistant transcripts with disfluencies and spoken numbers ("uh, no wait, it's
forty-one"); lower-case chat and SMS with typos, slang and emoji; customer-support chat logs
("Customer: ...", "Agent note: ..."); CRM contact-card edits; medical intake-form fields;
parents' and school group chats; sports-club rosters and coach messages; travel itineraries and
booking changes; landlord and tenant messages; code-review, commit and changelog lines
(conventional commits, CODEOWNERS, RFCs); config and YAML-like "key: value" facts; diary and
journal entries; minutes of meetings ("Resolved:", "Amended:", "Rescinded:", "Motion fell");
dating-profile edits; pet care, gardening and allotments, gaming, bands, volunteering. The
corrections signal change in many ways: explicit retraction, a new value of the same slot with no
correction word, negation ("not anymore", "no longer", "stopped", "quit"), a number word ("four
cats, not three", "forty-one"), a lower-case name ("reporting to dev patel now"), a name at the
very start of a sentence ("Maya is my best friend these days", "Kowalski Plumbing does all our
plumbing now"), a relative date ("the day after tomorrow", "next Saturday", "a week on Monday",
"tomorrow instead"), and meaning-level reversals. About a quarter of the pairs are not in English:
Japanese (ja), Korean (ko), Thai (th), Arabic (ar), Hindi (hi), Greek (el), Ukrainian (uk),
Vietnamese (vi, including two unaccented chat pairs), Turkish (tr), Indonesian (id, with chat
slang), Polish (pl), Portuguese (pt, Brazilian and European), Swedish (sv), Finnish (fi), Czech
(cs), Hebrew (he) and Swahili (sw), plus code-switched pairs as real users write them (en/pl,
en/ja, pt/en, and romanised Hindi with English, hi-Latn/en). Within a pair the statements share a
language, except the code-switched pairs. Every non-English pair carries a ``# lang: xx``
comment; untagged pairs are English.

How it was written: by hand, in one sitting (2026-12-06), by an eighth independent author (a
helper session, corp8c) who read only the task brief, the format docstring of the seventh corpus
(tests/independent/corrections_heldout7.py, its module docstring only; none of its pairs), the
ruff settings in pyproject.toml, and the opening turns of one LoCoMo development conversation in
../shared/locomo-dev/ for register. The author did not read the system's rules (zeusmem/), any
other corpus, tests/pair_eval.py, any conflict or retraction test, did not grep the repository
for phrases, and did not run the system on this corpus; nothing here was fitted to the rules. No
LoCoMo or other dataset text is copied; every pair is written fresh. People, companies, towns'
streets, e-mail addresses (.test domains), phone numbers (UK drama ranges 07700 900xxx and
01632 960xxx where possible), order and ticket numbers are invented; well-known products,
services, clubs and places appear by their usual names as everyday context. Per-language counts
below were computed from the ``# lang:`` comments by a throw-away script (not committed).

Counts:
- CORRECTIONS: 211 pairs, 158 English, 53 other: ja 4, pt 4, ko 3, th 3, ar 3, hi 3, el 3,
  uk 3, vi 3, tr 3, id 3, pl 3, sv 3, fi 2, cs 2, he 2, sw 2, en/pl 2, hi-Latn/en 1, en/ja 1.
- UPDATES: 74 pairs, 53 English, 21 other: ko 2, vi 2, pl 2, pt 2, and 1 each of ja, th, ar,
  hi, el, uk, tr, id, sv, fi, cs, he, sw.
- COMPATIBLE: 320 pairs, 238 English, 82 other: ja 6, ko 5, th 5, el 5, vi 5, tr 5, pl 5,
  pt 5, ar 4, hi 4, uk 4, id 4, sv 4, fi 4, cs 4, he 4, sw 4, en/pl 2, hi-Latn/en 1, en/ja 1,
  pt/en 1.
"""

CORRECTIONS: list[tuple[str, str]] = [
    # --- voice-assistant transcripts (disfluent, spoken numbers) ---
    (
        "Hey Zeus, remember my dentist is Dr. Okafor over on Birch Street.",
        "uh, so, Okafor retired, um, my dentist is Dr. Lindqvist now, same street though",
    ),
    ("Okay, saving: home address 14 Carrow Lane.", "no no wait, it's forty-one Carrow Lane, I said it backwards"),
    ("Noted that your wife's name is Annika.", "hey um, correction, my wife is Anneke, with an e-k-e, not Annika"),
    ("My car is a silver Honda Jazz.", "so, uh, I traded the Jazz in last week, I'm driving a, um, a Kia Niro now"),
    ("I take the 7:40 train into work.", "hmm, I actually get the eight-ten now, they cut the seven-forty from the timetable"),
    ("Remember that my sister lives in Galway.", "uh, my sister, she's, she moved to Cork in the spring, so not Galway anymore"),
    ("Set my wake-up alarm preference: weekdays at six thirty.", "uhh scratch the six thirty, weekdays I get up at quarter to seven now"),
    ("my son's football practice is on Tuesdays", "okay so, uh, practice is Wednesdays, it was never Tuesdays, I mixed it up with swimming"),
    ("Remember I'm a night-shift nurse.", "um, I'm, I'm not on nights anymore, I moved to days on the ward last month"),
    ("I bank with Northgate Building Society.", "so I closed everything at Northgate, uh, I'm with Monzo for everything now"),
    ("My favourite pizza is pepperoni.", "erm, actually, favourite pizza, it's, it's margherita, I don't even like pepperoni that much"),
    ("remember that Grandma's care home is Beechwood House", "uh Zeus, gran moved, she's at, um, Larkspur Court now, Beechwood closed down"),
    # --- lower-case chat / SMS with typos ---
    ("my bday is march 3", "lol no its march 13 i typoed the first time"),
    ("livin w my bf in leeds", "moved out of leeds, back at my mums in york now"),
    ("me n sam r engaged!!!", "me n sam split up last month, wedding's off"),
    ("i go by jess", "pls call me jessamy now not jess, new year new me"),
    ("work at tesco on the tills", "quit tesco, doin deliveroo full time now"),
    ("im allergic to penicilin", "turns out im NOT allergic to penicillin, they tested me, it was just a virus rash as a kid"),
    ("my phone no is 07700 900 311", "new number!! 07700 900 874, old sim is dead dont text it"),
    ("i dont drink coffee at all", "ok so i drink coffee now lol, 2 a day, blame the new job"),
    ("gym is puregym on the high st", "cancelled puregym, joined the climbing wall instead"),
    ("my bf is called danny", "its ollie now, me and danny broke up in june"),
    ("were having a boy!!", "update: the scan was wrong, its a girl 💕"),
    ("i live in flat 2b", "sorry its flat 2d not 2b, delivery guy keeps going to the wrong door cos of me"),
    ("wedding venue is the old mill", "we switched to the botanic gardens for the wedding, old mill double booked us"),
    ("mums number is 01632 960 221", "mums got a new landline 01632 960 508, the 221 one got cut off"),
    ("dont eat gluten, coeliac", "went back to the gastro, not coeliac after all, i can eat bread again"),
    # --- customer-support chat logs ---
    ("Customer: my account email is k.marsh@post.test", "Customer: I changed my login email to kmarsh.home@mail.test, the post.test one is closed"),
    ("Agent note: customer is on the Basic 20GB plan.", "Agent note: customer upgraded to Unlimited Plus today, effective immediately."),
    ("Customer: ship to Flat 3, 22 Quarry Road please", "Customer: I've moved, please ship everything to 9 Hollins Court from now on"),
    ("Agent note: customer prefers contact by phone.", "Customer: please stop calling me, email only from now on"),
    ("Customer: my router is the grey Netgear one", "Customer: the engineer swapped it, I have your white Hub 6 router now"),
    ("Agent: I can see the account holder is Mr D. Fenwick.", "Customer: the account was transferred to my name, Ruth Fenwick, after Dad passed"),
    ("Customer: I pay by direct debit", "Customer: I cancelled the direct debit, I'll pay each bill by card now"),
    ("Agent note: customer's meter is a gas prepayment meter.", "Agent note: prepayment meter removed 3 Oct, customer now on a credit smart meter."),
    # --- CRM / contact-card edits ---
    ("Contact: Priya Raman | Title: Procurement Lead | Veltrax", "Contact updated: Priya Raman | Title: Head of Operations | Veltrax (promoted)"),
    ("Company: Dunmore Fabrication | Phone: 0161 496 0732", "Company: Dunmore Fabrication | Phone: 0161 496 0990 (0732 disconnected)"),
    ("Account owner for Halden Foods: Marcus Tate", "Halden Foods reassigned to Bea Okoro; Marcus no longer owns the account"),
    ("Contact: Joel Varga | Employer: Sunfield Logistics", "Contact: Joel Varga | Employer: Corvane Freight (left Sunfield in August)"),
    ("Lead source: trade show", "Lead source corrected to: referral (was logged as trade show by mistake)"),
    ("Contact preferred name: Bob", "Contact preferred name: Robert (he asked us to stop using Bob)"),
    # --- medical intake forms ---
    ("Current medications: sertraline 50 mg daily", "Current medications: none (stopped sertraline in May)"),
    ("Smoker: yes, about 10/day", "Smoker: no, quit January 2026"),
    ("Primary care physician: Dr. Haldane, Westgate Surgery", "Primary care physician: Dr. Nwosu, Riverside Health Centre"),
    ("Blood type: A+", "Blood type: O+ (earlier entry was copied from the wrong chart)"),
    ("Emergency contact: Tom Ridley (husband), 07700 900123", "Emergency contact: Grace Ridley (daughter), 07700 900456"),
    ("Alcohol: none", "Alcohol: 4 to 6 units a week (patient corrected the form at check-in)"),
    ("Contraception: combined pill", "Contraception: copper coil, fitted in March; no longer on the pill"),
    ("Pharmacy: Boots, Market Street", "Nominated pharmacy changed to Allcare Pharmacy, Dale Road"),
    # --- parents' group chat ---
    ("Year 4 swimming is on Tuesdays", "just heard from Mrs Patel, swimming's moved to Thursdays for good, not Tuesdays"),
    ("Leo's class teacher is Mr Ashworth", "Mr Ashworth has left the school, Leo's teacher is Ms Dube for the rest of the year"),
    ("pickup is 3:15 every day", "pickup's 3:05 now since the new timetable started, don't be late lol"),
    ("Ava walks home with the Morrisons' kids", "ava doesn't walk with the morrisons anymore, she gets the school bus"),
    ("PTA chair this year is Dominika", "Dominika stood down, Kemi is chairing the PTA now"),
    ("Lunch: Noah has school dinners", "noah's on packed lunches now, he refuses school dinners since september"),
    # --- sports club rosters ---
    ("Roster: #9 Daniel Orr, striker", "Roster change: Daniel Orr moved to centre-back for the season"),
    ("Club captain: Hana Kubo", "Hana has stepped down; new club captain is Ife Adeyemi"),
    ("I play Wednesday five-a-side at Elms Park.", "I stopped five-a-side, my knee's finished, I just swim now"),
    ("Under-12s coach: Gareth", "Gareth's moved to the under-14s, Steph coaches the under-12s now"),
    ("Training: Mondays 7pm, Ridgeway pitches", "Training is Thursdays 6:30 at the leisure centre 3G from this season"),
    ("Ella's shirt number is 14", "ella swapped to number 7 when Jade left"),
    # --- travel itineraries ---
    ("Itinerary: Day 3, overnight in Lucerne", "Itinerary revised: Day 3 overnight in Interlaken instead of Lucerne"),
    ("Hotel in Porto: Casa do Rio, 12-15 June", "cancelled Casa do Rio, booked Pensao Lumiar for the same dates"),
    ("Return flight Sunday 17:05 from Faro", "we got rebooked onto the Monday 07:30 flight home, the Sunday one was cancelled"),
    ("Airport transfer: shuttle bus", "skipping the shuttle, we hired a car at the airport"),
    ("Seat: 23C aisle", "seat changed to 11A window, paid the extra"),
    ("We're going to Crete in August.", "change of plan, booked Madeira for August instead of Crete"),
]

CORRECTIONS += [
    # --- landlord / tenant messages ---
    ("Rent is due on the 1st of each month.", "Landlord: from this month please pay rent on the 15th, not the 1st."),
    ("bins go out monday night", "council changed the rounds, bins are wednesday night now"),
    ("My landlord is Mr. Geller.", "the building got sold, my landlord's Brightstone Lettings now, not Geller"),
    ("Tenant: the boiler is a Worcester combi", "Landlord: new boiler fitted today, it's a Vaillant ecoTEC, the Worcester's gone"),
    ("Letting agent contact: Shona at Parkside Lets", "Shona's left Parkside, our property manager is Idris now"),
    ("No pets allowed in the flat.", "Landlord: I've changed the tenancy rules, pets are allowed now with a small deposit."),
    ("Parking space: bay 6", "we got moved to bay 11, bay 6 is the new tenant's"),
    ("i pay £60 a month for the parking bay", "dropped the parking bay, sold the car so dont need it"),
    # --- code review / commit messages / repo facts ---
    ("Default branch is master.", "chore: rename default branch master -> main; master deleted"),
    ("We use Jest for the frontend tests.", "test: migrate frontend suite from Jest to Vitest, remove jest.config.js"),
    ("CODEOWNERS: /billing owned by @rkhan", "CODEOWNERS: /billing now owned by @team-payments (rkhan moved teams)"),
    ("Infra PRs are reviewed by Tomasz.", "infra reviews go to Mei now, Tomasz is on the data team"),
    ("The docs site is built with Sphinx.", "docs: replace Sphinx with MkDocs Material, drop conf.py"),
    ("Deploys go out on Thursdays.", "Resolved in retro: we deploy on Tuesdays from now on, no more Thursday deploys"),
    ("The API uses session cookies for auth.", "feat(auth)!: switch API auth from session cookies to OAuth bearer tokens"),
    ("Lint config: flake8 + isort", "ci: replace flake8 and isort with ruff"),
    ("Staging DB host is pg-staging-01", "staging moved to pg-staging-eu-2, pg-staging-01 is decommissioned"),
    ("Release manager for 4.x: Imogen", "Imogen handed 4.x over, oskar is release manager for 4.x now"),
    ("fix: timeout default is 30s", "fix: timeout default was documented wrong, it is 10s"),
    # --- config and key: value facts ---
    ("timezone: Europe/London", "timezone: Asia/Singapore  # relocated"),
    ("editor: vim", "editor: helix"),
    ("preferred_language: en", "preferred_language: pt-BR"),
    ("units: imperial", "units: metric  # user switched"),
    ("notify_via: sms", "notify_via: push  # SMS turned off by user"),
    ("theme: dark", "theme: light"),
    ("shell: bash", "shell: fish  # chsh done"),
    ("home_airport: LGW", "home_airport: BRS"),
    ("dietary: none", "dietary: vegetarian"),
    # --- diary entries ---
    ("Dear diary, six months vegetarian today, I feel great.", "Diary: day one of eating meat again. Had Mum's roast chicken and I'm not going back."),
    ("I love steak, medium rare every time.", "went vegan in september, no more steak for me"),
    ("Journal: I'm learning the cello.", "Journal: gave up the cello, sold it. Trying to learn guitar instead."),
    ("I'm single and loving it.", "Diary: Marta asked me out and we're officially together as of Saturday!"),
    ("Diary: still at Fernhill Primary, my fifth year teaching there.", "Diary: first week at the new school, Oakmere Academy. Fernhill feels like a lifetime ago."),
    ("I sleep on the left side of the bed.", "diary: swapped sides with Jon because of my shoulder, I'm on the right side now"),
    # --- minutes of meetings ---
    ("Resolved: the AGM will be held on 12 March at the Scout Hut.", "Amended: the AGM moves to 19 March, venue St Aidan's Hall."),
    ("Treasurer: Gwen Holt", "Minutes: Gwen Holt resigned as treasurer; Paul Marr elected treasurer."),
    ("Action: Rosa to chair the fundraising sub-committee.", "Correction to last month's minutes: Oliver chairs fundraising, not Rosa."),
    ("Resolved: membership fee is £25 a year.", "Resolved: membership fee rescinded; membership is free from now on."),
    ("Meetings are held on the first Tuesday of the month.", "Agreed: committee meets on the last Thursday of the month going forward."),
    ("Resolved: the garden club will buy a Honda mower.", "Rescinded: the Honda purchase was cancelled; the club bought a Mountfield mower."),
    # --- dating-profile edits ---
    ("Looking for: something long-term", "Profile edit. Looking for: something casual, nothing serious right now"),
    ("Height: 5'9\"", "Height: 5'7\" (ok, fine, I was rounding up)"),
    ("Kids: want them someday", "Kids: don't want kids"),
    ("Job: nurse at St Jude's", "Job: paramedic"),
    ("Drinks: socially", "Drinks: never, sober since spring"),
    ("Religion: Catholic", "Religion: none"),
    # --- pet care ---
    ("Biscuit eats Royal Canin Mini Adult.", "vet put Biscuit on Hill's z/d, no more Royal Canin for him"),
    ("Our vet is Greenbank Vets.", "switched vets, we go to Paws & Claws on Mill Road now"),
    ("Mochi is a boy kitten.", "mochi turned out to be a girl lol, the vet checked properly"),
    ("We have a rabbit called Thumper.", "Thumper passed away on Sunday, we buried him under the apple tree"),
    ("Pepper gets walked by Dee on weekdays.", "pepper's walker is Conor from the dog walking app now, Dee moved away"),
    ("Luna sleeps in her crate.", "luna sleeps on our bed now, the crate's gone to the loft"),
    # --- gardening / allotment ---
    ("Our allotment is plot 7B.", "we swapped plots with Mr Hines, ours is 12A now"),
    ("The greenhouse heater runs on paraffin.", "replaced the paraffin heater with an electric one, paraffin's gone"),
    ("I water the tomatoes every evening.", "moved the tomatoes onto a drip timer, I don't hand water them anymore"),
    # --- gaming ---
    ("My Overwatch main is Mercy.", "i main kiriko now, havent touched mercy in months"),
    ("Gamertag: NightOwl_88", "changed my gamertag to quietfox"),
    ("I play on PS5.", "sold the ps5, pc only now"),
    ("My Minecraft server runs on an old laptop in the cupboard.", "moved the minecraft server to a hosted box, the laptop died"),
    ("I'm in the guild Ember Wardens.", "left ember wardens, joined Salt & Thistle this week"),
    # --- band / music ---
    ("I play drums in Velvet Static.", "Velvet Static split up, I'm drumming for Low Orchard these days"),
    ("Our bassist is Cal.", "Cal quit the band, Nadia's on bass now"),
    ("We rehearse at Bunker Studios.", "we rehearse in Priya's garage now, Bunker put the prices up"),
    ("Our band is called The Tallowmen.", "we renamed the band, it's Hollow Pines now"),
    # --- volunteering ---
    ("I volunteer at the food bank on Saturday mornings.", "moved my food bank shift to Thursday evenings"),
    ("Food bank coordinator: Linda", "Linda handed over, Rashid is the coordinator now"),
    ("I'm a Brown Owl at the 3rd Hatfield Brownies.", "I stepped down from Brownies after eight years, I'm not a leader anymore"),
]

CORRECTIONS += [
    # --- number words, lower-case names, name at sentence start, relative dates ---
    ("We've got three cats.", "we have four cats, not three, I always forget Pepper because she lives in the shed"),
    ("Table booked for six people on Friday.", "make the Friday booking eight people, not six"),
    ("my manager is Kate Olsen", "new manager as of monday, im reporting to dev patel now"),
    ("Best friend: Chloe", "Maya is my best friend these days, Chloe and I fell out over the summer"),
    ("Dentist appointment: Friday the 9th at 10am.", "the dentist rang and moved me to the day after tomorrow at 2pm"),
    ("Moving day is 30 May.", "moving day got pushed back, it's next Saturday now"),
    ("Tutor: Mrs Heller on Tuesdays", "rohan has a new maths tutor, aziz, on wednesdays; we stopped with Mrs Heller"),
    ("We're meeting the builders on the 14th.", "builders cancelled the 14th, we're seeing them tomorrow instead"),
    ("I have one sibling, a brother.", "two siblings actually, I found out I have a half-sister, Lou, last year"),
    ("Hiking club leader: Morag", "Fergus took over leading the hiking club when Morag moved to Skye"),
    ("My pronouns are she/her.", "pronouns update: they/them please"),
    ("My surname is Whitlock.", "got married, my surname is Achebe now, I've changed it on everything"),
    ("Isla's dentist checkup: Friday the 24th at 4pm.", "Isla's checkup got moved to a week on Monday at 9:15"),
    ("I'm a Chelsea fan.", "Honestly I've stopped supporting Chelsea, I follow my local club Dulwich Hamlet now"),
    ("I commute by car.", "cycling to work every day now, sold the car in March"),
    ("Our plumber is Gary Hume.", "Kowalski Plumbing does all our plumbing now, Gary retired at Easter"),
    ("My GP is Dr. Rees.", "Dr. Amara Eze is my GP since I re-registered at the Canal Street practice"),
    ("Our wifi provider is Virgin Media.", "we left Virgin, we're on a Community Fibre line now"),
    ("I'm renting in Hackney.", "we bought a place in Walthamstow and moved out of Hackney last week"),
]

CORRECTIONS += [
    # --- Japanese ---
    ("私の誕生日は5月3日です。", "ごめん、誕生日は5月13日でした。前のは打ち間違い。"),  # lang: ja
    ("職場は渋谷のデザイン事務所です。", "先月転職して、今は横浜の物流会社で働いています。"),  # lang: ja
    ("飼い犬の名前はポチです。", "犬の名前、ポチじゃなくてコタロウだよ。ポチは実家の犬。"),  # lang: ja
    ("えーと、通っているジムはエニタイムです。", "あ、エニタイムは解約しました。今は市民プールだけです。"),  # lang: ja
    # --- Korean ---
    ("저는 서울 마포구에 살아요.", "지난달에 부산으로 이사했어요. 이제 마포구에 안 살아요."),  # lang: ko
    ("제 담당 의사는 김민준 선생님이에요.", "김민준 선생님이 다른 병원으로 가셔서 이제 이서연 선생님이 담당이에요."),  # lang: ko
    ("우리 팀장님은 박지훈 님이에요", "팀장 바뀌었어 ㅋㅋ 이제 최유나 팀장님이야"),  # lang: ko
    # --- Thai ---
    ("ฉันทำงานที่ธนาคารกรุงไทย", "ตอนนี้ย้ายไปทำงานที่บริษัทประกันแล้ว ไม่ได้อยู่ธนาคารแล้ว"),  # lang: th
    ("เบอร์โทรของฉันคือ 081 234 5678", "เปลี่ยนเบอร์ใหม่แล้วนะ 089 765 4321 เบอร์เก่าใช้ไม่ได้แล้ว"),  # lang: th
    ("แฟนฉันชื่อต้น", "เลิกกับต้นแล้ว ตอนนี้คบกับเจมส์"),  # lang: th
    # --- Arabic ---
    ("أسكن في عمّان.", "انتقلت إلى دبي الشهر الماضي، لم أعد في عمّان."),  # lang: ar
    ("طبيب الأسنان الخاص بي هو الدكتور سامر.", "غيّرت طبيب الأسنان، أذهب الآن إلى الدكتورة ليلى."),  # lang: ar
    ("أنا نباتي.", "لم أعد نباتياً، عدت إلى أكل اللحم."),  # lang: ar
    # --- Hindi ---
    ("मेरा ऑफिस गुड़गांव में है।", "अब मेरा ऑफिस नोएडा में शिफ्ट हो गया है, गुड़गांव वाला बंद हो गया।"),  # lang: hi
    ("मैं रोज़ सुबह चाय पीता हूँ।", "मैंने चाय पूरी तरह छोड़ दी है, अब सिर्फ़ गरम पानी पीता हूँ।"),  # lang: hi
    ("मेरी बेटी का स्कूल डीपीएस है।", "बेटी का स्कूल बदल दिया, अब वो केंद्रीय विद्यालय में पढ़ती है।"),  # lang: hi
    # --- Greek ---
    ("Μένω στη Θεσσαλονίκη.", "Μετακόμισα στην Αθήνα τον Σεπτέμβριο, δεν μένω πια στη Θεσσαλονίκη."),  # lang: el
    ("Ο γιατρός μου είναι ο κ. Παπαδόπουλος.", "Άλλαξα γιατρό, τώρα με παρακολουθεί η κ. Νικολάου."),  # lang: el
    ("Η γάτα μας λέγεται Μέλι.", "συγγνώμη, η γάτα λέγεται Κανέλα, η Μέλι είναι της αδερφής μου"),  # lang: el
    # --- Ukrainian ---
    ("Я працюю вчителькою в Києві.", "Я вже не вчителька, тепер працюю перекладачкою у Львові."),  # lang: uk
    ("Мій номер телефону 067 123 45 67.", "Новий номер: 093 765 43 21, старий більше не працює."),  # lang: uk
    ("Моя улюблена страва - борщ.", "Насправді найбільше люблю вареники, а не борщ."),  # lang: uk
    # --- Vietnamese ---
    ("Tôi sống ở Hà Nội.", "Tôi chuyển vào Sài Gòn rồi, không còn ở Hà Nội nữa."),  # lang: vi
    ("Bác sĩ của tôi là bác sĩ Trần.", "Giờ tôi khám với bác sĩ Lê, bác sĩ Trần nghỉ hưu rồi."),  # lang: vi
    ("em ko an cay dc", "gio em an cay duoc roi nha, tap quen roi"),  # lang: vi
    # --- Turkish ---
    ("İzmir'de oturuyorum.", "Ankara'ya taşındım, artık İzmir'de değilim."),  # lang: tr
    ("Eşimin adı Elif.", "Düzeltme: eşimin adı Elif değil, Ebru. Elif kız kardeşim."),  # lang: tr
    ("Sigara içiyorum.", "Sigarayı bıraktım, üç aydır hiç içmedim."),  # lang: tr
    # --- Indonesian ---
    ("Saya kerja di Bandung.", "Sekarang saya sudah pindah kerja ke Surabaya."),  # lang: id
    ("aku vegetarian", "udah gak vegetarian lagi, sekarang makan ayam dan ikan"),  # lang: id
    ("Nomor WA saya 0812 3456 7890.", "Nomor WA saya ganti ya, sekarang 0813 9876 5432."),  # lang: id
    # --- Polish ---
    ("Mieszkam w Krakowie.", "Od lipca mieszkam we Wrocławiu, z Krakowa się wyprowadziłam."),  # lang: pl
    ("Mój szef to pan Nowak.", "Nowak odszedł z firmy, teraz moją szefową jest pani Zielińska."),  # lang: pl
    ("Mam psa, jamnika Reksia.", "Reksio niestety odszedł w zeszłym tygodniu, nie mamy już psa."),  # lang: pl
    # --- Portuguese ---
    ("Trabalho no Banco do Brasil.", "Saí do Banco do Brasil, agora trabalho numa startup de pagamentos."),  # lang: pt
    ("Meu time é o Flamengo.", "na real eu torço pro Fluminense, o Flamengo é o time do meu pai"),  # lang: pt
    ("Moro em Lisboa, em Alfama.", "Mudei-me para o Porto em março, já não moro em Alfama."),  # lang: pt
    # --- Swedish ---
    ("Jag jobbar på Volvo i Göteborg.", "Jag har slutat på Volvo, nu jobbar jag på Ericsson i Stockholm."),  # lang: sv
    ("Min sambo heter Johan.", "Johan och jag har gjort slut, jag bor ensam nu."),  # lang: sv
    ("Vi har bil, en Saab.", "Vi sålde Saaben, vi har ingen bil längre."),  # lang: sv
    # --- Finnish ---
    ("Asun Tampereella.", "Muutin Ouluun elokuussa, en asu enää Tampereella."),  # lang: fi
    ("Lääkärini on tohtori Virtanen.", "Vaihdoin lääkäriä, nyt minulla on tohtori Korhonen."),  # lang: fi
    # --- Czech ---
    ("Pracuju v Brně v Zetoru.", "Už nepracuju v Zetoru, teď dělám v Praze v bance."),  # lang: cs
    ("Moje přítelkyně se jmenuje Jana.", "S Janou jsme se rozešli, teď chodím s Terezou."),  # lang: cs
    # --- Hebrew ---
    ("אני גר בחיפה.", "עברתי לתל אביב בחודש שעבר, אני כבר לא גר בחיפה."),  # lang: he
    ("הרופאה שלי היא ד\"ר כהן.", "החלפתי רופאה, עכשיו אני אצל ד\"ר לוי."),  # lang: he
    # --- Swahili ---
    ("Ninaishi Nairobi.", "Nimehamia Mombasa, siishi Nairobi tena."),  # lang: sw
    ("Ninafanya kazi benki.", "Niliacha kazi ya benki, sasa mimi ni mwalimu."),  # lang: sw
    # --- mixed-language, as users write ---
    ("My gym is Anytime Fitness in Kraków.", "zmieniłam siłownię, now I go to Zdrofit near the office"),  # lang: en/pl
    ("Mera dentist Dr. Mehta hai.", "dentist change kar liya yaar, ab Dr. Kapoor ke paas jaata hoon"),  # lang: hi-Latn/en
    ("My manager is Tanaka-san.", "上司が変わった、now it's Suzuki-san"),  # lang: en/ja
    ("Eu uso Android.", "mudei pro iPhone, não uso mais Android"),  # lang: pt
    ("I live in Gdańsk.", "przeprowadziłem się do Poznania, no longer in Gdańsk"),  # lang: en/pl
]

CORRECTIONS += [
    # --- form fields that carry only the new value ---
    ("Next of kin: Mark Shaw (partner)", "Next of kin: Helen Shaw (sister)"),
    ("Marital status: married", "Marital status: widowed"),
    ("Occupation: student", "Occupation: junior solicitor, Pike & Rowe"),
    ("Registered address: 5 Tern Close, Leeds LS6", "Registered address: 18 Wharf Row, Bristol BS1"),
    ("Preferred pronouns: he/him", "Preferred pronouns: he/they"),
]

UPDATES: list[tuple[str, str]] = [
    # --- ages and growth ---
    ("Leo is 7.", "leo turned 8 on saturday 🎂 party was chaos"),
    ("baby Nia weighs 3.4 kg", "Nia was 4.1 kg at her six-week check"),
    ("Isla is 112 cm tall.", "measured Isla on the door frame, 115 cm now"),
    ("I'm 20 weeks pregnant.", "24 weeks today, halfway-ish and then some"),
    ("Grandad is 89.", "Grandad hit 90 yesterday, got a card from the council"),
    ("Our puppy Bramble is 10 weeks old.", "bramble's 4 months now and chewing everything"),
    # --- doses and readings ---
    ("Current medications: levothyroxine 50 mcg daily", "Current medications: levothyroxine 75 mcg daily (increased after bloods)"),
    ("i do 10 units of insulin at night", "basal went up to 14 units at night after the diabetes nurse review"),
    ("HbA1c: 58 mmol/mol", "HbA1c: 51 mmol/mol at the March review"),
    ("Dog's Apoquel dose: 16 mg once daily", "vet upped Juno's Apoquel to 16 mg twice a day"),
    ("um, my blood pressure tablets, amlodipine, five milligrams", "so the GP put the amlodipine up to, uh, ten milligrams"),
    # --- versions and software state ---
    ("App version: 3.2.1", "App version: 3.3.0 (auto-updated last night)"),
    ("The service runs on Python 3.11.", "chore: bump runtime to Python 3.12"),
    ("We're on Node 18 in CI.", "ci: move all workflows to Node 20"),
    ("laptop's on macOS 14", "updated the macbook to macos 15 finally"),
    ("Postgres major version in prod: 15", "prod cluster upgraded to Postgres 16 during Sunday's window"),
    ("kernel 6.5 on the home server", "home server on kernel 6.8 after the dist-upgrade"),
    ("schema_version: 41", "schema_version: 42"),
    # --- statuses, stages ---
    ("Order #58213: shipped", "Order #58213: delivered, left with neighbour at no. 12"),
    ("Ticket SUP-7741 status: waiting on customer", "Ticket SUP-7741 status: resolved"),
    ("Visa application: submitted", "Visa application: approved, passport being returned"),
    ("Deal stage: proposal sent", "Deal stage: negotiation"),
    ("PR #412: changes requested", "PR #412 approved and merged into main"),
    ("Planning application 25/0419: under consideration", "Planning application 25/0419: granted with conditions"),
    ("Repair request for the leaking tap: logged", "Landlord: plumber booked for the tap, request is now in progress"),
    ("Kitchen renovation: quote stage", "Kitchen renovation: cabinets being fitted this week"),
    ("Claim status: under review", "Claim status: paid"),
    # --- ranks, grades, levels, scores ---
    ("Rank: Gold II", "Rank: Platinum IV, finally out of gold"),
    ("Karate: green belt", "graded to blue belt on Sunday"),
    ("Piano: passed grade 3", "passed grade 4 piano with merit!"),
    ("Chess.com rapid rating 1450", "rapid 1512 now"),
    ("Lead score: 40", "Lead score: 72 (opened three emails, booked demo)"),
    ("Account level 34 in Destiny", "hit level 40 on the weekend"),
    ("League table: we're 3rd in Division 2", "we're top of Division 2 now after beating Harriers"),
    ("Waiting list position: 14", "Council letter: you are now number 6 on the housing list"),
    ("Swimming: Stage 5", "Ava moved up to Stage 6 at swimming"),
    ("Climbing: I'm climbing V3s", "sent my first V4 today"),
    # --- counts, balances, streaks ---
    ("Duolingo streak: 120 days", "streak's at 200 now 🔥"),
    ("YouTube channel: 1.2k subscribers", "hit 2k subs on the channel!!"),
    ("Deposit savings: £8,000", "deposit fund is at £11,500"),
    ("Half marathon PB: 1:52", "new half PB, 1:47 at Bristol"),
    ("Weight: 82 kg", "Weight: 79 kg at Monday weigh-in"),
    ("Rent: £950 a month", "Landlord letter: rent will be £1,010 a month from 1 April"),
    ("Steps goal: 8,000 a day", "bumped my daily steps goal to 10,000"),
    ("Student loan balance: £31,200", "student loan down to £29,850 on the latest statement"),
    ("Salary: £38k", "got my raise, I'm on £41.5k now"),
    ("Sourdough starter is on day 5.", "starter's on day 9 and finally doubling"),
    ("Seedlings: 24 tomato plants", "down to 18 tomato plants after the slugs and the thinning"),
    ("Days sober: 45", "90 days sober today"),
    ("Books read this year: 12", "book 15 of the year done"),
    ("I work four days a week.", "back to five days a week since the restructure"),
    ("Mileage on the van: 84,000", "van's on 91,300 miles at the MOT"),
    ("Monthly phone bill: £18", "phone bill went up to £19.60 with the April price rise"),
]

UPDATES += [
    ("息子は3歳です。", "息子は昨日で4歳になりました。"),  # lang: ja
    ("아이폰 iOS 17 쓰고 있어요", "iOS 18로 업데이트했어요"),  # lang: ko
    ("ลูกสาวอายุ 5 ขวบ", "ลูกสาวเพิ่งครบ 6 ขวบเมื่อวาน"),  # lang: th
    ("وزني 90 كيلو.", "وزني الآن 84 كيلو."),  # lang: ar
    ("मेरी दवा की डोज़ 5 mg है।", "डॉक्टर ने डोज़ बढ़ाकर 10 mg कर दी है।"),  # lang: hi
    ("Η παραγγελία μου είναι σε αποστολή.", "Η παραγγελία μου παραδόθηκε σήμερα το πρωί."),  # lang: el
    ("Донці 11 років.", "Донці вже виповнилося 12."),  # lang: uk
    ("Đơn xin visa của tôi đang được xét duyệt.", "Visa của tôi đã được duyệt rồi."),  # lang: vi
    ("Kiram 12.000 TL.", "Ev sahibi kirayı 15.000 TL'ye çıkardı."),  # lang: tr
    ("Tabungan nikah: 20 juta", "Tabungan nikah sekarang sudah 35 juta."),  # lang: id
    ("Mam pomarańczowy pas w judo.", "Zdałam egzamin, mam już zielony pas."),  # lang: pl
    ("Minha média na faculdade é 7,5.", "Minha média subiu para 8,2 neste semestre."),  # lang: pt
    ("Hunden väger 12 kilo.", "Hunden väger 14 kilo nu."),  # lang: sv
    ("Hakemukseni on käsittelyssä.", "Hakemukseni on hyväksytty."),  # lang: fi
    ("Verze aplikace: 2.4", "Aplikace se aktualizovala na verzi 2.5."),  # lang: cs
    ("אני בשבוע 30 להריון.", "הגעתי לשבוע 34."),  # lang: he
    ("Mtoto wangu ana miaka 2.", "Mtoto wangu ametimiza miaka 3 leo."),  # lang: sw
]

UPDATES += [
    ("주문 상태: 배송 준비 중", "주문 상태: 배송 완료"),  # lang: ko
    ("Mam 27 poziom w grze.", "Wbiłem 30 poziom w grze."),  # lang: pl
    ("Minha filha tem 9 meses.", "Minha filha fez 1 aninho!"),  # lang: pt
    ("Nhà tôi đang đổ móng.", "Nhà tôi đã xây xong phần thô."),  # lang: vi
]

COMPATIBLE: list[tuple[str, str]] = [
    # --- voice-assistant transcripts: near-misses ---
    ("Hey Zeus, remember my dentist is Dr. Okafor over on Birch Street.", "uh, the dentist, Okafor, she's moving the surgery to, um, the other end of Birch Street in June"),
    ("Okay, saving: home address 41 Carrow Lane.", "uh wait, add the postcode, it's N-R-two, four-A-B"),
    ("My car is a silver Honda Jazz.", "um, the Jazz is in for a service so I've got a, uh, a loaner Corsa till Thursday"),
    ("I take the 8:10 train into work.", "so, uh, strike tomorrow, I'll have to get the bus, just tomorrow though"),
    ("Remember that my sister lives in Cork.", "my sister's, um, thinking about moving to Dublin next year maybe, not sure"),
    ("My favourite pizza is margherita.", "oh and, uh, favourite pasta, that's carbonara, obviously"),
    ("I bank with Monzo.", "uh, I also opened a, um, a Chase savings account, for the interest"),
    ("Set my wake-up alarm: weekdays at quarter to seven.", "hey, just for tomorrow, wake me at five, I've got an early flight"),
    ("Remember my husband's name is Farid.", "and, uh, my brother-in-law, his name's Karim, no wait, K-A-R-I-M, not with two e's"),
    ("My son's football practice is on Wednesdays.", "uh, this Wednesday it's cancelled 'cause of the frost, back to normal next week"),
    ("I'm on day shifts on the ward.", "um, I'm covering one night shift on Saturday for a colleague, just the once"),
    ("Remember I'm allergic to peanuts.", "um, also shellfish, I'm allergic to shellfish too"),
    ("My wife is Anneke.", "Anneke's, uh, she got promoted to head of department, remind me to get her flowers"),
    ("I live at forty-one Carrow Lane.", "I live at 41 Carrow Lane, yeah, the forty-one"),
    ("Grandma's care home is Larkspur Court.", "uh, Larkspur Court changed visiting hours, it's two till six now"),
    # --- lower-case chat / SMS ---
    ("my bday is march 13", "bday is 13/03 btw if ur doing the calendar"),
    ("livin w my mum in york", "mum's goin to spain for 2 wks so got the house to myself lol"),
    ("me n sam r engaged!!!", "sam's sister just got engaged too haha double wedding year"),
    ("i go by jessamy", "jessamy but my nan still calls me jessie, i dont mind from her"),
    ("doin deliveroo full time", "might apply at the royal mail depot, deliveroo pays rubbish"),
    ("im allergic to cats", "also dust mites apparently, did the skin prick test"),
    ("my phone no is 07700 900 874", "work phone is 07700 900 115 but dont give that one out"),
    ("i dont drink alcohol", "had a sip of champagne at the wedding for the toast, still dont drink tho"),
    ("gym is the climbing wall on Fitz st", "climbing wall is closed for resurfacing til friday ugh"),
    ("my bf is called ollie", "ollies brother is also called danny lol confusing"),
    ("we're having a girl!!", "shes due in july, 14th is the date they gave us"),
    ("i live in flat 2d", "flat 2d is top floor btw, no lift sorry"),
    ("wedding venue is the botanic gardens", "should we do the ceremony in the glasshouse or on the lawn? cant decide"),
    ("i work from home mondays and fridays", "in the office this friday for the away day, wfh as usual after"),
    ("vegan 2 yrs now", "my dad went vegan too!! took him long enough"),
    ("fav colour is green", "painted the bedroom green, obvs"),
    ("i used to live in leeds", "live in york now, been here 3 yrs"),
    # --- customer-support chat logs ---
    ("Customer: my account email is kmarsh.home@mail.test", "Customer: can you also add kmarsh.work@mail.test as a billing contact?"),
    ("Agent note: customer is on Unlimited Plus.", "Customer: is there a cheaper plan? just asking, not changing yet"),
    ("Customer: ship to 9 Hollins Court please", "Customer: for this one order only, send it to my office at 4 Dene Street"),
    ("Agent note: customer prefers contact by email.", "Customer: you can phone me today about the outage, I'm around till 5"),
    ("Customer: I have the white Hub 6 router.", "Customer: the Hub 6 keeps dropping wifi in the evenings"),
    ("Agent: I see the account holder is Ruth Fenwick.", "Customer: my son Ben is allowed to talk to you about the account too"),
    ("Customer: I pay by card each month.", "Customer: my card expires next month, I'll update it when the new one comes"),
    ("Agent note: customer's broadband speed is 500 Mb.", "Customer: the speed test says 480 on wifi, is that normal?"),
    ("Customer: my order number is 58213.", "Customer: I placed another order, 58290, for the charger"),
    ("Agent note: customer lives in Glasgow.", "Customer: my mum in Paisley wants to switch to you too"),
    # --- CRM / contact-card edits ---
    ("Contact: Priya Raman | Title: Head of Operations | Veltrax", "Contact: Priya Raman | Mobile added: 07700 900 641"),
    ("Company: Dunmore Fabrication | Phone: 0161 496 0990", "Company: Dunmore Fabrication | Note: switchboard closed 12:30-13:30"),
    ("Account owner for Halden Foods: Bea Okoro", "Halden Foods: Bea Okoro is on leave 2-13 June, Marcus covering"),
    ("Contact: Joel Varga | Employer: Corvane Freight", "Note: Joel Varga previously worked at Sunfield Logistics (2019-2025)"),
    ("Contact: Halden Foods HQ, Leeds", "Halden Foods acquired by Nordmark Group; HQ and contacts unchanged"),
    ("Contact: Maria Sousa | Preferred name: Maria", "Contact: Maria Sousa | Pronounced mah-REE-ah"),
    ("Deal: Veltrax renewal, owner Priya", "Deal: Veltrax upsell (new opportunity), owner Sam"),
    ("Contact: Dr. Amit Shah | Title: CTO", "Contact: Dr. Amit Shah | Title: CTO | LinkedIn updated"),
    # --- medical intake forms ---
    ("Current medications: levothyroxine 75 mcg daily", "Current medications: levothyroxine 75 mcg daily; vitamin D 1000 IU"),
    ("Smoker: no, quit January 2026", "Past smoking history: about 10/day from 2008 until January 2026"),
    ("Primary care physician: Dr. Nwosu, Riverside Health Centre", "Seen today by locum Dr. Berg (Dr. Nwosu on annual leave)"),
    ("Blood type: O+", "Blood type: O positive"),
    ("Emergency contact: Grace Ridley (daughter)", "Second emergency contact: Ian Ridley (son), 07700 900789"),
    ("Allergies: penicillin", "Allergies: penicillin (rash); also latex"),
    ("Height: 172 cm", "Height: 5 ft 7.7 in"),
    ("Weight: 70 kg", "Weight: 11 st 0 lb"),
    ("Occupation: bus driver", "Occupation: bus driver (nights); shift work noted"),
    ("Alcohol: 4 to 6 units a week", "Patient asks whether cutting out alcohol would help sleep"),
    ("Pharmacy: Allcare Pharmacy, Dale Road", "Allcare Pharmacy closed Sunday; emergency supply from Boots this weekend"),
    ("Diet: vegetarian", "Patient's partner is vegan; patient remains vegetarian"),
    # --- parents' group chat ---
    ("Year 4 swimming is on Thursdays", "no swimming this thursday, pool maintenance, back next week"),
    ("Leo's class teacher is Ms Dube", "Ms Dube off sick today, supply teacher in, Mr Kaye"),
    ("pickup is 3:05", "early finish friday, pickup 1:30 for the last day of term"),
    ("Ava gets the school bus", "ava's bus was late again, 20 mins!!"),
    ("PTA chair is Kemi", "kemi says could someone volunteer to run the cake stall?"),
    ("Noah has packed lunches", "noah's best mate now also has packed lunches, so he's happy"),
    ("Isla is in Year 2, Mrs Kaur's class", "mrs kaur's class are going on a farm trip on the 9th, isla is SO excited"),
    ("the school is St Bede's", "St Bede's is becoming an academy next year, same site, same staff they say"),
    ("Reading book: Biff and Chip stage 4", "reading book today was Biff and Chip stage 4 again lol, the one with the dragon"),
]

COMPATIBLE += [
    # --- sports club rosters ---
    ("Roster: #9 Daniel Orr, centre-back", "Roster: #9 Daniel Orr, vice-captain for the cup run"),
    ("Club captain: Ife Adeyemi", "Ife is injured for three weeks, Tom will wear the armband till she's back"),
    ("I swim three mornings a week.", "also started parkrun on saturdays"),
    ("Under-12s coach: Steph", "Steph's doing her Level 2 coaching badge this spring"),
    ("Training: Thursdays 6:30 at the leisure centre 3G", "Training this Thursday moved to 7:30, the pitch is booked earlier, one week only"),
    ("Ella's shirt number is 7", "ella scored twice on saturday in the number 7 shirt!"),
    ("Subs are £30 a term.", "Subs for the summer tournament are separate, £10 per player"),
    ("Our ground is Ridgeway Park.", "Cup semi is at a neutral ground, Hollins Rec, away end"),
    ("Roster: Jamal Price, goalkeeper", "Roster: Jamal Price, goalkeeper; Reece Dunn added as second keeper"),
    ("I play left back for the Sunday league team.", "played right back on sunday cos we were short, hated it"),
    # --- travel itineraries ---
    ("Itinerary: Day 3, overnight in Interlaken", "Itinerary: Day 3 optional excursion to Jungfraujoch, 08:15 train"),
    ("Hotel in Porto: Pensao Lumiar, 12-15 June", "Pensao Lumiar check-in is from 3pm, we land at 11 so we'll drop the bags"),
    ("Return flight Monday 07:30 from Faro", "Return flight departs 7:30 am Monday from FAO"),
    ("We're going to Madeira in August.", "we'd love to do the Azores one year too"),
    ("Seat: 11A window", "Outbound seat 11A; return seat not chosen yet"),
    ("Car hire from Faro airport, Europcar", "Europcar added a second driver, my partner Lisa"),
    ("Flight lands at Gatwick at 18:40.", "flight lands at Gatwick 6.40pm, North Terminal"),
    ("Itinerary: Day 5, Florence", "Day 5: Uffizi booked for 10:00"),
    ("We used to holiday in Cornwall every year.", "this year it's the Lake District, first time"),
    # --- landlord / tenant ---
    ("Rent is due on the 15th.", "Landlord: this month only, pay on the 20th because of the bank changeover, back to the 15th after"),
    ("bins go out wednesday night", "bank holiday week so bins are thursday this time"),
    ("My landlord is Brightstone Lettings.", "Brightstone Lettings changed their office address to 3 Kerr Street"),
    ("Tenant: the boiler is a Vaillant ecoTEC", "Landlord: annual boiler service booked for Tues 10am"),
    ("Pets are allowed in the flat with a deposit.", "Landlord: any chance you'll be getting a dog? just asking for the inventory"),
    ("Parking space: bay 11", "visitor can use bay 14 this weekend, neighbour's away"),
    ("The flat has two bedrooms.", "second bedroom is tiny, more of a box room really"),
    ("Tenant: I pay the water bill directly.", "Tenant: water bill went up, is that normal for this street?"),
    ("Letting agent contact: Idris at Parkside Lets", "Idris's direct line is 0113 496 0212"),
    ("Tenancy: 12-month fixed term from 1 Sept", "Landlord: would you want to renew in September? No pressure, just let me know"),
    # --- code review / commit messages / repo facts ---
    ("Default branch is main.", "chore: protect main, require one approving review"),
    ("We use Vitest for the frontend tests.", "test: add Playwright for end-to-end tests alongside the Vitest unit suite"),
    ("CODEOWNERS: /billing owned by @team-payments", "CODEOWNERS: /billing/refunds also owned by @lferris"),
    ("Infra PRs are reviewed by Mei.", "Mei is out next week, please hold non-urgent infra PRs"),
    ("Docs site is built with MkDocs Material.", "RFC: should we move docs to Docusaurus? Comments welcome, nothing decided"),
    ("Deploys go out on Tuesdays.", "hotfix: emergency deploy on Friday for the login bug, normal schedule resumes Tuesday"),
    ("The API uses OAuth bearer tokens.", "docs: clarify that OAuth bearer tokens expire after one hour"),
    ("Lint config: ruff", "ci: enable ruff's isort rules (I)"),
    ("fix: timeout default is 10s", "feat: allow overriding the timeout via TIMEOUT_SECONDS"),
    ("Release manager for 4.x: Oskar", "Release manager for 5.x: Imogen"),
    ("The monorepo uses pnpm.", "revert \"chore: try bun for installs\" (back on pnpm, experiment only)"),
    ("We target Python 3.12.", "CI also runs a 3.13 job, allowed to fail, just to see"),
    ("Staging DB host is pg-staging-eu-2", "fix typo in README: pg-stagng-eu-2 -> pg-staging-eu-2"),
    # --- config / key: value ---
    ("timezone: Asia/Singapore", "timezone_display: SGT (UTC+8)"),
    ("editor: helix", "editor_theme: catppuccin"),
    ("preferred_language: pt-BR", "secondary_language: en"),
    ("units: metric", "temperature_unit: celsius"),
    ("notify_via: push", "quiet_hours: 22:00-07:00"),
    ("home_airport: BRS", "# trip override: depart from LHR for the Tokyo trip only"),
    ("dietary: vegetarian", "dietary_notes: no mushrooms"),
    ("shell: fish", "aliases: gs='git status'"),
    # --- diary entries ---
    ("I'm vegetarian.", "Diary: made a mushroom wellington for Christmas, proud of it"),
    ("Diary: started at Oakmere Academy this term.", "Diary: Oakmere gave me the Year 9 tutor group on top of my classes"),
    ("I'm with Marta.", "Diary: Marta's away in Lisbon for work all week, the flat is quiet"),
    ("Journal: learning guitar.", "Journal: maybe I should try ukulele too? it looks fun"),
    ("I sleep on the right side of the bed.", "Diary: fell asleep on the sofa again last night, oops"),
    ("Diary: I used to be terrified of flying.", "Diary: flew to Rome alone today, barely noticed the take-off"),
    ("I run every morning before work.", "Diary: skipped my run today, it was hammering down"),
    ("I'm teetotal.", "Diary: everyone at the party was drinking, I stuck to lime and soda"),
    # --- minutes of meetings ---
    ("Resolved: the AGM will be held on 19 March at St Aidan's Hall.", "Action: Paul to book the urn and chairs for the AGM on 19 March"),
    ("Treasurer: Paul Marr", "Minutes: Paul Marr presented the accounts; approved unanimously"),
    ("Fundraising sub-committee chair: Oliver", "Proposed: Oliver to also chair the summer fete committee. Deferred to next meeting."),
    ("Membership is free.", "Proposed by Jan: reintroduce a small fee next year? Motion fell, no seconder."),
    ("Committee meets on the last Thursday of the month.", "December meeting brought forward to 18 Dec because of Christmas, one-off"),
    ("Secretary: Aileen", "Correction to the minutes of 3 May: the quorum was 7, not 6"),
    ("Resolved: the club owns a Mountfield mower.", "Resolved: the Mountfield mower is to be serviced in April"),
    # --- dating-profile edits ---
    ("Looking for: something casual", "Prompt added: 'My ideal Sunday: long walk, pub roast, early night'"),
    ("Height: 5'7\"", "Height: 170 cm"),
    ("Job: paramedic", "Job: paramedic (East Midlands Ambulance Service)"),
    ("Drinks: never", "First date idea: coffee or a board game café"),
    ("Languages: English, Spanish", "Languages: English, Spanish, and a bit of Welsh"),
    ("Pets: one dog, Dottie", "Pets: Dottie and a new rescue cat, Pip"),
    # --- pet care ---
    ("Biscuit eats Hill's z/d.", "bought a bigger bag of Biscuit's z/d, 7.5 kg lasts ages"),
    ("Our vet is Paws & Claws on Mill Road.", "Paws & Claws is closed Sunday, emergency vet is Vets Now on Hythe Road"),
    ("Mochi is a girl.", "mochi's getting spayed on Tuesday"),
    ("We have two cats, Mochi and Pepper.", "my mum adopted their brother from the same litter, a ginger lad called Toast"),
    ("Pepper gets walked by Conor on weekdays.", "Conor's off sick, his colleague Amy is walking Pepper today"),
    ("Luna sleeps on our bed.", "luna slept in the garden shed last night because of the fireworks"),
    ("Juno is a greyhound.", "Juno's a retired racer, she used to race at Romford"),
    ("Biscuit is 4 kg.", "Biscuit weighs 8.8 lb"),
    ("Our dog Pepper is a beagle.", "my neighbour just got a beagle puppy too, Pepper's new best mate"),
]

COMPATIBLE += [
    # --- gardening / allotment ---
    ("Our allotment is plot 12A.", "plot 12A's water trough is leaking, told the committee"),
    ("The greenhouse heater is electric.", "might add a second heater if we get another hard frost, we'll see"),
    ("The tomatoes are on a drip timer.", "the timer's set for 6am and 7pm, 10 minutes each"),
    ("I grow potatoes and onions on the allotment.", "put in a row of garlic this autumn as well"),
    ("We used to have a vegetable patch at the old house.", "now we just have pots on the balcony"),
    ("My favourite rose is 'Gertrude Jekyll'.", "planted a 'Munstead Wood' next to the Gertrude Jekyll, looks lovely"),
    ("Allotment rent is due in October.", "Allotment society newsletter: AGM in October, same night as rent collection"),
    # --- gaming ---
    ("My Overwatch main is Kiriko.", "played a couple of Mercy games last night because we had no healer, back to kiriko"),
    ("Gamertag: quietfox", "my steam name is also quietfox, add me"),
    ("I play on PC.", "borrowing my cousin's switch this weekend for mario kart"),
    ("I'm in the guild Salt & Thistle.", "Salt & Thistle just cleared the new raid on normal!"),
    ("Favourite game of all time: Hollow Knight.", "Silksong is finally out, playing it all week"),
    ("I'm playing Baldur's Gate 3 at the moment.", "also dipping into Balatro on the train"),
    ("My Minecraft server is hosted on Apex.", "thinking of moving the server to a cheaper host, any recommendations?"),
    # --- band / music ---
    ("I drum for Low Orchard.", "I'm depping on drums for Kittiwake at their Friday gig, one-off"),
    ("Our bassist is Nadia.", "Nadia also plays cello on two of the new songs"),
    ("We rehearse in Priya's garage.", "Priya's garage is getting a new door so we're at Bunker just this Sunday"),
    ("Our band is called Hollow Pines.", "there's a band in Ohio also called Hollow Pines, awkward"),
    ("I play a Fender Jazz bass.", "bought a cheap fretless as a second bass"),
    ("I used to sing in a choir at school.", "these days I only sing in the car"),
    # --- volunteering ---
    ("I volunteer at the food bank on Thursday evenings.", "covering a Saturday morning at the food bank this week because they're short"),
    ("Food bank coordinator: Rashid", "Rashid's asking if anyone can drive the van on the 12th"),
    ("I'm a parkrun volunteer, usually timekeeper.", "I was tail walker this week for a change"),
    ("I volunteer with the Samaritans.", "my friend Gita's started volunteering with Shelter"),
    ("I read to kids at the library on Saturdays.", "I'd love to start a teen book club at the library too, must ask"),
    # --- work / careers near-misses ---
    ("I work at Corvane Freight in operations.", "Corvane just opened a second depot in Hull"),
    ("My manager is Dev Patel.", "Dev's manager is Sara Lind, she's the director"),
    ("I'm a data analyst.", "I'm doing a data engineering course at night, might move into that eventually"),
    ("I work four days a week.", "I'm doing five days this week because of the audit, back to four after"),
    ("My job title is Senior Designer.", "Senior Designer in the brand team, not product"),
    ("I work at Harbrook Freight.", "Harbrook Freight got bought by a Dutch group, the name and my job stay the same"),
    ("I'm a teacher.", "my wife just left teaching to become a paralegal"),
    ("I got the job at Veltrax.", "if I'd taken the Corvane offer I'd be commuting to Hull, so glad I didn't"),
    ("Office: 3rd floor, Kestrel House", "I'm hot-desking on the 5th floor today, the 3rd is being painted"),
    # --- relationships, family ---
    ("I'm engaged to Sam.", "Sam and I are arguing about the guest list again lol"),
    ("My husband is Farid.", "Farid's brother Karim and his wife are moving in with us for a month"),
    ("I have two kids, Leo and Isla.", "Leo's best friend is a boy called Arlo"),
    ("My best friend is Maya.", "Maya's got a new boyfriend, Tobi, he seems nice"),
    ("My sister lives in Cork.", "my brother moved from Cork to Limerick"),
    ("I'm divorced.", "my ex-husband remarried last year"),
    ("We split up in June.", "Diary: it's been five months since the breakup, feeling better"),
    ("My dad is retired.", "Dad's retirement do was lovely, forty years at the post office"),
    # --- health and habits ---
    ("I'm vegan.", "I'm vegan, plant-based, whatever you want to call it"),
    ("I take sertraline 100 mg.", "forgot my sertraline yesterday, took today's as normal"),
    ("I don't drink coffee.", "I drink a lot of green tea though"),
    ("I quit smoking in January.", "my partner's trying to quit smoking now too"),
    ("I'm short-sighted, -3.5 in both eyes.", "trying contact lenses for the first time next week, still keeping my glasses"),
    ("I'm allergic to shellfish.", "is crab shellfish? asking for the menu"),
    ("I have asthma.", "had a chest infection last week, asthma was worse than usual"),
    ("I'm type 1 diabetic.", "switching from finger pricks to a Libre sensor next month"),
    # --- homes, money, admin ---
    ("I live in Walthamstow.", "we're renting out the spare room in Walthamstow to a student"),
    ("We rent in Hackney.", "the landlord in Hackney is selling, we might have to move in spring"),
    ("I bank with Monzo.", "Monzo's app was down all morning, couldn't pay for lunch"),
    ("Our energy supplier is Octopus.", "my parents switched to Octopus too after I kept going on about it"),
    ("My car is a Kia Niro.", "the Niro's due its first MOT in May"),
    ("Council tax band: C", "council tax went up 5% this year"),
    ("We have a joint account at Nationwide.", "I opened a personal ISA at Nationwide as well"),
    ("My phone is a Pixel 8.", "my work phone is an iPhone SE"),
    # --- appointments, schedules, one-off events ---
    ("Dentist appointment: Wednesday at 2pm.", "dentist at 14:00 on Weds, don't forget"),
    ("Book club meets the first Monday of the month.", "book club this month is at Hannah's, not the library"),
    ("Choir rehearsal is Tuesdays at 7.", "choir's doing an extra rehearsal Saturday before the concert"),
    ("Moving day is next Saturday.", "moving day: van's booked for 8am, keys at 10"),
    ("The kids' dentist is Monday at 9:15.", "should I take Isla out of school for the whole morning for the dentist?"),
    ("I have therapy on Wednesdays.", "my therapist's on holiday the next two Wednesdays"),
    ("I'm meeting the builders tomorrow.", "the builders also want to see the loft while they're here"),
    ("My birthday is 13 March.", "my partner's birthday is 31 March, we always mix them up"),
    ("My birthday is 13 March.", "birthday is the 13th of March, yeah, a Friday this year"),
    # --- correction idioms aimed at something OLD does not state ---
    ("I live at 41 Carrow Lane.", "correction: the postcode is NR2 4AB, I wrote NR2 4BA earlier"),
    ("My email is kmarsh.home@mail.test", "sorry, typo in my last message: the meeting is Tuesday not Thursday"),
    ("Leo's class teacher is Ms Dube.", "scratch what I said about the trip, it's to the science museum not the zoo"),
    ("I drive a Kia Niro.", "actually, my wife's car is the Golf, not a Polo, I always mix that up"),
    ("Our vet is Paws & Claws.", "turns out Pepper's not overweight, the scales were off"),
    ("I work at Corvane Freight.", "as of Monday Corvane has a new canteen, finally"),
    ("My band is Hollow Pines.", "no wait, the gig is at the Fleece, not the Louisiana"),
    ("Gym: the climbing wall on Fitz Street.", "no 6am slot anymore on Sundays, they've stopped early opening"),
    ("I'm vegetarian.", "I was wrong about the soup, it's vegetable stock, so I can have it"),
    ("My phone number is 07700 900 874.", "I got the digits of Mum's number wrong before, it's 01632 960 508"),
    ("Treasurer: Paul Marr", "Amended: the date of the next meeting is 4 June, not 11 June"),
    ("Default branch is main.", "fix: correct the broken link in CONTRIBUTING.md"),
    ("Training is Thursdays at 6:30.", "correction on the kit: it's the blue away shirts this week, not red"),
    ("I'm allergic to peanuts.", "turns out the rash last week was from the washing powder, not food"),
    ("My manager is Dev Patel.", "correction, Dev's surname is spelled Patel with one l, my typo in the email"),
]

COMPATIBLE += [
    # --- Japanese ---
    ("私の誕生日は5月13日です。", "誕生日は5/13だよ、カレンダーに入れといて"),  # lang: ja
    ("横浜の物流会社で働いています。", "来週だけ大阪の支店に出張です。"),  # lang: ja
    ("犬の名前はコタロウです。", "妹も犬を飼い始めました。名前はモモです。"),  # lang: ja
    ("ベジタリアンです。", "夫は最近、お肉をやめようかなと言っています。"),  # lang: ja
    ("えーと、市民プールに週2回通っています。", "今週はプールが点検中なので休みです。"),  # lang: ja
    # --- Korean ---
    ("부산에 살아요.", "다음 주에 서울로 3일 동안 출장 가요."),  # lang: ko
    ("이서연 선생님이 제 담당 의사예요.", "이서연 선생님은 내과 전문의세요."),  # lang: ko
    ("최유나 팀장님이 우리 팀장이야", "최유나 팀장님 이번 주 휴가라서 박 과장님이 대신 결재해요"),  # lang: ko
    ("저는 땅콩 알레르기가 있어요.", "새우 알레르기도 있어요."),  # lang: ko
    ("커피를 하루에 두 잔 마셔요.", "커피 끊을까 고민 중이에요."),  # lang: ko
    # --- Thai ---
    ("ฉันทำงานที่บริษัทประกัน", "บริษัทประกันที่ฉันทำงานเพิ่งย้ายออฟฟิศไปสีลม"),  # lang: th
    ("เบอร์โทรของฉันคือ 089 765 4321", "เบอร์ที่ทำงานคือ 02 123 4567"),  # lang: th
    ("ฉันคบกับเจมส์", "เจมส์เพิ่งได้งานใหม่ที่เชียงใหม่ เราจะคบกันแบบทางไกล"),  # lang: th
    ("ฉันกินมังสวิรัติ", "อยากลองกินเจช่วงเทศกาลกินเจปีนี้ด้วย"),  # lang: th
    # --- Arabic ---
    ("أسكن في دبي.", "أخي انتقل إلى أبوظبي."),  # lang: ar
    ("طبيبة الأسنان الخاصة بي هي الدكتورة ليلى.", "الدكتورة ليلى في إجازة هذا الأسبوع، سأراجع طبيباً آخر مؤقتاً."),  # lang: ar
    ("أتكلم العربية والإنجليزية.", "وأتعلم الفرنسية أيضاً."),  # lang: ar
    ("عيد ميلادي في ٣ مايو.", "عيد ميلادي ٣/٥، لا تنسَ!"),  # lang: ar
    # --- Hindi ---
    ("मेरा ऑफिस नोएडा में है।", "इस हफ़्ते मैं घर से काम कर रहा हूँ।"),  # lang: hi
    ("मैं चाय नहीं पीता।", "मेरी पत्नी रोज़ दो कप चाय पीती है।"),  # lang: hi
    ("मेरी बेटी केंद्रीय विद्यालय में पढ़ती है।", "बेटी के स्कूल में अगले हफ़्ते वार्षिक समारोह है।"),  # lang: hi
    ("मुझे हिंदी और अंग्रेज़ी आती है।", "थोड़ी-थोड़ी मराठी भी आती है।"),  # lang: hi
    # --- Greek ---
    ("Μένω στην Αθήνα.", "Σκέφτομαι να μετακομίσω στην Κρήτη κάποια μέρα."),  # lang: el
    ("Η γιατρός μου είναι η κ. Νικολάου.", "Η κ. Νικολάου είναι καρδιολόγος στον Ευαγγελισμό."),  # lang: el
    ("Η γάτα μας λέγεται Κανέλα.", "Η Κανέλα είναι πέντε χρονών."),  # lang: el
    ("Δουλεύω ως λογίστρια.", "Η αδερφή μου παραιτήθηκε από τη δουλειά της."),  # lang: el
    # --- Ukrainian ---
    ("Я працюю перекладачкою у Львові.", "Цього тижня я у відрядженні у Варшаві."),  # lang: uk
    ("Мій номер телефону 093 765 43 21.", "Робочий номер: 032 123 45 67."),  # lang: uk
    ("Моя улюблена страва - вареники.", "Вчора вперше зліпила вареники з вишнями."),  # lang: uk
    ("Я вегетаріанка.", "Мій чоловік теж хоче стати вегетаріанцем."),  # lang: uk
    # --- Vietnamese ---
    ("Tôi sống ở Sài Gòn.", "Tết này tôi về quê ở Huế một tuần."),  # lang: vi
    ("Bác sĩ của tôi là bác sĩ Lê.", "Bác sĩ Lê khám vào thứ Hai và thứ Năm."),  # lang: vi
    ("em an cay duoc", "em thich an bun bo hue lam"),  # lang: vi
    ("Tôi làm kế toán.", "Chồng tôi vừa chuyển sang làm lập trình viên."),  # lang: vi
    # --- Turkish ---
    ("Ankara'da oturuyorum.", "Gelecek yıl İstanbul'a taşınmayı düşünüyoruz."),  # lang: tr
    ("Eşimin adı Ebru.", "Ebru'nun kız kardeşinin adı Elif."),  # lang: tr
    ("Sigarayı bıraktım.", "Babam hâlâ sigara içiyor."),  # lang: tr
    ("Doğum günüm 5 Ekim.", "Doğum günüm 05.10, unutma!"),  # lang: tr
    # --- Indonesian ---
    ("Saya kerja di Surabaya.", "Minggu depan saya dinas ke Jakarta tiga hari."),  # lang: id
    ("aku udah gak vegetarian", "adikku baru jadi vegetarian"),  # lang: id
    ("Nomor WA saya 0813 9876 5432.", "Nomor kantor saya 031 555 0123."),  # lang: id
    ("Saya punya dua kucing.", "Kucing saya namanya Oyen dan Mochi."),  # lang: id
    # --- Polish ---
    ("Mieszkam we Wrocławiu.", "W przyszłym tygodniu jadę na delegację do Gdańska."),  # lang: pl
    ("Moją szefową jest pani Zielińska.", "Pani Zielińska jest na urlopie do piątku, zastępuje ją pan Wójcik."),  # lang: pl
    ("Nie mamy już psa.", "Może kiedyś weźmiemy kota ze schroniska."),  # lang: pl
    ("Jestem uczulona na orzechy.", "Mam też alergię na pyłki brzozy."),  # lang: pl
    ("Gram na gitarze.", "Kiedyś grałam na skrzypcach, w podstawówce."),  # lang: pl
    # --- Portuguese ---
    ("Trabalho numa startup de pagamentos.", "A startup foi comprada pelo Itaú, mas continuo lá no mesmo cargo."),  # lang: pt
    ("Torço pro Fluminense.", "meu filho torce pro Vasco, fazer o quê"),  # lang: pt
    ("Moro no Porto.", "Estou em Lisboa só esta semana, a trabalho."),  # lang: pt
    ("Eu uso iPhone.", "Meu notebook do trabalho é Windows."),  # lang: pt
    ("Meu aniversário é 2 de novembro.", "aniversário dia 02/11, anota aí"),  # lang: pt
    # --- Swedish ---
    ("Jag jobbar på Ericsson i Stockholm.", "Jag jobbar hemifrån resten av veckan."),  # lang: sv
    ("Jag bor ensam.", "Min syster har flyttat ihop med sin pojkvän."),  # lang: sv
    ("Vi har ingen bil.", "Vi lånar pappas bil i helgen."),  # lang: sv
    ("Jag pratar svenska och engelska.", "Jag läser spanska på kvällskurs också."),  # lang: sv
    # --- Finnish ---
    ("Asun Oulussa.", "Olen Helsingissä työmatkalla tämän viikon."),  # lang: fi
    ("Lääkärini on tohtori Korhonen.", "Tohtori Korhonen on lomalla, näin tänään sijaisen."),  # lang: fi
    ("Juon kolme kupillista kahvia päivässä.", "Vaimoni lopetti kahvin juomisen."),  # lang: fi
    ("Minulla on koira, Nelli.", "Nelli on kolmevuotias labradori."),  # lang: fi
    # --- Czech ---
    ("Pracuju v Praze v bance.", "Banka se přestěhovala do nové budovy na Pankráci."),  # lang: cs
    ("Chodím s Terezou.", "Tereza je tento měsíc na stáži v Berlíně."),  # lang: cs
    ("Jsem vegetarián.", "Můj bratr taky přestal jíst maso."),  # lang: cs
    ("Mám narozeniny 7. června.", "Narozeniny mám 7. 6., tak nezapomeň."),  # lang: cs
    # --- Hebrew ---
    ("אני גר בתל אביב.", "אחותי עברה לירושלים."),  # lang: he
    ("הרופאה שלי היא ד\"ר לוי.", "ד\"ר לוי בחופשה, היום ראיתי רופא מחליף."),  # lang: he
    ("אני מדבר עברית ואנגלית.", "אני גם מדבר קצת רוסית."),  # lang: he
    ("אני לא שותה קפה.", "אני שותה הרבה תה."),  # lang: he
    # --- Swahili ---
    ("Ninaishi Mombasa.", "Wiki hii niko Nairobi kikazi."),  # lang: sw
    ("Mimi ni mwalimu.", "Mke wangu ameanza kazi mpya benki."),  # lang: sw
    ("Nina watoto wawili.", "Mtoto wangu wa kwanza anaitwa Baraka."),  # lang: sw
    ("Ninazungumza Kiswahili na Kiingereza.", "Ninajifunza Kifaransa pia."),  # lang: sw
    # --- mixed-language, as users write ---
    ("My gym is Zdrofit near the office.", "jutro nie idę na siłownię, too tired"),  # lang: en/pl
    ("Mera dentist Dr. Kapoor hai.", "Dr. Kapoor ka clinic Sunday ko band rehta hai"),  # lang: hi-Latn/en
    ("My manager is Suzuki-san.", "鈴木さん is on 出張 to Osaka until Friday"),  # lang: en/ja
    ("I live in Poznań.", "moja siostra też się przeprowadziła do Poznania, so we're neighbours now"),  # lang: en/pl
    ("Sou vegetariana.", "my boyfriend is trying Veganuary, coitado"),  # lang: pt/en
]

COMPATIBLE += [
    # --- form fields: same value, more detail, another field ---
    ("Next of kin: Helen Shaw (sister)", "Next of kin phone: 07700 900 352"),
    ("Marital status: widowed", "Bereavement support: referred to Cruse, first session 3 May"),
    ("Occupation: junior solicitor, Pike & Rowe", "Occupation: solicitor (junior), Pike and Rowe LLP, Bristol office"),
    ("Registered address: 18 Wharf Row, Bristol BS1", "Correspondence address (term time only): Room 4, Hall B, Exeter"),
    ("Preferred pronouns: he/they", "Title: Mx"),
]

COMPATIBLE += [
    ("私は大阪に住んでいます。", "もし東京に転勤になったらどうしよう…"),  # lang: ja
    ("Το αυτοκίνητό μου είναι ένα κόκκινο Fiat.", "Το Fiat είναι στο συνεργείο, οδηγώ ένα δανεικό μέχρι την Πέμπτη."),  # lang: el
    ("Tôi bị dị ứng tôm.", "Tôi cũng bị dị ứng cua nữa."),  # lang: vi
    ("Evcil hayvanım yok.", "Bu hafta komşunun kedisine ben bakıyorum."),  # lang: tr
    ("ฉันสูง 160 เซนติเมตร", "ฉันสูง 1.60 เมตร"),  # lang: th
]
