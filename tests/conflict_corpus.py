# ruff: noqa: E501  (one labelled pair per line reads best)
"""Labelled statement pairs for conflict and duplicate handling (``zeusmem.rules.claims``).

Written for these tests (no evaluation data copied): each pair is ``(old, new)``, stored in that
order by the same user in a fresh scope.

* ``CORRECTIONS``: the newer one explicitly corrects or updates the older one ("no longer",
  "instead of", "from X to Y", "replaced X with Y", "switched to", "not X but Y", "now", a
  "Correction:" prefix ...), in several styles and languages: the old one must be superseded.
* ``VALUE_UPDATES``: near-duplicates that change one value (a number, version, name, place,
  language, time or a negation) without saying "correction": never rejected as ``duplicate``;
  the old one superseded or flagged (an open conflict).
* ``COMPATIBLE``: two statements about the same subject that are both true (speaker-prefixed
  dialog, notes, TODOs, list items, observations, refinements, several languages, sentences that
  merely contain "not", "now", "actually" or "moved"): both must stay active.
* ``RESTATEMENTS``: the same thing said again: rejected as ``duplicate`` naming the old one.
"""

from __future__ import annotations

CORRECTIONS: list[tuple[str, str]] = [
    # "no longer" / "not ... anymore"
    ("I live in Munich.", "I no longer live in Munich; I moved to Berlin."),
    ("Alice works at Initech as a data engineer.", "Alice no longer works at Initech, she joined Globex in May."),
    ("We use Jenkins for CI.", "We don't use Jenkins anymore, CI runs on GitHub Actions now."),
    ("The team meets every Monday at 9am.", "The team no longer meets on Mondays; the meeting is on Tuesdays now."),
    ("Bob is the on-call engineer this week.", "Bob is not on call anymore, Priya took over the rotation."),
    ("I drink coffee every morning.", "I no longer drink coffee in the morning, I switched to green tea."),
    # "instead of" / "rather than"
    ("The API is written in Flask.", "The API is written in FastAPI instead of Flask."),
    ("Deploys go to us-east-1.", "Deploys go to eu-west-1 instead of us-east-1 from now on."),
    ("The nightly backup runs at 2am.", "The nightly backup runs at 4am rather than 2am."),
    # "from X to Y"
    ("Standup is at 9:30 in room 4.", "Standup moved from 9:30 to 10:00."),
    ("The release is planned for March 3.", "The release date changed from March 3 to March 17."),
    ("The service runs on Python 3.10.", "We upgraded the service from Python 3.10 to Python 3.12."),
    ("The frontend uses webpack.", "The frontend migrated from webpack to Vite last sprint."),
    ("My phone plan costs 40 euros a month.", "My phone plan went from 40 to 25 euros a month."),
    # "replaced X with Y" / "swapped"
    ("We store sessions in Memcached.", "We replaced Memcached with Redis for sessions."),
    ("The API uses MySQL 5.7 for storage.", "We replaced MySQL with PostgreSQL 16 for the API."),
    ("The docs site is built with Sphinx.", "The docs site: Sphinx was replaced by MkDocs."),
    ("Our logging goes to Papertrail.", "We swapped Papertrail for Grafana Loki for logging."),
    # "switched to" / "moved to" / "changed to" (the old value is the slot's current one)
    ("My editor is VS Code.", "I switched from VS Code to Neovim as my editor."),
    ("The default branch is master.", "The default branch was changed to main."),
    ("The office is in Shoreditch.", "The office moved to Canary Wharf in June."),
    ("The standup is at 9am.", "The standup is now at 10am."),
    ("The project database is PostgreSQL.", "The project database is now MySQL 8."),
    # "X, not Y" / "not X but Y" / "Correction:" / "Actually"
    ("Carol's birthday is on May 4.", "Correction: Carol's birthday is May 14, not May 4."),
    ("The user prefers answers in English.", "Correction: the user prefers answers in German, not English."),
    ("Our database is PostgreSQL.", "Not PostgreSQL, the database is MySQL."),
    ("The meeting is on Monday.", "Actually, the meeting is on Tuesday, not Monday."),
    ("The deadline is Friday.", "Update: the deadline moved to next Wednesday, not Friday."),
    ("Mark prefers Slack for urgent questions.", "Correction: Mark prefers phone calls for urgent questions, not Slack."),
    ("The budget for Q3 is 20,000 dollars.", "Correction: the Q3 budget is 25,000 dollars."),
    ("The staging URL is staging.example.com.", "Fix: the staging URL is stage.example.org, not staging.example.com."),
    ("Timezone: Europe/Berlin", "Correction: timezone is America/New_York, not Europe/Berlin."),
    # speaker-prefixed and noted corrections
    ("Maria: I volunteer at the shelter on Saturdays.", "Maria: I no longer volunteer on Saturdays, I go on Sundays now."),
    ("Note: the wiki lives in Confluence.", "Note: the wiki moved from Confluence to Notion."),
    ("- CI: CircleCI", "- CI: switched from CircleCI to Buildkite"),
    # other languages
    ("Ich wohne in Hamburg.", "Ich wohne nicht mehr in Hamburg, sondern in Köln."),
    ("Die Datenbank ist PostgreSQL.", "Korrektur: Die Datenbank ist nicht PostgreSQL, sondern MySQL."),
    ("Das Meeting ist am Montag um 10 Uhr.", "Das Meeting wurde von Montag auf Mittwoch verschoben."),
    ("J'habite à Lyon.", "Je n'habite plus à Lyon, j'habite à Marseille maintenant."),
    ("L'équipe utilise Jira.", "L'équipe utilise Linear au lieu de Jira."),
    ("Vivo en Madrid.", "Ya no vivo en Madrid, ahora vivo en Sevilla."),
    ("El servidor usa Ubuntu 20.04.", "El servidor usa Debian 12 en lugar de Ubuntu 20.04."),
    ("项目数据库是 PostgreSQL。", "更正：项目数据库不是 PostgreSQL，是 MySQL。"),
    ("周会在周一上午十点。", "周会从周一改到周三了。"),
    ("Eu moro em Lisboa.", "Não moro mais em Lisboa, agora moro no Porto."),
]

