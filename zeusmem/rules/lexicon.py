# ruff: noqa: E501  (the tables keep one language a line)
"""The marker words of corrections, one table: concept x language (corrlex).

Written from knowledge of the languages, not from any corpus. Each concept is a table of regular-expression
fragments, one language a line (`` | `` between alternatives); a fragment's spelling without diacritics (chat:
"já não" -> "ja nao", "всё ещё" -> "все еще") is added by :func:`_plain`, unless it is written "=..." (vi "sẽ" is
no "se"). The rules compile their patterns from it once, at import (:func:`pattern`, :func:`source`), and keep
their own guards. It imports nothing of the rules (below :mod:`zeusmem.rules.words`); its readers: the
lasting change of :mod:`~zeusmem.rules.settled` (now, from_now, starting, no_longer, new_slot, changed_to; still;
not_yet), :mod:`~zeusmem.rules.exceptions` (a lasting change is no exception), :mod:`~zeusmem.rules.overrules`
(error and starting, added to its own lists), :mod:`~zeusmem.rules.parsing` (a "Correction:" / "Actually," prefix),
:mod:`~zeusmem.rules.general` (now, from_now) and :data:`zeusmem.rules.words.NOW` (the one-word "now").

Concepts (:data:`CONCEPTS`):

* ``now``: the present state ("now", "these days", "jetzt", "maintenant", "teraz", "sekarang", "ตอนนี้", "现在");
* ``from_now``: a lasting change ("from now on", "going forward", "for good", "d'ora in poi", "отныне");
* ``starting``: a starting point, a preposition with a time ("as of May", "from next week", "ab Montag", "od lipca",
  "с понедельника", "mulai besok"); a range ("from Monday to Friday") is no start (:data:`UNTIL` after it);
* ``no_longer``: the old value set aside ("no longer", "not anymore", "nicht mehr", "ya no", "больше не", "不再");
* ``still``: the old value holds ("still", "remains", "immer noch", "toujours", "всё ещё", "masih", "vẫn");
* ``changed_to``: a verb of change with its goal ("switched to", "moved to", "replaced by", "went up to",
  "pushed to", "cambiado a", "passé à", "перешёл на", "diundur ke", "改成");
* ``error``: an error admitted ("was wrong", "misread", "typo", "I meant", "me equivoqué", "ошибся", "打错了");
* ``actually``: a correction announced ("actually", "correction:", "en fait", "eigentlich", "на самом деле");
* ``new_slot``: "new" said of a slot ("new number", "new address", "nuevo precio", "новый номер", "alamat baru");
* ``instead``: "instead of", "rather than", "statt", "au lieu de", "zamiast", "вместо", "thay vì", "而不是";
* ``not_yet``: a plan, a wish, a condition or a hedge ("will", "might", "if", "want to", "falls", "si", "если").

Languages (:data:`LANGUAGES`): en de fr es pt it nl sv nb da fi et lv lt pl cs sk sl hr sr mk bg uk ru el hu ro ga
cy eu gl ca af is mt tr az ka hy he ar fa ur hi bn ta id ms tl vi th sw zh ja ko (a fragment ending in "~" is
glued to the word after it: Hebrew "עברנו ל~", Arabic "استبدل ب~"). Words shared by two languages are
written once; a word that is a common word of another language ("most", hu "now"; "nou", af "now" and ca "new")
is left out or written only in a phrase.

>>> bool(pattern("no_longer").search("Ya no trabajo allí")), bool(pattern("now").search("Nyt asun Oulussa"))
(True, True)
>>> bool(pattern("starting").search("The gym is open from Monday to Friday"))
False
"""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache

LANGUAGES = tuple(
    "en de fr es pt it nl sv nb da fi et lv lt pl cs sk sl hr sr mk bg uk ru el hu ro ga cy eu gl ca af is mt tr az ka hy"
    " he ar fa ur hi bn ta id ms tl vi th sw zh ja ko".split()
)
#: languages written without spaces between words (or with particles glued to them): no word boundaries
_GLUED = frozenset({"zh", "ja", "th", "ko"})

#: a word's start and end; the combining marks of the Indic scripts count as word characters
_MARKS = "\u0300-\u036f\u0900-\u0dff"
B = rf"(?<![\w'’{_MARKS}-])"
E = rf"(?![\w'’{_MARKS}-])"

# --- the tables ----------------------------------------------------------------------------------------------

_NOW = r"""
en: now(?! and then| that| on\b| or never| and again) | these days | nowadays
de: jetzt | nun(?! ja) | mittlerweile | inzwischen | heutzutage | neuerdings
fr: maintenant | désormais | dorénavant | actuellement | de nos jours | =à présent
es: ahora | actualmente | hoy en día | hoy por hoy | a día de hoy
pt: agora | atualmente | hoje em dia | actualmente
it: ora(?! di| e| o\b|\s*\d) | adesso | attualmente | oggigiorno | oggi come oggi | ormai
nl: nu | tegenwoordig | inmiddels | momenteel | intussen
sv: nu | numera | nuförtiden | för närvarande
nb: =nå(?! og da) | nåtildags | for tiden | nå for tiden
da: nu(?! og da) | nu til dags | for tiden | efterhånden | nutildags
fi: nyt | nykyään | nykyisin | tällä hetkellä | enää
et: nüüd | praegu | tänapäeval | nüüdseks | hetkel
lv: tagad | pašlaik | patlaban | šobrīd
lt: dabar | šiuo metu | šiandien jau
pl: teraz | obecnie | aktualnie | już teraz | dzisiaj już
cs: =teď | nyní | momentálně | aktuálně | v současnosti | dnes už
sk: teraz | momentálne | aktuálne | v súčasnosti | už teraz
sl: zdaj | sedaj | trenutno | zdajle
hr: sada | trenutno | sad već | danas već
sr: сада | тренутно | sada
bg: сега | в момента | вече | понастоящем
mk: сега | моментално
uk: тепер | зараз | наразі | нині
ru: теперь | сейчас | ныне | в настоящее время | на данный момент
el: τώρα | πλέον | πια | αυτή τη στιγμή | σήμερα πια
hu: mostanában | jelenleg | manapság | mostanra | immár
ro: acum | în prezent | momentan | actualmente | de acum
ga: anois | faoi láthair | na laethanta seo
cy: nawr | rŵan | bellach | ar hyn o bryd | erbyn hyn
eu: orain | gaur egun
gl: agora | actualmente | hoxe en día
ca: actualment | avui dia | ara ja | ara mateix ja
af: tans | deesdae | teenswoordig | nou(?= is| het| woon| werk)
is: núna | nú orðið | þessa dagana
mt: (?-i:issa) | bħalissa | illum il-ġurnata
tr: şimdi | artık | şu an | şu anda | bugünlerde | günümüzde | halihazırda
az: indi | artıq | hazırda | hal-hazırda | bu günlərdə
ka: ახლა | ამჟამად | დღეს უკვე
hy: հիմա | այժմ | ներկայումս | հիմա արդեն
he: עכשיו | כעת | כיום | בימים אלה
ar: الآن | حاليا | حالياً | هذه الأيام | في الوقت الحالي
fa: الان | اکنون | حالا | این روزها | در حال حاضر
ur: اب | آج کل | اس وقت | ابھی سے
hi: अब | आजकल | इन दिनों | वर्तमान में | अभी से | ab(?! und\b) | abhi se
bn: এখন | আজকাল | বর্তমানে
ta: இப்போது | இப்பொழுது | தற்போது | இப்ப | இனி
id: sekarang | kini | saat ini | skrg | sekarang ini
ms: sekarang | kini | sekarang ni | skrg
tl: ngayon
vi: bây giờ | hiện nay | hiện tại | hiện giờ | giờ đây | dạo này | giờ thì
th: ตอนนี้ | ปัจจุบัน | ขณะนี้ | ช่วงนี้
sw: sasa | siku hizi
zh: 现在 | 目前 | 如今 | 现今 | 现已 | 現在
ja: 今は | 現在 | 今では | 今や
ko: 이제 | 지금은 | 요즘 | 현재
"""

_FROM_NOW = r"""
en: from now on | from here on | going forward | henceforth | from today on(?:wards?)? | from this point on | permanently | for good | from then on
de: ab sofort | ab jetzt | von nun an | ab heute | fortan | künftig | ab nun | für immer | dauerhaft
fr: désormais | dorénavant | à partir de maintenant | à partir d'aujourd'hui | dès maintenant | dès aujourd'hui | à l'avenir | pour de bon | définitivement
es: a partir de ahora | a partir de hoy | desde ahora | desde hoy | de ahora en adelante | en adelante | para siempre | de aquí en adelante
pt: a partir de agora | a partir de hoje | de agora em diante | daqui em diante | daqui pra frente | daqui para a frente | desde hoje | definitivamente | de vez(?! em)
it: d'ora in poi | d'ora in avanti | da ora in poi | da adesso | da oggi in poi | da oggi | d'ora innanzi | definitivamente | per sempre
nl: voortaan | vanaf nu | vanaf vandaag | van nu af aan | definitief | voorgoed
sv: från och med nu | från och med idag | hädanefter | framöver | från nu | för gott
nb: fra nå av | fra og med nå | fra i dag | heretter | fremover | for godt
da: fra nu af | fremover | herefter | fra i dag | fra og med nu | for altid
fi: tästä lähtien | tästä eteenpäin | nyt lähtien | jatkossa | tänään lähtien | pysyvästi | lopullisesti
et: edaspidi | nüüdsest | nüüdsest peale | tänasest | alates tänasest | jäädavalt
lv: turpmāk | no šī brīža | no šodienas | no tagad | uz visiem laikiem
lt: nuo šiol | nuo dabar | nuo šiandien | ateityje | visam laikui
pl: od teraz | od dziś | od dzisiaj | od tej pory | odtąd | na stałe | na dobre | w przyszłości
cs: od teď | od nynějška | od dneška | odteď | napříště | natrvalo | nadobro
sk: odteraz | od teraz | od dnes | odteraz už | natrvalo | nadobro
sl: od zdaj | od zdaj naprej | od danes | odslej | za stalno | trajno
hr: od sada | od sad | od danas | ubuduće | odsad | zauvijek | trajno
sr: од сада | од данас | убудуће | od sada | ubuduće | zauvek
bg: отсега нататък | от днес | занапред | от сега нататък | завинаги | окончателно
mk: од сега | отсега | од денес
uk: відтепер | з цього моменту | від сьогодні | з сьогодні | надалі | назавжди | остаточно
ru: отныне | с этого момента | с сегодняшнего дня | с сегодня | впредь | теперь уже | навсегда | окончательно | с этих пор
el: από τώρα και πέρα | από εδώ και πέρα | από σήμερα | στο εξής | μόνιμα | οριστικά
hu: mostantól | mától | mától fogva | ezentúl | a jövőben | végleg | véglegesen
ro: de acum înainte | de acum încolo | de azi | de astăzi | de acum | pe viitor | definitiv
ga: ó seo amach | as seo amach | ó inniu amach | go buan
cy: o hyn ymlaen | o heddiw ymlaen | o hyn allan | yn barhaol
eu: aurrerantzean | hemendik aurrera | gaurtik aurrera | betiko
gl: a partir de agora | de agora en diante | desde hoxe
ca: a partir d'ara | d'ara endavant | des d'ara | a partir d'avui | des d'avui | definitivament | per sempre
af: van nou af | voortaan | van nou af aan | van vandag af | vir goed
is: héðan í frá | frá og með deginum í dag | framvegis | til frambúðar | varanlega
mt: minn issa 'l quddiem | minn issa l-quddiem | mil-lum 'il quddiem | b'mod permanenti
tr: bundan sonra | bundan böyle | şu andan itibaren | bugünden itibaren | artık | kalıcı olarak | temelli
az: bundan sonra | bu gündən | bu gündən etibarən | indidən | həmişəlik
ka: ამიერიდან | ამიერიდან მოყოლებული | დღეიდან | სამუდამოდ
hy: այսուհետ | այսուհետև | այսօրվանից | ընդմիշտ
he: מעכשיו | מהיום | מהיום והלאה | מעתה | מעתה והלאה | מכאן והלאה | לתמיד
ar: من الآن فصاعدا | من الآن فصاعداً | من اليوم | بعد الآن | منذ اليوم | بشكل دائم
fa: از این به بعد | از حالا به بعد | از امروز | از الان | از این پس | برای همیشه
ur: اب سے | آج سے | آئندہ سے | ہمیشہ کے لیے | مستقل طور پر
hi: अब से | आज से | आगे से | हमेशा के लिए | स्थायी रूप से
bn: এখন থেকে | আজ থেকে | এরপর থেকে | স্থায়ীভাবে | চিরতরে
ta: இனிமேல் | இன்று முதல் | இப்போது முதல் | நிரந்தரமாக
id: mulai sekarang | mulai hari ini | sejak sekarang | mulai saat ini | untuk seterusnya | selamanya | permanen
ms: mulai sekarang | mulai hari ini | bermula sekarang | bermula hari ini | untuk seterusnya | selama-lamanya
tl: mula ngayon | simula ngayon | simula ngayong araw | mula ngayong araw | magmula ngayon | habambuhay
vi: từ nay | từ bây giờ | từ giờ | từ hôm nay | kể từ nay | kể từ hôm nay | về sau | vĩnh viễn
th: ต่อจากนี้ | นับจากนี้ | ตั้งแต่นี้ | ตั้งแต่วันนี้ | จากนี้ไป | ถาวร
sw: kuanzia sasa | tangu sasa | kuanzia leo | tangu leo | kuanzia sasa na kuendelea | milele
zh: 从现在起 | 从现在开始 | 从今天起 | 从今天开始 | 今后 | 以后 | 从此 | 此后 | 永久
ja: これから | 今後 | 今日から | 今から | これからは
ko: 이제부터 | 앞으로 | 오늘부터 | 지금부터 | 영구적으로
"""

