"""Secrets placed by a layout rather than named in prose (issue 25): where the value sits says what it is.

* **Positional arguments of code**: the password of ``login(user, "…")`` (smtplib, ftplib, imaplib),
  ``DriverManager.getConnection(url, user, "…")``, ``new PDO(dsn, user, "…")``, ``new mysqli(host, user,
  "…")``, an SDK's ``Credential(id, "…")`` / ``set_credentials(user, "…")``, ``basic_auth(user, "…")``,
  ``HTTPBasicAuth(user, "…")``, ``auth=(user, "…")``, and ``bearer_auth("…")``: only a string literal
  counts (a variable, ``os.environ[…]``, ``getpass()`` are references).
* **Config entries by subscript**: ``app.config['MAIL_PASSWORD'] = '…'``, ``settings["API_SECRET"] = "…"``,
  ``config[:smtp_password] = "…"``, and headers named a secret (``'X-Client-Secret': '…'``).
* **Go's MySQL DSN** ``user:password@tcp(host)/db`` (no scheme, so no URL rule sees it).
* **SQL** ``CREATE USER … IDENTIFIED BY '…'`` / ``ALTER USER … IDENTIFIED BY …`` (not ``BY PASSWORD
  '*hash'``, a bind variable or a template), **htpasswd** ``-b`` (the password is an argument).
* **Tables**: a CSV / TSV / ``;`` / ``|`` table whose header names a password (or CVV, PIN, TOTP) column:
  that column's cells (password-manager exports: Bitwarden ``login_password``, Chrome ``password``), and
  KeePass XML ``<Key>Password</Key><Value>…</Value>``.
* **Named product keys**: a product / licence / activation key, a retail or CD key, a Steam key, a
  software serial in 5x5 / 3x5 / 6x4 groups, or an activation code, after its name (not Microsoft's
  published KMS client setup keys).
* **National ids with their check digits**: PESEL (Poland), Aadhaar (India, Verhoeff) and PAN, after
  their name.
* **Unlock patterns** described in words ("top-left, center, bottom-right, …") or digits after "pattern".
* **OAuth headers** (``Authorization: OAuth <token>``) and Yandex OAuth tokens ``y0_…``.
"""

from __future__ import annotations

import re
from bisect import bisect_right
from collections.abc import Callable, Iterator

from zeusmem.rules.secrets import _withheld
from zeusmem.rules.secrets._checks import (
    _PUBLIC_NOTE,
    _REFERENCE,
    _is_placeholder,
    _strong_token,
    _template_at,
    kept_somewhere,
)
from zeusmem.rules.secrets._context import _looks_like_password
from zeusmem.rules.secrets._engine import (
    clause_end,
    finditer_at,
    finditer_before,
    four_digits,
    line_window,
    longest_run,
)
from zeusmem.rules.secrets._prose import _password_ok
from zeusmem.rules.secrets._tokens import _KEY_NOT_SECRET

# --- positional arguments ---------------------------------------------------------------------------
# call name -> index of the secret among the positional arguments
_CALLS = {
    "login": 1, "getconnection": 2, "pdo": 2, "mysqli": 2, "mysqli_connect": 2, "drivermanagerdatasource": 2,
    "credential": 1, "set_credentials": 1, "basic_auth": 1, "httpbasicauth": 1, "httpdigestauth": 1,
    "auth=": 1, "bearer_auth": 0, "with_bearer_token": 0, "bearer": 0,
    # secfp: setters of an access token or API key (SDK configuration: "setAccessToken(…)", "set_api_key(…)"),
    # and a signing key's bytes ("SymmetricSecurityKey(Encoding.UTF8.GetBytes(…))", "SecretKeySpec(…getBytes()")
    "setaccesstoken": 0, "set_access_token": 0, "setapikey": 0, "set_api_key": 0, "setauthtoken": 0,
    "set_auth_token": 0, "getbytes": 0,
}
_CALL = re.compile(
    r"(?<![\w$])(?:new\s++)?(?P<name>login|getconnection|pdo|mysqli|mysqli_connect|drivermanagerdatasource"
    r"|credential|set_credentials|basic_auth|httpbasicauth|httpdigestauth|bearer_auth|with_bearer_token"
    r"|setaccesstoken|set_access_token|setapikey|set_api_key|setauthtoken|set_auth_token|getbytes"
    r"|auth\s*+=)\s*+\("
)
_CALL_HINTS = ("login(", "connection(", "pdo(", "mysqli", "datasource(", "credential(", "credentials(",
               "basic_auth(", "basicauth(", "digestauth(", "auth=(", "auth = (", "bearer_auth(", "bearer_token(",
               "accesstoken(", "access_token(", "apikey(", "api_key(", "authtoken(", "auth_token(", "getbytes(")
