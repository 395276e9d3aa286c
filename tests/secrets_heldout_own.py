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


# ================================================================================================
# Issue 25 item 3, second round: probes for the classes that the second independent corpus
# (tests/independent/secrets_heldout2.py) showed missing or over-flagged. Written by the rules' author
# BEFORE changing the rules, from public documentation of each format and other phrasings / languages
# than that corpus's sentences (none is copied from it); each class has look-alikes that must stay
# benign. These guard a class, they are not held out.
# ================================================================================================
def uuid() -> str:
    h = rnd(32, HEX)
    return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-a{h[17:20]}-{h[20:]}"


def digits(n: int) -> str:
    while True:
        s = "".join(_rng.choice("0123456789") for _ in range(n))
        if len(set(s)) > 2 and s[0] != "0":
            return s


def b64_starting(first: str, nbytes: int = 32) -> str:
    """base64 of random bytes whose first character is ``first`` ("/" or "+": one key in 32 starts so)."""
    while True:
        v = b64key(nbytes)
        if v[0] == first:
            return v


def b64(s: str) -> str:
    return base64.b64encode(s.encode()).decode()


# Passwords in more scripts: Arabic (MSA and colloquial), Persian (verb last), Hebrew, Hindi, Urdu,
# Thai, Bengali, Malay, Swahili.
many(
    "password_more_scripts",
    [
        "كلمة المرور الجديدة للراوتر هي {}",
        "كلمة سر الواي فاي: {}",
        "الباسورد بتاع النت {}",
        "رمز عبور وای فای {} است",
        "گذرواژه ایمیل من: {}",
        "הסיסמה שלי לבנק היא {}",
        "סיסמה לוויפי: {}",
        "मेरा पासवर्ड {} है",
        "वाईफाई का पासवर्ड: {}",
        "میرا پاس ورڈ {} ہے",
        "รหัสผ่าน wifi คือ {}",
        "আমার পাসওয়ার্ড হল {}",
        "kata laluan saya ialah {}",
        "nenosiri langu ni {}",
    ],
    human,
)

# Wi-Fi keys made of digits: FRITZ!Box and other routers print 16-20 digit WPA keys, often grouped.
for t, v in [
    ("Der WLAN-Schlüssel der FRITZ!Box ist {}", " ".join(digits(4) for _ in range(5))),
    ("Netzwerkschlüssel: {}", digits(20)),
    ("wifi key {}", digits(16)),
    ("the WPA2 key on the sticker is {}", "-".join(digits(4) for _ in range(4))),
    ("clé de sécurité wifi : {}", " ".join(digits(4) for _ in range(4))),
    ("clave WPA: {}", digits(10)),
    ("WiFi: Vodafone-7F3A, key {}", digits(13)),
    ("пароль от вайфая {}", "-".join(digits(4) for _ in range(3))),
]:
    add("wifi_numeric_key", t, v)

# PINs and lock codes with context, several languages; qualifier before or after the word "code".
many(
    "pin_lock_code",
    [
        "le code de la carte bancaire est {}",
        "le digicode de l'immeuble c'est {}",
        "code de déverrouillage du téléphone : {}",
        "meine Geheimzahl ist {}",
        "Entsperrcode vom Handy: {}",
        "el código de la alarma es {}",
        "código de desbloqueo del móvil: {}",
        "il codice del cancello è {}",
        "код от домофона {}",
        "код разблокировки телефона: {}",
        "my phone's unlock code is {}",
        "the keypad code for the shed is {}",
        "front gate keypad code {}#",
        "alarm code {}",
        "lockbox code: {}",
        "entry code for the building is {}",
    ],
    lambda: digits(_rng.choice([4, 4, 5, 6])),
)

# Webhook URLs whose path carries the secret (Teams / Office 365, Mattermost, Rocket.Chat, IFTTT,
# Telegram's bot API, a CI's deploy hook).
for t, v in [
    (
        "post to https://contoso.webhook.office.com/webhookb2/{}",
        f"{uuid()}@{uuid()}/IncomingWebhook/{rnd(32, HEX)}/{uuid()}",
    ),
    ("Mattermost incoming webhook https://chat.acme.io/hooks/{}", rnd(26, string.ascii_lowercase + string.digits)),
    ("rocket chat hook: https://rocket.acme.io/hooks/{}", f"{rnd(17)}/{rnd(48)}"),
    ("IFTTT: https://maker.ifttt.com/trigger/door_open/with/key/{}", rnd(22, ALNUM + "_-")),
    ("curl https://api.telegram.org/bot{}/getUpdates", f"{digits(10)}:AA{rnd(33, ALNUM + '_-')}"),
    ("our deploy webhook: https://ci.acme.dev/webhooks/deploy/{}", rnd(40)),
]:
    add("webhook_secret_url", t, v)

# .env / config lines whose variable name says "secret": values of every shape, base64 starting with
# "/" or "+" (which look like a path's start), WordPress salts (all punctuation), hex.
for t, v in [
    ("COOKIE_SECRET={}", b64_starting("/")),
    ("SESSION_KEY={}", b64_starting("+")),
    ("WEBHOOK_SECRET=\"{}\"", b64_starting("/", 24)),
    ("MEILI_MASTER_KEY={}", rnd(43, ALNUM + "-_")),
    ("HMAC_SIGNING_KEY={}", rnd(64, HEX)),
    ("SECRET_KEY_BASE={}", rnd(128, HEX)),
    ("define( 'LOGGED_IN_SALT', '{}' );", rnd(64, ALNUM + "!@#$%^&*()-_[]{}<>~`+=,.;:/?|")),
    ("ENCRYPTION_PASSPHRASE={}", b64_starting("/", 18)),
]:
    add("env_secret_name", t, v)

# Kubernetes Secret manifests: data values are base64 of the secret, stringData values are the secret.
_docker_auth = b64(f"ci-bot:{rnd(36)}")
for t, v in [
    ("apiVersion: v1\nkind: Secret\nmetadata:\n  name: api\ntype: Opaque\ndata:\n  token: {}", b64(rnd(40))),
    (
        "apiVersion: v1\nkind: Secret\nmetadata:\n  name: regcred\ntype: kubernetes.io/dockercfg\ndata:\n"
        "  .dockercfg: {}",
        b64('{"registry.acme.io":{"username":"ci-bot","auth":"' + _docker_auth + '"}}'),
    ),
    ("kind: Secret\napiVersion: v1\nmetadata:\n  name: oauth\nstringData:\n  client-secret: {}", rnd(40, ALNUM + "-_")),
    (
        "apiVersion: v1\nkind: Secret\nmetadata:\n  name: db\ndata:\n  url: {}",
        b64(f"postgres://app:{human()}@db.internal:5432/app"),
    ),
    ('{"apiVersion": "v1", "kind": "Secret", "metadata": {"name": "k"}, "data": {"api-key": "{}"}}', b64(rnd(32, HEX))),
    (
        "apiVersion: v1\nkind: Secret\nmetadata:\n  name: aws\ndata:\n  credentials: {}",
        b64(
            f"[default]\naws_access_key_id = AKIA{rnd(16, UPPER_ALNUM)}\n"
            f"aws_secret_access_key = {rnd(40, ALNUM + '/+')}\n"
        ),
    ),
]:
    add("k8s_secret_data", t, v)

# Named API keys: key words in other languages, connectors after the key's name, conventional key
# parameters of HTTP APIs (appid, apikey, access_key, app_key, x-api-key).
for t, v in [
    ("la clé API Datadog est {}", rnd(32, HEX)),
    ("der Cohere-API-Schlüssel ist {}", rnd(40)),
    ("la chiave API di Mistral è {}", rnd(32)),
    ("o token da Cloudflare é {}", rnd(40, ALNUM + "_-")),
    ("API-ключ Pinecone: {}", uuid()),
    ("der Datadog App-Key ist {}", rnd(40, HEX)),
    ("weather: https://api.openweathermap.org/data/2.5/weather?q=Paris&appid={}", rnd(32, HEX)),
    ("APPID={}", rnd(32, HEX)),
    ("https://newsapi.org/v2/top-headlines?country=us&apiKey={}", rnd(32, HEX)),
    ("curl -H 'X-API-Key: {}' https://api.acme.io/v1/jobs", rnd(40)),
    ("http://api.ipstack.com/134.201.250.155?access_key={}", rnd(32, HEX)),
    ("edamam app_id=3f9a1c2b app_key={}", rnd(32, HEX)),
]:
    add("named_key_more", t, v)

# A Twilio Account SID names the auth token that follows it (the SID alone is an identifier).
add("twilio_sid_then_token", "twilio AC" + rnd(32, HEX) + " {}", rnd(32, HEX))
add("twilio_sid_then_token", "TWILIO AC" + rnd(32, HEX) + " / {}", rnd(32, HEX))

BENIGN += [
    # passwords talked about, more scripts
    "نسيت كلمة المرور مرة أخرى",
    "يجب أن تتكون كلمة المرور من 12 حرفًا على الأقل",
    "كلمة السر مكتوبة على ظهر الراوتر TP-Link",
    "رمز عبور را فراموش کردم",
    "שכחתי את הסיסמה של Gmail",
    "मैं अपना पासवर्ड भूल गया",
    "पासवर्ड कम से कम 8 अक्षर का होना चाहिए",
    "รหัสผ่านต้องมีอย่างน้อย 8 ตัวอักษร",
    "kata laluan mesti sekurang-kurangnya 8 aksara",
    "میرا پاس ورڈ بھول گیا",
    # Wi-Fi with numbers that are not its key
    "WLAN-Schlüssel steht auf dem Aufkleber, Seriennummer 4471 0923",
    "wifi channel 36, 5 GHz band, 80 MHz wide",
    "the wifi key must be 8 to 63 characters",
    "WLAN-Passwort seit 2023-11-04 nicht geändert",
    "wifi router model 7590, firmware 7.57",
    "Wi-Fi key (20 digits) is printed under the box",
    "the wifi went down at 21:30 and came back at 22:05",
    # codes that are not lock codes
    "error code 4604 when syncing",
    "zip code 94110",
    "the door code is on the fridge",
    "le code postal est 75011",
    "le code de la route a changé en 2024",
    "código postal 28013",
    "the alarm code has 4 digits",
    "phone unlock took 3 seconds with Face ID",
    "status code 404 on the unlock endpoint",
    "the gate code changes every month",
    "код ошибки 0x80070005",
    "the safe is a 2019 model",
    "I got a new phone, the unlock code arrives by SMS",
    "area code 415, then 555 0199",
    "promo code SPRING2024 gives 20% off",
    "il codice fiscale è sul retro della tessera",
    # webhook URLs without a secret
    "https://github.com/acme/hooks/commit/3f9a1c2b7d4e8f0a1b2c3d4e5f6a7b8c9d0e1f2a",
    "https://docs.mattermost.com/developer/webhooks-incoming.html",
    "https://learn.microsoft.com/en-us/microsoftteams/platform/webhooks-and-connectors/how-to/add-incoming-webhook",
    "configure the webhook at https://acme.dev/settings/webhooks/18233",
    "https://api.telegram.org/bot<token>/getMe",
    "https://maker.ifttt.com/trigger/{event}/with/key/{your_key}",
    "https://example.com/hooks/deploy is called by GitHub on every push",
    "webhook delivery 6f1c2d3e-4a5b-4c6d-8e9f-0a1b2c3d4e5f failed with 502",
    "https://acme.webhook.office.com/webhookb2/<guid>@<tenant>/IncomingWebhook/<id>/<guid>",
    "https://gitlab.com/acme/app/-/hooks/4471/hook_logs/998",
    # secret-ish variable names without a secret value
    "SECRET_KEY_FILE=/run/secrets/django_secret",
    "SESSION_SECRET=/run/secrets/session_secret",
    "NEXTAUTH_URL=https://app.acme.dev/api/auth",
    "JWT_SECRET=${JWT_SECRET:?must be set}",
    "TOKEN_TTL=3600",
    "SSL_KEY_PATH=/etc/ssl/private/acme.key",
    "ENCRYPTION_KEY=/etc/acme/keys/master.key",
    "SIGNING_KEY=/var/lib/acme/keys/signing-key-2024.pem",
    "API_KEY=/dev/null",
    # Kubernetes objects that hold no secret value
    "apiVersion: bitnami.com/v1alpha1\nkind: SealedSecret\nmetadata:\n  name: db\nspec:\n  encryptedData:\n"
    "    password: AgBy3i4OJSWK+PiTySYZZA9rO43cGDEq8Nx7cRiGlX0fq3mF2hx8kSbHs3dKwAyY2c5oHDB4PGvN7F0oQkWwCZq9a",
    "apiVersion: external-secrets.io/v1beta1\nkind: ExternalSecret\nmetadata:\n  name: db\nspec:\n"
    "  data:\n  - secretKey: password\n    remoteRef:\n      key: prod/db\n      property: password",
    "apiVersion: v1\nkind: Secret\nmetadata:\n  name: tls\ntype: kubernetes.io/tls\ndata:\n  ca.crt: "
    + b64(
        "-----BEGIN CERTIFICATE-----\nMIIBszCCAVmgAwIBAgIUQ2x1c3RlckNBMB4XDTI0MDEwMTAwMDAwMFoXDTM0\n"
        "-----END CERTIFICATE-----\n"
    ),
    "apiVersion: v1\nkind: Secret\nmetadata:\n  name: app\ndata:\n  username: " + b64("admin"),
    "apiVersion: v1\nkind: Secret\nmetadata:\n  name: app\nstringData:\n  password: <set-in-ci>",
    "apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: build\ndata:\n  build-id: 9f8e7d6c5b4a39281706f5e4d3c2b1a0",
    "kubectl get secret db -o jsonpath='{.data.password}' | base64 -d",
    "a Secret's data values are base64-encoded, not encrypted",
    # key names and API parameters without a key
    "Algolia app id M93YT1HFK0 goes in the frontend",
    "facebook app_id=1234567890123456",
    "appid=com.acme.mobile in the manifest",
    "la clé API est dans Vault, pas dans le dépôt",
    "der API-Schlüssel läuft am 31.12. ab",
    "la clave de la API caduca en 30 días",
    "the x-api-key header is required on every call",
    "https://api.openweathermap.org/data/2.5/weather?q=London&appid=YOUR_API_KEY",
    "API-ключ нужно обновить до пятницы",
    # well-known default / placeholder passwords, template expressions
    "the default password is changeme, change it at first login",
    "keytool -list -keystore cacerts -storepass changeit",
    "DB_PASSWORD: {{ .Values.postgres.auth.password | b64enc }}",
    'adminPassword: {{ required "set adminPassword" .Values.adminPassword }}',
    "password: <%= ENV['DB_PASSWORD'] %>",
    "password: ${{ secrets.DB_PASSWORD }}",
    "password: #{DbPassword}#",
    "api_key: {{ lookup('env', 'API_KEY') }}",
    "mot de passe : {{ mdp_admin }}",
    "auth:\n  password: {{ .Values.redis.auth.password }}",
    # values encrypted at rest (SOPS, Ansible Vault): ciphertext, not the secret
    "db:\n    password: ENC[AES256_GCM,data:8Jx1c2VyX3Bhc3M=,iv:Qm9n9PWQ0d3V5eXh4cXJ0c3V2d3h5ejAxMjM0NTY=,"
    "tag:a2V5X3RhZ19oZXJlX3BsZWFzZQ==,type:str]",
    "db_password: !vault |\n          $ANSIBLE_VAULT;1.1;AES256\n"
    "          62313365396662343061393464336163383764373764613633653634306231386433626436623361\n"
    "          6233393562373732336532376430376331393031366363300a",
    # a Twilio Account SID alone is an identifier (it is in every API URL and webhook request)
    "Twilio Account SID AC" + rnd(32, HEX) + " is in the URL of every API call",
    "the webhook request carries AccountSid=AC" + rnd(32, HEX) + " and the message body",
]
# Look-alikes found by a spot check after the lock-code rule was written (so not evidence for it, a guard):
BENIGN += [
    "the phone code for France is 0033",
    "la carte de fidélité, code client 88231",
    "Our team code review is at 1400 on Friday",
    "Flight code BA 2490 leaves from gate 12",
    "the alarm code changed in 2019",
    "Zoom meeting code 842 1934 5567",
]


