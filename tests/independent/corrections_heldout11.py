"""Eleventh held-out corpus for the corrects-or-compatible decision (independent author, corp11c).

What it is: three lists of (OLD, NEW) pairs of statements by or about one user, stored one after
the other as memories. OLD is already stored; NEW arrives later.

- CORRECTIONS: NEW replaces OLD; OLD is no longer true, or never was.
- UPDATES: OLD was true when it was said; NEW gives a later state of the same counted, measured
  or staged thing (a dose being stepped up, a PB or 1RM, body weight, resting heart rate, VO2
  max, HbA1c, cholesterol, a pregnancy week, a baby's age and weight, a Couch-to-5k week, a
  step streak, a weight-bearing stage; a visa, ESTA, e-visa, hotel-booking, lost-bag,
  compensation, deposit, refund, mortgage, loan, card-dispute, insurance-claim, council-tax
  review, job-application, PR, incident or migration status; an incident's severity; an app
  version; rent, salary, a tariff, a pension pot, savings, a credit score, an Avios balance, a
  student-loan balance; a team size, an applicant count, OKR progress; a chess, Valorant or
  Elden Ring rating, rank or level, a Duolingo streak, a word count, a reading-challenge count,
  a piano grade, a Pokédex count, shop sales, a Kickstarter total). OLD should be superseded or
  flagged; NEW must be stored.
- COMPATIBLE: both stay true. Most are hard near-misses in the same styles and slots as the
  corrections: a second allergy, language, bank account, card, subscription, insurance policy,
  inhaler, medication for another condition, loyalty scheme, instrument, game or platform; the
  same value in other units or words (1.75 m / 5 ft 9, 150 kg / 330 lb, 40 km / 25 miles, 86 kg
  / 13 st 8, 60 m2 / 650 sq ft, 09:31 / half nine, 17:30 / half five, 7 February / 07/02,
  175センチ / 一メートル七十五, 11:45 / kwart voor twaalf, 3 το μεσημέρι / 15:00, EUR 500 /
  about GBP 430, UK 9 / EU 43, a pace target in min/mile and min/km); a plan, proposal,
  evaluation or quote that fell through (moving the on-site to Porto, Buildkite, us-east-1, a
  Dubai stopover, a Steam Deck, a Churchill quote, a credit-limit rise, a zine deadline that was
  going to move); another person's change (a sister, partner, brother, colleague, another team,
  a manager's manager, a duo partner); a temporary change (this week only, a locum, a covering
  colleague, a one-off night shift, PTO cover, an async stand-up, a cancelled sync, a late
  check-out, a borrowed car, dry January, a late injection when the pharmacy ran out); history
  stated as history; another attribute of the same thing (a surgery's new opening hours, a
  clinic's new unit, a firm's new office, a choir's new director, an app redesign); more
  detail; one-off events; and correction idioms ("actually", "scratch that", "no wait",
  "correction", "my bad", "I got it wrong", "I mixed them up") aimed at something OLD does not
  state.

Labelling rules applied (those of the tenth corpus's docstring, the only rules text read):
- Tense matters. History stated as history is COMPATIBLE. When OLD states the present and NEW
  says it has ended (the band split up, cancelled Spotify, off metformin, stopped keto, closed
  the Twitch channel, the divorce was finalised), it is a CORRECTION, whether or not NEW names a
  replacement.
- A temporary situation (this week only, a locum, PTO cover, a one-off shift or stream, a
  borrowed car) leaves the standing fact true: COMPATIBLE.
- A plan, proposal, evaluation or offer that was dropped changes nothing: COMPATIBLE. When OLD is
  itself a booking or plan (a flight, a seat, a gate, a hotel, a train, a ferry, a transfer, a
  wedding date, a hospital or dentist appointment, a parents' evening, an anniversary dinner, a
  race entry, an exam sitting) and NEW says it moved or another was chosen, the slot was
  replaced: CORRECTION.
- A change that belongs to another person, or to an attribute OLD does not state, is COMPATIBLE
  even with change verbs or correction idioms. A single-valued fact about another person that is
  itself the stored memory (Mum's GP, the brother's city, Grandad's morning carer, Sam's seat
  preference, a child's school or childminder, the landlord) is CORRECTED when NEW replaces it.
- A counted, measured, ranked or staged value that moves on over time without a claim that OLD
  was wrong is an UPDATE, in any language; so is a status advancing through its normal stages
  and a version number moving forward. A dose stepped up is an UPDATE; a medication replaced by
  another for the same condition is a CORRECTION. When NEW says OLD was a typo, a mistake,
  misread or miscounted (an age, a birthday, a shoe size, a daughter's name, a number of
  children, a blood type, a check-in time), it is a CORRECTION.
- A single-valued slot (city, flat, floor, desk, parking space, employer, squad, team, title,
  manager, tech lead, on-call, expense approver, budget owner, stand-up time, release day,
  sprint length, code-freeze time, region, backend language, design tool, tracker, status page,
  staging host, bank, card, lender, insurer, accountant, energy supplier, phone contract,
  broadband, payday, direct-debit day, bill split, budgeting tool, insurance excess, GP,
  dentist, physio, inhaler, training plan, diet, bedtime, dose time, running shoes, watch,
  training days, game main, campaign system, army, novel title, handle, favourite band, anime
  or Doctor, choir section, guitar, cosplay, home airport, meal request, layover, pronouns,
  phone, e-mail, nursery, childminder, school, carer, landlord, activity slot) replaced by a new
  value is a CORRECTION, even with no change word, even when NEW gives only the new value in a
  few words that lean on OLD ("actually Tuesdays now", "it's 4C now not 4B"), and even when a
  partner, parent, agency, letting agent or assistant relays it. A promotion is a CORRECTION of
  the title slot. Meaning-level reversals count: "passed my test this morning" after "no
  licence", "did my first 400m" after "can't swim", "six months smoke-free" after "smokes ten a
  day", "meet Biscuit, our rescue greyhound" after "no pets".
- Multi-valued things (allergies, languages, bank accounts held side by side, cards,
  subscriptions, insurance policies, medications for different conditions, loyalty schemes,
  instruments, games, consoles) gain items without replacing the old one: COMPATIBLE.

Styles this corpus emphasises (chosen to differ from the earlier corpora, which stressed voice
transcripts, SMS, support logs, forms, YAML and commits, minutes, session summaries, journals,
letters, HR, property, academia, runbooks, spreadsheet rows, LLM-extractor facts and triples,
friends' chat, project decisions, customer profiles and family logistics):
(1) short follow-up replies where NEW alone carries the change and leans on OLD's context
("actually Tuesdays now", "nope, she's at Anthropic these days", "it's 4C now not 4B", "got
moved to 31F", "Capaldi's overtaken Tennant for me tbh"); (2) workplace threads in Slack and
Teams style, with @mentions, #channels, :emoji: reactions and reaction counts, thread replies
(↳, "Thread reply:"), @here and @channel announcements; (3) code-switched text (Hinglish in
Latin script, Egyptian Arabizi, Taglish, Spanglish, Franglais) tagged with the non-English
language's code, and learners' English with grammar mistakes and typos ("I am not more in
Leeds", "three childs", "runing", "febuary"); (4) travel and logistics (flights, seats, gates,
hotels, rooms, car hire, ferries, Eurostar, transfers, layovers, passports, visas, ESTA, meal
requests, home airports); (5) health and fitness tracking (doses, training plans, PBs, weights,
diets, sleep, inhalers, CPAP, physio, wearables); (6) finance (banks, cards, lenders, ISAs,
pensions, budgets and budgeting tools, subscriptions, insurance policies and excesses, paydays,
direct debits, credit scores, disputes); (7) games, fandom and creative hobbies (mains, ranks,
campaigns, miniatures, cosplay, fic handles, zines, novels, knitting, choir, bands). Corrections
signal change by a bare new value, negation ("not anymore", "ya no", "not Switch-only anymore"), "no
longer" and its equivalents (ไม่ได้...แล้ว, Уже нет, Már nem, Ikke lenger, Ja no, כבר לא), an
implicit contradiction by meaning, relative dates ("the day after", "pushed back a week",
"brought forward to the 7th", "this weekend instead"), ordinals ("the fifth", "first Saturday of
July", "first Tuesday of the month"), units and sizes (frame 54 -> 56 cm, ring N -> P, UK 8 ->
9), explicit retraction ("typo earlier", "I misread the email", "lost count"), and a change
relayed by someone else (Dad, Mum, a husband, a letting agent, a care agency, an assistant).
About a quarter of the pairs are not in English, from languages little used before: Hindi (hi),
Arabic (ar), Japanese (ja), Korean (ko), Thai (th), Russian (ru), Dutch (nl), Greek (el),
Romanian (ro), Hebrew (he), Persian (fa), Hungarian (hu), Malay (ms), Tagalog (tl), Bengali
(bn), Norwegian Bokmål (nb), Danish (da) and Catalan (ca), plus Spanglish (es) and Franglais
(fr). Within a pair both statements share a language. Every non-English pair carries a
``# lang: xx`` comment (ISO 639-1; code-switched text takes the non-English language's code);
untagged pairs are English, learners' English included.

How it was written: by hand, in one sitting, by an eleventh independent author (a helper
session, corp11c) who read only the task brief, the module docstring of the tenth corpus
(tests/independent/corrections_heldout10.py, the text between its first triple quotes only;
none of its pairs), the [tool.ruff] settings in pyproject.toml, and the opening ~20 turns of
one LoCoMo development conversation (../shared/locomo-dev/43.json) for register. The author did
not read the system's rules (zeusmem/), any other file under tests/ (no other corpus, no
tests/pair_eval.py, no correction, conflict or retraction test), did not grep the repository,
and did not run the system on this corpus; nothing here was fitted to the rules. No LoCoMo or
other dataset text is copied; every pair is written fresh. People, addresses, e-mail addresses
(.test domains), phone numbers (UK 07700 900xxx; invented Korean numbers), hosts, tickets,
incidents and PR numbers are invented; well-known banks, airlines, shops, services, games and
places appear by their usual names as everyday context. Counts below were computed from the
``# lang:`` comments by a throw-away script in /tmp (not committed).

Counts (611 pairs, 155 not in English):
- CORRECTIONS: 225 pairs, 167 English, 58 other: 3 each of ar, bn, ca, da, el, fa, he, hi, hu,
  ja, ko, ms, nb, nl, ro, ru, th, tl; 2 each of es, fr.
- UPDATES: 76 pairs, 57 English, 19 other: 1 each of ar, bn, ca, da, el, es, fa, he, hi, hu, ja,
  ko, ms, nb, nl, ro, ru, th, tl.
- COMPATIBLE: 310 pairs, 232 English, 78 other: 4 each of ar, bn, ca, da, el, fa, he, hi, hu,
  ja, ko, ms, nb, nl, ro, ru, th, tl; 3 each of es, fr.
"""