# a signing or encryption key's constructor right before ".GetBytes(" (not any string's bytes)
_KEY_BYTES_BEFORE = re.compile(r"(?:securitykey|signingkey|secretkeyspec|hmac\w{0,10}+|symmetrickey)\([^()\n]{0,40}+$")
# PowerShell: ConvertTo-SecureString "…" -AsPlainText (the plain text of a password, in the script)
_SECURE_STRING = re.compile(
    r"convertto-securestring\s++(?:-string\s++)?(?P<q>[\"'])(?P<v>[^\"'\n]{1,200}+)(?P=q)[^\n]{0,40}?-asplaintext"
)
_LITERAL = re.compile(r"\s*+(?:some\(\s*+)?(?P<q>[\"'])(?P<v>(?:(?!(?P=q))[^\\\n]){1,200}+)(?P=q)", re.IGNORECASE)


def _arguments(text: str, i: int) -> list[tuple[int, int]]:
    """The top-level arguments of the call whose "(" is just before ``i``: spans, at most 6."""
    out, depth, start, quote = [], 0, i, ""
    for j in range(i, min(len(text), i + 400)):
        c = text[j]
        if quote:
            if c == quote and text[j - 1] != "\\":
                quote = ""
            continue
        if c in "\"'`":
            quote = c
        elif c in "([{":
            depth += 1
        elif c in ")]}":
            if depth == 0:
                out.append((start, j))
                return out
            depth -= 1
        elif c == "," and depth == 0:
            out.append((start, j))
            start = j + 1
            if len(out) >= 6:
                return out
    return []


def _literal_secret(v: str, bearer: bool) -> bool:
    if _is_placeholder(v) or _REFERENCE.search(v) or _template_at(v, 0) >= 0 or "{" in v or "%s" in v:
        return False
    if bearer:
        return len(v) >= 16 and _strong_token(v)
    return _password_ok(v, True, "weak", "") and not v.lower().startswith(("http", "jdbc:", "mysql:", "pgsql:"))


def _positional(text: str, lowered: str) -> Iterator[tuple[int, int]]:
    if "convertto-securestring" in lowered:
        for m in _SECURE_STRING.finditer(lowered):
            if _literal_secret(text[m.start("v") : m.end("v")], False):
                yield m.span("v")
    if "(" not in text or not any(map(lowered.__contains__, _CALL_HINTS)):
        return
    for m in _CALL.finditer(lowered):
        name = re.sub(r"\s++", "", m["name"])
        index = _CALLS.get(name, -1)
        args = _arguments(text, m.end())
        if index < 0 or len(args) <= index or (name == "login" and len(args) != 2):
            continue
        if name == "getbytes" and not _KEY_BYTES_BEFORE.search(lowered, max(0, m.start() - 80), m.start()):
            continue
        s, e = args[index]
        lit = _LITERAL.match(text, s, e)
        if lit is None or text[lit.end() : e].strip(" )\t\n") or "=" in text[s : lit.start("q")]:
            continue  # not a bare string literal (an expression, a keyword argument)
        if _literal_secret(lit["v"], index == 0):
            yield lit.span("v")


# --- config entries by subscript, headers named a secret, Go DSNs -------------------------------------
_SUBSCRIPT = re.compile(
    r"\[\s*+(?::|[\"'])(?P<k>[A-Za-z0-9_.-]{0,40}?(?:password|passwd|pwd|secret|token|api_?key|private_?key)"
    r"[A-Za-z0-9_]{0,20}+)[\"']?\s*+\]\s*+=\s*+(?P<q>[\"'])(?P<v>[^\"'\n]{4,200}+)(?P=q)",
    re.IGNORECASE,
)
_HEADER = re.compile(
    r"[\"'](?P<k>[A-Za-z0-9-]{0,40}?-(?:secret|password|api-?key|auth-?token|access-?token))[\"']\s*+[:,]\s*+"
    r"[\"'](?P<v>[^\"'\s]{8,200}+)[\"']",
    re.IGNORECASE,
)
_HEADER_HINTS = ("-secret", "-password", "-api", "-auth", "-access")
# (secfp: a password may hold an "@": the last one before "tcp(" ends it)
_GO_DSN = re.compile(r"(?<![\w/.-])[\w.-]{1,32}+:(?P<v>[^\s:/\"'()]{4,64}?)@(?:tcp|unix|udp)\(")


def _value_secret(key: str, v: str) -> bool:
    if _is_placeholder(v) or _REFERENCE.search(v) or _template_at(v, 0) >= 0:
        return False
    low = key.lower()
    if any(w in low for w in ("password", "passwd", "pwd")):
        return _password_ok(v, True, "weak", "")
    return len(v) >= 8 and (_strong_token(v) or (any(c.isdigit() for c in v) and any(c.isalpha() for c in v)))


