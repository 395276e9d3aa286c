"""secfix24: credentials handed round in a group (shared logins, mobile-money PINs, hall codes, Wi-Fi), and the
group's bookkeeping numbers beside them.

Recall (:func:`scan`): a credential's noun, what it is of, a copula, the value, in any word order the languages
of the small groups use (English, Spanish, Portuguese, French, Swahili, Hindi, Bengali, Indonesian, Tagalog,
Haitian Creole, Vietnamese, Thai, Amharic):

* **a credential's noun, its qualifier, a copula, the value**: "the verification code that just came to the club
  phone for the shared Gmail is 149810", "el código de la puerta lateral de la casa comunal es *6492", "Ang MPIN ng
  GCash ng Kooperatiba ay 2956", "PIN kartu ATM kas Komite Sekolah SDN 3 adalah 2493", "modpas Wi-Fi biwo a se
  DapKMlaQ0x5Cx": the noun opens a clause, the first copula of that clause ("is", "es", "é", "est", "ni", "ay",
  "se", "là", "adalah", "คือ") hands over the token after it. A bare "code" needs what it opens (a door, an alarm, a
  padlock) or a code that came to a phone in its clause; a bare "number" needs a lock right after it ("Namba ya
  kufuli …", "numéro du cadenas"), or before it in the languages that put it there ("गोदाम के ताले का नंबर 3605 है");
* **the value right after the noun**, in the languages that put the copula last ("दरवाज़े का कोड B9719 है",
  "দরজার কোড B7167।") or with no copula ("modpas Mawar2089+", "passcode wamKZC" after a meeting's id);
* **a lock disarmed or opened "with" a number** ("switch off the hall alarm with 6754 then press ENT");
* **an API key's noun and a key of hex digits in its clause** ("ufunguo wa API wa fomu … ni 4028…0f", "एपीआई
  कुंजी 3da3…ef91 है");
* **backup codes after their label and a clause that ends in a colon** ("backup codes for the Google account of …
  in case the office phone is lost: 9149 1480, 7039 8583, …").

Each value has a credential's shape for its noun: a code of four to eight digits, marked with "*" or "#" or a
letter ("*6492", "B9719"), three digits or single digits joined by dashes for a combination lock ("839",
"4-4-6-9"); a password's shape for a password's noun; mixed case or digits for a meeting's passcode. An amount, a
date, a phone number in groups, a number with a unit is none.

Precision (:func:`not_the_value`, for a value a keyword's window read):

* **a memory record's metadata field**: the value is inside the string of a JSON key that names where the record came
  from, its scope, its author or its time ("…รหัสผ่านให้ขอจากพี่นิด ไม่ได้บันทึกไว้ที่นี่", "ที่มา": "อีเมลจาก…": the
  password is withheld; what follows is the record's source);
* **a number's own label names another kind of number**, right before it (the label's word, at most two more, a
  colon, or its own copula): a booking, a member, an invoice, a paybill or till, a reference ("Mã đặt xe buýt:
  64775B", "เลขที่จองรถบัส: RES-HX4MVF", "Paybill ni 522533"), or a number sign ("porte le n° 253 sur le registre");
* **whom to ask instead**: the value is the verb "ask", or a name followed by it in the same phrase ("password:
  itanong kay Paolo", "पासवर्ड: सुनीता जी से पूछें").

And (:func:`account_not_card`, for a card number): a number in groups labelled as a bank account's number, with no
card word around it ("खाता संख्या 5261 9565 5181 7626, आईएफ़एससी …", "โอนเข้าบัญชี 4002 2674 0117 7634"): an
account to pay into, not a card.

Work is bounded: texts over ``_MAX`` characters are not read by these rules (a memory is short), each noun reads
one clause of at most ``_SPAN`` characters, a clause read for one noun is not read again for the next, and at most
``_READS`` nouns (and as many "with"s) are read in a text.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from zeusmem.rules.secrets import _lexicon, _withheld
from zeusmem.rules.secrets._engine import _ALNUM, _near, literal_starts, register
from zeusmem.rules.secrets._general import counted, grouped_or_dated
from zeusmem.rules.secrets._locales import _shaped
from zeusmem.rules.secrets._recovery import (
    _CODES_ANCHOR,
    _CODES_LABEL,
    _CODES_LABEL_MORE,
    _CODES_MORE_ANCHOR,
    _code_run,
)

_MAX = 20_000
_SPAN = 150
_READS = 32  # nouns read per text (and "with"s): a bound on the work in a text made of them

# --- the nouns -----------------------------------------------------------------------------------------------------
# role: "pw" a password's noun (a password's shape), "pin" a secret number's noun (a code's shape), "otp" a one-time
# code's noun (digits), "pass" a meeting's or an account's passcode (digits, mixed case), "combo" a combination's
# noun (a code, three digits or dashed digits), "code" a bare code's noun (needs a lock or a phone's arrival),
# "number" a bare number's noun (needs a lock next to it), "api" an API key's noun (hex digits in the clause)
_NOUNS: dict[str, str] = {}


def _add(role: str, words: str) -> None:
    for w in words.split("|"):
        _NOUNS[w] = role


_add("pw", "password|passwort|contraseña|contrasena|senha|mot de passe|mdp|nenosiri|neno la siri|neno siri"
           "|पासवर्ड|kata sandi|kata sandinya|sandi|sandinya|modpas|mo de pas|mật khẩu|mat khau|รหัสผ่าน|পাসওয়ার্ড"
           "|পাসওয়ার্ড|የይለፍ ቃል|የይለፍ ቃሉ")
_add("pin", "pin|mpin|upi pin|m-pin|पिन|পিন|ፒን|namba ya siri|nambari ya siri|kòd sekrè|mã pin|รหัส pin"
            "|digicode|door code|gate code|alarm code|keypad code|key safe code|keysafe code|lockbox code"
            "|key box code")
_add("otp", "otp|verification code|security code|sms code|login code|one-time code|one time code"
            "|código de verificación|codigo de verificacion|código de verificação|codigo de verificacao"
            "|code de vérification|code de verification|nambari ya uthibitisho|namba ya uthibitisho"
            "|msimbo wa uthibitisho|kode verifikasi|kode otp|mã xác minh|mã xác thực|mã otp|รหัส otp|รหัสยืนยัน"
            "|ओटीपी|सत्यापन कोड|ওটিপি|যাচাই কোড|kòd verifikasyon|verification number|ኦቲፒ")
_add("pass", "passcode|pass code|código de acceso|codigo de acceso|código de acesso|codigo de acesso"
             "|code d'accès|code d’accès|code secret|mã truy cập|mã vào|รหัสเข้า|पासकोड|পাসকোড|kòd aksè")
_add("combo", "combination|combinación|combinacion|combinação|combinacao|combinaison|konbinezon|kombinasyon"
              "|kombinasi|mchanganyiko|कॉम्बिनेशन|संयोजन|কম্বিনেশন|tổ hợp")
_add("code", "code|código|codigo|kòd|kod|kode|msimbo|mã|mã số|รหัส|कोड|কোড|ኮድ|codice")
_add("number", "number|número|numero|numéro|namba|nambari|nimewo|nomor|số|หมายเลข|เลข|नंबर|संख्या|নম্বর|ቁጥር")
# secfix25: the nouns of more languages (Japanese, Korean, Chinese, Hebrew, Urdu, Yoruba, Tamil, Serbian, Greek)
_add("pw", "密码|密碼|密钥|パスワード|비밀번호|סיסמה|הסיסמה|پاس ورڈ|পাসওয়ার্ড|পাসওয়ার্ড|पासवर्ड|கடவுச்சொல்")
_add("pin", "пин|пін|puk|puk code|puk-code|暗証番号|pin码")
_add("otp", "인증번호|인증 번호|인증코드|認証コード|認証番号|确认码|验证码|驗證碼|קוד אימות|код подтверждения")
_add("pass", "パスコード|passcode|கடவுக்குறியீடு|код розблокування|код разблокировки")
_add("code", "код|קוד|کوڈ|kóòdù|koodu|κωδικός|codul|codului")
_add("api", "api key|api-key|apikey|api token|clé api|cle api|clave api|clave de api|chave api|chave da api"
            "|chave de api|ufunguo wa api|funguo wa api|kle api|kle a api|एपीआई कुंजी|api कुंजी|एपीआई की"
            "|khóa api|khoá api|คีย์ api|api key ของ|kunci api|এপিআই কী|এপিআই কি|secret key")
# seclex3: the password nouns of the other languages of ``_concepts`` (a value right after the noun, or after a copula
# of this module's: "parola e 5912014971" after the Wi-Fi's name, Romanian's "e" before a number)
_add("pw", "parola|parolă|parolei|kennwort|wachtwoord|hasło|haslo|heslo|jelszó|jelszava|lozinka|lozinku|geslo"
           "|salasana|lösenord|lösenordet|passord|passordet|adgangskode|adgangskoden|kodeord|şifre|şifresi|sifre"
           "|sifresi|пароль|пароля|лозинка|лозинку|парола|паролата|συνθηματικό|slaptažodis|parole|parool"
           "|contrasenya|contrasinal|kata laluan|katalaluan|كلمة المرور|كلمة السر|رمز عبور|گذرواژه|סיסמא")
# seclex3: a phone's unlock pattern, told as the dots' numbers ("unlock pattern: 1-4-7-8-9")
_add("combo", "unlock pattern|lock pattern|pattern lock|screen pattern|entsperrmuster|schéma de déverrouillage"
              "|schema de deverrouillage|patrón de desbloqueo|patron de desbloqueo|padrão de desbloqueio"
              "|padrao de desbloqueio|sequenza di sblocco|ontgrendelpatroon|wzór odblokowania|wzor odblokowania"
              "|vzor odemčení|vzor na odomknutie|feloldási minta|upplåsningsmönster|oplåsningsmønster"
              "|opplåsingsmønster|avauskuvio|графический ключ|графічний ключ|kilit deseni|desen kilidi"
              "|mẫu hình mở khóa|pola kunci|pola buka kunci|解锁图案|解鎖圖案|图案密码|圖案密碼|パターンロック"
              "|ロック解除パターン|잠금 패턴|패턴 잠금|نمط القفل|نمط فتح القفل|الگوی قفل|पैटर्न लॉक|अनलॉक पैटर्न"
              "|প্যাটার্ন লক|รูปแบบปลดล็อก")
register(tuple(_NOUNS))
_NOUN_SET = frozenset(_NOUNS)


def _alt(latin: str, other: str = "") -> str:
    """An alternation whose Latin words are whole words ("alam", not "alamat"; "rive", not "river"); the words of the
    other scripts (Thai, Devanagari, Bengali, Ethiopic: glued to their particles) anywhere."""
    return f"(?:(?<![^\\W\\d_])(?:{latin})(?![^\\W\\d_])" + (f"|{other})" if other else ")")


# scripts written without spaces between words, or that glue particles to them: a noun may touch its neighbours
_GLUED = re.compile("[\u0e00-\u0e7f\u3040-\u30ff\u3400-\u9fff]")  # secfix25: and Han, kana

# what a code opens: doors, gates, alarms, locks, safes, key boxes (in the groups' languages)
_LOCK_LATIN = (
    r"doors?|gates?|alarms?|padlocks?|locks?|safes?|key ?safes?|key ?box(?:es)?|lock ?box(?:es)?|keypads?|shutters?"
    r"|entrance|alarmei|alarmă|alarma|ușa|ușii|usa|poarta|porții|lacăt\w*|lacat\w*|seif\w*"  # secfix25: Romanian
    r"|puertas?|portón|porton|alarma|candado|caja fuerte|caja de llaves|cajetín|cerradura"
    r"|portas?|portão|portao|alarme|cadeado|cofre|caixa de chaves|fechadura"
    r"|porte|portail|cadenas|coffre|boîte à clés|boite a cles|serrure|digicode"
    r"|mlango|geti|lango|kengele|kufuli|sefu|kasha la funguo"
    r"|pintu|gerbang|gembok|brankas|kotak kunci"
    r"|pinto|tarangkahan|kandado"
    r"|pòt|baryè|alam|kadna|kòf|bwat kle"
    r"|cửa(?! hàng)|cổng|báo động|ổ khóa|ổ khoá|khóa(?! học)|két|hộp chìa khóa"
    # seclex3: the locks of the other languages whose code nouns and copulas this module reads (Italian "codice …
    # è", Serbian "код … је", Greek "κωδικός … είναι", Yoruba "kóòdù … ni"), and the ones the groups' languages
    # lacked (a gate, an intercom, a locker, a garage, a key box)
    r"|portone|cancello|cancelletto|allarme|lucchetto|cassaforte|serratura|cassetta delle chiavi|armadietto"
    r"|citofono|врата|капија|капије|аларм|аларма|катанац|катанца|сеф|сефа|брава|браве|interfon|kapija|katanac"
    r"|πόρτα|πόρτας|πορτα|αυλόπορτα|αυλόπορτας|συναγερμός|συναγερμού|συναγερμου|λουκέτο|λουκέτου"
    r"|χρηματοκιβώτιο|χρηματοκιβωτίου|κλειδαριά|κλειδαριάς|ilẹ̀kùn|ilekun|geeti|agadagodo"
    r"|verja|reja|cancela|portero|taquilla|buzón|buzon|garaje|trastero|interfone|portaria|cacifo|garagem"
    r"|interphone|barrière|barriere|casier|pagar|peti besi|penggera|loker|kofa|ƙofa|makulli"
    r"|kabati|locker|lockers|intercom|garage|gembok"
)
_LOCK_OTHER = (
    r"दरवाज़|दरवाज|गेट|अलार्म|ताला|ताले|तिजोरी|की बॉक्स"
    r"|ประตู|รั้ว|กันขโมย|สัญญาณกันขโมย|กุญแจ|ล็อก|ล็อค|ตู้เซฟ|กล่องกุญแจ"
    r"|দরজা|গেট|অ্যালার্ম|তালা|በር|ማንቂያ|መቆለፊያ"
    r"|דלת|הדלת|שער|השער|אזעקה|האזעקה|מנעול|המנעול|כספת|הכספת|לוקר|دروازہ|دروازے|تالا|الارم|லாக்கர்|கதவு|பூட்டு"
    r"|门锁|門鎖|门禁|門禁|保险柜|保險櫃|保险箱|保險箱|密码锁|密碼鎖|ドア|玄関|金庫|オートロック|南京錠"  # seclex3
    r"|현관|도어락|금고|자물쇠"
)
_LOCK = _alt(_LOCK_LATIN, _LOCK_OTHER)
_LOCKS = re.compile(_LOCK)
# secfix25: a Wi-Fi or a network named before a bare "key" or "pass" ("broadband - network TALKTALKC26437, key: …")
_WIFI_BEFORE = re.compile(_alt(
    r"wireless|broadband|network|ssid|router|hotspot|mạng",
    r"wi-fi|wifi|wlan|ওয়াই-ফাই|ওয়াইফাই|वाय-फाय|वाई-फाई|वाईफाई|无线|無線|ワイファイ|와이파이|вай-фай|וויפי|وای فای|واي فاي",
))
def _wifi_labels(lowered: str, wifi: list[int]) -> list[tuple[int, int, str]]:
    """A bare "key" or "pass" within 80 characters after a Wi-Fi or a network named: a Wi-Fi key's label."""
    out: list[tuple[int, int, str]] = []
    last = -1
    for p in wifi[:_READS]:
        for w in ("key", "pass"):
            i = lowered.find(w, max(p, last + 1), p + 80)
            if i >= 0 and _word_at(lowered, i, len(w)):
                out.append((i, i + len(w), "wkey"))
                last = max(last, i)
    return out


