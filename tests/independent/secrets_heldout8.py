"""Held-out evaluation corpus #8 for the zeusmem write gate: voice, chat, support, OCR, devops and cloud texts.

Who / when / how
    Written by an independent evaluation-data author (a helper session) on 2026-12-06, blind: I did not open
    anything under zeusmem/, docs/, bench/ or README.md, nor any test or corpus file, with one exception: the
    module docstring (lines 1-122) of tests/independent/secrets_heldout7.py, for the format (list names, (label,
    text) tuples, label scheme) and the decisions on open questions, adapted below. I did not read that corpus's
    entries, did not grep the repository and never ran the gate on these texts. Only public knowledge of
    credential formats (prefixes, lengths, charsets, checksums) was used; no value was copied from documentation
    except in DOCUMENTED_EXAMPLES. Texts were written by hand as templates; random parts were filled by a
    throw-away generator kept outside the repository, seeded with random.Random(20261206_8). Key material is
    real and unseeded: OpenSSH ed25519, RSA and P-256 PEM keys and X25519 (WireGuard, age) keys from the
    cryptography library, PGP ed25519 key blocks from gpg in a throw-away home directory, self-signed X.509
    certificates from cryptography. Nothing is live; every value was made up for this file. Checksummed formats
    are valid where I know the rule: card numbers pass Luhn (Visa 4, Mastercard 51-55, Amex 37, JCB 35, UnionPay
    62); IBANs (DE, PL, TR, NL, HR, BG, UA, EE; benign also FR, ES, IT, PT) pass mod-97 and python-stdnum's
    national checks; national ids carry their real check digits and were validated with python-stdnum (TR TC
    Kimlik, CN resident id, BR CPF, IN Aadhaar (Verhoeff), KR RRN, ZA id, MX CURP, CL RUT, ES NIE, JP My Number,
    ID NIK, EE isikukood, BG EGN, HR OIB, IE PPS, FR NIR, UA RNTRC, RU INN, US SSN ranges, GB NHS number); SG
    NRIC and TW national id use their public check letter / digit rule, the AU Medicare number its check digit,
    passport MRZ lines the ICAO 9303 7-3-1 check digits, the RU SNILS its mod-101 check; PK CNIC, VN CCCD, UK
    NINO, US ITIN and plain passport numbers have shape only. BIP-39 phrases pass the checksum (English,
    Japanese, Chinese simplified and traditional, Korean, Spanish, French, Italian, Portuguese, Czech lists from
    python-mnemonic); WIF keys, xprv / xpub are valid base58check; bc1 addresses and the age recipient are valid
    bech32; ghp_ / ghs_ tokens carry the base62 CRC32 tail; JWTs are HS256 with a real HMAC over their own
    claims. Benign public ids are valid too: CNPJ, VKN, USCC, GSTIN, DE VAT, KR BRN, SIREN, EIN, NPI, JP
    corporate number, VN MST, RU OGRN, UA EDRPOU, ABA routing number, SEPA creditor id, ISBN, EAN, IMEI.
    Provider keys without a public checksum (Alibaba, Tencent, OCI, IBM, DigitalOcean, Linode, Hetzner, Vercel,
    Netlify, Supabase, Clerk, Postmark, Mailgun, Twilio, Plaid, Shopify, Square, Atlassian, Figma, Notion,
    Airtable, Doppler, Vault, Grafana, Sentry, Datadog, New Relic, PagerDuty, Okta, ...) have the documented
    prefix, length and alphabet only.

Emphasis (registers the seven earlier corpora used little, as far as their docstrings tell)
    Voice-assistant transcripts (ASR style: lower case, no punctuation, digits spoken as words in 18 languages,
    letters spelled out, "double seven", "oh" for zero, "star ... pound"); lower-case chat with typos and no
    labels ("hulu - kmartin88:...", a bare card line "number exp cvv"); support chats where an agent asks for a
    code, PIN, security word or remote-session password (and the customer gives or refuses it); screenshots
    OCR'd with broken spacing ("Pass word", values split across lines); devops files and logs (Dockerfiles,
    compose, SQL migrations, alembic / JDBC / psql strings, CI logs with set -x echo, Kubernetes Secrets with
    base64 data and dockerconfigjson, Helm values, .netrc, .pgpass, sshpass, curl -u, wp-config, Django / Rails
    secret keys, tfvars, Ansible, .git-credentials, .npmrc, composer auth.json, cargo credentials, AWS
    credentials with a session token, kubeconfig client-key-data, Terraform state, PuTTY .ppk, Docker
    config.json); cloud / SaaS keys of providers less commonly covered (list above) plus Yandex, Naver, Huawei,
    Toss; webhook signing secrets, HMAC secrets, OAuth client secrets, refresh tokens (Google, Microsoft,
    Spotify, Dropbox, Xero), session cookies, magic and reset links; crypto wallets (seed phrases in ten
    wordlists, in caps, comma-separated, numbered inline, half a phrase; hex / WIF / xprv / Solana keys, Solana
    id.json byte arrays, exchange API keys); private key blocks (OpenSSH, RSA, EC, PKCS#8 inside service-account
    JSON, PGP); recovery codes (GitHub, Google, Microsoft, Apple, BitLocker, 1Password Secret Key, Discord,
    Dropbox, Bitwarden, Tuta, Kakao, Epic, Steam, YubiKey PUK); banking (card + CVV in many languages, IBAN with
    online-banking login, TAN lists, UPI / PIX / GCash / M-Pesa PINs); national ids of 25 countries and
    passports (MRZ); home codes (door, gate, keybox, alarm and duress codes, safes, padlocks, parental-control
    PINs, Wi-Fi notes on the fridge); security-question answers; government e-ID and citizen-portal logins;
    code-switching messages. About 42 % non-English, weighted towards languages with other scripts or less
    coverage: Chinese, Japanese, Korean, Vietnamese, Indonesian, Hindi, Arabic, Turkish, Russian, Ukrainian,
    Polish, Bulgarian, Croatian, Estonian, plus Spanish, Portuguese, French, German, Italian, Dutch. BENIGN
    mirrors the same registers with the value absent, masked, referenced or replaced by a public identifier of
    similar shape, plus "misc" look-alikes (hex colours, base64 images and text, file hashes, chess notation,
    lottery numbers, sudoku rows, DOIs, MAC / IPv6 addresses, ISRCs, tracking and ticket numbers).

Labels
    Each tuple is (label, text) with label = "source/kind/lang": source is the register (below), kind a short
    description of the value or situation, lang an ISO 639-1 code. Sources: voice = voice-assistant transcript;
    chat = casual chat message; support = support / helpdesk chat; ocr = screenshot or photo OCR; devops =
    config files, scripts, migrations, CI logs, Kubernetes; cloud = cloud / SaaS provider keys and identifiers;
    auth = webhooks, JWTs, OAuth, sessions; crypto = wallets and exchanges; keyblock = private / public key
    blocks and passphrases; recovery = recovery / backup codes and 2FA seeds; bank = cards, bank logins, PINs,
    TANs, account details; id = national ids, passports and other identifiers; home = household codes and Wi-Fi;
    secq = security questions; gov = government e-ID and citizen portals (e-Devlet, Gosuslugi, Diia, SPID,
    DigiD, Cl@ve, gov.br, Mynaportal, impots.gouv, ELSTER, VNeID, DJP, Absher); mixed = code-switching messages
    (Hinglish, Taglish, Spanglish, Denglisch, Japanese-English, Franglais, Konglish, Chinese-English, Arabizi,
    Russian-English), labelled with the non-English language; misc (BENIGN only) = other look-alikes.

Counts
    SECRETS: 557  (non-English: 238, 43 %)
        by source: cloud 88, devops 61, chat 50, voice 47, bank 45, home 40, id 39, crypto 35, auth 30, support 26,
            recovery 24, ocr 20, secq 16, gov 13, keyblock 13, mixed 10
        by language: en 319, zh 25, de 22, es 21, ja 20, fr 19, pt 18, ko 16, tr 14, ru 12, id 10, vi 10, it 9,
            pl 8, hi 7, ar 6, uk 6, nl 5, bg 2, et 2, hr 2, tl 2, cs 1, sw 1
    BENIGN: 558  (non-English: 231, 41 %)
        by source: devops 67, cloud 65, chat 55, id 50, voice 47, bank 36, misc 36, home 34, support 31, crypto 29,
            ocr 22, auth 21, keyblock 16, recovery 15, gov 14, mixed 10, secq 10
        by language: en 327, de 23, ja 20, zh 20, es 18, fr 18, pt 17, ko 16, ru 14, tr 13, vi 12, id 10, hi 9,
            it 9, ar 8, pl 8, uk 7, nl 5, tl 2, hr 1, sw 1
    DOCUMENTED_EXAMPLES: 14 (counted in neither figure)

Decisions on open questions (those of corpus #7, adapted to these registers)
    Secret (must be refused):
    - anything that authenticates or unlocks, in digits or spoken / spelled out in any language: passwords and
      passphrases (also spelled letter by letter, or only "pw" / ":" / "/" separated from a user name), PINs of
      any kind (card, SIM PIN and PUK, voicemail, EBT / HSA card, UPI, phone banking, app passcode, trading PIN,
      parental control, voice purchasing, e-banking PIN1 / PIN2), door / gate / keybox / intercom / alarm codes
      including a duress code, safe / locker / padlock combinations, a school pick-up password, a telco account
      or port-out PIN, a phone-banking security word or memorable word, a meeting passcode, TeamViewer / AnyDesk
      passwords, Wi-Fi passwords;
    - one-time codes and TANs handed over while still usable (read to an agent, forwarded for someone to type,
      given to a "fraud department" caller) and paper TAN lists;
    - API keys and tokens of every provider, including prefix-less ones where the context names them (Vercel,
      Linode, Hetzner, Datadog, Postmark and Heroku UUIDs, PagerDuty, Algolia admin key, Alibaba / Tencent /
      Huawei / Naver / Yandex secrets, a Google Maps key stated to be a server key); webhook signing secrets,
      HMAC and JWT signing secrets, Django / Rails / Laravel / WordPress secret keys, OAuth client secrets,
      access and refresh tokens, session JWTs and cookies, magic-login and password-reset links with a token,
      Slack / WeCom webhook URLs, Vault tokens, unseal keys and AppRole secret_ids, Kubernetes Secrets whose
      base64 data holds a password (base64 is not protection), dockerconfigjson, basic-auth headers;
    - connection strings and command lines carrying a password (PostgreSQL, MySQL, JDBC, MongoDB, Redis, AMQP,
      MQTT, RTSP, SMTP, Cloudinary, pip index URL, git remote with a token), .netrc and .pgpass lines, sshpass,
      curl -u, .git-credentials, .npmrc / composer / cargo tokens, AWS credentials files, Docker config.json
      auths, Terraform state with a password attribute;
    - private keys in any form (OpenSSH, RSA / EC / PKCS#8 PEM, PGP private block, WireGuard PrivateKey,
      Ethereum hex key, WIF, xprv, Solana base58 or id.json byte array, PuTTY .ppk, kubeconfig client-key-data)
      and their passphrases; seed phrases in any BIP-39 wordlist and any layout (also one half of a phrase), a
      BIP-39 passphrase, a keystore password, exchange API key + secret;
    - recovery / backup codes, TOTP seeds (also grouped in lower case under "enter this key manually") and
      otpauth:// URIs with secret=, YubiKey PUK and management key, 1Password Secret Key, Apple recovery key,
      BitLocker recovery key;
    - a card number together with its CVV / CVC / CID (also unlabeled, spoken, split across OCR lines, in CSV or
      JSON); an IBAN given together with its online-banking login or PIN;
    - national id numbers, passport numbers (also as MRZ lines), driving licence, ITIN, NINO, Medicare, NHS, PPS
      and SNILS numbers stated by or about the user or a family member; logins, passwords and PINs of government
      e-ID and citizen portals (e-Devlet, Gosuslugi, Diia, SPID, DigiD, Cl@ve, gov.br, Mynaportal, impots.gouv,
      ELSTER certificate file, DJP, Absher);
    - security-question answers given as answers.
    Benign (must be stored):
    - talk about credentials with no value (changed, forgotten, expired, locked, "I'll text it", "in the family
      vault", a useless hint, policies, warnings, format descriptions, 2FA set up, codes printed and stored,
      keys rotated);
    - placeholders, masks and references: <your-api-key>, <username>:<password>, sk-ant-..., hf_xxxx,
      sk_live_xxxx, sk-...a3f9, [REDACTED], <redacted>, ***, ••••, ●●●●, (hidden), ${VAR}, {{ vault_var }},
      {FRIGATE_RTSP_PASSWORD}, empty values in .env.example, REPLACE_ME, secretKeyRef, ExternalSecret,
      existingSecret, op://, doppler secrets get, vault kv paths, Secrets Manager ARNs, Docker secret mounts,
      password files, credential helpers, Docker credsStore, AWS SSO profiles, kubeconfig with
      client-certificate-data and a key file path, Terraform state with a null password and
      sensitive_attributes, AKIA**** with the last 4 only;
    - public identifiers: Twilio Account / message SIDs alone, Square application id, Clerk / Stripe publishable
      keys, Supabase publishable key and project ref, Google OAuth client id, Okta SPA client id, OCIDs, ARNs,
      AWS account ids, Airtable / Vercel / Netlify / Hetzner / droplet / IBM CRN ids, Tencent APPID, Firebase
      web config, Algolia app id, Cloudinary cloud name, Stripe object ids, request / trace / job UUIDs, commit
      SHAs, image digests, SRI hashes, file hashes, CSP nonces; public keys (ssh-ed25519 / ssh-rsa, SSH2 public
      key files, PGP public blocks, PEM public keys, WireGuard PublicKey, age recipient, certificates, JWKS) and
      fingerprints; wallet addresses, xpub, transaction hashes, lightning invoices, bitcoin: payment URIs, ENS
      names;
    - details for receiving money: IBAN, sort code + account, ABA routing number, SWIFT / BIC, PIX key (an
      e-mail), UPI id, virtual account number, M-Pesa paybill, SEPA creditor id; masked cards, last four digits
      (also of an SSN), receipt authorisation codes;
    - company ids (CNPJ, VKN, USCC, GSTIN, VAT, BRN, SIREN, EIN, NPI, JP corporate number, VN MST, RU OGRN, UA
      EDRPOU), order / tracking / case / booking / PNR / ticket / RMA numbers, IMEIs, serials, ISBN / EAN / ISRC
      / DOI, phone numbers, postal codes (also Indian PIN codes, spoken), licence plates, room / flat / locker
      numbers, spoken timers, recipes, scores, flight and bus numbers, chess notation, hex colours, base64
      images and text, lottery numbers, public coupons and referral links, public webinar links without a
      passcode, open Wi-Fi QR payloads (T:nopass);
    - personal facts on common security-question topics told as memories, not as answers (first car, honeymoon,
      first dog).
    Left out of both lists as genuinely ambiguous: a full card number without its CVV, expired one-time codes,
    gift-card codes, Sentry DSNs, Google AIza browser keys, bcrypt / argon2 hashes, a Plaid client_id alone,
    vendor default credentials (those with a published value are in DOCUMENTED_EXAMPLES). DOCUMENTED_EXAMPLES
    holds published sample values placed in these registers (AWS EXAMPLE keys, Stripe test card 4242..., jwt.io
    token, BIP-39 "abandon ... about" vector, Hardhat mnemonic and account #0 key, Woolworth SSN, hunter2, xkcd
    passphrase, Google Key URI example, RFC 6238 seed, YubiKey default PIN / PUK, Slack docs webhook shape, the
    postgres image docs password); a gate may go either way on them.
"""