from typing import List, Tuple

CORRECTIONS: List[Tuple[str, str]] = [
    # --- short follow-ups that lean on OLD ---
    ("My Pilates class is on Mondays at 7pm.", "actually Tuesdays now, they reshuffled the whole timetable"),
    ("My sister Priya works at Google DeepMind.", "nope, she's at Anthropic these days"),
    ("We live in flat 4B, Harrow Court, E9.", "it's 4C now not 4B, we swapped with the couple upstairs"),
    ("Gym sessions: Mon/Wed/Fri at 6am.", "it's Tue/Thu/Sat now, still 6am"),
    ("My line manager is Oliver Grant.", "not anymore, Oliver left in May, I report to Femi now"),
    ("I drink about four coffees a day.", "off coffee completely for two weeks now, headaches gone"),
    ("My daughter is called Maddie.", "sorry, typo earlier, it's Maddy with a y"),
    ("Our broadband is Virgin Media.", "we're on Community Fibre now, Virgin's gone"),
    ("I'm allergic to penicillin.", "turns out I'm not! the allergy clinic challenge test was negative, so scrap that"),
    ("My parking space is 112 in the basement.", "they reassigned me, 87 now"),
    ("Leo's football is Saturday 9am at Hackney Marshes.", "moved to Sundays at 10, same pitch"),
    ("We use the 1Password family plan.", "moved the whole family to Bitwarden, 1Password is cancelled"),
    ("I usually fly out of Bristol.", "since the move it's Cardiff for me"),
    ("My dentist is Dr Shah on Mare Street.", "switched to a dentist near work, Dr Ilves"),
    ("Bea's nursery is Little Acorns.", "she's at Rainbow Tree now, Little Acorns closed the baby room"),
    ("My phone number is 07700 900412.", "new number: 07700 900588, the old one's dead"),
    ("Email me at tom.reyes@mailbox.test.", "use tom@reyesdesign.test from now on, I'm closing the mailbox one"),
    ("I'm 34.", "wait I said 34? I'm 36 lol, lost count"),
    ("Hair appointment is at 4 on Friday.", "salon moved me to 11 that morning"),
    ("My shoe size is UK 8.", "got measured properly, I'm actually a 9"),
    ("I call my grandmother every Sunday evening.", "it's Saturday mornings now, she's at church on Sundays"),
    ("Bins go out Tuesday night.", "council changed the rounds, bins are Thursday now"),
    ("My go-to takeaway is the Thai place on Chatsworth Road.", "the Thai place shut, we order from Dishoom now"),
    ("I'm reading on a Kindle Paperwhite.", "sold the kindle, I read everything on a Kobo now"),
    ("My pronouns are she/her.", "I go by they/them now, please update"),
    # --- workplace threads ---
    ("@dana I'm joining the Payments squad from next sprint.", "@dana scratch that, leadership moved me to Checkout instead :facepalm:"),
    ("#mobile: stand-up is 9:30 in the huddle.", "heads up all: mobile stand-up is 10:15 going forward :clock1015: (8 reactions)"),
    ("@channel the release train leaves on Thursdays.", "Thread reply: change of plan, release train is Wednesdays from now on :white_check_mark: x12"),
    ("Tech lead for Atlas: @marek", "↳ @jun replied: @marek handed Atlas over to me this week, I'm TL now 🙏"),
    ("#infra: prod runs in eu-west-1.", "#infra: migration done, everything is in eu-central-1 now, eu-west-1 is drained :tada:"),
    ("Teams, Anika: I work from home on Fridays.", "Anika: small update, I'm in the office Fridays now, WFH moved to Mondays"),
    ("@here on-call this week is @liam", "@here correction, on-call this week is @sana, Liam swapped out :thumbsup:"),
    ("#design: Figma is where all the mockups live.", "#design: we've moved to Penpot, the Figma seats were cancelled yesterday"),
    ("I sit on the 3rd floor, desk 3-14.", "I'm hot-desking on the fifth floor now, the third floor got closed for refurb"),
    ("@ops-team our status page is on Statuspage.io.", "FYI @ops-team we moved the status page to Instatus, old one redirects"),
    ("#eng-general: we write backend services in Go.", "#eng-general: new services are all Kotlin now per the ADR, Go is legacy-only :eyes:"),
    ("Slack, from @priya: my team is Growth.", "@priya: reorg landed, I'm in Lifecycle now 🙃"),
    ("Our sprint length is two weeks.", "↳ reply in #process: we moved to 1-week sprints as of Monday, :+1: from everyone"),
    ("Teams chat: the weekly sync is in Room Kepler.", "weekly sync moved to Room Halley, Kepler is being turned into a phone-booth area"),
    ("@mo the staging URL is staging.lumen.test", "@mo staging lives at stg.lumen.test now, the old host got decommissioned"),
    ("Helpdesk tickets go in Jira Service Management.", "#it-announce: we're on Freshservice now, please stop filing in JSM 🙏"),
    ("#payroll: expenses are approved by @kwame.", "#payroll: Kwame's left the team, @beatriz approves expenses now"),
    ("My job title on Slack: Senior Data Analyst.", "changed my title to Analytics Lead — promo came through 🎉 (23 reactions)"),
    ("@team our code freeze starts Wednesday at noon.", "@team code freeze is Tuesday 5pm this cycle onwards, we keep missing Wednesday"),
    ("Teams, from Gosia: the budget owner for the offsite is me.", "Gosia: handing the offsite budget to Raj, he owns it now"),
    # --- learners' English and typos ---
    ("I am living in Leeds since two years.", "I am not more in Leeds, I moved in Sheffield on march."),
    ("My wife she work in hospital as nurse.", "my wife is not work in the hospital anymore, she is teacher now in primary school"),
    ("I have two childs, one boy and one girl.", "sorry I write wrong before, I have three childs, two boys and one girl"),
    ("My birthday is 12 of june.", "sorry mistake, my birthday is 21 june not 12"),
    ("I go to gym every morning befor work.", "i dont go gym anymore, now i do runing in the park after work"),
    ("My favorit food is pizza.", "now my most favorit is sushi, pizza i not like so much now"),
    ("I work for Tesco in warehouse.", "i changed job, now i am driver for DPD, not Tesco"),
    ("My english teacher is Mrs Collins.", "Mrs Collins is go back to Ireland, now my teacher is Mr Barnes"),
    ("Im study for IELTS exam in december.", "the exam is change to febuary, december was full"),
    ("I am vegeterian since long time.", "i eat chicken and fish now, doctor say i need more protein"),
    ("My son go to St Mary school.", "my son is change school, now he go to Oakfield Academy"),
    ("I live with my brother in the flat.", "my brother is move out, now i live alone"),
    # --- travel and logistics ---
    ("My flight to Lisbon is TP1331 on 14 March.", "they cancelled TP1331, I'm rebooked on TP1337 on the 15th"),
    ("I've got seat 23A on the outbound.", "got moved to 31F, no window for me lol"),
    ("Gate B12 for the Dublin flight.", "gate change, C4 now, legging it"),
    ("Car hire at Faro is with Sixt.", "Sixt had no cars left so we're with Goldcar now, desk is in the car park"),
    ("We land in Osaka on the 3rd.", "landing the 4th actually, forgot about the date line 🙈"),
    ("Train to Edinburgh: 08:00 from King's Cross.", "moved to the 10:30, half the price"),
    ("Booked Hotel Artemide in Rome, 5-8 May.", "swapped the Artemide for an Airbnb in Trastevere, same dates"),
    ("Our hotel room is 512.", "they moved us to 734 because of the building work noise"),
    ("Airport transfer pickup at 6:15.", "driver texted, it's 5:45 now because of the roadworks"),
    ("My passport number ends in 4471.", "new passport came, ends in 9902 now"),
    ("Ferry to Santander leaves Portsmouth on the 2nd.", "Brittany Ferries moved us to the Plymouth sailing on the 3rd"),
    ("Our Barcelona trip is 10-17 August.", "we pushed Barcelona to September, 5th to 12th"),
    ("Home airport on my travel profile: LHR.", "home airport: LGW"),
    ("Meal preference on the booking: vegetarian (VGML).", "changed the meal request to Asian vegetarian (AVML)"),
    ("The Eurostar is at 07:01 on Friday.", "we're on the 09:31 now, the 07:01 got cancelled by the strike"),
    ("Staying at my cousin's in Queens for the New York trip.", "cousin's flat fell through so we're in a hotel in Midtown the whole week"),
    ("Hire car is a Fiat 500.", "upgraded at the desk, it's a Jeep Renegade now"),
    ("Our layover is in Doha.", "rebooked through Istanbul, no more Doha layover"),
    ("I need to be at the port by 14:00.", "check-in closes at 13:00 not 14:00, I misread the email"),
    # --- health and fitness ---
    ("Marathon plan: Hal Higdon Novice 1.", "ditched Higdon, I'm on the Pfitzinger 18/55 now"),
    ("I'm doing keto.", "stopped keto, back to normal carbs, it made me miserable"),
    ("I go to bed around 11pm.", "bedtime's 9:45 now, early shifts"),
    ("I take my levothyroxine at night.", "endo told me mornings on an empty stomach, so it's 6am now"),
    ("My physio is Hannah at Active Rehab.", "Hannah left, I'm with Tom at the same clinic now"),
    ("I can't swim.", "did my first 400m without stopping today!!"),
    ("I'm training for the Brighton half.", "dropped Brighton, I've entered the Cardiff half instead"),
    ("Diabetes med: metformin 500 mg twice a day.", "off metformin, the diabetes nurse switched me to Jardiance"),
    ("I take sertraline for anxiety.", "switched off sertraline, I'm on escitalopram now"),
    ("My running shoes are Nike Pegasus.", "moved over to Hoka Cliftons, the Pegs were killing my knees"),
    ("Strength days are Tuesday and Friday.", "strength is Monday and Thursday now"),
    ("I'm on the 5:2 diet.", "not doing 5:2 anymore, just counting calories now"),
    ("I use a Fitbit Charge 5.", "got a Garmin Forerunner 265, the Fitbit's in a drawer"),
    ("My blood type is A+.", "I had it wrong, the donor card says O+"),
    ("I'm lactose intolerant.", "GP says I'm not actually lactose intolerant, it was IBS all along"),
    ("I do yoga at the Hot Pod in Dalston.", "cancelled Hot Pod, doing yoga at home with Adriene now"),
    ("My inhaler is the brown one, Clenil.", "they changed me to Fostair, no more Clenil"),
    ("I sleep on my back with a mouth guard.", "the dentist took me off the mouth guard, I use a CPAP now"),
    ("Climbing nights are Wednesdays at The Castle.", "moved climbing to Thursdays at Yonder"),
    # --- finance ---
    ("My bank is Monzo.", "moved everything to Starling last month, Monzo account closed"),
    ("I pay for Spotify Premium Family.", "cancelled Spotify, we're an Apple Music household now"),
    ("My credit card is an Amex Gold.", "downgraded to the Amex Green, Gold's fee wasn't worth it"),
    ("Home insurance is with Aviva.", "renewed with Direct Line instead, Aviva's quote was silly"),
    ("Mortgage lender: Nationwide.", "remortgaged with Halifax in March"),
    ("I get paid on the 25th.", "payday's the last working day of the month now with the new payroll system"),
    ("My ISA is with Vanguard.", "transferred the ISA to InvestEngine"),
    ("We're on Netflix Standard.", "downgraded to Standard with ads"),
    ("Car insurance voluntary excess: £250.", "I raised the voluntary excess to £500 at renewal"),
    ("Energy supplier: Octopus.", "we got moved to E.ON Next when we bought the house, haven't switched back"),
    ("My accountant is Linda at Marsh & Co.", "Linda retired, my accountant is Pete Ruiz now, different firm"),
    ("I use YNAB for budgeting.", "cancelled YNAB, just doing a Google Sheet these days"),
    ("Direct debit for the gym comes out on the 1st.", "moved the gym DD to the 28th so it lines up with payday"),
    ("Life insurance: Legal & General, £200k.", "cancelled the L&G policy, got a new one through work instead"),
    ("My card ends 0912.", "card got cloned so they sent a new one, ends 5540"),
    ("Phone contract: EE, 24 months.", "moved to a Giffgaff SIM-only, EE contract ended"),
    ("I round up spare change into a Moneybox.", "stopped the Moneybox round-ups, closed the account"),
    ("We split bills 50/50.", "we switched to splitting bills by income, 60/40"),
    # --- games, fandom, creative ---
    ("Currently playing Baldur's Gate 3.", "finished BG3, I'm deep into Elden Ring now"),
    ("Favourite Doctor is Tennant.", "Capaldi's overtaken Tennant for me tbh"),
    ("Our Thursday campaign is Pathfinder 2e.", "group voted to switch to D&D 5e, still Thursdays"),
    ("I'm painting an Ultramarines army.", "sold the Ultramarines, I'm on Death Guard now"),
    ("My Genshin main is Hu Tao.", "Neuvillette replaced Hu Tao as my main"),
    ("Working title of my novel is 'The Salt Crown'.", "retitled it 'Ashes of Merrow'"),
    ("My Steam name is frogprince88.", "changed my steam name to bogwizard"),
    ("Favourite band: Arctic Monkeys.", "these days it's all Fontaines D.C. for me"),
    ("I play bass in a covers band called Loose Ends.", "Loose Ends split up in September"),
    ("I'm in the alto section of the choir.", "the director moved me to soprano 2"),
    ("My Overwatch main is Mercy.", "been maining Kiriko since the season started, barely touch Mercy"),
    ("I DM our Friday one-shots.", "Ewa DMs Fridays now, I finally get to play"),
    ("Knitting a cardigan in Drops Air.", "frogged the cardigan, it's becoming a jumper in Rowan Felted Tweed instead"),
    ("My Hogwarts house on Pottermore: Ravenclaw.", "retook the quiz on the new site, Hufflepuff now and I'm at peace with it"),
    ("I stream on Twitch as QuietOwl.", "moved streaming over to YouTube, Twitch channel's closed"),
    ("My guitar is a Fender Player Strat.", "traded the Strat for a Gibson SG"),
    ("The fan zine deadline is 1 November.", "mods pushed the zine deadline to the 15th"),
    ("Cosplay for MCM is Zelda (BOTW).", "changed my MCM cosplay to Marin, Zelda wig didn't arrive"),
    ("I'm team Nintendo Switch only.", "got a PS5 for christmas, so not Switch-only anymore"),
    ("Favourite anime: Attack on Titan.", "Frieren's my favourite now, sorry Eren"),
    ("I write my fic on AO3 as inkmoth.", "renamed my AO3 to lanternmoth"),
    # --- implicit contradictions ---
    ("I don't have a driving licence.", "passed my test this morning!!! 🚗"),
    ("I'm single.", "me and Raf have been together three months now 🥰"),
    ("We rent a flat in Clapton.", "we got the keys to our own house in Walthamstow today!"),
    ("Drives a 2015 Ford Fiesta.", "sold the Fiesta, we're car-free now"),
    ("I smoke about ten a day.", "six months smoke-free today 🎉"),
    ("Works at Deloitte as an auditor.", "first day at the Bank of England tomorrow, nervous"),
    ("I'm teetotal.", "had a glass of rioja at dinner, I do drink again now, just a bit"),
    ("We don't have any pets.", "meet Biscuit, our new rescue greyhound 🐕"),
    ("I'm a student at Goldsmiths.", "graduated yesterday, I'm officially done with Goldsmiths"),
    ("I work night shifts at the depot.", "just did my first week of days, no more nights for me"),
    ("I'm unemployed at the moment.", "signed the contract with Ocado today, start Monday"),
    ("Married to Daniel.", "the divorce was finalised last week"),
    ("I've never been to Japan.", "just got back from two weeks in Japan, already miss it"),
    # --- relayed by someone else ---
    ("Mum's GP is Dr Okafor.", "Dad says Mum's been moved to Dr Lindqvist since the practices merged"),
    ("Per assistant: dentist appointment 3 June at 10:00.", "Per assistant: the practice rang, it's now 10 June at 14:30."),
    ("Sam prefers an aisle seat.", "Sam told me he's a window person now, the aisle was only because of his knee"),
    ("My brother lives in Manchester.", "Mum mentioned Kev moved to Leeds last month"),
    ("Grandad's carer is Agnes, mornings.", "the agency called: Agnes is off the rota, Bogdan is Grandad's morning carer now"),
    ("Oscar's childminder is Jenny.", "my husband says Jenny's stopped childminding, Oscar goes to Sunflowers nursery now"),
    ("Tariq's school is Highgate Primary.", "his mum says Tariq moved to Brookfield after half term"),
    ("Our landlord is Mr Patel.", "letting agent emailed: the flat was sold, new landlord is Greystone Lettings"),
    # --- ordinals, relative dates, units ---
    ("Dentist on the 12th.", "they pushed it back a week, so the 19th"),
    ("Wedding is the second Saturday in June.", "moved it to the first Saturday of July, venue double-booked"),
    ("Our office is on the 2nd floor.", "we moved up to the fifth"),
    ("Parents' evening is Thursday.", "school moved it to the day after"),
    ("My road bike frame is a 54 cm.", "the fitter put me on a 56, so that's what I ride now"),
    ("My ring size is N.", "had it resized, it's a P now"),
    ("Hospital appointment on 14 Feb.", "cardiology brought it forward to the 7th"),
    ("Book club meets the last Wednesday of the month.", "book club is the first Tuesday of the month now"),
    ("Swim lessons are at 4:30.", "they're half five now"),
    ("My seat at the Emirates is block 24, row 18.", "moved my season ticket to block 101, row 6"),
    ("Our anniversary dinner is booked for the 20th.", "moved the dinner to the 22nd, the restaurant shut for a private event"),
    ("We're visiting my in-laws the weekend after next.", "in-laws visit is this weekend instead, they brought it forward"),
    # --- other languages and code-switched text ---
    ("Meri gym timing subah 6 baje hai.", "ab gym shaam 7 baje jaata hoon, subah wala slot band kar diya"),  # lang: hi
    ("मेरा बैंक SBI है।", "मैंने सारा पैसा HDFC में शिफ्ट कर दिया, SBI वाला खाता बंद है।"),  # lang: hi
    ("Flight AI 161 hai, 10 tareekh ko.", "AI 161 cancel ho gayi yaar, ab 11 ko 6E 23 se jaa raha hoon"),  # lang: hi
    ("ana sakna fel Maadi.", "la2 khalas, na2alt el Tagamo3 men shahrein"),  # lang: ar
    ("طبيب الأسنان الخاص بي هو الدكتور سامر.", "لم أعد أذهب إلى الدكتور سامر، طبيبتي الآن الدكتورة ريم."),  # lang: ar
    ("رحلتي إلى دبي يوم الخميس.", "تأجلت الرحلة إلى يوم السبت."),  # lang: ar
    ("ジムは月水金の朝に通っています。", "今は火木土の夜に変えました。"),  # lang: ja
    ("座席は12Aです。", "やっぱり14Cに変更されました。"),  # lang: ja
    ("メインバンクは三井住友です。", "楽天銀行に全部移したので、もう三井住友は使っていません。"),  # lang: ja
    ("제 폰 번호는 010-2741-0093이에요.", "번호 바꿨어요, 이제 010-5518-2207이에요."),  # lang: ko
    ("요즘 롤에서 서폿 주로 해요.", "이제 정글만 해요, 서폿은 안 해요."),  # lang: ko
    ("필라테스는 화요일 저녁이에요.", "아 수요일로 바뀌었어요."),  # lang: ko
    ("ฉันทำงานที่ธนาคารกสิกร", "ตอนนี้ย้ายไปทำที่ SCB แล้วนะ ไม่ได้อยู่กสิกรแล้ว"),  # lang: th
    ("เที่ยวบินไปเชียงใหม่ออกเก้าโมงเช้า", "เลื่อนเป็นบ่ายสองโมงแล้ว"),  # lang: th
    ("ฉันกินมังสวิรัติ", "ตอนนี้กลับมากินเนื้อสัตว์แล้ว"),  # lang: th
    ("Я живу в Казани.", "Уже нет, с весны живу в Екатеринбурге."),  # lang: ru
    ("Моя основная карта — Тинькофф Black.", "Тинькофф закрыл, теперь плачу картой Альфа-Банка."),  # lang: ru
    ("Тренировки у меня по вторникам и четвергам.", "Теперь по понедельникам и средам."),  # lang: ru
    ("Ik werk bij ING in Amsterdam.", "Niet meer hoor, sinds januari zit ik bij Rabobank in Utrecht."),  # lang: nl
    ("Onze vlucht naar Málaga vertrekt om 7:10.", "Transavia heeft hem verzet naar 11:45."),  # lang: nl
    ("Mijn huisarts is dokter de Vries.", "Ik ben overgestapt naar huisartsenpraktijk Noord, bij dokter Bakker."),  # lang: nl
    ("Μένω στη Θεσσαλονίκη.", "Όχι πια, μετακόμισα στην Αθήνα τον Μάρτιο."),  # lang: el
    ("Η πτήση μου είναι στις 8 το πρωί.", "Την άλλαξαν για τις 3 το μεσημέρι."),  # lang: el
    ("Παίζω μπάσο σε ένα συγκρότημα.", "Το συγκρότημα διαλύθηκε, δεν παίζω πια."),  # lang: el
    ("Lucrez la Bitdefender.", "Nu mai lucrez acolo, acum sunt la UiPath."),  # lang: ro
    ("Banca mea e BCR.", "Am trecut la Banca Transilvania, contul de la BCR l-am închis."),  # lang: ro
    ("Antrenamentul de fotbal e joia.", "S-a mutat vinerea."),  # lang: ro
    ("אני גר בחיפה.", "כבר לא, עברתי לתל אביב בקיץ."),  # lang: he
    ("רופא המשפחה שלי הוא ד״ר כהן.", "עברתי לד״ר לוי, אני כבר לא אצל כהן."),  # lang: he
    ("הטיסה שלי לרומא ביום שני.", "דחו אותה ליום רביעי."),  # lang: he
    ("من در شیراز زندگی می‌کنم.", "دیگر نه، الان در تهران زندگی می‌کنم."),  # lang: fa
    ("پزشک من دکتر احمدی است.", "پزشکم را عوض کردم، الان پیش دکتر رضایی می‌روم."),  # lang: fa
    ("پرواز من ساعت ده صبح است.", "پرواز به ساعت چهار بعدازظهر تغییر کرد."),  # lang: fa
    ("Budapesten lakom.", "Már nem, Debrecenbe költöztem."),  # lang: hu
    ("Az OTP-nél van a számlám.", "Mindent átvittem a Revolutra, az OTP-s számlát megszüntettem."),  # lang: hu
    ("Kedden járok edzésre.", "Most már szerdánként."),  # lang: hu
    ("Saya bekerja di Maybank.", "Saya dah tak kerja di Maybank, sekarang di CIMB."),  # lang: ms
    ("Penerbangan saya ke Kota Kinabalu pada hari Jumaat.", "Dah tukar ke hari Ahad."),  # lang: ms
    ("Saya tinggal di Shah Alam.", "Sekarang saya tinggal di Cyberjaya."),  # lang: ms
    ("Sa BPI ang payroll account ko.", "Lumipat na yung payroll namin sa BDO, closed na yung BPI ko."),  # lang: tl
    ("Every Saturday ang basketball namin.", "Sunday na siya ngayon, hindi na Saturday."),  # lang: tl
    ("Nakatira ako sa Quezon City.", "Lumipat na kami sa Pasig last month."),  # lang: tl
    ("আমি ঢাকায় থাকি।", "এখন আর না, চট্টগ্রামে চলে এসেছি।"),  # lang: bn
    ("আমার ডাক্তার ডা. রহমান।", "ডাক্তার বদলেছি, এখন ডা. হককে দেখাই।"),  # lang: bn
    ("আমি প্রতিদিন সকালে দৌড়াই।", "এখন আর সকালে না, সন্ধ্যায় দৌড়াই।"),  # lang: bn
    ("Jeg bor i Bergen.", "Ikke lenger, jeg flyttet til Trondheim i fjor."),  # lang: nb
    ("Banken min er DNB.", "Jeg har byttet til Sbanken."),  # lang: nb
    ("Fotballtreningen er på mandager.", "Den er flyttet til onsdager."),  # lang: nb
    ("Jeg arbejder hos Novo Nordisk.", "Jeg er stoppet der, nu arbejder jeg hos Maersk."),  # lang: da
    ("Vores fly til Rom går fredag.", "Det er rykket til lørdag."),  # lang: da
    ("Jeg er vegetar.", "Jeg spiser kød igen nu."),  # lang: da
    ("Visc a Girona.", "Ja no, ara visc a Barcelona."),  # lang: ca
    ("El meu banc és La Caixa.", "Ho he passat tot a Openbank, ja no tinc compte a La Caixa."),  # lang: ca
    ("Faig ioga els dilluns.", "Ara el faig els dijous."),  # lang: ca
    ("Mi gym es el Planet Fitness de la 5th Avenue.", "ya no voy a Planet Fitness, me cambié al Crunch cerca del office"),  # lang: es
    ("Mi flight a San Juan es el viernes.", "lo movieron pal sábado, so el viernes ya no"),  # lang: es
    ("Mon meeting hebdo avec l'équipe c'est le lundi à 10h.", "le weekly a été move au mardi 14h"),  # lang: fr
    ("Je bosse chez Capgemini.", "j'ai quitté Capgemini, je suis chez Doctolib now"),  # lang: fr
]

