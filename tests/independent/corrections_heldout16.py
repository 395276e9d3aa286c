"""Sixteenth held-out corpus for the corrects-or-compatible decision (independent author, corrcorp16).

What it is: three lists of (OLD, NEW) pairs of statements by or about one user (their household,
children, parents they care for, their job), stored one after the other as memories. OLD is
already stored; NEW arrives later.

- CORRECTIONS: NEW replaces OLD; OLD is no longer true, or never was.
- UPDATES: OLD was true when it was said; NEW gives a later state of the same counted, measured
  or staged thing (a baby's age, teeth, weeks of pregnancy, a waiting-list position, a referral
  becoming an appointment, HbA1c, weight lost, rehab weeks, a mortgage application to an offer,
  a pension pot, savings, a tax return, an insurance claim, a house sale, reading book band,
  swimming badges, school year, a belt grading, onboarding trainings, headcount, leave balance,
  a visa, mileage, battery health, devices connected, solar kWh, RSVPs, days to a wedding,
  money raised, a hospital stay to discharge, Couch to 5k week, a renovation's stage).
- COMPATIBLE: both stay true. Most are hard near-misses written against the corrections, with
  the same OLD as a correction (most corrections have one or more twins here): a second value of
  a multi-valued thing (a second medication, allergy, bank account, club, carer, remote day); the
  same value in other words or units (14:30 / half two, 80 kg / 12 stone 8, UK 8 / EU 42, 0.5 mg
  / 500 micrograms, 1,300 a month / about 300 a week, 20 C / 68 F, 250 miles / about 400 km);
  a plan, quote, test drive or interview that went nowhere; a hedge ("the GP talked about upping
  it but decided to leave it"); another person's change (a spouse's GP, a sibling's school, a
  colleague's notice period, a cousin's allergy); a temporary change (a locum, a covering
  manager, a courtesy car, one weekend swapped, one Friday in the office, one dose skipped, a
  one-off payment method); history stated as history; more detail (extra JSON fields, extra
  bullet lines, a longer block where nothing is replaced); one-off events; correction idioms
  ("correction", "oops", "my bad") aimed at something OLD does not state; a negation of a
  narrower attribute ("doesn't drive at night any more").

How it was written: by hand, in one short sitting on 2026-12-06 (about half an hour, the
time the brief allowed), by a sixteenth independent author (a helper session, corrcorp16) who
read only the task brief, the module docstring of the fifteenth corpus
(tests/independent/corrections_heldout15.py, the text up to its first closing triple quotes, plus
a grep for its three list names; none of its pairs) and the [tool.ruff] settings in
pyproject.toml, and the opening turns of two sessions of one LoCoMo dev conversation
(/work/shared/locomo-dev/43.json) for how people talk (a few chatty pairs follow that tone). The author did not read the system's rules (zeusmem/), any other file under tests/
(no other corpus, no tests/pair_eval.py, no test), did not grep the repository, did not import
zeusmem and did not run the system on this corpus; nothing here was fitted to the rules. People,
phone numbers (UK 07700 900xxx) and amounts are invented; well-known banks, insurers, energy
suppliers, shops, hospitals, devices and places appear by their usual names as everyday context.
The pairs were kept in plain text in /tmp and turned into this module by a throw-away script (not
committed), which checked that no pair repeats, none sits in two lists and none has OLD equal to
NEW, and computed the counts below from the language tags.

Emphasis (chosen to go where the fifteenth docstring says the earlier corpora did not: it
stressed coding-assistant memories, CRM records, travel, education and sports): (1) health and
care: medication names and doses, diagnoses revised, allergies found to be wrong or outgrown, GP,
practice, hospital, dentist, optician and vet changes, carers and care agencies, care homes,
diets prescribed by a dietitian, test results; (2) money and admin: bank, pension provider, tax
code, insurer, energy tariff, council and council tax band, landlord, lease end, rent, mortgage,
ISA, pay day; (3) family logistics: school-run days, childminder, nanny, custody weekends, kids'
clubs, schools, bedtimes, nursery fees; (4) work as HR and managers record it: manager, team,
grade, job title, contract hours, remote days, notice period, probation, leave, pension
contribution; (5) devices and home: phone, router, smart-home hub, car, EV charger and tariff
window, laptop, thermostat; (6) events re-planned: venue, guest count, date, menu, caterer,
time. Styles: JSON objects as a tool writes them, "Field X changed from A to B" and
"audit ...: A -> B" lines, multi-line session summaries and profiles (a few pairs hold line
breaks), "Update:" notes, voice-dictated run-on text without punctuation, terse chat ("nvm its
friday", "oops 6:30 not 6"), corrections with pronouns that need the old memory ("She's at the
other school now, Hillside"; "He's at the sixth-form college now"), quantities that change (5 mg
-> 10 mg, 120 guests -> 85) next to twins that restate the same quantity in other units, and
long memories where one item of several changes (with twins where an item is only added).

Labelling rules: those stated in the fifteenth corpus's docstring, as far as it states them
(tense matters; temporary and fell-through changes are COMPATIBLE; preference flips and configured
values changed by a decision are CORRECTIONS; counts that grow and staged things that reach their
next stage are UPDATES; bare negations and retractions of OLD are CORRECTIONS, negations of a
narrower attribute are COMPATIBLE; another person's change is COMPATIBLE unless that person's
fact is itself OLD; a contact replaced because someone left is a CORRECTION). Decisions this
author took on questions left open there:
- Health. A dose changed by a clinician (amlodipine 5 -> 10 mg, levothyroxine 75 -> 100 mcg,
  vitamin D 1000 -> 4000 IU) and a drug switched are CORRECTIONS: the prescription is a decided
  value, not a measurement. A new drug added alongside is COMPATIBLE. A revised diagnosis and an
  allergy ruled out or outgrown are CORRECTIONS ("never was" or "no longer"); a diagnosis refined
  within itself (dementia -> Alzheimer's type, IBS -> IBS-D) is COMPATIBLE more detail. Test
  results (HbA1c), weight lost, rehab weeks, pregnancy weeks and waiting-list positions are
  UPDATES. A hospital stay ending in discharge and a cast coming off are UPDATES (stages).
- Money and admin: a rent rise, a tax code change, a new insurer, tariff, bank, landlord after a
  sale, a lease extension and a council tax reband are CORRECTIONS of the stored value. Balances
  paid down, pots grown, claims and applications moving through their stages are UPDATES.
- Family: a child's club, school, childminder, bedtime or activity day changed for good is a
  CORRECTION; one week's swap, a closed session, or a sibling's change is COMPATIBLE. School
  year, reading band, badges and belts are UPDATES.
- Work: grade, title, manager, team, hours, remote days, notice period, probation end and
  employer contribution changed are CORRECTIONS (HR record values); a secondment, cover during
  leave and overtime in one week are COMPATIBLE; leave remaining, sickness days, onboarding
  progress and headcount are UPDATES.
- Devices: a device replaced is a CORRECTION; a firmware version moving on by itself, battery
  health, mileage and device counts are UPDATES; a loan device, a second device and a test drive
  are COMPATIBLE.
- Events: venue, date, time, guest count, menu item and caterer changed are CORRECTIONS (the
  plan stored in OLD was replaced); RSVP counts, money raised, payment stages and days to go are
  UPDATES. A guest count cut (120 -> 85) is a CORRECTION, not an UPDATE: it is a planned figure
  changed by a decision, not a count that moved on.
- A JSON or audit line where only the changed field differs is judged like the plain sentence;
  an audit line on a different field than OLD's is COMPATIBLE. A "reverted" audit line whose
  OLD was the forward change is a CORRECTION.

Languages: about three in ten pairs are not in English, in ten languages the fifteenth docstring
did not list: Swahili (sw), Indonesian (id), Vietnamese (vi), Welsh (cy), Icelandic (is),
Estonian (et), Latvian (lv), Slovenian (sl), Afrikaans (af) and Turkish (tr). Whether corpora
before the fifteenth used them is not known to this author. Within a pair both statements share
a language; brand, place and product names stay as they are. Every non-English pair carries a
``# lang: xx`` comment (ISO 639-1) on its line; untagged pairs are English. The non-English pairs
were written by the author, not by native speakers, and are shorter and plainer than the English
ones.

Counts (635 pairs, 195 not in English):
- CORRECTIONS: 217 pairs, 147 English, 70 other: af 7, cy 7, et 7, id 7, is 7, lv 7, sl 7, sw 7, tr 7, vi 7.
- UPDATES: 75 pairs, 50 English, 25 other: af 2, cy 2, et 2, id 4, is 2, lv 2, sl 2, sw 3, tr 3, vi 3.
- COMPATIBLE: 343 pairs, 243 English, 100 other: af 10, cy 10, et 10, id 10, is 10, lv 10, sl 10, sw 10, tr 10, vi 10.
"""

from typing import List, Tuple

