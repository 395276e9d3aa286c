"""secwith (issue 25): a credential's record value that says the credential is withheld or kept elsewhere.

``"password": "kept by the site manager"``, ``"pin": "sent by SMS"``, ``"code": "in 1Password"``, ``"pw": "not
stored here"``: the field names a credential and its value says where the credential is instead. The table
:data:`CONCEPTS` is written from a list of concepts and a list of languages (no corpus), the way ``_concepts`` and
``_concepts3`` are: each cell holds the short phrasings a crew or office person types into such a field, with the
chat spelling without diacritics where it is unambiguous. Concepts:

* ``kept``: kept by / held by / known to someone ("la tiene el técnico", "liegt bei", "у начальника");
* ``ask``: ask someone, get it from someone;
* ``sent``: sent by SMS, text, e-mail, or separately;
* ``not stored``: not stored, not written, not kept here;
* ``vault``: in the password manager, the vault, the safe, a sealed envelope;
* ``first login``: set or changed at the first login, chosen by the user;
* ``on site``: given on site, on arrival, at the desk, at reception, in person;
* ``unknown``: unknown, not known, forgotten, lost;
* ``label``: on the label, the sticker, the router: the phrase only (a value after it, "on the sticker: …", is
  the secret, and a value with a colon or an equals sign before more text is not read as withheld);
* ``see``: see the sheet, the office, the binder, the handbook.

:func:`withheld` reads a value (a record's, already known to sit under a credential's key): the value is withheld
when one of these phrases is in it and nothing in it could itself be the secret (:func:`_token_shaped`: a digit, a
mixed-case or symbol-bearing word, words joined by underscores or three and more by hyphens or dots, a long
all-capitals word; a password manager's name is no token), and its first part, when a comma or a bracket ends
it, is not a lone word the phrases do not cover ("bluefalcon (ask reception if it fails)"). Latin, Cyrillic,
Greek, Georgian and Armenian phrases are whole words (a trailing ``*`` marks a stem); the phrases of the languages
that glue particles to words or write no spaces (Hebrew, Arabic, Persian, Hindi, Bengali, Thai, Japanese, Korean,
Chinese) are found anywhere in the value.
"""

from __future__ import annotations

import re
from functools import cache

from zeusmem.rules.secrets._ids import _trie

