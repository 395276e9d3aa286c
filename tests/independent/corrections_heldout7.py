"""Seventh held-out corpus for the corrects-or-compatible decision (independent author, corp7c).

What it is: three lists of (OLD, NEW) pairs of statements by or about one user, stored one after
the other as memories. OLD is already stored; NEW arrives later. Most OLD statements are written
the way an LLM memory extractor would store them ("The user ...", "User's ...", "Alex (user) ..."),
so that NEW can be another extracted fact, the user answering an agent's question, or a document
excerpt (e-mail, calendar, form, letter, ticket) about the same user.

- CORRECTIONS: NEW replaces OLD; OLD is no longer true, or never was.
- UPDATES: OLD was true when it was said; NEW gives a later state of the same single-valued,
  counted or measured thing (an age, a weight, a dose, a rent or salary, a rating, rank, belt or
  grade, a firmware or app version, an order, ticket or application status, a budget or goal),
  mostly with no correction wording. OLD should be superseded or at least flagged; NEW must be
  stored.
- COMPATIBLE: both stay true. Most are near-misses written in the same styles as the
  corrections: a second allergy, contact, account, plot or pet; the same value written another
  way (kg / stone, km / miles, 14:30 / half past two, 2 November / 2/11, 200 °C / gas mark 6); a
  plan, wish, question, proposal (draft RFC) or hypothetical about a change; another person's
  change; a temporary change (a loaner car, a locum or supply teacher, this week only, a holiday
  collection day, one flight only); history stated as history; another attribute of the same
  thing (including the thing itself being renamed, acquired or moving premises); more detail;
  one-off events; an agent's confirmation question answered "yes, same as ever"; correction
  idioms and change verbs ("corrected", "scratch", "turns out", "as of Monday", "switched",
  "not anymore", "reassigned") aimed at something OLD does not state.

Labelling rules the author applied (adapted from the sixth corpus):
- Tense matters: "used to X" beside "Y now" is COMPATIBLE when OLD itself was stated in the
  past; when OLD states the present and NEW says it ended ("plays bass in Quiet Lantern" /
  "Quiet Lantern broke up"), it is a CORRECTION. An event that ends the old state (sold the car,
  the pet died, the café or club closed, the service shut down) is a CORRECTION.
- A temporary situation (this week only, a loaner, a locum, a cover shift, a holiday week, one
  flight) leaves the standing fact true: COMPATIBLE.
- A plan, wish, hypothetical, question or draft proposal about changing changes nothing:
  COMPATIBLE. When OLD is itself a plan, booking, calendar slot or proposed decision and NEW
  says another option was chosen, booked or decided (a flight instead of the night train, an
  RFC rejected in favour of another store, a rebooked appointment), the slot was replaced:
  CORRECTION.
- A change that belongs to another person, or to an attribute OLD does not state, is COMPATIBLE
  even when it uses the same change verbs or correction idioms.
- A counted, ranked or measured value that moves on over time without a claim that OLD was wrong
  is an UPDATE (a raised dose, a new rent, a higher belt or grade, a later order or ticket status,
  an older child, a moved budget or goal); when NEW says OLD was a mistake, a typo, a misreading
  or set wrongly (a rating stored under the wrong time control, a priority set wrongly at triage,
  swapped digits of a birthday), it is a CORRECTION.
- A single-valued slot (employer, city, address, bank or lender, provider, doctor, teacher,
  tutor, contractor, manager, assignee, chosen tool or broker, schedule slot, appointment,
  favourite, best friend, pronouns, preferred name, title or role, relationship status,
  preferred language, phone number, partner's name, the book currently being read, a recipe's
  ingredient or baking time, a house rule's value) replaced by a new value is a CORRECTION, even
  without correction words, even when NEW gives only the new value ("works for Harbrook
  Freight"), and even when a letter or a colleague relays it. A promotion to a new title is a
  CORRECTION of the title slot; a graded belt or level is an UPDATE.

Styles this corpus emphasises (chosen to differ from the six earlier corpora): memories as an
LLM extractor writes them (both OLD and NEW third-person facts); answers to an agent's
confirmation question, with the whole exchange in NEW ("Agent: Still ...? — User: ..."); e-mail
and chat-thread excerpts (#channel lines, follow-up e-mails that retract the previous one);
calendar-event and booking edits and airline or clinic notices; profile and form field edits;
changelog lines, ADR/RFC decisions (superseded, amended, rejected) and ticket comments; SMS
shorthand; formal letters (HR, bank, school, clinic, council, transport). Domains: recipes and
household rules, gaming and hobby stats, language learning, gardening and allotments,
volunteering and residents' associations, legal and administrative facts (deed poll, will,
electoral register, council tax band, power of attorney, passport and licence), plus work, health,
school, pets and travel. Corrections vary how the change is signalled: explicit retraction
("disregard my last", "set wrongly", "the digits got swapped"), replacement without any correction
word, negation of the old value, only the new value with "now" / "these days" / "since", an event
that ends the old state, and a chosen option replacing a plan. About a fifth of the pairs are in
languages the earlier corpora did not use: Norwegian Bokmål (nb), Danish (da), Romanian (ro),
Catalan (ca), Malay (ms), Tagalog (tl), Croatian (hr), Hungarian (hu), Slovak (sk), Bulgarian
(bg), Persian (fa), Bengali (bn) and Tamil (ta), with OLD and NEW always in the same language
(Lithuanian was skipped). Every non-English pair carries a ``# lang: xx`` comment.

How it was written: by hand, in one sitting (2026-12-06), by a seventh independent author (a
helper session, corp7c) who read only the task brief, the format docstring of the sixth corpus
(tests/independent/corrections_heldout6.py, lines 1-69: the list meanings and its labelling
rules; none of its pairs), the ruff settings in pyproject.toml, and the first few turns of one
LoCoMo development conversation in ../shared/locomo-dev/ for register. The author did not read
the system's rules (zeusmem/), bench/, docs/, README.md, any other file under tests/, any phrase
list or any conflict test, did not grep the repository for phrases, and did not run the system
on this corpus; nothing here was fitted to the rules. No LoCoMo or other dataset text is copied;
every pair is written fresh. People, companies, towns, streets, e-mail addresses (.test domains),
phone numbers, flight and ticket numbers are invented (an invented town name may coincide with a
real village); well-known products and services (apps, games, car models, software) appear by
their usual names as everyday context. Per-language counts below were computed from the
``# lang:`` comments by a throw-away script (not committed).

Counts:
- CORRECTIONS: 183 pairs, 143 English, 40 other: nb 5, da 5, ro 5, ca 5, ms 4, tl 3, hr 3,
  hu 3, sk 2, bg 2, fa 1, bn 1, ta 1.
- UPDATES: 66 pairs, 53 English, 13 other: nb 2, da 2, ro 2, ca 1, ms 1, tl 1, hr 1, hu 1,
  sk 1, bg 1.
- COMPATIBLE: 285 pairs, 233 English, 52 other: nb 6, da 6, ro 6, ca 6, ms 5, tl 4, hr 4,
  hu 4, sk 3, bg 3, fa 2, bn 2, ta 1.
"""

