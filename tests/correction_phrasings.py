# ruff: noqa: E501  (one labelled pair per line reads best)
"""Labelled pairs written BEFORE the rules that handle them (issue 25, item 1), from how people
phrase a change in conversation, not from the rules' patterns.

Method: the change-of-state phrasings of the LoCoMo development conversations (read in
``../shared/locomo-dev/``, never copied: every pair below is a short paraphrase with other names,
places and values) were collected first — losing or leaving a job and starting another thing,
signing with a new team, "X was my first passion, but now Y", "got pushed back", moving out of a
place, "I'm now part of Y" — and then completed with the everyday ways of saying a change in
each language the rules read (en, de, fr, es, pt, it, zh): quit/left/dropped/sold ... and now,
pushed/postponed from A to B, gave up X for Y, transferred, stepped down. The rules of
``zeusmem.rules.claims`` at the time (written from ``tests/conflict_corpus.py``) were measured on
this set before any change (figures in ``tests/test_correction_phrasings.py``).

Each pair is ``(old, new)``, stored in that order by the same user in a fresh scope.

* ``CHANGES``: the newer one says the old one is no longer true (a change of state or an explicit
  correction): the old one must be superseded. ``SHARED_VALUE`` marks those whose new value
  already occurs in the old memory's own words.
* ``UPDATES``: the same statement with another value and no word saying it changed: stored
  (never a duplicate), the old one superseded or flagged.
* ``COMPATIBLE``: both stay true — the same change-of-state verbs about something else (left the
  keys, moved the meeting, a sibling moved), past habits ("used to"), events, other speakers,
  another person's change: both must stay active.
"""

from __future__ import annotations

