"""Twenty-second held-out corpus for the corrects-or-compatible decision (independent author, corrcorp22).

What it is: three lists of (OLD, NEW) pairs of memories, stored one after the other. OLD is
already stored; NEW arrives later.

- CORRECTIONS: NEW replaces OLD; OLD is no longer true, or never was.
- UPDATES: OLD was true when it was said; NEW gives a later state of the same counted, measured
  or staged thing in a person's life (pounds or kilos lost, weeks pregnant, days sober, boxes
  packed, debt paid off, money saved toward a trip, chapters written, books read, PT sessions
  done, chemo rounds done, A1C, a baby's age, teeth or words, a waitlist position, followers; a
  house offer going submitted -> accepted -> under contract -> closed, a job application going
  applied -> phone screen -> offer, a visa, an insurance claim, an adoption, a mortgage approval,
  a divorce, a tax refund or a passport going through its steps, a car at the shop, a cast
  coming off, a parent moving ICU -> ward -> rehab, a remodel, braces coming off).
- COMPATIBLE: both stay true. Mostly hard near-misses with the same OLD as a correction
  (370 of the 419 share their OLD with a CORRECTIONS pair).

How it was written: by hand on 2026-12-07, in one sitting, by a twenty-second independent
author (a helper session, corrcorp22) who read only the task brief, the module docstring of
the twenty-first corpus (tests/independent/corrections_heldout21.py, the top triple-quoted
string only, printed with ast.get_docstring; none of its pairs), the [tool.ruff] settings in
pyproject.toml, and the first fourteen turns of the first two sessions of one LoCoMo dev
conversation (/work/shared/locomo-dev/30.json, printed to see the register; no text of it is
copied here; two of its speakers' first names, Gina and Jon, and their lost-job / dance-studio
situation are echoed in a handful of pairs, with the facts changed). Slip to report: some
other "Name: ..." pairs (Caroline, Melanie/Mel, Joanna, Nate, Audrey, Deb, Andrew, Evan, Tim,
Maria, Sam) borrow first names and persona traits that the author knew from general
familiarity with the public LoCoMo data set (Caroline's support group and move from Sweden,
Joanna's screenplay, Nate's turtles and gaming, Melanie's camping), not from files read in
this session; the facts in those pairs are invented. The author did not read the
system's rules (zeusmem/), docs/, any test file or any other corpus's entries, did not grep
the repository, did not import zeusmem and did not run the system on this corpus; nothing here
was fitted to the rules. The only repository text seen besides the above was the subject line
of main's last commit, which `git worktree add` printed. The pairs were typed by hand as plain
lines grouped under their OLD; a throw-away script under /tmp (not committed) only quoted them
into literals, checked that no pair repeats, none sits in two lists and no OLD equals its NEW,
and counted them.

Emphasis (chosen to differ from the earlier corpora as the twenty-first docstring describes
them: #21 a team's or project's decisions, #20 a personal assistant's "User prefers ..."
statements, #19 chat turns between named people, #18 agent-written notes, key: value lines,
JSON and diffs): the casual REGISTER of real personal chats and of the memory an LLM extractor
writes from them, about life logistics rather than preferences or team decisions. Slots:
health (medication names and doses, allergies that turn out wrong or narrower, doctors,
therapists, appointments, surgery dates, physical therapy, diets), family (who is who: sister
vs cousin, husband vs his twin, mother vs stepmother, kids' names, ages, grades, schools,
teachers, sitters, pets' ages and breeds), money (rent, salary, budgets, banks, insurers,
phone plans, loans, 401k/529, copays) and home logistics (trash day, school start and pickup,
trains, addresses, Wi-Fi, landlords, neighbours, holidays with in-laws, weddings, moves). The
corrections are the moves people make in chat: a slip fixed a few turns later ("wait, did I
say Tuesday? Thursday"), the assistant's misattribution fixed ("no, Luigi's is my husband's
favorite", "that was my aunt doing pottery, not my mom"), a digit flip (67 -> 76, 14 -> 41
Birch Lane, March 14 -> March 4), a reference with no attribute named ("that's not happening
anymore", "she's not coming after all", "can we say Tuesday at 4 instead"), time words
("these days", "since the new job", "as of last week", "not anymore"), and extractor lines
("User corrected the assistant: her son is Taylor, not Tyler.", "Correction from later in the
chat: ..."). Memories are written as bare chat lines, "Name: ..." turns and third-person
extractor notes ("User's ...", "Assistant noted: ..."). The compatible near-misses are the
things that look like a change and are not: history ("we used to do Christmas at grandma's"),
another person's value (my husband's doctor, my dad's dose, the other sister), a one-off
(skipped this Monday, took the 8:10 today, an extra shift, a one-time back payment), a plan or
an option not carried out (a backup offer, a trial class, a turned-down promotion), more
detail of the same value (the dose, the street, the teacher, the time of the ceremony), and
progress toward a goal that leaves the goal standing.

Labelling decisions on open questions:
- A date, time, place or person of an appointment, class, party, wedding or visit that is
  moved or replaced with no end stated is a CORRECTION; skipping or moving one occurrence is
  COMPATIBLE.
- A dose, a budget, a savings target, a bedtime, a retirement age or a schedule that someone
  set and then changed is a CORRECTION; money saved or paid so far, weight lost, counts and
  measurements moving (A1C, steps, followers, teeth) are UPDATES; progress toward a stated
  goal ("emergency fund is at 6,200" under a 10k goal) is COMPATIBLE with the goal.
- A step in a process with stages (offer accepted, closing, visa approved, claim paid, chemo
  round, cast -> walking boot, ICU -> ward -> rehab, braces off, probation passed) is an
  UPDATE; a state that simply ended or was replaced (moved out, quit, broke up, separated,
  retired, passed away, switched banks or doctors) is a CORRECTION; a process step date that
  moved (closing pushed to the 7th, interview moved to the 21st) is a CORRECTION.
- A fact the assistant attributed to the wrong person, or that the user misspoke, is a
  CORRECTION even though it may be true of someone else; a second person's own value stated
  separately is COMPATIBLE.
- A finding that narrows or redefines a condition (shellfish -> only shrimp; lactose -> a
  fructose problem; gluten intolerance -> celiac) is a CORRECTION.

Languages: the non-English pairs use five languages that the twenty-first docstring does not
name among those it and the corpora before it used (whether corpora before the seventeenth
used them is not known to this author): Mexican Spanish (es), German (de), Japanese (ja),
Russian (ru) and Korean (ko), in Latin, Japanese (kana and kanji), Cyrillic and Hangul
scripts. Each language has its own set of household situations (its own names, cities,
currencies, employers, holidays: Kita and Elterngeld, 年末年始 at the in-laws', Новый год,
추석), covering a slip about an appointment day, a sister confused with a cousin, a
medication switched, rent raised, a parent moving back home, a birthday digit fixed, a child's
grade fixed, trash day changed, a spouse's job, a diet, a holiday plan reversed, a pet's age, a
lesson day, a restaurant misattributed, a pediatrician retired, a phone number, a wedding
venue, a train, a surgery date, a food budget, a spouse's twin (CORRECTIONS); weight lost,
pregnancy weeks, boxes packed, chemo rounds, a purchase or mortgage going through, PT sessions,
a car at the shop (UPDATES); and for COMPATIBLE the near-misses of those same slots. Within a
pair both statements share a language. Every non-English pair carries a ``# lang: xx``
comment (ISO 639-1) on its line; untagged pairs are English. The non-English pairs were
written by the author, not by native speakers, in a casual chat register.

Counts (790 pairs, 285 not in English):
- CORRECTIONS: 280 pairs, 180 English, 100 other: es 24, de 23, ja 22, ru 22, ko 9.
- UPDATES: 91 pairs, 55 English, 36 other: es 8, de 8, ja 8, ru 8, ko 4.
- COMPATIBLE: 419 pairs, 270 English, 149 other: es 40, de 33, ja 31, ru 32, ko 13.
"""

from typing import List, Tuple

