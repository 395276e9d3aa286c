"""The secret gate on every corpus, one test id per corpus (``test_recall_and_false_positives[secrets_heldout4]``),
and on the real LoCoMo turns and observations (none may be flagged). The issue-25 bar is recall >= 99% and false
positives <= 1% of benign look-alikes; where a corpus is below it, its thresholds are a ratchet at the level
reached (see its section).

Corpora: ``secrets_corpus`` + ``secrets_formats`` (the rules' development data), ``secrets_heldout_own`` (written
before the issue-25 rules), and the nineteen independent corpora ``independent/secrets_heldout{,2,...,19}`` (each by
another author, written without reading the rules). LoCoMo is read from ``../shared/locomo-dev`` beside the
repository (never copied into it); the test fails, naming the folder, when it is missing. Failures name a
corpus, an index and a kind, never the secret. ``python tests/test_secrets_heldout.py [id ...]`` prints each
corpus's figures with the indices and kinds of what it misses and flags.

Branch secfix added ``secfix_*`` sections to ``secrets_heldout_own`` (92 probes and 56 look-alikes for the
fifth corpus's last classes and the seventh corpus's registers and languages, each written before its rule):
main 1ab02e3 catches 50 of the 92 and flags 1 look-alike (an empty ``pwd:`` entry read into the next line's
``host:``); secfix 92/92 and 0; the whole own corpus 591/637, 1/436 -> 634/637, 0/436.

The second to fifth independent corpora had a test module of their own, ``tests/test_secrets_heldout2.py`` to
``tests/test_secrets_heldout5.py`` (the last version of each: ``git show 2bcc8c1:tests/test_secrets_heldout4.py``);
their docstrings, who wrote each corpus and how, and the figures at each step, are the sections below as they
were. A command that names one of those files now reads ``pytest tests/test_secrets_heldout.py -k
secrets_heldout4``. The thresholds of :data:`CORPORA` are theirs (the least sizes of the first three corpora
were added at the merge; the fifth's false-positive ratchet went from 4 to 2 with the fix of its two
non-deliberate look-alikes).

The first independent corpus: ``tests/independent/secrets_heldout.py``
----------------------------------------------------------------------

Who and how: written by an independent author (a helper session, corpus-25, 2026-12-01) from the task brief and
public format specifications only, without reading the gate's rules, its tests or its own corpora (see the
corpus docstring). Figures (docs/secrets.md): the rules before issue 25 caught 249/309 = 80.6%, the context
rules before any change prompted by it 282/309 = 91.3%. Thresholds: the issue-25 bar (recall >= 99%, false
positives <= 1%), as for the development corpora and ``secrets_heldout_own``.

The second independent corpus: ``tests/independent/secrets_heldout2.py``
------------------------------------------------------------------------

Who and how: the corpus was written by an independent author (a helper session, corpus4) without reading the gate's
rules, its phrase lists or the other corpora; values follow public format specifications (prefixes, lengths,
charsets, checksums), the sentences around them were written by hand. See the corpus docstring for the decisions
taken on open questions (placeholders, public-by-design identifiers, PINs).

Figures. First contact (corpus4's rules, 2026-12-04, before any change prompted by this corpus): recall
267/279 = 95.7%, false positives 6/334 = 1.8%; below 100%: env 11/12, k8s_secret 2/3, named_api_key 49/51,
password_ar 0/2, pin 6/9, webhook 2/4, wifi 6/7. After issue 25 item 3 (branch sec; the corpus is no longer held
out: its misses were read, and the rules were changed for the class each stands for, with probes of other
phrasings written first into ``secrets_heldout_own.py``): recall 279/279 = 100%, false positives 2/334 = 0.6%
(seen). The two left are deliberate (docs/secrets.md): a published test card number (``4242 4242 4242 4242``) is
refused like any card, and a UK sort code with an account number is refused as a bank account; this corpus's
author counts both as benign. Thresholds are a ratchet at the issue-25 bar: recall >= 99%, false positives
<= 1%. Failures name an index and a kind, never the secret.

The third independent corpus: ``tests/independent/secrets_heldout3.py``
-----------------------------------------------------------------------

Who and how: the corpus was written by an independent author (a helper session, corpus5) without reading the
gate's rules, docs/secrets.md, any test or the other corpora; values follow public format specifications
(prefixes, lengths, charsets, checksums), the sentences around them were written by hand, as secrets are really
pasted (chat with typos, config snippets, connection strings, curl / docker commands, logs, split across lines
or into spaced groups). See the corpus docstring for the decisions taken on open questions.

Figures. First contact (the rules of main af4b965, before any change prompted by this corpus): recall
252/274 = 92.0%, false positives 8/344 = 2.3%; missed: yaml/helm, yaml/rclone, yaml/cloudflared, json/jwk,
docker/login, log/smtp, split/aws, split/password, split/pin, split/seed, split/stripe, split/slack,
split/digitalocean and password_en/fr/es/pt/nl/sv/ko/vi/id (one each); flagged: hash, iban, base64,
placeholder, masked, wallet_public, device x2. After issue 25 item 3 (branch sec3; the corpus is no longer held
out: its misses were read, and the rules were changed for the class each stands for, with probes of other
phrasings written first into ``secrets_heldout_own.py``): recall 274/274 = 100%, false positives 2/344 = 0.6%
(seen). The two left are deliberate (docs/secrets.md): a published test card number (``4242 4242 4242 4242``)
is refused like any card, and a UK sort code with an account number is refused as a bank account; this
corpus's author counts both as benign, as the second corpus's did. Thresholds are a ratchet at the issue-25
bar: recall >= 99%, false positives <= 1%. Failures name an index and a kind, never the secret.

The fourth independent corpus: ``tests/independent/secrets_heldout4.py``
------------------------------------------------------------------------

Who and how: the corpus was written by an independent author (a helper session, branch corpus6) without
reading the gate's rules, docs/secrets.md, any test or the other corpora; values were filled by a seeded
throw-away script (``cryptography`` for keys, ``mnemonic`` for BIP39 phrases, check digits for ids and cards),
the texts around them written by hand as templates. Its emphasis differs from the earlier sets: secrets inside
source code as pasted (positional arguments, JDBC / PDO, SDK credentials, Jupyter JSON, SQL, htpasswd, CI,
Terraform, Kubernetes base64), secrets stated in the user's own words in 20 languages (PINs, door / gate /
intercom codes, Wi-Fi keys, often without a password word), and other places (forwarded e-mails, tickets,
CSV / TSV rows, password-manager exports, 2FA backup-code lists, product keys, national ids). See the corpus
docstring for the decisions taken on open questions.

Figures. First contact (the rules of main 5e276fd, before any change prompted by this corpus): recall
173/261 = 66.3%, false positives 10/323 = 3.1%. Missed: positional passwords in code, SQL ``IDENTIFIED BY``,
``htpasswd -b``, a Yandex OAuth token, a base64 DSN in a Secret's data, a Naver client-secret header, 59
PINs / codes / Wi-Fi keys / passwords in 19 languages, tables with a password column, password-manager
exports, 2FA backup-code lists, recovery codes, a VeraCrypt passphrase, alarm / garage codes, an unlock
pattern, a card split over lines, PESEL / Aadhaar / PAN, a bank login's access code, product keys and
named Cloudflare / Okta / Datadog tokens. Flagged: code reading a password from a secret manager or
getpass, ``SG.<redacted>``, a truncated ``pypi-…`` placeholder, an ARN of a secret, AWS's documented
example keys, jwt.io's sample token, the BIP39 "abandon … about" vector, the Stripe test card, a sort code
with an account number.

After issue 25 item 3 (branch sec4; the corpus is no longer held out: its misses were read, and the rules
were changed for the class each stands for, with probes of other phrasings written first into
``secrets_heldout_own.py``): recall 261/261 = 100%, false positives 5/323 = 1.5% (seen). The five left are
deliberate (docs/secrets.md, "Documented examples are refused too", issue 27 item 7): AWS's documented
``AKIAIOSFODNN7EXAMPLE`` pair, jwt.io's sample token and the BIP39 test vector (published values that have
the shape of a credential, refused like a live one: the first independent corpus counts the same jwt.io
token and the same phrase as secrets), the Stripe test card, and a UK sort code with an account number.
Thresholds: recall at the issue-25 bar (>= 99%); false positives a ratchet at what was reached, 5 of 323
(1.5%, above the 1% bar only by those deliberate refusals). Failures name an index and a kind, never the
secret.

The fifth independent corpus: ``tests/independent/secrets_heldout5.py``
-----------------------------------------------------------------------

Who and how: written on 2026-12-05 by an independent author (a helper session, branch seccorp5) kept blind
to the gate: nothing under ``zeusmem/``, ``docs/``, ``bench/`` or ``tests/`` was opened, no other corpus was
read, the gate was never run on its texts. Values were filled by a seeded throw-away script outside the
repository (``cryptography`` for key material; Luhn, IBAN, PESEL and BSN check digits where the author meant
them). Its emphasis differs from the four earlier corpora: secrets in the conversation register (a small
part of a long friendly message; spelled out, spaced, dotted, as keycaps, full-width or CJK numerals, voice
transcripts; corrected in the same message), config files and URLs that are not SaaS tokens (``.npmrc``,
``.netrc``, kubeconfig, ``my.cnf``, ``wp-config.php``, WireGuard, OpenVPN, Mosquitto, RTSP cameras, DSNs of
Oracle, MongoDB, Snowflake...), smart-home and everyday codes, and 38 languages (a third of the texts). Its
published example values (AWS EXAMPLE keys, jwt.io, RFC vectors, the 4242 card...) are in a list of their
own, ``DOCUMENTED_EXAMPLES``, counted in neither figure (the gate refuses most of them deliberately:
docs/secrets.md, "Documented examples are refused too").

Figures (``python tests/test_secrets_heldout5.py`` printed them, now ``python tests/test_secrets_heldout.py
secrets_heldout5``; the test asserts them):

rules -> recall, false positives, documented examples refused:

* main 81169a7, first contact: 214/301 = 71.1%, 9/369 = 2.4%, 13/21;
* + digits spelled, spaced, dotted, as keycaps or numerals (``_spelled``), ten more languages' lock words:
  250/301, 9/369;
* + config lines (PHP define, "name value", WireGuard peers, OpenVPN keys, npm ``_auth``, Oracle logins),
  URL query passwords, sign-in links, references (``!secret``, ``$__file{}``), empty ``NAME=`` lines:
  260/301 = 86.4%, 5/369 = 1.4%;
* + a password told a sentence later ("It's X", "la nueva es X", "新的是X"), labelled seed words with a word
  off the list: 272/301 = 90.4%, 5/369 = 1.4%, 13/21;
* + a backup-code label farther from its list, OpenVPN inline credentials: 274/301 = 91.0%, 5/369;
* + a URL's path is no "user/password" pair: 274/301 = 91.0%, 4/369 = 1.1%;
* + a key path whose last part names a property of the password field ("login.password.label=") and a URL
  path that ends in a secret's name ("POST /oauth/token body=…") name no secret (sec6): 274/301 = 91.0%,
  2/369 = 0.5%.

* + branch secfix (the classes of the 26 left below, each with probes of other phrasings written first in
  ``secrets_heldout_own.py``, ``secfix_*`` kinds): a card security code before a comma, a password with "%F"
  and a symbol, "pass" after an e-mail address, an address then its password, Danish / Norwegian "kode til",
  a URL's "&key=", Zigbee / Z-Wave keys, "set it to", alarm master / user codes and a PUK, a place's number
  before the code, codes told a sentence later or on a reply line, a digicode with a letter inside, a TOTP seed
  under "the QR": 293/301 = 97.3%, 2/369; + values dictated character by character (``_dictated``: spaced
  letters, NATO words, "capital B", symbol words, Dutch and Turkish voice notes), a short name glued to a
  password ("pk=…"): 301/301 = 100%, 2/369 = 0.5%, 13/21. Cards failing Luhn stay unflagged by themselves
  (docs/secrets.md); both such messages are refused for their security code.

Left after secfix: none missed. Before it, still missed (27): letters spelled one by one or in the NATO
alphabet, a PIN said without a PIN word ("at the
cash machine ... it's four five one two"), two halves of a code in one message, card numbers that fail the Luhn
check, a Dutch BSN, a code after "set it to", codes after another number in the clause ("level 2 is 0839"), a
dictated API key, a Zigbee key as a list of bytes, a TOTP seed called "the text code under the QR", a key in a
URL query named only in the prose.
False positives (2): two UK sort codes with an account number (refused on purpose: docs/secrets.md).
Documented examples refused at f4ca6dc: 14/21 (one more than the 13 above, by a rule added since).

The first-contact figure is the honest one for data the rules never saw: after four corpora written from
other angles, 29% of this one's secrets were missed — mostly everyday codes said the way people say them
(spelled, spaced, in a language the tables did not hold) and config lines of formats no rule named. The
changes made after reading the misses are listed in the rows below the first; the corpus is no longer
held out for them. Failures name an index and a kind, never the secret.

The sixth independent corpus: ``tests/independent/secrets_heldout6.py``
-----------------------------------------------------------------------

Who and how: written on 2026-12-05 by an independent author (a helper session) kept blind to the gate (nothing
under ``zeusmem/``, ``docs/``, ``bench/`` or ``tests/`` opened, no other corpus read, the gate never run on its
texts); values from a seeded throw-away generator outside the repository (random.Random(20261205_6): real check
digits for national ids, Luhn, mod-97, bech32, valid BIP39 phrases — the Russian one from python-mnemonic's
non-standard list —, a fresh RSA and ed25519 key). Its register is what an agent's memory layer receives rather
than what a user types: LLM-extracted facts in the third person, session summaries, bullet and key: value
records, YAML / JSON / TOML memory objects, memory tool calls (``memory_add``, ``store_fact``...), values as a
model rewrites them, assistant turns echoing a secret, logs and tool outputs; 18 languages. Published examples
are in ``DOCUMENTED_EXAMPLES``, counted in neither figure.

Figures (``python tests/test_secrets_heldout.py secrets_heldout6``; the test asserts the last):

* main bfa49a5, first contact: 258/291 = 88.7%, 9/362 = 2.5%, documented examples refused 13/17;
* + the CJK BIP39 lists and python-mnemonic's Russian / Turkish lists (checksum from the word indices,
  ideographic spaces, unspaced Chinese after a seed word): 262/291, 9/362;
* + national identity numbers after their name, with their check digits (``_ids``, python-stdnum):
  278/291 = 95.5%, 9/362;
* + everyday codes (a parenthesis between the code word and the code, the lock named after the number, a
  locker's combination, a digicode with a letter, Dutch compounds such as "deurcode", backup codes after a
  parenthesis, seed words as a tool call's ``name="…"`` argument): 285/291 = 97.9%; + look-alike classes (a
  password's hint / policy, an empty ``KEY=`` line, an SSH fingerprint after ``SHA256:``, a *site* key, India's
  postal "पिन कोड", a PIN word before an event number): 3/362 = 0.8%;
* + a lock "set to" / "opens with" a number and security-question answers (``_codes``): 287/291 = 98.6%,
  3/362 = 0.8%, 13/17;
* + a cell or value that says where the secret is kept ("in Vault: kv/grafana", "see 1Password", "stored in
  Bitwarden") is a reference (``_checks._REFERENCE``): 287/291 = 98.6%, 2/362 = 0.6%, 13/17;
* + a Slack token with spaces in place of its dashes (``_splits``): 288/291 = 99.0%, 2/362 = 0.6%, 13/17.

Still missed (3): a PAN whose fourth letter is no holder type, a Cloudflare token beyond its name's window,
a BitLocker key whose groups are not multiples of 11 (the value fails the format's own rule). False positives
(2): a UK sort code with an account number (deliberate), a Hugging Face ``org/model`` id after "User" read as a
user/password pair.

Branch secfix (issue 25 item 3, the fifth corpus's classes and the seventh corpus's registers, by own probes)
left this corpus at 288/291 = 99.0%, 2/362 = 0.6%, 13/17: the three misses above are deliberate or
documented (a PAN that breaks its own format, a token beyond its name's window, a BitLocker key failing its
multiple-of-11 rule). Branch secfix2: a BitLocker key after its name counts whatever its groups' remainder
(``_labels``: a mistyped key is still the key), 289/291 = 99.3%, 2/362, 13/17.

The first-contact figure is the honest one: 11% of this corpus's secrets were missed after five corpora, mostly
national ids (stated by their owner in 17 countries' words) and seed phrases in the lists the rules did not
hold. The rows after the first were written after reading its misses, by class (probes of other phrasings in
``secrets_heldout_own.py``: 26 ids of 20 countries and 29 look-alikes written before ``_ids``); the corpus is
no longer held out for them. Failures name an index and a kind, never the secret.

The seventh independent corpus: ``tests/independent/secrets_heldout7.py``
-------------------------------------------------------------------------

Who and how: written on 2026-12-06 by an independent author (a helper session, seccorp7) kept blind to the
gate (only the sixth corpus's docstring read: its format and decisions; nothing under ``zeusmem/``, ``docs/``,
``bench/`` or ``tests/`` otherwise, the gate never run on its texts); values from a seeded throw-away generator
outside the repository (random.Random(20261206_7); valid check digits, Luhn, mod-97, bech32, base58check,
BIP39 checksums in seven word lists, fresh keys). Registers chosen to differ from the six earlier corpora:
e-mails and helpdesk tickets, password-manager and browser exports (CSV, Bitwarden JSON, KeePass XML), OCR'd
and handwritten notes (O/0 and l/1 confusions, values broken across lines), spreadsheets pasted as TSV,
Markdown / Notion pages, QR and URL payloads, settings screens read aloud, family logistics, small-business
admin, health and government portals, crypto-exchange support chats, smart home, game accounts; 40% in
other languages (Romanian, Czech, Norwegian, Danish, Greek, Hungarian, Thai, Malay, Tagalog, Hebrew, Swahili,
Persian and others). Labels are ``source/kind/lang``.

Figures (``python tests/test_secrets_heldout.py secrets_heldout7``; the test asserts the last):

* main ae08835, first contact: 293/352 = 83.2%, 4/360 = 1.1%, documented examples refused 10/11;
* + secfix (classes of the fifth corpus's misses and probes of this corpus's registers, written blind to its
  texts): 299/352 = 84.9%, 4/360 = 1.1%, 10/11;
* + the largest classes of its misses, read and fixed by class (probes of other phrasings in
  ``secrets_heldout_own.py``, ``passphrase_bare`` and ``ids_seventh_classes``; the corpus is no longer held out
  for them): a passphrase of four or more hyphen-joined words right after a password word in any language with
  no connector, or after an e-mail as a login pair (20 of the 59 misses at first contact); national ids with an
  inflected or definite name (Finnish, Hebrew), "my SIN", Hungarian TAJ, Iranian code melli, Kenyan id, and a
  Finnish id whose century sign the compaction dropped: 324/352 = 92.0%, 4/360 = 1.1%, 10/11;
* + a table's password column named in more languages (Hungarian, Romanian, Greek, Malay, Nordic, Finnish) or
  PSK, a cell holding a remark in parentheses, and a password word followed by a comma (a CSV header's
  column, not a value; ``table_columns_languages`` and look-alikes): 328/352 = 93.2%, 3/360 = 0.8%, 10/11;
* + backup / recovery codes after a short clause before the colon ("the backup codes I printed: …",
  ``backup_codes_clause``): 330/352 = 93.8%, 3/360 = 0.8%, 10/11.
* + branch secfix2, the classes of the 22 left (read; probes of other phrasings first, ``labels_seventh_classes``
  in ``secrets_heldout_own.py``, 0 of 18 caught by main 6bd0a45^): recovery / revocation / restore codes in
  their providers' formats after their names (Microsoft, BitLocker, Steam Guard, Battle.net), app passwords in
  four groups of four letters, safe combinations in pairs of digits, alarm codes without a code word and
  voice-purchase / parental codes, spaced or OCR'd TOTP seeds under a 2FA word, Tuya local keys, Hue bridge
  keys, Roblox cookies (``_labels``); a TSV header whose password column is not the last (a tab after the
  name was taken as padding), a sheet of door / gate codes (``_layouts._code_tables``): 346/352 = 98.3%,
  3/360 = 0.8%, 10/11.
* + a Belgian national number in its dotted groups, "network" in nine languages as a Wi-Fi word, a wallet's
  private key in hex after its name in eleven languages up to 60 characters on (``labels_seventh_more``, 0 of 4
  caught by main): 349/352 = 99.1%, 3/360 = 0.8%, 10/11.
* + security answers each quoted after its question's short name, 2FA codes named by a determiner only with an
  account's sign-in word near, a passphrase of words after a quoted or default account name in "user / password",
  and a password line holding a remark in parentheses before its CSV cell ends (a look-alike:
  ``labels_seventh_last``, 0 of 6 caught by main, 5 look-alikes): 352/352 = 100%, 2/360 = 0.6%, 10/11.

Still missed: none. A guest Wi-Fi key of digits after its SSID and an em dash ("Guest Wi-Fi: **Guests** —
`7525818185`") is still not read by itself (its text is caught for the router login beside it). False
positives (2): a UK sort code (deliberate), a Tailscale node key (public).

The eighth independent corpus: ``tests/independent/secrets_heldout8.py``
------------------------------------------------------------------------

Who and how: written on 2026-12-06 by an independent author (a helper session, seccorp8) kept blind to the
gate (only the seventh corpus's docstring read, for its format and decisions; nothing under ``zeusmem/``,
``docs/``, ``bench/`` or ``tests/`` otherwise, the gate never run on its texts); values from a seeded throw-away
generator outside the repository (random.Random(20261206_8); check digits, Luhn, mod-97, bech32, base58check,
BIP39 checksums in ten word lists, fresh keys). Registers: voice-assistant transcripts (digits spoken in 18
languages, "double seven", "oh"), lower-case chat, support chats where an agent asks for a code and the customer
gives it, OCR'd screenshots with broken spacing, devops files and logs, cloud / SaaS keys of less covered
providers, crypto, key blocks, recovery codes, banking, national ids of 25 countries, home codes, security
questions, government portals, code-switching; 43% not English. Labels are ``source/kind/lang``.

Figures (``python tests/test_secrets_heldout.py secrets_heldout8``; the test asserts the last):

* main 9bd314c, first contact: 436/557 = 78.3%, 6/558 = 1.1%;
* + secfix2 (written from the seventh corpus only, not this one): 442/557 = 79.4%, 6/558, 9/14 documented
  examples refused;
* + branch secfix3, the classes of its misses (read; probes of other phrasings first in
  ``secrets_heldout_own.py``, each class's kind named): a secret asked for on one speaker's line and given on the
  next (``dialogue_asked``, ``_codes._asked``): 460; a password word broken by OCR's spaces in a label
  (``ocr_split_label``, ``_splits.respaced``; ●●●● a mask): 468; security-question answers after the
  question's name in sixteen languages (``security_question_langs``, ``_lexicon.QUESTION_WORDS``): 482; digits
  spoken in Vietnamese, Arabic, Japanese kana, "oh", "double / triple", a card read aloud, "Kombination",
  "portone", "security number" (``spoken_digits_more``): 492; references (``${X:?msg}``, ``.env``,
  ``secretKeyRef``) no values: FP 6 -> 3; recovery codes named with the code word first or in more languages,
  Dropbox / Epic shapes (``recovery_codes_more``): 497; ids with their public checks (SG NRIC / FIN, TW id, AU
  Medicare, US ITIN, NIR as "sécu", "SA ID"), Polish id card and passport by shape, a NINO in spaced pairs
  (``ids_eighth_classes``): 505; a secret key / signing secret / token named in eight more languages
  (``named_secret_langs``): 513/557 = 92.1%, 3/558 = 0.5%.

Decided: an answer to a security question given as an answer is a secret (the corpus's decision and
docs/secrets.md's); advice about answers, lists of questions and "answers are in 1Password" are not. A Polish
id card or passport after its name counts by its shape (a mistyped check digit is still the card's number).
Still missed (44), by class: home codes in other word orders ("senha do cadeado do portão 904", "Code 8536"
after a key safe, "*0844#"), chat passwords without a password word ("hulu - user:pass", "amazon: X",
"(admin, X)", "acct: user / X"), one-time codes and TANs in prose ("the code that just came by sms is …", a TAN
list), cards without a label ("4252… 06/27 644"), an IBAN with an app login code, prefix-less cloud keys named
by a two-letter abbreviation (Huawei "SK：", Tencent "SecretKey：" after "SecretId"), Vault AppRole UUIDs, a
Solana id.json byte array, a WeCom webhook URL, a Plaid access token, an OCI auth token, a spaced PIN "oh oh two
six" (a "00" prefix is read as a dialling code), "thirty two twelve", a driver's licence, an SSN with no label,
a GPG passphrase in French, a memorable-information answer, a Zoom passcode, Konglish / Arabizi PINs and Wi-Fi
keys. False positives (3): a UK sort code (deliberate), a request UUID in a traceback after "password must be
…", a Firebase appId (public).

The ninth independent corpus: ``tests/independent/secrets_heldout9.py``
-----------------------------------------------------------------------

Written blind (helper seccorp9, 2026-12-06) from the eighth corpus's format docstring only: documents people
paste (e-mails with quoted history, minutes, chat exports, Markdown / CSV tables, JSON / TOML / INI / .env /
HCL config, shell history, browser exports, notebook cells, SQL dumps, logs, URLs, otpauth URIs), SMS codes,
SIM / eSIM, car, badge, school and health portal codes, exchange key sets, tax ids of 27 countries, secrets
split across lines or spelled out; 474 secrets / 483 look-alikes / 14 documented examples, 38 languages.
First contact, main at 1f798dd (secfix2 merged): 379/474 = 80.0%, false positives 11/483 = 2.3%; with
secfix3 (written from the eighth corpus): 380/474, 11/483. The ratchet holds that level.

The tenth independent corpus: ``tests/independent/secrets_heldout10.py``
------------------------------------------------------------------------

Written blind (helper seccorp10, 2026-12-06) from the ninth corpus's format docstring only: what an agent tries
to save through ``memory_add`` (third-person summaries, JSON tool-call arguments, hinted or partial secrets,
secrets inside long innocent memories), hard-coded credentials in 13 programming languages and app / infra
configs (regional payment keys: Razorpay, Paystack, Flutterwave, M-Pesa, Midtrans, Xendit, Mercado Pago),
family and friends' chats (door, alarm, ATM and mobile-money PINs, Wi-Fi, lockers, bike locks), personal ids,
passports, cards and bank logins of Latin America, Africa, South and South-East Asia and the Middle East;
463 secrets / 467 look-alikes / 14 documented examples, 34 languages, 55% not English.
First contact, main at f1ca257: 379/463 = 81.9%, false positives 16/467 = 3.4% (code 7, app configs 4).
Branch secfp then read the false positives of the ninth and tenth corpora and the tenth's misses in what an
agent saves (memory, tool call, code): 420/463 with 1 false positive here, 383/474 with 1 on the ninth.

The eleventh independent corpus: ``tests/independent/secrets_heldout11.py``
--------------------------------------------------------------------------

Written blind (helper seccorp11, 2026-12-06) from the tenth corpus's format docstring only: tool and terminal
output pasted into a chat (printenv, kubectl, aws / gh / docker / terraform / heroku / npm output, devtools'
"Copy as cURL", Postman collections, CI logs), users asking about a credential ("is this strong enough: ...",
"the old one was ..."), payments in South Asia, Africa and Latin America (UPI, M-Pesa, bKash, Pix), government
and school portals, industrial, building and IoT systems, code-switched chat; 489 secrets / 461 look-alikes /
12 documented examples, 26 languages. It measures secfp on text it was not written from:

| rules | recall | false positives |
|---|---|---|
| main at f1ca257 (before secfp) | 414/489 = 84.7% | 27/461 = 5.9% |
| + secfp (written from the ninth and tenth: false positives 11 -> 1, 16 -> 1) | 423/489 = 86.5% | 25/461 = 5.4% |
| + secfp11 (written from this corpus's false positives and tool-output misses) | 435/489 = 89.0% | 4/461 = 0.9% |

secfp's precision classes carried over as 2 of 27 false positives. The 4 left are account numbers next to a
bank word, which the gate refuses by policy (docs/secrets.md).

The twelfth independent corpus: ``tests/independent/secrets_heldout12.py``
--------------------------------------------------------------------------

Written blind (helper seccorp12, 2026-12-06) from the eleventh corpus's format docstring only: credentials
handed over in prose with no label ("the dog's name then 1987 with a capital B"), notes, Notion / Obsidian
pages and CSV / TSV sheets, crypto (seed phrases in ten wordlists, private keys, exchange key pairs, wallet
PINs), home services (routers, locks, alarms, safes, shared streaming logins), recovery artefacts
(BitLocker, FileVault, Apple recovery keys, private key blocks, keystores), connection strings of ten
engines, some 30 newer providers; 545 secrets / 537 look-alikes / 12 documented examples, 26 languages,
46% not English. It measures the shape-plus-context score (``_score``, branch secscore, tuned on corpora
1-9 with the tenth and eleventh held out) on text it was not written from:

| rules | recall | false positives |
|---|---|---|
| main at 8d089f7 (before this stop) | 442/545 = 81.1% | 4/537 = 0.7% |
| + the score | 449/545 = 82.4% | 4/537 |
| + a password's shape (``_shape``, written after reading this corpus's misses) | 481/545 = 88.3% | 4/537 |
| + secfix12's rules (listed below; written after reading this corpus's misses) | 522/545 = 95.8% | 4/537 |

The score gained 7 here (crypto 3, lookalike 2, home 1, provider 1) for no false positive; on the held-out
tenth and eleventh it gained 0 and 4. The misses were then mostly prose handoffs (40) and home codes (19): a
value with no credential word next to it. A password's shape alone (``_shape``: letters, a digit and a
symbol in one token, ``user / value``) caught 32 of them, and 11 of the eleventh's 50 misses (aggregate
only), 10 of the ninth's and 2 of the eighth's; it flags none of the 21,607 benign texts of the secret and
corrections corpora and LoCoMo that the rules let through.

Branch secfix12 then read the 64 misses left (lock / alarm / safe codes in more languages with no code word next
to the value, prose hand-overs, notes and sheets) and added the rules of the last row, each for a class, not a
text (docs/secrets.md, "secfix12"): a lock named then its number (``_unlocks``), lock and PIN words in Swedish,
Portuguese, Persian and Russian, "log in as <user>, …: <value>", backup codes in eight more languages, a card's
PIN column, "pass:: X", the shape of a generated passphrase and of a password glued to CJK or with an "@" for an
"a", the score's prepositions and "token" in five scripts, German "Kombination" before a dial's pairs: 481 -> 522
of 545 here, and on the corpora it was not written from eighth 516 -> 522, ninth 404 -> 406, tenth 420 -> 424,
eleventh 450 -> 452 (aggregate only), own 778 -> 779; no false positive added on any corpus, the corrections
corpora or LoCoMo. Left (23): five provider keys named in prose in other languages (a Pinecone ``pcsk_`` key,
Mistral, Twilio, Datadog, Postmark values with too weak a context), twelve "look-alikes" this corpus's author
counts as secrets (gift-card and product keys, one-time codes just received, an API secret in Persian), and six
hand-overs told as hints or far from their word ("our initials and the wedding date: ja21012008", "user και
Vi0l3t361", "the bank app wants the 6 digits we set up, it's …", a PIN of letters and digits, a value after "huruf
K besar:", one with a sentence mark then a dash).

The thirteenth independent corpus: ``tests/independent/secrets_heldout13.py``
---------------------------------------------------------------------------

Written blind (helper seccorp13, 2026-12-06) from the twelfth corpus's format docstring only, while secfix12 was
being written from the twelfth's misses (neither read the other): how people type and dictate secrets (voice-to-
text and chat without punctuation, PINs spelled out in words, mobile-money PINs), letters-only and word-only
passwords with no keyword next to them, door / gate / key-safe / alarm / phone codes in 28 languages, ticket
hand-overs, password-manager emergency kits, school portals, game and console accounts, home devices, Wi-Fi QR
payloads and ``otpauth://`` URIs, small config files (``.netrc``, ``.pgpass``, ``.npmrc``, ``.pypirc``, htpasswd,
docker config, git credential URLs, Kubernetes Secrets, OAuth / OIDC / SAML client secrets); 523 secrets / 521
look-alikes / 12 documented examples, 30 languages, 67% not English. At first contact:

| rules | recall | false positives |
|---|---|---|
| main at 21e25db (before secfix12) | 384/523 = 73.4% | 7/521 = 1.3% |
| + secfix12 (written from the twelfth's misses) | 386/523 = 73.8% | 7/521 = 1.3% |

secfix12's classes (locks named with their number, logins handed over, passphrase shapes) carried over as 2 of
the 139 misses, none of the lock codes: this corpus's lock codes are told in chat, not named with a lock noun
before the number. Missed most: word passwords (6/50 caught), chat and voice messages (68/102), game accounts
(19/40), lock codes (67/86). Seven look-alikes are flagged (1.3%, above the 1% goal).

Branch secfix13 then read the 137 misses and the 7 flagged look-alikes and added rules for classes, not texts
(probes of other phrasings in ``tests/test_secrets_chat.py``, 31 secrets all missed by main c2ddc82 and 14
look-alikes): PIN digits spelled out in Bengali, Thai, Urdu and as spaced CJK numerals, with the PIN and lock words
of chat in more languages (a phone's lock code in Hindi and Bengali, "pinul", "kodem", "namba ya geti", Thai ATM,
colloquial Persian "building", "fietskluis", "Zahlenkombi": 412); a letters-only password with a remark on how it is
typed right after it ("todo junto", "all lowercase", "alles klein", 17 languages) or closed by a verb-final copula
("입니다"; ``_score._typed``: 446); a door code with a letter after it ("3055В", "2-4-1-9B"), an account handed over
as an e-mail, a password word and a word of letters (``_score._handed_over``: 454); a door or gate code with the
keypad's key said after it (``_unlocks`` "entry": 456); a recovery code's label with what it is for before the
colon (458); a password manager's master passphrase of three or four words (``_score._phrase``: 463); the typed
remark a few words after a password word, or after a verb that unlocks or logs in with the value when no password
word is there ("unlocks with X — all lowercase", "entra … com X — tudo junto", ``_score._unlocked_with``: 474).
Look-alikes by class: a "passphrase" that reads as a sentence (advice, a remark: a function or number word of six
languages) and a Wi-Fi QR payload as a value (its ``P:`` field is still read): 7 -> 0.

| rules | thirteenth (recall, false positives) | corpora not written from (own, 1-12) |
|---|---|---|
| main at c2ddc82 | 386/523 = 73.8%, 7/521 | tenth 424/463, every other figure as before |
| + secfix13 | 474/523 = 90.6%, 0/521 | tenth 426/463 (two door codes with a flat letter), the rest unchanged |

No new flag on any corpus's look-alikes, the corrections corpora's 11,480 texts, LoCoMo's 3,970 turns or the 6,878
string literals of the other tests. Left (49), by class: gift-card and voucher codes (Xbox, PlayStation, eShop,
Google Play: ``_score`` counts a gift card's code as shared, a decision kept), htpasswd hash lines (a password's
hash, like MySQL's, is not refused), a password told with no password word and no typed remark ("log in with
that"), letters-only logins as "user / word", a PIN told a sentence later ("your ring code?
… ok fine its 9008"), all-capitals messages, three-word passphrases without a master word or quotes, and a lock
code after another number of its clause ("लॉकर नंबर 27, कॉम्बिनेशन 7-2-8-7").

The fourteenth independent corpus: ``tests/independent/secrets_heldout14.py``
---------------------------------------------------------------------------

Written blind (helper seccorp14, 2026-12-06) from the thirteenth corpus's format docstring only, while secfix13 was
being written from the thirteenth's misses (neither read the other): a memory extractor's third-person notes ("User's
bank card PIN is …"), agent tool calls and JSON memories, OCR of handwritten notes, e-mail signatures, health,
insurance, tax and payroll portals, family and school-parent apps, travel bookings (the booking reference is no
secret, the account password is), device overrides, obfuscated values (spaced, split, reversed, spelled, a leet rule,
a hint that fixes the value), one-word and sentence passwords, codes of 4-8 digits in context (door, locker, alarm,
voicemail, bike lock) and a "notcode" set of public codes (error, postal, discount codes, IMEI, IBAN) as look-alikes;
916 secrets / 928 look-alikes / 12 documented examples, 38 languages, 79% not English. At first contact:

| rules | recall | false positives | documented examples refused |
|---|---|---|---|
| main at f4ca6dc (before secfix13) | 717/916 = 78.3% | 8/928 = 0.9% | 10/12 |
| + secfix13 (written from the thirteenth's misses) | 730/916 = 79.7% | 8/928 = 0.9% | 10/12 |

secfix13's classes carried over as 13 of the 199 misses (dictionary-word passwords 20 -> 23 of 88, codes in
context 174 -> 180 of 219, family 34 -> 38 of 39). Missed most: dictionary-word and sentence passwords (23/88),
one-time codes relayed (15/30), device overrides (20/30), codes in context (180/219), extractor notes (110/129),
obfuscated values (53/66). The eight flagged look-alikes: six public codes beside a code word, one tool call, one
obfuscated text. Thresholds: a ratchet at this level (min_recall 0.79, max_flagged 8).

Branch secfix14 then read the 186 misses and the 8 flagged look-alikes and added rules for classes (probes of other
phrasings in ``tests/test_secrets_notes.py``): a password of one dictionary word or a run-together sentence closing
its clause after a password word, what it is for and a connector, in 23 languages (``_score``; descriptions,
participles and managers' names excluded; the copulas that are prepositions elsewhere — "to", "on", "e", "er" —
only after their own language's word); everyday codes in Finnish, Catalan and Croatian words and more lock nouns
(a phone's lock, a key box, a locker, a stairwell) in six more languages, the code's length told before it ("senha
de 4 dígitos … é 7453"), Dutch alarm user and duress codes (``_locales``); Catalan and Croatian password words
(``_lexicon``). Look-alikes: postal and area codes named in Hebrew, Thai, Tamil, Indonesian, Turkish and Spanish, a
room number (1062室), another field's value after a Wi-Fi word ("network: …"), "password is split between …"; and
the Rust path "impl pass::Builder" (not a "pass:" value). 730/916 = 79.7%, 8/928 -> 838/916 = 91.5%, 0/928
(dictionary-word passwords 23 -> 88 of 88, codes in context 180 -> 201 of 219, extractor notes 110 -> 126 of
129). On the corpora it was not written from: ninth 406 -> 408, tenth 426 -> 428, eleventh 452 -> 453, every
other recall and every false-positive count unchanged. Left (78): one-time codes just received (15, kept stored
by policy), obfuscated values (13: spaced letters, a leet rule, halves), English and German codes with no code
word ("antivol du vélo : 6216", "set the alarm when you leave: 4212"), a dial safe's turns, device overrides
("changed from X to Y", letter-only verification codes), conference-bridge participant codes. Thresholds: a
ratchet (min_recall 0.91, max_flagged 0).

The fifteenth independent corpus: ``tests/independent/secrets_heldout15.py``
--------------------------------------------------------------------------

Written blind (helper seccorp15, 2026-12-06) from the fourteenth corpus's format docstring, while secfix14 was being
written from the fourteenth's misses: landlords and holiday hosts, carers, students and small shops in 24 languages
few corpora use (Amharic, Georgian, Armenian, Khmer, Burmese, Sinhala, Nepali, Kazakh, Uzbek, Azerbaijani, Yoruba,
Hausa, Zulu, Icelandic, Estonian, Latvian, Slovenian, Serbian Cyrillic, Macedonian, Albanian, Basque, Galician,
Welsh, Irish), a developer's chat with an AI assistant (``.env`` blocks, curl, tracebacks, git remotes), Markdown /
YAML / TOML, URLs and e-mail bodies, dictated voice notes, diaries, minutes and handovers; 552 secrets / 552
look-alikes / 12 documented examples, 43 languages, 79% not English. One lapse of blindness, in its docstring: once
its lists were written, a formatter's diff showed its author part of the fourteenth corpus's entries (never the
rules); three corrections of format noted before were made after it, nothing was added or relabelled.

| rules | recall | false positives | documented examples refused |
|---|---|---|---|
| main at 85f8c8b (secfix13, before secfix14) | 439/552 = 79.5% | 6/552 = 1.1% | 7/12 |
| + secfix14 (written from the fourteenth's misses) | 439/552 = 79.5% | 6/552 = 1.1% | 7/12 |

secfix14's classes (one-word passwords after a password word in 23 languages, codes in more languages, postal
codes as look-alikes) carried over as none of the 113 misses; one look-alike flagged changed for another. Missed
most: landlords' and hosts' codes and passwords (49/87), small shops (61/90), students (63/93); the developer-chat,
URL, e-mail, YAML / TOML and voice-note secrets are all caught. Thresholds: a ratchet at this level.

Branch secfix15 then read the 113 misses and the 6 flagged look-alikes and added rules for classes (probes of other
phrasings in ``tests/test_secrets_hosts.py``): the password words of fourteen more languages (Khmer, Burmese,
Sinhala, Uzbek, Azerbaijani, Zulu, Icelandic, Estonian, Latvian, Albanian, Basque, Galician, Welsh, Irish; and
inflected Amharic and Hausa forms) and their PIN, code, lock-noun, key and network words, with Armenian and Kazakh
(``_locales`` rows; the new words are ``_lexicon.LOCALES_ONLY``: read by ``_locales`` only, not by ``_context`` or
``_score``); a till's manager code ("Stjórnandakóði", "cod rheolwr") and a POS / TPV as lock nouns; Estonian
"PIN1 on …" ("on" is its copula, as Finnish's); the full stops of Armenian, Amharic, Burmese, Khmer and the Indic
scripts as clause ends; a password that ends with its clause's "!" or "."; a stem's ending not counted as a token;
"access code" named with its value (an exam's, a service tool's) needs no lock noun; an Italian "serratura"; a
Markdown table's "Passwort" column and a Spanish "Clave" column (a password's shape or a PIN there); backup codes
after a parenthesis holding "!" before the colon. Look-alikes: a phone number in groups ("0784 817 440") after a
PIN or code word (``_prose``, ``_score``), a Turkish verb after a password word ("sormaz": does not ask), a
sentence's full stop ending a code word's identifier in ``_score``, a date with a glued preposition
("ngo-23.02.2025"), remark cells of a table in five more languages ("im Tresor", "siehe Aufkleber"). 439/552 =
79.5%, 6/552 -> 552/552 = 100%, 0/552. On the corpora it was not written from: eleventh 453 -> 455 (a service
tool's access code), fourteenth 838 -> 841 (German "Alarmanlagen-Code … lautet": Basque's stem "alarma*" made the
table's "alarma" a stem), every other recall and every false-positive count unchanged; no new flag on the
corrections corpora's 14,166 texts, LoCoMo's 3,970 turns or the 7,002 string literals of the other tests.
Thresholds: eleventh 0.93, fourteenth 0.915, fifteenth the issue bar (min_recall 0.99, max_flagged 0).

The sixteenth independent corpus: ``tests/independent/secrets_heldout16.py``
---------------------------------------------------------------------------

Written blind (helper seccorp16, 2026-12-06): nurses, drivers, teachers, farmers, musicians, gamers, crypto users,
photographers, gym members and journalists; secrets handed over between people, in reminders, to-do items, calendar
entries, shopping lists and SMS forwards; INI / .properties / compose / Terraform / Ansible / systemd / CI configs and
connection strings; passphrases; 618 secrets / 618 look-alikes / 12 documented examples in 42 languages, 24 of them
few corpora used (fi, hu, cs, sk, ro, bg, hr, lt, el, he, fa, ur, bn, ta, te, mr, pa, id, ms, mn, uk, ca, af, so).
First contact on main e38a597: 395/618 = 63.9% with 8 false positives (1.3%); below 100%: nurse 16/46, gym 15/42,
crypto 21/42, musician 22/43, driver 26/46, journalist 27/42, teacher 28/46, photo 24/39, gamer 32/49, farmer
34/46, passphrase 6/12, sms 6/12, dsn 39/45, ansible 7/9, shopping 3/6, todo 4/6.

Branch secfix16 then read its 223 misses and 8 flagged look-alikes and added rules for classes (probes of other
phrasings in ``tests/test_secrets_trades.py``): a password made of words right after a password word — four to six
lowercase words (with a connector, a login before it or a copula after it), a run-together sentence in capitalised
words, words joined by one separator with a number —, also after what it is for and a colon or a copula, and after
a login and " / " (``_score``); password words of Bulgarian, Lithuanian, Afrikaans, Somali, Telugu, Punjabi and
Slovak (``_lexicon``); PIN, code and lock words of Bulgarian, Lithuanian, Afrikaans, Slovak, Mongolian, Telugu,
Marathi and Punjabi, rooms, store rooms and fuel cards as locks, "code confidentiel", a time of day or a vehicle's
plate before the code (``_locales``); a seed phrase's label in 15 more languages and "the recovery words are:", with
up to a quarter of the words off the lists (``_recovery``); cqlsh / cypher-shell ``-p``, ``NEO4J_AUTH=user/pw``, a
password echoed into a password file (``_context``); a passphrase said to be a sentence, a SecureDrop codename.
Look-alikes: a changed password with the account's name after it, a masked PIN before another number, a year after
"since", a compound word of another script, a router's brand, a date glued to a particle, India's postal PIN code
of five digits. 395/618, 8/618 -> 609/618 = 98.5%, 0/618. On the corpora it was not written from: eighth 522 ->
524, ninth 408 -> 410, tenth 428 -> 429, eleventh 453 -> 454, every other recall and every false-positive count
unchanged (no new flag on any corpus's look-alikes, the corrections corpora, LoCoMo or the other tests' literals).
Left (9): a temporary PIN in a relayed SMS (the one-time-code policy reads "SMS" before it), a door code starting
"00" (a dialling prefix by policy), a Hebrew wallet PIN and Persian "رمز" (code) before a password of words, Chinese
密码 before four words. Thresholds: a ratchet (min_recall 0.98, max_flagged 0). Merged with secfix15 (main dc843ab,
on which this corpus is 395/618 with 9 false positives: secfix15's classes carried over as none of its misses and
flagged a Tamil question's last word, "… வைப்பது?", now read as no password): 609/618, 0/618.

The seventeenth independent corpus: ``tests/independent/secrets_heldout17.py``
----------------------------------------------------------------------------

Written blind (helper seccorp17, 2026-12-06) from the sixteenth corpus's format docstring, while secfix15 and secfix16
were being written from the fifteenth's and sixteenth's misses: everyday codes and logins a memory extractor or a
note app would capture (key safes, babysitter handovers, holiday-rental guest books, club logins, church / mosque /
temple and co-working door codes, a car's valet and PIN-to-drive codes, streaming and console PINs, pharmacy and lab
portals, e-ID PINs, tax, benefits and voter portals, self-storage, PO box combinations, hotel safes, pool lockers),
written as code-switched chat (Hinglish, Spanglish, Taglish, Arabizi), transliterated Russian / Greek / Hindi, emoji
chat, PINs in number words, quoted replies and forwarded threads; 648 secrets / 577 look-alikes / 12 documented
examples, 43 languages (29 not in the sixteenth's), 78% not English.

| rules | recall | false positives | documented examples refused |
|---|---|---|---|
| main at 78400ea (secfix14, before secfix15 and secfix16) | 448/648 = 69.1% | 2/577 = 0.3% | 5/12 |
| + secfix15 and secfix16 (from the 15th's and 16th's misses) | 524/648 = 80.9% | 5/577 = 0.9% | 5/12 |
| + secfix17 (written from this corpus's misses) | 645/648 = 99.5% | 0/577 = 0% | 5/12 |

The two fixes carried over as 76 of its 200 misses (their languages' password, PIN and lock words: e-ID PINs
19 -> 35/42, church and co-working codes, babysitter notes), for 3 more look-alikes flagged (Albanian PO-box numbers,
Zulu public numbers). Missed most: PO box combinations (0/18), console parental PINs (6/18), transliterated Russian
and Greek (28/42), Hindi PINs in number words, a Georgian key safe, Uzbek valet codes, Icelandic guest books and pool
lockers. Thresholds: a ratchet at this level.

Branch secfix17 then read its 124 misses and 5 flagged look-alikes and added rules for classes (probes of other
phrasings in ``tests/test_secrets_everyday.py``): a dial's combination after its word in ten languages, as numbers or
a post-office box dial's letters ("kombinimi është J-I-F"), with a box, lock or safe named before it (``_labels``); a
password of capitalised words closed by its own mark and the clause's ("…Saffron..", "…Amber!."), also after the
password words ``_locales`` reads alone and after what it is for with no connector ("el password taa el Instagram
taa el ma7al …") (``_score``, ``_locales``); PIN, code, lock and password words of Georgian, Nepali, Gujarati,
Kannada, Malayalam and Maltese, of Greek and Russian in Latin letters ("o kodikos tis kleidarias einai …", "parol'
ot vaifaya …: …"), rooms, lockers, alarms, a car alarm, a valet code, a parental control and Swedish BankID's
"säkerhetskod" as locks or PIN words (``_lexicon``, ``_locales``), key boxes in more languages (``_unlocks``); Hindi
digits in Latin letters ("chaar chaar do saat", ``_spelled``); a Zulu copula glued to the PIN ("i-PIN … ngu-8524").
Look-alikes: Albanian "kodi postar" (a postal code), a Zulu order number glued to its copula ("ngu-#881986692"),
India's postal PIN code in four more scripts. 524/648, 5/577 -> 645/648 = 99.5%, 0/577. On the corpora it was not
written from: sixteenth 609 -> 610/618 (a Hebrew run of capitalised words closed by its mark and a full stop), every
other recall and every false-positive count unchanged; no new flag on the corrections corpora's 18,276 texts,
LoCoMo's turns or the 7,305 string literals of the other tests. Left (3): a code starting "00" after a code word
(German "null null eins fünf", an Uzbek valet code, an Amharic key box: read as a dialling prefix by policy).
Thresholds: the issue bar (min_recall 0.99, max_flagged 0).

The eighteenth independent corpus: ``tests/independent/secrets_heldout18.py``
----------------------------------------------------------------------------

Written blind (helper seccorp18, 2026-12-07) from the seventeenth corpus's format docstring, while secfix17 was being
written from the seventeenth's misses: secrets as an agent meets them in what it reads and does rather than in what
a person tells it (shell history and commands, HTTP request dumps and headers, cookies, leaked log lines, password
manager and browser export rows, Wi-Fi QR payloads, ``otpauth://`` URIs, recovery and backup codes, SIM PIN / PUK,
voicemail and alarm codes, a card's PIN and CVV, one-time codes forwarded from SMS in 26 languages, security-question
answers, BIP39 phrases in eight other languages' word lists, spelled-out and split secrets, markdown tables, YAML /
TOML / HCL / INI / ``.netrc``, an agent's own tool calls); 762 secrets / 710 look-alikes / 12 documented examples, 47
languages, 82% not English.

| rules | recall | false positives | documented examples refused |
|---|---|---|---|
| main at d910bcf (secfix16, before secfix17 and secfix18) | 563/762 = 73.9% | 26/710 = 3.7% | 6/12 |
| + secfix17 alone (written from the seventeenth's misses) | 564/762 = 74.0% | 26/710 = 3.7% | 6/12 |
| + secfix18 (written from this corpus's misses and false positives), merged | 754/762 = 98.95% | 0/710 = 0.0% | 6/12 |

At first contact the look-alikes were the news: 26 ordinary words after a credential word read as the value ("sshpass
-p with the password inline", "la contraseña en claro", "the seed is only in the YubiKey", a table cell "Heslo | v
trezoru", "VPN password reset, ticket INC47305", a masked "--password ****"). secfix17 carried over one secret and
none of the false positives, and secfix18 alone carried over nothing to the seventeenth (524/648, 5 flagged, as main):
each fix reads its own corpus's classes. Branch secfix18 (probes of other phrasings in
``tests/test_secrets_agent_traces.py``): a reference number (ticket, incident, build, line, serial, room) before a
value is not the value; a masked value then the next option; a command named in a sentence; where a secret is kept
in an answer's or a table cell's place (``_checks.kept_somewhere``); a password said to be replaced; one-time SMS
codes named in their languages (an "otp" row of ``_locales``; a verb before a colon as a connector in verb-last
languages); voicemail boxes, disarm codes, CVV beside an expiry in about 25 languages, security questions in 15 more,
recovery keys and backup codes, seed phrases labelled in Portuguese, Czech or "BIP39"; ``_traces``: a password handed
over in two parts, SMB ``-U user%password``, an agent's form fill into a password field, LastPass rows without their
header. On the corpora it was not written from: ninth 410 -> 413/474, twelfth 522 -> 523/545, nothing else changed;
no new flag on LoCoMo, the corrections corpora or the other tests' literals. Left (8): run-together passphrases after
a Finnish case form or "lozinka je bila" without a connector, a JSON ``"pass"``, letters spelled with dashes in German
and NATO words in Dutch, a password after a parenthesised remark. Thresholds: a ratchet just under the bar
(min_recall 0.985, max_flagged 0).

The nineteenth independent corpus: ``tests/independent/secrets_heldout19.py``
----------------------------------------------------------------------------

Written blind (helper seccorp19, 2026-12-07) from the eighteenth corpus's format docstring, after secfix17 and
secfix18 were merged: secrets of small businesses and trades (a restaurant's POS override and supplier portal, a
salon's booking system, dental imaging software, a van alarm, a weighbridge terminal, a taxi app, a school MIS, church
and cooperative banking, a kit-room padlock, a landlord's smart-lock admin PIN, a DAW licence key, a CAT tool, a
pharmacy's controlled-drugs cupboard), secrets inside documents an agent reads (an e-mail signature, an invoice
footer, a hand-over sheet, meeting minutes, a spreadsheet cell note, a wiki "access" section, a calendar invite's
host PIN), voice transcripts ("three double five five", "star ... hash", self-corrections), missing spaces,
right-to-left scripts with Latin or Eastern Arabic digits, full-width CJK, and secrets beside ordinary numbers; 630
secrets / 627 look-alikes / 12 documented examples, 35 languages, 89% not English; 63 templates filled ten times, so
a template the rules miss costs ten.

| rules | recall | false positives | documented examples refused |
|---|---|---|---|
| main at b84b60d (secfix17 and secfix18 merged) | 486/630 = 77.1% | 25/627 = 4.0% | 8/12 |
| + secfix19 (written from this corpus's misses and false positives) | 629/630 = 99.8% | 0/627 = 0.0% | 8/12 |

Missed whole: a Welsh van alarm ("Cod larwm y fan ... yw 1315"), an Irish weighbridge code, an Estonian smart-lock
admin PIN, a Norwegian DAW licence key in five groups of five, a Kazakh wiki's "құпиясөз" (the joined spelling), a
market stall's, a garage's, a pharmacy's and a shop's codes; full-width Chinese passwords half. Flagged: the word
after a password word glued by a comma with no space ("pw is on the sticker behind the till,ask Jo"), "1Password-da"
(a password manager's name read as the value), a bank's warning that quotes "one-time code" beside a reference
number. Thresholds: a ratchet at this level (the next fixer reads these).

Branch secfix19 (probes of other phrasings in ``tests/test_secrets_trades_docs.py``), false positives first: what a
keyword's window read is not the value when it is a number labelled "Ref", a password manager's name ("1Password-da")
or a path in one ("kv/buh/41"), or two words glued by a comma ("till,ask"). Then the classes missed: lock nouns of
small trades in ``_locales`` (an Irish terminal and alarm, an Albanian cupboard, an Estonian smart lock, Yoruba
"koodu", Kannada "ಅಲಾರ್ಮ್") and Kazakh's joined "құпиясөз"; a vehicle's plate or a flat's number before a colon is no
competing number; a text with full-width Latin or Eastern Arabic digits is read again in ASCII (``_trades.narrowed``);
licence keys in groups named in other languages; a password word, a label of two to seven words and a colon, then the
value; a sheet's "Kasse-PIN" / "Door-PIN" column; a voice transcript's "four... no, sorry, ..." read without the
value taken back, and Welsh digit words. On the corpora it was not written from: every recall and every
false-positive count unchanged; no new flag on the corrections corpora, LoCoMo's turns or the other tests' literals.
Left (1): a Serbian "lozinka" before twelve letters without a digit. Thresholds: min_recall 0.995, max_flagged 0.

The twentieth independent corpus: ``tests/independent/secrets_heldout20.py``
---------------------------------------------------------------------------

Written blind (helper seccorp20, 2026-12-07) from the nineteenth corpus's format docstring, after secfix19 was merged,
with the emphasis on the hard benign side: texts that keep the password, PIN or code word or a value shaped like a
secret but not the secret (where it is kept: "the password is on the fridge", "Passwort steht im Tresor"; hints,
policies, reset instructions, masked values, placeholders, references to an env var or a vault, scam warnings; public
identifiers: git SHAs, checksums, UUIDs, SSH public keys, fingerprints, a supplier's IBAN, MAC addresses, serials,
plates, booking and tracking numbers, data URIs; promo codes, meeting IDs without a passcode, network names without
the key; brand names, handles, film lines), and secrets in the same sentences with the value (many ordinary-word
passwords); 576 secrets / 963 look-alikes / 12 documented examples, 26 languages, 78% not English; 107 templates
filled five (secret) or four (benign) times.

| rules | recall | false positives | documented examples refused |
|---|---|---|---|
| main at 1406527 (secfix19 merged) | 528/576 = 91.7% | 70/963 = 7.3% | 7/12 |
| + secgen (from the first-contact flags of corpora 14-19; blind to this one) | 538/576 = 93.4% | 54/963 = 5.6% | 7/12 |
| + secfix20 (written from this corpus's misses and false positives) | 572/576 = 99.3% | 2/963 = 0.2% | 7/12 |

Recall at first contact is the highest of the blind corpora (the eighteenth and nineteenth: 73.9%, 77.1%); false
positives 7.3%, the highest (3.7%, 4.0%): a word after a password word that says where the password is, network
names beside a Wi-Fi word, masked card and account numbers, placeholders in configs, public identifiers next to a
credential word. Thresholds: a ratchet at this level.

Branch secfix20 (probes of other phrasings in ``tests/test_secrets_lookalikes.py``), false positives first, in
``_lookalikes.not_the_value``: what a keyword's window read is not the secret when its clause (after a comma, a dash
or a parenthesis, with no credential word) starts with the label of a public identifier (a Wi-Fi network's name, a
card's last digits, an order's or a task's number, a MAC address), when it is a MAC address or an SSH public key's
line, a placeholder made only of "your / here / change / me" words or of an angle-bracketed phrase, a value after
"not a password", or a quoted value in a text about a book or a film (after secgen's filter, merged).
Then the misses (``_lookalikes.scan``, Lithuanian's anchor in ``_context``, Afrikaans and Lithuanian in ``_score``'s
one-word reading, "credentials" in other languages before "user / password"): a long hex key after a token or key
word and a label in its clause (a KSeF token, a Czech "API klíč"); a BLIK code; a car radio or immobiliser code in
French, Romanian, Italian, Spanish, Portuguese, German, Dutch; a voucher's grouped code named in other languages; a
password hint that gives its answer at its end ("it's just marigold", "also Bello17"; "just" and its likes are no
label in ``_general``); Indonesian "passwordnya X".
On the corpora it was not written from: every false-positive count unchanged, recall unchanged but one more caught
in the ninth and the twelfth. Left: two film lines ("the password to Moria was 'mellon'", WarGames' 'Joshua'); a
French door code with a letter and no door word ("le code c'est 4471B"), a live value after "prod still uses", a
hyphenated Catalan word ("gira-sol"), Persian "رمز" alone before a colon. Thresholds: min_recall 0.99, max_flagged 2.

The twenty-first independent corpus: ``tests/independent/secrets_heldout21.py``
------------------------------------------------------------------------------

Written blind (helper seccorp21, 2026-12-07) from the twentieth corpus's format docstring, after secgen and secfix20
were merged: memory strings as a memory extractor or an agent's ``memory_add`` call writes them from a user's chats
(short third-person facts, mem0-style JSON, ``fact: / value:`` lines, tool calls, session summaries that carry a
credential in passing), beside the same extractor's harmless statements (a password changed, where a key is kept, a
question about a PIN, a favourite number, flight, seat, locker, order and tracking numbers); 591 secrets / 708
look-alikes / 12 documented examples, 21 languages, 74% not English.

| rules | recall | false positives | documented examples refused |
|---|---|---|---|
| main at 8ab3790 (secgen and secfix20 merged) | 511/591 = 86.5% | 4/708 = 0.6% | 5/12 |
| main at 1406527 (before them) | 511/591 = 86.5% | 4/708 = 0.6% | 5/12 |
| + secfix21 (written from this corpus's misses and false positives) | 589/591 = 99.7% | 0/708 = 0.0% | 5/12 |

False positives at first contact under the 1% bar; recall the lowest of the last four blind corpora, and neither
secgen nor secfix20 changed a single outcome here. Missed by class: a Wi-Fi key after "shared the Wi-Fi key for the
cabin:" in English, Hebrew, Arabic, Swahili, Greek; passwords as JSON values under a "value" key in French, Swahili
and English lists of facts; one-time codes after Korean, Norwegian and Malay words (인증번호, engangskoden, kod TAC); a
carport's code in Danish, a French digicode ending in a letter; a password a relative uses, with no password word.
Thresholds: a ratchet at this level.

Branch secfix21 (probes of other phrasings in ``tests/test_secrets_extractor.py``), false positives first, in
``_extracted.not_the_value``: a postal code's number after its topic particle ("郵便番号は46450", "우편번호는 49802"), a
service's name with a Hebrew or Arabic preposition glued to it ("הסיסמה ל-Disney+": the password for it). Then the
misses: a word-digits-word passphrase after a connector (``_context._weak_ok`` took "Tiger-458-cactus" for a
technical term after a Wi-Fi key word); a fact and its value in two fields (JSON or lines, the value key in 30
languages) read by every rule as "<fact>: <value>" (``_extracted.pairs``), a Wi-Fi fact's passphrase-shaped value
as its key; one-time code words in Korean, the Nordic languages, Finnish, Malay, Indonesian (``_score``, a new
``_locales`` row); carports, garden gates, sheds and bike stores in Danish and Norwegian; Icelandic's password word
read by ``_context``; Thai "รหัส" by a Wi-Fi word; a hex key after a Japanese, Korean or Chinese token / API key word
and a particle or a full-width colon; a password told by its use ("uses lantern7122 for her email").
On the corpora it was not written from: every false-positive count unchanged; recall one more in the ninth (a
Swedish SMS "engångskod") and five more in the fourteenth (a German JSON fact and value, Indonesian "kode OTP").
A digicode with its letter ("0035B") is no dialling prefix (``_prose``). Left: Google backup codes whose first code has
no digit, a Thai passphrase after a glued copula. Thresholds: min_recall 0.99, max_flagged 0 (the fourteenth's
min_recall 0.915 -> 0.925).
The twenty-second independent corpus: ``tests/independent/secrets_heldout22.py``
-------------------------------------------------------------------------------

Written blind (helper seccorp22, 2026-12-07) from the twenty-first corpus's format docstring: LONG memories, 411 to
2,943 characters (pasted e-mail threads, meeting minutes, diaries, itineraries, hand-overs, support tickets, runbook
sections, an agent's scratchpad, chat exports, filled-in forms) with the credential once somewhere inside (after a
keyword, in a key: value line, in a URL, spelled, in a table row), and the same documents with that line removed,
masked, pointed at a vault or turned into advice; every other line number-heavy (IBANs, order and tracking numbers,
hashes, UUIDs, versions, phones, amounts). 288 secrets / 336 look-alikes / 12 documented examples, 23 languages, 71%
not English.

| rules | recall | false positives | documented examples refused |
|---|---|---|---|
| main at b0751d8 (secfix21 merged; first contact) | 238/288 = 82.6% | 16/336 = 4.8% | 6/12 |
| main at 1ec9dfb (before secfix21) | 238/288 = 82.6% | 16/336 = 4.8% | 6/12 |
| + secfix22 (from this corpus's misses and flags: seen) | 286/288 = 99.3% | 3/336 = 0.9% | 6/12 |

The lowest recall and the highest false-positive rate at first contact of the last five blind corpora: a long text
gives every rule more words to misread. Missed: Wi-Fi keys, door, alarm and padlock codes in Portuguese, Italian,
Dutch, Czech, Hungarian, Turkish, Vietnamese, Russian, Slovak, Serbian and Swedish notes; passwords in Afrikaans and
Turkish; one-time codes in English tickets. Flagged: whole Dutch tickets and Portuguese forms whose credential line
was removed or masked (another line of theirs is read as the value), Italian hand-overs saying the code was changed.

secfix22 (helper, from this corpus's 50 misses and 16 flags; module ``_secrets/_long.py``): a keyword inside a URL's
host, a bracketed placeholder and an account named before a colon are no value; Wi-Fi passphrases of two words and a
number ("harbor lantern 80") and hyphen passphrases after a clause; lock codes in Serbian, Swedish, Slovak, Czech and
Hungarian (the number before "kóddal", a code "now" after it changed); Turkish "parola", European Portuguese
"palavra-passe", Afrikaans "wagwoord"; a Portuguese Cartão de Cidadão is 12 characters (phones and NIFs no longer
pass as one). On corpora it was not written from: 8th +1, 9th +3, 14th +6, every other unchanged, false positives
unchanged everywhere (29 in all); LoCoMo 0/3,970; the other tests' 25,726 string literals: the same 26 flagged
before and after. Detector CPU on ordinary 2 KB memories within the spread (p95 0.91-0.93 ms main, 0.93-0.94
secfix22, best of three, loaded). Left: two Dutch ticket passwords, three Portuguese forms still flagged.
Thresholds: a ratchet at the level reached.

The twenty-third independent corpus: ``tests/independent/secrets_heldout23.py``
-------------------------------------------------------------------------------

Written blind (helper seccorp23, 2026-12-07) from the twenty-second corpus's format docstring: CORRECTIONS AND
SELF-REPAIRS, mostly older users dictating to an assistant: a wrong value and then the right one (a swapped digit,
yesterday's SMS code, the neighbour's Wi-Fi, the garage code instead of the key safe), "update my note" commands,
third-person "User corrected ..." summaries, PIN digits spelled in words and then in figures, a number re-labelled
("4471 is not their flat number; it's the door code"). The look-alikes repair things that are no credentials
(phone, member and locker numbers, "that year is not my PIN, it's the year we married"), start a credential and
withhold it ("the Wi-Fi is... no wait, don't save that"), or point elsewhere. 338 secrets / 326 look-alikes / 8
documented examples, 13 languages in 7 scripts, 73% not English.

| rules | recall | false positives | documented examples refused |
|---|---|---|---|
| main at c3d2615 (before secfix22) | 265/338 = 78.4% | 19/326 = 5.8% | |
| main at 004f383 (secfix22 merged; first contact) | 278/338 = 82.2% | 19/326 = 5.8% | 1/8 |
| + secfix23 (from this corpus's misses: seen) | 338/338 = 100.0% | 0/326 = 0.0% | 1/8 |

secfix22, written before this corpus from the twenty-second's long memories, gains 13 of its 73 misses and no
flag. Missed most in chat (43/68) and dictation (74/88); the documented default logins (admin/admin, guest/guest,
minioadmin) are stored.

secfix23 (helper, from this corpus's 60 misses and 19 flags; module ``_secrets/_repairs.py``), by class: a value
repaired into its twin (two characters swapped, its case changed) after a credential's word and a repair ("no",
"nicht mehr", "不对", "じゃない", "e não"), or said again after "yes" / "that is" (digits dictated as words between
the Arabic or the ideographic comma are read as digits first, ``_spelled``); a Wi-Fi named and its key after a copula
("Das WLAN im Ferienhaus ist …"), or after "now" once the first one was taken back, not a network's name (a band, a
router's name and hex suffix, "guest", "free", a rename); a memory-edit command that changes a password to a value
("replace … with", "密码改成 …", "パスワードを … に書き換えて"); a number re-labelled as a code ("N is not their
flat number; it is the code for …"); the right key after a wrong one; a one-time code that came by SMS in the
languages written without spaces or with glued particles; a key box, a key safe or a lock box written with a hyphen;
an alarm in Japanese and Korean. Refuted where a keyword's window read them: a number said not to be a credential
("1969 non è il suo PIN", "1973は暗証番号ではなく", "1966년은 비밀번호가 아니라"), and the same number said again; a
value labelled as a network's name; a customer's, a member's or a booking's number (also for an SMS code's number).
On the corpora it was not written from: every recall and every false-positive count unchanged (corpora 1-22, the
own corpora; LoCoMo 0/3,970). Its probes in other phrasings (``tests/test_secrets_repairs.py``): 21 secrets main
0ff7d28 misses, 9 look-alikes it flags, 17 look-alikes it stores, all now right. The other tests' 26,858 string
literals: 28 flagged at 0ff7d28, 29 after (one more: a guest Wi-Fi key, "the guest wifi is teal-otter-99", in
``tests/test_correction_general.py``, whose old memory "Wifi password: teal-otter-42" is flagged by main too).
Detector CPU on ordinary 2 KB memories (``bench.secrets --latency --best-of 3``, alternated with main, loaded): p95
-1% to +3% in quiet runs (0.97-0.98 against 0.95-0.98 ms), +10% in a loaded one; benign look-alikes p95 +1-10%.
Left: a German code "für das Schlüsselkästchen" with neither a connector nor a known lock (a probe), documented
default logins still stored. Thresholds: a ratchet at the level reached.

The twenty-fourth independent corpus: ``tests/independent/secrets_heldout24.py``
---------------------------------------------------------------------------------

Written blind (helper seccorp24, 2026-12-07) from the twenty-third corpus's format docstring: a TEAM ASSISTANT of a
volunteer-run group (choir, food bank, parents' association, clinic front desk, co-op, savings group, temple trust):
shared logins handed from one volunteer to the next, mobile-money PINs (M-Pesa, GCash, MonCash, UPI, telebirr,
bKash), hall door, alarm and key-safe codes, Wi-Fi, Zoom passcodes, website keys and backup codes, as group-chat
messages, shared-inbox e-mails, team-memory lines, extraction JSON, rota hand-overs and minutes. The look-alikes are
the group's own records: member numbers, booking and transfer references, paybill and till numbers, meeting IDs,
publishable keys. 346 secrets / 346 look-alikes / 7 documented examples, 13 languages (sw, am, hi, bn, id, tl, vi,
th, ht among them), 79% not English.

| rules | recall | false positives | documented examples refused |
|---|---|---|---|
| main at c3d2615 (before secfix22) | 269/346 = 77.7% | 13/346 = 3.8% | |
| main at 0ff7d28 (secfix22 merged; first contact) | 269/346 = 77.7% | 13/346 = 3.8% | 2/7 |
| + secfix23 (written before it, from the twenty-third) | 269/346 = 77.7% | 13/346 = 3.8% | 2/7 |
| + secfix24 (from this corpus's misses and flags: seen) | 346/346 = 100.0% | 1/346 = 0.3% | 2/7 |

secfix22 (long memories) gains nothing here, nor does secfix23 (corrections and self-repairs, written before it):
the rules written from one corpus carry nothing to the next.

secfix24 (helper, from this corpus's 77 misses and 13 flags; module ``_secrets/_shared.py``), by mechanism rather
than by template: a credential's noun, what it is of, a copula and the value in the corpus's thirteen languages
("the verification code that just came to the club phone … is 149810", "el código de la puerta lateral … es *6492",
"Ang MPIN ng GCash ng … ay 2956", "Namba ya kufuli ya stoo … ni 0-9-1-3"; a bare "code" needs the lock it opens or a
phone it came to, a bare "number" its padlock or alarm), the value right after its noun where the copula comes last
("दरवाज़े का कोड B9719 है") or where there is none ("modpas Mawar2089+", "passcode wamKZC" beside a meeting's id); a
lock disarmed "with" a number; an API key's noun and hex digits in its clause; backup codes after a clause ending
in a colon; a JSON record's value key in Vietnamese, Haitian Creole, Hindi, Bengali, Amharic. Refuted where a
keyword's window read them: a value labelled, right before it, as another kind of number (a booking, a member, a
paybill, a till, a reference: "Mã đặt xe buýt: 64775B", "เลขที่จองรถบัส: RES-…"), after a number sign ("le n° 253"),
inside a memory record's metadata field ("ที่มา": "อีเมลจาก…"), or naming whom to ask ("पासवर्ड: सुनीता जी से
पूछें"); a card-shaped number in groups after a bank account's word with no card word near ("खाता संख्या 5261 …");
a food bank is no bank. The one flag left: a deposit account's number near "deposit" (refused on purpose,
docs/secrets.md, "Not accepted: a bank account number near a bank word").
On the corpora it was not written from: 8th +2, 9th +3, 13th +2, 14th +3, 16th +3 (Swahili M-Pesa SMS PINs,
voicemail passwords, a Vietnamese OTP after "là", a Hindi locker combination, a Zoom passcode), no recall lost and no
false positive added anywhere (the own corpora, corpora 1-23; LoCoMo 0/3,970). Its probes in other phrasings
(``tests/test_secrets_shared.py``): 18 secrets main 7c599ee misses and 14 look-alikes it refuses, all now right, with
67 secrets and 65 look-alikes both handle alike. The other tests' 45,143 string literals: 369 flagged at 7c599ee,
370 after (one more: "Le mot de passe du photocopieur de la salle des profs est 2468." in
``tests/independent/corrections_heldout23.py``, a copier's password, refused rightly). Thresholds: a ratchet at
the level reached.

The twenty-fifth independent corpus: ``tests/independent/secrets_heldout25.py``
--------------------------------------------------------------------------------

Written blind (helper seccorp25, 2026-12-07) from the twenty-fourth corpus's format docstring: a FAMILY sorting out
the digital life of someone who has DIED, with an assistant: credentials the dead person can no longer use or change,
found in a notebook, on a sticky note, in an envelope, passed round as plain facts (phone unlock, bank apps, BLIK,
e-Devlet, DigiD, SPID, the safe, the car's alarm, SIM PUK codes, security answers), as family-chat messages, notes
of a phone call, e-mails, checklists and JSON records. The look-alikes are the paperwork of a death: IMEIs, ICCIDs,
safe serial numbers, card endings, IBANs, VINs, probate and case numbers, "the password is in the sealed envelope at
the notary's". 338 secrets / 338 look-alikes / 7 documented examples; 14 languages none of which #24 used (pl, tr,
uk, ro, nl, de, it, ko, ja, el, he, fa, ta, yo), 8 scripts, 77% not English.

| rules | recall | false positives | documented examples refused |
|---|---|---|---|
| main at 7c599ee (first contact) | 287/338 = 84.9% | 28/338 = 8.3% | 3/7 |
| + secfix24 (written before it, from the twenty-fourth) | 287/338 = 84.9% | 28/338 = 8.3% | 3/7 |

The false positives are advice and absences: a value-shaped token next to a credential word which the text says is
not to be typed, withheld or kept elsewhere. secfix24, written from the twenty-fourth before this corpus existed,
carried none of its 51 misses and none of its 28 flags. Thresholds: a ratchet at first contact.

After secfix25 (written from its misses and flags and the twenty-sixth's; seen, no longer held out): 336/338 = 99.4%,
16/338 flagged, all by policy (12 national ids with their names, 4 sort codes with an account number). Left: two
codes spelled in words of Japanese (a kana digit glued to its particle) and Yoruba. Thresholds: a ratchet there.
The twenty-sixth independent corpus: ``tests/independent/secrets_heldout26.py``
--------------------------------------------------------------------------------

Written blind (helper seccorp26, 2026-12-07) from the twenty-fifth corpus's format docstring: the CREW OF A MERCHANT
SHIP: credentials that belong to a rank and are handed on at every watch and crew change (crew Wi-Fi and VSAT keys,
ECDIS and maintenance-computer passwords, the Master's safe, bond-store padlocks, citadel door codes, sat-phone SIM
PIN and PUK, internet vouchers) and the seafarers' own money at home (allotment card PINs, GCash, Yape, MB WAY,
bKash, bank SMS codes read out), as crew chat, voice notes, OCR, hand-overs, logbooks and JSON. The look-alikes are
maritime numbers that unlock nothing (IMO and container numbers with check digits, MMSI, ICCIDs, seals, gangway
passes) and credentials withheld ("ask the officer on watch in person", "sealed envelope in the Master's safe").
302 secrets / 302 look-alikes / 4 documented examples; 15 languages none of which #25 used (tl, ru, zh, vi, ms,
es-PE, pt-PT, sr, ar, hu, bn, ur, mr, am), 7 scripts, 74% not English.

| rules | recall | false positives | documented examples refused |
|---|---|---|---|
| main at a895f0a (before secfix24) | 240/302 = 79.5% | 24/302 = 7.9% | |
| + secfix24 (written before it, from the twenty-fourth): first contact | 251/302 = 83.1% | 24/302 = 7.9% | 1/4 |

secfix24 carried 11 of the 62 misses (shared credentials handed on), none of the flags: 23 of the 24 are credentials
withheld. Thresholds: a ratchet at first contact.

After secfix25 (written from its misses and flags and the twenty-fifth's; seen, no longer held out): 302/302, none
flagged. Thresholds: a ratchet there.

The twenty-seventh independent corpus: ``tests/independent/secrets_heldout27.py``
----------------------------------------------------------------------------------

Written blind (helper seccorp27, 2026-12-07) from the twenty-sixth corpus's format docstring: the NURSING STAFF OF A
HOSPITAL WARD on shifts with agency nurses: treatment-room and ward door codes, the controlled-drugs cupboard and the
drug fridge padlock, a housebound patient's key safe, patient-record logins, staff Wi-Fi, PINs patients and relatives
hand to nurses; as ward chat, hand-overs, pager messages, property forms, incident reports, OCR of sticky notes on
drug cabinets and JSON locker records. The look-alikes are hospital numbers with check digits, a nurse's registration
"NMC PIN", and codes withheld ("ask the nurse in charge", a locker record whose code field says it is unknown).
313 secrets / 310 look-alikes / 12 documented examples (vendors' default logins of hospital hardware); 13 languages
(en de fr pl ro it tr uk el ko ja th ne), 7 scripts, full-width, Thai and Devanagari digits.

| rules | recall | false positives | documented examples refused |
|---|---|---|---|
| main at cfa29c2 (first contact) | 225/313 = 71.9% | 30/310 = 9.7% | 3/12 |
| + secfix25 (written before it, from the 25th and 26th) | 227/313 = 72.5% | 27/310 = 8.7% | 3/12 |
| + seclex (written before it, from no corpus) | 259/313 = 82.7% | 30/310 = 9.7% | 3/12 |
| secfix25 + seclex merged | 259/313 = 82.7% | 27/310 = 8.7% | 3/12 |
| + seclex3 (its rooms concept written after reading these misses: seen) | 285/313 = 91.1% | 27/310 = 8.7% | 3/12 |

Misses at first contact, by kind: locker codes in JSON records (26), keypad codes in hand-overs (22), door codes in
ward chat (20) and elsewhere (2), passwords in memories (8), vouchers (6), Wi-Fi keys in voice notes (3), a safe (1).
The flags: OCR of a sticky note that names a credential and withholds it (21), a number that is no credential (6), a
JSON record whose value is an absence (3). secfix25, written before it from the 25th's and 26th's misses, carried 2
of the 88 misses and 3 of the 30 flags; seclex, word tables filled from a list of concepts times languages with no
corpus read, carried 34 of the 88 misses: the first rule set in many rounds to carry more than a few to a corpus
written after it. Thresholds: a ratchet at the merged level.

The twenty-eighth independent corpus: ``tests/independent/secrets_heldout28.py``
----------------------------------------------------------------------------------

Written blind (helper seccorp28, 2026-12-07) from the twenty-seventh corpus's format docstring: a FRUIT, VEGETABLE
AND FLOWER FARM in harvest season with seasonal crews: gates, the spray store, the diesel tank, tractor terminals,
alarm panels, greenhouse and irrigation controllers, crew Wi-Fi and lockers, and the workers' own money secrets (a
card PIN lent to a friend, an M-Pesa PIN, a money-transfer code); as crew chat, two-way radio transcripts,
photographed whiteboards, induction sheets, spray logs, OCR and JSON records. The look-alikes are farm and supply-chain
numbers (certification numbers, GS1 pallet labels with their check digit), picker and payslip numbers, masked card
endings, transfer references. 310 secrets / 310 look-alikes / 12 documented examples (alarm panels' installer and
master codes, routers', cameras' and a Raspberry Pi's default logins); 12 languages (en es pt nl hu lt bg vi id sw ar
tl, none of the 27th's), Arabic-Indic digits.

| rules | recall | false positives | documented examples refused |
|---|---|---|---|
| main at 5edd845 (first contact) | 248/310 = 80.0% | 18/310 = 5.8% | 3/12 |
| + seclex3 (written before it: more concepts x 53 languages) | 249/310 = 80.3% | 18/310 = 5.8% | 4/12 |
| + record password keys in any language (seen) | 261/310 = 84.2% | 18/310 = 5.8% | 4/12 |
| + secwith (withheld record values, concept x 49 languages, from no corpus) | 261/310 = 84.2% | 0/310 | 4/12 |
| + secread (codes by line layout, SMS one-time codes; written from its misses: seen) | 302/310 = 97.4% | 0/310 | 4/12 |
| + secwith (withheld values: concepts x 49 languages, from no corpus) | 261/310 = 84.2% | 0/310 = 0.0% | 4/12 |

Misses at first contact, by kind: locker combinations on OCR'd labels (18), passwords in JSON records (12), gate codes
in crew chat and on whiteboards (14), padlocks (9), lockers in memories (2), one each of Wi-Fi, key safe, recovery,
voucher; by language: en 20, lt 8, vi 6, sw 6, tl 5, ar 5, bg 4, pt 3, hu 3, nl 1, es 1. The flags: JSON records
whose credential field says it is withheld or absent (18). seclex3, word tables written before it, carried 1 of the
62 misses and one documented example (an alarm panel's installer code): the misses are values the readers do not
take (lockers on OCR'd labels, passwords in JSON records), not words missing from a table. Thresholds: a ratchet after
the record-key fix written from its misses.

The twenty-ninth independent corpus: ``tests/independent/secrets_heldout29.py``
----------------------------------------------------------------------------------

Written blind (helper seccorp29, 2026-12-07, at the end of a stop, after its rules) from the twenty-eighth corpus's
format docstring: a FILM AND TELEVISION PRODUCTION ON LOCATION: trailer and crew-entrance door codes on call sheets,
lock-up truck and generator padlocks, location houses' key safes and alarms, production office and hotel Wi-Fi, a
password on gaffer tape on a shuttle drive, RAID and NAS passwords in DIT reports, payroll apps' one-time codes,
fuel-card PINs and the crew's own PINs; as unit chat, walkie transcripts, whiteboards, call sheets, tape labels, OCR,
CSV, YAML and JSON records. The look-alikes are the production's paperwork with the credential taken out (day, scene,
drive, stage and walkie numbers, plates, card endings, booking references, "PW from the DIT", "in 1Password"). 298
secrets / 298 look-alikes / 13 documented examples; 10 languages (en is ka cs ko ja tr el he th).

| rules | recall | false positives | documented examples refused |
|---|---|---|---|
| main at 0f48632 (written after it, read after it) | 199/298 = 66.8% | 20/298 = 6.7% | 3/13 |
| main at df7b540 (the same stop's rules: seclex3, record keys) | 203/298 = 68.1% | 20/298 = 6.7% | 3/13 |
| + secwith (withheld record values; not read by its author) | 203/298 = 68.1% | 8/298 = 2.7% | 3/13 |
| + secread (codes by line layout, SMS one-time codes; not read by its author) | 218/298 = 73.2% | 8/298 = 2.7% | 3/13 |
| + secfix29 (tables' and records' keys, any language; from its misses: seen) | 263/298 = 88.3% | 2/298 | 3/13 |
| + secfix30 (written from the thirtieth's and this one's misses: seen) | 279/298 = 93.6% | 2/298 | 3/13 |

Misses by kind: door codes (27, on whiteboards, in unit chat and call sheets), passwords (17: tape labels, DIT
reports, memories), one-time codes by SMS (12), alarms (9), key safes (8), Wi-Fi in CSV / JSON (7), lockers and
padlocks on OCR'd labels; by language: en 30, th 12, is 12, he 11, tr 9, cs 7. The flags: JSON and CSV records whose
credential field says it is withheld or kept elsewhere (tr th is el), and a voice note. Thresholds: a ratchet at this
level.

The thirtieth independent corpus: ``tests/independent/secrets_heldout30.py``
------------------------------------------------------------------------------

Written blind (helper seccorp30, 2026-12-07) from the twenty-ninth corpus's format docstring: a PARCEL AND FOOD
DELIVERY OPERATION: customers' building and gate codes in delivery notes, texts and voice notes, depot gate, cage,
key-safe and alarm codes, parcel-locker admin codes, proof-of-delivery one-time codes, scanner and route-app logins,
fuel-card and riders' own bank / UPI / wallet PINs, depot Wi-Fi; as delivery notes, driver chat, dispatcher radio,
handover sheets, CSV / YAML / JSON exports, OCR and SMS. The look-alikes copy each secret's situation with the
credential taken out (tracking, locker, cage, flat and stop numbers; "code is on the app", masked, withheld). 320
secrets / 320 look-alikes / 12 documented examples (key safes', parcel lockers' and keypads' factory codes); 13
languages (en fr de it pl ro uk pt es nl hi zh ms), Devanagari digits, Chinese spoken digits.

| rules | recall | false positives | documented examples refused |
|---|---|---|---|
| main at a90d8ab (first contact) | 217/320 = 67.8% | 6/320 = 1.9% | 4/12 |
| + secwith (withheld record values; written before it was read) | 217/320 = 67.8% | 3/320 = 0.9% | 4/12 |
| + secread (codes by line layout, SMS one-time codes; held out) | 222/320 = 69.4% | 3/320 = 0.9% | 4/12 |
| + secfix29 (tables' and records' keys from the concept tables; held out) | 227/320 = 70.9% | 3/320 = 0.9% | 4/12 |
| + secfix30 (written from its misses: seen) | 285/320 = 89.1% | 3/320 = 0.9% | 4/12 |

secfix30: delivery and pickup codes, key safes, barriers and lockers x 18 languages (``_concepts30``), a code read
back (``_readback``), keypad keys (``_keypad``), a thing's number before the code, a lock's number repaired.

Misses at first contact, by kind: door codes (41), one-time codes (13), padlocks (12), lockers (11), PINs (8), key
safes (7), Wi-Fi (4); by format: YAML, SMS, voice notes, radio and CSV 12-13 each, delivery notes 10; by language:
en 21, nl 10, fr 9, de 8, ro 8, then 6-7 each. Thresholds: a ratchet at first contact.

The thirty-first independent corpus: ``tests/independent/secrets_heldout31.py``
---------------------------------------------------------------------------------

Written blind (helper seccorp31, 2026-12-08) from the thirtieth corpus's format docstring: A HOSPITAL WARD, A CARE
HOME AND COMMUNITY NURSING: medicine-room and controlled-drugs cupboard codes, dispensing-cabinet PINs and override
codes, pump / bed / ventilator service passcodes, lift and switchboard overrides, key safes at patients' homes,
care-home gate and visiting-hours keypads, agency staff's first logins, a resident's card / M-Pesa / phone PIN handed
to a carer, patient-portal and bank one-time codes; as handover sheets, care plans, staff chat, voice notes, sticky
notes, visit-schedule CSV / JSON / YAML exports, SMS and memories. The look-alikes keep the digits as bleep,
extension, bed, room, lot or booking numbers, or say where the code is kept ("on the care plan in the locked
folder", "ask the NIC"). 300 secrets / 300 look-alikes / 12 documented examples (alarm panels, printers, copiers,
routers, a camera, a door lock); en sv da fi hu tl ar ja vi sw el (63% not English), Arabic-Indic and full-width
digits.

| rules | recall | false positives | documented examples refused |
|---|---|---|---|
| main at db4c7ba (first contact) | 224/300 = 74.7% | 2/300 = 0.7% | 5/12 |
| + secfix30 (written from #29's and #30's misses without reading it) | 225/300 = 75.0% | 2/300 = 0.7% | 5/12 |

Misses at first contact, by kind: door codes (30), PINs (15), key safes (13), one-time codes (7), passcodes (4); by
form: staff chat (22), SMS (13), voice notes (12), CSV (6); by language: en 26, fi 9, hu 8, then 3-6 each. The two
flags: Wi-Fi network names in Danish and Finnish staff chat read as passwords. Thresholds: a ratchet at first contact.
"""

