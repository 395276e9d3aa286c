"""Provider keys and tokens, context rules and generic ``NAME=value`` assignments."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator

from detect_secrets.plugins.artifactory import ArtifactoryDetector
from detect_secrets.plugins.gitlab_token import GitLabTokenDetector
from detect_secrets.plugins.mailchimp import MailchimpDetector
from detect_secrets.plugins.pypi_token import PypiTokenDetector
from detect_secrets.plugins.square_oauth import SquareOAuthDetector

from zeusmem.rules.secrets._checks import (
    _CODE_EXPR,
    _PUBLIC_MATERIAL,
    _PUBLIC_NOTE,
    _basic_auth_ok,
    _discord_ok,
    _entropy,
    _jwt_ok,
    _not_fake,
    _random_token,
    _strong_token,
    _trim,
    _url_password_ok,
)
from zeusmem.rules.secrets._engine import (
    _ALNUM,
    _END,
    _GITLAB,
    _NONE,
    _SEP,
    _TOKEN_CHARS,
    _anchor,
    _r,
    _Rule,
    finditer_at,
)

_RULES: tuple[_Rule, ...] = (
    # --- provider keys and tokens: case-sensitive, distinctive literal prefixes ---
    _r("anthropic_api_key", r"sk-ant-[a-z]{2,8}\d{0,3}-[A-Za-z0-9_-]{32,300}+" + _END, "sk-ant-"),
    _r("openai_api_key", r"sk-(?!ant-)[A-Za-z0-9_-]{32,400}+" + _END, "sk-"),
    _r("github_token", r"gh[pousr]_[A-Za-z0-9]{36,251}+" + _END, "ghp_ gho_ ghu_ ghs_ ghr_"),
    _r("github_token", r"github_pat_[A-Za-z0-9_]{60,255}+" + _END, "github_pat_"),
    _r(
        "gitlab_token",
        rf"gl(?:{_GITLAB})-[A-Za-z0-9_-]{{20,120}}+(?:\.[A-Za-z0-9_-]{{1,80}}+){{0,3}}+",
        " ".join(f"gl{p}-" for p in _GITLAB.split("|")),
    ),
    _r("slack_token", r"xox[abposre]-\d{6,15}-[A-Za-z0-9-]{16,250}+" + _END, "xox"),
    _r("slack_token", r"xapp-\d-[A-Za-z0-9-]{30,250}+" + _END, "xapp-"),
    _r(
        "slack_webhook",
        r"https://hooks\.slack\.com/(?:services|workflows|triggers)/[A-Za-z0-9_/-]{20,200}+",
        "hooks.slack.com",
        lambda v: _random_token(v.rsplit("/", 1)[-1]),
        left=_NONE,
    ),
    _r(
        "stripe_key",
        r"(?:sk|rk)_(?:live|test)_[A-Za-z0-9]{16,247}+" + _END,
        "sk_live_ sk_test_ rk_live_ rk_test_",
    ),
    _r("stripe_webhook_secret", r"whsec_[A-Za-z0-9+/=]{24,100}+" + _END, "whsec_"),
    _r(
        "aws_access_key_id",
        r"(?:AKIA|ASIA|ABIA|ACCA)[A-Z0-9]{16}(?![A-Za-z0-9])",
        "akia asia abia acca",
        _not_fake,
    ),
    _r(  # the same, read out in four groups of four ("AKIA-57VO-75Z5-BFXR-WSUG")
        "aws_access_key_id",
        r"(?:AKIA|ASIA|ABIA|ACCA)([ -])[A-Z0-9]{4}(?:\1[A-Z0-9]{4}){3}(?![A-Za-z0-9])",
        "akia asia abia acca",
        _not_fake,
    ),
    _r("google_api_key", r"AIza[0-9A-Za-z_-]{35}" + _END, "aiza"),
    _r("google_oauth_client_secret", r"GOCSPX-[0-9A-Za-z_-]{20,40}+" + _END, "gocspx-"),
    _r("google_oauth_token", r"ya29\.[0-9A-Za-z_-]{30,2000}+" + _END, "ya29."),
    _r("twilio_api_key", r"SK[0-9a-fA-F]{32}(?![A-Za-z0-9])", "sk", _not_fake),
    # A Twilio Account SID (AC + 32 hex) is an identifier, public by design (it is in every API URL and
    # webhook request); the auth token right after it ("AC… 9f8e…", "AC… / 9f8e…") is the secret.
    _r(
        "twilio_auth_token",
        # (secfp: or the next argument of a call: 'Client("AC…", "9f8e…")')
        r"AC[0-9a-f]{32}(?:[\"'][ \t]*+,[ \t]*+[\"']|[ \t]*+(?:[:/,;|][ \t]*+)?)(?P<s>[0-9a-f]{32})(?![A-Za-z0-9])",
        "ac",
        _strong_token,
    ),
    _r("sendgrid_api_key", r"SG\.[A-Za-z0-9_-]{16,32}+\.[A-Za-z0-9_-]{30,64}+" + _END, "sg."),
    _r("npm_token", r"npm_[A-Za-z0-9]{36}(?![A-Za-z0-9])", "npm_"),
    _r("pypi_token", r"pypi-AgE[A-Za-z0-9_-]{50,1000}+" + _END, "pypi-age"),
    # secfp: keys by their documented prefixes: Flutterwave secret keys, Xendit secret keys, Mercado Pago access
    # tokens (APP_USR-<app id>-<date>-<32 hex>-<user id>), Meta Graph API access tokens ("EAA" + the app's letter)
    _r("flutterwave_secret_key", r"FLWSECK(?:_TEST)?-[0-9a-f]{32}-X" + _END, "flwseck", None),
    _r("xendit_secret_key", r"xnd_(?:production|development)_[A-Za-z0-9]{40,120}+" + _END, "xnd_"),
    _r("mercadopago_access_token", r"APP_USR-\d{10,20}+-\d{6}-[0-9a-f]{32}-\d{5,12}+" + _END, "app_usr-", None),
    _r("meta_access_token", r"EAA[A-Z][A-Za-z0-9]{90,500}+" + _END, "eaa", _strong_token),
    _r("huggingface_token", r"hf_[A-Za-z0-9]{30,40}+" + _END, "hf_"),
    _r("huggingface_token", r"api_org_[A-Za-z0-9]{30,40}+" + _END, "api_org_"),
    _r(
        "discord_bot_token",
        r"[MNO][A-Za-z0-9_-]{23,27}+\.[A-Za-z0-9_-]{6}\.[A-Za-z0-9_-]{27,40}+" + _END,
        ".",
        _discord_ok,
    ),
    _r(
        "discord_webhook",
        r"https://(?:ptb\.|canary\.)?discord(?:app)?\.com/api/webhooks/\d{5,25}/[A-Za-z0-9_-]{40,100}+",
        "discord",
        lambda v: _random_token(v.rsplit("/", 1)[-1]),
        left=_NONE,
    ),
    _r("digitalocean_token", r"do[opr]_v1_[a-f0-9]{64}(?![A-Za-z0-9])", "dop_v1_ doo_v1_ dor_v1_"),
    _r("shopify_token", r"shp(?:at|ca|pa|ss)_[a-fA-F0-9]{32}(?![A-Za-z0-9])", "shpat_ shpca_ shppa_ shpss_"),
    _r("mailgun_api_key", r"key-[0-9a-zA-Z]{32}(?![A-Za-z0-9])", "key-"),
    _r("hashicorp_vault_token", r"hv[sb]\.[A-Za-z0-9_-]{24,200}+" + _END, "hvs. hvb."),
    _r("notion_token", r"(?:secret|ntn)_[A-Za-z0-9]{43,46}+(?![A-Za-z0-9])", "secret_ ntn_"),
    _r("databricks_token", r"dapi[a-f0-9]{32}(?:-\d)?(?![A-Za-z0-9])", "dapi"),
    _r("groq_api_key", r"gsk_[A-Za-z0-9]{48,56}+" + _END, "gsk_"),
    _r("xai_api_key", r"xai-[A-Za-z0-9]{70,90}+" + _END, "xai-"),
    _r("replicate_token", r"r8_[A-Za-z0-9]{37}" + _END, "r8_"),
    _r("linear_api_key", r"lin_api_[A-Za-z0-9]{40}" + _END, "lin_api_"),
    _r("postman_api_key", r"PMAK-[a-f0-9]{24}-[a-f0-9]{34}" + _END, "pmak-"),
    _r(
        "jwt",
        r"eyJ[A-Za-z0-9_-]{8,8000}+\.[A-Za-z0-9_-]{8,8000}+\.[A-Za-z0-9_-]{16,8000}+" + _END,
        "eyj",
        _jwt_ok,
    ),
    # --- shapes without a literal prefix: tried only where an anchor literal occurs ---
    _r("telegram_bot_token", r"\d{8,10}:AA[A-Za-z0-9_-]{33}" + _END, anchor=_anchor(":aa", 8, 9, 10)),
    _r(
        "azure_ad_client_secret",
        r"[A-Za-z0-9_~.-]{3}\dQ~[A-Za-z0-9_~.-]{31,34}+(?![A-Za-z0-9_~.-])",
        anchor=_anchor("q~", 4),
        left=_TOKEN_CHARS | frozenset("~."),
    ),
    _r(
        "credentialed_url",  # scheme://user:PASSWORD@host (the span is the password)
        r"(?<=[A-Za-z0-9])://(?P<u>[^\s:/?#@\"'<>]{0,256}+):"
        r"(?!(?P=u)@)"  # user:user@ is a well-known default (postgres:postgres, guest:guest), not a secret
        r"(?P<s>[^\s/@\"'<>]{1,256}+)@[A-Za-z0-9\[._-]",
        check=_url_password_ok,
        anchor=_anchor("://"),
        left=_NONE,
    ),
    # --- context rules: lower-case patterns run on the lower-cased text ---
    _r(
        "aws_secret_access_key",
        r"(?:secret[_ .-]?access[_ .-]?key|(?<=aws[_ .-])secret[_ .-]?key)(?:[_ .-]?id)?"
        + _SEP
        + r"(?P<s>[a-z0-9/+]{40})(?![a-z0-9/+=])",
        check=_strong_token,
        anchor=_anchor("secret"),
        on_lower=True,
        left=_ALNUM,
    ),
    _r(
        "azure_storage_key",
        r"(?:accountkey|sharedaccesskey)\s*+=\s*+(?P<s>[a-z0-9+/]{40,120}+={0,2})",
        "accountkey sharedaccesskey",
        _strong_token,
        on_lower=True,
        left=_NONE,
    ),
    _r("azure_sas_token", r"[?&]sig=(?P<s>[a-z0-9%+/=]{30,200}+)", "sig=", on_lower=True, left=_NONE),
    # a signed URL's signature (S3 / GCS presigned URLs, CloudFront, webhooks): a bearer credential until it expires
    _r("url_signature", r"[?&](?:x-amz-|x-goog-)?signature=(?P<s>[a-z0-9%+/=_-]{24,700}+)", "signature=",
       check=_strong_token, on_lower=True, left=_NONE),
    _r(
        "private_key_hex",
        r"private[ _-]?key\b[^\n]{0,40}?(?<![0-9a-fx])(?:0x)?(?P<s>[0-9a-f]{64})(?![0-9a-z])",
        check=lambda v: _entropy(v) >= 3.0,
        anchor=_anchor("private"),
        on_lower=True,
        left=_ALNUM,
    ),
    _r(
        "basic_auth",
        r"\bbasic\s++(?P<s>[a-z0-9+/]{8,1024}+={0,2})(?![a-z0-9+/=])",
        check=_basic_auth_ok,
        anchor=_anchor("basic"),
        on_lower=True,
        left=_ALNUM,
    ),
    # --- provider formats added for issue 12 (layouts from each vendor's public documentation) ---
    _r("dockerhub_token", r"dckr_(?:pat|oat)_[A-Za-z0-9_-]{24,64}+" + _END, "dckr_pat_ dckr_oat_"),
    _r("mandrill_api_key", r"md-[A-Za-z0-9_-]{22}" + _END, "md-"),
    _r("square_token", r"EAAA[A-Za-z0-9_-]{56,64}+" + _END, "eaaa"),
    _r("square_token", r"sq0atp-[A-Za-z0-9_-]{22}" + _END, "sq0atp-"),
    _r("cloudflare_origin_ca_key", r"v1\.0-[a-f0-9]{24}-[a-f0-9]{146}" + _END, "v1.0-", None),
    _r("heroku_api_key", r"HRKU-[A-Za-z0-9_-]{36,80}+" + _END, "hrku-"),
    _r("grafana_token", r"glsa_[A-Za-z0-9]{32}_[A-Fa-f0-9]{8}" + _END, "glsa_"),
    _r("grafana_token", r"glc_[A-Za-z0-9+/]{32,400}+={0,2}", "glc_"),
    _r("grafana_token", r"eyJrIjoi[A-Za-z0-9+/]{24,300}+={0,2}", "eyjrijoi"),  # base64 of {"k":"
    _r(
        "firebase_fcm_server_key",
        r"AAAA[A-Za-z0-9_-]{7}:APA91b[A-Za-z0-9_-]{100,200}+" + _END,
        anchor=_anchor(":apa91b", 11),
    ),
    _r(
        "braintree_access_token",
        r"access_token\$(?:production|sandbox)\$[0-9a-z]{16}\$[0-9a-f]{32}",
        "access_token$",
        None,
    ),
    _r("atlassian_api_token", r"ATATT3[A-Za-z0-9_=-]{120,300}+", "atatt3"),
    _r("bitbucket_app_password", r"ATBB[A-Za-z0-9_=.-]{28,40}+" + _END, "atbb"),
    _r("doppler_token", r"dp\.(?:pt|st|ct|sa|scim|audit)\.[A-Za-z0-9._-]{40,64}+" + _END, "dp."),
    _r("dynatrace_token", r"dt0c01\.[A-Z0-9]{24}\.[A-Z0-9]{64}" + _END, "dt0c01.", None),
    _r("newrelic_key", r"NR(?:AK|II|JS|AA)-[A-Za-z0-9_-]{20,40}+" + _END, "nrak- nrii- nrjs- nraa-"),
    _r("sentry_token", r"sntry[su]_[A-Za-z0-9+/=_-]{40,400}+", "sntrys_ sntryu_"),
    _r("planetscale_token", r"pscale_(?:tkn|pw|oauth)_[A-Za-z0-9_.-]{32,64}+" + _END, "pscale_"),
    _r("supabase_token", r"sbp_[a-f0-9]{40}" + _END, "sbp_"),
    _r("supabase_token", r"sb_secret_[A-Za-z0-9_-]{20,64}+" + _END, "sb_secret_"),
    _r("netlify_token", r"nfp_[A-Za-z0-9]{36,40}+" + _END, "nfp_"),
    _r("pulumi_token", r"pul-[a-f0-9]{40}" + _END, "pul-"),
    _r(
        "terraform_cloud_token",
        r"[A-Za-z0-9]{14}\.atlasv1\.[A-Za-z0-9_-]{60,70}+" + _END,
        anchor=_anchor(".atlasv1.", 14),
    ),
    _r("airtable_pat", r"pat[A-Za-z0-9]{14}\.[a-f0-9]{64}" + _END, "pat"),
    _r("asana_pat", r"[12]/\d{10,20}+(?:/\d{10,20}+)?:[a-f0-9]{32}" + _END, ":", None),
    _r("figma_pat", r"figd_[A-Za-z0-9_-]{40,64}+" + _END, "figd_"),
    _r("mapbox_secret_token", r"sk\.eyJ[A-Za-z0-9_-]{20,300}+\.[A-Za-z0-9_-]{20,30}+" + _END, "sk.eyj"),
    _r("contentful_token", r"CFPAT-[A-Za-z0-9_-]{43}" + _END, "cfpat-"),
    _r("langsmith_api_key", r"lsv2_(?:pt|sk)_[a-f0-9]{32}_[a-f0-9]{10}" + _END, "lsv2_"),
    _r("perplexity_api_key", r"pplx-[A-Za-z0-9]{40,64}+" + _END, "pplx-"),
    _r("tavily_api_key", r"tvly-(?:dev-|prod-)?[A-Za-z0-9]{28,48}+" + _END, "tvly-"),
    _r("resend_api_key", r"re_[A-Za-z0-9]{8}_[A-Za-z0-9]{24}" + _END, "re_"),
    _r("alibaba_access_key", r"LTAI[A-Za-z0-9]{12,24}+" + _END, "ltai"),
    _r("elevenlabs_api_key", r"sk_[a-f0-9]{48}" + _END, "sk_"),
    _r(
        "aws_session_token",
        r"(?:FwoGZXIvYXdz|IQoJb3JpZ2lu)[A-Za-z0-9/+=]{50,2000}+",
        "fwogzxivyxdz iqojb3jpz2lu",
        None,
    ),
    _r("framework_secret_key", r"django-insecure-(?P<s>[^\s'\"]{30,80}+)", "django-insecure-", None),
    _r("framework_secret_key", r"base64:(?P<s>[A-Za-z0-9+/]{43}=)", "base64:", _strong_token, left=_NONE),
    _r(
        "framework_secret_key",
        r"master\.key\b[^\n]{0,24}?(?<![0-9a-f])(?P<s>[0-9a-f]{32})(?![0-9a-z])",
        check=_strong_token,
        anchor=_anchor("master.key"),
        on_lower=True,
        left=_ALNUM,
    ),
    _r(
        "cloudflare_api_key",  # X-Auth-Key carries the Global API Key (37 hex)
        r"x-auth-key\s*+:\s*+(?P<s>[a-f0-9]{37})(?![a-z0-9])",
        anchor=_anchor("x-auth-key"),
        on_lower=True,
        left=_ALNUM,
    ),
    _r(
        "okta_api_token",
        r"\bssws\s++(?P<s>00[a-z0-9_-]{40})(?![a-z0-9_-])",
        anchor=_anchor("ssws"),
        on_lower=True,
        left=_ALNUM,
    ),
    _r(
        "session_cookie",  # Cookie / Set-Cookie values of framework session cookies (RFC 6265)
        r"(?:sessionid|session_id|session-token|sessiontoken|phpsessid|jsessionid|connect\.sid|_session|sess"
        # "sid" alone: "ACCOUNT_SID=AC…", "MESSAGING_SERVICE_SID=" name an account or a service (secfp), no cookie
        r"|laravel_session|ci_session|_gh_sess|(?<![a-z0-9_])sid)\s*+=\s*+(?P<s>[^;\s\"'<>]{16,4096}+)",
        "=",  # every match holds one: a text without it is not searched for the cookie names
        check=lambda v: _random_token(v.removeprefix("s%3A")) or _jwt_ok(v),
        anchor=_anchor("sessionid|session_id|session-token|sessiontoken|phpsessid|jsessionid|connect.sid"
                       r"|_session|sess=|sid="),
        on_lower=True,
        left=_NONE,
    ),
    _r(
        "docker_config_auth",  # ~/.docker/config.json: "auth": base64("user:password")
        r"\"auth\"\s*+:\s*+\"(?P<s>[a-z0-9+/]{8,1024}+={0,2})\"",
        "\"auth\"",
        _basic_auth_ok,
        on_lower=True,
        left=_NONE,
    ),
    _r(
        "credentialed_url",  # curl -u user:password, --user user:password
        r"(?:-u\s++|--user[= ]++)[^\s:'\"]{1,64}+:(?P<s>[^\s'\"@]{4,128}+)",
        "-u",  # in both spellings: one look instead of one per spelling
        check=lambda v: _url_password_ok(v) and not v.startswith("$"),
        anchor=_anchor("-u |--user"),
        left=frozenset(_TOKEN_CHARS),
    ),
    _r(
        "password_in_prose",  # wget --password=..., mysql --password=..., --http-password=...
        r"--(?:http-|ftp-)?password[= ]++(?P<s>[^\s'\"]{4,128}+)",
        "--",
        check=lambda v: _url_password_ok(v) and not v.startswith("$"),
        anchor=_anchor("--password|--http-password|--ftp-password"),
        left=_NONE,
    ),
    _r(
        "bearer_token",
        r"\bbearer\s++(?P<s>[a-z0-9._~+/-]{16,4096}+=*+)",
        anchor=_anchor("bearer"),
        on_lower=True,
        left=_ALNUM,
    ),
)


def _ds(
    kind: str, detector: type, index: int, triggers: str, check: Callable[[str], bool] = _not_fake, **kw: object
) -> _Rule:
    """A rule whose candidate pattern is detect-secrets' own (``detector.denylist[index]``), bounded on
    the right like every token here and validated by zeusmem's checks (placeholders, entropy)."""
    pattern = detector.denylist[index].pattern  # type: ignore[attr-defined]
    return _Rule(kind, re.compile(f"(?:{pattern})" + _END), tuple(triggers.split()), check, **kw)  # type: ignore[arg-type]


