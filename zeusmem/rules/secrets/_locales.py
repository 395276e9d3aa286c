"""PINs, lock codes, Wi-Fi keys and passwords stated in the user's own words, language by language (issue 25).

``_prose`` and ``_context`` read English and the languages they list; this module holds one table per
language of the words people use for what a secret number or key is and where it opens:

* ``pin``: words that name a secret number or a password by themselves (PIN, password, "secret number",
  暗証番号, 비밀번호, الرقم السري, namba ya siri) and keypads that take one (keypad, オートロック, 도어락): the
  first number of 4-8 digits in the clause after one is a secret;
* ``code``: words for "code" and entry verbs ("press", "disarm", "abre com", bấm, κλείνει με): the first
  number in the clause is a secret when a ``lock`` noun (door, gate, intercom, card, ATM, bank, alarm,
  garage, safe, key box...) is in the same clause;
* ``key``: words for "key" (klucz, κλειδί, sleutel, anahtar, مفتاح, की): the next token shaped like a
  password is a Wi-Fi key when a ``net`` word (wifi, network, router, modem, sieć, شبكة...) is on the line;
* password words are both ``pin`` and ``shape`` (the next token shaped like a password, within a few).

A number is not a code when a unit follows it ("12 characters", "8位", "90일"), when it follows a time
preposition ("since 2019"), when another number comes first in the clause ("PIN 1 of 3"), or when it repeats
one digit ("0000", a factory default).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from functools import cache

from zeusmem.rules.secrets import _concepts, _concepts3, _concepts30, _lexicon, _score
from zeusmem.rules.secrets._checks import _REFERENCE
from zeusmem.rules.secrets._context import _DECORATION, _looks_like_password, _random_letters
from zeusmem.rules.secrets._engine import _ALNUM, _anchor, _near, clause_end, four_digits, line_window, longest_run
from zeusmem.rules.secrets._prose import _LOCK_NOUN, _NOT_LOCK, _TIME_PREPOSITIONS, _value_at

# language: (pin words, code words and entry verbs, lock nouns, key words, network words). A trailing "*" marks
# a stem (any ending); other Latin, Cyrillic and Greek words end at a non-letter. Scripts that glue particles
# to words (Arabic, Hebrew, Persian: "والمفتاح", "לבניין") and scripts without spaces (Thai, CJK) are matched
# anywhere in a word.
_TABLE: dict[str, tuple[str, str, str, str, str]] = {
    "en": ("keypad|passcode|master code|user code|installer code|engineer code|duress code|arming code"
           "|override code|manager code|supervisor code|security number"
           "|access code",  # secfix15: an exam's, a service tool's access code admits whoever has it
           "pin|code|disarm*|punch in|key in|press|enter|type in|tap in",
           "door*|gate*|garage*|alarm*|keypad*|intercom*|buzzer|safe|lockbox*|key box|padlock*|locker*|bike lock"
           "|building|entry|entrance|login|bank*|card*|atm|online banking|sim|phone|handy|telefon*|simu|điện thoại"
           "|till|pos|cash register|terminal",
           "", "wifi|wi-fi|wlan|ssid|router|modem"),
    "hi": ("पिन|पासवर्ड|पिन कोड|पासकोड|कॉम्बिनेशन", "कोड|दबा*", "दरवाज*|गेट|एटीएम|कार्ड|बैंक|ताला|लॉकर|अलार्म|बिल्डिंग"
           "|फ़ोन|फोन|मोबाइल|लॉक", "की|चाबी",
           "वाईफाई|वाई-फाई|वाईफ़ाई|राउटर|wifi|wi-fi"),
    "ar": ("الرقم السري|الرقم السرّي|الرمز السري|رقم سري|كلمة السر|كلمة المرور|رمز pin|كلمة سر|رقمه السري|رقمها السري"
           "|رقمي السري",
           "رمز|كود|اضغط|ادخل|أدخل",
           "باب|بوابة|البوابة|عمارة|العمارة|مبنى|بطاقة|لبطاقة|الصراف|بنك|البنك|خزنة|إنذار|الإنذار|المدخل|مدخل|جراج|كراج",
           "مفتاح", "شبكة|واي فاي|الواي فاي|وايفاي|واي-فاي|راوتر|الراوتر|wifi"),
    "tr": ("şifre*|sifre*", "kod|kodu|kodum|tuşla*",
           "kapı*|kapi*|bina*|site|kart*|banka*|atm|alarm*|garaj*|kasa*|kilit*|daire*|apartman*|uygulama*",
           "anahtar*", "wifi|wi-fi|modem*|ağ|internet*|router"),
    "vi": ("mã pin|mật khẩu", "mã|mã số|bấm|nhấn|nhập",
           "cửa|cổng|thẻ|atm|ngân hàng|két|báo động|chung cư|tòa nhà|nhà|khóa", "khóa|key",
           "wifi|wi-fi|mạng|modem|router"),
    "id": ("kata sandi|sandi", "kode|kodenya|tekan|masukkan",
           "pintu|gerbang|pagar|kartu|atm|bank|brankas|alarm|garasi|kunci|apartemen|gedung|loker",
           "kunci", "wifi|wi-fi|jaringan|modem|router"),
    "pl": ("hasło|hasła|haslo|hasla", "kod pin|kod|kodu|kodem|wpisz|wciśnij",
           "drzwi|bram*|furtk*|domofon*|kart*|bank*|sejf*|alarm*|garaż*|garaz*|klatk*|wejści*",
           "klucz*", "wifi|wi-fi|sieć|sieci|siec|router*|modem*"),
    "el": ("κωδικός|κωδικό|κωδικος", "κωδικ*|κλείνει με|ανοίγει με|πατάς|πληκτρολόγ*",
           "πόρτα*|πορτα*|είσοδ*|εισόδου|κάρτα*|καρτα*|τράπεζα*|συναγερμ*|γκαράζ|χρηματοκιβώτιο|θυροτηλέφωνο",
           "κλειδί|κλειδι", "wifi|wi-fi|δίκτυο|δικτυο|ρούτερ|router"),
    "he": ("קוד סודי|הקוד הסודי|סיסמה|סיסמא|הסיסמה|קוד pin", "קוד|הקוד|הקש|להקיש",
           "כניסה|בניין|דלת|שער|כרטיס|בנק|כספת|אזעקה|חניה|אינטרקום|נעילה|טלפון|מנעול|לוקר",
           "מפתח", "wifi|רשת|ראוטר|וויפי"),
    "th": ("รหัสผ่าน", "รหัส|กด",
           "atm|เอทีเอ็ม|ประตู|บัตร|ธนาคาร|ตึก|คอนโด|ตู้เซฟ|กันขโมย|หอ|อาคาร|ล็อค|ล็อก|กุญแจ|มือถือ|โทรศัพท์",
           "คีย์", "wifi|ไวไฟ|เน็ต|เราเตอร์"),
    "sw": ("namba ya siri|nambari ya siri|neno la siri|namba ya geti|namba ya mlango|namba ya lango",
           "msimbo|bonyeza|ingiza",
           "mlango|geti|lango|kadi|benki|atm|kengele|sefu", "ufunguo", "wifi|mtandao|router"),
    "uk": ("пін|пін-код|пароль|пин|пин-код", "код|набери|введи",
           "домофон*|двер*|під'їзд*|під’їзд*|хвіртк*|ворот*|картк*|банк*|сейф*|сигналізац*|гараж*|приватбанк*",
           "ключ", "wifi|вайфай|вай-фай|мереж*|роутер*"),
    "cs": ("heslo", "kód|kod|zadej|zadejte",
           "dveř*|dver*|brank*|brán*|bran*|vrat*|kart*|bank*|trezor*|alarm*|garáž*|vchod*|zvonek|zámek|zámk*|zamek"
           "|zamk*|kola|schránk*",
           "klíč|klic", "wifi|wi-fi|síť|sit|router*"),
    "ko": ("비밀번호|비번|핀번호|암호|도어락", "번호|코드|누르",
           "현관|카드|은행|금고|대문|출입|경비|도어|아파트|집", "키", "와이파이|wifi|공유기|네트워크"),
    "ja": ("暗証番号|パスワード|オートロック|暗証", "番号|コード|押して|入力",
           "玄関|ドア|カード|銀行|金庫|門|鍵|マンション", "キー", "wi-fi|wifi|ルーター|ネットワーク"),
    "zh": ("密码|密碼|口令|门禁|門禁", "码|碼|按|输入|輸入", "门|門|卡|银行|銀行|保险柜|保險櫃|车库|車庫|小区|小區",
           "密钥|密鑰", "wifi|无线|無線|路由"),
    "pt": ("senha", "código|codigo|abre com|digita|digite|digitar",
           "portão|portao|porta|garagem|cartão|cartao|banco|cofre|alarme|prédio|predio|interfone|cadeado|condomínio",
           "chave", "wifi|wi-fi|rede|roteador|modem"),
    "nl": ("pincode|wachtwoord|deurcode|voordeurcode|poortcode|kluiscode|alarmcode|garagecode|hekcode|toegangscode"
           "|sleutelkastcode|fietsslotcode|gebruikerscode|dwangcode|mastercode|installateurscode", "code|intoetsen",
           "deur*|voordeur*|poort*|sleutelkast*|sleutelkluis*|kastje|pas|bank*|kluis*|fietskluis*|alarm*|garage*|hek*|brievenbus",
           "sleutel", "wifi|wi-fi|netwerk|router|modem"),
    "bn": ("পিন|পাসওয়ার্ড|পাসকোড", "কোড|চাপ*", "দরজা*|গেট*|কার্ড*|ব্যাংক*|এটিএম|লকার|অ্যালার্ম|ফোন*", "চাবি",
           "ওয়াইফাই|wifi|রাউটার"),
    "fa": ("رمز عبور|رمز دوم|رمز اول|گذرواژه|پین", "رمز|کد|بزن|وارد کن",
           "درب|پارکینگ|کارت|بانک|ساختمان|ساختمون|آپارتمان|گاوصندوق|دزدگیر|آیفون|ورودی|گوشی|موبایل|قفل", "کلید",
           "وای‌فای|وای فای|وایفای|شبکه|مودم|wifi"),
    # added with the fifth independent corpus's languages (compounds such as "kapukód", "alarmkoden" are pin
    # words: they name their lock)
    "ro": ("parola|parolă|parola wifi|codul pin|pinul|pin-ul|pinului", "cod|codul",
           "ușa|usa|ușii|usii|poarta|poartă|porții|alarm*|card*|banc*|seif*|interfon*|garaj*|lacăt*|bloc*",
           "cheia|cheie", "wifi|wi-fi|rețea|retea|router*"),
    "hu": ("jelszó|jelszo|jelszava*|pin-kód|pinkód|kapukód|ajtókód|riasztókód|zárkód", "kód|kod|kódja|kódot",
           "kapu*|ajtó*|ajto*|riasztó*|bank*|kártya*|kartya*|széf*|garázs*|kaputelefon*|zár*", "kulcs*",
           "wifi|wi-fi|hálózat*|router*"),
    "da": ("adgangskode*|kodeord*|pinkode*|alarmkode*|dørkode*|portkode*", "kode|koden|tast*",
           "dør*|port*|alarm*|kort*|bank*|nøgleboks*|boks*|garage*|lås*|mitid|opgang*|skab*|telefon*", "nøgle*",
           "wifi|wi-fi|netværk*|router*"),
    "nb": ("passord*|pinkode*|alarmkode*|adgangskode*|kodeord*|dørkode*", "kode|koden|tast*",
           "dør*|port*|alarm*|kort*|bank*|bankid|nøkkelboks*|garasje*|lås*", "nøkkel*",
           "wifi|wi-fi|nettverk*|ruter*"),
    "ur": ("پن|پاس ورڈ|پاسورڈ|خفیہ نمبر", "کوڈ", "کارڈ|اے ٹی ایم|دروازہ|دروازے|گیٹ|بینک|لاکر|الارم", "چابی",
           "وائی فائی|وائی‌فائی|wifi|راؤٹر"),
    "ta": ("பின்|பின்கோடு|பின் கோடு|கடவுச்சொல்|ரகசிய எண்", "குறியீடு|கோடு|கோட்", "கார்டு|ஏடிஎம்|கதவு|வங்கி|லாக்கர்|கேட்", "சாவி",
           "வைஃபை|wifi"),
    "am": ("የይለፍ ቃል|የይለፍ ቃሉ|ሚስጥራዊ ቁጥር|ፒን", "ኮድ", "በሩ|በር|ካርድ|ካርዱ|ባንክ|ኤቲኤም|ቁልፍ", "ቁልፍ", "ዋይፋይ|wifi"),
    "ha": ("kalmar sirri|kalmar sirrin|lambar sirri|lambar sirrin", "lamba|lambar",  # secfix15: "sirrin", "lambar"
           "katin|kati|atm|kofa|ƙofa|banki|makulli|akwatin makulli|ƙofar|kofar", "mabudi|mabuɗi",
           "wifi|wi-fi|intanet"),
    "yo": ("ọ̀rọ̀ aṣínà|oro asina|ọ̀rọ̀ ìpamọ́|nọ́mbà àṣírí", "kóòdù", "ilẹ̀kùn|kaadi|káàdì|banki|atm", "kọ́kọ́rọ́",
           "wifi|intanẹẹti"),
    "tl": ("", "code|kowd|koda", "pinto|gate|geyt|kard|card|bangko|atm|kandado|alarma|alarm|gusali",
           "susi", "wifi|wi-fi|router|modem"),
    # secfix12: Swedish ("larmkoden är 9471", "portkoden: 4412")
    "sv": ("lösenord*|pinkod*|larmkod*|portkod*|dörrkod*", "kod|koden",
           "dörr*|port*|larm*|kort*|bank*|kassaskåp*|nyckelbox*|nyckelskåp*|garage*|lås*|hänglås*|cykellås*"
           "|entré*|trapphus*|skåp*|telefon*", "nyckel*", "wifi|wi-fi|nätverk*|router*"),
    "ms": ("kata laluan|katalaluan|nombor pin", "kod|kodnya|tekan",
           "pintu|kad|bank|atm|peti besi|loker|pagar|rumah|kondo|pangsapuri", "kunci", "wifi|rangkaian|router"),
    # secfix14: Finnish, Catalan and Croatian everyday codes ("pyörän lukon koodi 6711", "el codi del portal és
    # 4596", "šifra za ulaz u zgradu 5951")
    "fi": ("pin-koodi*|pinkoodi*|tunnusluku*|ovikoodi*|hälytyskoodi*", "koodi|koodin|koodia|koodiksi|näppäile",
           "ovi*|oven*|portti*|portin*|lukko*|lukon*|pyöräluk*|hälyt*|kortti*|kortin*|pankki*|pankin*|kaappi*"
           "|kaapin*|kassakaap*|avainbok*|avainlaatik*|rappu*|puhelin*|puhelimen*", "avain*",
           "wifi|wi-fi|verkko*|verkon*|reititin*|reitittimen*"),
    "ca": ("contrasenya", "codi|marca|tecleja",
           "porta|portal|porter|garatge|targeta|banc|caixa forta|alarma|cadenat|taquilla|bústia|mòbil|telèfon",
           "clau", "wifi|wi-fi|xarxa|router|encaminador"),
    "hr": ("lozinka|lozinku", "šifra|šifru|kod|kôd|ukucaj",
           "ulaz*|vrata|kapij*|garaž*|kartic*|bank*|sef*|alarm*|interfon*|zgrad*|lokot*|ormarić*|mobitel*|telefon*",
           "ključ*", "wifi|wi-fi|mrež*|router*"),
    # secfix16: Bulgarian, Lithuanian, Afrikaans, Slovak, Mongolian, Telugu, Marathi, Punjabi; and rooms and
    # store rooms as locks in the languages that had other locks ("Кодът на стаята с лекарства е 5693", "رمز غرفة
    # الأدوية 5129", "Código del trastero: 1054", "ПІН-код паливної картки …: 1258")
    "bg": ("паролата|парола|пин-код*|пин код*", "код|кодът|кода|кодa",
           "врат*|вход*|стая|стаята|стаи|кабинет*|склад*|карт*|банк*|сейф*|аларм*|гараж*|домофон*|шкафче*",
           "ключ*", "wifi|мрежа*|рутер*"),
    "lt": ("slaptažod*|pin kodas|pin kodą|pin kodo", "kodas|kodą|kodo|surink*",
           "dur*|vart*|kortel*|bank*|seif*|signalizac*|garaž*|spintel*|užrakt*|laiptin*|patalp*|kambar*", "rakt*",
           "wifi|wi-fi|tinkl*|maršrutizator*"),
    "af": ("wagwoord|pinkode|deurkode|hekkode|alarmkode|kluiskode", "kode|kodes|druk",
           "deur*|hek*|kamer*|kaart*|bank*|kluis*|alarm*|motorhuis*|kassie*|slot*|gebou*|ingang*|medisyne*|stoorkamer*",
           "sleutel*",
           "wifi|wi-fi|netwerk*|roeteerder*"),
    "sk": ("heslo|hesla|heslom", "kód|kod|zadaj",
           "dver*|brán*|bran*|vchod*|kart*|bank*|trezor*|alarm*|garáž*|skrink*|zámk*|zámok|miestnos*", "kľúč*",
           "wifi|wi-fi|sieť|siet|router*"),
    "mn": ("пин код|пин", "код|кодыг|кодоо", "хаалга*|хаалган*|орц*|карт*|банк*|сейф*|дохиолол*|гараж*|шүүгээ*|өрөө*",
           "түлхүүр*", "wifi|сүлжээ*"),
    "te": ("పిన్|పాస్\u200cవర్డ్|పాస్వర్డ్", "కోడ్", "తలుపు|గేటు|గేట్|కార్డు|బ్యాంక్|లాకర్|అలారం|గది|జిమ్", "తాళం",
           "వైఫై|wifi"),
    "mr": ("पिन|पासवर्ड", "कोड", "दार|दाराचा|दरवाज*|खोली*|गेट|कार्ड|बँक|लॉकर|अलार्म|कुलूप", "चावी", "वायफाय|wifi"),
    "pa": ("ਪਿੰਨ|ਪਿਨ|ਪਾਸਵਰਡ", "ਕੋਡ", "ਦਰਵਾਜ਼*|ਦਰਵਾਜ*|ਗੇਟ|ਕਾਰਡ|ਬੈਂਕ|ਲਾਕਰ|ਅਲਾਰਮ|ਵਾਲਿਟ", "ਚਾਬੀ", "ਵਾਈਫਾਈ|wifi"),
    "rooms": ("code confidentiel|code secret", "", "trastero|stanza|kamer|storeroom|store room|اتاق|غرفة|غرفه"
              "|кімнат*|комнат*|паливн*|tankovac*|degal*|fuel card|carte carburant|tankkarte", "", ""),
    # secfix15: landlords', hosts', carers' and small shops' codes in the fifteenth corpus's languages (a key
    # box's, a smart lock's, a till's / POS terminal's manager code, a bank card's PIN) and their password words
    "hy": ("գաղտնաբառ|փին կոդ|պին կոդ", "կոդ|ծածկագիր",
           "դուռ|դռան|դարպաս|քարտ|բանկ|սեյֆ|տերմինալ|դրամարկղ|կողպեք|բանալիների արկղ", "բանալի",
           "wifi|wi-fi|ցանց|ռաութեր"),
    "km": ("ពាក្យសម្ងាត់|លេខសម្ងាត់|លេខកូដសម្ងាត់", "លេខកូដ|កូដ",
           "ប្រអប់សោ|សោ|ទ្វារ|កាត|ធនាគារ|ទូដែក|ម៉ាស៊ីនគិតលុយ", "កូនសោ", "wifi|wi-fi|វ៉ាយហ្វាយ|បណ្តាញ"),
    "my": ("စကားဝှက်|ပင်နံပါတ်|လျှို့ဝှက်နံပါတ်", "ကုဒ်",
           "တံခါး|ဂိတ်|သော့ခလောက်|သော့သေတ္တာ|ကတ်|ဘဏ်|မီးခံသေတ္တာ|ငွေရှင်းကောင်တာ", "သော့", "wifi|wi-fi|ဝိုင်ဖိုင်"),
    "si": ("මුරපදය|මුරපද|රහස් අංකය", "කේතය|කේත|කෝඩ්",
           "යතුරු පෙට්ටිය|පෙට්ටියේ|දොර|ගේට්ටුව|කාඩ්|බැංකු|ලොකරය|අගුල", "යතුර", "wifi|wi-fi|ජාලය|රවුටරය"),
    "kk": ("құпия сөз*|пин-код*|пин код*", "код|коды|кодын|кодты",
           "кілт қорабы*|қорабы*|қорап*|есік*|қақпа*|карта*|банк*|сейф*|домофон*|құлып*|касса*", "кілт*",
           "wifi|wi-fi|желі*|роутер*"),
    "uz": ("parol|paroli|parolingiz|pin-kod*|pin kod*", "kod|kodi",
           "kalit qutisi|qutisi|eshik*|darvoza*|karta*|kartasi|bank*|seyf*|kassa*|qulf*", "",
           "wifi|wi-fi|tarmoq*|router*"),
    "az": ("şifrə|şifrəsi|şifrəm|şifrəni|parolu|pin-kod*|pin kod*", "kod|kodu",
           "kilid*|qapı*|kart*|bank*|seyf*|kassa*|açar qutusu*|domofon*", "açar*", "wifi|wi-fi|şəbəkə*|modem*"),
    "zu": ("iphasiwedi", "ikhodi",
           "ibhokisi*|yebhokisi*|ebhokisini|lokhiye|umnyango*|emnyango*|yomnyango*|isango*|yesango*|ikhadi*|yekhadi*"
           "|ibhange*|yebhange*|ilokhi*", "", "wifi|wi-fi|inethiwekhi"),
    "is": ("lykilorð*|pin-númer*|pinnúmer*|stjórnandakóð*|aðgangskóð*|hurðarkóð*|lyklaboxkóð*",
           "kóði|kóðinn|kóða|kóðann|kóðanum",
           "lyklabox*|lyklaskáp*|hurð*|hlið*|kort*|banka*|bankakort*|posinn|posanum|posann|kassa*|öryggishólf*|lás*",
           "", "wifi|wi-fi|netið|beini*"),
    "et": ("parool*|salasõna*|pin1|pin2|pin-kood*|pinkood*", "kood|koodi|koodiga",
           "võtmekarp*|võtmekarbi*|uks|ukse*|värav*|kaart*|kaardi*|pank*|panga*|seif*|kassa*|lukk*|luku*|fonolukk*",
           "võti|võtme*", "wifi|wi-fi|võrk*|võrgu*|ruuter*"),
    "lv": ("parole|paroli|pin kods|pin kodu|pin-kods|pin-kodu", "kods|kodu|koda|kodā",
           "atslēgu kastīt*|kastīt*|durv*|vārt*|kart*|bank*|seif*|kase*|kases|slēdzen*|domofon*", "atslēg*",
           "wifi|wi-fi|tīkl*|maršrutētāj*"),
    "sq": ("fjalëkalim*|kodi pin|kodin pin", "kodi|kodin|kod",
           "kutisë së çelësave|kuti*|derë*|derës|dera|portë*|porta|kart*|bank*|kasafort*|arkë*|arkën|arka|alarm*"
           "|bravë*|bravës", "çelës*", "wifi|wi-fi|rrjet*|ruter*"),
    "eu": ("pasahitz*|pin zenbaki*|pin kode*", "kodea|kodeak|kodearen|pina",
           "giltza-kutxa*|giltza kutxa*|kutxa*|atea|atearen|ateko|atari*|txartel*|banku*|kutxazain*|alarma*"
           "|sarrera*|sarraila*", "", "wifi|wi-fi|sare*|router*"),
    "gl": ("contrasinal*|número secreto", "código|codigo",
           "caixa das chaves|caixa de chaves|porta|portal|tarxeta*|banco|alarma|tpv|caixa rexistradora|cadeado"
           "|pechadura*|fechadura*", "chave", "wifi|wi-fi|rede|router"),
    "cy": ("cyfrinair*|cod pin|cod rheolwr|cod mynediad", "cod y|cod yr",
           "blwch allweddi|blwch*|drws|drysau|giât|gât|cerdyn*|banc|larwm|clo", "",
           "wifi|wi-fi|rhwydwaith*|llwybrydd*"),
    "ga": ("pasfhocal*", "cód|uap",
           "bosca eochracha|bhosca*|bosca*|doras|dorais|geata|cárta*|chárta*|banc|bainc|aláram*",
           "eochair*", "wifi|wi-fi|líonra*|ródaire*"),
    # secfix17: the seventeenth corpus's languages and registers: Georgian, Nepali, Gujarati, Kannada, Malayalam,
    # Maltese rows; Greek and Russian in Latin letters ("o kodikos tis kleidarias einai …", "parol' ot vaifaya …:
    # …", "kod ot kalitki …"); rooms and store rooms in Sinhala, a locker in Icelandic, an alarm in Hausa, a car
    # alarm in Uzbek, a valet code, Swedish BankID's "säkerhetskod"; a console's or a TV's parental control as the
    # lock of its code ("Contrôle parental de la Switch : le code est …")
    "ka": ("პაროლი|პინ კოდი|პინ-კოდი|პინკოდი", "კოდი|კოდია|კოდს|კოდის",
           "გასაღების ყუთ*|ყუთის|ყუთი|კარის|კარი|ჭიშკრის|ჭიშკარი|ბარათ*|ბანკ*|სეიფ*|სიგნალიზაცი*|საკეტ*|ოთახ*",
           "გასაღებ*", "wifi|wi-fi|ვაიფაი|ქსელ*|როუტერ*"),
    "ne": ("पासवर्ड|पिन|पिन कोड|पिन नम्बर", "कोड", "ढोका*|गेट*|कोठा*|भण्डार*|कार्ड*|बैंक*|लकर*|ताल्चा*|अलार्म*", "साँचो",
           "वाइफाइ|वाईफाई|wifi"),
    "gu": ("પાસવર્ડ|પિન|પિન કોડ|પિનકોડ", "કોડ", "દરવાજ*|ગેટ|રૂમ|ઓરડ*|કાર્ડ|બેંક|બેન્ક|લોકર|તાળ*|એલાર્મ", "ચાવી",
           "વાઇફાઇ|વાઈફાઈ|wifi"),
    "kn": ("ಪಿನ್|ಪಿನ್ ಕೋಡ್|ಪಿನ್\u200cಕೋಡ್|ಪಾಸ್\u200cವರ್ಡ್|ಪಾಸ್ವರ್ಡ್", "ಕೋಡ್", "ಬಾಗಿಲ*|ಗೇಟ್|ಕೊಠಡಿ*|ಕಾರ್ಡ್|ಬ್ಯಾಂಕ್|ಲಾಕರ್|ಬೀಗ*|ಅಲಾರಂ", "ಕೀ",
           "ವೈಫೈ|wifi"),
    "ml": ("പിൻ|പിൻ കോഡ്|പിൻകോഡ്|പാസ്\u200cവേഡ്|പാസ്വേഡ്", "കോഡ്", "വാതിൽ*|ഗേറ്റ്*|മുറി*|കാർഡ്*|ബാങ്ക്*|ലോക്കർ*|പൂട്ട്*|അലാറം*",
           "താക്കോൽ", "വൈഫൈ|wifi"),
    "mt": ("il-password|il-pin", "kodiċi|kodici|il-kodiċi|il-kodici",
           "safe|bieb|il-bieb|grada|karta|bank|allarm|lokker|garaxx|katnazz|kaxxa tal-muftiejiet", "muftieħ",
           "wifi|wi-fi|netwerk|router"),
    "el-latn": ("", "kodikos|kodiko|kodikou",
                "kleidaria*|klidaria*|porta|portas|eisodo*|karta*|trapez*|synagerm*|garaz*|thyrotilefono*|chrimatokivotio*",
                "kleidi|klidi", "wifi|wi-fi|diktyo*|router"),
    "ru-latn": ("parol'|parol’|pin-kod|pinkod", "kod|koda|kodom",
                "kalitk*|dver*|domofon*|podjezd*|podezd*|vorot*|kart*|bank*|seif*|signalizac*|garazh*|zamk*|zamok",
                "klyuch*|kljuch*", "wifi|wi-fi|vaifa*|vai-fai*|vayfay*|set'|seti|router*"),
    "si (secfix17)": ("", "", "කාමරය*|කාමරයේ|ගබඩා*|දොරටුව", "", ""),
    "is (secfix17)": ("", "", "skáp|skápur|skápinn|skápnum|skáps|skápa*", "", ""),
    "zu (secfix17)": ("i-pin|iphini", "", "", "", ""),  # the loanword with its noun prefix ("i-PIN yami ngu-…")
    "ha (secfix17)": ("", "", "ƙararrawa|kararrawa", "", ""),
    "uz (secfix17)": ("", "", "signalizatsiya*|signalizatsiy*|avtomobil*", "", ""),
    "sv (secfix17)": ("säkerhetskod*", "", "", "", ""),
    "cars (secfix17)": ("valet code|valet pin|pin to drive|valet-code", "", "valet|valet-modus|mode voiturier", "", ""),
    "parental (secfix17)": ("", "", "contrôle parental|controle parental|parental control*|parental lock|control"
                            " parental|controlo parental|controllo parentale|kindersicherung*|jugendschutz*"
                            "|ouderlijk toezicht|föräldrakontroll*|foreldrekontroll*|forældrekontrol*"
                            "|kontrola rodzicielska|ebeveyn denetim*|родительский контроль", "", ""),
    # secfix18: one-time codes forwarded from an SMS, named in their languages ("belépési kódja: 104438", "קוד האימות
    # שלך הוא 886372", "کد تأیید …: 891306", "patvirtinimo kodas 202661", "Overovací kód: 399371", "Koodhka
    # xaqiijinta … waa 613023", "код па SMS: 889487", "konfirmkodon 767241"): a code that admits whoever has it, a
    # PIN word; and a voicemail box, an alarm's disarm code
    "otp": ("belépési kód*|ellenőrző kód*|megerősítő kód*|egyszer használatos kód*|egyszeri kód*|sms-kód*|sms kód*"
            "|קוד האימות|קוד אימות|קוד חד פעמי|קוד חד-פעמי|סיסמה חד פעמית"
            "|کد تأیید|کد تایید|کد یکبار مصرف|رمز یکبار مصرف|رمز پویا|تصدیقی کوڈ|او ٹی پی"
            "|patvirtinimo kod*|vienkartinis kod*|vienkartinį kod*|sms kod*"
            "|overovací kód*|overovací kod*|overovacieho kódu|jednorazový kód*|potvrdzovací kód*"
            "|ověřovací kód*|jednorázový kód*|potvrzovací kód*"
            "|koodhka xaqiijinta|koodka xaqiijinta|koodh xaqiijin*"
            "|ओटीपी|पडताळणी कोड|सत्यापन कोड|ਓਟੀਪੀ|ਪੁਸ਼ਟੀ ਕੋਡ"
            "|код па sms|код па смс|код пацверджання|аднаразовы код|код по смс|код по sms|код за потврда"
            "|еднократен код|код из смс|код подтверждения|одноразовый код|код з смс|код підтвердження|одноразовий код"
            "|код за потвърждение"
            "|konfirmkod*|konfirma kodo|konfirman kodon|unufoja kodo|unufojan kodon"
            "|kòd verifikasyon|kòd konfimasyon|kaody fanamarinana"
            "|cod de verificare|codul de verificare|cod de confirmare|codul de confirmare"
            "|purkukoodi*|hälytyksen purkukoodi*",
            "", "messagerie vocale|boîte vocale|répondeur|voicemail|voice mail|mobilbox|sprachbox|buzón de voz"
            "|casella vocale|segreteria telefonica|caixa postal|correio de voz|poczta głosowa|hlasová schránka"
            "|hlasovej schránky|hangposta*|vastaaja*|röstbrevlåda*|telefonsvarer*|talepostkasse*|голосова пошта"
            "|голосовая почта|תא קולי|صندوق صوتي|voicemailbox|voicemail-box", "", ""),
    # secfix18: Haitian Creole, Malagasy, Maori, Esperanto, Belarusian, Macedonian, Somali
    "ht": ("modpas|mo de pas|kòd sekrè|kod sekrè", "kòd|kod", "bank|bànk|kat|pòt|baryè|alam|kòf", "kle",
           "wifi|wi-fi|rezo"),
    "mg": ("tenimiafina|teny miafina|kaody miafina", "kaody", "banky|karatra|varavarana|vavahady|atm", "",
           "wifi|tambajotra"),
    "mi": ("kupuhipa|kupu huna", "waehere", "pēke|peeke|kāri|kaari|tatau|kūaha|kuaha|atm", "", "wifi|whatunga"),
    "eo": ("pasvort*|pinkod*|pin-kod*", "kodo|kodon|kodoj", "pord*|bank*|kart*|seruro*|alarm*|monŝrank*", "ŝlosil*",
           "wifi|reto|reton"),
    "be": ("пароль|пін-код*|пін код*", "код", "дзвер*|брам*|картк*|банк*|сейф*|сігналізац*|гараж*|дамафон*", "ключ*",
           "wifi|сетк*|роўтэр*"),
    "mk": ("лозинка|лозинката|пин-код*|пин код*", "код|кодот",
           "врат*|влез*|картичк*|банк*|сеф*|аларм*|гаража*|интерфон*", "клуч*", "wifi|мрежа*|рутер*"),
    "so": ("erayga sirta|lambarka sirta|pin-ka", "koodhka|koodka|koodh", "albaab*|kaarka|bangi*|atm|quful*", "furaha",
           "wifi|shabakad*"),
    # secfix19: the locks of small trades: an Irish weighbridge terminal ("Cód an teirminéil meáchain …: 66265") and
    # alarm (genitive "aláraim"), an Albanian controlled-drugs cupboard ("Kodi i dollapit …: 309830"), an Estonian
    # smart lock ("Nutiluku administraatori PIN"), Yoruba "koodu" without its tones before a POS ("Koodu ẹ̀rọ POS …
    # ni 6898"), Kannada's "alarm" spelt ಅಲಾರ್ಮ್
    "ga (secfix19)": ("", "", "teirminéal*|teirminéil*|aláraim|glas|ghlas", "", ""),  # secfix19
    "sq (secfix19)": ("", "", "dollap*|sirtar*", "", ""),  # secfix19
    "et (secfix19)": ("", "", "nutiluk*|nutilukk*", "", ""),  # secfix19
    "yo (secfix19)": ("", "koodu|kóòdù|koodù", "pos|ẹ̀rọ pos|ṣọ́ọ̀bù", "", ""),  # secfix19
    "kn (secfix19)": ("", "", "ಅಲಾರ್ಮ್*|ಅಲಾರಾಂ", "", ""),  # secfix19
    "kk (secfix19)": ("құпиясөз*", "", "", "", ""),  # secfix19: "password" as one word ("құпиясөзі", "құпиясөзім")
    # secfix21: a carport's, a garden gate's, a shed's or a bike store's code in Danish and Norwegian ("koden til
    # carporten er 6078")
    "da (secfix21)": ("", "", "carport*|låge*|havelåge*|skur*|cykelskur*|postkasse*|redskabsrum*", "", ""),  # secfix21
    "nb (secfix21)": ("", "", "carport*|grind*|bod*|sykkelbod*|postkasse*|sportsbod*", "", ""),  # secfix21
    # secfix21: Malay's and Indonesian's one-time codes ("kod pengesahan 774102": ``_score`` reads "kod" first)
    "ms id (secfix21)": ("kod pengesahan|kod tac|kode verifikasi|kode otp", "", "", "", ""),  # secfix21
    # secfix22: Serbian in Cyrillic (шифра is its everyday word for a PIN, a password and a door code: "шифра 2944"
    # by the key box), a Swedish combination lock ("kodlåset") and "dial" ("slå 3444" at the alarm), the Slovak,
    # Czech and Hungarian instrumental of "code" ("otvára kódom 8919", "kódem", "a 3076 kóddal nyitható"), a key
    # box, a site, a waste room as locks, and Turkish "parola" (Turkish's other password word: "parolam Basil#2009")
    "sr (secfix22)": ("лозинка|лозинку|лозинке|пин-код|пин код", "шифра|шифру|код|кодом|кода|укуцај",  # secfix22
                      "врат*|капиј*|аларм*|кутиј*|сеф*|катанац*|катанц*|зград*|улаз*|интерфон*|гараж*|картиц*"
                      "|банк*|ормарић*", "кључ*", "wi-fi|wifi|мреж*|рутер*"),
    "sv (secfix22)": ("kodlås*", "slå|slår|knappa in", "förråd*|grind*|bod*", "", ""),  # secfix22
    "sk (secfix22)": ("", "kódom|kódu", "stavenisk*|schránk*|skrink*", "", ""),  # secfix22
    "cs (secfix22)": ("", "kódem|kódu", "krabičk*|krabick*|chat*", "", ""),  # secfix22
    "hu (secfix22)": ("", "kóddal|kódját", "helyiség*|szemétledobó*|tároló*", "", ""),  # secfix22
    "tr (secfix22)": ("parola|parolam|parolası|parolasi|parolanız|parolaniz", "", "", "", ""),  # secfix22
    # secfix23: a key box written with a hyphen ("the key-box code at the cottage: it's 74358"), an alarm in Japanese
    # and Korean ("警報装置の解除コードは3586#", "경보기 해제 번호: 303075")
    "secfix23": ("", "", "key-box|key-boxes|lock-box|lock-boxes|key-safe|警報装置|警報|경보기|경보 장치", "", ""),
    # secfix22: an account's activation code (a school's parent account, a portal's first sign-in: it admits whoever
    # has it, like a one-time code): "Codul de activare al contului de părinte este 693972"
    "activation (secfix22)": ("codul de activare|cod de activare|codului de activare|activeringscode|aktivierungscode"
                              "|kod aktywacyjny|aktivační kód|aktivačný kód|código de ativação|codice di attivazione"
                              "|código de activación|code d'activation|code d’activation", "", "", "", ""),  # secfix22
}
# seclex: the rows built from a concept list × a language list (``_concepts``): the words a table's cell lacked
_TABLE.update(_concepts.rows())
# seclex3: more concepts (alarm, master, unlock / PUK, payment PINs, Wi-Fi key words; ``_concepts3``)
_TABLE.update(_concepts.rows(_concepts3.CONCEPTS, "seclex3"))
_TABLE.update(_concepts.rows(_concepts30.CONCEPTS, "secfix30"))  # parcel lockers, barriers, key safes, "NIP"
_GLUED_SCRIPTS = re.compile("[\u0590-\u06ff\u0e00-\u0e7f\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]")


def _words(column: int) -> tuple[tuple[str, bool], ...]:
    """(word, stem) of one column of every language, longest first, without duplicates."""
    seen: dict[str, bool] = {}
    for row in _TABLE.values():
        for w in row[column].split("|"):
            if w:
                seen[w.rstrip("*")] = seen.get(w.rstrip("*"), False) or w.endswith("*")
    return tuple(sorted(seen.items(), key=lambda x: -len(x[0])))


_PIN, _CODE, _LOCK, _KEY, _NET = (_words(i) for i in range(5))
_STEMS = {w for col in (_PIN, _CODE, _LOCK, _KEY, _NET) for w, stem in col if stem}
_ROLE: dict[str, str] = {}
for _w, _ in _KEY:
    _ROLE[_w] = "key"
for _w, _ in _CODE:
    _ROLE[_w] = "code"
for _w, _ in _PIN:
    _ROLE[_w] = "pin"
# Password words (``_lexicon``): both a number and a value shaped like a password count after them.
_PASSWORD_WORDS = _lexicon.password_words(set(_ROLE))


def _trie(words: list[str], tail: str = "", stems: frozenset[str] | set[str] = frozenset()) -> str:
    """An alternation of ``words`` as a trie: the longest word that matches at a position (with ``tail`` after
    it unless it is one of ``stems``), as the alternation sorted longest first does (seclex made the columns
    a thousand words, which an alternation tries one by one at each position)."""
    tree: dict[str, dict] = {}  # type: ignore[type-arg]
    for w in words:
        node = tree
        for c in w:
            node = node.setdefault(c, {})
        node[""] = {"stem": {}} if w in stems else {}

    def emit(node: dict) -> str:  # type: ignore[type-arg]
        branches = [re.escape(c) + emit(child) for c, child in sorted(node.items()) if c]
        if "" in node:
            branches.append("" if "stem" in node[""] or not tail else tail)
        return branches[0] if len(branches) == 1 else "(?:" + "|".join(branches) + ")"

    return emit(tree)


def _alternation(words: list[str]) -> re.Pattern[str]:
    return re.compile(_trie([w for w in words if w]))


def _ended(words: list[str]) -> re.Pattern[str]:
    """An alternation in which a whole word (not a stem) ends where its word ends, so that a longer entry
    inside a longer word ("kod pin" in "kod pintu") gives way to a shorter one ("kod")."""
    return re.compile(_trie(words, "(?![a-zà-ÿā-žα-ωά-ώа-яёіїєґ])", _STEMS))


_ASCII_WORDS = sorted((w for w in _ROLE if w.isascii()), key=len, reverse=True)
_OTHER_WORDS = sorted((w for w in _ROLE if not w.isascii()), key=len, reverse=True)


@cache
def triggers() -> tuple[re.Pattern[str], re.Pattern[str]]:
    """The table's words as two alternations, ASCII and the other scripts (``_ended``), compiled at first use:
    compiling them took ~0.7 s of every process's ``import zeusmem``, also of those that never check a text."""
    return _ended(_ASCII_WORDS), _ended(_OTHER_WORDS)