#: concept -> {language: phrases, "|"-separated; a trailing "*" marks a stem}
CONCEPTS: dict[str, dict[str, str]] = {
    "kept": {
        "en": "kept by|kept with|held by|stays with|has it|have it|keeps it|holds it|known to|known only to"
              "|the manager has|the office has|is with the|lies with",
        "es": "la tiene|lo tiene|la tienen|lo tienen|la guarda|lo guarda|la sabe|lo sabe|guardada por|guardado por"
              "|custodiada por|en poder de|solo la sabe|solo lo sabe",
        "pt": "está com|esta com|fica com|quem tem é|quem tem e|guardada por|guardado por|em posse de|quem sabe é"
              "|quem sabe e|com o encarregado|com a encarregada",
        "fr": "gardé par|gardée par|garde par|gardee par|détenu par|détenue par|detenu par|conservé par|conservée par"
              "|conserve par|chez le|chez la|chez l'|la connaît|le connaît|la connait|le connait",
        "it": "ce l'ha|ce l’ha|lo ha|la ha|tenuto da|tenuta da|custodito da|custodita da|conservato da|conservata da"
              "|la sa|lo sa|presso il|presso la",
        "de": "liegt bei|hat der|hat die|beim|bei der|bei dem|bei herrn|bei frau|verwahrt|aufbewahrt von|kennt nur"
              "|kennt der|kennt die|weiß der|weiß die|weiss der|weiss die",
        "nl": "ligt bij|heeft de|heeft het|bewaard door|beheerd door|in bezit van|bij de|bij het|weet de|kent de",
        "sv": "finns hos|förvaras av|forvaras av|innehas av|har koden|har lösenordet|har losenordet|vet koden",
        "nb": "ligger hos|oppbevares av|har koden|har passordet|vet koden",
        "da": "ligger hos|opbevares af|har koden|har adgangskoden|kender koden",
        "fi": "tietää*|tietaa*|säilyttää*|sailyttaa*|hallussa*|on esimiehellä|on työnjohtajalla|on talonmiehellä",
        "is": "geymt hjá|geymd hjá|geymt hja|geymd hja|veit það|veit thad|hefur það|hefur thad",
        "et": "hoiab*|teab|teavad|käes|kaes|hoiul",
        "lv": "glabā*|glaba*|zina|ir pie|atrodas pie",
        "lt": "saugo|žino|zino|turi jį|turi ji|yra pas",
        "pl": "ma je|ma go|zna je|zna go|zna kierownik|trzyma|przechowuje|przechowywane przez|u kierownika|u szefa"
              "|u pana|u pani|u administratora",
        "cs": "má ho|ma ho|má je|zná ho|zna ho|u správce|u spravce|u vedoucího|u vedouciho|uchovává|uchovava|drží"
              "|drzi",
        "sk": "má ho|ma ho|pozná ho|vie ho|u správcu|u spravcu|u vedúceho|u veduceho|uchováva|uchovava|drží|drzi",
        "sl": "ga ima|ima ga|ve ga|pri upravniku|pri vodji|hrani|shranjuje",
        "hr": "ima ga|zna ga|kod upravitelja|kod voditelja|kod šefa|kod sefa|čuva|cuva|drži|drzi",
        "sr": "има га|зна га|код управника|код шефа|чува|држи|ima ga|zna ga|kod upravnika|kod šefa|kod sefa|čuva"
              "|cuva",
        "bg": "пази се при|пази го|пази я|при управителя|при шефа|у управителя|знае го|знае я|има го|има я"
              "|държи го|държи я",
        "ru": "хранится у|хранится в|находится у|есть у|у начальника|у администратора|у менеджера|у завхоза"
              "|знает только|знает начальник|знает администратор",
        "uk": "зберігається у|зберігається в|є у|є в|у начальника|у адміністратора|у менеджера|знає",
        "ro": "o are|o știe|o stie|o ține|o tine|păstrată de|pastrata de|la administrator|la șef|la sef"
              "|deținută de|detinuta de",
        "hu": "tudja|tudják|tudjak|nála van|nala van|náluk van|naluk van|őrzi|orzi|birtokában|birtokaban",
        "el": "την έχει|το έχει|τον έχει|την ξέρει|το ξέρει|τον ξέρει|φυλάσσεται από|τον φυλάει|στον διαχειριστή"
              "|στον υπεύθυνο|στην υπεύθυνη",
        "tr": "biliyor*|biliyo*|tutuyor*|saklıyor*|sakliyor*|elinde|yöneticide|yoneticide|müdürde|mudurde|şefte"
              "|sefte|sahibinde|ev sahibinde|mal sahibinde",  # secfix29: "with the owner" (the venue's, the landlord)
        "he": "נמצא אצל|נמצאת אצל|שמור אצל|שמורה אצל|יודע|יודעת|מחזיק|מחזיקה",
        "ar": "لدى|عند المدير|محفوظة لدى|محفوظ لدى|يعرفها|يعرفه|يحتفظ بها|يحتفظ به|مع المدير",
        "fa": "دست مدیر|پیش مدیر|نزد|می‌داند|میداند|می داند|میدونه|نگه می‌دارد|نگه میدارد",
        "hi": "के पास|पता है|जानते हैं|जानता है|रखते हैं|ke paas|ke pas|ko pata",
        "bn": "এর কাছে|কাছে আছে|জানেন|রাখেন",
        "th": "อยู่กับ|อยู่ที่|เก็บไว้|คนเก็บ|เป็นคนถือ|ถือไว้",
        "vi": "giữ|giu|ở chỗ|o cho|đang cầm|dang cam|biết mật khẩu|biet mat khau",
        "id": "dipegang*|disimpan*|ada di|ada pada|ada sama|yang tahu|yg tahu",
        "ms": "dipegang*|disimpan oleh|ada pada|ada dengan|yang tahu|yg tahu",
        "tl": "hawak ni|hawak ng|nasa kay|alam ni|alam ng|itinatago ni|tinatago ni",
        "sw": "anayo|analo|anajua|wanajua|iko kwa|liko kwa|ipo kwa|lipo kwa|inashikiliwa na|imehifadhiwa na"
              "|linashikiliwa na",
        "ja": "が保管|保管|が管理|が持って|が知って|預かり|預け",
        "ko": "보관|가지고 있|갖고 있|알고 있|소지",
        "zh": "那里|那裡|那儿|那兒|手里|手裡|保管|掌握|知道",
        "ka": "ინახავს|აქვს|იცის|ინახება",
        "af": "gehou deur|bewaar deur|by die|het dit|ken dit|weet dit|ken die",
        "ca": "la té|el té|la te|el te|la guarda|la sap|el sap|guardada per|guardat per",
        "gl": "téna|tena o|tena a|gardada por|gardado por|sábea|sabea|sabeo|gárdaa|gardaa",
        "eu": "gordetzen du|gordeta|badaki|dauka",
        "cy": "gyda'r|gan y|mae gan|cedwir gan|yn ei gadw|yn gwybod",
        "ga": "ag an|tá sé ag|ta se ag|coinníonn|coinnionn|ar eolas ag|i seilbh",
    },
    "ask": {
        "en": "ask|ask the|ask for|check with|get it from|call|phone|contact|speak to|talk to|request from"
              "|request it",
        "es": "pregunta a|preguntar a|pregúntale|preguntale|pídela|pidela|pídelo|pidelo|pedir a|pedirla"
              "|solicitar a|solicitar|consultar con|consulta con|llamar a|habla con|hablar con",
        "pt": "pergunte|pergunta ao|pergunta à|perguntar ao|pedir ao|pedir à|pede ao|peça ao|peca ao|solicitar ao"
              "|falar com|fale com|ligar para|consultar",
        "fr": "demander|demandez|demande à|demande a|voir avec|s'adresser à|s'adresser a|adressez-vous"
              "|se renseigner|appeler|contacter",
        "it": "chiedere|chiedi|chiedete|chiedila|chiedilo|domandare|rivolgersi a|rivolgiti a|sentire|contattare"
              "|chiamare",
        "de": "fragen|frag|frage bei|nachfragen|erfragen|bitte bei|anfragen|wenden an|melden bei|anrufen",
        "nl": "vragen|vraag|navragen|opvragen|vraag aan|bellen|contact opnemen|informeren bij",
        "sv": "fråga|fraga|be om|hör med|hor med|kontakta|ring|hämtas hos|hamtas hos",
        "nb": "spør|spor|be om|hør med|hor med|kontakt|ring",
        "da": "spørg|sporg|bed om|hør|kontakt|ring til",
        "fi": "kysy|kysykää|kysykaa|pyydä|pyyda|pyytäkää|pyytakaa|tiedustele|soita|ota yhteyttä|ota yhteytta",
        "is": "spyrja|spyrjið|spyrjid|spurðu|spurdu|biðja um|bidja um|hafa samband|hringja",
        "et": "küsi|kusi|küsige|kusige|küsida|kusida|paluge|pöörduge|poorduge|helista",
        "lv": "jautā|jauta|jautājiet|jautajiet|prasi|prasiet|vaicā|vaica|zvanīt|zvanit|sazināties|sazinaties",
        "lt": "klausti|klauskite|paklausk|paklauskite|kreiptis|kreipkitės|kreipkites|skambinti",
        "pl": "zapytaj|zapytać|zapytac|pytać|pytac|spytaj|poproś|popros|poprosić|poprosic|zgłoś się|zglos sie"
              "|zadzwoń|zadzwon|kontakt z",
        "cs": "zeptej|zeptejte|zeptat|ptát|ptat|požádej|pozadej|požádejte|pozadejte|obraťte se|obratte se|volat",
        "sk": "spýtaj|spytaj|spýtajte|spytajte|opýtaj|opytaj|požiadaj|poziadaj|obráťte sa|obratte sa|volať|volat",
        "sl": "vprašaj|vprasaj|vprašajte|vprasajte|pokliči|poklici|obrnite se",
        "hr": "pitaj|pitajte|pitati|zatraži|zatrazi|javi se|javite se|nazovi|obratite se",
        "sr": "питај|питајте|питати|затражи|јави се|pitaj|pitajte|pitati|zatraži|zatrazi|javi se",
        "bg": "питай|питайте|попитай|попитайте|поискай|поискайте|обадете се|обърнете се",
        "ru": "спросить|спроси|спросите|уточнить|уточните|узнать у|узнайте у|запросить|обратитесь|обращаться"
              "|звонить",
        "uk": "запитати|запитай|запитайте|спитати|спитай|спитайте|дізнатися у|дізнайтеся|звернутися|зверніться",
        "ro": "întreabă|intreaba|întrebați|intrebati|cere|cereți|cereti|solicitați|solicitati|sunați|sunati"
              "|adresați-vă|adresati-va",
        "hu": "kérdezd|kérdezze|kerdezd|kerdezze|kérdezzétek|kerdezzetek|érdeklődj|erdeklodj|kérd|kerd|kérje"
              "|kerje|hívd|hivd",
        "el": "ρωτήστε|ρωτηστε|ρώτα|ρωτα|ζητήστε|ζητηστε|ζήτα|ζητα|επικοινωνήστε|επικοινωνηστε|τηλεφωνήστε",
        "tr": "sor|sorun|sorunuz|sorabilirsin|iste|isteyin|isteyiniz|ulaşın|ulasin|arayın|arayin|danışın|danisin",
        "he": "לשאול|תשאל|תשאלי|תשאלו|שאל את|שאלי את|לבקש|תבקש|תבקשו|לפנות ל|פנו ל|להתקשר",
        "ar": "اسأل|اسال|اسألوا|اسألي|اطلب|اطلبها|اطلبه|تواصل مع|اتصل ب|راجع|يطلب من",
        "fa": "بپرسید|بپرس|سوال کنید|بخواهید|بگیرید از|تماس بگیرید|مراجعه|هماهنگ",
        "hi": "पूछें|पूछो|पूछिए|पूछ लें|माँगें|मांगें|मांगो|संपर्क करें|puchho|poochho|puchein|pucho",
        "bn": "জিজ্ঞেস|জিজ্ঞাসা|চেয়ে নিন|চাইবেন|যোগাযোগ করুন|ফোন করুন",
        "th": "ถาม|สอบถาม|ขอที่|ขอจาก|ติดต่อ|โทรหา",
        "vi": "hỏi|hoi|xin|liên hệ|lien he|gọi cho|goi cho",
        "id": "tanya|tanyakan|tanyalah|minta|minta ke|hubungi|menghubungi",
        "ms": "tanya|tanyakan|minta|minta dengan|hubungi|rujuk",
        "tl": "itanong|tanungin|magtanong|hingin|humingi|tawagan|kontakin",
        "sw": "uliza|muulize|waulize|omba|mwombe|wasiliana na|piga simu",
        "ja": "聞いて|聞く|確認して|に確認|問い合わせ|問合せ|尋ね|申請",
        "ko": "물어|문의|요청|연락|에게 받|한테 받",
        "zh": "问|問|询问|詢問|联系|聯繫|找|索取",
        "ka": "ჰკითხე|ჰკითხეთ|იკითხეთ|მიმართეთ|დაურეკეთ|სთხოვეთ",
        "af": "vra|vra vir|vra die|kontak|bel|navraag",
        "ca": "pregunta a|preguntar a|pregunteu|demana|demaneu|demanar|consulta amb|truca|parla amb",
        "gl": "preguntar a|pregunta a|pregúntalle|preguntalle|pedir a|pídelle|pidelle|consultar con|chamar a"
              "|falar con",
        "eu": "galdetu|galdegin|eskatu|deitu|jarri harremanetan|kontsultatu",
        "cy": "gofyn|gofynnwch|holwch|gofyn i|cysylltwch|ffoniwch",
        "ga": "fiafraigh|fiafraigh de|iarr|iarr ar|cuir ceist|glaoigh ar|déan teagmháil|dean teagmhail",
    },
    "sent": {
        "en": "sent by sms|sent by text|sent by email|sent by e-mail|sent via|by sms|by text|by email|by e-mail"
              "|via sms|via email|via text|texted|emailed|in the email|in an email|in the text|in a text|sms"
              "|will be sent|sent separately|sent to your|comes by",
        "es": "enviada por sms|enviado por sms|por sms|por correo|por email|por mail|por mensaje|por whatsapp"
              "|se envía|se envia|se manda|mandada por|llega por|te llega",
        "pt": "enviada por sms|enviado por sms|por sms|por e-mail|por email|por mensagem|por whatsapp|vai por"
              "|chega por|enviada por|enviado por|mandada por",
        "fr": "envoyé par|envoyée par|envoye par|envoyee par|par sms|par mail|par e-mail|par courriel|par texto"
              "|reçu par|recu par|transmis par",
        "it": "inviata per|inviato per|via sms|per sms|per email|per e-mail|per mail|mandata per|arriva per"
              "|tramite sms|tramite email",
        "de": "per sms|per mail|per e-mail|per email|per post|kommt per|wird zugeschickt|zugeschickt|zugesandt"
              "|verschickt|gesendet|geschickt per|via sms",
        "nl": "per sms|per mail|per e-mail|via sms|via mail|verstuurd|gestuurd|wordt gestuurd|komt per"
              "|toegestuurd",
        "sv": "via sms|per sms|med sms|via mejl|per mejl|via e-post|skickas|skickat|skickad|kommer på sms",
        "nb": "på sms|pa sms|via sms|per sms|på e-post|på epost|på mail|sendes|sendt|tilsendt|kommer på sms",
        "da": "på sms|pa sms|via sms|per sms|på mail|på e-mail|sendes|sendt|tilsendt|kommer på sms",
        "fi": "tekstiviestillä|tekstiviestilla|tekstarilla|sms:llä|sms:lla|sähköpostilla|sahkopostilla"
              "|lähetetään|lahetetaan|lähetetty|lahetetty|tulee tekstiviestinä",
        "is": "með sms|med sms|í sms|i sms|í tölvupósti|i tolvuposti|sent með|sent med|sendur|send með",
        "et": "sms-iga|smsiga|sms-ga|e-kirjaga|meiliga|saadetakse|saadetud|tuleb sms-iga",
        "lv": "ar sms|pa sms|īsziņā|iszina|īsziņu|e-pastā|e-pasta|epasta|nosūtīts|nosutits|nosūtīta|nosutita"
              "|tiks nosūtīts|atsūtīs|atsutis",
        "lt": "sms žinute|sms zinute|el. paštu|el. pastu|paštu|išsiųstas|issiustas|išsiųsta|issiusta"
              "|siunčiamas|siunciamas|atsiųs|atsius",
        "pl": "smsem|sms-em|przez sms|mailem|e-mailem|emailem|wysłane|wyslane|wysłany|wyslany|przyjdzie"
              "|przychodzi sms|wysyłane|wysylane",
        "cs": "sms zprávou|sms zpravou|přes sms|pres sms|smskou|e-mailem|mailem|posláno|poslano|zasláno|zaslano"
              "|přijde|prijde",
        "sk": "sms správou|sms spravou|cez sms|smskou|e-mailom|mailom|poslané|poslane|zaslané|zaslane|príde|pride",
        "sl": "po sms|prek sms|s sms|po e-pošti|po e-posti|po mailu|poslano|poslan|pride po",
        "hr": "sms-om|smsom|putem sms|porukom|e-mailom|mailom|poslano|poslana|poslan|stiže|stize",
        "sr": "смс-ом|смсом|поруком|мејлом|послато|послата|стиже|sms-om|smsom|porukom|mejlom|poslato|poslata"
              "|stiže|stize",
        "bg": "с смс|по смс|чрез смс|с sms|по имейл|по мейл|изпратена|изпратен|изпраща се|ще дойде",
        "ru": "по смс|в смс|смской|смс|по sms|по почте|на почту|по email|по имейлу|отправлен|отправлена|пришлют"
              "|приходит|придёт|придет",
        "uk": "по смс|в смс|смс|через смс|поштою|на пошту|по email|надіслано|надсилається|прийде|надішлють",
        "ro": "prin sms|pe sms|prin email|pe email|pe mail|prin e-mail|trimisă|trimisa|trimis|vine pe|se trimite",
        "hu": "sms-ben|smsben|e-mailben|emailben|levélben|levelben|elküldve|elkuldve|küldik|kuldik|küldjük"
              "|kuldjuk|megkapja",
        "el": "με sms|μέσω sms|μεσω sms|με μήνυμα|με μηνυμα|με email|μέσω email|με mail|στάλθηκε|σταλθηκε"
              "|αποστέλλεται|θα σταλεί|θα σταλει|έρχεται με",
        "tr": "sms ile|smsle|sms'le|e-posta ile|eposta ile|mail ile|mesajla|gönderildi|gonderildi|gönderilecek"
              "|gonderilecek|gelecek",
        "he": "בsms|ב-sms|בהודעה|במסרון|במייל|בדואר אלקטרוני|נשלח|נשלחת|יישלח|תישלח|ישלחו",
        "ar": "عبر الرسائل|برسالة|عبر sms|عبر رسالة|بالبريد|عبر البريد|بالإيميل|بالايميل|أرسلت|ارسلت|ترسل|تُرسل"
              "|يرسل|ستصل",
        "fa": "با پیامک|پیامک|با اس ام اس|اس‌ام‌اس|با ایمیل|ایمیل می‌شود|ارسال می‌شود|ارسال میشود|ارسال شده|فرستاده",
        "hi": "sms से|एसएमएस से|एसएमएस|ईमेल से|मैसेज से|भेजा गया|भेजा जाएगा|भेजेंगे|sms se|msg se|bheja",
        "bn": "এসএমএস|sms-এ|ইমেইলে|মেসেজে|পাঠানো হবে|পাঠানো হয়েছে|পাঠাবে",
        "th": "ทาง sms|ทางเอสเอ็มเอส|ส่งทาง|ส่งให้|ทางอีเมล|ทางไลน์|ส่ง sms|จะส่ง",
        "vi": "qua sms|qua tin nhắn|qua tin nhan|gửi qua|gui qua|gửi sms|gui sms|qua email|qua mail|nhắn tin"
              "|nhan tin|gửi riêng|gui rieng",
        "id": "via sms|lewat sms|melalui sms|dikirim|dikirimkan|via email|lewat email|lewat wa|via wa"
              "|melalui email",
        "ms": "melalui sms|melalui emel|dihantar|akan dihantar|via sms|guna sms|lewat sms",
        "tl": "ipapadala|ipinadala|padala sa|sa text|sa sms|sa email|ite-text|itetext",
        "sw": "kwa sms|kwa ujumbe|kwa barua pepe|kwa email|litatumwa|itatumwa|imetumwa|limetumwa|hutumwa"
              "|inatumwa",
        "ja": "smsで|ショートメール|メールで|メールにて|送付|送信|別途|郵送",
        "ko": "문자로|sms로|메일로|이메일로|문자 발송|발송|전송|보내드림|보내 드|개별 안내",
        "zh": "短信|短訊|邮件|郵件|发送|發送|另行通知|單獨發|单独发",
        "ka": "sms-ით|smsით|ესემესით|ელფოსტით|გაიგზავნება|გაგზავნილია|გამოიგზავნება",
        "af": "per sms|via sms|per e-pos|per epos|gestuur|word gestuur|per whatsapp",
        "ca": "per sms|per correu|per email|per e-mail|enviada per|enviat per|s'envia|arriba per",
        "gl": "por sms|por correo|por email|enviada por|enviado por|mándase|mandase|chega por",
        "eu": "sms bidez|smsz|posta elektronikoz|emailez|bidaliko|bidalita|bidaltzen",
        "cy": "drwy neges|trwy neges|drwy sms|trwy sms|drwy e-bost|trwy e-bost|ar e-bost|anfonir"
              "|yn cael ei anfon|anfonwyd",
        "ga": "trí théacs|tri theacs|trí sms|tri sms|trí ríomhphost|tri riomhphost|seolta|seolfar|á sheoladh"
              "|a sheoladh",
    },
    "not stored": {
        "en": "not stored|not written|not kept|not recorded|not saved|not here|not listed|not noted|not on file"
              "|not in the system|never written|never stored|don't write|do not write|we don't keep"
              "|we do not keep|isn't kept|not shared|not given|nowhere|withheld|redacted|do not store",
        "es": "no se guarda|no se apunta|no se anota|no se escribe|no está aquí|no esta aqui|no guardada"
              "|no guardado|no anotada|no registrada|no se comparte|no se almacena|no la tenemos|no lo tenemos"
              "|no figura",
        "pt": "não se guarda|nao se guarda|não fica|nao fica|não guardada|nao guardada|não registada"
              "|não registrada|nao registrada|não anotada|nao anotada|não está aqui|nao esta aqui|não escrevemos"
              "|não temos|nao temos|não se anota|nao se anota",
        "fr": "pas stocké|pas stockée|pas stocke|non stocké|non stockée|pas noté|pas notée|pas note|non noté"
              "|non notée|pas écrit|pas écrite|pas ecrit|non enregistré|non enregistrée|non enregistre"
              "|pas enregistré|pas enregistre|pas ici|pas conservé|ne pas noter|ne pas écrire|ne pas ecrire"
              "|on ne la note pas|on ne le note pas|pas communiqué|pas communique",
        "it": "non salvata|non salvato|non memorizzata|non scritta|non scritto|non annotata|non registrata"
              "|non qui|non la scriviamo|non si scrive|non si salva|non conservata|non ce l'abbiamo"
              "|non la teniamo|non si annota",
        "de": "nicht gespeichert|nicht notiert|nicht hinterlegt|nicht aufgeschrieben|wird nicht notiert"
              "|nicht hier|nicht erfasst|nicht aufbewahrt|nicht dokumentiert|haben wir nicht|nicht bei uns"
              "|nicht vorhanden|wird nicht gespeichert",
        "nl": "niet opgeslagen|niet genoteerd|niet bewaard|niet hier|wordt niet genoteerd|niet opgeschreven"
              "|niet vastgelegd|hebben wij niet|hebben we niet|niet bij ons",
        "sv": "sparas inte|sparas ej|inte sparad|inte sparat|antecknas inte|skrivs inte|inte här|inte har"
              "|inte noterad|finns inte här|har vi inte|lagras inte",
        "nb": "lagres ikke|ikke lagret|noteres ikke|skrives ikke|ikke her|ikke notert|har vi ikke"
              "|oppbevares ikke",
        "da": "gemmes ikke|ikke gemt|noteres ikke|skrives ikke|ikke her|ikke noteret|har vi ikke"
              "|opbevares ikke",
        "fi": "ei tallenneta|ei tallennettu|ei kirjata|ei kirjoiteta|ei täällä|ei taalla|ei ole tallessa"
              "|ei meillä|ei meilla|ei säilytetä|ei sailyteta",
        "is": "ekki geymt|ekki geymd|ekki skráð|ekki skrad|ekki hér|ekki her|ekki skrifað|ekki skrifad"
              "|ekki vistað|ekki vistad",
        "et": "ei salvestata|ei salvestatud|pole siin|ei ole siin|ei kirjutata|ei hoita|meil pole",
        "lv": "netiek glabāta|netiek glabata|netiek glabāts|netiek glabats|netiek pierakstīta|nav šeit|nav seit"
              "|nav pierakstīts|nav pierakstits|mums nav|neglabājam|neglabajam",
        "lt": "nesaugoma|nesaugomas|neužrašyta|neuzrasyta|neužrašytas|neuzrasytas|ne čia|ne cia|nėra čia"
              "|nera cia|neturime|nesaugome",
        "pl": "nie zapisujemy|nie jest zapisane|nie zapisane|nie przechowujemy|nie tutaj|nie ma tutaj|nie ma tu"
              "|nie notujemy|nie mamy|niezapisane",
        "cs": "neukládá se|neuklada se|neuloženo|neulozeno|nezapsáno|nezapsano|není zde|neni zde|není tady"
              "|neni tady|nemáme|nemame|nezapisujeme",
        "sk": "neukladá sa|neuklada sa|neuložené|neulozene|nezapísané|nezapisane|nie je tu|nemáme|nemame"
              "|nezapisujeme",
        "sl": "se ne shranjuje|ni shranjeno|ni zapisano|ni tukaj|ni tu|nimamo|ne zapisujemo",
        "hr": "ne sprema se|nije spremljeno|nije zapisano|nije ovdje|nije ovde|nemamo|ne zapisujemo|ne čuva se"
              "|ne cuva se",
        "sr": "не чува се|није записано|није овде|немамо|не записујемо|ne čuva se|ne cuva se|nije zapisano"
              "|nije ovde|nemamo",
        "bg": "не се пази тук|не се записва|не се съхранява|не е записана|не е записан|не е тук|нямаме я"
              "|нямаме го|не я пазим",
        "ru": "не храним|не хранится|не записан|не записана|не записываем|здесь нет|не здесь|не сохраняем"
              "|у нас нет|не указан|не указывается",
        "uk": "не зберігається|не зберігаємо|не записано|не записуємо|тут немає|не тут|у нас немає|не вказано",
        "ro": "nu se păstrează|nu se pastreaza|nu e notată|nu e notata|nu este salvată|nu este salvata"
              "|nu se notează|nu se noteaza|nu e aici|nu este aici|nu o avem|nu o notăm|nu o notam",
        "hu": "nincs meg|nincs itt|nincs leírva|nincs leirva|nem tároljuk|nem taroljuk|nem írjuk le|nem irjuk le"
              "|nincs tárolva|nincs tarolva|nálunk nincs|nalunk nincs",
        "el": "δεν αποθηκεύεται|δεν αποθηκευεται|δεν καταγράφεται|δεν καταγραφεται|δεν γράφεται|δεν γραφεται"
              "|όχι εδώ|οχι εδω|δεν την έχουμε|δεν τον έχουμε|δεν κρατάμε",
        "tr": "kaydedilmez|kaydedilmiyor|yazılmaz|yazilmaz|yazılmıyor|yazilmiyor|burada değil|burada degil"
              "|bizde yok|saklanmaz|saklanmıyor|saklanmiyor|tutulmuyor|tutulmaz|not edilmez",
        "he": "לא נשמר|לא שמור|לא נרשם|לא רשום|לא כתוב|לא כאן|אין אצלנו|לא שומרים|לא רושמים",
        "ar": "غير محفوظة|غير محفوظ|لا تحفظ|لا تُحفظ|لا نحتفظ|غير مسجلة|غير مسجل|ليست هنا|ليس هنا|لا تكتب"
              "|لا نكتبها|غير مدونة",
        "fa": "ذخیره نمی‌شود|ذخیره نمیشود|ذخیره نشده|نوشته نمی‌شود|نوشته نشده|اینجا نیست|ثبت نشده|نداریم"
              "|نگه نمی‌داریم",
        "hi": "सेव नहीं|लिखा नहीं|यहां नहीं|यहाँ नहीं|दर्ज नहीं|हमारे पास नहीं|नहीं रखते|save nahi|likha nahi",
        "bn": "সংরক্ষিত নয়|লেখা নেই|এখানে নেই|আমাদের কাছে নেই|রাখা হয় না|লিখে রাখা হয় না",
        "th": "ไม่ได้บันทึก|ไม่บันทึก|ไม่ได้เก็บ|ไม่เก็บ|ไม่มีที่นี่|ไม่ได้จด|ไม่จด",
        "vi": "không lưu|khong luu|không ghi|khong ghi|không có ở đây|khong co o day|chưa lưu|chua luu"
              "|không được lưu",
        "id": "tidak disimpan|tak disimpan|tidak dicatat|tidak ditulis|tidak di sini|tidak ada di sini"
              "|ga disimpan|gak disimpan|nggak disimpan|tidak kami simpan",
        "ms": "tidak disimpan|tak disimpan|tidak dicatat|tidak ditulis|tiada di sini|tak ada di sini",
        "tl": "hindi naka-save|hindi nakasave|hindi nakasulat|hindi isinusulat|wala dito|hindi itinatago"
              "|hindi nakatala",
        "sw": "haihifadhiwi|halihifadhiwi|haiandikwi|haliandikwi|haipo hapa|halipo hapa|hatuna",
        "ja": "保存しない|保存していない|保存なし|記載なし|記載しない|ここにはない"
              "|控えなし|記録しない|記録なし|書かない",
        "ko": "저장 안|저장하지 않|기록 안|기록하지 않|여기 없|적지 않|보관하지 않|미기재",
        "zh": "不保存|不存|未保存|不记录|不記錄|未记录|未記錄|不写|不寫|这里没有|這裡沒有|不留存",
        "ka": "არ ინახება|არ იწერება|აქ არ არის|ჩაწერილი არ|არ გვაქვს",
        "af": "nie gestoor|word nie gestoor|nie hier|nie neergeskryf|nie aangeteken|ons hou dit nie|het ons nie",
        "ca": "no es guarda|no s'anota|no s'apunta|no desada|no guardada|no és aquí|no es aqui|no la tenim"
              "|no s'escriu",
        "gl": "non se garda|non se anota|non gardada|non está aquí|non esta aqui|non a temos|non se escribe",
        "eu": "ez da gordetzen|ez dago hemen|ez da idazten|ez dugu gordetzen|ez dago gordeta",
        "cy": "dim yn cael ei gadw|heb ei gadw|heb ei gofnodi|ddim yma|dim yma|nid yw yma|ni chedwir"
              "|ddim wedi'i ysgrifennu",
        "ga": "níl sé anseo|nil se anseo|ní choinnítear|ni choinnitear|gan stóráil|gan storail|níl sé scríofa"
              "|nil se scriofa|nach gcoinnítear",
    },
    "vault": {
        "en": "password manager|in the vault|in vault|in the safe|in the keychain|keychain|in the manager"
              "|password safe|sealed envelope|in the envelope|in the key safe|keepass*|1password|bitwarden"
              "|lastpass|dashlane|nordpass|vaultwarden|passbolt|keeper",
        "es": "gestor de contraseñas|gestor de contrasenas|en el gestor|en la caja fuerte|en la bóveda"
              "|en la boveda|en el sobre|sobre cerrado|en el llavero",
        "pt": "gestor de senhas|gerenciador de senhas|gestor de palavras-passe|no cofre|no envelope"
              "|envelope lacrado|no gerenciador|no gestor",
        "fr": "gestionnaire de mots de passe|gestionnaire de mdp|dans le coffre|au coffre|coffre-fort"
              "|coffre fort|dans le trousseau|dans l'enveloppe|enveloppe scellée|enveloppe scellee"
              "|dans le gestionnaire",
        "it": "gestore password|gestore delle password|nella cassaforte|in cassaforte|nel caveau|nella busta"
              "|busta chiusa|nel portachiavi|nel gestore",
        "de": "passwortmanager|passwort-manager|kennwortmanager|passwortsafe|im tresor|im safe"
              "|im schlüsseltresor|im schluesseltresor|im umschlag|versiegelter umschlag|im schlüsselbund"
              "|im manager",
        "nl": "wachtwoordmanager|wachtwoordkluis|in de kluis|in de envelop|verzegelde envelop"
              "|in de sleutelhanger|in de manager",
        "sv": "lösenordshanterare*|losenordshanterare*|i valvet|i kassaskåpet|i kassaskapet|i kuvertet"
              "|förseglat kuvert|forseglat kuvert|i nyckelkedjan",
        "nb": "passordbehandler*|passordhåndterer*|passordhandterer*|i safen|i hvelvet|i konvolutten"
              "|forseglet konvolutt",
        "da": "adgangskodeadministrator*|i pengeskabet|i boksen|i kuverten|forseglet kuvert"
              "|i password manageren",
        "fi": "salasanojen hallinta*|salasanamanageri*|salasananhallinta*|kassakaapissa|holvissa"
              "|kirjekuoressa|suljetussa kirjekuoressa",
        "is": "lykilorðastjór*|lykilordastjor*|í peningaskápnum|i peningaskapnum|í umslagi|i umslagi"
              "|innsiglað umslag|innsiglad umslag",
        "et": "paroolihaldur*|seifis|ümbrikus|umbrikus|suletud ümbrikus",
        "lv": "paroļu pārvaldniek*|parolu parvaldniek*|seifā|seifa|aploksnē|aploksne|aizzīmogotā aploksnē",
        "lt": "slaptažodžių tvarkykl*|slaptazodziu tvarkykl*|seife|voke|užklijuotame voke|uzklijuotame voke",
        "pl": "menedżer haseł|menedzer hasel|menedżerze haseł|menedzerze hasel|w sejfie|w kopercie"
              "|zaklejonej kopercie",
        "cs": "správce hesel|spravce hesel|správci hesel|spravci hesel|v trezoru|v sejfu|v obálce|v obalce"
              "|zalepené obálce|zalepene obalce",
        "sk": "správca hesiel|spravca hesiel|správcovi hesiel|spravcovi hesiel|v trezore|v sejfe|v obálke"
              "|v obalke|zalepenej obálke",
        "sl": "upravitelj gesel|upravitelju gesel|v sefu|v trezorju|v kuverti|v ovojnici|zaprti kuverti",
        "hr": "upravitelj lozinki|upravitelju lozinki|menadžer lozinki|menadzer lozinki|u sefu|u trezoru"
              "|u kuverti|zatvorenoj kuverti",
        "sr": "менаџер лозинки|у сефу|у коверти|menadžer lozinki|menadzer lozinki|u sefu|u koverti",
        "bg": "мениджър на пароли|мениджъра на пароли|в сейфа|в плика|запечатан плик|в трезора",
        "ru": "менеджер паролей|менеджере паролей|в сейфе|в конверте|запечатанном конверте|в хранилище",
        "uk": "менеджер паролів|менеджері паролів|у сейфі|в сейфі|у конверті|в конверті|запечатаному конверті"
              "|у сховищі",
        "ro": "manager de parole|managerul de parole|în seif|in seif|în plic|in plic|plic sigilat|în seiful"
              "|in seiful",
        "hu": "jelszókezelő*|jelszokezelo*|széfben|szefben|borítékban|boritekban|lezárt borítékban",
        "el": "διαχειριστή κωδικών|διαχειριστής κωδικών|στο χρηματοκιβώτιο|στον φάκελο|σφραγισμένο φάκελο"
              "|στο θησαυροφυλάκιο",
        "tr": "şifre yöneticisi*|sifre yoneticisi*|parola yöneticisi*|parola yoneticisi*|kasada|zarfta"
              "|kapalı zarfta|kapali zarfta",
        "he": "מנהל סיסמאות|מנהל הסיסמאות|בכספת|במעטפה|מעטפה סגורה",
        "ar": "مدير كلمات المرور|في الخزنة|في الخزينة|في المظروف|ظرف مغلق|في الظرف",
        "fa": "مدیر رمز عبور|مدیر رمز|گاوصندوق|در پاکت|پاکت در بسته|پاکت مهر و موم",
        "hi": "पासवर्ड मैनेजर|तिजोरी में|लिफाफे में|बंद लिफाफे|password manager me",
        "bn": "পাসওয়ার্ড ম্যানেজার|সিন্দুকে|খামে|বন্ধ খামে|লকারে",
        "th": "โปรแกรมจัดการรหัสผ่าน|ตัวจัดการรหัสผ่าน|ในตู้เซฟ|ในซอง|ซองปิดผนึก",
        "vi": "trình quản lý mật khẩu|trinh quan ly mat khau|trong két|trong ket|két sắt|ket sat"
              "|trong phong bì|trong phong bi|phong bì dán kín",
        "id": "pengelola kata sandi|manajer kata sandi|di brankas|dalam brankas|di amplop|dalam amplop"
              "|amplop tertutup",
        "ms": "pengurus kata laluan|dalam peti besi|di peti besi|dalam sampul|sampul tertutup",
        "tl": "nasa vault|nasa kaha|sa kaha|nasa sobre|sa sobre|selyadong sobre",
        "sw": "kidhibiti cha nenosiri|meneja wa nenosiri|kwenye sefu|ndani ya sefu|kwenye bahasha"
              "|bahasha iliyofungwa",
        "ja": "パスワードマネージャー|パスワード管理ツール|金庫|封筒|封印|キーチェーン",
        "ko": "비밀번호 관리자|패스워드 매니저|금고|봉투|밀봉|키체인",
        "zh": "密码管理器|密碼管理器|保险柜|保險櫃|保险箱|保險箱|信封|密封|钥匙串|鑰匙圈",
        "ka": "პაროლების მენეჯერ*|სეიფში|კონვერტში|დალუქულ კონვერტში",
        "af": "wagwoordbestuurder|in die kluis|in die koevert|verseëlde koevert|verseelde koevert",
        "ca": "gestor de contrasenyes|a la caixa forta|al sobre|sobre tancat|al gestor",
        "gl": "xestor de contrasinais|na caixa forte|no sobre|sobre pechado|no xestor",
        "eu": "pasahitz kudeatzaile*|pasahitz-kudeatzaile*|kutxa gotorrean|gutun-azalean|gutunazalean"
              "|kudeatzailean",
        "cy": "rheolwr cyfrineiriau|yn y sêff|yn y seff|yn yr amlen|amlen wedi'i selio|mewn amlen",
        "ga": "bainisteoir pasfhocal|sa taisceadán|sa taisceadan|sa chlúdach|sa chludach|clúdach séalaithe"
              "|cludach sealaithe",
    },
    "first login": {
        "en": "set at first login|set on first login|first login|first log-in|first sign-in|first logon"
              "|at first use|on first use|chosen by the user|set by the user|user sets|user chooses|you set it"
              "|set it yourself|choose your own|self-set|set yourself|must be changed|to be set|set later"
              "|user-defined|user defined",
        "es": "primer inicio de sesión|primer inicio de sesion|primer acceso|primer ingreso|primer uso"
              "|al entrar por primera vez|la elige el usuario|lo elige el usuario|la pone el usuario"
              "|la define el usuario|se cambia al entrar|la crea el usuario|elegida por el usuario"
              "|definida por el usuario",
        "pt": "primeiro acesso|primeiro login|primeiro uso|primeira entrada|definida pelo|definido pelo"
              "|escolhida pelo|escolhido pelo|criada pelo|o próprio|o proprio|a própria|a propria"
              "|trocar no primeiro|alterar no primeiro",
        "fr": "première connexion|premiere connexion|première utilisation|premiere utilisation|premier login"
              "|premier accès|premier acces|choisi par|choisie par|définie par l'utilisateur"
              "|definie par l'utilisateur|à changer|a changer|à définir|a definir",
        "it": "primo accesso|primo login|primo utilizzo|al primo|scelta dall'utente|scelta dall’utente|scelta dal"
              "|impostata dal|impostato dal|definita dal|da cambiare|da impostare|la sceglie|lo sceglie",
        "de": "beim ersten login|beim ersten anmelden|bei erster anmeldung|erste anmeldung|ersten anmeldung"
              "|erstanmeldung|bei der ersten nutzung|selbst gewählt|selbst gewaehlt|selbst vergeben"
              "|selbst festgelegt|vom nutzer gesetzt|wählt der nutzer|waehlt der nutzer|muss geändert werden"
              "|muss geaendert werden|bei erstem login",
        "nl": "eerste login|eerste keer inloggen|eerste aanmelding|bij eerste gebruik|zelf gekozen"
              "|zelf ingesteld|kiest de gebruiker|door gebruiker ingesteld|moet gewijzigd|wijzigen bij"
              "|zelf instellen",
        "sv": "första inloggning*|forsta inloggning*|första gången|forsta gangen|väljs av användaren"
              "|valjs av anvandaren|väljer själv|valjer sjalv|sätts vid|satts vid|byts vid",
        "nb": "første innlogging|forste innlogging|første gang|forste gang|velges av brukeren|velger selv"
              "|settes ved|endres ved",
        "da": "første login|forste login|første gang|forste gang|vælges af brugeren|vaelges af brugeren"
              "|vælger selv|vaelger selv|sættes ved|saettes ved|skiftes ved",
        "fi": "ensimmäisellä kirjautumisella|ensimmaisella kirjautumisella|ensimmäisen kirjautumisen"
              "|ensimmaisen kirjautumisen|ensikirjautu*|käyttäjä valitsee|kayttaja valitsee|valitsee itse"
              "|asetetaan|vaihdetaan",
        "is": "við fyrstu innskráningu|vid fyrstu innskraningu|fyrsta innskráning|fyrsta innskraning"
              "|notandi velur|velur sjálfur|velur sjalfur",
        "et": "esimesel sisselogimisel|esmakordsel|kasutaja valib|valib ise|määratakse|maaratakse|vahetatakse",
        "lv": "pirmajā pieteikšanās|pirmaja pieteiksanas|pirmajā reizē|pirmaja reize|lietotājs izvēlas"
              "|lietotajs izvelas|izvēlas pats|izvelas pats|nomaina",
        "lt": "pirmą kartą prisijungus|pirma karta prisijungus|pirmojo prisijungimo|vartotojas pasirenka"
              "|pasirenka pats|keičiamas|keiciamas|nustato pats",
        "pl": "przy pierwszym logowaniu|pierwsze logowanie|pierwszym logowaniu|ustawia użytkownik"
              "|ustawia uzytkownik|ustala użytkownik|wybiera użytkownik|wybiera uzytkownik|do zmiany"
              "|zmienić przy|zmienic przy|ustawiane przy",
        "cs": "při prvním přihlášení|pri prvnim prihlaseni|první přihlášení|prvni prihlaseni|nastaví si"
              "|nastavi si|volí uživatel|voli uzivatel|zvolí si|zvoli si|změnit při|zmenit pri",
        "sk": "pri prvom prihlásení|pri prvom prihlaseni|prvé prihlásenie|prve prihlasenie|nastaví si|nastavi si"
              "|zvolí si|zvoli si|zmeniť pri|zmenit pri",
        "sl": "ob prvi prijavi|prva prijava|nastavi si|izbere uporabnik|izbere sam|spremeni ob",
        "hr": "pri prvoj prijavi|prva prijava|kod prve prijave|postavlja korisnik|bira korisnik|postavi sam"
              "|promijeniti pri",
        "sr": "при првој пријави|прва пријава|поставља корисник|бира корисник|pri prvoj prijavi|prva prijava"
              "|postavlja korisnik|bira korisnik",
        "bg": "при първо влизане|първо влизане|първия вход|задава се от потребителя|избира потребителят"
              "|сменя се при",
        "ru": "при первом входе|первый вход|при первом логине|задаёт пользователь|задает пользователь"
              "|выбирает пользователь|устанавливается при|меняется при|сменить при|придумывает сам",
        "uk": "при першому вході|під час першого входу|перший вхід|задає користувач|обирає користувач"
              "|встановлюється при|змінити при",
        "ro": "la prima autentificare|prima autentificare|la prima logare|la primul login|o alege utilizatorul"
              "|setată de utilizator|setata de utilizator|se schimbă la|se schimba la",
        "hu": "első bejelentkezéskor|elso bejelentkezeskor|első belépéskor|elso belepeskor|első bejelentkezés"
              "|elso bejelentkezes|a felhasználó állítja|a felhasznalo allitja|saját maga|sajat maga"
              "|választja|valasztja",
        "el": "στην πρώτη σύνδεση|στην πρωτη συνδεση|πρώτη είσοδο|πρωτη εισοδο|την ορίζει ο χρήστης"
              "|ορίζεται από|οριζεται απο|αλλάζει στην",
        "tr": "ilk girişte|ilk giriste|ilk girişinde|ilk girisinde|ilk oturum|kullanıcı belirler"
              "|kullanici belirler|kendisi belirler|kendi belirler",
        "he": "בכניסה הראשונה|בהתחברות הראשונה|כניסה ראשונה|המשתמש בוחר|נקבעת על ידי|נקבע על ידי|להחליף בכניסה",
        "ar": "عند أول دخول|عند اول دخول|أول تسجيل دخول|اول تسجيل دخول|يختارها المستخدم|يحددها المستخدم"
              "|تغيير عند",
        "fa": "اولین ورود|ورود اول|کاربر انتخاب می‌کند|کاربر تعیین|خود کاربر|هنگام اولین",
        "hi": "पहले लॉगिन|पहली बार लॉगिन|पहली लॉगिन|यूज़र खुद|उपयोगकर्ता खुद|खुद सेट|pehli baar login|pehle login",
        "bn": "প্রথম লগইনে|প্রথমবার লগইন|ব্যবহারকারী নিজে|নিজে সেট",
        "th": "เข้าสู่ระบบครั้งแรก|ล็อกอินครั้งแรก|ตั้งเอง|ผู้ใช้ตั้ง|เปลี่ยนตอนเข้าครั้งแรก",
        "vi": "lần đăng nhập đầu|lan dang nhap dau|đăng nhập lần đầu|dang nhap lan dau|tự đặt|tu dat"
              "|người dùng tự|nguoi dung tu|đổi khi đăng nhập|doi khi dang nhap",
        "id": "login pertama|saat login pertama|masuk pertama|pengguna sendiri|diatur sendiri|dibuat sendiri"
              "|ganti saat|diganti saat",
        "ms": "log masuk pertama|kali pertama log masuk|ditetapkan sendiri|pengguna sendiri|tukar semasa",
        "tl": "unang login|sa unang pag-login|unang pag-login|sariling itatakda|ang user ang|palitan sa unang",
        "sw": "kuingia mara ya kwanza|mara ya kwanza|anachagua mwenyewe|mtumiaji mwenyewe"
              "|huwekwa na mtumiaji",
        "ja": "初回ログイン|初回|本人が設定|各自設定|自分で設定|ユーザーが設定",
        "ko": "최초 로그인|첫 로그인|처음 로그인|본인이 설정|직접 설정|사용자가 설정|최초 접속",
        "zh": "首次登录|首次登錄|第一次登录|第一次登入|首次登入|自行设置|自行設定|用户自设|用戶自設|自己设置|自己設定"
              "|登录后修改",
        "ka": "პირველი შესვლისას|პირველ შესვლაზე|მომხმარებელი ირჩევს|თავად აყენებს",
        "af": "eerste aanmelding|by eerste aanmelding|eerste keer inteken|gebruiker kies|kies self|self gekies",
        "ca": "primer inici de sessió|primer inici de sessio|primer accés|primer acces|la tria l'usuari"
              "|definida per l'usuari|triada per",
        "gl": "primeiro acceso|primeiro inicio de sesión|primeiro inicio de sesion|escóllea o usuario"
              "|escollea o usuario|definida polo usuario|definida pola",
        "eu": "lehen saioa hastean|lehen sarreran|lehenengo sarreran|erabiltzaileak aukeratzen"
              "|erabiltzaileak ezartzen|berak ezartzen",
        "cy": "wrth fewngofnodi gyntaf|y tro cyntaf|mewngofnodi cyntaf|y defnyddiwr sy'n dewis|dewis eich hun",
        "ga": "ag an gcéad logáil|ag an gcead logail|an chéad logáil|an chead logail"
              "|roghnaíonn an t-úsáideoir|roghnaionn an t-usaideoir|socraíonn tú féin|socraionn tu fein",
    },
    "on site": {
        "en": "given on site|on site|on arrival|upon arrival|at check-in|at checkin|at the desk|at reception"
              "|at the front desk|at the gate|at the gatehouse|at security|in person|handed over|handed out"
              "|given at|given in person|given locally|collected at|pick up at|issued at|issued on"
              "|from reception|from the desk|from security",
        "es": "en recepción|en recepcion|al llegar|a la llegada|en persona|en mano|en el sitio|en obra|in situ"
              "|en portería|en porteria|en la entrada|se entrega|se da en|se da al|entregada en|en conserjería"
              "|en conserjeria|en el mostrador",
        "pt": "na receção|na recepção|na recepcao|na rececao|à chegada|ao chegar|em mão|em mao|pessoalmente"
              "|no local|na portaria|na entrada|entregue no|entregue na|dada no|dada na|no balcão|no balcao",
        "fr": "à l'accueil|a l'accueil|à la réception|a la reception|à l'arrivée|a l'arrivee|en main propre"
              "|en mains propres|sur place|au poste de garde|à la loge|a la loge|remis à|remis a|donné à"
              "|donne a|donné sur place|au guichet|au comptoir",
        "it": "alla reception|in reception|all'arrivo|all’arrivo|all'ingresso|di persona|a mano|in loco"
              "|sul posto|in portineria|alla portineria|consegnata|consegnato|al banco",
        "de": "an der rezeption|an der pforte|am empfang|bei ankunft|vor ort|persönlich|persoenlich"
              "|wird ausgehändigt|wird ausgehaendigt|ausgehändigt|an der kasse|am schalter|beim pförtner"
              "|beim pfoertner|an der anmeldung|bei der anmeldung",
        "nl": "bij de receptie|aan de receptie|bij aankomst|ter plaatse|persoonlijk|bij de balie|aan de balie"
              "|bij de portier|bij de ingang|wordt overhandigd|uitgereikt|bij de poort",
        "sv": "i receptionen|vid ankomst|på plats|pa plats|personligen|i kassan|vid disken|hos vakten"
              "|lämnas ut|lamnas ut|delas ut|i entrén|i entren",
        "nb": "i resepsjonen|ved ankomst|på stedet|pa stedet|personlig|i skranken|ved skranken|hos vakten"
              "|deles ut|leveres ut|gis ved",
        "da": "i receptionen|ved ankomst|på stedet|pa stedet|personligt|ved skranken|i skranken|hos vagten"
              "|udleveres|gives ved|deles ud",
        "fi": "vastaanotosta|vastaanotossa|saapuessa|paikan päällä|paikan paalla|henkilökohtaisesti"
              "|henkilokohtaisesti|tiskiltä|tiskilta|vartijalta|annetaan paikan|luovutetaan",
        "is": "í móttöku|i mottoku|í afgreiðslu|i afgreidslu|við komu|vid komu|á staðnum|a stadnum"
              "|persónulega|personulega|afhent",
        "et": "vastuvõtus|vastuvotus|registratuuris|saabumisel|kohapeal|isiklikult|infolauas"
              "|antakse kohapeal|väljastatakse|valjastatakse",
        "lv": "reģistratūrā|registratura|recepcijā|recepcija|ierodoties|uz vietas|personīgi|personigi"
              "|pie apsardzes|izsniedz|izsniegs",
        "lt": "registratūroje|registraturoje|atvykus|vietoje|asmeniškai|asmeniskai|prie apsaugos|išduodamas"
              "|isduodamas|išduodama|isduodama|perduodamas",
        "pl": "w recepcji|na recepcji|przy przyjeździe|przy przyjezdzie|po przyjeździe|po przyjezdzie"
              "|na miejscu|osobiście|osobiscie|na portierni|w portierni|wydaje|wydawane|u ochrony"
              "|przy wejściu|przy wejsciu",
        "cs": "na recepci|na vrátnici|na vratnici|při příjezdu|pri prijezdu|na místě|na miste|osobně|osobne"
              "|předá|preda|vydá|vyda|vydává|vydava|u ostrahy",
        "sk": "na recepcii|na vrátnici|na vratnici|pri príchode|pri prichode|na mieste|osobne|odovzdá|odovzda"
              "|vydá|vyda|u ochranky",
        "sl": "na recepciji|ob prihodu|na kraju samem|na mestu|osebno|pri vratarju|na vratarnici|izroči"
              "|izroci|izda",
        "hr": "na recepciji|po dolasku|pri dolasku|na licu mjesta|osobno|na porti|kod portira|uručuje|urucuje"
              "|dobiva se|dobije se",
        "sr": "на рецепцији|по доласку|на лицу места|лично|на порти|код портира|na recepciji|po dolasku"
              "|na licu mesta|lično|licno|na porti|kod portira",
        "bg": "на рецепцията|при пристигане|на място|лично|на портала|при охраната|дава се|дават се"
              "|получава се",
        "ru": "на ресепшене|на ресепшн|на рецепции|на вахте|на проходной|при заезде|по прибытии|на месте"
              "|лично|выдают|выдаётся|выдается|у охраны|у вахтёра|у вахтера",
        "uk": "на рецепції|на вахті|на прохідній|при заїзді|по прибутті|на місці|особисто|видають|видається"
              "|в охорони",
        "ro": "la recepție|la receptie|la sosire|la fața locului|la fata locului|în persoană|in persoana"
              "|la poartă|la poarta|la pază|la paza|se dă|se da|se primește|se primeste",
        "hu": "a recepción|recepción|recepcion|érkezéskor|erkezeskor|a helyszínen|a helyszinen|személyesen"
              "|szemelyesen|a portán|a portan|a portáról|a portarol|kiadják|kiadjak|átadják|atadjak",
        "el": "στη ρεσεψιόν|στη ρεσεψιον|στην υποδοχή|στην υποδοχη|κατά την άφιξη|κατα την αφιξη|στην άφιξη"
              "|επί τόπου|επι τοπου|αυτοπροσώπως|αυτοπροσωπως|στο θυρωρείο|δίνεται|δινεται|παραδίδεται",
        "tr": "resepsiyonda|resepsiyondan|girişte|giriste|varışta|varista|gelince|yerinde|şahsen|sahsen|elden"
              "|güvenlikte|guvenlikte|güvenlikten|guvenlikten|verilir|verilecek|teslim edilir",
        "he": "בקבלה|מהקבלה|בהגעה|עם ההגעה|במקום|באופן אישי|בשער|אצל השומר|בעמדת|ימסר|יימסר|ניתן בהגעה",
        "ar": "في الاستقبال|من الاستقبال|عند الوصول|في الموقع|شخصيا|شخصياً|باليد|عند البوابة|لدى الأمن"
              "|من الأمن|تُسلم|تسلم|يُعطى|يعطى",
        "fa": "در پذیرش|از پذیرش|هنگام ورود|موقع ورود|در محل|حضوری|نگهبانی|تحویل داده|داده می‌شود|داده میشود",
        "hi": "रिसेप्शन पर|रिसेप्शन से|पहुंचने पर|पहुँचने पर|साइट पर|मौके पर|व्यक्तिगत रूप से|हाथ में|गेट पर"
              "|सिक्योरिटी से|दिया जाएगा|reception par|reception pe|pahunchne par",
        "bn": "রিসেপশনে|রিসেপশন থেকে|পৌঁছালে|পৌঁছে|সাইটে|ব্যক্তিগতভাবে|হাতে হাতে|গেটে|দেওয়া হবে",
        "th": "ที่แผนกต้อนรับ|ที่เคาน์เตอร์|ที่ล็อบบี้|เมื่อมาถึง|ตอนมาถึง|หน้างาน|ด้วยตนเอง|ที่ป้อมยาม|รับที่"
              "|ให้ที่|แจ้งที่",
        "vi": "tại lễ tân|tai le tan|ở lễ tân|o le tan|khi đến|khi den|tại chỗ|tai cho|trực tiếp|truc tiep"
              "|tận tay|tan tay|ở cổng|o cong|bảo vệ|bao ve|phát tại|nhận tại|nhan tai",
        "id": "di resepsionis|di resepsi|saat tiba|setibanya|di lokasi|di tempat|secara langsung"
              "|di pos satpam|di satpam|diberikan di|diberikan saat|diambil di|di meja depan",
        "ms": "di kaunter|di penyambut tetamu|semasa tiba|apabila tiba|di lokasi|di tapak|secara peribadi"
              "|di pondok pengawal|diberi di|diambil di",
        "tl": "sa reception|sa front desk|pagdating|sa site|sa mismong lugar|sa guard|sa gwardya|ibibigay sa"
              "|ibinibigay sa|kunin sa",
        "sw": "mapokezi|ukifika|unapofika|wakati wa kufika|eneo la kazi|kwenye eneo|ana kwa ana|getini"
              "|kwa mlinzi|utapewa|hutolewa|hupewa",
        "ja": "受付で|フロントで|到着時|現地で|現場で|手渡し|直接お渡し|守衛所|守衛で|警備室|当日お渡し|窓口で",
        "ko": "안내데스크|프런트에서|프론트에서|도착 시|도착하면|현장에서|직접 전달|직접 드림|경비실|수위실|창구에서",
        "zh": "前台|到达时|到達時|到场后|現場|现场|当面|當面|门卫|門衛|保安处|保安處|到时给|到時給|柜台|櫃檯",
        "ka": "მიღებაზე|რეცეფციაზე|ჩამოსვლისას|მისვლისას|ადგილზე|პირადად|დაცვასთან|გადმოგცემენ",
        "af": "by ontvangs|by die ontvangs|met aankoms|by aankoms|op die perseel|ter plaatse|persoonlik"
              "|by die hek|by sekuriteit|word gegee|word oorhandig",
        "ca": "a recepció|a recepcio|a l'arribada|en arribar|in situ|en persona|en mà|en ma|a la porteria"
              "|al taulell|es lliura|es dona",
        "gl": "na recepción|na recepcion|á chegada|a chegada|ao chegar|en persoa|en man|no sitio|na portaría"
              "|na portaria|entrégase|entregase|dase",
        "eu": "harreran|iristean|heltzean|bertan|pertsonalki|eskuz|atezaintzan|sarreran|ematen da|emango da",
        "cy": "yn y dderbynfa|wrth gyrraedd|ar y safle|yn bersonol|wrth y giât|wrth y giat|gan y gwarchodwr"
              "|rhoddir|yn cael ei roi",
        "ga": "ag an bhfáiltiú|ag an bhfailtiu|ar theacht|ar an láthair|ar an lathair|go pearsanta"
              "|ag an ngeata|ón ngarda|on ngarda|tugtar|tabharfar",
    },
    "unknown": {
        "en": "unknown|not known|don't know|dont know|do not know|no idea|nobody knows|no one knows|not sure"
              "|unsure|forgot|forgotten|lost|tbc|tbd|to be confirmed|to be advised|unclear",
        "es": "desconocida|desconocido|no se sabe|no la sé|no la se|no lo sé|no lo se|ni idea|nadie la sabe"
              "|nadie lo sabe|olvidada|olvidado|perdida|por confirmar|sin confirmar",
        "pt": "desconhecida|desconhecido|não se sabe|nao se sabe|não sei|nao sei|ninguém sabe|ninguem sabe"
              "|esquecida|esquecido|perdida|a confirmar|por confirmar",
        "fr": "inconnu|inconnue|on ne sait pas|je ne sais pas|sais pas|personne ne sait|oublié|oubliée|oublie"
              "|oubliee|perdu|perdue|à confirmer|a confirmer",
        "it": "sconosciuta|sconosciuto|non si sa|non lo so|non la so|boh|nessuno sa|nessuno la sa|dimenticata"
              "|dimenticato|persa|perso|da confermare|ignota|ignoto",
        "de": "unbekannt|nicht bekannt|weiß nicht|weiss nicht|keine ahnung|weiß keiner|weiss keiner"
              "|niemand weiß|niemand weiss|vergessen|verloren|unklar|noch offen|wird nachgereicht",
        "nl": "onbekend|niet bekend|weet niet|geen idee|niemand weet|vergeten|kwijt|verloren|onduidelijk"
              "|volgt nog",
        "sv": "okänd|okänt|okand|okant|vet inte|ingen aning|ingen vet|glömt|glomt|glömd|glomd|tappad|oklart"
              "|kommer senare",
        "nb": "ukjent|vet ikke|aner ikke|ingen vet|glemt|mistet|uklart|kommer senere",
        "da": "ukendt|ved ikke|aner det ikke|ingen ved|glemt|mistet|uklart|kommer senere",
        "fi": "tuntematon|ei tiedossa|ei tiedetä|ei tiedeta|en tiedä|en tieda|kukaan ei tiedä|kukaan ei tieda"
              "|unohtunut|unohdettu|kadonnut|hukassa|epäselvä|epaselva",
        "is": "óþekkt|othekkt|óþekktur|ekki vitað|ekki vitad|veit ekki|enginn veit|gleymt|gleymdist|týnt|tynt",
        "et": "teadmata|tundmatu|ei tea|keegi ei tea|ununenud|kadunud|selgusetu",
        "lv": "nezināms|nezinams|nezināma|nezinama|nezinu|neviens nezina|aizmirsts|aizmirsta|pazudis"
              "|pazaudēts|pazaudets|neskaidrs",
        "lt": "nežinomas|nezinomas|nežinoma|nezinoma|nežinau|nezinau|niekas nežino|niekas nezino|pamirštas"
              "|pamirstas|pamiršta|pamirsta|pamestas|neaišku|neaisku",
        "pl": "nieznane|nieznany|nieznana|nie wiem|nikt nie wie|nie wiadomo|zapomniane|zapomniany|zgubione"
              "|zgubiony|niejasne",
        "cs": "neznámé|nezname|neznámý|neznamy|neznámá|neznama|nevím|nevim|nikdo neví|nikdo nevi|zapomenuté"
              "|zapomenute|ztracené|ztracene|nejasné|nejasne",
        "sk": "neznáme|nezname|neznámy|neznamy|nevedno|neviem|nikto nevie|zabudnuté|zabudnute|stratené"
              "|stratene",
        "sl": "neznano|neznan|ne vem|nihče ne ve|nihce ne ve|pozabljeno|pozabljen|izgubljeno|izgubljen|nejasno",
        "hr": "nepoznato|nepoznata|ne znam|nitko ne zna|ne zna se|zaboravljeno|zaboravljena|izgubljeno"
              "|izgubljena|nejasno",
        "sr": "непознато|непозната|не знам|нико не зна|не зна се|заборављено|изгубљено|nepoznato|nepoznata"
              "|ne znam|niko ne zna|ne zna se|zaboravljeno|izgubljeno",
        "bg": "неизвестна|неизвестен|неизвестно|не знам|никой не знае|не се знае|забравена|забравен|изгубена"
              "|изгубен|неясно",
        "ru": "неизвестен|неизвестна|неизвестно|не знаю|никто не знает|непонятно|забыт|забыта|забыли"
              "|потерян|потеряна",
        "uk": "невідомий|невідома|невідомо|не знаю|ніхто не знає|забутий|забута|забули|втрачений|втрачена"
              "|незрозуміло",
        "ro": "necunoscut|necunoscută|necunoscuta|nu știu|nu stiu|nu se știe|nu se stie|nimeni nu știe"
              "|nimeni nu stie|uitată|uitata|uitat|pierdută|pierduta|neclar",
        "hu": "ismeretlen|nem tudom|nem tudjuk|senki sem tudja|senki nem tudja|elfelejtett|elfelejtve"
              "|elveszett|nem ismert|tisztázatlan|tisztazatlan",
        "el": "άγνωστος|άγνωστη|άγνωστο|αγνωστο|αγνωστη|δεν ξέρω|δεν ξερω|κανείς δεν ξέρει|ξεχάστηκε"
              "|ξεχαστηκε|χάθηκε|χαθηκε|ασαφές",
        "tr": "bilinmiyor|bilinmeyen|bilmiyorum|kimse bilmiyor|belli değil|belli degil|unutuldu|unutulmuş"
              "|unutulmus|kayıp|kayip|belirsiz",
        "he": "לא ידוע|לא ידועה|לא יודע|לא יודעת|אף אחד לא יודע|נשכח|נשכחה|אבד|אבדה|לא ברור",
        "ar": "غير معروف|غير معروفة|مجهول|مجهولة|لا أعرف|لا اعرف|لا أحد يعرف|لا احد يعرف|منسية|نسيت|مفقودة"
              "|مفقود|غير واضح",
        "fa": "نامعلوم|ناشناخته|معلوم نیست|نمی‌دانم|نمیدانم|نمیدونم|کسی نمی‌داند|فراموش شده|گم شده|مشخص نیست",
        "hi": "अज्ञात|पता नहीं|मालूम नहीं|किसी को नहीं पता|भूल गए|भूल गया|खो गया|अस्पष्ट|pata nahi|pata nhi"
              "|maloom nahi",
        "bn": "অজানা|জানা নেই|জানি না|কেউ জানে না|ভুলে গেছি|হারিয়ে গেছে|অস্পষ্ট",
        "th": "ไม่ทราบ|ไม่รู้|ไม่มีใครรู้|ลืมแล้ว|หายไป|ไม่ชัดเจน",
        "vi": "không rõ|khong ro|không biết|khong biet|chưa rõ|chua ro|không ai biết|khong ai biet|quên mất"
              "|quen mat|bị mất|bi mat",
        "id": "tidak diketahui|tak diketahui|tidak tahu|nggak tahu|gak tahu|ga tau|gak tau|tidak ada yang tahu"
              "|lupa|hilang|belum jelas",
        "ms": "tidak diketahui|tak diketahui|tak tahu|tidak tahu|tiada siapa tahu|terlupa|lupa|hilang"
              "|tidak jelas",
        "tl": "hindi alam|di alam|walang nakakaalam|nakalimutan|nawala|hindi malinaw",
        "sw": "haijulikani|halijulikani|sijui|hakuna anayejua|imesahaulika|limesahaulika|imepotea|limepotea",
        "ja": "不明|わからない|分からない|わかりません|分かりません|知らない|誰も知らない|忘れた|紛失|未確認",
        "ko": "모름|몰라|모릅니다|알 수 없음|알수없음|아무도 모름|분실|잊어버림|미확인",
        "zh": "未知|不详|不詳|不明|不知道|没人知道|沒人知道|忘了|遗失|遺失|丢了|丟了|待确认|待確認",
        "ka": "უცნობია|უცნობი|არ ვიცი|არავინ იცის|დავიწყებული|დაკარგული|გაურკვეველი",
        "af": "onbekend|weet nie|niemand weet|vergeet|verlore|onduidelik",
        "ca": "desconeguda|desconegut|no se sap|no ho sé|no ho se|ningú no ho sap|ningu no ho sap|oblidada"
              "|perduda|per confirmar",
        "gl": "descoñecida|descoñecido|non se sabe|non sei|ninguén sabe|ninguen sabe|esquecida|perdida"
              "|por confirmar",
        "eu": "ezezaguna|ez dakit|ez da ezagutzen|inork ez daki|ahaztuta|galduta|ez dago argi",
        "cy": "anhysbys|ddim yn gwybod|dim syniad|neb yn gwybod|wedi anghofio|wedi'i golli|wedi colli|aneglur",
        "ga": "anaithnid|níl a fhios|nil a fhios|níl fhios|nil fhios|dearmadta|caillte|doiléir|doileir",
    },
    "label": {
        "en": "on the label|on the sticker|on the router|on the back of the router|on the box|on the device"
              "|under the router|on the card|printed on|on the underside|on the bottom|see label|see sticker",
        "es": "en la etiqueta|en la pegatina|en el router|en el rúter|en el ruter|detrás del router"
              "|detras del router|en la caja|en la tarjeta|impresa en|debajo del router|en el adhesivo",
        "pt": "na etiqueta|no autocolante|no adesivo|no router|no roteador|atrás do router|atras do router"
              "|atrás do roteador|na caixa|no cartão|no cartao|impressa no|impressa na|debaixo do",
        "fr": "sur l'étiquette|sur l'etiquette|sur l’étiquette|sur l'autocollant|sur l’autocollant|sur la box"
              "|sur le routeur|au dos de la box|au dos du routeur|sous la box|sur la carte|imprimé sur"
              "|imprime sur|sur le boîtier|sur le boitier",
        "it": "sull'etichetta|sull’etichetta|sull'adesivo|sull’adesivo|sul router|sul modem|dietro il router"
              "|dietro il modem|sotto il router|sulla scatola|sulla tessera|stampata su|stampato su",
        "de": "auf dem aufkleber|auf dem etikett|auf dem router|auf der rückseite|auf der rueckseite"
              "|auf der fritzbox|unter dem router|auf der box|auf der karte|steht auf|aufgedruckt|am gerät"
              "|am geraet",
        "nl": "op de sticker|op het etiket|op het label|op de router|op de achterkant|onder de router"
              "|op de doos|op de kaart|staat op|gedrukt op|op het modem",
        "sv": "på etiketten|pa etiketten|på klistermärket|pa klistermarket|på routern|pa routern|på baksidan"
              "|pa baksidan|under routern|på kartongen|på kortet|står på|star pa|tryckt på",
        "nb": "på etiketten|pa etiketten|på klistremerket|pa klistremerket|på ruteren|pa ruteren|på baksiden"
              "|pa baksiden|under ruteren|på esken|på kortet|står på|star pa",
        "da": "på etiketten|pa etiketten|på klistermærket|pa klistermaerket|på routeren|pa routeren"
              "|på bagsiden|pa bagsiden|under routeren|på æsken|på kortet|står på|star pa",
        "fi": "tarrassa|tarrasta|etiketissä|etiketissa|reitittimessä|reitittimessa|reitittimen pohjassa"
              "|reitittimen kyljessä|laitteen pohjassa|kortissa|laatikon kyljessä",
        "is": "á miðanum|a midanum|á límmiðanum|a limmidanum|á beininum|a beininum|aftan á|aftan a"
              "|undir beininum|á kassanum|á kortinu",
        "et": "kleebisel|sildil|ruuteril|ruuteri all|ruuteri tagaküljel|seadme all|karbil|kaardil",
        "lv": "uz uzlīmes|uz uzlimes|uz etiķetes|uz etiketes|uz rūtera|uz rutera|rūtera aizmugurē|zem rūtera"
              "|zem rutera|uz kastes|uz kartes",
        "lt": "ant lipduko|ant etiketės|ant etiketes|ant maršrutizatoriaus|ant marsrutizatoriaus|ant routerio"
              "|galinėje pusėje|po routeriu|ant dėžutės|ant dezutes|ant kortelės|ant korteles",
        "pl": "na naklejce|na etykiecie|na routerze|na spodzie routera|z tyłu routera|z tylu routera"
              "|pod routerem|na pudełku|na pudelku|na karcie|na obudowie",
        "cs": "na štítku|na stitku|na samolepce|na nálepce|na nalepce|na routeru|na zadní straně"
              "|na zadni strane|pod routerem|na krabici|na kartě|na karte",
        "sk": "na štítku|na stitku|na nálepke|na nalepke|na routeri|na zadnej strane|pod routerom|na krabici"
              "|na karte",
        "sl": "na nalepki|na etiketi|na usmerjevalniku|na routerju|na zadnji strani|pod routerjem|na škatli"
              "|na skatli|na kartici",
        "hr": "na naljepnici|na etiketi|na ruteru|na routeru|na stražnjoj strani|na straznjoj strani"
              "|ispod rutera|na kutiji|na kartici",
        "sr": "на налепници|на рутеру|на полеђини|испод рутера|на кутији|на картици|na nalepnici|na ruteru"
              "|na poleđini|na poledjini|ispod rutera|na kutiji|na kartici",
        "bg": "на етикета|на стикера|на рутера|на гърба на рутера|под рутера|на кутията|на картата",
        "ru": "на наклейке|на этикетке|на роутере|на обратной стороне|снизу роутера|под роутером|на коробке"
              "|на карточке|на корпусе",
        "uk": "на наклейці|на етикетці|на роутері|на звороті|на зворотному боці|під роутером|на коробці"
              "|на картці|на корпусі",
        "ro": "pe etichetă|pe eticheta|pe autocolant|pe router|pe spatele routerului|sub router|pe cutie"
              "|pe card|pe dispozitiv",
        "hu": "a matricán|a matrican|a címkén|a cimken|a routeren|a router alján|a router aljan|a hátoldalon"
              "|a hatoldalon|a dobozon|a kártyán|a kartyan",
        "el": "στο αυτοκόλλητο|στο αυτοκολλητο|στην ετικέτα|στην ετικετα|στο ρούτερ|στο ρουτερ"
              "|στο πίσω μέρος|κάτω από το ρούτερ|στο κουτί|στην κάρτα",
        "tr": "etikette|çıkartmada|cikartmada|modemin arkasında|modemin arkasinda|modemin altında"
              "|modemin altinda|kutunun üstünde|kartta|modemde",
        "he": "על המדבקה|על התווית|על הראוטר|על הנתב|בגב הנתב|בגב הראוטר|מתחת לנתב|על הקופסה|על הכרטיס",
        "ar": "على الملصق|على الراوتر|خلف الراوتر|تحت الراوتر|على العلبة|على الكرت|على البطاقة|على الجهاز",
        "fa": "روی برچسب|روی مودم|پشت مودم|زیر مودم|روی جعبه|روی کارت|روی دستگاه",
        "hi": "स्टिकर पर|लेबल पर|राउटर पर|राउटर के पीछे|राउटर के नीचे|डिब्बे पर|कार्ड पर|sticker pe"
              "|router ke peeche|router ke piche",
        "bn": "স্টিকারে|লেবেলে|রাউটারে|রাউটারের পেছনে|রাউটারের নিচে|বাক্সে|কার্ডে",
        "th": "บนสติกเกอร์|ที่สติกเกอร์|บนฉลาก|ที่ฉลาก|หลังเราเตอร์|ใต้เราเตอร์|ที่ตัวเราเตอร์|บนกล่อง|บนบัตร",
        "vi": "trên nhãn|tren nhan|trên tem|tren tem|trên router|tren router|sau router|dưới router"
              "|duoi router|mặt sau modem|mat sau modem|trên hộp|tren hop|trên thẻ|tren the",
        "id": "di stiker|di label|di router|di belakang router|di bawah router|di bawah modem"
              "|di belakang modem|di kotak|di kartu|di dus",
        "ms": "pada pelekat|pada label|pada router|di belakang router|di bawah router|pada kotak|pada kad",
        "tl": "nasa sticker|nasa label|nasa router|sa likod ng router|sa ilalim ng router|nasa kahon"
              "|nasa card|nakasulat sa likod",
        "sw": "kwenye stika|kwenye lebo|kwenye router|nyuma ya router|chini ya router|kwenye boksi"
              "|kwenye kadi|kwenye kifaa",
        "ja": "ラベルに|ラベル記載|シールに|シール記載|ステッカーに|ルーターに|ルーター本体"
              "|ルーターの裏|ルーター裏面|本体裏面|箱に|カードに記載",
        "ko": "라벨에|스티커에|공유기에|공유기 뒷면|공유기 밑면|공유기 바닥|본체 뒷면|상자에|박스에|카드에",
        "zh": "标签上|標籤上|贴纸上|貼紙上|路由器上|路由器背面|路由器底部|盒子上|卡片上|机身背面|機身背面",
        "ka": "სტიკერზე|ეტიკეტზე|როუტერზე|როუტერის უკან|როუტერის ქვეშ|ყუთზე|ბარათზე",
        "af": "op die plakker|op die etiket|op die router|agter op die router|onder die router|op die boks"
              "|op die kaart",
        "ca": "a l'etiqueta|a l’etiqueta|a l'adhesiu|al router|darrere del router|sota el router|a la caixa"
              "|a la targeta",
        "gl": "na etiqueta|no adhesivo|no router|detrás do router|detras do router|debaixo do router|na caixa"
              "|na tarxeta",
        "eu": "etiketan|pegatinan|bideratzailean|routerrean|routerraren atzean|routerraren azpian|kutxan"
              "|txartelean",
        "cy": "ar y label|ar y sticer|ar y llwybrydd|ar gefn y llwybrydd|o dan y llwybrydd|ar y bocs"
              "|ar y cerdyn",
        "ga": "ar an lipéad|ar an lipead|ar an ngreamán|ar an ngreaman|ar an ródaire|ar an rodaire"
              "|ar chúl an ródaire|ar chul an rodaire|faoin ródaire|faoin rodaire|ar an mbosca|ar an gcárta"
              "|ar an gcarta",
    },
    "see": {
        "en": "see the sheet|see sheet|see the office|see office|see the binder|see the folder|see the file"
              "|see the handbook|see the manual|see the email|see the whiteboard|see attached|see attachment"
              "|see below|see above|see notes|see note|see the log|refer to|in the binder|in the folder"
              "|in the office|on the sheet|on the whiteboard|on the noticeboard|in the handbook|in the handover"
              "|see handover|see envelope",
        "es": "ver hoja|ver la hoja|ver en la oficina|ver oficina|ver carpeta|ver la carpeta|ver archivo"
              "|ver el manual|ver correo|ver adjunto|ver abajo|ver nota|ver notas|véase|vease|consultar la hoja"
              "|en la carpeta|en la oficina|en la hoja|en el tablón|en el tablon|en el manual",
        "pt": "ver folha|ver a folha|ver no escritório|ver no escritorio|ver pasta|ver a pasta|ver arquivo"
              "|ver ficheiro|ver manual|ver e-mail|ver anexo|ver abaixo|ver nota|consultar a folha|na pasta"
              "|no escritório|no escritorio|na folha|no quadro|no manual",
        "fr": "voir la feuille|voir feuille|voir le bureau|voir au bureau|voir le classeur|voir classeur"
              "|voir le dossier|voir dossier|voir le manuel|voir mail|voir pièce jointe|voir piece jointe"
              "|voir ci-dessous|voir note|dans le classeur|au bureau|dans le dossier|sur la feuille"
              "|sur le tableau|dans le manuel",
        "it": "vedi foglio|vedere foglio|vedi il foglio|vedi ufficio|vedere in ufficio|vedi raccoglitore"
              "|vedi cartella|vedi file|vedi manuale|vedi mail|vedi allegato|vedi sotto|vedi nota"
              "|nel raccoglitore|in ufficio|nella cartella|sul foglio|sulla lavagna|nel manuale",
        "de": "siehe blatt|siehe liste|siehe büro|siehe buero|siehe ordner|siehe mappe|siehe datei"
              "|siehe handbuch|siehe mail|siehe anhang|siehe unten|siehe notiz|siehe übergabe|im ordner|im büro"
              "|im buero|auf dem blatt|auf der liste|am whiteboard|an der pinnwand|im handbuch|in der mappe"
              "|steht im|liegt im",
        "nl": "zie blad|zie lijst|zie kantoor|zie map|zie ordner|zie bestand|zie handboek|zie mail|zie bijlage"
              "|zie hieronder|zie notitie|in de map|in de ordner|op kantoor|op het kantoor|op het blad"
              "|op de lijst|op het whiteboard|in het handboek",
        "sv": "se bladet|se listan|se kontoret|se pärmen|se parmen|se mappen|se filen|se handboken|se mejlet"
              "|se bilaga|se nedan|se anteckning|i pärmen|i parmen|på kontoret|pa kontoret|i mappen|på listan"
              "|på tavlan|i handboken",
        "nb": "se arket|se listen|se kontoret|se permen|se mappen|se fila|se håndboka|se e-post|se vedlegg"
              "|se nedenfor|i permen|på kontoret|pa kontoret|i mappen|på listen|på tavla|i håndboka",
        "da": "se arket|se listen|se kontoret|se mappen|se filen|se håndbogen|se mail|se bilag|se nedenfor"
              "|i mappen|på kontoret|pa kontoret|på listen|på tavlen|i håndbogen|i haandbogen",
        "fi": "katso lista|katso listasta|katso kansio|katso kansiosta|katso toimisto|katso käsikirja"
              "|katso sähköposti|katso liite|katso alta|kansiossa|toimistossa|listassa|taululla"
              "|ilmoitustaululla|käsikirjassa|kasikirjassa",
        "is": "sjá blað|sja blad|sjá lista|sja lista|sjá skrifstofu|sjá möppu|sja moppu|sjá handbók|sjá póst"
              "|sjá viðhengi|í möppunni|i moppunni|á skrifstofunni|a skrifstofunni|á blaðinu|á töflunni",
        "et": "vt lehte|vaata lehte|vaata kausta|vaata kontorit|vaata faili|vaata käsiraamatut|vaata e-kirja"
              "|vaata lisa|vaata allpool|kaustas|kontoris|lehel|tahvlil|käsiraamatus",
        "lv": "skat. lapu|skatīt lapu|skatit lapu|skatīt mapi|skatit mapi|skatīt birojā|skatit biroja"
              "|skatīt failu|skatīt rokasgrāmatu|skatīt pielikumu|skatīt zemāk|mapē|birojā|biroja|uz lapas"
              "|uz tāfeles|rokasgrāmatā",
        "lt": "žr. lapą|zr. lapa|žiūrėti lapą|ziureti lapa|žr. aplanką|zr. aplanka|žr. biure|žr. failą"
              "|žr. vadovą|žr. laišką|žr. priedą|žr. žemiau|aplanke|biure|lentoje|vadove",
        "pl": "patrz arkusz|patrz kartka|patrz lista|patrz biuro|patrz segregator|patrz teczka|patrz plik"
              "|patrz instrukcja|patrz mail|patrz załącznik|patrz zalacznik|patrz niżej|patrz nizej"
              "|w segregatorze|w biurze|w teczce|na kartce|na liście|na liscie|na tablicy|w instrukcji",
        "cs": "viz list|viz seznam|viz kancelář|viz kancelar|viz šanon|viz sanon|viz složka|viz slozka"
              "|viz soubor|viz příručka|viz prirucka|viz e-mail|viz příloha|viz priloha|viz níže|viz nize"
              "|v šanonu|v sanonu|v kanceláři|v kancelari|ve složce|ve slozce|na seznamu|na tabuli|v příručce",
        "sk": "pozri hárok|pozri harok|pozri zoznam|pozri kanceláriu|pozri kancelariu|pozri šanón|pozri sanon"
              "|pozri priečinok|pozri subor|pozri príručku|pozri e-mail|pozri prílohu|pozri nižšie|v šanóne"
              "|v sanone|v kancelárii|v kancelarii|v priečinku|v priecinku|na zozname|na tabuli",
        "sl": "glej list|glej seznam|glej pisarno|glej mapo|glej datoteko|glej priročnik|glej prirocnik"
              "|glej e-pošto|glej prilogo|glej spodaj|v mapi|v pisarni|na seznamu|na tabli|v priročniku",
        "hr": "vidi list|vidi popis|vidi ured|vidi registrator|vidi mapu|vidi datoteku|vidi priručnik"
              "|vidi prirucnik|vidi mail|vidi privitak|vidi ispod|u registratoru|u uredu|u mapi|na popisu"
              "|na ploči|na ploci|u priručniku",
        "sr": "види лист|види списак|види канцеларију|види фасциклу|види приручник|види мејл|види прилог"
              "|види испод|у фасцикли|у канцеларији|на списку|на табли|vidi list|vidi spisak"
              "|vidi kancelariju|vidi fasciklu|vidi priručnik|vidi mejl|vidi prilog|u fascikli|u kancelariji"
              "|na spisku|na tabli",
        "bg": "виж листа|виж списъка|виж офиса|виж папката|виж файла|виж ръководството|виж имейла"
              "|виж приложението|виж по-долу|в папката|в офиса|в списъка|на дъската|в ръководството",
        "ru": "см. лист|см. список|см. офис|см. папку|см. файл|см. инструкцию|см. почту|см. вложение"
              "|см. ниже|смотри лист|смотрите папку|в папке|в офисе|в списке|на доске|в инструкции|в журнале",
        "uk": "див. аркуш|див. список|див. офіс|див. папку|див. файл|див. інструкцію|див. пошту"
              "|див. вкладення|див. нижче|дивись|в папці|у папці|в офісі|в списку|на дошці|в інструкції"
              "|у журналі",
        "ro": "vezi foaia|vezi lista|vezi biroul|vezi la birou|vezi dosarul|vezi fișierul|vezi fisierul"
              "|vezi manualul|vezi mailul|vezi atașamentul|vezi atasamentul|vezi mai jos|în dosar|in dosar"
              "|la birou|pe foaie|pe listă|pe lista|pe tablă|pe tabla|în manual",
        "hu": "lásd a lapot|lasd a lapot|lásd a listát|lasd a listat|lásd az irodát|lasd az irodat"
              "|lásd a mappát|lasd a mappat|lásd a fájlt|lásd a kézikönyvet|lásd az e-mailt|lásd a mellékletet"
              "|lásd lent|lasd lent|a mappában|a mappaban|az irodában|az irodaban|a listán|a listan|a táblán"
              "|a kézikönyvben",
        "el": "βλ. φύλλο|βλέπε φύλλο|βλέπε λίστα|βλ. λίστα|βλέπε γραφείο|βλ. φάκελο|βλέπε φάκελο|βλέπε αρχείο"
              "|βλέπε εγχειρίδιο|βλέπε email|βλέπε συνημμένο|βλέπε παρακάτω|στον φάκελο|στο γραφείο|στη λίστα"
              "|στον πίνακα|στο εγχειρίδιο",
        "tr": "bkz.|listeye bak|listeye bakın|ofise bak|ofise sorun|klasöre bak|klasore bak|dosyaya bak"
              "|kılavuza bak|kilavuza bak|maile bak|eke bak|aşağıya bak|asagiya bak|klasörde|klasorde|ofiste"
              "|listede|panoda|kılavuzda|kilavuzda",
        "he": "ראה דף|ראו דף|ראה רשימה|ראו רשימה|ראו במשרד|ראה תיקייה|ראו קלסר|ראה קובץ|ראה מדריך|ראה מייל"
              "|ראה קובץ מצורף|ראה למטה|בקלסר|במשרד|בתיקייה|ברשימה|על הלוח|במדריך",
        "ar": "انظر الورقة|راجع الورقة|انظر القائمة|راجع المكتب|انظر المكتب|انظر الملف|راجع الملف|انظر الدليل"
              "|انظر البريد|انظر المرفق|انظر أدناه|في الملف|في المكتب|في القائمة|على اللوحة|في الدليل",
        "fa": "رجوع به برگه|به لیست مراجعه|به دفتر مراجعه|ببینید پوشه|ببینید فایل|ببینید دفترچه|ببینید ایمیل"
              "|ببینید پیوست|در پوشه|در دفتر|در لیست|روی تابلو|در دفترچه",
        "hi": "शीट देखें|सूची देखें|ऑफिस देखें|फ़ोल्डर देखें|फाइल देखें|मैनुअल देखें|ईमेल देखें|संलग्न देखें"
              "|नीचे देखें|फ़ोल्डर में|फोल्डर में|ऑफिस में|दफ़्तर में|सूची में|बोर्ड पर|sheet dekhen|office me"
              "|folder me",
        "bn": "শিট দেখুন|তালিকা দেখুন|অফিসে দেখুন|ফোল্ডার দেখুন|ফাইল দেখুন|ম্যানুয়াল দেখুন|ইমেইল দেখুন"
              "|সংযুক্তি দেখুন|নিচে দেখুন|ফোল্ডারে|অফিসে|তালিকায়|বোর্ডে",
        "th": "ดูที่แผ่น|ดูในแฟ้ม|ดูแฟ้ม|ดูที่ออฟฟิศ|ดูที่สำนักงาน|ดูไฟล์|ดูคู่มือ|ดูอีเมล|ดูไฟล์แนบ|ดูด้านล่าง"
              "|ในแฟ้ม|ที่ออฟฟิศ|ที่สำนักงาน|บนบอร์ด|ในคู่มือ",
        "vi": "xem tờ|xem to|xem danh sách|xem danh sach|xem văn phòng|xem van phong|xem tập hồ sơ|xem file"
              "|xem tệp|xem sổ tay|xem email|xem đính kèm|xem dinh kem|xem bên dưới|xem ben duoi"
              "|trong tập hồ sơ|ở văn phòng|o van phong|trong danh sách|trên bảng|tren bang|trong sổ tay",
        "id": "lihat lembar|lihat daftar|lihat kantor|lihat map|lihat berkas|lihat file|lihat buku panduan"
              "|lihat email|lihat lampiran|lihat di bawah|di map|di kantor|di daftar|di papan|di buku panduan"
              "|di berkas",
        "ms": "lihat helaian|lihat senarai|lihat pejabat|lihat fail|lihat manual|lihat emel|lihat lampiran"
              "|lihat di bawah|dalam fail|di pejabat|dalam senarai|di papan|dalam manual",
        "tl": "tingnan ang sheet|tingnan sa listahan|tingnan sa opisina|tingnan ang folder|tingnan ang file"
              "|tingnan ang manual|tingnan ang email|tingnan ang attachment|tingnan sa ibaba|nasa folder"
              "|nasa opisina|nasa listahan|nasa board|nasa manual",
        "sw": "angalia karatasi|angalia orodha|angalia ofisi|angalia faili|angalia mwongozo|angalia barua pepe"
              "|angalia kiambatisho|angalia hapo chini|kwenye faili|ofisini|kwenye orodha|kwenye ubao"
              "|kwenye mwongozo",
        "ja": "シート参照|一覧参照|事務所で確認|事務所にて|ファイル参照|マニュアル参照|メール参照"
              "|添付参照|下記参照|別紙|参照|ファイルに|事務所に|一覧に|掲示板に|マニュアルに",
        "ko": "시트 참조|목록 참조|사무실 참조|사무실 문의|파일 참조|매뉴얼 참조|메일 참조"
              "|첨부 참조|아래 참조|별지 참조|참조|파일에|사무실에|목록에|게시판에|매뉴얼에",
        "zh": "见表|見表|见清单|見清單|见办公室|見辦公室|见文件夹|見資料夾|见文件|見文件|见手册|見手冊"
              "|见邮件|見郵件|见附件|見附件|见下文|見下文|参见|參見|详见|詳見|在办公室|在辦公室"
              "|在文件夹|在資料夾|在清单|在白板上|在手册",
        "ka": "იხილეთ ფურცელი|იხ. ფურცელი|იხილეთ სია|იხილეთ ოფისი|იხილეთ საქაღალდე|იხილეთ ფაილი"
              "|იხილეთ სახელმძღვანელო|იხილეთ ელფოსტა|იხილეთ დანართი|იხილეთ ქვემოთ|საქაღალდეში|ოფისში|სიაში"
              "|დაფაზე|სახელმძღვანელოში",
        "af": "sien blad|sien die blad|sien lys|sien die lys|sien kantoor|sien die lêer|sien die leer"
              "|sien handleiding|sien e-pos|sien aanhangsel|sien hieronder|in die lêer|in die leer"
              "|in die kantoor|op die lys|op die bord|in die handleiding",
        "ca": "veure full|vegeu el full|vegeu la llista|vegeu l'oficina|vegeu la carpeta|vegeu el fitxer"
              "|vegeu el manual|vegeu el correu|vegeu l'adjunt|vegeu a sota|a la carpeta|a l'oficina"
              "|a la llista|al tauler|al manual",
        "gl": "ver folla|ver a folla|ver a lista|ver a oficina|ver o cartafol|ver o ficheiro|ver o manual"
              "|ver o correo|ver o anexo|ver abaixo|no cartafol|na oficina|na lista|no taboleiro",
        "eu": "ikus orria|ikusi orria|ikusi zerrenda|ikusi bulegoa|ikusi karpeta|ikusi fitxategia"
              "|ikusi eskuliburua|ikusi posta|ikusi eranskina|ikusi behean|karpetan|bulegoan|zerrendan"
              "|arbelean|eskuliburuan",
        "cy": "gweler y daflen|gweler y rhestr|gweler y swyddfa|gweler y ffolder|gweler y ffeil"
              "|gweler y llawlyfr|gweler yr e-bost|gweler yr atodiad|gweler isod|yn y ffolder|yn y swyddfa"
              "|ar y rhestr|ar y bwrdd|yn y llawlyfr",
        "ga": "féach an bhileog|feach an bhileog|féach an liosta|feach an liosta|féach an oifig|feach an oifig"
              "|féach an fillteán|feach an filltean|féach an comhad|féach an lámhleabhar|féach an ríomhphost"
              "|féach an ceangaltán|féach thíos|feach thios|san fhillteán|san fhilltean|san oifig"
              "|ar an liosta|ar an gclár|ar an gclar|sa lámhleabhar",
    },
}