CORRECTIONS: List[Tuple[str, str]] = [
    ('Mum takes 5 mg of amlodipine every morning.', "The GP doubled Mum's amlodipine, she's on 10 mg now."),
    ("I'm allergic to penicillin.", "Turns out I'm not allergic to penicillin after all, the allergy test at the clinic came back clear."),
    ('Diagnosis: irritable bowel syndrome.', "They've revised the diagnosis, it's coeliac disease, not IBS."),
    ('My GP is Dr Hannah Okafor at Riverside Surgery.', "I've registered with Parkway Medical Centre now, so my GP is Dr Imran Shah."),
    ("Dad's carer, Bronwyn, comes Monday to Friday at 8am.", "Bronwyn's left the agency, Dad's new carer is called Tomasz."),
    ("Dad's carer visits are at 8am on weekdays.", "The agency moved Dad's visits to 9:30, the 8am slot is gone for good."),
    ('Dietitian has me on a low-FODMAP diet.', 'Low-FODMAP is finished, the dietitian put me on a standard high-fibre diet from this week.'),
    ('I take sertraline 50 mg at night.', 'Switched from sertraline to fluoxetine 20 mg, taken in the morning.'),
    ("Ella's inhaler is the blue Ventolin one.", "Ella's been moved to a Clenil preventer inhaler instead of the Ventolin."),
    ('My dentist is at Smile Studio on King Street.', "We moved dentists, we're with Harbour Dental now."),
    ('Physio sessions are Tuesdays at 4pm.', "Physio's Wednesdays at 4 now, they changed my slot permanently."),
    ("I'm type 2 diabetic, managed with diet only.", "The diabetic nurse started me on metformin, so it's no longer diet only."),
    ('Gran lives at Willow Court care home.', 'Gran moved to Oakfield Nursing Home last month because she needs nursing care now.'),
    ("I'm lactose intolerant.", 'Never was lactose intolerant, it was the FODMAPs all along according to the consultant.'),
    ('My blood type is O positive.', "Correction from the donor card: I'm A positive, not O."),
    ('Repeat prescription: levothyroxine 75 micrograms daily.', 'Levothyroxine went up to 100 micrograms after my last blood test.'),
    ("The kids' optician is Specsavers in the high street.", "We've switched the kids to the independent optician on Mill Lane."),
    ('Bank: Barclays current account.', "I closed the Barclays account, everything's with Monzo now."),
    ('Pension provider is Aviva through work.', "Work moved the pension scheme to Nest from April, so Aviva's no longer my provider."),
    ('My tax code is 1257L.', 'HMRC changed my tax code to 1100L because of the company car.'),
    ('Home insurance is with Direct Line.', 'Home insurance renewed with Aviva this year, Direct Line was too expensive.'),
    ('Energy tariff: Octopus Flexible.', 'We fixed: Octopus 12M Fixed from 1 November.'),
    ('Our council is Leeds City Council.', 'After the move our council is Bradford, not Leeds.'),
    ('Landlord is Mr Patel, rent paid to him directly.', 'Mr Patel sold the flat, our landlord is now Greenway Lettings.'),
    ('Lease ends on 31 March 2027.', 'We signed the extension, the lease now ends 30 September 2027.'),
    ('Rent is 1,150 a month.', 'Rent went up to 1,240 a month at renewal.'),
    ('Council tax band C.', "We got rebanded, it's band B now."),
    ('Broadband is Virgin Media 350 Mb.', "Dropped Virgin, we're on Community Fibre 500 now."),
    ('Car insurance renews in June.', 'Car insurance renewal is actually in July, I misread the letter.'),
    ('Mortgage is with Nationwide on a 2-year fix.', 'We remortgaged with Halifax on a 5-year fix.'),
    ('Savings account is a Marcus easy access.', 'Moved the savings out of Marcus into a Chip account.'),
    ('Direct debit for the gym comes out on the 1st.', 'Gym direct debit moved to the 15th.'),
    ('Leo does the school run on Mondays and Wednesdays.', "Leo's doing Tuesdays and Thursdays now, not Mondays and Wednesdays."),
    ('The childminder is Karen on Elm Road.', "Karen retired, the kids go to Sunita's now."),
    ('Custody: the kids are with their dad every other weekend.', 'New arrangement from the mediator: the kids are with their dad every weekend Saturday to Sunday lunch.'),
    ('Maya does ballet on Saturday mornings.', 'Maya quit ballet, she does gymnastics on Saturdays now.'),
    ("Noah's swimming lesson is Thursday at 5:30.", "Noah's swimming moved to Friday at 5:30."),
    ('Pick-up from after-school club is 5:45.', 'After-school club closes at 5:30 now, so pick-up is 5:30.'),
    ("Isla's at St Mary's Primary.", "She's at the other school now, Hillside, since half term."),
    ('Our nanny works three days a week.', "Our nanny's down to two days a week since Oscar started nursery."),
    ("The kids' dentist appointments are booked under my husband's name.", "The kids' dental appointments are under my name now, not his."),
    ("Jamie's football training is at the rec on Tuesdays.", 'Training moved to the 3G pitch at the academy, still Tuesdays.'),
    ('Employee grade: Band 5.', 'Promoted to Band 6 effective 1 October.'),
    ('Contract hours: 37.5 per week.', 'Contract hours reduced to 30 per week from January, by agreement.'),
    ('Remote days: Monday and Friday.', 'Remote days changed to Tuesday and Thursday after the team reshuffle.'),
    ('Line manager: Gareth Evans.', 'Manager changed to Priya Nair, Gareth moved to the Bristol office.'),
    ('Team: Payments Platform.', "I've moved to the Identity team."),
    ('Notice period is one month.', 'My new contract has a three-month notice period.'),
    ('Annual leave entitlement: 25 days.', 'HR corrected it, my entitlement is 27 days with long service.'),
    ('Works from the Manchester office.', "She's based in the Leeds office now."),
    ('Job title: Senior Data Analyst.', 'Job title changed to Analytics Engineer in the restructure.'),
    ('Salary paid on the last working day of the month.', 'Payroll moved pay day to the 25th.'),
    ('On the standard 9-5 pattern.', 'Switched to compressed hours: four 9-hour days and a half day Friday.'),
    ('Phone: iPhone 12.', "Upgraded, I'm on a Pixel 8 now."),
    ('Router is the BT Smart Hub 2.', 'Replaced the BT hub with an Eero mesh.'),
    ('Smart-home hub: Google Nest Hub.', 'Gave the Nest Hub away, everything runs on Home Assistant now.'),
    ('Car: 2016 VW Golf diesel.', 'Sold the Golf, we drive a Kia Niro EV now.'),
    ('EV charger is a Pod Point Solo.', 'Swapped the Pod Point for a Zappi so it can use the solar.'),
    ('Laptop: ThinkPad T480.', "The ThinkPad died, my laptop's a MacBook Air M2 now."),
    ('Thermostat is set to 20 degrees.', 'We turned the thermostat down to 18 for good.'),
    ('Smart meter reads are sent monthly.', 'Smart meter is set to half-hourly reads now.'),
    ('Boiler service is with British Gas HomeCare.', 'Cancelled HomeCare, a local engineer services the boiler now.'),
    ('Wedding venue: Hartwell Barn.', 'Venue changed to the Old Rectory, Hartwell Barn double-booked us.'),
    ('Guest count for the wedding is 120.', "We cut the list, it's 85 guests now."),
    ('Party is on Saturday 14 June.', "The party's moved to Sunday 15 June."),
    ('Menu: three courses, beef main.', 'Changed the main to a mushroom wellington, no beef.'),
    ('The reunion is at the Crown pub.', "Reunion's at Lucy's house instead of the Crown."),
    ("Christening is at 11am at St John's.", "Christening's been put back to 2pm, same church."),
    ('Caterer for the launch: Fork & Field.', 'We cancelled Fork & Field and booked Green Table for the launch.'),
    ('Retirement do is booked for 40 people.', "Retirement do is now 25 people, most couldn't make the Friday."),
    ("Book club meets at Anna's.", "Book club's at the library now, Anna's flat is being renovated and she's not having it back."),
    ('{"medication": "atorvastatin", "dose": "20mg"}', '{"medication": "atorvastatin", "dose": "40mg", "note": "dose increased by GP"}'),
    ('{"user": "dan", "employer": "Halden Logistics"}', '{"user": "dan", "employer": "Brightwater Foods", "changed": "new job from 3 March"}'),
    ('{"gp_practice": "Riverside Surgery"}', '{"gp_practice": "Parkway Medical Centre", "reason": "moved house"}'),
    ('{"bank": "Lloyds", "sort_code_last4": "4410"}', '{"bank": "Starling", "sort_code_last4": "0021"}'),
    ('{"childcare": {"mon": "grandma", "tue": "nursery"}}', '{"childcare": {"mon": "nursery", "tue": "nursery"}}'),
    ('{"diet": "vegetarian"}', '{"diet": "pescatarian", "since": "2026-09"}'),
    ('{"car": {"make": "Ford", "model": "Focus"}}', '{"car": {"make": "Tesla", "model": "Model 3"}}'),
    ('{"event": "30th birthday", "venue": "Lakeside Hotel", "guests": 60}', '{"event": "30th birthday", "venue": "Lakeside Hotel", "guests": 45}'),
    ('{"remote_days": ["Mon", "Fri"]}', '{"remote_days": ["Wed"]}'),
    ('{"allergies": ["peanuts", "shellfish"]}', '{"allergies": ["peanuts"], "note": "shellfish allergy ruled out by allergist"}'),
    ('Field `insurer` changed from "Admiral" to "LV=".', 'Field `insurer` changed from "LV=" to "Admiral" (reverted: LV= policy cancelled in cooling-off period).'),
    ("User's energy supplier: EDF.", 'Field energy_supplier changed from EDF to Octopus Energy.'),
    ('Preferred pharmacy: Boots, Market Square.', 'Audit: preferred_pharmacy changed from "Boots, Market Square" to "Lloydspharmacy, Hospital Road".'),
    ('Contract hours: 40.', 'audit 2026-11-02 hr_record.contract_hours: 40 -> 32 (flexible working request approved)'),
    ('Manager: Sofia Marin.', 'hr_record.manager changed from "Sofia Marin" to "Kwame Boateng" on 2026-10-01.'),
    ('Phone model: Samsung Galaxy S21.', 'device.phone: Samsung Galaxy S21 -> Samsung Galaxy S24 (replaced after screen broke)'),
    ('Wedding date: 12 September 2027.', 'Update: wedding moved to 17 April 2027 because the venue had a cancellation.'),
    ('The meeting with the landlord is on Friday.', 'Update: landlord meeting is Monday now, not Friday.'),
    ('Gym: PureGym on Canal Street.', 'Update: switched to the council leisure centre, PureGym membership cancelled.'),
    ('School run: Dad on Fridays.', "Update: Mum does Fridays from now on, Dad's picked up Wednesdays instead."),
    ("Session summary:\n- User's GP: Dr Lewis\n- Takes omeprazole 20 mg\n- Allergic to ibuprofen", "Session summary:\n- User's GP: Dr Lewis\n- Takes omeprazole 40 mg\n- Allergic to ibuprofen"),
    ('Profile:\n- Works at Norbury Council\n- Lives in Croydon\n- Drives a Yaris', 'Profile:\n- Works at Norbury Council\n- Lives in Sutton now\n- Drives a Yaris'),
    ("Summary of call: client's lease ends May 2027, landlord is Harcourt Estates, rent 950.", "Summary of call: client's lease ends May 2027, landlord is now Fenwick Homes after the sale, rent 950."),
    ('team dinner thursday at 7', 'nvm its friday'),
    ('dentist tues 3pm', 'nah it got moved to wed same time'),
    ('bins go out monday night', 'bins are tuesday night now, council changed the rounds'),
    ('swim is at 6', 'oops 6:30 not 6'),
    ('gp appt 10th', 'sorry 12th'),
    ('kids at their dads this wknd', "scratch that, they're with me this weekend, he swapped with next weekend"),
    ("so my sister's been looking after mum on tuesdays and thursdays and i do the rest of the week and weekends when i can", "ok so change of plan for mum the agency is doing tuesdays and thursdays now and my sister isn't involved anymore she's moved to Glasgow"),
    ("right so the boiler guy is coming on the 9th in the morning and he said about two hours and he'll text before", 'boiler guy is not coming on the 9th anymore he rebooked us for the 16th morning'),
    ("yeah so I'm on the 7:52 train into Leeds every day except Fridays when I work from home", "I've stopped getting the train altogether I drive in now because they cut the 7:52"),
    ("Mum's on warfarin.", "Mum's been switched off warfarin onto apixaban, so no more INR clinic."),
    ('My hay fever tablet is cetirizine.', 'Cetirizine stopped working, the pharmacist put me on fexofenadine instead.'),
    ('Ben has a dairy allergy.', "Ben's outgrown his dairy allergy, the hospital did a milk ladder and he's fine with dairy now."),
    ("Hospital follow-up is at St Thomas'.", "My follow-ups have been transferred to King's College Hospital."),
    ("Mum's blood pressure target is below 140/90.", "The consultant set Mum's target at below 130/80 now."),
    ('I need reading glasses +1.5.', "New prescription, I'm +2.0 now."),
    ('My shoe size is 8.', "Turns out I'm a 7.5, I've been buying too big all along."),
    ('Our landlord allows one pet.', 'Landlord changed the terms, no pets at all from the new tenancy.'),
    ('ISA is with Vanguard.', 'Transferred the ISA from Vanguard to Trading 212.'),
    ('Pay day is the 28th.', "Pay day's the 20th at the new job."),
    ("The kids' club fees are paid by standing order.", 'We moved the club fees to tax-free childcare instead of the standing order.'),
    ('Childminder pick-up is 6pm.', 'Childminder asked for 5:30 pick-up from now on.'),
    ('She teaches Year 4.', "She's got Year 6 this year."),
    ("He's at Northgate High.", "He's at the sixth-form college now, not Northgate."),
    ('Car registration ends in 64.', 'New car, the reg ends in 73 now.'),
    ('Alexa controls the lights.', 'I took Alexa out, the lights are on the Hue app and Siri.'),
    ('EV charge overnight on Intelligent Octopus from 11:30pm.', "Octopus moved the cheap window, it's from 11pm to 5am now."),
    ('Router admin address is 192.168.1.1.', 'The new router uses 192.168.68.1 for admin.'),
    ('Guest count: 60 adults, 10 kids.', 'Guest count is 60 adults and 4 kids now, several families dropped out.'),
    ('Hen do is in Bath.', 'Hen do moved to Brighton, Bath was booked out.'),
    ('Anniversary dinner booked at Dishoom at 8.', "Dishoom cancelled on us, dinner's at Hoppers at 8 instead."),
    ('My doctor said to take vitamin D 1000 IU a day.', "She's bumped the vitamin D to 4000 IU a day after the blood test."),
    ("Grandad's walking with a stick.", "Grandad's on a frame now, the stick wasn't safe anymore."),
    ("She's on the waiting list for the knee operation at Airedale.", "Her knee op is being done at the Yorkshire Clinic instead, she's off the Airedale list."),
    ('Contact lenses: monthly Acuvue.', 'Switched to dailies, Dailies Total1.'),
    ('Employer pension contribution: 5%.', 'Employer contribution went up to 8% after the review.'),
    ('Probation ends 1 February.', 'Probation was extended to 1 May.'),
    ('Works Monday to Thursday.', "He's Tuesday to Friday now."),
    ('She reports to the CFO.', 'She reports to the COO since the restructure, not the CFO.'),
    ('The warehouse team start at 6am.', 'Warehouse start time moved to 7am permanently.'),
    ('Broadband contract ends in August.', 'I checked, the broadband contract ends in October, not August.'),
    ('The nursery fees are 68 a day.', 'Nursery fees went up to 74 a day.'),
    ('Our water company is Thames Water.', 'We moved, our water is Affinity Water now.'),
    ("The baby's due 3 March.", 'After the scan they moved the due date to 24 February.'),
    ('Surgery scheduled 10 January.', "Surgery's been brought forward to 18 December."),
    ("I'm seeing the dermatologist privately.", "I've dropped the private dermatologist, I'm back under the NHS one."),
    ("Mum's carer is through Caremark.", "Mum's care moved from Caremark to Home Instead."),
    ('I do Pilates twice a week.', "I'm down to Pilates once a week."),
    ("Kids' bedtime is 8pm.", "Bedtime's 7:30 on school nights now."),
    ('Vet: Medivet on the ring road.', "Changed vets, the cat's registered at Vets4Pets now."),
    ("Dog food: Lily's Kitchen.", "The vet put the dog on a hypoallergenic prescription food, no more Lily's Kitchen."),
    ('I just signed with a new five-a-side team, the Tuesday Rovers - so excited for the season!', "Bit of news - I left the Rovers, I'm playing for the Thursday Strikers now, way better fit for me!"),
    ("Thanks! I'm going with Nike for the kit sponsorship, super stoked!", 'Thanks for the support! In the end I went with Under Armour for the kit deal, not Nike.'),
    ("Been so busy - I'm coaching my daughter's netball team on Saturday mornings now!", "Quick update - I stepped down from coaching the netball team, another parent's taken over."),
    ('Mama anatumia dawa ya metformin 500 mg mara mbili kwa siku.', 'Daktari ameongeza dozi ya mama, sasa ni metformin 1000 mg mara mbili kwa siku.'),  # lang: sw
    ('Daktari wangu ni Dkt. Wanjiru katika kliniki ya Mji Mpya.', 'Nimehamia kliniki ya Afya Bora, daktari wangu sasa ni Dkt. Otieno.'),  # lang: sw
    ('Benki yangu ni CRDB.', 'Nimefunga akaunti ya CRDB, sasa natumia NMB.'),  # lang: sw
    ('Watoto wanaenda shule ya Msingi Uhuru.', 'Watoto wamehamia shule ya Msingi Amani tangu Januari.'),  # lang: sw
    ('Kodi ya nyumba ni shilingi 400,000 kwa mwezi.', 'Mwenye nyumba amepandisha kodi, sasa ni shilingi 450,000 kwa mwezi.'),  # lang: sw
    ('Harusi itakuwa tarehe 12 Agosti.', 'Harusi imesogezwa hadi tarehe 26 Agosti.'),  # lang: sw
    ('Nina mzio wa dawa ya aspirini.', 'Kumbe sina mzio wa aspirini, vipimo vilionyesha ni sawa.'),  # lang: sw
    ('Saya kerja di kantor Jakarta hari Senin sampai Jumat.', 'Sekarang saya kerja dari rumah hari Senin dan Jumat, ke kantor cuma Selasa sampai Kamis.'),  # lang: id
    ('Dokter gigi anak-anak di Klinik Senyum, Kemang.', 'Kami sudah pindah dokter gigi, sekarang di Klinik Gigi Sehat, Cipete.'),  # lang: id
    ('Asuransi kesehatan saya dari Prudential.', 'Asuransi kesehatan saya sudah ganti ke Allianz mulai bulan ini.'),  # lang: id
    ('HP saya Samsung A52.', 'HP saya sekarang iPhone 13, yang Samsung sudah dijual.'),  # lang: id
    ('Resepsi pernikahan di Gedung Sasana, 300 tamu.', 'Resepsi dipindah ke Hotel Mulia, tamunya dikurangi jadi 200.'),  # lang: id
    ('Atasan saya Pak Budi.', 'Pak Budi sudah pindah divisi, atasan saya sekarang Bu Ratna.'),  # lang: id
    ('Les piano Dinda hari Rabu sore.', 'Les piano Dinda pindah ke hari Sabtu pagi.'),  # lang: id
    ('Mẹ tôi uống thuốc huyết áp amlodipine 5 mg mỗi sáng.', 'Bác sĩ đã đổi thuốc cho mẹ sang losartan 50 mg, không dùng amlodipine nữa.'),  # lang: vi
    ('Tôi làm việc ở chi nhánh Quận 1.', 'Tôi đã chuyển sang chi nhánh Thủ Đức từ tháng trước.'),  # lang: vi
    ('Ngân hàng của tôi là Vietcombank.', 'Tôi chuyển hết sang Techcombank rồi, đóng tài khoản Vietcombank.'),  # lang: vi
    ('Con gái tôi học lớp múa vào thứ Bảy.', 'Con gái tôi nghỉ múa rồi, giờ học vẽ vào thứ Bảy.'),  # lang: vi
    ('Tiệc cưới tổ chức ngày 20 tháng 10.', 'Tiệc cưới dời sang ngày 3 tháng 11.'),  # lang: vi
    ('Xe của tôi là Honda Vision.', 'Tôi bán Honda Vision rồi, giờ đi VinFast Evo.'),  # lang: vi
    ('Hợp đồng thuê nhà hết hạn tháng 6.', 'Chủ nhà gia hạn hợp đồng, giờ hết hạn tháng 12.'),  # lang: vi
    ('Mae Mam yn cymryd 10 mg o simvastatin bob nos.', "Mae'r meddyg wedi newid Mam i atorvastatin 20 mg, dim simvastatin mwyach."),  # lang: cy
    ("Mae'r plant yn Ysgol Gymraeg Bro Taf.", "Mae'r plant yn Ysgol Gymraeg Treganna nawr, ers i ni symud."),  # lang: cy
    ('Fy meddyg teulu yw Dr Elin Hughes.', 'Dr Rhys Morgan yw fy meddyg teulu nawr, mae Dr Hughes wedi ymddeol.'),  # lang: cy
    ("Rydw i'n gweithio yn swyddfa Caerdydd.", 'Rydw i wedi symud i swyddfa Abertawe.'),  # lang: cy
    ("Mae'r parti ar ddydd Sadwrn.", "Mae'r parti wedi symud i ddydd Sul."),  # lang: cy
    ('Fy manc yw HSBC.', 'Rydw i wedi newid i Nationwide, mae cyfrif HSBC wedi cau.'),  # lang: cy
    ('Mae Osian yn chwarae rygbi ar nos Fawrth.', 'Mae ymarfer rygbi Osian ar nos Iau nawr.'),  # lang: cy
    ('Ég vinn hjá Landsbankanum.', 'Ég er hætt hjá Landsbankanum og byrjuð hjá Arion banka.'),  # lang: is
    ('Heimilislæknirinn minn er á Heilsugæslunni Miðbæ.', 'Ég er komin á Heilsugæsluna í Hlíðum, ekki Miðbæ lengur.'),  # lang: is
    ('Sonur minn er á leikskólanum Sólhlíð.', 'Hann er kominn á leikskólann Laufásborg núna.'),  # lang: is
    ('Leigan er 250.000 krónur á mánuði.', 'Leigan hækkaði í 275.000 krónur á mánuði.'),  # lang: is
    ('Brúðkaupið er í Hörpu.', 'Brúðkaupið verður í Hannesarholti, ekki Hörpu.'),  # lang: is
    ('Ég keyri Toyota Yaris.', 'Ég seldi Yarisinn og keyri núna Hyundai Kona rafbíl.'),  # lang: is
    ('Ég tek 50 mg af sertralíni.', 'Læknirinn hækkaði skammtinn í 100 mg.'),  # lang: is
    ('Minu perearst on dr Tamm Mustamäe tervisekeskuses.', 'Minu perearst on nüüd dr Kask, vahetasin Nõmme tervisekeskuse vastu.'),  # lang: et
    ('Töötan kontoris esmaspäevast reedeni.', 'Nüüd töötan kodust teisipäeviti ja neljapäeviti, kontoris ainult kolm päeva.'),  # lang: et
    ('Pank on Swedbank.', 'Kolisin kõik LHV-sse, Swedbanki konto on suletud.'),  # lang: et
    ('Laps käib ujumas kolmapäeviti.', 'Ujumine on nüüd reedeti.'),  # lang: et
    ('Pulmas on 80 külalist.', 'Külaliste arv on nüüd 60.'),  # lang: et
    ('Mul on pähkliallergia.', 'Allergoloog ütles, et mul ei ole pähkliallergiat.'),  # lang: et
    ('Üür on 600 eurot kuus.', 'Üür tõusis 650 euro peale.'),  # lang: et
    ('Mana ģimenes ārste ir dr. Ozola.', 'Esmu pārgājusi pie dr. Bērziņa, dr. Ozola vairs nav mana ārste.'),  # lang: lv
    ('Strādāju Rīgas birojā.', 'Tagad strādāju Jelgavas birojā.'),  # lang: lv
    ('Mans tālrunis ir iPhone 11.', 'Nopirku jaunu telefonu, tagad man ir Samsung Galaxy S23.'),  # lang: lv
    ('Meita iet dejot otrdienās.', 'Meitai dejas tagad ir ceturtdienās.'),  # lang: lv
    ('Kāzas būs Siguldā.', 'Kāzas pārcēlām uz Cēsīm.'),  # lang: lv
    ('Mammai dod 20 mg omeprazola.', 'Ārsts mammai samazināja devu līdz 10 mg.'),  # lang: lv
    ('Mans priekšnieks ir Jānis.', 'Jānis aizgāja no firmas, mans priekšnieks tagad ir Līga.'),  # lang: lv
    ('Moja zdravnica je dr. Novak v ZD Bežigrad.', 'Zamenjala sem zdravnico, zdaj sem pri dr. Kranjc v ZD Šiška.'),  # lang: sl
    ('Delam od ponedeljka do petka v pisarni.', 'Zdaj delam od doma ob petkih, v pisarni samo štiri dni.'),  # lang: sl
    ('Moja banka je NLB.', 'Prešla sem na Novo KBM, račun pri NLB sem zaprla.'),  # lang: sl
    ('Sin trenira nogomet ob torkih.', 'Sin ima trening zdaj ob sredah.'),  # lang: sl
    ('Poroka bo 5. junija.', 'Poroka je prestavljena na 19. junij.'),  # lang: sl
    ('Vozim Renault Clio.', 'Clia sem prodala, zdaj vozim Škodo Fabio.'),  # lang: sl
    ('Najemnina je 700 evrov.', 'Najemnina je zdaj 760 evrov.'),  # lang: sl
    ('My dokter is dr. Botha by die Mediclinic.', 'Ek gaan nou na dr. Naidoo, ek het van dokter verander.'),  # lang: af
    ('Die kinders gaan na Laerskool Waterkloof.', 'Die kinders is nou by Laerskool Menlopark, ons het getrek.'),  # lang: af
    ('Ek werk by die kantoor in Sandton.', 'Ek werk nou by die Rosebank-kantoor.'),  # lang: af
    ('My bank is Absa.', 'Ek het na Capitec oorgeslaan, Absa-rekening is toe.'),  # lang: af
    ('Die troue is by die wynplaas in Stellenbosch.', 'Die troue is nou in Franschhoek, nie Stellenbosch nie.'),  # lang: af
    ('Ma drink 25 mg atenolol.', 'Die dokter het Ma se atenolol na 50 mg verhoog.'),  # lang: af
    ("Ek het 'n Toyota Corolla.", "Ek het die Corolla verkoop, ek ry nou 'n Suzuki Swift."),  # lang: af
    ('Annem sabahları 5 mg amlodipin alıyor.', "Doktor annemin dozunu 10 mg'a çıkardı."),  # lang: tr
    ('Aile hekimim Dr. Ayşe Yılmaz.', 'Aile hekimimi değiştirdim, şimdi Dr. Mehmet Kaya.'),  # lang: tr
    ('Bankam Garanti.', 'Garanti hesabını kapattım, artık İş Bankası kullanıyorum.'),  # lang: tr
    ('Oğlum salı günleri yüzmeye gidiyor.', 'Oğlumun yüzme dersi perşembeye alındı.'),  # lang: tr
    ('Düğün 300 kişilik.', 'Düğünü 180 kişiye düşürdük.'),  # lang: tr
    ('Ev sahibimiz Hasan Bey.', 'Ev satıldı, yeni ev sahibimiz Zeynep Hanım.'),  # lang: tr
    ('Pazartesi ve cuma evden çalışıyorum.', 'Artık sadece çarşamba evden çalışıyorum.'),  # lang: tr
]

