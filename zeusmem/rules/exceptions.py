"""Exceptions to a general statement, and rules widened: the general statement still holds (corrfix22).

A memory of someone's work holds general statements ("Dana parks in Lot C", "Web orders ship via Media Mail",
"Two RNs verify insulin drips"). A later statement that names an exception to one of them, for one occasion or
for a subset, or that widens it to more cases, reads like a correction ("... instead of Lot C", "... UPS Ground
instead of Media Mail", "25% instead of his usual 20%") but changes nothing of the general statement:

* an occasion: one order, one client, today, this time, on weekends, sometimes, a stock-out ("Crescent was out
  of breakers, so he grabbed a few at Home Depot"), "only one day";
* a subset named by a qualifier the general statement lacks ("Heavy web orders ship via UPS"), or the general
  statement named as the usual one ("instead of his usual 20%");
* a widening: "also", "too", "as well", "not only", "in addition to" -- unless the general statement was itself
  a restriction ("cash only"), which the widening does end;
* a request to change the statement, withdrawn ("she had asked for 16 hours, then withdrew her request").

:func:`exception` names which, in the languages the corpora use (en fr pl tr zh vi ar hi sw, with de es pt it nl
where the words are plain). A marker the old statement has too is no exception of the new one's: both speak of
the same occasion or subset. :func:`claims.relation` then keeps the old statement active (flagged, not superseded).

>>> exception("On weekends Dana sometimes parks on the street instead of Lot C.", "Dana parks in Lot C.")
'occasion'
>>> exception("Two-RN checks also apply to heparin drips, not only insulin.", "Two RNs check insulin drips.")
'widened'
>>> exception("The truck takes cards now too.", "The truck takes cash only.") is None
True
>>> exception("Heavy web orders ship via UPS Ground instead of Media Mail.", "Web orders ship via Media Mail.")
'subset'
>>> exception("Hôm nay quán đóng sớm lúc 12 giờ.", "Quán mở cửa từ 6 giờ sáng đến 2 giờ chiều.")
'occasion'
>>> exception("Since today the shop opens at 7.", "The shop opens at 6.") is None
True
"""

from __future__ import annotations

import re
from functools import lru_cache

from zeusmem.rules import lexicon

_B = r"(?<![\w'’-])"  # a word's start, for the scripts with word characters
_E = r"(?![\w'’-])"

