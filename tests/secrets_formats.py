"""Second corpus for the secret gate: real-world formats, written from each format's PUBLIC description.

Every block names the public source of its layout (vendor docs, RFCs, ICAO 9303, BIP39, SSA rules...)
and builds values the way the format says, with ``random.Random`` bodies (no real credential is in the
repository). The layouts here were written down from those descriptions, not from the detector's rules:
a format the detector does not know shows up as a miss in the per-kind report of ``test_secrets.py``.

``SECRETS`` / ``SECRET_VALUES`` / ``BENIGN`` have the shape of ``secrets_corpus``; that module appends
these lists to its own. Kinds are format names (``dockerhub_pat``, ``us_ssn``...), the unit of the
per-kind recall report; the detector's own kind labels are coarser and are not compared here.
"""

from __future__ import annotations

import base64
import hashlib
import json
import random
import string

from mnemonic import Mnemonic

_rng = random.Random(20251212)

ALNUM = string.ascii_letters + string.digits
URLSAFE = ALNUM + "-_"
HEX = "0123456789abcdef"
B64 = ALNUM + "+/"
UPPER_ALNUM = string.ascii_uppercase + string.digits
BASE32 = string.ascii_uppercase + "234567"


def rnd(n: int, alphabet: str = ALNUM) -> str:
    """Random string; with a mixed alphabet it mixes at least two character classes, like real tokens."""
    classes = lambda s: any(c.islower() for c in s) + any(c.isupper() for c in s) + any(c.isdigit() for c in s)  # noqa: E731
    need = min(2, classes(alphabet))
    while True:
        s = "".join(_rng.choice(alphabet) for _ in range(n))
        if classes(s) >= need:
            return s


def digits(n: int) -> str:
    return str(_rng.randint(1, 9)) + "".join(_rng.choice(string.digits) for _ in range(n - 1))


def b64url(raw: bytes) -> str:
    return base64.urlsafe_b64encode(raw).decode().rstrip("=")


def uuid4() -> str:
    h = rnd(32, HEX)
    return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-{_rng.choice('89ab')}{h[17:20]}-{h[20:]}"


SECRETS: list[tuple[str, str]] = []
SECRET_VALUES: list[str] = []


def add(kind: str, template: str, value: str, shown: str | None = None) -> None:
    """``template`` with ``{}`` replaced by ``value``; ``shown`` is what must never be stored (default value)."""
    SECRETS.append((kind, template.replace("{}", value)))
    SECRET_VALUES.append(shown if shown is not None else value)


def many(kind: str, templates: list[str], make) -> None:  # type: ignore[no-untyped-def]
    for t in templates:
        add(kind, t, make())


