"""Twenty-ninth held-out corpus for the corrects-or-compatible decision (independent author, corrcorp29).

What it is: three lists of (OLD, NEW) pairs of memories, stored one after the other. OLD is
already stored; NEW arrives later.

- CORRECTIONS: NEW replaces OLD; OLD is no longer true, or never was (a wedding, ceremony,
  rehearsal, reunion, shoot or hen do moved, a venue lost and replaced, a start time or pick-up
  time moved, a caterer, florist, band, photographer, officiant, registrar, minibus firm or event
  manager replaced, a best man, maid of honour, toastmaster, witness or reader replaced, a menu
  course, cake tier, bouquet, colour scheme or favour changed, a song choice reversed, a gift list
  scrapped, a flight, train or ferry rebooked, a hotel block resized, a head count re-counted
  because it was wrong, a typo in a phone number, booking reference, postcode or surname, the
  wrong aunt Maria named, a guest moved to another table, a rule reversed (no kids -> kids
  welcome, sparklers -> none), "actually ...", "sorry, typo", "scratch that", one-word repairs,
  and plain replacements with no marker word, including key | value supplier and client records
  and JSON event records re-entered with one field corrected).
- UPDATES: OLD was true when it was said; NEW gives a later state of the same counted or staged
  thing around a wedding or a reunion (RSVPs 62 of 110 -> 88 of 110, deposits and instalments
  paid -> paid in full, dress and suit fittings by stage, banns read 1 of 3 -> 3 of 3, marriage
  notice given -> schedule issued, a visa or passport by stage, a booking provisional ->
  confirmed, an enquiry -> contract signed, a tasting booked -> done, seating plan tables done,
  place cards, favours, invitations and thank-you cards by count, hotel rooms taken from a block,
  savings pots, money spent, a gift list or honeymoon fund filling up, a to-do ticked off, a
  planner's checklist percentage, a small events firm's June bookings, van fund and an
  assistant's diploma modules, a reunion kitty and family tree).
- COMPATIBLE: both stay true. Mostly hard near-misses with the same OLD as a correction or an
  update (374 of the 380 share their OLD with a CORRECTIONS or UPDATES pair, 276 of them with a
  CORRECTIONS pair; 6 English pairs have an OLD of their own).

How it was written: by hand on 2026-12-08, in one sitting, by a twenty-ninth independent author
(a helper session, corrcorp29, branch corrcorp29) who read only the task brief, the module
docstring of the twenty-eighth corpus (tests/independent/corrections_heldout28.py, printed with
ast.get_docstring; none of its pairs) and the [tool.ruff] sections of pyproject.toml (printed
with sed). The author did not read the system's rules (zeusmem/), docs/, any test file or any
other corpus's entries, did not grep the repository, did not import zeusmem and did not run the
system on this corpus; nothing here was fitted to the rules. It did not run git log while writing;
after the first commit it ran `git log -1 --format=%H` once, by slip, which printed only that
commit's own hash. The worktree
already existed; an `ls | wc -l` of tests/independent/ showed only a file count. No outside data
set was opened, and the LoCoMo conversations the brief allowed for register were not read. The
pairs were typed by hand as plain lines grouped under their OLD (one OLD line, then its
correction, update and compatible NEW lines) in scratch files under /tmp, several for English
and one per other language; a throw-away script there (not committed) quoted them into literals,
checked that no pair repeats, none sits in two lists and no OLD equals its NEW, counted them, and
dropped the groups and lines the author picked by hand. It templated nothing. Changes made before
the file was written, by judgment:
- the first draft was over size (281 / 106 / 465, with 45% not in English), so whole groups were
  dropped from the other languages that repeated a pattern already there (a second venue or
  photographer swap, a hotel block resized, a shuttle or train time, a budget raised, a
  honeymoon moved, a deposit link), which brought each to 15 / 6 / 20, and 21 English compatible
  lines that were easy rather than near-misses (a veil, a cake delivery time, "speeches under ten
  minutes", a hotel's block rate, etc.) were dropped, as were four English groups whose OLD had
  only compatible lines (keeping six such pairs as stand-alone);
- to cut stand-alone compatible groups, corrections were added under nine English OLDs that had
  only compatible lines (maid of honour replaced, invites posted on the 8th not the 1st, kids'
  table moved, parking 40 not 60, cousins travel a day earlier, "Macarena" allowed after all,
  favours swapped, DJ re-quoted, a grandmother's name respelt) and five more in the same way
  (ceremony venue changed, Saturday main changed, the band's home town, posed shots now fine);
- a dietary correction first said the numbers were "re-checked with the RSVPs" (which reads like
  a later state) and was reworded to a plain miscount; a rehearsal-dinner correction first said
  "the grandparents are coming after all" and was reworded to a booking figure that was wrong;
  a reunion compatible line "44 adults plus 10 children" (which could contradict a head count of
  44) was reworded; a compatible line that said "only the reception needed a venue" leaned on
  the correction and was dropped; three English lines that had slipped self-corrections into
  their own text ("on TAP... no, on Ryanair") were cleaned;
- a last read-through found four compatible lines that carried the corrected value into a pair
  whose OLD still had the old one (Romanian children "besides the 172" next to 180 guests, the
  Swedish and Indonesian equivalents, and an English table 5 list that still held Maria F. next
  to a table 4 list holding her), which would have made them contradictions; they were
  reworded, as was an English line that put the band's first set and the first dance both at
  8pm.

Emphasis (chosen to differ from the earlier corpora as the twenty-eighth docstring describes
them: #28 home renovation and the trades; #27 amateur sport and outdoor clubs; #26 the
performing arts; #25 farms; #24 a service desk about many customers; #23 one professional's own
work; #22 casual personal chats about health, family, money and home; #21 a team's or project's
memory; #20 a personal assistant's "User prefers ..." lines; #19 chat turns between named people;
#18 agent notes, key: value lines, JSON and diffs; earlier ones life events, mem0/LangMem/Zep
formats, HR/subscriptions, schedules): PLANNING A WEDDING, A FAMILY REUNION AND THE TRAVEL
AROUND THEM - a couple (Ana Ferreira and Josh Whitaker), their families and friends, and a small
events business (Thistle & Twine Events: Meg the planner and Dev her assistant) with caterers,
a florist, a DJ and a band, a photographer, a cake maker, a stationer, venues, a hotel block and
a minibus hire. Why: a wedding holds the same attribute on many near-identical things (the
ceremony and the reception venue, Friday's rehearsal dinner and Saturday's wedding breakfast,
the bride's side and the groom's side, the two aunts called Maria, table 4 and table 5, the
outbound and the return flight, the Holloway House block and the Coach House block, the best man
and the maid of honour, the same supplier in a second role), so the hardest near-miss is the
neighbour's own value; suppliers and relatives move slots, drop out and are replaced, which gives
the corrections; counts and payments come in by stages (RSVPs, instalments, fittings, banns,
rooms taken, place cards written), which gives the updates; and a one-off exception ("for the
rehearsal dinner only, sparklers in the garden"), an "also" or "too", a plan next to a done
thing, and the same fact restated with more detail sit beside them as compatible lines. Text
forms are mixed: couple's and planner's notes, "User prefers ..." and "User's ..." lines as a
memory extractor writes them, chat lines with a speaker ("Ana: ...", "Josh: ...", "Meg: ...",
"Dev: ...", "Leo: ..."), corrections that lean on the old statement ("actually ...", "sorry,
wrong Maria"), one-word repairs ("Dunn, with two n's.", "*07700 900 743"), key | value supplier
and client records, JSON event, booking and invoice records, tallies ("RSVPs: 62 of 110",
"Place cards written: 40 of 108"), checklists ("To do: ..." -> "Done: ...") and itinerary lines.

Settings. English: Ana and Josh's wedding at St Aldric's Church and Fernleigh Barn -> Ashcombe
Manor, Hollins Cross (Meg Okafor and Dev of Thistle & Twine; Hartley's Kitchen -> Saffron & Salt,
Wild Stem -> Bloom Room, DJ Kofi, The Lanterns -> Velvet Static, Sian Morgan, Crumb & Co, Paper
Wren, Lace & Lily, Kestrel Coaches, Holloway House Hotel), Ana's Portuguese family flying from
Porto, Sam -> Leo as best man, Bea -> Chloe as maid of honour, Aunt Maria Ferreira and Aunt Maria
Whitaker, a honeymoon in Crete, the Whitaker family reunion the day after, and the firm's other
clients (the Brennan ruby anniversary, the Okonjo 50th). In the other languages one couple each,
with a family gathering: a wedding in Izmir with a kina gecesi, a nikah and a sagdic (tr), a
wedding in Cluj with nasi, a church and a civil ceremony and a Pop family reunion (ro), a Jaipur
wedding with mehendi, sangeet, baraat and pheras, written in Hinglish (hi), a Yogyakarta wedding
with akad, resepsi, seserahan and a trah reunion (id), a Kyoto wedding with a shrine ceremony,
a hirouen and a nijikai (ja), a wedding in Leksand and a slakttraff in Roslagen (sv), and a
wedding at a chateau in Mikulov with a family gathering in the Vysocina (cs).

Labelling decisions on open questions (the author's own judgment):
- A wedding, ceremony, dinner, shoot, fitting appointment, pick-up or reunion moved, a venue,
  room or table changed, a supplier, officiant or member of the wedding party replaced, a
  menu, cake, flower, colour, song or favour choice changed or reversed, a flight, train or
  ferry rebooked, a hotel block or booking resized, a rule or fee changed by whoever sets it,
  a number, reference, postcode or name re-typed: CORRECTION. Another person's, side's, table's,
  venue's, day's or leg's value (the return flight next to the outbound, the groom's side next
  to the bride's, Saturday's meal next to Friday's), the same supplier in a second role, an
  extra item ("also", "too"), and the same fact with more detail: COMPATIBLE.
- A head count that was simply wrong (counted twice, left someone off, "recounted") is a
  CORRECTION; RSVPs, confirmations, rooms taken and other counts coming in stage by stage are
  UPDATES, including the last stage (104 of 110, paid in full, 30 of 30 packed).
- Deposits, instalments and balances paid are UPDATES; a supplier re-issuing its own invoice or
  quote at a different total is a CORRECTION.
- A to-do ticked off as planned ("To do: post the invitations" -> "Done: invitations posted on
  1 March") and a booking moving provisional -> confirmed, enquiry -> contract signed, booked
  -> done are UPDATES; a plan and a separate done thing about something else are COMPATIBLE.
- A one-off exception ("for the rehearsal dinner only") is COMPATIBLE; a cancellation, or
  a person who was out and is back in ("Sam can come to the wedding after all"), is a
  CORRECTION.
- A second leg or a return journey beside an outbound booking is COMPATIBLE; the same leg
  rebooked onto another flight, train or day is a CORRECTION.
- A memory that restates the OLD with a misspelling the OLD already had ("Chloe Dun is Ana's
  maid of honour" after "Chloe's surname is Dun.") is COMPATIBLE with that OLD.

Languages: English plus seven languages that #28 did not use (#28 used fr, de, es, it, nl, pl,
pt): Turkish (tr), Romanian (ro), Hindi in romanised Hinglish (hi), Indonesian (id), Japanese (ja),
Swedish (sv) and Czech (cs). Within a pair both statements share a language. Every non-English
pair carries a ``# lang: xx`` comment (ISO 639-1) on its line; untagged pairs are English. The
non-English pairs were written by the author, not by native speakers, in a chat or notes register
and not translated from the English lines: Turkish and Romanian mostly without diacritics
(dugun, kina gecesi, nasii, rochia), Hinglish in Latin script with English words mixed in
(fitting, RSVP, venue, best man), Indonesian with chat abbreviations (WO, DP, H-14, no HP),
Japanese in ordinary kanji and kana with full-width punctuation, Swedish and Czech with their
diacritics (Tällbergsgården, bröllop, svatba, zkouška).

Counts (734 pairs, 287 not in English):
- CORRECTIONS: 253 pairs, 148 English, 105 other: tr 15, ro 15, hi 15, id 15, ja 15, sv 15, cs 15.
- UPDATES: 101 pairs, 59 English, 42 other: tr 6, ro 6, hi 6, id 6, ja 6, sv 6, cs 6.
- COMPATIBLE: 380 pairs, 240 English, 140 other: tr 20, ro 20, hi 20, id 20, ja 20, sv 20, cs 20.

Honest limits: one author, one sitting, no second annotator, so the labels are one reader's
judgment, and a few stay arguable (a hotel block cut after the RSVPs, a table-flower order raised
when the seating plan grew, and an order of service reduced to the new head count are filed as
corrections of a booking, though a reader could call them later states; "Thistle & Twine
bookings for June: 3 weddings -> 5 weddings" is filed as an update); several update chains reuse
a link's NEW as the next link's OLD (RSVPs, dress fittings, venue and florist instalments, the
seating plan, a kebaya, a lehenga and other fittings), so a system that sees one link sees the
next one's OLD; the compatible lists lean on a few recurring devices (the other aunt Maria, the
other table, the other side, the return leg, "also", "too", a restatement with a detail) and a
system that learned those devices could look better here than in the wild; the non-English
lists follow the same few shapes in every language (date moved, venue moved, head count
re-counted, fittings, instalments, a flight rebooked, a typo in a phone number or booking code,
the two aunts at table 4 -> 5), so they test the same things seven times rather than seven
cultures' own ways of saying them; the people, firms and places are invented and the register is
the author's idea of how a couple, a planner and their families write, not collected text (no
real chat was read); non-English pairs are few per language (41 each, 6 updates each), so
per-language scores will be noisy; the share of non-English pairs (39%) is at the top of the
35-40% the brief asked for.
"""

from typing import List, Tuple

