"""Twenty-eighth held-out corpus for the corrects-or-compatible decision (independent author, corrcorp28).

What it is: three lists of (OLD, NEW) pairs of memories, stored one after the other. OLD is
already stored; NEW arrives later.

- CORRECTIONS: NEW replaces OLD; OLD is no longer true, or never was (a plumber's, plasterer's,
  fitter's or tiler's slot moved, a delivery or a site meeting put back, a quote revised by the
  same firm, a supplier, subcontractor, accountant, insurer, scaffolder or structural engineer
  replaced, a wrong window, floor or loft measurement, a wrong phone number, van registration,
  order number or invoice amount, a paint colour, tile, worktop, floor or tap changed, a
  decision reversed (bifolds -> sliding doors, fireplace stays -> comes out, no dishwasher ->
  dishwasher), a room's use swapped, a rule or day rate changed, "actually ...", "scratch that",
  "sorry, typo", and plain replacements with no marker word, including records re-entered with
  one field corrected: key | value client records and JSON job records).
- UPDATES: OLD was true when it was said; NEW gives a later state of the same counted or staged
  thing in a renovation (rooms decorated 2 of 6 -> 4 of 6, budget or contingency spent, a
  savings pot, planning submitted -> validated -> approved, a permit or Boiler Upgrade grant by
  stage, a delivery's tracking stages, a snag list shrinking to signed off, an extension by
  build stage, a loft conversion by stage, windows replaced 3 of 11 -> 11 of 11, rewire first
  fix -> second fix, kitchen fit by day, building control inspections passed, stage payments,
  a job's percentage or weeks on site, a steel order fabricating -> delivered, a firm's order
  book or van fund, an EPC rating, a trainee's modules).
- COMPATIBLE: both stay true. Mostly hard near-misses with the same OLD as a correction or an
  update (382 of the 388 share their OLD with a CORRECTIONS or UPDATES pair, 294 of them with a
  CORRECTIONS pair; 6 English pairs have an OLD of their own).

How it was written: by hand on 2026-12-07, in one sitting, by a twenty-eighth independent author
(a helper session, corrcorp28, branch corrcorp28) who read only the task brief, the module
docstring of the twenty-seventh corpus (tests/independent/corrections_heldout27.py, printed with
ast.get_docstring; none of its pairs) and the [tool.ruff] sections of pyproject.toml (printed
with sed). The author did not read the system's rules (zeusmem/), docs/, any test file or any
other corpus's entries, did not grep the repository, did not run git log, did not import zeusmem
and did not run the system on this corpus; nothing here was fitted to the rules. The worktree was
made with `git worktree add -q`, which printed nothing; an `ls | wc -l` of tests/independent/
showed only a file count. No outside data set was opened. The pairs were typed by hand as plain
lines grouped under their OLD (one OLD line, then its correction, update and compatible NEW lines)
in scratch files under /tmp, one file per language; a throw-away script there (not committed)
quoted them into literals, checked that no pair repeats, none sits in two lists and no OLD equals
its NEW, and counted them. It templated nothing. Changes made before the file was written, by
judgment, reported as they happened:
- the first draft was over size (270 / 110 / 410), so eleven English correction groups that
  repeated the "date moved" or "colour changed" pattern (a sofa delivery, a blinds fitting, a
  gas meter move, gutters, a van service, a Christmas do, a portaloo collection, a tea break, a
  kitchen designer meeting, an asbestos removal date, a skip permit) and five English update
  links (eaves boarding, skirting, Veluxes, a loft staircase, the middle link of a job's
  percentage) were dropped with their compatible lines; one more group (a house's room count
  3 -> 4 bedrooms after the loft) was dropped because it could be read either as a correction
  or as a later state;
- sixteen English compatible lines that were easy rather than near-misses (a window sill depth,
  a van's MOT, a wine fridge, etc.) were dropped, and six stand-alone compatible pairs were
  added so that not every compatible OLD has a correction or update beside it;
- a crew rota correction was reworded from "until the job is finished" to "from now on" (a
  temporary change reads like an exception), a deposit-policy correction was made to cover all
  jobs (it first kept small jobs at the old rate, which left OLD half true), a compatible line
  that said "still Tuesday" was reworded so it does not lean on the correction, and an Italian
  line calling an engineer "geometra" was fixed.

Emphasis (chosen to differ from the earlier corpora as the twenty-seventh docstring describes
them: #27 amateur sport and outdoor clubs; #26 the performing arts; #25 farms; #24 a service desk
about many customers; #23 one professional's own work; #22 casual personal chats about health,
family, money and home; #21 a team's or project's memory; #20 a personal assistant's "User
prefers ..." lines; #19 chat turns between named people; #18 agent notes, key: value lines, JSON
and diffs; earlier ones life events, mem0/LangMem/Zep formats, HR/subscriptions, schedules): HOME
RENOVATION AND THE TRADESPEOPLE AROUND IT - a household (Priya and Tom) and its assistant keeping
track of a builder, plumber, electrician, plasterer, tiler, decorator, kitchen fitter, roofer,
joiner, structural engineer, architect, party wall and building control, quotes, deliveries,
measurements, colours and materials, appointment slots, planning, budgets, rooms and floors and
snag lists - and a small building firm's side (Brook Lane Builders: crews A and B, sites at
Oakfield Road, Mill Lane, Birch Close and Cedar Grove, two vans, a yard, suppliers, plant hire,
day rates, invoices and client records). Why: in a renovation the same attribute is held by many
near-identical things (the front bedroom and the back bedroom, the bathroom and the ensuite, the
kitchen and the utility, the porch and the hall, downstairs and upstairs radiators, number 12
and number 16 next door, crew A and crew B, Oakfield Road and Birch Close, the Transit and the
Vivaro, Mr and Mrs Patel), so the hardest near-miss is the neighbour's own value; several
trades are booked into the same slot, so "the electrician is also Tuesday 8am" sits next to
"the plumber moved to Thursday"; the commonest real corrections are a tradesperson moving a
slot, a supplier out of stock or late, a firm revising its own quote, a re-measurement, a
colour or material changed on second thoughts, a decision reversed on advice (building control,
the Gas Safe engineer, the joiner, the planning officer), a firm dropped for another, and a
digit swap in a phone, order or registration number; and a job moves in stages and counts,
which gives the updates. Text forms are mixed: household notes, "User prefers ..." and "User's
..." lines, WhatsApp-style lines with a speaker ("Priya: ...", "Tom: ...", "Mick: ..."),
one-word repairs ("sorry, typo", "with a z"), key | value client records, JSON job records,
tallies ("Radiators fitted: 5 of 9"), tracking states, and negations turned over (downstairs
loo cancelled -> back in; no dishwasher -> dishwasher; asbestos -> test negative; neighbour
objecting -> objection withdrawn; consumer unit fine -> must be replaced).

Settings. English: Priya and Tom's Victorian terrace (Gav of Mason & Sons, Dariusz the plumber,
Steph Owusu of Spark Right Electrical, Olu the kitchen fitter, Reece the plasterer, Nina and Joe
the decorators, Karim Haddad and Lena Ford the structural engineers, Hannah the architect,
Tillbrook Borough Council) and Brook Lane Builders (Mick, Lee, Shaun, Jas, Tony, Bryan; the
Doyles, the Khans, Mrs J. Patel, Mr Owens). In the other languages one household each: a house in
France with a veranda under a declaration prealable (fr), an Altbau with an extension and a
Baugenehmigung (de), a flat in Spain with a licencia de obra and a comunidad de vecinos (es), a
flat in Italy under a CILA with a condominium (it), a Dutch house with a dakkapel and an
omgevingsvergunning (nl), a Polish flat with a zgloszenie and a wspolnota (pl), and a
Portuguese flat with a marquise licence (pt).

Labelling decisions on open questions (the author's own judgment):
- An appointment, delivery, start or handover date moved, a quote revised by the firm that gave
  it, a supplier, trade or firm replaced, a measurement or number re-taken or re-typed, a colour,
  material, fitting or layout decision changed by the household or on a professional's advice,
  a rate, rule or policy changed by whoever sets it: CORRECTION. Another firm's quote, another
  room's, floor's, site's, crew's or person's value, another trade in the same slot, the same
  person in a second role, an extra item, and the same fact with more detail: COMPATIBLE.
- A one-off exception ("this Friday only they're finishing at 1"): COMPATIBLE. A cancellation,
  and a cancelled item put back in: CORRECTION.
- A staged or counted thing (planning, permits, grants, build stages, deliveries, rooms done,
  money spent, snags left, inspections, payments, weeks on site) is an UPDATE, including the
  final state (signed off, completion certificate, fully saved). An EPC rating after insulation
  is filed as an UPDATE. A count that was simply wrong (7 doors, really 8; 40 bags of cement,
  really 30) is a CORRECTION.
- A house's own past ("built in 1898"), next door's job and other years' facts sit next to the
  present fact and are COMPATIBLE.

Languages: English plus seven languages that #27 did not use (#27 used sk, sl, lt, is, cy, bg):
French (fr), German (de), Spanish (es), Italian (it), Dutch (nl), Polish (pl) and Portuguese (pt).
These seven were all used by one or more of #22-#26 (the twenty-seventh docstring lists es, de,
fr, pl, pt, it, nl among them), which the brief allowed; only their use in #27 was to be avoided.
Within a pair both statements share a language. Every non-English pair carries a ``# lang: xx``
comment (ISO 639-1) on its line; untagged pairs are English. The non-English pairs were written by
the author, not by native speakers, in a chat or notes register - mostly without diacritics
(fenetre, Fussbodenheizung, zlozone, orcamento), with abbreviations (sdb, rdv, archi, DP, KW,
OG/EG/DG, mq, sorki) - and not translated from the English
lines; a few words keep their accents (Spanish "baño", Dutch "privé", "m²").

Counts (751 pairs, 310 not in English):
- CORRECTIONS: 258 pairs, 153 English, 105 other: fr 18, de 17, es 14, it 15, nl 14, pl 15, pt 12.
- UPDATES: 105 pairs, 63 English, 42 other: fr 7, de 7, es 6, it 5, nl 6, pl 5, pt 6.
- COMPATIBLE: 388 pairs, 225 English, 163 other: fr 29, de 26, es 23, it 22, nl 22, pl 22, pt 19.

Honest limits: one author, one sitting, no second annotator, so the labels are one reader's
judgment; several update chains reuse a link's NEW as the next link's OLD (planning, a delivery,
an extension, windows, a kitchen fit), so a system that sees one link sees the next one's OLD;
the compatible lists lean on a few recurring devices (another room or floor, another firm's
quote, another trade in the same slot, "also", "too", "as well", a restatement with a detail)
and a system that learned those devices could look better here than in the wild; many
compatible lines share the key words of their OLD by design, while several corrections share
little wording with theirs ("Gareth pulled out, front roof repairs are now with Apex Roofing");
the people, firms and sites are invented and the register is the author's idea of how a
household and a builder write, not collected text; non-English pairs are few per language
(37 to 54), with only 5 to 7 updates each, so per-language scores will be noisy; the share of
non-English pairs (about two fifths) is above the third the brief asked for.
"""

from typing import List, Tuple