#: a starting point: a preposition of start with a time after it (the times per language are in the line)
_STARTING = r"""
en: from (?:next|this|the next) (?:week|month|term|season|year|sprint|quarter|release) | from (?:q[1-4]|monday|tuesday|wednesday|thursday|friday|january|february|march|april|may|june|july|august|september|october|november|december) | as of (?:this|next|today|now|monday|tuesday|wednesday|thursday|friday|january|february|march|april|may|june|july|august|september|october|november|december|\d) | starting (?:next|this|from|monday|tuesday|wednesday|thursday|friday|\d) | (?:effective|beginning) (?:next|this|the first of|the 1st of|tomorrow|monday|january|february|march|april|june|july|august|september|october|november|december|\d)
de: ab (?:nächste\w*|kommende\w*|diese\w*|morgen|montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag|januar|februar|märz|april|mai|juni|juli|august|september|oktober|november|dezember|dem|\d) | seit (?:dem|der|diese\w*|letzte\w*) | beginnend (?:mit|am|ab)
fr: à partir d[eu'] | à partir du | dès (?:demain|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre|la semaine|le mois|l'an|la rentrée|le \d) | depuis (?:le|la|ce|cette)
es: a partir de(?:l)? | desde (?:el|la|este|esta|mañana|hoy|el próximo|la próxima) | empezando (?:el|la|este|esta|mañana)
pt: a partir d[eao]s? | desde (?:o|a) | começando (?:em|no|na|amanhã)
it: da (?:oggi|domani|lunedì|martedì|mercoledì|giovedì|venerdì|sabato|domenica|gennaio|febbraio|marzo|aprile|maggio|giugno|luglio|agosto|settembre|ottobre|novembre|dicembre) | dal (?:prossimo|mese prossimo|\d) | dalla prossima | a partire da\w*
nl: vanaf | met ingang van | sinds
sv: från och med | fr\.o\.m\. | från (?:nästa|kommande|måndag|tisdag|onsdag|torsdag|fredag|januari|februari|mars|april|maj|juni|juli|augusti|september|oktober|november|december|den \d) | sedan (?:i|den)
nb: fra og med | f\.o\.m\. | fra (?:neste|mandag|tirsdag|onsdag|torsdag|fredag|januar|februar|mars|april|mai|juni|juli|august|september|oktober|november|desember|den \d|\d)
da: fra og med | fra (?:næste|mandag|tirsdag|onsdag|torsdag|fredag|januar|februar|marts|april|maj|juni|juli|august|september|oktober|november|december|den \d|\d)
fi: alkaen | lähtien | (?:ensi|tulevasta) (?:viikosta|kuusta|vuodesta) | huomisesta
et: alates | (?:järgmisest|uuest) (?:nädalast|kuust|aastast) | homsest
lv: sākot ar | no (?:nākamā|nākamās|rītdienas|pirmdienas|janvāra|februāra|marta|aprīļa|maija|jūnija|jūlija|augusta|septembra|oktobra|novembra|decembra)
lt: nuo (?:kito|kitos|rytojaus|pirmadienio|sausio|vasario|kovo|balandžio|gegužės|birželio|liepos|rugpjūčio|rugsėjo|spalio|lapkričio|gruodžio) | pradedant
pl: od (?:przyszłego|przyszłej|nowego|jutra|poniedziałku|wtorku|środy|czwartku|piątku|soboty|niedzieli|stycznia|lutego|marca|kwietnia|maja|czerwca|lipca|sierpnia|września|października|listopada|grudnia|\d) | począwszy od | poczynając od
cs: od (?:příštího|příští|zítřka|pondělí|úterý|středy|čtvrtka|pátku|ledna|února|března|dubna|května|června|července|srpna|září|října|listopadu|prosince|léta|zimy|jara|podzimu|\d) | počínaje
sk: od (?:budúceho|budúcej|zajtra|pondelka|utorka|stredy|štvrtka|piatku|januára|februára|marca|apríla|mája|júna|júla|augusta|septembra|októbra|novembra|decembra|\d) | počnúc
sl: od (?:naslednjega|naslednje|jutri|ponedeljka|torka|srede|četrtka|petka|januarja|februarja|marca|aprila|maja|junija|julija|avgusta|septembra|oktobra|novembra|decembra|\d)
hr: od (?:sljedećeg|sljedeće|idućeg|iduće|sutra|ponedjeljka|utorka|srijede|četvrtka|petka|siječnja|veljače|ožujka|travnja|svibnja|lipnja|srpnja|kolovoza|rujna|listopada|studenoga|prosinca|\d) | počevši od
sr: од (?:следећег|следеће|сутра|понедељка|јануара|фебруара|марта|априла|маја|јуна|јула|августа|септембра|октобра|новембра|децембра|\d) | od (?:sledećeg|sledeće|sutra|ponedeljka)
bg: от (?:следващия|следващата|утре|понеделник|януари|февруари|март|април|май|юни|юли|август|септември|октомври|ноември|декември) | считано от | започвайки от
mk: од (?:понеделник|понедељка|утре|следниот|следната)
uk: з (?:наступного|наступної|нового|завтра|понеділка|вівторка|середи|четверга|п'ятниці|першого|цього) | від (?:наступного|завтра|понеділка) | починаючи з
ru: с (?:понедельника|вторника|среды|четверга|пятницы|субботы|воскресенья|завтра|сегодня|января|февраля|марта|апреля|мая|июня|июля|августа|сентября|октября|ноября|декабря|этого|следующ\w+|нового|первого) | начиная с | со следующ\w+
el: από (?:την επόμενη|τον επόμενο|το επόμενο|αύριο|τη δευτέρα|την δευτέρα|τον ιανουάριο|\d) | ξεκινώντας από
hu: (?:jövő|következő) (?:héttől|hónaptól|évtől) | holnaptól | hétfőtől | januártól | februártól | márciustól | áprilistól | májustól | júniustól | júliustól | augusztustól | szeptembertől | októbertől | novembertől | decembertől | kezdve
ro: începând cu | începând de | de (?:luna viitoare|săptămâna viitoare|anul viitor|mâine|luni|la \d)
ga: ó (?:an tseachtain seo chugainn|an mhí seo chugainn|amárach|Luan)
cy: o (?:wythnos nesaf|fis nesaf|flwyddyn nesaf|yfory|ddydd Llun)
eu: (?:datorren|hurrengo) (?:astetik|hilabetetik|urtetik) | bihartik | astelehenetik
gl: a partir d[eao]s? | dende (?:o|a|mañá|hoxe)
ca: a partir d[e'] | des de (?:dilluns|demà|el|la|l')
af: vanaf | met ingang van
is: frá og með | frá (?:næstu|næsta|morgundeginum|mánudegi)
mt: mil-(?:ġimgħa|xahar|sena) d-dieħla | minn għada | mit-Tnejn
tr: itibaren | (?:gelecek|önümüzdeki) (?:haftadan|aydan|yıldan) | yarından | pazartesiden
az: etibarən | (?:gələn|növbəti) (?:həftədən|aydan|ildən) | sabahdan | bazar ertəsindən
ka: (?:მომავალი|შემდეგი) (?:კვირიდან|თვიდან|წლიდან) | ხვალიდან | ორშაბათიდან
hy: սկսած | (?:հաջորդ|գալիք) (?:շաբաթվանից|ամսից|տարուց) | վաղվանից | երկուշաբթիից
he: החל מ~ | ממחר | מהשבוע הבא | מהחודש הבא | מהשנה הבאה | מיום ראשון | מינואר
ar: ابتداءً من | ابتداء من | اعتباراً من | اعتبارا من | بدءاً من | بدءا من | من الأسبوع القادم | من الشهر القادم | من الشهر المقبل | من الغد
fa: از (?:هفته|ماه|سال) (?:بعد|آینده) | از فردا | از شنبه | از دوشنبه | از اول
ur: اگلے (?:ہفتے|مہینے|سال) سے | کل سے | پیر سے
hi: अगले (?:हफ़्ते|हफ्ते|सप्ताह|महीने|साल) से | कल से | सोमवार से | \d+ (?:तारीख )?से
bn: (?:আগামী|পরের) (?:সপ্তাহ|মাস|বছর) থেকে | কাল থেকে | সোমবার থেকে
ta: (?:அடுத்த) (?:வாரம்|மாதம்|ஆண்டு) முதல் | நாளை முதல் | திங்கள் முதல்
id: mulai (?:bulan|minggu|tahun|besok|hari|senin|selasa|rabu|kamis|jumat|sabtu|tanggal|\d) | terhitung (?:mulai|sejak) | sejak (?:bulan|minggu|senin)
ms: mulai (?:bulan|minggu|tahun|esok|hari|isnin|\d) | bermula (?:bulan|minggu|tahun|esok|hari|isnin|\d) | berkuat kuasa
tl: simula (?:sa|bukas|Lunes|\d) | mula (?:sa|bukas) | magsisimula sa
vi: từ (?:tháng|năm|tuần|ngày) (?:sau|tới|này|\d) | từ ngày mai | bắt đầu từ | kể từ
th: ตั้งแต่เดือน | ตั้งแต่วัน | ตั้งแต่ปี | ตั้งแต่พรุ่งนี้ | ตั้งแต่สัปดาห์ | เริ่มตั้งแต่ | มีผลตั้งแต่
sw: kuanzia | tangu
zh: 从下个?月起 | 从下月起 | 从明年起 | 从下周起 | 从下星期起 | 从明天起 | 从\S{1,6}起 | 自\S{1,6}起 | 起生效
ja: 来月から | 来週から | 来年から | 明日から | 月曜から | 月曜日から | から適用
ko: 다음 ?달부터 | 다음 ?주부터 | 내년부터 | 내일부터 | 월요일부터 | 부터
"""