_WIFI_LITERALS = frozenset((
    "wifi", "wi-fi", "wlan", "wireless", "broadband", "network", "ssid", "router", "hotspot", "mạng", "ওয়াই-ফাই",
    "ওয়াইফাই", "वाय-फाय", "वाई-फाई", "वाईफाई", "无线", "無線", "ワイファイ", "와이파이", "вай-фай", "וויפי", "وای فای",
    "واي فاي",
))
register(tuple(_WIFI_LITERALS))
# the locks whose code is a combination (three digits, dashed digits) and whose "number" is their code
_COMBO_LOCK = _alt(
    r"padlocks?|combination locks?|safes?|key ?safes?|key ?box(?:es)?|lock ?box(?:es)?|alarms?|candado|caja fuerte"
    r"|alarma|cadeado|cofre|alarme|cadenas|coffre|boîte à clés|kufuli|sefu|kengele|gembok|brankas|kandado|kadna"
    r"|kòf|alam|ổ khóa|ổ khoá|két|báo động",
    r"ताला|ताले|तिजोरी|अलार्म|กุญแจ|ล็อก|ล็อค|ตู้เซฟ|กันขโมย|তালা|অ্যালার্ম|መቆለፊያ|ማንቂያ",
)
_COMBO_LOCKS = re.compile(_COMBO_LOCK)
# a number's lock right after it ("namba (mpya) ya kufuli", "numéro du cadenas", "number of the padlock")
_NUMBER_OF_LOCK = re.compile(
    r"[ \t]*+(?:[^\W\d_]{2,8}[ \t]++)?(?:(?:of the|of|de la|del|de|do|da|du|ya|wa|la|ng|ng mga|sou|của|ของ)[ \t]*+)?"
    + _COMBO_LOCK
)
# a lock right before a noun, with a genitive particle (Hindi, Bengali) or none ("padlock number", "দরজার কোড")
_LOCK_BEFORE = re.compile(_LOCK + r"[^\s\d]{0,4}+(?:[ \t]++(?:का|की|के|এর|-এর|ের))?[ \t]*+$")
# a code that came to a phone, by text or to an app: a one-time code
_ARRIVED = re.compile(_alt(
    r"came|arrived|received|sent to|texted|got|llegó|llego|ha llegado|recibido|recibí|chegou|recebido|recebi"
    r"|reçu|recu|arrivé|envoyé|iliyofika|imefika|iliyotumwa|ilitumwa|dumating|natanggap|rive|resevwa"
    r"|nhận được|gửi về|gửi đến|masuk|diterima|dikirim|sms|by text|via text",
    r"ได้รับ|ส่งมา|เข้ามือถือ|आया|आई|मिला|এসেছে|পাওয়া|ደረሰ",
))
# what a code or a number is when it is no credential: a booking, an order, a member's, a postal code...
_OTHER_NUMBER = re.compile(_alt(
    r"(?:booking|reservation|reserva|réservation|reservación|rezèvasyon|kuhifadhi|đặt chỗ|đặt|pnr"
    r"|localizador|members?|membership|socio|sócio|adhérent|adherent|manm|mwanachama|uanachama|anggota|hội viên"
    r"|invoices?|factura|fatura|facture|fakti|ankara|hóa đơn|nota"
    r"|paybill|till number|till no|pix key|chave pix|upi id|promptpay|meeting id|meeting-id"
    r"|reference|referencia|referência|référence|referans|kumbukumbu|referensi|tham chiếu"
    r"|tracking|rastreo|rastreio|suivi|order|pedido|commande|envelope|enveloppe|bahasha"
    r"|promo|discount|descuento|desconto|coupon"
    r"|cupón|voucher|postal|zip|postcode|account number|audience|team id|receipt|recibo|resibo"
    # secfix25: a user's or a customer's code is their login's id ("קוד משתמש 90070060", "código de cliente")
    r"|user code|customer code|client code|código de usuario|codigo de usuario|código de cliente|codigo de cliente"
    r"|codice utente|codice cliente|code client|code utilisateur|kundennummer|kundencode|benutzerkennung"
    r"|transaction id|transaction number|serial number)(?![^\W\d_])",
    r"จอง|बुकिंग|পিএনআর|สมาชิก|सदस्य|সদস্য|አባል|ใบแจ้งหนี้|พร้อมเพย์|อ้างอิง|रेफ़रेंस|रेफरेंस|রেফারেন্স"
    # secfix25: a transaction's, an order's, a waybill's serial number; a user's or a customer's code
    r"|流水号|流水號|交易号|交易號|订单号|訂單號|运单号|運單號|单号|單號|编号|編號|参考号|參考號|客服电话|客服電話|热线|熱線"
    r"|קוד משתמש|קוד לקוח|מספר לקוח|מספר הזמנה|אסמכתא",
))
# a credential's own words in a value's label (a booking word after one of them is still a booking's)
_STRONG = re.compile(
    r"password|passcode|pin|otp|combination|contraseña|senha|mot de passe|nenosiri|पासवर्ड|sandi|modpas|mật khẩu"
    r"|รหัสผ่าน|পাসওয়ার্ড|alarm|door|gate|padlock|safe|puerta|candado|porta|cadeado|porte|cadenas|mlango|kufuli"
    r"|kengele|दरवाज|ताल|pintu|gembok|pinto|kandado|pòt|kadna|cửa|ประตู|กุญแจ|দরজা|তালা|पिन|পিন|ፒን|รหัสผ่าน"
    r"|code|código|codigo|kòd|kode|msimbo|mã|รหัส|कोड|কোড"
    r"|密码|密碼|验证码|驗證碼|口令|暗証|パスワード|パスコード|認証|인증|비밀번호|סיסמ|קוד"  # secfix25
)