CORRECTIONS: List[Tuple[str, str]] = [
    ('Plumber (Dariusz) is coming Tuesday 8am to cap off the old radiator in the back bedroom.', "Dariusz texted, can't do Tuesday - he's coming Thursday 8am for the back bedroom radiator instead."),
    ('Kitchen fitter Olu starts on Monday 14 March.', "Olu's start got pushed - worktops aren't ready, so he's now starting Monday 21 March."),
    ('The living room is being painted in Farrow & Ball Hague Blue No. 30.', 'Changed our minds on the living room - going with Stiffkey Blue No. 281 instead of Hague Blue.'),
    ('Kitchen window measures 1200mm wide by 1050mm high.', "Remeasured the kitchen window - it's 1120mm wide, not 1200. Height 1050 is right."),
    ("Builder's quote for the rear extension: £48,500 + VAT (Gav, Mason & Sons).", "Gav revised the extension quote after the structural engineer's calcs - now £52,900 + VAT."),
    ('User wants underfloor heating in the bathroom.', 'User changed their mind - no underfloor heating in the bathroom, a heated towel rail is enough.'),
    ('Skip is being delivered Friday morning, to go on the drive.', 'Skip hire rang - skip now coming Saturday morning, still on the drive.'),
    ('Electrician: Steph Owusu, Spark Right Electrical, 07700 914 382.', "Steph's mobile was written down wrong - it's 07700 914 832."),
    ("Bathroom tiles: Topps Tiles 'Pietra Grey' 300x600, 14 boxes.", "Topps were out of Pietra Grey, we've switched the bathroom to 'Cemento Light' 300x600, same 14 boxes."),
    ('Kitchen worktop: oak, 40mm, from Worktop Express.', 'Decided against oak for the worktop - going with white quartz, 20mm, from a local stone yard.'),
    ('Loft conversion planning: we think we need full planning permission.', 'Architect checked - the loft dormer is permitted development, no full planning application needed.'),
    ('Tom: Gav said the RSJ goes in on Wednesday', 'Tom: sorry, misread his text - RSJ goes in Thursday, Wednesday is just the props going up'),
    ('Boiler: Worcester Bosch 30i, to be fitted in the airing cupboard.', "Gas Safe guy says the airing cupboard won't work for the flue - new boiler goes in the loft instead."),
    ("User's budget for the whole renovation is £85,000.", 'After remortgaging the budget went up: £95,000 in total.'),
    ('Carpet fitter is booked for the stairs and landing on the 3rd.', "Carpet fitter moved the stairs and landing to the 10th because the spindles aren't finished."),
    ('Window company: Clearview Windows doing all the uPVC replacements.', 'Clearview went into administration - the windows are now with Brightside Glazing.'),
    ('Hallway floor: black and white Victorian pattern tiles, 7.5m².', 'The hallway floor is actually 8.4m², I used the wrong length for the under-stairs bit.'),
    ("Architect's drawings due by the end of January.", "Architect (Hannah) emailed: drawings will be mid-February now, she's off sick."),
    ('Front bedroom radiator: 600 x 1000 double panel.', "Plumber said the front bedroom needs more output - it's a 600 x 1400 double panel now."),
    ('Bathroom suite order from Victorian Plumbing, arriving 12 May.', 'Victorian Plumbing emailed - bathroom suite delivery moved to 19 May.'),
    ('Kitchen cabinets: Shaker style, sage green.', 'Went back and forth but the kitchen units will be navy, not sage green. Still Shaker.'),
    ('Steph (electrician) quote: £3,400 for full rewire.', "Steph's revised quote: £3,950 for the rewire, she'd missed the loft circuits."),
    ("Gav's crew are working Monday to Friday, 8 till 4.", "Gav said they'll start at 7:30 from now on and finish at 3:30."),
    ('Plasterer: Reece, booked for w/c 4 April, skimming the living room and dining room.', 'Reece has moved us to w/c 11 April.'),
    ('Downstairs loo door: hinged on the left.', "Changed - downstairs loo door will hinge on the right so it doesn't hit the radiator."),
    ('Priya: can we do the kitchen extension with bifold doors?', "Priya: scrap bifolds, the architect said sliding doors give more glass - let's do sliding."),
    ('Scaffolding quote from Up & Over Scaffolding: £1,650 for 6 weeks.', 'Scaffolding quote re-done for 8 weeks, since the roof is taking longer: £2,050.'),
    ('Bathroom ceiling colour: Dulux Bathroom+ Pure Brilliant White.', 'Bathroom ceiling will be the same soft grey as the walls, not white.'),
    ('Loft insulation: 270mm mineral wool.', "Building control wants the loft done with PIR board between and under the rafters now it's a room, not 270mm mineral wool."),
    ("Dining room wallpaper: Morris & Co 'Willow Bough' in green, 6 rolls.", 'Remeasured the dining room and it needs 8 rolls of Willow Bough, not 6.'),
    ('Stair runner: jute with black border.', 'Decided on a wool stair runner, grey herringbone - jute is too scratchy.'),
    ("Plumber Dariusz's day rate: £240.", "Dariusz's day rate went up to £260 from April."),
    ("User's preferred contact for the builder is by WhatsApp.", 'User now wants anything with money in it by email, not WhatsApp.'),
    ('The old fireplace in the dining room is staying.', "Fireplace in the dining room is coming out after all - the chimney breast's being taken out too."),
    ('Kitchen island: 2400 x 1000.', 'Island shrunk to 2100 x 900 because of the clearance to the units.'),
    ('Tom: flooring guy coming to measure at 10 on Saturday', 'Tom: flooring guy is now coming at 2, not 10'),
    ('Kitchen extractor: ceiling extractor, Elica, recirculating.', 'Going ducted for the extractor, out through the side wall, not recirculating.'),
    ('Structural engineer: Karim Haddad, Haddad Structures.', 'Karim is on leave, so his colleague Lena Ford is taking on our job at Haddad Structures.'),
    ("Garden wall repair: Gav's crew, in the last week of the job.", "Garden wall repair taken out of Gav's job - a local bricklayer (Ian) is doing it separately."),
    ('Building control is with the council (Tillbrook Borough Council).', 'We switched building control to an approved inspector, Stonegate Building Control, instead of the council.'),
    ('The front door colour: Farrow & Ball Hague Blue.', "Front door will be Sulking Room Pink, we've gone off the blue."),
    ('Toilet in the main bathroom: close-coupled, white.', 'Main bathroom gets a wall-hung toilet with a concealed cistern after all.'),
    ('Kitchen appliances are coming from AO, delivery 9 May.', "Kitchen appliances moved to John Lewis because AO didn't have the oven - delivery 11 May."),
    ('Bedroom 2 (back) will be the nursery.', 'Change of plan: the nursery is going in bedroom 3 (box room); bedroom 2 becomes the office.'),
    ('Lena Ford (structural engineer) email: lena@haddadstructures.co.uk', "Lena's email bounced - it's lena.ford@haddadstructures.co.uk"),
    ('Landing light: pendant, one bulb, two-way switch.', 'Steph says the landing will have three downlights, not a pendant.'),
    ("Paint for the hall: Little Greene 'French Grey' (mid).", "The hall is going 'Slaked Lime' by Little Greene, the French Grey looked too green."),
    ('Skirting boards: 150mm ogee, MDF primed.', 'Skirting boards are 220mm torus to match the original - joiner caught it.'),
    ('Shower: Grohe thermostatic, exposed, chrome.', 'Swapped the Grohe for a Crosswater one, same spec but in brushed brass.'),
    ("Tom's mum is lending us £5,000 toward the kitchen.", "Tom's mum is now lending us £7,500 toward the kitchen, not five."),
    ('Loft ladder: Fakro, timber, 280cm floor-to-ceiling.', 'Loft ladder was cancelled - loft is getting a proper staircase now with the conversion.'),
    ("The garden office base is being laid by Gav's crew.", "Garden office base is coming with the office company's own fitters, not Gav's crew."),
    ('Snagging visit with Gav: Thursday 3pm.', 'Snagging walkround with Gav moved to Friday 11am.'),
    ('Wardrobe fitter: Oak & Ash Interiors, fitted wardrobes in bedroom 1.', "Oak & Ash's quote was too high, wardrobes going to Sharps now."),
    ('Priya: upstairs bathroom floor area is 5.2 m²', 'Priya: bathroom floor redone with the right tape measure - 5.8 m²'),
    ('Party wall notice sent to number 12 on 3 January.', 'Party wall notice was actually sent on 13 January, not the 3rd.'),
    ('Kitchen floor: large-format porcelain, light grey.', 'Kitchen floor will be polished concrete - we cancelled the porcelain order.'),
    ('Gav says the extension roof will be a flat EPDM roof.', "Gav says they're doing the extension roof in GRP fibreglass instead of EPDM now."),
    ('Radiators downstairs: white column radiators.', 'Downstairs radiators are going to be anthracite columns, not white.'),
    ('Dining room: 4.1m x 3.6m.', 'Dining room is 4.1m x 3.9m - missed the bay.'),
    ('Downlights in the kitchen: 12.', 'Kitchen downlights reduced to 9 after lighting plan.'),
    ('Plumber said copper pipes for the kitchen run.', "Plumber's now doing the kitchen run in plastic push-fit, he said copper was overkill under the floor."),
    ('Bathroom basin: 600mm vanity unit, white gloss.', 'Bathroom basin is a 800mm vanity in oak effect, went bigger.'),
    ('The loft room will be a bedroom with an ensuite.', 'Loft room changed to a home office with a shower room.'),
    ('Decorator (Nina) starts on the 2nd, starting upstairs.', "Nina's starting downstairs first, the loft is still dusty."),
    ('Priya: Olu needs the kitchen cleared by Sunday night', "Priya: Olu said Saturday night actually, he's starting early Monday to take the old units out"),
    ('Tap for the kitchen: Quooker Flex, chrome.', 'Quooker is now the Fusion Round in brushed brass, not the Flex in chrome.'),
    ('Tom prefers matte black switches and sockets throughout.', 'Tom now wants brushed brass switches and sockets, matte black was too much.'),
    ('The rear garden patio: Indian sandstone, 35m².', 'Patio is porcelain paving now, not sandstone. Still 35m².'),
    ('Order number for the kitchen: HK-55821.', "Correct kitchen order number is HK-58521, I'd mixed up the digits."),
    ('Priya works from home Mondays and Fridays, so builders can use the kitchen those days.', "Priya's WFH days changed to Tuesdays and Thursdays."),
    ('Roofer: Gareth, doing the front roof repairs.', 'Gareth pulled out, front roof repairs are now with Apex Roofing.'),
    ('The downstairs will be open plan: kitchen, dining and living.', "We're keeping the living room separate after all - only kitchen and dining knocked through."),
    ('Loft floor: chipboard with carpet.', 'The loft floor is getting engineered oak to match downstairs, not carpet.'),
    ('Lighting in the bathroom is on a pull cord.', "Bathroom lighting's on a wall switch outside the door now, Steph moved it."),
    ('Crew A (Mick, Lee, Shaun) is on the Oakfield Road extension this week.', "Crew A got moved to the Mill Lane loft this week - Oakfield's waiting on the steel."),
    ('Van: Ford Transit Custom, reg KX19 BFD.', 'Van reg is KX19 BDF, not BFD.'),
    ('Timber supplier: Jewson, Tillbrook branch, account 44172.', 'We moved our timber account to Travis Perkins, account TP-8810.'),
    ('Site: 22 Mill Lane - loft conversion for the Khans, start date 6 June.', "Mill Lane start date moved to 13 June, the Khans' scaffold was late."),
    ('Mick: concrete lorry booked 7am Tuesday for Oakfield', 'Mick: concrete moved to Wednesday 7am, rain forecast Tuesday'),
    ('Client record | name: Mrs J. Patel | site: 5 Birch Close | job: garage conversion | phone: 07700 900 271', 'Client record | name: Mrs J. Patel | site: 5 Birch Close | job: garage conversion | phone: 07700 900 217'),
    ('Plant hire: mini digger from HSS, 3 days from Monday.', "Mini digger now from Speedy Hire, HSS didn't have one - still 3 days from Monday."),
    ("Crew B's lead hand is Jas.", "Jas has left; Tony is crew B's lead hand now."),
    ('Invoice #1043 to the Khans: £12,400 stage payment.', "Invoice #1043 reissued to the Khans for £11,400 - the scaffold wasn't ours to bill."),
    ('{"job": "Oakfield Road", "client": "Mr & Mrs Doyle", "steel_supplier": "Tillbrook Steel", "steel_delivery": "2024-04-10"}', '{"job": "Oakfield Road", "client": "Mr & Mrs Doyle", "steel_supplier": "Tillbrook Steel", "steel_delivery": "2024-04-17"}'),
    ("The company's insurance is with Hiscox, renewal 1 September.", 'Insurance moved to Simply Business, renewal 1 October.'),
    ("Shaun: I'll pick up the Velux windows from the merchant tomorrow", "Shaun: scratch that, Lee is picking up the Veluxes, I'm stuck at the Doyles"),
    ("Brook Lane Builders' daywork rate: £35 an hour per labourer.", "Brook Lane's daywork rate for labourers is £38 an hour from 1 January."),
    ('Skip account with Tillbrook Skips, 8-yard skips at £290.', 'Tillbrook Skips put the 8-yarder up to £320.'),
    ('Site meeting at Birch Close: Thursday 9am with Mrs Patel and building control.', "Site meeting at Birch Close moved to Thursday 1pm, building control can't do the morning."),
    ('Lee: the new starter is called Ryan', "Lee: sorry it's Bryan not Ryan"),
    ('Crew rota: Fridays are half days for crew A.', "Crew A are doing full Fridays from now on, Mick's call."),
    ('Electrics subcontractor for our jobs: Volt Brothers.', "We're using Steph Owusu (Spark Right) for electrics from now on, Volt Brothers are too slow."),
    ('Roof tiles for Mill Lane: Marley Modern, smooth grey, 1,100 tiles.', "The Khans want the roof tiles to match the house - it's Marley Ludlow Plus in smooth brown now."),
    ('Oakfield Road quote accepted at £64,000.', 'Oakfield Road contract signed at £61,500 after we took out the driveway.'),
    ('Building control officer for Oakfield Road: Pete Jarvis.', "Pete Jarvis has been replaced - Oakfield's building control officer is Amanda Li now."),
    ('Site rule: radios off by 5pm.', 'Site rule changed: no radios at all on the Mill Lane site, neighbours complained.'),
    ("Tony's CSCS card expires March 2025.", 'Tony renewed his CSCS card, it expires March 2030 now.'),
    ('Brick for Oakfield: Ibstock Birtley Olde English Buff.', 'Planning officer wants a red to match the house, so Oakfield gets Ibstock Surrey Red now.'),
    ("Mick: I'll be off Friday for my daughter's graduation", "Mick: graduation got moved so I'm in Friday after all, off next Monday instead"),
    ('Client deposit: 10% on signing.', 'New policy from January: 15% deposit on signing, for every job.'),
    ('Supplier for windows on our jobs: Brightside Glazing, contact Mel.', "Mel's left Brightside, our contact there is now Aaron."),
    ('Oakfield Road drainage: 110mm pipe to the existing manhole.', 'Water company wants a new connection, not the existing manhole - so a new manhole on the boundary.'),
    ('The Doyles want a 3m deep extension.', 'The Doyles went down to 2.5m deep to avoid planning.'),
    ('Site: 9 Cedar Grove - bathroom refit for Mr Owens, 2 weeks from 3 July.', 'Cedar Grove bathroom refit is now 3 weeks from 3 July - they added a new floor.'),
    ('Tony: the merchant delivery is 40 bags of cement and 2 bulk bags of sand', 'Tony: correction, 30 bags of cement, not 40 - the note was wrong'),
    ("Office: we're closed for the week between Christmas and New Year.", "Office: we're open 27-29 Dec for emergencies only, closed otherwise."),
    ('Accountant: Hemmings & Co, quarterly VAT returns.', 'Switched accountant to Ledger Lane, Hemmings are retiring.'),
    ('Lee is driving the Transit this month.', "Lee's lost his licence for 6 months - Shaun is driving the Transit."),
    ('Mill Lane steel: 203x133 UB, 4.8m long.', 'Engineer revised Mill Lane steel to 254x146 UB, still 4.8m.'),
    ("The Doyles' kitchen is being supplied by Howdens.", 'The Doyles went with a Wren kitchen instead of Howdens.'),
    ('Scaffolder for our jobs: Up & Over Scaffolding.', "We're using Apex Scaffolding now, Up & Over were double-booked all summer."),
    ('Mrs Patel: the garage door should be white', 'Mrs Patel: ignore that, the garage door should be anthracite grey to match the windows'),
    ('Client record | name: Mr D. Owens | site: 9 Cedar Grove | balance due: £4,200', 'Client record | name: Mr D. Owens | site: 9 Cedar Grove | balance due: £3,700'),
    ('The Birch Close garage conversion needs planning permission.', 'Council says the Birch Close garage conversion is permitted development - no planning needed.'),
    ("Shaun's day rate: £180.", "Shaun's day rate is £200 since he finished his NVQ."),
    ('Oakfield Road handover date: 30 August.', 'Oakfield handover moved to 13 September.'),
    ('Plaster for all sites from Jewson.', "We're getting plaster from the local merchant, Hartwell's, now - Jewson's is £2 a bag dearer."),
    ("Mick's phone: 07700 900 582", "Mick's new number is 07700 900 610, old one's been cut off"),
    ('Dormer window frames at Mill Lane: white.', 'The Khans changed the dormer frames to anthracite.'),
    ('The Owens bathroom tiles: Porcelanosa, delivered to site.', 'Owens bathroom tiles: Porcelanosa, delivered to our yard, not to site - no parking at Cedar Grove.'),
    ("Shaun: the Doyles' bifold opening is 3.6m", 'Shaun: opening is 3.4m, I measured to the outside of the brick before'),
    ('User prefers the builders not to start before 8am on weekdays.', "User is fine with the builders starting at 7:30 now, as long as they don't block the drive."),
    ('User prefers grey grout in the bathroom.', 'User went for white grout in the bathroom in the end.'),
    ("User doesn't want a television on the living room wall.", 'User has decided to wall-mount the TV above the fireplace after all.'),
    ("User's builder is Gav from Mason & Sons.", 'User sacked Mason & Sons; the rest of the extension is with Brook Lane Builders (Mick).'),
    ('Priya: the tiler is Marco', 'Priya: wait no, Marco cancelled, the tiler is his cousin Luca'),
    ('Priya: the grout is Mapei 112', "Priya: sorry, Mapei 113 - 112 was the sample I didn't like"),
    ("Tom: skip's paid for", "Tom: actually not paid yet, the card got declined, I'll do it tonight"),
    ('The washing machine stays in the kitchen.', 'Washing machine is moving to the new utility room.'),
    ("We're not getting a dishwasher.", 'We are getting a dishwasher after all, a slimline one next to the sink.'),
    ('Downstairs loo is cancelled to save money.', 'Downstairs loo is back in - Gav found a cheaper way to run the waste.'),
    ('Neighbour (number 12) is objecting to the extension.', 'Number 12 withdrew her objection after we moved the window.'),
    ("The joiner said the original floorboards can't be saved.", 'Joiner had another look - the floorboards in the front room can be saved, only the hall ones are gone.'),
    ('The hall ceiling has asbestos (artex).', 'The artex test came back negative - no asbestos in the hall ceiling.'),
    ('Electrician said the consumer unit is fine.', 'Steph changed her mind on the consumer unit - it has to be replaced, no RCD protection on the sockets.'),
    ('Dariusz: I can get the tap from my supplier for £180', 'Dariusz: sorry, price went up, £210 for the tap now'),
    ("Kitchen handover: Olu's sign-off form dated 28 March.", 'Olu re-dated the sign-off form to 4 April once the last door was replaced.'),
    ('Priya: ensuite light is warm white 3000K', 'Priya: make that 2700K, the 3000 looked clinical'),
    ("Tom: the plumber's name is Darius", "Tom: it's Dariusz, with a z, he's Polish"),
    ('Bathroom is on the first floor at the back.', 'Correction: the bathroom is moving to the front of the first floor, the back becomes a bedroom.'),
    ('Downstairs loo will be under the stairs.', 'Downstairs loo moved into the old coal store at the back of the hall - under the stairs was too low.'),
    ('Loft headroom at the ridge: 2.3m.', 'Surveyor got 2.1m at the ridge - the 2.3 was measured to the old battens.'),
    ("Priya: Nina's quote is £2,800 for all the decorating", "Priya: Nina sent a new one, £3,100 - she's doing the woodwork now too"),
    ('Planning condition: obscure glazing on the side window of the extension.', "Council varied the condition - obscure glazing on the side window is no longer needed now it's a high-level window."),
    ('Gas engineer: Mark, from Boilerhouse, coming Thursday to disconnect the cooker.', "Mark's off sick; Boilerhouse are sending Jodie on Thursday instead."),
    ('Kitchen sink: single bowl, undermount.', 'Changed to a 1.5 bowl undermount sink.'),
    ('Wood burner: Stovax 5kW, in the living room.', "No wood burner - Priya read about the air quality, we're doing an electric fire instead."),
    ('Fitted wardrobes: 2.4m wide in bedroom 1.', 'Bedroom 1 wardrobes are 2.1m, the wall is shorter than the drawings said.'),
    ('The front garden will be gravel.', 'Front garden is going to be block paving for parking instead of gravel.'),
    ("Tom: kitchen fitter's invoice was £4,800", 'Tom: typo, it was £4,080'),
    ('Bifold supplier: Folding Door Co, lead time 6 weeks.', 'Folding Door Co now say 10 weeks lead time.'),
    ("Priya: we're keeping the original cornice in the living room", "Priya: cornice in the living room is too damaged, we're having it replaced with a matching run"),
    ('Le plombier (M. Lemaire) passe mardi a 8h pour la salle de bain du haut.', 'Lemaire a decale, il vient jeudi 8h finalement pour la sdb du haut.'),  # lang: fr
    ("Devis carrelage (Carrelages Dumas) : 4 850 € TTC pour la cuisine et l'entree.", 'Dumas a refait le devis, 5 320 € TTC - il avait oublie les plinthes.'),  # lang: fr
    ('Couleur du salon : Tollens « Vert de gris » ref 4022.', 'finalement salon en Ressource « Bleu de Prusse », on abandonne le vert de gris'),  # lang: fr
    ('Fenetre de la cuisine : 120 x 115 cm.', "j'ai remesure la fenetre cuisine : 112 x 115, pas 120"),  # lang: fr
    ('Claire : le cuisiniste livre les meubles le 14 mars', 'Claire : livraison cuisine repoussee au 21 mars, rupture sur les facades'),  # lang: fr
    ('Electricien : Karim Benali, 06 12 48 93 70.', 'numero de Karim corrige : 06 12 48 39 70'),  # lang: fr
    ('Julien prefere les prises et interrupteurs blancs.', "Julien a change d'avis : prises et interrupteurs noirs mats partout."),  # lang: fr
    ('Parquet chambre : chene massif, pose flottante.', 'Parquet chambre : chene contrecolle colle, le poseur deconseille le flottant.'),  # lang: fr
    ("Maconnerie de l'ouverture salon/cuisine : entreprise Morel, semaine 12.", "Morel est deborde, c'est l'entreprise Le Goff qui fait l'ouverture, semaine 14."),  # lang: fr
    ("Claire : le chauffagiste dit qu'il faut une PAC de 8 kW", "Claire : en fait 6 kW suffisent, il a refait le calcul apres l'isolation"),  # lang: fr
    ('Livraison placo chez Point P : vendredi matin.', 'Point P a decale la livraison du placo a lundi matin.'),  # lang: fr
    ("Le RDV avec l'architecte est le 5 avril a 14h.", 'rdv archi bouge au 6 avril 10h'),  # lang: fr
    ('Faience sdb : metro blanc 7,5x15, 6 m².', 'Faience sdb : on passe en zellige vert, toujours 6 m²'),  # lang: fr
    ('Commande cuisine Leroy Merlin, n° 450-77812.', "le bon n° c'est 450-77182, j'avais inverse"),  # lang: fr
    ('Julien : le plaquiste vient 3 jours la semaine pro', 'Julien : non il vient 5 jours, il fait aussi les combles'),  # lang: fr
    ('Le WC du bas reste a sa place.', "On deplace le WC du bas sous l'escalier, le plombier dit que c'est faisable."),  # lang: fr
    ('Pret des parents de Julien : 5 000 € pour la cuisine.', 'Les parents de Julien nous pretent 8 000 € et pas 5 000.'),  # lang: fr
    ('Menuiseries : PVC blanc, chez Tryba.', 'Menuiseries : alu gris anthracite, on a signe chez un menuisier local, pas Tryba'),  # lang: fr
    ('Der Fliesenleger (Herr Kowalczyk) kommt am Montag um 7 Uhr ins Bad.', 'Kowalczyk hat abgesagt fuer Montag, er kommt jetzt Mittwoch 7 Uhr.'),  # lang: de
    ('Angebot Malerbetrieb Krause: 6.200 € brutto fuer alle Waende im EG.', 'Krause hat nachgebessert: 6.850 € brutto, die Decken waren nicht drin.'),  # lang: de
    ('Wohnzimmer: Wandfarbe Caparol "Sandstein 15".', 'wohnzimmer doch nicht sandstein, wir nehmen "Salbei 30"'),  # lang: de
    ('Badfenster: 80 x 100 cm.', 'Badfenster nochmal gemessen: 80 x 110, nicht 100'),  # lang: de
    ('Elektriker: Firma Strom & Licht, Ansprechpartner Herr Yilmaz.', 'Strom & Licht hat gekuendigt, wir haben jetzt Elektro Becker (Frau Becker).'),  # lang: de
    ('Lieferung Kueche (Nobilia ueber Kuechenstudio Weber): KW 15.', 'Weber hat sich gemeldet, Kueche kommt erst KW 18.'),  # lang: de
    ('Anna: Heizungsbauer sagt Fussbodenheizung im ganzen EG', 'Anna: korrektur, nur im Bad und in der Kueche, im Wohnzimmer bleiben Heizkoerper'),  # lang: de
    ('Stefan moechte die Tueren in Weisslack.', 'Stefan will die Tueren jetzt doch in Eiche furniert.'),  # lang: de
    ('Schuttcontainer steht ab Freitag vor dem Haus, Genehmigung bis zum 20.', 'Container-Genehmigung verlaengert bis zum 27.'),  # lang: de
    ('Parkett Wohnzimmer: Eiche Landhausdiele, 32 m².', 'Wohnzimmer hat 35 m², wir hatten den Erker vergessen'),  # lang: de
    ('Trockenbauer kommt KW 12.', 'Trockenbauer kann erst KW 13, KW 12 ist der Estrich noch nicht trocken.'),  # lang: de
    ('Stefan: Angebot vom Dachdecker Hoffmann liegt bei 18.400 €', 'Stefan: sorry, 14.800 € - Zahlendreher'),  # lang: de
    ('Waschmaschine kommt in den Keller.', 'Waschmaschine doch ins Bad im OG, der Keller ist zu feucht.'),  # lang: de
    ('Anna: Sanitaer-Termin am 3.5. um 10', 'Anna: der Termin ist am 5.3., nicht 3.5. sorry'),  # lang: de
    ('Fliesen Bad: Villeroy & Boch, anthrazit, 60x60.', 'Fliesen Bad jetzt in hellgrau, anthrazit war zu dunkel fuer das kleine Bad.'),  # lang: de
    ('Zimmermann fuer den Dachstuhl: Holzbau Schreiber.', 'Schreiber hat abgesagt, Dachstuhl macht jetzt Zimmerei Vogt.'),  # lang: de
    ('Stefan ist Ansprechpartner fuer den Bauleiter.', 'Ansprechpartnerin fuer den Bauleiter ist ab jetzt Anna, Stefan ist auf Montage.'),  # lang: de
    ('El fontanero (Paco) viene el martes a las 9 para cambiar las tuberias del baño.', 'Paco no puede el martes, viene el jueves a las 9 para lo del baño.'),  # lang: es
    ('Presupuesto de Reformas Soler: 23.500 € + IVA, baño y cocina.', 'Soler nos rehizo el presupuesto: 25.200 € + IVA, se habia dejado el alicatado de la cocina'),  # lang: es
    ('Lucia: la pintura del salon es blanco roto de Bruguer', 'Lucia: al final salon en gris perla, el blanco roto quedaba amarillento'),  # lang: es
    ('La ventana del dormitorio principal mide 140 x 120.', 'medida corregida ventana dormitorio: 130 x 120, me equivoque'),  # lang: es
    ('Encimera de la cocina: Silestone blanco, 2 cm.', 'La encimera sera Dekton gris, no Silestone - cambiamos en la tienda.'),  # lang: es
    ('Andres: el albañil se llama Jose y empieza el lunes', 'Andres: perdona, empieza el miercoles, el lunes tiene otra obra'),  # lang: es
    ('Electricista: Raul, 654 21 87 33.', 'el movil de Raul es 654 21 78 33, no 87'),  # lang: es
    ('El suelo de toda la casa sera tarima laminada roble.', 'Cambio: suelo porcelanico imitacion madera en toda la casa, la tarima no aguanta el agua.'),  # lang: es
    ('Entrega de los azulejos: viernes por la mañana.', 'La tienda llamo, los azulejos llegan el lunes por la mañana.'),  # lang: es
    ('Lucia prefiere plato de ducha en vez de bañera.', 'Lucia al final quiere bañera, por el niño.'),  # lang: es
    ('La reunion de la comunidad por la obra es el jueves a las 19h.', 'Han movido la reunion de la comunidad al viernes a las 20h.'),  # lang: es
    ('Puertas interiores: lacadas en blanco, 7 unidades.', 'Son 8 puertas, no 7, nos olvidamos la del lavadero.'),  # lang: es
    ('Andres: el aire acondicionado lo pone Climas Levante', 'Andres: al final lo pone el cuñado de Raul, Climas Levante pedia demasiado'),  # lang: es
    ('La caldera va en la galeria.', 'La caldera se queda en la cocina, en la galeria no cabe la salida de humos.'),  # lang: es
    ("L'idraulico (Sergio) viene lunedi alle 8 per il bagno piccolo.", 'Sergio ha spostato, viene mercoledi alle 8 per il bagno piccolo.'),  # lang: it
    ('Preventivo impresa Bertolini: 38.000 € + IVA per tutta la ristrutturazione.', 'Bertolini ha rivisto il preventivo: 41.500 € + IVA, mancava il rifacimento del tetto.'),  # lang: it
    ('Colore camera da letto: Sikkens tortora chiaro.', 'camera alla fine verde salvia, il tortora non ci convinceva'),  # lang: it
    ('Piastrelle bagno grande: gres effetto marmo 60x120, 12 mq.', 'ricontrollato, il bagno grande fa 14 mq di piastrelle, non 12'),  # lang: it
    ('Elettricista: Davide Rinaldi, 347 558 2190.', "Il numero giusto di Davide e' 347 558 2910."),  # lang: it
    ('Giulia: la cucina arriva il 10 aprile', 'Giulia: la cucina slitta al 24 aprile, problemi con le ante'),  # lang: it
    ('Pavimento soggiorno: parquet rovere spina di pesce.', 'Soggiorno: abbiamo cambiato, parquet rovere a listoni, la spina costava troppo.'),  # lang: it
    ("Il tecnico che segue i lavori e' l'ing. Ferri.", "Ferri e' andato in pensione, ora ci segue l'ing. Bassi dello stesso studio."),  # lang: it
    ('Luca vuole la doccia walk-in nel bagno grande.', 'Luca ha cambiato idea: nel bagno grande vasca, doccia solo nel piccolo.'),  # lang: it
    ('Consegna cartongesso: giovedi mattina.', 'Consegna cartongesso spostata a venerdi pomeriggio.'),  # lang: it
    ("Giulia: il muratore dice che la parete tra cucina e sala si puo' abbattere", "Giulia: no, il muratore ha visto che e' portante, si fa solo un'apertura con architrave"),  # lang: it
    ('Finestre: PVC bianco, Finstral.', "Finestre in legno-alluminio, sempre Finstral ma non piu' PVC."),  # lang: it
    ('La caldaia resta quella vecchia.', 'Cambiamo la caldaia, il tecnico dice che non passa la revisione.'),  # lang: it
    ("Appuntamento con l'amministratore di condominio: martedi 18:30.", "L'amministratore ha spostato a mercoledi 18:30."),  # lang: it
    ('Luca: porte interne 6, laccate bianche', 'Luca: sono 7, conta anche la porta scorrevole della lavanderia'),  # lang: it
    ('De loodgieter (Wim) komt dinsdag om 8 uur voor de badkamer boven.', 'Wim kan dinsdag niet, hij komt donderdag om 8 uur.'),  # lang: nl
    ('Offerte aannemer Van Dijk Bouw: € 42.000 incl. btw voor de aanbouw.', 'Van Dijk heeft de offerte aangepast: € 45.600 incl. btw, fundering was duurder.'),  # lang: nl
    ('Kleur woonkamer: Flexa "Warm Zand".', 'woonkamer wordt toch lichtgrijs, warm zand was te geel'),  # lang: nl
    ('Keukenmonteur (Ahmed) plaatst de keuken op 12 april.', 'Ahmed heeft het verschoven naar 19 april, het blad is nog niet klaar.'),  # lang: nl
    ('Sanne: badkamertegels zijn 30x60 mat wit', 'Sanne: foutje, het zijn 60x60, de 30x60 waren voor het toilet'),  # lang: nl
    ('Raam slaapkamer voor: 160 breed.', 'raam slaapkamer voor opnieuw gemeten: 152 breed'),  # lang: nl
    ('Elektricien: Installatiebedrijf Peters, contact Joost.', 'Peters is failliet, elektra doet nu Bakker Elektro.'),  # lang: nl
    ('Levering gipsplaten bij de bouwmarkt: vrijdagochtend.', 'Levering gipsplaten is maandagochtend geworden.'),  # lang: nl
    ('Thijs wil vloerverwarming op de hele begane grond.', 'Thijs: toch alleen vloerverwarming in de keuken en badkamer, woonkamer radiatoren.'),  # lang: nl
    ('Sanne: schilder begint maandag', 'Sanne: nee dinsdag, maandag is het nog te nat voor buiten'),  # lang: nl
    ('Houten vloer woonkamer: eiken visgraat, 34 m².', 'Woonkamer is 37 m², we hadden de erker niet meegeteld.'),  # lang: nl
    ('Keukenblad: composiet, wit.', 'Keukenblad wordt keramiek, zwart marmerlook.'),  # lang: nl
    ('De kozijnen worden wit.', 'Kozijnen worden antraciet, dat past beter bij de dakkapel.'),  # lang: nl
    ('Afspraak met de hypotheekadviseur over de bouwdepot: woensdag 16:00.', 'Afspraak met de hypotheekadviseur verzet naar vrijdag 9:30.'),  # lang: nl
    ('Hydraulik (pan Marek) przychodzi we wtorek o 8 do lazienki na gorze.', 'Marek przelozyl, bedzie w czwartek o 8 w lazience na gorze.'),  # lang: pl
    ('Wycena ekipy pana Zbyszka: 34 000 zl za caly remont mieszkania.', 'Zbyszek przyslal nowa wycene - 37 500 zl, doliczyl skucie tynkow.'),  # lang: pl
    ('Kolor w salonie: Dulux "szara mgla".', 'salon jednak bedzie bialy cieply, szara mgla za ciemna'),  # lang: pl
    ('Okno w kuchni: 120 x 150.', 'okno w kuchni zmierzone jeszcze raz - 110 x 150'),  # lang: pl
    ('Kasia: plytki do lazienki przychodza w piatek', 'Kasia: Castorama napisala ze plytki beda dopiero w poniedzialek'),  # lang: pl
    ('Elektryk: Pawel, 601 344 829.', 'numer Pawla to 601 344 892, pomylilam cyfry'),  # lang: pl
    ('Tomek chce prysznic bez brodzika.', 'Tomek zmienil zdanie, jednak brodzik, bo odplyw liniowy nie wejdzie.'),  # lang: pl
    ('Podloga w sypialni: panele dab naturalny.', 'W sypialni bedzie jednak deska warstwowa, panele odpadaja.'),  # lang: pl
    ('Kuchnie montuje firma Meblex, termin 15 maja.', 'Meblex przesunal montaz kuchni na 29 maja.'),  # lang: pl
    ('Kasia: ekipa zaczyna o 7', 'Kasia: sorki, od przyszlego tygodnia zaczynaja o 8, administracja kazala'),  # lang: pl
    ('Kierownik budowy: inz. Nowak.', 'Nowak zrezygnowal, kierownikiem jest teraz inz. Wisniewska.'),  # lang: pl
    ('Gladzie robi Zbyszek w przyszlym tygodniu.', 'Gladzie przejal jego szwagier Rysiek, Zbyszek ma inna budowe.'),  # lang: pl
    ('Tomek: wanne dajemy 170 cm', 'Tomek: poprawka, 160 - 170 sie nie miesci'),  # lang: pl
    ('Dostawa styropianu na ocieplenie: sroda rano.', 'Hurtownia zmienila dostawe styropianu na czwartek po poludniu.'),  # lang: pl
    ('Piec gazowy zostaje stary.', 'Jednak wymieniamy piec, serwisant mowi ze nie przejdzie przegladu.'),  # lang: pl
    ('O canalizador (Sr. Manuel) vem terca as 9h para a casa de banho de cima.', 'O Manuel desmarcou terca, vem quinta as 9h.'),  # lang: pt
    ('Orcamento do empreiteiro (Obras Ferreira): 28.000 € + IVA.', 'Ferreira mandou orcamento revisto: 30.400 € + IVA, faltava a impermeabilizacao do terraco.'),  # lang: pt
    ('Cor da sala: branco gelo, Robbialac.', 'sala vai ser bege areia afinal, o branco gelo ficava frio'),  # lang: pt
    ('Janela do quarto: 130 x 110.', 'medi outra vez, a janela do quarto e 123 x 110'),  # lang: pt
    ('Rita: a cozinha chega dia 8', 'Rita: mudaram a entrega da cozinha para dia 15'),  # lang: pt
    ('Eletricista: Nuno, 912 345 078.', 'o numero do Nuno e 912 354 078, enganei-me'),  # lang: pt
    ('Pavimento da sala: flutuante carvalho.', 'Sala vai ter soalho de madeira macica, desistimos do flutuante.'),  # lang: pt
    ('Pedro quer duche em vez de banheira.', 'Pedro mudou de ideias: fica a banheira, por causa da bebe.'),  # lang: pt
    ('O pintor (Sr. Joaquim) comeca segunda.', 'Joaquim so pode comecar quarta, esta noutra obra.'),  # lang: pt
    ('Azulejo da cozinha: metro branco 10x20.', 'Azulejo da cozinha trocado por um verde agua 10x10, o metro esgotou.'),  # lang: pt
    ('Rita: o esquentador fica na cozinha', 'Rita: afinal o esquentador vai para a varanda, o tecnico disse que e obrigatorio'),  # lang: pt
    ('Entrega do pladur: sexta de manha.', 'A entrega do pladur passou para segunda a tarde.'),  # lang: pt
]