_ONCHAIN_HEX = re.compile(r"0x[0-9a-fA-F]{24,128}")
# publishable keys, meant to be shown (secfp: Midtrans's client keys, "Mid-client-" and its sandbox's "SB-Mid-client-")
_PUBLIC_PREFIXES = ("pk.", "pk_live_", "pk_test_", "pk-lf-", "sq0idp-", "Mid-client-", "SB-Mid-client-")
# "cohere: 3kd9...", "Datadog = 9f8e...": a vendor's name, a connector and a strong random value.
_VENDORS = (
    "cohere|cloudflare|heroku|mailchimp|mailgun|mandrill|datadog|okta|algolia|postmark|mistral|groq|sentry"
    "|paypal|braintree|sendgrid|twilio|square|grafana|firebase|discord|together|deepseek|pinecone|supabase"
    "|vercel|netlify|render|linode|vultr|hetzner|brevo|klaviyo|hubspot|zendesk|plaid|adyen|razorpay|coinbase"
    "|binance|alchemy|infura|etherscan|jira|confluence|atlassian|trello|clickup|dropbox|openai|anthropic"
    "|gemini|replicate|huggingface|elevenlabs|perplexity|tavily|langsmith|doppler|dynatrace|newrelic"
)
_VENDOR_VALUE = _r(
    "generic_secret",
    r"(?:" + _VENDORS + r")(?:[ _-](?:prod|production|live|dev|staging|test))?\s*+(?::|=|\s++is)\s*+[\"']?"
    r"(?P<s>[A-Za-z0-9_-]{24,128}+)(?![A-Za-z0-9_.-])",
    # "etherscan: 0x…": a 0x-prefixed hex string is on-chain data (a transaction or block hash, an address),
    # public; a private key in hex is the ``private_key_hex`` rule's, named "private key"
    check=lambda v: _strong_token(v) and not v.startswith(_PUBLIC_PREFIXES) and not _ONCHAIN_HEX.fullmatch(v),
    anchor=_anchor(_VENDORS),
    on_lower=True,
    left=_ALNUM,
)