#: the languages whose phrases are found anywhere in a value: particles glue to their words (Hebrew, Arabic,
#: Persian, Hindi, Bengali, Korean) or the script writes no spaces (Thai, Japanese, Chinese)
GLUED = frozenset("he ar fa hi bn th ja ko zh".split())


def phrases() -> tuple[list[str], list[str], list[str]]:
    """The table's phrases: (whole words, stems, found anywhere), lower case, apostrophes as ``'``."""
    words: set[str] = set()
    stems: set[str] = set()
    free: set[str] = set()
    for cells in CONCEPTS.values():
        for lang, cell in cells.items():
            for p in cell.split("|"):
                p = p.lower().replace("’", "'")
                if lang in GLUED:
                    free.add(p.rstrip("*"))
                elif p.endswith("*"):
                    stems.add(p[:-1])
                else:
                    words.add(p)
    return sorted(words), sorted(stems), sorted(free)


def _pattern() -> str:
    words, stems, free = phrases()
    return (
        r"(?<![^\W\d_])(?:(?:" + _trie(words) + r")(?![^\W\d_])|(?:" + _trie(stems) + r"))|(?:" + _trie(free) + ")"
    )


@cache
def _phrase() -> re.Pattern[str]:
    """The table as one search, compiled at its first use (~0.5 s): most texts never reach it."""
    return re.compile(_pattern())


