"""Corpus for the secret detector of the write gate (``zeusmem.rules.secrets``).

``SECRETS`` holds ``(kind, text)`` pairs: memories that embed a real-looking secret and must be
rejected. Key bodies are generated deterministically with ``random.Random`` so the repository
holds no credential-looking literal; only the public prefixes (``sk-proj-``, ``ghp_``...) that
give each kind its shape are written out. ``SECRET_VALUES[i]`` is the secret inside
``SECRETS[i][1]`` (used to check that redaction really removes it).

``BENIGN`` holds memories that talk about passwords, tokens, keys, cards, auth, URLs, numbers
and hashes without containing a secret, plus ordinary preference/fact/decision memories.
"""

from __future__ import annotations

import base64
import json
import random
import string

_rng = random.Random(20240611)

ALNUM = string.ascii_letters + string.digits
URLSAFE = ALNUM + "-_"
HEX = "0123456789abcdef"
B64 = ALNUM + "+/"


def rnd(n: int, alphabet: str = ALNUM) -> str:
    """A random string that always mixes character classes (like a real token)."""
    need = min(2, _classes(alphabet))
    while True:
        s = "".join(_rng.choice(alphabet) for _ in range(n))
        if _classes(s) >= need:
            return s


def _classes(s: str) -> int:
    return any(c.islower() for c in s) + any(c.isupper() for c in s) + any(c.isdigit() for c in s)


def digits(n: int) -> str:
    return str(_rng.randint(1, 9)) + "".join(_rng.choice(string.digits) for _ in range(n - 1))


def b64url(raw: bytes) -> str:
    return base64.urlsafe_b64encode(raw).decode().rstrip("=")


def luhn_complete(prefix: str, length: int) -> str:
    """``prefix`` padded with random digits to ``length`` with a valid Luhn check digit."""
    body = prefix + "".join(_rng.choice(string.digits) for _ in range(length - len(prefix) - 1))
    total = 0
    for i, ch in enumerate(reversed(body + "0")):
        d = int(ch)
        if i % 2:
            d = d * 2 - 9 if d > 4 else d * 2
        total += d
    return body + str((10 - total % 10) % 10)


def group(number: str, sizes: tuple[int, ...], sep: str) -> str:
    out, i = [], 0
    for size in sizes:
        out.append(number[i : i + size])
        i += size
    return sep.join(out)


def human_password() -> str:
    word = _rng.choice(["Falcon", "river", "Maple", "orbit", "Tango", "copper", "Nimbus", "velvet", "Quartz"])
    return f"{word}{_rng.randint(10, 9999)}{_rng.choice('!@#$%&*?')}"


def jwt() -> str:
    header = b64url(json.dumps({"alg": _rng.choice(["HS256", "RS256", "ES256"]), "typ": "JWT"}).encode())
    claims = {
        "sub": digits(8),
        "name": _rng.choice(["Ana", "Bo", "Chen"]),
        "iat": 1700000000 + _rng.randint(0, 10**7),
    }
    return f"{header}.{b64url(json.dumps(claims).encode())}.{rnd(43, URLSAFE)}"


def pem(label: str, lines: int = 6, end: bool = True) -> str:
    body = "\n".join(rnd(64, B64) for _ in range(lines)) + "\n" + rnd(24, B64) + "=="
    block = f"-----BEGIN {label}-----\n{body}"
    return block + (f"\n-----END {label}-----" if end else "")


SECRETS: list[tuple[str, str]] = []
SECRET_VALUES: list[str] = []


def add(kind: str, template: str, value: str, shown: str | None = None) -> None:
    """Record ``template`` with ``{}`` replaced by ``value``; ``shown`` is what redaction must remove."""
    SECRETS.append((kind, template.replace("{}", value)))
    SECRET_VALUES.append(shown if shown is not None else value)


# --- OpenAI ----------------------------------------------------------------------------------------
for t in [
    "remember my OpenAI key {}",
    "OPENAI_API_KEY={}",
    "The key for the eval harness is {} (project scoped).",
    'config: {"openai": {"api_key": "{}"}}',
    "use {} when calling gpt-4o from the notebook",
]:
    add("openai_api_key", t, "sk-proj-" + rnd(_rng.choice([48, 74, 156]), URLSAFE))
add("openai_api_key", "old personal key: {}", "sk-" + rnd(20) + "T3BlbkFJ" + rnd(20))
add("openai_api_key", "service account key {} belongs to the batch job", "sk-svcacct-" + rnd(120, URLSAFE))
# --- Anthropic -------------------------------------------------------------------------------------
for t in ["my Anthropic key is {}", "ANTHROPIC_API_KEY='{}'", "claude key {} — don't share it"]:
    add("anthropic_api_key", t, "sk-ant-api03-" + rnd(93, URLSAFE) + "AA")
add("anthropic_api_key", "admin key {} for org settings", "sk-ant-admin01-" + rnd(93, URLSAFE) + "AA")
# --- GitHub ----------------------------------------------------------------------------------------
for prefix in ["ghp_", "gho_", "ghs_", "ghu_"]:
    add("github_token", "GitHub token for the release bot: {}", prefix + rnd(36))
