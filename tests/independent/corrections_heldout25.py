"""Twenty-fifth held-out corpus for the corrects-or-compatible decision (independent author, corrcorp25).

What it is: three lists of (OLD, NEW) pairs of memories, stored one after the other. OLD is
already stored; NEW arrives later.

- CORRECTIONS: NEW replaces OLD; OLD is no longer true, or never was.
- UPDATES: OLD was true when it was said; NEW gives a later state of the same counted or staged
  thing on a farm (ewes lambed 112 -> 187, lambs tagged, ewes in the shed -> turned out, barley
  drilled -> through -> at flag leaf -> combined, silage bales wrapped, hay cut -> rowed up ->
  baled, CSA shares sold, week 6 of 20 -> week 11 of 20, organic application -> inspection ->
  certified, cows calved, kilograms of milk solids, herd test 1 of 4 -> 3 of 4, tonnes picked,
  cider fermenting -> racked -> bottled, jars of honey, hive 9 swarm cells -> swarmed -> hived,
  a tractor at the garage -> back, a grant claim paid 1 of 3 -> 2 of 3, loan instalments).
- COMPATIBLE: both stay true. Mostly hard near-misses with the same OLD as a correction
  (371 of the 371 share their OLD with a CORRECTIONS pair).

How it was written: by hand on 2026-12-07, in one sitting of about half an hour, by a
twenty-fifth independent author (a helper session, corrcorp25) who read only the task brief, the
module docstring of the twenty-fourth corpus (tests/independent/corrections_heldout24.py,
printed with ast.get_docstring; none of its pairs) and the [tool.ruff] sections of
pyproject.toml (printed with sed). The author did not read the system's rules (zeusmem/),
docs/, any test file or any other corpus's entries, did not grep the repository, did not run
git log, did not import zeusmem and did not run the system on this corpus; nothing here was
fitted to the rules. The worktree was made with `git worktree add -q`, which printed nothing,
so no commit subject was seen. Of /work/shared/locomo-dev/ the author listed the file names
only and read none of its text. No other outside data set was opened. Slips to report: none
known. The pairs were typed by hand as plain lines grouped under their OLD in scratch files
under /tmp; a throw-away script there (not committed) only quoted them into literals, checked
that no pair repeats, none sits in two lists and no OLD equals its NEW, and counted them. A
handful of pairs were reworded by the author on a re-read before the file was written (a
history line that implied the OLD had stopped being true, a stage move first filed as a
correction, a Czech typo), which is the only editing there was.

Emphasis (chosen to differ from the earlier corpora as the twenty-fourth docstring describes
them: #24 a service desk about many customers; #23 one professional's own work; #22 casual
personal chats about health, family, money and home; #21 a team's or project's memory; #20 a
personal assistant's "User prefers ..." lines; #19 chat turns between named people; #18 agent
notes, key: value lines, JSON and diffs; earlier ones life events, mem0/LangMem/Zep formats,
HR/subscriptions, schedules): the working memory of FARMS - things about land, animals, crops,
machines, weather and seasons rather than about customers or the user. Why: on a farm the same
attribute is held by dozens of near-identical things (ewe 214 and ewe 241, paddock 17 and 19,
bed 12 and 14, hive 1 and hive 7, tank 3 and tank 4, field 7 and field 8), so the hardest
near-miss is the neighbouring animal's or field's own value and a common real correction is a
misread ear tag or a mixed-up map; many numbers come with units that farmers switch between
(acres and hectares, °F and °C, kg and lb, litres and gallons, 75 cl and 750 ml, mazsa and
hold, kaban of 50 kilos); a farm's facts come from several voices who overrule each other (the
vet, the scanner man, the agronomist, the lab, the kill sheet, the certifier, the council, a
farmhand texting from the field); and the year turns in stages (tupping, scanning, lambing,
shearing, drilling, harvest, pressing, fermenting), which gives the updates, while a plan moved
by the weather gives corrections of dates. The text forms differ from #18-#24 too: field voice
notes in lower case with fillers ("uh no scratch that, Gethin moved the Suffolk ram", "ok so I
had it wrong", "nah, paddock 17 is the chicory"), terse tallies ("Lambing tally: 112 ewes
lambed so far", "Field 7: spring barley, drilled 12 March, Propino"), a partial fix of one
field of such a record ("Field 7 record fix: variety is Laureate, not Propino. Date and crop
are right"), relayed corrections ("Tama texted: not that one, the other heifer, the one with
the torn ear tag"; "Rhys corrected Gethin"; "Lowri had the ewe lambs' figure"), corrections by
reference ("No, the other one", "Ne, ten druhý", "Nu, nu ăla", "Hindi, yung isa", "Nej, det
var den anden mark"), implicit corrections where the new state simply replaces the old one
without saying so ("Moved the hens into the barn for the bird flu housing order", "The F-250
died, the farm truck is Mira's old Tacoma now"), negations turned over ("We don't do pedigree
registrations" -> "We've started registering the Beltex ewes"; "Hive 5 is queenless" -> "False
alarm"; "Mansikki on tiine" -> "Mansikki ei olekaan tiine"), digit swaps (420 -> 240 cows, 168 ->
186 percent, 41877 -> 41787, 00214 -> 00241, 0147 -> 0174, 35 -> 53 hectares, 64 -> 46 goats,
350 -> 305 sheep, 88 -> 68, 310 -> 301, 402 -> 420) and a diagnosis redefined by an expert
(foot rot -> scald, flea beetles -> cabbage aphids, canker -> woolly aphid, lisztharmat ->
peronoszpóra, tungro -> nitrogen deficiency, psyllid -> zinc deficiency, mosca -> repilo).

Settings. English: a hill sheep farm in mid-Wales (Pen-y-Bryn in all but name: Gethin, Rhys,
Lowri; Builth market, Dunbia, Brecon Vets, the Royal Welsh), a Vermont market garden with a CSA
(Hollow Creek: Mira, Dani, Carlos; high tunnel beds, the farm stand, the farmers market, VOF
certification, USDA grant), a Waikato dairy (Ridgeline: Aroha, Tama, Hemi; paddocks, run-off,
Fonterra / Open Country, LIC, palm kernel, bores) and a Herefordshire cider orchard with bees
(Kettle Orchard: Tom, Owen, Nia; Dabinett, Bramley, hives, pressing, honey at the gate). In the
other languages one farm each: a goat dairy in South Bohemia (cs), a summer sheep fold in
Maramureș (ro), a Tokaj vineyard (hu), an Ostrobothnian dairy farm with a milking robot (fi),
an organic vegetable-box farm in Jutland (da), a rice farm in Nueva Ecija (tl), an olive and
wine estate in the Priorat (ca) and a pistachio orchard in Rafsanjan (fa), each with local
names, money (koruny, lei, forint, euros, kroner, piso, toman), buyers and institutions (Valio
and Arla, Aarstiderne, NFA and the cooperative, APIA, the DA technician, Cornudella
cooperative, the Jihad agriculture expert, Grand Tokaj) and habits (burduf cheese, stâna moving
down for winter, aszú by the bottle, kaban of palay, garrafa of oil, kuliglig).

Labelling decisions on open questions (the author's own judgment):
- A standing fact about a thing (an animal's breed, tag or parentage, a field's crop or
  variety this season, a size or area, a tank's volume) that was recorded wrong is a CORRECTION;
  the same value restated in other units, or with more detail inside it, is COMPATIBLE.
- A standing arrangement changed going forward (a buyer, supplier, contractor, vet, worker,
  machine, price, milking frequency, opening hour, feed rate, cold-store temperature) is a
  CORRECTION; a one-off exception (one holiday, one extra order, one event) is COMPATIBLE.
- Where something is kept, moved outside the farm's calendar (the ram to another field, the
  hens into the barn, the energiser to the shed wall, a water source switched), is a
  CORRECTION; a move that is the next stage of the yearly cycle (ewes from the lambing shed to
  the field, the cows from the winter run-off back for calving, the sheep down from the fold
  for winter) is an UPDATE.
- A crop, animal, batch, repair, grant or application moving along its stages, and a running
  tally moving (ewes lambed, bales, litres, kilograms, jars, bottles, shares, instalments), are
  UPDATES. A date moved by weather or a contractor, and a plan called off, are CORRECTIONS, as
  is a state that simply ended (a flat tyre fixed, an animal sold or dead, a pond run dry).
- A fact filed on the wrong animal, field, hive, tank, person or farm is a CORRECTION even when
  true of the other one; the other one's own value said separately is COMPATIBLE.
- An expert's revised finding (diagnosis, pest, lab result, scan, soil test) is a CORRECTION.
- History ("used to", "last year", "in 2019"), a plan for next year, and a change considered
  but not made sit next to the present fact and are COMPATIBLE; history lines were checked so
  that none implies the present fact has stopped.

Languages: English plus eight languages that none of #22, #23 and #24 used (they used es, de,
ja, ru, ko, fr, pl, tr, zh, vi, ar, hi, sw, pt, it, nl, uk, el, he, id, th, sv): Czech (cs),
Romanian (ro), Hungarian (hu), Finnish (fi), Danish (da), Tagalog (tl), Catalan (ca) and Persian
(fa). Within a pair both statements share a language. Every non-English pair carries a
``# lang: xx`` comment (ISO 639-1) on its line; untagged pairs are English. The non-English
pairs were written by the author, not by native speakers, in a plain note register; some
phrasing will read as a learner's and local farm terms may be imprecise.

Counts (719 pairs, 225 not in English):
- CORRECTIONS: 251 pairs, 155 English, 96 other: cs 12, ro 12, hu 12, fi 12, da 12, tl 12, ca 12, fa 12.
- UPDATES: 97 pairs, 65 English, 32 other: cs 4, ro 4, hu 4, fi 4, da 4, tl 4, ca 4, fa 4.
- COMPATIBLE: 371 pairs, 274 English, 97 other: cs 12, ro 12, hu 13, fi 12, da 12, tl 12, ca 12, fa 12.

Honest limits: one author, one sitting, no second annotator, so the labels are one reader's
judgment; the line between a moved location (CORRECTION) and a seasonal stage (UPDATE) is a
convention stated above and another author could draw it elsewhere; the compatible lists lean
on a few recurring devices (the neighbour's or next animal's value, units, "last year",
"and also") and a system that learned those devices could look better here than in the wild;
the farms are invented and the register of the notes is the author's idea of how farmers
write, not collected text; non-English pairs are fewer per language (about 28 each) than the
English ones, so per-language scores will be noisy.
"""

from typing import List, Tuple

