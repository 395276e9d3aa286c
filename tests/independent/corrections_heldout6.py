"""Sixth held-out corpus for the corrects-or-compatible decision (independent author, corpus7).

What it is: three lists of (OLD, NEW) pairs of statements by or about one user, stored one after
the other as memories. OLD is already stored; NEW arrives later. Some OLD statements are written
the way an agent would have stored them ("User's dog is called Pepper.") so that NEW can be the
user correcting, or confirming, what the agent said.

- CORRECTIONS: NEW replaces OLD; OLD is no longer true, or never was.
- UPDATES: OLD was true when it was said; NEW gives a later state of the same single-valued,
  counted or measured thing (an age, a weight, a dose, a rent or salary, a rating or belt, a
  firmware version, an order or ticket status), mostly with no correction wording. OLD should be
  superseded or at least flagged; NEW must be stored.
- COMPATIBLE: both stay true. Most are near-misses written in the same styles as the
  corrections: a second allergy, medication, account or pet; the same value written another way
  (kg / lb, 17:30 / half five, 19/03 / the 19th of March, "Portland, ME"); a plan, wish, question
  or hypothetical about a change; another person's change; a temporary change (a loaner car, a
  cover shift, this week only, a locum, a substitute teacher); history stated as history; another
  attribute of the same thing (including the thing itself being renamed or moving office); more
  detail; one-off events; voice-note self-repairs that land back on the same value; correction
  idioms ("turns out", "scratch that", "my bad", "as of Monday", "formerly", "not anymore") aimed
  at something OLD does not state.

Styles this corpus emphasises (chosen to differ from the five earlier corpora): speech-to-text
transcripts of voice notes (no punctuation, fillers, self-repairs such as "the 14th no wait the
15th"); corrections relayed by someone else about the user ("Her assistant says ..."); the user
correcting what the agent said ("no, that's my sister's birthday, mine is in May"); long messages
(two to four sentences) with the correction buried in unrelated chatter; indirect and idiomatic
correction wording ("scratch that", "turns out", "my bad", "I misspoke", "strike that", "as of
Monday", "we ended up going with", "not anymore", "ex-", "formerly", "these days"). Domains:
household and family logistics, caregiving and health (doses, doctors, allergies), school and
kids' schedules, finance (bank, salary, rent, budget), travel itineraries and bookings, sports and
fitness records, hobbies and games, customer-support / CRM notes about a customer, personal
devices and accounts, pets and vehicles. Quantities appear in several units and notations, times
in 12 h and 24 h, and dates as relative dates ("next Tuesday" / "the Tuesday after next"). About a
quarter of the pairs are in languages the earlier corpora did not use: Swedish, Russian,
Ukrainian, Arabic, Hebrew, Greek, Czech, Vietnamese, Indonesian, Thai, Swahili and Finnish, with
OLD and NEW always in the same language.

How it was written: by hand, in one sitting (2026-12-05), by a sixth independent author (a helper
session, corpus7) who read only the task brief, the format docstring of the fifth corpus
(tests/independent/corrections_heldout5.py, lines 1-69: the list meanings and its labelling
rules; none of its pairs), and the first six turns of one LoCoMo development conversation in
../shared/locomo-dev/ for register. The author did not read the system's rules (zeusmem/), any
other file under tests/, any phrase list or any conflict test, did not grep the repository for
phrases, and did not run the system on this corpus; nothing here was fitted to the rules. No
LoCoMo or other dataset text is copied; every pair is written fresh with invented names,
companies, addresses and details (the e-mail domains are .test). Per-language counts below were
computed from the ``# lang:`` comments by a throw-away script (not committed).

Labelling rules the author applied:
- Tense matters: "I used to X" beside "I Y now" is COMPATIBLE when OLD itself was stated in the
  past; when OLD states the present and NEW says it ended ("I play bass in The Damp Squibs" /
  "I left in October"), it is a CORRECTION.
- A temporary situation (this week only, a loaner car or phone, a cover shift, a locum, a trip, a
  holiday-week bin day, a lesson cancelled once) leaves the standing fact true: COMPATIBLE.
- A plan, wish, hypothetical or question about changing changes nothing: COMPATIBLE. When OLD is
  itself a plan or booking and NEW says a different option was chosen ("we ended up going with a
  rescue greyhound instead of a puppy"), the plan slot was replaced: CORRECTION.
- A change that belongs to another person, or to an attribute OLD does not state, is COMPATIBLE
  even when it uses the same change verbs or correction idioms.
- A counted, ranked or measured value that moves on over time without a claim that OLD was wrong
  is an UPDATE (a raised dose, a new rent, a higher grade or belt, a later order status, an older
  child, a set budget or goal moved up or down); when NEW says OLD was a mistake, a typo or a
  misreading ("Biscuit's weight was keyed in wrong, he's 11.4 kg"), it is a CORRECTION.
- A single-valued slot (employer, city, address, bank, supplier, doctor, teacher, coach, owner,
  chosen tool or device, schedule slot, appointment date, deadline, favourite, best friend,
  pronouns, preferred name, title or role, preferred language, phone number, partner's name, the
  book currently being read) replaced by a new value is a CORRECTION, even without correction
  words and even when a third party relays it.
- The same value written another way (units, date or time format, abbreviations, a nickname
  beside the name, a voice-note self-repair that returns to the same value) is COMPATIBLE.
- A second item of a multi-valued thing (allergies, medications, accounts, e-mail addresses,
  pets, languages, instruments, activities, emergency contacts, modules) is COMPATIBLE.

Per-language counts (pairs; non-English share: corrections 25%, updates 26%, compatible 25%):
    CORRECTIONS 219: en 165, sv 5, ru 5, uk 5, ar 5, he 5, fi 5, el 4, cs 4, vi 4, id 4, th 4, sw 4
    UPDATES      74: en 55, sv 2, ru 2, uk 2, he 2, cs 2, id 2, sw 2, ar 1, el 1, vi 1, th 1, fi 1
    COMPATIBLE  287: en 215, sv 6, ru 6, uk 6, ar 6, he 6, el 6, cs 6, vi 6, id 6, th 6, sw 6, fi 6
"""

from __future__ import annotations

Pair = tuple[str, str]