# detect-secrets' provider detectors for formats zeusmem has no rule of its own for. Its other provider
# patterns are covered by the rules above, which add token boundaries and validators (see the package
# docstring for the numbers).
_DS_RULES: tuple[_Rule, ...] = (
    _ds("mailchimp_api_key", MailchimpDetector, 0, "", anchor=_anchor("-us", 32)),
    _ds("square_token", SquareOAuthDetector, 0, "sq0csp-"),
    # (its match: one character or the text's start, then "AKC": tried there only)
    _ds("artifactory_token", ArtifactoryDetector, 0, "akc", lambda v: _strong_token(v.strip(' =:"\t\n')),
        anchor=_anchor("akc", 1, 0)),
    _ds("gitlab_token", GitLabTokenDetector, 1, "gr1348941"),  # runner registration tokens
    _ds("gitlab_token", GitLabTokenDetector, 5, "glagent-"),  # agent tokens
    _ds("pypi_token", PypiTokenDetector, 1, "pypi-agendgvzdc5wexbplm9yzw"),  # test.pypi.org
)
RULES = (*_RULES, *_DS_RULES, _VENDOR_VALUE)


# Suffixes that turn a secret's name into the name of something else (``token_url``, ``secret_arn``).
_NON_SECRET_SUFFIXES = frozenset(
    "name names id ids arn path file ref version length len count type url uri env var field label limit "
    "ttl expiry expires size prefix location store manager budget usage hash header endpoint".split()
)