# found with ``str.find`` on each word (C speed; the ASCII ones only where a word starts with their first letters)


def _heads(words: list[str]) -> list[str]:
    """seclex3: the words an anchor must look for: a phrase that starts with another word of the list ("code de
    désarmement" with "code", "pin ya mpesa" with "pin") is found where that word is (the trie matches the longest
    at each place), so it needs no search of its own (a search per phrase was one per "code" of a text)."""
    known = set(words)
    return [w for w in words if not any(w[i] in " -'’" and w[:i] in known for i in range(1, len(w)))]


_ANCHOR_ASCII = _anchor("|".join(_heads(_ASCII_WORDS)))
_ANCHOR_OTHER = _anchor("|".join(_heads(_OTHER_WORDS)))
_LOCKS = _alternation([w for w, _ in _LOCK])
_NETS = _alternation([w for w, _ in _NET])
_LETTER = re.compile("[a-zà-ÿā-žα-ωά-ώа-яёіїєґ]")  # letters of the scripts that separate words by spaces


def _bounded(lowered: str, s: int, e: int, word: str) -> bool:
    """``word`` at ``[s, e)`` is a word (not inside one), unless its script glues words together."""
    if _GLUED_SCRIPTS.match(word):
        return True
    if s > 0 and _LETTER.match(lowered[s - 1]):
        return False
    return word in _STEMS or e >= len(lowered) or not _LETTER.match(lowered[e])


