"""Twenty-fourth held-out corpus for the corrects-or-compatible decision (independent author, corrcorp24).

What it is: three lists of (OLD, NEW) pairs of memories, stored one after the other. OLD is
already stored; NEW arrives later.

- CORRECTIONS: NEW replaces OLD; OLD is no longer true, or never was.
- UPDATES: OLD was true when it was said; NEW gives a later state of the same counted or staged
  thing on a customer's record (an order posted -> out for delivery -> delivered, a return
  received -> refunded, a ticket escalated -> resolved, an estimate approved -> car on the lift ->
  ready, an application in background check -> approved, a dental cleaning -> recovery -> home,
  a deposit paid, a payment plan 2 of 6 -> 4 of 6, loyalty points, rooms picked up in a wedding
  block, lessons driven out of a package, boxes delivered, units rented, reviews, subscribers).
- COMPATIBLE: both stay true. Mostly hard near-misses with the same OLD as a correction
  (360 of the 366 share their OLD with a CORRECTIONS pair).

How it was written: by hand on 2026-12-07, in one sitting, by a twenty-fourth independent
author (a helper session, corrcorp24) who read only the task brief, the module docstring of the
twenty-third corpus (tests/independent/corrections_heldout23.py, printed with ast.get_docstring;
none of its pairs) and the [tool.ruff] sections of pyproject.toml (printed with awk). The author
did not read the system's rules (zeusmem/), docs/, any test file or any other corpus's entries,
did not grep the repository, did not import zeusmem and did not run the system on this corpus;
nothing here was fitted to the rules. Slip to report: `git worktree add` printed the subject
line of main's last commit (a change to the secrets detector and its timing on a CI test; it
names no corpus and no score); the author saw it and did not use it. Of /work/shared/locomo-dev/
the author printed only the top-level keys of one conversation file and the first lines of its
README; no LoCoMo text was read for content or copied. No other outside data set was opened.
The pairs were typed by hand as plain lines grouped under their OLD; a throw-away script under
/tmp (not committed) only quoted them into literals, checked that no pair repeats, none sits in
two lists and no OLD equals its NEW, and counted them.

Emphasis (chosen to differ from the earlier corpora as the twenty-third docstring describes
them: #23 one professional's own work; #22 casual personal chats about health, family, money and
home; #21 a team's or project's memory; #20 a personal assistant's "User prefers ..." lines;
#19 chat turns between named people; #18 agent notes, key: value lines, JSON and diffs; earlier
ones life events, mem0/LangMem/Zep formats, HR/subscriptions, schedules): the memory of a
SERVICE DESK that keeps records about MANY customers at once - a support agent, a front desk,
a service counter. Why: in such a memory the same kind of fact (an address, an order number, a
room, a plan, a dose, a due date) is stored for dozens of different people and items side by
side, so the hardest near-miss is another customer's, order's, room's or pet's own value, and a
common real correction is a fact filed on the wrong customer or the wrong order; identifiers
(order, ticket, account, confirmation, loyalty and microchip numbers, plates, phone numbers)
make digit-typo corrections natural; and orders, returns, tickets and repairs move through
stages, which gives the updates. In English six desks: an online outdoor-gear shop's support
agent (TrailNorth: addresses, sizes, orders, returns, warranty claims, rewards tiers, contact
preferences, shipping and return policy), a small internet provider's helpdesk (Lumen Fiber:
plans, account holders, installs, routers, bills, outages, technicians), a hotel front desk
(Harbor Inn: rooms, arrivals, allergies, wedding block, rates, parking, hours), an independent
garage's service desk (Brightline Auto: cars, plates, quotes, codes, oil, pickup times, a fleet
account), a property-management office (Cedar Court: tenants, units, rent, leases, pets,
parking spaces, maintenance, building rules) and a vet clinic's reception (Paws & Claws: pets'
weights, doses, allergies, bookings, vets, fees). In the other languages one desk each: a
Brazilian cosmetics web shop (pt), a gym in Bologna (it), a bicycle repair shop in Utrecht (nl),
an internet provider in Lviv (uk), a ferry travel agency in Piraeus (el), a furniture store's
delivery desk in Haifa (he), a lunch-box caterer in Bandung (id), a tour agency in Chiang Mai
(th) and a driving school in Uppsala (sv). Memories are plain desk notes in the third person
("Rosa Delgado's bill is due on the 15th"), with the correction sometimes in the agent's own
voice ("I misread the ticket", "Typo in my note", "Mi ero sbagliata").

The corrections are phrased the ways people phrase them: terse ("Actually Priya wants ... S"),
"No wait, ...", "Scratch that: ...", "Never mind the church shuttle", "Typo:" / "Digits were
swapped" (505-555-0193 -> 0139, HR-552093 -> HR-552903, P0420 -> P0240, GZ48213 -> GZ42813,
58213 -> 58231), a second source overruling the first (the account system, the carrier scan,
the VIN, the dealer letter, the rabies certificate, a DNA test, the signed lease, the tech's
report, the billing system, Trafikverket), a price, fee, rate or hour changed for good (labor
rate, exam fee, free-shipping threshold, pet deposit, late fee, breakfast and check-in times,
parking, paket A, the ferry timetable), a person, supplier or tool replaced (technician, trainer,
handyman, driving instructor, parts supplier, booking software, emergency hospital, owner of the
building), a fact put on the wrong customer, item, room or pet (the buckle claim was Sam's pack,
the coupon credit is Lydia Chow's, the fragrance allergy is the daughter's, the washer is in 5B,
the AC is broken in 303), a date, time or venue moved (install, delivery, dental, uppkörning,
syukuran, tour, ferry ticket), a plan called off (a shuttle, a neuter, a repaint, a rafting tour,
a stay), a state that ended (account unlocked, pool reopened, add-on cancelled, subscription
ended), and a finding redefined (the cat is a dog, chicken -> beef, husky -> malamute, the
converter is fine, it's the O2 sensor). The compatible near-misses are what looks like a change
and is not: the same value in other units or formats (22 lb = 10 kg, 300 Mbps = 0.3 Gbps,
6:40 p.m. = 18:40, $135 an hour = $2.25 a minute, 720 kronor per 40 minutes = 18 per minute, an
annual 480 euro = 40 a month, 4/8 = April 8), more detail of the same value (time inside a window,
trim and colour, the split of a quote, the tax-inclusive total), a one-off or exception (one
order to the office, a one-time extension or discount, a holiday closing, a single cash payment,
a one-day locker), another person's or item's own value (the husband's car, the neighbour's
install, the other order, the next room, the sister's appointment, the other cat), a list of
similar items each with its own value (order TN-40518 / TN-40561, room 214 / 216, space 17 / 18,
van 1 / van 3, armadietto 23 / 24), history ("used to pay $60", "used to be open until 3"), a
change considered but not made ("asked about the 1 Gig plan but stays on 300"), and an
instruction next to a fact ("tell customers to keep the box", "knock twice before entering").

Labelling decisions on open questions:
- A customer's standing value (address, phone, email, plan, payment method, contact channel,
  size, standing order size, supplier, staff member) changed going forward is a CORRECTION; a
  different value for one order, one visit or one day is COMPATIBLE.
- A price, fee, rate, policy or opening hour changed going forward is a CORRECTION; a discount,
  waiver, extension or closing for one case or one day, or a separate price for another item,
  tier or customer group, is COMPATIBLE.
- An order, return, claim, ticket, repair, application or booking moving along its stages, and
  a running count or balance moving (points, payments, nights, rooms picked up, lessons, boxes,
  units rented, reviews), are UPDATES; the date or time of a step that moved, and a booking or
  plan called off, are CORRECTIONS; a record that turns out wrong ("he's actually current on
  rent", "the return was denied, not approved") is a CORRECTION.
- A state that simply ended (an account unlocked, a pool reopened, an add-on or a subscription
  cancelled, a customer who won't come back) is a CORRECTION, not an update.
- A fact recorded for the wrong customer, order, room, car or pet is a CORRECTION even when it
  is true of someone else; the other one's own value stated separately is COMPATIBLE.
- A value restated in other units or formats, or made more precise inside what was said (a time
  inside a booked window), is COMPATIBLE; a dose or diet changed by the vet is a CORRECTION.

Languages: English plus nine languages that neither the twenty-second nor the twenty-third corpus
used (they used es, de, ja, ru, ko, fr, pl, tr, zh, vi, ar, hi, sw): Portuguese (pt, Brazilian),
Italian (it), Dutch (nl), Ukrainian (uk), Greek (el), Hebrew (he), Indonesian (id), Thai (th) and
Swedish (sv). Each language has its own desk with local names, currencies (reais, euros,
hryvnias, shekels, rupiah, baht, kronor), institutions and habits (CEP, Pix, boleto, Correios
PAC/Sedex; certificato medico; pin and collegekaart; PrivatBank; Blue Star ferries and the
pensioner discount; payments in ten instalments; QRIS and nasi kotak; PromptPay; Trafikverket,
handledare, halkbana and Swish), covering the same moves as the English ones. Within a pair both
statements share a language. Every non-English pair carries a ``# lang: xx`` comment (ISO 639-1)
on its line; untagged pairs are English. The non-English pairs were written by the author, not
by native speakers, in a plain note register.

Counts (709 pairs, 246 not in English):
- CORRECTIONS: 252 pairs, 161 English, 91 other: pt 11, it 10, nl 10, uk 10, el 10, he 10, id 10, th 10, sv 10.
- UPDATES: 91 pairs, 60 English, 31 other: pt 4, it 4, nl 4, uk 3, el 3, he 3, id 3, th 3, sv 4.
- COMPATIBLE: 366 pairs, 242 English, 124 other: pt 15, it 14, nl 14, uk 14, el 14, he 14, id 13, th 13, sv 13.
"""

from typing import List, Tuple

