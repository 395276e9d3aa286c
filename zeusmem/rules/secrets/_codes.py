"""Everyday secrets told without a code word: a lock "set to" a number, the answer to a security question.

* "The hotel room safe is set to 9066", "the padlock on the shed opens with 4417", "garage keypad programmed to
  55190" (an alarm clock "set to 0630" is no lock: an alarm counts as its code, panel or system):
  a lock noun, a verb that sets or opens it, then a number of 4-8 digits (not a year after "since", not a
  unit: "set to 2024 mode" is no code because a lock noun must come first).
* "Security question answer (mother's maiden name) is 'Kowalczyk'", "memorable word: Bramble": after a name
  of a security question's answer, in the same clause, a quoted value or one capitalised word that ends the
  clause. The answer authenticates like a password (docs/secrets.md); talk about answers ("security answers
  are stored in the vault", "the answer was not given") holds neither.
* "Agent: please read me the code we just texted you.\nCustomer: it's 912920", "客服：请提供您收到的验证码。\n用户：
  640174": a speaker's line that asks for a secret (a password word of ``_lexicon``, a PIN, a one-time code
  sent by SMS, a security word or a security question) and the next line, another speaker's, whose reply is the
  value: a number of 4-10 digits, a token shaped like a password, or (for a word or a question's answer) a
  reply of one to three words and nothing else. A reply that refuses ("no, I won't"), a number of another kind
  ("ends in 4821") or a question that names no secret ("the order number?") holds none.
* "security question mother's maiden name: Kowalski", "question secrète : nom de mon premier animal = Pistache",
  "秘密の質問「…」の答えは ポチ", "Security answers:\nQ1 first school: St Brigid's": after the name of a security
  question in one of sixteen languages (``_lexicon.QUESTION_WORDS``), the value after the line's last separator
  (":", "=", "->", a dash, "is", a word for "answer"), or of each "name: value" line under a label that ends
  with a colon: one to four words up to the line's end, a parenthesis or a comma, none of them a password word
  or a reference ("answers are in 1Password", "respondo con texto aleatorio" hold none: no separator, or more
  than four words).
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from zeusmem.rules.secrets import _lexicon, _prose
from zeusmem.rules.secrets._checks import kept_somewhere
from zeusmem.rules.secrets._context import _looks_like_password
from zeusmem.rules.secrets._engine import _ALNUM, _anchor, _anchor_hits, _near, _word_starts, four_digits

_LOCK_BEFORE = re.compile(
    r"(?<![a-z])(?:safe|padlock|lockbox|key ?box|keypad|alarm (?:code|panel|system)|smart ?lock|door ?lock"
    r"|bike ?lock|locker|lock)(?:\s++(?:code|combination|combo|pin))?(?:\s++(?:on|of|in|at|for|the|my|our|his|her"
    r"|their|shed|garage|gate|door|room|box|front|back|side|hotel|gym|bike)){0,3}+"
    r"\s++(?:is\s++|was\s++|has\s++been\s++|got\s++)?$"
)
_VERBS = ("set ", "programmed ", "changed ", "reset ", "opens with ", "unlocks with ")
# "about the hotel safe: I set it to 1626": the lock is named earlier in the message, anywhere in the 80
# characters before "it"
_LOCK_EARLIER = re.compile(
    r"(?<![a-z])(?:safe|padlock|lockbox|key ?box|keypad|alarm (?:code|panel|system)|smart ?lock|door ?lock"
    r"|bike ?lock|locker|lock)(?![a-z])"
)
_VERB_STARTS = tuple(v[:3].encode() for v in _VERBS)
_LOCK_NOUNS = ("safe", "lock", "keypad", "key box", "keybox", "alarm")  # one of them is in every _LOCK_BEFORE match
_NUMBER = re.compile(r"(?P<s>\d{4,8}+)#?(?![\d.,:/-]\d|\d|\w)")

_ANSWER_LABEL = re.compile(
    r"(?:security|secret|memorable)(?:[ -]question)?[ -](?:answers?|word)|answer\s++to\s++(?:the|my|his|her|their"
    r"|your)\s++(?:security|secret)\s++question|(?:security|secret)\s++question(?:\s++\([^()\n]{1,60}+\))?"
    r"\s*+(?:answer)?\s*+[:=]"
)
_ANSWER_ANCHOR = _anchor("security|secret|memorable|answer to")
_CLAUSE = re.compile(r"[.!?;](?:\s|$)|\n")
_CONNECTED = re.compile(
    r"(?:\bis|\bwas|[:=—-])\s*+(?:(?P<q>['\"‘“])(?P<v>[^'\"’”\n]{2,40}+)['\"’”]|(?P<w>[A-Z][\w'-]{1,30}+)(?=[\s]*+(?:[.,;)!]|—|$))"
    # secfix25: a word told, then a remark after a spaced dash ("memorable word is harvest - it was on a card"); in
    # lower case too, when no word of the sentence
    r"|(?P<d>[A-Za-z][\w'’]{2,30}+)(?=[ \t]++[-–][ \t]))"
)
_NAMED_ANSWER = re.compile(
    r"(?:^|(?<=[\s:,]))(?P<n>(?:[a-z][a-z'’]*+\s++){0,3}+)(?P<q>['\"‘“])(?P<v>[^'\"’”\n]{2,40}+)['\"’”](?=[\s,.;)]|$)"
)
_NOT_QUESTION = frozenset(
    "stored kept saved in at see on under with by from to is are was were not no none the a an stored".split()
)
_NOT_ANSWER = frozenset("Not None Unknown Stored Saved Kept Set Same Different Optional Required Empty N/A".split())


def _set_codes(lowered: str, starts: set[bytes]) -> Iterator[tuple[int, int]]:
    for verb, key in zip(_VERBS, _VERB_STARTS, strict=True):
        if key not in starts:  # no word starts like the verb: no pass over the text for it
            continue
        i = lowered.find(verb)
        while i >= 0:
            j = i + len(verb)
            it = not verb.endswith("with ") and lowered.startswith("it to ", j)
            if not (it or verb.endswith("with ") or lowered.startswith("to ", j)):
                i = lowered.find(verb, i + 1)
                continue
            before = lowered[max(0, i - (80 if it else 48)) : i]
            if any(map(before.__contains__, _LOCK_NOUNS)) and (
                _LOCK_EARLIER.search(before) if it else _LOCK_BEFORE.search(before)
            ) is not None:
                at = j + (6 if it else 0 if verb.endswith("with ") else 3)
                at += 5 if lowered.startswith("code ", at) else 0
                n = _NUMBER.match(lowered, at)
                if n is not None and len(set(n["s"])) > 1:
                    yield n.span("s")
            i = lowered.find(verb, i + 1)


def _answers(text: str, lowered: str) -> Iterator[tuple[int, int]]:
    for m in _near(_ANSWER_LABEL, lowered, lowered, _ANSWER_ANCHOR, _ALNUM):
        stop = m.end() + 80
        c = _CLAUSE.search(lowered, m.end(), min(len(lowered), stop))
        stop = c.start() + 1 if c is not None else min(len(text), stop)
        v = _CONNECTED.search(text, m.end() - (1 if lowered[m.end() - 1] in ":=" else 0), stop)
        if v is None:
            # "the security answers are: first pet 'Biscuit47', school '…'", "memorable word 'X'": each answer
            # quoted after its question's short name (no verb or preposition in it: "stored in 'Vault'" is none)
            for q in _NAMED_ANSWER.finditer(text, m.end(), stop):
                if _NOT_QUESTION.isdisjoint(q["n"].lower().split()) and "answer" not in q["v"].lower():
                    yield q.span("v")
            continue
        if v["v"] is not None and "answer" not in v["v"].lower():
            yield v.span("v")
        elif v["w"] is not None and v["w"] not in _NOT_ANSWER:
            yield v.span("w")
        elif v["d"] is not None and v["d"].title() not in _NOT_ANSWER and v["d"].lower() not in _prose._STOPWORDS:
            yield v.span("d")


# a speaker's line: an optional "[chat]" tag, a name of up to 30 characters, a colon; then what was said
_TURN = re.compile(
    r"^[^\S\n]*+(?:\[[^\]\n]{1,20}+\][^\S\n]*+)?(?P<who>[^\n:：\[]{1,30}+)[^\S\n]*+[:：][^\S\n]*+(?P<said>[^\n]*+)",
    re.M,
)
# what asks for a secret besides a password word: a PIN, a code sent by SMS or for verification, a security
# word or question (lower case; matched anywhere in the asking line, so inflected and compound forms count:
# "Telefon-Kennwort", "şifrenizi", "SMS-a")
_ASKED = (
    "pin", "passcode", "sms", "texted", "text message", "otp", "tan ", "verification code", "security code",
    "one-time", "security number", "kodowe", "кодовое слово", "код из", "验证码", "驗證碼", "認証コード", "인증번호",
    "인증 번호", "security word", "memorable", "security check", "security question",
)
_ASKED_WORDS = tuple(w for w in _lexicon.WORDS if len(w) > 3 or not w.isascii()) + _ASKED
# found with ``str.find`` (``_engine._anchor_hits``); a hit of a Latin-script word must start a word ("pin" is in
# "shopping"), others count anywhere
_ASKED_ANCHOR = _anchor("|".join(re.escape(w) for w in sorted(set(_ASKED_WORDS), key=len, reverse=True)))
_WORD_ASKED = ("word", "security check", "security question", "слово", "question")
_FILLER = re.compile(
    r"(?:(?:yes|yeah|yep|sure|ok|okay|sí|si|oui|ja|да|evet|sim)[,.!]?\s++)?(?:it'?s|it is|that'?s|es|é|c'est"
    r"|das ist|это)?\s*+",
    re.I,
)
_DIGIT = re.compile(r"\d")
_MAX_REPLY = 64  # characters of a reply line, its speaker's name included
_SPEAKER = re.compile(r"[^\W\d_](?:[^\W\d_]|[ .'’-](?=[^\W\d_])){0,29}+\s*+")
_REPLY_NUMBER = re.compile(r"(?P<v>\d{4,10}+)(?![\d/.:-]\d|\d)")
_REPLY_WORDS = re.compile(r"(?P<v>[^\W\d_][\w'’.-]*+(?:[^\S\n][^\W\d_][\w'’.-]*+){0,2}+)[.!]?[^\S\n]*+$")
_NOT_REPLY = frozenset(
    "no nope not sorry never none nothing what why wait hold hmm idk i i'm im one sec dunno".split()
)


def _asked(text: str, lowered: str) -> Iterator[tuple[int, int]]:
    """The value given on a reply line to a line that asked for a secret (see the module's docstring)."""
    # lines are cut by ``str.split``; a short line with a speaker's colon whose reply has a value's shape is the
    # only one whose previous line is read (a chat log's turns are sentences: no pattern runs on most)
    lines = text.split("\n")
    pos = len(lines[0]) + 1
    for i in range(1, len(lines)):
        line = lines[i]
        if (
            ":" in line or "：" in line
        ) and (
            len(line) <= _MAX_REPLY
            and 0 < (c := line.find(":") if ":" in line else line.find("：")) <= 40
            # a value, a few words, or a digit early: "Customer: it's 912920", "Me: yes it's 133460"
            and (line.count(" ", c) <= 4 or _DIGIT.search(line, c, c + 20) is not None)
            # the line before is a speaker's sentence: a colon early, then words (a config's "key: value" is not)
            and _sentence_after_colon(lines[i - 1])
            and (reply := _TURN.match(text, pos)) is not None
            and _SPEAKER.fullmatch(reply["who"]) is not None
            and (ask := _TURN.match(text, pos - 1 - len(lines[i - 1]))) is not None
            and ask.end() == pos - 1
            and _SPEAKER.fullmatch(ask["who"]) is not None
            and ask["who"].strip().lower() != reply["who"].strip().lower()
        ):
            said = lowered[ask.start("said") : ask.end("said")]
            # a question has words (three at least, or a sentence of an unspaced script) and names a secret
            if (
                (said.count(" ") >= 2 or not said.isascii()) and _asks(said)
                and (value := _reply_value(text, reply)) is not None
            ):
                s, e, words = value
                if not words or any(k in said for k in _WORD_ASKED):
                    yield s, e
        pos += len(line) + 1


def _sentence_after_colon(line: str) -> bool:
    c = line.find(":") if ":" in line else line.find("：")
    return 0 < c <= 40 and (line.count(" ", c + 2) >= 2 or not line.isascii())


def _asks(said: str) -> bool:
    """Whether a line names a secret asked for (a word of the Latin script must start a word: "shopping")."""
    return any(
        not (h and said[h].isascii() and said[h - 1].isalpha()) for h in _anchor_hits(_ASKED_ANCHOR, said)
    )


def _reply_value(text: str, reply: re.Match[str]) -> tuple[int, int, bool] | None:
    """What ``reply`` gives, if it has a value's shape: a number, a token shaped like a password, or one to three
    words and nothing else (the last flag: a word, which answers only a question asking for a word)."""
    f = _FILLER.match(text, reply.start("said"), reply.end())
    at = f.end() if f is not None else reply.start("said")
    if (n := _REPLY_NUMBER.match(text, at, reply.end())) is not None:
        return (*n.span("v"), False) if len(set(n["v"])) > 1 else None
    token = text[at : reply.end()].split(maxsplit=1)
    if token and _looks_like_password(v := token[0].rstrip(".,;")):
        return at, at + len(v), False
    w = _REPLY_WORDS.match(text, at, reply.end())
    if w is not None and w["v"].split()[0].lower().strip(".,!") not in _NOT_REPLY:
        return *w.span("v"), True
    return None


_QUESTION_ANCHOR = _anchor(_lexicon.QUESTION_WORDS)
_QUESTION_SEP = re.compile(
    r"(?:[:=：]|->|→|=>|[^\S\n][—–-][^\S\n]|[—–]|(?<![^\W\d_])(?:is|was|" + _lexicon.ANSWER_WORDS + r")(?![^\W\d_])"
    r"|答えは|答案是|(?<=[」』”])は)[^\S\n]*+"
)
_QUESTION_VALUE = re.compile(
    r"['\"‘“«「『]?+(?P<v>[^\n(（,，;；'\"’”»」』]{1,40}?)['\"’”»」』]?+[^\S\n]*+"
    r"(?:[.!。]?[^\S\n]*+$|[(（,，;；])"
)
_QUESTION_LINE = re.compile(
    r"[^\S\n]*+(?:q?\d{1,2}[.)]?[^\S\n]++|[-*•][^\S\n]++)?[^\n:：=]{2,40}+[:：=][^\S\n]*+(?P<v>[^\n]{1,40}+)$",
    re.M,
)
_NOT_VALUE = frozenset(
    "in on at see stored saved kept are is the a an my your not none same set up unknown".split()
)
_UNSPACED_VALUE = re.compile("[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]")


def _question_value(text: str, lowered: str, s: int, e: int) -> bool:
    """Whether ``text[s:e]`` reads as the answer to a security question (not a remark, a reference, a password)."""
    v = lowered[s:e].strip()
    words = v.split()
    if not words or len(words) > 4 or words[0] in _NOT_VALUE or "?" in v or not any(c.isalnum() for c in v):
        return False
    if _UNSPACED_VALUE.search(v) is not None and len(v) > 10:
        return False  # a clause in an unspaced script, not a name
    if kept_somewhere(v):
        return False  # secfix18: "het antwoord staat in mijn kluis": where it is kept
    return not any(_anchor_hits(_ASKED_ANCHOR, v)) and "vault" not in v  # (a short value: no guard pays)


def _question_answers(text: str, lowered: str) -> Iterator[tuple[int, int]]:
    for hit in _anchor_hits(_QUESTION_ANCHOR, lowered, True):
        end = lowered.find("\n", hit)
        end = len(lowered) if end < 0 else end
        seps = list(_QUESTION_SEP.finditer(lowered, hit, min(end, hit + 160)))
        last = seps[-1] if seps else None
        if last is not None and last.end() < end:
            v = _QUESTION_VALUE.match(text, last.end(), end)
            if v is not None and _question_value(text, lowered, *v.span("v")):
                yield v.start("v"), v.start("v") + len(v["v"].rstrip())
            continue
        if last is not None and last.end() >= end and lowered[last.start()] in ":：":
            # a label that ends its line with a colon: the "name: value" lines under it (up to four)
            pos = end + 1
            for _ in range(4):
                q = _QUESTION_LINE.match(text, pos)
                if q is None:
                    break
                s, e = q.span("v")
                if _question_value(text, lowered, s, e):
                    yield s, s + len(q["v"].rstrip())
                pos = q.end() + 1


# secfix18: the question asked, then a verb of typing it in and the answer ("Sigurnosno pitanje: ulica u kojoj si
# odrastao? Upisao sam „Kerkstraat“", "Pregunta de seguridad: «¿nombre de tu primera mascota?» → puse Tofu", "security
# question: first pet? I put 'Biscuit'"): a quoted value, or one or two capitalised words that end the clause
_TYPED_ANSWER = re.compile(
    r"\?[»\"”’'“]?[^\S\n]*+(?:[→—–:-]|->)?[^\S\n]*+(?i:i put|i typed|i entered|i wrote|i used|i set|put|typed|entered"
    r"|upisao sam|upisala sam|napisao sam|napisala sam|stavio sam|stavila sam|puse|escribí|he puesto|metí|coloqué"
    r"|coloquei|escrevi|pus|j'ai mis|j’ai mis|j'ai écrit|j'ai tapé|ich habe|eingegeben|ik heb|ingevuld|ingevoerd"
    r"|wpisałem|wpisałam|napsal jsem|napsala jsem|zadal jsem|zadala jsem|beírtam|megadtam|am scris|am pus|kirjoitin"
    r"|laitoin|įrašiau|įvedžiau|napísal som|napísala som|zadal som|zadala som|yazdım|ввёл|ввел|ввела|написал"
    r"|написала|вписав|вписала|ho messo|ho scritto|skrev jag|skrev|jeg skrev|satte)[^\S\n]++"
    r"(?:(?P<q>[„\"“«'‘])(?P<v>[^\"“”«»'’‘\n]{2,40}+)[\"“”»'’]"
    r"|(?P<w>[A-ZÀ-ÞĀ-Ž][\w'’-]{1,30}+(?: [A-ZÀ-ÞĀ-Ž][\w'’-]{1,30}+)?)"
    r"(?=[^\S\n]*+(?:[.,;!—–]|$)))"
)


def _typed_answers(text: str, lowered: str) -> Iterator[tuple[int, int]]:
    if len(text) > 64_000:  # memory-sized texts only (a megabyte is read by the rules before)
        return
    for hit in _anchor_hits(_QUESTION_ANCHOR, lowered, True):
        q = lowered.find("?", hit, hit + 160)
        end = lowered.find("\n", hit)
        if q < 0 or 0 <= end < q:
            continue
        m = _TYPED_ANSWER.match(text, q)
        if m is None:
            continue
        g = "v" if m["v"] is not None else "w"
        if not kept_somewhere(m[g]) and m[g].lower() not in _NOT_VALUE:
            yield m.span(g)


# the first three letters of the words the rules need (``_engine._word_starts``, shared by the rules and
# cached per text): a set intersection instead of a ``find`` per verb or label
_LOCK_STARTS = frozenset((b"saf", b"pad", b"loc", b"key", b"ala", b"sma", b"doo", b"bik"))
_ANSWER_STARTS = frozenset((b"sec", b"mem"))


def scan(text: str, lowered: str) -> Iterator[tuple[int, int, str]]:
    starts = _word_starts(lowered)
    set_code = four_digits(text) and not _LOCK_STARTS.isdisjoint(starts)
    answer = not _ANSWER_STARTS.isdisjoint(starts)
    if "\n" in text and len(text) <= 4000 and text.count(":") + text.count("：") >= 2:
        for s, e in _asked(text, lowered):
            yield s, e, "password_in_prose"
    for s, e in _question_answers(text, lowered):
        yield s, e, "password_in_prose"
    if "?" in text:
        for s, e in _typed_answers(text, lowered):
            yield s, e, "password_in_prose"
    if not (set_code or answer):
        return
    if set_code:
        for s, e in _set_codes(lowered, starts):
            yield s, e, "password_in_prose"
    if answer and ("security" in lowered or "secret" in lowered or "memorable" in lowered):
        for s, e in _answers(text, lowered):
            yield s, e, "password_in_prose"