#: words of an end after a starting point: a range ("from Monday to Friday") or a passing time ("ab Montag bis ...")
_UNTIL = r"""
en: to | until | till | through | thru | -
de: bis
fr: à | au | jusqu'[aà]u? | jusqu’[aà]u?
es: al | hasta
pt: ao | até
it: al | fino
nl: tot | t/m
sv: till | t\.o\.m\.
nb: til | t\.o\.m\.
da: til
pl: do
cs: do
sk: do
sl: do
hr: do
sr: до | do
bg: до
uk: до | по
ru: до | по
el: έως | μέχρι
ro: până
lv: līdz
lt: iki
id: sampai | hingga
ms: sampai | hingga
vi: đến | tới
tl: hanggang
sw: hadi | mpaka
he: עד
ar: إلى | حتى
fa: تا
hi: तक
ur: تک
tr: kadar
az: qədər
bn: পর্যন্ত
ta: வரை
"""

_NO_LONGER = r"""
en: no longer | any ?more | no more(?! than) | not any longer | nevermore
de: nicht mehr(?! als) | kein\w* (?:\w+ )?mehr(?! als) | nimmer | nicht länger | nicht länger
fr: ne \w+ plus | n'\w+ plus | n’\w+ plus | ne plus | plus jamais
es: ya no | no \w+ más(?! que| de) | ya nunca | no más
pt: já não | não \w+ mais(?! que| do| de) | nunca mais | não mais
it: non più(?! di) | non \w+ più(?! di| che) | mai più | più non
nl: niet meer(?! dan) | geen \w+ meer | nooit meer | niet langer
sv: inte längre | inte \w+ längre | inte (?:\w+ )?mer(?! än) | ej längre | aldrig mer
nb: ikke lenger | ikke \w+ lenger | ikke mer(?! enn) | ikkje lenger | ikke lengre | aldri mer
da: ikke længere | ikke \w+ længere | ikke mere(?! end) | aldrig mere
fi: enää
et: (?:ei|mitte) (?:\w+ )?enam | enam (?:ei|mitte)
lv: vairs
lt: nebe\w{3,} | jau ne\w*
pl: już nie | nie \w+ już | przestał\w* (?:być|mieć)
cs: (?:už|již) ne\w*
sk: už ne\w* | viac ne\w*
sl: ne \w+ več | nič več | več ne | ni več | ni \w+ več
hr: više ne | ne \w+ više | nije više | više nije | više nisam
sr: више не | више није | не \w+ више | više ne | više nije
bg: вече не | не \w+ вече | вече няма
mk: повеќе не | веќе не
uk: більше не | вже не | уже не | не \w+ більше(?! \d| ніж) | більш не
ru: больше не | уже не | не \w+ больше(?! \d| чем) | более не | уже нет | больше нет
el: δεν \w+ πια | πια δεν | όχι πια | πλέον δεν | δεν \w+ πλέον | πλέον όχι
hu: megszűn\w+ | már nem | nem \w+ már | többé nem | nem többé | már nincs
ro: nu mai
ga: a thuilleadh
cy: ddim bellach | dim mwy | ddim mwyach | mwyach | dim bellach
eu: jada ez | ez \w+ jada | gehiago ez | ez \w+ gehiago | ez gehiago
gl: xa non | non \w+ máis | xa nunca
ca: ja no | no \w+ més | ja mai més
af: nie meer nie | nie \w+ meer nie | nie langer | nie meer
is: ekki lengur | ekki \w+ lengur | ekki meir | lengur ekki
mt: m'għadx | m'għadhiex | m'għadux | m'għadniex | ma għadx | ma għadux | ma għadhiex
tr: artık (?:\w+ )?(?:değil|yok) | \w+m[ıiuü]yor(?:um|uz|sun|lar)? artık | hiç (?:\w+ )?değil artık
az: artıq (?:\w+ )?(?:deyil|yox)
ka: აღარ\w*
hy: այլևս | այլեւս
he: כבר לא | כבר אין | לא עוד | כבר לא \S+ יותר
ar: لم يعد | لم تعد | لم أعد | لم نعد | لم يعودوا | ما عاد | ما عادت | ما عدت | لا \S+ بعد الآن | لم يعد هناك
fa: دیگر (?:\S+ )?ن\S+ | دیگه (?:\S+ )?ن\S+ | دیگر نه | دیگه نه
ur: اب نہیں | اب \S+ نہیں | مزید نہیں | اب نہ
hi: अब नहीं | अब \S+ नहीं | नहीं रहा | नहीं रही | नहीं रहे | अब और नहीं
bn: আর (?:\S+ )?(?:না|নেই|নয়)
ta: இனி இல்லை | இனிமேல் இல்லை | இனி \S+ இல்லை | இப்போது இல்லை
id: tidak lagi | sudah tidak | udah nggak | udah gak | udah ga | nggak lagi | gak lagi | ga lagi | tak lagi | bukan lagi | tidak \w+ lagi | sudah bukan
ms: tidak lagi | tak lagi | bukan lagi | dah tak | sudah tidak | tiada lagi | tak \w+ lagi
tl: hindi na | wala na | di na
vi: không còn | chẳng còn | ko còn | k còn | không \w+ nữa | ko \w+ nữa | không \w+ \w+ nữa | thôi không
th: ไม่\S*แล้ว | ไม่อีกแล้ว | เลิก\S*แล้ว
sw: (?:si|hatu|hawa|hamu)\w+ tena | ha\w{3,} tena | si \w+ tena
zh: 不再 | 已经不 | 已不 | 再也不 | 再也没 | 不(?!错|少|同|过|用|会)\S{1,3}了
ja: もう\S*(?:ない|ません) | もはや | ではなくなった | じゃなくなった | なくなりました
ko: 더 이상 | 더이상 | 더는 | 이제 안 | 이제는 안 | 이제 더
"""

_STILL = r"""
en: still | unchanged | stays? | staying | remains? | remained | as before | the same (?:flat|house|home|address|place|job|company|team|number|school|price|rate|time|day)
de: immer noch | noch immer | bleibt | bleiben | unverändert | weiterhin | nach wie vor | wie bisher
fr: toujours | reste | restent | inchangée?s? | comme avant | encore(?! un| une)
es: sigue | siguen | seguimos | sigo | todavía | aún | permanece | sin cambios | como antes
pt: ainda | continua | continuam | continuamos | continuo | permanece | sem alteração | como antes
it: ancora | rimane | rimangono | resta | continua\w* | invariat[oa] | come prima
nl: nog steeds | nog altijd | blijft | blijven | ongewijzigd | zoals eerder
sv: fortfarande | fortsatt | är kvar | förblir | oförändrad | som förut
nb: fortsatt | fremdeles | ennå | fortsatt | er uendret | uendret | forblir | som før
da: stadig | fortsat | stadigvæk | forbliver | uændret | som før
fi: edelleen | yhä | vieläkin | pysyy | ennallaan | kuten ennenkin
et: endiselt | ikka veel | ikka | jääb | muutumatu
lv: joprojām | vēl joprojām | paliek | nemainīg\w+
lt: vis dar | tebe\w+ | lieka | nepakit\w+
pl: nadal | wciąż | ciągle | dalej | pozostaje | bez zmian | jak dotąd
cs: stále | pořád | zůstává | beze změny | nadále | i nadále
sk: stále | stále ešte | zostáva | bez zmeny | naďalej | ešte stále
sl: še vedno | ostaja | nespremenjen\w* | še zmeraj
hr: još uvijek | i dalje | ostaje | nepromijenjen\w* | još
sr: још увек | и даље | остаје | još uvek | i dalje
bg: все още | още | остава | непроменен\w* | продължава
mk: сè уште | се уште | уште | останува | непроменет\w*
uk: досі | все ще | досі ще | залишається | лишається | без змін | як і раніше
ru: всё ещё | все еще | по-прежнему | до сих пор | остаётся | остается | остану\w* | без изменений | как и раньше
el: ακόμα | ακόμη | παραμένει | παραμένουν | αμετάβλητ\w+ | όπως πριν
hu: még mindig | továbbra is | marad | változatlan\w* | mint eddig
ro: încă | în continuare | rămâne | rămân | neschimbat\w* | ca înainte
ga: fós | i gcónaí
cy: o hyd | yn dal | dal i | yr un fath
eu: oraindik | jarraitzen | berdin jarraitzen
gl: aínda | segue | seguen | permanece
ca: encara | segueix | segueixen | continua | roman | sense canvis
af: steeds | nog steeds | nog altyd | bly | onveranderd
is: enn | ennþá | er enn | óbreytt\w*
mt: għadu | għadha | għadhom | għadni | xorta
tr: hâlâ | hala | hâlen | halen | aynı kal\w+ | değişmedi | hala aynı | yine
az: hələ də | hələ | dəyişməyib | eyni qal\w+
ka: ისევ | კვლავ | ჯერ კიდევ | უცვლელ\w*
hy: դեռ | դեռևս | դեռեւս | մնում է | անփոփոխ
he: עדיין | נשאר | נשארת | נשארים | ללא שינוי | כמו קודם
ar: لا يزال | لا تزال | ما زال | ما زالت | مازال | مازالت | لا أزال | بقي | بقيت | كما هو | كما هي | دون تغيير
fa: هنوز | هنوزم | همچنان | باقی است | تغییری نکرده | مثل قبل
ur: ابھی بھی | اب بھی | اب تک | ویسے ہی | بدستور
hi: अभी भी | अब भी | अब तक | वैसे ही | पहले जैसा | बरकरार
bn: এখনও | এখনো | আগের মতোই | একই আছে
ta: இன்னும் | அப்படியே | மாறவில்லை
id: masih | tetap | tidak berubah | sama seperti sebelumnya | msh
ms: masih | tetap | kekal | tidak berubah | tak berubah
tl: pa rin | parin | hindi nagbago | gaya pa rin
vi: vẫn | vẫn còn | vẫn như cũ | không đổi | vẫn là
th: ยังคง | ยัง\S*อยู่ | เหมือนเดิม | ไม่เปลี่ยน
sw: bado | bado ni | haijabadilika | vilevile
zh: 仍然 | 依然 | 还是 | 仍是 | 依旧 | 照旧 | 不变 | 没变
ja: まだ | 今も | 相変わらず | 変わらず | 引き続き
ko: 아직 | 여전히 | 그대로 | 변함없이
"""

