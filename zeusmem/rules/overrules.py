"""A value of a slot changed for good, or set right by a second source (corrfix22).

The rules flag a later statement that gives one slot of an old statement another value ("later_state": the rate,
the fee, the date, the room): a person decides whether the old value still holds, since a second value is often
compatible (another item's price, a sub-case, one week's figure). Some later statements say themselves that the
new value replaces the old one for good, by a mechanism that does not depend on the topic:

* a second source that overrules the first: a new document or rule ("per the new intake policy", "the new fee
  rule sets ... at", "his new rate sheet", "Hurtownia podała nową cenę", "thông báo mới", "نشرة ... الجديدة");
* a decision that set the value: a verb of setting with its new value ("raised his rate to", "narrowed ... to",
  "priced ... at", "podniósł stawkę do", "a augmenté le tarif", "رفع ... إلى", "बढ़ाकर ... कर दिया");
* an error admitted ("misstated", "had flipped two digits", "measured again", "当时把数字写反了");
* a date from which the new value holds ("from July", "od stycznia", "à partir de", "अब से", "kuanzia").

:func:`lasting` names which; :func:`claims.relation` then supersedes the flagged old statement, unless the new one
is an exception to it (:mod:`zeusmem.rules.exceptions`).

>>> lasting("Marcus raised his rate to $110 an hour.", "Marcus charges $95 an hour.")
'decided'
>>> lasting("Per the new intake policy, the check happens after the consultation.", "The check comes first.")
'source'
>>> lasting("Wen misstated it: the cells grow at 27 degrees.", "The cells grow at 37 degrees.")
'error'
>>> lasting("The 14/2 roll is $89 at the same supplier.", "The 12/2 roll is $118.") is None
True
"""

from __future__ import annotations

import re
from functools import lru_cache

from zeusmem.rules import lexicon

_B = r"(?<![\w'’-])"
_E = r"(?![\w'’-])"
_GAP = r"(?:\s+[\w'’.,-]+){0,5}?\s+"

#: month names of more languages (sv nl it pt), in the cases the corpora use (corrfix24)
_MONTHS_MORE = (r"januari|februari|mars|april|maj|juni|juli|augusti|september|oktober|november|december|maart|mei"
                r"|augustus|gennaio|febbraio|marzo|aprile|maggio|giugno|luglio|agosto|settembre|ottobre|novembre"
                r"|dicembre|janeiro|fevereiro|março|abril|maio|junho|julho|setembro|outubro|novembro|dezembro"
                r"|january|february|march|june|july|august|october")
_MONTHS_UK = r"січня|лютого|березня|квітня|травня|червня|липня|серпня|вересня|жовтня|листопада|грудня"
_MONTHS = (r"january|february|march|april|may|june|july|august|september|october|november|december"
           r"|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec")

