"""Recovery material: wallet seed phrases (BIP39), 2FA backup codes, TOTP seeds, Bitcoin private keys."""

from __future__ import annotations

import hashlib
import re
import unicodedata
from collections.abc import Iterator
from functools import cache

from mnemonic import Mnemonic

from zeusmem.rules.secrets._checks import _is_placeholder
from zeusmem.rules.secrets._engine import _ALNUM, _anchor, _near, _non_ascii, longest_run, run_table, runs_at

# --- BIP39 seed phrases --------------------------------------------------------------------------------
# A run of 12/15/18/21/24 words of one BIP39 word list is a seed phrase when its checksum (the last word's
# low bits, SHA-256 of the entropy) holds: ~1 in 16 random 12-word runs pass, and prose almost never has
# 12 consecutive list words. A label ("seed phrase", "recovery words", "助记词") before the run makes a
# run of list words enough (a phrase with a typo is still a seed phrase).
# The six Latin-script lists, then the CJK lists of the standard (one character per word in Chinese; Japanese
# written with ideographic spaces) and the two lists python-mnemonic ships beyond it (Russian, Turkish: not in
# the BIP39 repository, but wallets built on that package offer them). The checksum is computed here from the
# word indices (``Mnemonic.check`` normalizes to NFKD, which its own Russian and Turkish lists fail).
_LANGUAGES = (
    "english", "spanish", "french", "italian", "portuguese", "czech",
    "chinese_simplified", "chinese_traditional", "japanese", "korean", "russian", "turkish",
)
_SEED_LABEL = re.compile(
    r"(?:seed|recovery|backup|mnemonic|wallet|ledger|trezor|metamask|助记词|助記詞|semilla|recuperación"
    r"|récupération|wiederherstellung|mnemónic|mnémonique|сид|мнемони|восстановлени|кошел|復元|シード|ニーモニック"
    r"|ウォレット|복구|시드|니모닉|지갑|kurtarma|cüzdan|anımsatıcı|钱包|錢包|恢复|恢復)"
)


@cache
def _word_index() -> dict[str, int]:
    """Every word of the BIP39 lists (NFC) -> a bit mask of the languages whose list holds it."""
    index: dict[str, int] = {}
    for bit, lang in enumerate(_LANGUAGES):
        for w in _positions(lang):
            index[w] = index.get(w, 0) | 1 << bit
    return index


@cache
def _positions(lang: str) -> dict[str, int]:
    """A list's words (NFC) -> their index in it."""
    return {unicodedata.normalize("NFC", w): i for i, w in enumerate(Mnemonic(lang).wordlist)}


