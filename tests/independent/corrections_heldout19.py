"""Nineteenth held-out corpus for the corrects-or-compatible decision (independent author, corrcorp19).

What it is: three lists of (OLD, NEW) pairs of memories, stored one after the other. OLD is
already stored; NEW arrives later.

- CORRECTIONS: NEW replaces OLD; OLD is no longer true, or never was.
- UPDATES: OLD was true when it was said; NEW gives a later state of the same counted, measured
  or staged thing (a child's age, weeks of pregnancy then the birth, dating then engaged then
  married, an adoption or visa application moving through its stages, books read this year,
  savings, longest run, weekly mileage, words drafted, followers, gigs played, a remodel's
  stage, weeks of a bootcamp, a waitlist position, a house sale, a fundraiser total).
- COMPATIBLE: both stay true. Mostly hard near-misses, usually with the same OLD as a
  correction: another person's change (the sister moved, the husband lost his job, the cousin's
  wedding was postponed, the mother-in-law is 80 too); a second value (a second dog, a second
  instrument, a return flight, a second allergy); the same value in other words or units (3 /
  15:00 / "three", 7pm / 19:00, 6'2" / 188 cm, 90 kg / 198 lb); a plan that fell through while
  the stored fact stands ("we almost moved to Denver but the job fell through, so Austin it
  is"); a temporary change (in Seattle this weekend for a wedding, covering a shift, one
  cancelled practice); history stated as history; more detail (a neighbourhood inside the
  stored city, a teacher's name); one-off events; correction idioms aimed at another slot
  ("no no, it's my aunt who's moving", "wrong photo", "wrong chat"); and a chat turn paired
  with the third-person observation an extractor wrote from it (or the other way round).

How it was written: by hand on 2026-12-07, in one sitting of about forty minutes, by a
nineteenth independent author (a helper session, corrcorp19) who read only the task brief, the
module docstring of the eighteenth corpus (tests/independent/corrections_heldout18.py, the top
triple-quoted string only, plus a grep for its three list names; none of its pairs) and the
[tool.ruff] settings in pyproject.toml. The author did not read the system's rules (zeusmem/),
any other file under tests/, did not grep the repository, did not import zeusmem and did not
run the system on this corpus; nothing here was fitted to the rules. The author also read a few
sessions of the LoCoMo development conversations (/work/shared/locomo-dev, outside the
repository) for REGISTER ONLY: how two people chat over many sessions and how the per-session
observations are phrased. No LoCoMo sentence, name or fact was copied; every person and fact
here is invented, and the LoCoMo speakers' names were avoided on purpose. Pairs were written
directly as literals (no generator); a short check afterwards confirmed that no pair repeats,
none sits in two lists, no OLD equals its NEW, no run of six words of any pair occurs in the
LoCoMo turns or observations, and computed the counts below.

Emphasis (where the earlier corpora did not go: the eighteenth stressed agent-written notes,
key: value lines, JSON, diffs and repo/customer/travel records): memories as they look when
they come out of REAL multi-session chats between two named people.
(1) Third-person observations about NAMED people, as an LLM memory extractor writes them
("Ines works as a banker at a regional bank.", "Tomas's daughter is 7."), including the other
people in their lives (partner, child, sibling, parent, colleague, neighbour, roommate).
(2) Raw chat turns stored as memories, "Name: text", in the casual forms real people type:
corrections by reference ("scratch that, 4 works better", "it's the other one, Jenna's",
"no, the earlier time"), bare replies ("14th, not 4th", "5th* not 3rd"), self-corrections in
mid-message ("my brother lives in Tromsø, no wait, that's my cousin"), news told as news ("Big
news: I quit the library!"), emoji, lower case, missing apostrophes and typos, autocorrect
mix-ups of a pet's name.
(3) Changes told by the OTHER speaker about the first ("Delphine: Did Hollis tell you? He quit
teaching ...", "Yara: btw Matteo and Sara broke up").
(4) First person vs third person of the same fact (a turn and the observation written later),
as COMPATIBLE pairs, next to corrections and updates that mix the two forms.
(5) Two correction-of-a-correction chains stored as consecutive pairs (a baby's name Luca ->
Matteo -> Luca; a job's city Raleigh -> Durham -> Raleigh).

Labelling decisions on open questions:
- A change told by the other speaker ("did you hear? X and Y broke up") is a CORRECTION of the
  stored fact about X, exactly as if X had said it.
- A turn and the observation of the same fact, in either order, is COMPATIBLE even when one of
  them carries a detail the other lacks.
- Stages of one thing are UPDATES: dating -> engaged -> married; weeks pregnant -> the baby is
  born; an application submitted -> approved; a promotion up the same ladder (junior -> senior
  designer at the same firm); a child's age after a birthday. A break-up, a lost or quit job, a
  new employer, a move, a changed school or a changed hobby is a CORRECTION.
- A discharge from hospital is a CORRECTION of "is in the hospital" (a state that ended), not a
  stage.
- A date or time of one event restated ("oh wait, it's the 14th", "scratch that, 4") is a
  CORRECTION whether the speaker misspoke or the event moved; a delayed flight's new landing
  time is a CORRECTION of that landing time.
- A plan replaced by another plan (Japan in April -> Portugal in April; a move that fell
  through) is a CORRECTION of the plan; another destination considered and dropped while the
  stored plan stands is COMPATIBLE.
- A list losing one member ("two cats, Miso and Tofu" -> "just Tofu now") is a CORRECTION of
  the list; news about one member is COMPATIBLE.
- "Favourite X" is one slot: a new favourite is a CORRECTION; "also loves ..." is COMPATIBLE.
- A one-off lapse (a vegetarian's bite of turkey at Christmas) is COMPATIBLE.
- A neighbourhood inside the stored city is COMPATIBLE (more detail); a town next to it
  ("Baltimore... well, Towson now actually, we moved in May") is a CORRECTION.

Languages: 204 of 641 pairs are not in English, in nine languages that neither the
eighteenth docstring (af, sw, cy, is, lv, sl, et, eu) nor the seventeenth list it cites (ca,
gl, ro, hr, sk, lt, tl, ms, eo, hu) names; whether corpora before the seventeenth used them is
not known to this author: Norwegian Bokmål (nb), Danish (da), Finnish (fi), Turkish (tr),
Vietnamese (vi), Greek (el), Ukrainian (uk), Polish (pl) and Hindi written in Latin letters as
people type it in chats (Hinglish, tagged hi). Each of the first eight has the same set of
situations, written afresh in each language (not word-for-word translations) with its own
names and places: a named person moved (CORRECTION) vs a relative's move, a weekend visit and a
past city (COMPATIBLE); a date misstated in a turn (CORRECTION) vs another event of the same
occasion or its venue (COMPATIBLE); "scratch that, 4 works better" (CORRECTION) vs the same time
in other words (COMPATIBLE); "Big news: I quit" (CORRECTION) vs the turn/observation pair of
starting the job and a partner's job loss (COMPATIBLE); a break-up told by the other speaker and
a pet's name fixed after autocorrect (CORRECTIONS) vs a second pet (COMPATIBLE); a child's
hobby changed (CORRECTION) vs a sibling's hobby (COMPATIBLE); a mid-message self-correction
about a brother vs a cousin (CORRECTION) vs the cousin's town or the brother's district
(COMPATIBLE); a trip's destination changed (CORRECTION) vs the other destination considered and
dropped (COMPATIBLE); a child's age, a pregnancy then a birth, savings or books read, dating
then engaged (UPDATES). Hinglish has a smaller set of the same kinds. Within a pair both
statements share a language. Every non-English pair carries a ``# lang: xx`` comment (ISO
639-1) on its line; untagged pairs are English. The non-English pairs were written by the
author, not by native speakers, in a casual chat register.

Counts (641 pairs, 204 not in English):
- CORRECTIONS: 224 pairs, 148 English, 76 other: nb 9, da 9, fi 9, tr 9, vi 9, el 9, uk 9, pl 9, hi 4.
- UPDATES: 77 pairs, 43 English, 34 other: nb 4, da 4, fi 4, tr 4, vi 4, el 4, uk 4, pl 4, hi 2.
- COMPATIBLE: 340 pairs, 246 English, 94 other: nb 11, da 11, fi 11, tr 11, vi 11, el 11, uk 11, pl 11, hi 6.
"""

from typing import List, Tuple