# Generic assignments: `OPENAI_API_KEY=...`, "client_secret: ...", "my Cohere API key is ...", "Cohere key
# 3kd9...". The anchor is the keyword; the qualifier before it ("api", "client", a provider's name) is read
# backwards from there. Without a connector ("Azure DevOps PAT x7k2...") only a strong random value counts.
# (secfp: OCI's config spells it "pass_phrase")
_GENERIC_ANCHOR = re.compile(r"key|token|secret|credential|passphrase|pass_phrase|pat\b|cookie|salt|appid")
_GENERIC_LITERALS = (
    "key", "token", "secret", "credential", "passphrase", "pass_phrase", "pat", "cookie", "salt", "appid"
)
# The connector between a secret's name and its value: "=", ":", "is", a connector of another language
# ("Admin-Key lautet …", "o token da Cloudflare é …"), or a call's next argument (PHP's
# ``define('AUTH_SALT', '…')``, ``os.environ.setdefault("API_KEY", "…")``).
_GENERIC_SEP = (
    r"""["']?(?:\s*+(?:=>|:=|[=:])|\s++(?:is|was|ist|lautet|est|es|è|é|c'est|c’est|era|war|sind|son|são|jest|je"""
    r"""|er|är|это|ialah|adalah)(?![\w'’]))\s*+|["']\s*+,\s*+"""
)
_GENERIC_TAIL = re.compile(
    r"(?:key|token|secret|credentials?|passphrase|pass_phrase|pat|cookie|salt|appid)(?P<sfx>(?:[_.-][a-z0-9]{1,20}+){0,2}+)"
    r"(?:\s++(?:for|of|de|da|do|di|del|della|des|du|von|für|van|voor|dla|для|от)(?:\s++[a-z0-9._-]{1,30}+){1,3}?)?"
    r"(?:\s*+\([^()\n]{1,40}+\))?"  # "auth token (rotate later): ..."
    r"(?:(?P<sep>" + _GENERIC_SEP + r")|\s++)"
    r"(?:(?P<qo>[\"'`])(?P<q>[^\"'`\n]{12,256}+)(?P=qo)|[\"'`]?(?P<s>[^\s\"'`,;<>{}\[\]]{12,256}+))"
)
_PROSE_WORDS = re.compile(r"[a-z]{2,}+\s++[a-z]{2,}+")  # a quoted value with two words in a row: prose
_PROVIDERS = (
    "cohere|cloudflare|cf|heroku|mailchimp|mailgun|mandrill|datadog|dd|okta|algolia|postmark|azure|openai|mistral"
    "|groq|sentry|paypal|stripe|twilio|sendgrid|square|grafana|firebase|fcm|server|subscription|devops|ado|discord"
    "|together|gemini|deepseek|pinecone|supabase|vercel|render|linode|vultr|hetzner|brevo|klaviyo|hubspot|zendesk"
    "|plaid|adyen|razorpay|coinbase|binance|alchemy|infura|etherscan|jira|confluence|trello|clickup|zoom|dropbox"
    "|mapbox|maps|gcp|aws|ibm|oracle|alibaba|aliyun|tencent|baidu|primary|secondary|cosmos|storage|function|host"
    "|master|admin|root|personal|service|deploy|registry|docker|dockerhub|npm|nuget|pypi|cargo|gem|composer"
)
_QUALIFIER = re.compile(
    r"(?P<q>api|access|secret|private|signing|encryption|master|client|app|auth|refresh|bot|session|id"
    r"|license|webhook|bearer|" + _PROVIDERS + r")[_. -]?(?:api[_. -]?)?$"
)
_KEY_QUALIFIERS = frozenset(
    ("api access secret private signing encryption master license auth app " + _PROVIDERS.replace("|", " ")).split()
)