# NEW replaces OLD: OLD is no longer true, or never was.
CORRECTIONS: List[Tuple[str, str]] = [
    ("Ewe 214 had twins on Tuesday, both ram lambs.", "Correction: ewe 214 had a single ram lamb, the twins were 241's."),
    ("The Suffolk ram is in the top paddock with the shearlings.", "uh no scratch that, Gethin moved the Suffolk ram down to the river field this morning"),
    ("Top paddock is 12 acres.", "Measured it properly with the GPS, the top paddock is 9.6 acres, not 12."),
    ("Feed merchant for the ewe nuts is Morgan Agri in Builth.", "We've moved the ewe nuts order to Tanat Feeds, Morgan Agri put the price up again."),
    ("Shearing is booked for June 14 with the Powell brothers.", "Powells rang, shearing is now June 21, the 14th clashes with the Royal Welsh prep."),
    ("The vet thinks the lame ewes have foot rot.", "Vet came back: it's scald, not foot rot, so footbath and no jabs."),
    ("Lambing starts March 28 this year.", "No, the raddle marks say lambing starts March 21, a week earlier than I wrote."),
    ("Ear tag UK0 712345 00214 is ewe 214.", "Typo in my note: 214's tag is UK0 712345 00241, not 00214."),
    ("We sell the store lambs through Builth Wells market.", "From this autumn the store lambs go straight to Dunbia on contract, not through Builth."),
    ("Gethin does the morning feed round.", "Gethin's off with his back for the foreseeable, Rhys does the morning feed round now."),
    ("The quad bike is a Honda TRX 420.", "Checked the log book, the quad is a Honda TRX 500, not 420."),
    ("The sheepdog is called Fly.", "Fly is the old bitch who died last year, the working dog now is called Meg."),
    ("Worming is with Cydectin this autumn.", "Faecal egg count came back, the vet switched us to Zolvix instead of Cydectin."),
    ("The ram lambs are 38 kg on average.", "Scale was reading 4 kg heavy, real average is 34 kg."),
    ("Silage is being cut on the bottom meadow next week.", "Silage on the bottom meadow is off, the contractor can't come till July, so we'll do hay instead."),
    ("The mains water for the sheds comes from the spring tank.", "Spring tank ran dry in August, the sheds are on the Welsh Water mains now."),
    ("The hill grazing rent is £45 an acre.", "Landlord wrote, hill grazing rent goes to £52 an acre from Lady Day."),
    ("The grey Welsh cob is called Seren.", "Sorry, Seren is the bay mare, the grey cob is Gwyn."),
    ("Hollow Creek CSA pickup is Thursdays 3 to 7 at the barn.", "CSA pickup moved to Wednesdays 3 to 7, Thursdays we're at the farmers market now."),
    ("Bed 14 in the high tunnel is Sungold tomatoes.", "No wait, bed 14 is the Cherokee Purples, the Sungolds are in bed 12."),
    ("We have 180 CSA shares this season.", "Mira recounted the sign-ups, it's 168 shares, a dozen were duplicates."),
    ("The walk-in cooler is set to 38°F.", "Mira turned the walk-in down to 34°F for the greens."),
    ("Our seed order goes to Johnny's.", "We switched the seed order to High Mowing this year, Johnny's was out of half the list."),
    ("Carlos is the field crew lead.", "Carlos left for his own farm in Maine, Dani is the field crew lead now."),
    ("Garlic goes in the ground on October 20.", "Ground was too wet, the garlic went in on November 2 instead."),
    ("The farmers market booth fee is $40 a week.", "Market raised the booth fee to $55 a week starting in May."),
    ("The flea beetles are on the kale.", "Dani says it's not flea beetles on the kale, it's cabbage aphids."),
    ("Irrigation for the east field runs off the pond pump.", "Pond pump burned out, the east field is on the well now until we replace it."),
    ("Egg price at the farm stand is $6 a dozen.", "Egg price at the stand is now $7 a dozen, feed went up."),
    ("The tractor is the Kubota L3301.", "The L3301 went back to the dealer, we're running the Kioti CK2610 now."),
    ("Mira's allergic to bee stings.", "Correction: it's Dani who's allergic to bee stings, Mira's fine."),
    ("The certifier is Vermont Organic Farmers, inspection in August.", "Inspection got moved up to July 18, VOF had a cancellation."),
    ("Ridgeline milks 420 cows.", "ok so I had it wrong, it's 240 cows at Ridgeline, not 420, I flipped the digits"),
    ("Milking is twice a day at 5 a.m. and 3 p.m.", "We've gone to once-a-day milking at 6 a.m. for the rest of the season."),
    ("The milk goes to Fonterra.", "We signed with Open Country this season, Fonterra isn't collecting from us any more."),
    ("Paddock 17 is in turnips.", "Nah, paddock 17 is the chicory, the turnips are in paddock 19."),
    ("Cow 382 has mastitis in the left back quarter.", "Vet had a look, 382's mastitis is in the right back quarter, left back is fine."),
    ("The farm's dairy company supplier number is 41877.", "Supplier number is 41787, the 41877 on the form was a typo."),
    ("Hemi is the relief milker on weekends.", "Hemi's gone to Australia, Tama's doing the weekend relief milking now."),
    ("Calving starts July 20.", "Scanning says calving starts July 12, the early ones got in calf in the first round."),
    ("The herd is mostly Friesian.", "Looked at the herd records, the herd is mostly crossbred KiwiCross, not Friesian."),
    ("Palm kernel is fed at 2 kg per cow per day.", "Cut the palm kernel back to 1 kg per cow, the fat evaluation came back grade C."),
    ("The effluent pond is emptied every spring.", "Council says the effluent pond has to be emptied every autumn as well now."),
    ("The vet clinic is VetEnt Te Awamutu.", "Switched to Anexa in Morrinsville, VetEnt couldn't do after-hours callouts."),
    ("Kettle Orchard has 14 beehives in the walnut corner.", "Moved six of the hives to the Bramley block for pollination, so the walnut corner has eight now."),
    ("The cider apples are pressed at Westons.", "Westons stopped taking small lots, we press at Ross-on-Wye Cider now."),
    ("The Dabinett trees are in the lower orchard.", "I had the blocks mixed up: the Dabinetts are in the upper orchard, the lower one is Kingston Black."),
    ("Queen in hive 3 is a yellow-marked 2024 queen.", "Hive 3 superseded, the queen in there now is unmarked."),
    ("The honey sells at £9 a jar at the gate.", "Honey at the gate is £10 a jar now, jars went up."),
    ("We spray the scab programme with Mr Hughes's sprayer.", "Hughes sold his sprayer, Tom Pritchard's doing the scab sprays now with his own kit."),
    ("The orchard has a varroa problem in hive 7.", "Sorry, the varroa problem is hive 1, hive 7 was the chalkbrood."),
    ("Picking starts the last week of September.", "Picking starts October 6 this year, the Brix is too low for September."),
    ("Nia is doing the honey extraction.", "Nia can't now, her grandmother's ill, Owen's doing the honey extraction."),
    ("Ewe 310 is lame on her front left.", "Rhys says it's 301 that's lame, not 310, he misread her tag."),
    ("the hoggs are on the mountain till November", "uh actually we brought the hoggs down early, weather turned, they're in the long field"),
    ("The electric fence energiser is on the gatepost by the river field.", "Energiser's been moved to the shed wall, the gatepost kept flooding."),
    ("Rhys is paid £13 an hour.", "From April Rhys is on £14.50 an hour."),
    ("We buy straw from Colin at Llanelwedd.", "Colin's stopped baling, we're buying straw from Trefor at Erwood now."),
    ("The sheep dip date is September 9.", "The mobile dipper cancelled the 9th, dipping is now September 16."),
    ("Haylage costs £38 a bale delivered.", "Haylage is £42 a bale now, delivery charge got added."),
    ("The heifer with the white blaze is due to calve on the 3rd.", "Tama texted: not that one, the other heifer, the one with the torn ear tag, is due on the 3rd. Blaze isn't due till the 20th."),
    ("The blue gate on the lane is padlocked, code 4417.", "Changed the padlock code on the blue gate to 7741 after the quad theft up the valley."),
    ("Ewe 227 and her lambs are in the hospital pen.", "227 and lambs went back out to the river field this afternoon, all fine."),
    ("The chickens are in the orchard ark.", "Moved the hens into the barn for the bird flu housing order."),
    ("Jersey cow Daisy gives 18 litres a day.", "Daisy's down to 11 litres a day, she's late in her lactation and we're drying her off soon."),
    ("The chicken feed is layers pellets from Allen & Page.", "We switched the hens to Smallholder Range layers mash, Allen & Page got discontinued at the shop."),
    ("The contractor for muck spreading is Dai Lewis.", "Dai Lewis retired, we use Evans Contracting for the muck spreading now."),
    ("The farm's CPH number is 52/123/0456.", "CPH on the letter from Rural Payments is 52/123/0465, I had the last digits swapped."),
    ("Ewe 198 is a Welsh Mule.", "198 is a Texel cross, I looked at the wrong line in the flock book."),
    ("The hay shed holds 600 small bales.", "The hay shed holds 450 small bales, I counted the bays again."),
    ("The baler is the New Holland BR6090.", "Sold the New Holland baler, we're on a Claas Rollant 250 now."),
    ("Tom says the old Bramley by the gate has canker.", "Tom had another look, the Bramley by the gate hasn't got canker, it's just woolly aphid."),
    ("The apple juice is bottled in 75 cl bottles.", "We've moved the juice to 1 litre bottles, the shops wanted a bigger size."),
    ("The shop that takes our juice is Hay Deli.", "Hay Deli closed, Ludlow Food Centre takes the juice now."),
    ("Spraying is done on Tuesdays.", "We've moved spraying to Thursdays, the bees are out on the Tuesdays in the Bramleys."),
    ("Kettle Orchard's cider is 6.5 percent.", "Lab result came back, the cider is 5.8 percent, not 6.5."),
    ("The farm stand is open 8 to 6 every day.", "Farm stand hours are now 9 to 5, Mira can't staff it longer."),
    ("Dani's planting the fall brassicas in field C.", "Change of plan, the fall brassicas are going in field A, field C is waterlogged."),
    ("The CSA newsletter goes out on Mondays.", "Newsletter goes out Tuesdays now, we wait for the harvest list."),
    ("Hollow Creek's farm truck is the 2009 F-250.", "The F-250 died, the farm truck is Mira's old Tacoma now."),
    ("The garlic is Music and German White.", "We dropped the German White, it's all Music and Chesnok Red now."),
    ("The high tunnel heater is set to 40°F at night.", "We turned the tunnel heater down to 35°F at night, propane is too dear."),
    ("Soil test on the north field says pH 5.8.", "UVM redid the north field test, pH is 6.2, the first sample was from the wet corner."),
    ("The farm's insurance is with Co-operative Insurance.", "We moved the farm insurance to Vermont Mutual at renewal."),
    ("The nitrogen rate on paddock 9 is 30 kg N per hectare.", "The consultant said cut paddock 9 back to 20 kg N per hectare, it's near the stream."),
    ("The calves are on whole milk.", "Calves went onto milk powder this week, the whole milk's going in the vat."),
    ("Cow 517 is dry.", "517's not dry, she calved early last night, heifer calf."),
    ("The herd test is with LIC.", "Herd testing's moved to CRV this year, LIC couldn't do our dates."),
    ("The run-off block is 60 hectares.", "Run-off is 56 hectares, we leased four hectares to the neighbour."),
    ("The shed manager is Aroha.", "Aroha's moved up to farm manager, Tama runs the shed now."),
    ("Water troughs in paddocks 1 to 20 are fed from bore 2.", "We switched paddocks 1 to 20 onto bore 1 after bore 2 went salty."),
    ("The bull is a Hereford called Trev.", "Trev got sold at the Frankton sale, the bull's an Angus called Ringo now."),
    ("Our milk price this season is $8.40 a kilo of milk solids.", "Open Country is paying us $8.10 a kilo of milk solids, not 8.40, I was looking at Fonterra's forecast."),
    ("Bees get fed 2:1 syrup in October.", "We stopped syrup, the bees get fondant in October now, less robbing."),
    ("The extractor is a 9-frame radial.", "Sold the 9-frame, we've got a 20-frame electric radial now."),
    ("The spray contractor charges £30 an acre.", "Tom's charging £35 an acre from this season."),
    ("Hive 5 is queenless.", "False alarm, hive 5 isn't queenless, Owen found her and eggs today."),
    ("We planted 40 new Dabinett trees this winter.", "It was 40 trees total but only 24 were Dabinett, the other 16 were Harry Masters Jersey."),
    ("The orchard grass is cut by Bryn's sheep in winter.", "Bryn's not bringing his sheep any more, we topped the orchard with the mower this year."),
    ("The pressed pulp goes to Gethin's pigs.", "Gethin stopped the pigs, the pulp goes to the digester at Leominster now."),
    ("The pig weaners are booked from Glyn for May 2.", "Glyn's sow farrowed late, the weaners come May 16 instead."),
    ("Mira lives in the farmhouse.", "Mira moved to an apartment in town in June, the farmhouse is empty."),
    ("Carlos's phone number is 802-555-0147.", "Carlos has a new number, 802-555-0174."),
    ("Dani starts at 6 a.m. on harvest days.", "Dani's starting at 5:30 on harvest days now, it's too hot by ten."),
    ("The CSA box is $600 for a full share.", "Full share is $650 this season."),
    ("The ram harness crayon is red for the first cycle.", "Changed the crayon to blue for the first cycle, the red doesn't show on the Mules."),
    ("Field 7: spring barley, drilled 12 March, Propino.", "Field 7 record fix: variety is Laureate, not Propino. Date and crop are right."),
    ("Field 4 is down to permanent pasture.", "We ploughed field 4 out in September, it's in winter wheat now."),
    ("The lambing shed has 40 individual pens.", "Rhys built more hurdles, the lambing shed has 52 pens now."),
    ("The fertiliser is 20-10-10 from Origin.", "Switched to 25-5-5 with sulphur this year, on the agronomist's advice."),
    ("Gethin says the tup with the broken horn is Suffolk.", "Rhys corrected Gethin: the tup with the broken horn is the Beltex, not the Suffolk."),
    ("Ewes are scanned on January 12.", "Scanner man had to move us, ewes are scanned January 19 now."),
    ("Scanning result: 168 percent.", "Scanner sent the sheet, it's 186 percent, I wrote the digits the wrong way round."),
    ("The farm vet is Rob at Brecon Vets.", "Rob's left Brecon Vets, we see Sian there now."),
    ("The horse box is a 3.5 tonne Ifor Williams.", "The horse box is a 2.7 tonne Ifor Williams trailer, not a lorry, I got the model wrong."),
    ("We don't do pedigree registrations.", "We've started registering the Beltex ewes with the breed society this year."),
    ("Milking shed is a 30-aside herringbone.", "It's a 24-aside herringbone, I was thinking of the Matamata shed."),
    ("The farm's fire assembly point is the tanker pad.", "Fire assembly point got moved to the front gate, the tanker pad's in the way of the truck."),
    ("The house cow is milked by hand.", "Aroha bought a bucket milker, the house cow isn't hand milked any more."),
    ("Feed wagon drivers are Tama and Hemi.", "Hemi's gone, so it's Tama and Wiremu driving the feed wagon."),
    ("Paddock 4 had a lot of ragwort.", "Paddock 4 was fine, the ragwort was in paddock 14, I mixed up the map."),
    ("The drench for the calves is Matrix.", "Vet switched the calf drench to Alliance, there's resistance to Matrix on the run-off."),
    ("We use Bearing for the autumn calving.", "We don't autumn calve any more, the whole herd's spring calving since this year."),
    ("Kettle Orchard's juice is pasteurised at 72°C.", "Environmental health told us 72 wasn't enough for the bottles, we pasteurise at 75°C now."),
    ("Hive 2 is on the brood and a half.", "Owen took the half off, hive 2 is on a single brood box now."),
    ("We get the jars from Thornes.", "Thornes jars got too dear, we buy from Bees & Jars Direct now."),
    ("The mower between the rows is the Kubota ZD.", "The ZD's gone for scrap, we mow the rows with the Spearhead flail now."),
    ("The orchard lease from the Church Commissioners runs to 2030.", "The lease actually runs to 2028, I read the renewal clause as the end date."),
    ("Owen's the beekeeper for the orchard hives.", "Owen's moved to Devon, Nia's doing the orchard hives on her own now."),
    ("The cold store is at 2 degrees.", "Turned the cold store up to 3.5 degrees, the Bramleys were getting low temperature breakdown."),
    ("the Kioti has a flat on the back left", "Dani fixed the Kioti's flat this morning, it's good"),
    ("the blue tarp covers the onion crates", "onion crates are uncovered now, we moved them into the barn, tarp's on the squash"),
    ("Kate from the co-op buys our salad mix.", "Kate stopped buying salad mix, the co-op gets it from a bigger grower now."),
    ("The compost comes from Green Mountain Compost.", "We make our own compost now, stopped buying from Green Mountain."),
    ("The well pump is on the barn circuit.", "Electrician moved the well pump to its own circuit last week."),
    ("The winter squash is in the greenhouse to cure.", "Correction: the winter squash is curing in the barn loft, not the greenhouse, the greenhouse is full of seedlings."),
    ("Market booth is number 23.", "Market moved us to booth 31 by the entrance."),
    ("Dani's not allergic to anything.", "Dani found out she's allergic to bee stings, EpiPen in her bag."),
    ("The pigs get whey from the cheese plant.", "Cheese plant sold their whey to a biogas outfit, the pigs get barley meal now."),
    ("We don't irrigate the pumpkins.", "We ran drip on the pumpkins this summer, it was too dry not to."),
    ("The farm's Instagram is run by Mira.", "Dani's taken over the Instagram."),
    ("Gethin's wife Lowri does the farm books.", "Lowri's passed the books to an accountant in Builth, Hywel Davies."),
    ("The wool goes to British Wool at Brecon.", "We're selling the wool direct to a spinner in Hay this year, not British Wool."),
    ("The ewes get 0.5 kg of nuts a day before lambing.", "Rhys upped the ewes to 0.75 kg of nuts a day, the grass is poor."),
    ("Ewe 155 lost her lamb.", "155's lamb turned up in the next field with a stray, he's fine and back on her."),
    ("The tup sale at Llandovery is on October 3.", "Llandovery tup sale moved to October 10, the mart's being resurfaced."),
    ("The lambs' creep feed is Lamb Start.", "We took the lambs off creep feed, they're on grass alone now."),
    ("Aroha's dog Pip works the cows.", "Pip's retired, Aroha's new pup Sky works the cows now."),
    ("The vat holds 18,000 litres.", "The vat holds 15,000 litres, the 18,000 is the new one we're ordering."),
    ("Lowri says the ram lambs went to Dunbia at 21 kg deadweight.", "Dunbia's kill sheet says 19.5 kg deadweight average, Lowri had the ewe lambs' figure."),
    ("The sprayer tank is 600 litres.", "Tom says his new sprayer's tank is 1,000 litres, the 600 was the old one."),
    ("The apple trees in the top row are all Bramleys.", "Not all of them: the last four in the top row are Howgate Wonder."),
    ("Aroha's the one who does the AB.", "We've got the LIC technician doing the AB now, Aroha doesn't do it any more."),
    ("The ewes are on the long field.", "Gethin shifted the ewes to the bottom meadow after lunch, the long field's bare."),
    ("Ewe 402's due to lamb first.", "Not 402, it's 420 that's due first, she's bagged up already."),
    ("Koza Bělka má dvojčata, obě kozlíci.", "Oprava: Bělka má jen jednoho kozlíka, dvojčata má Micka."),  # lang: cs
    ("Sýry prodáváme každou sobotu na trhu v Českém Krumlově.", "Od května už do Krumlova nejezdíme, sýry prodáváme v sobotu na trhu v Táboře."),  # lang: cs
    ("Seno nám vozí pan Novák z Chvalšin.", "Novák skončil, seno teď bereme od družstva v Křemži."),  # lang: cs
    ("Dojí se v šest ráno a v šest večer.", "Jana říkala, že od listopadu dojíme jen jednou denně, v sedm ráno."),  # lang: cs
    ("Kozel Arnošt je v horním výběhu.", "Ne, ten druhý – Arnošt je ve stáji, v horním výběhu je mladý kozel Bobík."),  # lang: cs
    ("Kilo kozího sýra stojí 480 korun.", "Od ledna je kilo kozího sýra za 520 korun."),  # lang: cs
    ("Veterinář je MVDr. Kučera z Kaplice.", "Kučera už k nám nejezdí, teď máme MVDr. Hanu Malou z Českých Budějovic."),  # lang: cs
    ("Na farmě máme 64 koz.", "Přepočítala jsem to podle ušních známek, je jich 46, ne 64."),  # lang: cs
    ("Kůzlata se budou odstavovat 15. května.", "Odstav jsme posunuli na 29. května, kůzlata jsou ještě malá."),  # lang: cs
    ("Mlékárna Olešnice od nás bere mléko.", "Olešnice od nás mléko už nebere, všechno zpracujeme na sýr sami."),  # lang: cs
    ("Petr dělá ranní krmení.", "Petr od nás odešel, ranní krmení teď dělá Tomáš."),  # lang: cs
    ("Bělka kulhá na levou přední.", "Veterinářka říkala, že Bělka kulhá na pravou přední, levá je v pořádku."),  # lang: cs
    ("Stâna e sus pe Gutâi până la 1 octombrie.", "Am coborât oile mai devreme, pe 15 septembrie, a nins sus pe Gutâi."),  # lang: ro
    ("Brânza de burduf o vindem cu 45 de lei kilogramul.", "De la Paști brânza de burduf e 52 de lei kilogramul."),  # lang: ro
    ("Ciobanul de la stână este nea Vasile.", "Nea Vasile s-a lăsat de stână, acum ciobanul e Ionuț, nepotul lui."),  # lang: ro
    ("Avem 350 de oi.", "Am numărat la tuns, sunt 305 oi, nu 350."),  # lang: ro
    ("Câinele cel mare, Lupu, păzește stâna.", "Lupu a murit în iarnă, acum stâna o păzește Ursu."),  # lang: ro
    ("Tunsul e pe 20 mai.", "Am mutat tunsul pe 27 mai, a plouat toată săptămâna."),  # lang: ro
    ("Lâna o ia cooperativa din Sighet.", "Cooperativa nu mai ia lână, anul ăsta o dăm la un om din Baia Mare."),  # lang: ro
    ("Mulgem de trei ori pe zi.", "Nu mai mulgem de trei ori, de la 1 iulie doar de două ori pe zi."),  # lang: ro
    ("Berbecul cel negru e în strunga mică.", "Nu, nu ăla, berbecul cu coarne rupte e în strunga mică; cel negru e cu turma."),  # lang: ro
    ("Medicul veterinar vine din Vadu Izei.", "Acum vine doamna doctor Pop din Sighet, cel din Vadu Izei s-a pensionat."),  # lang: ro
    ("Oaia 88 șchiopătează pe piciorul din spate.", "Ionuț zice că e oaia 68 care șchiopătează, nu 88."),  # lang: ro
    ("Tractorul e un U650.", "U650 l-am vândut, acum avem un Belarus 82."),  # lang: ro
    ("A Szarvas-dűlőben furmint van.", "Bocs, elnéztem a térképet: a Szarvas-dűlő hárslevelű, a furmint a Betsek-dűlőben van."),  # lang: hu
    ("A szüret október 5-én kezdődik.", "Az idei szüret október 12-én kezdődik, a cukorfok még kevés."),  # lang: hu
    ("A szőlőt a Grand Tokaj veszi át.", "Idén nem a Grand Tokajnak adjuk, magunk palackozunk."),  # lang: hu
    ("Egy palack aszú 9000 forint a pincénél.", "Január óta 11 000 forint egy palack aszú a pincénél."),  # lang: hu
    ("A permetezést Laci végzi.", "Laci elment Ausztriába dolgozni, most Gábor permetez."),  # lang: hu
    ("A birtok 6 hektár.", "Utánanéztem a tulajdoni lapon: a birtok 4,6 hektár, nem 6."),  # lang: hu
    ("A pince hőmérséklete 12 fok.", "Szóltak, hogy 12 fok túl meleg, levittük 10 fokra."),  # lang: hu
    ("A 3-as tartályban az idei hárslevelű erjed.", "Nem, az a 4-es tartály; a 3-asban a tavalyi furmint van."),  # lang: hu
    ("A kóstolóterem szombatonként 10 és 18 óra között van nyitva.", "Mostantól a kóstolóterem szombaton 12 és 20 óra között van nyitva."),  # lang: hu
    ("Az oltványokat a Tokaji Kertészet szállítja.", "A Tokaji Kertészet bezárt, most Mádról hozzuk az oltványokat."),  # lang: hu
    ("Lisztharmat van a Betsek-dűlőben.", "A növényvédős szerint ez nem lisztharmat, hanem peronoszpóra."),  # lang: hu
    ("A traktor egy MTZ-50.", "Az MTZ-t eladtuk, most egy Antonio Carraro keskenynyomtávú traktorunk van."),  # lang: hu
    ("Maito menee Valiolle.", "Vaihdettiin Arlaan vuodenvaihteessa, Valio ei enää hae meiltä maitoa."),  # lang: fi
    ("Tilalla on 58 lypsylehmää.", "Laskin uudestaan, lypsylehmiä on 52, kuusi on jo umpeutettu ja pois lypsystä."),  # lang: fi
    ("Lypsyrobotti on DeLaval.", "Robotti vaihdettiin kesällä, nyt meillä on Lely Astronaut."),  # lang: fi
    ("Eläinlääkäri on Hannu Seinäjoelta.", "Hannu jäi eläkkeelle, nyt käy Riikka Kauhavalta."),  # lang: fi
    ("Sonni Aatu on erillään pihatossa.", "Aatu myytiin teuraaksi viime viikolla, pihatossa ei ole sonnia."),  # lang: fi
    ("Säilörehu tehdään kesäkuun puolivälissä.", "Ensimmäinen sato tehdäänkin vasta juhannuksen jälkeen, kevät oli myöhässä."),  # lang: fi
    ("Lehmä Mansikki on tiine.", "Tiineystarkastus: Mansikki ei olekaan tiine, siemennetään uudestaan."),  # lang: fi
    ("Maidon hinta on 52 senttiä litralta.", "Arla maksaa 49 senttiä litralta, 52 oli Valion hinta."),  # lang: fi
    ("Urakoitsija Jussi tekee puinnit.", "Jussi lopetti urakoinnin, puinnit tekee nyt Mäkelän Pekka."),  # lang: fi
    ("Lehmät ovat laitumella kesäkuun alusta.", "Lehmät päästettiinkin laitumelle vasta 12. kesäkuuta, oli liian märkää."),  # lang: fi
    ("Tila on 90 hehtaaria.", "Tarkistin lohkorekisteristä: tila on 85 hehtaaria, ei 90."),  # lang: fi
    ("Ilona hoitaa vasikat.", "Ilona muutti Ouluun, vasikat hoitaa nyt Sanna."),  # lang: fi
    ("Grøntsagskasserne pakkes om torsdagen.", "Vi pakker kasserne om onsdagen nu, fragtmanden kommer torsdag morgen."),  # lang: da
    ("Gulerødderne står på mark 3.", "Nej, det var den anden mark: gulerødderne står på mark 5, på mark 3 er der porrer."),  # lang: da
    ("En kasse koster 225 kroner.", "Fra 1. marts koster en kasse 245 kroner."),  # lang: da
    ("Mikkel kører traktoren.", "Mikkel er stoppet, det er Sofie der kører traktoren nu."),  # lang: da
    ("Vi sælger til Aarstiderne.", "Aarstiderne har opsagt aftalen, vi sælger til Coop's lokale butik i stedet."),  # lang: da
    ("Gården er 35 hektar.", "Jeg tog fejl, gården er 53 hektar, jeg byttede om på tallene."),  # lang: da
    ("Kartoflerne lægges den 20. april.", "Jorden var for våd, kartoflerne blev lagt den 2. maj."),  # lang: da
    ("Økologikontrollen er i august.", "Kontrollen blev rykket til 14. juli, de havde en ledig tid."),  # lang: da
    ("Kølerummet er på 4 grader.", "Sofie har skruet kølerummet ned på 2 grader for salatens skyld."),  # lang: da
    ("Vi vander fra boringen ved laden.", "Pumpen ved laden brændte sammen, vi vander fra søen nu."),  # lang: da
    ("Der er kålfluer i kålen på mark 2.", "Konsulenten sagde, det ikke er kålfluer, men jordlopper."),  # lang: da
    ("Høstfesten er den 12. september.", "Høstfesten er aflyst i år, der er for lidt hjælp."),  # lang: da
    ("Ang palay sa bukid ni Mang Ramon ay NSIC Rc 222.", "Mali pala, Rc 160 ang tanim ni Mang Ramon, yung Rc 222 ay sa kabilang bukid."),  # lang: tl
    ("Ibinebenta namin ang palay sa NFA.", "Hindi na kami nagbebenta sa NFA, sa kooperatiba na sa Cabanatuan."),  # lang: tl
    ("Ang presyo ng palay ay 19 piso kada kilo.", "Bumaba na, 16 piso na lang kada kilo ngayong anihan."),  # lang: tl
    ("Si Jun ang nagpapatakbo ng kuliglig.", "Umalis na si Jun papuntang Maynila, si Bong na ang nagpapatakbo ng kuliglig."),  # lang: tl
    ("Ang taniman ay 3 ektarya.", "Sinukat ulit, 2.5 ektarya lang pala ang taniman."),  # lang: tl
    ("Ang tanim ay sa Hunyo 15.", "Naurong ang tanim sa Hunyo 29, late dumating ang tubig sa irigasyon."),  # lang: tl
    ("Ang patubig ay galing sa NIA canal.", "Sira ang kanal ng NIA ngayon, sa shallow tube well na kami kumukuha ng tubig."),  # lang: tl
    ("May tungro sa bukid sa may puno ng mangga.", "Sabi ng technician ng DA, hindi tungro, kulang lang sa nitrogen."),  # lang: tl
    ("Ang abono ay 4 na sako ng urea kada ektarya.", "Sabi ng agriculturist, gawin na lang 3 sako ng urea kada ektarya."),  # lang: tl
    ("Ang kalabaw na si Bantay ay nasa kulungan.", "Hindi, yung isa – si Bantay ay nasa ilog, si Itim ang nasa kulungan."),  # lang: tl
    ("Si Aling Nena ang nagluluto para sa mga manggagawa.", "Si Aling Cora na ang nagluluto, may sakit si Aling Nena."),  # lang: tl
    ("Ang trak ay Isuzu Elf.", "Nabenta na ang Elf, Mitsubishi Canter na ang trak namin."),  # lang: tl
    ("Les oliveres de la finca del Mas són arbequines.", "M'he equivocat de finca: les del Mas són morrudes, les arbequines són les de la Coma."),  # lang: ca
    ("L'oli el portem a la cooperativa de Cornudella.", "Enguany no el portem a Cornudella, el fem moldre al molí de l'Albarca."),  # lang: ca
    ("La verema comença el 10 de setembre.", "La verema s'ha avançat al 3 de setembre, el raïm ja és a punt."),  # lang: ca
    ("Un litre d'oli costa 12 euros a la botiga.", "Des del gener el litre d'oli costa 14 euros a la botiga."),  # lang: ca
    ("En Jordi porta el tractor.", "En Jordi s'ha jubilat, ara el tractor el porta la Núria."),  # lang: ca
    ("La vinya de garnatxa té 2 hectàrees.", "La garnatxa són 1,2 hectàrees, les 2 són de carinyena."),  # lang: ca
    ("El celler és a 14 graus.", "L'enòleg diu que 14 és massa, l'hem baixat a 12 graus."),  # lang: ca
    ("Tenim mosca de l'oliva a la finca de la Coma.", "El tècnic de l'ADV diu que no és mosca, és repilo."),  # lang: ca
    ("El tast al celler és dissabte a les 11.", "El tast s'ha passat a diumenge a les 11, dissabte hi ha la fira."),  # lang: ca
    ("El raïm el compra Cellers Scala Dei.", "Scala Dei ja no compra, ara el venem al Celler de Gratallops."),  # lang: ca
    ("La Núria fa les visites guiades.", "Ara les visites guiades les fa el Pau, la Núria està amb el tractor."),  # lang: ca
    ("La bassa de reg és plena.", "La bassa s'ha buidat amb la sequera, no tenim aigua de reg."),  # lang: ca
    ("باغ پسته‌ی ما در رفسنجان ۱۲ هکتار است.", "دوباره اندازه گرفتیم، باغ ۱۰ هکتار است نه ۱۲."),  # lang: fa
    ("رقم درخت‌های قطعه‌ی شمالی اکبری است.", "اشتباه کردم، قطعه‌ی شمالی کله‌قوچی است، اکبری در قطعه‌ی جنوبی است."),  # lang: fa
    ("پسته را به تعاونی رفسنجان می‌فروشیم.", "امسال به تعاونی نمی‌فروشیم، به یک تاجر در کرمان می‌فروشیم."),  # lang: fa
    ("برداشت از ۱۵ شهریور شروع می‌شود.", "برداشت امسال از ۵ شهریور شروع شد، زودتر رسید."),  # lang: fa
    ("آقا رضا مسئول آبیاری است.", "آقا رضا رفته، حالا مسئول آبیاری مهدی است."),  # lang: fa
    ("آب باغ از چاه شماره‌ی ۲ می‌آید.", "چاه ۲ خشک شد، الان آب از چاه ۳ می‌آید."),  # lang: fa
    ("هر کیلو پسته‌ی خشک ۶۰۰ هزار تومان است.", "قیمت رفته بالا، الان هر کیلو ۷۲۰ هزار تومان است."),  # lang: fa
    ("درخت‌های قطعه‌ی جنوبی پسیل دارند.", "کارشناس جهاد گفت پسیل نیست، کمبود روی است."),  # lang: fa
    ("آبیاری هر ۲۰ روز یک بار است.", "از این ماه آبیاری هر ۲۵ روز یک بار است، آب کم است."),  # lang: fa
    ("تراکتور ما رومانی ۶۵۰ است.", "تراکتور رومانی را فروختیم، الان یک ام‌اف ۲۸۵ داریم."),  # lang: fa
    ("سم‌پاشی را آقای کریمی انجام می‌دهد.", "آقای کریمی دیگر نمی‌آید، سم‌پاشی را پسرش انجام می‌دهد."),  # lang: fa
    ("انبار پسته در ده است.", "انبار را بردیم کنار جاده‌ی اصلی، انبار ده را فروختیم."),  # lang: fa
]