from __future__ import annotations

import sys
from collections import defaultdict
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

import pytest

TESTS = Path(__file__).resolve().parent
REPO = TESTS.parent
sys.path.insert(0, str(TESTS))

import secrets_corpus  # noqa: E402
import secrets_heldout_own  # noqa: E402
from independent import (  # noqa: E402
    secrets_heldout,
    secrets_heldout2,
    secrets_heldout3,
    secrets_heldout4,
    secrets_heldout5,
    secrets_heldout6,
    secrets_heldout7,
    secrets_heldout8,
    secrets_heldout9,
    secrets_heldout10,
    secrets_heldout11,
    secrets_heldout12,
    secrets_heldout13,
    secrets_heldout14,
    secrets_heldout15,
    secrets_heldout16,
    secrets_heldout17,
    secrets_heldout18,
    secrets_heldout19,
    secrets_heldout20,
    secrets_heldout21,
    secrets_heldout22,
    secrets_heldout23,
    secrets_heldout24,
    secrets_heldout25,
    secrets_heldout26,
    secrets_heldout27,
    secrets_heldout28,
    secrets_heldout29,
    secrets_heldout30,
    secrets_heldout31,
)

from bench.secrets import locomo_texts  # noqa: E402
from zeusmem.rules.secrets import find_secret  # noqa: E402