CORRECTIONS: List[Tuple[str, str]] = [
    ("Ana and Josh's wedding is on Saturday 12 June 2027.", 'Wedding moved: Ana and Josh now marry on Saturday 19 June 2027.'),
    ("The ceremony is at St Aldric's Church, Hollins Cross, at 1pm.", "Actually the ceremony at St Aldric's starts at 1.30pm, not 1pm."),
    ('Reception venue: Fernleigh Barn, Hollins Cross.', 'Fernleigh Barn double-booked us, so the reception is now at Ashcombe Manor.'),
    ('Meg (planner): rehearsal dinner Friday 11 June, 7pm, at The Old Ferry pub.', "Meg: the Old Ferry can't do Friday, rehearsal dinner is now at the Swan, same day, 7pm."),
    ("Rehearsal at St Aldric's: Friday 5pm.", 'Rehearsal moved to Friday 4pm, the vicar has evensong at 6.'),
    ("User's wedding date: 12/06/2027", "User's wedding date: 19/06/2027"),
    ("Ana: we're having the first dance at 8pm", 'Ana: scratch that, first dance straight after the speeches, about 7.15'),
    ('Speeches: father of the bride, groom, best man, in that order, before the meal.', 'Speeches have moved to after the main course, same order.'),
    ("Best man: Sam Whitaker (Josh's brother).", 'Best man is now Leo Grant; Sam stepped down after his posting abroad came through.'),
    ("Josh: Sam's doing the best man speech", "Josh: Leo's doing the best man speech now, Sam's off the hook"),
    ("Maid of honour: Bea Ferreira (Ana's sister).", "Maid of honour is now Ana's friend Chloe Dunn; Bea is due in June and will come as a guest."),
    ("Officiant: Rev. Colin Marsh, St Aldric's.", 'Officiant is now Rev. Helen Ashdown; Rev. Marsh is on sabbatical in June.'),
    ('Registrar attending: Mrs D. Hollis, Hollins Cross register office.', 'Registrar attending changed to Mr P. Kaur, Mrs Hollis is off that week.'),
    ('Ceremony readings: Sam reads Corinthians 13.', 'Ceremony readings: Sam now reads a Neruda sonnet, Corinthians dropped.'),
    ('Guest count for the wedding breakfast: 110.', "Recounted the list, we'd counted the Lopes twins twice: wedding breakfast is 108, not 110."),
    ('Children at the wedding: 12.', 'We miscounted, children at the wedding are 14 (the Grant cousins were missing).'),
    ('Plus-ones: none except partners living together.', 'Change of rule: all single guests now get a plus-one.'),
    ('Dev (assistant): invites posted 1 March.', 'Dev: correction, the invites went out on 8 March, not 1 March, the printer was late.'),
    ('RSVP deadline: 1 April.', 'RSVP deadline pushed to 15 April, a lot of people are still waiting on leave.'),
    ("Caterer: Hartley's Kitchen.", "Caterer is now Saffron & Salt; Hartley's Kitchen closed in January."),
    ('Menu: main is roast sirloin with dauphinoise.', 'Menu change: main is now lamb rump with dauphinoise, the sirloin is gone.'),
    ('Starter: chicken liver parfait.', "Starter swapped to burrata with heritage tomatoes, Ana can't face parfait."),
    ('Dessert: lemon tart.', 'Dessert swapped to Eton mess, no more lemon tart.'),
    ('Dietary: Aunt Maria Ferreira is gluten-free.', "Correction: it's Aunt Maria Whitaker who's gluten-free, not Aunt Maria Ferreira."),
    ('Dietary needs: 6 vegetarian, 2 vegan, 1 nut allergy.', "Dietary needs: 7 vegetarian, not 6, I missed Omar's; 2 vegan, 1 nut allergy."),
    ('Leo Grant has a severe peanut allergy.', "Sorry, wrong Grant: it's Leo's daughter Isla with the peanut allergy, not Leo."),
    ('User is vegetarian.', 'User is now pescatarian; fish is fine again.'),
    ('Saffron & Salt: canapes served 3.15 to 4.15 in the courtyard.', 'Saffron & Salt: canapes moved indoors to the orangery because of the forecast.'),
    ('Wedding breakfast served at 5pm.', 'Wedding breakfast now served at 5.30pm because the church start moved.'),
    ('Evening food: pizza van (Dough Bros).', 'Evening food now the hog roast from Saffron & Salt; Dough Bros cancelled.'),
    ('Bar: cash bar after the toast.', "Bar is now an open tab to £1,500, Josh's dad insisted."),
    ('Toast drink: prosecco.', 'Toast drink changed to English sparkling from the local vineyard.'),
    ('Seating plan: Aunt Maria Ferreira at table 4.', 'Seating plan: Aunt Maria Ferreira moved to table 5 with her brother.'),
    ('Table 4: Rui, Lucia, Maria F., Tiago, Carla, Nuno, Ines, Paulo.', 'Table 4 re-done: Rui, Lucia, Tiago, Carla, Nuno, Ines, Paulo, Aunt Maria Whitaker.'),
    ('Top table: Ana, Josh, both sets of parents, Bea, Sam.', 'Top table: Ana, Josh, both sets of parents, Bea and Leo (Sam is off it now).'),
    ("Josh's grandparents sit at table 2, near the top table.", "Moved Josh's grandparents to table 3, nearer the exit for Grandad's wheelchair."),
    ("Kids' table: table 12, with a babysitter.", "Kids' table moved to table 14, by the doors to the garden."),
    ("Ana's parents fly Porto -> Bristol on Ryanair FR 8223, Wed 9 June, lands 10:40.", "Ana's parents were rebooked onto FR 8225, Thu 10 June, lands 14:05."),
    ('Outbound: Porto -> Bristol, 9 June, 08:15.', 'Outbound changed: Porto -> Bristol, 10 June, 11:50, the 9th was cancelled.'),
    ('Return flight for Uncle Rui: Bristol -> Porto, Tue 15 June.', "Uncle Rui's return flight rebooked to Sun 13 June, he has to be back at work."),
    ("Booking ref for Ana's parents' flights: QX7TRM.", 'Sorry, typo: booking ref is QX7TRN.'),
    ('Honeymoon: fly Heathrow -> Heraklion on 14 June, BA 2826.', 'Honeymoon flight moved to 15 June, same flight number, we wanted a day to pack.'),
    ('Honeymoon hotel: Villa Thalassa, Chania, 14-28 June.', 'Honeymoon hotel switched to Aria Suites, Chania, same dates; Villa Thalassa overbooked.'),
    ("Josh's mates are getting the train London Paddington -> Hollins Cross, Sat 12 June 09:03.", "Josh's mates rebooked onto the 08:33, the 09:03 is a rail replacement bus that day."),
    ('Train tickets for Grandma: Leeds -> Hollins Cross, Thu 10 June, coach B seat 42.', "Grandma's seat reservation changed to coach A seat 12, it's nearer the accessible loo."),
    ('Hotel block: 20 rooms at Holloway House Hotel, 11-13 June.', 'Hotel block cut to 15 rooms at Holloway House, 11-13 June, after the RSVPs.'),
    ('Holloway House: block release date 1 May.', 'Holloway House moved the block release date to 15 April.'),
    ("Room allocation: Ana's parents in room 12, Bea in room 14.", "Room allocation: Ana's parents now in room 21 (ground floor), Bea in room 14."),
    ('Bridal suite at Holloway House for the wedding night, 12 June.', "Wedding night is now at Ashcombe Manor's tower room, Holloway House suite cancelled."),
    ("Airport pick-ups: Josh collects Ana's parents from Bristol airport.", "Airport pick-ups: Bea collects Ana's parents now, Josh has his suit fitting."),
    ('Who picks up Grandma from the station: Dad.', "Grandma's station pick-up: Kestrel Coaches taxi, Dad can't drive after his op."),
    ('Minibus: Kestrel Coaches, 16 seats, hotel -> church 12:15.', 'Minibus: Kestrel Coaches, now the 24-seater, hotel -> church 12:15.'),
    ('Kestrel Coaches pick-up time at the hotel: 12:15.', 'Kestrel Coaches pick-up at the hotel now 12:45, with the later church start.'),
    ('Kestrel Coaches booking ref: KC-40917.', 'Kestrel booking ref is KC-40971, I swapped the last two digits.'),
    ('Kestrel Coaches phone: 01632 960 481.', 'Kestrel Coaches phone is 01632 960 418, not 481.'),
    ("Wedding car: Grandad's old Jaguar, driven by Uncle Tony.", 'Wedding car now hired: a white Rolls from Regal Cars; the Jaguar failed its MOT.'),
    ('Car for the bride: leaves Holloway House 12:50.', 'Car for the bride now leaves 1:20, after the ceremony was moved to 1.30.'),
    ("Leo: I'll drive down Friday morning", 'Leo: change of plan, driving down Thursday night instead'),
    ('Parking at Ashcombe Manor: 60 spaces.', 'Parking at Ashcombe Manor is 40 spaces, not 60; the overflow field is shut in June.'),
    ('Dev: Uncle Rui lands at Bristol 14:05 on Thursday', "Dev: Uncle Rui's flight now lands 15:30, it's been retimed"),
    ('Aunt Maria Whitaker arrives by coach to Birmingham on Thursday.', 'Aunt Maria Whitaker now takes the train to Hollins Cross direct, no Birmingham coach.'),
    ('Reunion travel: the Whitaker cousins drive up from Exeter on Sunday 13 June.', 'Reunion travel: the Whitaker cousins now drive up on Saturday 12 June and stay over.'),
    ('Florist: Poppy at Wild Stem, bouquets and church flowers.', "Florist: Wild Stem pulled out (Poppy's on maternity leave), flowers now with Bloom Room."),
    ('Bouquet: white peonies and eucalyptus.', 'Bouquet changed to garden roses and eucalyptus, peonies are over by mid-June.'),
    ('Buttonholes: 8 (groom, best man, 4 ushers, 2 fathers).', 'Buttonholes: 10, we forgot the two grandfathers.'),
    ('Table flowers: 12 low jam-jar arrangements.', 'Table flowers: 14 jam jars, the seating plan went up to 14 tables.'),
    ('Colour scheme: sage green and dusky pink.', 'Colour scheme changed to sage green and terracotta; Ana went off the pink.'),
    ('DJ: DJ Kofi, 8pm to midnight.', "DJ Kofi's set now 9pm to midnight, the band plays 7.30 to 9."),
    ('Band: The Lanterns, two sets.', "Band: The Lanterns split up, we've booked Velvet Static for two sets."),
    ('First dance song: "At Last" by Etta James.', 'First dance song: back to "Make You Feel My Love", Josh vetoed "At Last".'),
    ('Josh: walking down the aisle to Canon in D', 'Josh: Ana\'s walking in to "A Thousand Years" instead, no Canon in D'),
    ('Ana: no "Macarena", whatever happens', 'Ana: fine, the Macarena is allowed, once, for Grandma'),
    ('Photographer: Sian Morgan, 11am to 9pm.', 'Photographer hours extended: Sian now covers 10am to 10pm.'),
    ('Engagement shoot: Sunday 18 April at the lake.', "Engagement shoot moved to Sunday 25 April, Sian's ill."),
    ('Sian Morgan, mobile 07700 900 415.', "Sian's mobile is 07700 900 451, typo."),
    ("Hair and make-up: Jade's Beauty, 4 people from 8am.", 'Hair and make-up: 6 people from 7.30am (mums added).'),
    ('Dress alterations balance: £180 due at collection.', "Lace & Lily corrected the alterations balance to £210, they'd left off the bustle."),
    ("Josh's suit: hire from Moss, collect Thursday 10 June.", 'Josh is buying his suit now, from Hawes & Curtis, no hire.'),
    ('Suit measurements sent for: Josh, Leo, 4 ushers.', 'Suit measurements: Josh, Leo, 3 ushers, Callum dropped out as an usher.'),
    ('Ashcombe Manor total hire fee: £9,500.', 'Ashcombe Manor re-issued the invoice: total hire is £9,950, VAT had been left off.'),
    ('Wedding budget: £24,000.', "Wedding budget raised to £27,000 after Ana's parents offered to help."),
    ('Gift list: at Hearth & Home, opened 1 March.', "Gift list scrapped; it's a honeymoon fund on Honeyfund now."),
    ('Gift list item: KitchenAid mixer, red.', 'Gift list item: KitchenAid mixer changed to sage green.'),
    ('Cake: Crumb & Co, three tiers, lemon and elderflower.', 'Cake: bottom tier changed to chocolate, the other two stay lemon and elderflower.'),
    ('Cake delivery: Saturday 11am.', "Cake delivery: Saturday 2pm, Ashcombe's kitchen isn't free until then."),
    ("Favours: mini jars of Ana's mum's honey.", "Favours: swapped the honey jars for wildflower seed packets, Mum's bees had a bad year."),
    ('Stationery: Paper Wren, invitations and orders of service.', 'Stationery: Paper Wren only did the invitations; orders of service now printed at the Copy Shop.'),
    ('Order of service: 120 copies.', 'Order of service: 100 copies, 120 was the old head count plus spares.'),
    ('client | Ferreira-Whitaker | date | 12/06/2027 | venue | Ashcombe Manor | guests | 110', 'client | Ferreira-Whitaker | date | 19/06/2027 | venue | Ashcombe Manor | guests | 110'),
    ('client | Brennan ruby anniversary | contact | Moira Brennan | phone | 07700 900 118', 'client | Brennan ruby anniversary | contact | Moira Brennan | phone | 07700 900 181'),
    ('client | Okonjo 50th | venue | Riverside Rooms | date | Sat 3 July | guests | 80', 'client | Okonjo 50th | venue | The Glasshouse | date | Sat 3 July | guests | 80'),
    ('supplier | Kestrel Coaches | role | minibus | contact | Ray | rate | £95/hr', 'supplier | Kestrel Coaches | role | minibus | contact | Ray | rate | £110/hr'),
    ('supplier | DJ Kofi | role | DJ | fee | £650', 'supplier | DJ Kofi | role | DJ | fee | £720'),
    ('{"event": "Ferreira-Whitaker wedding", "florist": "Wild Stem", "status": "booked"}', '{"event": "Ferreira-Whitaker wedding", "florist": "Bloom Room", "status": "booked"}'),
    ('{"booking": "FR8223", "pax": "Mr and Mrs Ferreira", "date": "2027-06-09"}', '{"booking": "FR8225", "pax": "Mr and Mrs Ferreira", "date": "2027-06-10"}'),
    ('{"invoice": "TT-2207", "client": "Brennan", "amount": 1840.00}', '{"invoice": "TT-2207", "client": "Brennan", "amount": 1480.00}'),
    ('Thistle & Twine: Meg runs the Ferreira-Whitaker wedding, Dev runs the Okonjo 50th.', "Thistle & Twine: Dev now runs the Ferreira-Whitaker wedding too, Meg's handed it over for her knee op."),
    ('Thistle & Twine office hours: Mon-Fri 9-5.', 'Thistle & Twine office hours changed to Tue-Sat 10-6 for the summer season.'),
    ("Meg's coordinator fee for the Ferreira-Whitaker wedding: £1,800.", 'Meg re-quoted the coordinator fee at £2,100 now there are two venues.'),
    ("Thistle & Twine's preferred caterer: Hartley's Kitchen.", "Thistle & Twine's preferred caterer is now Saffron & Salt."),
    ('Dev: Velvet Static need a 32A power supply on the stage', 'Dev: correction, Velvet Static need two 13A sockets, not a 32A supply'),
    ('Dev: Saffron & Salt arrive at Ashcombe at 10am to set up', 'Dev: Saffron & Salt now arrive at 11, Ashcombe wants the florist in first'),
    ("Meg: Bloom Room's invoice is £2,350", 'Meg: Bloom Room sent a revised invoice, £2,150 once the pew ends came off'),
    ('Meg: the Glasshouse has a 11pm noise curfew', 'Meg: the Glasshouse curfew is actually 11.30, I misread the contract'),
    ('Whitaker family reunion: Sunday 13 June, brunch at Ashcombe Manor, 11am.', 'Whitaker family reunion moved to the Hollins Cross cricket club, still Sunday 13 June, 11am.'),
    ('Reunion brunch head count: 44.', 'Reunion brunch head count is 48, Dev had left off the Exeter cousins.'),
    ('Reunion photo: 12 noon on the cricket club steps.', 'Reunion photo moved to 1pm, after the food.'),
    ('Reunion catering: Dough Bros pizza van.', 'Reunion catering changed to a bring-and-share, the pizza van was too dear.'),
    ("Ana: Sam is coming to the reunion even though he's missing the wedding", 'Ana: Sam can come to the wedding after all, his posting starts in July'),
    ('Josh: reunion kitty is £20 a head', "Josh: reunion kitty is £15 a head, we don't need the marquee"),
    ('Stag do: Dublin, 14-16 May.', 'Stag do moved to Newcastle, 14-16 May, flights to Dublin got too dear.'),
    ('Hen do: Bath spa day on Saturday 22 May.', "Hen do moved to Saturday 15 May, Bea can't do the 22nd."),
    ('Ring sizes: Ana N, Josh T.', "Ring sizes: Ana M, she was measured in winter and it's loose; Josh T."),
    ("Chloe's surname is Dun.", "Dunn, with two n's."),
    ("Best man's name: Leo Grantt.", 'Sorry, typo: Leo Grant, one t.'),
    ("Josh's mum: Caroline Whitaker.", "Josh's mum spells it Carolyn, not Caroline."),
    ('Ashcombe Manor address: Ashcombe Lane, Hollins Cross HC4 7RB.', 'Ashcombe Manor postcode is HC4 7RD; the RB one sends the sat nav to a farm.'),
    ('Holloway House phone: 01632 960 300.', 'Holloway House phone is 01632 960 330.'),
    ('Saffron & Salt booking reference: SS-1127.', 'Saffron & Salt booking ref is SS-1172.'),
    ("Bea's mobile: 07700 900 734", '*07700 900 743'),
    ('Ashcombe Manor event manager: Harriet.', 'Ashcombe Manor event manager is now Olivia, Harriet has left.'),
    ('User prefers a church ceremony.', 'User now prefers a civil ceremony at the reception venue.'),
    ('User prefers no kids at the evening do.', 'User changed her mind: kids are welcome at the evening do.'),
    ("User's maid of honour is her sister Bea.", "User's maid of honour is her friend Chloe Dunn."),
    ("User's wedding colours are sage and dusky pink.", "User's wedding colours are sage and terracotta."),
    ('User prefers the photographer to avoid posed group shots.', 'User is fine with posed group shots now, Sian showed her some she liked.'),
    ("User's ceremony venue: St Aldric's Church.", "User's ceremony venue: Ashcombe Manor's orangery, the church is off."),
    ("User's flight to the honeymoon: BA 2826 on 14 June.", "User's flight to the honeymoon: BA 2826 on 15 June."),
    ('Ana: the bridesmaids are Bea, Chloe, Priti and Zainab', "Ana: bridesmaids are Chloe, Priti and Zainab, Bea's too pregnant to stand all day"),
    ('Ana: ushers are Callum, Dan, Omar and Ravi', "Ana: ushers are Dan, Omar, Ravi and Sam, Callum's filming now"),
    ("Josh: my side's got 52 guests", "Josh: recounted, my side's got 49, I'd put the Leeds lot in twice"),
    ("Josh: the groom's side sits on the right in the church", "Josh: Rev Ashdown says the groom's side sits on the left at St Aldric's, not the right"),
    ('Meg: Aunt Maria Whitaker needs a ground-floor room', "Meg: it's Aunt Maria Ferreira who needs the ground-floor room, sorry, wrong Maria"),
    ('Meg: the two Marias are both at table 5', "Meg: moved Aunt Maria Whitaker to table 4, they'd been put together by mistake"),
    ('Meg: Uncle Tony reads the blessing at the ceremony', 'Meg: Uncle Rui reads the blessing now, in Portuguese, Tony is doing the toast instead'),
    ('Meg: toastmaster is Uncle Tony', 'Meg: no toastmaster now, Leo will announce the speeches'),
    ('Ceremony: confetti allowed outside the church.', "Ceremony: no paper confetti, St Aldric's only allows dried petals."),
    ('Reception: sparklers allowed on the terrace.', 'Ashcombe Manor banned sparklers after a fire last year, so none at the reception.'),
    ('Ashcombe Manor: last entry for suppliers 10pm.', 'Ashcombe Manor: suppliers must be off site by 10pm, not just last entry.'),
    ('Friday: rehearsal dinner for 24 at the Swan.', 'Friday: rehearsal dinner is booked for 28 at the Swan, not 24, I left off the grandparents.'),
    ('Saturday dinner: sirloin and dauphinoise.', 'Saturday dinner: lamb rump, not sirloin.'),
    ('Honeymoon: car hire from Heraklion airport, Hertz.', 'Honeymoon car hire is from Chania, not Heraklion, with Avis.'),
    ('Crete ferry to Santorini on 22 June.', "Crete ferry to Santorini moved to 21 June, the 22nd one's cancelled."),
    ('Dev: Velvet Static travel in from Bristol', "Dev: Velvet Static are coming from Cardiff, not Bristol, they've moved"),
    ("Meg: we're using Kestrel for the reunion coach too", "Meg: reunion coach is with Redline now, Kestrel's big coach is in for repairs"),
    ('Ceremony flowers: two urns at the altar.', 'Ceremony flowers: one arch instead of two urns.'),
    ('Photographer shot list: 12 group shots.', 'Photographer shot list: 8 group shots, Sian says 12 would eat the drinks reception.'),
    ("Ana's grandmother's name on the place card: Avó Lourdes.", "Place card fix: it's Avó Lurdes, no o, that's how she spells it."),
    ('Svatba Terezy a Jakuba: sobota 18. září, zámek Mikulov.', 'Svatba se přesouvá na sobotu 25. září, zámek měl 18. jinou akci.'),  # lang: cs
    ('Obřad: zámecká zahrada, 13:00.', 'Obřad posunut na 14:00, oddávající má ve 13 jinou svatbu.'),  # lang: cs
    ('Hostina: zámecká restaurace, velký sál.', 'Hostina bude ve vinném sklepě U Rytíře, velký sál se opravuje.'),  # lang: cs
    ('Hostů: 70.', 'Přepočítali jsme seznam: 66 hostů, ne 70, Novákovi tam byli dvakrát.'),  # lang: cs
    ('Lucie (koordinátorka): menu - svíčková, jako dezert koláčky.', 'Lucie: místo svíčkové bude kachna se zelím.'),  # lang: cs
    ('Lucie: teta Marie z Jakubovy strany je bez lepku.', 'Lucie: omyl, bez lepku je teta Marie z Terezčiny strany.'),  # lang: cs
    ('Svědek ženicha: Jakubův bratr Ondra.', 'Svědek ženicha je teď kamarád Petr, Ondra bude v zahraničí.'),  # lang: cs
    ('Martin Dvořák, tel. 603 418 257', 'Martinovo číslo je 603 418 275, překlep.'),  # lang: cs
    ('Jakubovi rodiče letí z Londýna, FR 8342, čtvrtek 16. 9.', 'Let rodičů přebookován na středu 15. 9., FR 8340.'),  # lang: cs
    ('Rezervace letu: KP3ZQW', 'Rezervace správně: KP3QZW'),  # lang: cs
    ('Vyzvednutí na letišti ve Vídni: Jakub.', 'Na letišti ve Vídni je vyzvedne Terezin táta, Jakub má zkoušku obleku.'),  # lang: cs
    ('Zasedací pořádek: obě tety Marie u stolu 4.', 'Zasedací pořádek: teta Marie z Jakubovy strany přesazena ke stolu 5.'),  # lang: cs
    ('První tanec: "Dokud se zpívá".', 'První tanec nakonec "Jsi můj pán", Tereza si to rozmyslela.'),  # lang: cs
    ('Kapela: Cimbálka Lednice, 18-24 h.', 'Místo cimbálky hraje DJ Radek, cimbálka už má termín plný.'),  # lang: cs
    ('Rodinný sraz Dvořákových: neděle 26. 9., chata na Vysočině.', 'Rodinný sraz přesunut na sobotu 2. 10., chata byla obsazená.'),  # lang: cs
    ('Neha aur Rohan ki shaadi 28 November ko hai, Jaipur mein.', 'Shaadi ki date change ho gayi, ab 2 December hai, pandit ji ne muhurat badla.'),  # lang: hi
    ('Sangeet: 27 Nov, Hotel Rambagh lawns, 7 baje.', 'Sangeet ab 8 baje se hai, 7 baje lawn khali nahi hoga.'),  # lang: hi
    ('Venue for pheras: Shiv Vilas resort.', 'Pheras ka venue badal gaya, ab Chokhi Dhani ke mandap mein.'),  # lang: hi
    ('Guest list: 450 log.', 'Guest list dobara count kiya, 450 nahi 420 hai; Rohan ki side ke kuch naam double the.'),  # lang: hi
    ('Caterer: Shree Caterers, full veg menu.', 'Caterer badla: ab Annapurna Caterers, Shree wale ne date pe mana kar diya.'),  # lang: hi
    ('Menu mein dal baati churma aur paneer tikka.', 'Menu se paneer tikka hata diya, uski jagah malai kofta.'),  # lang: hi
    ('Kavya (planner): Dadi ji ko no sugar wali mithai.', 'Kavya: sorry, no sugar Nani ji ke liye hai, Dadi ji ko sab chalta hai.'),  # lang: hi
    ('Rohan: mera best man Aman hai', 'Rohan: best man ab Kabir hai, Aman ka US visa late ho gaya'),  # lang: hi
    ('Arjun ka number: 98290 41736', 'Arjun ka sahi number 98290 41763 hai'),  # lang: hi
    ('Rohan ke mama London se AI 112 pe aa rahe hain, 24 Nov.', 'Mama ji ki flight reschedule hui, ab AI 112 25 Nov ko.'),  # lang: hi
    ('PNR: 4521876390', 'PNR galat likha tha, sahi hai 4521879630'),  # lang: hi
    ('Airport pickup: Rohan ka bhai Varun sabko lega.', 'Airport pickup ab travel agency ki Innova karegi, Varun mehendi mein busy hai.'),  # lang: hi
    ('Seating: dono Maria aunty (Neha ki school teacher aur Rohan ki padosan) table 4 pe.', 'Seating: Rohan ki padosan Maria aunty ko table 5 pe shift kiya.'),  # lang: hi
    ('Baraat entry song: "Gallan Goodiyaan".', 'Baraat song badal diya, ab "London Thumakda", Rohan ki zid.'),  # lang: hi
    ('Parivaar milan (family reunion): shaadi ke baad 3 Dec, farmhouse pe lunch.', 'Family reunion lunch ab 4 Dec ko hai, farmhouse 3 ko book tha.'),  # lang: hi
    ('Akad nikah Dewi dan Bayu: Sabtu 10 Oktober, jam 08.00, Masjid Syuhada.', 'Akad dimajukan ke jam 07.30, penghulu ada acara lain jam 10.'),  # lang: id
    ('Resepsi: Gedung Graha Sabha.', 'Resepsi pindah ke Pendopo Ndalem Kalasan, Graha Sabha dipakai acara wisuda.'),  # lang: id
    ('Undangan: 600 orang.', 'Undangan dihitung ulang, 560 bukan 600, ada yang dobel dari kantor Bayu.'),  # lang: id
    ('Katering: Bu Harti Catering, prasmanan.', 'Katering ganti ke Dapur Rasa, Bu Harti sakit.'),  # lang: id
    ('Menu: gudeg, ayam bakar, sop matahari.', 'Menu diganti: ayam bakar diganti empal, gudeg dan sop tetap.'),  # lang: id
    ('Mbak Rina (WO): Bude Sri nggak bisa makan santan.', 'Mbak Rina: ralat, yang nggak bisa santan itu Bulik Sri, bukan Bude Sri.'),  # lang: id
    ('No HP Mas Dimas (fotografer): 0812 2745 6610', 'Maaf salah ketik, no Mas Dimas 0812 2745 6601'),  # lang: id
    ('Orang tua Bayu terbang dari Balikpapan, GA 561, Kamis 8 Oktober.', 'Tiket orang tua Bayu di-reschedule ke Rabu 7 Oktober, GA 559.'),  # lang: id
    ('Kode booking: XKQ7RT', 'Kode booking yang bener XKQ7TR'),  # lang: id
    ('Jemput di bandara YIA: Bayu.', 'Jemput di YIA ganti Om Heru, Bayu ada gladi resik.'),  # lang: id
    ('Susunan meja VIP: dua Tante Maria di meja 4.', 'Tante Maria dari pihak Bayu dipindah ke meja 5.'),  # lang: id
    ('Sambutan keluarga: Pakde Harjo.', 'Sambutan keluarga diganti Om Heru, Pakde Harjo suaranya lagi hilang.'),  # lang: id
    ('Seserahan: 7 nampan.', 'Seserahan jadi 9 nampan, Ibu Bayu minta tambah.'),  # lang: id
    ('Souvenir: 560 gantungan kunci.', 'Souvenir ganti jadi tas kain, gantungan kunci batal.'),  # lang: id
    ('Reuni trah Martodiharjo: Minggu 11 Oktober, di rumah Eyang.', 'Reuni trah pindah ke Kaliurang, rumah Eyang kekecilan.'),  # lang: id
    ('結衣と健太の結婚式は5月15日(土)、京都。', '結婚式は5月22日(土)に変更、会場の都合で。'),  # lang: ja
    ('挙式:白川神社、11時から。', '挙式は10時半からに変更、神社の都合。'),  # lang: ja
    ('披露宴会場:ホテル鴨川「桜の間」。', '披露宴会場は「葵の間」に変更、人数が増えたため。'),  # lang: ja
    ('招待客:80名。', '数え直したら80名ではなく76名、健太側の同僚が重複していた。'),  # lang: ja
    ('料理:和洋折衷コース、メインは牛フィレ。', 'メインを鯛のポワレに変更、牛はやめた。'),  # lang: ja
    ('プランナー佐藤さん:結衣の叔母(真理子さん)は甲殻類アレルギー。', '佐藤さん:訂正、甲殻類アレルギーは健太の叔母の真理子さんでした。'),  # lang: ja
    ('友人代表スピーチ:健太の大学の友人、拓也。', '友人代表スピーチは拓也から翔に変更、拓也は海外出張。'),  # lang: ja
    ('山田さんの携帯:090-4127-8836', '山田さんの携帯、正しくは090-4127-8863'),  # lang: ja
    ('健太の両親は札幌から、5月14日のJAL 503便で伊丹へ。', '両親の便を5月13日のJAL 501便に変更。'),  # lang: ja
    ('予約番号:7HKQ2M', '予約番号、正しくは7HKQ2N'),  # lang: ja
    ('空港への迎え:健太が行く。', '空港への迎えは健太の兄に変更、健太は衣装合わせ。'),  # lang: ja
    ('席次表:二人の「まり子おばさん」はどちらも4番テーブル。', '席次表:健太側のまり子おばさんを5番テーブルに移動。'),  # lang: ja
    ('入場曲:「ハナミズキ」。', '入場曲は「糸」に戻した、やっぱりこっちがいい。'),  # lang: ja
    ('引き出物:カタログギフト。', '引き出物はカタログギフトをやめて、京都のお菓子の詰め合わせに。'),  # lang: ja
    ('親戚の集まり:結婚式の翌日、嵐山で昼食会。', '親戚の集まりは翌週の日曜に変更、嵐山の店が休み。'),  # lang: ja
    ('Nunta Ioanei si a lui Andrei: sambata 21 august, Cluj.', 'Nunta s-a mutat pe 28 august, restaurantul avea deja eveniment pe 21.'),  # lang: ro
    ('Cununia religioasa: Biserica Sf. Petru, ora 14:00.', 'Cununia religioasa s-a mutat la ora 15:00, preotul are botez la 14.'),  # lang: ro
    ('Restaurant: Casa Somes, sala mare.', 'Casa Somes ne-a mutat in salonul Panoramic, sala mare e in renovare.'),  # lang: ro
    ('Nasii: Mihai si Carmen Pop.', 'Nasii sunt acum Radu si Elena Muresan; Mihai si Carmen se muta in Canada.'),  # lang: ro
    ('Invitati: 180.', 'Am renumarat lista: 172, nu 180, familia Rus era trecuta de doua ori.'),  # lang: ro
    ('Meniu: sarmale, friptura de porc, tort de ciocolata.', 'Meniu schimbat: in loc de friptura de porc, muschi de vita; restul ramane.'),  # lang: ro
    ('Tort: Cofetaria Dulce, 3 etaje, vanilie cu fructe de padure.', 'Tortul e acum de la Cofetaria Carpatica, Dulce s-a inchis.'),  # lang: ro
    ('Telefon Vlad: 0744 318 902', 'Telefon Vlad corect: 0744 318 920'),  # lang: ro
    ('Parintii lui Andrei vin din Torino cu zborul W6 3271, joi 19 august.', 'Zborul parintilor lui Andrei a fost schimbat: W6 3275, miercuri 18 august.'),  # lang: ro
    ('Cod rezervare zbor: HW7PQZ.', 'Cod rezervare corect: HW7QPZ, am inversat literele.'),  # lang: ro
    ('Cine ii ia de la aeroport: Andrei.', 'De la aeroport ii ia nasul Radu, Andrei are proba la costum.'),  # lang: ro
    ('Asezare la masa: cele doua matusi Maria la masa 4.', 'Asezare: tanti Maria (din partea mirelui) mutata la masa 5.'),  # lang: ro
    ('Dansul mirilor: "Perfect" de Ed Sheeran.', 'Dansul mirilor: ramanem pana la urma la "Ce frumoasa e iubirea".'),  # lang: ro
    ('Reuniunea familiei Pop: duminica 29 august, la casa bunicilor din Turda.', 'Reuniunea familiei Pop s-a mutat la cabana din Apuseni, tot duminica.'),  # lang: ro
    ('Lista de cadouri: set de vase si espressor.', 'Fara lista de cadouri, doar plic; Ioana s-a razgandit.'),  # lang: ro
    ('Sofia och Erik gifter sig lördag 7 augusti i Leksand.', 'Bröllopet flyttat till lördag 14 augusti, prästen kunde inte den 7:e.'),  # lang: sv
    ('Festlokal: Leksands Strand, stora salen.', 'Festen är flyttad till Tällbergsgården, Leksands Strand hade dubbelbokat.'),  # lang: sv
    ('Gäster: 95 st.', 'Räknade om listan: 91 gäster, inte 95, vi hade med Anderssons två gånger.'),  # lang: sv
    ('Maja (Fest & Fika): meny - förrätt gravlax, varmrätt kalvfilé.', 'Maja: varmrätt ändrad till röding, kalvfilén är struken.'),  # lang: sv
    ('Maja: moster Maria är laktosintolerant.', 'Maja: fel Maria, det är faster Maria som är laktosintolerant.'),  # lang: sv
    ('Toastmaster: Eriks bror Johan.', 'Toastmaster är nu Sofias kusin Linnea, Johan får inte ledigt.'),  # lang: sv
    ('Ida Bergs nummer: 070-318 44 92', 'Ida Bergs nummer: 070-318 44 29, jag skrev fel'),  # lang: sv
    ('Eriks föräldrar flyger Luleå-Arlanda SK 2005, torsdag 5 aug.', 'Eriks föräldrar är ombokade till SK 2001, onsdag 4 aug.'),  # lang: sv
    ('Bokningsnummer: LQ4TXM', 'Bokningsnummer rätt: LQ4XTM'),  # lang: sv
    ('Tåg Stockholm-Leksand: SJ 10:12, fredag, vagn 3.', 'Tåget är ombokat till 08:12, 10:12 är inställt pga banarbete.'),  # lang: sv
    ('Hämtning i Borlänge: Erik hämtar morfar.', 'Hämtning i Borlänge: Sofias pappa hämtar morfar, Erik ska på kostymprovning.'),  # lang: sv
    ('Bordsplacering: båda Maria (moster och faster) vid bord 4.', 'Bordsplacering: faster Maria flyttad till bord 5.'),  # lang: sv
    ('Första dansen: "Håll mitt hjärta".', 'Första dansen blir ändå "Flickorna i Småland", Erik vann.'),  # lang: sv
    ('Önskelista: Iittala-glas och en Moccamaster.', 'Ingen önskelista längre, bara swish till bröllopsresan.'),  # lang: sv
    ('Släktträff: Roslagen, sommarhuset, söndag 15 aug.', 'Släktträffen flyttad till lördag 21 aug, krockade med bröllopets söndag.'),  # lang: sv
    ("Elif ile Murat'in dugunu 4 Eylul Cumartesi, Izmir'de.", 'Dugun tarihi degisti: 11 Eylul Cumartesi, ayni salon.'),  # lang: tr
    ('Dugun salonu: Deniz Kir Bahcesi.', "Deniz Kir Bahcesi iptal, dugun artik Liman Teras'ta."),  # lang: tr
    ('Davetli sayisi: 250 kisi.', "Listeyi tekrar saydik, 250 degil 235 kisi; Murat'in kuzenleri iki kere yazilmis."),  # lang: tr
    ('Selin (Mavi Organizasyon): menu - ana yemek kuzu tandir.', 'Selin: menu degisti, ana yemek artik dana bonfile, kuzu tandir yok.'),  # lang: tr
    ("Elif'in teyzesi glutensiz yiyor.", "Pardon, glutensiz olan Elif'in halasi, teyzesi degil."),  # lang: tr
    ("Murat'in sagdici: kuzeni Emre.", "Sagdic degisti: artik Murat'in arkadasi Burak, Emre askerde."),  # lang: tr
    ('Fotografci: Kaan Yildiz, 14:00-24:00.', 'Fotografci degisti, Kaan hastalanmis; yerine Deniz Ates geliyor, ayni saatler.'),  # lang: tr
    ("Kaan'in telefonu: 0532 418 27 90", "Kaan'in telefonu 0532 418 29 70, yanlis yazmisim."),  # lang: tr
    ('Ilk dans sarkisi: "Seni Kimler Aldi".', 'Ilk dans sarkisi degisti, "Sen Aglama" olacak, Elif geri adim atti.'),  # lang: tr
    ("Elif'in annesiyle babasi Berlin'den 1 Eylul'de TK 1524 ile geliyor.", "Elif'in annesiyle babasinin ucusu 31 Agustos'a alindi, TK 1522."),  # lang: tr
    ('PNR: KX4T9M', 'PNR KX4T9N olacak, son harf yanlis.'),  # lang: tr
    ("Havalimanindan alma: Murat, Elif'in ailesini alacak.", "Havalimanindan alma: Murat'in babasi alacak, Murat'in kina gecesi hazirligi var."),  # lang: tr
    ("Kina gecesi: Persembe 20:00, Elif'in annesinin evinin bahcesinde.", "Kina gecesi Cuma'ya alindi, ayni saat, ayni bahce."),  # lang: tr
    ('Oturma plani: iki Ayse teyze de 4. masada.', "Oturma plani: Ayse teyze (Murat'in tarafi) 5. masaya alindi."),  # lang: tr
    ("Aile bulusmasi: dugunden sonraki pazar Cesme'de kahvalti.", "Aile bulusmasi Urla'ya alindi, Cesme'deki yer kapali."),  # lang: tr
]

