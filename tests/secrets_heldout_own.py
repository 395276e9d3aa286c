"""Evaluation corpus for the secret gate, written BEFORE the issue-25 rule changes (issue 25, item 1).

Written from how people phrase credentials, not from the detector's rules: public documentation of each
format (the Wi-Fi passphrase of IEEE 802.11i / ``wpa_supplicant.conf``'s ``psk=``, OpenLDAP ``rootpw`` and
``ldapsearch -w``, LDAP clients' ``bindPassword`` / ``bind_pw`` / ``bind-pwd``, the FTP ``USER``/``PASS``
commands of RFC 959, RFC 6238 TOTP seeds in base32 as authenticator apps show them (groups of four),
Apple's 28-character recovery key and FileVault's 24-character key, shown in dash-separated groups of
four, Azure storage account keys (64 bytes, base64, 88 characters), Cohere (40 characters), Datadog API /
application keys (32 / 40 hex), Algolia admin keys (32 hex), Azure AI / OpenAI resource keys (32 hex),
Mistral (32 characters), Twitter consumer secrets (50 characters), Facebook app secrets (32 hex), ...),
several languages (French, Russian, German, Spanish, Portuguese, Italian, Dutch, Polish, Chinese, Japanese,
Korean, Turkish, Swedish), and chat phrasing as people write it in ``../shared/locomo-dev`` (short
friendly turns: "Hey Mel! ..."). Documented examples (AWS's ``AKIAIOSFODNN7EXAMPLE`` pair, the
``JBSWY3DPEHPK3PXP`` seed of Google Authenticator's wiki) are secrets here: issue 27 item 7.

Bodies are generated with ``random.Random`` (no real credential is in the repository). ``SECRETS`` holds
``(kind, text)``, ``SECRET_VALUES[i]`` the secret inside ``SECRETS[i][1]``, ``BENIGN`` look-alikes that
talk about the same things without holding a secret. Kinds are the unit of the per-kind report.

Separate from ``secrets_corpus.py`` / ``secrets_formats.py`` (which the earlier rules were written from)
and from ``tests/independent/`` (an independent author's set).
"""

from __future__ import annotations

import base64
import random
import string

_rng = random.Random(25_2026_12)

ALNUM = string.ascii_letters + string.digits
UPPER_ALNUM = string.ascii_uppercase + string.digits
HEX = "0123456789abcdef"
BASE32 = string.ascii_uppercase + "234567"

SECRETS: list[tuple[str, str]] = []
SECRET_VALUES: list[str] = []


def rnd(n: int, alphabet: str = ALNUM) -> str:
    """Random string; with a mixed alphabet it mixes at least two character classes, like real tokens."""

    def classes(s: str) -> int:
        return any(c.islower() for c in s) + any(c.isupper() for c in s) + any(c.isdigit() for c in s)

    need = min(2, classes(alphabet))
    while True:
        s = "".join(_rng.choice(alphabet) for _ in range(n))
        if classes(s) >= need:
            return s


def add(kind: str, template: str, value: str) -> None:
    SECRETS.append((kind, template.replace("{}", value)))
    SECRET_VALUES.append(value)


def many(kind: str, templates: list[str], make) -> None:  # type: ignore[no-untyped-def]
    for t in templates:
        add(kind, t, make())


_WORDS = ["Soleil", "Kotik", "Sommer", "Lobo", "Sole", "Tulp", "Zima", "Luna", "Gato", "Berlin", "Moskva",
          "Paris", "Mariposa", "Fuchs", "Estrela", "Lapin", "Medved", "Tigre", "Nuvola", "Kwiat", "Rosa"]


def human() -> str:
    """How people make passwords: a word, digits, often a symbol."""
    w = _rng.choice(_WORDS)
    shape = _rng.randrange(4)
    if shape == 0:
        return f"{w}{_rng.randint(1970, 2030)}{_rng.choice('!?#$%&*@')}"
    if shape == 1:
        return f"{w.lower()}_{_rng.randint(10, 999)}"
    if shape == 2:
        return f"{_rng.choice('!#*')}{w}{_rng.randint(1, 99)}{w[0].lower()}"
    return rnd(10, ALNUM + "!#%")