# a password manager's name (its digit or its capitals are no token of the secret's)
_BRAND = re.compile(
    r"1password|keepass(?:xc)?|lastpass|bitwarden|dashlane|nordpass|vaultwarden|passbolt|whatsapp|iphone|icloud"
    r"|e-?mail|wi-?fi|sms",
    re.IGNORECASE,
)
# a word that could itself be the secret: a digit anywhere; a lower-case letter then a capital ("BlueHarbor",
# "hUnter"); a symbol among letters ("p@ss", "a$b"); words joined by an underscore, or three and more by hyphens or
# dots ("klompen-komkommer-gieter")
_TOKEN = re.compile(
    r"\d|[^\W\d_A-Z]+[A-Z]|[^\W\d_][@#$%^&*+=~|\\<>]|[@#$%^&*+=~|\\<>][^\W\d_]|[^\W\d_]_[^\W\d_]"
    r"|[^\W\d_]+(?:[-.][^\W\d_]+){2,}"
)
_CAPITALS = re.compile(r"(?<![^\W\d_])[A-Z]{6,}(?![^\W\d_])")
# a value given after a label inside the value ("on the sticker: bluefalcon", "pw = …")
_GIVEN = re.compile(r"[:=][ \t]+\S|=\S")
# the end of a value's first part
_PART_END = re.compile(r"[,;(|#–—]|\s-\s")