UPDATES: List[Tuple[str, str]] = [
    # --- health and fitness values ---
    ("I'm on 50 mg sertraline every morning.", "GP upped it, I'm on 100 mg now"),
    ("Deadlift PB: 140 kg.", "new deadlift PB today, 150 kg 💪"),
    ("My parkrun PB is 26:40.", "25:58 at Bushy this morning, new PB!"),
    ("Resting heart rate is around 64.", "resting HR is down to 57 since I started running properly"),
    ("I weigh 92 kg.", "weigh-in this morning: 86.4 kg"),
    ("HbA1c was 58 at the last check.", "latest HbA1c came back at 49, nurse was pleased"),
    ("I'm 18 weeks pregnant.", "22 weeks today, had the anomaly scan"),
    ("Baby Noor is 4 months old and 6.1 kg.", "Noor's 6 months now and 7.4 kg at the weigh-in"),
    ("Couch to 5k: finished week 3.", "C25K week 6 done, 25 minutes non-stop!"),
    ("Squat 1RM 100 kg.", "squat went up to 110 kg this block"),
    ("Average sleep this month: 6h10.", "sleep average is 7h05 for March, the no-phone rule works"),
    ("Garmin VO2 max says 44.", "VO2 max ticked up to 46"),
    ("I'm on 2.5 mg of Mounjaro.", "stepped up to 5 mg this week as planned"),
    ("Physio has me at 50% weight bearing.", "cleared for full weight bearing today"),
    ("Cholesterol was 6.8.", "cholesterol's 5.2 on the new bloods"),
    ("Steps streak on Fitbit: 40 days.", "hit 100 days on the steps streak!"),
    # --- travel statuses ---
    ("Visa for the Vietnam trip: e-visa submitted.", "Vietnam e-visa approved, PDF downloaded"),
    ("Flight BA 2490: scheduled, on time.", "BA 2490 is boarding at gate 14"),
    ("ESTA application pending.", "ESTA authorised, valid for two years"),
    ("Lost bag claim with KLM: bag located in Amsterdam.", "KLM says the bag is out for delivery to the hotel"),
    ("Hotel booking in Kyoto: request sent, awaiting confirmation.", "Kyoto ryokan confirmed the booking"),
    ("Indian e-visa: under process.", "Indian e-visa granted, ETA printed"),
    ("Avios balance: 18,200.", "Avios balance 31,450 after the Amex bonus"),
    ("Delay compensation claim with easyJet: submitted.", "easyJet approved the £220 compensation, money should land in 5 days"),
    ("Car hire deposit refund: processing.", "Hertz deposit refunded in full"),
    # --- finance ---
    ("Emergency fund: £2,100.", "emergency fund is at £3,400 now"),
    ("Credit score on Experian: 812.", "Experian score went up to 901"),
    ("Mortgage application: submitted to Halifax.", "Halifax mortgage offer issued 🎉"),
    ("Pension pot is about £41k.", "pension statement says £47.3k"),
    ("Rent is £1,650 a month.", "landlord's put the rent up to £1,750 from June"),
    ("Salary: £48,000.", "annual review came through, £51,500"),
    ("Card dispute with Barclays: under review.", "Barclays resolved the dispute in my favour, £89 refunded"),
    ("Home insurance claim for the leak: loss adjuster booked.", "claim settled, Direct Line paid out for the ceiling"),
    ("Holiday savings pot: £600 of £2,000.", "holiday pot at £1,450 of £2,000"),
    ("Council tax band review: submitted.", "council tax band review completed, moved down to band C"),
    ("Student loan balance around £38k.", "student loan balance is £36.2k on the new statement"),
    ("Octopus tariff: 24.5p per kWh.", "unit rate went to 22.4p from April"),
    # --- workplace ---
    ("@team PR #482 is open, needs review.", "PR #482 merged into main :shipit:"),
    ("INC-2231 is SEV2.", "INC-2231 escalated to SEV1, paging infra"),
    ("INC-2231 mitigated, monitoring.", "INC-2231 resolved, postmortem Thursday"),
    ("Our app is on version 3.4.1 in the store.", "3.5.0 went live on both stores this morning"),
    ("#hiring: backend role, 12 applicants.", "#hiring: 47 applicants now for the backend role"),
    ("Team size is 6.", "we're 9 now with the new joiners"),
    ("Migration to Postgres 15: in progress.", "Postgres 15 migration complete :tada:"),
    ("OKR progress: 40% of the churn target.", "churn KR at 75% going into the last month"),
    ("Job application at Monzo: phone screen done.", "Monzo invited me to the final round"),
    ("Job application at Monzo: final round next week.", "got the Monzo offer!"),
    # --- games, fandom, creative ---
    ("Chess.com rapid rating 1320.", "rapid is 1411 now"),
    ("Elden Ring character is level 85.", "hit level 120 before the DLC"),
    ("Valorant rank: Gold 2.", "climbed to Platinum 1 this act"),
    ("Duolingo Japanese streak: 212 days.", "365 day Duolingo streak today 🦉"),
    ("Novel draft at 41,000 words.", "draft's at 68,000 words, over halfway"),
    ("Reading challenge: 14 of 40 books.", "27/40 on the reading challenge"),
    ("Grade 5 piano, practising for grade 6.", "passed grade 6 piano with merit, starting grade 7 pieces"),
    ("Pokédex: 312 caught.", "Pokédex at 388 caught"),
    ("Etsy shop has 120 sales.", "Etsy shop just passed 200 sales"),
    ("Kickstarter for the zine at £1,800 of £3,000.", "zine Kickstarter funded at £3,460!"),
    # --- non-English ---
    ("Visa ka status: application submitted.", "visa approve ho gaya, passport wapas aa gaya"),  # lang: hi
    ("مرتبي ٩٠٠٠ جنيه.", "مرتبي زاد وبقى ١١٠٠٠ جنيه."),  # lang: ar
    ("荷物は配送中です。", "荷物は配達完了になりました。"),  # lang: ja
    ("비자 신청 심사 중이에요.", "비자 승인됐어요!"),  # lang: ko
    ("คำขอคืนเงินกำลังดำเนินการ", "คืนเงินเรียบร้อยแล้ว"),  # lang: th
    ("Жим лёжа — 80 кг.", "Пожал 90 кг, новый рекорд."),  # lang: ru
    ("Mijn pakket is onderweg.", "Mijn pakket is bezorgd."),  # lang: nl
    ("Η αίτηση για τη βίζα είναι υπό εξέταση.", "Η βίζα εγκρίθηκε."),  # lang: el
    ("Cererea de rambursare e în procesare.", "Rambursarea a fost aprobată și banii au intrat."),  # lang: ro
    ("הבן שלי בן 5.", "הבן שלי כבר בן 6, חגגנו אתמול."),  # lang: he
    ("وزنم ۸۵ کیلو است.", "الان وزنم ۷۹ کیلو است."),  # lang: fa
    ("A csomagom feladva.", "A csomagot kézbesítették."),  # lang: hu
    ("Permohonan pinjaman saya sedang diproses.", "Permohonan pinjaman saya dah diluluskan."),  # lang: ms
    ("Yung refund ko sa Cebu Pac, processing pa.", "Na-credit na yung refund ko from Cebu Pac!"),  # lang: tl
    ("আমার ছেলের বয়স ৩ বছর।", "আমার ছেলের বয়স এখন ৪ বছর।"),  # lang: bn
    ("Søknaden min om boliglån er under behandling.", "Boliglånet er innvilget."),  # lang: nb
    ("Min 10 km rekord er 52 minutter.", "Ny rekord på 10 km: 49:30."),  # lang: da
    ("La meva sol·licitud de visat està en tràmit.", "M'han concedit el visat."),  # lang: ca
    ("Mi Duolingo streak está en 90 días.", "ya voy por 150 días de streak"),  # lang: es
]