def wpa() -> str:
    """WPA2-PSK passphrases: 8-63 printable characters; router stickers print random ones."""
    return human() if _rng.random() < 0.5 else rnd(_rng.choice([12, 16, 20]), ALNUM)


def base32_seed(n: int = 32, grouped: bool = False, lower: bool = False) -> str:
    s = "".join(_rng.choice(BASE32) for _ in range(n))
    if lower:
        s = s.lower()
    return " ".join(s[i : i + 4] for i in range(0, n, 4)) if grouped else s


def groups(n: int, size: int = 4, alphabet: str = UPPER_ALNUM) -> str:
    return "-".join(rnd(size, alphabet) for _ in range(n))


def b64key(nbytes: int) -> str:
    return base64.b64encode(bytes(_rng.randrange(256) for _ in range(nbytes))).decode()


# ================================================================================================
# Passwords in prose, by language
# ================================================================================================
many(
    "password_fr",
    [
        "mon mot de passe est {}",
        "Le mot de passe du wifi c'est {}",
        "mot de passe de la box : {}",
        "le mdp du compte Netflix est {}",
        "Pour la banque, mon mot de passe c’est {}",
        "j'ai changé le mot de passe, le nouveau est {}",
        "Salut ! Le code wifi chez mamie est {}",
        "mot de passe admin du routeur = {}",
        "le mot de passe de session sur le PC du bureau est toujours {}",
        "Voici le mot de passe : {}",
        "mes identifiants : paul.martin / {}",
        "code d'accès au compte : {}",
    ],
    human,
)
many(
    "password_ru",
    [
        "мой пароль {}",
        "пароль от вайфая: {}",
        "Пароль от почты — {}",
        "пароль от wifi {}",
        "новый пароль: {}",
        "Слушай, пароль от ноутбука {}, не забудь",
        "логин admin, пароль {}",
        "пароль к роутеру это {}",
        "пароль для входа в банк: {}",
        "Я поменял пароль на {}",
        "Пароль администратора: {}",
        "мой пароль от госуслуг {}",
    ],
    human,
)
many(
    "password_de",
    [
        "Das WLAN-Passwort ist {}",
        "mein Passwort lautet {}",
        "Passwort fürs Online-Banking: {}",
        "das neue Kennwort ist {}",
        "Hey! Das Passwort vom Router ist {}",
        "Benutzer admin, Passwort {}",
        "ich habe das Passwort auf {} geändert",
        "Kennwort: {}",
    ],
    human,
)
many(
    "password_es",
    [
        "mi contraseña es {}",
        "la contraseña del wifi es {}",
        "Contraseña del router: {}",
        "la clave del wifi es {}",
        "¡Hola! La contraseña de Netflix es {}",
        "usuario: maria, contraseña: {}",
        "cambié la contraseña a {}",
        "mi clave del banco es {}",
    ],
    human,
)
many(
    "password_pt",
    [
        "minha senha é {}",
        "a senha do wifi é {}",
        "Senha do e-mail: {}",
        "a nova senha é {}",
        "Oi! A senha da rede é {}",
        "usuário joao, senha {}",
        "troquei a senha para {}",
        "senha do banco: {}",
    ],
    human,
)
many(
    "password_it",
    [
        "la mia password è {}",
        "la password del wifi è {}",
        "Password di casa: {}",
        "la parola d'ordine è {}",
        "Ciao! La password di Netflix è {}",
        "utente admin, password {}",
        "ho cambiato la password in {}",
        "la mia parola chiave è {}",
    ],
    human,
)
many(
    "password_other_languages",
    [
        "mijn wachtwoord is {}",  # Dutch
        "het wifi-wachtwoord is {}",
        "moje hasło to {}",  # Polish
        "hasło do wifi: {}",
        "我的密码是{}",  # Chinese
        "wifi密码：{}",
        "路由器的密码是 {}",
        "パスワードは{}です",  # Japanese
        "Wi-Fiのパスワード: {}",
        "제 비밀번호는 {}입니다",  # Korean
        "와이파이 비밀번호: {}",
        "şifrem {}",  # Turkish
        "wifi şifresi: {}",
        "mitt lösenord är {}",  # Swedish
        "Lösenordet till wifi: {}",
        "mitt passord er {}",  # Norwegian
        "moje heslo je {}",  # Czech
        "salasanani on {}",  # Finnish
        "ο κωδικός μου είναι {}",  # Greek
    ],
    human,
)