def _checksum_ok(lang: str, words: list[str]) -> bool:
    """BIP39: the words' 11-bit indices hold the entropy and, in its last len/3 bits, the first bits of the
    entropy's SHA-256."""
    positions = _positions(lang)
    try:
        value = 0
        for w in words:
            value = value << 11 | positions[w]
    except KeyError:
        return False
    cs_bits = len(words) * 11 // 33
    entropy = (value >> cs_bits).to_bytes(len(words) * 11 * 32 // 33 // 8, "big")
    return hashlib.sha256(entropy).digest()[0] >> (8 - cs_bits) == value & ((1 << cs_bits) - 1)


def _phrase_in(lowered: str, run: list[tuple[int, int, str]], mask: int) -> tuple[int, int] | None:
    """The span of a seed phrase inside a run of list words (longest valid window first)."""
    langs = [lang for bit, lang in enumerate(_LANGUAGES) if mask >> bit & 1]
    for n in (24, 21, 18, 15, 12):
        for k in range(0, min(len(run) - n + 1, 64)):  # bounded: a megabyte of list words stays linear
            words = [w for _, _, w in run[k : k + n]]
            if any(_checksum_ok(lang, words) for lang in langs):
                return run[k][0], run[k + n - 1][1]
    if _SEED_LABEL.search(lowered, max(0, run[0][0] - 60), run[0][0]) is not None:
        return run[0][0], run[min(len(run), 24) - 1][1]
    return None


_WIDE_SEPARATORS = re.compile("[，：；、。\u3000]")  # CJK separators that may touch a word: "助记词：abandon"
_WIDE_CHARS = frozenset("，：；、。\u3000")
_STRIP = "0123456789.,;:()[]{}\"'`#-|/—–•*>"  # list numbers and punctuation around a word (or a separator)


# bytes.translate: every byte but a lower-case ASCII letter, a byte of a non-ASCII character (UTF-8) or an ASCII
# symbol that ``_STRIP`` does not strip ("again!" is no list word for ``_seed_phrases`` either) becomes a space
# (for ``_may_hold_run``)
_KEPT = frozenset(b"!?@$%^&_+=<~\\")
_WORD_BYTES = bytes(c if 97 <= c <= 122 or c >= 128 or c in _KEPT else 32 for c in range(256))
_TWELVE = b"\x01" * 12


@cache
def _encoded_words() -> frozenset[bytes]:
    return frozenset(w.encode() for w in _word_index())


_DIGIT = re.compile(r"\d")
_FOUR_OTHERS = b"\x00" * 4
# twelve list words (1) with at most three other words (0) between two of them: a chain of twelve (one regex
# pass over the bytes; splitting at four 0s and counting each part's 1s took four times as long)
_CHAIN = re.compile(rb"\x01(?:\x00{0,3}+\x01){11}")


def _may_hold_run(flat: str) -> bool:
    """Whether a text (NFC) can hold 12 list words in a row, in C passes only: with every ASCII byte
    but a letter made a space, each word of a run (stripped of the numbers and punctuation that
    ``_seed_phrases`` strips) is a list word, so twelve consecutive list words must show (with gaps of
    up to three other words when the words are numbered: ``_NUMBERED_GAP``)."""
    words = flat.encode("utf-8", "surrogatepass").translate(_WORD_BYTES).split()  # a lone surrogate: no error
    hits = bytes(map(_encoded_words().__contains__, words))
    if _TWELVE in hits:
        return True
    # chains of list words with gaps of at most three other words (four in a row break a chain), in C passes
    return hits.count(1) >= 12 and _CHAIN.search(hits) is not None and _DIGIT.search(flat) is not None


def _seed_phrases(lowered: str) -> Iterator[tuple[int, int]]:
    """Runs of 12+ words of one BIP39 list (str.split and dict look-ups: ~50 us for 2 KB)."""
    flat = lowered.replace(",", " ").replace(":", " ").replace(";", " ")
    if "=" in flat:  # a tool call's argument: object="name dumb rubber …"
        flat = flat.replace("=", " ")
    if not flat.isascii() and not _WIDE_CHARS.isdisjoint(_non_ascii(lowered)):  # a C pass, not a regex scan
        flat = _WIDE_SEPARATORS.sub(" ", flat)
    if (flat.isascii() or unicodedata.is_normalized("NFC", flat)) and not _may_hold_run(flat):
        return
    tokens = flat.split()
    if len(tokens) < 12:
        return
    index = _word_index()
    keys = [t.strip(_STRIP) for t in tokens]
    if not flat.isascii():
        keys = [k if k.isascii() else unicodedata.normalize("NFC", k) for k in keys]
    masks = [index.get(k, 0) if k else -1 for k in keys]  # -1: a bare list number, transparent
    # a run never spans four words off the lists (transparent tokens aside: the numbered-list bridge below
    # takes three at most), so one of the stretches between such gaps must hold twelve list words (C passes;
    # a chat turn with a digit and common list words passes ``_may_hold_run`` but rarely this)
    if not any(part.count(1) >= 12 for part in bytes(m > 0 for m in masks if m != -1).split(_FOUR_OTHERS)):
        return
    # a numbered word ("7.water", "7) water", "7 water"): the numbering of a list carries a run over a
    # short interjection between its halves ("words 1-6: … | 7-12: …", "… (part 2) 7.water …")
    numbered = [t[:1].isdigit() and bool(k) or (p > 0 and tokens[p - 1].strip(".):").isdigit())
                for p, (t, k) in enumerate(zip(tokens, keys, strict=True))]
    n, i = len(masks), 0
    while i < n:
        if masks[i] <= 0:
            i += 1
            continue
        mask, j, count, last_numbered = masks[i], i + 1, 1, numbered[i]
        while j < n:
            if masks[j] == 0 and last_numbered:
                # up to three other words (and separators), then the numbered list goes on
                k, words = j, 0
                while k < n and masks[k] <= 0 and words <= 3:
                    words += masks[k] == 0
                    k += 1
                if k < n and words <= 3 and numbered[k] and mask & masks[k]:
                    masks[j:k] = [-1] * (k - j)
            if not (masks[j] == -1 or mask & masks[j]):
                break
            if masks[j] != -1:
                mask &= masks[j]
                count += 1
                last_numbered = numbered[j]
            j += 1
        if count < 12:
            i += 1
            continue
        spans = [m.span() for k, m in enumerate(_TOKEN.finditer(flat)) if i <= k < j and masks[k] != -1]
        run = [(s + _lead(flat, s, e), e - _trail(flat, s, e), keys[k]) for k, (s, e) in zip(
            [k for k in range(i, j) if masks[k] != -1], spans, strict=True)]
        found = _phrase_in(lowered, run, mask)
        if found is not None:
            yield found
        i = j


_TOKEN = re.compile(r"\S+")
# Chinese seed words written without spaces ("助记词：猛盗棉力遇稍富都暴东绩湘"): every common character is on
# the Chinese lists, so a run of them is no phrase by itself; after a Chinese seed / wallet word, a run of
# 12-24 list characters whose BIP39 checksum holds is one
_CJK_LABELS = ("助记", "助記", "钱包", "錢包", "种子", "種子", "恢复", "恢復")
_CJK_LANGS = ("chinese_simplified", "chinese_traditional")
_CJK_FIRST = frozenset(w[0] for w in _CJK_LABELS)


def _unspaced_chinese(lowered: str) -> Iterator[tuple[int, int]]:
    """After a Chinese seed / wallet word (and ":", "是"), a run of exactly 12/15/18/21/24 list characters
    that ends the clause (not followed by another Chinese character) and passes the checksum."""
    if (
        lowered.isascii() or _CJK_FIRST.isdisjoint(_non_ascii(lowered))
        or not any(map(lowered.__contains__, _CJK_LABELS))
    ):
        return
    index = _word_index()
    chinese = sum(1 << _LANGUAGES.index(lang) for lang in _CJK_LANGS)
    for label in _CJK_LABELS:
        i = lowered.find(label)
        while i >= 0:
            start = i + len(label)
            while start < len(lowered) and start - i - len(label) < 4 and lowered[start] in " ：:词詞是为為":
                start += 1
            end = start
            while end < len(lowered) and end - start <= 26 and index.get(lowered[end], 0) & chinese:
                end += 1
            if end - start <= 26 and not (end < len(lowered) and "\u4e00" <= lowered[end] <= "\u9fff"):
                for k in range(3):  # "助记词是…": a first character or two may be prose
                    words = list(lowered[start + k : end])
                    if len(words) in (12, 15, 18, 21, 24) and any(_checksum_ok(lang, words) for lang in _CJK_LANGS):
                        yield start + k, end
                        break
            i = lowered.find(label, i + 1)


# after a label ("wallet backup words are", "seed phrase:"), the next twelve or twenty-four words: a seed phrase
# when nearly all of them are list words (one or two copied wrong, or the list of another wallet)
_LABELLED = re.compile(
    r"(?:seed|recovery|backup|mnemonic|wallet)[ \t]++(?:phrase|words?|sentence)[^\n.!?]{0,60}?"
    r"(?:\b(?:are|is)\b|[:：—–-])[ \t]*+"
)
_WORD_RUN = re.compile(r"(?:[a-z]{3,8}+[ \t,]++){11}[a-z]{3,8}+(?:(?:[ \t,]++[a-z]{3,8}+){12})?")


def _labelled_phrases(lowered: str) -> Iterator[tuple[int, int]]:
    if "seed" not in lowered and "recovery" not in lowered and "backup" not in lowered and "wallet" not in lowered:
        return
    index = _word_index()
    for m in _LABELLED.finditer(lowered):
        run = _WORD_RUN.match(lowered, m.end())
        if run is None:
            continue
        words = re.split(r"[ \t,]+", run.group())
        listed = sum(w in index for w in words)
        if listed >= len(words) - 2 and listed >= 10:
            yield run.span()


# secfix16: the label in more languages ("Tárca visszaállítási szavak (12):", "Rezervna fraza za MetaMask:",
# "వాలెట్ రికవరీ పదాలు:", "Түрийвчний сэргээх үгс:"), and a label followed by "are:" ("the recovery words are:
# …"); a few lines of twelve words copy three wrong (a wallet's own list)
_LABELLED_MORE = re.compile(
    r"(?:(?:seed|recovery|backup|mnemonic|wallet)[ \t]++(?:phrase|words?|sentence)[^\n.!?:]{0,40}?"
    r"\b(?:are|is)[ \t]*+:[ \t]*+"
    r"|(?:visszaállítási (?:szavak|kifejezés)|helyreállítási (?:szavak|kifejezés)|seed (?:szavak|kifejezés)"
    r"|rezervna fraza|fraza za oporavak|riječi za oporavak|obnovovací fráze|obnovovacia fráza|fraza de recuperare"
    r"|cuvintele de recuperare|фраза за възстановяване|думи за възстановяване|atkūrimo frazė|atkūrimo žodžiai"
    r"|φράση ανάκτησης|λέξεις ανάκτησης|frasa pemulihan|kata pemulihan|фраза відновлення|сід-фраза"
    r"|frase de recuperació|herstelfrase|herstelwoorde|palautuslause|palautussanat|сэргээх үгс|сэргээх үг"
    r"|రికవరీ పదాలు|రికవరీ పదబంధం|ریکوری فریز|عبارت بازیابی|ביטוי שחזור|מילות שחזור|রিকভারি শব্দ"
    r"|ரிக்கவரி சொற்கள்|ਰਿਕਵਰੀ ਸ਼ਬਦ|रिकवरी शब्द)"
    r"[^\n.!?:：]{0,40}?[:：—–-][ \t]*+)"
)
# stems the labels hold (a few C passes decide that a text holds none: ~10 us per 2 KB)
_MORE_HINTS_ASCII = (
    "are:", "is:", "fraz", "oporav", "herstel", "palautus", "pemulihan", "obnovovac", "recuperare", "szavak",
)
_MORE_HINTS = _MORE_HINTS_ASCII + (
    "visszaáll", "helyreáll", "възстан", "atkūrim", "ανάκτησ", "відновл", "сід-фраз", "recuperaci", "сэргээх", "రికవరీ",
    "ریکوری", "بازیابی", "שחזור", "রিকভারি", "ரிக்கவரி", "ਰਿਕਵਰੀ", "रिकवरी",
)


def _labelled_phrases_more(lowered: str) -> Iterator[tuple[int, int]]:
    """Around each stem of :data:`_MORE_HINTS` (64 at most: a megabyte of them stays linear), a label and the run
    after it."""
    seen: set[int] = set()
    n = 0
    for h in _MORE_HINTS_ASCII if lowered.isascii() else _MORE_HINTS:
        i = lowered.find(h)
        while i >= 0 and n < 64:
            n += 1
            for m in _LABELLED_MORE.finditer(lowered, max(0, i - 100), min(len(lowered), i + len(h) + 60)):
                run = _WORD_RUN.match(lowered, m.end())
                if run is None or run.start() in seen:
                    continue
                seen.add(run.start())
                words = re.split(r"[ \t,]+", run.group())
                index = _word_index()
                if sum(w in index for w in words) >= len(words) * 3 // 4:
                    yield run.span()
            i = lowered.find(h, i + 1)


def _lead(text: str, s: int, e: int) -> int:
    return len(text[s:e]) - len(text[s:e].lstrip(_STRIP))


def _trail(text: str, s: int, e: int) -> int:
    return len(text[s:e]) - len(text[s:e].rstrip(_STRIP))


# secfix18: a wallet's words named in Portuguese, Czech and other languages whose BIP39 lists the index holds, or by
# the standard's name ("Frase semente da carteira: acetona abacate …", "Záloha peněženky (BIP39 česky): aspirace …",
# "palavras de recuperação", "slova pro obnovení", "frase semilla", "phrase de récupération", "frase di recupero"):
# a label, up to 40 characters and a colon or a dash, then twelve or 24 words, three in four of them list words
_LABELLED_18 = re.compile(
    r"(?:bip-?39|frase[ -]semente|frase de recupera[çc][ãa]o|palavras de recupera[çc][ãa]o|palavras-chave da carteira"
    r"|záloha peněženky|slova pro obnovení|obnovovací slova|seed fráze|frase semilla|frase de recuperación"
    r"|palabras de recuperación|phrase de récupération|mots de récupération|phrase secrète du portefeuille"
    r"|frase di recupero|parole di recupero|frase segreta del wallet)"
    r"[^\n.!?:：]{0,40}?[:：—–-][ \t]*+"
)
_MAX_LABELLED_18 = 64_000  # secfix18's labels read memory-sized texts only (a megabyte is read by the rules before)
_LABELLED_18_ANCHOR = _anchor(
    "bip|frase|palavras|záloha|slova|obnovovací|seed fr|palabras|phrase|mots de|parole di"
)


def _labelled_phrases_18(lowered: str) -> Iterator[tuple[int, int]]:
    if len(lowered) > _MAX_LABELLED_18:
        return
    for m in _near(_LABELLED_18, lowered, lowered, _LABELLED_18_ANCHOR, _ALNUM):
        run = _WORD_RUN.match(lowered, m.end())
        if run is None:
            continue
        words = re.split(r"[ \t,]+", run.group())
        index = _word_index()
        if sum(w in index for w in words) >= len(words) * 3 // 4:
            yield run.span()


# --- 2FA backup / recovery codes --------------------------------------------------------------------
_CODES_LABEL = re.compile(
    r"(?:backup|recovery|2fa|two[- ]factor|mfa|wiederherstellungs|sicherungs|secours|récupération|respaldo"
    r"|recuperación|recuperação)[ -]?(?:codes?|códigos?)"
    r"|(?:備用|备用|恢复|恢復|救援)(?:码|碼|代码|代碼)"
    # secfix3: the code word first ("códigos de respaldo", "codici di recupero", "коды восстановления", "mã khôi
    # phục"), and the words of Korean, Japanese, Russian, Polish, Turkish, Indonesian
    r"|(?:codes?|códigos?|codigos?|codici|kody|коды|kode|mã)\s++(?:de\s++|di\s++)?(?:respaldo|recuperación"
    r"|recuperação|recuperacao|recupero|backup|secours|récupération|zapasowe|восстановления|резервные|cadangan"
    r"|khôi phục|dự phòng)"
    r"|резервные\s++коды|yedek\s++kod|백업\s?코드|복구\s?코드|バックアップ\s?コード|リカバリー?\s?コード|復旧コード"
    # secfix12: Polish, Greek, Dutch, Swedish, Czech, Ukrainian, Hebrew, Arabic
    r"|kody\s++odzyskiwania|εφεδρικ[οόήέ]ς?ί?\s++κωδικ[οόήέ]ί?|κωδικοί\s++ανάκτησης|herstelcodes|back-?upcodes"
    r"|reservkoder|återställningskoder|záložní\s++kódy|kódy\s++pro\s++obnovení|резервні\s++коди"
    r"|коди\s++відновлення|קודי\s++גיבוי|קודי\s++שחזור|رموز\s++الاسترداد|رموز\s++احتياطية"
)
_CODES_ANCHOR = _anchor(
    "backup|recovery|2fa|two|mfa|wiederherstellungs|sicherungs|secours|récupération|respaldo|recuperaci"
    "|备用|備用|恢复|恢復|救援"
    # (the code word with what follows it: "code" alone is in too many texts to be an anchor)
    "|codes de|code de|códigos de|código de|codigos de|codigo de|codici di|kody zapas|коды восст|kode cadangan"
    "|mã khôi|mã dự|резервные|yedek|백업|복구|バックアップ|リカバリ|復旧"
    "|kody odzysk|εφεδρικ|κωδικοί ανάκ|herstelcodes|backupcodes|back-upcodes|reservkoder|återställningskoder"
    "|záložní|kódy pro|резервні|коди відн|קודי|رموز"
)
# a code: two groups joined by a dash or a space (GitHub "b49de-e7ea1", Dropbox "bxyq 560t", Google "7925 0867"),
# six to twelve digits, eight to twelve letters and digits, or six (Epic "pok78f"); each holds a digit
_CODE = re.compile(
    r"(?<![\w-])(?:[a-z0-9]{4,5}+-[a-z0-9]{4,5}+|\d{4}[ -]\d{4}|[a-z0-9]{4} [a-z0-9]{4}|\d{6,10}+|[a-z0-9]{8,12}+"
    r"|[a-z0-9]{6})(?![\w-])"
)
_CODES_GAP = re.compile(
    # "… codes for x@gmail.com:", "… codes I printed:", "… codes I saved in Notes:": a short clause, then a colon
    # (secfix15: and a parenthesis before the colon: "… codes for my Google account (keep safe!): …")
    r"(?:(?:\s++(?:[^\s:=.!?]|\.(?=[^\s.])){1,30}+){1,12}?(?=\s*+(?:\([^()\n]{1,60}+\)\s*+)?:))?"
    r"(?:\s*+\([^()\n]{1,60}+\))?"  # "Google backup codes (account x@gmail.com): …"
    r"[^\w]{0,6}+(?:(?:are|is|sind|sont|son)[^\w]{0,4}+)?"
)


# secfix18: backup / recovery codes named in more languages ("Codurile de recuperare pentru contul Microsoft: …",
# "Atsarginiai 2FA kodai: …", "varakoodit", "záložné kódy", "rezervni kodovi", "tartalék kódok", "reservekoder",
# "yedek kodlar", "резервни кодове", "کدهای پشتیبان"): the same run of codes after the label
_CODES_LABEL_MORE = re.compile(
    r"(?<![^\W\d_])(?:codurile|coduri|codurilor)\s++(?:de\s++)?(?:recuperare|rezervă|rezerva|backup)"
    r"|atsargin(?:iai|ių|iais)\s++(?:(?:2fa|mfa)\s++)?kod(?:ai|ų|us)|atkūrimo\s++kod(?:ai|ų|us)"
    r"|varakoodi(?:t|en)|palautuskoodi(?:t|en)|záložné\s++kódy|kódy\s++na\s++obnovenie|rezervni\s++kodovi"
    r"|kodovi\s++za\s++oporavak|tartalék\s++kódok|tartalék\s++kódjai|helyreállítási\s++kódok|biztonsági\s++kódok"
    r"|reservekoder|backupkoder|gendannelseskoder|gjenopprettingskoder|yedek\s++kodlar|kurtarma\s++kodları"
    r"|резервни\s++кодове|кодове\s++за\s++възстановяване|рэзервовыя\s++коды|кадоў\s++аднаўлення"
    r"|کدهای\s++پشتیبان|کدهای\s++بازیابی|बैकअप\s++कोड|kode\s++pemulihan|kod\s++sandaran"
)
_CODES_MORE_ANCHOR = _anchor(
    "codurile|coduri|codurilor|atsargin|atkūrimo|varakoodi|palautuskoodi|záložné|kódy na|rezervni|kodovi za"
    "|tartalék|helyreállítási|biztonsági|reservekoder|backupkoder|gendannelseskoder|gjenopprettingskoder|yedek"
    "|kurtarma|резервни|кодове за|рэзервовыя|кадоў|کدهای|बैकअप|kode pemulihan|kod sandaran"
)


def _backup_codes_more(lowered: str) -> Iterator[tuple[int, int]]:
    if len(lowered) > _MAX_LABELLED_18:
        return
    for m in _near(_CODES_LABEL_MORE, lowered, lowered, _CODES_MORE_ANCHOR, _ALNUM):
        pos = _CODES_GAP.match(lowered, m.end()).end()  # type: ignore[union-attr]
        first, last, count = _code_run(lowered, pos)
        if count >= 2:
            yield first, last


def _backup_codes(lowered: str) -> Iterator[tuple[int, int]]:
    for m in _near(_CODES_LABEL, lowered, lowered, _CODES_ANCHOR, _ALNUM):
        pos = _CODES_GAP.match(lowered, m.end()).end()  # type: ignore[union-attr]
        first, last, count = _code_run(lowered, pos)
        if count < 2:  # a title line ("Google backup codes for x@gmail.com", "github-recovery-codes.txt"),
            # then the list on the lines below it: four codes or more
            nl = lowered.find("\n", m.end(), m.end() + 80)
            if nl >= 0:
                first, last, count = _code_run(lowered, nl + 1)
                count = count if count >= 4 else 0
        if count >= 2:
            yield first, last


# "I have these codes from when I set it up: 6358 1876 0439 6995 …" after "locked out of Gmail": codes named by
# a determiner only, with an account's sign-in word near; three codes or more
_SOME_CODES = re.compile(
    r"(?<![a-z])(?:these|the|my|some|those|his|her|their|\d{1,2})\s++(?P<w>\w+\s++)?codes(?![a-z])"
)
# what a published or everyday code is called ("promo codes from the Google store: …")
_PUBLIC_CODES = frozenset(
    """promo discount gift coupon voucher tracking error zip postal area country dial qr bar product cheat referral
    invite booking confirmation reference shipping order color colour""".split()
)
_ACCOUNT_WORDS = re.compile(
    r"gmail|google|microsoft|apple id|2fa|two[- ]step|2-step|verification|authenticator|locked out|sign[- ]?in"
    r"|log[- ]?in"
)


def _account_codes(lowered: str) -> Iterator[tuple[int, int]]:
    i = lowered.find("codes")
    while i >= 0:
        m = _SOME_CODES.search(lowered, max(0, i - 30), i + 5)
        if (
            m is not None
            and (m["w"] is None or m["w"].strip() not in _PUBLIC_CODES)
            and _ACCOUNT_WORDS.search(lowered, max(0, m.start() - 160), m.end() + 160)
        ):
            pos = _CODES_GAP.match(lowered, m.end()).end()  # type: ignore[union-attr]
            first, last, count = _code_run(lowered, pos)
            if count >= 3 and len(set(lowered[first:last])) > 6:  # "1111 2222 3333": no codes
                yield first, last
        i = lowered.find("codes", i + 5)


def _code_run(lowered: str, pos: int) -> tuple[int, int, int]:
    """The run of codes from ``pos``: (first start, last end, how many)."""
    first, last, count = -1, -1, 0
    while count < 32:
        c = _CODE.match(lowered, pos)
        if c is None or not any(ch.isdigit() for ch in c.group()):
            break
        first = c.start() if first < 0 else first
        last, count = c.end(), count + 1
        sep = _CODES_SEP.match(lowered, c.end())
        if sep is None:
            break
        pos = sep.end()
    return first, last, count


_CODES_SEP = re.compile(r"[\s,;]{1,4}+")


# --- TOTP seeds -----------------------------------------------------------------------------------------
# RFC 6238 secrets are base32; Google Authenticator's key URI format carries them as ``secret=``.
_OTPAUTH = re.compile(r"otpauth(?:-migration)?://[^\s?#]*+\?[^\s#]*?(?<=[?&])(?:secret|data)=(?P<s>[A-Za-z0-9%=+/_-]{8,}+)")
_TOTP_LABEL = re.compile(
    r"(?:totp|2fa|mfa|otp|authenticator|two[- ]factor|authy|setup key|enter this key|secret key|qr(?: code)?"
    r"|autenticador|authentificateur|authentifikator|аутентификатор|двухфактор|两步验证|兩步驗證|二次验证|验证器"
    r"|驗證器|認証|2段階|2단계|autenticazione|dwuskładnikow)(?:密钥|秘钥|密鑰|金鑰|キー|키)?"
    r"(?:[ _-][^\s:=：]{1,20}+){0,7}?"
    r"(?:\s*+[:=：]\s*+[\"']?|\s++(?:is|ist|est|es|é|è|это|—)\s++|\s++)"
    r"(?P<s>[a-z2-7]{4}(?: ?[a-z2-7]{4}){3,15}+=*+)(?![a-z0-9])"
)
# Where a label can start: "auth" finds "authenticator"/"authy"/"authentificateur".
_TOTP_ASCII = "totp|otp|2fa|mfa|auth|autentica|two|setup key|enter this key|secret key|qr"
_TOTP_ANCHOR_ASCII = _anchor(_TOTP_ASCII)
_TOTP_ANCHOR = _anchor(  # with the words that have non-ASCII letters: only for a text that has some
    _TOTP_ASCII + "|аутентификатор|двухфактор|两步验证|兩步驗證|二次验证|验证器|驗證器|認証|2段階|2단계|dwuskładnikow"
)


def _totp_seeds(text: str, lowered: str) -> Iterator[tuple[int, int]]:
    if "otpauth" in lowered:
        for m in _OTPAUTH.finditer(text):
            if not _is_placeholder(m["s"]):  # secret=BASE32SECRET, secret=<your-secret>: a documentation template
                yield m.span("s")
    anchor = _TOTP_ANCHOR_ASCII if lowered.isascii() else _TOTP_ANCHOR
    for m in _near(_TOTP_LABEL, lowered, lowered, anchor, _ALNUM):
        seed = m["s"].replace(" ", "").rstrip("=")
        if len(seed) >= 16 and any(c.isdigit() for c in seed) and len(set(seed)) >= 8:
            yield m.span("s")


# --- Bitcoin private keys: WIF and BIP32 extended private keys, verified by their Base58Check ---------
_B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"
_B58_INDEX = {c: i for i, c in enumerate(_B58)}
_WIF_OR_XPRV = re.compile(
    r"(?<![1-9A-HJ-NP-Za-km-z])(?:[5KL][1-9A-HJ-NP-Za-km-z]{50,51}|[xtyzuv]prv[1-9A-HJ-NP-Za-km-z]{100,108})"
    r"(?![1-9A-HJ-NP-Za-km-z])"
)
# a key is a whole run of Base58 characters: 51-52 of them (WIF) or 104-112 ("xprv" and 100-108)
_B58_RUN = run_table(_B58)
_KEY_RUNS = frozenset({51, 52, *range(104, 113)})


def _base58check_ok(s: str) -> bool:
    n = 0
    for c in s:
        n = n * 58 + _B58_INDEX[c]
    raw = n.to_bytes((n.bit_length() + 7) // 8, "big")
    raw = b"\0" * (len(s) - len(s.lstrip("1"))) + raw
    if len(raw) < 5:
        return False
    body, check = raw[:-4], raw[-4:]
    return hashlib.sha256(hashlib.sha256(body).digest()).digest()[:4] == check


def _bitcoin_keys(text: str) -> Iterator[tuple[int, int]]:
    if longest_run(text) < 51:
        return
    for m in runs_at(_WIF_OR_XPRV, text, _B58_RUN, _KEY_RUNS):
        if _base58check_ok(m.group()):
            yield m.span()


def scan(text: str, lowered: str) -> Iterator[tuple[int, int, str]]:
    for s, e in _seed_phrases(lowered):
        yield s, e, "seed_phrase"
    for s, e in _labelled_phrases(lowered):
        yield s, e, "seed_phrase"
    for s, e in _labelled_phrases_more(lowered):
        yield s, e, "seed_phrase"
    for s, e in _unspaced_chinese(lowered):
        yield s, e, "seed_phrase"
    for s, e in _backup_codes(lowered):
        yield s, e, "backup_codes"
    for s, e in _backup_codes_more(lowered):
        yield s, e, "backup_codes"
    for s, e in _labelled_phrases_18(lowered):
        yield s, e, "seed_phrase"
    if "codes" in lowered:
        for s, e in _account_codes(lowered):
            yield s, e, "backup_codes"
    for s, e in _totp_seeds(text, lowered):
        yield s, e, "totp_seed"
    for s, e in _bitcoin_keys(text):
        yield s, e, "crypto_private_key"