VALUE_UPDATES: list[tuple[str, str]] = [
    ("The user prefers answers in English.", "The user prefers answers in Spanish."),
    ("The backend uses Django 4.2.", "The backend uses Django 5.1."),
    ("The app targets Android 12.", "The app targets Android 14."),
    ("Node version is 18.", "Node version is 22."),
    ("The weekly sync is on Thursdays at 3pm.", "The weekly sync is on Thursdays at 4pm."),
    ("The weekly sync is on Thursdays at 3pm.", "The weekly sync is on Fridays at 3pm."),
    ("Alice's manager is Tom.", "Alice's manager is Sarah."),
    ("The team lead for payments is Raj.", "The team lead for payments is Mei."),
    ("My sister lives in Toronto.", "My sister lives in Vancouver."),
    ("The conference is in Lisbon this year.", "The conference is in Porto this year."),
    ("Prefers responses written in French.", "Prefers responses written in Italian."),
    ("The cluster has 12 nodes.", "The cluster has 16 nodes."),
    ("The rent is 1200 euros per month.", "The rent is 1350 euros per month."),
    ("I am allergic to peanuts.", "I am not allergic to peanuts."),
    ("The feature flag is enabled in production.", "The feature flag is not enabled in production."),
    ("The build uses Gradle 7.6.", "The build uses Gradle 8.5."),
    ("The API rate limit is 100 requests per minute.", "The API rate limit is 300 requests per minute."),
    ("Dinner with the Hendersons is on Saturday.", "Dinner with the Hendersons is on Sunday."),
    ("The kids' school starts at 8:15.", "The kids' school starts at 8:45."),
    ("Carlos: My favorite band is Radiohead.", "Carlos: My favorite band is Portishead."),
    ("The default language of the docs is German.", "The default language of the docs is English."),
    ("The project uses React 17.", "The project uses React 18."),
    ("Die Sprache der Antworten ist Deutsch.", "Die Sprache der Antworten ist Englisch."),
    ("Le serveur de production est à Paris.", "Le serveur de production est à Francfort."),
    ("The on-call phone rotation starts in January.", "The on-call phone rotation starts in March."),
]