UPDATES: List[Tuple[str, str]] = [
    ('Baby Ava is 4 months old.', "Ava's 6 months now and starting solids."),
    ("Mum's on the waiting list for a hip replacement, position 140.", "Mum's moved up to 35 on the hip replacement list."),
    ('Referral to the memory clinic has been sent.', "Dad's memory clinic appointment is booked for 3 February."),
    ("I'm 12 weeks pregnant.", "I'm 20 weeks now, had the anomaly scan."),
    ('My HbA1c was 58.', 'Latest HbA1c came back at 49.'),
    ('Lost 4 kg since starting the plan.', "That's 9 kg down now."),
    ('Physio: week 2 of 8 of the rehab programme.', 'Physio: week 6 of 8.'),
    ('Mortgage application submitted.', 'Mortgage offer came through from Halifax.'),
    ('Pension pot is about 42,000.', "Pension pot's at 47,500 after the annual statement."),
    ('Emergency fund: 2,000 saved of 6,000.', "Emergency fund's at 4,300 now."),
    ('Tax return: not started.', 'Tax return is filed, waiting on the refund.'),
    ('Insurance claim for the leak is with the loss adjuster.', "Leak claim approved, they're paying 3,200."),
    ('Council tax rebanding appeal submitted.', 'Rebanding appeal: the VOA has acknowledged it, decision due in 8 weeks.'),
    ('Credit card balance is 3,400.', 'Got the card down to 1,150.'),
    ('House sale: under offer.', 'House sale: exchanged contracts, completion on the 20th.'),
    ("Freddie's reading at book band yellow.", "Freddie's gone up to book band green."),
    ('Zara has 3 swimming badges.', "Zara's got her 5th swimming badge."),
    ('Mia is in Year 2.', "Mia's in Year 3 now."),
    ("Oscar's got 2 teeth.", "Oscar's got 6 teeth now."),
    ('Karate: Sam is orange belt.', "Sam passed his grading, he's a green belt."),
    ("Childminder waiting list, we're 4th.", "We're next on the childminder's list."),
    ('Passport application for the baby sent off.', "Baby's passport arrived."),
    ('HR: promotion case submitted to panel.', 'HR: promotion panel approved, letter pending.'),
    ('Onboarding: 3 of 10 mandatory trainings done.', 'Onboarding: 8 of 10 trainings done.'),
    ('Headcount on my team is 6.', "Team's at 9 now after the hires."),
    ('Visa application: biometrics done.', 'Visa: decision received, approved.'),
    ('Sickness absence this year: 3 days.', 'Sickness absence this year: 7 days.'),
    ('Annual leave remaining: 14 days.', 'Annual leave remaining: 9 days.'),
    ('Interview process: first round done.', 'Interview process: passed the final round, waiting on offer.'),
    ('Phone storage 80% full.', 'Phone storage 96% full.'),
    ('The car has 38,000 miles on it.', "The car's at 41,200 miles."),
    ('EV battery health 94%.', 'Battery health report says 91% now.'),
    ('Home Assistant: 12 devices connected.', 'Home Assistant: 27 devices now.'),
    ('Solar panels generated 1,200 kWh so far this year.', "Solar's at 2,950 kWh for the year."),
    ('Router firmware 1.0.4.', 'Router updated itself to firmware 1.1.0.'),
    ('RSVPs: 40 yes so far.', 'RSVPs: 71 yes.'),
    ('Wedding: 10 weeks to go.', 'Wedding: 3 weeks to go!'),
    ('Deposit paid for the venue, balance due.', 'Venue fully paid.'),
    ('Quotes from caterers: 2 received.', 'Caterers: 4 quotes in, shortlisted two.'),
    ('Sponsorship for the charity walk: 320 raised.', 'Charity walk total: 880 raised.'),
    ("Dad's in hospital, on the ward.", "Dad's been discharged home with a care package."),
    ('Broken wrist: cast on, review in 6 weeks.', 'Wrist: cast off, now in a splint.'),
    ('{"baby_age_months": 9}', '{"baby_age_months": 11}'),
    ('{"savings_goal": "house deposit", "saved": 14000, "target": 30000}', '{"savings_goal": "house deposit", "saved": 19500, "target": 30000}'),
    ('Field application_status changed from "draft" to "submitted".', 'Field application_status changed from "submitted" to "under review".'),
    ('Update: kitchen refit is at the plastering stage.', 'Update: kitchen refit, units fitted, worktops next week.'),
    ('potty training day 3, some accidents', 'potty training day 10 basically dry in the day now'),
    ("so grandma's in rehab after the fall, they're getting her walking with the frame", "grandma's walking short distances without the frame now, physio's really pleased"),
    ('Blood donor: 9 donations.', 'Just did my 10th donation, got the badge.'),
    ('Couch to 5k: week 3.', 'Couch to 5k: week 7, running 25 minutes straight.'),
    ('Mtoto ana miezi 3.', 'Mtoto sasa ana miezi 5.'),  # lang: sw
    ('Tumeweka akiba shilingi milioni 2 kwa ajili ya ada.', 'Akiba ya ada sasa imefika shilingi milioni 3.5.'),  # lang: sw
    ('Ombi la pasipoti limetumwa.', 'Pasipoti imetoka, nimeshaichukua.'),  # lang: sw
    ('Anak saya kelas 3 SD.', 'Anak saya sekarang kelas 4 SD.'),  # lang: id
    ('Renovasi dapur sudah 30%.', 'Renovasi dapur sudah 80%.'),  # lang: id
    ('Berat badan turun 2 kg.', 'Berat badan sudah turun 6 kg.'),  # lang: id
    ('Con tôi được 8 tháng.', 'Con tôi tròn 1 tuổi rồi.'),  # lang: vi
    ('Hồ sơ xin visa đã nộp.', 'Visa đã được duyệt.'),  # lang: vi
    ('Đã có 50 khách xác nhận dự tiệc.', 'Đã có 120 khách xác nhận.'),  # lang: vi
    ('Mae Gwen ym Mlwyddyn 5.', 'Mae Gwen ym Mlwyddyn 6 nawr.'),  # lang: cy
    ("Rydw i wedi casglu 200 punt i'r elusen.", 'Rydw i wedi casglu 650 punt erbyn hyn.'),  # lang: cy
    ('Barnið er 6 mánaða.', 'Barnið er orðið 10 mánaða.'),  # lang: is
    ('Ég hef hlaupið 300 km á árinu.', 'Ég er komin í 720 km á árinu.'),  # lang: is
    ('Rasedus on 16 nädalat.', 'Rasedus on nüüd 24 nädalat.'),  # lang: et
    ('Kodulaen: 40 000 eurot jäänud.', 'Kodulaenu on jäänud 36 500 eurot.'),  # lang: et
    ('Dēlam ir 2 zobi.', 'Dēlam tagad ir 5 zobi.'),  # lang: lv
    ('Remonts: vannas istaba pusē.', 'Remonts: vannas istaba gatava, tagad virtuve.'),  # lang: lv
    ('Hčerka je v 1. razredu.', 'Hčerka je zdaj v 2. razredu.'),  # lang: sl
    ('Prihranila sem 1.500 evrov za dopust.', 'Za dopust imam zdaj prihranjenih 2.800 evrov.'),  # lang: sl
    ('Die baba is 5 maande oud.', 'Die baba is nou 7 maande oud.'),  # lang: af
    ('Ons het 30 bevestigings vir die troue.', 'Ons het nou 95 bevestigings.'),  # lang: af
    ('Bebeğimiz 2 aylık.', 'Bebeğimiz 4 aylık oldu.'),  # lang: tr
    ('Kredi borcu 120.000 lira.', 'Kredi borcu 95.000 liraya indi.'),  # lang: tr
    ('Vize başvurusu yapıldı.', 'Vize onaylandı.'),  # lang: tr
    ('Cicilan motor tinggal 10 bulan.', 'Cicilan motor tinggal 4 bulan.'),  # lang: id
]