def _has(pattern: re.Pattern[str], lowered: str, lo: int, hi: int) -> bool:
    for m in pattern.finditer(lowered, lo, hi):
        if _bounded(lowered, m.start(), m.end(), m.group()):
            return True
    return False


# a number ends before a particle glued to it in the scripts that glue them ("0766です", "040353로")
_NUMBER = re.compile(
    # secfp: "6613C"; secfix13: a Cyrillic flat letter ("код домофона 3055В"; not р, м, г: roubles, metres, a year)
    r"(?P<s>\d{4,8}+|\d{2,6}[a-zа-яіїє]\d{2,6}|\d{3,7}+[a-zабв])(?P<t>[#*]?)"
    r"(?![0-9_a-zà-ÿā-žα-ωά-ώа-яёіїєґ]|['’][a-zà-ÿ]|[.,:/-]\d| \d)"  # secfix18: a closing quote ("… 886372'.")
)
_UNITS = re.compile(
    r"\s*+(?:digits?|chars?|characters?|times|days?|years?|hours?|minutes?|km|kg|€|\$|%|tl|lira|zł|kč|rs|rp"
    r"|dígitos?|caracteres|cijfers?|ziffern?|stellig|siffror|cifre|cifras|números|numeros|numeroa|"
    r"znak*|cyfr|číslic|haneli|karakter|chữ số|ký tự|angka|huruf|ψηφί|χαρακτήρ|ספרות|תווים"
    r"|室|号室|号楼|號樓|栋|棟|单元|單元"  # secfix14: a room, a building ("1062室"): a place's number
    r"|หลัก|ตัว|tarakimu|herufi|цифр|символ|자리|글자|일|桁|文字|位|字|টাকা|অক্ষর|رقم|حرف|کاراکتر|تومان|ريال|رقمی)",
    re.IGNORECASE,
)
_NOT_CODE_BEFORE = re.compile(
    r"(?:error|status|promo|discount|coupon|voucher|gift|zip|postal|post|country|area|dial(?:l?ing)?|tracking"
    r"|order|verification|confirmation|booking|reference|product|sms|otp|2fa|mfa|qr|bar|source|exit|pocztowy"
    r"|postale|postal|posta|pos"
    r"|alan|(?<![\u0590-\u05ff])[הו]?מי"  # secfix14: Turkish "alan kodu" (area code), Hebrew "(ה)מיקוד" (postal)
    r"|facility|site)\s*+$"  # secfp11: a card format's facility / site code (26-bit Wiegand), on every card of a site
)
# secfp11: a number after a ticket / order / case word is that reference: "senha do servidor (chamado #50992)"
_REFERENCE_BEFORE = re.compile(
    r"(?<![a-z])(?:ticket|chamado|protocolo|pedido|caso|case|order|incident|incidente|request|solicitud|demande"
    r"|commande|bestellung|auftrag|tiket|talep|sipariş|заявка|заказ)\s*+(?:#|n[º°o]\.?|no\.)?\s*+#?$"
)
# secfp: what a code is of, after the word in the languages that put it there: a booking, an appointment, an
# order, a customer, a shipment (Greek, French, Spanish, Portuguese, Italian)
_NOT_CODE_AFTER = re.compile(
    r"\s*+(?:ραντεβού|ραντεβου|κράτησ|κρατησ|παραγγελ|πελάτ|πελατ|επιβεβαίωσ|επιβεβαιωσ|αποστολ|δέματος|εισιτηρ"
    r"|συναλλαγ|προσφορ|κουπόνι|de réservation|de reservation|de confirmation|de suivi|de commande|client"
    r"|de reserva|de confirmación|de seguimiento|de pedido|de cliente|do pedido|de rastreio|de rastreamento"
    r"|de confirmação|do cliente|di prenotazione|prenotazione|di conferma|cliente|dell'ordine|ordine"
    # secfix14: a postal or area code named after the code word (Indonesian / Malay, Thai)
    r"|pos(?![\w-])|area(?![\w-])|wilayah|ไปรษณีย|postal|postale"  # "código postal": Spanish, Portuguese
    r"|postar(?![\w-]))"  # secfix17: Albanian "kodi postar" (the postal code)
)
# secfp: "码" / "碼" ending a word that is a number or an encoding, not a lock's code: 编码, 号码, 条码, 代码, 源码
_CJK_COMPOUND = re.compile(r"[编編号號条條代源][码碼]")