COMPATIBLE: list[tuple[str, str]] = [
    # speaker-prefixed dialog (the label is who speaks, not an attribute)
    ("Caroline: I went to a LGBTQ support group yesterday and it was so powerful.", "Caroline: I'm thinking about going to a pride parade next month."),
    ("Melanie: I'm swamped with the kids & work.", "Melanie: I painted a sunrise last year, it's my favorite painting."),
    ("Caroline: Hey Mel! Good to see you! How have you been?", "Caroline: The transgender stories were so inspiring!"),
    ("Jon: I lost my job as a banker last month.", "Jon: I'm starting my own dance studio."),
    ("Gina: My clothing store is doing well.", "Gina: I got a new dog, his name is Biscuit."),
    ("Nate: I won my first video game tournament last week!", "Nate: I also make dairy-free ice cream at home."),
    ("Joanna: I finished my screenplay and sent it to a festival.", "Joanna: No, I haven't heard back from them yet."),
    ("Tim: I'm reading a fantasy book by Patrick Rothfuss.", "Tim: I'm busy with assignments and exams this week."),
    ("John: Wait, you ran a marathon? That's amazing!", "John: I volunteer at the food bank on weekends."),
    ("Maria: Actually, I really enjoyed the cooking class.", "Maria: I took my kids to the aquarium on Sunday."),
    ("Caroline: I'm not sure yet what I'll study.", "Caroline: I'm looking into counseling and mental health careers."),
    ("Melanie: We moved to a bigger house last year.", "Melanie: The house has a garden where the kids play."),
    ("Dave: Now I'm learning to play the violin.", "Dave: I play the guitar in a band."),
    ("Evan: Thanks, Sam! See you tomorrow.", "Evan: My car broke down on the highway yesterday."),
    # observations about a person (a name is a subject, not an attribute slot)
    ("Joanna is lactose intolerant.", "Joanna is curious about more tips for dairy-free baking."),
    ("Tim is currently reading a fantasy book by Patrick Rothfuss which he finds awesome.", "Tim is busy with assignments and exams this week, but is not giving up."),
    ("Caroline is a transgender woman.", "Caroline is passionate about LGBTQ rights."),
    ("Melanie is a mother of three.", "Melanie is into pottery and painting."),
    ("John is a software engineer.", "John is training for a half marathon."),
    ("Maria is volunteering at a homeless shelter.", "Maria is planning a charity fundraiser."),
    ("Gina is the owner of a clothing store.", "Gina is working with fashion bloggers to promote her store."),
    ("Jon is passionate about dancing.", "Jon is looking for a location for his dance studio."),
    ("Nate is a professional gamer.", "Nate is hosting a cooking show online."),
    ("Sam is excited about the camping trip.", "Sam is nervous about the job interview."),
    # notes, TODOs and list items (the prefix is no subject)
    ("Note: deploys freeze on Fridays.", "Note: the release checklist lives in the wiki."),
    ("TODO: renew the TLS certificate.", "TODO: update the on-call schedule."),
    ("Note: Bob owns the billing service.", "Note: Alice reviews all database migrations."),
    ("- uses PostgreSQL for the main database", "- uses Redis for caching"),
    ("- likes hiking", "- likes photography"),
    ("* speaks French", "* speaks Spanish"),
    ("1. Buy milk", "2. Call the dentist"),
    ("FYI: the office is closed on Monday.", "FYI: lunch is provided on Thursday."),
    ("Reminder: pay the electricity bill.", "Reminder: book the flights to Rome."),
    # attribute statements about different attributes or refinements
    ("The project database is PostgreSQL.", "The project cache is Redis."),
    ("The database is PostgreSQL.", "The database is PostgreSQL 16."),
    ("The project database is PostgreSQL.", "The project database is PostgreSQL with the pgvector extension."),
    ("The main language of the backend is Python.", "The main language of the frontend is TypeScript."),
    ("Alice's editor is Vim.", "Bob's editor is Emacs."),
    ("The deploy target is AWS.", "The staging target is a local Kubernetes cluster."),
    ("Prefers dark theme in all editors.", "Prefers a dark theme."),
    ("Prefers concise answers.", "Prefers answers with code examples."),
    ("The API is written in Go.", "The API is documented with OpenAPI 3.1."),
    ("Our CI runs on GitHub Actions.", "Our CD pipeline uses Argo CD."),
    ("The user's timezone is Europe/Berlin.", "The user's preferred language is German."),
    ("Alice is the tech lead.", "Alice is vegetarian."),
    ("The meeting is on Monday.", "The meeting room is 4B."),
    ("The backend uses Django.", "The backend uses Celery for background jobs."),
    ("My favorite food is sushi.", "My favorite drink is lemonade."),
    ("The password manager is 1Password.", "The VPN is WireGuard."),
    # multi-valued facts (both true)
    ("Alice speaks French.", "Alice speaks Spanish."),
    ("I have a cat named Luna.", "I have a dog named Max."),
    ("We use Sentry for error tracking.", "We use Datadog for metrics."),
    ("The team uses Python for data pipelines.", "The team uses Rust for the CLI."),
    ("I play tennis on Tuesdays.", "I play chess on Thursdays."),
    ("My brother lives in Oslo.", "My sister lives in Bergen."),
    ("I visited Japan in 2019.", "I visited Peru in 2022."),
    ("Likes jazz.", "Likes classical music too."),
    # sentences with "not", "now", "actually", "instead", "moved", "changed" that correct nothing
    ("The tests are slow.", "It's not the database, the tests are slow because of the network mocks."),
    ("I love my new job.", "Now I finally have time to cook dinner every night."),
    ("We adopted a puppy.", "Actually, the puppy sleeps in our bedroom."),
    ("I'm training for a 10k.", "Instead of running today I went swimming."),
    ("The kids love the beach.", "The movie really moved me, I cried at the end."),
    ("My daughter started school.", "Her handwriting changed a lot this year."),
    ("Alice joined the platform team.", "Alice is not a fan of long meetings."),
    ("The new office has a gym.", "We moved the team offsite to March."),
    ("I usually take the train to work.", "Not today though, I worked from home."),
    ("The cafe near the office serves great coffee.", "I drink tea now and then."),
    ("The garden has tomatoes and basil.", "No, we don't grow potatoes."),
    ("Sam runs the weekly book club.", "Rather than a novel, we're reading poetry this month."),
    # events that differ (both happened)
    ("Went to the beach with the kids last week.", "Went to the science museum with the kids on Saturday."),
    ("Melanie: We went camping at the lake in June.", "Melanie: We went camping in the mountains in August."),
    ("Had lunch with Priya on Tuesday.", "Had coffee with Omar on Wednesday."),
    ("Fixed the login bug in the mobile app.", "Fixed the payment bug in the web app."),
    ("Caroline: I painted a lake sunrise.", "Caroline: I painted a portrait of my grandma."),
    # other languages
    ("Ich trinke gern Kaffee.", "Ich fahre jeden Tag mit dem Fahrrad zur Arbeit."),
    ("Notiz: Das Team trifft sich montags.", "Notiz: Das Budget wird im Mai geplant."),
    ("Anna spricht Deutsch.", "Anna spricht auch Englisch."),
    ("Je travaille chez Airbus.", "Je fais du vélo le week-end."),
    ("Marie : J'ai adopté un chat.", "Marie : Le chat s'appelle Minou."),
    ("Me gusta el café.", "Ahora estoy aprendiendo a tocar la guitarra."),
    ("El proyecto usa PostgreSQL.", "El proyecto usa Redis para la caché."),
    ("我喜欢喝茶。", "我周末去爬山。"),
    ("项目使用 PostgreSQL。", "项目使用 Redis 做缓存。"),
    ("Eu gosto de futebol.", "Eu estudo engenharia."),
    ("Lavoro a Milano.", "Nel tempo libero suono il pianoforte."),
    # same subject, compatible details
    ("The API is deployed on Kubernetes.", "The API has three replicas in production."),
    ("Alice prefers Python.", "Alice prefers type hints in Python code."),
    ("The user is a backend developer.", "The user is learning Rust on weekends."),
    ("Our sprint is two weeks long.", "Our sprint review is on the last Friday."),
    ("Priya leads the mobile team.", "Priya started at the company in 2021."),
    ("The cat is called Luna.", "The cat is 4 years old."),
    ("I have two kids.", "My kids are 5 and 7 years old."),
    ("The repository uses trunk-based development.", "The repository requires two approvals per pull request."),
    ("The staging database is refreshed weekly.", "The staging database is a copy of production."),
    ("Tom is allergic to cats.", "Tom is not allergic to dogs."),
]

RESTATEMENTS: list[tuple[str, str]] = [
    ("Prefers dark theme", "Prefers a dark theme"),
    ("The project database is PostgreSQL.", "The project's database is PostgreSQL"),
    ("Alice likes green tea in the morning.", "Alice likes green tea in the mornings."),
    ("We use GitHub Actions for CI.", "We use GitHub Actions for our CI."),
    ("The user prefers short answers.", "The user prefers short answers!"),
    ("Caroline: Thanks, Melanie! See you soon.", "Caroline: Thanks Melanie, see you soon!"),
    ("Deploys happen on Tuesdays.", "Deploys happen every Tuesday."),
    ("Standup is at 9:30.", "The standup is at 9:30."),
    ("Ich trinke gern Kaffee.", "Ich trinke gerne Kaffee."),
    ("The API is written in Go.", "Our API is written in Go."),
]