# ================================================================================================
# Wi-Fi (WPA) keys: router stickers, wpa_supplicant.conf, hostapd.conf, chat
# ================================================================================================
many(
    "wifi_wpa_key",
    [
        "WPA2 key: {}",
        "Network: HomeNet-5G, WPA key {}",
        "SSID Casa_Lopez / WPA2: {}",
        'network={ ssid="attic" psk="{}" }',
        "psk={}",
        "wpa_passphrase={}",
        "the Wi-Fi key is {}",
        "wifi network CabinNet, key {}",
        "Hey! The wifi at the beach house is BeachHouse and the key is {}",
        "network key (WPA2-PSK): {}",
        "WLAN-Schlüssel: {}",
        "clé WPA de la box : {}",
        "the guest wifi passphrase is {}",
        "Wireless password: {}",
        "WiFi: Starlink-7F2A pw {}",
        "wifi key for the office: {}",
        "WIFI:T:WPA;S:Loft;P:{};;",
        "security key: {} (WPA2 Personal)",
    ],
    wpa,
)

# ================================================================================================
# LDAP bind passwords: ldap.conf, sssd, nslcd, Keycloak/Grafana/GitLab LDAP settings, ldapsearch
# ================================================================================================
many(
    "ldap_bind_password",
    [
        "bindPassword: {}",
        'bindPassword = "{}"',
        "bind_pw {}",
        "bindpw {}",
        "bind-pwd = {}",
        "ldap_default_authtok = {}",
        "olcRootPW: {}",
        "rootpw {}",
        'ldapsearch -x -H ldap://dc1 -D "cn=admin,dc=corp,dc=local" -w {} -b dc=corp,dc=local',
        "ldapmodify -D cn=Manager,dc=acme,dc=org -w {} -f user.ldif",
        "LDAP_BIND_PASSWORD={}",
        "bind_password = '{}'",
        "the LDAP bind password is {}",
        "Bind DN cn=svc-ldap,ou=svc,dc=acme,dc=org, bind password {}",
        "bindCredential: {}",
        "ldap.bindPassword={}",
    ],
    human,
)

# ================================================================================================
# FTP credentials: RFC 959 commands, clients' config, prose with "pass"
# ================================================================================================
many(
    "ftp_credentials",
    [
        "ftp user webmaster pass {}",
        "USER deploy\nPASS {}",
        "FTP: host ftp.example-shop.net, user: shop, pass: {}",
        "sftp login backup pass {}",
        "ftp details - user bob pass {}",
        "filezilla: host files.acme.io user acme pass {}",
        "ftp://ftp.acme.io user uploader pass {}",
        "the FTP pass is {}",
        "user anna / pass {}",
        "host: 192.168.1.20 user: pi pass: {}",
        "lftp -u ops,{} ftp.acme.io",
        "ftp creds: user=media pass={}",
    ],
    human,
)

# ================================================================================================
# TOTP / 2FA seeds (RFC 4648 base32, as authenticator apps display them)
# ================================================================================================
for t, kw in [
    ("2FA secret: {}", {}),
    ("my 2FA seed is {}", {"grouped": True, "lower": True}),
    ("authenticator setup key: {}", {"grouped": True, "lower": True}),
    ("Google Authenticator key {}", {"n": 16}),
    ("TOTP secret {}", {"n": 16}),
    ("the MFA secret for the AWS root account is {}", {"n": 64}),
    ("Can't scan the QR code? Enter this key: {}", {"grouped": True}),
    ("two-factor key for GitHub: {}", {"grouped": True, "lower": True}),
    ("clé 2FA : {}", {"grouped": True}),
    ("2FA-Schlüssel: {}", {"n": 16}),
    ("otp seed = {}", {}),
    ("Authy backup secret {}", {"grouped": True}),
    ("2fa code generator secret: {}", {"n": 26}),
    ("the 2FA setup key is {}", {"n": 16, "grouped": True, "lower": True}),
    ("totp_secret: {}", {"n": 32}),
    ("secreto 2FA: {}", {"grouped": True}),
]:
    add("totp_seed", t, base32_seed(**kw))