_KEY_NOT_SECRET = re.compile(
    r"(?:public|publishable|pub|gpg|pgp|ssh|host|fingerprint|license|licence|product|music|house|car|door|room|site"
    r"|primary|foreign|sort|hash|cache|partition|idempotency|registry|object|map|hot|api-|setup|kms|gvlk)[ _-]*+$"
    r"|(?:cache|memcached?)(?:[ _-]++[a-z]{2,8}+){1,2}[ _-]++$"  # "cache HIT key=…", "memcached get key": an entry
)
_WORD_BEFORE = re.compile(r"(?<![a-z0-9])(?!(?:the|a|an|my|your|our|their|his|her|its|this|that|of|to|is)\b)"
                          r"[a-z0-9][a-z0-9.]{1,30}[ _-]$")
_UUID = re.compile(r"[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}", re.IGNORECASE)
_PUBLIC_BEFORE = re.compile(r"(?:public|publishable|anon|anonymous|client[ _-]side)[ _-]$")
_FIELD_VALUE = re.compile(r"[a-z][a-z0-9_]{0,20}+=")
_NEXT_ENTRY = re.compile(r"[A-Za-z_][A-Za-z0-9_.-]{0,40}+[ \t]*+(?:=(?=[^\s=])|:)")  # "GIT_SHA=…", "IMAGE_DIGEST: …"