# ================================================================================================
# Provider tokens
# ================================================================================================
# Docker Hub personal access tokens: "dckr_pat_" + 27 URL-safe characters; organisation tokens "dckr_oat_".
many(
    "dockerhub_pat",
    ["docker login -u acme --password {}", "Docker Hub access token {}", "DOCKERHUB_TOKEN={}", "my docker pat is {}"],
    lambda: "dckr_pat_" + rnd(27, URLSAFE),
)
add("dockerhub_pat", "org access token for the registry mirror: {}", "dckr_oat_" + rnd(32, URLSAFE))
# Mailchimp Marketing API keys: 32 hex characters, a dash and the data centre ("-us6", "-us21").
many(
    "mailchimp_api_key",
    ["Mailchimp API key {}", "MAILCHIMP_KEY={}", "newsletter key: {}"],
    lambda: rnd(32, HEX) + f"-us{_rng.randint(1, 21)}",
)
# Mailchimp Transactional (Mandrill) keys: "md-" + 22 characters.
many("mandrill_api_key", ["Mandrill key {}", "transactional email key md is {}"], lambda: "md-" + rnd(22, URLSAFE))
# Square: production access tokens start "EAAA" (64 chars), OAuth application secrets "sq0csp-" + 43.
many(
    "square_access_token",
    ["Square access token {}", "SQUARE_ACCESS_TOKEN={}", "the square prod token is {}"],
    lambda: "EAAA" + rnd(60, URLSAFE),
)
many("square_oauth_secret", ["Square application secret {}", "sq secret: {}"], lambda: "sq0csp-" + rnd(43, URLSAFE))
add("square_access_token", "legacy Square personal token {}", "sq0atp-" + rnd(22, URLSAFE))
# Cloudflare: API tokens are 40 characters [A-Za-z0-9_-]; the Global API Key is 37 lower-case hex;
# Origin CA keys start "v1.0-".
many(
    "cloudflare_api_token",
    ["Cloudflare API token: {}", "CLOUDFLARE_API_TOKEN={}", "cf token {} (zone edit)", "the cloudflare token is {}"],
    lambda: rnd(40, URLSAFE),
)
many(
    "cloudflare_global_api_key",
    ["Cloudflare global API key {}", "CF_API_KEY={}", "X-Auth-Key: {}"],
    lambda: rnd(37, HEX),
)
add("cloudflare_origin_ca_key", "Origin CA key {}", "v1.0-" + rnd(24, HEX) + "-" + rnd(146, HEX))
# Cohere API keys: 40 alphanumeric characters, shown once in the dashboard.
many(
    "cohere_api_key",
    ["Cohere key {}", "COHERE_API_KEY={}", "my cohere api key is {}", "co api key: {}"],
    lambda: rnd(40),
)
# Heroku: account API keys are UUIDs (heroku auth:token); newer ones carry the "HRKU-" prefix.
many(
    "heroku_api_key",
    ["HEROKU_API_KEY={}", "Heroku API key: {}", "heroku token {} for the deploy job"],
    uuid4,
)
add("heroku_api_key", "heroku authorizations token {}", "HRKU-" + uuid4())
add("heroku_api_key", "new heroku key {}", "HRKU-AA" + rnd(58, URLSAFE))
# Grafana: service-account tokens "glsa_" + 32 + "_" + 8 hex; Cloud access policy tokens "glc_" + base64
# JSON; legacy API keys are base64 of {"k":...,"n":...,"id":...} (so they start "eyJrIjoi").
many(
    "grafana_token",
    ["Grafana service account token {}", "GRAFANA_TOKEN={}", "grafana sa token: {}"],
    lambda: "glsa_" + rnd(32) + "_" + rnd(8, HEX),
)
add(
    "grafana_token",
    "Grafana Cloud token {}",
    "glc_" + base64.b64encode(json.dumps({"o": digits(6), "n": "stack-logs", "k": rnd(24)}).encode()).decode(),
)
add(
    "grafana_token",
    "old grafana api key {}",
    base64.b64encode(json.dumps({"k": rnd(32), "n": "ci", "id": 1}).encode()).decode(),
)
# Firebase Cloud Messaging legacy server keys: "AAAA" + 7 chars + ":APA91b" + 134 chars.
many(
    "firebase_fcm_server_key",
    ["FCM server key {}", "firebase server key: {}", "Authorization: key={}"],
    lambda: "AAAA" + rnd(7, URLSAFE) + ":APA91b" + rnd(134, URLSAFE),
)
# Braintree access tokens: "access_token$production$" + merchant id + "$" + 32 hex.
many(
    "braintree_access_token",
    ["Braintree token {}", "BT access token: {}"],
    lambda: f"access_token$production${rnd(16, string.ascii_lowercase + string.digits)}${rnd(32, HEX)}",
)
# PayPal REST client secrets: 80 URL-safe characters (start with "E").
many(
    "paypal_client_secret",
    ["PayPal client secret {}", "PAYPAL_CLIENT_SECRET={}", "the paypal secret is {}"],
    lambda: "E" + rnd(79, URLSAFE),
)
# Azure DevOps PATs: 52 chars of base32 [a-z2-7]; Azure OpenAI / Cognitive Services keys: 32 hex.
many(
    "azure_devops_pat",
    ["Azure DevOps PAT {}", "AZURE_DEVOPS_EXT_PAT={}", "ado token: {}"],
    lambda: rnd(52, string.ascii_lowercase + "234567"),
)
many(
    "azure_openai_key",
    ["Azure OpenAI key {}", "AZURE_OPENAI_API_KEY={}", "api-key: {}", "Ocp-Apim-Subscription-Key: {}"],
    lambda: rnd(32, HEX),
)
many(
    "azure_cosmos_key",
    ["cosmos: AccountEndpoint=https://acme.documents.azure.com:443/;AccountKey={};", "Cosmos primary key: {}"],
    lambda: base64.b64encode(_rng.randbytes(64)).decode(),
)
# Discord: bot tokens are base64(user id) "." timestamp "." HMAC; ids since 2022 have 19 digits.
many(
    "discord_bot_token",
    ["Discord bot token {}", "DISCORD_TOKEN={}", "bot.run('{}')"],
    lambda: b64url(str(_rng.randint(10**18, 2 * 10**18)).encode()) + "." + rnd(6, URLSAFE) + "." + rnd(38, URLSAFE),
)
add("discord_client_secret", "Discord OAuth2 client secret {}", rnd(32, URLSAFE))
add("discord_client_secret", "DISCORD_CLIENT_SECRET={}", rnd(32, URLSAFE))
# Atlassian API tokens: "ATATT3xFfGF0" + body + "=" + 8 hex checksum; Bitbucket app passwords "ATBB" + 32.
many(
    "atlassian_api_token",
    ["Jira API token {}", "confluence token: {}"],
    lambda: "ATATT3xFfGF0" + rnd(170, URLSAFE) + "=" + rnd(8, HEX).upper(),
)
add("bitbucket_app_password", "bitbucket app password {}", "ATBB" + rnd(32))
# Doppler service tokens "dp.st." + env + "." + 40; personal "dp.pt." + 43.
many("doppler_token", ["DOPPLER_TOKEN={}", "doppler personal token {}"], lambda: "dp.pt." + rnd(43))
add("doppler_token", "doppler service token {}", "dp.st.prd." + rnd(40))
# Dynatrace: "dt0c01." + 24 + "." + 64 upper-case alphanumerics.
many(
    "dynatrace_token",
    ["Dynatrace API token {}", "DT_API_TOKEN={}"],
    lambda: "dt0c01." + rnd(24, UPPER_ALNUM) + "." + rnd(64, UPPER_ALNUM),
)
# New Relic user keys "NRAK-" + 27; ingest keys "NRII-" + 32.
many("newrelic_key", ["New Relic user key {}", "NEW_RELIC_API_KEY={}"], lambda: "NRAK-" + rnd(27, UPPER_ALNUM))
add("newrelic_key", "new relic ingest key {}", "NRII-" + rnd(32, URLSAFE))
# Sentry: org auth tokens "sntrys_" + base64 JSON; user tokens "sntryu_" + 64 hex.
add(
    "sentry_token",
    "SENTRY_AUTH_TOKEN={}",
    "sntrys_"
    + b64url(json.dumps({"iat": 1700000000, "url": "https://sentry.io", "org": "acme"}).encode())
    + "_"
    + rnd(43, URLSAFE),
)
add("sentry_token", "sentry user token {}", "sntryu_" + rnd(64, HEX))
# Datadog: API keys 32 hex, application keys 40 hex (no prefix).
many("datadog_key", ["DD_API_KEY={}", "Datadog API key {}"], lambda: rnd(32, HEX))
add("datadog_key", "DD_APP_KEY={}", rnd(40, HEX))
# Okta API tokens: "00" + 40 URL-safe characters, sent as "Authorization: SSWS <token>".
many("okta_api_token", ["Authorization: SSWS {}", "Okta API token {}"], lambda: "00" + rnd(40, URLSAFE))
# PlanetScale "pscale_tkn_" / "pscale_pw_"; Supabase "sbp_" + 40 hex; Netlify "nfp_"; Pulumi "pul-" + 40 hex.
add("planetscale_token", "PlanetScale service token {}", "pscale_tkn_" + rnd(43, URLSAFE))
add("planetscale_token", "planetscale db password {}", "pscale_pw_" + rnd(43, URLSAFE))
add("supabase_token", "Supabase access token {}", "sbp_" + rnd(40, HEX))
add("supabase_token", "SUPABASE_ACCESS_TOKEN={}", "sbp_" + rnd(40, HEX))
add("netlify_token", "NETLIFY_AUTH_TOKEN={}", "nfp_" + rnd(36))
add("netlify_token", "netlify pat {}", "nfp_" + rnd(36))
add("pulumi_token", "PULUMI_ACCESS_TOKEN={}", "pul-" + rnd(40, HEX))
add("pulumi_token", "pulumi token {}", "pul-" + rnd(40, HEX))
# Terraform Cloud: 14 chars + ".atlasv1." + 60-70 chars.
many(
    "terraform_cloud_token",
    ["TFE_TOKEN={}", "terraform cloud token {}"],
    lambda: rnd(14) + ".atlasv1." + rnd(67, URLSAFE),
)
# Airtable PATs: "pat" + 14 + "." + 64 hex; Asana PATs "2/<user gid>/<app gid>:" + 32 hex; Figma "figd_".
many("airtable_pat", ["Airtable token {}", "AIRTABLE_API_KEY={}"], lambda: "pat" + rnd(14) + "." + rnd(64, HEX))
many("asana_pat", ["Asana PAT {}", "asana token: {}"], lambda: f"2/{digits(16)}/{digits(16)}:{rnd(32, HEX)}")
many("figma_pat", ["Figma token {}", "FIGMA_TOKEN={}"], lambda: "figd_" + rnd(40, URLSAFE))
# Mapbox secret tokens "sk." + base64 JSON + "." + 22 (public "pk." tokens are benign, see below).
many(
    "mapbox_secret_token",
    ["Mapbox secret token {}", "MAPBOX_DOWNLOADS_TOKEN={}"],
    lambda: "sk." + b64url(json.dumps({"u": "acme", "a": rnd(25, string.ascii_lowercase + string.digits)}).encode())
    + "."
    + rnd(22, URLSAFE),
)
# Atlassian-free SaaS with prefixes: Contentful "CFPAT-", LangSmith "lsv2_pt_", Perplexity "pplx-",
# Tavily "tvly-", Resend "re_", Artifactory "AKCp", Alibaba access key ids "LTAI", Tencent "AKID".
add("contentful_token", "Contentful management token {}", "CFPAT-" + rnd(43, URLSAFE))
add("langsmith_api_key", "LANGSMITH_API_KEY={}", f"lsv2_pt_{rnd(32, HEX)}_{rnd(10, HEX)}")
add("langsmith_api_key", "langsmith service key {}", f"lsv2_sk_{rnd(32, HEX)}_{rnd(10, HEX)}")
add("perplexity_api_key", "PERPLEXITY_API_KEY={}", "pplx-" + rnd(48))
add("tavily_api_key", "Tavily key {}", "tvly-" + rnd(32))
add("tavily_api_key", "TAVILY_API_KEY={}", "tvly-dev-" + rnd(32))
add("resend_api_key", "RESEND_API_KEY={}", f"re_{rnd(8)}_{rnd(24)}")
add("artifactory_token", "artifactory api key {}", "AKCp" + rnd(69))
add("alibaba_access_key", "Alibaba Cloud AccessKey ID {}", "LTAI" + rnd(20))
add("alibaba_access_key", "ALIBABA_CLOUD_ACCESS_KEY_SECRET={}", rnd(30))
add("mailgun_api_key_v2", "Mailgun private API key {}", f"{rnd(32, HEX)}-{rnd(8, HEX)}-{rnd(8, HEX)}")
add("postmark_server_token", "X-Postmark-Server-Token: {}", uuid4())
add("algolia_admin_key", "Algolia admin API key {}", rnd(32, HEX))
add("openrouter_api_key", "OPENROUTER_API_KEY={}", "sk-or-v1-" + rnd(64, HEX))
add("elevenlabs_api_key", "ElevenLabs key {}", "sk_" + rnd(48, HEX))
# AWS STS session tokens (base64, "FwoGZXIvYXdz" / "IQoJb3JpZ2lu" at the start), labelled.
many(
    "aws_session_token",
    ["aws_session_token = {}", "AWS_SESSION_TOKEN={}"],
    lambda: _rng.choice(["FwoGZXIvYXdzE", "IQoJb3JpZ2luX2VjE"]) + rnd(300, B64),
)
# Framework secrets: Django SECRET_KEY (50 chars), Laravel APP_KEY (base64: + 44), Rails master.key (32 hex).
add("framework_secret_key", "SECRET_KEY = 'django-insecure-{}'", rnd(50, ALNUM + "!@#$%^&*(-_=+)"))
add("framework_secret_key", "APP_KEY=base64:{}", base64.b64encode(_rng.randbytes(32)).decode())
add("framework_secret_key", "config/master.key contains {}", rnd(32, HEX))
# WireGuard [Interface] PrivateKey: 32 bytes base64 (44 chars ending "=").
many(
    "wireguard_private_key",
    ["[Interface]\nPrivateKey = {}\nAddress = 10.0.0.2/32", "wg private key: {}"],
    lambda: base64.b64encode(_rng.randbytes(32)).decode(),
)

