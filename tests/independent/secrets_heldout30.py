"""Held-out evaluation corpus #30 for the zeusmem write gate: A PARCEL AND FOOD DELIVERY OPERATION (a courier depot,
its sort hubs and micro-hubs / dark stores, its vans, drivers, cargo-bike and moped riders, dispatchers and shift
leads, and the customers who write delivery notes), with an assistant. The memories are the ones an agent keeps for
drivers, riders, dispatchers, hub supervisors and customers: depot gate, loading-bay and returns-cage codes and
padlock combinations, van key safes, parcel-locker admin / service codes and customers' locker pick-up codes,
apartment-building entry and door codes that customers put in delivery notes or text to the driver, the concierge's
courier code of the day, the handheld scanner, route-app and dispatch-dashboard logins, proof-of-delivery one-time
codes read out by a customer, fuel-card PINs, riders' own bank / UPI / mobile-money PINs and banking passwords handed
to a colleague, the alarm code of the last one out, and the Wi-Fi keys of depots and hubs. The BENIGN side is the
same operation's paperwork with no credential in it: parcel / tracking / AWB numbers, route and stop numbers, locker
bank ids and compartment NUMBERS, free-compartment counts, flat / building / staircase numbers, postcodes, van
plates, card endings with expiry, scan counts, order references, cage numbers, and "ring the concierge", "the code is
in the driver notes", "the PIN is in the envelope with the dispatcher", "in 1Password / KeePass / Bitwarden",
"the supervisor gives it to you in person".

Who / when / how
    Written on 2026-12-07 by the thirtieth independent evaluation-data author (helper session seccorp30, branch
    seccorp30), blind: I did not open anything under zeusmem/ or docs/, no test file and no other corpus's entries,
    did not grep the repository's files, did not run git log, did not import zeusmem and never ran the gate or any
    other secret detector on these texts; nothing here is fitted to a detector and I wrote no scoring test. The only
    repository texts I read were the module docstring of tests/independent/secrets_heldout29.py (printed with
    ast.get_docstring, nothing after it) and the [tool.ruff] sections of pyproject.toml (printed with the sed command
    given in my brief). The worktree was created with `git worktree add -q`, which printed nothing. No slip that I
    know of. After committing I read the commit hash with git rev-parse only.
    I read #29's docstring only, so I avoided #29's languages (is, ka, cs, ko, ja, tr, el, he, th) and its documented
    examples, and its emphasis and #8 - #28's emphases as #29's docstring lists them; I do not know #28's or earlier
    corpora's languages or documented examples beyond that list, so some of my languages or defaults may repeat an
    earlier corpus (French, German, Spanish and Portuguese are likely to have been used before). The search tool was
    used only to check the documented examples below. No generator: every text was typed by hand into per-language
    Python lists in scratch files under /tmp (not committed), which were pasted together into this file; the only
    scripts run were a count / duplicate check, ruff check and an import check.
    Each language's SECRETS list has a BENIGN list of the same length written as look-alike counterparts in the same
    order: the counterpart keeps the form, the situation, the names, places, SSIDs, logins, plates and most numbers,
    and takes the credential out (asks the reader to ring, says where it is kept, masks it, gives advice instead, or
    turns the digits into a stop / cage / flat / scan count / tracking number). So a benign text often holds the very
    digits that are a code in its twin (returns cage "582" padlock vs 582 parcels; gate "4471" vs card ending 4471).

Emphasis (chosen to differ from #8 - #29 as #29's docstring lists them)
    1. Last-mile delivery: credentials that belong to OTHER PEOPLE (customers' building door codes, gate codes, key
       safes, locker pick-up codes and proof-of-delivery codes) travel to a driver through delivery notes, texts and
       voice notes and then spread through driver group chats; the operation's own secrets (depot gates, cages, key
       safes, locker admin codes, alarm, Wi-Fi, scanner / route-app / dispatch logins, fuel-card PINs, webhook keys)
       travel through handover sheets, radio and app exports; riders lend each other bank cards, UPI / mobile-money
       PINs and even a relative's online-banking password.
    2. Look-alikes specific to parcels: tracking / AWB / consignment numbers, locker compartment numbers, stop
       numbers, "flat 12B", postcodes / PIN codes (Indian postcode "pincode 110092" on the benign side), cage numbers,
       scan totals, order refs, card endings, an SMS with a bank transfer reference beside the TAC SMS, an Italian
       handheld serial number that contains its twin's unlock PIN.
    3. Forms: deliverynote (a customer's delivery instruction), driverchat (drivers' / riders' group chat), voicenote
       (a transcribed voice note), radio (dispatcher radio transcript), handover (shift handover sheet), csv / json /
       yaml (app and locker-fleet exports, hub records), ocr (a photographed note on a door or gate, a sign, a
       dashboard sticky note), email, sms, memory (an assistant memory line), notes (a personal note).
    4. Languages: 13 - English plus twelve that #29 did not use: French, German, Italian, Polish, Romanian, Ukrainian,
       Brazilian Portuguese (pt), Mexican Spanish (es), Dutch, Hindi (Devanagari and romanised Hinglish), Chinese
       (simplified) and Malay (with English code-switching). Chat habits: missing diacritics (pl, ro, fr, pt chats),
       abbreviations (svp, stp, jpeux, pw, aub, ye, tq, vlw, plis, porfa, bhai, ffs), Hinglish and Manglish. Native
       digits where people do write them: Devanagari digits in 5 Hindi SECRETS and 3 BENIGN texts; Chinese spoken
       digits (幺 for 1) in 3 Chinese SECRETS voice / radio transcripts and 2 BENIGN ones.

Labelling decisions
    SECRETS: anything that admits, unlocks or spends on its own or with a public identifier. Judgement calls:
    (a) a door, gate, barrier, keypad, key-safe, alarm, locker or padlock code is SECRET when the text gives its
        current value, whoever owns it (a customer's building or a depot); "new code, old one won't work" with the new
        value is SECRET; no benign text gives an old value;
    (b) a parcel-locker pick-up code, a delivery / proof-of-delivery PIN, a bank TAC / security code, a gate-pass
        code and a locker swap code are SECRET (kind otp) even though they are short-lived; an SMS giving only the
        locker, compartment, tracking number or transfer reference is BENIGN;
    (c) a rider's own card PIN, UPI PIN, mobile-money / wallet PIN or a relative's banking password shared in chat or
        a note is SECRET; a temporary first-login password shared with new starters is SECRET;
    (d) a login name, driver ID, route, van plate, card ending (with or without expiry), SSID, asset tag or serial
        alone is BENIGN (notcred); a masked value (****, ••••) is BENIGN (masked); "in 1Password", "${ENV}",
        "vault:..." are BENIGN (vaultref); "ask the supervisor", "in the envelope", "sent by SMS" are BENIGN (withheld);
        "never share your PIN" is BENIGN (advice); a text with no credential slot filled is BENIGN (absent);
    (e) a code spelled in words (voice notes, radio) or given as a riddle with its value ("the year the house was
        built, nineteen thirty-four") is SECRET;
    (f) DOCUMENTED_EXAMPLES are published factory defaults or documentation example credentials written as if still in
        use on the depot's own devices, so they are SECRET by nature; they are counted in neither list.

Labels
    (label, text) with label = "form/kind/lang" as in #17 - #29; lang is ISO 639-1 (en, fr, de, it, pl, ro, uk, pt,
    es, nl, hi, zh, ms). SECRETS kinds name the credential: doorcode (also gates, barriers, keypads, lifts), password,
    pin, wifi, otp, keysafe, padlock, alarm, locker (locker admin / service codes and a parcel-box combination),
    passcode (a handheld / phone unlock or supervisor override), recovery (backup codes), apikey (a webhook key or
    signing secret, made-up shapes rtl_live_ / whsec_). BENIGN kinds: notcred, absent, withheld, advice, vaultref,
    masked. DOCUMENTED_EXAMPLES use form "documented" and name the product in the text.

Counts (computed after writing, with a count / duplicate check; no duplicate texts across the three lists)
    SECRETS: 320  (non-English: 240, 75 %)
        by language: en 80, fr 21, de 21, pl 21, uk 21, pt 21, es 21, hi 21, zh 21, ro 20, nl 20, ms 20, it 12
        by kind: doorcode 104, password 45, pin 42, wifi 31, otp 26, keysafe 18, padlock 18, alarm 15, locker 14,
                 passcode 3, recovery 2, apikey 2
        by form: driverchat 48, deliverynote 35, memory 32, sms 31, voicenote 31, handover 29, email 19, radio 17,
                 ocr 17, json 17, csv 15, notes 15, yaml 14
    BENIGN: 320  (non-English: 240, 75 %)
        by language: as SECRETS
        by kind: notcred 114, absent 71, withheld 64, advice 48, vaultref 18, masked 5
        by form: as SECRETS (each benign text mirrors one secret text)
    DOCUMENTED_EXAMPLES: 12

DOCUMENTED_EXAMPLES
    Published defaults and documentation examples quoted in the depot setting (drivers' lockers, rest-room locks, van
    key safe, label printer, COD cash safe, gate intercom, hub door lock, 4G router, office routers, access control),
    checked with the search tool: Codelocks KitLock KL1000 factory master code 11 33 55 77 and user code 22 44 (the
    KL1000 programming / operating instructions on codelocks.zohodesk.eu); Codelocks GuestLock factory master code
    123456 and cancellation code 999 (GuestLock CL4000 operating instructions, on abcdocz.com and a manual mirror);
    Master Lock 5401 key safe factory-set to 0000 (secondary: a Q&A page quoting Master Lock, calendar-australia.com);
    Zebra S4M printer front-panel password default Level 3 = 1234 (the ^KP command in the S4M user guide on
    manualsdir.com / manualsdump.com); dormakaba Paxos safe locks' factory opening code 10203040 (kb.dormakaba.com,
    "General Information on the Paxos Codes"); 2N's documentation example login Admin / password 2n in its Indoor
    Touch HTTP API example URL (wiki.2n.com, "4.2.1.1 Login"); Yale Keyless Connected master code default 123456 and
    Yale Z-Wave locks' master PIN default 12345678 (secondary: aggregated help pages quoting Yale's instructions);
    Huawei EG860 web UI user admin with default password 4GCPE@TD (the EG860 user guide's user / password table, on
    a manual mirror); Actiontec MI424WR admin / password (Verizon's Actiontec manual as cited in a router-defaults
    CSV on GitHub, Drumworks/router-default-passwords); TP-Link admin / admin (secondary: router-defaults lists);
    Paxton Net2's old default operator "System engineer" / net2 (secondary and weak: a low-quality page says earlier
    versions shipped with it and newer ones force a password at install). Several are secondary sources, defaults
    vary by model and firmware, and newer firmware often forces a change at first login.

Limits
    The situations are repeated across languages more than I would like: English was written freely, French, German
    and Italian vary a little more, but Polish, Romanian, Ukrainian, Portuguese, Spanish, Dutch, Hindi, Chinese and Malay each follow one
    shared list of about twenty situations (building door in a delivery note, changed gate code in the chat, locker
    pick-up SMS, fuel-card PIN in a voice note, key safe on the handover, app login, note on a door, hub Wi-Fi in JSON,
    a colleague's bank PIN, returns-cage padlock on the radio, locker admin codes in CSV, customer's gate code by SMS,
    hub Wi-Fi by e-mail, a spelled door code in a voice note, a PIN memory, YAML site access, temporary scanner
    password, alarm code on the handover, a building code with extra steps, a relative's banking password), localised
    with each country's brands, places, habits and wording; eight one-off texts (fr, de, pt, pl, zh, hi, uk, es) add
    situations found in one language only. So the non-English side measures breadth across languages and scripts more
    than variety within one. Benign texts mirror their secret twins closely, which makes them hard look-alikes but
    also similar in length and shape. The rare kinds (passcode, recovery, apikey) have 2 - 3 texts each; the only
    machine credentials are two made-up webhook keys and the documented examples. Native digits are few (Devanagari
    in Hindi, spoken Chinese digits). All non-English text is my own and some will read stiffly
    (Hindi, Chinese, Malay and Ukrainian most of all); nothing here was checked by a courier or a native speaker. Every value is made up and nothing is live.
"""