CORRECTIONS: list[Pair] = [
    # lang: en -- speech-to-text voice notes with self-repairs
    (
        "Milo's dentist appointment is on the 14th at 3:30.",
        "um so the dentist thing for milo it's the 14th no wait the 15th sorry the 15th at three thirty",
    ),
    (
        "Book club meets at Priya's place this month.",
        "uh quick voice note book club is not at priya's anymore it's at um dalia's house same time",
    ),
    (
        "My locker at the gym is number 212.",
        "okay so the locker number I gave you is wrong it's two twenty one not two twelve I always mix those up",
    ),
    (
        "We're flying out of Gatwick on the 3rd.",
        "so um actually scratch the gatwick thing we're flying out of stansted it's cheaper same date though",
    ),
    (
        "Mum's physio is on Tuesdays at 10.",
        "voice note for mum's stuff uh physio moved it's thursdays now at ten not tuesdays",
    ),
    (
        "The plumber is coming Wednesday morning.",
        "hey so the plumber called uh he can't do wednesday he's coming friday morning instead",
    ),
    (
        "Ezra's football practice is at Hollins Field.",
        "um practice this season is at the uh the greenway pitches not hollins they redid the whole schedule",
    ),
    (
        "My sister Noor lives in Leeds.",
        "uh I think I told you noor's in leeds she's not she moved to sheffield like last year I forgot to say",
    ),
    (
        "I take the 7:42 train to work.",
        "note to self uh I don't get the seven forty two anymore it's the eight oh five since the new timetable",
    ),
    (
        "Our anniversary dinner is booked at Fennel & Fig for 8 pm.",
        "so fennel and fig cancelled on us um we moved the anniversary dinner to lupo's same time eight o'clock",
    ),
    (
        "Grandpa's cardiologist is Dr. Osei.",
        "um grandpa's heart doctor isn't osei anymore he got handed over to doctor hallstrom at the same clinic",
    ),
    (
        "The car is due for its MOT on 12 March.",
        "uh the MOT it's the twenty first of march not the twelfth I read the letter wrong",
    ),
    (
        "I'm allergic to penicillin.",
        "so um turns out I'm not actually allergic to penicillin they did the challenge test it was just a viral rash",
    ),
    (
        "Our internet provider is Skyline Fibre.",
        "we switched um we're with brightwave now for the internet skyline's gone as of last week",
    ),
    (
        "Theo's reading tutor comes on Mondays.",
        "um the tutor she comes on mondays no wait she switched to wednesdays starting this term so wednesdays",
    ),
    (
        "Pick-up from swimming is at 5:15.",
        "pick up from swim is uh five fifteen no sorry quarter to six they added another lesson before his",
    ),
    (
        "Our landlord's name is Mr. Farrow.",
        "uh correction the landlord is mister farrell f a r r e l l not farrow",
    ),
    (
        "Meeting with the accountant on Thursday at 2.",
        "uh thursday at two with the accountant is off she moved it to the monday after same time",
    ),
    (
        "Dad's prescriptions go to the Boots on Hill Street.",
        "um dad's prescriptions go to the co-op pharmacy on the corner now not the boots on hill street",
    ),
    (
        "Harriet's ballet show is on Saturday the 6th.",
        "okay so harriet's show is saturday the sixth er no it's the seventh the sunday I've got the flyer here",
    ),
    # lang: en -- corrections relayed by someone else about the user
    (
        "Dentist appointment is Thursday at 9.",
        "Her assistant says the dentist appointment is actually on Friday at 9, not Thursday.",
    ),
    (
        "Caleb's birthday party is at the trampoline park.",
        "My husband just told me the party got moved to the community hall; the trampoline park double-booked us.",
    ),
    (
        "My blood type is A positive.",
        "The nurse at the donor centre says I'm actually O positive; the A+ came from an old form someone filled in.",
    ),
    (
        "Our flight to Lisbon leaves at 10:40.",
        "Travel agent emailed: the Lisbon flight now leaves at 09:15, the airline moved it up.",
    ),
    (
        "The kids' school day starts at 8:30.",
        "My wife reminded me that school starts at 8:15 this year, not 8:30.",
    ),
    (
        "Mia's teacher is Ms. Okafor.",
        "Mia set me straight at dinner: Ms. Okafor was last year, her teacher now is Mr. Brandt.",
    ),
    (
        "Aunt Rosa is allergic to shellfish.",
        "Cousin Lena says Aunt Rosa isn't allergic to shellfish at all, it's tree nuts she reacts to.",
    ),
    (
        "The vet said Biscuit weighs 14 kg.",
        "The vet nurse rang back: Biscuit's weight was keyed in wrong, he's 11.4 kg, not 14.",
    ),
    (
        "My brother works at Halvorsen Logistics.",
        "My brother says he left Halvorsen ages ago; he's been at Trellis Freight for two years.",
    ),
    (
        "Customer (acct 88213) prefers to be contacted by phone.",
        "Per the customer's daughter, who now manages acct 88213: no phone calls, email only please.",
    ),
    (
        "The MRI is on the 9th.",
        "Dr. Amadi's office rang back: the MRI is on the 19th, the 9th was a typo in the letter.",
    ),
    (
        "My manager is Rhiannon.",
        "HR just told me my reporting line changed with the reorg; my manager is Dev Patel now.",
    ),
    (
        "The Year 5 school trip is to the science museum.",
        "The class rep posted that the Year 5 trip is going to the aquarium instead of the science museum.",
    ),
    (
        "Grandma takes her metformin with breakfast.",
        "Grandma's carer says the GP told her to take the metformin with her evening meal now, not breakfast.",
    ),
    (
        "Hotel check-in is from 2 pm.",
        "The hotel replied to my email: check-in is from 4 pm, the 2 pm was only for loyalty members.",
    ),
    (
        "Jonas's orthodontist appointment is on the 22nd.",
        "Jonas's mum texted that the orthodontist moved him to the 29th, so the 22nd is free again.",
    ),
    # lang: en -- the user correcting what the agent said
    (
        "The user's birthday is March 3.",
        "no, that's my sister's birthday, mine is in May. May 22nd.",
    ),
    (
        "User's dog is called Pepper.",
        "Pepper is my neighbour's dog, I keep telling you. Mine is called Juno.",
    ),
    (
        "User lives in Portland, Oregon.",
        "Not Oregon. Portland, Maine. Everyone gets that wrong.",
    ),
    (
        "User drives a Honda Civic.",
        "You've got that mixed up, the Civic was my old car. I drive a Mazda 3 now.",
    ),
    (
        "User is vegetarian.",
        "I'm not vegetarian, you're thinking of my partner. I eat fish and chicken.",
    ),
    (
        "User's son Arlo is 7.",
        "Arlo's 9, not 7. Seven is Juniper, his little sister.",
    ),
    (
        "User's preferred name is Katherine.",
        "Please call me Kit, not Katherine. Nobody calls me Katherine except the bank.",
    ),
    (
        "User's gym is FitHaus on Elm Street.",
        "That's out of date, I cancelled FitHaus in the spring. I go to the climbing gym, Crux, now.",
    ),
    (
        "User banks with Northgate Savings.",
        "Where did you get Northgate from? I bank with Alder Credit Union and always have.",
    ),
    (
        "User's partner is named Sam.",
        "Sam's my ex. My partner is Jordan, please update that.",
    ),
    (
        "User works night shifts at the depot.",
        "I'm off nights, I told you last week. Day shifts at the depot from this month.",
    ),
    (
        "User's pronouns: she/her.",
        "They/them please, I don't go by she/her anymore.",
    ),
    (
        "User's mobile number ends in 4410.",
        "That number was disconnected when I changed carrier. My mobile is the one ending 9027 now.",
    ),
    (
        "User's flight home is on Sunday.",
        "No, I said Saturday. The flight home is Saturday evening.",
    ),
    (
        "User's favourite cuisine is Thai.",
        "I don't think I ever said Thai. My favourite is Ethiopian, hands down.",
    ),
    (
        "User's daughter Ines goes to Fairview Primary.",
        "You're mixing her up with her cousin. Ines goes to Hillcrest, Fairview is Tom's school.",
    ),
    # lang: en -- long messages with the correction buried in chatter
    (
        "We're renting the cottage in Keswick for the half-term week.",
        "Long day. The kids were at each other's throats all afternoon and the dishwasher is leaking again. "
        "Oh, and we're not doing Keswick after all; we booked a place in Ambleside for half term. "
        "Remind me to call the repair guy tomorrow.",
    ),
    (
        "My salary at the new job is £42,000.",
        "So much happened this week. I got the formal offer letter and realised I misremembered the number: "
        "the salary is £45,500, not 42. Celebrating with pizza tonight, the kids chose the toppings.",
    ),
    (
        "Nora's swimming lessons are at the Westfield leisure centre.",
        "Nora finally swam a full length without the float! Coach Benji was so proud. "
        "Side note, the lessons are at the Oakridge pool now; Westfield shut for a refit and the programme "
        "isn't coming back. She's begging for goggles with unicorns on.",
    ),
    (
        "Customer Halima Yusuf is on the Basic plan.",
        "Spoke with Halima Yusuf re: billing. Polite but frustrated about the duplicate invoice. "
        "Note she's on the Pro plan, not Basic; our CRM record was wrong, which explains the charge. "
        "Refund for the duplicate issued.",
    ),
    (
        "The family reunion is in Galway on July 12.",
        "Aunt Bríd called for an hour about the hedge dispute, as usual. Buried in there: the reunion is "
        "on the 19th of July now, not the 12th, because the hotel double-booked. Same place in Galway. "
        "Then she went straight back to the hedge.",
    ),
    (
        "I keep my savings at Halcyon Bank.",
        "Finally got through the paperwork mountain. Moved all my savings out of Halcyon into a Marlow "
        "Building Society account last week, Halcyon's rate was a joke. Also shredded five years of statements.",
    ),
    (
        "Our Airbnb in Kyoto is near Gion.",
        "Packing list is almost done, I just need plug adapters. Small change: the host cancelled, so our "
        "Kyoto stay is near Kyoto Station now instead of Gion. Still three nights.",
    ),
    (
        "Leo plays in goal for the under-12s.",
        "Leo's match was muddy and freezing but they won 3-1, and he scored! Yes, he's been moved out of "
        "goal, he plays left wing now and loves it. Off to wash his kit.",
    ),
    (
        "My car insurance is with Pennant Direct.",
        "Mad morning. The renewal quote from Pennant was up 40%, so I moved the car insurance to Cobalt "
        "Mutual. Also found the missing library book under the sofa, so that's a win.",
    ),
    (
        "Hamish will be starting at St. Columba's Primary.",
        "It was Hamish's first week and he's already made a friend called Ravi. We ended up going with "
        "Braeside Primary instead of St. Columba's, the walk is shorter. He likes his teacher.",
    ),
    (
        "Mum's hearing-aid fitting is at the Audiology Centre on Princes Road.",
        "Rain all day, the garden's a swamp. Mum's hearing-aid fitting got moved to the hospital "
        "outpatients' department, the Princes Road centre has closed. She's more worried about her roses.",
    ),
    (
        "The plan is that I drive the kids to camp on Sunday.",
        "Spent the evening labelling every sock they own. Change of plan for Sunday though: Ben's driving "
        "them to camp, I've got the work thing. I'll do the pick-up the following Saturday.",
    ),
    # lang: en -- idiomatic correction wording
    (
        "Let's say the budget for the kitchen redo is $18,000.",
        "Scratch that, the kitchen budget is $15,000 max, we need the rest for the roof.",
    ),
    (
        "I'll be in Denver the week of the 10th.",
        "Strike that: I'll be in Denver the week of the 17th.",
    ),
    (
        "Rent is due on the 1st.",
        "My bad, rent's due on the 5th. The 1st is the car payment.",
    ),
    (
        "The spare key is with the Hendersons at number 12.",
        "I misspoke earlier: the spare key is with the Okafors at number 14, not the Hendersons.",
    ),
    (
        "I work at Brindle Analytics.",
        "Not at Brindle anymore. I started at Cask & Key Software on Monday.",
    ),
    (
        "Ingrid is my boss.",
        "Ingrid's my ex-boss now; I report to Marcus since the reorg.",
    ),
    (
        "Pablo is my business partner in the bakery.",
        "Pablo, my former business partner, bought out his share in August. The bakery is mine alone now.",
    ),
    (
        "My go-to running shoes are the Kinvaras.",
        "These days I run in the Novablasts, I gave up on the Kinvaras after the redesign.",
    ),
    (
        "We're getting a golden retriever puppy in the spring.",
        "We ended up going with a rescue greyhound instead of a puppy. Her name's Tilly.",
    ),
    (
        "My salary is paid into my Sorrel Bank account.",
        "As of Monday my salary goes into the Quayside account; I've closed the Sorrel one.",
    ),
    (
        "I play bass in The Damp Squibs.",
        "Not anymore, I left the Damp Squibs in October. Just noodling at home these days.",
    ),
    (
        "Our paediatrician is Dr. Lindqvist.",
        "Turns out Dr. Lindqvist retired, so the kids' paediatrician is Dr. Ameen now.",
    ),
    (
        "The recycling goes out on Thursdays.",
        "Turns out the council changed the rounds; recycling is Tuesday now.",
    ),
    (
        "My swim coach is Fernanda.",
        "Fernanda was my coach until last season; I train with Kwame these days.",
    ),
    (
        "I'm the treasurer of the PTA.",
        "I stepped down as PTA treasurer and Gillian took over. I'm just a regular member now.",
    ),
    (
        "The quarterly budget review is in the Birch room.",
        "Change of plan, the quarterly budget review is in the Larch room.",
    ),
    (
        "I'm running the Bath half marathon in March.",
        "We ended up entering the Cardiff half instead of Bath, the dates worked better.",
    ),
    (
        "Newsletters go to jo.pike@mailbox.test.",
        "Formerly jo.pike@mailbox.test; use jopike.writes@mailbox.test now, I shut the old inbox.",
    ),
    (
        "I'm a ward nurse at St Aidan's.",
        "Formerly a ward nurse at St Aidan's. I moved to the district nursing team with the council in June.",
    ),
    (
        "Zara's violin lesson is at 4 pm on Fridays.",
        "Violin's on Saturdays at 10 now, the teacher changed her hours.",
    ),
    (
        "I'm in the Tuesday pottery class.",
        "Whoops, I meant Thursday. The pottery class is Thursdays, always has been.",
    ),
    (
        "The wedding venue is Ashcombe Barn.",
        "Ashcombe fell through, so we went with Millbrook House for the wedding. Same date, thankfully.",
    ),
    # lang: en -- finance
    (
        "My rent is $1,850 a month.",
        "I typed the rent wrong, it's $1,580, not $1,850.",
    ),
    (
        "Payday is the 25th.",
        "Payday moved to the last Friday of the month with the new payroll company.",
    ),
    (
        "Our mortgage is with Kestrel Home Loans.",
        "We remortgaged with Fenwick Bank, so Kestrel's out of the picture.",
    ),
    (
        "The card I use for everything is the Lumen Visa.",
        "I cancelled the Lumen Visa; the card I use for everything now is the Orbit Mastercard.",
    ),
    (
        "Our joint account is at Tidewater.",
        "Oops, the joint account is at Tideway, not Tidewater. Totally different bank.",
    ),
    (
        "We pay the nanny every Friday.",
        "We switched to paying the nanny fortnightly, on Mondays.",
    ),
    (
        "The council tax comes out by direct debit on the 15th.",
        "Council tax collection date is the 1st now; I changed it so it lands right after payday.",
    ),
    (
        "Our financial adviser is Graham Whitlock.",
        "Graham Whitlock retired; our adviser at the firm is Sunita Rao now.",
    ),
    # lang: en -- travel itineraries and bookings
    (
        "I'm in seat 14C on the outbound flight.",
        "They swapped the aircraft, so I'm in 22A on the outbound now.",
    ),
    (
        "The return train from Edinburgh is the 16:30.",
        "The return from Edinburgh is the 17:30, I'd written 16:30 by mistake.",
    ),
    (
        "Our hotel in Rome is the Albergo Sole.",
        "We cancelled the Albergo Sole and booked the Hotel Campo instead, closer to Termini.",
    ),
    (
        "We land in Reykjavik at 6 am.",
        "Landing in Reykjavik is 06:50, not 6; the earlier time was the Oslo leg.",
    ),
    (
        "Car hire pick-up is at the airport desk.",
        "The rental company switched our pick-up to their downtown branch, not the airport.",
    ),
    (
        "The ferry to Mull is at 11:00 on Saturday.",
        "The Saturday 11:00 ferry was cancelled; we're rebooked on the Sunday 09:45 sailing.",
    ),
    (
        "Our road trip starts in Phoenix.",
        "Road trip starts in Tucson now, we're dropping Phoenix from the route.",
    ),
    (
        "My passport expires in 2027.",
        "Checked the passport: it expires in 2026, not 2027. Need to renew before the trip!",
    ),
    (
        "We're going to Crete for the summer holiday.",
        "Crete is off, we booked Sardinia for the summer holiday instead.",
    ),
    (
        "We're leaving for the lake next Tuesday.",
        "We're leaving for the lake the Tuesday after next, not next Tuesday; I had the wrong week.",
    ),
    # lang: en -- sports and fitness
    (
        "My 5k PB is 24:10.",
        "I checked Strava, my 5k PB is actually 23:10. I was a whole minute off.",
    ),
    (
        "I swim at the 6 am lane session.",
        "I moved to the 7:30 pm lane session, the early mornings were killing me.",
    ),
    (
        "Dmitri is our team captain this season.",
        "Dmitri stepped down after his injury, Ayo is captain now.",
    ),
    (
        "My home parkrun is Hove Promenade.",
        "I run Preston Park parkrun now, Hove was far too windy.",
    ),
    (
        "My tennis league match is Tuesday at 7 pm.",
        "Tennis league match got moved to Wednesday at 19:00.",
    ),
    (
        "I'm training for the Berlin marathon.",
        "I'm not doing Berlin any more, I deferred my place. Training for Chicago instead.",
    ),
    (
        "I play five-a-side on Monday nights.",
        "I quit five-a-side after the knee thing. I do a Monday spin class instead.",
    ),
    # lang: en -- hobbies and games
    (
        "My main in Valorant is Sage.",
        "I don't really play Sage anymore, I main Killjoy now.",
    ),
    (
        "Our D&D group plays on Sundays.",
        "D&D night moved to Thursdays, Sundays got too hard with the kids.",
    ),
    (
        "I'm knitting the cardigan in the teal wool.",
        "Scrapped the teal; the cardigan is going to be in the rust-coloured wool.",
    ),
    (
        "I'm learning the cello.",
        "Gave up the cello in the spring, I'm learning the piano now.",
    ),
    (
        "The book I'm reading right now is Piranesi.",
        "Finished Piranesi, I'm on The Left Hand of Darkness now.",
    ),
    (
        "I'm the dungeon master for our group.",
        "Hana took over as DM, I'm just playing a rogue now.",
    ),
    # lang: en -- customer-support / CRM notes about a customer
    (
        "Customer: Ortega Plumbing, contact Luis Ortega.",
        "Ortega Plumbing's contact is now Marisol Ortega; Luis has retired.",
    ),
    (
        "Acct 55120 billing address: 14 Weir Lane, Dunmore.",
        "Acct 55120 billing address updated to 3 Ferry Close, Dunmore (customer moved).",
    ),
    (
        "Customer prefers Spanish for support calls.",
        "Customer asked for English on calls going forward; the Spanish flag was set by mistake at signup.",
    ),
    (
        "Ticket 4471: the issue is the router firmware.",
        "Ticket 4471: root cause turned out to be the ISP line, not the router firmware.",
    ),
    (
        "Customer renewed on the annual plan.",
        "Correction to yesterday's note: the customer renewed monthly, not annual.",
    ),
    (
        "Customer's device: Pixel 7.",
        "Customer clarified the device is a Pixel 7a, not a 7, which explains the missing feature.",
    ),
    (
        "Primary contact for Greaves Dental is Dr. Greaves.",
        "Greaves Dental asked us to route everything to their practice manager, Tamsin Lowe, not Dr. Greaves.",
    ),
    (
        "Mr. Abiola's orders ship to his office.",
        "Mr. Abiola changed the delivery address to his home on Cray Street for all future orders.",
    ),
    (
        "Customer's account manager: Priyanka.",
        "Account reassigned: customer's account manager is Tobias from 1 Dec; Priyanka moved to enterprise.",
    ),
    # lang: en -- personal devices and accounts
    (
        "My phone is an iPhone 12.",
        "Traded the iPhone 12 in, I'm on a Pixel 8 now.",
    ),
    (
        "I use Firefox for everything.",
        "Switched to Vivaldi as my main browser this week.",
    ),
    (
        "Family photos back up to Dropbox.",
        "We moved the family photos off Dropbox onto a Synology box at home.",
    ),
    (
        "My work laptop is a ThinkPad X1.",
        "Work swapped my ThinkPad for a MacBook Air, the X1 went back to IT.",
    ),
    (
        "My Apple ID is my old Hotmail address.",
        "I changed my Apple ID to my Fastmail address; the Hotmail one is gone.",
    ),
    (
        "The kitchen speaker is an Echo.",
        "Got rid of the Echo, the kitchen speaker's a HomePod mini now.",
    ),
    (
        "Two-factor codes come to my phone by SMS.",
        "I moved two-factor to an authenticator app, no more SMS codes.",
    ),
    # lang: en -- pets
    (
        "Our cat Marmalade is a girl.",
        "Vet says Marmalade is a boy! We had that wrong for a whole year.",
    ),
    (
        "Juno eats the salmon kibble.",
        "Juno's on the hydrolysed-protein food now, no more salmon kibble, vet's orders.",
    ),
    (
        "Our dog walker is Petra.",
        "Petra moved away, so our dog walker is Lou now.",
    ),
    (
        "The rabbit's name is Clover.",
        "The kids renamed the rabbit, she's Pancake now. Clover never stuck.",
    ),
    (
        "Our vet is Riverside Animal Clinic.",
        "We switched to the Paws & Claws practice, Riverside was too far to drive.",
    ),
    # lang: en -- vehicles
    (
        "The car is a 2015 Ford Focus.",
        "It's a 2016 Focus actually, I checked the logbook.",
    ),
    (
        "The van is parked in bay 7.",
        "The van's bay got reassigned, it's in bay 12 now.",
    ),
    (
        "I drive to work.",
        "I sold the car in the summer, I cycle to work now.",
    ),
    (
        "The car's registration is LK19 TPZ.",
        "Typo on my part: the registration is LK19 TRZ.",
    ),
    (
        "The bike is at the Spoke Shop for repair.",
        "Spoke Shop couldn't fix it, the bike is at Gears & Grease now.",
    ),
    (
        "Our mechanic is Dave at Riley's Garage.",
        "Dave retired and Riley's closed, we take the car to the garage on Park Road now.",
    ),
    # lang: en -- caregiving and health
    (
        "Dad's blood thinner is warfarin.",
        "Dad's been switched from warfarin to apixaban, so no more INR checks.",
    ),
    (
        "Mum's GP is Dr. Kaur at Elm Surgery.",
        "Mum registered with the Brookfield practice; her GP is Dr. Ilunga now.",
    ),
    (
        "I take my levothyroxine at night.",
        "The endocrinologist had me move the levothyroxine to first thing in the morning.",
    ),
    (
        "My allergist appointment is on 3 June.",
        "The allergist's office rescheduled me to 10 June.",
    ),
    (
        "Grandad uses the walker indoors.",
        "Grandad's off the walker indoors now, the physio cleared him to use a stick.",
    ),
    (
        "I'm allergic to ibuprofen.",
        "My bad, it's aspirin I react to, not ibuprofen. Ibuprofen is fine.",
    ),
    (
        "Mum's care visits are in the morning, 8 to 9.",
        "The care agency moved mum's visits to 9:30-10:30.",
    ),
    (
        "I'm lactose intolerant.",
        "The gastroenterologist says I'm not lactose intolerant after all, it was the FODMAPs.",
    ),
    # lang: en -- school and kids' schedules
    (
        "Ivy is in Mrs. Dunn's class.",
        "Ivy got moved to Mr. Achebe's class after half term.",
    ),
    (
        "Parents' evening is Wednesday at 6 pm.",
        "Parents' evening is actually Tuesday at 6 pm; the newsletter had a misprint.",
    ),
    (
        "Thursday school pick-up is my job.",
        "Thursdays are Marco's pick-up now, I took Mondays instead.",
    ),
    (
        "The after-school club ends at 5.",
        "After-school club finishes at 5:30 from this term.",
    ),
    (
        "Oscar has a packed lunch at school.",
        "Oscar switched to school dinners this term.",
    ),
    (
        "The field trip form is due Friday.",
        "The form deadline was brought forward to Wednesday.",
    ),
    (
        "Ruby's best friend is Tallulah.",
        "Ruby says Tallulah isn't her best friend anymore, it's Wren now.",
    ),
    # lang: en -- household and family logistics
    (
        "The boiler service is booked with HeatRight.",
        "Cancelled HeatRight; the boiler service is with Carter & Sons on the 8th.",
    ),
    (
        "We keep the spare fuses in the hall cupboard.",
        "The spare fuses live in the garage drawer now, I moved them.",
    ),
    (
        "The cleaner comes every other Tuesday.",
        "The cleaner switched to every other Friday.",
    ),
    (
        "Our electricity supplier is Voltaic.",
        "We're with GreenSpark for electricity since the switch went through.",
    ),
    (
        "We're hosting Christmas at ours this year.",
        "Change of plan, Christmas is at my brother's in Harrogate this year.",
    ),
    (
        "The babysitter on Saturday is Keira.",
        "Keira cancelled; the sitter for Saturday is her friend Amina.",
    ),
    # lang: sv -- appointments, work, kids, travel
    (
        "Tandläkartiden är på torsdag klockan nio.",
        "Förlåt, jag tog fel: tandläkaren är på fredag klockan nio, inte torsdag.",
    ),
    (
        "Jag jobbar på Nordvik Bygg.",
        "Jag är inte kvar på Nordvik längre, sedan i måndags jobbar jag på Ekström Fastigheter.",
    ),
    (
        "Barnens simskola är på lördagar.",
        "Simskolan har flyttats till söndagar från och med den här terminen.",
    ),
    (
        "Vi flyger från Arlanda den 3 juli.",
        "Stryk det där, vi flyger från Landvetter och inte Arlanda. Samma datum.",
    ),
    (
        "Mammas hemtjänst kommer klockan åtta på morgonen.",
        "eh hemtjänsten kommer inte klockan åtta längre de har flyttat mammas besök till halv tio",
    ),
    # lang: ru -- health, bank, kids, address
    (
        "Приём у кардиолога в среду в 10:00.",
        "Ой, я ошиблась: приём у кардиолога в четверг в 10:00, а не в среду.",
    ),
    (
        "Мой банк — «Северный капитал».",
        "Я больше не в «Северном капитале», на прошлой неделе перевела всё в банк «Волна».",
    ),
    (
        "Сын ходит на футбол по вторникам.",
        "Тренер перенёс футбол на четверг, по вторникам занятий больше нет.",
    ),
    (
        "Наш адрес: улица Садовая, 14, квартира 7.",
        "Мы переехали, теперь наш адрес: проспект Мира, 52, квартира 19.",
    ),
    (
        "Папин терапевт — доктор Лебедева.",
        "Медсестра сказала, что Лебедева уволилась, и теперь папу ведёт доктор Гусейнов.",
    ),
    # lang: uk -- pension, holiday, pets, work
    (
        "Бабусина пенсія приходить 5-го числа.",
        "Виявляється, пенсія тепер приходить 10-го, а не 5-го: пошта змінила графік.",
    ),
    (
        "Ми відпочиваємо у Львові з 12 серпня.",
        "Зміна планів: їдемо не до Львова, а до Ужгорода, дати ті самі.",
    ),
    (
        "Вашого собаку звати Бублик.",
        "Ні, Бублик — це пес сестри. Мого звати Сірко.",
    ),
    (
        "Я працюю вчителькою в ліцеї №3.",
        "Я вже не працюю в ліцеї, з вересня викладаю в коледжі.",
    ),
    (
        "Тренування з плавання у вівторок о 18:00.",
        "Перепрошую, я переплутала: плавання у вівторок о 19:00, а не о 18:00.",
    ),
    # lang: ar -- appointments, work, phone, travel
    (
        "موعد طبيب الأسنان يوم الأحد الساعة الخامسة.",
        "عذراً، أخطأت: الموعد يوم الإثنين الساعة الخامسة وليس يوم الأحد.",
    ),
    (
        "أعمل في شركة النخيل للتجارة.",
        "لم أعد أعمل في النخيل، انتقلت إلى شركة الرواد منذ بداية الشهر.",
    ),
    (
        "رقم هاتفي ينتهي بـ 4521.",
        "غيّرت رقمي، الرقم الآن ينتهي بـ 7830 والقديم لم يعد يعمل.",
    ),
    (
        "رحلتنا إلى دبي يوم ١٥ مارس.",
        "تأجلت الرحلة، سنسافر إلى دبي يوم ٢٢ مارس بدلاً من ١٥.",
    ),
    (
        "مدرسة ابنتي هي مدرسة الأمل الابتدائية.",
        "نقلنا ابنتي إلى مدرسة الفجر، لم تعد في مدرسة الأمل.",
    ),
    # lang: he -- birthday, city, kindergarten, salary
    (
        "יום ההולדת של אמא ב-12 באפריל.",
        "טעות שלי, יום ההולדת של אמא ב-21 באפריל, לא ב-12.",
    ),
    (
        "אני גר ברמת גן.",
        "עברנו דירה, אנחנו גרים בחולון מאז החודש שעבר.",
    ),
    (
        "הגננת של נועה היא רותי.",
        "רותי עזבה את הגן, הגננת של נועה עכשיו היא מיכל.",
    ),
    (
        "המשכורת נכנסת ב-1 לחודש.",
        "מהחודש הזה המשכורת נכנסת ב-10 לחודש ולא ב-1.",
    ),
    (
        "הווטרינר של הכלב הוא ד\"ר כהן.",
        "עברנו למרפאה אחרת, הווטרינר שלנו עכשיו הוא ד\"ר לוי.",
    ),
    # lang: el -- dentist, work, doctor, ferry
    (
        "Το ραντεβού με τον οδοντίατρο είναι την Τρίτη.",
        "Λάθος μου, το ραντεβού είναι την Τετάρτη, όχι την Τρίτη.",
    ),
    (
        "Δουλεύω στην Αιγαίο Λογιστική.",
        "Δεν δουλεύω πια στην Αιγαίο, από τη Δευτέρα είμαι στην Ολυμπία Σύμβουλοι.",
    ),
    (
        "Ο γιατρός του παππού είναι ο κ. Παπαδάκης.",
        "Ο παππούς άλλαξε γιατρό, τώρα τον παρακολουθεί η κα Νικολάου.",
    ),
    (
        "Το πλοίο για Νάξο φεύγει στις 7:30.",
        "Άλλαξε το δρομολόγιο, το πλοίο για Νάξο φεύγει στις 9:15.",
    ),
    # lang: cs -- accountant, city, pets, rent
    (
        "Schůzka s účetní je v pondělí ve 14:00.",
        "Oprava: účetní to přesunula na úterý ve 14:00.",
    ),
    (
        "Bydlíme v Brně.",
        "Už nebydlíme v Brně, od září jsme v Olomouci.",
    ),
    (
        "Váš pes se jmenuje Ferda.",
        "Ferda je pes mých rodičů, náš se jmenuje Rex.",
    ),
    (
        "Nájem platím 12 000 Kč.",
        "Spletl jsem se, nájem je 14 000 Kč, ne 12 000.",
    ),
    # lang: vi -- dentist, work, address, flight
    (
        "Lịch khám răng của con là thứ Năm.",
        "Xin lỗi, tôi nhầm: lịch khám răng của con là thứ Sáu chứ không phải thứ Năm.",
    ),
    (
        "Tôi làm việc ở công ty Sao Mai.",
        "Tôi không còn làm ở Sao Mai nữa, từ tháng này tôi chuyển sang công ty Hoàng Long.",
    ),
    (
        "Nhà tôi ở quận 3.",
        "Nhà tôi chuyển sang quận 7 rồi, không còn ở quận 3 nữa.",
    ),
    (
        "Chuyến bay về Hà Nội lúc 8 giờ sáng.",
        "Hãng bay đổi giờ, chuyến về Hà Nội bây giờ là 11 giờ trưa.",
    ),
    # lang: id -- dentist, work, lessons, hotel
    (
        "Janji dengan dokter gigi hari Rabu jam 4 sore.",
        "Ralat ya, janji dokter gigi hari Kamis jam 4 sore, bukan Rabu.",
    ),
    (
        "Saya kerja di PT Sinar Abadi.",
        "Saya sudah tidak di Sinar Abadi, sejak Senin pindah ke PT Cahaya Nusantara.",
    ),
    (
        "Anak saya les piano setiap Selasa.",
        "Les pianonya pindah ke hari Sabtu mulai bulan ini.",
    ),
    (
        "Kami menginap di Hotel Melati di Yogya.",
        "Hotel Melati penuh, jadi akhirnya kami menginap di Hotel Kenanga di Yogya.",
    ),
    # lang: th -- dentist, work, swimming, rent
    (
        "นัดหมอฟันวันอังคารบ่ายสองโมง",
        "ขอโทษค่ะ จำผิด นัดหมอฟันเป็นวันพุธบ่ายสองโมง ไม่ใช่วันอังคาร",
    ),
    (
        "ฉันทำงานที่บริษัทสยามเทรด",
        "ตอนนี้ไม่ได้ทำที่สยามเทรดแล้ว ย้ายไปอยู่บริษัทรุ่งเรืองตั้งแต่เดือนที่แล้ว",
    ),
    (
        "ลูกเรียนว่ายน้ำทุกวันเสาร์",
        "ครูเปลี่ยนเวลา ลูกเรียนว่ายน้ำวันอาทิตย์แทนแล้ว",
    ),
    (
        "ค่าเช่าห้อง 7,000 บาท",
        "พิมพ์ผิดค่ะ ค่าเช่าห้อง 7,500 บาท ไม่ใช่ 7,000",
    ),
    # lang: sw -- doctor, work, city, rent
    (
        "Miadi ya daktari ni Jumanne saa nne asubuhi.",
        "Samahani, nilikosea: miadi ya daktari ni Jumatano saa nne asubuhi, si Jumanne.",
    ),
    (
        "Ninafanya kazi katika Benki ya Upendo.",
        "Siko tena Benki ya Upendo, nimehamia kampuni ya Simba Logistics tangu mwezi huu.",
    ),
    (
        "Tunaishi Arusha.",
        "Tumehamia Mombasa, hatuishi Arusha tena.",
    ),
    (
        "Kodi ya nyumba ni shilingi 25,000 kwa mwezi.",
        "Nilikosea, kodi ya nyumba ni shilingi 30,000 kwa mwezi, si 25,000.",
    ),
    # lang: fi -- dentist, city, work, flight
    (
        "Hammaslääkäri on torstaina kello 10.",
        "Korjaus: hammaslääkäri onkin perjantaina kello 10, ei torstaina.",
    ),
    (
        "Asun Tampereella.",
        "En asu enää Tampereella, muutin Ouluun elokuussa.",
    ),
    (
        "Työskentelen Lakeuden Sähkössä.",
        "Vaihdoin työpaikkaa, olen nyt töissä Pohjolan Energialla.",
    ),
    (
        "Lennämme Helsingistä 14. kesäkuuta.",
        "Lento siirtyi, lähdemme 16. kesäkuuta emmekä 14.",
    ),
    (
        "Tyttären jalkapallotreenit ovat tiistaisin.",
        "öö siis treenit ei oo enää tiistaisin valmentaja siirsi ne torstaille",
    ),
]

