"""Twenty-third held-out corpus for the corrects-or-compatible decision (independent author, corrcorp23).

What it is: three lists of (OLD, NEW) pairs of memories, stored one after the other. OLD is
already stored; NEW arrives later.

- CORRECTIONS: NEW replaces OLD; OLD is no longer true, or never was.
- UPDATES: OLD was true when it was said; NEW gives a later state of the same counted, measured
  or staged thing in one professional's work (day 2 -> day 5 of an antibiotic course, units
  wired, pages of a brief drafted, copies graded, apprenticeship or CE hours logged, invoices
  or a loan paid down, a fundraiser's total, clients, students, reviews or followers, bowls
  sold, a wound's size, a lab value; a permit, a visa petition, a loan, a licence renewal, a
  transfer request, a paper or an order going through its steps: submitted -> approved ->
  done, shipped -> arrived, ICU -> ward -> rehab, rough-in -> final inspection).
- COMPATIBLE: both stay true. Mostly hard near-misses with the same OLD as a correction
  (358 of the 366 share their OLD with a CORRECTIONS pair).

How it was written: by hand on 2026-12-07, in one sitting, by a twenty-third independent
author (a helper session, corrcorp23) who read only the task brief, the module docstring of
the twenty-second corpus (tests/independent/corrections_heldout22.py, the top triple-quoted
string only, printed with ast.get_docstring; none of its pairs) and the [tool.ruff] sections of
pyproject.toml (printed with sed, which also showed the [tool.ruff.lint] and per-file-ignores
tables under it). The author did not read the system's rules (zeusmem/), docs/, any test file
or any other corpus's entries, did not grep the repository, did not import zeusmem and did not
run the system on this corpus; nothing here was fitted to the rules. Slip to report: `git
worktree add` printed the subject line of main's last commit, which names the twenty-second
corpus's first-contact scores (corrections, updates and compatible counts of the system on
it); the author saw those numbers but no pairs and no rule text, and did not use them. No
outside data set was opened. The pairs were typed by hand as plain lines grouped under their
OLD; a throw-away script under /tmp (not committed) only quoted them into literals, checked
that no pair repeats, none sits in two lists and no OLD equals its NEW, and counted them.

Emphasis (chosen to differ from the earlier corpora as the twenty-second docstring describes
them: #22 casual personal chats about health, family, money and home; #21 a team's or
project's memory; #20 a personal assistant's "User prefers ..." statements; #19 chat turns
between named people; #18 agent notes, key: value lines, JSON and diffs; earlier ones life
events, mem0/LangMem/Zep formats, HR/subscriptions, schedules): the memory of an agent that
helps ONE professional with their WORK, not their private life or a team. Each professional
has their own clients or patients, workplace rules, deadlines, prices and rates, suppliers,
tools and settings: in English a step-down unit nurse (Dana: patients' doses, allergies,
codes, proxies, unit policy, shifts, pay differential, certifications), a self-employed
electrician (Marcus: rates, supplier prices, permits and fees, inspectors, apprentices, jobs),
an independent bookshop owner (Ines: hours, distributor discounts, rent, staff, events), an
immigration lawyer (Ruth: hearing and filing dates, fees, paralegals, judges, clients' facts),
a graduate researcher (Wen: committee, advisor, protocols, reagents, suppliers, stipend), a
piano teacher (Gloria), a food-truck owner (Rafa) and a landscaper (Owen); in French a
collège maths teacher, in Polish a plumber, in Turkish a dentist, in Chinese a freelance
translator, in Vietnamese a phở shop owner, in Arabic a pharmacist, in Hindi a boutique
tailor and in Swahili a livestock vet. Memories are written as plain work notes, third-person
lines ("Marcus charges ...") and a few "Assistant note:" lines with the professional's own
reply ("Marcus: no, those were Eaton ...").

The corrections are: a second source overruling the first ("supplier says 12/2 Romex went up
to $134", "pharmacy double-checked", "per the updated unit policy", "the county letter says",
"ISO terms replace the client glossary"); a price, rate, fee, rent or tax that changed for
good; a supplier, tool, bank, insurer, software, staff member, manager or accountant replaced;
a digit flip (E-40217 -> E-42017, 14 -> 41 units, 4,850 -> 5,480, 23万 -> 32万); a fact put on the
wrong person, client, house or brand; a date, day, room or venue moved; a policy tightened or
loosened; a plan called off ("the discharge isn't happening", "can we say Thursday at 5
instead"); a diagnosis or finding redefined (penicillin -> sulfa, knob-and-tube -> cloth
Romex, ndigana -> foot-and-mouth). The compatible near-misses are the things that look like a
change and are not: the same value restated in other units or formats (92 kg = 203 lb, $60 per
45 minutes = $80 an hour, 3 inches = 7.5 cm, a total split into parts), a range narrowed
within itself or more detail of the same value (the time, the room, the brand, the
installments), a one-off (a discount for one order or one client, an extra day, a skipped day,
a one-time bonus or rent break), an exception for one client or case, another person's or
another item's own value (a colleague's rate, the 60-minute price, the other unit's charge
nurse), history ("used to be $2,700"), and a change considered but not made.

Labelling decisions on open questions:
- A price, rate, fee, rent, tax, markup, payment term or policy that changed going forward is a
  CORRECTION; a discount, waiver or exception for one order, one client or one day is
  COMPATIBLE, and so is a separate price for a different item, tier or day.
- A value restated in other units, or a range narrowed to a value inside it ("about a week" ->
  "5 to 6 days"), is COMPATIBLE; a range replaced by one outside it is a CORRECTION.
- A step in a process with stages (permit, petition, loan, licence, order, transfer, patient
  ICU -> ward, job stages) and a count moving (hours, pages, units, payments, clients, followers,
  sales per morning, breeding pairs, plowings) are UPDATES; a person, supplier or tool replaced,
  or a state that simply ended (quit, retired, closed, revoked), is a CORRECTION; a date of a
  process step that moved is a CORRECTION.
- A fact recorded for the wrong person, client or item is a CORRECTION even when it is true of
  someone else; the other person's own value stated separately is COMPATIBLE.
- A dose, diet order, code status or protocol interval changed by the responsible clinician is
  a CORRECTION; a dose given late once, or another patient's same dose, is COMPATIBLE.

Languages: the non-English pairs use eight languages that the twenty-second corpus did not use
(it used es, de, ja, ru, ko): French (fr), Polish (pl), Turkish (tr), Chinese (zh, simplified),
Vietnamese (vi), Arabic (ar), Hindi (hi, Devanagari) and Swahili (sw). Each language has its
own professional with local names, currencies (euros, złoty, lira, yuan, đồng, dinars, rupees,
shillings), institutions and calendars (Pronote and the brevet blanc, Tết, Ramadan hours,
Diwali week), covering the same moves as the English ones. Within a pair both statements
share a language. Every non-English pair carries a ``# lang: xx`` comment (ISO 639-1) on its
line; untagged pairs are English. The non-English pairs were written by the author, not by
native speakers, in a plain note register.

Counts (704 pairs, 254 not in English):
- CORRECTIONS: 247 pairs, 154 English, 93 other: fr 20, pl 16, tr 14, zh 14, vi 10, ar 8, hi 7, sw 4.
- UPDATES: 91 pairs, 64 English, 27 other: fr 5, pl 5, tr 4, zh 5, vi 3, ar 2, hi 2, sw 1.
- COMPATIBLE: 366 pairs, 232 English, 134 other: fr 32, pl 24, tr 19, zh 19, vi 14, ar 11, hi 10, sw 5.
"""

from typing import List, Tuple