def _entries(text: str, lowered: str) -> Iterator[tuple[int, int]]:
    if longest_run(text) < 10:  # the shortest: "['pwd']='abcd'"
        return
    if "]" in text and "=" in text:
        for m in _SUBSCRIPT.finditer(text):
            if _value_secret(m["k"], m["v"]):
                yield m.span("v")
    if "-" in text and any(map(lowered.__contains__, _HEADER_HINTS)):
        # a match: a quote, 0-40 name characters, then "-secret", "-password", …: tried there (ASCII: no other
        # character matches the hints' letters ignoring case)
        found = finditer_before(_HEADER, text, _HEADER_HINTS, 1, 41, lowered) if text.isascii() else None
        for m in found or _HEADER.finditer(text):
            if _value_secret(m["k"], m["v"]):
                yield m.span("v")
    if "@" in lowered and ("@tcp(" in lowered or "@unix(" in lowered or "@udp(" in lowered):
        for m in _GO_DSN.finditer(text):
            if _password_ok(m["v"], True, "weak", "") and not _is_placeholder(m["v"]):
                yield m.span("v")


# --- SQL, htpasswd ---------------------------------------------------------------------------------------
_IDENTIFIED = re.compile(
    r"\bidentified\s++(?:with\s++[\w'\"]{1,40}+\s++)?by\s++(?!password\b|values\b)"
    r"(?:'(?P<q1>[^'\n]{1,128}+)'|\"(?P<q2>[^\"\n]{1,128}+)\"|(?P<b>[^\s;'\"]{1,128}+))",
    re.IGNORECASE,
)
_HTPASSWD = re.compile(r"\bhtpasswd((?:\s++-[a-zA-Z]++)++)((?:\s++[^\s;|&]++){1,4}+)")


def _commands(text: str, lowered: str) -> Iterator[tuple[int, int]]:
    if "identified" in lowered:
        for m in _IDENTIFIED.finditer(text):
            g = "q1" if m["q1"] else "q2" if m["q2"] else "b"
            v = m[g]
            if v[0] in ":?$&@" or _is_placeholder(v) or _template_at(v, 0) >= 0 or v.startswith("*"):
                continue
            if _password_ok(v, g != "b", "weak" if g != "b" else "strong", ""):
                yield m.span(g)
    if "htpasswd" in lowered:
        for m in _HTPASSWD.finditer(text):
            flags = m.group(1).replace("-", "")
            if "b" not in flags:
                continue
            args = list(re.finditer(r"[^\s]++", m.group(2)))
            k = 1 if "n" in flags else 2
            if len(args) > k:
                a = args[k]
                s, e = m.start(2) + a.start(), m.start(2) + a.end()
                v = text[s:e].strip("'\"")
                if not v.startswith(("$", "<")) and not _is_placeholder(v) and len(v) >= 4:
                    yield s, e


# --- tables with a password column ----------------------------------------------------------------------
_SECRET_COLUMNS = frozenset(
    """password pass passwd pwd pw login_password passwort kennwort wachtwoord mdp contraseña senha hasło heslo
    şifre sifre пароль 密码 密碼 パスワード 비밀번호 cvv cvc cvv2 cvc2 csc pin login_totp totp""".split()
    + ["mot de passe", "secret key", "api key", "api_key", "secret", "kata laluan", "kata sandi", "mật khẩu"]
    # more languages' names of the column (Hungarian, Romanian, Greek, Nordic, Finnish) and a Wi-Fi sheet's PSK
    + "jelszó jelszo parolă parola κωδικός κωδικος lösenord adgangskode passord salasana psk".split()
    + ["clave"]  # secfix15: Spanish ("Servicio | Usuario | Clave"), read with the shape of a password or a PIN
)
# secfix12: a card's PIN named with its card, in a sheet's header ("PIN karty", "Karten-PIN", "card PIN"): read
# as the "pin" column (4-8 digits)
_CARD_PIN_COLUMNS = frozenset(
    """pin karty|pin kartu|pin karte|karten-pin|kartenpin|card pin|card-pin|pin de la carte|pin carte|pin tarjeta
    |pin de la tarjeta|pin do cartão|pin do cartao|pin della carta|pin carta|kaart-pin|pinpas|kort-pin|kortpin
    |pin-kód karty|pin kod karty|pin-код картки|пин-код карты|пин карты|debit card pin|atm pin|bank pin""".replace(
        "\n    ", ""
    ).split("|")
)
_SECRET_COLUMNS = _SECRET_COLUMNS | _CARD_PIN_COLUMNS
_DELIMITERS = (",", ";", "\t", "|")
# a header cell that names a secret column, between delimiters (or a line's ends); after the name, spaces only:
# a tab is the next cell's delimiter (``[ \t]*+`` took it, and a TSV header's password column was only found
# when it was the last one)
_HEADER_CELL = re.compile(
    r"(?:^|[,;\t|])[ \t]*+[\"']?(?:password|pass|passwd|pwd|pw|login_password|passwort|kennwort|wachtwoord|mdp"
    r"|mot de passe|contraseña|senha|hasło|heslo|şifre|sifre|пароль|密码|密碼|パスワード|비밀번호|cvv2?|cvc2?|csc"
    # secfix12: a card's PIN named with its card (``_CARD_PIN_COLUMNS``; two branches, not one per name: the
    # pattern is tried at every delimiter of a text)
    r"|pin(?:[ -](?:karty|kartu|karte|de la carte|carte|de la tarjeta|tarjeta|do cartão|do cartao|della carta"
    r"|carta|kód karty|kod karty|код картки))?|(?:karten-?|card[ -]|kaart-|kort-?|debit card |atm |bank )pin"
    r"|pinpas|пин(?:-код)? карты"
    r"|login_totp|totp|secret(?: key)?|api[ _]key|kata laluan|kata sandi|mật khẩu|jelszó|jelszo|parolă|parola"
    r"|κωδικός|κωδικος|lösenord|adgangskode|passord|salasana|psk|clave)[\"']?[ ]*+(?:[,;\t|]|$)",
    re.MULTILINE,
)
# the same led by a character, a delimiter or the line break before a line's start (for "^"): the engine skips to
# those characters at C speed instead of trying the pattern at every position of the text
_HEADER_CELL_LED = re.compile(r"[,;\t|\n]" + _HEADER_CELL.pattern.removeprefix(r"(?:^|[,;\t|])"), re.MULTILINE)