_EN_SECRETS = [
    ("deliverynote/doorcode/en", "Side gate is coded, punch 4471 then push hard, it sticks. Leave by the green bin if no answer."),
    ("deliverynote/doorcode/en", "Flat 12B, Harcourt House. Building door code 2580# then lift to 3rd floor, door on the left. Pls don't leave in the lobby."),
    ("deliverynote/locker/en", "If I'm out put it in the grey parcel box by the porch, combination 0-6-1-9, spin the dials after pls!"),
    ("driverchat/doorcode/en", "anyone done Cressington Mews today? gate keypad is 19072 now, they changed it monday"),
    ("driverchat/keysafe/en", "Van 14 key safe at Northfleet is 3306, keys for 14 and 17 in there. PUT THEM BACK ffs"),
    ("radio/doorcode/en", "Control to two-seven, the loading bay roller at Unit 4 is code seven-seven-three-one, say again seven seven three one, over."),
    ("handover/padlock/en", "HANDOVER NIGHTS -> EARLIES\n- Returns cage 3 padlock: 582\n- 2 missorts on Route 41, in the cage\n- Gate code unchanged"),
    ("memory/password/en", "User's route app (Routelyne) login: driver ID D-40417, password Tangerine!Van88"),
    ("sms/otp/en", "ParcelHop: Your delivery PIN is 4829. Only give it to your driver once you have your parcel in hand."),
    ("driverchat/otp/en", "customer at 18 Larch Close can't come down, she read me the code off her phone, 7316, can u put it in for me on ur handheld mine's frozen"),
    ("voicenote/pin/en", "yeah it's Kev, um, the fuel card for the Sprinter, the PIN's nine zero four two, don't give it to the agency lads, cheers"),
    ("email/wifi/en", "Subject: Hub Wi-Fi\n\nHi all, new network at Purfleet hub is DEPOT-PURF-STAFF, key Quayside-Rivet-2291. The guest network is for visitors only.\n\nMarta (site admin)"),
    ("ocr/doorcode/en", "[photo of note taped to door] COURIERS - code for the communal door is 1397 - please shut it behind you - Flat 4"),
    ("json/password/en", '{"type": "login", "system": "handheld MDM", "user": "depot.sup2", "password": "Hx7!pq4Rw2", "site": "Basildon"}'),
    ("csv/locker/en", "locker_bank,site,admin_code\nLB-07,Tesco Extra Pitsea,558201\nLB-11,Shell Wickford,770934"),
    ("yaml/wifi/en", "hub: Erith\nwifi:\n  ssid: ERITH-HUB-5G\n  psk: \"8820416631\"\nprinter: Zebra ZT411 bay 2"),
    ("memory/pin/en", "Rider Tomasz asked me to hold his Monzo card PIN while his phone is broken: 6158."),
    ("driverchat/password/en", "new starters: handheld login is your badge number and the temp password is Winter2026! till you change it at first login"),
    ("deliverynote/doorcode/en", "Concierge 7am-7pm. After hours use the panel on the left, press 0 then 84220 and it buzzes."),
    ("deliverynote/doorcode/en", "Back door via the alley, keypad on the right: press C, then 1964, then the key symbol."),
    ("sms/otp/en", "SwiftDrop: Collection code 552918 for 3 parcels at Locker Bank 14 (Morrisons Chadwell). Do not share this code."),
    ("radio/alarm/en", "Base to all units, last one out of Thurrock tonight sets the alarm, code two six zero eight then set. Two six zero eight."),
    ("notes/padlock/en", "Returns cage combo (bay 9): 4-0-9. Do NOT write it on the cage again."),
    ("email/password/en", "From: fleet@kentparcel.co.uk\nSubject: Fuel portal access\n\nYour login for the fuel-card portal is depot.ely and your password is Gr8-Ely-Diesel-01. Please don't share it."),
    ("voicenote/doorcode/en", "right so for the flats on Brook Street the main door is star one one four five, then the inner door you just push"),
    ("handover/keysafe/en", "Key safe at St Neots satellite: 7021 (black box by the side door). Van keys 3, 8 and 11 inside."),
    ("driverchat/wifi/en", "wifi in the canteen is CANTEEN-GUEST and the pw is bluebanana77"),
    ("memory/password/en", "Dispatcher dashboard for Ashford: ash.dispatch@swiftdrop.co.uk / Pelican-Harbour-51"),
    ("deliverynote/doorcode/en", "Gated close, the guard hut is shut on Sundays. Pedestrian gate code 3318. Villa 22 is at the very end."),
    ("ocr/doorcode/en", "[OCR door sign] DELIVERIES ONLY >> BELL NOT WORKING >> CODE 6604* >> LEAVE AT RECEPTION"),
    ("json/pin/en", '{"driver": "R. Okafor", "van": "LN70 KFD", "fuel_card": "**** 4471", "fuel_pin": "2093"}'),
    ("csv/doorcode/en", "stop,address,access_notes\n14,9 Wharf Rd,Gate code 1120 then bell 9\n15,11 Wharf Rd,leave with no.9"),
    ("sms/password/en", "Hi it's Priya from the depot - your PayPoint kiosk password has been reset to Kiosk#48Upm, change it later x"),
    ("driverchat/otp/en", "mate the app sent me the swap code for the locker, 847302, can u do it for me I'm stuck on the A12"),
    ("voicenote/pin/en", "babe it's me, I'm at the cash machine by the depot, your card PIN is three five seven seven yeah? the blue card"),
    ("memory/recovery/en", "Saved the route app's two-factor backup codes for the user: 4817-2209, 6630-1185, 9902-7741."),
    ("handover/password/en", "Label printer PC (bay 3): Windows user Goods-In, password HubPrint2026 (shared account, don't change it)"),
    ("deliverynote/doorcode/en", "Ring flat 7. If no answer, parcel room code is 2846 (left of the mailboxes)."),
    ("radio/doorcode/en", "Twenty-two to control, I'm at the Pavilion building, need the door code. / Control: one nine eight eight hash. / Twenty-two: received, one nine eight eight hash."),
    ("email/doorcode/en", "Dear courier partners, from 1 December the delivery entrance on Canal Street will use code 50719. Drivers must not share this code with the public. Regards, Building Management"),
    ("sms/doorcode/en", "Hi driver, I'm at work, the gate code is 0715 and you can leave it behind the big plant pot, thanks!"),
    ("json/wifi/en", '{"site": "Hemel micro-hub", "ssid": "HMH-Ops", "wifi_password": "s7Kq!mN2vT9e"}'),
    ("yaml/doorcode/en", "site: Dartford cross-dock\naccess:\n  pedestrian_gate: \"2217\"\n  cage_room: \"9090\"\n  contact: shift lead"),
    ("memory/keysafe/en", "The key safe on the Tilbury yard post holds the spare van key for Route 3, combination 1865."),
    ("notes/password/en", "Route planner team account: routes@kentparcel.co.uk  pw Monday-Rain-Kite-7"),
    ("driverchat/doorcode/en", "Fernside Court has a new keypad, old code won't work, it's 8096 now"),
    ("voicenote/alarm/en", "hey it's Gemma, if you're locking up Leyton tonight the alarm code is four four one seven, you've got thirty seconds to get out"),
    ("ocr/padlock/en", "[photo] BIKE LOCKER 3 - combination 7 2 1 5 - riders only, keep shut"),
    ("handover/wifi/en", "Tue handover: Wi-Fi dropped again, router restarted. Network DEP-OPS, key T0rque!Hub#4 if the handhelds need re-joining."),
    ("sms/otp/en", "ParcelHop: 310772 is your verification code for changing your safe place. Never share this code."),
    ("csv/password/en", "name,app,username,password\nJamal S,Routelyne,jsaleh,Batt3ry-Park\nAnia K,Routelyne,akow,Lipa2026!"),
    ("deliverynote/keysafe/en", "I'm away this week. Key safe by the garage, code 4913, parcel room key is on the red tag. Please lock it after."),
    ("memory/password/en", "Customer-service portal for the Chelmsford depot: user chelm.cs, password Saffron#Van2026."),
    ("radio/padlock/en", "Control: the fuel bowser padlock is three three zero nine, lock it after, yard lights are on a timer."),
    ("email/password/en", "Temp password for the new handheld (TC52 asset 0831): Scan-Start-9821. You'll be asked to set your own at first login."),
    ("driverchat/pin/en", "can someone fill up for me at the Shell, my debit card PIN is 0442, I'll pay u back, I'm on fumes on the A127"),
    ("voicenote/doorcode/en", "hi it's number forty, the code for the gate is the year the house was built, nineteen thirty-four, haha, thanks so much"),
    ("deliverynote/doorcode/en", "Office closed for Christmas: use the loading dock, press Deliveries on the intercom then enter 7723. Goods-in cage is unlocked."),
    ("notes/wifi/en", "Swindon hub WiFi: SWN-HUB / 4092771836"),
    ("json/doorcode/en", '{"stop_id": "ST-88213", "notes": "Rear gate code 6931#, dog is friendly"}'),
    ("sms/doorcode/en", "Concierge at The Wharf: today's courier code for the side door is 3820, valid until 8pm."),
    ("driverchat/keysafe/en", "keys for the spare van (LD21 XPT) are in the key safe outside the Gillingham office, code 6027, don't leave it open"),
    ("memory/pin/en", "SIM PIN for the user's work phone (the depot Samsung): 7204."),
    ("email/apikey/en", "Hi Dev, for the proof-of-delivery webhook use this key in the header: X-Api-Key: rtl_live_7Hq2mVx9Kd4pLw8sTz3N. It has write access, so keep it out of the repo."),
    ("yaml/apikey/en", "tracking_webhook:\n  url: https://hooks.swiftdrop.example/pod\n  signing_secret: whsec_3fK9qLm2Vx8tR1nB7yZpQ4"),
    ("voicenote/password/en", "the password for the dispatch laptop is capital D, e-p-o-t, then one two one two, exclamation mark"),
    ("ocr/doorcode/en", "[OCR of sticky note on van dashboard] Maple Ct gate 2046 / Birch Ct 1172 / Oak Ct ring 3"),
    ("deliverynote/doorcode/en", "Lobby lockers are full most days. Lobby door 9051; if lockers full hand to flat 2 (Mrs Patel)."),
    ("driverchat/locker/en", "locker admin code for the Asda bank is 440019 if the driver door sticks again, only use it for jams"),
    ("handover/alarm/en", "Sat close: alarm set 18:40, code 1776 (new from Fri). Shutters down, 3 parcels in quarantine."),
    ("sms/pin/en", "FleetFuel: Your new card for LN70 KFD has been posted. Your PIN is 8831. Keep your PIN separate from your card."),
    ("memory/wifi/en", "Wi-Fi for the Bristol overflow marquee: SSID Overflow-4G, password Gannet2026Tide."),
    ("radio/doorcode/en", "Eleven: I'm at the hospital goods-in, they want a code. / Control: two zero zero five on the left pad. / Eleven: cheers."),
    ("notes/pin/en", "note to self: mobile money PIN for payouts is 5820, delete this later"),
    ("deliverynote/doorcode/en", "Block C, the trade button doesn't work before 10am, use code 11#29 instead."),
    ("csv/keysafe/en", "van,reg,key_safe,code\n31,MX22 OPA,yard post 2,8264\n32,MX22 OPB,yard post 2,8264"),
    ("email/wifi/en", "Couriers waiting at reception can use our guest Wi-Fi: network GoodsIn_Guest, password WaitHere2026."),
    ("driverchat/passcode/en", "if the handheld logs u out mid route the supervisor override is 9 9 3 1 2 0, don't tell the agency lot"),
    ("voicenote/otp/en", "hi, the code the app gave me is six one one four, sorry I'm in a meeting, can you leave it with reception"),
    ("json/recovery/en", '{"account": "route app admin (Kent)", "backup_codes": ["38201-55719", "90422-16683", "11735-60248"]}'),
]