SECRETS: list[tuple[str, str]] = [
    ("voice/card-pin/en", "hey assistant remember my debit card pin is four nine four eight"),
    ("voice/garage-code/en", "ok remember that the garage door code is six one eight eight thanks"),
    (
        "voice/alarm-code/en",
        "note to self the alarm disarm code for moms house is nine seven eight six and the panel is behind the coat rack",
    ),
    ("voice/voicemail-pin/en", "remind me my voicemail pin is nine three four eight zero eight if i forget it again"),
    ("voice/phone-unlock/en", "save this my work phone unlock code is two three eight six five five"),
    ("voice/wifi/en", "the wifi password for the cabin is capital m a p l e two eight exclamation mark"),
    (
        "voice/bank-pin-dictated/en",
        "uh my online banking pin is seven zero seven six two wait no it's eight one five six seven yeah that one",
    ),
    ("voice/safe-combination/en", "the hotel safe combination is zero two two two remember it for the trip"),
    ("voice/parental-pin/en", "set a reminder the parental control pin on the living room tv is four zero five four"),
    ("voice/locker-code/en", "my gym locker code is nine three eight seven locker number forty two"),
    ("voice/ssn/en", "for the tax form my social is five seven two five one two eight six zero"),
    (
        "voice/password-spelled/en",
        "my email password is b as in bravo r o k e n capital k e y dash seven seven hash tag",
    ),
    ("voice/alarm-code/es", "oye recuerda que el código de la alarma de la oficina es siete siete cero cinco"),
    ("voice/card-pin/es", "apunta que el pin de mi tarjeta de crédito es dos uno uno uno"),
    ("voice/door-code/fr", "rappelle-moi que le digicode de l'immeuble est sept zéro quatre zéro b"),
    ("voice/voicemail-pin/fr", "mon code de messagerie vocale c'est trois neuf zéro huit"),
    ("voice/card-pin/de", "merk dir bitte meine pin für die ec karte ist vier vier eins vier"),
    ("voice/tresor/de", "die kombination vom tresor im büro lautet vier drei sieben eins sieben vier"),
    ("voice/card-pin/pt", "lembra que a senha do meu cartão é três dois zero três"),
    ("voice/pix-senha/pt", "anota aí a senha de seis dígitos do app do banco sete um zero cinco três quatro"),
    ("voice/door-code/it", "ricordami che il codice del portone è zero sette due sette sei"),
    ("voice/alarm-code/nl", "onthoud dat de code van het alarm een zeven een drie is"),
    ("voice/card-pin/pl", "zapamiętaj mój pin do karty to trzy jeden jeden trzy"),
    ("voice/door-code/tr", "apartman kapısının şifresi altı sıfır üç bir unutma"),
    ("voice/card-pin/ru", "запомни пин-код моей карты восемь восемь один восемь"),
    ("voice/intercom/uk", "код домофону два два чотири п'ять запам'ятай будь ласка"),
    ("voice/card-pin/ja", "キャッシュカードの暗証番号は はち はち さん さん だよ 覚えておいて"),
    ("voice/locker/ja", "駅のコインロッカーの暗証番号 いち ろく に に メモして"),
    ("voice/card-pin/zh", "记住 我的银行卡密码是 九四七六六三"),
    ("voice/door-code/zh", "小区门禁密码是四八四零八六井号"),
    ("voice/card-pin/ko", "내 카드 비밀번호 공 삼 팔 구 기억해 줘"),
    ("voice/door-lock/ko", "현관 도어락 비번은 일 삼 육 칠 공 칠 별표야"),
    ("voice/card-pin/vi", "nhớ giúp mình mã pin thẻ atm là ba bốn ba sáu tám không"),
    ("voice/card-pin/id", "tolong ingat pin atm saya delapan dua delapan dua dua nol"),
    ("voice/upi-pin/hi", "मेरा यूपीआई पिन सात चार शून्य नौ शून्य चार है याद रखना"),
    ("voice/card-pin/ar", "تذكر أن الرقم السري لبطاقتي هو تسعة ثلاثة صفر تسعة"),
    ("chat/email-pw/en", "ok so my gmial pasword is vortex&orbit45 dont tell anyone lol"),
    ("chat/netflix/en", "netflix login is our family email and the pw is mosaic8665zephyr (pls dont change it again)"),
    ("chat/wifi/en", "wifi pass is M@ng058@ its case sensitve btw"),
    ("chat/router-admin/en", "router admin page 192.168.0.1 user admin pasword 91UbwNLPLg^82"),
    ("chat/pin-typo/en", "my atm pin is 6400 in case u need to grab cash on the way, card is in the blue wallet"),
    ("chat/work-laptop/en", "forgot to say, laptop login for the shared macbook is teamdesk / D@3LBR!y_#FJTRO"),
    ("chat/ps-account/en", "psn acct: gamer email + passwrd Dingo1983= , 2fa is off for now"),
    ("chat/spotify-family/en", "spotify family plan - login jess.m.home@fastmail.com pass Vortex&Olive8986"),
    ("chat/uni-portal/en", "uni portal pw changed to He78d2zzA?62 remind me if i forget lmao"),
    ("chat/bank-app/en", "bank app passcode 326777 ,face id keeps failing so writing it here"),
    ("chat/drive-pw/en", "the shared drive pasword is violet-sierra-banjo-cactus all lower case with dashes"),
    ("chat/alarm/en", "alarm code 9459, u have 30 sec after opening the back door"),
    ("chat/instagram/en", "can u log into my insta and post the pic? user is mara.bakes pw Willow^Saffron17"),
    ("chat/otp-shared/en", "the code that just came by sms is 285725 quick type it before it expires"),
    ("chat/wifi/es", "la clave del wifi es B@s1l031@ ojo con las mayusculas"),
    ("chat/netflix/es", "t paso la contra de netflix: zephyr3299lantern no la cambies porfa"),
    ("chat/email-pw/pt", "minha senha do email é Dahlia#Harbor53 nao conta pra ninguem kkkk"),
    ("chat/wifi/pt", "senha do wifi da casa da praia: comet6379raven"),
    ("chat/wifi/fr", "le mdp du wifi c'est Tango%Zephyr224 (avec la majuscule au début)"),
    ("chat/compte/fr", "mon mot de passe ameli c Marmot^Saffron8838 tu peux regarder mes remboursements stp"),
    ("chat/wlan/de", "wlan passwort ist Fz1jC5Ovxx3*30 steht auch hinten am router"),
    ("chat/konto/de", "das pw fürs gemeinsame amazon konto ist jetzt Pepper@Vortex17"),
    ("chat/wifi/it", "la password del wifi è quince7121pepper tutto attaccato"),
    ("chat/haslo/pl", "haslo do wifi: W@lrus4947@ , do netflixa to samo"),
    ("chat/sifre/tr", "wifi şifresi XcMrPFZ7FqZ?04 büyük küçük harfe dikkat"),
    ("chat/parol/ru", "пароль от вайфая lotus6545violet если что"),
    ("chat/parol/uk", "пароль до пошти Banjo?Umber62, зайди і переший мені квитки"),
    ("chat/pasuwado/ja", "家のwifiのパスワードは d8VaDWXgEY6.29 です"),
    ("chat/mima/zh", "我qq密码是Quince2010?，帮我登一下"),
    ("chat/mimat/ko", "와이파이 비번 W@lrus74# 대소문자 구분해"),
    ("chat/matkhau/vi", "mật khẩu wifi nhà mình là pixel8667mango nha"),
    ("chat/katasandi/id", "kata sandi wifi kos: 3k7iPFoc2Q+74"),
    ("chat/paasword/hi", "wifi ka password thistle0422glacier hai, guest network wala nahi"),
    ("chat/kalima-sir/ar", "كلمة سر الواي فاي هي W@s@b17880%"),
    (
        "support/otp-given/en",
        "Agent: For verification, please read me the 6-digit code we just texted you.\nCustomer: it's 912920",
    ),
    ("support/account-pin/en", "[chat] Agent Priya: Can you confirm your 4-digit account PIN?\n[chat] You: 8072"),
    (
        "support/password-pasted/en",
        "Hi support, I can't log in. My username is dkowalczyk and password is ACYPmDCmesjg- - it says invalid. Please check.",
    ),
    (
        "support/telco-pin/en",
        "Agent: To port your number I need the account transfer PIN.\nMe: 374045, and the account number is 4417 2210 9",
    ),
    ("support/security-word/en", "Agent: What is the security word on your account?\nCustomer: it's pumpernickel"),
    (
        "support/remote-session/en",
        "Tech: Please give me the TeamViewer ID and password shown on your screen.\nMe: ID 1 482 337 905, password n8v6sh",
    ),
    (
        "support/admin-cred/en",
        "Ticket #88213: please reset MFA for jnakamura. Temp admin creds for our tenant are admin@lumenfield.io / f*amnvH-5WeKkgNPn3",
    ),
    (
        "support/teller-code/es",
        "Agente: Para continuar necesito la clave de firma electrónica.\nCliente: es VEO5oUreoK@90",
    ),
    ("support/otp/pt", "Atendente: pode me informar o código que chegou por SMS?\nCliente: 516307"),
    ("support/code/fr", "Conseiller : merci de me communiquer le code reçu par SMS.\nMoi : 282227"),
    ("support/kennwort/de", "Support: Bitte nennen Sie mir Ihr Telefon-Kennwort.\nKunde: Yonder%Falcon4705"),
    ("support/pin/it", "Operatore: mi serve il codice PIN dispositivo per procedere.\nCliente: 40852"),
    ("support/kod/pl", "Konsultant: proszę podać kod z SMS-a autoryzacyjnego.\nKlient: 46486050"),
    ("support/sifre/tr", "Temsilci: telefon bankacılığı şifrenizi tuşlar mısınız?\nMüşteri: 3642"),
    ("support/kod/ru", "Оператор: назовите, пожалуйста, кодовое слово.\nКлиент: барсук"),
    (
        "support/pasuwado/ja",
        "オペレーター：本人確認のため、テレホンバンキングの暗証番号をお願いします。\nお客様：6465です",
    ),
    ("support/yanzhengma/zh", "客服：请提供您收到的验证码。\n用户：640174"),
    ("support/injeung/ko", "상담원: 문자로 받으신 인증번호 알려주세요.\n고객: 423906"),
    ("support/otp/vi", "Tổng đài viên: anh đọc giúp em mã OTP vừa nhận nhé.\nKhách: 439878"),
    ("support/otp/id", "CS: Mohon sebutkan kode OTP yang masuk ke nomor Bapak.\nSaya: 508292"),
    (
        "ocr/password-screen/en",
        "Acc ount details\nUser name : r.delacroix\nPass word : lzKfj MA9WJQ.32\nLast login : 2 days ago",
    ),
    ("ocr/wifi-card/en", "WiFi Network : Harbor_Guest_5G\nPass word: mosaic4836yonder\nScan QR to co nnect"),
    (
        "ocr/recovery-screen/en",
        "Save your re covery codes\ny0hf-8k4n  30hy-1n68  2zx8-ga7v  uuxd-umkg  80rr-kthr  tkkh-io4w  3vi7-q1k4  kvni-p3ar\nEach co de can be used once",
    ),
    (
        "ocr/api-dashboard/en",
        "API Ke ys\nSecret key  ghp_XlZd52xRFc5h1L2e Ldbl8A9x1YRfjl2OQS9O\nCreated Nov 3 · Last used 1h ago",
    ),
    ("ocr/card-cvv/en", "Card holder: M. Osei\nCard no 4919 2426 9459 8012  CVV 048  Exp 07/28"),
    (
        "ocr/router-label/en",
        "Model RT-AX58U  S/N: R8IA97TLB1\nWi-Fi Pass word (WPA2) : 2mev3v7te4tb\nAdmin pass word : tVPBoKvYT$38",
    ),
    ("ocr/password/es", "Contra seña temporal: G6UzqfK2sN#37\nDebe cambiarla al iniciar se sión"),
    ("ocr/zugang/de", "Ihre Zu gangsdaten\nBenutzer: k.lehmann\nKenn wort: 1gaMvfpb+z6RBB"),
    ("ocr/mdp/fr", "Identi fiant : 0662759196\nMot de pas se provisoire : RDQ54z9lxyr^39"),
    ("ocr/pasuwado/ja", "ログ インID：tanaka_5365\nパス ワード：tNql3eKZtJk!17"),
    ("ocr/mima/zh", "账 号：38222095477\n密 码：2PTIBDK5PM.66\n请妥善保管"),
    ("ocr/card/pt", "Cartão virtual\nNúmero 5108 2682 9272 1431\nValidade 10/29  CVV 868"),
    ("ocr/card-split/en", "VIRTUAL CARD  40931790 43024753  (copy)\nEXP 04/31   CVC 106"),
    ("ocr/pass/ko", "아이 디: minji105\n비밀 번호: Harbor@Copper449"),
    (
        "ocr/token-wrapped/en",
        "Personal access to ken (copy now, you won't see it again):\nghp_MmvcEtCRrTSyvJnrRq\ncXtMmFtz3OEV2mPxln",
    ),
    (
        "devops/dockerfile-env/en",
        'FROM python:3.12-slim\nWORKDIR /app\nENV DJANGO_SETTINGS_MODULE=shop.settings.prod\nENV DATABASE_PASSWORD=utR$J8Cyh?i3TSTK\nCOPY . .\nCMD ["gunicorn", "shop.wsgi"]',
    ),
    (
        "devops/dockerfile-arg/en",
        'ARG NPM_TOKEN=npm_mXIqZFphEPR25SJYHuHIsX658tWgTskMBQbJ\nRUN echo "//registry.npmjs.org/:_authToken=${NPM_TOKEN}" > .npmrc && npm ci',
    ),
    (
        "devops/compose/en",
        'services:\n  db:\n    image: postgres:16\n    environment:\n      POSTGRES_USER: ledger\n      POSTGRES_PASSWORD: ZXiYUag1SN#79\n    ports: ["5432:5432"]',
    ),
    (
        "devops/compose-redis/en",
        "  cache:\n    image: redis:7\n    command: redis-server --requirepass vpBZdaiPok3hosyBmfI9VK59",
    ),
    (
        "devops/migration-sql/en",
        "-- 0042_create_reporting_role.sql\nCREATE ROLE reporting LOGIN PASSWORD 'xHihwgw-qj!6eYFk';\nGRANT SELECT ON ALL TABLES IN SCHEMA analytics TO reporting;",
    ),
    (
        "devops/migration-mysql/en",
        "CREATE USER 'etl'@'%' IDENTIFIED BY 'z9gDBiNAsf$53';\nGRANT ALL PRIVILEGES ON warehouse.* TO 'etl'@'%';",
    ),
    ("devops/migration-oracle/en", 'ALTER USER app_owner IDENTIFIED BY "WL88Ckfskr-84" ACCOUNT UNLOCK;'),
    (
        "devops/alembic/en",
        "# alembic.ini\nsqlalchemy.url = postgresql+psycopg://billing:gecko0074jasper@db-prod.internal:5432/billing",
    ),
    (
        "devops/ci-log-curl/en",
        '$ curl -sf -H "Authorization: Bearer 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" https://api.github.com/repos/acme/infra/releases\n{"message": "Not Found"}\nError: Process completed with exit code 22.',
    ),
    (
        "devops/ci-log-aws/en",
        "Run aws configure set aws_access_key_id AKIAKXXKKYKFJ3HPAG3E\nRun aws configure set aws_secret_access_key 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\nDefault region name [None]: eu-west-1",
    ),
    (
        "devops/ci-log-docker/en",
        "+ echo k&YcfMYL9Vgsa-TEu | docker login -u deploybot --password-stdin registry.acme.dev\nWARNING! Your password will be stored unencrypted in /root/.docker/config.json.",
    ),
    (
        "devops/ci-log-set-x/en",
        "+ export SENTRY_AUTH_TOKEN=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\n+ sentry-cli releases new 4.12.0",
    ),
    (
        "devops/k8s-secret/en",
        "apiVersion: v1\nkind: Secret\nmetadata:\n  name: api-db\ntype: Opaque\ndata:\n  username: YXBp\n  password: Yzk4SlRKN050d0dh",
    ),
    (
        "devops/k8s-secret-stringdata/en",
        "kind: Secret\nmetadata:\n  name: stripe-keys\nstringData:\n  STRIPE_SECRET_KEY: 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",
    ),
    (
        "devops/k8s-dockerconfig/en",
        "kind: Secret\ntype: kubernetes.io/dockerconfigjson\ndata:\n  .dockerconfigjson: eyJhdXRocyI6IHsiZ2hjci5pbyI6IHsiYXV0aCI6ICJZMmt0WW05ME9tZG9jRjlDUW1WVVVUaHdibEZ3UVRsdGNYRmxkbUZRWkVzMlNEZFVZVGhLTmt3eE4ySlhURTA9In19fQ==",
    ),
    (
        "devops/netrc/en",
        "machine api.heroku.com\n  login ops@pollen.dev\n  password 0b02d14b-9beb-4f19-b8b0-744bc8322c5b\nmachine git.heroku.com\n  login ops@pollen.dev",
    ),
    ("devops/netrc-ftp/en", "machine ftp.printshop.example.net login proofs password mOyrO981xcT-67"),
    (
        "devops/sshpass/en",
        "sshpass -p '944LD!uUq42KNql2^=' ssh -o StrictHostKeyChecking=no root@203.0.113.44 'systemctl restart nginx'",
    ),
    ("devops/pgpass/en", "# ~/.pgpass\ndb-replica-2.internal:5432:*:analyst:uIcWOF9adx%85"),
    (
        "devops/db-url-postgres/en",
        "DATABASE_URL=postgres://app_rw:1bdbE1i7vyWnCWAaKvH7ul@ep-frosty-sun-abbvk3.eu-central-1.aws.neon.tech/main?sslmode=require",
    ),
    (
        "devops/db-url-mongo/en",
        "MONGO_URI=mongodb+srv://reports:xa3YX5MhjadB9hX6@cluster0.nk5ou.mongodb.net/?retryWrites=true",
    ),
    (
        "devops/db-url-redis/en",
        "REDIS_URL=rediss://default:sMLTviTWc3VEsvFIQTZICasdU38C54TM@eu1-certain-fox-84600.upstash.io:6379",
    ),
    ("devops/amqp-url/en", "CELERY_BROKER_URL=amqp://worker:violet0939willow@rabbit.internal:5672/prod"),
    (
        "devops/jdbc/en",
        "spring.datasource.url=jdbc:sqlserver://sql01;databaseName=hr;user=hr_app;password=DZLva7y4lO!38",
    ),
    (
        "devops/git-remote/en",
        "git remote set-url origin https://oauth2:glpat-zIjhmnxQWidaKxcw1GJb@gitlab.com/acme/payments.git",
    ),
    (
        "devops/pip-conf/en",
        "[global]\nindex-url = https://deploy:DWLqNNPaw8jJCbuBSFrLnhBu@pypi.internal.acme.dev/simple/",
    ),
    (
        "devops/tfvars/en",
        'hcloud_token = "ZKeo3fE81DLyQjZPHRwP7jmJVjkBiZMpCGtwJzExPaoz3aeZgPrEpKypqXQ3Xi7e"\nlocation     = "fsn1"\nserver_type  = "cx32"',
    ),
    ("devops/ansible/en", "ansible_user: deploy\nansible_become_pass: Lotus+Vortex90\nansible_host: 10.20.0.15"),
    (
        "devops/basic-auth-header/en",
        "GET /metrics HTTP/1.1\nHost: prom.internal\nAuthorization: Basic c2NyYXBlcjpsSkQwU0M/T1orX2h4alBG",
    ),
    (
        "devops/env-file/en",
        "# .env.production\nAPP_KEY=base64:ZGmDwan67trVBQcFuHjxBm8XTpo4p5rr67nz0kKjV8o=\nMAIL_PASSWORD=dxXwRa1H1-25\nLOG_LEVEL=warning",
    ),
    ("devops/dockerfile/ja", "# 本番用のDBパスワード（あとで消す）\nENV DB_PASS=Q1Es7BcyIHKn"),
    ("devops/compose/de", "# Zugangsdaten für die Staging-Datenbank\n      MYSQL_ROOT_PASSWORD: Vy6qO0vaPgr?55"),
    (
        "devops/migration/pt",
        "-- cria usuário de leitura para o BI\nCREATE USER leitura_bi WITH PASSWORD 'walrus8726marmot';",
    ),
    ("devops/ci-comment/es", "# ojo: token de despliegue de Vercel, no subir\nVERCEL_TOKEN=sDicnshzP2JEy72xD6e9y52r"),
    ("devops/k8s/zh", '# 生产环境 数据库密码\n  DB_PASSWORD: "IOJ7X^ccOz8AkG"'),
    ("devops/env/ru", "# пароль от SMTP, не коммитить\nSMTP_PASSWORD=30qhvtOraf-57"),
    ("devops/env/fr", "# identifiants FTP de l'hébergeur\nFTP_USER=site_prod\nFTP_PASS=Dahlia=Wasabi0952"),
    ("devops/env/tr", "# canlı ortam veritabanı şifresi\nPGPASSWORD=%bU-a1Iq8l$E4oyun psql -h 10.0.3.7 -U raporlama"),
    ("devops/env/ko", "# 운영 서버 API 비밀키\nTOSS_SECRET_KEY=live_sk_qkWdFd9W05bXTeUucIKax3Ss"),
    (
        "cloud/alibaba/en",
        "ALIBABA_CLOUD_ACCESS_KEY_ID=LTAI5t0lHyyeNSMkx4dP7dFn\nALIBABA_CLOUD_ACCESS_KEY_SECRET=QnnnU30WBKhrp6iFpI76RcPg3i9DzX",
    ),
    (
        "cloud/alibaba/zh",
        "阿里云 AccessKey ID: LTAI5t2vxpEZxDHE2XiFIo6y\nAccessKey Secret: xeEu8MlsHkhra8naV4xaPsVrMs3gTf\n（OSS 上传用）",
    ),
    (
        "cloud/tencent/zh",
        "腾讯云 SecretId：AKIDyneYAkRh7M8yMtHwsxePqoYRxlv6vYD7\nSecretKey：Ldw9WDt8iEwzzQgUzamQHii1qQBDJsf3",
    ),
    (
        "cloud/tencent/en",
        "export TENCENTCLOUD_SECRET_ID=AKID6TlwYoS8Oi3WRKVOGw3LMNcX4BPJcRvy\nexport TENCENTCLOUD_SECRET_KEY=RJXFglS9KQPiGnGavKK2ujekhCiOv1EU",
    ),
    ("cloud/oci-auth-token/en", "OCI auth token for the container registry (shown once): _uVrZQUNcW{ldMJzUIA{"),
    (
        "cloud/oci-customer-secret/en",
        "OCI Customer Secret Key for S3 compat:\n  access key: 9d1638083489537166994fac5d32acd0b67a10a1\n  secret: WWyCOka6N+lJrwdsV1pAIC3lAWlaX/m3QXICHIAFlcUF",
    ),
    (
        "cloud/oci-config/en",
        "[DEFAULT]\nuser=ocid1.user.oc1..aaaaaaaau0wsfagwbcd6qxmsibnqvebynq251cxw9ngt0jusxi23sg5v5zuy\nfingerprint=9d:c2:63:0e:4f:f3:b6:76:98:09:c1:91:5a:c8:1f:44\nkey_file=~/.oci/oci_api_key.pem\npass_phrase=BV-NODOS3KiqDTl\ntenancy=ocid1.tenancy.oc1..aaaaaaaa3cyllo6uo48c7qsfnaklkf2i5hkscerj9xzgjchuqiy424kxj9wx\nregion=eu-frankfurt-1",
    ),
    ("cloud/ibm/en", "IBMCLOUD_API_KEY=90oYL-i2-GhEU1-mxJyGaTuGToGeDlGq9kxjjul0r_VO"),
    (
        "cloud/ibm-cos-hmac/en",
        "cos_hmac_keys:\n  access_key_id: cea339382fe727ec0322389e41ded82d\n  secret_access_key: 4f20f5393aabb6ebec4bc1a6c1a9e25a826795146cba786f",
    ),
    (
        "cloud/digitalocean/en",
        "doctl auth init --access-token dop_v1_24877957a746ad4eedf0485c37be3a7f40f548f2c21ff529a058bab5c792572e",
    ),
    (
        "cloud/digitalocean-spaces/en",
        "SPACES_KEY=DO00TDYNGWVJBSE3A6L1\nSPACES_SECRET=23VPYcoF0XR5Q1CmkG5TuoLEAzMvskpjyS2qspuM27A",
    ),
    (
        "cloud/linode/en",
        "linode-cli configure --token 413bd42e83dd81505987e09700ce58f306148e4396d39b581e161f3552db9c02",
    ),
    (
        "cloud/hetzner/en",
        "hcloud context create prod  # paste token: yXKUKd6xZqcqA37cUuSo9cLBWPhElrVhoayDccQFmGsiYQmBAzuWQ8ABVPlsz7US",
    ),
    (
        "cloud/hetzner/de",
        "Hetzner API-Token fürs Projekt 'kunden-web': 6syhk0c8RYzgyZsHJ1FoO8ogMp9qK42tAtXMLO0QjfbdAWRSWxZxK8StNkk7K8eg",
    ),
    ("cloud/vercel/en", "vercel deploy --prod --token UTQXynibVj0GlUflInMEvlD5"),
    ("cloud/netlify/en", "NETLIFY_AUTH_TOKEN=nfp_2SQ9UZD1aOCNY2fUN5248uEsgogzOpmTDFRwb36e"),
    (
        "cloud/supabase-service-role/en",
        "SUPABASE_SERVICE_ROLE_KEY=eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZSIsInJlZiI6Im9sOTNkYjZwN2M5c3R0cWppeXY5Iiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImlhdCI6MTczMzQ4MDAwMCwiZXhwIjoyMDQ5MDU2MDAwfQ.158TJ5YEon9Mphfz9PU56lI6kAawS56-zO8pFmLeh_s",
    ),
    ("cloud/supabase-secret/en", "supabase secret key (server only): sb_secret_4ZJbLdLKga_MQywB_qM8ev_toomN9X8"),
    (
        "cloud/supabase-db/pt",
        "string de conexão do supabase: postgresql://postgres.nmk5e5kzj84rqvp8zvrc:Jf2ABGkFrA2@24@aws-0-sa-east-1.pooler.supabase.com:6543/postgres",
    ),
    ("cloud/clerk/en", "CLERK_SECRET_KEY=sk_live_6l24LVwvla7IYTTKbz1CLi9JJqRBuu7g8SAAZ9K8p6"),
    (
        "cloud/postmark/en",
        'curl https://api.postmarkapp.com/email -H "X-Postmark-Server-Token: ce899c89-693e-4f7f-b1ce-ea7c1aea91f9" -d @welcome.json',
    ),
    (
        "cloud/mailgun/en",
        "MAILGUN_API_KEY=f239e24b66b8140654d1e4a89bcd12c6-33958960-f1c963f3\nMAILGUN_DOMAIN=mg.tidewater.shop",
    ),
    (
        "cloud/mailgun-legacy/en",
        'requests.post(url, auth=("api", "key-569ce5473fb15ad71e49b0d1947a9afc"), data=payload)',
    ),
    (
        "cloud/twilio-auth/en",
        "TWILIO_ACCOUNT_SID=ACd3636e60ce60aded86cb003457373723\nTWILIO_AUTH_TOKEN=301b3c48e4ee9082cf7379f4509dd953",
    ),
    (
        "cloud/twilio-apikey/es",
        "Clave API de Twilio: SKedbc05cf4551e327f11c6ea86d6316a6\nSecreto: chriJzsfv2BvTQ3vmvgUI7l7D5yQcl3h",
    ),
    (
        "cloud/plaid/en",
        "PLAID_CLIENT_ID=5ab5e31caaa23a3fb66c3af1\nPLAID_SECRET=22bea4c545626aa69fa04ad8ea3f42\nPLAID_ENV=production",
    ),
    (
        "cloud/plaid-access/en",
        "stored plaid access token for the user's checking account: access-production-4a4bc62a-4b27-4811-9416-1724cc211162",
    ),
    (
        "cloud/shopify/en",
        "SHOPIFY_ADMIN_TOKEN=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\nSHOPIFY_STORE=kettle-and-kiln.myshopify.com",
    ),
    ("cloud/shopify-secret/fr", "Secret partagé de l'app Shopify : 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"),
    ("cloud/square/en", "SQUARE_ACCESS_TOKEN=EAAAyhdRwXAsviRE3Lp6PtSHCh6ew_ldjH0_Qu8Cen8ld9ly5nl0QJS4XJh6FpfB"),
    ("cloud/square-secret/en", "Square application secret: sq0csp-V-gK4wtFSomhBeqGTbxLniaUHWhCwHhMHK7WZGuZbVG"),
    (
        "cloud/atlassian/en",
        "JIRA_API_TOKEN=ATATT3xFfGF0tegoEtxb5Ci3wkDUnqPfeqMUJdB0FFiT1UQjX_NweliuRLlpqTk3zBT9Z3_moQ-P9wl_8Oy_hoSGWKIvO0I7vwy_8-kwp6JrFA8ZGWCKsL9d3fGPYZko4LvFUz8H0BMobepx1NdkF6d2IRAqhZObeftJxi-PcvRefuQEZxe9jE=F8B6A38B\nJIRA_EMAIL=ops@quillworks.io",
    ),
    ("cloud/figma/en", "figma PAT for the design-token sync: figd_VS0Ya6kCTsb86A4ABwUpEUlo2rZgt4sv5W_N3srt"),
    ("cloud/notion/en", "NOTION_TOKEN=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"),
    ("cloud/notion-legacy/de", "Notion Integration Secret: secret_XfpQSZpGk1pQqv3MbSCB8rhqnseIcYxxgm16rpqyR49"),
    (
        "cloud/airtable/en",
        "AIRTABLE_PAT=patDFMiCOwBYctCaC.794f38f7ba97d2b0d24ef18e71fe7de4151b5b675dc255bf67522a745aa3865c",
    ),
    ("cloud/doppler/en", "DOPPLER_TOKEN=dp.st.prd.0lmQ8rXyHJdj4eCwHY1luvvIABWt54X4FW14LiUr"),
    ("cloud/doppler-personal/en", "doppler login --token dp.pt.gaTQB7hOye4wzLsEK5UraSeZVhcwt4WeiuHnv5c5yoW"),
    (
        "cloud/vault-token/en",
        "export VAULT_ADDR=https://vault.acme.internal:8200\nexport VAULT_TOKEN=hvs.OqTGdT4Hr3enWR1TpcHPBYEP",
    ),
    (
        "cloud/vault-unseal/en",
        "Unseal Key 1: 4f9VrxnN9Bmsx2oQGzL6Q0E52ByZ1InilvyIW67GQY7D\nUnseal Key 2: hUbjWZgGoyxoQFiaxeU0/N5rI5ho9ntDyK2emsWWchkX\nUnseal Key 3: 62utlAUoMboVhjrJ737XCNyOUTIJ3oBDymrWNhn87f1d\n\nInitial Root Token: hvs.6pIHj4VUesKF7MHPYKIH73uT",
    ),
    ("cloud/grafana-sa/en", "GRAFANA_TOKEN=glsa_ojcmbtKhvM8YWK7Rk9WR8ivHP8l4x54a_766f4e85"),
    (
        "cloud/grafana-cloud/en",
        "GRAFANA_CLOUD_TOKEN=glc_eyJvIjoiMTY2NzUzIiwibiI6InN0YWNrLTk2NTU2Ny1hbGxveSIsImsiOiJRdkNaM2xVbWMzbFZ1UHdZY2FhOTZaU3IiLCJtIjp7InIiOiJwcm9kLWV1LXdlc3QtMiJ9fQ==",
    ),
    (
        "cloud/sentry-org/en",
        "SENTRY_AUTH_TOKEN=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",
    ),
    (
        "cloud/datadog/en",
        "DD_API_KEY=666c34483bf3b7286a9a045554a0ce21\nDD_APP_KEY=29bbea81a7983671a32250efacd0f5fabd1bcec0\nDD_SITE=datadoghq.eu",
    ),
    ("cloud/newrelic/en", "NEW_RELIC_API_KEY=NRAK-XXFITUWH4XNS2X790TY61BW86UT"),
    ("cloud/newrelic-license/en", "newrelic.yml:\n  license_key: 2615a887bd8d0dea14db5b5f76face63e70bNRAL"),
    ("cloud/pagerduty/en", "PagerDuty REST API key (read-write): u+A2KhfAudwNPnWzGGyu"),
    ("cloud/pagerduty-routing/en", "pagerduty integration: routing_key = R0KSRHP9T8TIGOCC3PKLLX1XCZQGAVHY"),
    (
        "cloud/okta/en",
        'curl -H "Authorization: SSWS 00MwT4yB-cNhUzVLo1mqnSHnN7Hpf2ZxRtTky1LsF2" https://acme.okta.com/api/v1/users?limit=5',
    ),
    ("cloud/gitlab/en", "GITLAB_TOKEN=glpat-CyCTB_SQXzXDIhekGe63"),
    ("cloud/cloudflare/en", "CF_API_TOKEN=f-5e5lpXMOzSSTuAuL3KroRMOQRWgwmwvVxNxBXU  # zone:dns:edit on tidewater.shop"),
    ("cloud/linear/en", "LINEAR_API_KEY=lin_api_ngRckqdV2kJ9Yd1vH45QzstFf12TCQoZS7AL24V4"),
    ("cloud/postman/en", "postman api key PMAK-cfcdc5fc84e06023639ab744-8eda5149da0cc087ee2f8d0af149dbcffd"),
    (
        "cloud/tfc/en",
        'credentials "app.terraform.io" {\n  token = "5Cgmyfk0wcgNsk.atlasv1.GIg7J81HekDG9MMZhMgQFZqtaTDErMX1YA22ZMWyrT94CrfbfxZBzcfT7MhyFgJGEHB"\n}',
    ),
    ("cloud/dockerhub/en", "DOCKERHUB_TOKEN=dckr_pat_sGKCQrJ6KWpMdNh7kqwz4TSXLQx"),
    ("cloud/huggingface/en", "HF_TOKEN=hf_2SVok4eFIgtYKlJEJU3ye601vKBu7UtnD5"),
    (
        "cloud/anthropic/en",
        "ANTHROPIC_API_KEY=sk-ant-api03-rFrs8e5L9xnNLQrCYE14Ijc0HyTO0eW-JnJJKQ--12wY4wSY1EHqlcH0tMQwN1QbjwP_n0gLMocciGyTjflJLWDosXthjAA",
    ),
    (
        "cloud/openai/en",
        "OPENAI_API_KEY=sk-proj-rHAN6PLd8D4xEoyQki5OtnSYRVVcBYLHZGCjniT38FtH30RLtSUAhxpfmHR0dFS_1oXz2wnwZYbslfxR0t3Uqeh8v9p3cYkv_3Gulrw5aUysNScZwe1rzYonpFw8lmrgIo2tQg-vHpd5daj7znQ54kfmgS5W",
    ),
    ("cloud/flyio/en", "FLY_API_TOKEN=fo1_WJI17tbHTwRP3Xb0KhKAqb40X4bh4EU14PkgyOHrOn0"),
    ("cloud/render/en", "render api key: rnd_sfWJwNYy48eAK1YKADT8Ja8qpV2bqh1s"),
    ("cloud/resend/en", "RESEND_API_KEY=re_tFy1a0n2_mI8wg9RvjHUvYgxNlwpMWPsl"),
    ("cloud/sendgrid/en", "SENDGRID_API_KEY=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"),
    ("cloud/telegram-bot/en", "TELEGRAM_BOT_TOKEN=4633163511:AAxxo7WPdCA064Cdgr9VdDz4yj0Vsp5jk3m"),
    (
        "cloud/mapbox-secret/en",
        "MAPBOX_DOWNLOADS_TOKEN=sk.eyJ1IjogInRpZGV3YXRlciIsICJhIjogIjg1YW00czZraWlqdDBxeTh3N2Vhd3djMnMifQ.3zRqR3itwf9z0UBIUzZhB1",
    ),
    (
        "cloud/pypi/en",
        "[pypi]\n  username = __token__\n  password = pypi-AgEIcHlwaS5vcmcc4T6HpCJ4tlNF5nesBwAKlAM6zzHua5Gw4o-xAgkK61XId28BtkpIKZxmolUv9IaZP7L75xbreKlThmi9sWnFBNEH7-vgCp7aITgztXA9VoLPZ2fgTtK8SFb_M6zl2wWawAeGkBioBem",
    ),
    (
        "cloud/yandex/ru",
        "Ключ доступа Yandex Cloud: YCAJEYohQY78SWDbSz4i8xVnD\nСекретный ключ: YCMqy0LPnxPtjsjG0_KzdB1a009x1znNMBNXTyAn",
    ),
    (
        "cloud/naver/ko",
        "네이버 클라우드 Access Key ID: ncp_iam_R1PU731JX158OLKSYZX2\nSecret Key: ncp_iam_Mai2aHT5LQHWGi0rSaBqrNe4VTUci3murCLSMTKo",
    ),
    ("cloud/huawei/zh", "华为云 AK：851XTQHH4YEOMJAKEXHT\nSK：YECTW2wkBNcfcYUR6DXKnKrY5rio3HTJYpDqMDEE"),
    (
        "cloud/alibaba/ja",
        "Alibaba CloudのAccessKeySecret: sNcb2u7NrPApbnqi6fyBwlmP7b5OAm（IDはLTAI5tQ2zd4dWNvqZb0kZCON）",
    ),
    (
        "cloud/dato/it",
        "Token API di DigitalOcean per il cliente Rossi: dop_v1_9d22052809a6344883622071938f219761a2bd729752bc4f3f878b7f2c11be78",
    ),
    ("cloud/clerk/pl", "klucz tajny Clerk do backendu: sk_live_Ycv1bYeCwqApv2FEAJay8JTmRUc24RV8Ym6eHCR51W"),
    (
        "cloud/datadog/tr",
        "Datadog API anahtarı: 7e80a36b0cdcfaba1850301309e1d027, uygulama anahtarı: d348d6a572f98c294ef3594039ab72cd336083fc",
    ),
    (
        "cloud/sendgrid/id",
        "API key SendGrid buat kirim email notifikasi: 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",
    ),
    ("auth/stripe-whsec/en", "STRIPE_WEBHOOK_SECRET=whsec_YQz8lEP3g3EZtzGRveoE6sl0WbGWcD5u"),
    ("auth/svix-whsec/en", "Signing secret for the Clerk webhook endpoint: whsec_l0HQ220rfe6xJU7vtnc0l7Qj4es1361H"),
    (
        "auth/github-webhook/en",
        "GitHub webhook secret for the deploy hook is 651c361a4cbdc64e73510e8470e412cd82e526b2 (paste it into Settings > Webhooks)",
    ),
    (
        "auth/slack-signing/en",
        "SLACK_SIGNING_SECRET=28df1aa08462bc9c64eeea60caa47ee1\nSLACK_BOT_TOKEN=xoxb-398530065580-5065682861808-vbcPztVxyEHNpLoobl3p8Stc",
    ),
    (
        "auth/shopify-webhook/en",
        "webhook HMAC key from the Shopify partner dashboard: 0be0a439f29e2dbd24c6ea2f568ef2c01b99429c21b252f6b40d8e231e640186",
    ),
    (
        "auth/jwt-bearer/en",
        "Authorization: Bearer eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJlYjIwNzA4Ni1jMWQ1LTQwYTEtODA1My0yZDlhZGNkMDZmMDkiLCJlbWFpbCI6ImguaXllckBicmlnaHRsb29tLmNvIiwicm9sZSI6ImFkbWluIiwiaWF0IjoxNzY1MDAwMDAwLCJleHAiOjE3NjUwODY0MDB9.d1sbONHiHzLgFZQyBNbPDy4LwSyg2YA6akC3yyKVvf4",
    ),
    (
        "auth/jwt-cookie/en",
        "document.cookie shows: session=eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJ1aWQiOjU1Nzc2ODAsInNpZCI6ImJlMWYzMTVhNzQ4NzJmMTUiLCJleHAiOjE3NjUwOTAwMDB9.Z7p14L20IuUwxOjNQoNmgkH-Re8c31SB0nkol9QpHWM; path=/; Secure",
    ),
    (
        "auth/jwt-secret/en",
        "JWT_SECRET=fAHbormGrMar8gSLkApkpdEm6s1ly5t6Zc7lo+HvUj1DiChzbuKnK/hSApknw4Sx\nJWT_EXPIRES_IN=1h",
    ),
    (
        "auth/google-refresh/en",
        "GOOGLE_REFRESH_TOKEN=1//0fc4RgfdZaP3VN0B7e11p9bCXHsHV0A9egS3_Rc1FM__Nrs2xIHTNmRiEIGJtuP_0nnYoEC8w22vWUF4Bulz3vKe8DVFVTdqw7vREQ",
    ),
    (
        "auth/google-client-secret/en",
        '"client_id": "773825802573-5d1iqe5ywju6vzq26ts2yvc4q2ffqcyo.apps.googleusercontent.com",\n"client_secret": "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"',
    ),
    (
        "auth/azure-client-secret/en",
        "AZURE_CLIENT_ID=29d061cf-ce38-478f-8d03-1005eb4e1220\nAZURE_TENANT_ID=4704ff94-6435-49ed-9a0b-bd0ddea07734\nAZURE_CLIENT_SECRET=QHf8Q~hwVdBWTFiJgVW5FL3FrtSUV3VnU7BFPBUA",
    ),
    (
        "auth/ms-refresh/en",
        "refresh_token: 0.A1kGSQJ-dLeoSTr3TeHnlFXlF4SUbaBg96qEwFvJAAaqHwGvYOMApZRPqkT36SAIxaobK8y4nM_LrGT-SmzAyc7qraheiyaE62jU-xTVAQr0teVEvkEeSJxtn-8R0JvnXPDflMv21I8L4sEkRNuIoaqGQ7Gz3MXFJd9kwv6RR9eZCDZRzmmJJZbK_ExT4u6dRBULJhBF5zVSVklgU1aHD1PAxQNIHrS_q6kVbSMMsa7blOtCpZgKJLYlxW4FpPq9PRykr6sKs5_5NkdxJZLB8rcstPxUaaDlS_uWhcthgUSOc7LrdoN",
    ),
    (
        "auth/spotify-refresh/en",
        '{"access_token": "BQDtYVWapzmXqR5Mj0SLHQ7k53CK-ntQDuL5DoQDg1OJGkp0S5svbGVbUr3kt-kKf5i_0EjO4efaqG0V7OOIgBXQ2jrmVuqFi5938Z2vYklJzm9hUFp5_3kEy4oFmQ8GAaRuTmKnxk2OF9djXN9LdbJX", "token_type": "Bearer", "expires_in": 3600, "refresh_token": "AQ7V6TO_05Zoy1Ql6aZ-iZeszukP9GIBWhFze6kBfjguVEwZSBRAVpBHzyB5F06PwcrRYQXTcgg3IkOw4887tcOsch-lCobXppFZru_xVkoP-bimrMrjLm6w2mJd8QSW4o"}',
    ),
    (
        "auth/dropbox-refresh/en",
        "DROPBOX_REFRESH_TOKEN=nX3loh7zAVrAAAAAAAAAACDLsgnSV_GL6SH_3jmCtBFHS146S_wOH8ovlb5fzktk",
    ),
    (
        "auth/oauth-code-redirect/en",
        "it redirected me to https://app.local/callback#access_token=ya29.a0WCHhLubtC49C7HpF9BmRDbVfrFaKJKD0sOCF3_ClYEsNRttwcpG9V1uj48PuMku5AoEok4ytQytvj4wJQlBDbJqzVJJqkQF1AdHPeuR_hfiWLOQVwWvdW42w_u6qnxAjfC-uJYviiRpj&token_type=Bearer&expires_in=3599 is that normal?",
    ),
    (
        "auth/jwt/de",
        "Hier das Token aus dem Local Storage, vielleicht hilft es beim Debuggen: eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxNzAwNzg0MyIsIm5hbWUiOiJKYW5hIFZvZ3QiLCJzY29wZSI6Im9yZGVyczp3cml0ZSIsImV4cCI6MTc2NTEwMDAwMH0.NAMiGLddJdtaJ50AxSMo5FFQ6YYlpCBrAaMSm7H5S4U",
    ),
    (
        "auth/refresh/fr",
        "Jeton de rafraîchissement Xero du client : 3Q6cmEd3VXA-1AgDItrgqBduriHQfSOCDHadjfBRcuXPGJm1mPobeQWtvRpi6RUH",
    ),
    (
        "auth/webhook/es",
        "El secreto de firma del webhook de Mercado Pago es 44dc352a793e721bd5dacf8677e64a16e9eb6bcac6ae93505b32ce6949a089c5",
    ),
    ("auth/jwt-secret/vi", "khóa bí mật JWT của server production: eCxqpv5iGzRiQxdR0Fa5cynyo5oj0p9L3gx8yRWI2LBnO8JB"),
    ("auth/client-secret/ja", "LINEログインのチャネルシークレット：04c264a12e27427ac522c2bf95c7d694"),
    (
        "auth/webhook/zh",
        "企业微信机器人 webhook：https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=68fac253-9846-4ae7-84cb-0740ef57f829",
    ),
    ("auth/discord-bot/en", "DISCORD_TOKEN=NTU5MTEwODcyMDY5MTI5MTQz.kofPLf.6I2C8OpCih-7NdDWd7M-DSHvkJgVRsDQCKNvbf"),
    (
        "auth/slack-webhook/en",
        "post alerts to https://hooks.slack.com/services/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",
    ),
    (
        "crypto/seed-12/en",
        "backup phrase for my metamask, keep safe: buzz impose shoulder chest combine exchange pitch toy retire carpet fancy design",
    ),
    (
        "crypto/seed-24/en",
        "Ledger recovery sheet\n1. dragon\n2. dynamic\n3. hip\n4. beef\n5. this\n6. hour\n7. inch\n8. repair\n9. disagree\n10. sleep\n11. struggle\n12. salad\n13. daughter\n14. salon\n15. pilot\n16. hat\n17. seven\n18. enough\n19. aware\n20. dance\n21. garbage\n22. injury\n23. frequent\n24. insane",
    ),
    (
        "crypto/seed-voice/en",
        "remember my wallet words bulb olive tip genre sound route give truth talk drink margin tragic",
    ),
    (
        "crypto/seed-ocr/en",
        "Secret Recovery Phrase\n1 raise  2 local  3 buffalo  4 muffin  5 used  6 hair  7 swamp  8 winter  9 exercise  10 print  11 audit  12 bless\nNever share this phrase",
    ),
    (
        "crypto/seed-typo-chat/en",
        "ok my trust wallet seed is dinosaur window bird vanish stool reject renew orphan essence unique horror pony pls dont screenshot lol",
    ),
    (
        "crypto/seed-18/en",
        "exodus 18 words: genius witness alert twenty fly tortoise prosper wish permit cream length lucky level furnace cereal giant enter soldier",
    ),
    (
        "crypto/seed-part/en",
        "half of my seed (the rest is in the safe): toward debris local casual spend nephew check shoot gun expire prison gossip",
    ),
    (
        "crypto/seed/ja",
        "ウォレットの復元フレーズ：ねいき\u3000ゆびわ\u3000こうそく\u3000にりんしゃ\u3000ちへいせん\u3000めんきょ\u3000きおう\u3000まんが\u3000けんめい\u3000たうえ\u3000すおどり\u3000とどける",
    ),
    ("crypto/seed/zh", "助记词：忧 管 冷 堆 玩 石 刺 订 内 售 尚 序"),
    ("crypto/seed-zh-tw/zh", "錢包助記詞（繁體）：限 亦 原 抑 開 刑 劣 鈣 耐 蘭 釘 展"),
    ("crypto/seed/ko", "지갑 복구 구문: 취향 어쩌다가 만두 관점 시리즈 영상 종종 정상 경찰 당근 윗사람 인기"),
    (
        "crypto/seed/es",
        "frase semilla de la billetera: calle mamá lujo nudillo vale esfuerzo grano trato inmune fiel nuez ética",
    ),
    (
        "crypto/seed/fr",
        "ma phrase de récupération : jauger immobile végétal flamme vassal minute exulter infliger rugueux trancher imposer axial",
    ),
    (
        "crypto/seed/it",
        "parole di recupero del portafoglio: chimera forbito onere maiolica morsicato mitigare etilico spruzzo nanometro splendido prolunga mozzo",
    ),
    (
        "crypto/seed/pt",
        "frase de recuperação da carteira: tiara adeus humorado afivelar tomada flechada gracejo novo mascote holofote calmante revelar",
    ),
    (
        "crypto/seed/tr",
        "cüzdan kurtarma kelimeleri: plug chapter uncle chair maid diamond vast miracle light tourist fall title",
    ),
    (
        "crypto/seed-en-in-ru/ru",
        "мои 12 слов от кошелька: surge crush path mother romance situate decide undo govern remove expose utility",
    ),
    (
        "crypto/seed-en-in-vi/vi",
        "cụm từ khôi phục ví của mình: idle minimum orbit process grief input lesson type reunion erode betray office",
    ),
    (
        "crypto/seed-en-in-id/id",
        "frasa pemulihan dompet: phrase gap pulp dentist claim left apart cat bleak glow uphold quarter",
    ),
    (
        "crypto/eth-priv/en",
        "PRIVATE_KEY=0xceb3afa0d72cefe3239f31088833f019696b14f2a5464ebeccef57f69351f32c\nRPC_URL=https://eth-mainnet.g.alchemy.com/v2/demo",
    ),
    (
        "crypto/eth-priv-chat/en",
        "deployer wallet private key is eaa25f46411bd6b1b2da83c572c723d9792212aa0a2bd101bc8e1297d51611be , it has 0.4 eth for gas",
    ),
    ("crypto/wif/en", "paper wallet private key (WIF): KxNzL7NR38SgFAxbXYu2xiboeivVHSPPDhiz4xF8uy4P8Tixiipg"),
    (
        "crypto/xprv/en",
        "account xprv from the old electrum wallet: xprv9xfbgvTq4TBkmcnBdR1F4c69rWmvVgXYfhTwRn4CqugnWcwDvkUbANwSi4xVRE5D6rBvUPWCYMAfrC8PeEPJGoV4FvHRSGGf5YqMhtuz2P6",
    ),
    (
        "crypto/solana/en",
        "phantom export private key: 3mPAooV3y1mSu2V5HKBYZGvVwkJ2eAQnN3zFBbbZq6rq1PdTtprrVnaptev5YDFbPX38VPDPxKqqKiSsqGUSVi6K",
    ),
    (
        "crypto/solana-json/en",
        "~/.config/solana/id.json: [202, 16, 227, 69, 244, 103, 131, 238, 141, 189, 173, 71, 208, 205, 111, 213, 186, 109, 205, 225, 13, 72, 215, 57, 113, 44, 169, 48, 92, 221, 170, 86, 174, 240, 118, 143, 104, 135, 151, 4, 22, 64, 181, 208, 173, 254, 139, 14, 225, 114, 77, 103, 244, 145, 172, 55, 221, 53, 14, 83, 207, 254, 81, 42]",
    ),
    ("crypto/keystore-pw/en", "keystore json password is Raven-Hazel64 and the file is UTC--2024-03-01--a9f3.json"),
    ("crypto/bip39-passphrase/en", "25th word (passphrase) on my trezor: hazel-paprika-marmot-harbor"),
    (
        "crypto/exchange-api/en",
        "binance api key T5yJOcoXAGTPmCId1ZiqcinGytdT9IrfDMXBYROsoKQel362KJMp7yxjzlduVQbA\nsecret ppdNhrbH6jlxPL9jaYH4DEAcgsljMrH01W4chWGuEIwSImjEnwcHjDiV6aLmadgQ\n(spot trading only, no withdrawals)",
    ),
    (
        "crypto/exchange-api/tr",
        "BtcTurk API anahtarı: c3d91de5-782c-0a49-2850-cde74c27eb10 gizli anahtar: QGDCx8fLbl6mmhbtZvwt4c53JpTsy9FJranPT0tqxzo=",
    ),
    ("crypto/priv/zh", "钱包私钥：34e4cf8af7419d08d1747abcc84d7c1cebb48080ee3bf1664ea520f3fa08db16"),
    ("crypto/exchange-secret/ko", "업비트 API 시크릿 키: usLzw7gP9m7m8qj5fzxQNklUnhhl7J4b76xK3zVX"),
    (
        "crypto/seed/cs",
        "obnovovací fráze peněženky: mluvit soused hoboj lampa krmelec pobavit fyzika nasekat rypadlo sukno chmel rarita",
    ),
    (
        "keyblock/openssh/en",
        "here's the deploy key for the CI runner:\n-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtz\nc2gtZWQyNTUxOQAAACDDl8I0HgXwIzTWaWcUKgCjQ4Bykwj2jgAp96nWeK8OFQAA\nAIjjKI4X4yiOFwAAAAtzc2gtZWQyNTUxOQAAACDDl8I0HgXwIzTWaWcUKgCjQ4By\nkwj2jgAp96nWeK8OFQAAAEBT6UXFg1odQOuAOVN8osAkn6VXbfRAl2BAvMGCe5Yz\nMcOXwjQeBfAjNNZpZxQqAKNDgHKTCPaOACn3qdZ4rw4VAAAAAAECAwQF\n-----END OPENSSH PRIVATE KEY-----",
    ),
    (
        "keyblock/rsa-pem/en",
        "server.key:\n-----BEGIN RSA PRIVATE KEY-----\nMIIEowIBAAKCAQEAxTGzIGuvHQI7B76BMZ4srzX6OQPzTXDIPp7XOsPSchu+7dPG\n614HGaVx+mNX73lfB7AZAX4G4f3HDCBXnKPMbjZugc37pvHNDfZYYwA1SAc4jOow\nHnGeWVvpOFFTi3bNu8V+i721sngCT5Fs10rBX4DCkthdob/CorincIK37w2NRIue\noNp84H3OVuQH1nNGicaBtWFk82Du3Kxk8YM6+5aMsnSejCtWqvEkvozb4ZEkC8yR\n7jQMWdhL9BwBtjiIumIEl7IFGTkh+vOawczjbn2eNvkXHsf9G90RR1haxCSv8DKd\n44yXFpJKFTpv0jQvfG5lyxcJ3MTnJezeB/AuiwIDAQABAoIBABb6Wu8fh9Y6LlAR\nXiiT+oz9czI1naJGeW736giKTPly9jqW/4o++Kt/tdpWvSZwiXxHLtgXrAxQGrj1\nA9XYLbgiAO/V5XRnSgejJFrU6WCCnDpUslVkfpksYUQTZfLNszIlf0DKqGOAIcoi\nc1Za+vwlRYcATgN3vuG14VJLnndCc/StKayi8N71qBYPxrRjNmm2+cJczDPv0nEK\neFaDo+moby2E/kY1zZUitgFfiP5NsZrM6/MyA4QhSYCX1hco2mLFDWvR8jILXXTd\nXfiDdLfDKL763sx1/QV/6Nee9trFx5TEZH/1vDa9sTenmRf3axCG5Wh2aI7zsmpJ\nETI4NqECgYEA5lwBMUGyv+uwe8Hsvzpls/YyahmcIx0i3tWHL5oG27JOB/OsI7V9\n0tq3C49AYjHrH37uVNC4qx2L4WFxYMKc9Y3Jplk81OeZD+jZ8PGNkU9yop6gqdD1\n6eyY+PSTs41lzTIajsGn+qukRPW08e4v7uokGD2Qi5Y4K8V2qQRzjkkCgYEA2ySq\nN5YFpq2mT+MfZUEwAcApWhg1rDC1JOUImdqU8Oi6Fkdv9w4N6P9ZhszqG6wSdHQ+\ntq+kJEO2rCtT5PJNXvst9h3C02do+fL8csvAkIWJUrn+FIOhnmjTj0yVjKDP1hM4\nOHcIQDFL7dXyH8vocE8t96raPi4AsjynnT9sJjMCgYEAp+xduihoQ1tuVWjyShwp\n01wfOBTfKwGsT8BcQakIYtLB6y4ISCefRzvEv5p3lp1JBraiyhU06RgqxesgmSaF\nAMORQcA/hfwmKeDWLrwHNOwzZrQ37lKzUQj2IlU37mWe1kw16+bjqunAX7y1YL7/\nFix8j2chnX+uBsp1S5RBIHECgYAmCFD6YLEOYmjQyIw0WIHqa91BY549Ch8GDjHV\n8deTj/Br2W4XJHtJireQ65NdxhlV2K7hqc4E9TOI4eQngd3ntBQf+L5NTk8rwf4K\nNk5vRp20m8765HVyNqMw5Yu24lnvv1osgowOCAAzgMQKvKrUgwlpSF+kFvvL8zbr\n1YwBfQKBgDB3EdOkARu54wCDcD/YuOdR3f3uDjl8pBxBAIKXUekidov4Dr6/4Jow\n+sligzMhhmfmKqpUgX1PKTntst5TvaOpyfeT+eg+LtpQ6tRIBnBqOp4kBj2BqMxA\n2xIZ8MrxJBj2r8MC6pNaLw56JGNLEwYyQpr/Xz9sxqUoiiYZaT8Y\n-----END RSA PRIVATE KEY-----",
    ),
    (
        "keyblock/ec-pem/en",
        "APNs auth key? no, this is the ES256 signing key for our JWTs:\n-----BEGIN EC PRIVATE KEY-----\nMHcCAQEEII4xS36TMlpAE/aOfEySWgo6+HMkDQyJCjTp2b/YhBl2oAoGCCqGSM49\nAwEHoUQDQgAEptvqhc3e4cHLDpRsmsw4vTSa8V3pHJs0EA/OH7SusimbkT8Nbk6x\n/vUO5T3myc9lJPAN1qsaUwqr/W+AOD4tEw==\n-----END EC PRIVATE KEY-----",
    ),
    (
        "keyblock/pkcs8/en",
        'GOOGLE_SERVICE_ACCOUNT_JSON={"type": "service_account", "project_id": "lattice-prod", "private_key_id": "05f99ffc85662ec27d8f8d58c83059570da8b532", "private_key": "-----BEGIN PRIVATE KEY-----\\nMIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgwggSkAgEAAoIBAQCWDjpBlP1ns4yM\\nPEJNmHUmyDVjX+l1XVJZO9nEHfqK9LFUSbKTWtdBnAxVNcde6BmTSZZXsd80h8Kn\\nPNr55pPktSj6tm+zYidp4JXmmTYZI3fU553kz0YdMoEJQoKDDcWDJkdDy3E2iz8r\\nKSGkv6nFiizC8dMsyub3OFxGWDWoASd4mU0SCyEBzogRiNXJcevmA35N8O/kn9To\\nfY4T44yl4VA+vVJbxwApezhIOl9smIffT7eUOufh1fjBdGbjjTizUYYWffXGJGkD\\nMN3Bn/oA+Zim6LVv229kiDvE65Um6BW+T7iqrlBe4mobZaL+oM6qaB65tUg/sRaq\\n+H6eD41FAgMBAAECggEAJcbRLb+HiDrwkEF/Y6+VFr1ii3ETAiQLXkGuEiyF7cOq\\nfRDMr0I4XOEfTbhrR95gye7FtbAnBD+FZrrwWeeNpg9hkLSrLFrylzoeIt7BetSu\\nD2B8JKV1/lW/nIgs+TdXWSwi1tN53gRyU7hYKvTBleSyXiWpR2aRfP2oZWFBqNi2\\nyk8vJ2PjlqKVvmCCCpo+V6w+DxWlWxRXGy3iKaTjpWlZ2HxTWfuogXKekDjPK1Wk\\newyu4LyFk2tfeO9z4dQjljzbRHAAKHL3PAV7OlnBX/HkoJwi2Qyt/M6GY6gEbCoa\\nKB/FfNiKW5JZ2v82wjqpsROVEc9Mvur9IeaWDh7TRQKBgQDLLI+T/zz0ESKM8yXp\\nJG/taBA4TpH/DCZn0cVg+h725Nc07ic/rRtCTNsaLT88NNs/wE77XzCj1dT7o2X/\\nKQheaK5atIb6GSJe0QKdPzDV/akl4sZi5LMqOPP1jd636bmBSROpf0TEfDrDvzvu\\nqD5qmCXIJu1OBWKtnaAZnMa1twKBgQC9Eg4DgsDY+XODEj+6Ny4zR27k8HboBW3d\\nH1S+ZpJe0oqrRo9nUVtgUEvFnp0el3oBvrEjhbezKJXWFvN42p8Vfr/B/ik++ka0\\nFPfhNlfu0Btj0PwtQWqpuPQxFE2seBaiM6I5JYQHfB0RqfWi3/1xxq0OOzPeI+e5\\nXXmJoKb04wKBgQCMN2ObYuIBGrY6ii/Wt8PbFx9ijK7rUspKihXq+JNYFtSC/fzu\\nUBxo5Dut1B45Ac1yMNkRWD9sQk2roLfqobnZ1erGRKKGhcQXpa1lMlAUzuvmbpw1\\ncdpIQGf1RoS3bkEM/Y7pQiEGbSntH9RPv6Lb08b3XA4X81WHtingozbr/wKBgBgR\\nr1UFFTXJ88mQzioPkkMW6egdMJXy8vx+W5RtjF6j4OFS9ziI4+AL+MlsmsXlNLP6\\nKaTDBhK5rPF3NIGDG1NqMlEo4OlShSOxs6io+WK+fW4kkaXVORXoJLYGxqiZFRCL\\nEDDENN2bEDxKbanRZ/tO9oLkSIMUARDY9Hrvx7FPAoGBAIKxRgyj+YBdrEC+BLcK\\n3/IGrf5G+IC3+J2MAtN773b5bq0wgtS/7VGbJqabqtzCF9O9NJT3PqNZD3tecYPg\\nttzflF3cdIzvs0rpygHXcNswfpKBR1dGAQytDGYD5bW7ue0bZYzi2lkpbDRt5W8q\\niw2vKYEVsZhAhyIEEVDO+x6w\\n-----END PRIVATE KEY-----\\n", "client_email": "sync@lattice-prod.iam.gserviceaccount.com"}',
    ),
    (
        "keyblock/pgp/en",
        "my pgp secret key for the signing laptop, import it with gpg --import:\n-----BEGIN PGP PRIVATE KEY BLOCK-----\n\nlFgEaxTa/RYJKwYBBAHaRw8BAQdAE1QgSCIjpmc1kyH0CE8VN+wEmg59ZBj/VBWQ\n5oewRp4AAQDBVaDmV1bXyJby776XDNcwZHhNQNgsB14jGE3nNp3RMA/dtClJbmVz\nIENhcnZhbGhvIDxpbmVzLmNhcnZhbGhvQGV4YW1wbGUub3JnPoiQBBMWCAA4FiEE\n/oKgqazvipQ3pJGDkjJS0ELLT78FAmsU2v0CGwMFCwkIBwIGFQoJCAsCBBYCAwEC\nHgECF4AACgkQkjJS0ELLT79fywEAzJpRYI0uOg+0xHekHwj3JD6K7y3FPh/+VZjb\n4Q2+QfwA/2CGk68QY4x8Vk+fx76nf5HxzprL4moWVgtUFZ+eTwQC\n=IFUy\n-----END PGP PRIVATE KEY BLOCK-----",
    ),
    (
        "keyblock/pgp/de",
        "Mein privater PGP-Schlüssel (Backup, bitte nicht weitergeben):\n-----BEGIN PGP PRIVATE KEY BLOCK-----\n\nlFgEaxTa/RYJKwYBBAHaRw8BAQdAezJf/QfnXXLaeYDHOGrf/KepB7YEcK3zyleG\nim2k170AAP4j09A8Dfqmi4yUqxuCw304/Ta2K86BJdVmoNjvzyFaGRGltB5Kb25h\ncyBCZXJnIDxqb25hc0BleGFtcGxlLm5ldD6IkAQTFggAOBYhBGuEZwpATZ63iUXH\nma5NbLhnufldBQJrFNr9AhsDBQsJCAcCBhUKCQgLAgQWAgMBAh4BAheAAAoJEK5N\nbLhnufldKiEA/3957iUoUaUu+9puxKkuTeIjVQNp5YC4dlrazTrTlmLfAP9yh+TG\navH29r1IMHLPPgAKL/RKzZhop4JzO0C+L74hDw==\n=tciS\n-----END PGP PRIVATE KEY BLOCK-----",
    ),
    (
        "keyblock/openssh/ja",
        "NAS接続用の秘密鍵です\n-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtz\nc2gtZWQyNTUxOQAAACDblRlAfnvygg376UdLcnCHjx1VQJRJOrT9nDQEA+tVkwAA\nAIjEAgoIxAIKCAAAAAtzc2gtZWQyNTUxOQAAACDblRlAfnvygg376UdLcnCHjx1V\nQJRJOrT9nDQEA+tVkwAAAEAdBEAYbfK8/yCt2ygcSaUCgIKs0Dce6a/F2Ygf6Lc2\nLtuVGUB+e/KCDfvpR0tycIePHVVAlEk6tP2cNAQD61WTAAAAAAECAwQF\n-----END OPENSSH PRIVATE KEY-----",
    ),
    (
        "keyblock/ec-pem/zh",
        "支付回调签名私钥：\n-----BEGIN EC PRIVATE KEY-----\nMHcCAQEEIAJ6WGPbREnJkp5OGsSeDJ6zum/OhPL/PC00RN220DlqoAoGCCqGSM49\nAwEHoUQDQgAEZ16524C9hZ4CIcHkzdUWsrdzamU0CF7ARbo/wEyNVpCsnVFaSR8c\ntT2Rfz5Ez51pjZeu5MSpcPEJ5d/WQJNLNA==\n-----END EC PRIVATE KEY-----",
    ),
    (
        "keyblock/openssh/pt",
        "chave privada do servidor da loja:\n-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtz\nc2gtZWQyNTUxOQAAACAdg/svPijpsJugla4Vz1aa9v4FmebaSpV54sSS0CkOQwAA\nAIh/8g5Hf/IORwAAAAtzc2gtZWQyNTUxOQAAACAdg/svPijpsJugla4Vz1aa9v4F\nmebaSpV54sSS0CkOQwAAAEATImyG4rBY1guw29i6wYz0vxf+ooFr7jlzGj6iXYMF\nEx2D+y8+KOmwm6CVrhXPVpr2/gWZ5tpKlXnixJLQKQ5DAAAAAAECAwQF\n-----END OPENSSH PRIVATE KEY-----",
    ),
    (
        "keyblock/wireguard/en",
        "[Interface]\nPrivateKey = CFGXazWPIIAimPEJHV7zvUlZA4n39A9gE5WmOPYEoUM=\nAddress = 10.8.0.2/32\n\n[Peer]\nPublicKey = Qmw1rGRYR07lFshLv+NIH8kwf7Q8tCmQyWr1farpgxQ=\nEndpoint = 198.51.100.7:51820",
    ),
    ("keyblock/ssh-passphrase/en", "the passphrase on my id_ed25519 is wasabi-gecko-zephyr-tundra"),
    ("keyblock/gpg-passphrase/fr", "phrase de passe de ma clé GPG : sequoia-quince-quartz-dingo"),
    (
        "recovery/github/en",
        "GitHub recovery codes\n317b3-50294\n92d0a-67a46\nf42da-da4d1\n8ea06-37336\n00e2f-aeb94\n88884-9fb96\n4a963-b9b63\nd0ebc-3c664\ncf52e-b91c0\n56958-34ae6\n2d276-9e46c\n86dc1-c7b38\nc2c14-5200b\n38b09-edc67\nc6217-0605d\n518c7-6f08b",
    ),
    (
        "recovery/google/en",
        "Google backup codes (each usable once): 6549 9534, 8728 5488, 1211 9171, 2929 5559, 6606 4807, 7487 1943, 9842 9513, 8339 3250, 9852 9772, 9628 2639",
    ),
    ("recovery/microsoft/en", "Microsoft account recovery code: IPGWR-DIFXF-4XGAA-32MK1-0CP2Y"),
    ("recovery/apple/en", "apple recovery key P73Z-1N0U-N037-NTXK-KEWI-DFMK-YN3M (printed, in the drawer)"),
    (
        "recovery/bitlocker/en",
        "BitLocker recovery key for DESKTOP-7QK2: 880711-816655-370925-685907-614684-455906-972542-353849",
    ),
    ("recovery/1password/en", "1Password Secret Key: A3-JAAELQ-6VVDY8-QEG1D-5J00Q-MWKU1-JVYTK"),
    (
        "recovery/proton/en",
        "proton recovery phrase: jungle size trust plastic lemon nation cable dash anxiety gap marriage oblige",
    ),
    (
        "recovery/discord/en",
        "discord backup codes: 5wyekb2o n4daeaya gskbtgjk l3ily9z1 pobz7f9f pxom2j3s pg8h3gpc zrmelmdu wxze8i16 p8ioug8l",
    ),
    ("recovery/dropbox/en", "Dropbox 2FA backup codes bxyq 560t ar82 7l4z byam vuiq q8ex 8m7d g1xa"),
    (
        "recovery/aws-mfa/en",
        "root account MFA seed (for a new authenticator): QMOJ5QEIIPHLPD7PMJOPTT7QUUWL7KF25UCTMHWEPUISMYI3Q4OB6I25QPKP75ID",
    ),
    (
        "recovery/totp-uri/en",
        "otpauth://totp/Fastmail:me@fastmail.com?secret=DXZEUOGPFSI4BF2IZVPKZRO3CB7WHE57&issuer=Fastmail",
    ),
    ("recovery/bitwarden/en", "bitwarden two-step login recovery code: NKCJ-1R1N-EEI7-QG2Q-SZ6O-K5UC-2464-IKB1"),
    (
        "recovery/tutanota/de",
        "Wiederherstellungscode für Tuta: 30d1 3211 e6f0 b5da 30cb 9af6 dfd9 f809 d2b5 c401 d393 dccf acea f8cc fb0e 1b48",
    ),
    (
        "recovery/google/es",
        "códigos de respaldo de Google: 7925 0867 5475 3076 1382 8788 5473 0617 5650 4726 8426 6367 1999 5840 1997 6407",
    ),
    ("recovery/line/ja", "LINEの引き継ぎ用パスワード：C9rmm3U60S#40"),
    ("recovery/apple-rk/zh", "我的 Apple 账户恢复密钥：62B5-O7C2-S71K-0NIS-YGHK-5OD1-NEU0，打印件在抽屉里"),
    ("recovery/kakao/ko", "카카오 2단계 인증 백업 코드: 28913641, 70986392, 27801423, 84166920, 09846295"),
    (
        "recovery/github/pt",
        "códigos de recuperação do GitHub: b49de-e7ea1 f40ed-cc8fb 93804-1b313 167b2-1ab1c 74772-8732f ffd49-0b419 10867-76ea0 c2880-a7e5a",
    ),
    ("recovery/binance/vi", "mã khôi phục 2FA Binance: QFAEFUYAMLUUGCVN"),
    (
        "recovery/epic/en",
        "epic games backup codes 5ZTUCI POK78F SBEA83 ZCKTZ0 SKP98S MXYI7K B6OIQG 7GC3R1 22IGEI DLOH6E",
    ),
    ("recovery/steam/en", "steam guard recovery code R63636"),
    ("bank/card-cvv/en", "card for the hotel deposit: 4550 1678 7033 4706 exp 10/30 cvv 800"),
    (
        "bank/card-cvv-json/en",
        '{"cardholder": "T. OKAFOR", "pan": "5215309714790305", "expiry": "11/28", "cvc": "920"}',
    ),
    ("bank/amex/en", "amex 3773 601430 21205 cid 2596 exp 06/31"),
    (
        "bank/card-spoken/en",
        "the card number is four nine eight two nine eight one six one seven seven nine three eight five one security code four six four",
    ),
    ("bank/card/es", "tarjeta 4209 3374 9669 3380 caduca 07/31 código de seguridad 131"),
    ("bank/card/fr", "carte bancaire 5281 0675 1111 0825 exp 05/27 cryptogramme 972"),
    ("bank/card/de", "Kreditkarte 4639 1290 8634 5897, gültig bis 08/28, Prüfnummer 480"),
    ("bank/card/pt", "cartão 5414 3342 8185 9944 validade 12/28 cvv 693 pode usar pra pagar o ifood"),
    ("bank/card/ja", "カード番号 3533 0438 9784 3546 有効期限 08/31 セキュリティコード 908"),
    ("bank/card/zh", "信用卡号 6217 7800 4797 3915 有效期 10/30 CVV2 466"),
    ("bank/card/tr", "kart no 4766 7746 9814 2060 skt 07/30 cvv 934"),
    ("bank/card/ar", "رقم البطاقة 4393 8805 5283 0269 تاريخ الانتهاء 04/27 رمز التحقق 412"),
    ("bank/iban-pw/de", "Online-Banking: IBAN DE95 9379 4174 3925 5050 21, Anmeldename kaiser_m, PIN 48790"),
    (
        "bank/iban-pw/pl",
        "konto PL29 4947 3790 2376 8208 5112 1138, login do bankowości 04356517, hasło Thistle&Quince1265",
    ),
    ("bank/iban-pw/tr", "IBAN TR14 0703 2098 9599 4760 7098 31 internet şubesi müşteri no 847368186 şifre 982584"),
    ("bank/iban-pw/nl", "IBAN NL54 SNSB 0691 1787 00 - inlogcode voor de app 54631"),
    ("bank/iban-pw/uk", "рахунок UA81 2293 9616 8588 3829 2355 3808 0, пароль до інтернет-банкінгу z25FT1YkMl$07"),
    ("bank/iban-pw/hr", "IBAN HR36 7840 3619 2630 4772 3, PIN za m-zabu 3015"),
    ("bank/iban-pw/bg", "сметка BG29 UNCR 4771 754V 6C74 1C, парола за онлайн банкиране Juniper.Dingo8323"),
    ("bank/iban-pw/et", "konto EE43 7332 0500 7710 4633, internetipanga PIN1 3770 ja PIN2 13096"),
    (
        "bank/tan-list/de",
        "TAN-Liste (alte Bank, noch gültig?) 01:337737 02:734261 03:471171 04:537372 05:084059 06:217060 07:102143 08:209369 09:371277 10:355745 11:642389 12:148691",
    ),
    ("bank/itan/de", "Die TAN für die Überweisung an den Vermieter ist 082741"),
    ("bank/tan/pl", "kod z aplikacji do potwierdzenia przelewu: 20894042"),
    ("bank/otp-card/en", "bank sent otp 646026 for the 249.00 payment, enter it on the checkout page"),
    ("bank/telebank-pin/en", "telephone banking passcode: 869414, memorable word: pemberton"),
    ("bank/memorable-chars/en", "memorable info is bluebell56 (they ask for letters 2, 5 and 7)"),
    ("bank/pix/pt", "senha do app do banco: 085627, senha de 4 dígitos do cartão: 3042"),
    ("bank/upi/hi", "UPI पिन 833432 और नेटबैंकिंग पासवर्ड Nimbus&Gecko0611"),
    ("bank/securekey/id", "PIN m-banking BCA saya 335984, kode akses CzfpklBfRVu?20"),
    ("bank/vcb/vi", "mật khẩu VCB Digibank: Violet$Saffron21, mã PIN Smart OTP 766017"),
    ("bank/ic/ja", "ネットバンキングのログインパスワードは xR2g035aGx=40、確認番号表は 53 59 51 42 19 10 95 25"),
    ("bank/kbank/ko", "공인인증서 비밀번호 jPP2fT0O!uO= 계좌 비밀번호 8170"),
    ("bank/alipay/zh", "支付宝支付密码 546412，登录密码 Lotus&Marmot52"),
    ("bank/sberbank/ru", "пароль от сбербанк онлайн Kiwi$Cactus38, код для входа в приложение 39237"),
    ("bank/safe-deposit/it", "codice della cassetta di sicurezza in banca: 671911"),
    ("bank/brokerage/en", "IBKR login: wjarvis108 / J#rHp$9W%t17i , trading pin 366700"),
    ("bank/payroll/en", "ADP payroll portal temp password: pGub9xh1lC-36"),
    ("bank/mpesa/sw", "PIN yangu ya M-Pesa ni 7629, usimwambie mtu"),
    ("bank/gcash/tl", "MPIN ko sa GCash ay 5086, pakibayad na lang yung kuryente"),
    ("id/ssn/en", "my SSN is 376-47-8723 for the lease application"),
    ("id/ssn-child/en", "daughter's social security number: 091-52-1943 (needed for the dependent care FSA)"),
    ("id/nhs/en", "my NHS number is 619 303 4072 if the pharmacy asks"),
    ("id/pps/en", "PPS number 0856299H for the Revenue form"),
    ("id/sg-nric/en", "NRIC S9214283C for the condo booking"),
    ("id/aadhaar/en", "aadhaar no 7657 0186 4063 , pan card is with dad"),
    ("id/aadhaar/hi", "मेरा आधार नंबर 8931 3362 4187 है"),
    ("id/tc/tr", "TC kimlik numaram 12597368326, kargo için lazımmış"),
    ("id/tc-child/tr", "oğlumun TC kimlik no: 14974390906"),
    ("id/cn-ric/zh", "我的身份证号是330106198902010774，帮我填一下火车票实名信息"),
    ("id/cn-ric-mother/zh", "妈妈的身份证号：330106198804108137"),
    ("id/cpf/pt", "meu CPF é 229.617.566-00, pode usar pra nota fiscal"),
    ("id/cpf-spouse/pt", "CPF da minha esposa 197.630.431-82"),
    ("id/rrn/ko", "주민등록번호 840508-2356652 입니다"),
    ("id/za/en", "SA ID number 6804263283086 for the FICA documents"),
    ("id/curp/es", "mi CURP es DEBS840116HPLXSK08"),
    ("id/rut/es", "mi RUT 11.947.842-1 para la boleta"),
    ("id/nie/es", "NIE Y2280305F para el contrato del piso"),
    ("id/mynumber/ja", "マイナンバーは 8285 7987 7080 です"),
    ("id/nik/id", "NIK KTP saya 6472016812794259 untuk daftar BPJS"),
    ("id/ik/et", "minu isikukood on 46008035704"),
    ("id/egn/bg", "ЕГН 6706132952 за договора"),
    ("id/oib/hr", "moj OIB je 77044504525"),
    ("id/cnic/en", "CNIC 35202-7670709-4 for the visa form"),
    ("id/nir/fr", "numéro de sécu : 1 64 07 13 885 342 44"),
    ("id/rntrc/uk", "мій ІПН 6075674176"),
    ("id/inn/ru", "ИНН физлица 785558667279"),
    ("id/tw/zh", "身分證字號 E203904084"),
    ("id/passport-us/en", "passport number 688247294, expires 2031, for the airline's advance passenger info"),
    (
        "id/passport-mrz/en",
        "passport scan:\nP<GBRHARGREAVES<<OLIVER<JAMES<<<<<<<<<<<<<<<\nE4X82D7U85GBR8603142M3307216<<<<<<<<<<<<<<08",
    ),
    (
        "id/passport-mrz/de",
        "Reisepass (OCR):\nP<D<<SCHNEIDER<<ANNA<<<<<<<<<<<<<<<<<<<<<<<<<\nCK03G29857D<<9105229F3401099<<<<<<<<<<<<<<00",
    ),
    ("id/passport/ja", "パスポート番号 TR8467375"),
    ("id/passport/fr", "numéro de passeport : 20YN27684"),
    ("id/passport/pl", "numer paszportu EB5001527, dowód osobisty ILM139643"),
    ("id/drivers/en", "drivers license U660-8040-1577 dob 03/14/1988 for the rental"),
    ("home/fridge-wifi/en", "[photo of fridge note] WIFI: Peach_House  PW: maple2214nectar  (guests: use this one)"),
    ("home/keybox/en", "airbnb: keybox on the left of the door, code 4204, then the front door code is 327322#"),
    ("home/alarm/en", "cleaner info - alarm code 1601, press OFF then the code"),
    ("home/gate/en", "gate code for the community is #1831 and the pool gate is 5399"),
    ("home/safe/en", "home safe combo: 21-19-28"),
    ("home/bike-lock/en", "bike lock combination 0466"),
    ("home/voicemail/en", "voicemail pin reset to 018272"),
    ("home/parental/en", "switch parental controls pin 1863 (kids don't know it)"),
    ("home/router/en", "router sticker: SSID NETGEAR39 network key qdc27hjdgu837"),
    ("home/smart-lock/en", "august lock guest code for the dog walker: 961913"),
    ("home/school-pickup/en", "the pick-up password for school is 'thunderbird', only share with grandma"),
    ("home/fridge-wifi/es", "nota en la nevera: WiFi casa - contraseña maple9831kiwi"),
    ("home/alarma/es", "código de la alarma de la casa 0647, se desactiva en el panel de la entrada"),
    ("home/portail/fr", "code du portail 8855, puis digicode 9035A au bâtiment C"),
    ("home/tresor/de", "Tresor im Schlafzimmer: Code 807731"),
    ("home/keysafe/de", "Schlüsseltresor an der Ferienwohnung, Code 8536"),
    ("home/cadeado/pt", "senha do cadeado do portão 904, do alarme 5534"),
    ("home/cancello/it", "il codice del cancello è 58164, quello dell'allarme 6582"),
    ("home/kluis/nl", "de code van de kluis in het vakantiehuis is 6141"),
    ("home/domofon/pl", "kod do domofonu 8140, do furtki 7648"),
    ("home/door/tr", "ev alarmının şifresi 6836, kapı şifresi 566394"),
    ("home/domofon/ru", "код от подъезда 220К3106, сейф в шкафу 4562"),
    ("home/wifi-fridge/uk", "на холодильнику: Wi-Fi KYIV_HOME пароль ember9148pepper"),
    ("home/autolock/ja", "マンションのオートロック番号は 2835 です"),
    ("home/wifi/ja", "冷蔵庫に貼ってあるメモ：Wi-Fi パスワード xp3ceb4uol5ou"),
    ("home/mensuo/zh", "家里密码锁的密码是068300，阿姨明天来打扫"),
    ("home/parental/zh", "电视儿童锁密码 3128"),
    ("home/doorlock/ko", "현관 비밀번호 742228* 이에요, 택배 기사님께는 알려주지 마세요"),
    ("home/wifi/vi", "giấy dán tủ lạnh: wifi NhaTo_5G mật khẩu quince3776saffron"),
    ("home/gembok/id", "kode gembok loker kantor 7172"),
    ("home/taala/hi", "लॉकर का कोड 4759 है, चाबी दराज़ में"),
    ("home/khazna/ar", "رقم الخزنة في المكتب 851681"),
    ("home/voicemail/es", "el pin del buzón de voz es 2972"),
    ("home/parental/fr", "code parental de la freebox : 0580"),
    ("home/garage/it", "il codice del garage è 7310"),
    ("home/garage/nl", "garagedeur code 1909"),
    ("secq/mother-maiden/en", "security question mother's maiden name: Kowalski"),
    ("secq/first-pet/en", "bank security q: first pet's name -> Pickles"),
    ("secq/street/en", "answer to 'what street did you grow up on' is Larkspur Lane (for the utility account)"),
    (
        "secq/answers-list/en",
        "Security answers for the pension portal:\nQ1 first school: St Brigid's\nQ2 favourite teacher: Mr Okonkwo\nQ3 childhood nickname: Tiddles",
    ),
    ("secq/mother/es", "pregunta de seguridad: apellido de soltera de mi madre = Salvatierra"),
    ("secq/pet/fr", "question secrète : nom de mon premier animal = Pistache"),
    ("secq/stadt/de", "Sicherheitsfrage 'Geburtsort der Mutter': Wolfenbüttel"),
    ("secq/pet/pt", "resposta secreta (nome do primeiro bichinho): Bolinha"),
    ("secq/soru/tr", "güvenlik sorusu - ilk öğretmeninizin adı: Haydar"),
    ("secq/vopros/ru", "контрольный вопрос «девичья фамилия матери» — ответ Смирнова"),
    ("secq/himitsu/ja", "秘密の質問「初めて飼ったペットの名前」の答えは ポチ"),
    ("secq/mibao/zh", "密保问题：我小学的名字 答案：实验二小"),
    ("secq/jilmun/ko", "비밀번호 찾기 질문 '어머니의 고향' 답: 안동"),
    ("secq/cauhoi/vi", "câu hỏi bảo mật: tên trường tiểu học đầu tiên -> Kim Đồng"),
    ("voice/pin-oh/en", "alexa note my sim pin is oh oh two six"),
    ("voice/puk/en", "the puk code from the sim card holder is six four five two zero two four zero"),
    ("voice/door-double/en", "front door keypad is double seven three one then the tick button"),
    ("voice/ebt-pin/en", "my ebt card pin is two nine zero seven write it down somewhere"),
    ("voice/garage-spelled/en", "hey google the code for the storage unit gate is star three eight two one four pound"),
    (
        "voice/wifi-spelled/en",
        "the guest wifi password is lowercase o r c h i d then two zero one nine then an exclamation mark",
    ),
    ("voice/pass-dictated/en", "my new apple id password is Nimbus$Nectar759 with a capital at the start of each word"),
    ("voice/bank-phone/en", "for phone banking my six digit security number is one eight five zero zero five"),
    ("voice/hsa-pin/en", "remember the pin for the health savings card is zero one three zero"),
    (
        "voice/alarm-duress/en",
        "the normal alarm code is eight one five three and the duress code is five five four nine dont mix them up",
    ),
    ("voice/thirty/en", "combination for the padlock on the shed is thirty two twelve"),
    ("chat/pw-in-sentence/en", "logged into the school portal as rosie.k, pw Comet1971&, can you check her grades"),
    ("chat/pw-no-label/en", "aunt val's email: valerie.hughes58@btinternet.com / Marmot_Maple4131"),
    ("chat/pw-colon/en", "hulu - kmartin88:thistle8130mango"),
    ("chat/pw-brackets/en", "vpn creds for the home server are (admin, @qxTR1q^YSL*w=)"),
    ("chat/pw-multi/en", "amazon: Sierra&Pixel331\nebay: Umb3r9965.\npaypal: Quince1967."),
    ("chat/pin-kids/en", "kid's ipad screen time passcode is 2035, dont let her see this"),
    (
        "chat/otp-forward/en",
        "fwd: Your Uber code is 0830. Never share this code. (can u enter it on my phone, im driving)",
    ),
    (
        "chat/magic-link/en",
        "click this to log in as me: https://app.linear.app/auth/magic?token=-B4LffHkr5cfUXesuEzTzKfZ3OiY2xLDOFafX-S0UCvWGlFn&email=ops%40quillworks.io",
    ),
    (
        "chat/reset-link/en",
        "here's the reset link they sent me https://accounts.example-shop.com/reset-password/i_DHN6NiEcUpj7UjxuvTlHbe6H6Dbnx8gzi42RG2",
    ),
    (
        "chat/session-cookie/en",
        "copy this cookie into your browser and you're logged in as me: sessionid=xpr7z7eg9tkg4xf9addjhzw08xqxjxq9",
    ),
    ("chat/wifi-typo/en", "wiif pasword: x8VXXsDAHRF.33 (the 0s are zeros not Os)"),
    ("chat/locker-combo/en", "my locker combo is 81-35-62, grab my charger pls"),
    ("chat/meeting-passcode/en", "zoom 385 6098 4319 passcode RVkors"),
    ("chat/dmv-login/en", "dmv account: user kmartin88 pw hjGtzHWYVP#96 security pin 0760"),
    ("chat/steam/en", "steam acct for the lan party: lanbox_35 / h7DQc$vwEv1y"),
    (
        "support/agent-asks-pw/en",
        "Agent: To speed things up, what's your current password?\nCustomer: Dahlia_Tango6203\nAgent: thanks, resetting now.",
    ),
    (
        "support/verification-answer/en",
        "Agent: Security check - what's the name of your first school?\nMe: Greenhill Elementary",
    ),
    ("support/telco-passcode/en", "Rep: Do you have a passcode on the account?\nMe: yes it's 133460"),
    ("support/anydesk/en", "AnyDesk address 1 478 784 172, unattended access password *GZtHL%rALBxn"),
    (
        "support/it-helpdesk/en",
        "IT: I've reset you to a temporary password: VOMTo6HJEm*25 - you'll be asked to change it at first login.",
    ),
    (
        "support/bank-card-read/en",
        "Agent: please read the long number on the card and the 3 digits on the back.\nCustomer: 4774 6074 0198 0873, back is 417",
    ),
    ("ocr/sticky-note/en", "[ photo: sticky note on monitor ]\nVPN  user: bgreen\n pw: Umb3r00&\n(ch ange monthly)"),
    ("ocr/whiteboard/en", "WHITE BOARD - office\nGuest WiFi: Acme-Visitor\nKey : lotus7282walrus\nPrinter: 10.0.4.22"),
    (
        "ocr/2fa-setup/en",
        "Can't scan? Enter this key manually:\ny3o7 k6de lu4j flxd xlwy clqc h7qu et2f\nTime based: Yes",
    ),
    (
        "ocr/token-screen/en",
        "New token created\ngithub_pat_Dxbi82F1dM3LOcI8nvxcIO1ZUE1Lf3bFplgo3lCtXjTbYXLqq8s0n71GHEZHb0HYLvuRiK5\nMake sure to copy it now",
    ),
    ("ocr/card-back/en", "AUTHORIZED SIGNATURE  306\n(photo of back of card, front number 5114 9038 5025 1999)"),
    (
        "devops/ci-log-echo/en",
        'Step 7/12 : RUN echo "machine github.com login x-access-token password ghs_3nxMiA2ijWr6ecZ32iHemS6bXHzKop2MaSLn" > ~/.netrc\n ---> Running in 3f2a9c1d',
    ),
    (
        "devops/helm-values/en",
        "postgresql:\n  auth:\n    username: keycloak\n    password: f187*zin7d@F*6h#!\n    postgresPassword: ijU7FJoOCh.04",
    ),
    (
        "devops/wp-config/en",
        "define( 'DB_NAME', 'wp_shop' );\ndefine( 'DB_USER', 'wp_shop' );\ndefine( 'DB_PASSWORD', 'bc$6OMyIjkHq!dbef' );\ndefine( 'AUTH_KEY', 'Y?SWOFO^<WqVrkyBvAx03Pc&bf4|ql|^6O5UkU(5LV%>1P>fPiFI7OY:)POGn)D2' );",
    ),
    (
        "devops/settings-py/en",
        "SECRET_KEY = 'django-insecure-)=t2%sbq(i2*j!49i!n&f1h$^j8z&t4fhw$&nfsmaceb^4#r0z'\nDEBUG = False",
    ),
    ("devops/rails-master-key/en", "config/master.key: a79c560e1fde9cf7eadbe5f5b6f190a6"),
    (
        "devops/smtp-url/en",
        "EMAIL_URL=smtp+tls://apikey: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@smtp.sendgrid.net:587",
    ),
    (
        "devops/ldap-bind/en",
        "ldap_bind_dn = cn=svc-gitlab,ou=services,dc=acme,dc=local\nldap_bind_password = BWe$^1p^-OdaTP_sX9*o",
    ),
    ("devops/mqtt-url/en", "mqtts://sensor-gw:aMs69Sc5H4%92@broker.acme.local:8883"),
    ("devops/rtsp/en", "frigate camera: rtsp://admin:YlUJ08KdQhF&03@192.168.1.64:554/Streaming/Channels/101"),
    ("devops/curl-u/en", "curl -u admin:mQ$4wtOFZM^S4!ePEtJ -X POST http://jenkins.internal:8080/job/deploy/build"),
    (
        "devops/psql-conn/en",
        'psql "host=db.internal port=5432 dbname=billing user=billing password=aKitjKbwS-73 sslmode=require"',
    ),
    (
        "devops/kubeconfig-token/en",
        "users:\n- name: ci\n  user:\n    token: eyJhbGciOiJIUzI1NiIsImtpZCI6IjE3NjIxZjc2In0.eyJpc3MiOiJrdWJlcm5ldGVzL3NlcnZpY2VhY2NvdW50Iiwia3ViZXJuZXRlcy5pby9zZXJ2aWNlYWNjb3VudC9uYW1lc3BhY2UiOiJjaSIsInN1YiI6InN5c3RlbTpzZXJ2aWNlYWNjb3VudDpjaTpkZXBsb3llciJ9.-BpNh5eqEzupaZ_nA8JFwX2TE30pdW5ChuKqi3vhVyw",
    ),
    (
        "devops/gh-actions-log/en",
        "Error: Bad credentials for token 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 (scopes: repo, workflow)",
    ),
    (
        "cloud/aws-chat/en",
        "use these for the bucket: access key AKIAD2KB4SGGCHLFNCGB secret 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",
    ),
    (
        "cloud/azure-storage/en",
        "DefaultEndpointsProtocol=https;AccountName=acmeassets;AccountKey=+oreC3/VE/2ilHnFw6nxVnEl8r3kXsW5ipL70O99JauZkB1NTb26uRhvGbOXxEa0TSFuv1/n/QgHqwwn884vMg==;EndpointSuffix=core.windows.net",
    ),
    (
        "cloud/gcp-api-server/en",
        "server-side Google Maps key (restricted to our backend IPs, keep private): AIzavRY3pIWwbWJTMkJzOLSYSTA5_aal8nIxkWW",
    ),
    ("cloud/heroku-uuid/en", "HEROKU_API_KEY=ce848e9d-68bb-4bdb-b263-b3259b5de795"),
    (
        "cloud/vault-approle/en",
        "role_id: 57f21759-ea24-46de-a3a9-795c0e598568\nsecret_id: 23410647-5382-4ef6-91e3-9562764a6062",
    ),
    ("cloud/pagerduty-v2/en", "PAGERDUTY_TOKEN=TQynDaVdii0bm2GhjLG2"),
    ("cloud/newrelic-ingest/en", "NEW_RELIC_LICENSE_KEY=eu01xxe4e02aae613bf274aa60712e4f4fc214e0NRAL"),
    (
        "cloud/datadog-chat/en",
        "the datadog api key for staging is 9f014346b00eac2cdba5dad2847ee69c, app key is in the wiki",
    ),
    (
        "cloud/linode-obj/en",
        "linode object storage: access SLKYQ1T7ZTX4N8SVL5DG secret PRTHCCkeYfuRtYpJmlxX8fqem598F8LNRAq4sesV",
    ),
    ("cloud/algolia-admin/en", "ALGOLIA_APP_ID=AY9X9M6AHM\nALGOLIA_ADMIN_KEY=32cc1618eaa2d15f2ee7396bd1b3c90d"),
    (
        "cloud/mapbox-sk/en",
        "mapbox secret token sk.eyJ1IjogInF1aWxsd29ya3MiLCAiYSI6ICJybDI0YmpjendkZ3N0cmdybDIydHB3cTZsIn0.1anoRepWkf3ZLAIoOtHDJ9",
    ),
    ("cloud/cloudinary/en", "CLOUDINARY_URL=cloudinary://803536335626777:-GyYVdEnBYQANg0Ol2WHiTvkwDl@quillworks"),
    ("cloud/firebase-admin/en", "FIREBASE_DATABASE_SECRET=aY8eA6CUJSpZAHUqrx51nqSRV4wWPNh6m5TWjbkb"),
    (
        "cloud/stripe-restricted/en",
        "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 (restricted key: read charges only)",
    ),
    ("cloud/openai-legacy/en", "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"),
    (
        "auth/jwt-url/en",
        "https://reports.brightloom.co/embed?token=eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJyZXNvdXJjZSI6eyJkYXNoYm9hcmQiOjEyfSwicGFyYW1zIjp7fSwiZXhwIjoxNzY1MTAwMDAwfQ.h2NeNgpi8VwLdu_RAxGtYAXYuDKIYCRQlxyZkwCYvrc",
    ),
    ("auth/hmac-secret/en", "HMAC shared secret for the partner API: TNQVMx/carZghPmxeQWeFwEGsk50ZK+5I0t5dIo+NfQ="),
    (
        "auth/session-id/en",
        "Cookie: JSESSIONID=DAA9BAA2B3107817C41F5CB53D96318B; XSRF-TOKEN=173c1a31-cf5c-4a69-9a1d-ed33252ed0f4",
    ),
    ("auth/api-key-header/en", "x-api-key: KvlgPEM2lDUD5xfAspGPkcrLFiGv2XrVYMvl9Z29"),
    (
        "auth/refresh-json/en",
        '{"access_token": "ya29.a0bmSIThgj9HeDMjNqU0QrAqQCYVBqodngfxZANn85P1fXLhN6yjOxOb_JakXcxU9Yi86mmSyqnFwCH9NWBTenP4SMzFwjscS-BX1ppBe9CWFS7QDe6zg2vKTH", "refresh_token": "1//04blAIpTeHa8BYiS7OIki1vyyRMg6JhrdEncfl1ckIP2oIZSPi6TCF14Ab-ini1qCvI6-Lc428I4HHoBrCbGfWAbimh1CYpnTR5S", "scope": "https://www.googleapis.com/auth/drive.file", "token_type": "Bearer"}',
    ),
    (
        "crypto/seed-numbered-inline/en",
        "words 1-12: 1.garment 2.critic 3.danger 4.hood 5.myself 6.warm 7.task 8.total 9.there 10.begin 11.purpose 12.disagree",
    ),
    ("crypto/seed-caps/en", "SEED: GOOSE PRESENT DEVICE AUDIT FLY BOUNCE LABOR ACCUSE SOUTH SILK SALMON BOAT"),
    (
        "crypto/seed-comma/en",
        "search, wing, veteran, gauge, resemble, thunder, index, member, document, figure, coin, spring <- thats the wallet backup, delete after reading",
    ),
    ("recovery/apple-rk/en", "Recovery Key for my Apple ID: LD9L-1I7O-1S28-V3Q6-TP15-VCNI-YOR4"),
    (
        "recovery/yubikey-puk/en",
        "yubikey PIV PUK 58797446 and management key afafe766bef75f12c65bdc694c9e477f267011ae6823ce0a",
    ),
    ("recovery/okta-codes/en", "Okta backup codes: 9654057752 2588772451 1706981458 6756290469 6245166712"),
    ("bank/card-nolabel/en", "4252189971659873 06/27 644"),
    ("bank/card-csv/en", "name,number,exp,cvv\nJ OKAFOR,5241413843839781,05/30,524"),
    ("bank/debit-pin-note/en", "wallet note: debit 6074, credit 0583, hsa 9249"),
    ("bank/zelle-otp/en", "zelle code 652221 — the guy on the phone from 'fraud dept' asked for it, is that ok?"),
    ("id/ssn-nolabel/en", "for the background check: Dana Whitfield, 04/22/1990, 311-12-7736"),
    ("id/itin/en", "ITIN 950-88-3354 for my tax return"),
    ("id/nino/en", "national insurance number AB 23 30 75 D"),
    ("id/medicare/en", "medicare number 5851 73142 6 for mum's appointment"),
    ("home/keypad-star/en", "the lockbox is *0844# and the key is for unit 2"),
    ("home/wifi-router-admin/en", "router admin http://192.168.1.1 admin / 19fSQ5c4r_54 , wifi key hazel4264kiwi"),
    ("home/alexa-purchase/en", "alexa voice purchasing code 7699"),
    ("home/tv-pin/en", "sky tv parental pin 8077"),
    ("secq/car/en", "security answer for 'first car' is mazda 323"),
    ("secq/honeymoon/en", "security q 'where did you honeymoon' answer: Zanzibar"),
    ("mixed/hinglish-netbanking/hi", "bhai mera netbanking password Gecko@Glacier52 hai, OTP aaye toh bata dena"),
    ("mixed/taglish-wifi/tl", "pre yung password ng wifi natin comet7119sierra, wag mo ipamigay ha"),
    ("mixed/spanglish-garage/es", "the code del garage es 6701, ok? no se lo des a nadie"),
    ("mixed/denglisch-staging/de", "das Passwort für die Staging-DB ist NyvvW7zQ7EHc7L, don't share it pls"),
    ("mixed/japanglish-prod/ja", "prodのDB password: 86SQE6TUON4+19 (Slackには貼らないで)"),
    ("mixed/franglais-alarm/fr", "le code de l'alarme c'est 8543, just in case tu arrives avant moi"),
    ("mixed/konglish-wifi/ko", "카페 wifi password는 umber0592iris 이에요"),
    ("mixed/chinglish-vpn/zh", "公司 VPN 的 password 是 VwuL+2E9Ygq$-is1HEC=，别发到群里"),
    ("mixed/arabizi-pin/ar", "el pin bta3 el visa 5303 matnsash"),
    ("mixed/russlish-server/ru", "root пароль на сервере Hb*&#IRz4R=QWunVn7, ssh на порту 2222"),
    ("gov/egov-turkey/tr", "e-Devlet şifrem MHyxElHtQ.82, TC 58761954476"),
    ("gov/gosuslugi/ru", "Госуслуги: СНИЛС 620-569-046 79, пароль Saffron?Hazel016"),
    ("gov/diia/uk", "PIN-код Дії 7249, якщо треба підписати документ"),
    ("gov/spid/it", "credenziali SPID: utente mario.rossi63@example.it, password Maple%Paprika13"),
    ("gov/digid/nl", "DigiD gebruikersnaam jdevries61 wachtwoord XVIKFZvhtc@85"),
    ("gov/clave/es", "contraseña de Cl@ve permanente: rOayNumW2iLQJOAEk"),
    ("gov/govbr/pt", "senha do gov.br: Umber!Dahlia2230 (CPF 833.186.506-50)"),
    ("gov/mynaportal/ja", "マイナンバーカードの署名用電子証明書パスワード：Q7G27POD9H、利用者証明用は9734"),
    ("gov/impots/fr", "mot de passe impots.gouv : Gecko$Vortex46, numéro fiscal 8005862562981"),
    ("gov/elster/de", "ELSTER Zertifikatsdatei-Passwort: dahlia-wasabi-iris-willow"),
    ("gov/cccd/vi", "số CCCD của mình 079021064134, cần cho hồ sơ vay"),
    ("gov/nik-pw/id", "akun DJP Online: NIK 6472010912736676 kata sandi j5QTIaTH8df&68"),
    ("bank/wechat-pay/zh", "微信支付密码是 665868，别告诉别人"),
    ("bank/ovo/id", "PIN OVO saya 703301"),
    ("gov/absher/ar", "كلمة المرور لحساب أبشر ioeCW+jAO&REz"),
    ("chat/email-pw/hi", "मेरा ईमेल पासवर्ड Basil*Lotus548 है, किसी को मत बताना"),
    (
        "devops/git-credentials/en",
        "~/.git-credentials:\nhttps://jmorales: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@github.com",
    ),
    (
        "devops/npmrc/en",
        "//npm.pkg.github.com/:_authToken=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\n@acme:registry=https://npm.pkg.github.com",
    ),
    ("devops/composer-auth/en", '{"github-oauth": {"github.com": "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"}}'),
    ("devops/cargo-credentials/en", '[registry]\ntoken = "ciokCNuAynegWNEZyNUu0StQFXOMlOWsnkv"'),
    (
        "devops/aws-credentials/en",
        "[prod]\naws_access_key_id = ASIAJ7442UROGOEQRQGU\naws_secret_access_key = n2Vn8XxbgmPmFRdN9pRGwoX4FTC3CX9FAi7Ru5ja\naws_session_token = IQoJb3JpZ2luX2VjEtXSMICUPrhQA4ITWmvJdpdTLXbvgAF1MRWG45V3He8h5/y64hguRvICQwVHh3I969Xq0fk6j1+OQWlmDwqvHMJ6CUQ6e2nmRp+UL2bLrttd19IJsFrDxVYFpoVNu9ex3EXjCyQrAAJ1zTg82LGxDH+85/LX+85eQ1czdeGWJBmf+bzBjnneh4ST7fDmM87vaBj8lLCZrS8H3YmYKhUInJNPhH9fCLCEiZUQHjxbEb+TVvedT3lshTvPjxmS0SuN4ab7xRsNF5870imVwxqNc/Qb+mZ41dYaflyWQDw6Q0V1v",
    ),
    (
        "devops/kubeconfig-client-key/en",
        "users:\n- name: admin@prod\n  user:\n    client-certificate-data: LS0tLS1CRUdJTiBDRVJUSUZJQ0FURS0tLS0tCk1JSUJOVENCMjZBREFnRUNBaFFXQy9CaHJSZmJLeEpFSTY4V3dtVnlYV09LSkRBS0JnZ3Foa2pPUFFRREFqQVEKTVE0d0RBWURWUVFEREFWaFpHMXBiakFlRncweU5qQXhNREV3TURBd01EQmFGdzB6TlRFeU16QXdNREF3TURCYQpNQkF4RGpBTUJnTlZCQU1NQldGa2JXbHVNRmt3RXdZSEtvWkl6ajBDQVFZSUtvWkl6ajBEQVFjRFFnQUVVNVVkCjF0Y3B5bW1IeFRtaGtzUGlOYytxYXBsMUl3ZW5qME5MYUdhbHJoZXZHOTJuWHFaUlhmRDZCMTZnc28wWlNxUEoKa21hVnBoU2tsTGxBZC9BaEc2TVRNQkV3RHdZRFZSMFRBUUgvQkFVd0F3RUIvekFLQmdncWhrak9QUVFEQWdOSgpBREJHQWlFQXJjUktabzF2RU92RzRtSnpPdkRKK0lhZVozRHRTU3BnV3FXUWlMWjlCVGNDSVFEYkQrTlBiajB0CjBIZExLeVlhY2ZtcllRMnpGUENNaFk2S2crckVOR3U4dmc9PQotLS0tLUVORCBDRVJUSUZJQ0FURS0tLS0t\n    client-key-data: LS0tLS1CRUdJTiBFQyBQUklWQVRFIEtFWS0tLS0tCk1IY0NBUUVFSU1UajBWS0YyalJBcEFlWkdiRC9mQmhBK0k4ZTc2alBHMVN4WFlDYmVabFlvQW9HQ0NxR1NNNDkKQXdFSG9VUURRZ0FFOVc2aG1heFdQczJWbisvWjB5cXVFZWRVM1VhWlg1N2ovOFY3eWdqMENSQzlQeHNaWHNHQQpiNTh3cTdHWTZNdmgxaEtKVUxSY2N3aU5HWkxxdko0Vm9BPT0KLS0tLS1FTkQgRUMgUFJJVkFURSBLRVktLS0tLQ==",
    ),
    (
        "devops/tfstate/en",
        '"resources": [{"type": "aws_db_instance", "instances": [{"attributes": {"username": "app", "password": "eMdA?kgcoYEpt", "engine": "postgres"}}]}]',
    ),
    (
        "keyblock/putty-ppk/en",
        "my putty key for the old windows jump box:\nPuTTY-User-Key-File-3: ssh-ed25519\nEncryption: none\nComment: eddsa-key-20240311\nPublic-Lines: 2\nAAAAC3NzaC1lZDI1NTE5AAAAIAPuVOsECPvJ3b8ZDo2faPcHea+LH1tEXS/Y2pNV\ndDCS\nPrivate-Lines: 1\nAAAAIEi8CTknanEBrbHmeA7uUY5Sf8856cf6XyWQ0lnZsB4b\nPrivate-MAC: b2c9f3d155e8bbb305b8e9efdc031080d89c1e97d58c789ae91bdcde2891cd4a",
    ),
    ("devops/k8s-secret/ko", "# 운영 DB 시크릿 (base64)\ndata:\n  password: cjBWKlJXK3h4TT80QWUxNis="),
    (
        "devops/docker-config/en",
        '~/.docker/config.json: {"auths": {"https://index.docker.io/v1/": {"auth": "bWxvcGV6OmRja3JfcGF0X183MVBiVlR2bndTSUxLa2ZlTHk0Y09EMWY2WQ=="}}}',
    ),
    (
        "auth/cookie-header/en",
        "Cookie: __Secure-next-auth.session-token=Umkr1jaZ-hL75QYucWhAXeOWclo4Y32OhGUEi3A5LdTNZx8qMlEn3CZIzd_NlmW1ip8Jv_FGXZGqGZw2H0qnP5A3MyGAzqYaIu2II4VZRzxZumMYLbeNYSGfc2dtH90mIGyPgSTVNBmzawLNMv4jhB-deboVv43sAWXNmLsqRAqcgBEreQIc; csrf=0538dafed77b48d04e01d79fdd619d63",
    ),
    (
        "auth/laravel-session/en",
        "laravel_session=pj5nZZW1M0Hsr0IH0oKb+9ZkCDzJbDSniEP6kdKBzAyxisH+QoVDQhc9IQrP4iBSYiHSOEzEsaZ7P3sK+Pa804tlzlThwhOcjXcCyeIq4s3kCDgkAwYolIbDy543ksJ5LVMq/GTE1BO4Swg5X2faZ/pkNHH1D6XexNbL2iVHk17YCgfUUZvV5Qni24n/MRJGbXW6AVdMrQvXBFhSpTHkXR0QuVvYRF5YRIPuBl4cHI4FYzy+",
    ),
]