def _header_starts(lowered: str) -> list[int]:
    """Where header cells start, a line's at least (only the lines they are on are used): those of
    ``_HEADER_CELL_LED`` (after its line break) and the text's first character's."""
    starts = [m.start() + (lowered[m.start()] == "\n") for m in _HEADER_CELL_LED.finditer(lowered)]
    if _HEADER_CELL.match(lowered) is not None:
        starts.append(0)
    return starts


# substrings one of which every such header holds (C-speed ``in`` checks before the regex)
_COLUMN_HINTS = (
    "password", "passwd", ",pass", "pass,", ";pass", "pass;", "\tpass", "pass\t", "|pass", "pass |", "pwd", ",pw",
    "pw,", "\tpw", "pw\t", "cvv", "cvc", "csc", ",pin", "pin,", "\tpin", "pin\t", ";pin", "pin;", "totp",
    "secret", "api_key", "api key", "mdp", "senha", "contrase", "kennwort", "wachtwoord", "hasło", "heslo",
    "şifre", "sifre", "пароль", "密", "パスワード", "비밀번호", "kata laluan", "kata sandi", "mật khẩu", "jelsz",
    "parol", "κωδικ", "lösenord", "adgangskode", "passord", "salasana", "psk",
    # secfix12: a card's PIN column ("PIN karty" after a delimiter is ";pin" above; "Karten-PIN", "card PIN" at
    # a line's end): three more ``in`` checks, not one per name (each costs ~1 us per 2 KB of chat)
    "-pin", "pin\n", "pin\r",
    # secfix15: a Markdown header's "| Passwort |" (none of the hints above: "| pass" has a space), Spanish "Clave"
    "passwort", "clave",
)
# a root each of ``_COLUMN_HINTS`` holds: a text with none of them holds no hint (16 C passes instead of 41 for
# the many texts with a line break and a comma); the roots in other scripts only for a text that is not ASCII
_COLUMN_ROOTS = ("pass", "pw", "cvv", "cvc", "csc", "pin", "totp", "secret", "api", "mdp", "senha", "contrase",
                 "kennwort", "wachtwoord", "heslo", "sifre", "kata", "jelsz", "parol", "adgangskode", "salasana", "psk",
                 "clave")
_COLUMN_ROOTS_INTL = ("hasło", "şifre", "пароль", "密", "パスワード", "비밀번호", "mật khẩu", "κωδικ", "lösenord")
# words of a remark (how one logs in, where the password is), never all of a passphrase's words
_REMARK_WORDS = frozenset(
    "via with using through in on at by from see ask same as no not none sso"
    # secfix15: the same remarks in German, French, Spanish, Portuguese, Italian ("im Tresor", "siehe Aufkleber")
    " im siehe bei beim auf unter mit dans voir sur avec chez en ver véase con em na no nel nella sul vedi".split()
)
_CELL_HASH = re.compile(r"\$(?:2[abxy]|argon2|pbkdf2|[156])\$|^\*[0-9A-F]{40}$|^[0-9a-f]{32,128}$")


def _cell_secret(column: str, v: str) -> bool:
    if not v or _is_placeholder(v) or _REFERENCE.search(v) or _CELL_HASH.search(v):
        return False
    if v.startswith("(") and v.rstrip(".").endswith(")"):  # "(in the password manager)": a remark in the cell
        return False
    if kept_somewhere(v) or _withheld.withheld(v):
        return False  # secfix18: "v trezoru", "in de kluis": where it is kept, written in the cell
    if " " in v and not _REMARK_WORDS.isdisjoint(v.lower().split()):
        return False  # secfp: "SSO via Google", "sign in with Okta": how one logs in, written in the cell
    if column in ("cvv", "cvc", "cvv2", "cvc2", "csc"):
        return v.isdigit() and len(v) in (3, 4)
    if column == "pin":
        return v.isdigit() and 4 <= len(v) <= 8 and len(set(v)) > 1
    if column == "clave":  # "key" as well ("Clave | Valor"): a password's shape, or a PIN
        return (v.isdigit() and 4 <= len(v) <= 8 and len(set(v)) > 1) or _looks_like_password(v)
    if column in ("totp", "login_totp"):
        return len(v) >= 16 and v.replace(" ", "").isalnum()
    return _password_ok(v, True, "weak", "") or _cell_run(v)