_EN_BENIGN = [
    ("deliverynote/absent/en", "Side gate is coded, ring me on arrival and I'll buzz you in. Leave by the green bin if no answer."),
    ("deliverynote/notcred/en", "Flat 12B, Harcourt House, CM14 4RX. Lift to 3rd floor, door on the left. Pls don't leave in the lobby."),
    ("deliverynote/withheld/en", "If I'm out put it in the grey parcel box by the porch, the combination is in the notes on your app."),
    ("driverchat/absent/en", "anyone done Cressington Mews today? gate keypad changed monday, ring the customer before you get there"),
    ("driverchat/notcred/en", "Van 14 is LK19 HVR, keys go back on hook 14 not 17 ffs"),
    ("radio/notcred/en", "Control to two-seven, the loading bay at Unit 4 is door seven, say again door seven, over."),
    ("handover/notcred/en", "HANDOVER NIGHTS -> EARLIES\n- Returns cage 3: 14 bags, 582 parcels\n- 2 missorts on Route 41, in the cage\n- Gate: no change"),
    ("memory/notcred/en", "User's driver ID on Routelyne is D-40417; usual round is Route 41 in van 14."),
    ("sms/advice/en", "ParcelHop: Your delivery PIN will be texted on the morning of delivery. Only give it to your driver once you have your parcel."),
    ("driverchat/notcred/en", "customer at 18 Larch Close signed, POD photo uploaded, that's stop 73 done, 46 to go"),
    ("voicenote/withheld/en", "yeah it's Kev, um, the fuel card for the Sprinter is the one ending nine zero four two, PIN's in the envelope in the office safe, ask Sue"),
    ("email/withheld/en", "Subject: Hub Wi-Fi\n\nHi all, new network at Purfleet hub is DEPOT-PURF-STAFF. Ask me at the desk for the key, don't pass it round the group.\n\nMarta (site admin)"),
    ("ocr/absent/en", "[photo of note taped to door] COURIERS - please shut the communal door behind you - it does not lock itself - Flat 4"),
    ("json/withheld/en", '{"type": "login", "system": "handheld MDM", "user": "depot.sup2", "password": "set by IT", "site": "Basildon"}'),
    ("csv/notcred/en", "locker_bank,site,lockers_free\nLB-07,Tesco Extra Pitsea,12\nLB-11,Shell Wickford,3"),
    ("yaml/vaultref/en", "hub: Erith\nwifi:\n  ssid: ERITH-HUB-5G\n  psk: see Bitwarden > Hubs > Erith\nprinter: Zebra ZT411 bay 2"),
    ("memory/advice/en", "Rider Tomasz's phone is broken; he asked how to get a new Monzo card PIN - told him to use the app on a borrowed phone, not to tell anyone."),
    ("driverchat/withheld/en", "new starters: handheld login is your badge number, your supervisor gives you the first password in person"),
    ("deliverynote/advice/en", "Concierge 7am-7pm. After hours press 0 on the panel on the left and call 07700 900418, I'll buzz you in."),
    ("deliverynote/absent/en", "Back door via the alley, it's the blue door with the keypad. I'll leave it on the latch till 6."),
    ("sms/notcred/en", "SwiftDrop: 3 parcels are ready at Locker Bank 14 (Morrisons Chadwell), lockers 22, 23 and 31. Ref SD-552-918."),
    ("radio/absent/en", "Base to all units, last one out of Thurrock tonight sets the alarm, supervisor will ring you with the code."),
    ("notes/absent/en", "Returns cage (bay 9) has a new padlock. Do NOT write anything on the cage again."),
    ("email/vaultref/en", "From: fleet@kentparcel.co.uk\nSubject: Fuel portal access\n\nYour login for the fuel-card portal is depot.ely. The password is in the depot vault in 1Password, entry 'FuelPortal Ely'."),
    ("voicenote/absent/en", "right so for the flats on Brook Street the main door you buzz number four, then the inner door you just push"),
    ("handover/notcred/en", "St Neots satellite: key safe is the black box by the side door. Van keys 3, 8 and 11 returned 19:10."),
    ("driverchat/withheld/en", "wifi in the canteen is CANTEEN-GUEST, pw is on the fridge"),
    ("memory/notcred/en", "Dispatcher dashboard for Ashford is at dispatch.swiftdrop.co.uk; the login name is ash.dispatch@swiftdrop.co.uk."),
    ("deliverynote/advice/en", "Gated close, the guard hut is shut on Sundays so please deliver Mon-Sat. Villa 22 is at the very end."),
    ("ocr/absent/en", "[OCR door sign] DELIVERIES ONLY >> BELL NOT WORKING >> KNOCK LOUDLY >> LEAVE AT RECEPTION"),
    ("json/masked/en", '{"driver": "R. Okafor", "van": "LN70 KFD", "fuel_card": "**** 4471", "fuel_pin": "****"}'),
    ("csv/notcred/en", "stop,address,access_notes\n14,9 Wharf Rd,side gate then bell 9\n15,11 Wharf Rd,leave with no.9"),
    ("sms/advice/en", "Hi it's Priya from the depot - your PayPoint kiosk password has been reset, use the Forgot password link and pick a new one x"),
    ("driverchat/notcred/en", "mate the app wants me to swap locker 847 to 302 at the bank, can u do it, I'm stuck on the A12"),
    ("voicenote/advice/en", "babe it's me, I'm at the cash machine by the depot, I forgot my PIN again, can you check the app and text me the reminder link"),
    ("memory/withheld/en", "The user printed the route app's two-factor backup codes and keeps them in the office safe."),
    ("handover/vaultref/en", "Label printer PC (bay 3): Windows user Goods-In, password in the shift lead's KeePass file"),
    ("deliverynote/notcred/en", "Ring flat 7. If no answer, leave in the parcel room (left of the mailboxes, room 2846 on the plan)."),
    ("radio/notcred/en", "Twenty-two to control, I'm at the Pavilion building, which entrance? / Control: entrance one nine, east side. / Twenty-two: received, entrance nineteen."),
    ("email/withheld/en", "Dear courier partners, from 1 December the delivery entrance on Canal Street will use a new code. Your depot manager will receive it by phone. Regards, Building Management"),
    ("sms/absent/en", "Hi driver, I'm at work, the gate is open till 5 and you can leave it behind the big plant pot, thanks!"),
    ("json/vaultref/en", '{"site": "Hemel micro-hub", "ssid": "HMH-Ops", "wifi_password": "vault:hubs/hemel/wifi"}'),
    ("yaml/withheld/en", "site: Dartford cross-dock\naccess:\n  pedestrian_gate: ask shift lead\n  cage_room: ask shift lead\n  contact: 01322 960 217"),
    ("memory/notcred/en", "The spare van key for Route 3 (Tilbury) hangs in the key cabinet, hook 1865 on the tag."),
    ("notes/notcred/en", "Route planner team account: routes@kentparcel.co.uk (owner: Dev). 41 routes imported Monday."),
    ("driverchat/absent/en", "Fernside Court has a new keypad, old code won't work, ring flat 1 and the caretaker lets you in"),
    ("voicenote/withheld/en", "hey it's Gemma, if you're locking up Leyton tonight text me when you're out and I'll set the alarm from the app"),
    ("ocr/notcred/en", "[photo] BIKE LOCKER 3 - riders only - keep shut - max 2 bikes"),
    ("handover/absent/en", "Tue handover: Wi-Fi dropped again, router restarted at 06:15, handhelds re-joined by themselves."),
    ("sms/notcred/en", "ParcelHop: Your safe place has been changed to 'Porch'. Tracking 3107 7245 8812. Not you? Call 0330 088 3107."),
    ("csv/withheld/en", "name,app,username,password\nJamal S,Routelyne,jsaleh,(set by driver)\nAnia K,Routelyne,akow,(set by driver)"),
    ("deliverynote/absent/en", "I'm away this week. Please leave parcels with no. 6 next door, they know."),
    ("memory/vaultref/en", "Customer-service portal for the Chelmsford depot: user chelm.cs; the password lives in the team password manager."),
    ("radio/absent/en", "Control: lock the fuel bowser after you, the padlock is on the chain, yard lights are on a timer."),
    ("email/advice/en", "Your new handheld (TC52 asset 0831) is ready at the desk. At first login you'll be asked to set your own password; use at least 10 characters."),
    ("driverchat/absent/en", "can someone fill up for me at the Shell, I'll transfer u the money, I'm on fumes on the A127"),
    ("voicenote/absent/en", "hi it's number forty, the gate is unlocked during the day, just lift the latch, thanks so much"),
    ("deliverynote/absent/en", "Office closed for Christmas: use the loading dock and press Deliveries on the intercom. Goods-in cage is unlocked."),
    ("notes/withheld/en", "Swindon hub WiFi: SWN-HUB, key on the sticker under the router"),
    ("json/absent/en", '{"stop_id": "ST-88213", "notes": "Rear gate, dog is friendly, leave in the shed"}'),
    ("sms/withheld/en", "Concierge at The Wharf: please ring 020 7946 0382 on arrival and we'll give you today's code for the side door."),
    ("driverchat/notcred/en", "spare van is LD21 XPT, keys in the Gillingham office, sign the book when you take them"),
    ("memory/notcred/en", "User's work phone is the depot Samsung, asset tag 7204, number ending 338."),
    ("email/withheld/en", "Hi Dev, for the proof-of-delivery webhook I've generated a key for you. It's in the shared vault under 'POD webhook'; it has write access, so keep it out of the repo."),
    ("yaml/vaultref/en", "tracking_webhook:\n  url: https://hooks.swiftdrop.example/pod\n  signing_secret: ${POD_WEBHOOK_SECRET}"),
    ("voicenote/withheld/en", "the password for the dispatch laptop is on a card in the top drawer, the one with the key, ask Lorraine"),
    ("ocr/notcred/en", "[OCR of sticky note on van dashboard] Maple Ct 20:46 / Birch Ct 11:20 / Oak Ct ring 3"),
    ("deliverynote/notcred/en", "Lobby lockers are full most days. If so hand to flat 2 (Mrs Patel). Order ref 9051-22."),
    ("driverchat/advice/en", "if the driver door on the Asda locker bank sticks again don't force it, log a ticket with the locker helpdesk"),
    ("handover/notcred/en", "Sat close: alarm set 18:40 by Dave. Shutters down, 3 parcels in quarantine, 1776 scans today."),
    ("sms/withheld/en", "FleetFuel: Your new card for LN70 KFD has been posted. Your PIN will follow in a separate letter."),
    ("memory/absent/en", "The Bristol overflow marquee has its own 4G Wi-Fi; the user will send the details on the day."),
    ("radio/notcred/en", "Eleven: I'm at the hospital goods-in. / Control: dock two, bay zero-five, ask for Tariq. / Eleven: cheers."),
    ("notes/advice/en", "note to self: never keep the mobile money PIN in notes, reset it in the app if forgotten"),
    ("deliverynote/advice/en", "Block C, the trade button doesn't work before 10am, please come after 10 or ring flat 29."),
    ("csv/notcred/en", "van,reg,key_hook,mileage\n31,MX22 OPA,31,82640\n32,MX22 OPB,32,79211"),
    ("email/absent/en", "Couriers waiting at reception are welcome to sit in the lobby; we don't offer guest Wi-Fi, sorry."),
    ("driverchat/advice/en", "if the handheld logs u out mid route call the supervisor, they'll unlock it remotely, don't factory reset it"),
    ("voicenote/advice/en", "hi, I've got a code in the app but I'm in a meeting, can you leave it with reception and I'll confirm later"),
    ("json/withheld/en", '{"account": "route app admin (Kent)", "backup_codes": "printed, kept in office safe"}'),
]

_FR_SECRETS = [
    ("deliverynote/doorcode/fr", "Digicode 47B19 puis interphone DURAND. 3e étage gauche, pas d'ascenseur désolée"),
    ("deliverynote/doorcode/fr", "Bat. C, code portail 2704, code porte hall 1938A. Si absent laisser chez la gardienne svp"),
    ("driverchat/doorcode/fr", "les gars pour la rés. Les Tilleuls le code a changé, c 5812 maintenant, l'ancien marche plus"),
    ("driverchat/keysafe/fr", "boite a clés du camion 6 au dépôt de Rungis : 0473. remettez les clés dedans svp c chiant"),
    ("voicenote/doorcode/fr", "ouais salut c'est Karim, pour le 14 rue Oberkampf le code c'est A deux quatre zéro neuf, et après tu sonnes Benali"),
    ("sms/otp/fr", "Votre code de livraison est 6273. Communiquez-le au livreur uniquement à la remise de votre colis."),
    ("memory/password/fr", "Identifiant de l'utilisateur sur l'appli de tournée : l.moreau33, mot de passe Cigale-Bordeaux-77"),
    ("handover/padlock/fr", "PASSATION soir -> matin\n- cage retours : cadenas 318\n- 4 colis endommagés en quai 2\n- portail OK"),
    ("email/wifi/fr", "Objet : wifi agence\n\nBonjour à tous, le nouveau wifi de l'agence de Vénissieux : AGENCE-VEN-PRO, clé WPA Rhone2026!Quai\nMerci de ne pas le donner aux intérimaires.\nSandrine"),
    ("ocr/doorcode/fr", "[photo mot sur la porte] LIVREURS : le code de la porte de service est 9016 - merci de bien refermer - M. Lefèvre"),
    ("json/pin/fr", '{"chauffeur": "Yanis B.", "carte_carburant": "**** 8820", "code_pin": "3157", "vehicule": "GH-412-KT"}'),
    ("radio/alarm/fr", "Base à tous : le dernier qui ferme Gennevilliers met l'alarme, code six un huit huit, je répète six un huit huit."),
    ("driverchat/pin/fr", "jpeux pas retirer, tu peux aller au DAB pour moi ? ma carte c la bleue, code 2941, je te rembourse ce soir"),
    ("csv/locker/fr", "consigne;adresse;code_admin\nC-102;Carrefour Market Talence;661920\nC-117;Gare de Pessac;204755"),
    ("sms/doorcode/fr", "Bonjour, je suis au boulot, code de la barrière 1507 puis laissez le colis sur la terrasse derrière. Merci !!"),
    ("deliverynote/doorcode/fr", "Résidence fermée, code piéton 36#71. Gardien absent le mercredi."),
    ("yaml/wifi/fr", "site: hub Marseille Arenc\nwifi:\n  ssid: ARENC-QUAI\n  cle: 7739104856\nresponsable: Nadia"),
    ("memory/password/fr", "Mot de passe du PC étiqueteuse (quai 4) : Etiq!Quai4-2026, session partagée « expedition »"),
    ("voicenote/otp/fr", "bonjour monsieur, le code que j'ai reçu c'est huit zéro trois un, vous pouvez le déposer chez la voisine du premier"),
    ("handover/doorcode/fr", "Passation samedi : code du local vélos coursiers changé -> 4450, clé du cadenas remise à Malik."),
]

_FR_BENIGN = [
    ("deliverynote/absent/fr", "Interphone DURAND, 3e étage gauche, pas d'ascenseur désolée"),
    ("deliverynote/advice/fr", "Bat. C, portail ouvert en journée. Si absent laisser chez la gardienne svp (loge au RDC)"),
    ("driverchat/absent/fr", "les gars pour la rés. Les Tilleuls le code a changé, appelez la gardienne au 06 12 48 90 33 elle ouvre"),
    ("driverchat/notcred/fr", "camion 6 au dépôt de Rungis c'est le GH-047-TR, clés sur le crochet 6 pas ailleurs svp"),
    ("voicenote/notcred/fr", "ouais salut c'est Karim, pour le 14 rue Oberkampf c'est le bâtiment A au fond, et après tu sonnes Benali"),
    ("sms/advice/fr", "Votre code de livraison vous sera envoyé par SMS le jour de la livraison. Ne le communiquez qu'au livreur, à la remise du colis."),
    ("memory/notcred/fr", "Identifiant de l'utilisateur sur l'appli de tournée : l.moreau33 ; tournée 33, secteur Bordeaux-Bastide."),
    ("handover/notcred/fr", "PASSATION soir -> matin\n- cage retours : 318 colis\n- 4 colis endommagés en quai 2\n- portail OK"),
    ("email/withheld/fr", "Objet : wifi agence\n\nBonjour à tous, le nouveau wifi de l'agence de Vénissieux s'appelle AGENCE-VEN-PRO. La clé est affichée dans le bureau du chef d'équipe.\nSandrine"),
    ("ocr/absent/fr", "[photo mot sur la porte] LIVREURS : passez par la porte de service à droite - merci de bien refermer - M. Lefèvre"),
    ("json/masked/fr", '{"chauffeur": "Yanis B.", "carte_carburant": "**** 8820", "code_pin": "••••", "vehicule": "GH-412-KT"}'),
    ("radio/withheld/fr", "Base à tous : le dernier qui ferme Gennevilliers appelle le chef de quai, c'est lui qui met l'alarme."),
    ("driverchat/advice/fr", "jpeux pas retirer, ma carte est bloquée, jvais à la banque demain, quelqu'un peut m'avancer 20€ ?"),
    ("csv/notcred/fr", "consigne;adresse;casiers_libres\nC-102;Carrefour Market Talence;14\nC-117;Gare de Pessac;2"),
    ("sms/absent/fr", "Bonjour, je suis au boulot, la barrière est ouverte, laissez le colis sur la terrasse derrière. Merci !!"),
    ("deliverynote/notcred/fr", "Résidence fermée, entrée piétons rue des Lilas n°36, appartement 71. Gardien absent le mercredi."),
    ("yaml/vaultref/fr", "site: hub Marseille Arenc\nwifi:\n  ssid: ARENC-QUAI\n  cle: voir coffre KeePass (dossier hubs)\nresponsable: Nadia"),
    ("memory/withheld/fr", "Le PC étiqueteuse du quai 4 tourne sur la session partagée « expedition » ; le mot de passe est donné par le chef de quai."),
    ("voicenote/notcred/fr", "bonjour monsieur, c'est pour le colis numéro huit zéro trois un, vous pouvez le déposer chez la voisine du premier"),
    ("handover/absent/fr", "Passation samedi : code du local vélos coursiers changé, demander à Malik. Clé du cadenas remise à Malik."),
]

_DE_SECRETS = [
    ("deliverynote/doorcode/de", "Bitte Paket nicht vor die Tür legen. Haustür Code 7720, dann 2. OG links bei Schubert."),
    ("driverchat/doorcode/de", "Leute, Tor am Depot Hürth hat seit heute nen neuen Code: 40815 + Raute"),
    ("sms/otp/de", "Dein Abholcode für die Packstation 142 lautet 583027. Gültig 7 Tage. Gib den Code nicht weiter."),
    ("voicenote/pin/de", "Hallo Micha, kurz wegen der Tankkarte vom Sprinter, PIN ist drei-acht-null-eins, bitte nicht weitersagen"),
    ("handover/keysafe/de", "Übergabe Spätschicht\n- Schlüsseltresor Halle 2: 6612\n- Fzg. 23 Reifendruck prüfen\n- 12 Retouren im Käfig"),
    ("email/password/de", "Betreff: Zugang Tourenplanung\n\nHallo Frau Yilmaz,\nIhr Benutzer lautet yilmaz.d und das Startpasswort ist Spree-Kiesel-4410. Bitte beim ersten Login ändern.\nGruß, IT"),
    ("ocr/doorcode/de", "[Foto Zettel an der Tür] LIEFERDIENSTE: Code Hintereingang 2305# - Pakete bitte in den Flur stellen - Danke!"),
    ("json/wifi/de", '{"standort": "Zustellbasis Leipzig-Nord", "ssid": "ZB-LN-Intern", "passwort": "Kranich!Elster88"}'),
    ("memory/pin/de", "EC-Karten-PIN des Nutzers (Sparkasse), hat er mir im Chat geschickt: 9147"),
    ("radio/doorcode/de", "Zentrale an Tour 17: Ladehof Klinikum, Code eins-neun-sieben-drei, ich wiederhole eins neun sieben drei."),
    ("csv/padlock/de", "Käfig;Halle;Zahlenschloss\nK1;Halle 1;271\nK2;Halle 1;904\nK5;Halle 3;338"),
    ("driverchat/wifi/de", "wlan im aufenthaltsraum: DEPOT-PAUSE, pw lautet kaffee4alle2026"),
    ("deliverynote/locker/de", "Paketbox an der Garage, Zahlenschloss 1-9-5-3, danach bitte wieder verstellen"),
    ("sms/doorcode/de", "Hi, bin noch in der Arbeit. Code fürs Gartentor ist 0812, einfach auf die Terrasse legen. LG"),
    ("yaml/alarm/de", "standort: Hub Nürnberg-Süd\nalarmanlage:\n  code: \"5527\"\n  scharf_ab: \"21:30\"\nnotfall: 0911 9830 440"),
    ("memory/password/de", "Login Scanner-Verwaltung (MDM) Depot Bochum: admin.bochum / Zeche#Scan2026"),
    ("voicenote/doorcode/de", "ja hallo, hier ist Frau Becker, der Code unten an der Tür ist Stern vier vier null sechs, dann Aufzug in den dritten"),
    ("handover/padlock/de", "Übergabe Wochenende: Tankstellen-Dieseltank Vorhängeschloss jetzt 6-0-2, altes Schloss ist weg."),
    ("driverchat/otp/de", "kunde hat mir den zustellcode vorgelesen: 2648, trag ich nach, scanner hängt gerade"),
    ("notes/password/de", "Fahrer-App Notfallzugang: notfall.fahrer@paketblitz.de / Rheinbruecke-Nebel-23"),
]