UPDATES: List[Tuple[str, str]] = [
    ('Rooms decorated: 2 of 6 (living room, hall).', 'Rooms decorated: 4 of 6 (living room, hall, dining room, front bedroom).'),
    ('Renovation budget spent so far: £31,200 of £85,000.', 'Renovation budget spent so far: £47,850 of £85,000.'),
    ('Planning application for the extension submitted to Tillbrook council on 4 Feb.', 'Planning application for the extension validated, case ref 24/0312/FUL, consultation until 14 March.'),
    ('Planning: extension application validated, neighbour consultation under way.', 'Planning: extension application approved with conditions, decision letter dated 2 April.'),
    ('Bathroom suite delivery: order confirmed.', 'Bathroom suite delivery: dispatched from warehouse.'),
    ('Bathroom suite delivery: dispatched from warehouse.', 'Bathroom suite delivery: out for delivery, 2-hour window 10:00-12:00.'),
    ('Snag list for the kitchen: 14 items open.', 'Snag list for the kitchen: 6 items open.'),
    ('Snag list for the kitchen: 6 items open.', 'Snag list for the kitchen: all closed, Olu signed it off.'),
    ('Loft conversion: stage 1 (floor joists and steels) done.', 'Loft conversion: stage 2 (dormer framed and roofed) done.'),
    ('Loft conversion: stage 2 (dormer framed and roofed) done.', 'Loft conversion: stage 3 (first fix electrics and plumbing) done, insulation going in.'),
    ('Extension build: foundations dug, waiting for building control.', 'Extension build: foundations passed and poured.'),
    ('Extension build: foundations passed and poured.', 'Extension build: walls up to DPC level.'),
    ('Extension build: walls up to DPC level.', 'Extension build: walls at wall-plate height, roof joists next week.'),
    ('Extension build: walls at wall-plate height, roof joists next week.', 'Extension build: roof on and watertight, windows fitted.'),
    ('Windows replaced: 3 of 11.', 'Windows replaced: 7 of 11.'),
    ('Windows replaced: 7 of 11.', 'Windows replaced: 11 of 11 - Brightside finished Friday.'),
    ('Rewire progress: first fix downstairs done.', 'Rewire progress: first fix upstairs done too, ready for plaster.'),
    ('Rewire progress: first fix upstairs done too, ready for plaster.', 'Rewire progress: second fix done, EICR issued.'),
    ('Radiators fitted: 5 of 9.', 'Radiators fitted: 8 of 9, just the loft one left.'),
    ('Kitchen fit: day 1 of 8, old units stripped out.', 'Kitchen fit: day 4 of 8, base units in and levelled.'),
    ('Kitchen fit: day 4 of 8, base units in and levelled.', 'Kitchen fit: day 7 of 8, worktops fitted, just handles and plinths left.'),
    ('Plastering: 3 rooms skimmed out of 7.', 'Plastering: 6 rooms skimmed out of 7.'),
    ('Payments made to Gav so far: stage 1 (£10,000).', 'Payments made to Gav so far: stages 1 and 2 (£22,000).'),
    ('Payments made to Gav so far: stages 1 and 2 (£22,000).', 'Payments made to Gav so far: stages 1-3 (£36,500), retention of 5% held back.'),
    ('Worktop template: booked.', 'Worktop template: done, worktops being cut, fitting in 10 working days.'),
    ('Party wall award: surveyor appointed for number 12.', 'Party wall award: agreed and signed with number 12.'),
    ('Building control: 2 of 6 inspections passed (foundations, DPC).', 'Building control: 4 of 6 inspections passed (foundations, DPC, drainage, roof).'),
    ('Building control: 4 of 6 inspections passed (foundations, DPC, drainage, roof).', 'Building control: all 6 passed, completion certificate issued.'),
    ('Floor tiles laid in the kitchen: about a third done.', 'Floor tiles laid in the kitchen: all laid, grouting tomorrow.'),
    ('Savings pot for the bathroom: £3,200 of £9,000.', 'Savings pot for the bathroom: £6,900 of £9,000.'),
    ('Savings pot for the bathroom: £6,900 of £9,000.', 'Savings pot for the bathroom: £9,000 of £9,000 - fully saved, bathroom ordered.'),
    ('Grant for the heat pump: application submitted.', 'Grant for the heat pump: Boiler Upgrade Scheme voucher issued, £7,500.'),
    ('Grant for the heat pump: Boiler Upgrade Scheme voucher issued, £7,500.', 'Grant for the heat pump: installed and commissioned, voucher redeemed by the installer.'),
    ('Sash windows restored: 1 of 4 (front bay, left).', 'Sash windows restored: 3 of 4.'),
    ('Garden office: order placed, build slot week 32.', 'Garden office: base laid, build slot week 32 confirmed.'),
    ('Garden office: base laid, build slot week 32 confirmed.', 'Garden office: built, electrics connected, just decorating left.'),
    ('Mill Lane job: 40% complete.', 'Mill Lane job: 65% complete.'),
    ('Oakfield Road job: weeks on site 6 of 14.', 'Oakfield Road job: weeks on site 9 of 14.'),
    ('Oakfield Road job: weeks on site 9 of 14.', 'Oakfield Road job: weeks on site 12 of 14, plastering done.'),
    ('Tillbrook Steel order for Oakfield: fabricating.', 'Tillbrook Steel order for Oakfield: galvanised and ready for collection.'),
    ('Tillbrook Steel order for Oakfield: galvanised and ready for collection.', 'Tillbrook Steel order for Oakfield: delivered to site and signed for by Mick.'),
    ('Outstanding invoices from clients: £18,400.', 'Outstanding invoices from clients: £9,100.'),
    ('Crew A hours on Mill Lane: 310 of the 480 estimated.', 'Crew A hours on Mill Lane: 455 of the 480 estimated.'),
    ('Snag list at Birch Close: 9 items.', 'Snag list at Birch Close: 3 items left (garage door seal, one socket, paint touch-ups).'),
    ('Snag list at Birch Close: 3 items left (garage door seal, one socket, paint touch-ups).', 'Snag list at Birch Close: cleared, Mrs Patel signed off.'),
    ('Kitchen order tracking: in production.', 'Kitchen order tracking: quality checked, booked for delivery on the 21st.'),
    ('Kitchen order tracking: quality checked, booked for delivery on the 21st.', 'Kitchen order tracking: on the lorry, ETA 7-9am.'),
    ('Paint used on the walls so far: 6 tins.', 'Paint used on the walls so far: 11 tins.'),
    ("Priya: we've got 3 of the 5 quotes for the loft in", 'Priya: all 5 loft quotes are in now, 2 are way over'),
    ('Decluttering the loft before the build: 4 car loads to the tip so far.', 'Decluttering the loft before the build: 9 car loads to the tip, nearly empty.'),
    ('Damp treatment: injection done, walls drying.', 'Damp treatment: walls dry, replastered with renovating plaster.'),
    ('Heat pump install: survey done.', 'Heat pump install: unit on its base, pipes run, commissioning Friday.'),
    ('Contingency left: £10,000.', 'Contingency left: £6,400 after the rotten joists.'),
    ('Contingency left: £6,400 after the rotten joists.', 'Contingency left: £4,150, we paid for the extra steel.'),
    ('Tom: roofers have done the back slope, front slope next', 'Tom: roofers finished the front slope too, just the ridge and flashing left'),
    ('Flooring laid: 3 rooms of 5.', 'Flooring laid: 5 rooms of 5.'),
    ('Cedar Grove bathroom: stripped out, first fix plumbing started.', 'Cedar Grove bathroom: tiled, suite in, waiting on the glass screen.'),
    ("Brook Lane Builders' order book: 4 jobs booked for next year.", "Brook Lane Builders' order book: 7 jobs booked for next year."),
    ('New van fund: £6,000 of £22,000.', 'New van fund: £14,500 of £22,000.'),
    ('Tiling in the bathroom: walls done, floor next.', 'Tiling in the bathroom: walls and floor done, grouted and sealed.'),
    ('Gav: about two weeks left on the extension', "Gav: we're down to the last three days on the extension"),
    ('EPC rating: D.', 'EPC rating: C after the insulation and windows.'),
    ('CSCS training: Bryan has done 2 of 4 modules.', 'CSCS training: Bryan has done all 4 modules and passed the test.'),
    ('Declaration prealable pour la veranda deposee en mairie le 3 fevrier.', "DP veranda : dossier complet, delai d'instruction un mois, fin le 10 mars."),  # lang: fr
    ("DP veranda : dossier complet, delai d'instruction un mois, fin le 10 mars.", 'DP veranda accordee, arrete affiche sur le terrain depuis le 12 mars.'),  # lang: fr
    ('Budget travaux depense : 18 400 € sur 60 000 €.', 'Budget travaux depense : 33 900 € sur 60 000 €.'),  # lang: fr
    ("Pieces terminees : 1 sur 5 (l'entree).", 'Pieces terminees : 3 sur 5 (entree, salon, chambre 1).'),  # lang: fr
    ('Reserves a la reception : 11 points.', 'Reserves : plus que 4 points (joint baignoire, porte placard, prise cuisine, retouche plafond).'),  # lang: fr
    ('Chantier veranda : dalle coulee.', 'Chantier veranda : structure alu montee, vitrages la semaine prochaine.'),  # lang: fr
    ('Chantier veranda : structure alu montee, vitrages la semaine prochaine.', "Chantier veranda : vitrages poses, reste l'electricite et le sol."),  # lang: fr
    ('Baugenehmigung fuer den Anbau beim Bauamt eingereicht.', 'Baugenehmigung: Bauamt hat Unterlagen nachgefordert (Statik), ist nachgereicht.'),  # lang: de
    ('Baugenehmigung: Bauamt hat Unterlagen nachgefordert (Statik), ist nachgereicht.', 'Baugenehmigung erteilt! Baubeginnsanzeige ist raus.'),  # lang: de
    ('Sanierungsbudget verbraucht: 22.000 von 70.000 €.', 'Sanierungsbudget verbraucht: 41.500 von 70.000 €.'),  # lang: de
    ('Raeume fertig: 1 von 7.', 'Raeume fertig: 4 von 7 (Flur, Bad, Schlafzimmer, Kinderzimmer).'),  # lang: de
    ('Maengelliste Bad: 8 Punkte offen.', 'Maengelliste Bad: noch 2 offen (Silikonfuge, Spiegelschrank).'),  # lang: de
    ('Anbau: Bodenplatte gegossen.', 'Anbau: Rohbau steht, Dachstuhl wird naechste Woche gestellt.'),  # lang: de
    ('Anbau: Rohbau steht, Dachstuhl wird naechste Woche gestellt.', 'Anbau: Dach dicht, Fenster drin, Innenausbau beginnt.'),  # lang: de
    ('Licencia de obra: solicitada en el ayuntamiento.', 'Licencia de obra: nos piden documentacion, entregada el dia 10.'),  # lang: es
    ('Licencia de obra: nos piden documentacion, entregada el dia 10.', 'Licencia de obra concedida, ya podemos empezar.'),  # lang: es
    ('Gastado de la reforma: 9.800 € de 40.000 €.', 'Gastado de la reforma: 21.300 € de 40.000 €.'),  # lang: es
    ('Repasos pendientes del baño: 10.', 'Repasos pendientes del baño: 3 (silicona, un azulejo, el grifo de la ducha gotea).'),  # lang: es
    ('Cocina: dia 2 de 6, muebles altos montados.', 'Cocina: dia 5 de 6, encimera puesta, falta el fregadero y los tiradores.'),  # lang: es
    ('Habitaciones pintadas: 2 de 5.', 'Habitaciones pintadas: 5 de 5, acabado el pintor.'),  # lang: es
    ('CILA presentata in comune dal geometra.', 'CILA protocollata, possiamo iniziare i lavori.'),  # lang: it
    ('Spese ristrutturazione finora: 15.200 € su 55.000 €.', 'Spese ristrutturazione finora: 30.900 € su 55.000 €.'),  # lang: it
    ('Stanze finite: 1 su 6.', 'Stanze finite: 4 su 6, mancano i due bagni.'),  # lang: it
    ('Lista difetti: 12 voci aperte.', 'Lista difetti: rimaste 5 voci (battiscopa, una presa, porta bagno, due ritocchi).'),  # lang: it
    ('Cantiere: demolizioni fatte, tracce per gli impianti in corso.', 'Cantiere: impianti fatti, ora intonaci.'),  # lang: it
    ('Omgevingsvergunning voor de dakkapel aangevraagd.', 'Omgevingsvergunning dakkapel: ontvankelijk, beslistermijn 8 weken.'),  # lang: nl
    ('Omgevingsvergunning dakkapel: ontvankelijk, beslistermijn 8 weken.', 'Omgevingsvergunning dakkapel verleend, bezwaartermijn loopt nog 6 weken.'),  # lang: nl
    ('Uitgegeven aan de verbouwing: € 12.500 van € 50.000.', 'Uitgegeven aan de verbouwing: € 29.000 van € 50.000.'),  # lang: nl
    ('Opleverpunten: 9 open.', 'Opleverpunten: nog 2 open (kitrand douche, deurstopper).'),  # lang: nl
    ('Kamers geschilderd: 2 van 6.', 'Kamers geschilderd: 5 van 6, alleen de zolder nog.'),  # lang: nl
    ('Dakkapel: stelling staat, oude pannen eraf.', 'Dakkapel: geplaatst en waterdicht, binnenafwerking volgende week.'),  # lang: nl
    ('Wydane na remont: 11 200 zl z 50 000 zl.', 'Wydane na remont: 27 600 zl z 50 000 zl.'),  # lang: pl
    ('Pokoje skonczone: 1 z 4.', 'Pokoje skonczone: 3 z 4, zostala sypialnia.'),  # lang: pl
    ('Usterki do poprawy: 10.', 'Usterki do poprawy: zostaly 3 (fuga pod prysznicem, gniazdko, drzwi do spizarki).'),  # lang: pl
    ('Zgloszenie robot budowlanych w starostwie: zlozone.', 'Zgloszenie: minelo 21 dni bez sprzeciwu, mozemy zaczynac.'),  # lang: pl
    ('Kuchnia: dzien 1 z 5, stare szafki zdemontowane.', 'Kuchnia: dzien 4 z 5, blat zamontowany, zostaly fronty.'),  # lang: pl
    ('Licenca da camara para a marquise: pedido entregue.', 'Licenca da marquise: aprovada, falta pagar as taxas.'),  # lang: pt
    ('Licenca da marquise: aprovada, falta pagar as taxas.', 'Licenca da marquise: taxas pagas, alvara levantado.'),  # lang: pt
    ('Gasto nas obras: 8.700 € de 35.000 €.', 'Gasto nas obras: 19.400 € de 35.000 €.'),  # lang: pt
    ('Divisoes acabadas: 1 de 5.', 'Divisoes acabadas: 4 de 5, so falta a cozinha.'),  # lang: pt
    ('Lista de reparacoes: 7 pontos.', 'Lista de reparacoes: 2 pontos (silicone do duche, porta do roupeiro).'),  # lang: pt
    ('Obras da marquise: estrutura montada.', 'Obras da marquise: vidros colocados, falta a soleira.'),  # lang: pt
]