CHANGES: list[tuple[str, str]] = [
    # left / quit / lost ... and now
    ("I work at Deloitte as an analyst.", "I left Deloitte and now work at KPMG."),
    ("Jon: I work as a banker.", "Jon: Lost my job as a banker yesterday, so I'm going to start my own business."),
    ("Gina works at Door Dash.", "Gina lost her job at Door Dash and opened an online clothing store."),
    ("John works as a mechanical engineer.", "John lost his engineering job and is now a firefighter."),
    ("Maria volunteers at the animal shelter.", "Maria quit the animal shelter and now volunteers at the food bank."),
    ("John: I work at a mechanical engineering company.", "John: I lost my job at the mechanical engineering company, they went under."),
    ("Priya manages the data team.", "Priya stepped down from the data team; Omar manages it now."),
    ("My manager is Karen.", "Karen left the company, so my manager is now Luis."),
    ("John plays for the Bulls.", "John just signed with the Celtics, he left the Bulls."),
    ("Gina runs a clothing store downtown.", "Gina closed the downtown store and now sells her clothes online."),
    # pushed / postponed / moved from A to B
    ("The launch party is on June 5.", "The launch party got pushed from June 5 to June 12."),
    ("The demo is on Thursday.", "The demo was pushed back to next Monday."),
    ("Nate: My tournament is this Saturday.", "Nate: My tournament got pushed back to next month."),
    ("The kids' swim class is on Wednesdays.", "The kids' swim class was moved to Fridays."),
    ("The dentist appointment is at 3pm on Tuesday.", "The dentist appointment was postponed to Thursday at 3pm."),
    ("The team standup is at 9:15.", "Heads up: standup is at 9:45 from now on."),
    # switched / gave up / dropped / sold ... and no longer
    ("I really like running in the mornings.", "I switched to cycling; I no longer like running."),
    ("I'm a vegetarian.", "I'm not vegetarian anymore, I started eating fish again."),
    ("We use Trello for planning.", "We dropped Trello and moved planning to Jira."),
    ("I drive a Honda Civic.", "I sold my Honda Civic and bought a Tesla Model 3."),
    ("I'm studying law.", "I dropped law and switched my major to computer science."),
    ("I take the bus to work.", "I stopped taking the bus, I bike to work now."),
    ("Nate streams on Twitch.", "Nate gave up Twitch and streams on YouTube instead."),
    ("I drink black tea every morning.", "I gave up tea; I drink coffee in the mornings now."),
    ("We use Firebase for authentication.", "We moved authentication off Firebase onto Auth0."),
    ("My dentist is Dr. Patel.", "I changed dentists, Dr. Gomez is my dentist now."),
    ("I upgraded to an iPhone 12.", "I upgraded my iPhone 12 to an iPhone 15."),
    ("Tim: I'm studying for a history degree.", "Tim: I switched from history to literature."),
    # transferred / relocated / moved out
    ("Our office is on Market Street.", "We relocated the office from Market Street to Mission Street."),
    ("My son goes to Lincoln Elementary.", "My son transferred from Lincoln Elementary to Oak Park School."),
    ("My sister lives in Denver.", "My sister moved out of Denver, she lives in Austin now."),
    ("Melanie: We live in a small apartment downtown.", "Melanie: We moved out of the downtown apartment into a house with a garden."),
    ("The meeting room is 3A.", "The meeting is no longer in 3A; it's in 5C."),
    # "X was ..., but now Y" / "now part of"
    ("Joanna: Acting is my passion.", "Joanna: Acting was my first passion, but now I really shine in writing."),
    ("My favorite series is The Wire.", "These days my favorite series is Severance, not The Wire."),
    ("The wedding is in Napa.", "Change of plans: the wedding is in Sonoma now, not Napa."),
    ("Our release cadence is monthly.", "We went from monthly to weekly releases."),
    ("The rent is 1500 dollars.", "Our landlord raised the rent from 1500 to 1650 dollars."),
    # the new value already occurs in the old memory's own words
    ("Caroline: I live in Boston, and my brother lives in Chicago.", "Caroline: I moved from Boston to Chicago to be near my brother."),
    ("We use Slack for team chat and Discord for the community.", "We switched team chat from Slack to Discord."),
    ("Tom drives a Honda but wants a Tesla.", "Tom sold the Honda and drives a Tesla now."),
    ("I'm learning Spanish, and I'd love to learn Italian one day.", "I stopped learning Spanish and switched to Italian."),
    ("CI runs on Jenkins; GitHub Actions only builds the releases.", "CI no longer runs on Jenkins, it moved to GitHub Actions."),
    ("I work at Google and my wife works at Meta.", "I left Google and joined Meta, where my wife works."),
    # other languages
    ("Ich arbeite bei Siemens.", "Ich habe bei Siemens gekündigt und arbeite jetzt bei Bosch."),
    ("Das Release ist am 3. Mai.", "Das Release wurde vom 3. Mai auf den 10. Mai verschoben."),
    ("Wir nutzen Jira.", "Wir sind von Jira zu Linear gewechselt."),
    ("Je travaille chez Renault.", "J'ai quitté Renault et je travaille maintenant chez Peugeot."),
    ("La réunion est le mardi.", "La réunion a été déplacée du mardi au jeudi."),
    ("Nous utilisons Slack.", "Nous sommes passés de Slack à Teams."),
    ("Trabajo en Telefónica.", "Dejé Telefónica y ahora trabajo en Repsol."),
    ("La cena es el viernes.", "La cena se cambió del viernes al sábado."),
    ("Trabalho na Petrobras.", "Saí da Petrobras e agora trabalho na Vale."),
    ("Lavoro a Milano.", "Mi sono trasferito da Milano a Torino."),
    ("Uso Windows sul portatile.", "Sono passato da Windows a Linux sul portatile."),
    ("我在阿里巴巴工作。", "我已经从阿里巴巴离职了，现在在腾讯工作。"),
    ("会议在周二。", "会议从周二推迟到周四了。"),
]

#: indexes into CHANGES whose new value already occurs in the old memory
SHARED_VALUE = frozenset(range(38, 44))

UPDATES: list[tuple[str, str]] = [
    ("My daughter is 6.", "My daughter is 7."),
    ("I have two cats.", "I have three cats."),
    ("The gym membership costs 40 dollars a month.", "The gym membership costs 55 dollars a month."),
    ("Our flight leaves at 7:10.", "Our flight leaves at 9:40."),
    ("My favorite book is The Name of the Wind.", "My favorite book is The Hobbit."),
    ("The project deadline is October 15.", "The project deadline is November 1."),
    ("John's team is the Lakers.", "John's team is the Celtics."),
    ("I weigh 80 kilos.", "I weigh 74 kilos."),
    ("The book club meets on the first Monday of the month.", "The book club meets on the second Monday of the month."),
    ("The password policy requires 12 characters.", "The password policy requires 16 characters."),
    ("Caroline's mentor is Dana.", "Caroline's mentor is Rosa."),
    ("We're going to Portugal in July.", "We're going to Portugal in September."),
    ("Nate has 3 turtles.", "Nate has 4 turtles."),
    ("The Wi-Fi router is in the living room.", "The Wi-Fi router is in the hallway."),
    ("Jon: I'm a banker.", "Jon: I'm a dance teacher."),
    ("Die Miete beträgt 900 Euro.", "Die Miete beträgt 950 Euro."),
    ("Le rendez-vous est à 14h.", "Le rendez-vous est à 16h."),
    ("La clase de yoga es a las 7.", "La clase de yoga es a las 8."),
    ("A reunião é às 10h.", "A reunião é às 11h."),
    ("我的手机号码尾号是 1234。", "我的手机号码尾号是 5678。"),
]