_DE_BENIGN = [
    ("deliverynote/absent/de", "Bitte Paket nicht vor die Tür legen. Klingeln bei Schubert, 2. OG links."),
    ("driverchat/withheld/de", "Leute, Tor am Depot Hürth hat seit heute nen neuen Code, kriegt ihr morgen beim Briefing"),
    ("sms/notcred/de", "Dein Paket liegt in der Packstation 142 (Fach 27). Sendungsnummer 00340434161094015902. Abholung bis 14.12."),
    ("voicenote/withheld/de", "Hallo Micha, kurz wegen der Tankkarte vom Sprinter, die PIN liegt im Umschlag beim Disponenten, frag Steffi"),
    ("handover/notcred/de", "Übergabe Spätschicht\n- Schlüsseltresor Halle 2: alle Schlüssel da (23 Stück)\n- Fzg. 23 Reifendruck prüfen\n- 12 Retouren im Käfig"),
    ("email/advice/de", "Betreff: Zugang Tourenplanung\n\nHallo Frau Yilmaz,\nIhr Benutzer lautet yilmaz.d. Das Startpasswort erhalten Sie per SMS; bitte beim ersten Login ändern.\nGruß, IT"),
    ("ocr/absent/de", "[Foto Zettel an der Tür] LIEFERDIENSTE: bitte Hintereingang benutzen - Pakete bitte in den Flur stellen - Danke!"),
    ("json/vaultref/de", '{"standort": "Zustellbasis Leipzig-Nord", "ssid": "ZB-LN-Intern", "passwort": "siehe Passwortsafe / Standorte / LN"}'),
    ("memory/advice/de", "Der Nutzer wollte mir seine EC-Karten-PIN schicken; ich habe ihm gesagt, er soll sie niemandem per Chat schicken."),
    ("radio/notcred/de", "Zentrale an Tour 17: Ladehof Klinikum, Tor eins, Rampe neunzehn, ich wiederhole Rampe neunzehn."),
    ("csv/notcred/de", "Käfig;Halle;Pakete\nK1;Halle 1;271\nK2;Halle 1;904\nK5;Halle 3;338"),
    ("driverchat/withheld/de", "wlan im aufenthaltsraum heißt DEPOT-PAUSE, pw hängt am schwarzen brett"),
    ("deliverynote/absent/de", "Paketbox an der Garage, ist nicht abgeschlossen, einfach reinlegen und zuklappen"),
    ("sms/absent/de", "Hi, bin noch in der Arbeit. Gartentor ist offen, einfach auf die Terrasse legen. LG"),
    ("yaml/withheld/de", "standort: Hub Nürnberg-Süd\nalarmanlage:\n  code: beim Standortleiter\n  scharf_ab: \"21:30\"\nnotfall: 0911 9830 440"),
    ("memory/notcred/de", "Scanner-Verwaltung (MDM) Depot Bochum: 84 Geräte, Benutzer admin.bochum, Lizenz bis 03/2027."),
    ("voicenote/absent/de", "ja hallo, hier ist Frau Becker, unten einfach bei Becker klingeln, ich drück auf, dann Aufzug in den dritten"),
    ("handover/notcred/de", "Übergabe Wochenende: Dieseltank neues Vorhängeschloss, Schlüssel Nr. 602 am Brett."),
    ("driverchat/notcred/de", "kunde hat unterschrieben, stopp 2648 erledigt, trag ich nach, scanner hängt gerade"),
    ("notes/notcred/de", "Fahrer-App Notfallzugang läuft über notfall.fahrer@paketblitz.de, Ticket an IT öffnen."),
]

_IT_SECRETS = [
    ("deliverynote/doorcode/it", "Citofono rotto, codice del portoncino 2C58 poi scala B secondo piano. Se non ci sono lasciare alla portineria (chiude alle 13)"),
    ("driverchat/doorcode/it", "raga al condominio di via Padova hanno cambiato il codice del cancello carraio, adesso è 40619, quello vecchio non va"),
    ("sms/otp/it", "Il tuo codice di ritiro per il locker Esselunga Viale Certosa è 731540. Non condividerlo con nessuno."),
    ("voicenote/keysafe/it", "ciao Luca sono Giulia, la cassettina delle chiavi del Ducato sta dietro il pilastro tre, la combinazione è uno nove sei zero, rimettile dentro eh"),
    ("memory/password/it", "Credenziali dell'utente per il portale dei padroncini: utente ferraro.trasporti, password Navigli#Furgone26"),
    ("driverchat/pin/it", "mi fai benzina tu? ti lascio la carta, il pin è 3802, poi ti faccio un bonifico"),
    ("ocr/doorcode/it", "[foto biglietto sul cancello] CORRIERI: codice pedonale 1174, pacchi nella cassetta grigia. Grazie!"),
    ("handover/padlock/it", "CONSEGNA TURNO\n- lucchetto gabbia resi: 6-6-1\n- furgone 3 gomma anteriore a terra\n- 11 colli fermi in giacenza"),
    ("email/wifi/it", "Oggetto: wifi magazzino\n\nCiao a tutti, la nuova rete del magazzino di Bologna Interporto è INTERPORTO-OPS, password Tortellino-Muletto-90. Non datela ai driver dei subappalti.\nFederica"),
    ("json/passcode/it", '{"dispositivo": "palmare Zebra TC26 n.14", "pin_sblocco": "250318", "assegnato_a": "Kevin"}'),
    ("radio/alarm/it", "Centrale a tutti: chi chiude Pioltello inserisce l'allarme, codice quattro zero due due, ripeto quattro zero due due."),
    ("notes/pin/it", "PIN Satispay per i rimborsi carburante: 61938 (non scriverlo sul furgone!!)"),
]

_IT_BENIGN = [
    ("deliverynote/absent/it", "Citofono rotto, chiamatemi al 347 112 0958 che scendo. Scala B secondo piano. Portineria chiude alle 13"),
    ("driverchat/absent/it", "raga al condominio di via Padova il cancello carraio ora si apre solo col telecomando del portiere, citofonate a lui"),
    ("sms/notcred/it", "Il tuo pacco è nel locker Esselunga Viale Certosa, vano 31. Spedizione n. 1Z 731 540 68 0922. Ritira entro il 12/12."),
    ("voicenote/notcred/it", "ciao Luca sono Giulia, le chiavi del Ducato sono in ufficio sulla bacheca, gancio numero diciannove, rimettile lì eh"),
    ("memory/notcred/it", "L'utente è registrato sul portale dei padroncini come ferraro.trasporti; giri Milano Nord, furgone GF 882 LP."),
    ("driverchat/advice/it", "mi fai benzina tu? usa la tua carta aziendale, la mia la tengo io, poi ti rimborso"),
    ("ocr/absent/it", "[foto biglietto sul cancello] CORRIERI: cancello pedonale aperto 8-20, pacchi nella cassetta grigia. Grazie!"),
    ("handover/notcred/it", "CONSEGNA TURNO\n- gabbia resi: 661 colli\n- furgone 3 gomma anteriore a terra\n- 11 colli fermi in giacenza"),
    ("email/withheld/it", "Oggetto: wifi magazzino\n\nCiao a tutti, la nuova rete del magazzino di Bologna Interporto si chiama INTERPORTO-OPS. La password ve la do io a voce.\nFederica"),
    ("json/notcred/it", '{"dispositivo": "palmare Zebra TC26 n.14", "seriale": "21035250318", "assegnato_a": "Kevin"}'),
    ("radio/withheld/it", "Centrale a tutti: chi chiude Pioltello chiama il capoturno, l'allarme lo inserisce lui."),
    ("notes/advice/it", "rimborsi carburante: caricare lo scontrino sull'app entro venerdì, niente PIN nei messaggi"),
]

_PL_SECRETS = [
    ("deliverynote/doorcode/pl", "Domofon nie dziala, kod do klatki 4518 i trzecie pietro. Prosze nie zostawiac pod drzwiami"),
    ("driverchat/doorcode/pl", "chlopaki brama na Osiedlu Lesnym ma nowy kod 2209#, stary juz nie wchodzi"),
    ("sms/otp/pl", "Kod odbioru paczki z automatu przy ul. Kwiatowej 12: 708361. Nie przekazuj go nikomu."),
    ("voicenote/pin/pl", "Siema Bartek, karta paliwowa do mastera, pin to siedem dwa zero osiem, tylko nie mow nikomu z agencji"),
    ("handover/keysafe/pl", "PRZEKAZANIE ZMIANY\n- sejf na klucze przy rampie: 3914\n- auto 11 do serwisu w czwartek\n- 6 zwrotów w klatce"),
    ("memory/password/pl", "Login uzytkownika do aplikacji kurierskiej: k.nowak.waw, haslo Wisla!Most2026"),
    ("ocr/doorcode/pl", "[zdjęcie kartki na drzwiach] KURIERZY: kod do furtki 6031, paczki zostawiać w altanie. Dziękuję!"),
    ("json/wifi/pl", '{"oddzial": "Sortownia Stryków", "ssid": "STRYKOW-MAGAZYN", "haslo": "Bocian#Lodz2026"}'),
    ("driverchat/pin/pl", "moge prosic ktos wyplacic mi 200 zl w bankomacie przy bazie? karta mbank, pin 5572, oddam jutro"),
    ("radio/padlock/pl", "Baza do wszystkich: klodka na klatce zwrotow ma szyfr cztery siedem jeden, powtarzam cztery siedem jeden."),
    ("csv/locker/pl", "paczkomat;lokalizacja;kod_serwisowy\nWAW12M;Biedronka Grochow;44871920\nWAW31A;Stacja Orlen Wawer;90237715"),
    ("sms/doorcode/pl", "Dzien dobry, jestem w pracy, kod do bramy 1986 a paczke prosze zostawic u sasiadki pod 4"),
    ("email/wifi/pl", "Temat: wifi w bazie\n\nCześć, nowa sieć w bazie Gdańsk-Osowa: BAZA-OSOWA, hasło Motlawa-Dzwig-55. Proszę nie podawać kierowcom z podwykonawców.\nAgnieszka"),
    ("voicenote/doorcode/pl", "dzien dobry, tu pani Zofia z Pieknej, kod do klatki jest gwiazdka trzy trzy osiem dwa, dziekuje bardzo"),
    ("memory/pin/pl", "PIN do karty flotowej auta WE 512KN zapisany na prosbe uzytkownika: 0638."),
    ("yaml/doorcode/pl", "lokalizacja: Hub Kraków Nowa Huta\ndostep:\n  brama: \"77104\"\n  magazyn_zwrotow: \"3359\"\nkierownik: Marek"),
    ("driverchat/password/pl", "na terminal nowi logujecie sie nr sluzbowym i haslem tymczasowym Kurier2026! potem zmienic"),
    ("handover/alarm/pl", "Sobota zamkniecie: alarm uzbrojony 19:05, kod 8240 (od piatku nowy). Rolety zamkniete."),
    ("deliverynote/doorcode/pl", "Blok 7, klatka C, kod 12K3490 (tak, z literą K). 6 piętro, winda działa."),
    ("notes/password/pl", "BLIK nie dziala, haslo do bankowosci meza: Hania2015!Sopot, login 48112093 - tylko na dzis"),
]

_PL_BENIGN = [
    ("deliverynote/absent/pl", "Domofon nie dziala, prosze zadzwonic pod 601 234 877 to zejde. Trzecie pietro."),
    ("driverchat/absent/pl", "chlopaki brama na Osiedlu Lesnym ma nowy kod, dzwoncie do ochrony przy wjezdzie"),
    ("sms/notcred/pl", "Twoja paczka czeka w automacie przy ul. Kwiatowej 12, skrytka 708. Numer przesylki 6320 1142 0036 1. Odbior do 10.12."),
    ("voicenote/withheld/pl", "Siema Bartek, karta paliwowa do mastera, pin jest w kopercie u dyspozytora, spytaj Kasie"),
    ("handover/notcred/pl", "PRZEKAZANIE ZMIANY\n- sejf na klucze przy rampie: komplet, 14 kluczy\n- auto 11 do serwisu w czwartek\n- 6 zwrotów w klatce"),
    ("memory/notcred/pl", "Login uzytkownika do aplikacji kurierskiej: k.nowak.waw; rejon Praga-Poludnie, trasa 14."),
    ("ocr/absent/pl", "[zdjęcie kartki na drzwiach] KURIERZY: furtka otwarta, paczki zostawiać w altanie. Dziękuję!"),
    ("json/withheld/pl", '{"oddzial": "Sortownia Stryków", "ssid": "STRYKOW-MAGAZYN", "haslo": "u kierownika zmiany"}'),
    ("driverchat/advice/pl", "ktos ma gotowke? bankomat przy bazie nie dziala, oddam jutro przelewem na blika"),
    ("radio/notcred/pl", "Baza do wszystkich: zwroty wrzucamy do klatki numer cztery siedem jeden, powtarzam czterysta siedemdziesiat jeden."),
    ("csv/notcred/pl", "paczkomat;lokalizacja;wolne_skrytki\nWAW12M;Biedronka Grochow;8\nWAW31A;Stacja Orlen Wawer;0"),
    ("sms/absent/pl", "Dzien dobry, jestem w pracy, brama otwarta a paczke prosze zostawic u sasiadki pod 4"),
    ("email/vaultref/pl", "Temat: wifi w bazie\n\nCześć, nowa sieć w bazie Gdańsk-Osowa to BAZA-OSOWA. Hasło jest w Bitwardenie w kolekcji 'Bazy'.\nAgnieszka"),
    ("voicenote/absent/pl", "dzien dobry, tu pani Zofia z Pieknej, prosze dzwonic domofonem pod trzydziesci osiem, otworze, dziekuje bardzo"),
    ("memory/notcred/pl", "Auto WE 512KN ma karte flotowa konczaca sie na 0638, wazna do 09/27."),
    ("yaml/withheld/pl", "lokalizacja: Hub Kraków Nowa Huta\ndostep:\n  brama: pilot u kierownika\n  magazyn_zwrotow: klucz w dyspozytorni\nkierownik: Marek"),
    ("driverchat/withheld/pl", "na terminal nowi logujecie sie nr sluzbowym, haslo daje kierownik zmiany osobiscie"),
    ("handover/notcred/pl", "Sobota zamkniecie: alarm uzbroil Piotr o 19:05. Rolety zamkniete, 824 skany dzis."),
    ("deliverynote/notcred/pl", "Blok 7, klatka C, mieszkanie 349. 6 piętro, winda działa."),
    ("notes/advice/pl", "BLIK nie dziala - nie podawaj nikomu hasla do banku, zadzwon na infolinie banku"),
]