# a clone has ../shared beside it; a worktree under /work/wt has it two levels up
LOCOMO_CANDIDATES = [REPO.parent / "shared" / "locomo-dev", REPO.parents[1] / "shared" / "locomo-dev"]


@dataclass(frozen=True)
class Corpus:
    """One corpus: its test id, its name in the summary, its texts (benign ones as ``(kind, text)``, the kind
    empty where the corpus gives none), the least number of secrets and look-alikes it must have, and the
    thresholds the gate must meet on it."""

    id: str
    name: str
    secrets: Sequence[tuple[str, str]] = field(repr=False)  # a failure shows no text
    benign: Sequence[tuple[str, str]] = field(repr=False)
    at_least: tuple[int, int] = (0, 0)  # secrets, benign look-alikes
    min_recall: float = 0.99  # the issue-25 bar
    max_flagged: int | None = None  # a ratchet on the count of look-alikes flagged; None: the 1% bar
    kind_groups: bool = False  # the summary groups kinds by their first part ("chat/en/pin" -> "chat")
    documented_examples: Sequence[tuple[str, str]] = field(default=(), repr=False)  # counted in neither figure


CORPORA = [
    Corpus("secrets_corpus", "existing (secrets_corpus + secrets_formats)", secrets_corpus.SECRETS,
           [("", t) for t in secrets_corpus.BENIGN], (450, 700)),
    Corpus("secrets_heldout_own", "own held-out (secrets_heldout_own)", secrets_heldout_own.SECRETS,
           [("", t) for t in secrets_heldout_own.BENIGN], (450, 300)),
    Corpus("secrets_heldout", "independent (independent/secrets_heldout)", secrets_heldout.SECRETS,
           secrets_heldout.BENIGN, (300, 250)),
    Corpus("secrets_heldout2", "second independent corpus (independent/secrets_heldout2)", secrets_heldout2.SECRETS,
           secrets_heldout2.BENIGN, (250, 250)),
    Corpus("secrets_heldout3", "third independent corpus (independent/secrets_heldout3)", secrets_heldout3.SECRETS,
           secrets_heldout3.BENIGN, (250, 300)),
    # the 5 are deliberate refusals of documented examples (see its section); the bar is 1%
    Corpus("secrets_heldout4", "fourth independent corpus (independent/secrets_heldout4)", secrets_heldout4.SECRETS,
           secrets_heldout4.BENIGN, (250, 300), max_flagged=5),
    # a ratchet at the level reached (the bar is 99% and 1%)
    Corpus("secrets_heldout5", "fifth independent corpus (independent/secrets_heldout5)", secrets_heldout5.SECRETS,
           secrets_heldout5.BENIGN, (250, 300), min_recall=0.99, max_flagged=2, kind_groups=True,
           documented_examples=secrets_heldout5.DOCUMENTED_EXAMPLES),
    # a ratchet at the level reached (the bar is 99% and 1%)
    Corpus("secrets_heldout6", "sixth independent corpus (independent/secrets_heldout6)", secrets_heldout6.SECRETS,
           secrets_heldout6.BENIGN, (250, 300), min_recall=0.99, max_flagged=2, kind_groups=True,
           documented_examples=secrets_heldout6.DOCUMENTED_EXAMPLES),
    # a ratchet at the level reached (the bar is 99% and 1%)
    Corpus("secrets_heldout7", "seventh independent corpus (independent/secrets_heldout7)", secrets_heldout7.SECRETS,
           secrets_heldout7.BENIGN, (300, 300), min_recall=0.99, max_flagged=2, kind_groups=True,
           documented_examples=secrets_heldout7.DOCUMENTED_EXAMPLES),
    # a ratchet at the level reached (the bar is 99% and 1%)
    Corpus("secrets_heldout8", "eighth independent corpus (independent/secrets_heldout8)", secrets_heldout8.SECRETS,
           secrets_heldout8.BENIGN, (500, 500), min_recall=0.938, max_flagged=2, kind_groups=True,
           documented_examples=secrets_heldout8.DOCUMENTED_EXAMPLES),
    # written blind (seccorp9); first contact 379/474, FP 11/483; after secfp 383/474, 1 (a ratchet)
    Corpus("secrets_heldout9", "ninth independent corpus (independent/secrets_heldout9)", secrets_heldout9.SECRETS,
           secrets_heldout9.BENIGN, (450, 450), min_recall=0.91, max_flagged=1, kind_groups=True,  # seclex3: 432/474
           documented_examples=secrets_heldout9.DOCUMENTED_EXAMPLES),
    # written blind (seccorp10); first contact 379/463, FP 16/467; after secfp 420/463, 1; 426 with secfix13 (a ratchet)
    Corpus("secrets_heldout10", "tenth independent corpus (independent/secrets_heldout10)", secrets_heldout10.SECRETS,
           secrets_heldout10.BENIGN, (450, 450), min_recall=0.925, max_flagged=1, kind_groups=True,
           documented_examples=secrets_heldout10.DOCUMENTED_EXAMPLES),
    # written blind (seccorp11); first contact 414/489 (423 with secfp), FP 27/461 (25); after secfp11 435/489,
    # 4 (the 4: bank account numbers next to a bank word, refused by policy; a ratchet); 455 / 4 with secfix15
    Corpus("secrets_heldout11", "eleventh independent corpus (independent/secrets_heldout11)",
           secrets_heldout11.SECRETS, secrets_heldout11.BENIGN, (450, 450), min_recall=0.93, max_flagged=4,
           kind_groups=True, documented_examples=secrets_heldout11.DOCUMENTED_EXAMPLES),
    # written blind (seccorp12); first contact 442/545, FP 4/537; 449 / 4 with the score (written before it);
    # 481 / 4 with _shape, 522 / 4 with secfix12 (both written after reading its misses)
    Corpus("secrets_heldout12", "twelfth independent corpus (independent/secrets_heldout12)",
           secrets_heldout12.SECRETS, secrets_heldout12.BENIGN, (500, 500), min_recall=0.958, max_flagged=4,
           kind_groups=True, documented_examples=secrets_heldout12.DOCUMENTED_EXAMPLES),
    # written blind (seccorp13); first contact 384/523, FP 7/521; 386 / 7 with secfix12 (written beside it);
    # 474 / 0 with secfix13 (written after reading its misses)
    Corpus("secrets_heldout13", "thirteenth independent corpus (independent/secrets_heldout13)",
           secrets_heldout13.SECRETS, secrets_heldout13.BENIGN, (500, 500), min_recall=0.91, max_flagged=0,  # seclex3
           kind_groups=True, documented_examples=secrets_heldout13.DOCUMENTED_EXAMPLES),
    # written blind (seccorp14), first contact: 717/916 before secfix13, 730 after; 838 / 0 with secfix14 (written
    # after reading its misses; a ratchet); 841 / 0 with secfix15
    Corpus("secrets_heldout14", "fourteenth independent corpus (independent/secrets_heldout14)",
           secrets_heldout14.SECRETS, secrets_heldout14.BENIGN, (900, 900), min_recall=0.925, max_flagged=0,
           kind_groups=True, documented_examples=secrets_heldout14.DOCUMENTED_EXAMPLES),
    # written blind (seccorp15), first contact: 439/552, FP 6/552 with secfix13 and secfix14; 552 / 0 with
    # secfix15 (written after reading its misses)
    Corpus("secrets_heldout15", "fifteenth independent corpus (independent/secrets_heldout15)",
           secrets_heldout15.SECRETS, secrets_heldout15.BENIGN, (550, 550), min_recall=0.99, max_flagged=0,
           kind_groups=True, documented_examples=secrets_heldout15.DOCUMENTED_EXAMPLES),
    # written blind (seccorp16), first contact on main e38a597: 395/618, FP 8/618; 609 / 0 with secfix16 (written
    # after reading its misses; a ratchet)
    Corpus("secrets_heldout16", "sixteenth independent corpus (independent/secrets_heldout16)",
           secrets_heldout16.SECRETS, secrets_heldout16.BENIGN, (600, 600), min_recall=0.98, max_flagged=0,
           kind_groups=True, documented_examples=secrets_heldout16.DOCUMENTED_EXAMPLES),
    # written blind (seccorp17), first contact: 448/648 before secfix15 and secfix16, 524 / 5 with them; 645 / 0
    # with secfix17 (written after reading its misses; a ratchet)
    Corpus("secrets_heldout17", "seventeenth independent corpus (independent/secrets_heldout17)",
           secrets_heldout17.SECRETS, secrets_heldout17.BENIGN, (600, 550), min_recall=0.99, max_flagged=0,
           kind_groups=True, documented_examples=secrets_heldout17.DOCUMENTED_EXAMPLES),
    Corpus("secrets_heldout18", "eighteenth independent corpus (independent/secrets_heldout18)",
           secrets_heldout18.SECRETS, secrets_heldout18.BENIGN, (750, 700), min_recall=0.985, max_flagged=0,
           kind_groups=True, documented_examples=secrets_heldout18.DOCUMENTED_EXAMPLES),
    Corpus("secrets_heldout19", "nineteenth independent corpus (independent/secrets_heldout19)",
           secrets_heldout19.SECRETS, secrets_heldout19.BENIGN, (620, 620), min_recall=0.995, max_flagged=0,
           kind_groups=True, documented_examples=secrets_heldout19.DOCUMENTED_EXAMPLES),
    # the twentieth (seccorp20), first contact on the merged rules: a ratchet at that level
    Corpus("secrets_heldout20", "twentieth independent corpus (independent/secrets_heldout20)",
           secrets_heldout20.SECRETS, secrets_heldout20.BENIGN, (570, 950), min_recall=0.99, max_flagged=2,
           kind_groups=True, documented_examples=secrets_heldout20.DOCUMENTED_EXAMPLES),
    # the twenty-first (seccorp21), first contact on the merged rules: 511/591, FP 4/708; 589 / 0 with secfix21
    # (written after reading its misses; a ratchet)
    Corpus("secrets_heldout21", "twenty-first independent corpus (independent/secrets_heldout21)",
           secrets_heldout21.SECRETS, secrets_heldout21.BENIGN, (580, 700), min_recall=0.99, max_flagged=0,
           kind_groups=True, documented_examples=secrets_heldout21.DOCUMENTED_EXAMPLES),
    Corpus("secrets_heldout22", "twenty-second independent corpus (independent/secrets_heldout22)",
           secrets_heldout22.SECRETS, secrets_heldout22.BENIGN, (280, 330), min_recall=0.99, max_flagged=3,
           kind_groups=True, documented_examples=secrets_heldout22.DOCUMENTED_EXAMPLES),
    # the twenty-third (seccorp23), first contact on the rules of 004f383 (secfix22 merged) 82.2% / 19 flagged;
    # secfix23, from its misses and flags: a ratchet at the level reached
    Corpus("secrets_heldout23", "twenty-third independent corpus (independent/secrets_heldout23)",
           secrets_heldout23.SECRETS, secrets_heldout23.BENIGN, (330, 320), min_recall=1.0, max_flagged=0,
           kind_groups=True, documented_examples=secrets_heldout23.DOCUMENTED_EXAMPLES),
    # the twenty-fourth (seccorp24), first contact on the rules of 0ff7d28: a ratchet at that level
    Corpus("secrets_heldout24", "twenty-fourth independent corpus (independent/secrets_heldout24)",
           secrets_heldout24.SECRETS, secrets_heldout24.BENIGN, (340, 340), min_recall=1.0, max_flagged=1,
           kind_groups=True, documented_examples=secrets_heldout24.DOCUMENTED_EXAMPLES),
    # the twenty-fifth (seccorp25), first contact on the rules of 7c599ee 84.9% / 28 flagged; secfix25, from its misses
    # and flags (seen): 336/338, 16 flagged (all by policy: 12 national ids, 4 sort codes): a ratchet at that level
    Corpus("secrets_heldout25", "twenty-fifth independent corpus (independent/secrets_heldout25)",
           secrets_heldout25.SECRETS, secrets_heldout25.BENIGN, (330, 330), min_recall=0.99, max_flagged=16,
           kind_groups=True, documented_examples=secrets_heldout25.DOCUMENTED_EXAMPLES),
    # the twenty-sixth (seccorp26), first contact on the rules of b04a305 (secfix24 merged) 83.1% / 24 flagged;
    # secfix25, from its misses and flags (seen): 302/302, none flagged: a ratchet at that level
    Corpus("secrets_heldout26", "twenty-sixth independent corpus (independent/secrets_heldout26)",
           secrets_heldout26.SECRETS, secrets_heldout26.BENIGN, (300, 300), min_recall=1.0, max_flagged=0,
           kind_groups=True, documented_examples=secrets_heldout26.DOCUMENTED_EXAMPLES),
    Corpus("secrets_heldout27", "twenty-seventh independent corpus (independent/secrets_heldout27)",
           secrets_heldout27.SECRETS, secrets_heldout27.BENIGN, (300, 300), min_recall=0.91, max_flagged=27,  # seclex3
           kind_groups=True, documented_examples=secrets_heldout27.DOCUMENTED_EXAMPLES),
    Corpus("secrets_heldout28", "twenty-eighth independent corpus (independent/secrets_heldout28)",
           secrets_heldout28.SECRETS, secrets_heldout28.BENIGN, (300, 300), min_recall=0.97, max_flagged=0,  # 2 fixers
           kind_groups=True, documented_examples=secrets_heldout28.DOCUMENTED_EXAMPLES),
    Corpus("secrets_heldout29", "twenty-ninth independent corpus (independent/secrets_heldout29)",
           secrets_heldout29.SECRETS, secrets_heldout29.BENIGN, (290, 290), min_recall=0.93, max_flagged=2,  # 3 fixers
           kind_groups=True, documented_examples=secrets_heldout29.DOCUMENTED_EXAMPLES),
    Corpus("secrets_heldout30", "thirtieth independent corpus (independent/secrets_heldout30)",
           secrets_heldout30.SECRETS, secrets_heldout30.BENIGN, (310, 310), min_recall=0.89, max_flagged=3,  # secfix30
           kind_groups=True, documented_examples=secrets_heldout30.DOCUMENTED_EXAMPLES),
    Corpus("secrets_heldout31", "thirty-first independent corpus (independent/secrets_heldout31)",
           secrets_heldout31.SECRETS, secrets_heldout31.BENIGN, (290, 290), min_recall=0.74, max_flagged=2,
           kind_groups=True, documented_examples=secrets_heldout31.DOCUMENTED_EXAMPLES),
]


