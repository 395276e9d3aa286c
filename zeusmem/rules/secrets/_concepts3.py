"""seclex3: more concepts × the languages of ``_concepts``, written from knowledge of the languages (no corpus).

The concepts ``_concepts`` did not hold, each read in one column of ``_locales._TABLE``:

* ``pin``: an alarm's disarm / arm code; a master, installer, administrator or engineer code (a keypad's,
  an alarm panel's, a smart lock's); a phone's or a screen's unlock code and a SIM's PUK; a payment or transfer
  PIN (mobile money: M-Pesa, MoMo, Orange Money, GCash, bKash, UPI; a banking app's, BLIK's, a TAN); and the
  lock codes French, Spanish, Portuguese and Italian write without an article ("code portail", "código
  alarma"). Words that name their own secret: the first number of 4-8 digits in their clause is one.
* ``code``: the ambiguous words under a guard (a lock noun in the clause): Spanish "clave" (a key, a password,
  and "palabra clave", a keyword);
* ``key``: a Wi-Fi key's words where the table had none or a few (French "cle", "clef", Spanish "clave", "klucz
  sieciowy"...): a value shaped like a password counts only with a Wi-Fi word on the line.

Short words that are prefixes of ordinary words ("engangs-", "puk", "clave") are listed as whole words only
(no "*"): a stem would open on "engangsbeløp", "pukkel", "clavel". A trailing "*" marks a stem, as in
``_concepts``.
"""

from __future__ import annotations

from zeusmem.rules.secrets._lexicon import WIFI_PASSWORDS

