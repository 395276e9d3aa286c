"""Held-out evaluation corpus #8 for the zeusmem write gate: voice, chat, support, OCR, devops and cloud texts.

Who / when / how
    Written by an independent evaluation-data author (a helper session) on 2026-12-06, blind: I did not
    open anything under zeusmem/, docs/, bench/ or README.md, nor any test or corpus file, with one
    exception: the module docstring (lines 1-122) of tests/independent/secrets_heldout7.py, for the
    format (list names, (label, text) tuples, label scheme) and the decisions on open questions, adapted
    below. I did not read that corpus's entries, did not grep the repository and never ran the gate on
    these texts. Only public knowledge of credential formats (prefixes, lengths, charsets, checksums) was
    used; no value was copied from documentation except in DOCUMENTED_EXAMPLES. Texts were written by
    hand as templates; random parts were filled by a throw-away generator kept outside the repository,
    seeded with random.Random(20261206_8). Key material is real and unseeded: OpenSSH ed25519, RSA and
    P-256 PEM keys and X25519 (WireGuard, age) keys from the cryptography library, PGP ed25519 key blocks
    from gpg in a throw-away home directory. Nothing is live; every value was made up for this file.
    Checksummed formats are valid where I know the rule: card numbers pass Luhn (Visa 4, Mastercard 51-55,
    Amex 37, JCB 35, UnionPay 62); IBANs (DE, PL, TR, NL, HR, BG, UA, EE; benign also FR, ES, IT, PT) pass
    mod-97 and python-stdnum's national checks; national ids carry their real check digits and were
    validated with python-stdnum (TR TC Kimlik, CN resident id, BR CPF, IN Aadhaar (Verhoeff), KR RRN, ZA
    id, MX CURP, CL RUT, ES NIE, JP My Number, ID NIK, EE isikukood, BG EGN, HR OIB, IE PPS, FR NIR, UA
    RNTRC, RU INN, US SSN ranges, GB NHS number); SG NRIC and TW national id use their public check
    letter / digit rule, the AU Medicare number its check digit, passport MRZ lines the ICAO 9303 7-3-1
    check digits; PK CNIC, UK NINO, US ITIN and plain passport numbers have shape only. BIP-39 phrases
    pass the checksum (English, Japanese, Chinese simplified and traditional, Korean, Spanish, French,
    Italian, Portuguese, Czech lists from python-mnemonic); WIF keys, xprv / xpub are valid base58check;
    bc1 addresses and the age recipient are valid bech32; ghp_ / ghs_ tokens carry the base62 CRC32 tail;
    JWTs are HS256 with a real HMAC over their own claims. Benign public ids are valid too: CNPJ, VKN,
    USCC, GSTIN, DE VAT, KR BRN, SIREN, EIN, NPI, ABA routing number, SEPA creditor id, ISBN, EAN, IMEI.
    Provider keys without a public checksum (Alibaba, Tencent, OCI, IBM, DigitalOcean, Linode, Hetzner,
    Vercel, Netlify, Supabase, Clerk, Postmark, Mailgun, Twilio, Plaid, Shopify, Square, Atlassian, Figma,
    Notion, Airtable, Doppler, Vault, Grafana, Sentry, Datadog, New Relic, PagerDuty, Okta, ...) have the
    documented prefix, length and alphabet only.

Emphasis (registers the seven earlier corpora used little, as far as their docstrings tell)
    Voice-assistant transcripts (ASR style: lower case, no punctuation, digits spoken as words in 18
    languages, letters spelled out, "double seven", "oh" for zero, "star ... pound"); lower-case chat with
    typos and no labels ("hulu - kmartin88:...", a bare card line "number exp cvv"); support chats where
    an agent asks for a code, PIN, security word or remote-session password (and the customer gives or
    refuses it); screenshots OCR'd with broken spacing ("Pass word", values split across lines);
    devops files and logs (Dockerfiles, compose, SQL migrations, alembic / JDBC / psql strings, CI logs
    with set -x echo, Kubernetes Secrets with base64 data and dockerconfigjson, Helm values, .netrc,
    .pgpass, sshpass, curl -u, wp-config, Django / Rails secret keys, tfvars, Ansible); cloud / SaaS keys
    of providers less commonly covered (list above) plus Yandex, Naver, Huawei, Toss; webhook signing
    secrets, HMAC secrets, OAuth client secrets, refresh tokens (Google, Microsoft, Spotify, Dropbox,
    Xero), session cookies, magic and reset links; crypto wallets (seed phrases in ten wordlists, in caps,
    comma-separated, numbered inline, half a phrase; hex / WIF / xprv / Solana keys, Solana id.json byte
    arrays, exchange API keys); private key blocks (OpenSSH, RSA, EC, PKCS#8 inside service-account JSON,
    PGP); recovery codes (GitHub, Google, Microsoft, Apple, BitLocker, 1Password Secret Key, Discord,
    Dropbox, Bitwarden, Tuta, Kakao, Epic, Steam, YubiKey PUK); banking (card + CVV in many languages,
    IBAN with online-banking login, TAN lists, UPI / PIX / GCash / M-Pesa PINs); national ids of 24
    countries and passports (MRZ); home codes (door, gate, keybox, alarm and duress codes, safes,
    padlocks, parental-control PINs, Wi-Fi notes on the fridge); security-question answers. About 41 %
    non-English, weighted towards languages with other scripts or less coverage: Chinese, Japanese,
    Korean, Vietnamese, Indonesian, Hindi, Arabic, Turkish, Russian, Ukrainian, Polish, Bulgarian,
    Croatian, Estonian, plus Spanish, Portuguese, French, German, Italian, Dutch. BENIGN mirrors the same
    registers with the value absent, masked, referenced or replaced by a public identifier of similar
    shape, plus "misc" look-alikes (hex colours, base64 images and text, file hashes, chess notation,
    lottery numbers, sudoku rows, DOIs, MAC / IPv6 addresses, ISRCs, tracking and ticket numbers).

Labels
    Each tuple is (label, text) with label = "source/kind/lang": source is the register (below), kind a
    short description of the value or situation, lang an ISO 639-1 code. Sources: voice = voice-assistant
    transcript; chat = casual chat message; support = support / helpdesk chat; ocr = screenshot or photo
    OCR; devops = config files, scripts, migrations, CI logs, Kubernetes; cloud = cloud / SaaS provider
    keys and identifiers; auth = webhooks, JWTs, OAuth, sessions; crypto = wallets and exchanges; keyblock
    = private / public key blocks and passphrases; recovery = recovery / backup codes and 2FA seeds;
    bank = cards, bank logins, PINs, TANs, account details; id = national ids, passports and other
    identifiers; home = household codes and Wi-Fi; secq = security questions; misc (BENIGN only) = other
    look-alikes.

Counts
    SECRETS: 519  (non-English: 211, 41 %)
        by source: cloud 88, devops 52, chat 49, voice 47, bank 43, home 40, id 39, crypto 35, auth 28, support 26,
            recovery 24, ocr 20, secq 16, keyblock 12
        by language: en 308, zh 23, de 20, es 19, ja 18, fr 17, pt 17, ko 14, tr 13, ru 10, vi 9, id 8, it 8, pl 8,
            hi 5, uk 5, ar 4, nl 4, bg 2, et 2, hr 2, cs 1, sw 1, tl 1
    BENIGN: 509  (non-English: 192, 38 %)
        by source: cloud 65, devops 58, chat 55, voice 47, bank 36, id 36, misc 36, home 34, support 31, crypto 29,
            ocr 22, auth 20, keyblock 15, recovery 15, secq 10
        by language: en 317, de 20, zh 18, ja 16, es 15, fr 15, pt 15, ko 13, ru 11, tr 11, vi 10, id 9, it 8,
            pl 8, hi 6, ar 5, uk 5, nl 4, hr 1, sw 1, tl 1
    DOCUMENTED_EXAMPLES: 14 (counted in neither figure)

Decisions on open questions (those of corpus #7, adapted to these registers)
    Secret (must be refused):
    - anything that authenticates or unlocks, in digits or spoken / spelled out in any language:
      passwords and passphrases (also spelled letter by letter, or only "pw" / ":" / "/" separated from a
      user name), PINs of any kind (card, SIM PIN and PUK, voicemail, EBT / HSA card, UPI, phone banking,
      app passcode, trading PIN, parental control, voice purchasing, e-banking PIN1 / PIN2), door / gate /
      keybox / intercom / alarm codes including a duress code, safe / locker / padlock combinations, a
      school pick-up password, a telco account or port-out PIN, a phone-banking security word or
      memorable word, a meeting passcode, TeamViewer / AnyDesk passwords, Wi-Fi passwords;
    - one-time codes and TANs handed over while still usable (read to an agent, forwarded for someone to
      type, given to a "fraud department" caller) and paper TAN lists;
    - API keys and tokens of every provider, including prefix-less ones where the context names them
      (Vercel, Linode, Hetzner, Datadog, Postmark and Heroku UUIDs, PagerDuty, Algolia admin key, Alibaba /
      Tencent / Huawei / Naver / Yandex secrets, a Google Maps key stated to be a server key); webhook
      signing secrets, HMAC and JWT signing secrets, Django / Rails / Laravel / WordPress secret keys,
      OAuth client secrets, access and refresh tokens, session JWTs and cookies, magic-login and password-
      reset links with a token, Slack / WeCom webhook URLs, Vault tokens, unseal keys and AppRole
      secret_ids, Kubernetes Secrets whose base64 data holds a password (base64 is not protection),
      dockerconfigjson, basic-auth headers;
    - connection strings and command lines carrying a password (PostgreSQL, MySQL, JDBC, MongoDB, Redis,
      AMQP, MQTT, RTSP, SMTP, Cloudinary, pip index URL, git remote with a token), .netrc and .pgpass
      lines, sshpass, curl -u;
    - private keys in any form (OpenSSH, RSA / EC / PKCS#8 PEM, PGP private block, WireGuard PrivateKey,
      Ethereum hex key, WIF, xprv, Solana base58 or id.json byte array) and their passphrases; seed
      phrases in any BIP-39 wordlist and any layout (also one half of a phrase), a BIP-39 passphrase, a
      keystore password, exchange API key + secret;
    - recovery / backup codes, TOTP seeds (also grouped in lower case under "enter this key manually")
      and otpauth:// URIs with secret=, YubiKey PUK and management key, 1Password Secret Key, Apple
      recovery key, BitLocker recovery key;
    - a card number together with its CVV / CVC / CID (also unlabeled, spoken, split across OCR lines,
      in CSV or JSON); an IBAN given together with its online-banking login or PIN;
    - national id numbers, passport numbers (also as MRZ lines), driving licence, ITIN, NINO, Medicare,
      NHS and PPS numbers stated by or about the user or a family member;
    - security-question answers given as answers.
    Benign (must be stored):
    - talk about credentials with no value (changed, forgotten, expired, locked, "I'll text it", "in the
      family vault", a useless hint, policies, warnings, format descriptions, 2FA set up, codes printed
      and stored, keys rotated);
    - placeholders, masks and references: <your-api-key>, <username>:<password>, sk-ant-..., hf_xxxx,
      sk_live_xxxx, sk-...a3f9, [REDACTED], <redacted>, ***, ••••, ●●●●, (hidden), ${VAR}, {{ vault_var }},
      {FRIGATE_RTSP_PASSWORD}, empty values in .env.example, REPLACE_ME, secretKeyRef, ExternalSecret,
      existingSecret, op://, doppler secrets get, vault kv paths, Secrets Manager ARNs, Docker secret
      mounts, password files, AKIA**** with the last 4 only;
    - public identifiers: Twilio Account / message SIDs alone, Square application id, Clerk / Stripe
      publishable keys, Supabase publishable key and project ref, Google OAuth client id, Okta SPA client
      id, OCIDs, ARNs, AWS account ids, Airtable / Vercel / Netlify / Hetzner / droplet / IBM CRN ids,
      Tencent APPID, Firebase web config, Algolia app id, Cloudinary cloud name, Stripe object ids, request
      / trace / job UUIDs, commit SHAs, image digests, SRI hashes, file hashes, CSP nonces; public keys
      (ssh-ed25519 / ssh-rsa, PGP public blocks, PEM public keys, WireGuard PublicKey, age recipient,
      certificates, JWKS) and fingerprints; wallet addresses, xpub, transaction hashes, lightning
      invoices, bitcoin: payment URIs, ENS names;
    - details for receiving money: IBAN, sort code + account, ABA routing number, SWIFT / BIC, PIX key (an
      e-mail), UPI id, virtual account number, M-Pesa paybill, SEPA creditor id; masked cards, last four
      digits (also of an SSN), receipt authorisation codes;
    - company ids (CNPJ, VKN, USCC, GSTIN, VAT, BRN, SIREN, EIN, NPI), order / tracking / case / booking /
      PNR / ticket / RMA numbers, IMEIs, serials, ISBN / EAN / ISRC / DOI, phone numbers, postal codes
      (also Indian PIN codes, spoken), licence plates, room / flat / locker numbers, spoken timers,
      recipes, scores, flight and bus numbers, chess notation, hex colours, base64 images and text,
      lottery numbers, public coupons and referral links, public webinar links without a passcode, open
      Wi-Fi QR payloads (T:nopass);
    - personal facts on common security-question topics told as memories, not as answers (first car,
      honeymoon, first dog).
    Left out of both lists as genuinely ambiguous: a full card number without its CVV, expired one-time
    codes, gift-card codes, Sentry DSNs, Google AIza browser keys, bcrypt / argon2 hashes, a Plaid
    client_id alone, vendor default credentials (those with a published value are in
    DOCUMENTED_EXAMPLES). DOCUMENTED_EXAMPLES holds published sample values placed in these registers
    (AWS EXAMPLE keys, Stripe test card 4242..., jwt.io token, BIP-39 "abandon ... about" vector, Hardhat
    mnemonic and account #0 key, Woolworth SSN, hunter2, xkcd passphrase, Google Key URI example, RFC
    6238 seed, YubiKey default PIN / PUK, Slack docs webhook shape, the postgres image docs password); a
    gate may go either way on them.
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
        "Model RT-AX58U  S/N: R8IA97TLB1\nWi-Fi Pass word (WPA2) : 2mev3v7te4tb\nAdmin PIN : 04639523",
    ),
    ("ocr/password/es", "Contra seña temporal: IuG6UzqfK2s-13\nDebe cambiarla al iniciar se sión"),
    ("ocr/zugang/de", "Ihre Zu gangsdaten\nBenutzer: k.lehmann\nKenn wort: s1gaMvfpb+z6RBBX3q7"),
    ("ocr/mdp/fr", "Identi fiant : 0591967625\nMot de pas se provisoire : rJoK24vWnZ+65"),
    ("ocr/pasuwado/ja", "ログ インID：tanaka_4942\nパス ワード：KZtJkbgDn^22"),
    ("ocr/mima/zh", "账 号：20954774867\n密 码：5PM692y5Bh4!82\n请妥善保管"),
    ("ocr/card/pt", "Cartão virtual\nNúmero 5482 9272 1439 5865\nValidade 09/27  CVV 931"),
    ("ocr/card-split/en", "VIRTUAL CARD  47904302 47538106  (copy)\nEXP 07/27   CVC 051"),
    ("ocr/pass/ko", "아이 디: minji764\n비밀 번호: Mango=Raven993"),
    (
        "ocr/token-wrapped/en",
        "Personal access to ken (copy now, you won't see it again):\nghp_vcEtCRrTSyvJnrRqcX\ntMmFtz3OEV2r3aUIJX",
    ),
    (
        "devops/dockerfile-env/en",
        'FROM python:3.12-slim\nWORKDIR /app\nENV DJANGO_SETTINGS_MODULE=shop.settings.prod\nENV DATABASE_PASSWORD=tR$J8Cyh?i3TST\nCOPY . .\nCMD ["gunicorn", "shop.wsgi"]',
    ),
    (
        "devops/dockerfile-arg/en",
        'ARG NPM_TOKEN=npm_smXIqZFphEPR25SJYHuHIsX658tWgTskMBQb\nRUN echo "//registry.npmjs.org/:_authToken=${NPM_TOKEN}" > .npmrc && npm ci',
    ),
    (
        "devops/compose/en",
        'services:\n  db:\n    image: postgres:16\n    environment:\n      POSTGRES_USER: ledger\n      POSTGRES_PASSWORD: DZXiYUag1SN#79\n    ports: ["5432:5432"]',
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
    ("crypto/priv/ko", "업비트 API 시크릿 키: usLzw7gP9m7m8qj5fzxQNklUnhhl7J4b76xK3zVX"),
    (
        "crypto/seed/cs",
        "obnovovací fráze peněženky: mluvit soused hoboj lampa krmelec pobavit fyzika nasekat rypadlo sukno chmel rarita",
    ),
    (
        "keyblock/openssh/en",
        "here's the deploy key for the CI runner:\n-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtz\nc2gtZWQyNTUxOQAAACAwf29C9i0EuCaSzUAI568FGR3e0MeVyVM5W/SLKSH2SgAA\nAIj6J9tu+ifbbgAAAAtzc2gtZWQyNTUxOQAAACAwf29C9i0EuCaSzUAI568FGR3e\n0MeVyVM5W/SLKSH2SgAAAEDEy/sgmiN8E9ow2GHFlLv/WuDr1WcZFbK+gWa+QYRS\nGDB/b0L2LQS4JpLNQAjnrwUZHd7Qx5XJUzlb9IspIfZKAAAAAAECAwQF\n-----END OPENSSH PRIVATE KEY-----",
    ),
    (
        "keyblock/rsa-pem/en",
        "server.key:\n-----BEGIN RSA PRIVATE KEY-----\nMIIEowIBAAKCAQEAl5uDbsyHwAK8weY8Ztyv/DsZmQEahuPVB1+FTI+4+J9Pjv7N\n9LB0zKsagT8OR9y+HNn97eAZhLbAOeoGndf9RoyIwOFJHlY6Tt11W/MeKVNwjx0y\nwtQM4TZYfBitjLEmDSDPnyAJqD26ILUu/YKUGB50rcpdpu4FSll8OPyCvNLyrqTh\neFHpTTzIHV9GG8N6DS690m0wgMLtcSPtjRKv4SHJa9NkC079Lkuqt2gb9wO2g3y2\nhswEStoy+5vIr/MkREHzVh058DC22ImWTlcfGz0xC8msUIaFEuLoypAQmq11W1tm\nCpC7qoUKMEbQlxuM8xwv4JERUepIGt9wiX7/aQIDAQABAoIBAAGCoIMgnwq26fsH\n70PRV45RHh2XOPAkNE9aNRqXksok94/s0nRpRZdzNzAXj9ttsYO1NMqn1/3OLEAM\nA+oAVj+Shj/xEN9nEH9ZMpAYNw2PevGSB3aQ0jW9Rkhhno2K0IMU97yDfzCPSpKE\n1vfaZW/ZNvag0AVzHY5gVmcHfzcOUB/L60iQlHnOsgrqfEXBDyqhdpjzWh7ZlWny\nMqpqC8DRnxsUwlrakT88NUv4wR9Z9U8DSu6i0GnWr9vQ3Yi3qmA8IC8da+XRV+N5\n6B4L/mOV7Z6OuleVtF+Cnomuhqm+Y2h/kOR5X4XOSzwQYGAzPBD/FDCFLx6bHsFt\nIGZJigECgYEAy4rFzaA8JzIb3FQpPjiyeB5hQwPh9fqJmLnsFpNFRgAI6mH6n8Lp\niCiooz+syWN4AtDiaxTe6AdL0btB++izUcHa7Y9aN9JNDJnz5mkbfyx/z1A4gPUB\ndhhKB2ENoC0y+wYiGobHiM24lcqC/wSq7SlDumhCGYo2qBNyrWQNk+ECgYEAvq43\nuMtBJ+fq3e8YjDfqN/F39qrTEjl742icGGNlfdGLn+lMKO4SEESXDpFBcpOun0M6\nag78m52mI1KqKOwy2Hx98ADWqlsFnWANKet2m7poNfXpxbst6WtAWqDGFcwvEyMZ\nJ9824djWWpnm00AiixVbL9RPjqlbtDSCV1/WXIkCgYAu7/SHY6EbhNGp8HqGT7rQ\nOmlBc/7Co6DhaFaKKjH6X32u1yNdfiwuavngk4l784U0WQktmmWA6lXQqrcfqVzY\nyLR8vecXIlcERehZxPlDTXa3zw8IpfdNTXKc2wOyYVn1S0fICDaxVIdxe37T4jas\ndCybKvm7PAU4oyt50q3S4QKBgHFawGVq72D5zfYBnWY+F08KjXZmNvQumCeomKMm\n877IQ2jdGBl87eAd5m8SiwXCJZ0oKiHCpwkbvxhgnCeXwuJPn859sR+03LGh2DGD\neQ860ZjCiCa0D6cjyy4VRazPpWyLAPljCQ1aCpPxyfbruZ1VJNBaNrFonMuUK6gl\noRmBAoGBAMYK+NVToDdgfjiJ50g0gsypXlYPQCEvYS/4LLsvkMfZ8C5OnjMPaU6v\nYJh0aSggkm5BZbwwxnRpNNj/1f1CY1LpLZ8ZY2PHvZl3wKhffi/73dAnlG0huSzM\nmtQ4e+YNVPhVpe+M2kre5hesNfzpFVW9jJVUrftB3TwZjoLo5kz5\n-----END RSA PRIVATE KEY-----",
    ),
    (
        "keyblock/ec-pem/en",
        "APNs auth key? no, this is the ES256 signing key for our JWTs:\n-----BEGIN EC PRIVATE KEY-----\nMHcCAQEEIMtLLJmr03Qgg5vaMoEKO2/3bTYLuBefuIlzrD1bw0B5oAoGCCqGSM49\nAwEHoUQDQgAE0nUtwOO7UwT5WcxIuJIgDI6OGWtdEe93G87QST1/9czC22RQf8/Q\nS+gny20XVBBlXYnUy6h0/wS9cl/YSYJn4A==\n-----END EC PRIVATE KEY-----",
    ),
    (
        "keyblock/pkcs8/en",
        'GOOGLE_SERVICE_ACCOUNT_JSON={"type": "service_account", "project_id": "lattice-prod", "private_key_id": "05f99ffc85662ec27d8f8d58c83059570da8b532", "private_key": "-----BEGIN PRIVATE KEY-----\\nMIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQDfyc7g4XzSbdwv\\nLANAmEDGFl2XyWynkXoB3kYa23FRguUBKTF9YXKSPP2ydXL5AstoF1MySMBgojJN\\nVok3v3mDb9Lpv/QTCGyHwEVWR9YIXCC+YLnI8XAWmdv47HEHOEPTtswMQX415MBJ\\nB2vt3obYWxTC086iTgxkOTCA1cojuSkFHDIwcZVh7X034fRxmeAGXx+k4QZdXW3T\\nvz+DyzQhs7V+/mVP0x5iErmJV5rXZCwHNzDC4tsxaa/zkNZ3DbMAdXsqJIvhEvez\\nDY4+CSyracwLmzcpUPDjoipp+dM7pipYn1IFyjJHL20zI87guOggdnFhh67HaRWz\\np5/sdyBNAgMBAAECggEAGpR1pfAiSzwRMukfWcS7rMtrQmQCK8TzoNUtrnLx+qR5\\nXrHt1t6EJSppV5DrnvfeAPcEQqyxbMjXAKiOk7iCTkIx4uGRs9EEUvtbQOw3V7bZ\\njMMgTeWfUo/juKUcp6bfJ35Grg35V51b2VCwWQhdK8Vlqd5OZKiwgBbq0+KQp71V\\nUCTQ29GGrw9t1HSV7dPDTmIz3mWUbBhm+Bu6KlitlDtRY6WZAsghbwSItiSR7M+K\\n/wW9BcJEyc2QqR9ectSM87E6hgAj6zPlmVtG7WzRdtFiJXdmLTpGSyIGO5s/OYX/\\nKR8KA+pqizDjDhEDnkztBMOiqBhuylStIMEZHZe9AQKBgQD/QlgvcY7KT2vCFH6B\\n09vsQsS3cRV9s/9omdV+8O5nEyqp3i7Xp2XjTug57BwGwbiu42euX3wRRF+s4H+V\\nzyrtbA1PHz4ucYqHrivWSKlioIwPoQEgeWk+UOnxvNtSs6xJyf7hZQhtSjrcvqO+\\noSPtlejhw4C6OsPU+nMvEZmQyQKBgQDgcBTAKNabsb8i772dKN5G1ZN+BS2ULt2G\\nZLXYlFj9CxXiWtvEG6Dsb1G1ubzCm832Nv41cmv3knQ5lIN0Jt3HrTLSFiAvSFYo\\ni4/iS4yNrA4dih+gI2SOWZ2aXZz2PqlYTGI+ioKs3HsRaQ2O0ub1OTt93dwbIoAs\\nSS5T9OJ5ZQKBgG+4jfhV73VExZkwdx5Dp+IEZy0S5aEbAxK5IeRpdy7OCMJIaKAi\\nuEmA48tWN/4NE9QX2+1KBXdZQbbcm3rqLZO00y5qMkEJmORBqxYiv2BXfHXqth+M\\nhC+uInaXfjb4RNQXAOON4N5Uuuaa2fg5dwwprMADXXgk+EljRL65KUlhAoGAPMed\\nlvx4Qem87WUnYGw05dHpA3O7iCm47DBR3rkt8DkUUBxy74Tb66up4SDPsZQoDsmN\\nxkOaYY1T1FQX1VjBLtYEsUg0pxlb29cPvCThh2xU1kMVlXSAQtyaBbfcTgNiMPte\\nj7lK8i0zVt+wQEF1MmuxZMC0XtTVCSk4Vpw2yNECgYEAhrO+Hd45QAXO1O4wVGtv\\n5HSNgmdqNXzMZ9Gl1ggmTizZAfQV4nHcCeJSYp+N209aHzyOFb2LZkHCPy32/x5g\\nzUQOH2aDRXwQwmLwZe9ivVIcqEG5ivB//5sejfoeIQ4R/por5M2r3hsMnwVt7Mm9\\nGdN19jc4NVnGaXWvhxWnEfs=\\n-----END PRIVATE KEY-----\\n", "client_email": "sync@lattice-prod.iam.gserviceaccount.com"}',
    ),
    (
        "keyblock/pgp/en",
        "my pgp secret key for the signing laptop, import it with gpg --import:\n-----BEGIN PGP PRIVATE KEY BLOCK-----\n\nlFgEaxTaihYJKwYBBAHaRw8BAQdANXQfD8EXjbMUApS/3n43oDTy/bwwsoT/bsja\nrESnO4QAAP9uWy6jGcAnp3bFMQwnBjO+Hp6VWmcnXt6kWRREOPdmgw24tClJbmVz\nIENhcnZhbGhvIDxpbmVzLmNhcnZhbGhvQGV4YW1wbGUub3JnPoiQBBMWCAA4FiEE\n+FdylBnIDj9fWy6zHizZpXbV/uoFAmsU2ooCGwMFCwkIBwIGFQoJCAsCBBYCAwEC\nHgECF4AACgkQHizZpXbV/upoYAD+Jfwmb2iZpfl5p9MJVsOra9HRNgVrETCcq/HG\nIJgU4D4A+wc2CFpYdAxKhaw9Rh3nZJkWeyU9adCzeYW+jA6KoOIM\n=h21g\n-----END PGP PRIVATE KEY BLOCK-----",
    ),
    (
        "keyblock/pgp/de",
        "Mein privater PGP-Schlüssel (Backup, bitte nicht weitergeben):\n-----BEGIN PGP PRIVATE KEY BLOCK-----\n\nlFgEaxTaihYJKwYBBAHaRw8BAQdApE8vB82PRsQ6p99gh88jfy88xKtY317ZgFRx\nhJz2dJoAAQD4lPO/+T4IxQXEj4ldbY+bANfHebOOhemE/a6gPY+77BMgtB5Kb25h\ncyBCZXJnIDxqb25hc0BleGFtcGxlLm5ldD6IkAQTFggAOBYhBBeAV3IX9krsy/Y4\noTEWWEhZ6zS4BQJrFNqKAhsDBQsJCAcCBhUKCQgLAgQWAgMBAh4BAheAAAoJEDEW\nWEhZ6zS4sOkBALoDPcH1JwvKuOhXsJ7aRtzSwq/ynXpVYcjMFIwDeM13AQCuVpre\nWlAnhtZsYqAcqUWQgvJqLrQllVMJ69IEB6CxAg==\n=eLxe\n-----END PGP PRIVATE KEY BLOCK-----",
    ),
    (
        "keyblock/openssh/ja",
        "NAS接続用の秘密鍵です\n-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtz\nc2gtZWQyNTUxOQAAACB+aEiBIyajIGOadCZ3XBwyoFUUH4VQdU/90JRhRB2RRAAA\nAIjQofaV0KH2lQAAAAtzc2gtZWQyNTUxOQAAACB+aEiBIyajIGOadCZ3XBwyoFUU\nH4VQdU/90JRhRB2RRAAAAEBSNwY4rUrZjv8lZYpche2VU86PtW2p+vWRH2T2EhaP\nun5oSIEjJqMgY5p0JndcHDKgVRQfhVB1T/3QlGFEHZFEAAAAAAECAwQF\n-----END OPENSSH PRIVATE KEY-----",
    ),
    (
        "keyblock/ec-pem/zh",
        "支付回调签名私钥：\n-----BEGIN EC PRIVATE KEY-----\nMHcCAQEEIAglEVuGaoj+zvieis2tKPuPqXbHfHJmUpIbLlMtsGdXoAoGCCqGSM49\nAwEHoUQDQgAEabo9FVUAzHq60/9okbWZ+h8EzF7S/bc4obRPBDTWYnh4BcsupB2g\nIo6NWSvBf2mVdiCm7YJQsLrvVxvp5LSqjw==\n-----END EC PRIVATE KEY-----",
    ),
    (
        "keyblock/openssh/pt",
        "chave privada do servidor da loja:\n-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtz\nc2gtZWQyNTUxOQAAACDoXt7IAQ6mTiiKhrnI6h4CzDjSWG5d/KvV4ykV7WpkhwAA\nAIjHBLMtxwSzLQAAAAtzc2gtZWQyNTUxOQAAACDoXt7IAQ6mTiiKhrnI6h4CzDjS\nWG5d/KvV4ykV7WpkhwAAAEAIqYydSHRXvwIbiBanG/6DAM+vRquZGlLOK7LEvInJ\nB+he3sgBDqZOKIqGucjqHgLMONJYbl38q9XjKRXtamSHAAAAAAECAwQF\n-----END OPENSSH PRIVATE KEY-----",
    ),
    (
        "keyblock/wireguard/en",
        "[Interface]\nPrivateKey = oM4hXO46mZw2RfhyYjcBTNxsKmsE8gqPfofKFbI6CHI=\nAddress = 10.8.0.2/32\n\n[Peer]\nPublicKey = oT96tmCwT8qye26r41W2gxEQJkzC3arhc+UY4Ma+Zgc=\nEndpoint = 198.51.100.7:51820",
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
    ("recovery/wechat/zh", "微信紧急联系人 这是我的恢复码：62B5-O7C2-S71K-0NIS"),
    ("recovery/kakao/ko", "카카오 2단계 인증 백업 코드: 61912730, 63156289, 13641709, 86392278, 01423841"),
    (
        "recovery/github/pt",
        "códigos de recuperação do GitHub: dd510-9d4ab 49dee-7ea1f 40edc-c8fb9 38041-b3131 67b21-ab1c7 47728-732ff fd490-b4191 08677-6ea0c",
    ),
    ("recovery/binance/vi", "mã khôi phục 2FA Binance: ERRAUO5LVQFAEFUY"),
    (
        "recovery/epic/en",
        "epic games backup codes AMLUUG CV9N5Z TUCIPO K78FSB EA83ZC KTZ0SK P98SMX YI7KB6 OIQG7G C3R122",
    ),
    ("recovery/steam/en", "steam guard recovery code R21120"),
    ("bank/card-cvv/en", "card for the hotel deposit: 4231 9891 6363 6555 exp 12/27 cvv 167"),
    (
        "bank/card-cvv-json/en",
        '{"cardholder": "T. OKAFOR", "pan": "5570334709680021", "expiry": "02/29", "cvc": "309"}',
    ),
    ("bank/amex/en", "amex 3771 479030 39208 cid 7360 exp 02/29"),
    (
        "bank/card-spoken/en",
        "the card number is four three zero two one two zero two five nine six five nine nine eight eight security code two nine eight",
    ),
    ("bank/card/es", "tarjeta 4161 7793 8546 4207 caduca 10/28 código de seguridad 374"),
    ("bank/card/fr", "carte bancaire 5566 9338 6813 1381 exp 11/27 cryptogramme 067"),
    ("bank/card/de", "Kreditkarte 4511 1108 2409 7266, gültig bis 04/31, Prüfnummer 129"),
    ("bank/card/pt", "cartão 5186 3458 9724 8062 validade 02/29 cvv 334 pode usar pra pagar o ifood"),
    ("bank/card/ja", "カード番号 3528 1859 9436 9334 有効期限 12/28 セキュリティコード 043"),
    ("bank/card/zh", "信用卡号 6289 7843 5478 9081 有效期 12/27 CVV2 778"),
    ("bank/card/tr", "kart no 4004 7973 9197 4663 skt 08/30 cvv 677"),
    ("bank/card/ar", "رقم البطاقة 4469 8142 0666 9343 تاريخ الانتهاء 04/31 رمز التحقق 388"),
    ("bank/iban-pw/de", "Online-Banking: IBAN DE31 0552 8302 6304 1293 79, Anmeldename kaiser_m, PIN 41743"),
    (
        "bank/iban-pw/pl",
        "konto PL72 9255 0502 1487 9049 4737 9023, login do bankowości 76820851, hasło Pepper$Comet1138",
    ),
    ("bank/iban-pw/tr", "IBAN TR28 0435 6051 7481 2650 7032 98 internet şubesi müşteri no 959947607 şifre 098318"),
    ("bank/iban-pw/nl", "IBAN NL09 INGB 7368 1869 82 - inlogcode voor de app 58480"),
    ("bank/iban-pw/uk", "рахунок UA88 6911 7870 0546 3122 9396 1685 8, пароль до інтернет-банкінгу UmYHiNkYpxw%80"),
    ("bank/iban-pw/hr", "IBAN HR54 8066 7292 2077 8403 6, PIN za m-zabu 1926"),
    ("bank/iban-pw/bg", "сметка BG59 STSA 3047 72PM BEWY Q4, парола за онлайн банкиране Yonder@Pepper575"),
    ("bank/iban-pw/et", "konto EE89 8087 6037 9832 3733, internetipanga PIN1 2050 ja PIN2 07710"),
    (
        "bank/tan-list/de",
        "TAN-Liste (alte Bank, noch gültig?) 01:463337 02:701309 03:633773 04:773426 05:147117 06:153737 07:208405 08:921706 09:010214 10:320936 11:937127 12:735574",
    ),
    ("bank/itan/de", "Die TAN für die Überweisung an den Vermieter ist 564238"),
    ("bank/tan/pl", "kod z aplikacji do potwierdzenia przelewu: 91486910"),
    ("bank/otp-card/en", "bank sent otp 827412 for the 249.00 payment, enter it on the checkout page"),
    ("bank/telebank-pin/en", "telephone banking passcode: 089404, memorable word: ravenscroft"),
    ("bank/memorable-chars/en", "memorable info is marigold46 (they ask for letters 2, 5 and 7)"),
    ("bank/pix/pt", "senha do app do banco: 026869, senha de 4 dígitos do cartão: 4142"),
    ("bank/upi/hi", "UPI पिन 560856 और नेटबैंकिंग पासवर्ड Falcon@Walrus42"),
    ("bank/securekey/id", "PIN m-banking BCA saya 833432, kode akses s6ETcBegOU0%35"),
    ("bank/vcb/vi", "mật khẩu VCB Digibank: Mosaic^Mango7613, mã PIN Smart OTP 226156"),
    ("bank/ic/ja", "ネットバンキングのログインパスワードは cdimnjY3e@66、確認番号表は 01 74 51 08 54 05 35 95"),
    ("bank/kbank/ko", "공인인증서 비밀번호 Gqk_oeSwQgjPP 계좌 비밀번호 6056"),
    ("bank/alipay/zh", "支付宝支付密码 572598，登录密码 Harbor+Dingo54"),
    ("bank/sberbank/ru", "пароль от сбербанк онлайн Banjo?Ember28, код для входа в приложение 40352"),
    ("bank/safe-deposit/it", "codice della cassetta di sicurezza in banca: 823138"),
    ("bank/brokerage/en", "IBKR login: wjarvis392 / !34i_nlia$jJ#rH , trading pin 187682"),
    ("bank/payroll/en", "ADP payroll portal temp password: DepyA16F5d=07"),
    ("bank/mpesa/sw", "PIN yangu ya M-Pesa ni 3850, usimwambie mtu"),
    ("bank/gcash/tl", "MPIN ko sa GCash ay 5127, pakibayad na lang yung kuryente"),
    ("id/ssn/en", "my SSN is 591-25-6678 for the lease application"),
    ("id/ssn-child/en", "daughter's social security number: 452-49-2142 (needed for the dependent care FSA)"),
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
]

BENIGN: list[tuple[str, str]] = [
    ("voice/reminder-change-pin/en", "hey assistant remind me tomorrow at nine to change my bank pin"),
    ("voice/timer/en", "set a timer for four minutes and three zero seconds"),
    ("voice/call-number/en", "call dentist at zero two zero seven seven seven four three five two seven"),
    ("voice/order-number/en", "what's the status of order number one one nine five six seven zero one"),
    ("voice/flight/en", "is flight b a two four three on time tomorrow"),
    ("voice/room/en", "remember that our hotel room is nine two two on the fourth floor"),
    ("voice/parking/en", "remember i parked on level three space six seven three"),
    ("voice/shopping/en", "add four eggs two litres of milk and one loaf of bread to the shopping list"),
    ("voice/score/en", "remember the final score was three two to the tigers"),
    ("voice/pin-forgot/en", "i forgot my voicemail pin how do i reset it"),
    ("voice/password-talk/en", "remind me that the wifi password is written on the back of the router"),
    ("voice/locker-number/en", "my gym locker is number five seven remind me after class"),
    ("voice/bus/en", "when is the next number three four bus"),
    ("voice/thermostat/en", "set the thermostat to twenty one degrees"),
    ("voice/recipe/en", "preheat the oven to one eight zero and bake for twenty five minutes"),
    ("voice/alarm-set/en", "set an alarm for six four five am"),
    (
        "voice/pincode-postal/en",
        "what's the pin code of koramangala bangalore it's five six zero zero three four right",
    ),
    (
        "voice/tracking/es",
        "dónde está mi paquete con número de seguimiento cinco siete cuatro ocho siete nueve uno nueve ocho cinco",
    ),
    ("voice/timer/fr", "mets un minuteur de un deux minutes"),
    ("voice/call/de", "ruf die Praxis an, die Nummer ist null drei null drei null fünf neun zwei acht acht"),
    ("voice/pin-change/de", "erinnere mich daran, morgen die PIN meiner Karte zu ändern"),
    ("voice/order/pt", "qual o status do pedido cinco dois dois nove quatro nove seis três sete"),
    ("voice/room/it", "ricordami che la nostra camera è la sei zero due"),
    ("voice/train/nl", "van welk spoor vertrekt de trein van een vier drie twee"),
    ("voice/phone/pl", "zadzwoń do mamy sześć zero jeden osiem osiem jeden dwa sześć cztery"),
    ("voice/flight/tr", "tk dokuz üç üç dokuz sefer saati kaçta"),
    ("voice/timer/ru", "поставь таймер на один пять минут"),
    ("voice/bus/uk", "коли наступний автобус номер п'ять три"),
    ("voice/timer/ja", "タイマーをさん分にセットして"),
    ("voice/address/ja", "郵便番号は ゼロ さん ろく の よん ゼロ はち はち です"),
    ("voice/phone/zh", "给王经理打电话 一三八七四五三七五九五"),
    ("voice/room/ko", "회의실 육 이 일호 예약해 줘"),
    ("voice/order/vi", "kiểm tra đơn hàng số năm một bảy ba chín tám sáu năm bảy"),
    ("voice/alarm/id", "pasang alarm jam lima tiga nol"),
    ("voice/pincode/hi", "हमारे इलाके का पिन कोड एक एक शून्य शून्य एक सात है"),
    ("voice/flight/ar", "ما موعد الرحلة رقم اثنان ثمانية أربعة"),
    ("chat/pw-changed/en", "changed my gmail password yesterday after that phishing thing, all good now"),
    ("chat/pw-forgot/en", "ugh forgot my netflix pasword again, gonna reset it"),
    ("chat/pw-fridge/en", "the wifi password is on the fridge, the yellow post-it"),
    ("chat/pw-usual/en", "pw is the usual one, the one with the dog's name"),
    ("chat/pw-sms/en", "ill text u the door code, not putting it in the group chat"),
    ("chat/pin-same/en", "my new pin is the same as the old one lol so dont worry"),
    ("chat/tracking/en", "ups tracking 1Z9IE0301274185993 says out for delivery"),
    ("chat/coupon-public/en", "use code SPRING25 at checkout its on their instagram, 25% off everything"),
    ("chat/version/en", "update to 4.12.3 fixes the crash, 4.12.2 was broken"),
    ("chat/meeting-nopass/en", "zoom meeting id 709 5441 6022, no passcode needed its an open webinar"),
    ("chat/phone/en", "my new number is +44 7640 128634"),
    ("chat/score/en", "lost 3-2 in the final, ref was blind smh"),
    ("chat/hex-colour/en", "make the button #1f6feb and the hover #388bfd pls"),
    ("chat/chess/en", "we played 1.e4 e5 2.Nf3 Nc6 3.Bb5 a6 4.Ba4 Nf6 5.O-O Be7 and he resigned lol"),
    ("chat/password-mgr/en", "all my passwords are in bitwarden now, finally"),
    ("chat/2fa-enabled/en", "turned on 2fa for everything, using the authenticator app not sms"),
    ("chat/wifi-down/en", "wifi is down again, router light is orange"),
    ("chat/flight-ref/en", "booking ref HKAXWP, flight at 6:40 from gate B12"),
    ("chat/birthday/en", "party is on the 14th at 7pm, flat 3b, buzz 'okafor'"),
    ("chat/pw-length/en", "the new policy says passwords need 14 characters and a symbol, so annoying"),
    ("chat/pw-vague/es", "cambié la contraseña del banco ayer, todo bien"),
    ("chat/tracking/es", "el número de seguimiento es YM517491261ES, llega el jueves"),
    ("chat/pw-fridge/pt", "a senha do wifi tá colada na geladeira"),
    ("chat/pedido/pt", "meu pedido #4286382 ainda não chegou"),
    ("chat/mdp-oubli/fr", "j'ai encore oublié mon mot de passe ameli, je le réinitialise ce soir"),
    ("chat/ref/fr", "réf. de réservation SNCF : ARWGNJ, voiture 14 place 82"),
    ("chat/pw-change/de", "hab das WLAN-Passwort geändert, schick dir das neue gleich per Signal"),
    ("chat/bestellung/de", "Bestellnummer 598-9378154-2814041, kommt Freitag"),
    ("chat/pw-told/it", "la password del wifi te la dico a voce stasera"),
    ("chat/haslo-zmiana/pl", "zmieniłem hasło do netflixa, nowe podam ci osobiście"),
    ("chat/kargo/tr", "kargo takip no 801745853469, yarın gelir"),
    ("chat/pw-change/ru", "сменил пароль от почты, старый больше не работает"),
    ("chat/zakaz/uk", "номер замовлення 487256491, нова пошта"),
    ("chat/pw-change/ja", "Wi-Fiのパスワード変えたよ、新しいのは後で口頭で伝える"),
    ("chat/order/zh", "订单号573888873258109656，快递明天到"),
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
    ("support/case-number/en", "Your case number is 82689956. Please quote it if you contact us again."),
    (
        "support/last4/en",
        "Agent: Can you confirm the last four digits of the card?\nCustomer: ends in 4821, it's the Visa",
    ),
    ("support/order/en", "Agent: What's the order number?\nCustomer: #OJS-881758, placed on the 2nd"),
    (
        "support/reset-link/en",
        "Agent: I've sent a password reset link to your registered email, it expires in 30 minutes.",
    ),
    (
        "support/ticket/en",
        "Ticket INC0120087 resolved: user unlocked after identity verified via callback. No credentials exchanged in chat.",
    ),
    ("support/serial/en", "Agent: What's the serial number on the device?\nMe: SN 1OMV08605249, bought in March"),
    (
        "support/account-number/en",
        "account number 1566674908, I'm the account holder, calling about the roaming charge",
    ),
    ("support/imei/en", "IMEI is 492809586063819 for the insurance claim"),
    (
        "support/pw-policy/en",
        "Agent: Your new password must be at least 12 characters and can't match your last 5 passwords.",
    ),
    ("support/aviso/es", "Agente: recuerde que nunca le pediremos su clave ni el código que le enviamos por SMS."),
    ("support/protocolo/pt", "Atendente: seu número de protocolo é 41718003921331."),
    ("support/dossier/fr", "Conseiller : votre numéro de dossier est 6Z34180425, conservez-le."),
    (
        "support/kunden/de",
        "Support: Ihre Kundennummer lautet 601652596. Das Passwort setzen Sie bitte selbst im Portal zurück.",
    ),
    ("support/pratica/it", "Operatore: il numero della sua pratica è 3565438579."),
    ("support/zgloszenie/pl", "Numer zgłoszenia: 28746780. Konsultant nie poprosi o hasło."),
    ("support/basvuru/tr", "Başvuru numaranız 8260100704. Şifrenizi kimseyle paylaşmayın."),
    ("support/zayavka/ru", "Номер обращения 221049542. Оператор никогда не спросит код из СМС."),
    ("support/uketsuke/ja", "受付番号は8187163011です。パスワードはお伺いしません。"),
    ("support/gongdan/zh", "您的工单号是362101144310，客服不会索要验证码。"),
    ("support/jeopsu/ko", "접수번호 8314093446입니다. 인증번호는 절대 묻지 않습니다."),
    ("support/ma-ho-so/vi", "Mã hồ sơ của anh là 4709955472. Nhân viên sẽ không hỏi mã OTP."),
    ("support/tiket/id", "Nomor tiket Anda 5465596509. Kami tidak akan meminta kode OTP."),
    ("ocr/masked-password/en", "Acc ount details\nUser name : r.delacroix\nPass word : ••••••••••\nChange pass word >"),
    ("ocr/receipt/en", "TOTAL  $42.17\nVISA  **** **** **** 8892\nAUTH CODE 407054\nAPPROVED  Thank you!"),
    ("ocr/boarding/en", "BOARDING PASS\nPNR 9MVGKV  FLT LH 471  SEAT 23C\nGATE B4 BOARDING 07:45"),
    ("ocr/invoice/en", "INV OICE No. INV-2026-90583\nVAT Reg GB 419949158\nAmount due £1,240.00"),
    ("ocr/label/en", "SHIP TO: M. Osei\nTRACK ING # 1ZGKQBOX0100295127\nWEIGHT 2.4 KG"),
    ("ocr/settings-masked/en", "Wi-Fi\nNetwork  Harbor_Guest_5G\nSecurity  WPA2/WPA3\nPass word  (hidden)  [Show]"),
    (
        "ocr/commit/en",
        "Merged pull request #4 12 from acme/fix-login\ncommit d0ffa7bf18843e79d908e7919895aee197b6baed\nAuthor: d.kowalczyk",
    ),
    ("ocr/about-phone/en", "Mod el number SM-S921B\nIMEI 863999766792138\nSoftware version S921BXXU2AXK4"),
    ("ocr/masked-card/es", "Tarjeta terminada en 1486\nCódigo de autorización 878092\nTotal 38,90 €"),
    ("ocr/rechnung/de", "Rech nung Nr. RE-574775\nUSt-IdNr. DE200157429\nBetrag 89,00 €"),
    ("ocr/recu/fr", "Ticket de caisse n° 902017\nCB **** 7524\nN° autorisation 062532"),
    ("ocr/masked/ja", "ログ インID：tanaka\nパス ワード：********\nパスワードを表示"),
    ("ocr/fapiao/zh", "发票号码：09145250\n发票代码：968292816211\n金额：¥328.00"),
    ("ocr/masked/ko", "아이 디: minji\n비밀 번호: ●●●●●●●●\n로그인 상태 유지"),
    ("ocr/nota/pt", "NOTA FISCAL Nº 821513855\nCNPJ 56.497.759/0001-86\nTOTAL R$ 57,80"),
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
        "2026-12-05T22:14:07.331Z INFO request_id=81f1ef6e-e115-4587-85b8-1d8fefc4d12e trace_id=dfaac237545898e7bae1d33a3fb9d094 status=200 duration_ms=41",
    ),
    (
        "devops/ci-log-commit/en",
        "HEAD is now at 440df88 Bump version to 3.4.1\nChecking out 98578ffef9cffe1ad06018c8631f06623311ebbe",
    ),
    (
        "devops/image-digest/en",
        "Pulling ghcr.io/acme/api@sha256:1739fe5062f297c4bf8dc3c91b8389a18f179772cba825070fbb510bd241b5a2\nStatus: Downloaded newer image",
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
        "github.com ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIOMqqnkVzrm0SdG6UOoqKLsabgH5C9okWi0dh2l9GKJl\n# fingerprint SHA256:LhlZaahYKI2nT9C8p8CPcNIBzwJ3Lp9XiNMkTj/OhqA",
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
        "efed23b55490fa0f3ced0c0126ca75eadbd5219062103c7349174de0f1aaf7b4  acme-cli_3.4.1_linux_amd64.tar.gz\nb33b2c9f3d155e8bbb305b8e9efdc031080d89c1e97d58c789ae91bdcde2891c  acme-cli_3.4.1_darwin_arm64.tar.gz",
    ),
    (
        "devops/gitleaks-report/en",
        "gitleaks: 1 finding in config/settings.py:42 (rule generic-api-key), secret redacted; rotated in INC-2291",
    ),
    ("devops/semver/en", "Bumped dependencies: fastapi 0.115.6 -> 0.116.1, pydantic 2.10.3 -> 2.11.0, uvicorn 0.32.1"),
    (
        "devops/lockfile/en",
        '"node_modules/lodash": {\n  "version": "4.17.21",\n  "integrity": "sha512-/eZtJ+JUV6oimWmiXumG91Zg4pLFsuovL02IwsRwNAlqqcR0ksx+d2rIkFP0A1+Y1v5aKxvHLNnOuoVY9UTDSg=="\n}',
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
        "[INFO] connexion à la base réussie (utilisateur=site_prod, hôte=10.0.3.7) id_requête=921196e0-a7d1-4cb3-84d2-0cf19eeac50c",
    ),
    ("devops/log/tr", "dağıtım tamamlandı, sürüm v3.6.0, commit ac023ecd"),
    ("devops/policy/ko", "비밀번호 정책: 최소 12자, 대소문자·숫자·특수문자 포함, 90일마다 변경"),
    (
        "cloud/oci-ocid/en",
        "tenancy OCID: ocid1.tenancy.oc1..aaaaaaaay0eh4rk5pqyzqiqzl1q09igu2n1tmqnmiza8rk1rr2xz7vmlzkgt\nregion: eu-frankfurt-1",
    ),
    ("cloud/aws-arn/en", "arn:aws:iam::694090465400:role/github-actions-deploy"),
    ("cloud/aws-account/en", "the staging AWS account id is 869024786818, prod is 443505598543"),
    (
        "cloud/twilio-sid/en",
        "Twilio Account SID (public identifier): AC36059995e216f0103b5ed46cc93944a6; the auth token is in 1Password",
    ),
    ("cloud/twilio-msid/en", "message SM4016741a800538dafed77b48d04e01d7 delivered to +1 415 476 8683"),
    (
        "cloud/square-appid/en",
        "SQUARE_APPLICATION_ID=sq0idp-hK0ApFZYzGHdYeE2AHgHHH  # public, used by the web payments SDK",
    ),
    ("cloud/clerk-publishable/en", "NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY=pk_live_Y2xlcmsudGlkZXdhdGVyLnNob3Ak"),
    (
        "cloud/supabase-publishable/en",
        "NEXT_PUBLIC_SUPABASE_URL=https://fpiciuyiot4p4c8zve93.supabase.co\nNEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY=sb_publishable_bveCsbduB8wPvYjLeCVZZY_A4hsJVfd",
    ),
    (
        "cloud/stripe-pk/en",
        "STRIPE_PUBLISHABLE_KEY=pk_live_1uM15c42ImerBDUavtRc1bwuPm5xheUw2rxwrG7bxhhJbypVScCytMn9CNdCsfc7kP0IsiKMwKzdQ5POW3QESVXqACWijTlyoLU",
    ),
    (
        "cloud/stripe-ids/en",
        "refund re_SYGqmbeKGBH5pMvfq8vmbwda for charge ch_Z7wbryg71XSWNa6L1dhfxTHe on customer cus_nUtl3z4t8ByR2E",
    ),
    (
        "cloud/google-client-id/en",
        "GOOGLE_CLIENT_ID=529947260792-2uvnp9cxupiplfjotun1gvovin68u3ju.apps.googleusercontent.com",
    ),
    ("cloud/vault-path/en", "vault kv get -field=password secret/prod/api-db"),
    ("cloud/doppler-ref/en", "doppler secrets get STRIPE_SECRET_KEY --plain --project web --config prd"),
    ("cloud/op-ref/en", "DATABASE_PASSWORD=op://Engineering/prod-db/password"),
    ("cloud/aws-sm-ref/en", "arn:aws:secretsmanager:eu-west-1:332912649009:secret:prod/api/db-LDhhd8"),
    ("cloud/airtable-base/en", "base id appVnjXXZFgTKzBFD, table tblkHZWrrB8uiwV8r, view viwMvOINs6uHpnHPM"),
    (
        "cloud/vercel-project/en",
        "VERCEL_ORG_ID=team_wUPfsyyEGlg8RECemmCmrxOX\nVERCEL_PROJECT_ID=prj_huaPcEqVRcxU59H9zrSjOSIeTDt1",
    ),
    ("cloud/netlify-site/en", "Netlify site id bb998b2b-7fce-43d0-8a11-8f70b3b7bbbc (Site configuration > General)"),
    ("cloud/do-droplet/en", "droplet 741903104 in fra1, ipv4 164.90.92.23"),
    ("cloud/hetzner-server/en", "hcloud server describe 85047434  # cx32, fsn1-dc14"),
    (
        "cloud/ibm-crn/en",
        "crn:v1:bluemix:public:cloud-object-storage:global:a/32b215de8f7859b9463bdbc49dd9ff74:2a9ea3f6-8a54-4ecc-8c15-1ad4770aac65::",
    ),
    ("cloud/alibaba-region/zh", "阿里云 OSS Bucket：assets-fn7gvu，地域 cn-hangzhou，AccessKey 已放在 KMS 里"),
    ("cloud/tencent-appid/zh", "腾讯云 APPID：2014063611（账号标识，非密钥）"),
    ("cloud/mailgun-domain/en", "Mailgun message id <93240657343821.dd65c08ef7a84746@mg.tidewater.shop> queued"),
    (
        "cloud/postmark-msgid/en",
        "Postmark: MessageID dfbaaf33-efd9-46e6-8806-3395455deff9 delivered, SubmittedAt 2026-12-05T10:02:11Z",
    ),
    ("cloud/shopify-store/en", "store kettle-and-kiln.myshopify.com, order gid://shopify/Order/6768254871916"),
    ("cloud/pagerduty-service/en", "PagerDuty service P6P05G5 escalates to policy PL7C880"),
    ("cloud/okta-client/en", "Okta org https://acme.okta.com, SPA client id 0oak8p35YecYLZI69Da4697 (PKCE, no secret)"),
    ("cloud/datadog-trace/en", "dd.trace_id=3006004390122542383 dd.span_id=8121177691216180016 service=checkout"),
    ("cloud/newrelic-account/en", "New Relic account id 4706140, entity guid nECW2gUuhUSIH43GnCE4HbAZ3Gz4l833"),
    (
        "cloud/grafana-url/en",
        "Grafana dashboard https://acme.grafana.net/d/api-latency/api-latency?orgId=1&from=now-24h",
    ),
    ("cloud/sentry-issue/en", "Sentry issue LATTICE-PYR event id 7e97a0c8595872846be586797f28df4f"),
    ("cloud/atlassian-issue/en", "Jira OPS-4247 links to Confluence page 4645085741"),
    (
        "cloud/notion-page/en",
        "notion page https://www.notion.so/quillworks/Onboarding-031c647eb0e5913251a4bebc1f5ed2aa is public to the team",
    ),
    ("cloud/figma-node/en", "figma node-id=1234-2536 in the Components page"),
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
    ("cloud/ids/pt", "ID do projeto no Supabase: tlkl7krbzo5ssitvfgo6 (é público, aparece na URL)"),
    ("cloud/ids/de", "Hetzner Projekt-ID 4146285, Server-ID 95353457"),
    ("cloud/ids/ja", "AWSアカウントID：997809580316（秘密情報ではありません）"),
    ("cloud/ids/ko", "NCP 서버 인스턴스 번호 32007070, 공인 IP 223.130.85.45"),
    ("cloud/ids/fr", "identifiant du bucket OVH : msbkuma5-backup, région GRA"),
    ("cloud/ids/it", "ID ordine su Aruba: 33828932"),
    ("cloud/ids/ru", "идентификатор каталога Yandex Cloud: b1g2zjs8k6eevmv61y7t"),
    ("cloud/ids/tr", "Sunucu kimliği 79170629, IP adresi 185.27.26.46"),
    ("cloud/ids/id", "ID proyek GCP: toko-hm1gc1-prod, nomor proyek 618737535987"),
    ("cloud/ids/vi", "mã đơn hàng Viettel IDC: 688569282"),
    ("cloud/ids/pl", "ID subskrypcji Azure: 78880726-f55c-4637-9285-7e7d684dafb7"),
    ("cloud/ids/zh", "华为云项目ID：4f9b021a1a93c9ad113b6c1f9ef1b67c（可以公开）"),
    (
        "auth/webhook-header/en",
        "Stripe sends the signature in the Stripe-Signature header; verify it with the endpoint secret from the dashboard (never log it).",
    ),
    (
        "auth/jwks/en",
        '{"keys": [{"kty": "RSA", "kid": "aa60d2563fa4c32c", "use": "sig", "alg": "RS256", "e": "AQAB", "n": "AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8gISIjJCUmJygpKissLS4vMDEyMzQ1Njc4OTo7PD0-P0BBQkNERUZHSElKS0xNTk9QUVJTVFVWV1hZWltcXV5fYGFiY2RlZmdoaWprbG1ub3BxcnN0dXZ3eHl6e3x9fn-AgYKDhIWGh4iJiouMjY6PkJGSk5SVlpeYmZqbnJ2en6ChoqOkpaanqKmqq6ytrq-wsbKztLW2t7i5uru8vb6_wMHCw8TFxsc"}]}',
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
        'X-Request-Id: 2f47118d-0adf-41be-94ba-9ad8314a3e5d\nX-RateLimit-Remaining: 4987\nETag: W/"e9a6db65707895db"',
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
    ("crypto/btc-address/en", "send the refund to my btc address bc1ql3pe0zgrpkjqumtlhq0sv4n4aqmrp37590e2aw please"),
    ("crypto/eth-address/en", "my ETH address (public, for the payout): 0x441efba173cb65292d052ca5b608fb4e8ad391b0"),
    ("crypto/sol-address/en", "solana wallet address 7gAaWVRRy6rPjHvYsw3kDg1ZEok4dv4RUireasJYjHRU"),
    (
        "crypto/txhash/en",
        "tx hash 0xea26294a8fe63f1bc06a3a3c72aad795bf54b0d365673d22767130979fe39e92 confirmed in block 60704242",
    ),
    ("crypto/btc-txid/en", "txid 7fc7d738bb9a63475bc42d6249f5066fb306031f24e85560d4e9cf2430346a7a has 3 confirmations"),
    (
        "crypto/xpub/en",
        "watch-only xpub for the accountant: xpub6DDuJVfzwBfRp9YtQHA9KoZ2rQhgQtUh3k6deJccu34DvzZxPD1ZsHkdCiVFDhWzh12XoZ9dkb1WesykRzCYf62VRYkUeKCWRViAwctmd1p",
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
        "pay this lightning invoice: lnbc25u1ptluu6nd53zugfawum00dtyd483hg5yk0h0drucwmgxhr4pmdvr",
    ),
    ("crypto/contract/en", "USDC contract on Base: 0x6d1ad68510e78626bb2ada9e7b982754e185cf66"),
    ("crypto/payment-uri/en", "bitcoin:bc1qgt9q980788mgcmuvlek8v98yza37mfhfywga8a?amount=0.0025&label=invoice-1024"),
    ("crypto/exchange-talk/en", "moved everything off the exchange to cold storage, API keys deleted"),
    ("crypto/address/es", "mi dirección de Bitcoin para recibir: bc1q6rd83m0p9zgqvlute484yw3jzz3ercjk740zvj"),
    ("crypto/address/pt", "endereço da carteira (público): 0x2731ab69997377d8e5fc6bdccd67055c927976ef"),
    ("crypto/address/ru", "адрес кошелька для перевода: 0x8b396afc3410f0856082757fc622c1f5470fca33"),
    ("crypto/address/tr", "USDT (TRC20) adresim: TAyBpMEwzvYxC6Pkm8KWAgcwkiXmc8n8xM"),
    ("crypto/txid/ja", "送金のトランザクションID：4ef96f17066bcc14714259822900d9895480dfad74d90a511a124887bb572b33"),
    ("crypto/address/zh", "收款地址：bc1q8jwrtrfxp56fmsxe96dum07sx569yt5t6s7ae8"),
    ("crypto/address/ko", "입금 주소: 0x848a5fee50c1be2f9ab36fa739f7753bea1f1425"),
    ("crypto/address/vi", "địa chỉ ví nhận: Tj3bquWyN2thxqk2xoH7X54XQWJUfTNigMG8msmj3gS"),
    ("crypto/talk/id", "frasa pemulihan sudah aku tulis di kertas dan simpan di brankas, jangan pernah difoto"),
    ("crypto/talk/fr", "ne jamais partager sa phrase de récupération, même avec le support"),
    ("crypto/talk/de", "Die Seed-Phrase liegt auf Papier im Bankschließfach, nirgendwo digital."),
    (
        "keyblock/ssh-pub/en",
        "add my key to authorized_keys: ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAII6/PNICnVL/newGeK/6BNYGAAnqOz9rKkGrzYjFcv/s ines@laptop",
    ),
    (
        "keyblock/ssh-rsa-pub/en",
        "ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABAQDERVjFmek6Z45agmmWYu2qWAXaXfiuHZC2m16wQrTru35Xd0uNEkxP/jt7m82gZZiM76YIbNFHZsQj+WHJopZ4do8bM8lQ5Y3kDOZw6HRUaamb8xUgeaOF29tu0KZe5naUnCjJTVzriCtvINMknVem+9Lmmv0ApjpCyvJwVipMVq19uMwbSC6rxI9JA20ObCPpLFQPvQMYYvo+DyTtscHbV+JMJqc5ISDqI5QgI6KFva2dMSNMabdi4krw2qkumKRMKQS/ySfdAeQcc5hk8lW7/u3fgDfrEvvPJ/+Xa8eDk5U4LEzlgh6rxcWcF7K30R5AfA8Tia0R/d4KE5BpQun7 deploy@ci",
    ),
    (
        "keyblock/pgp-pub/en",
        "my public key, fingerprint 2702A7CDA82BB46E91E94FE09469AD06225FA00D:\n-----BEGIN PGP PUBLIC KEY BLOCK-----\n\nmDMEaxTaixYJKwYBBAHaRw8BAQdA3DAgdYTl2IghIbw69jDEnoW+d1ZFHaNHlnw+\ngFhmrAi0H01hcnRhIE5vdmFrIDxtYXJ0YUBleGFtcGxlLm9yZz6IkAQTFggAOBYh\nBCcCp82oK7RukelP4JRprQYiX6ANBQJrFNqLAhsDBQsJCAcCBhUKCQgLAgQWAgMB\nAh4BAheAAAoJEJRprQYiX6ANicYBAIIRWAZe+k4V1Y8Qdx1yi5nsbcgyJ3s/1fzK\nASkGxThpAQDURKhiBNAVnZW8jV+m6avLRL4RAjFT3rC8+tXawcoCAw==\n=Xs2c\n-----END PGP PUBLIC KEY BLOCK-----",
    ),
    (
        "keyblock/pgp-pub/ja",
        "公開鍵です。フィンガープリント 906F0A3736C3816AAC24F7C38156418C62984ED4\n-----BEGIN PGP PUBLIC KEY BLOCK-----\n\nmDMEaxTaixYJKwYBBAHaRw8BAQdAlCHa1Y4rCQGQ30LcYi/FSU0XZ1fFFDEe0yl6\nus1OBSG0HUtlbmppIE1vcmkgPGtlbmppQGV4YW1wbGUuanA+iJAEExYIADgWIQSQ\nbwo3NsOBaqwk98OBVkGMYphO1AUCaxTaiwIbAwULCQgHAgYVCgkICwIEFgIDAQIe\nAQIXgAAKCRCBVkGMYphO1EbgAQDorrIxcDbDOi7Yq474ty7NE38vPSmtZPIZLCwi\nAHhI/gD/Y/Ad7T71rem02tAu2/IJCkVRVSppmVmV2GcuabbUnAE=\n=vV8i\n-----END PGP PUBLIC KEY BLOCK-----",
    ),
    (
        "keyblock/pem-pub/en",
        "JWT verification key:\n-----BEGIN PUBLIC KEY-----\nMFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAEgyTZbD7gQxM8rhG9Rz0XnVoKVRqg\nKy1bKG5BbZGh5ZsOFfaWr5ipEeUs1DSuDDyocSN9cIXCuLhJsTkKvwU+eg==\n-----END PUBLIC KEY-----",
    ),
    (
        "keyblock/pem-pub-rsa/de",
        "Öffentlicher Schlüssel für die Signaturprüfung:\n-----BEGIN PUBLIC KEY-----\nMIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA3kycvnT/gqRTkRVMsYIP\nhlCfPyotfOsDQK2Kk/TLOHw7AgvQBmxnM05zeS4jO2UdNsHX8PCmRhwkPXl46nqm\n5h+6YPgzp91+BM/KRoAL+a2XfpltBejAZ4gv/Y3MKBGF3H3Oym/LlMNrkdHuSYef\nfUfXuTZJxJZ91xs33/gLq5zKQ4Amx7XhbR/eziZ+V3N6XescFHp4m2Q4diVCc0gj\nwwilII/50+jgv2xJ6NqbhgZo4/d5sqSbsnTM4KhDrvaeyTlOJB5P4qliX7yHyZtn\nSBxIRGwPE0M1HCe+PAdwtwMfgwXWqJWVaFV6qLfbdkkfOEF9mq6zpngbYXkPUoel\nVwIDAQAB\n-----END PUBLIC KEY-----",
    ),
    (
        "keyblock/wg-pub/en",
        "[Peer]\nPublicKey = dbDOgMcJwMqqKm+PClVk6d5DbVdgE8D9gxhHXiiMYHs=\nAllowedIPs = 10.8.0.0/24\nEndpoint = vpn.example.net:51820\n# PrivateKey lives only on the device",
    ),
    (
        "keyblock/fingerprint/en",
        "Host key fingerprint is SHA256:M7oUqjxMj6B+YGROupdeVaTKakRvSPCZ3a34+3TBEDc - confirm before connecting",
    ),
    ("keyblock/pgp-fpr/fr", "empreinte de ma clé PGP : 30EE 0604 2831 BFB2 A6FC B78E 57B0 F02A E376 ECF0"),
    (
        "keyblock/ssh-pub/pt",
        "minha chave pública: ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIAjTnbdEoDoin1rsb2wRviCPYKJTpuiTe9skS1muB9BT ana@notebook",
    ),
    (
        "keyblock/ssh-pub/zh",
        "公钥：ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIE2HwSeM982QH+H1APFb9DN7DBaivJiwSF+hz1lWihz5 wang@dev",
    ),
    (
        "keyblock/cert/en",
        "-----BEGIN CERTIFICATE-----\nFvzE6flXdE13H5u0lZ+CoFRPsZqX+zRvrpRgEvpGGIvUIYhxqaTE0mfTKJ3fwIjB\nPhPvxzC9PlSSJDUhU3jsTaLLBhjxJ16S4jUQyW1g4aOAJwmQEv2RwcTFewzMBaBI\nk41nH3GRHV4vSjUcSDfcp8Qa1oSAtllhAAnprLTlVbKkTpstoqMHw0f5rLj5xiTM\nYrg8gq6I+TTyrv4CPWp6nwxItE++ZcNOj1G0+ZGslmtZ3/bIA1zm5CXXeM9RZjpg\nO9vrw1Iw8m0jR1vgKE/icRb1QF+K9k2wBrEwBUP1IEEmPyewYVqIX/43Nay0glCj\nsbGB7NDh/kfErHAfDnrf3BL6URrQbURX/oi83Lp8M735rsCenu1wParKhh9VcT9B\nfxPlLKVc/BTe9FWd9zmfU3MHli9dWP/YPnvCr8+/gVUPU3YYFgy3bVrcaAXQvk6X\nrshtZeh9Ch85CPjmwDBbRxlxPZ8FBe0N+0e4q/rbOQicCP0SVoLz9ebmduNMBjZ+\n-----END CERTIFICATE-----\n(that's the public CA cert, fine to share)",
    ),
    ("keyblock/passphrase-talk/en", "my ssh key has a passphrase now and it's cached in the agent, so no more prompts"),
    ("recovery/printed/en", "printed my GitHub recovery codes and put them in the fire safe"),
    ("recovery/used/en", "used one of my Google backup codes at the airport, 9 left"),
    ("recovery/regenerated/en", "regenerated the 2FA recovery codes for Discord because the old list was in an email"),
    (
        "recovery/bitlocker-id/en",
        "BitLocker recovery key ID 8D308E2C-F475-A1C6-6F59-05E6F4BB84BA (the key itself is in our Entra tenant)",
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
        "please pay the deposit to IBAN DE35 3630 1248 9878 2267 67 (BIC COBADEFFXXX), reference FLAT-3B",
    ),
    (
        "bank/iban-receive/de",
        "Bitte überweisen Sie an IBAN DE57 7187 1119 0465 1390 48, Verwendungszweck Rechnung 557325",
    ),
    ("bank/iban-receive/pl", "numer konta do przelewu: PL87 1161 2188 8413 3102 2072 5351, tytuł: czynsz grudzień"),
    ("bank/iban-receive/tr", "kira için IBAN: TR71 7438 7071 4590 4739 2120 12 (Ayşe Yılmaz)"),
    ("bank/iban-receive/nl", "Tikkie niet gelukt, maak maar over naar NL75 TRIO 9105 3554 17 t.n.v. J. de Vries"),
    ("bank/iban-receive/fr", "RIB pour le virement : FR29 6057 9724 350P CL9U WH7M Z40"),
    ("bank/iban-receive/es", "IBAN para la transferencia del alquiler: ES04 9100 6476 4730 2445 2637"),
    ("bank/iban-receive/it", "IBAN per il bonifico: IT51 P823 1336 9549 4240 8682 059, causale 'quota palestra'"),
    ("bank/iban-receive/uk", "реквізити для оплати: UA60 6508 4367 3648 2330 2559 5691 1, призначення платежу: оренда"),
    ("bank/iban-receive/hr", "IBAN za uplatu: HR52 2671 9127 9834 8085 8, poziv na broj 313042"),
    ("bank/iban-receive/pt", "IBAN para pagamento: PT43 9859 7958 7931 6682 8794 7"),
    ("bank/sortcode/en", "bank details for the invoice: sort code 93-31-03, account 61938975, name Okafor Design Ltd"),
    ("bank/routing/en", "ACH routing number 288183121 (public, on our website) for the payroll deposit"),
    ("bank/masked-card/en", "paid with Visa ending 0976, auth code 445087"),
    ("bank/masked-card/ja", "お支払い：VISA ****-****-****-3237"),
    ("bank/masked-card/zh", "尾号5937的信用卡已还款"),
    ("bank/pin-changed/en", "changed my card PIN at the ATM today, the old one is dead"),
    ("bank/pin-policy/en", "Your new PIN must be 4 digits and must not be a sequence like 1234 or a repeated digit."),
    ("bank/tan-talk/de", "Die TAN kommt jetzt per pushTAN-App, die alte Papierliste ist vernichtet."),
    ("bank/otp-talk/en", "bank says the OTP is valid for 5 minutes and they'll never call to ask for it"),
    ("bank/txn-ref/en", "transaction reference UG1O4649912620, value date 05.12.2026"),
    ("bank/pix-key/pt", "minha chave pix é o meu e-mail: ana.carvalho@example.com.br (pode mandar)"),
    ("bank/upi-id/hi", "मेरा UPI ID ravi.k@okaxis है, उस पर पैसे भेज दो"),
    ("bank/va/id", "nomor virtual account untuk bayar: 4475526119113483"),
    ("bank/stk/vi", "số tài khoản nhận tiền: 1246350833638 Vietcombank, chủ tài khoản Nguyễn Văn An"),
    ("bank/account/ko", "입금 계좌: 국민은행 893757-21-122412 (예금주 김민지)"),
    ("bank/swift/en", "SWIFT/BIC for international transfers: DEUTDEFF"),
    ("bank/mpesa-paybill/sw", "lipa kupitia M-Pesa Paybill 409655, akaunti namba 5110765"),
    ("bank/gcash-number/tl", "i-send mo na lang sa GCash ko, 0917 417 6407"),
    ("bank/creditor-id/de", "Gläubiger-ID DE54ZZZ03393501996, Mandatsreferenz M-919318"),
    ("bank/card-talk/ar", "تم تغيير الرقم السري للبطاقة من الصراف الآلي"),
    ("bank/account/ru", "номер счёта для перевода 13797675893288488930, БИК 044525234"),
    ("id/company-cnpj/pt", "CNPJ da loja: 73.274.086/0001-14"),
    ("id/company-vkn/tr", "şirket vergi numarası (VKN): 8212870414"),
    ("id/company-uscc/zh", "统一社会信用代码：91440300RA24CD8QBQ"),
    ("id/company-gstin/en", "our GSTIN is 29VOVHV0998D1ZV - printed on every invoice"),
    ("id/company-vat/de", "USt-IdNr.: DE813241903"),
    ("id/company-brn/ko", "사업자등록번호 240-10-43556"),
    ("id/company-siren/fr", "SIREN de l'entreprise : 211585484"),
    ("id/isbn/en", "the book is ISBN 978-7-987706-80-4, second edition"),
    ("id/ean/en", "barcode 4069734733062 on the oat milk carton"),
    ("id/postcode/en", "ship to 221B Baker Street, London NW1 6XE"),
    ("id/pincode/hi", "हमारे गाँव का पिन कोड 110017 नहीं, 110019 है"),
    ("id/plate/de", "Kennzeichen M-KY 7707"),
    ("id/flight/en", "flight EK 460 departs 02:35, e-ticket 499-8922725108"),
    ("id/visa-ref/en", "visa application reference GWF679164634, biometrics booked for Tuesday"),
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
    ("id/phone/vi", "số điện thoại của mình 0964008670"),
    ("id/phone/pl", "mój numer telefonu +48 438 244 744"),
    ("id/phone/fr", "mon numéro : 06 17 14 21 81"),
    ("id/isbn/it", "il libro è ISBN 978-953-6643-73-8"),
    ("id/order/nl", "bestelnummer 7573392522, bezorging morgen tussen 14:00 en 16:00"),
    ("id/ticket/uk", "номер квитка 9100567157621, вагон 7, місце 23"),
    ("id/invoice/ar", "رقم الفاتورة INV-567997"),
    ("home/code-by-text/en", "the door code changed last week, I'll text it to you when you land"),
    ("home/gate-open/en", "the community gate is open 7am-7pm so you won't need a code"),
    ("home/open-wifi/en", "WIFI:T:nopass;S:Library_Free;; (open network, no password)"),
    ("home/wifi-name/en", "wifi name is Peach_House, password is on the sticker under the router"),
    ("home/room/en", "we're in room 407, the elevator is past the breakfast room"),
    ("home/flat/en", "flat 3B, ring the bell marked 'Okafor', second floor on the left"),
    ("home/parental-limits/en", "set the kids' screen time to 2 hours on weekdays, 3 on weekends"),
    ("home/thermostat/en", "thermostat schedule: 21°C 6-9am, 18°C while we're out, 20°C evenings"),
    ("home/shopping-fridge/en", "fridge note: eggs x12, milk 2L, butter, 500g flour, 3 lemons"),
    ("home/alarm-company/en", "alarm company (SecureHome) phone: 0800 384 4256, account no 299406"),
    ("home/code-changed/en", "changed the keybox code after the last guests, new one is in the booking app message"),
    ("home/voicemail-talk/en", "voicemail box is full again, need to delete the old messages"),
    ("home/parcel-locker/en", "parcel locker pickup: locker 17 at the Tesco, collect by Friday, order 1055392933"),
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
        '<img src="data:image/png;base64,iVBORw0KGgov+tk3mmKzIlHnBlFd+9l9iB85i/adTm6Jt6SqxjdxXmC0GCNMzQnaOiyqLEL+30ybZ6ZdEjkFgadw7BC2JAp8U55GNDEPEHweA0i/CqbXGcJt+SeyGcdNGxU=">',
    ),
    ("misc/file-hash/en", "MD5 (backup-2026-12-01.tar.zst) = b35d77f364bb15fc18ab5a474fc11184"),
    (
        "misc/chess-fen/en",
        "position after 12...Qb6: r1b2rk1/pp3ppp/1qn1pn2/3p4/2PP4/P1N1PN2/1P3PPP/R2QKB1R w KQ - 1 13",
    ),
    (
        "misc/uuid-log/en",
        "job 2a962ee6-a4f0-4bed-9489-b020b3c49bf6 finished, 1,204 rows upserted, next run 87bde1f2-5fa0-453c-b31b-c47039dd10d9 queued",
    ),
    ("misc/version/en", "Chrome 131.0.6778.86, macOS 15.1.1 (24B91), build 24B91"),
    (
        "misc/coupon-public/en",
        "Black Friday: everyone gets 30% off with code BLACKFRIDAY30, printed on the poster in the window",
    ),
    ("misc/product-code/en", "part number A9V-06484-2M, replaces Z12-42253-XY"),
    ("misc/lottery/en", "this week's numbers were 4 11 19 27 33 42, didn't win anything"),
    ("misc/math/en", "the answer to problem 3 is 4471 and problem 4 is 9820, check my working"),
    ("misc/sudoku/en", "sudoku row: 5 3 4 6 7 8 9 1 2"),
    (
        "misc/git-log/en",
        "8bbb9c4 Fix password reset email template\n73dce1a Add min length check to password form\n2496fae Bump version",
    ),
    (
        "misc/password-generator-doc/en",
        "our generator creates passwords of 20 characters from a 94-symbol alphabet, about 131 bits",
    ),
    (
        "misc/hash-talk/en",
        "the file's sha256 is 1f163b4502682be83a509a230009c0bf00d7880cdfdd263f3a7b484b0f159fa4, matches the release notes",
    ),
    ("misc/coupon/es", "cupón público VERANO15 para todos los suscriptores del boletín"),
    ("misc/version/ja", "アプリのバージョンは 5.3.2（ビルド 1187）"),
    ("misc/tracking/zh", "顺丰单号 SF4683298716639"),
    ("misc/colour/fr", "couleurs de la charte : #2b2d42, #8d99ae, #ef233c"),
    ("misc/product/de", "Artikelnummer 50417164, EAN 8778791561681"),
    ("misc/tracking/it", "numero di spedizione BRT 651277408436"),
    ("misc/ticket/pl", "numer biletu PKP MW69024054"),
    ("misc/chess/ru", "партия: 1.d4 d5 2.c4 e6 3.Nc3 Nf6 4.Bg5 Be7"),
    ("misc/bib/ko", "마라톤 배번 20436번, 출발 B그룹"),
    ("misc/ticket/vi", "mã vé máy bay ZPCWQM, chuyến VN718"),
    ("misc/resi/id", "nomor resi JNE 438017835340960"),
    ("misc/train/hi", "PNR नंबर 2964123457, ट्रेन 12951"),
    ("voice/sim-pin-talk/en", "alexa how do i turn off the sim pin on my phone"),
    ("voice/flight-spoken/en", "remind me the confirmation number is E Y H Y X R for the united flight"),
    ("voice/phone-oh/en", "call the vet on oh one six one nine zero four seven six nine five"),
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
        "webinar link https://us02web.zoom.us/j/17239938657 - it's public, no passcode, share freely",
    ),
    ("chat/calendar-invite/en", "meet.google.com/m2n-8mjf-sbm at 3pm"),
    ("chat/wifi-public/en", "the cafe wifi is open, just accept the terms page"),
    ("chat/locker-number/en", "my locker is 214, the blue one by the window"),
    ("chat/hash-in-chat/en", "does your download match? mine is d4df622f68be9e28..."),
    ("chat/room-code-game/en", "jackbox room code is WXYZ, join now"),
    ("chat/gift-ideas/en", "lego set 10316 or the 42143 ferrari? both are on sale"),
    ("chat/streaming-profile/en", "made you a profile on the netflix account, login is in the family vault"),
    ("chat/referral/en", "referral link for the bank, we both get $50: https://join.example-bank.com/r/24dph2l2"),
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
    ("support/anydesk-id/en", "AnyDesk address 1 406 606 097 - the technician will request access, just click Accept"),
    ("support/rma/en", "RMA number RMA-3531662 approved, print the label and drop it at any UPS store"),
    ("support/warranty/en", "warranty claim W231012362 for serial C022CYOH2DB"),
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
    ("ocr/card-front-masked/en", "VISA  •••• •••• •••• 9405\nVALID THRU 03/27\nJ OKAFOR"),
    ("ocr/qr-text/en", "https://example-museum.org/ticket/verify?id=1525157662"),
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
        'Traceback (most recent call last):\n  File "app/auth.py", line 88, in verify_password\nValueError: password must be at least 12 characters (request 047e1bdc-1f15-4179-a1f9-b3e688a30a1a)',
    ),
    (
        "devops/docker-ps/en",
        'aea3b6590257   postgres:16   "docker-entrypoint.s…"   2 days ago   Up 2 days   0.0.0.0:5432->5432/tcp   db',
    ),
    (
        "devops/etc-passwd/en",
        "postgres:x:999:999::/var/lib/postgresql:/bin/bash\nnobody:x:65534:65534:nobody:/nonexistent:/usr/sbin/nologin",
    ),
    ("devops/github-sha/en", "deploy 15dff1a86203a6f02826481c34e491a3fb721779 succeeded on prod-eu-1 (run #9340)"),
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
    ("cloud/algolia-search/en", "ALGOLIA_APP_ID=JAZ5KW3YZU\nALGOLIA_SEARCH_ONLY_KEY is injected at build time"),
    ("cloud/cloudinary-cloudname/en", "CLOUDINARY_CLOUD_NAME=quillworks (public, appears in every image URL)"),
    (
        "cloud/firebase-config/en",
        'const firebaseConfig = { projectId: "quill-xjgof", authDomain: "quill-xjgof.firebaseapp.com", appId: "1:811706786509:web:2daf7eb173777cfa148d3c" };',
    ),
    ("cloud/heroku-app/en", "heroku apps:info pollen-api-32mx  # region eu, stack heroku-24"),
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
    ("cloud/s3-url/en", "https://acme-assets.s3.eu-west-1.amazonaws.com/img/hero-1c581ac0.webp"),
    (
        "cloud/stripe-test-mode/en",
        "switch the dashboard to test mode and grab the test keys from there, don't use live keys locally",
    ),
    ("cloud/ids-bulk/en", "instance i-fb6e7208e3b64ce87, volume vol-354a820ebf22d9918, sg sg-8361e92f678ec019d"),
    (
        "auth/jwt-header-only/en",
        'the header decodes to {"alg":"RS256","typ":"JWT","kid":"23a23637"}, so it\'s signed with the rotating key',
    ),
    ("auth/cookie-flags/en", "Set-Cookie: sessionid=<redacted>; HttpOnly; Secure; SameSite=Lax; Max-Age=1209600"),
    ("auth/csp/en", "Content-Security-Policy: script-src 'self' 'nonce-XvVLNNLAlMIfzNo/LlfEcA=='"),
    (
        "auth/oauth-state-doc/en",
        "OAuth state parameter prevents CSRF; generate 32 random bytes per login and compare on callback",
    ),
    (
        "auth/saml-meta/en",
        "SAML entity id https://acme.okta.com/exkBBG1GWWrn6O83i8EF, SSO URL https://acme.okta.com/app/acme_web/exkqVZ9Vm1znsjNAreg5/sso/saml",
    ),
    ("crypto/address-qr/en", "scan to donate: bc1q2ctx984sha223j6s98gl7rp4ndgwdak9hygssy"),
    ("crypto/ens-resolve/en", "vitalik-fan.eth resolves to 0x69a889f3bee06abc2548a029df91675be2d2ca0d"),
    ("crypto/seed-advice/en", "if a 'support agent' asks for your 12 words, it's a scam - block them"),
    ("crypto/seed-storage-talk/en", "split the backup with shamir: 3 of 5 shares, each in a different city"),
    (
        "keyblock/ssh-pub-list/en",
        "authorized_keys:\nssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIM/PH1d7CXMbMXlpjQoL+dY4TnnkkhwAwiXAjyZ1iu3C ana@laptop\nssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIMjge5zeyYIalcrS8KJ6QcSM/k4f05pRQFSuruQgs6rH ci@runner\nssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIPaTK7uMna368y6UK5W5ZEWygUAX6YR4QJ4QuNLrMCL2 ben@desktop",
    ),
    (
        "keyblock/age-recipient/en",
        "encrypt backups to age recipient age1yzsh7n6t5h03xyfm0c7jfuyhux7mj4r0jparwstmk9ysxmwk7f3sstmsyz",
    ),
    (
        "recovery/rk-talk/en",
        "turned on Advanced Data Protection; the recovery key is printed and in the safe, recovery contact is my sister",
    ),
    ("bank/masked-csv/en", "name,number,exp\nJ OKAFOR,**** **** **** 2634,04/29"),
    (
        "bank/fraud-warning/en",
        "the bank will never ask for a Zelle code over the phone - hang up and call the number on your card",
    ),
    ("bank/cheque/en", "cheque number 880827, sort code on the cheque is the branch one, amount £120"),
    ("bank/statement/en", "statement ref SUV427888944, closing balance £2,311.40"),
    ("id/ssn-last4/en", "HR has my SSN on file, last four 0160 if you need to look me up"),
    ("id/ein/en", "company EIN 27-3224224 goes on the W-9"),
    ("id/npi/en", "Dr Patel's NPI is 1540521717 (public registry)"),
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
    ("misc/tracking-usps/en", "USPS tracking 9400 1108 8092 3854 1015 84"),
    ("misc/arxiv/en", "arXiv:2310.06825v2 has the ablation table"),
    ("misc/doi/en", "doi:10.1038/s41586-886-66336-4"),
    ("misc/uuid-order/en", "order 1c1d90b0-7d97-4d0c-9daf-0f3db882aa45 status=shipped carrier=DHL"),
    ("misc/mac/en", "device mac 67:8e:1e:e5:aa:a9 on vlan 30"),
    ("misc/ipv6/en", "assigned 2001:db8:a0dc:b99b::1/64"),
    ("misc/base64-text/en", "the attachment name is base64: UXVhcnRlcmx5IHJlcG9ydCBRMy5wZGY="),
    (
        "misc/random-hex-colour-list/en",
        "tailwind config: primary #4f46e5, secondary #0ea5e9, accent #f59e0b, muted #64748b",
    ),
    ("misc/ticket-seat/en", "Section 112, Row K, Seat 7 - gates open 6:30pm"),
    ("misc/isrc/en", "ISRC GBUM71029604 for the single"),
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