# a public identifier named in the clause of an API key's noun ("API key (client id) is …", "publishable key")
_PUBLIC_ID = re.compile(_alt(r"(?:client[ _-]?id|app[ _-]?id|id|identifier|publishable|public)(?![^\W\d_])"))
# a negation right before a noun ("no password", "sin contraseña", "pa gen modpas", "ไม่มีรหัสผ่าน")
_NEGATED = re.compile(
    _alt(r"(?:no|not|without|sin|sem|sans|pas de|hakuna|bila|walang|pa gen|không có|không|tanpa|tidak ada)[ \t]++$",
         r"ไม่มี$|ไม่ต้องใช้$|बिना[ \t]*+$|বিনা[ \t]*+$")
)
# a name's word before the copula: what the copula hands over is a name (a network's, a user's)
_NAME_WORD = re.compile(_alt(
    r"(?:name|names|network|ssid|user|username|login|e-?mail|nombre|nom|nome|jina|pangalan|non|tên|usuario"
    r"|utilisateur|usuário|red|rede|réseau|mtandao|jaringan|rezo|mạng|imèl|correo)(?![^\W\d_])",
    r"ชื่อ|नाम|নাম|ስም|เครือข่าย|नेटवर्क|নেটওয়ার্ক",
))


# a copula that hands the value over, in the groups' languages
_COPULA = re.compile(
    r"(?<![^\W\d_])(?:is|are|was|will be|es|era|será|é|est|était|sera|ni|ay|se|là|adalah|ialah|yaitu|yakni"
    # secfix25: Serbian and Macedonian, Italian, Romanian, Greek; a value given ("she gave 1767", "dia beri 1767")
    r"|је|è|είναι|gave|gives|beri|memberi|dio|deu|diede|gab|e(?=[ \t]++[*#]?\d))"  # ("e" only before a number)
    r"(?![^\W\d_])|คือ|เป็น"
)
# a clause ends at a sentence's end, a semicolon, a line, a JSON string's end
_CLAUSE_END = re.compile(r"[.!?](?:\s|$)|[;\n।።]|\"\s*+[,}:]")
# the value: a token; its own closing marks are not part of it
_TOKEN = re.compile(r"[ \t]*+[:：=]?[ \t\"'“«]*+(?P<v>[^\s\"'“”«»,;()]{2,80}+)")
_TRAILING = ".,;:!?)]}\"'”»।"
# SOV languages: the copula after the value ("… B9719 है", "… 3605 है")
_FINAL_COPULA = re.compile(r"[ \t]*+(?:है|हैं|था|थी|আহে|आहे|ہے|ہیں|হলো|হল|হয়|ነው|ናቸው)(?![^\W\d_])|[ \t]*+(?:[।።.;,]|$)")