@dataclass(frozen=True)
class Figures:
    """The gate on one corpus: what it missed and flagged (``#index kind``, never the text), recall by kind,
    and how many documented examples it refused."""

    missed: list[str]
    flagged: list[str]
    by_kind: dict[str, list[bool]]
    examples: int

    @staticmethod
    def of(corpus: Corpus) -> Figures:
        by_kind: dict[str, list[bool]] = defaultdict(list)
        missed = []
        for i, (kind, text) in enumerate(corpus.secrets):
            ok = find_secret(text) is not None
            by_kind[kind.split("/")[0] if corpus.kind_groups else kind].append(ok)
            if not ok:
                missed.append(f"#{i} {kind}")
        flagged = [f"#{i} {kind}".rstrip() for i, (kind, text) in enumerate(corpus.benign) if find_secret(text)]
        examples = sum(find_secret(text) is not None for _, text in corpus.documented_examples)
        return Figures(missed, flagged, dict(by_kind), examples)

    def line(self, corpus: Corpus) -> str:
        found, n, b = len(corpus.secrets) - len(self.missed), len(corpus.secrets), len(corpus.benign)
        examples = (
            f", documented examples refused {self.examples}/{len(corpus.documented_examples)}"
            if corpus.documented_examples else ""
        )
        below = ", ".join(f"{k} {sum(v)}/{len(v)}" for k, v in sorted(self.by_kind.items()) if not all(v))
        return (
            f"secret gate, {corpus.name}: recall {found}/{n} = {found / n:.1%}, false positives "
            f"{len(self.flagged)}/{b} = {len(self.flagged) / b:.1%}{examples}; below 100%: {below or 'none'}"
        )