_RO_SECRETS = [
    ("deliverynote/doorcode/ro", "Interfonul nu merge, codul de la scara e 2761, etaj 4 ap 17. Multumesc!"),
    ("driverchat/doorcode/ro", "baieti la blocurile de pe Drumul Taberei au schimbat codul la poarta, acum e 5390"),
    ("sms/otp/ro", "Codul tau de ridicare din easybox-ul Kaufland Militari este 619024. Nu-l comunica nimanui."),
    ("voicenote/pin/ro", "salut Mihai, pinul la cardul de combustibil de la duba 9 e opt patru unu doi, nu-l da la baietii de la firma de transport"),
    ("handover/keysafe/ro", "PREDARE TURA\n- cutia cu chei de la rampa: 0794\n- duba 12 la service joi\n- 5 colete deteriorate pe rampa 3"),
    ("memory/password/ro", "Utilizatorul are cont in aplicatia de curierat: ion.popa.cj, parola Somes!Cluj2026"),
    ("ocr/doorcode/ro", "[poza bilet pe usa] CURIERI: cod poarta 4412, lasati coletul in curte langa masina. Multumesc"),
    ("json/wifi/ro", '{"depozit": "Hub Chiajna", "ssid": "CHIAJNA-DEPOZIT", "parola": "Dambovita-Tir-71"}'),
    ("driverchat/pin/ro", "frate poti sa scoti tu 300 lei de la bancomat? cardul meu BT, pin 7360, iti dau inapoi diseara"),
    ("radio/padlock/ro", "Baza catre toti: lacatul de la cusca de retururi e doi noua trei, repet doi noua trei."),
    ("csv/locker/ro", "locker;locatie;cod_admin\nB-031;Kaufland Militari;883015\nB-047;Lidl Iuliu Maniu;240971"),
    ("sms/doorcode/ro", "Buna ziua, sunt la serviciu, codul la poarta e 1208, puneti coletul in spatele ghiveciului mare. Mersi"),
    ("email/wifi/ro", "Subiect: wifi sediu\n\nSalut, reteaua noua in depozitul din Brasov: DEPO-BV-INTERN, parola Tampa2026#Curier. Va rog sa nu o dati soferilor colaboratori.\nAndreea"),
    ("voicenote/doorcode/ro", "buna ziua, sunt doamna Ionescu, codul la usa de jos e steluta sase zero zero unu, apoi liftul la etajul cinci"),
    ("memory/pin/ro", "Codul PIN al telefonului de serviciu al utilizatorului (Samsung-ul de la depozit): 3388."),
    ("yaml/doorcode/ro", "locatie: Hub Timisoara Vest\nacces:\n  poarta: \"66021\"\n  magazie_retururi: \"4475\"\nsef_tura: Radu"),
    ("driverchat/password/ro", "pe scanere noi va logati cu marca si parola temporara Curier2026! dupa o schimbati"),
    ("handover/alarm/ro", "Sambata inchidere: alarma activata 19:10, cod 5102 (nou de vineri). Rulouri trase."),
    ("deliverynote/doorcode/ro", "Bloc M4, scara B, cod interfon 47 + cheie apoi 1955. Etaj 8, ap 62"),
    ("notes/password/ro", "cont Revolut sotie, parola de intrare Bucuria#88, doar pentru plata la benzinarie azi"),
]

_RO_BENIGN = [
    ("deliverynote/absent/ro", "Interfonul nu merge, sunati-ma la 0722 418 903 si cobor. Etaj 4 ap 17. Multumesc!"),
    ("driverchat/withheld/ro", "baieti la blocurile de pe Drumul Taberei au schimbat codul la poarta, il zice dispeceratul la apel"),
    ("sms/notcred/ro", "Coletul tau a ajuns in easybox-ul Kaufland Militari, compartimentul 61. AWB 1902 4461 3308. Ai timp pana pe 12.12."),
    ("voicenote/withheld/ro", "salut Mihai, pinul la cardul de combustibil de la duba 9 e in plic la dispecer, intreaba-l pe Sorin"),
    ("handover/notcred/ro", "PREDARE TURA\n- cutia cu chei de la rampa: toate cheile (14)\n- duba 12 la service joi\n- 5 colete deteriorate pe rampa 3"),
    ("memory/notcred/ro", "Utilizatorul are cont in aplicatia de curierat: ion.popa.cj; ruta 12, zona Manastur."),
    ("ocr/absent/ro", "[poza bilet pe usa] CURIERI: poarta e deschisa, lasati coletul in curte langa masina. Multumesc"),
    ("json/vaultref/ro", '{"depozit": "Hub Chiajna", "ssid": "CHIAJNA-DEPOZIT", "parola": "in managerul de parole, sectiunea Depozite"}'),
    ("driverchat/advice/ro", "frate bancomatul de langa depozit e stricat, nu incercati cardurile acolo ca le inghite"),
    ("radio/notcred/ro", "Baza catre toti: retururile merg in cusca doi noua trei, repet cusca doua sute nouazeci si trei."),
    ("csv/notcred/ro", "locker;locatie;compartimente_libere\nB-031;Kaufland Militari;9\nB-047;Lidl Iuliu Maniu;1"),
    ("sms/absent/ro", "Buna ziua, sunt la serviciu, poarta e deschisa, puneti coletul in spatele ghiveciului mare. Mersi"),
    ("email/withheld/ro", "Subiect: wifi sediu\n\nSalut, reteaua noua in depozitul din Brasov se numeste DEPO-BV-INTERN. Parola o primiti de la mine, pe loc.\nAndreea"),
    ("voicenote/absent/ro", "buna ziua, sunt doamna Ionescu, sunati la interfon la saizeci, va deschid, apoi liftul la etajul cinci"),
    ("memory/notcred/ro", "Telefonul de serviciu al utilizatorului e Samsung-ul de la depozit, numar de inventar 3388."),
    ("yaml/withheld/ro", "locatie: Hub Timisoara Vest\nacces:\n  poarta: telecomanda la sef tura\n  magazie_retururi: cheia la dispecerat\nsef_tura: Radu"),
    ("driverchat/withheld/ro", "pe scanere noi va logati cu marca, parola v-o da sef tura personal"),
    ("handover/notcred/ro", "Sambata inchidere: alarma activata de Costel la 19:10. Rulouri trase, 510 scanari azi."),
    ("deliverynote/notcred/ro", "Bloc M4, scara B, interfon 47. Etaj 8, ap 62"),
    ("notes/advice/ro", "nu mai cere parola de la Revolut nimanui pe whatsapp, plateste cu telefonul tau"),
]

_UK_SECRETS = [
    ("deliverynote/doorcode/uk", "Домофон не працює, код під'їзду 3817, 5 поверх, кв 42. Дякую!"),
    ("driverchat/doorcode/uk", "хлопці на ЖК Комфорт поміняли код на шлагбаумі, тепер 6604#"),
    ("sms/otp/uk", "Код для отримання посилки з поштомату №4412: 275038. Нікому не повідомляйте код."),
    ("voicenote/pin/uk", "Привіт Андрій, пін від паливної картки на бус сім два дев'ять один, тільки нікому не кажи"),
    ("handover/keysafe/uk", "ПЕРЕДАЧА ЗМІНИ\n- сейф для ключів біля рампи: 5016\n- бус 8 на СТО в четвер\n- 7 пошкоджених посилок на рампі 2"),
    ("memory/password/uk", "Логін користувача в кур'єрському застосунку: o.kovalenko, пароль Dnipro!Mist2026"),
    ("ocr/doorcode/uk", "[фото записки на дверях] КУР'ЄРАМ: код хвіртки 2290, посилки залишати на веранді. Дякую"),
    ("json/wifi/uk", '{"відділення": "Сортувальний центр Бровари", "ssid": "BROVARY-SKLAD", "пароль": "Kashtan#Kyiv77"}'),
    ("driverchat/pin/uk", "можеш зняти мені 1000 грн в банкоматі біля складу? моно, пін 4480, поверну ввечері"),
    ("radio/padlock/uk", "База всім: замок на клітці повернень має код дев'ять нуль шість, повторюю дев'ять нуль шість."),
    ("csv/locker/uk", "поштомат;адреса;сервісний_код\nP-4412;Сільпо Позняки;73920184\nP-4518;АТБ Осокорки;10583726"),
    ("sms/doorcode/uk", "Добрий день, я на роботі, код на воротах 1709, посилку покладіть за бочку біля гаража. Дякую"),
    ("email/wifi/uk", "Тема: wifi на складі\n\nВсім привіт, нова мережа на складі у Львові: LVIV-HUB-OPS, пароль Lev-Ratusha-4419. Не давайте водіям-підрядникам.\nОксана"),
    ("voicenote/doorcode/uk", "добрий день, це пані Олена, код на дверях зірочка вісім два один п'ять, потім ліфт на сьомий"),
    ("memory/pin/uk", "PIN-код SIM службового телефону користувача: 6402."),
    ("yaml/doorcode/uk", "локація: хаб Одеса Пересип\nдоступ:\n  ворота: \"38810\"\n  склад_повернень: \"2077\"\nстарший_зміни: Ігор"),
    ("driverchat/password/uk", "нові на терміналах логінитесь табельним і тимчасовим паролем Kurier2026! потім змінити"),
    ("handover/alarm/uk", "Субота закриття: сигналізацію поставлено 19:20, код 9361 (новий з п'ятниці). Ролети закриті."),
    ("deliverynote/doorcode/uk", "Будинок 14Б, під'їзд 2, домофон: 56, ключ, потім 1984. Поверх 9"),
    ("notes/password/uk", "вхід у Приват24 дружини: 0671234590 / Sonechko_2019, тільки щоб оплатити пальне сьогодні"),
]

_UK_BENIGN = [
    ("deliverynote/absent/uk", "Домофон не працює, зателефонуйте 067 418 22 90, я спущуся. 5 поверх, кв 42. Дякую!"),
    ("driverchat/withheld/uk", "хлопці на ЖК Комфорт поміняли код на шлагбаумі, питайте в охорони на в'їзді"),
    ("sms/notcred/uk", "Ваша посилка у поштоматі №4412, комірка 27. ТТН 20450812739016. Зберігання до 12.12."),
    ("voicenote/withheld/uk", "Привіт Андрій, пін від паливної картки в конверті у диспетчера, спитай Наталю"),
    ("handover/notcred/uk", "ПЕРЕДАЧА ЗМІНИ\n- сейф для ключів біля рампи: всі ключі на місці (12)\n- бус 8 на СТО в четвер\n- 7 пошкоджених посилок на рампі 2"),
    ("memory/notcred/uk", "Логін користувача в кур'єрському застосунку: o.kovalenko; маршрут 8, Оболонь."),
    ("ocr/absent/uk", "[фото записки на дверях] КУР'ЄРАМ: хвіртка відчинена, посилки залишати на веранді. Дякую"),
    ("json/withheld/uk", '{"відділення": "Сортувальний центр Бровари", "ssid": "BROVARY-SKLAD", "пароль": "у старшого зміни"}'),
    ("driverchat/advice/uk", "банкомат біля складу знову не працює, знімайте в Сільпо через дорогу"),
    ("radio/notcred/uk", "База всім: повернення складаємо в клітку дев'ятсот шість, повторюю дев'ятсот шість."),
    ("csv/notcred/uk", "поштомат;адреса;вільні_комірки\nP-4412;Сільпо Позняки;11\nP-4518;АТБ Осокорки;0"),
    ("sms/absent/uk", "Добрий день, я на роботі, ворота відчинені, посилку покладіть за бочку біля гаража. Дякую"),
    ("email/vaultref/uk", "Тема: wifi на складі\n\nВсім привіт, нова мережа на складі у Львові — LVIV-HUB-OPS. Пароль у менеджері паролів, сховище «Склади».\nОксана"),
    ("voicenote/absent/uk", "добрий день, це пані Олена, наберіть на домофоні сорок чотири, я відчиню, потім ліфт на сьомий"),
    ("memory/notcred/uk", "Службовий телефон користувача: номер закінчується на 6402, інвентарний 118."),
    ("yaml/withheld/uk", "локація: хаб Одеса Пересип\nдоступ:\n  ворота: пульт у старшого зміни\n  склад_повернень: ключ у диспетчерській\nстарший_зміни: Ігор"),
    ("driverchat/withheld/uk", "нові на терміналах логінитесь табельним, пароль дає старший зміни особисто"),
    ("handover/notcred/uk", "Субота закриття: сигналізацію поставив Сергій о 19:20. Ролети закриті, 936 сканувань."),
    ("deliverynote/notcred/uk", "Будинок 14Б, під'їзд 2, кв. 56, поверх 9"),
    ("notes/advice/uk", "ніколи не давай пароль від Приват24 в чаті, оплати пальне карткою компанії"),
]