_CHANGED_TO = r"""
en: (?:switched|changed|rebooked|reassigned|handed|transferred|migrated|upgraded|downgraded|raised|lowered|cut|cutting|tightened|relaxed|bumped|pushed|postponed|rescheduled|renamed|rolled back|went up|went down|gone up|gone down|dropped|increased|decreased|reduced|extended|shortened) (?:\w+ )?(?:\w+ )?(?:to|over to|back to|up to|down to) | is back to | are back to | back on | went back to | replaced (?:by|with)
de: (?:gewechselt|umgestiegen|umgezogen|geändert|erhöht|gesenkt|verschoben|verlegt|umgestellt|gestiegen|gesunken) (?:zu|auf|nach|in) | (?:auf|zu|nach) (?:\S+ ){1,3}(?:umgestellt|gewechselt|umgestiegen|erhöht|gesenkt|geändert|verschoben|verlegt|gestiegen|gesunken|umgezogen) | ersetzt durch
fr: (?:est|suis|sont|sommes|a|ont|ai) (?:passée?s?|déménagée?s?|augmentée?s?|baissée?s?|reportée?s?|déplacée?s?) (?:à|au|aux|en|pour|vers) | (?:a|ont|ai|avons) changé (?:de|pour) | remplacée?s? par | a été (?:déplacée?|reportée?|changée?|augmentée?|baissée?|remplacée?) (?:à|au|par|en)
es: pas(?:ó|é|amos|aron) (?:\w+ )?(?:a|al) | (?:cambi(?:ó|é|amos|aron|ado)|mud(?:ó|é|amos|aron|ado)|movi(?:ó|do|mos)|aplaz(?:ó|ado)|pospuesto|trasladad[oa]) (?:\w+ )?(?:a|al|por) | (?:subi(?:ó|do)|baj(?:ó|ado)) (?:de \S+ )?a \d | sustituid[oa] por | reemplazad[oa] por
pt: pass(?:ou|ei|amos|aram|ado) (?:\w+ )?(?:para|pra|ao) | (?:mud(?:ou|ei|amos|aram|ado)|troc(?:ou|amos|ado)|remarcad[oa]|adiad[oa]|transferid[oa]) (?:\w+ )?(?:para|pra|a|ao|por) | (?:subiu|baixou) (?:de \S+ )?(?:para|pra|a) \S*\d | substituíd[oa] por
it: passat[oaie] a | (?:spostat[oaie]|cambiat[oaie]|trasferit[oaie]|rinviat[oaie]|aumentat[oaie]|ridott[oaie]) (?:\w+ )?(?:a|al|alla|allo|in|su|con) | (?:salit[oaie]|sces[oaie]) (?:\w+ )?a \d | sostituit[oaie] da
nl: (?:overgestapt|verhuisd|veranderd|gewijzigd|verzet|verplaatst|verhoogd|verlaagd|gestegen|gedaald|omgezet) (?:naar|tot|op) | (?:naar|tot|op) (?:\S+ ){1,3}(?:overgestapt|verhuisd|veranderd|gewijzigd|verzet|verplaatst|verhoogd|verlaagd|gestegen|gedaald) | vervangen door
sv: (?:bytt|bytte|byter|flyttat|flyttade|flyttad|ändrat|ändrad|ändrade|höjt|höjde|sänkt|sänkte|gått över|gick över|ombokad|ombokat|skjutits|skjuten|ökat|minskat) (?:\w+ )?(?:till|mot|på) | ersatt av | ersatts av
nb: (?:byttet|bytta|byttet ut|flyttet|flytta|endret|endra|økt|senket|gått over|gikk over|utsatt|ombooket) (?:\w+ )?(?:til|mot|på) | erstattet av
da: (?:skiftet|skiftede|flyttet|flyttede|ændret|ændrede|hævet|sænket|gået over|gik over|udsat|ombooket|steget|faldet) (?:\w+ )?(?:til|på) | erstattet af
fi: vaihdettu | vaihdoin | vaihtoi | vaihtui | muutettu | muutti | siirretty | siirtyi | nostettu | laskettu | nousi | laski | korvattu
et: vahetasin | vahetati | muudeti | muudetud | viidi üle | tõsteti | langetati | tõusis | langes | asendati
lv: nomainīj\w+ uz | mainīj\w+ uz | pārcēl\w+ uz | pārgāj\w+ uz | palielināj\w+ līdz | samazināj\w+ līdz | aizstāj\w+ ar
lt: pakeist\w* į | pakeič\w+ į | perkel\w+ į | perėj\w+ į | padidint\w* iki | sumažint\w* iki | atidėt\w* į
pl: (?:zmienił\w*|przeszedł|przeszła|przeszli|przeszłam|przeszedłem|przeniósł|przeniosła|przenieśli|przeniesion\w+|przesunięt\w+|przesunął|przesunęła|podniesion\w+|obniżon\w+|przenios\w+) (?:\w+ )?(?:na|do) | (?:wzrosł\w*|spadł\w*) (?:\w+ )?do \d | przeprowadził\w* się (?:do|na) | zastąpion\w+ przez | zamieniony na
cs: (?:změnil\w*|přešel|přešla|přešli|přesunul\w*|přesunut\w*|přestěhoval\w*|zvýšil\w*|snížil\w*|stoupl\w*|klesl\w*|odložen\w*) (?:\w+ )?(?:na|do) | nahrazen\w* (?:za|čím)
sk: (?:zmenil\w*|prešiel|prešla|prešli|presunul\w*|presunut\w*|presťahoval\w*|zvýšil\w*|znížil\w*|odložen\w*) (?:\w+ )?(?:na|do) | nahraden\w*
sl: (?:zamenjal\w*|spremenil\w*|prestavil\w*|prestavljen\w*|preselil\w*|prešel|prešla|zvišal\w*|znižal\w*|povišan\w*|znižan\w*) (?:\w+ )?(?:na|v|do) | nadomestil\w*
hr: (?:promijenio|promijenila|promijenili|promijenjen\w*|prešao|prešla|prešli|preselio|preselila|premješten\w*|pomaknut\w*|povećan\w*|smanjen\w*|odgođen\w*) (?:\w+ )?(?:na|u|do) | zamijenjen\w*
sr: (?:променио|променила|прешао|прешла|преселио|преселила|померен\w*|повећан\w*|смањен\w*|promenio|promenila|prešao|prešla|preselio|preselila) (?:\S+ )?(?:на|у|до|na|u|do)
bg: (?:смених|смени|сменихме|преминах|премина|преместих|премести|преместен\w*|отложен\w*|увеличен\w*|намален\w*) (?:\S+ )?(?:на|в|до|с) | заменен\w* с
mk: се префрли\w* | се пресели\w* | промени\w* (?:на|во)
uk: (?:змінил\w*|змінено|перейш\w+|перейшл\w+|переїха\w+|перенесен\w*|перенесл\w+|перенес|підвищил\w*|підвищено|знизил\w*|знижено) (?:\S+ )?(?:на|до|в) | замінил\w* на | замінено на
ru: (?:сменил\w*|поменял\w*|изменил\w*|изменён\w*|изменен\w*|перешл?[аи]?|перешёл|переехал\w*|переехали|перенесл\w+|перенесён\w*|перенесен\w*|перевели|повысил\w*|повышен\w*|снизил\w*|снижен\w*) (?:\S+ )?(?:на|до|в) | заменил\w* на | заменен\w* на | заменён\w* на
el: (?:άλλαξ\w+|μετακόμισ\w+|μεταφέρθηκ\w+|μετατέθηκ\w+|αυξήθηκ\w+|μειώθηκ\w+|αναβλήθηκ\w+) (?:\S+ )?(?:σε|σε|στο|στη|στην|στον|στα|στις)
hu: (?:áttértem|áttértünk|átállt\w*|átköltöztem|átköltözött|áthelyezték|módosult|módosították|megemelték|csökkentették|elhalasztották|megváltozott)
ro: (?:am trecut|a trecut|am schimbat|s-a schimbat|am mutat|s-a mutat|mutat|mutată|amânat|amânată|crescut|scăzut|majorat|redus) (?:\S+ )?(?:la|pe|în) | înlocuit\w* (?:cu|de)
ga: athraíodh go | bogadh go | aistríodh go | ardaíodh go | laghdaíodh go
cy: wedi newid i | wedi symud i | wedi codi i | wedi gostwng i | newidiwyd i | symudwyd i
eu: aldatu dut | aldatu da | aldatu dute | aldatu dugu | aldatu | lekuz aldatu | igo da | jaitsi da | atzeratu da | ordezkatu
gl: (?:cambiou|cambiei|cambiamos|pasou|pasei|pasamos|mudou|mudei|subiu|baixou|adiado|adiada|trasladado|trasladada) (?:\w+ )?(?:a|ao|á|para|por) | substituído por
ca: (?:canviat|canviada|ha canviat|he canviat|hem canviat|passat|ha passat|he passat|traslladat|traslladada|mogut|moguda|ajornat|ajornada|pujat|baixat) (?:\w+ )?(?:a|al|per) | substituït per | substituïda per
af: (?:oorgeskakel|verskuif|verander|verhuis|verhoog|verlaag|uitgestel) (?:\w+ )?(?:na|tot) | vervang deur
is: (?:skipti|skiptum|breytt|breytti|flutti|fluttum|fært|færður|færð|hækkað|hækkaði|lækkað|lækkaði|frestað) (?:\w+ )?(?:í|yfir í|á|til) | leyst af hólmi
mt: biddilt għal | biddilna għal | mort għal | mxejt għal | ġie mċaqlaq għal | tela' għal | niżel għal
tr: (?:geçtim|geçtik|geçti|geçtiler|taşındım|taşındık|taşındı|değiştirdim|değiştirdik|değiştirildi|değişti|ertelendi|kaydırıldı|yükseltildi|düşürüldü) | \S+(?:[ae]|y[ae]) (?:geçtim|geçtik|geçti|taşındım|taşındık|taşındı|çıktı|düştü|alındı|ertelendi)
az: (?:keçdim|keçdik|keçdi|köçdüm|köçdük|köçdü|dəyişdim|dəyişdik|dəyişdirildi|dəyişdi|təxirə salındı|qaldırıldı|endirildi|artırıldı|azaldıldı)
ka: შევცვალე | შეიცვალა | შეცვალეს | გადავედი | გადავიდა | გადაიტანეს | გადავიტანე | გაიზარდა | შემცირდა | გადავიდნენ
hy: փոխեցի | փոխվեց | փոխել եմ | տեղափոխվեցի | տեղափոխվել եմ | տեղափոխեցին | բարձրացավ | իջավ | հետաձգվեց
he: עברתי ל~ | עברנו ל~ | עבר ל~ | עברה ל~ | עברו ל~ | עברנו | הוחלף ב~ | הוחלפה ב~ | שיניתי ל~ | שונה ל~ | הועבר ל~ | הועברה ל~ | נדחה ל~ | נדחתה ל~ | עלה ל~ | עלתה ל~ | ירד ל~ | ירדה ל~
ar: انتقلت إلى | انتقلنا إلى | انتقل إلى | تحولت إلى | تحولنا إلى | تحول إلى | غيرت إلى | تغير إلى | تغيرت إلى | استبدل ب~ | استبدلت ب~ | نقل إلى | نقلت إلى | تأجل إلى | تأجلت إلى | ارتفع إلى | ارتفعت إلى | انخفض إلى | انخفضت إلى
fa: تغییر کرد به | تغییر دادم به | منتقل شدم به | منتقل شد به | عوض شد | عوض کردم | جابجا شد | به تعویق افتاد | افزایش یافت به | کاهش یافت به | اسباب‌کشی کردیم
ur: میں بدل گیا | میں بدل گئی | میں منتقل ہو گیا | میں منتقل ہو گئی | شفٹ ہو گیا | شفٹ ہو گئے | بدل دیا | بدل دی | بڑھ کر | کم ہو کر | ملتوی
hi: से बदल | में बदल (?:गया|गई|दिया|दी) | पर शिफ्ट | में शिफ्ट | से बदलकर | बदलकर | बढ़कर | घटकर | बढ़ाकर | घटाकर | टल गया | टल गई | खिसका दिया
bn: বদলে (?:গেছে|দিয়েছি|ফেলেছি) | স্থানান্তরিত | বেড়ে | কমে | পিছিয়ে
ta: மாற்றப்பட்ட | மாற்றப்பட்டது | மாறிவிட்டது | மாற்றினேன் | இடம் மாறினேன் | உயர்ந்தது | குறைந்தது | தள்ளிவைக்கப்பட்டது
id: (?:pindah|dipindah(?:kan)?|diganti|ganti|beralih|diundur|dimundurkan|dimajukan|dinaikkan|diturunkan|berubah|diubah) (?:\w+ )?(?:ke|jadi|menjadi|dengan) | (?:naik|turun) (?:\w+ )?(?:jadi|menjadi) | diganti dengan | digantikan oleh | diundur | dimajukan | diganti
ms: (?:pindah|dipindahkan|bertukar|ditukar|beralih|ditangguhkan|dianjakkan|dinaikkan|diturunkan|berubah|diubah) (?:\w+ )?(?:ke|kepada|jadi|menjadi) | (?:naik|turun) (?:\w+ )?(?:jadi|menjadi) | digantikan dengan | digantikan oleh
tl: lumipat (?:na )?(?:ako |kami |siya )?(?:sa|ng) | inilipat sa | pinalitan ng | napalitan ng | binago sa | ginawang | tumaas sa | bumaba sa | ipinagpaliban sa | na-move sa | na-resched sa
vi: chuyển sang | chuyển qua | chuyển đến | chuyển về | đổi sang | đổi thành | đổi qua | thay bằng | thay thế bằng | dời sang | dời lại | dời đến | lùi sang | lùi lại | tăng lên | giảm xuống | đã chuyển | đã đổi
th: เปลี่ยน(?:เป็น|ไป) | ย้ายไป | เลื่อนเป็น | เลื่อนไป | ขึ้นเป็น | ลดเป็น | แทนที่ด้วย | ขึ้นราคาเป็น | ลดราคาเป็น
sw: (?:nimehamia|tumehamia|amehamia|wamehamia|imehamishwa|amebadilisha|nimebadilisha|imebadilishwa|imeahirishwa|imepanda|imeshuka|imepandishwa|imepunguzwa) (?:\w+ )?(?:kwenda|hadi|kwa|kuwa)? | imebadilishwa kuwa | imeahirishwa hadi | amehamia | nimehamia
zh: 改成 | 改为 | 换成 | 换到 | 改到 | 搬到 | 调到 | 调整为 | 涨到 | 降到 | 提前到 | 推迟到 | 延期到 | 升到 | 转到 | 改用 | 取代了 | 代替了
ja: に変更 | に変わりました | に変わった | に変えた | に引っ越し | に移りました | に移った | に延期 | に値上げ | に値下げ | に切り替え | に乗り換え
ko: 로 바뀌 | 으로 바뀌 | 로 변경 | 으로 변경 | 로 옮겼 | 으로 옮겼 | 로 이사 | 으로 이사 | 로 연기 | 으로 연기 | 로 올랐 | 으로 올랐 | 로 내렸 | 으로 내렸
"""