CORRECTIONS: List[Tuple[str, str]] = [
    ("Maya Kim's shipping address is 14 Alder Lane, Portland, OR 97202.", "Maya Kim moved last month; ship to 220 Birch Street, Apt 5, Portland, OR 97214 from now on."),
    ("Maya Kim's order TN-40518 is a Halden 2-person tent, $289.", "Typo in my note: Maya's tent order is TN-40158, not TN-40518."),
    ("Derek Osei wears a men's 10.5 in the Ridgeline boots.", "Derek exchanged the 10.5s because they pinched; the 11 fits him, so his Ridgeline size is 11."),
    ("Derek Osei prefers to be contacted by email, not by phone.", "Derek says our emails go to his spam now and asked us to text him at 503-555-0148 instead of emailing."),
    ("Priya Raman is a Gold member of TrailNorth Rewards.", "Priya's Gold status lapsed in January when her yearly spend dropped; she's Silver now."),
    ("Tom Haskell's return for the Kestrel rain jacket was approved.", "I misread the ticket: Tom Haskell's Kestrel return was denied, not approved, because the jacket had been worn and washed."),
    ("Carlos Mejía's order TN-40792 ships via UPS Ground.", "Carlos paid for the upgrade, so TN-40792 now goes UPS 2nd Day Air."),
    ("Beth Ann Ruiz's warranty claim on her Summit 40 backpack is for a broken hip-belt buckle.", "Scratch that: Beth Ann's claim is for a torn shoulder strap; the buckle was Sam Whitaker's pack."),
    ("June Park is subscribed to the TrailNorth monthly newsletter.", "June Park unsubscribed from the newsletter on the 3rd; don't add her back."),
    ("Omar Haddad has $75 of store credit, expiring December 31.", "The account system shows Omar's store credit expires June 30, not December 31."),
    ("Lena Fischer's TrailNorth account is locked after too many password attempts.", "Lena Fischer reset her password this morning and her account is unlocked again."),
    ("TrailNorth's return window is 30 days from delivery.", "As of March 1 the return window is 60 days from delivery, per the new policy page."),
    ("Orders over $75 ship free.", "The free-shipping threshold went up to $99 this week."),
    ("Sam Whitaker wants all his orders gift-wrapped.", "No wait, Sam only wanted gift wrap on the one order for his dad's birthday; nothing gift-wrapped by default."),
    ("Carlos Mejía's mobile number is 505-555-0193.", "Digits were swapped: Carlos's mobile is 505-555-0139."),
    ("Maya Kim's Halden tent is backordered until May 12.", "The supplier pushed the Halden restock to June 2, so Maya's tent won't ship before then."),
    ("Derek Osei's warranty claim is being handled by Kelsey.", "Kelsey is on leave for a month; Derek's claim has been handed to Andre."),
    ("Priya Raman wants the Kestrel jacket in size M.", "Actually Priya wants the Kestrel jacket in S; the M was for her husband."),
    ("Tom Haskell's account email is tom.haskell@outlook.com.", "Tom changed his account email to thaskell.hikes@gmail.com; the Outlook one is closed."),
    ("Beth Ann Ruiz's order TN-41033 is going to her daughter in Boise.", "That was wrong: TN-41033 goes to Beth Ann's own address in Spokane; the Boise order is TN-41037."),
    ("The Ridgeline boots run half a size small, per our size guide.", "The factory fixed the last in the 2025 run; the Ridgeline boots now run true to size."),
    ("June Park's ticket #22817 is about being charged twice for one order.", "Correction: ticket #22817 is Omar Haddad's double charge; June Park's ticket is #22871, about a missing item."),
    ("Customers with a damaged item get a prepaid return label.", "New rule from the ops lead: for damaged items under $50 we refund without asking for the item back."),
    ("Omar Haddad's favourite brand is Fjellvik; he asks to be told about their new arrivals.", "Omar asked us to stop the Fjellvik new-arrival alerts; he's not interested in that brand anymore."),
    ("Sam Whitaker's order TN-40977 was delivered on April 8.", "Sam Whitaker's TN-40977 was actually delivered April 18; the carrier scan shows the 18th."),
    ("Lena Fischer ships to Germany, so her orders go through our EU warehouse in Rotterdam.", "We closed the Rotterdam warehouse; Lena's orders to Germany now ship from the Leipzig one."),
    ("The Novak household, account 88-20431, is on the 300 Mbps plan at $55 a month.", "The Novaks upgraded on the 1st; account 88-20431 is on the 1 Gig plan now, $80 a month."),
    ("Account 88-20431 belongs to Pavel Novak.", "The account holder for 88-20431 is Irena Novak, not Pavel; Pavel is only an authorized user."),
    ("Gail Brenner's install is booked for Thursday, May 9, between 8 and noon.", "Gail called and moved her install to Tuesday, May 14, same 8-to-noon window."),
    ("Pete Larkin's bakery (business account 77-01288) has a static IP.", "Pete dropped the static IP add-on last billing cycle to save the $15; the bakery is on a dynamic IP now."),
    ("Rosa Delgado uses a Lumen XR6 router we rent to her for $10 a month.", "Rosa returned the XR6 and bought her own Eero; she no longer rents our router."),
    ("Rosa Delgado's bill is due on the 15th of each month.", "Rosa asked to move her due date; her bill is due on the 28th from now on."),
    ("Hank Moore wants paper bills mailed to him.", "Hank signed up for e-billing on the phone today; stop the paper bills."),
    ("Hank Moore's address is 1720 Route 9, Unit 3.", "The service address for Hank Moore is Unit 8, not Unit 3; it was misread from his handwriting."),
    ("Ayesha Siddiqui reported her internet dropping every evening around 7.", "Scratch that, Ayesha said the drops happen in the morning, around 7 a.m., not in the evening."),
    ("Ayesha Siddiqui's ticket #5512 is assigned to technician Luis.", "Luis is out sick; Ayesha's ticket #5512 was reassigned to technician Bree."),
    ("The Novaks' router is in the basement.", "Irena Novak moved the router up to the living room last weekend."),
    ("Outage credits are $5 per day of outage.", "New policy from billing: outage credits are prorated by the hour now, not $5 a day."),
    ("Pete Larkin's bakery opens at 6 a.m., so technicians can't visit before 2 p.m.", "Pete says techs can come any time now; his manager Dana can let them in during the morning rush."),
    ("Gail Brenner is a new customer referred by Rosa Delgado.", "Gail was actually referred by Hank Moore, not Rosa; the referral credit goes to Hank."),
    ("Gail Brenner's phone number is (413) 555-0162.", "Gail's number was one digit off in the sign-up form: it's (413) 555-0126."),
    ('The Novaks\' Wi-Fi network is called "Novak5G".', 'Irena renamed the Wi-Fi to "NovakHome" after the router reset.'),
    ("Hank Moore has been a customer since 2019.", "Correction from the billing system: Hank Moore has been a customer since 2016."),
    ("Rosa Delgado is on the promotional rate of $45 until August.", "The promotional rate ended early when Rosa changed plans; she pays the standard $60 now."),
    ("Ayesha Siddiqui wants technicians to call 30 minutes before arriving.", "Ayesha asked for an hour's notice instead of 30 minutes; she works from the library."),
    ("The Novaks have the parental-controls add-on.", "Irena cancelled parental controls; the kids are older now."),
    ("Gail Brenner's order is for the 500 Mbps plan.", "Gail switched her order to the 300 Mbps plan before the install; she doesn't need 500."),
    ("Field techs carry the XR6 router on every install.", "As of this quarter the techs carry the XR7 instead; the XR6 is discontinued."),
    ("Pete Larkin's bakery has two lines, one for the shop and one for the office upstairs.", "Pete cancelled the office line when he gave up the upstairs room; the bakery has one line now."),
    ("Irena Novak's email on the account is irena.novak@proton.me.", 'Irena\'s account email is irena.novakova@proton.me; the "ova" was dropped when it was typed in.'),
    ("Hank Moore's modem is the gray ZX-200 model.", "The tech's report says Hank's modem is a ZX-300; the ZX-200 was his previous one, replaced in 2022."),
    ("Lumen's support line is open 8 a.m. to 8 p.m., seven days a week.", "Support hours were cut this month: 8 a.m. to 6 p.m. on weekends, still 8 to 8 on weekdays."),
    ("Pete Larkin pays the bakery's bill with the company Amex.", "Pete switched the bakery's bill to ACH from the business checking account; the Amex was cancelled."),
    ("Rosa Delgado's unit is 2B at 55 Harbor Street.", "Rosa moved within the building, from 2B to 4A; same street address, service transferred."),
    ("Ayesha Siddiqui's line only delivers 85 Mbps on the 300 plan.", "Wrong diagnosis: on a cable Ayesha's line gives 287 Mbps; the 85 was her Wi-Fi in the back bedroom, not the line."),
    ("Mr. Ortiz is in room 214, checking out Friday.", "Mr. Ortiz extended his stay; he now checks out Sunday."),
    ("Mr. Ortiz is allergic to feathers, so room 214 gets foam pillows.", "Mr. Ortiz isn't allergic to feathers after all; the allergy is his wife's, who isn't travelling. Regular pillows are fine in 214."),
    ("The Halloran family booked two connecting rooms, 305 and 306.", "Housekeeping found 306 has no connecting door; the Hallorans were moved to 307 and 308, which connect."),
    ("Dr. Ng arrives Tuesday on the 6:40 p.m. flight and needs the airport shuttle.", "Dr. Ng's flight was changed to the 9:15 p.m. arrival; shuttle rebooked for that."),
    ("The Kessler wedding block is 20 rooms for June 14 and 15.", "The Kesslers cut the block to 15 rooms; release the other 5 to general inventory."),
    ("Mrs. Abbott is a regular who always books room 112 on the ground floor.", "Mrs. Abbott has moved to room 118 since 112 was turned into the accessible suite; she wants 118 from now on."),
    ("Kwame Asante's company, Brightwave, pays his room directly.", "Brightwave stopped direct billing this year; Kwame pays with his card and expenses it."),
    ("Our breakfast runs 6:30 to 10 a.m. every day.", "New hours from the kitchen manager: breakfast is 7 to 10:30 a.m. every day."),
    ("Check-in time is 3 p.m.", "Management moved standard check-in to 4 p.m. starting next month."),
    ("Parking is $18 a night.", "The city lot raised its rate; parking is $22 a night now."),
    ("Ms. Vance in room 216 asked for a wake-up call at 6 a.m.", "Ms. Vance called down to cancel the wake-up call; she set her own alarm."),
    ("The Hallorans are arriving on Saturday, July 5.", "The Hallorans arrive on Saturday, July 12; the booking said the 5th by mistake."),
    ("Kwame Asante prefers a room away from the elevator.", "Kwame now asks to be near the elevator because of his knee surgery."),
    ("The Kessler wedding contact is the bride's mother, Judith Kessler.", "Judith handed things off; the wedding planner, Aimee Ross, is our contact for the Kessler block now."),
    ("Dr. Ng's booking is three nights, Tuesday to Friday.", "Dr. Ng cancelled the Thursday night; her booking is two nights, Tuesday to Thursday."),
    ("The pool is closed for repairs until May 20.", "The pool reopened early, on May 15."),
    ("Mrs. Abbott's daughter, Carol, is her emergency contact.", "Mrs. Abbott changed her emergency contact to her son, Neil, at 555-0187."),
    ("Room 305 has a broken air conditioner.", "Maintenance says the broken AC is in 303, not 305; 305 is fine."),
    ("Mr. Ortiz's booking is under confirmation number HB-77120.", "The confirmation number is HB-71720; the HB-77120 I had is from a different guest."),
    ("Kwame Asante stays with us about once a month for Brightwave.", "Brightwave moved Kwame's client to Boston, so he won't be staying with us anymore."),
    ("The Kesslers want the welcome bags handed out at check-in.", "Aimee changed it: the welcome bags go into the rooms before guests arrive."),
    ("Late checkout costs $25 an hour.", "Late checkout is now a flat $40 until 2 p.m., no hourly charge."),
    ("Kwame Asante's loyalty number is HR-552093.", "Typo: Kwame's loyalty number is HR-552903."),
    ("The Hallorans booked the family rate, $179 a night.", "The Hallorans found a lower rate online; we matched it at $159 a night."),
    ("The front desk uses Opera for bookings.", "We switched to Cloudbeds at the start of the month; Opera is gone."),
    ("The Kessler wedding block's rate is $199 a night.", "The Kesslers renegotiated: the block rate is $185 a night."),
    ("Linda Cho drives a 2016 Honda Civic, plate 7KRM204.", "Linda traded the Civic in; she drives a 2021 Toyota RAV4 now, plate 8BXT551."),
    ("Ray Dunn's F-150 is due for an oil change at 45,000 miles.", "Ray's F-150 runs synthetic now, so the next oil change is at 47,500, not 45,000."),
    ("Tasha Greene's Outback needs new front brake pads; the quote is $240.", "We re-measured: Tasha's Outback needs pads and rotors on the front, quote revised to $465."),
    ("Mike Ferraro's Camry is promised for pickup Wednesday at 4 p.m.", "The part is late; Mike Ferraro's Camry won't be ready until Thursday at noon, and he's been told."),
    ("Pine Valley Plumbing's fleet account gets 10 percent off labor.", "Pine Valley's fleet contract was renewed at 15 percent off labor."),
    ("Pine Valley Plumbing has four vans with us: van 1 through van 4.", "Pine Valley sold van 4; they have three vans with us now."),
    ("Van 3 of Pine Valley Plumbing has 112,000 miles.", "Sal read the wrong van: van 3 has 121,000 miles, not 112,000."),
    ("Our labor rate is $135 an hour.", "The labor rate went up to $148 an hour on January 1."),
    ("Ray Dunn wants a call before we do any work over $200.", "Ray raised it: call him for anything over $500; under that, just do it."),
    ("Linda Cho's tire size is 215/55R16.", "Linda's tire size is 225/65R17 now that she drives the RAV4."),
    ("Tasha Greene's warranty on the Outback transmission runs until March 2026.", "The dealer letter says the transmission warranty ended in March 2025, not 2026; it's already expired."),
    ("Mike Ferraro's Camry came in with a check-engine light; code P0420.", "Typo: the code on Mike's Camry was P0240, not P0420."),
    ("Loaner cars are free for repairs over $500.", "Loaners are $25 a day now, no matter the repair size; the free loaner program ended."),
    ("Linda Cho prefers text messages about her car's status.", "Linda asked for phone calls instead of texts; she misses texts at work."),
    ("Ray Dunn's truck is a 2019 F-150.", "Ray's F-150 is a 2018, per the VIN; the 2019 was a guess."),
    ("Brightline's Saturday hours are 8 to 1.", "We stopped opening on Saturdays as of this month."),
    ("Tasha Greene's Outback is booked for Monday at 8 a.m.", "Tasha moved the appointment to Monday at 1 p.m.; morning doesn't work for her anymore."),
    ("The parts supplier for brakes is NAPA.", "We switched brake parts to Worldpac; NAPA lost the account."),
    ("Mike Ferraro's Camry needs a new catalytic converter, $1,180.", "Second opinion from Joe: the cat is fine, it's the downstream O2 sensor, $210; no converter needed."),
    ("Sal is the contact for Pine Valley Plumbing.", "Sal retired; his daughter Nina Bertoli runs Pine Valley now and is our contact."),
    ("Linda Cho's account has $60 of credit from the coupon.", "The $60 coupon credit wasn't Linda's; it belongs to Lydia Chow. Linda's account has no credit."),
    ("Ray Dunn's F-150 gets the 5W-30 oil.", "Ray's owner manual calls for 5W-20; the 5W-30 was wrong. Use 5W-20 from now on."),
    ("The state inspection sticker on Linda's Civic expires in June.", "Linda's inspection sticker expires in January, not June; the sticker says 01."),
    ("Tasha Greene's Outback is white.", "Tasha's Outback is gray; the white one is her sister's Forester."),
    ("Ray Dunn's tires were rotated in March.", "I had the wrong truck: Ray's rotation was in January; the March rotation was Pine Valley's van 1."),
    ("Tasha Greene's phone number is 978-555-0104.", "Tasha changed her number; it's 978-555-0188 now."),
    ("Nina Bertoli wants the invoices for Pine Valley emailed to billing@pinevalleyplumb.com.", "Nina asked to send the Pine Valley invoices to her own address, nina@pinevalleyplumb.com, instead of billing@."),
    ("Jorge Alvarez in unit 3B pays $1,450 a month.", "Jorge's lease renewed on May 1 at $1,510 a month."),
    ("Jorge Alvarez's lease ends April 30.", "Correction: Jorge's lease ends May 31, not April 30; he moved in on June 1."),
    ("Unit 5A is rented by Min-ji Kim and Daniel Lee.", "Daniel Lee moved out and came off the lease; Min-ji Kim is the only tenant in 5A now."),
    ("Nora Blake in 2C has a cat named Pickle.", "Nora's pet is a small dog named Pickle, not a cat; she paid the dog deposit."),
    ("Paul Okafor's maintenance request is for a leaking kitchen faucet.", "Paul called back: it's the bathroom sink that leaks, not the kitchen faucet."),
    ("The pet deposit is $300 per pet.", "The owners raised the pet deposit to $400 per pet for new leases."),
    ("Rent is due on the 1st, with a $50 late fee after the 5th.", "Starting in July, the late fee applies after the 3rd, and it's $75."),
    ("Mrs. Feld in 1A is 84 and her daughter, Ruth, is her emergency contact.", "Mrs. Feld's emergency contact is now her neighbor in 1B, Mr. Ibarra; Ruth moved overseas."),
    ("The laundry room is open 7 a.m. to 10 p.m.", "The laundry room hours are 6 a.m. to 11 p.m. now, per the new notice."),
    ("Unit 4D's parking space is number 17.", "Paul Okafor swapped spaces with 2C; 4D's space is number 9 now."),
    ("Nora Blake's move-in date is June 1.", "Nora's move-in got pushed to June 15 because the painters are behind."),
    ("The building's handyman is Terrence.", "Terrence left; the new handyman is Ali, starting Monday."),
    ("Jorge Alvarez's phone is 415-555-0121.", "Jorge's number is 415-555-0112; the last two digits were flipped."),
    ("The gym in the basement is for tenants only.", "The owners opened the gym to the office tenants on the ground floor as well."),
    ("Unit 5A has a washer-dryer in the unit.", "That was wrong: 5A has no in-unit washer; it was 5B. Min-ji uses the laundry room."),
    ("Min-ji Kim wants packages left at the front desk.", "Min-ji asked for packages to go in the parcel lockers now instead of the front desk."),
    ("Paul Okafor is behind on rent by one month.", "Paul's payment posted late; he's actually current on rent, nothing owed."),
    ("The water will be shut off Thursday from 9 to 1 for the riser repair.", "The plumber rescheduled: the water shutoff is Friday from 9 to 1, not Thursday."),
    ("The office is open weekdays 9 to 5.", "The office now closes at 4 on Fridays."),
    ("Nora Blake's lease is for unit 2C.", "Nora's lease is for 2D; 2C was shown to her but she chose 2D."),
    ("Mrs. Feld gets her rent reminders by mail.", "Mrs. Feld asked to stop the mailed reminders; she pays automatically now."),
    ("Recycling pickup is Wednesday.", "The city changed recycling pickup to Tuesday."),
    ("The security deposit for 3B was $1,450.", "Jorge's deposit was $1,400, per the signed lease; $1,450 is his old rent."),
    ("The elevator inspection is due in September.", "The state inspector moved the elevator inspection up to August 12."),
    ("Min-ji Kim's car is a blue Mazda 3, plate 9ABC112.", "Min-ji sold the Mazda; her permit is for a white Kia Niro now, plate 9DFE471."),
    ("Jorge Alvarez wants to be reached by email for non-urgent things.", "Jorge asked for WhatsApp messages from now on, even for non-urgent things; he doesn't read email."),
    ("The owner of Cedar Court is Harbor Holdings LLC.", "The building was sold in March; the owner is Redwood Residential now."),
    ("Paul Okafor works nights, so no entry into 4D before noon without his call.", "Paul switched to day shifts; he's fine with entry into 4D any time during business hours with notice."),
    ("Biscuit, Hannah Moretti's beagle, weighs 22 pounds.", "Biscuit was weighed today at 26 pounds; update the chart, he's put on weight."),
    ("Mochi, the Tanakas' cat, takes 2.5 mg of methimazole twice a day.", "Dr. Reyes changed Mochi's methimazole to 5 mg once a day after the blood work."),
    ("Rex, the Brennans' German shepherd, is booked for a dental cleaning on the 14th.", "The Brennans moved Rex's dental to the 21st."),
    ("Luna, Sofia Marsh's rabbit, sees Dr. Patel.", "Dr. Patel left the clinic; Luna sees Dr. Okoye now, our exotics vet."),
    ("Hannah Moretti pays with her CareCredit card.", "Hannah cancelled the CareCredit card; she pays by debit now."),
    ("Biscuit is due for his rabies booster in October.", "The rabies certificate says Biscuit's booster is due in July, not October."),
    ("The Tanakas want appointment reminders by text.", "The Tanakas asked for reminder emails instead of texts."),
    ("Rex is allergic to chicken.", "Rex's allergy test came back: it's beef he reacts to, not chicken."),
    ("Our exam fee is $68.", "The exam fee went up to $75 on March 1."),
    ("Our Saturday hours are 9 to 1.", "We're open 9 to 3 on Saturdays now that Dr. Okoye joined."),
    ("Luna the rabbit was spayed in 2023.", "Luna hasn't been spayed; the 2023 spay in her file belongs to Sofia's old rabbit, Clover."),
    ("Pepper's microchip number is 985112004567321.", "Digit typo: Pepper's microchip number ends 7312, not 7321."),
    ("Mochi is 12 years old.", "The Tanakas found Mochi's adoption papers; she's 14, not 12."),
    ("The clinic's boarding costs $35 a night for dogs.", "Boarding for dogs is $42 a night from this month."),
    ("Waffle, Hannah's Lab mix, is on a weight-loss diet of 2 cups a day.", "Dr. Reyes cut Waffle to 1.5 cups a day at the last weigh-in."),
    ("Sofia Marsh's address is 88 Linden Road.", "Sofia moved to 19 Quarry Lane; update the address for reminders."),
    ("Rex is on carprofen, 75 mg twice a day, for his hips.", "Dr. Reyes stopped Rex's carprofen and started him on Galliprant because of his liver values."),
    ("The Brennans' account is under Mark Brennan.", "The Brennans' account is under Leah Brennan; Mark is listed as the second owner."),
    ("Our after-hours emergencies go to Coastal Animal ER.", "After-hours emergencies go to Bayside Emergency Vet now; Coastal closed."),
    ("Juno, the Brennans' other dog, is a 3-year-old husky.", "Juno is a malamute, not a husky; the DNA test confirmed it."),
    ("Yuzu's last visit was in January.", "Yuzu was in last week for a limp, so her last visit was in May, not January."),
    ("Biscuit gets his flea medicine, Simparica, from us every three months.", "Hannah buys Biscuit's Simparica online now, so we don't dispense it anymore."),
    ("Hannah Moretti wants Biscuit neutered next month.", "Hannah called it off: Biscuit won't be neutered after all, she's going to breed him."),
    ("The Kesslers want a shuttle from the church to the hotel at 5 p.m.", "Never mind the church shuttle; Aimee says the guests will walk, it's only two blocks."),
    ("Jorge Alvarez asked for his kitchen in 3B to be repainted in June.", "Jorge withdrew the repaint request; he's happy with the kitchen as it is."),
    ("O endereço de entrega da Juliana Souza é Rua das Acácias, 120, CEP 04012-000.", "A Juliana se mudou; o endereço de entrega agora é Av. Paulista, 1500, apto 82, CEP 01310-200."),  # lang: pt
    ("O Marcos Pereira paga sempre por boleto.", "O Marcos passou a pagar por Pix; não quer mais boleto."),  # lang: pt
    ("O pedido FL-3391 é um kit de hidratação de R$ 149,90.", "Erro de digitação: o kit de hidratação é o pedido FL-3319, não FL-3391."),  # lang: pt
    ("A dona Cida tem alergia a fragrância e só compra a linha sem perfume.", "Não era a dona Cida, era a filha dela, a Juliana, quem tem alergia a fragrância; a dona Cida usa a linha normal."),  # lang: pt
    ("O frete é grátis para compras acima de R$ 199.", "A partir de segunda, o frete grátis só vale para compras acima de R$ 249."),  # lang: pt
    ("O pedido do Rafael Lima vai pelos Correios, via PAC.", "O Rafael pagou a diferença e o pedido dele vai por Sedex agora."),  # lang: pt
    ("O prazo para troca é de 7 dias após o recebimento.", "A gerente ampliou o prazo de troca para 30 dias a partir deste mês."),  # lang: pt
    ("O telefone do Rafael Lima é (81) 98765-4321.", "Corrigindo: o celular do Rafael é (81) 98765-4312, os últimos dígitos estavam trocados."),  # lang: pt
    ("A Juliana é atendida pela Bruna no chat.", "A Bruna saiu da empresa; a Juliana agora é atendida pelo Thiago."),  # lang: pt
    ("A Juliana quer receber as novidades por e-mail.", "A Juliana pediu para sair da lista de e-mail; agora só quer aviso de promoção por WhatsApp."),  # lang: pt
    ("O pedido do Marcos, FL-3350, deve chegar na sexta, dia 14.", "Os Correios atrasaram: o pedido FL-3350 do Marcos só chega na terça, dia 18."),  # lang: pt
    ("Giulia Rossi ha l'abbonamento annuale da 480 euro.", "Giulia è passata all'abbonamento mensile da 49 euro; l'annuale è stato chiuso a marzo."),  # lang: it
    ("L'armadietto di Marco Bianchi è il numero 23.", "Marco ha cambiato armadietto: adesso ha il 32, il 23 aveva la serratura rotta."),  # lang: it
    ("Il certificato medico di Marco Bianchi scade il 15 settembre.", "Mi ero sbagliata: il certificato di Marco scade il 15 agosto, non il 15 settembre."),  # lang: it
    ("La signora Ferri frequenta il corso di pilates del martedì alle 10.", "La signora Ferri è passata al pilates del giovedì alle 10; il martedì ha la fisioterapia."),  # lang: it
    ("Il corso di spinning del lunedì è alle 19.", "Da ottobre lo spinning del lunedì si sposta alle 19:30."),  # lang: it
    ("Luca Greco si allena con il personal trainer Davide.", "Davide si è trasferito a Modena; Luca adesso si allena con Chiara."),  # lang: it
    ("La quota d'iscrizione è di 30 euro.", "La direzione ha alzato la quota d'iscrizione a 35 euro."),  # lang: it
    ("Il telefono di Luca Greco è 347 1234567.", "Errore di battitura: il numero di Luca è 347 1234576."),  # lang: it
    ("La palestra apre alle 7 nei giorni feriali.", "Dal nuovo orario la palestra apre alle 6:30 nei giorni feriali."),  # lang: it
    ("Giulia Rossi ha un carnet di 10 ingressi per la piscina.", "Giulia ha chiesto il rimborso del carnet per la piscina; non ce l'ha più."),  # lang: it
    ("Sanne de Vries heeft een blauwe Gazelle e-bike, framenummer GZ48213.", "Het framenummer van Sanne's Gazelle is GZ42813; ik had twee cijfers omgedraaid."),  # lang: nl
    ("De bakfiets van Pieter Bakker is klaar op donderdag om 16:00.", "Het onderdeel is te laat; Pieters bakfiets is pas zaterdag om 11:00 klaar. Hij is gebeld."),  # lang: nl
    ("Mevrouw Jansen wil gebeld worden, niet gemaild.", "Mevrouw Jansen wil voortaan een sms; ze hoort de telefoon slecht."),  # lang: nl
    ("Het uurtarief voor reparaties is 52 euro.", "Vanaf 1 januari is het uurtarief 58 euro."),  # lang: nl
    ("Daan Visser heeft een leenfiets van ons, nummer 4.", "Daan heeft leenfiets 4 teruggebracht en rijdt nu op leenfiets 7."),  # lang: nl
    ("Bij Sanne's e-bike moet de achterband vervangen worden.", "Foutje: het is de voorband van Sanne's fiets die vervangen moet worden, de achterband is nog goed."),  # lang: nl
    ("Pieter Bakker betaalt altijd met pin.", "Pieter betaalt voortaan op rekening; hij heeft een zakelijk account aangevraagd voor zijn bezorgbedrijf."),  # lang: nl
    ("De winkel is op maandag gesloten.", "Sinds september zijn we op maandagmiddag open, van 13:00 tot 18:00."),  # lang: nl
    ("De onderdelen voor Gazelle bestellen we bij Van Bruggen.", "We bestellen Gazelle-onderdelen nu rechtstreeks bij Gazelle; Van Bruggen is gestopt."),  # lang: nl
    ("Daan Visser woont op de Oudegracht 112.", "Daan is verhuisd naar de Biltstraat 45."),  # lang: nl
    ("Олена Коваль на тарифі «100 Мбіт» за 250 гривень на місяць.", "Олена перейшла на тариф «500 Мбіт» за 350 гривень з першого числа."),  # lang: uk
    ("Андрій Мельник живе на вулиці Франка, 24, квартира 7.", "Андрій переїхав на вулицю Шевченка, 10, квартира 3; підключення перенесли."),  # lang: uk
    ("Пані Ганна просить дзвонити їй тільки на стаціонарний телефон.", "Пані Ганна відмовилася від стаціонарного телефону; тепер дзвонити на мобільний, 067 123 45 67."),  # lang: uk
    ("Заявка Тараса Бондаря №4471 — роутер не вмикається.", "Помилка: №4471 — це заявка Андрія Мельника; у Тараса заявка №4417, про повільну швидкість."),  # lang: uk
    ("Майстер приїде до Олени Коваль у середу з 9 до 12.", "Олена попросила перенести візит на п'ятницю, з 14 до 17."),  # lang: uk
    ("Андрій Мельник орендує в нас роутер TP-Link за 30 гривень на місяць.", "Андрій купив власний роутер і повернув наш; оренди більше немає."),  # lang: uk
    ("Рахунок Тараса Бондаря треба оплатити до 10 числа.", "Тарас попросив змінити дату оплати; тепер до 25 числа щомісяця."),  # lang: uk
    ("Компенсація за відключення — 10 гривень за кожну добу.", "Від березня компенсація за відключення рахується погодинно, а не по 10 гривень за добу."),  # lang: uk
    ("Телефон Андрія Мельника 093 456 78 90.", "Виправлення: у номері Андрія останні цифри 09, а не 90: 093 456 78 09."),  # lang: uk
    ("Пані Ганна отримує паперові рахунки поштою.", "Онук пані Ганни налаштував їй електронні рахунки; паперові більше не надсилати."),  # lang: uk
    ("Η Μαρία Παπαδοπούλου έχει εισιτήριο για Σαντορίνη στις 12 Ιουλίου με το Blue Star.", "Η Μαρία άλλαξε το εισιτήριο για τις 15 Ιουλίου, με το ίδιο πλοίο."),  # lang: el
    ("Ο Γιώργος Νικολάου έχει κλείσει τετράκλινη καμπίνα για Κρήτη.", "Ο Γιώργος άλλαξε σε δίκλινη καμπίνα· τελικά ταξιδεύει μόνο με τη γυναίκα του."),  # lang: el
    ("Η κυρία Ελένη έχει έκπτωση συνταξιούχου 25% στα εισιτήρια.", "Η εταιρεία άλλαξε την πολιτική: η έκπτωση συνταξιούχου είναι πλέον 15%."),  # lang: el
    ("Ο Νίκος Οικονόμου ταξιδεύει με το αυτοκίνητό του, πινακίδα ΙΚΧ 4512.", "Λάθος στην πινακίδα: του Νίκου είναι ΙΚΧ 4521."),  # lang: el
    ("Η Μαρία θέλει θέση στο κατάστρωμα, όχι καμπίνα.", "Η Μαρία τελικά ζήτησε αριθμημένη θέση αεροπορικού τύπου, όχι κατάστρωμα."),  # lang: el
    ("Η κράτηση του Γιώργου είναι με αριθμό ΑΒ-7731.", "Ο σωστός αριθμός κράτησης του Γιώργου είναι ΑΒ-7713· το ΑΒ-7731 είναι άλλου πελάτη."),  # lang: el
    ("Η ακτοπλοϊκή γραμμή για Νάξο την Κυριακή αναχωρεί στις 17:30.", "Η εταιρεία άλλαξε τα δρομολόγια: την Κυριακή το πλοίο για Νάξο φεύγει στις 16:00."),  # lang: el
    ("Το τηλέφωνο της κυρίας Ελένης είναι 210 4123456.", "Η κυρία Ελένη έχει πλέον μόνο κινητό: 694 1234567."),  # lang: el
    ("Ο Νίκος Οικονόμου πληρώνει πάντα με μετρητά στο γραφείο.", "Ο Νίκος πληρώνει πλέον με κάρτα μέσω της ιστοσελίδας."),  # lang: el
    ("Το ταξίδι του Νίκου στην Κέρκυρα ακυρώθηκε.", "Τελικά το ταξίδι του Νίκου στην Κέρκυρα δεν ακυρώθηκε· απλώς άλλαξε ώρα το πλοίο."),  # lang: el
    ("הספה של דנה כהן תגיע ביום שלישי בין 8 ל-12.", "המשלוח של דנה נדחה ליום חמישי בין 12 ל-16, והיא עודכנה."),  # lang: he
    ("הכתובת של יוסי לוי היא רחוב הרצל 15, קומה 3, בלי מעלית.", "יוסי תיקן: הוא גר ברחוב הרצל 51, לא 15."),  # lang: he
    ("גברת רוזן הזמינה שולחן אוכל מעץ אלון ב-4,800 שקל.", "גברת רוזן החליפה לשולחן מעץ אגוז, 5,600 שקל, והפרש שולם."),  # lang: he
    ("דמי משלוח לחיפה והקריות הם 150 שקל.", "ממחר דמי המשלוח לחיפה והקריות עולים ל-190 שקל."),  # lang: he
    ("עומר פרץ משלם בעשרה תשלומים.", "עומר החליט לשלם בתשלום אחד ולקבל את ההנחה."),  # lang: he
    ("מספר ההזמנה של עומר הוא 58213.", "טעות הקלדה: ההזמנה של עומר היא 58231."),  # lang: he
    ("ההרכבה של הארון אצל אחותו של יוסי כלולה במחיר.", "בדקנו שוב: ההרכבה לא כלולה במבצע של הארון הזה, והיא עולה 250 שקל."),  # lang: he
    ("דנה כהן רוצה שיתקשרו אליה לפני המשלוח.", "דנה ביקשה מעכשיו הודעת וואטסאפ במקום שיחה."),  # lang: he
    ("אחריות על ספות היא שנה.", "מהשנה האחריות על כל הספות היא שלוש שנים."),  # lang: he
    ("גברת רוזן גרה בדירה 6.", "גברת רוזן עברה לבית אבות בנשר, ואליו צריך לשלוח."),  # lang: he
    ("Bu Rina pesan 20 nasi kotak setiap Jumat untuk pengajian.", "Bu Rina menambah pesanannya menjadi 30 nasi kotak setiap Jumat mulai bulan ini."),  # lang: id
    ("Pak Hendra alergi kacang, jadi pesanannya tanpa bumbu kacang.", "Ternyata yang alergi kacang bukan Pak Hendra, tapi anaknya; pesanan Pak Hendra boleh pakai bumbu kacang."),  # lang: id
    ("Kantor PT Maju Jaya pesan 50 porsi setiap hari kerja, diantar jam 11.30.", "PT Maju Jaya minta diantar jam 12.00 mulai Senin, karena jam istirahat mereka diubah."),  # lang: id
    ("Harga nasi kotak paket A Rp 25.000.", "Karena harga beras dan ayam naik, paket A sekarang Rp 28.000."),  # lang: id
    ("Mbak Sari membayar lewat transfer BCA.", "Mbak Sari sekarang bayar pakai QRIS, rekening BCA-nya sudah ditutup."),  # lang: id
    ("Nomor WhatsApp Pak Hendra 0812-3456-7890.", "Nomor Pak Hendra salah ketik: yang benar 0812-3456-7809."),  # lang: id
    ("Alamat antar Mbak Sari di Jalan Dago 45.", "Mbak Sari pindah kos; alamat antar sekarang di Jalan Cisitu Lama 12."),  # lang: id
    ("Pesanan syukuran Pak Hendra untuk tanggal 14 Agustus, 150 porsi.", "Acara syukuran Pak Hendra diundur ke 21 Agustus, jumlahnya tetap 150 porsi."),  # lang: id
    ("Kurir untuk wilayah Dago adalah Mas Agus.", "Mas Agus sudah berhenti; wilayah Dago sekarang diantar oleh Mas Rudi."),  # lang: id
    ("Bu Rina minta menu ikan setiap Jumat.", "Bu Rina bilang jangan ikan lagi; jamaahnya banyak yang tidak suka, ganti ayam."),  # lang: id
    ("คุณสมชายจองทัวร์ดอยอินทนนท์วันที่ 10 มีนาคม สำหรับ 4 คน", "คุณสมชายเลื่อนทัวร์ดอยอินทนนท์เป็นวันที่ 12 มีนาคม ยังคง 4 คนเหมือนเดิม"),  # lang: th
    ("รถรับคุณมาลีที่โรงแรมริมปิงเวลา 7 โมงเช้า", "คุณมาลีย้ายไปพักโรงแรมนิมมานแล้ว ให้รถไปรับที่นั่นแทน"),  # lang: th
    ("ทัวร์ดอยอินทนนท์ราคาคนละ 1,500 บาท", "ตั้งแต่เดือนหน้า ทัวร์ดอยอินทนนท์ขึ้นราคาเป็นคนละ 1,800 บาท"),  # lang: th
    ("คุณนิดแพ้อาหารทะเล", "คุณนิดบอกว่าจริงๆ แพ้ถั่วลิสง ไม่ได้แพ้อาหารทะเล"),  # lang: th
    ("ไกด์ของกลุ่มคุณสมชายคือคุณต้น", "คุณต้นป่วย เปลี่ยนไกด์ของกลุ่มคุณสมชายเป็นคุณแบม"),  # lang: th
    ("เบอร์โทรคุณมาลี 081-234-5678", "แก้เบอร์คุณมาลี: 081-234-5687 สองตัวท้ายสลับกัน"),  # lang: th
    ("คุณนิดจะจ่ายเงินสดวันเดินทาง", "คุณนิดโอนเงินผ่านพร้อมเพย์มาแล้ว ไม่ต้องเก็บเงินสดวันเดินทาง"),  # lang: th
    ("ทัวร์ล่องแพแม่แตงของคุณมาลีวันเสาร์", "ทัวร์ล่องแพของคุณมาลีถูกยกเลิก เพราะน้ำในแม่น้ำสูงเกินไป"),  # lang: th
    ("สำนักงานเปิด 8 โมงเช้าถึง 6 โมงเย็นทุกวัน", "ตั้งแต่เดือนนี้ สำนักงานปิด 5 โมงเย็น"),  # lang: th
    ("กลุ่มคุณสมชายจองรถตู้ 1 คัน", "กลุ่มคุณสมชายเพิ่มเป็น 9 คน จึงเปลี่ยนเป็นรถตู้ 2 คัน"),  # lang: th
    ("Elin Lund har sin uppkörning den 14 maj klockan 10.", "Trafikverket flyttade Elins uppkörning till den 21 maj klockan 13."),  # lang: sv
    ("Oskar Berg kör med läraren Henrik.", "Henrik har slutat; Oskar kör med Lena från och med nästa vecka."),  # lang: sv
    ("En körlektion på 40 minuter kostar 720 kronor.", "Från den 1 februari kostar en körlektion på 40 minuter 760 kronor."),  # lang: sv
    ("Amir Hassan vill ha lektionerna efter klockan 16.", "Amir har bytt jobb och vill nu köra på förmiddagarna i stället."),  # lang: sv
    ("Maja Nilssons handledare är hennes pappa, Stefan.", "Majas handledare är hennes mamma, Karin; Stefans handledarintyg gick ut."),  # lang: sv
    ("Elin Lunds telefonnummer är 070-123 45 67.", "Elins nummer är 070-123 45 76; siffrorna var omkastade."),  # lang: sv
    ("Oskar Berg betalar med Swish.", "Oskar betalar nu via faktura som hans föräldrar får."),  # lang: sv
    ("Halkbanan för Amir är bokad den 3 mars.", "Halkbanan var stängd på grund av snö, så Amirs halkbana är ombokad till den 10 mars."),  # lang: sv
    ("Maja kör en manuell bil.", "Maja har bytt till automat; hon tar körkort med automatvillkor."),  # lang: sv
    ("Kontoret har öppet till 17 på vardagar.", "Sedan januari stänger kontoret klockan 16 på fredagar."),  # lang: sv
]