#: one occasion, one order or client, a day, a time of the week, a passing stock-out
_OCCASION = re.compile(
    _B + r"(?:"
    # en
    r"(?<!from )(?<!since )(?<!starting )(?<!as of )(?<!effective )(?:today|tonight)(?! onwards?| on\b)"
    r"|this time|just this|this one (?:\w+)|(?:on|for) (?:this|that|one|a single) (?:one |particular |specific )?"
    r"(?:order|job|client|customer|patient|case|project|event|shipment|delivery|batch|student|lesson|booking|visit"
    r"|trip|shift|sale|invoice|contract|occasion)s?|sometimes|occasionally|now and then|every so often"
    r"|(?:our|the|his|her|their|my) next (?:session|meeting|class|lesson|appointment|visit|call)"
    r"|this (?:week|month|year|term)['’]s|then back|for an? (?:hour|afternoon|morning|evening)"
    r"|because of the (?:bank )?holiday"
    r"|on (?:the )?weekends|at weekends?|on (?:public )?holidays|out of stock|only (?:for )?(?:one|a single) day"
    r"|(?:was|were|is|are|ran|run) out of(?!\s+(?:date|office|town|the country|print|business|work|action|reach))"
    # fr
    r"|(?<!partir d')(?<!dès )(?<!depuis )aujourd'hui|aujourd’hui|ce soir|cette fois|pour cette fois|exceptionnellement"
    r"|parfois|de temps en temps|le week-end|les week-ends|le weekend|en rupture"
    r"|pour (?:cette|ce|la|le) (?:seule? )?(?:commande|client|cliente|fois|jour)"
    # pl
    r"|(?<!od )(?:dzisiaj|dziś)|tym razem|wyjątkowo|czasem|czasami|w weekendy?|jednorazowo|tylko raz"
    # tr
    r"|bu sefer(?:lik)?|bu kez|bu kereli(?:ğine)?|istisna\w*|bazen|hafta sonlar\w*|hafta sonu\w*|bir defalık"
    r"|(?:bugün)(?!den)"
    # vi
    r"|(?<!từ )hôm nay|lần này|cuối tuần|thỉnh thoảng|đôi khi|chỉ một (?:ngày|lần|hôm)|ngoại lệ"
    # sw
    r"|(?<!kuanzia )(?<!tangu )(?-i:leo)|mara hii|safari hii|wakati mwingine|mara nyingine|wikendi|mwishoni mwa wiki"
    # ar
    r"|(?<!من )(?<!ابتداءً من )(?<!ابتداء من )اليوم|هذه المرة|أحياناً|أحيانا|استثنائياً|استثنائيا"
    r"|عطلة نهاية الأسبوع|نهاية الأسبوع"
    # de es pt it nl
    r"|heute|diesmal|manchmal|am wochenende|ausnahmsweise|hoy|esta vez|a veces|los fines de semana"
    r"|hoje|desta vez|às vezes|nos fins de semana|oggi|questa volta|a volte|nel fine settimana|vandaag|deze keer"
    r"|soms|in het weekend"
    r")" + _E
    # zh, hi: no word characters around the marks of their scripts
    + r"|(?<!从)(?<!自)今天(?!起|开始)|今晚|这次|这一次|这回|周末|有时|偶尔|例外|临时|这一单|只此一"
    r"|(?<!\S)आज(?!\S)(?! से)|इस बार|कभी-कभी|कभी कभी|सप्ताहांत|वीकेंड|सिर्फ़ एक दिन|सिर्फ एक दिन",
    re.I,
)