# ================================================================================================
# Structured credentials
# ================================================================================================
def pem_body(lines: int = 8) -> str:
    return "MII" + rnd(61, B64) + "".join("\n" + rnd(64, B64) for _ in range(lines)) + "\n" + rnd(20, B64) + "=="


# GCP service-account key files: JSON whose "private_key" holds a PKCS#8 PEM with JSON-escaped newlines.
for _ in range(4):
    body = pem_body()
    escaped = json.dumps("-----BEGIN PRIVATE KEY-----\n" + body + "\n-----END PRIVATE KEY-----\n")
    sa = (
        '{"type": "service_account", "project_id": "acme-prod", "private_key_id": "' + rnd(40, HEX) + '", '
        '"private_key": ' + escaped + ', "client_email": "ci@acme-prod.iam.gserviceaccount.com"}'
    )
    add("gcp_service_account_json", "service account key: {}", sa, body.split("\n")[1])
add(
    "gcp_service_account_json",
    'just the key field: "private_key": "{}"',
    "-----BEGIN PRIVATE KEY-----\\n" + pem_body(3).replace("\n", "\\n"),
    None,
)
SECRET_VALUES[-1] = SECRETS[-1][1].split("\\n")[2]
# kubeconfig users[].user.client-key-data: base64 of a PEM private key ("LS0tLS1CRUdJTi..." = "-----BEGIN").
for label in ("RSA PRIVATE KEY", "EC PRIVATE KEY", "PRIVATE KEY"):
    pem = f"-----BEGIN {label}-----\n{pem_body(4)}\n-----END {label}-----\n"
    data = base64.b64encode(pem.encode()).decode()
    add(
        "kubeconfig_client_key",
        "users:\n- name: admin\n  user:\n    client-certificate-data: LS0tLS1CRUdJTiBDRVJU\n    client-key-data: {}",
        data,
        data[40:100],
    )
add("kubeconfig_token", "users:\n- name: ci\n  user:\n    token: {}", rnd(64, URLSAFE))
add("kubeconfig_token", "kubectl --token={} get pods", rnd(48, URLSAFE))


# PuTTY private key files (PPK v2/v3): header lines, Public-Lines, Private-Lines, Private-MAC.
def ppk(version: int) -> tuple[str, str]:
    priv = rnd(64, B64)
    text = (
        f"PuTTY-User-Key-File-{version}: ssh-ed25519\nEncryption: none\nComment: eddsa-key-20240601\n"
        f"Public-Lines: 2\nAAAAC3NzaC1lZDI1NTE5AAAAI{rnd(38, B64)}\n{rnd(20, B64)}\n"
        f"Private-Lines: 1\n{priv}\nPrivate-MAC: {rnd(64, HEX)}"
    )
    return text, priv


for v in (2, 3, 3):
    t, priv = ppk(v)
    add("putty_private_key", "my putty key:\n{}", t, priv)
# age secret keys: Bech32 with HRP "AGE-SECRET-KEY-" (upper case), 32-byte payload.
_BECH = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"


def _bech32_polymod(values: list[int]) -> int:
    gen = [0x3B6A57B2, 0x26508E6D, 0x1EA119FA, 0x3D4233DD, 0x2A1462B3]
    chk = 1
    for v in values:
        b = chk >> 25
        chk = (chk & 0x1FFFFFF) << 5 ^ v
        for i in range(5):
            chk ^= gen[i] if (b >> i) & 1 else 0
    return chk