add("github_token", "fine-grained PAT {} expires in June", "github_pat_" + rnd(22) + "_" + rnd(59))
add("github_token", "clone with https://x-access-token:{}@github.com/acme/app.git", "ghp_" + rnd(36))
add("github_token", "export GH_TOKEN={}", "ghp_" + rnd(36))
# --- GitLab ----------------------------------------------------------------------------------------
add("gitlab_token", "the GitLab PAT is {}", "glpat-" + rnd(20, URLSAFE))
add("gitlab_token", "CI uses deploy token {} for the registry", "gldt-" + rnd(20, URLSAFE))
add("gitlab_token", "runner token: {}", "glrt-" + rnd(24, URLSAFE))
# --- Slack -----------------------------------------------------------------------------------------
add("slack_token", "slack bot token {}", f"xoxb-{digits(12)}-{digits(13)}-{rnd(24)}")
add(
    "slack_token",
    "user token {} (workspace admin)",
    f"xoxp-{digits(11)}-{digits(11)}-{digits(13)}-{rnd(32, HEX)}",
)
add(
    "slack_token",
    "app-level token {}",
    f"xapp-1-A{rnd(10, string.ascii_uppercase + string.digits)}-{digits(13)}-{rnd(64, HEX)}",
)
for _ in range(2):
    add(
        "slack_webhook",
        "post alerts to {}",
        f"https://hooks.slack.com/services/T{rnd(8, string.ascii_uppercase + string.digits)}/"
        f"B{rnd(10, string.ascii_uppercase + string.digits)}/{rnd(24)}",
    )
# --- Stripe ----------------------------------------------------------------------------------------
add("stripe_key", "Stripe live secret key: {}", "sk_live_" + rnd(99))
add("stripe_key", "restricted key {} for the refunds service", "rk_live_" + rnd(99))
add("stripe_key", "test mode key {}", "sk_test_" + rnd(24))
add("stripe_webhook_secret", "STRIPE_WEBHOOK_SECRET={}", "whsec_" + rnd(32))
# --- AWS -------------------------------------------------------------------------------------------
AWS_ID_ALPHABET = string.ascii_uppercase + "234567"
for t in [
    "AWS access key id {}",
    "aws_access_key_id = {}",
    "temporary creds start with {} and expire at noon",
]:
    add("aws_access_key_id", t, _rng.choice(["AKIA", "ASIA"]) + rnd(16, AWS_ID_ALPHABET))
for t in [
    "aws_secret_access_key = {}",
    "the AWS secret access key is {}",
    "AWS_SECRET_ACCESS_KEY: {}",
    "secret access key: {} (prod account)",
]:
    add("aws_secret_access_key", t, rnd(40, B64))
# --- Google ----------------------------------------------------------------------------------------
for t in ["Gemini API key {}", "maps key is {} — restricted to our domain", "GOOGLE_API_KEY={}"]:
    add("google_api_key", t, "AIza" + rnd(35, URLSAFE))