CORRECTIONS: List[Tuple[str, str]] = [
    # --- named people in the third person (observation style) ---
    ("Priya is researching adoption agencies in Ohio.", "Priya decided against adoption for now; she and Dev are going to try IVF instead."),
    ("Tomas's daughter Lucia is in second grade at Brookside Elementary.", "Tomas moved Lucia to Hillcrest Academy after the winter break."),
    ("Ines works as a banker at a regional bank.", "Ines lost her job as a banker last month and is looking for work."),
    ("Keanu lives in Portland with his roommate Abe.", "Keanu moved out of the Portland place; he's in Seattle now."),
    ("Wren is vegetarian.", "Wren started eating fish again, so she's pescatarian now."),
    ("Odette's partner is named Felix.", "Odette and Felix split up in the spring."),
    ("Rafael plays bass in a band called The Low Tides.", "Rafael quit The Low Tides; he only plays solo gigs now."),
    ("Mireille's dog is a beagle named Pico.", "Oops, Pico is a basset hound, not a beagle. Mireille corrected me."),
    ("Hamid is training for the Chicago Marathon in October.", "Hamid pulled out of the Chicago Marathon because of a stress fracture."),
    ("Bea's favorite band is Paramore.", "Bea said her favorite band these days is boygenius, not Paramore."),
    ("Suki is a nurse at St. Anne's.", "Suki left nursing and is retraining as a software tester."),
    ("Dorian's sister Gwen lives in Leeds.", "Dorian's sister Gwen moved to Bristol for her new job."),
    ("Ottilie drives a red Honda Civic.", "Ottilie sold the Civic and bought a used Tesla Model 3."),
    ("Lars is allergic to peanuts.", "Correction: Lars is allergic to tree nuts, not peanuts."),
    ("Nadia's birthday is on March 3.", "Nadia's birthday is actually March 13. I misheard."),
    ("Yusuf's son Emre is 6.", "Yusuf's son Emre is 9, not 6; the 6-year-old is his nephew."),
    ("Celeste teaches pottery on Tuesday nights at the community center.", "Celeste's pottery class moved to Thursday nights."),
    ("Marguerite is single.", "Marguerite has been seeing someone named Jonah since June."),
    ("Arjun is studying for the bar exam.", "Arjun gave up on the bar exam and took a policy job instead."),
    ("Fenna's cat is called Biscuit.", "Fenna's cat is called Brisket, not Biscuit 😂"),
    ("Cosmo works night shifts at the warehouse.", "Cosmo switched to day shifts at the warehouse."),
    ("Leila goes to a Baptist church.", "Leila stopped going to church; she joined a meditation group instead."),
    ("Kofi's wife is a dentist.", "Kofi's wife is a vet, not a dentist. He was very clear about that."),
    ("Ingrid coaches her son's soccer team.", "Ingrid stepped down as coach of her son's soccer team; another parent took over."),
    ("Rosalind is planning a trip to Japan in April.", "Rosalind's Japan trip is off; she's going to Portugal in April instead."),
    ("Bastian has two kids.", "Bastian has three kids. I forgot the baby."),
    ("Pilar's mom lives with her.", "Pilar's mom moved into assisted living in the fall."),
    ("Ezra is learning guitar.", "Ezra switched from guitar to drums."),
    ("Soren's favorite food is ramen.", "Soren says his favorite is actually pho, he only said ramen to be polite lol."),
    ("Thea volunteers at the animal shelter on Saturdays.", "Thea stopped volunteering at the shelter after it closed."),
    ("Maeve is working as a barista at Blue Fern Cafe.", "Maeve left Blue Fern Cafe and works at a bookshop now."),
    ("Gideon's band practice is on Wednesday.", "Gideon's band practice moved to Monday."),
    ("Anouk is engaged to Pieter.", "Anouk called off the engagement with Pieter."),
    ("Ravi's daughter wants to be a vet.", "Ravi's daughter has decided she wants to be an astronaut now."),
    ("Imogen's husband is a firefighter.", "Imogen's husband is a paramedic, not a firefighter."),
    ("Jonas plans to study abroad in Spain next year.", "Jonas will study abroad in Chile next year, not Spain."),
    ("Kalani is afraid of flying.", "Kalani got over her fear of flying after the course and flies regularly now."),
    ("Lucan lives alone.", "Lucan's girlfriend Rosa moved in with him in July."),
    ("Marisol's mother is a retired teacher.", "Marisol's mother still teaches; she hasn't retired."),
    ("Nils's favorite hobby is photography.", "Nils has mostly dropped photography and spends his free time rock climbing."),
    ("Ophelia is saving for a trip to Iceland.", "Ophelia spent her Iceland savings on a new roof instead."),
    ("Perrin attends night classes at the community college.", "Perrin dropped out of night classes to care for his dad."),
    ("Qadir's wife is expecting twins.", "Qadir's wife is expecting one baby; it was never twins, I mixed him up with Omar."),
    ("Rosa's shop sells vintage clothes.", "Rosa's shop switched to selling plants; the vintage clothes are gone."),
    ("Saoirse's daughter goes to ballet.", "Saoirse's daughter quit ballet and does gymnastics now."),
    ("Tarek volunteers at a food bank.", "Tarek volunteers at a homeless shelter, not a food bank."),
    ("Ulla's favorite author is Toni Morrison.", "Ulla said her favorite author is Ursula K. Le Guin now."),
    ("Viggo is in a cover band.", "Viggo's band started writing their own songs; they're not a cover band anymore."),
    ("Wilhelmina works part-time.", "Wilhelmina went full-time at the clinic in September."),
    ("Xiomara takes the bus to work.", "Xiomara bought a scooter and rides it to work now."),
    ("Yannick's partner Lou is a chef.", "Lou, Yannick's partner, quit cooking and became a sommelier."),
    ("Zora is from Nairobi.", "Zora is from Mombasa; she only studied in Nairobi."),
    # --- other people in their lives ---
    ("Amara's best friend is Tess.", "Amara and Tess had a falling out; Amara says her best friend now is Jolie."),
    ("Beckett's dad runs a hardware store.", "Beckett's dad sold the hardware store and retired."),
    ("Cyrus's grandmother lives in Tehran.", "Cyrus's grandmother moved to Toronto to live with his aunt."),
    ("Delia's son Marcus is at Ohio State.", "Delia's son Marcus transferred to Michigan."),
    ("Eamon's colleague Priscilla is his team lead.", "Priscilla moved to another team; Eamon's team lead is now Dov."),
    ("Farah's neighbor has a pit bull named Duke.", "Farah's neighbor's dog Duke is a boxer, not a pit bull."),
    ("Gus's wife works at the hospital.", "Gus's wife left the hospital and works at a private practice now."),
    ("Hedda's kids are homeschooled.", "Hedda's kids started at the public school this fall."),
    ("Ivo's daughter is learning Spanish.", "Ivo's daughter switched from Spanish to Mandarin."),
    ("Anya's brother Lev is in the Navy.", "Anya mentioned Lev left the Navy and is in college now."),
    ("Boris is in London for work.", "Boris is back home in Manchester; the London posting ended."),
    ("Cordelia's garden has tomatoes and zucchini.", "Cordelia ripped out the zucchini; the garden is just tomatoes and herbs now."),
    ("Dimitri's favorite team is the Lakers.", "Dimitri supports the Celtics; he was only joking about the Lakers."),
    ("Elif's wedding is on June 8.", "Elif moved the wedding to June 22 because the venue double-booked."),
    ("Giselle's car is a blue Mazda.", "Giselle's car is grey, not blue."),
    ("Ilse sings in the church choir.", "Ilse left the church choir and joined a jazz ensemble."),
    ("Jovan takes his kids to school every morning.", "Jovan's wife does the school run now since Jovan started early shifts."),
    ("Katya is a freelance illustrator.", "Katya took a full-time job at an animation studio and stopped freelancing."),
    ("Lorcan's dog sleeps in a crate.", "Lorcan gave up on the crate; the dog sleeps on his bed now."),
    ("Mads's daughter's name is Freja.", "Mads's daughter is Frida, not Freja."),
    ("Nina's surgery is scheduled for the 20th.", "Nina's surgery got moved up to the 11th."),
    ("Orla's parents are divorced.", "Orla's parents got back together and remarried last year."),
    ("Piet's hometown is Utrecht.", "Piet grew up in Amersfoort; he was only born in Utrecht."),
    ("Rocio's due date is May 2.", "Rocio's due date was moved to April 24 after the scan."),
    ("Tamsin's kids are with her ex on weekends.", "Tamsin has the kids on weekends now; her ex has them on weekdays."),
    ("Umar's team at work is payments.", "Umar moved from payments to the fraud team."),
    ("Valentina lives with her parents.", "Valentina got her own studio apartment in October."),
    ("Wolfgang is retired.", "Wolfgang went back to work part-time at the hardware store, so he's not really retired anymore."),
    ("Zane lives with two roommates.", "Zane's roommates moved out; he lives alone now."),
    ("Bettina's mom is in the hospital.", "Bettina's mom was discharged and is back home."),
    ("Caspian's son wants a bike for his birthday.", "Caspian's son changed his mind, he wants a drum kit for his birthday now."),
    ("Dalia is moving to Berlin in August.", "Dalia's Berlin move fell through; the job offer was withdrawn."),
    ("Idris plans to major in economics.", "Idris declared a history major."),
    # --- changes said by the other speaker about the first ---
    ("Hollis teaches high school chemistry.", "Delphine: Did Hollis tell you? He quit teaching and opened a bike shop."),
    ("Matteo's girlfriend is Sara.", "Yara: btw Matteo and Sara broke up, he's seeing someone called Elin now"),
    ("Florin works at a bakery on Elm Street.", "Florin: I'm at the bakery on Oak, not Elm! Elm is the other one"),
    ("Stellan is a morning person.", "Stellan: lol no I'm a total night owl, whoever told you that lied"),
    ("Ximena's favorite hike is Mount Tam.", "Ximena: my fave hike is Mission Peak, Tam is my husband's 😅"),
    ("Fleur works at the cafe on weekends.", "Fleur: not weekends anymore, I do Monday and Wednesday evenings at the cafe"),
    ("Galen's wife is called Ruth.", "Galen: Ruth's my sister! My wife is Hannah lol"),
    ("Juno's class is on Thursdays at 6.", "Juno: oh it's the 7pm one on thursdays, not 6"),
    ("Rowan's favourite colour is green.", "Rowan: not green, teal! There's a difference 😤"),
    ("Bodhi's brother is called Kai.", "Bodhi: Kai's my cousin, my brother's name is Jude"),
    ("Calla's office is on the 4th floor.", "Calla: 14th, not 4th"),
    ("Dex is taking the 9:05 train to Boston.", "Dex: Missed it, getting the 10:05 instead"),
    ("Fitz lives in Baltimore.", "Fitz: We're in Baltimore... well, Towson now actually, we moved in May"),
    ("Ghislaine has three grandchildren.", "Ghislaine: I have four grandkids, not three, you forgot Theo!"),
    ("Harlan works at Boeing.", "Harlan: I'm at Boeing, sorry, WAS at Boeing, I'm at Airbus since January"),
    # --- raw chat turns ---
    ("Camille lives in Austin, Texas.", "Camille: Hey! Guess what, we finally moved to Denver last week!!"),
    ("Astrid: The recital is on the 12th, hope you can come!", "Astrid: Oh wait, I got that wrong, the recital is on the 14th"),
    ("Bram: We're meeting at the cafe at 3", "Bram: scratch that, 4 works better for everyone"),
    ("Cleo: My new job starts on Monday the 5th", "Cleo: no wait, it's Tuesday the 6th, Monday's a holiday"),
    ("Dante: I'm flying out on the 8:15 flight", "Dante: ugh they moved me to the 11:40, so much for the early start"),
    ("Elodie: Our dog is called Mango", "Elodie: lol autocorrect, it's Margo not Mango 🙈"),
    ("Finn: I'm thinking of naming the bakery Crumb & Co", "Finn: went with Rise Up for the bakery name in the end!"),
    ("Greta: I work at the library downtown", "Greta: Big news: I quit the library! Starting at the museum archive next week"),
    ("Hugo: My brother lives in Phoenix", "Hugo: sorry, it's my cousin in Phoenix, my brother's in Tucson"),
    ("Isla: the party's at Jen's place", "Isla: it's the other one, Jenna's, not Jen's 😅"),
    ("Jasper: Dinner is at 7 on Friday", "Jasper: no, the earlier time, 6:30. Sorry!"),
    ("Kira: I've got two cats, Miso and Tofu", "Kira: well, just Tofu now :( Miso passed away last week"),
    ("Leon: I'm a vegan now!", "Leon: ok the vegan thing lasted 3 weeks lol, back to eating cheese"),
    ("Mila: I teach 3rd grade", "Mila: they moved me up to 5th grade this year"),
    ("Nico: I'm doing my masters in biology", "Nico: Actually I switched to environmental science, biology wasn't for me"),
    ("Oona: my sister's wedding is in June", "Oona: wedding got pushed to September bc of the venue!!"),
    ("Pablo: I drive a Jeep", "Pablo: sold the Jeep, I bike everywhere now 🚲"),
    ("Quinn: We're going to Cabo for spring break", "Quinn: change of plans!! We're going to Banff instead"),
    ("Rhea: my boss is Tanya", "Rhea: Tanya left, my new boss is a guy named Curt"),
    ("Silas: I'm renting a place in Midtown", "Silas: we bought a house!!! in Oak Park, moved in over the weekend"),
    ("Tova: my son plays the violin", "Tova: he gave up violin, it's all about the trumpet now 🎺"),
    ("Uma: my book club meets on the first Thursday", "Uma: book club moved to the last Sunday of the month"),
    ("Vito: the puppy's name is Rocco", "Vito: we renamed him Bruno, Rocco didn't fit him"),
    ("Wanda: I'm allergic to cats", "Wanda: turns out it was the dust, not cats! Allergist said so"),
    ("Xavi: my daughter's in kindergarten", "Xavi: oops I meant preschool, she's only 4"),
    ("Yasmin: I'm going to Lisbon on the 3rd", "Yasmin: 5th* not 3rd"),
    ("Zeke: I work from home", "Zeke: back in the office full-time now, boss's orders ugh"),
    ("Alba: meet at the north entrance?", "Alba: sorry, south entrance! The north one is closed"),
    ("Esme: the meeting is Tuesday", "Esme: wait no Thursday. Tuesday is my dentist"),
    ("Jules: im at the gym every morning at 6", "Jules: gym is evenings now, mornings were killing me"),
    ("Kit: my flight lands at 2pm", "Kit: delayed!! landing at 5 now, dont wait for me"),
    ("Lottie: the wedding is at St. Mary's", "Lottie: they switched the ceremony to the botanical garden 🌿"),
    ("Monty: I have a golden retriever", "Monty: lab, not golden. people always mix them up"),
    ("Nell: Kids are 5 and 8", "Nell: 6 and 8 actually, I always get Lily's age wrong"),
    ("Otto: my new apartment is in Kreuzberg", "Otto: it's Neukölln technically, just over the border lol"),
    ("Penny: I'm the youngest of three", "Penny: I'm the middle kid actually, my little bro is the youngest"),
    ("Rufus: I start at the firm in March", "Rufus: they pushed my start to May, hiring freeze"),
    ("Sage: my therapist is Dr. Kline", "Sage: switched therapists, seeing Dr. Osei now"),
    ("Teddy: I'm selling my bike", "Teddy: decided to keep the bike after all lol"),
    ("Vera: hosting thanksgiving this year!", "Vera: ok my sister is hosting thanksgiving now, I'm off the hook 🙏"),
    ("Wes: my mom's visiting next week", "Wes: mom cancelled her visit, she's got the flu"),
    ("Yara: we're having a girl!!", "Yara: PLOT TWIST it's a boy 😱 the first scan was wrong"),
    ("Zuri: my number is 555-0142", "Zuri: new number, it's 555-0178 now"),
    ("Abel: my shift ends at 5", "Abel: they changed my schedule, I'm done at 3 now 🙌"),
    # --- a correction of a correction, stored one after the other ---
    ("Elio: we're calling the baby Luca", "Elio: ok final answer, the baby's name is Matteo"),
    ("Elio: ok final answer, the baby's name is Matteo", "Elio: lol jk we went back to Luca, my mom cried"),
    ("Brynn's new job is in Raleigh.", "Brynn: the job's in Durham, not Raleigh, I always say the wrong one"),
    ("Brynn: the job's in Durham, not Raleigh, I always say the wrong one", "Brynn: ugh they moved the whole team to the Raleigh office after all"),
    # --- Norwegian (Bokmål) ---
    ("Sindre bor i Bergen.", "Sindre har flyttet til Trondheim, han begynte i ny jobb der i august."),  # lang: nb
    ("Ragnhild: Konserten er den 12., håper du kommer!", "Ragnhild: Å nei, jeg tok feil, konserten er den 14.!"),  # lang: nb
    ("Eivind: Vi møtes på kafeen kl. 15", "Eivind: glem det, 16 passer bedre for alle"),  # lang: nb
    ("Tuva jobber på et bakeri i sentrum.", "Tuva: Store nyheter: jeg har sluttet på bakeriet! 🎉"),  # lang: nb
    ("Håkon er kjæreste med Ingeborg.", "Marte: visste du at Håkon og Ingeborg har gjort det slutt?"),  # lang: nb
    ("Kattungen til Solveig heter Pepper.", "Solveig: autokorrektur 🙈 hun heter Pepsi, ikke Pepper"),  # lang: nb
    ("Datteren til Øystein går i andre klasse på Ruseløkka skole.", "Øystein har flyttet datteren til Majorstuen skole etter jul."),  # lang: nb
    ("Broren til Vegard bor i Tromsø.", "Vegard: broren min bor i Tromsø, nei vent, det er fetteren min, broren min bor i Bodø"),  # lang: nb
    ("Signe skal til Spania i påsken.", "Signe: endring i planene! Vi drar til Island i påsken i stedet"),  # lang: nb
    # --- Danish ---
    ("Mette bor i Aarhus.", "Mette: Hej! Gæt hvad, vi er endelig flyttet til Odense i sidste uge!"),  # lang: da
    ("Frederik: Fødselsdagen er lørdag den 9.", "Frederik: hov, jeg tog fejl, det er søndag den 10."),  # lang: da
    ("Kasper: vi ses til frokost kl. 12", "Kasper: glem det, kl. 13 passer bedre 😅"),  # lang: da
    ("Lærke arbejder som sygeplejerske på Rigshospitalet.", "Lærke har sagt sit job op på Rigshospitalet og læser nu til jordemoder."),  # lang: da
    ("Rasmus spiller bas i et band.", "Camilla: Rasmus har forresten forladt bandet, han spiller kun solo nu"),  # lang: da
    ("Astrids hund hedder Bølle.", "Astrid: han hedder Bolle, ikke Bølle 😂 stavefejl"),  # lang: da
    ("Nikolajs søn går til fodbold om tirsdagen.", "Nikolajs søn er holdt op med fodbold og går til svømning i stedet."),  # lang: da
    ("Jonas' kæreste hedder Sofie.", "Jonas: Sofie er min søster haha, min kæreste hedder Emma"),  # lang: da
    ("Mathilde er vegetar.", "Mathilde er begyndt at spise fisk igen, så hun er ikke vegetar længere."),  # lang: da
    # --- Finnish ---
    ("Aino asuu Tampereella.", "Aino muutti Ouluun uuden työn perässä."),  # lang: fi
    ("Eetu: Synttärit on lauantaina 12. päivä!", "Eetu: ai hups, ne onkin 14. päivä, sori"),  # lang: fi
    ("Lotta: nähdään kahvilassa kolmelta", "Lotta: unohda toi, neljältä sopii kaikille paremmin"),  # lang: fi
    ("Juho on töissä pankissa.", "Juho menetti työnsä pankista viime kuussa."),  # lang: fi
    ("Sanni seurustelee Villen kanssa.", "Iida: kuulitko, Sanni ja Ville erosivat 😮"),  # lang: fi
    ("Veeran koira on nimeltään Pipsa.", "Veera: sori, autokorjaus, se on Pipa eikä Pipsa 🙈"),  # lang: fi
    ("Mikon tytär käy pianotunneilla.", "Mikon tytär lopetti pianon ja aloitti viulun."),  # lang: fi
    ("Eliaksen sisko asuu Turussa.", "Elias: siskoni asuu Turussa, eikun serkku, sisko asuu Porissa"),  # lang: fi
    ("Heidi lähtee Kreikkaan kesällä.", "Heidi: suunnitelmat muuttui, mennäänkin Islantiin!"),  # lang: fi
    # --- Turkish ---
    ("Zeynep İzmir'de yaşıyor.", "Zeynep: Selam! Tahmin et ne oldu, sonunda geçen hafta Ankara'ya taşındık!"),  # lang: tr
    ("Burak: Düğün 12 Haziran'da, gelirsin di mi?", "Burak: pardon yanlış söylemişim, düğün 19 Haziran'da"),  # lang: tr
    ("Deniz: kafede saat 3'te buluşalım", "Deniz: boşver, 4 herkese daha uygun"),  # lang: tr
    ("Selin bir bankada çalışıyor.", "Selin: Büyük haber: bankadan istifa ettim! 🎉"),  # lang: tr
    ("Emre, Ayşe ile sevgili.", "Cansu: duydun mu, Emre ile Ayşe ayrılmış"),  # lang: tr
    ("Mert'in kedisinin adı Pamuk.", "Mert: otomatik düzeltme 😅 adı Pamuk değil Lokum"),  # lang: tr
    ("Hakan'ın oğlu yüzmeye gidiyor.", "Hakan'ın oğlu yüzmeyi bıraktı, artık basketbol oynuyor."),  # lang: tr
    ("Ece'nin ablası Bursa'da oturuyor.", "Ece: ablam Bursa'da, yok pardon, kuzenim Bursa'da, ablam Eskişehir'de"),  # lang: tr
    ("Kerem yazın Yunanistan'a gidecek.", "Kerem: plan değişti, yazın Gürcistan'a gidiyoruz!"),  # lang: tr
    # --- Vietnamese ---
    ("Linh sống ở Đà Nẵng.", "Linh chuyển vào Sài Gòn rồi, cô ấy mới nhận việc ở đó."),  # lang: vi
    ("Huy: Đám cưới vào ngày 12 nha, nhớ đến đó!", "Huy: ơ mình nhầm, đám cưới ngày 14 chứ không phải 12"),  # lang: vi
    ("Trang: mình gặp nhau ở quán cà phê lúc 3 giờ nhé", "Trang: thôi bỏ đi, 4 giờ tiện cho mọi người hơn"),  # lang: vi
    ("Minh làm ở ngân hàng.", "Minh: Tin lớn nè: mình nghỉ việc ở ngân hàng rồi! 🎉"),  # lang: vi
    ("Quân đang yêu Thảo.", "Vy: nghe gì chưa, Quân với Thảo chia tay rồi đó"),  # lang: vi
    ("Con mèo của Ngọc tên là Mướp.", "Ngọc: lộn rồi 😅 nó tên là Mận chứ không phải Mướp"),  # lang: vi
    ("Con gái của anh Tuấn học đàn piano.", "Con gái anh Tuấn bỏ piano rồi, giờ chuyển sang học vẽ."),  # lang: vi
    ("Anh trai của Phong sống ở Hà Nội.", "Phong: anh trai mình ở Hà Nội, à không, đó là anh họ, anh trai mình ở Hải Phòng"),  # lang: vi
    ("Hà định đi Thái Lan dịp Tết.", "Hà: đổi kế hoạch rồi, Tết này đi Nhật!"),  # lang: vi
    # --- Greek ---
    ("Η Κατερίνα μένει στη Θεσσαλονίκη.", "Η Κατερίνα μετακόμισε στην Αθήνα για τη νέα της δουλειά."),  # lang: el
    ("Νίκος: Τα γενέθλια είναι στις 12, θα έρθεις;", "Νίκος: α ρε συγγνώμη, στις 14 είναι, όχι στις 12"),  # lang: el
    ("Ελένη: τα λέμε στο καφέ στις 3", "Ελένη: άσ' το, στις 4 βολεύει όλους καλύτερα"),  # lang: el
    ("Ο Γιώργος δουλεύει σε τράπεζα.", "Γιώργος: Μεγάλα νέα: παραιτήθηκα από την τράπεζα! 🎉"),  # lang: el
    ("Η Δήμητρα είναι με τον Στέλιο.", "Άννα: έμαθες; Η Δήμητρα και ο Στέλιος χώρισαν"),  # lang: el
    ("Ο σκύλος της Σοφίας λέγεται Μπόμπος.", "Σοφία: ο αυτόματος διορθωτής 🙈 Μπόμπης λέγεται, όχι Μπόμπος"),  # lang: el
    ("Ο γιος του Παναγιώτη παίζει μπάσκετ.", "Ο γιος του Παναγιώτη σταμάτησε το μπάσκετ και κάνει κολύμπι τώρα."),  # lang: el
    ("Ο αδερφός του Θοδωρή μένει στην Πάτρα.", "Θοδωρής: ο αδερφός μου μένει στην Πάτρα, όχι, ο ξάδερφός μου, ο αδερφός μου είναι στο Ηράκλειο"),  # lang: el
    ("Η Βασιλική θα πάει Ιταλία το καλοκαίρι.", "Βασιλική: άλλαξαν τα σχέδια, πάμε Πορτογαλία τελικά!"),  # lang: el
    # --- Ukrainian ---
    ("Оксана живе у Львові.", "Оксана: Привіт! Уяви, ми нарешті переїхали до Києва минулого тижня!"),  # lang: uk
    ("Андрій: Весілля 12-го, прийдеш?", "Андрій: ой, я помилився, весілля 14-го, а не 12-го"),  # lang: uk
    ("Ірина: зустрінемось у кав'ярні о третій", "Ірина: забудь, о четвертій усім зручніше"),  # lang: uk
    ("Тарас працює в банку.", "Тарас: Новини! Я звільнився з банку 🎉"),  # lang: uk
    ("Соломія зустрічається з Максимом.", "Христина: ти чула? Соломія з Максимом розійшлися"),  # lang: uk
    ("Кота Дмитра звати Пушок.", "Дмитро: автозаміна 🙈 його звати Пиріжок, а не Пушок"),  # lang: uk
    ("Донька Богдана ходить на танці.", "Донька Богдана кинула танці й тепер ходить на плавання."),  # lang: uk
    ("Брат Назара живе в Одесі.", "Назар: брат живе в Одесі, ні, стоп, це двоюрідний, рідний брат у Харкові"),  # lang: uk
    ("Наталя влітку їде до Польщі.", "Наталя: плани змінились, їдемо до Чехії!"),  # lang: uk
    # --- Polish ---
    ("Kasia mieszka w Krakowie.", "Kasia przeprowadziła się do Wrocławia, dostała tam nową pracę."),  # lang: pl
    ("Piotrek: Urodziny są 12-go, wpadniesz?", "Piotrek: sorki, pomyliłem się, urodziny są 14-go"),  # lang: pl
    ("Magda: widzimy się w kawiarni o 15", "Magda: nieważne, 16 pasuje wszystkim lepiej"),  # lang: pl
    ("Bartek pracuje w banku.", "Bartek: Wielkie wieści: rzuciłem bank! 🎉"),  # lang: pl
    ("Ola chodzi z Kubą.", "Gosia: słyszałaś? Ola i Kuba się rozstali"),  # lang: pl
    ("Pies Wojtka wabi się Burek.", "Wojtek: autokorekta 🙈 wabi się Bąbel, nie Burek"),  # lang: pl
    ("Córka Marka chodzi na balet.", "Córka Marka rzuciła balet i chodzi teraz na judo."),  # lang: pl
    ("Brat Michała mieszka w Gdańsku.", "Michał: brat mieszka w Gdańsku, nie, czekaj, to kuzyn, brat jest w Poznaniu"),  # lang: pl
    ("Agnieszka jedzie latem do Chorwacji.", "Agnieszka: zmiana planów, jedziemy do Grecji!"),  # lang: pl
    # --- Hindi, romanized (Hinglish, as it is typed in chats) ---
    ("Rohan Pune mein rehta hai.", "Rohan: Arre guess what, finally Bangalore shift ho gaye last week! 🎉"),  # lang: hi
    ("Anjali: meeting kal 3 baje hai", "Anjali: sorry sorry, 3 nahi 4 baje, galti se likh diya"),  # lang: hi
    ("Sneha ek IT company mein kaam karti hai.", "Sneha: Big news yaar, maine job chhod di! Ab apni bakery start kar rahi hoon"),  # lang: hi
    ("Kabir ki behen ki shaadi December mein hai.", "Kabir: behen ki shaadi February tak postpone ho gayi, venue ka issue tha"),  # lang: hi
]