#: "just this once", "only this time", "exceptionally", "(on that day) only", per language: written from a list of
#: languages, not from a corpus (the table above grew with the corpora); a day or date before "only" is an occasion
_ONE_OFF_WORDS: dict[str, str] = {
    "en": "just this once|only this once|just that once|only that once|for once|this once|just the once|one time only"
          "|as a one-off|a one-off|one-off|as an exception|by exception|exceptionally|just for today|only for today"
          "|just for tonight|today only|tonight only|this week only|this weekend only|just this week|just this weekend"
          "|(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|\\d{1,2}(?:st|nd|rd|th)|(?:january|february"
          "|march|april|may|june|july|august|september|october|november|december)(?: \\d{1,2})?) only"
          "|just (?:this|that) (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|day|week|time)",
    "de": "nur dieses eine mal|nur dieses mal|nur diesmal|dieses eine mal|einmalig|ausnahmsweise|nur heute"
          "|nur für heute",
    "fr": "pour une fois|juste cette fois|seulement cette fois|rien que cette fois|exceptionnellement"
          "|à titre exceptionnel"
          "|pour aujourd'hui seulement|juste pour aujourd'hui|une seule fois",
    "es": "solo esta vez|sólo esta vez|por esta vez|por una vez|excepcionalmente|de forma excepcional|solo por hoy"
          "|sólo por hoy|solo hoy|una sola vez|solo este|solo esta|sólo este|sólo esta",
    "pt": "só desta vez|só esta vez|somente desta vez|apenas desta vez|excepcionalmente|excecionalmente|só hoje"
          "|só por hoje|só este|só esta|uma única vez",
    "gl": "só esta vez|só por esta vez|só este|só esta|excepcionalmente|só hoxe|só por hoxe|unha soa vez",
    "ca": "només aquesta vegada|només per aquesta vegada|per una vegada|excepcionalment|només avui|només aquest"
          "|només aquesta",
    "it": "solo questa volta|solo per questa volta|per una volta|eccezionalmente|in via eccezionale|solo oggi"
          "|solo per oggi"
          "|una tantum",
    "nl": "alleen deze keer|alleen deze ene keer|voor één keer|voor een keer|eenmalig|uitzonderlijk|bij uitzondering"
          "|alleen vandaag|alleen voor vandaag",
    "af": "net hierdie keer|slegs hierdie keer|vir een keer|by uitsondering|uitsonderlik|net vandag|slegs vandag"
          "|eenmalig",
    "da": "kun denne gang|bare denne gang|kun den ene gang|bare den ene gang|for en gangs skyld|undtagelsesvis"
          "|kun i dag|engangs",
    "nb": "bare denne gangen|kun denne gangen|bare denne gang|kun denne gang|bare den ene gangen|kun den ene gangen"
          "|bare én gang|for en gangs skyld|unntaksvis|bare i dag"
          "|kun i dag|bare i kveld|kun i kveld",
    "sv": "bara den här gången|endast den här gången|bara den enda gången|bara just den gången"
          "|bara denna gång|för en gångs skull|undantagsvis|bara idag"
          "|bara i dag"
          "|endast idag|endast i dag",
    "is": "bara í þetta sinn|aðeins í þetta sinn|í undantekningartilfelli|bara í dag|aðeins í dag",
    "fi": "vain tämän kerran|vain tällä kertaa|poikkeuksellisesti|vain tänään|vain tänä iltana|kerran vain",
    "et": "ainult seekord|vaid seekord|ainult see kord|erandkorras|erandina|ainult täna|vaid täna",
    "lv": "tikai šoreiz|tikai šo reizi|izņēmuma kārtā|tikai šodien",
    "lt": "tik šį kartą|tik šįkart|išimties tvarka|išimtinai|tik šiandien",
    "pl": "tylko tym razem|tylko ten jeden raz|ten jeden raz|wyjątkowo|jednorazowo|tylko dziś|tylko dzisiaj",
    "cs": "jen tentokrát|pouze tentokrát|jen tento jeden|výjimečně|jednorázově|jen dnes|pouze dnes",
    "sk": "len tentoraz|iba tentoraz|výnimočne|jednorazovo|len dnes|iba dnes",
    "sl": "samo tokrat|le tokrat|izjemoma|enkratno|samo danes|le danes",
    "hr": "samo ovaj put|samo ovoga puta|samo ovog puta|iznimno|izuzetno|jednokratno|samo danas|samo večeras",
    "sr": "samo ovaj put|samo ovog puta|izuzetno|jednokratno|samo danas|само овај пут|само овог пута|изузетно"
          "|једнократно|само данас",
    "bg": "само този път|само този веднъж|по изключение|еднократно|само днес",
    "mk": "само овој пат|по исклучок|еднократно|само денес",
    "uk": "лише цього разу|тільки цього разу|цього разу|в порядку винятку|як виняток|виключно сьогодні|лише сьогодні"
          "|тільки сьогодні|одноразово",
    "ru": "только в этот раз|только на этот раз|на этот раз|в этот раз|в виде исключения|в порядке исключения"
          "|как исключение|только сегодня|разово|единоразово",
    "el": "μόνο αυτή τη φορά|μόνο αυτήν τη φορά|για μία φορά|κατ' εξαίρεση|εξαιρετικά|μόνο σήμερα|μόνο απόψε",
    "ro": "doar de data asta|numai de data asta|doar acum o dată|în mod excepțional|excepțional|doar azi|doar astăzi"
          "|numai azi|o singură dată",
    "hu": "csak most az egyszer|csak ezúttal|kivételesen|egyszeri alkalommal|csak ma|csak ma este",
    "sq": "vetëm këtë herë|vetem kete here|përjashtimisht|vetëm sot|vetem sot",
    "tr": "sadece bu seferlik|yalnızca bu seferlik|bir kereliğine|istisnai olarak|sadece bugün|yalnızca bugün",
    "az": "yalnız bu dəfə|təkcə bu dəfə|istisna olaraq|yalnız bu gün|bir dəfəlik",
    "id": "hanya kali ini|cuma kali ini|khusus kali ini|sekali ini saja|hanya hari ini|cuma hari ini|khusus hari ini",
    "ms": "kali ini sahaja|kali ini saja|untuk kali ini|hari ini sahaja|hari ini saja|sekali sahaja",
    "tl": "ngayon lang|ngayong araw lang|ngayong beses lang|ngayon lamang|minsan lang",
    "sw": "mara hii tu|leo tu|kwa mara hii|kwa leo tu|kwa kipekee",
    "vi": "chỉ lần này|riêng lần này|lần này thôi|riêng hôm nay|chỉ hôm nay|hôm nay thôi|ngoại lệ",
    "he": "רק הפעם|רק היום|באופן חריג|חד פעמי|חד-פעמי",
    "fa": "فقط این بار|فقط همین یک بار|استثنائاً|فقط امروز",
    "ur": "صرف اس بار|صرف اس دفعہ|صرف آج",
}
_ONE_OFF = re.compile(
    _B + "(?:" + "|".join(w for words in _ONE_OFF_WORDS.values() for w in words.split("|")) + ")" + _E
    + r"|只有这次|就这一次|仅此一次|只限今天|今回だけ|今日だけ|今日のみ|이번만|오늘만|ครั้งนี้เท่านั้น|วันนี้เท่านั้น"
    r"|सिर्फ़ इस बार|सिर्फ इस बार|শুধু এবার|শুধু আজ",
    re.I,
)