CORRECTIONS: List[Tuple[str, str]] = [
    ("Dana works nights on 4 West, the cardiac step-down unit.", "Dana moved to day shift on 4 West as of this rota; no more nights."),
    ("Dana's charge nurse is Renee Coleman.", "Correction: Dana's charge nurse is Renata Colón, not Renee Coleman."),
    ("Mr. Abernathy in bed 12 is allergic to penicillin.", "Pharmacy double-checked: Mr. Abernathy's allergy is to sulfa, not penicillin; the penicillin entry was his wife's."),
    ("Bed 7, Mrs. Okafor, is on 5 mg of metoprolol twice a day.", "Cardiology changed Mrs. Okafor's metoprolol to 12.5 mg twice a day starting tonight."),
    ("The unit policy is to chart vitals every 4 hours on step-down patients.", "Per the updated unit policy from Monday, step-down vitals are charted every 2 hours, not 4."),
    ("Dana's BLS certification expires in June 2027.", "Dana checked her card: the BLS expires in January 2027, not June."),
    ("Dana's shift differential for nights is $4.50 an hour.", "The new contract raised Dana's night differential to $5.75 an hour."),
    ("Mr. Lindqvist in bed 3 is NPO after midnight for a cath tomorrow.", "Mr. Lindqvist's cath was cancelled; he can eat breakfast, he's no longer NPO."),
    ("The Pyxis code for the unit's med room is 4471.", "Facilities reset it: the med room Pyxis code is 4417 now."),
    ("Dana's manager is Louise Hart.", "Louise Hart retired; Dana's new nurse manager is Tom Ferreira."),
    ("Mrs. Petrakis in bed 9 has a daughter, Elena, as her health care proxy.", "Social work corrected it: Mrs. Petrakis's proxy is her son Nikos; Elena is just the emergency contact."),
    ("Dana's union dues are $38 a paycheck.", "Dana's union dues went up to $42 a paycheck with the new contract."),
    ("Dr. Banerjee is the attending for Dana's patients this week.", "Scratch that, the attending this week is Dr. Banerji-Walsh; Dr. Banerjee is the fellow."),
    ("Dana's unit does a sepsis screen on every admission.", "Not anymore: the sepsis screen is only done in the ED now, the unit stopped doing it on admission."),
    ("Heparin drips on 4 West are checked with an anti-Xa level every 6 hours.", "Pharmacy says the protocol is anti-Xa every 8 hours now, not 6."),
    ("Mr. Ruiz in bed 14 weighs 92 kg.", "Mr. Ruiz was weighed on the bed scale wrong; he is 82 kg, not 92."),
    ("Dana parks in Lot C with her staff permit.", "Dana's permit was moved to the new Garage D; Lot C is closed for construction."),
    ("The unit's float nurse this month is Patrice.", "Correction from staffing: this month's float nurse is Beatrice, not Patrice."),
    ("Dana's next self-scheduling window opens on the 14th.", "Staffing emailed: the self-scheduling window now opens on the 11th."),
    ("Bed 5, Mr. Chen, is a full code.", "After the family meeting, Mr. Chen is DNR/DNI now, not a full code."),
    ("The wound care nurse comes to 4 West on Tuesdays and Thursdays.", "The wound care nurse changed her days; she comes Mondays and Wednesdays now."),
    ("Dana's preceptee is a new grad named Hollis.", "Dana misspoke: her preceptee is Holly, Hollis is the other new grad on 4 East."),
    ("Mrs. Grant in bed 11 is on a 2-gram sodium diet.", "The dietitian updated Mrs. Grant's order: it's a 1.5-gram sodium diet now."),
    ("Dana's tuition reimbursement is capped at $5,250 a year.", "HR says the cap was raised to $6,000 a year starting January."),
    ("Dana is enrolled in the BSN program at Westmoor College.", "Dana transferred to the BSN program at Lakeside University; she left Westmoor."),
    ("Marcus charges $95 an hour for residential service calls.", "Marcus raised his residential rate to $110 an hour from the first of the month."),
    ("Marcus buys his wire and breakers from Crescent Electric on Route 9.", "Marcus switched suppliers; he gets wire and breakers from Graybar now, he closed his Crescent account."),
    ("A 250-foot roll of 12/2 Romex costs Marcus $118 at his supplier.", "Supplier says 12/2 Romex went up to $134 a roll this week."),
    ("The Hendersons' panel upgrade is scheduled for March 3.", "The Hendersons pushed the panel upgrade to March 10."),
    ("The Hendersons are upgrading from a 100-amp to a 200-amp panel.", "The Hendersons decided on a 150-amp panel, not 200."),
    ("Marcus's license number is E-40217.", "Marcus read it off his card: the license number is E-42017, he'd flipped two digits."),
    ("Marcus's liability insurance is with Hartwell Mutual.", "Marcus moved his liability policy to Keystone Trades Insurance at renewal."),
    ("The city requires a permit for any circuit added in a residence.", "Per the new city rule, only circuits over 30 amps need a permit now; small added circuits don't."),
    ("Permit fees in the city are $75 for a residential service change.", "The city's new fee schedule says a residential service change permit is $120."),
    ("Marcus's apprentice is Tyler.", "Tyler quit last week; Marcus's apprentice is now Deshawn."),
    ("Marcus invoices through QuickBooks.", "Marcus switched his invoicing to Jobber this spring and dropped QuickBooks."),
    ("Marcus's payment terms are net 30 for contractors.", "After the late payments, Marcus changed contractor terms to net 15."),
    ("Mrs. Delgado's house on Fern Street has knob-and-tube wiring in the attic.", "Marcus went up and looked: it's not knob-and-tube, it's old cloth-sheathed Romex."),
    ("Marcus's truck is a 2018 Ford Transit.", "Marcus traded the Transit in; he drives a 2023 Ram ProMaster now."),
    ("Marcus's inspector for the north district is Carl Ames.", "The north district inspector is Carla Ames, not Carl; Marcus had the name wrong."),
    ("Marcus uses Klein tools for his hand tools.", "Marcus has switched over to Knipex pliers and Wera drivers; he sold off most of the Klein stuff."),
    ("The Brookside Apartments job is 14 units of smoke-detector replacement.", "The property manager corrected it: it's 41 units at Brookside, not 14."),
    ("Marcus's quotes are valid for 30 days.", "Because copper keeps moving, Marcus now limits his quotes to 14 days."),
    ("Marcus's shop is at 18 Quarry Road.", "Marcus's business address changed; he moved the shop to 221 Mill Street."),
    ("Marcus's EV charger installs use a 50-amp circuit.", "Marcus standardized on a 60-amp circuit for EV chargers now, since 48-amp chargers need it."),
    ("Marcus's accountant is Joan Whitfield.", "Joan Whitfield retired; Marcus's books are with Benjamin Osei now."),
    ("Marcus's emergency call-out fee is $150.", "Marcus bumped the emergency call-out fee to $175."),
    ("Mr. Lin's job on Oak Court is a kitchen remodel rewire.", "Mr. Lin called: it's the basement finish, not the kitchen; the kitchen remodel is next year."),
    ("Marcus's markup on materials is 20%.", "Marcus lowered his materials markup to 15% to stay competitive."),
    ("Fernleaf Books is open 10 to 6, Tuesday to Saturday.", "Ines changed the shop hours: Fernleaf is open 11 to 7 now, still Tuesday to Saturday."),
    ("Ines's main distributor is Ingram.", "Ines moved most of her ordering to Bookazine; she only uses Ingram for special orders now."),
    ("Fernleaf gets a 40% discount from Ingram on trade paperbacks.", "Ingram's new terms letter says Fernleaf's discount on trade paperbacks is 42%, not 40%."),
    ("The Fernleaf membership card gives 10% off every purchase.", "Ines changed the membership: it's a stamp card now, the tenth book free, no more 10% off."),
    ("Fernleaf's rent is $3,200 a month.", "The landlord's new lease puts Fernleaf's rent at $3,550 a month from July."),
    ("Ines's part-timer Maeve works Fridays and Saturdays.", "Maeve switched to Wednesdays and Thursdays because of her class schedule."),
    ("The book club meets on the first Thursday of the month.", "The book club voted to move to the second Tuesday of the month."),
    ("Fernleaf's POS system is Square.", "Ines switched the shop to Bookmanager as the POS; Square is gone."),
    ("The kids' section is run by Ines's nephew Oscar.", "Ines corrected it: the kids' section is run by her niece Olivia; Oscar does the window displays."),
    ("Fernleaf's sales tax rate is 7.25%.", "The county raised it; Fernleaf charges 7.75% sales tax as of April 1."),
    ("Special orders take about a week to arrive.", "Since Ingram closed the nearer warehouse, special orders take two to three weeks."),
    ("Fernleaf's coffee cart supplier is Tidewater Roasters.", "Ines dropped Tidewater; the coffee cart gets its beans from Moss Hill Coffee now."),
    ("The author event with Claire Dunmore is on May 16.", "Claire Dunmore's publicist moved the event to May 23."),
    ("Fernleaf's used-book trade credit is 25% of the cover price.", "Ines cut the used-book trade credit to 20% of cover price."),
    ("Fernleaf's insurance premium is $2,100 a year.", "The renewal came in: Fernleaf's insurance premium is $2,480 a year now."),
    ("Ines closes the shop for inventory the last week of January.", "This year on Ines pulls inventory over two days in early February instead of closing the last week of January."),
    ("Fernleaf's website orders ship from the shop via USPS Media Mail.", "Ines switched website fulfillment to Bookshop.org drop-shipping; the shop doesn't ship web orders itself anymore."),
    ("Ines's bank for the shop is Harbor Community Bank.", "Ines moved the shop's accounts to Tri-County Credit Union."),
    ("Ruth's client Amara Nwosu has her asylum interview on October 8.", "USCIS rescheduled Amara Nwosu's asylum interview to November 19."),
    ("Ruth charges a flat fee of $4,500 for a family-based green card case.", "Ruth raised her flat fee for family-based green card cases to $5,000 for new clients."),
    ("The deadline to file the Morales appeal is June 2.", "Ruth recounted: the appeal is due 30 days from the decision's mailing date, so it's May 29, not June 2."),
    ("Ruth's paralegal is Gabriel.", "Gabriel left for law school; Ruth's paralegal is Inés Morán now."),
    ("Ruth's firm requires a conflict check before any consultation.", "Per the new intake policy, the conflict check happens after the first consultation, before a retainer is signed."),
    ("The I-130 filing fee is $535.", "The new USCIS fee rule sets the I-130 paper filing fee at $675."),
    ("Ruth's client Mr. Haddad is from Lebanon.", "Ruth's intake note was wrong: Mr. Haddad is from Syria; he only lived in Lebanon for two years."),
    ("Ruth's bar number is 214478.", "Ruth's bar number is 241478, the intake form had a typo."),
    ("Ruth's malpractice carrier is Lawyers Mutual.", "Ruth switched her malpractice coverage to ALPS at the last renewal."),
    ("Ruth holds consultations on Wednesdays.", "Ruth moved consultations to Monday afternoons."),
    ("The Morales case is before Judge Patterson.", "The case was reassigned; the Morales hearing is before Judge Albright now."),
    ("Amara Nwosu has two children, ages 6 and 9.", "Amara corrected it at the prep session: her children are 6 and 11."),
    ("Ruth bills hourly work at $300 an hour.", "Ruth's hourly rate went up to $325 as of January."),
    ("Ruth's office is on the third floor of the Wexler Building.", "Ruth moved her office to the ground floor of the Carroll Street co-working space."),
    ("Ruth keeps client files in Clio.", "Ruth migrated the practice from Clio to MyCase in August."),
    ("Mr. Haddad's employer is sponsoring an H-1B.", "Mr. Haddad clarified: it's not an H-1B, his employer is filing an O-1."),
    ("Ruth's retainer agreement requires 50% up front.", "Ruth changed her retainer agreement: a third up front and the rest in monthly payments."),
    ("Wen's thesis committee meeting is on April 17.", "Wen's committee meeting moved to April 24 because Dr. Saleh is traveling."),
    ("Wen's advisor is Dr. Keiko Arima.", "Dr. Arima moved to Toronto; Wen's advisor is now Dr. Paul Hendricks, Arima is an outside member."),
    ("The lab grows the cells at 37 degrees in 5% CO2.", "Wen misstated it: the insect cells are grown at 27 degrees without CO2."),
    ("The confocal microscope is booked through the core's Google calendar.", "The core moved bookings to iLab; the Google calendar isn't used anymore."),
    ("The lab orders antibodies from Abcam.", "Per the new department contract, the lab orders antibodies from Cell Signaling now, not Abcam."),
    ("Wen's stipend is $34,000 a year.", "The graduate union contract raised Wen's stipend to $38,500 a year."),
    ("The NIH grant deadline Wen is helping with is February 5.", "NIH changed the cycle; the submission deadline is February 16, not February 5."),
    ("Wen's paper is under review at Cell Reports.", "Cell Reports rejected it; Wen resubmitted the paper to eLife."),
    ("The lab's -80 freezer is in room 318.", "The -80 freezer was moved to the shared equipment room, 322, after the renovation."),
    ("Lab meeting is Mondays at 10.", "Lab meeting moved to Thursdays at 3 this semester."),
    ("Wen's sample size for the mouse study is 12 per group.", "After the power analysis the committee asked for 16 per group, not 12."),
    ("Wen uses Prism for her statistics.", "Wen moved all of her statistics to R; she stopped using Prism."),
    ("The IACUC protocol number is 2024-0187.", "Wen had it wrong: the IACUC protocol is 2024-0178."),
    ("The lab's sequencing goes to the Genomics Core.", "The lab now sends sequencing to Azenta since the core raised prices."),
    ("Gloria charges $60 for a 45-minute piano lesson.", "Gloria's new rate sheet for fall: $65 for a 45-minute lesson."),
    ("Gloria's student Lily Park is preparing for the Grade 5 exam.", "Lily's mom says they're skipping to the Grade 6 exam instead; Grade 5 is off."),
    ("Gloria's spring recital is on May 18 at St. Anne's Church hall.", "St. Anne's double-booked; the recital is at the Westside Library auditorium, still May 18."),
    ("Gloria's cancellation policy is 24 hours' notice for a makeup lesson.", "Gloria tightened it: 48 hours' notice now, or the lesson is forfeited."),
    ("Gloria teaches on Tuesdays, Wednesdays and Thursdays.", "Gloria dropped Tuesdays; she teaches Wednesdays, Thursdays and Saturdays now."),
    ("Gloria's piano tuner is Mr. Feld.", "Mr. Feld retired; Gloria's piano is tuned by Dana Kowalczyk now."),
    ("Sam Ortiz is learning the Moonlight Sonata, first movement.", "Gloria had it wrong: Sam is on the Pathétique slow movement; it's his sister Mia doing the Moonlight."),
    ("Gloria's studio uses the Faber Piano Adventures books for beginners.", "Gloria switched beginners over to the Alfred Premier series this year."),
    ("Gloria's exam board is ABRSM.", "Gloria moved her students to the RCM exam board; ABRSM stopped holding exams in her city."),
    ("Tuition is billed monthly on the first.", "Gloria changed to billing by semester, in September and January."),
    ("Gloria's studio is in her home on Birch Avenue.", "Gloria rents a room at Harmony Music Center now and no longer teaches from her house."),
    ("Rafa's food truck parks at the Dalton Tech campus on weekdays from 11 to 2.", "Dalton Tech ended the vendor program; Rafa's truck is at the Riverside Business Park on weekdays now."),
    ("Rafa's birria tacos are $4 each.", "With beef up again, Rafa priced the birria tacos at $4.50."),
    ("Rafa buys his beef from Sierra Meats.", "Rafa switched to Alvarado Wholesale for beef; Sierra's quality dropped."),
    ("Rafa's commissary kitchen is Kitchen Share on 5th Street.", "Rafa moved to the Harbor Commissary; Kitchen Share closed."),
    ("Rafa's health permit is up for renewal on September 30.", "The county letter says the health permit renewal is due August 31, not September 30."),
    ("Rafa's truck propane tank holds 40 pounds.", "Rafa checked the tag: it's a 30-pound tank, not 40."),
    ("Rafa's cook is his cousin Beto.", "Beto left; Rafa's cook now is Marisol."),
    ("Rafa's card processing fee is 2.9% plus 30 cents.", "Rafa renegotiated with the processor: 2.6% plus 15 cents now."),
    ("The Saturday farmers' market spot costs Rafa $75.", "The market raised vendor fees; Rafa pays $95 for the Saturday spot now."),
    ("Rafa's truck catering minimum is 50 people.", "Rafa lowered his catering minimum to 30 people."),
    ("Owen mows the Whitakers' lawn every Thursday.", "The Whitakers asked to move to Mondays; Owen mows there on Mondays now."),
    ("Owen charges the Whitakers $55 a mow.", "Owen sent the Whitakers his new prices: $60 a mow from April."),
    ("Owen gets his mulch from Green Acres Supply at $32 a cubic yard.", "Green Acres called: mulch is $38 a yard this season, not 32."),
    ("Owen's crew is Luis and Ty.", "Ty moved away; Owen's crew is Luis and Andre now."),
    ("The Morrisons want a new patio of 300 square feet.", "Mrs. Morrison measured again: the patio is 240 square feet."),
    ("Owen's pesticide applicator license expires December 31.", "The state moved renewals; Owen's applicator license expires March 31 now."),
    ("Owen uses Stihl equipment.", "Owen switched the crew to battery Ego mowers and blowers; the Stihl gas gear is sold."),
    ("Owen's business liability is through State Farm.", "Owen switched his business liability to Next Insurance this year."),
    ("Owen's fall cleanup starts the last week of October.", "Leaves are late this year; Owen is starting fall cleanup the second week of November."),
    ("The Garcia job is a tree removal, an oak by the driveway.", "Mr. Garcia corrected it: it's the maple by the fence, not the oak."),
    ("Owen's dump fee at the county yard waste site is $20 a load.", "The county site went to weight-based pricing: $45 a ton instead of $20 a load."),
    ("Owen's invoices are due in 15 days.", "Owen changed to due on receipt for residential customers."),
    ("Owen's snow contract with Pine Ridge HOA is for plowing at 3 inches.", "The HOA board changed it: Owen plows at 2 inches now."),
    ("Owen's irrigation clients get a spring start-up in April.", "Because of the late frosts, Owen moved spring start-ups to May."),
    ("Assistant note: Dana's patient in bed 2, Mr. Iverson, is going home tomorrow.", "Update from Dana: Mr. Iverson's discharge isn't happening, he spiked a fever; he stays."),
    ("Assistant note: Marcus is meeting the Kaplans at 4 on Friday to quote a generator hookup.", "Marcus: can we say Thursday at 5 for the Kaplans instead? They asked to move it."),
    ("Assistant note: the Riverside job's GFCI outlets are the Leviton brand.", "Marcus: no, those were Eaton, the Levitons went to the Patel house."),
    ("Ruth's note: the Okonkwo siblings' mother is named Ngozi.", "Ruth: I wrote that down wrong, the mother is Chiamaka; Ngozi is the aunt who's sponsoring."),
    ("Ines told the assistant the Salt Road reading is sold out.", "Ines: turns out it isn't, six people cancelled, there are seats again."),
    ("Wen said the antibody dilution for the Western is 1:1000.", "Wen checked the datasheet: it's 1:2000 for this lot, not 1:1000."),
    ("Gloria told the assistant that the Parks pay by Venmo.", "Gloria: the Parks switched to paying by check, they closed their Venmo."),
    ("Rafa's truck sells out of birria by about 1 pm.", "Since he doubled the batch, Rafa's birria lasts until closing now."),
    ("Owen's notes say Mrs. Kaur's gate code is 1958.", "Mrs. Kaur changed the gate code to 2604 after the break-in."),
    ("Dana's unit requires two RNs to verify insulin drips.", "Per the new policy memo, the second verification can be done by an LPN now, not only an RN."),
    ("The Hendersons' job quote is $4,850.", "Marcus re-ran the numbers: the Hendersons' quote is $5,480, he had transposed digits."),
    ("Ines's store manager while she's away in August is Maeve.", "Ines changed the plan: her sister Carla will manage the shop in August, Maeve is just on the floor."),
    ("Wen's flight to the Keystone conference is on March 2.", "Wen rebooked: she flies to Keystone on March 3, the 2nd was sold out at that fare."),
    ("Ruth's interpreter for Amara's interview is Mr. Adeyemi.", "The agency is sending Mrs. Bello instead of Mr. Adeyemi for Amara's interview."),
    ("The Brookside smoke detectors are Kidde hardwired with battery backup.", "The property manager switched the spec to First Alert; Kidde is out."),
    ("Claire enseigne les maths en 4e B et 3e A au collège Jean-Moulin.", "Finalement on m'a retiré la 3e A, Claire a la 4e B et la 5e C cette année."),  # lang: fr
    ("Le conseil de classe de la 4e B est le 12 décembre.", "La direction a déplacé le conseil de classe de la 4e B au 15 décembre."),  # lang: fr
    ("La principale du collège est Mme Garnier.", "Mme Garnier est partie à la rentrée, le nouveau principal c'est M. Benali."),  # lang: fr
    ("Les notes du trimestre doivent être saisies dans Pronote avant le 29 novembre.", "Correction de la vie scolaire : la date limite pour Pronote est le 26 novembre, pas le 29."),  # lang: fr
    ("L'élève Hugo Martin a un PAP pour dyslexie.", "Erreur de ma part : Hugo Martin n'a pas de PAP, c'est Hugo Mercier qui en a un."),  # lang: fr
    ("Claire a cours le mercredi matin de 8h à 12h.", "Avec le nouvel emploi du temps, Claire n'a plus cours le mercredi, elle a le vendredi après-midi à la place."),  # lang: fr
    ("La sortie au Palais de la Découverte est le 4 avril.", "Le car n'était pas libre, la sortie au Palais de la Découverte est reportée au 11 avril."),  # lang: fr
    ("Claire est payée à l'échelon 6 de la grille des certifiés.", "Claire a eu son passage : elle est à l'échelon 7 depuis septembre."),  # lang: fr
    ("La salle de Claire est la B12.", "Après les travaux, Claire a été déplacée en salle C04, la B12 est devenue une salle info."),  # lang: fr
    ("Le manuel de 4e utilisé est le Sésamath.", "Le département a changé de manuel, on utilise le Transmath maintenant."),  # lang: fr
    ("La réunion parents-profs des 4e est le jeudi 9 janvier à 17h.", "La réunion parents-profs des 4e est plutôt le mardi 14 janvier, la date du 9 a été annulée."),  # lang: fr
    ("Le brevet blanc de maths dure 2 heures.", "Avec le nouveau format décidé en conseil pédagogique, le brevet blanc de maths dure 2 heures 30 cette année."),  # lang: fr
    ("Claire est professeure principale de la 4e B.", "Finalement c'est M. Roussel qui est prof principal de la 4e B, Claire a la 5e C."),  # lang: fr
    ("La cantine du collège coûte 4,20 euros le repas pour les profs.", "Le conseil départemental a augmenté le tarif : le repas prof est à 4,65 euros."),  # lang: fr
    ("Claire rend les copies corrigées le lundi suivant le contrôle.", "Claire a décidé de rendre les copies sous huit jours maintenant, le lundi c'était trop juste."),  # lang: fr
    ("L'élève Inès Haddad est déléguée de la 4e B.", "Les élèves ont refait l'élection : la déléguée de la 4e B c'est Yasmine Said maintenant."),  # lang: fr
    ("Le mot de passe du photocopieur de la salle des profs est 2468.", "L'intendance a changé le code du photocopieur, c'est 8642 désormais."),  # lang: fr
    ("Claire a 18 heures de cours par semaine.", "Avec la décharge pour le labo de maths, Claire n'a plus que 16 heures de cours par semaine."),  # lang: fr
    ("Tomek bierze 120 zł za godzinę pracy hydraulicznej.", "Od stycznia Tomek podniósł stawkę do 140 zł za godzinę."),  # lang: pl
    ("Tomek kupuje rury i złączki w hurtowni Instal-Bud przy Grochowskiej.", "Tomek przeniósł się do hurtowni Onninen, w Instal-Bud już nie kupuje."),  # lang: pl
    ("Piec gazowy u państwa Wiśniewskich to Vaillant ecoTEC.", "Tomek sprawdził na miejscu: to nie Vaillant, to Junkers Cerapur."),  # lang: pl
    ("Przegląd pieca u pani Zielińskiej jest 14 października.", "Pani Zielińska przesunęła przegląd pieca na 21 października."),  # lang: pl
    ("Łazienka u Kowalskich ma 6 metrów kwadratowych.", "Pan Kowalski zmierzył jeszcze raz: łazienka ma 4,5 metra kwadratowego, nie 6."),  # lang: pl
    ("Pomocnikiem Tomka jest Kuba.", "Kuba poszedł do wojska, teraz Tomkowi pomaga Darek."),  # lang: pl
    ("Tomek wystawia faktury w programie inFakt.", "Tomek przeszedł na wFirma, inFakt już nie używa."),  # lang: pl
    ("Tomek daje 24 miesiące gwarancji na swoje usługi.", "Tomek skrócił gwarancję do 12 miesięcy na robociznę, po tych reklamacjach."),  # lang: pl
    ("Kocioł kondensacyjny dla pana Lewandowskiego kosztuje 7 800 zł.", "Hurtownia podała nową cenę: ten kocioł to teraz 8 600 zł."),  # lang: pl
    ("Tomek pracuje od poniedziałku do soboty.", "Od wiosny Tomek nie pracuje w soboty, tylko od poniedziałku do piątku."),  # lang: pl
    ("Tomek jeździ Fiatem Ducato z 2016 roku.", "Tomek sprzedał Ducato, teraz jeździ Renault Masterem."),  # lang: pl
    ("Pani Nowak mieszka na Mokotowskiej 41.", "Pomyliłem się, pani Nowak mieszka na Mokotowskiej 14."),  # lang: pl
    ("Tomek ma uprawnienia gazowe ważne do 2027 roku.", "Tomek sprawdził świadectwo: uprawnienia gazowe są ważne do 2026 roku, trzeba je odnowić."),  # lang: pl
    ("Księgowa Tomka to pani Dorota.", "Pani Dorota przeszła na emeryturę, księgowość Tomka prowadzi teraz biuro Rachmistrz."),  # lang: pl
    ("Dr. Elif'in muayenehanesi hafta içi 09:00-18:00 arası açık.", "Elif Hanım saatleri değiştirdi, muayenehane artık 10:00-19:00 arası açık."),  # lang: tr
    ("Kanal tedavisi ücreti 4.500 TL.", "Dişhekimleri Odası'nın yeni tarifesine göre kanal tedavisi artık 5.800 TL."),  # lang: tr
    ("Kliniğin implant tedarikçisi Straumann.", "Elif Hanım fiyat yüzünden Straumann'ı bıraktı, implantları artık Nobel Biocare'den alıyor."),  # lang: tr
    ("Hasta Mehmet Kaya'nın penisilin alerjisi var.", "Mehmet Bey düzeltti: alerjisi penisiline değil, lokal anestezideki adrenaline."),  # lang: tr
    ("Asistan Zeynep salı ve perşembe günleri çalışıyor.", "Zeynep okul yüzünden günlerini değiştirdi, artık pazartesi ve çarşamba çalışıyor."),  # lang: tr
    ("Mehmet Kaya'nın implant ameliyatı 12 Mart'ta.", "Mehmet Bey'in implant ameliyatı 19 Mart'a ertelendi."),  # lang: tr
    ("Kliniğin kirası ayda 25.000 TL.", "Ev sahibi kirayı 32.000 TL'ye çıkardı, yeni sözleşme temmuzdan itibaren."),  # lang: tr
    ("Röntgen cihazı Planmeca marka.", "Yanlış yazmışım, röntgen cihazı Planmeca değil, Carestream."),  # lang: tr
    ("Elif Hanım'ın muhasebecisi Hakan Bey.", "Hakan Bey emekli oldu, muhasebeyi artık Selin Hanım'ın bürosu yapıyor."),  # lang: tr
    ("Diş beyazlatma seansı 3.000 TL.", "Elif Hanım beyazlatmayı 3.400 TL yaptı."),  # lang: tr
    ("Kliniğin randevu sistemi DentalSoft.", "Klinik DentalSoft'tan Dentrix'e geçti."),  # lang: tr
    ("Elif Hanım çocuk hastaları kabul etmiyor.", "Elif Hanım fikrini değiştirdi, artık 8 yaş üstü çocuk hastalara da bakıyor."),  # lang: tr
    ("Ayşe Demir'in ortodonti kontrol randevusu 26 Mart'ta.", "Ayşe Hanım'ın kontrol randevusu 2 Nisan'a alındı."),  # lang: tr
    ("林悦的笔译报价是每千字280元。", "林悦从下个月起把笔译报价调到每千字320元。"),  # lang: zh
    ("林悦主要给星桥翻译公司接稿。", "林悦已经不跟星桥合作了,现在主要接译通公司的稿子。"),  # lang: zh
    ("那份专利翻译的截止日期是3月15日。", "客户来邮件说专利翻译提前到3月12日交。"),  # lang: zh
    ("林悦用的翻译软件是Trados 2021。", "林悦换成了memoQ,Trados的授权没续。"),  # lang: zh
    ("口译半天的价格是2500元。", "林悦调整了口译价格,半天现在是3000元。"),  # lang: zh
    ("客户张先生的公司在上海浦东。", "张先生更正说公司已经搬到苏州了,不在浦东。"),  # lang: zh
    ("林悦的CATTI二级证书2028年到期。", "林悦查了一下证书,是2026年到期,不是2028年。"),  # lang: zh
    ("那本小说的译稿一共是23万字。", "出版社重新统计了,译稿是32万字,当时把数字写反了。"),  # lang: zh
    ("林悦每周一和周四上午给大学上翻译课。", "这学期课改到周二和周五上午了。"),  # lang: zh
    ("译通公司的付款周期是60天。", "译通公司新合同里把付款周期改成了30天。"),  # lang: zh
    ("林悦的审校搭档是李明。", "李明去读博了,现在林悦的审校搭档是周婷。"),  # lang: zh
    ("医疗器械说明书要按照客户的术语表翻译。", "客户说术语表作废了,以新版的ISO标准术语为准。"),  # lang: zh
    ("Quán phở của chị Lan mở cửa từ 6 giờ sáng đến 2 giờ chiều.", "Chị Lan đổi giờ rồi, giờ quán mở từ 6 giờ sáng đến 9 giờ tối."),  # lang: vi
    ("Chị Lan lấy thịt bò ở chợ Bình Điền, mối của anh Tư.", "Chị Lan không lấy thịt của anh Tư nữa, giờ lấy ở công ty Vissan."),  # lang: vi
    ("Tô phở tái giá 55 nghìn đồng.", "Chị Lan đã tăng giá, tô phở tái bây giờ là 60 nghìn."),  # lang: vi
    ("Tiền thuê mặt bằng quán là 18 triệu một tháng.", "Chủ nhà báo tăng tiền thuê lên 22 triệu từ tháng sau."),  # lang: vi
    ("Nhân viên phục vụ của quán là em Hoa và em Tuấn.", "Em Tuấn nghỉ rồi, giờ phục vụ là em Hoa với em Minh."),  # lang: vi
    ("Quán đóng cửa nghỉ Tết từ 28 tháng Chạp đến mùng 6.", "Năm nay chị Lan nghỉ Tết ngắn hơn, chỉ từ 29 tháng Chạp đến mùng 4."),  # lang: vi
    ("Quán dùng máy tính tiền KiotViet.", "Chị Lan chuyển qua dùng Sapo, bỏ KiotViet rồi."),  # lang: vi
    ("Chị Lan đóng thuế khoán 3 triệu một quý.", "Chi cục thuế gửi thông báo mới, thuế khoán của quán là 4,5 triệu một quý."),  # lang: vi
    ("Quán nhận giao hàng qua GrabFood.", "Chị Lan ngưng GrabFood vì phí cao, giờ chỉ bán qua ShopeeFood."),  # lang: vi
    ("Số điện thoại đặt bàn của quán là 0903 125 478.", "Chị Lan đọc nhầm, số đúng là 0903 125 487."),  # lang: vi
    ("صيدلية الدكتورة ريم تفتح من الساعة 8 صباحاً حتى 10 مساءً.", "غيّرت الدكتورة ريم الدوام، الصيدلية الآن تفتح 24 ساعة."),  # lang: ar
    ("المورّد الرئيسي للصيدلية هو شركة الحكمة.", "تحوّلت الدكتورة ريم إلى شركة دار الدواء كمورّد رئيسي، ولم تعد تتعامل مع الحكمة."),  # lang: ar
    ("سعر علبة الأنسولين لانتوس 18 ديناراً.", "حسب نشرة المؤسسة العامة للغذاء والدواء الجديدة، سعر لانتوس أصبح 16.5 ديناراً."),  # lang: ar
    ("الصيدلاني المساعد في الصيدلية هو أحمد.", "أحمد انتقل إلى فرع آخر، والمساعد الآن هو يوسف."),  # lang: ar
    ("المريض أبو خالد يأخذ الميتفورمين 500 ملغ مرتين يومياً.", "الطبيب رفع جرعة أبو خالد إلى 1000 ملغ مرتين يومياً."),  # lang: ar
    ("الصيدلية تتعامل مع تأمين نات هيلث.", "توقفت الصيدلية عن التعامل مع نات هيلث، وتتعامل الآن مع ميدنت فقط."),  # lang: ar
    ("إيجار الصيدلية 700 دينار شهرياً.", "المالك رفع الإيجار إلى 850 ديناراً ابتداءً من السنة الجديدة."),  # lang: ar
    ("ترخيص مزاولة المهنة للدكتورة ريم ينتهي في 2027.", "راجعت الدكتورة ريم الشهادة: الترخيص ينتهي في 2026 وليس 2027."),  # lang: ar
    ("सुनीता जी का बुटीक सुबह 10 से शाम 8 बजे तक खुलता है।", "सुनीता जी ने समय बदल दिया है, अब बुटीक सुबह 11 से रात 9 बजे तक खुलता है।"),  # lang: hi
    ("सुनीता जी ब्लाउज़ की सिलाई के 800 रुपये लेती हैं।", "अब से सुनीता जी ब्लाउज़ की सिलाई के 1000 रुपये लेंगी।"),  # lang: hi
    ("कपड़ा सूरत के राठी टेक्सटाइल से आता है।", "सुनीता जी ने राठी टेक्सटाइल से लेना बंद कर दिया, अब कपड़ा जयपुर के गोयल फ़ैब्रिक्स से आता है।"),  # lang: hi
    ("कारीगर रमेश और सलीम बुटीक में काम करते हैं।", "सलीम ने काम छोड़ दिया, अब रमेश के साथ इमरान काम करता है।"),  # lang: hi
    ("मिसेज़ गुप्ता की बेटी का लहंगा 15 नवंबर तक तैयार होना है।", "मिसेज़ गुप्ता ने फ़ोन किया, शादी आगे बढ़ गई है, लहंगा अब 5 दिसंबर तक चाहिए।"),  # lang: hi
    ("दुकान का किराया 25,000 रुपये महीना है।", "मकान मालिक ने किराया बढ़ाकर 28,000 रुपये कर दिया है।"),  # lang: hi
    ("बुटीक का जीएसटी नंबर 08ABCDE1234F1Z5 है।", "सुनीता जी ने बताया कि नंबर ग़लत लिखा था, सही जीएसटी नंबर 08ABCDE1243F1Z5 है।"),  # lang: hi
    ("Daktari wa mifugo Amina anatoza shilingi 1,500 kwa kutembelea shamba.", "Amina amepandisha bei, sasa anatoza shilingi 2,000 kwa kutembelea shamba."),  # lang: sw
    ("Amina ananunua chanjo kutoka duka la Agrovet la Kiambu.", "Amina sasa ananunua chanjo moja kwa moja kutoka KEVEVAPI, si Agrovet ya Kiambu tena."),  # lang: sw
    ("Ng'ombe wa mzee Juma wana ugonjwa wa ndigana.", "Baada ya kipimo cha maabara, Amina amesema si ndigana, ni ugonjwa wa miguu na midomo."),  # lang: sw
    ("Chanjo ya kuku ya shamba la Wanjiru ni tarehe 10 Juni.", "Wanjiru ameomba chanjo iahirishwe hadi tarehe 17 Juni."),  # lang: sw
    ("Les élèves de Claire doivent rendre le DM de géométrie lundi.", "Claire a laissé une semaine de plus : le DM de géométrie est à rendre le lundi suivant."),  # lang: fr
    ("Claire fait la surveillance de la cour le mardi à 10h.", "La CPE a refait le planning : Claire surveille la cour le jeudi à 15h maintenant."),  # lang: fr
    ("Pani Zielińska płaci Tomkowi gotówką.", "Pani Zielińska od teraz płaci przelewem, bo córka jej założyła konto."),  # lang: pl
    ("Tomek robi wyceny za darmo.", "Od lutego Tomek bierze 100 zł za wycenę, odliczane potem od faktury."),  # lang: pl
    ("Elif Hanım cumartesi günleri yarım gün çalışıyor.", "Elif Hanım artık cumartesi çalışmıyor, hafta sonu tamamen kapalı."),  # lang: tr
    ("林悦的工作邮箱是linyue@fanyi.cn。", "林悦换了邮箱,工作邮件现在发到yue.lin@transpro.cn。"),  # lang: zh
    ("客户张先生要的是简体中文版。", "张先生又说错了,他们要的是繁体版,给台湾市场用。"),  # lang: zh
    ("Mrs. Okafor's daughter is her emergency contact.", "Correction from Mrs. Okafor: her emergency contact is her nephew Chidi now, her daughter moved abroad."),
    ("Rafa's truck takes cash only.", "Rafa got a card reader; the truck takes cards now too."),
    ("Ines pays Maeve $16 an hour.", "Ines gave Maeve a raise to $17.50 an hour."),
    ("The Dalton Tech permit lets Rafa sell on campus through June 30.", "Dalton Tech revoked the vendor permits early; Rafa's ended on April 15."),
    ("Wen's committee has four members.", "Wen's committee has five members since Dr. Arima stayed on as an outside member."),
    ("Marcus's service area is within 25 miles of the shop.", "Marcus narrowed his service area to 15 miles because of gas costs."),
]