def bech32(hrp: str, data: bytes) -> str:
    acc, bits, five = 0, 0, []
    for byte in data:
        acc, bits = (acc << 8) | byte, bits + 8
        while bits >= 5:
            bits -= 5
            five.append((acc >> bits) & 31)
    if bits:
        five.append((acc << (5 - bits)) & 31)
    expand = [ord(c) >> 5 for c in hrp] + [0] + [ord(c) & 31 for c in hrp]
    pm = _bech32_polymod(expand + five + [0] * 6) ^ 1
    checksum = [(pm >> 5 * (5 - i)) & 31 for i in range(6)]
    return hrp + "1" + "".join(_BECH[d] for d in five + checksum)


_AGE_PUBLIC = "age1ql3z7hjy54pw3hyww5ayyfg7zqgvc7w3j2elw8zmrj2kg5sfn9aqmcac8p"
for t in ["age key: {}", f"# created: 2024-06-01\n# public key: {_AGE_PUBLIC}\n{{}}", "AGE_KEY={}"]:
    add("age_secret_key", t, bech32("age-secret-key-", _rng.randbytes(32)).upper())
# Credentials in URLs (RFC 3986 userinfo) and in command lines (curl -u, wget --password).
for t in [
    "curl -u admin:{} https://api.internal/v1/health",
    "wget --user=deploy --password={} https://files.internal/backup.tgz",
    "git clone https://alice:{}@gitlab.example.com/acme/app.git",
    "the grafana is at http://admin:{}@10.0.0.5:3000",
    "proxy: http://squid:{}@proxy.corp:3128",
    "curl --user ci:{} https://jenkins.internal/job/x/build",
]:
    add("basic_auth_url", t, _rng.choice([rnd(14), f"Winter{_rng.randint(2020, 2026)}!", rnd(10) + "#" + digits(2)]))
# Docker config.json: auths.<registry>.auth = base64("user:password").
many(
    "docker_config_auth",
    ['{"auths": {"https://index.docker.io/v1/": {"auth": "{}"}}}', '"auth": "{}" in ~/.docker/config.json'],
    lambda: base64.b64encode(f"acme:{rnd(18)}".encode()).decode(),
)
# .netrc and .pgpass lines.
add("netrc_password", "~/.netrc: machine api.heroku.com login me@acme.io password {}", rnd(20))
add("netrc_password", ".pgpass line db.internal:5432:app:app_user:{}", f"Spring{_rng.randint(10, 99)}!{rnd(6)}")
# Session cookies (RFC 6265 Cookie header): framework session ids.
for t, make in [
    ("Cookie: sessionid={}; csrftoken=abc", lambda: rnd(32, string.ascii_lowercase + string.digits)),
    ("Cookie: PHPSESSID={}", lambda: rnd(26, string.ascii_lowercase + string.digits)),
    ("JSESSIONID={}", lambda: rnd(32, "0123456789ABCDEF")),
    ("connect.sid=s%3A{}", lambda: rnd(32, URLSAFE) + "." + rnd(43, ALNUM + "%")),
    ("Set-Cookie: _session={}; HttpOnly; Secure", lambda: rnd(40, URLSAFE)),
    ("my session cookie is {}", lambda: rnd(48, URLSAFE)),
    (
        "__Secure-next-auth.session-token={}",
        lambda: "eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIn0.."
        + rnd(22, URLSAFE) + "." + rnd(120, URLSAFE) + "." + rnd(22, URLSAFE),
    ),
    ("laravel_session={}", lambda: rnd(40, URLSAFE) + "%3D"),
]:
    add("session_cookie", t, make())

# ================================================================================================
# Recovery material
# ================================================================================================
# 2FA recovery codes: GitHub "xxxxx-xxxxx" (hex), Google "1234 5678" (8 digits), generic 8-10 alnum.
add(
    "backup_codes",
    "GitHub recovery codes: {}",
    " ".join(f"{rnd(5, HEX)}-{rnd(5, HEX)}" for _ in range(8)),
)
add("backup_codes", "google backup codes\n{}", "\n".join(f"{digits(4)} {digits(4)}" for _ in range(10)))
add("backup_codes", "my 2FA backup codes are {}", ", ".join(digits(8) for _ in range(5)))
add("backup_codes", "recovery codes for the AWS root account: {}", " ".join(rnd(10, UPPER_ALNUM) for _ in range(4)))
_CODE_ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789"
add(
    "backup_codes",
    "Wiederherstellungscodes: {}",
    " ".join(f"{rnd(4, _CODE_ALPHABET)}-{rnd(4, _CODE_ALPHABET)}" for _ in range(6)),
)
add("backup_codes", "两步验证备用码：{}", " ".join(digits(8) for _ in range(6)))
# TOTP seeds (RFC 6238 / Google Authenticator key URI format): base32 secrets, otpauth:// URIs.
for t in [
    "otpauth://totp/Acme:alice@acme.io?secret={}&issuer=Acme",
    "scan otpauth://totp/GitHub:bob?secret={}&issuer=GitHub&algorithm=SHA1&digits=6",
]:
    add("totp_seed", t, rnd(32, BASE32))
for t in ["2FA setup key: {}", "the authenticator secret is {}", "TOTP seed {}", "MFA secret key for the admin: {}"]:
    s = rnd(32, BASE32)
    add("totp_seed", t, " ".join(s[i : i + 4] for i in range(0, 32, 4)) if "setup" in t else s)
add("totp_seed", "Google Authenticator Schlüssel: {}", rnd(16, BASE32).lower())


# BitLocker recovery keys: 48 digits in 8 groups of 6, each group a multiple of 11 (below 720896).
def bitlocker() -> str:
    return "-".join(f"{11 * _rng.randint(0, 65535):06d}" for _ in range(8))


many(
    "bitlocker_recovery_key",
    [
        "BitLocker recovery key: {}",
        "recovery key for the work laptop {}",
        "{} is the bitlocker key",
        "BitLocker-Wiederherstellungsschlüssel {}",
    ],
    bitlocker,
)
# Wallet seed phrases: BIP39 mnemonics (2048-word list, checksum in the last word), 12 or 24 words.
_M = Mnemonic("english")
for t, n in [
    ("my seed phrase is {}", 16),
    ("wallet recovery words: {}", 32),
    ("metamask secret recovery phrase {}", 16),
    ("{}", 16),
    ("backup of the ledger: {}", 32),
    ("助记词：{}", 16),
    ("frase de recuperación: {}", 16),
    ("words for the cold wallet, in order: {}", 16),
]:
    add("bip39_seed_phrase", t, _M.to_mnemonic(_rng.randbytes(n)))
add("bip39_seed_phrase", "seed: {}", ", ".join(_M.to_mnemonic(_rng.randbytes(16)).split()))
add("bip39_seed_phrase", "phrase (ES): {}", Mnemonic("spanish").to_mnemonic(_rng.randbytes(16)))
# Bitcoin private keys: WIF (Base58Check of 0x80 + key [+ 0x01]) and BIP32 extended private keys (xprv).
_B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"