# what a value in prose holds not: a reference's or a template's marks, a dotted path
_NOT_PROSE_VALUE = re.compile(r"[\[\]{}<>$]|^[%@]|[a-z]\.[a-z]\w*\.[a-z]")

# the shapes of a code
_CODE = re.compile(r"[*#]?\d{4,8}[#*]?|[*#]\d{3}|\d{3}#|[A-Z]\d{4,6}|[A-Z]{1,2}-\d{4,6}|\d{4,6}[A-Z]")
_COMBO = re.compile(r"\d{3,8}|\d(?:-\d){2,5}|\d{2}(?:-\d{2}){2,3}")
_DIGITS = re.compile(r"\d{4,10}")
# after a password's noun: upper- and lower-case letters and digits, eight or more ("KayNou-2026")
_CASED_PW = re.compile(r"(?=[^a-z]*[a-z])(?=[^A-Z]*[A-Z])(?=\D*\d)[A-Za-z0-9!#$%&*+=?@^_-]{8,40}")
_HEX = re.compile(r"[0-9a-f]{32,64}|[0-9A-F]{32,64}")
# a meeting's passcode: mixed case, or letters and digits ("wamKZC", "DdpwzF")
_MIXED = re.compile(
    r"(?=[A-Za-z0-9]*[a-z])(?=[A-Za-z0-9]*[A-Z])[A-Za-z0-9]{5,12}|(?=\w*\d)(?=\w*[A-Za-z])[A-Za-z0-9]{5,12}"
)
_MEETING = re.compile(r"zoom|meet|teams|webex|webinar|meeting|reunión|réunion|reunião|mkutano|pulong|reyinyon"
                      r"|cuộc họp|ประชุม|बैठक|মিটিং|সভা|rapat|ensayo|ensaio|répétition")


_PROSE_BEFORE = frozenset(" \t\n\"'“‘«(¿¡")
_PROSE_AFTER = frozenset(" \t\n,")


def _word_at(lowered: str, i: int, n: int) -> bool:
    """The noun at ``[i, i + n)`` is a word of prose: after a space, a quote or a bracket, before a space or a colon
    and a space (not "DB_PASSWORD", "${PASSWORD}", "password_hash", "login.password.label"); in Thai, anywhere."""
    if _GLUED.match(lowered, i):
        return True
    if i > 0 and lowered[i - 1] not in _PROSE_BEFORE and not lowered.startswith("\\n", i - 2):
        return False  # (secfix25: a line escaped in a JSON string starts a word too: "…\\nPASS 5537925650")
    e = i + n
    if e >= len(lowered) or lowered[e] in _PROSE_AFTER:
        return True
    return lowered[e] in ":：" and (e + 1 >= len(lowered) or lowered[e + 1] in " \t")


def _clause(lowered: str, e: int) -> int:
    """Where the clause that goes on at ``e`` ends (at most ``_SPAN`` characters on)."""
    stop = min(len(lowered), e + _SPAN)
    m = _CLAUSE_END.search(lowered, e, stop)
    return m.start() if m is not None else stop


def _value(text: str, i: int, stop: int) -> tuple[int, int] | None:
    m = _TOKEN.match(text, i, stop + 1)
    if m is None:
        return None
    s, e = m.span("v")
    while e > s and text[e - 1] in _TRAILING:
        e -= 1
    return (s, e) if e - s >= 2 else None


def _not_a_code(text: str, lowered: str, s: int, e: int) -> bool:
    """An amount, a date, a number in groups (a phone), a number with a unit, one digit repeated."""
    v = text[s:e]
    digits = [c for c in v if c.isdigit()]
    return (
        len(set(digits)) < 2
        or counted(text, lowered, s, e)
        or grouped_or_dated(text, s, e)
        or re.match(r"[ \t]*+\d", text[e : e + 2]) is not None
        or re.match(r"[.,:/]\d", text[e : e + 2]) is not None
    )


def _shape_ok(role: str, text: str, lowered: str, s: int, e: int, combo: tuple[int, int] | None) -> bool:
    """The value at ``[s, e)`` has its noun's shape; ``combo``: where a combination's lock would make three digits
    or dashed digits a code (None: the noun names a combination or its number already)."""
    v = text[s:e]
    if v.isalpha() and v.islower() and len(v) < 8:
        return False  # a word of the sentence ("is", "from", "stays"), no value of any noun's shape
    if _NOT_PROSE_VALUE.search(v) is not None or text.startswith(("...", "…"), e):
        return False  # "${DB_PASSWORD}", "ENC[…]", "credentials.mailgun[:password]", "pypi-AgEI…": no value
    if role == "pw":
        return _shaped(v) or _CASED_PW.fullmatch(v) is not None or (
            _CODE.fullmatch(v) is not None and not _not_a_code(text, lowered, s, e)
        )
    if role == "api":
        return _HEX.fullmatch(v) is not None
    if role == "pass":
        ok = _DIGITS.fullmatch(v) is not None or _shaped(v) or (
            _MIXED.fullmatch(v) is not None and _MEETING.search(lowered) is not None
        )
        return ok and not (v.isdigit() and _not_a_code(text, lowered, s, e))
    if role == "otp":
        return _DIGITS.fullmatch(v) is not None and len(v) <= 8 and not _not_a_code(text, lowered, s, e)
    if _CODE.fullmatch(v) is None and not (
        _COMBO.fullmatch(v) is not None and (combo is None or _COMBO_LOCKS.search(lowered, *combo) is not None)
    ):
        return False
    return not _not_a_code(text, lowered, s, e)


def _nouns(lowered: str) -> list[tuple[int, int, str]]:
    where = literal_starts(lowered)
    out = []
    for w in _NOUN_SET.intersection(where):
        for i in where[w]:
            if _word_at(lowered, i, len(w)):
                out.append((i, i + len(w), _NOUNS[w]))
    # the longest noun at a start ("verification code" over "code"; "mã pin" over "mã")
    out.sort(key=lambda t: (t[0], -t[1]))
    kept: list[tuple[int, int, str]] = []
    for t in out:
        if kept and t[0] < kept[-1][1]:
            continue
        kept.append(t)
    return kept


def _other_before(lowered: str, i: int) -> bool:
    """The word right before a bare noun names another kind of code ("booking code", "Kode booking", "promo")."""
    before = lowered[max(0, i - 16) : i]
    return _OTHER_NUMBER.search(before.rsplit("\n", 1)[-1][-14:]) is not None


def scan(text: str, lowered: str) -> Iterator[tuple[int, int, str]]:
    """Credentials handed over after their noun and a copula, or right after their noun (see the module)."""
    if len(text) > _MAX:
        return
    nouns = _nouns(lowered)
    where = literal_starts(lowered)
    if wifi := sorted(j for w in _WIFI_LITERALS.intersection(where) for j in where[w]):
        nouns = sorted(nouns + _wifi_labels(lowered, wifi))
    done = -1
    for n, (i, e, role) in enumerate(nouns):
        if n == _READS:
            break  # a memory names a few credentials; a text of hundreds of "pin 1234" is read for the first ones
        if i < done:
            continue
        got = _read(text, lowered, i, e, role)
        if got is not None:
            done = got[1]
            yield got[0], got[1], "api_key" if role == "api" else "password_in_prose"
    yield from _with_number(text, lowered)
    yield from _backup_list(text, lowered)
    yield from _access_vouchers(text, lowered)


def _read(text: str, lowered: str, i: int, e: int, role: str) -> tuple[int, int] | None:
    got = _read_value(text, lowered, i, e, role)
    if got is not None and _POSTAL_PIN.match(lowered, i) and re.fullmatch(r"[1-9]\d{5}", text[got[0] : got[1]]):
        if not (_LOCKS.search(lowered, max(0, i - 40), got[0]) or _CARD_WORD.search(lowered, max(0, i - 40), got[1])):
            return None  # "the PIN code of our office in Bangalore is 560001": India's postal code, no lock's
    return got