# ================================================================================================
# Recovery keys: Apple Account (28 characters, 7 groups of 4), FileVault (24, 6 groups of 4), others
# ================================================================================================
for t, n in [
    ("my Apple recovery key is {}", 7),
    ("Apple ID recovery key: {}", 7),
    ("iCloud recovery key {}", 7),
    ("Recovery key for Advanced Data Protection: {}", 7),
    ("Hey, write this down for me - recovery key {}", 7),
    ("FileVault recovery key: {}", 6),
    ("the FileVault key for the MacBook is {}", 6),
    ("recovery key {}", 7),
    ("Wiederherstellungsschlüssel: {}", 7),
    ("clé de secours : {}", 7),
    ("Personal recovery key of the Mac: {}", 6),
    ("account recovery key = {}", 7),
]:
    add("recovery_key", t, groups(n))

# ================================================================================================
# Provider keys without a distinctive prefix, next to words that say what they are
# ================================================================================================
many(
    "azure_storage_account_key",
    [
        "storage account key: {}",
        "Azure storage key for acmeprod: {}",
        "key1 of the storage account acmelogs is {}",
        "AZURE_STORAGE_KEY={}",
        "az storage blob upload --account-name acme --account-key {} -f x.zip",
        "primary access key for the blob storage: {}",
        '"storageAccountKey": "{}"',
        "the access key of our Azure storage account is {}",
    ],
    lambda: b64key(64),
)
many(
    "cohere_api_key",
    [
        "Cohere API key: {}",
        "COHERE_API_KEY={}",
        "my cohere key is {}",
        "co.Client('{}')",
        "Cohere trial key {}",
        "cohere production key = {}",
    ],
    lambda: rnd(40),
)
many(
    "datadog_key",
    [
        "Datadog API key: {}",
        "DD_API_KEY={}",
        "datadog app key {}",
        "DD_APP_KEY={}",
        "the Datadog application key is {}",
    ],
    lambda: rnd(_rng.choice([32, 40]), HEX),
)
many(
    "named_hex_key",
    [
        "Algolia admin API key: {}",
        "ALGOLIA_ADMIN_KEY={}",
        "Azure OpenAI key {}",
        "AZURE_OPENAI_API_KEY={}",
        "Azure AI Speech key: {}",
        "the Cognitive Services subscription key is {}",
        "Ocp-Apim-Subscription-Key: {}",
        "Facebook app secret: {}",
        "FB_APP_SECRET={}",
        "Mailgun webhook signing key {}",
        "Bing Search API key {}",
        "Pusher secret: {}",
    ],
    lambda: rnd(32, HEX),
)
many(
    "named_alnum_key",
    [
        "Mistral API key: {}",
        "MISTRAL_API_KEY={}",
        "Twitter consumer secret {}",
        "TWITTER_API_SECRET={}",
        "the Cloudflare API token is {}",
        "CLOUDFLARE_API_TOKEN={}",
        "Pinecone API key: {}",
        "Together API key {}",
        "my Voyage AI key: {}",
        "Jina API key = {}",
        "ElevenLabs key: {}",
        "the AssemblyAI key is {}",
        "Deepgram API key {}",
        "Zendesk API token: {}",
        "HubSpot private app token {}",
        "Algolia search admin key is {}",
    ],
    lambda: rnd(_rng.choice([32, 40, 50])),
)