# secfix15: and the full stops of Armenian, Amharic, Burmese, Khmer and the Indic scripts (no space after them)
_CLAUSE_END = re.compile(r"[.!?。！？](?:\s|$)|\n|[։።။។।]")
_DIGIT = re.compile(r"\d")
_TOKEN = re.compile(r"\S++")
_PARTICLES = re.compile(r"[\s:：=は은는이가是为為、,]*+")


# secfix14: and Tamil's "பின்கோடு" (the same postal PIN code)
_POSTAL_PIN = frozenset(("पिन कोड", "पिनकोड", "பின்கோடு", "பின் கோடு"))
# secfix17: and the same words in Nepali, Gujarati, Kannada and Malayalam (their "PIN" then "code")
_POSTAL_PIN = _POSTAL_PIN | {"पिन कोड", "પિન કોડ", "પિનકોડ", "ಪಿನ್ ಕೋಡ್", "ಪಿನ್\u200cಕೋಡ್", "പിൻ കോഡ്", "പിൻകോഡ്"}


_WORD_REST = re.compile(r"[^\W\d_]*+")
_SHORT_COUNT = re.compile(r"\d{1,2}(?![\d.,:/])[ -]?")
# Finnish and Estonian "on" is their copula ("koodi on 3463", "PIN1 on 0604"), no time preposition
_FINNISH_CODE = ("koodi", "tunnusluku", "pin-koodi", "salasana", "kood", "pin1", "pin2", "pin-kood", "parool",
                 "yhdistelmä", "yhdistelma")  # seclex: a combination ("lukon yhdistelmä on 4821")