def b58check(payload: bytes) -> str:
    raw = payload + hashlib.sha256(hashlib.sha256(payload).digest()).digest()[:4]
    n, out = int.from_bytes(raw, "big"), ""
    while n:
        n, r = divmod(n, 58)
        out = _B58[r] + out
    return "1" * (len(raw) - len(raw.lstrip(b"\0"))) + out


add("bitcoin_private_key", "BTC private key (WIF) {}", b58check(b"\x80" + _rng.randbytes(32) + b"\x01"))
add("bitcoin_private_key", "paper wallet key {}", b58check(b"\x80" + _rng.randbytes(32)))
add(
    "bitcoin_private_key",
    "xprv for the HD wallet: {}",
    b58check(bytes.fromhex("0488ade4") + b"\0" * 9 + _rng.randbytes(32) + b"\0" + _rng.randbytes(32)),
)

# ================================================================================================
# Identity and financial identifiers
# ================================================================================================
# US SSN (SSA): area 001-899 except 666, group 01-99, serial 0001-9999.
def ssn(sep: str = "-") -> str:
    area = _rng.choice([a for a in range(1, 900) if a != 666])
    return f"{area:03d}{sep}{_rng.randint(1, 99):02d}{sep}{_rng.randint(1, 9999):04d}"


for t, sep in [
    ("my SSN is {}", "-"),
    ("social security number: {}", "-"),
    ("SSN {} for the W-9", " "),
    ("her social security no. is {}", ""),
    ("Sozialversicherungsnummer (US) {}", "-"),
    ("SSN: {}", "-"),
]:
    add("us_ssn", t, ssn(sep))


# Passports (ICAO 9303): the number (country formats) and the TD3 machine-readable zone, check digits
# with weights 7-3-1 over digits, letters (A=10..Z=35) and "<" (0).
def mrz_check(s: str) -> str:
    val = lambda c: int(c) if c.isdigit() else 0 if c == "<" else ord(c) - 55  # noqa: E731
    return str(sum(val(c) * (7, 3, 1)[i % 3] for i, c in enumerate(s)) % 10)


def mrz(country: str, surname: str, given: str) -> str:
    number = rnd(9, UPPER_ALNUM) if country != "USA" else digits(9)
    dob = f"{_rng.randint(50, 99):02d}{_rng.randint(1, 12):02d}{_rng.randint(1, 28):02d}"
    exp = f"{_rng.randint(26, 35):02d}{_rng.randint(1, 12):02d}{_rng.randint(1, 28):02d}"
    personal = "<" * 14
    line2 = (
        number + mrz_check(number) + country + dob + mrz_check(dob) + _rng.choice("MF") + exp + mrz_check(exp)
        + personal + mrz_check(personal)
    )
    composite = line2[0:10] + line2[13:20] + line2[21:43]
    line2 += mrz_check(composite)
    line1 = f"P<{country}{surname}<<{given}".ljust(44, "<")
    return f"{line1}\n{line2}"


for country, sur, giv in [("UTO", "ERIKSSON", "ANNA<MARIA"), ("USA", "DOE", "JOHN"), ("DEU", "MUSTERMANN", "ERIKA")]:
    block = mrz(country, sur, giv)
    add("passport_mrz", "passport MRZ:\n{}", block, block.split("\n")[1])
for t, make in [
    ("my passport number is {}", lambda: digits(9)),
    ("Passport No. {} (UK)", lambda: digits(9)),
    ("Reisepassnummer: {}", lambda: _rng.choice("CFGHJK") + rnd(8, "CFGHJKLMNPRTVWXYZ0123456789")),
    ("numéro de passeport {}", lambda: f"{digits(2)}{rnd(2, string.ascii_uppercase)}{digits(5)}"),
    ("护照号码：{}", lambda: "E" + digits(8)),
    ("passport #{}, expires 2031", lambda: "A" + digits(8)),
]:
    add("passport_number", t, make())


# US bank accounts: ABA routing number (9 digits, 3-7-1 weighted checksum, prefix 00-12/21-32/61-72/80)
# with an account number.
def aba() -> str:
    while True:
        prefix = _rng.choice([f"{p:02d}" for p in (*range(1, 13), *range(21, 33))])
        body = prefix + "".join(_rng.choice(string.digits) for _ in range(6))
        w = (3, 7, 1, 3, 7, 1, 3, 7)
        check = (10 - sum(int(c) * w[i] for i, c in enumerate(body)) % 10) % 10
        return body + str(check)


for t in [
    "routing number {} account 4402198765",
    "bank: ABA {}, checking account 000123456789",
    "direct deposit: routing {} / acct 9876543210",
    "wire to RTN {} account number 55501234",
    "Bankverbindung USA: routing {} Konto 1234098765",
]:
    add("bank_account_routing", t, aba())
add("bank_account_routing", "UK account: sort code {} account number 41206719", f"{digits(2)}-{digits(2)}-{digits(2)}")
SECRET_VALUES[-1] = "41206719"
add("bank_account_routing", "my checking account number is {}", digits(10))


# Payment cards with CVV or expiry (Luhn check digit, issuer prefixes).
def luhn(prefix: str, length: int) -> str:
    body = prefix + "".join(_rng.choice(string.digits) for _ in range(length - len(prefix) - 1))
    total = 0
    for i, ch in enumerate(reversed(body + "0")):
        d = int(ch)
        if i % 2:
            d = d * 2 - 9 if d > 4 else d * 2
        total += d
    return body + str((10 - total % 10) % 10)


def spaced(n: str) -> str:
    return " ".join(n[i : i + 4] for i in range(0, len(n), 4))


for t, prefix, length in [
    ("card {} exp 04/28 cvv 713", "4", 16),
    ("Visa {} 11/27 CVC 092", "4", 16),
    ("mastercard {}, expiry 0929, security code 331", "53", 16),
    ("Amex {} exp 2027-06, CID 4419", "37", 15),
    ("Kreditkarte {} gültig bis 03/29, Prüfnummer 552", "52", 16),
    ("carte bancaire {} expire 09/27 cryptogramme 184", "4", 16),
    ("tarjeta {} vence 12/26 CVV 640", "51", 16),
    ("信用卡 {} 有效期 08/28 安全码 271", "62", 16),
    ("RuPay card {} exp 01/30 cvv 118", "60", 16),
    ("card number: {} / 05/26 / 829", "2221", 16),
]:
    add("card_with_cvv_or_expiry", t, spaced(luhn(prefix, length)))
for t, prefix in [
    ("card {} 09/27", "4"),
    ("my Visa is {} exp 2028/03", "4"),
    ("Mastercard {} valid thru 12/29", "55"),
    ("{} 07/26 is the corporate card", "2720"),
]:
    add("card_with_cvv_or_expiry", t, spaced(luhn(prefix, 16)))

# ================================================================================================
# Passwords in prose (many phrasings, several languages)
# ================================================================================================
def human() -> str:
    w = _rng.choice(["Winter", "Sommer", "Falcon", "Bluebird", "Piano", "Tiger", "Marzo", "Soleil", "Lotus"])
    return f"{w}{_rng.randint(1990, 2030)}{_rng.choice('!?#$%&*@')}"