_ERROR = r"""
en: misstated | misspoke | misread | misheard | misremembered | mistyped | had it wrong | got it wrong | was wrong | typo | my (?:bad|mistake) | i meant(?! to) | i made a mistake | i mixed (?:up|\w+ up) | mixed up
de: (?:hab|habe) mich (?:vertan|geirrt|verschrieben|verlesen|verhört|vertippt) | mein fehler | tippfehler | ich meinte | falsch (?:notiert|geschrieben|gesagt|verstanden|gelesen|eingetragen) | verwechselt | verschrieben | vertippt
fr: je me suis trompée? | s'est trompée? | s’est trompée? | erreur de ma part | faute de frappe | coquille | je voulais dire | mal lu | mal compris | mal noté | autant pour moi | au temps pour moi | j'ai confondu | je me suis mélangée?
es: me equivoqué | se equivocó | me confundí | error mío | errata | error de tipeo | quise decir | quería decir | leí mal | entendí mal | lo dije mal | estaba equivocad[oa]
pt: me enganei | enganei-me | errei | erro meu | erro de digitação | quis dizer | queria dizer | li errado | me confundi | estava errad[oa] | troquei
it: mi sono sbagliat[oa] | ho sbagliato | errore mio | colpa mia | refuso | errore di battitura | volevo dire | intendevo | ho letto male | mi sono confus[oa] | ho confuso
nl: ik vergiste me | ik heb me vergist | vergist | mijn fout | typfout | tikfout | ik bedoelde | verkeerd (?:gelezen|gezegd|genoteerd|getypt|begrepen) | verwisseld
sv: jag tog fel | tog miste | mitt fel | stavfel | skrivfel | jag menade | läste fel | skrev fel | sa fel | blandade ihop | hörde fel
nb: jeg tok feil | min feil | skrivefeil | tastefeil | jeg mente | leste feil | skrev feil | sa feil | blandet sammen | hørte feil
da: jeg tog fejl | min fejl | tastefejl | slåfejl | jeg mente | læste forkert | skrev forkert | sagde forkert | byttede rundt på | hørte forkert
fi: olin väärässä | erehdyin | minun virhe\w* | oma virhe\w* | kirjoitusvirhe | näppäilyvirhe | tarkoitin | luin väärin | sanoin väärin | kirjoitin väärin | sekoitin | kuulin väärin
et: eksisin | minu viga | trükiviga | kirjaviga | mõtlesin hoopis | lugesin valesti | ütlesin valesti | kirjutasin valesti | ajasin segi
lv: kļūdījos | mana kļūda | drukas kļūda | pārrakstījos | pārklausījos | sajaucu | nepareizi (?:izlasīju|uzrakstīju|teicu)
lt: suklydau | mano klaida | rašybos klaida | apsirikau | turėjau omenyje | neteisingai (?:perskaičiau|parašiau|pasakiau) | supainiojau
pl: pomylił\w* | pomyłk\w+ | mój błąd | literówk\w+ | chodziło mi o | źle (?:przeczytał\w*|napisał\w*|podał\w*|zrozumiał\w*|usłyszał\w*) | przekręcił\w* | pomieszał\w*
cs: spletl\w* | zmýlil\w* | moje chyba | překlep | myslel\w* jsem | špatně jsem (?:přečetl|napsal|řekl|slyšel)\w* | zaměnil\w* | popletl\w*
sk: pomýlil\w* | moja chyba | preklep | myslel\w* som | zle som (?:prečítal|napísal|povedal|počul)\w* | zamenil\w* | poplietol
sl: zmotil\w* | zmota | moja napaka | tipkarska napaka | sem mislil\w* | narobe (?:prebral|napisal|rekel|slišal)\w* | zamešal\w*
hr: pogriješi\w+ | pogreši\w+ | moja greška | tipfeler | tipkarska greška | mislio sam | mislila sam | krivo (?:pročita|napisa|reka|rek|ču)\w* | pomiješa\w+
sr: погреши\w+ | моја грешка | мислио сам | мислила сам | погрешно (?:прочита|написа|река|рек)\w* | помеша\w+
bg: сбърках | сбъркал\w* | моя грешка | грешката е моя | грешно (?:прочетох|написах|казах|чух) | имах предвид | объркал\w* | печатна грешка
mk: згрешив | моја грешка | мислев на | погрешно (?:прочитав|напишав|реков)
uk: помили\w+ | моя помилка | описка | друкарська помилка | мав на увазі | мала на увазі | неправильно (?:прочита|написа|сказа|почу)\w* | переплута\w+ | обмовив\w*
ru: ошибся | ошиблась | ошиблись | моя ошибка | опечатка | опечатал\w* | имел в виду | имела в виду | неправильно (?:прочита|написа|сказа|записа|расслыша)\w* | перепутал\w* | оговорил\w*
el: έκανα λάθος | λάθος μου | τυπογραφικό | εννοούσα | διάβασα λάθος | έγραψα λάθος | είπα λάθος | μπέρδεψα | άκουσα λάθος
hu: tévedtem | elnéztem | elírtam | elírás | az én hibám | úgy értettem | rosszul (?:olvastam|írtam|mondtam|hallottam) | összekevertem | elszámoltam
ro: am greșit | greșeala mea | greșeală de tipar | am vrut să spun | am citit greșit | am scris greșit | am încurcat | m-am înșelat | m-am încurcat
ga: bhí dul amú orm | mo bhotún | botún | bhí mé mícheart | earráid
cy: camgymeriad | roeddwn i'n anghywir | ro'n i'n anghywir | fy nghamgymeriad | gwall teipio | o'n i'n anghywir
eu: oker nengoen | nire akatsa | akats bat | esan nahi nuen | gaizki (?:irakurri|idatzi|esan) nuen | nahastu nuen
gl: equivoqueime | trabuqueime | erro meu | quixen dicir | lin mal | confundinme
ca: m'he equivocat | em vaig equivocar | error meu | errada meva | volia dir | he llegit malament | em vaig confondre | vaig confondre
af: ek was verkeerd | my fout | tikfout | ek het bedoel | verkeerd gelees | verkeerd geskryf | deurmekaar gemaak
is: ég hafði rangt fyrir mér | mistök mín | mín mistök | innsláttarvilla | ég meinti | las vitlaust | skrifaði vitlaust | ruglaði saman
mt: żbaljajt | żball tiegħi | ridt ngħid | qrajt ħażin | ktibt ħażin | tħawwadt
tr: yanlış (?:yazmış|söylemiş|hatırlamış|yazdım|söyledim|okudum|hatırladım|yazmışım|söylemişim|okumuşum|duymuşum) | yanıldım | yanılmışım | hata benim | benim hatam | yazım hatası | demek istedim | karıştırdım | karıştırmışım
az: səhv etdim | səhv etmişəm | mənim səhvim | yanlış (?:yazdım|dedim|oxudum) | demək istədim | qarışdırdım
ka: შევცდი | ჩემი შეცდომა | ვგულისხმობდი | არასწორად (?:წავიკითხე|დავწერე|ვთქვი) | ავურიე
hy: սխալվեցի | իմ սխալը | նկատի ունեի | սխալ (?:կարդացի|գրեցի|ասացի) | շփոթեցի
he: טעיתי | טעות שלי | טעות הקלדה | התכוונתי | קראתי לא נכון | כתבתי לא נכון | התבלבלתי
ar: أخطأ | أخطأت | خطأ في | غلطت | غلطتي | خطأ مطبعي | خطئي | كنت أقصد | قصدت | قرأت خطأ | كتبت خطأ | خلطت | اختلط علي
fa: اشتباه کردم | اشتباه از من | اشتباه تایپی | منظورم | غلط (?:خواندم|نوشتم|گفتم) | قاطی کردم
ur: میری غلطی | غلطی ہو گئی | میرا مطلب | غلط (?:پڑھا|لکھا|کہا|بتایا)
hi: मेरी (?:गलती|ग़लती) | (?:गलत|ग़लत) (?:पढ़ा|लिखा|बताया|कहा|सुना) | मेरा मतलब | टाइपो
bn: আমার ভুল | ভুল (?:পড়েছি|লিখেছি|বলেছি|শুনেছি) | ভুল হয়েছে | বোঝাতে চেয়েছিলাম | টাইপো
ta: என் தவறு | என்னுடைய தவறு | தவறாக (?:படித்தேன்|எழுதினேன்|சொன்னேன்) | தவறு நடந்துவிட்டது
id: saya salah | aku salah | salah ketik | salah tulis | salah baca | salah sebut | salah dengar | maksud saya | maksudku | keliru
ms: saya silap | silap saya | salah taip | salah tulis | salah baca | maksud saya | tersilap | tersalah
tl: nagkamali ako | mali ako | pagkakamali ko | ang ibig kong sabihin | mali ang (?:basa|sulat|sabi|dinig) | nagkamali
vi: nhầm | ghi sai | nói sai | viết sai | đọc sai | gõ sai | nghe sai | lỗi của tôi | lỗi của mình | ý tôi là | ý mình là | tôi sai | mình sai
th: พิมพ์ผิด | อ่านผิด | เขียนผิด | พูดผิด | จำผิด | ฟังผิด | เข้าใจผิด | ผมผิดเอง | ฉันผิดเอง
sw: alikosea | nilikosea | nimekosea | kosa langu | kosa la uchapaji | nilimaanisha | nilisoma vibaya | niliandika vibaya | nilisikia vibaya
zh: 写反了 | 搞错了 | 弄错了 | 记错了 | 写错了 | 打错了 | 说错了 | 看错了 | 听错了 | 我的错 | 笔误 | 我是说 | 我的意思是 | 搞混了 | 重新统计 | 重新核对
ja: 間違えました | 間違えた | 私の間違い | 誤字 | 打ち間違い | 読み間違い | 書き間違い | 言い間違い | 聞き間違い | 勘違い
ko: 제가 잘못 | 잘못 (?:알았|썼|읽었|말했|들었) | 오타 | 착각 | 제 실수 | 내 실수
"""