UPDATES: List[Tuple[str, str]] = [
    ("Tomas's daughter is 7.", "Tomas's daughter just turned 8."),
    ("Priya is researching adoption agencies.", "Priya and Dev submitted their adoption application to Bright Futures."),
    ("Priya and Dev submitted their adoption application to Bright Futures.", "Priya and Dev passed their home study and are on the waiting list."),
    ("Noor is a junior designer at Pixelworks.", "Noor got promoted to senior designer at Pixelworks."),
    ("Elif's girlfriend is Nora.", "Elif and Nora got engaged last weekend!"),
    ("Elif and Nora got engaged last weekend!", "Elif and Nora got married in October."),
    ("Yuki is learning to drive.", "Yuki passed her driving test on the second try!"),
    ("Hamid's longest run so far is 14 miles.", "Hamid ran 18 miles on Sunday, his longest ever."),
    ("Cleo: I've read 12 books this year", "Cleo: up to 20 books this year 📚"),
    ("Rocio is 20 weeks pregnant.", "Rocio is 28 weeks now and the baby is kicking a lot."),
    ("Rocio is 28 weeks now and the baby is kicking a lot.", "Rocio had her baby, a girl named Amaia, on Tuesday."),
    ("Finn is saving up for the bakery; he has about $8,000.", "Finn's bakery fund is at $15,000 now."),
    ("Keanu has lost 10 pounds since January.", "Keanu: down 18 lbs since January!! 💪"),
    ("Arjun has finished two chapters of his thesis.", "Arjun: chapter 4 done, one more to go"),
    ("Maeve's novel draft is at 30,000 words.", "Maeve hit 52,000 words on her novel draft."),
    ("Dorian's garage conversion is still in the planning stage.", "Dorian's garage conversion: the framing is done, drywall next."),
    ("Ines has applied to five jobs.", "Ines has sent out 14 applications and has two interviews lined up."),
    ("Ines has two interviews lined up.", "Ines got an offer from the credit union!"),
    ("Lars's son is learning to crawl.", "Lars's son took his first steps yesterday!"),
    ("Suki is in week 3 of her coding bootcamp.", "Suki is in week 9 of the bootcamp, working on her final project."),
    ("Kofi's marathon training is up to 30 miles a week.", "Kofi is running 42 miles a week now."),
    ("Nadia's Instagram has 900 followers.", "Nadia's Instagram passed 2,000 followers."),
    ("Gideon's band has played 3 gigs.", "Gideon's band just played their 10th gig."),
    ("Bea: I'm on level 4 of my Duolingo Italian", "Bea: finished level 7 in Italian!"),
    ("Celeste has sold 15 pieces of pottery at the market.", "Celeste has sold 40 pieces at the market now."),
    ("Pilar's mom is in rehab after her hip surgery.", "Pilar's mom is walking with a cane now, rehab's nearly done."),
    ("Rafael's album is being mixed.", "Rafael's album is mastered and comes out on the 1st."),
    ("Hollis's bike shop had its soft opening.", "Hollis's bike shop had its grand opening on Saturday."),
    ("Ottilie's kitchen remodel: cabinets are in.", "Ottilie's kitchen remodel: countertops are in, just the backsplash left."),
    ("Zane has been at the company for 2 years.", "Zane just celebrated 3 years at the company."),
    ("Matteo is a first-year med student.", "Matteo is in his second year of med school now."),
    ("Anouk is number 12 on the waitlist for the pottery course.", "Anouk moved up to number 3 on the pottery waitlist."),
    ("Thea's puppy has had his first vaccines.", "Thea's puppy had his final round of vaccines and can go to the park."),
    ("Jules: 3 weeks no sugar!", "Jules: 6 weeks no sugar 🎉"),
    ("Marguerite and Jonah have been dating for two months.", "Marguerite and Jonah just hit six months together."),
    ("Rosalind's visa application is submitted.", "Rosalind's visa was approved!"),
    ("Soren's fundraiser has raised $1,200.", "Soren's fundraiser is at $3,450 with a week to go."),
    ("Greta's house sale: offer accepted.", "Greta's house sale closed on Friday."),
    ("Camille: packing boxes, the move to Denver is in 2 weeks!", "Camille: Hey! Guess what, we finally moved to Denver last week!!"),
    ("Leon weighs 82 kg.", "Leon weighed in at 79 kg this morning."),
    ("Ezra: I can play four chords now", "Ezra: ten chords and my first full song 🎸"),
    ("Nico has two thesis experiments left.", "Nico: last experiment done!! just writing now"),
    ("Wynn's partner is 30 weeks along.", "Wynn: she's here!! our daughter was born at 3am 💕"),
    # Norwegian
    ("Sønnen til Torbjørn er 4 år.", "Sønnen til Torbjørn fylte 5 i går!"),  # lang: nb
    ("Live er gravid i 20. uke.", "Live har fått en liten gutt, han kom på tirsdag!"),  # lang: nb
    ("Jørgen har spart 20 000 kroner til bilen.", "Jørgen har nå spart 45 000 til bilen."),  # lang: nb
    ("Ida og Mats er kjærester.", "Ida og Mats har forlovet seg! 💍"),  # lang: nb
    # Danish
    ("Freja har læst 10 bøger i år.", "Freja: oppe på 23 bøger i år! 📚"),  # lang: da
    ("Mikkel er på tredje uge af sin kodebootcamp.", "Mikkel er nu i uge 10 af bootcampen og laver sit afsluttende projekt."),  # lang: da
    ("Lærkes datter er 6 år.", "Lærkes datter er lige fyldt 7."),  # lang: da
    ("Oliver og Clara har søgt om at adoptere.", "Oliver og Clara er godkendt og står nu på ventelisten."),  # lang: da
    # Finnish
    ("Ollin poika on 3-vuotias.", "Ollin poika täytti juuri 4!"),  # lang: fi
    ("Jennalla on 8 000 euroa säästössä asuntoa varten.", "Jennalla on nyt 15 000 euroa säästössä asuntoa varten."),  # lang: fi
    ("Tuomas on juossut pisimmillään 15 km.", "Tuomas juoksi sunnuntaina 25 km, pisin lenkki ikinä!"),  # lang: fi
    ("Emma ja Joonas seurustelevat.", "Emma ja Joonas menivät kihloihin! 💍"),  # lang: fi
    # Turkish
    ("Ozan'ın kızı 5 yaşında.", "Ozan'ın kızı dün 6 yaşına girdi!"),  # lang: tr
    ("Melis 20 haftalık hamile.", "Melis doğum yaptı, kızının adı Defne!"),  # lang: tr
    ("Tolga bu yıl 8 kitap okudu.", "Tolga: bu yıl 20 kitabı geçtim 📚"),  # lang: tr
    ("Gizem ve Can sevgili.", "Gizem ile Can nişanlandı! 💍"),  # lang: tr
    # Vietnamese
    ("Con trai của chị Lan 3 tuổi.", "Con trai chị Lan vừa tròn 4 tuổi!"),  # lang: vi
    ("Thu đang mang thai tuần thứ 20.", "Thu sinh rồi, một bé gái tên là An!"),  # lang: vi
    ("Khoa đã tiết kiệm được 50 triệu để mua xe.", "Khoa giờ đã để dành được 120 triệu để mua xe."),  # lang: vi
    ("Mai và Đức đang hẹn hò.", "Mai và Đức đính hôn rồi! 💍"),  # lang: vi
    # Greek
    ("Η κόρη του Χρήστου είναι 5 χρονών.", "Η κόρη του Χρήστου έκλεισε τα 6 χθες!"),  # lang: el
    ("Η Ιωάννα είναι έγκυος 20 εβδομάδων.", "Η Ιωάννα γέννησε ένα αγοράκι την Τρίτη!"),  # lang: el
    ("Ο Άρης έχει μαζέψει 3.000 ευρώ για το ταξίδι.", "Ο Άρης έχει πλέον 7.500 ευρώ για το ταξίδι."),  # lang: el
    ("Η Φωτεινή και ο Μάκης τα έχουν.", "Η Φωτεινή και ο Μάκης αρραβωνιάστηκαν! 💍"),  # lang: el
    # Ukrainian
    ("Синові Олега 4 роки.", "Синові Олега вчора виповнилось 5!"),  # lang: uk
    ("Юлія на 20-му тижні вагітності.", "Юлія народила донечку, назвали Злата!"),  # lang: uk
    ("Віктор прочитав цього року 10 книжок.", "Віктор: вже 22 книжки цього року 📚"),  # lang: uk
    ("Ліза і Роман зустрічаються.", "Ліза і Роман заручилися! 💍"),  # lang: uk
    # Polish
    ("Syn Tomka ma 3 lata.", "Syn Tomka skończył wczoraj 4 lata!"),  # lang: pl
    ("Ewa jest w 20. tygodniu ciąży.", "Ewa urodziła synka, ma na imię Staś!"),  # lang: pl
    ("Paweł odłożył 10 tysięcy na samochód.", "Paweł ma już odłożone 25 tysięcy na samochód."),  # lang: pl
    ("Zuzia i Janek są parą.", "Zuzia i Janek się zaręczyli! 💍"),  # lang: pl
    # Hindi (romanized)
    ("Aarav ki beti 2 saal ki hai.", "Aarav ki beti kal 3 saal ki ho gayi! 🎂"),  # lang: hi
    ("Meera ne is saal 5 kitaabein padhi hain.", "Meera: is saal 15 kitaabein ho gayi 📚"),  # lang: hi
]

