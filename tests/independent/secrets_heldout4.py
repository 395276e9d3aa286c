"""Held-out corpus 4 for the secret gate: texts zeusmem must refuse to store, and look-alikes it must keep.

Who, how, when
    Written on 2026-12-05 by an independent evaluation-data author (a helper session started for this purpose), on
    branch corpus6. The author was kept blind to the implementation: nothing under zeusmem/, docs/, tests/ (other
    than this file), bench/ or any other worktree was opened, listed or grepped, no other corpus was read, and the
    gate was never run on these texts. Texts were written by hand as templates; every random part (key bodies,
    digits, passwords) was filled by a throw-away script kept outside the repository, seeded with
    random.Random(20261205), using the standard library plus `cryptography` (RSA/EC/Ed25519 private keys, SSH and
    PEM public keys, a self-signed certificate) and `mnemonic` (BIP39 phrases). Formats come from public provider
    documentation as remembered by the author, cross-checked with the `search` tool against public secret-scanner
    rules (gitleaks, secretlint, detect-secrets, YARA rules) for Anthropic, Airtable, Alibaba, Postman, Grafana and
    1Password. No live credential is included and no value is copied from documentation, except well-known
    published test/example values, which are all in BENIGN.

Counts
    SECRETS: 261 (backup_codes 4, bank 2, card 3, chat 6, ci 4, code 67, csv 3, email 4, export 4, home 10, id 2,
        json 2, k8s 2, license 5, log 3, makefile 2, md 4, otp 1, pem 2, recovery 7, seed 1, shell 24, sql 7, ssn 1,
        talk 80, terraform 6, ticket 3, tsv 1, yaml 1).
    BENIGN: 323 (2fa 2, age 1, aws 6, bank 1, build 3, captcha 1, chess 2, ci 2, code 35, colors 1, compose 1,
        config 1, csv 4, data 2, docs_example 4, email 3, export 1, flight 1, gcp 1, geo 1, hash 16, home 6, iban 2,
        imei 1, invoice 1, ip 1, k8s 4, license 4, log 3, mac 1, makefile 1, masked 10, math 2, md 4, order 1, pem
        2, pgp 2, phone 1, placeholder 32, policy 3, ports 1, pwmanager 1, recovery 1, room 1, score 1, sec 3,
        serial 1, shell 10, sql 8, ssh 3, talk 84, terraform 4, testvector 10, ticket 3, time 1, tracking 2,
        truncated 2, url 10, uuid 4, vin 1, wallet 2).

Emphasis (different from earlier corpora)
    1. Secrets inside source code as pasted: Python (Django settings, boto3, requests, SDK clients, Jupyter cells
       and .ipynb JSON), JavaScript/TypeScript, Go, Java/Spring properties, Kotlin, C#, Ruby, PHP, Rust, shell
       scripts and history lines (export, mysql -p..., sshpass -p, PGPASSWORD=, twine -p, docker login), SQL
       (CREATE USER ... PASSWORD, ALTER ROLE, IDENTIFIED BY, CREATE LOGIN, dblink), Terraform/HCL and tfvars,
       Makefiles, GitHub Actions / GitLab CI / CircleCI with inline tokens, Kubernetes Secrets in base64.
    2. Provider formats beyond the usual: OpenAI sk-proj-, Anthropic sk-ant-api03-, Hugging Face hf_, GitLab glpat-,
       Slack xoxb-/xoxp-/xapp- and webhook URLs, Discord bot token and webhook URL, Telegram bot tokens, Twilio AC
       sid + auth token and SK keys, SendGrid SG.x.y, Mailgun key-, Shopify shpat_, DigitalOcean dop_v1_, Datadog
       API/app keys (named), New Relic NRAK-, PyPI pypi-AgEIcHlwaS5vcmc..., Docker Hub dckr_pat_, Vault hvs.,
       Doppler dp.st., Linear lin_api_, Notion secret_/ntn_, Airtable pat...., Google AIza, legacy FCM server keys,
       a GCP service-account JSON with its private_key, Supabase service_role JWT, Azure SAS URL (sig=), Atlassian
       ATATT3x, Okta SSWS 00..., Cloudflare tokens (named), Mapbox sk., Square EAAA, Braintree
       access_token$production$..., Postman PMAK-, Grafana glsa_, Sentry DSN with secret and sntrys_ auth token,
       Heroku API key (a UUID, named), Alibaba LTAI, Tencent AKID, Yandex y0_/AQVN, Naver and Kakao keys (Korean
       comments), GitHub ghp_ with a valid CRC32 checksum and github_pat_.
    3. Secrets in the user's own words in 20 languages (Hindi, Arabic, Turkish, Vietnamese, Indonesian, Polish,
       Greek, Hebrew, Thai, Swahili, Ukrainian, Czech, Korean, Japanese, Chinese, Brazilian Portuguese, Dutch,
       Tagalog, Bengali, Persian): 4 secrets (password, PIN, Wi-Fi key, door/gate code, often without the word
       "password") and 4 benign lines (talk about passwords, prices, flights/trains, rooms and extensions, scores)
       per language; kinds talk_xx.
    4. Other places: forwarded emails and support tickets, CSV/TSV rows, Markdown runbooks, password-manager exports
       (Bitwarden, KeePass, Chrome, 1Password Emergency Kit), 2FA backup-code lists, recovery keys (Apple,
       Microsoft, Bitwarden, FileVault, Proton, Signal/WhatsApp PINs), router labels, voicemail/alarm/garage/safe/
       lockbox/bike-lock codes, SIM PUK, an unlock pattern described in words, cards, national ids with a name.
    Benign look-alikes come from the same places: code that reads secrets from env, secret managers, keyrings or
    prompts; placeholders and masked or truncated values with real prefixes; commit SHAs, image digests, Git LFS
    oids, npm/pip/cargo/go.sum hashes, SRI hashes, ARNs, 12-digit AWS account ids, i-/sg-/vpc-/subnet- ids, UUIDs,
    build ids and versions; RFC test vectors (RFC 6238, 4231, 4648, 6070), jwt.io's sample token, the BIP39
    "abandon ... about" vector, the Stripe test card, AWS documentation example keys, EICAR; SSH/PGP/PEM public
    keys, a self-signed certificate, fingerprints, wallet and age recipient addresses, IBANs given to pay; URLs with
    random-looking ids, base64 images, colours, coordinates, chess, math, CAPTCHAs, tracking/order/invoice numbers,
    a Luhn-valid IMEI, password-policy text, scanner rules and regexes, SQL with password_hash columns.

Decisions
    - A credential is a secret wherever it sits (code, comment, log, traceback, URL userinfo, base64 in a
      Kubernetes Secret, split over lines, spaced groups).
    - Placeholders, masked or truncated values are benign even with a real prefix (sk-proj-..., hf_XXXX,
      <token>, ${VAR}, {{ secret }}, ****, REDACTED), as are values a config or command takes from elsewhere (env
      var, secret manager, keyring, prompt, var.x in Terraform, secretKeyRef).
    - Well-known published test or documentation values (RFC vectors, jwt.io sample, AWS EXAMPLE keys, Stripe
      4242 card, BIP39 "abandon ... about", Slack's T00000000 webhook example, Telegram's docs token shape) are
      benign, and each says where it comes from.
    - Software licence keys: a product activation key, serial or activation code that the user bought (Windows
      retail, Office, JetBrains, Adobe, a Steam key) is a SECRET: it is a bearer value, anyone who reads it can
      use it. Publicly published generic keys (Microsoft's KMS client setup key / GVLK), licence identifiers
      (SPDX ids, a licence id used for seat management) and "MIT licensed" are BENIGN.
    - Password hashes (bcrypt/argon2 in a fixture or doc), and ordinary hashes are benign; a live session
      cookie or Django SECRET_KEY is a secret.
    - Public keys, certificates, fingerprints, wallet addresses, IBANs and account details to pay are benign;
      private keys, WIF, seed phrases and recovery phrases are secrets.
    - A Heroku API key is a plain UUID; it counts as a secret only when named as an API key or put in
      HEROKU_API_KEY; a UUID named as an app/request/tenant id is benign.
    - Card numbers are Luhn-valid when secret; a Luhn-valid IMEI labelled as an IMEI is benign. The GitHub
      classic token carries a valid CRC32 (base62) checksum, the WIF key a valid Base58Check checksum, and the
      national ids their check digits (PESEL, Aadhaar/Verhoeff, Brazilian CPF, Turkish TC Kimlik No).
    - Kinds are context/type: the part before the slash is where the text comes from (code/python, shell/history,
      sql, terraform, ci, email, csv, talk_xx, home, placeholder, masked, testvector, hash, uuid, aws...), the part
      after names the credential or the look-alike.
"""