# secfix16: a time of day or a vehicle's plate before the code is no competing number ("kód ke dveřím po 22:00 je
# 418474", "Codul de la ușa sălii după ora 23 este 9016", "Código da porta da academia 24h: 869535", "PIN k
# tankovací kartě pro dodávku NXL-834 je 1629")
_TIME_OR_PLATE = re.compile(
    r"\d{1,2}[:.]\d{2}(?![\d.:])|\d{1,2}[ ]?(?:h|hod|uur|óra|ora|uhr)(?![\w])|(?<=ora )\d{1,2}(?!\d)"
    r"|(?<=[a-zа-яіїє]-)(?<!ngu-)(?<!yi-)\d{3,4}(?![\d])"  # secfix17: not after a Zulu copula ("ngu-8524")
    # a year after "since" ("bo używam go od 2019 roku")
    r"|(?:(?<=\bod )|(?<=\bsince )|(?<=\bseit )|(?<=\bdepuis )|(?<=\bdesde )|(?<=\bsejak ))(?:19|20)\d\d(?!\d)"
)
# secfix19: and a plate of letters, digits, letters ("Cod larwm y fan (Transit ZX45XYZ) yw 1315"), and a short number
# that ends a label before its colon ("PIN korteris 194: 349274": the flat's number, then the PIN)
_TIME_OR_PLATE = re.compile(
    _TIME_OR_PLATE.pattern + r"|(?<=[a-z])\d{1,4}[a-z]{1,4}(?![\w])"
    # (never four characters long: a match of four is taken for a year after "since")
    r"|(?<=[ ])(?:\d{1,2}:(?=[ ]\d{4,8}(?![\d]))|\d{3,4}:[ ](?=\d{4,8}(?![\d])))"
)
# a masked value in the clause ("PIN ****, limit 64845 Kč"): the number after it is another field's
_MASKED = re.compile(r"\*{3,}|•{3,}|x{4,}(?![a-z])")