# "PIN code", "pincode": India's postal index number when six digits follow and no lock or card is named
_POSTAL_PIN = re.compile(r"pin[ -]?code|pincode|pin kod")


_DIGIT = re.compile(r"\d")


def _read_value(text: str, lowered: str, i: int, e: int, role: str) -> tuple[int, int] | None:
    if role == "wkey":
        return _wifi_key(text, lowered, i, e)
    got = _read_plain(text, lowered, i, e, role)
    if got is None and role in ("code", "otp", "pass", "pin"):
        got = _event_value(text, lowered, i, e, role)
    if got is None and role == "pw" and _WIFI_BEFORE.search(lowered, max(0, i - 80), i) is not None:
        got = _digits_key(text, lowered, e)
    return got


def _read_plain(text: str, lowered: str, i: int, e: int, role: str) -> tuple[int, int] | None:
    stop = _clause(lowered, e)
    if role not in ("pw", "pass") and _DIGIT.search(lowered, e, stop) is None:
        return None  # a code, a PIN, a key of hex digits holds a digit ("the code review is tomorrow": none)
    if role == "api":
        if _PUBLIC_ID.search(lowered, e, stop) is not None:
            return None  # "the app's API key (client id) is …": a public identifier
        for m in _HEX.finditer(text, e, stop):
            if (m.start() == 0 or not text[m.start() - 1].isalnum()) and not text[m.end() : m.end() + 1].isalnum():
                return m.span()
        return None
    if role in ("code", "number", "otp", "pass") and _other_before(lowered, i):
        return None
    if _NEGATED.search(lowered, max(0, i - 12), i) is not None:
        return None  # "the hotspot has no password", "pa gen modpas", "walang password"
    c0 = _COPULA.search(lowered, e, stop)
    if c0 is not None and _NAME_WORD.search(lowered, e, c0.start()) is not None:
        return None  # "…, its name is Pixel-7A-Hotspot", "network name is …": what follows is a name
    # (the lock before the noun and a combination's lock are looked for only where a rule needs them)
    lock_before = role in ("code", "number") and _LOCK_BEFORE.search(lowered, max(0, i - 30), i) is not None
    if role == "code":
        span = lowered[e:stop]
        ok = lock_before or _LOCKS.search(span) is not None or _ARRIVED.search(span) is not None
        if not ok or _OTHER_NUMBER.search(span[:60]) is not None:
            return None
    if role == "number" and not (lock_before and _COMBO_LOCKS.search(lowered, max(0, i - 30), i)):
        if _NUMBER_OF_LOCK.match(lowered, e) is None:
            return None
    combo = (max(0, i - 30), stop) if role not in ("combo", "number") else None
    # the value right after the noun (a label's value, or before a final copula), or after a remark in brackets
    # (secfix25: "কার্ডের পিন (বেতন এই কার্ডে আসে) ০১৩২", "कार्डचा पिन (पगार यावरच येतो) ८४२१ आहे")
    direct = _value(text, _after_brackets(text, e, stop), stop)
    if direct is not None and (role in ("pw", "pin", "otp", "pass", "combo") or lock_before):
        s, v_end = direct
        if _shape_ok(role, text, lowered, s, v_end, combo) and (
            role in ("pw", "pin", "pass") or _FINAL_COPULA.match(text, v_end) is not None
        ):
            return s, v_end
    # a copula of the clause, then the value (the first of three copulas whose value has the shape: Swahili's
    # copula "ni" is Tagalog's "of" before a name, "Parokya ni San Roque ay 6248")
    for n, c in enumerate(_COPULA.finditer(lowered, e, stop)):
        if n == 3:
            break
        got = _value(text, c.end(), stop)
        if got is not None and _shape_ok(role, text, lowered, *got, combo):
            return got
    return None


def _after_brackets(text: str, e: int, stop: int) -> int:
    """Where the text goes on after a remark in brackets right after ``e`` (or ``e``)."""
    j = e
    while j < stop and text[j] in " \t":
        j += 1
    if j < stop and text[j] == "(":
        k = text.find(")", j, min(stop, j + 80))
        if k > 0 and not any(c.isdigit() for c in text[j:k]):
            return k + 1
    return e


# --- secfix25: a code told after what it came from or what it opened -------------------------------------------------
# a code that was sent or came (a one-time code): the verb before the noun in its sentence ("NatWest just texted Nan's
# phone a code", "La banca ha mandato un codice", "הבנק שלח קוד", "সোনালী ব্যাংক থেকে আসা কোড", "ከቴሌብር የመጣው ኮድ") or
# after it ("el código que mandó BCP es …", "ang code galing Metrobank ay …", "인증번호 왔어: …")
_SENT = re.compile(_alt(
    r"texted|sent|sends|came|arrived|received|got|mandó|mando|mandou|mandato|mandata|mandaron|mandaram|envió|envio"
    r"|enviou|enviado|enviada|inviato|inviata|envoyé|envoyée|geschickt|gesendet|bekommen|galing|dumating"
    r"|primit|trimis|venit|прислал|прислали|пришёл|пришел|прийшов|надіслав|надіслали|gönderdi|geldi|ήρθε|έστειλε",
    r"שלח|שלחו|שנשלח|הגיע|왔어|왔다|왔습니다|왔어요|보낸|来た|届いた|送られ|发来|發來|发的|收到"
    r"|আসা|এসেছে|آیا|آئی|آیا ہوا|आलेला|आलेली|आला|आया|आई|የመጣው|መጣ|ደረሰ|வந்த",
))
# a phone or a device unlocked: the verb of unlocking, or of opening with the device named ("il telefono di papà è
# sbloccato! Il codice era 0214", "父のスマホ開いた！パスコードは…", "Mo ti ṣí fóònù Bàbá! Kóòdù rẹ̀ ni …")
_UNLOCKED = re.compile(_alt(
    r"unlocked|unlock|sbloccat\w*|sblocca\w*|desbloquead\w*|desbloquei|desbloqueé|entsperrt|déverrouillé\w*"
    r"|ontgrendeld|odblokowa\w*|odemčen\w*|mở khóa|kilidini açtım|ξεκλείδωσ\w*",
    r"розблок|разблок|解锁|解鎖|ロック解除|잠금 해제|잠금해제",
))
_OPENED = re.compile(_alt(
    r"opened|open|aperto|abierto|aberto|ouvert|geöffnet|ṣí|buksan|nabuksan|binuksan|açtım|deschis",
    r"開いた|開けた|打开了|打開了|열었|열렸|திறந்து|திறந்த|פתחתי|فتحت|खोला|খুলেছি|открыл|відкрив",
))
_DEVICE = re.compile(_alt(
    r"phone|iphone|smartphone|tablet|ipad|laptop|telefon\w*|téléphone|teléfono|telefono|telefone|celular|cellulare"
    r"|fóònù|foonu|điện thoại",
    r"スマホ|携帯|手机|手機|폰|போன|телефон|טלפון|هاتف|फोन|ফোন|τηλέφωνο|κινητό",
))
# the value: four to eight digits, or six in two groups of three ("730-560", "245 370"), or digits one by one
# ("4 6 3 9 0 0", "6 1 5 5 6 3")
_EVENT_CODE = re.compile(
    r"(?P<v>\d{3}[- ]\d{3}|\d(?:[ ]\d){3,7}|\d{4,8})(?![\d]|[.,:/]\d|[ -]\d)"
)
_EVENT_GAP = 48