#: a correction announced: a prefix (with a colon or a comma after it) or a word for "actually", "to be exact"
_ACTUALLY = r"""
en: actually | in fact | correction | to be exact | to be precise | rather
de: eigentlich | tatsächlich | korrektur | berichtigung | genauer gesagt | vielmehr
fr: en fait | en réalité | correction | rectification | plus précisément | plutôt
es: en realidad | de hecho | corrección | más bien | mejor dicho | en verdad
pt: na verdade | na realidade | correção | aliás | melhor dizendo | mais precisamente
it: in realtà | veramente | correzione | anzi | per la precisione | rettifica
nl: eigenlijk | correctie | sterker nog | beter gezegd | verbetering
sv: egentligen | faktiskt | rättelse | korrigering | snarare
nb: egentlig | faktisk | rettelse | korrigering | snarere
da: egentlig | faktisk | rettelse | korrektion | snarere
fi: itse asiassa | oikeastaan | korjaus | tarkemmin sanottuna
et: tegelikult | parandus | täpsemalt
lv: patiesībā | īstenībā | labojums | precīzāk
lt: tiesą sakant | iš tikrųjų | iš tiesų | pataisymas | tiksliau
pl: właściwie | w zasadzie | tak naprawdę | w sumie | korekta | sprostowanie | poprawka | dokładniej
cs: vlastně | ve skutečnosti | oprava | přesněji
sk: vlastne | v skutočnosti | oprava | presnejšie
sl: pravzaprav | v resnici | popravek | natančneje
hr: zapravo | u stvari | ustvari | ispravak | ispravka | točnije
sr: заправо | у ствари | исправка | тачније | zapravo | ispravka | tačnije
bg: всъщност | поправка | корекция | по-точно
mk: всушност | исправка | поточно
uk: насправді | власне | взагалі-то | виправлення | поправка | точніше
ru: вообще-то | на самом деле | собственно | поправка | исправление | точнее
el: στην πραγματικότητα | βασικά | διόρθωση | για την ακρίβεια
hu: igazából | valójában | tulajdonképpen | javítás | helyesbítés | pontosabban
ro: de fapt | în realitate | corectare | corectură | rectificare | mai exact | mai degrabă
ga: i ndáiríre | déanta na fírinne | ceartúchán
cy: a dweud y gwir | mewn gwirionedd | cywiriad
eu: egia esan | izatez | zuzenketa | hobeto esanda
gl: en realidade | de feito | corrección | mellor dito
ca: en realitat | de fet | correcció | millor dit
af: eintlik | trouens | regstelling | korreksie
is: reyndar | í raun | leiðrétting | réttara sagt
mt: fil-fatt | attwalment | korrezzjoni
tr: aslında | doğrusu | daha doğrusu | düzeltme
az: əslində | daha doğrusu | düzəliş
ka: სინამდვილეში | უფრო სწორად | შესწორება
hy: իրականում | ավելի ճիշտ | ուղղում
he: בעצם | למעשה | ליתר דיוק | תיקון
ar: في الواقع | في الحقيقة | بالأحرى | تصحيح
fa: در واقع | راستش | تصحیح | اصلاح
ur: دراصل | اصل میں | درستی | تصحیح
hi: दरअसल | असल में | वास्तव में | सुधार
bn: আসলে | প্রকৃতপক্ষে | সংশোধন
ta: உண்மையில் | திருத்தம்
id: sebenarnya | sebetulnya | tepatnya | koreksi | ralat
ms: sebenarnya | sebetulnya | pembetulan | ralat
tl: sa totoo lang | ang totoo | pagwawasto
vi: thật ra | thực ra | chính xác là | đính chính | sửa lại
th: ที่จริง | จริงๆ แล้ว | ความจริง | แก้ไข
sw: kwa kweli | kusema kweli | marekebisho | sahihisho
zh: 实际上 | 其实 | 准确地说 | 更正 | 纠正 | 確切地說 | 更正一下
ja: 実は | 実際は | 正確には | 訂正
ko: 사실은 | 실은 | 정확히는 | 정정
"""

