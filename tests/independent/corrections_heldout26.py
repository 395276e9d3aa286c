"""Twenty-sixth held-out corpus for the corrects-or-compatible decision (independent author, corrcorp26).

What it is: three lists of (OLD, NEW) pairs of memories, stored one after the other. OLD is
already stored; NEW arrives later.

- CORRECTIONS: NEW replaces OLD; OLD is no longer true, or never was (a recast part, a moved
  date or venue, a wrong cue or seat or phone number, a changed fee, a rider or preference
  revised, a plan called off, "actually ...", "scratch that").
- UPDATES: OLD was true when it was said; NEW gives a later state of the same counted or staged
  thing in the performing arts (tickets sold 140 -> 231 -> 320 of 320, rehearsal week 2 of 5 ->
  4 of 5, off book for act 1 -> the whole play, costumes 6 of 14 -> 11 of 14 -> all, shows
  played 5 of 22 -> 12 -> 21, script draft 3 -> 5, set built -> loaded in, a grant submitted ->
  second stage -> awarded, a fund 1,900 -> 5,400 -> target hit -> instruments delivered, shoot
  day 3 of 18 -> 11 of 16 -> wrap, assembly -> rough -> locked cut, score cues written, grade
  reels, festival submissions, stand-up tour dates played, chorus acts learnt, a ballet grade
  passed, members and singers registered, songs recorded for a CD).
- COMPATIBLE: both stay true. Mostly hard near-misses with the same OLD as a correction
  (386 of the 391 share their OLD with a CORRECTIONS pair).

How it was written: by hand on 2026-12-07, in one sitting of about half an hour, by a
twenty-sixth independent author (a helper session, corrcorp26, branch corrcorp26) who read only
the task brief, the module docstring of the twenty-fifth corpus
(tests/independent/corrections_heldout25.py, printed with ast.get_docstring; none of its pairs)
and the [tool.ruff] sections of pyproject.toml (printed with sed). To find those sections the
author first listed the section header lines of pyproject.toml with grep (header names only, no
contents) - a small step past "print with sed", reported here as the one slip. The author did
not read the system's rules (zeusmem/), docs/, any test file or any other corpus's entries, did
not grep the repository's code, did not run git log, did not import zeusmem and did not run the
system on this corpus; nothing here was fitted to the rules. The worktree was made with
`git worktree add -q`, which printed nothing, so no commit subject was seen. Of
/work/shared/locomo-dev/ the author listed the file names only and read none of its text; no
other outside data set was opened. The pairs were typed by hand as plain lines grouped under
their OLD in scratch files under /tmp; a throw-away script there (not committed) only quoted
them into literals, checked that no pair repeats, none sits in two lists and no OLD equals its
NEW, and counted them. On a re-read the author changed a few labels and lines before the file
was written: a festival moving to another weekend "from next year on" had been filed as a
correction and became COMPATIBLE (this year's date still holds); a ballet grade passed had been
filed as a correction and became an UPDATE; an ambiguous pair about the key of a cello concerto
was dropped (trimming it also dropped one neighbouring compatible line, not restored); a few
confusing lines were made plain (a self-correcting compatible line, a Scarpia cover line that
contradicted its OLD, a surtitle "correction" that only added a language) and three typos in
the Norwegian, Croatian and Galician were fixed.

Emphasis (chosen to differ from the earlier corpora as the twenty-fifth docstring describes
them: #25 farms; #24 a service desk about many customers; #23 one professional's own work; #22
casual personal chats about health, family, money and home; #21 a team's or project's memory;
#20 a personal assistant's "User prefers ..." lines; #19 chat turns between named people; #18
agent notes, key: value lines, JSON and diffs; earlier ones life events, mem0/LangMem/Zep
formats, HR/subscriptions, schedules): the working memory of the PERFORMING ARTS - a touring
theatre company, an amateur orchestra, a short-film shoot, a wedding band, a church choir, a
children's ballet school, a music festival's production office, a stand-up comedian's tour, a
school musical and an opera house - plus a performer's own "User prefers ..." and "User's ..."
lines. Why: in a production the same attribute is held by many near-identical things (the
principal and the understudy, the first and second cast, cue 47 and cue 48, dressing room 1 and
3, tour stop 6 and 7, the Meadow and the Woodland Stage, the Harper and the Cole wedding, Grade 3
and Grade 2, Tosca and Carmen, the set van and the costume van), so the hardest near-miss is the
neighbour's own value; the commonest real corrections are recasting ("Marcus broke his ankle,
Tobi is playing the keeper"), a date, call time or venue moved by a venue, a council or a
funder, and a programme, setlist, anthem or key changed by a director, a bride or a conductor;
one-off exceptions are everywhere (this Thursday only in the church hall, a second dress for the
understudies, a £10 preview price on one night) and sit next to standing arrangements; facts come
from many voices that overrule each other (director, stage manager, box office, agent, tour
manager, hire company, licensing, the exam board, a parent, the bride); and a production moves
in stages (draft, rehearsal weeks, off book, tech, dress, run, get-out; shoot, cut, grade, mix,
festivals), which gives the updates. Text forms are mixed: rehearsal-room chat ("uh no, opening
moved", "Nope, with the new revolve ...", "Leah says scratch that"), running-order and
production-office lines in key: value form ("Stage: Meadow / Changeover: 30 min"), tallies
("Costumes: 6 of 14 made", "Crowdfunder at £6,750 of £8,000"), a librarian's or wardrobe note
with a partial fix ("Wardrobe note fix: the keeper's coat is a 44"), relayed corrections
("Bury box office corrected the prices", "Kitty's tour manager updated the rider", "Amelia's mum
rang back"), negations turned over ("Rehearsal on 7 March is cancelled" -> "back on"; "Dana
doesn't do crowd work" -> she does now; "no Beatles songs" -> "Beatles are fine after all"), a
diagnosis-like revision by the person concerned ("it wasn't the fog fluid, it's the dust in the
old drapes"; "not a nut allergy, shellfish"), digit swaps (07700 900416 -> 900461, charity
1094432 -> 1094423, Equity 12457893 -> 12475893, cue 47 -> 74, kornett 14 -> 41) and
"User prefers ..." lines revised by the user.

Settings. English: a small touring theatre company (The Lighthouse Keeper: Priya, Joel, Sunita,
Hannah, Marcus, Tobi; Bury, Harrogate, the Marlowe, Belfast), an amateur London orchestra
(Brahms, Elgar, Finlandia; St Mark's hall, Cadogan Hall), a seaside short-film shoot (Saltdean,
Hove, Low Tide -> Saltwater), a wedding function band (Hengrave Hall, the Harpers and the Coles),
a parish church choir, a children's ballet school, a field music festival (Meadow and Woodland
stages), a stand-up's tour and Edinburgh run, a school musical and an opera house's Tosca. In the
other languages one group each: a Bergen school marching band (korps) with 17 May and
Grieghallen (nb), a Dalmatian klapa with Omiš, weddings in Trogir and an Australian tour (hr), a
Tartu mixed choir preparing for the song festival and a Viljandi theatre premiere (et), a Malay
dance troupe and wayang kulit in Kuala Lumpur and Kota Bharu with Istana Budaya, kenduri and
ringgit (ms), an Afrikaans play at the KKNK in Oudtshoorn and a church choir (af), and a
Galician bagpipe band with Ortigueira, weddings in Baiona and a play in Vigo (gl).

Labelling decisions on open questions (the author's own judgment):
- A part recast, a crew post or a job handed to someone else, a venue, date, call time or
  ticket price changed, a piece dropped from a programme or setlist, an instrument or van
  replaced, a rule or preference revised by the person who holds it: CORRECTION. The
  understudy, the second cast, the other night's or the other stage's value, the same person's
  other job, and the same fact with more detail: COMPATIBLE.
- A one-off exception (this rehearsal only in the church, a single preview price, a matinee
  with the cut version): COMPATIBLE. A cancellation, and a cancelled event put back on:
  CORRECTION.
- A fact filed on the wrong cue, scene, room, stage, person or wedding is a CORRECTION even when
  true of the other one; the other one's own value said separately is COMPATIBLE.
- A production, fund, grant, tour, edit, learning of repertoire or a pupil's grade moving
  along its stages, and a running tally (tickets, programmes, costumes, shows played, members,
  registered singers), are UPDATES. A count that was simply wrong (16 dancers, really 18) or
  that fell because a date was lost (22 performances -> 19) is a CORRECTION.
- A body change that makes an old standing value false (a bigger shoe size, a broken voice
  ending a head chorister's post, a voice reclassified from baritone to tenor) is a CORRECTION.
- History ("played Mercutio at drama school", "in 2019"), a plan for next year ("we move to the
  second weekend of August from next year on") and another year's tour sit next to the present
  fact and are COMPATIBLE.

Languages: English plus six languages that none of #22-#25 used (they used es, de, ja, ru, ko,
fr, pl, tr, zh, vi, ar, hi, sw, pt, it, nl, uk, el, he, id, th, sv, cs, ro, hu, fi, da, tl,
ca, fa): Norwegian Bokmål (nb), Croatian (hr), Estonian (et), Malay (ms), Afrikaans (af) and
Galician (gl). Within a pair both statements share a language. Every non-English pair carries a
``# lang: xx`` comment (ISO 639-1) on its line; untagged pairs are English. The non-English
pairs were written by the author, not by native speakers, each in its own plain note or chat
register rather than translated from the English lines; some phrasing will read as a learner's,
and band, choir and festival terms may be imprecise.

Counts (741 pairs, 257 not in English):
- CORRECTIONS: 250 pairs, 159 English, 91 other: nb 15, hr 15, et 15, ms 15, af 16, gl 15.
- UPDATES: 100 pairs, 64 English, 36 other: nb 6, hr 6, et 6, ms 6, af 6, gl 6.
- COMPATIBLE: 391 pairs, 261 English, 130 other: nb 22, hr 23, et 22, ms 21, af 21, gl 21.

Honest limits: one author, one sitting, no second annotator, so the labels are one reader's
judgment; whether a grade passed or a voice reclassified is a stage (UPDATE) or a changed
standing fact (CORRECTION) is a convention stated above and another author could draw it
elsewhere; the compatible lists lean on a few recurring devices (the understudy or the other
cast, the other night or stage, "also", "in 2023", "plus travel") and a system that learned
those devices could look better here than in the wild; the companies and people are invented
and the register is the author's idea of how production people write, not collected text; the
update chains list several NEW lines against one early OLD, so later links (fund -> instruments
delivered, fund -> rebuild half done) stretch "the same counted thing"; non-English pairs are
fewer per language (about 43 each) than the English ones, so per-language scores will be noisy.
"""

from typing import List, Tuple