UPDATES: List[Tuple[str, str]] = [
    ("Mr. Ruiz is on day 2 of his 7-day IV antibiotic course.", "Mr. Ruiz is on day 5 of his 7-day IV antibiotic course."),
    ("Mrs. Okafor is in the ICU after the rapid response last night.", "Mrs. Okafor transferred back from the ICU to 4 West this morning."),
    ("Dana has finished 3 of her 8 BSN courses.", "Dana has finished 5 of her 8 BSN courses."),
    ("Mr. Lindqvist's cath is scheduled for tomorrow.", "Mr. Lindqvist's cath is done; they put in one stent and he's in recovery."),
    ("Dana has 64 hours of PTO banked.", "Dana has 88 hours of PTO banked now."),
    ("Hollis is in week 3 of orientation with Dana.", "Hollis is in week 7 of orientation with Dana."),
    ("Mrs. Grant's discharge is pending her insurance approval for rehab.", "Insurance approved Mrs. Grant's rehab stay; she's waiting for a bed at Oakview."),
    ("Mrs. Grant's discharge is pending her insurance approval for rehab.", "Mrs. Grant was discharged to Oakview rehab this afternoon."),
    ("Mr. Chen's wound measures 4 cm by 3 cm.", "Mr. Chen's wound measures 3 cm by 2 cm at today's dressing change."),
    ("Dana has logged 12 of the 30 continuing-education hours due for renewal.", "Dana has logged 21 of the 30 continuing-education hours due for renewal."),
    ("Dana's clinical ladder application was submitted to the committee.", "The committee approved Dana's clinical ladder application; she's a Clinical Nurse II now."),
    ("Mr. Abernathy's troponin was 0.8 on admission.", "Mr. Abernathy's troponin is down to 0.3 this morning."),
    ("Mrs. Petrakis is walking 20 feet with PT.", "Mrs. Petrakis walked 150 feet with PT today."),
    ("Dana's unit has 4 open RN positions.", "Dana's unit is down to 2 open RN positions after two hires."),
    ("The Hendersons' permit application is submitted to the city.", "The city approved the Hendersons' permit; Marcus can schedule the work."),
    ("The Hendersons' permit application is submitted to the city.", "The Hendersons' rough-in inspection passed; drywall can go up."),
    ("Marcus has finished 9 of the 41 Brookside units.", "Marcus has finished 27 of the 41 Brookside units."),
    ("Harlan Builders owes Marcus $6,400 on the Elm Street job.", "Harlan Builders paid $4,000; they owe Marcus $2,400 on the Elm Street job."),
    ("Deshawn has logged 1,200 of his 8,000 apprenticeship hours.", "Deshawn has logged 2,050 of his 8,000 apprenticeship hours."),
    ("The Square D panel for the Hendersons is on backorder.", "The Square D panel for the Hendersons shipped; it arrives Thursday."),
    ("Marcus's master license exam application is under review.", "Marcus was approved to sit for the master license exam on April 9."),
    ("Marcus's master license exam application is under review.", "Marcus passed the master electrician exam."),
    ("Marcus has 3 jobs booked for next week.", "Marcus has 5 jobs booked for next week now."),
    ("Mr. Lin's basement job is at rough-in.", "Mr. Lin's basement passed final inspection; Marcus is just waiting on the last payment."),
    ("Marcus's truck is at the shop for a new transmission.", "The shop finished the transmission; Marcus picks the truck up tomorrow."),
    ("Marcus has 212 Google reviews.", "Marcus has 240 Google reviews."),
    ("Fernleaf has sold 120 copies of \"The Salt Road\" since it came out.", "Fernleaf has sold 185 copies of \"The Salt Road.\""),
    ("Ines's small-business loan application is with the bank's underwriter.", "The bank approved Ines's small-business loan for $40,000."),
    ("Ines's small-business loan application is with the bank's underwriter.", "The $40,000 loan funded; the money is in Fernleaf's account."),
    ("The shop's Kickstarter for the reading nook has raised $3,100 of its $8,000 goal.", "The reading nook Kickstarter is at $6,750 of its $8,000 goal."),
    ("Fernleaf's newsletter has 1,400 subscribers.", "Fernleaf's newsletter is up to 1,650 subscribers."),
    ("The flood repairs at Fernleaf are at the drywall stage.", "The flood repairs are done except for painting."),
    ("Ines has paid down the shop's credit line to $9,000.", "Ines has paid the shop's credit line down to $5,500."),
    ("The Dunmore order of 60 books is in transit.", "The Dunmore order of 60 books arrived and is checked in."),
    ("The Okonkwo I-130 is received by USCIS.", "The Okonkwo I-130 is approved; the case went to the National Visa Center."),
    ("The Okonkwo I-130 is received by USCIS.", "The Okonkwo case has an interview scheduled at the consulate in Lagos."),
    ("Amara Nwosu's work permit application is pending.", "Amara's work permit was approved and the card is in the mail."),
    ("The Morales client has paid $1,500 of the $4,500 fee.", "The Morales client has paid $3,000 of the $4,500 fee."),
    ("Ruth has drafted 12 of the 40 pages of the Morales brief.", "Ruth has drafted 31 of the 40 pages of the Morales brief."),
    ("Ruth has 38 open cases.", "Ruth has 44 open cases."),
    ("Mr. Haddad's O-1 petition got a request for evidence.", "Ruth answered the RFE on Mr. Haddad's O-1 and it's back under review."),
    ("Mr. Haddad's O-1 petition got a request for evidence.", "Mr. Haddad's O-1 was approved."),
    ("Ruth has completed 4 of her 12 required CLE hours this cycle.", "Ruth has completed 9 of her 12 required CLE hours this cycle."),
    ("Wen has run 2 of the 5 replicate experiments.", "Wen has run 4 of the 5 replicate experiments."),
    ("Wen's eLife submission is under review.", "eLife sent Wen's paper back with minor revisions."),
    ("Wen's eLife submission is under review.", "Wen's paper was accepted at eLife."),
    ("Wen has written chapters 1 and 2 of her dissertation.", "Wen has written four of her five dissertation chapters."),
    ("Wen's mouse colony has 24 breeding pairs.", "Wen's mouse colony is down to 18 breeding pairs."),
    ("Wen's IRB amendment is submitted.", "The IRB approved Wen's amendment."),
    ("Gloria has 22 students.", "Gloria has 26 students after the fall signups."),
    ("Lily Park's Grade 6 exam registration is sent in.", "Lily Park's exam date came through: June 7 at 10:20."),
    ("Lily Park's Grade 6 exam registration is sent in.", "Lily Park passed Grade 6 with distinction."),
    ("Sam Ortiz has memorized the first page of his recital piece.", "Sam Ortiz has memorized the whole recital piece."),
    ("Gloria's student Mia can play scales up to three sharps.", "Gloria's student Mia can play scales up to five sharps now."),
    ("Rafa's truck is in the shop for the generator repair.", "The shop replaced the generator's alternator; Rafa gets the truck back Friday."),
    ("Rafa has paid off $18,000 of the $42,000 truck loan.", "Rafa has paid off $24,500 of the $42,000 truck loan."),
    ("Rafa's Instagram has 3,200 followers.", "Rafa's Instagram has 4,100 followers."),
    ("Rafa's application for the stadium vendor spot is submitted.", "Rafa got an interview for the stadium vendor spot."),
    ("Rafa's application for the stadium vendor spot is submitted.", "Rafa was awarded the stadium vendor spot for next season."),
    ("Owen has 34 weekly lawn clients.", "Owen has 41 weekly lawn clients."),
    ("The Morrison patio is at the excavation stage.", "The Morrison pavers are down; Owen's crew is doing the polymeric sand."),
    ("The Morrison patio is at the excavation stage.", "The Morrison patio is finished and paid."),
    ("Owen has plowed Pine Ridge 6 times this winter.", "Owen has plowed Pine Ridge 11 times this winter."),
    ("Owen's skid steer loan balance is $21,000.", "Owen's skid steer loan balance is $17,400."),
    ("Claire a corrigé 40 copies sur 112 du brevet blanc.", "Claire a corrigé 95 copies sur 112 du brevet blanc."),  # lang: fr
    ("La demande de mutation de Claire est déposée.", "La demande de mutation de Claire a été acceptée : elle part à Lyon en septembre."),  # lang: fr
    ("Claire a fait 6 des 18 heures de formation obligatoires.", "Claire a fait 14 des 18 heures de formation obligatoires."),  # lang: fr
    ("Le dossier de voyage en Espagne des 4e est en attente de validation au rectorat.", "Le rectorat a validé le voyage en Espagne des 4e."),  # lang: fr
    ("La cagnotte de la classe pour le voyage est à 1 200 euros.", "La cagnotte de la classe pour le voyage est à 2 050 euros."),  # lang: fr
    ("Tomek ma 5 zleceń na przyszły tydzień.", "Tomek ma już 8 zleceń na przyszły tydzień."),  # lang: pl
    ("Remont łazienki u Kowalskich jest na etapie skuwania płytek.", "U Kowalskich hydraulika jest już rozprowadzona, teraz glazurnik kładzie płytki."),  # lang: pl
    ("Remont łazienki u Kowalskich jest na etapie skuwania płytek.", "Łazienka u Kowalskich skończona, zostało tylko rozliczenie."),  # lang: pl
    ("Pan Lewandowski zapłacił 3 000 zł z 9 500 zł.", "Pan Lewandowski zapłacił już 7 000 zł z 9 500 zł."),  # lang: pl
    ("Wniosek Tomka o dotację na nowy samochód jest w urzędzie.", "Urząd przyznał Tomkowi dotację na samochód."),  # lang: pl
    ("Mehmet Kaya'nın implant tedavisi iyileşme aşamasında.", "Mehmet Kaya'nın implantına kron takıldı, tedavi bitti."),  # lang: tr
    ("Ayşe Demir 24 plaktan 9'unu tamamladı.", "Ayşe Demir 24 plaktan 17'sini tamamladı."),  # lang: tr
    ("Elif Hanım bu ay 42 hasta gördü.", "Elif Hanım bu ay 68 hasta gördü."),  # lang: tr
    ("Klinik ruhsat yenileme başvurusu il sağlık müdürlüğünde bekliyor.", "Klinik ruhsatı yenilendi, yeni belge geldi."),  # lang: tr
    ("小说译稿已经交了第一批。", "小说译稿交了第二批,还剩最后一批。"),  # lang: zh
    ("小说译稿已经交了第一批。", "小说译稿全部交完了,出版社在审读。"),  # lang: zh
    ("林悦这个月完成了4万字的笔译。", "林悦这个月的笔译已经做到7万5千字了。"),  # lang: zh
    ("专利翻译做了一半。", "专利翻译已经做完了,正在自己校对。"),  # lang: zh
    ("林悦申请的翻译协会会员在审核中。", "林悦的翻译协会会员申请通过了。"),  # lang: zh
    ("Quán bán được 180 tô mỗi sáng.", "Từ khi có chi nhánh mới, quán bán được 260 tô mỗi sáng."),  # lang: vi
    ("Chị Lan đã trả được 60 triệu trong khoản vay 200 triệu.", "Chị Lan đã trả được 110 triệu trong khoản vay 200 triệu."),  # lang: vi
    ("Hồ sơ xin giấy chứng nhận an toàn thực phẩm đang chờ duyệt.", "Quán đã được cấp giấy chứng nhận an toàn thực phẩm."),  # lang: vi
    ("طلبية الأدوية من دار الدواء قيد الشحن.", "وصلت طلبية دار الدواء وتم إدخالها في النظام."),  # lang: ar
    ("طلب الدكتورة ريم لفتح فرع ثانٍ قيد الدراسة في النقابة.", "وافقت النقابة على الفرع الثاني للصيدلية."),  # lang: ar
    ("मिसेज़ गुप्ता ने लहंगे के 40,000 में से 10,000 रुपये एडवांस दिए हैं।", "मिसेज़ गुप्ता ने लहंगे के 40,000 में से 30,000 रुपये दे दिए हैं।"),  # lang: hi
    ("लहंगे की कढ़ाई आधी हो गई है।", "लहंगे की कढ़ाई पूरी हो गई है, अब सिर्फ़ फ़िनिशिंग बाकी है।"),  # lang: hi
    ("Amina amewachanja ng'ombe 40 kati ya 120 wa ushirika.", "Amina amewachanja ng'ombe 95 kati ya 120 wa ushirika."),  # lang: sw
]

