"""Held-out evaluation corpus #29 for the zeusmem write gate: A FILM AND TELEVISION PRODUCTION ON LOCATION (a feature
or drama series shooting away from home: the production office, the unit base of trucks and trailers, the studio
stages, the camera department and the DIT cart, the edit suite and post house, the rented location houses, the crew
hotels and hire cars), with an assistant. The memories are the ones an agent keeps for production coordinators,
assistant directors, location managers, camera assistants, data wranglers / DITs, editors, costume and make-up
crews, drivers, electricians and the daily hires: the honeywagon and make-up trailer door codes, the crew entrance
keypad printed on the call sheet, the lock-up truck and generator-cage padlocks, the key safe at a location house and
its alarm code, the production office and hotel Wi-Fi keys, the password written on gaffer tape on an encrypted
shuttle drive, the RAID volume password in a DIT report, the screening-link and script-PDF passwords, the edit NAS
and expenses-system logins, the crew payroll / timecard apps' one-time codes, the fuel-card and petty-cash card PINs
and the crew's own money secrets (an ATM PIN given to a colleague to send money home, a PIN for an electronic-ID
signature). Credentials travel fast because a crew is assembled for weeks, works at a new place every few days,
runs on walkie-talkies, call sheets, department group chats and whiteboards, and mixes local crew with visiting
heads of department. The BENIGN side is the production's dense paperwork with the credential taken out: shooting
day numbers, scene / episode / cut-version numbers, drive and card labels, RAID names, stage numbers, walkie
channels, extensions, locker numbers, vehicle plates, fuel-card endings with expiry dates, timecard hours, per diem
amounts and payment references, hotel and ferry booking numbers, plus "the runners have the keys", "security will
sign you in", "PW from the DIT", "in 1Password", "sent by text", "ask the producer".

Who / when / how
    Written on 2026-12-07 by the twenty-ninth independent evaluation-data author (helper session seccorp29, branch
    seccorp29), blind: I did not open anything under zeusmem/ or docs/, no test file and no other corpus's entries,
    did not grep the repository's files, did not run git log, did not import zeusmem and never ran the gate or any
    other secret detector on these texts; nothing here is fitted to a detector and I wrote no scoring test. The only
    repository texts I read were the module docstring of tests/independent/secrets_heldout28.py (printed with
    ast.get_docstring, nothing after it) and the [tool.ruff] sections of pyproject.toml (printed with the sed command
    given in my brief). The worktree was created with `git worktree add -q`, which printed nothing. No slip that I
    know of. After committing I read the commit hash with git rev-parse only.
    I read #28's docstring only, so I could avoid #28's emphasis, languages and documented examples and #8 - #27's
    emphases as #28's docstring lists them, but not #27's or earlier corpora's languages or documented examples
    (#28's docstring names its own languages and says only that they are none of #27's); some of my languages or
    defaults may therefore repeat #27 or an earlier corpus. The search tool was used only to check the documented
    examples below. I never ran ruff format; the only tools run on this file are ruff check and a parse / import /
    duplicate / overlap check of my own. Texts were written by hand as templates with slots in a throw-away generator
    under /tmp that is not committed (random.Random(2026120729)); each slot set fills a secret template and its benign
    twin, so the twins share names, places, SSIDs, logins, day, drive, card, stage, room, locker and plate numbers,
    times, dates and amounts; every instance draws fresh secret values. When a benign twin came out identical to an
    earlier text the instance was redrawn (the pair is dropped together, never one side alone). English has 14
    templated pairs (5 instances each) plus 12 hand-written pairs (1 instance each). Icelandic, Georgian, Czech,
    Korean, Japanese, Turkish, Greek, Hebrew and Thai each have 8 pairs (3 instances each), written per language
    rather than translated from one set: the situations differ by language (Icelandic: the guesthouse key box for
    the 4x4 keys, a payroll-portal code, the production office Wi-Fi in JSON, the dailies-site login, a fuel-card PIN
    in a voice note, the location-house alarm over the walkie, a costume-truck door code on the whiteboard written
    before its label, an electronic-ID signing PIN; Georgian: the studio side door with a trailing #, a bank OTP, an
    editor's laptop password, a shuttle-drive label, a card PIN for cash, the location Wi-Fi in YAML, the generator
    padlock on the whiteboard, an expenses-system password in JSON; Korean: a make-up bus door lock with a trailing
    star, a web-hard login, a [Web발신] verification SMS, the set Wi-Fi, a corporate-card PIN, an equipment-locker
    note, the car-park barrier code on the daily schedule, an OTP read out in the group chat; Japanese: the edit NAS
    login, a location-lunch ordering app code, the studio back-door number on the call sheet, a location house key
    box, the base Wi-Fi, a petty-cash card PIN, a drive label, a costume locker list in CSV; Turkish: the set-house
    garden gate, a bank OTP, the edit PC, a location list in CSV, a fuel-card PIN, a memory-card case label, the
    trailer door on the whiteboard, a per diem card PIN in JSON; Greek: the harbour store door, a card OTP, a truck
    fuel-card PIN, the base Wi-Fi, a villa alarm in a voice note, a script PDF password by e-mail, the sparks-truck
    padlock, a casting-platform login in CSV; Hebrew: the base gate in Jaffa, a payment OTP, the production-system
    password, a location flat's key safe, the Wi-Fi list in CSV, a costume locker label, the office alarm, a fuel
    card's secret code in JSON; Thai: the equipment store door, a bank OTP with its letter Ref code, the expenses
    login, an ATM PIN asked of a colleague, the hotel Wi-Fi, a van padlock sign, the dressing-room door on the
    whiteboard, a temporary edit-system password by e-mail), with each language's own words (lykilorð / PIN-númer /
    kóði, პაროლი / პინი / კოდი, heslo / kód / kombinace, 비밀번호 / 비번 / 인증번호, パスワード / 暗証番号 / 認証コード,
    şifre / parola / doğrulama kodu, κωδικός / PIN / κωδικός μιας χρήσης, סיסמה / קוד / קוד סודי / קומבינציה, รหัสผ่าน /
    รหัส / OTP). In the third Thai instance of every pair, numeric slots (codes, PINs, OTPs, padlocks, days, dates,
    times, amounts, references) are written in Thai digits on both sides; passwords and Wi-Fi keys stay in Latin
    characters, as phones type them. Slot values: people's names of the language in their own scripts (Georgian
    Mkhedruli, Hangul, kanji / kana, Greek, Hebrew, Thai), logins built from the name, places, SSIDs in the shapes of
    local ISP routers (iptime, aterm, KT_GiGA, TurkTelekom, COSMOTE, Bezeq, TRUE / AIS), hotels, shooting days,
    drive labels, card ranges, stage, room, locker, walkie-channel and extension numbers, plates, dates (dd.mm),
    times, amounts and payment references. Secret values: door / gate / keypad / key-safe / alarm codes of 4 - 5
    digits (with a trailing # or * where that keypad wants it), PINs of 4 digits, padlock and locker combinations of
    3 - 4 digits, 6-digit one-time codes, passwords in four styles (Word + digits + symbol, word.word + year, three
    dashed words, 12 random characters) from transliterated words of the language, Wi-Fi keys in three styles (14
    random characters, two words + digits, 10 digits). The English templates add a padlock and an alarm code spelled
    in words (in a voice note and over the walkie), a DIT report, a call sheet, a costume locker CSV with two rows and
    a stage whiteboard with the code before its label; the hand-written English pairs add a camera's WLAN key on a
    tape label, a corrected stage-door code (the benign twin corrects an extension with the same digits), a VFX upload
    password spelled in the NATO alphabet, Google-style backup codes in JSON, a hotel room-safe code, a
    supporting-artist holding-area door code, a Slack bot token in an env line (xoxb- shape, made up), a storage-unit
    gate code, a hire-car unlock code by SMS, a float-card PIN in a per diem envelope, a script attachment password
    and a generator-cage padlock repeated over the walkie. Every value is made up and nothing is live. The
    translations are mine and plain; a native speaker will find some stiff (Georgian, Thai and Icelandic most of
    all), names are dropped into slots uninflected where the language wants a case ending (Icelandic and Czech
    especially; Georgian "-ის" is glued to the full name), and Hebrew verbs are not always in the right gender.

Emphasis (chosen to differ from #8 - #28, whose docstrings, as #28's lists them, cover voice, support chats, OCR,
devops, pasted documents, e-mails, configs, shell history, SQL dumps, SMS codes, split / spelled secrets, tool calls,
source code, family chats, personal ids, CI logs, payments, government portals, IoT, code-switching, hand-overs,
notes, crypto, home services, DSNs, API providers, messaging, lock codes, school portals, games, Wi-Fi, dotfiles,
health / tax apps, travel, landlords, carers, jobs, config formats, everyday places, request dumps, logs, exports,
recovery material, telephone codes, small businesses and trades, an extractor's output, long documents, corrections
in dictation, #24's volunteer-run organisation, #25's digital legacy, #26's merchant ship, #27's hospital ward and
#28's harvest farm)
    1. The film and television industry on location: a temporary workplace that moves every few days. The
       credentials guard media (encrypted shuttle drives, RAID volumes, the edit NAS, screening links, script PDFs),
       kit (lock-up trucks, generator cages, equipment stores, cameras), borrowed places (location houses with key
       safes and alarms, studio stages, storage units) and the crew's lodging and money (hotel Wi-Fi and room safes,
       fuel, petty-cash and per diem cards, payroll / timecard apps). A crew member's own bank or ATM PIN handed to a
       colleague is SECRET.
    2. Production identifiers as the look-alike: shooting day "N of 60", scene / episode / cut numbers, camera-card
       ranges (A012-B012), drive labels (C017), RAID names (STORM-4), stage numbers, walkie channels, extensions,
       locker numbers, plates, fuel-card endings with expiry, timecard hours, per diem amounts, payment, booking and
       order references, a camera serial number and SSID on a tape label, and a Thai OTP's letter Ref code.
    3. Ways of writing credentials down that are new to the series or rare in it: gaffer-tape labels on drives and
       cases (tapelabel, OCR'd), the call sheet's notes, the DIT report, the walkie-talkie transcript, the department
       whiteboard, a crew list or location list as CSV (comma and semicolon), YAML location records, beside unit
       group chats, voice notes, SMS, memory lines, JSON records and e-mails. The value sits after its word, before
       it (whiteboard "1234 ← door", "1234# = stage door"), on its own line, in a CSV cell, in a JSON or YAML field, and
       spelled in words.
    4. Languages: 10 (English, Icelandic, Georgian, Czech, Korean, Japanese, Turkish, Greek, Hebrew, Thai), none of
       #28's non-English ones, in eight scripts (Latin with Icelandic and Czech letters, Georgian, Hangul, Japanese
       kanji and kana, Greek, Hebrew written right to left with Latin values inside, Thai with Thai digits), chosen
       for where productions shoot (Iceland's south coast, Tbilisi, Prague and Kutná Hora, Paju and Busan, Kyoto's
       Uzumasa studios, Istanbul, the Greek islands, Jaffa and Akko, Krabi and Bangkok).

Labelling decisions
    SECRETS: anything that admits, unlocks or spends on its own or with a public identifier (login, SSID, locker,
    drive label, plate, card ending). Judgement calls:
    (a) a door, gate, keypad, key-safe, alarm, locker or padlock code is SECRET when the text gives the current value,
        even beside a corrected old value; no benign text gives an old, changed or revoked value;
    (b) a crew member's bank or ATM card PIN written in a chat or voice note is SECRET;
    (c) a drive label, card range, RAID name, stage, extension, locker number, plate, fuel-card ending with expiry,
        booking / payment reference, camera serial or a login name alone is BENIGN (notcred / masked); the same
        login with a password is SECRET;
    (d) a one-time code in an SMS is SECRET (kind otp), also when a letter Ref code stands beside it; an SMS with a
        payment, timecard or booking reference is BENIGN;
    (e) "the runners have the keys", "security signs you in", "PW from the DIT", "sent by text", "in 1Password",
        "ask the producer", "set by wearer", "unencrypted" are BENIGN; a masked value (********) is BENIGN;
    (f) the documented examples are factory defaults that are still in place on a device, or published documentation
        example keys written into a config as if in use, so they are SECRET.

Labels
    (label, text) with label = "form/kind/lang" as in #17 - #28; lang is ISO 639-1 (is, ka, cs, ko, ja, tr, el, he,
    th). The form is the same in both lists of a pair: unitchat (a department's or the unit's group chat), voicenote
    (a voice-note transcript), memory (an assistant memory line), json (a memory-extraction record), yaml (a location
    record), csv (a crew, location or locker list), sms (a text message), inbox (an e-mail), callsheet (call-sheet
    notes), ditreport (a DIT / data-wrangler report), tapelabel (OCR of a tape label on a drive or case), whiteboard
    (OCR of a photographed department whiteboard), ocr (OCR of a sign or label), walkie (a walkie-talkie
    transcript), notes (a note). A SECRETS kind names the credential, reusing #28's vocabulary (password, doorcode -
    also used for gates, keypads and barriers -, pin, wifi, locker, keysafe, passcode, otp, padlock, alarm, recovery)
    plus apikey (an API token); a BENIGN kind names how the value is kept out, as in #28 (absent, withheld, notcred,
    advice, masked, vaultref). DOCUMENTED_EXAMPLES use form "documented" and name the product in the text.

Counts (computed by the throw-away generator after dropping duplicates)
    SECRETS: 298  (non-English: 216, 72 %)
        by language: en 82, is 24, ka 24, cs 24, ko 24, ja 24, tr 24, el 24, he 24, th 24
        by kind: password 67, doorcode 54, pin 39, otp 36, wifi 36, padlock 18, alarm 17, keysafe 14, locker 14, recovery 1, passcode 1, apikey 1
        by form: memory 42, unitchat 37, sms 33, voicenote 33, json 27, whiteboard 26, csv 20, inbox 15, tapelabel 14, callsheet 14, yaml 11, ocr 11, walkie 9, ditreport 5, notes 1
    BENIGN: 298  (non-English: 216, 72 %)
        by language: en 82, is 24, ka 24, cs 24, ko 24, ja 24, tr 24, el 24, he 24, th 24
        by kind: withheld 140, absent 71, notcred 47, advice 23, vaultref 10, masked 7
        by form: memory 42, unitchat 37, sms 33, voicenote 33, json 27, whiteboard 26, csv 20, inbox 15, tapelabel 14, callsheet 14, yaml 11, ocr 11, walkie 9, ditreport 5, notes 1
    DOCUMENTED_EXAMPLES: 13 (counted in neither figure)

DOCUMENTED_EXAMPLES
    Published defaults and documentation examples quoted in the production setting (office phones, studio cameras,
    the unit-base access point, an old server in the cutting room, the DIT's upload config), avoiding #28's list;
    checked with the search tool: Ubiquiti UniFi devices in factory-reset (unadopted) state, SSH user ubnt / password
    ubnt (unihosted.com's "Default SSH Credentials in UniFi Network Devices" and default-password.com's UBNT page);
    MOBOTIX cameras' factory admin user admin / password meinsm (the MOBOTIX online help "Managing Users and
    Passwords" and the M10 user manual on manymanuals.com); AXIS 2100 / 2120 network cameras' default root / pass
    (the AXIS 2100 and 2120 user's manuals on manualsdump.com and manualsdir.com); Polycom phones' default
    administrative password 456 and user password 123 (Polycom's own Trio deployment guide, documents.polycom.com,
    "Administrator and User Passwords"); Yealink SIP-T2x enterprise phones' web admin / admin (the Yealink SIP-T26P
    user guide on manualshive.com); the Yealink VC400's default administrator password 0000 (its administrator's
    manual on manualarchiveguide.com); the Cobalt Qube 3's admin / admin after a reset-button reset (its user manual
    on manualshelf.com); AWS's documentation example key pair AKIAIOSFODNN7EXAMPLE /
    wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY (as reproduced in IBM Cloud Object Storage's "Create AWS shared
    credentials" page, ibm.com/docs); and Stripe's sample test secret key sk_test_BQokikJOvBiI2HlWgH4olfQ2 (Stripe's
    API reference, docs.stripe.com/api/authentication). Several are secondary sources, not the vendors' own pages,
    and the UniFi, Axis and Yealink defaults vary by model and firmware (newer Axis firmware forces a root password
    at first login; adopted UniFi devices get new credentials). MOBOTIX and AXIS appear twice each (English plus
    Japanese or Turkish), the AWS pair twice (credentials file and shell exports).

Limits
    The non-English side is template-based: 8 situations per language in 3 instances each, so it measures breadth
    across languages and scripts more than variety within one, and the 3 instances of a pair differ only in slot
    values. English is 70 templated texts plus 12 hand-written ones per side. The rarer kinds (recovery, passcode,
    apikey) have one text each, and only the Slack-shaped token and the documented examples are machine credentials;
    OTPs come mostly as SMS that say "code" outright. Benign kinds are dominated by withheld and absent; masked and
    vaultref are thin. Native digits appear only in the third Thai instance. Values in records whose key names them
    (JSON "pin", "비번", "κωδικός", YAML "key_safe") are common, while word-valued secrets are few (the spelled
    padlock and alarm codes, the NATO-alphabet password). Hebrew and Georgian were written by someone who does not
    speak them well, and nothing here was checked by a film crew member or a native speaker.
"""