add("google_oauth_client_secret", "OAuth client secret {}", "GOCSPX-" + rnd(28, URLSAFE))
add("google_oauth_client_secret", '"client_secret": "{}"', "GOCSPX-" + rnd(28, URLSAFE))
add("google_oauth_token", "access token ya29 for the drive export: {}", "ya29." + rnd(120, URLSAFE))
# --- Azure -----------------------------------------------------------------------------------------
_acct = base64.b64encode(_rng.randbytes(64)).decode()
add(
    "azure_storage_key",
    "storage: DefaultEndpointsProtocol=https;AccountName=acmelogs;"
    "AccountKey={};EndpointSuffix=core.windows.net",
    _acct,
)
add(
    "azure_storage_key",
    "service bus: Endpoint=sb://acme.servicebus.windows.net/;SharedAccessKeyName=send;SharedAccessKey={}",
    base64.b64encode(_rng.randbytes(32)).decode(),
)
add(
    "azure_sas_token",
    "the SAS url is https://acme.blob.core.windows.net/x?sv=2022-11-02&ss=b&srt=o&sp=r&sig={}",
    rnd(43, ALNUM) + "%3D",
)
add("azure_ad_client_secret", "Entra app secret {}", rnd(3, URLSAFE) + "8Q~" + rnd(34, URLSAFE + "~."))
# --- Twilio / SendGrid / Mailgun / Telegram -------------------------------------------------------
add("twilio_api_key", "Twilio API key SID {}", "SK" + rnd(32, HEX))
# A Twilio Account SID alone is an identifier (in every API URL and webhook request; issue 25): a look-alike,
# added to BENIGN below. The auth token after it is the secret (the last entries before the formats corpus).
_TWILIO_SID = "AC" + rnd(32, HEX)
add("generic_secret", "TWILIO_AUTH_TOKEN={}", rnd(32, HEX))
add("sendgrid_api_key", "SendGrid key {}", f"SG.{rnd(22, URLSAFE)}.{rnd(43, URLSAFE)}")
add("sendgrid_api_key", "SENDGRID_API_KEY={}", f"SG.{rnd(22, URLSAFE)}.{rnd(43, URLSAFE)}")
add("mailgun_api_key", "mailgun private key {}", "key-" + rnd(32, string.ascii_lowercase + string.digits))
add("telegram_bot_token", "telegram bot token {}", f"{digits(10)}:AA{rnd(33, URLSAFE)}")
# --- Package registries / dev platforms -----------------------------------------------------------
add("npm_token", "npm publish token {}", "npm_" + rnd(36))
add("npm_token", "//registry.npmjs.org/:_authToken={}", "npm_" + rnd(36))
add("pypi_token", "PyPI upload token: {}", "pypi-AgEIcHlwaS5vcmc" + rnd(130, URLSAFE))
add("pypi_token", "TWINE_PASSWORD={}", "pypi-AgEIcHlwaS5vcmc" + rnd(70, URLSAFE))
add("huggingface_token", "HF token {} for gated models", "hf_" + rnd(34, string.ascii_letters))
add("huggingface_token", "HUGGING_FACE_HUB_TOKEN={}", "hf_" + rnd(34))
add(
    "discord_bot_token",
    "discord bot token {}",
    b64url(digits(18).encode()) + "." + rnd(6, URLSAFE) + "." + rnd(38, URLSAFE),
)
add(
    "discord_webhook",
    "notify via {}",
    f"https://discord.com/api/webhooks/{digits(18)}/{rnd(68, URLSAFE)}",
)
add("digitalocean_token", "DO token {}", "dop_v1_" + rnd(64, HEX))
add("shopify_token", "Shopify admin token {}", "shpat_" + rnd(32, HEX))
add("hashicorp_vault_token", "VAULT_TOKEN={}", "hvs." + rnd(90, URLSAFE))
add("notion_token", "notion integration token {}", "ntn_" + rnd(46))
add("databricks_token", "databricks PAT {}", "dapi" + rnd(32, HEX))
add("groq_api_key", "groq key {}", "gsk_" + rnd(52))
add("xai_api_key", "grok key {}", "xai-" + rnd(80))
add("replicate_token", "REPLICATE_API_TOKEN={}", "r8_" + rnd(37))
add("linear_api_key", "linear key {}", "lin_api_" + rnd(40))
add("postman_api_key", "postman key {}", f"PMAK-{rnd(24, HEX)}-{rnd(34, HEX)}")
# --- Generic assignments with high-entropy values --------------------------------------------------
for t in [
    "MISTRAL_API_KEY={}",
    "my Cohere API key is {}",
    "api_key: {}",
    "client_secret = '{}'",
    "the webhook secret is {}",
    "SECRET_KEY={}",
    "auth_token: {}",
    "x-api-key: {}",
    "refresh_token={}",
    "the license key is {}",
]:
    add("generic_secret", t, rnd(_rng.choice([24, 32, 40])))
add("generic_secret", "curl https://api.example.org/v1/items?api_key={}&page=2", rnd(32))
add(
    "generic_secret",
    "Heroku API key: {}",
    f"{rnd(8, HEX)}-{rnd(4, HEX)}-{rnd(4, HEX)}-{rnd(4, HEX)}-{rnd(12, HEX)}",
)
add("generic_secret", "the secret key is {}", rnd(50, ALNUM + "!@#$%^&*(-_=+)"))
# --- Bearer / Basic --------------------------------------------------------------------------------
add("bearer_token", "Authorization: Bearer {}", rnd(40, ALNUM + "-._~"))
add("bearer_token", "call it with -H 'Authorization: Bearer {}'", rnd(64, URLSAFE))
add("generic_secret", "the bearer token is {}", rnd(48))
_basic = base64.b64encode(f"deploy:{rnd(16)}".encode()).decode()
add("basic_auth", "Authorization: Basic {}", _basic)
# --- JWT -------------------------------------------------------------------------------------------
for t in ["session token {}", "Authorization: Bearer {}", "id_token={}", "the refresh JWT is {}."]:
    add("jwt", t, jwt())
# --- PEM / SSH / PGP private keys ------------------------------------------------------------------
for label in [
    "RSA PRIVATE KEY",
    "PRIVATE KEY",
    "EC PRIVATE KEY",
    "OPENSSH PRIVATE KEY",
    "ENCRYPTED PRIVATE KEY",
]:
    block = pem(label)
    add("pem_private_key", "deploy key:\n{}\nkeep it safe", block, block.splitlines()[1])