#: a new document, rule or notice, or a source named as saying the value
_SOURCE = re.compile(
    _B + r"(?:(?:the|his|her|their|its|a|our|my)\s+(?:[\w'’-]+\s+){0,3}?new\s+(?:[\w'’-]+\s+){0,2}?"
    r"(?:rate sheet|rates|prices|price list|price|fees?|lease(?! of life)|rule|rules|policy|notice|memo|schedule"
    r"|contract"
    r"|guidelines|regulations?|spec|tariff|pricing)"
    r"|per the (?:new|updated|revised|latest)|according to the (?:new|updated|revised|latest)"
    r"|(?:nouveau|nouvelle|nouveaux|nouvelles) (?:tarif|règlement|format|grille|barème|contrat|bail|planning)"
    r"|selon (?:le|la) (?:nouveau|nouvelle)"
    r"|now[aeąy]\w* (?:cen\w+|stawk\w+|cennik\w*|umow\w+|przepis\w*|regulamin\w*)|według now\w+"
    r"|yeni (?:fiyat\w*|tarife\w*|kural\w*|yönetmeli\w+|sözleşme\w*)"
    r"|(?:thông báo|quy định|bảng giá|giá|hợp đồng) mới|theo (?:thông báo|quy định) mới"
    r"|(?:sera|kanuni|bei|mkataba|tangazo) (?:mpya|jipya)"
    r"|(?:حسب|وفق|بحسب)\s+\S+(?:\s+\S+){0,4}?\s+(?:الجديدة|الجديد)"
    r"|(?:النشرة|القرار|اللائحة|العقد|التسعيرة) (?:الجديدة|الجديد)"
    # corrfix24: a new rule or timetable named with who gave it ("New hours from the kitchen manager:"), in more
    # languages
    r"|new (?:opening )?(?:hours|rule|rules|policy|timetable|schedule|rota|price list|prices|rates) (?:from|per|by)"
    r"|(?:dal|col|secondo il|con il) nuovo (?:orario|regolamento|listino|contratto)|nuove (?:regole|tariffe)"
    r"|volgens (?:het|de) nieuwe|(?:nieuwe|de nieuwe) (?:regel|regels|tarieven|openingstijden|dienstregeling)"
    r"|nuev[oa] (?:horario|tarifa|norma|normativa|reglamento)|según (?:el|la) nuev[oa]"
    r"|neue[nrs]? (?:Öffnungszeiten|Regel|Regelung|Preisliste|Tarif)|laut (?:der|dem) neuen"
    r"|nya (?:regler|regeln|priser|prislistan|öppettider|taxor)|enligt (?:de|den|det) nya"
    r"|(?:за|згідно з) нов\w+ (?:графік\w*|тариф\w*|правил\w*|розклад\w*)|нов\w+ (?:графік|тариф|правила|розклад)"
    r"|по нов\w+ (?:график\w*|тариф\w*|правил\w*|расписани\w*)"
    r"|νέ(?:ο|α|ος|ες) (?:ωράριο|τιμολόγιο|τιμές|πολιτική|κανονισμός|κανόνας)"
    r"|(?:aturan|jadwal|tarif|harga) baru|novo (?:horário|regulamento)|nova (?:regra|tabela|tarifa)"
    r")" + _E
    + r"|לפי (?:הנוהל|המחירון|הכלל) החדש|(?:הנוהל|המחירון) החדש|ตามประกาศใหม่|ตามระเบียบใหม่"
    + r"|新(?:规定|规则|政策|价格|合同|标准|通知)|(?:नया|नई|नए) (?:नियम|रेट|दाम|किराया|अनुबंध)",
    re.I,
)

