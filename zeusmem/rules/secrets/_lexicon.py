"""The words that name a password (or a secret number) in many languages: one list, read three ways.

* ``_context`` takes each word as a *keyword* that opens a window in which a value shaped like a secret is one
  (:func:`keywords`: every word but those of :data:`NOT_KEYWORDS`);
* ``_locales`` reads its own table of PIN, code and lock words by language; a word of that table that is also
  a word here is a *password word* there, after which a value shaped like a password counts as well as a
  number (:func:`password_words`);
* ``_locales._told_later`` reads a password named in one sentence and given in the next ("the Wi-Fi password
  changed, the new one is X"); it starts at the words marked ``^`` below (:func:`told_words`), found as
  prefixes ("password" also opens "passwords").

The lists were three (``_context._PASSWORD_WORDS``, ``_locales._PASSWORD_WORDS`` and ``_locales._TOLD``)
until they were merged here, each reader keeping exactly the words it read. ``_locales``'s table still names
the password words of its languages among its PIN words, with stem marks of its own ("şifre*", "passord*"):
there they are what the table looks for in a text; which of them name a password is decided here.
"""

from __future__ import annotations

import re

# seclex3: "Wi-Fi password" glued into one word or abbreviated: password words of ``_locales`` only (a value shaped
# like a password or a number after them; kept out of ``WORDS``, whose other readers never measured them)
WIFI_PASSWORDS = (
    "wifipassword|wifi-password|wifi_password|wlanpassword|wifipass|wifi-pass|wifipw|wifi-pw"
    "|wlanpasswort|wlan-passwort|wifipasswort|wifi-passwort|wlankennwort|wlan-kennwort|wlan-pw|wlanpw|mdpwifi"
    "|mdp-wifi|mdp wifi|clavewifi|clave-wifi|senhawifi|senha-wifi|passwordwifi|password-wifi|wifiwachtwoord"
    "|wifi-wachtwoord|wifi-ww|wifilösenord|wifi-lösenord|wifilösenordet|wifi-lösenordet|wifilosenord"
    "|wifi-losenord|wifikod|wifi-kod|wifikoden|wifi-koden|wifikode|wifi-kode|wifi-adgangskode|wifi-adgangskoden"
    "|wifikodeord|wifi-kodeord|wifipassord|wifi-passord|wifipassordet|wifi-passordet|wifi-salasana|wifisalasana"
    "|wlan-salasana|wifi-salasanan|wifi-parool|wifiparool|wifi-parooli|wifijelszó|wifi-jelszó|wifijelszava"
    "|wifi-jelszava|wifijelszo|wifi-jelszo|wifi-heslo|wifiheslo|wifi-hasło|wifi-haslo|wifihasło|wifihaslo"
    "|wifi-parola|wifiparola|wifi-şifresi|wifişifresi|wifi-sifresi|wifisifresi"
    "|вайфай-пароль|пароль-вайфай|wifi-пароль|wi-fi-пароль"
    "|wifi-lozinka|wifilozinka|wifi-geslo|wifi-slaptažodis|wifi-parole"
    "|συνθηματικό|συνθηματικού|συνθηματικο"  # and Greek's other password word
)
# language: its words, "|"-separated; inflected forms, typos and chat abbreviations listed. "^": the word opens
# the "told later" reading too. Where a word starts another word of the list followed by a space, an
# apostrophe or a letter of another script ("parola" / "parola d'ordine", "κωδικό" / "κωδικός"), the one listed
# first is the one ``_context`` reads there.
_WORDS: dict[str, str] = {
    "en": "password^|passwd|passphrase|passcode|pwd|pw|pasword|paswords|passwrd|passowrd|passwrod|paswd|pssword"
          "|passwprd|passwird|master key|master password|passw0rd|pasw0rd|passw0rds|pa55word",
    "de": "passwort^|kennwort^|masterpasswort|hauptkennwort",
    "fr": "mot de passe^|mots de passe|mdp|code d'accès|code d’accès",
    "es": "contraseña^|clave",
    "pt": "senha^",
    "it": "parola d'ordine|parola d’ordine|parola chiave|parola^",
    "nl": "wachtwoord^",
    "pl": "hasło^|hasla|hasła|haslo^",
    "ru": "пароль^|пароля|паролем|парoль|код доступа|пин",
    "uk": "пін",
    "cs": "heslo|hesla",
    "sl": "geslo",
    "hu": "jelszó^|jelszavam|jelszava|jelszo",
    "sv": "lösenordet|lösenord",
    "nb": "passordet|passord^|koden til|kode til|koden min",
    "da": "adgangskoden|adgangskode^|kodeord^|kodeordet|koden til|kode til|min kode",
    "fi": "salasanani|salasana",
    "tr": "şifrem|şifresi|şifre^|sifre^",
    "el": "κωδικός|κωδικό|κωδικος",
    "mk": "кодот",
    "sr": "лозинка",
    "hr": "lozinka|lozinku|lozinke",  # secfix14: Croatian, Bosnian and Serbian in Latin letters
    "ca": "contrasenya",  # secfix14: Catalan
    "ro": "parolă",
    "vi": "mật khẩu^",
    "id": "kata sandi^|sandi",
    "ms": "kata laluan^|katalaluan",
    "sw": "nenosiri|neno la siri",
    "ar": "كلمة المرور|كلمة مرور|كلمة السر|كلمة سر|الباسورد|باسورد|رمز المرور|رمز الدخول|رمز^",
    "fa": "رمز عبور|گذرواژه^|کلمه عبور|کلمه‌ی عبور|پسورد",
    "ur": "پاس ورڈ|پاسورڈ",
    "he": "סיסמה|סיסמא|סיסמת|הסיסמה",
    "hi": "पासवर्ड|कूटशब्द",
    "bn": "পাসওয়ার্ড",
    "ta": "கடவுச்சொல்",
    "ka": "პაროლი",
    "hy": "գաղտնաբառ",
    "mn": "нууц үг",
    "kk": "құпия сөз",
    "am": "የይለፍ ቃል^|የይለፍ ቃሉ",
    "yo": "ọ̀rọ̀ aṣínà^",
    "ha": "kalmar sirri^|kalmar sirrin",
    # secfix15: the password words of the fifteenth corpus's languages (read by ``_locales`` only, see
    # NOT_KEYWORDS): Khmer, Burmese, Sinhala, Uzbek, Azerbaijani, Zulu, Icelandic, Estonian, Latvian, Albanian,
    # Basque, Galician, Welsh, Irish (inflected forms listed, "paroli", "şifrəsi", or read as stems by ``_locales``)
    "km": "ពាក្យសម្ងាត់",
    "my": "စကားဝှက်",
    "si": "මුරපදය|මුරපද",
    "uz": "parol|paroli|parolingiz",
    "az": "şifrə|şifrəsi|şifrəm|şifrəni|parolu",
    "zu": "iphasiwedi",
    "is": "lykilorð",
    "et": "parool|salasõna",
    "lv": "parole|paroli",
    "sq": "fjalëkalim",
    "eu": "pasahitz",
    "gl": "contrasinal",
    "cy": "cyfrinair",
    "ga": "pasfhocal",
    "zh": "密码^|密碼^|口令",
    "ja": "パスワード^|暗証番号",
    "ko": "비밀번호^|비번|암호",
    "th": "รหัสผ่าน",
    # secfix16: Bulgarian, Lithuanian, Afrikaans, Somali, Telugu (with and without the zero-width non-joiner),
    # Punjabi, Slovak's inflected heslo
    "bg": "паролата|парола",
    "lt": "slaptažodis|slaptažodį|slaptažodžio|slaptazodis",
    "af": "wagwoord^",
    "so": "erayga sirta ah|erayga sirta",
    "te": "పాస్\u200cవర్డ్|పాస్వర్డ్|సంకేతపదం",
    "pa": "ਪਾਸਵਰਡ",
    "sk": "heslom|hesla",
    # secfix17: Gujarati, Kannada and Malayalam (with and without the zero-width non-joiner); Greek and Russian in
    # Latin letters (read by ``_locales`` only, see LOCALES_ONLY; "parol'" opens the "told later" reading: "parol' ot
    # vaifaya na dache: …")
    "gu": "પાસવર્ડ",
    "kn": "ಪಾಸ್\u200cವರ್ಡ್|ಪಾಸ್ವರ್ಡ್",
    "ml": "പാസ്\u200cവേഡ്|പാസ്വേഡ്",
    "el-latn": "kodikos|kodiko",
    "ru-latn": "parol'^|parol’^",
    "fi+": "salasanaksi|salasanalla|salasanan",  # secfix18: Finnish cases ("annoin salasanaksi X": as the password)
    "kk+": "құпиясөз|құпиясөзі",  # secfix19: Kazakh's "password" written as one word (as often as in two)
    # secfix22: European Portuguese "palavra-passe" (Brazil's "senha"), Turkish "parola" inflected ("parolam X")
    "pt+": "palavra-passe^|palavra passe|palavras-passe",  # secfix22
    "tr+": "parolam|parolası|parolasi|parolanız|parolaniz",  # secfix22
    "en+": "temporary access pass|temporary password",  # secfix22: Microsoft Entra's TAP, an IT desk's first password
}

