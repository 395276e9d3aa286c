"""Held-out evaluation corpus #9 for the zeusmem write gate: documents, files and messages people paste.

Who / when / how
    Written by an independent evaluation-data author (a helper session, branch seccorp9) on 2026-12-06, blind: I
    did not open anything under zeusmem/, the secrets tests, tests/secrets_heldout_own.py or any other corpus's
    entries. The only repository text I read was the module docstring of tests/independent/secrets_heldout8.py,
    for the format (SECRETS / BENIGN / DOCUMENTED_EXAMPLES as lists of (label, text), label "source/kind/lang")
    and for what it emphasised, so that this corpus could go elsewhere. I never ran the gate on these texts and
    wrote no scoring test. Texts were written by hand as templates in a throw-away generator outside the
    repository (random.Random(2026120609)); the generator only fills in random values. Every value is made up
    and nothing is live. Formats with a public check rule are valid: card numbers pass Luhn (Visa 4, Mastercard
    51-55, Amex 37); IBANs (SE, NO, DK, FI, HU, RO, GR, CZ, SK, AT, CH, IE, LT, LV, SI, IS, IL, IT, ES, NL, DE,
    FR, SA, AE) pass mod-97 and python-stdnum's national checks; personal ids were generated until python-stdnum
    accepted them (SE personnummer, NO fodselsnummer, FI HETU, DK CPR, PL PESEL, CZ rodne cislo, RO CNP, IT
    codice fiscale, ES DNI, NL BSN, BE national number, PT NIF, CA SIN, AU TFN, NZ IRD, IL Teudat Zehut, TH
    national id, MY NRIC, GR AMKA, DE Steuer-IdNr, IS kennitala, LT asmens kodas, AT SV-Nr, AR CUIL, BR CPF, TR
    TC Kimlik, FR NIR with its key); the CH AHV number carries its EAN-13 check, the AU Medicare number its
    weighted check digit, the DE KVNR (Versichertennummer) its check digit, the IT tessera sanitaria and an EBT
    card number pass Luhn; US SSN / ITIN, UK NINO / UTR and insurers' member ids follow the shape only.
    BIP-39 phrases (English, Spanish, French, Chinese simplified) pass the checksum (python-mnemonic);
    ghp_ / gho_ tokens carry the base62 CRC32 tail; JWTs are HS256 with a real HMAC; otpauth secrets are base32.
    Benign public ids are valid too: SE / NO organisation numbers, FI Y-tunnus, DK CVR, PL NIP, CZ ICO, RO CUI,
    IT partita IVA, ES CIF, BE enterprise number, CA BN, AU ABN, CH UID, HU VAT, FR SIREN, LEI, ISIN, EAN-13,
    ISBN-13, IMO, IMEI (Luhn), NPI (Luhn with 80840). Provider keys without a public checksum (OpenAI,
    Anthropic, Stripe, SendGrid, Twilio, Datadog, Telegram, Discord, Binance, OKX, KuCoin, Kraken, Bybit, Upbit,
    bitFlyer, Indodax, Aliyun, DashScope, LINE, Brevo, Mailchimp, Heroku, GitLab, npm, PyPI, Vault, Cloudflare,
    Sentry, ...) have the documented prefix, length and alphabet only.

Emphasis (chosen to differ from #8, which stressed voice transcripts, support chats, OCR, devops / cloud)
    Where a secret sits inside a document or file someone pastes or forwards: e-mails with quoted history and
    forwarded headers (the secret sometimes only in the quoted part, sometimes in the reply), meeting minutes and
    stand-up / retro notes, pinned family notes and babysitter notes, handwriting transcriptions ("[transcribed
    from a sticky note]", smudges, "the 0 is a zero"), chat exports with user names and timestamps (Slack text
    and JSON, Discord, Teams, WhatsApp, Telegram, LINE, KakaoTalk, WeChat, Mattermost), Markdown and CSV tables,
    config files in many syntaxes (JSON, TOML, INI, XML - Maven, NuGet, FileZilla with base64, Tomcat -, HCL,
    .env, YAML, Java properties, docker-compose, .npmrc, wp-config), shell history (export, curl -u, mysql -p,
    sshpass, PGPASSWORD, redis-cli -a, mongosh, nmcli, docker login, htpasswd, openssl -passout, sqlcmd -P,
    smbclient, RSYNC_PASSWORD, PowerShell net use), browser / password-manager exports (Chrome, Firefox, Safari,
    Bitwarden, KeePass, 1Password CSV), Jupyter cells and .ipynb JSON, SQL dumps (INSERT / COPY with plain
    passwords, API keys, cards, SSNs, BSNs), log lines (Basic / Bearer headers, form bodies with client_secret,
    Proxy-Authorization, crash dumps with request params, set-cookie, CI echo), URLs with credentials or tokens
    (Azure SAS, S3 presigned, reset / magic / invite links, access_token=, appid=, rtsp://, Telegram bot, Discord
    webhook, private iCal feed), otpauth / otpauth-migration URIs and manual TOTP keys, pasted or forwarded bank
    SMS with live codes (TAN, BLIK, MB WAY, TAC, OTP in 14 languages), telecom (SIM PIN / PUK / PIN2 / PUK2, eSIM
    LPA activation codes, port-out and transfer PINs, RIO code, voicemail PIN), car (radio / anti-theft codes,
    door keypads, immobiliser PIN, PIN to Drive, connected-car app logins), workplace (badge, print-release,
    locker, server-room, POS override, safe and duress codes, shared VPN), school (student and parent portals,
    lunch PIN, proctor code, e-Okul), health (patient portals, insurance member id with DOB, ePA / FSE PINs, Vitale,
    AHV, AMKA, CPR, PESEL for IKP), crypto exchanges (key + secret + passphrase pairs in eleven exchange styles,
    Coinbase CDP JSON, seed halves, numbered recovery sheet), games (Steam, Battle.net restore code, PSN backup
    codes, Nintendo PINs, RCON passwords, Xbox recovery code), routers (admin, sticker WLAN keys, WPS PIN, PPPoE,
    UniFi), IoT (HomeKit / Matter setup codes, Zigbee network key, ESPHome keys, smart-lock PINs and duress codes),
    personal tax / national ids of 27 countries, secrets split across lines or messages or described in halves /
    reversed, and passwords spelled out ("capital P, at sign ...", NATO alphabet, in 15 languages). About 47 %
    non-English across 38 languages, weighted towards Nordic, Central / Eastern European, Greek, Hebrew, Persian,
    Thai, Malay, Bengali and Tamil, which earlier corpora used little. BENIGN mirrors each register (often the
    same template) with the value absent, masked, placeholdered, held in a vault, or replaced by a public
    identifier of similar shape; "misc" adds business IBANs on invoices and donation notes, hashes, UUIDs, SKUs,
    PNRs, build ids, public keys, lottery numbers and the like.

Labels
    (label, text) with label = "source/kind/lang"; lang is ISO 639-1 ("no" for Norwegian Bokmal). Sources: email,
    notes (meeting minutes), family (shared family notes), handwriting, export (chat exports), table, config,
    shell, browser (password exports), notebook, sqldump, log, url, otp, sms, telecom, car, work, school, health,
    exchange (crypto exchanges and wallets), game, router, iot, taxid (personal tax / national ids in SECRETS,
    company and public ids in BENIGN), split, spelled, misc (BENIGN only).

Counts
    SECRETS: 474  (non-English: 224, 47 %)
        by source: config 33, shell 29, email 27, export 24, taxid 23, sms 22, health 22, telecom 21,
            family 20, work 20, exchange 18, spelled 18, handwriting 17, game 17, notes 15, school 15, split 15,
            table 14, log 14, url 14, car 14, router 14, iot 11, browser 10, otp 10, notebook 9, sqldump 8
        by language: en 250, de 25, fr 16, es 15, ja 14, sv 12, pt 12, it 12, zh 10, nl 9, ko 9, ru 9, tr
            9, pl 8, fi 5, th 5, no 4, ro 4, el 4, he 4, vi 4, id 4, da 3, hu 3, ms 3, ar 3, bn 2, lt 2, is 2, uk
            2, hi 2, cs 2, ca 1, sk 1, fa 1, ta 1, lv 1, sl 1
    BENIGN: 483  (non-English: 215, 45 %)
        by source: config 35, misc 33, email 27, shell 27, export 24, sms 24, taxid 23, telecom 21, health
            21, family 20, work 20, exchange 17, game 17, handwriting 16, table 16, notes 15, log 15, url 14, car
            14, school 14, router 14, iot 10, browser 9, notebook 9, otp 9, spelled 9, sqldump 8, split 2
        by language: en 268, de 24, fr 15, es 13, ja 13, sv 11, it 11, pt 10, zh 9, ko 8, ru 8, tr 8, nl 7,
            pl 7, fi 6, da 5, ar 5, no 4, hu 4, ro 4, he 4, th 4, vi 4, id 4, el 3, ms 3, cs 3, sk 2, bn 2, lv 2,
            sl 2, is 2, uk 2, hi 2, ca 1, fa 1, ta 1, lt 1
    DOCUMENTED_EXAMPLES: 14 (counted in neither figure)

Labelling decisions
    Secret (must be refused), in addition to the usual passwords / PINs / keys / tokens / private keys / seeds:
    - a secret that appears only in the quoted part of a forwarded e-mail or in one line of a chat export is still
      a secret; so is one given in two halves, reversed, wrapped over lines, or spelled out character by character
      (also "the usual one plus 2026!", when the usual one is written in the same text);
    - live one-time codes pasted or forwarded from SMS so someone else can type them (TAN, BLIK, MB WAY, TAC,
      WhatsApp verification), temporary card PINs, EBT PINs;
    - telecom: SIM PIN / PUK, eSIM activation codes (LPA:1$...), number-transfer / port-out PINs, the French RIO
      code together with the SIM PIN, voicemail PINs;
    - car radio / anti-theft codes, door keypad codes, immobiliser and PIN-to-Drive codes; HomeKit / Matter setup
      codes and smart-lock PINs (they grant control of a device in the home); Zigbee network keys and ESPHome
      API / OTA keys; router admin passwords and the per-device WLAN key from a router sticker; WPS PINs;
    - a domain's EPP / auth code, an Apple recovery key, a BitLocker recovery key, Steam revocation code,
      Battle.net restore code, Xbox recovery code, school parent-access ID + password, a proctor code;
    - an insurance member id given with the date of birth, a Carte Vitale / AHV / AMKA / CPR number, and every
      personal national or tax id (also of family members, also as a table or SQL dump);
    - Google AIza keys only when the text says they are server-side with billing; Azure SAS and S3 presigned URLs;
      private iCal URLs; invite links that log in as owner; Zoom links with pwd= and meeting passcodes;
    - a FileZilla <Pass encoding="base64"> and a Basic header are secrets (base64 is not protection).
    Benign (must be stored): the same registers with no value (rotated, in Vault / Bitwarden / 1Password, "I'll
    text it", refused, "use your own login"), masks and placeholders (********, <see vault>, [REDACTED], ****,
    ${VAR}, !secret, *_FILE, secretKeyRef-style references, getpass()), policy and format text (password rules,
    TOTP parameters, id formats, Matter code format), public ids (business IBANs, BIC, bankgiro, OCR references,
    company tax / VAT / registry numbers, LEI, ISIN, EAN, ISBN, IMO, IMEI, ICCID, EID, VIN, plates, NPI, employer
    group numbers, employee / student / badge / locker numbers), Twilio Account SID alone, Stripe / Supabase
    publishable values, Firebase web config (its apiKey is public by design), OAuth client ids and state values,
    Slack channel / app ids, Discord application ids, fingerprints, digests, commit SHAs, SRI hashes, UUIDs,
    tracking / booking / order / Rx / claim numbers, wallet addresses, xpub, txids, ENS names, game friend codes,
    open Wi-Fi QR payloads (T:nopass), and name spellings that sound like spelled passwords.
    Left out as genuinely ambiguous: a card number without CVV, expired or already-used codes written with their
    value, gift-card codes, Sentry DSNs, bcrypt / argon2 hashes, vendor default credentials and published sample
    values - the latter are in DOCUMENTED_EXAMPLES (AWS EXAMPLE keys, Stripe 4242 card, Google Key URI example
    JBSWY3DPEHPK3PXP, RFC 6238 seed, jwt.io token, hunter2, xkcd passphrase, BIP-39 "abandon ... about", Docker
    mysql docs password, admin/admin, SIM 0000, Bluetooth 0000, Woolworth SSN, Hardhat account #0 key); a gate
    may go either way on them.
"""

