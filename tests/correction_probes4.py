# ruff: noqa: E501  (one pair a line)
"""Probes for the kinds of correction the held-out corpora showed missing (issue 25, item 2), written
before the rules that read them, from how people phrase these things in chat (no corpus sentence
copied; names, places and values invented). Each category has positive probes and look-alike
negatives: the same cue words where nothing of OLD ends (another person, a plan, a question, an
addition, a temporary change, a past fact).

(OLD, NEW) pairs; OLD is stored first. ``CORRECTIONS``: OLD should be superseded. ``UPDATES``: a later
state without correction wording; OLD superseded or flagged, NEW stored. ``COMPATIBLE``: both stay.
``CATEGORIES`` maps each category to its three lists, for per-category figures.
"""

from __future__ import annotations

Pair = tuple[str, str]

# --- 1. self-corrections: a marker that takes back the previous statement's value ----------------
SELF_CORR: list[Pair] = [
    ("My sister is a dentist in Leeds.", "Ugh I misspoke, my sister's an orthodontist, not a dentist."),
    ("The kickoff meeting is on Thursday.", "Scratch that, the kickoff is on Friday."),
    ("I told you my flight lands at 6pm.", "I told you 6pm but it actually lands at 8:15pm."),
    ("My landlord is called Mr. Patel.", "I said Patel before but his name is actually Mr. Shah, my bad."),
    ("Our budget for the offsite is 5000 euros.", "Let me correct myself: the offsite budget is 7000 euros."),
    ("I'm 34 years old.", "Wait no, I'm 35, I keep forgetting my own birthday lol"),
    ("My favourite dish is lasagna.", "Actually it's carbonara that's my favourite, lasagna is a close second."),
    ("The staging server runs Ubuntu 20.04.", "Correction to what I wrote earlier: staging runs Debian 12."),
    ("My son's teacher is Mrs. Okafor.", "I meant Mrs. Adeyemi, Mrs. Okafor was last year's teacher."),
    ("My car is a blue Toyota Corolla.", "Sorry, I mixed that up, it's a grey Corolla, not blue."),
    ("Meine Schwester wohnt in Köln.", "Ich habe mich vertan, meine Schwester wohnt in Bonn."),
    ("Ma réunion est mardi.", "Je me suis trompé, la réunion est mercredi."),
    ("Mi vuelo sale a las 10.", "Me equivoqué, el vuelo sale a las 11."),
]
SELF_CORR_NEG: list[Pair] = [
    ("My sister is a dentist in Leeds.", "My sister told me she misspoke at her interview, poor thing."),
    ("The kickoff meeting is on Thursday.", "Scratch that idea about the pizza, let's get sushi for the kickoff."),
    ("I'm 34 years old.", "Actually it's my husband who turns 40 next week, any gift ideas?"),
    ("My favourite dish is lasagna.", "Actually it's funny, I made lasagna again last night."),
    ("My landlord is called Mr. Patel.", "I told you Mr. Patel fixed the heating? He came by this morning."),
    ("The staging server runs Ubuntu 20.04.", "Correction to the docs: the install step needs sudo."),
]

# --- 2. new values named only in NEW's wording ("my new X") ----------------------------------------
NEW_VALUE: list[Pair] = [
    ("My phone number is 555-0142.", "Please note my new number: 555-0199."),
    ("My manager is Priya.", "My new manager started Monday, her name is Helen."),
    ("Our dog is called Rusty.", "We renamed the dog Copper, Rusty just didn't fit him."),
    ("My email is j.lund@oldmail.com.", "My new email address is jonas.lund@fastpost.io."),
    ("My dentist is Dr. Berg.", "Found a new dentist, Dr. Haller, much closer to the office."),
    ("Our office is on Baker Street.", "Our new office is on Wharf Road, we moved in last week."),
    ("My coach is Marcus.", "I have a new coach now, Tanya, she's brutal but good."),
    ("My username is skyfox88.", "Changed my username to nightowl_22."),
    ("Мой номер телефона 8-912-000-11-22.", "Мой новый номер 8-912-555-66-77."),
]
NEW_VALUE_NEG: list[Pair] = [
    ("My phone number is 555-0142.", "My brother got a new number, 555-0177, in case you need him."),
    ("My manager is Priya.", "Priya hired a new intern called Ben."),
    ("Our dog is called Rusty.", "We got a new puppy called Copper, Rusty loves him."),
    ("My dentist is Dr. Berg.", "Dr. Berg has a new hygienist, she's really gentle."),
    ("My coach is Marcus.", "Marcus showed me a new drill today."),
    ("My email is j.lund@oldmail.com.", "I might set up a new email address at some point."),
]