CONCEPTS: dict[str, tuple[str, dict[str, str]]] = {
    # the Wi-Fi passwords written as one word (``_lexicon``: password words, a value shaped like one counts)
    "wifi password as one word": ("pin", {"wifi": WIFI_PASSWORDS}),
    "alarm disarm / arm code": ("pin", {
        "de": "unscharfcode*|unscharf-code*|entschärfungscode*|deaktivierungscode*|scharfschaltcode*"
              "|alarmanlagencode*|alarm-code|alarm-pin|alarmpin|alarmanlagen-code",
        "fr": "code de désarmement|code de desarmement|code de désactivation|code de desactivation|code alarme"
              "|code d'alarme|code d’alarme|code de l'alarme|code de l’alarme|code de l'alarme",
        "es": "código de desarme|codigo de desarme|código de desactivación|codigo de desactivacion|código de alarma"
              "|codigo de alarma|código alarma|codigo alarma|clave de la alarma|clave alarma",
        "pt": "código de desarme|codigo de desarme|código de desativação|codigo de desativacao|código de alarme"
              "|codigo de alarme|código alarme|codigo alarme|senha do alarme",
        "it": "codice di disattivazione|codice disattivazione|codice di disinserimento|codice disinserimento"
              "|codice allarme|codice dell'allarme|codice dell’allarme",
        "nl": "uitschakelcode|deactiveringscode|alarmcode|alarm-code|alarmpincode",
        "pl": "kod rozbrojenia|kod do rozbrojenia|kod rozbrajający|kod rozbrajajacy|kod alarmowy|kod alarmu"
              "|kod do alarmu|kod dezaktywacji|kod uzbrojenia",
        "cs": "kód alarmu|kod alarmu|kód k alarmu|kód od alarmu|deaktivační kód|deaktivacni kod|kód pro odjištění",
        "sk": "kód alarmu|kod alarmu|kód k alarmu|deaktivačný kód|deaktivacny kod",
        "sl": "koda alarma|kodo alarma|koda za alarm|kodo za alarm|koda za izklop alarma",
        "hr": "šifra alarma|sifra alarma|kod alarma|kod za alarm|šifra za alarm|sifra za alarm",
        "sr": "шифра аларма|код аларма|шифра за аларм|šifra alarma|sifra alarma|kod alarma",
        "ro": "codul alarmei|cod alarmă|cod alarma|codul de dezarmare|cod de dezarmare|codul de dezactivare"
              "|cod de dezactivare",
        "hu": "riasztókód*|riasztó kód*|riaszto kod*|riasztokod*|hatástalanító kód*|kikapcsoló kód*",
        "fi": "hälytyskoodi*|halytyskoodi*|hälyttimen koodi*|hälytysjärjestelmän koodi*",
        "et": "alarmikood*|valvekood*|signalisatsiooni kood*",
        "lv": "signalizācijas kods|signalizācijas kodu|signalizacijas kods|signalizacijas kodu",
        "lt": "signalizacijos kodas|signalizacijos kodą|signalizacijos koda|signalizacijos kodo",
        "sv": "larmkod*|avlarmningskod*|larm-kod*",
        "da": "alarmkode*|frakoblingskode*|alarm-kode*",
        "nb": "alarmkode*|deaktiveringskode*|alarm-kode*",
        "is": "þjófavarnarkóð*|öryggiskerfiskóð*",
        "el": "κωδικός συναγερμού|κωδικό συναγερμού|κωδικος συναγερμου|κωδικο συναγερμου|κωδικός απενεργοποίησης"
              "|κωδικό απενεργοποίησης",
        "bg": "код на алармата|кода на алармата|код за алармата|кода за алармата|код за деактивиране",
        "uk": "код сигналізації|код від сигналізації|код зняття з охорони|код постановки на охорону",
        "ru": "код сигнализации|код от сигнализации|код снятия с охраны|код постановки на охрану"
              "|код отключения сигнализации",
        "tr": "alarm kodu|alarm kodum|alarm kodunu|alarm şifresi|alarm sifresi|alarmın şifresi|alarmin sifresi",
        "az": "siqnalizasiya kodu|siqnalizasiyanın kodu|siqnalizasiyanin kodu",
        "ka": "სიგნალიზაციის კოდი|სიგნალიზაციის პაროლი",
        "hy": "ազդանշանի կոդ|ազդանշանի կոդը|ահազանգի կոդ",
        "he": "קוד אזעקה|קוד האזעקה|קוד לאזעקה|קוד נטרול|קוד הנטרול|קוד לנטרול",
        "ar": "رمز الإنذار|رمز الانذار|كود الإنذار|كود الانذار|رمز جهاز الإنذار|رقم الإنذار|رمز إلغاء الإنذار",
        "fa": "رمز دزدگیر|کد دزدگیر|رمز آلارم|کد آلارم",
        "ur": "الارم کوڈ|الارم کا کوڈ|الارم کا پن",
        "hi": "अलार्म कोड|अलार्म का कोड|अलार्म का पिन",
        "bn": "অ্যালার্ম কোড|অ্যালার্মের কোড|এলার্ম কোড",
        "mr": "अलार्म कोड|अलार्मचा कोड",
        "ne": "अलार्म कोड|अलार्मको कोड",
        "ta": "அலாரம் குறியீடு|அலாரம் கோட்|அலாரம் கோடு",
        "te": "అలారం కోడ్",
        "th": "รหัสกันขโมย|รหัสสัญญาณกันขโมย|รหัสปลดสัญญาณ|รหัสปิดสัญญาณ|รหัสสัญญาณเตือนภัย",
        "vi": "mã báo động|ma bao dong|mã chống trộm|mã tắt báo động",
        "id": "kode alarm|kode alarmnya|pin alarm",
        "ms": "kod penggera|kod alarm",
        "tl": "code ng alarm|code ng alarma|alarm code",
        "sw": "namba ya kengele|namba ya alarm|msimbo wa kengele|namba ya siri ya kengele",
        "am": "የማንቂያ ኮድ|የደወል ኮድ",
        "ha": "lambar ƙararrawa|lambar kararrawa",
        "yo": "koodu alaamu|kóòdù alaamu",
        "zu": "ikhodi ye-alamu|ikhodi yealamu",
        "ja": "警報解除コード|警備解除番号|セキュリティ解除番号|警報の暗証番号|アラームの暗証番号|警備の暗証番号",
        "ko": "경보 해제 번호|경비 해제 번호|경보기 비밀번호|세콤 비밀번호|캡스 비밀번호|보안 해제 번호",
        "zh": "报警器密码|報警器密碼|防盗密码|防盜密碼|撤防密码|撤防密碼|布防密码|布防密碼",
    }),
    "master / installer / admin code": ("pin", {
        "de": "mastercode*|master-code*|errichtercode*|installateurcode*|administratorcode*|admin-pin|adminpin"
              "|programmiercode*|mastercode|master-pin|masterpin",
        "fr": "code maître|code maitre|code installateur|code de l'installateur|code d'installateur|code administrateur"
              "|code master|code technicien|code maître du clavier",
        "es": "código maestro|codigo maestro|código de instalador|codigo de instalador|código del instalador"
              "|código de administrador|codigo de administrador|código master|codigo master",
        "pt": "código mestre|codigo mestre|código de instalador|codigo de instalador|código do instalador"
              "|código de administrador|codigo de administrador|código master|codigo master|senha mestre",
        "it": "codice master|codice installatore|codice dell'installatore|codice amministratore"
              "|codice utente master",
        "nl": "mastercode|installateurscode|installateurcode|beheerderscode|monteurscode|beheercode",
        "pl": "kod instalatora|kod administratora|kod master|kod technika|kod serwisanta",
        "cs": "instalační kód|instalacni kod|kód technika|kód správce|administrátorský kód"
              "|master kód",
        "sk": "inštalačný kód|kód technika|kód správcu|master kód",
        "sl": "inštalaterska koda|administratorska koda|master koda",
        "hr": "instalaterski kod|administratorski kod|master kod|master šifra",
        "sr": "мастер код|master kod",
        "ro": "codul master|cod master|codul de instalator|cod de instalator|codul instalatorului"
              "|codul de administrator|cod de administrator",
        "hu": "mesterkód*|mester kód*|mesterkod*|telepítői kód*|telepitoi kod*|adminisztrátori kód*|szerelői kód*",
        "fi": "asentajakoodi*|ylläpitäjän koodi*|mestarikoodi*",
        "et": "paigalduskood*|administraatori kood*|master-kood*",
        "lv": "uzstādītāja kods|administratora kods|master kods",
        "lt": "montuotojo kodas|administratoriaus kodas|master kodas",
        "sv": "installatörskod*|masterkod*|administratörskod*",
        "da": "masterkode*|installatørkode*|administratorkode*",
        "nb": "masterkode*|installatørkode*|administratorkode*",
        "is": "stjórnandakóð*",
        "el": "κύριος κωδικός|κύριο κωδικό|κωδικός εγκαταστάτη|κωδικό εγκαταστάτη|κωδικός τεχνικού|master κωδικός"
              "|κωδικός διαχειριστή|κωδικό διαχειριστή",
        "bg": "мастър код|код на инсталатора|администраторски код|кода на инсталатора",
        "uk": "майстер-код|майстер код|мастер-код|код інсталятора|код адміністратора|інженерний код",
        "ru": "мастер-код|мастер код|код установщика|код инсталлятора|инженерный код|код администратора",
        "tr": "master kod|master kodu|yönetici kodu|yonetici kodu|teknisyen kodu|yönetici şifresi",
        "az": "master kod*|admin kodu|inzibatçı kodu",
        "ka": "მასტერ კოდი|ადმინისტრატორის კოდი",
        "hy": "մաստեր կոդ|ադմինիստրատորի կոդ",
        "he": "קוד מאסטר|קוד מנהל|קוד המנהל|קוד טכנאי|קוד מתקין|קוד המתקין",
        "ar": "رمز المسؤول|رمز المثبت|رمز الفني|كود المسؤول|ماستر كود|رمز المدير",
        "fa": "کد مستر|رمز مستر|کد مدیر|رمز مدیر|کد نصاب|رمز نصاب|رمز اصلی",
        "ur": "ماسٹر کوڈ|ایڈمن کوڈ|ماسٹر پن",
        "hi": "मास्टर कोड|एडमिन कोड|इंस्टॉलर कोड|मास्टर पिन|एडमिन पिन",
        "bn": "মাস্টার কোড|অ্যাডমিন কোড|মাস্টার পিন",
        "mr": "मास्टर कोड|अॅडमिन कोड",
        "ne": "मास्टर कोड|एडमिन कोड",
        "ta": "மாஸ்டர் கோட்|மாஸ்டர் குறியீடு|நிர்வாகி குறியீடு",
        "te": "మాస్టర్ కోడ్|అడ్మిన్ కోడ్",
        "th": "รหัสมาสเตอร์|รหัสผู้ดูแล|รหัสแอดมิน|รหัสช่าง",
        "vi": "mã quản trị|mã master|mã admin|mật khẩu quản trị",
        "id": "kode master|kode admin|kode teknisi|kode installer|pin admin|pin master",
        "ms": "kod induk|kod admin|kod juruteknik|kod master",
        "tl": "master code|master pin|admin code",
        "sw": "namba ya fundi|namba ya msimamizi",
        "am": "ማስተር ኮድ",
        "ha": "lambar mai gudanarwa",
        "yo": "koodu alábòójútó|koodu alabojuto",
        "zu": "ikhodi yomphathi",
        "ja": "マスターコード|マスター暗証番号|管理者コード|管理者暗証番号|工事コード|設定コード",
        "ko": "마스터 비밀번호|마스터비번|마스터 코드|관리자 비밀번호|관리자 코드",
        "zh": "管理员密码|管理員密碼|管理密码|管理密碼|工程密码|工程密碼|主密码|主密碼|安装员密码|安裝員密碼"
              "|万能密码|萬能密碼",
    }),
    "phone / screen unlock code, SIM PUK": ("pin", {
        "de": "entsperrcode*|entsperr-code*|entsperr-pin|entsperrpin|handy-pin|handypin|handy-code|handycode"
              "|sim-pin|simpin|sperrcode*|puk-code|pukcode|puk-nummer|super-pin|superpin",
        "fr": "code de déverrouillage|code de deverrouillage|code du téléphone|code du telephone|code du portable"
              "|code de verrouillage|code puk|clé puk|cle puk|code pin de la sim|code de la sim",
        "es": "código de desbloqueo|codigo de desbloqueo|pin del móvil|pin del movil|pin del celular"
              "|código del móvil|codigo del movil|código del celular|codigo del celular|clave del celular"
              "|clave del móvil|clave del movil|código puk|codigo puk|pin de la sim|clave de desbloqueo",
        "pt": "código de desbloqueio|codigo de desbloqueio|pin do telemóvel|pin do telemovel|pin do celular"
              "|código do telemóvel|codigo do telemovel|código do celular|codigo do celular|código puk|codigo puk"
              "|pin do chip|pin do cartão sim",
        "it": "codice di sblocco|codice sblocco|pin del telefono|pin del cellulare|codice del telefono"
              "|codice del cellulare|codice puk|pin della sim",
        "nl": "ontgrendelcode|ontgrendelingscode|telefooncode|pukcode|puk-code|simpincode|sim-pincode",
        "pl": "kod odblokowania|kod do odblokowania|kod do telefonu|pin do telefonu|kod blokady|kod blokady ekranu"
              "|kod puk|numer puk|pin do karty sim|pin karty sim",
        "cs": "odemykací kód|odemykaci kod|kód k telefonu|kod k telefonu|kód k mobilu|pin k telefonu|puk kód"
              "|puk kod|pin k sim",
        "sk": "odomykací kód|odomykaci kod|kód k telefónu|kód k mobilu|pin k telefónu|puk kód|puk kod",
        "sl": "koda za odklepanje|kodo za odklepanje|koda za telefon|pin za telefon|puk koda|puk kodo",
        "hr": "kod za otključavanje|kod za otkljucavanje|šifra za otključavanje|sifra za otkljucavanje"
              "|šifra mobitela|sifra mobitela|pin mobitela|puk kod|puk broj",
        "sr": "код за откључавање|шифра телефона|пук код|kod za otključavanje|šifra telefona|sifra telefona|puk kod",
        "ro": "codul de deblocare|cod de deblocare|codul telefonului|pinul telefonului|codul puk|cod puk",
        "hu": "feloldókód*|feloldó kód*|feloldokod*|feloldo kod*|telefon pin kódja|puk-kód*"
              "|puk kód*|pukkód*",
        "fi": "avauskoodi*|puhelimen koodi*|puhelimen pin*|näytön lukituskoodi*|puk-koodi*|pukkoodi*",
        "et": "avamiskood*|telefoni pin*|puk-kood*|puk1|puk2",
        "lv": "atbloķēšanas kods|atbloķēšanas kodu|atblokesanas kods|telefona pin|puk kods|puk kodu",
        "lt": "atrakinimo kodas|atrakinimo kodą|telefono pin|puk kodas|puk kodą",
        "sv": "upplåsningskod*|upplasningskod*|mobilkod*|skärmlåskod*|puk-kod*|pukkod*",
        "da": "oplåsningskode*|oplasningskode*|mobilkode*|skærmlåskode*|puk-kode*|pukkode*",
        "nb": "opplåsingskode*|opplasingskode*|mobilkode*|skjermlåskode*|puk-kode*|pukkode*",
        "is": "opnunarkóð*|puk-númer*|puk-kóð*",
        "el": "κωδικός ξεκλειδώματος|κωδικό ξεκλειδώματος|κωδικος ξεκλειδωματος|κωδικο ξεκλειδωματος"
              "|κωδικός του κινητού|κωδικό του κινητού|pin του κινητού|κωδικός puk|κωδικό puk",
        "bg": "код за отключване|кода за отключване|пин на телефона|пук код|puk код",
        "uk": "код розблокування|код від телефону|пін від телефону|пін-код від телефону|пак-код|пук-код|puk-код"
              "|код puk",
        "ru": "код разблокировки|код от телефона|пин от телефона|пин-код от телефона|код блокировки|пак-код"
              "|пук-код|puk-код|код puk",
        "tr": "kilit açma kodu|kilit acma kodu|ekran kilidi kodu|puk kodu|puk kodum",
        "az": "kilid açma kodu|kilid acma kodu|puk kod*",
        "ka": "განბლოკვის კოდი|puk კოდი",
        "hy": "ապակողպման կոդ|puk կոդ",
        "he": "קוד לפתיחת הטלפון|קוד הנעילה|קוד נעילה|הקוד של הטלפון|קוד puk|קוד פתיחת הנעילה",
        "ar": "رمز فتح القفل|رمز قفل الشاشة|رمز فك القفل|رمز puk|كود puk",
        "fa": "رمز گوشی|رمز موبایل|رمز قفل صفحه|کد puk|کد پاک",
        "ur": "فون کا پن|موبائل کا پن|لاک کوڈ|پک کوڈ",
        "hi": "फोन का पिन|फ़ोन का पिन|अनलॉक कोड|स्क्रीन लॉक पिन|मोबाइल का पिन|पीयूके कोड",
        "bn": "ফোনের পিন|আনলক কোড|মোবাইলের পিন|পিইউকে কোড",
        "mr": "फोनचा पिन|अनलॉक कोड",
        "ne": "फोनको पिन|अनलक कोड",
        "ta": "போன் பின்|அன்லாக் குறியீடு|அன்லாக் கோட்",
        "te": "ఫోన్ పిన్|అన్‌లాక్ కోడ్",
        "th": "รหัสปลดล็อก|รหัสปลดล็อค|รหัส puk|รหัสพัค",
        "vi": "mã mở khóa|mã mở khoá|ma mo khoa|mã màn hình|mã puk",
        "id": "kode buka kunci|pin hp|pin ponsel|kode puk|pin sim",
        "ms": "kod buka kunci|pin telefon|kod puk",
        "tl": "passcode ng phone|pin ng phone|pin ng cellphone|pin ng cp|unlock code|puk code",
        "sw": "namba ya siri ya simu|pin ya simu|namba ya kufungua simu|puk ya simu|namba ya puk",
        "am": "የስልክ ፒን|የስልኩ ፒን|የፑክ ኮድ",
        "ha": "lambar sirri ta waya|lambar bude waya|pin din waya",
        "yo": "pin foonu|pin fóònù",
        "zu": "i-pin yefoni|ikhodi yokuvula",
        "ja": "ロック解除コード|ロック解除の暗証番号|画面ロックの暗証番号|スマホの暗証番号|携帯の暗証番号|pukコード"
              "|ピンロック解除コード",
        "ko": "잠금 해제 비밀번호|잠금해제 비번|폰 비밀번호|폰 비번|핸드폰 비밀번호|휴대폰 비밀번호|화면 잠금 비밀번호"
              "|puk 코드|puk코드",
        "zh": "解锁密码|解鎖密碼|锁屏密码|鎖屏密碼|手机密码|手機密碼|开机密码|開機密碼|puk码|puk碼",
    }),
    "payment / transfer PIN (mobile money, banking app)": ("pin", {
        "de": "tan-nummer|tan-code|mobile-tan|mtan|pushtan|push-tan|sms-tan|chiptan|smarttan|transaktions-pin"
              "|zahlungs-pin|banking-pin|karten-pin|kartenpin|app-pin",
        "fr": "code secret orange money|code secret mobile money|code secret wave|code secret momo|code momo"
              "|code secret de transaction|pin orange money|code secret de la carte"
              "|code secret de carte|code carte bleue|code cb|code de la cb|code de carte bancaire",
        "es": "pin de transacción|pin de transaccion|clave de transacción|clave de transaccion|clave transaccional"
              "|clave dinámica|clave dinamica|clave de operaciones|pin de pago|clave de la tarjeta|clave del cajero"
              "|pin de la tarjeta|clave de internet|clave de banca",
        "pt": "pin de transação|pin de transacao|senha de transação|senha de transacao|senha transacional"
              "|senha do cartão|senha do cartao|pin do cartão|senha do pix|senha do app|senha de 4 dígitos"
              "|senha de 6 dígitos|pin do m-pesa|pin da carteira",
        "it": "pin del bancomat|pin della carta|pin dispositivo|pin dell'app|pin della banca",
        "nl": "pincode van mijn pas|pincode van de pas|betaalpincode|app-pincode|bankpincode",
        "pl": "pin do blika|kod blik|kodu blik|kod z blika|blik kod|pin do aplikacji|pin do karty|pin karty"
              "|pin do bankowości",
        "cs": "pin ke kartě|pin k kartě|pin karty|pin do aplikace|pin k aplikaci",
        "sk": "pin ku karte|pin karty|pin do aplikácie",
        "sl": "pin kartice|pin za kartico|pin za aplikacijo",
        "hr": "pin kartice|pin za karticu|pin za aplikaciju|pin za m-banking",
        "sr": "пин картице|pin kartice|pin za karticu",
        "ro": "pinul cardului|pin-ul cardului|pin card|codul pin al cardului|pin aplicație|pin aplicatie",
        "hu": "kártya pin*|kártya pin-kód*|kartya pin*|bankkártya pin*|mobilbank pin*",
        "fi": "kortin pin*|kortin tunnusluku*|pankkikortin tunnusluku*|mobiilipankin tunnusluku*",
        "et": "kaardi pin*|pangakaardi pin*",
        "lv": "kartes pin|kartes pin kods|bankas kartes pin",
        "lt": "kortelės pin|korteles pin|kortelės pin kodas",
        "sv": "kortets pinkod*|bankkortets pinkod*|bankid-kod*|bankid-kod|swish-kod*",
        "da": "kortets pinkode*|mitid-kode*|nemid-kode*|engangskode|engangskoden|engangskoder|engangskodeord",
        "nb": "kortets pinkode*|bankid-kode*|bankid-passord*|engangskode|engangskoden|engangskoder|engangspassord",
        "is": "pin-númer kortsins|pin kortsins",
        "el": "pin της κάρτας|κωδικός της κάρτας|κωδικό της κάρτας|κωδικός συναλλαγών|κωδικό συναλλαγών",
        "bg": "пин на картата|пин кода на картата|пин-кода на картата",
        "uk": "пін картки|пін-код картки|пін від картки|пін-код від картки",
        "ru": "пин карты|пин-код карты|пин от карты|пин-код от карты|пин-код от банковской карты",
        "tr": "işlem şifresi|islem sifresi|kart şifresi|kart sifresi|atm şifresi|atm sifresi|mobil şifre",
        "az": "kartın pin kodu|kartin pin kodu|kart pin*",
        "ka": "ბარათის პინ კოდი|ბარათის პინი",
        "hy": "քարտի պին կոդ|քարտի փին կոդ",
        "he": "הקוד הסודי של הכרטיס|קוד סודי של הכרטיס|קוד סודי לכרטיס",
        "ar": "الرقم السري للبطاقة|الرقم السري للمحفظة|رقم سري المحفظة|كلمة سر المحفظة|رمز البطاقة|رقم سري البطاقة",
        "fa": "رمز دوم کارت|رمز اول کارت|رمز پویای کارت|رمز کارت بانکی",
        "ur": "ایزی پیسہ پن|جاز کیش پن|ٹرانزیکشن پن|کارڈ کا پن|اے ٹی ایم پن",
        "hi": "यूपीआई पिन|upi पिन|ट्रांजैक्शन पिन|एमपिन|एटीएम पिन|कार्ड का पिन|एटीएम का पिन",
        "bn": "বিকাশ পিন|বিকাশের পিন|নগদ পিন|নগদের পিন|ট্রানজেকশন পিন|কার্ডের পিন|এটিএম পিন",
        "mr": "यूपीआय पिन|एटीएम पिन|कार्डचा पिन",
        "ne": "एटीएम पिन|कार्डको पिन|इसेवा पिन",
        "ta": "ஏடிஎம் பின்|யுபிஐ பின்|கார்டு பின்",
        "te": "ఏటీఎం పిన్|యూపీఐ పిన్|కార్డు పిన్",
        "th": "รหัส atm|รหัสเอทีเอ็ม|รหัสแอปธนาคาร|รหัสแอพธนาคาร",
        "vi": "mã pin giao dịch|mật khẩu giao dịch|mã pin thẻ|mã pin atm|mã otp giao dịch|mã pin ví",
        "id": "pin transaksi|pin dana|pin ovo|pin gopay|pin m-banking|pin mbanking|pin atm|pin kartu|pin brimo"
              "|pin livin",
        "ms": "pin transaksi|pin kad|pin atm|pin kad atm",
        "tl": "mpin ng gcash|gcash mpin|maya pin|pin ng atm|pin ng card",
        "sw": "pin ya mpesa|pin ya m-pesa|namba ya siri ya mpesa|namba ya siri ya m-pesa|pini ya mpesa"
              "|pin ya tigo pesa|pin ya airtel money|pin ya halopesa|pin ya benki|pin ya atm|pin ya kadi",
        "am": "የቴሌብር ፒን|የሲቢኢ ብር ፒን|የኤቲኤም ፒን|የካርድ ፒን",
        "ha": "lambar sirri ta atm|pin na atm|lambar sirrin katin",
        "yo": "pin atm|nọ́mbà àṣírí atm",
        "zu": "i-pin ye-atm|i-pin yekhadi",
        "ja": "取引暗証番号|振込暗証番号|決済パスワード|取引パスワード|キャッシュカードの暗証番号|カードの暗証番号",
        "ko": "결제 비밀번호|결제비밀번호|이체 비밀번호|간편 비밀번호|계좌 비밀번호|카드 비밀번호|통장 비밀번호",
        "zh": "支付密码|支付密碼|交易密码|交易密碼|付款密码|付款密碼|转账密码|轉帳密碼|网银密码|網銀密碼"
              "|银行卡密码|銀行卡密碼",
    }),
    "lock code without an article": ("pin", {
        "fr": "code portail|code porte|code de porte|code portillon|code cadenas|code coffre|code coffre-fort"
              "|code casier|code interphone|code de l'interphone|code immeuble|code de l'immeuble|code d'immeuble"
              "|code entrée|code entree|code boîte à clés|code boite a cles|code boîte à clefs|code garage",
        "es": "código puerta|codigo puerta|código portal|codigo portal|código portón|codigo porton|código candado"
              "|codigo candado|código caja fuerte|codigo caja fuerte|código taquilla|código portero|codigo portero"
              "|código del portero|código del edificio|codigo del edificio|código del garaje|codigo del garaje"
              "|código cajetín|código de la caja de llaves|clave del portal|clave de la puerta|clave del candado",
        "pt": "código portão|codigo portao|código porta|codigo porta|código cadeado|codigo cadeado|código cofre"
              "|codigo cofre|código do prédio|codigo do predio|código do condomínio|codigo do condominio"
              "|código do interfone|codigo do interfone|código da garagem|codigo da garagem|senha do portão"
              "|senha do portao|senha da porta|senha do cadeado|senha do cofre|senha do interfone",
        "it": "codice cancello|codice porta|codice portone|codice lucchetto|codice cassaforte|codice armadietto"
              "|codice citofono|codice del citofono|codice del portone|codice garage|codice del garage"
              "|codice della serratura|codice serratura|codice del box",
    }),
    # the verbs that open a lock with a number ("opens with", "press", "key in"): code words, a lock noun must be in
    # the clause before the number (the languages whose table had none or a few)
    "open with / key in": ("code", {
        "en": "unlocks with",
        "de": "öffnet mit|geht mit|aufmachen mit|tippe|eintippen|eingeben|drück|drücke",
        "fr": "s'ouvre avec|s’ouvre avec|ouvre avec",
        "es": "se abre con|abre con|teclea|teclear",
        "pt": "abre-se com|abre com|aperta|aperte",
        "it": "si apre con|apre con",
        "nl": "gaat open met|toets in",
        "pl": "otwiera się kodem|otwiera sie kodem|otwiera się na|otwiera kodem",
        "cs": "otevírá se kódem|otevře se kódem|naťukej",
        "sk": "otvára sa kódom|otvára kódom",
        "ru": "открывается кодом|открывается на|набери|набрать|введи|нажми",
        "uk": "відкривається кодом|відчиняється кодом|натисни",
        "sv": "öppnas med|öppnar med",
        "da": "åbner med|åbnes med",
        "nb": "åpnes med|åpner med",
        "fi": "aukeaa koodilla|avautuu koodilla|aukeaa numerolla",
        "ro": "se deschide cu|deschide cu|tastează|tasteaza",
        "hr": "otvara se s|otvara se sa|otvara se kodom|utipkaj",
        "sr": "отвара се са|отвара се кодом|otvara se sa|otvara se kodom",
        "vi": "mở bằng",
        "id": "dibuka dengan|buka pakai|buka dengan",
        "ms": "buka dengan|dibuka dengan",
        "tl": "pindutin",
        "sw": "kufungua kwa",
        "he": "נפתח עם|נפתחת עם|פותחים עם",
        "ar": "يفتح بـ|يفتح ب|افتح بـ",
        "th": "เปิดด้วย",
        "ko": "눌러|입력",
    }),
    # the rooms and cabinets of a workplace that a code opens (a ward's treatment and medication rooms, a drugs
    # cabinet, a store room, a changing room, a server room): lock nouns; a room in general ("Zimmer", "pokój",
    # "ห้อง") is none (its number would be read as its code)
    "workplace rooms and cabinets": ("lock", {
        "en": "medication room|med room|meds room|treatment room|clean utility|dirty utility|sluice|staff room"
              "|changing room|locker room|server room|store room|stockroom|stock room|supply room|drug room"
              "|drugs room|narcotics cabinet|drug cabinet|drugs cabinet|drug safe|medicine room|comms room|plant room",
        "de": "medikamentenraum*|medikamentenzimmer*|behandlungsraum*|behandlungszimmer*|arzneimittelraum*"
              "|betäubungsmittel*|btm-raum*|btm-fach*|lagerraum*|serverraum*|umkleide*|personalraum*|dienstzimmer*"
              "|stationszimmer*|technikraum*|abstellraum*|vorratsraum*|materialraum*|putzraum*|verbandsraum*",
        "fr": "salle de soins|salle des soins|salle de traitement|réserve|local technique|vestiaire*"
              "|salle des médicaments|salle serveur|salle des serveurs|salle de repos|salle du personnel|infirmerie",
        "es": "sala de curas|sala de medicación|sala de medicacion|sala de tratamiento|sala de medicamentos|almacén"
              "|almacen|vestuario*|cuarto de medicación|sala de servidores|enfermería|enfermeria|farmacia",
        "pt": "sala de tratamento|sala de medicação|sala de medicacao|sala de curativos|farmácia|almoxarifado"
              "|vestiário*|vestiario*|depósito|sala de servidores|enfermaria",
        "it": "sala medicazioni|sala medicazione|sala|ambulatorio|infermeria|spogliatoio*|magazzino|deposito"
              "|farmacia|stanza dei farmaci|armadio farmaci|sala server",
        "nl": "medicijnkamer*|behandelkamer*|opslagruimte*|kleedkamer*|serverruimte*|personeelsruimte*"
              "|voorraadkamer*|verpleegpost*",
        "pl": "gabinet*|pomieszczeni*|zabiegow*|magazyn*|szatni*|dyżurk*|dyzurk*|serwerowni*",
        "cs": "ošetřovn*|osetrovn*|místnost*|mistnost*|sklad*|šatn*|serverovn*|sestern*",
        "sk": "ošetrovň*|osetrovn*|sklad*|šatň*|satn*|serverovň*",
        "sl": "ambulant*|skladišč*|garderob*",
        "hr": "ambulant*|skladišt*|svlačionic*|prostorij*|ljekarn*",
        "sr": "амбулант*|магацин*|свлачиониц*|просториј*|ambulant*|magacin*|prostorij*",
        "ro": "sala|sălii|salii|cabinet*|depozit*|vestiar*|farmaci*|încăpere*|incapere*",
        "hu": "kezelő*|kezelo*|gyógyszerszob*|gyógyszerraktár*|raktár*|raktar*|öltöző*|oltozo*|szerverszob*"
              "|nővérszob*",
        "fi": "hoitohuone*|lääkehuone*|laakehuone*|varasto*|pukuhuone*|palvelinhuone*|taukotila*",
        "et": "ravimiruum*|protseduuriruum*|riietusruum*|serveriruum*",
        "lv": "manipulāciju kabinet*|zāļu telp*|noliktav*|ģērbtuv*|kabinet*",
        "lt": "procedūrų kabinet*|kabinet*|sandėl*|persirengimo kambar*|vaistų kambar*",
        "sv": "läkemedelsrum*|behandlingsrum*|omklädningsrum*|serverrum*|personalrum*|expedition*",
        "da": "medicinrum*|behandlingsrum*|depot*|omklædningsrum*|serverrum*|personalerum*",
        "nb": "medisinrom*|behandlingsrom*|lager*|garderobe*|serverrom*|personalrom*",
        "is": "lyfjaherberg*|meðferðarherberg*|geymsl*|búningsklef*",
        "el": "αίθουσα θεραπείας|δωμάτιο φαρμάκων|αποθήκη*|αποδυτήρι*|εξεταστήρι*",
        "bg": "манипулационн*|съблекалн*|аптека*",
        "uk": "процедурн*|кабінет*|склад*|роздягальн*|ординаторськ*|сестринськ*|серверн*|маніпуляційн*",
        "ru": "процедурн*|кабинет*|склад*|раздевалк*|ординаторск*|сестринск*|серверн*|манипуляционн*",
        "tr": "tedavi oda*|ilaç oda*|ilac oda*|depo*|soyunma oda*|sunucu oda*|hemşire oda*|pansuman oda*",
        "az": "anbar*|soyunma otağ*|müalicə otağ*",
        "ka": "საწყობ*|გასახდელ*|საპროცედურო*",
        "hy": "պահեստ*|հանդերձարան*|բուժասենյակ*",
        "he": "חדר טיפולים|חדר תרופות|חדר התרופות|חדר הטיפולים|מחסן|המחסן|חדר הלבשה|ארון התרופות|ארון סמים|ארון הסמים",
        "ar": "غرفة العلاج|غرفة الأدوية|المستودع|مستودع|غرفة تغيير الملابس|خزانة الأدوية|صيدلية|الصيدلية",
        "fa": "اتاق درمان|انبار|رختکن|داروخانه|قفسه دارو",
        "ur": "اسٹور روم|دوا خانہ|ڈسپنسری",
        "hi": "स्टोर रूम|दवा कक्ष|दवाखाना|ड्रेसिंग रूम|लॉकर रूम",
        "bn": "স্টোর রুম|ওষুধের ঘর|চেঞ্জিং রুম",
        "mr": "स्टोअर रूम|औषध कक्ष",
        "ne": "उपचार कोठा*|औषधि कक्ष|लागुऔषध*",
        "ta": "சிகிச்சை அறை|மருந்து அறை|களஞ்சியம்",
        "te": "మందుల గది|చికిత్స గది",
        "th": "ห้องยา|ห้องทำแผล|ห้องหัตถการ|ห้องเก็บของ|ห้องเปลี่ยนชุด|ห้องเปลี่ยนเสื้อผ้า|ตู้ยา|ห้องเซิร์ฟเวอร์",
        "vi": "phòng thủ thuật|phòng thuốc|tủ thuốc|phòng thay đồ|phòng máy chủ",
        "id": "ruang tindakan|ruang obat|gudang|ruang ganti|lemari obat",
        "ms": "bilik rawatan|bilik ubat|bilik persalinan|almari ubat",
        "sw": "chumba cha dawa|chumba cha matibabu|stoo|kabati la dawa",
        "ja": "処置室|薬剤室|薬局|倉庫|更衣室|サーバー室|サーバールーム|麻薬金庫|麻薬庫",
        "ko": "처치실|투약실|약제실|마약장|약장|마약 금고|창고|탈의실|서버실|비품실",
        "zh": "治疗室|治療室|药房|藥房|药品室|藥品室|仓库|倉庫|更衣室|机房|機房|毒麻柜|毒麻櫃|麻醉药柜",
    }),
    # a combination's own compound in the scripts without spaces ("ダイヤル番号", "รหัสกุญแจ"): a PIN word
    "dial number": ("pin", {
        "ja": "ダイヤル番号|ダイヤルロック番号",
        "ko": "다이얼 번호|자물쇠 번호",
        "th": "รหัสกุญแจ|รหัสล็อกเกอร์",
        "zh": "密码锁密码",
    }),
    # Greek's other word for a password (συνθηματικό): a password word (``_lexicon.WIFI_PASSWORDS``' reader)
    "password (Greek)": ("pin", {
        "el": "συνθηματικό|συνθηματικού|συνθηματικο",
    }),
    "ambiguous words under a lock noun": ("code", {
        "es": "clave|la clave",
    }),
    "wifi key": ("key", {
        "de": "netzwerkschlüssel|wpa-schlüssel|wpa2-schlüssel|sicherheitsschlüssel|wlan-key|wifi-key|wlan-schluessel"
              "|netzwerkschluessel",
        "fr": "cle|clef|clé wpa|cle wpa|clé de sécurité|cle de securite|clé réseau|cle reseau|clé wifi|cle wifi",
        "es": "clave|clave wifi|clave del wifi|clave de red|clave de seguridad|clave wpa",
        "pt": "chave de segurança|chave de seguranca|chave da rede|chave wpa",
        "it": "chiave di rete|chiave wpa|chiave di sicurezza",
        "pl": "klucz sieciowy|klucz sieci|klucz wpa|klucz zabezpieczeń",
        "cs": "klíč sítě|klic site|síťový klíč",
        "sk": "kluc|kľúč siete",
        "ro": "cheia de securitate|cheia rețelei|cheia retelei",
        "tr": "ağ anahtarı|ag anahtari|güvenlik anahtarı|wpa anahtarı",
        "vi": "mã khóa|mã khoá",
        "el": "κλειδί δικτύου|κλειδί ασφαλείας",
        "eu": "gakoa|giltza",
        "cy": "allwedd",
        "mg": "fanalahidy",
        "uz": "kalit|kaliti",
        "zu": "ukhiye",
    }),
}