#: a verb of setting a value, with the new value after it
_DECIDED = re.compile(
    _B + r"(?:(?:raised|raises|increased|increases|lowered|lowers|cut|cuts|reduced|reduces|narrowed|narrows|widened"
    r"|shortened|shortens|extended|extends|lengthened|limited|limits|capped|caps|bumped|dropped|changed|moved"
    r"|rescheduled|postponed|pushed|standardi[sz]ed|priced|prices|sets|set|puts|put|repriced|gave \w+ a raise"
    r"|voted to (?:move|change|switch|raise|cut))" + _GAP
    + r"(?<!due )(?<!according )(?<!close )(?<!next )(?:to|at)(?!\s+(?:the )?(?:advanced|next|higher|top))"
    r"|a (?:augmenté|baissé|réduit|relevé|diminué|porté|passé|fixé|déplacé|changé|avancé|reporté)"
    r"|(?:a été|ont été) (?:déplacée?s?|augmentée?s?|réduite?s?|fixée?s?|avancée?s?|reportée?s?)"
    r"|(?:podniósł|podniosła|podnieśli|obniżył\w*|skrócił\w*|wydłużył\w*|przesunął|przesunęła|przesunęli"
    r"|zmienił\w*|ustalił\w*|podwyższył\w*)"
    r"|(?<=[\d₺] )yaptı|(?<=TL )yaptı|(?<=lira )yaptı"
    r"|(?:yükseltti|düşürdü|indirdi|çıkardı|alındı|ertelendi|değiştirdi|taşındı|kaydırıldı)"
    r"|(?:tăng lên|giảm xuống|dời sang|dời lại|chuyển sang|đổi sang|điều chỉnh)"
    r"|(?:ameongeza|amepunguza|ameahirisha|iahirishwe|imeahirishwa|imehamishwa|amehamisha|amebadilisha)"
    r"|(?:رفع|رفعت|خفض|خفضت|أصبح|أصبحت|نقل|نقلت|غيّر|غير|أجّل|أجل|حدد|حددت)"
    # corrfix24: a value set again by the parties or a verb of setting in it, in more languages
    r"|renegotiated|(?:renewed|matched \w+|re-?weighed|weighed \w+)" + _GAP.replace("{0,5}", "{0,3}") + r"at"
    r"|(?:ha|hanno|è stat[ao]) (?:alzat[oa]|abbassat[oa]|aumentat[oa]|ridott[oa]|spostat[oa]|portat[oa]|fissat[oa])"
    r"|(?:перейш\w+|перейшл\w+|перешл\w+|перешёл|перенест\w*|перенесл\w+|перенесен\w*|підвищи\w+|підня\w+|знизи\w+"
    r"|повыси\w+|подня\w+|снизи\w+)(?:\s+\S+)?\s+(?:на|до)"
    r"|(?:menambah\w*|mengurangi\w*|menaikkan|menurunkan|naik|turun)(?:\s+\S+){0,3}?\s+menjadi|diundur|dimajukan"
    r"|(?:ombokad|flyttad|flyttat|höjt|sänkt|ändrat|höjs|sänks|höjde|sänkte) till"
    r"|(?:opgehoogd|verhoogd|verlaagd|verplaatst|verzet) (?:naar|tot)"
    r")" + _E
    + r"|(?:עול(?:ים|ה|ות)|יורד(?:ים|ת|ות)?|החליפ(?:ה|ו)?|נדח(?:ה|תה)|הוקדם|הוקדמה) ל"
    + r"|ขึ้นราคาเป็น|ลดราคาเป็น|เปลี่ยนเป็น|เลื่อนเป็น|เลื่อนไป"
    + r"|(?:बढ़ाकर|घटाकर|बदलकर)[^.]*?कर (?:दिया|दी|दिए)|调到|调整为|改为|改成|涨到|降到|提前到|推迟到|延期到",
    re.I,
)

#: an error admitted by whoever gave the old value
_ERROR = re.compile(
    _B + r"(?:misstated|misspoke|misread|misremembered|mistyped|had it wrong|got it wrong|was wrong|had (?:\w+ )?"
    r"(?:flipped|transposed|swapped)|flipped (?:two|the) digits|transposed (?:two |the )?digits|measured again"
    r"|re-?measured|re-?ran|re-?counted|double-checked|s'est trompée?|s’est trompée?|erreur de"
    r"|pomylił\w*|pomyłk\w+|yanlış (?:yazmış|söylemiş|hatırlamış)|nhầm|ghi sai|nói sai|alikosea"
    r"|أخطأ|أخطأت|خطأ في)" + _E
    + r"|写反了|搞错了|弄错了|记错了|写错了|重新统计|重新核对"
    # corrlex: an admitted error in the lexicon's other languages (its English "typo", "my bad", "I meant" own errors
    # that general.owned_error reads with its guards; here they overruled compatible asides)
    + "|" + lexicon.source("error", langs=lexicon.BUT_ENGLISH),
    re.I,
)