# --- 3. endings stated by an event ------------------------------------------------------------------
EVENT_END: list[Pair] = [
    ("I'm writing my PhD thesis on coral bleaching.", "I defended my thesis yesterday!! Dr. Mina now haha"),
    ("I play bass in a band called The Static.", "The Static broke up last month, creative differences."),
    ("I take pottery classes at Clayhouse studio.", "Clayhouse studio closed down for good, so no more pottery for now."),
    ("Tom and Erin are engaged.", "Tom and Erin called off the engagement."),
    ("My favourite cafe is Bean There on Elm Street.", "Bean There shut its doors last week, so sad."),
    ("I'm training for the Berlin marathon.", "I ran the Berlin marathon on Sunday, finished in 4:12!"),
    ("My grandma lives with us.", "My grandma moved into a care home in June."),
    ("Jess is dating Carlos.", "Jess and Carlos split up a few weeks ago."),
]
EVENT_END_NEG: list[Pair] = [
    ("I'm writing my PhD thesis on coral bleaching.", "My labmate defended her thesis yesterday, so inspiring."),
    ("I play bass in a band called The Static.", "My favourite band from the 90s broke up, I only just found out."),
    ("I take pottery classes at Clayhouse studio.", "The studio closed early today because of the storm."),
    ("Jess is dating Carlos.", "Jess's brother split up with his girlfriend."),
    ("I'm training for the Berlin marathon.", "I ran 30 km on Sunday as part of my marathon prep."),
    ("My favourite cafe is Bean There on Elm Street.", "The bakery next to Bean There closed down."),
]

# --- 4. team and project reversals in everyday verbs -------------------------------------------------
TEAM: list[Pair] = [
    ("We use Redis for the job queue.", "We ripped out Redis, the job queue runs on Postgres now."),
    ("The mobile app will have a dark mode.", "Dark mode got scrapped from the mobile app."),
    ("The release is planned for March 3.", "The release slipped to March 17."),
    ("The launch is on May 10.", "The launch has been pushed to June."),
    ("We decided to write the backend in Go.", "We reversed the Go decision, the backend stays in Python."),
    ("The admin panel has an export button.", "The export button is gone from the admin panel."),
    ("We deploy with Jenkins.", "We dropped Jenkins and deploy with GitHub Actions now."),
    ("Our standup is at 9:30.", "Standup moved from 9:30 to 10:00."),
    ("The payments feature ships in Q2.", "Payments got pushed from Q2 to Q4."),
    ("Wir nutzen Jira für die Tickets.", "Wir haben Jira abgeschafft und nutzen jetzt Linear."),
]
TEAM_NEG: list[Pair] = [
    ("We use Redis for the job queue.", "We ripped out the old caching layer, Redis stays for the job queue."),
    ("The release is planned for March 3.", "The marketing email for the release slipped a day."),
    ("The launch is on May 10.", "Could the launch be pushed? Just asking in case QA needs time."),
    ("We deploy with Jenkins.", "The Jenkins dashboard is gone after the plugin update, had to reinstall it."),
    ("The mobile app will have a dark mode.", "The web app's beta banner got scrapped."),
    ("Our standup is at 9:30.", "Tomorrow's standup is pushed to 10:00 because of the all-hands."),
]

# --- 5. schedule and habit changes stated as the new habit -------------------------------------------
HABIT: list[Pair] = [
    ("I run every morning before work.", "These days I run in the evenings instead of the mornings."),
    ("I go swimming on Tuesdays.", "I switched swimming to Thursdays, Tuesdays got too busy."),
    ("I drink three coffees a day.", "I'm down to one coffee a day now."),
    ("I take the bus to work.", "I cycle to work now, haven't taken the bus in weeks."),
    ("Our book club meets on the first Monday of the month.", "Book club meets on the last Friday of the month now."),
    ("I work from home on Fridays.", "My home-office day is Wednesday now, not Friday."),
]
HABIT_NEG: list[Pair] = [
    ("I run every morning before work.", "I ran in the evening today because I overslept."),
    ("I go swimming on Tuesdays.", "I also go climbing on Thursdays."),
    ("I drink three coffees a day.", "My partner is down to one coffee a day now."),
    ("I take the bus to work.", "The bus was late again this morning."),
    ("I work from home on Fridays.", "This week I'm in the office on Friday for the team lunch."),
]