_NEW_SLOT = r"""
en: new (?:number|address|email|e-mail|phone|title|rate|price|target|one|mgr|manager|coach|job|plan|owner|date|deadline|policy|rule|contact|doctor|dentist|landlord|boss|role|position|school|office|car|flat|apartment|house|schedule|hours|time|teacher|vet|bank|provider|supplier)\b
de: neue[rns]? (?:nummer|telefonnummer|handynummer|adresse|anschrift|e-mail|mail|preis|tarif|termin|chef|chefin|arzt|ärztin|wohnung|stelle|job|vermieter|frist)
fr: nouvel(?:le)? (?:adresse|e-mail|email|numéro|prix|tarif|date|échéance|appartement|emploi|patronne|employeur|horaire) | nouveau (?:numéro|prix|tarif|principal|directeur|patron|médecin|docteur|propriétaire|travail|poste|téléphone|mail|horaire|délai)
es: nuev[oa]s? (?:número|dirección|correo|teléfono|precio|tarifa|fecha|jefe|jefa|médico|trabajo|piso|casa|horario|plazo) | (?:número|dirección|correo|teléfono|precio|horario) nuev[oa]
pt: nov[oa]s? (?:número|endereço|e-mail|email|telefone|preço|tarifa|data|chefe|médico|emprego|trabalho|apartamento|casa|horário|prazo) | (?:número|endereço|telefone|preço|horário) nov[oa]
it: nuov[oaie] (?:numero|indirizzo|prezzo|tariffa|data|capo|medico|lavoro|casa|appartamento|orario|email|e-mail|scadenza) | (?:numero|indirizzo|prezzo|orario) nuov[oa]
nl: nieuwe? (?:nummer|telefoonnummer|adres|e-mail|mailadres|prijs|tarief|datum|baas|huisarts|baan|huis|rooster|deadline)
sv: (?:nytt|ny|nya) (?:nummer|telefonnummer|adress|mejl|e-post|pris|datum|chef|läkare|jobb|lägenhet|tid|schema)
nb: (?:nytt|ny|nye) (?:nummer|telefonnummer|adresse|e-post|pris|dato|sjef|lege|jobb|leilighet|tid|timeplan)
da: (?:nyt|ny|nye) (?:nummer|telefonnummer|adresse|e-mail|mail|pris|dato|chef|læge|job|lejlighed|tid|skema)
fi: (?:uusi|uuden|uudessa|uudet|uuteen) (?:numero|puhelinnumero|osoite|sähköposti|hinta|päivämäärä|pomo|lääkäri|työ|työpaikka|asunto|aikataulu)
et: (?:uus|uue|uued|uuel|uude) (?:number|telefoninumber|aadress|e-post|hind|kuupäev|ülemus|arst|töö|korter|graafik)
lv: (?:jaun(?:s|ais|ā|o|ie|ajā)) (?:numurs|numuru|adrese|adresi|e-pasts|cena|datums|priekšnieks|ārsts|darbs|dzīvoklis)
lt: (?:nauj(?:as|asis|a|oji|ą|ąjį|ieji|uoju)) (?:numeris|numerį|adresas|adresą|el\. paštas|kaina|kainą|data|datą|viršininkas|gydytojas|darbas|butas) | naujas
pl: now(?:y|a|e|ego|ej|ą|ym) (?:numer\w*|adres\w*|e-mail\w*|mail\w*|cen\w+|stawk\w+|termin\w*|szef\w*|lekarz\w*|prac\w+|mieszkani\w+|grafik\w*)
cs: nov(?:ý|á|é|ého|ou|ém) (?:číslo|telefon|adres\w+|e-mail|cen\w+|datum|termín|šéf\w*|lékař\w*|prác\w+|práce|byt\w*|rozvrh) | nový
sk: nov(?:ý|á|é|ého|ú|om) (?:číslo|telefón|adres\w+|e-mail|cen\w+|dátum|termín|šéf\w*|lekár\w*|prác\w+|byt\w*|rozvrh)
sl: nov(?:a|o|i|e|ega|em)? (?:številk\w+|naslov\w*|e-naslov\w*|cen\w+|datum\w*|šef\w*|zdravnik\w*|služb\w+|stanovanj\w+|urnik\w*)
hr: nov(?:i|a|o|u|og|om)? (?:broj\w*|adres\w+|e-mail\w*|cijen\w+|datum\w*|šef\w*|doktor\w*|liječni\w+|posao|posla|stan\w*|raspored\w*)
sr: нов(?:и|а|о|у|ог)? (?:број\w*|адрес\w+|цен\w+|датум\w*|шеф\w*|лекар\w*|посао|стан\w*) | nov(?:i|a|o|u|og)? (?:broj\w*|adres\w+|cen\w+)
bg: нов(?:ия|ият|а|ата|о|ото)? (?:номер|телефон|адрес|имейл|цена|цената|дата|шеф|лекар|работа|апартамент|график)
mk: нов(?:иот|а|ата|о)? (?:број|адреса|цена|работа)
uk: нов(?:ий|а|е|ого|у|ої|ий)? (?:номер\w*|адрес\w*|пошт\w*|e-mail|ціна|ціну|тариф\w*|дат\w+|начальник\w*|лікар\w*|робот\w+|квартир\w+|розклад\w*)
ru: нов(?:ый|ая|ое|ого|ую|ой|ом)? (?:номер\w*|адрес\w*|почт\w+|e-mail|цена|цену|тариф\w*|дат\w+|начальник\w*|врач\w*|работ\w+|квартир\w+|расписани\w+)
el: νέ(?:ο|α|ος|ες|οι|ου)? (?:νούμερο|αριθμό|αριθμός|διεύθυνση|email|τιμή|ημερομηνία|αφεντικό|γιατρό|γιατρός|δουλειά|σπίτι|ωράριο) | καινούρι(?:ο|α|ος|ες)? (?:νούμερο|διεύθυνση|τιμή|δουλειά|σπίτι)
hu: új (?:szállítási )?(?:cím|címem|címe|e-mail|szám|számom|telefonszám|ár|ára|időpont|főnök|orvos|munka|munkahely|lakás|beosztás|határidő)
ro: nou(?:l|a)? (?:număr|numărul|adresă|adresa|e-mail|preț|prețul|tarif|dată|data|șef|medic|loc de muncă|apartament|program) | (?:numărul|adresa|prețul|programul|data) (?:nou|nouă)
ga: (?:uimhir|seoladh|ríomhphost|praghas|dáta) nua
cy: (?:rhif|cyfeiriad|e-bost|pris|dyddiad|swydd) newydd
eu: (?:zenbaki|helbide|posta|prezio|data) berri\w*
gl: nov[oa]s? (?:número|enderezo|correo|teléfono|prezo|data|xefe|traballo|piso|horario)
ca: nou (?:número|telèfon|correu|preu|cap|metge|pis|horari) | nova (?:adreça|data|feina|tarifa)
af: nuwe (?:nommer|adres|e-pos|prys|datum|baas|dokter|werk|huis|skedule)
is: (?:nýtt|nýr|ný|nýja|nýju) (?:númer|símanúmer|heimilisfang|netfang|verð|dagsetning|yfirmaður|læknir|starf|vinna|íbúð)
mt: (?:numru|indirizz|email|prezz|data|xogħol) (?:ġdid|ġdida)
tr: yeni (?:numara\w*|numaram|adres\w*|e-posta\w*|mail\w*|fiyat\w*|tarife\w*|tarih\w*|patron\w*|müdür\w*|doktor\w*|iş\w*|ev\w*|daire\w*|program\w*)
az: yeni (?:nömrə\w*|ünvan\w*|e-poçt\w*|qiymət\w*|tarix\w*|müdir\w*|həkim\w*|iş\w*|ev\w*)
ka: ახალი (?:ნომერი|მისამართი|ელფოსტა|ფასი|თარიღი|უფროსი|ექიმი|სამსახური|ბინა)
hy: նոր (?:համար\S*|հասցե\S*|էլ\. ?փոստ\S*|գին\S*|ամսաթիվ\S*|ղեկավար\S*|բժիշկ\S*|աշխատանք\S*|բնակարան\S*)
he: (?:מספר|כתובת|מייל|מחיר|תאריך|בוס|רופא|עבודה|דירה|טלפון) (?:חדש|חדשה)
ar: (?:رقم|رقمي|عنوان|عنواني|بريد|سعر|تاريخ|مدير|طبيب|عمل|وظيفة|شقة|هاتف)\S* (?:الجديد|الجديدة|جديد|جديدة)
fa: (?:شماره|آدرس|نشانی|ایمیل|قیمت|تاریخ|رئیس|دکتر|کار|خانه|آپارتمان)\S* (?:جدید|جدیدم|جدیدش|تازه)
ur: (?:نیا|نئی|نئے) (?:نمبر|پتہ|ای میل|قیمت|تاریخ|باس|ڈاکٹر|نوکری|گھر|فلیٹ)
hi: (?:नया|नई|नए) (?:नंबर|नम्बर|पता|ईमेल|दाम|कीमत|क़ीमत|तारीख|तारीख़|बॉस|डॉक्टर|नौकरी|घर|फ्लैट|रेट)
bn: নতুন (?:নম্বর|ঠিকানা|ইমেইল|দাম|তারিখ|বস|ডাক্তার|চাকরি|বাসা|ফ্ল্যাট)
ta: புதிய (?:எண்|முகவரி|மின்னஞ்சல்|விலை|தேதி|முதலாளி|மருத்துவர்|வேலை|வீடு)
id: (?:nomor|alamat|email|harga|tanggal|bos|atasan|dokter|kerja|pekerjaan|rumah|kos|jadwal|tarif|no\. hp|nomer) baru(?:ku|nya)?
ms: (?:nombor|alamat|emel|harga|tarikh|bos|doktor|kerja|rumah|jadual|tarif) baru(?:ku|nya)?
tl: bagong (?:numero|address|email|presyo|petsa|amo|boss|doktor|trabaho|bahay|schedule)
vi: (?:số|số điện thoại|địa chỉ|email|giá|ngày|sếp|bác sĩ|việc|công việc|nhà|lịch) mới
th: ใหม่
sw: mpya | jipya
zh: 新(?:号码|电话|手机号|地址|邮箱|价格|日期|老板|医生|工作|房子|公寓|时间表)
ja: 新しい(?:番号|電話番号|住所|メール|価格|値段|日付|上司|医者|仕事|家|部屋) | 新(?:住所|番号|価格)
ko: 새 ?(?:번호|전화번호|주소|이메일|가격|날짜|상사|의사|직장|집|일정)
"""

_INSTEAD = r"""
en: instead of | rather than | in place of | instead
de: statt | anstatt | stattdessen | anstelle von | anstelle
fr: au lieu de | à la place de | plutôt que | à la place
es: en lugar de | en vez de | en su lugar
pt: em vez de | ao invés de | em lugar de | no lugar de
it: invece di | anziché | al posto di | invece
nl: in plaats van | i\.p\.v\. | ipv
sv: istället för | i stället för | istället | i stället
nb: i stedet for | istedenfor | i stedet
da: i stedet for | i stedet
fi: sijaan | asemesta
et: asemel | selle asemel
lv: nevis | tā vietā
lt: vietoj | užuot
pl: zamiast | w miejsce
cs: místo | namísto
sk: namiesto | miesto
sl: namesto
hr: umjesto | namjesto
sr: уместо | umesto
bg: вместо
mk: наместо
uk: замість
ru: вместо
el: αντί για | αντί
hu: helyett
ro: în loc de | în locul
ga: in ionad | in áit
cy: yn lle
eu: ordez | beharrean
gl: en vez de | en lugar de
ca: en lloc de | en comptes de
af: in plaas van
is: í stað | í staðinn fyrir
mt: minflok
tr: yerine
az: əvəzinə | yerinə
ka: ნაცვლად
hy: փոխարեն
he: במקום
ar: بدلا من | بدلاً من | عوضا عن | عوضاً عن
fa: به جای | بجای
ur: کے بجائے | کی بجائے | کی جگہ
hi: के बजाय | की बजाय | की जगह | के बदले
bn: এর বদলে | এর পরিবর্তে
ta: பதிலாக
id: alih-alih | bukannya | sebagai ganti | ketimbang | daripada
ms: bukannya | sebagai ganti | daripada
tl: sa halip na | imbes na
vi: thay vì | thay cho
th: แทนที่จะ | แทน
sw: badala ya
zh: 而不是 | 代替 | 取代
ja: の代わりに | ではなく | じゃなくて
ko: 대신 | 대신에
"""