def _past_times(lowered: str, start: int, stop: int) -> int:
    """``start``, or past the times and plates that come first in ``[start, stop)`` (at most three)."""
    for _ in range(3):
        d = _DIGIT.search(lowered, start, stop)
        if d is None:
            return start
        if _MASKED.search(lowered, start, d.start()) is not None:
            return stop
        m = _TIME_OR_PLATE.match(lowered, d.start())
        if m is None:
            return start
        if len(m.group()) == 4 and lowered[d.start() - 1] == " ":  # a year after "since": no code follows
            return stop
        start = m.end()
    return start


# secfix17: Zulu's and Xhosa's copula glued to the number it introduces ("i-PIN yami ngu-8524": my PIN is 8524)
_COPULAS = ("ngu-", "yi-")


def _glued_copula(lowered: str, i: int) -> bool:
    """The number at ``i`` follows a Zulu / Xhosa copula glued to it with a hyphen, a word of its own."""
    for c in _COPULAS:
        j = i - len(c)
        if j >= 0 and lowered.startswith(c, j) and (j == 0 or not lowered[j - 1].isalnum()):
            return True
    return False


# secfix30: a thing's number that names it, then a copula or a colon ("ateliéru 12 je", "bus 16:"), or digits in
# brackets ("(cartão final 3310):")
_NAMING_NUMBER = re.compile(
    r"\d{1,3}+[ \t]++(?:je|e|is|est|ist|es|é|è|er|är|jest|este|on|là|ni|adalah)[ \t]++(?=\d)"
    r"|\d{1,3}+[ \t]*+:[ \t]*+(?=\d)"
    r"|\d{3,4}+\)[ \t]*+:[ \t]*+(?=\d)"
)


def _number_after(text: str, lowered: str, start: int, stop: int, pin: bool = False) -> tuple[int, int] | None:
    """The code: the first number in ``[start, stop)``, when it is one (``pin``: after a word that names a
    secret number, "0023" is one too; after a code word it may be a dialling prefix)."""
    start = _past_times(lowered, start, stop)
    d = _DIGIT.search(lowered, start, stop)
    if d is None:
        return None
    # secfix30: a place's or a vehicle's number before the code ("kód od brány ateliéru 12 je 4638", "pinul … duba 9
    # e 8412") or a card's last digits in brackets ("NIP … (termina en 7781): 2957"): the code is the next number
    for _ in range(2):
        if (p := _NAMING_NUMBER.match(lowered, d.start())) is None or lowered[d.start() - 1 : d.start()] not in " \t(":
            break
        if (nd := _DIGIT.search(lowered, p.end(), stop)) is None:
            break
        d = nd
    i = d.start()
    # secfix14: the code's length first ("a senha de 4 dígitos do cartão é 7453", "the 6-digit PIN is …"): the
    # code is the next number
    if (u := _SHORT_COUNT.match(lowered, i)) is not None and _UNITS.match(lowered, u.end()):
        d = _DIGIT.search(lowered, u.end(), stop)
        if d is None:
            return None
        i = d.start()
    if i > 0 and (lowered[i - 1].isascii() and lowered[i - 1].isalnum() or lowered[i - 1] in "-+/.,:") and not (
        _glued_copula(lowered, i)
    ):
        return None  # inside a token: "LK22310DP4471", "B27", "1.230"
    m = _NUMBER.match(lowered, i)
    if m is None or len(set(m["s"])) < 2 or (m["s"].startswith("00") and not pin) or _UNITS.match(lowered, m.end()):
        return None
    if _REFERENCE_BEFORE.search(lowered, max(start, i - 20), i):
        return None
    before = lowered[max(start, i - 12) : i].split()
    if before and before[-1] in _TIME_PREPOSITIONS and not (
        lowered[start:i].strip() == "on" and lowered.endswith(_FINNISH_CODE, max(0, start - 10), start)
    ):  # secfix14: Finnish "koodi on 3463": "on" is its copula, no time preposition
        return None
    return i, m.end("s")


# secfix16: a particle of an Indic script glued to a number ("2027-09-13న": a date, then Telugu's "on")
_INDIC_PARTICLE = re.compile(r"(?<=\d)[\u0900-\u0dff]++$|^[\u0590-\u06ff]{1,3}-(?=\d)")
# a compound of another script's words joined by hyphens ("இரண்டு-படி", two-step) or a question's last word, and a
# router's brand name ("der WLAN-Schlüssel steht hinten auf Omas FRITZ!Box"): no password by its shape
_SCRIPT_COMPOUND = re.compile(
    r"[^\s\d\x00-\x7f]++(?:-[^\s\d\x00-\x7f]++)++[.,;:!?]?"
    r"|[^\s\d\x00-\x7f]++[?؟？]"  # a question's last word ("… கடவுச்சொல்லை எங்கே பாதுகாப்பாக வைப்பது?")
)
_ROUTER_BRANDS = frozenset(("fritz!box", "fritzbox"))
# secfix15: a date with a preposition glued to it ("ngo-23.02.2025": Zulu "on")
_GLUED_DATE = re.compile(r"[^\W\d_]{1,5}+-\d{1,4}[./-]\d{1,2}[./-]\d{1,4}[.,;]?")


def _shaped(v: str) -> bool:
    """A password by its shape: ``_context``'s test, or random mixed-case letters with a symbol ("DwWREeXypVo#")."""
    if _INDIC_PARTICLE.search(v) is not None:
        v = _INDIC_PARTICLE.sub("", v)
    if _SCRIPT_COMPOUND.fullmatch(v) is not None or v.strip(_DECORATION).lower() in _ROUTER_BRANDS:
        return False
    if _GLUED_DATE.fullmatch(v):
        return False
    return _looks_like_password(v) or (
        len(v) >= 8 and _random_letters(v.strip(_DECORATION)) and _REFERENCE.search(v) is None  # "secretKeyRef"
    ) or _run_of_words(v)


def _run_of_words(v: str) -> bool:
    """secfix17: a run of capitalised words or of joined words with a number (``_score``'s run token: "parol
    FalconPepperCobaltQuartz.,", "құпия сөзі: WalrusPepperEmberCopper?,"), its clause's own mark after its symbol."""
    v = v.rstrip(",;")
    if len(v) > 2 and v[-1] in ".,!?" and v[-2] in "!?.#$%&*@+":
        v = v[:-1]
    return _score._run_token(v)


_FIELD_LABEL = re.compile(r"[=\"'“”(]")
_OTHER_FIELDS = frozenset(("network", "ssid", "name", "user", "username", "login", "email", "host", "server"))


# secfix16: the token right after an account or user word is its name, not the password ("Změnila jsem si heslo do
# redakčního systému, starý účet wvdmerwe16 už nefunguje")
_USER_WORD_BEFORE = re.compile(
    r"(?<!\w)(?:účet|účtu|konto|account|user|username|benutzer|utilisateur|usuario|usuari|fiók|akun|akaun|contul"
    r"|gebruiker|käyttäjä|tunnus|vartotojas|потребител|акаунт|аккаунт|логин|логін|χρήστης)[ \t]*+$",
    re.IGNORECASE,
)


def _after_user_word(text: str, i: int) -> bool:
    return _USER_WORD_BEFORE.search(text, max(0, i - 20), i) is not None


def _shape_after(text: str, start: int, stop: int, tokens: int) -> tuple[int, int] | None:
    """The first of the next ``tokens`` tokens in ``[start, stop)`` that is shaped like a password."""
    # tokens and particles are read up to ``stop`` only (a text without spaces is not read to its end for
    # every keyword: linear time); past ``stop`` nothing is taken
    i = _PARTICLES.match(text, start, stop).end() if start < stop else start  # type: ignore[union-attr]
    for _ in range(tokens):
        if i >= stop:
            return None
        got = _value_at(text, i)
        # secfix15: a password may end with the clause's own mark ("… 3244Almaty. ነው", "… ibadan8411!")
        if got is not None and (got[1] <= stop or got[1] == stop + 1 and text[stop] in ".!?") and _shaped(
            text[got[0] : got[1]]
        ) and not _after_user_word(text, got[0]):  # secfix16
            return got[0], got[1]
        t = _TOKEN.match(text, i, stop)
        if t is None:
            return None
        if t.group().endswith((":", "：")) and _FIELD_LABEL.split(t.group()[:-1])[-1].lower() in _OTHER_FIELDS:
            return None  # secfix14: "value=\"network: Jake-5G\"": the value after another field's label is its
        i = _PARTICLES.match(text, t.end(), stop).end()  # type: ignore[union-attr]
    return None