UPDATES: List[Tuple[str, str]] = [
    ("Tom Haskell's return for the Kestrel rain jacket was approved.", "The Kestrel jacket Tom Haskell sent back arrived at the warehouse today."),
    ("Tom Haskell's return for the Kestrel rain jacket was approved.", "Tom Haskell's $139 refund for the Kestrel jacket has been issued to his Visa."),
    ("Omar Haddad has $75 of store credit, expiring December 31.", "Omar used $40 of his store credit on a headlamp; $35 is left."),
    ("Derek Osei is running a bulk order for his scout troop.", "Derek Osei's scout troop order: 3 of the 5 boxes have been delivered so far."),
    ("Derek Osei's scout troop order: 3 of the 5 boxes have been delivered so far.", "All 5 boxes of Derek's scout troop order have now been delivered."),
    ("Maya Kim's order TN-40561 shipped on Monday.", "Maya's order TN-40561 is out for delivery today."),
    ("June Park's ticket #22871 was escalated to tier 2.", "Tier 2 resolved June Park's ticket #22871; the missing item is being reshipped."),
    ("Priya Raman has 1,240 Rewards points.", "Priya Raman has 1,870 Rewards points after the jacket order."),
    ("Beth Ann Ruiz's warranty claim is waiting on her photos.", "Beth Ann sent her photos; the warranty claim is now under review."),
    ("Carlos Mejía has placed 4 orders with us this year.", "Carlos Mejía has placed 6 orders with us this year."),
    ("Gail Brenner's install status: scheduled.", "Gail Brenner's install is done; the tech activated service at 11:20."),
    ("Ayesha Siddiqui's ticket #5512 is open.", "Bree replaced the drop cable; ticket #5512 is waiting for Ayesha to confirm."),
    ("Ayesha's ticket #5512 is waiting for her to confirm the fix.", "Ayesha confirmed no drops for a week; ticket #5512 is closed."),
    ("Rosa Delgado owes $120 from two missed months.", "Rosa paid $60; she now owes $60."),
    ("The Novaks have used 410 GB of data this month.", "The Novaks have used 780 GB this month, close to the 1 TB soft cap."),
    ("Hank Moore's port-in of his old phone number is submitted to the carrier.", "The carrier approved Hank's number port; it completes Friday."),
    ("Pete Larkin's static IP request is in provisioning.", "Pete Larkin's static IP is active on the bakery line."),
    ("Lumen Fiber has 1,240 subscribers in the Maple Ridge area.", "Lumen Fiber passed 1,400 subscribers in Maple Ridge this month."),
    ("The fiber build on Pine Court is 60 percent complete.", "The fiber build on Pine Court is finished; homes can order service."),
    ("Irena Novak's refund for the double charge was approved.", "Irena Novak's $55 refund posted to her card today."),
    ("The Kessler block: 9 of 15 rooms picked up.", "The Kessler block: 14 of 15 rooms picked up."),
    ("The Halloran reservation is tentative, waiting on a deposit.", "The Hallorans paid the deposit; the reservation is confirmed."),
    ("Mr. Ortiz has stayed 7 nights with us this year.", "Mr. Ortiz has stayed 12 nights with us this year."),
    ("Room 303's air conditioner repair is waiting on a part.", "The part came in and room 303's AC is repaired; room back in service."),
    ("Kwame Asante has 18,500 loyalty points.", "Kwame Asante has 22,300 loyalty points."),
    ("Mrs. Abbott's lost-and-found claim for her reading glasses is logged.", "Housekeeping found Mrs. Abbott's reading glasses; they're at the desk for pickup."),
    ("Mrs. Abbott's reading glasses are at the desk for pickup.", "Mrs. Abbott picked up her reading glasses."),
    ("The lobby renovation is in the demolition phase.", "The lobby renovation is in the painting phase."),
    ("Dr. Ng's invoice has been sent to the university.", "The university paid Dr. Ng's invoice in full."),
    ("The hotel is 62 percent booked for the Fourth of July weekend.", "The hotel is 91 percent booked for the Fourth of July weekend."),
    ("Mike Ferraro's repair quote for the Camry: estimate sent.", "Mike Ferraro approved the Camry estimate."),
    ("Mike Ferraro approved the Camry estimate.", "The O2 sensor is in; Mike Ferraro's Camry is on the lift."),
    ("Mike Ferraro's Camry is on the lift.", "Mike Ferraro's Camry is done and ready for pickup."),
    ("Pine Valley Plumbing's invoice for van 2 is $1,640 outstanding.", "Pine Valley paid $1,000 on the van 2 invoice; $640 is outstanding."),
    ("Ray Dunn's truck has had 3 oil changes with us this year.", "Ray Dunn's truck has had 4 oil changes with us this year."),
    ("Brightline has 212 reviews on Google.", "Brightline has 240 reviews on Google."),
    ("Tasha Greene's parts order is placed with Worldpac.", "Tasha's parts from Worldpac arrived this morning."),
    ("Linda Cho's warranty claim for the starter is submitted to the manufacturer.", "The manufacturer approved Linda Cho's starter warranty claim."),
    ("The new alignment machine install is in progress.", "The new alignment machine is installed and calibrated."),
    ("Van 1 of Pine Valley is at the body shop for the dent.", "Van 1 of Pine Valley is back from the body shop."),
    ("Paul Okafor is behind on rent by one month.", "Paul Okafor paid half of the missing month; he's now behind by half a month."),
    ("Paul Okafor's bathroom-sink repair: ticket opened.", "Paul Okafor's bathroom sink: the plumber replaced the trap; ticket closed."),
    ("Cedar Court has 34 of 40 units rented.", "Cedar Court has 38 of 40 units rented."),
    ("Nora Blake's rental application is in background check.", "Nora Blake's application was approved and the lease is signed."),
    ("The roof replacement is 30 percent done.", "The roof replacement is 80 percent done."),
    ("Jorge's deposit refund for his old unit: inspection scheduled.", "Jorge's old-unit inspection is done; his deposit refund was mailed."),
    ("The parking lot repaving bid went out to three contractors.", "The owners picked Baylor Paving for the lot and signed the contract."),
    ("The laundry card machine has $240 of tenant balances loaded this month.", "The laundry card machine has $610 of tenant balances loaded this month."),
    ("Mrs. Feld's grab-bar installation is ordered.", "Mrs. Feld's grab bars are installed in her bathroom."),
    ("Unit 3C is being painted for the next tenant.", "Unit 3C's paint is done; new carpet goes in Monday."),
    ("Rex's dental cleaning: estimate approved.", "Rex's dental cleaning is done; he's in recovery."),
    ("Rex is in recovery after his dental.", "Rex went home with the Brennans at 4 p.m."),
    ("Waffle weighs 71 pounds, goal 60.", "Waffle is down to 66 pounds, goal 60."),
    ("Mochi's thyroid level (T4) was 6.8 last month.", "Mochi's T4 is down to 3.1 on the new dose."),
    ("The clinic has 1,820 active patients.", "The clinic has 1,960 active patients."),
    ("Luna's fecal sample was sent to the lab.", "Luna's fecal sample result is back: negative for parasites."),
    ("Biscuit's insurance claim with Trupanion is submitted.", "Trupanion approved Biscuit's claim; Hannah gets $310 back."),
    ("Hannah Moretti's payment plan: 2 of 6 payments made.", "Hannah Moretti's payment plan: 4 of 6 payments made."),
    ("Pepper's puppy vaccine series: first round done.", "Pepper's puppy vaccine series: second round done, one to go."),
    ("The new X-ray machine is on order.", "The new X-ray machine is installed and in use."),
    ("O pedido FL-3350 do Marcos foi postado.", "O pedido FL-3350 do Marcos saiu para entrega."),  # lang: pt
    ("O pedido FL-3350 do Marcos saiu para entrega.", "O pedido FL-3350 do Marcos foi entregue e assinado pela porteira."),  # lang: pt
    ("A Juliana tem 820 pontos no programa Flor Ouro.", "A Juliana tem 1.040 pontos no programa Flor Ouro depois da última compra."),  # lang: pt
    ("A troca do Rafael está aguardando o produto voltar.", "O produto do Rafael chegou; a troca foi aprovada e o novo já foi enviado."),  # lang: pt
    ("Giulia Rossi ha un carnet di 10 ingressi per la piscina.", "A Giulia restano 6 ingressi del carnet della piscina."),  # lang: it
    ("La richiesta di sospensione dell'abbonamento di Marco Bianchi aspetta il certificato del medico.", "Il certificato è arrivato: la sospensione di Marco è approvata fino al 30 novembre."),  # lang: it
    ("Il corso di pilates del giovedì ha 9 iscritti su 15 posti.", "Il corso di pilates del giovedì ha 14 iscritti su 15 posti."),  # lang: it
    ("La nuova sala pesi è in costruzione.", "La nuova sala pesi è finita e aperta ai soci."),  # lang: it
    ("De reparatie van Daan's racefiets: offerte verstuurd.", "Daan heeft de offerte goedgekeurd; de onderdelen zijn besteld."),  # lang: nl
    ("De onderdelen voor Daan's racefiets zijn besteld.", "De onderdelen zijn binnen en Daan's racefiets is klaar om op te halen."),  # lang: nl
    ("Er staan 14 fietsen in de werkplaats te wachten.", "Er staan nog 6 fietsen in de werkplaats te wachten."),  # lang: nl
    ("Mevrouw Jansen heeft 3 van de 5 onderhoudsbeurten van haar pakket gebruikt.", "Mevrouw Jansen heeft 4 van de 5 onderhoudsbeurten van haar pakket gebruikt."),  # lang: nl
    ("Заявка Тараса №4417 передана на другу лінію.", "Друга лінія замінила кабель; заявка Тараса №4417 закрита."),  # lang: uk
    ("Олена Коваль заборгувала 500 гривень за два місяці.", "Олена сплатила 250 гривень; борг тепер 250 гривень."),  # lang: uk
    ("Прокладання оптики на вулиці Зеленій виконано на 40 відсотків.", "Прокладання оптики на вулиці Зеленій завершено; можна підключати будинки."),  # lang: uk
    ("Η κράτηση της Μαρίας είναι σε αναμονή πληρωμής.", "Η Μαρία πλήρωσε· η κράτηση επιβεβαιώθηκε και τα εισιτήρια στάλθηκαν με email."),  # lang: el
    ("Η επιστροφή χρημάτων του Νίκου έχει υποβληθεί στην ακτοπλοϊκή.", "Η ακτοπλοϊκή ενέκρινε την επιστροφή· ο Νίκος πήρε πίσω 86 ευρώ."),  # lang: el
    ("Έχουμε πουλήσει 140 εισιτήρια για τον Αύγουστο.", "Έχουμε πουλήσει 310 εισιτήρια για τον Αύγουστο."),  # lang: el
    ("המשלוח של דנה יצא מהמחסן.", "המשלוח של דנה נמסר והספה הורכבה."),  # lang: he
    ("הזמנת הספה של עומר נמצאת בייצור.", "הספה של עומר יצאה מהייצור והגיעה למחסן."),  # lang: he
    ("החזר הכסף של יוסי על הכיסא הפגום הוגש לאישור.", "החזר של 890 שקל אושר ויוסי קיבל אותו לכרטיס."),  # lang: he
    ("Pesanan syukuran Pak Hendra: uang muka belum dibayar.", "Pak Hendra sudah bayar uang muka 50 persen untuk syukuran."),  # lang: id
    ("PT Maju Jaya sudah bayar 2 dari 4 tagihan mingguan bulan ini.", "PT Maju Jaya sudah bayar 4 dari 4 tagihan mingguan bulan ini."),  # lang: id
    ("Bulan ini Dapur Sekar sudah mengantar 1.200 kotak.", "Bulan ini Dapur Sekar sudah mengantar 2.050 kotak."),  # lang: id
    ("การจองของคุณนิดรอชำระเงิน", "คุณนิดชำระเงินแล้ว การจองยืนยันเรียบร้อย"),  # lang: th
    ("คำขอคืนเงินของคุณมาลีส่งไปฝ่ายบัญชีแล้ว", "ฝ่ายบัญชีโอนเงินคืนให้คุณมาลี 2,400 บาทแล้ว"),  # lang: th
    ("เดือนนี้มีลูกค้าจองทัวร์ดอยอินทนนท์ 85 คน", "เดือนนี้มีลูกค้าจองทัวร์ดอยอินทนนท์ 140 คน"),  # lang: th
    ("Elin Lund har kört 8 lektioner av de 15 i sitt paket.", "Elin Lund har kört 13 lektioner av de 15 i sitt paket."),  # lang: sv
    ("Amirs ansökan om körkortstillstånd är skickad till Transportstyrelsen.", "Amir har fått sitt körkortstillstånd beviljat."),  # lang: sv
    ("Oskar har inte gjort riskutbildning 1 än.", "Oskar har gjort riskutbildning 1; riskutbildning 2 återstår."),  # lang: sv
    ("Maja Nilssons körkort är beställt efter godkänd uppkörning.", "Maja har hämtat ut sitt körkort."),  # lang: sv
]