_NOT_YET = r"""
en: might | may | could | would | should | if | whether | maybe | perhaps | planning | plan to | plans to | thinking | consider\w* | hope | hoping | want(?:s|ed)? to | going to | will | gonna
de: vielleicht | eventuell | falls | wenn | ob | werde | werden | wird | plane\w* | überlege\w* | möchte\w* | will | wollen | =könnte\w* | =würde\w* | hoffe\w*
fr: peut-être | si (?:on|je|j'|tu|il|elle|nous|vous|ils|elles|ça|jamais) | s'il | s’il | pourrait | pourrais | voudrais | envisage\w* | vais | allons | vont | pense à | penser à | espère | espérons
es: quizá\w* | tal vez | a lo mejor | si (?:me|nos|te|hay|tengo|tenemos|puedo|podemos|consigo|es|fuera) | podría\w* | quiero | queremos | quisiera | pienso | pensamos | planeo | planeamos | voy a | vamos a | va a | van a | espero | ojalá
pt: talvez | se (?:eu|a gente|nós|der|for|conseguir|puder) | caso | poderia | poderíamos | quero | queremos | gostaria | penso em | pensamos em | planejo | vou | vamos | vai | espero | tomara
it: forse | se (?:riesco|riusciamo|posso|possiamo|dovessi|fosse|ci|mi) | potrei | potremmo | potrebbe | vorrei | vogliamo | voglio | penso di | pensiamo di | pensando | sto pensando | andrò | andremo | spero | magari
nl: misschien | indien | zou | zouden | wil | willen | overweeg\w* | gaan | van plan | hoop
sv: kanske | ifall | skulle | vill | ska | kommer att | planerar | funderar | överväger | hoppas
nb: kanskje | hvis | skulle | vil | skal | kommer til å | planlegger | vurderer | tenker på | håper
da: måske | hvis | skulle | vil | skal | kommer til at | planlægger | overvejer | tænker på | håber
fi: ehkä | jos | voisi\w* | haluan | haluaisin | haluamme | aion | aiomme | suunnittele\w* | harkitse\w* | toivon
et: võib-olla | äkki | tahan | tahaksin | plaanin | kavatsen | kaalun | loodan
lv: varbūt | ja (?:es|mēs) | gribu | gribētu | plānoju | domāju par | ceru
lt: galbūt | gal | jei | jeigu | noriu | norėčiau | planuoju | svarstau | ketinu | tikiuosi
pl: może | jeśli | jeżeli | czy | gdyby | chcę | chcemy | chciał\w* | planuj\w* | zastanawiam\w* | rozważam\w* | zamierzam\w* | będę | będziemy | mam nadzieję
cs: možná | pokud | jestli | kdyby | chci | chceme | chtěl\w* | plánuj\w* | zvažuj\w* | uvažuj\w* | budu | budeme | doufám
sk: možno | ak | keby | chcem | chceme | chcel\w* | plánuj\w* | zvažuj\w* | uvažuj\w* | budem | budeme | dúfam
sl: mogoče | morda | =če | hočem | želim | planiram\w* | razmišlja\w* | bomo | upam
hr: možda | ako (?:bude|budem|budemo|se|ne) | da li | želim | htio bih | htjela bih | planiram\w* | razmišlja\w* | razmatra\w* | ćemo | nadam se
sr: можда | ако | да ли | желим | планира\w* | размишља\w* | ћу | ћемо | надам се | možda | ako (?:bude|budem|budemo|se|ne) | planira\w*
bg: може би | ако | искам | искаме | бих | планира\w* | обмисля\w* | мисля да | ще | надявам се
mk: можеби | ако | сакам | планирам | размислувам | ќе | се надевам
uk: можливо | мабуть | якщо | чи | хочу | хочемо | хотів би | хотіла б | планую\w* | думаю про | збираюся | збираємося | буду | сподіваюся
ru: может быть | возможно | может | если | ли | хочу | хотим | хотел бы | хотела бы | планиру\w* | думаю о | подумываю | собираюсь | собираемся | буду | будем | надеюсь
el: ίσως | μήπως | αν | εάν | θέλω | θέλουμε | θα | σχεδιάζ\w+ | σκέφτομαι | ελπίζω
hu: talán | esetleg | ha (?:majd|esetleg|lesz|sikerül) | hogy vajon | szeretnék | szeretnénk | tervez\w* | gondolkod\w* | fogok | fogunk | remélem
ro: poate | dacă | aș vrea | aș putea | aș dori | am vrea | vreau | vrem | plănui\w* | mă gândesc | o să | sper
ga: b'fhéidir | ba mhaith liom | beidh | tá súil
cy: efallai | os bydd | pe bai | hoffwn | eisiau | bwriadu | byddaf | gobeithio
eu: agian | beharbada | baldin | nahi dut | nahi nuke | asmoa | pentsatzen | espero dut
gl: quizais | podería | quero | queremos | penso en | vou | imos | espero
ca: potser | podria | vull | volem | voldria | penso | planejo | espero
af: miskien | dalk | indien | wil | beplan | oorweeg | gaan | hoop
is: kannski | ef | hvort | vil | myndi | ætla | ætlum | íhuga | stefni á | vona
mt: forsi | jekk | nixtieq | irrid | nippjana | se nmur
tr: belki | eğer | acaba | istiyorum | istiyoruz | planlıyor\w* | düşünüyor\w* | niyetinde | umarım | olabilir | \w+(?:acağım|eceğim|acağız|eceğiz)
az: bəlkə | əgər | istəyirəm | istəyirik | planlaşdırıram | düşünürəm | ümid edirəm | \w+(?:acağam|əcəyəm)
ka: იქნებ | შეიძლება | თუ | მინდა | ვგეგმავ | ვფიქრობ | იმედი მაქვს
hy: գուցե | միգուցե | եթե | ուզում եմ | պլանավորում | մտածում եմ | հույս ունեմ
he: אולי | אם | רוצה | רוצים | מתכנן | מתכננת | מתכננים | חושב על | חושבת על | שוקל | שוקלת | מקווה
ar: ربما | إذا | لو | أريد | نريد | أود | أخطط | نخطط | أفكر في | سوف | سأ\S+ | آمل
fa: شاید | اگر | می‌خواهم | میخوام | می‌خواهیم | قصد دارم | برنامه دارم | فکر می‌کنم | امیدوارم | خواهم
ur: شاید | اگر | چاہتا | چاہتی | ارادہ | سوچ رہا | سوچ رہی | امید | گا | گی | گے
hi: शायद | अगर | यदि | चाहता | चाहती | चाहते | सोच रहा | सोच रही | योजना | प्लान | उम्मीद | वाला हूँ | वाली हूँ
bn: হয়তো | যদি | চাই | পরিকল্পনা | ভাবছি | আশা করি
ta: ஒருவேளை | என்றால் | விரும்புகிறேன் | திட்டமிட்டு | யோசிக்கிறேன் | நம்புகிறேன்
id: mungkin | kalau | jika | apakah | ingin | mau | pengen | rencana\w* | berencana | sedang mempertimbangkan | akan | semoga | kepikiran
ms: mungkin | kalau | jika | sama ada | ingin | mahu | nak | merancang | bercadang | akan | harap
tl: baka | siguro | kung | gusto | balak | plano | pinag-iisipan | sana
vi: có lẽ | có thể | =nếu | =liệu | muốn | định sẽ | dự định | đang tính | đang cân nhắc | =sẽ | hy vọng | hi vọng
th: อาจจะ | ถ้า | หาก | อยาก | ตั้งใจ | วางแผน | กำลังคิด | จะ | หวังว่า
sw: labda | huenda | ikiwa | nataka | tunataka | napanga | tunapanga | nafikiria | nitahamia | tutahamia | nitaenda | tutaenda | nitabadili\w* | tutabadili\w* | natumaini
zh: 也许 | 可能 | 如果 | 要是 | 是否 | 想要 | 想换 | 想搬 | 打算 | 计划 | 考虑 | 准备 | 将要 | 希望
ja: かもしれない | かも | もし | なら | たいです | たいと思 | 予定 | つもり | 考えている | 検討 | 希望
ko: 아마 | 혹시 | 만약 | 싶 | 계획 | 생각 중 | 고민 중 | 할 거 | 예정
"""

#: the concepts and their tables
_TABLES = {
    "now": _NOW, "from_now": _FROM_NOW, "starting": _STARTING, "no_longer": _NO_LONGER, "still": _STILL,
    "changed_to": _CHANGED_TO, "error": _ERROR, "actually": _ACTUALLY, "new_slot": _NEW_SLOT, "instead": _INSTEAD,
    "not_yet": _NOT_YET, "until": _UNTIL,
}
CONCEPTS = tuple(_TABLES)

_PLAIN = str.maketrans({"ł": "l", "Ł": "L", "ø": "o", "Ø": "O", "æ": "ae", "Æ": "AE", "ß": "ss", "đ": "d", "Đ": "D",
                        "ı": "i", "œ": "oe", "ħ": "h", "Ħ": "H", "ё": "е", "Ё": "Е", "’": "'"})


def _plain(fragment: str) -> str:
    """``fragment`` as chat spells it: Latin letters without their diacritics, Cyrillic "ё" as "е"."""
    out: list[str] = []
    for ch in unicodedata.normalize("NFD", fragment.translate(_PLAIN)):
        if unicodedata.combining(ch) and out and out[-1].isascii():
            continue  # a mark on a Latin letter: dropped
        out.append(ch)
    return unicodedata.normalize("NFC", "".join(out))


def _parse(table: str) -> dict[str, tuple[str, ...]]:
    lines: dict[str, tuple[str, ...]] = {}
    for line in table.strip().splitlines():
        lang, _, rest = line.partition(":")
        alts = [a.strip() for a in rest.split(" | ") if a.strip()]
        lines[lang.strip()] = tuple(dict.fromkeys(  # "=": no plain spelling (vi "sẽ" is no "se", cs "teď" no "Ted")
            x for a in alts for x in ((a[1:],) if a.startswith("=") else (a, _plain(a)))))
    return lines


#: concept -> language -> fragments (each with its plain spelling)
LEXICON: dict[str, dict[str, tuple[str, ...]]] = {name: _parse(t) for name, t in _TABLES.items()}


def fragments(concept: str, langs: tuple[str, ...] | None = None, glued: bool | None = None,
              open_end: bool | None = None) -> list[str]:
    """The fragments of ``concept`` in ``langs`` (all by default), longest first; ``glued`` True keeps only those
    of the languages written without spaces, False only the others; ``open_end`` True only those glued to the
    next word ("~" dropped), False only the others."""
    table = LEXICON[concept]
    out = [f.removesuffix("~") for lang, frs in table.items() if (langs is None or lang in langs)
           and (glued is None or (lang in _GLUED) == glued) for f in frs
           if open_end is None or f.endswith("~") == open_end]
    return sorted(dict.fromkeys(out), key=len, reverse=True)


def alternation(*concepts: str, langs: tuple[str, ...] | None = None, glued: bool | None = None,
                open_end: bool | None = None) -> str:
    """``(?:a|b|...)`` of the fragments of ``concepts`` (a regular-expression source), longest first."""
    frs = sorted(dict.fromkeys(f for c in concepts for f in fragments(c, langs, glued, open_end)), key=len,
                 reverse=True)
    return "(?:" + "|".join(frs) + ")" if frs else "(?!)"


@lru_cache(maxsize=64)
def source(*concepts: str, after: str = "", langs: tuple[str, ...] | None = None) -> str:
    """The pattern source of ``concepts``: the spaced languages' fragments between word boundaries (``after``
    right after them: a guard), those glued to the next word after a boundary only, the glued languages' as
    they are."""
    return (B + alternation(*concepts, langs=langs, glued=False, open_end=False) + E + after
            + "|" + B + alternation(*concepts, langs=langs, glued=False, open_end=True)
            + "|" + alternation(*concepts, langs=langs, glued=True))


@lru_cache(maxsize=64)
def pattern(*concepts: str) -> re.Pattern[str]:
    """The compiled pattern of ``concepts`` (case-insensitive); a starting point followed by an end (a range:
    "from Monday to Friday") is none."""
    if "starting" not in concepts:
        return re.compile(source(*concepts), re.I | re.U)
    rest = tuple(c for c in concepts if c != "starting")
    src = source("starting", after=NO_RANGE)
    return re.compile(src + ("|" + source(*rest) if rest else ""), re.I | re.U)


#: every language of the table but English (a rule that keeps its own English list)
BUT_ENGLISH = tuple(lang for lang in LANGUAGES if lang != "en")

#: a range after a starting point: "from Monday to Friday", "ab Montag bis Mittwoch", "od 1 do 5"
NO_RANGE = r"(?!(?:\S*\s+){0,2}?" + alternation("until", glued=False) + r"(?![\w'’-]))"