from typing import List, Tuple

SECRETS: List[Tuple[str, str]] = [
    ('whiteboard/doorcode/is', 'DAGUR 44\nRúta kl. 17:45\n3482 ← hurðin á búningabílnum\nHádegismatur í tjaldinu'),
    ('whiteboard/doorcode/is', 'DAGUR 31\nRúta kl. 15:15\n8222 ← hurðin á búningabílnum\nHádegismatur í tjaldinu'),
    ('whiteboard/doorcode/is', 'DAGUR 20\nRúta kl. 18:00\n2354 ← hurðin á búningabílnum\nHádegismatur í tjaldinu'),
    ('memory/pin/is', 'PIN-númer Gunnar Árnason fyrir rafræn skilríki í símanum er 1365, til að undirrita verktakasamninginn'),
    ('memory/pin/is', 'PIN-númer Katrín Magnúsdóttir fyrir rafræn skilríki í símanum er 3496, til að undirrita verktakasamninginn'),
    ('memory/pin/is', 'PIN-númer Ólafur Helgason fyrir rafræn skilríki í símanum er 2968, til að undirrita verktakasamninginn'),
    ('unitchat/keysafe/is', 'Lykilboxið við gistiheimilið á Húsavík: kóðinn er 5943. Lyklarnir að jeppunum eru inni, skilið þeim fyrir kl. 12:15.'),
    ('unitchat/keysafe/is', 'Lykilboxið við gistiheimilið á Húsavík: kóðinn er 2802. Lyklarnir að jeppunum eru inni, skilið þeim fyrir kl. 12:00.'),
    ('unitchat/keysafe/is', 'Lykilboxið við gistiheimilið á Skógar: kóðinn er 8200. Lyklarnir að jeppunum eru inni, skilið þeim fyrir kl. 14:15.'),
    ('sms/otp/is', '714647 er staðfestingarkóðinn þinn fyrir Launagátt. Ekki deila honum með neinum.'),
    ('sms/otp/is', '628168 er staðfestingarkóðinn þinn fyrir Launagátt. Ekki deila honum með neinum.'),
    ('sms/otp/is', '255810 er staðfestingarkóðinn þinn fyrir Launagátt. Ekki deila honum með neinum.'),
    ('json/wifi/is', '{"staður": "framleiðsluskrifstofa, Húsavík", "net": "Framleidsla", "lykilorð": "heklaEldfjall518", "tengiliður": "Katrín Magnúsdóttir"}'),
    ('json/wifi/is', '{"staður": "framleiðsluskrifstofa, Húsavík", "net": "Lon_Cafe", "lykilorð": "fjordurEldfjall628", "tengiliður": "Guðrún Einarsdóttir"}'),
    ('json/wifi/is', '{"staður": "framleiðsluskrifstofa, Þingvellir", "net": "Gistiheimili_Vik", "lykilorð": "6691525448", "tengiliður": "Katrín Magnúsdóttir"}'),
    ('memory/password/is', 'Sigurður Jónsson skráir sig inn á dagstökusíðuna sem siggi.j; lykilorðið er eldfjall.fjordur2024'),
    ('memory/password/is', 'Gunnar Árnason skráir sig inn á dagstökusíðuna sem gunnar.a; lykilorðið er Kleina147*'),
    ('memory/password/is', 'Katrín Magnúsdóttir skráir sig inn á dagstökusíðuna sem katrin.m; lykilorðið er Jokull3834#'),
    ('voicenote/pin/is', 'já hæ þetta er Sigurður Jónsson, PIN-númerið á bensínkortinu fyrir bílinn IH-739 er 8454, ekki týna kvittununum'),
    ('voicenote/pin/is', 'já hæ þetta er Katrín Magnúsdóttir, PIN-númerið á bensínkortinu fyrir bílinn TD-114 er 9983, ekki týna kvittununum'),
    ('voicenote/pin/is', 'já hæ þetta er Katrín Magnúsdóttir, PIN-númerið á bensínkortinu fyrir bílinn JL-657 er 0357, ekki týna kvittununum'),
    ('walkie/alarm/is', '[rás 7] Gunnar Árnason: öryggiskerfið í húsinu á tökustað, kóðinn er 1060, slökkvið strax þegar þið komið inn, skipti.'),
    ('walkie/alarm/is', '[rás 13] Ólafur Helgason: öryggiskerfið í húsinu á tökustað, kóðinn er 3301, slökkvið strax þegar þið komið inn, skipti.'),
    ('walkie/alarm/is', '[rás 12] Birna Þórsdóttir: öryggiskerfið í húsinu á tökustað, kóðinn er 5266, slökkvið strax þegar þið komið inn, skipti.'),
    ('whiteboard/padlock/ka', 'დღე 7\nგენერატორის ბოქლომი — 2775\nკვება 19:30'),
    ('whiteboard/padlock/ka', 'დღე 39\nგენერატორის ბოქლომი — 2050\nკვება 20:15'),
    ('whiteboard/padlock/ka', 'დღე 20\nგენერატორის ბოქლომი — 9575\nკვება 20:30'),
    ('json/password/ka', '{"სერვისი": "ჩეკების სისტემა", "მომხმარებელი": "levan.j", "პაროლი": "me7ovhI8bWXN"}'),
    ('json/password/ka', '{"სერვისი": "ჩეკების სისტემა", "მომხმარებელი": "davit.m", "პაროლი": "gvino.mtsvane2024"}'),
    ('json/password/ka', '{"სერვისი": "ჩეკების სისტემა", "მომხმარებელი": "tamar.l", "პაროლი": "#5uTIr4emHtB"}'),
    ('unitchat/doorcode/ka', 'სტუდიის გვერდითა კარის კოდი: 9224# — ნინო ბერიძე'),
    ('unitchat/doorcode/ka', 'სტუდიის გვერდითა კარის კოდი: 1318# — ნინო ბერიძე'),
    ('unitchat/doorcode/ka', 'სტუდიის გვერდითა კარის კოდი: 2283# — თამარ ლომიძე'),
    ('sms/otp/ka', 'თქვენი ერთჯერადი კოდია 563431. არავის გაუზიაროთ.'),
    ('sms/otp/ka', 'თქვენი ერთჯერადი კოდია 034737. არავის გაუზიაროთ.'),
    ('sms/otp/ka', 'თქვენი ერთჯერადი კოდია 958745. არავის გაუზიაროთ.'),
    ('memory/password/ka', 'თამარ ლომიძე-ის ლეპტოპის პაროლი: tbilisi-gvino-kartuli (მონტაჟის ოთახი 329)'),
    ('memory/password/ka', 'გიორგი კაპანაძე-ის ლეპტოპის პაროლი: Mtatsminda6174& (მონტაჟის ოთახი 409)'),
    ('memory/password/ka', 'ანა გელაშვილი-ის ლეპტოპის პაროლი: mtvare.tbilisi2025 (მონტაჟის ოთახი 187)'),
    ('tapelabel/password/ka', 'SHUTTLE C004 / დღე 50 / პაროლი: ZKZitlYafKrC'),
    ('tapelabel/password/ka', 'SHUTTLE A029 / დღე 39 / პაროლი: eXGbPf0TpwTD'),
    ('tapelabel/password/ka', 'SHUTTLE A030 / დღე 23 / პაროლი: cinxspaz!%fd'),
    ('voicenote/pin/ka', 'თამარ ლომიძე, ბარათის პინი 8981-ია, გამოიტანე ორასი ლარი და დამიტოვე მანქანაში'),
    ('voicenote/pin/ka', 'ნინო ბერიძე, ბარათის პინი 8559-ია, გამოიტანე ორასი ლარი და დამიტოვე მანქანაში'),
    ('voicenote/pin/ka', 'თამარ ლომიძე, ბარათის პინი 2163-ია, გამოიტანე ორასი ლარი და დამიტოვე მანქანაში'),
    ('yaml/wifi/ka', 'ლოკაცია: სიღნაღი\nwifi: TBILISI-FILM\nპაროლი: khinkaliTbilisi103\nმფლობელი: ანა გელაშვილი'),
    ('yaml/wifi/ka', 'ლოკაცია: სოლოლაკი\nwifi: OldTown_Base\nპაროლი: 6926758808\nმფლობელი: დავით მაისურაძე'),
    ('yaml/wifi/ka', 'ლოკაცია: სოლოლაკი\nwifi: TBILISI-FILM\nპაროლი: nrGRwRntVbxxc6\nმფლობელი: დავით მაისურაძე'),
    ('whiteboard/alarm/cs', 'PRODUKCE – DEN 31\nalarm v kanceláři: 8362 + OFF\nodjezd 21:45'),
    ('whiteboard/alarm/cs', 'PRODUKCE – DEN 18\nalarm v kanceláři: 5861 + OFF\nodjezd 21:30'),
    ('whiteboard/alarm/cs', 'PRODUKCE – DEN 11\nalarm v kanceláři: 5034 + OFF\nodjezd 20:15'),
    ('voicenote/wifi/cs', 'Ahoj, tady Jakub Kučera, wifina na place je Barrandov-Crew a heslo je WpSoLk8Hxm83EE, jo a oběd je v 08:00'),
    ('voicenote/wifi/cs', 'Ahoj, tady Petr Svoboda, wifina na place je PRODUKCE a heslo je zmrzlinaMedved653, jo a oběd je v 08:15'),
    ('voicenote/wifi/cs', 'Ahoj, tady Tomáš Černý, wifina na place je PRODUKCE a heslo je kolacJablko202, jo a oběd je v 15:45'),
    ('callsheet/doorcode/cs', 'Poznámky k callsheetu, natáčecí den 52: kód od brány ateliéru 12 je 4638, parkování jen pro techniku.'),
    ('callsheet/doorcode/cs', 'Poznámky k callsheetu, natáčecí den 15: kód od brány ateliéru 10 je 7068, parkování jen pro techniku.'),
    ('callsheet/doorcode/cs', 'Poznámky k callsheetu, natáčecí den 14: kód od brány ateliéru 3 je 5725, parkování jen pro techniku.'),
    ('memory/password/cs', 'Heslo do Frame.io pro klienta je medved-knedlik-zmrzlina, login tomas.cerny@northlightpictures.co.uk'),
    ('memory/password/cs', 'Heslo do Frame.io pro klienta je C30ZZ2DiLa0f, login marketa.p@saltmarshproductions.com'),
    ('memory/password/cs', 'Heslo do Frame.io pro klienta je zmrzlina.vltava2025, login petr.svoboda@blackhollowfilms.com'),
    ('csv/pin/cs', 'jméno;oddělení;karta na diety;PIN\nJana Nováková;kostýmy;*8055;5115'),
    ('csv/pin/cs', 'jméno;oddělení;karta na diety;PIN\nPetr Svoboda;kostýmy;*0898;3837'),
    ('csv/pin/cs', 'jméno;oddělení;karta na diety;PIN\nJana Nováková;kostýmy;*4458;9588'),
    ('sms/otp/cs', 'Kód pro přihlášení do aplikace Výplatnice: 133622. Platí 5 minut.'),
    ('sms/otp/cs', 'Kód pro přihlášení do aplikace Výplatnice: 915018. Platí 5 minut.'),
    ('sms/otp/cs', 'Kód pro přihlášení do aplikace Výplatnice: 823974. Platí 5 minut.'),
    ('unitchat/padlock/cs', 'Visací zámek na kamerovém autě (zadní dveře) má kombinaci 6332, kdo zamyká poslední, napište mi. Jakub Kučera'),
    ('unitchat/padlock/cs', 'Visací zámek na kamerovém autě (zadní dveře) má kombinaci 2589, kdo zamyká poslední, napište mi. Tomáš Černý'),
    ('unitchat/padlock/cs', 'Visací zámek na kamerovém autě (zadní dveře) má kombinaci 3505, kdo zamyká poslední, napište mi. Lucie Dvořáková'),
    ('inbox/wifi/cs', 'Předmět: Wi-Fi v hotelu Hotel Alder\nDobrý den, síť Hotel_Hvezda, heslo 9553927550. Pokoje jsou k dispozici od 14:00.\nLucie Dvořáková'),
    ('inbox/wifi/cs', 'Předmět: Wi-Fi v hotelu Hotel Alder\nDobrý den, síť PRODUKCE, heslo medvedZmrzlina579. Pokoje jsou k dispozici od 14:00.\nJakub Kučera'),
    ('inbox/wifi/cs', 'Předmět: Wi-Fi v hotelu Hotel Alder\nDobrý den, síť KH_Penzion, heslo 9179760439. Pokoje jsou k dispozici od 14:00.\nPetr Svoboda'),
    ('callsheet/doorcode/ko', '일일촬영계획표 49회차\n장소: 인천 송도\n주차장 차단기 번호 1751#\n집합 13:15'),
    ('callsheet/doorcode/ko', '일일촬영계획표 21회차\n장소: 문경\n주차장 차단기 번호 7196#\n집합 10:15'),
    ('callsheet/doorcode/ko', '일일촬영계획표 50회차\n장소: 문경\n주차장 차단기 번호 2262#\n집합 14:45'),
    ('unitchat/otp/ko', '최유진: 제작사 계정 인증번호 806649 요, 3분 안에 입력하세요'),
    ('unitchat/otp/ko', '김민준: 제작사 계정 인증번호 964958 요, 3분 안에 입력하세요'),
    ('unitchat/otp/ko', '정하늘: 제작사 계정 인증번호 475680 요, 3분 안에 입력하세요'),
    ('unitchat/doorcode/ko', '분장차 도어락 비번 6434* 입니다 — 박지훈'),
    ('unitchat/doorcode/ko', '분장차 도어락 비번 8017* 입니다 — 이서연'),
    ('unitchat/doorcode/ko', '분장차 도어락 비번 3411* 입니다 — 김민준'),
    ('memory/password/ko', '김민준 조감독 웹하드 아이디 minjun.kim 비밀번호 saranghae.namsan2026'),
    ('memory/password/ko', '정하늘 조감독 웹하드 아이디 haneul.jung 비밀번호 O3hnZsOFno!v'),
    ('memory/password/ko', '박지훈 조감독 웹하드 아이디 jihoon.park 비밀번호 byeol-kimchi-saranghae'),
    ('sms/otp/ko', '[Web발신] 인증번호 [230802]를 입력해주세요. 타인에게 절대 알려주지 마세요.'),
    ('sms/otp/ko', '[Web발신] 인증번호 [619583]를 입력해주세요. 타인에게 절대 알려주지 마세요.'),
    ('sms/otp/ko', '[Web발신] 인증번호 [338771]를 입력해주세요. 타인에게 절대 알려주지 마세요.'),
    ('json/wifi/ko', '{"장소": "문경 세트장", "와이파이": "KT_GiGA_2G_A7F1", "비번": "IdngD8jN0t8sIp"}'),
    ('json/wifi/ko', '{"장소": "양평 세트장", "와이파이": "KT_GiGA_2G_A7F1", "비번": "9076101997"}'),
    ('json/wifi/ko', '{"장소": "양평 세트장", "와이파이": "iptime-prod", "비번": "doldamBada197"}'),
    ('voicenote/pin/ko', '어 나 김민준인데, 법카 비밀번호 7792이야, 오늘 밥차 그걸로 결제해'),
    ('voicenote/pin/ko', '어 나 박지훈인데, 법카 비밀번호 8270이야, 오늘 밥차 그걸로 결제해'),
    ('voicenote/pin/ko', '어 나 강도윤인데, 법카 비밀번호 7944이야, 오늘 밥차 그걸로 결제해'),
    ('ocr/locker/ko', '장비 보관함 76번\n자물쇠 번호 2498\n촬영부 외 사용금지'),
    ('ocr/locker/ko', '장비 보관함 21번\n자물쇠 번호 6750\n촬영부 외 사용금지'),
    ('ocr/locker/ko', '장비 보관함 133번\n자물쇠 번호 8540\n촬영부 외 사용금지'),
    ('tapelabel/password/ja', 'DAY17 / E014 / 暗号化済 / PW：9sQLGCEpxeRS'),
    ('tapelabel/password/ja', 'DAY51 / E012 / 暗号化済 / PW：Kaze440*'),
    ('tapelabel/password/ja', 'DAY20 / G039 / 暗号化済 / PW：kamogawa.kaze2024'),
    ('csv/locker/ja', '部署,氏名,ロッカー,番号\n衣装,高橋大輔,160,0051'),
    ('csv/locker/ja', '部署,氏名,ロッカー,番号\n衣装,渡辺さくら,49,9718'),
    ('csv/locker/ja', '部署,氏名,ロッカー,番号\n衣装,田中あおい,106,2898'),
    ('memory/password/ja', '高橋大輔さんの編集用NASのユーザー名はd.takahashi、パスワードはramen.tsuki2024'),
    ('memory/password/ja', '伊藤翔さんの編集用NASのユーザー名はs.ito、パスワードはnatsu.sakura2026'),
    ('memory/password/ja', '渡辺さくらさんの編集用NASのユーザー名はs.watanabe、パスワードはmomiji-kaze-kamogawa'),
    ('sms/otp/ja', '【ロケ弁手配】認証コード：848057（10分間有効）'),
    ('sms/otp/ja', '【ロケ弁手配】認証コード：879049（10分間有効）'),
    ('sms/otp/ja', '【ロケ弁手配】認証コード：515813（10分間有効）'),
    ('callsheet/doorcode/ja', '撮影所第4ステージ 裏口の暗証番号 2203\u3000※外部の方には教えないこと'),
    ('callsheet/doorcode/ja', '撮影所第2ステージ 裏口の暗証番号 2302\u3000※外部の方には教えないこと'),
    ('callsheet/doorcode/ja', '撮影所第10ステージ 裏口の暗証番号 8708\u3000※外部の方には教えないこと'),
    ('voicenote/keysafe/ja', 'お疲れ様です渡辺さくらです。ロケ先の民家のキーボックス、番号は8246です。鍵を戻したらダイヤルを回しておいてください'),
    ('voicenote/keysafe/ja', 'お疲れ様です鈴木美咲です。ロケ先の民家のキーボックス、番号は1337です。鍵を戻したらダイヤルを回しておいてください'),
    ('voicenote/keysafe/ja', 'お疲れ様です伊藤翔です。ロケ先の民家のキーボックス、番号は9541です。鍵を戻したらダイヤルを回しておいてください'),
    ('yaml/wifi/ja', 'ベース: 鴨川沿い\nSSID: aterm-5c1e2a-g\nパスワード: yuzuSakura563'),
    ('yaml/wifi/ja', 'ベース: 宇治\nSSID: Fushimi_Ryokan\nパスワード: 2886013006'),
    ('yaml/wifi/ja', 'ベース: 伏見\nSSID: STAGE7-PROD\nパスワード: L5CUE1F3lqCSWp'),
    ('unitchat/pin/ja', '高橋大輔: 仮払いカードの暗証番号は9344です、領収書は必ずもらってください'),
    ('unitchat/pin/ja', '高橋大輔: 仮払いカードの暗証番号は2174です、領収書は必ずもらってください'),
    ('unitchat/pin/ja', '佐藤健: 仮払いカードの暗証番号は1009です、領収書は必ずもらってください'),
    ('whiteboard/doorcode/tr', 'GÜN 19\nkaravan kapı: 2752\nyemek 05:15'),
    ('whiteboard/doorcode/tr', 'GÜN 26\nkaravan kapı: 4525\nyemek 11:00'),
    ('whiteboard/doorcode/tr', 'GÜN 2\nkaravan kapı: 3290\nyemek 05:00'),
    ('json/pin/tr', '{"kişi": "Mehmet Kaya", "kart": "harcırah kartı *8387", "şifre": "1615"}'),
    ('json/pin/tr', '{"kişi": "Zeynep Demir", "kart": "harcırah kartı *7283", "şifre": "8673"}'),
    ('json/pin/tr', '{"kişi": "Emre Aydın", "kart": "harcırah kartı *5712", "şifre": "5926"}'),
    ('unitchat/doorcode/tr', 'Set evinin bahçe kapısı şifre 9018, girerken zili çalmayın çekim var. Zeynep Demir'),
    ('unitchat/doorcode/tr', 'Set evinin bahçe kapısı şifre 8240, girerken zili çalmayın çekim var. Burak Şahin'),
    ('unitchat/doorcode/tr', 'Set evinin bahçe kapısı şifre 3679, girerken zili çalmayın çekim var. Elif Yıldız'),
    ('sms/otp/tr', 'Doğrulama kodunuz: 409043. Bu kodu kimseyle paylaşmayınız.'),
    ('sms/otp/tr', 'Doğrulama kodunuz: 018147. Bu kodu kimseyle paylaşmayınız.'),
    ('sms/otp/tr', 'Doğrulama kodunuz: 226081. Bu kodu kimseyle paylaşmayınız.'),
    ('memory/password/tr', 'Kurgu bilgisayarı oda 167: kullanıcı zeynep.d, parola lale-deniz-gunes'),
    ('memory/password/tr', 'Kurgu bilgisayarı oda 267: kullanıcı burak.sahin, parola Gunes33?'),
    ('memory/password/tr', 'Kurgu bilgisayarı oda 176: kullanıcı mkaya, parola Galata157&'),
    ('csv/wifi/tr', 'mekan,ağ,şifre\nKuzguncuk,DIZI-OFIS,icQrcvghZg1hJl'),
    ('csv/wifi/tr', 'mekan,ağ,şifre\nKuzguncuk,TurkTelekom_T7A21,a8npqwhivmCEUI'),
    ('csv/wifi/tr', 'mekan,ağ,şifre\nArnavutköy,DIZI-OFIS,denizMartı386'),
    ('voicenote/pin/tr', 'Abi kartın şifresi 9756, benzini ondan al, fişi unutma'),
    ('voicenote/pin/tr', 'Abi kartın şifresi 2096, benzini ondan al, fişi unutma'),
    ('voicenote/pin/tr', 'Abi kartın şifresi 6394, benzini ondan al, fişi unutma'),
    ('tapelabel/password/tr', 'KARTLAR B034 — GÜN 42 — şifre Lale4558&'),
    ('tapelabel/password/tr', 'KARTLAR F022 — GÜN 39 — şifre lale-simit-kartal'),
    ('tapelabel/password/tr', 'KARTLAR D025 — GÜN 10 — şifre galata-bogaz-simit'),
    ('whiteboard/padlock/el', 'ΗΜΕΡΑ 36\nλουκέτο φορτηγού ηλεκτρολόγων: 5405\nφαγητό 21:45'),
    ('whiteboard/padlock/el', 'ΗΜΕΡΑ 52\nλουκέτο φορτηγού ηλεκτρολόγων: 6816\nφαγητό 06:45'),
    ('whiteboard/padlock/el', 'ΗΜΕΡΑ 20\nλουκέτο φορτηγού ηλεκτρολόγων: 8365\nφαγητό 20:00'),
    ('csv/password/el', 'υπηρεσία;χρήστης;κωδικός\nπλατφόρμα κάστινγκ;m.papadopoulou;feta-thalassa-astro'),
    ('csv/password/el', 'υπηρεσία;χρήστης;κωδικός\nπλατφόρμα κάστινγκ;e.konst;limani.kyma2026'),
    ('csv/password/el', 'υπηρεσία;χρήστης;κωδικός\nπλατφόρμα κάστινγκ;s.georgiou;Kyma3668?'),
    ('unitchat/doorcode/el', 'Ο κωδικός για την πόρτα της αποθήκης στο λιμάνι είναι 8979. — Γιώργος Νικολάου'),
    ('unitchat/doorcode/el', 'Ο κωδικός για την πόρτα της αποθήκης στο λιμάνι είναι 6665. — Νίκος Δημητρίου'),
    ('unitchat/doorcode/el', 'Ο κωδικός για την πόρτα της αποθήκης στο λιμάνι είναι 8956. — Γιώργος Νικολάου'),
    ('sms/otp/el', 'Ο κωδικός μιας χρήσης για την πληρωμή σας είναι 499785. Μην τον αποκαλύψετε σε κανέναν.'),
    ('sms/otp/el', 'Ο κωδικός μιας χρήσης για την πληρωμή σας είναι 154787. Μην τον αποκαλύψετε σε κανέναν.'),
    ('sms/otp/el', 'Ο κωδικός μιας χρήσης για την πληρωμή σας είναι 258321. Μην τον αποκαλύψετε σε κανέναν.'),
    ('memory/pin/el', 'Το PIN της κάρτας καυσίμων για το φορτηγό AY-145 είναι 6329.'),
    ('memory/pin/el', 'Το PIN της κάρτας καυσίμων για το φορτηγό TV-413 είναι 7705.'),
    ('memory/pin/el', 'Το PIN της κάρτας καυσίμων για το φορτηγό PL-338 είναι 9758.'),
    ('json/wifi/el', '{"βάση": "Ναύπλιο", "δίκτυο": "Villa_Naousa", "κωδικός": "iliosAstro320"}'),
    ('json/wifi/el', '{"βάση": "Μονεμβασιά", "δίκτυο": "COSMOTE-8A2F1C", "κωδικός": "6728517582"}'),
    ('json/wifi/el', '{"βάση": "Χανιά", "δίκτυο": "Villa_Naousa", "κωδικός": "iliosKyma550"}'),
    ('voicenote/alarm/el', 'Γεια, Κώστας Ιωάννου εδώ· στον συναγερμό της βίλας πατάς 9168 και μετά OFF, έχεις τριάντα δευτερόλεπτα.'),
    ('voicenote/alarm/el', 'Γεια, Νίκος Δημητρίου εδώ· στον συναγερμό της βίλας πατάς 3832 και μετά OFF, έχεις τριάντα δευτερόλεπτα.'),
    ('voicenote/alarm/el', 'Γεια, Μαρία Παπαδοπούλου εδώ· στον συναγερμό της βίλας πατάς 1957 και μετά OFF, έχεις τριάντα δευτερόλεπτα.'),
    ('inbox/password/el', 'Θέμα: Πρόσβαση στο σενάριο\nΤο PDF του επεισοδίου 8 ανοίγει με τον κωδικό u%TQzo!2rXQT.\nΜαρία Παπαδοπούλου'),
    ('inbox/password/el', 'Θέμα: Πρόσβαση στο σενάριο\nΤο PDF του επεισοδίου 8 ανοίγει με τον κωδικό tfyuupqwzEUE.\nΝίκος Δημητρίου'),
    ('inbox/password/el', 'Θέμα: Πρόσβαση στο σενάριο\nΤο PDF του επεισοδίου 10 ανοίγει με τον κωδικό thalassa.feta2026.\nΕλένη Κωνσταντίνου'),
    ('whiteboard/alarm/he', 'יום צילום 50\nאזעקה במשרד: 6330 ואז כיבוי\nהסעה 06:00'),
    ('whiteboard/alarm/he', 'יום צילום 21\nאזעקה במשרד: 5890 ואז כיבוי\nהסעה 07:30'),
    ('whiteboard/alarm/he', 'יום צילום 13\nאזעקה במשרד: 6268 ואז כיבוי\nהסעה 20:45'),
    ('json/pin/he', '{"שם": "מיכל פרץ", "כרטיס": "דלק, מסתיים ב-4951", "קוד סודי": "9166"}'),
    ('json/pin/he', '{"שם": "נועה כהן", "כרטיס": "דלק, מסתיים ב-4258", "קוד סודי": "1423"}'),
    ('json/pin/he', '{"שם": "עומר ביטון", "כרטיס": "דלק, מסתיים ב-0880", "קוד סודי": "9946"}'),
    ('unitchat/doorcode/he', 'הקוד לשער של הבסיס בקיסריה: 8755, תסגרו אחריכם. מיכל פרץ'),
    ('unitchat/doorcode/he', 'הקוד לשער של הבסיס בנמל יפו: 8622, תסגרו אחריכם. איתי לוי'),
    ('unitchat/doorcode/he', 'הקוד לשער של הבסיס בעכו העתיקה: 4457, תסגרו אחריכם. עומר ביטון'),
    ('sms/otp/he', 'קוד האימות שלך הוא 711161. אין למסור את הקוד לאף אחד.'),
    ('sms/otp/he', 'קוד האימות שלך הוא 197133. אין למסור את הקוד לאף אחד.'),
    ('sms/otp/he', 'קוד האימות שלך הוא 188238. אין למסור את הקוד לאף אחד.'),
    ('memory/password/he', 'הסיסמה של נועה כהן למערכת ההפקה היא udVAhF7hzlQ1, שם משתמש noa.c'),
    ('memory/password/he', 'הסיסמה של איתי לוי למערכת ההפקה היא hummus-hatul-yam, שם משתמש itay.l'),
    ('memory/password/he', 'הסיסמה של שירה אברהם למערכת ההפקה היא tapuz-yam-galgal, שם משתמש shira.a'),
    ('voicenote/keysafe/he', 'היי זה עומר ביטון, הכספת של המפתחות בדירה של הלוקיישן, הקוד 2057, תחזירו את המפתח בסוף היום'),
    ('voicenote/keysafe/he', 'היי זה שירה אברהם, הכספת של המפתחות בדירה של הלוקיישן, הקוד 3466, תחזירו את המפתח בסוף היום'),
    ('voicenote/keysafe/he', 'היי זה נועה כהן, הכספת של המפתחות בדירה של הלוקיישן, הקוד 3732, תחזירו את המפתח בסוף היום'),
    ('csv/wifi/he', 'מקום,רשת,סיסמה\nפלורנטין,Bezeq-5G-7A21,galgalHatul423'),
    ('csv/wifi/he', 'מקום,רשת,סיסמה\nעכו העתיקה,Florentin-Loft,8894930640'),
    ('csv/wifi/he', 'מקום,רשת,סיסמה\nעכו העתיקה,Jaffa_Base,3845848072'),
    ('ocr/locker/he', 'לוקר 39 – תלבושות\nקומבינציה: 229'),
    ('ocr/locker/he', 'לוקר 130 – תלבושות\nקומבינציה: 195'),
    ('ocr/locker/he', 'לוקר 62 – תלבושות\nקומבינציה: 153'),
    ('whiteboard/doorcode/th', 'วันถ่ายที่ 9\nประตูห้องแต่งตัว: 8310\nกินข้าว 21:45'),
    ('whiteboard/doorcode/th', 'วันถ่ายที่ 17\nประตูห้องแต่งตัว: 8485\nกินข้าว 07:15'),
    ('whiteboard/doorcode/th', 'วันถ่ายที่ ๑๘\nประตูห้องแต่งตัว: ๔๕๓๐\nกินข้าว ๑๒:๔๕'),
    ('inbox/password/th', 'เรื่อง: บัญชีระบบตัดต่อ\nชื่อผู้ใช้ anucha.b\nรหัสผ่านชั่วคราว Dao2823! กรุณาเปลี่ยนเมื่อเข้าสู่ระบบครั้งแรก'),
    ('inbox/password/th', 'เรื่อง: บัญชีระบบตัดต่อ\nชื่อผู้ใช้ thanapon.w\nรหัสผ่านชั่วคราว mali-mamuang-dao กรุณาเปลี่ยนเมื่อเข้าสู่ระบบครั้งแรก'),
    ('inbox/password/th', 'เรื่อง: บัญชีระบบตัดต่อ\nชื่อผู้ใช้ kamonwan.s\nรหัสผ่านชั่วคราว Chaba878? กรุณาเปลี่ยนเมื่อเข้าสู่ระบบครั้งแรก'),
    ('unitchat/doorcode/th', 'รหัสประตูโกดังอุปกรณ์ 3909 นะครับ ออกแล้วปิดไฟด้วย — พิมพ์ชนก แก้วมณี'),
    ('unitchat/doorcode/th', 'รหัสประตูโกดังอุปกรณ์ 7591 นะครับ ออกแล้วปิดไฟด้วย — นภา ศรีสุข'),
    ('unitchat/doorcode/th', 'รหัสประตูโกดังอุปกรณ์ ๖๖๑๔ นะครับ ออกแล้วปิดไฟด้วย — สมชาย ใจดี'),
    ('sms/otp/th', 'รหัส OTP ของคุณคือ 200623 (Ref: OMFM) ห้ามบอกรหัสนี้แก่ผู้อื่น'),
    ('sms/otp/th', 'รหัส OTP ของคุณคือ 305633 (Ref: SFVE) ห้ามบอกรหัสนี้แก่ผู้อื่น'),
    ('sms/otp/th', 'รหัส OTP ของคุณคือ ๕๔๒๓๕๖ (Ref: GZBX) ห้ามบอกรหัสนี้แก่ผู้อื่น'),
    ('memory/password/th', 'ธนพล วงศ์ทอง ใช้ล็อกอิน thanapon.w รหัสผ่าน somtam-chaba-khaoniao สำหรับระบบเบิกค่าใช้จ่ายกองถ่าย'),
    ('memory/password/th', 'สมชาย ใจดี ใช้ล็อกอิน somchai.j รหัสผ่าน Thale84* สำหรับระบบเบิกค่าใช้จ่ายกองถ่าย'),
    ('memory/password/th', 'กมลวรรณ สายทอง ใช้ล็อกอิน kamonwan.s รหัสผ่าน xAllTdiSzNQp สำหรับระบบเบิกค่าใช้จ่ายกองถ่าย'),
    ('voicenote/pin/th', 'พี่ครับ รหัสบัตร ATM ของผม 4416 ช่วยกดให้หน่อย โอนให้แม่ 3000 บาท'),
    ('voicenote/pin/th', 'พี่ครับ รหัสบัตร ATM ของผม 5602 ช่วยกดให้หน่อย โอนให้แม่ 3250 บาท'),
    ('voicenote/pin/th', 'พี่ครับ รหัสบัตร ATM ของผม ๑๖๑๑ ช่วยกดให้หน่อย โอนให้แม่ ๕๐๐ บาท'),
    ('json/wifi/th', '{"โรงแรม": "Kestrel House", "wifi": "TRUE_GIGATEX_5G", "รหัส": "3723415966"}'),
    ('json/wifi/th', '{"โรงแรม": "Riverside Inn", "wifi": "HUAHIN-PROD", "รหัส": "mamuangDao003"}'),
    ('json/wifi/th', '{"โรงแรม": "Hotel Alder", "wifi": "ChiangMai_Stay", "รหัส": "2802746493"}'),
    ('ocr/padlock/th', 'แม่กุญแจรถตู้อุปกรณ์ NZ-010\nรหัส 0917\nห้ามเปลี่ยนรหัส'),
    ('ocr/padlock/th', 'แม่กุญแจรถตู้อุปกรณ์ BH-974\nรหัส 0629\nห้ามเปลี่ยนรหัส'),
    ('ocr/padlock/th', 'แม่กุญแจรถตู้อุปกรณ์ JU-708\nรหัส ๓๗๖๙\nห้ามเปลี่ยนรหัส'),
    ('whiteboard/doorcode/en', 'DAY 8 – STAGE 2\n9048# = stage door\nlunch 14:00'),
    ('whiteboard/doorcode/en', 'DAY 12 – STAGE 1\n2884# = stage door\nlunch 08:45'),
    ('whiteboard/doorcode/en', 'DAY 53 – STAGE 2\n7475# = stage door\nlunch 20:45'),
    ('whiteboard/doorcode/en', 'DAY 37 – STAGE 10\n7972# = stage door\nlunch 17:00'),
    ('whiteboard/doorcode/en', 'DAY 39 – STAGE 9\n1977# = stage door\nlunch 12:15'),
    ('memory/password/en', 'Temporary password for Hannah Pike on the crew portal: rushes-magic-marker (must be changed at first login)'),
    ('memory/password/en', 'Temporary password for Tom Whitaker on the crew portal: apple-wrap-sunset (must be changed at first login)'),
    ('memory/password/en', 'Temporary password for Dev Malhotra on the crew portal: Sparks3171% (must be changed at first login)'),
    ('memory/password/en', 'Temporary password for Megan Doyle on the crew portal: Boompole221% (must be changed at first login)'),
    ('memory/password/en', 'Temporary password for Callum Reid on the crew portal: c0%1Y3WNprix (must be changed at first login)'),
    ('unitchat/doorcode/en', "Unit base at the old gasworks, Leith: honeywagon code 9800, hair & make-up trailer 6692. Please don't prop the doors. – Priya Nair"),
    ('unitchat/doorcode/en', "Unit base at Crowhurst Manor: honeywagon code 2642, hair & make-up trailer 8923. Please don't prop the doors. – Callum Reid"),
    ('unitchat/doorcode/en', "Unit base at Castle Farm, Bude: honeywagon code 7536, hair & make-up trailer 2419. Please don't prop the doors. – Hannah Pike"),
    ('unitchat/doorcode/en', "Unit base at the old gasworks, Leith: honeywagon code 8874, hair & make-up trailer 7270. Please don't prop the doors. – Priya Nair"),
    ('unitchat/doorcode/en', "Unit base at Harewood Mill: honeywagon code 2009, hair & make-up trailer 5394. Please don't prop the doors. – Hannah Pike"),
    ('tapelabel/password/en', 'SHUTTLE C007 | DAY 10 | A+B CAM | ENCRYPTED | PW DagTVHCHHKLz'),
    ('tapelabel/password/en', 'SHUTTLE F040 | DAY 56 | A+B CAM | ENCRYPTED | PW apple-pickup-sparks'),
    ('tapelabel/password/en', 'SHUTTLE E034 | DAY 43 | A+B CAM | ENCRYPTED | PW boompole.hour2026'),
    ('tapelabel/password/en', 'SHUTTLE F020 | DAY 51 | A+B CAM | ENCRYPTED | PW sunset.clapper2025'),
    ('tapelabel/password/en', 'SHUTTLE D005 | DAY 32 | A+B CAM | ENCRYPTED | PW r!OQseFn!Zwo'),
    ('ditreport/password/en', 'DIT report day 22: cards A061-B061 offloaded to RAID STORM-6, xxHash verified. RAID volume password marker-clapper-boompole. Shuttle B038 to the lab at 13:45.'),
    ('ditreport/password/en', 'DIT report day 28: cards A062-B062 offloaded to RAID STORM-4, xxHash verified. RAID volume password rushes.clapper2024. Shuttle G016 to the lab at 05:30.'),
    ('ditreport/password/en', 'DIT report day 11: cards A029-B029 offloaded to RAID STORM-7, xxHash verified. RAID volume password sunset-rushes-apple. Shuttle F037 to the lab at 13:15.'),
    ('ditreport/password/en', 'DIT report day 5: cards A079-B079 offloaded to RAID STORM-6, xxHash verified. RAID volume password Wrap010#. Shuttle A001 to the lab at 17:15.'),
    ('ditreport/password/en', 'DIT report day 48: cards A008-B008 offloaded to RAID STORM-5, xxHash verified. RAID volume password JaFiXbl3xEcN. Shuttle B037 to the lab at 06:45.'),
    ('memory/password/en', 'Screening link for cut v16 is review.harbourdrama.tv/cut/v16, password Rushes75?'),
    ('memory/password/en', 'Screening link for cut v3 is review.harbourdrama.tv/cut/v3, password gl%BBME%NdEA'),
    ('memory/password/en', 'Screening link for cut v12 is review.northlightpictures.co.uk/cut/v12, password Br7iLRYApOM%'),
    ('memory/password/en', 'Screening link for cut v9 is review.harbourdrama.tv/cut/v9, password gaffer.pickup2026'),
    ('memory/password/en', 'Screening link for cut v17 is review.harbourdrama.tv/cut/v17, password %hLyeJ!lIJxd'),
    ('callsheet/doorcode/en', 'CALL SHEET – DAY 42 OF 60\nLOCATION: Dock 9, Salford\nCrew entrance via the loading bay, keypad 98579. Unit call 16:45.'),
    ('callsheet/doorcode/en', 'CALL SHEET – DAY 28 OF 60\nLOCATION: Castle Farm, Bude\nCrew entrance via the loading bay, keypad 24714. Unit call 17:00.'),
    ('callsheet/doorcode/en', 'CALL SHEET – DAY 8 OF 60\nLOCATION: Crowhurst Manor\nCrew entrance via the loading bay, keypad 63877. Unit call 08:00.'),
    ('callsheet/doorcode/en', 'CALL SHEET – DAY 26 OF 60\nLOCATION: Dock 9, Salford\nCrew entrance via the loading bay, keypad 67308. Unit call 15:45.'),
    ('callsheet/doorcode/en', 'CALL SHEET – DAY 41 OF 60\nLOCATION: Castle Farm, Bude\nCrew entrance via the loading bay, keypad 30336. Unit call 09:45.'),
    ('walkie/alarm/en', 'Ch 10 – Dev Malhotra: location house alarm, the code is three seven five nine, I say again 3759, over.'),
    ('walkie/alarm/en', 'Ch 7 – Rory Fenwick: location house alarm, the code is three zero seven zero, I say again 3070, over.'),
    ('walkie/alarm/en', 'Ch 10 – Rory Fenwick: location house alarm, the code is eight six seven one, I say again 8671, over.'),
    ('walkie/alarm/en', 'Ch 9 – Tom Whitaker: location house alarm, the code is six four eight one, I say again 6481, over.'),
    ('walkie/alarm/en', 'Ch 9 – Priya Nair: location house alarm, the code is seven nine seven five, I say again 7975, over.'),
    ('sms/otp/en', "802958 is your CrewPay sign-in code. It expires in 10 minutes. Don't share it."),
    ('sms/otp/en', "151279 is your CrewPay sign-in code. It expires in 10 minutes. Don't share it."),
    ('sms/otp/en', "070625 is your CrewPay sign-in code. It expires in 10 minutes. Don't share it."),
    ('sms/otp/en', "245304 is your CrewPay sign-in code. It expires in 10 minutes. Don't share it."),
    ('sms/otp/en', "868665 is your CrewPay sign-in code. It expires in 10 minutes. Don't share it."),
    ('json/pin/en', '{"crew": "Priya Nair", "dept": "locations", "fuel_card": "ending 3525", "pin": "6296"}'),
    ('json/pin/en', '{"crew": "Callum Reid", "dept": "locations", "fuel_card": "ending 5101", "pin": "0946"}'),
    ('json/pin/en', '{"crew": "Aisha Bello", "dept": "locations", "fuel_card": "ending 4836", "pin": "7939"}'),
    ('json/pin/en', '{"crew": "Callum Reid", "dept": "locations", "fuel_card": "ending 3040", "pin": "9658"}'),
    ('json/pin/en', '{"crew": "Callum Reid", "dept": "locations", "fuel_card": "ending 4170", "pin": "2229"}'),
    ('voicenote/padlock/en', "hey it's Aisha Bello, the lock-up truck padlock is zero three three eight, that's 0338, grip gear's in the back"),
    ('voicenote/padlock/en', "hey it's Hannah Pike, the lock-up truck padlock is two one six three, that's 2163, grip gear's in the back"),
    ('voicenote/padlock/en', "hey it's Tom Whitaker, the lock-up truck padlock is seven two seven five, that's 7275, grip gear's in the back"),
    ('voicenote/padlock/en', "hey it's Rory Fenwick, the lock-up truck padlock is nine seven nine one, that's 9791, grip gear's in the back"),
    ('voicenote/padlock/en', "hey it's Callum Reid, the lock-up truck padlock is four four nine eight, that's 4498, grip gear's in the back"),
    ('inbox/wifi/en', 'Subject: Production office Wi-Fi\nHi all, the network is UnitBase_Guest and the key is 1765454037. Printer is on ext 799.\nHannah Pike, Production Coordinator'),
    ('inbox/wifi/en', 'Subject: Production office Wi-Fi\nHi all, the network is PRODOFFICE-5G and the key is edmbvf52lxzrzj. Printer is on ext 549.\nAisha Bello, Production Coordinator'),
    ('inbox/wifi/en', 'Subject: Production office Wi-Fi\nHi all, the network is DOCK9-CREW and the key is gK31g5tyudkQaU. Printer is on ext 249.\nDev Malhotra, Production Coordinator'),
    ('inbox/wifi/en', 'Subject: Production office Wi-Fi\nHi all, the network is UnitBase_Guest and the key is wrapGaffer729. Printer is on ext 681.\nCallum Reid, Production Coordinator'),
    ('inbox/wifi/en', 'Subject: Production office Wi-Fi\nHi all, the network is MillStudios and the key is 7616012496. Printer is on ext 670.\nDev Malhotra, Production Coordinator'),
    ('yaml/keysafe/en', 'location: Harewood Mill\ncontact: Rory Fenwick 07759 602847\nkey_safe: 1671\nparking: 82 trucks'),
    ('yaml/keysafe/en', 'location: Crowhurst Manor\ncontact: Priya Nair 07479 331660\nkey_safe: 7731\nparking: 60 trucks'),
    ('yaml/keysafe/en', 'location: Crowhurst Manor\ncontact: Hannah Pike 07963 235801\nkey_safe: 9749\nparking: 46 trucks'),
    ('yaml/keysafe/en', 'location: Castle Farm, Bude\ncontact: Priya Nair 07367 586107\nkey_safe: 3107\nparking: 128 trucks'),
    ('yaml/keysafe/en', 'location: Dock 9, Salford\ncontact: Rory Fenwick 07938 234642\nkey_safe: 4731\nparking: 107 trucks'),
    ('csv/locker/en', 'dept,name,locker,combo\ncostume,Hannah Pike,41,7281\ncostume,Rory Fenwick,82,0082'),
    ('csv/locker/en', 'dept,name,locker,combo\ncostume,Callum Reid,77,4940\ncostume,Aisha Bello,181,7423'),
    ('csv/locker/en', 'dept,name,locker,combo\ncostume,Aisha Bello,71,7183\ncostume,Rory Fenwick,32,7627'),
    ('csv/locker/en', 'dept,name,locker,combo\ncostume,Callum Reid,192,3818\ncostume,Megan Doyle,18,9588'),
    ('csv/locker/en', 'dept,name,locker,combo\ncostume,Megan Doyle,123,3093\ncostume,Tom Whitaker,125,2027'),
    ('ocr/wifi/en', 'ALEXA 35 #89342\nWLAN: ALEXA35-89342\nKey: TqbQEDS42RESab\nA CAM – DO NOT UNPLUG'),
    ('unitchat/doorcode/en', "Correction from Aisha Bello: the stage door isn't 4471, it's 4417. Sorry all."),
    ('voicenote/password/en', 'ok so the VFX upload login is vfx-rfenwick, and the password is papa, romeo, eight, lima, kilo, two, echo, x-ray, all lower case'),
    ('json/recovery/en', '{"account": "office@blackhollowfilms.com", "backup_codes": ["4827 1930", "6619 0452", "3378 2105", "9041 7763"]}'),
    ('memory/passcode/en', "Rory Fenwick's hotel room safe at Kestrel House (room 286) is set to 8711"),
    ('ocr/doorcode/en', 'SA HOLDING AREA\nDoor code 4215#\nLunch 13:00 – catering tent'),
    ('notes/apikey/en', 'scheduling bot env: SLACK_BOT_TOKEN=xoxb-575771820433-6837736248710-Um44CCinMl491lRyqUvD4MRi'),
    ('unitchat/doorcode/en', 'Storage unit 214 at Big Yellow: gate keypad 21723#, then the padlock key is in the art dept tin.'),
    ('sms/otp/en', 'Your Avis code to unlock vehicle YO-645 is 670450. Valid for 30 min.'),
    ('memory/pin/en', 'The per diem envelope for Hannah Pike has the float card in it; its PIN is 4297'),
    ('inbox/password/en', "Subject: Script – ep 10 white draft\nThe attachment opens with sunset.marker2025 – please don't forward.\nCallum Reid"),
    ('walkie/padlock/en', 'Ch 11: generator cage padlock is 439, 439 on the genny cage, copy?'),
]