#: a date from which the new value holds (and no end to it)
_FROM = re.compile(
    _B + r"(?:(?:from|starting|as of|effective|beginning) (?:the (?:first|1st|start|beginning) of (?:the|next) "
    r"(?:month|year|quarter|term)|next (?:month|year|quarter|term)|(?:" + _MONTHS + r")\.?(?:\s+\d{1,2})?)"
    r"(?!\s+(?:to|until|till|through|-)\s)"
    r"|od (?:stycznia|lutego|marca|kwietnia|maja|czerwca|lipca|sierpnia|września|października|listopada|grudnia"
    r"|przyszłego (?:miesiąca|roku)|wiosny|lata|jesieni|zimy|nowego roku)"
    r"|à partir d[eu] (?:mois|janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre"
    r"|décembre|la rentrée|l'an)|dès (?:janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre"
    r"|novembre|décembre|la rentrée)"
    r"|itibaren|từ (?:tháng|năm|tuần) (?:sau|tới)|kuanzia|ابتداءً من|ابتداء من|اعتباراً من|اعتبارا من"
    # corrfix24: the same in more languages
    r"|(?:since|sedan|sinds|vanaf|från(?: och med)?(?: den)?|dal|dall'|da) (?:" + _MONTHS_MORE + r")"
    r"|från den \d{1,2}(?:\.|:e)? (?:" + _MONTHS_MORE + r")|a partire da\w*|a partir d[eao]s?"
    r"|з першого числа|з (?:наступного|нового) (?:місяця|року)|з (?:" + _MONTHS_UK + r")|від (?:" + _MONTHS_UK + r")"
    r"|с (?:первого числа|нового года|следующего месяца)"
    r"|mulai (?:bulan|minggu|tahun|besok|hari|senin|selasa|rabu|kamis|jumat|sabtu|minggu|tanggal|\d))" + _E
    + r"|ממחר|מהחודש הבא|מהשנה הבאה|מהחודש|ตั้งแต่เดือน|ตั้งแต่วัน|ตั้งแต่ปี|ตั้งแต่พรุ่งนี้|ตั้งแต่สัปดาห์"
    + r"|从下个月起|从下月起|从明年起|(?<!\S)अब से(?!\S)"
    + "|" + lexicon.source("starting", after=lexicon.NO_RANGE),  # corrlex: a starting point in every language
    re.I,
)


#: more than one sentence: a chat turn or a summary, whose sentences each speak of their own
_SENTENCES = re.compile(r"[.!?。！？](?:\s+)(?=\S)")


def one_statement(text: str) -> bool:
    """``text`` is one sentence (what :func:`lasting` may overrule with no slot read in common)."""
    return _SENTENCES.search(text.strip()) is None


@lru_cache(maxsize=4096)
def _markers(new: str) -> tuple[tuple[str, tuple[str, ...]], ...]:
    """Each kind of :func:`lasting`'s markers with what ``new`` says of it (lower-cased), once per text (a
    write compares its statement with up to 20 others); kinds it has none of are left out."""
    out = []
    for name, rx in (("error", _ERROR), ("source", _SOURCE), ("decided", _DECIDED), ("from", _FROM)):
        if found := tuple(m.group(0).lower() for m in rx.finditer(new)):
            out.append((name, found))
    return tuple(out)


@lru_cache(maxsize=4096)
def lasting(new: str, old: str) -> str | None:
    """Whether ``new`` says its value replaces ``old``'s for good, and how: "source", "decided", "error", "from";
    None when it does not (a marker ``old`` has too counts for nothing)."""
    low = old.lower()
    for name, found in _markers(new):
        if any(f not in low for f in found):
            return name
    return None


# --- a tool, a supplier, a provider replaced ----------------------------------------------------------------------