def _event_value(text: str, lowered: str, i: int, e: int, role: str) -> tuple[int, int] | None:
    """A code's noun, a one-time code's sending or a device's unlocking said around it, and the first number after
    it in its clause (:data:`_EVENT_CODE`)."""
    gap_end = _DIGIT.search(lowered, e, min(len(lowered), e + _EVENT_GAP))
    if gap_end is None:
        return None
    stop = min(_clause(lowered, e), e + _EVENT_GAP)
    j = gap_end.start()
    if j >= stop:
        return None
    if _other_before(lowered, i) or _NEGATED.search(lowered, max(0, i - 12), i) is not None:
        return None  # "the zip code they sent is …", "no code came"
    start = max(0, i - 100)
    sentence = max(lowered.rfind(c, start, i) for c in ".!?\n。！？")
    before = lowered[max(start, sentence + 1) : i]
    gap = lowered[e:j]
    if role != "otp":
        sent = _SENT.search(before) is not None or _SENT.search(gap) is not None
        near = lowered[start:i]
        unlocked = _UNLOCKED.search(near) is not None or (
            _OPENED.search(near) is not None and _DEVICE.search(near) is not None
        )
        if not (sent or unlocked):
            return None
    if j > 0 and (lowered[j - 1].isascii() and lowered[j - 1].isalnum() or lowered[j - 1] in "-+/.,#№"):
        return None  # (a particle of a script without spaces may touch it: "パスコードは696865だった")
    if _OTHER_NUMBER.search(gap) is not None or _other_before(lowered, j):
        return None
    m = _EVENT_CODE.match(text, j)
    if m is None:
        return None
    s, v_end = m.span("v")
    digits = [c for c in text[s:v_end] if c.isdigit()]
    if len(set(digits)) < 2 or (text[s:v_end].isdigit() and _not_a_code(text, lowered, s, v_end)):
        return None
    if _UNIT_AFTER.match(lowered, v_end) is not None:
        return None
    return s, v_end


# a number of minutes, of gigabytes, of people: no code
_UNIT_AFTER = re.compile(_alt(r"[ \t]*+(?:min\w*|minut\w*|sec\w*|gb|mb|kb|hours?|days?|people|persons?)"))


# a Wi-Fi's key after a bare "key" or "pass" ("network TALKTALKC26437, key: 2139788074"): a password's shape, eight or
# more capitals and digits, or eight to sixteen digits
_CAPS_KEY = re.compile(r"(?=[A-Z0-9]*\d)(?=[A-Z0-9]*[A-Z])[A-Z0-9]{8,40}")
_DIGITS_KEY = re.compile(r"\d{8,16}(?![\w.,:/-])|\d{8,16}(?=[.,](?:\s|$))")


def _digits_key(text: str, lowered: str, e: int) -> tuple[int, int] | None:
    if (c := _COPULA.match(lowered, e + 1)) is not None and lowered[e : e + 1] in " \t":
        e = c.end()  # seclex3: a copula right after the noun ("parola e 5912014971")
    got = _value(text, e, _clause(lowered, e))
    if got is None:
        return None
    m = _DIGITS_KEY.match(text, got[0])  # (its sentence's end may touch it: "密码 1646891297。")
    if m is not None and len(set(m.group())) > 2:
        return m.span()
    return None


def _wifi_key(text: str, lowered: str, i: int, e: int) -> tuple[int, int] | None:
    line = lowered.rfind("\n", 0, i) + 1
    if _WIFI_BEFORE.search(lowered, max(line, i - 80), i) is None:
        return None
    if not (e < len(text) and text[e] in ":=：" or text[e : e + 2] in (": ", " :") or lowered.startswith(" is ", e)):
        if not text[i:e].isupper():
            return None  # "key" or "pass" as a label: a colon after it, or written in capitals ("PASS 5537925650")
    got = _value(text, e, _clause(lowered, e))
    if got is None:
        return None
    v = text[got[0] : got[1]]
    if (digits := _digits_key(text, lowered, e)) is not None:
        return digits
    if _CAPS_KEY.fullmatch(v) is not None or _shaped(v) or _CASED_PW.fullmatch(v) is not None:
        return got
    return None


# --- secfix25: a voucher that logs in to the internet ----------------------------------------------------------------
# a code of three or four groups of four capitals and digits ("WNPR-3HH2-GLNR") with, before it on its line or the line
# before, a voucher's or a card's noun and what it opens (the internet, a Wi-Fi, data): it logs whoever holds it in
# ("crew internet voucher", "Starlink voucher", "mã thẻ internet", "كارت النت"); a shop's voucher (a discount, a gift,
# a promotion) is none
_GROUPED_CODE = re.compile(r"(?<![A-Za-z0-9-])[A-Z0-9]{4}(?:-[A-Z0-9]{4}){2,3}(?![A-Za-z0-9-])")
_ACCESS_WORDS = ("internet", "wifi", "wi-fi", "wlan", "starlink", "vsat", "hotspot", "النت", "الإنترنت", "انترنت",
                 "上网", "上網", "インターネット", "인터넷", "इंटरनेट", "ইন্টারনেট", "интернет")
register(_ACCESS_WORDS)
_ACCESS = re.compile(_alt(
    r"internet|wi-?fi|wlan|starlink|vsat|hotspot|data|mạng|интернет",
    r"النت|الإنترنت|انترنت|上网|上網|インターネット|인터넷|इंटरनेट|ইন্টারনেট",
))
_VOUCHER = re.compile(_alt(
    r"vouchers?|cards?|tickets?|pins?|codes?|thẻ|tarjeta|ficha|cartão|cartao|carte|karte|kartu|kad|ваучер|карт\w*"
    r"|код",
    r"كارت|بطاقة|كرت|卡|券|カード|카드|कार्ड|কার্ড",
))
_SHOP = re.compile(
    r"discount|promo|coupon|gift|referral|rabatt|gutschein|descuento|desconto|sconto|réduction|remise|korting"
    r"|giảm giá|khuyến mãi|خصم|折扣|优惠|クーポン|할인|скидк|промокод"
)


def _grouped_codes(text: str) -> Iterator[re.Match[str]]:
    """The codes in groups of four (:data:`_GROUPED_CODE`), looked for at each dash's group (``str.find``)."""
    i = text.find("-", 4)
    while i >= 0:
        m = _GROUPED_CODE.match(text, i - 4)
        if m is not None:
            yield m
            i = text.find("-", m.end())
        else:
            i = text.find("-", i + 1)


def _access_vouchers(text: str, lowered: str) -> Iterator[tuple[int, int, str]]:
    if "-" not in text:
        return
    where = literal_starts(lowered)
    if not any(w in where for w in _ACCESS_WORDS):
        return
    for n, m in enumerate(_grouped_codes(text)):
        if n == _READS:
            return
        # its line and the one before (a subject's, a title's), not past an empty line
        line = lowered.rfind("\n", 0, m.start())
        line = lowered.rfind("\n", 0, line) if line > 0 else line
        para = lowered.rfind("\n\n", 0, m.start())
        before = lowered[max(line + 1, para + 2, m.start() - 160) : m.start()]
        if _ACCESS.search(before) is None or _VOUCHER.search(before) is None or _SHOP.search(before) is not None:
            continue
        groups = m.group().split("-")
        if len(set(groups)) < len(groups) or all(g.isdigit() for g in groups):
            continue  # "AAAA-AAAA-AAAA", a number in groups
        yield m.start(), m.end(), "access_voucher"


# --- a lock opened or disarmed "with" a number -----------------------------------------------------------------------
# ("con" and "com" are left out: they start too many words of English (and ".com") for a keyword read in every text)
_WITH = ("with", "using", "avec", "kwa", "gamit", "avè", "bằng", "ด้วย", "dengan")
register(_WITH)
_WITH_VALUE = re.compile(
    r"[ \t]++(?:(?:the|el|la|o|a|le|code|código|codigo|kòd|kode|msimbo|mã|pin)[ \t]++){0,2}"
    r"(?P<v>[*#]?\d{4,8}[#*]?)(?=[ \t]*+(?:$|[,.;:!?)]|(?:then|and|followed|press|enter|y|e|et|puis|luego|depois|na"
    r"|at|tapos|epi|rồi|dan|lalu)(?![^\W\d_])|แล้ว))"
)