UPDATES: list[Pair] = [
    # lang: en -- ages, growth and family milestones
    ("Lily is 3.", "Lily turned 4 on Saturday, we did a dinosaur cake."),
    ("The baby weighs 6.2 kg.", "Health visitor weighed her today: 7.1 kg."),
    ("Pip the puppy is 9 weeks old.", "Pip's four months old this week and chewing everything in sight."),
    ("I'm 31 weeks pregnant.", "34 weeks today! Bag's packed."),
    ("Finn's shoe size is 11.", "Needed new school shoes again, Finn's a size 12 now."),
    ("Jonah plays in the under-10s.", "Jonah moved up to the under-11s this season."),
    ("Ava's reading book band is Orange.", "Ava's moved up to Turquoise band in reading."),
    ("The kids get £3 a week pocket money.", "Pocket money's £4 a week now that they do chores."),
    # lang: en -- doses and health measurements (voice notes, relayed)
    (
        "I'm on 20 mg of fluoxetine.",
        "uh the doctor bumped the fluoxetine up to thirty milligrams from this week",
    ),
    (
        "Prescription: 5 mg amlodipine once a day.",
        "um so they doubled the amlodipine it's ten milligrams a day now",
    ),
    ("Dad's INR was 2.1 at the last check.", "Dad's INR came back at 2.6 this week."),
    ("Mum's blood pressure was 150/95.", "Mum's BP at the clinic today was 138/86."),
    ("Insulin: 10 units with dinner.", "The diabetes nurse upped my dinner insulin to 12 units."),
    ("Grandad is on 2 litres of oxygen.", "Grandad's down to 1 litre of oxygen now."),
    (
        "Grandma's fentanyl patch is 12 mcg/h.",
        "The palliative nurse says grandma's patch has gone up to 25 mcg/h as of yesterday.",
    ),
    ("My resting heart rate is around 68.", "Resting HR has dropped to 61 since I started running."),
    (
        "Mum's on the general ward, stable.",
        "Her consultant's secretary rang: mum's been moved to the rehab unit, she's improving.",
    ),
    # lang: en -- finance
    ("Rent is $1,400 a month.", "Landlord's renewal letter came: rent goes to $1,475 from September."),
    ("My salary is $68k.", "Got the raise, $73k from January."),
    ("Savings balance is about £3,000.", "Savings are up to about £4,200 after the bonus."),
    ("Mortgage balance is around £182k.", "The annual statement says £176,400 left on the mortgage."),
    ("Our Netflix plan costs $15.49.", "Netflix went up to $17.99 a month."),
    ("The emergency fund covers 2 months of expenses.", "The emergency fund covers 3 months now."),
    ("Car loan: 18 payments left.", "Car loan: 12 payments left."),
    ("Car insurance premium is £540 a year.", "The renewal premium came in at £585."),
    ("Our fundraiser has raised £1,150.", "Fundraiser total is £1,920 now, thank you everyone!"),
    ("The grocery budget is €600 a month.", "We've cut the grocery budget to €500 a month from now on."),
    # lang: en -- sports, fitness and games
    ("My climbing grade is V4.", "Sent my first V5 last night, so I'm climbing V5 now!"),
    ("Chess.com rapid rating: 1450.", "Hit 1512 in rapid today."),
    ("My marathon PB is 3:48.", "New marathon PB in Valencia: 3:39!"),
    ("Leo is a yellow belt.", "Leo graded on Saturday, orange belt now!"),
    ("My bench press max is 80 kg.", "Benched 85 kg for a single today."),
    ("Club ladder: I'm ranked 8th.", "Club ladder update, I'm 5th now."),
    ("Duolingo streak: 120 days.", "Streak's at 200 days today."),
    ("We're in year 2 on the Stardew farm.", "We're into year 3 on the Stardew farm now."),
    ("Spanish level: A2.", "Passed the B1 exam today!"),
    ("Daily step goal is 8,000.", "Raised my daily step goal to 10,000."),
    # lang: en -- pets, vehicles, home
    ("Rufus weighs 32 kg.", "Rufus is down to 29 kg on the diet."),
    ("We have 3 hens.", "Two more hens joined the flock, so we're at five."),
    ("The van's odometer reads 84,200 miles.", "The van's at 86,050 miles now."),
    ("The tyre tread is at 4 mm.", "Tread's down to 2.5 mm, need new tyres soon."),
    ("The bathroom renovation is at the tiling stage.", "The bathroom is at the grouting stage, nearly done."),
    ("Unpacked 14 of the 30 boxes.", "Down to 6 boxes left to unpack."),
    ("My phone is on iOS 17.4.", "Phone updated itself to iOS 17.5 last night."),
    ("Thesis: 3 of 6 chapters drafted.", "Thesis: 5 of 6 chapters drafted, one to go."),
    ("The knitting channel has 212 subscribers.", "Knitting channel just crossed 300 subscribers!"),
    # lang: en -- statuses: orders, tickets, applications, CRM
    ("Order #7731 status: shipped.", "Order #7731 status: delivered, signed for by a neighbour."),
    ("The house sale is in conveyancing.", "House sale status: contracts exchanged today."),
    ("Visa application: submitted.", "Visa application status: approved, passport on its way back."),
    ("Ticket 9012: open, awaiting parts.", "Ticket 9012: parts arrived, now scheduled for repair."),
    ("Customer's router runs firmware 2.4.1.", "Customer's router shows firmware 2.5.0 after the auto-update."),
    ("Customer has 12 seats on the licence.", "Customer added 5 seats, now at 17."),
    ("Customer Bao Tran is a Silver member.", "Bao Tran hit the spend threshold this month; tier shows Gold now."),
    # lang: en -- long messages with the new state buried in chatter
    (
        "Grace is on 5 ml of the iron syrup.",
        "Grace had her check-up, the consultant is pleased with her bloods. She's going up to 7.5 ml of the "
        "iron syrup. On the way home we stopped for ice cream and she dropped it instantly, poor thing.",
    ),
    (
        "We've sold 40 tickets for the school quiz.",
        "Busy evening printing answer sheets and arguing about tiebreakers. We're at 62 tickets sold for "
        "the quiz now. Need someone to bring a spare extension lead.",
    ),
    # lang: sv -- rent, age
    ("Hyran är 8 900 kronor i månaden.", "Hyresvärden har höjt hyran, den är 9 350 kronor från januari."),
    ("Elsa är fyra år.", "Elsa fyllde fem i går!"),
    # lang: ru -- dose, subscribers
    ("Маме назначили 5 мг бисопролола.", "Врач увеличил маме дозу бисопролола до 7,5 мг."),
    ("У меня 1200 подписчиков на канале.", "На канале уже 1500 подписчиков!"),
    # lang: uk -- weight, level
    ("Донька важить 12 кілограмів.", "Педіатр зважив доньку: вже 13,4 кг."),
    ("Мій рівень англійської — B1.", "Склала іспит, тепер у мене B2!"),
    # lang: ar -- age
    ("ابني عمره ست سنوات.", "احتفلنا أمس بعيد ميلاد ابني السابع."),
    # lang: he -- weight, order status
    ("הכלב שלנו שוקל 30 קילו.", "הכלב ירד ל-27 קילו בזכות הדיאטה."),
    ("ההזמנה שלי בסטטוס: נשלחה.", "ההזמנה הגיעה היום, הסטטוס: נמסרה."),
    # lang: el -- rent
    ("Το ενοίκιο είναι 550 ευρώ.", "Από τον Οκτώβριο το ενοίκιο ανεβαίνει στα 600 ευρώ."),
    # lang: cs -- belt, mileage
    ("Dcera má modrý pásek v karate.", "Dcera udělala zkoušky, má teď hnědý pásek."),
    ("Auto má najeto 120 000 km.", "Auto má teď najeto 131 500 km."),
    # lang: vi -- weight
    ("Bé nhà tôi nặng 9 ký.", "Bé vừa cân lại, được 10,5 ký rồi."),
    # lang: id -- salary, age
    ("Gaji saya 8 juta per bulan.", "Gaji saya naik jadi 9,5 juta mulai bulan ini."),
    ("Kucing saya umurnya 2 tahun.", "Kucing saya genap 3 tahun minggu lalu."),
    # lang: th -- dose
    ("แม่กินยาความดันวันละ 5 มิลลิกรัม", "หมอเพิ่มยาความดันของแม่เป็นวันละ 10 มิลลิกรัมแล้ว"),
    # lang: sw -- age, savings
    ("Mwanangu ana miaka minne.", "Mwanangu ametimiza miaka mitano leo."),
    ("Akiba yangu ni shilingi 200,000.", "Akiba yangu sasa imefika shilingi 260,000."),
    # lang: fi -- rent
    ("Vuokra on 780 euroa kuussa.", "Vuokra nousee 820 euroon tammikuusta alkaen."),
]