block = pem("PGP PRIVATE KEY BLOCK")
add("pem_private_key", "my PGP key {}", block, block.splitlines()[1])
block = pem("OPENSSH PRIVATE KEY", lines=3, end=False)
add("pem_private_key", "pasted half the key: {}", block, block.splitlines()[1])
block = pem("RSA PRIVATE KEY").replace("\n", " ")
add("pem_private_key", "one-line key {} done", block, block.split(" ")[4])
# --- Credit cards ----------------------------------------------------------------------------------
CARD_SPECS = [
    ("4", 16, (4, 4, 4, 4)),
    ("4", 16, (16,)),
    ("51", 16, (4, 4, 4, 4)),
    ("55", 16, (4, 4, 4, 4)),
    ("2221", 16, (4, 4, 4, 4)),
    ("2720", 16, (16,)),
    ("34", 15, (4, 6, 5)),
    ("37", 15, (15,)),
    ("6011", 16, (4, 4, 4, 4)),
    ("65", 16, (4, 4, 4, 4)),
    ("3530", 16, (4, 4, 4, 4)),
    ("36", 14, (14,)),
    ("62", 19, (19,)),
    ("4", 13, (13,)),
]
CARD_TEMPLATES = [
    "my card number is {}",
    "Visa {} exp 09/27",
    "charge it to {}, CVV on the back",
    "corporate card: {}",
    "card {} (the blue one)",
    "pay with {} next time",
    "{} is the company Amex",
]
for i, (prefix, length, sizes) in enumerate(CARD_SPECS):
    number = luhn_complete(prefix, length)
    sep = " " if i % 3 else "-"
    add("credit_card", CARD_TEMPLATES[i % len(CARD_TEMPLATES)], group(number, sizes, sep))
# --- URLs / connection strings with credentials ---------------------------------------------------
for t in [
    "DATABASE_URL=postgres://app:{}@db.internal:5432/app",
    "mongo is mongodb+srv://admin:{}@cluster0.abcd.mongodb.net/prod",
    "redis at redis://:{}@cache.internal:6379/0",
    "the broker is amqp://worker:{}@rabbit:5672/",
    "ftp://backup:{}@files.example.net/dumps",
    "use https://deploy:{}@git.example.com/acme/app.git to pull",
    "mysql://root:{}@127.0.0.1:3306/shop",
]:
    add(
        "credentialed_url",
        t,
        _rng.choice([rnd(16), human_password().replace("#", "%23").replace("?", "%3F").replace("@", "%40")]),
    )
# --- Passwords stated in prose ---------------------------------------------------------------------
for t in [
    "my password is {}",
    "the wifi password: {}",
    "pwd={}",
    "DB_PASSWORD={}",
    'settings: {"user": "admin", "password": "{}"}',
    "password for the router admin page is {}",
    "I changed my email password to {} yesterday",
    "the new password is {} until Friday",
    "root password was {}",
    "Password: {}",
    "passwd {}",
    "my bank password is now {}",
    "use {} as the wifi password",
    "{} is my laptop password",
    "the password to the shared drive is '{}'",
    "mysql -u root --password={} shop",
    "passphrase: {}",
    "the password for bob@example.com is {}",
]:
    add("password_in_prose", t, human_password())
for t, v in [
    ("my password is {}", "hunter2"),
    ("the wifi password: {}", "Tr0ub4dor&3"),
    ("password: {}", "changeme123"),
    ("my password is {}", "swordfish"),
    ("Mom's netflix password is {}.", "sunflower"),
    ("the alarm code / PIN is {}", "4821"),
    ("my debit card PIN is {}", "7305"),
    ("我的密码是{}，别告诉别人", "qwe123!@#"),
    ("密码：{}", "Lx9!pQ2z"),
    ("mon mot de passe est {}", "Soleil2024!"),
    ("Mein Passwort ist {}", "Hund#4711"),
    ("mi contraseña es {}", "Gato_9981"),
    ("パスワードは{}です", "sakura77!"),
    ("пароль: {}", "Moskva#2023"),
    ("the password is '{}'", "correct horse battery staple"),
]:
    add("password_in_prose", t, v)
for t, v in [
    ("my password's {}", "P@ssw0rd!"),
    ("pw: {}", "Xk9$mm21"),
    ("password is: {}", "Winter2024!"),
    ("the door code is {}", "4821"),
    ("safe combination: {}", "12-34-56"),
    ("the garage PIN is {}", "7731"),
    ("username: alice, password: {}", "qwerty123"),
    ("wifi: SSID HomeNet, password {}", "hunter22!"),
]:
    add("password_in_prose", t, v)
add("generic_secret", "the API token for Linear is {}", rnd(40))
add("totp_seed", "TOTP secret: {}", rnd(32, string.ascii_uppercase + "234567"))
# --- Raw private keys / seed phrases ---------------------------------------------------------------
add("private_key_hex", "my ethereum private key is 0x{}", rnd(64, HEX))
add("private_key_hex", "wallet private key: {}", rnd(64, HEX))
add("private_key_hex", "PRIVATE_KEY={}", rnd(64, HEX))
SEED_WORDS = (
    "abandon ability absorb acoustic actress adapt addict agent alarm album alpha anchor angle ankle "
    "apple arctic arena armor arrow aunt autumn avocado bacon badge bamboo banana barrel basket beach"
).split()
for t in ["my seed phrase is {}", "recovery phrase: {}"]:
    add("seed_phrase", t, " ".join(_rng.sample(SEED_WORDS, 12)))

# ================================================================================================
# Benign memories
# ================================================================================================


def _luhn_fail(prefix: str, length: int) -> str:
    n = luhn_complete(prefix, length)
    return n[:-1] + str((int(n[-1]) + _rng.randint(1, 9)) % 10)