COMPATIBLE: list[tuple[str, str]] = [
    # the same change-of-state verbs about something else
    ("I work at Deloitte.", "I left my laptop charger at the Deloitte office."),
    ("I work from the Berlin office.", "I left the Berlin office early today."),
    ("I'm reading Dune.", "I left my copy of Dune on the train."),
    ("I live in Denver.", "My sister moved to Austin last year."),
    ("I like running.", "I switched my running shoes to a lighter pair."),
    ("We use Jira for tickets.", "We moved the retro to Friday."),
    ("Nate: I won my first tournament last week!", "Nate: My next tournament got pushed back a week."),
    ("Alice switched teams in March.", "Alice switched to decaf last week."),
    ("I quit smoking five years ago.", "I quit my job at the bank last week."),
    ("We use PostgreSQL for the API.", "We migrated the analytics jobs from cron to Airflow."),
    ("Priya leads the data team.", "Priya moved the data team's standup to 10."),
    ("I like jazz.", "I no longer like loud concerts."),
    ("The meeting was moved from Monday to Tuesday.", "The meeting agenda includes the budget review."),
    ("We replaced the kitchen sink last summer.", "We're painting the kitchen this weekend."),
    ("Gina: I opened an online clothing store.", "Gina: I changed my store's logo to a new design."),
    ("My flight got delayed from 6 to 8 yesterday.", "My flight home is on Sunday."),
    ("I drive a Honda.", "I changed the tires on my Honda."),
    ("The office is on Market Street.", "We moved the printer to the second floor."),
    ("I take the bus to work.", "The bus was late again this morning."),
    ("My son goes to Lincoln Elementary.", "My son's class moved to a bigger room."),
    # someone else's change (another subject)
    ("Tom works at Apple.", "Tom's wife left Apple and joined Google."),
    ("I love my Honda.", "My neighbor sold his Honda and bought a Tesla."),
    ("My brother lives in Chicago.", "I moved from Boston to Chicago."),
    ("I work at Stripe.", "My friend Ana quit Stripe last month."),
    ("Caroline: I'm thinking about adopting a child.", "Caroline: A friend of mine adopted last year, and now they're very happy."),
    # past habits and past events stay true
    ("Caroline: I used to go horseback riding with my dad.", "Caroline: I've always loved horses."),
    ("Gina used to compete in dance competitions.", "Gina now runs an online clothing store."),
    ("John: I used to practice basketball outside for hours.", "John: Now I play in big arenas."),
    ("John lost his job at the engineering company.", "John joined a fire-fighting brigade."),
    ("I left Google in 2019.", "I work at Stripe."),
    ("Maria joined a gym last week.", "Maria joined a nearby church."),
    ("Tim joined a travel club.", "Tim joined a fantasy literature forum."),
    ("I stopped eating meat in 2020.", "I started a cooking class last month."),
    ("Jon: I'm starting a dance studio.", "Jon: I lost my job as a banker."),
    ("John: I got a new job last month.", "John: My team at work has been super encouraging."),
    ("We moved into the new house in May.", "The new house has a big garden."),
    ("Joanna is lactose intolerant.", "Joanna uses coconut milk instead of cow's milk."),
    ("Nate makes coconut milk ice cream.", "Nate bakes with coconut oil instead of butter."),
    ("Caroline moved from her home country four years ago.", "Caroline has known her friends for four years."),
    ("The kids go to bed at 8.", "The kids used to go to bed at 7 when they were little."),
    # speakers' next turns, other speakers
    ("Jon: Lost my job as a banker yesterday.", "Gina: I also lost my job at Door Dash this month."),
    ("Melanie: I painted a sunset.", "Caroline: I switched from painting to pottery."),
    ("Nate: I have two turtles.", "Nate: I'm thinking of getting a third turtle."),
    ("Joanna: I just finished my screenplay.", "Joanna: Now I'm going to submit it to some film festivals."),
    ("John: I signed with a new team!", "John: We're playing our first game on Friday."),
    ("Tim: I'm reading a fantasy series.", "Tim: I switched to audiobooks for my commute."),
    ("Maria: My cousin had to find a new place in a hurry.", "Maria: I'm helping my cousin move next weekend."),
    ("Gina: Since I lost my job, things have been tough.", "Gina: I opened an online clothing store and it's going great."),
    ("Melanie: We went camping in the mountains.", "Melanie: We moved our camping trip to August."),
    ("Caroline: I joined a mentorship program.", "Caroline: I no longer feel scared to be myself."),
    # attribute statements about other attributes
    ("My manager is Karen.", "My mentor is Luis."),
    ("The launch party is on June 5.", "The launch party is at the rooftop bar."),
    ("I work at KPMG.", "My office at KPMG is on the 12th floor."),
    ("The demo is on Thursday.", "The demo covers the new billing flow."),
    ("We use Slack for team chat.", "We use Zoom for calls."),
    ("My favorite series is The Wire.", "My favorite movie is Heat."),
    ("My daughter is 6.", "My son is 9."),
    ("I have two cats.", "I have one dog."),
    ("John plays basketball.", "John plays the guitar too."),
    ("I live in Austin.", "I grew up in Houston."),
    # other languages
    ("Ich arbeite bei Siemens.", "Ich bin gestern von München nach Berlin gefahren."),
    ("Wir nutzen Jira.", "Wir haben das Teammeeting auf Freitag verschoben."),
    ("Ich wohne in Köln.", "Meine Schwester ist nach Bonn gezogen."),
    ("Je travaille chez Renault.", "J'ai quitté le bureau tôt aujourd'hui."),
    ("J'aime le jazz.", "Je ne bois plus de café le soir."),
    ("J'habite à Lyon.", "Mon frère a déménagé à Nantes."),
    ("Trabajo en Telefónica.", "Dejé las llaves en la oficina."),
    ("Vivo en Madrid.", "Mi hermano se mudó a Valencia."),
    ("Moro em Lisboa.", "O meu irmão mudou-se para o Porto."),
    ("Trabalho na Petrobras.", "Saí do escritório mais cedo hoje."),
    ("Lavoro a Milano.", "Mia sorella si è trasferita a Roma."),
    ("Uso Windows sul portatile.", "Sono passato dal supermercato dopo il lavoro."),
    ("我在阿里巴巴工作。", "我昨天从公司搬了一些书回家。"),
    ("我喜欢跑步。", "我换了一双新跑鞋。"),
    ("我住在上海。", "我妹妹搬到北京了。"),
]