CORRECTIONS: list[tuple[str, str]] = [
    # --- memories as an LLM extractor writes them (OLD and NEW both third-person facts) ---
    ("The user works as a pharmacist at Kellbrook Pharmacy.", "The user left Kellbrook Pharmacy in August and now works as a dispensing pharmacist at Marrowgate Hospital."),
    ("User's preferred name is Theodora.", "User asked to be called Teddy rather than Theodora in all future replies."),
    ("Alex (user) lives in Dunmore Heights.", "Alex (user) moved out of Dunmore Heights and now rents a flat in Saltmarsh Quay."),
    ("The user drives a 2014 Skoda Fabia.", "The user sold the Skoda Fabia in June and does not own a car anymore; commutes by e-bike."),
    ("User's daughter attends Hollowfield Primary.", "User's daughter transferred from Hollowfield Primary to St. Brennan's Primary at the start of term."),
    ("The user banks with Northfold Savings.", "From the user's email to their accountant: 'Please note I closed my Northfold Savings account in September; all statements will come from Quayline Bank from now on.'"),
    ("The user is vegetarian.", "The user is not vegetarian; they eat fish and chicken and only avoid red meat."),
    ("The user plans to take the night train to Kaltenbruck for the conference.", "The user booked a flight to Kaltenbruck for the conference instead of the night train."),
    ("The user's phone number is 07700 900431.", "User's new mobile number is 07700 900768; the 900431 number has been disconnected."),
    ("The user's partner is named Joaquín.", "The user and Joaquín split up last year; the user's partner is now Elif."),
    ("The user's favourite board game is Carcassonne.", "The user says Carcassonne has been dethroned: their favourite board game is Cascadia now."),
    ("The user is reading 'The Salt Orchard' by M. Tarrant.", "The user finished 'The Salt Orchard' and is currently reading 'Ninefold Lantern'."),
    ("The user's pronouns are she/her.", "The user's pronouns are they/them (updated at the user's request)."),
    ("The user's preferred language for replies is English.", "User asked that all replies be in Spanish from now on."),
    ("The user's landlord is Mr. Petrakis.", "The building was sold in May; the user's landlord is now Harrowline Lettings, not Mr. Petrakis."),
    ("The user plays bass in the band Quiet Lantern.", "Quiet Lantern broke up in September, so the user isn't in a band at the moment."),
    ("The user's book club meets at The Copper Kettle café.", "The Copper Kettle café closed; the user's book club now meets in the library's community room."),
    ("The user's son is allergic to peanuts.", "An allergist confirmed the user's son is not allergic to peanuts after all; the original skin test was a false positive."),
    ("User takes sertraline 50 mg daily.", "User came off sertraline in the spring and now takes bupropion 150 mg each morning."),
    ("The user's running club is Riverside Harriers.", "The user switched from Riverside Harriers to the Northgate Striders this season."),
    ("User's chess.com rapid rating is 1620.", "User said the 1620 stored as their rapid rating is really their blitz rating; their rapid rating is 1485."),
    ("The user's D&D character is a halfling rogue named Pip Underbough.", "Pip Underbough died in last week's session; the user now plays a tiefling cleric named Vesper."),
    ("The user's lawn is cut by Greenstripe Garden Services.", "The user cancelled Greenstripe and mows the lawn themselves now."),
    ("The user coordinates the Saturday shift at the Millbrook animal shelter.", "The user handed the Saturday shift coordination at Millbrook shelter to Dana Kerr and now coordinates Sundays only."),
    ("The user's will names their brother Tobias as executor.", "The user updated their will: the executor is now their friend Marguerite Sallow, not Tobias."),
    ("The user's passport expires in 2027.", "The user checked: their passport actually expires in January 2029, not 2027."),
    ("The user's cat Miso is fed Purrline dry food.", "The vet switched Miso to a prescription renal diet; no more Purrline."),
    ("User commutes by the 47 bus.", "User drives to work these days since the 47 bus route was cut."),
    ("The user's manager is Gerald Fynn.", "Gerald Fynn moved to another division; the user now reports to Olamide Ash."),
    ("The user's favourite restaurant is Kettle & Thyme.", "The user's go-to restaurant is Saffron Yard these days; they say Kettle & Thyme went downhill."),
    ("User's daughter's swimming lessons are at Parkfield Leisure Centre.", "User's daughter's swimming lessons moved to the Aquadome after Parkfield shut its pool for good."),
    ("The user's car insurer is Brightshield.", "Renewal done: the user's car is now insured with Tollgate Mutual; the Brightshield policy lapsed."),
    ("The user's internet provider is FibreNest.", "The user switched internet provider from FibreNest to Spindle Broadband on the 1st."),
    ("User uses Todoist for tasks.", "User moved all tasks from Todoist to Things 3 and deleted the Todoist account."),
    ("The user is training for the Harbourside Half Marathon in April.", "The user withdrew from the Harbourside Half because of a stress fracture and isn't training for any race now."),
    ("The user's climbing partner is Ewan.", "The user's climbing partner these days is Rosalind; Ewan moved to Canada."),
    ("User's Spotify plan is Family.", "User downgraded Spotify from Family to Individual after the kids got their own accounts."),
    ("The user's kids' pediatrician is Dr. Aurelio Santi.", "The family changed pediatrician from Dr. Santi to Dr. Mireille Gautier after moving."),
    ("The user works remotely full time.", "The user is no longer remote; since January they are in the Dockside office four days a week."),
    ("The user's son plays under-10s football for Oakridge Rovers.", "The user's son quit football at Oakridge Rovers and has taken up hockey at the Wexbury Hockey Club instead."),
    ("The user's company is a sole trader business.", "The user incorporated the business; it is now a limited company, Tallow & Reed Ltd, no longer a sole trader."),
    ("The user is single.", "The user got engaged to Marcus in August."),
    ("The user owns a hamster called Pudding.", "Pudding the hamster died last week; the user doesn't have any pets now."),
    ("The user's team uses Jira for issue tracking.", "The user's team migrated from Jira to Linear in November."),
    ("The user's mother lives in Portlaith.", "The user's mother moved into the user's house in October; she no longer lives in Portlaith."),
    ("The user's weekly grocery delivery comes from Harvest Lane on Fridays.", "The user cancelled Harvest Lane deliveries and does a Sunday click-and-collect at Mercer's instead."),
    ("User's Minecraft server runs on a Raspberry Pi 4 in the hallway.", "User moved the Minecraft server off the Raspberry Pi to a rented VPS; the Pi is a media box now."),
    ("The user is in the guild 'Ember Vanguard'.", "The user left Ember Vanguard after the drama and joined the guild 'Silent Tide'."),
    ("The user's camera is a Fujifilm X-T3.", "The user traded the X-T3 in for a Sony A7 IV in May."),
    ("The user's target exam is JLPT N3 in December.", "The user decided to skip N3 and sit JLPT N2 in July instead."),
    ("The user is treasurer of the Linthorpe Residents' Association.", "The user stepped down as treasurer of the Linthorpe Residents' Association at the AGM; Farid Hussain was elected in their place."),
    ("The user's council tax band is C.", "The valuation appeal succeeded: the user's property was rebanded from C to B, backdated to when they moved in."),
    ("Alex (user) is based in the Wrexmoor office.", "Alex (user) transferred from the Wrexmoor office to the Dunlow office in spring."),
    ("User's usual coffee order: flat white with oat milk.", "User's usual coffee order is a cortado with whole milk now; dropped the oat milk."),
    ("The user has two sons.", "The user clarified they have one son and one daughter, not two sons."),
    ("The user was born in Kilcarra.", "The user corrected an earlier note: they were born in Ballymaran and only grew up in Kilcarra."),
    ("The user's dog is a Border Collie.", "The user said their dog is actually a Kelpie; people often mistake her for a Border Collie."),
    ("The user's kitchen renovation contractor is Hartwell Builders.", "The user fired Hartwell Builders mid-job; Oakline Joinery is finishing the kitchen."),
    ("The user's rent standing order goes out on the 1st.", "The user moved the rent standing order to the 28th to line up with payday."),
    ("User's daughter's best friend is Saoirse.", "User says Saoirse and their daughter fell out; her best friend these days is Amara."),
    ("The user's go-to karaoke song is 'Dancing Queen'.", "User's karaoke song these days is 'Mr. Brightside'; ABBA has been retired."),
    ("The user's weekly meal-prep day is Sunday.", "The user does meal prep on Saturday afternoons now because Sunday is football."),
    ("The user's office desk is 4.17 on the fourth floor.", "Hot-desking was introduced: the user no longer has desk 4.17 and books a desk each day."),
    ("The user's preferred airline seat is aisle.", "The user asked for window seats to be booked from now on, not aisle."),
    ("The user's newsletter is published on Substack.", "The user moved the newsletter from Substack to Buttondown in October."),
    ("The user is on the waiting list for an allotment.", "The user got allotment plot 7 at Beech Lane and is off the waiting list."),
    ("The user's childminder is Mrs. Abernethy.", "Mrs. Abernethy retired, so the user's twins go to the Little Acorns nursery now."),
    ("User's home heating is an oil boiler.", "The user had a heat pump installed in March and the oil boiler removed."),
    ("The user's emergency vet is Hillcrest 24h.", "Hillcrest 24h stopped overnight cover, so the user's emergency vet is now PetsFirst Emergency on Mill Road."),
    ("The user's VPN provider is Tunnelbird.", "Tunnelbird shut down in April; the user uses Mullow VPN now."),
    ("The user's sister Beatrix lives in Port Aldous.", "The user's sister Beatrix relocated from Port Aldous to Tasman Reach for work."),
    ("The user plans to paint the nursery sage green.", "The user went with a pale yellow for the nursery in the end."),
    ("The user's Airbnb in Vilaseca is on Rua das Flores.", "The Vilaseca Airbnb host cancelled; the user booked a hotel near the station instead."),
    ("The user's mortgage lender is Crestmoor Building Society.", "The user remortgaged away from Crestmoor; Halbury Bank holds the mortgage now."),
    ("The user's hairdresser is Carla at Snip Studio.", "The user stopped going to Carla at Snip Studio; Bex at Fringe Benefits does their hair now."),
    ("The user's sourdough starter is fed with rye flour.", "The user switched the sourdough starter to white bread flour feeds; no rye anymore."),
    ("The user is learning Portuguese on a tutoring app.", "The user gave up Portuguese and is learning Japanese instead, with a tutor on Thursdays."),
    ("The user keeps an allotment at Fernside Allotments, plot 14.", "The user gave up plot 14 at Fernside Allotments in March and no longer has an allotment."),
    ("The user volunteers at the Eastgate food bank on Saturdays.", "The Eastgate food bank closed in October, so the user's Saturday volunteering there has ended."),
    ("User's legal surname is Whitcombe.", "Deed poll registered: the user's legal surname changed from Whitcombe to Aldana."),
    ("The user is registered to vote in Ashby ward.", "The user's electoral registration moved to Kestrel Hill ward; the Ashby ward entry was removed."),
    ("User's greenhouse is heated with a paraffin heater.", "The user replaced the paraffin heater in the greenhouse with an electric fan heater."),
    ("The user mains Reinhardt in Overwatch.", "The user mains Zarya in Overwatch now; dropped Reinhardt after the tank rework."),
    ("User's Steam username is QuietOtter.", "User changed their Steam username from QuietOtter to LanternMoth."),
    ("The user's birthday is 21 April.", "The user said the stored birthday was wrong: it is 12 April, the digits got swapped."),
    ("The user's family pancake recipe uses buttermilk.", "The user's family pancakes are made with oat milk and a squeeze of lemon these days, since the kids went dairy-free."),
    ("The user's favourite author is Delphine Marsh.", "The user's favourite author is Kwame Osei-Lindqvist."),
    ("The user's employer is Vantor Logistics.", "The user works for Harbrook Freight."),
    ("The user's cleaner comes on Wednesdays.", "The user's cleaner comes on Fridays now."),
    # --- answers to an agent's confirmation question (whole exchange in NEW) ---
    ("The user's dentist is Dr. Ingrid Falk.", "Agent: Are you still going to Dr. Falk for your teeth? — User: no, I switched to Dr. Omari Bello at the Linden Street practice last spring."),
    ("User's bike is stored at the Harcourt Street bike hub.", "Agent: Is your bike still at the Harcourt Street hub? — User: nah, moved it to the cage under my building in January."),
    ("User takes the 7:42 train to work.", "Agent: Still catching the 7:42? — User: no, the 8:12 since they changed the timetable, the 7:42 doesn't exist anymore."),
    ("The user's yoga class is Monday evenings at Lotus Loft.", "Agent: Yoga at Lotus Loft tonight as usual? — User: not there anymore, I do the Thursday morning class at Still Point now."),
    ("The user's sister is called Imogen.", "Agent: Should I add Imogen's birthday to your sister's entry? — User: wait, my sister is Ingrid, not Imogen. Imogen is a coworker."),
    ("User is allergic to penicillin.", "Agent: I have you down as allergic to penicillin, is that right? — User: no, it's co-amoxiclav specifically; they tested penicillin V and it was fine."),
    ("The user's wedding anniversary is 9 June.", "Agent: Your anniversary's 9 June, right? — User: 6 June actually, you've got it upside down."),
    ("User's Japanese tutor is Haruka-sensei.", "Agent: Still doing lessons with Haruka-sensei? — User: not since the summer, my tutor is Kenji Oda now."),
    ("The user's gym is FlexHaus on Bridge Road.", "Agent: Want me to log tonight's FlexHaus session? — User: I'm not a FlexHaus member anymore, I train at Ironworks on Colt Street."),
    ("The user's car is serviced at Dalby Motors.", "Agent: Shall I book the MOT at Dalby Motors again? — User: no, they were useless last time, book it at Fenn Street Autos."),
    ("The user's son's best friend is Arlo.", "Agent: Is Arlo coming to the party? — User: they're not really friends anymore, Teo's his best mate now."),
    # --- e-mail and chat-thread excerpts ---
    ("Email from the user: 'Our flight lands at 07:55 on Friday.'", "Follow-up email from the user: 'Apologies, I misread the itinerary: we land at 09:55 on Friday, not 07:55.'"),
    ("Email thread 'Q3 offsite': venue is Barnacle Hall, Shingleton.", "Email thread 'Q3 offsite' — RE: Barnacle Hall fell through; we've signed with Coldwater Lodge in Coldharbour Bay. Please update your calendars."),
    ("#team-infra: on-call for week 48 is Marta.", "#team-infra: swap agreed, Dev takes on-call for week 48 instead of Marta."),
    ("Email from the user: 'The kids' passports are in the filing cabinet, top drawer.'", "Email from the user, an hour later: 'Disregard my last — the passports are in the fire safe in the loft, not the filing cabinet.'"),
    ("The user's accountant is Fenwick & Daud.", "Email from the user to Fenwick & Daud: 'Thanks for all your help over the years. I've decided to move my bookkeeping to Linnet Accounts from this tax year.'"),
    ("Chat thread #family: Dad is hosting Christmas dinner this year.", "Chat thread #family: change of plan, Auntie Rosa is hosting Christmas dinner, Dad's kitchen won't be finished."),
    ("Email from the user: 'My new office number is extension 4410.'", "Email from the user: 'Typo in my signature, sorry: my extension is 4401, not 4410.'"),
    # --- calendar-event and booking edits ---
    ("Calendar: Parent-teacher conference — Thu 14 Nov, 16:10, Room 12B.", "Calendar update: Parent-teacher conference moved to Mon 18 Nov, 15:40, Room 12B. Previous slot released."),
    ("Booking KX-4471: 2 nights at Hotel Miravel, check-in 3 Oct.", "Booking KX-4471 modified: check-in now 5 Oct, 2 nights at Hotel Miravel. Original dates cancelled."),
    ("Recurring event: Piano lesson with Mrs. Kowal, Wednesdays 17:00.", "Recurring event edited: Piano lesson with Mrs. Kowal, Fridays 16:30 (all future occurrences)."),
    ("Restaurant booking at Ostra, Saturday 20:00, table for 4.", "Ostra booking cancelled by the user; rebooked at Lamplighter's, Saturday 20:00, table for 4."),
    ("The user's doctor appointment is on 12 March at 9:20.", "Clinic SMS: Your appointment on 12 Mar 09:20 has been CANCELLED. New appointment: 19 Mar 11:00. Reply Y to confirm."),
    ("User's flight to Alcamar: LV 1357 on 4 July.", "Airline notice: LV 1357 on 4 July is cancelled. You have been rebooked on LV 1361, 5 July 07:10."),
    ("Calendar: 'Design agency sync', Tuesdays 10:00.", "Calendar: 'Design agency sync' rescheduled — series now Tuesdays 14:00 (was 10:00)."),
    ("Booking: kennel stay for Biscuit at Paws Retreat, 2–9 August.", "Booking cancelled at Paws Retreat; Biscuit is staying with the user's cousin Nell for 2–9 August instead."),
    # --- profile and form field edits ---
    ("Profile — Emergency contact: Janine Orr (sister), 555-0142.", "Profile field edited — Emergency contact: Callum Orr (brother), 555-0187. Janine removed."),
    ("Form — Dietary requirements: none.", "Form amended — Dietary requirements: coeliac (strict gluten-free)."),
    ("Registration form — Shirt size: M.", "Registration form — Shirt size changed from M to L before the deadline."),
    ("The user's home address is 14 Larch Close, Wexbury.", "Change-of-address form submitted: new address 3 Heron Row, Millbury. Previous address 14 Larch Close no longer valid."),
    ("Profile — Relationship status: married.", "Profile — Relationship status: divorced (updated by the user)."),
    # --- changelog, ADR/RFC and ticket-comment lines ---
    ("ADR-012: We will use RabbitMQ as the message broker for the billing service.", "ADR-019 (supersedes ADR-012): The billing service will use NATS JetStream as its message broker; RabbitMQ is retired."),
    ("Ticket #8823: Assigned to Priya Raman.", "Ticket #8823 comment: reassigned from Priya Raman to Daniel Okafor; Priya is off the project."),
    ("CHANGELOG 2.3.0: default export format is CSV.", "CHANGELOG 2.4.0: BREAKING — default export format is now Parquet; CSV must be requested explicitly."),
    ("RFC-44 (accepted): mobile team will ship weekly releases on Wednesdays.", "RFC-44 amended: weekly mobile releases move from Wednesday to Tuesday, effective sprint 31."),
    ("Ticket #5120 priority: P2.", "Ticket #5120: priority was set wrongly at triage, corrected to P1 (customer-facing outage)."),
    ("Ticket #3307: root cause suspected to be DNS misconfiguration.", "Ticket #3307 comment: DNS ruled out. Root cause is an expired intermediate certificate on the load balancer."),
    ("ADR-7: Frontend state management uses Redux.", "ADR-7 status: Superseded by ADR-23 (Zustand). Redux to be removed by Q2."),
    ("RFC-58 (proposed): store user uploads on the on-prem NAS.", "RFC-58 decision: rejected; user uploads go to object storage in the Dunlow region."),
    # --- SMS shorthand ---
    ("The user's kid gets picked up by Gran on Thursdays.", "txt from user: gran cant do thurs anymore, her knee. grace's dad does thursday pickup from now on"),
    ("User carpools with Nadia on Mondays.", "user txt: nadia moved away so no more monday carpool, im on the tram"),
    ("The user's regular takeaway is Golden Wok.", "sms: golden wok shut down :( we get pizza from Nonna Bruna on fridays now"),
    ("The user parks in the Castle Street car park.", "txt: castle st car park got knocked down, parking at the station multistorey now"),
    # --- formal letters (HR, bank, school, clinic, council) ---
    ("The user's job title is Junior Analyst.", "Letter from HR (Vantor Logistics): 'We are pleased to confirm that, effective 1 February, your title is Operations Analyst II, replacing your previous title of Junior Analyst.'"),
    ("User's son Ravi is in Mr. Dalgleish's class.", "School letter: 'Due to staffing changes, Ravi's class teacher for the rest of the year will be Ms. Achterberg; Mr. Dalgleish has left the school.'"),
    ("The user's GP is Dr. Hester Vance at Brookmere Surgery.", "Clinic letter: 'Dr. Hester Vance has retired. Your registered GP at Brookmere Surgery is now Dr. Samuel Ng.'"),
    ("User's daughter takes the school bus, route 12.", "Letter from Greystone Academy Transport: 'Route 12 has been withdrawn. From 6 January your child is allocated to route 9, stop Elm Parade.'"),
    ("The user's physiotherapy sessions are at the Quayside clinic.", "Letter from Quayside Physio: 'Your remaining sessions have been transferred to our Northgate branch as the Quayside clinic is closing.'"),
    ("The user's bank branch is Market Street, Millbury.", "Letter from Quayline Bank: 'Your account has been moved to our Harbour Road branch following the closure of Market Street.'"),
    ("The user's bin collection day is Monday.", "Council letter: 'From 3 March your household waste will be collected on Thursdays.'"),
    # --- recipes and household rules ---
    ("House rule: recycling goes out on Tuesday night.", "New house rule since the council change: recycling goes out Sunday night, not Tuesday."),
    ("House rule: the dog sleeps in the kitchen.", "House rule changed: the dog sleeps in the hallway crate now, no longer the kitchen."),
    ("Saved recipe: Grandma's lasagne, bake 45 minutes at 180 °C.", "User corrected the saved lasagne recipe: it's 35 minutes at 200 °C; the 45 at 180 was someone else's version."),
    ("House rule: Jonah does the washing-up on weekdays.", "House rule: the dishwasher does the washing-up now, Jonah takes the bins instead."),
    # --- languages the earlier corpora did not use ---
    ("Brukeren jobber som sykepleier ved Bjørkely legesenter.", "Brukeren sluttet ved Bjørkely legesenter i august og jobber nå på Fjellvik sykehus."),  # lang: nb
    ("Brukeren kjører en grå Toyota Yaris.", "Brukeren solgte Yarisen i vår og kjører nå en brukt Nissan Leaf."),  # lang: nb
    ("Kalender: Tannlege fredag 14. mars kl. 10.30.", "Kalender endret: Tannlegetimen er flyttet til tirsdag 18. mars kl. 13.15. Den gamle timen er slettet."),  # lang: nb
    ("Brukerens fastlege er dr. Solberg.", "Agent: Går du fortsatt til dr. Solberg? — Bruker: nei, jeg byttet til dr. Haugland da vi flyttet."),  # lang: nb
    ("Brugeren bor i Havsted.", "Brugeren er flyttet fra Havsted til Bjerglund og bor nu i en lejlighed nær stationen."),  # lang: da
    ("Brugerens datter går til håndbold om tirsdagen.", "Brugerens datter er stoppet med håndbold og går til svømning i stedet."),  # lang: da
    ("Husregel: Skraldet skal ud onsdag aften.", "Ny husregel efter kommunens nye tømmeplan: Skraldet skal ud søndag aften, ikke onsdag."),  # lang: da
    ("Brugeren har en kat, der hedder Pjuske.", "Pjuske døde i oktober, og brugeren har ingen kæledyr lige nu."),  # lang: da
    ("Utilizatorul lucrează la o firmă de contabilitate din Valea Teilor.", "Utilizatorul a plecat de la firma de contabilitate și acum lucrează ca programator la o companie din Dealu Frasinului."),  # lang: ro
    ("Medicul de familie al utilizatorului este dr. Popescu.", "Utilizatorul și-a schimbat medicul de familie: acum este înscris la dr. Ionela Mareș."),  # lang: ro
    ("Programare: service auto joi, ora 9:00.", "Programarea la service a fost mutată luni, la ora 14:30; cea de joi s-a anulat."),  # lang: ro
    ("Utilizatorul este vegetarian.", "Utilizatorul a precizat că nu este vegetarian; doar nu mănâncă carne de porc."),  # lang: ro
    ("L'usuari viu a Vilanera.", "L'usuari s'ha mudat de Vilanera a Vilamorta aquest estiu."),  # lang: ca
    ("La filla de l'usuari va a l'escola Els Pins.", "La filla de l'usuari ha canviat d'escola: ara va a l'Institut Montsant."),  # lang: ca
    ("L'usuari toca la guitarra en un grup que es diu Les Teules.", "El grup Les Teules s'ha dissolt i l'usuari ja no toca en cap grup."),  # lang: ca
    ("Reserva: sopar al restaurant Can Mialet, dissabte a les 21 h.", "Hem anul·lat Can Mialet; al final hem reservat a La Fonda del Port, dissabte a les 21 h."),  # lang: ca
    ("Pengguna bekerja di sebuah bank di Bandar Seri Melur.", "Pengguna sudah berhenti kerja di bank itu dan kini mengajar di sebuah sekolah di Kampung Tasik Permai."),  # lang: ms
    ("Pengguna memandu kereta Proton Saga.", "Pengguna sudah menjual Proton Saga itu dan sekarang naik LRT ke tempat kerja."),  # lang: ms
    ("Doktor gigi pengguna ialah Dr. Farah.", "Ejen: Masih pergi ke Dr. Farah untuk gigi? — Pengguna: tak lagi, saya dah tukar ke Dr. Hakim di klinik baru dekat rumah."),  # lang: ms
    ("Ang user ay nakatira sa Mabolo Heights.", "Lumipat na ang user mula Mabolo Heights papuntang Lungsod ng Tala noong Hunyo."),  # lang: tl
    ("Ang user ay nagtatrabaho sa isang call center sa Bagong Pag-asa.", "Umalis na ang user sa call center; nagtatrabaho na siya ngayon bilang nurse sa isang ospital sa San Lorenzo."),  # lang: tl
    ("Ang aso ng user ay si Bantay.", "Hindi Bantay ang pangalan ng aso ng user — Tagpi pala. Nagkamali lang sa pagsulat."),  # lang: tl
    ("Korisnik živi u Zlatnoj Dragi.", "Korisnik se preselio iz Zlatne Drage u Brezovac i sada ondje radi."),  # lang: hr
    ("Korisnikov zubar je dr. Horvat.", "Korisnik više ne ide kod dr. Horvata; novi zubar mu je dr. Kovačić."),  # lang: hr
    ("Termin kod frizera: petak u 17 sati.", "Termin kod frizera pomaknut je na subotu u 10 sati."),  # lang: hr
    ("A felhasználó Nyárfáson lakik.", "A felhasználó tavasszal Nyárfásról Tölgyesvárra költözött."),  # lang: hu
    ("A felhasználó háziorvosa dr. Szabó Anna.", "A felhasználó háziorvost váltott: mostantól dr. Kiss Péterhez jár."),  # lang: hu
    ("A felhasználó vegetáriánus.", "A felhasználó pontosított: nem vegetáriánus, csak a vörös húst kerüli."),  # lang: hu
    ("Používateľ pracuje v banke v Lipovci.", "Používateľ odišiel z banky a teraz pracuje ako učiteľ v Dubovej."),  # lang: sk
    ("Syn používateľa chodí na futbal do klubu FK Lipa.", "Syn používateľa skončil s futbalom a teraz chodí na hokej."),  # lang: sk
    ("Потребителят живее в Бреговица.", "Потребителят се премести от Бреговица в Славейково през лятото."),  # lang: bg
    ("Личният лекар на потребителя е д-р Петрова.", "Потребителят смени личния си лекар: вече е при д-р Иванов."),  # lang: bg
    ("کاربر در نارین‌آباد زندگی می‌کند.", "کاربر از نارین‌آباد به دشت‌آباد نقل مکان کرده است."),  # lang: fa
    ("ব্যবহারকারী নদীপুরে থাকেন।", "ব্যবহারকারী নদীপুর ছেড়ে এখন শালবনে থাকেন।"),  # lang: bn
    ("பயனர் மலர்ப்பேட்டையில் வசிக்கிறார்.", "பயனர் மலர்ப்பேட்டையிலிருந்து தென்னூருக்குக் குடிபெயர்ந்துவிட்டார்."),  # lang: ta
    ("Brukeren synger i Fjellvik mannskor.", "Fjellvik mannskor ble lagt ned i høst, så brukeren synger ikke i kor lenger."),  # lang: nb
    ("Profil — Foretrukket sprog: dansk.", "Profil ændret — Foretrukket sprog: engelsk."),  # lang: da
    ("Utilizatorul are abonament la sala Forța Gym.", "sms: am renuntat la forta gym, acum merg la bazinul din cartier"),  # lang: ro
    ("ADR-4: el servei de pagaments fa servir MySQL.", "ADR-9 (substitueix l'ADR-4): el servei de pagaments passa a PostgreSQL; MySQL queda retirat."),  # lang: ca
    ("Tempahan: hotel di Pantai Seri Mawar, 3–5 Mei.", "Tempahan hotel dibatalkan; pengguna menempah homestay di Bukit Kenanga untuk 3–5 Mei."),  # lang: ms
]