BENIGN: list[str] = [
    # auth / token / password talk
    "prefers token-based auth over sessions",
    "the password reset flow sends an email with a one-time link",
    "we rotate API keys every 90 days",
    "uses JWT for sessions and refreshes them every 15 minutes",
    "stores secrets in Vault, never in the repo",
    "the card number field must be masked in the UI",
    "password must be at least 12 characters",
    "Use Bearer tokens in the Authorization header",
    "the AWS region is eu-west-1",
    "order #4111 shipped on Tuesday",
    "my password manager is 1Password",
    "the password is stored in the env var DB_PASSWORD",
    "the password is required for every admin action",
    "password is incorrect after three attempts the account locks",
    "the password is at least 16 characters long",
    "the password is 12+ characters and must include a symbol",
    "the password is hashed with Argon2id",
    "the password is SHA-256 hashed on the client, then bcrypt on the server",
    "the password is bcrypt-hashed with cost 12",
    "the password is case-sensitive",
    "the password is in 1Password under 'Staging DB'",
    "the password is the same as the one for the staging cluster",
    "the password is never logged",
    "the password was rotated last week",
    "password: see the team vault",
    "password: <redacted>",
    "password: ********",
    "password: ${DB_PASSWORD}",
    "password: {{ db_password }}",
    "password = os.environ['DB_PASSWORD']",
    "password = getpass.getpass()",
    "password: N/A for SSO users",
    "PASSWORD_MIN_LENGTH=12",
    "password_hash column is varchar(255)",
    "passwords older than 90 days must be changed",
    "passwordless login via magic links is on the roadmap",
    "she reset her password twice this month",
    "use a passphrase of at least four random words",
    "the passphrase is stored in the OS keychain",
    "the wifi password is on the fridge",
    "the wifi password is written on the router sticker",
    "remember to change the default password on the new router",
    "the default password policy requires MFA",
    "run passwd to change your own password on the bastion",
    "pwd shows /home/deploy on the build box",
    "pwd: /srv/app",
    "Password fields should use autocomplete=current-password",
    "the password expires in 90 days",
    "the password is 8-64 characters",
    "the PIN is never stored, only a salted hash",
    "PIN code 560001 is Bangalore",
    "the GPIO pin is 17 on the Raspberry Pi",
    "my password is what I use everywhere, I should fix that",
    "password: same as my email",
    "password: ask Bob",
    "the password is not the problem, the username is",
    "the password is too weak according to zxcvbn",
    "the user forgot their password and asked for a reset",
    "Argon2id is the password hashing algorithm we chose",
    "SHA256 is the password hash used by the legacy system",
    "the new password is emailed to the user via the reset link",
    "password: must contain a digit and a symbol",
    "mot de passe oublié: the French UI string for forgot password",
    "Passwort vergessen is the German label for the reset link",
    "密码 means password in Chinese",
    "the token is valid for 3600 seconds",
    "the token is refreshed automatically",
    "token: stored in the keyring",
    "tokens: 4096 max per request",
    "max_tokens=4096 and temperature=0.2",
    "token_count: 1234567890",
    "token budget is 200k per day",
    "the secret is to keep the prompts short",
    "the secret sauce is the reranker",
    "secret_name: prod/db/password",
    "secret_arn: arn:aws:secretsmanager:eu-west-1:123456789012:secret:prod/db-AbCdEf",
    "client_secret: stored in AWS Secrets Manager",
    "api_key=${OPENAI_API_KEY}",
    "api_key=<your-api-key>",
    "api_key=YOUR_API_KEY",
    "OPENAI_API_KEY must be set before running the evals",
    "export OPENAI_API_KEY=$OPENAI_API_KEY in the CI step",
    "api_key = os.environ.get('OPENAI_API_KEY')",
    "api_key: sk-...",
    "the key looks like sk-proj-... and is project scoped",
    "keys start with sk- for OpenAI and sk-ant- for Anthropic",
    "GitHub tokens start with ghp_ and fine-grained ones with github_pat_",
    "the masked token ghp_XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX appears in the docs",
    "a placeholder like xoxb-your-bot-token goes in the .env.example",
    "the API key is rotated by the platform team",
    "the API key is scoped to read-only",
    "api key: ask the platform team on Slack",
    "access_key_id: see the IAM console",
    "the token is in the TOKEN env var",
    "GITHUB_TOKEN is provided automatically by Actions",
    "token = request.headers.get('Authorization')",
    "secret = settings.get_secret_value()",
    "token: getAccessTokenFromCache",
    "token: my-service-account-2024",
    "the license key field is optional",
    "the idempotency_key is order-2024-0001-retry",
    "the cache key is user:42:profile",
    "the primary key is a bigint identity column",
    "public key: ssh-ed25519 is the type we standardise on",
    "SSH key is ~/.ssh/id_ed25519",
    "the SSH key lives at ~/.ssh/id_rsa and is passphrase protected",
    "private key files must have mode 0600",
    "the private key never leaves the HSM",
    "private keys are generated on the device",
    "a PEM file starts with -----BEGIN PRIVATE KEY----- followed by base64 lines",
    "the header -----BEGIN RSA PRIVATE KEY----- means PKCS#1 format",
    "Authorization: Bearer <token>",
    "Authorization: Bearer $TOKEN",
    "Authorization: Bearer ${ACCESS_TOKEN}",
    "set the header to Bearer YOUR_ACCESS_TOKEN_HERE",
    "Basic authentication is disabled on the public API",
    "Basic auth uses base64(user:password), which is not encryption",
    'the JWT header starts with eyJ because it is base64 of {"',
    "a JWT looks like eyJhbGciOi...header.payload.signature",
    "JWTs are signed with RS256 and the keys rotate weekly",
    "the session cookie is HttpOnly and Secure",
    "OAuth client id is public, the client secret is not",
    "Google API keys start with AIza and must be restricted",
    "Stripe keys look like sk_live_... in production and sk_test_... in test mode",
    "the webhook secret is configured per endpoint in the dashboard",
    "we store the refresh token encrypted at rest",
    "the bot token was revoked after the incident",
    "the bearer token is short-lived (5 minutes)",
    "the credentials are in the team vault",
    "credentials: managed by SSO",
    "we moved credentials to Doppler",
    "the seed phrase is stored offline in a fireproof safe",
    "never type your recovery phrase into a website",
    "the mnemonic phrase has 24 words",
    # URLs and connection strings without credentials
    "the docs live at https://docs.example.com/guide/install",
    "DATABASE_URL=postgres://app:${DB_PASSWORD}@db.internal:5432/app",
    "postgresql://postgres:***@localhost:5432/zeusmem",
    "redis://:<password>@cache.internal:6379/0",
    "https://user:password@example.com is the format in the docs",
    "mongodb://user:pass@host:27017 is the template",
    "amqp://guest:xxx@rabbit:5672/",
    "mysql://root:$MYSQL_ROOT_PASSWORD@db/shop",
    "the connection string is postgres://app@db.internal:5432/app (password via PGPASSWORD)",
    "ssh://git@github.com:22/acme/app.git",
    "git@github.com:acme/app.git is the remote",
    "http://localhost:8080/health returns 200",
    "http://[::1]:8000/api is the IPv6 loopback",
    "the callback is https://app.example.com/oauth/callback?state=abc",
    "the reset link looks like https://app.example.com/reset?token=<one-time-token>",
    "the S3 bucket is s3://acme-logs/2024/06/",
    "the Slack webhook URL is stored in SLACK_WEBHOOK_URL",
    "the discord webhook lives in the ops vault",
    "hooks.slack.com/services/... is the format of incoming webhooks",
    "file:///etc/hosts is read at startup",
    # numbers, ids, hashes
    "fixed in commit 3f2a9c1d8e7b6a5f4e3d2c1b0a9f8e7d6c5b4a39",
    "the regression came from commit 9b1c2d3",
    "request id 550e8400-e29b-41d4-a716-446655440000 failed",
    "the project uuid is 123e4567-e89b-12d3-a456-426614174000",
    "call me at +1 415 555 2671",
    "the office number is +49 30 123456789",
    "ISBN 978-0-306-40615-7 is the book we reference",
    "ISBN-13: 9780306406157",
    "timestamp 1717171717123 in ms",
    "the event happened at 2024-06-11T09:30:00Z",
    "the meeting is on 2024-06-11 at 14:30",
    "server IP is 10.0.12.34 and the gateway 10.0.0.1",
    "version 2.11.4 fixed the leak",
    "python 3.12.1 and numpy 1.26.4",
    "the sha256 of the release tarball is e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855",
    "md5 d41d8cd98f00b204e9800998ecf8427e is the empty file",
    "the tracking number is 9400 1000 0000 0000 0000 00",
    "IBAN DE89 3704 0044 0532 0130 00 is the example from Wikipedia",
    "pi is 3.14159265358979323846",
    "the population was 8100000000 in 2023",
    "invoice 2024-000123 was paid",
    "the order total was 1234567.89 EUR",
    "card ending in 4242 was charged",
    "the last four digits are 1234",
    "the card number has 16 digits grouped by four",
    "the IIN for Visa starts with 4",
    "CVV is 3 digits on the back, never store it",
    "the expiry date is MM/YY",
    "the account number format is 12 digits",
    "the zip code is 94107",
    "employee id 004512",
    "port 5432 for postgres and 6379 for redis",
    "the build number is 20240611.3",
    "the Twilio account SID starts with AC and the API key SID with SK",
    "AC power is 230V in Germany",
    "SKU-00042 is out of stock",
    "the docker image digest is sha256:0a1b2c3d4e5f67890a1b2c3d4e5f67890a1b2c3d4e5f67890a1b2c3d4e5f6789",
    "the wallet address is 0x742d35Cc6634C0532925a3b844Bc454e4438f44e",
    "the transaction hash is 0x5c504ed432cb51138bcf09aa5e8a410dd4a1e204ef84bfed1be16dfba1b22060",
    "the public key is 0x04bfcab8722991ae774db48f934ca79cfb7dd991229153b9f732ba5334aafcd8e7",
    # ordinary preferences / facts / decisions
    "prefers dark mode in every editor",
    "likes concise answers with code first",
    "works in the Europe/Berlin timezone",
    "decided to use PostgreSQL 16 with pgvector for the memory store",
    "the team chose Ruff over Flake8",
    "deploys happen on Tuesdays and Thursdays",
    "the staging cluster runs on GKE in europe-west3",
    "prefers pytest over unittest",
    "her favourite editor is Neovim",
    "the product launch is planned for Q3",
    "user is vegetarian and allergic to peanuts",
    "the main customer is a logistics company in Rotterdam",
    "we agreed to keep PRs under 400 lines",
    "the on-call rotation is weekly",
    "prefers British spelling in documentation",
    "uses a standing desk and takes breaks every hour",
    "the codebase targets Python 3.12",
    "the CI pipeline takes about 12 minutes",
    "the design doc is in Notion under Architecture",
    "bob owns the billing service",
    "the data retention period is 30 days",
    "the user's manager is Priya",
    "the app supports English, French and German",
    "monthly budget for cloud is 4000 USD",
    "the dog is called Pepper",
    "the kids' school starts at 8:15",
    "the favourite restaurant is the Thai place on Main Street",
    "prefers meetings after 10am",
    "the project codename is Zeus",
    "we use semantic versioning for all packages",
    "decided against microservices for now",
    "the API rate limit is 100 requests per minute",
    "the user is learning Rust",
    "prefers email over Slack for long discussions",
    "the backlog is groomed every other Friday",
    "customer NPS was 47 last quarter",
    "the frontend uses React 18 with TypeScript",
    "lives in Lisbon and speaks Portuguese",
    "the Kubernetes namespace is memory-prod",
    "the secret santa budget is 20 EUR",
    "she keeps her keys in the blue bowl by the door",
    "the key insight was that latency matters more than recall",
    "key decision: embeddings are computed locally",
    "the house key is under the mat, says grandma (joke)",
    "the keynote is at 9am on Wednesday",
    "the keyboard layout is US international",
    "Token Ring networks were common in the 90s",
    "the tokenizer splits on whitespace first",
    "the tokeniser is sentencepiece for the multilingual model",
    "passes the ball to the left wing",
    "the pass rate of the test suite is 98%",
    "the boarding pass is in the Wallet app",
    "pass: the team voted to skip this sprint's retro",
    "the mountain pass is closed in winter",
    "uses Bitwarden for personal passwords and 1Password at work",
    "the password manager auto-fills on mobile too",
    "passkeys will replace passwords for the admin console",
    "secret scanning is enabled on all repositories",
    "the secrets baseline file is .secrets.baseline",
    "kubectl create secret generic db-creds --from-env-file=.env",
    "the Secret object is mounted at /var/run/secrets",
    "AccountKey is required in the Azure connection string",
    "the SAS token expires after 1 hour; sig= is the signature part",
    "Azure client secrets contain a tilde like 8Q~ in the middle",
    "the Telegram bot token format is <id>:<secret>",
    "Discord bot tokens have three dot-separated parts",
    "npm tokens start with npm_ and PyPI tokens with pypi-",
    "Hugging Face tokens start with hf_ and can be read-only",
    "DigitalOcean tokens start with dop_v1_",
    "Shopify access tokens start with shpat_",
    "Mailgun keys used to start with key-",
    "SendGrid keys start with SG. and have three parts",
    "GitLab PATs start with glpat-",
    "Slack bot tokens start with xoxb-",
    "GOCSPX- is the prefix of Google OAuth client secrets",
    "AIza is the prefix of Google API keys",
    "the OpenAI org id looks like org-... and is not secret",
    "the key-value store is Redis",
    "key-value-store-implementation-for-the-cache is the branch name",
    "the task-management-service-for-internal-tools repo is archived",
    "sk-learn is a common misspelling of scikit-learn",
    "the risk-assessment-and-mitigation-for-2024-deliverables doc is done",
    "Bearer of bad news: the deadline moved",
    "basic plan costs 9 USD per month",
    "the basic idea is to cache embeddings",
    "the seed is 42 for all experiments",
    "random seed words like apple are used in the demo UI",
    "the mnemonic for the OSI layers is Please Do Not Throw Sausage Pizza Away",
    # more tricky ones
    "The password is too short",
    "My password is strong enough now",
    "the password is Password",
    "her password is the name of her dog",
    "the API key is in the .env file",
    "the token is a JWT signed with HS256",
    "the secret: use a long random string",
    "password: at least 12 chars",
    "the password is changed every quarter",
    "The password is 'password'",
    "the password was leaked in 2019, so we rotated it",
    "token expires in 3600s",
    "our secret weapon is good tests",
    "the token: refreshed hourly",
    "api key rotation is automated via Terraform",
    "the access token lifetime is 15 minutes",
    "use OAuth2 client credentials flow",
    "credentials: username and password from the admin panel",
    "key: value pairs are stored in Redis",
    "the encryption key is managed by KMS",
    "signing key rotation happens monthly",
    "the master key never leaves the HSM",
    "the session token is stored in an HttpOnly cookie",
    "the refresh_token_ttl is 30d",
    "set api_key_header=X-API-Key in the config",
    "PASSWORD_RESET_TIMEOUT=3600",
    "secret_key_base is generated by rails credentials:edit",
    "the bearer token format is described in RFC 6750",
    "I paid with my Visa ending in 1234",
    "call 1-800-555-0199 for support",
    "born on 1990-04-12",
    "the build id is 2024061112345678",
    "our DUNS number is 15-048-3782",
    "Error code 0x80070005 means access denied",
    "the error code is 4821",
    "the zip code: 94107",
    "the private key path is /etc/ssl/private/server.key",
    "private key: stored in the HSM, handle 0x1f",
    "the PIN must be 4 digits",
    "PIN: 0000 is the factory default",
    "the ATM pin was reset",
    "my PIN number is something I never write down",
    "use sk-proj-REPLACE_ME in examples",
    "token=abc",
    "password=",
    "pass: true",
    "the pass rate: 98.5%",
    "passphrase length is 6 words",
    "a 24-word mnemonic is safer than 12",
    "the seed phrase words are from the BIP39 list of 2048 words",
    "GitHub Actions uses secrets.GITHUB_TOKEN",
    "token: ${{ secrets.GITHUB_TOKEN }}",
    "password: ${{ secrets.DB_PASSWORD }}",
    "DATABASE_URL: postgres://postgres:postgres@localhost:5432/test",
    "amqp://guest:guest@localhost:5672 is the RabbitMQ default",
    "the JWT secret lives in JWT_SECRET",
    "jwt_secret: see vault path secret/data/api",
    "the password for the staging DB is in 1Password",
    "the password for prod is rotated by Vault automatically",
    "the password for the VPN is the same as your SSO password",
    "the password to the office is on the whiteboard",
    "our passwords are managed by Okta",
    "he typed his password wrong 3 times",
    "the password's strength is checked with zxcvbn",
    "the wallet's public address is 0x71C7656EC7ab88b098defB751B7401B5f6d8976F",
    # long numbers that fail Luhn or have no card prefix
    *(
        f"reference number {_luhn_fail(p, n)} for the shipment"
        for p, n in [("4", 16), ("51", 16), ("37", 15)]
    ),
    *(f"ticket {_luhn_fail('6011', 16)} was closed" for _ in range(3)),
    *(f"the meter reading is {digits(16)} kWh" for _ in range(2)),
    *(f"tracking id 1Z{digits(16)}" for _ in range(2)),
]
# Generated benign: commit SHAs, UUIDs, timestamps, IPs, phone numbers, versions.
for _ in range(10):
    BENIGN.append(f"fixed in commit {rnd(40, HEX)}")
    BENIGN.append(f"see PR #{_rng.randint(100, 9999)} and commit {rnd(7, HEX)}")
    u = rnd(32, HEX)
    BENIGN.append(f"trace id {u[:8]}-{u[8:12]}-{u[12:16]}-{u[16:20]}-{u[20:]}")
    BENIGN.append(f"the run finished at {1_600_000_000_000 + _rng.randint(0, 10**11)} (epoch ms)")
    BENIGN.append(f"host 192.168.{_rng.randint(0, 255)}.{_rng.randint(1, 254)} is the printer")
    BENIGN.append(
        f"call +33 {_rng.randint(1, 9)} {digits(2)} {digits(2)} {digits(2)} {digits(2)} after lunch"
    )
    BENIGN.append(f"upgraded to v{_rng.randint(0, 9)}.{_rng.randint(0, 30)}.{_rng.randint(0, 99)} last night")