BENIGN: list[tuple[str, str]] = [
    ("voice/reminder-change-pin/en", "hey assistant remind me tomorrow at nine to change my bank pin"),
    ("voice/timer/en", "set a timer for four minutes and three zero seconds"),
    ("voice/call-number/en", "call dentist at zero two zero seven zero seven six four nine three seven"),
    ("voice/order-number/en", "what's the status of order number nine zero seven four one zero two eight"),
    ("voice/flight/en", "is flight b a four two nine on time tomorrow"),
    ("voice/room/en", "remember that our hotel room is nine five nine on the fourth floor"),
    ("voice/parking/en", "remember i parked on level three space six zero seven"),
    ("voice/shopping/en", "add four eggs two litres of milk and one loaf of bread to the shopping list"),
    ("voice/score/en", "remember the final score was three two to the tigers"),
    ("voice/pin-forgot/en", "i forgot my voicemail pin how do i reset it"),
    ("voice/password-talk/en", "remind me that the wifi password is written on the back of the router"),
    ("voice/locker-number/en", "my gym locker is number four six remind me after class"),
    ("voice/bus/en", "when is the next number seven two bus"),
    ("voice/thermostat/en", "set the thermostat to twenty one degrees"),
    ("voice/recipe/en", "preheat the oven to one eight zero and bake for twenty five minutes"),
    ("voice/alarm-set/en", "set an alarm for six four five am"),
    (
        "voice/pincode-postal/en",
        "what's the pin code of koramangala bangalore it's five six zero zero three four right",
    ),
    (
        "voice/tracking/es",
        "dónde está mi paquete con número de seguimiento dos dos seis tres nueve ocho cuatro tres cero uno",
    ),
    ("voice/timer/fr", "mets un minuteur de un deux minutes"),
    ("voice/call/de", "ruf die Praxis an, die Nummer ist null drei null neun acht sechs acht drei neun fünf"),
    ("voice/pin-change/de", "erinnere mich daran, morgen die PIN meiner Karte zu ändern"),
    ("voice/order/pt", "qual o status do pedido um quatro cinco três zero cinco zero zero cinco"),
    ("voice/room/it", "ricordami che la nostra camera è la due quattro sei"),
    ("voice/train/nl", "van welk spoor vertrekt de trein van een vier drie twee"),
    ("voice/phone/pl", "zadzwoń do mamy sześć zero jeden dziewięć zero dziewięć zero jeden jeden"),
    ("voice/flight/tr", "tk beş sekiz bir üç sefer saati kaçta"),
    ("voice/timer/ru", "поставь таймер на один пять минут"),
    ("voice/bus/uk", "коли наступний автобус номер чотири два"),
    ("voice/timer/ja", "タイマーをさん分にセットして"),
    ("voice/address/ja", "郵便番号は ろく よん ろく の ろく なな ご に です"),
    ("voice/phone/zh", "给王经理打电话 一三八九九四七二六零七"),
    ("voice/room/ko", "회의실 구 이 칠호 예약해 줘"),
    ("voice/order/vi", "kiểm tra đơn hàng số năm năm ba ba tám không năm năm ba"),
    ("voice/alarm/id", "pasang alarm jam lima tiga nol"),
    ("voice/pincode/hi", "हमारे इलाके का पिन कोड एक एक शून्य शून्य एक सात है"),
    ("voice/flight/ar", "ما موعد الرحلة رقم اثنان ثلاثة اثنان"),
    ("chat/pw-changed/en", "changed my gmail password yesterday after that phishing thing, all good now"),
    ("chat/pw-forgot/en", "ugh forgot my netflix pasword again, gonna reset it"),
    ("chat/pw-fridge/en", "the wifi password is on the fridge, the yellow post-it"),
    ("chat/pw-usual/en", "pw is the usual one, the one with the dog's name"),
    ("chat/pw-sms/en", "ill text u the door code, not putting it in the group chat"),
    ("chat/pin-same/en", "my new pin is the same as the old one lol so dont worry"),
    ("chat/tracking/en", "ups tracking 1ZFJOTUN1215359236 says out for delivery"),
    ("chat/coupon-public/en", "use code SPRING25 at checkout its on their instagram, 25% off everything"),
    ("chat/version/en", "update to 4.12.3 fixes the crash, 4.12.2 was broken"),
    ("chat/meeting-nopass/en", "zoom meeting id 885 7253 3291, no passcode needed its an open webinar"),
    ("chat/phone/en", "my new number is +44 7264 900997"),
    ("chat/score/en", "lost 3-2 in the final, ref was blind smh"),
    ("chat/hex-colour/en", "make the button #1f6feb and the hover #388bfd pls"),
    ("chat/chess/en", "we played 1.e4 e5 2.Nf3 Nc6 3.Bb5 a6 4.Ba4 Nf6 5.O-O Be7 and he resigned lol"),
    ("chat/password-mgr/en", "all my passwords are in bitwarden now, finally"),
    ("chat/2fa-enabled/en", "turned on 2fa for everything, using the authenticator app not sms"),
    ("chat/wifi-down/en", "wifi is down again, router light is orange"),
    ("chat/flight-ref/en", "booking ref HHDPK9, flight at 6:40 from gate B12"),
    ("chat/birthday/en", "party is on the 14th at 7pm, flat 3b, buzz 'okafor'"),
    ("chat/pw-length/en", "the new policy says passwords need 14 characters and a symbol, so annoying"),
    ("chat/pw-vague/es", "cambié la contraseña del banco ayer, todo bien"),
    ("chat/tracking/es", "el número de seguimiento es DW966772844ES, llega el jueves"),
    ("chat/pw-fridge/pt", "a senha do wifi tá colada na geladeira"),
    ("chat/pedido/pt", "meu pedido #6525495 ainda não chegou"),
    ("chat/mdp-oubli/fr", "j'ai encore oublié mon mot de passe ameli, je le réinitialise ce soir"),
    ("chat/ref/fr", "réf. de réservation SNCF : UWRPYF, voiture 14 place 82"),
    ("chat/pw-change/de", "hab das WLAN-Passwort geändert, schick dir das neue gleich per Signal"),
    ("chat/bestellung/de", "Bestellnummer 466-7821771-3373451, kommt Freitag"),
    ("chat/pw-told/it", "la password del wifi te la dico a voce stasera"),
    ("chat/haslo-zmiana/pl", "zmieniłem hasło do netflixa, nowe podam ci osobiście"),
    ("chat/kargo/tr", "kargo takip no 500740586428, yarın gelir"),
    ("chat/pw-change/ru", "сменил пароль от почты, старый больше не работает"),
    ("chat/zakaz/uk", "номер замовлення 174559444, нова пошта"),
    ("chat/pw-change/ja", "Wi-Fiのパスワード変えたよ、新しいのは後で口頭で伝える"),
    ("chat/order/zh", "订单号515376751690250049，快递明天到"),
    ("chat/pw/ko", "비번 바꿨어 나중에 직접 알려줄게"),
    ("chat/pw/vi", "mình đổi mật khẩu wifi rồi, tối về nói cho"),
    ("chat/pw/id", "password wifi udah diganti, nanti aku kasih tau langsung"),
    ("chat/pw/hi", "wifi ka password badal diya hai, ghar aake bata dunga"),
    ("chat/pw/ar", "غيرت كلمة سر الواي فاي، سأخبرك بها عندما تصل"),
    (
        "support/agent-warning/en",
        "Agent: Please note we will never ask for your password or the full code we send you. How can I help today?",
    ),
    (
        "support/refuse/en",
        "Agent: Could you read me the code from the SMS?\nCustomer: no, your own message says never to share it. what's your employee id?",
    ),
    (
        "support/code-not-arrived/en",
        "Agent: Did you receive the verification code?\nMe: no, nothing has arrived yet, can you resend it?",
    ),
    ("support/case-number/en", "Your case number is 73051538. Please quote it if you contact us again."),
    (
        "support/last4/en",
        "Agent: Can you confirm the last four digits of the card?\nCustomer: ends in 4821, it's the Visa",
    ),
    ("support/order/en", "Agent: What's the order number?\nCustomer: #9XX-586074, placed on the 2nd"),
    (
        "support/reset-link/en",
        "Agent: I've sent a password reset link to your registered email, it expires in 30 minutes.",
    ),
    (
        "support/ticket/en",
        "Ticket INC1903104 resolved: user unlocked after identity verified via callback. No credentials exchanged in chat.",
    ),
    ("support/serial/en", "Agent: What's the serial number on the device?\nMe: SN JKPD50474347, bought in March"),
    (
        "support/account-number/en",
        "account number 1151802674, I'm the account holder, calling about the roaming charge",
    ),
    ("support/imei/en", "IMEI is 863424542315658 for the insurance claim"),
    (
        "support/pw-policy/en",
        "Agent: Your new password must be at least 12 characters and can't match your last 5 passwords.",
    ),
    ("support/aviso/es", "Agente: recuerde que nunca le pediremos su clave ni el código que le enviamos por SMS."),
    ("support/protocolo/pt", "Atendente: seu número de protocolo é 62466477392154."),
    ("support/dossier/fr", "Conseiller : votre numéro de dossier est 2U17348852, conservez-le."),
    (
        "support/kunden/de",
        "Support: Ihre Kundennummer lautet 257696760. Das Passwort setzen Sie bitte selbst im Portal zurück.",
    ),
    ("support/pratica/it", "Operatore: il numero della sua pratica è 2085682330."),
    ("support/zgloszenie/pl", "Numer zgłoszenia: 58569832. Konsultant nie poprosi o hasło."),
    ("support/basvuru/tr", "Başvuru numaranız 2193815520. Şifrenizi kimseyle paylaşmayın."),
    ("support/zayavka/ru", "Номер обращения 406361193. Оператор никогда не спросит код из СМС."),
    ("support/uketsuke/ja", "受付番号は2406573438です。パスワードはお伺いしません。"),
    ("support/gongdan/zh", "您的工单号是216638260947，客服不会索要验证码。"),
    ("support/jeopsu/ko", "접수번호 8735942328입니다. 인증번호는 절대 묻지 않습니다."),
    ("support/ma-ho-so/vi", "Mã hồ sơ của anh là 3675557117. Nhân viên sẽ không hỏi mã OTP."),
    ("support/tiket/id", "Nomor tiket Anda 7688498499. Kami tidak akan meminta kode OTP."),
    ("ocr/masked-password/en", "Acc ount details\nUser name : r.delacroix\nPass word : ••••••••••\nChange pass word >"),
    ("ocr/receipt/en", "TOTAL  $42.17\nVISA  **** **** **** 3738\nAUTH CODE 974031\nAPPROVED  Thank you!"),
    ("ocr/boarding/en", "BOARDING PASS\nPNR GVMKMM  FLT LH 967  SEAT 23C\nGATE B4 BOARDING 07:45"),
    ("ocr/invoice/en", "INV OICE No. INV-2026-99774\nVAT Reg GB 167682548\nAmount due £1,240.00"),
    ("ocr/label/en", "SHIP TO: M. Osei\nTRACK ING # 1Z3EFY6P1271728085\nWEIGHT 2.4 KG"),
    ("ocr/settings-masked/en", "Wi-Fi\nNetwork  Harbor_Guest_5G\nSecurity  WPA2/WPA3\nPass word  (hidden)  [Show]"),
    (
        "ocr/commit/en",
        "Merged pull request #4 12 from acme/fix-login\ncommit d5721e0700d10870255a95763533eec242c2012c\nAuthor: d.kowalczyk",
    ),
    ("ocr/about-phone/en", "Mod el number SM-S921B\nIMEI 867061409490285\nSoftware version S921BXXU2AXK4"),
    ("ocr/masked-card/es", "Tarjeta terminada en 4818\nCódigo de autorización 923116\nTotal 38,90 €"),
    ("ocr/rechnung/de", "Rech nung Nr. RE-936437\nUSt-IdNr. DE994359064\nBetrag 89,00 €"),
    ("ocr/recu/fr", "Ticket de caisse n° 242488\nCB **** 3142\nN° autorisation 358724"),
    ("ocr/masked/ja", "ログ インID：tanaka\nパス ワード：********\nパスワードを表示"),
    ("ocr/fapiao/zh", "发票号码：33437146\n发票代码：727424746450\n金额：¥328.00"),
    ("ocr/masked/ko", "아이 디: minji\n비밀 번호: ●●●●●●●●\n로그인 상태 유지"),
    ("ocr/nota/pt", "NOTA FISCAL Nº 857418909\nCNPJ 19.808.357/0001-29\nTOTAL R$ 57,80"),
    (
        "ocr/backup-done/en",
        "Re covery codes saved\nYou downloaded your codes on 3 Nov. Keep them somewhere safe.\n[Regenerate]",
    ),
    (
        "devops/dockerfile-secret-mount/en",
        "# syntax=docker/dockerfile:1.7\nFROM node:22-alpine\nRUN --mount=type=secret,id=npmrc,target=/root/.npmrc npm ci\nENV NODE_ENV=production",
    ),
    (
        "devops/dockerfile-arg-ref/en",
        "ARG DATABASE_PASSWORD\nENV DATABASE_PASSWORD=${DATABASE_PASSWORD}\n# passed at build time from the CI secret store",
    ),
    (
        "devops/compose-ref/en",
        "services:\n  db:\n    image: postgres:16\n    environment:\n      POSTGRES_PASSWORD_FILE: /run/secrets/pg_password\n    secrets: [pg_password]",
    ),
    (
        "devops/compose-env-ref/en",
        "      POSTGRES_USER: ledger\n      POSTGRES_PASSWORD: ${POSTGRES_PASSWORD:?set it in .env}",
    ),
    (
        "devops/migration-hash-column/en",
        "-- 0043_add_password_hash.sql\nALTER TABLE users ADD COLUMN password_hash text NOT NULL DEFAULT '';\nALTER TABLE users ADD COLUMN password_changed_at timestamptz;",
    ),
    (
        "devops/migration-role-nologin/en",
        "CREATE ROLE readonly NOLOGIN;\nGRANT SELECT ON ALL TABLES IN SCHEMA analytics TO readonly;",
    ),
    (
        "devops/alembic-env/en",
        "# alembic.ini\nsqlalchemy.url = %(DB_URL)s\n# DB_URL comes from the environment, never commit it",
    ),
    (
        "devops/ci-log-masked/en",
        'Run curl -sf -H "Authorization: Bearer ***" https://api.github.com/repos/acme/infra/releases\n{"tag_name": "v2.8.0"}',
    ),
    ("devops/ci-log-login/en", "Run docker/login-action@v3\nLogging into registry.acme.dev...\nLogin Succeeded!"),
    (
        "devops/ci-log-uuid/en",
        "2026-12-05T22:14:07.331Z INFO request_id=af7bb85c-4341-429c-a44c-26e9279966fd trace_id=3c291f2db96467df20ad29ae64e81d29 status=200 duration_ms=41",
    ),
    (
        "devops/ci-log-commit/en",
        "HEAD is now at a34007f Bump version to 3.4.1\nChecking out 85aba123928a24cd8b98d3edc21bfa59f50bf6db",
    ),
    (
        "devops/image-digest/en",
        "Pulling ghcr.io/acme/api@sha256:0cb625f20023c9d9181c7c27216253a91a445f1f56f6349f5820efdaf0601106\nStatus: Downloaded newer image",
    ),
    (
        "devops/k8s-secretref/en",
        "env:\n  - name: DB_PASSWORD\n    valueFrom:\n      secretKeyRef:\n        name: api-db\n        key: password",
    ),
    (
        "devops/k8s-configmap/en",
        "apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: api-config\ndata:\n  LOG_LEVEL: info\n  REGION: eu-central-1\nbinaryData:\n  banner.txt: V2VsY29tZSB0byBBY21lIEFQSSB2Mw==",
    ),
    (
        "devops/k8s-secret-placeholder/en",
        "kind: Secret\nmetadata:\n  name: stripe-keys\nstringData:\n  STRIPE_SECRET_KEY: REPLACE_ME  # filled by external-secrets operator",
    ),
    (
        "devops/external-secret/en",
        "kind: ExternalSecret\nspec:\n  secretStoreRef: {name: vault-backend, kind: ClusterSecretStore}\n  data:\n    - secretKey: password\n      remoteRef: {key: secret/data/prod/api-db, property: password}",
    ),
    (
        "devops/netrc-nopass/en",
        "# ~/.netrc is deprecated here; heroku CLI now reads HEROKU_API_KEY from the environment\nmachine api.heroku.com\n  login ops@pollen.dev",
    ),
    (
        "devops/ssh-config/en",
        "Host bastion\n  HostName 203.0.113.10\n  User deploy\n  IdentityFile ~/.ssh/id_ed25519_bastion\n  IdentitiesOnly yes\n  ForwardAgent no",
    ),
    (
        "devops/known-hosts/en",
        "github.com ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIOMqqnkVzrm0SdG6UOoqKLsabgH5C9okWi0dh2l9GKJl\n# fingerprint SHA256:XhRUII2nZr86ncJMH4YFbftXmoUyNdILv0mgxfgHJDc",
    ),
    (
        "devops/db-url-nopass/en",
        "DATABASE_URL=postgres://app_rw@db-prod.internal:5432/main?sslmode=verify-full  # auth via IAM token",
    ),
    ("devops/db-url-ref/en", "DATABASE_URL=postgres://app_rw:${PGPASSWORD}@db-prod.internal:5432/main"),
    (
        "devops/db-url-placeholder/en",
        "MONGO_URI=mongodb+srv://<username>:<password>@cluster0.example.mongodb.net/?retryWrites=true",
    ),
    ("devops/redis-local/en", "REDIS_URL=redis://localhost:6379/0"),
    ("devops/pgpass-doc/en", "# ~/.pgpass format: hostname:port:database:username:password (chmod 0600)"),
    ("devops/git-remote-ssh/en", "git remote set-url origin git@gitlab.com:acme/payments.git"),
    (
        "devops/tfvars-ref/en",
        'variable "hcloud_token" {\n  type      = string\n  sensitive = true\n}\n# set TF_VAR_hcloud_token in the shell',
    ),
    (
        "devops/ansible-vault-ref/en",
        'ansible_user: deploy\nansible_become_pass: "{{ vault_become_pass }}"\nansible_host: 10.20.0.15',
    ),
    (
        "devops/password-policy/en",
        "password_policy:\n  min_length: 14\n  require_symbols: true\n  max_age_days: 90\n  history: 5",
    ),
    (
        "devops/env-example/en",
        "# .env.example\nAPP_KEY=\nMAIL_PASSWORD=\nSTRIPE_SECRET_KEY=sk_live_xxxxxxxxxxxxxxxxxxxxxxxx\nLOG_LEVEL=warning",
    ),
    (
        "devops/sha256sum/en",
        "566197dfc701ec1eab89512afefe4c6ae624a944b43edb408b72baf4d8439d1e  acme-cli_3.4.1_linux_amd64.tar.gz\n74f36239cea3a080b82ecf367e4669b488b704f9f9ee0c39063de8640a5a812d  acme-cli_3.4.1_darwin_arm64.tar.gz",
    ),
    (
        "devops/gitleaks-report/en",
        "gitleaks: 1 finding in config/settings.py:42 (rule generic-api-key), secret redacted; rotated in INC-2291",
    ),
    ("devops/semver/en", "Bumped dependencies: fastapi 0.115.6 -> 0.116.1, pydantic 2.10.3 -> 2.11.0, uvicorn 0.32.1"),
    (
        "devops/lockfile/en",
        '"node_modules/lodash": {\n  "version": "4.17.21",\n  "integrity": "sha512-UNH9SltACYYV36X6mYQcfk3sS+jAghOMjugdgyjXJLmbBVt1zO435dWGF4jZOfX+6qQk1CNtwYCMVePL3Qvs9w=="\n}',
    ),
    (
        "devops/dockerfile/ja",
        "# パスワードはビルド時にシークレットとして渡す（イメージには含めない）\nRUN --mount=type=secret,id=db_pass ./setup.sh",
    ),
    (
        "devops/compose/de",
        "# Passwort kommt aus der .env-Datei, die nicht eingecheckt wird\n      MYSQL_ROOT_PASSWORD: ${MYSQL_ROOT_PASSWORD}",
    ),
    (
        "devops/migration/pt",
        "-- adiciona coluna para o hash da senha (bcrypt)\nALTER TABLE usuarios ADD COLUMN senha_hash varchar(60);",
    ),
    ("devops/ci/es", "# el token de Vercel está en los secretos del repositorio: ${{ secrets.VERCEL_TOKEN }}"),
    (
        "devops/k8s/zh",
        "# 数据库密码通过 secretKeyRef 注入，不要写在这里\n  - name: DB_PASSWORD\n    valueFrom: {secretKeyRef: {name: db, key: password}}",
    ),
    ("devops/env/ru", "# пароль SMTP хранится в Vault: secret/mail/smtp\nSMTP_PASSWORD_PATH=secret/mail/smtp"),
    (
        "devops/log/fr",
        "[INFO] connexion à la base réussie (utilisateur=site_prod, hôte=10.0.3.7) id_requête=736d31a1-bc36-474e-b031-07af6beb4199",
    ),
    ("devops/log/tr", "dağıtım tamamlandı, sürüm v1.0.0, commit 640b1148"),
    ("devops/policy/ko", "비밀번호 정책: 최소 12자, 대소문자·숫자·특수문자 포함, 90일마다 변경"),
    (
        "cloud/oci-ocid/en",
        "tenancy OCID: ocid1.tenancy.oc1..aaaaaaaa68b2q6hz2oc8g538ujyn048e9xaq4axsmqt8vjlrl6twrs7j37kr\nregion: eu-frankfurt-1",
    ),
    ("cloud/aws-arn/en", "arn:aws:iam::897034962423:role/github-actions-deploy"),
    ("cloud/aws-account/en", "the staging AWS account id is 576497506906, prod is 187815744029"),
    (
        "cloud/twilio-sid/en",
        "Twilio Account SID (public identifier): AC061745c49c886d9e90d997e26e670bf4; the auth token is in 1Password",
    ),
    ("cloud/twilio-msid/en", "message SM3da2a908e64748ffd8f7b34ae4e50cb3 delivered to +1 415 566 3178"),
    (
        "cloud/square-appid/en",
        "SQUARE_APPLICATION_ID=sq0idp-1zWhRzorFXhJyIsF9Ckc48  # public, used by the web payments SDK",
    ),
    ("cloud/clerk-publishable/en", "NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY=pk_live_Y2xlcmsudGlkZXdhdGVyLnNob3Ak"),
    (
        "cloud/supabase-publishable/en",
        "NEXT_PUBLIC_SUPABASE_URL=https://sa382uucry0bhl75arbj.supabase.co\nNEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY=sb_publishable_4Gb5v-p9VByU7MmKWTu3qT_Ka1StkIK",
    ),
    (
        "cloud/stripe-pk/en",
        "STRIPE_PUBLISHABLE_KEY=pk_live_ranu41xmDCTFUmexR0HDoGlrUmQBaSq698OBHBw4EOV7NEz54pJEsc1v3RwC9izxHyIbeDKjQH02dS4GrXtUI1G33TC9JvMT6Rs",
    ),
    (
        "cloud/stripe-ids/en",
        "refund re_20z19QnVZmms6bA8MbJjxzlR for charge ch_9VIWwdzT85nlB7X2iy5gWXXt on customer cus_wy0HG2VYss9HY4",
    ),
    (
        "cloud/google-client-id/en",
        "GOOGLE_CLIENT_ID=938352357004-dsk6yoyhfx5asd2tnroxq9adumr4tf17.apps.googleusercontent.com",
    ),
    ("cloud/vault-path/en", "vault kv get -field=password secret/prod/api-db"),
    ("cloud/doppler-ref/en", "doppler secrets get STRIPE_SECRET_KEY --plain --project web --config prd"),
    ("cloud/op-ref/en", "DATABASE_PASSWORD=op://Engineering/prod-db/password"),
    ("cloud/aws-sm-ref/en", "arn:aws:secretsmanager:eu-west-1:132419032401:secret:prod/api/db-atnSuv"),
    ("cloud/airtable-base/en", "base id appAVG93Jtv0JfLAq, table tblN6Ae5lNfixUHcz, view viwXfiZMtpMkAYG4j"),
    (
        "cloud/vercel-project/en",
        "VERCEL_ORG_ID=team_CEMoQGqHcp8cJb88pqzGghIh\nVERCEL_PROJECT_ID=prj_uXflxr62EyI0dn8jtAbiLr4F3Myq",
    ),
    ("cloud/netlify-site/en", "Netlify site id 2d32e718-2af0-4424-88e5-a4125f85c11d (Site configuration > General)"),
    ("cloud/do-droplet/en", "droplet 781217598 in fra1, ipv4 164.90.49.20"),
    ("cloud/hetzner-server/en", "hcloud server describe 37105245  # cx32, fsn1-dc14"),
    (
        "cloud/ibm-crn/en",
        "crn:v1:bluemix:public:cloud-object-storage:global:a/21365bc5a1e8a8b08cc60eaf0b8473b5:25adaf8b-157c-4824-a4b4-859f01defac8::",
    ),
    ("cloud/alibaba-region/zh", "阿里云 OSS Bucket：assets-bii7de，地域 cn-hangzhou，AccessKey 已放在 KMS 里"),
    ("cloud/tencent-appid/zh", "腾讯云 APPID：6540055826（账号标识，非密钥）"),
    ("cloud/mailgun-domain/en", "Mailgun message id <12200018134355.90aa87c3432ba89e@mg.tidewater.shop> queued"),
    (
        "cloud/postmark-msgid/en",
        "Postmark: MessageID ef0c081c-f69f-470d-8cee-0e8d0955f5a3 delivered, SubmittedAt 2026-12-05T10:02:11Z",
    ),
    ("cloud/shopify-store/en", "store kettle-and-kiln.myshopify.com, order gid://shopify/Order/8679164634640"),
    ("cloud/pagerduty-service/en", "PagerDuty service PC904AT escalates to policy PP9KST3"),
    ("cloud/okta-client/en", "Okta org https://acme.okta.com, SPA client id 0oasRrV1gFYhs8kg9Ghj697 (PKCE, no secret)"),
    ("cloud/datadog-trace/en", "dd.trace_id=1147922034287911890 dd.span_id=8760302198898879801 service=checkout"),
    ("cloud/newrelic-account/en", "New Relic account id 3953664, entity guid NrF7MYugrn9XeDowyfeaxt7vJFAuvy2c"),
    (
        "cloud/grafana-url/en",
        "Grafana dashboard https://acme.grafana.net/d/api-latency/api-latency?orgId=1&from=now-24h",
    ),
    ("cloud/sentry-issue/en", "Sentry issue LATTICE-EBC event id ade2bec53bcff7884bc481d11ba75661"),
    ("cloud/atlassian-issue/en", "Jira OPS-2396 links to Confluence page 2505578138"),
    (
        "cloud/notion-page/en",
        "notion page https://www.notion.so/quillworks/Onboarding-9d6ebc349175589cb270e241fa86612f is public to the team",
    ),
    ("cloud/figma-node/en", "figma node-id=1234-1040 in the Components page"),
    (
        "cloud/placeholder/en",
        "OPENAI_API_KEY=<your-api-key>\nANTHROPIC_API_KEY=sk-ant-...\nHF_TOKEN=hf_xxxxxxxxxxxxxxxx",
    ),
    ("cloud/redacted/en", "Config dump: SENDGRID_API_KEY=[REDACTED] DD_API_KEY=[REDACTED] REGION=eu-west-1"),
    (
        "cloud/masked-console/en",
        "API key created: sk-...a3f9 (name: ci-bot, created 2026-11-02). You won't be able to see it again.",
    ),
    (
        "cloud/key-rotated/en",
        "rotated the DigitalOcean token and the Linode one after the laptop was stolen, old ones revoked",
    ),
    ("cloud/keys-talk/es", "la clave de Twilio la tengo en el gestor de contraseñas, te la paso por Bitwarden Send"),
    ("cloud/ids/pt", "ID do projeto no Supabase: g1jgtgfdg84lcreu7tme (é público, aparece na URL)"),
    ("cloud/ids/de", "Hetzner Projekt-ID 7735270, Server-ID 28576024"),
    ("cloud/ids/ja", "AWSアカウントID：495019905169（秘密情報ではありません）"),
    ("cloud/ids/ko", "NCP 서버 인스턴스 번호 24579393, 공인 IP 223.130.43.56"),
    ("cloud/ids/fr", "identifiant du bucket OVH : 2d577ek4-backup, région GRA"),
    ("cloud/ids/it", "ID ordine su Aruba: 50421671"),
    ("cloud/ids/ru", "идентификатор каталога Yandex Cloud: b1gcxzjoahs018ca1s5a"),
    ("cloud/ids/tr", "Sunucu kimliği 85064849, IP adresi 185.73.66.74"),
    ("cloud/ids/id", "ID proyek GCP: toko-kjwpxy-prod, nomor proyek 455546298316"),
    ("cloud/ids/vi", "mã đơn hàng Viettel IDC: 687059128"),
    ("cloud/ids/pl", "ID subskrypcji Azure: 96fae1f1-63b4-4026-a2be-83a509a23000"),
    ("cloud/ids/zh", "华为云项目ID：c0bf00d7880cdfdd263f3a7b484b0f15（可以公开）"),
    (
        "auth/webhook-header/en",
        "Stripe sends the signature in the Stripe-Signature header; verify it with the endpoint secret from the dashboard (never log it).",
    ),
    (
        "auth/jwks/en",
        '{"keys": [{"kty": "RSA", "kid": "9fa41d64f3dd77a1", "use": "sig", "alg": "RS256", "e": "AQAB", "n": "AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8gISIjJCUmJygpKissLS4vMDEyMzQ1Njc4OTo7PD0-P0BBQkNERUZHSElKS0xNTk9QUVJTVFVWV1hZWltcXV5fYGFiY2RlZmdoaWprbG1ub3BxcnN0dXZ3eHl6e3x9fn-AgYKDhIWGh4iJiouMjY6PkJGSk5SVlpeYmZqbnJ2en6ChoqOkpaanqKmqq6ytrq-wsbKztLW2t7i5uru8vb6_wMHCw8TFxsc"}]}',
    ),
    ("auth/bearer-placeholder/en", 'curl -H "Authorization: Bearer <token>" https://api.example.com/v1/me'),
    (
        "auth/jwt-claims/en",
        '{"iss": "https://auth.brightloom.co", "aud": "api", "scope": "orders:read orders:write", "exp": "1h"}  <- the claims our tokens carry',
    ),
    (
        "auth/oauth-config/en",
        "OAUTH_REDIRECT_URI=https://app.brightloom.co/oauth/callback\nOAUTH_SCOPES=openid email profile\nOAUTH_CLIENT_SECRET=  # set in Doppler",
    ),
    ("auth/pkce/en", "we switched the mobile app to PKCE so there's no client secret in the binary anymore"),
    ("auth/slack-webhook-ref/en", "SLACK_WEBHOOK_URL is stored as a repository secret; alerts go to #ops-alerts"),
    ("auth/token-expired/en", "the refresh token expired after 90 days of inactivity, had to log in again"),
    (
        "auth/x-request-id/en",
        'X-Request-Id: 82e2c8ff-f3bc-4cdb-a4fe-8087c6bd1481\nX-RateLimit-Remaining: 4987\nETag: W/"94087cf2c02c9612"',
    ),
    (
        "auth/jwt-alg/de",
        "Wir signieren die JWTs mit RS256; der öffentliche Schlüssel liegt unter /.well-known/jwks.json",
    ),
    (
        "auth/oauth/fr",
        "L'URL de redirection OAuth est https://app.exemple.fr/callback, les scopes sont openid et email.",
    ),
    ("auth/webhook/es", "El webhook de Mercado Pago apunta a https://tienda.example.com/webhooks/mp y responde 200."),
    ("auth/oauth/ja", "LINEログインのコールバックURLは https://app.example.jp/auth/line/callback です"),
    ("auth/token/zh", "访问令牌两小时过期，刷新令牌保存在服务端，不要发到群里"),
    ("auth/webhook/vi", "webhook của cổng thanh toán gọi về https://shop.example.vn/ipn, không cần gửi khóa ở đây"),
    ("crypto/btc-address/en", "send the refund to my btc address bc1qwjpru4wn5uuy2qxtnhlkfngz970kyjsntpj4xd please"),
    ("crypto/eth-address/en", "my ETH address (public, for the payout): 0x568bf4718fdb3f577dbf6e6642906d4df622f68b"),
    ("crypto/sol-address/en", "solana wallet address 8m89gGa4grbQ4sUvkAkZdLhPCwmRSZoVPTCnKsaaRZdF"),
    (
        "crypto/txhash/en",
        "tx hash 0xfb415ec01bbcdb343e9463e6285a5b9e78ef173e5e81cd0c1f7b63dc44620347 confirmed in block 62970693",
    ),
    ("crypto/btc-txid/en", "txid 3e1090b432b5b3bedd5047e1bdc1f157179f1f9b3e688a30a1a8aea3b6590257 has 3 confirmations"),
    (
        "crypto/xpub/en",
        "watch-only xpub for the accountant: xpub6BiwKWWk68A4dvrSvwk6v1tj7tBjUCzubFM6WsD5ZTHbCN4LMx5BPB6m9LEuf5T5a6e6j12eWff7GPs9ftX4Dp3YtjpRrjfTNQ1aiV8trkz",
    ),
    ("crypto/ens/en", "tip jar: lattice-labs.eth"),
    (
        "crypto/never-share/en",
        "reminder to self: the seed phrase is stamped on the steel plate in the safe deposit box, never type it anywhere",
    ),
    ("crypto/wordlist-talk/en", "fun fact: BIP-39 has 2048 words and 'abandon' is the first one in the English list"),
    ("crypto/word-count/en", "my ledger uses 24 words, the old trezor had 12"),
    (
        "crypto/lightning-invoice/en",
        "pay this lightning invoice: lnbc25u1p0jrfqel2kace5hfxw9xxlqma64r96570ukzwx0wwel4rf368ca",
    ),
    ("crypto/contract/en", "USDC contract on Base: 0xe6b1c581ac0fb6e7208e3b64ce87354a820ebf22"),
    ("crypto/payment-uri/en", "bitcoin:bc1qcd4tuj6wm8fse0k4g2zy9m03rsmq6a2fu45r3y?amount=0.0025&label=invoice-1878"),
    ("crypto/exchange-talk/en", "moved everything off the exchange to cold storage, API keys deleted"),
    ("crypto/address/es", "mi dirección de Bitcoin para recibir: bc1qxv7623n57anuwqcfsexxu9gm3ptv9tq32ynnxd"),
    ("crypto/address/pt", "endereço da carteira (público): 0x3637b96375aedd864ff86c694d823a2caa516a69"),
    ("crypto/address/ru", "адрес кошелька для перевода: 0xa889f3bee06abc2548a029df91675be2d2ca0d4d"),
    ("crypto/address/tr", "USDT (TRC20) adresim: TLmQNaGBcWgqLAZLBqtKVq6RF8shPciXDE"),
    ("crypto/txid/ja", "送金のトランザクションID：94e9903c1a7449549a90a43f330156b9213b9cdd66d91c1d90b07d97ad0cfdaf"),
    ("crypto/address/zh", "收款地址：bc1qqnfh78uzmhvd5mjueprtq3g4upg4d93qy78hle"),
    ("crypto/address/ko", "입금 주소: 0x55678e1ee5aaa9a0dcb99b7bbb6439bfe20ecd40"),
    ("crypto/address/vi", "địa chỉ ví nhận: HpCHrra8tphRjwKu2pLCU1WHDxk1FyXyvTtBaHNSuJp4"),
    ("crypto/talk/id", "frasa pemulihan sudah aku tulis di kertas dan simpan di brankas, jangan pernah difoto"),
    ("crypto/talk/fr", "ne jamais partager sa phrase de récupération, même avec le support"),
    ("crypto/talk/de", "Die Seed-Phrase liegt auf Papier im Bankschließfach, nirgendwo digital."),
    (
        "keyblock/ssh-pub/en",
        "add my key to authorized_keys: ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIO3VJBm3ggELVRI3+K5RNRv2pymZmCsirwr60vP6yx8R ines@laptop",
    ),
    (
        "keyblock/ssh-rsa-pub/en",
        "ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABAQDOLjBELYyvhQKKC4DAOZaPUarGhAJW4MmbtPirk5Sl8tOpwYghd93lWFVxuGct739ItW/3b0WGSqjpv4vOrB/657XjfoMbPRuPL7qW31UU//vZCKCM5+MK2EFRBA0BtDdCrfHnscVjWs1qe0a6Jc7G/W5u74evFnXglZJn+KkgvTdoTRigEDGuh0EHfd8L4jZ35lC/qLAAKO9gIubizMr6UI+NySgk24TJ7uzKprAX2Tb8dmQGwiQlgb9wJIjSryYDphMhDf7UFMi26RiMBPftS+XCMbjC2Kg9QrFPlBA5pJtY4yF+RVRz6fiXSJ7s8r5hjh894bDGL3Q6K9GohYhh deploy@ci",
    ),
    (
        "keyblock/pgp-pub/en",
        "my public key, fingerprint 4128282B7E7D6657A5EAC12AD3BC8FC1049C3EFD:\n-----BEGIN PGP PUBLIC KEY BLOCK-----\n\nmDMEaxTa/hYJKwYBBAHaRw8BAQdAdoTRj+5mZSr88+cKl3lcH2lh7sbqKTbj91YX\ngMn20h+0H01hcnRhIE5vdmFrIDxtYXJ0YUBleGFtcGxlLm9yZz6IkAQTFggAOBYh\nBEEoKCt+fWZXperBKtO8j8EEnD79BQJrFNr+AhsDBQsJCAcCBhUKCQgLAgQWAgMB\nAh4BAheAAAoJENO8j8EEnD79CfkBAPJC9viqw9Lb2cX4PzetYzwuf/m9SJnxe8xV\nMbBcVo4bAQC89VmBByVgCp9uHCIqIwS4NT8XWTo2h4vysrn0W3LgBg==\n=x+3O\n-----END PGP PUBLIC KEY BLOCK-----",
    ),
    (
        "keyblock/pgp-pub/ja",
        "公開鍵です。フィンガープリント 11BE4F189BBB7B94653FFFBC33CC4D445069D56C\n-----BEGIN PGP PUBLIC KEY BLOCK-----\n\nmDMEaxTa/hYJKwYBBAHaRw8BAQdAdS36i4JTWUFbek0bNlvByEONC3/GTswFJOkD\nKUbGEq+0HUtlbmppIE1vcmkgPGtlbmppQGV4YW1wbGUuanA+iJAEExYIADgWIQQR\nvk8Ym7t7lGU//7wzzE1EUGnVbAUCaxTa/gIbAwULCQgHAgYVCgkICwIEFgIDAQIe\nAQIXgAAKCRAzzE1EUGnVbAv0AP9eU9yqPrIVus4U2Ldh8T2irDUHsCI0YZNMF8wL\nG7VKXQEA18mH3SLy3YMIKuv1YVZ4NiAMLlZ5/bYGGf4oVYN26QU=\n=itfQ\n-----END PGP PUBLIC KEY BLOCK-----",
    ),
    (
        "keyblock/pem-pub/en",
        "JWT verification key:\n-----BEGIN PUBLIC KEY-----\nMFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAEDBBhX4CmKVJfFXhauc2W6QLI2vtw\nYL42TxMtVS/ZiC5J2ZZ3zM/hV2SJBWHlbCcgDHKlOiC0dxJya0pBoPzVVg==\n-----END PUBLIC KEY-----",
    ),
    (
        "keyblock/pem-pub-rsa/de",
        "Öffentlicher Schlüssel für die Signaturprüfung:\n-----BEGIN PUBLIC KEY-----\nMIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAx0TMtdqo8mCz9Vh3+ZUx\n/ZCRFArmBJ4UJQEp0lUhZT01ICbZkg0WlS1Ws8oSTbopalBtxwKQ3zRfUHmBTaKk\n+1HTtHfArWrtUJry6wzDgPJJtIstK2RDa/BqRlv60+M/t7VTHPkOLGH0/XmhT7hQ\nTRokWrC0EC+vpO2ieHH8xucAyCGtxazTQwGEhI7G9pV4DGHx3CL7aDRFIzYvdjrQ\nCJE7VCqjB2WnfbiaI0r4x1xYQ6TrneAD10Os2oSncXGoO2FXxXroZ1Ly1ONREwo8\n+8YZ3wmVLNOg4bXkiVi90DgUiq3kf9Jn34TkYnse4SW31UZuhBNSGtDIDcihcrSt\n2wIDAQAB\n-----END PUBLIC KEY-----",
    ),
    (
        "keyblock/wg-pub/en",
        "[Peer]\nPublicKey = Omt7Uoi6T+b0Vf09xFvQLl22jZjLtMku7NSxYxd05yw=\nAllowedIPs = 10.8.0.0/24\nEndpoint = vpn.example.net:51820\n# PrivateKey lives only on the device",
    ),
    (
        "keyblock/fingerprint/en",
        "Host key fingerprint is SHA256:bDQjVi9qqUqAv5Ezk1eBZg3eD7WVGkMbqQy97WNqXdk - confirm before connecting",
    ),
    ("keyblock/pgp-fpr/fr", "empreinte de ma clé PGP : 0B27 58B7 AE67 B927 7C7A E68C B63F 03A8 4777 F302"),
    (
        "keyblock/ssh-pub/pt",
        "minha chave pública: ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIKCgOCA+qc9QDaGU+rAE9xe1FZUkxJgPRQt4u2ktFFez ana@notebook",
    ),
    (
        "keyblock/ssh-pub/zh",
        "公钥：ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIB07G2p40jQU6kanX3fy4rWgSIicj9M4spLgR7Auxeih wang@dev",
    ),
    (
        "keyblock/cert/en",
        "-----BEGIN CERTIFICATE-----\nMIIBVjCB/aADAgECAhRGeIGV5cfKQ6M+H4kNgMkHB23sXzAKBggqhkjOPQQDAjAh\nMR8wHQYDVQQDDBZRdWlsbHdvcmtzIEludGVybmFsIENBMB4XDTI2MDEwMTAwMDAw\nMFoXDTM1MTIzMDAwMDAwMFowITEfMB0GA1UEAwwWUXVpbGx3b3JrcyBJbnRlcm5h\nbCBDQTBZMBMGByqGSM49AgEGCCqGSM49AwEHA0IABIzFVb0H+oaYag77oNEg0C5I\nU+IY+40URfi0BWYShtXvd1phJVhB1/CHJXtFwB6kLtzeX2tEq+Vf5Co/aZCmy7aj\nEzARMA8GA1UdEwEB/wQFMAMBAf8wCgYIKoZIzj0EAwIDSAAwRQIgcpoBQ8y2cOhN\n0TEd1xUllTddBXFja1fRczqY7ZKzk8UCIQCbITnWIewPSSPnbkix0C0+sbShWMjz\n2rvKigYfQ44zGg==\n-----END CERTIFICATE-----\n(that's the public CA cert, fine to share)",
    ),
    ("keyblock/passphrase-talk/en", "my ssh key has a passphrase now and it's cached in the agent, so no more prompts"),
    ("recovery/printed/en", "printed my GitHub recovery codes and put them in the fire safe"),
    ("recovery/used/en", "used one of my Google backup codes at the airport, 9 left"),
    ("recovery/regenerated/en", "regenerated the 2FA recovery codes for Discord because the old list was in an email"),
    (
        "recovery/bitlocker-id/en",
        "BitLocker recovery key ID BF7B24BA-82B0-025F-E615-A36B622B0AB4 (the key itself is in our Entra tenant)",
    ),
    ("recovery/steam-talk/en", "steam guard is on the phone app; revocation code is written down somewhere safe"),
    (
        "recovery/totp-setup-doc/en",
        "To set up 2FA, scan the QR code with your authenticator app, then type the 6-digit code it shows.",
    ),
    ("recovery/talk/es", "guardé los códigos de recuperación en el gestor de contraseñas"),
    ("recovery/talk/de", "Die Wiederherstellungscodes habe ich ausgedruckt und im Ordner 'Wichtig' abgeheftet."),
    ("recovery/talk/ja", "リカバリーコードは印刷して金庫に入れた"),
    ("recovery/talk/zh", "恢复码已经打印出来放在保险柜里了"),
    ("recovery/talk/ko", "백업 코드는 출력해서 서랍에 넣어 뒀어"),
    ("recovery/talk/pt", "imprimi os códigos de backup do Google e guardei na gaveta"),
    ("recovery/talk/ru", "резервные коды распечатал и убрал в сейф"),
    ("recovery/talk/tr", "kurtarma kodlarını yazdırıp kasaya koydum"),
    (
        "bank/iban-receive/en",
        "please pay the deposit to IBAN DE53 9058 6179 0060 1372 14 (BIC COBADEFFXXX), reference FLAT-3B",
    ),
    (
        "bank/iban-receive/de",
        "Bitte überweisen Sie an IBAN DE75 0092 4078 3081 6140 95, Verwendungszweck Rechnung 651465",
    ),
    ("bank/iban-receive/pl", "numer konta do przelewu: PL15 6439 5509 5097 5387 4268 6223, tytuł: czynsz grudzień"),
    ("bank/iban-receive/tr", "kira için IBAN: TR14 4877 7044 1047 3544 7797 05 (Ayşe Yılmaz)"),
    ("bank/iban-receive/nl", "Tikkie niet gelukt, maak maar over naar NL44 ABNA 7620 4971 81 t.n.v. J. de Vries"),
    ("bank/iban-receive/fr", "RIB pour le virement : FR10 2094 0925 81EN W90O TJQP K18"),
    ("bank/iban-receive/es", "IBAN para la transferencia del alquiler: ES72 8100 2350 5268 5345 7102"),
    ("bank/iban-receive/it", "IBAN per il bonifico: IT11 B897 4962 1718 6644 7623 693, causale 'quota palestra'"),
    ("bank/iban-receive/uk", "реквізити для оплати: UA54 4399 4054 3936 5494 1789 6830 4, призначення платежу: оренда"),
    ("bank/iban-receive/hr", "IBAN za uplatu: HR27 4831 3354 5371 4293 8, poziv na broj 801569"),
    ("bank/iban-receive/pt", "IBAN para pagamento: PT70 1245 4084 1350 3029 2584 2"),
    ("bank/sortcode/en", "bank details for the invoice: sort code 22-57-49, account 73862906, name Okafor Design Ltd"),
    ("bank/routing/en", "ACH routing number 226200752 (public, on our website) for the payroll deposit"),
    ("bank/masked-card/en", "paid with Visa ending 9013, auth code 825068"),
    ("bank/masked-card/ja", "お支払い：VISA ****-****-****-2545"),
    ("bank/masked-card/zh", "尾号1670的信用卡已还款"),
    ("bank/pin-changed/en", "changed my card PIN at the ATM today, the old one is dead"),
    ("bank/pin-policy/en", "Your new PIN must be 4 digits and must not be a sequence like 1234 or a repeated digit."),
    ("bank/tan-talk/de", "Die TAN kommt jetzt per pushTAN-App, die alte Papierliste ist vernichtet."),
    ("bank/otp-talk/en", "bank says the OTP is valid for 5 minutes and they'll never call to ask for it"),
    ("bank/txn-ref/en", "transaction reference ZAPT1980564289, value date 05.12.2026"),
    ("bank/pix-key/pt", "minha chave pix é o meu e-mail: ana.carvalho@example.com.br (pode mandar)"),
    ("bank/upi-id/hi", "मेरा UPI ID ravi.k@okaxis है, उस पर पैसे भेज दो"),
    ("bank/va/id", "nomor virtual account untuk bayar: 1936138526682329"),
    ("bank/stk/vi", "số tài khoản nhận tiền: 1785979953711 Vietcombank, chủ tài khoản Nguyễn Văn An"),
    ("bank/account/ko", "입금 계좌: 국민은행 567690-91-174860 (예금주 김민지)"),
    ("bank/swift/en", "SWIFT/BIC for international transfers: DEUTDEFF"),
    ("bank/mpesa-paybill/sw", "lipa kupitia M-Pesa Paybill 869544, akaunti namba 9619073"),
    ("bank/gcash-number/tl", "i-send mo na lang sa GCash ko, 0917 635 9276"),
    ("bank/creditor-id/de", "Gläubiger-ID DE65ZZZ03390686664, Mandatsreferenz M-146843"),
    ("bank/card-talk/ar", "تم تغيير الرقم السري للبطاقة من الصراف الآلي"),
    ("bank/account/ru", "номер счёта для перевода 96471654761202084579, БИК 044525445"),
    ("id/company-cnpj/pt", "CNPJ da loja: 74.868.755/0001-49"),
    ("id/company-vkn/tr", "şirket vergi numarası (VKN): 4489204506"),
    ("id/company-uscc/zh", "统一社会信用代码：91310104J4HU8TMLKY"),
    ("id/company-gstin/en", "our GSTIN is 29WVICO4848H1Z5 - printed on every invoice"),
    ("id/company-vat/de", "USt-IdNr.: DE719006796"),
    ("id/company-brn/ko", "사업자등록번호 574-36-57285"),
    ("id/company-siren/fr", "SIREN de l'entreprise : 522298900"),
    ("id/isbn/en", "the book is ISBN 978-92-1-194915-5, second edition"),
    ("id/ean/en", "barcode 7647239212878 on the oat milk carton"),
    ("id/postcode/en", "ship to 221B Baker Street, London NW1 6XE"),
    ("id/pincode/hi", "हमारे गाँव का पिन कोड 110017 नहीं, 110019 है"),
    ("id/plate/de", "Kennzeichen M-VW 4070"),
    ("id/flight/en", "flight EK 203 departs 02:35, e-ticket 996-3141999425"),
    ("id/visa-ref/en", "visa application reference GWF914249982, biometrics booked for Tuesday"),
    ("id/passport-talk/en", "my passport expires in March so I need to renew before the trip"),
    ("id/passport-office/en", "passport renewal takes 3 weeks, you need two photos and the old passport"),
    ("id/ssn-talk/en", "they asked for my SSN on the form but I left it blank and called HR instead"),
    ("id/id-talk/ja", "マイナンバーカードの更新手続きは市役所でしかできない"),
    ("id/id-talk/zh", "身份证快过期了，下周去派出所换"),
    ("id/id-talk/ko", "주민등록증 재발급 신청했어"),
    ("id/id-talk/tr", "kimlik kartımı yeniledim, eski kart iptal"),
    ("id/id-talk/pt", "preciso levar o RG e o comprovante de residência no cartório"),
    ("id/id-talk/es", "la renovación del DNI es en la comisaría, pide cita previa"),
    ("id/id-talk/ru", "паспорт меняют в 45 лет, записался в МФЦ"),
    ("id/id-talk/id", "e-KTP saya sudah jadi, ambil di kelurahan"),
    ("id/phone/vi", "số điện thoại của mình 0945617988"),
    ("id/phone/pl", "mój numer telefonu +48 760 648 318"),
    ("id/phone/fr", "mon numéro : 06 77 90 70 17"),
    ("id/isbn/it", "il libro è ISBN 978-7-929108-70-3"),
    ("id/order/nl", "bestelnummer 9743120192, bezorging morgen tussen 14:00 en 16:00"),
    ("id/ticket/uk", "номер квитка 1739155893034, вагон 7, місце 23"),
    ("id/invoice/ar", "رقم الفاتورة INV-495753"),
    ("home/code-by-text/en", "the door code changed last week, I'll text it to you when you land"),
    ("home/gate-open/en", "the community gate is open 7am-7pm so you won't need a code"),
    ("home/open-wifi/en", "WIFI:T:nopass;S:Library_Free;; (open network, no password)"),
    ("home/wifi-name/en", "wifi name is Peach_House, password is on the sticker under the router"),
    ("home/room/en", "we're in room 407, the elevator is past the breakfast room"),
    ("home/flat/en", "flat 3B, ring the bell marked 'Okafor', second floor on the left"),
    ("home/parental-limits/en", "set the kids' screen time to 2 hours on weekdays, 3 on weekends"),
    ("home/thermostat/en", "thermostat schedule: 21°C 6-9am, 18°C while we're out, 20°C evenings"),
    ("home/shopping-fridge/en", "fridge note: eggs x12, milk 2L, butter, 500g flour, 3 lemons"),
    ("home/alarm-company/en", "alarm company (SecureHome) phone: 0800 048 1164, account no 619138"),
    ("home/code-changed/en", "changed the keybox code after the last guests, new one is in the booking app message"),
    ("home/voicemail-talk/en", "voicemail box is full again, need to delete the old messages"),
    ("home/parcel-locker/en", "parcel locker pickup: locker 17 at the Tesco, collect by Friday, order 1539816755"),
    ("home/code-talk/es", "el código del portal te lo mando por WhatsApp cuando llegues"),
    ("home/wifi-name/fr", "le réseau wifi s'appelle Freebox-3A2F, le mot de passe est sous la box"),
    ("home/klingel/de", "Klingel bei 'Müller', 3. Stock links, der Aufzug ist seit Montag kaputt"),
    ("home/talk/it", "il codice del cancello è cambiato, te lo dico a voce"),
    ("home/talk/nl", "de code van de sleutelkluis krijg je op de dag van aankomst per sms"),
    ("home/talk/pl", "kod do domofonu wyślę ci SMS-em"),
    ("home/talk/tr", "kapı şifresini sana telefonda söylerim"),
    ("home/talk/ru", "код от домофона скажу по телефону"),
    ("home/room/uk", "ми в номері 412, сніданок з 7 до 10"),
    ("home/talk/ja", "オートロックの番号は当日にお知らせします"),
    ("home/talk/zh", "门锁密码我到时候微信单独发你"),
    ("home/talk/ko", "현관 비번은 도착하면 문자로 보내드릴게요"),
    ("home/talk/vi", "mật khẩu cửa mình sẽ nhắn riêng khi bạn tới"),
    ("home/talk/id", "kode pintu nanti saya kirim lewat WA ya"),
    ("home/talk/hi", "दरवाज़े का कोड मैं फोन पर बता दूँगा"),
    ("home/talk/ar", "سأرسل لك رمز الباب عندما تصل"),
    ("home/wifi-qr-open/pt", "WIFI:T:nopass;S:Cafe_Livre;; rede aberta do café"),
    (
        "secq/advice/en",
        "tip: treat security-question answers like passwords - use random strings and keep them in the password manager",
    ),
    (
        "secq/question-list/en",
        "the bank made me pick 3 questions: first pet, mother's maiden name, street you grew up on",
    ),
    ("secq/set/en", "set up the security questions on the pension portal, answers are in 1Password"),
    ("secq/fact-pet/en", "fun memory: our first family dog was a beagle who stole socks"),
    (
        "secq/advice/de",
        "Sicherheitsfragen sind unsicher, ich beantworte sie mit Zufallswörtern aus dem Passwortmanager.",
    ),
    ("secq/advice/es", "las preguntas de seguridad las respondo con texto aleatorio guardado en el gestor"),
    ("secq/advice/ja", "秘密の質問の答えはパスワードマネージャーに保存してある"),
    ("secq/advice/zh", "密保问题我都随便设的，答案存在密码管理器里"),
    ("misc/hex-colours/en", "palette: #0b3d91 #fc3d21 #ffffff #1b1b1b #7fdbff"),
    (
        "misc/base64-image/en",
        '<img src="data:image/png;base64,iVBORw0KGgrHZw+/zUqZshGkSmswXZZ4ef9/QBJN20VQK6wkXBT/gS0gNrlH6zFv11aiQwOxPZTzCLlLqeZn+49lNhLaPSRVX7fu4kjl9N92dlTcjZK9psfpCrMu4dzrVEU=">',
    ),
    ("misc/file-hash/en", "MD5 (backup-2026-12-01.tar.zst) = d0b2916408dae16f2f4370a2ca8fbd75"),
    (
        "misc/chess-fen/en",
        "position after 12...Qb6: r1b2rk1/pp3ppp/1qn1pn2/3p4/2PP4/P1N1PN2/1P3PPP/R2QKB1R w KQ - 1 13",
    ),
    (
        "misc/uuid-log/en",
        "job 03c7f59c-cf9b-4812-b00b-dd0838223e7f finished, 1,204 rows upserted, next run 0a185a04-49cb-45b5-820c-a5d861c9afef queued",
    ),
    ("misc/version/en", "Chrome 131.0.6778.86, macOS 15.1.1 (24B91), build 24B91"),
    (
        "misc/coupon-public/en",
        "Black Friday: everyone gets 30% off with code BLACKFRIDAY30, printed on the poster in the window",
    ),
    ("misc/product-code/en", "part number SPI-95313-9S, replaces U8S-07848-YT"),
    ("misc/lottery/en", "this week's numbers were 4 11 19 27 33 42, didn't win anything"),
    ("misc/math/en", "the answer to problem 3 is 4471 and problem 4 is 9820, check my working"),
    ("misc/sudoku/en", "sudoku row: 5 3 4 6 7 8 9 1 2"),
    (
        "misc/git-log/en",
        "17766ea Fix password reset email template\neaffd7b Add min length check to password form\ncab4401 Bump version",
    ),
    (
        "misc/password-generator-doc/en",
        "our generator creates passwords of 20 characters from a 94-symbol alphabet, about 131 bits",
    ),
    (
        "misc/hash-talk/en",
        "the file's sha256 is 57d6023a49e0db8ec0b10d1b49ff29c533df31a5f65a7f9ce566a25d0a9b91de, matches the release notes",
    ),
    ("misc/coupon/es", "cupón público VERANO15 para todos los suscriptores del boletín"),
    ("misc/version/ja", "アプリのバージョンは 5.3.2（ビルド 1187）"),
    ("misc/tracking/zh", "顺丰单号 SF6897238891922"),
    ("misc/colour/fr", "couleurs de la charte : #2b2d42, #8d99ae, #ef233c"),
    ("misc/product/de", "Artikelnummer 25514946, EAN 8751973134781"),
    ("misc/tracking/it", "numero di spedizione BRT 647508710039"),
    ("misc/ticket/pl", "numer biletu PKP ZI13105011"),
    ("misc/chess/ru", "партия: 1.d4 d5 2.c4 e6 3.Nc3 Nf6 4.Bg5 Be7"),
    ("misc/bib/ko", "마라톤 배번 10018번, 출발 B그룹"),
    ("misc/ticket/vi", "mã vé máy bay ZGCPXI, chuyến VN915"),
    ("misc/resi/id", "nomor resi JNE 454580097326714"),
    ("misc/train/hi", "PNR नंबर 4322472973, ट्रेन 12951"),
    ("voice/sim-pin-talk/en", "alexa how do i turn off the sim pin on my phone"),
    ("voice/flight-spoken/en", "remind me the confirmation number is X D J X A X for the united flight"),
    ("voice/phone-oh/en", "call the vet on oh one six one seven one seven four eight zero four"),
    ("voice/zip/en", "what's the weather in zip code nine four one zero seven"),
    ("voice/recipe-numbers/en", "two hundred grams of flour one egg and three tablespoons of sugar"),
    ("voice/lock-talk/en", "hey google is the front door locked"),
    ("voice/code-ask/en", "what's the code for the garage again i wrote it in the notes app"),
    ("voice/channel/en", "switch to channel one oh four"),
    ("voice/appointment/en", "book a table for four at seven thirty on friday"),
    ("voice/pin-reset-talk/en", "how do i reset the parental control pin on the tv if i forgot it"),
    ("voice/year/en", "play the top hits from nineteen ninety seven"),
    ("chat/pw-reset-done/en", "reset the school portal password for rosie, the new one is in the family vault"),
    ("chat/pw-hint/en", "password hint says 'first street' lol that's useless"),
    ("chat/pw-bad-idea/en", "pls never send passwords over whatsapp, use the shared vault"),
    ("chat/pw-expired/en", "work password expired again, 90 days goes fast"),
    ("chat/pin-locked/en", "typed the wrong pin 3 times and now the card is blocked, calling the bank"),
    ("chat/otp-didnt-come/en", "the uber code never came through, switching to email verification"),
    (
        "chat/meeting-public/en",
        "webinar link https://us02web.zoom.us/j/52146744935 - it's public, no passcode, share freely",
    ),
    ("chat/calendar-invite/en", "meet.google.com/myg-kp81-yce at 3pm"),
    ("chat/wifi-public/en", "the cafe wifi is open, just accept the terms page"),
    ("chat/locker-number/en", "my locker is 214, the blue one by the window"),
    ("chat/hash-in-chat/en", "does your download match? mine is 18edd6a949e422fd..."),
    ("chat/room-code-game/en", "jackbox room code is WXYZ, join now"),
    ("chat/gift-ideas/en", "lego set 10316 or the 42143 ferrari? both are on sale"),
    ("chat/streaming-profile/en", "made you a profile on the netflix account, login is in the family vault"),
    ("chat/referral/en", "referral link for the bank, we both get $50: https://join.example-bank.com/r/mnhpcioe"),
    (
        "support/agent-asks-declined/en",
        "Agent: what's your current password?\nMe: I'm not giving you that. Please escalate to a supervisor.",
    ),
    (
        "support/verification-done/en",
        "Agent: Thanks, you've been verified through the app. Now, about the charge on the 3rd...",
    ),
    (
        "support/temp-pw-sent/en",
        "IT: I've sent a temporary password to your personal email. You'll be asked to change it at first login.",
    ),
    ("support/anydesk-id/en", "AnyDesk address 1 590 825 386 - the technician will request access, just click Accept"),
    ("support/rma/en", "RMA number RMA-8889055 approved, print the label and drop it at any UPS store"),
    ("support/warranty/en", "warranty claim W687441940 for serial C02OL729YDK"),
    ("ocr/sticky-talk/en", "[ photo: sticky note on monitor ]\nCALL IT RE: VPN\nticket 4471\n(ask for Ben)"),
    ("ocr/whiteboard-clean/en", "WHITE BOARD - office\nGuest WiFi: ask reception\nPrinter: 10.0.4.22\nStandup 9:15"),
    (
        "ocr/2fa-done/en",
        "Two-factor authentication enabled\nAuthenticator app: Google Authenticator\nBackup method: SMS to ••• ••• 42",
    ),
    (
        "ocr/token-list/en",
        "Personal access tokens\nci-deploy  Expires Jan 5  Last used 2 hours ago  [Delete]\nlaptop  Expired  [Regenerate]",
    ),
    ("ocr/card-front-masked/en", "VISA  •••• •••• •••• 0486\nVALID THRU 05/31\nJ OKAFOR"),
    ("ocr/qr-text/en", "https://example-museum.org/ticket/verify?id=2023943742"),
    (
        "devops/helm-ref/en",
        "postgresql:\n  auth:\n    username: keycloak\n    existingSecret: keycloak-db\n    secretKeys:\n      userPasswordKey: password",
    ),
    (
        "devops/wp-config-env/en",
        "define( 'DB_PASSWORD', getenv('WORDPRESS_DB_PASSWORD') );\ndefine( 'WP_DEBUG', false );",
    ),
    (
        "devops/settings-env/en",
        "SECRET_KEY = os.environ['DJANGO_SECRET_KEY']\nDEBUG = False\nALLOWED_HOSTS = ['shop.example.com']",
    ),
    (
        "devops/ldap-config/en",
        "ldap_bind_dn = cn=svc-gitlab,ou=services,dc=acme,dc=local\nldap_bind_password_file = /etc/gitlab/ldap_bind_pw",
    ),
    ("devops/mqtt-anon/en", "mqtt://broker.acme.local:1883 (anonymous read-only topic sensors/#)"),
    (
        "devops/rtsp-ref/en",
        "frigate camera: rtsp://{FRIGATE_RTSP_USER}:{FRIGATE_RTSP_PASSWORD}@192.168.1.64:554/Streaming/Channels/101",
    ),
    (
        "devops/curl-netrc/en",
        "curl --netrc-file ~/.config/jenkins.netrc -X POST http://jenkins.internal:8080/job/deploy/build",
    ),
    (
        "devops/psql-service/en",
        'psql "service=billing"  # connection details in ~/.pg_service.conf, password via .pgpass',
    ),
    ("devops/cron/en", "0 3 * * * /usr/local/bin/backup.sh >> /var/log/backup.log 2>&1"),
    (
        "devops/nginx/en",
        'location /metrics {\n  auth_basic "restricted";\n  auth_basic_user_file /etc/nginx/.htpasswd;\n}',
    ),
    (
        "devops/traceback/en",
        'Traceback (most recent call last):\n  File "app/auth.py", line 88, in verify_password\nValueError: password must be at least 12 characters (request a9ca74d9-3064-4ceb-bcd6-8b191056db62)',
    ),
    (
        "devops/docker-ps/en",
        'd103f531e3dc   postgres:16   "docker-entrypoint.s…"   2 days ago   Up 2 days   0.0.0.0:5432->5432/tcp   db',
    ),
    (
        "devops/etc-passwd/en",
        "postgres:x:999:999::/var/lib/postgresql:/bin/bash\nnobody:x:65534:65534:nobody:/nonexistent:/usr/sbin/nologin",
    ),
    ("devops/github-sha/en", "deploy fe29adb886538a9082cf23b78e8c00ba97304d32 succeeded on prod-eu-1 (run #6867)"),
    ("devops/base64-config/en", "echo bG9nX2xldmVsPWRlYnVnCnJlZ2lvbj1ldS13ZXN0LTE= | base64 -d > app.conf"),
    (
        "devops/secret-scan-doc/en",
        "Pushes containing strings that look like AWS keys (AKIA followed by 16 characters) are blocked by push protection.",
    ),
    (
        "cloud/aws-key-id-only/en",
        "which IAM user owns access key id AKIA****************? the console only shows the last 4: 7Q2M",
    ),
    (
        "cloud/azure-endpoint/en",
        "DefaultEndpointsProtocol=https;AccountName=acmeassets;EndpointSuffix=core.windows.net  # key via managed identity",
    ),
    ("cloud/gcp-browser-key-talk/en", "the maps key in the frontend is restricted by HTTP referrer, that's expected"),
    ("cloud/algolia-search/en", "ALGOLIA_APP_ID=CLFYKNEE69\nALGOLIA_SEARCH_ONLY_KEY is injected at build time"),
    ("cloud/cloudinary-cloudname/en", "CLOUDINARY_CLOUD_NAME=quillworks (public, appears in every image URL)"),
    (
        "cloud/firebase-config/en",
        'const firebaseConfig = { projectId: "quill-xa2zg", authDomain: "quill-xa2zg.firebaseapp.com", appId: "1:746351012714:web:0ecd64b4a1e529de71eaa3" };',
    ),
    ("cloud/heroku-app/en", "heroku apps:info pollen-api-edjt  # region eu, stack heroku-24"),
    (
        "cloud/vault-approle-doc/en",
        "AppRole login needs a role_id and a secret_id; the secret_id is wrapped and delivered by the CI runner",
    ),
    (
        "cloud/rotation-note/en",
        "rotated: Datadog API key, New Relic license key, Sentry auth token. Old ones revoked at 14:02 UTC.",
    ),
    (
        "cloud/key-length-doc/en",
        "Mailgun private API keys are 32 hex characters followed by two 8-character groups; never put them in client code",
    ),
    ("cloud/s3-url/en", "https://acme-assets.s3.eu-west-1.amazonaws.com/img/hero-432704ae.webp"),
    (
        "cloud/stripe-test-mode/en",
        "switch the dashboard to test mode and grab the test keys from there, don't use live keys locally",
    ),
    ("cloud/ids-bulk/en", "instance i-f8a0b670ecb0bfdd9, volume vol-e361847ff5bf9332e, sg sg-5ae738554c6049899"),
    (
        "auth/jwt-header-only/en",
        'the header decodes to {"alg":"RS256","typ":"JWT","kid":"fc20fde7"}, so it\'s signed with the rotating key',
    ),
    ("auth/cookie-flags/en", "Set-Cookie: sessionid=<redacted>; HttpOnly; Secure; SameSite=Lax; Max-Age=1209600"),
    ("auth/csp/en", "Content-Security-Policy: script-src 'self' 'nonce-jhRtak3z1nSMf4m7sOuRWg=='"),
    (
        "auth/oauth-state-doc/en",
        "OAuth state parameter prevents CSRF; generate 32 random bytes per login and compare on callback",
    ),
    (
        "auth/saml-meta/en",
        "SAML entity id https://acme.okta.com/exkw5y9TSnm2488J66JK, SSO URL https://acme.okta.com/app/acme_web/exkD4s3MGiCjTZwf6XCd/sso/saml",
    ),
    ("crypto/address-qr/en", "scan to donate: bc1qutzr6g4mf5xu59e7jpujtyyfqdy8rczpmfwyqe"),
    ("crypto/ens-resolve/en", "vitalik-fan.eth resolves to 0x6e5d01aaefcc2a85231f501882eba9efeac34576"),
    ("crypto/seed-advice/en", "if a 'support agent' asks for your 12 words, it's a scam - block them"),
    ("crypto/seed-storage-talk/en", "split the backup with shamir: 3 of 5 shares, each in a different city"),
    (
        "keyblock/ssh-pub-list/en",
        "authorized_keys:\nssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAINBMC7YwaJvrTNeVCzTwFWoQwMCU6SXuIi74tGad8Stb ana@laptop\nssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIFRwAeyH9wBfFkp2MAM1LbaTWrqQCAFE2nPQssagMXmY ci@runner\nssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIEkPGvWLY8jabiEP0z5Zmj86o5UYgxEMk/L8ZYKXV90s ben@desktop",
    ),
    (
        "keyblock/age-recipient/en",
        "encrypt backups to age recipient age14vy90p2ff3ex6uvsmv8vx5uuz29vy2glx6k8uy49rlr9zt8yeyhsvruhrt",
    ),
    (
        "recovery/rk-talk/en",
        "turned on Advanced Data Protection; the recovery key is printed and in the safe, recovery contact is my sister",
    ),
    ("bank/masked-csv/en", "name,number,exp\nJ OKAFOR,**** **** **** 6207,05/28"),
    (
        "bank/fraud-warning/en",
        "the bank will never ask for a Zelle code over the phone - hang up and call the number on your card",
    ),
    ("bank/cheque/en", "cheque number 704060, sort code on the cheque is the branch one, amount £120"),
    ("bank/statement/en", "statement ref 66W195317460, closing balance £2,311.40"),
    ("id/ssn-last4/en", "HR has my SSN on file, last four 5256 if you need to look me up"),
    ("id/ein/en", "company EIN 20-0662900 goes on the W-9"),
    ("id/npi/en", "Dr Patel's NPI is 1251738518 (public registry)"),
    ("id/dob/en", "date of birth 04/22/1990, born in Leeds"),
    ("home/keypad-doc/en", "to change the lockbox code, push the reset lever and enter the new 4 digits"),
    (
        "home/wifi-guest-doc/en",
        "router admin page is http://192.168.1.1 - the default login is printed on the label, change it on first setup",
    ),
    ("home/tv-pin-forgot/en", "forgot the sky tv parental pin, need to call them to reset it"),
    ("home/door-number/en", "we're at number 14, the green door next to the bakery"),
    ("secq/first-car-fact/en", "my first car was a blue ford fiesta, loved that thing"),
    ("secq/honeymoon-fact/en", "we went to Lake Bled for our honeymoon in 2014"),
    ("misc/tracking-usps/en", "USPS tracking 9400 1946 1086 7102 6329 43"),
    ("misc/arxiv/en", "arXiv:2310.06825v2 has the ablation table"),
    ("misc/doi/en", "doi:10.1038/s41586-846-90799-3"),
    ("misc/uuid-order/en", "order 97ffa17b-9855-4859-99e3-161a9a9d7f9a status=shipped carrier=DHL"),
    ("misc/mac/en", "device mac 7c:e4:d3:01:c4:01 on vlan 30"),
    ("misc/ipv6/en", "assigned 2001:db8:fbc6:4bea::1/64"),
    ("misc/base64-text/en", "the attachment name is base64: UXVhcnRlcmx5IHJlcG9ydCBRMy5wZGY="),
    (
        "misc/random-hex-colour-list/en",
        "tailwind config: primary #4f46e5, secondary #0ea5e9, accent #f59e0b, muted #64748b",
    ),
    ("misc/ticket-seat/en", "Section 112, Row K, Seat 7 - gates open 6:30pm"),
    ("misc/isrc/en", "ISRC GBUM71029604 for the single"),
    ("mixed/hinglish-changed/hi", "bhai netbanking ka password change kar diya, naya wala phone pe bataunga"),
    ("mixed/taglish-changed/tl", "pinalitan ko na yung password ng wifi, sasabihin ko na lang mamaya"),
    ("mixed/spanglish-garage/es", "el garage code lo cambiamos, I'll text you el nuevo"),
    ("mixed/denglisch-staging/de", "das Staging-DB Passwort liegt jetzt im Vault, nicht mehr im Wiki, please use that"),
    ("mixed/japanglish-prod/ja", "prodのDB passwordは1Passwordの 'prod-db' に入ってます"),
    ("mixed/franglais-meeting/fr", "le meeting est à 15h, lien teams dans l'invite, meeting ID 340 942 221 431"),
    ("mixed/konglish-order/ko", "order number 3757664421 배송 조회 해주세요"),
    ("mixed/chinglish-deploy/zh", "今天的 release 是 v7.9.1，commit 91c5b3d"),
    ("mixed/arabizi-order/ar", "el order raqam 67342317 wesel wala la2?"),
    ("mixed/russlish-ticket/ru", "тикет JIRA-7732 закрыл, deploy прошёл"),
    ("gov/egov-talk/tr", "e-Devlet şifremi PTT'den yeniden aldım, eski şifre artık geçersiz"),
    ("gov/gosuslugi-talk/ru", "на Госуслугах включил вход по SMS-коду, пароль сменил"),
    ("gov/diia-talk/uk", "у Дії оновив документи, PIN-код змінив у налаштуваннях"),
    ("gov/spid-talk/it", "ho attivato lo SPID con l'app, la password la tengo nel gestore"),
    ("gov/digid-talk/nl", "DigiD app geactiveerd, ik heb mijn wachtwoord niet meer nodig"),
    ("gov/clave-talk/es", "pedí el Cl@ve PIN por SMS y ya caducó"),
    ("gov/govbr-talk/pt", "subi minha conta gov.br para o nível ouro pelo app do banco"),
    ("gov/mynaportal-talk/ja", "マイナポータルの暗証番号を3回間違えてロックされた、区役所で再設定する"),
    ("gov/impots-talk/fr", "déclaration d'impôts faite, accusé de réception n° 959022469064"),
    ("gov/elster-talk/de", "ELSTER-Zertifikat verlängert, die Datei liegt auf dem USB-Stick"),
    ("gov/vneid-talk/vi", "đã kích hoạt VNeID mức 2, mật khẩu lưu trong máy"),
    ("gov/djp-talk/id", "sudah lapor SPT lewat DJP Online, bukti penerimaan dikirim ke email"),
    ("gov/absher-talk/ar", "تم تجديد الإقامة عبر أبشر، الرقم المرجعي 5223138006"),
    ("gov/uidai-talk/hi", "आधार में मोबाइल नंबर अपडेट करवा लिया, OTP अब नए नंबर पर आएगा"),
    (
        "devops/git-credential-helper/en",
        "git config --global credential.helper osxkeychain  # tokens stay in the keychain",
    ),
    ("devops/npmrc-ref/en", "//npm.pkg.github.com/:_authToken=${NPM_TOKEN}\n@acme:registry=https://npm.pkg.github.com"),
    ("devops/composer-ref/en", 'composer config --global github-oauth.github.com "$COMPOSER_GITHUB_TOKEN"'),
    (
        "devops/aws-config/en",
        "[profile prod]\nsso_start_url = https://acme.awsapps.com/start\nsso_region = eu-west-1\nsso_account_id = 796134966677\nsso_role_name = ReadOnly",
    ),
    (
        "devops/kubeconfig-cert-only/en",
        "users:\n- name: admin@prod\n  user:\n    client-certificate-data: LS0tLS1CRUdJTiBDRVJUSUZJQ0FURS0tLS0tCk1JSUJNekNCMjZBREFnRUNBaFJQcFlqdnJWWnV6UWVMU3NzRVRhT1IzeVM2S0RBS0JnZ3Foa2pPUFFRREFqQVEKTVE0d0RBWURWUVFEREFWaFpHMXBiakFlRncweU5qQXhNREV3TURBd01EQmFGdzB6TlRFeU16QXdNREF3TURCYQpNQkF4RGpBTUJnTlZCQU1NQldGa2JXbHVNRmt3RXdZSEtvWkl6ajBDQVFZSUtvWkl6ajBEQVFjRFFnQUVNSzRnCnJtalJaL29BMlN0Vkp1MVRXRTcyZzB5clBXV0hKMDJlK2FrSHUrOWJUMUlQTHd4R0tOWkVwbi9vd1pqRUt5TGIKWDNqaDh1TkxkZUM3c3QxL1JhTVRNQkV3RHdZRFZSMFRBUUgvQkFVd0F3RUIvekFLQmdncWhrak9QUVFEQWdOSApBREJFQWlCdC9OS0cvSVFEanZwWW9hTjl4Vnh5SW1TaVF2c0FmeTIzb0lPZy90Ui9aUUlnZURjUmtUOE1YMk5OCmhmOUk0VmNMaFBzbktVamRwSmRGMVNNZnoxVE5RWG89Ci0tLS0tRU5EIENFUlRJRklDQVRFLS0tLS0=\n    client-key: /etc/kubernetes/pki/admin.key",
    ),
    (
        "devops/tfstate-sensitive/en",
        '"attributes": {"username": "app", "password": null, "engine": "postgres"},\n"sensitive_attributes": [[{"type": "get_attr", "value": "password"}]]',
    ),
    (
        "keyblock/ssh2-pub/en",
        '---- BEGIN SSH2 PUBLIC KEY ----\nComment: "eddsa-key-20240311"\nAAAAC3NzaC1lZDI1NTE5AAAAIDlqLHesysD1JPNzBooRUCywHFAc49y7U0ryQO8GRspd\n---- END SSH2 PUBLIC KEY ----',
    ),
    ("devops/k8s-configmap/ko", "# 운영 설정 (시크릿 아님)\ndata:\n  region: YXAtbm9ydGhlYXN0LTI="),
    (
        "devops/docker-config-helper/en",
        '~/.docker/config.json: {"credsStore": "desktop", "auths": {"https://index.docker.io/v1/": {}}}',
    ),
    ("auth/cookie-names/en", "the app sets __Secure-next-auth.session-token and a csrf cookie; both are HttpOnly"),
    (
        "devops/sbom/en",
        "pkg:npm/lodash@4.17.21 sha256:9040c012e09597064c84850ade1327f8688702c87de775dcb73a31d6089cbf1c",
    ),
    ("id/company-jp/ja", "法人番号：2538356909565"),
    ("id/company-vn/vi", "mã số thuế doanh nghiệp: 2801238061"),
    ("id/company-ru/ru", "ОГРН организации: 1075159509974"),
    ("id/company-ua/uk", "код ЄДРПОУ: 35890511"),
    ("id/tracking/zh", "中通快递单号 72462294580147"),
    ("id/order/ar", "رقم الطلب 317797587، التوصيل غداً"),
    ("id/order/hi", "ऑर्डर नंबर 363-5399969-1838974 कल तक आ जाएगा"),
    ("id/booking/tr", "rezervasyon kodu IT9Z1D, uçuş TK7670"),
    ("id/pnr/ko", "예약번호 PVH39X, 인천 출발 09:40"),
    ("id/case/es", "número de expediente 9469/583002, la cita es el martes"),
    ("id/order/pt", "código de rastreio YU849921614BR"),
    ("id/ticket/fr", "numéro de billet 536-7173811038, siège 23A"),
    ("id/shipment/de", "Sendungsnummer 44192427476452592358"),
    ("id/uuid/ja", "リクエストID 116a4604-7ade-4dae-a529-c91490388564 でエラーが出ました"),
]