COMPATIBLE: List[Tuple[str, str]] = [
    ('Plumber (Dariusz) is coming Tuesday 8am to cap off the old radiator in the back bedroom.', 'Electrician is also booked for Tuesday 8am, to move the sockets in the kitchen.'),
    ('Plumber (Dariusz) is coming Tuesday 8am to cap off the old radiator in the back bedroom.', "Dariusz will also look at the dripping bath tap while he's here on Tuesday."),
    ('Kitchen fitter Olu starts on Monday 14 March.', "Olu's brother Femi is helping him for the first two days of the kitchen fit."),
    ('Kitchen fitter Olu starts on Monday 14 March.', 'Tiler is booked to start on Monday 14 March too, in the downstairs loo.'),
    ('The living room is being painted in Farrow & Ball Hague Blue No. 30.', 'The front door is going to be Hague Blue No. 30 as well.'),
    ('The living room is being painted in Farrow & Ball Hague Blue No. 30.', 'Ceiling in the living room stays plain white, only the walls are Hague Blue.'),
    ('Kitchen window measures 1200mm wide by 1050mm high.', 'Bathroom window is also 1200mm wide, but only 600 high.'),
    ("Builder's quote for the rear extension: £48,500 + VAT (Gav, Mason & Sons).", 'Second quote for the rear extension, from Kestrel Builds: £51,200 + VAT.'),
    ("Builder's quote for the rear extension: £48,500 + VAT (Gav, Mason & Sons).", "Gav's quote excludes the kitchen itself and the flooring."),
    ('User wants underfloor heating in the bathroom.', 'User also wants underfloor heating in the kitchen extension.'),
    ('User wants underfloor heating in the bathroom.', 'User wants the bathroom underfloor heating on its own thermostat.'),
    ('Skip is being delivered Friday morning, to go on the drive.', 'Scaffold is also going up Friday morning.'),
    ('Electrician: Steph Owusu, Spark Right Electrical, 07700 914 382.', "Steph's apprentice is Kyle, he'll do the first fix with her."),
    ('Electrician: Steph Owusu, Spark Right Electrical, 07700 914 382.', "Spark Right's office number is 01632 960 411 for invoices."),
    ("Bathroom tiles: Topps Tiles 'Pietra Grey' 300x600, 14 boxes.", 'Ensuite floor is going to be Pietra Grey too, 300x600, 4 boxes.'),
    ('Kitchen worktop: oak, 40mm, from Worktop Express.', 'Utility room worktop will be oak, 40mm, from Worktop Express.'),
    ('Loft conversion planning: we think we need full planning permission.', 'The rear extension does need full planning permission.'),
    ('Tom: Gav said the RSJ goes in on Wednesday', 'Tom: building control inspector is coming Wednesday too, for the foundations on the other side'),
    ('Boiler: Worcester Bosch 30i, to be fitted in the airing cupboard.', 'The hot water cylinder stays in the airing cupboard for now.'),
    ("User's budget for the whole renovation is £85,000.", "User's separate budget for furniture is £8,000."),
    ("User's budget for the whole renovation is £85,000.", 'Of the £85,000, £10,000 is kept as a contingency.'),
    ('Carpet fitter is booked for the stairs and landing on the 3rd.', 'Carpet for the two back bedrooms goes down on the 3rd as well, same fitter.'),
    ('Carpet fitter is booked for the stairs and landing on the 3rd.', "The front bedroom is getting engineered oak, not carpet, so it's not on the 3rd."),
    ('Window company: Clearview Windows doing all the uPVC replacements.', 'The front bay is timber sash, done by a joiner, not Clearview.'),
    ('Hallway floor: black and white Victorian pattern tiles, 7.5m².', 'The porch floor is also black and white Victorian tiles, 1.6m².'),
    ("Architect's drawings due by the end of January.", "The structural engineer's calcs are also due end of January."),
    ('Front bedroom radiator: 600 x 1000 double panel.', 'Back bedroom radiator stays 600 x 1000 double panel.'),
    ('Bathroom suite order from Victorian Plumbing, arriving 12 May.', 'Kitchen sink and tap come from a different place, arriving 12 May.'),
    ('Kitchen cabinets: Shaker style, sage green.', 'The utility room cabinets are sage green Shaker.'),
    ('Steph (electrician) quote: £3,400 for full rewire.', 'Steph quoted separately £420 for the outside lights.'),
    ('Steph (electrician) quote: £3,400 for full rewire.', 'Another electrician, Dev Patel, quoted £4,100 for the full rewire.'),
    ("Gav's crew are working Monday to Friday, 8 till 4.", "This Friday only they're finishing at 1 for a funeral."),
    ('Plasterer: Reece, booked for w/c 4 April, skimming the living room and dining room.', 'Reece is also doing the hall ceiling the same week.'),
    ('Plasterer: Reece, booked for w/c 4 April, skimming the living room and dining room.', 'The back bedroom gets skimmed later, in May, by Reece.'),
    ('Downstairs loo door: hinged on the left.', 'The under-stairs cupboard door is hinged on the left.'),
    ('Priya: can we do the kitchen extension with bifold doors?', 'Priya: and the side return gets a normal glazed door to the garden'),
    ('Scaffolding quote from Up & Over Scaffolding: £1,650 for 6 weeks.', 'Second scaffolding quote (Apex) was £1,900 for 6 weeks.'),
    ('Bathroom ceiling colour: Dulux Bathroom+ Pure Brilliant White.', 'The landing ceiling stays Pure Brilliant White.'),
    ('Loft insulation: 270mm mineral wool.', 'The garage loft still gets 270mm mineral wool.'),
    ("Dining room wallpaper: Morris & Co 'Willow Bough' in green, 6 rolls.", 'The downstairs loo is getting the same Willow Bough paper, 2 rolls.'),
    ("Dining room wallpaper: Morris & Co 'Willow Bough' in green, 6 rolls.", 'Dining room wallpaper only goes on the chimney breast wall and the alcoves.'),
    ('Stair runner: jute with black border.', 'The landing gets the same stair runner material as a rug.'),
    ("Plumber Dariusz's day rate: £240.", 'His apprentice is charged at £120 a day.'),
    ("User's preferred contact for the builder is by WhatsApp.", 'Quick day-to-day questions with the builder are fine on WhatsApp.'),
    ('The old fireplace in the dining room is staying.', "The fireplace in the front bedroom stays, it's a cast iron one."),
    ('Kitchen island: 2400 x 1000.', 'Kitchen island gets two pendant lights above it.'),
    ('Tom: flooring guy coming to measure at 10 on Saturday', 'Tom: the blinds woman is measuring at 10 Saturday as well'),
    ('Kitchen extractor: ceiling extractor, Elica, recirculating.', 'The bathroom extractor is a separate Vent-Axia, ducted through the soffit.'),
    ('Structural engineer: Karim Haddad, Haddad Structures.', 'Karim did the structural calcs for the loft too.'),
    ("Garden wall repair: Gav's crew, in the last week of the job.", "Gav's crew are also clearing the rubble from the garden in the last week."),
    ('Building control is with the council (Tillbrook Borough Council).', 'Planning permission itself is still with Tillbrook Borough Council.'),
    ('The front door colour: Farrow & Ball Hague Blue.', 'Front door furniture will be brass.'),
    ('Toilet in the main bathroom: close-coupled, white.', 'The downstairs loo stays close-coupled, white.'),
    ('Kitchen appliances are coming from AO, delivery 9 May.', 'The washing machine for the utility is from AO, delivery 9 May.'),
    ('Bedroom 2 (back) will be the nursery.', 'Bedroom 2 will also have the spare bed for guests.'),
    ('Lena Ford (structural engineer) email: lena@haddadstructures.co.uk', "Karim's email is karim@haddadstructures.co.uk"),
    ('Landing light: pendant, one bulb, two-way switch.', 'The hall light is a pendant on a two-way switch.'),
    ("Paint for the hall: Little Greene 'French Grey' (mid).", 'The woodwork in the hall is French Grey (dark).'),
    ("Paint for the hall: Little Greene 'French Grey' (mid).", 'The landing is French Grey (mid) too.'),
    ('Skirting boards: 150mm ogee, MDF primed.', 'Architrave is 70mm ogee, MDF primed.'),
    ('Shower: Grohe thermostatic, exposed, chrome.', 'The ensuite shower is the Grohe exposed chrome.'),
    ("Tom's mum is lending us £5,000 toward the kitchen.", "Priya's brother is lending us £2,000 for the bathroom."),
    ('Loft ladder: Fakro, timber, 280cm floor-to-ceiling.', 'The garage loft already has its own Fakro timber ladder.'),
    ("The garden office base is being laid by Gav's crew.", "Gav's crew is laying the path up to the garden office."),
    ('Snagging visit with Gav: Thursday 3pm.', 'Final building control inspection is Thursday 3pm as well.'),
    ('Wardrobe fitter: Oak & Ash Interiors, fitted wardrobes in bedroom 1.', 'Oak & Ash are making the alcove shelves in the living room.'),
    ('Priya: upstairs bathroom floor area is 5.2 m²', 'Priya: ensuite floor area is 2.9 m²'),
    ('Party wall notice sent to number 12 on 3 January.', 'Party wall notice sent to number 16 on 3 January.'),
    ('Kitchen floor: large-format porcelain, light grey.', 'The utility floor is the large-format porcelain, light grey.'),
    ('Gav says the extension roof will be a flat EPDM roof.', 'The bay window roof is lead, that stays.'),
    ('Radiators downstairs: white column radiators.', 'Upstairs radiators are white column radiators.'),
    ('Dining room: 4.1m x 3.6m.', "Living room: 4.1m x 3.6m as well, they're mirror images."),
    ('Downlights in the kitchen: 12.', 'Extension has 6 downlights on a separate circuit.'),
    ('Plumber said copper pipes for the kitchen run.', 'The boiler connections are copper.'),
    ('Bathroom basin: 600mm vanity unit, white gloss.', 'The ensuite basin is a 600mm vanity, white gloss.'),
    ('The loft room will be a bedroom with an ensuite.', 'The loft also has eaves storage on both sides.'),
    ('Decorator (Nina) starts on the 2nd, starting upstairs.', "Nina's partner Joe does the woodwork while she does the walls."),
    ('Priya: Olu needs the kitchen cleared by Sunday night', 'Priya: and the dining room cleared too, by Sunday night, for the tiler'),
    ('Tap for the kitchen: Quooker Flex, chrome.', 'Utility sink gets a normal mixer tap, chrome.'),
    ('Tom prefers matte black switches and sockets throughout.', 'Tom wants the outdoor sockets in black weatherproof boxes.'),
    ('The rear garden patio: Indian sandstone, 35m².', 'The front path is Indian sandstone.'),
    ('Order number for the kitchen: HK-55821.', 'Order number for the utility units is HK-55822.'),
    ('Priya works from home Mondays and Fridays, so builders can use the kitchen those days.', 'Tom works from home on Wednesdays.'),
    ('Roofer: Gareth, doing the front roof repairs.', 'Gareth is still doing the chimney repointing.'),
    ('The downstairs will be open plan: kitchen, dining and living.', 'The hall will still have its own door to the kitchen.'),
    ('Loft floor: chipboard with carpet.', 'The eaves storage floor is plain chipboard.'),
    ('Lighting in the bathroom is on a pull cord.', 'The extractor fan in the bathroom runs off the light.'),
    ('Crew A (Mick, Lee, Shaun) is on the Oakfield Road extension this week.', 'Crew B (Jas, Tony) is on the Oakfield Road extension this week too, doing the drainage.'),
    ('Crew A (Mick, Lee, Shaun) is on the Oakfield Road extension this week.', 'Mick is also the site supervisor at Oakfield Road.'),
    ('Van: Ford Transit Custom, reg KX19 BFD.', 'Second van is a Vauxhall Vivaro, reg KX68 TRL.'),
    ('Timber supplier: Jewson, Tillbrook branch, account 44172.', 'Sand and cement still come from Jewson, account 44172.'),
    ('Timber supplier: Jewson, Tillbrook branch, account 44172.', 'Jewson also delivers the plasterboard.'),
    ('Site: 22 Mill Lane - loft conversion for the Khans, start date 6 June.', "Site: 24 Mill Lane - the Khans' neighbours want a quote for a loft too."),
    ('Mick: concrete lorry booked 7am Tuesday for Oakfield', 'Mick: blockwork for Oakfield also comes Tuesday 7am'),
    ('Mick: concrete lorry booked 7am Tuesday for Oakfield', 'Mick: Birch Close has a concrete lorry Tuesday 7am'),
    ('Client record | name: Mrs J. Patel | site: 5 Birch Close | job: garage conversion | phone: 07700 900 271', 'Client record | name: Mr R. Patel | site: 5 Birch Close | job: garage conversion | phone: 07700 900 455'),
    ('Client record | name: Mrs J. Patel | site: 5 Birch Close | job: garage conversion | phone: 07700 900 271', 'Client record | name: Mrs J. Patel | site: 5 Birch Close | job: garden wall (added) | phone: 07700 900 271'),
    ('Plant hire: mini digger from HSS, 3 days from Monday.', 'Whacker plate from HSS, Monday to Wednesday.'),
    ("Crew B's lead hand is Jas.", 'Jas is also our first aider on site.'),
    ('Invoice #1043 to the Khans: £12,400 stage payment.', 'Invoice #1044 to the Khans: £3,200 for the dormer windows.'),
    ('{"job": "Oakfield Road", "client": "Mr & Mrs Doyle", "steel_supplier": "Tillbrook Steel", "steel_delivery": "2024-04-10"}', '{"job": "Birch Close", "client": "Mrs J. Patel", "steel_supplier": "Tillbrook Steel", "steel_delivery": "2024-04-10"}'),
    ("The company's insurance is with Hiscox, renewal 1 September.", 'The vans are insured separately with Direct Line.'),
    ("Shaun: I'll pick up the Velux windows from the merchant tomorrow", "Shaun: I'll pick up the screws and fixings from Screwfix tomorrow as well"),
    ("Brook Lane Builders' daywork rate: £35 an hour per labourer.", 'Daywork rate for a bricklayer: £45 an hour.'),
    ('Skip account with Tillbrook Skips, 8-yard skips at £290.', '6-yard skips from Tillbrook Skips are £250.'),
    ('Site meeting at Birch Close: Thursday 9am with Mrs Patel and building control.', 'Site meeting at Oakfield Road: Thursday 9am with the Doyles.'),
    ('Lee: the new starter is called Ryan', "Lee: and there's another new lad next month, Kieran"),
    ('Crew rota: Fridays are half days for crew A.', 'Crew B still finish at 1 on Fridays.'),
    ('Electrics subcontractor for our jobs: Volt Brothers.', 'Volt Brothers are still finishing the Birch Close garage electrics.'),
    ('Roof tiles for Mill Lane: Marley Modern, smooth grey, 1,100 tiles.', 'The dormer cheeks are hung with the same tiles.'),
    ('Oakfield Road quote accepted at £64,000.', "The Doyles' driveway is a separate quote, £5,800."),
    ('Building control officer for Oakfield Road: Pete Jarvis.', 'Pete Jarvis is still the officer for Birch Close.'),
    ('Site rule: radios off by 5pm.', 'Site rule: no smoking within 10m of the scaffold.'),
    ("Tony's CSCS card expires March 2025.", "Jas's CSCS card expires March 2025 as well."),
    ('Brick for Oakfield: Ibstock Birtley Olde English Buff.', 'Birch Close garage in-fill is Ibstock Birtley Olde English Buff.'),
    ("Mick: I'll be off Friday for my daughter's graduation", "Mick: Shaun is off Friday too, his van's in for the MOT"),
    ('Client deposit: 10% on signing.', 'After the deposit the balance is paid in stages.'),
    ('Supplier for windows on our jobs: Brightside Glazing, contact Mel.', 'Mel is still our contact for bifolds at Folding Door Co.'),
    ('Oakfield Road drainage: 110mm pipe to the existing manhole.', 'Birch Close drainage: 110mm pipe to the existing manhole.'),
    ('The Doyles want a 3m deep extension.', "The Doyles' neighbour has a 3m deep extension already."),
    ('Site: 9 Cedar Grove - bathroom refit for Mr Owens, 2 weeks from 3 July.', "Site: 9 Cedar Grove - Mr Owens' kitchen is a separate job in the autumn."),
    ('Tony: the merchant delivery is 40 bags of cement and 2 bulk bags of sand', 'Tony: also 1 bulk bag of ballast in the same delivery'),
    ("Office: we're closed for the week between Christmas and New Year.", "Office: we're also closed on Boxing Day."),
    ('Accountant: Hemmings & Co, quarterly VAT returns.', "Hemmings & Co also do Mick's own tax return."),
    ('Lee is driving the Transit this month.', 'Lee drove the Transit last month too.'),
    ('Mill Lane steel: 203x133 UB, 4.8m long.', 'Oakfield Road steel: 203x133 UB, 4.8m as well.'),
    ("The Doyles' kitchen is being supplied by Howdens.", 'Our own showroom kitchen is Howdens.'),
    ('Scaffolder for our jobs: Up & Over Scaffolding.', 'Up & Over are still up at Mill Lane until the roof is done.'),
    ('Mrs Patel: the garage door should be white', 'Mrs Patel: the side door should be white'),
    ('Client record | name: Mr D. Owens | site: 9 Cedar Grove | balance due: £4,200', 'Client record | name: Mrs S. Owens | site: 14 Cedar Grove | balance due: £4,200'),
    ('The Birch Close garage conversion needs planning permission.', 'The Birch Close garage conversion does need building regs approval.'),
    ("Shaun's day rate: £180.", "Lee's day rate: £180."),
    ('Oakfield Road handover date: 30 August.', 'Birch Close handover: 30 August.'),
    ('Plaster for all sites from Jewson.', 'Plasterboard still comes from Jewson.'),
    ("Mick's phone: 07700 900 582", "Mick's wife's number (for emergencies): 07700 900 583"),
    ('Dormer window frames at Mill Lane: white.', 'The Velux at the front of Mill Lane is white.'),
    ('The Owens bathroom tiles: Porcelanosa, delivered to site.', 'The Owens bathroom suite is delivered to site.'),
    ("Shaun: the Doyles' bifold opening is 3.6m", "Shaun: the Doyles' side window opening is 1.2m"),
    ('Rooms decorated: 2 of 6 (living room, hall).', 'Rooms with new carpet: 2 of 6.'),
    ('Renovation budget spent so far: £31,200 of £85,000.', 'Furniture budget spent so far: £1,200 of £8,000.'),
    ('Planning application for the extension submitted to Tillbrook council on 4 Feb.', 'A separate planning application for the front porch was submitted on 4 Feb as well.'),
    ('Planning: extension application validated, neighbour consultation under way.', "The Doyles' planning consultation is also under way."),
    ('Bathroom suite delivery: order confirmed.', 'Kitchen sink order: confirmed.'),
    ('Bathroom suite delivery: dispatched from warehouse.', 'Bathroom suite delivery: a second parcel with the waste kit follows separately.'),
    ('Snag list for the kitchen: 14 items open.', 'Snag list for the bathroom: 14 items open.'),
    ('Snag list for the kitchen: 6 items open.', 'Snag list for the loft: 6 items open.'),
    ('Loft conversion: stage 1 (floor joists and steels) done.', 'Mill Lane loft: stage 1 done.'),
    ('Loft conversion: stage 2 (dormer framed and roofed) done.', 'Loft conversion: the staircase is being made off-site meanwhile.'),
    ('Extension build: foundations dug, waiting for building control.', 'Extension build: drainage trench also dug.'),
    ('Extension build: foundations passed and poured.', 'Side return: foundations passed and poured.'),
    ('Extension build: walls up to DPC level.', 'Garden wall: up to DPC level.'),
    ('Windows replaced: 3 of 11.', 'Windows measured for blinds: 3 of 11.'),
    ('Rewire progress: first fix downstairs done.', 'Rewire progress: the outside lights are quoted separately and not started.'),
    ('Radiators fitted: 5 of 9.', 'Radiator valves replaced: 5 of 9.'),
    ('Kitchen fit: day 1 of 8, old units stripped out.', "Kitchen fit: Olu's brother is here days 1 and 2."),
    ('Plastering: 3 rooms skimmed out of 7.', 'Plastering: 3 ceilings boarded.'),
    ('Payments made to Gav so far: stage 1 (£10,000).', 'Payments made to Steph so far: stage 1 (£1,000).'),
    ('Worktop template: booked.', 'Splashback template: booked.'),
    ('Party wall award: surveyor appointed for number 12.', 'Party wall award: number 16 consented without a surveyor.'),
    ('Building control: 2 of 6 inspections passed (foundations, DPC).', 'Building control: 2 of 6 inspections passed on the Mill Lane job.'),
    ('Floor tiles laid in the kitchen: about a third done.', 'Floor tiles laid in the utility: about a third done.'),
    ('Savings pot for the bathroom: £3,200 of £9,000.', 'Savings pot for the garden: £3,200 of £5,000.'),
    ('Grant for the heat pump: application submitted.', 'Grant for the loft insulation: application submitted as well.'),
    ('Sash windows restored: 1 of 4 (front bay, left).', 'Sash windows repainted: 1 of 4.'),
    ('Garden office: base laid, build slot week 32 confirmed.', 'Garden office: the shed next to it is being moved.'),
    ('Mill Lane job: 40% complete.', 'Oakfield Road job: 40% complete.'),
    ('Oakfield Road job: weeks on site 6 of 14.', 'Birch Close job: weeks on site 6 of 10.'),
    ('Tillbrook Steel order for Oakfield: fabricating.', 'Tillbrook Steel order for Birch Close: fabricating.'),
    ('Outstanding invoices from clients: £18,400.', 'Outstanding invoices from suppliers: £18,400.'),
    ('Crew A hours on Mill Lane: 310 of the 480 estimated.', 'Crew B hours on Birch Close: 310 of 400 estimated.'),
    ('Snag list at Birch Close: 9 items.', 'Snag list at Cedar Grove: 9 items.'),
    ('Kitchen order tracking: in production.', 'Utility order tracking: in production.'),
    ('Paint used on the walls so far: 6 tins.', 'Paint used on the woodwork so far: 6 tins.'),
    ("Priya: we've got 3 of the 5 quotes for the loft in", "Priya: we've got 3 of the 5 quotes for the bathroom in too"),
    ('Decluttering the loft before the build: 4 car loads to the tip so far.', 'Decluttering the garage: 4 car loads so far.'),
    ('Damp treatment: injection done, walls drying.', 'Damp treatment next door: injection done.'),
    ('Heat pump install: survey done.', 'Heat pump install: the old oil tank is being removed separately.'),
    ('Contingency left: £10,000.', 'Contingency for furniture: £10,000 (separate pot).'),
    ('Tom: roofers have done the back slope, front slope next', 'Tom: chimney pots are coming off the back slope as well'),
    ('Flooring laid: 3 rooms of 5.', 'Rugs ordered: 3 rooms of 5.'),
    ('Cedar Grove bathroom: stripped out, first fix plumbing started.', 'Cedar Grove kitchen: stripped out.'),
    ("Brook Lane Builders' order book: 4 jobs booked for next year.", "Brook Lane Builders' order book: 4 jobs finished this year."),
    ('New van fund: £6,000 of £22,000.', 'New mixer fund: £6,000 of £8,000.'),
    ('Tiling in the bathroom: walls done, floor next.', 'Tiling in the ensuite: walls done.'),
    ('Gav: about two weeks left on the extension', 'Gav: about two weeks left on the side return as well'),
    ('EPC rating: D.', "Next door's EPC rating: D."),
    ('CSCS training: Bryan has done 2 of 4 modules.', 'CSCS training: Kieran has done 2 of 4 modules.'),
    ('User prefers the builders not to start before 8am on weekdays.', 'User prefers no work at all on Sundays.'),
    ('User prefers the builders not to start before 8am on weekdays.', 'User prefers the builders to park on the street, not the drive.'),
    ('User prefers grey grout in the bathroom.', 'User prefers grey grout in the kitchen splashback.'),
    ("User doesn't want a television on the living room wall.", "User doesn't want a television in the bedroom."),
    ("User's builder is Gav from Mason & Sons.", "User's builder for the loft is a different firm, Loft Kings."),
    ('Priya: the tiler is Marco', "Priya: Marco's doing next door's bathroom"),
    ('Priya: the grout is Mapei 112', 'Priya: the grout for the kitchen is Mapei 112'),
    ("Tom: skip's paid for", "Tom: the scaffold's paid for too"),
    ('The washing machine stays in the kitchen.', 'The dishwasher stays in the kitchen.'),
    ("We're not getting a dishwasher.", "We're not getting a tumble dryer."),
    ('Downstairs loo is cancelled to save money.', 'The utility room is cancelled to save money.'),
    ('Neighbour (number 12) is objecting to the extension.', 'Number 14 is objecting to the extension.'),
    ("The joiner said the original floorboards can't be saved.", "The joiner said the original doors can't be saved."),
    ('The hall ceiling has asbestos (artex).', 'The garage roof sheets do have asbestos, a licensed firm is removing them.'),
    ('Electrician said the consumer unit is fine.', 'Electrician said the earthing is fine.'),
    ('Dariusz: I can get the tap from my supplier for £180', 'Dariusz: and the shower valve for £140'),
    ("Kitchen handover: Olu's sign-off form dated 28 March.", 'Bathroom handover form dated 28 March.'),
    ('Priya: ensuite light is warm white 3000K', 'Priya: kitchen under-cabinet lights are 3000K'),
    ("Tom: the plumber's name is Darius", 'Tom: his apprentice is called Bartek'),
    ('Bathroom is on the first floor at the back.', 'The ensuite is on the first floor at the back.'),
    ('Downstairs loo will be under the stairs.', 'Coats will go under the stairs.'),
    ('Loft headroom at the ridge: 2.3m.', 'Garage headroom at the ridge: 2.3m.'),
    ("Priya: Nina's quote is £2,800 for all the decorating", 'Priya: and Joe quoted £600 to paint the outside windows'),
    ('Planning condition: obscure glazing on the side window of the extension.', 'Planning condition: the bricks must match the existing house.'),
    ('Gas engineer: Mark, from Boilerhouse, coming Thursday to disconnect the cooker.', 'Mark is also due to service the boiler next month.'),
    ('Kitchen sink: single bowl, undermount.', 'The utility sink is a single bowl, undermount.'),
    ('Wood burner: Stovax 5kW, in the living room.', 'The garden office will have a small 4kW wood burner.'),
    ('Fitted wardrobes: 2.4m wide in bedroom 1.', 'Bedroom 2 wardrobes: 2.4m wide.'),
    ('The front garden will be gravel.', 'The side path will be gravel.'),
    ("Tom: kitchen fitter's invoice was £4,800", 'Tom: plumbing for the kitchen was £4,800 separately'),
    ('Bifold supplier: Folding Door Co, lead time 6 weeks.', 'Roof lantern supplier: Folding Door Co as well, lead time 6 weeks.'),
    ("Priya: we're keeping the original cornice in the living room", 'Priya: and the ceiling rose stays too'),
    ('The house was built in 1898, solid brick walls, no cavity.', 'The rear extension (1970s) does have cavity walls.'),
    ("Priya's dad is a retired electrician and will check Steph's work.", "Priya's dad will also help hang the wallpaper in the dining room."),
    ("Brook Lane Builders' yard is at Unit 4, Canal Street.", 'The Transit is parked at the yard overnight.'),
    ('Tom: neighbours at 16 said we can use their side passage for the skip lorry', "Tom: same offer from number 12 if the scaffold's in the way"),
    ('The loft conversion will need a fire door at the top of the stairs.', 'The kitchen door also needs to be a fire door because of the loft.'),
    ("Mick's crew always leave the site swept at 4.", 'On Fridays they also put a sheet over the stack of blocks.'),
    ('Le plombier (M. Lemaire) passe mardi a 8h pour la salle de bain du haut.', "L'electricien passe aussi mardi a 8h, pour le tableau."),  # lang: fr
    ('Le plombier (M. Lemaire) passe mardi a 8h pour la salle de bain du haut.', 'Lemaire en profite pour regarder le chauffe-eau mardi.'),  # lang: fr
    ("Devis carrelage (Carrelages Dumas) : 4 850 € TTC pour la cuisine et l'entree.", 'Autre devis carrelage, chez Alves Renovation : 5 100 € TTC.'),  # lang: fr
    ("Devis carrelage (Carrelages Dumas) : 4 850 € TTC pour la cuisine et l'entree.", 'Le devis Dumas ne comprend pas la faience de la sdb.'),  # lang: fr
    ('Couleur du salon : Tollens « Vert de gris » ref 4022.', "La chambre d'amis sera aussi en vert de gris 4022."),  # lang: fr
    ('Fenetre de la cuisine : 120 x 115 cm.', 'Fenetre de la salle de bain : 120 x 60 cm.'),  # lang: fr
    ('Fenetre de la cuisine : 120 x 115 cm.', "L'appui de fenetre de la cuisine fait 25 cm de profondeur."),  # lang: fr
    ('Claire : le cuisiniste livre les meubles le 14 mars', "Claire : l'electromenager arrive le 14 mars aussi, chez Darty"),  # lang: fr
    ('Electricien : Karim Benali, 06 12 48 93 70.', "L'apprenti de Karim s'appelle Theo."),  # lang: fr
    ('Declaration prealable pour la veranda deposee en mairie le 3 fevrier.', 'Declaration prealable pour le velux deposee le 3 fevrier aussi.'),  # lang: fr
    ("DP veranda : dossier complet, delai d'instruction un mois, fin le 10 mars.", 'DP de nos voisins pour la piscine : instruction en cours aussi.'),  # lang: fr
    ('Budget travaux depense : 18 400 € sur 60 000 €.', 'Budget meubles depense : 2 100 € sur 6 000 €.'),  # lang: fr
    ("Pieces terminees : 1 sur 5 (l'entree).", 'Pieces repeintes par nous-memes : 1 sur 5.'),  # lang: fr
    ('Reserves a la reception : 11 points.', 'Reserves de la veranda : 11 points aussi, liste separee.'),  # lang: fr
    ('Julien prefere les prises et interrupteurs blancs.', 'Julien prefere des prises exterieures grises.'),  # lang: fr
    ('Parquet chambre : chene massif, pose flottante.', 'Parquet du salon : chene massif aussi.'),  # lang: fr
    ('Parquet chambre : chene massif, pose flottante.', 'Les plinthes de la chambre seront en chene.'),  # lang: fr
    ("Maconnerie de l'ouverture salon/cuisine : entreprise Morel, semaine 12.", 'Morel refait aussi le muret du jardin en semaine 12.'),  # lang: fr
    ("Claire : le chauffagiste dit qu'il faut une PAC de 8 kW", 'Claire : et un ballon de 200 L'),  # lang: fr
    ('Livraison placo chez Point P : vendredi matin.', 'Livraison des rails et montants chez Point P vendredi matin aussi.'),  # lang: fr
    ("Le RDV avec l'architecte est le 5 avril a 14h.", 'Le RDV avec la banque pour le pret travaux est le 5 avril a 14h.'),  # lang: fr
    ('Faience sdb : metro blanc 7,5x15, 6 m².', 'Faience des WC : metro blanc 7,5x15, 2 m².'),  # lang: fr
    ('Commande cuisine Leroy Merlin, n° 450-77812.', 'Commande salle de bain Leroy Merlin, n° 450-77813.'),  # lang: fr
    ('Julien : le plaquiste vient 3 jours la semaine pro', 'Julien : le peintre passe un devis la semaine pro'),  # lang: fr
    ('Chantier veranda : dalle coulee.', 'Chantier terrasse : dalle coulee aussi.'),  # lang: fr
    ('Le WC du bas reste a sa place.', 'Le lave-mains du bas reste a sa place.'),  # lang: fr
    ('Pret des parents de Julien : 5 000 € pour la cuisine.', 'La soeur de Claire nous prete 2 000 € pour la sdb.'),  # lang: fr
    ('Menuiseries : PVC blanc, chez Tryba.', 'La porte de garage sera en PVC blanc, chez Tryba.'),  # lang: fr
    ('Menuiseries : PVC blanc, chez Tryba.', 'Le volet roulant de la baie sera gris anthracite.'),  # lang: fr
    ('Der Fliesenleger (Herr Kowalczyk) kommt am Montag um 7 Uhr ins Bad.', 'Der Elektriker kommt am Montag auch um 7, fuer die Kueche.'),  # lang: de
    ('Der Fliesenleger (Herr Kowalczyk) kommt am Montag um 7 Uhr ins Bad.', 'Kowalczyk bringt seinen Sohn mit, der hilft beim Verfugen.'),  # lang: de
    ('Angebot Malerbetrieb Krause: 6.200 € brutto fuer alle Waende im EG.', 'Zweites Angebot vom Malerbetrieb Jahn: 6.900 € brutto fuer das EG.'),  # lang: de
    ('Angebot Malerbetrieb Krause: 6.200 € brutto fuer alle Waende im EG.', 'Krause macht das OG spaeter, separates Angebot.'),  # lang: de
    ('Wohnzimmer: Wandfarbe Caparol "Sandstein 15".', 'Flur wird auch Sandstein 15.'),  # lang: de
    ('Badfenster: 80 x 100 cm.', 'Kuechenfenster: 80 x 100 cm.'),  # lang: de
    ('Baugenehmigung fuer den Anbau beim Bauamt eingereicht.', 'Bauvoranfrage fuer die Garage wurde gleichzeitig eingereicht.'),  # lang: de
    ('Baugenehmigung: Bauamt hat Unterlagen nachgefordert (Statik), ist nachgereicht.', 'Nachbar Mueller hat seine Genehmigung fuer den Carport auch bekommen.'),  # lang: de
    ('Elektriker: Firma Strom & Licht, Ansprechpartner Herr Yilmaz.', 'Herr Yilmaz macht bei uns auch die Netzwerkverkabelung, privat.'),  # lang: de
    ('Lieferung Kueche (Nobilia ueber Kuechenstudio Weber): KW 15.', 'Arbeitsplatte kommt separat vom Steinmetz, KW 15.'),  # lang: de
    ('Sanierungsbudget verbraucht: 22.000 von 70.000 €.', 'KfW-Zuschuss beantragt: 22.000 €.'),  # lang: de
    ('Raeume fertig: 1 von 7.', 'Raeume verputzt: 1 von 7 im Dachgeschoss.'),  # lang: de
    ('Maengelliste Bad: 8 Punkte offen.', 'Maengelliste Kueche: 8 Punkte offen.'),  # lang: de
    ('Anna: Heizungsbauer sagt Fussbodenheizung im ganzen EG', 'Anna: und im DG kommt auch Fussbodenheizung ins Bad'),  # lang: de
    ('Stefan moechte die Tueren in Weisslack.', 'Stefan moechte die Fenster in Weiss.'),  # lang: de
    ('Schuttcontainer steht ab Freitag vor dem Haus, Genehmigung bis zum 20.', 'Geruest steht ab Freitag auch.'),  # lang: de
    ('Parkett Wohnzimmer: Eiche Landhausdiele, 32 m².', 'Parkett Schlafzimmer: Eiche Landhausdiele, 18 m².'),  # lang: de
    ('Parkett Wohnzimmer: Eiche Landhausdiele, 32 m².', 'Parkett wird verklebt, nicht schwimmend verlegt.'),  # lang: de
    ('Trockenbauer kommt KW 12.', 'Der Estrichleger war in KW 10 da.'),  # lang: de
    ('Stefan: Angebot vom Dachdecker Hoffmann liegt bei 18.400 €', 'Stefan: Spengler kommt extra, 2.300 €'),  # lang: de
    ('Anbau: Bodenplatte gegossen.', 'Garage: Bodenplatte gegossen.'),  # lang: de
    ('Waschmaschine kommt in den Keller.', 'Trockner kommt in den Keller.'),  # lang: de
    ('Anna: Sanitaer-Termin am 3.5. um 10', 'Anna: Schornsteinfeger am 3.5. um 10'),  # lang: de
    ('Fliesen Bad: Villeroy & Boch, anthrazit, 60x60.', 'Fliesen Gaeste-WC: Villeroy & Boch, anthrazit, 60x60.'),  # lang: de
    ('Zimmermann fuer den Dachstuhl: Holzbau Schreiber.', 'Holzbau Schreiber baut uns trotzdem die Gartenhuette.'),  # lang: de
    ('Stefan ist Ansprechpartner fuer den Bauleiter.', 'Stefan ist auch Ansprechpartner fuer den Energieberater.'),  # lang: de
    ('El fontanero (Paco) viene el martes a las 9 para cambiar las tuberias del baño.', 'El electricista tambien viene el martes a las 9, para la cocina.'),  # lang: es
    ('El fontanero (Paco) viene el martes a las 9 para cambiar las tuberias del baño.', 'Paco de paso mira la cisterna del aseo el martes.'),  # lang: es
    ('Presupuesto de Reformas Soler: 23.500 € + IVA, baño y cocina.', 'Otro presupuesto, de Construcciones Marti: 24.800 € + IVA.'),  # lang: es
    ('Presupuesto de Reformas Soler: 23.500 € + IVA, baño y cocina.', 'El presupuesto de Soler no incluye los muebles de cocina.'),  # lang: es
    ('Lucia: la pintura del salon es blanco roto de Bruguer', 'Lucia: los techos si van en blanco roto de Bruguer'),  # lang: es
    ('La ventana del dormitorio principal mide 140 x 120.', 'La ventana del dormitorio pequeño tambien mide 140 x 120.'),  # lang: es
    ('Licencia de obra: solicitada en el ayuntamiento.', 'Permiso de la comunidad para el andamio: solicitado tambien.'),  # lang: es
    ('Licencia de obra: nos piden documentacion, entregada el dia 10.', 'Licencia de obra del vecino del 3º concedida tambien.'),  # lang: es
    ('Gastado de la reforma: 9.800 € de 40.000 €.', 'Gastado en muebles: 1.500 € de 5.000 €.'),  # lang: es
    ('Repasos pendientes del baño: 10.', 'Repasos pendientes de la cocina: 10.'),  # lang: es
    ('Encimera de la cocina: Silestone blanco, 2 cm.', 'La encimera del baño sera Silestone blanco, 2 cm.'),  # lang: es
    ('Encimera de la cocina: Silestone blanco, 2 cm.', 'El frente de la cocina va con el mismo material que la encimera.'),  # lang: es
    ('Andres: el albañil se llama Jose y empieza el lunes', 'Andres: su hijo Dani viene con el los primeros dias'),  # lang: es
    ('Electricista: Raul, 654 21 87 33.', 'Raul tambien pone los enchufes de la terraza.'),  # lang: es
    ('El suelo de toda la casa sera tarima laminada roble.', 'El rodapie de toda la casa sera blanco.'),  # lang: es
    ('Entrega de los azulejos: viernes por la mañana.', 'Entrega de los sanitarios: viernes por la mañana tambien.'),  # lang: es
    ('Cocina: dia 2 de 6, muebles altos montados.', 'Baño: dia 2 de 6.'),  # lang: es
    ('Lucia prefiere plato de ducha en vez de bañera.', 'Lucia prefiere grifos negros mate.'),  # lang: es
    ('La reunion de la comunidad por la obra es el jueves a las 19h.', 'El jueves a las 19h tambien viene el del gas.'),  # lang: es
    ('Puertas interiores: lacadas en blanco, 7 unidades.', 'Puertas de los armarios: lacadas en blanco.'),  # lang: es
    ('Andres: el aire acondicionado lo pone Climas Levante', 'Andres: Climas Levante nos hace tambien la revision de la caldera'),  # lang: es
    ('La caldera va en la galeria.', 'La lavadora va en la galeria.'),  # lang: es
    ('Habitaciones pintadas: 2 de 5.', 'Habitaciones con armario empotrado: 2 de 5.'),  # lang: es
    ("L'idraulico (Sergio) viene lunedi alle 8 per il bagno piccolo.", "Lunedi alle 8 viene anche l'elettricista, per la cucina."),  # lang: it
    ("L'idraulico (Sergio) viene lunedi alle 8 per il bagno piccolo.", 'Sergio lunedi porta anche il preventivo per la caldaia.'),  # lang: it
    ('Preventivo impresa Bertolini: 38.000 € + IVA per tutta la ristrutturazione.', 'Secondo preventivo, impresa Galli: 39.700 € + IVA.'),  # lang: it
    ('Preventivo impresa Bertolini: 38.000 € + IVA per tutta la ristrutturazione.', "Il preventivo Bertolini e' valido 60 giorni."),  # lang: it
    ('Colore camera da letto: Sikkens tortora chiaro.', "Anche il corridoio e' tortora chiaro."),  # lang: it
    ('Piastrelle bagno grande: gres effetto marmo 60x120, 12 mq.', 'Piastrelle bagno piccolo: gres effetto marmo 60x120, 6 mq.'),  # lang: it
    ('CILA presentata in comune dal geometra.', "La pratica per il bonus e' stata presentata dal geometra lo stesso giorno."),  # lang: it
    ('Spese ristrutturazione finora: 15.200 € su 55.000 €.', 'Spese arredamento finora: 2.000 € su 8.000 €.'),  # lang: it
    ('Stanze finite: 1 su 6.', 'Stanze con il parquet posato: 1 su 6.'),  # lang: it
    ('Elettricista: Davide Rinaldi, 347 558 2190.', "Il socio di Davide e' Marco, fa gli impianti di allarme."),  # lang: it
    ('Giulia: la cucina arriva il 10 aprile', 'Giulia: gli elettrodomestici arrivano il 10 aprile'),  # lang: it
    ('Pavimento soggiorno: parquet rovere spina di pesce.', 'Pavimento camera: parquet rovere spina di pesce.'),  # lang: it
    ("Il tecnico che segue i lavori e' l'ing. Ferri.", "L'ing. Ferri ha fatto anche il calcolo strutturale per il soppalco."),  # lang: it
    ('Lista difetti: 12 voci aperte.', 'Lista difetti del condominio per la facciata: 12 voci aperte.'),  # lang: it
    ('Luca vuole la doccia walk-in nel bagno grande.', 'Luca vuole anche il termoarredo nel bagno grande.'),  # lang: it
    ('Consegna cartongesso: giovedi mattina.', 'Consegna dei profili: giovedi mattina anche quella.'),  # lang: it
    ("Giulia: il muratore dice che la parete tra cucina e sala si puo' abbattere", 'Giulia: la parete del ripostiglio invece si abbatte'),  # lang: it
    ('Finestre: PVC bianco, Finstral.', 'Porta finestra del balcone: stessa ditta, Finstral.'),  # lang: it
    ('Cantiere: demolizioni fatte, tracce per gli impianti in corso.', 'Cantiere del vicino: demolizioni fatte.'),  # lang: it
    ('La caldaia resta quella vecchia.', 'I termosifoni restano quelli vecchi.'),  # lang: it
    ("Appuntamento con l'amministratore di condominio: martedi 18:30.", 'Martedi 18:30 anche riunione col geometra, al telefono.'),  # lang: it
    ('Luca: porte interne 6, laccate bianche', 'Luca: porta blindata a parte, grigio antracite'),  # lang: it
    ('De loodgieter (Wim) komt dinsdag om 8 uur voor de badkamer boven.', 'De elektricien komt dinsdag ook om 8 uur, voor de meterkast.'),  # lang: nl
    ('De loodgieter (Wim) komt dinsdag om 8 uur voor de badkamer boven.', 'Wim kijkt dinsdag meteen naar de lekkende kraan in de keuken.'),  # lang: nl
    ('Offerte aannemer Van Dijk Bouw: € 42.000 incl. btw voor de aanbouw.', 'Tweede offerte, Bouwbedrijf Smit: € 44.300 incl. btw.'),  # lang: nl
    ('Offerte aannemer Van Dijk Bouw: € 42.000 incl. btw voor de aanbouw.', 'De offerte van Van Dijk is exclusief de keuken.'),  # lang: nl
    ('Kleur woonkamer: Flexa "Warm Zand".', 'De gang wordt ook Warm Zand.'),  # lang: nl
    ('Omgevingsvergunning voor de dakkapel aangevraagd.', 'Vergunning voor de schutting aangevraagd, zelfde dag.'),  # lang: nl
    ('Omgevingsvergunning dakkapel: ontvankelijk, beslistermijn 8 weken.', 'De buren hebben hun vergunning voor de dakkapel ook verleend gekregen.'),  # lang: nl
    ('Uitgegeven aan de verbouwing: € 12.500 van € 50.000.', 'Uitgegeven aan meubels: € 1.800 van € 6.000.'),  # lang: nl
    ('Opleverpunten: 9 open.', 'Opleverpunten bij de buren: 9 open.'),  # lang: nl
    ('Keukenmonteur (Ahmed) plaatst de keuken op 12 april.', 'Ahmed monteert op 12 april ook de wasmachinekast.'),  # lang: nl
    ('Sanne: badkamertegels zijn 30x60 mat wit', 'Sanne: vloertegels toilet ook mat wit'),  # lang: nl
    ('Raam slaapkamer voor: 160 breed.', 'Raam slaapkamer achter: 160 breed.'),  # lang: nl
    ('Elektricien: Installatiebedrijf Peters, contact Joost.', 'Joost van Peters doet ook privé het zonnepanelen-advies voor ons.'),  # lang: nl
    ('Kamers geschilderd: 2 van 6.', 'Kamers met nieuwe vloer: 2 van 6.'),  # lang: nl
    ('Levering gipsplaten bij de bouwmarkt: vrijdagochtend.', 'Levering van het isolatiemateriaal is ook vrijdagochtend.'),  # lang: nl
    ('Thijs wil vloerverwarming op de hele begane grond.', 'Thijs wil ook een slimme thermostaat.'),  # lang: nl
    ('Dakkapel: stelling staat, oude pannen eraf.', 'Achterdak: stelling staat ook.'),  # lang: nl
    ('Sanne: schilder begint maandag', 'Sanne: de glaszetter komt maandag'),  # lang: nl
    ('Houten vloer woonkamer: eiken visgraat, 34 m².', 'Houten vloer slaapkamer: eiken visgraat, 16 m².'),  # lang: nl
    ('Keukenblad: composiet, wit.', 'Vensterbank keuken: composiet, wit.'),  # lang: nl
    ('De kozijnen worden wit.', 'De dakgoten worden wit.'),  # lang: nl
    ('Afspraak met de hypotheekadviseur over de bouwdepot: woensdag 16:00.', 'Woensdag 16:00 komt ook de tegelzetter kijken.'),  # lang: nl
    ('Hydraulik (pan Marek) przychodzi we wtorek o 8 do lazienki na gorze.', 'Elektryk tez jest we wtorek o 8, robi kuchnie.'),  # lang: pl
    ('Hydraulik (pan Marek) przychodzi we wtorek o 8 do lazienki na gorze.', 'Marek we wtorek przy okazji wymieni zawor przy pralce.'),  # lang: pl
    ('Wycena ekipy pana Zbyszka: 34 000 zl za caly remont mieszkania.', 'Druga wycena, od firmy Bud-Max: 36 000 zl.'),  # lang: pl
    ('Wycena ekipy pana Zbyszka: 34 000 zl za caly remont mieszkania.', 'Wycena Zbyszka nie obejmuje materialow.'),  # lang: pl
    ('Kolor w salonie: Dulux "szara mgla".', 'Sypialnia tez w szarej mgle.'),  # lang: pl
    ('Okno w kuchni: 120 x 150.', 'Okno w pokoju dziecka: 120 x 150.'),  # lang: pl
    ('Kasia: plytki do lazienki przychodza w piatek', 'Kasia: armatura tez w piatek'),  # lang: pl
    ('Wydane na remont: 11 200 zl z 50 000 zl.', 'Wydane na meble: 3 000 zl z 10 000 zl.'),  # lang: pl
    ('Pokoje skonczone: 1 z 4.', 'Pokoje z nowa podloga: 1 z 4.'),  # lang: pl
    ('Usterki do poprawy: 10.', 'Usterki do poprawy na klatce schodowej (wspolnota): 10.'),  # lang: pl
    ('Elektryk: Pawel, 601 344 829.', 'Pomocnik Pawla to Kuba.'),  # lang: pl
    ('Zgloszenie robot budowlanych w starostwie: zlozone.', 'Zgoda wspolnoty na wymiane okien: zlozona tez.'),  # lang: pl
    ('Tomek chce prysznic bez brodzika.', 'Tomek chce tez deszczownice.'),  # lang: pl
    ('Podloga w sypialni: panele dab naturalny.', 'Podloga w przedpokoju: panele dab naturalny.'),  # lang: pl
    ('Kuchnie montuje firma Meblex, termin 15 maja.', 'Meblex robi tez szafe w przedpokoju, 15 maja.'),  # lang: pl
    ('Kasia: ekipa zaczyna o 7', 'Kasia: w soboty koncza o 14'),  # lang: pl
    ('Kuchnia: dzien 1 z 5, stare szafki zdemontowane.', 'Lazienka: dzien 1 z 5.'),  # lang: pl
    ('Kierownik budowy: inz. Nowak.', 'Inz. Nowak robil tez u nas projekt przylacza.'),  # lang: pl
    ('Gladzie robi Zbyszek w przyszlym tygodniu.', 'Zbyszek w przyszlym tygodniu robi tez sufit podwieszany.'),  # lang: pl
    ('Tomek: wanne dajemy 170 cm', 'Tomek: w drugiej lazience wanna 170, tam jest miejsce'),  # lang: pl
    ('Dostawa styropianu na ocieplenie: sroda rano.', 'Dostawa kleju i siatki tez w srode rano.'),  # lang: pl
    ('Piec gazowy zostaje stary.', 'Grzejniki zostaja stare.'),  # lang: pl
    ('O canalizador (Sr. Manuel) vem terca as 9h para a casa de banho de cima.', 'O eletricista tambem vem terca as 9h, para a cozinha.'),  # lang: pt
    ('O canalizador (Sr. Manuel) vem terca as 9h para a casa de banho de cima.', 'O Manuel na terca tambem ve o esquentador.'),  # lang: pt
    ('Orcamento do empreiteiro (Obras Ferreira): 28.000 € + IVA.', 'Segundo orcamento, Construcoes Sousa: 29.900 € + IVA.'),  # lang: pt
    ('Orcamento do empreiteiro (Obras Ferreira): 28.000 € + IVA.', 'O orcamento Ferreira nao inclui a cozinha.'),  # lang: pt
    ('Cor da sala: branco gelo, Robbialac.', 'O corredor tambem e branco gelo.'),  # lang: pt
    ('Janela do quarto: 130 x 110.', 'Janela da cozinha: 130 x 110 tambem.'),  # lang: pt
    ('Licenca da camara para a marquise: pedido entregue.', 'Pedido de ocupacao da via publica para o andaime: entregue tambem.'),  # lang: pt
    ('Gasto nas obras: 8.700 € de 35.000 €.', 'Gasto em moveis: 1.100 € de 4.000 €.'),  # lang: pt
    ('Divisoes acabadas: 1 de 5.', 'Divisoes com soalho novo: 1 de 5.'),  # lang: pt
    ('Rita: a cozinha chega dia 8', 'Rita: os eletrodomesticos chegam dia 8'),  # lang: pt
    ('Eletricista: Nuno, 912 345 078.', 'O ajudante do Nuno e o Tiago.'),  # lang: pt
    ('Pavimento da sala: flutuante carvalho.', 'Pavimento do quarto: flutuante carvalho.'),  # lang: pt
    ('Pedro quer duche em vez de banheira.', 'Pedro quer tambem um toalheiro aquecido.'),  # lang: pt
    ('O pintor (Sr. Joaquim) comeca segunda.', 'O filho do Joaquim ajuda nos tetos.'),  # lang: pt
    ('Lista de reparacoes: 7 pontos.', 'Lista de reparacoes do condominio: 7 pontos.'),  # lang: pt
    ('Azulejo da cozinha: metro branco 10x20.', 'Azulejo da casa de banho de baixo: metro branco 10x20.'),  # lang: pt
    ('Rita: o esquentador fica na cozinha', 'Rita: a maquina de lavar fica na cozinha'),  # lang: pt
    ('Entrega do pladur: sexta de manha.', 'Entrega das tintas: sexta de manha tambem.'),  # lang: pt
    ('Obras da marquise: estrutura montada.', 'Obras do terraco: estrutura da pergola montada.'),  # lang: pt
]