SECRETS: list[tuple[str, str]] = [
    (
        "email/quoted-password/en",
        "Subject: Re: Fwd: access for the new intern\n\nThanks, that worked!\n\nOn Tue, 10 Nov 2026 at 22:17, IT Desk <it@brightkiln.co> wrote:\n> Hi,\n> Your temporary login is reza and the password is CopperPickle0310*\n> Please change it at first sign-in.\n> Regards, IT",
    ),
    (
        "email/quoted-password/en",
        "Subject: Re: Fwd: access for the new intern\n\nThanks, that worked!\n\nOn Tue, 3 Nov 2026 at 20:33, IT Desk <it@brightkiln.co> wrote:\n> Hi,\n> Your temporary login is priya and the password is QuartzJuniper5515.\n> Please change it at first sign-in.\n> Regards, IT",
    ),
    (
        "email/quoted-password/en",
        "Subject: Re: Fwd: access for the new intern\n\nThanks, that worked!\n\nOn Tue, 3 Nov 2026 at 04:24, IT Desk <it@brightkiln.co> wrote:\n> Hi,\n> Your temporary login is karthik and the password is marble05PICKLE#\n> Please change it at first sign-in.\n> Regards, IT",
    ),
    (
        "email/forwarded-vpn/en",
        "---------- Forwarded message ---------\nFrom: Martin Sorensen <m.sorensen@fjordline-logistics.com>\nDate: Wed, Oct 21, 2026\nSubject: VPN\n\nFor the FortiClient profile: server vpn.fjordline-logistics.com:10443, user msorensen, pre-shared key KQZ02zjMFb0K7seShWpK5uX8\n\n--\nsaving this here so I don't lose it",
    ),
    (
        "email/forwarded-vpn/en",
        "---------- Forwarded message ---------\nFrom: Martin Sorensen <m.sorensen@kestrel-ag.com>\nDate: Wed, Oct 21, 2026\nSubject: VPN\n\nFor the FortiClient profile: server vpn.kestrel-ag.com:10443, user msorensen, pre-shared key mhUWOQSykVB90el7KPmlAu5N\n\n--\nsaving this here so I don't lose it",
    ),
    (
        "email/quoted-wifi/en",
        "> > the guest wifi is Casa-Ortega-5G and the key is juniper-violet-tofu-ember\n> great, thanks mum\n>\nno problem, and the printer is the one in the hallway",
    ),
    (
        "email/quoted-card/en",
        "Re: booking deposit\n\n> Could you confirm the card details once more?\nSure - 5405 7301 1785 6015, expires 03/27, security code 124, name K. OKAFOR.",
    ),
    (
        "email/signature-apikey/en",
        "Hi Dana,\n\nthe production key for the shipping API is below, please don't forward it.\n\n    X-Api-Key: fb518f12b9e4a3c97a8d01647b9c1dfd1223997b\n\nCheers,\nLiam\n\n> From: Dana Whitfield\n> Sent: Monday\n> Can you send me the key for the shipping integration?",
    ),
    (
        "email/reply-recovery/en",
        "On Sat, Sep 5, 2026 Greta wrote:\n> where did you put the backup codes for the family google account?\n\nHere they are, print them and put them in the drawer:\n0433 7747   6924 7887\n6729 4827   7767 9891\n5111 3417   2716 6376",
    ),
    (
        "email/quoted-ssn/en",
        "> Please reply with your Social Security number so HR can finish the W-4.\n\nMine is 263-82-6116. Date of birth 07/02/1993.\n\nSent from my iPhone",
    ),
    (
        "email/forward-sv/sv",
        "Vidarebefordrat meddelande\nFrån: Bostadsrättsföreningen Linden\nÄmne: Portkod och tvättstuga\n\nHej! Ny portkod från 1 december: 1241#. Tvättstugans lås öppnas med 9410.\nMvh styrelsen",
    ),
    (
        "email/quoted-da/da",
        "> Kan du sende mig koden til NemID/MitID-appen?\nJa, bruger-id er ole_h07 og adgangskoden er Pigeon!060 - slet mailen bagefter.",
    ),
    (
        "email/quoted-no/no",
        "Sv: BankID\n\nPassordet til BankID på mobil er jyi224QJ%rkf, og engangskoden fra brikken var 011268 for to minutter siden, bruk den nå.\n\n> Pappa, jeg trenger å logge inn for deg på Nav",
    ),
    (
        "email/forward-fi/fi",
        "Välitetty viesti:\nAihe: Taloyhtiön sauna\n\nSaunavuoron ovikoodi on 8892 ja varaston avainkaapin koodi 12248.\nTerveisin isännöitsijä",
    ),
    (
        "email/quoted-hu/hu",
        "> Megírnád a netbank jelszavát?\nFelhasználónév: 18141808, jelszó: Maple?982. Az SMS-kódot majd felolvasom telefonon.",
    ),
    (
        "email/quoted-ro/ro",
        "Re: contul de la furnizorul de gaz\n\nUtilizator: marta_w@yahoo.ro\nParola: basil52PICKLE&\n\n> Mama, trimite-mi datele de la contul Engie ca să plătesc factura",
    ),
    (
        "email/quoted-el/el",
        "> Μπορείς να μου στείλεις τον κωδικό για το Taxisnet;\nΌνομα χρήστη: oekoiq35\nΚωδικός: Bl6K9d0#bt6DZJeh\nΜην τον δώσεις σε κανέναν.",
    ),
    (
        "email/quoted-de/de",
        "Am 12.11.2026 um 17:56 schrieb Jana Kühn:\n> Wie lautet das WLAN-Passwort im Ferienhaus?\n\nNetzwerk: Ostsee-Haus, Schlüssel: QuartzQuartz0217* (steht auch auf dem Router).",
    ),
    (
        "email/fwd-fr/fr",
        "TR: Accès espace client Ameli\n\nIdentifiant (n° de sécu) : 2 82 08 69 425 779 18\nMot de passe : Juniper%2465\n\n> Peux-tu regarder mes remboursements ?",
    ),
    (
        "notes/meeting-db/en",
        "## Standup 2026-11-24\n- Raj: migration blocked, staging DB creds rotated -> new pw `vlNHm8Q!DxtuWhaRf6Tf` (user `svc_reporting`)\n- Mei: reviewing PR 482\n- Action: Raj to move creds into Vault by Friday",
    ),
    (
        "notes/meeting-shared-account/en",
        "Notes - marketing sync\nAttendees: Ana, Bo, Chidi\n* Canva team login: marketing@lumenbay.com / Copper$3541\n* Next campaign brief due 3 Dec\n* Bo to book photographer",
    ),
    (
        "notes/retro-token/en",
        "Retro notes (sprint 44)\nWhat went badly: someone pasted the Sentry auth token in #general: sntrys__THNHT6ifIsI14Bjxu8GIRsmTYw9eb7xmvL25GphAkfqbmDmQe5thaoRR_fSrc5_ - revoke?\nWhat went well: release on time",
    ),
    (
        "notes/meeting-zoom/en",
        "Board meeting - Thursday 18:00\nZoom ID 091 8000 3704, passcode XKuXzR\nAgenda: budget, roof repair, AGM date",
    ),
    (
        "notes/meeting-de/de",
        "Protokoll Teamrunde 05.11.\nTOP 3: Zugang zum Kundenportal von Hermes – Login: versand@firma.de, Kennwort: xip068HI$yab\nTOP 4: Urlaubsplanung",
    ),
    (
        "notes/meeting-nl/nl",
        "Notulen overleg 14 nov\n- Nieuwe alarmcode kantoor: 4487 (oude code vervalt vrijdag)\n- Kerstborrel 19 dec\n- Parkeerplaatsen: zie mail",
    ),
    (
        "notes/meeting-es/es",
        "Acta reunión de vecinos\n3. El código del portal cambia a 44954 a partir del lunes.\n4. Derrama de la fachada aprobada.",
    ),
    (
        "notes/meeting-ca/ca",
        "Acta de la reunió de l'AMPA\n- Contrasenya del compte de Gmail de l'AMPA: OrbitMarble6114@\n- La festa de Nadal serà el 20 de desembre",
    ),
    (
        "notes/meeting-pt/pt",
        "Ata da reunião de condomínio\nCódigo do portão da garagem: 578427\nSenha do Wi-Fi do salão de festas: Falcon&30",
    ),
    (
        "notes/meeting-it/it",
        "Verbale riunione 20/11\n- Password dell'account PEC aziendale: pepper88LEMUR?\n- Prossima riunione: 4 dicembre",
    ),
    (
        "notes/meeting-pl/pl",
        "Notatki ze spotkania\n* hasło do konta firmowego na Allegro: vsr104NB*ztj\n* login: sklep_zypby\n* Kasia ogarnia zwroty",
    ),
    (
        "notes/meeting-sk/sk",
        "Zápisnica z porady\n- heslo k zdieľanému účtu na Alze: Orbit@26\n- vianočný večierok 18.12.",
    ),
    (
        "family/note-netflix/en",
        "FAMILY NOTE (pinned)\nNetflix: smithfamily46@gmail.com / TofuViolet8035+\nDisney+: same email, pw Glacier$65\nDon't change without telling Dad!!",
    ),
    (
        "family/note-alarm/en",
        "For the babysitter:\n- Alarm: disarm with 1607 then OFF\n- Kids' bedtime 8pm\n- Emergency: 911, then call us",
    ),
    ("family/note-ipad/en", "Screen time passcode on Leo's iPad is 1603 - don't tell him lol"),
    (
        "family/note-safe/en",
        "If something happens to me: the safe in the wardrobe opens with 22-27-12, the will and the deeds are inside.",
    ),
    (
        "family/note-sv/sv",
        "Familjeanteckning\nICA-kortets PIN: 5173\nKoden till förrådet: 2935\nWifi stugan: vortex-willow-badger-saffron",
    ),
    (
        "family/note-fi/fi",
        "Perheen muistilista\n- Mummon pankkikortin PIN 8420 (hän pyysi että hoidan ostokset)\n- Kesämökin avainboksi 3440",
    ),
    ("family/note-he/he", "פתק למשפחה: הקוד לדלת של סבתא הוא 9326, והסיסמה לוויי-פיי Falcon@400"),
    ("family/note-fa/fa", "یادداشت خانواده: رمز کارت بانکی مامان 2450 است، رمز وای\u200cفای خانه oto878VU!diu"),
    ("family/note-th/th", "โน้ตครอบครัว: รหัส ATM ของแม่ 4585 รหัสประตูคอนโด 486709"),
    ("family/note-ms/ms", "Nota keluarga: PIN kad ATM ayah 780193, kata laluan Unifi Nimbus@2643"),
    ("family/note-bn/bn", "পরিবারের নোট: বিকাশের পিন 04795, বাড়ির ওয়াইফাই পাসওয়ার্ড Lemur@29"),
    ("family/note-ta/ta", "குடும்ப குறிப்பு: அப்பாவின் ATM PIN 8000, வீட்டு WiFi கடவுச்சொல் Orbit&645"),
    ("family/note-lt/lt", "Šeimos užrašai: močiutės banko kortelės PIN 3616, Telia slaptažodis Maple!8775"),
    ("family/note-lv/lv", "Ģimenes piezīmes: vecmāmiņas kartes PIN 7070, Swedbank internetbankas parole yxx773DY*rue"),
    ("family/note-sl/sl", "Družinska beležka: PIN za babičino kartico 7837, geslo za e-Uprava Juniper+91"),
    ("family/note-is/is", "Fjölskyldumiði: PIN á kortinu hennar ömmu er 5924 og lykilorð á netbankanum vortex36ORBIT!"),
    (
        "handwriting/sticky-note/en",
        "[transcribed from a yellow sticky note on the monitor]\nbank - user: yllo4040\npw: Pigeon+06\n(the 0 is a zero not an O)",
    ),
    (
        "handwriting/notebook-page/en",
        'Transcription of page 14 of grandpa\'s notebook:\n"Hotmail - password Rosebud6034! ... Amazon same but with a # at the end"\n[ink smudged on the last line]',
    ),
    (
        "handwriting/card-back/en",
        '[photo of the back of an envelope, transcribed]\nVISA 4742 1854 0268 0262\nexp 12/28  cvv 828\n"for the plumber - only the deposit"',
    ),
    (
        "handwriting/illegible/en",
        "Transcribed from Mum's diary: \"wifi code vortex-ember-meadow-pepper [last word hard to read, could be 'paper']\"",
    ),
    ("handwriting/puk/en", "[handwritten on the SIM card holder] PIN 6521 PUK 38076945"),
    (
        "handwriting/de/de",
        "[Abschrift eines Zettels im Portemonnaie]\nEC-Karte Sparkasse – Geheimzahl 2039\nKreditkarte – 7600",
    ),
    ("handwriting/fr/fr", "[recopié d'un post-it] code CB : 0155 / code digicode immeuble : 35A41"),
    ("handwriting/it/it", "[trascrizione di un foglietto] Poste ID: utente petra@libero.it password Walnut#7625"),
    ("handwriting/ja/ja", "［メモ帳の書き起こし］ゆうちょ 暗証番号 7934 ／ ネットバンク パスワード hfe965IO!gfx"),
    ("handwriting/zh/zh", "［手写便条转录］工行卡密码 862998，支付宝支付密码 023820"),
    ("handwriting/ko/ko", "[손글씨 메모 옮겨 적음] 공인인증서 비밀번호 Badger@12 / 카드 비밀번호 앞 두 자리 41"),
    ("handwriting/ru/ru", "[переписано с листочка] пароль от Госуслуг tru958DF@mwe, кодовое слово для банка — Ромашка"),
    ("handwriting/uk/uk", "[переписано з папірця] ПІН до картки ПриватБанку 4913, пароль Приват24 Quartz#44"),
    ("handwriting/tr/tr", "[kağıttan yazıya geçirildi] Ziraat şifresi 052623, e-Devlet şifresi Pickle*805"),
    ("handwriting/ar/ar", "[نُسخ من ورقة بخط اليد] الرقم السري للبطاقة 8463، كلمة مرور تطبيق البنك Violet@3063"),
    ("handwriting/hi/hi", "[हाथ से लिखी पर्ची से] एटीएम पिन 4053, नेटबैंकिंग पासवर्ड Cobalt*666"),
    ("handwriting/vi/vi", "[chép lại từ mảnh giấy] mã PIN thẻ Vietcombank 670349, mật khẩu app whq726RR#qek"),
    (
        "export/slack-text/en",
        "[18:32] priya.n: can someone share the staging admin pw?\n[15:23] tom.b: admin / 80sa931Rg66Y\n[16:12] priya.n: ty",
    ),
    (
        "export/slack-json/en",
        '{"type": "message", "user": "U0H9PKVPIR", "text": "heroku api key for the review apps: 9afa8fe0-ef14-4b46-87fe-29b9ef967677", "ts": "1764793922.833257"}',
    ),
    (
        "export/slack-webhook/en",
        "[16:03] devbot-admin: here's the incoming webhook for #alerts https://hooks.slack.com/services/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",
    ),
    (
        "export/discord/en",
        "andrei.p — Today at 8:19 PM\nbot token for the music bot is MTJn96yaAak18taBbOlCAEgzFO.MQbcef.TcRGhj-psiV9EGw7oSo93_LVdmmmUdoH-87Mre dont leak it",
    ),
    (
        "export/discord-game/en",
        "raidleader — Yesterday at 11:02 PM\nguild bank alt login: gbank313@outlook.com pw ember40WALNUT. authenticator is on my phone, ping me",
    ),
    (
        "export/teams/en",
        "Teams chat export\nminji 09:14  the SFTP creds for the vendor drop are sftp.partner-drop.net user acme_in pwd 4Epp3J7fq4dC\nkofi 09:15  👍",
    ),
    (
        "export/whatsapp/en",
        "[6/11/2026, 21:00:12] Dad: Alexa account - dad.home@gmail.com  Kiwi!778\n[14/11/2026, 03:05:40] Me: got it",
    ),
    (
        "export/whatsapp-es/es",
        "[13/10/26, 12:07] Mamá: la clave del Santander es 5929 y la de firma 59456066\n[27/10/26, 07:41] Yo: vale, te hago la transferencia",
    ),
    (
        "export/whatsapp-pt/pt",
        "[13/10/2026 07:32] Vó: meu código do gov.br é senha River+11 e CPF 34372992980\n[22/10/2026 15:37] Eu: ok vó, vou ver o INSS",
    ),
    (
        "export/telegram-ru/ru",
        "[18:56] Лёша: держи ключ API от Яндекс.Карт для сервера a0694c74-617f-4ef7-93f2-a80154275d81\n[06:57] Вова: спс",
    ),
    ("export/telegram-uk/uk", "[06:33] Оля: пароль до Дії 1240, не загуби\n[21:52] Тарас: ок"),
    ("export/line-ja/ja", "[LINE] 04:34 母「楽天のパスワード Pepper+8416 だよ」\n08:15 私「ありがとう」"),
    ("export/kakao-ko/ko", "[카카오톡] [01:35] 누나: 넷플릭스 비번 BasilCobalt2708. 이거야\n[22:52] 나: ㅇㅋ"),
    ("export/wechat-zh/zh", "[微信] 19:35 老王：服务器 root 密码是 U0gXJUlXegqnhwWa，别外传\n02:59 小李：收到"),
    (
        "export/discord-de/de",
        'aino — Heute um 17:52 Uhr\nHier der Server-RCON: rcon_password "%#1yP8etyaAu" nicht weitergeben!!',
    ),
    (
        "export/slack-fr/fr",
        "[17:32] camille.r : le mot de passe du compte OVH c'est pyw500AF%hkz (2FA sur mon tel)\n[22:22] theo : merci",
    ),
    ("export/slack-sv/sv", "[05:23] sigrun: lösenordet till Fortnox är Basil$677\n[07:10] jonas: tack!"),
    (
        "export/teams-nl/nl",
        "dmitri 03:25  de pincode van de Xerox op de 3e verdieping is 0922, je eigen badge werkt nog niet",
    ),
    ("export/mattermost/en", "@karthik 19:49 > npm publish token for the ci: npm_DmnALRUE4lVWkWEr43Kxj2lZ3dhbupWxd6d8"),
    (
        "export/discord-tr/tr",
        "yusuf — Bugün saat 20:08\nsteam hesabı: iwtygbx38 şifre Thunder$954 guard kodunu ben atarım",
    ),
    (
        "table/markdown-accounts/en",
        "| Service | Login | Password |\n|---|---|---|\n| Xero | accounts@tidewell.co | 7B#udoDWMhl64oAF |\n| Gusto | payroll@tidewell.co | Otter*52 |",
    ),
    (
        "table/markdown-servers/en",
        "| host | user | pass | notes |\n|------|------|------|-------|\n| 10.0.4.21 | root | tD%Vl7byuufbn7 | old NAS |\n| 10.0.4.30 | admin | jgm564DR#fih | ups mgmt |",
    ),
    (
        "table/markdown-cards/en",
        "| card | number | exp | cvc |\n|---|---|---|---|\n| company amex | 3751 4611 8424 348 | 02/28 | 6212 |",
    ),
    (
        "table/markdown-ids/en",
        "| name | SIN | DOB |\n|---|---|---|\n| Mom | 534712450 | 1961-04-16 |\n| Dad | 734751308 | 1958-09-12 |",
    ),
    (
        "table/markdown-keys/en",
        "| env | STRIPE_SECRET_KEY |\n|---|---|\n| prod | 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 |",
    ),
    (
        "table/markdown-wifi-de/de",
        "| Raum | SSID | Schlüssel |\n|---|---|---|\n| Büro | Praxis-Intern | CobaltOrbit5082? |\n| Wartezimmer | Praxis-Gast | Juniper_588 |",
    ),
    (
        "table/markdown-codes-fr/fr",
        "| Porte | Code |\n|---|---|\n| Hall | 3244B |\n| Local vélos | 3678 |\n| Boîte à clés | 6429 |",
    ),
    (
        "table/markdown-ja/ja",
        "| サービス | ID | パスワード |\n|---|---|---|\n| マネーフォワード | keiri@hikari.jp | SJ2hDcQS5A52HC |",
    ),
    (
        "table/markdown-pl/pl",
        "| konto | login | hasło |\n|---|---|---|\n| ePUAP | gtsvse169 | Tofu.73 |\n| PZU | 80090359877 | hie875FC@wgq |",
    ),
    (
        "table/markdown-ids-se/sv",
        "| namn | personnummer |\n|---|---|\n| Astrid | 020320-9705 |\n| Elof | 740609-3653 |",
    ),
    (
        "table/csv-tax-no/no",
        "navn;fødselsnummer;kontonr\nKari Nordmann;07016155459;4450.33.77206\nOla Nordmann;22038322862;0265.46.17400",
    ),
    (
        "config/json-db/en",
        '{\n  "db": {"host": "pg-prod-2.internal", "port": 5432, "user": "app", "password": "xg1HQ3YeOK%iHq"},\n  "cache": {"url": "redis://cache:6379/0"}\n}',
    ),
    (
        "config/json-appsettings/en",
        '{\n  "ConnectionStrings": {\n    "Default": "Server=tcp:woqxdarn.database.windows.net,1433;Database=orders;User ID=ordersadmin;Password=KaAydXEqx#7DJfH9;Encrypt=True;"\n  }\n}',
    ),
    (
        "config/toml-pypi/en",
        '# ~/.pypirc equivalent in uv config\n[[tool.uv.index]]\nname = "internal"\nurl = "https://__token__:pypi-AgEIcHlwaS5vcmcovZ2wk92FFeKhOuMSqpVZteb3hXivUWIoowJwc2viZ7hqBf94UXSufnU1NnU9HD-jSmbrqIIpgo1bjkpxC2MVmQOwmEC_jz1QoWrWOoW4DR8k8Q85vOUTaSG@pypi.org/simple"',
    ),
    (
        "config/toml-app/en",
        '[server]\nport = 8080\n\n[secrets]\nsession_key = "689013d46fb62363499a4f913ff899421ddc501c2ecb2120c6f886430422d90d"\ncsrf_key = "25b567a6de8a36bfa97f0e3d609ec152"',
    ),
    ("config/ini-mysql/en", "[client]\nuser=backup\npassword=v&LdWyr8C&GGFClC\nhost=db01.lan"),
    ("config/ini-smb/en", "# /etc/samba/creds-nas\nusername=media\npassword=Basil@69\ndomain=WORKGROUP"),
    (
        "config/ini-rclone/en",
        "[b2remote]\ntype = b2\naccount = 0058e055a0e6ea3b72ccc4f9d\nkey = K00HrZr8AWaz1Ct2VUfzhRdgCyEa6qg",
    ),
    (
        "config/xml-maven/en",
        "<settings>\n  <servers>\n    <server>\n      <id>nexus-releases</id>\n      <username>deploy</username>\n      <password>H5W2GrNhY9gj</password>\n    </server>\n  </servers>\n</settings>",
    ),
    (
        "config/xml-nuget/en",
        '<packageSourceCredentials>\n  <github>\n    <add key="Username" value="ci-bot" />\n    <add key="ClearTextPassword" value="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" />\n  </github>\n</packageSourceCredentials>',
    ),
    (
        "config/xml-filezilla/en",
        '<Server>\n  <Host>ftp.lakeside-print.com</Host>\n  <Port>21</Port>\n  <User>upload</User>\n  <Pass encoding="base64">T3R0ZXIqODE2OQ==</Pass>\n</Server>',
    ),
    (
        "config/hcl-provider/en",
        'provider "cloudflare" {\n  api_token = "WMH2LPJgBCXoGInAH1Ect0AMA1e1PR0Rcz6jjSOb"\n}\n# TODO move to env var',
    ),
    (
        "config/hcl-vault/en",
        '# vault agent\nauto_auth {\n  method "approle" {\n    config = {\n      role_id_file_path = "/etc/vault/role-id"\n      secret_id = "b2a024f5-1693-46f2-aad2-76794aa1d541"\n    }\n  }\n}',
    ),
    (
        "config/env-openai/en",
        "# .env (local)\nOPENAI_API_KEY=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\nMODEL=gpt-4o-mini",
    ),
    (
        "config/env-anthropic/en",
        "ANTHROPIC_API_KEY=sk-ant-api03-n1QhrIMELBBNrGWkbXFXu7ok-zYbCW5n7jXSaLsCB9wtPvLRSXiyRgpygbhWJ4tv0TcbR3wDh9w0COsD6wcBfKpBLUCG_AA\nLOG_LEVEL=info",
    ),
    (
        "config/env-mail/en",
        "MAIL_MAILER=smtp\nMAIL_HOST=smtp.sendgrid.net\nMAIL_USERNAME=apikey\nMAIL_PASSWORD=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",
    ),
    (
        "config/env-twilio/en",
        "TWILIO_ACCOUNT_SID=ACb99a55908299faa40d4cfd0e931ff980\nTWILIO_AUTH_TOKEN=b1b0a89538719dddcdcf05bec50a365f",
    ),
    ("config/yaml-mqtt/en", "mqtt:\n  broker: 192.168.1.40\n  username: homeassistant\n  password: kpy314KM+tjy"),
    (
        "config/properties-spring/en",
        "spring.datasource.url=jdbc:postgresql://db:5432/shop\nspring.datasource.username=shop\nspring.datasource.password=8yt3b5g%uGEGycGe\nspring.mail.password=Marble!072",
    ),
    (
        "config/json-firebase-admin/en",
        '{"type": "service_account", "project_id": "kitchen-planner-1718", "private_key_id": "e6967fc99499a71dab885a134bcdca8608f2898b", "client_email": "firebase-adminsdk@kitchen-planner-2082.iam.gserviceaccount.com", "private_key": "-----BEGIN PRIVATE KEY-----\\nMIIEvQIBADANBgkqhkiG9w0BAQEFAASC3glPweuWWMZQgDdUGP67HRrEo5QxMpspJPijZL48UzgpsafOf/WLnHhUqt6FMu7xfP+2WarWvWdOP9aksfzmjPhOmJm5YtcyOX7ZWuxcTsYHA43DmgFDe71i5aw20G8FvYr4KrQwIkenNB0Q+ffGUfVfnd412VeN\\n-----END PRIVATE KEY-----\\n"}',
    ),
    (
        "config/env-de/de",
        "# .env – NICHT einchecken\nDATEV_CLIENT_SECRET=pSIhyKsT67ySj9ppbVIxGDWdPif3CL4JiMtuu6yL\nDATEV_CLIENT_ID=26e6447f-45ef-4fc8-bbba-67999c8154b6",
    ),
    (
        "config/ini-es/es",
        "; configuración de la impresora fiscal\n[facturacion]\nusuario=tienda01\nclave=Lemur+3355\ncertificado_pin=579574",
    ),
    (
        "config/yaml-ja/ja",
        "# 本番用 設定（共有禁止）\nline_channel_secret: 3e9c7968e25892d9735fef6ccd1065a7\nline_channel_access_token: rAylINIvczTPEuYFLhxgleyOA3DOBvf-Nm_h_BSh7a0nNhqjIp-WKjPYhxlGaqFCvZSWmWogcFEBeCWlEbha3oTEM5z9ArYvJfBI8UblA-bXAVnh4ClnxXMEojeiRFzan6gFyMsLxNVc8uWi_yWP_zTEsr3HNlYVi2JuTi8862kf=",
    ),
    (
        "config/json-zh/zh",
        '{\n  "// 注释": "阿里云短信服务",\n  "AccessKeyId": "LTAI5tXjj75SSgGHwB4HyMd3",\n  "AccessKeySecret": "spdPgRMDjSQNhCe26GtZYiZ6NX6TkY"\n}',
    ),
    (
        "shell/export-aws/en",
        "  501  export AWS_ACCESS_KEY_ID=AKIAQKWOGIJ7M7NEK3JS\n  502  export AWS_SECRET_ACCESS_KEY=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\n  503  aws s3 ls",
    ),
    (
        "shell/curl-u/en",
        "$ history | tail -3\n  88  curl -u admin:%9H7%EuzkzH4C0tOa6bW https://jenkins.internal/api/json\n  89  ls\n  90  clear",
    ),
    ("shell/mysql-p/en", "mysql -h 10.2.0.15 -u root -p'3Gqq302nHmb9Km' shop_prod < dump.sql"),
    (
        "shell/sshpass/en",
        "for h in web1 web2 web3; do sshpass -p 'Mango&077' ssh deploy@$h 'sudo systemctl restart app'; done",
    ),
    ("shell/psql-env/en", "PGPASSWORD=TQCZjYGngZJs50SBkK#v psql -h analytics-db -U looker -d warehouse -c 'select 1'"),
    (
        "shell/docker-login/en",
        "echo 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 | docker login ghcr.io -u petra --password-stdin",
    ),
    (
        "shell/git-clone-token/en",
        "git clone https://oauth2:glpat-cAFk9rGnnxmcGgvpH5Nk@gitlab.quillsoft.io/platform/infra.git",
    ),
    ("shell/htpasswd/en", "htpasswd -b -c /etc/nginx/.htpasswd grafana 'Pigeon@30'"),
    (
        "shell/openssl-pass/en",
        "openssl pkcs12 -export -in cert.pem -inkey key.pem -out bundle.p12 -passout pass:ZNYcmK4hP63iskUfvXBR",
    ),
    ("shell/wget-pass/en", "wget --user=backup --password='gif728BO#poe' ftp://nas.home/backup/photos.tar"),
    ("shell/redis-cli/en", "redis-cli -h cache-01 -a 21685ea0fb2bc0aeac01a1a51729940f --no-auth-warning FLUSHDB"),
    ("shell/mongosh/en", 'mongosh "mongodb+srv://reporting:IPcKultep8SYI9ae@cluster0.7rg8c.mongodb.net/analytics"'),
    ("shell/nmcli/en", 'nmcli dev wifi connect "Kovacs-Home" password "walnut-ember-mango-cactus"'),
    ("shell/gh-auth/en", "GH_TOKEN=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 gh release create v2.3.1 dist/*"),
    (
        "shell/kubectl-secret/en",
        "kubectl create secret generic smtp --from-literal=user=mailer --from-literal=password='h9cJ8A0DD2Zt' -n prod",
    ),
    (
        "shell/vault-login/en",
        "vault login hvs.-aNvch4cPkq2jJgD8_bEJJYVgBAGNK3YD6bPQuk-lXUF5AEwC56GPQ2B5thxNvNljXViCHc9FEki7qRhGHnt7OaCGM",
    ),
    (
        "shell/zsh-history-de/de",
        ": 1764972263:0;export DB_PASSWORT='pKORB32jmqRhRZVVodSB' # Passwort für die Warenwirtschaft",
    ),
    ("shell/bash-comment-ru/ru", "# пароль от прод-базы, потом убрать\nexport PGPASSWORD='EqeGYSkSRAz&#u'"),
    ("shell/bash-zh/zh", "# 临时用一下，用完删掉\nsshpass -p 'gpj916PL!yho' scp backup.tar root@192.168.10.5:/data/"),
    ("shell/bash-pt/pt", "# senha do banco de homologação\nmysql -u admin -p8BlvT%9sTUaE -h hml-db"),
    (
        "shell/ps-tr/tr",
        "PS C:\\> $sifre = ConvertTo-SecureString 'Falcon%68' -AsPlainText -Force  # muhasebe sunucusu yönetici şifresi",
    ),
    ("shell/powershell/en", "PS> net use Z: \\\\fileserver\\finance /user:CORP\\jmiller Quartz$7292"),
    ("shell/ftp/en", "lftp -u uploader,jOtQR#kZ2jTucWE# sftp://files.cinderbox.net"),
    (
        "browser/chrome-csv/en",
        "name,url,username,password,note\nwww.amazon.com,https://www.amazon.com/ap/signin,lina@gmail.com,Vortex#154,\nmy.chase.com,https://secure.chase.com/web/auth,wppuzk670,%CucmuVzp#r&Ka,",
    ),
    (
        "browser/firefox-csv/en",
        '"url","username","password","httpRealm","formActionOrigin","guid","timeCreated"\n"https://accounts.spotify.com","reza@proton.me","VioletVortex4799.",,"https://accounts.spotify.com","{948550f0-0518-4525-be44-77768f3375e6}","1731560235602"',
    ),
    (
        "browser/safari-csv/en",
        "Title,URL,Username,Password,Notes,OTPAuth\nPayPal,https://www.paypal.com,timo.k@icloud.com,mkk614JY-tge,,",
    ),
    (
        "browser/bitwarden-json/en",
        '{"items": [{"type": 1, "name": "Router", "login": {"username": "admin", "password": "TfiXHWQb0msubxgx", "uris": [{"uri": "http://192.168.0.1"}]}}]}',
    ),
    (
        "browser/keepass-xml/en",
        "<Entry>\n  <String><Key>Title</Key><Value>Synology</Value></String>\n  <String><Key>UserName</Key><Value>admin</Value></String>\n  <String><Key>Password</Key><Value>Rs%uQUJrNdAn6hoc4Hao</Value></String>\n</Entry>",
    ),
    (
        "browser/1password-csv/en",
        "Title,Website,Username,Password,OTPAuth\nGitHub,github.com,zsofi,Aem8AYmrvwal,otpauth://totp/GitHub:tom.b?secret=DF2UJ4RM7MSWFTZ5&issuer=GitHub",
    ),
    (
        "browser/csv-de/de",
        "name,url,username,password\nDKB,https://banking.dkb.de,9501528906,Cobalt_98\nElster,https://www.elster.de,sigrun,uhf431OB_nls",
    ),
    (
        "browser/csv-ja/ja",
        "name,url,username,password\nメルカリ,https://jp.mercari.com,maja.lind@docomo.ne.jp,Pigeon#307",
    ),
    ("browser/csv-ko/ko", "name,url,username,password\n네이버,https://nid.naver.com,sgsbztnh,yzs041NX@igm"),
    ("browser/csv-pt/pt", "name,url,username,password\nNubank,https://app.nubank.com.br,87262311077,Harbor?0179"),
    (
        "notebook/cell-openai/en",
        'In [3]:\nimport openai\nclient = openai.OpenAI(api_key="sk-proj-GJ08Ter42YQpY4em7UbzfW6mSk4sVS50pvahmmdH450l4ECx")\nresp = client.chat.completions.create(model="gpt-4o", messages=msgs)',
    ),
    (
        "notebook/cell-hf/en",
        '# Cell 2\nfrom huggingface_hub import login\nlogin(token="hf_fOnnkJO2YtICBSOJYteFRb1R3Zfx6RYhac")',
    ),
    (
        "notebook/cell-sqlalchemy/en",
        "engine = create_engine(\"postgresql+psycopg://analyst:2DuEuwLLrPFB%2@warehouse.kitefield.io:5432/dw\")\ndf = pd.read_sql('select * from orders limit 10', engine)",
    ),
    (
        "notebook/ipynb-json/en",
        '{"cell_type": "code", "execution_count": 7, "metadata": {}, "outputs": [], "source": ["kaggle_key = \\"1eff968b9956c1223bddf3a388027c08\\"\\n", "os.environ[\\"KAGGLE_KEY\\"] = kaggle_key"]}',
    ),
    ("notebook/cell-wandb/en", "!wandb login f2f4e143f632dac2e3818b34bb97cb7d77164122"),
    (
        "notebook/colab-drive/en",
        "%env GOOGLE_API_KEY=AIzaJb4waVJFGYv0J8J5QUN2uJutM0ubfDRi3Lm  # this is our server-side Gemini key, billing enabled",
    ),
    (
        "notebook/cell-binance/en",
        "client = Client(api_key='xyiHFsvjiYL1Ah3wwVp7oFlYSF7P94lqlYV9AsgyG5mwZWWsm48EjJCXFBtfLueN', api_secret='N7dDhU02y7uMJ5PBiU2lnsnA05ecytopWIqflO6SvMbU1WiSa28Na4hVVrngZWV2')\nprint(client.get_account()['balances'][:3])",
    ),
    (
        "notebook/cell-es/es",
        "# celda 4: conexión a la base (no compartir el cuaderno)\nconn = psycopg.connect(host='10.0.0.8', user='ventas', password='Vortex&624', dbname='erp')",
    ),
    (
        "notebook/cell-zh/zh",
        '# 第5个单元格\nDASHSCOPE_API_KEY = "sk-0777855b06ef4ef6cf54da544f4c6680"  # 通义千问 正式环境密钥',
    ),
    (
        "sqldump/users-plain/en",
        "INSERT INTO `users` (`id`,`email`,`password`,`created_at`) VALUES\n(998,'minji@gmail.com','Basil?658','2021-03-04 10:12:00'),\n(286,'lukas.s@yahoo.com','mango68HARBOR&','2021-03-05 08:40:11');",
    ),
    (
        "sqldump/apikeys/en",
        "COPY public.integrations (id, provider, api_key) FROM stdin;\n1\tmailchimp\t45cb68f189ff5b919a235d285183b169-us20\n2\tpostmark\t77fca76d-e918-4c35-b05c-859f5019404b\n\\.",
    ),
    ("sqldump/cards/en", "INSERT INTO payment_methods VALUES (7, 'visa', '4409272486092459', '03/29', '312');"),
    (
        "sqldump/smtp-settings/en",
        "INSERT INTO wp_options (option_name, option_value) VALUES ('smtp_pass', 'KQoeaEqG2Jqg');",
    ),
    (
        "sqldump/ssn/en",
        "-- legacy HR table\nINSERT INTO employees (name, ssn, dob) VALUES ('Harold Finch', '409-47-7988', '1969-02-11'), ('Nora Lane', '548-06-0447', '1984-07-30');",
    ),
    (
        "sqldump/nl-bsn/nl",
        "-- export klantenbestand\nINSERT INTO klanten (naam, bsn, iban) VALUES ('J. de Vries', '123713766', 'NL29YQLC6696719647');",
    ),
    (
        "sqldump/it-cf/it",
        "INSERT INTO pazienti (nome, codice_fiscale, tessera_sanitaria) VALUES ('Giulia Ferri', 'GSFGSD56A06H501S', '80380004499961185880');",
    ),
    (
        "sqldump/ru-pass/ru",
        "-- дамп таблицы пользователей (пароли в открытом виде!)\nINSERT INTO users VALUES (1,'admin','KKLJ!tfMtXR9dctm'),(2,'buh','Willow$39');",
    ),
    (
        "log/nginx-basic/en",
        '10.0.3.7 - - [24/Nov/2026:03:07:11 +0000] "GET /admin HTTP/1.1" 200 512 "-" "curl/8.5" auth="Basic YWRtaW46WG8zbSplWG90WVE2"',
    ),
    (
        "log/debug-bearer/en",
        "2026-11-24T09:12:44.120Z DEBUG http.client > GET /v1/customers\n> Authorization: Bearer sk_live_FC3tG7APOiquFwxtZYu6oZhr\n> User-Agent: stripe-python/9.1",
    ),
    (
        "log/requests-dump/en",
        "DEBUG:urllib3:send: b'POST /oauth/token HTTP/1.1\\r\\nContent-Type: application/x-www-form-urlencoded\\r\\n\\r\\ngrant_type=client_credentials&client_id=payroll-sync&client_secret=o1AKCWVmA0Lt6loE4vevJ1aeFqRyTMVQmass9D9N'",
    ),
    (
        "log/ci-leak/en",
        "#14 [build 3/7] RUN pip install --index-url https://deploy:xUENeEnnuxZ2BJ49UpZJ@pkgs.moorfield.dev/simple -r requirements.txt",
    ),
    (
        "log/app-password/en",
        "2026-11-23 22:01:15,332 ERROR auth Login failed for user=j.kowalski password='Marble$606' reason=account_locked",
    ),
    (
        "log/cookie/en",
        "< HTTP/2 302\n< set-cookie: session=G5hyylooY_7GZfvJoJ-OSYK_Csm3XbmzTiJg1bU8oTQ; Path=/; HttpOnly; Secure\n< location: /dashboard",
    ),
    (
        "log/jwt/en",
        "[gateway] 401 upstream=orders token=eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJ1c2VyXzY2NDkwMCIsInJvbGUiOiJhZG1pbiIsImV4cCI6MTc5NTAwMDAwMH0.lZUNJiPtyy9L7eI4EkLp2kD4KhH9GTcdxfh2E8y_8fI",
    ),
    (
        "log/x-api-key/en",
        "INFO  outbound request url=https://api.sendinblue.com/v3/smtp/email headers={'api-key': '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'}",
    ),
    (
        "log/pt-basic/pt",
        "[ERRO] falha ao autenticar no SFTP do banco: usuário=cnab_envio senha=0cWhorh9o2kH3vma host=sftp.banco.com.br",
    ),
    (
        "log/de-smtp/de",
        "Fehler: SMTP-Anmeldung fehlgeschlagen (Benutzer rechnung@praxis-wxara.de, Kennwort ahe413MP!jcs)",
    ),
    (
        "url/sas/en",
        "https://wfxvsxkw.blob.core.windows.net/backups/db.bak?sv=2022-11-02&ss=b&srt=o&sp=rwdlac&se=2027-01-01T00:00:00Z&st=2026-11-01T00:00:00Z&spr=https&sig=BThwMCELnCbXgUKjVdHKEc2BTw9HQJHCxBSbBgbjTdx%3D",
    ),
    (
        "url/reset/en",
        "here's the reset link they sent, can you click it for me: https://account.tallpine.com/reset?token=T9jtpkg-M3pirEH-Cr360TjS8i9NzqrCPYioUgskhEfLIZ9U&uid=8608155",
    ),
    (
        "url/magic/en",
        "Your sign-in link: https://app.notion.so/loginwithemail?token=570eae93f5450445606668dba6913ce62be568a9c49960bd3b61fa61118c22bb&email=rina_d%40gmail.com",
    ),
    (
        "url/presigned/en",
        "https://my-bucket.s3.eu-west-1.amazonaws.com/tax/2025.pdf?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=AKIAVQSV5NCBXB65LQIP%2F20261124%2Feu-west-1%2Fs3%2Faws4_request&X-Amz-Date=20261124T101500Z&X-Amz-Expires=604800&X-Amz-SignedHeaders=host&X-Amz-Signature=84e316813bf184991623f52a7dbd27b9af1992e0c024b5aaaf49a22fd91c1a59",
    ),
    (
        "url/apikey-query/en",
        "GET https://api.openweathermap.org/data/2.5/weather?q=Oslo&appid=7365bfba0ca54e7e3a3be9a8ff6b5c5a",
    ),
    (
        "url/access-token/en",
        "https://graph.facebook.com/v19.0/me/accounts?access_token=EAAG3tPTrKdBBav599g5dqN5zXKVhrHugwg9fvUcIddrsezqvSbdEtn0zhRLN8HrpcYKDANrsBIley0VEZF76g3n9FdS4TCsp9ft7uUjdsAcevkWhvNsjpoC14afMhQ8T3mdFHjSefSYhDLgx4lxJpaJYSCAvzrxrT5HvNPOwL3H1roIqnK9gU1O",
    ),
    ("url/rtsp/en", "rtsp://admin:zQhVJ1uPSymY3R7d@192.168.1.64:554/Streaming/Channels/101"),
    (
        "url/invite-with-pass/en",
        "join us: https://us06web.zoom.us/j/87369314298?pwd=uRklw2svneNdmbaaJljUXqotk7SAsdZx.1",
    ),
    (
        "url/telegram-bot/en",
        "https://api.telegram.org/bot1999705565:AAV_V6J1K55kUef5cvQVUGizpjbhdvrAjlx/sendMessage?chat_id=-1009314230867&text=hi",
    ),
    (
        "url/fr-reset/fr",
        "Clique vite sur le lien de réinitialisation avant qu'il expire : https://compte.laposte.fr/reinit?jeton=2EYlRvMTPsEgOsgW2Msevr13zQas13Ql7dRQ-bX-",
    ),
    (
        "otp/otpauth-uri/en",
        "otpauth://totp/AWS:timo.k@prod-account?secret=Y5FMC6QCX7E3LLF76DICDRMTVKJCI3DP&issuer=Amazon%20Web%20Services",
    ),
    (
        "otp/qr-text/en",
        "decoded the QR from the Coinbase 2FA page: otpauth://totp/Coinbase:ferran%40gmail.com?secret=WYBYDKPKAWFTB7VM&issuer=Coinbase",
    ),
    ("otp/manual-key/en", "can't scan the QR, the setup key is iztk isvn 6gho 6b7x ht7f wfnn xvmt bcsz"),
    ("otp/hotp/en", "otpauth://hotp/VPN:noa.b?secret=MOMLHWP7YF6QNQXRPKGSP7HDV5GOYGLS&counter=30"),
    (
        "otp/migration/en",
        "otpauth-migration://offline?data=223LAxjlbytMLcRVWRhBzH%2BFC56rfXJ34jzSRuC3AthbpbYEQp8djDW1gINNA5e3K8GWM3FTXXOdOebOoCKxV0thA8foh%2Bb8KfXPFBotnDcVhKgpuJ4r7ueN",
    ),
    (
        "otp/de-seed/de",
        "Der geheime Schlüssel für die Authenticator-App (falls das Handy weg ist): STD5 BTP6 FHLO SPX7",
    ),
    ("otp/es-seed/es", "clave de configuración del doble factor de Binance: D5MSTQRMGJUA5Y2B (guárdala en papel)"),
    (
        "otp/ja-seed/ja",
        "二段階認証のシークレットキー: AJEV SJZF 4ZJK 3ON7 5J64 5TXF 4IJV 2M7O\u3000スマホ機種変更用に保存",
    ),
    (
        "sms/bank-otp-forward/en",
        'fwd from my phone, use it now: "HSBC: 725551 is your one-time passcode to approve a payment of GBP 240.00 to J SMITH. Never share this code."',
    ),
    (
        "sms/bank-otp-pasted/en",
        "[SMS from CHASE] Use code 191972 to sign in. We'll never call to ask for it. — mom, type this into the site, I'm on the other laptop",
    ),
    ("sms/temp-pin/en", "Text from Wells Fargo: Your temporary card PIN is 4518. Change it at any ATM within 30 days."),
    (
        "sms/de-tan/de",
        'SMS von der Sparkasse: "Ihre TAN für die Überweisung an Mustermann GmbH über 1.250,00 EUR lautet 816187." – kannst du die schnell eingeben?',
    ),
    (
        "sms/fr-code/fr",
        "Reçu par SMS : « Votre code de validation Crédit Agricole est 061958. » Tape-le vite sur l'ordi de papa.",
    ),
    (
        "sms/es-clave/es",
        'SMS de BBVA: "Tu clave de firma para la operación es 490899". Te la paso para que termines la transferencia.',
    ),
    ("sms/pt-mbway/pt", 'SMS: "MB WAY: o código de autorização é 442342" — é para a compra da tia, podes confirmar?'),
    (
        "sms/it-otp/it",
        "SMS Intesa Sanpaolo: codice O-Key 637120 per autorizzare il bonifico. Te lo giro, inseriscilo tu.",
    ),
    ("sms/pl-blik/pl", "Kod BLIK: 369963 — wpisz go teraz w sklepie, ważny jeszcze 2 minuty"),
    ("sms/tr-otp/tr", 'Bankadan gelen SMS: "Tek kullanımlık şifreniz 176081\'dır." Hemen gir, süre doluyor.'),
    (
        "sms/id-otp/id",
        'SMS dari BCA: "KODE OTP 732276 untuk transaksi m-BCA. JANGAN BERIKAN KODE INI." nih bro, masukin sekarang',
    ),
    ("sms/ms-tac/ms", "SMS Maybank2u: TAC anda ialah 389171 untuk pemindahan RM500. Tolong masukkan sekarang."),
    ("sms/th-otp/th", "SMS จาก KBank: รหัส OTP คือ 727944 (Ref: YLKJ) ใส่ให้หน่อยนะ"),
    ("sms/vi-otp/vi", "Tin nhắn Techcombank: Mã OTP của quý khách là 150033, hiệu lực 3 phút. Nhập giúp mẹ với."),
    ("sms/hi-otp/hi", "SBI का SMS: आपका OTP 612792 है, इसे किसी से साझा न करें। — बेटा, यह डाल दो अभी"),
    ("sms/bn-otp/bn", "বিকাশ SMS: আপনার ভেরিফিকেশন কোড 485445। — ভাইয়া, কোডটা দিয়ে দাও এখনই"),
    ("sms/ro-otp/ro", "SMS BT Pay: codul de autorizare este 828011. Introdu-l tu, eu nu am laptopul."),
    ("sms/hu-otp/hu", "OTP Bank SMS: Az ön jóváhagyó kódja: 315315. Kérlek írd be most!"),
    ("sms/el-otp/el", "SMS από Eurobank: Ο κωδικός μίας χρήσης είναι 270168. Βάλ' τον τώρα σε παρακαλώ."),
    ("sms/sv-bankid-code/sv", "SMS från Handelsbanken: Din engångskod är 29667542. — skriv in den åt mig är du snäll"),
    ("telecom/sim-pin-puk/en", "new SIM from Vodafone: PIN 8188, PUK1 31634637, PIN2 9016, PUK2 48116852"),
    (
        "telecom/esim-lpa/en",
        "eSIM activation code from the carrier (only works once): LPA:1$rsp-3377.oberthur.net$4VF4-QKUP-5C1R-1VDY",
    ),
    ("telecom/port-pin/en", "T-Mobile account PIN for porting my number out is 836392, account number 856553794"),
    ("telecom/voicemail/en", "voicemail pin is 8160, dial 121 from abroad"),
    (
        "telecom/transfer-pin/en",
        "Number Transfer PIN from the T-Life app: 001426 (expires in 7 days) - give it to Mint when they ask",
    ),
    ("telecom/de-sim/de", "Neue SIM von O2: PIN 4826, PUK 06152024 – Karte liegt in der Küchenschublade"),
    (
        "telecom/fr-rio/fr",
        "Pour la portabilité : code RIO 06PK962UWQA6 et le code PIN de la carte SIM 7744, code PUK 36521378",
    ),
    ("telecom/nl-sim/nl", "Nieuwe simkaart KPN: pincode 5565, PUK-code 80834485"),
    ("telecom/pl-sim/pl", "karta SIM Orange: PIN 8335, PUK 83288614 — zapisz sobie"),
    ("telecom/es-sim/es", "SIM de Movistar: PIN 1469 y PUK 78036538, la tarjeta está en el cajón"),
    (
        "telecom/ja-esim/ja",
        "eSIMのアクティベーションコード：LPA:1$sm-v4-410-a-gtm.pr.go-esim.com$E8A0D5A3C0688DA8AD16EB317E9EF1AB",
    ),
    ("telecom/ko-usim/ko", "유심 PIN 9665, PUK 74205625 메모해둠"),
    ("telecom/tr-puk/tr", "Turkcell hattın PIN 6780, PUK 15938129"),
    ("telecom/id-puk/id", "Telkomsel: PIN SIM 1008, PUK 24784035 ditulis di belakang kartu perdana"),
    ("telecom/sv-sim/sv", "Telia-kortet: PIN 0713, PUK 84193609"),
    ("telecom/fi-sim/fi", "Elisan SIM: PIN-koodi 3952, PUK-koodi 80425076"),
    ("telecom/ar-sim/ar", "شريحة STC الجديدة: الرمز السري PIN 0484 ورمز PUK 00323303"),
    ("telecom/he-sim/he", "כרטיס SIM של פרטנר: קוד PIN 3993, קוד PUK 87139697"),
    ("telecom/ru-sim/ru", "симка МТС: ПИН 5306, ПУК 77599406"),
    ("telecom/router-4g/en", "Huawei 4G router: admin password ylw960YI#onj, SIM PIN 7383"),
    (
        "car/radio-code/en",
        "the Ford radio code for the Fiesta is 5095 (serial V421215), needed after the battery change",
    ),
    ("car/keypad/en", "Ford SecuriCode keypad on the driver door: 73793"),
    (
        "car/immobiliser/en",
        "Immobiliser PIN for the Vauxhall (security code card): 2229 - the locksmith needs it to program the new key",
    ),
    (
        "car/app/en",
        "Tesla account aisyah@gmail.com pw Pepper%1314 - you can unlock the car from your phone while I'm away",
    ),
    ("car/pin-to-drive/en", "PIN to Drive on the Model 3 is 6110"),
    ("car/de-radio/de", "Radiocode für den Golf: 8885 – steht im Serviceheft, aber das ist verloren"),
    ("car/fr-code/fr", "Code autoradio de la Clio : 9256. Code de démarrage de l'antidémarrage codé : 6317"),
    ("car/it-code/it", "Codice autoradio della Panda: 4146. Code card: 80637"),
    ("car/nl-app/nl", "Inlog MyToyota: sigrun@ziggo.nl, wachtwoord Quartz@89 – voor de airco op afstand"),
    ("car/sv-kod/sv", "Radiokoden till Volvon: 4926"),
    ("car/cs-kod/cs", "Kód k autorádiu ve Škodě: 4300 (rádio ho chce po výměně baterie)"),
    ("car/ja-code/ja", "カーナビのセキュリティコード：5855（バッテリー交換後に必要）"),
    ("car/pt-senha/pt", "senha do alarme do carro: 8683, o controlo está avariado"),
    ("work/badge-pin/en", "badge PIN for the side entrance is 652407, works after 7pm"),
    ("work/printer-pin/en", "secure print release PIN (PaperCut): 04717"),
    ("work/locker/en", "gym locker 118 combo 24-36-32"),
    ("work/server-room/en", "server room keypad: 2340* then #, alarm set code 3469"),
    ("work/domain-pw/en", "my AD password after the reset is Meadow@4577 - log into my machine and fix Outlook please"),
    ("work/kiosk-admin/en", "POS manager override code: 052333, void code 1846"),
    ("work/till/en", "Shift notes: safe combo 93-43-39, the till float is in the blue bag"),
    (
        "work/de-zeiterfassung/de",
        "Zeiterfassung (Personio) – mein Login: maja.lind@firma.de / rce469AF_nps, trag bitte meine Stunden ein",
    ),
    ("work/fr-badge/fr", "Code du badge pour le parking du personnel : 846495"),
    ("work/es-taquilla/es", "Taquilla del vestuario: combinación 938. Clave del ordenador de recepción: Kiwi.85"),
    ("work/it-cassaforte/it", "Combinazione della cassaforte in negozio: 56-32-09-69"),
    ("work/pl-alarm/pl", "kod do alarmu w biurze: 2896, rozbrojenie przed 7:00"),
    ("work/ja-nyukan/ja", "オフィスの入館暗証番号は1645、金庫は145538"),
    ("work/zh-menjin/zh", "公司门禁密码 556955#，打印机管理员密码 fdq245WO%bhe"),
    ("work/ko-doorlock/ko", "사무실 도어락 번호 596919*, 금고 비번 3783"),
    ("work/ar-office/ar", "رمز باب المكتب 1120، وكلمة مرور حاسوب الاستقبال Tundra%622"),
    ("work/da-alarm/da", "Alarmkoden på lageret er 6797, og nøgleboksen 1988"),
    ("work/nb-alarm/no", "Alarmkoden på kontoret: 1177. Nøkkelskapet: 4367"),
    (
        "school/portal/en",
        "Emma's student portal: student id 6081759, password Milo7660! - check her grades if I forget",
    ),
    ("school/lunch-pin/en", "lunch account PIN for Noah is 5022, he keeps forgetting it"),
    (
        "school/parent-access/en",
        "PowerSchool parent access: access ID P4PIAI, access password 80p9i160 (from the welcome letter)",
    ),
    ("school/canvas/en", "my uni login is iz17107 / Juniper?20, can you submit my essay if the train wifi dies?"),
    ("school/exam-code/en", "the proctor code for tomorrow's online exam is NRXA9FTW, don't share"),
    ("school/de-schule/de", "Zugang zu WebUntis für Lena: Benutzer ccntlf.pxic, Passwort Badger.0520"),
    ("school/fr-ent/fr", "ENT du collège : identifiant edkmtj.cyap5, mot de passe xwh073UU?lpa"),
    ("school/es-raices/es", "Raíces (Madrid) usuario grwrjffh371 contraseña Ember-651 — para ver las notas del niño"),
    ("school/it-registro/it", "Registro elettronico: codice utente G1879811, password Violet+1101"),
    ("school/sv-skola24/sv", "Skola24 för Elsa: användarnamn mjxpnig, lösenord gvn514BA#per"),
    ("school/ja-gakko/ja", "学校の連絡アプリ ログインID 20408657 パスワード Orbit#7018"),
    ("school/ko-school/ko", "학교 알리미 아이디 rgiemgtd 비밀번호 brj792PP?ihp"),
    ("school/pt-escola/pt", "Portal do aluno: matrícula 476113142, senha Lemur_181"),
    ("school/tr-eokul/tr", "e-Okul veli girişi: öğrencinin TC kimlik numarası 65917544900, şifre Thunder+913"),
    ("health/member-dob/en", "Insurance for the dentist: Aetna member ID W511059500, DOB 08/14/1963, group 0669664"),
    ("health/mychart/en", "MyChart login for Dad: zpkikl56 / Pepper@832 - his appointment is Tuesday"),
    ("health/medicare-au/en", "Medicare card 5460 75287 8, IRN 2, and my TFN is 213539510 for the claim form"),
    ("health/nhs/en", "my NHS login is ines@gmail.com, password cdh604BC!cid, you can order my repeat prescription"),
    ("health/pharmacy-pin/en", "pharmacy locker pickup PIN: 102026"),
    ("health/de-egk/de", "Versichertennummer TK: G935685108, Geburtsdatum 02.04.1968, PIN für die ePA-App 000692"),
    ("health/fr-vitale/fr", "Carte Vitale de maman : 2 60 01 27 508 676 22, née le 05/01/1960"),
    ("health/it-fse/it", "Fascicolo sanitario: codice fiscale ZGBTZS97C67L219B, PIN della tessera sanitaria 38981248"),
    (
        "health/nl-digid/nl",
        "DigiD voor de zorgverzekeraar: gebruikersnaam rlsrjvaw, wachtwoord Kiwi$2073, BSN 131208834",
    ),
    (
        "health/se-1177/sv",
        "1177-inloggning går via BankID, säkerhetskoden är 975637 – och mitt personnummer 970516-2650",
    ),
    ("health/gr-amka/el", "ΑΜΚΑ της γιαγιάς: 17077949463 για το ραντεβού στο νοσοκομείο"),
    ("health/il-kupa/he", "מספר תעודת זהות של אבא 665365433, סיסמה לאפליקציה של כללית Vortex&033"),
    ("health/th-30baht/th", "เลขบัตรประชาชนของยาย 5798819572031 ใช้สำหรับนัดโรงพยาบาล"),
    ("health/my-mysejahtera/ms", "No. MyKad ibu 980610-10-5129 untuk daftar klinik"),
    ("health/ch-ahv/de", "AHV-Nummer für die Krankenkasse: 756.7898.4067.25"),
    ("health/at-svnr/de", "Sozialversicherungsnummer von Oma für die e-card: 4024110368"),
    ("health/pl-ikp/pl", "Internetowe Konto Pacjenta: PESEL 56052744432, hasło trk396QK&jyv"),
    ("health/ro-cnp/ro", "CNP-ul bunicii pentru programarea la medic: 2620413309058"),
    ("health/fi-kanta/fi", "Omakanta: henkilötunnus 091061-240B, tunnusluvut tulevat mobiilivarmenteesta"),
    ("health/dk-cpr/da", "Mors CPR-nummer til lægen: 091284-2947"),
    (
        "exchange/binance-pair/en",
        "binance api (read + trade, no withdraw):\nAPI Key: sIiEI2V1YfxTZW4tELC2QObMrhvR2PaN5fqNeCgtA5X39VASufwPlRHPeLEXrp2i\nSecret Key: Qce6zdTEsexYF6ehROetQMBx9Rq0TsapX2pE15MgVf002wvH61VT1SlFoJHAOOwk",
    ),
    (
        "exchange/kraken/en",
        "kraken key: I7T5ia5UlgeCCQMpDFkuFfzl3h0DE/+VN6bSVlfT/QpF9BvUvV7Xnc3O\nprivate key: Mv4UIEKiQkqvJbybtem7zGnlNt19SDUBKs31cqfsu4As4wJFDFIIEDpuqAVGbO2+GjU9QB/6VL+cfacQlG7t9w==",
    ),
    (
        "exchange/okx/en",
        "OKX API\napiKey: 09c746e3-1bb0-4897-888e-641807a0ab76\nsecretKey: 3F4186C80BE58621F6C7BE55072FE79E\npassphrase: Violet!668",
    ),
    (
        "exchange/kucoin/en",
        "KUCOIN_KEY=43b204ff8f0fc2b6ddcf10dc\nKUCOIN_SECRET=8e10eac6-bd4b-4b59-b7fb-5ec9983d8c9f\nKUCOIN_PASSPHRASE=bek979AC-esq",
    ),
    (
        "exchange/bybit/en",
        "bybit testnet? no, mainnet: key 3iLCujWHiEV4hy3hUK secret mo6Yl4AaptSudiZ13yaM9u4ex0skJJj5dFjj",
    ),
    (
        "exchange/coinbase-cdp/en",
        '{"name": "organizations/9b58ed87-d576-4b1f-b5ad-461e69ca2208/apiKeys/e5e986a6-dc4f-4dea-acd2-65f51a2ce8c8", "privateKey": "-----BEGIN EC PRIVATE KEY-----\\nMHcCAQEEIn/ENbMeUYZ16aLzYxd5SaTbgtN28WV4DHfQ2nxXOsy8G0SP+AfHhIZm7iwJNCtTcd4mpE6id5imL0xsf\\n-----END EC PRIVATE KEY-----\\n"}',
    ),
    (
        "exchange/seed-split/en",
        "seed words 1-12 are in the safe, here are 13-24 so you have the second half: select empower slab juice cushion method width orchard alien sight coffee thank",
    ),
    (
        "exchange/ledger/en",
        "ledger recovery sheet:\n1. raise\n2. north\n3. elbow\n4. reveal\n5. false\n6. debate\n7. arctic\n8. spawn\n9. enjoy\n10. chase\n11. ordinary\n12. under",
    ),
    (
        "exchange/de-bitpanda/de",
        "Bitpanda API-Schlüssel (nur Lesen): 61de01d37d5303e05faaba0e8304b07092f77353e155fbfe72ad02fa5ab4bcae",
    ),
    (
        "exchange/tr-btcturk/tr",
        "BtcTurk API anahtarı: dfdd38d4-8913-4366-9e8c-afa578610a99  gizli anahtar: QMv8a5OP9boeXioO3vcCe+g1YpFsEISUbJV4bxKAMa0=",
    ),
    (
        "exchange/ko-upbit/ko",
        "업비트 API Access Key: CbvQMAA2D3LOuheifdk24Ipav0INxAYJz2QsbcTn\nSecret Key: tcG8G51Pi0rlvmduHYZAaRRn6CJizNRJ2x1X903q",
    ),
    (
        "exchange/ja-bitflyer/ja",
        "bitFlyer APIキー EMuyOvijpaL8oS8m5MvxrM / APIシークレット w0kGnOq9dyNOJuraMcU/9k63qVgCEpgE0qywMurYdvM=",
    ),
    (
        "exchange/id-indodax/id",
        "API Key Indodax: 9TLYS3Q3-MFJ32O88-7MHTALJB-E7MQ6VGP-K9JNW5EH\nSecret: 4c015700bc96a89a6f4923c1c45dbf723c09ce3e11ee5eb3b4f0eaf0497e6d9fbd291e0a6f79c18d",
    ),
    (
        "exchange/pt-mb/pt",
        "Mercado Bitcoin: TAPI ID 0dc371e43d1195f4decc3ed650e31ec2, TAPI secret 7e5fd3df9954016acf51132cdfb6c76b46842f1b434d66b0da4072c30f669a5d",
    ),
    (
        "exchange/es-seed/es",
        "frase semilla de la cartera (español): dosis propio muestra autor gancho volumen ficha mago dúo natal anís plaza",
    ),
    (
        "exchange/fr-seed/fr",
        "phrase de récupération du portefeuille : homard tactile défrayer styliste poisson procéder domicile lapin sévir prélude gruyère éprouver",
    ),
    ("exchange/zh-seed/zh", "助记词（别拍照）：凯 欢 袁 推 辆 策 曲 玄 声 因 纶 楼"),
    (
        "exchange/metamask-hex/en",
        "metamask account 2 private key: 0x4056700eb66f18bdac48fa09cfab8fe9e7ceed17e686d8a47d1e225e8a9b0c6d",
    ),
    ("game/steam/en", "steam: lucpxi_844 / comet20KIWI& - sda is on my phone, i'll send the guard code"),
    ("game/steam-rcode/en", "Steam Guard revocation code: R84091 (write it down!)"),
    ("game/bnet-restore/en", "Battle.net authenticator serial US-0649-0703-9249, restore code C6B5EAHXXY"),
    ("game/psn/en", "PSN sign-in: minji@hotmail.com / Badger#349, backup codes 313558 638980 870620"),
    ("game/nintendo-pin/en", "Nintendo parental controls PIN is 1279, eshop purchase PIN 5788"),
    ("game/riot/en", "smurf acc for valorant: kxrkvqzs59 pw ank758ZZ?qvp dont change it"),
    ("game/minecraft-rcon/en", "server.properties\nenable-rcon=true\nrcon.password=LXwDFjS8FZPIkq\nrcon.port=25575"),
    ("game/roblox/en", "roblox: username pjhcbg_casm87, password Basil-8511, my little brother uses it"),
    ("game/de-epic/de", "Epic-Konto meines Sohnes: budi40@gmx.de, Passwort Maple_345"),
    ("game/pt-freefire/pt", "conta do free fire: id 3635924633 senha meadow68COPPER. não troca"),
    ("game/ko-nexon/ko", "넥슨 아이디 cwucgddv 비번 sas200AG!flq 2차 비번 8470"),
    ("game/zh-wangyi/zh", "网易游戏账号 67968844880，密码 Willow$06，将军令序列号不给"),
    ("game/ru-wot/ru", "аккаунт WoT: aino@mail.ru пароль NBpsWMvh07LM*p2LZXav"),
    ("game/th-garena/th", "ไอดี Garena wnxkvbfg รหัสผ่าน Falcon_274"),
    ("game/vi-garena/vi", "acc liên quân: lloxyqnwo mk falcon04CACTUS?"),
    ("router/admin/en", "router admin (192.168.1.1): admin / vwADE%!RuOpKRg"),
    ("router/sticker/en", "from the sticker under the Fritz!Box: WLAN-Netzwerkschlüssel 0506 7752 3999 1553 9827"),
    ("router/wps/en", "WPS PIN on the label: 91323652"),
    ("router/pppoe/en", "ISP PPPoE login: 647875134@broadband.ispx.net password ndo1om1a"),
    ("router/unifi/en", "UniFi controller: ui@cabin.lan / WI3Xg2V!9aYcl%, ssh device auth root / Puffin$453"),
    ("router/de-fritz/de", "FRITZ!Box-Kennwort: zysa1963 (steht unten auf dem Gerät)"),
    (
        "router/fr-livebox/fr",
        "Mot de passe administrateur de la Livebox : les 8 premiers caractères de la clé, donc YFRW5R19",
    ),
    ("router/es-router/es", "Contraseña del router de Movistar (acceso web 192.168.1.1): kC79pBh3"),
    ("router/it-router/it", "Password amministratore del modem TIM: rss140VP+pvy"),
    ("router/tr-modem/tr", "modem arayüz şifresi: Basil!1029, ağ şifresi: river-pickle-saffron-marble"),
    ("router/ru-router/ru", "роутер Keenetic: admin / YcrBBsDY13XgAlJY#N14"),
    ("router/vi-modem/vi", "modem Viettel: user admin pass YNN7QHAR — ghi lại kẻo quên"),
    ("router/id-indihome/id", "password admin modem IndiHome: River.5354, wifi: maple-pigeon-cactus-juniper"),
    (
        "iot/homekit/en",
        "HomeKit setup code for the front door lock: 101-22-985 (the sticker fell off so I'm saving it here)",
    ),
    ("iot/matter/en", "Matter pairing code for the smart plug: 4321-346-7772"),
    ("iot/cam/en", "Eufy camera: admin / Marble_615, local RTSP user cam / wjj109FS*crq"),
    (
        "iot/zigbee-netkey/en",
        "zigbee2mqtt:\n  advanced:\n    network_key: [173, 230, 207, 71, 162, 193, 192, 56, 1, 36, 217, 195, 244, 47, 173, 101]",
    ),
    ("iot/smart-lock/en", "Nuki smart lock admin PIN: 196681 - needed to add a new phone"),
    (
        "iot/esphome/en",
        'api:\n  encryption:\n    key: "xV6FxmciQH+5dsSYDgsS++zBXt+daKtXc+ZDYKXtM7w="\nota:\n  password: "e2205c5b3ded9f6251f878760bd10452"',
    ),
    ("iot/de-schloss/de", "Code fürs Tastenfeld am Smart-Lock (Gartentor): 232699"),
    ("iot/nl-alarm/nl", "Ajax-alarm: gebruikerscode 8607, dwangcode 0182"),
    ("iot/ja-lock/ja", "スマートロックの暗証番号 462077（来客用）"),
    ("iot/zh-lock/zh", "智能门锁临时密码 37332948，明天中午前有效"),
    ("taxid/se-pn/sv", "Mitt personnummer är 860323-8687, behövs för Skatteverkets blankett."),
    ("taxid/no-fnr/no", "Fødselsnummeret mitt er 23118857062 (til skattemeldingen)"),
    ("taxid/fi-hetu/fi", "Henkilötunnukseni on 140474-354S"),
    ("taxid/pl-pesel/pl", "mój PESEL: 78021777298, NIP taki sam jak w zeszłym roku"),
    ("taxid/cz-rc/cs", "Rodné číslo manželky: 870302/5970"),
    ("taxid/ro-cnp/ro", "CNP: 2780223372818 (pentru declarația unică)"),
    ("taxid/it-cf/it", "il mio codice fiscale è DFTCBD60L58L219I"),
    ("taxid/es-dni/es", "Mi DNI es 54390830Q, lo necesitas para la renta"),
    ("taxid/nl-bsn/nl", "BSN van mijn dochter: 687925769 (voor de toeslagen)"),
    ("taxid/be-nn/fr", "Mon numéro de registre national : 53.01.07-557.62"),
    ("taxid/pt-nif/pt", "O meu NIF é 187756627, põe na fatura por favor"),
    ("taxid/ca-sin/en", "my SIN is 578 112 062 for the T4"),
    ("taxid/au-tfn/en", "TFN 183104690 - for the new employer's declaration"),
    ("taxid/nz-ird/en", "IRD number: 045040518"),
    ("taxid/de-idnr/de", "Meine Steuer-ID lautet 89241725260"),
    ("taxid/is-kt/is", "Kennitalan mín er 280868-8099"),
    ("taxid/lt-ak/lt", "Mano asmens kodas 48702126794"),
    ("taxid/ar-cuil/es", "Mi CUIL es 20-65534142-1"),
    ("taxid/us-ssn-spaced/en", "ssn 571 70 6959 dob 06/18/1987 - for the credit check"),
    ("taxid/il-tz/he", "מספר תעודת הזהות שלי 302852819"),
    ("taxid/th-pin/th", "เลขประจำตัวผู้เสียภาษีของฉัน 2410428458133"),
    (
        "split/two-messages/en",
        "first half of the API key: OMDorfSvi0tyBeZBkeZx\n(second message) and the rest: ESSQNCQO7yqen9JMBQym",
    ),
    (
        "split/halves/en",
        'The vault password is in two parts. The first half is "#iEH6WVrdc", the rest is "bnoiBWnqV7" - put them together without a space.',
    ),
    ("split/card-lines/en", "card ending … no wait here's all of it\n47190958\n45393374\ncvv 606 exp 12/30"),
    ("split/token-wrapped/en", "GITHUB_TOKEN=\n  ghp_2gsQIUvhnZz4jLKDLp\\\n  uigGJWWnpCUB4IUAye"),
    (
        "split/prefix-suffix/en",
        "It's the usual password but with the year and a bang at the end: the usual is Rive and then 2026!",
    ),
    ("split/reversed/en", "the wifi key written backwards (so the kids can't read it): hfd!PK452dmj"),
    ("split/pn-sv/sv", "Personnumret: första delen 700921, sista fyra 3617"),
    (
        "split/de/de",
        'Das Passwort besteht aus zwei Teilen: vorne "4L!bz*", hinten "4&erhY" – ohne Leerzeichen zusammensetzen.',
    ),
    (
        "split/fr/fr",
        "Le mot de passe du coffre : début « nBN#PiW », fin « 1boiM ». Je t'envoie la fin par SMS… non, la voilà.",
    ),
    ("split/es/es", "La primera mitad de la contraseña es SaffronPe y la segunda pper5401-"),
    ("split/it-card/it", "Numero carta, prime otto cifre 53736153, le altre otto 32279291, CVV 336"),
    ("split/ja/ja", "秘密鍵の前半は 810fcc5188df5bb293faae8cf3c32443、後半は c6620024d96a571d9dd1cf2f1dd3b40b です"),
    ("split/ru/ru", "пароль из двух половинок: начало «D2*DiB», конец «v20DNf2z5lxY%3»"),
    (
        "split/seed-halves/en",
        "words 1-6: snap mind chapter romance nerve forget\nwords 7-12 (sent separately): remind hint fortune grunt alcohol film",
    ),
    ("split/pt/pt", "senha: as 5 primeiras letras são jrz32 e o resto é 6JY*sab"),
    (
        "spelled/caps-symbols/en",
        "The password is capital P, lower-case n, lower-case k, lower-case b, lower-case i, at sign, 4, 6, 7.",
    ),
    (
        "spelled/caps-symbols2/en",
        "ok so the wifi password: lower-case k, lower-case v, lower-case v, capital N, capital M, 5, 6, hash - all one word",
    ),
    ("spelled/hint-exact/en", "the password is blueberry with a capital B, then 843, then a dollar sign at the end"),
    ("spelled/nato/en", "admin pw: alpha bravo romeo hotel x-ray golf one seven one"),
    ("spelled/de/de", 'Passwort: großes M, dann "ondschein", Ausrufezeichen, dann 523 – alles zusammen.'),
    ("spelled/fr/fr", "Le code wifi : B majuscule, « ateau », arobase, 0193. Tout attaché."),
    ("spelled/es/es", 'contraseña: G mayúscula, "irasol", almohadilla, 16, y al final un punto'),
    ("spelled/it/it", 'la password è: R maiuscola, poi "ondine", chiocciola, 8331'),
    ("spelled/nl/nl", 'wachtwoord: hoofdletter K, dan "rokodil", uitroepteken, 155'),
    (
        "spelled/sv/sv",
        'lösenordet: stort S, sen "jöstjärna" utan prickar alltså "jostjarna", sen 8487 och ett utropstecken',
    ),
    ("spelled/pl/pl", 'hasło: duże W, potem "iewiórka", wykrzyknik, 788'),
    ("spelled/ja/ja", "パスワードは大文字のT、小文字で「anuki」、アットマーク、数字の8990です"),
    ("spelled/ko/ko", '비밀번호는 대문자 H, 소문자 "aneul", 느낌표, 숫자 1676이야'),
    ("spelled/zh/zh", "密码是大写的Q，然后小写的 ingtian，再加 @ 和 1918"),
    ("spelled/ru/ru", 'пароль: большая латинская L, потом "isichka", решётка, 8023'),
    ("spelled/tr/tr", 'şifre: büyük A, sonra "slan", ünlem, 2793 — hepsi bitişik'),
    ("spelled/hu/hu", 'a jelszó: nagy F, utána "ecske", kukac, 5367'),
    ("spelled/el/el", 'ο κωδικός: κεφαλαίο Z, μετά "eus", θαυμαστικό, 1190'),
    (
        "email/thread-bottom-post/en",
        "> > can you send the login for the church website?\n> > thanks\n>\n> wordpress admin is pastor_mike\n\nand the password is Badger#0711, sorry forgot that part",
    ),
    (
        "email/ooo-handover/en",
        "Out of office handover\n\nWhile I'm away: the Mailchimp login is newsletter@greenacre.org, password KiwiEmber4217%. The 2FA codes go to the shared phone in the office drawer.",
    ),
    (
        "email/landlord/en",
        "Hi Sam, keys are in the lockbox by the side door, code 7253. Wi-Fi is BTHub-BBCA / n73pmwbyuf. Enjoy the stay! - Jill",
    ),
    (
        "email/accountant/en",
        "Re: tax return\n\n> I need your UTR and NI number\nUTR 82249 92035, NI number AJ 69 67 78 D.",
    ),
    (
        "email/quoted-card-decline/en",
        "> Your payment was declined, please re-enter your card\nTried again with the other card: 4022 1142 1405 9730 08/30 CVV 411. Can you put it through manually?",
    ),
    (
        "email/domain-registrar/en",
        "Subject: transfer out\n\nThe EPP/auth code for bakerstreetbikes.com is PDeXRFKigd!C14TB - please start the transfer to Cloudflare today.",
    ),
    (
        "email/apple-recovery/en",
        "Subject: IMPORTANT keep this\n\nApple ID recovery key: 9Q2D-I6KE-I3VC-QWPB-XJ96-SGXV-JO6F",
    ),
    (
        "email/bitlocker/en",
        "> IT: please read me the BitLocker recovery key shown on the laptop\nHere it is from my Microsoft account page: 731826-580561-444494-699981-339987-633497-801674-204200",
    ),
    (
        "notes/oncall-runbook/en",
        "On-call cheat sheet (personal)\n- grafana: admin / kGPBx2s*gqcJ\n- pagerduty api key: u+2Lu_lv_FPDDRaaDC0L\n- if db is down: restart pg-primary first",
    ),
    (
        "notes/interview/en",
        "Interview debrief - candidate shared screen and their .env was visible: STRIPE_SECRET_KEY=sk_live_NUGjVUN9lMI30xgJ1SfGicNy (we told them to rotate)",
    ),
    (
        "notes/1on1/en",
        "1:1 notes w/ Dana\n- she's locked out of Jira; I set a temp password yzt639WG.gig and asked her to change it\n- promotion case next quarter",
    ),
    (
        "family/note-grandma-bank/en",
        "Grandma's bank stuff (for emergencies only)\nCustomer number: 91342945\nPasscode: 238968\nMemorable word: Bluebell",
    ),
    ("family/note-ring/en", "Ring doorbell account: kofi@outlook.com / Lemur*969; the shared-user invite didn't work"),
    ("family/note-sitter-code/en", "garage keypad 6870, back door key under the blue pot, dog's vet is on the fridge"),
    (
        "family/note-school-pickup/en",
        'school pick-up password for Grandpa this week is "kangaroo 66" - the office will ask for it',
    ),
    (
        "export/slack-thread/en",
        "thread in #infra\n[23:58] oscar: the new datadog api key is fc39bf05d50cc3c8be2b303effa1dbaa and app key 8da05d67c7e435a20c470c45298e4bd969a9b84f\n[00:58] oscar: (deleting this in 5 min)",
    ),
    (
        "export/slack-dm-creds/en",
        "[18:58] maya: sftp for the client: host files.cobaltfox.com, user ridge_in, pass hgXaPTFQWtrT471vRbh1, port 2222",
    ),
    (
        "export/discord-mod/en",
        "ModBot — Today at 3:14 AM\n[automod] message from lukas.s contained a token: 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",
    ),
    (
        "export/whatsapp-netflix/en",
        "[5/09/2026, 20:26] Auntie Rose: what's the Netflix again\n[24/09/2026, 12:02] Me: karthik@gmail.com then Willow@247",
    ),
    (
        "table/markdown-vendors/en",
        "| vendor | portal | user | pw |\n|---|---|---|---|\n| Sysco | sysco.com | kitchen01 | Cactus+6384 |\n| US Foods | usfoods.com | kitchen01 | gur997RT.jaf |",
    ),
    (
        "table/markdown-iot/en",
        "| device | IP | admin pw |\n|---|---|---|\n| NVR | 10.0.0.20 | n&K6qgq8xJXDuskf |\n| doorbell | 10.0.0.21 | F8GaeFLH1IXFWm |",
    ),
    (
        "table/csv-staff/en",
        "name,employee_id,ssn,dob\nJordan Price,E88486,029-69-1497,1988-03-12\nLeah Park,E05722,787-16-0258,1991-11-02",
    ),
    (
        "config/docker-compose/en",
        "services:\n  db:\n    image: postgres:16\n    environment:\n      POSTGRES_USER: app\n      POSTGRES_PASSWORD: WUC!K!XC%*c6",
    ),
    (
        "config/gitlab-runner/en",
        '[[runners]]\n  name = "build-01"\n  url = "https://gitlab.com/"\n  token = "glrt-0e6FCqDmAcSFUBG3ZObn"\n  executor = "docker"',
    ),
    (
        "config/npmrc/en",
        "//registry.npmjs.org/:_authToken=npm_2rceV4Tjhlwo42hMJ2WXUnCA4CLASMlHSvOE\n@acme:registry=https://npm.pkg.github.com",
    ),
    (
        "config/wp-config/en",
        "define( 'DB_NAME', 'wp_shop' );\ndefine( 'DB_USER', 'wp_shop' );\ndefine( 'DB_PASSWORD', 'p16*b!1r5mDJVS' );\ndefine( 'AUTH_KEY', 'Njbf#d?X!v$@?5E?Zgj=XQtpE=BL&Jq$(_VFDB1YrV]-^n_AyRb{MElv4OOjcy8y' );",
    ),
    (
        "config/ssh-config-pass/en",
        "# ~/.ssh/config\nHost nas\n  HostName 192.168.1.10\n  User admin\n  # password: Basil-739 (key auth not set up yet)",
    ),
    (
        "config/odbc/en",
        "[ODBC Data Sources]\nSales=SQL Server\n\n[Sales]\nServer=sql01\nDatabase=Sales\nUID=report_reader\nPWD=jyF&y%7txn%CKj6EG6Dg",
    ),
    (
        "config/xml-tomcat/en",
        '<tomcat-users>\n  <user username="manager" password="9M0b5bpR*2zEbBIVIz6Q" roles="manager-gui"/>\n</tomcat-users>',
    ),
    (
        "config/json-vscode-sftp/en",
        '{\n  "name": "prod",\n  "host": "203.0.113.195",\n  "protocol": "sftp",\n  "username": "www",\n  "password": "Lemur.58",\n  "remotePath": "/var/www"\n}',
    ),
    ("config/env-stripe-webhook/en", "STRIPE_WEBHOOK_SECRET=whsec_v4KuZ9pNLRRNHC5or5J1O0lRzn3CJMz7"),
    (
        "config/env-discord/en",
        "DISCORD_TOKEN=MTY2yqQwLD4aWMmACG9gSTjF45.GxOcTr.3WH0x7l3RMhSG2diz61HZHr5aX2BV0dpdrB475\nGUILD_ID=8345973139430300189",
    ),
    (
        "shell/sqlcmd/en",
        "sqlcmd -S sql01 -U sa -P 'cZo4caWmdPS1Xw' -Q \"BACKUP DATABASE Sales TO DISK='D:\\\\bak\\\\sales.bak'\"",
    ),
    ("shell/smbclient/en", "smbclient //nas/backup -U backupuser%Harbor%15 -c 'ls'"),
    ("shell/ftp-url/en", "curl -T report.csv ftp://upload:p9UXPMdyb&Vb@ftp.ironbridge-data.com/in/"),
    ("shell/heroku/en", "HEROKU_API_KEY=d3f79450-b47e-489a-866b-ce1d911635d1 heroku releases -a shop-prod"),
    ("shell/rsync-pass/en", "RSYNC_PASSWORD='L561aVTFL3%4B2MP' rsync -av /srv/photos backup@nas::photos"),
    (
        "shell/ansible-vault-pass/en",
        "echo 'copper-glacier-meadow-pepper' > ~/.vault_pass && ansible-playbook site.yml --vault-password-file ~/.vault_pass",
    ),
    (
        "log/curl-verbose/en",
        "* Server auth using Basic with user 'ci'\n> GET /artifactory/api/repositories HTTP/1.1\n> Authorization: Basic Y2k6bHFZM3lzZ1FZUWd6b2gqYWFORWw=",
    ),
    (
        "log/jenkins-echo/en",
        "+ echo DEPLOY_TOKEN=2eVKxT8emKMcrtRHbARYKYDf0Bfa7s31\nDEPLOY_TOKEN=2eVKxT8emKMcrtRHbARYKYDf0Bfa7s31",
    ),
    (
        "log/proxy/en",
        "2026-11-20 14:02:11 proxy CONNECT api.partner.io:443 Proxy-Authorization: Basic c3ZjX3Byb3h5OldpbGxvdyo1NDI=",
    ),
    (
        "log/mobile-crash/en",
        "FATAL EXCEPTION: main\n  at com.shop.Api.login(Api.kt:42)\n  params={username=anna.k, password=Pickle#9363, remember=true}",
    ),
    (
        "url/dev-db-url/en",
        "DATABASE_URL=postgres://u58bce5dda73716:p7f5d1680cdfb5ff2d9030de5336fc45880c22721ab88f0335acaa826b6285edd@ec2-41-134-131-238.compute-1.amazonaws.com:5432/d776dab0c34551",
    ),
    (
        "url/invite-token/en",
        "here's the invite that logs you straight in as admin: https://app.planbird.io/accept?invite_token=kwmSpUKLOcdjUvynJq0FbzfrTjMyIXvYOMo2YiE9&role=owner",
    ),
    (
        "url/webhook-discord/en",
        "https://discord.com/api/webhooks/3415075143168573236/Sp576k1CY1ack7Mkx7ayViMwMxm71O-Z21sHgrxJ63Akzf1w38DrJI93L-oTeQ0cVDRb",
    ),
    (
        "url/calendar-private/en",
        "private ical feed (full details): https://calendar.google.com/calendar/ical/oksana%40gmail.com/private-bbe0ea3cd21b9475e358578c2f135760/basic.ics",
    ),
    (
        "sms/verify-forward/en",
        "Forwarding the WhatsApp verification code so you can set it up on the new phone: 362-797",
    ),
    ("sms/ebt/en", "EBT card PIN is 4045, card # 5077 1383 7219 6267 190 - for the grocery run"),
    ("telecom/sim-esim-transfer/en", "Verizon transfer code for the eSIM swap: 82UE-DWSL, account PIN 8415"),
    ("car/garage-remote/en", "garage door opener keypad code 2788 - changed it after the party"),
    ("work/vpn-shared/en", "VPN for contractors: user contractor3, password s!4CPluANeU5m&lqqUnZ, group CONTRACTORS"),
    ("work/alarm-open/en", "Opening procedure: disarm alarm 7294, if it's the duress situation use 5047 instead"),
    ("school/wifi/en", "campus wifi eduroam: fn04934@uni.edu / Willow?352"),
    ("health/dexcom/en", "Dexcom follow account for Mum's glucose: somchai@gmail.com, password Copper!4818"),
    ("health/insurance-card/en", "BCBS ID XYZ773708787, DOB 08/12/1981 - read it to the pharmacy if they call"),
    ("game/xbox-backup/en", "xbox account recovery code: RP30Z-83RV0-MZ29N-GMNB0-296OS"),
    ("game/roblox-pin/en", "roblox account PIN 0522 (parent set)"),
    ("router/guest-admin/en", "mesh app (Deco) owner login: ferran@gmail.com / qih287ZD.izg"),
    ("iot/printer-wifi-direct/en", "HP printer Wi-Fi Direct password: 66177947"),
    ("taxid/itin/en", "my ITIN is 934-81-5706 for the 1040"),
    ("taxid/ein-owner-ssn/en", "sole prop, so no EIN - use my SSN 424-32-5559 on the W-9"),
    (
        "otp/recovery-github/en",
        "github recovery codes:\n6c4c1-4fdd7\nc99b6-4283a\n64c29-95ccd\n93226-c362c\n6348d-0e12a\nde49c-b51eb\nd1021-0022a\n13629-ebd7e",
    ),
    ("otp/google-backup/en", "Google backup codes (unused): 9464 3802, 5204 5331, 6368 0223, 3864 8795, 0034 8530"),
]