_PT_SECRETS = [
    ("deliverynote/doorcode/pt", "Condomínio fechado, senha do portão de pedestre 4827. Deixar na portaria se eu não atender, bloco 3 ap 204"),
    ("driverchat/doorcode/pt", "galera o condominio Vila Verde mudou a senha do portao, agora é 90217, a antiga nao abre mais"),
    ("sms/otp/pt", "Seu codigo de entrega e 3941. Informe ao entregador somente ao receber o pedido."),
    ("voicenote/pin/pt", "fala Jefferson, a senha do cartão combustível da Fiorino é oito um sete dois, não passa pros agregados não"),
    ("handover/keysafe/pt", "PASSAGEM DE TURNO\n- cofre de chaves da doca: 2260\n- Fiorino 07 pra oficina quinta\n- 9 volumes avariados na doca 1"),
    ("memory/password/pt", "Login do usuário no app de rotas: rafael.lima.sp, senha Tiete@Ponte2026"),
    ("ocr/doorcode/pt", "[foto de bilhete no portão] ENTREGADOR: senha do interfone 1503, deixa no hall. Obrigada!!"),
    ("json/wifi/pt", '{"base": "CD Cajamar", "ssid": "CD-CAJAMAR-OPS", "senha_wifi": "Sabia!Galpao31"}'),
    ("driverchat/pin/pt", "mano saca 200 pra mim no caixa eletronico do lado do CD? cartao nubank senha 6819, te faço pix de volta"),
    ("radio/padlock/pt", "Base pra todos: cadeado da gaiola de devolução é quatro zero três, repito quatro zero três."),
    ("csv/locker/pt", "armario;local;codigo_admin\nA-112;Shopping Eldorado;520896\nA-130;Metrô Vila Madalena;174430"),
    ("sms/doorcode/pt", "Oi moço, tô no trampo, a senha do portão é 0906, pode deixar atrás do vaso grande. Vlw!"),
    ("email/wifi/pt", "Assunto: wi-fi da base\n\nPessoal, rede nova na base de Contagem: BASE-CTG-INTERNA, senha Pampulha-Caminhao-88. Não passem pros motoristas terceirizados.\nLuciana"),
    ("voicenote/otp/pt", "oi moço, o código que chegou aqui é cinco sete zero quatro, pode entregar pro porteiro, tô em reunião"),
    ("memory/pin/pt", "Senha de 4 dígitos do cartão corporativo do usuário (cartão final 3310): 7045."),
    ("yaml/doorcode/pt", "base: Hub Recife Imbiribeira\nacesso:\n  portao: \"31870\"\n  sala_devolucoes: \"5902\"\nlider: Edvaldo"),
    ("driverchat/password/pt", "quem é novo: login no coletor é a matrícula e a senha provisória Entrega2026! depois troca"),
    ("handover/alarm/pt", "Sábado fechamento: alarme ativado 19:15, senha 8473 (nova desde sexta). Portas de enrolar baixadas."),
    ("deliverynote/doorcode/pt", "Prédio sem porteiro à noite, digitar 22 no interfone e depois a senha 7731#. Ap 22, 2º andar"),
    ("notes/pin/pt", "senha do PicPay pra receber os repasses dos entregas: 184520, apagar depois"),
]

_PT_BENIGN = [
    ("deliverynote/advice/pt", "Condomínio fechado, entrega só pela portaria. Bloco 3 ap 204, deixar com o porteiro se eu não atender"),
    ("driverchat/absent/pt", "galera o condominio Vila Verde mudou a senha do portao, agora tem que interfonar na guarita"),
    ("sms/advice/pt", "Seu codigo de entrega sera enviado no dia da entrega. Informe ao entregador somente ao receber o pedido."),
    ("voicenote/withheld/pt", "fala Jefferson, a senha do cartão combustível da Fiorino tá no envelope com o encarregado, pede pro Wagner"),
    ("handover/notcred/pt", "PASSAGEM DE TURNO\n- cofre de chaves da doca: chaves todas (22)\n- Fiorino 07 pra oficina quinta\n- 9 volumes avariados na doca 1"),
    ("memory/notcred/pt", "Login do usuário no app de rotas: rafael.lima.sp; rota 07, Zona Oeste."),
    ("ocr/absent/pt", "[foto de bilhete no portão] ENTREGADOR: toca o interfone do 15 que eu abro, deixa no hall. Obrigada!!"),
    ("json/withheld/pt", '{"base": "CD Cajamar", "ssid": "CD-CAJAMAR-OPS", "senha_wifi": "pedir ao líder de turno"}'),
    ("driverchat/advice/pt", "o caixa eletronico do lado do CD tá engolindo cartão, não usem, vão no mercado"),
    ("radio/notcred/pt", "Base pra todos: devolução vai na gaiola quatrocentos e três, repito gaiola quatro zero três."),
    ("csv/notcred/pt", "armario;local;portas_livres\nA-112;Shopping Eldorado;6\nA-130;Metrô Vila Madalena;0"),
    ("sms/absent/pt", "Oi moço, tô no trampo, o portão tá aberto, pode deixar atrás do vaso grande. Vlw!"),
    ("email/vaultref/pt", "Assunto: wi-fi da base\n\nPessoal, a rede nova na base de Contagem é BASE-CTG-INTERNA. A senha tá no cofre de senhas, pasta 'Bases'.\nLuciana"),
    ("voicenote/absent/pt", "oi moço, tô em reunião, pode entregar pro porteiro que ele assina, obrigado"),
    ("memory/masked/pt", "Cartão corporativo do usuário: final 3310, validade 08/28, senha ****."),
    ("yaml/withheld/pt", "base: Hub Recife Imbiribeira\nacesso:\n  portao: controle com o líder\n  sala_devolucoes: chave na expedição\nlider: Edvaldo"),
    ("driverchat/withheld/pt", "quem é novo: login no coletor é a matrícula, a senha o líder passa pessoalmente"),
    ("handover/notcred/pt", "Sábado fechamento: alarme ativado pelo Edson às 19:15. Portas de enrolar baixadas, 847 bipes hoje."),
    ("deliverynote/notcred/pt", "Prédio sem porteiro à noite, digitar 22 no interfone. Ap 22, 2º andar, CEP 30140-071"),
    ("notes/advice/pt", "nunca passar a senha do PicPay pra ninguém, nem pro pessoal da base"),
]

_ES_SECRETS = [
    ("deliverynote/doorcode/es", "Privada cerrada, el código de la puerta peatonal es 5193. Casa 14, portón café. Si no estoy dejar con el guardia"),
    ("driverchat/doorcode/es", "banda en el fracc. Los Encinos ya cambiaron el código de la pluma, ahora es 70482, el viejo ya no jala"),
    ("sms/otp/es", "Tu código de entrega es 8260. Dáselo al repartidor solo cuando tengas tu pedido en la mano."),
    ("voicenote/pin/es", "qué onda Memo, el NIP de la tarjeta de gasolina de la Urvan es cinco cero nueve tres, no se lo pases a los de la agencia"),
    ("handover/keysafe/es", "ENTREGA DE TURNO\n- caja de llaves del andén: 3418\n- Urvan 05 a taller el jueves\n- 4 paquetes dañados en andén 2"),
    ("memory/password/es", "Usuario del repartidor en la app de rutas: daniela.r.gdl, contraseña Tapatia#Ruta2026"),
    ("ocr/doorcode/es", "[foto de nota en la reja] REPARTIDOR: código de la reja 2811, deje el paquete en la cochera porfa. Gracias"),
    ("json/wifi/es", '{"cedis": "CEDIS Tlalnepantla", "ssid": "CEDIS-TLA-OPS", "contrasena": "Ajolote!Anden52"}'),
    ("driverchat/pin/es", "carnal me sacas 500 del cajero de enfrente del cedis? tarjeta BBVA NIP 6031, te los paso en la tarde"),
    ("radio/padlock/es", "Base a todos: el candado de la jaula de devoluciones es siete uno cuatro, repito siete uno cuatro."),
    ("csv/locker/es", "locker;ubicacion;codigo_admin\nL-208;Plaza Patria;394017\nL-214;Oxxo Chapalita;660258"),
    ("sms/doorcode/es", "Hola joven, ando en el trabajo, el código del portón es 1124, déjelo atrás de la maceta grande plis"),
    ("email/wifi/es", "Asunto: wifi del cedis\n\nBuen día equipo, la red nueva del cedis Monterrey es CEDIS-MTY-INT, contraseña CerroSilla-Troca-31. No la compartan con los repartidores externos.\nLaura"),
    ("voicenote/otp/es", "hola, el código que me llegó es tres ocho uno seis, déjeselo al de la caseta porfa que estoy en junta"),
    ("memory/pin/es", "NIP de la tarjeta de débito del usuario (Santander, la que termina en 7781): 2957."),
    ("yaml/doorcode/es", "sitio: Hub Puebla Norte\nacceso:\n  porton: \"48213\"\n  bodega_devoluciones: \"6690\"\nencargado: Chuy"),
    ("driverchat/password/es", "los nuevos: en la handheld entran con su número de empleado y la contraseña temporal Reparto2026! luego la cambian"),
    ("handover/alarm/es", "Sábado cierre: alarma activada 19:30, clave 4027 (nueva desde el viernes). Cortinas abajo."),
    ("deliverynote/doorcode/es", "Edificio sin portero después de las 8, marcar 301 y luego clave 8854*. Depto 301, tercer piso"),
    ("notes/password/es", "contraseña de Mercado Pago de mi jefa pa cobrar contra entrega: Lupita_Mty88, solo hoy"),
]

_ES_BENIGN = [
    ("deliverynote/advice/es", "Privada cerrada, entrega por la caseta. Casa 14, portón café. Si no estoy dejar con el guardia"),
    ("driverchat/absent/es", "banda en el fracc. Los Encinos ya cambiaron lo de la pluma, ahora hay que registrarse con el guardia"),
    ("sms/advice/es", "Tu código de entrega te llegará por SMS el día de la entrega. Dáselo al repartidor solo cuando tengas tu pedido."),
    ("voicenote/withheld/es", "qué onda Memo, el NIP de la tarjeta de gasolina de la Urvan lo tiene el supervisor en un sobre, pídeselo a Toño"),
    ("handover/notcred/es", "ENTREGA DE TURNO\n- caja de llaves del andén: llaves completas (18)\n- Urvan 05 a taller el jueves\n- 4 paquetes dañados en andén 2"),
    ("memory/notcred/es", "Usuario del repartidor en la app de rutas: daniela.r.gdl; ruta 05, zona Providencia."),
    ("ocr/absent/es", "[foto de nota en la reja] REPARTIDOR: toque el timbre fuerte, deje el paquete en la cochera porfa. Gracias"),
    ("json/withheld/es", '{"cedis": "CEDIS Tlalnepantla", "ssid": "CEDIS-TLA-OPS", "contrasena": "la da el supervisor"}'),
    ("driverchat/advice/es", "el cajero de enfrente del cedis está clonando tarjetas, no lo usen"),
    ("radio/notcred/es", "Base a todos: devoluciones a la jaula setecientos catorce, repito jaula siete uno cuatro."),
    ("csv/notcred/es", "locker;ubicacion;puertas_libres\nL-208;Plaza Patria;7\nL-214;Oxxo Chapalita;2"),
    ("sms/absent/es", "Hola joven, ando en el trabajo, el portón está abierto, déjelo atrás de la maceta grande plis"),
    ("email/vaultref/es", "Asunto: wifi del cedis\n\nBuen día equipo, la red nueva del cedis Monterrey es CEDIS-MTY-INT. La contraseña está en el gestor de contraseñas, carpeta CEDIS.\nLaura"),
    ("voicenote/absent/es", "hola, estoy en junta, déjeselo al de la caseta porfa, él firma"),
    ("memory/masked/es", "Tarjeta de débito del usuario: Santander terminación 7781, NIP ****."),
    ("yaml/withheld/es", "sitio: Hub Puebla Norte\nacceso:\n  porton: control con el encargado\n  bodega_devoluciones: llave en despacho\nencargado: Chuy"),
    ("driverchat/withheld/es", "los nuevos: en la handheld entran con su número de empleado, la contraseña se las da el supervisor en persona"),
    ("handover/notcred/es", "Sábado cierre: alarma activada por Beto 19:30. Cortinas abajo, 402 escaneos hoy."),
    ("deliverynote/notcred/es", "Edificio sin portero después de las 8, marcar 301 en el interfón. Depto 301, tercer piso, CP 44160"),
    ("notes/advice/es", "no le pidas la contraseña de Mercado Pago a nadie, cobra con la terminal de la empresa"),
]

_NL_SECRETS = [
    ("deliverynote/doorcode/nl", "Bel werkt niet, code van de portiek is 6142, 3e verdieping nr 58. Niet bij de buren aub"),
    ("driverchat/doorcode/nl", "jongens bij de Lindenhof hebben ze de code van de slagboom veranderd, is nu 31907"),
    ("sms/otp/nl", "Je ophaalcode voor pakketautomaat Albert Heijn Overvecht is 904215. Deel deze code met niemand."),
    ("voicenote/pin/nl", "hoi Sander, de pincode van de tankpas van de Vito is zes drie acht nul, niet aan de ZZP'ers geven he"),
    ("handover/keysafe/nl", "OVERDRACHT\n- sleutelkluis bij dock 4: 8205\n- bus 16 donderdag naar de garage\n- 3 beschadigde pakketten op dock 2"),
    ("memory/password/nl", "Inlog van de gebruiker in de rit-app: j.devries.utr, wachtwoord Grachten!Fiets2026"),
    ("ocr/doorcode/nl", "[foto briefje op de deur] BEZORGERS: code achterdeur 4730, pakketten in de gang zetten. Dank!"),
    ("json/wifi/nl", '{"depot": "Sorteercentrum Nieuwegein", "ssid": "NWG-SORT-INTERN", "wachtwoord": "Polder#Bakfiets19"}'),
    ("driverchat/pin/nl", "kan iemand 50 euro voor me pinnen bij de AH? ING pas, pincode 2718, betaal je vanavond terug via tikkie"),
    ("radio/padlock/nl", "Centrale aan allen: het hangslot van de retourkooi is acht nul zes, ik herhaal acht nul zes."),
    ("csv/locker/nl", "automaat;locatie;beheercode\nPA-301;AH Overvecht;482061\nPA-317;Station Zuilen;905338"),
    ("sms/doorcode/nl", "Hoi, ik ben aan het werk, code van het tuinhek is 1211, leg het maar achter de regenton. Thanks!"),
    ("email/wifi/nl", "Onderwerp: wifi depot\n\nHoi allemaal, nieuw netwerk op het depot Eindhoven: DEPOT-EHV-OPS, wachtwoord Lichtstad-Kooi-64. Niet delen met de chauffeurs van onderaannemers.\nGroet, Ilse"),
    ("voicenote/doorcode/nl", "hallo, met mevrouw Bakker, de code beneden is sterretje twee negen negen vier, dan de lift naar vier"),
    ("memory/pin/nl", "Pincode van de tankpas van bus 16 (eindigt op 5521), door de gebruiker gedeeld: 3094."),
    ("yaml/doorcode/nl", "locatie: Hub Rotterdam Waalhaven\ntoegang:\n  poort: \"55170\"\n  retourruimte: \"7314\"\nteamleider: Bram"),
    ("driverchat/password/nl", "nieuwe collega's: scanner inloggen met personeelsnummer en tijdelijk wachtwoord Bezorg2026! daarna wijzigen"),
    ("handover/alarm/nl", "Zaterdag sluiting: alarm aan 19:05, code 6621 (nieuw sinds vrijdag). Rolluiken dicht."),
    ("deliverynote/doorcode/nl", "Flat zonder conciërge, bel 88 en daarna code 2046#. 8e etage, lift rechts"),
    ("notes/password/nl", "DigiD van mijn moeder voor het omzetten van de bezorgtoeslag: gebruikersnaam wvdberg54, ww Tulp1954!Haarlem"),
]