CORRECTIONS: List[Tuple[str, str]] = [
    ('Joel is stage managing the spring tour of The Lighthouse Keeper.', 'Correction: Joel pulled out, Sunita is stage managing the spring tour now.'),
    ('Priya is playing the mother in The Lighthouse Keeper.', 'Recast: Hannah is playing the mother, Priya has moved to directing only.'),
    ('The Lighthouse Keeper opens at the Theatre Royal Bury on 14 March.', "uh no, opening moved, it's the 21st of March now, the set won't be ready"),
    ('Tour stop 6 is the Gulbenkian in Canterbury.', 'Wrong venue on the schedule, tour stop 6 is the Marlowe Studio, not the Gulbenkian.'),
    ('Cue 47 is the blackout at the end of scene 3.', 'Lighting fix: the end-of-scene-3 blackout is cue 74, cue 47 is the storm flicker.'),
    ('The set van is a Luton box, reg YK19 FXL.', "Hire company swapped the van, it's YK21 ODR now, same size."),
    ('Get-in at Harrogate is at 9am.', 'Harrogate moved our get-in to 1pm, their panto is still striking in the morning.'),
    ('The show runs 95 minutes without an interval.', "Director's decision after the preview: we're putting an interval in, 15 minutes after scene 5."),
    ('Rehearsals are at the Drill Hall, studio 2.', "Actually we've been moved to studio 4 at the Drill Hall for the rest of rehearsals."),
    ('Ticket price at Bury: £18 full, £14 concession.', 'Bury box office corrected the prices: £20 full, £16 concession.'),
    ('Marcus is playing the keeper.', 'Marcus broke his ankle, Tobi is playing the keeper for the whole tour.'),
    ('Rehearsal call tomorrow is 10am.', "Call tomorrow changed to 11, Priya's got a meeting with the funders first."),
    ("The company's accommodation in Belfast is the Holiday Inn Express.", "Belfast digs changed, we're in the Premier Inn on Alfred Street now, the Holiday Inn was double-booked."),
    ('Hannah is allergic to the fog fluid we used last tour.', "Turns out it wasn't the fog fluid, Hannah's allergic to the dust in the old drapes."),
    ('Production budget for the set is £6,000.', 'Arts Council cut it, the set budget is £4,500 now.'),
    ('The dress rehearsal is Thursday at 7pm.', 'Dress moved to Wednesday at 7pm, the venue needs Thursday for another booking.'),
    ("The keeper's coat is a navy pea coat, size 42.", "Wardrobe note fix: the keeper's coat is a 44, the 42 wouldn't do up on Tobi."),
    ("We're doing 22 performances on the tour.", "We lost Scarborough, so it's 19 performances now, not 22."),
    ('The play is set in 1953.', 'Writer changed it in the new draft: the play is set in 1963 now.'),
    ("Sunita's mobile is 07700 900416.", "Sunita's number on the contact sheet was wrong, it's 07700 900461."),
    ('The production photographer is Ellie Marsh.', "We've switched photographers, it's Kwame Boateng now, Ellie's on maternity leave."),
    ('The music for the storm scene is Sibelius, Symphony No. 2.', 'Composer wants his own piece for the storm now, the Sibelius is out.'),
    ('The show is suitable for ages 12+.', 'Age guidance updated to 14+ after the language in the new scene 6.'),
    ('Get-out takes about 3 hours.', 'Nope, with the new revolve the get-out takes 5 hours.'),
    ('The revolve is powered by a 240V motor.', "Checked the spec: the revolve is hand-cranked, there's no motor."),
    ('Tobi is vegan.', "Tobi says he's not vegan, he's vegetarian, he eats eggs and cheese."),
    ('The tour manager is Fergus.', 'Fergus left the company; the tour manager is Annika from next week.'),
    ("We're using the Yamaha QL1 sound desk.", "The venue desk is a Midas M32, we're not bringing the Yamaha."),
    ('The script is draft 7.', "Writer sent draft 8 and we're rehearsing from that; draft 7 is dead."),
    ("The company's bank is the Co-operative Bank.", 'We moved the company account to Triodos last month.'),
    ("Dressing room 3 is the women's room at Bury.", "Bury have swapped us: women's room is dressing room 1, 3 is the men's."),
    ("Marcus's agent is Jo Carter at Curtis Brown.", "Marcus has changed agents, he's with Alex Shore at Independent now."),
    ('The poster says "A new play by Dan Ellery".', 'The reprint reads "A new play by Dan Ellery and Rosa Lund", Rosa is credited as co-writer now.'),
    ("Hannah's costume fitting is Monday at 2.", "Fitting's moved to Tuesday at 4, the maker's not back till Tuesday."),
    ('The Lighthouse Keeper is co-produced with Pilot Theatre.', "Pilot dropped out, it's co-produced with the Stephen Joseph Theatre now."),
    ('Rehearsals are Monday to Friday, 10 to 6.', "Equity rep asked and we're now doing 10 to 5:30 with a shorter lunch."),
    ('The set designer is Olu Adeyemi.', "Olu had to step back; the designer is Cat Nguyen now, using Olu's model box."),
    ("The orchestra rehearses on Tuesdays at St Mark's church hall.", "We've moved the orchestra to Wednesdays, St Mark's lost the Tuesday slot to the toddler group."),
    ('The spring concert programme is Dvořák 8, the Elgar cello concerto and Finlandia.', "Programme change: the Dvořák 8 is out, we're doing Brahms 2 instead. Elgar and Finlandia stay."),
    ('Soloist for the Elgar is Mei Lin Zhou.', 'Mei Lin had to cancel, the Elgar soloist is now Rafael Ortiz.'),
    ('Our leader is Agnieszka.', "New leader from September: Tom Hale. Agnieszka's moved to second desk."),
    ("The concert is at 7:30pm on Saturday 18 April at St John's Smith Square.", 'Venue change: the 18 April concert is at Cadogan Hall now, same time.'),
    ('Subs are £120 a term.', 'Committee voted: subs go up to £140 a term from January.'),
    ('Dan plays 2nd oboe.', "Dan's swapped to cor anglais, Becca's 2nd oboe now."),
    ("We're short of a 3rd horn for the Brahms.", "No, we're fine for horns, Nikhil's coming back; it's a 2nd trumpet we're missing."),
    ("The conductor's fee is £450 per concert.", "Conductor's fee is £500 per concert, I had the old figure."),
    ("The orchestra's charity number is 1094432.", "Charity number typo: it's 1094423."),
    ('Mei Lin prefers to tune to A=442.', "Mei Lin says she actually prefers 440, she'd said 442 about her old quartet."),
    ('The timpani are hired from Black Cat Music.', 'Timps hire moved to Orchestral Percussion Hire, Black Cat were booked out.'),
    ('Rehearsal on 7 March is cancelled.', '7 March rehearsal is back on, the hall sorted the heating.'),
    ('Librarian note: parts for Finlandia are the Breitkopf edition.', 'Librarian note correction: the Finlandia parts we have are the Kalmus reprint, not Breitkopf.'),
    ("The concert interval drinks are run by the Friends of St Mark's.", "Interval drinks are run by the venue bar now, Friends aren't allowed at Cadogan Hall."),
    ('Orchestra secretary: Linda Booth.', 'Orchestra secretary: Paul Egan (Linda stood down at the AGM).'),
    ('User prefers the viola part in alto clef only.', 'User now says they can read treble too and prefer the treble-clef viola part for high passages.'),
    ('We need 8 first violins for the Brahms.', "Conductor's revised the numbers, 10 firsts for the Brahms."),
    ('Shoot day 4 is at the lido in Saltdean.', 'Saltdean pulled the permit, day 4 is at the Hove lagoon now.'),
    ('Call time for day 4: 6:30am.', 'Day 4 call time pushed to 7:15, sunrise is later than we thought.'),
    ('DoP is Lucía Herrera.', "Lucía's dropped out for a feature, the DoP is Sam Okafor."),
    ("We're shooting on the Alexa Mini.", 'Hire house swapped us to a Sony Venice, the Alexa Mini went out on another job.'),
    ('Scene 12 is the argument in the kitchen.', 'Script note: the kitchen argument is scene 21, scene 12 is the bus stop.'),
    ('The lead is played by Fatima Rahman.', "Fatima's out, the lead is played by Jade Osei now."),
    ("The film's working title is Low Tide.", "Title change, the film is called Saltwater now; Low Tide's taken."),
    ('Budget: £42,000.', 'Budget after the equity investor pulled out: £35,000.'),
    ('Catering is from Kitchen on Wheels, £14 a head.', "We switched caterers, it's Mama's Pots now at £12 a head."),
    ('Jade is allergic to nuts.', "Jade corrected us: no nut allergy, it's shellfish."),
    ('The edit will be done in Premiere.', "Editor's moving us to Avid, Premiere's out."),
    ('We have 18 shoot days.', 'Schedule cut to 16 shoot days after the budget cut.'),
    ('Unit base is the church car park on Marine Drive.', 'Unit base moved to the school playground on Marine Drive, the church needs its car park for a funeral all week.'),
    ('The editor is Tariq.', "Tariq couldn't do the dates, Chloe's cutting it."),
    ('The composer is delivering 25 minutes of score.', "Composer's now doing 32 minutes, the director wants music under the whole final act."),
    ('Day 7 is a night shoot.', 'Day 7 is a day shoot now, we flipped it with day 8.'),
    ('The aspect ratio is 2.39:1.', "We've changed to 1.85:1, the DoP wants the headroom."),
    ("The lead's character is called Nora.", "In the new draft the lead's character is called Ruth, Nora is the sister."),
    ('Our sound recordist is Ben Pryce.', "Ben's injured, sound recordist is Isla Kerr for the whole shoot."),
    ('The festival premiere is at Encounters in September.', 'Encounters turned us down, the premiere is at the London Short Film Festival in January.'),
    ("Wrap party is at the Fiddler's Elbow.", "Wrap party moved to Sam's flat, the Fiddler's closed."),
    ("Jade's agent wants £300 a day.", "Jade's agent came back, it's £350 a day."),
    ("We're shooting in October.", "Shoot moved to November, the lead's only free then."),
    ('User prefers to be called Nic on set.', 'User says call them Nicola on the call sheet, Nic is only for friends.'),
    ('User prefers green room snacks without gluten.', 'User has stopped avoiding gluten, the coeliac test was negative.'),
    ('User prefers warming up vocally in the car park, not the green room.', "User now prefers to warm up in the green room, since the new theatre's car park is a main road."),
    ("User's audition for the Hamlet revival is on 3 June.", "User's audition for the Hamlet revival moved to 10 June."),
    ('User plays a Yamaha YFL-222 flute.', 'User upgraded: they play a Pearl Quantz now, sold the Yamaha.'),
    ("User's singing teacher is Maria Kostova.", 'User left Maria and is studying with Jonathan Reed now.'),
    ('User is a baritone.', "User's new teacher says they're a tenor really, user has moved to tenor repertoire."),
    ("User's Equity number is 12457893.", 'User corrected their Equity number: 12475893.'),
    ('User is playing Mercutio in the summer Shakespeare.', "User's been recast as Benvolio, Mercutio went to the director's friend."),
    ('Band setlist opener for the Harper wedding: Valerie.', "Bride swapped the opener, it's September by Earth, Wind & Fire now."),
    ('The Harper wedding is at Hengrave Hall on 6 June.', 'Harper wedding moved to 13 June, same venue.'),
    ('Our fee for the Harper wedding is £1,800.', 'Bride added the ceilidh set so the fee is £2,200 now, invoice redone.'),
    ('Kieran is on drums for the summer.', "Kieran's gone on tour with someone else, dep drummer for the summer is Ash."),
    ('Load-in at Hengrave is through the back courtyard.', 'Venue coordinator says load-in is through the orangery side door, not the courtyard.'),
    ('First dance for the Harpers: Perfect by Ed Sheeran, in G.', "First dance for the Harpers: Perfect, but in A flat, that's the key of the recording."),
    ('Leah sings lead on Valerie.', "Leah's handed Valerie to Mo, she sings harmony on it now."),
    ('The band van is the red Vivaro.', "Sold the Vivaro. Band van's a white Transit Custom now."),
    ('Our PA is a pair of QSC K12s.', "We've upgraded the PA to RCF HDL 6s; the QSCs are sold."),
    ('Set times: 8pm to 9 and 9:30 to 10:30.', 'Set times changed by the planner: 8:30 to 9:30 and 10 to 11.'),
    ("The band's Instagram is @thebrasstacksband.", "We renamed, it's @brasstackslive now."),
    ('Mo plays keys and sings backing.', "Mo doesn't play keys any more, he's on bass; keys is Amara."),
    ('The Cole wedding wants no Beatles songs.', "Cole wedding emailed: Beatles are fine after all, it was the groom's joke."),
    ('The choir sings at Evensong on Sundays at 6pm.', 'From Advent, Evensong is at 4pm, the choir sings then.'),
    ('Choir practice is Friday at 7.', "Practice moved to Thursday at 7:30, the hall's let on Fridays now."),
    ('The organist is Mr Pethick.', 'Mr Pethick retired at Michaelmas, the organist is Dr Sarah Llewellyn.'),
    ("The anthem on Sunday is Stanford's Beati quorum via.", "Change: Sunday anthem is Wood's Hail, gladdening light; Stanford's off, too many altos away."),
    ('Molly sings in the altos.', 'Molly moved to the sopranos this term.'),
    ("The choir's robes are dark red.", "We re-robed last year, they're navy now."),
    ('The carol service is on 20 December.', "Carol service moved to 21 December, the bishop can't do the 20th."),
    ('Head chorister is Ethan.', "Ethan's voice broke, head chorister is Ruby now."),
    ('The choir tour this summer is to Utrecht.', 'Summer tour destination changed to Ghent; the Utrecht hosts cancelled.'),
    ('Choir fees are £5 a week for adults.', 'Choir fees dropped to £3 a week, the PCC covers the rest.'),
    ("Miss Ana's ballet class for Grade 3 is Saturday at 10.", 'Grade 3 ballet is at 11 on Saturdays now, Miss Ana swapped it with Grade 2.'),
    ('The summer show is at the Corn Exchange on 4 July.', 'Show moved to the Arts Centre on 4 July, the Corn Exchange has building work.'),
    ("Isla's dance for the show is the sugar plum fairy solo.", "Isla's been moved from the solo to the snowflakes group dance."),
    ('Show costume fee: £25 per dancer.', "Show costume fee corrected to £32, the £25 was last year's."),
    ('Exam day for Grade 4 is 16 March.', 'RAD moved the exam to 23 March.'),
    ('Festival running order: The Marlows headline the Meadow Stage on Saturday.', "Running order change: The Marlows moved to Sunday, Saturday's Meadow Stage headliner is Kitty Vane."),
    ('Stage: Meadow / Changeover: 30 min', "Stage: Meadow / Changeover: 45 min (stage manager's revision, the new riser needs it)"),
    ('Artist liaison for Kitty Vane: Rosie.', "Artist liaison for Kitty Vane is Dev now, Rosie's on the Woodland Stage all weekend."),
    ("Kitty Vane's rider asks for still water and oat milk.", "Kitty's tour manager updated the rider: sparkling water, no oat milk, she's off it."),
    ('Gates open at 11am on Friday.', 'Council licence condition: gates open at noon on Friday, not 11.'),
    ('Curfew on the Meadow Stage is 11pm.', 'Licensing brought the curfew forward: 10:30pm on the Meadow Stage.'),
    ("The festival's stage supplier is Serious Stages.", "We've moved the stage contract to Star Events this year."),
    ('Weekend ticket: £165.', 'Final release weekend ticket: £185, the £165 early bird has gone.'),
    ('The Woodland Stage sound engineer is Jonny B.', 'Correction from the production office: Woodland sound is Maz, Jonny B is on the Meadow.'),
    ('Kitty Vane is on at 9:15pm.', "Kitty Vane's set pushed to 9:30pm after the delay."),
    ('Medical cover is St John Ambulance.', "Medical cover switched to a private provider, Event Medical Services, St John couldn't staff it."),
    ("Dana's stand-up tour starts in Leicester on 2 February.", "Tour start pushed back: first date is Nottingham on 9 February, Leicester's moved to the end."),
    ("Dana's support act is Phil Okoro.", "Phil's got his own telly thing, Dana's support act is Georgie Hart now."),
    ("Dana's show is called Small Mercies.", "Dana renamed the show, it's called Big Feelings, Tiny Flat now."),
    ("Dana's agent is Off the Kerb.", 'Dana moved agencies to Avalon in the summer.'),
    ("Dana doesn't do crowd work.", "Dana's been doing crowd work since the new hour, it opens the second half now."),
    ('Dana prefers a stool and a mic stand on stage.', 'Dana says lose the stool, she stands the whole hour now.'),
    ('The Leicester gig is at the Y Theatre.', 'The Leicester gig moved to the Cookie, the Y Theatre double-booked.'),
    ('Edinburgh Fringe venue: Pleasance Courtyard, 7:40pm.', 'Edinburgh Fringe venue: Monkey Barrel, 8:20pm; the Pleasance slot fell through.'),
    ('School musical this year is Oliver!', 'Head changed her mind, the school musical this year is Matilda.'),
    ("Year 9's Amelia is playing Nancy.", "Amelia's playing Mrs Wormwood now that we're doing Matilda."),
    ('Musical performances are 11-13 March in the school hall.', 'Musical dates moved to 18-20 March because of mock exams.'),
    ('Mr Davies is musical director.', 'Mr Davies is off sick for the term, Ms Kaur is musical director.'),
    ('Musical ticket price: £6 adults, £3 children.', 'Musical ticket price: £8 adults, £4 children; the PTA changed it.'),
    ("The opera house's Tosca opens on 10 October.", "Tosca's opening has moved to 17 October."),
    ('Tosca is sung by Elena Marinescu.', 'Elena Marinescu withdrew; Tosca is sung by Anna Perrault.'),
    ('Tosca is conducted by Maestro Halvorsen.', 'Halvorsen cancelled, Tosca is conducted by the music director, Claudia Ferri.'),
    ('Tosca is sung in Italian with English surtitles.', 'Correction: this Tosca is sung in English, in the ENO translation, so there are no surtitles.'),
    ('Tosca runs 2 hours 50 with two intervals.', 'The new production cuts one interval: Tosca runs 2 hours 35 with one interval.'),
    ('Scarpia is sung by Igor Vlasenko.', 'Vlasenko has a chest infection for the whole run; Scarpia is sung by Mark Dunne.'),
    ('Chorus call for the Tosca Te Deum is 6:45pm.', 'Chorus call moved to 6:30pm, they need the extra time for costume.'),
    ('The dressing room list has Anna Perrault in room 1.', "Dressing room swap: Anna Perrault in room 2 now, room 1 is Scarpia's."),
    ('Rehearsal room A has a sprung floor.', "Checked with the building manager, room A is concrete under lino, it's room B that's sprung."),
    ('The lighting designer for Tosca is Kelvin Ho.', 'Kelvin Ho is out, the lighting designer is Mirela Dan.'),
    ('Orchestra pit holds 60 players.', 'The pit only takes 52, the 60 was with the extension that got removed.'),
    ("The Tosca poster shows the Castel Sant'Angelo.", "The new Tosca poster shows Anna Perrault's face, the Castel Sant'Angelo one was scrapped."),
    ('Dana\'s tour poster says "Small Mercies - 40 dates".', 'Tour poster reprinted: "Big Feelings, Tiny Flat - 38 dates", two got pulled.'),
    ('The Tosca chorus master is Gareth Jenkins.', "Chorus master for Tosca is his deputy, Leanne, Gareth's on paternity leave."),
    ("Amelia's mum says Amelia can't do Saturday rehearsals.", "Amelia's mum rang back: Saturdays are fine now, swimming's moved to Sundays."),
    ("Isla's ballet shoes are size 13.", "Isla's feet grew, she's in a size 1 ballet shoe now."),
    ("Leah's in-ear mix wants more keys, less bass.", "Leah says scratch that, more bass, it's the keys that are too loud."),
    ("The festival's box office email is tickets@meadowfest.co.uk.", "We've changed the box office address to hello@meadowfest.co.uk, the tickets@ one is closed."),
    ('Sunita drives the set van.', "Sunita hasn't got a C1 licence, so Fergus drives the set van and she drives the car."),
    ("Mo's bass is a Fender Jazz.", 'Mo sold the Jazz, he plays a Sadowsky now.'),
    ('Korpsøvelsen er på tirsdager kl. 18 i gymsalen på Nordnes skole.', 'Korpsøvelsen er flyttet til onsdager fra neste uke, gymsalen er opptatt på tirsdager.'),  # lang: nb
    ('Dirigenten vår er Kari Nygaard.', 'Kari har sluttet, ny dirigent er Øyvind Berg fra høsten.'),  # lang: nb
    ('17. mai marsjerer korpset fra Torgallmenningen kl. 9.', 'Rettelse fra komiteen: vi stiller på Festplassen kl. 8.30, ikke Torgallmenningen.'),  # lang: nb
    ('Ingrid spiller 2. kornett.', 'Ingrid har byttet til althorn, Magnus tar 2. kornett.'),  # lang: nb
    ('Kontingenten er 1500 kroner i halvåret.', 'Årsmøtet vedtok å heve kontingenten til 1800 kroner i halvåret.'),  # lang: nb
    ('Vårkonserten er i Grieghallen 6. april.', 'Vårkonserten blir i Logen 6. april, Grieghallen var dobbeltbooket.'),  # lang: nb
    ('Uniformene er røde med hvite snorer.', 'Nei, vi fikk nye uniformer i fjor, de er mørkeblå nå.'),  # lang: nb
    ('Leder i styret er Tone Haugland.', 'Tone gikk av på årsmøtet, ny styreleder er Sindre Lie.'),  # lang: nb
    ('Korpstur i år går til Kristiansand.', 'Korpsturen er endret til Ålesund, Kristiansand-leiren ble avlyst.'),  # lang: nb
    ('Magnus har lånt korpsets kornett nr. 14.', 'Feil nummer i listen: Magnus har kornett nr. 41.'),  # lang: nb
    ('Seminarhelgen er på Voss 14.–16. februar.', 'Seminarhelgen er flyttet til 21.–23. februar, samme sted.'),  # lang: nb
    ('Stykket vi spiller i konkurransen er «Olympic Fanfare».', 'Dirigenten byttet konkurransestykket til «Viking Saga».'),  # lang: nb
    ('Notat: Øyvind foretrekker at alle møter 15 minutter før.', 'Øyvind sier at 10 minutter før holder, det var Kari som ville ha 15.'),  # lang: nb
    ('Tubaisten vår, Henrik, har stor B-tuba.', 'Henrik har fått Es-tuba, den store B-tubaen står på lageret.'),  # lang: nb
    ('Korpset spiller på julegrantenningen på Festplassen 30. november.', 'Julegrantenningen er flyttet til 1. desember, og vi spiller der da.'),  # lang: nb
    ('Klapa ima probe srijedom u 20 sati u staroj školi.', 'Od idućeg tjedna probe su četvrtkom u 20 sati, stara škola je zauzeta srijedom.'),  # lang: hr
    ('Prvi tenor u klapi je Ante.', 'Ante je prešao na baritone, prvi tenor je sada Duje.'),  # lang: hr
    ('Nastupamo na Festivalu dalmatinskih klapa u Omišu 12. srpnja.', 'Organizatori su nas premjestili na 19. srpnja, ista pozornica.'),  # lang: hr
    ('Za Omiš pjevamo "Cesarica".', 'Promjena: umjesto "Cesarice" pjevamo "Kad mi dođeš ti", žiri ne voli obrade.'),  # lang: hr
    ('Honorar za svadbu u Trogiru je 800 eura.', 'Mladenci su dodali i ceremoniju u crkvi, honorar je sada 1100 eura.'),  # lang: hr
    ('Klapa nosi bijele košulje i crne hlače.', 'Od ove sezone nosimo tradicionalne prsluke, crne hlače ostaju, bijele košulje više ne.'),  # lang: hr
    ('Mate je blagajnik udruge.', 'Mate je predao blagajnu, novi blagajnik je Ivica.'),  # lang: hr
    ('Svadba u Trogiru je u subotu 7. lipnja.', 'Ne, svadba je u subotu 14. lipnja, krivo sam zapisao.'),  # lang: hr
    ('Na probu u subotu dolazi snimatelj s HRT-a.', 'HRT je otkazao, snimatelj ne dolazi.'),  # lang: hr
    ('Duje je alergičan na cvijeće.', 'Duje kaže da nije alergičan na cvijeće, nego na prašinu.'),  # lang: hr
    ('Klapa ima osam pjevača.', 'Ivica je otišao u Zagreb, sada nas je sedam.'),  # lang: hr
    ('Snimanje CD-a je u studiju Tetrapak u Splitu.', 'Snimamo u studiju Morris u Kaštelima, Tetrapak je preskup.'),  # lang: hr
    ('Voditelj klape želi da se ujutro ne pije kava prije nastupa.', 'Voditelj je promijenio mišljenje: kava je u redu, samo ne hladna pića.'),  # lang: hr
    ('Klapa ima probu prije koncerta u 17 sati.', 'Proba prije koncerta je u 16 sati, Ante je pogrešno poslao poruku.'),  # lang: hr
    ('Naš web je klapa-lanterna.hr.', 'Promijenili smo domenu, web je sada klapalanterna.com.'),  # lang: hr
    ('Kooriproovid on esmaspäeviti kell 18 Tartu Jaani kiriku saalis.', 'Alates jaanuarist on proovid teisipäeviti, esmaspäeval on saal välja üüritud.'),  # lang: et
    ('Meie koori dirigent on Kadri Tamm.', 'Kadri läks Tallinna tööle, uus dirigent on Mart Sepp.'),  # lang: et
    ('Laulupeo ühendkooride proov on 28. juunil lauluväljakul.', 'Korraldajad muutsid: ühendkooride proov on 29. juunil, mitte 28.'),  # lang: et
    ('Liisi laulab teist altot.', 'Liisi läks sopranitesse, teist altot laulab nüüd Triin.'),  # lang: et
    ('Koori liikmemaks on 20 eurot kuus.', 'Üldkoosolek tõstis liikmemaksu 25 eurole kuus.'),  # lang: et
    ('Jõulukontsert on 21. detsembril Pauluse kirikus.', 'Jõulukontsert on hoopis Jaani kirikus, Pauluse kirikus on remont.'),  # lang: et
    ('Ugala teatri uus lavastus esietendub 8. märtsil.', 'Esietendus lükkus edasi 15. märtsile, peaosatäitja jäi haigeks.'),  # lang: et
    ('Peaosas on Tõnu Oja.', 'Tõnu Oja loobus rollist, peaosas on nüüd Rasmus Kask.'),  # lang: et
    ('Etenduse pikkus on 2 tundi ja 20 minutit koos vaheajaga.', 'Pärast kärpeid kestab etendus 1 tund ja 55 minutit koos vaheajaga.'),  # lang: et
    ('Koor sõidab laulupeole bussiga, mis väljub kell 7.', 'Buss väljub kell 6.30, kell 7 oli vale.'),  # lang: et
    ('Koori nimi on Tartu Segakoor Kevade.', 'Uuel hooajal nimetasime koori ümber, nimi on nüüd Emajõe Segakoor.'),  # lang: et
    ('Triin on gluteenivaba dieedil.', 'Triin ütles, et ta ei ole gluteenivaba dieedil, see oli tema õde.'),  # lang: et
    ('Mart eelistab, et noodid oleksid kaustas, mitte lahtiselt.', 'Mart ütles, et tegelikult tahab ta nüüd noote tahvelarvutis, kaustad jäävad koju.'),  # lang: et
    ('Laulupeo koorijuht on dirigendipuldis teisel päeval kell 15.', 'Graafik muutus: meie koorijuht on puldis esimesel päeval kell 17.'),  # lang: et
    ('Koori kontserdiriided on mustad.', 'Uuest hooajast kanname rahvariideid, mustad riided jäävad ainult jõulukontserdiks.'),  # lang: et
    ('Latihan kumpulan tarian kami setiap Sabtu pukul 3 petang di dewan orang ramai Kampung Baru.', 'Mulai bulan depan latihan dipindahkan ke hari Ahad, dewan dah ditempah untuk kenduri setiap Sabtu.'),  # lang: ms
    ('Penari utama untuk persembahan Hari Kebangsaan ialah Siti Aisyah.', 'Siti Aisyah cedera kaki, penari utama sekarang Nurul Huda.'),  # lang: ms
    ('Persembahan di Istana Budaya pada 22 Ogos.', 'Tarikh persembahan di Istana Budaya ditukar ke 29 Ogos.'),  # lang: ms
    ('Bayaran untuk majlis kahwin di Shah Alam ialah RM1,500.', 'Pengantin tambah persembahan silat, bayaran jadi RM1,900.'),  # lang: ms
    ('Jurulatih tarian kami Cikgu Rosnah.', 'Cikgu Rosnah dah bersara, jurulatih baru Encik Faizal.'),  # lang: ms
    ('Pakaian untuk tarian zapin warna hijau.', 'Salah catat, pakaian zapin warna ungu, hijau untuk tarian inang.'),  # lang: ms
    ('Pemain gendang dalam kumpulan ialah Hafiz.', 'Hafiz dah pindah ke Johor, pemain gendang sekarang Amir.'),  # lang: ms
    ('Wayang kulit Pak Dollah dipentaskan di Kota Bharu pada malam Jumaat.', 'Pementasan dipindah ke malam Sabtu, malam Jumaat ada ceramah di surau.'),  # lang: ms
    ('Yuran ahli RM30 sebulan.', 'Mesyuarat agung tetapkan yuran RM40 sebulan mulai Januari.'),  # lang: ms
    ('Nurul Huda tak makan makanan laut.', 'Nurul cakap dia boleh makan makanan laut, cuma tak boleh udang.'),  # lang: ms
    ('Kumpulan kami bernama Sri Cempaka.', 'Kami tukar nama, sekarang Warisan Cempaka sebab nama lama dah didaftar orang lain.'),  # lang: ms
    ('Encik Faizal suka penari datang 30 minit awal.', 'Encik Faizal kata 15 minit awal pun cukup, 30 minit tu peraturan Cikgu Rosnah.'),  # lang: ms
    ('Persembahan kami di Festival Kota Bharu pukul 9 malam.', 'Penganjur anjak persembahan kami ke pukul 10 malam.'),  # lang: ms
    ('Van kumpulan ialah Toyota Hiace putih.', 'Van lama dah dijual, sekarang kami guna Nissan Urvan kelabu.'),  # lang: ms
    ('Kumpulan kami ada 16 penari.', 'Salah kira tadi, kumpulan kami ada 18 penari, bukan 16.'),  # lang: ms
    ('Ons toneelstuk speel by die KKNK in die Prinshof-saal op 3 April.', 'Die fees het ons geskuif, ons speel nou in die CP Nel-museum se saal op 3 April.'),  # lang: af
    ('Die regisseur van Die Wagkamer is Marlene Botha.', 'Marlene het onttrek, die regisseur is nou Pieter Swart.'),  # lang: af
    ('Johan speel die oupa.', 'Johan is siek, Riaan speel die oupa vir die hele fees.'),  # lang: af
    ('Repetisies is Maandag tot Donderdag van 18:00 tot 21:00.', 'Vanaf volgende week repeteer ons van 17:30 tot 20:30, die saal sluit vroeër.'),  # lang: af
    ('Kaartjies kos R150.', 'Die fees het die prys aangepas, kaartjies kos nou R180.'),  # lang: af
    ('Die stuk duur 70 minute.', 'Na die nuwe toneel duur die stuk 85 minute.'),  # lang: af
    ('Ons bly in Oudtshoorn by Tant Sannie se gastehuis.', "Tant Sannie het dubbel bespreek, ons bly nou by die Queen's Hotel."),  # lang: af
    ('Anneke is allergies vir perskes.', 'Nee, Anneke is nie allergies vir perskes nie, dis appelkose.'),  # lang: af
    ('Die stuk se titel is Die Wagkamer.', 'Die titel is verander na Wagkamer sonder "Die", die fees se program is al reggemaak.'),  # lang: af
    ('Die stel word in Stellenbosch gebou.', "Die stelbouer het in Paarl 'n werkswinkel gekry, die stel word nou daar gebou."),  # lang: af
    ('Pieter verkies dat almal teen die tyd aflyne ken.', 'Pieter sê hy is nie so streng nie, ons mag die teks tot die tweede week hê.'),  # lang: af
    ('Die koor sing Sondae in die NG gemeente Moedergemeente om 09:00.', 'Vanaf Februarie is die diens om 09:30, die koor sing dan.'),  # lang: af
    ('Die borg vir die produksie is Die Burger.', 'Die Burger het hul borgskap teruggetrek, ons borg is nou Sanlam.'),  # lang: af
    ('Anneke speel die kleindogter.', 'Anneke het na die dogter se rol geskuif, die kleindogter is nou Lize.'),  # lang: af
    ('Die tegniese repetisie is op 1 April om 10:00.', 'Die fees het ons tegniese repetisie na 2 April om 14:00 geskuif.'),  # lang: af
    ('Die produksie se begroting is R85 000.', 'Na die borg se onttrekking is die begroting net R60 000.'),  # lang: af
    ('A banda de gaitas ensaia os xoves ás 20:00 no local social de Teis.', 'Desde outubro ensaiamos os martes, o local está ocupado os xoves.'),  # lang: gl
    ('O noso director musical é Xosé Manuel Piñeiro.', 'Xosé Manuel deixouno, o director agora é Antía Rodríguez.'),  # lang: gl
    ('Tocamos no Festival de Ortigueira o sábado 12 de xullo.', 'A organización cambiounos ao venres 11 de xullo, mesmo escenario.'),  # lang: gl
    ('Brais toca a gaita en sol.', 'Brais pasou á gaita en do, a de sol tócaa agora Uxía.'),  # lang: gl
    ('A cota é de 25 euros ao trimestre.', 'A asemblea subiu a cota a 30 euros ao trimestre.'),  # lang: gl
    ('O traxe da banda leva chaleco negro.', 'Non, dende o ano pasado o chaleco é vermello; o negro era o antigo.'),  # lang: gl
    ('A actuación na voda de Baiona cobra 600 euros.', 'Engadiron a alborada pola mañá, así que cobramos 850 euros.'),  # lang: gl
    ('Uxía é celíaca.', 'Uxía díxonos que non é celíaca, é intolerante á lactosa.'),  # lang: gl
    ('A obra de teatro estrea no Auditorio de Vigo o 20 de marzo.', 'A estrea pasou ao Teatro Afundación, a mesma data.'),  # lang: gl
    ('O papel da avoa faino Carme Vidal.', 'Carme non pode, o papel da avoa faino Sabela Losada.'),  # lang: gl
    ('Antía prefire que afinemos cun afinador electrónico antes de cada ensaio.', 'Antía cambiou de idea: afinamos de oído co roncón, sen afinador.'),  # lang: gl
    ('O autobús para Ortigueira sae ás 8:00 da estación de Vigo.', 'Cambio: o autobús sae ás 7:30 e desde a praza de España, non da estación.'),  # lang: gl
    ('O noso bombo é un bombo de 26 polgadas.', 'Equivoqueime, o bombo é de 24 polgadas, o de 26 é o da banda de Redondela.'),  # lang: gl
    ('A banda chámase Os Lumieiros.', 'Rexistramos o nome de novo: agora somos Banda de Gaitas Lumieira.'),  # lang: gl
    ('Ensaiamos a obra na Casa da Cultura de Teis.', 'Agora ensaiamos a obra no auditorio do instituto, a Casa da Cultura está en obras.'),  # lang: gl
]