UPDATES: List[Tuple[str, str]] = [
    ('RSVPs: 62 of 110', 'RSVPs: 88 of 110'),
    ('RSVPs: 88 of 110', 'RSVPs: 104 of 110, six still chasing'),
    ("Meg's tally - yes: 71, no: 9, pending: 30", "Meg's tally - yes: 93, no: 11, pending: 6"),
    ('To do: post the invitations.', 'Done: invitations posted on 1 March.'),
    ('Holloway House rooms booked from the block: 9 of 20', 'Holloway House rooms booked from the block: 17 of 20'),
    ("Visa letter for cousin Tiago (Brazil): requested from Josh's employer's HR.", 'Visa letter for cousin Tiago: received and posted to Sao Paulo.'),
    ("Tiago's visa application: submitted 10 March.", "Tiago's visa: approved 2 April, passport back."),
    ("Josh's passport renewal: sent off 3 Feb.", "Josh's passport renewal: new passport arrived 24 Feb."),
    ('Dress fittings: 1st fitting done 15 March.', 'Dress fittings: 2nd fitting done 26 April, hem taken up.'),
    ('Dress fittings: 2nd fitting done 26 April, hem taken up.', 'Dress fittings: final fitting done 29 May, dress collected.'),
    ('Deposit paid to Ashcombe Manor: £2,000.', 'Ashcombe Manor: second instalment paid, £4,000 of £9,500 now paid.'),
    ('Ashcombe Manor: second instalment paid, £4,000 of £9,500 now paid.', 'Ashcombe Manor: paid in full, £9,500 of £9,500.'),
    ('Saffron & Salt: £1,200 deposit paid, balance due 4 weeks before.', 'Saffron & Salt: balance of £6,400 paid 14 May.'),
    ('Wedding fund: £14,500 of £24,000 saved.', 'Wedding fund: £19,800 of £24,000 saved.'),
    ('Spent so far: £8,300.', 'Spent so far: £15,650.'),
    ('Gift list bought so far: 14 of 40 items.', 'Gift list bought so far: 31 of 40 items.'),
    ('Thank-you cards written: 20 of 95.', 'Thank-you cards written: 95 of 95, all posted.'),
    ('{"event": "Ferreira-Whitaker wedding", "rsvp_yes": 71, "rsvp_no": 9, "invited": 110}', '{"event": "Ferreira-Whitaker wedding", "rsvp_yes": 96, "rsvp_no": 12, "invited": 110}'),
    ('{"event": "Okonjo 50th", "paid": 500, "total": 3200, "stage": "deposit"}', '{"event": "Okonjo 50th", "paid": 2000, "total": 3200, "stage": "second instalment"}'),
    ('Reunion picnic headcount confirmed: 30 of 44.', 'Reunion picnic headcount confirmed: 41 of 44.'),
    ('Reunion kitty collected: £340', 'Reunion kitty collected: £720'),
    ("Banns at St Aldric's: read 1 of 3 Sundays.", "Banns at St Aldric's: read 3 of 3 Sundays, certificate issued."),
    ('Ashcombe Manor booking: provisional hold until 31 January.', 'Ashcombe Manor booking: confirmed, contract signed 20 January.'),
    ('Velvet Static: enquiry sent.', 'Velvet Static: contract signed, deposit £300 paid.'),
    ('Velvet Static fee: £1,800 of £2,400 paid.', 'Velvet Static fee: £2,400 of £2,400 paid.'),
    ('Bloom Room: deposit £400 paid.', 'Bloom Room: second payment £900 made, £850 left.'),
    ('Bloom Room: second payment £900 made, £850 left.', 'Bloom Room: final £850 paid, nothing owed.'),
    ('Sian Morgan: £500 booking fee paid.', 'Sian Morgan: paid £2,200 of £2,700.'),
    ('Crumb & Co: tasting booked.', 'Crumb & Co: tasting done, flavours chosen.'),
    ('Saffron & Salt menu tasting: booked for 14 March.', 'Saffron & Salt menu tasting: done 14 March, menu signed off.'),
    ('Seating plan: 6 of 14 tables done.', 'Seating plan: 11 of 14 tables done.'),
    ('Seating plan: 11 of 14 tables done.', 'Seating plan: all 14 tables done and sent to Paper Wren.'),
    ('Place cards written: 40 of 108.', 'Place cards written: 108 of 108.'),
    ('Favours packed: 30 of 120 seed packets.', 'Favours packed: 95 of 120 seed packets.'),
    ('Orders of service folded: 0 of 100.', 'Orders of service folded: 60 of 100.'),
    ('Wedding dress delivery: shipped from the maker to Lace & Lily.', 'Wedding dress delivery: arrived at Lace & Lily, first fitting can be booked.'),
    ('Bridesmaid dresses: 2 of 4 fitted.', 'Bridesmaid dresses: 4 of 4 fitted.'),
    ("Josh's suit alterations: trousers taken in.", "Josh's suit alterations: jacket sleeves done too, ready to collect."),
    ('Hen do savings: £180 of £350 each.', 'Hen do savings: £350 of £350 each, all paid up.'),
    ('Hen do numbers: 9 confirmed.', 'Hen do numbers: 13 confirmed.'),
    ('Marriage notice: given at Hollins Cross register office on 3 March.', 'Marriage notice: 28-day period over, schedule issued.'),
    ('Wedding insurance: quote from Weddingsure, £89.', 'Wedding insurance: policy bought, certificate emailed.'),
    ("Rings: ordered from Hatton's, sizes N and T.", "Rings: engraved and collected, in Josh's sock drawer."),
    ('Welcome bags for hotel guests: 8 of 30 packed.', 'Welcome bags for hotel guests: 30 of 30 packed, dropped at Holloway House.'),
    ("Tiago's flights: reserved, not yet paid.", "Tiago's flights: paid and ticketed."),
    ("Online check-in for Ana's parents: outbound done.", "Online check-in for Ana's parents: return done too."),
    ('Honeymoon: 8 of 14 nights booked.', 'Honeymoon: 14 of 14 nights booked.'),
    ('Honeymoon balance: £900 of £3,400 paid.', 'Honeymoon balance: £3,400 of £3,400 paid.'),
    ('Honeyfund contributions so far: £650.', 'Honeyfund contributions so far: £2,310.'),
    ('Thistle & Twine: Ferreira-Whitaker checklist at 40%.', 'Thistle & Twine: Ferreira-Whitaker checklist at 85%.'),
    ('Thistle & Twine bookings for June: 3 weddings.', 'Thistle & Twine bookings for June: 5 weddings.'),
    ('Thistle & Twine new van fund: £2,100 of £9,000.', 'Thistle & Twine new van fund: £4,750 of £9,000.'),
    ("Dev's wedding-planning diploma: 3 of 8 modules passed.", "Dev's wedding-planning diploma: 6 of 8 modules passed."),
    ('Reunion RSVPs: 18 of 52 families.', 'Reunion RSVPs: 39 of 52 families.'),
    ('Reunion cricket club hire: £100 deposit paid.', 'Reunion cricket club hire: balance of £150 paid.'),
    ('Reunion family tree: 4 of 6 branches traced.', 'Reunion family tree: 6 of 6 branches traced, printing it A1.'),
    ("Ana's wedding shoes: ordered.", "Ana's wedding shoes: arrived, worn in around the flat."),
    ('Ushers briefed: 1 of 4.', 'Ushers briefed: 4 of 4.'),
    ("Speech drafts: Josh's done, Leo's in progress.", "Speech drafts: Josh's and Leo's both done, Dad's in progress."),
    ('Potvrzená účast: 30 ze 66', 'Potvrzená účast: 61 ze 66'),  # lang: cs
    ('Šaty: první zkouška hotová.', 'Šaty: druhá zkouška hotová, zkrácená sukně.'),  # lang: cs
    ('Šaty: druhá zkouška hotová, zkrácená sukně.', 'Šaty: poslední zkouška, šaty vyzvednuté.'),  # lang: cs
    ('Záloha zámek: 20 000 Kč zaplaceno.', 'Zámek: 60 000 ze 120 000 Kč zaplaceno.'),  # lang: cs
    ('Zámek: 60 000 ze 120 000 Kč zaplaceno.', 'Zámek: zaplaceno celých 120 000 Kč.'),  # lang: cs
    ('Obsazené pokoje: 4 z 10', 'Obsazené pokoje: 10 z 10'),  # lang: cs
    ('RSVP aaye: 200 / 420', 'RSVP aaye: 365 / 420'),  # lang: hi
    ('Neha ka lehenga: pehla fitting ho gaya.', 'Neha ka lehenga: doosra fitting ho gaya, blouse tight karwaya.'),  # lang: hi
    ('Neha ka lehenga: doosra fitting ho gaya, blouse tight karwaya.', 'Lehenga final fitting done, ghar aa gaya.'),  # lang: hi
    ('Shaadi Sutra: 3 lakh / 6 lakh diye.', 'Shaadi Sutra: 6 lakh / 6 lakh, poora payment ho gaya.'),  # lang: hi
    ('Kamre allot hue: 10 / 30', 'Kamre allot hue: 28 / 30'),  # lang: hi
    ('Shagun envelopes ready: 40 / 100', 'Shagun envelopes ready: 100 / 100'),  # lang: hi
    ('Konfirmasi hadir: 230 / 560', 'Konfirmasi hadir: 480 / 560'),  # lang: id
    ('Fitting kebaya akad: fitting 1 selesai.', 'Fitting kebaya akad: fitting 2 selesai, bagian pinggang dikecilkan.'),  # lang: id
    ('Fitting kebaya akad: fitting 2 selesai, bagian pinggang dikecilkan.', 'Kebaya akad sudah jadi, tinggal diambil.'),  # lang: id
    ('Gedung: Rp 25 juta dari Rp 40 juta sudah dibayar.', 'Gedung: lunas, Rp 40 juta.'),  # lang: id
    ('Kamar terisi: 5 / 9', 'Kamar terisi: 9 / 9'),  # lang: id
    ('Iuran reuni terkumpul: Rp 3 juta.', 'Iuran reuni terkumpul: Rp 8,5 juta.'),  # lang: id
    ('出欠返信:35/76', '出欠返信:70/76'),  # lang: ja
    ('ドレス試着:1回目完了。', 'ドレス試着:2回目完了、丈を調整。'),  # lang: ja
    ('ドレス試着:2回目完了、丈を調整。', 'ドレス最終フィッティング完了、当日会場へ搬入。'),  # lang: ja
    ('会場:150万円のうち80万円支払い済み。', '会場:150万円、全額支払い済み。'),  # lang: ja
    ('部屋の割当:4/8', '部屋の割当:8/8'),  # lang: ja
    ('招待状発送:30/76', '招待状発送:76/76'),  # lang: ja
    ('Confirmari: 90 din 172.', 'Confirmari: 151 din 172.'),  # lang: ro
    ('Rochia: proba 1 facuta.', 'Rochia: proba 2 facuta, s-a strans talia.'),  # lang: ro
    ('Avans Casa Somes: 2.000 euro platiti.', 'Casa Somes: 6.000 din 12.000 euro platiti.'),  # lang: ro
    ('Casa Somes: 6.000 din 12.000 euro platiti.', 'Casa Somes: platit integral, 12.000 din 12.000.'),  # lang: ro
    ('Camere ocupate la Hotel Napoca: 4 din 14.', 'Camere ocupate la Hotel Napoca: 13 din 14.'),  # lang: ro
    ('Invitatii trimise: 60 din 172.', 'Invitatii trimise: 172 din 172.'),  # lang: ro
    ('OSA: 40 av 91', 'OSA: 83 av 91'),  # lang: sv
    ('Klänning: första provningen gjord.', 'Klänning: andra provningen gjord, fållen uppsydd.'),  # lang: sv
    ('Klänning: andra provningen gjord, fållen uppsydd.', 'Klänning: sista provningen klar, hämtad.'),  # lang: sv
    ('Tällbergsgården: 40 000 av 85 000 kr betalt.', 'Tällbergsgården: 85 000 av 85 000 kr betalt.'),  # lang: sv
    ('Rum bokade i blocket: 5 av 12', 'Rum bokade i blocket: 12 av 12'),  # lang: sv
    ('Släktträff: betalat för hyrbussen 1 500 av 4 000 kr.', 'Släktträff: hyrbussen fullt betald, 4 000 kr.'),  # lang: sv
    ('LCV: 120 / 235 geldi.', 'LCV: 201 / 235 geldi.'),  # lang: tr
    ("Elif'in gelinlik provasi: 1. prova yapildi.", "Elif'in gelinlik provasi: 2. prova yapildi, etek kisaltildi."),  # lang: tr
    ("Elif'in gelinlik provasi: 2. prova yapildi, etek kisaltildi.", 'Gelinlik son prova tamam, teslim alindi.'),  # lang: tr
    ('Mavi Organizasyon: 60.000 / 120.000 TL odendi.', 'Mavi Organizasyon: 120.000 / 120.000 TL odendi, borc kalmadi.'),  # lang: tr
    ('Otel odalari dolu: 6 / 15.', 'Otel odalari dolu: 14 / 15.'),  # lang: tr
    ('Davetiyeler basildi: 100 / 235.', 'Davetiyeler basildi: 235 / 235, postaya verildi.'),  # lang: tr
]