# ================================================================================================
# Documented examples are refused like any other credential (issue 27, item 7)
# ================================================================================================
for t, v in [
    ("aws_access_key_id = {}", "AKIAIOSFODNN7EXAMPLE"),
    ("my AWS key is {}", "AKIAIOSFODNN7EXAMPLE"),
    ("aws_secret_access_key = {}", "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"),
    ("AWS secret key: {}", "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"),
    ("remember the AWS secret {}", "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"),
    ("2FA secret {}", "JBSWY3DPEHPK3PXP"),
    ("AWS_SECRET_ACCESS_KEY={}", "je7MtGbClwBF/2Zp9Utk/h3yCo8nvbEXAMPLEKEY"),
]:
    add("documented_example", t, v)

# ================================================================================================
# Chat phrasing (the register of ../shared/locomo-dev): secrets dropped into friendly turns
# ================================================================================================
many(
    "chat_password",
    [
        "Hey Mel! Sure, the wifi password at the cabin is {} - have fun!",
        "Caroline: oh and my Netflix password is {} if you want to watch it",
        "Haha yes! The code for the wifi is {}, it's on the fridge too",
        "Thanks! btw I changed the password to {} so use that one",
        "No worries, the login for the kids' tablet is {}",
        "OK so the password is {} (capital first letter)",
        "it's {} - the password for the shared Spotify",
        "Got it. Password: {} :)",
    ],
    human,
)