many(
    "login_pair",
    [
        "login is bob / {}",
        "the VPN login: alice / {}",
        "creds for the NAS are admin/{}",
        "username bob password {}",
        "user: deploy pass: {}",
        "Zugangsdaten: admin / {}",
        "identifiants : marie / {}",
        "usuario: pepe contraseña {}",
        "账号 admin 密码 {}",
        "sign in with carol@acme.io and {}",
    ],
    human,
)
many(
    "password_en",
    [
        "the passphrase for the vault is {}",
        "pw: {}",
        "my bank PIN and password are 4821 / {}",
        "the password for the office printer admin page is {}",
        "the wifi pass is {}",
        "remember the db password, it's {}",
        "the new password will be {} from Monday",
        "he set the root password to {}",
        "Password for my Gmail: {}",
        "the admin password of the router = {}",
        "my Netflix pw is {}",
        "the password I use for the NAS is {}",
    ],
    human,
)
add("password_en", "the vault passphrase is {}", "purple elephant dances quietly")
add("password_en", "my passphrase: {}", "tangerine-orbit-cactus-42")
add("password_en", "the password is {} (all lower case)", "bluehorse")
many(
    "password_env_var",
    [
        "set PGPASSWORD={} before running psql",
        "export MYSQL_ROOT_PASSWORD={}",
        "REDIS_PASS={}",
        "SMTP_PASSWD={} in the .env",
        "docker run -e POSTGRES_PASSWORD={} postgres:16",
        "$env:ADMIN_PASSWORD = '{}'",
    ],
    human,
)
many(
    "ssh_key_passphrase",
    [
        "the passphrase for ~/.ssh/id_ed25519 is {}",
        "ssh -i ~/.ssh/deploy.pem ubuntu@10.0.0.4, key passphrase {}",
        "the key passphrase: {}",
        "my ssh key password is {}",
    ],
    human,
)
many(
    "password_de",
    [
        "Mein Passwort lautet {}",
        "das WLAN-Passwort ist {}",
        "Kennwort für den Router: {}",
        "PW fürs Büro-WLAN: {}",
        "das Passwort für die Fritzbox ist {}",
    ],
    human,
)
many(
    "password_fr",
    [
        "le mot de passe du wifi est {}",
        "mon mdp : {}",
        "mot de passe pour la box : {}",
        "mon mot de passe c'est {}",
        "le code wifi est {}",
    ],
    human,
)
many(
    "password_es",
    [
        "la contraseña del wifi es {}",
        "mi clave es {}",
        "contraseña de Gmail: {}",
        "la clave del router: {}",
        "mi contraseña para el banco es {}",
    ],
    human,
)
many(
    "password_zh",
    [
        "我的密码是{}",
        "wifi密码：{}",
        "登录密码为 {}",
        "邮箱的密码是 {}",
        "路由器管理密码: {}",
        "我的電腦密碼是{}",
    ],
    human,
)
many(
    "password_other_lang",
    [
        "la password del wifi è {}",
        "a senha do wifi é {}",
        "het wachtwoord is {}",
        "hasło do wifi: {}",
        "wifiのパスワードは{}です",
        "비밀번호는 {}",
    ],
    human,
)
add("pin_code", "my bank PIN is {}", "9153")
add("pin_code", "SIM PIN: {}", "2280")
add("pin_code", "die PIN meiner EC-Karte ist {}", "6617")
add("pin_code", "le code PIN de la carte est {}", "4092")

# More phrasings of the same families (passwords, identity numbers, vendor keys without a prefix).
for t in [
    "my login for the bank site is jdoe / {}",
    "credentials: admin:{}",
    "the root pw on the NAS is {}",
    "wifi: HomeNet / pw {}",
    "WLAN Passwort ist {}",
    "ログインパスワード：{}",
    "login: bob@example.com pass: {}",
    "email alice@x.com, password {}",
    "la mia password è {}",
    "用户名 admin 密码 {}",
]:
    add("password_prose_more", t, human())
add("password_prose_more", "the passphrase is {}", "correct horse battery staple")
add("password_prose_more", "PGPASSWORD='{}' psql -h db -U app", human())
add("password_prose_more", "Die PIN für die Haustür ist {}", "2580")
add("password_prose_more", "el PIN de mi tarjeta es {}", "4455")
add("vendor_key_no_prefix", "cohere: {}", rnd(40))
add("vendor_key_no_prefix", "the api key for mistral is {}", rnd(32))
add("vendor_key_no_prefix", "datadog = {}", rnd(32, HEX))
add("us_ssn", "my social is {}", ssn(" "))
add("us_ssn", "SS# {}", ssn("-"))
add("card_with_cvv_or_expiry", "card {} exp 12/25", luhn("4", 16))
add("bank_account_routing", "account 123456789012 routing {}", aba())

# ================================================================================================
# Benign look-alikes: ids, hashes, digests, public keys, ARNs, placeholders, redactions, secret-talk
# with no secret, env-var names without values, several languages.
# ================================================================================================
# ================================================================================================
# Documented examples (issue 27, item 7): credential-shaped text is refused even when a vendor's
# documentation publishes it (the AWS pair of the IAM user guide, the base32 seed of Google
# Authenticator's key-URI wiki). A person's first try is to paste the example.
# ================================================================================================
add("documented_example", "{} is the sample access key in the AWS docs", "AKIAIOSFODNN7EXAMPLE")
add("documented_example", "the AWS docs use {} as a sample secret", "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY")
add("documented_example", "aws_access_key_id = AKIAIOSFODNN7EXAMPLE\naws_secret_access_key = {}",
    "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY")
add("documented_example", "otpauth://totp/Example:alice@google.com?secret={}&issuer=Example", "JBSWY3DPEHPK3PXP")
add("documented_example", "the test card {} works in Stripe test mode", "4242 4242 4242 4242")
add("documented_example", "use {} for sandbox payments", "4111 1111 1111 1111")
add("documented_example", "card {} exp 12/34 cvc 123 works in Stripe test mode", "4242 4242 4242 4242")
add("documented_example", "the SSA's sample SSN is {}", "078-05-1120")

BENIGN: list[str] = []
for _ in range(8):
    BENIGN.append(f"the job id is {uuid4()}")
    BENIGN.append(f"sha1 of the file: {rnd(40, HEX)}")
    BENIGN.append(f"blob sha256:{rnd(64, HEX)} was pushed")
    BENIGN.append(f"arn:aws:iam::{digits(12)}:role/ci-deploy-{_rng.randint(1, 99)} is the role we assume")
    BENIGN.append(f"the Heroku app id is {uuid4()}")
    BENIGN.append(f"order {digits(10)} ships tomorrow")
    BENIGN.append(f"the git tag v{_rng.randint(1, 9)}.{_rng.randint(0, 20)}.0 points at {rnd(12, HEX)}")