# A password told a sentence later: "the Wi-Fi password changed, the new one is X", "Kun je mijn wachtwoord
# onthouden? Het is X", "家裡的Wi-Fi密碼換了，新的是X", "รหัสใหม่คือ X": after a password or Wi-Fi word, one of
# these words within a few sentences, then a token shaped like a password right after it.
# the password words of ``_lexicon`` marked for it, Wi-Fi words, and Thai "code" (รหัส, as in รหัสผ่าน, รหัส wifi)
_TOLD_WORDS = "|".join((*_lexicon.told_words(), "wifi", "wi-fi", "wlan", "รหัส"))
_TOLD = re.compile(f"(?:{_TOLD_WORDS})")
_TOLD_ANCHOR = _anchor(_TOLD_WORDS)
_NEW_ONE = re.compile(
    r"(?:the new one is|new one is|the new one:|it['’]s|it is|het is|het nieuwe is|det er|den er|det nye er"
    r"|den nye er|das neue ist|es ist|c['’]est|la nueva es|el nuevo es|a nova é|o novo é|la nuova è|il nuovo è"
    r"|yenisi|новый\s*[—:-]|новый пароль|yang baru|barunya|新しいのは|新的是|新密码是|新密碼是|새 비밀번호는"
    r"|ใหม่คือ|جدید|tuntun ni|sabuwar ita ce|sabon shi ne|mới là"
    # secfp: the value spelled out after the hint that leads to it ("… plus her house number — i.e. Pumpkin221!"),
    # or after a colon further along the password's sentence ("the same as the router one he gave me: wq7t…")
    r"|i\.e\.,?|that is,|namely"
    # the answer to a question, on the next line of a chat ("what's the wifi password?\nJess: X")
    r"|\?[^\S\n]*+\n[^\n:?]{1,24}+:)\s*+[:：]?\s*+"
)
# A code told a sentence later: "ok for the bike lock ... Yes it's 7319", "at the cash machine ... it's four
# five one two", "what's the code for the shed?\nJess: 2 9 2 5" (read as digits by ``_spelled``): a code or
# lock word, then "it's" (or a reply line) and a number of 4-8 digits, not a year
_TOLD_CODE = re.compile(
    r"(?:code|pin|combination|combo|padlock|bike lock|door lock|smart lock|lockbox|key box|the safe|atm"
    r"|cash machine|keypad|koden|kode|kod|kód|kodu|codul|código|codice)(?![a-zà-ÿ])"
)
_TOLD_CODE_ANCHOR = _anchor(
    "code|pin|combination|combo|padlock|bike lock|door lock|smart lock|lockbox|key box|the safe|atm|cash machine"
    "|keypad|koden|kode|kod|kód|kodu|codul|código|codice"
)
# these need a lock noun near them ("code review": no), or to be the code *for* something ("koden til hytta?
# Det er 4471", "the code for the shed? it's 2925")
_UNQUALIFIED = frozenset(("code", "pin", "combo", "koden", "kode", "kod", "kód", "kodu", "codul", "código", "codice"))
_CODE_FOR = re.compile(r"\s++(?:for|to|til|till|för|na|do|od|pentru|de|da|für|zur|zum|per|para|a)\s")
_CODE_NUMBER = re.compile(r"(?<![\d.,:/-])\d{4,8}+(?![\d.,:/-]\d|\d|[a-z_%€$])")
# what comes right before it: "it's", "yes it's", a reply line's speaker ("Jess: "), "c'est"…
_TOLD_BEFORE = re.compile(
    r"(?:it['’]s|it is|het is|det er|den er|es ist|c['’]est|es|é|è|\?[^\S\n]*+\n[^\n:?]{1,24}+:)\s*+[:：]?\s*+$"
)
_YEAR = re.compile(r"(?:19|20)\d\d")


_SHORT_PASSWORD = re.compile(r"(?P<s>(?=[A-Za-z]*\d)(?=\d*[A-Za-z])[A-Za-z\d]{6,7}+)(?:[.,;!)]|\s|$)")


def _short_password(text: str, i: int) -> tuple[int, int] | None:
    """After the colon of a password's own sentence, a short password of letters and digits ("Tomas9", "Rex2019")
    with a capital, which ``_shape_after`` leaves (it wants eight characters there)."""
    m = _SHORT_PASSWORD.match(text, i)
    if m is None or not any(c.isupper() for c in m["s"]) or _UNITS.match(text, m.end("s")):
        return None
    return m.span("s")


def _told_later(text: str, lowered: str) -> Iterator[tuple[int, int]]:
    """A password named by a word and given a sentence or two later, after "it's" / "the new one is"."""
    end = -1
    for m in _near(_TOLD, lowered, lowered, _TOLD_ANCHOR, _ALNUM):
        if m.start() < end:
            continue
        stop = min(len(text), m.end() + 220)
        # the first colon after the word, in its own sentence of prose (four spaces or more, no line break: not a
        # config's next key): "the same as the router one he gave me before: wq7t…"
        c = lowered.find(": ", m.end(), stop)
        if c > 0 and (lowered[c - 1].isalpha() or lowered[c - 2 : c].rstrip(" ")[-1:].isalpha()) and (
            lowered.count(" ", m.end(), c) >= 4 and "\n" not in lowered[m.end() : c]
        ):
            got = _shape_after(text, c + 2, min(len(text), c + 82), 1) or _short_password(text, c + 2)
            if got is not None:
                end = got[1]
                yield got
                continue
        for n in _NEW_ONE.finditer(lowered, m.end(), stop):
            got = _shape_after(text, n.end(), min(len(text), n.end() + 80), 1)
            if got is not None:
                end = got[1]
                yield got
                break


def _told_codes(lowered: str) -> Iterator[tuple[int, int]]:
    """A code named by a word and given a sentence later, after "it's" or on a reply line."""
    end = -1
    for m in _near(_TOLD_CODE, lowered, lowered, _TOLD_CODE_ANCHOR, _ALNUM):
        if m.start() < end:
            continue
        # the numbers of the next 160 characters (fewer than the places a connector could be), each with what
        # comes right before it
        for d in _CODE_NUMBER.finditer(lowered, m.end(), min(len(lowered), m.end() + 160)):
            n = _TOLD_BEFORE.search(lowered, max(m.end(), d.start() - 40), d.start())
            if n is None or len(set(d.group())) < 2 or _YEAR.fullmatch(d.group()):
                continue
            if _NOT_LOCK.search(lowered, max(0, m.start() - 32), n.start()):
                break  # "le code postal c'est 75011", "the promo code? it's 2024"
            if m.group() in _UNQUALIFIED and not (
                _LOCK_NOUN.search(lowered, max(0, m.start() - 40), n.start()) or _CODE_FOR.match(lowered, m.end())
            ):
                break
            end = d.end()
            yield d.span()
            break


# A login handed over as "log in as <user>, … : <value>" ("log in as lucas, same as the wifi one: 7172990055",
# "entra como budi, es la misma que la del wifi: 06m39r78xl"): in the sentence that names the account to sign in
# with, the value after a colon is its password when it ends the sentence and holds a digit (an instruction
# "log in as admin, then open: Settings" holds none; a status "logged in as …" is no hand-over)
_LOGIN_AS_WORDS = (
    "log in as|login as|sign in as|log on as|entra como|inicia sesión como|inicia sesion como|loguj się jako"
    "|loguj sie jako|zaloguj się jako|zaloguj sie jako|login pakai|masuk pakai|login sebagai|masuk sebagai"
    "|connecte-toi en tant que|connecte toi en tant que|melde dich als|anmelden als|accedi come|entra com"
    "|faz login como|войди как|заходи как|войти как|log dich als"
)
_LOGIN_AS = re.compile(f"(?:{_LOGIN_AS_WORDS})\\s++(?P<user>[^\\s,;:]{{1,40}}+)")
_LOGIN_AS_ANCHOR = _anchor(_LOGIN_AS_WORDS)
_LOGIN_VALUE = re.compile(r"(?P<v>[\w!@#$%^&*?~-]{6,40}+)(?=[.!?;,]?(?:\s|$))")
_LOGIN_MAX_TEXT = 64 * 1024  # a hand-over is a memory-sized text (a megabyte is not searched for the phrases)
_NOT_LOGIN_VALUE = re.compile(r"^[A-Z]{2,6}-\d+$|0x|\d{4}-\d\d-\d\d|\d{1,2}:\d\d|^v?\d+(?:[._]\d+)+$")


def _login_handoffs(text: str, lowered: str) -> Iterator[tuple[int, int]]:
    if len(text) > _LOGIN_MAX_TEXT:
        return
    for m in _near(_LOGIN_AS, lowered, lowered, _LOGIN_AS_ANCHOR, _ALNUM):
        if lowered.endswith("logged ", max(0, m.start() - 7), m.start()):
            continue
        stop = clause_end(lowered, _CLAUSE_END, m.end(), min(len(lowered), m.end() + 100))
        c = lowered.find(": ", m.end(), stop)
        if c < 0:
            continue
        v = _LOGIN_VALUE.match(text, c + 2, stop + 1 if stop < len(text) else stop)
        if v is None or v.end() < stop - 1 or not _DIGIT.search(v["v"]) or _NOT_LOGIN_VALUE.search(v["v"]):
            continue
        if v["v"].lower() == m["user"].lower():
            continue
        yield v.span("v")