#: the general statement named as the usual one: what differs is an exception to it
_USUAL = re.compile(
    _B + r"(?:usual|usually|normally|as a rule|habituel(?:le)?s?|d'habitude|d’habitude|zwykł\w*|zwykle"
    r"|her zamanki|genelde|genellikle|thường lệ|thường ngày|kwa kawaida|المعتاد\w*|عادةً|gewöhnlich|normalerweise"
    r"|habitual|normalmente|di solito)" + _E
    + r"|平时|平常|通常|आम तौर पर|आमतौर पर|हमेशा की तरह",
    re.I,
)

#: a qualifier that names a subset of the things the general statement is about ("heavy orders")
_SUBSET = re.compile(
    _B + r"(?P<q>heavy|heavier|large|larger|bulky|oversized|bulk|rush|urgent"
    r"|international|overseas|special[- ]order|custom|gros|grosse|grosses|lourd\w*|duż\w+|ciężk\w+)\s+"
    r"(?P<w1>[\w'’-]+)(?:\s+(?P<w2>[\w'’-]+))?",
    re.I,
)

#: a rule widened to more cases
_WIDENED = re.compile(
    _B + r"(?:also|too(?=\s*(?:[.,;:!?)]|$))|as well|not only|not just|in addition to|additionally|aussi|également"
    r"|en plus de|non seulement"
    r"|też|także|również|oprócz|dodatkowo|ayrıca|de geçerli|da geçerli|cũng áp dụng|ngoài ra|pia|vilevile"
    r"|أيضاً|أيضا|كذلك|إضافة إلى|بالإضافة إلى|auch|también|além de|anche|ook)" + _E
    + r"|也适用|同样适用|也要|不仅|不只|भी लागू|के अलावा",
    re.I,
)
#: ... a general statement that was a restriction: the widening ends it ("cash only" / "cards now too")
_RESTRICTED = re.compile(
    _B + r"(?:only|just|exclusively|seulement|uniquement|ne\s+\w+\s+que|tylko|wyłącznie|sadece|yalnızca|yalnız|chỉ"
    r"|tu|فقط|nur|solo|sólo|somente|apenas|alleen)" + _E + r"|只|仅|सिर्फ़|सिर्फ|केवल",
    re.I,
)

#: a request to change the statement, withdrawn
_WITHDRAWN = re.compile(
    _B + r"(?:(?:withdrew|withdrawn|retracted|took back|pulled|dropped|cancelled|canceled) (?:his|her|their|the|its|my"
    r"|our) (?:own )?(?:request|application|proposal|ask)|retiré (?:sa|la|leur) (?:demande|candidature|proposition)"
    r"|annulé (?:sa|la) demande|wycofał\w* (?:wniosek|prośbę|podanie)|talebini geri çekti|başvurusunu geri çekti"
    r"|rút (?:lại )?(?:đơn|yêu cầu|đề nghị)|سحب\w* طلب\w*|aliondoa ombi|ameondoa ombi)" + _E
    + r"|撤回了?(?:申请|请求)|अनुरोध वापस|आवेदन वापस",
    re.I,
)
#: an old statement that is itself a plan or a request: a withdrawal ends it
_PLANNED = re.compile(
    _B + r"(?:will|going to|plans?|planning|wants? to|asked|requested|is to|are to|va |vont |demandé|chce|planuje"
    r"|istiyor|planlıyor|sẽ|atakwenda|anataka|سوف|سي\w+)" + _E + r"|将|要|打算|计划|वाला|वाली|वाले|चाहत",
    re.I,
)