# A page cursor named a token: "next page token …", "nextPageToken", "continuation token", "cursor token".
_TOKEN_NOT_SECRET = re.compile(
    r"(?:page|pagination|paging|next|continuation|cursor|sync|resume|delta|skip)[ _-]*+$"
)
# A config entry "key" (at the start of its line) whose block names the account or key id it belongs to a
# few lines above (rclone's b2 / azureblob remotes, Backblaze, a storage account): the pair is a credential.
_KEY_OWNER = re.compile(
    r"(?m)^[ \t-]*+(?:account|account_id|account_name|accountname|user|username|key_id|keyid|access_key_id"
    r"|application_key_id|app_key_id|client_id)[ \t]*+[:=][ \t]*+[^\s]"
)


def _paired_key(lowered: str, i: int) -> bool:
    line_start = i
    while line_start > 0 and i - line_start < 40 and lowered[line_start - 1] in " \t-":
        line_start -= 1
    if line_start == 0 or lowered[line_start - 1] != "\n":
        return False  # "key" is not the line's entry
    block_start = line_start
    for _ in range(3):  # the three lines above (each searched within 300 characters: linear time)
        if block_start == 0:
            break
        block_start = lowered.rfind("\n", max(0, block_start - 300), block_start - 1) + 1
    return _KEY_OWNER.search(lowered, block_start, line_start) is not None