COMPATIBLE: List[Tuple[str, str]] = [
    # --- same OLD as a correction: another person, a second value, a plan that fell through ---
    ("Priya is researching adoption agencies in Ohio.", "Priya's sister adopted a little boy from Colombia two years ago."),
    ("Priya is researching adoption agencies in Ohio.", "Priya: I've been looking into adoption agencies around Columbus, they seem good"),
    ("Tomas's daughter Lucia is in second grade at Brookside Elementary.", "Tomas's son Mateo started kindergarten at Brookside too."),
    ("Tomas's daughter Lucia is in second grade at Brookside Elementary.", "Tomas: Lucia loves her second grade teacher at Brookside, Mrs. Hale"),
    ("Ines works as a banker at a regional bank.", "Ines: work at the bank has been brutal this month, so many late nights"),
    ("Ines works as a banker at a regional bank.", "Ines's husband lost his job at the car plant."),
    ("Keanu lives in Portland with his roommate Abe.", "Abe, Keanu's roommate, is moving to Seattle for grad school in the fall."),
    ("Keanu lives in Portland with his roommate Abe.", "Keanu is in Seattle this weekend for a friend's wedding."),
    ("Wren is vegetarian.", "Wren: made a killer lentil curry last night, not missing meat at all"),
    ("Wren is vegetarian.", "Wren's boyfriend went vegan in January."),
    ("Odette's partner is named Felix.", "Odette: Felix and I are celebrating 5 years next week 🥂"),
    ("Rafael plays bass in a band called The Low Tides.", "Rafael also plays upright bass in a jazz trio on Sundays."),
    ("Rafael plays bass in a band called The Low Tides.", "Rafael: The Low Tides almost broke up last year but we worked it out"),
    ("Mireille's dog is a beagle named Pico.", "Mireille adopted a second dog, a greyhound named Sable."),
    ("Mireille's dog is a beagle named Pico.", "Mireille: Pico ate a whole sock yesterday 🙄 vet says he'll be fine"),
    ("Hamid is training for the Chicago Marathon in October.", "Hamid ran a half marathon in Milwaukee as a tune-up race."),
    ("Hamid is training for the Chicago Marathon in October.", "Hamid was going to do the Berlin Marathon too, but the dates clashed with his cousin's wedding."),
    ("Bea's favorite band is Paramore.", "Bea: saw Paramore live for the third time!! still the best"),
    ("Bea's favorite band is Paramore.", "Bea has also been listening to a lot of Phoebe Bridgers lately."),
    ("Suki is a nurse at St. Anne's.", "Suki picked up an extra shift in the ER this week."),
    ("Suki is a nurse at St. Anne's.", "Suki: been at St Anne's 6 years now, on the pediatric ward"),
    ("Dorian's sister Gwen lives in Leeds.", "Dorian's other sister, Maud, lives in Bristol."),
    ("Dorian's sister Gwen lives in Leeds.", "Gwen, Dorian's sister, has a job interview in Bristol next week."),
    ("Ottilie drives a red Honda Civic.", "Ottilie's husband drives a Tesla Model 3."),
    ("Ottilie drives a red Honda Civic.", "Ottilie: the Civic's in the shop so I'm borrowing my dad's truck this week"),
    ("Lars is allergic to peanuts.", "Lars is also allergic to shellfish."),
    ("Lars is allergic to peanuts.", "Lars: I carry an EpiPen because of the peanut thing"),
    ("Nadia's birthday is on March 3.", "Nadia's husband's birthday is March 13."),
    ("Nadia's birthday is on March 3.", "Nadia: celebrating my bday on the 5th since it's a Saturday 🎉"),
    ("Yusuf's son Emre is 6.", "Yusuf's nephew Baran is 9."),
    ("Celeste teaches pottery on Tuesday nights at the community center.", "Celeste is teaching an extra pottery workshop this Saturday."),
    ("Celeste teaches pottery on Tuesday nights at the community center.", "Celeste: no class next Tuesday, the center's closed for the election"),
    ("Marguerite is single.", "Marguerite went on a blind date last week but says it went nowhere."),
    ("Arjun is studying for the bar exam.", "Arjun's girlfriend passed the bar last year."),
    ("Arjun is studying for the bar exam.", "Arjun almost gave up on the bar after failing a practice test, but he's sticking with it."),
    ("Fenna's cat is called Biscuit.", "Fenna: Biscuit knocked my coffee off the desk again 😾"),
    ("Fenna's cat is called Biscuit.", "Fenna's mom has a cat called Brisket."),
    ("Cosmo works night shifts at the warehouse.", "Cosmo covered a day shift on Saturday for a coworker."),
    ("Kofi's wife is a dentist.", "Kofi's wife runs her own dental practice downtown."),
    ("Kofi's wife is a dentist.", "Kofi's sister is a vet."),
    ("Ingrid coaches her son's soccer team.", "Ingrid also coaches her daughter's softball team in the spring."),
    ("Rosalind is planning a trip to Japan in April.", "Rosalind: we'll do Tokyo first then Kyoto, flying in on April 6"),
    ("Rosalind is planning a trip to Japan in April.", "Rosalind's brother is going to Portugal in April."),
    ("Bastian has two kids.", "Bastian: both my kids have the flu this week ugh"),
    ("Pilar's mom lives with her.", "Pilar's mom is staying at her aunt's for two weeks while Pilar travels."),
    ("Ezra is learning guitar.", "Ezra's daughter is learning drums."),
    ("Ezra is learning guitar.", "Ezra: guitar lessons are with a guy called Mo, Thursdays"),
    ("Soren's favorite food is ramen.", "Soren: tried a new ramen place on 5th, top 3 for sure 🍜"),
    ("Thea volunteers at the animal shelter on Saturdays.", "Thea also fosters kittens for the shelter."),
    ("Thea volunteers at the animal shelter on Saturdays.", "Thea went on Sunday this week instead because of a wedding on Saturday."),
    ("Maeve is working as a barista at Blue Fern Cafe.", "Maeve's friend Ida got hired at Blue Fern Cafe as a manager."),
    ("Gideon's band practice is on Wednesday.", "Gideon: practice ran until midnight on Wed lol neighbors hate us"),
    ("Gideon's band practice is on Wednesday.", "Gideon's band has an extra practice on Monday before the gig."),
    ("Anouk is engaged to Pieter.", "Anouk and Pieter almost called the engagement off last winter, but they're stronger now."),
    ("Camille lives in Austin, Texas.", "Camille's parents moved to Denver."),
    ("Camille lives in Austin, Texas.", "Camille: we almost moved to Denver last year but the job fell through, so Austin it is"),
    ("Camille lives in Austin, Texas.", "Camille lives in the Hyde Park neighborhood of Austin."),
    ("Hollis teaches high school chemistry.", "Delphine: Hollis is coaching the robotics club this semester on top of teaching"),
    ("Hollis teaches high school chemistry.", "Hollis's brother quit teaching and opened a bike shop."),
    ("Matteo's girlfriend is Sara.", "Yara: btw Sara's sister broke up with her boyfriend"),
    ("Astrid: The recital is on the 12th, hope you can come!", "Astrid: the dress rehearsal is on the 10th btw"),
    ("Astrid: The recital is on the 12th, hope you can come!", "Astrid's piano recital is on the 12th, at the music school."),
    ("Bram: We're meeting at the cafe at 3", "Bram: meeting at the cafe at 15:00, see u there"),
    ("Bram: We're meeting at the cafe at 3", "Bram: I'll be a few minutes late, parking is a nightmare"),
    ("Cleo: My new job starts on Monday the 5th", "Cleo: orientation for the new job is on Friday the 2nd"),
    ("Dante: I'm flying out on the 8:15 flight", "Dante: my return flight is the 18:40 on Sunday"),
    ("Dante: I'm flying out on the 8:15 flight", "Dante: my wife's on the later flight, the 11:40"),
    ("Elodie: Our dog is called Mango", "Elodie: our cat is called Margo lol, mango and margo, we're creative"),
    ("Finn: I'm thinking of naming the bakery Crumb & Co", "Finn: my mate thinks Crumb & Co sounds like a law firm 😂"),
    ("Greta: I work at the library downtown", "Greta: the library's getting a new café, so excited"),
    ("Greta: I work at the library downtown", "Greta: my girlfriend just quit her job at the museum archive"),
    ("Hugo: My brother lives in Phoenix", "Hugo: my cousin lives in Tucson"),
    ("Isla: the party's at Jen's place", "Isla: Jenna's throwing the after-party at hers"),
    ("Jasper: Dinner is at 7 on Friday", "Jasper: dinner's at seven on Friday, I booked Luigi's"),
    ("Jasper: Dinner is at 7 on Friday", "Jasper: drinks beforehand at 6:30 if anyone's keen"),
    ("Kira: I've got two cats, Miso and Tofu", "Kira: Miso had a vet check-up today, all good!"),
    ("Leon: I'm a vegan now!", "Leon: first vegan cheese I tried was awful lmao"),
    ("Mila: I teach 3rd grade", "Mila: I'm covering a 5th grade class this week while Ms. Park is out"),
    ("Nico: I'm doing my masters in biology", "Nico: my thesis is on river bacteria, so kind of environmental science too"),
    ("Oona: my sister's wedding is in June", "Oona: my cousin's wedding got pushed to September"),
    ("Oona: my sister's wedding is in June", "Oona: the bachelorette for my sister is in May 🍾"),
    ("Pablo: I drive a Jeep", "Pablo: also got a bike for weekend rides 🚲"),
    ("Quinn: We're going to Cabo for spring break", "Quinn: looked at Banff too but flights were crazy so Cabo it is"),
    ("Rhea: my boss is Tanya", "Rhea: Tanya's boss is a guy named Curt, total nightmare"),
    ("Silas: I'm renting a place in Midtown", "Silas: we looked at a house in Oak Park but got outbid 😩"),
    ("Tova: my son plays the violin", "Tova: my daughter started trumpet 🎺"),
    ("Uma: my book club meets on the first Thursday", "Uma: book club's on the 2nd Thursday this month bc of the holiday"),
    ("Vito: the puppy's name is Rocco", "Vito: Rocco's brother went to my neighbor, they named him Bruno"),
    ("Wanda: I'm allergic to cats", "Wanda: and dust too apparently 🤧 allergist confirmed both"),
    ("Xavi: my daughter's in kindergarten", "Xavi: my son's in preschool"),
    ("Yasmin: I'm going to Lisbon on the 3rd", "Yasmin: back from Lisbon on the 10th"),
    ("Yasmin: I'm going to Lisbon on the 3rd", "Yasmin: then Porto on the 6th for a few days"),
    ("Zeke: I work from home", "Zeke: had to go into the office today for a client meeting, so weird"),
    ("Alba: meet at the north entrance?", "Alba: north entrance, the one by the fountain"),
    ("Rowan's favourite colour is green.", "Rowan: painted my bedroom green, obviously 💚"),
    ("Bodhi's brother is called Kai.", "Bodhi: Kai and his wife just had a baby!"),
    ("Calla's office is on the 4th floor.", "Calla: the cafeteria is on the 14th floor"),
    ("Dex is taking the 9:05 train to Boston.", "Dex: the 9:05 is packed lol, standing till Providence"),
    ("Esme: the meeting is Tuesday", "Esme: my dentist is Thursday"),
    ("Fitz lives in Baltimore.", "Fitz grew up in Towson before moving to Baltimore."),
    ("Harlan works at Boeing.", "Harlan worked at Airbus for a few years before Boeing."),
    ("Imogen's husband is a firefighter.", "Imogen's brother-in-law is a paramedic."),
    ("Imogen's husband is a firefighter.", "Imogen's husband just got his paramedic certification too, on top of firefighting."),
    ("Jonas plans to study abroad in Spain next year.", "Jonas: I'll be in Madrid for the fall semester, then travel a bit"),
    ("Kalani is afraid of flying.", "Kalani took the train to Vancouver to avoid flying."),
    ("Lucan lives alone.", "Lucan's girlfriend Rosa stays over most weekends."),
    ("Marisol's mother is a retired teacher.", "Marisol's mother taught middle school math for 30 years."),
    ("Nils's favorite hobby is photography.", "Nils tried rock climbing once with his cousin and hated it."),
    ("Ophelia is saving for a trip to Iceland.", "Ophelia: the roof fund is separate from my Iceland fund thank god"),
    ("Perrin attends night classes at the community college.", "Perrin's dad is moving in with him after his surgery."),
    ("Qadir's wife is expecting twins.", "Qadir's brother Omar's wife is expecting a baby too."),
    ("Rosa's shop sells vintage clothes.", "Rosa's shop started selling plants too, next to the vintage racks."),
    ("Saoirse's daughter goes to ballet.", "Saoirse's daughter also does gymnastics on Fridays."),
    ("Tarek volunteers at a food bank.", "Tarek helped out at a homeless shelter on Christmas Day."),
    ("Ulla's favorite author is Toni Morrison.", "Ulla is rereading Beloved for the fourth time."),
    ("Viggo is in a cover band.", "Viggo's cover band is adding a Fleetwood Mac song to the set."),
    ("Wilhelmina works part-time.", "Wilhelmina is working full-time hours this month to cover a colleague's leave."),
    ("Xiomara takes the bus to work.", "Xiomara's husband bought a scooter."),
    ("Yannick's partner Lou is a chef.", "Lou, Yannick's partner, did a sommelier course for fun."),
    ("Zora is from Nairobi.", "Zora studied in Mombasa for a year."),
    ("Amara's best friend is Tess.", "Amara met Tess's cousin Jolie at the party and they got along."),
    ("Beckett's dad runs a hardware store.", "Beckett's dad is thinking about selling the hardware store someday, but not yet."),
    ("Cyrus's grandmother lives in Tehran.", "Cyrus's grandmother is visiting Toronto for the summer."),
    ("Delia's son Marcus is at Ohio State.", "Delia's daughter June is at Michigan."),
    ("Eamon's colleague Priscilla is his team lead.", "Priscilla, Eamon's team lead, is on parental leave; Dov is covering until March."),
    ("Farah's neighbor has a pit bull named Duke.", "Farah's other neighbor has a boxer."),
    ("Gus's wife works at the hospital.", "Gus's wife does private-practice consults one day a week on top of her hospital job."),
    ("Hedda's kids are homeschooled.", "Hedda's kids take a swim class at the public school pool."),
    ("Ivo's daughter is learning Spanish.", "Ivo's son is learning Mandarin."),
    ("Jules: im at the gym every morning at 6", "Jules: skipped the gym this morning, way too tired"),
    ("Kit: my flight lands at 2pm", "Kit: lands at 14:00, grab me at arrivals?"),
    ("Lottie: the wedding is at St. Mary's", "Lottie: reception's at the botanical garden after the ceremony 🌿"),
    ("Monty: I have a golden retriever", "Monty: my sister has a lab"),
    ("Otto: my new apartment is in Kreuzberg", "Otto: the apartment's on Oranienstraße, right in Kreuzberg"),
    ("Penny: I'm the youngest of three", "Penny: my little cousin is the youngest in the whole family"),
    ("Rufus: I start at the firm in March", "Rufus: my buddy's start date at the firm got pushed to May, hiring freeze"),
    ("Sage: my therapist is Dr. Kline", "Sage: my psychiatrist is Dr. Osei, separate from therapy"),
    ("Teddy: I'm selling my bike", "Teddy: three people messaged about the bike already!"),
    ("Vera: hosting thanksgiving this year!", "Vera: my sister's hosting christmas, thank god 🙏"),
    ("Wes: my mom's visiting next week", "Wes: my dad cancelled his visit, flu"),
    ("Yara: we're having a girl!!", "Yara: my sister is having a boy 😱 so one of each in the family"),
    ("Zuri: my number is 555-0142", "Zuri: my work number is 555-0178 if you can't reach me"),
    ("Anya's brother Lev is in the Navy.", "Anya's other brother, Misha, is in college."),
    ("Boris is in London for work.", "Boris's family is back home in Manchester."),
    ("Cordelia's garden has tomatoes and zucchini.", "Cordelia planted basil alongside the tomatoes."),
    ("Dimitri's favorite team is the Lakers.", "Dimitri went to a Celtics game with his brother for his birthday."),
    ("Elif's wedding is on June 8.", "Elif's rehearsal dinner is on June 7."),
    ("Florin works at a bakery on Elm Street.", "Florin's cousin runs the bakery on Oak Street."),
    ("Giselle's car is a blue Mazda.", "Giselle's car is a navy blue Mazda 3."),
    ("Ilse sings in the church choir.", "Ilse sang a jazz solo at her friend's wedding."),
    ("Jovan takes his kids to school every morning.", "Jovan's wife picks the kids up from school in the afternoon."),
    ("Katya is a freelance illustrator.", "Katya did a two-week contract at an animation studio."),
    ("Mads's daughter's name is Freja.", "Mads's niece is called Frida."),
    ("Nina's surgery is scheduled for the 20th.", "Nina's pre-op appointment is on the 11th."),
    ("Orla's parents are divorced.", "Orla's parents went on holiday together for her sake last summer."),
    ("Rocio's due date is May 2.", "Rocio's due date is the 2nd of May."),
    ("Stellan is a morning person.", "Stellan: up at 5am again, love the quiet ☀️"),
    ("Tamsin's kids are with her ex on weekends.", "Tamsin had the kids this weekend because her ex was travelling."),
    ("Umar's team at work is payments.", "Umar is helping the fraud team for one sprint."),
    ("Valentina lives with her parents.", "Valentina is apartment hunting but hasn't found anything yet."),
    ("Wolfgang is retired.", "Wolfgang helped out at his son's hardware store for a week in December."),
    ("Ximena's favorite hike is Mount Tam.", "Ximena's husband's favorite hike is Mission Peak."),
    ("Zane lives with two roommates.", "Zane: one of my roommates is away for a month, place is so quiet"),
    ("Abel: my shift ends at 5", "Abel: off at 17:00 today, pizza after?"),
    ("Bettina's mom is in the hospital.", "Bettina's dad was discharged from the hospital last week."),
    ("Caspian's son wants a bike for his birthday.", "Caspian's daughter wants a drum kit for Christmas 🥁"),
    ("Dalia is moving to Berlin in August.", "Dalia: found a flat in Friedrichshain for when I move to Berlin!"),
    ("Fleur works at the cafe on weekends.", "Fleur did one Monday shift this week to help out."),
    ("Galen's wife is called Ruth.", "Galen's sister is called Hannah."),
    ("Idris plans to major in economics.", "Idris is taking a history class as an elective."),
    ("Juno's class is on Thursdays at 6.", "Juno: class is thurs at 6pm, then drinks at 7"),
    ("Elio: we're calling the baby Luca", "Elio: Luca's middle name will be Matteo, after my grandpa"),
    ("Brynn's new job is in Raleigh.", "Brynn's husband works in Durham."),
    # --- a turn and the observation written later (first person vs third person) ---
    ("Kestrel: I just adopted a rescue greyhound, her name's Dot!", "Kestrel adopted a rescue greyhound named Dot."),
    ("Lumi started a new job as a paralegal.", "Lumi: first week as a paralegal done, my brain hurts lol"),
    ("Mackenzie: my grandpa turns 90 next week!", "Mackenzie's grandfather is turning 90."),
    ("Nova: we just got back from Peru, Machu Picchu was unreal", "Nova visited Machu Picchu in Peru."),
    ("Osric is lactose intolerant.", "Osric: no cheese for me, lactose and I are not friends 😅"),
    ("Paloma: I'm running for the school board!", "Paloma is running for a seat on the school board."),
    ("Quill's son Arlo plays Little League.", "Quill: Arlo hit his first home run in Little League today!!"),
    ("Renske: my wife and I are doing IVF", "Renske and her wife are going through IVF."),
    ("Sunniva lives in Tromsø.", "Sunniva: -20 here in Tromsø today, send help ❄️"),
    ("Tobiah: I'm a firefighter, 10 years now", "Tobiah has worked as a firefighter for ten years."),
    ("Ulrike's daughter is 7.", "Ulrike: my seven-year-old lost her first tooth!"),
    ("Vesna's husband is named Goran.", "Vesna: Goran made dinner tonight, a miracle 😂"),
    ("Wynn: we're expecting our first baby in March!", "Wynn and his partner are expecting their first child in March."),
    ("Yves: got a puppy!! a corgi named Waffle", "Yves has a corgi puppy called Waffle."),
    ("Zofia works as a vet tech.", "Zofia: long day at the clinic, 3 surgeries and a parrot bite 🦜"),
    ("Camille: we finally moved to Denver last week!!", "Camille recently moved to Denver."),
    ("Greta quit her job at the library.", "Greta: Big news: I quit the library!"),
    ("Astrid's recital is on the 14th.", "Astrid: recital's on the 14th, front row seats saved for you 🎹"),
    ("Hollis quit teaching and opened a bike shop.", "Hollis: the shop's been open a month and I don't miss grading one bit"),
    ("Priya and Dev are on the adoption waiting list.", "Priya: still waiting to hear from the agency, it's so hard"),
    # --- another person, history as history, one-off events ---
    ("Anselm lives in Denver.", "Anselm's ex-wife moved to Boulder with the kids."),
    ("Brigid's boyfriend is named Cal.", "Brigid's roommate's boyfriend is also named Cal, which is confusing."),
    ("Cian works as an electrician.", "Cian's apprentice quit last week."),
    ("Delphine lives in Montreal.", "Delphine lived in Paris for five years in her twenties."),
    ("Emrys is a software engineer.", "Emrys was a chef before he got into software."),
    ("Freya's husband is Tomasz.", "Freya was married before, to a guy named Ben, back in college."),
    ("Gaspard drives a Volvo.", "Gaspard's first car was a Renault 5."),
    ("Hester walks her dog in Riverside Park every morning.", "Hester took the dog to the beach this morning for a change."),
    ("Ignatius eats lunch at his desk.", "Ignatius had lunch with his old boss at a sushi place today."),
    ("Jessamy's book club reads fantasy.", "Jessamy's book club read a memoir this month as a break."),
    # --- the same value in other words or units ---
    ("Kasimir is 6'2\".", "Kasimir is about 188 cm tall."),
    ("Linnea's commute is 45 minutes.", "Linnea: three-quarters of an hour each way, every day 🚆"),
    ("Magnus's rent is $1,800 a month.", "Magnus pays eighteen hundred a month in rent."),
    ("Nell: Kids are 5 and 8", "Nell: my eight-year-old and five-year-old are at swim camp this week"),
    ("Oskar weighs 90 kg.", "Oskar is about 198 pounds."),
    ("Leon weighs 82 kg.", "Leon is about 12 st 13."),
    ("Jasper's dinner reservation is at 19:00 on Friday.", "Jasper: table's booked for 7pm Friday"),
    # --- correction idioms aimed at another slot ---
    ("Pernille's son is Viktor.", "Pernille: oops, wrong kid in that photo, that's my nephew not Viktor lol"),
    ("Rasmus's dentist appointment is at 9.", "Rasmus: no, the 9 o'clock is the dentist, the 11 is the haircut"),
    ("Sigrun's flight to Oslo is on Friday.", "Sigrun: scratch that, I meant the hotel is booked from Saturday; the flight's still Friday"),
    ("Tilde's office is in the Dock building.", "Tilde: sorry, wrong photo, that's my old office lol"),
    ("Quentin's son plays hockey on Saturdays.", "Quentin: ignore my last msg, wrong chat 🙈"),
    ("Rhiannon's mom lives in Cardiff.", "Rhiannon: no no, it's my aunt who's moving, mum's staying put in Cardiff"),
    # --- a second value of a multi-valued thing ---
    ("Ulf speaks Swedish and English.", "Ulf is learning German too."),
    ("Vivienne has a son named Remy.", "Vivienne also has a daughter, Colette, who's at university."),
    ("Willa plays tennis on Mondays.", "Willa plays pickleball on Thursdays."),
    ("Xander coaches swim on Saturdays.", "Xander's wife coaches swim on Sundays."),
    ("Yolanda's favorite restaurant is Nopa.", "Yolanda also loves the taqueria by her office."),
    ("Zelda's grandkids visit on Sundays.", "Zelda's grandkids stayed over on Wednesday while their parents were away."),
    ("Aurelio is a nurse.", "Aurelio: night shift this week, pray for me"),
    ("Bianca: we live in a tiny apartment in Brooklyn", "Bianca: we're in Bushwick, Brooklyn, 3rd floor walkup 😩"),
    ("Corin's partner is a teacher.", "Corin's partner teaches 4th grade at Maple Elementary."),
    ("Dagny is training for a triathlon.", "Dagny's sister is training for a marathon."),
    ("Eskil's band is called Velvet Moths.", "Eskil: Velvet Moths have a gig at the Roxy on Friday!"),
    ("Fiadh's daughter is learning piano.", "Fiadh's daughter had her first piano recital on Sunday."),
    ("Gemma has a cat named Olive.", "Gemma: we got a kitten!! Olive has a little sister now, meet Pickle 🐱"),
    ("Horace's daughter lives in Boston.", "Horace's son lives in Boston too, a few blocks from his sister."),
    ("Isolde is a vet.", "Isolde: covering the emergency clinic tonight, fun times"),
    ("Jago's kids are 4 and 7.", "Jago: the 7yo has a dentist appt tomorrow, the 4yo is jealous lol"),
    ("Kerensa plays the cello.", "Kerensa: picked up the ukulele for fun, cello's still my main thing"),
    ("Lysander's wife is from Lagos.", "Lysander's wife grew up in Lagos and moved to London at 18."),
    ("Morwenna is a vegetarian.", "Morwenna: had a bite of my dad's turkey at Christmas, don't tell anyone 🤫"),
    ("Nerys's son is at Cambridge.", "Nerys's son is doing a term abroad in Toronto this spring."),
    ("Osian's best friend is Dai.", "Osian: Dai's girlfriend is my new running buddy"),
    ("Petra works at the zoo.", "Petra: brought home a baby goat for the weekend, zoo needed a foster 🐐"),
    ("Rafferty's band practice is on Fridays.", "Rafferty: no practice this Friday, drummer's sick"),
    ("Sabine lives in Lyon.", "Sabine: in Paris for work till Thursday, back in Lyon Friday"),
    ("Tiberius's mother is 80.", "Tiberius's mother-in-law is 80 too, they're the same age."),
    ("Ursula teaches yoga on Tuesdays and Thursdays.", "Ursula: subbing a Monday yoga class this week"),
    ("Vaughn's daughter is called Isla.", "Vaughn's niece is also called Isla, family chaos"),
    ("Winifred's dog is a border collie.", "Winifred: my collie herded the neighbor's kids again lol"),
    ("Yorick lives in Edinburgh.", "Yorick: was born in Glasgow but Edinburgh's been home for 20 years"),
    ("Zinnia's husband works in finance.", "Zinnia's husband is a portfolio manager at a hedge fund."),
    # --- Norwegian (Bokmål) ---
    ("Sindre bor i Bergen.", "Søsteren til Sindre har flyttet til Trondheim."),  # lang: nb
    ("Sindre bor i Bergen.", "Sindre er i Trondheim denne helgen i et bryllup."),  # lang: nb
    ("Eivind: Vi møtes på kafeen kl. 15", "Eivind: kafeen klokka tre, ses der!"),  # lang: nb
    ("Tuva: jeg har nettopp begynt å jobbe på et bakeri!", "Tuva har begynt å jobbe på et bakeri."),  # lang: nb
    ("Kattungen til Solveig heter Pepper.", "Solveig har også en gammel hund som heter Balder."),  # lang: nb
    ("Signe skal til Spania i påsken.", "Signe vurderte Island også, men flybillettene var for dyre, så det blir Spania."),  # lang: nb
    ("Sindre bor i Bergen.", "Sindre bodde i Trondheim da han studerte."),  # lang: nb
    ("Tuva jobber på et bakeri i sentrum.", "Tuva tok en ekstravakt på en kafé på lørdag for en venninne."),  # lang: nb
    ("Ragnhild: Konserten er den 12., håper du kommer!", "Ragnhild: generalprøven er den 10., bare så du vet det"),  # lang: nb
    ("Datteren til Øystein går i andre klasse på Ruseløkka skole.", "Sønnen til Øystein har begynt i barnehagen ved siden av skolen."),  # lang: nb
    ("Broren til Vegard bor i Tromsø.", "Vegard: fetteren min flyttet til Bodø i fjor"),  # lang: nb
    # --- Danish ---
    ("Mette bor i Aarhus.", "Mettes forældre er flyttet til Odense."),  # lang: da
    ("Mette bor i Aarhus.", "Mette boede i København, da hun læste."),  # lang: da
    ("Kasper: vi ses til frokost kl. 12", "Kasper: frokost klokken tolv, jeg har bestilt bord"),  # lang: da
    ("Lærke: jeg har lige fået job på Rigshospitalet! 🎉", "Lærke har fået job på Rigshospitalet."),  # lang: da
    ("Astrids hund hedder Bølle.", "Astrid har også en kat, der hedder Mis."),  # lang: da
    ("Rasmus spiller bas i et band.", "Rasmus spiller også kontrabas i en jazztrio om søndagen."),  # lang: da
    ("Nikolajs søn går til fodbold om tirsdagen.", "Nikolajs datter går til svømning om torsdagen."),  # lang: da
    ("Mathilde er vegetar.", "Mathildes kæreste er begyndt at spise fisk igen."),  # lang: da
    ("Frederik: Fødselsdagen er lørdag den 9.", "Frederik: vi fejrer den også med familien søndag den 10."),  # lang: da
    ("Jonas' kæreste hedder Sofie.", "Jonas og Sofie var lige ved at gå fra hinanden sidste år, men de klarede den."),  # lang: da
    ("Lærke arbejder som sygeplejerske på Rigshospitalet.", "Lærke tager en ekstra vagt på skadestuen i denne uge."),  # lang: da
    # --- Finnish ---
    ("Aino asuu Tampereella.", "Ainon veli muutti Ouluun."),  # lang: fi
    ("Aino asuu Tampereella.", "Aino on viikonlopun Oulussa ystävänsä häissä."),  # lang: fi
    ("Lotta: nähdään kahvilassa kolmelta", "Lotta: kahvilassa klo 15, nähdään!"),  # lang: fi
    ("Juho: aloitin just uudessa työssä pankissa!", "Juho aloitti uudessa työssä pankissa."),  # lang: fi
    ("Veeran koira on nimeltään Pipsa.", "Veeralla on myös kissa nimeltä Mörri."),  # lang: fi
    ("Heidi lähtee Kreikkaan kesällä.", "Heidi mietti Islantia, mutta liput olivat liian kalliita, joten Kreikka se on."),  # lang: fi
    ("Aino asuu Tampereella.", "Aino asui opiskeluaikanaan Jyväskylässä."),  # lang: fi
    ("Juho on töissä pankissa.", "Juhon vaimo menetti työnsä tehtaalla."),  # lang: fi
    ("Eetu: Synttärit on lauantaina 12. päivä!", "Eetu: synttärit on meidän kämpillä Kalliossa"),  # lang: fi
    ("Mikon tytär käy pianotunneilla.", "Mikon poika aloitti viulutunnit."),  # lang: fi
    ("Eliaksen sisko asuu Turussa.", "Eliaksen serkku asuu Porissa."),  # lang: fi
    # --- Turkish ---
    ("Zeynep İzmir'de yaşıyor.", "Zeynep'in annesi Ankara'ya taşındı."),  # lang: tr
    ("Zeynep İzmir'de yaşıyor.", "Zeynep bu hafta sonu bir düğün için Ankara'da."),  # lang: tr
    ("Deniz: kafede saat 3'te buluşalım", "Deniz: kafede 15.00'te, görüşürüz!"),  # lang: tr
    ("Selin: bankada yeni işe başladım!", "Selin bir bankada yeni işe başladı."),  # lang: tr
    ("Mert'in kedisinin adı Pamuk.", "Mert'in bir de Karabaş adında köpeği var."),  # lang: tr
    ("Kerem yazın Yunanistan'a gidecek.", "Kerem Gürcistan'ı da düşündü ama biletler çok pahalıydı, o yüzden Yunanistan."),  # lang: tr
    ("Zeynep İzmir'de yaşıyor.", "Zeynep üniversitedeyken Eskişehir'de yaşamıştı."),  # lang: tr
    ("Selin bir bankada çalışıyor.", "Selin'in eşi fabrikadaki işinden çıkarıldı."),  # lang: tr
    ("Burak: Düğün 12 Haziran'da, gelirsin di mi?", "Burak: kına gecesi 10 Haziran'da bu arada"),  # lang: tr
    ("Hakan'ın oğlu yüzmeye gidiyor.", "Hakan'ın kızı basketbola başladı."),  # lang: tr
    ("Ece'nin ablası Bursa'da oturuyor.", "Ece'nin ablası Bursa'da, Nilüfer'de oturuyor."),  # lang: tr
    # --- Vietnamese ---
    ("Linh sống ở Đà Nẵng.", "Em gái của Linh chuyển vào Sài Gòn rồi."),  # lang: vi
    ("Linh sống ở Đà Nẵng.", "Cuối tuần này Linh vào Sài Gòn dự đám cưới bạn."),  # lang: vi
    ("Trang: mình gặp nhau ở quán cà phê lúc 3 giờ nhé", "Trang: 15h ở quán cà phê nha, gặp sau!"),  # lang: vi
    ("Minh: mình mới vào làm ở ngân hàng nè!", "Minh mới bắt đầu làm việc ở một ngân hàng."),  # lang: vi
    ("Con mèo của Ngọc tên là Mướp.", "Ngọc còn nuôi một con chó tên là Lu."),  # lang: vi
    ("Hà định đi Thái Lan dịp Tết.", "Hà có tính đi Nhật nhưng vé đắt quá nên vẫn đi Thái Lan."),  # lang: vi
    ("Linh sống ở Đà Nẵng.", "Hồi học đại học Linh sống ở Huế."),  # lang: vi
    ("Minh làm ở ngân hàng.", "Vợ của Minh vừa nghỉ việc ở công ty may."),  # lang: vi
    ("Huy: Đám cưới vào ngày 12 nha, nhớ đến đó!", "Huy: đám hỏi là ngày 10 nha"),  # lang: vi
    ("Con gái của anh Tuấn học đàn piano.", "Con trai anh Tuấn mới bắt đầu học vẽ."),  # lang: vi
    ("Anh trai của Phong sống ở Hà Nội.", "Anh trai của Phong sống ở quận Cầu Giấy, Hà Nội."),  # lang: vi
    # --- Greek ---
    ("Η Κατερίνα μένει στη Θεσσαλονίκη.", "Η αδερφή της Κατερίνας μετακόμισε στην Αθήνα."),  # lang: el
    ("Η Κατερίνα μένει στη Θεσσαλονίκη.", "Η Κατερίνα είναι στην Αθήνα αυτό το Σαββατοκύριακο για έναν γάμο."),  # lang: el
    ("Ελένη: τα λέμε στο καφέ στις 3", "Ελένη: στο καφέ στις 15:00, τα λέμε!"),  # lang: el
    ("Γιώργος: ξεκίνησα καινούρια δουλειά σε τράπεζα!", "Ο Γιώργος ξεκίνησε καινούρια δουλειά σε τράπεζα."),  # lang: el
    ("Ο σκύλος της Σοφίας λέγεται Μπόμπος.", "Η Σοφία έχει και μια γάτα, τη Ζουζού."),  # lang: el
    ("Η Βασιλική θα πάει Ιταλία το καλοκαίρι.", "Η Βασιλική σκέφτηκε και την Πορτογαλία, αλλά τα εισιτήρια ήταν ακριβά, οπότε Ιταλία."),  # lang: el
    ("Η Κατερίνα μένει στη Θεσσαλονίκη.", "Η Κατερίνα έμενε στα Γιάννενα όταν σπούδαζε."),  # lang: el
    ("Ο Γιώργος δουλεύει σε τράπεζα.", "Η γυναίκα του Γιώργου έχασε τη δουλειά της στο εργοστάσιο."),  # lang: el
    ("Νίκος: Τα γενέθλια είναι στις 12, θα έρθεις;", "Νίκος: το πάρτι θα είναι στο σπίτι μας στην Καλαμαριά"),  # lang: el
    ("Ο γιος του Παναγιώτη παίζει μπάσκετ.", "Η κόρη του Παναγιώτη ξεκίνησε κολύμπι."),  # lang: el
    ("Ο αδερφός του Θοδωρή μένει στην Πάτρα.", "Ο ξάδερφος του Θοδωρή μένει στο Ηράκλειο."),  # lang: el
    # --- Ukrainian ---
    ("Оксана живе у Львові.", "Батьки Оксани переїхали до Києва."),  # lang: uk
    ("Оксана живе у Львові.", "Оксана на вихідних у Києві на весіллі подруги."),  # lang: uk
    ("Ірина: зустрінемось у кав'ярні о третій", "Ірина: у кав'ярні о 15:00, до зустрічі!"),  # lang: uk
    ("Тарас: я почав працювати в банку!", "Тарас почав працювати в банку."),  # lang: uk
    ("Кота Дмитра звати Пушок.", "У Дмитра ще є собака на ім'я Рекс."),  # lang: uk
    ("Наталя влітку їде до Польщі.", "Наталя думала про Чехію, але квитки були задорогі, тож Польща."),  # lang: uk
    ("Оксана живе у Львові.", "Оксана жила в Тернополі, коли навчалась в університеті."),  # lang: uk
    ("Тарас працює в банку.", "Дружину Тараса звільнили із заводу."),  # lang: uk
    ("Андрій: Весілля 12-го, прийдеш?", "Андрій: весілля буде в ресторані на Подолі"),  # lang: uk
    ("Донька Богдана ходить на танці.", "Син Богдана почав ходити на плавання."),  # lang: uk
    ("Брат Назара живе в Одесі.", "Двоюрідний брат Назара живе в Харкові."),  # lang: uk
    # --- Polish ---
    ("Kasia mieszka w Krakowie.", "Siostra Kasi przeprowadziła się do Wrocławia."),  # lang: pl
    ("Kasia mieszka w Krakowie.", "Kasia jest w ten weekend we Wrocławiu na weselu."),  # lang: pl
    ("Magda: widzimy się w kawiarni o 15", "Magda: w kawiarni o trzeciej, do zobaczenia!"),  # lang: pl
    ("Bartek: zacząłem nową pracę w banku!", "Bartek zaczął nową pracę w banku."),  # lang: pl
    ("Pies Wojtka wabi się Burek.", "Wojtek ma też kota, który wabi się Filemon."),  # lang: pl
    ("Agnieszka jedzie latem do Chorwacji.", "Agnieszka myślała też o Grecji, ale bilety były za drogie, więc Chorwacja."),  # lang: pl
    ("Kasia mieszka w Krakowie.", "Kasia mieszkała w Lublinie, kiedy studiowała."),  # lang: pl
    ("Bartek pracuje w banku.", "Żona Bartka straciła pracę w fabryce."),  # lang: pl
    ("Piotrek: Urodziny są 12-go, wpadniesz?", "Piotrek: impreza będzie u nas na Mokotowie"),  # lang: pl
    ("Córka Marka chodzi na balet.", "Syn Marka zaczął chodzić na judo."),  # lang: pl
    ("Brat Michała mieszka w Gdańsku.", "Brat Michała mieszka w Gdańsku, w Oliwie."),  # lang: pl
    # --- Hindi, romanized ---
    ("Rohan Pune mein rehta hai.", "Rohan ka bhai Bangalore shift ho gaya."),  # lang: hi
    ("Rohan Pune mein rehta hai.", "Rohan is weekend Bangalore mein hai, dost ki shaadi hai."),  # lang: hi
    ("Anjali: meeting kal 3 baje hai", "Anjali: meeting kal dopahar 3 baje, matlab 15:00, yaad rakhna"),  # lang: hi
    ("Sneha: maine nayi job join ki, Infosys mein!", "Sneha ne Infosys mein nayi job join ki."),  # lang: hi
    ("Kabir ki behen ki shaadi December mein hai.", "Kabir: mehendi 12 December ko hai btw"),  # lang: hi
    ("Sneha ek IT company mein kaam karti hai.", "Sneha ka pati apni bakery chalata hai."),  # lang: hi
]