BENIGN: List[Tuple[str, str]] = [
    ('whiteboard/notcred/is', 'DAGUR 44\nRúta kl. 17:45\n332 ← innanhússnúmer búningadeildar\nHádegismatur í tjaldinu'),
    ('whiteboard/notcred/is', 'DAGUR 31\nRúta kl. 15:15\n214 ← innanhússnúmer búningadeildar\nHádegismatur í tjaldinu'),
    ('whiteboard/notcred/is', 'DAGUR 20\nRúta kl. 18:00\n839 ← innanhússnúmer búningadeildar\nHádegismatur í tjaldinu'),
    ('memory/notcred/is', 'Gunnar Árnason undirritar verktakasamninginn sjálf(ur) með rafrænum skilríkjum í símanum 07971 926660'),
    ('memory/notcred/is', 'Katrín Magnúsdóttir undirritar verktakasamninginn sjálf(ur) með rafrænum skilríkjum í símanum 07516 312586'),
    ('memory/notcred/is', 'Ólafur Helgason undirritar verktakasamninginn sjálf(ur) með rafrænum skilríkjum í símanum 07589 713813'),
    ('unitchat/withheld/is', 'Lykilboxið við gistiheimilið á Húsavík: Ólafur Helgason sendir kóðann í SMS-i fyrir kl. 12:15. Lyklarnir að jeppunum eru inni.'),
    ('unitchat/withheld/is', 'Lykilboxið við gistiheimilið á Húsavík: Sigurður Jónsson sendir kóðann í SMS-i fyrir kl. 12:00. Lyklarnir að jeppunum eru inni.'),
    ('unitchat/withheld/is', 'Lykilboxið við gistiheimilið á Skógar: Guðrún Einarsdóttir sendir kóðann í SMS-i fyrir kl. 14:15. Lyklarnir að jeppunum eru inni.'),
    ('sms/notcred/is', 'Launaseðill nr. 665450512 fyrir tímabilið til 10.12 er kominn í Launagátt. Útborgun: 835,50 kr.'),
    ('sms/notcred/is', 'Launaseðill nr. 777163434 fyrir tímabilið til 10.03 er kominn í Launagátt. Útborgun: 777,50 kr.'),
    ('sms/notcred/is', 'Launaseðill nr. 277517086 fyrir tímabilið til 27.09 er kominn í Launagátt. Útborgun: 471,50 kr.'),
    ('json/withheld/is', '{"staður": "framleiðsluskrifstofa, Húsavík", "net": "Framleidsla", "lykilorð": "fæst á skrifstofunni", "tengiliður": "Katrín Magnúsdóttir"}'),
    ('json/withheld/is', '{"staður": "framleiðsluskrifstofa, Húsavík", "net": "Lon_Cafe", "lykilorð": "fæst á skrifstofunni", "tengiliður": "Guðrún Einarsdóttir"}'),
    ('json/withheld/is', '{"staður": "framleiðsluskrifstofa, Þingvellir", "net": "Gistiheimili_Vik", "lykilorð": "fæst á skrifstofunni", "tengiliður": "Katrín Magnúsdóttir"}'),
    ('memory/vaultref/is', 'Sigurður Jónsson skráir sig inn á dagstökusíðuna sem siggi.j; lykilorðið er geymt í 1Password hjá framleiðslunni'),
    ('memory/vaultref/is', 'Gunnar Árnason skráir sig inn á dagstökusíðuna sem gunnar.a; lykilorðið er geymt í 1Password hjá framleiðslunni'),
    ('memory/vaultref/is', 'Katrín Magnúsdóttir skráir sig inn á dagstökusíðuna sem katrin.m; lykilorðið er geymt í 1Password hjá framleiðslunni'),
    ('voicenote/withheld/is', 'já hæ þetta er Sigurður Jónsson, bensínkortið fyrir bílinn IH-739 endar á 7990, ég læt þig fá PIN-ið þegar við hittumst'),
    ('voicenote/withheld/is', 'já hæ þetta er Katrín Magnúsdóttir, bensínkortið fyrir bílinn TD-114 endar á 7053, ég læt þig fá PIN-ið þegar við hittumst'),
    ('voicenote/withheld/is', 'já hæ þetta er Katrín Magnúsdóttir, bensínkortið fyrir bílinn JL-657 endar á 6017, ég læt þig fá PIN-ið þegar við hittumst'),
    ('walkie/absent/is', '[rás 7] Gunnar Árnason: öryggiskerfið í húsinu á tökustað, eigandinn slekkur sjálfur á því kl. 19:30, ekki snerta takkaborðið, skipti.'),
    ('walkie/absent/is', '[rás 13] Ólafur Helgason: öryggiskerfið í húsinu á tökustað, eigandinn slekkur sjálfur á því kl. 17:00, ekki snerta takkaborðið, skipti.'),
    ('walkie/absent/is', '[rás 12] Birna Þórsdóttir: öryggiskerfið í húsinu á tökustað, eigandinn slekkur sjálfur á því kl. 17:45, ekki snerta takkaborðið, skipti.'),
    ('whiteboard/withheld/ka', 'დღე 7\nგენერატორის ბოქლომი — გასაღები ელექტრიკოსთან (ანა გელაშვილი)\nკვება 19:30'),
    ('whiteboard/withheld/ka', 'დღე 39\nგენერატორის ბოქლომი — გასაღები ელექტრიკოსთან (ლევან ჯავახიშვილი)\nკვება 20:15'),
    ('whiteboard/withheld/ka', 'დღე 20\nგენერატორის ბოქლომი — გასაღები ელექტრიკოსთან (თამარ ლომიძე)\nკვება 20:30'),
    ('json/masked/ka', '{"სერვისი": "ჩეკების სისტემა", "მომხმარებელი": "levan.j", "პაროლი": "********"}'),
    ('json/masked/ka', '{"სერვისი": "ჩეკების სისტემა", "მომხმარებელი": "davit.m", "პაროლი": "********"}'),
    ('json/masked/ka', '{"სერვისი": "ჩეკების სისტემა", "მომხმარებელი": "tamar.l", "პაროლი": "********"}'),
    ('unitchat/absent/ka', 'სტუდიის გვერდითა კარი ღიაა 07:30-დან, დაცვა დგას შესასვლელთან. — ნინო ბერიძე'),
    ('unitchat/absent/ka', 'სტუდიის გვერდითა კარი ღიაა 09:15-დან, დაცვა დგას შესასვლელთან. — ნინო ბერიძე'),
    ('unitchat/absent/ka', 'სტუდიის გვერდითა კარი ღიაა 19:30-დან, დაცვა დგას შესასვლელთან. — თამარ ლომიძე'),
    ('sms/notcred/ka', 'თქვენს ანგარიშზე ჩაირიცხა 343,00 ლარი (დღიური, 13.01). ოპერაცია №776930526.'),
    ('sms/notcred/ka', 'თქვენს ანგარიშზე ჩაირიცხა 523,00 ლარი (დღიური, 07.12). ოპერაცია №248069783.'),
    ('sms/notcred/ka', 'თქვენს ანგარიშზე ჩაირიცხა 947,00 ლარი (დღიური, 06.04). ოპერაცია №158824393.'),
    ('memory/withheld/ka', 'თამარ ლომიძე-ის ლეპტოპი მონტაჟის ოთახში 329-ია; პაროლს თვითონ შეიყვანს, როცა მოვა.'),
    ('memory/withheld/ka', 'გიორგი კაპანაძე-ის ლეპტოპი მონტაჟის ოთახში 409-ია; პაროლს თვითონ შეიყვანს, როცა მოვა.'),
    ('memory/withheld/ka', 'ანა გელაშვილი-ის ლეპტოპი მონტაჟის ოთახში 187-ია; პაროლს თვითონ შეიყვანს, როცა მოვა.'),
    ('tapelabel/withheld/ka', 'SHUTTLE C004 / დღე 50 / დაშიფრულია — პაროლი DIT-თან (ლევან ჯავახიშვილი)'),
    ('tapelabel/withheld/ka', 'SHUTTLE A029 / დღე 39 / დაშიფრულია — პაროლი DIT-თან (ლევან ჯავახიშვილი)'),
    ('tapelabel/withheld/ka', 'SHUTTLE A030 / დღე 23 / დაშიფრულია — პაროლი DIT-თან (ლევან ჯავახიშვილი)'),
    ('voicenote/withheld/ka', 'თამარ ლომიძე, ბარათი ბოლო ციფრებით 9785 ჩემთანაა, ფულს მე თვითონ გამოვიტან ხვალ დილით'),
    ('voicenote/withheld/ka', 'ნინო ბერიძე, ბარათი ბოლო ციფრებით 6535 ჩემთანაა, ფულს მე თვითონ გამოვიტან ხვალ დილით'),
    ('voicenote/withheld/ka', 'თამარ ლომიძე, ბარათი ბოლო ციფრებით 4884 ჩემთანაა, ფულს მე თვითონ გამოვიტან ხვალ დილით'),
    ('yaml/advice/ka', 'ლოკაცია: სიღნაღი\nwifi: TBILISI-FILM\nპაროლი: მფლობელს ჰკითხეთ\nმფლობელი: ანა გელაშვილი'),
    ('yaml/advice/ka', 'ლოკაცია: სოლოლაკი\nwifi: OldTown_Base\nპაროლი: მფლობელს ჰკითხეთ\nმფლობელი: დავით მაისურაძე'),
    ('yaml/advice/ka', 'ლოკაცია: სოლოლაკი\nwifi: TBILISI-FILM\nპაროლი: მფლობელს ჰკითხეთ\nმფლობელი: დავით მაისურაძე'),
    ('whiteboard/absent/cs', 'PRODUKCE – DEN 31\nalarm v kanceláři zapíná ochranka\nodjezd 21:45'),
    ('whiteboard/absent/cs', 'PRODUKCE – DEN 18\nalarm v kanceláři zapíná ochranka\nodjezd 21:30'),
    ('whiteboard/absent/cs', 'PRODUKCE – DEN 11\nalarm v kanceláři zapíná ochranka\nodjezd 20:15'),
    ('voicenote/withheld/cs', 'Ahoj, tady Jakub Kučera, wifina na place je Barrandov-Crew, heslo ti pošlu esemeskou, jo a oběd je v 08:00'),
    ('voicenote/withheld/cs', 'Ahoj, tady Petr Svoboda, wifina na place je PRODUKCE, heslo ti pošlu esemeskou, jo a oběd je v 08:15'),
    ('voicenote/withheld/cs', 'Ahoj, tady Tomáš Černý, wifina na place je PRODUKCE, heslo ti pošlu esemeskou, jo a oběd je v 15:45'),
    ('callsheet/absent/cs', 'Poznámky k callsheetu, natáčecí den 52: brána ateliéru 12 se otevírá na čip, parkování jen pro techniku; čipy rozdává Jana Nováková.'),
    ('callsheet/absent/cs', 'Poznámky k callsheetu, natáčecí den 15: brána ateliéru 10 se otevírá na čip, parkování jen pro techniku; čipy rozdává Tomáš Černý.'),
    ('callsheet/absent/cs', 'Poznámky k callsheetu, natáčecí den 14: brána ateliéru 3 se otevírá na čip, parkování jen pro techniku; čipy rozdává Lucie Dvořáková.'),
    ('memory/withheld/cs', 'Přístup do Frame.io pro klienta: login tomas.cerny@northlightpictures.co.uk, heslo si nastaví sám přes pozvánku od Tomáš Černý'),
    ('memory/withheld/cs', 'Přístup do Frame.io pro klienta: login marketa.p@saltmarshproductions.com, heslo si nastaví sám přes pozvánku od Markéta Procházková'),
    ('memory/withheld/cs', 'Přístup do Frame.io pro klienta: login petr.svoboda@blackhollowfilms.com, heslo si nastaví sám přes pozvánku od Petr Svoboda'),
    ('csv/withheld/cs', 'jméno;oddělení;karta na diety;PIN\nJana Nováková;kostýmy;*8055;přijde poštou zvlášť'),
    ('csv/withheld/cs', 'jméno;oddělení;karta na diety;PIN\nPetr Svoboda;kostýmy;*0898;přijde poštou zvlášť'),
    ('csv/withheld/cs', 'jméno;oddělení;karta na diety;PIN\nJana Nováková;kostýmy;*4458;přijde poštou zvlášť'),
    ('sms/notcred/cs', 'Výplatní páska za období do 17.05 je ve Výplatnici, k výplatě 588,00 Kč.'),
    ('sms/notcred/cs', 'Výplatní páska za období do 20.03 je ve Výplatnici, k výplatě 230,50 Kč.'),
    ('sms/notcred/cs', 'Výplatní páska za období do 24.12 je ve Výplatnici, k výplatě 597,50 Kč.'),
    ('unitchat/withheld/cs', 'Visací zámek na kamerovém autě (zadní dveře) je na klíč a ten má jen Jakub Kučera, kdo zamyká poslední, napište jí.'),
    ('unitchat/withheld/cs', 'Visací zámek na kamerovém autě (zadní dveře) je na klíč a ten má jen Tomáš Černý, kdo zamyká poslední, napište jí.'),
    ('unitchat/withheld/cs', 'Visací zámek na kamerovém autě (zadní dveře) je na klíč a ten má jen Lucie Dvořáková, kdo zamyká poslední, napište jí.'),
    ('inbox/withheld/cs', 'Předmět: Wi-Fi v hotelu Hotel Alder\nDobrý den, síť Hotel_Hvezda, heslo dostanete na recepci spolu s klíčem. Pokoje jsou k dispozici od 14:00.\nLucie Dvořáková'),
    ('inbox/withheld/cs', 'Předmět: Wi-Fi v hotelu Hotel Alder\nDobrý den, síť PRODUKCE, heslo dostanete na recepci spolu s klíčem. Pokoje jsou k dispozici od 14:00.\nJakub Kučera'),
    ('inbox/withheld/cs', 'Předmět: Wi-Fi v hotelu Hotel Alder\nDobrý den, síť KH_Penzion, heslo dostanete na recepci spolu s klíčem. Pokoje jsou k dispozici od 14:00.\nPetr Svoboda'),
    ('callsheet/absent/ko', '일일촬영계획표 49회차\n장소: 인천 송도\n주차장 차단기는 경비실 호출 (내선 204)\n집합 13:15'),
    ('callsheet/absent/ko', '일일촬영계획표 21회차\n장소: 문경\n주차장 차단기는 경비실 호출 (내선 552)\n집합 10:15'),
    ('callsheet/absent/ko', '일일촬영계획표 50회차\n장소: 문경\n주차장 차단기는 경비실 호출 (내선 714)\n집합 14:45'),
    ('unitchat/withheld/ko', '최유진: 제작사 계정 인증번호는 본인 폰으로 가니까 직접 입력하세요, 3분 안에요 (20:15 전까지)'),
    ('unitchat/withheld/ko', '김민준: 제작사 계정 인증번호는 본인 폰으로 가니까 직접 입력하세요, 3분 안에요 (18:45 전까지)'),
    ('unitchat/withheld/ko', '정하늘: 제작사 계정 인증번호는 본인 폰으로 가니까 직접 입력하세요, 3분 안에요 (18:00 전까지)'),
    ('unitchat/absent/ko', '분장차 도어락은 박지훈 실장님이 열어주십니다, 13:00까지 와주세요'),
    ('unitchat/absent/ko', '분장차 도어락은 이서연 실장님이 열어주십니다, 10:15까지 와주세요'),
    ('unitchat/absent/ko', '분장차 도어락은 김민준 실장님이 열어주십니다, 20:45까지 와주세요'),
    ('memory/advice/ko', '김민준 조감독 웹하드 아이디 minjun.kim, 비밀번호는 제작부에 문의'),
    ('memory/advice/ko', '정하늘 조감독 웹하드 아이디 haneul.jung, 비밀번호는 제작부에 문의'),
    ('memory/advice/ko', '박지훈 조감독 웹하드 아이디 jihoon.park, 비밀번호는 제작부에 문의'),
    ('sms/notcred/ko', '[Web발신] 박지훈님, 11.12 촬영 회차비 55000원이 입금되었습니다.'),
    ('sms/notcred/ko', '[Web발신] 이서연님, 15.04 촬영 회차비 21500원이 입금되었습니다.'),
    ('sms/notcred/ko', '[Web발신] 박지훈님, 15.01 촬영 회차비 48000원이 입금되었습니다.'),
    ('json/advice/ko', '{"장소": "문경 세트장", "와이파이": "KT_GiGA_2G_A7F1", "비번": "현장 게시판 참고"}'),
    ('json/advice/ko', '{"장소": "양평 세트장", "와이파이": "KT_GiGA_2G_A7F1", "비번": "현장 게시판 참고"}'),
    ('json/advice/ko', '{"장소": "양평 세트장", "와이파이": "iptime-prod", "비번": "현장 게시판 참고"}'),
    ('voicenote/withheld/ko', '어 나 김민준인데, 법카 끝자리 5200짜리 그거 제작실장님한테 받아서 오늘 밥차 결제해'),
    ('voicenote/withheld/ko', '어 나 박지훈인데, 법카 끝자리 1173짜리 그거 제작실장님한테 받아서 오늘 밥차 결제해'),
    ('voicenote/withheld/ko', '어 나 강도윤인데, 법카 끝자리 8411짜리 그거 제작실장님한테 받아서 오늘 밥차 결제해'),
    ('ocr/withheld/ko', '장비 보관함 76번\n열쇠는 촬영부 퍼스트 보관\n촬영부 외 사용금지'),
    ('ocr/withheld/ko', '장비 보관함 21번\n열쇠는 촬영부 퍼스트 보관\n촬영부 외 사용금지'),
    ('ocr/withheld/ko', '장비 보관함 133번\n열쇠는 촬영부 퍼스트 보관\n촬영부 외 사용금지'),
    ('tapelabel/withheld/ja', 'DAY17 / E014 / 暗号化済 / PWはDITの高橋大輔まで'),
    ('tapelabel/withheld/ja', 'DAY51 / E012 / 暗号化済 / PWはDITの田中あおいまで'),
    ('tapelabel/withheld/ja', 'DAY20 / G039 / 暗号化済 / PWはDITの伊藤翔まで'),
    ('csv/withheld/ja', '部署,氏名,ロッカー,番号\n衣装,高橋大輔,160,鍵式（鍵は衣装部）'),
    ('csv/withheld/ja', '部署,氏名,ロッカー,番号\n衣装,渡辺さくら,49,鍵式（鍵は衣装部）'),
    ('csv/withheld/ja', '部署,氏名,ロッカー,番号\n衣装,田中あおい,106,鍵式（鍵は衣装部）'),
    ('memory/vaultref/ja', '高橋大輔さんの編集用NASのユーザー名はd.takahashi、パスワードは制作部の1Passwordに入っています'),
    ('memory/vaultref/ja', '伊藤翔さんの編集用NASのユーザー名はs.ito、パスワードは制作部の1Passwordに入っています'),
    ('memory/vaultref/ja', '渡辺さくらさんの編集用NASのユーザー名はs.watanabe、パスワードは制作部の1Passwordに入っています'),
    ('sms/notcred/ja', '【ロケ弁手配】25.04のご注文を受け付けました。注文番号：616170869、79食'),
    ('sms/notcred/ja', '【ロケ弁手配】02.11のご注文を受け付けました。注文番号：639190619、42食'),
    ('sms/notcred/ja', '【ロケ弁手配】09.01のご注文を受け付けました。注文番号：740766714、19食'),
    ('callsheet/absent/ja', '撮影所第4ステージ 裏口は守衛室で入館証を提示\u3000内線689'),
    ('callsheet/absent/ja', '撮影所第2ステージ 裏口は守衛室で入館証を提示\u3000内線410'),
    ('callsheet/absent/ja', '撮影所第10ステージ 裏口は守衛室で入館証を提示\u3000内線278'),
    ('voicenote/absent/ja', 'お疲れ様です渡辺さくらです。ロケ先の民家の鍵は大家さんが05:00に持ってきてくれます。終わったら直接お返ししてください'),
    ('voicenote/absent/ja', 'お疲れ様です鈴木美咲です。ロケ先の民家の鍵は大家さんが12:15に持ってきてくれます。終わったら直接お返ししてください'),
    ('voicenote/absent/ja', 'お疲れ様です伊藤翔です。ロケ先の民家の鍵は大家さんが08:30に持ってきてくれます。終わったら直接お返ししてください'),
    ('yaml/advice/ja', 'ベース: 鴨川沿い\nSSID: aterm-5c1e2a-g\nパスワード: 制作車のホワイトボード参照'),
    ('yaml/advice/ja', 'ベース: 宇治\nSSID: Fushimi_Ryokan\nパスワード: 制作車のホワイトボード参照'),
    ('yaml/advice/ja', 'ベース: 伏見\nSSID: STAGE7-PROD\nパスワード: 制作車のホワイトボード参照'),
    ('unitchat/withheld/ja', '高橋大輔: 仮払いカード（下4桁3079）は制作デスクで受け取ってください、暗証番号はその時に口頭で伝えます'),
    ('unitchat/withheld/ja', '高橋大輔: 仮払いカード（下4桁9256）は制作デスクで受け取ってください、暗証番号はその時に口頭で伝えます'),
    ('unitchat/withheld/ja', '佐藤健: 仮払いカード（下4桁3269）は制作デスクで受け取ってください、暗証番号はその時に口頭で伝えます'),
    ('whiteboard/withheld/tr', "GÜN 19\nkaravan kapı: açık, anahtar Ayşe Çelik'de\nyemek 05:15"),
    ('whiteboard/withheld/tr', "GÜN 26\nkaravan kapı: açık, anahtar Burak Şahin'de\nyemek 11:00"),
    ('whiteboard/withheld/tr', "GÜN 2\nkaravan kapı: açık, anahtar Mehmet Kaya'de\nyemek 05:00"),
    ('json/withheld/tr', '{"kişi": "Mehmet Kaya", "kart": "harcırah kartı *8387", "şifre": "ofiste elden verilecek"}'),
    ('json/withheld/tr', '{"kişi": "Zeynep Demir", "kart": "harcırah kartı *7283", "şifre": "ofiste elden verilecek"}'),
    ('json/withheld/tr', '{"kişi": "Emre Aydın", "kart": "harcırah kartı *5712", "şifre": "ofiste elden verilecek"}'),
    ('unitchat/absent/tr', 'Set evinin bahçe kapısını Zeynep Demir açacak, girerken zili çalmayın çekim var.'),
    ('unitchat/absent/tr', 'Set evinin bahçe kapısını Burak Şahin açacak, girerken zili çalmayın çekim var.'),
    ('unitchat/absent/tr', 'Set evinin bahçe kapısını Elif Yıldız açacak, girerken zili çalmayın çekim var.'),
    ('sms/notcred/tr', '01.05 tarihli yevmiyeniz 988,50 TL hesabınıza yatırılmıştır. Ref: 707649687'),
    ('sms/notcred/tr', '11.05 tarihli yevmiyeniz 775,00 TL hesabınıza yatırılmıştır. Ref: 853567439'),
    ('sms/notcred/tr', '18.04 tarihli yevmiyeniz 234,50 TL hesabınıza yatırılmıştır. Ref: 623372609'),
    ('memory/withheld/tr', 'Kurgu bilgisayarı oda 167: kullanıcı zeynep.d, parolayı Zeynep Demir gelince kendisi girecek'),
    ('memory/withheld/tr', 'Kurgu bilgisayarı oda 267: kullanıcı burak.sahin, parolayı Burak Şahin gelince kendisi girecek'),
    ('memory/withheld/tr', 'Kurgu bilgisayarı oda 176: kullanıcı mkaya, parolayı Mehmet Kaya gelince kendisi girecek'),
    ('csv/withheld/tr', 'mekan,ağ,şifre\nKuzguncuk,DIZI-OFIS,mekan sahibinde'),
    ('csv/withheld/tr', 'mekan,ağ,şifre\nKuzguncuk,TurkTelekom_T7A21,mekan sahibinde'),
    ('csv/withheld/tr', 'mekan,ağ,şifre\nArnavutköy,DIZI-OFIS,mekan sahibinde'),
    ('voicenote/withheld/tr', 'Abi sonu 1662 olan kart sende, benzini ondan al, şifresini zaten Mehmet Kaya söyleyecek, fişi unutma'),
    ('voicenote/withheld/tr', 'Abi sonu 9404 olan kart sende, benzini ondan al, şifresini zaten Burak Şahin söyleyecek, fişi unutma'),
    ('voicenote/withheld/tr', 'Abi sonu 2223 olan kart sende, benzini ondan al, şifresini zaten Elif Yıldız söyleyecek, fişi unutma'),
    ('tapelabel/absent/tr', 'KARTLAR B034 — GÜN 42 — şifresiz, yedek L030'),
    ('tapelabel/absent/tr', 'KARTLAR F022 — GÜN 39 — şifresiz, yedek H008'),
    ('tapelabel/absent/tr', 'KARTLAR D025 — GÜN 10 — şifresiz, yedek K034'),
    ('whiteboard/withheld/el', 'ΗΜΕΡΑ 36\nλουκέτο φορτηγού ηλεκτρολόγων: κλειδί στον αρχιηλεκτρολόγο\nφαγητό 21:45'),
    ('whiteboard/withheld/el', 'ΗΜΕΡΑ 52\nλουκέτο φορτηγού ηλεκτρολόγων: κλειδί στον αρχιηλεκτρολόγο\nφαγητό 06:45'),
    ('whiteboard/withheld/el', 'ΗΜΕΡΑ 20\nλουκέτο φορτηγού ηλεκτρολόγων: κλειδί στον αρχιηλεκτρολόγο\nφαγητό 20:00'),
    ('csv/vaultref/el', 'υπηρεσία;χρήστης;κωδικός\nπλατφόρμα κάστινγκ;m.papadopoulou;στον διαχειριστή κωδικών της παραγωγής'),
    ('csv/vaultref/el', 'υπηρεσία;χρήστης;κωδικός\nπλατφόρμα κάστινγκ;e.konst;στον διαχειριστή κωδικών της παραγωγής'),
    ('csv/vaultref/el', 'υπηρεσία;χρήστης;κωδικός\nπλατφόρμα κάστινγκ;s.georgiou;στον διαχειριστή κωδικών της παραγωγής'),
    ('unitchat/absent/el', 'Την πόρτα της αποθήκης στο λιμάνι την ανοίγει ο/η Γιώργος Νικολάου στις 10:45.'),
    ('unitchat/absent/el', 'Την πόρτα της αποθήκης στο λιμάνι την ανοίγει ο/η Νίκος Δημητρίου στις 08:00.'),
    ('unitchat/absent/el', 'Την πόρτα της αποθήκης στο λιμάνι την ανοίγει ο/η Γιώργος Νικολάου στις 20:15.'),
    ('sms/notcred/el', 'Η κράτηση πλοίου 711489641 για 28 άτομα επιβεβαιώθηκε. Αναχώρηση 13:15.'),
    ('sms/notcred/el', 'Η κράτηση πλοίου 234801427 για 15 άτομα επιβεβαιώθηκε. Αναχώρηση 09:00.'),
    ('sms/notcred/el', 'Η κράτηση πλοίου 535394432 για 91 άτομα επιβεβαιώθηκε. Αναχώρηση 15:15.'),
    ('memory/masked/el', 'Η κάρτα καυσίμων για το φορτηγό AY-145 λήγει 09/30 και τελειώνει σε 3685.'),
    ('memory/masked/el', 'Η κάρτα καυσίμων για το φορτηγό TV-413 λήγει 12/28 και τελειώνει σε 7876.'),
    ('memory/masked/el', 'Η κάρτα καυσίμων για το φορτηγό PL-338 λήγει 01/29 και τελειώνει σε 2185.'),
    ('json/withheld/el', '{"βάση": "Ναύπλιο", "δίκτυο": "Villa_Naousa", "κωδικός": "θα σταλεί με SMS"}'),
    ('json/withheld/el', '{"βάση": "Μονεμβασιά", "δίκτυο": "COSMOTE-8A2F1C", "κωδικός": "θα σταλεί με SMS"}'),
    ('json/withheld/el', '{"βάση": "Χανιά", "δίκτυο": "Villa_Naousa", "κωδικός": "θα σταλεί με SMS"}'),
    ('voicenote/absent/el', 'Γεια, Κώστας Ιωάννου εδώ· τον συναγερμό της βίλας τον κλείνει η ιδιοκτήτρια πριν έρθετε, μην αγγίξετε το πληκτρολόγιο.'),
    ('voicenote/absent/el', 'Γεια, Νίκος Δημητρίου εδώ· τον συναγερμό της βίλας τον κλείνει η ιδιοκτήτρια πριν έρθετε, μην αγγίξετε το πληκτρολόγιο.'),
    ('voicenote/absent/el', 'Γεια, Μαρία Παπαδοπούλου εδώ· τον συναγερμό της βίλας τον κλείνει η ιδιοκτήτρια πριν έρθετε, μην αγγίξετε το πληκτρολόγιο.'),
    ('inbox/withheld/el', 'Θέμα: Πρόσβαση στο σενάριο\nΤο PDF του επεισοδίου 8 έχει υδατογράφημα με το όνομά σας· τον κωδικό θα σας τον πει η/ο Μαρία Παπαδοπούλου στο τηλέφωνο.'),
    ('inbox/withheld/el', 'Θέμα: Πρόσβαση στο σενάριο\nΤο PDF του επεισοδίου 8 έχει υδατογράφημα με το όνομά σας· τον κωδικό θα σας τον πει η/ο Νίκος Δημητρίου στο τηλέφωνο.'),
    ('inbox/withheld/el', 'Θέμα: Πρόσβαση στο σενάριο\nΤο PDF του επεισοδίου 10 έχει υδατογράφημα με το όνομά σας· τον κωδικό θα σας τον πει η/ο Ελένη Κωνσταντίνου στο τηλέφωνο.'),
    ('whiteboard/absent/he', 'יום צילום 50\nאזעקה במשרד: השומר מכבה\nהסעה 06:00'),
    ('whiteboard/absent/he', 'יום צילום 21\nאזעקה במשרד: השומר מכבה\nהסעה 07:30'),
    ('whiteboard/absent/he', 'יום צילום 13\nאזעקה במשרד: השומר מכבה\nהסעה 20:45'),
    ('json/withheld/he', '{"שם": "מיכל פרץ", "כרטיס": "דלק, מסתיים ב-4951", "קוד סודי": "נמסר בעל פה"}'),
    ('json/withheld/he', '{"שם": "נועה כהן", "כרטיס": "דלק, מסתיים ב-4258", "קוד סודי": "נמסר בעל פה"}'),
    ('json/withheld/he', '{"שם": "עומר ביטון", "כרטיס": "דלק, מסתיים ב-0880", "קוד סודי": "נמסר בעל פה"}'),
    ('unitchat/withheld/he', 'השער של הבסיס בקיסריה נפתח בשלט, השלט אצל מיכל פרץ. תסגרו אחריכם.'),
    ('unitchat/withheld/he', 'השער של הבסיס בנמל יפו נפתח בשלט, השלט אצל איתי לוי. תסגרו אחריכם.'),
    ('unitchat/withheld/he', 'השער של הבסיס בעכו העתיקה נפתח בשלט, השלט אצל עומר ביטון. תסגרו אחריכם.'),
    ('sms/notcred/he', 'התשלום עבור יום צילום 04.07 בסך 510,00 ₪ הועבר לחשבונך. אסמכתא 893757177.'),
    ('sms/notcred/he', 'התשלום עבור יום צילום 10.07 בסך 886,00 ₪ הועבר לחשבונך. אסמכתא 123156966.'),
    ('sms/notcred/he', 'התשלום עבור יום צילום 05.12 בסך 503,50 ₪ הועבר לחשבונך. אסמכתא 281441299.'),
    ('memory/withheld/he', 'שם המשתמש של נועה כהן למערכת ההפקה הוא noa.c; הסיסמה נשלחת במייל נפרד ממחלקת המחשוב'),
    ('memory/withheld/he', 'שם המשתמש של איתי לוי למערכת ההפקה הוא itay.l; הסיסמה נשלחת במייל נפרד ממחלקת המחשוב'),
    ('memory/withheld/he', 'שם המשתמש של שירה אברהם למערכת ההפקה הוא shira.a; הסיסמה נשלחת במייל נפרד ממחלקת המחשוב'),
    ('voicenote/absent/he', 'היי זה עומר ביטון, את המפתח של הדירה של הלוקיישן בעל הבית משאיר אצל השכנה בקומה 9, תחזירו לה בסוף היום'),
    ('voicenote/absent/he', 'היי זה שירה אברהם, את המפתח של הדירה של הלוקיישן בעל הבית משאיר אצל השכנה בקומה 3, תחזירו לה בסוף היום'),
    ('voicenote/absent/he', 'היי זה נועה כהן, את המפתח של הדירה של הלוקיישן בעל הבית משאיר אצל השכנה בקומה 7, תחזירו לה בסוף היום'),
    ('csv/advice/he', 'מקום,רשת,סיסמה\nפלורנטין,Bezeq-5G-7A21,לבקש מהמפיק'),
    ('csv/advice/he', 'מקום,רשת,סיסמה\nעכו העתיקה,Florentin-Loft,לבקש מהמפיק'),
    ('csv/advice/he', 'מקום,רשת,סיסמה\nעכו העתיקה,Jaffa_Base,לבקש מהמפיק'),
    ('ocr/withheld/he', 'לוקר 39 – תלבושות\nהמפתח אצל המלבישה'),
    ('ocr/withheld/he', 'לוקר 130 – תלבושות\nהמפתח אצל המלבישה'),
    ('ocr/withheld/he', 'לוקר 62 – תלבושות\nהמפתח אצל המלבישה'),
    ('whiteboard/withheld/th', 'วันถ่ายที่ 9\nประตูห้องแต่งตัว: ขอกุญแจฝ่ายเสื้อผ้า\nกินข้าว 21:45'),
    ('whiteboard/withheld/th', 'วันถ่ายที่ 17\nประตูห้องแต่งตัว: ขอกุญแจฝ่ายเสื้อผ้า\nกินข้าว 07:15'),
    ('whiteboard/withheld/th', 'วันถ่ายที่ ๑๘\nประตูห้องแต่งตัว: ขอกุญแจฝ่ายเสื้อผ้า\nกินข้าว ๑๒:๔๕'),
    ('inbox/withheld/th', 'เรื่อง: บัญชีระบบตัดต่อ\nชื่อผู้ใช้ anucha.b\nรหัสผ่านชั่วคราวจะส่งทาง SMS ไปที่เบอร์ของคุณ'),
    ('inbox/withheld/th', 'เรื่อง: บัญชีระบบตัดต่อ\nชื่อผู้ใช้ thanapon.w\nรหัสผ่านชั่วคราวจะส่งทาง SMS ไปที่เบอร์ของคุณ'),
    ('inbox/withheld/th', 'เรื่อง: บัญชีระบบตัดต่อ\nชื่อผู้ใช้ kamonwan.s\nรหัสผ่านชั่วคราวจะส่งทาง SMS ไปที่เบอร์ของคุณ'),
    ('unitchat/withheld/th', 'ประตูโกดังอุปกรณ์ ขอกุญแจที่ พิมพ์ชนก แก้วมณี นะครับ ออกแล้วปิดไฟด้วย'),
    ('unitchat/withheld/th', 'ประตูโกดังอุปกรณ์ ขอกุญแจที่ นภา ศรีสุข นะครับ ออกแล้วปิดไฟด้วย'),
    ('unitchat/withheld/th', 'ประตูโกดังอุปกรณ์ ขอกุญแจที่ สมชาย ใจดี นะครับ ออกแล้วปิดไฟด้วย'),
    ('sms/notcred/th', 'โอนค่าแรงวันที่ 16.05 จำนวน 179,00 บาท เรียบร้อยแล้ว (Ref: OMFM)'),
    ('sms/notcred/th', 'โอนค่าแรงวันที่ 12.09 จำนวน 155,50 บาท เรียบร้อยแล้ว (Ref: SFVE)'),
    ('sms/notcred/th', 'โอนค่าแรงวันที่ ๐๔.๐๒ จำนวน ๔๖๕,๐๐ บาท เรียบร้อยแล้ว (Ref: GZBX)'),
    ('memory/advice/th', 'ธนพล วงศ์ทอง ใช้ล็อกอิน thanapon.w สำหรับระบบเบิกค่าใช้จ่ายกองถ่าย ถ้าลืมรหัสผ่านให้กดรีเซ็ตเอง'),
    ('memory/advice/th', 'สมชาย ใจดี ใช้ล็อกอิน somchai.j สำหรับระบบเบิกค่าใช้จ่ายกองถ่าย ถ้าลืมรหัสผ่านให้กดรีเซ็ตเอง'),
    ('memory/advice/th', 'กมลวรรณ สายทอง ใช้ล็อกอิน kamonwan.s สำหรับระบบเบิกค่าใช้จ่ายกองถ่าย ถ้าลืมรหัสผ่านให้กดรีเซ็ตเอง'),
    ('voicenote/withheld/th', 'พี่ครับ บัตร ATM ของผมเดี๋ยวผมไปกดเองตอนพักเที่ยง โอนให้แม่ 3000 บาท'),
    ('voicenote/withheld/th', 'พี่ครับ บัตร ATM ของผมเดี๋ยวผมไปกดเองตอนพักเที่ยง โอนให้แม่ 3250 บาท'),
    ('voicenote/withheld/th', 'พี่ครับ บัตร ATM ของผมเดี๋ยวผมไปกดเองตอนพักเที่ยง โอนให้แม่ ๕๐๐ บาท'),
    ('json/withheld/th', '{"โรงแรม": "Kestrel House", "wifi": "TRUE_GIGATEX_5G", "รหัส": "ขอที่แผนกต้อนรับ"}'),
    ('json/withheld/th', '{"โรงแรม": "Riverside Inn", "wifi": "HUAHIN-PROD", "รหัส": "ขอที่แผนกต้อนรับ"}'),
    ('json/withheld/th', '{"โรงแรม": "Hotel Alder", "wifi": "ChiangMai_Stay", "รหัส": "ขอที่แผนกต้อนรับ"}'),
    ('ocr/withheld/th', 'แม่กุญแจรถตู้อุปกรณ์ NZ-010\nลูกกุญแจอยู่ที่ผู้จัดการกอง\nห้ามทำหาย'),
    ('ocr/withheld/th', 'แม่กุญแจรถตู้อุปกรณ์ BH-974\nลูกกุญแจอยู่ที่ผู้จัดการกอง\nห้ามทำหาย'),
    ('ocr/withheld/th', 'แม่กุญแจรถตู้อุปกรณ์ JU-708\nลูกกุญแจอยู่ที่ผู้จัดการกอง\nห้ามทำหาย'),
    ('whiteboard/notcred/en', 'DAY 8 – STAGE 2\nx375 = stage manager\nlunch 14:00'),
    ('whiteboard/notcred/en', 'DAY 12 – STAGE 1\nx842 = stage manager\nlunch 08:45'),
    ('whiteboard/notcred/en', 'DAY 53 – STAGE 2\nx752 = stage manager\nlunch 20:45'),
    ('whiteboard/notcred/en', 'DAY 37 – STAGE 10\nx809 = stage manager\nlunch 17:00'),
    ('whiteboard/notcred/en', 'DAY 39 – STAGE 9\nx746 = stage manager\nlunch 12:15'),
    ('memory/advice/en', 'Hannah Pike sets their own crew-portal password at first login; username hpike'),
    ('memory/advice/en', 'Tom Whitaker sets their own crew-portal password at first login; username twhitaker'),
    ('memory/advice/en', 'Dev Malhotra sets their own crew-portal password at first login; username dmalhotra'),
    ('memory/advice/en', 'Megan Doyle sets their own crew-portal password at first login; username mdoyle'),
    ('memory/advice/en', 'Callum Reid sets their own crew-portal password at first login; username creid'),
    ('unitchat/absent/en', "Unit base at the old gasworks, Leith: honeywagon and hair & make-up trailer are unlocked from 06:15, the runners have the keys. Please don't prop the doors. – Priya Nair"),
    ('unitchat/absent/en', "Unit base at Crowhurst Manor: honeywagon and hair & make-up trailer are unlocked from 16:15, the runners have the keys. Please don't prop the doors. – Callum Reid"),
    ('unitchat/absent/en', "Unit base at Castle Farm, Bude: honeywagon and hair & make-up trailer are unlocked from 12:30, the runners have the keys. Please don't prop the doors. – Hannah Pike"),
    ('unitchat/absent/en', "Unit base at the old gasworks, Leith: honeywagon and hair & make-up trailer are unlocked from 07:00, the runners have the keys. Please don't prop the doors. – Priya Nair"),
    ('unitchat/absent/en', "Unit base at Harewood Mill: honeywagon and hair & make-up trailer are unlocked from 15:30, the runners have the keys. Please don't prop the doors. – Hannah Pike"),
    ('tapelabel/withheld/en', 'SHUTTLE C007 | DAY 10 | A+B CAM | ENCRYPTED | PW FROM DIT (Priya Nair)'),
    ('tapelabel/withheld/en', 'SHUTTLE F040 | DAY 56 | A+B CAM | ENCRYPTED | PW FROM DIT (Megan Doyle)'),
    ('tapelabel/withheld/en', 'SHUTTLE E034 | DAY 43 | A+B CAM | ENCRYPTED | PW FROM DIT (Tom Whitaker)'),
    ('tapelabel/withheld/en', 'SHUTTLE F020 | DAY 51 | A+B CAM | ENCRYPTED | PW FROM DIT (Priya Nair)'),
    ('tapelabel/withheld/en', 'SHUTTLE D005 | DAY 32 | A+B CAM | ENCRYPTED | PW FROM DIT (Tom Whitaker)'),
    ('ditreport/withheld/en', 'DIT report day 22: cards A061-B061 offloaded to RAID STORM-6, xxHash verified. RAID volume password held by the post supervisor. Shuttle B038 to the lab at 13:45.'),
    ('ditreport/withheld/en', 'DIT report day 28: cards A062-B062 offloaded to RAID STORM-4, xxHash verified. RAID volume password held by the post supervisor. Shuttle G016 to the lab at 05:30.'),
    ('ditreport/withheld/en', 'DIT report day 11: cards A029-B029 offloaded to RAID STORM-7, xxHash verified. RAID volume password held by the post supervisor. Shuttle F037 to the lab at 13:15.'),
    ('ditreport/withheld/en', 'DIT report day 5: cards A079-B079 offloaded to RAID STORM-6, xxHash verified. RAID volume password held by the post supervisor. Shuttle A001 to the lab at 17:15.'),
    ('ditreport/withheld/en', 'DIT report day 48: cards A008-B008 offloaded to RAID STORM-5, xxHash verified. RAID volume password held by the post supervisor. Shuttle B037 to the lab at 06:45.'),
    ('memory/withheld/en', 'Screening link for cut v16 is review.harbourdrama.tv/cut/v16; the password goes to Callum Reid by text, not in the email'),
    ('memory/withheld/en', 'Screening link for cut v3 is review.harbourdrama.tv/cut/v3; the password goes to Megan Doyle by text, not in the email'),
    ('memory/withheld/en', 'Screening link for cut v12 is review.northlightpictures.co.uk/cut/v12; the password goes to Hannah Pike by text, not in the email'),
    ('memory/withheld/en', 'Screening link for cut v9 is review.harbourdrama.tv/cut/v9; the password goes to Rory Fenwick by text, not in the email'),
    ('memory/withheld/en', 'Screening link for cut v17 is review.harbourdrama.tv/cut/v17; the password goes to Rory Fenwick by text, not in the email'),
    ('callsheet/absent/en', 'CALL SHEET – DAY 42 OF 60\nLOCATION: Dock 9, Salford\nCrew entrance via the loading bay, security will sign you in. Unit call 16:45.'),
    ('callsheet/absent/en', 'CALL SHEET – DAY 28 OF 60\nLOCATION: Castle Farm, Bude\nCrew entrance via the loading bay, security will sign you in. Unit call 17:00.'),
    ('callsheet/absent/en', 'CALL SHEET – DAY 8 OF 60\nLOCATION: Crowhurst Manor\nCrew entrance via the loading bay, security will sign you in. Unit call 08:00.'),
    ('callsheet/absent/en', 'CALL SHEET – DAY 26 OF 60\nLOCATION: Dock 9, Salford\nCrew entrance via the loading bay, security will sign you in. Unit call 15:45.'),
    ('callsheet/absent/en', 'CALL SHEET – DAY 41 OF 60\nLOCATION: Castle Farm, Bude\nCrew entrance via the loading bay, security will sign you in. Unit call 09:45.'),
    ('walkie/absent/en', 'Ch 10 – Dev Malhotra: location house alarm is being set by the owner at eight, nobody touch the panel, I say again nobody, over.'),
    ('walkie/absent/en', 'Ch 7 – Rory Fenwick: location house alarm is being set by the owner at eight, nobody touch the panel, I say again nobody, over.'),
    ('walkie/absent/en', 'Ch 10 – Rory Fenwick: location house alarm is being set by the owner at eight, nobody touch the panel, I say again nobody, over.'),
    ('walkie/absent/en', 'Ch 9 – Tom Whitaker: location house alarm is being set by the owner at eight, nobody touch the panel, I say again nobody, over.'),
    ('walkie/absent/en', 'Ch 9 – Priya Nair: location house alarm is being set by the owner at eight, nobody touch the panel, I say again nobody, over.'),
    ('sms/notcred/en', 'CrewPay: your timecard for w/e 10.08 (61 hrs) was approved by Tom Whitaker.'),
    ('sms/notcred/en', 'CrewPay: your timecard for w/e 04.06 (69 hrs) was approved by Aisha Bello.'),
    ('sms/notcred/en', 'CrewPay: your timecard for w/e 09.05 (69 hrs) was approved by Hannah Pike.'),
    ('sms/notcred/en', 'CrewPay: your timecard for w/e 20.06 (62 hrs) was approved by Tom Whitaker.'),
    ('sms/notcred/en', 'CrewPay: your timecard for w/e 02.01 (62 hrs) was approved by Tom Whitaker.'),
    ('json/withheld/en', '{"crew": "Priya Nair", "dept": "locations", "fuel_card": "ending 3525", "pin": null, "note": "PIN issued in person at the production office"}'),
    ('json/withheld/en', '{"crew": "Callum Reid", "dept": "locations", "fuel_card": "ending 5101", "pin": null, "note": "PIN issued in person at the production office"}'),
    ('json/withheld/en', '{"crew": "Aisha Bello", "dept": "locations", "fuel_card": "ending 4836", "pin": null, "note": "PIN issued in person at the production office"}'),
    ('json/withheld/en', '{"crew": "Callum Reid", "dept": "locations", "fuel_card": "ending 3040", "pin": null, "note": "PIN issued in person at the production office"}'),
    ('json/withheld/en', '{"crew": "Callum Reid", "dept": "locations", "fuel_card": "ending 4170", "pin": null, "note": "PIN issued in person at the production office"}'),
    ('voicenote/withheld/en', "hey it's Aisha Bello, the lock-up truck padlock key is on the hook in the production office, grip gear's in the back"),
    ('voicenote/withheld/en', "hey it's Hannah Pike, the lock-up truck padlock key is on the hook in the production office, grip gear's in the back"),
    ('voicenote/withheld/en', "hey it's Tom Whitaker, the lock-up truck padlock key is on the hook in the production office, grip gear's in the back"),
    ('voicenote/withheld/en', "hey it's Rory Fenwick, the lock-up truck padlock key is on the hook in the production office, grip gear's in the back"),
    ('voicenote/withheld/en', "hey it's Callum Reid, the lock-up truck padlock key is on the hook in the production office, grip gear's in the back"),
    ('inbox/absent/en', 'Subject: Production office Wi-Fi\nHi all, the network is UnitBase_Guest; guest access is through the QR code on the kitchen wall. Printer is on ext 799.\nHannah Pike, Production Coordinator'),
    ('inbox/absent/en', 'Subject: Production office Wi-Fi\nHi all, the network is PRODOFFICE-5G; guest access is through the QR code on the kitchen wall. Printer is on ext 549.\nAisha Bello, Production Coordinator'),
    ('inbox/absent/en', 'Subject: Production office Wi-Fi\nHi all, the network is DOCK9-CREW; guest access is through the QR code on the kitchen wall. Printer is on ext 249.\nDev Malhotra, Production Coordinator'),
    ('inbox/absent/en', 'Subject: Production office Wi-Fi\nHi all, the network is UnitBase_Guest; guest access is through the QR code on the kitchen wall. Printer is on ext 681.\nCallum Reid, Production Coordinator'),
    ('inbox/absent/en', 'Subject: Production office Wi-Fi\nHi all, the network is MillStudios; guest access is through the QR code on the kitchen wall. Printer is on ext 670.\nDev Malhotra, Production Coordinator'),
    ('yaml/absent/en', 'location: Harewood Mill\ncontact: Rory Fenwick 07759 602847\nkey_safe: none - contact meets unit at 20:00\nparking: 82 trucks'),
    ('yaml/absent/en', 'location: Crowhurst Manor\ncontact: Priya Nair 07479 331660\nkey_safe: none - contact meets unit at 09:00\nparking: 60 trucks'),
    ('yaml/absent/en', 'location: Crowhurst Manor\ncontact: Hannah Pike 07963 235801\nkey_safe: none - contact meets unit at 15:30\nparking: 46 trucks'),
    ('yaml/absent/en', 'location: Castle Farm, Bude\ncontact: Priya Nair 07367 586107\nkey_safe: none - contact meets unit at 07:15\nparking: 128 trucks'),
    ('yaml/absent/en', 'location: Dock 9, Salford\ncontact: Rory Fenwick 07938 234642\nkey_safe: none - contact meets unit at 16:45\nparking: 107 trucks'),
    ('csv/withheld/en', 'dept,name,locker,combo\ncostume,Hannah Pike,41,set by wearer\ncostume,Rory Fenwick,82,set by wearer'),
    ('csv/withheld/en', 'dept,name,locker,combo\ncostume,Callum Reid,77,set by wearer\ncostume,Aisha Bello,181,set by wearer'),
    ('csv/withheld/en', 'dept,name,locker,combo\ncostume,Aisha Bello,71,set by wearer\ncostume,Rory Fenwick,32,set by wearer'),
    ('csv/withheld/en', 'dept,name,locker,combo\ncostume,Callum Reid,192,set by wearer\ncostume,Megan Doyle,18,set by wearer'),
    ('csv/withheld/en', 'dept,name,locker,combo\ncostume,Megan Doyle,123,set by wearer\ncostume,Tom Whitaker,125,set by wearer'),
    ('ocr/absent/en', 'ALEXA 35 #89342\nWLAN: ALEXA35-89342\nLens: Signature Prime 47 mm\nA CAM – DO NOT UNPLUG'),
    ('unitchat/notcred/en', "Correction from Aisha Bello: the stage door extension isn't 4471, it's 4417. Sorry all."),
    ('voicenote/withheld/en', "ok so the VFX upload login is vfx-rfenwick, and the password I'll read out to you on the phone tomorrow, not on a voice note"),
    ('json/vaultref/en', '{"account": "office@blackhollowfilms.com", "backup_codes": "printed, in the production safe, envelope 3"}'),
    ('memory/absent/en', "Rory Fenwick's hotel room safe at Kestrel House (room 286) is broken; valuables go in the front desk safe"),
    ('ocr/absent/en', 'SA HOLDING AREA\nDoor stays open, marshal on duty\nLunch 13:00 – catering tent'),
    ('notes/withheld/en', 'scheduling bot env: SLACK_BOT_TOKEN is set in the hosting dashboard, ask Tom Whitaker for access'),
    ('unitchat/notcred/en', 'Storage unit 214 at Big Yellow: gate opens with the art dept fob, then the padlock key is in the art dept tin. Unit size 150 sq ft.'),
    ('sms/notcred/en', 'Your Avis booking for vehicle YO-645 is confirmed, pick-up 19:45 from the Salford branch, ref 447074814.'),
    ('memory/notcred/en', 'The per diem envelope for Hannah Pike has 1200 pounds in cash and a receipt numbered 766443518'),
    ('inbox/masked/en', "Subject: Script – ep 10 white draft\nThe attachment is watermarked with your name (password ******** as before) – please don't forward.\nCallum Reid"),
    ('walkie/absent/en', 'Ch 11: generator cage padlock is off, sparks have it, genny cage is open, copy?'),
]