_ARN_RUN = re.compile(r"arn:[a-z0-9-]{2,20}+:[a-z0-9-]{2,40}+:[^\s]{0,200}$")


def _in_arn(lowered: str, i: int) -> bool:
    """``lowered[i]`` is inside an Amazon Resource Name (``arn:aws:<service>:…``)."""
    return _ARN_RUN.search(lowered, max(0, i - 200), i) is not None


def _camel_boundary(text: str, i: int) -> bool:
    """``text[i]`` starts a word of a camelCase / PascalCase name: ``TunnelSecret``, ``webhookToken``."""
    return text[i].isupper() and (text[i - 1].islower() or text[i - 1].isdigit()) and text[i + 1 : i + 2].islower()


def _generic_assignments(text: str, lowered: str) -> Iterator[tuple[int, int]]:
    pos = 0
    has_arn = "arn:" in lowered
    for a in finditer_at(_GENERIC_ANCHOR, lowered, _GENERIC_LITERALS):
        if a.start() < pos or (m := _GENERIC_TAIL.match(lowered, a.start())) is None:
            continue
        q = _QUALIFIER.search(lowered, max(0, a.start() - 16), a.start())
        if q and q.start() and lowered[q.start() - 1] in _ALNUM:
            q = None  # the "qualifier" ends a longer word: "paid token"
        start = q.start() if q else a.start()
        if start and lowered[start - 1] in _ALNUM and not _camel_boundary(text, start):
            continue  # "mysecret", "monkey: ..." (but "TunnelSecret:", "webhookToken:" name one)
        if m["sep"] is None and start and lowered[start - 1] == "/":
            continue  # a URL path's last part ("POST /oauth/token body=…"): an endpoint, no value follows it
        if has_arn and _in_arn(lowered, start):
            continue  # arn:aws:secretsmanager:…:secret:prod/db-AbCdEf: the secret's name, not its value
        if a.group() == "token" and _TOKEN_NOT_SECRET.search(lowered, max(0, a.start() - 24), a.start()):
            continue  # a page cursor ("next page token", "nextPageToken", "continuation token"): no credential
        named_key = False
        if a.group() == "key" and (q is None or q["q"] not in _KEY_QUALIFIERS) and _paired_key(lowered, a.start()):
            named_key = True  # rclone / Backblaze: "account: …" then "key: …", the key of that account
        elif a.group() == "key" and q is None and start and lowered[start - 1] in "?&":
            named_key = True  # a URL's "?key=" / "&key=" parameter: an API key, when strong and random
        elif a.group() == "key" and (q is None or q["q"] not in _KEY_QUALIFIERS):
            # a bare "key" is too common ("the key: press F5"): it names a secret after a word that is not
            # public/fingerprint/id ("Cohere trial key", "Datadog application key", "Voyage AI key"), and
            # then only for a strong random value of 20+ characters
            if _KEY_NOT_SECRET.search(lowered, max(0, a.start() - 24), a.start()) or not _WORD_BEFORE.search(
                lowered, max(0, a.start() - 24), a.start()
            ):
                continue
            named_key = True
        if m["sfx"].strip("_.-") in _NON_SECRET_SUFFIXES:
            continue
        if m["sep"] is not None and "\n" in m["sep"] and "=" in m["sep"] and ":" not in m["sep"]:
            continue  # "SECRET_KEY_BASE=" with nothing after it: the next line is another entry
        if m["q"] is not None:  # a quoted value: to its closing quote (a WordPress salt holds any symbol)
            s, e = m.span("q")
            if _PROSE_WORDS.search(lowered, s, e):
                pos = e
                continue
        else:
            s, e = m.span("s")
            if start and lowered[start - 1] in "?&":  # a query parameter ends at the next "&"
                amp = lowered.find("&", s, e)
                e = e if amp < 0 else amp
            e = _trim(text, s, e)
        value = text[s:e]
        if ("(" in value or "[" in value) and "." in value and _CODE_EXPR.fullmatch(value):
            pos = e
            continue  # secfp: "credential: admin.credential.applicationDefault()": the code that reads it
        if _PUBLIC_MATERIAL.match(value) or _PUBLIC_NOTE.search(m.group()):
            pos = e
            continue  # secfp: "host_key = 'ssh-ed25519 AAAA…'", "API key (client id) is …": public by design
        if m["sep"] is None and _FIELD_VALUE.match(value):
            continue  # secfp: "error=token_expired kid=…": the next field of a log line, not this name's value
        if m["sep"] is None and "\n" in lowered[a.end() : s] and _NEXT_ENTRY.match(value):
            continue  # secfp11: "…_FILE=/run/secrets/hf_token\nGIT_SHA=…": the next line's own entry
        if a.group() == "appid":  # OpenWeatherMap's key parameter; other APIs' app ids are short or numbers
            named_key = True
        if _PUBLIC_BEFORE.search(lowered, max(0, start - 14), start) or value.startswith(_PUBLIC_PREFIXES):
            pos = e
            continue  # "public token pk.eyJ...", "publishable key pk_live_...": meant to be shown
        if named_key:
            if len(value) >= 20 and _strong_token(value) and not _UUID.fullmatch(value):
                pos = e
                yield s, e
            continue
        if m["sep"] is None:  # no connector: only a strong random value of some length
            if len(value) >= 16 and _strong_token(value):
                pos = e
                yield s, e
            continue
        # accepted or not, the value is consumed (a URL only up to its query: "secret key: https://…?key=…")
        pos = e if "://" not in value else s + value.find("?") + 1 if "?" in value else e
        if _random_token(value):
            yield s, e