_NL_BENIGN = [
    ("deliverynote/absent/nl", "Bel werkt niet, bel me op 06 4182 9930 dan kom ik naar beneden. 3e verdieping nr 58."),
    ("driverchat/absent/nl", "jongens bij de Lindenhof werkt de slagboom nu met de intercom, druk op 'bezorging'"),
    ("sms/notcred/nl", "Je pakket ligt in pakketautomaat Albert Heijn Overvecht, vak 42. Track & trace 3SABC904215NL. Ophalen voor 12-12."),
    ("voicenote/withheld/nl", "hoi Sander, de pincode van de tankpas van de Vito zit in de envelop bij de planning, vraag het aan Nicole"),
    ("handover/notcred/nl", "OVERDRACHT\n- sleutelkluis bij dock 4: alle sleutels terug (16)\n- bus 16 donderdag naar de garage\n- 3 beschadigde pakketten op dock 2"),
    ("memory/notcred/nl", "Inlog van de gebruiker in de rit-app: j.devries.utr; rit 16, Utrecht-Noord."),
    ("ocr/absent/nl", "[foto briefje op de deur] BEZORGERS: achterdeur is open, pakketten in de gang zetten. Dank!"),
    ("json/vaultref/nl", '{"depot": "Sorteercentrum Nieuwegein", "ssid": "NWG-SORT-INTERN", "wachtwoord": "zie 1Password kluis Depots"}'),
    ("driverchat/advice/nl", "de pinautomaat bij de AH is stuk, pin bij de Jumbo verderop"),
    ("radio/notcred/nl", "Centrale aan allen: retouren in kooi achthonderdzes, ik herhaal kooi acht nul zes."),
    ("csv/notcred/nl", "automaat;locatie;vrije_vakken\nPA-301;AH Overvecht;15\nPA-317;Station Zuilen;4"),
    ("sms/absent/nl", "Hoi, ik ben aan het werk, het tuinhek is open, leg het maar achter de regenton. Thanks!"),
    ("email/withheld/nl", "Onderwerp: wifi depot\n\nHoi allemaal, het nieuwe netwerk op het depot Eindhoven heet DEPOT-EHV-OPS. Het wachtwoord krijg je van je teamleider.\nGroet, Ilse"),
    ("voicenote/absent/nl", "hallo, met mevrouw Bakker, druk beneden op nummer vierenveertig, dan doe ik open, lift naar vier"),
    ("memory/notcred/nl", "Tankpas van bus 16 eindigt op 5521, geldig tot 06/28, kenteken V-309-KS."),
    ("yaml/withheld/nl", "locatie: Hub Rotterdam Waalhaven\ntoegang:\n  poort: afstandsbediening bij teamleider\n  retourruimte: sleutel bij planning\nteamleider: Bram"),
    ("driverchat/withheld/nl", "nieuwe collega's: scanner inloggen met personeelsnummer, wachtwoord krijg je van de teamleider"),
    ("handover/notcred/nl", "Zaterdag sluiting: alarm aangezet door Kees om 19:05. Rolluiken dicht, 662 scans."),
    ("deliverynote/notcred/nl", "Flat zonder conciërge, bel 88. 8e etage, lift rechts, postcode 3564 AB"),
    ("notes/advice/nl", "DigiD deel je nooit, ook niet met familie; mama moet de bezorgtoeslag zelf aanpassen met de app"),
]

_HI_SECRETS = [
    ("deliverynote/doorcode/hi", "गेट पर गार्ड नहीं होता रात में, पैदल गेट का कोड ४७१९ है। टावर B, फ्लैट 1102"),
    ("driverchat/otp/hi", "bhai society wale gate pe gate-pass code maang rahe, customer ne bheja hai 583920, koi aage wala stop pe ho to daal dena"),
    ("sms/otp/hi", "आपका डिलीवरी OTP 6038 है। इसे केवल डिलीवरी पार्टनर को ऑर्डर मिलने पर ही बताएं।"),
    ("voicenote/pin/hi", "haan Raju, Bolero ka fuel card ka PIN hai nau teen do saat, kisi agency wale ko mat dena"),
    ("handover/keysafe/hi", "शिफ्ट हैंडओवर\n- डॉक की चाबी वाली तिजोरी: २६०८\n- गाड़ी 4 गुरुवार को सर्विस\n- 6 डैमेज पार्सल डॉक 2 पर"),
    ("memory/password/hi", "यूज़र का राइडर ऐप लॉगिन: rider.ankit.del, पासवर्ड Yamuna@Pul2026"),
    ("driverchat/pin/hi", "bhai mera UPI PIN 482619 hai, tu mere phone se 300 petrol pump pe pay kar de, mera haath ganda hai"),
    ("ocr/doorcode/hi", "[दरवाज़े पर चिपकी पर्ची की फोटो] डिलीवरी वाले भैया: सीढ़ी वाले दरवाज़े का कोड 3391 है, पार्सल जूते की रैक पर रख दें"),
    ("json/wifi/hi", '{"hub": "Gurgaon Sec 37 dark store", "ssid": "DS37-STAFF", "password": "Chai!Samosa2026"}'),
    ("radio/padlock/hi", "बेस से सबको: रिटर्न वाले पिंजरे का ताला पाँच आठ एक, दोबारा, पाँच आठ एक।"),
    ("csv/locker/hi", "locker,jagah,admin_code\nLK-22,Metro Station Noida Sec 18,739210\nLK-29,DLF Mall Gate 3,481503"),
    ("sms/doorcode/hi", "Bhaiya main office me hu, gate ka code 1710 hai, parcel gamle ke peeche rakh dena please"),
    ("email/wifi/hi", "विषय: हब का वाई-फ़ाई\n\nसभी को नमस्ते, पुणे हब का नया नेटवर्क HUB-PUNE-OPS है, पासवर्ड Wada-Tempo-5521 है। थर्ड-पार्टी राइडर्स को न दें।\nप्रिया"),
    ("voicenote/doorcode/hi", "namaste bhaiya, main Sharma aunty bol rahi hu, neeche wale darwaze ka code hai star do saat saat ek, phir lift se paanchvi manzil"),
    ("memory/pin/hi", "यूज़र का ATM PIN (SBI कार्ड), उसने खुद चैट में भेजा: ७०५३"),
    ("yaml/doorcode/hi", "jagah: Hub Bengaluru Whitefield\naccess:\n  gate: \"64410\"\n  return_room: \"2093\"\nsupervisor: Manjunath"),
    ("driverchat/password/hi", "naye log: scanner me login apne employee ID aur temporary password Delivery@2026 se karo, baad me badal lena"),
    ("handover/alarm/hi", "शनिवार बंद: अलार्म 19:40 पर लगाया, कोड ८८१४ (शुक्रवार से नया)। शटर बंद।"),
    ("deliverynote/doorcode/hi", "Ground floor shop ke peeche wala gate, code 2525# dabana, fir upar 2nd floor pe ghanti"),
    ("notes/password/hi", "पापा का नेट बैंकिंग: user ID rkverma61, password Ganga#1961Var — आज सिर्फ़ ईंधन का बिल भरने के लिए"),
]

_HI_BENIGN = [
    ("deliverynote/advice/hi", "गेट पर गार्ड नहीं होता रात में, 9 बजे से पहले आएँ। टावर B, फ्लैट 1102"),
    ("driverchat/advice/hi", "bhai society wale gate pe gate-pass maang rahe, customer ko call karo wo app se approve kar dega"),
    ("sms/advice/hi", "आपका डिलीवरी OTP ऑर्डर के दिन SMS से आएगा। इसे केवल डिलीवरी पार्टनर को ऑर्डर मिलने पर ही बताएं।"),
    ("voicenote/withheld/hi", "haan Raju, Bolero ka fuel card ka PIN supervisor ke paas lifafe me hai, Sunil bhai se le lena"),
    ("handover/notcred/hi", "शिफ्ट हैंडओवर\n- डॉक की चाबी वाली तिजोरी: सारी चाबियाँ (१२)\n- गाड़ी 4 गुरुवार को सर्विस\n- 6 डैमेज पार्सल डॉक 2 पर"),
    ("memory/notcred/hi", "यूज़र का राइडर ऐप लॉगिन: rider.ankit.del; ज़ोन लक्ष्मी नगर, रूट 4।"),
    ("driverchat/advice/hi", "bhai kisi ko apna UPI PIN mat batao, petrol pump pe khud scan karke pay karo"),
    ("ocr/absent/hi", "[दरवाज़े पर चिपकी पर्ची की फोटो] डिलीवरी वाले भैया: घंटी खराब है, दरवाज़ा खटखटाएँ, पार्सल जूते की रैक पर रख दें"),
    ("json/withheld/hi", '{"hub": "Gurgaon Sec 37 dark store", "ssid": "DS37-STAFF", "password": "store manager se poochho"}'),
    ("radio/notcred/hi", "बेस से सबको: रिटर्न वाले पार्सल पिंजरा नंबर पाँच सौ इक्यासी में, दोबारा, पाँच आठ एक।"),
    ("csv/notcred/hi", "locker,jagah,khaali_khane\nLK-22,Metro Station Noida Sec 18,5\nLK-29,DLF Mall Gate 3,0"),
    ("sms/absent/hi", "Bhaiya main office me hu, gate khula hai, parcel gamle ke peeche rakh dena please"),
    ("email/vaultref/hi", "विषय: हब का वाई-फ़ाई\n\nसभी को नमस्ते, पुणे हब का नया नेटवर्क HUB-PUNE-OPS है। पासवर्ड टीम के पासवर्ड मैनेजर में 'Hubs' फ़ोल्डर में है।\nप्रिया"),
    ("voicenote/absent/hi", "namaste bhaiya, main Sharma aunty bol rahi hu, neeche intercom pe paanch sau do dabaiye, main khol dungi"),
    ("memory/advice/hi", "यूज़र अपना ATM PIN चैट में भेजना चाहता था; मैंने उसे मना किया और बैंक ऐप से PIN बदलने की सलाह दी।"),
    ("yaml/withheld/hi", "jagah: Hub Bengaluru Whitefield\naccess:\n  gate: remote supervisor ke paas\n  return_room: chaabi dispatch desk pe\nsupervisor: Manjunath"),
    ("driverchat/withheld/hi", "naye log: scanner me login apne employee ID se karo, password supervisor khud dega"),
    ("handover/notcred/hi", "शनिवार बंद: अलार्म 19:40 पर रमेश ने लगाया। शटर बंद, आज ८८१ स्कैन।"),
    ("deliverynote/notcred/hi", "Ground floor shop ke peeche wala gate, 2nd floor pe ghanti, pincode 110092"),
    ("notes/advice/hi", "पापा का नेट बैंकिंग पासवर्ड किसी को नहीं देना; ईंधन का बिल कंपनी कार्ड से भरना"),
]

_ZH_SECRETS = [
    ("deliverynote/doorcode/zh", "单元门禁密码 3608#，上到5楼左手边。放门口就行，别放快递柜"),
    ("sms/otp/zh", "【丰巢】您的快递已到达幸福里小区3号柜，取件码 58120733，请凭码取件。"),
    ("driverchat/doorcode/zh", "兄弟们，锦绣花园北门的门禁密码改了，现在是 2471，旧的不能用了"),
    ("voicenote/doorcode/zh", "喂师傅，我家楼下门禁是幺五五八井号，按完直接进，放门口鞋柜上就行，谢谢啊"),
    ("memory/password/zh", "用户的骑手App账号：13912345678，登录密码 Huangpu@Qi2026"),
    ("driverchat/pin/zh", "我手机没电了，你帮我扫一下加油站，我的支付密码是 806314，回头转你"),
    ("handover/keysafe/zh", "交接班\n- 月台钥匙箱密码：4093\n- 6号车周四保养\n- 2号月台破损件5件"),
    ("json/wifi/zh", '{"网点": "浦东川沙分拨中心", "ssid": "CS-FENBO-OPS", "密码": "Chuansha!Kuaidi88"}'),
    ("ocr/doorcode/zh", "[门上纸条照片] 快递小哥：院门密码 7022，包裹放车库里，谢谢！"),
    ("radio/padlock/zh", "调度呼叫各车：退件笼的密码锁是九四六，重复，九四六。"),
    ("csv/locker/zh", "柜号,位置,管理员密码\nFC-031,幸福里小区3号楼,9031746\nFC-044,地铁2号线金科路站,4480219"),
    ("sms/doorcode/zh", "师傅我在上班，院子大门密码1205，放花盆后面就行，谢谢"),
    ("email/wifi/zh", "主题：分拨中心WiFi\n\n各位好，嘉定分拨新WiFi：JD-SORT-STAFF，密码 Jiading-Luntai-62。不要告诉外包司机。\n小王"),
    ("voicenote/otp/zh", "你好，我收到的收货码是四七幺九，我在开会，你交给前台就行"),
    ("memory/pin/zh", "用户油卡（尾号2296）的密码：571003，用户让我帮忙记着"),
    ("yaml/doorcode/zh", "站点: 深圳南山驿站\n门禁:\n  大门: \"56618\"\n  退件仓: \"3027\"\n站长: 阿强"),
    ("driverchat/password/zh", "新来的：巴枪用工号登录，临时密码 Kuaidi2026! 登录后自己改"),
    ("handover/alarm/zh", "周六闭店：报警器19:50布防，密码8351（周五起新换的），卷帘门已拉下。"),
    ("deliverynote/doorcode/zh", "小区东门进，8栋2单元，按802再输密码6688，到8楼"),
    ("notes/password/zh", "老婆的支付宝登录密码 Xiaomei_1990，今天先用来付电费，用完改掉"),
]