@pytest.mark.parametrize("corpus", CORPORA, ids=[c.id for c in CORPORA])
def test_recall_and_false_positives(corpus: Corpus, summary_lines: list[str]) -> None:
    assert len(corpus.secrets) >= corpus.at_least[0] and len(corpus.benign) >= corpus.at_least[1]
    f = Figures.of(corpus)
    summary_lines.append(f.line(corpus))
    recall = 1 - len(f.missed) / len(corpus.secrets)
    assert recall >= corpus.min_recall, f"{corpus.id}: recall {recall:.1%} < {corpus.min_recall:.0%}; missed {f.missed}"
    if corpus.max_flagged is None:
        fp = len(f.flagged) / len(corpus.benign)
        assert fp <= 0.01, f"{corpus.id}: {len(f.flagged)} benign flagged ({fp:.1%} > 1%): {f.flagged}"
    else:
        assert len(f.flagged) <= corpus.max_flagged, (
            f"{corpus.id}: {len(f.flagged)} benign flagged (ratchet {corpus.max_flagged}): {f.flagged}"
        )


def test_no_locomo_turn_is_flagged(summary_lines: list[str]) -> None:
    folder = next((d for d in LOCOMO_CANDIDATES if d.is_dir() and any(d.glob("*.json"))), None)
    assert folder is not None, (
        f"LoCoMo conversations not found: expected ../shared/locomo-dev beside the repository "
        f"(looked in {', '.join(str(d) for d in LOCOMO_CANDIDATES)})"
    )
    texts = locomo_texts(folder)
    assert len(texts) >= 1000, f"{folder} holds only {len(texts)} turns and observations"
    flagged = [i for i, t in enumerate(texts) if find_secret(t) is not None]
    summary_lines.append(f"secret gate, LoCoMo ({folder}): {len(flagged)} of {len(texts)} turns/observations flagged")
    assert not flagged, f"LoCoMo turns flagged as secrets: #{flagged[:20]}"


if __name__ == "__main__":
    for c in CORPORA:
        if len(sys.argv) < 2 or c.id in sys.argv[1:]:
            f = Figures.of(c)
            print(f.line(c))
            print("  missed:", f.missed)
            print("  flagged:", f.flagged)