# ================================================================================================
# Benign look-alikes: the same words, no secret
# ================================================================================================
BENIGN: list[str] = [
    # passwords talked about, several languages
    "mon mot de passe est trop long, je vais le changer demain",
    "j'ai oublié mon mot de passe encore une fois",
    "le mot de passe doit contenir au moins 12 caractères",
    "Le mot de passe du wifi est sur l'étiquette du routeur",
    "il faut changer le mot de passe tous les trois mois",
    "mot de passe : voir le gestionnaire de mots de passe",
    "я забыл пароль от почты",
    "пароль должен быть не короче 12 символов",
    "пароль от вайфая написан на роутере",
    "Не могу вспомнить пароль, придётся сбрасывать",
    "пароль я тебе скину позже",
    "Ich habe mein Passwort vergessen",
    "Das Passwort steht auf der Rückseite des Routers",
    "Das Kennwort muss mindestens zehn Zeichen lang sein",
    "Passwort zurücksetzen über den Link in der E-Mail",
    "olvidé mi contraseña otra vez",
    "la contraseña del wifi está en la caja del router",
    "la contraseña debe tener al menos ocho caracteres",
    "esqueci minha senha do banco",
    "a senha do wifi está no verso do roteador",
    "a senha precisa ter pelo menos oito caracteres",
    "ho dimenticato la password di Netflix",
    "la password del wifi è scritta sul modem",
    "ik ben mijn wachtwoord vergeten",
    "zapomniałem hasła do banku",
    "我忘记密码了",
    "密码保存在密码管理器里",
    "パスワードを忘れました",
    "비밀번호를 잊어버렸어요",
    "şifremi unuttum",
    "jag har glömt mitt lösenord",
    # Wi-Fi talked about
    "WPA3 is more secure than WPA2",
    "the WPA2 key must be 8 to 63 characters long",
    "the router supports WPA2-PSK and WPA3-SAE",
    "our wifi network is called HomeNet-5G",
    "the Wi-Fi key is printed on a sticker under the router",
    "SSID: CabinNet (ask Sam for the key)",
    "psk=\"${WIFI_PSK}\" is read from the environment",
    "the guest wifi has no password",
    "I reset the router so the wifi key is back to the factory default",
    "Hey! The wifi at the beach house was so slow, we just used our phones",
    "WLAN-Schlüssel steht auf dem Aufkleber",
    # LDAP talked about
    "bindPassword is read from the Kubernetes secret ldap-bind",
    "bindDN: cn=readonly,dc=acme,dc=org",
    "the LDAP bind password is stored in Vault",
    "set bind_pw in /etc/ldap.conf with mode 600",
    "ldapsearch -x -H ldap://dc1 -b dc=corp,dc=local '(uid=alice)'",
    "ldapsearch -x -D cn=admin,dc=corp,dc=local -W asks for the password",
    "bindPassword: ${LDAP_BIND_PASSWORD}",
    "rootpw is hashed with slappasswd",
    "olcRootPW: {SSHA}placeholder-hash-goes-here",
    # FTP and "pass" in ordinary English
    "ftp user anonymous is disabled on the server",
    "the FTP server passes files to the archive every night",
    "I passed the exam with 92 points!",
    "my boarding pass is in the Wallet app",
    "pass the salt please",
    "we'll pass by your place around 5",
    "season pass for the ski resort costs 600 euros",
    "the bill will pass the senate next week",
    "a mountain pass closed by snow",
    "USER and PASS are sent in clear text by plain FTP",
    "use SFTP with a key instead of a password",
    "Hey Caroline! We had to pass on the concert, the tickets were too expensive",
    "pass: see the team vault",
    "FTP pass is the same as last year, ask Jo",
    # 2FA and TOTP talked about
    "I set up 2FA with an authenticator app",
    "the 2FA code expired, I'll request a new one",
    "TOTP codes change every 30 seconds",
    "the 2FA code was 482913 but it's already expired",
    "Authy syncs 2FA tokens between devices",
    "turn on two-factor authentication for the bank",
    "the authenticator app shows six digits",
    "RFC 6238 describes TOTP",
    "2FA secret is stored in 1Password",
    "MFA secret rotated last week",
    "the base32 alphabet is A-Z and 2-7",
    # recovery keys talked about
    "I printed the recovery key and put it in the safe",
    "Apple's recovery key is 28 characters long",
    "the FileVault recovery key is escrowed in Jamf",
    "lost my recovery key, so Apple can't help",
    "recovery key: in the fireproof box at home",
    "generate a new recovery key after the reset",
    # provider names and keys talked about
    "rotate the storage account key every 90 days",
    "Azure storage account keys are 512-bit",
    "AccountKey is in Key Vault, never in the repo",
    "Cohere's embed model is fast",
    "the Cohere API key lives in the secrets manager",
    "we moved from Datadog to Grafana last quarter",
    "DD_API_KEY must be set before the agent starts",
    "Algolia search is fast for the docs",
    "the Mistral API key expired yesterday",
    "the key to success is patience",
    "Pinecone index dimension is 1536",
    "Cloudflare API token scopes: Zone.DNS edit",
    "Twitter consumer secret was regenerated by Dana",
    # look-alike tokens that are not secrets
    "commit 3f9a1c2b7d4e8f0a1b2c3d4e5f6a7b8c9d0e1f2a fixed the login bug",
    "order number 1140-2257-9931 shipped today",
    "tracking number 1Z999AA10123456784",
    "the flight confirmation code is K7XQ2M",
    "request id 5f0c6a8e-2b7d-4c1e-9a3f-0d2e4b6c8a1f failed",
    "my library card expires in June",
    "Zoom meeting ID 842 1934 5567",
    "the Wi-Fi network name is TP-Link_4F2A",
    "error code 0x80070005 when updating Windows",
    "colour #3A7BD5 for the header",
    "the ISBN is 978-3-16-148410-0",
    "sha256 e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855 is the empty file",
    "build 2024.11.3-rc2 passed all tests",
    "Hey Mel! Good to see you! How have you been?",
    "I went to a LGBTQ support group yesterday and it was so powerful.",
    "My password manager suggested a 20-character passphrase",
    "I keep my passwords in Bitwarden now",
    "Password hint: my first dog's name",
    "the password is case-sensitive",
    "the password was changed yesterday",
    "pароль неверный, попробуйте ещё раз",
    "Le mot de passe a expiré",
    "la contraseña es incorrecta",
    "a senha está errada",
    "la password è sbagliata",
    "Passwort falsch, bitte erneut versuchen",
    "your recovery key was generated on Mar 3",
    "Enter this key in your authenticator app to finish setup",
    "the bindPassword field is required",
    "FTP user and pass go in ~/.netrc",
]