def _cell_run(v: str) -> bool:
    """secfix18: a password of words in a password column ("sable.walnut.willow55", "QuartzWillowOrbitCobalt"): the
    run of words ``_score`` reads after a password word (words joined by one separator with a number, or run together
    in capitals)."""
    from zeusmem.rules.secrets._score import _run_token

    return " " not in v and (_run_token(v) or _JOINED_WORDS.fullmatch(v) is not None)


# three to five lower-case words joined by one separator, a number glued to the last ("sable.walnut.willow55")
_JOINED_WORDS = re.compile(r"[a-z]{3,10}+(?P<sep>[.+_-])[a-z]{3,10}+(?:(?P=sep)[a-z]{3,10}+){1,3}+\d{1,4}+[!?#$%&*]?")


def _split(line: str, d: str) -> list[str]:
    cells = line.split(d)
    if d == "|":
        cells = [c for c in cells]
        if cells and not cells[0].strip():
            cells = cells[1:]
        if cells and not cells[-1].strip():
            cells = cells[:-1]
    return cells


def _tables(text: str, lowered: str) -> Iterator[tuple[int, int]]:
    if "\n" not in text or not any(map(text.__contains__, _DELIMITERS)):
        return
    if not any(map(lowered.__contains__, _COLUMN_ROOTS)) and (
        lowered.isascii() or not any(map(lowered.__contains__, _COLUMN_ROOTS_INTL))
    ):
        return
    # (secfix12: the header cells first, then the hints: the same condition, but the regex, led by a delimiter, costs
    # ~20-30 us per 2 KB and the ~50 ``in`` checks of a text that holds no hint ~70 us; most texts hold neither)
    if not (header_starts := _header_starts(lowered)) or not any(map(lowered.__contains__, _COLUMN_HINTS)):
        return
    lines = text.split("\n")
    offsets = [0]
    for line in lines[:-1]:
        offsets.append(offsets[-1] + len(line) + 1)
    # header lines: those a header cell is on (found by one regex pass, not line by line)
    candidates = sorted({bisect_right(offsets, s) - 1 for s in header_starts})
    done = 0
    for h in candidates:
        if h < done or h >= len(lines) - 1:
            continue
        header = lines[h]
        h += 1
        for d in _DELIMITERS:
            if header.count(d) < 1 + (d == "|"):
                continue
            names = [c.strip().strip("\"'").lower() for c in _split(header, d)]
            names = ["pin" if n in _CARD_PIN_COLUMNS else n for n in names]
            cols = [i for i, n in enumerate(names) if n in _SECRET_COLUMNS]
            if not cols or len(names) < 2:
                continue
            for r in range(h, min(len(lines), h + 200)):
                row = lines[r]
                done = r + 1  # the rows of this table are no header of another (linear time)
                if not row.strip() or set(row.strip()) <= set("|-:+ "):
                    continue
                cells = _split(row, d)
                if len(cells) != len(names):
                    break
                pos = offsets[r] + (row.index("|") + 1 if d == "|" and row.lstrip().startswith("|") else 0)
                starts, p = [], pos
                for c in cells:
                    starts.append(p)
                    p += len(c) + 1
                for i in cols:
                    raw = cells[i]
                    v = raw.strip().strip("\"'")
                    if _cell_secret(names[i], v):
                        s = starts[i] + raw.index(v)
                        yield s, s + len(v)
            break


# A sheet of door / gate / alarm codes: a "code" (or "combination", "PIN code"...) column in a header that names a
# lock ("Building<TAB>Door<TAB>Code"); its cells are numbers of 4-8 digits (a keypad's "#" after one).
_CODE_COLUMNS = frozenset(("code", "codes", "door code", "gate code", "alarm code", "keypad code", "access code",
                           "lock code", "entry code", "pin code", "combination", "combo"))
_LOCK_WORDS = ("door", "gate", "entrance", "alarm", "keypad", "lock", "safe", "building", "garage", "intercom")
_CODE_CELL = re.compile(r"\d{4,8}[#*]?")


def _code_tables(text: str, lowered: str) -> Iterator[tuple[int, int]]:
    if "\n" not in text or ("code" not in lowered and "combo" not in lowered and "combination" not in lowered):
        return
    if not any(map(lowered.__contains__, _LOCK_WORDS)) or not any(map(text.__contains__, _DELIMITERS)):
        return
    done = 0
    for word in ("code", "combo", "combination"):  # a header line holds one of them: only those lines are read
        i = lowered.find(word)
        while i >= 0:
            start = lowered.rfind("\n", 0, i) + 1
            end = lowered.find("\n", i)
            if start >= done and end > 0:
                header = _code_header(lowered[start:end])
                if header is not None:
                    for s, e in _code_rows(text, end + 1, *header):
                        done = e
                        yield s, e
            i = lowered.find(word, max(i + 1, end))
            if end < 0:
                break