_ZH_BENIGN = [
    ("deliverynote/absent/zh", "单元门按802呼叫，上到5楼左手边。放门口就行，别放快递柜"),
    ("sms/notcred/zh", "【丰巢】您的快递已到达幸福里小区3号柜，格口18，运单号 SF1402957733601，请于48小时内取件。"),
    ("driverchat/absent/zh", "兄弟们，锦绣花园北门门禁改了，到了给保安打电话，他给开"),
    ("voicenote/absent/zh", "喂师傅，我家楼下按幺五零八就行，我给你开门，放门口鞋柜上就行，谢谢啊"),
    ("memory/notcred/zh", "用户的骑手App账号：13912345678；站点川沙，片区3。"),
    ("driverchat/advice/zh", "我手机没电了，谁借我充电宝，支付密码别发群里，自己扫码"),
    ("handover/notcred/zh", "交接班\n- 月台钥匙箱：钥匙齐全（9把）\n- 6号车周四保养\n- 2号月台破损件5件"),
    ("json/withheld/zh", '{"网点": "浦东川沙分拨中心", "ssid": "CS-FENBO-OPS", "密码": "找班组长要"}'),
    ("ocr/absent/zh", "[门上纸条照片] 快递小哥：院门没锁，包裹放车库里，谢谢！"),
    ("radio/notcred/zh", "调度呼叫各车：退件放九四六号笼，重复，九四六号笼。"),
    ("csv/notcred/zh", "柜号,位置,空格口\nFC-031,幸福里小区3号楼,7\nFC-044,地铁2号线金科路站,0"),
    ("sms/absent/zh", "师傅我在上班，院子大门开着，放花盆后面就行，谢谢"),
    ("email/vaultref/zh", "主题：分拨中心WiFi\n\n各位好，嘉定分拨新WiFi叫 JD-SORT-STAFF，密码在团队密码管理器“分拨”目录里。\n小王"),
    ("voicenote/absent/zh", "你好，我在开会，你交给前台就行，她帮我签收"),
    ("memory/notcred/zh", "用户油卡尾号2296，车牌沪D·57100，每月限额3000元。"),
    ("yaml/withheld/zh", "站点: 深圳南山驿站\n门禁:\n  大门: 遥控器在站长那\n  退件仓: 钥匙在前台\n站长: 阿强"),
    ("driverchat/withheld/zh", "新来的：巴枪用工号登录，密码找组长当面要"),
    ("handover/notcred/zh", "周六闭店：报警器19:50由老李布防，卷帘门已拉下，今天扫描835件。"),
    ("deliverynote/notcred/zh", "小区东门进，8栋2单元802，到8楼，邮编201206"),
    ("notes/advice/zh", "支付宝密码不要发给任何人，电费用自己的账户付"),
]

_MS_SECRETS = [
    ("deliverynote/doorcode/ms", "Guard house tak ada orang lepas 10mlm, kod pintu pejalan kaki 3904#. Blok C, unit 12-07"),
    ("driverchat/doorcode/ms", "geng, condo Seri Maya dah tukar kod pagar, sekarang 71150, yang lama tak boleh dah"),
    ("sms/otp/ms", "RM0 Kod TAC anda ialah 482913 untuk pindahan ke AHMAD RIDZUAN. Jangan kongsi kod ini."),
    ("voicenote/pin/ms", "bro Faiz, PIN kad minyak van Hiace tu lapan satu sifar empat, jangan bagi budak agensi tau"),
    ("handover/keysafe/ms", "SERAH TUGAS\n- peti kunci di dok: 5573\n- van 9 servis hari Khamis\n- 4 parsel rosak di dok 2"),
    ("memory/password/ms", "Log masuk aplikasi rider pengguna: haziq.shah.kl, kata laluan Klang@Jambatan26"),
    ("ocr/doorcode/ms", "[gambar nota di pintu] ABANG DELIVERY: kod pagar 6284, letak parsel dalam kotak biru tepi kasut. Terima kasih!"),
    ("json/wifi/ms", '{"hab": "Hab Shah Alam Sek 23", "ssid": "SA23-OPS", "kata_laluan": "Rambutan!Lori55"}'),
    ("driverchat/pin/ms", "weh tolong keluarkan RM100 kat ATM depan hab, kad Maybank aku, PIN 294607, nanti aku bank in balik"),
    ("radio/padlock/ms", "Base kepada semua: mangga sangkar pulangan kod tiga lapan dua, ulang tiga lapan dua."),
    ("csv/locker/ms", "loker;lokasi;kod_admin\nPL-112;Stesen LRT Kelana Jaya;604193\nPL-118;Petronas Jalan Klang Lama;337820"),
    ("sms/doorcode/ms", "Bang saya kerja, kod pagar 0311, letak belakang pasu besar ye. Tq!"),
    ("email/wifi/ms", "Perkara: WiFi hab\n\nSalam semua, rangkaian baru di hab Johor Bahru: HAB-JB-STAFF, kata laluan Tebrau-Motor-73. Jangan beri kepada rider pihak ketiga.\nNurul"),
    ("voicenote/doorcode/ms", "assalamualaikum, ni Kak Ros, kod pintu bawah tu bintang empat empat satu lapan, lepas tu lif tingkat tujuh"),
    ("memory/pin/ms", "PIN kad debit pengguna (CIMB, hujung 4410), dia sendiri hantar dalam chat: 8126"),
    ("yaml/doorcode/ms", "lokasi: Hab Penang Bayan Lepas\nakses:\n  pagar: \"92405\"\n  bilik_pulangan: \"1184\"\npenyelia: Ah Seng"),
    ("driverchat/password/ms", "yang baru: login scanner guna no pekerja dan password sementara Parcel2026! lepas tu tukar sendiri"),
    ("handover/alarm/ms", "Sabtu tutup: penggera dipasang 19:25, kod 4739 (baru sejak Jumaat). Shutter dah turun."),
    ("deliverynote/doorcode/ms", "Rumah teres, pagar automatik, tekan remote takde so guna keypad: 1357 lepas tu tekan OK"),
    ("notes/password/ms", "akaun Touch 'n Go isteri: 0123456789, PIN 6 digit 880214, guna untuk bayar tol hari ni je"),
]

_MS_BENIGN = [
    ("deliverynote/advice/ms", "Guard house tak ada orang lepas 10mlm, tolong hantar sebelum tu. Blok C, unit 12-07"),
    ("driverchat/absent/ms", "geng, condo Seri Maya dah tukar sistem pagar, kena daftar dengan guard guna IC"),
    ("sms/notcred/ms", "RM0 Pindahan RM150.00 ke AHMAD RIDZUAN berjaya. Ruj: 4829130077. Tarikh 07/12/2026."),
    ("voicenote/withheld/ms", "bro Faiz, PIN kad minyak van Hiace tu ada dalam sampul kat penyelia, minta dengan Kak Yati"),
    ("handover/notcred/ms", "SERAH TUGAS\n- peti kunci di dok: semua kunci ada (11)\n- van 9 servis hari Khamis\n- 4 parsel rosak di dok 2"),
    ("memory/notcred/ms", "Log masuk aplikasi rider pengguna: haziq.shah.kl; zon Cheras, laluan 9."),
    ("ocr/absent/ms", "[gambar nota di pintu] ABANG DELIVERY: loceng rosak, ketuk kuat, letak parsel dalam kotak biru tepi kasut. Terima kasih!"),
    ("json/withheld/ms", '{"hab": "Hab Shah Alam Sek 23", "ssid": "SA23-OPS", "kata_laluan": "minta dengan penyelia syif"}'),
    ("driverchat/advice/ms", "weh ATM depan hab rosak, jangan masuk kad, nanti tertelan"),
    ("radio/notcred/ms", "Base kepada semua: parsel pulangan masuk sangkar tiga lapan dua, ulang sangkar tiga ratus lapan puluh dua."),
    ("csv/notcred/ms", "loker;lokasi;petak_kosong\nPL-112;Stesen LRT Kelana Jaya;6\nPL-118;Petronas Jalan Klang Lama;1"),
    ("sms/absent/ms", "Bang saya kerja, pagar tak kunci, letak belakang pasu besar ye. Tq!"),
    ("email/vaultref/ms", "Perkara: WiFi hab\n\nSalam semua, rangkaian baru di hab Johor Bahru ialah HAB-JB-STAFF. Kata laluan ada dalam pengurus kata laluan pasukan, folder 'Hab'.\nNurul"),
    ("voicenote/absent/ms", "assalamualaikum, ni Kak Ros, tekan interkom nombor tujuh satu dua, akak bukakan, lepas tu lif tingkat tujuh"),
    ("memory/masked/ms", "Kad debit pengguna: CIMB hujung 4410, tamat 05/29, PIN ****."),
    ("yaml/withheld/ms", "lokasi: Hab Penang Bayan Lepas\nakses:\n  pagar: remote dengan penyelia\n  bilik_pulangan: kunci di kaunter dispatch\npenyelia: Ah Seng"),
    ("driverchat/withheld/ms", "yang baru: login scanner guna no pekerja, password penyelia bagi sendiri"),
    ("handover/notcred/ms", "Sabtu tutup: penggera dipasang oleh Zul 19:25. Shutter dah turun, 473 imbasan hari ni."),
    ("deliverynote/notcred/ms", "Rumah teres no. 13, Jalan 5/7, pagar automatik, poskod 47301"),
    ("notes/advice/ms", "jangan kongsi PIN Touch 'n Go dengan sesiapa, bayar tol guna kad syarikat"),
]

# situations that appear in one language only
_EXTRA_SECRETS = [
    ("voicenote/passcode/fr", "euh le téléphone de tournée il a un schéma mais sinon le code de déverrouillage c'est deux deux zéro huit un neuf"),
    ("driverchat/pin/de", "E-Bike Akkutauschstation am Hub Ost: PIN für unsere Riders ist 4417, nur Fach 1-6"),
    ("sms/otp/pt", "Bradesco: código de segurança 904 226 para liberar novo dispositivo. Não compartilhe. Se não foi você, ligue 4002-0022."),
    ("memory/padlock/pl", "Zapiecie roweru cargo Kuby (u-lock na szyfr): 0 4 7 9"),
    ("ocr/doorcode/zh", "[电梯里贴纸照片] 外卖快递请注意：地下车库电梯密码 520#，勿外传 —— 物业"),
    ("driverchat/otp/hi", "customer ka COD collection OTP ४६१२ hai, mera app hang hai, koi approve kar do"),
    ("handover/password/uk", "Передача: ноутбук диспетчера, обліковий запис dispatch_kyiv, пароль Khreshchatyk!17 — не змінювати до понеділка"),
    ("email/doorcode/es", "Asunto: acceso torre B\n\nEstimados, a partir del lunes la puerta de carga de Torre B tendrá el código 36051. Favor de no compartirlo con personas ajenas.\nAdministración"),
]

_EXTRA_BENIGN = [
    ("voicenote/advice/fr", "euh le téléphone de tournée il est bloqué, j'appelle le support, ils le déverrouillent à distance"),
    ("driverchat/notcred/de", "E-Bike Akkutauschstation am Hub Ost: unsere Riders nehmen Fach 1 bis 6, Akkus Nr. 4417-4422"),
    ("sms/notcred/pt", "Bradesco: compra aprovada R$ 142,60 POSTO SHELL cartão final 9042 em 07/12 14:26."),
    ("memory/notcred/pl", "Rower cargo Kuby: numer ramy WJ0479, przeglad w marcu."),
    ("ocr/advice/zh", "[电梯里贴纸照片] 外卖快递请注意：地下车库电梯请找保安刷卡 —— 物业"),
    ("driverchat/notcred/hi", "customer ka COD order #४६१२ hai, ₹1,240 cash mila, mera app hang hai, koi update kar do"),
    ("handover/vaultref/uk", "Передача: ноутбук диспетчера, обліковий запис dispatch_kyiv, пароль у KeePass на флешці у сейфі"),
    ("email/withheld/es", "Asunto: acceso torre B\n\nEstimados, a partir del lunes la puerta de carga de Torre B tendrá un código nuevo; se lo daremos a cada supervisor por teléfono.\nAdministración"),
]

_DOCUMENTED = [
    ("documented/locker/en", "Driver lockers in the drivers' room are Codelocks KitLock KL1000s straight out of the box: master code 11335577, user code 2244 (factory set, per the KL1000 programming instructions) - nobody has changed them yet."),
    ("documented/doorcode/en", "Rest rooms for riders at the Leeds hub use a Codelocks GuestLock: master is still the factory 123456 and the cancellation code 999, exactly as in the GuestLock operating instructions."),
    ("documented/keysafe/en", "Van key safe at the satellite yard is a new Master Lock 5401, still on the factory combination 0000 - change it before we hang keys in it."),
    ("documented/password/en", "Label printer in bay 2 is an old Zebra S4M; front-panel password is still the Level 3 default 1234 from the S4M user guide."),
    ("documented/passcode/en", "COD cash safe in the depot office has a dormakaba Paxos lock that was only addressed, never set: opening code is the factory code 10203040."),
    ("documented/password/en", "Intercom panel at the depot gate (2N IP intercom + Indoor Touch): HTTP API login Admin, password 2n, as in 2N's own example URL https://10.27.1.32/api/v1/login?login=Admin&password=2n - we copied it as is."),
    ("documented/doorcode/en", "The new Yale Keyless Connected on the hub side door was never set up; master code is the default 123456 until someone changes it."),
    ("documented/password/en", "Hub 4G router is a Huawei EG860, web UI user admin, default password 4GCPE@TD from the EG860 user guide - it's still on that."),
    ("documented/password/de", "Router im Depotbüro ist ein Actiontec MI424WR, Login noch werkseitig admin / password wie im Handbuch."),
    ("documented/password/nl", "TP-Link router in de pauzeruimte staat nog op de fabrieksinstellingen: gebruiker admin, wachtwoord admin (standaard op het label)."),
    ("documented/password/fr", "Contrôle d'accès du quai (Paxton Net2, ancienne version) : opérateur « System engineer », mot de passe net2, jamais changé depuis l'installation."),
    ("documented/pin/pl", "Zamek Yale Z-Wave na drzwiach magazynu zwrotów po resecie fabrycznym: master PIN domyślny 12345678, nikt go jeszcze nie zmienił."),
]

SECRETS = (
    _EN_SECRETS + _FR_SECRETS + _DE_SECRETS + _IT_SECRETS + _PL_SECRETS + _RO_SECRETS + _UK_SECRETS + _PT_SECRETS
    + _ES_SECRETS + _NL_SECRETS + _HI_SECRETS + _ZH_SECRETS + _MS_SECRETS + _EXTRA_SECRETS
)

BENIGN = (
    _EN_BENIGN + _FR_BENIGN + _DE_BENIGN + _IT_BENIGN + _PL_BENIGN + _RO_BENIGN + _UK_BENIGN + _PT_BENIGN
    + _ES_BENIGN + _NL_BENIGN + _HI_BENIGN + _ZH_BENIGN + _MS_BENIGN + _EXTRA_BENIGN
)

DOCUMENTED_EXAMPLES = list(_DOCUMENTED)