SECRETS: list[tuple[str, str]] = [
    ('code/python:openai', (
         'from openai import OpenAI\nclient = OpenAI(api_key="sk-proj-b0ccY4xnjHsdZ3Y1QDRmfyJPyWl93lbP6F'
         'igT-0hzromVAy3I5CE7r8ymuCQ0AbaJOOKkelDuvT3BlbkFJ1ZNFE27bemvB7KuIFW1MOlKE2YsaeDio_m-7UmE6dQR4lJ'
         'fPRzesrc98XD5YbMa3C2o-33rK99")\nresp = client.responses.create(model="gpt-4.1-mini", input="pi'
         'ng")'
        )),
    ('code/python:anthropic', (
         'import anthropic\n\nclient = anthropic.Anthropic(\n    api_key="sk-ant-api03-nehpdLQ5yvq3I2H87'
         'EZyOl2ff8Z2ucn19Oi-r2uSeVWzyDdPEgVOx_FQ9Vn9uSfKfJKOin1o-lb0c3pWyUxHQAIQaKbKHAA",\n)\nmsg = cli'
         'ent.messages.create(model="claude-sonnet-4-5", max_tokens=256, messages=[...])'
        )),
    ('code/python:django', (
         "# settings.py (prod)\nDEBUG = False\nSECRET_KEY = 'v1l2p_*y2q6^so&r@ags63*f*dr28(@ll)$pyx6fnk$"
         "h#nw*zr'\nALLOWED_HOSTS = ['shop.example.org']"
        )),
    ('code/python:django_db', (
         "DATABASES = {\n    'default': {\n        'ENGINE': 'django.db.backends.postgresql',\n        '"
         "NAME': 'orders',\n        'USER': 'orders_app',\n        'PASSWORD': 'nSBZKE4cxK&FXADOmk',\n  "
         "      'HOST': 'db-prod-1.internal',\n    }\n}"
        )),
    ('code/python:boto3', (
         "s3 = boto3.client(\n    's3',\n    aws_access_key_id='AKIATYYINZRQ24G7652F',\n    aws_secret_a"
         "ccess_key='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',\n    region_name='eu-west-1',\n)"
        )),
    ('code/python:requests', (
         'r = requests.get("https://api.linear.app/graphql", headers={"Authorization": "lin_api_a7RMtrgy'
         'mvim0ayZJjhO8blWJsFPGfpXdQVhSLC2"}, json={"query": q})'
        )),
    ('code/python:hf', (
         'from huggingface_hub import login\nlogin(token="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")  # TOD'
         'O move to env before pushing'
        )),
    ('code/python:telegram', (
         "import telebot\nbot = telebot.TeleBot('2067949643:AAUdUnYpkKyqgQQL4g8MrB5nFpqbZWrNnRV')\n\n@bo"
         "t.message_handler(commands=['start'])\ndef start(m):\n    bot.reply_to(m, 'hi')"
        )),
    ('code/python:twilio', (
         'from twilio.rest import Client\naccount_sid = "ACd5d93dd18bae013db961f92d373ad1c5"\nauth_token'
         ' = "bb10f1c0dc41dc109a258ff3d9a018c4"\nclient = Client(account_sid, auth_token)'
        )),
    ('code/python:sendgrid', (
         "sg = SendGridAPIClient('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'"
         ')\nresponse = sg.send(message)\nprint(response.status_code)'
        )),
    ('code/python:slack', (
         'from slack_sdk import WebClient\nclient = WebClient(token="xoxb-994212529578-0890472721753-HXj'
         'eJfUbk1go8CcaaVGV8dBr")\nclient.chat_postMessage(channel="#deploys", text="build green")'
        )),
    ('code/python:smtp', (
         "server = smtplib.SMTP_SSL('smtp.gmail.com', 465)\nserver.login('reports.acme@gmail.com', 'lbog"
         " aetu bkep tbnt')\nserver.sendmail(frm, to, body)"
        )),
    ('code/python:psycopg', (
         'conn = psycopg2.connect(host="10.0.4.12", dbname="analytics", user="etl", password="KfUFb$a424'
         'HnTUJ5")'
        )),
    ('code/python:redis', (
         "r = redis.Redis(host='cache.internal', port=6380, password='0hyYCxuHIKgaAh8iLJsz3lGb7AgV6eAL',"
         ' ssl=True)'
        )),
    ('code/python:vault', (
         "client = hvac.Client(url='https://vault.corp.example:8200', token='hvs.CAESID-Dm5k5UikQe-66Yb1"
         "k8vtaD5W78D4YbGt9tJvzwPpgZe7grB-UlCnML89IxbByU49QbI_KsYPzbsHruqe-fYh')\nsecret = client.secret"
         "s.kv.v2.read_secret_version(path='payments')"
        )),
    ('code/python:jupyter', (
         "In [3]: import os\n   ...: os.environ['OPENAI_API_KEY'] = 'sk-proj--JsBq6Z533ivWfsMCeqifMngBsA"
         'QRgDQ4Aj4hMCuLjM2_uwM636x368ibOr6PUpGvSy5SIZ8g8T3BlbkFJE3iPKG8o6b2un4HXSIcna4WpSWHZYDLLLUvJf_3'
         "ruxBk-ZttgBCU6jTwt7w5-6JgHPK-mZClRL'\n   ...: os.environ['HF_TOKEN'] = 'hf_glfmCcHPqKxTKNzgkYJ"
         "EXbavXbleYififQ'"
        )),
    ('code/python:jupyter_json', (
         '{"cell_type": "code", "execution_count": 4, "source": ["DATADOG_API_KEY = \\"c1f492417c8ba02ce'
         '69641826fe53418\\"\\n", "DATADOG_APP_KEY = \\"a2d12f6e98c1479ffb45e7ea622e1735194f869f\\"\\n"]'
         ', "outputs": []}'
        )),
    ('code/python:flask', (
         "app = Flask(__name__)\napp.config['SECRET_KEY'] = '1741229b311529e299f73c5b7e7de67a9db5634b338"
         "af171'\napp.config['MAIL_PASSWORD'] = 'h%nQGHcAg_kLcc'"
        )),
    ('code/python:github', (
         'gh = Github("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")\nrepo = gh.get_repo("acme/infra")'
        )),
    ('code/python:alibaba', (
         "client = AcsClient('LTAI5taD7nlw2FiJKW7LmkXY', 'cbcsARvjAG3VQqbJ87pKmsX0bZiQjv', 'cn-hangzhou'"
         ')'
        )),
    ('code/python:tencent', (
         'cred = credential.Credential("AKIDQc2lmh2ZOFxVSmmDyWwJQKZJNSsi62Ib", "1wwcRad14ImCXWAwqRGdbjzN'
         'cbPYHqVz")\nclient = cvm_client.CvmClient(cred, "ap-guangzhou")'
        )),
    ('code/python:ftp', (
         "ftp = ftplib.FTP('ftp.printshop.example')\nftp.login(user='acme_upload', passwd='pxT73_Onete%'"
         ')'
        )),
    ('code/python:stripe', (
         'import stripe\nstripe.api_key = "sk_live_51s4p9icjw4e6wJ1o3l27kh71VrGe1dHdnwIMO2GZLDnXSGbABetA'
         'riG3nANxUJ4iVdyCnRtdkimtUddCCTfiNgUtjAeeGIW9tw"\nstripe.Refund.create(charge=ch_id)'
        )),
    ('code/python:notion', (
         'notion = Client(auth="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")\npages = notion.dat'
         'abases.query(database_id=DB_ID)'
        )),
    ('code/js:openai_fetch', (
         "const res = await fetch('https://api.openai.com/v1/chat/completions', {\n  method: 'POST',\n  "
         "headers: { 'Content-Type': 'application/json', Authorization: 'Bearer sk-proj-EU6HnI-92F-oZMva"
         'NUFYwWRV6BZKt7EtEELpG5KknaFJ8ECwLVbqZaE59ZogIjQmjN7yC2XzxET3BlbkFJeuxwUlRW7T6qxRMsmIS4Qoxqh3Z8'
         "1zbABNkiK2RXVJ4j3huVQ_biSbA3chRPGpJgMJouM_4_1t' },\n  body: JSON.stringify(payload),\n});"
        )),
    ('code/ts:config', (
         "export const config = {\n  port: 3000,\n  mongoUri: 'mongodb+srv://appuser:Yd5x5T5hYJ051I1Y@cl"
         "uster0.ab1cd.mongodb.net/prod',\n  jwtSecret: 'JV8AgEGtrN8kAPFWGvIFyDLvfYFbMTeUhmj5ExSMbqrQ800"
         "bbpag8OCDOLY2SVnr',\n};"
        )),
    ('code/js:firebase_admin', (
         "// legacy FCM send\nconst FCM_SERVER_KEY = 'AAAATChpqR_:APA91bH-m4lGHmRGeFTCQ0FlRtIHqHRLBMJJYM"
         'pWAunTBLtkXU7S8_DyB_wxlXe6A2s6VVutLFDEgTfv_T5MC_lSqGE4Agn3nwUmgK8OEX4VLkFexwzNDRvU_AmglbFtZ5Lz'
         "suk8e8Xr';\nawait axios.post('https://fcm.googleapis.com/fcm/send', msg, { headers: { Authoriz"
         'ation: `key=${FCM_SERVER_KEY}` } });'
        )),
    ('code/ts:supabase', (
         "import { createClient } from '@supabase/supabase-js'\n// server-side only!!\nexport const admi"
         "n = createClient('https://stwdssfnplqzsepuooxk.supabase.co', 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpX"
         'VCJ9.eyJpc3MiOiJzdXBhYmFzZSIsInJlZiI6InN0d2Rzc2ZucGxxenNlcHVvb3hrIiwicm9sZSI6InNlcnZpY2Vfcm9sZ'
         "SIsImlhdCI6MTcxMjI0OTIwMywiZXhwIjoyMDI3MzczOTYyfQ.1PWgjFSs_KHFdJNrk2S_x9kLDjZDW5PEgkREAZEtTTo'"
         ')'
        )),
    ('code/js:discord', (
         "const client = new Client({ intents: [GatewayIntentBits.Guilds] });\nclient.login('MTkzNDk1NzA"
         "wMDI4MDc2MzcyNQ.I99J_9.HPwzm0FyitFTxGRmPChcdcuH1DjRfXtMAEkrMH');"
        )),
    ('code/js:discord_webhook', (
         "await fetch('https://discord.com/api/webhooks/1293874497033435413/MVqq-RbApxK-ZhF8dpPsg0C48U9k"
         "63C4YRcc6lH7J3v72vA4Sjd8qA5gAz5ae7R0VxqC', { method: 'POST', headers: {'Content-Type': 'applic"
         "ation/json'}, body: JSON.stringify({content: 'deploy ok'}) })"
        )),
    ('code/js:mapbox', (
         "// tiles uploader script\nmapboxgl.accessToken = 'sk.eyJ1IjoiY2l0eW1hcHMiLCJhIjoiY2wyYmx1Zndnb"
         "3p0NzJ6d25udzFncHNhcSJ9.Ric17_nKoqM9Lg7XFi5iIt';"
        )),
    ('code/ts:shopify', (
         "const shopify = new Shopify.Clients.Rest('acme-store.myshopify.com', 'shpat_12296818eb49750bc0"
         "4f5d7c1546ee48');"
        )),
    ('code/js:square', (
         "const client = new Client({\n  accessToken: 'EAAA813mw85-kJU6Jj_ODlQ3_URJ0gv_j62p-1AkMQL45GAti"
         "G7VBzvyxvGry6jX',\n  environment: Environment.Production,\n});"
        )),
    ('code/js:braintree', (
         "const gateway = new braintree.BraintreeGateway({ accessToken: 'access_token$production$v0ah1qr"
         "y1rh1t48c$0e15775f1545c8888bc813a14cee5a81' });"
        )),
    ('code/ts:atlassian', (
         "const auth = Buffer.from('ops@acme.io:ATATT3xFfGF0R_dk4vgc8QQeUIoxUaExzq_erxol5dwQXghbohULFV1o"
         'Po2pTnyqLqixPban2fZmkhWqw_IZc8p2bi78eEW_sLS5J6NDr5ZGEoSCjsu1u9gxI2y7VQKjMy9TL3cpygrGJuOjhgdSDk'
         "rYraBIVzUjouD6_Z5r9bQp6z1K8ZudTh=F8B6AD74').toString('base64');"
        )),
    ('code/js:mailgun', (
         "const mg = mailgun.client({ username: 'api', key: 'key-88545a8bdf038166118b3fcf5a477416' });"
        )),
    ('code/ts:airtable', (
         "const base = new Airtable({ apiKey: 'pat0HVbc9whQIUGO1.a1ef9fcaed1da55cbba8d317dc46303bf08ed48"
         "21d7542cf33fdf263d3ccad5e' }).base('app3w9Er3YEDNrivw');"
        )),
    ('code/js:sentry_node', (
         "Sentry.init({ dsn: 'https://d52a1383a8f3f1a5a29e91e94944c818:44a344e0aa6d055e0c64df1ddeef6017@"
         "o948456.ingest.sentry.io/6834508', tracesSampleRate: 0.2 });"
        )),
    ('code/js:nodemailer', (
         "const transporter = nodemailer.createTransport({\n  host: 'smtp.office365.com', port: 587,\n  "
         "auth: { user: 'noreply@kleinbau.de', pass: '^MOl_VjqXyOU?' },\n});"
        )),
    ('code/go:aws', (
         'sess := session.Must(session.NewSession(&aws.Config{\n\tRegion:      aws.String("us-east-2"),'
         '\n\tCredentials: credentials.NewStaticCredentials("AKIA6FFFOABEB5Y3VAHL", "+nLFBmJ+xhW+WKZGoUw'
         'bigKx2Y3Zo1Vvhy3ci3k1", ""),\n}))'
        )),
    ('code/go:slack', (
         'api := slack.New("xoxp-179594208712-453275677925-6963648688066-bc8b7baa34011c760d4cf549aef16be'
         '3")\n_, _, err := api.PostMessage("C0123ABCD", slack.MsgOptionText("hello", false))'
        )),
    ('code/go:dsn', (
         'db, err := sql.Open("mysql", "billing:1BWswLjt6wtyE^l@tcp(10.2.0.7:3306)/billing?parseTime=tru'
         'e")'
        )),
    ('code/go:do', (
         'client := godo.NewFromToken("dop_v1_fe3d91929ddfd59acc4ead996e3cb6c097f3690afa7775845b52114441'
         'd51f36")'
        )),
    ('code/go:const', (
         'const (\n\tnewRelicKey = "NRAK-KDARU4GKLQOWK0BZGZJCBYFJZ8H"\n\tappName     = "checkout-svc"\n)'
        )),
    ('code/java:properties', (
         'spring.datasource.url=jdbc:postgresql://pg-prod:5432/crm\nspring.datasource.username=crm\nspri'
         'ng.datasource.password=F5yCz?chwGbS_abC\nspring.jpa.hibernate.ddl-auto=validate'
        )),
    ('code/java:mail', (
         'spring.mail.host=smtp.sendgrid.net\nspring.mail.username=apikey\nspring.mail.password=SG.rSxkF'
         'JayOcwQQ7XgDdggBw.w1xku1n2wO-f-DhF8PKDmrZP0SucD1mKyE3JX8mhzTM'
        )),
    ('code/java:jdbc', (
         'Connection c = DriverManager.getConnection("jdbc:oracle:thin:@//ora01:1521/ORCL", "HR_APP", "i'
         'zvTr%K#bH*M");'
        )),
    ('code/java:okta', (
         'private static final String OKTA_API_TOKEN = "00YHBvaLUNasPem6rffnjMP2qutD-xCSJbAWtjY-gD";\n//'
         ' used by the user sync job'
        )),
    ('code/kotlin:retrofit', (
         'private val client = OkHttpClient.Builder().addInterceptor { chain ->\n    chain.proceed(chain'
         '.request().newBuilder().header("Authorization", "Bearer glpat-E2xefqQtLyy5NTd8aEOl").build())'
         '\n}.build()'
        )),
    ('code/kotlin:const', (
         'object Keys {\n    const val MAPS_SERVER_KEY = "AIzaNzRHULFYm50AZ7XQKSxVmPGdUDBNJBDEluC"\n    '
         'const val PAYPAL_ACCESS = "access_token$production$l0xup7ucr79ouxxc$ca06c494184957078e3bff58de'
         'd1f467"\n}'
        )),
    ('code/csharp:appsettings', (
         '{\n  "ConnectionStrings": {\n    "Default": "Server=tcp:acme-sql.database.windows.net,1433;Dat'
         'abase=erp;User ID=erpadmin;Password=MVN-8CagHs#555!h;Encrypt=True;"\n  }\n}'
        )),
    ('code/csharp:client', (
         'var client = new SendGridClient("SG.519EG1LmYoVSozAX1tKECR.YHdgh0r_L6NUkIDNQE-3UDGaF3VovlOIcov'
         'sM_4yc-r");\nvar msg = MailHelper.CreateSingleEmail(from, to, subject, text, html);'
        )),
    ('code/csharp:blob', (
         'var blob = new BlobClient(new Uri("https://contosodata.blob.core.windows.net/exports/q3.csv?sv'
         '=2022-11-02&ss=b&srt=co&sp=rl&se=2027-03-01T00:00:00Z&st=2026-12-01T00:00:00Z&spr=https&sig=18'
         'le5ygnQvVRbzMRSH1MNSerrpOgEItPOFofCDROBzY%3D"));'
        )),
    ('code/ruby:stripe', (
         "Stripe.api_key = 'rk_live_51tJeZ61ccLKHRuiqn4uz0vChgzveMGlcJ2RUhfr0rjPXFAcIDlfqbKqjYS4lajccCtN"
         "Hxz3DIHtBwoAOjhskeiuhQJhToLEezw'\ncustomer = Stripe::Customer.retrieve(id)"
        )),
    ('code/ruby:rails', (
         "# config/initializers/twilio.rb\nTwilio.configure do |c|\n  c.account_sid = 'AC371f17d069b54e8"
         "4d48e202cb01d0b06'\n  c.auth_token  = 'e55db943660dcc8b35fe53aa30f6e16c'\nend"
        )),
    ('code/ruby:database_yml', (
         'production:\n  adapter: mysql2\n  database: shop_prod\n  username: shop\n  password: KlA0Dd@_S'
         'Us5Rf\n  host: 172.16.3.4'
        )),
    ('code/php:wpconfig', (
         "define( 'DB_NAME', 'wp_blog' );\ndefine( 'DB_USER', 'wp_admin' );\ndefine( 'DB_PASSWORD', 'WxG"
         "a3LnbJ6cFbmxD' );\ndefine( 'AUTH_KEY', ';ivDqvcf#Oeo6tE+RKSl%H<s=@h~fY_t%bZ9=<VU2_2{{><]U/F!i]"
         "Pqa#C]?*/P' );"
        )),
    ('code/php:laravel', (
         "'mailgun' => [\n    'domain' => 'mg.acme.io',\n    'secret' => 'key-294607fc31094463c07d3d4a79"
         "3d1a64',\n],"
        )),
    ('code/php:pdo', "$pdo = new PDO('mysql:host=localhost;dbname=shop', 'root', 'wuf2U#IAnQa');"),
    ('code/rust:reqwest', (
         'let resp = client\n    .get("https://api.cloudflare.com/client/v4/zones")\n    .bearer_auth("0'
         'RKpsq91OnWRd3OAsTuLrcO46zS6UjiAMJxlmHCN")\n    .send()\n    .await?;'
        )),
    ('code/rust:const', (
         'const TELEGRAM_TOKEN: &str = "6592740947:AAwQBq7tz4XZz4K2NA6PO_DHGaylqGUT0fn";\nconst CHAT_ID:'
         ' i64 = -1001234567890;'
        )),
    ('shell/export', (
         'export OPENAI_API_KEY=sk-proj-TF93RGglPj6hN4wVk_qSVCU26yHKEJZmqwTsBHTDKfjkhl-HSg8_vma8Jbnd_54k'
         'VpBee_LmenT3BlbkFJfI9bGEtqxK4i6JmqDBzvgOxe8QvqEd4LoGIbwWfcRw3OcDdoDuARIv9kWqwhUyFFonGwssx3lc\n'
         'export ANTHROPIC_API_KEY=sk-ant-api03-bhfyUAOQ2F4q5Vyg_8jdFH_WskcyxdL5YClCxch4JlYyfU-jSUryoLq3'
         'A-naARE9XW9T_rSzs8g_EbF7wrfFG15OZL1PrAA'
        )),
    ('shell/history:mysql', "  512  mysql -h 10.0.0.21 -u root -p6LkRlTZ%fSqN -e 'show databases'\n  513  exit"),
    ('shell/history:sshpass', "sshpass -p 'Yo5_MLPM?lfq6' ssh deploy@203.0.113.40 'sudo systemctl restart api'"),
    ('shell/history:curl', (
         'curl -u admin:2CHKfE6Knwks7x https://jenkins.acme.io/job/release/buildWithParameters -d VERSIO'
         'N=2.4.1'
        )),
    ('shell/history:docker_login', (
         'echo dckr_pat_UpQX-Qq70o0t3NlDQ0qCRJMy8Ae | docker login -u acmebot --password-stdin'
        )),
    ('shell/history:gitlab', 'git clone https://oauth2:glpat-e-AE9COsz4V442BBZCkU@gitlab.com/acme/platform/infra.git'),
    ('shell/history:pypi', (
         'twine upload dist/* -u __token__ -p pypi-AgEIcHlwaS5vcmcc2Qvjb8hGztmEwe_CdouR2RxL6dyHfeBSUJlRo'
         'UdNM_80949EvgqoObFPGcEz4WPygYcKkp6wNPLHBprh422IjcZ_EgoQg283LsAhcooIvcOvAABifXNW5eq15wf2EWQiafT'
         'IJ0ql0KMDg4uRey9AF'
        )),
    ('shell/history:psql', (
         "PGPASSWORD='Ub-DgTnUxc*Tm0' psql -h pg.prod -U reporting -d warehouse -c '\\copy sales to sale"
         "s.csv csv header'"
        )),
    ('shell/script:vault', (
         '#!/usr/bin/env bash\nset -euo pipefail\nexport VAULT_ADDR=https://vault.internal:8200\nexport '
         'VAULT_TOKEN=hvs.CAESIroX7HwE2JHtlBAeAVkDnifzc3KXIS8Y2KCrPIulNbHDn8fVisHOq5H1aOgtADgY68SlyZNeEh'
         'Dhwb8HuE4TyuR\nvault kv get -field=dsn secret/app/db'
        )),
    ('shell/script:doppler', (
         '# run locally with prod config\nDOPPLER_TOKEN=dp.st.prd.P8aQpizGnKeKeeCHgSjFU2JXwryfHkFYYi2222'
         'fB doppler run -- npm start'
        )),
    ('shell/history:htpasswd', 'htpasswd -b -c /etc/nginx/.htpasswd grafana 3s87@z2fDIYj'),
    ('shell/history:openssl', (
         'openssl pkcs12 -export -in cert.pem -inkey key.pem -out bundle.p12 -passout pass:FcwXhJ5WF4Uqp'
         'G34'
        )),
    ('shell/history:newrelic', (
         'curl -X POST https://api.newrelic.com/graphql -H "API-Key: NRAK-T9TVN4PPM0SV8DI4N5TRFXHQ4WR" -'
         'd @query.json'
        )),
    ('shell/history:postman', (
         'newman run https://api.getpostman.com/collections/43132539-fead85d0-be6e-4861-a8d8-2bd1d553f3f'
         'c?apikey=PMAK-d247abd41aa741e4d819cbfa-e4174e0aa256adbc585185f6dc820bada2'
        )),
    ('shell/history:grafana', (
         'curl -H "Authorization: Bearer glsa_ZgRN1H7zgPKiszu9bqZtiQZ4TSK6lj8L_61502b8f" https://grafana'
         '.acme.io/api/dashboards/uid/k8s-nodes'
        )),
    ('shell/history:yandex', (
         'curl -H "Authorization: OAuth y0_AgAAAAAE2OcliLy5_JZTBqRq5gphU1OHJ3PCqbKg9egnW0a8Uh-snYFs" htt'
         'ps://cloud-api.yandex.net/v1/disk/resources?path=/backup'
        )),
    ('shell/history:yc', (
         "curl -H 'Authorization: Api-Key AQVNxOr-OIZum4Mh5MSBZl3Dj_VUY1URFJ1tkeS' https://llm.api.cloud"
         '.yandex.net/foundationModels/v1/completion -d @req.json'
        )),
    ('shell/history:heroku', (
         'HEROKU_API_KEY=bcded934-5577-4378-8baf-7c2f3572f3eb heroku run rails console -a acme-prod'
        )),
    ('shell/history:okta', (
         "curl -H 'Authorization: SSWS 00g1mf5dt2C6wPxWHUsZIUD1zxljCXK5swWXMn7Yvl' https://acme.okta.com"
         '/api/v1/users?limit=200'
        )),
    ('shell/history:mailgun', (
         "curl -s --user 'api:key-26ece42396ef70bbee77b27669333f9d' https://api.eu.mailgun.net/v3/mg.acm"
         'e.io/messages -F to=ops@acme.io -F text=test'
        )),
    ('shell/history:shopify', (
         "curl -H 'X-Shopify-Access-Token: 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' https://acme-store.my"
         'shopify.com/admin/api/2024-10/orders.json'
        )),
    ('shell/history:slack_webhook', (
         'curl -X POST -H \'Content-type: application/json\' --data \'{"text":"backup done"}\' https://h'
         'ooks.slack.com/services/T4HFX4WNJCI/BGWSXOC9I3J/oBwO60MCi9rj3mBEIE4w0nQE'
        )),
    ('shell/history:square', (
         "curl https://connect.squareup.com/v2/locations -H 'Authorization: Bearer EAAAGtMGPhpdmKWbklxEj"
         "ea76i9RjfWQJ0qvTTBY0yQRNljKxVFNErFWztxR4Rbc'"
        )),
    ('shell/history:mongo', "mongosh 'mongodb://admin:t3atth7OcEuwzfk9K865@10.8.0.5:27017/admin?authSource=admin'"),
    ('sql/create_user', (
         "CREATE USER report_ro WITH PASSWORD '_6POwC1DaG@oNCk7';\nGRANT SELECT ON ALL TABLES IN SCHEMA "
         'public TO report_ro;'
        )),
    ('sql/alter_role', "ALTER ROLE app_writer WITH LOGIN PASSWORD '9Q9j6nGWxT0CR2ftMgW8' VALID UNTIL '2027-06-30';"),
    ('sql/identified_by', (
         "CREATE USER 'wp'@'%' IDENTIFIED BY '!W^Gvc^t9k@QHB';\nGRANT ALL PRIVILEGES ON wordpress.* TO '"
         "wp'@'%';\nFLUSH PRIVILEGES;"
        )),
    ('sql/oracle', 'ALTER USER scott IDENTIFIED BY sYoEOMJHzPgj ACCOUNT UNLOCK;'),
    ('sql/mssql', "CREATE LOGIN etl_svc WITH PASSWORD = 'DNb9&EH2@^__2UmS3x', CHECK_POLICY = OFF;"),
    ('sql/insert_apikey', (
         "INSERT INTO integrations (name, api_key) VALUES ('sendgrid', 'SG.C7JteTKr30lA0nd0n-l94_.Xo6P3V"
         "2FAYT50MMJlPzDqfD2oLIpH21bqDwZs5oN0bK');"
        )),
    ('sql/dblink', (
         "SELECT * FROM dblink('host=10.1.1.9 dbname=legacy user=migr password=BR51XdnZPs3S0HF', 'select"
         " id, email from customers') AS t(id int, email text);"
        )),
    ('terraform/provider', (
         'provider "aws" {\n  region     = "eu-central-1"\n  access_key = "AKIAH4IETH7GJGDPCRPN"\n  secr'
         'et_key = "5ER+UntqgdPHXeKa2Ph66BGf5e+zB0bTycNezkPY"\n}'
        )),
    ('terraform/rds', (
         'resource "aws_db_instance" "main" {\n  engine            = "postgres"\n  instance_class    = "'
         'db.t4g.medium"\n  username          = "master"\n  password          = "Gyk9qmKi8sEmn8lPMhBYG2R'
         'b"\n  allocated_storage = 50\n}'
        )),
    ('terraform/cloudflare', 'provider "cloudflare" {\n  api_token = "AHMIhTWTr3Ca5IXPz1D_f_5xovXDAt7CPvJfC1cJ"\n}'),
    ('terraform/tfvars', (
         'datadog_api_key = "df5ed41034719481d31288364cb4d2f0"\ndatadog_app_key = "d2a603b815e3c1a12d0f9'
         'cf8f0918364995603e1"\nenvironment     = "prod"'
        )),
    ('terraform/digitalocean', (
         'variable "do_token" {\n  default = "dop_v1_590b0c0739b0ffe4ec7ff011a74aaed2676ede848f183004358'
         'ebbf938523c2e"\n}'
        )),
    ('terraform/vault', (
         'provider "vault" {\n  address = "https://vault.acme.io"\n  token   = "hvs.CAESIaBohcSkk-mLK9hf'
         'baCZ6HHApLTfwh5E9aGtLMXL-AG3w9jbt7p-ODlTtXGRnMoHiNrxTl2gmoOUMr4YKBM0m1f"\n}'
        )),
    ('makefile/publish', (
         'publish:\n\tpython -m build\n\ttwine upload -u __token__ -p pypi-AgEIcHlwaS5vcmcdqIzEI2N3xw1Kb'
         'aURd1jzW7s8oGzGtAAPuZtTTgcOOxjMRb76234SmI6XBmQGvbMjpPVCbfSKNeGRn-ti2CbHB6weH1oD-XUN_47csYKESd_'
         'lXKi50qS4Vdx_2dv9tG5qCBs1qRqIgS4iLvWQI2GV2 dist/*'
        )),
    ('makefile/docker', (
         'REGISTRY_PASS := dckr_pat_rQXBjWI_pg0ZexKSCIgI5C2VcWI\nlogin:\n\techo $(REGISTRY_PASS) | docke'
         'r login -u acmeci --password-stdin'
        )),
    ('ci/github_actions', (
         "      - name: Notify\n        run: |\n          curl -X POST -H 'Authorization: Bearer xoxb-73"
         "7361176610-8026085333179-j5wSecRj2zDOjPXstctheY9C' \\\n            -d channel=C05RELEASE -d te"
         'xt="released ${{ github.ref_name }}" https://slack.com/api/chat.postMessage'
        )),
    ('ci/github_actions:env', (
         'jobs:\n  deploy:\n    runs-on: ubuntu-latest\n    env:\n      NPM_TOKEN: npm_0Q0qsFQeMvWATGwwL'
         'iYMVfu8ZUhUx0GBkL7k\n      GH_TOKEN: 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\n    steps:\n   '
         '   - uses: actions/checkout@v4'
        )),
    ('ci/gitlab_ci', (
         'variables:\n  SENTRY_AUTH_TOKEN: "sntrys_eyJpYXQiOjE3NjQwMDAwMDAsInVybCI6Imh0dHBzOi8vc2VudHJ5L'
         'mlvIiwicmVnaW9uX3VybCI6Imh0dHBzOi8vZGUuc2VudHJ5LmlvIiwib3JnIjoiYWNtZSJ9_Lcw42KTGZqypZ2e5xJRj0D'
         'hoeOLEPOZxrhNPjG8djqm"\n\nrelease:\n  script: sentry-cli releases new $CI_COMMIT_SHA'
        )),
    ('ci/circleci', (
         '      - run:\n          name: deploy\n          command: HEROKU_API_KEY=84a64db1-e941-488e-89b'
         'd-5db01e03b42a ./scripts/deploy.sh'
        )),
    ('k8s/secret_b64', (
         'apiVersion: v1\nkind: Secret\nmetadata:\n  name: linear-sync\ntype: Opaque\ndata:\n  LINEAR_AP'
         'I_KEY: bGluX2FwaV80dTZYTVlwVzdqbm0xYnNBaGwwSkJadnBKV3BWejI5MkxiY1ZTZVRB'
        )),
    ('k8s/secret_b64:dsn', (
         'data:\n  DATABASE_URL: cG9zdGdyZXM6Ly9zdmM6M3pqUXFwYzNXM2pJSWZ2TTA3UlVsYkBwZy0wLnBnOjU0MzIvY29'
         'yZQ=='
        )),
    ('json/gcp_sa', (
         '{"type": "service_account", "project_id": "acme-analytics-prod", "private_key_id": "e9e7ce83d6'
         '9e2f865d92a86fb630cbd35cf5634b", "private_key": "-----BEGIN PRIVATE KEY-----\\nMIIEvAIBADANBgk'
         'qhkiG9w0BAQEFAASCBKYwggSiAgEAAoIBAQCWxV/TMKXEEk1E\\ntXyxS76YuSOa5zzj8lA0ALBImdu5A0UfixWICrC5fo'
         'dHa/a/LNMsIR1JiHUyGgMz\\n90xvn7J6OVofaWBnUhVWF3HB401hr7Kw549B/dvt8LPZBUp6lMIeg35mCRB7j26x\\nBw'
         'AM1z6G5Yi5wAu3PYwQBCulLlogk/i7WfLIBLn1ZWZyFtGeDuW7lpJ+nQ6AalI6\\ninUGn47Fa9ZfxRwDapXAZpYQFZiVV'
         'pWNsiaVNlIm+qJMbEcArwmTGRfk/+ng0PfU\\n05k3VYqSI1LKgGEZg4XHHnjmYfXDjobyozw/H7+D2FD0RVKJFtgisTxc'
         'sFVuN6pS\\nnFrW8yjRAgMBAAECggEAD5Uvvb6h611u4gKV9CcdeGBuNyTeLLsPIgjOL3rDdGBL\\npSJ1Y72jHVDf/3g/'
         'pOunmcCEa+SwJDD/EsBlBIZvZmWGFIgKIDOiI+dBaSYqicWk\\nhNcx/cKUmAeQNwZud7PnSksR5c7bBsJA0Qglr64RdtT'
         'DaFtaeqJgVwlvT1+2jfZE\\nejFJ+ZIemZe8nLTZcEIHHCznvGgTrWAytjwAZ4rOA73KNEs+H9HKdbJbYuB84CmC\\n9bB'
         '9dLMy1Xf9EQgupDX52YmD3tJaQ2lOsG9+GEjI4ZHjfuw9lPrme8o1ijDMuq3H\\nEmU7F0ECp33eIQeqaIxadBtfYWANru'
         'EPSxS6pB9RxwKBgQDUttN5v38mbWROguvJ\\ngjBt9TETtffgk6a5YryPr3y/gL+aY9ouwEfVFUJ41vyZpQ87D5qpOWX5m'
         'Z0I4uSq\\nIL+cM8CbrMhYxHBL+2MfmvKhjEVm2+MX/LkarIohTSb9JJ7HxfxATlVnilJeajGe\\nXUt0QaTU05NBjLYUZ'
         '1JgK1zQnwKBgQC1c6sbquunAZhIMySGi7j/8Lm+AH5S2gqq\\nftjjhkugGWMCg7vRugo7gCgshVo8/cG1RFgJdIGx0O4C'
         'l9ZZyzgyrWVlPy6DCpe7\\n3XBNxyLmNnXQic7VdBPQ/X1LSAkHawtr8doLeYHzuaGNN3KIOiCndPaUJHhBGre4\\nMXjk'
         'eMFgjwKBgFxwFvaRgW/xmeWEf3LSYLloFCu8qDuv7oQhpE/MsymFib5OJkKq\\nzIyM8JYS1zLtx/Cil1Ny3h3Z46Q49aX'
         '5FUuMMed07pukwihC1pClhUsu6foJFGcY\\nLFirIlvWa1sWzumB4F0RrYuRULo269kmMeQTos3aI+QYggfb3rBsJ6mBAo'
         'GAJDkK\\nEITndDh6SPeEtCNSdC1/NvHsRefnNzAJZipaEITg4hCgPvbvsf8chf69C+3wbJpP\\nJNwQRAocaYIcNWK/Pk'
         'alNjgNtfU4YzWKhMxbKC/5Bv9rverlRdRE3fFsdAGnjw4B\\n5EaGbbxCBunpwE4yVJuh2eMJ6p1Fzcx6gMmmePsCgYAwY'
         'rHBSRULLP8tuxJMp5j4\\nJXucwrcOkwxarV2eY0ZGHrj/BITLuuSrT9CHd3HeYhlslNhMRtSNKYOUjIX2pOUt\\nWXICN'
         'oVyZAmHjdPcL7LV/iZQz/9J07Qjs1d5Pr4g1ClOt8MlNiunZ3POpdX0KWzs\\nKywXQhrYJCQJF/RKJphkpA==\\n-----'
         'END PRIVATE KEY-----\\n", "client_email": "bq-loader@acme-analytics-prod.iam.gserviceaccount.c'
         'om", "client_id": "069988215096514615511"}'
        )),
    ('json/firebase', (
         '{"apiKey": "AIzaBCqBn1KsQe-pR5HlGQDEHqUzekwTddlnu90", "serverKey": "AAAABGxH1dG:APA91bCpHRYnZg'
         'gZagtm8yIryP53SuOyVFjUQBJjLuuTlhfTVHXJC_JOEp8sMG4GEePtHSADh8CfNPvebE6gl4lchonNt-YLyhL4kPYggpTP'
         'wojUe3JFca2kaxVdzxGerSqthDIq5nr9", "projectId": "tinyshop-7a1c"}'
        )),
    ('yaml/azure_sas', (
         'exports:\n  target: https://finreports.blob.core.windows.net/monthly/2026-11.parquet?sv=2022-1'
         '1-02&ss=b&srt=co&sp=rl&se=2027-03-01T00:00:00Z&st=2026-12-01T00:00:00Z&spr=https&sig=chCBSNkyo'
         '%2Bn3gRjer3oNpwuP8a3XhQhrLf3ELRmr7Vc%3D'
        )),
    ('log/sentry_dsn', (
         '2026-11-30 14:02:11 INFO sentry_sdk.init dsn=https://4d9faea827b6250c0a80d7a55e7500e4:acbfb088'
         'b9d0a5a4981c6b7f5c60f8ae@o210603.ingest.sentry.io/6492727 environment=production'
        )),
    ('log/traceback:mapbox', (
         'Traceback (most recent call last):\n  File "upload.py", line 41, in <module>\n    MAPBOX_TOKEN'
         ' = "sk.eyJ1IjoiZ2VvLXRlYW0iLCJhIjoiY2wxYzM4NTFkdHR3a2lkMDVia2xpaHc2ZiJ9.XbpI54gLCjNdqYUZZNS-HT'
         '"\nrequests.exceptions.HTTPError: 422 Client Error'
        )),
    ('pem/ec', (
         'server.key for the staging box:\n-----BEGIN EC PRIVATE KEY-----\nMHcCAQEEIIVIHrjRQPPhl4osUgtWH'
         'GN3g/k37mTdZWlQwzeFAH+DoAoGCCqGSM49\nAwEHoUQDQgAEGLuBHM0YT+q/ESvzqHWyxjFKzU35QBls65c+Fm71XX+mQ'
         '1fZYbkg\nVhScfiJ+BG0BCOlOQ22DDrOTHewud5hU0w==\n-----END EC PRIVATE KEY-----\n'
        )),
    ('pem/openssh_ed25519', (
         '-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAM'
         'wAAAAtz\nc2gtZWQyNTUxOQAAACAUazMnuxtis0z8VVgiP/JxA+KqOFUlaRdZVwfed6RmawAA\nAIg69qmbOvapmwAAAAt'
         'zc2gtZWQyNTUxOQAAACAUazMnuxtis0z8VVgiP/JxA+Kq\nOFUlaRdZVwfed6RmawAAAEBUSfQcQta+sFkdBAo9XdxTj63'
         'IKBc8yetQ2tQD6CDc\nThRrMye7G2KzTPxVWCI/8nED4qo4VSVpF1lXB953pGZrAAAAAAECAwQF\n-----END OPENSSH '
         'PRIVATE KEY-----\n'
        )),
    ('code/python:naver', (
         "# 네이버 검색 API\nheaders = {'X-Naver-Client-Id': '1UrsTdyQecCgjUtF0Ynm', 'X-Naver-Client-Sec"
         "ret': '71C1hDDyBJ'}"
        )),
    ('code/js:kakao', (
         "Kakao.init('ebccb987bfbf816a09fdd397e56d96a8'); // 카카오 JavaScript 키 말고 REST API 키\ncons"
         "t REST_API_KEY = 'e57107e6bb264b8ffa2f6d3c83e721af'; // 어드민 키: 8d903597ff35a7dfc1f7726e26b"
         'bd68a'
        )),
    ('code/python:github_fg', (
         "TOKEN = 'github_pat_YHVkSxzxyriQF65SlbZcse_0KpCOQ2BQGucLOlLvxP8cqiOV0degxU55ZTA0qeRUW3x8qRjIyu"
         "o8sr5dZD'\nr = requests.get(url, headers={'Authorization': f'token {TOKEN}'})"
        )),
    ('code/js:slack_socket', (
         "const app = new App({\n  token: 'xoxb-974570127043-4992525673911-un4171VASusJ5qfZ7fceykQi',\n "
         " appToken: 'xapp-1-AZ123TF5IRQ-8491724214344-04afe42ffee71746b4372787a845b90c485e200e7225cc807"
         "8f7064357b4e94b',\n  socketMode: true,\n});"
        )),
    ('code/python:twilio_sk', (
         "client = Client('SKc1f4e7506011f8599504b337017ef9b3', 'yMINvbXqzWTjIqec0fRNgeYfjObBLArh', 'ACb"
         "7c482eb6c4f46ec73da5940c281008f')"
        )),
    ('code/go:tencent_cos', (
         'c := cos.NewClient(b, &http.Client{Transport: &cos.AuthorizationTransport{SecretID: "AKIDMiXwa'
         'cVOtvYOeLz49UL8a9u2QyRpgkv9", SecretKey: "M0aumWJVgWGxWkA3tyO1LG1e5oj3fbV6"}})'
        )),
    ('talk_hi', 'मेरे जीमेल का पासवर्ड cAJthb7fK@28 है, भूलना मत'),
    ('talk_hi', 'एटीएम पिन 1009 है, पापा का कार्ड'),
    ('talk_hi', 'घर का वाईफाई: नाम Sharma_5G, की kYjcwl6P805'),
    ('talk_hi', 'ऑफिस के मेन गेट का कोड 842640# है'),
    ('talk_ar', 'كلمة سر البريد: 1GcVkZiAnW42'),
    ('talk_ar', 'الرقم السري لبطاقة الصراف 7105 لا تخبر أحداً'),
    ('talk_ar', 'شبكة البيت اسمها Alnoor_Home والمفتاح mWpgwjpVpD3N'),
    ('talk_ar', 'رمز باب العمارة 08852 ثم اضغط الجرس'),
    ('talk_tr', 'banka uygulamasının şifresi 874019, annem için not'),
    ('talk_tr', 'modem arkasındaki wifi anahtarı: K9SBL0BK8B18PIZQ'),
    ('talk_tr', 'e-devlet girişim TC 52833853254 şifre 7hNVlbnnh!'),
    ('talk_tr', 'apartman kapısının kodu 3152*, kargocuya söyleme'),
    ('talk_vi', 'mật khẩu wifi nhà mình là yfvu8x7r8378'),
    ('talk_vi', 'mã PIN thẻ Vietcombank của mẹ: 757212'),
    ('talk_vi', 'tài khoản Zalo: 0988895741, mk 1qkr6VqZvx'),
    ('talk_vi', 'cửa cổng chung cư bấm 5713 rồi dấu thăng'),
    ('talk_id', 'sandi wifi kos: f47NjiPrDy'),
    ('talk_id', 'PIN m-banking BCA aku 858492, jangan kasih tau siapa2'),
    ('talk_id', 'akun Tokopedia istri: rina.k66@gmail.com / avxcVEPqa'),
    ('talk_id', 'kode pintu rumah 2054, kunci cadangan di pot'),
    ('talk_pl', 'hasło do bankowości: DwWREeXypVo#'),
    ('talk_pl', 'kod do domofonu u babci to 6722'),
    ('talk_pl', 'PIN do karty Revolut 7311, zapisuję bo zapomnę'),
    ('talk_pl', 'sieć FunBox2-3769, klucz yZbAyt808C'),
    ('talk_el', 'ο κωδικός του e-banking είναι K13CFnr0Hc'),
    ('talk_el', 'PIN κάρτας 7146 - μην το πεις σε κανέναν'),
    ('talk_el', 'wifi σπιτιού: COSMOTE-dcc505, κλειδί KrgRaB32CSLV'),
    ('talk_el', 'ο συναγερμός κλείνει με 1129 και OFF'),
    ('talk_he', 'הסיסמה לבנק: cEdf9o8Ev9'),
    ('talk_he', 'קוד הכניסה לבניין 2295'),
    ('talk_he', 'הקוד הסודי של הכרטיס 5963, של אבא'),
    ('talk_he', 'ה-wifi בדירה: Bezeq-7814, הסיסמה uJG1oofSZ'),
    ('talk_th', 'รหัสผ่านไวไฟบ้าน K4QKnSvbo6'),
    ('talk_th', 'รหัส ATM ของแม่ 9862'),
    ('talk_th', 'เข้าแอปธนาคารใช้ PIN 805420'),
    ('talk_th', 'รหัสประตูคอนโด 0288# นะ'),
    ('talk_sw', 'nenosiri la wifi ya nyumbani ni jP0z4DxgX1'),
    ('talk_sw', 'PIN ya M-Pesa yangu ni 2571'),
    ('talk_sw', 'namba ya siri ya kadi ya benki: 0516'),
    ('talk_sw', 'msimbo wa mlango wa ofisi ni 37885'),
    ('talk_uk', 'пароль від Дії: js9elRPvRIl'),
    ('talk_uk', 'ПІН картки ПриватБанку 6726'),
    ('talk_uk', "код домофону в під'їзді 939В7663"),
    ('talk_uk', 'вайфай Kyivstar_00c2, ключ CAcG0Nbv9Y'),
    ('talk_cs', 'heslo do internetového bankovnictví je 3krfxAcMEV'),
    ('talk_cs', 'PIN k platební kartě: 0402'),
    ('talk_cs', 'kód od branky na chatu 0927'),
    ('talk_cs', 'wifi u nás: UPC5548359, klíč oSwjfg6aS61z'),
    ('talk_ko', '공동현관 비번 9801*'),
    ('talk_ko', '우리집 와이파이 iptime 비밀번호 kvfoKLLfB'),
    ('talk_ko', '카드 비밀번호 네자리 7975'),
    ('talk_ko', '회사 그룹웨어 계정 kimjh / sfxkT9ixFb!'),
    ('talk_ja', '自宅のWi-Fi aterm-fa1f9f-g の暗号化キーは7bb0f3f95df17'),
    ('talk_ja', 'キャッシュカードの暗証番号 2547'),
    ('talk_ja', 'マンションのオートロック 2046'),
    ('talk_ja', '楽天のログイン: taro.y@example.jp / oV4U0sbHun'),
    ('talk_zh', '支付宝支付密码710526，别告诉别人'),
    ('talk_zh', '家里WiFi密码 28eudfan4407'),
    ('talk_zh', '公司VPN账号 zhangwei 密码 mtdMoQ2xzV'),
    ('talk_zh', '单元门禁密码是1303#'),
    ('talk_pt', 'a senha do wi-fi lá de casa é 7I7Dc5q2pV'),
    ('talk_pt', 'senha do app do Nubank: 1691, a de 6 dígitos é 130997'),
    ('talk_pt', 'o portão da garagem abre com 0864 no controle'),
    ('talk_pt', 'login do gov.br: CPF 722.851.302-95 senha FmH3YUcI6'),
    ('talk_nl', 'wachtwoord van de NAS: qYE1j0OEHQMg'),
    ('talk_nl', 'pincode van mijn bankpas is 7843'),
    ('talk_nl', 'wifi thuis: Ziggo1386012, sleutel ESfRjaZMYlRk'),
    ('talk_nl', 'de code van het sleutelkastje bij de voordeur is 9275'),
    ('talk_tl', 'password ng wifi sa bahay: 1QXWaixpQf'),
    ('talk_tl', 'PIN ng GCash ko 9480, huwag mong ipagsabi'),
    ('talk_tl', 'ATM pin ni nanay 459006'),
    ('talk_tl', 'code ng gate sa subdivision 6105'),
    ('talk_bn', 'বিকাশ পিন 12288'),
    ('talk_bn', 'বাসার ওয়াইফাই পাসওয়ার্ড i0xnQ3ul9g'),
    ('talk_bn', 'অফিসের দরজার কোড 3819'),
    ('talk_bn', 'ফেসবুকের পাসওয়ার্ড: vU7uKglTV58'),
    ('talk_fa', 'رمز وای\u200cفای خونه nZU1dTGBlU'),
    ('talk_fa', 'رمز دوم کارت ملت 887720'),
    ('talk_fa', 'رمز کارت بانکی مامان 1790'),
    ('talk_fa', 'کد در پارکینگ 8627 است'),
    ('email/forward', (
         "Fwd: New hire accounts\n\nHi Sam, here are Priya's logins for day one:\nLaptop: priya.n / Bvu8"
         'sNq5%gBS\nVPN: same user, OTP enrolled on her phone\nPlease make her change them on first logi'
         'n.'
        )),
    ('email/vendor', (
         'Subject: API access for integration\n\nDear partner, your production credentials are:\nClient '
         'ID: 28e005bf-a199-4b82-a508-5d717d7dfef7\nClient secret: 0j1OGJhZDAf8gUCS7S7IruQXNWoL2UmEIRnwf'
         'H68\nTreat them as confidential.'
        )),
    ('ticket/support', (
         "#48213 Customer can't log in to portal. Reset done, temp password given over phone: DBBM-3748-"
         'bzhf. Closing.'
        )),
    ('ticket/jira', (
         'OPS-2291: rotate the Datadog key, current one is a6001c1b6e660c45a68d1c3171ec0b46 (API) and it'
         ' was pasted in #general'
        )),
    ('email/it_helpdesk', 'Your mailbox password has been reset. New password: BMV775uqon! — IT Service Desk'),
    ('ticket/zendesk', (
         'Agent note: merchant gave us their Shopify admin token so we could debug webhooks: shpat_40595'
         '688ec65e61d1de64eb86d14d6a6 — remove after'
        )),
    ('email/hosting', (
         'Welcome to HostPro! Your cPanel login: https://srv42.hostpro.example:2083\nUser: acmeco\nPassw'
         'ord: ARode0CwvNzr!o\nFTP uses the same credentials.'
        )),
    ('csv/users', (
         'name,email,password\nAlice,alice@acme.io,eODIM8#YRZW\nBruno,bruno@acme.io,drGj3nu&J&s\nChen,ch'
         'en@acme.io,v4uC$NcSXBJ\nDalia,dalia@acme.io,v!l0FU7mvdP'
        )),
    ('csv/accounts', (
         'service;login;pass;notes\nOVH;acme-ovh;^rz95@xiy&c1i;2FA on\nGandi;acme;2tXeS#RQo^KJ;renew in '
         'may'
        )),
    ('tsv/sheet', 'Site\tUser\tPwd\nrouter\tadmin\tzgiWcpf3G8\nnas\tbackup\tepzXyIiMm5Ku'),
    ('csv/cards', 'holder,number,exp,cvv\nJ. Moreau,5204364610730536,08/28,519'),
    ('md/runbook', (
         '## Restore DB from backup\n1. ssh bastion\n2. `pg_restore -h db1 -U postgres -d app latest.dum'
         'p` (password: `Unjua0lwcacx7MxYez`)\n3. Check row counts'
        )),
    ('md/runbook:rabbit', (
         '### RabbitMQ admin\n- URL: http://mq.internal:15672\n- user: `ops`\n- pass: `VzTvUqyZcqGoonk`'
        )),
    ('md/readme', (
         '## Quickstart\nThe demo bot already has its token filled in so you can try it:\n```\nBOT_TOKEN'
         '=5956253351:AARGaNV1KgtjmgPFdXFQRuIYIUIu0vtWDP8\n```'
        )),
    ('md/wiki:ldap', 'LDAP bind account for Jenkins: cn=svc-jenkins,ou=svc,dc=acme,dc=local / 5^7VbN9IvZtfnO2j'),
    ('export/bitwarden_csv', (
         'folder,favorite,type,name,notes,fields,login_uri,login_username,login_password,login_totp\nWor'
         'k,,login,AWS console,,,https://console.aws.amazon.com,j.doe,7VfvkTJhGR!raTOG,WUXCE6JKK7FWIDI3R'
         '322PGODEQFGVVKO'
        )),
    ('export/keepass_xml', (
         '<Entry><String><Key>Title</Key><Value>Synology</Value></String><String><Key>UserName</Key><Val'
         'ue>admin</Value></String><String><Key>Password</Key><Value>AZi3LkxxoUXx1Dde</Value></String></'
         'Entry>'
        )),
    ('export/chrome_csv', (
         'name,url,username,password\nnetflix.com,https://www.netflix.com/login,family@example.com,hhKY2'
         'nuPDb2e'
        )),
    ('export/1password', (
         '1Password Emergency Kit\nSign-in address: acme.1password.com\nEmail: lea@acme.io\nSecret Key: '
         'A3-BO7226-OF6CB2-5ZU6T-W1IWA-145AK-9CRW2'
        )),
    ('backup_codes/google', (
         'Google backup codes for m.tan@gmail.com\n0385 0030\n7095 2569\n6937 1059\n3003 0953\n1464 1101'
         '\n0126 6976\n1527 2427\n1001 7937\n4685 7506\n8343 1503'
        )),
    ('backup_codes/github', (
         'github-recovery-codes.txt\nbf8ef-a7fec\ne02b8-b9a38\n21d1f-0909a\ne11f4-ac7d4\nbafaa-59fa5\n65'
         '290-89907\n96649-259e3\nc3794-1052c\n01d61-0ee93\nb079c-f972b\n9f79b-57f65\n71aa0-99fab\n1b420'
         '-1aa24\n9b666-36d07\n72570-724ba\nc4cd8-0ef2a'
        )),
    ('backup_codes/generic', (
         'Twitter/X backup: tdl4cjxb2bte; Discord backup codes: rwff-03ee, dvkr-uek5, mt1w-r20l, 3tno-ya'
         'ig, 6c2w-xuxy, 7055-h2s4, zqrj-mmll, 63l0-tj0n'
        )),
    ('backup_codes/microsoft', 'Microsoft account recovery code: 8MBE1-3YF5X-4CN0K-7JXK5-JHLML'),
    ('recovery/apple', 'Apple ID recovery key (keep offline!): A6LG-TFGX-LFIF-ARYU-G7JC-KEFW-Y3QO'),
    ('recovery/bitwarden', 'bitwarden two-step login recovery code: gp00 31fc qzy9 n45i hyzf d9cq 13cs 5q73'),
    ('recovery/bitlocker_like_veracrypt', (
         "VeraCrypt volume E: passphrase 'lunch noodle skill state easily upgrade' + PIM 245"
        )),
    ('recovery/signal', 'Signal PIN is 651396 (registration lock on)'),
    ('recovery/whatsapp', 'WhatsApp two-step verification PIN 905964'),
    ('recovery/proton', (
         'Proton recovery phrase: decorate cash fitness sock wagon little pudding useless diary abandon '
         'frog solar'
        )),
    ('seed/bip39_24', (
         'ledger backup sheet, words 1-24: desert three tragic hope atom venture earth excess team join '
         'outside walk law sauce riot winner zoo erode chase beef multiply hobby office october'
        )),
    ('recovery/filevault', 'FileVault recovery key for the MacBook: ISKI-37O7-3G2B-C57J-ONVQ-MWLC'),
    ('home/router_label', (
         'label under the router: SSID: Livebox-9719  Wi-Fi key: F7283DCF8EF060198D237903C7  admin pwd: '
         'WeyLFYyK'
        )),
    ('home/voicemail', 'voicemail PIN on the work phone is 8760'),
    ('home/alarm', 'alarm panel: disarm 6545, duress code 4027 — Verisure'),
    ('home/garage', 'garage keypad 0916 then the enter key'),
    ('home/safe', 'hotel safe combo 4708; the office safe is 34-25-30 (left right left)'),
    ('home/pattern', (
         'phone unlock pattern: top-left, top-middle, top-right, center, bottom-left, bottom-middle, bot'
         'tom-right (a Z)'
        )),
    ('home/lockbox', 'Airbnb lockbox at the gate: 0985, key inside, wifi Casa_Rio pw N9XYLqOnbn'),
    ('home/bike_lock', 'bike lock combination is 9563'),
    ('home/sim_puk', 'SIM PUK 56792855, PIN 0055'),
    ('home/tv_pin', 'parental control PIN on the TV 9747'),
    ('card/full', 'company Amex 379158938285805 exp 11/29 CID 9231'),
    ('card/spaced', 'pay the invoice with my Visa 4114 6478 6149 1804 04/28 988'),
    ('card/split', 'card part 1: 43808315\ncard part 2: 18680210\nexp 09/27 cvc 377'),
    ('ssn/us', 'Marcus Bell, SSN 433-87-8672, DOB 1988-03-14 — for the mortgage form'),
    ('id/pesel', 'PESEL Anny Kowalskiej: 79112320067'),
    ('id/aadhaar', 'Ravi Kumar ka Aadhaar 7434 3048 4468 aur PAN KTJCH8857W'),
    ('bank/login', "Chase online banking: user mbell88, password 4j1$qFB#2A@%, security answer 'Maple Street'"),
    ('bank/online_id', 'ING login: client number 85170357, access code 275520'),
    ('license/windows', 'Windows 11 Pro retail key from the box: 88PPB-R8YK4-G67JG-3MQ8M-8MWRJ'),
    ('license/office', 'Office 2021 product key 8J3CY-TVQXQ-4YWKX-JR8TX-BJ8X7 (bought on Amazon)'),
    ('license/jetbrains', (
         'JetBrains activation code for my personal licence: EDI90YNR1Y-eyJsaWNlbnNlSWQiOiJJmipteA7Q9MpJ'
         'Kw5ZdKo7exUjsO3ytIiVOoDdCz8p0yNycWU1yExHBheINwY'
        )),
    ('license/serial', 'Adobe Acrobat serial 1118-4367-3752-2474-1672-3437'),
    ('license/game', 'Steam key for the giveaway: 6OQ15-4FNG9-V1936'),
    ('otp/totp_uri', 'otpauth://totp/Acme:ops@acme.io?secret=3WRFCRTD4TXY3QZBN7XO6XEL2ORBA6MI&issuer=Acme&digits=6'),
    ('chat/session_cookie', (
         'if it logs you out just paste this cookie: sessionid=672974vz1z76mjwo91hxvl4rc111t390; csrftok'
         'en=nxh8Fjm4M6cwwEdl0uqZDOJBa81WaxyDO8kxxYDgCGiUNhMxDDWnZT4P6ArZTfqN'
        )),
    ('chat/wif', 'paper wallet private key (WIF, compressed): L3QmFye7JEfbR86Ue4LU8D39sWnTRUmNPBLqEHKEKGRie3DpUgHV'),
    ('log/http_basic', (
         '127.0.0.1 - - [04/Dec/2026:22:14:01 +0000] "GET https://deploy:BDW88fDOXiRjDGyS@registry.acme.'
         'io/v2/_catalog HTTP/1.1" 200 512'
        )),
    ('chat/azure_key', (
         'the Azure OpenAI key for the eastus resource is caadb423180f455c715c9d3b2c9ab932, endpoint htt'
         'ps://acme-oai.openai.azure.com'
        )),
    ('chat/cloudflare', 'Cloudflare API token (Zone:DNS edit) → 6l0b4bc1AyAcy_yaBlE68R3yZdMkz-WrqhoPUboe'),
    ('chat/doppler', 'service token for staging: dp.st.stg.LVRbKZ8WndfSUYU1s7OVh26KX3G3rdE54l8Fri0m'),
    ('chat/okta', 'Okta API token ops created yesterday: 00AdaskbqngG_PXBdhGCi6WUc6BgGcd6P_0mgEqcnY'),
]