# OLD was true when said; NEW is a later state of the same counted or staged thing.
UPDATES: List[Tuple[str, str]] = [
    ("Lambing tally: 112 ewes lambed so far.", "Lambing tally: 187 ewes lambed so far, about 60 to go."),
    ("46 lambs tagged so far.", "Rhys has tagged 130 lambs now."),
    ("The ewes are in the shed for lambing.", "Lambing's done, the ewes and lambs are all turned out on the river field."),
    ("Shearing's half done, 300 ewes clipped.", "Shearing's finished, all 612 ewes clipped."),
    ("Field 7 barley is drilled.", "Field 7 barley is through, nice even rows."),
    ("Field 7 barley is at flag leaf.", "Field 7 barley is combined, 6.1 tonnes a hectare."),
    ("Silage: 60 bales wrapped so far.", "Silage: 142 bales wrapped, done for first cut."),
    ("We've sold 80 store lambs this autumn.", "We've sold 210 store lambs this autumn, the last pen went Tuesday."),
    ("The new shed's foundations are poured.", "The new shed's steel frame is up."),
    ("The new shed roof is on.", "The new shed's finished and the ewes are in it."),
    ("Ewe 214's lamb is on the bottle.", "214's lamb is weaned off the bottle, on creep and grass."),
    ("TB test: first read done, all clear so far.", "TB test second read done, all clear, we're off restrictions."),
    ("The Basic Payment claim is submitted.", "The Basic Payment claim's been paid, £18,400 in the account."),
    ("8 orphan lambs on the feeder.", "14 orphan lambs on the feeder now, the triplets came in."),
    ("23 ewes still to lamb.", "9 ewes still to lamb."),
    ("Hollow Creek: 120 CSA shares sold for next season.", "Hollow Creek: 161 CSA shares sold for next season."),
    ("Tomatoes in the high tunnel are flowering.", "First ripe tomatoes picked in the high tunnel today."),
    ("Tomatoes: 40 pounds picked this week.", "Tomatoes: 210 pounds picked this week, peak season."),
    ("Garlic is planted and mulched.", "Garlic is up, green shoots through the straw."),
    ("Garlic is harvested and hanging in the barn.", "Garlic is cured and trimmed, 3,800 bulbs."),
    ("The onions are seeded in flats.", "The onions are transplanted out in bed 3."),
    ("Week 6 of 20 of the CSA season.", "Week 11 of 20 of the CSA season."),
    ("Farm stand made $900 this week.", "Farm stand has made $14,200 so far this season."),
    ("The cover crop on the north field is seeded.", "The cover crop on the north field is six inches tall."),
    ("The high tunnel plastic is ordered.", "The high tunnel plastic is delivered, waiting on a calm day to pull it."),
    ("New plastic is on the high tunnel.", "The high tunnel is planted out with spinach for winter."),
    ("Organic certification application is submitted.", "Organic inspection done, waiting on the decision."),
    ("Organic inspection done, waiting on the decision.", "We're certified organic, the certificate came today."),
    ("Sweet corn is knee high.", "Sweet corn is tasselling."),
    ("We've picked 300 pints of strawberries.", "We've picked 1,150 pints of strawberries, the season's winding down."),
    ("The grant application is with USDA.", "USDA approved the high tunnel grant."),
    ("Ridgeline: 140 cows calved.", "Ridgeline: 218 cows calved, the tail-enders are left."),
    ("We're doing 3,100 litres a day.", "We're doing 4,600 litres a day at peak."),
    ("Season to date: 48,000 kg milk solids.", "Season to date: 91,500 kg milk solids."),
    ("60 bobby calves picked up so far.", "112 bobby calves picked up so far."),
    ("30 heifer calves reared, 40 to go.", "58 heifer calves reared, 12 to go."),
    ("Mating: first week of AB done.", "Mating: six weeks of AB done, bulls went out today."),
    ("The bulls are out with the herd.", "Bulls are out of the herd, mating's finished."),
    ("Pregnancy scanning: 180 cows scanned.", "Pregnancy scanning: all 240 scanned, 9 percent empty."),
    ("The new effluent pond is being dug.", "The new effluent pond is lined and consented."),
    ("Paddock 17 turnips are sown.", "Paddock 17 turnips are up and being grazed."),
    ("The cows are on the run-off for the winter.", "The cows are back on the home farm for calving."),
    ("Herd test 1 of 4 is done.", "Herd test 3 of 4 is done."),
    ("Kettle Orchard: 12 of 40 tonnes picked.", "Kettle Orchard: 33 of 40 tonnes picked."),
    ("The Dabinetts are in blossom.", "The Dabinetts have set fruit, petal fall's done."),
    ("The Dabinetts are picked.", "The Dabinetts are pressed, juice in the tanks."),
    ("The cider's fermenting in tank 2.", "The cider in tank 2 has finished fermenting, racked off the lees."),
    ("The cider in tank 2 is racked.", "The cider from tank 2 is bottled, 1,800 bottles."),
    ("200 jars of honey extracted.", "540 jars of honey extracted."),
    ("2 supers on hive 4.", "4 supers on hive 4, heavy flow."),
    ("80 bottles of cider sold at the Christmas fair.", "210 bottles of cider sold at the Christmas fair, we ran out Sunday."),
    ("Owen's started the honey extraction.", "Owen's finished the honey extraction, supers back on for cleaning."),
    ("The young trees are heeled in.", "The young trees are planted and staked."),
    ("Orchard grant: claim 1 of 3 paid.", "Orchard grant: claim 2 of 3 paid."),
    ("12 of the 14 hives have survived the winter so far.", "Spring check done, 11 of the 14 hives came through the winter."),
    ("Hive 9 has swarm cells.", "Hive 9 swarmed, Owen caught the swarm in a box."),
    ("The swarm from hive 9 is in a nuc.", "The swarm from hive 9 is in a full hive now, hive 15."),
    ("Rhys has done 40 of the 90 hours of his NVQ placement.", "Rhys has done 75 of the 90 hours of his NVQ placement."),
    ("The hedge laying is half done along the lane.", "The hedge laying along the lane is finished."),
    ("The vet's checked 200 of the ewes' teeth.", "The vet's done all the ewes' teeth, 41 broken-mouthed to cull."),
    ("42 bales of straw left in the shed.", "15 bales of straw left in the shed."),
    ("Hay's cut on the long field.", "Hay on the long field is turned and rowed up."),
    ("Hay on the long field is rowed up.", "Hay on the long field is baled and in the shed, 680 small bales."),
    ("Tractor's in the garage for the clutch.", "Tractor's back from the garage, new clutch."),
    ("Kioti's at the dealer waiting on a part.", "Kioti's part came, they're fitting it Monday."),
    ("Zatím máme 12 koz v laktaci.", "Teď je v laktaci 31 koz, většina už okozlila."),  # lang: cs
    ("Okozlilo se zatím 18 koz.", "Okozlilo se už 40 koz, zbývá šest."),  # lang: cs
    ("Sýr z března zraje ve sklepě.", "Březnový sýr dozrál, prodáváme ho od soboty."),  # lang: cs
    ("Žádost o dotaci je podaná.", "Dotace je schválená, peníze přijdou v říjnu."),  # lang: cs
    ("Au fătat 120 de oi.", "Au fătat 260 de oi, mai sunt câteva."),  # lang: ro
    ("Am făcut 30 de burdufuri de brânză.", "Am făcut 72 de burdufuri de brânză."),  # lang: ro
    ("Oile sunt la stână.", "Oile au coborât în sat pentru iarnă."),  # lang: ro
    ("Cererea la APIA e depusă.", "Am primit banii de la APIA, subvenția pe oi."),  # lang: ro
    ("Eddig 40 mázsa szőlőt szedtünk le.", "Eddig 130 mázsa szőlőt szedtünk le."),  # lang: hu
    ("A furmint még erjed.", "A furmint kierjedt, lefejtettük."),  # lang: hu
    ("A metszés a felénél tart.", "A metszés kész, minden dűlőben."),  # lang: hu
    ("600 palackot adtunk el idén.", "Idén már 1400 palackot adtunk el."),  # lang: hu
    ("Tänä keväänä on poikinut 20 lehmää.", "Tänä keväänä on poikinut jo 41 lehmää."),  # lang: fi
    ("Säilörehua on korjattu 30 hehtaarilta.", "Säilörehu on korjattu, kaikki 55 hehtaaria."),  # lang: fi
    ("Navetan laajennuksen perustukset on valettu.", "Navetan laajennus on valmis ja lehmät siirretty sinne."),  # lang: fi
    ("Tuotos on nyt 28 litraa lehmää kohden.", "Tuotos on noussut 32 litraan lehmää kohden."),  # lang: fi
    ("Vi har pakket 80 kasser i denne uge.", "Vi har pakket 210 kasser i denne uge, rekord."),  # lang: da
    ("Porrerne er sået i bakker.", "Porrerne er plantet ud på mark 3."),  # lang: da
    ("Kartoflerne er lagt.", "Kartoflerne er taget op, 40 tons."),  # lang: da
    ("150 abonnenter på kasserne.", "Nu har vi 230 abonnenter på kasserne."),  # lang: da
    ("Nakaani na kami ng 40 kaban.", "Nakaani na kami ng 110 kaban, tapos na ang anihan."),  # lang: tl
    ("Nakapunla na ang binhi.", "Nailipat na ang mga punla sa bukid."),  # lang: tl
    ("Namumulaklak na ang palay.", "Naani na ang palay at binibilad na sa kalsada."),  # lang: tl
    ("Nabayaran na namin ang 2 sa 6 na hulog sa traktora.", "Nabayaran na namin ang 4 sa 6 na hulog sa traktora."),  # lang: tl
    ("Hem collit 2.000 quilos d'olives.", "Hem collit 9.500 quilos d'olives, ja hem acabat."),  # lang: ca
    ("La carinyena està fermentant.", "La carinyena ja ha acabat de fermentar i està a les bótes."),  # lang: ca
    ("Hem embotellat 800 ampolles.", "Hem embotellat 3.100 ampolles."),  # lang: ca
    ("La poda està a mitges.", "La poda està acabada."),  # lang: ca
    ("تا حالا ۳ تن پسته برداشت کرده‌ایم.", "تا حالا ۹ تن برداشت کرده‌ایم، برداشت تمام شد."),  # lang: fa
    ("پسته‌ها در حال خشک شدن هستند.", "پسته‌ها خشک شدند و بسته‌بندی شدند."),  # lang: fa
    ("درخت‌ها شکوفه کرده‌اند.", "میوه‌ها بسته شده‌اند و خوشه‌ها پر شده‌اند."),  # lang: fa
    ("۴۰ کیسه پسته فروخته‌ایم.", "۱۱۰ کیسه پسته فروخته‌ایم."),  # lang: fa
]