def _with_number(text: str, lowered: str) -> Iterator[tuple[int, int, str]]:
    where = literal_starts(lowered)
    reads = 0
    for w in _WITH:
        for i in where.get(w, ()):
            if not _word_at(lowered, i, len(w)):
                continue
            reads += 1
            if reads > _READS:
                return
            m = _WITH_VALUE.match(lowered, i + len(w))
            if m is None:
                continue
            before = lowered[max(0, i - 40) : i]
            locks = list(_LOCKS.finditer(before))
            if not locks or any(c.isdigit() for c in before[locks[-1].end() :]):
                continue  # the lock, then no other number before "with"
            s, e = m.span("v")
            if not _not_a_code(text, lowered, s, e):
                yield s, e, "password_in_prose"


# --- backup codes after a clause that ends in a colon --------------------------------------------------------------
_BACKUP_WORDS = ("backup", "recovery", "बैकअप", "respaldo", "secours", "recupera", "cadangan", "pemulihan",
                 "dự phòng", "khôi phục", "สำรอง", "ব্যাকআপ")
_SENTENCE_END = re.compile(r"[.!?](?:\s|$)|\n|।")
register(_BACKUP_WORDS)


def _backup_list(text: str, lowered: str) -> Iterator[tuple[int, int, str]]:
    """Three backup codes or more after their label and a clause of the same sentence that ends in a colon."""
    where = literal_starts(lowered)
    if not any(w in where for w in _BACKUP_WORDS):
        return
    for label, anchor in ((_CODES_LABEL, _CODES_ANCHOR), (_CODES_LABEL_MORE, _CODES_MORE_ANCHOR)):
        for m in _near(label, lowered, lowered, anchor, _ALNUM):
            stop = min(len(lowered), m.end() + 200)
            end = _SENTENCE_END.search(lowered, m.end(), stop)
            colon = lowered.find(":", m.end(), end.start() if end is not None else stop)
            if colon < 0:
                continue
            at = colon + 1
            while at < len(lowered) and lowered[at] in " \t":
                at += 1
            first, last, count = _code_run(lowered, at)
            if count >= 3:
                yield first, last, "backup_codes"


# --- precision -----------------------------------------------------------------------------------------------------
# a JSON key right before a value: "<key>": " ; the keys of a memory record's metadata (where it came from, its
# scope, its author, its time), which hold no credential
_JSON_KEY = re.compile(r"\"(?P<k>[^\"\n]{1,40})\"\s*+:\s*+\"?$")
_META_KEY = re.compile(_alt(
    r"source|sources|origin|from|author|by|via|scope|share_with|shared_with|date|time|timestamp|created|updated"
    r"|tags?|category|confidence|channel|fuente|fonte|chanzo|sumber|pinagmulan|sous|nguồn|ámbito|escopo|portée"
    r"|upeo|cakupan|saklaw|pòte|phạm_vi|compartir_con|ibahagi_sa",
    r"ที่มา|ขอบเขต|स्रोत|दायरा|উৎস|ምንጭ",
))
_NUMBER_SIGN = re.compile(r"(?<![^\W\d_])(?:n[º°o]\.?|no\.|nr\.?)[ \t]*+$")
_LABEL_START = re.compile(r"[.;!?\n।,(]")


def not_the_value(text: str, lowered: str, s: int, e: int) -> bool:
    """A reason why ``text[s:e]``, read after a credential word, is not the credential (see the module)."""
    if len(text) > _MAX:
        return False
    q = text.rfind('"', max(0, s - 120), s + 1)  # the value's JSON string opens there (or at ``s``)
    if q >= 0:
        k = _JSON_KEY.search(text, max(0, q - 48), q + 1)
        if k is not None and _META_KEY.fullmatch(k["k"].lower()) is not None:
            return True
    if _NUMBER_SIGN.search(lowered, max(0, s - 6), s) is not None:
        return True
    return (
        other_label(lowered, s) or _asked(text, lowered, s, e) or record_value(text, lowered, s)
        or _public_shape(text, lowered, s, e)
    )


# --- secfix25: a record's value (JSON, YAML, "key: value", "key = value") --------------------------------------------
# the key right before the value: a JSON key and its string's opening quote, or a line's (or an object's) key and its
# separator
_JSON_KEY_BEFORE = re.compile(r"\"(?P<j>[^\"\n]{1,40}+)\"[ \t]*+:[ \t]*+\"")
_LINE_KEY_BEFORE = re.compile(r"[ \t]*+(?P<k>[^\s\"'{},:=][^\n\"'{},:=]{0,38}?)[ \t]*+[:=：][ \t]*+[\"']?")


def _record_key(text: str, lo: int, s: int) -> tuple[str, bool] | None:
    """The key of the record's value that starts at ``s`` and whether it is a JSON key: ``"key": "`` right before
    ``s``, or a line's (an object's, a list's) key and its separator."""
    if s > 0 and text[s - 1] == '"':
        q = s - 2  # back over the separator to the key's closing quote, then to its opening one
        while q > lo and text[q] in " \t":
            q -= 1
        if q > lo and text[q] == ":":
            q -= 1
            while q > lo and text[q] in " \t":
                q -= 1
        o = text.rfind('"', lo, q) if q > lo and text[q] == '"' else -1
        if o >= 0:
            m = _JSON_KEY_BEFORE.fullmatch(text, o, s)
            if m is not None:
                return m["j"], True
    b = max(text.rfind("\n", lo, s), text.rfind("{", lo, s), text.rfind(",", lo, s)) + 1
    m = _LINE_KEY_BEFORE.fullmatch(text, max(b, lo), s)
    return (m["k"], False) if m is not None else None
# what a value's words say when the credential is withheld: not known, not found, whom to ask (``_lexicon``)
_WITHHELD = re.compile(
    r"(?<![^\W\d_])(?:" + _lexicon.WITHHELD_LATIN + r")(?![^\W\d_])|" + _lexicon.WITHHELD_OTHER
)
# a key names a credential when one of these is inside it (substrings: "db_pass", "wifiPassword", "סיסמה", "pin1")
_KEY_CREDENTIAL = re.compile("|".join(sorted(
    {re.escape(w) for w in (*_lexicon.WORDS, *_NOUN_SET) if len(w) >= 3 or not w.isascii()}
    | {"pass", "pwd", "pw", "pin", "code", "key", "token", "secret", "otp", "cvv", "cvc", "puk", "tan", "auth",
       "cred", "cod", "kod", "clave", "chave", "mk", "voucher", "combo", "safe", "lock", "sifre", "şifre"},
    key=len, reverse=True,
)))
# the keys whose value is free content (a memory's text, a fact's value, a note): a password may be all of it
_CONTENT_KEY = re.compile(
    r"value|val|v|answer|data|content|text|fact|note|notes|body|message|msg|memory|description|desc|details|info"
    r"|comment|comments|remark|summary|payload|result|output|input|string|raw|extra|misc|other|new|old|current"
    r"|memo"
    r"|valor|wert|valeur|valore|waarde|wartość|wartosc|значение|nilai|thamani|giá trị|値|值|값|قيمة|ערך|τιμή"
    r"|nota|notiz|remarque|observação|observacion|observación|ghi chú|catatan|maelezo|ملاحظة|הערה"
    r"|σημείωση|备注|メモ|메모"
)
# the last part of a key says what the credential's record is about, not the credential ("password_hint",
# "pin_location", "code_owner")
_ABOUT_PART = frozenset(
    "hint hints holder owner status expiry expires expiration location where place policy length reset label type"
    " kind format changed updated rule rules question manager set note notes id number no nr count age".split()
)
_KEY_PARTS = re.compile(r"[A-Z]?[a-z]+|[A-Z]+(?![a-z])|[^\W\d_A-Za-z]+|\d+")
_PASS_KIND = re.compile(
    r"(?<![^\W\d_])(?:" + _lexicon.PASS_KINDS + r")[ \t_-]?pass(?:es)?(?![^\W\d_])[\"']?[ \t]*+(?:[:=：][ \t]*+)?"
    r"(?:(?:is|was|no\.?|number|nr\.?|#)[ \t]*+)?[\"']?\Z"
)


