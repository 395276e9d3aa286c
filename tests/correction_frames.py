"""Own development probes of ``corr6`` (issue 25): frames said again with one value replaced, in the styles
the fifth corpus's test docstring names (terse developer and ops notes, ``key: value`` facts, meeting-note
decisions, third-person summaries, lowercase and emoji, a correction after chatter, twelve languages),
written by the rule author from that description only, never from the corpus's pairs. They are not held
out: they are what :func:`zeusmem.rules.claims.substitutes` was developed on.
"""

from __future__ import annotations

Pair = tuple[str, str]  # (OLD, NEW)

CORRECTIONS: list[Pair] = [
    ("prod db: pg14", "prod db: pg14 -> pg16"),
    ("prod db is postgres 14", "prod db upgraded, now postgres 16"),
    ("standup 9:00 daily", "standup now 9:30"),
    ("ci: jenkins", "ci: github actions (jenkins retired)"),
    ("deploy day = tuesday", "deploy day: thursday from now on"),
    ("oncall: weekly rotation", "oncall -> biweekly rotation"),
    ("team lead: sara", "team lead: omar"),
    ("api timeout 30s", "api timeout → 60s"),
    ("Decision: we use Kafka for events.", "Meeting notes: dropped Kafka, going with NATS."),
    ("Decision: launch on May 3.", "Decision update: launch pushed to May 17."),
    ("Mtg notes: vendor = Acme.", "Mtg notes: switching vendor to Globex, Acme contract not renewed."),
    ("Ana works at Stripe.", "Ana left Stripe in March and joined Figma."),
    ("The user lives in Leeds.", "The user has since relocated to Bristol."),
    ("User's partner is called Tom.", "User mentioned she and Tom split up; now dating Raj."),
    ("i live in berlin", "moved to hamburg last month lol"),
    ("my fav coffee place is bean there", "bean there closed :( new fav is kaffeeklatsch"),
    ("I work at deloitte", "quit deloitte!! starting at kpmg monday 🎉"),
    ("My phone number is 0151 2345678.", "new number: 0176 9988776"),
    ("my gym is on main st", "switched gyms, the one on main st got too crowded. going to flexfit now"),
    ("I drive a golf.", "Sold the golf. Long week btw. Anyway I'm driving a Model 3 now."),
    ("The offsite is in Lisbon.", "Quick update on the offsite. Lots of back and forth. It's Porto now, not Lisbon."),
    ("wifi pw is on the fridge", "wifi pw changed, it's in 1password now"),
    ("node version: 18", "bumped node to 20 across all services"),
    ("release train: every 2 weeks", "release train is weekly starting next sprint"),
    ("Wir nutzen Jira.", "Jira ist raus, wir sind auf Linear umgestiegen."),
    ("On se voit le mardi.", "Finalement c'est le jeudi, plus le mardi."),
    ("Trabajo en Telefónica.", "Ya no estoy en Telefónica, ahora trabajo en BBVA."),
    ("Mieszkam w Krakowie.", "Przeprowadziłem się do Warszawy."),
    ("İstanbul'da yaşıyorum.", "Artık Ankara'da yaşıyorum."),
    ("저는 서울에 살아요.", "지금은 부산에 살아요."),
    ("我在北京工作。", "我已经不在北京工作了，现在在上海。"),
    ("私の上司は田中さんです。", "上司が変わって、今は鈴木さんです。"),
    ("मैं दिल्ली में रहता हूँ।", "अब मैं मुंबई में रहता हूँ।"),
    ("Ik woon in Utrecht.", "Ik woon nu in Amsterdam."),
    ("Abito a Roma.", "Mi sono trasferito a Milano."),
    ("Moro em Lisboa.", "Agora moro no Porto."),
]

COMPATIBLE: list[Pair] = [
    ("prod db: pg14", "staging db: pg16"),
    ("standup 9:00 daily", "standup at 9:30 tomorrow only"),
    ("team lead: sara", "design team lead: omar"),
    ("api timeout 30s", "db timeout 5s"),
    ("Decision: we use Kafka for events.", "Meeting notes: might evaluate NATS next quarter?"),
    ("Ana works at Stripe.", "Ana's brother left Stripe and joined Figma."),
    ("i live in berlin", "my sister moved to hamburg last month"),
    ("I work at deloitte", "thinking about quitting deloitte tbh"),
    ("My phone number is 0151 2345678.", "my work number: 0176 9988776"),
    ("I drive a golf.", "renting a Model 3 for the trip next week"),
    ("The offsite is in Lisbon.", "Offsite agenda: day 1 workshops, day 2 boat trip. Lisbon hotel booked."),
    ("node version: 18", "python version: 3.12"),
    ("Wir nutzen Jira.", "Wir nutzen auch Confluence."),
    ("Trabajo en Telefónica.", "Mi hermano trabaja en BBVA."),
    ("저는 서울에 살아요.", "부모님은 부산에 살아요."),
    ("I speak French.", "I speak Spanish too."),
    ("i used to live in berlin", "i live in hamburg"),
    ("Plays tennis on Saturdays.", "Rain cancelled tennis this Saturday, so we played squash instead."),
    ("I work from the office on Mondays.", "I left the office early today, now home."),
    ("Tengo un gato.", "Mi vecina ahora tiene dos gatos."),
]

#: "They moved ..." / "My company switched ...": someone else (an impersonal or third-person subject, an
#: organisation) changes something the speaker's own memory does not name
OTHER_MOVERS: list[Pair] = [
    ("I live in Munich.", "They moved to Lisbon last year."),
    ("I live in Munich.", "They moved to Berlin."),
    ("I work at Google.", "They moved to Amazon."),
    ("My phone is an iPhone 12.", "They switched to Android."),
    ("I live in Munich.", "My company moved to Berlin."),
    ("I live in Austin.", "My company switched to a four-day week."),
    ("I use VS Code.", "My company switched to Slack."),
    ("I drive a Honda Civic.", "My company switched health insurers to Aetna."),
    ("I work at Acme.", "My company moved to a new building downtown."),
    ("I use Slack with my family.", "My company switched to Teams."),
    ("Ich wohne in München.", "Sie sind nach Berlin gezogen."),
    ("J'habite à Lyon.", "Ils ont déménagé à Paris."),
    ("I'm vegetarian.", "They switched the cafeteria menu to vegan only."),
]

#: ... and the same subjects changing what the speaker's memory names, or the speaker: still a change
MOVERS_THAT_CHANGE: list[Pair] = [
    ("Our standup is at 9:00.", "They moved standup to 9:30."),
    ("My office is on the third floor.", "They moved the office to the fifth floor."),
    ("We use Slack for team chat.", "Company moved us from Slack to Teams."),
    ("My yoga class is on Tuesdays.", "They moved my yoga class to Thursdays."),
]