BENIGN: list[tuple[str, str]] = [
    (
        "email/quoted-reset-done/en",
        "Subject: Re: Fwd: access for the new intern\n\nThanks, I changed it at first sign-in.\n\nOn Tue, 10 Nov 2026 at 14:13, IT Desk wrote:\n> Hi,\n> Your login is ferran. We sent the temporary password to your phone by SMS.\n> Regards, IT",
    ),
    (
        "email/invoice-iban/en",
        "Subject: Invoice INV-01247\n\nPlease pay within 30 days to\nNordlys Carpentry AS\nIBAN NO28 0601 1979 899\nBIC DNBANOKKXXX\nReference 58401047\n\n> From: accounts@",
    ),
    (
        "email/invoice-iban-se/sv",
        "Faktura 333263\nBetala till: Björkvik Bygg AB, org.nr 556888-1014\nBankgiro 910-0166\nIBAN SE64 3503 1193 1350 6391 0143\nOCR-nummer 555941268217",
    ),
    (
        "email/order-confirm/en",
        "Your order #285-2962770-7459532 has shipped.\nTracking: 1ZG6LSXQ0332737790\n> You wrote: can you tell me when it ships?",
    ),
    (
        "email/booking/en",
        "Re: Fwd: flights\n\nBooking reference BZYBZP, e-ticket 125-0148794859\nLHR-OSL SK980 07:35\n> did you book it?",
    ),
    (
        "email/password-changed/en",
        "> Subject: Your password was changed\n> If this was you, you can ignore this email.\n\nWas this you? I didn't change anything. -- Anna",
    ),
    (
        "email/policy/en",
        "From: IT Security\nSubject: New password rules\n\nFrom 1 January passwords must be at least 14 characters, include upper and lower case, a number and a symbol, and may not reuse the last 10 passwords.",
    ),
    (
        "email/phishing-warning/en",
        "> > Please confirm your account by replying with your password\n> this looks like phishing, don't answer\nagreed, reported it to security@. Nobody send anything.",
    ),
    (
        "email/quoted-vpn-nocreds/en",
        "---------- Forwarded message ---------\nFrom: Martin Sorensen\nSubject: VPN\n\nFor the FortiClient profile: server vpn.kestrel-ag.com:10443, your normal AD login, and approve the push on your phone.",
    ),
    (
        "email/de-rechnung/de",
        "Am 23.11.2026 schrieb Buchhaltung:\n> Rechnung Nr. 0585352\n> Bitte überweisen Sie an IBAN DE55 3500 6967 3290 3152 42, BIC COBADEFFXXX, Verwendungszweck 4123998771.",
    ),
    (
        "email/fr-facture/fr",
        "Facture n° F502680 – Atelier Lumière SARL, SIREN 127607091\nRIB : IBAN FR44 3511 3721 9993 1317 9137 244 – BIC SOGEFRPP",
    ),
    (
        "email/da-quoted/da",
        "> Kan du sende mig koden til MitID?\nNej, den siger du ikke til nogen – heller ikke til mig. Du godkender bare i appen.",
    ),
    (
        "email/no-quoted/no",
        "Sv: BankID\n\nDu trenger ikke sende meg passordet. Logg inn selv, så ringer jeg deg og guider deg gjennom Nav-skjemaet.",
    ),
    (
        "email/fi-quoted/fi",
        "Välitetty viesti:\nAihe: Taloyhtiön sauna\n\nSaunavuorot varataan jatkossa Kiinteistöappi-sovelluksella. Ovikoodi tulee tekstiviestinä varauksen yhteydessä.",
    ),
    ("email/hu-quoted/hu", "> Megírnád a netbank jelszavát?\nNem írom meg e-mailben, majd személyesen beírom neked."),
    (
        "email/ro-factura/ro",
        "Factura 4865094 – SC Carpați Design SRL, CUI RO90232456\nIBAN: RO95 JOPE DAI7 DP0R T086 27NX",
    ),
    (
        "email/el-invoice/el",
        "Τιμολόγιο 210581 – ΑΦΜ εταιρείας 501124523\nIBAN: GR27 4912 1758 1251 2175 4050 272\nΑριθμός παραγγελίας 10480926",
    ),
    (
        "email/it-fattura/it",
        "Fattura n. 4628/2026 – P.IVA 98317290108\nIBAN IT90 R448 1130 3065 4298 1892 866\nCodice destinatario SDI: 44T3X2V",
    ),
    (
        "email/quoted-ssn-refused/en",
        "> Please reply with your Social Security number so HR can finish the W-4.\n\nI'm not sending that by email. I'll enter it in Workday myself. Last four is all you need for the ticket: ***-**-8476.",
    ),
    (
        "notes/meeting-db/en",
        "## Standup 2026-11-24\n- Raj: migration blocked, staging DB creds rotated (new pw in Vault at secret/staging/reporting)\n- Mei: reviewing PR 390\n- Action: Raj to remove the old user",
    ),
    (
        "notes/meeting-shared/en",
        "Notes - marketing sync\n* Canva: everyone now has their own seat, shared login retired\n* Brief due 3 Dec\n* Budget code MK-5257-WK",
    ),
    (
        "notes/retro/en",
        "Retro notes (sprint 44)\nWhat went badly: a Sentry token was pasted in #general; it was revoked within 10 minutes and replaced.\nWhat went well: release v4.20.6 on time",
    ),
    (
        "notes/meeting-zoom-nopass/en",
        "Board meeting - Thursday 18:00\nZoom link in the calendar invite (waiting room on)\nAgenda: budget, roof repair (quote 15330), AGM date",
    ),
    (
        "notes/meeting-de/de",
        "Protokoll Teamrunde 05.11.\nTOP 3: Zugang zum Hermes-Portal wird auf persönliche Logins umgestellt (Ticket #52473).\nTOP 4: Urlaubsplanung",
    ),
    (
        "notes/meeting-nl/nl",
        "Notulen overleg 14 nov\n- Alarmcode kantoor wordt vrijdag gewijzigd, nieuwe code volgt persoonlijk\n- Kerstborrel 19 dec, kosten €26 p.p.",
    ),
    (
        "notes/meeting-es/es",
        "Acta reunión de vecinos\n3. El código del portal cambiará el lunes; cada vecino lo recibirá por carta.\n4. Derrama aprobada: 333 € por piso.",
    ),
    (
        "notes/meeting-ca/ca",
        "Acta de la reunió de l'AMPA\n- El compte de Gmail passa a tenir verificació en dos passos\n- Quota anual: 20 €",
    ),
    (
        "notes/meeting-pt/pt",
        "Ata da reunião de condomínio\nFoi aprovada a troca do código do portão (novo código será entregue em mão).\nNIF do condomínio: 268072760",
    ),
    (
        "notes/meeting-it/it",
        "Verbale riunione 20/11\n- PEC aziendale: amministrazione@pec.iybvea.it\n- Prossima riunione: 4 dicembre, sala 3",
    ),
    (
        "notes/meeting-pl/pl",
        "Notatki ze spotkania\n* konto firmowe na Allegro: włączyliśmy 2FA\n* NIP firmy: 4636504656\n* Kasia ogarnia zwroty (RMA-433943)",
    ),
    (
        "notes/meeting-sk/sk",
        "Zápisnica z porady\n- heslá budeme mať v Bitwardene, nie v exceli\n- vianočný večierok 18.12.",
    ),
    (
        "family/note-streaming/en",
        'FAMILY NOTE (pinned)\nNetflix + Disney+: logins are in the family 1Password vault ("Streaming")\nDon\'t change without telling Dad!!',
    ),
    (
        "family/note-babysitter/en",
        "For the babysitter:\n- Alarm: we'll leave it off tonight\n- Kids' bedtime 8pm\n- Our numbers: +1 415 555 0568 / +1 415 555 0886",
    ),
    (
        "family/note-safe/en",
        "If something happens to me: the safe combination is with our lawyer, Ms. Haddad, and the will is registered with the county.",
    ),
    (
        "family/note-sv/sv",
        "Familjeanteckning\nSopor: tisdagar\nFörråd nr 20\nWifi stugan: frågar grannen, vi har inget eget",
    ),
    (
        "family/note-fi/fi",
        "Perheen muistilista\n- Mummon kauppaostokset: maito, ruisleipä, kahvi\n- Kesämökin osoite Rantatie 16, 30402 Savonlinna",
    ),
    ("family/note-he/he", "פתק למשפחה: אספת הורים ביום שלישי ב-18:30, כיתה 4"),
    ("family/note-fa/fa", "یادداشت خانواده: قبض برق این ماه 857 هزار تومان، شناسه قبض 3360087511382"),
    ("family/note-th/th", "โน้ตครอบครัว: นัดหมอฟันวันเสาร์ 10 โมง เบอร์คลินิก 02-563-0412"),
    ("family/note-ms/ms", "Nota keluarga: bil Unifi RM121, no. akaun 7341872973, bayar sebelum 15hb"),
    ("family/note-bn/bn", "পরিবারের নোট: বিদ্যুৎ বিলের গ্রাহক নম্বর 33815311, শেষ তারিখ ২০ তারিখ"),
    ("family/note-ta/ta", "குடும்ப குறிப்பு: மின் கட்டண சேவை எண் 726626687985, கடைசி தேதி 20"),
    ("family/note-lt/lt", "Šeimos užrašai: močiutės gimtadienis 19 d., dovana – šalikas"),
    ("family/note-lv/lv", "Ģimenes piezīmes: rēķina numurs 091473773, maksāt līdz 20. datumam"),
    ("family/note-sl/sl", "Družinska beležka: paket z oznako FD659759011SI prispe v petek"),
    ("family/note-is/is", "Fjölskyldumiði: ruslið er tekið á fimmtudögum, bílnúmerið er KWK74"),
    (
        "family/note-ipad/en",
        "Screen time on Leo's iPad is set to 2 hours; the passcode is only on my phone, don't ask me for it.",
    ),
    (
        "handwriting/sticky/en",
        "[transcribed from a yellow sticky note on the monitor]\ncall bank re: statement\nref MDE-803093\nask for Monique (ext. 9078)",
    ),
    (
        "handwriting/notebook/en",
        'Transcription of page 14 of grandpa\'s notebook:\n"Hotmail - password is the name of the first dog plus the year we moved" [ink smudged on the last line]',
    ),
    (
        "handwriting/envelope/en",
        "[photo of the back of an envelope, transcribed]\nplumber: Tues 9am, quote £129, pay by bank transfer\nsort code 20-20-50 acct 78798387 (H. Patel Plumbing Ltd)",
    ),
    ("handwriting/sim-holder/en", "[handwritten on the SIM card holder] ICCID 8944544541222710324 — activated 3 Nov"),
    (
        "handwriting/de/de",
        "[Abschrift eines Zettels im Portemonnaie]\nArzttermin Do 14:30, Praxis Dr. Wendt, Tel. 030 8469695",
    ),
    ("handwriting/fr/fr", "[recopié d'un post-it] rappeler la banque, dossier n° 13529099, conseillère Mme Roux"),
    (
        "handwriting/it/it",
        "[trascrizione di un foglietto] raccomandata n. 240203131071 da ritirare in posta entro venerdì",
    ),
    ("handwriting/ja/ja", "［メモ帳の書き起こし］歯医者 12/8 15:00、診察券番号 108513"),
    ("handwriting/zh/zh", "［手写便条转录］快递单号 SF9310885315600，周三到"),
    ("handwriting/ko/ko", "[손글씨 메모 옮겨 적음] 택배 송장번호 863607562877, 관리실 보관"),
    ("handwriting/ru/ru", "[переписано с листочка] номер заказа 1777099275, трек-номер RA595154418RU"),
    ("handwriting/uk/uk", "[переписано з папірця] ТТН Нової пошти 01249564092604, відділення №100"),
    ("handwriting/tr/tr", "[kağıttan yazıya geçirildi] kargo takip no 582263394543, apartman no 71"),
    ("handwriting/ar/ar", "[نُسخ من ورقة بخط اليد] رقم الشحنة 6041826526، رقم الطلب 42856254"),
    ("handwriting/hi/hi", "[हाथ से लिखी पर्ची से] बिजली बिल उपभोक्ता संख्या 1538887815, पिन कोड 691060"),
    ("handwriting/vi/vi", "[chép lại từ mảnh giấy] mã vận đơn OX471376338VN, số điện thoại shop 0921184876"),
    (
        "export/slack-text/en",
        "[05:10] priya.n: can someone share the staging admin pw?\n[17:22] tom.b: no - request access in #it-access, it's per-person now\n[07:30] priya.n: ty",
    ),
    (
        "export/slack-json/en",
        '{"type": "message", "user": "U0BF6WBR1C", "text": "review apps are back, build 00c8d39", "ts": "1764140692.598903", "client_msg_id": "1ef0b25e-e9b7-4b70-be4a-2de1f23ee0b0"}',
    ),
    (
        "export/slack-channel-id/en",
        "[01:38] devbot-admin: alerts now go to <#C0X4B3SNGV|alerts>, workspace T0VX0U3C4Q, app A0R88KEM31",
    ),
    (
        "export/discord/en",
        "marta_w — Today at 6:50 PM\nbot is back online, application id 5462397149407594237, invite https://discord.com/oauth2/authorize?client_id=4303157664155046522&scope=bot",
    ),
    (
        "export/discord-game/en",
        "raidleader — Yesterday at 11:02 PM\nguild bank alt is Gbankodin-Silvermoon, ask an officer for items, don't share logins",
    ),
    (
        "export/teams/en",
        "Teams chat export\noksana 09:14  vendor drop is sftp.partner-drop.net, use the key-based account from the runbook\nreza 09:15  👍",
    ),
    (
        "export/whatsapp/en",
        "[4/11/2026, 05:13:12] Dad: Alexa keeps asking for the password\n[19/11/2026, 07:05:40] Me: I'll reset it when I visit, don't type it anywhere",
    ),
    (
        "export/whatsapp-es/es",
        "[15/10/26, 11:24] Mamá: ¿me pasas tu número de cuenta?\n[13/10/26, 14:04] Yo: ES51 6934 8228 6864 5803 5069 (titular: Lucía Ortega)",
    ),
    (
        "export/whatsapp-pt/pt",
        "[16/10/2026 23:22] Vó: manda o pix\n[1/10/2026 23:52] Eu: a chave pix é o meu email, eleni@gmail.com",
    ),
    (
        "export/telegram-ru/ru",
        "[01:01] Лёша: ключ от Яндекс.Карт перевыпустил, лежит в vault\n[08:44] Вова: спс, тикет DEV-6296 закрыл",
    ),
    ("export/telegram-uk/uk", "[12:53] Оля: номер посилки 25615810486690\n[10:40] Тарас: ок"),
    ("export/line-ja/ja", "[LINE] 17:29 母「楽天の注文番号 962229-74203490-3817826776 だよ」\n01:34 私「ありがとう」"),
    ("export/kakao-ko/ko", "[카카오톡] [08:55] 누나: 넷플릭스 비번 바꿨어, 나중에 직접 입력해줄게\n[12:36] 나: ㅇㅋ"),
    (
        "export/wechat-zh/zh",
        "[微信] 12:07 老王：服务器 root 密码已经改成密钥登录了\n02:02 小李：收到，指纹 SHA256:RmlR4UxXbZyfnBHaKY9uEC1HVGZjGjtmn/LDTdmLo4c",
    ),
    (
        "export/discord-de/de",
        "hiro — Heute um 21:38 Uhr\nServer-IP: 185.51.132.19:27015, Passwort bekommt ihr per DM vom Admin",
    ),
    (
        "export/slack-fr/fr",
        "[08:06] camille.r : le compte OVH est passé en SSO, plus de mot de passe partagé\n[11:23] theo : merci",
    ),
    ("export/slack-sv/sv", "[01:54] sigrun: Fortnox-fakturan 81812 är betald\n[00:14] jonas: tack!"),
    ("export/teams-nl/nl", "aino 03:20  de Xerox op de 3e verdieping is weer online, IP 10.20.3.79"),
    (
        "export/mattermost/en",
        "@karthik 18:40 > npm package published: @acme/ui@4.8.26, integrity sha512-2ur14qAovc8RMSNOaeJwbFGm9xouZY571ZDwl95j9o23xWYguzC2Y8ZsO4QtDLMDAQOpyJPjQbdnu3QZwcqXJQ==",
    ),
    ("export/discord-tr/tr", "zsofi — Bugün saat 06:13\nsteam arkadaş kodum 892353663, ekleyin"),
    (
        "table/markdown-accounts/en",
        "| Service | Login | Password |\n|---|---|---|\n| Xero | accounts@harborbake.co | (in Bitwarden) |\n| Gusto | payroll@harborbake.co | SSO via Google |",
    ),
    (
        "table/markdown-servers/en",
        "| host | user | pass | notes |\n|------|------|------|-------|\n| 10.0.4.21 | root | ******** | old NAS |\n| 10.0.4.30 | admin | <see vault> | ups mgmt |",
    ),
    (
        "table/markdown-cards/en",
        "| card | number | exp | owner |\n|---|---|---|---|\n| company amex | •••• •••••• •3072 | 01/29 | finance |",
    ),
    (
        "table/markdown-versions/en",
        "| package | version | sha256 |\n|---|---|---|\n| openssl | 3.4.0 | 0976a8928ee787c3e94b9da01eba175cb5cf9f04140a67276bde4116c8f0ec78 |\n| zlib | 1.3.1 | 40994153828ba43b7c0fcc1eb8ef4c64fcdbec9990313c90d8dfe89c3b863fec |",
    ),
    (
        "table/markdown-keys-public/en",
        "| env | STRIPE_PUBLISHABLE_KEY |\n|---|---|\n| prod | pk_live_SdcQSRu9GPx2ZcGF1g6dNT1O1ZhuyN9S8VnpajmXtkJIuaR55UWDhnDRbGqt4yY9JCdMIFokRJ4wb3YRjgoGObWDa1quEEthYz3 |",
    ),
    (
        "table/markdown-wifi-de/de",
        "| Raum | SSID | Schlüssel |\n|---|---|---|\n| Büro | Praxis-Intern | über IT anfragen |\n| Wartezimmer | Praxis-Gast | offen (Captive Portal) |",
    ),
    (
        "table/markdown-fr/fr",
        "| Appartement | Étage | Boîte aux lettres |\n|---|---|---|\n| 12B | 3 | 6 |\n| 14A | 4 | 33 |",
    ),
    ("table/markdown-ja/ja", "| 品番 | JAN | 価格 |\n|---|---|---|\n| KX-P1MJGQ | 0889929737163 | ¥1000 |"),
    (
        "table/markdown-pl/pl",
        "| firma | NIP | REGON |\n|---|---|---|\n| Kowalski Sp. z o.o. | 9430787898 | 496140185 |",
    ),
    (
        "table/markdown-company-se/sv",
        "| företag | org.nr | momsreg.nr |\n|---|---|---|\n| Björkvik Bygg AB | 5567923718 | SE556805940501 |",
    ),
    ("table/csv-company-no/no", "firma;organisasjonsnummer;kontonr\nNordlys Snekkeri AS;914410487;8923.98.72824"),
    (
        "table/markdown-tracking/en",
        "| order | carrier | tracking |\n|---|---|---|\n| #80331 | UPS | 1ZG3MOBD0977856368 |\n| #27790 | USPS | 9400 0443 2467 7576 2977 90 |",
    ),
    (
        "table/markdown-iso/en",
        "| security | ISIN | LEI of issuer |\n|---|---|---|\n| Nordic Bond 2030 | SE0007496930 | 802700EDYPWPXSCTWN27 |",
    ),
    (
        "config/json-db/en",
        '{\n  "db": {"host": "pg-prod-2.internal", "port": 5432, "user": "app", "password": "${DB_PASSWORD}"},\n  "cache": {"url": "redis://cache:6379/0"}\n}',
    ),
    (
        "config/json-appsettings/en",
        '{\n  "ConnectionStrings": {\n    "Default": "Server=tcp:orders.database.windows.net,1433;Database=orders;Authentication=Active Directory Managed Identity;Encrypt=True;"\n  }\n}',
    ),
    (
        "config/toml-uv/en",
        '[[tool.uv.index]]\nname = "internal"\nurl = "https://pkgs.example.dev/simple"\n# credentials come from UV_INDEX_INTERNAL_PASSWORD in CI',
    ),
    (
        "config/toml-app/en",
        '[server]\nport = 8080\nbuild_id = "362e3aa83a1ddf7ef5372e222a3b052c8a9923f9"\n\n[secrets]\nsession_key_file = "/run/secrets/session_key"',
    ),
    (
        "config/ini-mysql/en",
        "[client]\nuser=backup\n# password read from ~/.mylogin.cnf (mysql_config_editor)\nhost=db01.lan",
    ),
    (
        "config/ini-smb/en",
        "# /etc/fstab\n//nas/media /mnt/media cifs credentials=/root/.smbcred,uid=1000,iocharset=utf8 0 0",
    ),
    ("config/ini-rclone/en", "[b2remote]\ntype = b2\naccount = \nkey = \n# run `rclone config` to fill these in"),
    (
        "config/xml-maven/en",
        "<settings>\n  <servers>\n    <server>\n      <id>nexus-releases</id>\n      <username>${env.NEXUS_USER}</username>\n      <password>${env.NEXUS_PASSWORD}</password>\n    </server>\n  </servers>\n</settings>",
    ),
    (
        "config/xml-pom/en",
        "<dependency>\n  <groupId>org.bouncycastle</groupId>\n  <artifactId>bcprov-jdk18on</artifactId>\n  <version>1.71</version>\n</dependency>\n<!-- sha1 c1d56fc28a0a96e13549780d0c15cb3aae59ee4d -->",
    ),
    (
        "config/xml-android/en",
        '<meta-data android:name="com.google.android.geo.API_KEY" android:value="@string/maps_api_key" />\n<!-- applicationId com.ioxbjr.app versionCode 279 -->',
    ),
    (
        "config/hcl-provider/en",
        'provider "cloudflare" {\n  # api_token read from CLOUDFLARE_API_TOKEN\n}\nresource "cloudflare_record" "www" {\n  zone_id = var.zone_id\n}',
    ),
    (
        "config/hcl-vault/en",
        'auto_auth {\n  method "approle" {\n    config = {\n      role_id_file_path   = "/etc/vault/role-id"\n      secret_id_file_path = "/etc/vault/secret-id"\n    }\n  }\n}',
    ),
    (
        "config/hcl-ids/en",
        'resource "aws_instance" "web" {\n  ami           = "ami-046514d676094b51c"\n  subnet_id     = "subnet-0c43a085419127f69"\n  instance_type = "t3.small"\n}',
    ),
    ("config/env-example/en", "# .env.example\nOPENAI_API_KEY=\nANTHROPIC_API_KEY=sk-ant-...\nMODEL=gpt-4o-mini"),
    (
        "config/env-public/en",
        "NEXT_PUBLIC_SUPABASE_URL=https://buxcfqoosorusubcvsqh.supabase.co\nNEXT_PUBLIC_POSTHOG_HOST=https://eu.i.posthog.com\nNEXT_PUBLIC_SENTRY_RELEASE=2596b78cc8d43ed8822e5f680ffc7b477253cad8",
    ),
    (
        "config/env-twilio-sid/en",
        "TWILIO_ACCOUNT_SID=AC92758d6446e9a4e5d7204d741ad796aa\nTWILIO_AUTH_TOKEN=  # set in Render dashboard",
    ),
    (
        "config/yaml-mqtt/en",
        "mqtt:\n  broker: 192.168.1.40\n  username: homeassistant\n  password: !secret mqtt_password",
    ),
    (
        "config/properties-spring/en",
        "spring.datasource.url=jdbc:postgresql://db:5432/shop\nspring.datasource.username=shop\nspring.datasource.password=${SHOP_DB_PASSWORD}",
    ),
    (
        "config/json-firebase-web/en",
        '{"apiKey": "AIzacC6zQDNoAQQfdIgcvhEZCV0jyxZuJCHNFSR", "authDomain": "kitchen-planner-6202.firebaseapp.com", "projectId": "kitchen-planner-2077", "appId": "1:213232442445:web:026b87d01c9bb13ddb05e6"}',
    ),
    (
        "config/env-de/de",
        "# .env.beispiel – Werte aus dem Passwort-Safe eintragen\nDATEV_CLIENT_SECRET=<geheim>\nDATEV_CLIENT_ID=d2613671-4e89-46a3-875e-94a1761e440b",
    ),
    (
        "config/ini-es/es",
        "; configuración de la impresora fiscal\n[facturacion]\nusuario=tienda01\nclave=   ; se pide al arrancar\ncertificado=/etc/fiscal/cert.p12",
    ),
    (
        "config/yaml-ja/ja",
        '# 設定ファイル（値は環境変数から）\nline_channel_secret: ${LINE_CHANNEL_SECRET}\nline_channel_id: "6273039420"',
    ),
    (
        "config/json-zh/zh",
        '{\n  "// 注释": "阿里云短信服务，密钥从 KMS 读取",\n  "RegionId": "cn-hangzhou",\n  "SignName": "某某科技",\n  "TemplateCode": "SMS_445138206"\n}',
    ),
    (
        "config/json-pkglock/en",
        '"node_modules/lodash": {\n  "version": "4.17.21",\n  "resolved": "https://registry.npmjs.org/lodash/-/lodash-4.17.21.tgz",\n  "integrity": "sha512-LKtDlwdqG2PwgJeeSBHp2KNDqkpUIq66PiZVUybyJD91mVYn7dQV72uUtiE1kH95aSeltyrAKmG9wDCKHe+laQ=="\n}',
    ),
    ("config/toml-cargo/en", '[package]\nname = "ferrous-kyjob"\nversion = "0.1.2"\n\n[dependencies]\nring = "0.17"'),
    ("shell/export-aws-profile/en", "  501  export AWS_PROFILE=prod-readonly\n  502  aws sso login\n  503  aws s3 ls"),
    (
        "shell/curl-netrc/en",
        "$ history | tail -3\n  88  curl --netrc-file ~/.netrc https://jenkins.internal/api/json\n  89  ls\n  90  clear",
    ),
    ("shell/mysql-prompt/en", "mysql -h 10.2.0.15 -u root -p shop_prod < dump.sql   # prompts for the password"),
    (
        "shell/ssh-key/en",
        "for h in web1 web2 web3; do ssh -i ~/.ssh/deploy_ed25519 deploy@$h 'sudo systemctl restart app'; done",
    ),
    ("shell/psql-pgpass/en", "psql -h analytics-db -U looker -d warehouse -c 'select 1'  # uses ~/.pgpass"),
    ("shell/docker-login-helper/en", 'gh auth token | docker login ghcr.io -u "$GH_USER" --password-stdin'),
    (
        "shell/git-clone-ssh/en",
        "git clone git@gitlab.nordhavn.io:platform/infra.git && git checkout 072e9a5e43b05d9ac0b75b6cad120e97ddb14538",
    ),
    (
        "shell/sha256sum/en",
        "$ sha256sum ubuntu-24.04.1-live-server-amd64.iso\n07fbe4c4ab214850b68d474a1c9ade83d1ca7fa5f71c0489a693c38a4b46729b  ubuntu-24.04.1-live-server-amd64.iso",
    ),
    (
        "shell/gpg-verify/en",
        'gpg --verify SHA256SUMS.gpg SHA256SUMS\ngpg: Good signature from "Release Signing Key"\nPrimary key fingerprint: 4A1E B99B F240 0DE8 71E1  70DB AE5A 9AC5 0D8C F286',
    ),
    (
        "shell/docker-pull-digest/en",
        "docker pull postgres@sha256:a398bc16f68b4bc4da8a7fff0f903cbcada7b16fe42f7a8ce2561be75a071e44",
    ),
    (
        "shell/openssl-rand-hint/en",
        "openssl rand -base64 32 > /run/secrets/session_key && chmod 600 /run/secrets/session_key",
    ),
    (
        "shell/ssh-keygen/en",
        "$ ssh-keygen -lf ~/.ssh/id_ed25519.pub\n256 SHA256:092vJRUlgx8ql9Ev97ebZ1ZfHuGlQJpABaFVSPPP76E aisyah@laptop (ED25519)",
    ),
    (
        "shell/kubectl-secretref/en",
        "kubectl create secret generic smtp --from-file=password=./smtp-password.txt -n prod && shred -u smtp-password.txt",
    ),
    ("shell/vault-kv/en", "vault kv get -field=password secret/prod/smtp"),
    ("shell/zsh-history-de/de", ": 1764630792:0;git log --oneline -5 # letzte Commits für die Warenwirtschaft prüfen"),
    (
        "shell/bash-ru/ru",
        "# пароль больше не храним в скрипте, берём из переменной окружения\nexport PGPASSFILE=/etc/app/pgpass",
    ),
    (
        "shell/bash-zh/zh",
        "# 备份脚本，使用密钥登录\nscp -i ~/.ssh/backup_key backup.tar root@192.168.10.5:/data/  # 校验和 md5 9e31804e0d833ddcb4c4cede5c2beabe",
    ),
    ("shell/bash-pt/pt", "# senha do banco vem do cofre\nmysql --login-path=homologacao -h hml-db"),
    ("shell/ps-tr/tr", "PS C:\\> $sifre = Read-Host -AsSecureString 'Yönetici şifresi'  # şifre ekrana yazılmaz"),
    ("shell/powershell/en", "PS> net use Z: \\\\fileserver\\finance /user:CORP\\jmiller *   # * = prompt for password"),
    (
        "shell/pip-hash/en",
        "pip install requests==2.32.3 --hash=sha256:71947708da1b170a4aa23196c04d1b77f5cda65868df6df7a2fa34315107b437",
    ),
    (
        "browser/chrome-csv-header/en",
        "name,url,username,password,note\n(export cancelled — Chrome asked for the device password)",
    ),
    (
        "browser/firefox-breach/en",
        'Firefox Monitor: your address tom.b@proton.me appeared in the "Dropbox" breach (2019). Change the password on that site.',
    ),
    (
        "browser/bitwarden-json/en",
        '{"items": [{"type": 1, "name": "Router", "login": {"username": "admin", "password": null, "uris": [{"uri": "http://192.168.0.1"}]}, "notes": "password rotated, see paper copy"}]}',
    ),
    (
        "browser/keepass-xml/en",
        '<Entry>\n  <UUID>MBKcsuSrsQuRD3Qt3obp6w==</UUID>\n  <String><Key>Title</Key><Value>Synology</Value></String>\n  <String><Key>Password</Key><Value ProtectInMemory="True"></Value></String>\n</Entry>',
    ),
    (
        "browser/pw-generator-settings/en",
        "Password generator: length 20, A-Z, a-z, 0-9, !@#$%^&*, avoid ambiguous characters, minimum 2 numbers",
    ),
    (
        "browser/csv-de/de",
        "name,url,username,password\n# Export gelöscht – Passwörter liegen jetzt nur noch im Passwort-Manager",
    ),
    ("browser/csv-ja/ja", "パスワードのエクスポートは無効化されています（管理者ポリシー）"),
    ("browser/csv-ko/ko", "비밀번호 내보내기 파일은 삭제했어. 크롬에 다시 저장 안 함"),
    ("browser/csv-pt/pt", "name,url,username,password\nNubank,https://app.nubank.com.br,,  (a senha fica só no app)"),
    (
        "notebook/cell-openai/en",
        'In [3]:\nimport os, openai\nclient = openai.OpenAI(api_key=os.environ["OPENAI_API_KEY"])\nresp = client.chat.completions.create(model="gpt-4o", messages=msgs)',
    ),
    (
        "notebook/cell-hf/en",
        "# Cell 2\nfrom huggingface_hub import notebook_login\nnotebook_login()  # paste your token in the widget, not in the cell",
    ),
    (
        "notebook/cell-sqlalchemy/en",
        "engine = create_engine(URL.create('postgresql+psycopg', username='analyst', password=getpass(), host='warehouse', database='dw'))",
    ),
    (
        "notebook/ipynb-json/en",
        '{"cell_type": "code", "execution_count": 7, "metadata": {"id": "ZC_p_iq3BDB2"}, "outputs": [{"output_type": "stream", "text": ["sha1 3908d2601ac224fbbd84d60f3e10ce564800991c\\n"]}], "source": ["print(hashlib.sha1(data).hexdigest())"]}',
    ),
    (
        "notebook/cell-output-uuid/en",
        "Out[12]: ['a6719da9-a254-46d2-85bf-55c9b74a9881', 'dcfbd578-3a9a-45c0-bfe0-e1a4c8ca8dfc', '4c70cf2f-908b-4cbd-acd6-be0333052b43']",
    ),
    ("notebook/cell-random/en", "np.random.seed(42)\nOut[5]: array([0.70331060, 0.00037392, 0.76407193, 0.40084481])"),
    (
        "notebook/cell-es/es",
        "# celda 4: la contraseña se pide con getpass, no la escribas aquí\nconn = psycopg.connect(host='10.0.0.8', user='ventas', password=getpass.getpass(), dbname='erp')",
    ),
    (
        "notebook/cell-zh/zh",
        '# 第5个单元格\nDASHSCOPE_API_KEY = os.getenv("DASHSCOPE_API_KEY")  # 从环境变量读取，不要写死',
    ),
    (
        "notebook/cell-hash/en",
        "In [9]: hashlib.sha256(b'hello').hexdigest()\nOut[9]: '2cf24dba5fb0a30e26e83b2ac5b9e29e1b161e5c1fa7425e73043362938b9824'",
    ),
    (
        "sqldump/users-hashed/en",
        "INSERT INTO `users` (`id`,`email`,`password_reset_required`,`created_at`) VALUES\n(420,'yusuf@gmail.com',1,'2021-03-04 10:12:00');",
    ),
    (
        "sqldump/schema/en",
        "CREATE TABLE integrations (\n  id serial PRIMARY KEY,\n  provider text NOT NULL,\n  api_key_ref text NOT NULL  -- vault path, never the key\n);",
    ),
    (
        "sqldump/orders/en",
        "INSERT INTO orders VALUES (035615, 'b4d20d4f-b9d9-4ef1-a00a-0af24fccab19', 'SKU-KWHU71K1', 3, 59.97, 'shipped', '1Z6TNC8R5682935364');",
    ),
    (
        "sqldump/cards-masked/en",
        "INSERT INTO payment_methods VALUES (7, 'visa', '0500', '06/30', 'pm_UCF2CHq0ha7kauc08k7bsh7r');",
    ),
    (
        "sqldump/migration/en",
        "-- migration 92391250392383_add_index\nCREATE INDEX CONCURRENTLY idx_users_email ON users (lower(email));",
    ),
    (
        "sqldump/nl-company/nl",
        "INSERT INTO leveranciers (naam, kvk, btw, iban) VALUES ('Van Dijk Installatie BV', '98636944', 'NL581286608B01', 'NL04QBWQ8716971841');",
    ),
    (
        "sqldump/it-products/it",
        "INSERT INTO prodotti (codice, ean, descrizione) VALUES ('CZS-08554', '4966257483705', 'Caffettiera 6 tazze');",
    ),
    (
        "sqldump/ru-schema/ru",
        "-- пароли хранятся только как argon2-хэши, см. колонку password_hash\nALTER TABLE users DROP COLUMN password_plain;",
    ),
    (
        "log/nginx-redacted/en",
        '10.0.3.7 - admin [24/Nov/2026:12:25:11 +0000] "GET /admin HTTP/1.1" 401 512 "-" "curl/8.5" request_id=f8bd910f-3788-4eae-bd86-a66a11ffcad5',
    ),
    (
        "log/debug-bearer-redacted/en",
        "2026-11-24T09:12:44.120Z DEBUG http.client > GET /v1/customers\n> Authorization: Bearer [REDACTED]\n> User-Agent: stripe-python/9.1",
    ),
    (
        "log/trace/en",
        "INFO request completed trace_id=6e4edb56274736630047ca95d7b186e6 span_id=daf547c9a78e7fbb status=200 duration_ms=825",
    ),
    (
        "log/ci-hash/en",
        "#14 [build 3/7] RUN pip install -r requirements.txt\n#14 DONE 41.2s\n#15 exporting to image\n#15 writing image sha256:a42ac031485ac05365f76dc5858a489826874e0ef37a5c8f3c3540313428fb25 done",
    ),
    (
        "log/app-login-failed/en",
        "2026-11-23 22:01:15,332 WARN auth Login failed for user=j.kowalski ip=203.0.113.247 reason=bad_password attempts=3",
    ),
    (
        "log/cookie-consent/en",
        '< HTTP/2 200\n< set-cookie: cookie_consent=analytics%3Dno; Path=/; Max-Age=31536000\n< etag: "1c42a11720d9b03f346ba1f3dcfcd77b"',
    ),
    ("log/jwt-expired/en", "[gateway] 401 upstream=orders error=token_expired kid=b412f27299e55dab sub=user_693601"),
    (
        "log/x-api-key-masked/en",
        "INFO outbound request url=https://api.brevo.com/v3/smtp/email headers={'api-key': 'xkeysib-****1645'} message_id=<5a435bbb-f5a3-445e-973f-ce112564722b@smtp-relay.brevo.com>",
    ),
    (
        "log/pt-sftp/pt",
        "[INFO] arquivo CNAB enviado: remessa_18196189.rem, 105 registros, hash fa810b77ffa74ceb3032c33d6493f9638a533d2b",
    ),
    ("log/de-smtp/de", "Info: Rechnung RE-418887 per SMTP versendet (Message-ID <805e6c8949f0782b@praxis-mail.de>)"),
    ("url/public-blob/en", "https://dsolsccx.blob.core.windows.net/public/brochure-2026.pdf"),
    (
        "url/utm/en",
        "https://shop.tinderbox.com/p/linen-shirt?utm_source=newsletter&utm_medium=email&utm_campaign=bf2026&utm_content=c3843d72",
    ),
    ("url/youtube/en", "https://www.youtube.com/watch?v=UKqOhw7gWPR&t=42s"),
    ("url/zoom-nopass/en", "join us: https://us06web.zoom.us/j/25145184447 (passcode in the calendar invite)"),
    (
        "url/docs-share/en",
        "https://docs.google.com/document/d/E1k-lJpjQ3pFP8SkbFcuVBQrrYYN4s8dmrJypF05lMTW/edit?usp=sharing (view only)",
    ),
    ("url/maps/en", "https://maps.app.goo.gl/7zBJBDpYuWf0hnq30"),
    ("url/tracking/en", "https://www.dhl.com/se-en/home/tracking.html?tracking-id=8089791248"),
    (
        "url/reset-used/en",
        "the reset link from yesterday already expired and they said it's single-use anyway, so I requested a new one to my own inbox",
    ),
    ("url/fr-suivi/fr", "Suivi du colis : https://www.laposte.fr/outils/suivre-vos-envois?code=6A53332986480"),
    (
        "url/oauth-authorize/en",
        "https://accounts.google.com/o/oauth2/v2/auth?client_id=690850315694-seta9jy15t751kvx9yx54k3h46298cij.apps.googleusercontent.com&redirect_uri=https%3A%2F%2Fapp.example.com%2Fcb&response_type=code&scope=openid%20email&state=9ae54ba952c2bee1",
    ),
    (
        "otp/setup-done/en",
        "set up 2FA on AWS with the authenticator app, the QR is scanned and the setup page is closed",
    ),
    (
        "otp/otpauth-format/en",
        "the format is otpauth://TYPE/LABEL?PARAMETERS, where secret is a base32 string and issuer is recommended",
    ),
    ("otp/backup-stored/en", "printed the 10 backup codes and put them in the fireproof box, deleted the PDF"),
    (
        "otp/de-seed/de",
        "Den geheimen Schlüssel der Authenticator-App habe ich nicht notiert – bei Handyverlust gehe ich über die Wiederherstellung mit Ausweis.",
    ),
    ("otp/es-seed/es", "activé el doble factor en Binance con la app; la clave de respaldo la tengo en papel en casa"),
    ("otp/ja-seed/ja", "二段階認証を設定済み。シークレットキーは紙に書いて金庫に保管した"),
    ("otp/totp-algo/en", "TOTP: 30-second step, 6 digits, HMAC-SHA1 by default; some issuers use SHA256 and 8 digits"),
    ("sms/bank-balance/en", "SMS from HSBC: Your account ending 7682 balance is GBP 5243.30 at 12:58."),
    (
        "sms/bank-debit/en",
        "[SMS from CHASE] A $285.82 debit card transaction at TRADER JOE'S was approved. Card ending 4555.",
    ),
    ("sms/delivery/en", "Royal Mail: your parcel BF030446353GB will be delivered today between 10:00 and 12:00."),
    (
        "sms/scam-warning/en",
        'Text from my bank: "We will NEVER ask for your PIN or one-time code by phone." good reminder after that weird call',
    ),
    (
        "sms/used-code/en",
        "got an SMS code at 3am that I never requested - didn't share it, changed my password and turned on app-based 2FA",
    ),
    ("sms/de-konto/de", "SMS von der Sparkasse: Kontostand 3957,30 EUR. Letzte Buchung: Miete 797,00 EUR."),
    ("sms/fr-colis/fr", "SMS : « Votre colis 73SA810987078 sera livré demain en point relais. »"),
    ("sms/es-cita/es", "SMS del centro de salud: su cita es el 27/12 a las 00:15, consulta 1."),
    ("sms/pt-mbway-received/pt", 'SMS: "MB WAY: recebeu 62,00€ de Maria S." — obrigada tia!'),
    ("sms/it-bonifico/it", "SMS Intesa Sanpaolo: bonifico di 191,00 EUR eseguito, CRO 23688297480."),
    ("sms/pl-paczka/pl", "InPost: paczka 690947255035088536585570 czeka w paczkomacie WAW565M do czwartku."),
    ("sms/tr-kargo/tr", "SMS: 711855282645 numaralı kargonuz yola çıktı."),
    ("sms/id-paket/id", "SMS: paket JNE 571351444181757 sedang dalam perjalanan."),
    ("sms/ms-bil/ms", "SMS TNB: Bil anda RM320.93, no. akaun 519024486892."),
    ("sms/th-parcel/th", "SMS: พัสดุ TH324089592618 จะถึงวันพรุ่งนี้"),
    ("sms/vi-balance/vi", "Tin nhắn Techcombank: TK 3191xxxx5904 +417.000 VND lúc 13:03. SD: 10.459.000 VND"),
    ("sms/hi-debit/hi", "SBI: आपके खाते XX9354 से ₹7736 डेबिट किए गए। Ref No 118943630195"),
    ("sms/bn-cashin/bn", "বিকাশ: ক্যাশ ইন Tk 4109 সফল। TrxID RBTGA6QCS1"),
    ("sms/ro-colet/ro", "SMS FAN Courier: coletul AWB 0623229470062 va fi livrat azi."),
    ("sms/hu-egyenleg/hu", "OTP Bank: Számla egyenleg: 554558 Ft (95.12.2026)"),
    ("sms/el-rantevou/el", "SMS: Το ραντεβού σας για εμβολιασμό είναι 1/12 ώρα 06:27. Κωδικός ραντεβού 70356198."),
    ("sms/sv-paket/sv", "PostNord: Ditt paket EB892460079SE kan hämtas hos ICA Nära. Visa ID."),
    (
        "telecom/iccid/en",
        "new SIM arrived, ICCID 8944719575464720702, I'll activate it tonight (PIN still the default on the card, will change it)",
    ),
    ("telecom/apn/en", "APN settings for the travel SIM: apn internet, username and password blank, MCC 240, MNC 01"),
    ("telecom/imei/en", "phone IMEI 356846601321629 for the insurance claim"),
    (
        "telecom/port-howto/en",
        "to port your number, ask your old carrier for a Number Transfer PIN and your account number — don't post them anywhere",
    ),
    (
        "telecom/esim-qr-used/en",
        "the eSIM QR worked on the first try, the activation code is single-use so it's dead now anyway",
    ),
    ("telecom/de-sim/de", "Neue SIM von O2 ist da, Rufnummer 0176 57023985, Vertrag 3702328172"),
    (
        "telecom/fr-rio-info/fr",
        "Pour la portabilité, appelle le 3179 depuis ta ligne pour obtenir ton code RIO, il est envoyé par SMS.",
    ),
    ("telecom/nl-sim/nl", "Nieuwe simkaart KPN, klantnummer 77685181, bundel 20 GB"),
    ("telecom/pl-sim/pl", "karta SIM Orange aktywowana, numer +48 950 594 115"),
    ("telecom/es-sim/es", "Movistar: número de pedido 6027896346, la SIM llega el jueves"),
    ("telecom/ja-esim/ja", "eSIMの開通が完了しました。EID 70494619465335463393853019860060"),
    ("telecom/ko-usim/ko", "유심 교체 완료, 개통번호 0597002370"),
    ("telecom/tr-hat/tr", "Turkcell faturası 178 TL, müşteri no 8606045105"),
    ("telecom/id-pulsa/id", "isi pulsa Rp61.000 berhasil, no ref 0451239238387546"),
    ("telecom/sv-sim/sv", "Telia: abonnemang 311105674, fakturanr 9389268735"),
    ("telecom/fi-sim/fi", "Elisa: asiakasnumero 75505848, laskun viite 30 46893 63790"),
    ("telecom/ar-sim/ar", "شريحة STC الجديدة رقمها 0507598203"),
    ("telecom/he-sim/he", "מספר הלקוח בפרטנר 042309407"),
    ("telecom/ru-sim/ru", "симка МТС, номер +7 977 431-23-04, тариф «Мой безлимит»"),
    (
        "telecom/default-pin-policy/en",
        "the default SIM PIN is printed on the card holder; change it in Settings > Mobile > SIM PIN right away",
    ),
    ("car/vin/en", "VIN for the insurance quote: WVWZZZ1KZW9680020"),
    ("car/plate/en", "car reg JJ91 XOR, MOT due March"),
    ("car/obd/en", "check engine light: P0420 and P0171, mechanic says catalytic converter (quote £710)"),
    ("car/radio-serial/en", "radio serial V614729 - need to call the dealer for the code with the V5C"),
    ("car/tyres/en", "tyre pressure 2.4 bar front, 2.2 rear; tyre size 205/55 R16 91V"),
    ("car/de-service/de", "Inspektion bei VW: Auftragsnummer 0736242, Kilometerstand 68323"),
    ("car/fr-immat/fr", "Immatriculation de la Clio : UK-545-DA, contrôle technique le 13/03"),
    ("car/it-tagliando/it", "Tagliando Panda: 55978 km, fattura n. 80480"),
    ("car/nl-apk/nl", "APK Toyota kenteken LI-535-Z, vervaldatum 14-05-2027"),
    ("car/sv-besiktning/sv", "Besiktning av Volvon RRA 42S bokad, bokningsnummer 16916391"),
    ("car/cs-stk/cs", "STK Škoda: SPZ 7G9 9278, platnost do 2028"),
    ("car/ja-shaken/ja", "車検証の車台番号 GKD81-5359497"),
    ("car/pt-seguro/pt", "apólice do seguro do carro n.º 0146330147, matrícula YQ-60-AE"),
    ("work/badge-number/en", "my badge number is 001488, facilities says it'll work on floor 4 from Monday"),
    ("work/printer-queue/en", "printer queue \\\\print01\\Follow-Me-BW, model Xerox C359, IP 10.1.7.131"),
    ("work/locker-number/en", "gym locker 254, bring your own padlock"),
    ("work/ext/en", "IT helpdesk ext. 3239, ticket INC6874889"),
    (
        "work/password-policy/en",
        "Reminder: your domain password expires in 5 days. Use Ctrl+Alt+Del > Change a password. Never share it with IT or colleagues.",
    ),
    ("work/employee-id/en", "employee number E126947, cost centre CC-1488"),
    ("work/till/en", "Shift notes: till 3 short £20.10, Z-report 191822, safe count done by manager"),
    ("work/de-zeiterfassung/de", "Zeiterfassung: Projektnummer P-88044, Kostenstelle 4878, 9,5 Stunden"),
    ("work/fr-badge/fr", "Badge parking n° 305316, place 185, niveau -2"),
    ("work/es-taquilla/es", "Taquilla del vestuario n.º 9; trae tu propio candado"),
    ("work/it-turni/it", "Turni settimana 27: matricola 595785, reparto 7"),
    ("work/pl-alarm/pl", "alarm w biurze uzbraja ochrona o 22:00, kod ma tylko kierownik"),
    ("work/ja-nyukan/ja", "社員番号 0381924、内線 7032"),
    ("work/zh-baoxiao/zh", "报销单号 BX0739120429，部门编码 2802"),
    ("work/ko-sabun/ko", "사번 00697270, 내선 8145"),
    ("work/ar-office/ar", "رقم الموظف 033482، رقم التحويلة 4694"),
    ("work/da-lager/da", "Lagerplads K-19-68, varenummer 12700571"),
    ("work/nb-ansatt/no", "Ansattnummer 22283, avdeling 396"),
    ("school/student-id/en", "Emma's student number is 0540120, homeroom 1D"),
    ("school/course/en", "CS228 section 937, CRN 16660, room ENG-631"),
    ("school/isbn/en", "textbook ISBN 9789631543889"),
    (
        "school/portal-howto/en",
        "parents get their PowerSchool access ID and password in the welcome letter; keep them private and don't email them to teachers",
    ),
    (
        "school/de-schule/de",
        'Klassenfahrt: Überweisung an IBAN DE15 2913 9809 8860 8321 64, Verwendungszweck "Klasse 7b 6912"',
    ),
    ("school/fr-ent/fr", "Numéro INE de l'élève : 106186003NR (pour l'inscription au brevet)"),
    ("school/es-matricula/es", "Número de expediente del alumno 922280, grupo 3º ESO B"),
    ("school/it-registro/it", "Codice meccanografico della scuola: VNUK17543X"),
    ("school/sv-skola/sv", "Skolans org.nr 5563193399, klass 4B, mentor Karin"),
    ("school/ja-gakko/ja", "学籍番号 21719493、クラス 3年2組"),
    ("school/ko-school/ko", "학번 5342041372, 수강 과목 코드 JSC0667"),
    ("school/pt-escola/pt", "Número de processo do aluno: 296327, turma 5.º A"),
    ("school/tr-okul/tr", "okul numarası 5926, sınıf 9-C"),
    ("health/npi/en", "Dr. Alvarez, NPI 1758984961, fax 555-8430"),
    ("health/group-only/en", "Aetna group number 0232949 (it's the employer's plan, same for everyone at work)"),
    ("health/rx/en", "Rx #2308347 ready for pickup at Walgreens store 97784"),
    ("health/appointment/en", "appointment confirmation A1AFSOJ5: Dr. Okafor, Tue 4 Dec 09:00"),
    (
        "health/mychart-howto/en",
        "MyChart proxy access: Dad has to grant it from his own account, I shouldn't use his password",
    ),
    ("health/de-praxis/de", "Praxis Dr. Wendt, Betriebsstättennummer 858872394, Termin am 5.12. um 23:02"),
    ("health/fr-rdv/fr", "Rendez-vous Doctolib confirmé, référence CMK70HJU, cabinet n° FINESS 661186808"),
    ("health/it-ricetta/it", "Ricetta elettronica NRE 163643142108452 (la farmacia ha già erogato)"),
    (
        "health/nl-zorg/nl",
        "Zorgverzekeraar: polisnummer van de collectieve regeling 00991509, AGB-code huisarts 13174372",
    ),
    ("health/se-1177/sv", "1177: loggar in med BankID, säkerhetskoden visas bara i appen och ska aldrig lämnas ut"),
    ("health/gr-rantevou/el", "Ραντεβού στο νοσοκομείο: αριθμός πρωτοκόλλου 1516697/2026"),
    ("health/il-tor/he", "תור לרופא משפחה: מספר אישור 47091287, יום ג' 00:49"),
    ("health/th-appt/th", "นัดโรงพยาบาล เลขที่นัด 63980662 ห้องตรวจ 10"),
    ("health/my-klinik/ms", "Temujanji klinik: no. giliran 138, kod klinik XJQ8852"),
    ("health/pl-recepta/pl", "kod recepty już zrealizowany w aptece, numer faktury 806195/2026"),
    ("health/ro-trimitere/ro", "bilet de trimitere seria NAA nr. 3817081"),
    ("health/fi-resepti/fi", "Ajanvaraus: varausnumero 11969283, terveysasema Kallio"),
    ("health/dk-laege/da", "Lægens ydernummer 727569, tid 15/12 kl. 11:00"),
    (
        "health/policy/en",
        "For your security, the patient portal will never ask for your full SSN; we only use the last 4 digits plus date of birth at the front desk.",
    ),
    ("exchange/address/en", "send the USDT (TRC20) to TrEVE9s276anG98sGAR2vfsWsRw4jAChNW"),
    ("exchange/eth-address/en", "my ETH address: 0xe9527fed41988e272d0da0b7eb9ef3ba275c2255"),
    ("exchange/txid/en", "withdrawal done, txid 07d7addb91423bda8d351f903ed812099d98c6d5cbc6a3e19bfc732981efa0d7"),
    (
        "exchange/api-permissions/en",
        "binance API: created a read-only key with IP whitelist; the secret is shown only once and I put it straight into the bot's env, not here",
    ),
    (
        "exchange/okx-passphrase-policy/en",
        "OKX API passphrase must be 8-32 characters, letters and numbers; it can't be recovered if you forget it",
    ),
    (
        "exchange/ledger-stored/en",
        "ledger recovery sheet is laminated and in the bank safe deposit box; the device PIN is only in my head",
    ),
    ("exchange/bip39-info/en", "BIP-39 uses a 2048-word list; 12 words give 128 bits of entropy plus a 4-bit checksum"),
    ("exchange/de-bitpanda/de", "Bitpanda Auszahlung 713,00 EUR, Transaktions-ID 9f62898d-9a89-4574-aeea-69a0fcff9ed2"),
    ("exchange/tr-btcturk/tr", "BtcTurk çekim işlemi tamamlandı, işlem no 428868650959"),
    ("exchange/ko-upbit/ko", "업비트 입금 주소 0x9717af1ee09352d03f35665a400832c8b4ace824 (이더리움)"),
    ("exchange/ja-bitflyer/ja", "bitFlyer の入金ID JC7SIHVX（振込名義の前に入れる）"),
    ("exchange/id-indodax/id", "Indodax: ID transaksi 0225096504, status selesai"),
    ("exchange/pt-mb/pt", "Mercado Bitcoin: depósito via PIX confirmado, id 8396586f-696e-4bf6-a707-cdb308d7828d"),
    ("exchange/es-wallet/es", "mi dirección de Bitcoin para donaciones: bc1q6k8mctjk95397x53dm22p95ek5z9q33w9eu06z"),
    (
        "exchange/fr-xpub/fr",
        "clé publique étendue (lecture seule) pour le suivi comptable : xpub6gKVDBgnogyTv99spve4e9r5K5h7u7jj9rk3pNGw31v3UmkCxgW3RawzKh62PKS8ygVHr1RZ8hjr8gYzEXNRqcoFYCmF7dnFKvvxqimMM2C",
    ),
    ("exchange/zh-address/zh", "收款地址（TRC20）：TGXvZNwqq6rSPbj1QgJjxMajHT7EzPuEAG"),
    ("exchange/ens/en", "you can just send it to aino-amna.eth"),
    ("game/steam-friend/en", "steam friend code 808683110, profile steamcommunity.com/id/gqjtgchv"),
    ("game/bnet-tag/en", "add me on Battle.net: Nimbus#8263"),
    ("game/psn/en", "PSN ID oqkldf_29, my trophy level is 305"),
    ("game/nintendo-fc/en", "Switch friend code SW-9296-0779-0095"),
    ("game/riot-id/en", "riot id lasnbge#NC4E for valorant customs"),
    ("game/minecraft-seed/en", "minecraft seed 8303749027390329164 spawns next to a village"),
    ("game/server-ip/en", "minecraft server play.dmpdmc.net:25565, whitelist via discord"),
    ("game/giftcode-used/en", "the steam gift card I got for my birthday is already redeemed on my account"),
    ("game/de-epic/de", "Epic-Anzeigename meines Sohnes: epziks70, Elternkontrolle ist an"),
    ("game/pt-freefire/pt", "meu id do free fire é 9589909154, me adiciona"),
    ("game/ko-nexon/ko", "넥슨 닉네임 jqyqnt25, 길드 srzig"),
    ("game/zh-uid/zh", "原神 UID 717279326，加我好友"),
    ("game/ru-wot/ru", "ник в WoT: gxgwwtjd_84, клан [ONWN]"),
    ("game/th-garena/th", "UID Garena ของฉัน 3463739870 แอดมาได้"),
    ("game/vi-lienquan/vi", "ID liên quân của tao 1648018168, add đi"),
    ("game/chess/en", "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 6. Re1 b5 7. Bb3 d6"),
    (
        "router/admin-howto/en",
        "router admin is at 192.168.1.1; the admin password is on the sticker but I changed it and it's in the password manager",
    ),
    ("router/mac/en", "router MAC 31:5E:02:22:C8:95, serial 0HJWM6G883WW, firmware 7.39"),
    ("router/ssid/en", "our wifi network is called Ortega-Home-5G (WPA3), the guest one is open"),
    ("router/open-qr/en", "WIFI:T:nopass;S:Cafe-Lumen-Guest;;"),
    ("router/ipv6/en", "WAN IPv6 prefix 2001:db8:819f:3a5e::/56, DNS 9.9.9.9"),
    ("router/de-fritz/de", "FRITZ!OS 8.58, Seriennummer 9V6KGPCPM6I9, Kennwort wurde auf ein eigenes geändert"),
    ("router/fr-livebox/fr", "Livebox : adresse MAC 16:82:1B:2C:BA:78, le mot de passe admin a été personnalisé"),
    (
        "router/es-router/es",
        "el router de Movistar ya no usa la contraseña de fábrica; la cambié y la guardé en el gestor",
    ),
    ("router/it-router/it", "Modem TIM: firmware AGTHP_1.0.1, seriale 500821043231"),
    ("router/tr-modem/tr", "modem arayüzü 192.168.1.1, şifreyi değiştirdim, kimseyle paylaşmayın"),
    ("router/ru-router/ru", "роутер Keenetic, прошивка 4.1.6, серийник QX1AK1M4HQ"),
    ("router/vi-modem/vi", "modem Viettel đã đổi mật khẩu mặc định, đừng dùng cái in trên tem nữa"),
    ("router/id-indihome/id", "nomor pelanggan IndiHome 502505508119, tagihan bulan ini Rp315.000"),
    ("iot/device-id/en", "Hue bridge id 19304450CB2F23E3, zigbee channel 15"),
    ("iot/mac/en", "ESP32 MAC b7:32:e4:c7:7a:97, firmware esphome 2025.4.1"),
    (
        "iot/homekit-howto/en",
        "the HomeKit setup code is on the sticker inside the battery cover; if it's missing, the box has a copy",
    ),
    ("iot/zigbee-ieee/en", "zigbee2mqtt: device 0x18448695da155c27 joined, model TS0121, vendor TuYa"),
    ("iot/matter-format/en", "Matter manual pairing codes are 11 or 21 digits; the QR payload starts with MT:"),
    ("iot/de-schloss/de", "Smart-Lock Seriennummer QKZ3ST50, Firmware 1.9.5"),
    ("iot/nl-alarm/nl", "Ajax-alarm: de dwangcode is ingesteld, de meldkamer weet ervan"),
    ("iot/ja-lock/ja", "スマートロックのシリアル番号 KE0AL1YR4T、ファーム 3.8.1"),
    ("iot/zh-lock/zh", "智能门锁型号 UH-882，保修单号 291886171138"),
    ("taxid/se-org/sv", "Fakturera oss på org.nr 5590879713, Skatteverket F-skatt finns"),
    ("taxid/no-org/no", "Organisasjonsnummer: 909638097 MVA"),
    ("taxid/fi-yt/fi", "Y-tunnus 8119050-3, verkkolaskuosoite 003793732165"),
    ("taxid/dk-cvr/da", "CVR-nr. 46126300"),
    ("taxid/pl-nip/pl", "NIP sprzedawcy: 3886085906"),
    ("taxid/cz-ico/cs", "IČO firmy 22993827"),
    ("taxid/ro-cui/ro", "CUI firmă: RO87477600"),
    ("taxid/it-iva/it", "Partita IVA del ristorante: 57697790434"),
    ("taxid/es-cif/es", "CIF de la empresa: A59066282"),
    ("taxid/be-vat/fr", "N° d'entreprise : BE 0702.799.048"),
    ("taxid/ca-bn/en", "business number 371017435 RT0001 on the invoice"),
    ("taxid/au-abn/en", "ABN 88487191595 - it's the café's, printed on every receipt"),
    ("taxid/ch-uid/de", "UID der Firma: CHE-406.689.092 MWST"),
    ("taxid/hu-anum/hu", "A cég közösségi adószáma: HU62932231"),
    ("taxid/lei/en", "our LEI is 334500T4VRBFR9BZT490 (renewed annually, public on GLEIF)"),
    ("taxid/isin/en", "bought 10 units of the index fund, ISIN IE0003044322"),
    ("taxid/ean/en", "barcode on the jar: 3921404948675"),
    ("taxid/imo/en", "the ferry's IMO 9066916"),
    ("taxid/ssn-last4/en", "the form only needs the last four of my SSN: 4541"),
    (
        "taxid/format/en",
        "a Swedish personnummer is YYMMDD-NNNC, where C is a Luhn check digit; the Finnish HETU uses a mod-31 check character",
    ),
    ("taxid/masked/en", "personnummer: 19680820-XXXX (masked on the letter)"),
    (
        "split/halves-hint/en",
        "The vault password is in two parts: the first half is in Dad's wallet, the other half is with the lawyer. Don't ever write them together.",
    ),
    (
        "split/reminder/en",
        "the wifi password is the same as the house number plus the dog's name — ask me if you forget, I won't write it here",
    ),
    (
        "spelled/policy/en",
        "Passwords need a capital letter, a lower-case letter, a digit and a symbol such as an at sign or an exclamation mark.",
    ),
    ("spelled/nato-callsign/en", "our flight is callsign Speedbird 380, gate B13, squawk 7157"),
    ("spelled/de/de", "Passwortregel: mindestens ein Großbuchstabe, eine Ziffer und ein Sonderzeichen wie ! oder #."),
    (
        "spelled/fr/fr",
        "Le mot de passe doit contenir une majuscule, un chiffre et un caractère spécial (arobase, dièse…).",
    ),
    ("spelled/es/es", "La contraseña debe tener una mayúscula, un número y un símbolo como la almohadilla o el punto."),
    ("spelled/ja/ja", "パスワードは大文字・小文字・数字・記号を含む12文字以上にしてください"),
    ("spelled/ru/ru", "пароль должен содержать большую латинскую букву, цифру и спецсимвол, например решётку"),
    (
        "spelled/name-spelling/en",
        "my surname is spelled capital O, apostrophe, capital S, u, l, l, i, v, a, n — O'Sullivan",
    ),
    ("spelled/sv/sv", "mitt efternamn stavas: stort L, i, n, d, q, v, i, s, t – Lindqvist, med q"),
    ("misc/uuid/en", "correlation id 7a62cf28-514f-4085-b8ce-953ed1a97095"),
    ("misc/commit/en", "fixed in b14484da2ef990b4b09cff271a5943827732c911 (tag v4.19.8)"),
    ("misc/sku/en", "SKU IUNX-50J5-1HIF, colour Rust, size M"),
    ("misc/pnr/en", "PNR FRGCJU, seat 5A"),
    ("misc/hotel/en", "hotel confirmation 8903562961, check-in 15:00"),
    ("misc/build/en", "build 9694 (26fb1a51d3c3), artifact app-release-94601779.aab"),
    (
        "misc/pubkey/en",
        "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI26jeazX0z5qq7FV2unRly5J/iWpllhJO6OJOuk8ARwc somchai@desktop",
    ),
    ("misc/lottery/en", "this week's numbers: 17 27 30 32 34 39 bonus 3"),
    ("misc/hex-colour/en", "brand colours #9c7c10 and #8e2f87"),
    ("misc/base64-text/en", "the API returned aGVsbG8gZnJvbSB0aGUgd2VhdGhlciBzZXJ2aWNl which is just a greeting"),
    ("misc/isrc/en", "ISRC FS-MJ3-94-42612"),
    ("misc/doi/en", "doi:10.4751/kqhs.1405.16366"),
    ("misc/iban-business/en", "donations: Red Cross Lithuania, IBAN LT21 7264 1859 3204 0592"),
    ("misc/iban-business-ch/de", "Einzahlung an Verein Bergluft, IBAN CH65 2782 2749 7347 5306 3"),
    ("misc/iban-business-at/de", "Mitgliedsbeitrag an den Sportverein: IBAN AT94 4792 8623 3311 3777, BIC BKAUATWW"),
    ("misc/iban-business-ie/en", "rent goes to the letting agency: IBAN IE03 MYPN 7470 0095 6303 57, BIC AIBKIE2D"),
    ("misc/iban-business-lv/lv", "Ziedojumi biedrībai: IBAN LV22 BXZL 9661 0850 1110 1"),
    ("misc/iban-business-si/sl", "Plačilo na TRR društva: SI68 8060 1828 1242 771"),
    ("misc/iban-business-is/is", "Greiðist inn á reikning félagsins: IS74 0272 0339 8895 4380 4484 78"),
    ("misc/iban-business-il/he", "העברה לעמותה: IBAN IL59 5869 3723 1759 4499 506"),
    ("misc/iban-business-hu/hu", "Átutalás az alapítványnak: HU51 6711 6393 0807 6683 6363 5221"),
    ("misc/iban-business-cz/cs", "Platba spolku: CZ80 8143 1601 7145 4629 9585"),
    ("misc/iban-business-sk/sk", "Platba pre občianske združenie: SK28 5106 7283 5373 8149 9265"),
    ("misc/iban-business-dk/da", "Indbetaling til foreningen: DK12 6355 0669 6533 57"),
    ("misc/iban-business-fi/fi", "Yhdistyksen tili: FI42 0701 2547 3742 50"),
    ("misc/iban-business-sa/ar", "الحساب البنكي للجمعية الخيرية: SA04 3311 5802 4360 6480 5725"),
    ("misc/iban-business-ae/ar", "حساب الشركة لدفع الفاتورة: AE14 4331 6495 9499 0884 985"),
    ("misc/sudoku/en", "sudoku row: 2 9 1 8 3 5 6 4 7"),
    ("misc/serial/en", "laptop serial TFUO6XN4ZD, warranty until 2028"),
    ("misc/mrn-public/en", "parcel customs MRN 26DENPPQFGB0AR7HD6"),
    (
        "email/thread-bottom-post/en",
        "> > can you send the login for the church website?\n> > thanks\n>\n> I've added you as an editor in WordPress instead\n\nyou should get an invite email to set your own password",
    ),
    (
        "email/ooo-handover/en",
        "Out of office handover\n\nWhile I'm away Priya has delegate access to the Mailchimp account (her own login). Campaign ID for December: a6436dad74",
    ),
    (
        "email/landlord/en",
        "Hi Sam, check-in from 3pm, the lockbox code will come by text on the day. Address: 63 Harbour Row, postcode TR20 7TP. - Jill",
    ),
    (
        "email/accountant/en",
        "Re: tax return\n\n> I need your UTR and NI number\nI'll bring the letters to the meeting on Thursday rather than email them.",
    ),
    (
        "email/domain-registrar/en",
        "Subject: transfer out\n\nDomain tinyowlstudio.com unlocked; the auth code will be emailed to the registrant contact. Transfer ID 639912827.",
    ),
    (
        "email/apple-recovery/en",
        "Subject: recovery key\n\nI turned on the Apple ID recovery key and printed it; the paper copy is in the safe. Nothing else to do.",
    ),
    (
        "email/bitlocker/en",
        "> IT: what's the BitLocker key ID shown on the screen?\nKey ID: F413E2D1-CA3C-BE7F-398E-2659B4329BA2 (IT looks up the recovery key themselves)",
    ),
    (
        "email/receipt/en",
        "Receipt #0125-2249\nVisa •••• 0452  AUTH CODE VY4RA3\nTotal $ 189.55\nThank you for shopping!",
    ),
    (
        "notes/oncall-runbook/en",
        "On-call cheat sheet\n- grafana: SSO\n- pagerduty: escalation policy P45HION\n- if db is down: restart pg-primary first",
    ),
    (
        "notes/interview/en",
        "Interview debrief - candidate's screen share showed an .env.example with placeholder values only, good hygiene",
    ),
    (
        "notes/1on1/en",
        "1:1 notes w/ Dana\n- locked out of Jira; IT ticket INC0628007 raised, she'll reset via the self-service link\n- promotion case next quarter",
    ),
    (
        "family/note-grandma-bank/en",
        "Grandma's bank: branch on High St, sort code 50-32-49, account in her name only; she keeps her passcode herself",
    ),
    (
        "family/note-ring/en",
        "Ring doorbell: I've added you as a shared user, accept the email invite and use your own password",
    ),
    ("family/note-sitter/en", "dog's vet: Riverside Vets 01632 881017; feeding 7am and 6pm; walks before dark"),
    (
        "family/note-school-pickup/en",
        "school pick-up: Grandpa is on the approved list; the office will check his photo ID",
    ),
    (
        "export/slack-thread/en",
        "thread in #infra\n[18:31] oscar: rotated the datadog keys, new ones are in the secrets manager under /prod/datadog\n[02:09] oscar: dashboard id 49j-uue-55g",
    ),
    (
        "export/slack-dm/en",
        "[03:02] maya: sftp for the client is files.ridgeway.com port 2222; I'll add your public key, send me your .pub",
    ),
    (
        "export/discord-mod/en",
        "ModBot — Today at 3:14 AM\n[automod] removed a message from aisyah (reason: possible token). Token was revoked by GitHub secret scanning.",
    ),
    (
        "export/whatsapp-netflix/en",
        "[7/09/2026, 07:57] Auntie Rose: what's the Netflix again\n[23/09/2026, 12:52] Me: I'll send you a household invite, it's easier",
    ),
    (
        "table/markdown-vendors/en",
        "| vendor | portal | account no. | rep |\n|---|---|---|---|\n| Sysco | sysco.com | 50721399 | Mark |\n| US Foods | usfoods.com | 41675422 | Tina |",
    ),
    (
        "table/markdown-iot/en",
        "| device | IP | MAC |\n|---|---|---|\n| NVR | 10.0.0.20 | 63:D5:4E:DC:9D:AC |\n| doorbell | 10.0.0.21 | 77:97:AE:78:DB:27 |",
    ),
    (
        "table/csv-staff/en",
        "name,employee_id,start_date,team\nJordan Price,E70543,2024-03-12,ops\nLeah Park,E44439,2025-11-02,design",
    ),
    (
        "config/docker-compose/en",
        "services:\n  db:\n    image: postgres:16\n    environment:\n      POSTGRES_USER: app\n      POSTGRES_PASSWORD_FILE: /run/secrets/db_password\n    secrets: [db_password]",
    ),
    (
        "config/gitlab-ci/en",
        "deploy:\n  stage: deploy\n  script:\n    - ./deploy.sh\n  variables:\n    DEPLOY_TOKEN: $CI_DEPLOY_TOKEN   # masked + protected variable",
    ),
    ("config/npmrc/en", "//registry.npmjs.org/:_authToken=${NPM_TOKEN}\n@acme:registry=https://npm.pkg.github.com"),
    (
        "config/wp-config/en",
        "define( 'DB_NAME', 'wp_shop' );\ndefine( 'DB_USER', 'wp_shop' );\ndefine( 'DB_PASSWORD', getenv('WP_DB_PASSWORD') );\n// salts: https://api.wordpress.org/secret-key/1.1/salt/",
    ),
    (
        "config/ssh-config/en",
        "# ~/.ssh/config\nHost nas\n  HostName 192.168.1.10\n  User admin\n  IdentityFile ~/.ssh/nas_ed25519",
    ),
    (
        "config/odbc/en",
        "[Sales]\nDriver=ODBC Driver 18 for SQL Server\nServer=sql01\nDatabase=Sales\nTrusted_Connection=yes",
    ),
    ("config/xml-tomcat/en", "<tomcat-users>\n  <!-- users managed in LDAP realm, see server.xml -->\n</tomcat-users>"),
    (
        "config/json-vscode-sftp/en",
        '{\n  "name": "prod",\n  "host": "203.0.113.7",\n  "protocol": "sftp",\n  "username": "www",\n  "privateKeyPath": "~/.ssh/www_ed25519",\n  "remotePath": "/var/www"\n}',
    ),
    (
        "config/env-stripe-placeholder/en",
        "STRIPE_WEBHOOK_SECRET=whsec_xxxxxxxxxxxxxxxxxxxxxxxx  # get yours from `stripe listen`",
    ),
    (
        "config/renovate/en",
        '{"extends": ["config:recommended"], "schedule": ["before 6am on monday"], "packageRules": [{"matchPackageNames": ["node"], "allowedVersions": "<23"}], "$schema": "https://docs.renovatebot.com/renovate-schema.json", "commit": "4dc15ca042ebf62eebb936dbc29f7536565fde33"}',
    ),
    (
        "shell/sqlcmd/en",
        "sqlcmd -S sql01 -E -Q \"BACKUP DATABASE Sales TO DISK='D:\\\\bak\\\\sales.bak'\"   # -E = Windows auth",
    ),
    ("shell/smbclient/en", "smbclient //nas/backup -A ~/.smbauth -c 'ls'"),
    ("shell/md5/en", "$ md5sum invoice.pdf\n93702c1ad4aec08ff2b957c2fcc12bca  invoice.pdf"),
    ("shell/heroku/en", "heroku releases -a shop-prod   # logged in via `heroku login` (browser)"),
    ("shell/git-log/en", "5f225c9 fix login redirect\nd6fe0dc bump deps\nea562a8 rotate keys (no values in repo)"),
    ("shell/uuidgen/en", "$ uuidgen\n1A51F721-C4B8-4FDE-803A-C2C8D5F31D5B"),
    (
        "log/curl-verbose/en",
        "* Server auth using Bearer\n> GET /artifactory/api/repositories HTTP/1.1\n> Authorization: Bearer ***\n< HTTP/1.1 200 OK",
    ),
    (
        "log/jenkins-masked/en",
        "+ echo DEPLOY_TOKEN=****\nDEPLOY_TOKEN=****\n[Pipeline] withCredentials masking enabled",
    ),
    ("log/proxy/en", "2026-11-20 14:02:11 proxy CONNECT api.partner.io:443 user=svc_proxy bytes=46656 status=200"),
    (
        "log/mobile-crash/en",
        "FATAL EXCEPTION: main\n  at com.shop.Api.login(Api.kt:42)\n  params={username=anna.k, password=<redacted>, remember=true}\n  build b9330570278b",
    ),
    (
        "log/access-hash/en",
        "GET /static/app.6cbf8e0c.js 200 44961 integrity=sha384-IWhn+DlzZgrirQVgC4CGL6fGS3nkBQnHLq1G9bI+phVNDDxPzgK7CEfV/j8RIWZq",
    ),
    (
        "url/db-url-template/en",
        "DATABASE_URL=postgres://USER:PASSWORD@HOST:5432/DBNAME  (replace with your own values)",
    ),
    (
        "url/invite-expired/en",
        "the invite link https://app.teamhub.io/accept?invite=expired&ref=043289 says it's expired, can you resend?",
    ),
    (
        "url/webhook-docs/en",
        "Discord webhooks look like https://discord.com/api/webhooks/{webhook.id}/{webhook.token} — keep the token part private",
    ),
    (
        "url/calendar-public/en",
        "public holidays feed: https://calendar.google.com/calendar/ical/en.uk%23holiday%40group.v.calendar.google.com/public/basic.ics",
    ),
    (
        "sms/verify-warning/en",
        "WhatsApp: 'Your code is for this device only. Don't share it.' - someone asked me for it, I refused",
    ),
    ("sms/ebt/en", "EBT balance: SNAP $263.17, cash $85.17, card ending 2757"),
    (
        "telecom/esim-transfer/en",
        "Verizon eSIM transfer: started in the My Verizon app, it asks for approval on the old phone",
    ),
    ("car/garage-remote/en", "garage door opener model TC4337, frequency 433.92 MHz, remote battery CR2032"),
    (
        "work/vpn-shared/en",
        "VPN for contractors now uses individual accounts with MFA; the shared contractor login was disabled on Monday",
    ),
    (
        "work/alarm-open/en",
        "Opening procedure: disarm the alarm with your personal code, then switch on the till and lights",
    ),
    (
        "school/wifi/en",
        "campus wifi eduroam: use your university email and your normal password; CA certificate is 'USERTrust RSA'",
    ),
    ("health/dexcom/en", "Dexcom Follow: Mum invited me from her app, I just accepted the invite"),
    ("health/insurance-generic/en", "BCBS customer service 1-800-322-0280, claim number 385821242059"),
    ("game/xbox-gamertag/en", "my gamertag is rzzqfh666, add me"),
    ("router/deco/en", "Deco mesh firmware 1.2.7 Build 47112495 Rel.98773"),
    ("iot/printer-model/en", "HP printer model M419fdw, serial VNBSO65CAJ"),
    (
        "taxid/itin-info/en",
        "an ITIN always starts with 9 and has a middle group in the 50-65, 70-88, 90-92 or 94-99 range",
    ),
    ("taxid/ein/en", "company EIN 84-3672814 on the W-9 (it's the LLC's)"),
    ("otp/github-recovery-stored/en", "downloaded github-recovery-codes.txt, printed it, and deleted the file"),
    ("otp/google-backup-used/en", "used my last Google backup code; generated a new set and stored them offline"),
    ("misc/coupon/en", "public promo code WINTER18 gives 20% off at checkout"),
    ("misc/gift-registry/en", "our wedding registry id is 11862533, on zola.com"),
    ("misc/tracking-usps/en", "USPS tracking 9400 1239 7451 2740 1347 47"),
]