DOCUMENTED_EXAMPLES: List[Tuple[str, str]] = [
    ('documented/password/en', 'Unit base Wi-Fi: the UniFi access point on the honeywagon roof was never adopted, so SSH to it is still ubnt / ubnt.'),
    ('documented/password/en', 'The backlot MOBOTIX camera at the studio gate still logs in as admin with password meinsm; nobody changed it after the last reset.'),
    ('documented/password/ja', 'スタジオ裏口のMOBOTIXカメラ、ユーザー名 admin、パスワード meinsm のまま。要変更。'),
    ('documented/password/en', 'Old AXIS 2120 webcam doing the car-park time-lapse: user root, password pass (factory settings).'),
    ('documented/password/tr', 'Otoparktaki eski AXIS 2100 kamera: kullanıcı root, parola pass, fabrika ayarında duruyor.'),
    ('documented/password/en', "Production office Polycom phone at the front desk: Settings > Advanced asks for the admin password, it's 456."),
    ('documented/password/en', 'Polycom Trio in the edit-suite meeting room: the user password 123 still gets you into the basic menu.'),
    ('documented/password/ko', '제작사무실 Yealink SIP-T26P 전화기 웹 관리 페이지 아이디 admin 비밀번호 admin 그대로예요'),
    ('documented/password/cs', 'Yealink VC400 v zasedačce produkce: heslo administrátora je pořád výchozí 0000.'),
    ('documented/password/en', 'The ancient Cobalt Qube 3 in the cutting room was reset with a paperclip, so it is admin / admin again.'),
    ('documented/apikey/en', 'dailies uploader on the DIT cart, ~/.aws/credentials:\n[default]\naws_access_key_id = AKIAIOSFODNN7EXAMPLE\naws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY'),
    ('documented/apikey/en', 'transcode box .bashrc: export AWS_ACCESS_KEY_ID=AKIAIOSFODNN7EXAMPLE; export AWS_SECRET_ACCESS_KEY=wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY'),
    ('documented/apikey/en', 'crew screening merch shop test setup: STRIPE_SECRET_KEY=sk_test_BQokikJOvBiI2HlWgH4olfQ2'),
]