BENIGN += [
    # public keys and certificates
    "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIG" + rnd(37, B64) + " alice@laptop is my public key",
    "ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABgQ" + rnd(200, B64) + " deploy@ci",
    "-----BEGIN PUBLIC KEY-----\nMFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAE"
    + rnd(64, B64) + "\n" + rnd(24, B64) + "==\n-----END PUBLIC KEY-----",
    "-----BEGIN CERTIFICATE-----\nMIIDdzCCAl+gAwIBAgIE"
    + rnd(60, B64) + "\n" + rnd(64, B64) + "\n-----END CERTIFICATE-----",
    "age public key age1ql3z7hjy54pw3hyww5ayyfg7zqgvc7w3j2elw8zmrj2kg5sfn9aqmcac8p for the backups",
    "the GPG fingerprint is 4AEE 18F8 3AFD EB23 3C5F  B8AA 6A15 0F7C 9C09 3F4E",
    "client-certificate-data: LS0tLS1CRUdJTiBDRVJUSUZJQ0FURS0tLS0tCk1JSUM4akNDQWRxZ0F3SUJBZ0lJ",
    "certificate-authority-data is the CA bundle in the kubeconfig",
    "Mapbox public token pk." + b64url(b'{"u":"acme","a":"ckx1"}') + "." + rnd(22, URLSAFE) + " is fine in the web app",
    "Stripe publishable key pk_live_" + rnd(24) + " goes in the frontend",
    "the Google OAuth client id is "
    + digits(12) + "-" + rnd(32, string.ascii_lowercase + string.digits) + ".apps.googleusercontent.com",
    "Square application id sq0idp-" + rnd(22, URLSAFE) + " is public",
    "the bitcoin address bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq receives donations",
    "send to 1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2 (our public BTC address)",
    "the ETH address 0x" + rnd(40, HEX) + " is on the invoice",
    "xpub6CUGRUonZSQ4TWtTMmzXdrXDtypWKiKrhko4egpiMZbpiaQL2jkwSB1icqYh2cfDfVxdx4df189oLKnC5fSwqPfgyP3hooxujYzAu3fDVmz"
    " is the watch-only key",
    "Sentry DSN https://" + rnd(32, HEX) + "@o" + digits(6) + ".ingest.sentry.io/" + digits(7) + " (the DSN is public)",
    "the Algolia search-only key lives in the frontend config",
    "Firebase web config: projectId acme-app, authDomain acme-app.firebaseapp.com",
    "Square sandbox application id sandbox-sq0idb-abc is in the docs",
    # placeholders and redactions
    "OPENAI_API_KEY=sk-...REDACTED",
    "api key: YOUR_API_KEY",
    "export COHERE_API_KEY=<your-cohere-key>",
    "Authorization: Bearer [REDACTED]",
    "token: ghp_****************************",
    "the key was sk-proj-abc…xyz (truncated in the log)",
    "dckr_pat_XXXXXXXXXXXXXXXXXXXXXXXXXXX is the placeholder in the README",
    "HEROKU_API_KEY=your_heroku_api_key",
    "CLOUDFLARE_API_TOKEN=changeme",
    "DD_API_KEY=<DATADOG_API_KEY>",
    "password: •••••••• (hidden)",
    "SSN: ***-**-1234",
    "card: **** **** **** 4242",
    "card ending 4821, exp 09/27",
    "routing number: [redacted]",
    "passport no.: <on file>",
    "the MRZ looks like P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<< on the first line",
    "seed phrase: [twelve words, stored offline]",
    "recovery codes: saved in 1Password",
    "otpauth://totp/Acme:alice?issuer=Acme is the URI without the secret part",
    "the BitLocker recovery key id is 3F2504E0 (the key itself is in Entra)",
    "PGPASSWORD is read by psql if set",
    "set PGPASSWORD before running psql",
    "export MYSQL_ROOT_PASSWORD",
    "POSTGRES_PASSWORD_FILE=/run/secrets/db_password",
    "docker run -e POSTGRES_PASSWORD postgres:16 takes it from the environment",
    "AWS_SESSION_TOKEN is only needed for temporary credentials",
    "the env vars are DOCKERHUB_TOKEN, MAILCHIMP_KEY and SQUARE_ACCESS_TOKEN",
    "TFE_TOKEN, NETLIFY_AUTH_TOKEN and PULUMI_ACCESS_TOKEN come from the CI secrets store",
    "Cookie: sessionid=<session>; csrftoken=<csrf>",
    "the session cookie is called connect.sid",
    "JSESSIONID is set by Tomcat",
    "curl -u admin:$ADMIN_PASSWORD https://api.internal",
    "curl -u user:password https://example.com is the syntax",
    "wget --password=$PASS https://files.internal/x",
    "git clone https://$GITLAB_USER:$GITLAB_TOKEN@gitlab.example.com/acme/app.git",
    "AccountKey=<storage-account-key> goes into the connection string",
    "client-key-data: <base64 PEM> in the template",
    '"private_key": "-----BEGIN PRIVATE KEY-----\\n...\\n-----END PRIVATE KEY-----\\n" is how the file looks',
    "PuTTY-User-Key-File-3 is the header of .ppk files",
    "AGE-SECRET-KEY-1... is how an age identity starts",
    "[Interface] PrivateKey = <generated by wg genkey>",
    # talk about secrets, no secret (several languages)
    "we keep the Docker Hub token in the CI secret store",
    "the Mailchimp key is rotated every quarter",
    "Square tokens expire after 30 days",
    "Cloudflare API tokens are scoped per zone",
    "Cohere keys can be trial or production keys",
    "Grafana service account tokens replaced API keys",
    "FCM server keys are deprecated in favour of OAuth tokens",
    "Braintree access tokens are tied to one merchant",
    "Azure DevOps PATs expire after at most one year",
    "Discord bot tokens must be reset if leaked",
    "the GCP service account JSON is mounted from a secret",
    "kubeconfig files hold client-key-data, so never commit them",
    "PuTTY keys (.ppk) can be converted with puttygen",
    "age keys are generated with age-keygen",
    "basic auth in URLs is deprecated by browsers",
    "session cookies are HttpOnly",
    "2FA backup codes can be used once each",
    "print your recovery codes and store them safely",
    "TOTP seeds are base32 encoded",
    "the BitLocker recovery key has 48 digits",
    "a BIP39 seed phrase has 12 or 24 words",
    "never share your seed phrase with anyone",
    "an SSN has the format AAA-GG-SSSS",
    "the passport number is on the photo page",
    "the MRZ has two lines of 44 characters",
    "ABA routing numbers have 9 digits with a checksum",
    "the CVV is 3 or 4 digits",
    "the card expires at the end of the month shown",
    "Das Passwort muss mindestens 12 Zeichen lang sein",
    "Ich habe mein Passwort vergessen",
    "das WLAN-Passwort steht auf dem Router",
    "Passwort ändern unter Einstellungen > Sicherheit",
    "le mot de passe doit contenir au moins 12 caractères",
    "j'ai oublié mon mot de passe",
    "le mot de passe est dans le gestionnaire de mots de passe",
    "mot de passe : voir le coffre-fort",
    "la contraseña debe tener al menos 12 caracteres",
    "olvidé mi contraseña otra vez",
    "la contraseña está en el gestor de contraseñas",
    "la clave es larga y segura",
    "密码至少需要12个字符",
    "我忘记了密码",
    "密码保存在密码管理器里",
    "请不要把密码发给别人",
    "パスワードを忘れました",
    "la password è nel password manager",
    "a senha é enviada por e-mail",
    "het wachtwoord staat in de kluis",
    "the login is via SSO",
    "login: bob (no password, SSH key only)",
    "username bob, password in the vault",
    "user: deploy, pass: from the secret store",
    "creds for the NAS are in 1Password",
    "sign in with your Google account",
    "the passphrase for the vault is in the safe",
    "the key passphrase is stored in the keychain",
    "ssh -i ~/.ssh/deploy.pem ubuntu@10.0.0.4 logs into the bastion",
    "my bank PIN and password are in my head only",
    "the wifi pass is on the back of the router",
    "pw: see the sticky note (it's a joke)",
    "the PIN is 4 digits and the password 12 characters",
    "the code wifi est sur la box",
    "mi clave es secreta",
    # ordinary memories in several languages
    "Anna mag keinen Kaffee, nur grünen Tee",
    "Le rendez-vous chez le dentiste est le 12 mars à 14h",
    "Mi hermana vive en Valencia desde 2019",
    "他喜欢在周末去爬山",
    "Marco preferisce le riunioni al mattino",
    "O projeto termina em dezembro",
    "De vergadering is elke maandag om 9 uur",
    "私は寿司が好きです",
    "Встреча перенесена на пятницу",
    "the team lunch is at the Thai place, table for 8",
    "bought 24 rolls of paper and 12 eggs",
    "the flight LH 1234 leaves at 06:40 from gate B22",
    "the recipe needs 250 g flour, 3 eggs and 500 ml milk",
    "kids' passport appointments are on 2025-03-14",
    "the routing table has 12 entries",
    "the account page shows 3 active sessions",
    "the recovery plan has 4 phases",
    "backup runs at 02:00 and keeps 14 copies",
    "the wallet app is Trust Wallet",
    "bank holiday on Monday",
    "the ticket number is 1234-5678-9012",
    "tracking 1Z999AA10123456784 delivered",
    "call 555-867-5309 after 6pm",
    "phone +1 (212) 555-0147",
    "the meeting room code is B-204",
    "version 12.4.1-rc.3 was released",
    "build 2024.06.11.1842 passed",
    "the lottery numbers were 4 8 15 16 23 42",
    "the coordinates are 52.5200, 13.4050",
    "the serial number of the laptop is C02XK1ABJGH5",
    "MAC address 00:1A:2B:3C:4D:5E is the printer",
    "IPv6 2001:db8:85a3::8a2e:370:7334 is the test host",
    "YouTube video dQw4w9WgXcQ is the one from the talk",
    "the S3 key is reports/2024/06/summary.csv",
    "the Redis key user:42:session expires in an hour",
    "the primary key is (tenant_id, id)",
    "the sort code field is hidden for non-UK users",
    "the BIP39 word list starts with abandon, ability, able",
    "the words apple banana cherry are fruit names",
    "she said abandon ship, then laughed",
    "invoice INV-2024-000183 is overdue",
    "the ISBN is 978-3-16-148410-0",
    "the VIN is 1HGCM82633A004352",
    "EAN 4006381333931 is the barcode",
    "the container id is 4f66ad9a0b2e",
    "the k8s pod name is api-7d9f8b6c5d-x2kqp",
    "the commit message said fix: token refresh race",
    "the DOI is 10.1000/182",
    "my employee number is 004512 and my desk is 3.14",
    "the Chinese ID card format has 18 characters",
    "I renewed my passport last week",
    "the passport photo must be 35x45 mm",
    "her social security office appointment is on Friday",
    "the bank changed its routing number after the merger",
    "the 2FA app is Authy",
    "enable 2FA on every account",
    "the recovery email is my work address",
]
BENIGN += [
    "the passphrase is stored in the keychain and synced",
    "the passphrase is four random words from a dictionary",
    "my login is the same as my work email",
    "login is via Google SSO / Okta",
    "credentials for the NAS are admin/admin by default",
    "the root pw on the NAS is in the vault",
    "PGPASSWORD=$DB_PASS psql",
    "MYSQL_ROOT_PASSWORD: ${MYSQL_ROOT_PASSWORD}",
    "POSTGRES_PASSWORD=postgres for local dev only",
    "routing number 021000021 is JPMorgan Chase's published ABA number",
    "SSN: XXX-XX-1234",
    "my social security card is in the safe",
    "backup codes: 10 one-time codes were generated on 2024-06-01",
    "abandon ability able about above absent absorb abstract absurd abuse access accident",
    "cohere: we use the command-r model",
    "heroku: the app is called acme-staging-eu",
    "sentry: 47 new issues this week",
    "grafana dashboard id 12345 shows the p95",
    "das Passwort für die Fritzbox ist auf der Rückseite",
    "la contraseña del wifi está en la nevera",
    "wifi密码在路由器背面",
    "the password I use for the NAS is the same as the router one",
    "curl -u admin https://api.internal (it prompts for the password)",
    "the meeting ID is 845 2291 0073 and the passcode is in the invite",
    "the account id is 123456789012 (AWS)",
    "build 4539148803436467 failed",
    "Set-Cookie: theme=dark; Path=/",
    "Cookie: _ga=GA1.2.1234567890.1700000000; theme=dark",
    "her social is on Friday at 7pm",
    "P.S. the PIN is 0000 by default on these locks",
    "the sort code 40-47-84 example is from the docs",
    "cvc: 123 for the amex (a made-up example)",
]
# env-var names only, no values (some with "=" and nothing after it)
BENIGN += [
    f"{name} is set in the deployment"
    for name in (
        "DOCKERHUB_TOKEN MAILCHIMP_API_KEY SQUARE_ACCESS_TOKEN CLOUDFLARE_API_TOKEN COHERE_API_KEY HEROKU_API_KEY "
        "GRAFANA_TOKEN FCM_SERVER_KEY BRAINTREE_PRIVATE_KEY PAYPAL_CLIENT_SECRET AZURE_DEVOPS_EXT_PAT "
        "DISCORD_TOKEN SENTRY_AUTH_TOKEN DD_API_KEY OKTA_API_TOKEN PGPASSWORD MYSQL_PWD"
    ).split()
]
BENIGN += [f"{name}=" for name in ("TAVILY_API_KEY", "RESEND_API_KEY", "LANGSMITH_API_KEY", "SUPABASE_ACCESS_TOKEN")]