CORRECTIONS: List[Tuple[str, str]] = [
    ("Dentist appointment is on Tuesday at 3pm.", "wait, did I say Tuesday for the dentist? it's Thursday, same time"),
    ("User's sister Rachel lives in Denver.", "no, Denver is my cousin Rachel, my sister's name is Beth and she's in Tucson"),
    ("Mel: my mom has been doing pottery classes on Wednesdays", "Mel: oh wait, that was my aunt doing pottery, not my mom lol. mom does watercolor"),
    ("User is allergic to penicillin.", "Turns out I'm not allergic to penicillin after all — the allergist tested me and it was a false alarm from when I was a kid."),
    ("Jon: I walk the dog every morning before work", "Jon: these days it's my partner who walks Bella in the mornings, I do evenings now since the new job"),
    ("User's landlord is named Mr. Patel.", "Building got sold in May, landlord's a management company now, Greystone Property."),
    ("Rent is $1,450 a month.", "Rent went up in the new lease, it's 1,600 now."),
    ("Gina: I take metformin twice a day", "Gina: doc switched me off metformin, I'm on Jardiance now, once a day"),
    ("User's son Ethan is in 3rd grade.", "Sorry, Ethan's in 4th grade, I always mix that up, Lily is the one in 3rd."),
    ("We're going to my in-laws for Thanksgiving this year.", "Change of plans, in-laws are coming to us for Thanksgiving instead."),
    ("User banks with Chase.", "I moved everything over to a credit union last month, closed the Chase account."),
    ("Joanna: my book club meets on the first Monday of the month", "Joanna: we moved book club to the first Thursday, too many people had Monday stuff"),
    ("User's car is a 2014 Honda Civic.", "Traded the Civic in last week, got a used RAV4."),
    ("User works night shifts at St. Mary's hospital.", "I'm off nights now, moved to day shift at St. Mary's as of last week."),
    ("Wi-Fi password at home is bluebird42.", "we changed the wifi password after the neighbor thing, it's now Kestrel-77"),
    ("Grandma's birthday is March 14.", "oops, grandma's birthday is March 4th not the 14th, I was thinking of pi day"),
    ("User's therapist is Dr. Lin, sessions on Mondays.", "I stopped seeing Dr. Lin, my new therapist is Maria Gomez, Fridays"),
    ("Tim: I'm vegetarian", "Tim: I started eating fish again a couple months ago, so pescatarian I guess"),
    ("User's kids' school pickup is at 3:15.", "School changed the schedule this year, pickup is 2:50 now."),
    ("User's emergency contact is her husband, Dave.", "Put my brother Mike as my emergency contact now, Dave and I are separated."),
    ("The kids' pediatrician is Dr. Hoffman.", "Dr. Hoffman retired, kids see Dr. Amani at the same practice now."),
    ("Jon: I'm saving up for a trip to Japan in April", "Jon: pushed Japan to October, flights in April were crazy expensive"),
    ("User's mortgage is with Wells Fargo at 3.2%.", "We refinanced, the mortgage is with Rocket now at 2.9%."),
    ("User's daughter Mia plays soccer on Saturdays.", "Mia quit soccer, she's doing swim team now, practices are Saturday mornings."),
    ("Assistant noted: User's favorite restaurant is Luigi's.", "no, Luigi's is my husband's favorite, I honestly prefer the Thai place on Main"),
    ("User's blood pressure medication is lisinopril 10mg.", "Doctor upped my lisinopril to 20mg last visit."),
    ("Trash pickup is on Monday.", "city changed routes, trash is Thursday now, recycling every other Thursday"),
    ("Maria: my yoga class is 6am on weekdays", "Maria: I switched to the 7:30 evening class, 6am was killing me"),
    ("User lives in Austin.", "We moved to San Antonio in August."),
    ("User's phone plan is with Verizon.", "switched to T-Mobile, Verizon bill was getting stupid"),
    ("Caroline: my roommate's name is Jess", "Caroline: sorry, Jess moved out in June, my roommate now is Priya"),
    ("User's hairdresser appointment is Saturday at 11.", "hair appt got moved to Sunday 11, they had a double booking"),
    ("User's husband works at Boeing.", "Greg left Boeing in the spring, he's at a startup doing drones now."),
    ("User's cat Luna is 3 years old.", "Vet says Luna is more like 5, the shelter had her age wrong."),
    ("The user's favorite coffee order is an oat milk latte.", "I can't do oat milk anymore, found out I'm sensitive to it, it's almond milk latte now"),
    ("Deb: my mom lives with us since her hip surgery", "Deb: mom moved back to her own place last month, she's doing great"),
    ("User's gym membership is at Planet Fitness.", "cancelled Planet Fitness, I do the YMCA now, they have a pool"),
    ("User's daughter's allergist appointment is on the 22nd.", "Allergist's office called, Sophie's appt is the 29th now."),
    ("User pays the electric bill on the 15th.", "I set up autopay, it comes out on the 1st now."),
    ("User drinks about 3 cups of coffee a day.", "cut down to one cup a day since the palpitations"),
    ("User's brother lives in Portland, Oregon.", "My brother's in Portland Maine, not Oregon, everyone makes that mistake"),
    ("Audrey: my dogs are Pepper and Panda", "Audrey: sadly Panda passed away in the spring, it's just Pepper now. well, Pepper and the new puppy, Pixie"),
    ("User plans to paint the living room sage green.", "Decided against the sage, we're going with a warm white, Swiss Coffee."),
    ("User goes to church at St. Anne's on Sundays.", "We've been going to Grace Community since we moved, not St. Anne's anymore."),
    ("User's next period of leave from work starts July 1.", "HR approved it but moved the start to June 17."),
    ("The family doctor is Dr. Brennan at Northside Clinic.", "We switched insurance and Brennan isn't covered, new doctor is Dr. Okafor at Riverbend."),
    ("User's son is allergic to peanuts.", "Sam's allergy is tree nuts actually, peanuts are fine, we did the food challenge"),
    ("User's savings goal is $10,000 for an emergency fund.", "Raising the emergency fund target to 15k since the baby's coming."),
    ("User takes the 7:42 train to work.", "They changed the timetable, I'm on the 7:35 now."),
    ("Nate: my gaming setup is a PS5", "Nate: sold the PS5, built a gaming PC over the break"),
    ("Assistant recorded: User's anniversary is October 10.", "no no, October 10 is when we started dating, the wedding anniversary is June 2"),
    ("User's mother-in-law is visiting December 20 to January 3.", "MIL's flight changed, she's coming the 22nd and leaving the 2nd"),
    ("User's insulin is Humalog.", "We switched to Novolog because insurance stopped covering Humalog."),
    ("Evan: my knee surgery is scheduled for the 18th", "Evan: surgeon postponed, knee surgery is now on the 2nd of next month"),
    ("User's daughter Chloe goes to Brookside Daycare.", "Chloe moved to Little Acorns, Brookside lost its toddler room teacher."),
    ("User's kids' bedtime is 8pm.", "We pushed bedtime to 8:30 now that it's summer. Well, probably staying that way honestly."),
    ("User's preferred pharmacy is CVS on Oak Street.", "Transferred all the prescriptions to the Walgreens by work, easier."),
    ("Sam: I'm training for a half marathon in May", "Sam: I signed up for the full marathon instead, same race though"),
    ("User's youngest is 18 months old.", "Sorry, I meant 15 months, she was born in September."),
    ("User's sister is a nurse.", "my sister was a nurse, she went back to school and she's a PA now"),
    ("User's cousin's wedding is on June 8 in Savannah.", "The wedding got moved to Charleston, same date."),
    ("User's mom has an eye appointment Friday, user is driving her.", "my brother's driving mom Friday now, I have a work thing"),
    ("The Johnsons next door watch our cat when we travel.", "The Johnsons moved away, we use a pet sitter from Rover now."),
    ("User's weekly grocery budget is $150.", "We bumped groceries to $200 a week, prices are ridiculous."),
    ("User's daughter's school is Westfield Middle.", "She transferred to Jefferson Middle in January."),
    ("User's father is in hospice care at home.", "Dad passed away last Tuesday."),
    ("Joanna: I'm writing a screenplay about my grandmother", "Joanna: it's turning into a novel actually, not a screenplay anymore"),
    ("User's doctor's name is Dr. Sarah Kim.", "it's Dr. Sarah Kwon, autocorrect keeps doing that"),
    ("User goes to Costco every other Saturday.", "we do Sam's Club now, it's closer to the new place"),
    ("User's son Leo has swimming lessons on Thursdays at 5.", "that's not right anymore, they moved it to Tuesdays"),
    ("User's wife is named Anna.", "haha no, Anna is my sister-in-law. my wife is Kate"),
    ("User is lactose intolerant.", "Actually the GI doc says it's not lactose, it's a fructose thing."),
    ("User's favorite band is Radiohead.", "eh that was me in college, these days it's mostly Phoebe Bridgers"),
    ("User has a standing Friday call with her mom at 7pm.", "We moved the call with mom to Sundays after lunch, Fridays never worked."),
    ("User's car insurance is with Geico.", "switched to Progressive at renewal, saved like 400 a year"),
    ("User's kids have piano lessons with Mrs. Walsh.", "Mrs. Walsh moved to Florida, they're with a teacher named Dana now, over zoom actually"),
    ("Caroline: I'm going to the LGBTQ support group on Tuesdays", "Caroline: group moved to Wednesday nights, new facilitator"),
    ("User's doctor wants a follow-up in 3 months.", "Doc called, wants to see me in 6 weeks instead, bloodwork was a bit off."),
    ("User's son's birthday party is at Sky Zone on Saturday the 12th.", "party's at our house now, Sky Zone was booked"),
    ("User is renting a storage unit for $89 a month.", "Cleared out the storage unit and gave it up in March."),
    ("User's daughter Zoe is going to UCLA in the fall.", "Zoe got off the Berkeley waitlist, she's going there instead!"),
    ("User's husband's hours are 9 to 5.", "Greg's on 7 to 3 now, he asked for it so he can do pickups"),
    ("Assistant note: User's sister is pregnant with twins.", "no, it's my sister-in-law who's pregnant with twins. my sister had her baby in march"),
    ("User takes a multivitamin and vitamin D every morning.", "stopped the multivitamin, doc said it was pointless, just the vitamin D"),
    ("User's favorite hiking spot is Mount Tam.", "Mt Diablo is my go-to these days, Tam is too crowded on weekends"),
    ("Jon: the studio is going to be on Main street", "Jon: scratch that, the Main st lease fell through, it's going to be on Oak Ave"),
    ("User's home internet is Comcast.", "We got fiber, AT&T, dropped Comcast"),
    ("Melanie: my kids are 6 and 9", "Melanie: they're 7 and 10 now, had their birthdays last month"),
    ("User's father-in-law lives with them.", "Father-in-law moved into assisted living in the fall."),
    ("User's commute is 45 minutes each way.", "Since we moved, it's like 20 min each way, life-changing"),
    ("User volunteers at the food bank on Saturday mornings.", "I moved my food bank shift to Sunday afternoons."),
    ("User's preferred name is Katherine.", "please call me Kat, only my grandma calls me Katherine"),
    ("User's annual checkup is in November.", "I moved the annual physical to February, November is always hectic."),
    ("User's kid's soccer coach is Coach Daniels.", "they switched coaches mid-season, it's Coach Ruiz now"),
    ("User's mom uses a walker.", "mom's using a wheelchair now mostly, since the fall"),
    ("User is planning to get a golden retriever puppy.", "We ended up adopting a beagle mix from the shelter instead."),
    ("User's Spanish class is on Monday nights.", "spanish class moved to Wednesday evenings"),
    ("User's kids' babysitter is Hannah.", "Hannah went back to college, new sitter is Olivia"),
    ("User's next-door neighbor is Ken.", "Ken moved out, a young couple bought the place, Raj and Emily"),
    ("Assistant summary: User's husband handles the bills.", "Not anymore, I took over the bills after the late fees incident"),
    ("User's phone number ends in 4471.", "new number, ends in 8820, the old one got too many spam calls"),
    ("User's mom's surgery is at Mount Sinai on the 3rd.", "They moved mom's surgery to NYU Langone, still the 3rd."),
    ("User's sister's kids are Noah and Ella.", "Ella is my sister's stepdaughter, her kids are Noah and Max. I always leave Max out, sorry"),
    ("User wants to retire at 60.", "we redid the numbers with the advisor, 62 is more realistic"),
    ("User's kids' school starts at 8:05.", "School start time changed this year to 8:30."),
    ("User likes to run in the mornings.", "night runner these days, mornings are chaos with the baby"),
    ("User's 401k is with Fidelity.", "New job's 401k is with Vanguard, rolled the Fidelity one over too."),
    ("The family's Christmas tradition is going to grandma's in Ohio.", "Since grandma sold the house, we've been doing Christmas at our place."),
    ("User takes sertraline 50mg.", "Psychiatrist bumped me up to 100mg of sertraline."),
    ("Andrew: my girlfriend is Sarah", "Andrew: Sarah and I broke up in September"),
    ("User's sister lives with her in the city.", "She moved out in August, got her own place in Queens."),
    ("User's weekly meal prep day is Sunday.", "meal prep is saturdays now, sundays are for soccer"),
    ("User's primary care visit copay is $25.", "New plan, copay is $40 now."),
    ("User's eldest son is in the Army, stationed in Germany.", "Jake got transferred to Fort Bragg, he's stateside now!"),
    ("User's kids take the school bus.", "I've been driving them since the bus route changed, the stop is too far now"),
    ("Under contract on the Maple house, closing on the 30th.", "closing got pushed to the 7th, lender delays"),
    ("Visa interview scheduled for the 14th.", "Embassy rescheduled the interview to the 21st."),
    ("User's mom is in the ICU after the stroke.", "It was a TIA, not a full stroke, and they kept her in a regular room, not ICU — I got that wrong earlier."),
    ("User's Book club book this month is Lessons in Chemistry.", "we swapped it, doing Tomorrow and Tomorrow and Tomorrow instead, half the group already read Lessons"),
    ("User is meeting Priya for lunch Wednesday at noon at Panera.", "ugh, she can't do Wednesday. we said Friday, same time, same place"),
    ("User is meeting Priya for lunch Wednesday at noon at Panera.", "wait no, it's not Panera, it's that new ramen place, I keep saying Panera"),
    ("User's son's field trip is to the science museum on the 9th.", "field trip got changed to the zoo, same day"),
    ("User's allergy: shellfish.", "just shrimp actually, I'm fine with crab and lobster, weirdly"),
    ("User's husband's name is Mark.", "he's Mike. Mark is his twin brother, people mix them up constantly"),
    ("User is seeing the cardiologist on the 12th.", "Cardiology appointment was moved to the 19th, they called this morning."),
    ("User lives on the third floor, no elevator.", "we're on the 4th floor, I miscounted because the lobby is kind of a half floor lol"),
    ("Melanie: we're going camping at Yosemite in July", "Melanie: the Yosemite permits didn't come through so we're doing Sequoia instead"),
    ("User's daughter's recital is Saturday at 2.", "It's at 4, I got the time wrong, 2 is when she has to be there for warm-ups"),
    ("User's brother is moving in with them for a few months.", "That's not happening anymore, he found an apartment."),
    ("User's salary is $72,000.", "got a raise in my review, it's 78 now"),
    ("User's monthly car payment is $389.", "Paid off the car in April, no more car payment!"),
    ("User's family is doing a staycation this summer.", "we booked a cabin in the Smokies after all, so not a staycation"),
    ("User's son Max plays the trumpet.", "Max switched to trombone in the spring, the band needed one"),
    ("User's wife's due date is March 3.", "The doctor moved the due date to Feb 24 after the ultrasound."),
    ("User's best friend is named Tasha.", "Tasha's my best friend from high school, but honestly these days it's Dee. Tasha and I barely talk anymore."),
    ("User's wedding venue is the Lakeview Inn.", "Lakeview double booked us, we went with the Carriage House instead"),
    ("User's wedding date is September 14.", "we moved the wedding to October 5 because of the venue change"),
    ("User's dog is a German shepherd named Max.", "he's a Belgian Malinois, everyone thinks he's a shepherd lol"),
    ("User's monthly budget for eating out is $200.", "We're cutting eating out to $100 a month until the credit card is paid off."),
    ("User's dad goes to dialysis Monday, Wednesday, Friday.", "They switched dad to Tuesday Thursday Saturday"),
    ("User's daughter is afraid of dogs.", "Not anymore! since we got the puppy she's totally over it"),
    ("User's home address is 14 Birch Lane.", "It's 41 Birch Lane, I flipped the numbers"),
    ("User's fave takeout is the Indian place, Tandoori Nights.", "Tandoori Nights closed :( we order from Bombay Grill now"),
    ("User's kid has a peanut-free lunch at school.", "it's the whole school now that's nut-free, not just his table"),
    ("User's mother-in-law is named Joan.", "Joan is Greg's stepmom actually; his mom is Patricia, she lives in Florida."),
    ("Joanna: my dog Buddy is a lab", "Joanna: Buddy's a lab mix, the DNA test said he's like 40% pit bull haha"),
    ("User's doctor prescribed physical therapy twice a week.", "PT cut it down to once a week, I'm doing exercises at home the rest"),
    ("User is planning to sell her car before moving abroad.", "Decided to keep the car and let my dad use it while I'm gone."),
    ("User's father is 67.", "Sorry, 76, not 67. I always flip it."),
    ("The kids' college fund is in a 529 with Vanguard.", "moved the 529 to the state plan for the tax deduction"),
    ("User's mom's birthday dinner is at the steakhouse Saturday.", "mom wants Italian, so it's Carmine's now, still saturday"),
    ("User's daughter's best friend is Lila.", "they had a falling out, it's all about Harper now"),
    ("User works from home on Mondays and Fridays.", "my boss changed it, WFH is Tuesday and Thursday now"),
    ("Gina lost her job at DoorDash this month.", "Correction from later in the chat: Gina was laid off from Instacart, not DoorDash."),
    ("Jon is opening a dance studio in Paris.", "Jon clarified the studio is in downtown Portland; Paris was a trip he was talking about."),
    ("User mentioned her son's name is Tyler.", "User corrected the assistant: her son is Taylor, not Tyler."),
    ("User owns a red Jeep Wrangler.", "User said the red Jeep belongs to her boyfriend; she drives a grey Corolla."),
    ("User's daughter takes ballet at Miss Carla's studio.", "User's daughter stopped ballet and now takes tap at the same studio."),
    ("User's husband is a high school teacher.", "User's husband left teaching this year and now works as an instructional designer."),
    ("Caroline moved from Sweden four years ago.", "Caroline said it was actually six years ago that she moved from Sweden."),
    ("User plans to move to Seattle next spring.", "User is no longer moving to Seattle; the job offer was rescinded."),
    ("User has two kids.", "User has three kids; the assistant had missed the youngest, Ruby, who is 1."),
    ("User's doctor is worried about her cholesterol.", "That was the old bloodwork; the new results came back normal, cholesterol isn't an issue anymore."),
    ("User gets paid every other Friday.", "User's new employer pays on the 15th and the last day of the month."),
    ("User's son is afraid of the dark and sleeps with a nightlight.", "User mentioned her son is over that now; no nightlight since he turned 8."),
    ("User is on a keto diet.", "User quit keto in March and is doing Mediterranean-style eating now."),
    ("User's mother lives in a nursing home in Ohio.", "User said her mother moved to a memory care facility near the user in Virginia."),
    ("User hates cilantro.", "User said she was thinking of her husband; she is fine with cilantro."),
    ("User's therapist appointment is every other Thursday.", "User's therapist appointments are now weekly on Thursdays."),
    ("User's brother-in-law is a firefighter.", "User corrected: her brother-in-law is a paramedic; her brother is the firefighter."),
    ("Nate's turtles are named Shelly and Speedy.", "Nate said one of the turtles died; now he has Shelly and a new one called Tank."),
    ("User started a pottery class in January.", "User never actually went; she got sick and dropped the pottery class before it started."),
    ("User's mother-in-law watches the kids on Wednesdays.", "User's mother-in-law stopped watching the kids; they use an after-school program now."),
    ("User is planning a trip to Italy in June with her husband.", "User's Italy trip is now with her sister, not her husband; he can't get the time off."),
    ("User's daughter's name is spelled Kaylee.", "User said it's spelled Kaleigh, with a g-h."),
    ("Assistant noted: user's dog is named Rex.", "No, Rex was our old dog. The one we have now is Bruno."),
    ("User's mom is visiting next weekend.", "she's not coming after all, dad's back went out"),
    ("User's son's pediatric dentist visit is Monday at 4.", "can we say Tuesday at 4 instead, they called to move it"),
    ("User has a gluten intolerance.", "Turns out it's celiac, got the biopsy results, so it's more than an intolerance — zero gluten now"),
    ("Deb: my garden is mostly roses", "Deb: I dug out most of the roses last fall, it's mostly vegetables now"),
    ("La cita con el dentista es el martes a las 4.", "oye, me equivoqué, lo del dentista es el jueves, no el martes, a la misma hora"),  # lang: es
    ("Mi hermana Lupita vive en Monterrey.", "no, la que vive en Monterrey es mi prima Lupita; mi hermana se llama Claudia y está en Guadalajara"),  # lang: es
    ("Usuaria toma metformina dos veces al día.", "El doctor me quitó la metformina, ahora tomo sitagliptina una vez al día."),  # lang: es
    ("Pago 9,500 pesos de renta al mes.", "Con el contrato nuevo la renta subió a 10,800."),  # lang: es
    ("Mi mamá vive con nosotros desde la operación de cadera.", "mi mamá ya regresó a su casa el mes pasado, está muy bien"),  # lang: es
    ("El cumpleaños de mi abuela es el 14 de marzo.", "perdón, es el 4 de marzo, no el 14"),  # lang: es
    ("Mi hijo Diego va en tercero de primaria.", "Diego va en cuarto, siempre me confundo; la que va en tercero es Sofi."),  # lang: es
    ("El camión de la basura pasa los lunes.", "cambiaron la ruta, ahora la basura pasa los jueves"),  # lang: es
    ("Mi esposo trabaja en Bimbo.", "Javier dejó Bimbo en la primavera, ahora está en una startup de logística."),  # lang: es
    ("Tengo cuenta en BBVA.", "me cambié a Nu, ya cerré la de BBVA"),  # lang: es
    ("Usuario es vegetariano.", "Ya como pescado otra vez desde hace un par de meses, así que pescetariano, supongo."),  # lang: es
    ("Mi perrita Canela tiene 3 años.", "el veterinario dice que Canela tiene más bien 5, en el albergue se equivocaron"),  # lang: es
    ("La clase de inglés de los niños es los miércoles a las 5.", "la cambiaron a los viernes, ya no es miércoles"),  # lang: es
    ("Vamos a casa de mis suegros en Navidad.", "cambio de planes, mis suegros vienen a la casa en Navidad"),  # lang: es
    ("Usuaria es alérgica a la penicilina.", "Resulta que no soy alérgica a la penicilina, el alergólogo me hizo la prueba y salió negativa."),  # lang: es
    ("A mi mamá la operan de la rodilla el 18.", "la operación de mi mamá la movieron al 2 del mes que viene"),  # lang: es
    ("El pediatra de los niños es el Dr. Herrera.", "el Dr. Herrera se jubiló, ahora los ve la Dra. Salas en el mismo consultorio"),  # lang: es
    ("Mi teléfono termina en 4471.", "tengo número nuevo, termina en 8820"),  # lang: es
    ("Usuario quiere retirarse a los 60.", "con el asesor hicimos cuentas y lo más realista es a los 63"),  # lang: es
    ("La boda de mi prima es el 8 de junio en Oaxaca.", "la boda se cambió a Mérida, misma fecha"),  # lang: es
    ("Mi hermano vive conmigo en el depa.", "mi hermano se fue en agosto, ya tiene su propio depa en Coyoacán"),  # lang: es
    ("Usuaria hace yoga a las 6 de la mañana entre semana.", "me cambié a la clase de las 7:30 de la noche, la de las 6 me estaba matando"),  # lang: es
    ("Asistente anotó: el restaurante favorito del usuario es La Casona.", "no, La Casona es el favorito de mi esposo, a mí me gusta más el de mariscos de la esquina"),  # lang: es
    ("Mi presupuesto para el súper es de 2,000 pesos a la semana.", "Subimos el súper a 2,500 a la semana, todo está carísimo."),  # lang: es
    ("Termin beim Zahnarzt ist am Dienstag um 15 Uhr.", "Moment, hab ich Dienstag gesagt? Donnerstag, gleiche Uhrzeit"),  # lang: de
    ("Die Kleine geht in die Kita Sonnenschein.", "Wir haben gewechselt, Mia ist jetzt in der Kita am Stadtpark, in der Sonnenschein war kein Platz mehr in der U3-Gruppe."),  # lang: de
    ("Nutzer ist bei der TK krankenversichert.", "Bin zur AOK gewechselt, ab dem 1. Januar."),  # lang: de
    ("Die Warmmiete beträgt 1.150 Euro.", "Nach der Nebenkostenabrechnung zahlen wir jetzt 1.230 warm."),  # lang: de
    ("Meine Schwester wohnt in Leipzig.", "Nee, in Leipzig wohnt meine Cousine. Meine Schwester ist in Dresden."),  # lang: de
    ("Der Hausarzt ist Dr. Krüger.", "Dr. Krüger ist in Rente, die Praxis hat jetzt Frau Dr. Aydın übernommen, da gehen wir jetzt hin."),  # lang: de
    ("Die Müllabfuhr kommt montags.", "Die Stadt hat umgestellt, Restmüll ist jetzt donnerstags."),  # lang: de
    ("Nutzer nimmt L-Thyroxin 50.", "Die Ärztin hat auf 75 erhöht."),  # lang: de
    ("Opa hat am 14. März Geburtstag.", "Quatsch, am 4. März, nicht am 14."),  # lang: de
    ("Mein Mann arbeitet bei Siemens.", "Jonas hat im Frühjahr bei Siemens gekündigt, er ist jetzt bei einem kleinen Ingenieurbüro."),  # lang: de
    ("Wir fahren Weihnachten zu meinen Schwiegereltern nach Kassel.", "Planänderung, die Schwiegereltern kommen Weihnachten zu uns."),  # lang: de
    ("Nutzer ist Vegetarier.", "Ich esse seit ein paar Monaten wieder Fisch."),  # lang: de
    ("Der Elternabend ist am Mittwoch um 19 Uhr.", "Elternabend wurde auf Donnerstag verschoben, gleiche Zeit"),  # lang: de
    ("Luca hat dienstags Schwimmkurs.", "Der Schwimmkurs ist jetzt donnerstags, die haben das umgelegt."),  # lang: de
    ("Meine Mutter wohnt seit der Hüft-OP bei uns.", "Mama ist letzten Monat wieder in ihre eigene Wohnung gezogen."),  # lang: de
    ("Wir haben das Girokonto bei der Sparkasse.", "Sind zur DKB gewechselt, das Sparkassenkonto ist gekündigt."),  # lang: de
    ("Elternzeit geht ab 1. Juli.", "Die Personalabteilung hat es genehmigt, aber der Beginn ist jetzt der 17. Juni."),  # lang: de
    ("Unsere Katze Luna ist 3 Jahre alt.", "Laut Tierärztin ist Luna eher 5, das Tierheim lag falsch."),  # lang: de
    ("Der Assistent hat notiert: Lieblingsrestaurant ist der Grieche um die Ecke.", "Nee, das ist das Lieblingsrestaurant von meinem Mann. Ich mag lieber den Vietnamesen."),  # lang: de
    ("Ich fahre jeden Tag mit der S-Bahn um 7:42.", "Neuer Fahrplan, ich nehm jetzt die um 7:35."),  # lang: de
    ("Die Hochzeit meines Cousins ist am 8. Juni in Hamburg.", "Die Hochzeit ist jetzt in Lübeck, gleiches Datum."),  # lang: de
    ("Wir wollen das Wohnzimmer salbeigrün streichen.", "Doch kein Salbeigrün, wir nehmen ein warmes Weiß."),  # lang: de
    ("Der Kaufvertrag für die Wohnung ist beim Notar, Termin am 30.", "Der Notartermin ist auf den 7. verschoben, die Bank braucht länger."),  # lang: de
    ("歯医者の予約は火曜の15時。", "ごめん、歯医者火曜って言ったっけ？木曜だった、時間は同じ"),  # lang: ja
    ("姉は大阪に住んでいる。", "いや、大阪にいるのはいとこの方。姉は名古屋だよ"),  # lang: ja
    ("ユーザーは朝晩メトホルミンを飲んでいる。", "先生にメトホルミンやめてって言われて、今はジャヌビア1日1回"),  # lang: ja
    ("家賃は月8万5千円。", "更新で家賃上がって、今は9万2千円"),  # lang: ja
    ("母は股関節の手術以来うちで一緒に住んでいる。", "母は先月自分の家に戻ったよ、すごく元気"),  # lang: ja
    ("祖母の誕生日は3月14日。", "あ、ばあちゃんの誕生日3月4日だった、14日じゃない"),  # lang: ja
    ("息子の翔太は小学3年生。", "翔太は4年生だった、いつも間違える。3年生は娘のほう"),  # lang: ja
    ("ゴミの日は月曜日。", "地区の収集日が変わって、燃えるゴミは木曜になった"),  # lang: ja
    ("夫はトヨタで働いている。", "夫は春にトヨタ辞めて、今はドローンのベンチャーにいる"),  # lang: ja
    ("ユーザーはベジタリアン。", "数ヶ月前から魚はまた食べるようになった"),  # lang: ja
    ("年末年始は夫の実家の仙台に帰る。", "予定変更、今年は義理の両親がうちに来ることになった"),  # lang: ja
    ("猫のモモは3歳。", "獣医さんによるとモモは5歳くらいだって。保護団体が年齢間違えてたみたい"),  # lang: ja
    ("娘のピアノのレッスンは水曜の17時。", "ピアノは金曜に変わったよ、もう水曜じゃない"),  # lang: ja
    ("アシスタントのメモ：ユーザーの好きなお店は駅前のイタリアン。", "それは夫のお気に入り。私はどっちかというと商店街のラーメン屋"),  # lang: ja
    ("小児科は山本先生。", "山本先生が引退したので、今は同じクリニックの中村先生に診てもらってる"),  # lang: ja
    ("ユーザーの電話番号の末尾は4471。", "番号変えた、今は末尾8820"),  # lang: ja
    ("いとこの結婚式は6月8日に京都で。", "結婚式、会場が神戸に変わったって。日にちは同じ"),  # lang: ja
    ("毎朝7時42分の電車に乗っている。", "ダイヤ改正で、今は7時35分のに乗ってる"),  # lang: ja
    ("母の膝の手術は18日。", "先生の都合で、母の手術は来月2日に延期になった"),  # lang: ja
    ("週の食費は1万5千円。", "物価高いから食費は週2万円に上げた"),  # lang: ja
    ("ユーザーは朝ランニングをしている。", "最近は夜に走ってる、朝は赤ちゃんがいて無理"),  # lang: ja
    ("夫の名前は健太。", "健太は夫の双子の弟！夫は健二だよ"),  # lang: ja
    ("Запись к стоматологу во вторник в 15:00.", "стоп, я сказала вторник? в четверг, время то же"),  # lang: ru
    ("Сестра Оля живёт в Казани.", "не, в Казани живёт двоюродная сестра Оля. Родная сестра — Настя, она в Самаре"),  # lang: ru
    ("Пользователь принимает метформин два раза в день.", "Врач отменил метформин, теперь пью Галвус раз в день."),  # lang: ru
    ("Аренда — 45 тысяч рублей в месяц.", "С нового договора хозяйка подняла до 52 тысяч."),  # lang: ru
    ("Мама живёт у нас после операции на бедре.", "мама в прошлом месяце вернулась к себе, у неё всё хорошо"),  # lang: ru
    ("День рождения бабушки 14 марта.", "ой, 4 марта, а не 14"),  # lang: ru
    ("Сын Миша учится в третьем классе.", "Миша в четвёртом, вечно путаю; в третьем — дочка"),  # lang: ru
    ("Муж работает в Сбере.", "Денис весной ушёл из Сбера, теперь в небольшой IT-компании."),  # lang: ru
    ("Пользователь вегетарианец.", "Уже пару месяцев снова ем рыбу."),  # lang: ru
    ("На Новый год едем к свёкрам в Тверь.", "планы поменялись, свёкры сами приедут к нам на Новый год"),  # lang: ru
    ("Кошке Мусе 3 года.", "ветеринар говорит, Мусе скорее 5, в приюте ошиблись"),  # lang: ru
    ("У дочки английский по средам в 17:00.", "английский перенесли на пятницу, по средам уже нет"),  # lang: ru
    ("Ассистент записал: любимое кафе пользователя — «Хачапури и вино».", "нет, это любимое место мужа, мне больше нравится пельменная у метро"),  # lang: ru
    ("Педиатр у детей — Анна Сергеевна.", "Анна Сергеевна ушла на пенсию, теперь ходим к Виктории Андреевне в той же поликлинике"),  # lang: ru
    ("Номер телефона заканчивается на 4471.", "у меня новый номер, заканчивается на 8820"),  # lang: ru
    ("Свадьба двоюродного брата 8 июня в Сочи.", "свадьбу перенесли в Калининград, дата та же"),  # lang: ru
    ("Каждое утро езжу на электричке в 7:42.", "поменяли расписание, теперь езжу на 7:35"),  # lang: ru
    ("Маме делают операцию на колене 18-го.", "операцию маме перенесли на 2-е число следующего месяца"),  # lang: ru
    ("На продукты тратим 7 тысяч в неделю.", "Подняли бюджет на продукты до 9 тысяч в неделю, всё подорожало."),  # lang: ru
    ("Мужа зовут Кирилл.", "Кирилл — его брат-близнец! Мужа зовут Костя"),  # lang: ru
    ("По утрам я бегаю.", "сейчас бегаю вечером, утром с малышом не до того"),  # lang: ru
    ("Пользователь снимает бокс на складе за 3 500 рублей в месяц.", "Освободил бокс на складе и отказался от него в марте."),  # lang: ru
    ("치과 예약은 화요일 오후 3시.", "아 잠깐, 치과 화요일이라고 했나? 목요일이야, 시간은 그대로"),  # lang: ko
    ("언니는 부산에 산다.", "아니, 부산 사는 건 사촌언니고 우리 언니는 대구에 살아"),  # lang: ko
    ("월세는 70만 원이다.", "재계약하면서 월세가 80만 원으로 올랐어"),  # lang: ko
    ("아들 민준이는 초등학교 3학년이다.", "민준이 4학년이야, 맨날 헷갈려. 3학년은 딸이고"),  # lang: ko
    ("남편은 삼성에서 일한다.", "남편 봄에 삼성 그만두고 지금은 스타트업 다녀"),  # lang: ko
    ("엄마가 고관절 수술 이후로 우리 집에서 지내신다.", "엄마 지난달에 본인 집으로 돌아가셨어, 아주 건강하셔"),  # lang: ko
    ("추석에는 시댁인 광주에 간다.", "계획 바뀜, 올해 추석엔 시부모님이 우리 집으로 오셔"),  # lang: ko
    ("고양이 나비는 세 살이다.", "수의사 선생님이 나비는 다섯 살쯤 된 것 같대, 보호소에서 나이를 잘못 알았나 봐"),  # lang: ko
    ("딸 피아노 학원은 수요일 5시.", "피아노 금요일로 바뀌었어, 이제 수요일 아니야"),  # lang: ko
]