COMPATIBLE: list[Pair] = [
    # lang: en -- voice notes: fillers and self-repairs that land on the same value, or add detail
    (
        "Milo's dentist appointment is on the 15th at 3:30.",
        "um reminder milo dentist the fifteenth uh three thirty bring the uh the referral letter",
    ),
    (
        "Mum's physio is on Thursdays at 10.",
        "voice note uh mum's physio thursday at ten they said wear loose trousers and um bring water",
    ),
    (
        "The plumber is coming Friday morning.",
        "so the plumber friday morning he said um between eight and ten ish and he'll text first",
    ),
    (
        "I'm flying to Belfast on the 9th.",
        "uh the ninth no wait yeah the ninth sorry I was looking at the wrong tab it's definitely the ninth",
    ),
    (
        "The locker at the gym is 221.",
        "locker two two one um the combination sticker is peeling off so I need a new one",
    ),
    (
        "Ezra's football practice is at the Greenway pitches.",
        "um greenway pitches uh there's parking behind the cricket pavilion if the main lot's full",
    ),
    (
        "I take the 8:05 train to work.",
        "uh the eight oh five was like twenty minutes late again today um complained on the app",
    ),
    (
        "Harriet's ballet show is on Sunday the 7th.",
        "okay harriet's show sunday uh costumes have to be at the hall by um two o'clock",
    ),
    (
        "Our anniversary dinner is at Lupo's at 8.",
        "lupo's at eight uh I'm thinking of maybe um asking them for the window table if it's free",
    ),
    (
        "Dad's prescriptions go to the Co-op pharmacy.",
        "um dad's repeat is ready at the co-op uh can someone grab it before six",
    ),
    (
        "The swimming pick-up is at quarter to six.",
        "pick up quarter to six uh five forty five yeah same thing just saying it so I remember",
    ),
    # lang: en -- relayed information that adds to the fact rather than replacing it
    (
        "The dentist appointment is Friday at 9.",
        "Her assistant says to arrive ten minutes early for the Friday appointment to fill in a form.",
    ),
    (
        "Caleb's birthday party is at the community hall.",
        "My husband says the hall has a kitchen we can use, so we'll do the cake there.",
    ),
    (
        "My blood type is O positive.",
        "The nurse at the donor centre says O positive donors are in demand this month.",
    ),
    (
        "The kids' school starts at 8:15.",
        "My wife says the breakfast club opens at 7:45 if we ever need it.",
    ),
    (
        "Aunt Rosa is allergic to tree nuts.",
        "Cousin Lena says Aunt Rosa also can't have sesame, so no tahini at the party.",
    ),
    (
        "My manager is Dev Patel.",
        "HR says Dev Patel is also my mentor for the leadership programme.",
    ),
    (
        "Customer (acct 88213) is contacted by email only.",
        "Per the customer's daughter: emails should be cc'd to her as well as the account holder.",
    ),
    (
        "Grandma takes her metformin with her evening meal.",
        "Grandma's carer says she's been taking the metformin every evening without fuss.",
    ),
    (
        "Our Lisbon flight leaves at 09:15.",
        "Travel agent says online check-in for the Lisbon flight opens 24 hours before.",
    ),
    # lang: en -- the user confirming or extending what the agent said
    (
        "The user's birthday is May 22.",
        "Yes, the 22nd of May. And I'd rather not have a fuss made this year.",
    ),
    (
        "User's dog is called Juno.",
        "Right, Juno. She's a collie cross, turns five in the autumn.",
    ),
    (
        "User lives in Portland, Maine.",
        "That's right, Portland, Maine. The West End, near the hospital.",
    ),
    (
        "User drives a Mazda 3.",
        "Yep, the Mazda. It's the hatchback, in grey.",
    ),
    (
        "User's partner is Jordan.",
        "Correct, Jordan. We've been together six years this spring.",
    ),
    (
        "User's pronouns: they/them.",
        "Yes, they/them. Thanks for getting it right.",
    ),
    (
        "User is allergic to aspirin.",
        "Right, and also to codeine, I forgot to mention that one.",
    ),
    # lang: en -- long messages with chatter and no change to the stored fact
    (
        "We're renting a place in Ambleside for half term.",
        "Long day. The kids fought all afternoon and the dishwasher is leaking again. Looked at the "
        "Ambleside listing again and it has a wood burner, so that's nice. Remind me to call the repair guy.",
    ),
    (
        "Nora's swimming lessons are at the Oakridge pool.",
        "Nora swam a full length without the float! Coach Benji was so proud. The Oakridge pool has a "
        "viewing gallery so I could actually watch. She wants unicorn goggles.",
    ),
    (
        "Customer Halima Yusuf is on the Pro plan.",
        "Spoke with Halima Yusuf re: billing. Polite but frustrated about a duplicate invoice from the "
        "payment processor. Refund issued; she stays on the Pro plan and is happy with the service otherwise.",
    ),
    (
        "The family reunion is in Galway on July 19.",
        "Aunt Bríd rang for an hour about the hedge dispute, as usual. She's bringing her famous trifle to "
        "the reunion and wants to know who's sharing a taxi from Galway station. Then back to the hedge.",
    ),
    (
        "Leo plays left wing for the under-12s.",
        "Leo's match was muddy and freezing but they won 3-1, and he scored from the wing! "
        "The coach says he might get player of the month. Off to wash his kit.",
    ),
    (
        "My car insurance is with Cobalt Mutual.",
        "Mad morning. Cobalt sent the new policy documents, they include a courtesy car. "
        "Also found the missing library book under the sofa, so that's a win.",
    ),
    (
        "Hamish goes to Braeside Primary.",
        "Hamish has made a friend called Ravi already. He came home from Braeside with paint all over his "
        "jumper and a drawing of a whale. We're thinking about after-school club.",
    ),
    (
        "We're going to Sardinia for the summer holiday.",
        "Renewed my driving licence photo today, what a queue. I've been reading about Sardinia beaches, "
        "apparently Cala Goloritzé needs a booking. Also the cat threw up on the rug.",
    ),
    # lang: en -- second item of a multi-valued thing (allergies, meds, accounts, pets)
    ("I'm allergic to penicillin.", "Also allergic to latex, found out at the dentist."),
    ("Dad takes apixaban.", "Dad also started on atorvastatin for his cholesterol."),
    ("I'm on levothyroxine.", "The GP added vitamin D for the winter months."),
    ("Aunt Rosa is allergic to tree nuts.", "Aunt Rosa is allergic to kiwi as well."),
    ("We have a cat called Marmalade.", "We adopted a second cat from the shelter, a tabby called Sprout."),
    ("I bank with Alder Credit Union.", "I've also opened a savings pot with Marlow Building Society."),
    ("My personal email is jopike.writes@mailbox.test.", "My work email is j.pike@hartwell.test."),
    ("I play the piano.", "I've started learning the ukulele too, just for fun."),
    ("Ines does ballet on Tuesdays.", "Ines has also joined the chess club on Fridays."),
    ("I speak French.", "I also get by in Portuguese."),
    ("Customer uses our invoicing module.", "Customer added the payroll module this quarter."),
    ("My emergency contact is my sister Noor.", "Add my neighbour Mrs. Gill as a second emergency contact."),
    # lang: en -- same value written another way (units, formats, abbreviations)
    ("Biscuit weighs 11.4 kg.", "Biscuit's about 25 lb, for the American vet form."),
    ("The return train from Edinburgh is the 17:30.", "Return train from Edinburgh is at half five."),
    ("The MRI is on the 19th of March.", "MRI: 19/03, 2:15 pm."),
    ("Parents' evening is Tuesday at 6 pm.", "Parents' evening, Tue 18:00."),
    ("My rent is $1,580 a month.", "Rent: USD 1580/mo."),
    ("My 5k PB is 23:10.", "5 km personal best: 23 minutes 10 seconds."),
    ("I'm 1.75 m tall.", "I'm about five foot nine."),
    ("The ferry is at 09:45 on Sunday.", "Sunday ferry, quarter to ten in the morning."),
    ("We land in Reykjavik at 06:50.", "Landing in Reykjavik is at 6:50 am local time."),
    ("Dr. Ilunga is mum's GP.", "Mum's general practitioner is Doctor Ilunga."),
    ("My salary is £45,500.", "Salary: 45.5k GBP."),
    ("The wedding is on 14 September 2027.", "Wedding date: 2027-09-14."),
    ("The car is a 2016 Ford Focus.", "It's a '16 Focus."),
    ("Our flat is 62 square metres.", "The flat's roughly 670 sq ft."),
    ("Grandma's patch is 25 mcg/h.", "Grandma's patch: 25 micrograms an hour."),
    ("I live in Portland, Maine.", "Home: Portland, ME."),
    ("The tennis match is Wednesday at 19:00.", "Tennis Wednesday, 7 in the evening."),
    ("My partner's name is Jordan.", "My partner Jordan (Jordy to his friends)."),
    ("The thermostat is set to 20 °C.", "We keep the heating at 68 °F."),
    ("The budget for the kitchen is $15,000.", "Kitchen budget: fifteen grand, tops."),
    # lang: en -- plans, wishes, questions and hypotheticals about a change
    ("I work at Cask & Key Software.", "Should I look for something closer to home? The commute is brutal."),
    ("We live in Harrogate.", "We keep talking about moving to the coast one day."),
    ("I drive a Mazda 3.", "Thinking about an electric car when the lease on the Mazda runs out."),
    ("My phone is a Pixel 8.", "Would an iPhone be better for the kids' school apps? Just wondering."),
    ("I bank with Alder Credit Union.", "If Alder raises its fees I might switch, but not yet."),
    ("Our vet is Paws & Claws.", "Is there a vet that does home visits? Asking for grandma's cat."),
    ("The cleaner comes every other Friday.", "I might ask the cleaner to come weekly before Christmas."),
    ("Ivy is in Mr. Achebe's class.", "Should I ask the school about moving Ivy to the other class? Undecided."),
    ("I run in the Novablasts.", "Might try the Cloudmonsters next time I need shoes."),
    ("I'm learning the piano.", "One day I'd love to pick the cello back up."),
    ("Our electricity supplier is GreenSpark.", "Could we save money with a smart tariff? Need to compare."),
    ("Rent is due on the 5th.", "Is it worth asking the landlord to move rent day to the 28th?"),
    ("I take my levothyroxine in the morning.", "What if I took the levothyroxine at night instead? Asking the GP."),
    ("I main Killjoy in Valorant.", "I'd like to get good at Viper eventually."),
    ("We're hosting Christmas at my brother's.", "Maybe next year we host Christmas ourselves, we'll see."),
    (
        "Customer is on the monthly plan.",
        "Customer asked whether switching to annual would save money; sent a quote, no decision yet.",
    ),
    (
        "The D&D group plays on Thursdays.",
        "um someone suggested we maybe try fridays instead but uh nobody's agreed to anything",
    ),
    # lang: en -- another person's change, same change verbs
    ("I live in Portland, Maine.", "My brother just moved from Portland to Boston."),
    ("I work at Cask & Key Software.", "My wife switched jobs, she's at Fernhill Bank now."),
    ("Our paediatrician is Dr. Ameen.", "My sister changed her kids' paediatrician to Dr. Boateng."),
    ("My phone is a Pixel 8.", "Dad finally upgraded to an iPhone 15, bless him."),
    ("I'm with GreenSpark for electricity.", "Our neighbours switched to Voltaic, they say it's cheaper."),
    ("My manager is Dev Patel.", "Dev's own manager changed, he reports to the COO now."),
    ("The dog walker is Lou.", "Lou's other client moved their walk to the afternoon."),
    ("I swim at the 7:30 pm session.", "My friend Kemi moved to the 6 am swim session."),
    ("I bank with Alder Credit Union.", "Mum moved her pension to Fenwick Bank."),
    ("Zara's violin lesson is on Saturdays at 10.", "Zara's friend Poppy switched to cello lessons."),
    ("I'm a district nurse with the council.", "My colleague Beth left district nursing for a hospice job."),
    ("Our landlord is Mr. Farrell.", "Mr. Farrell sold his other building on Quay Street."),
    ("Grandpa's cardiologist is Dr. Hallström.", "Grandma's cardiologist changed to Dr. Ng."),
    ("Customer's account manager is Tobias.", "Tobias's other account, Redfern Ltd, moved to Priyanka."),
    ("My pronouns are they/them.", "My friend Ash now uses he/him."),
    ("My team's captain is Ayo.", "The women's team changed captain, it's Lotte now."),
    (
        "Ruby's best friend is Wren.",
        "Wren's mum says Wren changed schools at half term, but she and Ruby still see each other at Brownies.",
    ),
    # lang: en -- temporary changes: this week only, loaners, cover shifts, trips
    ("I drive a Mazda 3.", "The Mazda's in for a service, so I've got a loaner Corolla till Thursday."),
    ("I work day shifts at the depot.", "Covering a night shift for Gary on Friday, just the once."),
    ("My swim session is 7:30 pm.", "Pool's closed this week for maintenance, so no swims till Monday."),
    ("I'm vegetarian-ish, I eat fish and chicken.", "Doing a vegan January with my partner, back to normal in Feb."),
    ("We live in Harrogate.", "We're at my in-laws' in Devon for the next two weeks while the floors are done."),
    ("My manager is Dev Patel.", "While Dev is on leave, I report to Sunita for the next month."),
    (
        "The cleaner comes every other Friday.",
        "The cleaner's coming on Thursday this week only, because of her appointment.",
    ),
    ("I take the 8:05 train.", "Rail strike tomorrow, so I'm working from home."),
    ("Oscar has school dinners.", "Oscar's taking a packed lunch tomorrow for the trip."),
    ("D&D night is Thursday.", "No D&D this Thursday, Hana's away; back next week."),
    ("The kitchen speaker is a HomePod mini.", "Borrowing my brother's Sonos for the party this weekend."),
    ("My phone is a Pixel 8.", "Using my old iPhone while the Pixel's screen gets replaced."),
    ("I use Vivaldi as my browser.", "Had to use Edge today for the bank's stupid portal."),
    ("Juno eats the hydrolysed-protein food.", "The shop was out, so Juno's on a sample pack for two days."),
    ("Thursday school pick-up is Marco's.", "I'm doing Thursday pick-up this week while Marco's in Leeds."),
    ("Mum's GP is Dr. Ilunga.", "Mum saw a locum today because Dr. Ilunga was off sick."),
    ("I run at Preston Park parkrun.", "Tourism parkrun this Saturday, we're in Bath for the weekend."),
    ("The recycling goes out on Tuesday.", "Bank holiday week, so the recycling collection is Wednesday this time."),
    (
        "Our office is on the 4th floor.",
        "uh we're camped on the second floor this week while they fix the ceiling upstairs",
    ),
    ("Customer's deliveries go to Cray Street.", "One-off: customer asked for this week's order to go to his office."),
    # lang: en -- history stated as history
    ("I used to play bass in a band.", "I sing in a community choir now."),
    ("I used to live in Leeds.", "I live in Sheffield these days."),
    ("I worked at Brindle Analytics for six years before this job.", "I'm at Cask & Key now, two years in."),
    ("When I was a kid our dog was called Pepper.", "Our dog now is Juno."),
    ("Back in uni I drove a battered Fiesta.", "These days I drive a Mazda 3."),
    ("I was a smoker in my twenties.", "I've been running three times a week for years now."),
    ("We had our wedding at Millbrook House.", "We're going back to Millbrook House for our anniversary."),
    ("I was a ward nurse for ten years.", "I'm a district nurse now, I love the independence."),
    ("Grandad used a walker after his hip op.", "Grandad walks with a stick nowadays."),
    ("My first car was a Nissan Micra.", "I've had my current car, a Mazda, for four years."),
    ("Last year Mia's teacher was Ms. Okafor.", "Mia's teacher this year is Mr. Brandt."),
    ("In 2019 I ran the Berlin marathon.", "I'm training for Chicago this year."),
    ("I was on the PTA committee when Ruby was in reception.", "I help with the school fair now and then."),
    # lang: en -- another attribute of the same thing
    ("I drive a Mazda 3.", "The Mazda needs new front brake pads."),
    ("Our hotel in Rome is the Hotel Campo.", "Hotel Campo has a rooftop bar, apparently."),
    ("I work at Cask & Key Software.", "Cask & Key moved offices to the Baltic Triangle last month."),
    ("Our vet is Paws & Claws.", "Paws & Claws changed their opening hours to 8 till 7."),
    ("I bank with Alder Credit Union.", "Alder changed its logo and the app looks totally different now."),
    ("The ferry to Mull is Sunday at 09:45.", "The ferry leaves from the Oban terminal, check-in 30 min before."),
    ("My gym is Crux climbing.", "Crux put up the monthly fee for new members."),
    ("Ivy is in Mr. Achebe's class.", "Mr. Achebe's class moved to the new classroom block."),
    ("Our mortgage is with Fenwick Bank.", "Fenwick Bank changed its name to Fenwick & Hale after the merger."),
    ("The van is parked in bay 12.", "Bay 12 is the one with the charger."),
    ("Our cat Marmalade is a boy.", "Marmalade is ginger with one white sock."),
    ("My work laptop is a MacBook Air.", "The MacBook has a German keyboard, which is annoying."),
    ("Customer: Ortega Plumbing.", "Ortega Plumbing changed its trading hours to 7-4."),
    ("Mum's GP is Dr. Ilunga at Brookfield.", "Brookfield surgery moved to online booking only."),
    ("Rufus is a Labrador.", "Rufus changed his favourite spot to the landing, the sofa's out of favour."),
    # lang: en -- more detail about the same fact
    ("I'm allergic to aspirin.", "With aspirin I get hives and swollen lips, not breathing problems."),
    ("The wedding venue is Millbrook House.", "Millbrook House is the one with the walled garden, near Frome."),
    ("We fly to Lisbon on the 3rd.", "On the 3rd, TAP flight, we've paid for one checked bag."),
    ("The boiler service is with Carter & Sons on the 8th.", "Carter & Sons said the engineer is called Mick."),
    ("Theo's tutor comes on Wednesdays.", "The tutor works on phonics with Theo on Wednesdays, an hour each."),
    ("I'm a district nurse.", "I cover the north of the town, mostly wound care and diabetes visits."),
    ("Our internet is with Brightwave.", "Brightwave is the 900 Mbps plan, the router is in the hallway."),
    ("Customer is on the Pro plan.", "Pro plan, paid by card, renews on the 3rd of each month."),
    ("I'm training for the Chicago marathon.", "Chicago is in October; I'm running four times a week."),
    ("Dad is on apixaban.", "Dad takes the apixaban twice a day, morning and evening."),
    ("The spare key is with the Okafors at number 14.", "The Okafors keep it on the hook by their back door."),
    ("My coach is Kwame.", "Kwame used to swim for Ghana, so he knows his stuff."),
    # lang: en -- one-off events
    ("I'm vegetarian except for fish and chicken.", "Had a bite of my brother's steak at the barbecue, once."),
    ("I walk to work.", "Took a taxi today because of the storm."),
    ("I bank with Alder Credit Union.", "Paid the builder by bank transfer from Jordan's account this time."),
    ("I go to bed at 10:30.", "Stayed up till 2 for the election results."),
    ("Our dog walker is Lou.", "A neighbour walked Juno today, Lou had a flat tyre."),
    ("I swim at the 7:30 pm session.", "Did an open-water swim in the lake on Sunday."),
    ("My main in Valorant is Killjoy.", "Played one game as Jett for a laugh, never again."),
    ("The babysitter on Saturday is Amina.", "Amina brought her little brother along tonight, that was fine."),
    ("Our dentist is Dr. Mensah.", "Saw an emergency dentist in Cardiff over the weekend for a cracked filling."),
    ("I play five-a-side on Mondays.", "Missed five-a-side last Monday, I had a cold."),
    ("Customer pays by card.", "Customer paid this one invoice by bank transfer because the card expired."),
    (
        "Grandma lives with us.",
        "Grandma spent the night in hospital for observation, she's home again now.",
    ),
    # lang: en -- correction-style wording aimed at something OLD does not state
    ("The plumber is coming Friday morning.", "Turns out the plumber is the same guy who fixed next door's boiler."),
    ("I work at Cask & Key Software.", "As of Monday I'm on the platform team at Cask & Key."),
    ("My gym is Crux climbing.", "Scratch that idea of a personal trainer, I'll just stick to Crux sessions."),
    (
        "We're going to Sardinia in July.",
        "My bad, I forgot to say: we're taking the dog to the kennels while we're away.",
    ),
    ("The MRI is on the 19th.", "I misspoke about the prep: no food for four hours before, not two hours."),
    ("Dad is on apixaban.", "Not anymore with the dosette box, Dad's got the pharmacy blister packs instead."),
    ("Grandma lives with us.", "Strike that plan to get a stair lift, the council OT says a rail is enough."),
    ("My Apple ID is my Fastmail address.", "These days I use passkeys for the Apple ID, no more typing passwords."),
    ("Our paediatrician is Dr. Ameen.", "Turns out Dr. Ameen trained with my cousin."),
    ("I'm in the Thursday pottery class.", "We ended up going with the blue glaze for the mugs."),
    ("I drive a Mazda 3.", "Formerly a company car, actually; I bought it off the lease."),
    ("Our electricity is with GreenSpark.", "As of this week the GreenSpark app shows half-hourly readings."),
    ("Customer prefers English on calls.", "Turns out the customer also reads Welsh, and sent a thank-you in Welsh."),
    ("Kwame is my swim coach.", "Kwame's ex-club, Harbour Otters, invited us to their gala."),
    (
        "The book I'm reading is The Left Hand of Darkness.",
        "Scratch what I said about the library, I bought my own copy.",
    ),
    # lang: en -- household and family logistics
    ("Bin day is Tuesday.", "Garden waste goes out every other Friday."),
    ("We're hosting Christmas at my brother's.", "I'm doing the roast potatoes and the trifle for Christmas."),
    ("The babysitter on Saturday is Amina.", "Amina's rate is £12 an hour, cash."),
    ("The spare fuses are in the garage drawer.", "The torch is in the garage drawer too, next to the fuses."),
    ("Our fridge is a Bosch.", "We bought a chest freezer for the garage as well."),
    ("Granny's birthday is 2 February.", "Granny wants a quiet lunch for her birthday, no party."),
    # lang: en -- finance
    ("My salary is £45,500.", "I got a £500 one-off bonus for the project."),
    ("Rent is $1,580 a month.", "Parking is an extra $75 a month on top of the rent."),
    ("Payday is the last Friday of the month.", "Expenses are reimbursed mid-month, separately from pay."),
    ("Our mortgage is with Fenwick Bank.", "Fenwick offered us a product transfer; we said we'll think about it."),
    ("The card I use is the Orbit Mastercard.", "Orbit sent a replacement card with the same number, new expiry date."),
    ("The grocery budget is €500 a month.", "We went €40 over the grocery budget this month because of the party."),
    # lang: en -- travel
    ("I'm in seat 22A on the outbound.", "Paid for extra legroom on the return, 12F."),
    ("Our road trip starts in Tucson.", "We end the road trip in Santa Fe."),
    ("The Lisbon flight leaves at 09:15.", "I'd prefer an afternoon flight next time, mornings are rough."),
    ("We're staying near Kyoto Station.", "We're also doing a day trip to Nara on the second day."),
    ("My passport expires in 2026.", "Jordan's passport is valid till 2031."),
    # lang: en -- sports, fitness, hobbies
    ("My 5k PB is 23:10.", "Ran 24:30 today, not a PB but it was hilly."),
    ("I'm climbing V5.", "I flashed a V3 in the comp today."),
    ("I knit mostly cardigans.", "Finished a hat for my nephew as a break from the cardigan."),
    ("I play chess on chess.com.", "I also play over the board at the library club on Wednesdays."),
    ("Ayo is the team captain.", "Dmitri is vice-captain and runs the warm-ups."),
    # lang: en -- devices, pets, vehicles
    ("My phone is a Pixel 8.", "Ordered a case for the Pixel, the green one."),
    ("Family photos back up to the Synology at home.", "The Synology also backs up to a cloud bucket weekly."),
    ("Juno is a collie cross.", "Juno had her booster jabs today and was very brave."),
    ("Our rabbit is called Pancake.", "Pancake has a new hutch; the old one rotted."),
    ("The van is a Ford Transit.", "The Transit got a new battery today."),
    # lang: sv -- second allergy, same time, other person, temporary, wish
    ("Jag är allergisk mot nötter.", "Jag är också allergisk mot selleri, visade det sig på testet."),
    ("Mötet är 14:00 på tisdag.", "Alltså klockan två på eftermiddagen på tisdag, för att vara tydlig."),
    ("Jag bor i Uppsala.", "Min bror har precis flyttat från Uppsala till Malmö."),
    ("Jag kör en Volvo V60.", "Den här veckan kör jag en lånebil från verkstaden medan Volvon lagas."),
    ("Vi har el från Vattenkraft Nord.", "Vi funderar på att byta elbolag, men vi har inte bestämt något än."),
    ("Jag jobbar på Ekström Fastigheter.", "eh jobbet alltså ekström de har flyttat kontoret till södermalm"),
    # lang: ru -- second allergy, same time, other person, plan, temporary
    ("У меня аллергия на пенициллин.", "Ещё у меня аллергия на пыльцу берёзы, весной особенно заметно."),
    ("Поезд отправляется в 18:40.", "То есть без двадцати семь вечера, не опоздай."),
    ("Я работаю в «Техносфере».", "Мой муж уходит из своей компании и переходит в «Технопарк»."),
    ("Мы живём в Казани.", "Когда-нибудь хотим переехать в Сочи, но пока это только мечты."),
    ("Я пью кофе без сахара.", "На этой неделе пью только чай: врач попросил перед анализами."),
    ("Раньше я жила в Самаре.", "Сейчас я живу в Нижнем Новгороде."),
    # lang: uk -- another attribute, second allergy, same time, temporary, history
    ("Моя машина — синя Škoda Octavia.", "Вона 2018 року, дизельна."),
    ("У мене алергія на котів.", "І на пил теж, тому прибираю щодня."),
    ("Зустріч у понеділок о 15:00.", "Тобто о третій дня в понеділок."),
    ("Я живу в Києві.", "Цього тижня я у відрядженні в Одесі, повернуся в неділю."),
    ("Колись я грала на скрипці.", "Зараз я співаю в хорі при бібліотеці."),
    # lang: ar -- second allergy, same time, other person, temporary, question
    ("أنا مصاب بحساسية من الفول السوداني.", "ولدي أيضاً حساسية من البيض."),
    ("الاجتماع الساعة ٣ عصراً.", "يعني الساعة ١٥:٠٠، في القاعة نفسها."),
    ("أسكن في عمّان.", "أختي انتقلت من عمّان إلى إربد الشهر الماضي."),
    ("أقود سيارة تويوتا كامري.", "هذا الأسبوع أستخدم سيارة أخي لأن سيارتي في الصيانة."),
    ("أعمل في شركة الرواد.", "هل من الأفضل أن أبحث عن عمل أقرب إلى البيت؟ ما زلت أفكر."),
    # lang: he -- second allergy, same time, other person, temporary, detail
    ("אני אלרגי לפניצילין.", "גם לסולפה יש לי אלרגיה, שכחתי לציין."),
    ("הטיסה ב-23:30.", "כלומר אחת עשרה וחצי בלילה."),
    ("אני עובד בבנק הצפון.", "אשתי עוברת לעבוד בבנק אחר בחודש הבא."),
    ("אני נוהג בקיה פיקנטו.", "קיבלתי רכב חלופי מהמוסך לכמה ימים."),
    ("אנחנו גרים בחולון.", "הדירה בחולון בקומה רביעית, עם מעלית."),
    # lang: el -- second allergy, trip, another attribute, one-off skip, history
    ("Είμαι αλλεργική στις φράουλες.", "Είμαι αλλεργική και στα ακτινίδια."),
    ("Μένω στη Θεσσαλονίκη.", "Τον Αύγουστο θα είμαι στην Κρήτη για διακοπές."),
    ("Το αυτοκίνητό μου είναι ένα Fiat Panda.", "Είναι λευκό, μοντέλο 2019."),
    ("Παίζω τένις κάθε Σάββατο.", "Αυτό το Σάββατο δεν θα παίξω, έχω γάμο."),
    ("Παλιά δούλευα σε τράπεζα.", "Τώρα έχω δικό μου βιβλιοπωλείο."),
    # lang: cs -- second allergy, same date, boss's change, temporary, plan
    ("Jsem alergický na roztoče.", "Navíc mám alergii na ambrózii."),
    ("Let je 5. 3. v 6:10.", "Tedy pátého března v šest deset ráno."),
    ("Pracuji v Moravské pojišťovně.", "Můj šéf odchází do jiné firmy, ale já zůstávám."),
    ("Jezdím do práce vlakem.", "Tento týden jezdím autem, protože trať je uzavřená."),
    ("Bydlíme v Olomouci.", "Možná se jednou přestěhujeme na venkov, ale zatím nic neplánujeme."),
    # lang: vi -- second allergy, same time, other person, one-off, detail
    ("Tôi bị dị ứng hải sản.", "Tôi cũng dị ứng với phấn hoa nữa."),
    ("Cuộc họp lúc 14 giờ.", "Tức là 2 giờ chiều nhé."),
    ("Tôi sống ở Đà Nẵng.", "Em gái tôi vừa chuyển từ Huế vào Sài Gòn."),
    ("Tôi đi làm bằng xe máy.", "Hôm nay trời mưa to nên tôi đi taxi."),
    ("Tôi làm việc ở công ty Hoàng Long.", "Công ty Hoàng Long ở tầng 5 tòa nhà Sông Hàn."),
    # lang: id -- second allergy, same time, trip, detail, other person
    ("Saya alergi udang.", "Saya juga alergi kacang tanah."),
    ("Rapat jam 13.00.", "Jadi jam 1 siang ya."),
    ("Saya tinggal di Bandung.", "Bulan depan saya ada tugas kantor di Surabaya selama seminggu."),
    ("Motor saya Honda Vario.", "Motor saya warnanya merah, tahun 2020."),
    ("Saya kerja di PT Cahaya Nusantara.", "Adik saya baru pindah kerja ke bank di Medan."),
    # lang: th -- second allergy, same time, trip, other person, wish
    ("ฉันแพ้กุ้ง", "ฉันแพ้ถั่วลิสงด้วย"),
    ("เครื่องบินออก 18:30", "คือหกโมงครึ่งเย็นนะ"),
    ("ฉันอยู่เชียงใหม่", "สัปดาห์นี้ฉันไปประชุมที่กรุงเทพฯ กลับวันศุกร์"),
    ("ฉันขับรถโตโยต้า", "พี่ชายเพิ่งเปลี่ยนไปขับรถฮอนด้า"),
    ("ฉันทำงานที่บริษัทรุ่งเรือง", "อยากลองหางานใหม่ที่ใกล้บ้านกว่านี้ แต่ยังไม่ได้ตัดสินใจ"),
    # lang: sw -- second allergy, same time, trip, other person, history
    ("Nina mzio wa karanga.", "Pia nina mzio wa maziwa."),
    ("Mkutano ni saa tisa alasiri.", "Yaani saa 15:00."),
    ("Ninaishi Nairobi.", "Wiki hii niko Kisumu kikazi, nitarudi Jumamosi."),
    ("Ninaendesha gari aina ya Toyota.", "Dada yangu amenunua gari jipya aina ya Nissan."),
    ("Zamani nilifanya kazi shambani.", "Sasa ninafundisha shule ya msingi."),
    # lang: fi -- second allergy, same time, temporary, one-off, other person
    ("Olen allerginen koivun siitepölylle.", "Olen allerginen myös kissoille."),
    ("Kokous on klo 15.00.", "Eli kolmelta iltapäivällä."),
    ("Ajan Škoda Fabialla.", "Tällä viikolla ajan korjaamon sijaisautolla."),
    ("Käyn kuntosalilla maanantaisin.", "Ensi maanantaina jätän salin väliin, olen työmatkalla."),
    ("Asun Oulussa.", "Veljeni muutti juuri Oulusta Turkuun."),
    # lang: ar -- relayed detail about the same appointment
    ("موعد الطبيب يوم الإثنين.", "سكرتيرة الطبيب تقول إن عليّ إحضار نتائج التحاليل معي يوم الإثنين."),
    # lang: he -- a substitute for one week
    ("הגננת של נועה היא מיכל.", "מיכל בחופשה השבוע, סייעת מחליפה אותה עד יום ראשון."),
    # lang: el -- a one-off test ordered by the same doctor
    ("Ο γιατρός του παππού είναι η κα Νικολάου.", "Η κα Νικολάου ζήτησε εξετάσεις αίματος για την Πέμπτη."),
    # lang: uk -- another person's plan
    ("Я викладаю в коледжі.", "Мій брат теж хоче піти працювати в коледж, але поки думає."),
    # lang: cs -- more detail about the same pet
    ("Náš pes se jmenuje Rex.", "Rex je kříženec ovčáka, letos mu bude šest."),
    # lang: vi -- voice note repeating the same day, adding a time
    ("Lịch khám răng của con là thứ Sáu.", "ừm thứ sáu à ờ ba giờ chiều nhớ mang sổ khám của con nhé"),
    # lang: id -- lesson cancelled this week only
    ("Anak saya les piano setiap Sabtu.", "Minggu ini les pianonya libur karena gurunya sakit."),
    # lang: th -- one lesson skipped
    ("ลูกเรียนว่ายน้ำวันอาทิตย์", "อาทิตย์นี้ลูกไม่ได้ไปเรียนว่ายน้ำเพราะเป็นหวัด"),
    # lang: sw -- relayed detail about the same appointment
    ("Miadi ya daktari ni Jumatano.", "Muuguzi amesema nifike dakika kumi mapema siku ya Jumatano."),
    # lang: fi -- same time written another way, plus the address
    ("Hammaslääkäri on perjantaina kello 10.", "Eli perjantaina klo 10.00, osoite on Kauppakatu 5."),
]