def _code_header(line: str) -> tuple[str, list[int], int] | None:
    """(delimiter, code columns, cells) of a header line that names a code column and a lock."""
    if not any(map(line.__contains__, _LOCK_WORDS)):
        return None
    for d in ("\t", ";", ",", "|"):
        if d in line:
            names = [c.strip().strip("\"'") for c in line.split(d)]
            cols = [i for i, n in enumerate(names) if n in _CODE_COLUMNS]
            if cols:
                return d, cols, len(names)
    return None


def _code_rows(text: str, pos: int, d: str, cols: list[int], width: int) -> Iterator[tuple[int, int]]:
    """The codes in the rows from ``pos`` on, up to the first row of another width."""
    while pos < len(text):
        end = text.find("\n", pos)
        end = len(text) if end < 0 else end
        cells = text[pos:end].split(d)
        if len(cells) != width:
            return
        p, starts = pos, []
        for c in cells:
            starts.append(p)
            p += len(c) + 1
        for i in cols:
            v = cells[i].strip()
            if _CODE_CELL.fullmatch(v) and len(set(v.rstrip("#*"))) > 1:
                s = starts[i] + cells[i].index(v)
                yield s, s + len(v)
        pos = end + 1


_KEEPASS = re.compile(
    r"<key>\s*+(?:password|pass|pwd)\s*+</key>\s*+<value(?:\s[^>]{0,80}+)?>(?P<v>[^<]{1,200}+)</value>"
    r"|<(?P<t>password|passwd|pwd)>(?P<w>[^<\n]{1,200}+)</(?P=t)>"
)


def _xml(text: str, lowered: str) -> Iterator[tuple[int, int]]:
    if "</" not in text or ("password" not in lowered and "pwd" not in lowered and "passwd" not in lowered):
        return
    for m in _KEEPASS.finditer(lowered):
        g = "v" if m["v"] is not None else "w"
        v = text[m.start(g) : m.end(g)]
        if not _is_placeholder(v) and not _REFERENCE.search(v) and _password_ok(v, True, "weak", ""):
            yield m.span(g)


# --- named product keys --------------------------------------------------------------------------------
_PRODUCT_LABEL = re.compile(
    r"(?<![a-z])(?:product|licen[cs]e|activation|retail|cd|steam|game|registration|serial)"
    r"(?:[ _-]?(?:key|code|serial|number|no\.?))?(?![a-z])"
)
_PRODUCT_HINTS = (
    "product", "licen", "activation", "retail", "cd key", "cd-key", "steam", "game key", "registration", "serial"
)
_GROUPED_KEY = re.compile(
    r"(?<![A-Za-z0-9-])(?:[A-Z0-9]{5}(?:-[A-Z0-9]{5}){2,5}|[A-Z0-9]{4}(?:-[A-Z0-9]{4}){3,7}|[A-Z0-9]{6}(?:-[A-Z0-9]{6}){2,5})"
    r"(?![A-Za-z0-9-])"
)
_ACTIVATION = re.compile(r"(?<![A-Za-z0-9-])[A-Z0-9]{6,12}-[A-Za-z0-9+/=_-]{40,}")
_PUBLISHED_KEY = re.compile(r"kms|gvlk|volume licen|generic key|client setup key|published|public")


def _product_labels(lowered: str) -> Iterator[re.Match[str]]:
    """The product-key labels: found by ``str.find`` on each hint, then matched there (no regex scan)."""
    starts = set()
    for h in _PRODUCT_HINTS:
        i = lowered.find(h[:4])
        while i >= 0:
            if i == 0 or not lowered[i - 1].isalpha():
                starts.add(i)
            i = lowered.find(h[:4], i + 1)
    for i in sorted(starts):
        m = _PRODUCT_LABEL.match(lowered, i)
        if m is not None:
            yield m


def _product_keys(text: str, lowered: str) -> Iterator[tuple[int, int]]:
    if longest_run(text) < 17 or "-" not in text or not any(map(lowered.__contains__, _PRODUCT_HINTS)):
        return
    for m in _product_labels(lowered):
        line_start, line_end = line_window(lowered, m.start(), m.end(), 120, 160)
        if _PUBLISHED_KEY.search(lowered, line_start, line_end):
            continue
        stop = min(line_end, m.end() + 80)
        for k in (_GROUPED_KEY.search(text, m.end(), stop), _ACTIVATION.search(text, m.end(), stop)):
            if k is None:
                continue
            v = k.group().replace("-", "")
            digits = sum(c.isdigit() for c in v)
            if len(set(v)) < 6 or digits == 0:
                continue
            if digits == len(v) and k.group().count("-") < 4:  # an all-digit serial: 5 groups or more
                continue
            if k.re is _ACTIVATION and not _strong_token(k.group().split("-", 1)[1]):
                continue
            yield k.span()
            break