UPDATES: List[Tuple[str, str]] = [
    ('Tickets sold for Bury: 140 of 320.', 'Bury now at 231 of 320 tickets sold.'),
    ('Tickets sold for Bury: 140 of 320.', 'Bury is sold out, 320 of 320.'),
    ("We're in week 2 of 5 of rehearsals.", 'Week 4 of 5 of rehearsals now, tech next week.'),
    ('The set is being built at the workshop in Leeds.', "The set's built and painted, it's sitting in the workshop waiting for the van."),
    ('The set is being built at the workshop in Leeds.', 'Set is loaded in and standing on the Bury stage now.'),
    ('Tobi is off book for act 1.', "Tobi's off book for the whole play now."),
    ('Script draft 3 is with the director.', 'Script is at draft 5, dramaturg has signed off on the structure.'),
    ('Costumes: 6 of 14 made.', 'Costumes: 11 of 14 made, the three coats still at the maker.'),
    ('Costumes: 6 of 14 made.', 'All 14 costumes done and fitted.'),
    ('The Arts Council application is submitted.', 'Arts Council application is through to the second stage.'),
    ('The Arts Council application is submitted.', 'We got the Arts Council grant, £48,000.'),
    ("We've done 5 of the 22 performances.", '12 shows down, 10 to go.'),
    ("We've done 5 of the 22 performances.", 'Last show tonight, 21 done, 1 to go.'),
    ('The rehearsal draft of the programme is at the printer.', 'Programme proofs are back from the printer.'),
    ('The rehearsal draft of the programme is at the printer.', '2,000 programmes printed and delivered to Bury.'),
    ('Marcus is in physio after the ankle, week 1.', 'Marcus is out of the boot and walking, week 4 of physio.'),
    ('Crowdfunder: £3,200 raised of £8,000.', 'Crowdfunder at £6,750 of £8,000, 4 days left.'),
    ('Crowdfunder: £3,200 raised of £8,000.', 'Crowdfunder closed at £8,410, over target.'),
    ("We've had 2 reviews in so far.", '5 reviews in now, four stars from The Stage.'),
    ('The poster design is at first sketch.', 'Poster is approved and going to print Friday.'),
    ('Load-in at Bury: set up, lights rigging now.', 'Bury: lights rigged and focused, sound check at 3.'),
    ('Load-in at Bury: set up, lights rigging now.', 'Bury: tech done, dress at 7.'),
    ('Shoot day 3 of 18 done.', 'Shoot day 11 of 16 done, back on schedule.'),
    ('Shoot day 3 of 18 done.', 'All 16 shoot days done, picture wrap.'),
    ('Assembly cut is 2 hours 10.', 'Rough cut is at 1 hour 48.'),
    ('Assembly cut is 2 hours 10.', 'Fine cut locked at 1 hour 32.'),
    ('The score: 6 of 25 cues written.', 'The score: 19 of 32 cues written.'),
    ('The score: 6 of 25 cues written.', 'Score recorded with the quartet, mix next week.'),
    ('Color grade: reel 1 of 5 done.', 'Color grade: reel 4 of 5 done.'),
    ('Festival submissions: 3 sent.', 'Festival submissions: 14 sent, 2 rejections so far.'),
    ('Sound mix is booked.', "Sound mix is done, we're printing the DCP."),
    ('Orchestra: 34 of 60 tickets sold by players for the spring concert.', 'Orchestra: 52 of 60 player tickets sold, chase the brass.'),
    ('Brahms 2 bowings: first movement marked, rest to do.', 'Brahms 2 bowings all marked, parts going out Tuesday.'),
    ('Members this term: 48.', 'Members this term: 55 after the open rehearsal.'),
    ('Rafael has had one rehearsal with us.', "Rafael's had his second rehearsal with us, the last one's Saturday morning."),
    ('The new timpani fund is at £1,900 of £7,500.', 'Timpani fund at £5,400 of £7,500 after the bake sale and the raffle.'),
    ('The new timpani fund is at £1,900 of £7,500.', 'Timpani fund target hit, the new Adams drums are on order.'),
    ('The new timpani fund is at £1,900 of £7,500.', 'The Adams timpani are delivered and in the store cupboard.'),
    ('Isla is in Grade 3 ballet.', 'Isla passed and is in Grade 4 ballet now.'),
    ('Dance school show: 40 of 90 costumes collected.', 'Dance school show: 77 of 90 costumes collected.'),
    ("Isla's practising the new exam set, barre work learnt.", 'Isla has the whole exam set learnt, barre, centre and the dance.'),
    ('Carol service tickets: 60 gone.', 'Carol service tickets: 210 gone, nearly full.'),
    ("Choir's organ fund at £12,000.", 'Organ fund at £31,000 after the Christmas appeal.'),
    ("Choir's organ fund at £12,000.", 'Organ fund complete, the organ builder starts in May.'),
    ("Choir's organ fund at £12,000.", "Organ rebuild half done, the great is finished and the swell's still out."),
    ('The Harper wedding: deposit paid.', 'The Harper wedding: deposit and balance paid.'),
    ('Band: 14 weddings booked for this year.', 'Band: 23 weddings booked for this year.'),
    ('Learning the new set: 4 of 12 songs ready.', 'New set: 10 of 12 songs ready, still working on the medley.'),
    ('Tickets sold for the festival: 4,200 of 8,000.', 'Tickets sold for the festival: 6,900 of 8,000.'),
    ('Tickets sold for the festival: 4,200 of 8,000.', 'Festival sold out, 8,000 of 8,000.'),
    ('Stage build: Meadow Stage roof going up.', 'Stage build: Meadow Stage finished, lighting rig being hung.'),
    ('Volunteers recruited: 180 of 300.', 'Volunteers recruited: 260 of 300.'),
    ('Artists confirmed: 34 of 52.', 'Artists confirmed: 49 of 52, three still negotiating.'),
    ('Site build day 2 of 6.', 'Site build day 5 of 6.'),
    ('Stand-up tour: 8 of 40 dates played.', 'Stand-up tour: 26 of 40 dates played.'),
    ('Stand-up tour: 8 of 40 dates played.', 'Tour finished, 40 of 40.'),
    ('New hour: first 20 minutes written.', 'New hour: about 50 minutes of material, working it in at the Bill Murray.'),
    ('Edinburgh preview run: 3 of 10 shows done.', 'Edinburgh preview run: 9 of 10 shows done.'),
    ('Musical: Act 1 blocked.', 'Musical: Act 1 and Act 2 blocked, running the whole show from Monday.'),
    ('Opera: the chorus has learnt Act 1.', 'Opera: the chorus has learnt Acts 1 to 3, only Act 4 left.'),
    ('Tosca: 1,200 tickets sold for opening night.', 'Tosca: 1,650 tickets sold for opening night, only the restricted view left.'),
    ('Tosca rehearsals: staging week 1 of 4.', 'Tosca rehearsals: staging week 3 of 4, sitzprobe on Thursday.'),
    ('Tosca rehearsals: staging week 1 of 4.', 'Tosca is in the theatre, first piano dress tonight.'),
    ("Tosca's set is being built by the workshop in Cardiff.", "Tosca's set is built and on the lorries to the theatre."),
    ('Loddsalget til konkurransen: 2000 lodd å selge.', 'Loddsalget: 1300 av 2000 lodd solgt.'),  # lang: nb
    ('Loddsalget til konkurransen: 2000 lodd å selge.', 'Loddsalget er ferdig, alle 2000 lodd solgt.'),  # lang: nb
    ('Vi har innøvd 3 av 8 marsjer til 17. mai.', '7 av 8 marsjer sitter nå, mangler bare «Gammel jegermarsj».'),  # lang: nb
    ('Korpset har 38 medlemmer.', 'Korpset har 44 medlemmer etter rekrutteringskonserten.'),  # lang: nb
    ('Instrumentfondet: 40 000 av 120 000 kroner.', 'Instrumentfondet: 95 000 av 120 000 kroner etter Sparebankstiftelsen.'),  # lang: nb
    ('Instrumentfondet: 40 000 av 120 000 kroner.', 'Nye tubaer er bestilt, fondet er fullt.'),  # lang: nb
    ('Snimanje CD-a: snimljene 3 od 12 pjesama.', 'Snimanje CD-a: snimljeno 9 od 12 pjesama.'),  # lang: hr
    ('Snimanje CD-a: snimljene 3 od 12 pjesama.', 'Sve pjesme snimljene, CD je na miksu.'),  # lang: hr
    ('Za turneju u Australiji prodano je 150 karata.', 'Za turneju u Australiji prodano je 620 karata.'),  # lang: hr
    ('Nova pjesma: naučili smo prvu kiticu.', 'Nova pjesma: naučena je cijela, radimo na dinamici.'),  # lang: hr
    ('Prikupljeno 2000 eura za nove prsluke.', 'Prikupljeno 4500 eura za nove prsluke, naručujemo ih.'),  # lang: hr
    ('Za turneju u Australiji prodano je 620 karata.', 'Za turneju u Australiji prodano je 1100 karata, Melbourne je rasprodan.'),  # lang: hr
    ('Laulupeo repertuaarist on selgeks õpitud 6 laulu 18-st.', 'Laulupeo repertuaarist on selgeks õpitud 14 laulu 18-st.'),  # lang: et
    ('Laulupeo repertuaarist on selgeks õpitud 6 laulu 18-st.', 'Kõik 18 laulu on selged, nüüd on ainult kordamine.'),  # lang: et
    ('Koori kontserdireisi fond: 1200 eurot.', 'Koori kontserdireisi fond: 3400 eurot pärast kevadkontserti.'),  # lang: et
    ('Ugala lavastuse proovid: teine nädal kuuest.', 'Ugala lavastuse proovid: viies nädal kuuest, järgmisel nädalal tehnilised proovid.'),  # lang: et
    ('Laulupeoks on koori registreeritud 32 lauljat.', 'Laulupeoks on koori registreeritud 41 lauljat.'),  # lang: et
    ('Laulupeoks on koori registreeritud 41 lauljat.', 'Registreerimine on lõppenud, laulupeole läheb 46 lauljat.'),  # lang: et
    ('Tiket persembahan Istana Budaya: 200 dijual.', 'Tiket persembahan Istana Budaya: 640 dijual.'),  # lang: ms
    ('Tiket persembahan Istana Budaya: 200 dijual.', 'Tiket persembahan Istana Budaya habis dijual.'),  # lang: ms
    ('Kostum baru: 8 daripada 20 siap dijahit.', 'Kostum baru: 17 daripada 20 siap dijahit.'),  # lang: ms
    ('Tarian baru: bahagian pertama dah dihafal.', 'Tarian baru: semua tiga bahagian dah dihafal, tinggal kemaskan.'),  # lang: ms
    ('Tabung rombongan ke Jakarta: RM4,000.', 'Tabung rombongan ke Jakarta: RM9,500 selepas jualan amal.'),  # lang: ms
    ('Kostum baru: 17 daripada 20 siap dijahit.', 'Kostum baru: semua 20 siap, tinggal cuba sarung.'),  # lang: ms
    ('Kaartjies verkoop vir KKNK: 80 van 250.', 'Kaartjies verkoop vir KKNK: 190 van 250.'),  # lang: af
    ('Kaartjies verkoop vir KKNK: 80 van 250.', 'KKNK-vertonings is uitverkoop.'),  # lang: af
    ('Repetisies: week 1 van 4.', 'Repetisies: week 3 van 4, volgende week tegniese repetisie.'),  # lang: af
    ('Die stel is ontwerp, nog nie gebou nie.', 'Die stel is gebou en geverf, dit word Dinsdag na Oudtshoorn gery.'),  # lang: af
    ('Ons het 4 vertonings gespeel.', 'Ons het 9 vertonings gespeel, nog 3 oor.'),  # lang: af
    ('Ons het 9 vertonings gespeel.', 'Al 12 vertonings gespeel, die stel gaan terug stoor toe.'),  # lang: af
    ('Gaitas novas: 2 de 6 pagadas.', 'Gaitas novas: 5 de 6 pagadas.'),  # lang: gl
    ('Gaitas novas: 2 de 6 pagadas.', 'Todas as gaitas novas pagadas e entregadas.'),  # lang: gl
    ('Repertorio para Ortigueira: 3 de 9 pezas aprendidas.', 'Repertorio para Ortigueira: 8 de 9 pezas aprendidas.'),  # lang: gl
    ('Entradas vendidas para a estrea: 120.', 'Entradas vendidas para a estrea: 390, queda a última fila.'),  # lang: gl
    ('A banda ten 22 membros.', 'A banda ten 27 membros despois do obradoiro de verán.'),  # lang: gl
    ('Entradas vendidas para a estrea: 390, queda a última fila.', 'Estrea esgotada, 420 entradas vendidas.'),  # lang: gl
]