def record_value(text: str, lowered: str, s: int) -> bool:
    """secfix25: ``text[s:…]`` is all of a record's value, and no credential's: a phrase that says the credential
    is withheld ("password": "not found", "sconosciuta", "לא ידועה", "code": "ask the officer on watch"; secwith: the
    phrases of ``_withheld``'s table, "kept by the site manager", "sent by SMS", "in 1Password"), or the value
    of a key that names none (a ship's name after a note that names a door's code) or names a pass, a ticket
    ("gangway_pass": "GP-74369", "boarding pass: …"), or what a credential's record is about ("password_hint")."""
    lo = max(0, s - 64)
    p = lowered.rfind("pass", lo, s)
    if p > lo and not lowered[p + 4 : p + 5].isalpha() or lowered.startswith("passes", p):
        if _PASS_KIND.search(lowered, max(lo, p - 24), s) is not None:
            return True
    window = text[lo:s]
    if ":" not in window and "=" not in window and "：" not in window:
        return False  # no key's separator before the value
    k = _record_key(text, lo, s)
    if k is None:
        return False
    key, quoted = k
    end = text.find('"', s) if quoted else -1
    if end < 0:
        m = _VALUE_END.search(text, s)
        end = m.start() if m is not None else len(text)
    value = lowered[s : min(end, s + 120)]
    if (
        not any(c.isdigit() for c in value) and len(value.split()) <= 8 and _WITHHELD.search(value) is not None
        and not _withheld.lone_first_word(value, _WITHHELD)
    ):
        return True  # "not found", "sconosciuta", "ask the officer on watch", "问值班驾驶员"
    if end - s <= 160 and _withheld.withheld(text[s:end]):
        return True  # secwith: "kept by the site manager", "sent by SMS", "in 1Password", "la tiene el técnico"
    low_key = key.lower().strip()
    if quoted and _CONTENT_KEY.fullmatch(low_key) is None and _KEY_CREDENTIAL.search(low_key) is None:
        # a JSON key that names no credential nor holds free content, in a record whose credential's own key says
        # it is withheld ("code": "ask the officer on watch"): the value is that key's (a ship's name), not the
        # credential a word in another field named
        return _withheld_field(text, lowered, s)
    if " " in low_key:
        return False
    parts = [p.lower() for p in _KEY_PARTS.findall(key)]
    return len(parts) >= 2 and parts[-1] in _ABOUT_PART and _KEY_CREDENTIAL.search(low_key) is not None


_VALUE_END = re.compile(r"[\n,;}]")
_JSON_FIELD = re.compile(r"\"(?P<k>[^\"\n]{1,40}+)\"[ \t]*+:[ \t]*+\"(?P<v>[^\"\n]{1,80}+)\"")


def _withheld_field(text: str, lowered: str, s: int) -> bool:
    """A field of the JSON record around ``s`` names a credential by its key and says, in words, it is withheld."""
    lo = text.rfind("{", max(0, s - 400), s)
    hi = text.find("}", s, s + 400)
    if lo < 0 or hi < 0:
        return False
    for f in _JSON_FIELD.finditer(text, lo, hi):
        key = f["k"].lower()
        v = lowered[f.start("v") : f.end("v")]
        if _KEY_CREDENTIAL.search(key) is not None and (
            not any(c.isdigit() for c in v) and _WITHHELD.search(v) is not None
            or _withheld.withheld(text[f.start("v") : f.end("v")])
        ):
            return True
    return False


# a MAC address (six pairs of hex digits): a device's public hardware address
_MAC = re.compile(r"[0-9a-f]{2}(?:[:-][0-9a-f]{2}){5}")
# a Hebrew preposition glued to a date or a number by a hyphen ("ב-11.3": on 11 March)
_GLUED_DATE = re.compile(r"[בלמהוכש]-?\d{1,2}[./]\d{1,2}(?:[./]\d{2,4})?[.,;]?")


def _public_shape(text: str, lowered: str, s: int, e: int) -> bool:
    """secfix25: the value is a piece of a MAC address, or a date after a Hebrew preposition."""
    if ":" in lowered[s:e] or "-" in lowered[s:e]:
        b = s
        while b > 0 and b > s - 17 and (lowered[b - 1] in "0123456789abcdef:-"):
            b -= 1
        m = _MAC.match(lowered, b)
        if m is not None and m.end() >= e - 2:
            return True
    return text[s] in "בלמהוכש" and _GLUED_DATE.fullmatch(text, s, e) is not None


def other_label(lowered: str, s: int) -> bool:
    """The value at ``s`` is labelled, right before it, as another kind of number ("Mã đặt xe buýt: 64775B",
    "เลขที่จองรถบัส: RES-…", "booking ref QCDHHF"): the label's word, at most two more words, a colon or none,
    and no credential's word or copula between that word and the value."""
    lo = max(0, s - 40)
    for b in _LABEL_START.finditer(lowered, lo, s):
        lo = b.end()
    others = list(_OTHER_NUMBER.finditer(lowered, lo, s))
    if not others:
        return False
    rest = lowered[others[-1].end() : s]
    if _LABEL_COPULA.fullmatch(rest) is not None:
        return True  # "Paybill ni 522533", "booking number is BK4471": the label's own copula
    if len(rest.split()) > 2 or _STRONG.search(rest) is not None or _COPULA.search(rest) is not None:
        return False  # "the PIN for the member portal is 1234": the copula hands over the PIN
    return True


# after another kind of number's word: its "number" word, then a copula ("Paybill number is …", "booking ni …")
_LABEL_COPULA = re.compile(
    r"[ \t:#]*+(?:(?:number|no\.?|nr\.?|id|namba|nambari|número|numero|numéro|nomor|số|nimewo|reference|ref)"
    r"[ \t:#]*+)?(?:is|es|é|est|ni|ay|se|là|adalah|คือ|है)?[ \t:#]*+"
)


# the value is the verb "ask" (or a person's name before it): the text says whom to ask, not the value ("password:
# itanong kay Paolo", "รหัสผ่าน: ถามพี่นิด", "पासवर्ड: सुनीता जी से पूछें", "nenosiri: muulize Juma")
_ASK = re.compile(_alt(
    r"ask|asks|itanong|tanungin|hingin|hingi|mande|muulize|uliza|umuulize|waulize|omba|tanya|tanyakan|minta|hỏi"
    r"|pregunta|pregúntale|pide|pídele|pídeselo|pergunte|pergunta|peça|pede|demande|demander|demandez",
    r"ถาม|ขอจาก|पूछ|माँग|मांग|জিজ্ঞেস|চেয়ে|ጠይቁ|ጠይቅ",
))


def _asked(text: str, lowered: str, s: int, e: int) -> bool:
    """The value at ``[s, e)`` (no digit in it) is an "ask" verb, or one follows it in the same phrase."""
    if any(c.isdigit() for c in text[s:e]):
        return False
    if _ASK.match(lowered, s) is not None:
        return True
    a = _ASK.search(lowered, e, min(len(lowered), e + 20))
    # in the same phrase ("Sunita ji se poochhen"), not after a comma or a dash ("Bluebird, ask me if it fails")
    return a is not None and not any(c in ",;.!?—–-(:" for c in lowered[e : a.start()])


# a bank account's number before a number in groups, and the words of a card (a card's number stays one)
_ACCOUNT = re.compile(
    r"(?:account|acct|cuenta|conta|compte|kont|akaunti|rekening|tài khoản|บัญชี|खाता|অ্যাকাউন্ট|হিসাব|ሂሳብ)"
    r"[^\d\n]{0,24}$"
)
_CARD_WORD = re.compile(_alt(
    r"cards?|tarjeta|cartão|cartao|carte|kadi|kartu|kat|thẻ|visa|mastercard|cvv|cvc|expir\w*|exp|vence|valid\w*",
    r"บัตร|कार्ड|কার্ড|ካርድ",
))


def account_not_card(lowered: str, s: int, e: int) -> bool:
    """A number in groups right after a bank account's word, with no card word in its sentence."""
    if _ACCOUNT.search(lowered, max(0, s - 40), s) is None:
        return False
    return _CARD_WORD.search(lowered, max(0, s - 80), min(len(lowered), e + 80)) is None