def _token_shaped(value: str) -> bool:
    """Something in ``value`` (its own case) could itself be the secret (see :data:`_TOKEN`)."""
    rest = _BRAND.sub(" ", value)
    if _TOKEN.search(rest) is not None:
        return True
    return not rest.isupper() and _CAPITALS.search(rest) is not None


def withheld(value: str) -> bool:
    """``value``, all of a credential's record value, says the credential is withheld or kept elsewhere, and holds
    nothing that could itself be the secret.

    >>> withheld("kept by the site manager"), withheld("la tiene el técnico de la casa, no se guarda")
    (True, True)
    >>> withheld("in 1Password"), withheld("išsiųstas SMS žinute")
    (True, True)
    >>> withheld("4471, ask reception if it fails"), withheld("BlueHarbor (kept by the manager)")
    (False, False)
    >>> withheld("bluefalcon (ask reception if it fails)"), withheld("on the sticker: bluefalcon")
    (False, False)
    """
    if len(value) > 160 or len(value.split()) > 14:
        return False
    low = value.lower().replace("’", "'")
    phrase = _phrase()
    if phrase.search(low) is None or _token_shaped(value) or _GIVEN.search(value) is not None:
        return False
    return not lone_first_word(low, phrase)


def lone_first_word(low: str, phrases: re.Pattern[str]) -> bool:
    """The value ``low`` opens with a part of one word, ended by a comma, a bracket, a dash or a ``#``, and none of
    ``phrases`` is in that part: that word may be the secret, the phrase a note on it ("bluefalcon (ask reception
    if it fails)")."""
    lead = len(low) - len(low.lstrip(" \t\"'"))
    end = _PART_END.search(low, lead)
    if end is None or len(low[lead : end.start()].split()) != 1:
        return False
    m = phrases.search(low, lead)
    return m is None or m.start() >= end.start()