BENIGN: list[tuple[str, str]] = [
    ('talk_hi', 'पासवर्ड कम से कम 12 अक्षर का होना चाहिए, मैंने नया बना लिया है'),
    ('talk_hi', 'ट्रेन 12951 सुबह 8:40 पर प्लेटफ़ॉर्म 3 से जाएगी'),
    ('talk_hi', 'दूध का दाम अब 68 रुपये लीटर है, पिछले महीने 64 था'),
    ('talk_hi', 'मीटिंग कमरा 402 में है, एक्सटेंशन 2217 पर कॉल करना'),
    ('talk_ar', 'غيّرت كلمة المرور اليوم وحفظتها في مدير كلمات المرور'),
    ('talk_ar', 'الرحلة EK 924 تقلع الساعة 02:15 من البوابة B27'),
    ('talk_ar', 'سعر الكيلو 45 درهم، اشترينا 3 كيلو'),
    ('talk_ar', 'النتيجة 2-1 للهلال في الدقيقة 88'),
    ('talk_tr', 'şifremi unuttum dedim, SMS ile sıfırlama bağlantısı geldi'),
    ('talk_tr', "TK 1985 uçuşu 14:50'de kalkıyor, koltuk 23C"),
    ('talk_tr', 'kira 18.500 TL oldu, aidat ayrıca 1.200'),
    ('talk_tr', 'toplantı 3. kattaki 305 numaralı odada, dahili 4410'),
    ('talk_vi', 'nhớ bật xác thực hai bước và đổi mật khẩu ba tháng một lần'),
    ('talk_vi', 'chuyến VN 255 khởi hành lúc 7:30, cửa ra máy bay 12'),
    ('talk_vi', 'phở bò giá 55.000 đồng một tô'),
    ('talk_vi', 'phòng 1208 tầng 12, gọi máy nhánh 305 khi tới'),
    ('talk_id', 'kata sandi harus ada huruf besar, angka, dan simbol'),
    ('talk_id', 'pesawat GA 408 berangkat jam 06.10 dari terminal 3'),
    ('talk_id', 'harga bensin Pertamax sekarang Rp 12.950 per liter'),
    ('talk_id', 'skor akhir 3-2, gol penentu menit ke-90'),
    ('talk_pl', 'system wymusił zmianę hasła, nowe jest w menedżerze'),
    ('talk_pl', 'pociąg IC 3510 odjeżdża o 16:42 z peronu 4'),
    ('talk_pl', 'faktura nr FV/2026/11/0457 na kwotę 1 230,00 zł'),
    ('talk_pl', 'pokój 214, numer wewnętrzny 3381'),
    ('talk_el', 'άλλαξα τον κωδικό πρόσβασης και ενεργοποίησα 2FA'),
    ('talk_el', 'η πτήση A3 602 αναχωρεί 09:35 από την πύλη 14'),
    ('talk_el', 'ο λογαριασμός ρεύματος ήταν 87,40 ευρώ'),
    ('talk_el', 'το ραντεβού είναι στο γραφείο 3.12, εσωτερικό 221'),
    ('talk_he', 'צריך להחליף סיסמה כל 90 יום לפי מדיניות החברה'),
    ('talk_he', 'טיסה LY 315 ממריאה ב-23:40 מטרמינל 3'),
    ('talk_he', 'החשבון יצא 248 שקל לשלושה אנשים'),
    ('talk_he', 'חדר 517, שלוחה 1409'),
    ('talk_th', 'ควรตั้งรหัสผ่านให้ยาวและไม่ซ้ำกันทุกเว็บ'),
    ('talk_th', 'เที่ยวบิน TG 628 ออก 10:05 ประตู C3'),
    ('talk_th', 'ข้าวมันไก่จานละ 60 บาท'),
    ('talk_th', 'ห้องประชุม 708 ชั้น 7 เบอร์ภายใน 2305'),
    ('talk_sw', 'usimwambie mtu yeyote nenosiri lako, hata wa benki'),
    ('talk_sw', 'basi linaondoka saa 2 asubuhi, kiti namba 14'),
    ('talk_sw', 'bei ya sukari ni shilingi 3,200 kwa kilo'),
    ('talk_sw', 'matokeo ni 2-0, Simba imeshinda'),
    ('talk_uk', 'пароль треба міняти раз на пів року, так сказали в ІТ'),
    ('talk_uk', 'потяг 743 Київ - Львів відправляється о 06:02'),
    ('talk_uk', 'кава коштує 65 гривень'),
    ('talk_uk', 'кабінет 312, внутрішній 4521'),
    ('talk_cs', 'heslo musí mít aspoň 10 znaků a jedno číslo'),
    ('talk_cs', 'vlak R 675 jede v 17:12 z 2. nástupiště'),
    ('talk_cs', 'oběd stál 189 Kč'),
    ('talk_cs', 'kancelář 4.07, linka 2290'),
    ('talk_ko', '비밀번호는 90일마다 바꾸라는 공지가 왔다'),
    ('talk_ko', 'KE 081편 10시 30분 출발, 탑승구 249'),
    ('talk_ko', '아메리카노 4,500원'),
    ('talk_ko', '회의실 1203호, 내선 7731'),
    ('talk_ja', 'パスワードは12文字以上にしてくださいと言われた'),
    ('talk_ja', 'のぞみ 23号 10:33 東京発、7号車12番A席'),
    ('talk_ja', 'ランチは980円でした'),
    ('talk_ja', '会議室は5階の502、内線は3104です'),
    ('talk_zh', '密码要包含大小写字母和数字，至少8位'),
    ('talk_zh', 'CA1501 航班 8:00 起飞，登机口 A12'),
    ('talk_zh', '这件衣服 299 元，打八折'),
    ('talk_zh', '会议在 606 会议室，分机 8812'),
    ('talk_pt', 'a senha deve ter no mínimo 8 caracteres, troquei ontem'),
    ('talk_pt', 'voo G3 1402 sai às 21:15 do portão 8'),
    ('talk_pt', 'o almoço deu R$ 47,90 por pessoa'),
    ('talk_pt', 'sala 1104, ramal 2356'),
    ('talk_nl', 'ik heb een nieuw wachtwoord ingesteld via de resetlink'),
    ('talk_nl', 'trein 3547 vertrekt om 08:17 van spoor 5b'),
    ('talk_nl', 'de boodschappen kostten 63,45 euro'),
    ('talk_nl', 'kamer 2.14, toestel 4471'),
    ('talk_tl', 'palitan mo na ang password mo, na-leak daw ang database nila'),
    ('talk_tl', 'flight PR 102 alis 9:45 ng gabi, gate 6'),
    ('talk_tl', 'ang presyo ng bigas ay 52 piso kada kilo'),
    ('talk_tl', 'kwarto 311, local 225'),
    ('talk_bn', 'পাসওয়ার্ড কাউকে বলবেন না, ব্যাংক কখনো চায় না'),
    ('talk_bn', 'ট্রেন সুবর্ণ এক্সপ্রেস বিকাল ৪:৩০ এ ছাড়বে'),
    ('talk_bn', 'ইলিশ মাছের দাম কেজি প্রতি ১২০০ টাকা'),
    ('talk_bn', 'রুম নম্বর ৫০৭, এক্সটেনশন ৩৩১'),
    ('talk_fa', 'رمز عبور باید حداقل ۸ کاراکتر باشد'),
    ('talk_fa', 'پرواز IR 721 ساعت ۰۸:۳۰ از فرودگاه امام'),
    ('talk_fa', 'قیمت نان ۵۰ هزار تومان شده'),
    ('talk_fa', 'اتاق ۲۱۴، داخلی ۳۲۰۱'),
    ('code/python:env', 'client = OpenAI(api_key=os.environ["OPENAI_API_KEY"])'),
    ('code/python:getenv', (
         "SECRET_KEY = os.getenv('DJANGO_SECRET_KEY')\nif not SECRET_KEY:\n    raise ImproperlyConfigure"
         "d('DJANGO_SECRET_KEY missing')"
        )),
    ('code/python:boto3_profile', (
         "session = boto3.Session(profile_name='prod-readonly')\ns3 = session.client('s3', region_name='"
         "eu-west-1')"
        )),
    ('code/python:secretsmanager', (
         "resp = sm.get_secret_value(SecretId='prod/orders/db')\ncreds = json.loads(resp['SecretString']"
         ")\nconn = psycopg2.connect(password=creds['password'], **rest)"
        )),
    ('code/python:getpass', (
         "import getpass\npwd = getpass.getpass('Vault password: ')\nclient.auth.userpass.login(username"
         '=user, password=pwd)'
        )),
    ('code/python:keyring', "token = keyring.get_password('github', 'ci-bot')\ngh = Github(token)"),
    ('code/python:settings_decouple', (
         "from decouple import config\nDATABASE_PASSWORD = config('DATABASE_PASSWORD')\nSTRIPE_KEY = con"
         "fig('STRIPE_SECRET_KEY', default='')"
        )),
    ('code/python:pydantic', (
         'class Settings(BaseSettings):\n    anthropic_api_key: SecretStr\n    hf_token: SecretStr | Non'
         "e = None\n    model_config = SettingsConfigDict(env_file='.env')"
        )),
    ('code/python:jupyter', "In [2]: from google.colab import userdata\n   ...: HF_TOKEN = userdata.get('HF_TOKEN')"),
    ('code/python:hvac_env', "client = hvac.Client(url=os.environ['VAULT_ADDR'], token=os.environ['VAULT_TOKEN'])"),
    ('code/js:process_env', "const stripe = new Stripe(process.env.STRIPE_SECRET_KEY, { apiVersion: '2024-06-20' });"),
    ('code/ts:zod_env', (
         'const env = z.object({\n  DATABASE_URL: z.string().url(),\n  SUPABASE_SERVICE_ROLE_KEY: z.stri'
         'ng().min(1),\n}).parse(process.env);'
        )),
    ('code/js:fetch_env', 'headers: { Authorization: `Bearer ${process.env.OPENAI_API_KEY}` }'),
    ('code/go:getenv', (
         'token := os.Getenv("TELEGRAM_BOT_TOKEN")\nif token == "" {\n\tlog.Fatal("TELEGRAM_BOT_TOKEN no'
         't set")\n}'
        )),
    ('code/java:properties_env', (
         'spring.datasource.password=${DB_PASSWORD}\nspring.mail.password=${SENDGRID_API_KEY:}'
        )),
    ('code/java:vault', 'spring.cloud.vault.token=${VAULT_TOKEN}\nspring.config.import=vault://secret/app'),
    ('code/csharp:config', 'var key = builder.Configuration["Stripe:SecretKey"]; // from user-secrets / Key Vault'),
    ('code/csharp:keyvault', (
         'var secret = await client.GetSecretAsync("SqlPassword");\nvar cs = $"Server=...;Password={secr'
         'et.Value.Value}";'
        )),
    ('code/ruby:env_fetch', (
         "Stripe.api_key = ENV.fetch('STRIPE_SECRET_KEY')\nTwilio.configure { |c| c.auth_token = Rails.a"
         'pplication.credentials.twilio[:auth_token] }'
        )),
    ('code/php:getenv', "define( 'DB_PASSWORD', getenv('WORDPRESS_DB_PASSWORD') );"),
    ('code/php:laravel_env', "'secret' => env('MAILGUN_SECRET'),"),
    ('code/rust:env', 'let token = std::env::var("CLOUDFLARE_API_TOKEN").expect("set CLOUDFLARE_API_TOKEN");'),
    ('code/kotlin:buildconfig', 'val key = BuildConfig.MAPS_API_KEY // injected from local.properties, not committed'),
    ('shell/read', (
         "read -rsp 'DB password: ' PGPASSWORD && export PGPASSWORD\npsql -h pg.prod -U reporting -d war"
         'ehouse'
        )),
    ('shell/export_ref', 'export OPENAI_API_KEY="$(op read op://Private/OpenAI/credential)"'),
    ('shell/history:mysql_prompt', "  512  mysql -h 10.0.0.21 -u root -p -e 'show databases'"),
    ('shell/docker_login', 'echo "$DOCKERHUB_TOKEN" | docker login -u acmebot --password-stdin'),
    ('shell/sshpass_env', 'SSHPASS=$(pass show servers/deploy) sshpass -e ssh deploy@203.0.113.40'),
    ('shell/gcloud', 'gcloud secrets versions access latest --secret=stripe-live-key --project=acme-prod'),
    ('shell/twine', 'twine upload dist/*   # uses the token from ~/.pypirc via keyring'),
    ('sql/create_user_var', "\\set pw `cat /run/secrets/report_pw`\nCREATE USER report_ro WITH PASSWORD :'pw';"),
    ('sql/password_hash_ddl', (
         'CREATE TABLE users (\n  id bigserial PRIMARY KEY,\n  email citext UNIQUE NOT NULL,\n  password'
         '_hash text NOT NULL,\n  totp_secret_enc bytea\n);'
        )),
    ('sql/password_reset', (
         'UPDATE users SET must_change_password = true, password_changed_at = now() WHERE last_login < n'
         "ow() - interval '180 days';"
        )),
    ('sql/grant', 'GRANT SELECT, INSERT ON orders TO app_writer;\nREVOKE ALL ON payments FROM PUBLIC;'),
    ('sql/bcrypt_fixture', (
         '-- fixture: password hash only, plaintext never stored\nINSERT INTO users (email, password_has'
         "h) VALUES ('demo@example.com', '$2b$12$0/LOUwWHY.KzBISZZZ.1ZUxQoR/9bd7btdP9XDK4NtuB3DyK//4sV')"
         ';'
        )),
    ('sql/alter_role_nologin', "ALTER ROLE legacy_app NOLOGIN;\nALTER ROLE app_writer VALID UNTIL 'infinity';"),
    ('terraform/var_sensitive', (
         'variable "db_password" {\n  type      = string\n  sensitive = true\n}\n\nresource "aws_db_inst'
         'ance" "main" {\n  password = var.db_password\n}'
        )),
    ('terraform/random_password', 'resource "random_password" "db" {\n  length  = 24\n  special = true\n}'),
    ('terraform/data_secret', 'data "aws_secretsmanager_secret_version" "dd" {\n  secret_id = "datadog/api_key"\n}'),
    ('terraform/state_ids', (
         '# terraform state show aws_instance.web\nid = "i-0dac281f9950cd952"\nvpc_security_group_ids = '
         '["sg-0057474de19ce2a48"]\nsubnet_id = "subnet-0302058edfaaecd37"'
        )),
    ('makefile/publish_env', 'publish:\n\tpython -m build\n\ttwine upload -u __token__ -p $(PYPI_TOKEN) dist/*'),
    ('ci/github_actions', '    env:\n      NPM_TOKEN: ${{ secrets.NPM_TOKEN }}\n      GH_TOKEN: ${{ github.token }}'),
    ('ci/github_actions:uses_sha', (
         '      - uses: actions/checkout@ac8450c3983191768cb57d1b777c64881f6d81fb # v4.2.2\n      - uses'
         ': actions/setup-node@08e7279f45612f6dd728d910aba00467c1d6b14e # v4.1.0'
        )),
    ('k8s/secret_ref', (
         'env:\n  - name: LINEAR_API_KEY\n    valueFrom:\n      secretKeyRef:\n        name: linear-sync'
         '\n        key: LINEAR_API_KEY'
        )),
    ('k8s/external_secret', (
         'apiVersion: external-secrets.io/v1beta1\nkind: ExternalSecret\nspec:\n  secretStoreRef: {name:'
         ' vault-backend, kind: ClusterSecretStore}\n  data:\n    - secretKey: password\n      remoteRef'
         ': {key: secret/app/db, property: password}'
        )),
    ('compose/env_ref', (
         'services:\n  db:\n    image: postgres:16\n    environment:\n      POSTGRES_PASSWORD_FILE: /run'
         '/secrets/pg_pw\n    secrets: [pg_pw]'
        )),
    ('placeholder/openai', 'client = OpenAI(api_key="sk-proj-...")  # replace with your key'),
    ('placeholder/anthropic', 'ANTHROPIC_API_KEY=sk-ant-api03-xxxxxxxxxxxxxxxxxxxxxxxx'),
    ('placeholder/hf', 'huggingface-cli login --token hf_XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX'),
    ('placeholder/glpat', 'git clone https://oauth2:<your-glpat-token>@gitlab.com/group/project.git'),
    ('placeholder/slack', 'SLACK_BOT_TOKEN=xoxb-your-bot-token\nSLACK_APP_TOKEN=xapp-your-app-token'),
    ('docs_example/slack_webhook', (
         'Example from the Slack docs: https://hooks.slack.com/services/T00000000/B00000000/XXXXXXXXXXXX'
         'XXXXXXXXXXXX'
        )),
    ('placeholder/discord', 'DISCORD_WEBHOOK=https://discord.com/api/webhooks/<id>/<token>'),
    ('docs_example/telegram', (
         'The Bot API docs show tokens like 123456:ABC-DEF1234ghIkl-zyx57W2v1u123ew11 — put yours in BOT'
         '_TOKEN.'
        )),
    ('placeholder/twilio', 'TWILIO_ACCOUNT_SID=ACxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx\nTWILIO_AUTH_TOKEN=your_auth_token'),
    ('placeholder/sendgrid', 'spring.mail.password=SG.<redacted>'),
    ('masked/mailgun', 'Mailgun key key-••••••••••••••••••••••••••••3f2a was revoked'),
    ('masked/shopify', 'Admin API access token: shpat_****************************0a43 (reveal once)'),
    ('placeholder/do', 'export DIGITALOCEAN_ACCESS_TOKEN=dop_v1_<token>'),
    ('masked/newrelic', 'NRAK-**************************  created 2026-11-02 by ops@acme.io'),
    ('placeholder/pypi', (
         '[pypi]\n  username = __token__\n  password = pypi-AgEIcHlwaS5vcmc...  # paste the token here'
        )),
    ('masked/dockerhub', 'Personal access token dckr_pat_*****************************  Last used 3 days ago'),
    ('placeholder/vault', 'export VAULT_TOKEN="hvs.<redacted>"'),
    ('placeholder/doppler', 'doppler configure set token dp.st.prd.XXXXXXXXXXXXXXXX --scope /app'),
    ('truncated/linear', 'Linear key starting lin_api_7f… was leaked? no — it was already rotated'),
    ('placeholder/notion', 'NOTION_TOKEN=secret_••••  (integration: Docs sync)'),
    ('placeholder/google', (
         "const firebaseConfig = { apiKey: 'YOUR_API_KEY', authDomain: 'YOUR_PROJECT.firebaseapp.com' };"
        )),
    ('truncated/aiza', 'The key AIzaSy…Q9k in the Android app is restricted to the package name, per the console'),
    ('placeholder/supabase', 'SUPABASE_SERVICE_ROLE_KEY=<service-role-key-from-dashboard>'),
    ('placeholder/azure_sas', (
         'https://contosodata.blob.core.windows.net/exports/q3.csv?sv=2022-11-02&sp=r&sig=REDACTED'
        )),
    ('placeholder/atlassian', (
         'curl -u you@example.com:$ATLASSIAN_API_TOKEN https://acme.atlassian.net/rest/api/3/myself'
        )),
    ('placeholder/okta', 'Authorization: SSWS ${OKTA_API_TOKEN}'),
    ('placeholder/cloudflare', 'provider "cloudflare" {\n  api_token = var.cloudflare_api_token\n}'),
    ('placeholder/mapbox', "mapboxgl.accessToken = '<your access token here>';"),
    ('placeholder/square', 'SQUARE_ACCESS_TOKEN=EAAA{{ square_token }}'),
    ('placeholder/braintree', "accessToken: 'access_token$sandbox$xxxxxxxx$xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx'"),
    ('placeholder/postman', 'X-Api-Key: {{postman_api_key}}  (PMAK-… from your Postman settings)'),
    ('masked/grafana', 'glsa_********************************_a1b2c3d4  service account: ci-dashboards'),
    ('placeholder/sentry', 'SENTRY_DSN=https://<key>@o0.ingest.sentry.io/<project>'),
    ('placeholder/heroku', 'heroku config:set HEROKU_API_KEY=$(heroku auth:token)'),
    ('masked/alibaba', 'AccessKey ID LTAI5t************ 已禁用'),
    ('placeholder/tencent', 'SecretId: AKIDxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx 请在控制台获取'),
    ('placeholder/yandex', "curl -H 'Authorization: OAuth <OAuth-токен>' https://cloud-api.yandex.net/v1/disk"),
    ('placeholder/naver', 'X-Naver-Client-Secret: {발급받은 시크릿}  // 네이버 개발자센터에서 확인'),
    ('placeholder/github_actions', (
         'run: curl -H "Authorization: Bearer ${{ secrets.SLACK_BOT_TOKEN }}" https://slack.com/api/auth'
         '.test'
        )),
    ('docs_example/aws', (
         'AWS docs use AKIAIOSFODNN7EXAMPLE and wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY as example cred'
         'entials'
        )),
    ('placeholder/sql', "CREATE USER app WITH PASSWORD '<generate-a-strong-one>';"),
    ('docs_example/changeme', (
         "Example only (from the README): the default admin password is 'changeme' and you must change i"
         't on first boot.'
        )),
    ('placeholder/django', (
         "SECRET_KEY = 'django-insecure-CHANGE-ME'  # dev placeholder, real one comes from env in prod"
        )),
    ('placeholder/twilio_md', (
         'Replace `AC…` and `your_auth_token` in `send_sms.py` with values from the Twilio console.'
        )),
    ('masked/card', 'Visa ending in 4821, expires 09/27'),
    ('masked/card2', 'charged to card **** **** **** 1187 on 2026-11-30'),
    ('masked/stripe', 'sk_live_…X7rQ rolled; new key stored in Secret Manager as stripe-live-key'),
    ('masked/aws', 'Access key AKIA************7QXZ was deactivated by the guardrail'),
    ('hash/git', 'fixed in 1ce7f32fc68b97ed9c5e0433e3cfebc209b890c1 (cherry-picked onto release/2.4 as ee05260e8a1f)'),
    ('hash/git_log', '816fc67 fix: retry on 429\n717baf1 chore: bump deps\n1565589 feat: add export'),
    ('hash/docker_digest', (
         'image: ghcr.io/acme/api@sha256:f093f3348182ccf59cf5a7e3bd99f3a042b1fd491b9644afdd52dfa26114965'
         'a'
        )),
    ('hash/docker_pull', (
         'Digest: sha256:6e12b799acfbc7f8075e896ec9c835929fe17d6ad137fc547e2ef6395aefb6f9\nStatus: Downl'
         'oaded newer image for postgres:16.4-alpine'
        )),
    ('hash/git_lfs', (
         'version https://git-lfs.github.com/spec/v1\noid sha256:42ebf49881870a2c53e1d5c700471feec4d303a'
         'c3a53d6a24110ffe75c252009\nsize 48213377'
        )),
    ('hash/npm_integrity', (
         '"node_modules/lodash": {\n  "version": "4.17.21",\n  "resolved": "https://registry.npmjs.org/l'
         'odash/-/lodash-4.17.21.tgz",\n  "integrity": "sha512-mZCd44iHqKvAhRqPQb5bhbakudzKlwhEhepwTwawO'
         'DCMv+o9m0FVeG/HXe0ZIvAnMuBIkkHPFkkSCJKNt8ZFaw=="\n}'
        )),
    ('hash/pip_hashes', (
         'requests==2.32.3 \\\n    --hash=sha256:6d7dd4ea258a2b8a202cf92c718d1296342dce5fd08bf8ab55cfa02'
         '182b9b946 \\\n    --hash=sha256:17fb9566eca7c9fe224e064616f803358543e00ca1358494d103629a3d3711'
         'a6'
        )),
    ('hash/sha256sum', (
         '52110c8840db05aeb553447e33421a0b81b8f8d3cf298d071baa43639385b95e  ubuntu-24.04.1-live-server-a'
         'md64.iso'
        )),
    ('hash/md5', 'md5 of the backup tarball: 295fc803c815eb014361ac5b0c11704e'),
    ('hash/cargo_lock', (
         '[[package]]\nname = "serde"\nversion = "1.0.210"\nsource = "registry+https://github.com/rust-l'
         'ang/crates.io-index"\nchecksum = "d3c1926c3f24061470ccedd1e798be5f86be2766891cb400c45e9beb07b7'
         'ed64"'
        )),
    ('hash/go_sum', (
         'golang.org/x/crypto v0.28.0 h1:J8L4VWIVpJrFCyZmgzuyM35Dzqm0LRVvWA5+Ca2RQho=\ngolang.org/x/cryp'
         'to v0.28.0/go.mod h1:DX9KD1DGNvJ3rClnjutv59ZDB4k7lNigsweJ6zWLQnw='
        )),
    ('hash/etag', (
         'ETag: "218c8759714f9528c8317577ac40117d"\nx-amz-request-id: FPNKE2E4I567JVST\nx-amz-id-2: UlaQ'
         's0uVmbeLJjpLwT/QvCz7xScuFYKrW9Tiz5d2944fm58aQwZuXYnN2VtsppYu'
        )),
    ('hash/ipfs', 'pinned at ipfs://bafybeifyuvuzocazqxghqiaurvdpvna6qnwlau22nl3qfqetl2h5y4zmfx'),
    ('hash/torrent', (
         'magnet:?xt=urn:btih:f587e5b6eca047a27ce9b843a0aaced2bd516cee&dn=debian-12.8.0-amd64-netinst.is'
         'o'
        )),
    ('hash/argon2_doc', 'Argon2id output format: $argon2id$v=19$m=65536,t=3,p=4$<salt>$<hash>'),
    ('hash/sri', (
         '<script src="https://cdn.jsdelivr.net/npm/htmx.org@2.0.3" integrity="sha384-cgPZJ1g/kIe6+cfHnR'
         'PzT/ihXdYhhK/WxQz6dRyB5RaFFa9B5lzbd3Sp8+oDH5hJ" crossorigin="anonymous"></script>'
        )),
    ('uuid/request', (
         'request_id=69ec66ee-22cc-4564-a659-aed898a20a29 trace_id=d4fa0e8fc38ee1a3a3b18962254ba95c span'
         '_id=cb54f1154b8c34ea status=200 latency_ms=41'
        )),
    ('uuid/list', (
         '- ee65f644-7d03-4f5a-bcae-4b88b28e0dc3\n- 3aa2bb4b-5ee5-40b2-8fd0-2d130d1fee24\n- ac31bdab-d80'
         '6-4827-8404-52157fc4f87a\n- 59aa5eaf-8390-4b86-afd0-b409edb980ce'
        )),
    ('uuid/heroku_app', 'Heroku app id 6518a1bf-00ee-407e-88b4-f93dc4c8f46b (acme-prod), region eu, stack heroku-24'),
    ('uuid/azure', (
         'subscription 016ce6fc-8df4-493d-a656-3f6e922b686e, tenant b7b43a70-eb36-4bed-a351-b14b1ac64d1d'
         ', resource group rg-prod-weu'
        )),
    ('aws/arn', 'arn:aws:iam::778280997604:role/github-actions-deploy'),
    ('aws/arn_secret', (
         'the secret lives at arn:aws:secretsmanager:eu-west-1:778280997604:secret:prod/orders/db-oPbgaS'
        )),
    ('aws/account', 'prod account is 540794337240, staging 030181422886 — both in the Acme org'),
    ('aws/resources', (
         'i-067bad4d14ba623e2 in vpc-05e3fb0a725797e1f, sg-04a60adc39449d3ba, ami-0c27eb55142e1d9f6, vol'
         '-0040ab87f4bf38c0d'
        )),
    ('aws/cloudtrail', (
         '{"eventName": "AssumeRole", "userIdentity": {"accountId": "778280997604", "principalId": "AROA'
         'R7HRX0F3ZXXI4IQQA:ci"}, "requestID": "3b957179-515e-4c94-a141-57a18be73aea"}'
        )),
    ('aws/kms', 'key_id = "mrk-613a6022c67c76bfdbf5ded8ced985cb"  # multi-region KMS key id, not secret'),
    ('gcp/ids', (
         'project acme-analytics-prod (number 081743421434), SA bq-loader@acme-analytics-prod.iam.gservi'
         'ceaccount.com, key id aa00e3da29ac37e362dc0369efa8fddf06ae7de9 (deleted)'
        )),
    ('k8s/configmap', (
         'apiVersion: v1\nkind: ConfigMap\ndata:\n  LOG_LEVEL: info\n  BUILD_SHA: 44e6276a5f43b4f35b9364'
         '8e69a9edf3a4176bf1\n  FEATURE_FLAGS: search,export'
        )),
    ('k8s/pod', 'api-7d9fef48-1260y   1/1   Running   0   3d4h'),
    ('build/id', 'Build #4821 (e5252402-4d38-463a-acc8-70adfd37db2a) passed in 6m12s on runner gha-66608bd4'),
    ('build/version', 'bumped to 3.14.0-rc.2+build.20261204.7f3a9c1'),
    ('build/gradle', 'org.gradle.jvmargs=-Xmx4g -XX:MaxMetaspaceSize=1g\nversion=2.8.1\nkotlin.code.style=official'),
    ('testvector/rfc6238', (
         'RFC 6238 test secret: ASCII "12345678901234567890" (base32 GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ); '
         'at T=59 SHA1 gives 94287082'
        )),
    ('testvector/rfc4231', (
         'RFC 4231 test case 1: key = 0x0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b, data = "Hi There", HMA'
         'C-SHA256 = b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7'
        )),
    ('testvector/jwt_io', (
         "jwt.io's sample token eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI"
         '6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c decodes to'
         ' John Doe'
        )),
    ('testvector/bip39', (
         "BIP39 test vector: 'abandon abandon abandon abandon abandon abandon abandon abandon abandon ab"
         "andon abandon about' with passphrase TREZOR"
        )),
    ('testvector/stripe_card', 'Stripe test mode: use card 4242 4242 4242 4242, any future date, any CVC'),
    ('testvector/sha256_abc', "sha256('abc') = ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
    ('testvector/rfc4648', 'RFC 4648: BASE32("foobar") = "MZXW6YTBOI======", BASE64("foobar") = "Zm9vYmFy"'),
    ('testvector/pbkdf2', (
         'RFC 6070: P = "password", S = "salt", c = 1, dkLen = 20 -> 0c60c80f961f0e71f3a9b524af6012062fe'
         '037a6'
        )),
    ('testvector/eicar', (
         'EICAR test string for the AV check: X5O!P%@AP[4\\PZX54(P^)7CC)7}$EICAR-STANDARD-ANTIVIRUS-TEST'
         '-FILE!$H+H*'
        )),
    ('testvector/btc_genesis', 'genesis block coinbase pays 1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa'),
    ('ssh/pubkey', (
         'add this to authorized_keys on the bastion:\nssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIOrpki9zpRG6a'
         'gRGftYT+gUFD57mYOKl6uvmj0I8I6eY lea@mbp'
        )),
    ('ssh/pubkey_rsa', (
         'ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABAQDZkdBvikN5MVY0vsf5iQtZ7FqI6d1M9Cuf4YEXRYTbZJQz5/zrXeZbxx'
         'U6xx1GlBwm+ks8vXy7k0HlwWhc7A8G0dMPoZ4ftCGO5mHWgOlnDg0wSi6djIaAEuDzcuWS2qUwy7NRKjISn/sqsqs5zPv4'
         'MEmviZxHPipoW9tJ/w4/oRCqCsN3Z+gVlmpUzJaBhE2HTBWeRp5OlqL0PNYHKsrUx4+8p4KPCnxcqCNd5VhNZrUjIBWqCg'
         'Jf0SyTQwsZlQRSoWNn2RUOMzy2CYcyUA1BSYLbKZ7z+ayr0rrGeGXgej4QmBG+yJ21B9KbToa21WZi9fyb5fipc/XQAZEZ'
         '1YXX ci-deploy@github'
        )),
    ('ssh/known_hosts', (
         'github.com ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIOMqqnkVzrm0SdG6UOoqKLsabgH5C9okWi0dh2l9GKJl\nS'
         'HA256 fingerprint: SHA256:JKC/OrcvJO8LluOPDQ3VytN1jmGI3aNrgNBbUUJqOgk'
        )),
    ('pem/public', (
         'JWT verification key (public):\n-----BEGIN PUBLIC KEY-----\nMFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQg'
         'AEduS5Zu9bF/dKUbr7Am1awu0eLBFN\nhI8ofONwz8XYZTrfqnTLRTT70oVywx2Bk8dlSiHZRlIGrVKpiMZrEGdPKw==\n'
         '-----END PUBLIC KEY-----\n'
        )),
    ('pem/certificate', (
         'internal CA cert to trust:\n-----BEGIN CERTIFICATE-----\nMIIBPTCB5KADAgECAhQJoPCd/hwwX9Q2kjhHn'
         'toRrbjDQTAKBggqhkjOPQQDAjAf\nMR0wGwYDVQQDDBRpbnRlcm5hbC5leGFtcGxlLm5ldDAeFw0yNjAxMDEwMDAwMDBa'
         '\nFw0yNzAxMDEwMDAwMDBaMB8xHTAbBgNVBAMMFGludGVybmFsLmV4YW1wbGUubmV0\nMFkwEwYHKoZIzj0CAQYIKoZIzj'
         '0DAQcDQgAEL6VkWD97PAXjNEJhKbpci4wsRbHS\nT9+64MQZwAK8BYI4IRUcpeatNLTCuemSDGqSp1JF0xd/bt1/EYCDfp'
         '4kfzAKBggq\nhkjOPQQDAgNIADBFAiBdANPMt8NlTI+qZkFX/EOl2oKhsqEuuoGFJwQ4lqo7AwIh\nAKSgNJdfANEMDbBf'
         'XKh+n0ocnS8DiRYXlJgUHdREIkIu\n-----END CERTIFICATE-----\n'
        )),
    ('pgp/public', (
         '-----BEGIN PGP PUBLIC KEY BLOCK-----\n\ne1gfn/mJmT/GCwgNtb4oBxP4uHHfFtHsrtevEc3NxwTrkgeWCxIXip'
         '7WczNaVcsT\nJdGWibRLltB0C5FCTzkXz5BLxxPLfCPlvFWuiL4TRdsM5MRbcw2zfucfFyAg3jLa\nNdNPoxuA9nofJ0gE'
         'iyqhSqlINXY1wynbQ1Waw/aMAJsrU/HmB9Lv0Qt3lahjsOBN\nosF0hQDS0+oKbzh9Yl4ZngLNjVLrCICVQPw42DdGUk0k'
         'Knz42d405NTRhmktMsa/\n+b2mv+IpmUQj3OqQ9s7/18bwSGP9LlmRg949FCHEwTYq7BCHH1bIrH1vgIaJfdwm\nVKsB7I'
         'nB6oe4vu8JsdAaw4vf/yFLFk3tG+qMVU1+UqYnLdd0tz/XI/p2kQtBBAW+\n=3T+r\n-----END PGP PUBLIC KEY BLO'
         'CK-----'
        )),
    ('pgp/fingerprint', 'my PGP fingerprint: 8591 2DAC F687 D940 C65D 260F F615 196D 9F90 37A0'),
    ('age/recipient', 'age recipient for backups: age1n2wr4zxqra80v5avtc0vc48cd6x945frzaa8zegap37ng6zlrkekr86tn9'),
    ('wallet/eth', 'send the USDC to 0x626cf72802316d69d89eb2ac496cbcca4c560b11 (Base network)'),
    ('wallet/btc', 'donation address bc1qk9zk02axf9ae0h8ymjwjqu46qsplpres7zq3fr'),
    ('iban/pay', (
         'Please pay invoice 2026-118 to IBAN DE89 3704 0044 0532 0130 00, BIC COBADEFFXXX, reference AC'
         'ME-118'
        )),
    ('iban/nl', 'huur overmaken naar NL91 ABNA 0417 1643 00 t.n.v. J. de Vries'),
    ('bank/details', 'Sort code 20-00-00, account 55779911, payee: Hill Carpentry Ltd — for the kitchen deposit'),
    ('license/gvlk', (
         "Microsoft's published KMS client setup key for Windows 10/11 Pro is W269N-WFGWX-YVC9B-4J6C9-T8"
         '3GX (public, from learn.microsoft.com)'
        )),
    ('license/spdx', 'SPDX-License-Identifier: Apache-2.0'),
    ('license/oss', 'the project is MIT licensed; no activation key needed, just pip install'),
    ('license/id', (
         'Licence ID b9b6c66a-edf0-4294-9a35-ace48505d69b assigned to ACME GmbH, 25 seats, renews 2027-0'
         '3-01 (seat management only)'
        )),
    ('url/youtube', 'watch later: https://www.youtube.com/watch?v=3Pj3IzMXJaN&t=312s'),
    ('url/shortlink', 'slides: https://bit.ly/YXKS6gG and recording https://youtu.be/IyvJWb6gr7f'),
    ('url/gdoc', (
         'spec draft: https://docs.google.com/document/d/qnAQxdgj828fOzERAK_dRX-eTtQHthAS6lpPmHPWWPrD/ed'
         'it?usp=sharing'
        )),
    ('url/figma', 'https://www.figma.com/design/0krtevy9s5ZW2rovs5alnq/Checkout-v3?node-id=12-3456'),
    ('url/notion', 'https://www.notion.so/acme/Onboarding-4a84697d7536667e23b52bc628dd77ee'),
    ('url/s3_public', 'https://acme-public-assets.s3.eu-west-1.amazonaws.com/press/logo-f60ecc2b.svg'),
    ('url/presigned_expired', (
         'the link https://acme-exports.s3.amazonaws.com/q3.csv?X-Amz-Signature=... expired, ask for a n'
         'ew one'
        )),
    ('url/github_pr', 'https://github.com/acme/infra/pull/1842/commits/d54ef94ab81d6eeed9dc2a8bf3da99038d1813e3'),
    ('url/zoom', 'Zoom: https://us02web.zoom.us/j/55341473436 (waiting room on, host lets you in)'),
    ('url/unsubscribe', 'https://news.example.com/unsubscribe?u=58e4055cbf52386b2dd8e31c&id=bedeb137ec'),
    ('data/base64_png', (
         'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGA'
         'WjR9awAAAABJRU5ErkJggg=='
        )),
    ('data/base64_text', 'the API returns base64 body: eyJzdGF0dXMiOiJvayIsIml0ZW1zIjpbMSwyLDNdLCJuZXh0IjpudWxsfQ=='),
    ('colors/hex', 'palette: #1E293B #334155 #64748B #F59E0B #10B981 #EF4444'),
    ('geo/coords', 'meet at 52.520008, 13.404954 (Brandenburger Tor), backup 48.858370, 2.294481'),
    ('chess/pgn', '1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 6. Re1 b5 7. Bb3 d6 8. c3 O-O'),
    ('chess/fen', 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1'),
    ('math/proof', '2^61 - 1 = 2305843009213693951 is a Mersenne prime; 1729 = 1^3 + 12^3 = 9^3 + 10^3'),
    ('math/matrix', 'det([[4, 7], [2, 6]]) = 10, inverse = [[0.6, -0.7], [-0.2, 0.4]]'),
    ('captcha', "captcha showed '6UAT4Z', typed it and the form went through"),
    ('tracking/ups', 'UPS tracking 1Z2QSXOO7334452791, arriving Tuesday'),
    ('tracking/dhl', 'DHL Sendungsnummer 4378515898, Abholung in der Packstation 142'),
    ('order/amazon', 'Amazon order 537-6577338-5137029 refunded'),
    ('invoice', 'Invoice INV-2026-76578 due 2026-12-31, total €1,284.50'),
    ('imei', 'IMEI of the lost phone: 355345437532468 (for the police report)'),
    ('phone/office', 'reception +44 20 7946 0958, ext. 4417 for IT'),
    ('flight', 'LH 400 FRA-JFK departs 10:25, seat 32K, confirmation code is on the app'),
    ('score', 'final 104-98, Curry 37 pts, 9/15 from three'),
    ('time/cron', '0 3 * * 1-5 /opt/backup/run.sh >> /var/log/backup.log 2>&1'),
    ('ports', 'open ports: 22, 80, 443, 5432 (internal only), 6379 (internal only)'),
    ('ip/cidr', 'allow 10.0.0.0/16 and 203.0.113.0/24; deny 0.0.0.0/0 on 5432'),
    ('mac', 'printer MAC dd:ff:08:2d:15:15, IP reserved 192.168.1.40'),
    ('serial/device', 'laptop serial C02HJM7VO5R, asset tag ACM-95819'),
    ('vin', 'car VIN WVWZZZ1KK75060458, plate B-AC 1234'),
    ('room/hotel', 'room 1412, breakfast 6:30-10:30 on floor 2'),
    ('email/reset', (
         'Subject: Password reset requested\n\nWe received a request to reset your password. The link ex'
         "pires in 30 minutes. If it wasn't you, ignore this email."
        )),
    ('email/forward_noval', (
         "Fwd: New hire accounts — Priya's laptop and VPN accounts are created; she'll set her own passw"
         'ord at first login via the self-service portal.'
        )),
    ('email/vendor_noval', (
         'Subject: API access\n\nYour client ID and secret are available in the partner portal under Set'
         'tings > Credentials. We never send secrets by email.'
        )),
    ('ticket/support', (
         '#48214 Customer locked out after 5 attempts. Sent reset link to the address on file, account u'
         'nlocked. Closing.'
        )),
    ('ticket/jira', (
         'OPS-2292: rotate the Datadog API key (leaked in #general). Done: old key revoked, new one in V'
         'ault at secret/datadog.'
        )),
    ('ticket/incident', (
         'INC-909499: 502s on checkout from 14:02 to 14:19 UTC, root cause pool exhaustion, trace 9b6e41'
         'e828e0a0d2da7f99f01e913d7d'
        )),
    ('csv/users', (
         'name,email,role,last_login\nAlice,alice@acme.io,admin,2026-12-01\nBruno,bruno@acme.io,viewer,2'
         '026-11-28'
        )),
    ('csv/orders', 'order_id,sku,qty,price\n100482,SKU-7781-BLK,2,19.90\n100483,SKU-2210-RED,1,49.00'),
    ('csv/hashes', (
         'file,sha256\nreport.pdf,37174cbef68d1d1210d6acde91344eac171baf7f9d40962ca0a4eb4be1472a1d\ndata'
         '.parquet,b0f401ed73c4f43d79f327e3c22b31a7b9f9e738b04b6193fa27099e06cbe9bc'
        )),
    ('csv/inventory', 'asset,serial,owner\nMBP-14,C02D6ZAJX45,lea\nThinkPad,PFOPOK3Q,bruno'),
    ('md/runbook', (
         '## Restore DB from backup\n1. ssh bastion\n2. `pg_restore -h db1 -U postgres -d app latest.dum'
         'p` (password: from 1Password item "DB prod")\n3. Check row counts'
        )),
    ('md/runbook:rotate', (
         '### Rotating the RabbitMQ admin password\n1. Generate with `openssl rand -base64 24`\n2. `rabb'
         'itmqctl change_password ops "$NEW"`\n3. Update the Vault path secret/mq/admin'
        )),
    ('md/readme', (
         '## Quickstart\nCreate a bot with @BotFather, copy the token into `.env` as `BOT_TOKEN=`, then '
         'run `python bot.py`.'
        )),
    ('md/checklist', (
         '- [x] enable MFA for all admins\n- [x] rotate deploy keys\n- [ ] remove stale IAM users (3 lef'
         't)'
        )),
    ('export/header_only', (
         'folder,favorite,type,name,notes,fields,login_uri,login_username,login_password,login_totp  <- '
         'Bitwarden CSV header, import test'
        )),
    ('pwmanager/talk', 'moved all 214 logins from Chrome into Bitwarden and deleted the Chrome copies'),
    ('2fa/talk', 'printed my Google backup codes and put them in the fireproof box; 3 of 10 used so far'),
    ('2fa/setup', 'GitHub: enabled passkey + TOTP, downloaded recovery codes to the encrypted USB stick'),
    ('recovery/talk', 'Apple recovery key is written on the card in the safe, not on any computer'),
    ('home/router_label', (
         'router label says SSID Livebox-7A2C, model Livebox 6, S/N LK22310DP4471 — the key sticker is p'
         'eeled off'
        )),
    ('home/alarm_talk', 'alarm code changed after the cleaner left; ask Maria for the new one'),
    ('home/garage_talk', "garage code is the same as last year, don't write it down"),
    ('home/wifi_guest', 'guest Wi-Fi is open with a captive portal, just accept the terms'),
    ('home/lockbox_talk', 'lockbox code will be sent by Airbnb on the day of arrival at 15:00'),
    ('home/pattern_talk', 'switched from an unlock pattern to a 6-digit PIN plus fingerprint'),
    ('policy/password', (
         'Password policy: min 14 characters, no reuse of the last 24, lockout after 10 failures, MFA ma'
         'ndatory for VPN'
        )),
    ('policy/pin', 'The bank will never ask for your PIN or the full card number by phone or email'),
    ('policy/nist', "NIST SP 800-63B: don't force periodic rotation; check new passwords against breach corpuses"),
    ('sec/gitleaks', (
         '[[rules]]\nid = "stripe-live"\nregex = \'\'\'sk_live_[0-9a-zA-Z]{24,99}\'\'\'\ntags = ["key", '
         '"Stripe"]'
        )),
    ('sec/regex', "SLACK_RE = re.compile(r'xox[abposr]-[0-9]{10,13}-[0-9]{10,13}-[A-Za-z0-9]{24,}')"),
    ('sec/scan_report', (
         'trufflehog: 0 verified, 2 unverified results in 7806191521 (both test fixtures, marked as fals'
         'e positives)'
        )),
    ('code/python:hash', (
         'digest = hashlib.sha256(password.encode() + salt).hexdigest()\nreturn hmac.compare_digest(dige'
         'st, stored_hash)'
        )),
    ('code/python:bcrypt', (
         'hashed = bcrypt.hashpw(password.encode(), bcrypt.gensalt(rounds=12))\nUser.objects.filter(pk=u'
         'id).update(password_hash=hashed)'
        )),
    ('code/python:secrets', 'token = secrets.token_urlsafe(32)  # generated per session, never logged'),
    ('code/python:test_fake', (
         "def test_login_rejects_wrong_password(client):\n    r = client.post('/login', data={'user': 'a"
         "lice', 'password': 'wrong'})\n    assert r.status_code == 401"
        )),
    ('code/js:uuid', "const id = crypto.randomUUID(); // e.g. '36b8f84d-df4e-4d49-b662-bcde71a8764f'"),
    ('code/go:const', (
         'const (\n\tdefaultTimeout = 30 * time.Second\n\tmaxRetries     = 5\n\tuserAgent      = "acme-c'
         'li/1.9.2"\n)'
        )),
    ('code/java:magic', (
         'private static final long SERIAL_VERSION_UID = 4823019283746501928L;\nprivate static final int'
         ' MAX_POOL = 64;'
        )),
    ('code/csharp:guid', '[Guid("5E2AD23B-4967-4778-AB8A-A8BBE6C213B0")]\npublic interface IReportExporter { }'),
    ('code/rust:test', (
         'assert_eq!(hex::encode(Sha256::digest(b"hello")), "2cf24dba5fb0a30e26e83b2ac5b9e29e1b161e5c1fa'
         '7425e73043362938b9824");'
        )),
    ('code/kotlin:colors', 'val Primary = Color(0xFF1E88E5)\nval Secondary = Color(0xFFFFC107)'),
    ('code/php:csrf', '<input type="hidden" name="_token" value="{{ csrf_token() }}">'),
    ('code/ruby:digest', "Digest::SHA1.hexdigest(File.read('Gemfile.lock'))  # cache key for CI"),
    ('sql/audit', (
         "SELECT user_id, count(*) FROM login_attempts WHERE success = false AND at > now() - interval '"
         "1 hour' GROUP BY 1 HAVING count(*) > 10;"
        )),
    ('sql/uuid_insert', (
         "INSERT INTO tenants (id, name) VALUES ('6b8050c4-e5c4-463b-aabb-8d55e45d9aff', 'Acme GmbH');"
        )),
    ('shell/history:ls', '  620  ls -la ~/.ssh\n  621  chmod 600 ~/.ssh/id_ed25519\n  622  ssh-add -l'),
    ('shell/keygen', "ssh-keygen -t ed25519 -C 'lea@mbp' -f ~/.ssh/id_ed25519_work   # passphrase typed at prompt"),
    ('shell/openssl', 'openssl rand -hex 32 > /run/secrets/session_key && chmod 400 /run/secrets/session_key'),
    ('log/auth', (
         'Dec  4 22:14:01 bastion sshd[02063]: Accepted publickey for deploy from 198.51.100.7 port 5154'
         '4 ssh2: ED25519 SHA256:3CnMM6J/xHZ1u4Fz0IseCK0DFk4+FXz/1AJv6PbV5XU'
        )),
    ('log/failed', '2026-12-04T22:15:09Z WARN auth: invalid password for user=admin ip=203.0.113.99 attempts=7'),
    ('log/redacted', 'POST /v1/charges Authorization: Bearer [REDACTED] -> 200 in 312ms'),
    ('config/ini_nosecret', (
         '[server]\nhost = 0.0.0.0\nport = 8443\nworkers = 4\n\n[tls]\ncert = /etc/ssl/acme.crt\nkey = /'
         'etc/ssl/private/acme.key'
        )),
    ('talk_en/password_meta', 'I finally stopped reusing my old password everywhere, each site has its own now'),
    ('talk_en/numbers', 'the code review is PR 1842, and the meeting is in room 4.12 at 15:30'),
    ('talk_en/otp_meta', 'the SMS code took 5 minutes to arrive so I switched to an authenticator app'),
    ('talk_en/gift', 'gave her a 50 euro gift card for the bookshop, she already used it'),
]