# --- 6. change of state: left X and now Y, switched, no longer, from A to B ---------------------------
STATE: list[Pair] = [
    ("I work at Siemens as an engineer.", "I left Siemens in the summer and now I'm at Bosch."),
    ("I'm on an Android phone.", "Switched to an iPhone, no longer on Android."),
    ("I love sushi.", "I've gone off sushi completely after that food poisoning."),
    ("My daughter plays the violin.", "My daughter gave up the violin and picked up the drums."),
    ("I'm learning Spanish.", "I stopped learning Spanish and started Portuguese instead."),
    ("I live in a flat in Glasgow.", "We sold the Glasgow flat and moved to a house in Stirling."),
    ("I'm a member of the climbing gym.", "I cancelled my climbing gym membership."),
    ("I'm vegan.", "I'm not vegan anymore, I eat eggs and cheese again."),
]
STATE_NEG: list[Pair] = [
    ("I work at Siemens as an engineer.", "My friend left Siemens and now works at Bosch."),
    ("I love sushi.", "I switched sushi places, the new one is cheaper."),
    ("I'm learning Spanish.", "I started learning Portuguese too, alongside Spanish."),
    ("I live in a flat in Glasgow.", "We might sell the Glasgow flat one day and move to the coast."),
    ("I'm vegan.", "My brother isn't vegan anymore."),
    ("My daughter plays the violin.", "My daughter switched violin teachers."),
]

# --- 7. updates: a later state without correction wording --------------------------------------------
UPDATE: list[Pair] = [
    ("My son is 4 years old.", "My son just turned 5!"),
    ("I have two cats.", "We have three cats now, adopted a kitten on Saturday."),
    ("I'm a yellow belt in judo.", "Got my orange belt in judo last night!"),
    ("I'm level 40 in the game.", "Finally hit level 50 in the game."),
    ("I'm renovating the kitchen.", "The kitchen renovation is done, finally!"),
    ("I'm ranked 12th in the club ladder.", "I'm 7th in the club ladder now."),
    ("My daughter is in second grade.", "My daughter started third grade this week."),
    ("I'm 20 weeks pregnant.", "Our baby girl was born on Tuesday!"),
    ("My personal best in the 5k is 26 minutes.", "New 5k PB: 24:30!"),
    ("I've read 10 books this year.", "Up to 14 books this year."),
    ("Mein Sohn ist 7 Jahre alt.", "Mein Sohn ist gerade 8 geworden."),
    ("J'ai deux enfants.", "On a eu notre troisième enfant le mois dernier."),
]
UPDATE_NEG: list[Pair] = [
    ("My son is 4 years old.", "My nephew just turned 5!"),
    ("I have two cats.", "My neighbour has three cats now."),
    ("I'm a yellow belt in judo.", "My daughter got her orange belt in karate."),
    ("I'm renovating the kitchen.", "The bathroom renovation is done, the kitchen is next."),
    ("My daughter is in second grade.", "My daughter's best friend is in third grade."),
    ("I've read 10 books this year.", "I want to read 20 books next year."),
]

# --- 7b. updates, a second batch written after the first round of rules, before the completion reading:
# ages said as a birthday, counts that grew, ranks and grades, things in progress that finished ----------
UPDATE_2: list[Pair] = [
    ("Emma is 3.", "Emma had her birthday yesterday, she's four now!"),
    ("I'm a junior developer at Finch.", "Got promoted to senior developer at Finch last week."),
    ("My channel has 500 subscribers.", "We crossed 1200 subscribers on the channel!"),
    ("I've been sober for 6 months.", "One year sober today!"),
    ("I'm saving up for a motorbike.", "Bought the motorbike on Saturday, a used Triumph."),
    ("I'm a brown belt in karate.", "Passed my black belt grading in karate!!"),
    ("My deadlift PB is 100 kg.", "Deadlifted 110 kg today, new PB."),
    ("I'm on chapter 3 of my novel.", "Just wrapped up chapter 9 of the novel."),
    ("We've been married for 10 years.", "We celebrated our 11th wedding anniversary last night."),
    ("I'm halfway through the data science course.", "Finished the data science course and got the certificate!"),
    ("Our team has 5 people.", "The team grew to 8 people this quarter."),
    ("Sam is in year 5.", "Sam moved up to year 6 after the summer."),
    ("Our house is being built.", "We finally moved into the new house last weekend."),
    ("Ich bin 29.", "Ich bin letzte Woche 30 geworden."),
    ("Tengo dos perros.", "Ahora tenemos tres perros."),
    ("Je suis au niveau B1 en allemand.", "J'ai eu mon B2 en allemand !"),
]
UPDATE_2_NEG: list[Pair] = [
    ("Emma is 3.", "Emma's cousin is four now."),
    ("My channel has 500 subscribers.", "My friend's channel crossed 1200 subscribers."),
    ("I'm saving up for a motorbike.", "Bought a helmet for the motorbike I'm saving up for."),
    ("I'm on chapter 3 of my novel.", "Chapter 3 of my novel has 12 scenes."),
    ("Our team has 5 people.", "The design team next door has 8 people."),
    ("I'm halfway through the data science course.", "My sister finished the data science course."),
    ("Our house is being built.", "The builders finished the roof of the house."),
]