UPDATES: List[Tuple[str, str]] = [
    ("Sam: I'm training for a half marathon in May", "Sam: long run was 10 miles today, up from 7 last week"),
    ("Joanna: I'm writing a screenplay about my grandmother", "Joanna: finished draft 2 of the screenplay!"),
    ("User's daughter has braces.", "Emma got her braces off yesterday!!"),
    ("User has lost 12 pounds since January.", "down 19 lbs now since january!!"),
    ("User is 14 weeks pregnant.", "20 week scan today, everything looks good"),
    ("User has paid off $8,000 of her student loans.", "Student loan update: 11.5k paid off, 21k to go"),
    ("Jon: we have 6 students signed up for the first class", "Jon: up to 14 sign-ups now for the first class!"),
    ("User is 45 days sober.", "90 days today. kind of can't believe it."),
    ("We've packed 20 boxes for the move.", "box count: 48, kitchen's almost done"),
    ("User's offer on the house on Maple was submitted.", "They accepted our offer on Maple!!"),
    ("Offer accepted on the Maple house, now in inspection.", "Inspection's done, we're under contract, closing is the 30th"),
    ("Under contract on the Maple house, closing on the 30th.", "We closed today, we officially own the Maple house!"),
    ("User has applied for the nursing job at Children's.", "Got a phone screen for the Children's job on Thursday!"),
    ("User had a phone screen for the Children's hospital job.", "They offered me the job at Children's!"),
    ("User's knee is in a cast.", "Cast came off, I'm in a walking boot now"),
    ("User has read 8 books this year.", "book count for the year: 15"),
    ("User's credit card debt is about $4,300.", "CC debt is down to 2,100"),
    ("Kitchen remodel: demo is done.", "Cabinets are in, countertops next week"),
    ("Kitchen remodel: cabinets installed, waiting on countertops.", "Kitchen is finished!! just the backsplash left, which we're doing ourselves"),
    ("Baby Ava is 2 months old.", "Ava turns 4 months this week, she's rolling over"),
    ("User has done 4 of 12 physical therapy sessions.", "PT session 9 of 12 today, almost done"),
    ("User's daughter has submitted 3 college applications.", "All 8 applications in, now we wait"),
    ("User's visa application is submitted and pending.", "Biometrics appointment done for the visa, waiting on the interview"),
    ("Visa interview scheduled for the 14th.", "Visa approved!"),
    ("The insurance claim for the roof is filed.", "Adjuster came out Tuesday, claim is approved, waiting on the check"),
    ("User has saved $2,000 toward the Japan trip.", "Japan fund is at 3,400"),
    ("Caroline: adoption agency application submitted", "Caroline: home study is done! next is the matching stage"),
    ("Caroline: adoption home study completed, in the matching stage.", "Caroline: we got matched!! a little boy, 2 years old"),
    ("User's IVF: 5 embryos at day 3.", "Day 5 update: 3 made it to blastocyst"),
    ("User's baby has 4 teeth.", "tooth number 7 came in, no wonder he's been cranky"),
    ("User's mom's chemo: 2 of 6 rounds done.", "Mom finished round 4 of chemo yesterday"),
    ("User's mom is in the middle of chemo, 4 of 6 rounds done.", "Mom finished chemo! scan in 6 weeks"),
    ("Joanna: 3 chapters of the novel done", "Joanna: chapter 9 done, halfway there"),
    ("User's blood sugar A1C was 8.1.", "A1C came back 7.2 this time, doc was happy"),
    ("Ethan is on the waitlist for the charter school, number 12.", "Ethan's up to number 4 on the waitlist"),
    ("Ethan is number 4 on the charter school waitlist.", "Ethan got a spot at the charter school!!"),
    ("User has walked 6,000 steps a day on average this month.", "averaging 8,500 steps this month"),
    ("User's house is listed for sale.", "We have an offer on our house! 10k over asking"),
    ("User's house has an offer, going through inspection.", "House sold, closed Friday"),
    ("Our garden: tomatoes planted, nothing ripe yet.", "first ripe tomatoes this morning!"),
    ("User is 3 weeks into the couch to 5k program.", "week 7 of C25K, ran 25 min straight today"),
    ("The car is at the shop, waiting for the part.", "Part arrived, they're fixing it now, should be ready tomorrow"),
    ("The car is being fixed at the shop, ready tomorrow.", "Picked up the car, all good, 640 bucks though"),
    ("User's baby's words so far: mama and dog.", "she says like 10 words now, \"ball\" is her favorite"),
    ("User has 300 followers on the bakery Instagram.", "bakery insta just hit 1,000!"),
    ("Nate: I'm ranked gold in Valorant", "Nate: made platinum last night finally"),
    ("User's divorce papers are filed.", "Divorce is final as of Friday."),
    ("User's passport renewal is submitted.", "Passport came in the mail today!"),
    ("Tax return: waiting on the W-2 from the old job.", "Taxes filed, refund is 1,840"),
    ("Tax return filed, refund pending.", "Refund hit the account today"),
    ("User is 2 weeks into the new job.", "Passed my 90 day probation at work!"),
    ("User's son is learning to ride without training wheels, still wobbly.", "Leo rode the whole block without help today!!"),
    ("The puppy knows sit.", "puppy knows sit, down and stay now, working on leave it"),
    ("User's mom is in the ICU after the stroke.", "Mom moved out of the ICU to a regular floor today"),
    ("User's mom moved from ICU to a regular floor.", "Mom's been discharged to rehab"),
    ("He bajado 5 kilos desde enero.", "ya llevo 8 kilos menos desde enero!!"),  # lang: es
    ("Tengo 14 semanas de embarazo.", "ultrasonido de la semana 20 hoy, todo bien"),  # lang: es
    ("Ya pagué 30 mil de la tarjeta.", "ya van 52 mil pagados de la tarjeta, me faltan 18"),  # lang: es
    ("Hicimos una oferta por la casa en Coyoacán.", "¡Aceptaron nuestra oferta!"),  # lang: es
    ("Mi mamá lleva 2 de 6 quimios.", "mi mamá terminó la cuarta quimio ayer"),  # lang: es
    ("Llevo 20 cajas empacadas para la mudanza.", "ya vamos en 48 cajas, la cocina casi lista"),  # lang: es
    ("Ya metí los papeles de la visa.", "ya me dieron cita para la entrevista de la visa"),  # lang: es
    ("Tengo la pierna enyesada.", "ya me quitaron el yeso, ahora traigo bota"),  # lang: es
    ("Ich habe seit Januar 6 Kilo abgenommen.", "Jetzt sind es schon 9 Kilo seit Januar!"),  # lang: de
    ("Wir haben 20 Umzugskartons gepackt.", "48 Kartons, die Küche ist fast fertig"),  # lang: de
    ("Der Kaufvertrag für die Wohnung ist beim Notar, Termin am 30.", "Notartermin war heute, die Wohnung gehört uns!"),  # lang: de
    ("Mama hat 2 von 6 Chemos hinter sich.", "Mama hat gestern die vierte Chemo geschafft."),  # lang: de
    ("Ich bin in der 14. Schwangerschaftswoche.", "Heute war der Ultraschall in der 20. Woche, alles gut."),  # lang: de
    ("Der Antrag auf Elterngeld ist abgeschickt.", "Elterngeld ist bewilligt, der Bescheid kam heute."),  # lang: de
    ("Ich habe 4 von 12 Physio-Terminen gemacht.", "Physio 9 von 12 heute, fast geschafft"),  # lang: de
    ("Das Auto ist in der Werkstatt, das Ersatzteil fehlt noch.", "Teil ist da, die reparieren es gerade, morgen fertig"),  # lang: de
    ("1月から4キロ痩せた。", "1月から7キロ減ったよ！"),  # lang: ja
    ("妊娠14週目。", "今日20週の健診、順調だって"),  # lang: ja
    ("引っ越しの段ボール、20箱詰めた。", "48箱まで来た、キッチンほぼ終わり"),  # lang: ja
    ("母の抗がん剤、6回中2回終わった。", "母、昨日で4回目の抗がん剤終わった"),  # lang: ja
    ("マンションの購入申込を出した。", "申込通った！次はローン審査"),  # lang: ja
    ("住宅ローンの本審査中。", "本審査通った、来月引き渡し"),  # lang: ja
    ("リハビリ12回中4回終了。", "リハビリ今日で9回目、あと少し"),  # lang: ja
    ("車は修理中、部品待ち。", "部品届いて今修理してる、明日には終わるって"),  # lang: ja
    ("Сбросила 4 кг с января.", "уже минус 7 кг с января!"),  # lang: ru
    ("14 недель беременности.", "сегодня было УЗИ на 20 неделе, всё хорошо"),  # lang: ru
    ("Упаковали 20 коробок к переезду.", "уже 48 коробок, кухня почти готова"),  # lang: ru
    ("У мамы позади 2 курса химии из 6.", "мама вчера закончила четвёртый курс химии"),  # lang: ru
    ("Подали заявку на ипотеку.", "Ипотеку одобрили! сделка в следующем месяце"),  # lang: ru
    ("Закрыл 120 тысяч из кредитки.", "по кредитке осталось 60 тысяч, 180 уже погасил"),  # lang: ru
    ("Прошла 4 из 12 сеансов физиотерапии.", "сегодня 9-й сеанс из 12, почти всё"),  # lang: ru
    ("Машина в сервисе, ждут запчасть.", "запчасть пришла, чинят, завтра заберу"),  # lang: ru
    ("1월부터 4킬로 뺐다.", "1월부터 벌써 7킬로 빠졌어!"),  # lang: ko
    ("임신 14주차.", "오늘 20주 검진, 다 괜찮대"),  # lang: ko
    ("이사 박스 20개 쌌다.", "48개까지 쌌어, 부엌 거의 끝"),  # lang: ko
    ("엄마 항암 6번 중 2번 끝났다.", "엄마 어제 4번째 항암 끝나셨어"),  # lang: ko
]