#: Written AFTER the clause rules, to probe their precision (so not part of the figures above): the
#: same verbs where nothing that the old memory says stops being true — an attitude or a past visit
#: outlasts leaving ("I love Paris" / "I left Paris"), a two-object "left Google a review", someone
#: else's move, a one-off or temporary change ("for this week only": flagged at most). None may
#: supersede.
PRECISION_PROBES: list[tuple[str, str]] = [
    ("I love Paris.", "I left Paris yesterday after a great week."),
    ("I work at Google.", "I left Google's office at 6 today."),
    ("I work at Google.", "I left Google a review on Maps."),
    ("The meeting is on Monday.", "We moved the meeting notes to Confluence."),
    ("Our office is in Berlin.", "We moved the Berlin office's servers to Frankfurt."),
    ("I drive a Honda.", "I sold my old bike."),
    ("I live in Boston.", "My parents moved from Boston to Florida."),
    ("I live in Boston.", "Mike moved from Boston to Denver."),
    ("My favorite band is Radiohead.", "Radiohead switched labels in 2007."),
    ("I'm learning Spanish.", "I stopped learning for a while because of exams."),
    ("I work at the hospital.", "I left work early to pick up the kids."),
    ("The standup is at 9:30.", "The standup moved to 10:00 for this week only."),
    ("I use Windows.", "I switched the TV to HDMI 2."),
    ("My sister lives in Denver.", "I moved out of Denver."),
    ("I like running.", "I stopped running for a bit after the marathon."),
    ("I enjoy hiking in the Alps.", "We left the Alps on Sunday."),
    ("Caroline: I love painting sunsets.", "Caroline: I gave up painting for the summer."),
    ("I'm a member of the chess club.", "My brother quit the chess club."),
    ("We use Slack at work.", "We moved the Slack channel for the launch to a private one."),
    ("I visited Rome in 2019.", "I left Rome for Florence on the third day."),
    ("Ich wohne in Köln.", "Ich bin gestern aus Köln abgereist."),
    ("J'adore Paris.", "J'ai quitté Paris hier soir."),
    ("Me encanta Madrid.", "Dejé Madrid el lunes después del congreso."),
    ("My manager is Karen.", "Karen moved our one-on-one to Friday."),
    ("The gym opens at 6am.", "I switched gyms to one closer to home."),
]