UPDATES: list[tuple[str, str]] = [
    ("The user's son Leo is 7.", "Leo (user's son) turned 8 last weekend; the party was at the trampoline park."),
    ("User's resting heart rate averages 68 bpm.", "User's resting heart rate averages 61 bpm after three months of running."),
    ("The user weighs 92 kg.", "The user is down to 86 kg as of this morning's weigh-in."),
    ("The user's rent is £1,150 a month.", "Letter from Harrowline Lettings: 'Following the annual review, your rent will be £1,210 per calendar month from 1 April.'"),
    ("User's salary: €48,000 a year.", "HR letter: 'Your annual salary is increased to €51,200 with effect from 1 January.'"),
    ("The user's Duolingo streak is 120 days.", "The user's Duolingo streak hit 200 days today."),
    ("User's chess.com blitz rating: 1340.", "User's blitz rating is 1402 after the weekend arena."),
    ("The user holds a green belt in judo.", "The user graded to blue belt in judo on Saturday."),
    ("The user's Pokémon card collection has 430 cards.", "The user's Pokémon collection is up to 512 cards after the trade fair."),
    ("Order #A-55812 status: processing.", "Order #A-55812 status: dispatched, tracking number sent by email."),
    ("Ticket #4410 status: In progress.", "Ticket #4410 status changed: In progress → Resolved (fix deployed in 3.2.1)."),
    ("Levothyroxine dose: 50 micrograms daily.", "Clinic letter: 'Following your blood test, please increase levothyroxine to 75 micrograms daily.'"),
    ("The user's mortgage balance is about £182,000.", "The user's mortgage balance is just under £176,000 per the annual statement."),
    ("The user's 5k personal best is 27:40.", "The user ran 26:55 at parkrun on Saturday — a new 5k PB."),
    ("Router firmware version: 1.0.14.", "Router firmware updated to 1.0.19 overnight."),
    ("App version installed on the user's tablet: 4.2.", "The user's tablet auto-updated the app to 4.3."),
    ("The user's daughter is in Year 3.", "The user's daughter moved up to Year 4 in September."),
    ("The user's monthly grocery budget is $600.", "The user raised the monthly grocery budget to $680 because of prices."),
    ("User has read 14 books this year.", "User's reading tally for the year is now 19 books."),
    ("The user's savings goal for the trip is $3,000.", "The user bumped the trip savings goal up to $3,500 after seeing flight prices."),
    ("Volunteer hours logged this term: 22.", "Volunteer hours logged this term: 31 (updated after the fun run)."),
    ("The user's tomato seedlings are 5 cm tall.", "The tomato seedlings are about 12 cm now and ready to pot on."),
    ("The user's Spanish level is A2.", "The user passed the B1 exam, so their Spanish is officially B1 now."),
    ("The user's baby weighs 4.1 kg.", "At the six-week check the user's baby weighed 5.0 kg."),
    ("Warfarin: 3 mg daily.", "Anticoagulation clinic: warfarin reduced to 2.5 mg daily after the last INR."),
    ("The user's Strava distance this year is 820 km.", "Strava: the user passed 1,000 km for the year this morning."),
    ("The user's credit card limit is $4,000.", "Bank letter: 'We have increased your credit limit to $5,500.'"),
    ("Card game league ranking: 6th of 14.", "Card game league ranking after round 9: 3rd of 14."),
    ("The user's electricity unit rate is 24.5p per kWh.", "From 1 October the user's electricity unit rate is 22.8p per kWh."),
    ("The user's golf handicap is 18.", "The user's golf handicap dropped to 16.2 after the club medal."),
    ("Parcel status: out for delivery.", "Parcel status: delivered, left with the neighbour at no. 9."),
    ("Passport application status: received.", "Passport application status: approved, now printing."),
    ("The user's garden pond holds 11 fish.", "The user's pond is up to 14 fish after the spawn survived."),
    ("The user's son is 140 cm tall.", "The user's son measured 146 cm at the school check."),
    ("The user takes 18 units of long-acting insulin at night.", "The diabetes nurse raised the user's night-time long-acting insulin to 20 units."),
    ("User's Goodreads challenge progress: 22/40.", "User's Goodreads challenge progress: 27/40."),
    ("The user's Elden Ring character is level 64.", "The user's Elden Ring character reached level 80."),
    ("The user's Discord server has 230 members.", "The user's Discord server passed 300 members."),
    ("Visa application: submitted, awaiting biometrics.", "Visa application: biometrics done, decision pending."),
    ("The user's car has 61,000 miles on it.", "The user's car passed 65,000 miles at the last service."),
    ("The user's son reads at level 12 on the school reading scheme.", "School report: the user's son is now on reading level 15."),
    ("The user's Anki deck has 1,800 Japanese cards.", "The user's Anki deck is at 2,350 cards."),
    ("The user's pension contribution is 5% of salary.", "The user increased their pension contribution to 7% from this month."),
    ("User's blood pressure at last check: 142/90.", "User's blood pressure at today's check: 131/84."),
    ("The user's daughter is at Grade 2 violin.", "The user's daughter passed Grade 3 violin with merit."),
    ("Team velocity: 34 points per sprint.", "Team velocity averaged 39 points over the last three sprints."),
    ("The user's cholesterol was 6.1 mmol/L.", "The user's cholesterol is down to 5.2 mmol/L on the latest test."),
    ("The user's ranked tier is Gold II.", "The user climbed to Platinum IV this season."),
    ("Community garden waiting list position: 12.", "Community garden waiting list: the user is now 4th."),
    ("The user has 17 houseplants.", "The user's plant count is up to 23 after the swap meet."),
    ("The user's daily step goal is 8,000.", "The user raised their daily step goal to 10,000."),
    ("Agent memory: the user's kid is 2 and a half.", "Agent: How's the toddler? — User: she's three now, fully potty trained!"),
    ("Ticket CS-2201 status: waiting on customer.", "Ticket CS-2201 comment: customer replied with logs; status back to Open."),
    # --- languages the earlier corpora did not use ---
    ("Brukerens datter er 4 år.", "Brukerens datter fylte 5 år i går."),  # lang: nb
    ("Husleien til brukeren er 12 500 kroner i måneden.", "Fra 1. januar er husleien 13 100 kroner i måneden."),  # lang: nb
    ("Brugeren vejer 84 kg.", "Brugeren vejer nu 79 kg efter et halvt år på cykel."),  # lang: da
    ("Ordre 55102: under behandling.", "Ordre 55102: afsendt."),  # lang: da
    ("Fiul utilizatorului are 9 ani.", "Fiul utilizatorului a împlinit 10 ani sâmbătă."),  # lang: ro
    ("Salariul utilizatorului este de 6.500 de lei net.", "Utilizatorul a primit o mărire: acum câștigă 7.200 de lei net."),  # lang: ro
    ("L'usuari té el cinturó taronja de karate.", "L'usuari ha aprovat l'examen i ara té el cinturó verd de karate."),  # lang: ca
    ("Berat badan pengguna ialah 78 kg.", "Berat badan pengguna sekarang 74 kg selepas tiga bulan berjoging."),  # lang: ms
    ("Ang anak ng user ay anim na taong gulang.", "Pitong taong gulang na ang anak ng user; nag-birthday siya noong Sabado."),  # lang: tl
    ("Korisnikova kći ide u drugi razred.", "Korisnikova kći sada ide u treći razred."),  # lang: hr
    ("A felhasználó havi lakbére 180 000 forint.", "Januártól a felhasználó lakbére havi 195 000 forint."),  # lang: hu
    ("Stav objednávky: spracováva sa.", "Stav objednávky: odoslaná."),  # lang: sk
    ("Синът на потребителя е на 11 години.", "Синът на потребителя навърши 12 години."),  # lang: bg
]