COMPATIBLE: List[Tuple[str, str]] = [
    ("Dentist appointment is on Tuesday at 3pm.", "Dentist on Tuesday at 3 — it's the one on Elm Street, Dr. Kaplan's office."),
    ("Dentist appointment is on Tuesday at 3pm.", "Gonna take the afternoon off Tuesday for the dentist, 3pm is a pain with work."),
    ("User's sister Rachel lives in Denver.", "Rachel just got a new apartment in Denver, near Cheesman Park."),
    ("User's sister Rachel lives in Denver.", "My other sister, Beth, lives in Tucson."),
    ("Mel: my mom has been doing pottery classes on Wednesdays", "Mel: mom's pottery class is at the community center btw, Wednesday evenings"),
    ("Mel: my mom has been doing pottery classes on Wednesdays", "Mel: my mom used to do yoga on Wednesdays before she switched to pottery"),
    ("User is allergic to penicillin.", "My daughter is allergic to amoxicillin too, runs in the family I guess."),
    ("User is allergic to penicillin.", "Penicillin allergy: I get hives, not anything worse."),
    ("Jon: I walk the dog every morning before work", "Jon: walked Bella for an extra hour this morning since it was so nice out"),
    ("Jon: I walk the dog every morning before work", "Jon: I used to walk her at night too but she's getting old"),
    ("User's landlord is named Mr. Patel.", "Mr. Patel's son handles the repairs, Mr. Patel does the rent stuff."),
    ("Rent is $1,450 a month.", "Rent is 1,450 plus about 60 a month for utilities."),
    ("Rent is $1,450 a month.", "Paid rent late this month, 25 dollar fee, ugh."),
    ("Rent is $1,450 a month.", "Rent is $1,450, I split it with my roommate so I pay 725."),
    ("Gina: I take metformin twice a day", "Gina: metformin 500mg, morning and night with food"),
    ("Gina: I take metformin twice a day", "Gina: forgot my evening metformin yesterday, took it this morning instead"),
    ("User's son Ethan is in 3rd grade.", "Ethan's in 3rd grade at Lincoln Elementary, Mrs. Ortiz's class."),
    ("User's son Ethan is in 3rd grade.", "Ethan skipped school today with a fever."),
    ("We're going to my in-laws for Thanksgiving this year.", "Going to my in-laws for Thanksgiving, they're in Scranton, about a 3 hour drive."),
    ("We're going to my in-laws for Thanksgiving this year.", "We went to my parents' place for Thanksgiving last year."),
    ("User banks with Chase.", "Also have a savings account at Ally, the checking is at Chase."),
    ("User banks with Chase.", "Chase account is a joint one with my husband."),
    ("Joanna: my book club meets on the first Monday of the month", "Joanna: skipped book club this Monday, was too tired"),
    ("Joanna: my book club meets on the first Monday of the month", "Joanna: book club is first Monday, 7pm, rotating houses"),
    ("User's car is a 2014 Honda Civic.", "The Civic is a 2014 EX, silver."),
    ("User's car is a 2014 Honda Civic.", "My wife drives a Subaru Outback."),
    ("User works night shifts at St. Mary's hospital.", "Picked up an extra night shift at St. Mary's this weekend."),
    ("User works night shifts at St. Mary's hospital.", "I used to work at Mercy before St. Mary's."),
    ("Wi-Fi password at home is bluebird42.", "the guest network password is different, it's guest2024"),
    ("Grandma's birthday is March 14.", "Grandma turns 90 on March 14, we're planning a party."),
    ("Grandma's birthday is March 14.", "Grandpa's birthday is in June."),
    ("User's therapist is Dr. Lin, sessions on Mondays.", "Skipped Dr. Lin this Monday because of the holiday, going Wednesday instead"),
    ("User's therapist is Dr. Lin, sessions on Mondays.", "Dr. Lin does telehealth sessions too, I do those when it snows"),
    ("Tim: I'm vegetarian", "Tim: been vegetarian since college, like 12 years now"),
    ("Tim: I'm vegetarian", "Tim: my girlfriend's vegan though, so we cook mostly vegan at home"),
    ("User's kids' school pickup is at 3:15.", "Pickup at 3:15, but Wednesdays are early release at 1:30."),
    ("User's kids' school pickup is at 3:15.", "Got there at 3:30 today for pickup, traffic was insane."),
    ("User's emergency contact is her husband, Dave.", "Dave's number for emergencies is his cell, not the work line."),
    ("The kids' pediatrician is Dr. Hoffman.", "Dr. Hoffman's office moved to the new building on 5th."),
    ("The kids' pediatrician is Dr. Hoffman.", "I go to Dr. Reyes myself, Dr. Hoffman is just for the kids."),
    ("Jon: I'm saving up for a trip to Japan in April", "Jon: Japan in April, hoping to catch the cherry blossoms in Kyoto"),
    ("Jon: I'm saving up for a trip to Japan in April", "Jon: also doing a quick weekend in Chicago in February"),
    ("User's mortgage is with Wells Fargo at 3.2%.", "Mortgage is 3.2% fixed, 30 year, with Wells Fargo."),
    ("User's mortgage is with Wells Fargo at 3.2%.", "Our HELOC is with a different bank, rate is variable."),
    ("User's daughter Mia plays soccer on Saturdays.", "Mia's soccer got rained out this Saturday."),
    ("User's daughter Mia plays soccer on Saturdays.", "Mia plays soccer Saturdays, her brother does baseball on Sundays."),
    ("Assistant noted: User's favorite restaurant is Luigi's.", "Luigi's closes at 9 on Sundays, so we go early."),
    ("User's blood pressure medication is lisinopril 10mg.", "Lisinopril 10mg, I take it at night because it makes me dizzy in the morning."),
    ("User's blood pressure medication is lisinopril 10mg.", "My dad takes lisinopril too, 40mg."),
    ("Trash pickup is on Monday.", "Trash Monday, except holiday weeks it's Tuesday."),
    ("Trash pickup is on Monday.", "Put the trash out Sunday night for Monday pickup."),
    ("Maria: my yoga class is 6am on weekdays", "Maria: went to a 9am weekend class for once, so much nicer"),
    ("Maria: my yoga class is 6am on weekdays", "Maria: 6am yoga, the studio is Lotus on Pine"),
    ("User lives in Austin.", "We're in Austin, north side, Round Rock area actually."),
    ("User lives in Austin.", "User grew up in El Paso before moving to Austin."),
    ("User lives in Austin.", "My parents live in Houston."),
    ("User's phone plan is with Verizon.", "Verizon family plan, 4 lines"),
    ("Caroline: my roommate's name is Jess", "Caroline: Jess's boyfriend basically lives here too lol"),
    ("Caroline: my roommate's name is Jess", "Caroline: Jess and I have been roommates since sophomore year"),
    ("User's hairdresser appointment is Saturday at 11.", "hair appt Saturday 11, it's at the place next to the bakery"),
    ("User's husband works at Boeing.", "Greg worked at Lockheed before Boeing."),
    ("User's husband works at Boeing.", "Greg's at Boeing, on the 787 program."),
    ("User's cat Luna is 3 years old.", "Luna's 3 and our other cat Milo is 7."),
    ("The user's favorite coffee order is an oat milk latte.", "Oat milk latte, extra shot on Mondays lol"),
    ("The user's favorite coffee order is an oat milk latte.", "Got a cold brew today because it was so hot."),
    ("Deb: my mom lives with us since her hip surgery", "Deb: mom's been with us since the hip surgery, physical therapy twice a week at the house"),
    ("User's gym membership is at Planet Fitness.", "tried a class at Orangetheory with a friend, still at Planet Fitness though"),
    ("User's gym membership is at Planet Fitness.", "my husband goes to a CrossFit box, I'm at Planet Fitness"),
    ("User's daughter's allergist appointment is on the 22nd.", "Allergist on the 22nd, 8:30am, need to bring her inhaler."),
    ("User pays the electric bill on the 15th.", "Electric bill was really high this month, like 280."),
    ("User drinks about 3 cups of coffee a day.", "three coffees a day, and a diet coke in the afternoon if I'm dragging"),
    ("User's brother lives in Portland, Oregon.", "My brother moved to Portland from Seattle a few years back."),
    ("Audrey: my dogs are Pepper and Panda", "Audrey: Pepper and Panda are both labradoodles, 4 and 6"),
    ("Audrey: my dogs are Pepper and Panda", "Audrey: Panda's staying with my parents this week while we travel"),
    ("User plans to paint the living room sage green.", "Sage green for the living room, and the hallway in the same color but lighter."),
    ("User plans to paint the living room sage green.", "Got paint samples today for the living room."),
    ("User goes to church at St. Anne's on Sundays.", "Went to the Saturday vigil mass at St. Anne's this week instead of Sunday."),
    ("User's next period of leave from work starts July 1.", "Leave starts July 1, it's 12 weeks of maternity leave."),
    ("The family doctor is Dr. Brennan at Northside Clinic.", "Dr. Brennan's nurse practitioner is who I usually see, Jen."),
    ("User's son is allergic to peanuts.", "Sam's peanut allergy is pretty severe, we carry two EpiPens."),
    ("User's son is allergic to peanuts.", "Sam's best friend is allergic to peanuts too so the two of them sit at the nut-free table."),
    ("User's savings goal is $10,000 for an emergency fund.", "Emergency fund is at 6,200 now."),
    ("User's savings goal is $10,000 for an emergency fund.", "Emergency fund goal 10k, keeping it in a high yield savings account."),
    ("User takes the 7:42 train to work.", "Took the 8:10 today, overslept."),
    ("User takes the 7:42 train to work.", "7:42 train, Metro North from Hastings."),
    ("Nate: my gaming setup is a PS5", "Nate: PS5 and the old Switch for the kids"),
    ("Assistant recorded: User's anniversary is October 10.", "Our 10th anniversary is this October 10, thinking of going to Napa."),
    ("User's mother-in-law is visiting December 20 to January 3.", "MIL is staying Dec 20 to Jan 3, she'll take the guest room."),
    ("User's mother-in-law is visiting December 20 to January 3.", "My own mom is only coming for Christmas day."),
    ("User's insulin is Humalog.", "Humalog with meals, and Lantus at night."),
    ("Evan: my knee surgery is scheduled for the 18th", "Evan: knee surgery on the 18th, outpatient, should be home same day"),
    ("Evan: my knee surgery is scheduled for the 18th", "Evan: my wife had her knee done last year at the same hospital"),
    ("User's daughter Chloe goes to Brookside Daycare.", "Chloe's at Brookside three days a week, grandma has her the other two."),
    ("User's kids' bedtime is 8pm.", "8pm bedtime, but on Fridays they get to stay up for movie night."),
    ("User's preferred pharmacy is CVS on Oak Street.", "The CVS on Oak is open 24 hours which is handy."),
    ("Sam: I'm training for a half marathon in May", "Sam: half marathon in May, Flying Pig in Cincinnati"),
    ("User's youngest is 18 months old.", "The youngest is 18 months and just started walking properly."),
    ("User's sister is a nurse.", "my sister's a nurse, she works in the NICU"),
    ("User's cousin's wedding is on June 8 in Savannah.", "Cousin's wedding June 8, Savannah, we're driving down Thursday."),
    ("User's cousin's wedding is on June 8 in Savannah.", "My other cousin got married in Savannah too, a few years ago."),
    ("User's mom has an eye appointment Friday, user is driving her.", "Mom's eye appointment Friday, they're dilating so she can't drive."),
    ("The Johnsons next door watch our cat when we travel.", "The Johnsons' kid feeds the cat when we're gone, they pay him."),
    ("User's weekly grocery budget is $150.", "Spent 172 on groceries this week, went over a bit."),
    ("User's weekly grocery budget is $150.", "Groceries 150 a week, that doesn't include Costco runs."),
    ("User's daughter's school is Westfield Middle.", "Westfield Middle is where my son goes too, he's in 8th."),
    ("User's father is in hospice care at home.", "Dad's hospice nurse comes Monday, Wednesday and Friday."),
    ("Joanna: I'm writing a screenplay about my grandmother", "Joanna: the screenplay is set in 1950s Chicago where my grandma grew up"),
    ("User's doctor's name is Dr. Sarah Kim.", "Dr. Kim is an internist at the Mayo clinic satellite."),
    ("User goes to Costco every other Saturday.", "went to Costco on a Wednesday for once, so empty"),
    ("User's son Leo has swimming lessons on Thursdays at 5.", "Leo's swim lesson Thursday at 5, it's at the Y on Broad St."),
    ("User's son Leo has swimming lessons on Thursdays at 5.", "Leo missed swimming this Thursday, he had a cold."),
    ("User's wife is named Anna.", "Anna and I have been married 8 years."),
    ("User is lactose intolerant.", "Lactose intolerant, but hard cheeses are fine for me."),
    ("User is lactose intolerant.", "My son is lactose intolerant too."),
    ("User's favorite band is Radiohead.", "Radiohead, especially In Rainbows"),
    ("User's favorite band is Radiohead.", "Seeing Radiohead's drummer's side project next week, should be fun"),
    ("User has a standing Friday call with her mom at 7pm.", "Call with mom Friday 7pm, and my dad joins sometimes."),
    ("User has a standing Friday call with her mom at 7pm.", "Skipped the call with mom this Friday, she was at a wedding."),
    ("User's car insurance is with Geico.", "Geico covers both cars, mine and my husband's"),
    ("User's kids have piano lessons with Mrs. Walsh.", "Mrs. Walsh also teaches their cousin on Saturdays."),
    ("Caroline: I'm going to the LGBTQ support group on Tuesdays", "Caroline: went to the support group Tuesday, shared my story for the first time"),
    ("Caroline: I'm going to the LGBTQ support group on Tuesdays", "Caroline: there's also a trans youth group on Thursdays that I volunteer at"),
    ("User's doctor wants a follow-up in 3 months.", "Follow-up in 3 months, and bloodwork a week before that."),
    ("User's son's birthday party is at Sky Zone on Saturday the 12th.", "Sky Zone party on the 12th, 10 kids, pizza included"),
    ("User is renting a storage unit for $89 a month.", "Storage unit is 89 a month, 10x10, climate controlled."),
    ("User's daughter Zoe is going to UCLA in the fall.", "Zoe's going to UCLA, planning to major in biology."),
    ("User's daughter Zoe is going to UCLA in the fall.", "Zoe's friend Ava got into UCLA too."),
    ("User's husband's hours are 9 to 5.", "Greg's 9 to 5 but works from home on Fridays"),
    ("Assistant note: User's sister is pregnant with twins.", "She's due in July with the twins, both girls."),
    ("User takes a multivitamin and vitamin D every morning.", "Vitamin D is 2000 IU."),
    ("User's favorite hiking spot is Mount Tam.", "Went to Mount Tam Sunday, did the Dipsea trail."),
    ("User's favorite hiking spot is Mount Tam.", "My husband prefers Point Reyes."),
    ("Jon: the studio is going to be on Main street", "Jon: studio on Main street, second floor, right above the bakery"),
    ("User's home internet is Comcast.", "Comcast is 300 Mbps, which is plenty."),
    ("Melanie: my kids are 6 and 9", "Melanie: the 6 year old is obsessed with dinosaurs, the 9 year old with Minecraft"),
    ("User's father-in-law lives with them.", "Father-in-law moved in with them in 2022 after his stroke."),
    ("User's commute is 45 minutes each way.", "45 min each way, longer if it rains"),
    ("User volunteers at the food bank on Saturday mornings.", "Food bank Saturday mornings, and sometimes a Tuesday evening shift when they're short."),
    ("User's preferred name is Katherine.", "Katherine with a K, not Catherine."),
    ("User's annual checkup is in November.", "Annual checkup in November, fasting bloodwork same day."),
    ("User's kid's soccer coach is Coach Daniels.", "Coach Daniels' son is on the team too."),
    ("User's mom uses a walker.", "mom uses a walker inside and the scooter for shopping"),
    ("User is planning to get a golden retriever puppy.", "Looking at golden retriever breeders in Vermont."),
    ("User's Spanish class is on Monday nights.", "Spanish class Monday nights, on zoom with a teacher from Oaxaca"),
    ("User's kids' babysitter is Hannah.", "Hannah watches the kids Tuesday and Thursday afternoons."),
    ("User's next-door neighbor is Ken.", "Ken's wife is Linda, they've been here 30 years."),
    ("Assistant summary: User's husband handles the bills.", "He does the bills and I do the taxes."),
    ("User's phone number ends in 4471.", "The work phone ends in 1190."),
    ("User's mom's surgery is at Mount Sinai on the 3rd.", "Mom's surgery on the 3rd at Sinai, we need to be there at 6am."),
    ("User's sister's kids are Noah and Ella.", "Noah is 5 and Ella is 3."),
    ("User wants to retire at 60.", "Want to retire at 60 and move somewhere warm."),
    ("User's kids' school starts at 8:05.", "The bus comes at 7:40 for the 8:05 start."),
    ("User likes to run in the mornings.", "Ran in the evening yesterday for once, too hot in the morning."),
    ("User's 401k is with Fidelity.", "Fidelity 401k, also have a Roth IRA at Schwab."),
    ("User's daughter has braces.", "Emma's braces get tightened every 6 weeks."),
    ("The family's Christmas tradition is going to grandma's in Ohio.", "We used to do Christmas at grandma's in Ohio when I was a kid."),
    ("User takes sertraline 50mg.", "Sertraline 50, been on it two years."),
    ("Andrew: my girlfriend is Sarah", "Andrew: Sarah and I met at a climbing gym"),
    ("User's sister lives with her in the city.", "My sister and I share the 2-bedroom, she pays a bit less since her room's smaller."),
    ("User's weekly meal prep day is Sunday.", "Did meal prep on Monday this week, Sunday was my nephew's birthday."),
    ("User's primary care visit copay is $25.", "$25 copay, specialists are $50."),
    ("User's eldest son is in the Army, stationed in Germany.", "Jake's in Germany, Ramstein, he's a mechanic."),
    ("User's kids take the school bus.", "They take the bus, except when I drop them on my way to the gym"),
    ("User has lost 12 pounds since January.", "My husband's lost 12 pounds too, we're doing it together."),
    ("User has lost 12 pounds since January.", "Lost 12 pounds since January, mostly by cutting out soda."),
    ("User is 14 weeks pregnant.", "14 weeks, due date is around mid-September."),
    ("User has paid off $8,000 of her student loans.", "Paid 8k of my loans so far, my husband paid his off already."),
    ("Jon: we have 6 students signed up for the first class", "Jon: 6 for the contemporary class, and 3 for the hip hop one"),
    ("User is 45 days sober.", "45 days, my sponsor is Carol."),
    ("We've packed 20 boxes for the move.", "20 boxes packed, the movers are doing the furniture."),
    ("User's offer on the house on Maple was submitted.", "Also put in an offer on a condo downtown as a backup."),
    ("Under contract on the Maple house, closing on the 30th.", "Closing on the 30th at the title company on 3rd Street."),
    ("User has applied for the nursing job at Children's.", "Also applied to two clinics in case Children's doesn't work out."),
    ("User's knee is in a cast.", "Knee cast, and the wrist is just in a brace."),
    ("User has read 8 books this year.", "8 books so far, my goal is 25."),
    ("User's credit card debt is about $4,300.", "4,300 on the Visa, the Amex is paid off every month"),
    ("Kitchen remodel: demo is done.", "Demo's done, the contractor is Bill's Remodeling."),
    ("Baby Ava is 2 months old.", "Ava is 2 months and my nephew is 6 months."),
    ("User has done 4 of 12 physical therapy sessions.", "4 of 12 PT sessions, insurance covers 20 a year."),
    ("User's daughter has submitted 3 college applications.", "Three apps submitted, and one is early decision to Tufts."),
    ("User's visa application is submitted and pending.", "My husband's visa was approved last year."),
    ("Visa interview scheduled for the 14th.", "Visa interview on the 14th, in Frankfurt."),
    ("The insurance claim for the roof is filed.", "Roof claim filed, the gutters we're paying for ourselves."),
    ("User has saved $2,000 toward the Japan trip.", "2k saved for Japan, flights will be the biggest part."),
    ("Caroline: adoption agency application submitted", "Caroline: applied to two agencies actually, this one is the one I'm most excited about"),
    ("User's IVF: 5 embryos at day 3.", "Five embryos at day 3, transfer is planned for next cycle."),
    ("User's mom's chemo: 2 of 6 rounds done.", "Mom's chemo is every 3 weeks, round 2 was rough."),
    ("Joanna: 3 chapters of the novel done", "Joanna: three chapters, about 40 pages"),
    ("User's blood sugar A1C was 8.1.", "A1C 8.1 in March, my dad's was 9."),
    ("Ethan is on the waitlist for the charter school, number 12.", "Ethan's sister got in last year off the waitlist."),
    ("User's house is listed for sale.", "Listed at 425, realtor is Donna from Keller Williams."),
    ("Our garden: tomatoes planted, nothing ripe yet.", "Tomatoes planted, and peppers along the fence."),
    ("User is 3 weeks into the couch to 5k program.", "3 weeks in, doing it with my neighbor."),
    ("The car is at the shop, waiting for the part.", "Car's at Jiffy on 9th, the part is a water pump."),
    ("User has 300 followers on the bakery Instagram.", "300 on Instagram, like 80 on Facebook."),
    ("User's divorce papers are filed.", "Filed in June, mediator is Ms. Brooks."),
    ("User's passport renewal is submitted.", "Passport renewal submitted, the kids' are still valid till 2027."),
    ("User's mom is in the ICU after the stroke.", "Mom's in the ICU at Presbyterian, visiting hours 11 to 8."),
    ("User's Book club book this month is Lessons in Chemistry.", "Lessons in Chemistry is also getting a TV show, might watch after."),
    ("User is meeting Priya for lunch Wednesday at noon at Panera.", "Lunch with Priya Wednesday, then I'm going to the bank."),
    ("User is meeting Priya for lunch Wednesday at noon at Panera.", "Priya's bringing her baby to lunch, first time meeting him."),
    ("User's son's field trip is to the science museum on the 9th.", "Field trip on the 9th, I'm chaperoning, need to pack a lunch."),
    ("User's allergy: shellfish.", "Shellfish allergy, I carry Benadryl."),
    ("User's husband's name is Mark.", "Mark works in construction, he's a foreman."),
    ("User is seeing the cardiologist on the 12th.", "Cardiologist on the 12th, it's at the heart center on Jefferson."),
    ("User is seeing the cardiologist on the 12th.", "My husband has a cardiologist appointment on the 12th too, different doctor."),
    ("User lives on the third floor, no elevator.", "Third floor walk-up, which is fun with groceries."),
    ("Melanie: we're going camping at Yosemite in July", "Melanie: Yosemite in July, then Tahoe in August if we can swing it"),
    ("Melanie: we're going camping at Yosemite in July", "Melanie: we went camping at Yosemite last summer too, loved it"),
    ("User's daughter's recital is Saturday at 2.", "Recital Saturday 2pm at the high school auditorium."),
    ("User's brother is moving in with them for a few months.", "My brother's moving in until his lease starts in March, staying in the basement."),
    ("User's salary is $72,000.", "72k base plus a bonus of up to 10 percent"),
    ("User's salary is $72,000.", "My husband makes a bit more, around 85."),
    ("User's monthly car payment is $389.", "Car payment 389, 18 more months to go"),
    ("User's family is doing a staycation this summer.", "Staycation this summer, maybe a day trip to the lake."),
    ("User's son Max plays the trumpet.", "Max plays trumpet in jazz band and concert band."),
    ("User's wife's due date is March 3.", "Due March 3, it's a girl."),
    ("User's best friend is named Tasha.", "Tasha lives in Atlanta, we visit every year."),
    ("User's wedding venue is the Lakeview Inn.", "Lakeview Inn, ceremony outside if the weather's good"),
    ("User's wedding venue is the Lakeview Inn.", "My sister got married at the Lakeview Inn too, that's how we found it."),
    ("User's wedding date is September 14.", "Sept 14, 4pm ceremony"),
    ("User's dog is a German shepherd named Max.", "Max is 4, we got him from a rescue in 2021."),
    ("User's monthly budget for eating out is $200.", "Spent 60 on takeout this week, so 140 left for the month"),
    ("User's dad goes to dialysis Monday, Wednesday, Friday.", "Dialysis MWF, 4 hours each, my brother drives him"),
    ("User's daughter is afraid of dogs.", "She's scared of dogs, and also thunderstorms."),
    ("User's home address is 14 Birch Lane.", "14 Birch Lane, Apt 2, the blue door."),
    ("User's fave takeout is the Indian place, Tandoori Nights.", "Tandoori Nights, we always get the butter chicken"),
    ("User's kid has a peanut-free lunch at school.", "peanut-free lunch table, he sits with his friend Theo"),
    ("User's mother-in-law is named Joan.", "Joan makes the best apple pie."),
    ("Joanna: my dog Buddy is a lab", "Joanna: Buddy's a yellow lab, super goofy"),
    ("User's doctor prescribed physical therapy twice a week.", "PT twice a week, Mondays and Thursdays at 8."),
    ("User is planning to sell her car before moving abroad.", "Selling the car in May, probably on Carvana."),
    ("User's father is 67.", "Dad's 67 and still runs 3 miles a day."),
    ("The kids' college fund is in a 529 with Vanguard.", "529 with Vanguard, grandma chips in every birthday"),
    ("User's mom's birthday dinner is at the steakhouse Saturday.", "Mom's birthday dinner at the steakhouse, reservation for 8 at 7pm"),
    ("User's daughter's best friend is Lila.", "Lila's mom and I carpool on Tuesdays"),
    ("User works from home on Mondays and Fridays.", "WFH Mon and Fri, Fridays I sometimes go in for the team lunch though"),
    ("User works from home on Mondays and Fridays.", "Worked from home today, a Wednesday, because of the plumber."),
    ("Gina lost her job at DoorDash this month.", "Gina worked at DoorDash for about three years as an operations coordinator."),
    ("Gina lost her job at DoorDash this month.", "Gina's brother still works at DoorDash."),
    ("Jon is opening a dance studio in Paris.", "Jon visited Paris last spring and took a contemporary workshop there."),
    ("User mentioned her son's name is Tyler.", "User's son Tyler is turning 11 next month."),
    ("User owns a red Jeep Wrangler.", "User bought the red Jeep Wrangler used in 2020."),
    ("User's daughter takes ballet at Miss Carla's studio.", "User's daughter also does gymnastics on Sundays."),
    ("User's husband is a high school teacher.", "User's husband taught high school chemistry for ten years before becoming vice principal... wait no, he's still just teaching, he turned the VP job down."),
    ("Caroline moved from Sweden four years ago.", "Caroline still has family in Gothenburg and visits every summer."),
    ("User plans to move to Seattle next spring.", "User plans to move to Seattle next spring and is looking at apartments in Ballard."),
    ("User plans to move to Seattle next spring.", "User briefly considered Portland before deciding on Seattle."),
    ("User has two kids.", "User's two kids are from her first marriage and her husband has one from his."),
    ("User's doctor is worried about her cholesterol.", "User's doctor wants her cholesterol rechecked in six months."),
    ("User gets paid every other Friday.", "User got paid a day early this Friday because of the holiday."),
    ("User's son is afraid of the dark and sleeps with a nightlight.", "User's daughter also sleeps with a nightlight."),
    ("User is on a keto diet.", "User did one cheat day on keto for her birthday."),
    ("User is on a keto diet.", "User started keto in January on her doctor's advice."),
    ("User's mother lives in a nursing home in Ohio.", "User's mother has lived in the Ohio nursing home since 2021."),
    ("User hates cilantro.", "User's daughter also hates cilantro, says it tastes like soap."),
    ("User's therapist appointment is every other Thursday.", "User had an extra therapist session this Monday during a rough week."),
    ("User's brother-in-law is a firefighter.", "User's brother-in-law is a firefighter in Phoenix and works 24-hour shifts."),
    ("Nate's turtles are named Shelly and Speedy.", "Nate's turtles Shelly and Speedy live in a 75-gallon tank."),
    ("User started a pottery class in January.", "User's pottery class meets Thursdays at the arts center."),
    ("User's mother-in-law watches the kids on Wednesdays.", "User's mother-in-law took the kids for the whole week during spring break."),
    ("User is planning a trip to Italy in June with her husband.", "User's Italy trip in June includes Rome, Florence and a few days on the Amalfi Coast."),
    ("User is planning a trip to Italy in June with her husband.", "User went to Italy once before, on her honeymoon."),
    ("User's daughter's name is spelled Kaylee.", "User's daughter Kaylee goes by Kay at school."),
    ("Assistant noted: user's dog is named Rex.", "Rex loves the dog park on Fifth."),
    ("User's mom is visiting next weekend.", "mom's visiting next weekend, she's bringing her famous lasagna"),
    ("User's mom is visiting next weekend.", "dad might come with her, not sure yet"),
    ("User's son's pediatric dentist visit is Monday at 4.", "Dentist Monday at 4, it's just a cleaning"),
    ("User has a gluten intolerance.", "Gluten intolerance, oats are fine as long as they're certified"),
    ("Deb: my garden is mostly roses", "Deb: roses and a few hydrangeas along the fence"),
    ("La cita con el dentista es el martes a las 4.", "El dentista del martes a las 4 es el de la colonia Roma, el Dr. Fuentes."),  # lang: es
    ("La cita con el dentista es el martes a las 4.", "Voy a salir temprano del trabajo el martes por lo del dentista."),  # lang: es
    ("Mi hermana Lupita vive en Monterrey.", "Lupita se acaba de cambiar de depa en Monterrey, ahora está por San Pedro."),  # lang: es
    ("Mi hermana Lupita vive en Monterrey.", "Mi otra hermana, Claudia, vive en Guadalajara."),  # lang: es
    ("Usuaria toma metformina dos veces al día.", "Metformina de 850, en la mañana y en la noche con comida."),  # lang: es
    ("Usuaria toma metformina dos veces al día.", "Ayer se me olvidó la de la noche, me la tomé hoy temprano."),  # lang: es
    ("Pago 9,500 pesos de renta al mes.", "9,500 de renta más como 600 de luz y agua."),  # lang: es
    ("Pago 9,500 pesos de renta al mes.", "La renta la pagamos entre mi roomie y yo, me toca la mitad."),  # lang: es
    ("Mi mamá vive con nosotros desde la operación de cadera.", "mi mamá está con nosotros desde la operación, la fisio viene dos veces por semana"),  # lang: es
    ("El cumpleaños de mi abuela es el 14 de marzo.", "Mi abuela cumple 90 el 14 de marzo, le vamos a hacer fiesta."),  # lang: es
    ("El cumpleaños de mi abuela es el 14 de marzo.", "El de mi abuelo es en junio."),  # lang: es
    ("Mi hijo Diego va en tercero de primaria.", "Diego va en tercero en el colegio Montessori, con la miss Ana."),  # lang: es
    ("El camión de la basura pasa los lunes.", "La basura pasa los lunes, menos cuando es día festivo."),  # lang: es
    ("Mi esposo trabaja en Bimbo.", "Javier trabajó en Femsa antes de Bimbo."),  # lang: es
    ("Mi esposo trabaja en Bimbo.", "Javier está en Bimbo, en el área de distribución."),  # lang: es
    ("Tengo cuenta en BBVA.", "También tengo una cuenta de ahorro en Banorte, pero la de nómina es BBVA."),  # lang: es
    ("Usuario es vegetariano.", "Vegetariano desde la universidad, como doce años ya."),  # lang: es
    ("Usuario es vegetariano.", "Mi novia es vegana, así que en casa casi todo es vegano."),  # lang: es
    ("Mi perrita Canela tiene 3 años.", "Canela tiene 3 y el gato, Michi, tiene 7."),  # lang: es
    ("La clase de inglés de los niños es los miércoles a las 5.", "Este miércoles no hubo clase de inglés, la maestra estaba enferma."),  # lang: es
    ("La clase de inglés de los niños es los miércoles a las 5.", "La clase de inglés es en la academia de la esquina, miércoles a las 5."),  # lang: es
    ("Vamos a casa de mis suegros en Navidad.", "En Navidad vamos con mis suegros a Puebla, son como dos horas de carretera."),  # lang: es
    ("Vamos a casa de mis suegros en Navidad.", "El año pasado fuimos a casa de mis papás."),  # lang: es
    ("Usuaria es alérgica a la penicilina.", "Mi hija también es alérgica a la amoxicilina."),  # lang: es
    ("A mi mamá la operan de la rodilla el 18.", "La operación es el 18 en el Ángeles, es ambulatoria."),  # lang: es
    ("El pediatra de los niños es el Dr. Herrera.", "Yo voy con el Dr. Ríos; el Dr. Herrera es solo para los niños."),  # lang: es
    ("Mi teléfono termina en 4471.", "El del trabajo termina en 1190."),  # lang: es
    ("Usuario quiere retirarse a los 60.", "Me quiero retirar a los 60 e irme a vivir a la playa."),  # lang: es
    ("La boda de mi prima es el 8 de junio en Oaxaca.", "La boda es el 8 de junio en Oaxaca, nos vamos el jueves en la noche."),  # lang: es
    ("La boda de mi prima es el 8 de junio en Oaxaca.", "Mi otra prima se casó en Oaxaca hace unos años."),  # lang: es
    ("Mi hermano vive conmigo en el depa.", "Mi hermano y yo compartimos el depa de dos recámaras."),  # lang: es
    ("Usuaria hace yoga a las 6 de la mañana entre semana.", "El sábado fui a una clase de las 9 por única vez, qué diferencia."),  # lang: es
    ("Asistente anotó: el restaurante favorito del usuario es La Casona.", "La Casona cierra a las 9 los domingos."),  # lang: es
    ("Mi presupuesto para el súper es de 2,000 pesos a la semana.", "Esta semana gasté 2,180 en el súper, me pasé un poco."),  # lang: es
    ("Mi presupuesto para el súper es de 2,000 pesos a la semana.", "2,000 a la semana, sin contar lo de Costco."),  # lang: es
    ("He bajado 5 kilos desde enero.", "Mi esposo también bajó 5 kilos, lo estamos haciendo juntos."),  # lang: es
    ("Tengo 14 semanas de embarazo.", "14 semanas, la fecha de parto es a mediados de septiembre."),  # lang: es
    ("Hicimos una oferta por la casa en Coyoacán.", "También hicimos una oferta por un depa en la Narvarte, por si acaso."),  # lang: es
    ("Mi mamá lleva 2 de 6 quimios.", "Las quimios son cada tres semanas, la segunda estuvo fea."),  # lang: es
    ("Ya metí los papeles de la visa.", "La visa de mi esposo la aprobaron el año pasado."),  # lang: es
    ("Termin beim Zahnarzt ist am Dienstag um 15 Uhr.", "Zahnarzt Dienstag 15 Uhr, Praxis Dr. Brandt in der Lindenstraße."),  # lang: de
    ("Termin beim Zahnarzt ist am Dienstag um 15 Uhr.", "Ich nehm mir Dienstag den Nachmittag frei wegen dem Zahnarzt."),  # lang: de
    ("Die Kleine geht in die Kita Sonnenschein.", "Mia ist drei Tage die Woche in der Kita Sonnenschein, die anderen zwei bei Oma."),  # lang: de
    ("Die Kleine geht in die Kita Sonnenschein.", "Ihr Bruder war früher auch in der Kita Sonnenschein."),  # lang: de
    ("Nutzer ist bei der TK krankenversichert.", "TK, und die Kinder sind familienversichert über mich."),  # lang: de
    ("Die Warmmiete beträgt 1.150 Euro.", "1.150 warm, davon 890 kalt."),  # lang: de
    ("Die Warmmiete beträgt 1.150 Euro.", "Diesen Monat war noch eine Nachzahlung von 140 Euro fällig, einmalig."),  # lang: de
    ("Meine Schwester wohnt in Leipzig.", "Meine Schwester ist vor drei Jahren von Halle nach Leipzig gezogen."),  # lang: de
    ("Der Hausarzt ist Dr. Krüger.", "Dr. Krüger hat mittwochs nachmittags zu."),  # lang: de
    ("Der Hausarzt ist Dr. Krüger.", "Mein Mann geht zu einem anderen Hausarzt, Dr. Vogt."),  # lang: de
    ("Die Müllabfuhr kommt montags.", "Montags Restmüll, die gelbe Tonne alle zwei Wochen freitags."),  # lang: de
    ("Nutzer nimmt L-Thyroxin 50.", "L-Thyroxin 50, morgens nüchtern eine halbe Stunde vor dem Kaffee."),  # lang: de
    ("Nutzer nimmt L-Thyroxin 50.", "Meine Mutter nimmt auch L-Thyroxin, aber 100."),  # lang: de
    ("Opa hat am 14. März Geburtstag.", "Opa wird am 14. März 85, wir feiern im Gasthof."),  # lang: de
    ("Mein Mann arbeitet bei Siemens.", "Jonas war vor Siemens bei Bosch."),  # lang: de
    ("Wir fahren Weihnachten zu meinen Schwiegereltern nach Kassel.", "Weihnachten in Kassel, wir fahren am 23. los."),  # lang: de
    ("Wir fahren Weihnachten zu meinen Schwiegereltern nach Kassel.", "Letztes Jahr waren wir Weihnachten bei meinen Eltern."),  # lang: de
    ("Nutzer ist Vegetarier.", "Seit dem Studium vegetarisch, also so zwölf Jahre."),  # lang: de
    ("Der Elternabend ist am Mittwoch um 19 Uhr.", "Elternabend Mittwoch 19 Uhr, diesmal geht mein Mann hin."),  # lang: de
    ("Luca hat dienstags Schwimmkurs.", "Luca hat diesen Dienstag Schwimmen ausfallen lassen, er war erkältet."),  # lang: de
    ("Luca hat dienstags Schwimmkurs.", "Luca hat dienstags Schwimmen und seine Schwester freitags Turnen."),  # lang: de
    ("Meine Mutter wohnt seit der Hüft-OP bei uns.", "Seit der Hüft-OP ist Mama bei uns, die Physiotherapeutin kommt zweimal die Woche ins Haus."),  # lang: de
    ("Wir haben das Girokonto bei der Sparkasse.", "Girokonto Sparkasse, Tagesgeld bei der ING."),  # lang: de
    ("Elternzeit geht ab 1. Juli.", "Elternzeit ab 1. Juli, zwölf Monate, danach Teilzeit."),  # lang: de
    ("Unsere Katze Luna ist 3 Jahre alt.", "Luna ist 3, und unser Kater Mio ist 7."),  # lang: de
    ("Der Assistent hat notiert: Lieblingsrestaurant ist der Grieche um die Ecke.", "Der Grieche hat montags Ruhetag."),  # lang: de
    ("Ich fahre jeden Tag mit der S-Bahn um 7:42.", "Heute die um 8:10 genommen, verschlafen."),  # lang: de
    ("Die Hochzeit meines Cousins ist am 8. Juni in Hamburg.", "Hochzeit am 8. Juni in Hamburg, wir fahren Freitag hoch."),  # lang: de
    ("Wir wollen das Wohnzimmer salbeigrün streichen.", "Salbeigrün fürs Wohnzimmer, den Flur in derselben Farbe, nur heller."),  # lang: de
    ("Ich habe seit Januar 6 Kilo abgenommen.", "Mein Mann hat auch 6 Kilo abgenommen."),  # lang: de
    ("Der Kaufvertrag für die Wohnung ist beim Notar, Termin am 30.", "Notartermin am 30. um 10 Uhr in der Kanzlei am Markt."),  # lang: de
    ("Mama hat 2 von 6 Chemos hinter sich.", "Die Chemo ist alle drei Wochen, die zweite war heftig."),  # lang: de
    ("Ich habe 4 von 12 Physio-Terminen gemacht.", "4 von 12, das Rezept ist für Krankengymnastik."),  # lang: de
    ("歯医者の予約は火曜の15時。", "火曜15時の歯医者、駅前の田中歯科ね。"),  # lang: ja
    ("歯医者の予約は火曜の15時。", "火曜は歯医者があるから午後半休とる予定。"),  # lang: ja
    ("姉は大阪に住んでいる。", "姉は去年大阪の中でも梅田の近くに引っ越した。"),  # lang: ja
    ("姉は大阪に住んでいる。", "妹は福岡に住んでる。"),  # lang: ja
    ("ユーザーは朝晩メトホルミンを飲んでいる。", "メトホルミン500を朝と夜、食後に。"),  # lang: ja
    ("ユーザーは朝晩メトホルミンを飲んでいる。", "昨日の夜の分飲み忘れたから今朝飲んだ。"),  # lang: ja
    ("家賃は月8万5千円。", "家賃8万5千円、プラス管理費5千円。"),  # lang: ja
    ("母は股関節の手術以来うちで一緒に住んでいる。", "手術のあと母はうちにいて、リハビリの人が週2で来てくれてる。"),  # lang: ja
    ("祖母の誕生日は3月14日。", "ばあちゃん3月14日で90歳になるから、みんなでお祝いする予定。"),  # lang: ja
    ("息子の翔太は小学3年生。", "翔太は3年2組、担任は佐藤先生。"),  # lang: ja
    ("ゴミの日は月曜日。", "月曜が燃えるゴミ、資源ゴミは第2・第4水曜。"),  # lang: ja
    ("夫はトヨタで働いている。", "夫はトヨタの前はデンソーにいた。"),  # lang: ja
    ("夫はトヨタで働いている。", "夫はトヨタで、今は生産技術の部署。"),  # lang: ja
    ("ユーザーはベジタリアン。", "大学のときからベジタリアンで、もう12年くらい。"),  # lang: ja
    ("年末年始は夫の実家の仙台に帰る。", "年末は仙台、新幹線で29日に出発。"),  # lang: ja
    ("年末年始は夫の実家の仙台に帰る。", "去年の年末はうちの実家に行った。"),  # lang: ja
    ("猫のモモは3歳。", "モモは3歳で、もう一匹のソラは7歳。"),  # lang: ja
    ("娘のピアノのレッスンは水曜の17時。", "今週の水曜はピアノ休み、先生が風邪で。"),  # lang: ja
    ("娘のピアノのレッスンは水曜の17時。", "ピアノは水曜17時で、場所は駅の近くの教室。"),  # lang: ja
    ("アシスタントのメモ：ユーザーの好きなお店は駅前のイタリアン。", "駅前のイタリアン、日曜は21時閉店。"),  # lang: ja
    ("小児科は山本先生。", "私は内科の木村先生、山本先生は子ども専用。"),  # lang: ja
    ("ユーザーの電話番号の末尾は4471。", "会社の携帯は末尾1190。"),  # lang: ja
    ("いとこの結婚式は6月8日に京都で。", "6月8日京都の結婚式、前日から泊まる予定。"),  # lang: ja
    ("毎朝7時42分の電車に乗っている。", "今日は寝坊して8時10分のに乗った。"),  # lang: ja
    ("母の膝の手術は18日。", "18日の手術、日帰りだって。"),  # lang: ja
    ("週の食費は1万5千円。", "今週は1万7千円使っちゃった、ちょっとオーバー。"),  # lang: ja
    ("ユーザーは朝ランニングをしている。", "昨日は暑すぎて珍しく夜走った。"),  # lang: ja
    ("夫の名前は健太。", "健太は建築関係の仕事をしてる。"),  # lang: ja
    ("1月から4キロ痩せた。", "夫も4キロ痩せた、二人でやってる。"),  # lang: ja
    ("母の抗がん剤、6回中2回終わった。", "抗がん剤は3週間ごと、2回目はきつかったみたい。"),  # lang: ja
    ("マンションの購入申込を出した。", "念のため別の物件にも申込してる。"),  # lang: ja
    ("Запись к стоматологу во вторник в 15:00.", "Стоматолог во вторник в 15:00, клиника на Профсоюзной."),  # lang: ru
    ("Запись к стоматологу во вторник в 15:00.", "Во вторник отпрошусь пораньше из-за зубного."),  # lang: ru
    ("Сестра Оля живёт в Казани.", "Оля недавно переехала в новую квартиру в Казани, ближе к центру."),  # lang: ru
    ("Сестра Оля живёт в Казани.", "Младшая сестра Настя живёт в Самаре."),  # lang: ru
    ("Пользователь принимает метформин два раза в день.", "Метформин 850, утром и вечером после еды."),  # lang: ru
    ("Пользователь принимает метформин два раза в день.", "Вчера забыла вечернюю таблетку, выпила сегодня утром."),  # lang: ru
    ("Аренда — 45 тысяч рублей в месяц.", "45 тысяч плюс коммуналка где-то 6 тысяч."),  # lang: ru
    ("Аренда — 45 тысяч рублей в месяц.", "В этом месяце заплатили аренду на неделю позже, хозяйка не ругалась."),  # lang: ru
    ("Мама живёт у нас после операции на бедре.", "мама у нас после операции, реабилитолог приходит два раза в неделю"),  # lang: ru
    ("День рождения бабушки 14 марта.", "Бабушке 14 марта исполняется 90, будем отмечать в ресторане."),  # lang: ru
    ("Сын Миша учится в третьем классе.", "Миша в 3 «Б», классная руководительница Ирина Петровна."),  # lang: ru
    ("Муж работает в Сбере.", "До Сбера Денис работал в ВТБ."),  # lang: ru
    ("Муж работает в Сбере.", "Денис в Сбере, в отделе рисков."),  # lang: ru
    ("Пользователь вегетарианец.", "Вегетарианец с университета, лет двенадцать уже."),  # lang: ru
    ("Пользователь вегетарианец.", "Девушка у меня веганка, так что дома почти всё веганское."),  # lang: ru
    ("На Новый год едем к свёкрам в Тверь.", "Новый год в Твери, выезжаем 30-го."),  # lang: ru
    ("На Новый год едем к свёкрам в Тверь.", "В прошлом году встречали у моих родителей."),  # lang: ru
    ("Кошке Мусе 3 года.", "Мусе 3, а коту Барсику 7."),  # lang: ru
    ("У дочки английский по средам в 17:00.", "В эту среду английского не было, учительница заболела."),  # lang: ru
    ("Ассистент записал: любимое кафе пользователя — «Хачапури и вино».", "В «Хачапури и вино» по воскресеньям закрываются в 22."),  # lang: ru
    ("Педиатр у детей — Анна Сергеевна.", "Сама я хожу к терапевту Ковалёву, Анна Сергеевна только для детей."),  # lang: ru
    ("Номер телефона заканчивается на 4471.", "Рабочий заканчивается на 1190."),  # lang: ru
    ("Свадьба двоюродного брата 8 июня в Сочи.", "Свадьба 8 июня в Сочи, летим в четверг вечером."),  # lang: ru
    ("Каждое утро езжу на электричке в 7:42.", "Сегодня поехал на 8:10, проспал."),  # lang: ru
    ("Маме делают операцию на колене 18-го.", "Операция 18-го, в тот же день отпустят домой."),  # lang: ru
    ("На продукты тратим 7 тысяч в неделю.", "На этой неделе потратили 7,8 тысяч, чуть вышли за рамки."),  # lang: ru
    ("Мужа зовут Кирилл.", "Кирилл работает прорабом на стройке."),  # lang: ru
    ("По утрам я бегаю.", "Вчера было слишком жарко, побегала вечером для разнообразия."),  # lang: ru
    ("Пользователь снимает бокс на складе за 3 500 рублей в месяц.", "Бокс 3 500 в месяц, шесть квадратных метров."),  # lang: ru
    ("Сбросила 4 кг с января.", "Муж тоже сбросил 4 кг, худеем вместе."),  # lang: ru
    ("У мамы позади 2 курса химии из 6.", "Химия раз в три недели, второй курс был тяжёлый."),  # lang: ru
    ("Подали заявку на ипотеку.", "Подали ещё в другой банк, на всякий случай."),  # lang: ru
    ("치과 예약은 화요일 오후 3시.", "화요일 3시 치과, 역 앞에 있는 김치과."),  # lang: ko
    ("치과 예약은 화요일 오후 3시.", "화요일엔 치과 때문에 반차 쓸 거야."),  # lang: ko
    ("언니는 부산에 산다.", "언니가 작년에 부산 해운대 쪽으로 이사했어."),  # lang: ko
    ("월세는 70만 원이다.", "월세 70에 관리비 10만 원 정도 따로 나가."),  # lang: ko
    ("아들 민준이는 초등학교 3학년이다.", "민준이는 3학년 2반, 담임은 박선생님."),  # lang: ko
    ("남편은 삼성에서 일한다.", "남편은 삼성 오기 전에 LG에 있었어."),  # lang: ko
    ("엄마가 고관절 수술 이후로 우리 집에서 지내신다.", "수술 후에 엄마가 우리 집에 계시고, 재활 선생님이 일주일에 두 번 오셔."),  # lang: ko
    ("추석에는 시댁인 광주에 간다.", "추석에 광주 가는데, KTX로 두 시간 걸려."),  # lang: ko
    ("추석에는 시댁인 광주에 간다.", "작년 추석에는 친정에 갔었어."),  # lang: ko
    ("고양이 나비는 세 살이다.", "나비는 세 살이고 다른 고양이 호랑이는 일곱 살."),  # lang: ko
    ("딸 피아노 학원은 수요일 5시.", "이번 수요일은 피아노 쉬었어, 선생님이 감기라서."),  # lang: ko
    ("1월부터 4킬로 뺐다.", "남편도 4킬로 뺐어, 같이 하는 중."),  # lang: ko
    ("엄마 항암 6번 중 2번 끝났다.", "항암은 3주마다 하는데 두 번째가 힘드셨어."),  # lang: ko
]