#: a lasting change said with it: no exception ("no longer on Saturdays, closed at weekends", "cards now too"), in every
#: language of :mod:`zeusmem.rules.lexicon`
_LASTING = lexicon.pattern("now", "from_now", "no_longer")
#: a lasting milestone dated today: "six months smoke-free today", "turned 35 today", "decided today"
_MILESTONE = re.compile(
    _B + r"(?:first time|new|decided|granted|turned|actually|months?|years?|weeks?|finally|official\w*)" + _E, re.I)
_TODAY = re.compile(_B + r"(?:today|tonight)" + _E, re.I)
#: a change said with a widening: "no direct pushes now, hotfixes go through a PR too"
_CHANGED = re.compile(_B + r"(?:changed|switched|moved|replaced|stopped|quit|left|gave up|given up|no)" + _E, re.I)
#: more than one sentence: a summary or a chat turn, whose parts each speak of their own
_SENTENCES = re.compile(r"[.!?。！？](?:\s+)(?=\S)|\s[—–]\s")

_WORD = re.compile(r"[\w'’-]+")


def _words(text: str) -> set[str]:
    return {w.lower()[:5] for w in _WORD.findall(text)}


def _subset(new: str, old: str) -> bool:
    """``new`` names a subset of a thing of ``old``'s by a qualifier ``old`` lacks ("Heavy website orders")."""
    old_words = _words(old)
    for m in _SUBSET.finditer(new):
        if m.group("q").lower()[:5] in old_words:
            continue
        if any(w and len(w) > 2 and w.lower()[:5] in old_words for w in (m.group("w1"), m.group("w2"))):
            return True
    return False


@lru_cache(maxsize=4096)
def _markers(new: str) -> dict[str, tuple[str, ...]] | None:
    """What :func:`exception` reads of ``new`` alone, once per text (a write compares it with up to 20
    statements): None for more than one sentence or a lasting change, else each marker kind's words in it
    (lower-cased, no "'s"); "milestone" and "changed" hold the words that undo "occasion" and "widened"."""
    if _SENTENCES.search(new.strip()) or _LASTING.search(new):
        return None
    out = {name: tuple(re.sub(r"['’]s$", "", m.group(0).lower()) for m in rx.finditer(new))
           for name, rx in (("occasion", _OCCASION), ("one_off", _ONE_OFF), ("usual", _USUAL), ("widened", _WIDENED),
                            ("withdrawn", _WITHDRAWN))}
    out["milestone"] = ("today",) if _TODAY.search(new) and _MILESTONE.search(new) else ()
    out["changed"] = ("changed",) if _CHANGED.search(new) else ()
    return out


@lru_cache(maxsize=4096)
def exception(new: str, old: str) -> str | None:
    """Whether ``new`` states an exception to ``old`` or widens it, and which: "occasion", "usual", "subset",
    "widened", "withdrawn"; None when it does neither (a marker ``old`` has too counts for nothing)."""
    if (said := _markers(new)) is None:
        return None
    low = old.lower()

    def fresh(kind: str) -> bool:
        return any(w not in low for w in said[kind])
    if (fresh("occasion") or fresh("one_off")) and not said["milestone"]:
        return "occasion"
    if fresh("usual"):
        return "usual"
    if _subset(new, old):
        return "subset"
    if fresh("widened") and not _RESTRICTED.search(old) and not said["changed"]:
        return "widened"
    if fresh("withdrawn") and not _PLANNED.search(old):
        return "withdrawn"
    return None