COMPATIBLE: list[tuple[str, str]] = [
    # --- extractor-style facts: plans, another person's change, temporary, other attributes ---
    ("The user works as a pharmacist at Kellbrook Pharmacy.", "The user is thinking about leaving Kellbrook Pharmacy if the hospital job comes through."),
    ("User's preferred name is Theodora.", "The user's grandmother was also called Theodora, and the user was named after her."),
    ("Alex (user) lives in Dunmore Heights.", "Alex (user)'s brother moved out of Dunmore Heights to a flat in Saltmarsh Quay."),
    ("The user drives a 2014 Skoda Fabia.", "The user has a loaner Vauxhall Corsa this week while the Fabia is in for a new clutch."),
    ("User's daughter attends Hollowfield Primary.", "Hollowfield Primary changed its name to Hollowfield Community Primary over the summer."),
    ("The user banks with Northfold Savings.", "The user opened a joint account with their partner at Quayline Bank; Northfold stays their main bank."),
    ("The user is vegetarian.", "The user is trying vegan for January, then going back to vegetarian."),
    ("The user plans to take the night train to Kaltenbruck for the conference.", "The user booked a sleeper cabin on the night train to Kaltenbruck."),
    ("The user's phone number is 07700 900431.", "The user's work phone is 07700 900555; the personal number stays 07700 900431."),
    ("The user's partner is named Joaquín.", "Joaquín (user's partner) changed jobs and now works at a vineyard."),
    ("The user's favourite board game is Carcassonne.", "The user bought the Carcassonne river expansion and says it makes their favourite game even better."),
    ("The user is reading 'The Salt Orchard' by M. Tarrant.", "The user is halfway through 'The Salt Orchard' and says the second part drags."),
    ("The user's pronouns are she/her.", "The user's colleague Sam uses they/them pronouns."),
    ("The user's preferred language for replies is English.", "The user asked for a Spanish translation of one email, just this once."),
    ("The user's landlord is Mr. Petrakis.", "Mr. Petrakis hired a managing agent to handle repairs; the rent still goes to him."),
    ("The user plays bass in the band Quiet Lantern.", "Quiet Lantern's drummer quit; the band is auditioning replacements and the user stays on bass."),
    ("The user's book club meets at The Copper Kettle café.", "The Copper Kettle café changed owners, but the user's book club still meets there."),
    ("The user's son is allergic to peanuts.", "The user's son was also found to be allergic to sesame."),
    ("User takes sertraline 50 mg daily.", "User started vitamin D, 1000 IU daily, alongside the sertraline."),
    ("The user's running club is Riverside Harriers.", "Riverside Harriers moved their Tuesday session to the new track at Bellfield."),
    ("User's chess.com rapid rating is 1485.", "User's chess.com puzzle rating is 2010."),
    ("The user's D&D character is a halfling rogue named Pip Underbough.", "The user's D&D group switched DMs: Hattie runs the campaign now; Pip is still the user's character."),
    ("The user's lawn is cut by Greenstripe Garden Services.", "Greenstripe is sending a different gardener this fortnight while the usual one is on holiday."),
    ("The user coordinates the Saturday shift at the Millbrook animal shelter.", "The user is also covering the Sunday shift at Millbrook this month while Dana is away."),
    ("The user is registered to vote in Ashby ward.", "Ashby ward's polling station moved from the church hall to the primary school."),
    ("The user's will names their brother Tobias as executor.", "The user added their friend Marguerite as a substitute executor in case Tobias cannot act."),
    ("The user's cat Miso is fed Purrline dry food.", "The user's other cat, Nori, is on a prescription renal diet."),
    ("User commutes by the 47 bus.", "The 47 bus is on diversion this week because of roadworks; the user still takes it."),
    ("The user's manager is Gerald Fynn.", "Gerald Fynn (user's manager) was promoted to Director of Operations; the user still reports to him."),
    ("The user's favourite restaurant is Kettle & Thyme.", "The user's partner's favourite restaurant is Saffron Yard."),
    ("User's daughter's swimming lessons are at Parkfield Leisure Centre.", "Parkfield's pool is closed for two weeks for maintenance; lessons resume there after half-term."),
    ("The user's car insurer is Brightshield.", "The user is getting quotes from other insurers before the Brightshield renewal in March."),
    ("The user's internet provider is FibreNest.", "FibreNest upgraded the user's line to 900 Mbps at no extra cost."),
    ("The user's home address is 3 Heron Row, Millbury.", "The user's home address: 3 Heron Row, Millbury, MB4 7QT."),
    ("User uses Things 3 for tasks.", "User also uses Obsidian for notes; tasks stay in Things 3."),
    ("The user is training for the Harbourside Half Marathon in April.", "The user's sister signed up for the Harbourside Half too."),
    ("The user's climbing partner is Rosalind.", "The user sometimes boulders alone at lunchtime; Rosalind is still their rope partner."),
    ("User's Spotify plan is Individual.", "User's partner switched to Spotify Family for the kids."),
    ("The user's kids' pediatrician is Dr. Aurelio Santi.", "Dr. Santi referred the user's youngest to a dermatologist, Dr. Okwu."),
    ("The user works remotely full time.", "The user goes into the Dockside office for the quarterly planning day next week."),
    ("The user's son plays under-10s football for Oakridge Rovers.", "Oakridge Rovers got new kits; the user's son wears number 7."),
    ("The user's business is a limited company, Tallow & Reed Ltd.", "Tallow & Reed Ltd registered a second trading name, Reed Candles."),
    ("The user is engaged to Marcus.", "The user and Marcus set the wedding date: 14 September next year."),
    ("The user owns a hamster called Pudding.", "The neighbour's kids are looking after Pudding while the user is away this weekend."),
    ("The user's team uses Linear for issue tracking.", "The user's team also started using Notion for design docs."),
    ("The user's mother lives in Portlaith.", "The user's mother is staying with the user for two weeks after her hip operation."),
    ("The user's weekly grocery delivery comes from Harvest Lane on Fridays.", "Harvest Lane will deliver on Saturday this week because of the bank holiday."),
    ("User's Minecraft server runs on a rented VPS.", "User started a new world on the Minecraft server; still on the VPS."),
    ("The user is in the guild 'Silent Tide'.", "The user was promoted to officer in Silent Tide."),
    ("The user's camera is a Sony A7 IV.", "The user rented a Leica for a wedding shoot last weekend."),
    ("The user's target exam is JLPT N2 in July.", "The user booked the JLPT N2 test centre: Hollings College, Hall B."),
    ("The user is treasurer of the Linthorpe Residents' Association.", "The Linthorpe Residents' Association elected a new chair, Farid Hussain; the user continues as treasurer."),
    ("The user's council tax band is B.", "The user's council tax bill went up 4.9% this year; the property is still band B."),
    ("Alex (user) is based in the Dunlow office.", "Alex (user) is working from the Wrexmoor office for two weeks to train new hires."),
    ("User's usual coffee order is a cortado with whole milk.", "After 3 pm the user orders the cortado decaf."),
    ("The user has one son and one daughter.", "The user's son started secondary school; the daughter is in Year 5."),
    ("The user was born in Ballymaran.", "The user grew up in Kilcarra and moved to the city at 18."),
    ("The user's dog is a Kelpie.", "The user's Kelpie, Tully, turned three last week."),
    ("The user's kitchen is being finished by Oakline Joinery.", "Oakline Joinery fitted the worktops today; the handles arrive next week."),
    ("User's flight to Alcamar: LV 1361, 5 July 07:10.", "User checked in online for LV 1361 on 5 July; seat 14A."),
    ("The user's rent standing order goes out on the 28th.", "The user's gym direct debit moved to the 28th as well."),
    ("User's daughter's best friend is Amara.", "Amara's family moved house, but she and the user's daughter are still inseparable."),
    ("The user's weekly meal-prep day is Saturday.", "This Saturday's meal prep is skipped because of the wedding; back to normal next week."),
    ("The user's preferred airline seat is window.", "The user asked for an aisle seat on the overnight flight only, for the legroom."),
    ("The user's newsletter is published on Buttondown.", "The user's newsletter changed its name from 'Small Hours' to 'Lamp Post'; still on Buttondown."),
    ("The user has allotment plot 7 at Beech Lane.", "The user got a second, half-size plot at Beech Lane for fruit bushes."),
    ("The user's twins go to the Little Acorns nursery.", "Little Acorns changed its hours: it now opens at 7:30 instead of 8:00."),
    ("The user's sourdough starter is fed with white bread flour.", "The user bakes a rye loaf on Sundays with a separate rye starter from a friend."),
    ("User's home heating is a heat pump.", "The user's neighbour is replacing their oil boiler with a heat pump too."),
    ("The user's emergency vet is PetsFirst Emergency on Mill Road.", "The user's regular vet for check-ups and vaccines is still Hillcrest."),
    ("The user uses Mullow VPN.", "The user is wondering whether to switch from Mullow to a cheaper VPN when the plan renews."),
    ("The kids' passports are in the fire safe in the loft.", "The user's own passport is in the desk drawer at work for the visa appointment this week."),
    ("The user's sister Beatrix lives in Tasman Reach.", "The user's sister Beatrix moved flats within Tasman Reach, closer to the harbour now."),
    ("The user went with a pale yellow for the nursery.", "The user painted the nursery skirting boards white."),
    ("The user works at Marrowgate Hospital as a dispensing pharmacist.", "The user used to work at a high-street pharmacy before joining Marrowgate Hospital."),
    ("The user's favourite band is The Velvet Orchards.", "The Velvet Orchards replaced their drummer, but the user says they're still the best band around."),
    ("The user takes metformin 500 mg twice daily.", "The user's dad takes metformin too, and his dose was just raised."),
    ("The user's partner works as a nurse.", "The user's partner switched from night shifts to day shifts."),
    ("User's favourite tea is Assam.", "User's favourite tea is Assam, brewed strong with a splash of milk."),
    ("The user drinks two coffees a day.", "The user's doctor suggested cutting down to one coffee a day; the user says they'll try."),
    ("The user wants to move to the coast someday.", "The user still dreams about the coast, especially after the Brackenholme trip."),
    ("The user is thinking about getting a dog.", "The user visited a greyhound rescue to look around; no decision yet."),
    ("The user works at Vantor Logistics.", "Vantor Logistics was acquired by Harbrook Group; the user's job and team are unchanged."),
    ("The user's employer is Linnet Accounts.", "The user's brother left his job at Linnet Accounts to go freelance."),
    ("The user's kids go to St. Brennan's Primary.", "The user's neighbour moved her kids from St. Brennan's to Hollowfield."),
    ("The user uses an iPhone 13.", "The user's dad finally replaced his flip phone with a Pixel."),
    ("The user's doctor is Dr. Samuel Ng.", "The user's wife switched GP to Dr. Ng's colleague, Dr. Amrita Bose."),
    ("The user banks with Quayline Bank.", "The user asked whether Quayline charges fees for international transfers."),
    ("The user lives in Saltmarsh Quay.", "If the new job is in Kestrel Hill, the user might move there next year."),
    ("The user's kids' pediatrician is Dr. Mireille Gautier.", "The user asked whether to get a second opinion from another pediatrician or stay with Dr. Gautier."),
    ("The user plays the cello in the Millbury Community Orchestra.", "The user played the violin as a teenager before switching to cello in their twenties."),
    ("The user lives in Saltmarsh Quay.", "The user lived in Dunmore Heights for six years before Saltmarsh Quay."),
    ("The user's manager is Olamide Ash.", "The user's former manager, Gerald Fynn, wrote them a reference."),
    # --- correction idioms and change verbs aimed at something OLD does not state ---
    ("The user's son is named Ravi.", "The user corrected the spelling of their son's school: St. Brennan's, not St. Brendan's."),
    ("The user's car is a Nissan Leaf.", "The user corrected the car's colour: it's dark blue, not black."),
    ("The user lives at 3 Heron Row, Millbury.", "The user corrected the postcode they gave earlier: MB4 7QT, not MB4 7TQ; same house."),
    ("The user's dentist is Dr. Omari Bello.", "Turns out the user's dental plan covers the hygienist too; they booked one at Dr. Bello's practice."),
    ("The user's car insurer is Tollgate Mutual.", "Scratch the earlier note about breakdown cover — the user doesn't have any; the insurer is still Tollgate Mutual."),
    ("The user is allergic to shellfish.", "User clarified the restaurant booking note: the shellfish platter was for their partner, not for them."),
    ("User's gym is Ironworks Gym.", "As of Monday, Ironworks Gym opens at 5:30 am instead of 6."),
    ("The user's birthday is 12 April.", "The user's twin brother's birthday is 12 April too, obviously."),
    ("The user's job title is Operations Analyst II.", "The user's team was renamed from Planning to Network Planning; the title is unchanged."),
    ("The user's GP is Dr. Samuel Ng at Brookmere Surgery.", "Brookmere Surgery switched its phone system; the new appointments line is 0161 496 0720."),
    ("The user's accountant is Linnet Accounts.", "Linnet Accounts changed the user's filing deadline reminder to November."),
    ("The user's daughter's teacher is Ms. Achterberg.", "The user's son's teacher changed to Mr. Fairlie after half-term."),
    ("The user is vegetarian.", "Not anymore on the dairy-free thing — the user eats cheese again; still vegetarian."),
    ("The user's cleaner comes on Fridays.", "The user's mum switched her cleaner to Fridays too."),
    ("The user's favourite author is Kwame Osei-Lindqvist.", "The user's favourite book this year was written by someone else entirely: 'Glasswort' by Nell Ferrier."),
    # --- answers to an agent's confirmation question ---
    ("The user's dentist is Dr. Ingrid Falk.", "Agent: Still going to Dr. Falk? — User: yep, same as ever, next check-up in February."),
    ("User's bike is stored at the Harcourt Street bike hub.", "Agent: Is your bike still at the Harcourt Street hub? — User: yeah, renewed the locker for another year."),
    ("User takes the 8:12 train to work.", "Agent: Still catching the 8:12? — User: yep, 08:12 like clockwork."),
    ("The user's yoga class is Thursday mornings at Still Point.", "Agent: Want me to remind you about yoga? — User: sure, Thursday morning at Still Point. They added a Saturday class, I might try that as well."),
    ("The user's sister is called Ingrid.", "Agent: Who's Imogen? — User: a coworker, we sit together."),
    ("User is allergic to co-amoxiclav.", "Agent: Any other allergies I should know? — User: latex, mildly."),
    ("User's Japanese tutor is Kenji Oda.", "Agent: Still with Kenji? — User: yes, though he moved our lessons to Wednesdays for the next month."),
    ("The user's son's football practice is Wednesdays at 6 pm.", "Agent: Football at 6 tonight? — User: yes, 18:00 as usual, but Lina's mum is driving, not me."),
    ("User's dentist appointment is on 3 May at 14:20.", "Agent: Dentist on 3 May at 2:20 pm, right? — User: that's the one."),
    ("The user's accountant is Linnet Accounts.", "Agent: Shall I send the receipts to Linnet? — User: not yet, I want to check them first."),
    ("The user's partner is Elif.", "Agent: Are you and Elif still going to the coast next month? — User: we pushed the trip to the autumn."),
    ("The user's daughter plays the cello.", "Agent: Is she still on cello? — User: yes, and she's started piano too."),
    ("The user's car is serviced at Fenn Street Autos.", "Agent: Did Fenn Street sort the brakes? — User: yes, and they're doing the tyres next month."),
    ("The user's mother lives in Portlaith.", "Agent: Is your mum still in Portlaith? — User: yes, though she's thinking about a bungalow nearer us."),
    ("The user is learning Japanese.", "Agent: How's the Japanese going? — User: slowly! I'm also doing a bit of Korean for fun."),
    # --- e-mail and chat-thread excerpts ---
    ("Email from the user: 'Our flight lands at 07:55 on Friday.'", "Email from the user: 'Landing 7:55 am Friday, so we should be at yours by ten.'"),
    ("Email thread 'Q3 offsite': venue is Barnacle Hall.", "Email thread 'Q3 offsite' — RE: Barnacle Hall confirmed the catering; vegetarian options included."),
    ("#team-infra: on-call for week 48 is Marta.", "#team-infra: Marta swapped her week 50 on-call with Dev; week 48 unchanged."),
    ("Email from the user: 'The quarterly report is due on 30 September.'", "Email from the user: 'Reminder that the quarterly report is due 30/09; drafts to me by the 23rd please.'"),
    ("The user's work email is r.halden@marrowgate.test.", "The user set up an out-of-office reply on r.halden@marrowgate.test for next week."),
    ("The user's personal email is kit.morrow@fernmail.test.", "The user created a separate address, kit.shop@fernmail.test, for online shopping."),
    ("Chat thread #family: Auntie Rosa is hosting Christmas dinner this year.", "Chat thread #family: Dad is hosting Boxing Day instead of Rosa's, change of plan for the 26th."),
    ("Email from the user: 'My extension is 4401.'", "Email from the user: 'New signature, same extension (4401), new job title below.'"),
    ("Chat thread #book-club: March pick is 'Glasswort'.", "Chat thread #book-club: correction, the April meeting moves to the 10th; March stays as planned."),
    ("Email from the user's landlord: 'The boiler service is booked for 12 May.'", "Email from the user's landlord: 'The window cleaner is changing to a new company from next month.'"),
    # --- calendar-event and booking edits ---
    ("Calendar: Parent-teacher conference — Thu 14 Nov, 16:10, Room 12B.", "Calendar note added: Parent-teacher conference Thu 14 Nov 16:10 — bring the reading log and ask about the maths set."),
    ("Booking KX-4471: 2 nights at Hotel Miravel, check-in 3 Oct.", "Booking KX-4471: late checkout requested for the second morning; confirmed by the hotel."),
    ("Recurring event: Piano lesson with Mrs. Kowal, Wednesdays 17:00.", "Calendar: Piano lesson with Mrs. Kowal — this Wednesday only moved to 18:00 (her dentist appointment)."),
    ("Restaurant booking at Ostra, Saturday 20:00, table for 4.", "Ostra booking updated: high chair added; still Saturday 20:00, table for 4."),
    ("Calendar: Dentist, Tue 18 Mar 13:15.", "Calendar: Optician, Tue 25 Mar 13:15."),
    ("Booking: car hire from Tallis Rentals, pick-up 9 Aug at the airport.", "Booking: car hire from Tallis Rentals — child seat added to the 9 Aug pick-up."),
    ("Calendar: Book club, first Thursday of each month, 19:30.", "Calendar: Book club on 6 March — Priyanka is hosting this time."),
    ("Booking: campsite pitch 22 at Brackenholme, 12–15 Aug.", "The user asked Brackenholme whether pitch 22 could be swapped for one nearer the lake; no reply yet."),
    ("The user's doctor appointment is on 19 March at 11:00.", "Clinic SMS: Reminder — your appointment is on 19 Mar at 11:00. Please arrive 10 minutes early."),
    ("Calendar: 'Design agency sync', Tuesdays 10:00.", "The design agency proposed moving the Tuesday call to the afternoon; the user said they'd think about it."),
    ("Calendar: Team lunch, Friday 12:30, Olive & Ash.", "Calendar: Team lunch Friday — Olive & Ash, 12.30 pm, booked under 'Halden'."),
    ("Booking: hotel in Vilaseca near the station, 4 nights.", "Booking: the user's parents booked the same hotel in Vilaseca for two of the four nights."),
    # --- profile and form field edits ---
    ("Profile — Emergency contact: Janine Orr (sister), 555-0142.", "Profile — Secondary emergency contact added: Callum Orr (brother), 555-0187."),
    ("Form — Dietary requirements: coeliac (strict gluten-free).", "Form — Accessibility needs: step-free access to the venue."),
    ("Registration form — Shirt size: L.", "Registration form — Shirt size: L (chest 104 cm)."),
    ("Profile — Home town: Wexbury.", "Profile — Current city field added: Millbury. Home town: Wexbury."),
    ("Profile — Job title: Operations Analyst II.", "Profile field edited — Department: Logistics Planning (was Operations). Job title: Operations Analyst II."),
    ("Form — Preferred contact method: email.", "Form — Preferred contact time: evenings after 6 pm."),
    ("Profile — Relationship status: divorced.", "Profile — Children: 2 (field added by the user)."),
    ("School form — Collection: mother or grandmother.", "School form — Medical notes updated: mild asthma, inhaler in the school bag."),
    # --- changelog, ADR/RFC and ticket-comment lines ---
    ("ADR-012: We will use RabbitMQ as the message broker for the billing service.", "ADR-020: The notifications service will use Redis Streams; billing stays on RabbitMQ (ADR-012)."),
    ("Ticket #8823: Assigned to Priya Raman.", "Ticket #8823 comment (Priya Raman): reproduced on staging, working on a fix."),
    ("CHANGELOG 2.3.0: default export format is CSV.", "CHANGELOG 2.3.1: CSV export now quotes fields containing semicolons."),
    ("RFC-44 (accepted): mobile team will ship weekly releases on Wednesdays.", "RFC-51 (draft): proposal to move mobile releases to Tuesdays; open for comments until Friday."),
    ("Ticket #5120 priority: P2.", "Ticket #5120: the customer asked for P1; the triage lead said no, it stays P2."),
    ("ADR-23: Frontend state management uses Zustand.", "ADR-23 addendum: Zustand stores must live next to their feature module."),
    ("Ticket #3307: root cause is an expired intermediate certificate on the load balancer.", "Ticket #3307 comment: certificate renewed and an expiry alert added."),
    ("CHANGELOG 3.0.0: the CLI command 'sync' replaces 'pull'.", "CHANGELOG 3.0.2: 'sync' now shows a progress bar."),
    ("Ticket #9012: reported by Hannah Voss, assigned to Leon Park.", "Ticket #9012 comment: Leon Park attached Hannah Voss's screenshots; assignee unchanged."),
    ("Ticket #7711 status: Resolved.", "Ticket #7711 comment: the customer confirmed the fix works; thank-you note sent."),
    ("ADR-19: The billing service uses NATS JetStream as its message broker.", "RFC-60 (draft): should the audit log move to NATS as well? Discussion in #arch."),
    ("ADR-31: Use PostgreSQL 16 for the orders database.", "ADR-31 consequences updated: read replicas will be added in Q3."),
    ("Release notes v2.0: minimum supported Python is 3.11.", "Release notes v2.0.1: fixes a crash on Python 3.11 when the locale is unset."),
    ("RFC-58 decision: user uploads go to object storage in the Dunlow region.", "RFC-63 (proposed): replicate user uploads to a second region for disaster recovery."),
    ("Ticket #6120: assigned to the payments squad.", "Ticket #6120 comment: moved from sprint 30 to sprint 31; still with payments."),
    # --- SMS shorthand ---
    ("User's gym is FlexHaus on Bridge Road.", "sms: flexhaus moved spin to 6am ugh. still going tho"),
    ("The user's kid gets picked up by Gran on Thursdays.", "txt: gran's away this thurs only, ill grab the kid myself. back to normal next wk"),
    ("User carpools with Nadia on Mondays.", "user txt: nadia's car is in the shop so we're using mine this monday"),
    ("The user's hairdresser is Carla at Snip Studio.", "sms: snip studio moved 2 doors down, carla still doing my hair dw"),
    ("User's pharmacy is Hawthorn Chemist on Mill Lane.", "sms: hawthorn closed tmrw for stocktake, will grab my prescription fri"),
    ("The user's son's bedtime is 8 pm.", "txt from user: letting him stay up till 9 tonight for the eclipse"),
    ("The user's regular takeaway on Fridays is Nonna Bruna.", "sms: nonna bruna changed their number, new one is on the menu on the fridge"),
    ("The user parks at the station multistorey.", "txt: multistorey price went up to 9 quid a day smh"),
    # --- formal letters ---
    ("The user's job title is Junior Analyst.", "Letter from HR: 'Your probation period has been completed successfully. Your title remains Junior Analyst.'"),
    ("The user's GP is Dr. Hester Vance at Brookmere Surgery.", "Clinic letter: 'While Dr. Vance is on leave in August, your appointments will be with our locum, Dr. Patel.'"),
    ("User's daughter takes the school bus, route 12.", "Letter from Greystone Academy Transport: 'Route 12 will run 10 minutes later next Monday only because of a road closure.'"),
    ("The user's physiotherapy sessions are at the Quayside clinic.", "The user's partner also started physio at the Quayside clinic."),
    ("The user's bank is Quayline Bank.", "Letter from Quayline Bank: 'Your Market Street branch will close on 30 June. Your account is unaffected and can be used at our Harbour Road branch.'"),
    ("The user's son is in Year 9 at Greystone Academy.", "Letter from Greystone Academy: 'Year 9 options evening will take place on 12 February.'"),
    ("User's salary is €51,200.", "HR letter: 'Your bonus for this year will be €2,400, paid in March.'"),
    ("The user's GP is Dr. Samuel Ng.", "Letter from Brookmere Surgery: 'From 1 May, our Saturday clinic will run from 8:00 to 12:00.'"),
    ("The user's bin collection day is Thursday.", "Council letter: 'In the week of 25 December, collections will be one day late.'"),
    ("The user's mortgage lender is Halbury Bank.", "Letter from Halbury Bank: 'We are changing the name of your account to Halbury Flex Mortgage. Your rate and terms do not change.'"),
    ("The user's son Ravi is in Ms. Achterberg's class.", "School letter: 'Ms. Achterberg will be on a course on Friday 7 March; a supply teacher will cover the class that day.'"),
    # --- recipes and household rules ---
    ("House rule: recycling goes out on Tuesday night.", "Council notice: Christmas week only, recycling goes out on Friday night."),
    ("House rule: the dog sleeps in the hallway crate.", "House rule: the cat is not allowed upstairs."),
    ("Saved recipe: Grandma's lasagne, bake 35 minutes at 200 °C.", "Saved recipe note: Grandma's lasagne, 35 min at 200 °C (about 390 °F, gas mark 6)."),
    ("House rule: shoes off at the door.", "House rule for guests this weekend: slippers provided in the basket by the door."),
    ("Family chili recipe: two tins of kidney beans.", "Family chili: the user doubled everything for Saturday's party, so four tins this time."),
    ("The user's bread recipe uses 500 g of flour.", "The user's bread recipe uses about 1.1 lb of flour."),
    ("Chore chart: Maya empties the dishwasher.", "Chore chart: Maya also feeds the fish now."),
    ("The user's family pancakes are made with oat milk.", "The user's family pancakes: oat milk, a squeeze of lemon, and blueberries on Sundays."),
    ("House rule: no screens at the dinner table.", "The user's sister changed her house rule so phones are allowed at dinner at her place."),
    # --- gaming and hobby stats ---
    ("The user mains Reinhardt in Overwatch.", "The user's friend Jonah switched his main from Reinhardt to Zarya."),
    ("User's Steam username is QuietOtter.", "User changed their Steam profile picture to a moth drawing; still QuietOtter."),
    ("The user's main Hearthstone deck is Control Warrior.", "User built a Mage deck for this week's Tavern Brawl only."),
    ("The user's Animal Crossing island is called Fernwick.", "The user's island Fernwick has a five-star rating now."),
    ("The user rides a steel-frame gravel bike from Halden Cycles.", "The user fitted new 45 mm tyres to the gravel bike."),
    ("The user collects vinyl, mostly jazz.", "The user picked up a first-pressing soul record at the fair — a rare non-jazz buy."),
    ("The user's Elden Ring character is level 80.", "The user started a second Elden Ring character, a sorcerer, for fun."),
    ("The user's ranked tier is Platinum IV.", "The user's duo partner dropped to Gold I this season."),
    ("The user is a 1485 rapid player on chess.com.", "The user's rapid rating is 1485, their blitz is lower."),
    # --- language learning ---
    ("The user's Spanish is B1.", "The user's Spanish teacher moved the class to Wednesday evenings."),
    ("The user is learning Japanese with a tutor, Kenji Oda.", "The user's kid is learning Korean at school."),
    ("The user studies Japanese 30 minutes a day.", "The user studies Japanese for half an hour each day, usually on the train."),
    ("The user is preparing for JLPT N2.", "The user switched Anki decks for JLPT N2 vocabulary; same exam, better deck."),
    # --- gardening ---
    ("The user grows courgettes in the front bed.", "The user's courgettes got powdery mildew; they're treating it with a milk spray."),
    ("User's apple tree is a Bramley.", "User grafted a Cox branch onto the Bramley for pollination."),
    ("The user waters the garden at 6 am.", "The user waters at six in the morning, before the hosepipe-ban hours."),
    ("The user's greenhouse is heated with an electric fan heater.", "The user is thinking about adding a second heater to the greenhouse for frosty nights."),
    ("The user's allotment plot is 250 square metres.", "The user's allotment is about 10 rods, so 250 m² give or take."),
    ("The user keeps an allotment at Fernside Allotments, plot 14.", "Fernside Allotments raised plot fees for next year; the user is keeping plot 14."),
    # --- volunteering ---
    ("The user volunteers at the Eastgate food bank on Saturdays.", "The Eastgate food bank moved to a bigger warehouse on Canal Street; the user still does Saturdays."),
    ("The user volunteers as a reading helper at Kestrel Hill Primary on Tuesdays.", "The user also signed up to marshal at the Kestrel Hill fun run in June."),
    ("The user is a Scout leader with the 3rd Millbury group.", "The 3rd Millbury Scouts moved their meeting night from Monday to Tuesday; the user is still a leader."),
    ("The user coordinates Sundays at the Millbrook shelter.", "Millbrook shelter changed its name to Millbrook Animal Rescue."),
    # --- legal and administrative facts ---
    ("User's legal surname is Whitcombe.", "The user is considering taking their partner's surname after the wedding but hasn't decided."),
    ("The user's passport expires in January 2029.", "The user's passport expires on 14/01/2029."),
    ("The user's driving licence expires in 2031.", "The user updated the address on their driving licence; the expiry stays 2031."),
    ("The user holds power of attorney for their father.", "The user's brother was added as a second attorney for their father."),
    ("The user and their partner own the house as joint tenants.", "The user and their partner are looking into changing the ownership to tenants in common."),
    ("The user is a British citizen.", "The user applied for Irish citizenship through their grandmother as well."),
    # --- same value written another way ---
    ("The user's wedding anniversary is 6 June.", "The user booked dinner at Ostra for their anniversary on the 6th of June."),
    ("The user's mum's birthday is 2 November.", "The user ordered flowers for their mum's birthday, to arrive 2/11."),
    ("The user's meeting with the solicitor is at 14:30 on Friday.", "The user's meeting with the solicitor is at half past two on Friday."),
    ("The user's bike commute is 9 km.", "The user's commute by bike is roughly 5.6 miles."),
    ("The user's daughter's shoe size is UK 13.", "The user's daughter is a UK 13 in shoes, EU 32."),
    ("The user weighs 86 kg.", "The user weighs about 13 and a half stone."),
    ("The user's flight leaves at 18:45.", "The user's flight is at a quarter to seven in the evening."),
    ("The user lives on the 4th floor.", "The user's flat is on the fourth floor, no lift."),
    # --- languages the earlier corpora did not use ---
    ("Brukeren jobber på Fjellvik sykehus.", "Brukeren vurderer å søke jobb i Nordvik, men har ikke bestemt seg ennå."),  # lang: nb
    ("Brukeren kjører en brukt Nissan Leaf.", "Brukeren har lånebil denne uka mens Leafen står på verksted."),  # lang: nb
    ("Kalender: Tannlege tirsdag 18. mars kl. 13.15.", "Kalender: Tannlege 18.03 kl. 13:15 — husk frikortet."),  # lang: nb
    ("Brukerens fastlege er dr. Haugland.", "Brukerens kone har byttet fastlege til dr. Solberg."),  # lang: nb
    ("Brukeren spiller fotball i Nordvik IL.", "Brukeren spilte håndball som barn før hun begynte med fotball."),  # lang: nb
    ("Brugeren bor i Bjerglund.", "Brugerens bror er også flyttet til Bjerglund, tæt på brugeren."),  # lang: da
    ("Brugerens datter går til svømning om torsdagen.", "Svømningen er aflyst denne torsdag, fordi bassinet skal rengøres."),  # lang: da
    ("Husregel: Skraldet skal ud søndag aften.", "Husregel: Ingen sko i stuen."),  # lang: da
    ("Brugeren arbejder hos Lindholt Rådgivning.", "Lindholt Rådgivning er flyttet til nye lokaler ved havnen; brugeren arbejder der stadig."),  # lang: da
    ("Brugeren drikker te om morgenen.", "Brugeren overvejer at skifte til kaffe, men har ikke gjort det endnu."),  # lang: da
    ("Utilizatorul lucrează ca programator la o companie din Dealu Frasinului.", "Fratele utilizatorului s-a angajat la aceeași companie luna trecută."),  # lang: ro
    ("Medicul de familie al utilizatorului este dr. Ionela Mareș.", "Dr. Mareș este în concediu două săptămâni; între timp o înlocuiește dr. Radu."),  # lang: ro
    ("Programare la service: luni, ora 14:30.", "Programare la service: luni, la două și jumătate după-amiaza; trebuie adus și talonul."),  # lang: ro
    ("Utilizatorul are un câine pe nume Bobiță.", "Utilizatorul a adoptat și o pisică, pe Mimi."),  # lang: ro
    ("Utilizatorul se gândește să se mute la țară.", "Utilizatorul a întrebat cât costă o casă veche lângă Valea Teilor."),  # lang: ro
    ("L'usuari viu a Vilamorta.", "L'usuari va viure deu anys a Vilanera abans de mudar-se a Vilamorta."),  # lang: ca
    ("La filla de l'usuari va a l'Institut Montsant.", "L'Institut Montsant ha canviat l'horari: ara les classes comencen a les vuit."),  # lang: ca
    ("Reserva: sopar a La Fonda del Port, dissabte a les 21 h.", "Reserva a La Fonda del Port: dissabte a les nou del vespre, taula a la terrassa."),  # lang: ca
    ("L'usuari va a la feina amb bicicleta.", "Aquesta setmana l'usuari va a la feina amb tren perquè la bici és al taller."),  # lang: ca
    ("L'usuari és al·lèrgic als fruits secs.", "L'usuari també és al·lèrgic al làtex."),  # lang: ca
    ("Pengguna mengajar di sebuah sekolah di Kampung Tasik Permai.", "Suami pengguna baru bertukar kerja ke sebuah syarikat insurans."),  # lang: ms
    ("Pengguna naik LRT ke tempat kerja.", "Minggu ini pengguna menumpang kereta kawan kerana LRT rosak."),  # lang: ms
    ("Doktor gigi pengguna ialah Dr. Hakim.", "Pengguna bertanya sama ada klinik Dr. Hakim dibuka pada hari Sabtu."),  # lang: ms
    ("Pengguna suka nasi lemak.", "Pengguna juga suka roti canai, terutamanya pada hujung minggu."),  # lang: ms
    ("Ang user ay nakatira sa Lungsod ng Tala.", "Lumipat sa Lungsod ng Tala ang kapatid ng user noong isang buwan."),  # lang: tl
    ("Ang user ay nurse sa isang ospital sa San Lorenzo.", "Noong araw, nagtrabaho ang user sa isang call center bago siya naging nurse."),  # lang: tl
    ("Ang aso ng user ay si Tagpi.", "May bagong pusa ang user, si Mingming."),  # lang: tl
    ("Ang user ay nag-aaral ng Korean.", "Gusto rin ng user na mag-aral ng Japanese balang araw."),  # lang: tl
    ("Korisnik živi u Brezovcu.", "Korisnikova sestra također se preselila u Brezovac."),  # lang: hr
    ("Termin kod frizera: subota u 10 sati.", "Termin kod frizera: subota u 10:00, šišanje i brijanje."),  # lang: hr
    ("Korisnikov zubar je dr. Kovačić.", "Ovaj je tjedan korisnika pregledala zamjenska zubarica jer je dr. Kovačić na godišnjem odmoru."),  # lang: hr
    ("Korisnik ide biciklom na posao.", "Korisnik razmišlja o kupnji električnog bicikla."),  # lang: hr
    ("A felhasználó Tölgyesváron lakik.", "A felhasználó szülei jövőre Tölgyesvárra költöznek."),  # lang: hu
    ("A felhasználó háziorvosa dr. Kiss Péter.", "Dr. Kiss Péter rendelője átköltözött a szomszéd utcába."),  # lang: hu
    ("A felhasználó minden reggel fut.", "A felhasználó ezen a héten nem fut, mert megrándult a bokája."),  # lang: hu
    ("A felhasználó kutyája egy Bodri nevű vizsla.", "A felhasználó szeretne egy második kutyát is."),  # lang: hu
    ("Používateľ pracuje ako učiteľ v Dubovej.", "Manželka používateľa zmenila prácu a teraz pracuje v nemocnici."),  # lang: sk
    ("Syn používateľa chodí na hokej.", "Hokejový tréning syna je tento týždeň výnimočne v sobotu."),  # lang: sk
    ("Používateľ pije čaj.", "Používateľ pije čaj bez cukru, s citrónom."),  # lang: sk
    ("Потребителят живее в Славейково.", "Братът на потребителя също се премести в Славейково."),  # lang: bg
    ("Личният лекар на потребителя е д-р Иванов.", "Д-р Иванов е в отпуск тази седмица; замества го д-р Георгиева."),  # lang: bg
    ("Потребителят кара колело до работа.", "Потребителят мисли да си купи електрическа тротинетка."),  # lang: bg
    ("کاربر در دشت‌آباد زندگی می‌کند.", "خواهر کاربر هم به دشت‌آباد نقل مکان کرده است."),  # lang: fa
    ("کاربر هر روز صبح چای می‌نوشد.", "کاربر چای را بدون شکر و با کمی هل می‌نوشد."),  # lang: fa
    ("ব্যবহারকারী শালবনে থাকেন।", "ব্যবহারকারীর ভাইও শালবনে চলে এসেছেন।"),  # lang: bn
    ("ব্যবহারকারী একটি ব্যাংকে চাকরি করেন।", "ব্যবহারকারী ভবিষ্যতে নিজের ব্যবসা শুরু করার কথা ভাবছেন।"),  # lang: bn
    ("பயனர் தென்னூரில் வசிக்கிறார்.", "பயனரின் தங்கையும் தென்னூருக்குக் குடிபெயர்ந்துவிட்டார்."),  # lang: ta
    ("Brukeren synger i Fjellvik mannskor.", "Fjellvik mannskor har fått ny dirigent; brukeren synger fortsatt der."),  # lang: nb
    ("Profil — Foretrukket sprog: dansk.", "Profil — Tidszone tilføjet: Europe/Copenhagen."),  # lang: da
    ("Utilizatorul are abonament la sala Forța Gym.", "sms: forta gym e inchisa de craciun, merg iar de pe 2 ianuarie"),  # lang: ro
    ("ADR-9: el servei de pagaments fa servir PostgreSQL.", "RFC-12 (esborrany): proposta de moure també el servei d'avisos a PostgreSQL."),  # lang: ca
    ("Tempahan: homestay di Bukit Kenanga, 3–5 Mei.", "Pengguna bertanya sama ada homestay di Bukit Kenanga menyediakan sarapan."),  # lang: ms
]