COMPATIBLE: List[Tuple[str, str]] = [
    ("Maya Kim's shipping address is 14 Alder Lane, Portland, OR 97202.", "For order TN-40518 only, Maya Kim wants it sent to her office at 900 SW 5th Ave; keep her home address on file."),
    ("Maya Kim's shipping address is 14 Alder Lane, Portland, OR 97202.", "Maya Kim's billing address is also 14 Alder Lane, Portland."),
    ("Maya Kim's order TN-40518 is a Halden 2-person tent, $289.", "Maya Kim's other order, TN-40561, is a pair of Ridgeline boots, $165, shipping separately."),
    ("Maya Kim's order TN-40518 is a Halden 2-person tent, $289.", "Maya's tent order TN-40518 came to $311.12 once tax and shipping were added."),
    ("Derek Osei wears a men's 10.5 in the Ridgeline boots.", "Derek Osei's son Kofi wears a youth 4 in the Ridgeline kids' boot."),
    ("Derek Osei wears a men's 10.5 in the Ridgeline boots.", "Derek's men's 10.5 in the Ridgeline is an EU 44."),
    ("Derek Osei prefers to be contacted by email, not by phone.", "Derek made an exception today and asked for a call back about the warranty claim, since the trip is this weekend."),
    ("Derek Osei prefers to be contacted by email, not by phone.", "Derek's email on file is d.osei@fastmail.com."),
    ("Priya Raman is a Gold member of TrailNorth Rewards.", "Priya's husband Arjun has his own Rewards account and is Silver."),
    ("Priya Raman is a Gold member of TrailNorth Rewards.", "Priya has been Gold since 2021, which gets her free two-day shipping."),
    ("Tom Haskell's return for the Kestrel rain jacket was approved.", "Tom Haskell also asked about returning the matching rain pants, but decided to keep them."),
    ("Carlos Mejía's order TN-40792 ships via UPS Ground.", "Carlos Mejía's second order, TN-40810, ships via USPS because it goes to a P.O. box."),
    ("Carlos Mejía's order TN-40792 ships via UPS Ground.", "UPS Ground to Albuquerque means 3 to 5 business days for Carlos."),
    ("Beth Ann Ruiz's warranty claim on her Summit 40 backpack is for a broken hip-belt buckle.", "Beth Ann Ruiz's Summit 40 is the 2022 model in forest green."),
    ("Beth Ann Ruiz's warranty claim on her Summit 40 backpack is for a broken hip-belt buckle.", "Beth Ann sent three photos of the broken buckle with her claim."),
    ("June Park is subscribed to the TrailNorth monthly newsletter.", "June Park asked us to stop marketing texts, but she still wants the newsletter by email."),
    ("Omar Haddad has $75 of store credit, expiring December 31.", "Omar Haddad's $75 store credit came from the trekking poles he returned."),
    ("Lena Fischer's TrailNorth account is locked after too many password attempts.", "Accounts lock for 30 minutes after five failed password attempts, which is what happened to Lena."),
    ("TrailNorth's return window is 30 days from delivery.", "For the holidays, anything delivered after November 15 can be returned until January 31."),
    ("TrailNorth's return window is 30 days from delivery.", "Final-sale clearance items can't be returned at all; everything else has the 30-day window."),
    ("Orders over $75 ship free.", "Gold Rewards members get free shipping on every order regardless of the total."),
    ("Orders over $75 ship free.", "Free shipping over $75 only applies within the contiguous U.S."),
    ("Sam Whitaker wants all his orders gift-wrapped.", 'Sam Whitaker\'s gift card message reads "Happy 60th, Dad."'),
    ("Carlos Mejía's mobile number is 505-555-0193.", "Carlos also gave a work number, 505-555-0177, but prefers the mobile."),
    ("Maya Kim's Halden tent is backordered until May 12.", "The Halden 3-person is backordered until July; Maya ordered the 2-person."),
    ("Maya Kim's Halden tent is backordered until May 12.", "Maya said she's fine waiting until May 12 for the tent, no need to cancel."),
    ("Derek Osei's warranty claim is being handled by Kelsey.", "Kelsey asked Andre to double-check Derek's photos before she approves the claim."),
    ("Priya Raman wants the Kestrel jacket in size M.", "A size M Kestrel jacket measures 40 inches at the chest."),
    ("Priya Raman wants the Kestrel jacket in size M.", 'Priya wants the Kestrel jacket in size M, in the color "slate" if it\'s back.'),
    ("Tom Haskell's account email is tom.haskell@outlook.com.", "Tom's order receipts also go to his wife's email, sue.haskell@outlook.com, at his request."),
    ("Beth Ann Ruiz's order TN-41033 is going to her daughter in Boise.", "Beth Ann's daughter in Boise is named Carmen."),
    ("The Ridgeline boots run half a size small, per our size guide.", "The Ridgeline kids' boots run true to size; it's only the adult Ridgeline that runs small."),
    ("June Park's ticket #22817 is about being charged twice for one order.", "June Park has an older ticket, #21904, about a late delivery, which was closed in March."),
    ("Customers with a damaged item get a prepaid return label.", "Damaged items also get the original shipping refunded, not just the item price."),
    ("Omar Haddad's favourite brand is Fjellvik; he asks to be told about their new arrivals.", "Omar also likes the Kestrel line, but Fjellvik is the one he wants alerts for."),
    ("Sam Whitaker's order TN-40977 was delivered on April 8.", "Sam Whitaker's order TN-40977 was delivered on 4/8, left at the side door."),
    ("Lena Fischer ships to Germany, so her orders go through our EU warehouse in Rotterdam.", "Lena Fischer pays in euros, €212 for her last order."),
    ("The Novak household, account 88-20431, is on the 300 Mbps plan at $55 a month.", "The Novaks' 300 Mbps plan is 0.3 Gbps, which is why Pavel's speed test never goes past about 290."),
    ("The Novak household, account 88-20431, is on the 300 Mbps plan at $55 a month.", "The Novaks asked what the 1 Gig plan costs but said they'll stay on 300 Mbps for now."),
    ("Account 88-20431 belongs to Pavel Novak.", "Pavel Novak's mother has her own account, 88-20519, on the basic plan."),
    ("Gail Brenner's install is booked for Thursday, May 9, between 8 and noon.", "Gail Brenner's install on Thursday, May 9 should be near 10, the tech thinks."),
    ("Gail Brenner's install is booked for Thursday, May 9, between 8 and noon.", "Gail's neighbor at 41 Pine Ct also has an install that Thursday, in the afternoon window."),
    ("Pete Larkin's bakery (business account 77-01288) has a static IP.", "Pete Larkin's home account, 88-31240, doesn't have a static IP."),
    ("Pete Larkin's bakery (business account 77-01288) has a static IP.", "The static IP on the bakery account is 203.0.113.42."),
    ("Rosa Delgado uses a Lumen XR6 router we rent to her for $10 a month.", "Rosa also rents a mesh extender, $5 a month, on top of the XR6."),
    ("Rosa Delgado uses a Lumen XR6 router we rent to her for $10 a month.", "Rosa Delgado's XR6 was swapped for another XR6 under warranty last fall, same rental."),
    ("Rosa Delgado's bill is due on the 15th of each month.", "Rosa got a one-time extension to the 22nd this month because of a bank hold."),
    ("Rosa Delgado's bill is due on the 15th of each month.", "Rosa Delgado pays by autopay on the 15th from her checking account."),
    ("Hank Moore wants paper bills mailed to him.", "Hank asked for an extra paper copy of March's bill to give his accountant."),
    ("Hank Moore's address is 1720 Route 9, Unit 3.", "Hank Moore's mailing address is a P.O. box, 442, while service is at 1720 Route 9, Unit 3."),
    ("Ayesha Siddiqui reported her internet dropping every evening around 7.", "Ayesha Siddiqui's evening drops last about two minutes each time."),
    ("Ayesha Siddiqui reported her internet dropping every evening around 7.", "Ayesha's sister Noor, on a different account, has no drops at all."),
    ("Ayesha Siddiqui's ticket #5512 is assigned to technician Luis.", "Technician Luis also has Gail Brenner's install, ticket #5520."),
    ("The Novaks' router is in the basement.", "The Novaks' modem and router are both in the basement, next to the water heater."),
    ("Outage credits are $5 per day of outage.", "For the March 12 storm outage, management gave everyone a flat $20 credit on top."),
    ("Outage credits are $5 per day of outage.", "Business accounts get $10 per day of outage, residential accounts get $5."),
    ("Pete Larkin's bakery opens at 6 a.m., so technicians can't visit before 2 p.m.", "Pete Larkin's bakery is closed on Mondays, so Monday visits are also fine."),
    ("Gail Brenner is a new customer referred by Rosa Delgado.", "Rosa Delgado also referred the Novaks, back in 2023."),
    ("Gail Brenner's phone number is (413) 555-0162.", "Gail's landline is (413) 555-0199; she wants texts on the mobile, (413) 555-0162."),
    ('The Novaks\' Wi-Fi network is called "Novak5G".', 'The Novaks also have a guest network, "NovakGuest", for visitors.'),
    ("Hank Moore has been a customer since 2019.", "Hank Moore has been a customer since 2019, which gives him the loyalty rate."),
    ("Rosa Delgado is on the promotional rate of $45 until August.", "After August Rosa's rate goes to $60 unless she renews the promotion."),
    ("Ayesha Siddiqui wants technicians to call 30 minutes before arriving.", "Ayesha wants techs to call 30 minutes ahead and to use the back door."),
    ("The Novaks have the parental-controls add-on.", "The parental-controls schedule on the Novaks' account shuts the kids' tablets off at 9 p.m."),
    ("Gail Brenner's order is for the 500 Mbps plan.", "Gail's 500 Mbps plan comes with the first month free."),
    ("Field techs carry the XR6 router on every install.", "The techs also carry spare ONT units on every install, not just routers."),
    ("Pete Larkin's bakery has two lines, one for the shop and one for the office upstairs.", "The shop line is 77-01288-1 and the office line is 77-01288-2."),
    ("Irena Novak's email on the account is irena.novak@proton.me.", "Pavel Novak's email, pavel.n@proton.me, gets the outage alerts too."),
    ("Hank Moore's modem is the gray ZX-200 model.", "Hank Moore's ZX-200 modem sits on the shelf in his hallway closet."),
    ("Lumen's support line is open 8 a.m. to 8 p.m., seven days a week.", "On Thanksgiving Day the support line closes at 2 p.m."),
    ("Lumen's support line is open 8 a.m. to 8 p.m., seven days a week.", "The support line is open 8 a.m. to 8 p.m. Eastern, which is 5 to 5 Pacific."),
    ("Pete Larkin pays the bakery's bill with the company Amex.", "Pete pays his home bill with his personal Visa, not the company Amex."),
    ("Rosa Delgado's unit is 2B at 55 Harbor Street.", "Rosa's landlord's office is unit 1A at 55 Harbor Street, on its own business account."),
    ("Ayesha Siddiqui's line only delivers 85 Mbps on the 300 plan.", "Ayesha's line delivers 85 Mbps down and only 12 Mbps up, on the 300 plan."),
    ("Mr. Ortiz is in room 214, checking out Friday.", "Mr. Ortiz asked for a late checkout on Friday, until 1 p.m., which we approved."),
    ("Mr. Ortiz is in room 214, checking out Friday.", "Mr. Ortiz's colleague Ms. Vance is in room 216, also checking out Friday."),
    ("Mr. Ortiz is allergic to feathers, so room 214 gets foam pillows.", "Mr. Ortiz also wants an extra blanket in 214."),
    ("The Halloran family booked two connecting rooms, 305 and 306.", "The Hallorans' room 305 has two queens and 306 has a king."),
    ("The Halloran family booked two connecting rooms, 305 and 306.", "The Hallorans' grandparents are in 410, a separate booking under Maureen Halloran."),
    ("Dr. Ng arrives Tuesday on the 6:40 p.m. flight and needs the airport shuttle.", "Dr. Ng arrives Tuesday at 18:40; the shuttle driver is Manny."),
    ("Dr. Ng arrives Tuesday on the 6:40 p.m. flight and needs the airport shuttle.", "Dr. Ng asked whether she could take a taxi instead, but she'll keep the shuttle."),
    ("The Kessler wedding block is 20 rooms for June 14 and 15.", "The Kessler block of 20 rooms is split into 12 kings and 8 double queens."),
    ("The Kessler wedding block is 20 rooms for June 14 and 15.", "The Kesslers' rehearsal dinner is on June 13 in the Bayview room, not part of the room block."),
    ("Mrs. Abbott is a regular who always books room 112 on the ground floor.", "This one time Mrs. Abbott is in 114 because 112 is being repainted."),
    ("Kwame Asante's company, Brightwave, pays his room directly.", "Brightwave pays Kwame's room and breakfast directly, but his bar tab goes on his own card."),
    ("Our breakfast runs 6:30 to 10 a.m. every day.", "On Sundays breakfast is extended until 11."),
    ("Our breakfast runs 6:30 to 10 a.m. every day.", "Breakfast is 6:30 to 10 a.m., served in the Bayview room."),
    ("Check-in time is 3 p.m.", "Gold loyalty guests can check in from 1 p.m."),
    ("Check-in time is 3 p.m.", "Check-in is 15:00, checkout 11:00."),
    ("Parking is $18 a night.", "Parking is free for the Kessler wedding guests, as part of their contract."),
    ("Parking is $18 a night.", "Overnight parking is $18; day visitors pay $3 an hour."),
    ("Ms. Vance in room 216 asked for a wake-up call at 6 a.m.", "Mr. Ortiz in 214 also wants a 6 a.m. wake-up call."),
    ("The Hallorans are arriving on Saturday, July 5.", "The Hallorans arriving July 5 expect to get in around 4 p.m."),
    ("Kwame Asante prefers a room away from the elevator.", "Kwame also prefers a high floor, if one is free away from the elevator."),
    ("The Kessler wedding contact is the bride's mother, Judith Kessler.", "The groom's family contact is Dave Lindqvist, who handles the rehearsal dinner only."),
    ("Dr. Ng's booking is three nights, Tuesday to Friday.", "Dr. Ng's three nights are billed to the university conference account."),
    ("The pool is closed for repairs until May 20.", "The hot tub is closed until June 1, separately from the pool."),
    ("Mrs. Abbott's daughter, Carol, is her emergency contact.", "Carol's phone number is 555-0142; she lives in Halifax."),
    ("Room 305 has a broken air conditioner.", "Room 310's AC was fixed last week; 305 is next on the list."),
    ("Mr. Ortiz's booking is under confirmation number HB-77120.", "Mr. Ortiz's second booking, for next month, is HB-77981."),
    ("Kwame Asante stays with us about once a month for Brightwave.", "Kwame also stayed one weekend with his family in March, on his own dime."),
    ("The Kesslers want the welcome bags handed out at check-in.", "The welcome bags have a map, a bottle of water and chocolates."),
    ("Late checkout costs $25 an hour.", "Late checkout is free for Gold loyalty guests."),
    ("Kwame Asante's loyalty number is HR-552093.", "Kwame's wife Efua has her own loyalty number, HR-617440."),
    ("The Hallorans booked the family rate, $179 a night.", "The Hallorans' $179 a night includes breakfast for two adults and two kids."),
    ("The front desk uses Opera for bookings.", "The restaurant uses Toast for its tables, separate from the booking system."),
    ("Dr. Ng wants a quiet room.", "Dr. Ng wants a quiet room, so put her at the end of the third-floor hall."),
    ("Dr. Ng wants a quiet room.", "Dr. Ng's colleague, Dr. Patel, doesn't mind street noise."),
    ("The Kessler wedding block's rate is $199 a night.", "The Kessler block's rate is $199 a night before the 13 percent tax, $224.87 after."),
    ("Linda Cho drives a 2016 Honda Civic, plate 7KRM204.", "Linda Cho's husband, Ben, brings in his own 2014 Accord, plate 6JZL930."),
    ("Linda Cho drives a 2016 Honda Civic, plate 7KRM204.", "Linda Cho's 2016 Civic is the EX trim, silver, about 98,000 miles."),
    ("Ray Dunn's F-150 is due for an oil change at 45,000 miles.", "Ray Dunn's F-150 odometer read 43,900 miles at the last visit."),
    ("Tasha Greene's Outback needs new front brake pads; the quote is $240.", "Tasha's rear pads on the Outback still have about 6 mm left, fine for now."),
    ("Tasha Greene's Outback needs new front brake pads; the quote is $240.", "The $240 for Tasha's front pads is $150 parts and $90 labor."),
    ("Mike Ferraro's Camry is promised for pickup Wednesday at 4 p.m.", "Mike Ferraro's wife, Gina, will do the Wednesday 4 p.m. pickup."),
    ("Mike Ferraro's Camry is promised for pickup Wednesday at 4 p.m.", "Mike Ferraro also asked for a wash before the Wednesday pickup, which we'll do."),
    ("Pine Valley Plumbing's fleet account gets 10 percent off labor.", "Pine Valley Plumbing pays net 30 on invoices, on top of the 10 percent labor discount."),
    ("Pine Valley Plumbing's fleet account gets 10 percent off labor.", "Pine Valley's owner, Sal, got an extra 5 percent off the van 3 job as a one-time goodwill credit."),
    ("Pine Valley Plumbing has four vans with us: van 1 through van 4.", "Van 2 is the Transit with the roof rack; vans 1, 3 and 4 are Ram ProMasters."),
    ("Van 3 of Pine Valley Plumbing has 112,000 miles.", "Pine Valley's van 1 has 87,000 miles."),
    ("Our labor rate is $135 an hour.", "Diagnostic time is billed at a flat $95, not the $135 hourly rate."),
    ("Our labor rate is $135 an hour.", "Our $135 an hour labor rate is $2.25 a minute."),
    ("Ray Dunn wants a call before we do any work over $200.", "Ray Dunn also wants the old parts put in a box in the truck bed."),
    ("Linda Cho's tire size is 215/55R16.", "Linda Cho's spare on the Civic is a 125/70R16 donut."),
    ("Tasha Greene's warranty on the Outback transmission runs until March 2026.", "Tasha Greene's Outback powertrain warranty covers the transmission until March 2026 or 100,000 miles."),
    ("Mike Ferraro's Camry came in with a check-engine light; code P0420.", "Mike Ferraro's Camry also threw code P0171 last year; that one was fixed."),
    ("Loaner cars are free for repairs over $500.", "Pine Valley's fleet drivers get a loaner free regardless of the bill."),
    ("Linda Cho prefers text messages about her car's status.", "Linda's texts should go to 617-555-0133."),
    ("Ray Dunn's truck is a 2019 F-150.", "Ray Dunn also owns a 2005 Harley, which we don't service."),
    ("Brightline's Saturday hours are 8 to 1.", "On the Saturday before Christmas we'll be open until 3."),
    ("Tasha Greene's Outback is booked for Monday at 8 a.m.", "Tasha's sister, Renée Greene, has an appointment Monday at 8:30 for her Forester."),
    ("Tasha Greene's Outback is booked for Monday at 8 a.m.", "Tasha will drop the Outback at 8 a.m. Monday and take the shuttle to work."),
    ("The parts supplier for brakes is NAPA.", "NAPA still supplies our filters and batteries."),
    ("Mike Ferraro's Camry needs a new catalytic converter, $1,180.", "The $1,180 converter quote for Mike's Camry includes labor and the gasket."),
    ("Sal is the contact for Pine Valley Plumbing.", "Sal also handles Pine Valley's billing questions."),
    ("Linda Cho's account has $60 of credit from the coupon.", "Linda Cho's $60 coupon credit can be used on any service before August."),
    ("Ray Dunn's F-150 gets the 5W-30 oil.", "Ray's Harley takes 20W-50, but we don't service it."),
    ("The state inspection sticker on Linda's Civic expires in June.", "Linda's Civic inspection sticker expires 06/2025."),
    ("Tasha Greene's Outback is white.", "Tasha's Outback has a black roof rack."),
    ("Ray Dunn's tires were rotated in March.", "Ray Dunn's tires were rotated in March and balanced at the same visit."),
    ("Customers waiting on site get free coffee in the lounge.", "The lounge Wi-Fi password is on the card by the coffee machine."),
    ("Customers waiting on site get free coffee in the lounge.", "The coffee machine was broken for a day last week, so there was no coffee Tuesday."),
    ("Tasha Greene's phone number is 978-555-0104.", "Renée Greene's number is 978-555-0110."),
    ("Nina Bertoli wants the invoices for Pine Valley emailed to billing@pinevalleyplumb.com.", "Nina also wants a copy of each Pine Valley invoice printed and left in the van."),
    ("Jorge Alvarez in unit 3B pays $1,450 a month.", "Jorge Alvarez also pays $35 a month for his parking space, on top of the $1,450 rent."),
    ("Jorge Alvarez in unit 3B pays $1,450 a month.", "Unit 3C next door, the same floor plan as 3B, rents for $1,475."),
    ("Jorge Alvarez's lease ends April 30.", "Jorge asked about ending his lease early, in March, but decided to stay until April 30."),
    ("Unit 5A is rented by Min-ji Kim and Daniel Lee.", "Min-ji Kim's sister stays in 5A for two weeks in August; she's a guest, not on the lease."),
    ("Nora Blake in 2C has a cat named Pickle.", "Nora Blake also keeps a goldfish, which doesn't need a pet deposit."),
    ("Nora Blake in 2C has a cat named Pickle.", "Paul Okafor in 4D has a cat, a gray tabby named Moss."),
    ("Paul Okafor's maintenance request is for a leaking kitchen faucet.", "Paul's leaking kitchen faucet drips about once a second, into the left basin."),
    ("The pet deposit is $300 per pet.", "Service animals have no pet deposit."),
    ("The pet deposit is $300 per pet.", "The pet deposit is $300 per pet, refundable at move-out."),
    ("Rent is due on the 1st, with a $50 late fee after the 5th.", "Mrs. Feld in 1A has permission to pay on the 3rd because her pension comes then."),
    ("Rent is due on the 1st, with a $50 late fee after the 5th.", "Jorge's May rent was accepted late without a fee, one time, because of the bank outage."),
    ("Mrs. Feld in 1A is 84 and her daughter, Ruth, is her emergency contact.", "Mrs. Feld's daughter Ruth lives in Chicago and can be reached at 312-555-0170."),
    ("The laundry room is open 7 a.m. to 10 p.m.", "The laundry room will be closed Tuesday morning for the machine swap."),
    ("Unit 4D's parking space is number 17.", "Unit 4C's space is number 18, right next to Paul's 17."),
    ("Nora Blake's move-in date is June 1.", "Nora's move-in on June 1 is booked for the freight elevator from 9 to noon."),
    ("The building's handyman is Terrence.", "Terrence is off on Fridays; weekend emergencies go to the on-call plumber."),
    ("Jorge Alvarez's phone is 415-555-0121.", "Jorge's wife, Luisa, is reachable at 415-555-0165."),
    ("The gym in the basement is for tenants only.", "Tenants can bring one guest to the gym if the guest signs the waiver."),
    ("Unit 5A has a washer-dryer in the unit.", "5A's dishwasher is the Bosch installed in 2022."),
    ("Min-ji Kim wants packages left at the front desk.", "Min-ji's large packages that don't fit the desk shelf go in the back office."),
    ("The water will be shut off Thursday from 9 to 1 for the riser repair.", "The water shutoff on Thursday only affects the B-stack units, 1B to 5B."),
    ("The office is open weekdays 9 to 5.", "The office closes for lunch from 12:30 to 1."),
    ("Nora Blake's lease is for unit 2C.", "Nora's friend Jess rented 2C across the hall."),
    ("Mrs. Feld gets her rent reminders by mail.", "Mrs. Feld's daughter Ruth also gets a copy of the reminders by email."),
    ("Recycling pickup is Wednesday.", "Trash pickup is Monday and Thursday; recycling is Wednesday."),
    ("Recycling pickup is Wednesday.", "During Thanksgiving week recycling pickup slips to Thursday, just that week."),
    ("The security deposit for 3B was $1,450.", "Jorge's $1,450 deposit is held in the trust account at Pacific Bank."),
    ("Unit 5A's lease says no smoking on the balcony.", "No smoking anywhere on Cedar Court property, balconies included; it's in every lease."),
    ("Unit 5A's lease says no smoking on the balcony.", "Unit 5A's balcony has a gas grill, which the lease allows."),
    ("The elevator inspection is due in September.", "The elevator inspection due in September covers both the main and the freight elevator."),
    ("Min-ji Kim's car is a blue Mazda 3, plate 9ABC112.", "Daniel Lee's old car, a black Jetta, no longer has a permit."),
    ("Jorge Alvarez wants to be reached by email for non-urgent things.", "Jorge wants a phone call for anything urgent, like a leak."),
    ("The owner of Cedar Court is Harbor Holdings LLC.", "Harbor Holdings also owns the Pine Street building across town."),
    ("Paul Okafor works nights, so no entry into 4D before noon without his call.", "Paul Okafor also asks maintenance to knock twice before entering 4D."),
    ("Biscuit, Hannah Moretti's beagle, weighs 22 pounds.", "Biscuit's 22 pounds is 10 kilograms, which is what the chart shows."),
    ("Biscuit, Hannah Moretti's beagle, weighs 22 pounds.", "Hannah's other dog, Waffle, weighs 48 pounds."),
    ("Mochi, the Tanakas' cat, takes 2.5 mg of methimazole twice a day.", "Mochi's methimazole comes as 2.5 mg tablets; the Tanakas give one in the morning and one at night."),
    ("Mochi, the Tanakas' cat, takes 2.5 mg of methimazole twice a day.", "The Tanakas' other cat, Yuzu, takes no medication."),
    ("Rex, the Brennans' German shepherd, is booked for a dental cleaning on the 14th.", "Rex needs to fast from midnight before his dental on the 14th."),
    ("Rex, the Brennans' German shepherd, is booked for a dental cleaning on the 14th.", "Rex's dental on the 14th might include an extraction; Dr. Reyes will call if so."),
    ("Luna, Sofia Marsh's rabbit, sees Dr. Patel.", "Sofia Marsh's dog, Pepper, sees Dr. Reyes."),
    ("Hannah Moretti pays with her CareCredit card.", "Hannah also has pet insurance with Trupanion, which reimburses her after she pays."),
    ("Biscuit is due for his rabies booster in October.", "Biscuit's distemper booster is due in October; rabies is due the same month."),
    ("The Tanakas want appointment reminders by text.", "The Tanakas also want a call the day before any surgery."),
    ("Rex is allergic to chicken.", "Rex's allergy to chicken means he eats the salmon-based prescription food."),
    ("Rex is allergic to chicken.", "The Brennans' other dog, Juno, has no food allergies."),
    ("Our exam fee is $68.", "Rechecks within two weeks are $40, not the full $68 exam fee."),
    ("Our exam fee is $68.", "The Brennans got a one-time 20 percent off Rex's exam as a rescue-group member."),
    ("Our Saturday hours are 9 to 1.", "On the Saturday of the Fourth of July weekend we're closed."),
    ("Luna the rabbit was spayed in 2023.", "Luna was spayed in 2023 at the Riverside clinic, before Sofia switched to us."),
    ("Pepper's microchip number is 985112004567321.", "Pepper's microchip is registered with HomeAgain under Sofia Marsh's phone number."),
    ("Mochi is 12 years old.", "Mochi was born in spring 2013, so she's 12."),
    ("The clinic's boarding costs $35 a night for dogs.", "Boarding for cats is $28 a night."),
    ("The clinic's boarding costs $35 a night for dogs.", "Boarding for dogs over 80 pounds is $45 a night, because they need the big run."),
    ("Waffle, Hannah's Lab mix, is on a weight-loss diet of 2 cups a day.", "Waffle's 2 cups a day are split into one cup in the morning and one at night."),
    ("Sofia Marsh's address is 88 Linden Road.", "Sofia Marsh's work address, for the invoices she asked for, is 400 Main St, suite 12."),
    ("Rex is on carprofen, 75 mg twice a day, for his hips.", "Rex gets his 75 mg carprofen twice a day with food."),
    ("The Brennans' account is under Mark Brennan.", "Mark Brennan's phone is 207-555-0119."),
    ("Our after-hours emergencies go to Coastal Animal ER.", "Coastal Animal ER is in Falmouth, twenty minutes from us."),
    ("Juno, the Brennans' other dog, is a 3-year-old husky.", "Juno, the Brennans' husky, is 3 and weighs about 50 pounds."),
    ("Yuzu's last visit was in January.", "Yuzu's last visit was January 9, for her annual exam."),
    ("Biscuit gets his flea medicine, Simparica, from us every three months.", "Waffle gets Simparica from us too, the large-dog dose."),
    ("Tom Haskell's return for the Kestrel rain jacket was approved.", "Tom Haskell's Kestrel return was approved by Kelsey on the 2nd, under return number R-8812."),
    ("Omar Haddad has $75 of store credit, expiring December 31.", "Omar Haddad's brother Sami has $20 of store credit, expiring in March."),
    ("Sam Whitaker wants all his orders gift-wrapped.", "Sam Whitaker wants his orders gift-wrapped, but without a printed receipt in the box."),
    ("The Ridgeline boots run half a size small, per our size guide.", "The Ridgeline boots run half a size small, so tell customers to order up, e.g. a 10 if they're normally a 9.5."),
    ("Customers with a damaged item get a prepaid return label.", "Tell customers with a damaged item to keep the box until the prepaid label arrives."),
    ("Lena Fischer ships to Germany, so her orders go through our EU warehouse in Rotterdam.", "Lena Fischer's sister in Ohio orders from our U.S. warehouse in Reno."),
    ("Account 88-20431 belongs to Pavel Novak.", "Pavel Novak opened account 88-20431 in 2020, when the family moved to Maple Ridge."),
    ("Hank Moore's address is 1720 Route 9, Unit 3.", "Hank Moore's address, 1720 Route 9, Unit 3, is the one above the hardware store."),
    ("Rosa Delgado is on the promotional rate of $45 until August.", "Rosa Delgado used to pay $60 before the promotion started."),
    ("Gail Brenner's order is for the 500 Mbps plan.", "Gail's husband thought the 300 plan would be enough, but they kept the 500 Mbps order."),
    ("Hank Moore's modem is the gray ZX-200 model.", "The ZX-200 in Hank Moore's closet has firmware 4.1.7."),
    ("Mrs. Abbott's daughter, Carol, is her emergency contact.", "Mrs. Abbott's late husband used to be her emergency contact, before Carol."),
    ("The Hallorans booked the family rate, $179 a night.", "The Hallorans booked the family rate, $179 a night, and the grandparents' room 410 is at the senior rate, $149."),
    ("The front desk uses Opera for bookings.", "Management looked at switching from Opera to Cloudbeds but decided to stay with Opera for another year."),
    ("Late checkout costs $25 an hour.", "Mr. Ortiz's late checkout on Friday was comped, just this once."),
    ("Kwame Asante's company, Brightwave, pays his room directly.", "Brightwave's travel desk sends a new authorization form for Kwame each quarter."),
    ("Ray Dunn's F-150 is due for an oil change at 45,000 miles.", "Ray Dunn's F-150 oil change at 45,000 miles is about 72,400 km."),
    ("Loaner cars are free for repairs over $500.", "The loaner free for repairs over $500 has to be returned with a full tank."),
    ("Brightline's Saturday hours are 8 to 1.", "Brightline used to be open until 3 on Saturdays, years ago."),
    ("Sal is the contact for Pine Valley Plumbing.", "Sal's cell for Pine Valley emergencies is 978-555-0150."),
    ("Ray Dunn's F-150 gets the 5W-30 oil.", "Ray Dunn's F-150 gets 6 quarts of the 5W-30 oil with a Motorcraft filter."),
    ("Unit 5A is rented by Min-ji Kim and Daniel Lee.", "Min-ji Kim and Daniel Lee both signed the 5A lease in August 2023."),
    ("The laundry room is open 7 a.m. to 10 p.m.", "The laundry room is open 7 a.m. to 10 p.m., which is 07:00 to 22:00 on the new sign."),
    ("The building's handyman is Terrence.", "Ali from the Pine Street building fills in for Terrence during his vacation next week."),
    ("The office is open weekdays 9 to 5.", "The office is open Saturday mornings in August for move-ins, as a one-off."),
    ("Min-ji Kim wants packages left at the front desk.", "Mrs. Feld wants her packages brought up to 1A."),
    ("The Tanakas want appointment reminders by text.", "The Tanakas' texts go to Ken Tanaka's phone, 207-555-0181."),
    ("Sofia Marsh's address is 88 Linden Road.", "Sofia Marsh thought about moving to the Quarry Lane apartments, but she's staying at 88 Linden Road."),
    ("Hannah Moretti pays with her CareCredit card.", "Hannah paid cash once, for the nail trim last week."),
    ("Our Saturday hours are 9 to 1.", "Our Saturday hours are 9 to 1; Dr. Reyes covers the Saturday shift."),
    ("Our after-hours emergencies go to Coastal Animal ER.", "During the day, emergencies come to us first, then go to Coastal if we're full."),
    ("Mochi is 12 years old.", "Mochi's sister Yuzu is 9."),
    ("The Brennans' account is under Mark Brennan.", "Mark Brennan's account was opened in 2019 for Rex."),
    ("Hannah Moretti wants Biscuit neutered next month.", "Hannah wants Biscuit's neuter next month on a Monday, when she's off work."),
    ("The Kesslers want a shuttle from the church to the hotel at 5 p.m.", "The Kessler shuttle at 5 p.m. seats 24, so it will make two trips."),
    ("Jorge Alvarez asked for his kitchen in 3B to be repainted in June.", "Jorge wants the 3B kitchen repainted in June in the same color, Swiss Coffee."),
    ("O endereço de entrega da Juliana Souza é Rua das Acácias, 120, CEP 04012-000.", "Só o pedido FL-3391 da Juliana vai para o trabalho dela, na Rua Vergueiro, 800; o endereço de casa continua o mesmo."),  # lang: pt
    ("O endereço de entrega da Juliana Souza é Rua das Acácias, 120, CEP 04012-000.", "A mãe da Juliana, dona Cida, recebe na Rua das Acácias, 118, a casa ao lado."),  # lang: pt
    ("O Marcos Pereira paga sempre por boleto.", "O Marcos pagou um pedido com cartão uma vez, na Black Friday, por causa do desconto."),  # lang: pt
    ("O Marcos Pereira paga sempre por boleto.", "O boleto do Marcos vence em três dias úteis depois da compra."),  # lang: pt
    ("O pedido FL-3391 é um kit de hidratação de R$ 149,90.", "O kit de hidratação do pedido FL-3391 custou R$ 167,80 com o frete."),  # lang: pt
    ("O pedido FL-3391 é um kit de hidratação de R$ 149,90.", "O outro pedido da Juliana, FL-3402, é um protetor solar de R$ 59,90."),  # lang: pt
    ("A dona Cida tem alergia a fragrância e só compra a linha sem perfume.", "A dona Cida prefere o hidratante sem perfume em embalagem de 400 ml."),  # lang: pt
    ("O frete é grátis para compras acima de R$ 199.", "Para clientes do plano Flor Ouro, o frete é grátis em qualquer valor."),  # lang: pt
    ("O frete é grátis para compras acima de R$ 199.", "No Dia das Mães, o frete foi grátis para todas as compras, só naquela semana."),  # lang: pt
    ("O pedido do Rafael Lima vai pelos Correios, via PAC.", "O PAC para Recife, onde o Rafael mora, leva de 8 a 12 dias úteis."),  # lang: pt
    ("O prazo para troca é de 7 dias após o recebimento.", "Produtos com defeito podem ser trocados em até 90 dias, pela garantia."),  # lang: pt
    ("O telefone do Rafael Lima é (81) 98765-4321.", "O telefone fixo do Rafael é (81) 3456-7788, mas ele prefere o celular."),  # lang: pt
    ("A Juliana é atendida pela Bruna no chat.", "A Bruna também atende a dona Cida, que prefere falar por WhatsApp."),  # lang: pt
    ("A Juliana quer receber as novidades por e-mail.", "A Juliana pediu para não receber SMS, mas continua querendo as novidades por e-mail."),  # lang: pt
    ("O pedido do Marcos, FL-3350, deve chegar na sexta, dia 14.", "O pedido FL-3350 do Marcos chega na sexta, 14/06, pelo período da tarde."),  # lang: pt
    ("Giulia Rossi ha l'abbonamento annuale da 480 euro.", "L'abbonamento annuale di Giulia Rossi da 480 euro corrisponde a 40 euro al mese."),  # lang: it
    ("Giulia Rossi ha l'abbonamento annuale da 480 euro.", "Il marito di Giulia, Andrea, ha l'abbonamento mensile da 49 euro."),  # lang: it
    ("L'armadietto di Marco Bianchi è il numero 23.", "L'armadietto di Luca Greco è il 24, accanto a quello di Marco."),  # lang: it
    ("L'armadietto di Marco Bianchi è il numero 23.", "Per la gara di sabato, Marco usa anche l'armadietto 40, solo quel giorno."),  # lang: it
    ("Il certificato medico di Marco Bianchi scade il 15 settembre.", "Il certificato medico di Marco è agonistico, rilasciato dal dottor Neri, e scade il 15/09."),  # lang: it
    ("La signora Ferri frequenta il corso di pilates del martedì alle 10.", "La signora Ferri viene anche al corso di ginnastica dolce del venerdì alle 9."),  # lang: it
    ("La signora Ferri frequenta il corso di pilates del martedì alle 10.", "La figlia della signora Ferri fa pilates il martedì alle 18."),  # lang: it
    ("Il corso di spinning del lunedì è alle 19.", "Lunedì prossimo, per la festa, lo spinning è eccezionalmente alle 17."),  # lang: it
    ("Il corso di spinning del lunedì è alle 19.", "Lo spinning del mercoledì è alle 20."),  # lang: it
    ("Luca Greco si allena con il personal trainer Davide.", "Davide segue anche Giulia Rossi, il sabato mattina."),  # lang: it
    ("La quota d'iscrizione è di 30 euro.", "A gennaio la quota d'iscrizione è gratuita per chi porta un amico, solo per quel mese."),  # lang: it
    ("Il telefono di Luca Greco è 347 1234567.", "Luca ha dato anche il numero dell'ufficio, 051 987654, ma preferisce il cellulare."),  # lang: it
    ("La palestra apre alle 7 nei giorni feriali.", "Il sabato la palestra apre alle 8."),  # lang: it
    ("La palestra apre alle 7 nei giorni feriali.", "La palestra apre alle 7 e chiude alle 22 nei giorni feriali."),  # lang: it
    ("Sanne de Vries heeft een blauwe Gazelle e-bike, framenummer GZ48213.", "Sanne's man, Bas, heeft een zwarte Cortina transportfiets."),  # lang: nl
    ("Sanne de Vries heeft een blauwe Gazelle e-bike, framenummer GZ48213.", "Sanne's Gazelle is een Ultimate C8 uit 2021, met de accu onder de bagagedrager."),  # lang: nl
    ("De bakfiets van Pieter Bakker is klaar op donderdag om 16:00.", "Pieter vroeg of de bakfiets eerder kon, maar donderdag 16:00 blijft de afspraak."),  # lang: nl
    ("De bakfiets van Pieter Bakker is klaar op donderdag om 16:00.", "Pieters dochter haalt de bakfiets donderdag om 16:00 op."),  # lang: nl
    ("Mevrouw Jansen wil gebeld worden, niet gemaild.", "Mevrouw Jansen wil gebeld worden op haar vaste nummer, 030 2345678, niet op haar mobiel."),  # lang: nl
    ("Het uurtarief voor reparaties is 52 euro.", "Een lekke band plakken kost een vast bedrag van 15 euro, los van het uurtarief."),  # lang: nl
    ("Het uurtarief voor reparaties is 52 euro.", "Voor studenten met een collegekaart geldt 10 procent korting op het uurtarief van 52 euro."),  # lang: nl
    ("Daan Visser heeft een leenfiets van ons, nummer 4.", "Leenfiets 4 is een grijze Batavus met een mand voorop."),  # lang: nl
    ("Bij Sanne's e-bike moet de achterband vervangen worden.", "Bij Sanne's e-bike moet de achterband vervangen worden, een Schwalbe Marathon 28 inch."),  # lang: nl
    ("Pieter Bakker betaalt altijd met pin.", "Pieter betaalde vorige week een keer contant, omdat de pinautomaat stuk was."),  # lang: nl
    ("De winkel is op maandag gesloten.", "Op tweede paasdag, ook een maandag, zijn we natuurlijk ook dicht."),  # lang: nl
    ("De winkel is op maandag gesloten.", "De winkel is maandag gesloten en dinsdag t/m zaterdag open van 9:00 tot 18:00."),  # lang: nl
    ("De onderdelen voor Gazelle bestellen we bij Van Bruggen.", "De onderdelen voor Batavus komen van Asista."),  # lang: nl
    ("Daan Visser woont op de Oudegracht 112.", "Daan's werkadres is de Oudegracht 230, waar hij de fiets soms komt brengen."),  # lang: nl
    ("Олена Коваль на тарифі «100 Мбіт» за 250 гривень на місяць.", "Олена питала про тариф «500 Мбіт», але поки що залишається на «100 Мбіт»."),  # lang: uk
    ("Олена Коваль на тарифі «100 Мбіт» за 250 гривень на місяць.", "Сусідка Олени, пані Ганна, на тарифі «50 Мбіт» за 180 гривень."),  # lang: uk
    ("Андрій Мельник живе на вулиці Франка, 24, квартира 7.", "Офіс Андрія, де в нього окремий договір, на вулиці Франка, 30."),  # lang: uk
    ("Пані Ганна просить дзвонити їй тільки на стаціонарний телефон.", "Пані Ганна просить дзвонити на стаціонарний з 10:00 до 18:00, не пізніше."),  # lang: uk
    ("Заявка Тараса Бондаря №4471 — роутер не вмикається.", "Тарас Бондар має ще одну заявку, №4390, про рахунок, вона вже закрита."),  # lang: uk
    ("Майстер приїде до Олени Коваль у середу з 9 до 12.", "У середу той самий майстер, Ігор, їде ще й до пані Ганни, після обіду."),  # lang: uk
    ("Майстер приїде до Олени Коваль у середу з 9 до 12.", "Майстер приїде до Олени в середу з 9 до 12 і подзвонить за пів години."),  # lang: uk
    ("Андрій Мельник орендує в нас роутер TP-Link за 30 гривень на місяць.", "Андрій орендує роутер TP-Link Archer C6, модель, яку ми видаємо всім новим абонентам."),  # lang: uk
    ("Рахунок Тараса Бондаря треба оплатити до 10 числа.", "Цього місяця Тарасу дали відстрочку до 15 числа, один раз."),  # lang: uk
    ("Рахунок Тараса Бондаря треба оплатити до 10 числа.", "Тарас платить карткою ПриватБанку, автоплатежем 10 числа."),  # lang: uk
    ("Компенсація за відключення — 10 гривень за кожну добу.", "Після блекауту в листопаді всім нарахували ще 50 гривень одноразово."),  # lang: uk
    ("Телефон Андрія Мельника 093 456 78 90.", "У дружини Андрія, Марії, свій номер: 093 111 22 33."),  # lang: uk
    ("Пані Ганна отримує паперові рахунки поштою.", "Пані Ганна попросила додаткову паперову копію березневого рахунку для субсидії."),  # lang: uk
    ("Андрій Мельник живе на вулиці Франка, 24, квартира 7.", "Адреса Андрія — Франка, 24/7, будинок біля трамвайної зупинки."),  # lang: uk
    ("Η Μαρία Παπαδοπούλου έχει εισιτήριο για Σαντορίνη στις 12 Ιουλίου με το Blue Star.", "Η αδελφή της Μαρίας, η Κατερίνα, ταξιδεύει για Νάξο στις 12 Ιουλίου."),  # lang: el
    ("Η Μαρία Παπαδοπούλου έχει εισιτήριο για Σαντορίνη στις 12 Ιουλίου με το Blue Star.", "Το πλοίο της Μαρίας στις 12 Ιουλίου φεύγει από τον Πειραιά στις 07:25."),  # lang: el
    ("Ο Γιώργος Νικολάου έχει κλείσει τετράκλινη καμπίνα για Κρήτη.", "Η τετράκλινη καμπίνα του Γιώργου είναι εσωτερική, αριθμός 512."),  # lang: el
    ("Ο Γιώργος Νικολάου έχει κλείσει τετράκλινη καμπίνα για Κρήτη.", "Ο Γιώργος ρώτησε για εξωτερική καμπίνα, αλλά κράτησε την εσωτερική τετράκλινη."),  # lang: el
    ("Η κυρία Ελένη έχει έκπτωση συνταξιούχου 25% στα εισιτήρια.", "Ο άντρας της κυρίας Ελένης, ο κύριος Σταύρος, έχει κι αυτός έκπτωση συνταξιούχου."),  # lang: el
    ("Η κυρία Ελένη έχει έκπτωση συνταξιούχου 25% στα εισιτήρια.", "Η έκπτωση της κυρίας Ελένης ισχύει μόνο στο εισιτήριο, όχι στην καμπίνα."),  # lang: el
    ("Ο Νίκος Οικονόμου ταξιδεύει με το αυτοκίνητό του, πινακίδα ΙΚΧ 4512.", "Ο Νίκος έχει και δεύτερο αυτοκίνητο, που δεν το παίρνει μαζί του."),  # lang: el
    ("Η Μαρία θέλει θέση στο κατάστρωμα, όχι καμπίνα.", "Η Μαρία θέλει κατάστρωμα, όπως και πέρυσι που πήγε στη Φολέγανδρο."),  # lang: el
    ("Η κράτηση του Γιώργου είναι με αριθμό ΑΒ-7731.", "Η επιστροφή του Γιώργου από την Κρήτη έχει ξεχωριστό αριθμό, ΑΒ-7802."),  # lang: el
    ("Η ακτοπλοϊκή γραμμή για Νάξο την Κυριακή αναχωρεί στις 17:30.", "Τον Δεκαπενταύγουστο υπάρχει και έκτακτο δρομολόγιο για Νάξο στις 21:00."),  # lang: el
    ("Η ακτοπλοϊκή γραμμή για Νάξο την Κυριακή αναχωρεί στις 17:30.", "Το πλοίο για Νάξο την Κυριακή στις 17:30 φτάνει γύρω στις 23:00."),  # lang: el
    ("Το τηλέφωνο της κυρίας Ελένης είναι 210 4123456.", "Η κόρη της κυρίας Ελένης, η Σοφία, έχει τηλέφωνο 697 7654321."),  # lang: el
    ("Ο Νίκος Οικονόμου πληρώνει πάντα με μετρητά στο γραφείο.", "Ο Νίκος πλήρωσε μία φορά με έμβασμα, όταν έλειπε στο εξωτερικό."),  # lang: el
    ("Το ταξίδι του Νίκου στην Κέρκυρα ακυρώθηκε.", "Ο Νίκος σκέφτεται να πάει στην Κέρκυρα τον Σεπτέμβριο, αλλά δεν έχει κλείσει τίποτα."),  # lang: el
    ("הספה של דנה כהן תגיע ביום שלישי בין 8 ל-12.", "בעלה של דנה יהיה בבית ביום שלישי כדי לקבל את הספה."),  # lang: he
    ("הספה של דנה כהן תגיע ביום שלישי בין 8 ל-12.", "השולחן של דנה מגיע בנפרד, ביום רביעי."),  # lang: he
    ("הכתובת של יוסי לוי היא רחוב הרצל 15, קומה 3, בלי מעלית.", "בבניין של יוסי, הרצל 15, יש חניה לרכב המשלוח מאחור."),  # lang: he
    ("הכתובת של יוסי לוי היא רחוב הרצל 15, קומה 3, בלי מעלית.", "אחותו של יוסי גרה ברחוב הרצל 17 וגם הזמינה אצלנו ארון."),  # lang: he
    ("גברת רוזן הזמינה שולחן אוכל מעץ אלון ב-4,800 שקל.", "השולחן מעץ אלון של גברת רוזן הוא באורך 1.80 מטר עם שתי הגדלות."),  # lang: he
    ("גברת רוזן הזמינה שולחן אוכל מעץ אלון ב-4,800 שקל.", "גברת רוזן שאלה על עץ אגוז, אבל נשארה עם האלון."),  # lang: he
    ("דמי משלוח לחיפה והקריות הם 150 שקל.", "משלוח לגליל העליון עולה 300 שקל."),  # lang: he
    ("דמי משלוח לחיפה והקריות הם 150 שקל.", "על הזמנות מעל 10,000 שקל המשלוח חינם, גם לחיפה."),  # lang: he
    ("עומר פרץ משלם בעשרה תשלומים.", "עומר משלם בעשרה תשלומים של 620 שקל בכרטיס ויזה."),  # lang: he
    ("מספר ההזמנה של עומר הוא 58213.", "לעומר יש הזמנה נוספת, 58240, של כורסה."),  # lang: he
    ("ההרכבה של הארון אצל אחותו של יוסי כלולה במחיר.", "ההרכבה תתבצע באותו יום של המשלוח, על ידי הצוות של משה."),  # lang: he
    ("דנה כהן רוצה שיתקשרו אליה לפני המשלוח.", "דנה רוצה שיחה חצי שעה לפני שהמשאית מגיעה."),  # lang: he
    ("אחריות על ספות היא שנה.", "האחריות על המנגנון החשמלי של ספות הריקליינר היא חמש שנים."),  # lang: he
    ("גברת רוזן גרה בדירה 6.", "הבת של גברת רוזן גרה בדירה 8 באותו בניין."),  # lang: he
    ("Bu Rina pesan 20 nasi kotak setiap Jumat untuk pengajian.", "Jumat depan Bu Rina pesan 10 kotak tambahan, hanya untuk minggu itu, karena ada tamu."),  # lang: id
    ("Bu Rina pesan 20 nasi kotak setiap Jumat untuk pengajian.", "Adik Bu Rina, Bu Wati, pesan 20 nasi kotak setiap Minggu."),  # lang: id
    ("Pak Hendra alergi kacang, jadi pesanannya tanpa bumbu kacang.", "Pak Hendra juga tidak makan pedas, jadi sambalnya dipisah."),  # lang: id
    ("Kantor PT Maju Jaya pesan 50 porsi setiap hari kerja, diantar jam 11.30.", "Jumat ini saja PT Maju Jaya pesan 45 porsi, karena sebagian karyawan ada acara di luar kantor."),  # lang: id
    ("Kantor PT Maju Jaya pesan 50 porsi setiap hari kerja, diantar jam 11.30.", "Pesanan PT Maju Jaya diterima oleh Mbak Dewi di resepsionis lantai 2."),  # lang: id
    ("Harga nasi kotak paket A Rp 25.000.", "Paket B dengan ayam bakar Rp 32.000."),  # lang: id
    ("Harga nasi kotak paket A Rp 25.000.", "Untuk pesanan di atas 100 kotak, paket A dapat potongan Rp 2.000 per kotak."),  # lang: id
    ("Mbak Sari membayar lewat transfer BCA.", "Mbak Sari pernah bayar tunai sekali, waktu ambil pesanan sendiri."),  # lang: id
    ("Nomor WhatsApp Pak Hendra 0812-3456-7890.", "Istri Pak Hendra, Bu Lina, nomornya 0813-2222-1111."),  # lang: id
    ("Alamat antar Mbak Sari di Jalan Dago 45.", "Kantor Mbak Sari di Jalan Dago 101; kadang dia minta diantar ke sana, hanya hari itu."),  # lang: id
    ("Pesanan syukuran Pak Hendra untuk tanggal 14 Agustus, 150 porsi.", "Untuk syukuran 14 Agustus, Pak Hendra minta tumpeng kecil di samping 150 porsi itu."),  # lang: id
    ("Kurir untuk wilayah Dago adalah Mas Agus.", "Mas Agus juga pegang wilayah Cihampelas."),  # lang: id
    ("Bu Rina minta menu ikan setiap Jumat.", "Bu Rina minta ikan setiap Jumat, biasanya ikan gurame goreng."),  # lang: id
    ("คุณสมชายจองทัวร์ดอยอินทนนท์วันที่ 10 มีนาคม สำหรับ 4 คน", "คุณสมชายจองทัวร์วันที่ 10 มีนาคม เป็นผู้ใหญ่ 2 คน เด็ก 2 คน"),  # lang: th
    ("คุณสมชายจองทัวร์ดอยอินทนนท์วันที่ 10 มีนาคม สำหรับ 4 คน", "น้องสาวคุณสมชายจองทัวร์ดอยอินทนนท์วันที่ 10 มีนาคมเหมือนกัน แต่เป็นอีกการจองหนึ่ง"),  # lang: th
    ("รถรับคุณมาลีที่โรงแรมริมปิงเวลา 7 โมงเช้า", "รถรับคุณมาลีที่โรงแรมริมปิงเวลา 07:00 น. คนขับชื่อพี่เอก"),  # lang: th
    ("รถรับคุณมาลีที่โรงแรมริมปิงเวลา 7 โมงเช้า", "คุณมาลีขอให้รถรอได้ถึง 7 โมง 10 นาที ถ้าเธอลงมาช้านิดหน่อย"),  # lang: th
    ("ทัวร์ดอยอินทนนท์ราคาคนละ 1,500 บาท", "เด็กต่ำกว่า 10 ขวบ ทัวร์ดอยอินทนนท์ราคาคนละ 900 บาท"),  # lang: th
    ("ทัวร์ดอยอินทนนท์ราคาคนละ 1,500 บาท", "ราคาคนละ 1,500 บาท รวมค่าอาหารกลางวันและค่าเข้าอุทยานแล้ว"),  # lang: th
    ("คุณนิดแพ้อาหารทะเล", "เพื่อนที่มากับคุณนิดไม่ทานเนื้อวัว"),  # lang: th
    ("ไกด์ของกลุ่มคุณสมชายคือคุณต้น", "คุณต้นพูดภาษาอังกฤษและจีนได้ด้วย"),  # lang: th
    ("เบอร์โทรคุณมาลี 081-234-5678", "สามีคุณมาลีมีเบอร์ 089-765-4321"),  # lang: th
    ("คุณนิดจะจ่ายเงินสดวันเดินทาง", "คุณนิดจะจ่ายเงินสดวันเดินทาง 3,000 บาท สำหรับสองคน"),  # lang: th
    ("ทัวร์ล่องแพแม่แตงของคุณมาลีวันเสาร์", "คุณมาลีถามว่าจะเปลี่ยนล่องแพเป็นวันอาทิตย์ได้ไหม แต่สุดท้ายยังเป็นวันเสาร์"),  # lang: th
    ("สำนักงานเปิด 8 โมงเช้าถึง 6 โมงเย็นทุกวัน", "วันสงกรานต์สำนักงานปิด 3 วัน"),  # lang: th
    ("กลุ่มคุณสมชายจองรถตู้ 1 คัน", "กลุ่มคุณสมชายจองรถตู้ 1 คัน ทะเบียน กข 1234"),  # lang: th
    ("Elin Lund har sin uppkörning den 14 maj klockan 10.", "Elin Lunds teoriprov är den 7 maj, en vecka före uppkörningen."),  # lang: sv
    ("Elin Lund har sin uppkörning den 14 maj klockan 10.", "Elins kompis Maja Nilsson har också uppkörning den 14 maj, klockan 11."),  # lang: sv
    ("Oskar Berg kör med läraren Henrik.", "Henrik har även Amir Hassan på tisdagar."),  # lang: sv
    ("Oskar Berg kör med läraren Henrik.", "På fredag kör Oskar en gång med Lena, eftersom Henrik är på kurs."),  # lang: sv
    ("En körlektion på 40 minuter kostar 720 kronor.", "En dubbellektion på 80 minuter kostar 1 380 kronor."),  # lang: sv
    ("En körlektion på 40 minuter kostar 720 kronor.", "720 kronor för 40 minuter blir 18 kronor per minut."),  # lang: sv
    ("Amir Hassan vill ha lektionerna efter klockan 16.", "Amir vill ha lektionerna efter 16, helst på tisdagar och torsdagar."),  # lang: sv
    ("Maja Nilssons handledare är hennes pappa, Stefan.", "Majas bror, Viktor, har sin pappa Stefan som handledare."),  # lang: sv
    ("Elin Lunds telefonnummer är 070-123 45 67.", "Elins mamma har nummer 073-987 65 43."),  # lang: sv
    ("Oskar Berg betalar med Swish.", "Oskar betalade en gång med kort i receptionen."),  # lang: sv
    ("Halkbanan för Amir är bokad den 3 mars.", "Halkbanan den 3 mars börjar 08:30 i Enköping och tar ungefär tre timmar."),  # lang: sv
    ("Maja kör en manuell bil.", "Maja kör vår manuella Golf, den röda."),  # lang: sv
    ("Kontoret har öppet till 17 på vardagar.", "Kontoret har lunchstängt 12–13."),  # lang: sv
]