#: a verb of switching from one provider or tool to another
_SWITCH = re.compile(
    _B + r"(?:switched|switches|moved|changed|replaced|swapped|went over|gone over|passé|passée|est passée?"
    r"|przeszedł|przeszła|przeszli|przeniósł|przeniosła|przenieśli|zmienił\w*|geçti|geçtik|geçtiler|chuyển|đổi"
    r"|تحوّل\w*|تحول\w*|انتقل\w*|amehamia|wamehamia|amebadilisha|wechselte|gewechselt|cambió|mudou|passou"
    r"|cambiato|overgestapt)" + _E + r"|换成|改用|转到|转用|换了",
    re.I,
)
#: a name: a word with a capital letter past its first one, or after the first word of its sentence
_NAME = re.compile(r"(?<![\w'’-])[A-Z][\w’'-]*?[A-Za-z0-9](?=(?:['’]s)?(?![\w'’-]))")


#: another person whose switch it is ("our neighbour moved her kids from X to Y"), unless the old one is about them
_OTHER = re.compile(
    _B + r"(?:neighbou?rs?|friends?|sisters?|brothers?|parents|mother|father|mum|mom|dad|wife|husband|partner|sons?"
    r"|daughters?|colleagues?|cousins?|aunt|uncle|boss|roommate|flatmate|sœur|frère|ami|amie|voisine?|siostr\w+"
    r"|brat\w*|sąsiad\w*|kolega|koleżanka|kardeş\w*|arkadaş\w*|komşu\w*|anh trai|chị gái|em trai|hàng xóm"
    r"|dada|kaka|rafiki|jirani)" + _E + r"|أخ|أخت|صديق|جار|朋友|邻居|姐姐|哥哥|弟弟|妹妹|भाई|बहन|दोस्त|पड़ोसी",
    re.I,
)


def _names(text: str) -> set[str]:
    return {re.split(r"['’]", m.group(0))[0] for m in _NAME.finditer(text)
            if m.start() > 0 or any(c.isupper() for c in m.group(0)[1:])}


def _dropped(new: str, name: str) -> bool:
    """``new`` names ``name`` as what was left: "from X", "instead of X", "X'ten", "bỏ X", "X is out", "X ... sold"."""
    x = re.escape(name)
    return re.search(
        r"(?:(?<![\w'’-])(?:from|instead of|rather than|away from|bỏ|thay cho|thay vì|zamiast|au lieu de|plutôt que)"
        r"\s+(?:the\s+|des\s+|du\s+|de\s+|la\s+|le\s+)?" + x + r"(?![\w-])"
        r"|(?<![\w'’-])" + x + r"['’]?(?:tan|ten|dan|den)(?![\w-])"
        r"|(?<![\w'’-])" + x + r"(?:['’]s)?(?:\s+[\w'’-]+){0,3}?\s+(?:is|are|was|were|got|has been|have been)\s+"
        r"(?:out|sold|gone|dropped|history|returned|cancelled|canceled)(?![\w-]))",
        new, re.I) is not None


@lru_cache(maxsize=4096)
def replaced(new: str, old: str) -> bool:
    """``new`` says a provider or tool named in ``old`` was switched for another one it names: "Owen switched the
    crew to Ego mowers; the Stihl gear is sold", "Klinik DentalSoft'tan Dentrix'e geçti", "chuyển qua dùng Sapo, bỏ
    KiotViet".

    >>> replaced("The clinic moved from Medline to Cardinal for gloves.", "The clinic's glove supplier is Medline.")
    True
    >>> replaced("Medline also sells gowns.", "The clinic's glove supplier is Medline.")
    False
    >>> replaced("Our neighbour moved her kids from Oakmere to Brookside.", "The kids' school is Oakmere.")
    False
    """
    if not (m := _SWITCH.search(new)):
        return False
    if (o := _OTHER.search(new[:m.start()])) and o.group(0).lower() not in old.lower():
        return False  # another person's switch
    olds, news = _names(old), _names(new)
    if not {n for n in news if not any(n.lower() in o.lower() or o.lower() in n.lower() for o in olds)}:
        return False  # no new name for the new provider
    return any(_dropped(new, x) for x in olds if x.lower() in new.lower() and not new.startswith(x))