#: every word, in the order of :data:`_WORDS` (a word of two languages once)
WORDS: tuple[str, ...] = tuple(dict.fromkeys(w.rstrip("^") for ws in _WORDS.values() for w in ws.split("|")))

# secfix15: the new languages' words, read by ``_locales`` only (a password word, then a value shaped like a
# password in its clause); as keywords of ``_context`` or words of ``_score`` they were not measured ("parol"
# would shadow "parola" in ``_score``'s alternation)
LOCALES_ONLY = frozenset((
    "የይለፍ ቃሉ", "kalmar sirrin", "ពាក្យសម្ងាត់", "စကားဝှက်", "මුරපදය", "මුරපද", "parol", "paroli", "parolingiz", "şifrə",
    "şifrəsi", "şifrəm", "şifrəni", "parolu", "iphasiwedi", "lykilorð", "parool", "salasõna", "parole", "fjalëkalim",
    "pasahitz", "contrasinal", "cyfrinair", "pasfhocal",
))

# secfix17: the seventeenth corpus's words, read by ``_locales`` only as well
LOCALES_ONLY = LOCALES_ONLY | frozenset((
    "પાસવર્ડ", "ಪಾಸ್\u200cವರ್ಡ್", "ಪಾಸ್ವರ್ಡ್", "പാസ്\u200cവേഡ്", "പാസ്വേഡ്", "kodikos", "kodiko", "parol'", "parol’",
))