COMPATIBLE: List[Tuple[str, str]] = [
    ('Joel is stage managing the spring tour of The Lighthouse Keeper.', 'Joel is also doing the lighting plot for the spring tour.'),
    ('Joel is stage managing the spring tour of The Lighthouse Keeper.', "Joel stage managed last year's autumn tour as well."),
    ('Joel is stage managing the spring tour of The Lighthouse Keeper.', "Sunita is Joel's deputy stage manager on the spring tour."),
    ('Priya is playing the mother in The Lighthouse Keeper.', "Priya's understudy for the mother is Hannah."),
    ('Priya is playing the mother in The Lighthouse Keeper.', 'Priya played the daughter in the 2024 run.'),
    ('The Lighthouse Keeper opens at the Theatre Royal Bury on 14 March.', 'The Lighthouse Keeper then plays Bury until the 16th of March and moves to Harrogate.'),
    ('The Lighthouse Keeper opens at the Theatre Royal Bury on 14 March.', "There's a preview at Bury on the 13th of March for schools."),
    ('Tour stop 6 is the Gulbenkian in Canterbury.', 'Tour stop 7 is the Gulbenkian in Canterbury.'),
    ('Tour stop 6 is the Gulbenkian in Canterbury.', 'The Gulbenkian in Canterbury also has a post-show talk booked on tour stop 6.'),
    ('Cue 47 is the blackout at the end of scene 3.', 'Cue 48 is the slow fade up for scene 4.'),
    ('Cue 47 is the blackout at the end of scene 3.', 'Cue 47 has a 3-second fade on it rather than a snap.'),
    ('The set van is a Luton box, reg YK19 FXL.', 'The costume van is a Transit, reg YK19 FXM.'),
    ('The set van is a Luton box, reg YK19 FXL.', 'The set van (YK19 FXL) is booked on to the ferry for the Belfast date.'),
    ('Get-in at Harrogate is at 9am.', 'Get-in at Scarborough is at 9am as well.'),
    ('Get-in at Harrogate is at 9am.', 'Get-out at Harrogate is straight after the Saturday evening show.'),
    ('The show runs 95 minutes without an interval.', 'The schools matinee runs 80 minutes with the cut version, no interval.'),
    ('The show runs 95 minutes without an interval.', 'The show runs about an hour and 35 minutes with no interval.'),
    ('Rehearsals are at the Drill Hall, studio 2.', 'Fight rehearsals are in studio 1 at the Drill Hall.'),
    ('Rehearsals are at the Drill Hall, studio 2.', 'On the 3rd of February only, rehearsals are at the church hall because the Drill Hall is closed.'),
    ('Ticket price at Bury: £18 full, £14 concession.', 'Tickets at Harrogate are £18 full, £14 concession too.'),
    ('Ticket price at Bury: £18 full, £14 concession.', "There's a £10 preview price at Bury on the 13th only."),
    ('Marcus is playing the keeper.', "Tobi is Marcus's understudy as the keeper."),
    ('Marcus is playing the keeper.', 'Marcus played the keeper in the R&D week back in 2025.'),
    ('Rehearsal call tomorrow is 10am.', 'Rehearsal call on Thursday is 10am too.'),
    ('Rehearsal call tomorrow is 10am.', "Tomorrow's call is 10am for actors, 9:30 for stage management."),
    ("The company's accommodation in Belfast is the Holiday Inn Express.", "The company's accommodation in Dublin is the Holiday Inn Express."),
    ("The company's accommodation in Belfast is the Holiday Inn Express.", 'The Holiday Inn Express in Belfast is where Priya stayed on the recce.'),
    ('Hannah is allergic to the fog fluid we used last tour.', 'Hannah is also allergic to latex.'),
    ('Hannah is allergic to the fog fluid we used last tour.', 'Tobi is allergic to the fog fluid we used last tour as well.'),
    ('Production budget for the set is £6,000.', 'Production budget for costumes is £6,000.'),
    ('Production budget for the set is £6,000.', "The set budget of £6,000 doesn't include transport."),
    ('The dress rehearsal is Thursday at 7pm.', 'The tech rehearsal is Thursday from 10am.'),
    ('The dress rehearsal is Thursday at 7pm.', "There's a second dress rehearsal Thursday at 2pm for the understudies."),
    ("The keeper's coat is a navy pea coat, size 42.", "The keeper's second coat (for act 2) is an oilskin, size 42."),
    ("The keeper's coat is a navy pea coat, size 42.", "The keeper's pea coat is navy with brass buttons."),
    ("We're doing 22 performances on the tour.", 'We did 22 performances on the 2024 tour too.'),
    ("We're doing 22 performances on the tour.", 'Of the 22 performances, 6 are schools matinees.'),
    ('The play is set in 1953.', 'The prologue is set in 1923.'),
    ('The play is set in 1953.', 'The play is set in 1953, on the Northumberland coast.'),
    ("Sunita's mobile is 07700 900416.", "Joel's mobile is 07700 900416."),
    ("Sunita's mobile is 07700 900416.", "Sunita's work mobile is 07700 900839 and she also has the 07700 900416 personal number."),
    ('The production photographer is Ellie Marsh.', 'Ellie Marsh is also doing the rehearsal photos.'),
    ('The production photographer is Ellie Marsh.', 'The poster photographer was Kwame Boateng.'),
    ('The music for the storm scene is Sibelius, Symphony No. 2.', 'The music for the funeral scene is Sibelius, The Swan of Tuonela.'),
    ('The music for the storm scene is Sibelius, Symphony No. 2.', 'The storm music is the Sibelius, Symphony No. 2, the finale, cut to 90 seconds.'),
    ('The show is suitable for ages 12+.', 'The schools version is suitable for ages 10+.'),
    ('The show is suitable for ages 12+.', 'The show is suitable for ages 12 and up, with a strobe warning.'),
    ('Get-out takes about 3 hours.', 'Get-in takes about 3 hours.'),
    ('Get-out takes about 3 hours.', 'Get-out takes about 3 hours with the full crew of four.'),
    ('The revolve is powered by a 240V motor.', 'The fly bar winch is powered by a 240V motor.'),
    ('Tobi is vegan.', 'Hannah is vegan.'),
    ('Tobi is vegan.', 'Tobi is vegan and also gluten-free.'),
    ('The tour manager is Fergus.', "Fergus is also the company's production manager."),
    ('The tour manager is Fergus.', 'Fergus was tour manager on The Snow Queen too.'),
    ("We're using the Yamaha QL1 sound desk.", "At the Marlowe we're using the venue's Yamaha QL1 sound desk."),
    ("We're using the Yamaha QL1 sound desk.", 'We also bring a small Yamaha mixer for the foyer music.'),
    ('The script is draft 7.', 'The schools version is cut from draft 7.'),
    ("The company's bank is the Co-operative Bank.", "The company's savings account is also at the Co-operative Bank."),
    ("The company's bank is the Co-operative Bank.", "Priya's personal bank is the Co-operative Bank."),
    ("Dressing room 3 is the women's room at Bury.", "Dressing room 3 at Harrogate is the women's room as well."),
    ("Dressing room 3 is the women's room at Bury.", 'Dressing room 2 at Bury is the quick-change room.'),
    ("Marcus's agent is Jo Carter at Curtis Brown.", "Tobi's agent is Jo Carter at Curtis Brown."),
    ("Marcus's agent is Jo Carter at Curtis Brown.", "Jo Carter is Marcus's theatre agent, he has a separate voiceover agent."),
    ('The poster says "A new play by Dan Ellery".', 'The programme says "A new play by Dan Ellery".'),
    ("Hannah's costume fitting is Monday at 2.", "Tobi's costume fitting is Monday at 2 as well."),
    ("Hannah's costume fitting is Monday at 2.", 'Hannah has a second fitting on Friday at 2 for the wig.'),
    ('The Lighthouse Keeper is co-produced with Pilot Theatre.', 'The Snow Queen was co-produced with Pilot Theatre.'),
    ('Rehearsals are Monday to Friday, 10 to 6.', 'On the Saturday before tech, rehearsal is 10 to 1.'),
    ('Rehearsals are Monday to Friday, 10 to 6.', 'Rehearsals are Monday to Friday, 10 to 6, with an hour for lunch.'),
    ('The set designer is Olu Adeyemi.', 'The costume designer is Olu Adeyemi as well.'),
    ('The set designer is Olu Adeyemi.', 'Olu Adeyemi designed the set for the 2024 tour too.'),
    ('Tickets sold for Bury: 140 of 320.', 'Tickets sold for Harrogate: 140 of 280.'),
    ("We're in week 2 of 5 of rehearsals.", 'Week 2 of 5 of rehearsals is the one we lose Hannah for two days.'),
    ('Tobi is off book for act 1.', 'Hannah is off book for act 1 as well.'),
    ("The orchestra rehearses on Tuesdays at St Mark's church hall.", "Sectionals for the strings are on Thursdays at St Mark's."),
    ("The orchestra rehearses on Tuesdays at St Mark's church hall.", "The orchestra rehearses on Tuesdays at St Mark's, 7:30 to 9:30."),
    ("The orchestra rehearses on Tuesdays at St Mark's church hall.", "On the 14th we're rehearsing at the school instead of St Mark's, just that once."),
    ('The spring concert programme is Dvořák 8, the Elgar cello concerto and Finlandia.', 'The summer concert programme is Dvořák 8 and the Mozart clarinet concerto.'),
    ('The spring concert programme is Dvořák 8, the Elgar cello concerto and Finlandia.', 'The spring concert encore is Nimrod.'),
    ('Soloist for the Elgar is Mei Lin Zhou.', 'Mei Lin Zhou is also leading the cellos in the Finlandia.'),
    ('Soloist for the Elgar is Mei Lin Zhou.', 'Mei Lin Zhou played the Haydn concerto with us in 2023.'),
    ('Our leader is Agnieszka.', "Agnieszka is also the orchestra's librarian."),
    ('Our leader is Agnieszka.', "The leader of the second violins is Agnieszka's sister Ola."),
    ("The concert is at 7:30pm on Saturday 18 April at St John's Smith Square.", "We also play St John's Smith Square on 12 December."),
    ("The concert is at 7:30pm on Saturday 18 April at St John's Smith Square.", 'The concert is at 7:30pm, doors open at 6:45.'),
    ('Subs are £120 a term.', 'Student subs are £60 a term.'),
    ('Subs are £120 a term.', 'Subs are £120 a term, or £330 for the year if paid up front.'),
    ('Dan plays 2nd oboe.', "Dan also plays 2nd oboe in the Bach Choir's orchestra."),
    ('Dan plays 2nd oboe.', 'Becca plays 1st oboe.'),
    ("We're short of a 3rd horn for the Brahms.", "We're short of a 3rd horn for the summer Mahler as well."),
    ("The conductor's fee is £450 per concert.", "The soloist's fee is £450 per concert."),
    ("The conductor's fee is £450 per concert.", "The conductor's fee of £450 covers the two final rehearsals too."),
    ("The orchestra's charity number is 1094432.", "The choir's charity number is 1094432."),
    ('Mei Lin prefers to tune to A=442.', 'Rafael prefers to tune to A=442.'),
    ('Mei Lin prefers to tune to A=442.', 'Mei Lin prefers to tune to A=442, and she tunes before the orchestra comes on.'),
    ('The timpani are hired from Black Cat Music.', 'The marimba is hired from Black Cat Music.'),
    ('The timpani are hired from Black Cat Music.', 'The timpani are hired from Black Cat Music and collected on the Friday.'),
    ('Rehearsal on 7 March is cancelled.', 'Rehearsal on 14 March is cancelled.'),
    ('Rehearsal on 7 March is cancelled.', 'Rehearsal on 7 March is cancelled, and the committee meeting that night too.'),
    ('Librarian note: parts for Finlandia are the Breitkopf edition.', 'Librarian note: parts for the Brahms 2 are the Breitkopf edition.'),
    ("The concert interval drinks are run by the Friends of St Mark's.", "The Friends of St Mark's also run the raffle."),
    ('Orchestra secretary: Linda Booth.', 'Orchestra treasurer: Linda Booth.'),
    ('Orchestra secretary: Linda Booth.', 'Orchestra secretary: Linda Booth, since 2019.'),
    ('User prefers the viola part in alto clef only.', 'User prefers the viola part printed on A4, not A3.'),
    ('User prefers the viola part in alto clef only.', 'User prefers the viola part in alto clef, with bowings marked in pencil.'),
    ('We need 8 first violins for the Brahms.', 'We need 8 second violins for the Brahms.'),
    ('Shoot day 4 is at the lido in Saltdean.', 'Shoot day 9 is at the lido in Saltdean.'),
    ('Shoot day 4 is at the lido in Saltdean.', 'Shoot day 4 is at the lido in Saltdean, unit base in the car park.'),
    ('Call time for day 4: 6:30am.', 'Call time for day 5 is 6:30am too.'),
    ('Call time for day 4: 6:30am.', 'Call time for day 4 is 6:30 for crew, 7:00 for cast.'),
    ('DoP is Lucía Herrera.', 'Lucía Herrera is also our colourist.'),
    ('DoP is Lucía Herrera.', 'Lucía Herrera shot our last short, Tide Pool.'),
    ("We're shooting on the Alexa Mini.", 'The B camera is an Alexa Mini.'),
    ("We're shooting on the Alexa Mini.", "We're shooting on the Alexa Mini with the Cooke S4 primes."),
    ('Scene 12 is the argument in the kitchen.', 'Scene 13 is the argument in the hallway.'),
    ('Scene 12 is the argument in the kitchen.', "Scene 12 is the argument in the kitchen, it's the longest dialogue scene."),
    ('The lead is played by Fatima Rahman.', "Fatima Rahman plays the lead's sister in the flashbacks too."),
    ("The film's working title is Low Tide.", "The script's working title was Sea Glass back in 2024."),
    ("The film's working title is Low Tide.", 'The festival entry will use the working title Low Tide.'),
    ('Budget: £42,000.', 'Post-production budget: £42,000 on top.'),
    ('Budget: £42,000.', 'Budget £42,000, of which £12,000 is from the BFI.'),
    ('Catering is from Kitchen on Wheels, £14 a head.', 'Catering for the night shoots is from Kitchen on Wheels too, £14 a head.'),
    ('Catering is from Kitchen on Wheels, £14 a head.', 'Coffee on set is from Kitchen on Wheels as well.'),
    ('Jade is allergic to nuts.', 'Sam is allergic to nuts.'),
    ('Jade is allergic to nuts.', 'Jade is allergic to nuts and sesame.'),
    ('The edit will be done in Premiere.', 'The trailer edit will be done in Premiere.'),
    ('We have 18 shoot days.', 'We have 18 shoot days plus 2 pickup days.'),
    ('We have 18 shoot days.', 'The last feature had 18 shoot days too.'),
    ('Unit base is the church car park on Marine Drive.', 'Unit base for the Hove days is the church car park on Marine Drive as well.'),
    ('The editor is Tariq.', 'Tariq is the assistant editor under Chloe.'),
    ('The editor is Tariq.', 'Tariq edited the teaser.'),
    ('The composer is delivering 25 minutes of score.', 'The composer is delivering 25 minutes of score and 3 source cues.'),
    ('Day 7 is a night shoot.', 'Day 8 is a night shoot too.'),
    ('The aspect ratio is 2.39:1.', 'The flashbacks are shot in 4:3, the rest in 2.39:1.'),
    ("The lead's character is called Nora.", "The lead's mother is called Nora."),
    ('Our sound recordist is Ben Pryce.', 'Ben Pryce is doing the sound mix too.'),
    ('Our sound recordist is Ben Pryce.', 'Ben Pryce is our sound recordist, with Isla Kerr as boom op.'),
    ('The festival premiere is at Encounters in September.', 'The UK premiere is at Encounters in September and the international one is at Clermont.'),
    ("Wrap party is at the Fiddler's Elbow.", "The cast and crew screening is at the Fiddler's Elbow."),
    ("Jade's agent wants £300 a day.", "Fatima's agent wants £300 a day."),
    ("We're shooting in October.", 'Pickups are in October.'),
    ("We're shooting in October.", "We're shooting in October, three weeks from the 6th."),
    ('User prefers to be called Nic on set.', 'User prefers to be called Nic on set and on the walkie.'),
    ('User prefers to be called Nic on set.', "The user's co-star prefers to be called Nic too."),
    ('User prefers green room snacks without gluten.', 'User prefers green room snacks without gluten and without dairy.'),
    ('User prefers warming up vocally in the car park, not the green room.', 'User prefers warming up vocally for about 20 minutes before the half.'),
    ("User's audition for the Hamlet revival is on 3 June.", "User's recall for the Hamlet revival is on 17 June."),
    ("User's audition for the Hamlet revival is on 3 June.", "User's audition for the Hamlet revival is on 3 June, at 11:20."),
    ('User plays a Yamaha YFL-222 flute.', "User's daughter plays a Yamaha YFL-222 flute."),
    ('User plays a Yamaha YFL-222 flute.', 'User plays a Yamaha YFL-222 flute and a Yamaha piccolo.'),
    ("User's singing teacher is Maria Kostova.", "User's acting coach is Maria Kostova."),
    ("User's singing teacher is Maria Kostova.", 'User took lessons with Maria Kostova before that, in 2022.'),
    ('User is a baritone.', "User is a baritone and sings in the choir's second basses."),
    ("User's Equity number is 12457893.", "User's Spotlight PIN is 12457893."),
    ('User is playing Mercutio in the summer Shakespeare.', 'User is also fight captain in the summer Shakespeare.'),
    ('User is playing Mercutio in the summer Shakespeare.', 'User played Mercutio at drama school.'),
    ('Band setlist opener for the Harper wedding: Valerie.', 'Band setlist closer for the Harper wedding: Valerie.'),
    ('Band setlist opener for the Harper wedding: Valerie.', 'Band setlist opener for the Cole wedding: Valerie.'),
    ('The Harper wedding is at Hengrave Hall on 6 June.', 'The Cole wedding is at Hengrave Hall on 20 June.'),
    ('The Harper wedding is at Hengrave Hall on 6 June.', 'The Harper wedding is at Hengrave Hall on 6 June, evening reception from 7.'),
    ('Our fee for the Harper wedding is £1,800.', 'Our fee for the Cole wedding is £1,800 too.'),
    ('Our fee for the Harper wedding is £1,800.', 'Our fee for the Harper wedding is £1,800 plus travel.'),
    ('Kieran is on drums for the summer.', 'Kieran is on drums for the Christmas season as well.'),
    ('Kieran is on drums for the summer.', "Kieran is on drums, and he's bringing the electric kit for the quiet venues."),
    ('Load-in at Hengrave is through the back courtyard.', 'Load-out at Hengrave is through the back courtyard too.'),
    ('First dance for the Harpers: Perfect by Ed Sheeran, in G.', 'Last dance for the Harpers: Perfect by Ed Sheeran.'),
    ('Leah sings lead on Valerie.', 'Leah sings lead on Rolling in the Deep.'),
    ('Leah sings lead on Valerie.', 'Leah sings lead on Valerie and plays the tambourine.'),
    ('The band van is the red Vivaro.', "Kieran's van is a red Vivaro."),
    ('Our PA is a pair of QSC K12s.', 'Our monitors are a pair of QSC K10s.'),
    ('Our PA is a pair of QSC K12s.', 'Our PA is a pair of QSC K12s plus a sub.'),
    ('Set times: 8pm to 9 and 9:30 to 10:30.', 'Set times at the Cole wedding: 8pm to 9 and 9:30 to 10:30.'),
    ("The band's Instagram is @thebrasstacksband.", "The band's TikTok is @thebrasstacksband."),
    ('Mo plays keys and sings backing.', 'Mo also plays keys and sings backing in his other band.'),
    ('The Cole wedding wants no Beatles songs.', 'The Harper wedding wants no Beatles songs either.'),
    ('The Cole wedding wants no Beatles songs.', 'The Cole wedding wants no Beatles songs and no Oasis.'),
    ('The choir sings at Evensong on Sundays at 6pm.', 'The choir also sings at the 10am Eucharist on the first Sunday of the month.'),
    ('The choir sings at Evensong on Sundays at 6pm.', 'On Easter Sunday the choir sings at 6pm Evensong and at the dawn service.'),
    ('Choir practice is Friday at 7.', 'Junior choir practice is Friday at 5:30.'),
    ('Choir practice is Friday at 7.', "On Good Friday there's no practice, the service replaces it."),
    ('The organist is Mr Pethick.', "Mr Pethick is also the choir's librarian."),
    ('The organist is Mr Pethick.', 'Mr Pethick was assistant organist at Wells in the 90s.'),
    ("The anthem on Sunday is Stanford's Beati quorum via.", "The anthem on Easter Day is Stanford's Beati quorum via."),
    ("The anthem on Sunday is Stanford's Beati quorum via.", "The anthem on Sunday is Stanford's Beati quorum via, unaccompanied."),
    ('Molly sings in the altos.', "Molly's mum sings in the altos."),
    ('Molly sings in the altos.', 'Molly sings in the altos and does the solo in the Faure.'),
    ("The choir's robes are dark red.", "The servers' robes are dark red."),
    ('The carol service is on 20 December.', 'The crib service is on 24 December.'),
    ('The carol service is on 20 December.', "The carol service is on 20 December and the choir party's after it."),
    ('Head chorister is Ethan.', 'Deputy head chorister is Ethan.'),
    ('The choir tour this summer is to Utrecht.', 'The choir tour next summer is to Utrecht.'),
    ('The choir tour this summer is to Utrecht.', 'The choir tour in 2023 was to Utrecht.'),
    ('Choir fees are £5 a week for adults.', 'Choir fees are £5 a week for adults and nothing for children.'),
    ("Miss Ana's ballet class for Grade 3 is Saturday at 10.", "Miss Ana's ballet class for Grade 2 is Saturday at 10 until half term."),
    ("Miss Ana's ballet class for Grade 3 is Saturday at 10.", 'Grade 3 tap is Saturday at 10.'),
    ('Isla is in Grade 3 ballet.', "Isla's sister Evie is in Grade 3 ballet."),
    ('The summer show is at the Corn Exchange on 4 July.', 'The Christmas show is at the Corn Exchange.'),
    ('The summer show is at the Corn Exchange on 4 July.', 'The summer show is at the Corn Exchange, with a matinee and evening show on 4 July.'),
    ("Isla's dance for the show is the sugar plum fairy solo.", "Evie's dance for the show is the sugar plum fairy solo."),
    ('Show costume fee: £25 per dancer.', 'Show ticket price: £25 per family.'),
    ('Exam day for Grade 4 is 16 March.', 'Exam day for Grade 5 is 16 March.'),
    ('Exam day for Grade 4 is 16 March.', "Exam day for Grade 4 is 16 March; Isla's slot is at 2:15."),
    ('Festival running order: The Marlows headline the Meadow Stage on Saturday.', 'Festival running order: The Marlows also play an acoustic set in the Tea Tent on Saturday afternoon.'),
    ('Festival running order: The Marlows headline the Meadow Stage on Saturday.', 'The Marlows headlined the Meadow Stage in 2023.'),
    ('Stage: Meadow / Changeover: 30 min', 'Stage: Woodland / Changeover: 30 min'),
    ('Artist liaison for Kitty Vane: Rosie.', 'Artist liaison for The Marlows: Rosie.'),
    ('Artist liaison for Kitty Vane: Rosie.', 'Rosie is artist liaison for Kitty Vane and also drives her from the station.'),
    ("Kitty Vane's rider asks for still water and oat milk.", "The Marlows' rider asks for still water and oat milk too."),
    ("Kitty Vane's rider asks for still water and oat milk.", "Kitty Vane's rider asks for still water, oat milk and a kettle."),
    ('Gates open at 11am on Friday.', 'Gates open at 11am on Saturday and Sunday.'),
    ('Gates open at 11am on Friday.', 'Gates open at 11am on Friday for the main arena, campsite opens Thursday.'),
    ('Curfew on the Meadow Stage is 11pm.', 'Curfew in the Silent Disco tent is 1am.'),
    ("The festival's stage supplier is Serious Stages.", "The festival's PA supplier is Serious Stages' sister company."),
    ("The festival's stage supplier is Serious Stages.", 'Serious Stages built our main stage in 2022 as well.'),
    ('Weekend ticket: £165.', 'Day ticket: £65.'),
    ('Weekend ticket: £165.', 'Weekend ticket: £165, plus £25 for a campervan pass.'),
    ('The Woodland Stage sound engineer is Jonny B.', "The Woodland Stage lighting engineer is Jonny B's brother, Chris."),
    ('Kitty Vane is on at 9:15pm.', 'Kitty Vane signs records at the merch tent at 6pm.'),
    ('Kitty Vane is on at 9:15pm.', 'Kitty Vane is on at 9:15pm and plays for 75 minutes.'),
    ('Medical cover is St John Ambulance.', 'Welfare tent is run by St John Ambulance volunteers.'),
    ('The festival is on the first weekend of August.', 'We move to the second weekend of August from next year on, the farm needs the field for harvest, so this year is the last first-weekend one.'),
    ("Dana's stand-up tour starts in Leicester on 2 February.", "Dana's stand-up tour ends in Leicester on 30 March."),
    ("Dana's stand-up tour starts in Leicester on 2 February.", "Dana's stand-up tour starts in Leicester on 2 February, a warm-up gig the night before."),
    ("Dana's support act is Phil Okoro.", "Phil Okoro is also Dana's co-writer on the podcast."),
    ("Dana's support act is Phil Okoro.", "Dana's support act in Scotland is Phil Okoro and in England Georgie Hart."),
    ("Dana's show is called Small Mercies.", "Dana's 2024 show was called Small Mercies."),
    ("Dana's agent is Off the Kerb.", "Georgie Hart's agent is Off the Kerb."),
    ("Dana doesn't do crowd work.", "Dana doesn't do crowd work at corporate gigs."),
    ('Dana prefers a stool and a mic stand on stage.', 'Dana prefers a stool and a mic stand on stage, and a glass of water on the stool.'),
    ('The Leicester gig is at the Y Theatre.', 'The Nottingham gig is at the Playhouse.'),
    ('Edinburgh Fringe venue: Pleasance Courtyard, 7:40pm.', 'Edinburgh Fringe venue for Georgie Hart: Pleasance Courtyard, 7:40pm.'),
    ('Edinburgh Fringe venue: Pleasance Courtyard, 7:40pm.', 'Edinburgh Fringe: Pleasance Courtyard, 7:40pm, running 2 to 25 August with a Tuesday off.'),
    ('School musical this year is Oliver!', 'The school musical in 2023 was Oliver!'),
    ('School musical this year is Oliver!', "The junior school's musical this year is Oliver!"),
    ("Year 9's Amelia is playing Nancy.", "Year 9's Amelia is also the musical's dance captain."),
    ('Musical performances are 11-13 March in the school hall.', 'Musical tech rehearsal is on 10 March in the school hall.'),
    ('Musical performances are 11-13 March in the school hall.', 'Musical performances are 11-13 March, with a matinee on the 13th.'),
    ('Mr Davies is musical director.', "Mr Davies is also doing the school band's concert."),
    ('Musical ticket price: £6 adults, £3 children.', 'Musical programme price: £1.'),
    ("The opera house's Tosca opens on 10 October.", "The opera house's Carmen opens on 10 October."),
    ("The opera house's Tosca opens on 10 October.", 'Tosca opens on 10 October with a gala dinner beforehand.'),
    ('Tosca is sung by Elena Marinescu.', 'Elena Marinescu sings Tosca in the second cast.'),
    ('Tosca is sung by Elena Marinescu.', 'Elena Marinescu sang Tosca for us in 2019.'),
    ('Tosca is conducted by Maestro Halvorsen.', 'Carmen is conducted by Maestro Halvorsen.'),
    ('Tosca is sung in Italian with English surtitles.', 'Carmen is sung in French with English surtitles.'),
    ('Tosca runs 2 hours 50 with two intervals.', 'Carmen runs 2 hours 50 with two intervals.'),
    ('Scarpia is sung by Igor Vlasenko.', 'Igor Vlasenko sang Scarpia here in 2017 as well.'),
    ('Chorus call for the Tosca Te Deum is 6:45pm.', "Children's chorus call is 6:45pm."),
    ('The dressing room list has Anna Perrault in room 1.', 'The dressing room list has Mark Dunne in room 3.'),
    ('Rehearsal room A has a sprung floor.', 'Rehearsal room A has a sprung floor and a Yamaha upright.'),
    ('The lighting designer for Tosca is Kelvin Ho.', 'Kelvin Ho lit the Carmen as well.'),
    ('Orchestra pit holds 60 players.', "The Coliseum's orchestra pit holds 90 players."),
    ("The Tosca poster shows the Castel Sant'Angelo.", "The Tosca programme cover shows the Castel Sant'Angelo."),
    ('Dana\'s tour poster says "Small Mercies - 40 dates".', 'Dana\'s tour flyer says "Small Mercies - 40 dates" too.'),
    ('The Tosca chorus master is Gareth Jenkins.', 'Gareth Jenkins is chorus master for Carmen.'),
    ("Amelia's mum says Amelia can't do Saturday rehearsals.", "Amelia's mum says Amelia can't do the Saturday rehearsal on the 8th, they're away."),
    ("Isla's ballet shoes are size 13.", "Evie's ballet shoes are size 13."),
    ("Leah's in-ear mix wants more keys, less bass.", "Mo's in-ear mix wants more keys, less bass."),
    ("The festival's box office email is tickets@meadowfest.co.uk.", "The festival's press email is press@meadowfest.co.uk."),
    ('Sunita drives the set van.', 'Sunita drives the set van and keeps the van log.'),
    ("Mo's bass is a Fender Jazz.", "Mo's backup bass is a Fender Jazz."),
    ('Korpsøvelsen er på tirsdager kl. 18 i gymsalen på Nordnes skole.', 'Aspirantkorpset øver på tirsdager kl. 17 i gymsalen.'),  # lang: nb
    ('Korpsøvelsen er på tirsdager kl. 18 i gymsalen på Nordnes skole.', 'Tirsdag 4. mars øver vi i kirken i stedet, bare den ene gangen.'),  # lang: nb
    ('Dirigenten vår er Kari Nygaard.', 'Kari Nygaard dirigerer også aspirantkorpset.'),  # lang: nb
    ('Dirigenten vår er Kari Nygaard.', 'Kari Nygaard var dirigent i Sandviken-korpset før hun kom til oss.'),  # lang: nb
    ('17. mai marsjerer korpset fra Torgallmenningen kl. 9.', 'Aspirantene marsjerer fra Torgallmenningen kl. 9 sammen med oss.'),  # lang: nb
    ('17. mai marsjerer korpset fra Torgallmenningen kl. 9.', '17. mai spiller korpset også på sykehjemmet kl. 7.30.'),  # lang: nb
    ('Ingrid spiller 2. kornett.', 'Ingrid spiller 2. kornett i juniorkorpset også.'),  # lang: nb
    ('Ingrid spiller 2. kornett.', 'Ingrids bror spiller 1. kornett.'),  # lang: nb
    ('Kontingenten er 1500 kroner i halvåret.', 'Søskenmoderasjon: andre barn betaler 750 kroner i halvåret.'),  # lang: nb
    ('Kontingenten er 1500 kroner i halvåret.', 'Kontingenten er 1500 kroner i halvåret, instrumentleie kommer i tillegg.'),  # lang: nb
    ('Vårkonserten er i Grieghallen 6. april.', 'Julekonserten er i Grieghallen.'),  # lang: nb
    ('Vårkonserten er i Grieghallen 6. april.', 'Generalprøven til vårkonserten er 5. april.'),  # lang: nb
    ('Uniformene er røde med hvite snorer.', 'Aspirantenes vester er røde med hvite snorer.'),  # lang: nb
    ('Leder i styret er Tone Haugland.', 'Tone Haugland er også kasserer.'),  # lang: nb
    ('Korpstur i år går til Kristiansand.', 'Korpsturen neste år går til Kristiansand.'),  # lang: nb
    ('Korpstur i år går til Kristiansand.', 'Vi var i Kristiansand på korpstur i 2022 også.'),  # lang: nb
    ('Magnus har lånt korpsets kornett nr. 14.', 'Ingrid har lånt korpsets kornett nr. 14 før hun byttet.'),  # lang: nb
    ('Seminarhelgen er på Voss 14.–16. februar.', 'Seminarhelgen for aspirantene er på Voss 14.–16. februar.'),  # lang: nb
    ('Stykket vi spiller i konkurransen er «Olympic Fanfare».', 'Vi spiller «Olympic Fanfare» som ekstranummer på vårkonserten.'),  # lang: nb
    ('Notat: Øyvind foretrekker at alle møter 15 minutter før.', 'Øyvind foretrekker at alle møter 15 minutter før konserter, og i uniform.'),  # lang: nb
    ('Tubaisten vår, Henrik, har stor B-tuba.', 'Henrik har stor B-tuba hjemme også, den er hans egen.'),  # lang: nb
    ('Korpset spiller på julegrantenningen på Festplassen 30. november.', 'Korpset spiller på julegrantenningen på Fløyen 30. november også.'),  # lang: nb
    ('Klapa ima probe srijedom u 20 sati u staroj školi.', 'Ženska klapa ima probe srijedom u 18 sati u staroj školi.'),  # lang: hr
    ('Klapa ima probe srijedom u 20 sati u staroj školi.', 'Ove srijede proba je izuzetno u crkvi, zbog radova u školi.'),  # lang: hr
    ('Prvi tenor u klapi je Ante.', 'Ante je i voditelj klape.'),  # lang: hr
    ('Prvi tenor u klapi je Ante.', 'Ante je pjevao prvi tenor i u klapi Sveti Jure prije deset godina.'),  # lang: hr
    ('Nastupamo na Festivalu dalmatinskih klapa u Omišu 12. srpnja.', 'Nastupamo i na Večerima dalmatinske pisme u Kaštelima 26. srpnja.'),  # lang: hr
    ('Nastupamo na Festivalu dalmatinskih klapa u Omišu 12. srpnja.', 'U Omišu 12. srpnja pjevamo dvije pjesme, jednu novu i jednu staru.'),  # lang: hr
    ('Za Omiš pjevamo "Cesarica".', 'Za nastup u Kaštelima pjevamo "Cesarica".'),  # lang: hr
    ('Za Omiš pjevamo "Cesarica".', 'Za Omiš pjevamo "Cesarica" i "Dalmacijo, moja mati".'),  # lang: hr
    ('Honorar za svadbu u Trogiru je 800 eura.', 'Honorar za svadbu u Splitu je 800 eura.'),  # lang: hr
    ('Honorar za svadbu u Trogiru je 800 eura.', 'Honorar za svadbu u Trogiru je 800 eura plus put.'),  # lang: hr
    ('Klapa nosi bijele košulje i crne hlače.', 'Ženska klapa nosi bijele košulje i crne suknje.'),  # lang: hr
    ('Mate je blagajnik udruge.', 'Mate je i tajnik udruge.'),  # lang: hr
    ('Mate je blagajnik udruge.', 'Mate je bio blagajnik i u KUD-u Jedinstvo.'),  # lang: hr
    ('Svadba u Trogiru je u subotu 7. lipnja.', 'Svadba u Splitu je u subotu 7. lipnja.'),  # lang: hr
    ('Svadba u Trogiru je u subotu 7. lipnja.', 'Svadba u Trogiru je u subotu 7. lipnja, počinje u 18 sati.'),  # lang: hr
    ('Na probu u subotu dolazi snimatelj s HRT-a.', 'Na koncert u nedjelju dolazi snimatelj s HRT-a.'),  # lang: hr
    ('Duje je alergičan na cvijeće.', 'Duje je alergičan na cvijeće i na mačke.'),  # lang: hr
    ('Duje je alergičan na cvijeće.', 'Duje je alergičan na cvijeće, kao i njegova sestra.'),  # lang: hr
    ('Klapa ima osam pjevača.', 'Ženska klapa ima osam pjevačica.'),  # lang: hr
    ('Snimanje CD-a je u studiju Tetrapak u Splitu.', 'Miks CD-a radi se u studiju Tetrapak u Splitu.'),  # lang: hr
    ('Voditelj klape želi da se ujutro ne pije kava prije nastupa.', 'Voditelj klape želi da se ujutro ne pije kava i ne jede čokolada prije nastupa.'),  # lang: hr
    ('Klapa ima probu prije koncerta u 17 sati.', 'Ženska klapa ima probu prije koncerta u 17 sati.'),  # lang: hr
    ('Naš web je klapa-lanterna.hr.', 'Naš Facebook je klapa-lanterna.'),  # lang: hr
    ('Kooriproovid on esmaspäeviti kell 18 Tartu Jaani kiriku saalis.', 'Poistekoori proovid on esmaspäeviti kell 17 samas saalis.'),  # lang: et
    ('Kooriproovid on esmaspäeviti kell 18 Tartu Jaani kiriku saalis.', '15. detsembril on proov erandlikult Vanemuise väikeses majas.'),  # lang: et
    ('Meie koori dirigent on Kadri Tamm.', 'Kadri Tamm juhatab ka lastekoori.'),  # lang: et
    ('Meie koori dirigent on Kadri Tamm.', 'Kadri Tamm oli koori dirigent ka 2019. aasta laulupeol.'),  # lang: et
    ('Laulupeo ühendkooride proov on 28. juunil lauluväljakul.', 'Laulupeo rongkäik on 5. juulil.'),  # lang: et
    ('Laulupeo ühendkooride proov on 28. juunil lauluväljakul.', 'Laulupeo naiskooride proov on 28. juunil lauluväljakul.'),  # lang: et
    ('Liisi laulab teist altot.', 'Liisi ema laulab teist altot.'),  # lang: et
    ('Liisi laulab teist altot.', 'Liisi laulab teist altot ja on ka koori noodihoidja.'),  # lang: et
    ('Koori liikmemaks on 20 eurot kuus.', 'Õpilastele on liikmemaks 10 eurot kuus.'),  # lang: et
    ('Koori liikmemaks on 20 eurot kuus.', 'Koori liikmemaks on 20 eurot kuus, laulupeo sõit on eraldi.'),  # lang: et
    ('Jõulukontsert on 21. detsembril Pauluse kirikus.', 'Advendikontsert on 1. detsembril Pauluse kirikus.'),  # lang: et
    ('Ugala teatri uus lavastus esietendub 8. märtsil.', 'Ugala teatri suvelavastus esietendub 8. juulil.'),  # lang: et
    ('Ugala teatri uus lavastus esietendub 8. märtsil.', 'Ugala uus lavastus esietendub 8. märtsil suures saalis.'),  # lang: et
    ('Peaosas on Tõnu Oja.', 'Tõnu Oja mängib ka teises vaatuses isa.'),  # lang: et
    ('Peaosas on Tõnu Oja.', 'Tõnu Oja mängis peaosa ka eelmises hooajas.'),  # lang: et
    ('Etenduse pikkus on 2 tundi ja 20 minutit koos vaheajaga.', 'Koolietenduse pikkus on 2 tundi ilma vaheajata.'),  # lang: et
    ('Koor sõidab laulupeole bussiga, mis väljub kell 7.', 'Lastekoor sõidab laulupeole bussiga, mis väljub kell 7.'),  # lang: et
    ('Koori nimi on Tartu Segakoor Kevade.', 'Lastekoori nimi on Kevade Väikesed.'),  # lang: et
    ('Triin on gluteenivaba dieedil.', 'Triin on gluteenivaba dieedil ja ei joo piima.'),  # lang: et
    ('Mart eelistab, et noodid oleksid kaustas, mitte lahtiselt.', 'Mart eelistab, et noodid oleksid mustas kaustas, mitte lahtiselt.'),  # lang: et
    ('Laulupeo koorijuht on dirigendipuldis teisel päeval kell 15.', 'Lastekooride juht on dirigendipuldis teisel päeval kell 15.'),  # lang: et
    ('Koori kontserdiriided on mustad.', 'Koori kontserdiriided on mustad, naistel punane sall.'),  # lang: et
    ('Latihan kumpulan tarian kami setiap Sabtu pukul 3 petang di dewan orang ramai Kampung Baru.', 'Latihan kumpulan kompang setiap Sabtu pukul 3 petang di dewan yang sama.'),  # lang: ms
    ('Latihan kumpulan tarian kami setiap Sabtu pukul 3 petang di dewan orang ramai Kampung Baru.', 'Sabtu ni saja latihan di rumah Cikgu Azman, dewan ada majlis.'),  # lang: ms
    ('Penari utama untuk persembahan Hari Kebangsaan ialah Siti Aisyah.', 'Siti Aisyah juga menari dalam persembahan Hari Raya.'),  # lang: ms
    ('Penari utama untuk persembahan Hari Kebangsaan ialah Siti Aisyah.', 'Penari simpanan untuk Siti Aisyah ialah Nurul Huda.'),  # lang: ms
    ('Persembahan di Istana Budaya pada 22 Ogos.', 'Raptai penuh di Istana Budaya pada 21 Ogos.'),  # lang: ms
    ('Persembahan di Istana Budaya pada 22 Ogos.', 'Persembahan di Istana Budaya pada 22 Ogos, dua pertunjukan.'),  # lang: ms
    ('Bayaran untuk majlis kahwin di Shah Alam ialah RM1,500.', 'Bayaran untuk majlis kahwin di Klang ialah RM1,500.'),  # lang: ms
    ('Bayaran untuk majlis kahwin di Shah Alam ialah RM1,500.', 'Bayaran untuk majlis kahwin di Shah Alam ialah RM1,500 termasuk pengangkutan.'),  # lang: ms
    ('Jurulatih tarian kami Cikgu Rosnah.', 'Cikgu Rosnah juga jurulatih kumpulan kanak-kanak.'),  # lang: ms
    ('Jurulatih tarian kami Cikgu Rosnah.', 'Cikgu Rosnah pernah menari dengan Kumpulan Sri Warisan dulu.'),  # lang: ms
    ('Pakaian untuk tarian zapin warna hijau.', 'Pakaian untuk tarian inang warna hijau.'),  # lang: ms
    ('Pakaian untuk tarian zapin warna hijau.', 'Pakaian untuk tarian zapin warna hijau dengan sampin emas.'),  # lang: ms
    ('Pemain gendang dalam kumpulan ialah Hafiz.', 'Hafiz juga main rebana dalam kumpulan.'),  # lang: ms
    ('Wayang kulit Pak Dollah dipentaskan di Kota Bharu pada malam Jumaat.', 'Wayang kulit Pak Dollah juga dipentaskan di Pasir Mas pada malam Jumaat minggu depan.'),  # lang: ms
    ('Yuran ahli RM30 sebulan.', 'Yuran ahli pelajar RM15 sebulan.'),  # lang: ms
    ('Nurul Huda tak makan makanan laut.', 'Nurul Huda tak makan makanan laut dan tak minum susu.'),  # lang: ms
    ('Kumpulan kami bernama Sri Cempaka.', 'Kumpulan kanak-kanak kami bernama Sri Cempaka Kecil.'),  # lang: ms
    ('Encik Faizal suka penari datang 30 minit awal.', 'Encik Faizal suka penari datang 30 minit awal untuk memanaskan badan.'),  # lang: ms
    ('Persembahan kami di Festival Kota Bharu pukul 9 malam.', 'Persembahan kumpulan kompang di Festival Kota Bharu pukul 9 malam.'),  # lang: ms
    ('Van kumpulan ialah Toyota Hiace putih.', 'Van Encik Faizal ialah Toyota Hiace putih.'),  # lang: ms
    ('Kumpulan kami ada 16 penari.', 'Kumpulan kanak-kanak ada 16 penari.'),  # lang: ms
    ('Ons toneelstuk speel by die KKNK in die Prinshof-saal op 3 April.', 'Ons toneelstuk speel ook by Aardklop in die Kultuurkafee.'),  # lang: af
    ('Ons toneelstuk speel by die KKNK in die Prinshof-saal op 3 April.', 'By die KKNK speel ons op 3 en 4 April in die Prinshof-saal.'),  # lang: af
    ('Die regisseur van Die Wagkamer is Marlene Botha.', 'Marlene Botha is ook die stuk se vertaler.'),  # lang: af
    ('Die regisseur van Die Wagkamer is Marlene Botha.', 'Marlene Botha het Die Wagkamer se eerste lesing in 2024 gelei.'),  # lang: af
    ('Johan speel die oupa.', 'Johan speel ook die dominee in die tweede bedryf.'),  # lang: af
    ('Johan speel die oupa.', 'Riaan is Johan se onderstudie vir die oupa.'),  # lang: af
    ('Repetisies is Maandag tot Donderdag van 18:00 tot 21:00.', 'Die Vrydagrepetisie is van 18:00 tot 20:00.'),  # lang: af
    ('Kaartjies kos R150.', 'Kaartjies vir pensioenarisse kos R100.'),  # lang: af
    ('Kaartjies kos R150.', 'Kaartjies kos R150 by Computicket, plus diensfooi.'),  # lang: af
    ('Die stuk duur 70 minute.', 'Die skoolweergawe duur 50 minute.'),  # lang: af
    ('Ons bly in Oudtshoorn by Tant Sannie se gastehuis.', 'Die tegniese span bly in Oudtshoorn by Tant Sannie se gastehuis.'),  # lang: af
    ('Anneke is allergies vir perskes.', 'Anneke is allergies vir perskes en vir bye-steke.'),  # lang: af
    ('Die stuk se titel is Die Wagkamer.', 'Die stuk se Engelse titel is The Waiting Room.'),  # lang: af
    ('Die stel word in Stellenbosch gebou.', 'Die kostuums word in Stellenbosch gemaak.'),  # lang: af
    ('Pieter verkies dat almal teen die tyd aflyne ken.', 'Pieter verkies dat almal teen die tyd aflyne ken en hul eie potlood bring.'),  # lang: af
    ('Die koor sing Sondae in die NG gemeente Moedergemeente om 09:00.', 'Die jeugkoor sing Sondae om 18:00 in die aanddiens.'),  # lang: af
    ('Die koor sing Sondae in die NG gemeente Moedergemeente om 09:00.', 'Op Paassondag sing die koor om 09:00 én by die sonsopkoms-diens.'),  # lang: af
    ('Die borg vir die produksie is Die Burger.', 'Die borg vir die fees se kinderprogram is Die Burger.'),  # lang: af
    ('Anneke speel die kleindogter.', 'Anneke speel ook die verpleegster in die laaste toneel.'),  # lang: af
    ('Die tegniese repetisie is op 1 April om 10:00.', 'Die kleedrepetisie is op 1 April om 19:00.'),  # lang: af
    ('Die produksie se begroting is R85 000.', 'Die Aardklop-produksie se begroting is R85 000.'),  # lang: af
    ('A banda de gaitas ensaia os xoves ás 20:00 no local social de Teis.', 'Os tamboreiros ensaian os xoves ás 19:00 no mesmo local.'),  # lang: gl
    ('A banda de gaitas ensaia os xoves ás 20:00 no local social de Teis.', 'Este xoves, só este, ensaiamos na praza porque pintan o local.'),  # lang: gl
    ('O noso director musical é Xosé Manuel Piñeiro.', 'Xosé Manuel Piñeiro tamén dá clases de gaita na escola.'),  # lang: gl
    ('O noso director musical é Xosé Manuel Piñeiro.', 'Xosé Manuel Piñeiro dirixiu a banda no Festival de Ortigueira de 2021.'),  # lang: gl
    ('Tocamos no Festival de Ortigueira o sábado 12 de xullo.', 'Tocamos tamén na festa do Carme de Vigo o 16 de xullo.'),  # lang: gl
    ('Tocamos no Festival de Ortigueira o sábado 12 de xullo.', 'En Ortigueira tocamos o sábado 12 de xullo ás 18:00.'),  # lang: gl
    ('Brais toca a gaita en sol.', 'Brais toca tamén a zanfona.'),  # lang: gl
    ('Brais toca a gaita en sol.', 'O irmán de Brais toca a gaita en sol.'),  # lang: gl
    ('A cota é de 25 euros ao trimestre.', 'Para os nenos a cota é de 15 euros ao trimestre.'),  # lang: gl
    ('O traxe da banda leva chaleco negro.', 'O traxe dos tamboreiros leva chaleco negro.'),  # lang: gl
    ('A actuación na voda de Baiona cobra 600 euros.', 'A actuación na voda de Cangas cobra 600 euros.'),  # lang: gl
    ('A actuación na voda de Baiona cobra 600 euros.', 'A actuación na voda de Baiona cobra 600 euros máis o xantar.'),  # lang: gl
    ('Uxía é celíaca.', 'Uxía é celíaca e a súa nai tamén.'),  # lang: gl
    ('A obra de teatro estrea no Auditorio de Vigo o 20 de marzo.', 'A obra de teatro xira por Lugo o 27 de marzo.'),  # lang: gl
    ('A obra de teatro estrea no Auditorio de Vigo o 20 de marzo.', 'A obra estrea o 20 de marzo e repite o 21.'),  # lang: gl
    ('O papel da avoa faino Carme Vidal.', 'Carme Vidal fai tamén a voz en off.'),  # lang: gl
    ('Antía prefire que afinemos cun afinador electrónico antes de cada ensaio.', 'Antía prefire que afinemos antes de cada ensaio e de cada actuación.'),  # lang: gl
    ('O autobús para Ortigueira sae ás 8:00 da estación de Vigo.', 'O autobús de volta de Ortigueira sae ás 23:00.'),  # lang: gl
    ('O noso bombo é un bombo de 26 polgadas.', 'O noso bombo é un bombo de 26 polgadas con parches novos.'),  # lang: gl
    ('A banda chámase Os Lumieiros.', 'A escola de gaitas chámase Os Lumieiros Cativos.'),  # lang: gl
    ('Ensaiamos a obra na Casa da Cultura de Teis.', 'Os músicos da obra ensaian na Casa da Cultura de Teis.'),  # lang: gl
]