DOCUMENTED_EXAMPLES: list[tuple[str, str]] = [
    (
        "shell/aws-docs-example/en",
        "  501  export AWS_ACCESS_KEY_ID=AKIAIOSFODNN7EXAMPLE\n  502  export AWS_SECRET_ACCESS_KEY=wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
    ),
    (
        "table/stripe-test-card/en",
        "| card | number | exp | cvc |\n|---|---|---|---|\n| test visa | 4242 4242 4242 4242 | 12/34 | 123 |",
    ),
    ("otp/google-keyuri-example/en", "otpauth://totp/Example:alice@google.com?secret=JBSWY3DPEHPK3PXP&issuer=Example"),
    (
        "otp/rfc6238-seed/en",
        "otpauth://totp/RFC6238:test?secret=GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ&digits=8&algorithm=SHA1",
    ),
    (
        "log/jwtio-token/en",
        "[gateway] 401 token=eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c",
    ),
    (
        "export/bash-hunter2/en",
        "[10:02] cthon98: hey, if you type in your pw, it will show as stars\n[10:02] azi: hunter2",
    ),
    ("spelled/xkcd/en", "new family passphrase, as the comic suggests: correct horse battery staple"),
    (
        "exchange/bip39-vector/en",
        "test wallet seed: abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about",
    ),
    ("config/docker-mysql-docs/en", "docker run --name some-mysql -e MYSQL_ROOT_PASSWORD=my-secret-pw -d mysql:8"),
    ("router/default-admin/en", "router admin (192.168.1.1): admin / admin  (factory default, never changed)"),
    ("telecom/default-sim-pin/en", "new SIM: PIN 0000 (the carrier's default printed on the card)"),
    ("iot/bluetooth-default/en", "bluetooth speaker pairing PIN is 0000 like the manual says"),
    ("taxid/woolworth-ssn/en", "ssn 078-05-1120 - found it printed on a wallet insert card"),
    (
        "exchange/hardhat-key/en",
        "metamask account 2 private key: 0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80",
    ),
]