# secfix21: Icelandic's password word is read by ``_context`` too (its window reads the owner and the service before
# the copula: "Lykilorð notandans að Spotify er X"; ``_locales`` reads four tokens after the word)
LOCALES_ONLY = LOCALES_ONLY - {"lykilorð"}

#: words that ``_context`` does not take as keywords, and why
NOT_KEYWORDS: dict[str, str] = {
    "sandi": "also a name: ``_context`` reads it as an abbreviation (the value must look like a password)",
    "пин": "a PIN: ``_locales`` takes the number after it",
    "пін": "a PIN: ``_locales`` takes the number after it",
    "رمز": "'code' as well: a keyword in its compounds only (رمز عبور, رمز المرور)",
    "הסיסמה": "'the password': ``_context`` finds סיסמה inside it",
    # added to ``_locales`` with the fifth corpus's languages; as keywords of ``_context`` they were never
    # measured (taking them is a change of behaviour, not of structure)
    "jelszo": "", "kodeord": "", "katalaluan": "", "neno la siri": "", "κωδικος": "", "kalmar sirri": "",
    "የይለፍ ቃል": "", "ọ̀rọ̀ aṣínà": "",
    **{w: "read by ``_locales`` only (secfix15)" for w in LOCALES_ONLY},
}
#: words that ``_locales`` reads as a PIN word only, though ``_context`` takes them as keywords
NOT_PASSWORD_WORDS = frozenset({"暗証番号"})

# scripts written without spaces between words (Han, kana, Hangul, Thai): no boundary is checked after them
_UNSPACED = re.compile("[\u0e00-\u0e7f\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]")