COMPATIBLE: List[Tuple[str, str]] = [
    # --- short follow-ups: more detail, same value in other words ---
    ("My Pilates class is on Tuesdays at 7pm.", "yep Tuesdays, it's the reformer one at Studio Nine btw"),
    ("My sister Priya works at Anthropic.", "she's on the policy team there, loves it"),
    ("We live in flat 4C, Harrow Court.", "it's the one with the green door, 4C, buzzer's broken so just call"),
    ("Gym sessions: Tue/Thu/Sat at 6am.", "the 6am crowd is so much nicer btw"),
    ("I get paid on the last working day of the month.", "so this month that's Friday the 28th"),
    ("I'm 36.", "well 36 and three quarters lol"),
    ("My shoe size is UK 9.", "so EU 43, for the trainers"),
    ("Bins go out Thursday night.", "recycling only every other Thursday though"),
    ("The Eurostar is at 09:31.", "so half nine, we should leave the flat by 8"),
    ("Swim lessons are at half five.", "17:30 on the dot, they lock the door after"),
    ("I'm 1.75 m tall.", "so about 5 ft 9, for the bike sizing form"),
    ("My road bike frame is a 56 cm.", "the fitter also swapped my stem for a 90 mm one"),
    ("My target is a sub-2 half marathon.", "so under 9:09 per mile, or 5:41 per km"),
    ("Our flat is 60 m2.", "about 650 sq ft if you're asking for the US listing"),
    ("We land in Osaka on the 4th.", "4th at 16:20 local, then the train to Kyoto"),
    ("Dentist on the 19th.", "19th at 11:40, Dr Ilves"),
    ("Hospital appointment on 7 February.", "it's on 07/02 in the letter, cardiology outpatients, level 3"),
    ("Book club is the first Tuesday of the month.", "next one's 4 March, we're reading Intermezzo"),
    ("My bank is Starling.", "joint account's also Starling, handy for the bills"),
    ("I'm on escitalopram for anxiety.", "10 mg, taken with breakfast"),
    # --- short follow-ups: correction idioms aimed elsewhere ---
    ("Leo's football is Sundays at 10 on Hackney Marshes.", "actually it's pitch 7 not pitch 4, I told Gran the wrong one"),
    ("My dentist is Dr Ilves near work.", "sorry, the surgery's on Bishopsgate not Liverpool St, my bad"),
    ("Our broadband is Community Fibre.", "scratch what I said about the router, it's the Linksys one not the Eero"),
    ("I usually fly out of Cardiff.", "correction: my sister flies out of Bristol, not me"),
    ("My phone number is 07700 900588.", "no wait, the office landline was the one I got wrong, mobile is fine"),
    ("Book club meets the first Tuesday of the month.", "oops, I meant the venue changed, it's at the Crown now, same day"),
    ("Bea's nursery is Rainbow Tree.", "nope, pickup's at 5:30 not 6, sorry, nursery's the same"),
    ("My manager is Femi.", "oh and scratch that thing I said about the offsite, it's in April"),
    ("I'm allergic to peanuts.", "actually it's Tom who's allergic to sesame, not Jo, I mixed them up"),
    ("I take my levothyroxine at 6am.", "I got it wrong, the blood test is on Friday not Thursday"),
    # --- workplace threads: other people, other attributes, plans fell through ---
    ("@dana I'm on the Checkout squad.", "@dana fyi Kenji is moving to Payments, not me :sweat_smile:"),
    ("#mobile: stand-up is 10:15.", "@here today only stand-up is async in thread, half the team's at the offsite"),
    ("Release train leaves Wednesdays.", "↳ skipping this Wednesday's train because of the bank holiday freeze, normal next week"),
    ("Tech lead for Atlas: @jun", "↳ @jun is on PTO next week, @marek is covering Atlas questions until the 14th"),
    ("#infra: prod runs in eu-central-1.", "#infra: we looked at moving to us-east-1 for latency, decided against it :no_entry:"),
    ("Anika works from home on Mondays.", "Anika: in the office this Monday only for the client visit"),
    ("On-call this week is @sana.", "@sana's manager @omar is also on the escalation rota now"),
    ("#design: mockups live in Penpot.", "#design: we also keep the brand assets in Google Drive, link pinned"),
    ("I sit on the fifth floor.", "the fifth floor kitchen finally got a proper coffee machine ☕ (31 reactions)"),
    ("#eng-general: new services are written in Kotlin.", "the data team is trialling Rust for the ingestion worker, separate from our stuff"),
    ("@priya is in Lifecycle.", "@priya's old team Growth got a new PM, Dmitri"),
    ("Sprint length is one week.", "retro is every other Friday though, not every sprint"),
    ("Weekly sync is in Room Halley.", "weekly sync is cancelled this week, too many people out :palm_tree:"),
    ("Helpdesk tickets go in Freshservice.", "for urgent stuff you can also ping #it-help, but still log a ticket"),
    ("Expenses are approved by @beatriz.", "@beatriz is out Thursday, approvals will just wait till Friday"),
    ("My title: Analytics Lead.", "@kai got promoted to Analytics Lead in the Berlin office too, there are two of us now"),
    ("Code freeze is Tuesday 5pm.", "@team reminder: code freeze Tuesday 17:00 UK, i.e. 18:00 for Warsaw folks"),
    ("Stand-up for the web team is at 9:45.", "the mobile team moved their stand-up to 10:15, ours stays"),
    ("I report to Femi.", "Femi reports to Carla now after the reorg"),
    ("Our team uses Linear for tickets.", "marketing moved to Asana, we're staying on Linear"),
    ("#random: Karim is the office first-aider.", "#random: Lucy just qualified as a first-aider too, so we have two"),
    ("@channel the on-site is in Lisbon in May.", "@channel someone proposed moving the on-site to Porto, leadership said no, Lisbon stays"),
    ("Our sprint planning is Monday at 11.", "Thread: could we move planning to Tuesdays? — 👎 x7, staying Monday"),
    ("Deploys happen via GitHub Actions.", "we evaluated Buildkite for a month, not switching"),
    ("My Slack status: 🌴 on leave 3-10 June.", "back online on the 11th, not the 10th — the 10th is a bank holiday here"),
    ("@leo is our designer.", "@leo is out on paternity leave till September, @maria covering design"),
    ("Teams, Gosia: Raj owns the offsite budget.", "Gosia: Raj also owns the venue shortlist, ping him"),
    ("Our office is in Shoreditch.", "the company opened a second office in Manchester, we're still in Shoreditch"),
    ("Backend is in Kotlin.", "the CLI tool is a small Go binary, always has been"),
    # --- learners' English ---
    ("I moved in Sheffield on march.", "Sheffield is very hilly, I am tired every day from walk lol"),
    ("My wife is teacher in primary school.", "also she give private piano lesson in weekend"),
    ("I have three childs.", "my brother also have three childs, we are big family"),
    ("My birthday is 21 june.", "this year i will celebrate in 22 because 21 i am working"),
    ("I do runing in the park after work.", "yesterday i go in the morning because evening was rain, only one time"),
    ("I am driver for DPD.", "before DPD i was working in Tesco warehouse, 3 years"),
    ("My teacher is Mr Barnes.", "Mr Barnes wife is also teacher in same school"),
    ("The IELTS exam is in febuary.", "i want to do the exam in december but it was full"),
    ("I live alone.", "my mother come to visit me for two week in summer"),
    ("I speak Polish and english.", "also little bit russian, from school"),
    ("I work in the hotel reception.", "sometime they put me in the restaurant when is busy"),
    ("My son go to Oakfield Academy.", "his friend from old school also change to Oakfield, he is happy"),
    ("Im allergy to cats.", "and also to the dust, i forget to tell before"),
    ("My car is Toyota Yaris.", "my husband car is Skoda, he change it last month"),
    # --- travel and logistics ---
    ("I'm on TP1337 on 15 March.", "TP1337 is also the flight my parents are on, nice"),
    ("Seat 31F.", "Mia's in 31E so we're together at least"),
    ("Flight to Dublin boards at gate C4.", "the Cork flight moved to gate B12, glad that's not us"),
    ("Car hire at Faro is with Goldcar.", "Goldcar desk opens at 7, we land at 7:40 so fine"),
    ("Hotel in Rome: Airbnb in Trastevere, 5-8 May.", "the Airbnb host is called Chiara, check-in after 3"),
    ("Our hotel room is 734.", "we also booked the spa for Saturday 10am"),
    ("Passport number ends 9902.", "passport expires in 2034, so no worries for the US trip"),
    ("I'm flying to Singapore on the 9th.", "we thought about breaking the trip in Dubai but decided not to"),
    ("Booked the Premier Inn at Gatwick for the night before.", "the Premier Inn also does a breakfast box from 4am"),
    ("Barcelona trip is 5-12 September.", "Hannah's going to Barcelona in August, funny timing"),
    ("Home airport: LGW.", "I also fly from Stansted sometimes for Ryanair stuff"),
    ("Frequent flyer: BA Executive Club, Silver.", "also joined Flying Blue for the KLM bits"),
    ("We're taking the car to France via the tunnel.", "considered the ferry but the tunnel's quicker with the kids"),
    ("Our layover is in Istanbul.", "Istanbul layover is 2h40, enough for a coffee"),
    ("The ferry to Santander is from Plymouth on the 3rd.", "just this once we'll drive down the night before and stay in Plymouth"),
    ("I need a Schengen visa for Italy.", "my husband doesn't, he has an Irish passport"),
    ("Japan trip: 2-16 April.", "we were going to add Seoul at the end but the flights were silly"),
    ("Hire car for Iceland is a Dacia Duster.", "4x4, automatic, pickup at Keflavík"),
    ("Meal request: AVML.", "Mia's got a child meal booked too"),
    ("Staying in Midtown for the New York week.", "one night in Brooklyn with my cousin on the Tuesday, then back to the hotel"),
    ("Travel insurance with Staysure, annual multi-trip.", "Staysure policy includes winter sports this year, I added it"),
    ("I'm in seat 14A on the train.", "coach C, the quiet coach"),
    ("My Global Entry interview is on the 20th.", "Tom's Global Entry got approved already"),
    ("I'm hiring a car in Crete.", "my brother's hiring a scooter instead, he's mad"),
    ("Hotel check-out is 11am.", "they let us have a late check-out till 1pm this once"),
    ("Our Airbnb in Porto has a parking space.", "the Airbnb in Lisbon doesn't, we'll use the metro there"),
    ("We fly back on Sunday 22nd.", "the 22nd, landing 21:05 at Gatwick North"),
    ("The cruise departs Southampton on 1 June.", "my in-laws changed their cruise to September, ours stays"),
    ("Visa on arrival for Bali.", "the VoA costs 500k IDR, about £25"),
    ("I left my charger at the Hilton.", "they posted it back, arrived today"),
    # --- health and fitness ---
    ("Marathon plan: Pfitzinger 18/55.", "week 4 of Pfitz done, the medium-long runs are brutal"),
    ("I'm allergic to penicillin.", "also just found out I react to plasters, the adhesive ones"),
    ("Bedtime is 9:45.", "last night I was up till 1 for Jess's birthday, one-off"),
    ("My physio is Tom at Active Rehab.", "Active Rehab moved to a bigger unit on the same road"),
    ("I swim 400m now.", "tried the lido yesterday, freezing but amazing"),
    ("I'm entered in the Cardiff half.", "Dev's doing Brighton, I'll go cheer him on the week before"),
    ("Diabetes med: Jardiance.", "also on ramipril for blood pressure"),
    ("I'm on escitalopram.", "my partner's on sertraline, we compare notes lol"),
    ("Running shoes: Hoka Clifton.", "got some Saucony Endorphins for race day only"),
    ("Strength days are Monday and Thursday.", "this Thursday I'm moving it to Friday, I'm at a wedding"),
    ("I count calories.", "I tried intermittent fasting in January but didn't stick with it"),
    ("I use a Garmin Forerunner 265.", "the Garmin also does sleep tracking, better than the old Fitbit"),
    ("My blood type is O+.", "so I can give to O+, A+, B+ and AB+, the nurse said"),
    ("I'm vegan.", "was vegetarian for ten years before going vegan"),
    ("Yoga at home with Adriene.", "doing her 30-day challenge in January, day 1 today"),
    ("My inhaler is Fostair.", "and a blue Ventolin for emergencies"),
    ("I use a CPAP at night.", "the CPAP mask got replaced under warranty, same machine"),
    ("Climbing on Thursdays at Yonder.", "Yonder's closed this Thursday for resetting, bouldering at home wall instead"),
    ("I have coeliac disease.", "my dad has it too, it runs in the family"),
    ("I'm on 100 mg sertraline.", "the GP wants to review it in three months, nothing changing yet"),
    ("My GP is Dr Amin at Well Street Surgery.", "Well Street Surgery's new opening hours are 8 to 6:30"),
    ("My GP is Dr Amin.", "saw a locum, Dr Voss, this week because Dr Amin was on leave"),
    ("I take vitamin D in winter.", "started B12 injections as well, every three months"),
    ("Deadlift PB 150 kg.", "that's about 330 lb for my American gym buddies"),
    ("I run about 40 km a week.", "that's roughly 25 miles for the Strava US group"),
    ("I sleep 7 hours on average.", "got 9 hours on Sunday, felt like a new person"),
    ("I'm doing a Whole30 in March.", "my sister is doing a Whole30 too, solidarity"),
    ("I quit smoking in 2021.", "the nicotine gum I used back then was awful"),
    ("I don't drink alcohol.", "had a 0.0 Guinness at the pub and honestly it was great"),
    ("I'm training for the London Marathon.", "ran the Cambridge half as a tune-up, 1:52"),
    ("My therapist is Dr Rowe.", "Dr Rowe's practice moved online-only on Fridays"),
    ("Ozempic once a week, Sunday.", "the pharmacy was out of stock so I took it Monday this week"),
    ("I see a dietitian, Aisha.", "Aisha also recommended a sports nutritionist for race prep, I'm seeing both"),
    ("Mum takes warfarin.", "Dad's on a statin, not warfarin"),
    ("I'm 5 ft 6.", "1.68 m for the European forms"),
    ("I weigh 86 kg.", "that's 13 st 8, roughly"),
    ("I'm doing the Couch to 5k.", "Beth downloaded it too but quit after week 2"),
    ("Gym is PureGym Hackney.", "PureGym Hackney's doing a refurb, the free weights area is bigger now"),
    ("I do Zwift on the turbo trainer.", "also got a Peloton app sub for the strength classes"),
    ("I ride a Trek Domane.", "hired an e-bike in Mallorca last week, so much fun"),
    # --- finance ---
    ("My bank is Starling.", "I also have a Chase account for the 1% cashback"),
    ("I'm with Apple Music.", "also got Audible for the commute"),
    ("Credit card: Amex Green.", "plus a Barclaycard for travel, no FX fees"),
    ("Home insurance with Direct Line.", "car insurance is with Admiral, separate policy"),
    ("Mortgage with Halifax.", "we considered Barclays for the remortgage but Halifax was cheaper"),
    ("ISA with InvestEngine.", "Sam's ISA is with Vanguard, he's not moving it"),
    ("Netflix Standard with ads.", "the ads are fine honestly, barely notice them"),
    ("Energy supplier: E.ON Next.", "E.ON Next's new app is much better btw"),
    ("My accountant is Pete Ruiz.", "Pete's firm moved to offices in Croydon"),
    ("Budgeting in a Google Sheet.", "I tried Emma for a week but went back to the sheet"),
    ("Life insurance through work.", "my wife has her own policy with Aviva"),
    ("My card ends 5540.", "the joint account card ends 3318"),
    ("Phone: Giffgaff SIM-only.", "the kids are on Voxi"),
    ("We split bills 60/40.", "groceries we just split 50/50 though"),
    ("I pay £12.99 a month for Spotify.", "that's about £156 a year, ouch"),
    ("I pay rent to Greystone Lettings.", "Greystone's office moved to Mare Street"),
    ("Savings account with Chip.", "I also put a bit into premium bonds"),
    ("I have a Nationwide FlexDirect current account.", "closed an old Lloyds account I'd had since uni, never used it"),
    ("Salary is £51,500.", "bonus this year was £3k on top, one-off"),
    ("I get paid monthly.", "my wife's paid weekly"),
    ("I have a Monzo joint account with Ellie.", "Ellie opened a personal Monzo too"),
    ("Car insurance renews in June.", "got a quote from Churchill, didn't go for it"),
    ("My pension is with Aviva through work.", "I also have an old NEST pot from a previous job"),
    ("I tithe 10% to church.", "this month I gave a bit extra for the roof appeal"),
    ("We pay Council Tax in 10 instalments.", "Council Tax is band C, about £1,900 a year"),
    ("Paid the deposit for the Lisbon flat: €500.", "that was about £430 at the time"),
    ("My credit card limit is £6,000.", "Barclaycard offered to raise it to £10k, I said no"),
    ("Subscription: Xbox Game Pass Ultimate.", "also added Nintendo Switch Online for the kids"),
    ("Our home insurance excess is £100.", "the car insurance excess is £500"),
    ("I use Wise for euro payments.", "Wise sent me a new card design, same account"),
    # --- games, fandom, creative ---
    ("Currently playing Elden Ring.", "also doing a cosy Stardew run on the side"),
    ("Favourite Doctor: Capaldi.", "Tennant was my first Doctor though, nostalgia"),
    ("Our Thursday campaign is D&D 5e.", "the Sunday group still plays Pathfinder, I'm not in that one"),
    ("I paint Death Guard.", "painted a single Ultramarine for a friend's birthday, one-off"),
    ("My Genshin main is Neuvillette.", "Furina is my second, they work well together"),
    ("Novel working title: 'Ashes of Merrow'.", "book two will be called 'The Drowned Court' if I ever get there"),
    ("Steam name: bogwizard.", "my Xbox gamertag is still frogprince88"),
    ("Favourite band: Fontaines D.C.", "seeing them at Ally Pally in November!"),
    ("I'm in the soprano 2 section.", "the choir's new director is Gareth"),
    ("My Overwatch main is Kiriko.", "flex to Ana when someone else picks Kiriko"),
    ("Ewa DMs Friday one-shots.", "I'm DMing a Halloween one-shot on the 31st, just that one"),
    ("Knitting a jumper in Rowan Felted Tweed.", "also a pair of socks on the go for the train"),
    ("I'm a Hufflepuff.", "my partner is a Slytherin, obviously"),
    ("I stream on YouTube.", "did a one-off charity stream on Twitch for GamesAid"),
    ("My guitar is a Gibson SG.", "picked up a cheap acoustic too, for the sofa"),
    ("Zine deadline is 15 November.", "mods were going to push it to December but decided not to"),
    ("MCM cosplay: Marin.", "Bex is going as Zelda, so the wig found a home"),
    ("I have a PS5 and a Switch.", "we almost got a Steam Deck too, decided against it"),
    ("Favourite anime: Frieren.", "rewatching Attack on Titan with my brother, it still holds up"),
    ("AO3 name: lanternmoth.", "my tumblr is still inkmoth, didn't bother changing that"),
    ("I play chess on chess.com.", "also on lichess for the puzzles"),
    ("Valorant rank: Platinum 1.", "my duo partner dropped to Gold 3 this act, rip"),
    ("Elden Ring level 120.", "that's my main save, my second run is a level 30 bleed build"),
    ("I collect Pokémon cards, mostly Scarlet & Violet.", "bought one vintage Base Set Charizard as a treat, not starting vintage"),
    ("I'm a Liverpool season ticket holder.", "went to a Wrexham game with my uncle, great day out"),
    ("My main instrument is piano.", "learning ukulele on the side"),
    ("I write poetry, mostly sonnets.", "had a haiku published in the local zine, first time"),
    ("I'm in a Thursday pub quiz team, 'Quiz Khalifa'.", "Quiz Khalifa won last week, first time in a year!"),
    ("Crochet: working on a granny square blanket.", "the blanket is 12 by 15 squares, about 1.2 m by 1.5 m"),
    ("My Minecraft server is on Realms.", "my son's server is on Aternos, separate thing"),
    # --- implicit near-misses: history, other person, one-off ---
    ("I passed my driving test.", "my sister still doesn't have her licence"),
    ("I'm with Raf.", "my ex, Jonny, got engaged, good for him"),
    ("We own a house in Walthamstow.", "we rented in Clapton for six years before"),
    ("We're car-free.", "borrowed my dad's car for the tip run on Saturday"),
    ("Smoke-free since March.", "Tom quit too, he's on day 12"),
    ("I work at the Bank of England.", "I was at Deloitte for four years before this"),
    ("I drink a little now.", "dry January though, just this month"),
    ("We have a greyhound called Biscuit.", "my parents got a cat, Miso"),
    ("I graduated from Goldsmiths.", "my brother starts at Goldsmiths in September"),
    ("I work days at the depot.", "did one night shift to cover Gary, back to days Monday"),
    ("I work at Ocado.", "Ocado's warehouse in Andover is where my cousin works"),
    ("Divorced.", "still co-parent with Daniel, kids are with him on weekends"),
    ("I've been to Japan.", "going back to Japan next spring hopefully"),
    ("Mum's GP is Dr Lindqvist.", "Dr Lindqvist is on maternity leave, Mum saw a locum today"),
    ("Per assistant: dentist 10 June 14:30.", "Per assistant: hygienist appointment booked for the same day at 15:00."),
    ("Sam prefers a window seat.", "I still like the aisle, so we sit in A and C"),
    ("My brother lives in Leeds.", "Kev's girlfriend still lives in Manchester, they do long distance"),
    ("Grandad's morning carer is Bogdan.", "the evening carer is still Agnes"),
    ("Oscar goes to Sunflowers nursery.", "my husband's friend's son just started at Sunflowers too"),
    ("Tariq's at Brookfield.", "Tariq's sister is staying at Highgate Primary"),
    ("Landlord: Greystone Lettings.", "the boiler engineer Greystone sends is a guy called Matt"),
    ("Our office is on the fifth floor.", "the meeting rooms are on the sixth"),
    ("Parents' evening is Friday.", "Y6 parents' evening is the week after, for Ada"),
    ("My ring size is P.", "my wife is a size L"),
    ("Anniversary dinner on the 22nd.", "was going to surprise her with a hotel too, but couldn't get time off"),
    ("In-laws visit this weekend.", "my parents' visit is still the weekend after"),
    ("Season ticket: block 101, row 6.", "sat in the away end at Spurs once as a guest, never again"),
    ("Wedding is the first Saturday of July.", "the hen do is the weekend before"),
    ("Leo's football is Sundays at 10.", "Leo's swimming is Saturdays at 9"),
    # --- other languages and code-switched text ---
    ("Ab gym shaam 7 baje jaata hoon.", "aaj sirf subah gaya tha, shaam ko shaadi thi"),  # lang: hi
    ("मेरा बैंक HDFC है।", "पत्नी का खाता अभी भी SBI में है।"),  # lang: hi
    ("Mujhe peanuts se allergy hai.", "aur shellfish se bhi, pehle batana bhool gaya"),  # lang: hi
    ("मैं दिल्ली में रहता हूँ।", "मेरा बचपन लखनऊ में बीता।"),  # lang: hi
    ("ana sakna fel Tagamo3.", "akhoya na2al Madinaty, ana lessa fel Tagamo3"),  # lang: ar
    ("طبيبتي هي الدكتورة ريم.", "عيادة الدكتورة ريم انتقلت إلى الطابق الثالث في نفس المبنى."),  # lang: ar
    ("رحلتي إلى دبي يوم السبت.", "يوم السبت الساعة العاشرة صباحاً، من المبنى الثالث."),  # lang: ar
    ("أنا نباتي.", "أخي ليس نباتياً، يأكل كل شيء."),  # lang: ar
    ("ジムは火木土の夜です。", "今週の土曜だけは朝に行きます。"),  # lang: ja
    ("座席は14Cです。", "妻は14Dなので隣同士です。"),  # lang: ja
    ("身長は175センチです。", "一メートル七十五ですね。"),  # lang: ja
    ("メインバンクは楽天銀行です。", "給与振込口座は会社の指定で、みずほのままです。"),  # lang: ja
    ("요즘 롤에서 정글만 해요.", "친구는 서폿으로 바꿨어요."),  # lang: ko
    ("필라테스는 수요일이에요.", "이번 주만 목요일로 갔어요, 강사님이 아프셔서."),  # lang: ko
    ("저는 영어랑 한국어 해요.", "일본어도 조금 해요."),  # lang: ko
    ("서울에 살아요.", "어렸을 때는 부산에 살았어요."),  # lang: ko
    ("ตอนนี้ทำงานที่ SCB", "แฟนยังทำงานที่กสิกรอยู่"),  # lang: th
    ("เที่ยวบินไปเชียงใหม่บ่ายสองโมง", "สิบสี่นาฬิกาตรง ขึ้นเครื่องที่ประตู 5"),  # lang: th
    ("ฉันแพ้กุ้ง", "แพ้ถั่วลิสงด้วยนะ"),  # lang: th
    ("ฉันเล่นแบดมินตันทุกวันเสาร์", "เสาร์นี้งดหนึ่งครั้ง เพราะไปงานแต่งเพื่อน"),  # lang: th
    ("Живу в Екатеринбурге.", "Родители по-прежнему в Казани."),  # lang: ru
    ("Тренировки по понедельникам и средам.", "На этой неделе пропускаю среду, командировка."),  # lang: ru
    ("Я говорю по-русски и по-английски.", "Ещё немного по-немецки учу."),  # lang: ru
    ("Раньше я работал в Яндексе.", "Да, в Яндексе я был пять лет, до 2019 года."),  # lang: ru
    ("Ik werk bij Rabobank in Utrecht.", "Mijn vrouw werkt nog steeds bij ING."),  # lang: nl
    ("Onze vlucht naar Málaga vertrekt om 11:45.", "Kwart voor twaalf dus, we moeten om half tien op Schiphol zijn."),  # lang: nl
    ("Mijn huisarts is dokter Bakker.", "Deze week zat er een waarnemer, dokter Jansen."),  # lang: nl
    ("Ik ben allergisch voor noten.", "En sinds kort ook voor kiwi."),  # lang: nl
    ("Μένω στην Αθήνα.", "Ο αδερφός μου μετακόμισε στη Θεσσαλονίκη."),  # lang: el
    ("Η πτήση μου είναι στις 3 το μεσημέρι.", "Δηλαδή στις 15:00, θα είμαι στο αεροδρόμιο στις 13:00."),  # lang: el
    ("Μιλάω ελληνικά και αγγλικά.", "Και λίγα ιταλικά."),  # lang: el
    ("Δουλεύω στην Εθνική Τράπεζα.", "Σκεφτόμουν να πάω στη Eurobank αλλά τελικά έμεινα."),  # lang: el
    ("Lucrez la UiPath.", "Soția mea lucrează tot la Bitdefender."),  # lang: ro
    ("Banca mea e Banca Transilvania.", "Am și un cont la Revolut pentru călătorii."),  # lang: ro
    ("Antrenamentul de fotbal e vinerea.", "Vinerea asta e anulat din cauza ploii."),  # lang: ro
    ("Locuiesc în Cluj.", "Am copilărit în Iași."),  # lang: ro
    ("אני גר בתל אביב.", "ההורים שלי עדיין בחיפה."),  # lang: he
    ("הטיסה שלי לרומא ביום רביעי.", "ביום רביעי בשש בבוקר, טרמינל 3."),  # lang: he
    ("אני אלרגי לבוטנים.", "וגם לשומשום."),  # lang: he
    ("רופא המשפחה שלי הוא ד״ר לוי.", "השבוע ראיתי רופא מחליף כי ד״ר לוי בחופש."),  # lang: he
    ("در تهران زندگی می‌کنم.", "خواهرم هنوز در شیراز است."),  # lang: fa
    ("پزشک من دکتر رضایی است.", "مطب دکتر رضایی به خیابان ولیعصر منتقل شد."),  # lang: fa
    ("من فارسی و انگلیسی صحبت می‌کنم.", "کمی هم عربی بلدم."),  # lang: fa
    ("پرواز من ساعت چهار بعدازظهر است.", "یعنی ساعت ۱۶، دو ساعت قبلش فرودگاه هستم."),  # lang: fa
    ("Debrecenben lakom.", "A szüleim még mindig Budapesten élnek."),  # lang: hu
    ("Revolutot használok.", "A fizetésem viszont az Erste-s számlára érkezik, mert a cég ezt kéri."),  # lang: hu
    ("Szerdánként járok edzésre.", "Ezen a héten kivételesen csütörtökön mentem."),  # lang: hu
    ("Vegetáriánus vagyok.", "Korábban, az egyetemen még ettem húst."),  # lang: hu
    ("Saya bekerja di CIMB.", "Suami saya masih di Maybank."),  # lang: ms
    ("Penerbangan saya ke Kota Kinabalu hari Ahad.", "Kami nak tukar ke hari Isnin tapi tiket mahal, jadi kekal Ahad."),  # lang: ms
    ("Saya tinggal di Cyberjaya.", "Dulu saya tinggal di Shah Alam selama lima tahun."),  # lang: ms
    ("Saya alah kepada udang.", "Saya juga alah kepada kacang tanah."),  # lang: ms
    ("Sa BDO na yung payroll ko.", "Yung savings ko nasa BPI pa rin, separate yun."),  # lang: tl
    ("Sunday na yung basketball namin.", "This Sunday lang, cancelled kasi may bagyo."),  # lang: tl
    ("Nakatira kami sa Pasig.", "Yung parents ko nasa Quezon City pa rin."),  # lang: tl
    ("Marunong ako mag-English at Tagalog.", "Pati Bisaya, kasi taga-Cebu si mama."),  # lang: tl
    ("আমি চট্টগ্রামে থাকি।", "আমার ভাই এখনো ঢাকায় থাকে।"),  # lang: bn
    ("আমার ডাক্তার ডা. হক।", "ডা. হকের চেম্বার এখন দোতলায়।"),  # lang: bn
    ("আমি সন্ধ্যায় দৌড়াই।", "আজ শুধু সকালে দৌড়েছি, সন্ধ্যায় বৃষ্টি ছিল।"),  # lang: bn
    ("আমি বাংলা আর ইংরেজি বলতে পারি।", "একটু হিন্দিও পারি।"),  # lang: bn
    ("Jeg bor i Trondheim.", "Jeg vokste opp i Bergen."),  # lang: nb
    ("Banken min er Sbanken.", "Kona mi har fortsatt DNB."),  # lang: nb
    ("Fotballtreningen er på onsdager.", "Denne onsdagen er den avlyst på grunn av snø."),  # lang: nb
    ("Jeg snakker norsk og engelsk.", "Og litt spansk."),  # lang: nb
    ("Jeg arbejder hos Maersk.", "Min bror arbejder stadig hos Novo Nordisk."),  # lang: da
    ("Vores fly til Rom går lørdag.", "Lørdag kl. 9:40 fra Kastrup."),  # lang: da
    ("Jeg spiser kød igen.", "Jeg var vegetar i fem år før det."),  # lang: da
    ("Jeg er allergisk over for katte.", "Og også over for birkepollen."),  # lang: da
    ("Visc a Barcelona.", "Els meus pares encara viuen a Girona."),  # lang: ca
    ("El meu banc és Openbank.", "També tinc un compte a Wise per als viatges."),  # lang: ca
    ("Faig ioga els dijous.", "Aquest dijous no hi vaig, tinc sopar de feina."),  # lang: ca
    ("Parlo català, castellà i anglès.", "I una mica de francès."),  # lang: ca
    ("Mi gym es el Crunch cerca del office.", "mi esposo sigue en Planet Fitness, he likes it there"),  # lang: es
    ("Mi flight a San Juan es el sábado.", "el sábado a las 8am, so I need to leave la casa at 5"),  # lang: es
    ("Soy alérgica a los mariscos.", "y también al latex, forgot to mention"),  # lang: es
    ("Le weekly c'est le mardi 14h.", "cette semaine exceptionnellement on le fait jeudi, la moitié de l'équipe est en off-site"),  # lang: fr
    ("Je bosse chez Doctolib.", "avant j'étais chez Capgemini, genre 4 ans"),  # lang: fr
    ("Mon vol pour Montréal est le 12.", "le 12 à 13h05, CDG terminal 2E, on check-in online ce soir"),  # lang: fr
]