COMPATIBLE: List[Tuple[str, str]] = [
    ("Ana and Josh's wedding is on Saturday 12 June 2027.", 'The rehearsal dinner is the night before the wedding, Friday 11 June.'),
    ("The ceremony is at St Aldric's Church, Hollins Cross, at 1pm.", 'The reception at Fernleigh Barn starts at 3pm, after the ceremony.'),
    ("The ceremony is at St Aldric's Church, Hollins Cross, at 1pm.", "Guests are asked to be seated in St Aldric's by 12.45."),
    ('Reception venue: Fernleigh Barn, Hollins Cross.', 'Fernleigh Barn also has a cottage where the bride can get ready.'),
    ('Meg (planner): rehearsal dinner Friday 11 June, 7pm, at The Old Ferry pub.', 'Meg: the church rehearsal itself is at 5pm on Friday, before the dinner.'),
    ("Rehearsal at St Aldric's: Friday 5pm.", "Bells at St Aldric's ring from 1.15 on Saturday."),
    ("User's wedding date: 12/06/2027", "User's civil notice was given at the register office on 3 March 2027."),
    ("Ana: we're having the first dance at 8pm", 'Ana: the band starts their first set straight after the first dance'),
    ('Speeches: father of the bride, groom, best man, in that order, before the meal.', "Ana's mum also wants to say a few words after the father of the bride."),
    ("Best man: Sam Whitaker (Josh's brother).", 'Sam Whitaker will still do a reading at the ceremony.'),
    ("Best man: Sam Whitaker (Josh's brother).", 'Best man Sam Whitaker is also an usher captain on the day.'),
    ("Josh: Sam's doing the best man speech", "Josh: Sam's doing the best man speech and Bea's doing one as maid of honour"),
    ("Josh: Sam's doing the best man speech", "Josh: Sam's doing the best man speech, he's already written half of it"),
    ("Maid of honour: Bea Ferreira (Ana's sister).", 'Bea Ferreira is also giving a short speech after the best man.'),
    ("Officiant: Rev. Colin Marsh, St Aldric's.", 'Rev. Colin Marsh also takes the rehearsal on Friday.'),
    ('Registrar attending: Mrs D. Hollis, Hollins Cross register office.', "The register office also holds the couple's giving-notice forms."),
    ('Ceremony readings: Sam reads Corinthians 13.', 'Ceremony readings: Bea reads a poem by Wendy Cope as well.'),
    ('Guest count for the wedding breakfast: 110.', 'Evening guests come to 40 on top of the 110 at the wedding breakfast.'),
    ('Guest count for the wedding breakfast: 110.', 'Of the 110 at the wedding breakfast, 12 are children.'),
    ('RSVPs: 62 of 110', 'RSVPs for the evening do: 25 of 40'),
    ('RSVPs: 62 of 110', 'RSVPs: 62 of 110, of which 4 are declines'),
    ('RSVPs: 88 of 110', 'RSVPs: 88 of 110, and Dev has emailed reminders for the rest'),
    ("Meg's tally - yes: 71, no: 9, pending: 30", "Meg's tally for the reunion brunch - yes: 34, no: 2, pending: 8"),
    ('Children at the wedding: 12.', "Children at the wedding get the kids' menu and a goody bag."),
    ('Plus-ones: none except partners living together.', "Plus-ones for the evening do only: the band's partners."),
    ('Dev (assistant): invites posted 1 March.', 'Dev: save-the-dates went out in October, before the invites on 1 March.'),
    ('Dev (assistant): invites posted 1 March.', 'Dev: invites posted 1 March, 2nd class, to 58 addresses.'),
    ('To do: post the invitations.', 'To do: post the invitations, and order extra stamps for the overseas ones.'),
    ('RSVP deadline: 1 April.', 'RSVP deadline for the reunion brunch is 1 May.'),
    ("Caterer: Hartley's Kitchen.", "Hartley's Kitchen also does the canapes at the rehearsal dinner."),
    ('Menu: main is roast sirloin with dauphinoise.', 'Menu: the vegetarian main is a wild mushroom wellington.'),
    ('Menu: main is roast sirloin with dauphinoise.', 'Menu: main is roast sirloin with dauphinoise, served medium with a jug of gravy per table.'),
    ('Starter: chicken liver parfait.', 'Pudding: sticky toffee pudding with clotted cream.'),
    ('Dessert: lemon tart.', 'The evening buffet also has a lemon tart on the dessert table.'),
    ('Dietary: Aunt Maria Ferreira is gluten-free.', 'Dietary: Aunt Maria Whitaker is vegetarian.'),
    ('Dietary: Aunt Maria Ferreira is gluten-free.', "Dietary: Aunt Maria Ferreira is gluten-free and doesn't eat pork."),
    ('Dietary needs: 6 vegetarian, 2 vegan, 1 nut allergy.', "The nut allergy is Leo Grant's daughter, table 9."),
    ('Leo Grant has a severe peanut allergy.', "Leo Grant also doesn't drink, so he's on the alcohol-free fizz."),
    ('User is vegetarian.', "User's partner Josh eats everything."),
    ('Saffron & Salt: canapes served 3.15 to 4.15 in the courtyard.', 'Saffron & Salt: canapes served 3.15 to 4.15, with two vegan options.'),
    ('Wedding breakfast served at 5pm.', 'Evening buffet at 9pm: bacon rolls and cheese board.'),
    ('Evening food: pizza van (Dough Bros).', 'Dough Bros also run the bar van at the reunion picnic.'),
    ('Bar: cash bar after the toast.', 'The toast is prosecco with an alcohol-free option.'),
    ('Toast drink: prosecco.', "Welcome drink in the courtyard: Pimm's and elderflower."),
    ('Seating plan: Aunt Maria Ferreira at table 4.', 'Seating plan: Aunt Maria Whitaker at table 4.'),
    ('Seating plan: Aunt Maria Ferreira at table 4.', 'Seating plan: Uncle Rui at table 4 as well.'),
    ('Table 4: Rui, Lucia, Maria F., Tiago, Carla, Nuno, Ines, Paulo.', 'Table 5: Joao, Fatima, Pedro, Sofia, Andre, Rita, Helena, Marcus.'),
    ('Top table: Ana, Josh, both sets of parents, Bea, Sam.', 'Top table partners sit on the family table, table 1.'),
    ("Josh's grandparents sit at table 2, near the top table.", "Ana's grandparents sit at table 2, near the top table."),
    ("Kids' table: table 12, with a babysitter.", "The babysitter for the kids' table is Lily, Meg's niece."),
    ("Ana's parents fly Porto -> Bristol on Ryanair FR 8223, Wed 9 June, lands 10:40.", "Ana's parents fly home Bristol -> Porto on FR 8224, Tue 15 June."),
    ("Ana's parents fly Porto -> Bristol on Ryanair FR 8223, Wed 9 June, lands 10:40.", "Ana's parents fly on FR 8223, Wed 9 June, with one checked bag each."),
    ('Outbound: Porto -> Bristol, 9 June, 08:15.', 'Return: Bristol -> Porto, 15 June, 17:30.'),
    ('Return flight for Uncle Rui: Bristol -> Porto, Tue 15 June.', "Uncle Rui's outbound is the same as Ana's parents, Thu 10 June."),
    ("Booking ref for Ana's parents' flights: QX7TRM.", "Booking ref for Uncle Rui's flights: LP2WVA."),
    ('Honeymoon: fly Heathrow -> Heraklion on 14 June, BA 2826.', 'Honeymoon return: Heraklion -> Heathrow on 28 June, BA 2827.'),
    ('Honeymoon: fly Heathrow -> Heraklion on 14 June, BA 2826.', 'Honeymoon: fly Heathrow -> Heraklion on 14 June, BA 2826, then a transfer to Chania.'),
    ('Honeymoon hotel: Villa Thalassa, Chania, 14-28 June.', 'Honeymoon: two nights in Heraklion first, then Chania.'),
    ("Josh's mates are getting the train London Paddington -> Hollins Cross, Sat 12 June 09:03.", "Josh's mates come back on the Sunday 11:15 train."),
    ("Josh's mates are getting the train London Paddington -> Hollins Cross, Sat 12 June 09:03.", "Josh's mates are getting the 09:03 from Paddington, changing at Reading."),
    ('Train tickets for Grandma: Leeds -> Hollins Cross, Thu 10 June, coach B seat 42.', "Grandma's return train is Mon 14 June."),
    ('Hotel block: 20 rooms at Holloway House Hotel, 11-13 June.', 'Also a block of 8 rooms at the Coach House Inn for the evening guests.'),
    ('Holloway House rooms booked from the block: 9 of 20', 'Coach House Inn rooms booked: 3 of 8'),
    ('Holloway House: block release date 1 May.', 'Coach House Inn releases its block on 1 May.'),
    ("Room allocation: Ana's parents in room 12, Bea in room 14.", 'Room allocation: Aunt Maria Ferreira in room 15.'),
    ('Bridal suite at Holloway House for the wedding night, 12 June.', 'Bridal suite at Holloway House also has the morning hair and make-up booked in it.'),
    ("Airport pick-ups: Josh collects Ana's parents from Bristol airport.", 'Airport pick-ups: Josh also collects Uncle Rui off the same flight.'),
    ("Airport pick-ups: Josh collects Ana's parents from Bristol airport.", 'Airport pick-ups: Leo collects Aunt Maria Whitaker from Birmingham.'),
    ('Who picks up Grandma from the station: Dad.', "Grandma's station drop-off on Monday: Dad."),
    ('Minibus: Kestrel Coaches, 16 seats, hotel -> church 12:15.', 'Minibus: return run reception -> hotel at 23:30 and 00:30.'),
    ('Kestrel Coaches pick-up time at the hotel: 12:15.', 'Kestrel Coaches pick-up at the hotel: 12:15 for the first run, 12:35 for the second.'),
    ('Kestrel Coaches booking ref: KC-40917.', 'Kestrel booking ref for the reunion minibus: KC-41220.'),
    ('Kestrel Coaches phone: 01632 960 481.', 'Kestrel Coaches out-of-hours: 07700 900 233.'),
    ("Wedding car: Grandad's old Jaguar, driven by Uncle Tony.", 'Uncle Tony will still drive the bridesmaids in his own car.'),
    ('Car for the bride: leaves Holloway House 12:50.', 'Car for the bridesmaids leaves 12:40.'),
    ("Leo: I'll drive down Friday morning", "Leo: I'll drive down Friday morning and bring the suits"),
    ("Leo: I'll drive down Friday morning", "Leo: I'll drive down Friday morning, Isla's coming with me"),
    ('Parking at Ashcombe Manor: 60 spaces.', 'Parking at Ashcombe Manor: overnight cars must go by 11am Sunday.'),
    ('Dev: Uncle Rui lands at Bristol 14:05 on Thursday', "Dev: Uncle Rui lands at Bristol 14:05 on Thursday, I'll meet him at arrivals"),
    ('Aunt Maria Whitaker arrives by coach to Birmingham on Thursday.', "Aunt Maria Ferreira arrives by plane with Ana's parents."),
    ('Reunion travel: the Whitaker cousins drive up from Exeter on Sunday 13 June.', 'Reunion travel: the Whitaker cousins drive back on Monday 14 June.'),
    ("Visa letter for cousin Tiago (Brazil): requested from Josh's employer's HR.", "Cousin Tiago's flights are booked with an open return."),
    ("Tiago's visa application: submitted 10 March.", "Tiago's visa application: submitted 10 March with the hotel confirmation."),
    ("Josh's passport renewal: sent off 3 Feb.", "Ana's passport is valid until 2031."),
    ("User's passport is in her maiden name, Ferreira.", 'User will change her surname to Whitaker after the honeymoon.'),
    ("User's passport is in her maiden name, Ferreira.", "User's honeymoon tickets are booked in the name Ferreira to match the passport."),
    ('Florist: Poppy at Wild Stem, bouquets and church flowers.', 'Wild Stem also does the buttonholes for the ushers.'),
    ('Florist: Poppy at Wild Stem, bouquets and church flowers.', 'Poppy at Wild Stem also dresses the reception tables.'),
    ('Bouquet: white peonies and eucalyptus.', "Bridesmaids' bouquets: white peonies and eucalyptus, smaller."),
    ('Bouquet: white peonies and eucalyptus.', "Bouquet: white peonies and eucalyptus, tied with Grandma's lace."),
    ('Buttonholes: 8 (groom, best man, 4 ushers, 2 fathers).', 'Corsages for the two mothers and both grandmothers.'),
    ('Table flowers: 12 low jam-jar arrangements.', 'Table flowers: 12 low jam-jar arrangements, plus one tall one for the top table.'),
    ('Colour scheme: sage green and dusky pink.', 'Bridesmaid dresses are sage green.'),
    ('DJ: DJ Kofi, 8pm to midnight.', 'DJ Kofi also does the sound for the speeches.'),
    ('DJ: DJ Kofi, 8pm to midnight.', 'DJ Kofi, 8pm to midnight, with a request list from Josh.'),
    ('Band: The Lanterns, two sets.', "Band: The Lanterns' singer also plays the ceremony on acoustic guitar."),
    ('First dance song: "At Last" by Etta James.', 'Last song of the night: "At Last" by Etta James.'),
    ('Josh: walking down the aisle to Canon in D', 'Josh: signing the register to "Here Comes the Sun"'),
    ('Josh: walking down the aisle to Canon in D', 'Josh: walking down the aisle to Canon in D, string quartet version'),
    ('Ana: no "Macarena", whatever happens', 'Ana: no "Macarena" and no "Agadoo" either'),
    ('Ana: no "Macarena", whatever happens', 'Ana: no "Macarena", and tell Kofi no requests from Uncle Tony'),
    ('Photographer: Sian Morgan, 11am to 9pm.', 'Photographer Sian Morgan also does the engagement shoot in April.'),
    ('Engagement shoot: Sunday 18 April at the lake.', 'Engagement shoot: Sunday 18 April at the lake, golden hour, about 7pm.'),
    ('Sian Morgan, mobile 07700 900 415.', "Sian's second shooter is Amir, 07700 900 622."),
    ("Hair and make-up: Jade's Beauty, 4 people from 8am.", 'Hair trial with Jade: 20 March.'),
    ('Wedding dress: ordered from Lace & Lily, Bath.', 'Wedding dress: ordered from Lace & Lily, Bath, with a detachable train.'),
    ('Dress fittings: 1st fitting done 15 March.', 'Bridesmaid dress fittings: 1st fitting 22 March.'),
    ('Dress fittings: 2nd fitting done 26 April, hem taken up.', 'Dress fittings: 2nd fitting done 26 April, bustle sewn in too.'),
    ('Dress alterations balance: £180 due at collection.', 'Bridesmaid dress alterations: £60 each.'),
    ("Josh's suit: hire from Moss, collect Thursday 10 June.", "Ushers' suits: hire from Moss, collect Thursday 10 June."),
    ('Suit measurements sent for: Josh, Leo, 4 ushers.', 'Suit measurements for the two fathers sent separately.'),
    ('Deposit paid to Ashcombe Manor: £2,000.', 'Deposit paid to Saffron & Salt: £1,200.'),
    ('Ashcombe Manor: second instalment paid, £4,000 of £9,500 now paid.', 'Ashcombe Manor: second instalment paid, and the late bar extension is extra.'),
    ('Ashcombe Manor total hire fee: £9,500.', 'Ashcombe Manor refundable damage deposit: £500.'),
    ('Saffron & Salt: £1,200 deposit paid, balance due 4 weeks before.', 'Saffron & Salt: £1,200 deposit paid, and the tasting is free.'),
    ('Wedding budget: £24,000.', 'Honeymoon budget, separate: £5,000.'),
    ('Wedding fund: £14,500 of £24,000 saved.', 'Honeymoon fund: £1,200 of £5,000 saved.'),
    ('Spent so far: £8,300.', 'Spent so far: £8,300, mostly the venue and the dress.'),
    ('Gift list: at Hearth & Home, opened 1 March.', "Gift list: Ana's parents are giving the couple a weekend in Porto."),
    ('Gift list item: KitchenAid mixer, red.', 'Gift list item: a cast-iron casserole, red.'),
    ('Gift list bought so far: 14 of 40 items.', 'Gift list bought so far: 14 of 40 items, plus 6 cash gifts.'),
    ('Thank-you cards written: 20 of 95.', 'Thank-you cards written: 20 of 95, Josh is doing his side.'),
    ('Cake: Crumb & Co, three tiers, lemon and elderflower.', 'Cake: Crumb & Co, three tiers, plus a gluten-free cutting cake.'),
    ('Cake delivery: Saturday 11am.', 'Cake collection of the stand: Sunday 10am.'),
    ("Favours: mini jars of Ana's mum's honey.", 'Favours: mini jars of honey, with name tags as place cards.'),
    ('Stationery: Paper Wren, invitations and orders of service.', 'Paper Wren also designs the table plan board.'),
    ('Order of service: 120 copies.', 'Order of service: 120 copies, cream card.'),
    ('client | Ferreira-Whitaker | date | 12/06/2027 | venue | Ashcombe Manor | guests | 110', 'client | Brennan | date | 12/06/2027 | venue | The Old Mill | guests | 60'),
    ('client | Brennan ruby anniversary | contact | Moira Brennan | phone | 07700 900 118', 'client | Brennan ruby anniversary | contact | Moira Brennan | email | moira.b@example.com'),
    ('client | Okonjo 50th | venue | Riverside Rooms | date | Sat 3 July | guests | 80', 'client | Okonjo 50th | venue | Riverside Rooms | date | Sat 3 July | guests | 80 | dj | DJ Kofi'),
    ('supplier | Kestrel Coaches | role | minibus | contact | Ray | rate | £95/hr', 'supplier | Kestrel Coaches | role | coach to the reunion | contact | Ray | rate | £140/hr'),
    ('supplier | DJ Kofi | role | DJ | fee | £650', 'supplier | DJ Kofi | role | ceremony PA hire | fee | £120'),
    ('supplier | DJ Kofi | role | DJ | fee | £650', 'supplier | DJ Kofi | role | DJ | fee | £650 | deposit | £150 paid'),
    ('{"event": "Ferreira-Whitaker wedding", "florist": "Wild Stem", "status": "booked"}', '{"event": "Okonjo 50th", "florist": "Wild Stem", "status": "booked"}'),
    ('{"event": "Ferreira-Whitaker wedding", "rsvp_yes": 71, "rsvp_no": 9, "invited": 110}', '{"event": "Okonjo 50th", "rsvp_yes": 71, "rsvp_no": 9, "invited": 80}'),
    ('{"booking": "FR8223", "pax": "Mr and Mrs Ferreira", "date": "2027-06-09"}', '{"booking": "FR8224", "pax": "Mr and Mrs Ferreira", "date": "2027-06-15"}'),
    ('{"invoice": "TT-2207", "client": "Brennan", "amount": 1840.00}', '{"invoice": "TT-2208", "client": "Brennan", "amount": 1840.00}'),
    ('{"event": "Okonjo 50th", "paid": 500, "total": 3200, "stage": "deposit"}', '{"event": "Okonjo 50th", "paid": 500, "total": 3200, "stage": "deposit", "method": "bank transfer"}'),
    ('Thistle & Twine: Meg runs the Ferreira-Whitaker wedding, Dev runs the Okonjo 50th.', 'Thistle & Twine: Meg also runs the Brennan anniversary.'),
    ('Thistle & Twine office hours: Mon-Fri 9-5.', 'Thistle & Twine: on the wedding day itself Meg is on site from 9am.'),
    ("Meg's coordinator fee for the Ferreira-Whitaker wedding: £1,800.", "Dev's fee for the Okonjo 50th: £900."),
    ("Thistle & Twine's preferred caterer: Hartley's Kitchen.", "Thistle & Twine's preferred florist: Bloom Room."),
    ('Dev: Velvet Static need a 32A power supply on the stage', 'Dev: Velvet Static need a 32A power supply on the stage and a green room'),
    ('Dev: Velvet Static need a 32A power supply on the stage', 'Dev: DJ Kofi needs one 13A socket'),
    ('Dev: Saffron & Salt arrive at Ashcombe at 10am to set up', 'Dev: Bloom Room arrive at Ashcombe at 10am to set up'),
    ("Meg: Bloom Room's invoice is £2,350", "Meg: Crumb & Co's invoice is £480"),
    ('Meg: the Glasshouse has a 11pm noise curfew', 'Meg: Ashcombe Manor has a midnight curfew'),
    ('Whitaker family reunion: Sunday 13 June, brunch at Ashcombe Manor, 11am.', 'Whitaker family reunion: everyone from the wedding is invited, kids free.'),
    ('Reunion brunch head count: 44.', "Reunion brunch head count of 44 doesn't include babies in arms."),
    ('Reunion picnic headcount confirmed: 30 of 44.', 'Reunion cricket match players signed up: 12 of 22.'),
    ('Reunion: Auntie Jean is bringing the family tree printout.', 'Reunion: Auntie Jean is bringing the family tree printout and the old cine films.'),
    ('Reunion: Auntie Jean is bringing the family tree printout.', 'Reunion: Uncle Tony is bringing the cricket kit.'),
    ('Reunion photo: 12 noon on the cricket club steps.', 'Reunion photo: Sian Morgan is taking it, as a favour.'),
    ('Reunion catering: Dough Bros pizza van.', "Dough Bros also did Josh's cousin's wedding last year."),
    ("Ana: Sam is coming to the reunion even though he's missing the wedding", 'Ana: Sam is coming to the reunion and bringing his new girlfriend'),
    ('Josh: reunion kitty is £20 a head', 'Josh: reunion kitty is £20 a head, kids free'),
    ('Reunion kitty collected: £340', "Wedding collection for the ushers' gifts: £120"),
    ("Banns at St Aldric's: read 1 of 3 Sundays.", "Banns also read at Josh's parish in Leeds: 1 of 3."),
    ('Ashcombe Manor booking: provisional hold until 31 January.', 'Ashcombe Manor booking: provisional hold until 31 January, Meg has the paperwork.'),
    ('Velvet Static: enquiry sent.', 'Velvet Static: enquiry sent, and one to Brass Tacks as a backup quote.'),
    ('Velvet Static fee: £1,800 of £2,400 paid.', 'DJ Kofi fee: £150 of £720 paid.'),
    ('Bloom Room: deposit £400 paid.', 'Bloom Room: deposit £400 paid, receipt in the wedding folder.'),
    ('Bloom Room: second payment £900 made, £850 left.', 'Bloom Room: second payment £900 made, £850 left, due 1 June.'),
    ('Sian Morgan: £500 booking fee paid.', 'Callum Price: £300 booking fee paid.'),
    ('Crumb & Co: tasting booked.', 'Crumb & Co: tasting booked for Saturday 6 March at 2pm.'),
    ('Saffron & Salt menu tasting: booked for 14 March.', "Saffron & Salt menu tasting: booked for 14 March, Ana's parents on video call."),
    ('Seating plan: 6 of 14 tables done.', 'Seating plan: 6 of 14 tables done, still no idea where Uncle Tony goes.'),
    ('Seating plan: 11 of 14 tables done.', "Seating plan: 11 of 14 tables done, the kids' table too."),
    ('Place cards written: 40 of 108.', "Place cards written: 40 of 108, in Ana's handwriting."),
    ('Favours packed: 30 of 120 seed packets.', 'Favours packed: 30 of 120 seed packets, tags from Paper Wren.'),
    ('Orders of service folded: 0 of 100.', "Orders of service delivered to St Aldric's on Friday."),
    ('Wedding dress delivery: shipped from the maker to Lace & Lily.', 'Bridesmaid dresses delivery: shipped from the maker.'),
    ('Bridesmaid dresses: 2 of 4 fitted.', "Bridesmaid dresses: 2 of 4 fitted; the flower girl's still to order."),
    ("Josh's suit alterations: trousers taken in.", "Leo's suit: collect from Moss on Thursday."),
    ('Hen do savings: £180 of £350 each.', 'Stag do savings: £180 of £400 each.'),
    ('Stag do: Dublin, 14-16 May.', 'Hen do: Bath spa day, 22 May.'),
    ('Stag do: Dublin, 14-16 May.', 'Stag do: Dublin, 14-16 May, 9 of the lads going.'),
    ('Hen do: Bath spa day on Saturday 22 May.', 'Hen do: Bath spa day on Saturday 22 May, then dinner at the Circus.'),
    ('Hen do numbers: 9 confirmed.', 'Stag do numbers: 9 confirmed.'),
    ('Marriage notice: given at Hollins Cross register office on 3 March.', 'Marriage notice: Josh gave notice in Leeds on the same day.'),
    ('Wedding insurance: quote from Weddingsure, £89.', 'Wedding insurance: quote from Weddingsure, £89, covers the rings.'),
    ("Rings: ordered from Hatton's, sizes N and T.", "Rings: ordered from Hatton's, sizes N and T, white gold."),
    ('Ring sizes: Ana N, Josh T.', 'Engagement ring size: Ana N.'),
    ('Welcome bags for hotel guests: 8 of 30 packed.', 'Welcome bags for hotel guests: 8 of 30 packed, with a map of Hollins Cross.'),
    ("Tiago's flights: reserved, not yet paid.", "Tiago's flights: reserved, not yet paid; Ana's dad is paying."),
    ("Online check-in for Ana's parents: outbound done.", 'Online check-in for Uncle Rui: outbound done.'),
    ('Honeymoon: 8 of 14 nights booked.', 'Honeymoon: 8 of 14 nights booked, the rest in Chania.'),
    ('Honeymoon balance: £900 of £3,400 paid.', 'Honeymoon balance: £900 of £3,400 paid, car hire not included.'),
    ('Honeyfund contributions so far: £650.', 'Honeyfund contributions so far: £650, from 11 guests.'),
    ('Thistle & Twine: Ferreira-Whitaker checklist at 40%.', 'Thistle & Twine: Okonjo 50th checklist at 40%.'),
    ('Thistle & Twine bookings for June: 3 weddings.', 'Thistle & Twine bookings for June: 3 weddings and a reunion.'),
    ('Thistle & Twine new van fund: £2,100 of £9,000.', 'Thistle & Twine marquee fund: £2,100 of £6,000.'),
    ("Dev's wedding-planning diploma: 3 of 8 modules passed.", "Dev's first-aid certificate: renewed in March."),
    ('Reunion RSVPs: 18 of 52 families.', 'Reunion RSVPs: 18 of 52 families, 3 from Australia.'),
    ('Reunion cricket club hire: £100 deposit paid.', 'Reunion cricket club hire: £100 deposit paid; bar staffed by members.'),
    ('Reunion family tree: 4 of 6 branches traced.', 'Reunion family tree: 4 of 6 branches traced, Auntie Jean doing the Scottish side.'),
    ("Ana's wedding shoes: ordered.", "Ana's evening shoes: trainers with pearls on."),
    ('Ushers briefed: 1 of 4.', "Ushers' gifts bought: 1 of 4."),
    ("Speech drafts: Josh's done, Leo's in progress.", "Speech drafts: Josh's done and timed at 6 minutes."),
    ("Chloe's surname is Dun.", "Chloe Dun is Ana's maid of honour and sits on the top table."),
    ("Best man's name: Leo Grantt.", "Leo Grant's partner is Hollie."),
    ("Josh's mum: Caroline Whitaker.", "Josh's dad: Peter Whitaker."),
    ('Ashcombe Manor address: Ashcombe Lane, Hollins Cross HC4 7RB.', "St Aldric's Church address: Church Street, Hollins Cross HC4 2AA."),
    ('Holloway House phone: 01632 960 300.', 'Holloway House reservations email: stay@hollowayhouse.example.'),
    ('Saffron & Salt booking reference: SS-1127.', 'Saffron & Salt booking ref for the Okonjo 50th: SS-1190.'),
    ("Bea's mobile: 07700 900 734", "Bea's partner Marcus: 07700 900 889"),
    ('Ashcombe Manor event manager: Harriet.', 'Ashcombe Manor head chef: Dom.'),
    ('User prefers a church ceremony.', 'User prefers a church ceremony with a short service, no communion.'),
    ('User prefers no kids at the evening do.', 'User prefers no kids at the evening do, except the flower girl.'),
    ("User's maid of honour is her sister Bea.", "User's sister Bea is also a bridesmaid."),
    ("User's wedding colours are sage and dusky pink.", "User's reunion has no theme."),
    ('User prefers the photographer to avoid posed group shots.', 'User prefers the photographer to avoid posed group shots, except one big family photo.'),
    ("User's ceremony venue: St Aldric's Church.", "User's reception venue: Ashcombe Manor."),
    ("User's ceremony venue: St Aldric's Church.", "User's ceremony venue St Aldric's is ten minutes from the reception."),
    ("User's flight to the honeymoon: BA 2826 on 14 June.", "User's flight back from the honeymoon: BA 2827 on 28 June."),
    ('Ana: the bridesmaids are Bea, Chloe, Priti and Zainab', "Ana: the bridesmaids are Bea, Chloe, Priti and Zainab, and Isla's the flower girl"),
    ('Ana: ushers are Callum, Dan, Omar and Ravi', "Ana: Callum's also doing the video"),
    ("Josh: my side's got 52 guests", "Josh: Ana's side has got 56 guests"),
    ("Josh: the groom's side sits on the right in the church", "Josh: the bride's side sits on the other side of the aisle"),
    ("Josh: the groom's side sits on the right in the church", "Josh: no side-picking at the reception, it's mixed tables"),
    ('Meg: Aunt Maria Whitaker needs a ground-floor room', 'Meg: Aunt Maria Whitaker needs a quiet room away from the lift'),
    ('Meg: the two Marias are both at table 5', 'Meg: the two Marias are both at the reunion brunch too'),
    ('Meg: Uncle Tony reads the blessing at the ceremony', 'Meg: Uncle Tony also MCs the reception'),
    ('Meg: toastmaster is Uncle Tony', "Meg: Uncle Tony's the toastmaster at the reunion too"),
    ('Only for the rehearsal: the Old Ferry minibus does the run back at 10pm.', 'Kestrel Coaches do the runs on the wedding day itself.'),
    ('Ceremony: confetti allowed outside the church.', 'Reception: confetti allowed on the lawn too.'),
    ('Reception: sparklers allowed on the terrace.', 'For the rehearsal dinner only, the Swan lets us have sparklers in the garden.'),
    ('Ashcombe Manor: last entry for suppliers 10pm.', 'Ashcombe Manor: supplier parking is round the back.'),
    ('Friday: rehearsal dinner for 24 at the Swan.', 'Saturday: wedding breakfast for 108 at Ashcombe Manor.'),
    ('Saturday dinner: sirloin and dauphinoise.', 'Friday dinner at the Swan: fish and chips for everyone.'),
    ('Honeymoon: car hire from Heraklion airport, Hertz.', 'Honeymoon: Hertz also has a desk at Chania port.'),
    ('Crete ferry to Santorini on 22 June.', 'Crete ferry back from Santorini on 23 June.'),
    ('Dev: Velvet Static travel in from Bristol', 'Dev: Velvet Static travel in from Bristol and need a parking space for the van'),
    ('Dev: Velvet Static travel in from Bristol', 'Dev: DJ Kofi travels in from Swindon'),
    ("Meg: we're using Kestrel for the reunion coach too", "Meg: Kestrel's also doing the Okonjo 50th shuttle"),
    ('Ceremony flowers: two urns at the altar.', 'Reception flowers: two urns at the entrance.'),
    ('Ceremony flowers: two urns at the altar.', 'The ceremony urns also move to the reception after the service.'),
    ('Photographer shot list: 12 group shots.', 'Photographer shot list: 12 group shots and the confetti run.'),
    ("Ana's grandmother's name on the place card: Avó Lourdes.", "Ana's grandfather's place card: Avô Manuel."),
    ("Ana's grandmother's name on the place card: Avó Lourdes.", "Avó Lourdes sits next to Ana's mum."),
    ('Svatba Terezy a Jakuba: sobota 18. září, zámek Mikulov.', 'Oběd po obřadu je v zámecké restauraci.'),  # lang: cs
    ('Obřad: zámecká zahrada, 13:00.', 'Hostina začíná v 15:30.'),  # lang: cs
    ('Hostina: zámecká restaurace, velký sál.', 'Zámecká restaurace dělá i večerní raut.'),  # lang: cs
    ('Hostů: 70.', 'Na večer přijde dalších 30 kamarádů.'),  # lang: cs
    ('Potvrzená účast: 30 ze 66', 'Potvrzená účast na večer: 12 ze 30'),  # lang: cs
    ('Lucie (koordinátorka): menu - svíčková, jako dezert koláčky.', 'Lucie: pro vegetariány smažený sýr.'),  # lang: cs
    ('Lucie: teta Marie z Jakubovy strany je bez lepku.', 'Lucie: teta Marie z Jakubovy strany nepije alkohol.'),  # lang: cs
    ('Svědek ženicha: Jakubův bratr Ondra.', 'Ondra stejně přijede na večerní část.'),  # lang: cs
    ('Šaty: první zkouška hotová.', 'Šaty družiček: první zkouška za týden.'),  # lang: cs
    ('Šaty: druhá zkouška hotová, zkrácená sukně.', 'Šaty: druhá zkouška hotová, vybrán i závoj.'),  # lang: cs
    ('Záloha zámek: 20 000 Kč zaplaceno.', 'Záloha fotograf: 5 000 Kč zaplaceno.'),  # lang: cs
    ('Zámek: 60 000 ze 120 000 Kč zaplaceno.', 'Zámek: 60 000 ze 120 000 Kč, zbytek měsíc předem.'),  # lang: cs
    ('Martin Dvořák, tel. 603 418 257', 'Martinův asistent: 604 220 118'),  # lang: cs
    ('Jakubovi rodiče letí z Londýna, FR 8342, čtvrtek 16. 9.', 'Zpáteční let: úterý 21. 9., FR 8343.'),  # lang: cs
    ('Rezervace letu: KP3ZQW', 'Rezervace zpátečního letu: KP3RAA'),  # lang: cs
    ('Vyzvednutí na letišti ve Vídni: Jakub.', 'Jakub je odveze zpátky na letiště.'),  # lang: cs
    ('Zasedací pořádek: obě tety Marie u stolu 4.', 'Zasedací pořádek: babička taky u stolu 4.'),  # lang: cs
    ('První tanec: "Dokud se zpívá".', 'Poslední píseň večera: "Dokud se zpívá".'),  # lang: cs
    ('Kapela: Cimbálka Lednice, 18-24 h.', 'Cimbálka Lednice hraje i na rodinném srazu.'),  # lang: cs
    ('Rodinný sraz Dvořákových: neděle 26. 9., chata na Vysočině.', 'Rodinný sraz: každá rodina přiveze jedno jídlo.'),  # lang: cs
    ('Neha aur Rohan ki shaadi 28 November ko hai, Jaipur mein.', 'Sangeet shaadi se ek din pehle hai.'),  # lang: hi
    ('Sangeet: 27 Nov, Hotel Rambagh lawns, 7 baje.', 'Mehendi: 26 Nov dopahar, ghar pe.'),  # lang: hi
    ('Venue for pheras: Shiv Vilas resort.', 'Reception Shiv Vilas ke banquet hall mein hi hai.'),  # lang: hi
    ('Guest list: 450 log.', 'Reception ke liye extra 150 log, office wale.'),  # lang: hi
    ('RSVP aaye: 200 / 420', 'Sangeet ke RSVP: 120 / 180'),  # lang: hi
    ('Menu mein dal baati churma aur paneer tikka.', 'Menu mein Jain guests ke liye bina pyaaz-lahsun ki thali bhi.'),  # lang: hi
    ('Kavya (planner): Dadi ji ko no sugar wali mithai.', 'Kavya: Dadi ji ko bina mirch ka khana.'),  # lang: hi
    ('Rohan: mera best man Aman hai', 'Rohan: Aman sangeet pe dance bhi karega'),  # lang: hi
    ('Neha ka lehenga: pehla fitting ho gaya.', 'Sangeet ki dress ka pehla fitting next week.'),  # lang: hi
    ('Neha ka lehenga: doosra fitting ho gaya, blouse tight karwaya.', 'Lehenga ke saath dupatta bhi ready hai.'),  # lang: hi
    ('Shaadi Sutra: 3 lakh / 6 lakh diye.', 'Shaadi Sutra: 3 lakh / 6 lakh diye, baaki shaadi ke baad.'),  # lang: hi
    ('Arjun ka number: 98290 41736', 'Arjun ke assistant ka number: 98290 55120'),  # lang: hi
    ('Rohan ke mama London se AI 112 pe aa rahe hain, 24 Nov.', 'Mama ji ki return flight 6 Dec ko hai.'),  # lang: hi
    ('PNR: 4521876390', 'Wapsi ka PNR: 4521880012'),  # lang: hi
    ('Airport pickup: Rohan ka bhai Varun sabko lega.', 'Varun station se Delhi wale guests ko bhi lega.'),  # lang: hi
    ('Kamre allot hue: 10 / 30', 'Guest house ke kamre allot: 2 / 4'),  # lang: hi
    ('Seating: dono Maria aunty (Neha ki school teacher aur Rohan ki padosan) table 4 pe.', 'Seating: Neha ke school ke dost bhi table 4 pe.'),  # lang: hi
    ('Baraat entry song: "Gallan Goodiyaan".', 'Neha ki entry: "Din Shagna Da".'),  # lang: hi
    ('Shagun envelopes ready: 40 / 100', 'Return gifts pack hue: 40 / 420'),  # lang: hi
    ('Parivaar milan (family reunion): shaadi ke baad 3 Dec, farmhouse pe lunch.', 'Family reunion mein Canada wale cousins bhi honge.'),  # lang: hi
    ('Akad nikah Dewi dan Bayu: Sabtu 10 Oktober, jam 08.00, Masjid Syuhada.', 'Resepsi di Gedung Graha Sabha, jam 11.00 sampai 14.00.'),  # lang: id
    ('Resepsi: Gedung Graha Sabha.', 'Siraman dan midodareni di rumah Dewi, hari Jumat.'),  # lang: id
    ('Undangan: 600 orang.', 'Undangan akad cuma keluarga inti, 60 orang.'),  # lang: id
    ('Konfirmasi hadir: 230 / 560', 'Konfirmasi hadir akad: 45 / 60'),  # lang: id
    ('Katering: Bu Harti Catering, prasmanan.', 'Bu Harti tetap bikin jajan pasar untuk siraman.'),  # lang: id
    ('Menu: gudeg, ayam bakar, sop matahari.', 'Menu tambahan: stall bakso dan es dawet.'),  # lang: id
    ('Mbak Rina (WO): Bude Sri nggak bisa makan santan.', 'Mbak Rina: Bude Sri juga pakai kursi roda.'),  # lang: id
    ('Fitting kebaya akad: fitting 1 selesai.', 'Fitting beskap Bayu: fitting 1 minggu depan.'),  # lang: id
    ('Fitting kebaya akad: fitting 2 selesai, bagian pinggang dikecilkan.', 'Kebaya akad fitting 2 selesai, payetnya juga ditambah.'),  # lang: id
    ('Gedung: Rp 25 juta dari Rp 40 juta sudah dibayar.', 'Gedung: Rp 25 juta dari Rp 40 juta, sisanya H-14.'),  # lang: id
    ('No HP Mas Dimas (fotografer): 0812 2745 6610', 'No HP asisten Mas Dimas: 0813 9021 4478'),  # lang: id
    ('Orang tua Bayu terbang dari Balikpapan, GA 561, Kamis 8 Oktober.', 'Pulangnya Senin 12 Oktober, GA 562.'),  # lang: id
    ('Kode booking: XKQ7RT', 'Kode booking pulang: XKQ8AB'),  # lang: id
    ('Jemput di bandara YIA: Bayu.', 'Bayu juga jemput Pakde di stasiun Tugu.'),  # lang: id
    ('Kamar terisi: 5 / 9', 'Kamar guest house terisi: 1 / 3'),  # lang: id
    ('Susunan meja VIP: dua Tante Maria di meja 4.', 'Pakde Harjo juga di meja 4.'),  # lang: id
    ('Sambutan keluarga: Pakde Harjo.', 'Pakde Harjo tetap jadi saksi akad.'),  # lang: id
    ('Seserahan: 7 nampan.', 'Seserahan dibungkus sama Mbak Rina.'),  # lang: id
    ('Reuni trah Martodiharjo: Minggu 11 Oktober, di rumah Eyang.', 'Reuni trah: setiap keluarga bawa satu masakan.'),  # lang: id
    ('Iuran reuni terkumpul: Rp 3 juta.', 'Iuran reuni per keluarga Rp 250 ribu.'),  # lang: id
    ('結衣と健太の結婚式は5月15日(土)、京都。', '前日の5月14日(金)は両家の顔合わせ食事会。'),  # lang: ja
    ('挙式:白川神社、11時から。', '披露宴はホテル鴨川で13時から。'),  # lang: ja
    ('披露宴会場:ホテル鴨川「桜の間」。', '二次会は木屋町のバーで19時から。'),  # lang: ja
    ('招待客:80名。', '二次会の招待客は40名。'),  # lang: ja
    ('出欠返信:35/76', '二次会の出欠:20/40'),  # lang: ja
    ('プランナー佐藤さん:結衣の叔母(真理子さん)は甲殻類アレルギー。', '佐藤さん:結衣の叔母の真理子さんは車椅子で来場。'),  # lang: ja
    ('友人代表スピーチ:健太の大学の友人、拓也。', '結衣側の友人代表スピーチ:美咲。'),  # lang: ja
    ('ドレス試着:1回目完了。', '色打掛の試着:1回目来週。'),  # lang: ja
    ('ドレス試着:2回目完了、丈を調整。', 'ドレス試着:2回目完了、ベールも決定。'),  # lang: ja
    ('会場:150万円のうち80万円支払い済み。', '会場:150万円のうち80万円支払い済み、残りは1か月前。'),  # lang: ja
    ('山田さんの携帯:090-4127-8836', 'スタジオ光の事務所:075-221-4410'),  # lang: ja
    ('健太の両親は札幌から、5月14日のJAL 503便で伊丹へ。', '帰りは5月17日のJAL 510便。'),  # lang: ja
    ('予約番号:7HKQ2M', '帰りの予約番号:7HKR4P'),  # lang: ja
    ('空港への迎え:健太が行く。', '健太は帰りも空港まで送る。'),  # lang: ja
    ('部屋の割当:4/8', '二次会幹事の部屋割当済み。'),  # lang: ja
    ('席次表:二人の「まり子おばさん」はどちらも4番テーブル。', '席次表:結衣の祖母も4番テーブル。'),  # lang: ja
    ('入場曲:「ハナミズキ」。', '退場曲:「ハナミズキ」。'),  # lang: ja
    ('引き出物:カタログギフト。', '引き出物と別に、子ども用のお菓子袋。'),  # lang: ja
    ('招待状発送:30/76', '二次会の案内発送:40/40'),  # lang: ja
    ('親戚の集まり:結婚式の翌日、嵐山で昼食会。', '親戚の集まりには札幌のいとこも来る。'),  # lang: ja
    ('Nunta Ioanei si a lui Andrei: sambata 21 august, Cluj.', 'Cununia civila e vineri, 20 august, la primarie.'),  # lang: ro
    ('Cununia religioasa: Biserica Sf. Petru, ora 14:00.', 'Petrecerea la Casa Somes incepe la 19:00.'),  # lang: ro
    ('Restaurant: Casa Somes, sala mare.', 'Casa Somes face si prajiturile pentru masa dulce.'),  # lang: ro
    ('Nasii: Mihai si Carmen Pop.', 'Mihai si Carmen Pop vin oricum la nunta, la masa 3.'),  # lang: ro
    ('Invitati: 180.', 'Copii: 15, separat de adulti.'),  # lang: ro
    ('Confirmari: 90 din 172.', 'Confirmari pentru cununia civila: 30 din 40.'),  # lang: ro
    ('Meniu: sarmale, friptura de porc, tort de ciocolata.', 'Pentru vegetarieni: sarmale cu ciuperci.'),  # lang: ro
    ('Tort: Cofetaria Dulce, 3 etaje, vanilie cu fructe de padure.', 'Cofetaria Dulce face si marturiile, fursecuri in cutiute.'),  # lang: ro
    ('Telefon Vlad: 0744 318 902', 'Telefon asistent Vlad: 0745 200 611'),  # lang: ro
    ('Rochia: proba 1 facuta.', 'Rochiile domnisoarelor de onoare: proba 1 pe 3 iulie.'),  # lang: ro
    ('Casa Somes: 6.000 din 12.000 euro platiti.', 'Casa Somes: 6.000 din 12.000 euro platiti, restul se da pe plicuri dupa nunta.'),  # lang: ro
    ('Parintii lui Andrei vin din Torino cu zborul W6 3271, joi 19 august.', 'Intoarcerea: W6 3272, marti 31 august, Cluj -> Torino.'),  # lang: ro
    ('Cod rezervare zbor: HW7PQZ.', 'Cod rezervare pentru intoarcere: HW7PRA.'),  # lang: ro
    ('Cine ii ia de la aeroport: Andrei.', 'Andrei ii duce inapoi la aeroport pe 31.'),  # lang: ro
    ('Camere ocupate la Hotel Napoca: 4 din 14.', 'Camere ocupate la pensiune: 1 din 2.'),  # lang: ro
    ('Asezare la masa: cele doua matusi Maria la masa 4.', 'Asezare: si bunica Ioanei e la masa 4.'),  # lang: ro
    ('Dansul mirilor: "Perfect" de Ed Sheeran.', 'Melodia pentru dansul nasilor: "Perfect".'),  # lang: ro
    ('Reuniunea familiei Pop: duminica 29 august, la casa bunicilor din Turda.', 'La reuniune vin si verii din Italia.'),  # lang: ro
    ('Lista de cadouri: set de vase si espressor.', 'Lista de cadouri de la logodna: s-a inchis.'),  # lang: ro
    ('Invitatii trimise: 60 din 172.', 'Invitatii pentru cununia civila trimise: 40 din 40.'),  # lang: ro
    ('Sofia och Erik gifter sig lördag 7 augusti i Leksand.', 'Middagen efter vigseln är på Leksands Strand.'),  # lang: sv
    ('Festlokal: Leksands Strand, stora salen.', 'Leksands Strand har även stugor där gästerna kan sova.'),  # lang: sv
    ('Gäster: 95 st.', 'Barn: 8 st utöver de vuxna.'),  # lang: sv
    ('OSA: 40 av 91', 'OSA till släktträffen: 40 av 60'),  # lang: sv
    ('Maja (Fest & Fika): meny - förrätt gravlax, varmrätt kalvfilé.', 'Maja: vegetarisk varmrätt är svamprisotto.'),  # lang: sv
    ('Maja: moster Maria är laktosintolerant.', 'Maja: moster Maria äter inte fisk heller.'),  # lang: sv
    ('Toastmaster: Eriks bror Johan.', 'Johan håller ändå tal efter brudens far.'),  # lang: sv
    ('Klänning: första provningen gjord.', 'Brudnäbbens klänning: första provningen nästa vecka.'),  # lang: sv
    ('Klänning: andra provningen gjord, fållen uppsydd.', 'Klänning: andra provningen gjord, slöjan också klar.'),  # lang: sv
    ('Tällbergsgården: 40 000 av 85 000 kr betalt.', 'Tällbergsgården: 40 000 av 85 000 kr betalt, resten 30 dagar innan.'),  # lang: sv
    ('Ida Bergs nummer: 070-318 44 92', 'Idas assistent: 073-550 12 08'),  # lang: sv
    ('Eriks föräldrar flyger Luleå-Arlanda SK 2005, torsdag 5 aug.', 'Hemresa Arlanda-Luleå SK 2016, måndag 9 aug.'),  # lang: sv
    ('Bokningsnummer: LQ4TXM', 'Bokningsnummer hemresa: LQ5AAB'),  # lang: sv
    ('Tåg Stockholm-Leksand: SJ 10:12, fredag, vagn 3.', 'Tåg hem söndag 15:40.'),  # lang: sv
    ('Hämtning i Borlänge: Erik hämtar morfar.', 'Erik skjutsar morfar tillbaka på söndag.'),  # lang: sv
    ('Bordsplacering: båda Maria (moster och faster) vid bord 4.', 'Bordsplacering: mormor också vid bord 4.'),  # lang: sv
    ('Första dansen: "Håll mitt hjärta".', 'Sista låten: "Håll mitt hjärta".'),  # lang: sv
    ('Önskelista: Iittala-glas och en Moccamaster.', 'Önskelistan från förlovningen är stängd.'),  # lang: sv
    ('Släktträff: Roslagen, sommarhuset, söndag 15 aug.', 'Släktträffen: alla tar med egen mat och dryck.'),  # lang: sv
    ('Släktträff: betalat för hyrbussen 1 500 av 4 000 kr.', 'Släktträff: hyrbussen tar 30 personer.'),  # lang: sv
    ("Elif ile Murat'in dugunu 4 Eylul Cumartesi, Izmir'de.", 'Kina gecesi dugunden iki gun once, 2 Eylul Persembe.'),  # lang: tr
    ('Dugun salonu: Deniz Kir Bahcesi.', "Deniz Kir Bahcesi'nin otoparki 80 arac aliyor."),  # lang: tr
    ('Davetli sayisi: 250 kisi.', 'Kina gecesine sadece kadinlar, 90 kisi.'),  # lang: tr
    ('LCV: 120 / 235 geldi.', 'Kina gecesi LCV: 60 / 90 geldi.'),  # lang: tr
    ('Selin (Mavi Organizasyon): menu - ana yemek kuzu tandir.', 'Selin: vejetaryen misafirlere sebzeli guvec.'),  # lang: tr
    ("Elif'in teyzesi glutensiz yiyor.", "Elif'in teyzesi ayrica laktoz da yemiyor."),  # lang: tr
    ("Murat'in sagdici: kuzeni Emre.", 'Emre kina gecesinde davul zurnayi ayarliyor.'),  # lang: tr
    ("Elif'in gelinlik provasi: 2. prova yapildi, etek kisaltildi.", 'Gelinlik provasi: 2. prova yapildi, duvak da denendi.'),  # lang: tr
    ('Mavi Organizasyon: 60.000 / 120.000 TL odendi.', 'Mavi Organizasyon: 60.000 / 120.000 TL odendi, kalan dugunden bir hafta once.'),  # lang: tr
    ('Fotografci: Kaan Yildiz, 14:00-24:00.', 'Kaan Yildiz kina gecesini de cekiyor.'),  # lang: tr
    ("Kaan'in telefonu: 0532 418 27 90", "Kaan'in asistani: 0533 612 44 08"),  # lang: tr
    ('Ilk dans sarkisi: "Seni Kimler Aldi".', 'Kina gecesi sarkisi: "Yuksek Yuksek Tepelere".'),  # lang: tr
    ("Elif'in annesiyle babasi Berlin'den 1 Eylul'de TK 1524 ile geliyor.", 'Donus ucusu: 6 Eylul, TK 1525, Izmir -> Berlin.'),  # lang: tr
    ('PNR: KX4T9M', 'Donus PNR ayni: KX4T9M.'),  # lang: tr
    ("Havalimanindan alma: Murat, Elif'in ailesini alacak.", "Murat, Elif'in abisini de havalimanindan alacak."),  # lang: tr
    ('Otel odalari dolu: 6 / 15.', 'Pansiyon odalari dolu: 2 / 5.'),  # lang: tr
    ("Kina gecesi: Persembe 20:00, Elif'in annesinin evinin bahcesinde.", "Kina gecesi: Persembe 20:00, kinayi Elif'in teyzesi yakacak."),  # lang: tr
    ('Oturma plani: iki Ayse teyze de 4. masada.', "Oturma plani: Elif'in babaannesi de 4. masada."),  # lang: tr
    ('Davetiyeler basildi: 100 / 235.', 'Kina davetiyeleri basildi: 90 / 90.'),  # lang: tr
    ("Aile bulusmasi: dugunden sonraki pazar Cesme'de kahvalti.", 'Aile bulusmasi: kahvaltidan sonra denize giriliyor.'),  # lang: tr
]