def keywords(unspaced: bool) -> str:
    """``_context``'s keywords as an alternation: the words of scripts with spaces, or (``unspaced``) without."""
    return "|".join(w for w in WORDS if w not in NOT_KEYWORDS and bool(_UNSPACED.match(w)) == unspaced)


def password_words(table_words: set[str]) -> frozenset[str]:
    """The words of ``_locales``'s table that name a password."""
    words = (*WORDS, *WIFI_PASSWORDS.split("|"))  # seclex3: and the Wi-Fi's (no other reader takes them)
    return frozenset(w for w in words if w in table_words and w not in NOT_PASSWORD_WORDS)


def told_words() -> tuple[str, ...]:
    """The words that open the "told later" reading (marked ``^``)."""
    return tuple(w[:-1] for ws in _WORDS.values() for w in ws.split("|") if w.endswith("^"))


# the names of a security question (or of its answer) and the words for "answer", by language: ``_codes`` reads
# the value after the last separator on the line of a question's name as the answer (the answer authenticates
# like a password: docs/secrets.md)
_QUESTIONS: dict[str, tuple[str, str]] = {
    "en": ("security question|security q|secret question|security answer|secret answer|verification question",
           "answer"),
    "de": ("sicherheitsfrage|geheimfrage|sicherheitsantwort", "antwort"),
    "fr": ("question secrète|question de sécurité|réponse secrète", "réponse"),
    "es": ("pregunta de seguridad|pregunta secreta|respuesta secreta", "respuesta"),
    "pt": ("pergunta de segurança|pergunta secreta|resposta secreta", "resposta"),
    "it": ("domanda di sicurezza|domanda segreta|risposta segreta", "risposta"),
    "nl": ("beveiligingsvraag|geheime vraag", "antwoord"),
    "pl": ("pytanie bezpieczeństwa|pytanie pomocnicze|pytanie zabezpieczające", "odpowiedź"),
    "tr": ("güvenlik sorusu|gizli soru", "cevap|yanıt"),
    "ru": ("контрольный вопрос|секретный вопрос", "ответ"),
    "uk": ("контрольне питання|секретне питання", "відповідь"),
    "vi": ("câu hỏi bảo mật|câu hỏi bí mật", "câu trả lời|trả lời"),
    "id": ("pertanyaan keamanan|pertanyaan rahasia", "jawaban|jawabannya"),
    "ja": ("秘密の質問|セキュリティ質問", "答え|回答"),
    "zh": ("密保问题|安全问题|密保問題|安全問題", "答案"),
    "ko": ("보안 질문|보안질문|비밀번호 찾기 질문|비밀번호 질문", "답변|답"),
    # secfix18: fifteen more languages ("Turvakysymyksen vastaus (äidin tyttönimi): …", "Sigurnosno pitanje: …")
    "fi": ("turvakysymy|salainen kysymys", "vastaus"),
    "hr": ("sigurnosno pitanje|sigurnosnog pitanja|tajno pitanje", "odgovor"),
    "cs": ("bezpečnostní otázk|kontrolní otázk", "odpověď"),
    "sk": ("bezpečnostná otázk|bezpečnostnej otázk|kontrolná otázk", "odpoveď"),
    "hu": ("biztonsági kérdés", "válasz"),
    "ro": ("întrebarea de securitate|întrebare de securitate|intrebarea de securitate", "răspunsul|răspuns"),
    "lt": ("saugos klausim|slaptas klausimas", "atsakymas"),
    "sv": ("säkerhetsfråga|kontrollfråga", "svaret|svar"),
    "da": ("sikkerhedsspørgsmål|sikkerhetsspørsmål", "svaret"),
    "he": ("שאלת אבטחה|שאלת האבטחה|שאלת ביטחון", "התשובה|תשובה"),
    "fa": ("سوال امنیتی|سؤال امنیتی", "پاسخ|جواب"),
    "ar": ("سؤال الأمان|السؤال السري|سؤال الامان", "الإجابة|الاجابة|الجواب"),
    "el": ("ερώτηση ασφαλείας", "απάντηση"),
    "hi": ("सुरक्षा प्रश्न|सुरक्षा सवाल", "उत्तर|जवाब"),
    "bg": ("таен въпрос|въпрос за сигурност|контролен въпрос", "отговор"),
}
#: every name of a security question, "|"-separated
QUESTION_WORDS = "|".join(q for q, _ in _QUESTIONS.values())
#: every word for "answer", "|"-separated
ANSWER_WORDS = "|".join(a for _, a in _QUESTIONS.values())