# ================================================================================================
# Issue 25 item 3, third round: probes for the classes that the third independent corpus
# (tests/independent/secrets_heldout3.py) showed missing or over-flagged, written by the rules' author
# BEFORE changing the rules, in other phrasings than that corpus's sentences (none is copied from it);
# each class has look-alikes that must stay benign. These guard a class, they are not held out.
# ================================================================================================
def luhn_number(prefix: str, length: int) -> str:
    """A number with an issuer prefix that passes Luhn (a made-up card, or a loyalty/library number)."""
    body = prefix + "".join(_rng.choice("0123456789") for _ in range(length - len(prefix) - 1))
    total = 0
    for i, ch in enumerate(reversed(body + "0")):
        d = int(ch)
        if i % 2:
            d = d * 2 - 9 if d > 4 else d * 2
        total += d
    return body + str((10 - total % 10) % 10)


def bip39(words: int = 12) -> str:
    from mnemonic import Mnemonic

    return Mnemonic("english").to_mnemonic(bytes(_rng.randrange(256) for _ in range(words * 4 // 3)))


def pct_password() -> str:
    """Human passwords with "%" before digits or hex-like letters ("Tiger%19ab"): not a URL escape."""
    w = _rng.choice(_WORDS)
    return f"{w}%{_rng.randint(10, 99)}{_rng.choice(_WORDS).lower()}" if _rng.random() < 0.5 else (
        f"{rnd(4)}%{_rng.choice('ABCDEF')}{_rng.randint(1, 9)}{rnd(5)}")


# Passwords with "%" and digits, in prose in several languages; abbreviations and typos of password words
# (Dutch "ww", Swedish "lösen", Korean "비번", Vietnamese "mk", English "pasword"/"passwrd").
many(
    "password_percent_and_abbrev",
    [
        "my spotify pasword is {}",
        "passwrd for the vpn: {}",
        "the passowrd of the shared drive is {}",
        "le mot de passe de la box, c'est {}",
        "mon mdp pour le portail RH : {}",
        "mi contraseña de Steam es {}",
        "la clave de la wifi de la oficina: {}",
        "a senha da conta do banco é {}",
        "a minha senha do e-mail do trabalho é {}",
        "mijn ww voor de bank is {}",
        "ww: {}",
        "het wachtwoord van de router is {}",
        "lösen: {}",
        "lösenordet till routern är {}",
        "넷플릭스 비번은 {}",
        "공유기 비번: {}",
        "mk facebook của mình là {}",
        "mk: {}",
        "mật khẩu wifi là {}",
        "sandi wifi kantor: {}",
        "password email kantor: {}",
        "Passwort vom NAS: {}",
    ],
    pct_password,
)

# Passwords dictated with words for symbols, and PINs spelled digit by digit.
for t, v in [
    (
        "my pw is {}, lowercase",
        f"{rnd(5, string.ascii_lowercase)} dash {digits(4)} dash {rnd(3, string.ascii_uppercase)}",
    ),
    ("the wifi pass is {}", f"{_rng.choice(_WORDS).lower()} underscore {digits(3)}"),
    (
        "password: {} (spelled out)",
        f"{_rng.choice(_WORDS).lower()} dot {_rng.choice(_WORDS).lower()} dot {_rng.randint(10, 99)}",
    ),
    ("the admin password is {}", f"{_rng.choice(_WORDS)} at sign {digits(4)} hash"),
]:
    add("password_spelled", t, v)
many(
    "pin_spaced",
    [
        "my card PIN is {}",
        "SIM PIN: {}",
        "the alarm code is {}",
        "PIN der EC-Karte ist {}",
        "le code de la carte bleue est {}",
    ],
    lambda: _rng.choice([" ", "-"]).join(digits(4)),
)

# Provider keys wrapped onto the next line by a chat client or a PDF, or typed in spaced groups.
for t, v in [
    ("here it is:\n{}\n(the line break is from the pdf)", f"ghp_{rnd(14)}\n{rnd(22)}"),
    ("{}\nthat's the live stripe key", f"sk_live_{rnd(6)}\n{rnd(20)}"),
    ("do token: {}", f"dop_v1_{rnd(20, HEX)}\n{rnd(44, HEX)}"),
    ("gitlab pat {} - expires friday", f"glpat-{rnd(8)}\n{rnd(12)}"),
    ("npm publish token\n{}", f"npm_{rnd(18)}\n{rnd(18)}"),
    ("slack user token {}", f"xoxp - {digits(12)} - {digits(13)} - {rnd(24)}"),
    ("aws access key id {} (from the console)", "AKIA " + " ".join(rnd(4, UPPER_ALNUM) for _ in range(4))),
    ("temp creds: {}", "ASIA-" + "-".join(rnd(4, UPPER_ALNUM) for _ in range(4))),
]:
    add("split_token", t, v)

# Seed phrases numbered and split into halves.
for t in [
    "recovery words 1-6: {a} | 7-12: {b}",
    "seed, first half: {a} / second half: {b}",
    "wallet backup (part 1) {a} -- (part 2) {b}",
]:
    ws = bip39().split()
    a = " ".join(f"{i + 1}.{w}" for i, w in enumerate(ws[:6]))
    b = " ".join(f"{i + 7}.{w}" for i, w in enumerate(ws[6:]))
    SECRETS.append(("seed_split", t.format(a=a, b=b)))
    SECRET_VALUES.append(" ".join(ws))

# Tools' config keys: camelCase password keys of Helm values and app configs, CamelCase secret names
# (cloudflared's credentials file, .NET settings), a "key" next to the account it belongs to (rclone,
# Backblaze), JSON Web Keys with private members, SASL PLAIN in mail logs, "-p" of registry logins and
# database CLIs.
_sasl = b64("\0" + f"mailer@acme.io\0{human()}")
_sasl2 = b64(f"\0noreply\0{rnd(14)}")
for t, v in [
    ("mariadb:\n  auth:\n    rootPassword: {}\n    database: shop", human()),
    ("redis:\n  auth:\n    enabled: true\n    redisPassword: \"{}\"", rnd(16)),
    ('{"smtpHost": "smtp.acme.io", "smtpPassword": "{}"}', human()),
    ("grafana.ini: adminPassword={}", rnd(14, ALNUM + "#!")),
    ('{"AccountTag": "' + rnd(32, HEX) + '", "TunnelSecret": "{}", "TunnelID": "' + uuid() + '"}', b64key(32)),
    ('"Jwt": {"SigningSecret": "{}"}', rnd(40)),
    ("WebhookSecret: {}", rnd(32)),
    ("[b2]\ntype = b2\naccount = " + rnd(25, HEX) + "\nkey = {}", "K00" + rnd(28, ALNUM + "+/")),
    ("wasabi:\n  type: s3\n  account: acme-backup\n  key: {}", rnd(40, ALNUM + "/+")),
    ('{"kty":"oct","kid":"hmac-1","k":"{}"}', rnd(43, ALNUM + "-_")),
    ('{"kty": "EC", "crv": "P-256", "x": "' + rnd(43, ALNUM + "-_") + '", "y": "' + rnd(43, ALNUM + "-_")
     + '", "d": "{}"}', rnd(43, ALNUM + "-_")),
    ('{"kty":"OKP","crv":"Ed25519","x":"' + rnd(43, ALNUM + "-_") + '","d":"{}"}', rnd(43, ALNUM + "-_")),
    ("postfix/smtp: C: AUTH PLAIN {}", _sasl),
    ("a1 AUTHENTICATE PLAIN {}", _sasl2),
    ("podman login quay.io -u robot -p {}", rnd(32)),
    ("helm registry login ghcr.io --username ci -p {}", human()),
    ("oc login https://api.cluster:6443 -u admin -p {}", human()),
    ("redis-cli -h cache.internal -a {} ping", rnd(20)),
    ("sqlcmd -S db01 -U sa -P {} -Q \"select 1\"", human()),
    ("mongosh \"mongodb://db:27017\" -u admin -p {}", human()),
]:
    add("config_keys_more", t, v)

BENIGN += [
    # passwords talked about, the same languages and abbreviations
    "ww vergeten, kan iemand het resetten?",
    "mijn ww moet minstens 12 tekens zijn",
    "lösen är för kort, minst 8 tecken",
    "비번 까먹었어 ㅠㅠ",
    "mk phải có ít nhất 8 ký tự",
    "quên mk rồi, reset giúp mình",
    "the pasword field is case sensitive",
    "Enter the password for %s",
    "Passwort für %1 eingeben",
    "La contraseña de %2$s es incorrecta",
    "reset%20password link expired",
    "password=%s&user=%s",
    "user=deploy password=<redacted> db=app",
    "login ok user=bob pass=<masked> ip=10.1.2.3",
    "pwd=(hidden) port=5432 sslmode=require",
    # spelled-out talk that is no password or PIN
    "the password has a dash and two digits",
    "the PIN must be 4 to 8 digits",
    "PIN 1 of 3 attempts left",
    "gate 4 5 and 6 are closed today",
    "the password is one word, no dash",
    # split / grouped prefixes that are not keys
    "sk_live_ keys are for production\nsk_test_ keys are for the sandbox",
    "dop_v1_ tokens are 64 hex characters\nrotate them every 90 days",
    "AKIA **** **** **** (masked in the console)",
    "access key ids start with AKIA, followed by 16 characters",
    "ghp_\nis the prefix of a classic personal access token",
    "xoxb - bot tokens, xoxp - user tokens",
    # seed phrases talked about
    "words 1-6 are on the first card | 7-12 on the second",
    "never type your recovery words 1-12 into a website",
    # config keys without a secret value
    "postgresql:\n  auth:\n    existingSecret: pg-credentials\n    secretKeys:\n"
    "      adminPasswordKey: postgres-password",
    "auth:\n  rootPassword: \"\"\n  passwordPolicy: strong",
    "rootPassword: {{ .Values.mariadb.rootPassword }}",
    '{"AccountTag": "' + rnd(32, HEX) + '", "TunnelID": "' + uuid() + '", "TunnelName": "home"}',
    "tolerations:\n- key: node-role.kubernetes.io/control-plane\n  operator: Exists\n  effect: NoSchedule",
    "env:\n- name: DB_PASSWORD\n  valueFrom:\n    secretKeyRef:\n      name: db\n      key: password",
    "- uses: actions/cache@v4\n  with:\n    path: ~/.cache/pip\n"
    "    key: ${{ runner.os }}-pip-${{ hashFiles('**/requirements.txt') }}",
    "[b2]\ntype = b2\naccount = " + rnd(25, HEX) + "\nkey = <application key>",
    '{"kty":"RSA","kid":"rsa-1","use":"sig","n":"' + rnd(86, ALNUM + "-_") + '","e":"AQAB"}',
    '{"kty":"EC","crv":"P-256","x":"' + rnd(43, ALNUM + "-_") + '","y":"' + rnd(43, ALNUM + "-_") + '"}',
    "250-AUTH LOGIN PLAIN CRAM-MD5",
    "postfix/smtp: AUTH PLAIN failed: 535 5.7.8 authentication failed",
    "docker login -u ci --password-stdin < ~/.docker/token",
    "docker run -p 8080:80 nginx",
    "ssh -p 2222 deploy@host",
    "podman login -u robot -p $QUAY_TOKEN quay.io",
    "mongosh -u admin -p  # prompts for the password",
    "redis-cli -a \"$REDIS_PASSWORD\" ping",
    # the look-alike classes that were over-flagged
    "cache MISS key=" + rnd(40, HEX) + " took 12ms",
    "memcached get key=" + rnd(64, HEX),
    "next page token " + b64('{"offset":40,"limit":20}'),
    "continuation token: " + b64('{"cursor":"abc"}'),
    "nextPageToken=" + b64('{"page":7}'),
    "otpauth://totp/ACME:bob?secret=YOURSECRETHERE&issuer=ACME",
    "otpauth://totp/Demo:me?secret=BASE32ENCODEDSECRET",
    "tx on etherscan: 0x" + rnd(64, HEX),
    "infura: block 0x" + rnd(64, HEX) + " confirmed",
    "loyalty card number " + luhn_number("6011", 16),
    "gym membership card " + luhn_number("36", 14),
    "library barcode " + luhn_number("38", 14),
]

# ================================================================================================
# Probes for the classes the fourth independent set showed (issue 25 item 3), written before the rules
# for them, in other phrasings than that set's: PINs, door / gate / intercom codes and Wi-Fi keys in more
# languages (Hindi, Arabic, Turkish, Vietnamese, Indonesian, Polish, Greek, Hebrew, Thai, Swahili,
# Ukrainian, Czech, Korean, Japanese, Chinese, Portuguese, Dutch, Bengali, Persian), passwords in positional
# arguments of code (login calls, JDBC / PDO, SDK credentials, bearer auth), SQL ``IDENTIFIED BY``,
# ``htpasswd -b``, tables with a password column, password-manager exports, 2FA backup-code lists, named
# product keys, national ids, cards split over lines.
# ================================================================================================
_pin4 = lambda: digits(4)  # noqa: E731
_pin6 = lambda: digits(6)  # noqa: E731
many(
    "pin_code_more_languages",
    [
        "मेरा डेबिट कार्ड पिन {} है",
        "बिल्डिंग के दरवाज़े का कोड {} है",
        "رمز البوابة {} من فضلك",
        "الرقم السري للفيزا {}",
        "kartımın şifresi {} unutma",
        "site kapısı kodu {}",
        "mã cửa nhà mình là {}",
        "mã PIN thẻ ATM {}",
        "pin kartu ATM ayah {}",
        "kode gerbang kompleks {}",
        "PIN do karty to {}",
        "kod do bramy garażowej {}",
        "το PIN της κάρτας είναι {}",
        "ο κωδικός της πόρτας {}",
        "הקוד של השער {}",
        "קוד האזעקה {}",
        "รหัสบัตร ATM {}",
        "รหัสเข้าตึก {}",
        "nambari ya siri ya simu {}",
        "msimbo wa geti ni {}",
        "ПІН-код від картки {}",
        "код від хвіртки {}",
        "PIN ke kartě je {}",
        "kód ke dveřím {}",
        "현관 비밀번호 {}",
        "도어락 번호 {}",
        "玄関の暗証番号は{}",
        "オートロックの番号 {}",
        "门禁密码{}",
        "银行卡密码是{}",
        "a senha do cartão é {}",
        "o código do portão é {}",
        "de pincode van mijn pas is {}",
        "de code van de poort is {}",
        "কার্ডের পিন {}",
        "গেটের কোড {}",
        "رمز کارت من {}",
        "کد درب ساختمان {}",
    ],
    _pin4,
)
many(
    "pin_code_more_languages",
    [
        "the keypad by the garage takes {} then enter",
        "alarm: disarm with {}",
        "door keypad {} then #",
        "bank app login: customer number 55012233, access code {}",
    ],
    _pin6,
)
many(
    "wifi_key_more_languages",
    [
        "वाईफाई की: {}",
        "مفتاح الواي فاي {}",
        "wifi şifresi: {}",
        "ev interneti anahtar {}",
        "klucz do wifi: {}",
        "κλειδί του wifi: {}",
        "klíč k wifi {}",
        "wifi sleutel: {}",
        "chave do wifi: {}",
        "Wi-Fiのパスワードは{}",
        "无线网密码：{}",
        "와이파이 비번 {}",
        "رمز وای فای {}",
        "kunci wifi rumah {}",
        "ufunguo wa wifi {}",
        "ключ від wifi {}",
    ],
    lambda: rnd(12),
)
for t, v in [
    # positional passwords in code
    ("smtp = smtplib.SMTP('mail.acme.io', 587)\nsmtp.login('alerts', '{}')", human()),
    ("ftp = FTP('files.acme.io')\nftp.login(user='backup', passwd='{}')", human()),
    ("imap.login(\"ops@acme.io\", \"{}\")", rnd(14)),
    ('conn = DriverManager.getConnection(url, "report", "{}");', human()),
    ('DataSource ds = new DriverManagerDataSource("jdbc:postgresql://db/app", "app", "{}");', human()),
    ("$db = new mysqli('localhost', 'shop', '{}', 'shop');", human()),
    ("$dbh = new PDO($dsn, 'reader', '{}');", human()),
    ('client.set_credentials("svc-app", "{}")', rnd(18)),
    ('req = req.basic_auth("admin", Some("{}"));', human()),
    ('.header("Authorization", format!("Bearer {}", "{}"))', rnd(40)),
    ('http.Header.Set("Authorization", "Bearer " + "{}")', rnd(36)),
    ('cred = credential.Credential("AKID' + rnd(32) + '", "{}")', rnd(32)),
    ("requests.get(url, auth=('api', '{}'))", rnd(20)),
    ('dsn := "app:{}@tcp(db.internal:3306)/app"', human()),
    ('mysql.Open("root:{}@unix(/var/run/mysqld.sock)/shop")', human()),
    ("app.config['DB_PASSWORD'] = '{}'", human()),
    ('settings["API_SECRET"] = "{}"', rnd(32)),
    ('config[:smtp_password] = "{}"', human()),
    ('{"cell_type": "code", "source": ["OPENAI_KEY = \\"{}\\"\\n"]}', rnd(40)),
    ("headers = {'X-Api-Secret': '{}'}", rnd(12)),
    ("'X-Client-Secret': '{}',", rnd(16)),
    # SQL and commands
    ("CREATE USER app IDENTIFIED BY '{}';", human()),
    ("alter user report identified by {} ;", rnd(12)),
    ("mysql> CREATE USER 'bi'@'10.%' IDENTIFIED WITH mysql_native_password BY '{}';", human()),
    ("htpasswd -bB /etc/apache2/.htpasswd admin {}", human()),
    ("htpasswd -nb deploy {}", human()),
    ('curl -H "Authorization: OAuth {}" https://api.example.net/me', "y0_" + rnd(56, ALNUM + "_-")),
    # tables, exports
    ("name;user;password\nrouter;admin;{}", human()),
    ("host,login,pwd,port\ndb1,postgres,{},5432", human()),
    ("Service | Username | Password\nNAS | admin | {}", human()),
    ("url\tusername\tpassword\nhttps://mail.acme.io\tj.doe\t{}", human()),
    ("Title,Username,Password,URL\nBank,jdoe,{},https://bank.example", human()),
    ("<Entry><String><Key>Password</Key><Value ProtectInMemory=\"True\">{}</Value></String></Entry>", human()),
    ("name,number,expiry,cvc\nM. Rossi," + luhn_number("4", 16) + ",11/29,{}", digits(3)),
    # backup codes, recovery codes, product keys
    ("Your backup codes:\n" + "\n".join(f"{digits(4)} {digits(4)}" for _ in range(5)) + "\n{}",
     digits(4) + " " + digits(4)),
    ("recovery codes for gitlab\n" + "\n".join(rnd(8, HEX) for _ in range(5)) + "\n{}", rnd(8, HEX)),
    ("twitter backup codes: " + ", ".join(rnd(5, HEX) + "-" + rnd(5, HEX) for _ in range(5)) + ", {}",
     rnd(5, HEX) + "-" + rnd(5, HEX)),
    ("Microsoft recovery code {}", "-".join(rnd(5, UPPER_ALNUM) for _ in range(5))),
    ("2FA recovery code: {}", " ".join(rnd(4, string.ascii_lowercase + string.digits) for _ in range(8))),
    ("product key for the laptop: {}", "-".join(rnd(5, UPPER_ALNUM) for _ in range(5))),
    ("Windows 10 Home licence key {}", "-".join(rnd(5, UPPER_ALNUM) for _ in range(5))),
    ("CD key: {}", "-".join(rnd(5, UPPER_ALNUM) for _ in range(3))),
    ("the serial number of my Photoshop licence is {}", "-".join(digits(4) for _ in range(6))),
    ("activation code {}", rnd(10, UPPER_ALNUM) + "-" + rnd(60)),
    # passphrases, named tokens, ids, cards over lines, pairs
    ("LUKS passphrase: '{}'", "copper velvet orbit candle meadow"),
    ("my Cloudflare token for the DNS zone is {}", rnd(40, ALNUM + "_-")),
    ("Okta API token: {}", "00" + rnd(40, ALNUM + "_-")),
    ("PESEL: {}", "44051401359"),
    ("Aadhaar number {}", "7181 9093 7865"),
    ("PAN card: {}", "ABCPE1234F"),
    ("card first half 4556 1564\nsecond half {}\nexp 04/28 cvv 512", "0410 4234"),
    ("new starter's laptop login: m.okafor / {}", human()),
    ("VPN account: jsmith / {}", human()),
    ("bind DN uid=svc,ou=apps,dc=acme,dc=io / {}", human()),
    ("phone unlock pattern: {}", "top-right, center, bottom-left, bottom-middle, bottom-right"),
    ("temporary password over the phone: {}", "QWER-4821-xkcd"),
]:
    add("fourth_set_classes", t, v)

BENIGN += [
    # the same places, no secret
    "smtp.login(user, password)",
    "server.login(os.environ['SMTP_USER'], os.environ['SMTP_PASS'])",
    "conn = DriverManager.getConnection(url, user, System.getenv(\"DB_PASS\"));",
    "$pdo = new PDO($dsn, $user, $pass);",
    "cred = credential.Credential(os.getenv('TC_ID'), os.getenv('TC_KEY'))",
    "client.bearer_auth(token)",
    "password = getpass.getpass('Password: ')",
    "db = psycopg2.connect(password=secret['password'])",
    "pwd = keyring.get_password('smtp', user)",
    "CREATE USER app IDENTIFIED BY PASSWORD '*" + rnd(40, HEX).upper() + "';",
    "CREATE USER app IDENTIFIED BY :pw;",
    "CREATE USER app IDENTIFIED BY '${DB_PASSWORD}';",
    "htpasswd -c /etc/nginx/.htpasswd admin   # prompts for the password",
    "name,email,password_changed\nAnna,anna@x.io,2024-05-01",
    "user;password_hash\nbob;$2b$12$" + rnd(53, ALNUM + "./"),
    "id,username,password\n1,alice,<hashed>",
    "Your backup codes were regenerated. Download them from settings.",
    "order ids:\n" + "\n".join(f"{digits(4)} {digits(4)}" for _ in range(5)),
    "the licence id for seat management is 4821-aa",
    "KMS client setup key for Windows 11 Pro: W269N-WFGWX-YVC9B-4J6C9-T83GV",
    "product key goes on the sticker under the laptop",
    "Steam keys are sold out",
    "the door is at 1204 Main Street",
    "room 1203, extension 4471",
    "মেট্রো টিকিটের দাম 40 টাকা",
    "flight TK 1978 leaves at 06:40",
    "رقم الرحلة 2841",
    "kapı numarası 12, daire 4",
    "phòng 1205, tầng 12",
    "בניין 12 דירה 4",
    "ห้อง 1204 ชั้น 12",
    "the garage fits two cars since 2019",
    "alarm set for 0630 tomorrow",
    "Cloudflare tokens are scoped per zone",
    "arn:aws:secretsmanager:us-east-1:123456789012:secret:app/db-AbCdEf",
    "spring.datasource.password=<redacted>",
    "password = hf_...  # paste yours here",
    "PESEL to 11 cyfr",
    "my pattern is easy, I should change it",
]

# Digits spelled out, spaced, dotted, as keycaps, full-width or CJK / Korean numerals after a PIN or lock word,
# and lock codes in the fifth independent corpus's languages (Romanian, Hungarian, Danish, Norwegian, Urdu,
# Tamil, Amharic, Malay...): phrasings of our own, written before the rules (the class of the corpus's misses).
for t, v in [
    ("the garage keypad code is {}", "one nine eight four"),
    ("PIN for the debit card: {}", "7-3-0-5"),
    ("alarm code: {}, don't forget", "2.9.1.4"),
    ("Die Geheimzahl ist {}", "vier-null-sieben-zwei"),
    ("el código de la puerta es {}", "nueve cero dos siete"),
    ("le code du portail est {}", "deux neuf un cinq"),
    ("код от домофона {}", "семь два два девять"),
    ("门禁密码是{}", "五八二零"),
    ("현관 비밀번호 {}", "이오칠삼"),
    ("暗証番号は{}", "０５９１"),
    ("door code {}", "6️⃣2️⃣0️⃣8️⃣"),
    ("my pin is {} ok", "0 4 7 1"),
    ("Codul de la interfon este {}", "2291"),
    ("A riasztókód {}.", "7351"),
    ("Dørkoden er {}.", "4590"),
    ("Alarmkoden er {}, ikke glem den.", "1837"),
    ("میرا اے ٹی ایم پن {} ہے", "5820"),
    ("ஏடிஎம் பின் {}", "9051"),
    ("暗証番号は{}です", "3957"),
    ("비밀번호는 {}야", "482915"),
]:
    add("spelled_or_local_code", t, v)

BENIGN += [
    "code review went fine: one, two, three, four comments at most",
    "the door app code is on version 1.2.3.4",
    "我的门禁卡丢了，一二三四楼都进不去",
    "Dial zero zero four four for the UK, then the number",
    "the door code changed twice, one two three four times I tried",
    "our WiFi password is on the fridge, room 1 2 3 4",
    "the combination of one, two, three and four ingredients",
    "A kapukódot a portán kérd el, 2 perc.",
    "Koden til døren står på lappen",
    "the keypad firmware is v 2.4.1.7 now",
]

# A password named in one sentence and given in the next ("It's X", "the new one is X", "新的是X"), seed words
# after a label with a word copied wrong, config formats (WireGuard peers, PHP define, npm _auth, Oracle
# logins), passwords in URL queries and sign-in link tokens (the fifth independent corpus's classes).
for t, v in [
    ("I changed the wifi password this morning. It's {} now", "Hx7!pan-rye"),
    ("la contraseña del router cambió; la nueva es {}", "Pato_verde81"),
    ("パスワードを変えました。新しいのは「{}」です", "Mizu7!kaze"),
    ("路由器的密码改了，新的是{}", "shuixian_2024"),
    ("[Peer]\nPublicKey = xTIBA5rboUvnH4htodjb6e697QjLERt1NAB4mZqp8Dg=\nPresharedKey = {}",
     "BwgJCgsMDQ4PEBESExQVFhcYGRobHB0eHyAhIiMkJSY="),
    ("sqlplus system/{}@ORCL @nightly.sql", "Tr4ctor!x"),
    ("https://cam.local/cgi-bin/snap.cgi?user=admin&pwd={}", "G8k!rw2Lm"),
    ("Reset your password: https://accounts.example.net/reset-password?token={}", "Qm9vbGVhbl9TZWNyZXRfMTIzNDU2Nzg5"),
    ("registry=https://npm.acme.dev/\n_auth={}\nalways-auth=true", "ZGVwbG95OlMzY3IzdCFwdw=="),
    ("define('DB_PASSWORD', '{}');", "wf8!Kq2Lz"),
    ("my seed words are: {}", "ripple scatter fossil mango ladder cruise vapor tenant orbit wheat plunge siren"),
]:
    add("told_later_or_config", t, v)

BENIGN += [
    "I changed my password yesterday. It's a long story, don't ask.",
    "The wifi was slow again. It is what it is.",
    "my wallet recovery words are in the safe deposit box at the bank",
    "https://example.com/login?next=/dashboard&ref=newsletter",
    "https://app.example.com/verify?email=anna%40example.com&lang=en",
    "define('DB_PASSWORD', getenv('DB_PASSWORD'));",
    "sqlplus / as sysdba",
    "The new wifi router arrived. It's a Fritz!Box 7590, setup tonight.",
]
for t, v in [
    ("Backup codes for the bank app, printed before the move to the new flat: {}",
     "83920174 55102938 66019283 10293847"),
    ("client\nremote vpn.example.org 1194\n<auth-user-pass>\nops-bot\n{}\n</auth-user-pass>", "Z!q8r-Lw2"),
]:
    add("told_later_or_config", t, v)

# A key path whose last part names a property of the password field ("login.password.label=Password") and a
# URL path ending in a secret's name ("POST /oauth/token body=…"), the fifth independent corpus's two
# look-alikes of this kind; probes of other phrasings written after the rules (sec6), the secrets kept.
for t, v in [
    ("signup.password.value={}", "Kq8!zLw2rT"),
    ("spring.datasource.password: {}", "Vx7#mPq2Lr"),
    ("auth.password.plain = {}", "Mh4$kRt9Wz"),
    ("curl -X POST https://id.example.org/oauth/token -d 'grant_type=password&username=ines&password={}'",
     "Rb8!qTz3Lm"),
    ("GET /v1/token token={}", "Zr8Kq2Lw9Xm4Pt7Vb3Ns"),
]:
    add("key_path_or_endpoint", t, v)

BENIGN += [
    "form:\n  password.label: Passwort\n  password.hint: Mind. 12 Zeichen, 1 Sonderzeichen!",
    "i18n: reset.password.title=Reset Your Pa$$word, reset.password.cta=Send Link",
    "INFO POST /api/v2/auth/token payload=client_id=web&scope=read%20write&grant_type=client_credentials&audience=api",
    "2025-01-09 12:00:01 GET /internal/secret status=200 bytes=1834 ua=Mozilla/5.0_(X11;_Linux_x86_64)",
]

# National identity numbers after their name, and seed phrases in the other BIP39 lists (secid, issue of the
# sixth independent corpus). Written before the rules of ``_ids.py`` and after the CJK / Russian seed lists
# (the corpus was read first: its misses named these classes). Values were made by a throw-away script with
# python-stdnum's check digits and BIP39 checksums (random.Random(62026) / (6_2026_12_05)); none is anyone's.
for t, v in [
    ("Meine Steuer-ID lautet {}, bitte für die Anlage N eintragen.", "29 850 837 162"),
    ("Identifikationsnummer (steht auf dem Brief vom Finanzamt): {}", "29850837162"),
    ("Pour la CPAM, mon numéro de sécurité sociale est le {}.", "2 85 07 75 123 456 55"),
    ("NIR: {} (carte vitale de Léa)", "285077512345655"),
    ("Mi NIE es {}, lo pide la gestoría.", "Y-5579433-S"),
    ("dni: {}", "96534984-M"),
    ("Pode usar meu CPF {} na nota.", "494.386.815-07"),
    ("Mijn burgerservicenummer is {}", "7088 23 750"),
    ("Номер СНИЛС: {}", "684-439-421 36"),
    ("паспорт {} выдан ОУФМС", "4512 345678"),
    ("ІПН користувачки: {}", "2926319390"),
    ("T.C. Kimlik No: {}", "60991317556"),
    ("我的身份证号是{}，别弄丢了", "440304198806141233"),
    ("個人番号は {} です", "6697 1482 8026"),
    ("주민번호: {}", "880314-1044756"),
    ("Emirates ID {} (renewed in March)", "784-1987-3659286-0"),
    ("رقم الإقامة: {}", "2626240432"),
    ("Số căn cước công dân: {}", "079190012345"),
    ("No. KTP saya {}", "3174051208813860"),
    ("Codice fiscale: {}", "RSSMRA85T10A562S"),
    ("Mitt personnummer är {}", "850612-1667"),
    ("CNP-ul meu este {}", "1870423217433"),
    ("My national insurance number is {} if the form asks.", "AB123456C"),
    ("Teudat zehut {}", "202059838"),
    ("user's tax file number: {}", "471 002 102"),
    ("AHV-Nummer {}", "756.0151.1757.58"),
]:
    add("national_id_named", t, v)

for t, v in [
    ("錢包助記詞 {}", "論 姐 違 埋 依 償 所 強 鉛 們 岸 丟"),
    ("助记词是{}，抄在本子上了", "猛盗棉力遇稍富都暴东绩湘"),
    ("{}", "たいいん せんてい とらえる ぎゅうにく きうん おうたい ひひょう みせる ねくたい たこく うくらいな うりあげ "
           "せんか きんかくじ くうそう ねみみ みとめる ぱんち あんまり ちりがみ むげん うけつけ つまる ほっきょく"),
    ("시드 구문\n1. {}",
     "운명\n2. 도자기\n3. 워낙\n4. 껍질\n5. 장점\n6. 임무\n7. 설날\n8. 민주\n9. 하드웨어\n10. 사람\n11. 물체"
     "\n12. 법원"),
    ("Мнемоническая фраза (18 слов): {}",
     "амбиция сумма рюкзак овощи княгиня усадьба отрасль голубой тропа подбор теперь слог лестница вода октябрь "
     "стекло узел отставка"),
    ("Cüzdan kurtarma kelimeleri: {}",
     "düğüm şehvet ısıölçer sesli pusula gübre cacık rekabet dağılım reyon sömürge tembel"),
    ("backup of the wallet: {}", "孟 献 男 默 黄 枝 壳 藏 滚 快 越 度 个 闭 莱 哲 凉 陈 器 律 振 遇 妇 大"),
]:
    add("seed_phrase_other_lists", t, v)

BENIGN += [
    # the same digits without a name, or beside another number's name
    "Bestellnummer 29850837162, Lieferung Dienstag.",
    "Rufnummer der Praxis: 0341 2565207, Termine nur vormittags.",
    "Numéro de commande 2 85 07 75 123 456 55 (livraison Colissimo).",
    "Pedido 494.386.815-07 enviado pelos Correios.",
    "Trackingnummer 708823750, PostNL.",
    "Номер заказа 684-439-421 36, пункт выдачи на Тверской.",
    "快递单号 440304198806141233，明天到。",
    "주문번호 880314-1044756 배송 완료",
    "Hotline 784-1987-3659286-0 ext. 12",
    "Mã đơn hàng 079190012345, giao thứ Sáu.",
    # an id's name with a number that fails its check, or with no number
    "Steuer-ID: 12 345 678 901 (Beispiel aus dem Merkblatt)",
    "BSN 123456780 is fout, de juiste staat op het paspoort.",
    "CPF 111.222.333-44 é inválido, pediu para corrigir.",
    "身份证号码 110105198201011234 填错了，要重新申请。",
    "My number card expires on 2031-04-01; renew at the ward office.",
    "주민등록번호 앞자리 880314만 알려줬어요.",
    "رقم الهوية غير مطلوب للحجز، فقط رقم الجوال 0501234567.",
    "NIK belum keluar, masih menunggu Dukcapil. Antrian 1234567.",
    "Her DNI expired in 2023; the new one arrives in 15 days.",
    "Kimlik kartı 2029'a kadar geçerli, seri numarası değil.",
    "СНИЛС оформили, номер пришлют в течение 5 рабочих дней, заявка 1234567.",
    "Паспорт продлён до 2031 года, код подразделения 770-001.",
    "The NHS number format is 10 digits; ours starts with 943 476 but I don't have the rest.",
    # words of the seed lists in prose
    "今天我们去公园散步，天气很好，大家都很开心，还一起吃了午饭。",
    "钱包丢了，里面有身份证和一些零钱，已经报警了。",
    "ウォレットの復元フレーズは紙に書いて金庫に保管しています。",
    "지갑 복구 구문은 종이에 적어서 금고에 보관했어요.",
    "Сид-фразу записал на бумаге и убрал в сейф, в заметки не сохраняю.",
    "오늘 사람 많은 시장에서 도자기 구경하고 법원 앞에서 친구를 만났다.",
]

# Everyday codes in the places the sixth corpus put them (secid): a parenthesis between the code word and the
# code, the lock named after the number, a locker's combination, a digicode with a letter, a Dutch compound
# ("poortcode"), backup codes after a parenthesis, seed words as a tool call's argument. Written after the rules
# of this group were changed (the corpus's misses had been read); the look-alikes with them.
for t, v in [
    ("The gate code for the cabin (Lot 14, Pine Road 7) is {}.", "8841"),
    ("He uses code {} for the garage door, same as last year.", "55190"),
    ("Bike lock combination: {}", "12-07-33"),
    ("Digicode du 12 rue Lepic : {}", "B4471"),
    ("De poortcode is {}, niet vergeten.", "2741"),
    ("Nieuwe kluiscode: {}", "90417"),
    ("Dropbox backup codes (printed in 2024): {}", "4812 7730, 9921 0384, 5512 8890"),
    ('save_memory(content="{}")',
     "wallet words legal winner thank year wave sausage worth useful legal winner thank yellow"),
]:
    add("code_in_context", t, v)

BENIGN += [
    "Password reset PIN (ticket 4471) was closed by IT.",
    "Audit: user changed PIN (event 90211); values are never logged.",
    "Error code 5012 on the front door sensor, replace the battery.",
    "Discount code 2024 for the gym locker rental, valid until May.",
    "Room 1412 at the Hilton; the safe is in the wardrobe.",
    "Digicode : voir avec la gardienne, elle le donne à l'arrivée.",
    "Backup codes (Google) were regenerated on Friday; the old ones are revoked.",
    "De poortcode staat in de app van de VvE, niet in de mail.",
    'remember(text="user likes legal thrillers and winner-takes-all board games")',
]

# A lock "set to" a number and security-question answers (secid, ``_codes.py``; written with the rules, after
# the sixth corpus's misses were read), with look-alikes.
for t, v in [
    ("The padlock on the shed opens with {}.", "4417"),
    ("Garage keypad was programmed to {} by the installer.", "55190"),
    ("Secret question (first pet): answer = '{}'", "Biscuit"),
    ("Her memorable word is {}.", "Bramble"),
    ("answer to my security question: \"{}\"", "Green Street"),
]:
    add("set_code_or_answer", t, v)

BENIGN += [
    "The thermostat is set to 2150 W max; the safe is in the hall.",
    "Alarm set to 0630 every weekday.",
    "Security question answers are stored in the password manager, not here.",
    "Security question: name of first pet (the answer was not given).",
    "The answer to the security question is Not set yet.",
    "Memorable word requirements: 6-12 letters, no digits.",
]

# A table's secret column that says where the secret is kept (secid; the sixth corpus's look-alike, other
# phrasings), and a table with a real one.
add("table_secret_column", "| Service | User | Password |\n|---|---|---|\n| Jenkins | admin | {} |", "Vx7#mPq2Lr!")
BENIGN += [
    "| Service | Username | Password |\n|---|---|---|\n| Jenkins | admin | see 1Password |\n"
    "| Nexus | deploy | stored in Bitwarden |",
    "service,user,secret\nredis,default,in Vault: kv/redis\nsmtp,mailer,from Secrets Manager",
]

# A Slack token with spaces in place of its dashes (secid; the sixth corpus's split_spaces, another phrasing).
add("split_token_spaces", "my slack user token, copied from the app with spaces: {} (workspace acme)",
    "xoxp 7310592846 4419027365118 Qm3RtY8wLp2ZxN7cVb4KdF9h")
BENIGN.append("Slack token types: xoxb (bot), xoxp (user), xoxa; ids like 7310592846 are workspace numbers.")

# secfix (issue 25 item 3, after reading the fifth corpus's last misses): other phrasings of each class, written
# before the rule for it was changed, with look-alikes. A card security code before a comma; a password holding
# "%F" ("%" then a printf letter, then a symbol); "pass" after an e-mail address; an e-mail address then its
# password ("with", a comma, a slash); Danish / Norwegian "kode til"; a URL's "&key=" and a signed URL's
# signature; Zigbee / Z-Wave network keys; "set it to" after the lock; alarm panels' master / installer codes,
# a SIM's PUK; a place's number before the code; a code told a sentence later or on a reply line; a digicode
# with a letter inside; a TOTP seed named by the QR code it sits under.
for t, v in [
    ("card no. 4111 2222 3333 4445, exp. 03/29, CVC {}, billing zip 10001", "771"),
    ("Mijn wachtwoord voor de belastingdienst: {} (niet delen)", "Qk%Fz!7rLm"),
    ("Xbox live: mo.r@outlook.com pass {} - play whatever you want", "frost_giant71"),
    ("The Disney+ login is our family one (kids.hub@gmail.com) with {}, don't change it", "Lantern!5520"),
    ("account for the school portal: p.hansen@skole.no, {}", "Ugle#4471x"),
    ("Koden til nettbanken er {}, ikke si det til noen.", "Fjell_hytta77"),
    ("Min kode til e-Boks: {}", "Sommer!hus24"),
    ("tile server for the dashboard: https://tiles.example.net/v1/map?lat=59.9&lon=10.7&key={}",
     "2aabfe228f219e9cb0eb53f16947ccf2"),
    ("presigned link (valid 7 days): https://b.s3.amazonaws.com/r.pdf?X-Amz-Expires=604800&X-Amz-Signature={}",
     "5ec84d8dbc74254770f58904dba41ecccc3fc1626e53a13043b026c48bbf33fe"),
    ("advanced:\n  channel: 15\n  network_key: [{}]",
     "124, 41, 153, 253, 175, 229, 147, 37, 60, 214, 84, 175, 77, 250, 215, 20"),
    ("Z-Wave JS security keys\nS2_Authenticated: {}", "3460BE31201E69FEDAA0EEE8B9997F5C"),
    ("The lockbox by the back door - I reset it to {} after the tenants left.", "5820"),
    ("Alarm installer left today: installer code {}, don't lose it.", "7731"),
    ("SIM card PUK: {} (the PIN is on the other card)", "48810273"),
    ("The combination of locker 14 is {}, the towels are inside.", "2291"),
    ("Garage door keypad got reprogrammed today. It's {} now.", "6640"),
    ("me: what's the gate code at your mum's?\nTom: {}", "8 1 5 0"),
    ("Q: what's the wifi password for the studio?\nA: {}", "Maple_loft88"),
    ("Digicode de la résidence : {}", "31A07"),
    ("Setting up 2FA for the NAS: the QR wouldn't scan, the key printed under the QR is {}",
     "UJZDEGXDNCF32EPF3DHODZDOCIS2JHTL"),
]:
    add("secfix_fifth_classes", t, v)

BENIGN += [
    "le code postal c'est 75011, métro Voltaire",
    "the code review is at 10? it's 1030 now",
    "what's the pin for the meeting room booking?\nAna: room 4 on floor 2",
    "Order export\nname,email,role,last_login\nAlice,alice@acme.io,admin,2026-12-01",
    "contact me at bob@example.com with PR#1234 questions",
    "https://cdn.example.com/img?key=thumbnail-large&w=300",
    "https://cache.example.com/get?key=user:1234:profile&ttl=3600",
    "advanced:\n  pan_id: 6754\n  ext_pan_id: [221, 221, 221, 221, 221, 221, 221, 221]\n  network_key: GENERATE",
    "The alarm clock: I set it to 0630 so I'm not late.",
    "Our user code policy requires 6 digits since 2021.",
    "The combination of flour and 2 eggs is enough for 4 people.",
    "the docs say ?signature=<your-signature>&expires=... is filled in by the SDK",
]

# secfix: values dictated character by character (``_dictated``; the fifth corpus's spaced letters, NATO words,
# "capital B, lowercase r", a dictated API key, Dutch and Turkish voice notes), other phrasings and languages,
# written before the reader; look-alikes that spell without a secret word, or name one without spelling it.
for t, v in [
    ("The router password, spelled out for grandpa: {} (no spaces when you type it)", "k o t i k 7 7 x"),
    ("Netflix pw is {}", "Sierra Oscar Lima Echo India Lima, seven two"),
    ("Guest wifi key: {}, all capitals", "Papa Alfa Romeo Kilo Lima Alfa November Echo four four"),
    ("Voice memo: the alarm app password is {} lowercase", "m o s s dash four one dash b"),
    ("Het wifi-wachtwoord is {}", "h o n i n g streepje acht drie uitroepteken"),
    ("Wifi şifresi: {}", "büyük d e n i z alt çizgi yedi yedi"),
    ("okay the vpn passphrase is {} got it?", "capital T, i, g, e, r, underscore, 5, 5, exclamation mark"),
    ("api key for the weather station: {}", "x 9 q dash seven k m two dash p p four z"),
]:
    add("secfix_dictated", t, v)

BENIGN += [
    "Grades this term: A B C B A, the teacher says she is improving.",
    "NATO alphabet practice for the radio course: Alfa Bravo Charlie Delta Echo, then we stopped.",
    "The password rules: at least one of a b c d and one digit from 0 to 9.",
    "Seats are in rows a b c d e, pick any you like.",
    "Spell your name for the booking: capital letters please, and a dash between surnames.",
    "the wifi was down again, we restarted the router at 7 a m and it worked",
]


def _register(kind: str, pairs: list[tuple[str, str]]) -> None:
    """Probes written whole: (text, the secret in it)."""
    for text, value in pairs:
        assert value in text, value
        SECRETS.append((kind, text))
        SECRET_VALUES.append(value)


# secfix: the registers the seventh corpus is being written in (its author blind to the rules; these probes are
# ours, written before the rules were changed for them): chat in Norwegian, Danish, Romanian, Hungarian, Greek,
# Czech, Hebrew, Thai, Malay, Tagalog, Swahili and Persian; e-mails and helpdesk tickets; password-manager
# exports (CSV, Bitwarden JSON, KeePass XML); Wi-Fi QR and otpauth payloads; RTSP / MQTT credentials and
# mosquitto_pub; a Home Assistant token; OCR'd notes (0 for O, 1 for l, 5 for s); POS / till / portal
# logins; game accounts; family logistics codes. Those that missed before this branch: mosquitto_pub -P, the
# OCR'd password words, a POS override code, a Norwegian code told after a question, a Czech bike lock.
_register("secfix_registers_lang", [
    ("Passordet til wifi hjemme er Fjordlys_2291", "Fjordlys_2291"),
    ("PIN-koden til bankkortet er 4827", "4827"),
    ("Koden til garasjeporten er 5519", "5519"),
    ("Adgangskoden til e-Boks: Kanelsnegl#44", "Kanelsnegl#44"),
    ("Min pinkode er 7730, sig det ikke til nogen", "7730"),
    ("Parola de la wifi este Carpati_8812", "Carpati_8812"),
    ("Codul PIN al cardului este 3391", "3391"),
    ("Parola mea la ANAF e Dacia!1300x", "Dacia!1300x"),
    ("A wifi jelszó: Balaton_Nyar77", "Balaton_Nyar77"),
    ("A PIN kódom 6152, ne mondd el senkinek", "6152"),
    ("Ο κωδικός του wifi είναι Thalassa_9921", "Thalassa_9921"),
    ("Το PIN της κάρτας είναι 8274", "8274"),
    ("Heslo k wifi je Vltava_Most33", "Vltava_Most33"),
    ("Kód od brány je 2718", "2718"),
    ("Kód na zámek od kola je 4912", "4912"),
    ("הסיסמה לוויפי היא Yarden_4471!", "Yarden_4471!"),
    ("הקוד של הכניסה לבניין 5530", "5530"),
    ("รหัสผ่าน wifi คือ Chaophraya_88", "Chaophraya_88"),
    ("รหัส ATM ของฉันคือ 7391", "7391"),
    ("Kata laluan wifi rumah ialah Melaka_2024x", "Melaka_2024x"),
    ("Ang password ng wifi ay Bulaklak_5512", "Bulaklak_5512"),
    ("Pare, ang code sa gate ay 4471", "4471"),
    ("Nenosiri la wifi ni Kilimanjaro_77", "Kilimanjaro_77"),
    ("Namba ya siri ya kadi ni 4415", "4415"),
    ("رمز عبور وای فای Shiraz_1402x است", "Shiraz_1402x"),
    ("رمز کارت بانکی من 5824 است", "5824"),
    ("Hei! Husker du koden til hytta? Det er 4471, nøkkelboksen henger ved døra.", "4471"),
    ("Skatteetaten: bruker 01017012345, passord Skatt#Norge24", "Skatt#Norge24"),
    ("Szia! A riasztó kódja 8841, a wifi jelszava Tisza_Part55", "8841"),
    ("Ahoj, heslo na Netflix je Praha_Krtek77, neříkej to nikomu", "Praha_Krtek77"),
    ("Hai, password Netflix kita ialah Durian_Raja88", "Durian_Raja88"),
    ("سلام، رمز وای فای خونه Tehran_Baran99 هست", "Tehran_Baran99"),
])
_register("secfix_registers_places", [
    ("Subject: Re: VPN access\n\nHi Tom,\nyour temporary password is Qv7!mRt2Lp, please change it at first login.",
     "Qv7!mRt2Lp"),
    ("Ticket #48213: user cannot log in. Reset done, new pw: Hx4#tLm9Qz (told user by phone)", "Hx4#tLm9Qz"),
    ("Fwd: new starter\n\nLogin: j.hansen\nTemp password: Welcome#2291x\nPlease change on first login.",
     "Welcome#2291x"),
    ("url,username,password,extra,name,grouping,fav\nhttps://portal.skat.dk,kbh_anna,Rugbrod!7731,,Skat,,0",
     "Rugbrod!7731"),
    ('{"items":[{"type":1,"name":"Steam","login":{"username":"gamer_kid","password":"Dragon$lay3r9"}}]}',
     "Dragon$lay3r9"),
    ("<entry><string><key>Title</key><value>Till login</value></string><string><key>Password</key>"
     "<value>Kassa#2291x</value></string></entry>", "Kassa#2291x"),
    ("Title,Username,Password,URL\nPOS admin,manager,Till_Shop55!,http://192.168.0.10", "Till_Shop55!"),
    ("WIFI:S:Cafe Nordlys;T:WPA;P:kaffe&kake2291;;", "kaffe&kake2291"),
    ("otpauth://totp/Skat:anna?secret=MZXW6YTBOI3GK4TFONZXI5LSMV4A&issuer=Skat", "MZXW6YTBOI3GK4TFONZXI5LSMV4A"),
    ("rtsp://admin:Kamera2291@192.168.1.64:554/Streaming/Channels/101", "Kamera2291"),
    ("mqtts://user_esp32:Esp!Mqtt_7731@broker.hivemq.cloud:8883", "Esp!Mqtt_7731"),
    ("mosquitto_pub -h 10.0.0.5 -u sensor -P Zig_bee99x -t home/temp -m 21", "Zig_bee99x"),
    ("http:\n  api_password: Hass_Pw_9921", "Hass_Pw_9921"),
    ("OCR scan of sticky note: PASSW0RD: Tu1ip_8823", "Tu1ip_8823"),
    ("0CR: wifi pasw0rd - R0sehip_44l", "R0sehip_44l"),
    ("OCR: Pa55word: Lavend3r_2O21", "Lavend3r_2O21"),
    ("Till login for Saturday staff: user 04, PIN 7315", "7315"),
    ("The POS manager override code is 0825", "0825"),
    ("Steam account kidsgame99 pw Creeper_4471", "Creeper_4471"),
    ("Fortnite login is jonas.b@gmail.com with Llama!Drop55", "Llama!Drop55"),
    ("Nintendo parent passcode is 2281", "2281"),
    ("Smart lock guest code for the Airbnb this week: 481932", "481932"),
    ("The babysitter's alarm code is 4126 (disarm only)", "4126"),
    ("the Z-Wave S0 network key: 0x2F, 0xA1, 0x77, 0x03, 0xC4, 0x5B, 0x91, 0x6E, 0x10, 0xD8, 0x3A, 0xB2, 0x64, "
     "0xEF, 0x29, 0x85", "0x2F, 0xA1"),
    ("https://api.example.com/v1/items?access_token=ya29x8Kq2LmN7pR4tV9wXz3B", "ya29x8Kq2LmN7pR4tV9wXz3B"),
])
BENIGN += [
    "Passordet må ha minst 12 tegn og ett tall.",
    "PIN-koden kommer i posten om tre dager.",
    "Adgangskoden skal skiftes hver 90. dag.",
    "Parola trebuie să aibă cel puțin 8 caractere.",
    "A jelszó visszaállítása e-mailben történik.",
    "Ο κωδικός στάλθηκε με SMS, έλεγξε το κινητό σου.",
    "Heslo musí mít aspoň 10 znaků.",
    "הסיסמה צריכה להכיל לפחות 8 תווים",
    "รหัสผ่านต้องมีอย่างน้อย 8 ตัวอักษร",
    "Kata laluan mesti ditukar setiap 90 hari.",
    "Ang password ay dapat may 8 character.",
    "Nenosiri lazima liwe na herufi 8 au zaidi.",
    "رمز عبور باید حداقل ۸ کاراکتر باشد",
    "Subject: Password reset\n\nClick the link we sent to reset your password. The link expires in 24 hours.",
    "Ticket #48213: user cannot log in. Password reset link sent, ticket closed.",
    "url,username,password\nhttps://portal.skat.dk,kbh_anna,",
    "WIFI:S:Cafe Nordlys;T:nopass;;",
    "otpauth://totp/Skat:anna?issuer=Skat&algorithm=SHA1&digits=6",
    "rtsp://192.168.1.64:554/Streaming/Channels/101",
    "Home Assistant version 2024.11.2 installed on the Pi",
    "OCR scan of receipt: T0TAL 24.50 NOK, VAT 25%",
    "The till opens at 08:00; float is 200 kr in coins.",
    "the shop closes at 5, open till 2030 on Fridays",
    "Tax portal: deadline 30 April, reference 2024-88213.",
    "School starts at 08:15 and the gate opens at 07:45.",
    "The Zigbee channel is 15 and pan_id 6754.",
    "https://portal.example.no/login?next=/dashboard&lang=nb",
    "My order number is 4471-2291-0083 and the parcel arrives Friday.",
    "Hvad er koden til rabatten? Det er 2024-tilbuddet, spørg i butikken.",
]

# secfix: an empty entry, then the next line's entry (item 3's next-line ``key=value`` class: "pwd:\nhost: db01"
# was read as the password on main), and a short name glued to a value only on the keyword's line.
BENIGN += [
    "pwd:\nhost: db01.internal:5432",
    "password:\nusername=bob_smith1",
    "[db]\npassword =\nhost=db01.internal",
    "smtp_password:\n  from_env: SMTP_PASS_2291",
]

# secfix: digits spelled in the seventh corpus's languages (``_spelled``: Norwegian, Danish, Swedish, Czech,
# Hungarian, Romanian, Greek, Turkish, Malay, Tagalog, Swahili, Persian, Hebrew), and an entry verb ("press");
# written before the words were added (all seven missed), with look-alikes.
_register("secfix_spelled_languages", [
    ("Koden til døra er fire sju to null, ikke glem den", "fire sju to null"),
    ("Adgangskoden til døren er fem tre ni to", "fem tre ni to"),
    ("PIN kód je jedna dva osm devět", "jedna dva osm devět"),
    ("A kapukód: négy hat nulla kettő", "négy hat nulla kettő"),
    ("Codul de la poartă e patru șase doi unu", "patru șase doi unu"),
    ("Ο κωδικός της πόρτας είναι τέσσερα τέσσερα επτά ένα", "τέσσερα τέσσερα επτά ένα"),
    ("Garage: press 2291 then #", "2291"),
])
BENIGN += [
    "Vi var fire til middag, to barn og to voksne, og det kostet fem hundre kroner.",
    "Az ülésen négy, hat vagy nyolc ember lesz, a kód review jövő héten.",
    "Press 2024 to continue is what the old menu said; the new one has no code.",
    "From one to two three four people came to the school gate meeting.",
    "Το πρωί ήρθαν τρία παιδιά και δύο δάσκαλοι στην πόρτα του σχολείου.",
]

# A passphrase of four or more hyphen-joined words (diceware, 1Password's "memorable password") right after a
# password word with no connector, or after an e-mail as a login pair: the seventh corpus's largest class at
# first contact (20 of its 59 misses), fixed by class (``_context._diceware`` in the bare window and the e-mail
# pair); these probes are other phrasings, with look-alikes of the same shape that are no password.
_register("passphrase_bare", [
    ("Wifi for the cabin: network Fjellbu, password spruce-kettle-lantern-orbit", "spruce-kettle-lantern-orbit"),
    ("lösenord tulpan-kanot-mjölk-stjärna för gästkontot", "tulpan-kanot-mjölk-stjärna"),
    ("contraseña girasol-mochila-tren-nube, no la compartas", "girasol-mochila-tren-nube"),
    ("login for the shared Spotify: fam.ortiz@mail.test / cactus-ribbon-pylon-walnut", "cactus-ribbon-pylon-walnut"),
    ("ftp user deploy pass marble-hinge-copper-sparrow", "marble-hinge-copper-sparrow"),
])
BENIGN += [
    "password-protected-file-sharing is what the vendor calls it",
    "Reset your password: state-of-the-art-security is their slogan.",
    "The password rules: one-upper-one-lower-one-digit, at least 12 characters.",
    "Contact me at ana.ruiz@mail.test / follow-up-next-week on the contract.",
]

# National ids the seventh corpus showed missing (by class: an inflected or definite name, an id without a
# stdnum module, a compacted Finnish id losing its century sign): other phrasings and numbers, with look-alikes.
_register("ids_seventh_classes", [
    ("Henkilötunnus 131052-308T, tarvitaan vakuutukseen", "131052-308T"),
    ("תעודת הזהות של אבא: 039337423", "039337423"),
    ("Bank wants my SIN: 123 456 782", "123 456 782"),
    ("A TAJ-kártya száma 037 687 210", "037 687 210"),
    ("کد ملی پدرم 0499370899 هست", "0499370899"),
    ("Kitambulisho chake ni 23456789", "23456789"),
])
BENIGN += [
    "Since 1999 we have shipped 123 456 782 units",
    "The TAJ Mahal trip cost 037 687 210 rupees in total?",
    "kitambulisho kipya kitatolewa tarehe 12/03/2025",
]

# A table's password column named in more languages (Hungarian, Romanian, Greek, Malay, Swedish, Danish,
# Norwegian, Finnish) or a Wi-Fi sheet's PSK column: the seventh corpus's exports and sheets (read), other
# tables here, with a look-alike whose column is empty or names no secret.
_register("table_columns_languages", [
    ("Oldal;Felhasználó;Jelszó\nNetflix;kata.b;Rigo!2291x", "Rigo!2291x"),
    ("site,utilizator,parola\nemag.ro,ion.p,Brad#7741q", "Brad#7741q"),
    ("Tjänst\tAnvändare\tLösenord\nBankID\tlars.e\tGran_5521!k", "Gran_5521!k"),
    ("Location\tSSID\tPSK\nOffice\tAcme-Staff\tq8Vt-22Lm-90xZ", "q8Vt-22Lm-90xZ"),
])
BENIGN += [
    "Oldal;Felhasználó;Jelszó\nNetflix;kata.b;(a jelszókezelőben)",
    "Location\tSSID\tPSK\nLobby\tAcme-Guest\t(open network, no PSK)",
]
BENIGN += [  # a password word that is a CSV header's column name, the next columns after it
    "Name,URL,Login,Password,TOTP,Folder,Favorite\nGitLab,https://gitlab.com,dev@example.test,,,Work,0",
    "account;user;password;notes;tags\nbank;;;(in the safe);finance",
]

# Backup / recovery codes after a short clause before the colon ("the backup codes I printed:"), other phrasings.
_register("backup_codes_clause", [
    ("Here are the recovery codes I wrote down last year: 4821 9930 1174 6502 3318 7745", "4821 9930 1174"),
    ("backup codes from the Dropbox setup page: a1b2c-3d4e5 f6a7b-8c9d0 e1f2a-3b4c5", "a1b2c-3d4e5"),
])
BENIGN += [
    "Backup codes are not enabled. Status: 2 devices enrolled, 15 users.",
    "Recovery codes work like this: each of the 10 codes can be used once.",
]

# secfix2: the classes of the seventh corpus's last misses (read; the corpus is no longer held out for them), other
# phrasings here, written before the rules (``_labels``, ``_layouts._code_tables``, the TSV header fix): recovery /
# revocation / restore codes in their providers' formats, app passwords in four groups of four letters, a safe's
# combination in pairs of digits, alarm and device codes without a code word, spaced or OCR'd TOTP seeds, Tuya /
# Hue / Roblox credentials, a TSV whose password column is not the last, a sheet of door codes.
_register("labels_seventh_classes", [
    ("Found my old Microsoft recovery code in the drawer: K7DQM2-XH4TPA-9ZRW3B-MNC8VF-Q2LJ6T, storing it here.",
     "K7DQM2-XH4TPA-9ZRW3B-MNC8VF-Q2LJ6T"),
    ("Battle.net says to write down the restore code, it's QWPXZKMBRT", "QWPXZKMBRT"),
    ("steam revocation code is R48213 in case I lose the phone", "R48213"),
    ("Work laptop wants the BitLocker recovery key again. From the IT portal: "
     "402118-557613-090145-338172-614402-271930-505511-198870",
     "402118-557613-090145-338172-614402-271930-505511-198870"),
    ("Mail app on the tablet wanted an app password, Google made this one: zqkv mtrw pxne hblc",
     "zqkv mtrw pxne hblc"),
    ("Outlook on the old phone: generated app password kfjw qpzr mtxv hbnd, paste without spaces",
     "kfjw qpzr mtxv hbnd"),
    ("the hotel room safe is 09 51 37", "09 51 37"),
    ("Grandma's wall safe behind the painting: 31 07 44", "31 07 44"),
    ("House alarm 8264 - you have 45 seconds after opening the door.", "8264"),
    ("Voice code for ordering: 7316", "7316"),
    ("Kids code set to 4920 on the tv", "4920"),
    ("authenticator seeds for the shared accounts\n* AWS root: `n4tq 7xkb w2mr 5vpa hd3e gl6c`",
     "n4tq 7xkb w2mr 5vpa hd3e gl6c"),
    ("Setup key from the photo of the screen (OCR):\nMFRG0ZDFMZTWQ2LK\nNB2HI4DTHIXS6Y3P", "MFRG0ZDFMZTWQ2LK"),
    ("tuya local key for the garage plug: 'x8#Pq2!mZ0kLw9Rt'", "x8#Pq2!mZ0kLw9Rt"),
    ("Paired the hue bridge, the username it returned: 7Qx9kLmN2pR4sT6vW8yZ0aB1cD3eF5gH7iJ9kL1m (keep for the API)",
     "7Qx9kLmN2pR4sT6vW8yZ0aB1cD3eF5gH7iJ9kL1m"),
    ("pasted this from the browser devtools: _|WARNING:-DO-NOT-SHARE-THIS.--Sharing-this-will-allow-someone-to-log-"
     "in-as-you-and-to-steal-your-ROBUX-and-items.|_" + "9F3A" * 40, "9F3A" * 40),
    ("Office\tPassword\tNotes\nLeeds\tVq8!zz2Lm\tfront desk", "Vq8!zz2Lm"),
    ("Unit;Gate code;Notes\n12;48213;side gate\n14;90712;", "48213"),
])
BENIGN += [
    "Alarm 0645 every weekday, snooze twice.",
    "Keep it safe: 12-04-22 is when the warranty ends.",
    "Recovery codes: 10 left. Restore code requested on 2026-11-02.",
    "App passwords are under Security > App passwords, ask Tom if you need help with that.",
    "Room\tDoor\tCode\nA\tMain\tsee reception",
    "local key bindings: ctrl+alt+del restarts",
    "Hue bridge username is created when you press the link button, then the app pairs.",
    "two-factor setup: scan the QR with your authenticator app, then type the 6-digit code",
    "The safe in the lobby weighs 80 kg and is 45 cm wide.",
    "kode til rabat i webshoppen: VINTER25, gælder til fredag",
    "Husk kode til rabat: Efterår2025",
    "kode til tilbud: JULEGAVE24",
    "Steam sale code of conduct: no trading restore points, see the wiki.",
]

# secfix2, more of the seventh corpus's classes (read; other phrasings here, written first): a Belgian national
# number in its dotted groups, a Wi-Fi key of digits after a password word and the word for "network" in
# French, a wallet's private key in hex after its name in French or Polish with a clause between.
_register("labels_seventh_more", [
    ("Rijksregisternummer van mijn vader: 85.07.30-033.28, voor de mutualiteit", "85.07.30-033.28"),
    ("Réseau de la maison : Livebox-7F2A, mot de passe 48213390", "48213390"),
    ("La clé privée du portefeuille (à importer sur le PC) : "
     "0x7d3a9c01e4b85f26a1c0d9e87b3f4a52c6e1d08b9a7f3c25e4d1b06a8c9f7e31",
     "7d3a9c01e4b85f26a1c0d9e87b3f4a52c6e1d08b9a7f3c25e4d1b06a8c9f7e31"),
    ("Klucz prywatny portfela (do importu w telefonie): "
     "0xc41f0a7e93d25b68e1a4c7f09d3b62e85a1f4c07b9e36d21a8c5f04e7b92d163",
     "c41f0a7e93d25b68e1a4c7f09d3b62e85a1f4c07b9e36d21a8c5f04e7b92d163"),
])
BENIGN += [
    "Het netwerk is traag; het wachtwoord heb ik niet, bel 0612345678 voor hulp.",
    "Le réseau social demande un mot de passe de 12345678 caractères? non, 8 minimum.",
    "Rijksregister: afspraak op 12.03.2024 om 10.30 uur",
]
BENIGN += [  # a password-manager note whose password line holds a remark in parentheses, then the CSV cell ends
    'url,username,password,extra,name,grouping,fav\nhttp://sn,,,"NoteType:Database\nUser:sa\nPassword: (ask Dana for '
    'it)",SQL box2,IT,1',
]

# secfix2: security answers each quoted after its question's short name, 2FA codes named by a determiner only
# with an account's sign-in word near (the seventh corpus's last classes, read; other phrasings here, first)
_register("labels_seventh_last", [
    ("Security answers for the bank: street 'Elm Grove', first car 'Fiesta'.", "Elm Grove"),
    ("My memorable word 'Kettle9x' for the pension portal", "Kettle9x"),
    ("Can't sign in to my Microsoft account. The 8 codes they gave me: 48213390 19283746 55102938 77301928",
     "48213390 19283746 55102938 77301928"),
    ("My Google login is gone, but I kept the codes on paper: 9921 0384, 5520 1193, 6678 2041",
     "9921 0384, 5520 1193, 6678 2041"),
    # a passphrase of words after a quoted or a default account's name, "user / password"
    ("Modem admin: `root` / `velvet-harbor-quiet-lemon`", "velvet-harbor-quiet-lemon"),
    ("Wi-Fi extender: admin / maple-cobalt-river-stone", "maple-cobalt-river-stone"),
])
BENIGN += [
    "The security answers are stored in 'Vault' like the rest.",
    "security answers: see 'Family docs' in 1Password",
    "Our security questions: 'first pet' and 'school', answers in the safe.",
    "The tracking codes for the three parcels: 1234 5678 2345 6789 3456 7890",
    "these promo codes from the Google store: 1111 2222 3333 4444 5555 6666? all expired",
    "Log in with the codes on your invoice: 4411 2290 1937 and 2290.",
    "router admin: see the sticker / ask-me-later-please",
    "user docs: read / write-once-read-many",
]

# secfix3: a secret asked for on one speaker's line and given on the next speaker's line (the eighth corpus's
# support chats, read by class; these phrasings are ours, written before the rule in ``_codes._asked``)
_register("dialogue_asked", [
    ("Bank rep: I'll need the one-time code from the text message to continue.\nMe: sure, 583014", "583014"),
    ("Helpdesk: Could you type your Windows password so I can log in remotely?\nUser: Ravel!n94Tq", "Ravel!n94Tq"),
    ("Operadora: me confirma o PIN do cartão, por favor?\nEu: 7390", "7390"),
    ("Berater: Wie lautet die TAN aus der SMS?\nIch: 639021", "639021"),
    ("Support: what is the memorable word on file?\nMe: marmalade", "marmalade"),
    ("店員：请告诉我短信验证码\n我：775310", "775310"),
    ("Agent Lee: For security, what's your account passcode?\nCaller: it is 40917", "40917"),
])
BENIGN += [
    "Agent: Can you read me the PIN?\nMe: no, I'd rather come to the branch.",
    "Bank rep: what's the postcode on the account?\nMe: 90210",
    "Agent: did the SMS code arrive?\nMe: not yet, still waiting",
    "Agent: What's the tracking number?\nMe: 1Z99887766",
    "Support: please confirm the last 4 digits of your card and the SMS you got\nMe: ok one sec",
]

# secfix3: a password word broken by OCR's stray spaces in a label ("Pass word :"), read whole again
# (``_splits.respaced``); our phrasings, written before the rule
_register("ocr_split_label", [
    ("Guest net\nPassw ord: teal7731orchid\nenjoy your stay", "teal7731orchid"),
    ("Zugang zum Portal\nPass wort : Qm4!zrT8vw\nBitte ändern", "Qm4!zrT8vw"),
    ("Usuario: mlopez\nContr aseña: Brisa#4471mar", "Brisa#4471mar"),
    ("用户名：wang88\n密　码：Kx92!pqLr7", "Kx92!pqLr7"),
    ("Wacht woord (tijdelijk): Vlinder-8812!", "Vlinder-8812!"),
])
BENIGN += [
    "Account\nPass word : ●●●●●●●●\nForgot pass word?",
    "비밀 번호: ********\n로그인 유지",
    "Pass port : see the drawer\nVisa : pending",
]

# secfix3: the answer to a security question after the question's name in many languages, the value after the
# line's last separator or on "name: value" lines under the label (``_codes._question_answers``); ours, first
_register("security_question_langs", [
    ("security question (city where my parents met): Tromsø", "Tromsø"),
    ("Geheimfrage Lieblingsbuch -> Momo", "Momo"),
    ("pregunta secreta, nombre de mi primera mascota: Canela", "Canela"),
    ("domanda di sicurezza 'nome della nonna' = Ersilia", "Ersilia"),
    ("секретный вопрос: любимый фильм — ответ Брат", "Брат"),
    ("安全问题：第一辆车的品牌 答案：捷达", "捷达"),
    ("My security answers:\n1. favourite band: Toto\n2. first job: paper round", "Toto"),
])
BENIGN += [
    "the security questions are set, answers live in Bitwarden",
    "security question tip: never use your real mother's maiden name, use something random and long instead",
    "Sicherheitsfrage: welche? Ich habe keine eingerichtet, glaube ich.",
    "安全问题的答案我都存在密码管理器里了",
]

# secfix3: digits said aloud in more ways (Vietnamese, Arabic, Japanese kana, "double" / "triple", a card read
# aloud to nineteen digits), a German "Kombination", an Italian "portone", a "security number" (``_spelled``,
# ``_prose``, ``_locales``); ours, written before the rules
_register("spoken_digits_more", [
    ("siri remember the gym locker code is triple four two nine", "triple four two nine"),
    ("mã pin thẻ tín dụng của mẹ là chín hai bảy một", "chín hai bảy một"),
    ("الرقم السري للبطاقة خمسة سبعة اثنان ثمانية", "خمسة سبعة اثنان ثمانية"),
    ("銀行の暗証番号 ご なな いち きゅう", "ご なな いち きゅう"),
    ("Die Kombination für den Tresor im Keller ist 3819", "3819"),
    ("il codice del portone nuovo è 58213", "58213"),
    ("telephone banking security number: 729104", "729104"),
    ("card is five four one two seven five one two three four five six seven eight nine eight, cvv one two three",
     "five four one two seven five one two three four five six seven eight nine eight"),
])
BENIGN += [
    "oh oh oh oh, what a day",
    "la combinazione di colori del portone è verde e blu",
    "Die Kombination aus Bahn und Rad dauert 2045 Sekunden? nein, Minuten",
    "ba bốn năm nữa mới về",
]

# secfix3: references the eighth corpus's devops look-alikes stand for (read; other phrasings here, first): a
# shell expansion's operator after a password variable, a value kept in a .env file, a Kubernetes Secret's key
# reference named in prose
BENIGN += [
    "  DB_PASSWORD: ${DB_PASSWORD:-changeme-in-prod}",
    "environment:\n  REDIS_PASSWORD: ${REDIS_PASSWORD:?missing}",
    "le mot de passe vient du fichier .env-local, pas du dépôt",
    "# 密码来自 existingSecret，chart 里不写",
    "Das Passwort kommt per secretKeyRef aus dem Cluster.",
]

# secfix3: backup / recovery codes after their name with the code word first or in more languages, and codes of
# two spaced groups or six characters (``_recovery._CODES_LABEL``, ``_CODE``); ours, written before the rule
_register("recovery_codes_more", [
    ("codici di recupero di Instagram: 4815 9026 7731 0482 5590 1174", "4815 9026 7731 0482 5590 1174"),
    ("резервные коды Google: 58213904 66120937 90418823", "58213904 66120937 90418823"),
    ("백업 코드 (네이버): 730215, 918402, 264880", "730215, 918402, 264880"),
    ("Twitch recovery codes k3vz 9q2m  7tpa x41c  m8ne 2wq7", "k3vz 9q2m  7tpa x41c  m8ne 2wq7"),
    ("backup codes for the game launcher: 7QX2PA 9KM4ZE HT83NW", "7QX2PA 9KM4ZE HT83NW"),
])
BENIGN += [
    "códigos de respaldo: los guardé en la caja fuerte, no aquí",
    "recovery codes regenerated on 12 March, old ones void",
    "백업 코드는 금고에 보관했어요",
    "the zip codes for the two offices: 94107 and 10001",
]

# secfix3: ids after their names with their public checks (Singapore NRIC / FIN, Taiwan id, Australian Medicare,
# US ITIN, the French NIR called "sécu", a South African id as "SA ID"), Polish id card and passport by label and
# shape, a UK NINO in spaced pairs (``_ids``); values computed with the checks, phrasings ours
_register("ids_eighth_classes", [
    ("my FIN number is T0312345I, needed for the lease", "T0312345I"),
    ("阿嬤的身分證 F123456784 記得帶", "F123456784"),
    ("Medicare card 2951 73647 1 — the kids are on it too", "2951 73647 1"),
    ("ITIN: 912-71-4821 (spouse)", "912-71-4821"),
    ("mon numéro de sécu c'est 2 85 06 75 123 456 39", "2 85 06 75 123 456 39"),
    ("rsa id 9204155123085 for the lease", "9204155123085"),
    ("numer dowodu: ABA300000", "ABA300000"),
    ("NINO is JG 12 34 56 C", "JG 12 34 56 C"),
])
BENIGN += [
    "Medicare card renewal is due 12 03 2026, call 1300 300 273",
    "ITIN applications take 7 weeks; form W-7",
    "the NRIC office opens 09 00 to 17 00",
    "身分證 換發 時間 2026 年 3 月",
]

# secfix3: a secret key, signing secret or token named in other languages, then a strong random token
# (``_context._API_WORDS``); values random, phrasings ours
_register("named_secret_langs", [
    ("секретный ключ сервиса оплаты — Qw8rT2zLk9VbX4nM7pHs3DfJ6yUe", "Qw8rT2zLk9VbX4nM7pHs3DfJ6yUe"),
    ("la clave secreta del bot es Zk4Pq9Lm2Xv7Rt3Bn8Wc5Hy1Jd6Fg", "Zk4Pq9Lm2Xv7Rt3Bn8Wc5Hy1Jd6Fg"),
    ("jeton d'accès Shopify du client : Hq3Lx8Rz5Vk2Nw7Pt4Bm9Jc6Yd1Sf", "Hq3Lx8Rz5Vk2Nw7Pt4Bm9Jc6Yd1Sf"),
    ("결제 모듈 시크릿 키 Vb7Nq2Lk9Zx4Rt8Pm3Wc6Hy5Jd1Gs", "Vb7Nq2Lk9Zx4Rt8Pm3Wc6Hy5Jd1Gs"),
    ("签名密钥：Mx5Rq8Lz2Vk7Nt4Pw9Bc3Hy6Jd1Gf", "Mx5Rq8Lz2Vk7Nt4Pw9Bc3Hy6Jd1Gf"),
])
BENIGN += [
    "la clave secreta está en el gestor, no la pongo aquí",
    "секретный ключ перевыпущен, старый отозван",
    "시크릿 키는 다음 주에 교체합니다",
    "jeton de rafraîchissement expiré, reconnectez le compte",
]

# secfp: the classes of the look-alikes the ninth and tenth corpora flagged (their texts unread here; these
# phrasings are ours, written before the rules were changed): a secret's name whose value is a code expression
# that reads it (a call, an index, a method chain), a token-replacement placeholder (``__NAME__``, ``@@NAME@@``),
# a masked value (a prefix, stars, the last four), a public key or its fingerprint (OpenSSH, WireGuard, SHA256:),
# an identifier named like a secret (an account SID, a key id, a client id, a vendor's client key, a Firebase web
# config), a cookie of URL-encoded words, a password word negated or followed by another clause's subject, a
# password cell holding a remark, a company's tax id, a reference code in Greek or a Chinese compound
BENIGN += [
    'db_password: Settings.current.vault.fetch("orders-db")',
    "apiToken: ProcessInfo.processInfo.environment[\"API_TOKEN\"] ?? \"\"",
    "client_secret = app.config.credentials.stripe[:secret]",
    "  authToken: KeychainStore.shared.string(forKey: \"twilio\"),",
    "DB_PASSWORD=__SET_BY_PIPELINE__",
    '"apiKey": "@@SENDGRID_KEY@@"',
    "smtp password: %%MAIL_PASSWORD%%",
    "token: ghp_****************a9F2 (revoked yesterday)",
    '"secret_key": "sk_live_••••••••4242"',
    "api_key=rk_live_****7Q2c in the request log",
    'authorized_key = "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAICegrrP+6SMvivIhH57kkcWxC+y1Vjv8Hm+TQn7LyP4p ci@runner"',
    "[Interface]\n# the laptop's public half; the admin adds it for user dana\n"
    "PublicKey = pU3KGCUwux1tEyze1iN7LtkeP3IfyxlxF0SU1kk8nVw=",
    "login for the build user is by key; its fingerprint: SHA256:NGC+MSAeaf7aoO7ouZl/XHwpmf2v5ZMlPNZUr0361xQ",
    "ACCOUNT_SID=AC3f5e9a0b7c2d4e6f8a1b3c5d7e9f0a2b",
    "audit: 403 reason=token_revoked jti=8f3e2a91c04b7d65e1f0",
    "set-cookie: cookie_prefs=marketing%3Doff%26ads%3Doff; Path=/; SameSite=Lax",
    "the Zendesk integration's API key (client id) is 4c1e9b7a02d35f68e4a1c0b9d7f2e365; its secret is in the vault",
    'const firebaseConfig = { apiKey: "AIzaSyB3kq7Zt9Lm2Xv8Rn4Pw6Hc1Jd5Fg0Ks2A",'
    ' authDomain: "recipes-9f2.firebaseapp.com", appId: "1:408177364512:web:9c2e7d11aa03f5" };',
    "VITE_MIDTRANS_CLIENT_KEY=SB-Mid-client-Qw3ErT7yUi9oPa2S",
    "the hotspot has no password, its name is Pixel-7A-Hotspot",
    "log in with your usual password; the server certificate is 'DigiCert Global Root G2'",
    "| App | User | Password |\n|---|---|---|\n| Notion | sam@studio.io | sign in with Okta |",
    "Factura a nombre de la empresa, RUT 96.512.220-6, giro comercio.",
    "NIF da empresa: 512345678 (para a fatura)",
    "Κωδικός κράτησης 48213977 για το ξενοδοχείο",
    "门店编码 4471，负责人王工",
]

# secfp: a passphrase under a config's "pass_phrase" key (Oracle Cloud's CLI config spells it so); phrasings ours
_register("secfp_pass_phrase", [
    ("[PROFILE]\nkey_file=~/.oci/api_key.pem\npass_phrase=Kq7-TRAVEL9xLmz\nregion=us-ashburn-1", "Kq7-TRAVEL9xLmz"),
    ("signing:\n  pass_phrase: 'Wn4#harbor-Lights22'", "Wn4#harbor-Lights22"),
])

# secfp: what an agent saves from code (the tenth corpus's "code" and "memory" sources; its texts unread here,
# these phrasings ours, values random): a vendor's key by its documented prefix (Flutterwave FLWSECK-, Xendit
# xnd_production_ / xnd_development_, Mercado Pago APP_USR- access tokens, Meta Graph EAA… tokens), a secret handed
# to a call positionally (PowerShell ConvertTo-SecureString -AsPlainText, a setter of an access token or API key,
# a signing key's bytes, Twilio's client built from the SID and the auth token), a Go DSN whose password holds
# an "@", and a password variable named in Portuguese / Spanish camelCase
_register("secfp_code", [
    ("rave.init(\"FLWSECK_TEST-cc6577428c2f6d6bc64e5a22fac180d6-X\")",
     "FLWSECK_TEST-cc6577428c2f6d6bc64e5a22fac180d6-X"),
    ("charges go through xnd_production_CqIz0Wiw8SE7diV3TMXVjM8AhghjsllAj7n4JuXFZo2qh20xlReGsaL1dvny now",
     "xnd_production_CqIz0Wiw8SE7diV3TMXVjM8AhghjsllAj7n4JuXFZo2qh20xlReGsaL1dvny"),
    ("sdk = mercadopago.SDK('APP_USR-6825434796279721-031122-7e03af2a080ad8541c11a795e1d763f5-1290443871')",
     "APP_USR-6825434796279721-031122-7e03af2a080ad8541c11a795e1d763f5-1290443871"),
    ("page token EAABzv0ZzyA0xIfl4c7xU2zXCot2PoPUtg3SUunWZTRTpysCW9f4CA96qeGs6R3uYEIi75qB4sA9Q0NksyRRM3NQTCmyv4mwaQwSs9"
     "2m5QQkYOqQAVW3ToA33wQzahGImaHt8RVkGYZC7nqV2VADJHONXO for the shop's page",
     "EAABzv0ZzyA0xIfl4c7xU2zXCot2PoPUtg3SUunWZTRTpysCW9f4CA96qeGs6R3uYEIi75qB4sA9Q0NksyRRM3NQTCmyv4mwaQwSs92m5QQkYOqQAVW3"
     "ToA33wQzahGImaHt8RVkGYZC7nqV2VADJHONXO"),
    ('$bk = ConvertTo-SecureString "Lantern#5520" -AsPlainText -Force', "Lantern#5520"),
    ("client.setApiKey('1WMXsmVbgZteLc9dAtxJO8TLKsmWg3YzzYlqDvi4i5C32SSy');",
     "1WMXsmVbgZteLc9dAtxJO8TLKsmWg3YzzYlqDvi4i5C32SSy"),
    ('var key = new SymmetricSecurityKey(Encoding.ASCII.GetBytes("CqIz0Wiw8SE7diV3TMXVjM8AhghjsllA"));',
     "CqIz0Wiw8SE7diV3TMXVjM8AhghjsllA"),
    ('client = Client("ACb2e6e1b465e551305fd2d2490ca4c616", "cc6577428c2f6d6bc64e5a22fac180d6")',
     "cc6577428c2f6d6bc64e5a22fac180d6"),
    ('db, _ := sql.Open("mysql", "app:Ma@ple77@tcp(db:3306)/shop")', "Ma@ple77"),
    ('String senhaBanco = "Tulipa_verde88";', "Tulipa_verde88"),
    ("const claveSmtp = 'k9#Rumbo-Sur';", "k9#Rumbo-Sur"),
])
BENIGN += [
    'String senhaBanco = System.getenv("SENHA_BANCO");',
    "const passwordMinLength = 12;",
    'passwordHint = "first pet"',
    "$pw = Read-Host -AsSecureString 'Password'",
    'var key = new SymmetricSecurityKey(Encoding.UTF8.GetBytes(config["Jwt:Key"]));',
    'client = Client(os.environ["TWILIO_ACCOUNT_SID"], os.environ["TWILIO_AUTH_TOKEN"])',
    "FLWPUBK_TEST-b2e6e1b465e551305fd2d2490ca4c616-X is the public key for the checkout widget",
]

# secfp: codes as an agent saves them through memory_add (the tenth corpus's "memory" and "toolcall" sources; its
# texts unread here, phrasings ours): the code closing a JSON string ('…: 4471"}'), a code with a letter or a "#"
# ("B5520", "6613C", "4408#"), a time, an ordinal street or an address's number in the clause before the code, a
# combination in dashed pairs, a bank's "clave", an immobiliser, a Dutch cijferslot, Arabic "كلمة سر" and "رقمه السري",
# and a password given after "i.e." or a colon further along its sentence
_register("secfp_memory_codes", [
    ('{"tool":"memory_add","arguments":{"content":"garage keypad code: 5903"}}', "5903"),
    ('{"content":"Código de la alarma de la oficina: 7714"}', "7714"),
    ("Le digicode de la résidence est B5520, bâtiment A.", "B5520"),
    ("Kod do bramy garażowej: 6613C.", "6613C"),
    ("the back gate code before 8 am is 4408#, after that it's open", "4408"),
    ("Mailbox code at 22nd & Main: 190274", "190274"),
    ("Storage unit padlock combination: 14-03-29", "14-03-29"),
    ("Usuario entra a Banco Pichincha con la clave 5582.", "5582"),
    ("el código del inmovilizador de la moto es 8841", "8841"),
    ("het cijferslot van de schuur staat op 4093", "4093"),
    ('{"content":"كلمة سر تطبيق البنك: 739152"}', "739152"),
    ("قالت إن رقمها السري للبطاقة هو 6204.", "6204"),
    ("Her bank password is her cat's name plus her house number — i.e. Pumpkin221!", "Pumpkin221!"),
    ("His Netflix password is the same as the router one he gave me before: wq7tzrx4kp.", "wq7tzrx4kp"),
])
BENIGN += [
    '{"tool":"memory_add","arguments":{"content":"gate code changes on the 1st of each month"}}',
    "the padlock combination has 3 numbers, I wrote them on the box",
    "Banco Pichincha: la clave se cambia cada 90 días",
    "her password is her cat's name plus her house number, she never writes it down",
    "password reset link expires in 24 hours: check your inbox",
    "el inmovilizador de la moto falla desde 2019",
    # a colon after a password word that is a config's next key, not the password's sentence
    'smtp_password: "{{ vault_smtp_password }}"\nsmtp_relay_host: "mail-relay-eu3.internal"',
    "# 密码由 vault 注入\n  - name: SMTP_PASSWORD\n    valueFrom: {secretKeyRef: {name: mail-eu3, key: pass}}",
]

# secfp: more of the same register (phrasings ours): the code far along a long clause after its lock, closing a
# JSON string that another field follows, a padlock's dashed combination with no four digits in a row, a Dutch
# hangslot as the lock noun, and passport numbers named in Hindi, Polish, Arabic, Turkish and Indonesian
_register("secfp_memory_codes2", [
    ('{"content":"Código del portón en la casa de los abuelos de la usuaria en Quito : 5150B"}', "5150B"),
    ('{"content":"Gate code for the user\'s allotment (Plot 17): 4471","ttl":7}', "4471"),
    ("Bike shed locker #12 combination: 08-31-16, per her.", "08-31-16"),
    ("Hij zegt dat de code van het hangslot 7720 is.", "7720"),
    ("मेरी बहन का पासपोर्ट नंबर Z7391046 है", "Z7391046"),
    ("paszport nr EA4417920, ważny do 2030", "EA4417920"),
    ("رقم جواز السفر N08813457", "N08813457"),
    ("pasaport numaram U19284736", "U19284736"),
    ("nomor paspor saya B4418290", "B4418290"),
])
BENIGN += [
    "the padlock combination is written inside the box lid, 3 numbers",
    "पासपोर्ट कार्यालय 10 बजे खुलता है, टोकन 214",
    "paszport odbiorę w piątek, okienko 12",
    # a number of something else about the passport: an appointment, an application, a file, a receipt
    "passport renewal appointment 4471902 on Monday at 9",
    "पासपोर्ट आवेदन संख्या 3390127 है, स्थिति देखनी है",
    "Reisepass: Termin 8823190 beim Bürgeramt",
]

# secfp: Spanish "clave" before a number is the code or password itself (a bank's, a tax portal's), and a short
# password given after a colon further along its own sentence (phrasings ours)
_register("secfp_clave_colon", [
    ("Para entrar al portal del SII usa su RUT y la clave 88213.", "88213"),
    ("Mi hermano entra a la app con el correo y la clave 4518, no la cambies.", "4518"),
    ("The password for her work laptop is her son's name and his age: Tomas9.", "Tomas9"),
    ("Le mot de passe du wifi du chalet est le nom du chien et l'année : Rex2019.", "Rex2019"),
])
BENIGN += [
    "la palabra clave 2024 del congreso es sostenibilidad",
    "la clave del éxito en 2024 fue ahorrar",
    "the password for the portal has to be changed every 90 days: Tuesday is the deadline",
    "password rules, as the admin said: 12 characters minimum",
]

# secfp11: classes the eleventh corpus showed (phrasings ours, written before the rules were changed): an env
# listing whose entry ends in a secret's name (a *_FILE path "…/db_token") followed on the next line by another
# entry; a user/password pair read across a path ("config from /home/…", "registry.example.com/team/app:tag");
# an SSID or host named after the password word; a password echoed into `login --password-stdin`; a bank
# account number near a bank word stays refused (docs/secrets.md), routing number or not
_NPM = "npm_" + rnd(36)
_register("secfp11_near_guards", [
    ("env | sort\nDB_PASSWORD_FILE=/run/secrets/db_password\nDB_PASSWORD=Tr0ub4dor&3xQ\nTZ=UTC", "Tr0ub4dor&3xQ"),
    ("docker login -u deploy -p hunter2Xy! ghcr.io", "hunter2Xy!"),
    ("//registry.npmjs.org/:_authToken=" + _NPM, _NPM),
    ("wifi at the cabin: SSID Pine-Lodge, password Kx8-plum-Ravine-44", "Kx8-plum-Ravine-44"),
    ("Routing number 021000021, account 483920175566, Chase checking", "483920175566"),
    ("$ echo 'v9#Lq2xTm' | docker login -u ops --password-stdin harbor.lan", "v9#Lq2xTm"),
    ("Send it to my account 0123456789 at Zenith Bank, name Chidinma Obi.", "0123456789"),
])
BENIGN += [
    "$ env\nUSER=ci\nAPI_TOKEN_FILE=/var/run/secrets/api_token\n"
    "BUILD_ID=9f3c2a71d8e64b05a1c7e2f9b3d4a6c8e0f1b2a3\nLANG=C",
    "$ docker compose config\n    environment:\n      PGPASS_FILE: /run/secrets/db_secret\n"
    "      IMAGE_DIGEST=4b8e0c2f7a19d35e6c81f0a2b7d94e3c5a6f1e08",
    "after docker login I get: pushing registry.example.com/platform/worker:3c9e1f2 denied",
    "the user config is read from /home/anjali/.config/pip/pip.conf, not from the project",
    "login fails on pull ghcr.io/octo-org/backend:v2.3.1, 'unauthorized' since this morning",
    "office router: WPA2, 16-char password, guest network off, SSID Casa-Oduya-2G",
    "the password for network Kibanda-Net-5G is on the sticker under the router",
    "echo \"$GHCR_PAT\" | docker login ghcr.io -u octo --password-stdin",
]

# secfp11: a reference number after a ticket / order word beside the password word ("senha … (ticket 48812)"); a
# card format's facility / site code (HID 26-bit Wiegand: printed on every card of the site, no lock's code);
# Arabizi chat words spelled with digits (7 = ḥ, 3 = ʿ, 2 = hamza) after the password word, with no value given.
# Nearby secrets: a door code beside the card format, a password told in Arabizi after "houwe"/":"
_register("secfp11_references", [
    ("HID reader on the back door, facility code 118; the keypad code for that door is 7316", "7316"),
    ("el password el jdid houwe 7abibi#2291, ma t2oulo la 7ada", "7abibi#2291"),
    ("a senha do wifi do escritório é Cafe!8821 (ticket 4471 fechado)", "Cafe!8821"),
])
BENIGN += [
    "Mudei a senha do e-mail (protocolo 88120); a nova ficou no cofre da família.",
    "Cambié la contraseña del router (ticket #30917), la nueva está en la bóveda del equipo.",
    "J'ai changé le mot de passe du NAS (ticket 77120), le nouveau est dans le coffre de l'équipe.",
    "New badges: 26-bit H10301, site code 212, card numbers 4100-4350 for the east door readers.",
    "Access panel on the gate: Wiegand 34-bit, facility code 3310, reader LED green",
    "ya 3amm ana 3amalt reset lel password w 5allaytoh fel 1Password, kalamni law fi 7aga",
    "msh 3aref el password, ba3atlo 2elli yghayyaro w ysaggelo fel manager",
]

# secfp11: tool output whose command names the secret and whose next line prints it (phrasings ours): terraform
# output of a password / token output (-raw, or -json with its "value"), redis CONFIG GET requirepass / masterauth
_register("secfp11_tool_output", [
    ("$ terraform output -raw grafana_admin_password\nWq7!zLp0ras", "Wq7!zLp0ras"),
    ('terraform output -json ci_api_token\n{"sensitive":true,"type":"string","value":"Rm2xZp9Qv7Lk"}', "Rm2xZp9Qv7Lk"),
    ('redis-cli -h cache01 CONFIG GET masterauth\n1) "masterauth"\n2) "Pl4tano.Verde"', "Pl4tano.Verde"),
])
BENIGN += [
    '$ terraform output\ndb_admin_password = <sensitive>\ndb_endpoint = "db1.internal:5432"',
    "$ terraform output -raw db_endpoint\nprod-db.c9akciq32.eu-west-1.rds.amazonaws.com",
    '$ terraform output -json kms_key_arn\n'
    '"arn:aws:kms:us-east-1:123456789012:key/1234abcd-12ab-34cd-56ef-1234567890ab"',
    '127.0.0.1:6379> CONFIG GET requirepass\n1) "requirepass"\n2) ""',
    '127.0.0.1:6379> CONFIG GET maxmemory-policy\n1) "maxmemory-policy"\n2) "allkeys-lru"',
]
