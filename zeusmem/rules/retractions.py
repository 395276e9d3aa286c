"""Corrections read from general signals, not from the frames of one corpus (issue 25).

Two ways a new statement says that an old one no longer holds, each read on word tokens
(:func:`zeusmem.rules.words.tokens`) with word lists written from how people correct themselves in
many languages, not from any corpus's sentences:

* :func:`retracts` -- a word that is the old statement's value (a name, number, time or the tail of
  its predicate, not the head of its subject) stands in the new one under a denial: a negation just
  before it ("not Farrow", "inte Arlanda", "ne 12 000"), "instead of", "formerly", "ex-", "out of",
  "off" before it, or "off", "wrong", "a typo", "my old ..." after it; and the new statement supplies
  another value or a word of change or correction;
* :func:`swaps` -- a word of correction or change (:data:`CUES`: "correction", "actually", "no wait",
  "mixed up", "now", "since", "switched", "instead", "ex-" ... in many languages) and a value of the
  old statement replaced by one of the same kind (a name by a name, a number, date or time by a
  number, date or time) next to a word the two statements share (the slot: "the MRI is on the 9th" /
  "the MRI is on the 19th").

A word of the old statement is also taken back when a verb leaves it behind (:data:`LEAVING`: "sold
the Yaris", "stopped going to Carla", "sluttet ved Bjørkely"; not with another person or a count for
subject, nor for an old statement of a feeling or a past event), when a change runs from it to another
("from X to Y" under a word of change, :func:`_moved_from`), when an agent's question that names it is
answered no (:func:`_answered_no`); an inflected form of a word is the same word (:func:`_prefix`:
"Horvata" for "Horvat"); a value only asked about or given as the old one ("(was 10:00)") is no value
kept; and a form field set again to another value under a word of edit supersedes (:func:`field_edited`).

Neither applies to a question, a plan or wish, a hedge, one occasion ("today"), something added
("also", "another") or another person's statement (:func:`guarded`).

>>> retracts("Crete is off, we booked Sardinia instead.", "We're going to Crete for the summer.")
True
>>> swaps("Sorry, my mistake: the MRI is on the 19th.", "The MRI is on the 9th.", 0.8)
True
>>> swaps("Sorry, the MRI results come on the 19th.", "The MRI is on the 9th.", 0.8)
False
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import lru_cache

from zeusmem.rules import attributes, endings, revisions
from zeusmem.rules.changes import DAYPART, OCCASION
from zeusmem.rules.parsing import parse
from zeusmem.rules.words import ADDITIVE, HISTORY, MY, NUMBER_WORDS, PEOPLE, PLAN, TIMES, Token, tokens

# --- word lists --------------------------------------------------------------------------------------

#: words that deny the word (or phrase) after them, in the common languages
#: (corrfix16: a last row of is af cy et lv sl)
NEGATORS = frozenset(
    """
    not no never nothing none nobody neither nor n't isn't wasn't aren't weren't don't doesn't didn't won't ain't
    niet geen nooit
    nicht kein keine keinen keinem keiner nie pas jamais non no nunca não nem nao
    не ні нет нема немає ни nie ne nejsou není inte ej icke ikke ei emme ette eivät enkä etkä eikä emmekä ettekä eivätkä
    όχι δεν μη μην لا ليس ليست وليس ولا لم لن לא אין ולא không chẳng chứ bukan tidak belum
    hapana sio siyo değil yok नहीं न 不 没 非 別 别 아니 안 hindi
    ekki aldrei ddim nid nad mitte nav nē nikoli
    """.split()
)
#: verbs that leave the thing after them behind ("left Vantor", "sold the Yaris", "stopped going to
#: Carla", "sluttet ved Bjørkely", "a plecat de la firma"), in the common languages
LEAVING = tuple(
    tuple(p.split("_"))
    for p in """
    left quit sold fired ditched dumped cancelled canceled away_from came_off got_off gave_up stopped_going_to
    stopped_seeing stopped_using stopped_at moved_out_of
    verlassen verkauft gekündigt quitté vendu annulé dejé dejó dejamos vendí vendió cancelé cancelamos
    deixei deixou deixamos vendi vendeu cancelei lasciato venduto annullato verlaten verkocht opgezegd
    sluttet_ved sluttet_i sluttet_på sluttede_ved sluttede_i solgte forlot forlod stoppet_med stoppede_med
    slutade_på slutade_med sålde lämnade lopetin lopetti myin myi
    a_plecat_de_la plecat_de_la plecat_din renunțat_la renuntat_la vândut vandut părăsit parasit
    deixat venut anul·lat cancel·lat
    berhenti_kerja_di berhenti_di berhenti_dari keluar_dari menjual meninggalkan membatalkan
    napustio napustila prodao prodala otkazao otkazala odišiel_z odišla_z odešel_z odešla_z skončil_s skončila_s
    predal predala prodal prodala
    напусна продаде уволился_из уволилась_из ушёл_из ушла_из ушел_из продал продала бросил бросила
    elhagyta eladta otthagyta
    """.split()
)
#: words that, just before a value, say it is no longer or never was ("instead of X", "formerly X",
#: "ex-boss", "out of X", "off X"); matched as a word sequence ending right before the value
#: (corrfix16: a last row of is af cy et lv sl)
BEFORE = tuple(
    tuple(p.split("_"))
    for p in """
    instead_of rather_than in_place_of no_longer formerly former ex previously erstwhile out_of off
    statt anstatt ehemals ehemalig ehemalige ehemaligen früher nicht_mehr au_lieu_de plutôt_que ancien ancienne
    ne_plus en_vez_de en_lugar_de ya_no antiguo antigua em_vez_de em_lugar_de já_não antigo antiga invece_di
    anziché non_più in_plaats_van niet_meer voormalig voormalige vroeger
    i_stället_för istället_för före_detta inte_längre tidligere ikke_lenger ikke_længere i_stedet_for
    вместо бывший бывшая бывшего больше_не уже_не замість колишній колишня вже_не більше_не
    zamiast były była już_nie místo bývalý bývalá už_ne αντί_για αντί πρώην πια_δεν
    بدلا_من بدلاً_من بدل لم_يعد لم_تعد لم_أعد במקום כבר_לא thay_vì không_còn alih-alih bukan_lagi tidak_lagi
    sudah_tidak mantan bekas badala_ya yerine eski artık_değil 而不是 不再 已经不 前
    više_ne više_nije už_nie вече_не nu_mai nem_már már_nem tak_lagi tidak_lagi hindi_na
    í_staðinn_fyrir ekki_lengur nie_meer_nie in_plaas_van yn_lle ddim_mwyach mitte_enam asemel vairs_ne nevis
    namesto ne_več nič_več
    """.split()
) + LEAVING

_LEAVING_SET = frozenset(LEAVING)
_LEAVING_BY_LAST: dict[str, list[tuple[str, ...]]] = {}
for _p in LEAVING:
    _LEAVING_BY_LAST.setdefault(_p[-1], []).append(_p)
_BEFORE_BY_LAST: dict[str, list[tuple[str, ...]]] = {}
for _p in BEFORE:
    _BEFORE_BY_LAST.setdefault(_p[-1], []).append(_p)
#: words that, just after a value, take it back ("X is off", "X was wrong", "X was a typo", "X was my
#: old car", "Sam's my ex", "X is out of the picture")
AFTER = frozenset(
    """
    off wrong mistake mistaken typo error incorrect inaccurate outdated obsolete cancelled canceled scrapped
    old ex former previous gone void dropped dead archived retired out नहीं değil
    falsch fehler veraltet abgesagt faux erreur erroné erronée annulé annulée ancien incorrecto incorrecta error
    equivocado cancelado antiguo errado erro antigo sbagliato errore annullato vecchio fout vergissing oud
    fel felaktigt misstag inställt gammal väärin virhe peruttu vanha feil gammel неправильно неверно ошибка
    отменили старый неправильно помилка старий źle błąd stary špatně chyba starý λάθος λανθασμένο παλιό
    خطأ غلط خاطئ القديم السابق לשעבר טעות שגוי הישן sai nhầm cũ salah keliru lama batal kosa zamani
    yanlış hata iptal ग़लत गलत पुराना 错 错了 不对 取消 旧 間違い 틀렸 잘못
    removed withdrawn closing closed disconnected deleted discontinued demolished knocked ruled shut
    gelöscht geschlossen entfernt supprimé supprimée fermé fermée eliminado eliminada cerrado cerrada
    eliminato chiuso chiusa encerrado fechado fechada verwijderd gesloten
    slettet slettede fjernet fjernede nedlagt lagt stengt lukket avlyst aflyst opsagt borttagen stängd
    anulat anulată anulate șters ștearsă închis închisă retras retrasă
    retirat retirada tancat tancada eliminat esborrat
    dibatalkan ditutup dipadam dibuang dijual
    otkazan otkazano zatvoren zatvorena ukinut ukinuta obrisan törölve megszűnt bezárt lemondva
    zrušený zrušená zrušené zatvorený vymazaný отменен отменена закрит закрита изтрит
    لغو حذف تعطیل ছেড়ে বাতিল छोड़ रद्द
    """.split()
)
#: words of correction or change: the speaker sets a statement right, or says it changed
#: (corrfix16: a last row of is af cy et lv sl)
CUES = frozenset(
    """
    correction correct corrected actually sorry oops wait mistake mistaken typo wrong misspoke misread misheard
    mixed confused meant clarify now nowadays currently since anymore longer instead switched switch changed
    change moved move rescheduled postponed pushed swapped replaced reassigned transferred updated
    ended ex former formerly new
    korrektur berichtigung eigentlich sorry entschuldigung falsch fehler vertan geirrt verwechselt jetzt nun
    inzwischen mittlerweile seit ab mehr stattdessen gewechselt umgezogen verlegt verschoben geändert neu neue
    doch ehemalig
    correction rectification pardon désolé désolée erreur trompé trompée confondu maintenant désormais depuis
    plus lieu finalement changé déménagé déplacé reporté nouveau nouvelle
    corrección perdón perdona error equivocado equivoqué confundí realidad ahora desde vez lugar final
    cambié cambiado cambió mudé mudamos trasladado nuevo nueva
    correção desculpa erro enganei confundi verdade agora desde já vez fim mudei mudou mudamos trocou troquei novo
    correzione scusa errore sbagliato sbagliata confuso realtà ora adesso più invece fine cambiato spostato nuovo
    nuova
    correctie sorry fout vergist verward eigenlijk nu sinds vanaf meer plaats toch uiteindelijk veranderd
    verhuisd verplaatst nieuwe
    rättelse förlåt fel misstag egentligen numera sedan längre stället ändå flyttat flyttats flyttade bytt
    bytte ändrat ändrats nya rettelse unnskyld undskyld feil fejl nå lenger længere byttet flyttet
    korjaus anteeksi väärin virhe oikeastaan nyt nykyään alkaen lähtien enää sijaan vaihdoin vaihtui muutin
    muutimme siirsi siirtyi siirrettiin uusi
    korekta poprawka przepraszam pomyłka pomyliłem pomyliłam właściwie teraz już zamiast zmiana zmieniłem
    przeniesiono przeprowadziłem nowy oprava promiň promiňte spletl spletla vlastně teď nyní už místo přesunul
    přesunula přesunuto změnil změnila nový
    поправка исправление извините извини простите ошибка ошибся ошиблась перепутал перепутала самом вообще-то
    теперь сейчас больше уже вместо перенёс перенес перенесли переехал переехали поменял сменил новый
    виправлення вибачте перепрошую помилка помилився помилилася переплутав переплутала насправді виявляється
    тепер зараз більше вже замість перенесли переїхали змінив змінила новий
    διόρθωση συγγνώμη λάθος μπέρδεψα τώρα πια πλέον αντί άλλαξε άλλαξα άλλαξαν μετακόμισα νέο νέα
    تصحيح عذرا عذراً آسف خطأ أخطأت غلطت الآن الان منذ يعد أعد تعد بدلا بدلاً انتقلت انتقلنا تغير غيرت غيّرت
    تأجل تأجلت الجديد
    תיקון סליחה טעות טעיתי התבלבלתי בעצם עכשיו כעת מאז כבר במקום עברנו עברתי שינה החליף החלפנו החדש
    düzeltme pardon özür yanlış hata karıştırdım aslında artık şimdi itibaren beri yerine değişti taşındım yeni
    ralat koreksi maaf salah keliru sebenarnya sekarang kini sejak mulai lagi pindah ganti diganti akhirnya baru
    samahani nilikosea kosa sasa tangu kuanzia tena badala nimehamia tumehamia mpya
    đính chính xin lỗi nhầm sai thực ra bây giờ hiện nay nữa thay chuyển đổi mới rồi
    सुधार माफ़ माफ गलती ग़लत अब बदल नया
    错 改 换 搬
    edited amended modified revised rescheduled cancelled canceled removed replacing replaced superseded
    deferred переніс перенесла перенесено перенесений перенесена flyttas flyttad flyttades dipindah dipindahkan
    diundur ertelendi
    endret endra ændret ændrede byttet skiftet sluttet nu
    schimbat schimbată mutat mutată acum precizat corectat anulat
    canviat mudat ara precisat
    tukar tukarkan bertukar berpindah dibatalkan
    lumipat ngayon pala nagkamali binago
    preselio preselila promijenio promijenila sada ispravak pomaknut pomaknuta pomaknuto premješten premještena
    mostantól költözött váltott pontosított módosítva
    zmenil zmenila presťahoval presťahovala
    смени премести сега вече поправка
    اکنون حالا نقل تغییر
    এখন
    leiðrétting núna breytt flutti fluttum fært regstelling eintlik nou verander verskuif verhuis cywiriad nawr
    bellach newid symud parandus tegelikult nüüd muutus muutsin viidi labojums patiesībā tagad mainīts pārcēla
    popravek pravzaprav zdaj sedaj spremenjeno prestavljeno
    """.split()
)
#: the "now" words of :data:`CUES`: a present state, not by itself a change of one
_NOW = frozenset("now nowadays currently jetzt nun maintenant désormais ahora agora ora adesso nu numera nå nyt "
                 "nykyään teraz teď nyní теперь сейчас тепер зараз τώρα الآن الان עכשיו şimdi artık sekarang kini "
                 "sasa अब".split()) | frozenset("núna nou nawr bellach nüüd tagad zdaj sedaj".split())  # corrfix16
#: words of :data:`CUES` too weak alone: "new" may be one more ("met new people", "a new pup"), "since"
#: and "from" give a duration or a start ("has been painting since 17")
_WEAK = frozenset(
    """
    new neu neue nouveau nouvelle nuevo nueva novo nova nuovo nuova nieuwe nya uusi nowy nový новый новая новое
    νέο νέα الجديد החדש yeni baru mpya mới नया since seit depuis desde sinds sedan od с منذ מאז beri itibaren
    sejak tangu lähtien alkaen mulai kuanzia ab vanaf
    """.split()
)
CUES = CUES - _WEAK
#: corrfix17: words of correction, change and now in gl, eo, lt, hu, ro, hr, sk, ca, tl, ms not read above
CUES = CUES | frozenset(
    """
    equivoqueime equivocáronse trabuqueime corrixo perdoa perdón agora cambiou cambiamos
    pardonu eraro erare korekto nun ŝanĝis ŝanĝiĝis translokiĝis anstataŭ
    atsiprašau klaida suklydau apsirikau pataisymas dabar persikėlė persikraustė pakeitė pakeitėme vietoj
    bocsánat tévedtem elnéztem javítás most helyett átköltözött megváltozott
    scuze greșit greseala m-am înșelat încurcat
    oprostite oprosti pogriješio pogriješila zabunio zabunila greška
    prepáč pomýlil pomýlila chyba oprava teraz namiesto
    perdó m'he equivocat equivocat error correcció
    mali mali pala paumanhin
    silap tersilap
    """.split()
)
#: cue phrases of two words ("no wait", "scratch that", "turns out", "as of", "from now on", "ended up")
CUE_PAIRS = frozenset(
    tuple(p.split("_"))
    for p in """
    no_wait scratch_that strike_that all_along à_partir a_partir turns_out turned_out as_of from_now
    going_forward ended_up after_all
    my_bad took_over these_days any_more mixed_up mix_up got_wrong
    en_fait au_final de_hecho al_final na_verdade no_fim in_realtà alla_fine på_riktigt från_och
    на_самом на_деле
    """.split()
)
#: scripts written without spaces: cues read as substrings
CUE_CHARS = ("แก้ไข", "ขอโทษ", "ผิด", "ตอนนี้", "แทน", "ย้าย", "เปลี่ยน", "แล้ว", "ไม่ใช่", "说错", "搞错", "弄错",
             "记错", "现在", "如今", "不再", "更正", "纠正", "抱歉", "其实", "間違", "今は", "変更", "訂正", "実は",
             "지금", "이제", "바뀌", "정정", "죄송", "잘못", "사실", "대신")
#: words that keep a denial from being about the value ("not sure", "don't know", "not only")
_HEDGED = frozenset("sure certain know remember decided yet only just even necessarily always think".split())
#: what adds to a statement rather than replacing its value: :data:`words.ADDITIVE` and these of
#: :data:`words.ONE_MORE` (not "again", "noch", "encore", which a value corrected anew says as well)
_ONE_MORE_THING = frozenset("another additional extra second".split())
_FILLERS = frozenset("lol haha oh um uh er eh so well ok okay hmm ah".split())
#: times relative to now: when something happened, not a value a statement holds
_RELATIVE = frozenset(
    "today tomorrow yesterday tonight day week month year quarter weekly monthly yearly daily heute morgen gestern "
    "woche monat jahr aujourd'hui demain hier semaine mois an année hoy mañana ayer semana mes año oggi domani ieri "
    "settimana mese hoje amanhã ontem mês vandaag gisteren maand jaar 今 明 昨 年 月 日 周".split()
)
#: a self-repair right after a value: "no wait", "no sorry", "er no"
_REPAIR = frozenset("no nope nein non нет ні nej ei".split())
_REPAIR_NEXT = frozenset("wait sorry actually it's its i make warte pardon espera aspetta стоп".split())
#: words of :data:`AFTER` that take a value back only after a copula ("Kestrel's out", "the Civic was my
#: old car"), not as a particle or an adjective ("help Tim out", "the previous month")
_STATED = frozenset("off out old ex former previous gone over dead dropped archived retired".split())
_COPULA = frozenset("is was are were be been being 's has have had got just".split())
#: "5 years old": an age, no old value
_AGE = frozenset("years year months month weeks week days day yrs".split())
_SENTENCE = re.compile(r"(?<=[.!?;。！？])\s+|\n+")
_CLAUSE = re.compile(r"\s*[,;:()]\s+|\s+[-–—]\s+")
#: a short "Key:" before a statement ("Action item: Lena writes the plan"): no head of its subject
_KEY = re.compile(r"^\s*[^:\n]{1,25}:\s+(?=\S)")
#: the speaker's words that head no statement ("I'm allergic to sulfa": "allergic" is its head)
_PRONOUNS = frozenset("i'm i've i'd we're we've you're it's that's user user's".split())
#: one occasion: "this Thursday", "next week", "last year" (not "from this month", "this term")
_OCCASION = re.compile(
    r"(?<!from )(?<!since )(?<!of )(?<!starting )(?<!the )\b(?:this|next|coming)\s+(?:week|weekend|month|year|time|once"
    r"|(?:mon|tues|wednes|thurs|fri|satur|sun)day)\b|\b(?:yesterday|tomorrow|tonight|gestern|morgen|hier|demain"
    r"|ayer|mañana|ontem|amanhã|ieri|domani|вчера|завтра)\b",
    re.I,
)
#: a subordinate clause: a denial there is a condition or a reason, not a correction ("when there are no
#: tournaments")
_SUBORDINATE = re.compile(r"\b(?:when|whenever|if|unless|while|because|wenn|quand|lorsque|cuando|quando|si)\b", re.I)
#: "off-season", "out-of-town": one word, no "off X"
_PARTICLE = re.compile(r"\b(off|out|over)-(?=\w)", re.I)
_STARTING = re.compile(r"\b(?:as of|from|starting|since|effective|ab|dès|desde|a partir de|à partir d[e'])\s+\w+", re.I)
#: words for people in more languages than :data:`words.PEOPLE` (Indonesian, Swahili, Swedish, Finnish ...)
_MORE_PEOPLE = frozenset(
    """
    adik kakak ibu ayah suami istri anak teman dada kaka mama baba mume mke rafiki mtoto
    syster bror mamma pappa fru vän kollega sisko veli äiti isä vaimo mies ystävä
    siostra brat mama tata żona mąż przyjaciel sestra bratr máma táta manžel manželka kamarád
    сестра брат мама папа жена муж друг подруга сын дочь сестра брат мати батько дружина чоловік
    neighbours neighbors drummer
    kone kona ektemann mann datter sønn søster bror mor far venn venninne kollega kæreste hustru barn
    soția soțul sotia sotul fiica fiul sora fratele mama tata dona marit filla fill germana germà isteri anak
    asawa kapatid supruga suprug muž kći sin sestra brat feleség férj lánya fia manželka manžel dcéra
    съпруга съпруг дъщеря син сестра брат майка баща
    """.split()
)
#: subject pronouns of another person, and of the speaker, in the common languages
_THIRD = frozenset("he she they er sie il elle ils elles él ella ellos ellas ele ela eles elas lui lei loro hij zij "
                   "он она они він вона вони han hon hän mereka yeye wao".split())
_SPEAKER = frozenset("i i'm i've i'd i'll we we're we've we'd ich wir je j' nous yo nosotros eu nós io noi ik wij "
                     "я мы jag vi minä saya aku kami kita tôi chúng ben biz".split())
#: verbs that relay what someone said ("Mum says ...", "the office rang back: ...")
_REPORT = frozenset("says said told texted called rang emailed confirmed replied wrote mentioned checked sagt "
                    "sagte dit disait dice dijo disse dice ha detto говорит сказал сказала säger sanoi".split())
_QUESTION_END = re.compile(r"[?？]\s*$")


# --- reading ------------------------------------------------------------------------------------------


def _kind(t: Token) -> str | None:
    """The kind of a value: "amount" (a number, date, time) or "name"; None for another word."""
    return _norm_kind(t.norm, t.value)


@lru_cache(maxsize=1 << 15)
def _norm_kind(norm: str, value: bool) -> str | None:
    if norm in _PRONOUNS or norm in _SPEAKER:
        return None  # "I'm" inside a sentence is no name
    if any(c.isdigit() for c in norm) or (norm in NUMBER_WORDS and norm != "one"):
        return "amount"  # not "one" ("one closer to home")
    if norm in TIMES:
        return "amount"
    if value:
        return "name"
    return None


_ORDINAL = re.compile(r"^(\d+)(?:st|nd|rd|th|er|e|º|ª|\.)$")
_DIGITS = {w: str(i) for i, w in enumerate("zero one two three four five six seven eight nine".split())} | {"oh": "0"}


def _new_kind(toks: Sequence[Token], j: int) -> str | None:
    """:func:`_kind` of a word of the new statement, None for "last week", "this year": when
    something happened, not a value (but "from this month", "the last working day" are)."""
    t = toks[j]
    if t.norm in _RELATIVE and j and toks[j - 1].norm in _WHEN and not (j > 1 and toks[j - 2].norm in _START):
        return None
    return _kind(t)


_WHEN = frozenset("last this next coming every per past few".split())
_START = frozenset("from since of starting effective".split())


def _keys(t: Token) -> frozenset[str]:
    """The word's norm, stem, norm without a final "s" and an ordinal's number (kept per word: a write
    compares its text with up to 20 neighbours, each word's keys asked for many times)."""
    return _norm_keys(t.norm, t.stem)


@lru_cache(maxsize=1 << 15)
def _norm_keys(norm: str, stem: str) -> frozenset[str]:
    keys = {norm, stem, norm.rstrip("s")}
    if m := _ORDINAL.match(norm):
        keys.add(m.group(1))  # "12th", "12." and "12"
    return frozenset(keys)


def _spelled(toks: Sequence[Token], j: int) -> str:
    """The digits a run of digit words from ``j`` spells ("two two one": "221")."""
    out = ""
    for t in toks[j:]:
        if t.norm not in _DIGITS:
            break
        out += _DIGITS[t.norm]
    return out


@lru_cache(maxsize=4096)
def _old_reading(old: str) -> tuple[tuple[Token, ...], frozenset[str], frozenset[str]]:
    """Tokens of ``old``, its salient words (values and the tail of its predicate, not the head of its
    subject) and all its word keys."""
    return _reading(old)[:3]


@lru_cache(maxsize=4096)
def _reading(old: str) -> tuple[tuple[Token, ...], frozenset[str], frozenset[str], Token | None]:
    """:func:`_old_reading` and the head of the old statement's subject."""
    toks = tokens(parse(old).body)
    content = [t for t in tokens(_KEY.sub("", parse(old).body, count=1)) if t.content and t.norm not in _PRONOUNS]
    head = content[0].norm if len(content) > 1 else None
    salient = {k for t in content if (t.value or t in content[-3:]) and t.norm != head and len(t.norm) > 1
               for k in _keys(t)}
    every = {k for t in toks for k in _keys(t)}
    return toks, frozenset(salient), frozenset(every), content[0] if head else None


def _sentences(body: str) -> list[str]:
    """Sentences, not split after an abbreviation or an ordinal ("dr. Horvat", "kl. 10.30", "18. mars")."""
    out: list[str] = []
    start = 0
    for m in _SENTENCE.finditer(body):
        before = body[start : m.start()]
        if before.endswith(".") and not before.endswith(".."):
            last = before[:-1].rsplit(None, 1)[-1] if before[:-1].strip() else ""
            nxt = body[m.end() : m.end() + 1]
            if last.lower().strip("(\"'") in _ABBREVIATIONS or (
                    nxt.islower() and (last.isdigit() or (len(last) <= 3 and last.isalpha()))):
                continue
        out.append(before)
        start = m.end()
    out.append(body[start:])
    return [s for s in out if s and s.strip()]


#: words shortened with a period that end no sentence ("dr. Horvat", "kl. 10.30", "d-r Petrova")
_ABBREVIATIONS = frozenset("dr mr mrs ms st jr sr prof kl nr vs approx etc ca mt ft d-r ing mgr bc".split())


def _has_cue(sentence: str, toks: Sequence[Token]) -> bool:
    norms = [t.norm for t in toks]
    opening = [n for n in norms[:3] if n not in _FILLERS]
    if opening and opening[0] in _REPAIR:
        return True  # "No, I said Saturday", "lol no the cat's called Brisket"
    if any(n in CUES or n.startswith("ex-") for n in norms):
        return True
    if any(p in CUE_PAIRS for p in zip(norms, norms[1:], strict=False)):
        return True
    return any(c in sentence for c in CUE_CHARS)


def _another_person(toks: Sequence[Token], every: frozenset[str], salient: frozenset[str]) -> bool:
    """The words speak of a person or thing the old statement does not hold as its subject: a person
    word or a third-person pronoun it lacks with no "I" / "we" ("my son switched his team"; after a
    relaying verb, only what is relayed counts), or a possessive "X's Y" of a Y it lacks ("the billing
    service's logging") or of its value ("Dev's own manager" for "my manager is Dev")."""
    if at := next((i for i, t in enumerate(toks) if t.norm in _REPORT), None):
        toks = toks[at + 1 :]
    people = PEOPLE | revisions._PEOPLE | _MORE_PEOPLE  # noqa: SLF001
    speaker = any(t.norm in _SPEAKER and not (i and toks[i - 1].norm in people) for i, t in enumerate(toks))
    old_own = bool(every & _SPEAKER or every & MY)
    if not speaker and any(
        (t.norm in people or (old_own and t.norm in _THIRD)) and not (_keys(t) & every) for t in toks[:3]
    ):
        return True  # "My son switched ...", "Adik saya pindah ...", "She moved ..." (for "I ...")
    for i, t in enumerate(toks[:-1]):
        if not t.text.replace("’", "'").endswith("'s"):
            continue
        rest = [x for x in toks[i + 1 : i + 3] if x.norm != "own"]
        y = rest[0] if rest else None
        if y is None or not y.content or y.norm in NEGATORS or y.norm in AFTER or y.norm in CUES:
            continue  # "Sam's my ex", "Kestrel's out": "is"
        if not (_keys(y) & every) or (_keys(t) & salient):
            return True
    return False


def _is_person(t: Token) -> bool:
    return t.norm in PEOPLE or t.norm in revisions._PEOPLE or t.norm in _MORE_PEOPLE  # noqa: SLF001


def _qualified(toks: Sequence[Token], old_toks: Sequence[Token], every: frozenset[str]) -> bool:
    """A word the old statement lacks qualifies the head of its subject, or has it for a complement:
    another thing of the kind ("the design team got a new lead" for "our team lead is Farah", "the
    pool at our gym" for "our gym opens at 6")."""
    head = next((t for t in old_toks if t.content and t.norm not in _PRONOUNS and t.norm not in _SPEAKER
                 and not t.value and not t.text.replace("’", "'").endswith("'s")), None)  # "Milo's dentist": "dentist"
    if head is None or len(head.norm) < 3:
        return False  # an article or pronoun of a language without a stop list here
    for i, a in enumerate(toks):
        if (len(a.norm) < 3 or not a.content or a.value or _keys(a) & every or a.norm in CUES or a.norm in _TRUE
                or a.norm in NEGATORS or a.norm in AFTER):
            continue
        for b in toks[i + 1 : i + 5]:
            if _keys(b) & _keys(head):
                return True
            if b.norm not in _LINKS:
                break
    return False


def _left_at(toks: Sequence[Token], i: int, every: frozenset[str], leaving: bool = True) -> bool:
    """The word at ``i`` is left behind: a :data:`LEAVING` verb the old statement lacks ends right
    before it (only articles, possessives, "going to" or words of the old statement between: "stopped
    going to Carla", "sluttet ved Bjørkely") and no other person is its subject ("Two kids left the
    team"), or a change runs from it to something else (:func:`_moved_from`)."""
    if _moved_from(toks, i, every):
        return True
    if not leaving:
        return False
    for j in range(i - 1, max(-1, i - 6), -1):
        for p in _LEAVING_BY_LAST.get(toks[j].norm, ()):
            start = j - len(p) + 1
            if start < 0 or tuple(x.norm for x in toks[start : j + 1]) != p or p[0] in every:
                continue
            if not all(toks[k].norm in _LINKS or _keys(toks[k]) & every for k in range(j + 1, i)):
                return False
            if i + 1 < len(toks) and toks[i + 1].norm in _INDEFINITE:
                return False  # "left Google a review": something left for it, not it left
            subject = [t for t in toks[max(0, start - 3) : start] if t.content and t.norm not in _AUX]
            return not any((_is_person(t) or t.norm in _THIRD or _kind(t) == "amount") and not (_keys(t) & every)
                           for t in subject)
        if toks[j].content and not (_keys(toks[j]) & every):
            break
    return False


_INDEFINITE = frozenset("a an some un une una uno ein eine einen um uma".split())
#: an old statement of a feeling or of a past event: what one loves or once visited is not left by leaving it
_FEELING_OR_PAST = re.compile(
    r"\b(?:love|loves|loved|like|likes|liked|enjoy|enjoys|adore|adores|hate|hates|miss|misses|visited|went|saw|met"
    r"|toured|was born|liebe|mag|aime|adore|encanta|encantan|gusta|gustan|amo|adoro|adora|piace|piacciono|люблю"
    r"|(?:19|20)\d\d)\b",
    re.I,
)


#: auxiliaries between a subject and its verb ("has left", "sudah berhenti", "a plecat")
_AUX = frozenset("has have had just already finally recently sudah dah telah".split())


def _moved_from(toks: Sequence[Token], i: int, every: frozenset[str]) -> bool:
    """The word at ``i`` is where a change starts: "from X to Y" (in the common languages) with a
    word after "to" that the old statement lacks ("changed pediatrician from Dr. Santi to Dr. Gautier",
    "flyttet fra Havsted til Bjerglund", "премести от Бреговица в Славейково")."""
    j = i - 1
    while j >= 0 and j >= i - 3 and toks[j].norm not in _FROM and (_keys(toks[j]) & every or toks[j].norm in _LINKS):
        j -= 1
    if j < 0 or toks[j].norm not in _FROM or not any(t.norm in CUES and t.norm not in _NOW for t in toks):
        return False  # "commute from Oslo to Bergen": no change
    for k in range(i + 1, min(len(toks) - 1, i + 5)):
        if toks[k].norm in _TO:
            nxt = next((x for x in toks[k + 1 : k + 4] if x.norm not in _LINKS and not (_keys(x) & every)), None)
            return nxt is not None and nxt.content and not (_keys(nxt) & every)
        if not (toks[k].value or _keys(toks[k]) & every):
            return False
    return False


#: "from" and "to" of a change from one value to another, in the common languages
_FROM = frozenset("from von van fra från de din dari iz od z ze от из з از mula desde depuis da".split())
_TO = frozenset("to nach naar til till à a au la ke u в във до به papuntang para em do na".split())
#: the words between a thing and the one it belongs to ("the pool at our gym", "the roof of the house")
_LINKS = frozenset("at of in on for from the a an our my their his her its your".split())
#: words that call a value the right or current one ("my actual birthday", "the correct time")
_TRUE = frozenset("actual real correct right current proper true exact official".split())


_MONTH_MAY = re.compile(
    r"\b(?:in|on|of|by|early|late|mid|last|next|this|since|until|from|\d{1,2}(?:st|nd|rd|th)?)\s+May\b|\bMay\s+(?=\d)"
)
_STOPPED_GOING = re.compile(r"\b(stopped|stop|stops|quit|quitting|stopping)\s+going\s+to\b", re.I)


#: words saying a place or service is closed: with a time that bounds it (:data:`_BOUNDED`) the closure
#: is temporary and the old statement stands ("the pool's shut on the 28th", "closed Sunday")
_CLOSED = frozenset(
    """
    closed closes closing shut geschlossen schließt fermé fermée fermés ferme cerrado cerrada cierra chiuso
    chiusa chiude fechado fechada fecha gesloten stengt lukket lukker stängt stängd suljettu zamknięte zamknięty
    zavřeno zatvoreno zatvoren zatvorena închis închisă tancat tancada ditutup tutup bezárt kapalı закрыто
    закрыт закрыта зачинено закрито κλειστό κλειστά مغلق סגור बंद 休み 休業 閉館 휴무 휴관 关门 休息
    """.split()
)
_BOUNDED = re.compile(
    r"\b(?:until|till|til|through|thru|bis|jusqu|hasta|fino|até|tot|indtil|fram till)\b"
    r"|\b(?:mon|tues|wednes|thurs|fri|satur|sun)days?\b|\b(?:today|tonight|tomorrow|weekends?|afternoons?"
    r"|mornings?|evenings?|holidays?|temporarily|briefly|heute|morgen|sonntags?|montags?|aujourd'hui|demain"
    r"|dimanche|lundi|hoy|mañana|domingos?|lunes|oggi|domani|domenica|hoje|amanhã|vandaag|morgen|zondag)\b"
    r"|\bon the \d{1,2}(?:st|nd|rd|th)\b|\b\d{1,2}(?:st|nd|rd|th)?\.?\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct"
    r"|nov|dec)[a-z]*\b|\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\s+\d{1,2}(?:st|nd|rd|th)?\b"
    r"|\bfor (?:repairs?|resurfacing|renovations?|refurbishment|maintenance|cleaning|stocktaking|training"
    r"|staff training|the (?:day|week|weekend|holidays?|summer|winter))\b|\bthis (?:week|weekend)\b",
    re.I,
)


def _closed_for_a_while(sentence: str) -> bool:
    """``sentence`` says something is closed and bounds when ("closed on 24 December", "shut til
    friday", "No lesson on the 28th, the pool's shut"): a closure for a while ends nothing.

    >>> _closed_for_a_while("Brookside is closed on Wednesday afternoons for staff training.")
    True
    >>> _closed_for_a_while("The café on Mill Road closed for good last year.")
    False
    """
    return any(t.norm in _CLOSED for t in tokens(sentence)) and bool(_BOUNDED.search(sentence))


def guarded(new: str, old: str, sentence: str) -> bool:
    """``sentence`` of ``new`` is a question, a plan or wish, a hedge or another person's, or ``old``
    speaks of the past: no correction of ``old``."""
    # "stopped going to Carla" is no plan, nor "in May" (the month)
    planned = _MONTH_MAY.sub(" month", _STOPPED_GOING.sub(r"\1 at", sentence))
    if _QUESTION_END.search(sentence) or PLAN.search(planned) or endings._PLAN.search(planned):  # noqa: SLF001
        return True
    if _closed_for_a_while(sentence):
        return True
    pn, po = parse(new), parse(old)
    if HISTORY.search(po.body) or (po.label and pn.label and po.label.lower() != pn.label.lower()):
        return True
    old_toks, salient, every, head = _reading(old)
    if head is not None and _is_person(head) and not (_keys(head) & {k for t in tokens(pn.body) for k in _keys(t)}):
        return True  # "My sister lives in Denver": "I moved out of Denver" is the speaker's
    if _another_person(tokens(sentence), every, salient) or any(
        _qualified(tokens(c), old_toks, every) for c in _CLAUSE.split(sentence)
    ):
        return True
    return revisions.someone_else(pn.body, po.body) or attributes.about_someone_else(pn.body, po.body)


@lru_cache(maxsize=4096)
def _clause_readings(sentence: str) -> tuple[tuple[str, bool, str | None], ...]:
    """Per clause of ``sentence``: the clause, whether it speaks of one occasion or adds something
    whatever the old statement ("today", "last night", "also", "another"), else the occasion it names
    ("this Thursday", lower case; None: none). Once per sentence: a write compares it with 20 neighbours."""
    out: list[tuple[str, bool, str | None]] = []
    for c in _CLAUSE.split(sentence):
        if not c.strip():
            continue
        clause = _STARTING.sub(" ", c)  # "as of today", "from tomorrow": when a change starts
        adds = any(t.norm in ADDITIVE or t.norm in _ONE_MORE_THING for t in tokens(clause))
        if adds or any(t.norm in OCCASION for t in tokens(clause)) or DAYPART.search(clause):
            out.append((c, True, None))
        else:
            m = _OCCASION.search(clause)
            out.append((c, False, m.group(0).lower() if m else None))
    return tuple(out)


def _clauses(sentence: str, old: str) -> list[str]:
    """The clauses of a sentence that may carry a correction: none when the first one speaks of one
    occasion the old statement does not ("Ran 24:30 today, not a PB"), else those that do not."""
    readings = _clause_readings(sentence)
    low = parse(old).body.lower() if any(occasion is not None for _, _, occasion in readings) else ""
    one_off = [fixed or (occasion is not None and occasion not in low) for _, fixed, occasion in readings]
    if not readings or one_off[0]:
        return []
    return [c for (c, _, _), off in zip(readings, one_off, strict=True) if not off]


@lru_cache(maxsize=4096)
def _clause_tokens(clause: str) -> tuple[Token, ...]:
    """The tokens of a clause up to its first subordinate clause, particles joined ("took it back")."""
    return tokens(_PARTICLE.sub(r"\1", _SUBORDINATE.split(clause, maxsplit=1)[0]))


@lru_cache(maxsize=4096)
def _may_deny(clause: str) -> bool:
    """Whether :func:`_denied_at` can hold for any word of ``clause`` whatever the old statement: it
    holds a negation, a :data:`BEFORE`, :data:`AFTER`, :data:`LEAVING` or repair word, or a "from"
    with a word of change (:func:`_moved_from`). Once per clause: most clauses have none."""
    toks = _clause_tokens(clause)
    norms = [t.norm for t in toks]
    if any(n in NEGATORS or n.endswith("n't") or n in AFTER or n in _REPAIR for n in norms):
        return True
    for j, n in enumerate(norms):  # a BEFORE or LEAVING phrase, whole
        for p in (*_BEFORE_BY_LAST.get(n, ()), *_LEAVING_BY_LAST.get(n, ())):
            if j - len(p) + 1 >= 0 and tuple(norms[j - len(p) + 1 : j + 1]) == p:
                return True
    return any(n in _FROM for n in norms) and any(n in CUES and n not in _NOW for n in norms)


def _denied_at(toks: Sequence[Token], i: int, every: frozenset[str], leaving: bool = True) -> bool:
    """The word at ``i`` stands under a denial the old statement does not have: a negation or a
    :data:`BEFORE` phrase ends at most four words before it (the words between are stop words or the
    old statement's; a negation lets one other word through: "not doing Keswick"), or an
    :data:`AFTER` word follows within four."""
    if _left_at(toks, i, every, leaving):
        return True
    unknown = 0
    for j in range(i - 1, max(-1, i - 5), -1):
        t = toks[j]
        for p in _BEFORE_BY_LAST.get(t.norm, ()):
            if (j - len(p) + 1 >= 0 and tuple(x.norm for x in toks[j - len(p) + 1 : j + 1]) == p
                    and p[-1] not in every and p not in _LEAVING_SET):
                # "off the walker", "formerly a ward nurse": nothing but an article or a possessive between
                if all(toks[k].norm in _LINKS or _keys(toks[k]) & every for k in range(j + 1, i)):
                    return True
                if not (t.norm in NEGATORS and t.norm not in every):
                    return False  # "više ne ide kod X": read as a negation below
        if (t.norm in NEGATORS or t.norm.endswith("n't")) and t.norm not in every:
            return unknown <= 1 and not any(toks[k].norm in _HEDGED for k in range(j + 1, i))
        if t.content and not (_keys(t) & every) and len(t.norm) > 3:  # "ne ide kod dr. Babića": "kod" a preposition
            unknown += 1
            if unknown > 1:
                break
    unknown = 0
    for j in range(i + 1, min(len(toks), i + 5)):
        t = toks[j]
        if t.norm in _REPAIR and j + 1 < len(toks) and toks[j + 1].norm in _REPAIR_NEXT:
            return True  # "the 14th no wait the 15th", "on mondays no sorry ..."
        if t.norm in AFTER and t.norm not in every:
            if t.norm == "off" and j + 1 < len(toks) and toks[j + 1].content:
                return False  # "off to Keswick", "off sick": not "X is off"
            if t.norm in _STATED and not (
                any(x.norm in _COPULA for x in toks[i + 1 : j]) or toks[i].text.replace("’", "'").endswith("'s")
            ):
                return False  # "help Tim out", "works out", "the previous month": not "X is out", "X was my old car"
            return not (t.norm == "old" and toks[j - 1].norm in _AGE)
        if t.content and not (_keys(t) & every):
            unknown += 1
            if unknown > 1:
                break
    return False


@lru_cache(maxsize=4096)
def retracts(new: str, old: str) -> bool:
    """A clause of ``new`` denies a salient word of ``old`` (:func:`_denied_at`) and ``new`` supplies
    another value or a word of correction or change (:data:`CUES`).

    >>> retracts("uh correction the landlord is mister farrell not farrow", "Our landlord's name is Mr. Farrow.")
    True
    >>> retracts("I'm not sure Farrow is still there.", "Our landlord's name is Mr. Farrow.")
    False
    """
    _, salient, every, named = _reading(old)
    body = parse(new).body
    new_toks = tokens(body)
    wanted = salient | (_keys(named) if named is not None else set())
    objects = _objects(old)
    new_keys, new_prefixes = _words_of(body)
    if not (new_keys & wanted or new_keys & objects or new_prefixes & objects):
        return False  # nothing of the old statement to take back
    known: list[set[str]] = []

    def others() -> set[str]:
        """The kinds of the values ``new`` gives that ``old`` lacks and ``new`` does not deny (read
        once, and only for a pair a clause of which hits: most pairs have none)."""
        if not known:
            known.append({k for i, t in enumerate(new_toks) if (k := _new_kind(new_toks, i))
                          and not (_keys(t) & every) and not _denied_at(new_toks, i, every)})
        return known[0]

    # the head named ("Lena writes the plan"), taken back for another name ("Tomasz owns it now, Lena is off it")
    named_keys = _keys(named) if named is not None else frozenset()
    named_again = named is not None and (named.value or any(t.value and t.norm == named.norm for t in new_toks))
    near = {_prefix(k) for k in salient} - {None}
    leaving = not _FEELING_OR_PAST.search(parse(old).body)
    sentences = _sentences(body)
    for n, sentence in enumerate(sentences):
        hits = n > 0 and _answered_no(sentences[n - 1], sentence, wanted)
        for clause in () if hits else _clauses(sentence, old):
            if not _may_deny(clause):
                continue  # no word that denies or leaves anything: no word of it is taken back
            toks = _clause_tokens(clause)
            if any(t.content and (((_keys(t) & salient or _prefix(t.norm) in near
                                    or (_keys(t) & named_keys and named_again and "name" in others()))
                                   and _denied_at(toks, i, every, leaving))
                                  or ((_keys(t) & objects or _prefix(t.norm) in objects)
                                      and _left_at(toks, i, every, leaving)))
                   for i, t in enumerate(toks)):
                hits = True
                break
        if hits and not guarded(new, old, sentence) and (
                parse(new).correction or _has_cue(body, new_toks) or others()):
            return True
    return False


@lru_cache(maxsize=4096)
def _words_of(body: str) -> tuple[frozenset[str], frozenset[str]]:
    """The keys (:func:`_keys`) and :func:`_prefix` es of the words of a new text, once per text."""
    toks = tokens(body)
    return (frozenset(k for t in toks for k in _keys(t)),
            frozenset(p for t in toks if (p := _prefix(t.norm)) is not None))


@lru_cache(maxsize=4096)
def _objects(old: str) -> frozenset[str]:
    """Keys (and :func:`_prefix` keys) of the content words of ``old`` but the head of its subject, the
    speaker and "user": what it says the subject has, does or is."""
    toks, _, _, head = _reading(old)
    out: set[str] = set()
    for t in toks:
        if t.content and t is not head and t.norm not in _PRONOUNS and t.norm not in _SPEAKER \
                and t.norm not in _SUBJECTS and len(t.norm) > 1:
            out |= _keys(t)
            if p := _prefix(t.norm):
                out.add(p)
    return frozenset(out)


@lru_cache(maxsize=1 << 15)
def _prefix(word: str) -> str | None:
    """The first five letters of a word of five or more: an inflected name or place is the same one
    ("Horvat" / "Horvata", "Nyárfáson" / "Nyárfásról", "Yaris" / "Yarisen")."""
    return "~" + word[:5] if len(word) >= 5 and not any(c.isdigit() for c in word[:5]) else None


def _answered_no(question: str, answer: str, wanted: frozenset[str] | set[str]) -> bool:
    """``question`` asks about a word of the old statement ("Are you still going to Dr. Falk?") and
    ``answer`` starts with a no ("— User: nah, moved it ...", "Bruker: nei, ...", "not since June")."""
    if not _QUESTION_END.search(question) or not any(_keys(t) & wanted for t in tokens(question)):
        return False
    first = next((t for t in tokens(_ANSWER_LABEL.sub("", answer, count=1)) if t.norm not in _FILLERS), None)
    return first is not None and first.norm in _ANSWER_NO


#: a speaker before an answer ("— User:", "Bruker:")
_ANSWER_LABEL = re.compile(r"^[\s—–-]*(?:[^\s:]{1,20}\s?:\s*)?")
#: the words an answer says no with, in the common languages
_ANSWER_NO = frozenset("no nah nope not never nein nicht non nee nej nei ei не нет ні nie ne nu tidak tak bukan hindi "
                       "hapana hayır nem".split())


def _slot(toks: Sequence[Token], i: int, before: int) -> set[str]:
    """Keys of the content words (not values) up to ``before`` words before ``i`` and one after."""
    out: set[str] = set()
    seen = 0
    for j in range(i - 1, -1, -1):
        t = toks[j]
        if t.content and not t.value:
            out |= _keys(t)
            seen += 1
            if seen >= before:
                break
    for t in toks[i + 1 : i + 3]:
        if t.content and not t.value:
            out |= _keys(t)
            break
    return out


@lru_cache(maxsize=4096)
def swaps(new: str, old: str, similarity: float = 0.0) -> bool:
    """``new`` has a word of correction or change, and a value of ``old`` that ``new`` lacks is replaced
    in a clause of it by a value of the same kind in the same slot (a word before it that the old value
    also has before it; or, from :data:`SWAP_CLOSE`, a word the clause shares with ``old``), not denied
    itself nor the old value spelled out ("two two one" for "221").

    >>> swaps("Correction: the captain is Ayo now.", "Our team captain is Dmitri.")
    True
    >>> swaps("Correction: Ayo plays on Sundays now.", "Our team captain is Dmitri.")
    False
    >>> swaps("We don't use MongoDB anymore.", "We use Postgres.")
    False
    """
    old_toks, _, every = _old_reading(old)
    body = parse(new).body
    new_toks = tokens(body)
    if not _has_cue(body, new_toks):
        return False
    # a plain "now" is too weak: a later state ("2.4.0 is deployed to production now") or one more of many
    # ("Nate is currently playing Xenoblade" for "Nate plays Catan")
    if not (parse(new).correction or _has_cue(body, [t for t in new_toks if t.norm not in _NOW])):
        return False
    # a value asked about ("Your anniversary's 9 June, right?") or given as the old one ("(was 10:00)") is not kept
    held = tokens(" ".join(x for x in _sentences(_WAS.sub(" ", body)) if not _QUESTION_END.search(x)))
    new_all = {k for t in held for k in _keys(t)} | {_spelled(held, j) for j in range(len(held))}
    gone = [(i, k) for i, t in enumerate(old_toks)
            if (k := _kind(t)) and t.norm not in _RELATIVE and not (_keys(t) & new_all)]
    if not gone:
        return False
    shared_words = {k for t in old_toks if t.content for k in _keys(t)} - _CUE_KEYS - _SUBJECTS
    kinds = {k for _, k in gone}
    sentences = _sentences(body)
    for n, sentence in enumerate(sentences):
        if not any(_kind(t) in kinds and not (_keys(t) & every) for t in tokens(sentence)):
            continue  # no value of the kind gone (cheap, before the guards)
        # an answer to a question that named the old value: the answer's value is in its slot
        # ("Your anniversary's 9 June, right? -- 6 June actually")
        asked = {_kind(t) for t in tokens(sentences[n - 1]) if _keys(t) & every} if n and _QUESTION_END.search(
            sentences[n - 1]) else set()
        if guarded(new, old, sentence):
            continue
        if clauses := _clauses(sentence, old):
            toks = tokens(" , ".join(clauses))
            shared = similarity >= SWAP_CLOSE and any(_shares(t, shared_words) for t in toks if t.content)
            for j, t in enumerate(toks):
                kind = _new_kind(toks, j)
                if not kind or _keys(t) & every or _denied_at(toks, j, every):
                    continue
                if any(x.norm in _FORMER for x in toks[max(0, j - 4) : j]):
                    continue  # "the former manager, Gerald Fynn": a past holder named, not a new one
                for i, k in gone:
                    if k == kind and (shared or k in asked
                                      or _slot(old_toks, i, 2) & _slot(toks, j, 3) - _CUE_KEYS - _SUBJECTS):
                        return True
    return False


def _shares(t: Token, words: set[str]) -> bool:
    """``t`` is one of ``words``, or (five letters or more) part of one: a compound or an inflection
    ("Termin" of "Zahnarzttermin", "simskolan" of "simskola")."""
    if _keys(t) & words:
        return True
    return len(t.norm) >= 5 and any(len(w) >= 5 and (t.norm in w or w in t.norm) for w in words)


#: an old value in parentheses: "(was 10:00)", "(formerly Acme)", "(prev. 3 Oct)"
_WAS = re.compile(r"\((?:was|were|previously|formerly|prev\.?|before|old|früher|avant|antes|prima|tidligere|"
                  r"tidigare|раньше|fostul|fost)\b[^)]*\)", re.I)
#: words before a value that make it a past holder ("my former coach, Ines")
_FORMER = frozenset("former ex previous erstwhile ehemalige ehemaliger ehemaligen ancien ancienne antiguo antigua "
                    "ex-".split())
#: subject words an extractor starts every memory with ("The user ..."): no slot of their own
_SUBJECTS = frozenset("user users user's client customer".split())
#: the cosine from which a value swapped anywhere in a clause that shares a word with the old
#: statement counts (below it, only in the old value's slot)
SWAP_CLOSE = 0.6
_CUE_KEYS = frozenset(CUES)


@lru_cache(maxsize=4096)
def _one_short_statement(old: str) -> bool:
    """``old`` is one short statement (:data:`OLD_MAX_CHARS`, one sentence, no question), once per text."""
    body = parse(old).body.strip()
    return not (len(body) > OLD_MAX_CHARS or len(_sentences(body)) > 1 or "?" in body)


def corrects(new: str, old: str, similarity: float = 0.0) -> bool:
    """``new`` takes back or replaces what ``old`` states (:func:`retracts` or :func:`swaps`), when
    ``old`` is one short statement (:data:`OLD_MAX_CHARS`, one sentence, no question): a chat turn of
    several sentences names many things, and a later "can't wait" or "new" ends none of them."""
    if not _one_short_statement(old):
        return False
    return retracts(new, old) or swaps(new, old, round(similarity, 3)) or field_edited(new, old)


_FIELD = re.compile(r"(?:^|[—–:]\s*|\s-\s)([^\W\d_][\w '’/-]{1,40}?)\s*[:：]\s+([^:：\n]{1,80}?)\s*[.;]?\s*$")


@lru_cache(maxsize=4096)
def field_edited(new: str, old: str) -> bool:
    """A form field set again to another value under a word of edit before it ("Form amended --
    Dietary requirements: coeliac" for "Form -- Dietary requirements: none", "Profil ændret --
    Foretrukket sprog: engelsk"): the field (the words before its colon) the same, no word of the old
    value kept, and a word of change or correction (:data:`CUES`) before the field."""
    if not (m := _FIELD.search(parse(old).body)) or len(tokens(m.group(2))) > 6:
        return False
    field = [t.norm for t in tokens(re.split(r"\s[-–—]\s", m.group(1))[-1]) if t.content]
    body = parse(new).body
    new_toks = tokens(body)
    norms = [t.norm for t in new_toks]
    for i in range(len(norms) - len(field) + 1):
        if field and norms[i : i + len(field)] == field:
            at = body.lower().find(" ".join(field[-1:]))
            rest = body[at:]
            if not (v := re.match(r"[^:：]*[:：]\s*([^:：]+)", rest)):
                return False
            old_value = {k for t in tokens(m.group(2)) if t.content for k in _keys(t)}
            new_value = {k for t in tokens(v.group(1)) if t.content for k in _keys(t)}
            before = new_toks[:i]
            return bool(new_value) and not (old_value & new_value) and any(
                t.norm in CUES and t.norm not in _NOW for t in before) and not _QUESTION_END.search(body)
    return False


#: the longest old statement these readings take back (as :data:`claims.ENDING_OLD_MAX_CHARS`)
OLD_MAX_CHARS = 160