# --- 7c. updates in the two registers of real conversations: observation-style third-person summaries and
# chatty turns with the news inside (written after the second round of rules, before looking at what they miss)
UPDATE_3: list[Pair] = [
    ("Nadia's son Leo is two years old.", "Nadia's son Leo turned three last weekend and they had a dinosaur party."),
    ("Omar is a second-year medical student.", "Omar is now in his third year of medical school."),
    ("Grace has 40 pupils in her dance school.", "Grace's dance school is up to 65 pupils."),
    ("Ken is a level 2 swim coach.", "Ken passed his level 3 coaching certificate."),
    ("Rita is 7 months pregnant.", "Rita gave birth to a healthy baby boy named Theo."),
    ("Jun is building a treehouse for his kids.", "Jun's treehouse is finished and the kids sleep in it every weekend."),
    ("haha so I've got like 3 plants on my balcony", "my balcony jungle is at 11 plants now lol"),
    ("my little one is in kindergarten", "omg the little one started first grade today, I cried"),
    ("I'm at 60 days on my Duolingo streak!", "Duolingo streak hit 100 days this morning!!"),
    ("I'm ranked silver in the game", "finally made it to gold rank in the game"),
    ("Mia weighs 4 kg.", "Mia is 6 kg now, the pediatrician is happy."),
    ("Our startup has 3 employees.", "we just hired our 7th employee at the startup"),
]
UPDATE_3_NEG: list[Pair] = [
    ("Nadia's son Leo is two years old.", "Nadia's daughter turned five in March."),
    ("Omar is a second-year medical student.", "Omar's roommate is in his third year of law school."),
    ("Grace has 40 pupils in her dance school.", "Grace wants 60 pupils by next year."),
    ("haha so I've got like 3 plants on my balcony", "my neighbour's balcony has like 20 plants lol"),
    ("I'm at 60 days on my Duolingo streak!", "My brother's Duolingo streak is at 300 days."),
    ("Mia weighs 4 kg.", "Mia drank 120 ml of milk at once today."),
]

# --- 1b. soft corrections: "actually" / "in fact" on the old statement's subject (written after the first rounds) ---
SOFT_CORR: list[Pair] = [
    ("My cat Pixel is a Siamese.", "Pixel is actually a Burmese, the shelter got it wrong."),
    ("The meetup is at the library.", "The meetup is actually at the community hall this time and from now on."),
    ("My brother works at Airbus.", "My brother actually works at Safran, he just sits next to the Airbus site."),
    ("Our gym opens at 6.", "Turns out our gym opens at 5:30, not 6."),
    ("Le restaurant ferme à 22h.", "En fait le restaurant ferme à 23h."),
    ("Mi jefe se llama Luis.", "En realidad mi jefe se llama Luis Alberto, Luis es su hermano."),
]
SOFT_CORR_NEG: list[Pair] = [
    ("My cat Pixel is a Siamese.", "Pixel actually loves the vacuum cleaner, weird cat."),
    ("The meetup is at the library.", "Actually, the library has a great café too."),
    ("My brother works at Airbus.", "My brother actually enjoys his commute to Airbus."),
    ("Our gym opens at 6.", "The pool at our gym actually opens at 7."),
]

CATEGORIES: dict[str, tuple[list[Pair], list[Pair], list[Pair]]] = {
    "self-correction": (SELF_CORR, [], SELF_CORR_NEG),
    "soft correction": (SOFT_CORR, [], SOFT_CORR_NEG),
    "new value": (NEW_VALUE, [], NEW_VALUE_NEG),
    "event ending": (EVENT_END, [], EVENT_END_NEG),
    "team reversal": (TEAM, [], TEAM_NEG),
    "habit": (HABIT, [], HABIT_NEG),
    "change of state": (STATE, [], STATE_NEG),
    "update": ([], UPDATE, UPDATE_NEG),
    "update 2": ([], UPDATE_2, UPDATE_2_NEG),
    "update 3": ([], UPDATE_3, UPDATE_3_NEG),
}

CORRECTIONS: list[Pair] = [p for c, _, _ in CATEGORIES.values() for p in c]
UPDATES: list[Pair] = [p for _, u, _ in CATEGORIES.values() for p in u]
COMPATIBLE: list[Pair] = [p for _, _, k in CATEGORIES.values() for p in k]