# --- national ids with check digits ------------------------------------------------------------------
_PESEL = re.compile(r"(?<!\d)\d{11}(?!\d)")
_AADHAAR = re.compile(r"(?<!\d)(?<!\d )[2-9]\d{3}[ -]?\d{4}[ -]?\d{4}(?![\d])")
_PAN = re.compile(r"(?<![A-Z0-9])[A-Z]{3}[PCHFATBLJG][A-Z]\d{4}[A-Z](?![A-Z0-9])")
_PAN_LABEL = re.compile(r"(?<![a-z])pan(?![a-z])")
_VERHOEFF_D = [
    [0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 0, 6, 7, 8, 9, 5], [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
    [3, 4, 0, 1, 2, 8, 9, 5, 6, 7], [4, 0, 1, 2, 3, 9, 5, 6, 7, 8], [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
    [6, 5, 9, 8, 7, 1, 0, 4, 3, 2], [7, 6, 5, 9, 8, 2, 1, 0, 4, 3], [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
    [9, 8, 7, 6, 5, 4, 3, 2, 1, 0],
]
_VERHOEFF_P = [
    [0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 5, 7, 6, 2, 8, 3, 0, 9, 4], [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
    [8, 9, 1, 6, 0, 4, 3, 5, 2, 7], [9, 4, 5, 3, 1, 2, 6, 8, 7, 0], [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
    [2, 7, 9, 3, 8, 0, 6, 4, 1, 5], [7, 0, 4, 6, 9, 1, 3, 2, 5, 8],
]


def _verhoeff_ok(d: str) -> bool:
    c = 0
    for i, ch in enumerate(reversed(d)):
        c = _VERHOEFF_D[c][_VERHOEFF_P[i % 8][int(ch)]]
    return c == 0


def _pesel_ok(d: str) -> bool:
    w = (1, 3, 7, 9, 1, 3, 7, 9, 1, 3)
    month = int(d[2:4]) % 20
    return 1 <= month <= 12 and (10 - sum(int(a) * b for a, b in zip(d, w, strict=False)) % 10) % 10 == int(d[10])


def _national_ids(text: str, lowered: str) -> Iterator[tuple[int, int]]:
    if not four_digits(text):
        return
    if "pesel" in lowered:
        for lab in re.finditer(r"pesel", lowered):
            m = _PESEL.search(text, lab.end(), lab.end() + 60)
            if m is not None and _pesel_ok(m.group()):
                yield m.span()
    if "aadhaar" in lowered or "aadhar" in lowered or "आधार" in lowered:
        for lab in re.finditer(r"aadhaa?r|आधार", lowered):
            m = _AADHAAR.search(text, lab.end(), lab.end() + 60)
            if m is not None and _verhoeff_ok(re.sub(r"[ -]", "", m.group())):
                yield m.span()
    if " pan" in lowered or "pan:" in lowered or lowered.startswith("pan"):
        anywhere = None  # whether the text holds a PAN's shape at all: looked for once a label has one after it
        for lab in finditer_at(_PAN_LABEL, lowered, ("pan",)):
            m = _PAN.search(text, lab.end(), lab.end() + 40)
            if m is not None and (anywhere := anywhere or _PAN.search(text) is not None):
                yield m.span()


# --- unlock patterns ----------------------------------------------------------------------------------
_PATTERN_LABEL = re.compile(r"(?:unlock|lock[ -]?screen|screen[ -]?lock|phone|android)\s++pattern")
_POSITION = (
    r"(?:(?:top|bottom|middle|upper|lower|centre|center)(?:[ -](?:left|right|middle|centre|center))?|left|right)"
)
_POSITIONS = re.compile(_POSITION + r"(?:\s*+(?:,|->|→|>|then)\s*+" + _POSITION + r"){3,9}+")
_DIGIT_PATTERN = re.compile(r"[1-9](?:\s*+(?:-|->|→|>|,)\s*+[1-9]){3,8}+(?![\d])")


_PATTERN_HINTS = ("unlock", "lock", "phone", "android")


def _patterns(text: str, lowered: str) -> Iterator[tuple[int, int]]:
    if "pattern" not in lowered or not any(map(lowered.__contains__, _PATTERN_HINTS)):
        return
    for m in _PATTERN_LABEL.finditer(lowered):
        stop = min(len(lowered), m.end() + 40)
        for rx in (_POSITIONS, _DIGIT_PATTERN):
            p = rx.search(lowered, m.end(), stop + 200 if rx is _POSITIONS else stop)
            if p is not None and p.start() < stop:
                yield p.span()
                break


# --- a token named by its service: "Cloudflare API token (Zone:DNS edit) → …", "the Datadog key, current one
# is …", "Okta API token ops created yesterday: …": a capitalised name, "key" or "token", then in the same
# clause a connector and a strong random value of 32 characters or more.
_NAMED = re.compile(
    r"(?<![\w-])(?P<name>[A-Z][A-Za-z0-9]{2,20}+)(?:[ -](?:api|access|auth|admin|app|application|bot|service|personal"
    r"|account))?[ -](?:key|token)(?![\w-])"
)
_NAMED_NOT = re.compile(
    r"(?i)^(?:public|publishable|ssh|gpg|pgp|host|license|licence|product|primary|foreign|sort|hash|cache|partition"
    r"|idempotency|registry|object|map|hot|house|car|door|room|music|next|page|cursor|continuation|csrf|xsrf|cancel"
    r"|refresh|the|a|an|my|your|our|this|that|new|old|setup|kms|recovery|session|id)$"
)
_CONNECTED_VALUE = re.compile(r"(?:\bis|:|=|→|->|—|=>)\s*+[\"'`]?(?P<v>[A-Za-z0-9][A-Za-z0-9_.~+/=-]{31,200}+)")
_CLAUSE = re.compile(r"[.!?](?:\s|$)|\n")
_UUID = re.compile(r"[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}", re.IGNORECASE)


def _named_tokens(text: str, lowered: str) -> Iterator[tuple[int, int]]:
    if longest_run(text) < 32 or (" key" not in text and " token" not in text and "-key" not in text
                                  and "-token" not in text):
        return
    for m in _NAMED.finditer(text):
        word_start = m.end() - (3 if m.group().endswith("key") else 5)
        if _NAMED_NOT.match(m["name"]) or _KEY_NOT_SECRET.search(lowered, max(0, word_start - 24), word_start):
            continue
        stop = clause_end(text, _CLAUSE, m.end(), min(len(text), m.end() + 80))
        v = _CONNECTED_VALUE.search(text, m.end(), stop)
        if v is None:
            continue
        value = v["v"].rstrip(".,;:")
        if _PUBLIC_NOTE.search(lowered, m.end(), v.start("v")):
            continue  # secfp: "the app's API key (client id) is …": public by design
        if _UUID.fullmatch(value) or _is_placeholder(value) or _REFERENCE.search(value) or value.lower().startswith(
            ("sha", "md5")
        ) or lowered.endswith(("sha256:", "sha1:", "md5:"), 0, v.start("v")):  # "SHA256:LfYC…": a fingerprint
            continue
        if _strong_token(value):
            yield v.start("v"), v.start("v") + len(value)


# --- OAuth headers, Yandex tokens ---------------------------------------------------------------------
_OAUTH = re.compile(r"authorization[\"']?\s*+[:=]\s*+[\"']?oauth\s++(?P<v>[A-Za-z0-9_.~+/-]{20,400}+)", re.IGNORECASE)
_BEARER_CONCAT = re.compile(r"bearer\s*+[\"']\s*+\+\s*+[\"'](?P<v>[A-Za-z0-9_.~+/=-]{16,400}+)[\"']", re.IGNORECASE)
_YANDEX = re.compile(r"(?<![\w-])(?:y[0-3]_[A-Za-z0-9_-]{50,120}+|AQVN[A-Za-z0-9_-]{35,38}+)(?![\w-])")


def _oauth(text: str, lowered: str) -> Iterator[tuple[int, int]]:
    if longest_run(text) < 16:
        return
    if "oauth" in lowered:
        for m in _OAUTH.finditer(text):
            if _strong_token(m["v"]) and not _is_placeholder(m["v"]):
                yield m.span("v")
    if "bearer" in lowered and "+" in text:  # "Bearer " + "<token>"
        for m in _BEARER_CONCAT.finditer(text):
            if _strong_token(m["v"]) and not _is_placeholder(m["v"]):
                yield m.span("v")
    if longest_run(text) >= 39 and (  # the shortest: "AQVN" and 35 more
        ("_" in text and ("y0_" in text or "y1_" in text or "y2_" in text or "y3_" in text)) or "AQVN" in text
    ):
        for m in finditer_at(_YANDEX, text, ("y0_", "y1_", "y2_", "y3_", "AQVN")):
            if _strong_token(m.group()):
                yield m.span()


# each scanner of this module and the kind of what it finds, in the order they run
_SCANNERS: tuple[tuple[Callable[[str, str], Iterator[tuple[int, int]]], str], ...] = (
    (_positional, "password_in_prose"),
    (_entries, "generic_secret"),
    (_commands, "password_in_prose"),
    (_tables, "password_in_prose"),
    (_code_tables, "password_in_prose"),
    (_xml, "password_in_prose"),
    (_product_keys, "product_key"),
    (_national_ids, "national_id"),
    (_patterns, "unlock_pattern"),
    (_named_tokens, "generic_secret"),
    (_oauth, "oauth_token"),
)


def scan(text: str, lowered: str) -> Iterator[tuple[int, int, str]]:
    for rule, kind in _SCANNERS:
        for s, e in rule(text, lowered):
            yield s, e, kind