BENIGN.append(f"twilio account {_TWILIO_SID} with auth token in 1Password")
_sid, _token = "AC" + rnd(32, HEX), rnd(32, HEX)
SECRETS.append(("twilio_auth_token", f"twilio account {_sid} {_token}"))
SECRET_VALUES.append(_token)

# The real-world formats corpus (issue 12): provider tokens, structured credentials, recovery material,
# identity and financial identifiers, passwords in prose in several languages.
from secrets_formats import BENIGN as _FORMAT_BENIGN  # noqa: E402
from secrets_formats import SECRET_VALUES as _FORMAT_VALUES  # noqa: E402
from secrets_formats import SECRETS as _FORMAT_SECRETS  # noqa: E402

BASE_SECRET_COUNT = len(SECRETS)  # entries before this point carry the detector's own kind label
SECRETS += _FORMAT_SECRETS
SECRET_VALUES += _FORMAT_VALUES
BENIGN += _FORMAT_BENIGN

# The first entry of each kind: what the slower paths (subprocess CLI, MCP, metadata fields) try.
ONE_PER_KIND = list({kind: i for i, (kind, _) in reversed(list(enumerate(SECRETS)))}.values())


def needle(i: int) -> str:
    """What must never be stored or shown: the secret, or for a short one (a PIN) the whole sentence."""
    return SECRET_VALUES[i] if len(SECRET_VALUES[i]) >= 8 else SECRETS[i][1]