# Both stay true; nearly all share their OLD with a CORRECTIONS pair.
COMPATIBLE: List[Tuple[str, str]] = [
    ("Ewe 214 had twins on Tuesday, both ram lambs.", "Ewe 215 had twins on Tuesday too, a ewe and a ram."),
    ("Ewe 214 had twins on Tuesday, both ram lambs.", "Both of 214's lambs got their tails ringed today."),
    ("The Suffolk ram is in the top paddock with the shearlings.", "The Texel ram is in the top paddock as well, with the older ewes."),
    ("The Suffolk ram is in the top paddock with the shearlings.", "We used to keep the rams in the top paddock all winter when Dad ran the place."),
    ("Top paddock is 12 acres.", "Top paddock is about 4.9 hectares."),
    ("Top paddock is 12 acres.", "The river field next to it is 12 acres."),
    ("Feed merchant for the ewe nuts is Morgan Agri in Builth.", "Morgan Agri also does our mineral buckets."),
    ("Feed merchant for the ewe nuts is Morgan Agri in Builth.", "Morgan Agri's Builth depot is shut on Boxing Day, order before."),
    ("Shearing is booked for June 14 with the Powell brothers.", "The Powell brothers are also shearing at Pen-y-Graig on June 14."),
    ("Shearing is booked for June 14 with the Powell brothers.", "Shearing on June 14 will start at 7 a.m. if it's dry."),
    ("The vet thinks the lame ewes have foot rot.", "Two of the lame ewes also have a bit of shelly hoof."),
    ("The vet thinks the lame ewes have foot rot.", "The vet thinks the tup's lameness is something else, maybe a thorn."),
    ("Lambing starts March 28 this year.", "Lambing for the hoggs starts April 10, they went to the tup later."),
    ("Lambing starts March 28 this year.", "Lambing started March 28 last year too."),
    ("Ear tag UK0 712345 00214 is ewe 214.", "Ear tag UK0 712345 00215 is ewe 215."),
    ("We sell the store lambs through Builth Wells market.", "The cull ewes still go through Builth Wells market."),
    ("We sell the store lambs through Builth Wells market.", "We sold one pen of store lambs privately to a neighbour last year, but the rest went through Builth."),
    ("Gethin does the morning feed round.", "Gethin does the evening check on the in-lamb ewes as well."),
    ("Gethin does the morning feed round.", "Gethin is doing the morning feed round and the water troughs today."),
    ("The quad bike is a Honda TRX 420.", "Rhys's quad is the TRX 420."),
    ("The quad bike is a Honda TRX 420.", "The quad bike is red and has a front rack for the dog."),
    ("The sheepdog is called Fly.", "The young pup in training is called Nell."),
    ("The sheepdog is called Fly.", "Fly is a border collie, black and white."),
    ("Worming is with Cydectin this autumn.", "The rams get Cydectin this autumn as well."),
    ("Worming is with Cydectin this autumn.", "Worming with Cydectin this autumn is at 1 ml per 10 kg."),
    ("The ram lambs are 38 kg on average.", "The ewe lambs are 36 kg on average."),
    ("The ram lambs are 38 kg on average.", "The ram lambs are about 84 pounds on average."),
    ("Silage is being cut on the bottom meadow next week.", "Silage is also being cut on the long field next week."),
    ("Silage is being cut on the bottom meadow next week.", "We're planning to reseed the bottom meadow after the silage cut next week."),
    ("The mains water for the sheds comes from the spring tank.", "The house water comes from the spring tank too."),
    ("The mains water for the sheds comes from the spring tank.", "The spring tank holds about 2,000 litres."),
    ("The hill grazing rent is £45 an acre.", "The river field rent is £45 an acre as well."),
    ("The hill grazing rent is £45 an acre.", "Hill grazing rent is £45 an acre, paid in two halves."),
    ("The grey Welsh cob is called Seren.", "The grey Welsh cob is 14.2 hands."),
    ("Hollow Creek CSA pickup is Thursdays 3 to 7 at the barn.", "CSA pickup on Thanksgiving week is Tuesday instead, just that once."),
    ("Hollow Creek CSA pickup is Thursdays 3 to 7 at the barn.", "CSA pickup is Thursdays 15:00 to 19:00 at the barn."),
    ("Bed 14 in the high tunnel is Sungold tomatoes.", "Bed 16 in the high tunnel is Sungold tomatoes too."),
    ("Bed 14 in the high tunnel is Sungold tomatoes.", "Bed 14 in the high tunnel is Sungold tomatoes, with basil along the edge."),
    ("We have 180 CSA shares this season.", "We had 180 CSA shares in 2023 as well."),
    ("The walk-in cooler is set to 38°F.", "The walk-in cooler is about 3°C."),
    ("The walk-in cooler is set to 38°F.", "The walk-in cooler is set to 38°F, and the germination chamber to 80°F."),
    ("Our seed order goes to Johnny's.", "The potato seed comes from Wood Prairie, the rest goes to Johnny's."),
    ("Our seed order goes to Johnny's.", "Last year we tried Fedco for a few things but the main seed order still goes to Johnny's."),
    ("Carlos is the field crew lead.", "Carlos is also the one who runs the tractor."),
    ("Carlos is the field crew lead.", "Carlos is the field crew lead and Mira runs the wash-pack."),
    ("Garlic goes in the ground on October 20.", "The shallots go in on October 20 too."),
    ("Garlic goes in the ground on October 20.", "We plan to plant the garlic on October 20 and mulch with straw a week later."),
    ("The farmers market booth fee is $40 a week.", "The winter market booth fee is $25 a week."),
    ("The farmers market booth fee is $40 a week.", "The farmers market booth fee is $40 a week, or $880 for the whole 22-week season."),
    ("The flea beetles are on the kale.", "The flea beetles are on the arugula too."),
    ("The flea beetles are on the kale.", "The flea beetles were on the kale last June as well."),
    ("Irrigation for the east field runs off the pond pump.", "Irrigation for the west field also runs off the pond pump."),
    ("Irrigation for the east field runs off the pond pump.", "We're thinking about a solar pump for the pond next year."),
    ("Egg price at the farm stand is $6 a dozen.", "Duck eggs at the farm stand are $9 a dozen."),
    ("Egg price at the farm stand is $6 a dozen.", "Egg price at the farm stand is $6 a dozen, or $3.50 for a half dozen."),
    ("The tractor is the Kubota L3301.", "The tractor is the Kubota L3301 with a front loader."),
    ("The tractor is the Kubota L3301.", "We also have an old Farmall Cub for cultivating."),
    ("Mira's allergic to bee stings.", "Mira's allergic to ragweed pollen as well."),
    ("Mira's allergic to bee stings.", "Mira keeps an EpiPen in the truck for visitors who are allergic to bee stings."),
    ("The certifier is Vermont Organic Farmers, inspection in August.", "The maple sugarbush next door is also certified by Vermont Organic Farmers."),
    ("Ridgeline milks 420 cows.", "Ridgeline milks 420 cows, split into two herds."),
    ("Ridgeline milks 420 cows.", "The neighbouring Hautapu farm milks 420 cows."),
    ("Milking is twice a day at 5 a.m. and 3 p.m.", "Milking is twice a day at 05:00 and 15:00."),
    ("Milking is twice a day at 5 a.m. and 3 p.m.", "Milking on Christmas Day is at 6 and 4, just that day."),
    ("The milk goes to Fonterra.", "The milk from the neighbours down the road goes to Fonterra too."),
    ("The milk goes to Fonterra.", "The milk used to go to Tatua when Dad had the farm."),
    ("Paddock 17 is in turnips.", "Paddock 18 is in turnips as well."),
    ("Paddock 17 is in turnips.", "Paddock 17 is in turnips, about 6 ha of them."),
    ("Cow 382 has mastitis in the left back quarter.", "Cow 328 has mastitis in the left back quarter too."),
    ("Cow 382 has mastitis in the left back quarter.", "Cow 382 had mastitis in the left back quarter last season."),
    ("The farm's dairy company supplier number is 41877.", "The run-off block has its own supplier number, 41878."),
    ("Hemi is the relief milker on weekends.", "Hemi is the relief milker on weekends and covers the odd Wednesday."),
    ("Hemi is the relief milker on weekends.", "Hemi's brother Rawiri is the relief milker at the Matamata farm."),
    ("Calving starts July 20.", "The heifers start calving on July 10."),
    ("Calving starts July 20.", "Calving started July 20 last year."),
    ("The herd is mostly Friesian.", "The bulls we use are mostly Jersey."),
    ("The herd is mostly Friesian.", "The herd is mostly Friesian, with a few Jerseys mixed in."),
    ("Palm kernel is fed at 2 kg per cow per day.", "Palm kernel is fed at 2 kg per cow per day, in the trough at the shed."),
    ("Palm kernel is fed at 2 kg per cow per day.", "The dry cows get 2 kg of hay per cow per day."),
    ("The effluent pond is emptied every spring.", "The effluent pond is emptied every spring onto the run-off block."),
    ("The vet clinic is VetEnt Te Awamutu.", "The neighbours use VetEnt Te Awamutu too."),
    ("The vet clinic is VetEnt Te Awamutu.", "VetEnt Te Awamutu did our herd test in 2022."),
    ("Kettle Orchard has 14 beehives in the walnut corner.", "Kettle Orchard has 14 beehives, all in National boxes."),
    ("Kettle Orchard has 14 beehives in the walnut corner.", "The neighbour has 14 beehives in his walnut corner too."),
    ("The cider apples are pressed at Westons.", "The perry pears are pressed at Westons too."),
    ("The cider apples are pressed at Westons.", "We press a few barrels for ourselves in the yard, the rest of the cider apples go to Westons."),
    ("The Dabinett trees are in the lower orchard.", "The Dabinett trees in the lower orchard are on MM106 rootstock."),
    ("The Dabinett trees are in the lower orchard.", "The Yarlington Mill trees are in the lower orchard too."),
    ("Queen in hive 3 is a yellow-marked 2024 queen.", "Queen in hive 4 is a yellow-marked 2024 queen."),
    ("Queen in hive 3 is a yellow-marked 2024 queen.", "Queen in hive 3 is a yellow-marked 2024 queen, a Buckfast."),
    ("The honey sells at £9 a jar at the gate.", "Comb honey sells at £12 a box at the gate."),
    ("The honey sells at £9 a jar at the gate.", "The honey sells at £9 a jar at the gate, £8.50 each if you buy three."),
    ("We spray the scab programme with Mr Hughes's sprayer.", "Mr Hughes's sprayer is also used on his own plums."),
    ("The orchard has a varroa problem in hive 7.", "The orchard had a varroa problem in hive 7 two years ago."),
    ("The orchard has a varroa problem in hive 7.", "Hive 8 has a varroa problem as well."),
    ("Picking starts the last week of September.", "Picking of the early dessert apples starts the last week of August."),
    ("Picking starts the last week of September.", "Picking starts the last week of September, weather permitting, and runs three weeks."),
    ("Nia is doing the honey extraction.", "Nia is doing the honey extraction and the jar labels."),
    ("Nia is doing the honey extraction.", "Nia did the honey extraction last August too."),
    ("Ewe 310 is lame on her front left.", "Ewe 310 is lame on her front left, she's in the hospital pen."),
    ("Ewe 310 is lame on her front left.", "Ewe 311 is also lame on her front left."),
    ("the hoggs are on the mountain till November", "the wethers are on the mountain till November too"),
    ("the hoggs are on the mountain till November", "the hoggs are on the mountain till November then they go to Shropshire for tack"),
    ("The electric fence energiser is on the gatepost by the river field.", "The spare energiser is on the gatepost by the top paddock."),
    ("Rhys is paid £13 an hour.", "Rhys is paid £13 an hour, plus £20 a day for using his own quad."),
    ("Rhys is paid £13 an hour.", "Rhys was paid £11.50 an hour in his first year."),
    ("We buy straw from Colin at Llanelwedd.", "We buy the hay from Colin at Llanelwedd too."),
    ("We buy straw from Colin at Llanelwedd.", "We bought one extra load of straw from Trefor last winter, but the rest is from Colin."),
    ("The sheep dip date is September 9.", "The cattle TB test is on September 9 too."),
    ("The sheep dip date is September 9.", "The sheep dip is September 9, starting at 8."),
    ("Haylage costs £38 a bale delivered.", "Hay costs £38 a bale delivered."),
    ("Haylage costs £38 a bale delivered.", "Haylage cost £38 a bale delivered last winter."),
    ("The heifer with the white blaze is due to calve on the 3rd.", "The heifer with the white blaze is due to calve on the 3rd and she's a first-calver."),
    ("The heifer with the white blaze is due to calve on the 3rd.", "The cow with the white blaze is due on the 3rd as well."),
    ("The blue gate on the lane is padlocked, code 4417.", "The green gate to the yard is padlocked too, code 4417."),
    ("The blue gate on the lane is padlocked, code 4417.", "The blue gate on the lane is padlocked, code 4417, and the key's on the shed hook as a backup."),
    ("Ewe 227 and her lambs are in the hospital pen.", "Ewe 272 and her lambs are in the hospital pen too."),
    ("The chickens are in the orchard ark.", "The ducks are in the orchard ark too."),
    ("The chickens are in the orchard ark.", "The chickens are in the orchard ark, twelve of them plus the cockerel."),
    ("Jersey cow Daisy gives 18 litres a day.", "Jersey cow Bluebell gives 18 litres a day too."),
    ("Jersey cow Daisy gives 18 litres a day.", "Daisy gives 18 litres a day, about 4.75 gallons."),
    ("The chicken feed is layers pellets from Allen & Page.", "The ducks get layers pellets from Allen & Page too."),
    ("The contractor for muck spreading is Dai Lewis.", "Dai Lewis does our hedge trimming as well."),
    ("The contractor for muck spreading is Dai Lewis.", "Dai Lewis did the muck spreading in spring and he's booked for autumn."),
    ("The farm's CPH number is 52/123/0456.", "The grazing land at Erwood has its own CPH number, 52/124/0911."),
    ("Ewe 198 is a Welsh Mule.", "Ewe 189 is a Welsh Mule."),
    ("Ewe 198 is a Welsh Mule.", "Ewe 198 is a Welsh Mule and a good mother, keep her."),
    ("The hay shed holds 600 small bales.", "The hay shed holds about 24 large round bales' worth."),
    ("The hay shed holds 600 small bales.", "The straw shed holds 600 small bales."),
    ("The baler is the New Holland BR6090.", "The baler is the New Holland BR6090 and it needs new twine arms."),
    ("Tom says the old Bramley by the gate has canker.", "The old Egremont Russet by the gate has canker too."),
    ("Tom says the old Bramley by the gate has canker.", "Tom says the old Bramley by the gate has canker and we should cut out the worst branch in winter."),
    ("The apple juice is bottled in 75 cl bottles.", "The apple juice is bottled in 750 ml bottles."),
    ("The apple juice is bottled in 75 cl bottles.", "The cider is bottled in 75 cl bottles too."),
    ("The shop that takes our juice is Hay Deli.", "Hay Deli takes our honey as well."),
    ("The shop that takes our juice is Hay Deli.", "Hay Deli took a one-off order of cider for their Christmas hampers."),
    ("Spraying is done on Tuesdays.", "Spraying is done on Tuesdays, early before the wind gets up."),
    ("Spraying is done on Tuesdays.", "Mowing between rows is done on Tuesdays too."),
    ("Kettle Orchard's cider is 6.5 percent.", "The perry is 6.5 percent."),
    ("Kettle Orchard's cider is 6.5 percent.", "Last year's cider was 6.5 percent."),
    ("The farm stand is open 8 to 6 every day.", "The farm stand is open 8 to 6 every day, honesty box after hours."),
    ("The farm stand is open 8 to 6 every day.", "The farm stand is closed July 4th, just that day."),
    ("Dani's planting the fall brassicas in field C.", "Dani's planting the fall brassicas in field C and the fall carrots in field D."),
    ("Dani's planting the fall brassicas in field C.", "Dani's planting the fall brassicas in field C, then covering them with row cover."),
    ("The CSA newsletter goes out on Mondays.", "The CSA newsletter goes out on Mondays, and the market flyer on Fridays."),
    ("Hollow Creek's farm truck is the 2009 F-250.", "The 2009 F-250 has a plow on it."),
    ("Hollow Creek's farm truck is the 2009 F-250.", "Carlos's own truck is a 2009 F-250 too."),
    ("The garlic is Music and German White.", "The garlic is Music and German White, about 4,000 cloves planted."),
    ("The high tunnel heater is set to 40°F at night.", "The high tunnel heater is set to 40°F at night, which is about 4.4°C."),
    ("The high tunnel heater is set to 40°F at night.", "The greenhouse heater is set to 40°F at night too."),
    ("Soil test on the north field says pH 5.8.", "Soil test on the south field says pH 5.8."),
    ("Soil test on the north field says pH 5.8.", "Soil test on the north field says pH 5.8, so we'll lime it next spring."),
    ("The farm's insurance is with Co-operative Insurance.", "The truck insurance is with Co-operative Insurance too."),
    ("The nitrogen rate on paddock 9 is 30 kg N per hectare.", "The nitrogen rate on paddock 10 is 30 kg N per hectare."),
    ("The nitrogen rate on paddock 9 is 30 kg N per hectare.", "The nitrogen rate on paddock 9 is 30 kg N per hectare, about 65 kg of urea."),
    ("The calves are on whole milk.", "The calves are on whole milk plus calf meal."),
    ("The calves are on whole milk.", "The bobby calves are on whole milk until pickup."),
    ("Cow 517 is dry.", "Cow 571 is dry."),
    ("Cow 517 is dry.", "Cow 517 is dry and out on the run-off."),
    ("The herd test is with LIC.", "The herd test is with LIC, four tests a season."),
    ("The herd test is with LIC.", "The DNA parentage test is with LIC too."),
    ("The run-off block is 60 hectares.", "The run-off block is about 148 acres."),
    ("The run-off block is 60 hectares.", "The home farm is 60 hectares as well."),
    ("The shed manager is Aroha.", "Aroha is the shed manager and does the calf rearing."),
    ("The shed manager is Aroha.", "Aroha was the shed manager on the Matamata farm before she came here."),
    ("Water troughs in paddocks 1 to 20 are fed from bore 2.", "Water troughs in paddocks 21 to 40 are fed from bore 2."),
    ("Water troughs in paddocks 1 to 20 are fed from bore 2.", "Water troughs in paddocks 1 to 20 are fed from bore 2, the tank's on the hill."),
    ("The bull is a Hereford called Trev.", "The bull is a Hereford called Trev and he's nine years old."),
    ("The bull is a Hereford called Trev.", "The neighbour's bull is a Hereford called Trev too."),
    ("Our milk price this season is $8.40 a kilo of milk solids.", "Fonterra's forecast is $8.40 a kilo of milk solids too."),
    ("Our milk price this season is $8.40 a kilo of milk solids.", "Our milk price this season is $8.40 a kilo of milk solids, paid monthly with a retention."),
    ("Bees get fed 2:1 syrup in October.", "Bees get fed 1:1 syrup in spring."),
    ("Bees get fed 2:1 syrup in October.", "Bees get fed 2:1 syrup in October, about 5 litres a hive."),
    ("The extractor is a 9-frame radial.", "The extractor is a 9-frame radial and it's stainless."),
    ("The extractor is a 9-frame radial.", "Owen's extractor is a 9-frame radial too."),
    ("The spray contractor charges £30 an acre.", "The spray contractor charges £30 an acre, £74 a hectare."),
    ("The spray contractor charges £30 an acre.", "The mowing contractor charges £30 an acre too."),
    ("Hive 5 is queenless.", "Hive 6 is queenless."),
    ("Hive 5 is queenless.", "Hive 5 was queenless for a week in May."),
    ("We planted 40 new Dabinett trees this winter.", "We plan to plant 40 new Dabinett trees next winter."),
    ("We planted 40 new Dabinett trees this winter.", "We planted 40 new Dabinett trees this winter, on M25 rootstock."),
    ("The orchard grass is cut by Bryn's sheep in winter.", "The orchard grass is cut by Bryn's sheep in winter and the mower in summer."),
    ("The pressed pulp goes to Gethin's pigs.", "The pressed pulp went to Gethin's pigs in 2021 and 2022."),
    ("The pressed pulp goes to Gethin's pigs.", "The spent grain from the brewery goes to Gethin's pigs."),
    ("The pig weaners are booked from Glyn for May 2.", "The pig weaners are booked from Glyn for May 2, six Saddlebacks."),
    ("The pig weaners are booked from Glyn for May 2.", "Rhys is collecting his own weaners from Glyn on May 2."),
    ("Mira lives in the farmhouse.", "Mira lives in the farmhouse with her partner and two dogs."),
    ("Mira lives in the farmhouse.", "Mira lived in the farmhouse when she was first hired."),
    ("Carlos's phone number is 802-555-0147.", "Dani's phone number is 802-555-0163."),
    ("Carlos's phone number is 802-555-0147.", "Carlos's phone number is 802-555-0147, text is better than calling."),
    ("Dani starts at 6 a.m. on harvest days.", "Dani starts at 6 a.m. on harvest days and 7 a.m. otherwise."),
    ("Dani starts at 6 a.m. on harvest days.", "Dani starts at 6 a.m. on harvest days, which is 06:00."),
    ("The CSA box is $600 for a full share.", "The half share is $360."),
    ("The CSA box is $600 for a full share.", "The CSA box was $600 for a full share in 2022."),
    ("The CSA box is $600 for a full share.", "The CSA box is $600 for a full share, payable in three installments."),
    ("The ram harness crayon is red for the first cycle.", "The crayon goes to green for the second cycle."),
    ("The ram harness crayon is red for the first cycle.", "The ram harness crayon is red for the first cycle, 17 days."),
    ("Field 7: spring barley, drilled 12 March, Propino.", "Field 8: spring barley, drilled 12 March, Propino."),
    ("Field 7: spring barley, drilled 12 March, Propino.", "Field 7: spring barley, drilled 12 March, Propino, 160 kg/ha seed rate."),
    ("Field 4 is down to permanent pasture.", "Field 5 is down to permanent pasture too."),
    ("Field 4 is down to permanent pasture.", "Field 4 was in potatoes in the nineties, it's been permanent pasture since."),
    ("The lambing shed has 40 individual pens.", "The lambing shed has 40 individual pens and 4 mothering-up pens."),
    ("The fertiliser is 20-10-10 from Origin.", "The fertiliser for the silage ground is 20-10-10 from Origin too."),
    ("The fertiliser is 20-10-10 from Origin.", "We had planned to try liquid fertiliser but stayed on the 20-10-10 from Origin."),
    ("Gethin says the tup with the broken horn is Suffolk.", "The tup with the broken horn is seven years old."),
    ("Ewes are scanned on January 12.", "Hoggs are scanned on January 12 too."),
    ("Ewes are scanned on January 12.", "Ewes are scanned on January 12, so keep them off feed from the night before."),
    ("Scanning result: 168 percent.", "Scanning result for the hoggs: 168 percent."),
    ("Scanning result: 168 percent.", "Scanning result: 168 percent, up from 152 last year."),
    ("The farm vet is Rob at Brecon Vets.", "The farm vet is Rob at Brecon Vets and he does the TB tests as well."),
    ("The farm vet is Rob at Brecon Vets.", "Rob at Brecon Vets is also the vet for the Pen-y-Graig flock."),
    ("The horse box is a 3.5 tonne Ifor Williams.", "The cattle trailer is a 3.5 tonne Ifor Williams."),
    ("We don't do pedigree registrations.", "We don't do pedigree registrations for the Mules."),
    ("Milking shed is a 30-aside herringbone.", "The Matamata shed is a 30-aside herringbone."),
    ("Milking shed is a 30-aside herringbone.", "Milking shed is a 30-aside herringbone with cup removers."),
    ("The farm's fire assembly point is the tanker pad.", "The spill kit is at the tanker pad too."),
    ("The house cow is milked by hand.", "The house cow was milked by hand when the kids were little."),
    ("The house cow is milked by hand.", "The goat is milked by hand."),
    ("Feed wagon drivers are Tama and Hemi.", "Feed wagon drivers are Tama and Hemi and they alternate weeks."),
    ("Paddock 4 had a lot of ragwort.", "Paddock 40 had a lot of ragwort."),
    ("Paddock 4 had a lot of ragwort.", "Paddock 4 had a lot of ragwort before we sprayed it in 2021."),
    ("The drench for the calves is Matrix.", "The drench for the yearlings is Matrix."),
    ("The drench for the calves is Matrix.", "The drench for the calves is Matrix, at 1 ml per 5 kg."),
    ("We use Bearing for the autumn calving.", "The neighbour uses Bearing for the autumn calving too."),
    ("Kettle Orchard's juice is pasteurised at 72°C.", "Kettle Orchard's juice is pasteurised at 72°C for 20 minutes."),
    ("Kettle Orchard's juice is pasteurised at 72°C.", "The cider isn't pasteurised, only the juice at 72°C."),
    ("Hive 2 is on the brood and a half.", "Hive 12 is on the brood and a half."),
    ("Hive 2 is on the brood and a half.", "Hive 2 is on the brood and a half, with two supers on top."),
    ("We get the jars from Thornes.", "We get the frames from Thornes."),
    ("We get the jars from Thornes.", "We get the jars from Thornes, collected at the Newark show."),
    ("The mower between the rows is the Kubota ZD.", "The Kubota ZD mows the lawn by the house too."),
    ("The orchard lease from the Church Commissioners runs to 2030.", "The field lease from the Church Commissioners runs to 2030."),
    ("The orchard lease from the Church Commissioners runs to 2030.", "The orchard lease from the Church Commissioners runs to 2030, with a break clause in 2027."),
    ("Owen's the beekeeper for the orchard hives.", "Owen is the beekeeper for the orchard hives and he also keeps his own at home."),
    ("Owen's the beekeeper for the orchard hives.", "Owen was a bee inspector before he retired to beekeeping."),
    ("The cold store is at 2 degrees.", "The cold store is at 2 degrees, about 36°F."),
    ("The cold store is at 2 degrees.", "The juice store is at 2 degrees too."),
    ("the Kioti has a flat on the back left", "the Kioti has a slow leak on the front right too"),
    ("the blue tarp covers the onion crates", "the green tarp covers the potato crates"),
    ("the blue tarp covers the onion crates", "the blue tarp covers the onion crates and there's a pallet under them"),
    ("Kate from the co-op buys our salad mix.", "Kate from the co-op buys our salad mix and the microgreens."),
    ("Kate from the co-op buys our salad mix.", "Kate from the co-op bought extra salad mix for their July 4th event."),
    ("The compost comes from Green Mountain Compost.", "The potting mix comes from Green Mountain Compost."),
    ("The well pump is on the barn circuit.", "The cooler fan is on the barn circuit too."),
    ("The winter squash is in the greenhouse to cure.", "The sweet potatoes are in the greenhouse to cure."),
    ("The winter squash is in the greenhouse to cure.", "The winter squash is in the greenhouse to cure for about ten days."),
    ("Market booth is number 23.", "Our friends at Twin Brooks are in booth 24, right next to our booth 23."),
    ("Market booth is number 23.", "Market booth was number 23 last year too."),
    ("Dani's not allergic to anything.", "Carlos isn't allergic to anything either."),
    ("The pigs get whey from the cheese plant.", "The calves get whey from the cheese plant."),
    ("We don't irrigate the pumpkins.", "We don't irrigate the winter squash either."),
    ("The farm's Instagram is run by Mira.", "Mira also runs the farm's Facebook page."),
    ("The farm's Instagram is run by Mira.", "The farm's Instagram is run by Mira and she posts on Fridays."),
    ("Gethin's wife Lowri does the farm books.", "Lowri also does the books for her brother's farm."),
    ("Gethin's wife Lowri does the farm books.", "Gethin's wife Lowri does the farm books and the VAT returns."),
    ("The wool goes to British Wool at Brecon.", "The wool went to British Wool at Brecon last year too."),
    ("The wool goes to British Wool at Brecon.", "The neighbour's wool goes to British Wool at Brecon."),
    ("The ewes get 0.5 kg of nuts a day before lambing.", "The ewes carrying twins get 0.5 kg of nuts a day before lambing, the singles get less."),
    ("The ewes get 0.5 kg of nuts a day before lambing.", "The ewes get 500 g of nuts a day before lambing."),
    ("Ewe 155 lost her lamb.", "Ewe 156 lost her lamb."),
    ("Ewe 155 lost her lamb.", "Ewe 155 lost her lamb last year as well."),
    ("The tup sale at Llandovery is on October 3.", "The ewe sale at Llandovery is on October 3."),
    ("The tup sale at Llandovery is on October 3.", "The tup sale at Llandovery is on October 3, we're taking two shearlings."),
    ("The lambs' creep feed is Lamb Start.", "The orphans' creep feed is Lamb Start too."),
    ("Aroha's dog Pip works the cows.", "Tama's dog Pip works the sheep."),
    ("Aroha's dog Pip works the cows.", "Aroha's dog Pip works the cows and sleeps in the calf shed."),
    ("The vat holds 18,000 litres.", "The vat holds 18,000 litres, about 4,755 US gallons."),
    ("The vat holds 18,000 litres.", "The Matamata vat holds 18,000 litres too."),
    ("Lowri says the ram lambs went to Dunbia at 21 kg deadweight.", "The ewe lambs went to Dunbia at 21 kg deadweight."),
    ("The sprayer tank is 600 litres.", "Our knapsack sprayer is 16 litres, the 600-litre tank is Tom's."),
    ("The apple trees in the top row are all Bramleys.", "The apple trees in the bottom row are all Bramleys too."),
    ("Aroha's the one who does the AB.", "Aroha does the AB on the heifers at Matamata as well."),
    ("The ewes are on the long field.", "The ewes are on the long field and the lambs are creeping into the next field."),
    ("Ewe 402's due to lamb first.", "Ewe 402's due to lamb in the first week too."),
    ("Koza Bělka má dvojčata, obě kozlíci.", "Koza Líza má taky dvojčata, obě kozičky."),  # lang: cs
    ("Sýry prodáváme každou sobotu na trhu v Českém Krumlově.", "Sýry prodáváme každou sobotu na trhu v Českém Krumlově a ve středu ze dvora."),  # lang: cs
    ("Seno nám vozí pan Novák z Chvalšin.", "Slámu nám vozí pan Novák z Chvalšin."),  # lang: cs
    ("Dojí se v šest ráno a v šest večer.", "Dojí se v 6:00 a v 18:00."),  # lang: cs
    ("Kozel Arnošt je v horním výběhu.", "Kozel Arnošt byl loni celé léto v horním výběhu."),  # lang: cs
    ("Kilo kozího sýra stojí 480 korun.", "Sto gramů kozího sýra stojí 48 korun."),  # lang: cs
    ("Veterinář je MVDr. Kučera z Kaplice.", "MVDr. Kučera z Kaplice je i veterinář sousedů."),  # lang: cs
    ("Na farmě máme 64 koz.", "Na farmě máme 64 koz, z toho 40 dojných."),  # lang: cs
    ("Kůzlata se budou odstavovat 15. května.", "Jehňata u sousedů se budou odstavovat 15. května."),  # lang: cs
    ("Mlékárna Olešnice od nás bere mléko.", "Mlékárna Olešnice od nás bere i smetanu."),  # lang: cs
    ("Petr dělá ranní krmení.", "Petr dělá ranní krmení a po obědě čistí stáj."),  # lang: cs
    ("Bělka kulhá na levou přední.", "Micka kulhá na levou přední taky."),  # lang: cs
    ("Stâna e sus pe Gutâi până la 1 octombrie.", "Vacile sunt sus pe Gutâi până la 1 octombrie."),  # lang: ro
    ("Brânza de burduf o vindem cu 45 de lei kilogramul.", "Caşul îl vindem tot cu 45 de lei kilogramul."),  # lang: ro
    ("Ciobanul de la stână este nea Vasile.", "Nea Vasile e ciobanul de la stână și face și brânza."),  # lang: ro
    ("Avem 350 de oi.", "Vecinul Gheorghe are 350 de oi."),  # lang: ro
    ("Câinele cel mare, Lupu, păzește stâna.", "Câinele cel mare, Lupu, păzește stâna împreună cu doi căței."),  # lang: ro
    ("Tunsul e pe 20 mai.", "Tunsul la vecini e pe 20 mai."),  # lang: ro
    ("Lâna o ia cooperativa din Sighet.", "Pieile le ia tot cooperativa din Sighet."),  # lang: ro
    ("Mulgem de trei ori pe zi.", "Mulgem de trei ori pe zi în mai, când e iarba bună."),  # lang: ro
    ("Berbecul cel negru e în strunga mică.", "Berbecul cel negru e în strunga mică de o săptămână și mănâncă bine."),  # lang: ro
    ("Medicul veterinar vine din Vadu Izei.", "Medicul veterinar pentru vaci vine din Vadu Izei."),  # lang: ro
    ("Oaia 88 șchiopătează pe piciorul din spate.", "Oaia 89 șchiopătează pe piciorul din spate."),  # lang: ro
    ("Tractorul e un U650.", "Tractorul e un U650 roșu, din '88."),  # lang: ro
    ("A Szarvas-dűlőben furmint van.", "A Szarvas-dűlőben furmint van, 1987-es telepítés."),  # lang: hu
    ("A Szarvas-dűlőben furmint van.", "A Mézes Mály dűlőben is furmint van."),  # lang: hu
    ("A szüret október 5-én kezdődik.", "A szüret tavaly is október 5-én kezdődött."),  # lang: hu
    ("A szőlőt a Grand Tokaj veszi át.", "A szomszéd szőlőjét a Grand Tokaj veszi át."),  # lang: hu
    ("Egy palack aszú 9000 forint a pincénél.", "Egy palack száraz furmint 3500 forint a pincénél."),  # lang: hu
    ("A permetezést Laci végzi.", "A permetezést Laci végzi, reggel korán, amíg nincs szél."),  # lang: hu
    ("A birtok 6 hektár.", "A birtok 6 hektár, kb. 15 hold."),  # lang: hu
    ("A pince hőmérséklete 12 fok.", "A pince hőmérséklete 12 fok, a páratartalom 85 százalék."),  # lang: hu
    ("A 3-as tartályban az idei hárslevelű erjed.", "A 2-es tartályban is hárslevelű erjed."),  # lang: hu
    ("A kóstolóterem szombatonként 10 és 18 óra között van nyitva.", "Karácsonykor a kóstolóterem zárva lesz, csak azon a szombaton."),  # lang: hu
    ("Az oltványokat a Tokaji Kertészet szállítja.", "A karókat is a Tokaji Kertészet szállítja."),  # lang: hu
    ("Lisztharmat van a Betsek-dűlőben.", "Tavaly is volt lisztharmat a Betsek-dűlőben."),  # lang: hu
    ("A traktor egy MTZ-50.", "A szomszédnak is MTZ-50 traktorja van."),  # lang: hu
    ("Maito menee Valiolle.", "Naapurin maito menee Valiolle."),  # lang: fi
    ("Tilalla on 58 lypsylehmää.", "Tilalla on 58 lypsylehmää ja 30 hiehoa."),  # lang: fi
    ("Lypsyrobotti on DeLaval.", "Naapurin lypsyrobotti on DeLaval."),  # lang: fi
    ("Eläinlääkäri on Hannu Seinäjoelta.", "Eläinlääkäri on Hannu Seinäjoelta ja hän tekee myös sorkkahoidot."),  # lang: fi
    ("Sonni Aatu on erillään pihatossa.", "Sonni Aatu oli erillään pihatossa koko viime kesän."),  # lang: fi
    ("Säilörehu tehdään kesäkuun puolivälissä.", "Toinen sato tehdään elokuun alussa."),  # lang: fi
    ("Lehmä Mansikki on tiine.", "Lehmä Omena on tiine."),  # lang: fi
    ("Maidon hinta on 52 senttiä litralta.", "Maidon hinta on 52 senttiä litralta, eli 520 euroa tonnilta."),  # lang: fi
    ("Urakoitsija Jussi tekee puinnit.", "Urakoitsija Jussi tekee myös lannanlevityksen."),  # lang: fi
    ("Lehmät ovat laitumella kesäkuun alusta.", "Hiehot ovat laitumella jo toukokuun lopusta."),  # lang: fi
    ("Tila on 90 hehtaaria.", "Tila on 90 hehtaaria, noin 222 eekkeriä."),  # lang: fi
    ("Ilona hoitaa vasikat.", "Ilona hoitaa vasikat ja kirjanpidon."),  # lang: fi
    ("Grøntsagskasserne pakkes om torsdagen.", "Grøntsagskasserne pakkes om torsdagen, og æggene om fredagen."),  # lang: da
    ("Gulerødderne står på mark 3.", "Pastinakkerne står også på mark 3."),  # lang: da
    ("En kasse koster 225 kroner.", "En lille kasse koster 150 kroner."),  # lang: da
    ("Mikkel kører traktoren.", "Mikkel kører traktoren og reparerer også maskinerne."),  # lang: da
    ("Vi sælger til Aarstiderne.", "Naboen sælger også til Aarstiderne."),  # lang: da
    ("Gården er 35 hektar.", "Gården er 35 hektar, cirka 86 acres."),  # lang: da
    ("Kartoflerne lægges den 20. april.", "Løgene lægges den 20. april."),  # lang: da
    ("Økologikontrollen er i august.", "Økologikontrollen var i august sidste år."),  # lang: da
    ("Kølerummet er på 4 grader.", "Kølerummet er på 4 grader, og fryseren på minus 18."),  # lang: da
    ("Vi vander fra boringen ved laden.", "Drivhuset vandes også fra boringen ved laden."),  # lang: da
    ("Der er kålfluer i kålen på mark 2.", "Der var kålfluer i kålen på mark 2 for to år siden."),  # lang: da
    ("Høstfesten er den 12. september.", "Sidste år var høstfesten også den 12. september."),  # lang: da
    ("Ang palay sa bukid ni Mang Ramon ay NSIC Rc 222.", "Ang palay sa bukid ni Aling Nena ay NSIC Rc 222 din."),  # lang: tl
    ("Ibinebenta namin ang palay sa NFA.", "Ibinenta rin namin ang palay sa NFA noong 2019."),  # lang: tl
    ("Ang presyo ng palay ay 19 piso kada kilo.", "Ang presyo ng palay ay 19 piso kada kilo, o 950 piso kada kaban na 50 kilo."),  # lang: tl
    ("Si Jun ang nagpapatakbo ng kuliglig.", "Si Jun ang nagpapatakbo ng kuliglig at nag-aayos din ng patubig."),  # lang: tl
    ("Ang taniman ay 3 ektarya.", "Ang taniman ng kapitbahay ay 3 ektarya din."),  # lang: tl
    ("Ang tanim ay sa Hunyo 15.", "Ang tanim ng mais ay sa Hunyo 15."),  # lang: tl
    ("Ang patubig ay galing sa NIA canal.", "Ang patubig ay galing sa NIA canal at libre ito ngayong taon."),  # lang: tl
    ("May tungro sa bukid sa may puno ng mangga.", "May tungro rin sa bukid ni Mang Ramon."),  # lang: tl
    ("Ang abono ay 4 na sako ng urea kada ektarya.", "Ang abono ay 4 na sako ng urea kada ektarya, hati sa dalawang lagay."),  # lang: tl
    ("Ang kalabaw na si Bantay ay nasa kulungan.", "Ang kalabaw na si Bantay ay nasa kulungan tuwing gabi lang."),  # lang: tl
    ("Si Aling Nena ang nagluluto para sa mga manggagawa.", "Si Aling Nena ang nagluluto para sa mga manggagawa tuwing anihan."),  # lang: tl
    ("Ang trak ay Isuzu Elf.", "Ang trak ng kooperatiba ay Isuzu Elf din."),  # lang: tl
    ("Les oliveres de la finca del Mas són arbequines.", "Les oliveres de la finca del Pla també són arbequines."),  # lang: ca
    ("L'oli el portem a la cooperativa de Cornudella.", "L'oli del veí també el porta a la cooperativa de Cornudella."),  # lang: ca
    ("La verema comença el 10 de setembre.", "La verema va començar el 10 de setembre l'any passat."),  # lang: ca
    ("Un litre d'oli costa 12 euros a la botiga.", "Una garrafa de cinc litres costa 55 euros a la botiga."),  # lang: ca
    ("En Jordi porta el tractor.", "En Jordi porta el tractor i també fa la poda."),  # lang: ca
    ("La vinya de garnatxa té 2 hectàrees.", "La vinya de garnatxa té 2 hectàrees, uns 20.000 metres quadrats."),  # lang: ca
    ("El celler és a 14 graus.", "El celler és a 14 graus i la humitat al 70 per cent."),  # lang: ca
    ("Tenim mosca de l'oliva a la finca de la Coma.", "Tenim mosca de l'oliva també a la finca del Pla."),  # lang: ca
    ("El tast al celler és dissabte a les 11.", "El tast al celler és dissabte a les 11 i dura una hora i mitja."),  # lang: ca
    ("El raïm el compra Cellers Scala Dei.", "El raïm del veí també el compra Cellers Scala Dei."),  # lang: ca
    ("La Núria fa les visites guiades.", "La Núria fa les visites guiades en català, castellà i anglès."),  # lang: ca
    ("La bassa de reg és plena.", "La bassa de reg de la cooperativa és plena."),  # lang: ca
    ("باغ پسته‌ی ما در رفسنجان ۱۲ هکتار است.", "باغ پسته‌ی همسایه در رفسنجان ۱۲ هکتار است."),  # lang: fa
    ("رقم درخت‌های قطعه‌ی شمالی اکبری است.", "رقم درخت‌های قطعه‌ی شمالی اکبری است و بیست ساله‌اند."),  # lang: fa
    ("پسته را به تعاونی رفسنجان می‌فروشیم.", "پسته‌ی عمویم را هم به تعاونی رفسنجان می‌فروشند."),  # lang: fa
    ("برداشت از ۱۵ شهریور شروع می‌شود.", "برداشت پارسال از ۱۵ شهریور شروع شد."),  # lang: fa
    ("آقا رضا مسئول آبیاری است.", "آقا رضا مسئول آبیاری است و شب‌ها هم نگهبانی می‌دهد."),  # lang: fa
    ("آب باغ از چاه شماره‌ی ۲ می‌آید.", "آب باغ همسایه هم از چاه شماره‌ی ۲ می‌آید."),  # lang: fa
    ("هر کیلو پسته‌ی خشک ۶۰۰ هزار تومان است.", "هر کیلو مغز پسته ۱ میلیون و ۲۰۰ هزار تومان است."),  # lang: fa
    ("درخت‌های قطعه‌ی جنوبی پسیل دارند.", "درخت‌های قطعه‌ی شرقی هم پسیل دارند."),  # lang: fa
    ("آبیاری هر ۲۰ روز یک بار است.", "آبیاری هر ۲۰ روز یک بار است، شب‌ها."),  # lang: fa
    ("تراکتور ما رومانی ۶۵۰ است.", "تراکتور ما رومانی ۶۵۰ است، رنگ قرمز."),  # lang: fa
    ("سم‌پاشی را آقای کریمی انجام می‌دهد.", "آقای کریمی سم‌پاشی باغ عمویم را هم انجام می‌دهد."),  # lang: fa
    ("انبار پسته در ده است.", "انبار کود هم در ده است."),  # lang: fa
]