# secfix25: a value that says the credential is withheld: not known, not found, not here, lost, or whom to ask, in
# the languages of the corpora ("password": "not found", "sconosciuta", "לא ידועה", "code": "ask the officer on
# watch", "问值班驾驶员"). Read by ``_shared`` on a record's value: a phrase of words with one of these in it is no
# value. Latin words are whole words; the others are found anywhere in the value.
WITHHELD_LATIN = (
    # English
    "unknown|not known|not found|not here|not set|not available|unavailable|missing|lost|forgotten|forgot|n/a|none"
    "|no idea|not recorded|not saved|not stored|not written|ask|asks|ask for|check with|see|tbd|tba|withheld"
    # Romance
    "|sconosciuta|sconosciuto|non trovata|non trovato|non disponibile|chiedere|chiedi|chiedete|mancante|persa"
    "|desconocida|desconocido|no encontrada|no encontrado|no disponible|preguntar|pregunta|pregúntale|pídansela"
    "|pídesela|pedir|perdida|olvidada|desconhecida|desconhecido|não encontrada|não encontrado|perguntar|pergunte"
    "|perdida|esquecida|inconnu|inconnue|introuvable|non trouvé|non trouvée|demander|demandez|perdu|oubliée"
    "|necunoscut|necunoscută|întrebați|intrebati"
    # Germanic, Slavic, Baltic, Hungarian, Greek in Latin letters, Turkish
    "|unbekannt|nicht gefunden|fragen|frag|vergessen|onbekend|niet gevonden|vragen|vraag|okänd|okänt|fråga|ukendt"
    "|ukjent|spør|spørg|nieznane|nieznany|nieznana|zapytaj|zapytać|neznámé|neznámý|zeptat|zeptej|nepoznata"
    "|nepoznato|pitati|pitaj|ismeretlen|kérdezd|kérdezze|kérdezzétek|bilinmiyor|bilinmeyen|sor|sorun|sorunuz"
    # Austronesian, Vietnamese, Swahili
    "|hindi alam|itanong|tanungin|tanong|hingin|tidak diketahui|tak diketahui|tidak tahu|tanya|tanyakan|tanyalah"
    "|minta|không rõ|không biết|chưa rõ|hỏi|haijulikani|uliza|muulize"
)
WITHHELD_OTHER = (
    "неизвест|не найден|не знаю|спросить|спроси|уточнить|узнать у|невідом|не знайден|запитати|спитати|непознат"
    "|питати|питај|άγνωστ|δεν βρέθηκε|ρωτήστε|ρώτα|לא ידוע|לא נמצא|לשאול|תשאלו|שאל את|غير معروف|غير معروفة"
    "|مجهول|اسأل|اسال|اسألوا|未知|不详|不詳|不明|问|問|询问|詢問|わからない|分からない|聞いて|모름|몰라|물어"
    "|অজানা|জানা নেই|জিজ্ঞেস|अज्ञात|पता नहीं|पूछ|ไม่ทราบ|ถาม|ያልታወቀ|ጠይቅ"
)
# secfix25: a pass that is a ticket or a permit, not a password: the noun before "pass" in a record's key or a label
# ("gangway_pass", "boarding pass", "bus pass", "season pass")
PASS_KINDS = (
    "boarding|gangway|shore|bus|train|rail|metro|subway|tram|ferry|transit|travel|day|week|weekly|month|monthly"
    "|season|annual|visitor|visitors|parking|gym|ski|lift|press|backstage|museum|park|festival|event|hall|port"
    "|dock|yard|site|gate|library|student|hospital|ward|camping|toll|bike|fishing|hunting"
)