COMPATIBLE: List[Tuple[str, str]] = [
    ("Dana works nights on 4 West, the cardiac step-down unit.", "Dana picked up one day shift on 4 West this Saturday to cover for Kim."),
    ("Dana works nights on 4 West, the cardiac step-down unit.", "Dana's night shift on 4 West runs 7pm to 7:30am."),
    ("Dana works nights on 4 West, the cardiac step-down unit.", "Dana used to work on the oncology floor before she came to 4 West."),
    ("Dana's charge nurse is Renee Coleman.", "Renee Coleman is the charge nurse on 4 East, across the hall from Dana's unit."),
    ("Dana's charge nurse is Renee Coleman.", "Renee Coleman was off tonight, so Jorge ran the board for Dana's unit."),
    ("Dana's charge nurse is Renee Coleman.", "Renee Coleman was Dana's preceptor when Dana started on 4 West."),
    ("Mr. Abernathy in bed 12 is allergic to penicillin.", "Mr. Abernathy's penicillin allergy gives him hives, not anaphylaxis."),
    ("Mr. Abernathy in bed 12 is allergic to penicillin.", "Mrs. Abernathy, who visits daily, is also allergic to penicillin."),
    ("Bed 7, Mrs. Okafor, is on 5 mg of metoprolol twice a day.", "Mrs. Okafor's 5 mg metoprolol is held if her heart rate is under 55."),
    ("Bed 7, Mrs. Okafor, is on 5 mg of metoprolol twice a day.", "Mrs. Okafor got her evening metoprolol late today because she was in echo."),
    ("Bed 7, Mrs. Okafor, is on 5 mg of metoprolol twice a day.", "Mrs. Okafor's 5 mg metoprolol twice a day is 10 mg a day in total."),
    ("The unit policy is to chart vitals every 4 hours on step-down patients.", "Patients on a drip get vitals every hour, on top of the every-4-hours step-down rule."),
    ("The unit policy is to chart vitals every 4 hours on step-down patients.", "Every 4 hours means Dana's vitals rounds fall at 8, 12, 4 and 8."),
    ("Dana's BLS certification expires in June 2027.", "Dana's ACLS expires in June 2027 too, same month as her BLS."),
    ("Dana's BLS certification expires in June 2027.", "Dana booked a BLS renewal class for May, ahead of the June 2027 expiry."),
    ("Dana's shift differential for nights is $4.50 an hour.", "Weekend nights add another $2 on top of Dana's $4.50 night differential."),
    ("Dana's shift differential for nights is $4.50 an hour.", "Dana's $4.50 night differential comes to about $54 per 12-hour shift."),
    ("Mr. Lindqvist in bed 3 is NPO after midnight for a cath tomorrow.", "Mr. Lindqvist may have sips of water with his morning pills despite being NPO for the cath."),
    ("Mr. Lindqvist in bed 3 is NPO after midnight for a cath tomorrow.", "Mr. Lindqvist's cath tomorrow is scheduled for 10:30."),
    ("The Pyxis code for the unit's med room is 4471.", "The supply room code is different from the Pyxis code 4471; ask the charge nurse."),
    ("Dana's manager is Louise Hart.", "Louise Hart is also the manager for the telemetry float pool."),
    ("Dana's manager is Louise Hart.", "Louise Hart is on vacation until the 20th; her assistant manager covers for now."),
    ("Mrs. Petrakis in bed 9 has a daughter, Elena, as her health care proxy.", "Elena, Mrs. Petrakis's proxy, lives in Tampa and calls every evening at 6."),
    ("Mrs. Petrakis in bed 9 has a daughter, Elena, as her health care proxy.", "Mrs. Petrakis's other daughter, Sophia, visits on weekends."),
    ("Dana's union dues are $38 a paycheck.", "Dana's $38 union dues come out of every paycheck after taxes."),
    ("Dr. Banerjee is the attending for Dana's patients this week.", "Dr. Banerjee rounds on 4 West around 9 am."),
    ("Dr. Banerjee is the attending for Dana's patients this week.", "Dr. Banerjee's pager number is on the whiteboard by the nurses' station."),
    ("Dana's unit does a sepsis screen on every admission.", "Dana's unit also repeats the sepsis screen when a patient spikes a fever."),
    ("Heparin drips on 4 West are checked with an anti-Xa level every 6 hours.", "After two therapeutic anti-Xa results in a row, the heparin checks go to once daily."),
    ("Heparin drips on 4 West are checked with an anti-Xa level every 6 hours.", "Anti-Xa every 6 hours means the lab draws at 0000, 0600, 1200 and 1800."),
    ("Mr. Ruiz in bed 14 weighs 92 kg.", "Mr. Ruiz's 92 kg is about 203 pounds."),
    ("Mr. Ruiz in bed 14 weighs 92 kg.", "Mr. Ruiz's wife weighs him at home on a bathroom scale too."),
    ("Dana parks in Lot C with her staff permit.", "On weekends Dana sometimes parks on the street instead of Lot C."),
    ("The unit's float nurse this month is Patrice.", "Patrice floated to 4 West last month as well."),
    ("Dana's next self-scheduling window opens on the 14th.", "Dana's self-scheduling window opens on the 14th at 8 am and closes on the 18th."),
    ("Dana's next self-scheduling window opens on the 14th.", "Dana's coworker Jamal's scheduling window also opens on the 14th."),
    ("Bed 5, Mr. Chen, is a full code.", "Mr. Chen, a full code, also has a living will on file."),
    ("The wound care nurse comes to 4 West on Tuesdays and Thursdays.", "The wound care nurse came an extra time this Friday for Mr. Ruiz's dressing."),
    ("The wound care nurse comes to 4 West on Tuesdays and Thursdays.", "The wound care nurse usually arrives on 4 West around 2 pm on Tuesdays and Thursdays."),
    ("Dana's preceptee is a new grad named Hollis.", "Hollis finishes orientation with Dana in eight weeks."),
    ("Mrs. Grant in bed 11 is on a 2-gram sodium diet.", "Mrs. Grant's 2-gram sodium diet is also a 1.5-liter fluid restriction."),
    ("Mrs. Grant in bed 11 is on a 2-gram sodium diet.", "Mrs. Grant's husband keeps bringing chips despite her 2-gram sodium diet."),
    ("Dana's tuition reimbursement is capped at $5,250 a year.", "Dana has used $1,800 of her $5,250 tuition reimbursement this year."),
    ("Dana is enrolled in the BSN program at Westmoor College.", "Dana's BSN classes at Westmoor College are online on Tuesday evenings."),
    ("Mr. Ruiz is on day 2 of his 7-day IV antibiotic course.", "Mr. Ruiz's IV antibiotic is vancomycin, dosed by pharmacy."),
    ("Dana has finished 3 of her 8 BSN courses.", "Dana's next BSN course is community health."),
    ("Dana has 64 hours of PTO banked.", "Dana is saving her PTO for a trip to Portugal in March."),
    ("Dana has logged 12 of the 30 continuing-education hours due for renewal.", "Dana's CE hours are due for her license renewal in October."),
    ("Marcus charges $95 an hour for residential service calls.", "Marcus gave Mrs. Delgado $80 an hour for this job because she's a repeat client."),
    ("Marcus charges $95 an hour for residential service calls.", "Marcus's $95 hourly rate has a one-hour minimum on service calls."),
    ("Marcus charges $95 an hour for residential service calls.", "Marcus charges $140 an hour for commercial work, separate from his $95 residential rate."),
    ("Marcus charges $95 an hour for residential service calls.", "Marcus thought about raising his residential rate to $110 but decided to wait until next year."),
    ("Marcus buys his wire and breakers from Crescent Electric on Route 9.", "Crescent was out of 20-amp breakers, so Marcus grabbed a few at Home Depot this week."),
    ("Marcus buys his wire and breakers from Crescent Electric on Route 9.", "Marcus's Crescent Electric counter guy is named Pete."),
    ("A 250-foot roll of 12/2 Romex costs Marcus $118 at his supplier.", "Marcus got 10% off the 12/2 Romex on this one order because he bought twelve rolls."),
    ("A 250-foot roll of 12/2 Romex costs Marcus $118 at his supplier.", "The 250-foot roll at $118 works out to about 47 cents a foot."),
    ("A 250-foot roll of 12/2 Romex costs Marcus $118 at his supplier.", "A 250-foot roll of 14/2 Romex is $89 at the same supplier; the 12/2 is $118."),
    ("The Hendersons' panel upgrade is scheduled for March 3.", "The Hendersons' panel upgrade on March 3 starts at 7:30 so the power's back by afternoon."),
    ("The Hendersons' panel upgrade is scheduled for March 3.", "The utility has to pull the meter for the Hendersons' upgrade on March 3."),
    ("The Hendersons are upgrading from a 100-amp to a 200-amp panel.", "The Hendersons' new 200-amp panel is a Square D QO."),
    ("Marcus's license number is E-40217.", "Marcus's license E-40217 renews every two years on his birthday."),
    ("Marcus's liability insurance is with Hartwell Mutual.", "Marcus's Hartwell Mutual policy covers $1 million per occurrence."),
    ("Marcus's liability insurance is with Hartwell Mutual.", "Marcus's truck insurance is with a different company than Hartwell Mutual."),
    ("The city requires a permit for any circuit added in a residence.", "In the county outside city limits, the permit rule for added circuits is looser."),
    ("Permit fees in the city are $75 for a residential service change.", "The $75 permit fee includes one inspection; a reinspection is $40 extra."),
    ("Marcus's apprentice is Tyler.", "Tyler is in his second year of the apprenticeship with Marcus."),
    ("Marcus's apprentice is Tyler.", "Tyler's brother also does electrical work, for a different contractor."),
    ("Marcus invoices through QuickBooks.", "Marcus also uses QuickBooks for his quarterly tax estimates."),
    ("Marcus's payment terms are net 30 for contractors.", "Harlan Builders gets net 45 as a one-off because of their big job with Marcus."),
    ("Marcus's payment terms are net 30 for contractors.", "Net 30 for contractors means the Brookside invoice is due on the 28th."),
    ("Marcus's payment terms are net 30 for contractors.", "For homeowners Marcus asks for payment on completion, unlike the net 30 for contractors."),
    ("Mrs. Delgado's house on Fern Street has knob-and-tube wiring in the attic.", "The knob-and-tube in Mrs. Delgado's attic only runs to two bedroom circuits."),
    ("Marcus's truck is a 2018 Ford Transit.", "Marcus's 2018 Ford Transit has a ladder rack and shelving he built himself."),
    ("Marcus's inspector for the north district is Carl Ames.", "Carl Ames usually inspects in the morning, before 11."),
    ("Marcus uses Klein tools for his hand tools.", "Marcus's Klein lineman's pliers are the ones he's had since his apprenticeship."),
    ("The Brookside Apartments job is 14 units of smoke-detector replacement.", "The 14 Brookside units are all on the second floor."),
    ("Marcus's quotes are valid for 30 days.", "Marcus's 30-day quote for the Lins expires on the 22nd."),
    ("Marcus's shop is at 18 Quarry Road.", "Marcus's shop at 18 Quarry Road is in the back of his brother-in-law's garage."),
    ("Marcus's EV charger installs use a 50-amp circuit.", "For the Patel garage, Marcus ran a 40-amp circuit since the panel couldn't take 50."),
    ("Marcus's EV charger installs use a 50-amp circuit.", "A 50-amp circuit for an EV charger uses 6-gauge copper."),
    ("Marcus's accountant is Joan Whitfield.", "Joan Whitfield also does his wife's bakery taxes."),
    ("Marcus's emergency call-out fee is $150.", "Marcus waived the $150 call-out fee for his neighbor's burst-pipe night."),
    ("Marcus's emergency call-out fee is $150.", "The $150 emergency call-out fee covers the first half hour on site."),
    ("Mr. Lin's job on Oak Court is a kitchen remodel rewire.", "Mr. Lin's kitchen rewire includes six new countertop receptacles."),
    ("Marcus's markup on materials is 20%.", "On special-order fixtures Marcus adds 25% instead of his usual 20% materials markup."),
    ("Marcus's markup on materials is 20%.", "Marcus's supplier gives him 20% off list, which is separate from his 20% markup to clients."),
    ("Marcus has finished 9 of the 41 Brookside units.", "Deshawn did most of the Brookside units Marcus has finished so far."),
    ("Fernleaf Books is open 10 to 6, Tuesday to Saturday.", "Fernleaf Books stays open until 9 for the author event this Thursday."),
    ("Fernleaf Books is open 10 to 6, Tuesday to Saturday.", "Fernleaf Books is also open Sundays 12 to 4 in December only, for the holidays."),
    ("Fernleaf Books is open 10 to 6, Tuesday to Saturday.", "Fernleaf Books used to open on Mondays too, before Ines cut back in 2023."),
    ("Ines's main distributor is Ingram.", "Ingram's warehouse in Tennessee ships Ines's orders in two days."),
    ("Fernleaf gets a 40% discount from Ingram on trade paperbacks.", "On nonreturnable titles Ingram gives Fernleaf 46%, separate from the 40% trade paperback discount."),
    ("Fernleaf gets a 40% discount from Ingram on trade paperbacks.", "At a 40% discount, a $20 paperback costs Fernleaf $12."),
    ("The Fernleaf membership card gives 10% off every purchase.", "During the anniversary week members got 20% off instead of the usual 10%."),
    ("The Fernleaf membership card gives 10% off every purchase.", "The 10% member discount doesn't apply to gift cards."),
    ("Fernleaf's rent is $3,200 a month.", "The landlord forgave half of the March rent, a one-time break after the flood."),
    ("Fernleaf's rent is $3,200 a month.", "Fernleaf's $3,200 rent doesn't include the $180 monthly common-area charge."),
    ("Fernleaf's rent is $3,200 a month.", "Fernleaf's rent used to be $2,700 before the 2022 lease renewal."),
    ("Ines's part-timer Maeve works Fridays and Saturdays.", "Maeve worked an extra Sunday for the holiday market."),
    ("The book club meets on the first Thursday of the month.", "The book club met on the second Thursday in January because of New Year's."),
    ("The book club meets on the first Thursday of the month.", "The book club meets at 7 on the first Thursday of the month, in the back room."),
    ("Fernleaf's POS system is Square.", "Ines also uses Square for the card reader at the farmers' market stall."),
    ("The kids' section is run by Ines's nephew Oscar.", "Oscar's story time in the kids' section is Saturdays at 10."),
    ("Fernleaf's sales tax rate is 7.25%.", "Fernleaf's 7.25% sales tax is 6% state plus 1.25% county."),
    ("Special orders take about a week to arrive.", "Special orders from Ingram usually take 5 to 6 days to reach Fernleaf."),
    ("Fernleaf's coffee cart supplier is Tidewater Roasters.", "Tidewater Roasters delivers to Fernleaf every other Monday."),
    ("The author event with Claire Dunmore is on May 16.", "The Claire Dunmore event on May 16 starts at 6:30 with a signing after."),
    ("Fernleaf's used-book trade credit is 25% of the cover price.", "Ines gave the estate lot 30% credit as a one-off because it was so many first editions."),
    ("Fernleaf's insurance premium is $2,100 a year.", "Ines pays the $2,100 premium in quarterly installments of $525."),
    ("Ines closes the shop for inventory the last week of January.", "During the January inventory closure Ines still ships web orders."),
    ("Fernleaf's website orders ship from the shop via USPS Media Mail.", "Heavy website orders ship from Fernleaf via UPS Ground instead of Media Mail."),
    ("Ines's bank for the shop is Harbor Community Bank.", "Harbor Community Bank is also where Ines has her personal checking."),
    ("The shop's Kickstarter for the reading nook has raised $3,100 of its $8,000 goal.", "The reading nook Kickstarter ends on the 30th."),
    ("Ruth's client Amara Nwosu has her asylum interview on October 8.", "Amara's asylum interview on October 8 is at the Newark asylum office at 9 am."),
    ("Ruth's client Amara Nwosu has her asylum interview on October 8.", "Amara's husband, who is on her application, attends the October 8 interview with her."),
    ("Ruth charges a flat fee of $4,500 for a family-based green card case.", "For the Okonkwo family Ruth agreed to $3,800 because two siblings are filing together."),
    ("Ruth charges a flat fee of $4,500 for a family-based green card case.", "Ruth's $4,500 flat fee doesn't include the government filing fees."),
    ("Ruth charges a flat fee of $4,500 for a family-based green card case.", "Ruth's flat fee for an adjustment-of-status green card case is $4,500, paid in three installments."),
    ("The deadline to file the Morales appeal is June 2.", "Ruth wants the Morales appeal finished by May 25, a week ahead of the June 2 deadline."),
    ("Ruth's paralegal is Gabriel.", "Gabriel handles the document translations for Ruth's Spanish-speaking clients."),
    ("Ruth's firm requires a conflict check before any consultation.", "For emergency detention calls Ruth may do the conflict check the same day as the consult."),
    ("The I-130 filing fee is $535.", "The I-130 fee is $535 per beneficiary, so the two children cost $1,070."),
    ("Ruth's client Mr. Haddad is from Lebanon.", "Mr. Haddad's wife is from Lebanon as well."),
    ("Ruth's malpractice carrier is Lawyers Mutual.", "Ruth's Lawyers Mutual policy has a $2,500 deductible."),
    ("Ruth holds consultations on Wednesdays.", "Ruth held an extra consultation day this Friday for the detention cases."),
    ("Ruth holds consultations on Wednesdays.", "Ruth's Wednesday consultations are 45 minutes each, starting at 1 pm."),
    ("The Morales case is before Judge Patterson.", "Judge Patterson tends to grant continuances on the first request."),
    ("Amara Nwosu has two children, ages 6 and 9.", "Amara's 6- and 9-year-old are both in school in Paterson."),
    ("Ruth bills hourly work at $300 an hour.", "Ruth bills the pro bono clinic hours at nothing, separate from her $300 rate."),
    ("Ruth bills hourly work at $300 an hour.", "Ruth bills in tenths of an hour at her $300 rate."),
    ("Ruth bills hourly work at $300 an hour.", "Ruth's associate, Kofi, bills at $225 an hour."),
    ("Ruth's office is on the third floor of the Wexler Building.", "Ruth's office in the Wexler Building is suite 304."),
    ("Ruth keeps client files in Clio.", "Ruth's Clio account is also where she tracks her trust account."),
    ("Mr. Haddad's employer is sponsoring an H-1B.", "Mr. Haddad's employer for the H-1B is a hospital in Cleveland."),
    ("Ruth's retainer agreement requires 50% up front.", "For the Okonkwo case Ruth took 25% up front as a hardship exception."),
    ("Wen's thesis committee meeting is on April 17.", "Wen's April 17 committee meeting is at 2 pm in room 310."),
    ("Wen's thesis committee meeting is on April 17.", "Wen's labmate Theo has his committee meeting on April 17 too."),
    ("Wen's advisor is Dr. Keiko Arima.", "Dr. Keiko Arima is also the director of the imaging core."),
    ("The lab grows the cells at 37 degrees in 5% CO2.", "The lab's mammalian cells grow at 37 degrees in 5% CO2, the same as most labs."),
    ("The confocal microscope is booked through the core's Google calendar.", "Confocal bookings on the core's Google calendar are limited to 4 hours at a time."),
    ("The lab orders antibodies from Abcam.", "Wen ordered one antibody from Santa Cruz because Abcam was out of stock."),
    ("Wen's stipend is $34,000 a year.", "Wen got a one-time $1,000 travel award on top of her $34,000 stipend."),
    ("Wen's stipend is $34,000 a year.", "Wen's $34,000 stipend is paid monthly, about $2,833 a month."),
    ("Wen's stipend is $34,000 a year.", "Wen's labmate Theo, who's on a fellowship, gets $36,000 a year."),
    ("The NIH grant deadline Wen is helping with is February 5.", "Dr. Hendricks wants the grant draft from Wen by January 20, ahead of the February 5 deadline."),
    ("Wen's paper is under review at Cell Reports.", "Wen's paper at Cell Reports has three reviewers."),
    ("The lab's -80 freezer is in room 318.", "The -80 freezer in room 318 has Wen's samples on shelf 3."),
    ("Lab meeting is Mondays at 10.", "Lab meeting was cancelled this Monday for the holiday."),
    ("Wen's sample size for the mouse study is 12 per group.", "Wen's 12 per group is split evenly between male and female mice."),
    ("Wen uses Prism for her statistics.", "Wen also uses Prism to make the figures for lab meeting."),
    ("The lab's sequencing goes to the Genomics Core.", "Genomics Core sequencing results usually come back in about 10 days."),
    ("Gloria charges $60 for a 45-minute piano lesson.", "Gloria charges the Ahmed siblings $55 each because they come back to back."),
    ("Gloria charges $60 for a 45-minute piano lesson.", "Gloria's 45-minute lesson at $60 works out to $80 an hour."),
    ("Gloria charges $60 for a 45-minute piano lesson.", "Gloria charges $80 for a 60-minute lesson, next to $60 for 45 minutes."),
    ("Gloria charges $60 for a 45-minute piano lesson.", "Gloria charged $50 for a 45-minute lesson when she started teaching in 2019."),
    ("Gloria's student Lily Park is preparing for the Grade 5 exam.", "Lily Park's Grade 5 exam pieces are a Clementi sonatina and a Bartók piece."),
    ("Gloria's student Lily Park is preparing for the Grade 5 exam.", "Lily Park's younger brother Ethan is also preparing for his first exam, Grade 1."),
    ("Gloria's spring recital is on May 18 at St. Anne's Church hall.", "The spring recital at St. Anne's starts at 3, with a reception after."),
    ("Gloria's spring recital is on May 18 at St. Anne's Church hall.", "Gloria also holds a smaller winter recital at St. Anne's in December."),
    ("Gloria's cancellation policy is 24 hours' notice for a makeup lesson.", "Gloria gave the Ortiz family a makeup with only 2 hours' notice because their kid was in the ER."),
    ("Gloria's cancellation policy is 24 hours' notice for a makeup lesson.", "Under the 24-hour policy, Gloria offers makeups only within the same month."),
    ("Gloria teaches on Tuesdays, Wednesdays and Thursdays.", "Gloria is teaching one extra Monday this week to catch up on makeups."),
    ("Gloria teaches on Tuesdays, Wednesdays and Thursdays.", "On Tuesdays, Wednesdays and Thursdays Gloria teaches from 3:30 to 8."),
    ("Gloria's piano tuner is Mr. Feld.", "Mr. Feld tunes Gloria's piano twice a year, in spring and fall."),
    ("Sam Ortiz is learning the Moonlight Sonata, first movement.", "Sam Ortiz is working on the Moonlight's first movement at about 50 bpm to start."),
    ("Gloria's studio uses the Faber Piano Adventures books for beginners.", "Gloria's adult beginners use the Faber Adult Piano Adventures book."),
    ("Gloria's exam board is ABRSM.", "ABRSM's exam fee for Grade 5 is about $150."),
    ("Tuition is billed monthly on the first.", "Tuition billed on the first is late after the 10th."),
    ("Tuition is billed monthly on the first.", "The Ahmed family pays two months at a time, though Gloria bills monthly on the first."),
    ("Gloria's studio is in her home on Birch Avenue.", "Gloria's home studio on Birch Avenue has a Yamaha C3 grand."),
    ("Gloria has 22 students.", "Of Gloria's 22 students, 5 are adults."),
    ("Rafa's food truck parks at the Dalton Tech campus on weekdays from 11 to 2.", "On Fridays Rafa stays at Dalton Tech until 3 for the late crowd."),
    ("Rafa's food truck parks at the Dalton Tech campus on weekdays from 11 to 2.", "Rafa skipped Dalton Tech this Wednesday because the generator broke."),
    ("Rafa's birria tacos are $4 each.", "Rafa's birria tacos are 3 for $11, or $4 each."),
    ("Rafa's birria tacos are $4 each.", "On Taco Tuesday Rafa sells the birria tacos for $3 each."),
    ("Rafa's birria tacos are $4 each.", "Rafa's quesabirria is $6, his birria tacos $4."),
    ("Rafa buys his beef from Sierra Meats.", "Sierra Meats delivers to Rafa's commissary on Mondays and Thursdays."),
    ("Rafa buys his beef from Sierra Meats.", "Rafa bought brisket at Costco once when Sierra Meats shorted his order."),
    ("Rafa's commissary kitchen is Kitchen Share on 5th Street.", "Rafa rents Kitchen Share on 5th Street for six hours a day."),
    ("Rafa's health permit is up for renewal on September 30.", "Rafa's health permit renewal on September 30 costs $485."),
    ("Rafa's truck propane tank holds 40 pounds.", "Rafa's 40-pound propane tank is about 9.4 gallons."),
    ("Rafa's cook is his cousin Beto.", "Beto works the truck with Rafa on weekends only."),
    ("Rafa's card processing fee is 2.9% plus 30 cents.", "On keyed-in cards Rafa pays 3.5%, above the 2.9% plus 30 cents for taps."),
    ("The Saturday farmers' market spot costs Rafa $75.", "For the Fourth of July market Rafa paid $150 for the day."),
    ("Rafa's truck catering minimum is 50 people.", "Rafa did a 35-person birthday as a favor to his sister, below his 50-person minimum."),
    ("Owen mows the Whitakers' lawn every Thursday.", "Owen mowed the Whitakers' lawn on Friday this week because of the rain."),
    ("Owen mows the Whitakers' lawn every Thursday.", "The Whitakers' Thursday mow also includes edging the front walk."),
    ("Owen charges the Whitakers $55 a mow.", "Owen charges the Whitakers $55 a mow and $40 for the monthly hedge trim."),
    ("Owen charges the Whitakers $55 a mow.", "Owen only charged the Whitakers $30 this week since he skipped the back yard."),
    ("Owen charges the Whitakers $55 a mow.", "Owen charges the Whitakers' neighbors, the Boyles, $65 a mow for a bigger lot."),
    ("Owen gets his mulch from Green Acres Supply at $32 a cubic yard.", "Owen got the first 10 yards free from Green Acres as a new-account promo, then $32 a yard."),
    ("Owen gets his mulch from Green Acres Supply at $32 a cubic yard.", "At $32 a cubic yard, a 3-yard truckload runs Owen $96 before delivery."),
    ("Owen's crew is Luis and Ty.", "Luis and Ty both have their pesticide applicator cards."),
    ("Owen's crew is Luis and Ty.", "Owen's brother helps Luis and Ty on big fall cleanups."),
    ("The Morrisons want a new patio of 300 square feet.", "The Morrisons' 300-square-foot patio is about 28 square meters."),
    ("The Morrisons want a new patio of 300 square feet.", "The Morrisons also want a small fire pit next to the patio, later in the year."),
    ("Owen's pesticide applicator license expires December 31.", "Owen needs 10 credit hours before his license expires December 31."),
    ("Owen uses Stihl equipment.", "Owen's Stihl trimmer is the FS 131."),
    ("Owen's business liability is through State Farm.", "Owen's State Farm agent is Debbie Lowe."),
    ("Owen's fall cleanup starts the last week of October.", "For the Hendersons Owen does a small early cleanup in mid-October, before the main one."),
    ("The Garcia job is a tree removal, an oak by the driveway.", "The oak by the Garcias' driveway is about 60 feet tall."),
    ("Owen's dump fee at the county yard waste site is $20 a load.", "Owen's first load of the week at the county site is free with his contractor pass."),
    ("Owen's invoices are due in 15 days.", "Owen lets Mrs. Kaur pay at the end of the month, outside the usual 15 days."),
    ("Owen's snow contract with Pine Ridge HOA is for plowing at 3 inches.", "For Pine Ridge's 3-inch trigger, Owen also salts the sidewalks."),
    ("Owen's snow contract with Pine Ridge HOA is for plowing at 3 inches.", "A 3-inch trigger is about 7.5 centimeters."),
    ("Owen's irrigation clients get a spring start-up in April.", "The Whitakers' irrigation start-up is the first one Owen does each April."),
    ("Assistant note: Dana's patient in bed 2, Mr. Iverson, is going home tomorrow.", "Mr. Iverson's ride home tomorrow is his son, after 11."),
    ("Assistant note: Dana's patient in bed 2, Mr. Iverson, is going home tomorrow.", "Mr. Iverson needs his discharge teaching on the new insulin before he goes home tomorrow."),
    ("Assistant note: Marcus is meeting the Kaplans at 4 on Friday to quote a generator hookup.", "Marcus wants to bring the Generac brochure to the Kaplans' 4 pm Friday meeting."),
    ("Assistant note: the Riverside job's GFCI outlets are the Leviton brand.", "The Riverside job has eight Leviton GFCI outlets, all 20-amp."),
    ("Ruth's note: the Okonkwo siblings' mother is named Ngozi.", "Ngozi Okonkwo, the siblings' mother, is 64."),
    ("Ines told the assistant the Salt Road reading is sold out.", "The Salt Road reading sold out in two days; there's a waitlist of 12."),
    ("Wen said the antibody dilution for the Western is 1:1000.", "For the immunostaining Wen uses the same antibody at 1:200, while the Western stays at 1:1000."),
    ("Wen said the antibody dilution for the Western is 1:1000.", "A 1:1000 dilution means 1 microliter of antibody in 1 mL of buffer."),
    ("Gloria told the assistant that the Parks pay by Venmo.", "The Parks pay by Venmo, usually on the 3rd of the month."),
    ("Rafa's truck sells out of birria by about 1 pm.", "On rainy days the birria lasts to about 1:45, a bit after Rafa's usual 1 pm sellout."),
    ("Owen's notes say Mrs. Kaur's gate code is 1958.", "Mrs. Kaur's gate code 1958 is also her garage code."),
    ("Dana's unit requires two RNs to verify insulin drips.", "Two-RN verification also applies to heparin drips on Dana's unit, not only insulin."),
    ("The Hendersons' job quote is $4,850.", "The $4,850 Henderson quote is $3,100 in labor and $1,750 in materials."),
    ("The Hendersons' job quote is $4,850.", "The Hendersons asked about a whole-house surge protector, which would be $350 on top of the $4,850."),
    ("Ines's store manager while she's away in August is Maeve.", "Maeve managed the shop the last time Ines was away, in 2024."),
    ("Wen's flight to the Keystone conference is on March 2.", "Wen's flight to the Keystone conference on March 2 leaves at 7:05 am."),
    ("Ruth's interpreter for Amara's interview is Mr. Adeyemi.", "Mr. Adeyemi also interpreted at Amara's first appointment in the spring."),
    ("The Brookside smoke detectors are Kidde hardwired with battery backup.", "The Brookside Kidde detectors are interconnected in each unit."),
    ("Claire enseigne les maths en 4e B et 3e A au collège Jean-Moulin.", "Claire a aussi une heure de soutien en 4e B le jeudi, en plus du cours normal."),  # lang: fr
    ("Claire enseigne les maths en 4e B et 3e A au collège Jean-Moulin.", "La 3e A de Claire compte 28 élèves."),  # lang: fr
    ("Le conseil de classe de la 4e B est le 12 décembre.", "Le conseil de classe de la 4e B le 12 décembre commence à 17h30."),  # lang: fr
    ("Le conseil de classe de la 4e B est le 12 décembre.", "Le conseil de classe de la 4e C est aussi le 12 décembre, juste après."),  # lang: fr
    ("La principale du collège est Mme Garnier.", "Mme Garnier reçoit les parents le mardi après-midi sur rendez-vous."),  # lang: fr
    ("Les notes du trimestre doivent être saisies dans Pronote avant le 29 novembre.", "Claire veut avoir saisi toutes ses notes dans Pronote dès le 25, avant la limite du 29 novembre."),  # lang: fr
    ("Les notes du trimestre doivent être saisies dans Pronote avant le 29 novembre.", "La saisie dans Pronote avant le 29 novembre concerne aussi les appréciations."),  # lang: fr
    ("L'élève Hugo Martin a un PAP pour dyslexie.", "Le PAP d'Hugo Martin prévoit un tiers-temps aux évaluations."),  # lang: fr
    ("Claire a cours le mercredi matin de 8h à 12h.", "Ce mercredi exceptionnellement Claire a fini à 11h à cause de la sortie scolaire."),  # lang: fr
    ("Claire a cours le mercredi matin de 8h à 12h.", "Le mercredi matin, Claire a deux heures en 4e B puis deux heures en 3e A."),  # lang: fr
    ("La sortie au Palais de la Découverte est le 4 avril.", "Pour la sortie du 4 avril, il faut trois accompagnateurs en plus de Claire."),  # lang: fr
    ("La sortie au Palais de la Découverte est le 4 avril.", "La sortie du 4 avril coûte 12 euros par élève, car compris."),  # lang: fr
    ("Claire est payée à l'échelon 6 de la grille des certifiés.", "L'échelon 6 de Claire correspond à environ 2 400 euros net par mois."),  # lang: fr
    ("La salle de Claire est la B12.", "Le lundi, Claire fait cours en B12 et aussi en B14 pour le groupe de soutien."),  # lang: fr
    ("Le manuel de 4e utilisé est le Sésamath.", "Claire complète le Sésamath avec des fiches d'exercices qu'elle fait elle-même."),  # lang: fr
    ("Le manuel de 4e utilisé est le Sésamath.", "En 3e, le collège utilise le Transmath, alors qu'en 4e c'est le Sésamath."),  # lang: fr
    ("La réunion parents-profs des 4e est le jeudi 9 janvier à 17h.", "Pour la réunion du 9 janvier, chaque rendez-vous dure 10 minutes."),  # lang: fr
    ("La réunion parents-profs des 4e est le jeudi 9 janvier à 17h.", "Claire a pris un créneau de remplacement le 10 janvier pour les parents qui ne peuvent pas venir le 9."),  # lang: fr
    ("Le brevet blanc de maths dure 2 heures.", "Les élèves avec tiers-temps ont 2 heures 40 au brevet blanc de maths."),  # lang: fr
    ("Le brevet blanc de maths dure 2 heures.", "Le brevet blanc de maths de 2 heures a lieu le 3 février."),  # lang: fr
    ("Claire est professeure principale de la 4e B.", "Être professeure principale de la 4e B rapporte à Claire une indemnité d'environ 100 euros par mois."),  # lang: fr
    ("La cantine du collège coûte 4,20 euros le repas pour les profs.", "Le repas à 4,20 euros comprend entrée, plat et dessert."),  # lang: fr
    ("La cantine du collège coûte 4,20 euros le repas pour les profs.", "L'an dernier le repas prof à la cantine coûtait 3,95 euros."),  # lang: fr
    ("Claire rend les copies corrigées le lundi suivant le contrôle.", "Pour le contrôle de vendredi, Claire rendra exceptionnellement les copies mercredi, à cause du pont."),  # lang: fr
    ("L'élève Inès Haddad est déléguée de la 4e B.", "Inès Haddad est déléguée de la 4e B avec Léo Petit comme suppléant."),  # lang: fr
    ("Claire a 18 heures de cours par semaine.", "Claire fait en plus une heure supplémentaire payée chaque semaine, au-delà de ses 18 heures."),  # lang: fr
    ("Claire a 18 heures de cours par semaine.", "Les 18 heures de Claire se répartissent sur quatre jours et demi."),  # lang: fr
    ("Claire a 18 heures de cours par semaine.", "Claire avait demandé une décharge pour passer à 16 heures, mais elle a finalement retiré sa demande."),  # lang: fr
    ("La demande de mutation de Claire est déposée.", "Claire a demandé Lyon en premier vœu de mutation."),  # lang: fr
    ("Tomek bierze 120 zł za godzinę pracy hydraulicznej.", "Pani Nowak zapłaciła Tomkowi 100 zł za godzinę, bo to stała klientka."),  # lang: pl
    ("Tomek bierze 120 zł za godzinę pracy hydraulicznej.", "W weekendy Tomek bierze 180 zł za godzinę, w tygodniu 120 zł."),  # lang: pl
    ("Tomek bierze 120 zł za godzinę pracy hydraulicznej.", "Tomek myślał o podwyżce do 150 zł, ale na razie zostaje przy 120 zł."),  # lang: pl
    ("Tomek kupuje rury i złączki w hurtowni Instal-Bud przy Grochowskiej.", "W Instal-Bud przy Grochowskiej Tomek ma 8% rabatu."),  # lang: pl
    ("Tomek kupuje rury i złączki w hurtowni Instal-Bud przy Grochowskiej.", "Raz, jak w Instal-Bud zabrakło zaworów, Tomek kupił je w Castoramie."),  # lang: pl
    ("Piec gazowy u państwa Wiśniewskich to Vaillant ecoTEC.", "Vaillant ecoTEC u Wiśniewskich ma już 11 lat."),  # lang: pl
    ("Przegląd pieca u pani Zielińskiej jest 14 października.", "Przegląd u pani Zielińskiej 14 października jest o 9 rano."),  # lang: pl
    ("Przegląd pieca u pani Zielińskiej jest 14 października.", "Syn pani Zielińskiej też chce przegląd, ale dopiero w listopadzie."),  # lang: pl
    ("Łazienka u Kowalskich ma 6 metrów kwadratowych.", "W łazience u Kowalskich, 6 metrów kwadratowych, ma być prysznic walk-in."),  # lang: pl
    ("Łazienka u Kowalskich ma 6 metrów kwadratowych.", "Kowalscy mają też drugą łazienkę, na piętrze, o powierzchni 3 metrów kwadratowych."),  # lang: pl
    ("Pomocnikiem Tomka jest Kuba.", "Kuba pracuje z Tomkiem tylko przy dużych remontach."),  # lang: pl
    ("Tomek wystawia faktury w programie inFakt.", "W inFakt Tomek ma też rozliczenie VAT-u co kwartał."),  # lang: pl
    ("Tomek daje 24 miesiące gwarancji na swoje usługi.", "Na podgrzewacze Tomek daje tyle, ile producent, czyli 5 lat, niezależnie od swoich 24 miesięcy na robociznę."),  # lang: pl
    ("Kocioł kondensacyjny dla pana Lewandowskiego kosztuje 7 800 zł.", "Za kocioł dla pana Lewandowskiego, 7 800 zł, Tomek dostał jednorazowo 5% rabatu, bo zamawiał dwa."),  # lang: pl
    ("Kocioł kondensacyjny dla pana Lewandowskiego kosztuje 7 800 zł.", "7 800 zł to mniej więcej 1 800 euro."),  # lang: pl
    ("Tomek pracuje od poniedziałku do soboty.", "W tę sobotę Tomek akurat nie pracował, bo miał wesele brata."),  # lang: pl
    ("Tomek pracuje od poniedziałku do soboty.", "Tomek pracuje od poniedziałku do soboty, w soboty tylko do 14."),  # lang: pl
    ("Tomek jeździ Fiatem Ducato z 2016 roku.", "W Fiacie Ducato Tomek ma regały na złączki i narzędzia."),  # lang: pl
    ("Pani Nowak mieszka na Mokotowskiej 41.", "Pani Nowak mieszka na Mokotowskiej 41, mieszkanie 7, trzecie piętro."),  # lang: pl
    ("Tomek ma uprawnienia gazowe ważne do 2027 roku.", "Tomek ma też uprawnienia elektryczne do 1 kV, ważne do 2027 roku."),  # lang: pl
    ("Księgowa Tomka to pani Dorota.", "Pani Dorota prowadzi też księgowość szwagra Tomka."),  # lang: pl
    ("Dr. Elif'in muayenehanesi hafta içi 09:00-18:00 arası açık.", "Cuma günleri Dr. Elif'in muayenehanesi 20:00'ye kadar açık, diğer günler 18:00'de kapanıyor."),  # lang: tr
    ("Dr. Elif'in muayenehanesi hafta içi 09:00-18:00 arası açık.", "Bu perşembe Elif Hanım kongre yüzünden muayenehaneyi 14:00'te kapattı."),  # lang: tr
    ("Kanal tedavisi ücreti 4.500 TL.", "Ayşe Hanım'ın annesine Elif Hanım kanal tedavisini 3.500 TL'ye yaptı, eski hasta olduğu için."),  # lang: tr
    ("Kanal tedavisi ücreti 4.500 TL.", "4.500 TL'lik kanal tedavisine dolgu dahil değil."),  # lang: tr
    ("Kanal tedavisi ücreti 4.500 TL.", "Geçen yıl kanal tedavisi 3.200 TL idi."),  # lang: tr
    ("Kliniğin implant tedarikçisi Straumann.", "Straumann'ın temsilcisi kliniğe ayda bir uğruyor."),  # lang: tr
    ("Hasta Mehmet Kaya'nın penisilin alerjisi var.", "Mehmet Kaya'nın penisilin alerjisi hafif, sadece kaşıntı yapıyor."),  # lang: tr
    ("Asistan Zeynep salı ve perşembe günleri çalışıyor.", "Zeynep bu hafta fazladan cumartesi de geldi."),  # lang: tr
    ("Mehmet Kaya'nın implant ameliyatı 12 Mart'ta.", "Mehmet Kaya'nın 12 Mart'taki ameliyatı sabah 10'da, iki saat sürecek."),  # lang: tr
    ("Mehmet Kaya'nın implant ameliyatı 12 Mart'ta.", "Mehmet Kaya'nın eşi de 12 Mart'ta diş temizliğine gelecek."),  # lang: tr
    ("Kliniğin kirası ayda 25.000 TL.", "25.000 TL kiraya aidat dahil değil, aidat ayrıca 2.000 TL."),  # lang: tr
    ("Kliniğin kirası ayda 25.000 TL.", "Elif Hanım'ın evinin kirası da ayda 25.000 TL."),  # lang: tr
    ("Röntgen cihazı Planmeca marka.", "Planmeca röntgen cihazının yıllık bakımı ocak ayında yapılıyor."),  # lang: tr
    ("Elif Hanım'ın muhasebecisi Hakan Bey.", "Hakan Bey her ayın 20'sinde faturaları topluyor."),  # lang: tr
    ("Diş beyazlatma seansı 3.000 TL.", "Bu ay kampanya var, diş beyazlatma seansı 2.400 TL, sonra yine 3.000 TL olacak."),  # lang: tr
    ("Kliniğin randevu sistemi DentalSoft.", "DentalSoft hastalara randevudan bir gün önce SMS gönderiyor."),  # lang: tr
    ("Elif Hanım çocuk hastaları kabul etmiyor.", "Elif Hanım çocuk hastaları karşıdaki pedodontist Dr. Burak'a yönlendiriyor."),  # lang: tr
    ("Ayşe Demir'in ortodonti kontrol randevusu 26 Mart'ta.", "Ayşe Demir'e 26 Mart'taki kontrolde yeni plaklar verilecek."),  # lang: tr
    ("林悦的笔译报价是每千字280元。", "给老客户王总那边,林悦这次按每千字250元算,只是这一单。"),  # lang: zh
    ("林悦的笔译报价是每千字280元。", "林悦的法律类笔译是每千字350元,一般稿件每千字280元。"),  # lang: zh
    ("林悦的笔译报价是每千字280元。", "林悦考虑过涨到每千字300元,但最后没涨。"),  # lang: zh
    ("林悦的笔译报价是每千字280元。", "每千字280元,一万字的稿子就是2800元。"),  # lang: zh
    ("林悦主要给星桥翻译公司接稿。", "星桥翻译公司的项目经理叫陈静。"),  # lang: zh
    ("林悦主要给星桥翻译公司接稿。", "林悦以前在星桥翻译公司做过两年全职。"),  # lang: zh
    ("那份专利翻译的截止日期是3月15日。", "林悦打算3月13日先交初稿,比3月15日的截止早两天。"),  # lang: zh
    ("林悦用的翻译软件是Trados 2021。", "林悦的Trados 2021里有三个术语库。"),  # lang: zh
    ("口译半天的价格是2500元。", "如果口译超过四个小时,就按全天4500元算,半天还是2500元。"),  # lang: zh
    ("口译半天的价格是2500元。", "去年林悦的口译半天是2000元。"),  # lang: zh
    ("客户张先生的公司在上海浦东。", "张先生的公司在浦东张江,离地铁站很近。"),  # lang: zh
    ("林悦的CATTI二级证书2028年到期。", "林悦的CATTI二级是英语笔译,口译是三级。"),  # lang: zh
    ("那本小说的译稿一共是23万字。", "23万字的小说译稿分成三批交。"),  # lang: zh
    ("林悦每周一和周四上午给大学上翻译课。", "这周一林悦请了假,课挪到了周三补。"),  # lang: zh
    ("译通公司的付款周期是60天。", "译通公司的加急稿件是15天付款,普通稿件还是60天。"),  # lang: zh
    ("林悦的审校搭档是李明。", "李明审校一般按笔译费的30%收费。"),  # lang: zh
    ("医疗器械说明书要按照客户的术语表翻译。", "医疗器械说明书的术语表有1200个词条。"),  # lang: zh
    ("Quán phở của chị Lan mở cửa từ 6 giờ sáng đến 2 giờ chiều.", "Chủ nhật quán phở chị Lan mở đến 3 giờ chiều."),  # lang: vi
    ("Quán phở của chị Lan mở cửa từ 6 giờ sáng đến 2 giờ chiều.", "Hôm nay quán đóng sớm lúc 12 giờ vì chị Lan đi đám cưới."),  # lang: vi
    ("Chị Lan lấy thịt bò ở chợ Bình Điền, mối của anh Tư.", "Anh Tư giao thịt bò cho chị Lan lúc 4 giờ sáng mỗi ngày."),  # lang: vi
    ("Chị Lan lấy thịt bò ở chợ Bình Điền, mối của anh Tư.", "Tuần này anh Tư hết hàng nên chị Lan mua tạm ở chợ Bà Chiểu một lần."),  # lang: vi
    ("Tô phở tái giá 55 nghìn đồng.", "Tô phở tái lớn giá 65 nghìn, tô thường 55 nghìn."),  # lang: vi
    ("Tô phở tái giá 55 nghìn đồng.", "Sáng thứ hai đầu tháng chị Lan giảm còn 45 nghìn cho khách quen, chỉ một ngày."),  # lang: vi
    ("Tô phở tái giá 55 nghìn đồng.", "Năm ngoái tô phở tái ở quán chị Lan chỉ 50 nghìn."),  # lang: vi
    ("Tiền thuê mặt bằng quán là 18 triệu một tháng.", "18 triệu tiền thuê chưa tính tiền điện nước."),  # lang: vi
    ("Tiền thuê mặt bằng quán là 18 triệu một tháng.", "Chị Lan định chuyển sang mặt bằng rẻ hơn nhưng rồi quyết định ở lại."),  # lang: vi
    ("Nhân viên phục vụ của quán là em Hoa và em Tuấn.", "Em Hoa làm ca sáng, em Tuấn làm ca chiều."),  # lang: vi
    ("Quán đóng cửa nghỉ Tết từ 28 tháng Chạp đến mùng 6.", "Nghỉ Tết từ 28 tháng Chạp đến mùng 6, quán vẫn nhận đặt bánh chưng trước."),  # lang: vi
    ("Quán dùng máy tính tiền KiotViet.", "KiotViet của quán có in hóa đơn cho khách công ty."),  # lang: vi
    ("Chị Lan đóng thuế khoán 3 triệu một quý.", "3 triệu một quý tức là khoảng 1 triệu mỗi tháng."),  # lang: vi
    ("Quán nhận giao hàng qua GrabFood.", "Đơn GrabFood của quán phải trên 50 nghìn mới giao."),  # lang: vi
    ("صيدلية الدكتورة ريم تفتح من الساعة 8 صباحاً حتى 10 مساءً.", "في رمضان تفتح صيدلية الدكتورة ريم من 10 صباحاً حتى 2 بعد منتصف الليل."),  # lang: ar
    ("صيدلية الدكتورة ريم تفتح من الساعة 8 صباحاً حتى 10 مساءً.", "يوم الجمعة تفتح الصيدلية من الساعة 4 عصراً فقط."),  # lang: ar
    ("المورّد الرئيسي للصيدلية هو شركة الحكمة.", "شركة الحكمة توصّل الطلبيات إلى الصيدلية مرتين في الأسبوع."),  # lang: ar
    ("سعر علبة الأنسولين لانتوس 18 ديناراً.", "بعض شركات التأمين تغطي 80٪ من سعر لانتوس البالغ 18 ديناراً."),  # lang: ar
    ("الصيدلاني المساعد في الصيدلية هو أحمد.", "أحمد يعمل في الفترة المسائية فقط."),  # lang: ar
    ("المريض أبو خالد يأخذ الميتفورمين 500 ملغ مرتين يومياً.", "زوجة أبو خالد تأخذ أيضاً الميتفورمين 500 ملغ."),  # lang: ar
    ("المريض أبو خالد يأخذ الميتفورمين 500 ملغ مرتين يومياً.", "أبو خالد يأخذ الميتفورمين 500 ملغ مع الفطور والعشاء."),  # lang: ar
    ("المريض أبو خالد يأخذ الميتفورمين 500 ملغ مرتين يومياً.", "أبو خالد كان يأخذ الميتفورمين 250 ملغ في البداية قبل سنتين."),  # lang: ar
    ("الصيدلية تتعامل مع تأمين نات هيلث.", "مطالبات نات هيلث تُرسل في نهاية كل شهر."),  # lang: ar
    ("إيجار الصيدلية 700 دينار شهرياً.", "الإيجار 700 دينار شهرياً يُدفع كل ثلاثة أشهر مقدماً."),  # lang: ar
    ("إيجار الصيدلية 700 دينار شهرياً.", "إيجار مستودع الصيدلية منفصل، وهو 200 دينار شهرياً."),  # lang: ar
    ("सुनीता जी का बुटीक सुबह 10 से शाम 8 बजे तक खुलता है।", "दिवाली के हफ़्ते में बुटीक रात 10 बजे तक खुला रहेगा।"),  # lang: hi
    ("सुनीता जी का बुटीक सुबह 10 से शाम 8 बजे तक खुलता है।", "मंगलवार को बुटीक बंद रहता है, बाकी दिन 10 से 8 बजे तक।"),  # lang: hi
    ("सुनीता जी ब्लाउज़ की सिलाई के 800 रुपये लेती हैं।", "मिसेज़ शर्मा से इस बार सुनीता जी ने 600 रुपये ही लिए, क्योंकि उन्होंने पाँच ब्लाउज़ दिए थे।"),  # lang: hi
    ("सुनीता जी ब्लाउज़ की सिलाई के 800 रुपये लेती हैं।", "डिज़ाइनर ब्लाउज़ के 1500 रुपये हैं, सादे ब्लाउज़ के 800 रुपये।"),  # lang: hi
    ("सुनीता जी ब्लाउज़ की सिलाई के 800 रुपये लेती हैं।", "पिछले साल तक ब्लाउज़ की सिलाई 650 रुपये थी।"),  # lang: hi
    ("कपड़ा सूरत के राठी टेक्सटाइल से आता है।", "राठी टेक्सटाइल हर महीने की 5 तारीख़ को माल भेजता है।"),  # lang: hi
    ("कारीगर रमेश और सलीम बुटीक में काम करते हैं।", "रमेश कढ़ाई का काम करता है और सलीम कटिंग का।"),  # lang: hi
    ("मिसेज़ गुप्ता की बेटी का लहंगा 15 नवंबर तक तैयार होना है।", "मिसेज़ गुप्ता की बेटी के लहंगे की आख़िरी फ़िटिंग 12 नवंबर को है।"),  # lang: hi
    ("दुकान का किराया 25,000 रुपये महीना है।", "25,000 रुपये किराए में बिजली का बिल शामिल नहीं है।"),  # lang: hi
    ("दुकान का किराया 25,000 रुपये महीना है।", "सुनीता जी की बहन की दुकान का किराया भी 25,000 रुपये है।"),  # lang: hi
    ("Daktari wa mifugo Amina anatoza shilingi 1,500 kwa kutembelea shamba.", "Kwa mzee Juma, Amina alitoza shilingi 1,000 tu mara hii kwa sababu ni jirani yake."),  # lang: sw
    ("Daktari wa mifugo Amina anatoza shilingi 1,500 kwa kutembelea shamba.", "Amina anatoza shilingi 1,500 kwa kutembelea, dawa hulipwa peke yake."),  # lang: sw
    ("Amina ananunua chanjo kutoka duka la Agrovet la Kiambu.", "Agrovet ya Kiambu hufunguliwa saa mbili asubuhi."),  # lang: sw
    ("Ng'ombe wa mzee Juma wana ugonjwa wa ndigana.", "Ng'ombe wawili kati ya sita wa mzee Juma ndio wenye ndigana."),  # lang: sw
    ("Chanjo ya kuku ya shamba la Wanjiru ni tarehe 10 Juni.", "Chanjo ya kuku tarehe 10 Juni itaanza saa tatu asubuhi."),  # lang: sw
    ("Les élèves de Claire doivent rendre le DM de géométrie lundi.", "Le DM de géométrie à rendre lundi compte pour un coefficient 1."),  # lang: fr
    ("Les élèves de Claire doivent rendre le DM de géométrie lundi.", "Lucas, qui était absent, a le droit de rendre le DM de géométrie mercredi, exceptionnellement."),  # lang: fr
    ("Claire fait la surveillance de la cour le mardi à 10h.", "Ce mardi Claire a échangé sa surveillance de 10h avec M. Roussel, juste pour cette fois."),  # lang: fr
    ("Pani Zielińska płaci Tomkowi gotówką.", "Pani Zielińska płaci gotówką od razu po robocie."),  # lang: pl
    ("Tomek robi wyceny za darmo.", "Dla sąsiadów Tomek zawsze robił wyceny za darmo, jeszcze zanim założył firmę."),  # lang: pl
    ("Tomek robi wyceny za darmo.", "Tomek robi wyceny za darmo w promieniu 20 km od Warszawy."),  # lang: pl
    ("Elif Hanım cumartesi günleri yarım gün çalışıyor.", "Elif Hanım cumartesileri 10:00 ile 14:00 arası çalışıyor."),  # lang: tr
    ("林悦的工作邮箱是linyue@fanyi.cn。", "林悦的私人邮箱跟工作邮箱linyue@fanyi.cn不是同一个。"),  # lang: zh
    ("客户张先生要的是简体中文版。", "张先生要的简体中文版要配合他们的英文原版排版。"),  # lang: zh
    ("Mrs. Okafor's daughter is her emergency contact.", "Mrs. Okafor's daughter, her emergency contact, is reachable after 5 pm."),
    ("Rafa's truck takes cash only.", "Rafa's truck takes cash only at the Saturday market, where the signal is bad."),
    ("Ines pays Maeve $16 an hour.", "Ines pays Maeve $16 an hour plus a $50 bonus for each event she works."),
    ("Ines pays Maeve $16 an hour.", "Maeve got a one-time $200 holiday bonus on top of her $16 an hour."),
    ("The Dalton Tech permit lets Rafa sell on campus through June 30.", "Rafa's Dalton Tech permit through June 30 cost $600 for the term."),
    ("Wen's committee has four members.", "Wen's committee has four members, two of them from outside the department."),
    ("Marcus's service area is within 25 miles of the shop.", "Marcus drove 40 miles for the Kaplans' generator because they're old clients, outside his 25-mile area."),
    ("Marcus's service area is within 25 miles of the shop.", "Marcus's 25-mile service area is about 40 kilometers."),
]