DOCUMENTED_EXAMPLES: list[tuple[str, str]] = [
    (
        "devops/aws-docs-example/en",
        "ENV AWS_ACCESS_KEY_ID=AKIAIOSFODNN7EXAMPLE\nENV AWS_SECRET_ACCESS_KEY=wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY\n# values from the AWS CLI docs, replaced in CI",
    ),
    (
        "support/stripe-test-card/en",
        "Agent: For the sandbox checkout use card 4242 4242 4242 4242, any future expiry, CVC 123.",
    ),
    (
        "auth/jwt-io-sample/en",
        "decoded this on jwt.io: eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c",
    ),
    (
        "crypto/bip39-vector/ja",
        "テスト用のニーモニック：abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about",
    ),
    (
        "devops/hardhat-mnemonic/en",
        'networks: { hardhat: { accounts: { mnemonic: "test test test test test test test test test test test junk" } } }',
    ),
    (
        "crypto/hardhat-key/en",
        "PRIVATE_KEY=0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80  # hardhat account #0, local node only",
    ),
    ("id/woolworth-ssn/en", "the SSN printed on the wallet insert was 078-05-1120"),
    ("chat/hunter2/en", "lol my irc password is hunter2, see it's just stars for you"),
    ("voice/xkcd/en", "set my new password to correct horse battery staple"),
    ("recovery/google-key-uri/en", "otpauth://totp/Example:alice@google.com?secret=JBSWY3DPEHPK3PXP&issuer=Example"),
    (
        "recovery/rfc6238-seed/de",
        "Testvektor aus RFC 6238: Seed 12345678901234567890 (Base32 GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ)",
    ),
    (
        "recovery/yubikey-defaults/en",
        "the default PIV PIN is 123456 and the PUK 12345678 - change both before enrolling",
    ),
    (
        "auth/slack-webhook-docs/en",
        "Slack's docs show the shape: https://hooks.slack.com/services/T00000000/B00000000/XXXXXXXXXXXXXXXXXXXXXXXX",
    ),
    (
        "devops/postgres-image-docs/en",
        "docker run --name some-postgres -e POSTGRES_PASSWORD=mysecretpassword -d postgres",
    ),
]