COMPATIBLE: List[Tuple[str, str]] = [
    ('Mum takes 5 mg of amlodipine every morning.', 'Mum takes her amlodipine with breakfast, usually around 8.'),
    ('Mum takes 5 mg of amlodipine every morning.', 'The GP also started Mum on 2.5 mg of ramipril alongside the amlodipine.'),
    ('Mum takes 5 mg of amlodipine every morning.', "Mum's amlodipine is 5 milligrams, one tablet a day, taken in the morning."),
    ('Mum takes 5 mg of amlodipine every morning.', "The GP talked about upping Mum's amlodipine but decided to leave it at 5 mg."),
    ("I'm allergic to penicillin.", "I'm also allergic to sticking plasters."),
    ("I'm allergic to penicillin.", 'The allergy clinic confirmed the penicillin allergy, so it stays on my record.'),
    ("I'm allergic to penicillin.", "My son was tested for penicillin allergy and he's fine with it."),
    ('Diagnosis: irritable bowel syndrome.', 'The gastroenterologist said the IBS is the diarrhoea-predominant type.'),
    ('Diagnosis: irritable bowel syndrome.', "They tested me for coeliac to rule it out and it was negative, so it's still IBS."),
    ('My GP is Dr Hannah Okafor at Riverside Surgery.', 'Saw a locum at Riverside today because Dr Okafor was on leave.'),
    ('My GP is Dr Hannah Okafor at Riverside Surgery.', 'Riverside Surgery is moving into the new health centre building next year, same doctors.'),
    ('My GP is Dr Hannah Okafor at Riverside Surgery.', "My husband's GP is Dr Shah at Parkway."),
    ("Dad's carer, Bronwyn, comes Monday to Friday at 8am.", "Bronwyn's on holiday next week, the agency is sending cover."),
    ("Dad's carer, Bronwyn, comes Monday to Friday at 8am.", 'A second carer, Tomasz, now does a tea-time visit as well.'),
    ("Dad's carer visits are at 8am on weekdays.", "Just this Thursday the carer's coming at 9 because of the hospital transport."),
    ('Dietitian has me on a low-FODMAP diet.', "I'm on the reintroduction phase of low-FODMAP, testing garlic this week."),
    ('Dietitian has me on a low-FODMAP diet.', 'I had a proper pizza at the wedding, just the once.'),
    ('I take sertraline 50 mg at night.', 'The GP mentioned fluoxetine as an option if the sertraline stops working.'),
    ('I take sertraline 50 mg at night.', 'I forgot my sertraline last night and took it this morning instead.'),
    ('I take sertraline 50 mg at night.', "I've been on sertraline since 2023."),
    ("Ella's inhaler is the blue Ventolin one.", "Ella's got a spacer for the Ventolin now as well."),
    ("Ella's inhaler is the blue Ventolin one.", "Ella also has a brown preventer, the blue Ventolin is for when she's wheezy."),
    ('My dentist is at Smile Studio on King Street.', 'The hygienist at Smile Studio is a different person now, Jo.'),
    ('Physio sessions are Tuesdays at 4pm.', "Physio's on Wednesday this week only because of the bank holiday."),
    ("I'm type 2 diabetic, managed with diet only.", 'The nurse said if my HbA1c goes up they might consider metformin.'),
    ('Gran lives at Willow Court care home.', "Gran's in hospital for a few days with a chest infection, then back to Willow Court."),
    ('My blood type is O positive.', 'Mum is A positive, I got my O from Dad.'),
    ('Repeat prescription: levothyroxine 75 micrograms daily.', 'Levothyroxine 75 mcg, I take it first thing on an empty stomach.'),
    ('Repeat prescription: levothyroxine 75 micrograms daily.', 'The pharmacy swapped to a different brand of levothyroxine, same 75 micrograms.'),
    ('Bank: Barclays current account.', "I've also opened a Monzo account for bills."),
    ('Bank: Barclays current account.', 'My partner banks with Monzo.'),
    ('Bank: Barclays current account.', 'Barclays moved my branch from High Street to the Arndale, still the same account.'),
    ('Pension provider is Aviva through work.', 'I also have an old workplace pension with Scottish Widows from my last job.'),
    ('Pension provider is Aviva through work.', 'Work is consulting on moving the pension to Nest, nothing decided yet.'),
    ('My tax code is 1257L.', 'My tax code was 1100L back in 2019 when I had the company car.'),
    ('My tax code is 1257L.', "My wife's tax code changed to 1100L."),
    ('Home insurance is with Direct Line.', 'Got a quote from Aviva for home insurance but it was more, staying with Direct Line.'),
    ('Home insurance is with Direct Line.', 'Home insurance with Direct Line includes accidental damage now, I added it at renewal.'),
    ('Energy tariff: Octopus Flexible.', 'We looked at fixing with Octopus but the fix was dearer, still on Flexible.'),
    ('Energy tariff: Octopus Flexible.', 'Octopus Flexible, dual fuel, paid by monthly direct debit.'),
    ('Our council is Leeds City Council.', 'Leeds City Council changed the recycling collection to fortnightly.'),
    ('Landlord is Mr Patel, rent paid to him directly.', "Mr Patel's son is dealing with repairs while he's in India for a month."),
    ('Landlord is Mr Patel, rent paid to him directly.', "Mr Patel has put the flat on the market but he's still our landlord for now."),
    ('Lease ends on 31 March 2027.', "The landlord asked if we'd want to extend past March, we said we'd think about it."),
    ('Lease ends on 31 March 2027.', 'Our lease runs April 2026 to the end of March 2027.'),
    ('Rent is 1,150 a month.', 'Rent is 1,150 a month, which works out at 13,800 a year.'),
    ('Rent is 1,150 a month.', 'This month I paid rent by bank transfer because the standing order failed.'),
    ('Broadband is Virgin Media 350 Mb.', 'Virgin had an outage all weekend, we used phone hotspots.'),
    ('Mortgage is with Nationwide on a 2-year fix.', 'Mortgage is with Nationwide, the fix ends next summer.'),
    ('Leo does the school run on Mondays and Wednesdays.', 'Leo did the school run on Thursday this week because I had a dentist appointment.'),
    ('Leo does the school run on Mondays and Wednesdays.', 'Leo also does Friday pick-ups.'),
    ('Leo does the school run on Mondays and Wednesdays.', "Leo's sister does the school run for her own kids on Tuesdays."),
    ('The childminder is Karen on Elm Road.', "Karen's taking a week off at Easter so the kids will be with Grandma that week."),
    ('The childminder is Karen on Elm Road.', "Karen's husband helps out with the school pick-ups."),
    ('Custody: the kids are with their dad every other weekend.', "This weekend we swapped because of his work trip, so they're with me, and he'll have them next weekend instead."),
    ('Custody: the kids are with their dad every other weekend.', 'The kids are also with their dad on Wednesday evenings for tea.'),
    ('Maya does ballet on Saturday mornings.', "Maya's also started tap on Tuesday after school."),
    ('Maya does ballet on Saturday mornings.', 'No ballet this Saturday, the studio is closed for the show rehearsal.'),
    ('Maya does ballet on Saturday mornings.', "Maya was thinking of quitting ballet but she's decided to carry on."),
    ("Noah's swimming lesson is Thursday at 5:30.", "Noah's swimming is Thursdays, half five, at the leisure centre."),
    ("Noah's swimming lesson is Thursday at 5:30.", "Noah's friend moved his swimming to Friday."),
    ("Isla's at St Mary's Primary.", "Isla went on the St Mary's trip to the zoo today."),
    ("Isla's at St Mary's Primary.", "Her brother has started at Hillside, she's still at St Mary's."),
    ("Isla's at St Mary's Primary.", "We've put Isla's name down for Hillside in case a place comes up, but she's staying at St Mary's for now."),
    ('Employee grade: Band 5.', 'Applied for a Band 6 role, interview next month.'),
    ('Employee grade: Band 5.', 'Band 5, top of the pay scale, point 4.'),
    ('Contract hours: 37.5 per week.', "Did 42 hours this week because of the audit, it's paid as overtime."),
    ('Contract hours: 37.5 per week.', 'Contract hours are 37.5, which is 7.5 a day over five days.'),
    ('Remote days: Monday and Friday.', 'Came into the office this Friday for the team away day.'),
    ('Remote days: Monday and Friday.', "My manager's remote days are Tuesday and Thursday."),
    ('Line manager: Gareth Evans.', "Gareth's on paternity leave for two weeks, Priya is covering my 1:1s."),
    ('Line manager: Gareth Evans.', 'Gareth Evans reports to the head of engineering, Rosa Kim.'),
    ('Team: Payments Platform.', "I'm on secondment to the Identity team for a month, then back to Payments Platform."),
    ('Team: Payments Platform.', 'Payments Platform was called Billing Core until last year.'),
    ('Notice period is one month.', "My colleague's notice period is three months."),
    ('Notice period is one month.', 'I was on a one-week notice period during probation.'),
    ('Works from the Manchester office.', 'She was in the Leeds office on Tuesday for a workshop.'),
    ('Job title: Senior Data Analyst.', "There's talk of renaming Senior Data Analyst roles to Analytics Engineer, not confirmed."),
    ('Salary paid on the last working day of the month.', 'December pay comes early this year, on the 19th, because of Christmas.'),
    ('Phone: iPhone 12.', "I've got a work phone too, a Pixel 8."),
    ('Phone: iPhone 12.', "My iPhone's in for repair, I'm using an old Android for the week."),
    ('Phone: iPhone 12.', "Looked at the Pixel 8 but I'm keeping the iPhone 12 for another year."),
    ('Router is the BT Smart Hub 2.', 'Added a TP-Link extender upstairs, the BT hub is still the main router.'),
    ('Smart-home hub: Google Nest Hub.', 'Set up Home Assistant on a Raspberry Pi to play with, the Nest Hub still runs the house.'),
    ('Car: 2016 VW Golf diesel.', 'Test drove a Kia Niro EV at the weekend, nice but not buying yet.'),
    ('Car: 2016 VW Golf diesel.', "The Golf's in the garage, I've got a courtesy Polo until Thursday."),
    ('Car: 2016 VW Golf diesel.', "My wife's car is a Kia Niro EV."),
    ('EV charger is a Pod Point Solo.', 'The Pod Point Solo is 7 kW, tethered.'),
    ('Laptop: ThinkPad T480.', "Using a loan MacBook from work while the ThinkPad's battery is replaced."),
    ('Thermostat is set to 20 degrees.', "Turned the heating up to 22 tonight because Grandma's staying."),
    ('Thermostat is set to 20 degrees.', "Thermostat's on 20 C, which is 68 F for my American cousin."),
    ('Wedding venue: Hartwell Barn.', 'Ceremony at the registry office in the morning, reception at Hartwell Barn.'),
    ('Wedding venue: Hartwell Barn.', "Looked at the Old Rectory as a backup but we're sticking with Hartwell Barn."),
    ('Guest count for the wedding is 120.', '120 guests, of whom 20 are coming only to the evening do.'),
    ('Guest count for the wedding is 120.', "My sister's wedding was 85 guests."),
    ('Party is on Saturday 14 June.', 'Party is on the 14th of June, a Saturday, from 7.'),
    ('Party is on Saturday 14 June.', 'We thought about moving the party to Sunday but kept the Saturday.'),
    ('Menu: three courses, beef main.', 'Added a vegan option for three guests, the main is still beef.'),
    ('Menu: three courses, beef main.', 'Three courses: soup, beef, sticky toffee pudding.'),
    ('The reunion is at the Crown pub.', "We're meeting at Lucy's house for drinks before the reunion at the Crown."),
    ("Christening is at 11am at St John's.", 'Christening lunch afterwards at the Plough, around 1pm.'),
    ('Caterer for the launch: Fork & Field.', 'Got a quote from Green Table as well, staying with Fork & Field.'),
    ("Book club meets at Anna's.", "Book club was at the library once last month because Anna's boiler broke."),
    ('{"medication": "atorvastatin", "dose": "20mg"}', '{"medication": "atorvastatin", "dose": "20mg", "time": "night", "started": "2025-03"}'),
    ('{"medication": "atorvastatin", "dose": "20mg"}', '{"medication": "atorvastatin", "dose": "20 mg", "note": "GP review in 6 months, dose unchanged"}'),
    ('{"user": "dan", "employer": "Halden Logistics"}', '{"user": "dan", "employer": "Halden Logistics", "team": "fleet planning"}'),
    ('{"user": "dan", "employer": "Halden Logistics"}', '{"user": "dan", "employer": "Halden Logistics", "note": "had an interview at Brightwater Foods, no offer"}'),
    ('{"gp_practice": "Riverside Surgery"}', '{"gp_practice": "Riverside Surgery", "named_gp": "Dr Okafor"}'),
    ('{"bank": "Lloyds", "sort_code_last4": "4410"}', '{"bank": "Lloyds", "sort_code_last4": "4410", "secondary_bank": "Starling"}'),
    ('{"diet": "vegetarian"}', '{"diet": "vegetarian", "exceptions": "none", "dislikes": ["mushrooms"]}'),
    ('{"car": {"make": "Ford", "model": "Focus"}}', '{"car": {"make": "Ford", "model": "Focus", "year": 2019, "fuel": "petrol"}}'),
    ('{"remote_days": ["Mon", "Fri"]}', '{"remote_days": ["Mon", "Fri"], "office": "Bristol"}'),
    ('{"allergies": ["peanuts", "shellfish"]}', '{"allergies": ["peanuts", "shellfish", "latex"]}'),
    ('{"event": "30th birthday", "venue": "Lakeside Hotel", "guests": 60}', '{"event": "30th birthday", "venue": "Lakeside Hotel", "guests": 60, "dress_code": "black tie"}'),
    ("User's energy supplier: EDF.", 'Field meter_type changed from "standard" to "smart". Energy supplier EDF.'),
    ('Contract hours: 40.', 'audit 2026-11-02 hr_record.overtime_hours: 0 -> 6 (November stock take)'),
    ('Manager: Sofia Marin.', 'hr_record.skip_level_manager changed from "Ana Ruiz" to "Kwame Boateng" on 2026-10-01.'),
    ('Phone model: Samsung Galaxy S21.', 'device.phone_case: clear -> black (phone still the Galaxy S21)'),
    ('Preferred pharmacy: Boots, Market Square.', 'Audit: preferred_pharmacy_branch_hours changed from "9-5" to "8-6". Preferred pharmacy Boots, Market Square.'),
    ('Wedding date: 12 September 2027.', 'Update: venue confirmed for 12 September 2027, deposit paid.'),
    ('The meeting with the landlord is on Friday.', 'Update: landlord meeting on Friday will be at 2pm at the flat.'),
    ('Gym: PureGym on Canal Street.', "Update: froze the PureGym membership for August while I'm away."),
    ('School run: Dad on Fridays.', "Update: Grandpa is doing the school run this Friday only, Dad's away."),
    ("Session summary:\n- User's GP: Dr Lewis\n- Takes omeprazole 20 mg\n- Allergic to ibuprofen", "Session summary:\n- User's GP: Dr Lewis\n- Takes omeprazole 20 mg before breakfast\n- Allergic to ibuprofen (rash)\n- Also takes vitamin D"),
    ('Profile:\n- Works at Norbury Council\n- Lives in Croydon\n- Drives a Yaris', 'Profile:\n- Works at Norbury Council (housing team)\n- Lives in Croydon\n- Drives a Yaris\n- Has a cat called Biscuit'),
    ("Summary of call: client's lease ends May 2027, landlord is Harcourt Estates, rent 950.", "Summary of call: client's lease ends May 2027, landlord Harcourt Estates, rent 950; client asked about the deposit scheme."),
    ('team dinner thursday at 7', 'team dinner thurs 7pm at the Thai place on Broad St'),
    ('dentist tues 3pm', 'dentist tues 3pm, bring the new NHS form'),
    ('bins go out monday night', 'garden waste bin is wednesday night btw'),
    ('swim is at 6', 'swim at 6, remember goggles'),
    ('gp appt 10th', 'also physio on the 14th'),
    ('kids at their dads this wknd', "kids at their dads this wknd, he's picking them up at 5 fri"),
    ("so my sister's been looking after mum on tuesdays and thursdays and i do the rest of the week and weekends when i can", "my sister couldn't make it this tuesday so i went over to mum's instead, she'll be back thursday"),
    ("right so the boiler guy is coming on the 9th in the morning and he said about two hours and he'll text before", "boiler guy texted, still on for the 9th, he'll be here around 10"),
    ("yeah so I'm on the 7:52 train into Leeds every day except Fridays when I work from home", 'the 7:52 was cancelled this morning so i got the 8:10, total nightmare'),
    ("Mum's on warfarin.", "Mum's INR was a bit high so they've told her to skip tonight's warfarin dose."),
    ("Mum's on warfarin.", "Mum's consultant talked about switching her to apixaban at some point."),
    ('My hay fever tablet is cetirizine.', 'I also use a Beconase nasal spray in June and July.'),
    ('Ben has a dairy allergy.', "Ben's starting the milk ladder next month to see if he's outgrowing his allergy."),
    ('Ben has a dairy allergy.', "Ben's cousin has an egg allergy."),
    ("Hospital follow-up is at St Thomas'.", "My scan is at King's because St Thomas' scanner is down, follow-up still at St Thomas'."),
    ('I need reading glasses +1.5.', "Reading glasses +1.5, and I've got a spare pair in the car."),
    ('My shoe size is 8.', 'UK 8, which is a 42 in Europe.'),
    ('ISA is with Vanguard.', 'Opened a Lifetime ISA with Moneybox as well.'),
    ('Pay day is the 28th.', "Pay day's the 28th, unless it's a weekend, then it's the Friday before."),
    ('Childminder pick-up is 6pm.', 'Childminder pick-up at 6, though I got there at 5 today because work was quiet.'),
    ('She teaches Year 4.', "She's covering a Year 6 class this week while their teacher is off sick."),
    ("He's at Northgate High.", "He's applying to the sixth-form college for next year."),
    ('Alexa controls the lights.', 'Alexa controls the lights and the Hue bulbs in the kitchen.'),
    ('EV charge overnight on Intelligent Octopus from 11:30pm.', 'Octopus gave us an extra cheap slot this afternoon, one-off.'),
    ('Guest count: 60 adults, 10 kids.', 'Guest count: 60 adults, 10 kids, 4 of them under two.'),
    ('Hen do is in Bath.', 'Hen do is in Bath, staying at an Airbnb near the Circus.'),
    ('Anniversary dinner booked at Dishoom at 8.', 'Anniversary dinner at Dishoom at 8, then drinks at the Kit Kat Club.'),
    ('My doctor said to take vitamin D 1000 IU a day.', "Vitamin D 1000 IU is 25 micrograms, that's what the tablets say."),
    ("Grandad's walking with a stick.", "Grandad used a frame for a week after the fall, he's back on the stick."),
    ('Contact lenses: monthly Acuvue.', "Wearing glasses this week, my eye's irritated."),
    ('Employer pension contribution: 5%.', "I increased my own contribution to 8%, employer's still 5%."),
    ('Probation ends 1 February.', 'Probation review meeting booked for 20 January.'),
    ('Works Monday to Thursday.', 'He worked the Friday this week to cover a colleague.'),
    ('She reports to the CFO.', 'She reports to the CFO and has a dotted line to the COO.'),
    ('The nursery fees are 68 a day.', 'The nursery fees are 68 a day, less the 15 funded hours.'),
    ("The baby's due 3 March.", "The baby's due 3 March but the midwife says first babies are often late."),
    ('Surgery scheduled 10 January.', 'Pre-op assessment is on 18 December for the surgery on 10 January.'),
    ("Mum's carer is through Caremark.", 'Caremark are changing their office to Wakefield, same care team.'),
    ('I do Pilates twice a week.', 'Missed Pilates this week with a cold.'),
    ("Kids' bedtime is 8pm.", 'Let them stay up till 9 for New Year.'),
    ('Vet: Medivet on the ring road.', 'The out-of-hours vet is Vets Now, Medivet refers there at night.'),
    ("Dog food: Lily's Kitchen.", "The vet said Lily's Kitchen is fine, just to cut the treats."),
    ('Correction to my notes: the dentist is on King Street, not Queen Street.', 'My dentist is at Smile Studio, the one on King Street.'),
    ('My GP is Dr Hannah Okafor.', 'Oops, I meant to say the practice nurse is Liz, not Lisa. Dr Okafor is still my GP.'),
    ('Bank: Barclays current account.', 'My bad, the Barclays card ending 4410 is the credit card, the debit card ends 1182.'),
    ("I don't drink coffee.", "I don't drink coffee, but I do have green tea."),
    ("Mum doesn't drive any more.", "Mum doesn't drive any more, she gave the car to my nephew in the spring."),
    ('Dad has dementia, diagnosed in 2024.', "Dad's dementia diagnosis was refined to Alzheimer's type at the memory clinic."),
    ("I'm on the NHS waiting list for physio.", 'I paid for one private physio session while I wait for the NHS list.'),
    ('I get paid monthly.', 'Got a one-off bonus in December.'),
    ('Our GP surgery closes at 6:30pm.', "The surgery's open till 8 on Tuesdays for late appointments."),
    ('I moved banks from HSBC to Monzo in 2022.', 'I was with HSBC from 2010 to 2022.'),
    ('I used to work at Tesco head office.', "Before Tesco I was at Sainsbury's."),
    ('We lived in Bristol until 2020.', 'Our first flat in Bristol was in Bedminster.'),
    ("The kids go to their grandparents' every Sunday.", 'This Sunday the kids are at a birthday party, so no grandparents.'),
    ("Ruby's childminder is Karen.", "Ruby's friend Jess has a new childminder."),
    ("My husband's manager is Claire.", 'My manager is Dev.'),
    ('Her school is Hillside Primary.', 'Her school, Hillside, has a new head teacher.'),
    ('My brother lives in Cardiff.', "My brother's moving in with his girlfriend in Cardiff, different flat."),
    ('My car is blue.', "The car's a blue Mazda 3, 2020 plate."),
    ("Daughter's clubs: Brownies on Monday.", "Daughter's clubs: Brownies on Monday, and now netball on Thursday."),
    ('Languages spoken at home: English, Polish.', 'Languages at home: English, Polish, and the kids are learning Welsh at school.'),
    ('Employee benefits: private medical with Bupa.', 'Employee benefits: private medical with Bupa, plus a cycle-to-work scheme.'),
    ('I take metformin 500 mg twice a day.', 'Metformin 500 mg twice daily is 1 g a day in total.'),
    ('Rent is due on the 1st.', 'Rent is due on the first of each month.'),
    ('Appointment at 14:30.', 'Appointment at half two.'),
    ('The flight home is at 18:45.', 'The flight home is at quarter to seven in the evening.'),
    ('Weight: 80 kg.', "Weight's 12 stone 8, roughly 80 kilos."),
    ('The EV range is 250 miles.', 'The EV does about 400 km on a charge.'),
    ('The fridge is set to 4 degrees.', "Fridge at 4 C, that's about 39 F."),
    ('Guest count is 50.', "We've got fifty people coming."),
    ('My height is 5 foot 6.', "I'm about 168 cm tall."),
    ('The baby weighs 7 lb 4 oz.', 'The baby was 3.3 kg at birth.'),
    ('Our rent is 1,300 a month.', 'We pay about 300 a week in rent, 1,300 a month.'),
    ("The party's on the 14th.", "The party's on the fourteenth."),
    ('Dose: 0.5 mg.', 'Dose is 500 micrograms.'),
    ('School run: I drop off, Tom picks up.', 'School run: I do drop-off every day and Tom does pick-ups, except Wednesdays when Grandma picks up this term.'),
    ('Team: Payments Platform. Manager: Gareth. Remote: Mon/Fri. Grade: Band 5.', 'Team: Payments Platform. Manager: Gareth. Remote: Mon/Fri. Grade: Band 5. Mentor: Priya.'),
    ("Mum's meds: amlodipine 5 mg, atorvastatin 20 mg, aspirin 75 mg.", "Mum's meds: amlodipine 5 mg, atorvastatin 20 mg, aspirin 75 mg, and paracetamol when her knee hurts."),
    ('Household: Octopus energy, Thames Water, Virgin broadband, Direct Line insurance.', 'Household: Octopus energy, Thames Water, Virgin broadband, Direct Line insurance. TV licence paid annually.'),
    ('The wedding is at Hartwell Barn on 12 September with 120 guests and a hog roast.', 'The wedding is at Hartwell Barn on 12 September with 120 guests and a hog roast, plus a veggie option.'),
    ("Dad's carer visits at 8am.", "The carer's visits are logged in an app, Birdie."),
    ("I'm vegetarian.", "Had a bit of fish at my mum's birthday, one-off, still vegetarian."),
    ("I'm registered at Riverside Surgery.", 'I had my flu jab at Boots this year rather than at Riverside.'),
    ('I bank with Nationwide.', "Paid the plumber from my partner's account this time."),
    ('Our insurer is Admiral.', "The other driver's insurer is LV=."),
    ('Our landlord is Greenway Lettings.', "Our neighbours' landlord just sold up."),
    ('Tax code 1257L.', 'Got a letter about my tax code, it confirms 1257L for next year.'),
    ('Car: Kia Niro EV.', 'Hired a van for the move this weekend.'),
    ('My phone number ends 900123.', 'My work phone number ends 900456.'),
    ('Nursery days: Monday, Tuesday, Wednesday.', 'Nursery is closed next Monday for staff training.'),
    ('Swimming lessons are Thursdays.', "There's a swimming gala on Saturday as well."),
    ('My company car is a BMW i4.', "My husband's company car is an Audi Q4."),
    ('Lease ends 30 September 2027.', 'Got a reminder from the agent that the lease ends 30 September 2027.'),
    ('Council: Bradford.', 'Bradford council tax bill arrived, band B, 1,790 for the year.'),
    ('Remote days: Tuesday and Thursday.', "Tuesday and Thursday are my WFH days, the rest I'm in the office."),
    ('Manager: Priya Nair.', 'Priya Nair is now also managing the data team, still my manager.'),
    ("The hospital said it's a sprain.", "The hospital said it's a sprain, and to keep it strapped for two weeks."),
    ('Grandma has type 2 diabetes.', 'Grandma has type 2 diabetes and high blood pressure.'),
    ('Party venue: the Old Rectory.', "Party venue: the Old Rectory. Parking's in the field opposite."),
    ('My standing order for rent goes out on the 1st.', 'I set up a second standing order for the parking space, also on the 1st.'),
    ('Jamie plays football for Westfield Juniors.', 'Jamie played a guest game for Ashton Rangers last Sunday.'),
    ("Kids' club: Woodcraft Folk on Fridays.", 'Woodcraft Folk are going camping this Friday instead of the usual meeting.'),
    ('The house is heated by a gas boiler.', "We've had a heat pump survey done, no decision yet."),
    ("I've never broken a bone.", "I've never broken a bone, though I sprained my wrist badly once."),
    ("I'm not on any regular medication.", 'I took antibiotics for a week in March, nothing regular.'),
    ('{"kids": [{"name": "Isla", "school": "St Mary\'s"}]}', '{"kids": [{"name": "Isla", "school": "St Mary\'s"}, {"name": "Finn", "school": "Hillside"}]}'),
    ('{"pets": ["cat"]}', '{"pets": ["cat"], "vet": "Medivet"}'),
    ('{"emergency_contact": "Sarah (sister)"}', '{"emergency_contact": "Sarah (sister)", "phone": "07700 900412"}'),
    ('Update: physio Tuesday 4pm.', 'Update: physio Tuesday 4pm, bring shorts.'),
    ('Update: the boiler is fixed.', "Update: boiler's fixed, the engineer left the invoice in the kitchen."),
    ('nvm its thursday', "nvm its thursday, and it's at Sam's not the pub"),
    ('meeting w/ HR on the 3rd', 'HR also emailed the new handbook'),
    ('I just signed with a new five-a-side team, the Tuesday Rovers - so excited for the season!', 'Had a great game with the Rovers last night, scored twice!'),
    ('I just signed with a new five-a-side team, the Tuesday Rovers - so excited for the season!', "I'm also playing the odd Sunday game with my brother's team when they're short."),
    ("Thanks! I'm going with Nike for the kit sponsorship, super stoked!", "Under Armour got in touch too but I'm sticking with Nike, already signed."),
    ("Been so busy - I'm coaching my daughter's netball team on Saturday mornings now!", 'Another parent covered the netball coaching this Saturday because I was at a wedding.'),
    ('Mama anatumia dawa ya metformin 500 mg mara mbili kwa siku.', 'Mama anatumia pia dawa ya shinikizo la damu pamoja na metformin.'),  # lang: sw
    ('Mama anatumia dawa ya metformin 500 mg mara mbili kwa siku.', 'Leo mama alisahau dozi ya asubuhi, akainywa mchana.'),  # lang: sw
    ('Daktari wangu ni Dkt. Wanjiru katika kliniki ya Mji Mpya.', 'Dkt. Wanjiru yuko likizo wiki hii, nimemwona daktari mwingine pale pale.'),  # lang: sw
    ('Benki yangu ni CRDB.', 'Mke wangu anatumia NMB.'),  # lang: sw
    ('Benki yangu ni CRDB.', 'Nimefungua pia akaunti ya M-Pesa kwa malipo madogo.'),  # lang: sw
    ('Watoto wanaenda shule ya Msingi Uhuru.', 'Watoto wana safari ya shule kesho, shule ya Msingi Uhuru.'),  # lang: sw
    ('Kodi ya nyumba ni shilingi 400,000 kwa mwezi.', 'Mwezi huu nililipa kodi kwa M-Pesa badala ya benki.'),  # lang: sw
    ('Harusi itakuwa tarehe 12 Agosti.', 'Tulifikiria kusogeza harusi lakini tumebaki na tarehe 12 Agosti.'),  # lang: sw
    ('Nina mzio wa dawa ya aspirini.', 'Nina mzio wa aspirini na pia wa karanga.'),  # lang: sw
    ('Nina mzio wa dawa ya aspirini.', 'Kaka yangu hana mzio wa aspirini.'),  # lang: sw
    ('Saya kerja di kantor Jakarta hari Senin sampai Jumat.', 'Minggu ini saya WFH hari Jumat karena hujan deras, biasanya tetap ke kantor.'),  # lang: id
    ('Dokter gigi anak-anak di Klinik Senyum, Kemang.', 'Klinik Senyum buka cabang baru di Cipete, tapi kami tetap ke yang di Kemang.'),  # lang: id
    ('Asuransi kesehatan saya dari Prudential.', 'Saya juga punya BPJS dari kantor.'),  # lang: id
    ('HP saya Samsung A52.', 'HP kantor saya iPhone, HP pribadi tetap Samsung A52.'),  # lang: id
    ('HP saya Samsung A52.', 'Sempat lihat-lihat iPhone 13 tapi belum jadi beli.'),  # lang: id
    ('Resepsi pernikahan di Gedung Sasana, 300 tamu.', 'Akad nikah di rumah pagi hari, resepsinya di Gedung Sasana.'),  # lang: id
    ('Atasan saya Pak Budi.', 'Pak Budi cuti dua minggu, sementara Bu Ratna yang menggantikan.'),  # lang: id
    ('Les piano Dinda hari Rabu sore.', 'Minggu ini les piano Dinda libur karena gurunya sakit.'),  # lang: id
    ('Les piano Dinda hari Rabu sore.', 'Dinda juga ikut les renang hari Sabtu.'),  # lang: id
    ('Anak saya kelas 3 SD.', 'Adiknya baru masuk TK.'),  # lang: id
    ('Mẹ tôi uống thuốc huyết áp amlodipine 5 mg mỗi sáng.', 'Mẹ tôi cũng uống thêm thuốc mỡ máu buổi tối.'),  # lang: vi
    ('Mẹ tôi uống thuốc huyết áp amlodipine 5 mg mỗi sáng.', 'Bác sĩ nói có thể đổi thuốc nếu huyết áp không ổn, nhưng hiện tại vẫn giữ amlodipine.'),  # lang: vi
    ('Tôi làm việc ở chi nhánh Quận 1.', 'Tuần này tôi sang hỗ trợ chi nhánh Thủ Đức ba ngày.'),  # lang: vi
    ('Ngân hàng của tôi là Vietcombank.', 'Tôi mở thêm một tài khoản Techcombank để nhận lương phụ.'),  # lang: vi
    ('Con gái tôi học lớp múa vào thứ Bảy.', 'Thứ Bảy này lớp múa nghỉ vì cô giáo bận.'),  # lang: vi
    ('Tiệc cưới tổ chức ngày 20 tháng 10.', 'Lễ ăn hỏi là ngày 5 tháng 10, tiệc cưới vẫn ngày 20.'),  # lang: vi
    ('Xe của tôi là Honda Vision.', 'Chồng tôi đi VinFast.'),  # lang: vi
    ('Hợp đồng thuê nhà hết hạn tháng 6.', 'Chủ nhà hỏi có muốn gia hạn không, tôi chưa trả lời.'),  # lang: vi
    ('Con tôi được 8 tháng.', 'Con tôi 8 tháng, nặng 8 kg.'),  # lang: vi
    ('Tôi làm việc ở chi nhánh Quận 1.', 'Chi nhánh Quận 1 vừa có giám đốc mới.'),  # lang: vi
    ('Mae Mam yn cymryd 10 mg o simvastatin bob nos.', 'Mae Mam hefyd yn cymryd aspirin bob bore.'),  # lang: cy
    ("Mae'r plant yn Ysgol Gymraeg Bro Taf.", "Mae'r plant ar drip ysgol i Langrannog yr wythnos hon."),  # lang: cy
    ('Fy meddyg teulu yw Dr Elin Hughes.', "Gwelais i'r nyrs yn y feddygfa heddiw, nid Dr Hughes."),  # lang: cy
    ("Rydw i'n gweithio yn swyddfa Caerdydd.", 'Roeddwn i yn swyddfa Abertawe ddydd Mawrth ar gyfer cyfarfod.'),  # lang: cy
    ("Mae'r parti ar ddydd Sadwrn.", "Mae'r parti ar ddydd Sadwrn am saith o'r gloch."),  # lang: cy
    ('Fy manc yw HSBC.', 'Mae gan fy ngŵr gyfrif gyda Nationwide.'),  # lang: cy
    ('Mae Osian yn chwarae rygbi ar nos Fawrth.', 'Does dim ymarfer rygbi nos Fawrth yma achos y tywydd.'),  # lang: cy
    ('Mae Osian yn chwarae rygbi ar nos Fawrth.', 'Mae Osian hefyd yn nofio ar fore Sadwrn.'),  # lang: cy
    ('Mae Gwen ym Mlwyddyn 5.', 'Mae Gwen ym Mlwyddyn 5, yn nosbarth Mr Jones.'),  # lang: cy
    ('Fy meddyg teulu yw Dr Elin Hughes.', "Mae Dr Hughes yn symud i weithio'n rhan-amser, ond hi yw fy meddyg o hyd."),  # lang: cy
    ('Ég vinn hjá Landsbankanum.', 'Ég fór í atvinnuviðtal hjá Arion banka en ákvað að vera áfram hjá Landsbankanum.'),  # lang: is
    ('Heimilislæknirinn minn er á Heilsugæslunni Miðbæ.', 'Ég fór á Læknavaktina í gærkvöldi af því að heilsugæslan var lokuð.'),  # lang: is
    ('Sonur minn er á leikskólanum Sólhlíð.', 'Leikskólinn Sólhlíð er lokaður á föstudaginn vegna starfsdags.'),  # lang: is
    ('Leigan er 250.000 krónur á mánuði.', 'Leigan er 250.000 krónur, við borgum hana fyrsta hvers mánaðar.'),  # lang: is
    ('Brúðkaupið er í Hörpu.', 'Athöfnin er í Hallgrímskirkju og veislan í Hörpu.'),  # lang: is
    ('Ég keyri Toyota Yaris.', 'Maðurinn minn keyrir Hyundai Kona.'),  # lang: is
    ('Ég tek 50 mg af sertralíni.', 'Ég tek sertralínið á kvöldin.'),  # lang: is
    ('Ég tek 50 mg af sertralíni.', 'Læknirinn talaði um að hækka skammtinn en ákvað að bíða.'),  # lang: is
    ('Barnið er 6 mánaða.', 'Barnið er 6 mánaða og farið að sitja sjálft.'),  # lang: is
    ('Ég keyri Toyota Yaris.', 'Yarisinn er á verkstæði, ég er á bílaleigubíl í viku.'),  # lang: is
    ('Minu perearst on dr Tamm Mustamäe tervisekeskuses.', 'Dr Tamm oli puhkusel, käisin asendusarsti juures.'),  # lang: et
    ('Töötan kontoris esmaspäevast reedeni.', 'Sel reedel töötasin erandkorras kodust.'),  # lang: et
    ('Pank on Swedbank.', 'Mu abikaasa pank on LHV.'),  # lang: et
    ('Pank on Swedbank.', 'Avasin LHV-s ka investeerimiskonto, igapäevane pank on ikka Swedbank.'),  # lang: et
    ('Laps käib ujumas kolmapäeviti.', 'Laps käib ujumas kolmapäeviti ja korvpallis laupäeviti.'),  # lang: et
    ('Pulmas on 80 külalist.', 'Pulmas on 80 külalist, neist 15 last.'),  # lang: et
    ('Mul on pähkliallergia.', 'Mul on pähkliallergia ja kerge heinapalavik.'),  # lang: et
    ('Üür on 600 eurot kuus.', 'Üür on 600 eurot, kommunaalid tulevad eraldi.'),  # lang: et
    ('Rasedus on 16 nädalat.', 'Rasedus on 16 nädalat, tähtaeg on mais.'),  # lang: et
    ('Laps käib ujumas kolmapäeviti.', 'Sel kolmapäeval ujumist ei ole, bassein on remondis.'),  # lang: et
    ('Mana ģimenes ārste ir dr. Ozola.', 'Dr. Ozola bija atvaļinājumā, mani pieņēma aizvietotājs.'),  # lang: lv
    ('Strādāju Rīgas birojā.', 'Šonedēļ divas dienas biju Jelgavas birojā apmācībās.'),  # lang: lv
    ('Mans tālrunis ir iPhone 11.', 'Darba telefons man ir Samsung.'),  # lang: lv
    ('Meita iet dejot otrdienās.', 'Meita iet dejot otrdienās un zīmēt piektdienās.'),  # lang: lv
    ('Kāzas būs Siguldā.', 'Kāzas būs Siguldā, ceremonija pilī.'),  # lang: lv
    ('Mammai dod 20 mg omeprazola.', 'Mammai dod arī D vitamīnu.'),  # lang: lv
    ('Mans priekšnieks ir Jānis.', 'Jānis ir atvaļinājumā, Līga viņu aizvieto divas nedēļas.'),  # lang: lv
    ('Dēlam ir 2 zobi.', 'Dēlam ir 2 zobi un viņš sāk rāpot.'),  # lang: lv
    ('Strādāju Rīgas birojā.', 'Rīgas birojs pārceļas uz citu stāvu, tā pati ēka.'),  # lang: lv
    ('Kāzas būs Siguldā.', 'Apskatījām arī Cēsis, bet paliekam pie Siguldas.'),  # lang: lv
    ('Moja zdravnica je dr. Novak v ZD Bežigrad.', 'Dr. Novak je bila na dopustu, pregledal me je nadomestni zdravnik.'),  # lang: sl
    ('Delam od ponedeljka do petka v pisarni.', 'Ta petek sem izjemoma delala od doma.'),  # lang: sl
    ('Moja banka je NLB.', 'Mož ima račun pri Novi KBM.'),  # lang: sl
    ('Sin trenira nogomet ob torkih.', 'Sin trenira nogomet ob torkih in četrtkih.'),  # lang: sl
    ('Poroka bo 5. junija.', 'Poroka bo 5. junija ob 15. uri na gradu.'),  # lang: sl
    ('Vozim Renault Clio.', 'Clio je v servisu, ta teden vozim nadomestni avto.'),  # lang: sl
    ('Najemnina je 700 evrov.', 'Najemnina je 700 evrov, stroški so posebej.'),  # lang: sl
    ('Hčerka je v 1. razredu.', 'Hčerka je v 1. razredu, razredničarka je ga. Zupan.'),  # lang: sl
    ('Poroka bo 5. junija.', 'Razmišljali smo o prestavitvi, a ostaja 5. junij.'),  # lang: sl
    ('Moja banka je NLB.', 'NLB je zaprla mojo poslovalnico, račun pa ostaja pri NLB.'),  # lang: sl
    ('My dokter is dr. Botha by die Mediclinic.', "Dr. Botha was met verlof, ek het 'n locum gesien."),  # lang: af
    ('Die kinders gaan na Laerskool Waterkloof.', "Die kinders het volgende week 'n skooluitstappie."),  # lang: af
    ('Ek werk by die kantoor in Sandton.', "Ek was Dinsdag vir 'n vergadering by die Rosebank-kantoor."),  # lang: af
    ('My bank is Absa.', 'My vrou bank by Capitec.'),  # lang: af
    ('Die troue is by die wynplaas in Stellenbosch.', 'Die troue is in Stellenbosch, die onthaal begin om ses.'),  # lang: af
    ('Ma drink 25 mg atenolol.', "Ma drink ook 'n waterpil in die oggend."),  # lang: af
    ("Ek het 'n Toyota Corolla.", "Die Corolla is by die werkswinkel, ek ry 'n huurmotor tot Vrydag."),  # lang: af
    ('Die baba is 5 maande oud.', 'Die baba is 5 maande oud en slaap al deur die nag.'),  # lang: af
    ("Ek het 'n Toyota Corolla.", "My broer het 'n Suzuki Swift gekoop."),  # lang: af
    ('Ma drink 25 mg atenolol.', 'Die dokter het gesê hy kan dalk die dosis verhoog, maar vir nou bly dit 25 mg.'),  # lang: af
    ('Annem sabahları 5 mg amlodipin alıyor.', 'Annem amlodipinin yanında kolesterol ilacı da alıyor.'),  # lang: tr
    ('Aile hekimim Dr. Ayşe Yılmaz.', 'Ayşe Hanım izindeydi, bugün başka bir doktora göründüm.'),  # lang: tr
    ('Bankam Garanti.', 'Eşimin bankası İş Bankası.'),  # lang: tr
    ('Oğlum salı günleri yüzmeye gidiyor.', 'Bu salı havuz kapalı olduğu için yüzme yok.'),  # lang: tr
    ('Oğlum salı günleri yüzmeye gidiyor.', 'Oğlum salı günleri yüzmeye, cumartesi de futbola gidiyor.'),  # lang: tr
    ('Düğün 300 kişilik.', 'Düğün 300 kişilik, nikah ise sadece aileyle olacak.'),  # lang: tr
    ('Ev sahibimiz Hasan Bey.', 'Hasan Bey evi satmayı düşünüyormuş ama henüz bir şey yok.'),  # lang: tr
    ('Pazartesi ve cuma evden çalışıyorum.', 'Bu pazartesi toplantı yüzünden ofise gittim.'),  # lang: tr
    ('Bebeğimiz 2 aylık.', 'Bebeğimiz 2 aylık, 5 kilo oldu.'),  # lang: tr
    ('Bankam Garanti.', "Garanti'de ayrıca bir birikim hesabı açtım."),  # lang: tr
]