# seclex: a record's key named by the concept words (JSON / YAML / ``key=value``): its last part (split on "_", "-",
# ".", camelCase) a PIN, passcode, combination or password word of the table or of ``_lexicon`` in any language
# ("lockerCombination", "kod_pin", "szyfr", "cifru_lacat"... no: the *last* part), with a value shaped like a code
# (3-8 digits, "-" or space groups, an optional leading "*" or trailing "#") or, after a password word, like a
# password; a code word ("code", "kod", "codice", "код") as the last part needs a lock noun among the key's
# other parts ("door_code", "alarmKod", "codigo_portao"), "key" words a Wi-Fi word ("wlan_schluessel")
_RECORD_VALUE = re.compile(
    r"[ \t]*+[\"']?(?P<v>\*?\d{1,4}+(?:[- ]\d{1,4}+){0,3}+#?|[^\s\"',;{}\[\]]{6,64}+)[\"']?(?=[\s,;}\]]|$)"
)
# a passphrase of three to six words joined by "-" or "." ("azahar-invernadero-regadera"), read after a password key
_PASSPHRASE = r"[^\W\d_]{2,20}+(?:[-.][^\W\d_]{2,20}+){2,5}+"
_PASSPHRASE_VALUE = re.compile(_PASSPHRASE)
#: a placeholder's words: "changeme-in-docs", "your-password-here" are no passphrase
_PLACEHOLDER_PARTS = frozenset(
    "changeme change example sample dummy placeholder your here docs doc test todo xxx tbd set"
    " not none unknown ask see".split()
)
_RECORD_CODE = re.compile(r"\*?\d{1,4}(?:[- ]\d{1,4}){0,3}#?")
# a separator with a value that may be one after it: digits, or a token with a digit or a symbol (one C pass over a
# text; a chat's "Name: Hey!" lines are not looked at)
_RECORD_SEP = re.compile(
    r"[:=][ \t]*+[\"']?(?:\*?\d|(?=[^\s\"',;{}\[\]]{0,63}?[\d@#$%^&*~+])|(?=" + _PASSPHRASE + r"[\"',;}\s]))"
)
_RECORD_KEY_WORD = re.compile(r"[^\W\d_][\w.-]{0,47}+")
_KEY_END = frozenset(" \t\"'")
_KEY_START = (" ", "\t", "\n", "{", ",", "[", '"', "'")
_KEY_PARTS = re.compile(r"[^\W\d_]+?(?=[A-Z][a-z]|[^A-Za-z\u00c0-\uffff]|$)|[^\W\d_]+")
_NOT_RECORD_LOCK = re.compile(
    r"bank|banc|card|cart|kart|tarjet|sim|phone|telef|handy|login|building|entry|terminal|pos|till|site|pas"
    r"|country|area|zip|post|error|status|promo|voucher|gift|coupon|order|booking|confirm|reference|tracking"
    r"|product|item|sku|client|customer|member|tax|vat|swift|bic|iban|sort|branch|region|city|lang|currenc"
)


def _part_words(column: tuple[tuple[str, bool], ...]) -> tuple[frozenset[str], tuple[str, ...]]:
    """The one-token words of a column (words, stems)."""
    words = frozenset(w for w, stem in column if " " not in w and not stem)
    stems = tuple(w for w, stem in column if " " not in w and stem and len(w) >= 4)
    return words, stems


_PIN_PARTS = _part_words(_PIN)
_CODE_PARTS = _part_words(_CODE)
_LOCK_PARTS = _part_words(_LOCK)
_KEY_PARTS_WORDS = _part_words(_KEY)
_PASSWORD_PARTS = frozenset(w for w in _lexicon.WORDS if " " not in w) | {"password", "passwort", "pwd", "pass"}
# a password word of two words, the key's parts joined ("mật_khẩu", "كلمة_المرور", "kata_laluan", "mot_de_passe")
_PASSWORD_PHRASES = frozenset(w for w in _lexicon.WORDS if " " in w)
_COMBINATION_PARTS = frozenset(
    "combination combo combinacion combinación combinação combinacao combinaison combinazione combinatie kombination"
    " kombinationen kombinasjon kombinasjonen kombinacja kombinace kombinácia kombinacia kombinacija kombinasyon"
    " kombinasi kombinatsioon kombinācija kombinaatio yhdistelmä yhdistelma szyfr cifru cifrul šifra sifra шифра"
    " шифр комбинация комбінація συνδυασμός passcode accesscode entrycode doorcode gatecode alarmcode lockcode"
    " keypadcode lockercode safecode padlockcode digicode pin pins pincode pinkod pinkode pinkoodi pinkood"
    " pinnummer pinnumer pinnumber geheimzahl".split()
)


def _in(part: str, words: tuple[frozenset[str], tuple[str, ...]]) -> bool:
    return part in words[0] or part.startswith(words[1])


def _named(head: str, rest: str) -> bool:
    """``head`` names a secret code by itself, or a code word with a lock noun in ``rest``."""
    if head in _COMBINATION_PARTS or head in _PASSWORD_PARTS or _in(head, _PIN_PARTS) and head not in _CODE_PARTS[0]:
        return True
    return _in(head, _CODE_PARTS) and bool(rest) and _has(_LOCKS, rest, 0, len(rest))


def _passphrase(value: str) -> bool:
    """Three to six words joined by "-" or ".", none a placeholder's."""
    return _PASSPHRASE_VALUE.fullmatch(value) is not None and not any(
        w in _PLACEHOLDER_PARTS for w in re.split(r"[-.]", value.lower()))


def _record_keys(text: str, lowered: str) -> Iterator[tuple[int, int]]:
    """The values of a record's keys named by a concept word (see above)."""
    for sep in _RECORD_SEP.finditer(text):
        j = sep.start()
        v = _RECORD_VALUE.match(text, j + 1)
        if v is None or text.startswith("//", j + 1):
            continue
        # the key: back from the separator over blanks and a closing quote, to a blank, a bracket, a comma or an
        # opening quote (``str.rfind``)
        end = j
        while end > 0 and j - end < 8 and text[end - 1] in _KEY_END:
            end -= 1
        lo = max(0, end - 48)
        start = max(text.rfind(c, lo, end) for c in _KEY_START) + 1
        if start == 0 and lo > 0 or (k := _RECORD_KEY_WORD.fullmatch(text, start, end)) is None:
            continue
        parts = [p.lower() for p in _KEY_PARTS.findall(k.group())]
        if not parts:
            continue
        last, rest = parts[-1], " ".join(parts[:-1])
        if len(parts) > 1 and " ".join(parts) in _PASSWORD_PHRASES:
            last, rest = "password", ""
        if len(parts) > 1 and not _named(last, "") and parts[0] not in _PASSWORD_PARTS and all(
            _in(p, _LOCK_PARTS) or _in(p, _CODE_PARTS) or _in(p, _PIN_PARTS) for p in parts[1:]
        ) and _named(parts[0], " ".join(parts[1:])):
            last, rest = parts[0], " ".join(parts[1:])  # the head first ("codigo_puerta", "kode_pintu", "pin_kod")
        value = v["v"]
        code = _RECORD_CODE.fullmatch(value) is not None
        if code:
            digits = [c for c in value if c.isdigit()]
            if not 3 <= len(digits) <= 8 or len(set(digits)) < 2:
                continue
        if rest and _NOT_RECORD_LOCK.search(rest):
            continue
        if code and _named(last, rest):
            yield v.span("v")
        elif not code and (
            last in _PASSWORD_PARTS or _in(last, _KEY_PARTS_WORDS) and _has(_NETS, lowered, start, j)
        ) and (_shaped(value) or last in _PASSWORD_PARTS and _passphrase(value)):
            yield v.span("v")


# seclex: a helpline named between a code word and the number: the number is the helpline's
_HELPLINE = re.compile(
    r"hotline|helpline|help line|infolini|service client|customer service|customer care|kundenservice|kundendienst"
    r"|servicio al cliente|atención al cliente|atendimento|assistenza clienti|call ?cent|客服|고객센터|お問い合わせ"
)


def scan(text: str, lowered: str) -> Iterator[tuple[int, int, str]]:
    for s, e in _told_later(text, lowered):
        yield s, e, "password_in_prose"
    for s, e in _login_handoffs(text, lowered):
        yield s, e, "password_in_prose"
    if ":" in text or "=" in text:
        for s, e in _record_keys(text, lowered):  # seclex
            yield s, e, "password_in_prose"
    ascii_text = lowered.isascii()
    four = four_digits(text)
    if four:
        for s, e in _told_codes(lowered):
            yield s, e, "password_in_prose"
    if ascii_text and not four and longest_run(text) < 6:
        return
    ascii_words, other_words = triggers()
    hits = list(_near(ascii_words, lowered, lowered, _ANCHOR_ASCII, _ALNUM))
    if not ascii_text:
        hits = sorted(hits + list(_near(other_words, lowered, lowered, _ANCHOR_OTHER)), key=lambda m: m.start())
    scanned = 0
    for m in hits:
        word = m.group()
        s, e = m.span()
        if s < scanned or not _bounded(lowered, s, e, word):
            continue
        line_start, line_end = line_window(lowered, s, e, 100, 100)
        stop = clause_end(lowered, _CLAUSE_END, e, min(line_end, e + 80))
        role = _ROLE.get(word, "")
        lo = max(line_start, s - 50)
        if role in ("pin", "code") and (
            _NOT_CODE_AFTER.match(lowered, e) or _CJK_COMPOUND.match(lowered, max(0, s - 1))
        ):
            continue  # secfp: "κωδικός κράτησης 4821…" (a booking's code), "部门编码 2802" (a number, no lock's code)
        if role in ("pin", "code") and four and not _NOT_CODE_BEFORE.search(lowered, lo, s):
            # secfix18: a stem's ending is no word of its own ("konfirmkodon 767241": no "on" before the number)
            we = _WORD_REST.match(lowered, e, stop).end() if word in _STEMS else e  # type: ignore[union-attr]
            got = _number_after(text, lowered, we, stop, role == "pin")
            # a code word needs its lock before the number ("Flight code BA 2490 leaves from gate 12": no)
            if got is not None and word in _POSTAL_PIN and got[1] - got[0] in (5, 6) and not _has(
                _LOCKS, lowered, lo, stop
            ):
                continue  # "पिन कोड 302015": India's postal index number (six digits), no lock near it
            if got is not None and _HELPLINE.search(lowered, e, got[0]) is not None:
                continue  # seclex: "the verification code is never shared, hotline 08001234": a helpline's number
            if got is not None and (role == "pin" or _has(_LOCKS, lowered, lo, got[0])):
                scanned = got[1]
                yield got[0], got[1], "password_in_prose"
                continue
        if role == "key" or word in _PASSWORD_WORDS:
            near = max(line_start, s - 80), min(line_end, e + 80)
            if word in _PASSWORD_WORDS and role == "pin" or _has(_NETS, lowered, *near):
                # secfix15: a stem's ending is no token of its own ("lykilorðið á fartölvunni er …")
                we = _WORD_REST.match(lowered, e, stop).end() if word in _STEMS else e  # type: ignore[union-attr]
                got = _shape_after(text, we, stop, 1 if word in ("की", "키") else 4)
                if got is not None:
                    scanned = got[1]
                    yield got[0], got[1], "password_in_prose"
