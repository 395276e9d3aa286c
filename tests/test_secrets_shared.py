# ruff: noqa: E501  (one probe a line)
"""Probes of the classes branch secfix24 added to the secret gate (from the twenty-fourth independent corpus's misses
and false positives: a volunteer group's shared logins, mobile-money PINs, hall codes and bookkeeping), each in
phrasings written here, not copied from that corpus. ``SECRETS_WAS_MISSED`` are missed by main 7c599ee,
``SECRETS`` refused by it too (hand-overs in the thirteen languages, guarding the readings); ``STORED_WAS_FLAGGED``
are refused by main 7c599ee, ``STORED`` stored by it too (they guard the new readings).

Classes (``zeusmem/rules/secrets/_shared.py``): a credential's noun, what it is of, a copula and the value, in
English, Spanish, Portuguese, French, Swahili, Hindi, Bengali, Indonesian, Tagalog, Haitian Creole, Vietnamese and
Thai (a bare "code" with the lock it opens or a phone it came to, a bare "number" with its padlock or alarm, a PIN,
an OTP, a combination, a meeting's passcode, a password); the value right after its noun in the languages that put
the copula last; a lock disarmed "with" a number; an API key's noun and hex digits in its clause; backup codes after
a clause ending in a colon; a JSON record's value key in Vietnamese, Haitian Creole, Hindi, Bengali, Amharic.
Look-alikes: another kind of number's label right before the value (a booking, a member, a paybill or till), a
number sign ("n° 318"), a memory record's metadata field (its source), whom to ask instead of the value, an account's
number in groups with no card word, a code said to be withheld, changed or kept elsewhere, a network's or a
hotspot's name, a meeting id alone, a client id, India's postal PIN code, an amount or a year after "with", a food
bank (no bank).
"""

from __future__ import annotations

import pytest

from zeusmem.rules.secrets import find_secret

SECRETS_WAS_MISSED = [
    'namba ya uthibitisho iliyotumwa kwa simu ya kikundi ni 318260',  # otp_sw
    'ang OTP na natanggap ng treasurer para sa GCash ay 772104',  # otp_tl
    'Namba ya kufuli ya ghala ni 5-1-9-3.',  # padlock_sw
    'स्टोर के ताले का नंबर 4827 है।',  # padlock_hi
    'Namba ya kengele ya ofisi ni 2648.',  # alarm_sw
    'turn off the alarm using 7149 then press OFF',  # alarm_en2
    'PIN m-banking bendahara RT 05 adalah 9027.',  # pin_id
    'The MPIN for the GCash account of the youth club is 3309.',  # mpin_en
    'modpas Facebook paj la se Kreyol2025!',  # password_ht2
    'modpas Wi-Fi sal la se KayNou-2026',  # wifi_ht
    'Board meeting on Zoom, meeting ID 812 5540 1937, passcode XyTrwq',  # passcode_en
    'Reunión por Zoom: ID 845 1234 9087, código de acceso 558120',  # passcode_es
    'ufunguo wa API wa tovuti ya kwaya ni 8f0c2d1e9a7b6c5d4e3f2a1b0c9d8e7f6a5b4c3d',  # api_sw
    "Recovery codes for the club's Microsoft account, printed from the settings page after the reset: 4821 0937, 5530 2214, 7711 8096, 3092 4418",  # backup_en
    'समिति के जीमेल के बैकअप कोड, अगर फ़ोन बदल जाए तो: 7731 2209, 5518 0934, 2087 6615',  # backup_hi
    '{"तथ्य": "गोदाम के ताले का कोड", "मान": "4827"}',  # j_hi
    'कोषाध्यक्ष ने बताया कि तिजोरी का कोड 9918 है।',  # sov_hi
    'অফিসের তালার কোড 4417, কাউকে বলবেন না।',  # sov_bn
]

SECRETS = [
    'the login code that the bank just texted to the office mobile is 482913, use it now',  # otp_en
    'el código que me llegó por SMS para la cuenta del club es 730418',  # otp_es
    'o código que chegou por SMS na conta da associação é 615203',  # otp_pt
    'le code reçu par SMS pour le compte de la chorale est 905127',  # otp_fr
    'El código del portón del almacén es #4417, no lo compartas fuera del grupo.',  # door_es
    'O código da porta dos fundos do salão é *3861.',  # door_pt
    'Mã cổng sau của nhà văn hóa là 5820#.',  # door_vi
    'Ang code ng gate ng bodega ay B4471.',  # door_tl
    'Kòd baryè depo a se 7730.',  # door_ht
    'स्टोर रूम के दरवाज़े का कोड 6614 है।',  # door_hi
    'অফিসের দরজার কোড 9183।',  # door_bn
    'La combinación del candado de la bodega es 2-7-5-1.',  # padlock_es
    'La combinaison du cadenas du vestiaire est 482.',  # padlock_fr
    'Kombinasi gembok gudang koperasi adalah 0731.',  # padlock_id
    'Disarm the shop alarm with 3958 and then lock up.',  # alarm_en
    'Ang PIN ng ATM card ng samahan ay 6612.',  # pin_tl
    'Mã PIN thẻ ATM của quỹ lớp là 4180.',  # pin_vi
    'imèl sekretè a: jakmel.klib@gmail.com, modpas Lakay#2024',  # password_ht
    'API key untuk plugin donasi: 5a9e1c7d3b2f4a6e8c0d1b3a5f7e9c2d4b6a8f0e',  # api_id
    "la clé API du formulaire d'inscription est 9c4e2a7f1b3d5e6c8a0f2b4d6e8a1c3f",  # api_fr
    'Grace shared the hall door code with the Saturday crew: 5812#',  # hand_en1
    "The treasurer gave the new volunteers the M-Pesa PIN, it's 7741.",  # hand_en2
    'Kofi sent over the shed padlock combination - 3-9-1-4 - so we can get the chairs out.',  # hand_en3
    'Note from Sam: alarm panel code for the church hall = 6620, then press OFF.',  # hand_en4
    'Handover: Canva team login is design@riverfc.org / Poster#Season25',  # hand_en5
    'Doña Rosa compartió la clave del Wi-Fi del salón: Parroquia2026!',  # hand_es1
    'Don Luis nos pasó el PIN de la tarjeta: 4471.',  # hand_es2
    'La clave de la alarma que dio Marta es 9130.',  # hand_es3
    'A Dona Célia passou a senha do Instagram da associação: Coral#2026',  # hand_pt1
    'O Jorge mandou o código do cadeado do galpão: 5-2-8-1',  # hand_pt2
    "Karim a partagé le code de l'alarme du local : 7046.",  # hand_fr1
    'Le mot de passe de la page Facebook, donné par Sœur Odile, est Chorale!2026',  # hand_fr2
    'Mweka hazina ametuma PIN ya M-Pesa ya chama: 4472',  # hand_sw1
    'Neema alishiriki nenosiri la Wi-Fi ya ofisi: Umoja-Ofisi-77',  # hand_sw2
    'रमेश भाई ने समिति के यूपीआई का पिन भेजा: 5581',  # hand_hi1
    'मंदिर के गेट का कोड पंडित जी ने बताया: 3309',  # hand_hi2
    'Bu Sri membagikan PIN kartu ATM kas: 6190',  # hand_id1
    'Kata sandi Wi-Fi balai warga dari Pak Harun: BalaiRT05#2026',  # hand_id2
    'Ibinigay ni Aling Nena ang MPIN ng GCash: 8812',  # hand_tl1
    'Ang password ng Facebook page na ibinigay ni Paolo ay Samahan2026!',  # hand_tl2
    'Natacha bay PIN MonCash la: 4407',  # hand_ht1
    'Kòd alam biwo a Ricardo te bay la se 5519.',  # hand_ht2
    'Chị Mai đã gửi mã PIN thẻ ATM của quỹ: 7712',  # hand_vi1
    'Mật khẩu Wi-Fi văn phòng do anh Tuấn gửi là VanPhong@2026',  # hand_vi2
    'พี่นิดส่งรหัส PIN บัตร ATM ของชมรมมาให้: 4491',  # hand_th1
    'รหัสประตูห้องเก็บของที่ครูวันดีให้มาคือ 7720',  # hand_th2
    'কোষাধ্যক্ষ বিকাশের পিন দিয়েছেন: 3391',  # hand_bn1
    'የቢሮው ዋይፋይ የይለፍ ቃል Addis#2026 ነው።',  # hand_am1
    '{"hecho": "clave del Wi-Fi del salón", "valor": "Salon#2026", "fuente": "correo de Rosa"}',  # json_es
    '{"ukweli": "PIN ya M-Pesa ya chama", "thamani": "4471", "chanzo": "Juma"}',  # json_sw
    '{"fait": "code de l\'alarme du local", "valeur": "7046", "source": "mail de Karim"}',  # json_fr
    '{"ukweli": "nenosiri la Wi-Fi ya ofisi", "thamani": "Umoja#2026", "chanzo": "Juma"}',  # j_sw
    '{"fakta": "PIN kartu ATM kas", "nilai": "6190", "sumber": "Bu Sri"}',  # j_id
    '{"fact": "MPIN ng GCash ng samahan", "halaga": "8812"}',  # j_tl
    '{"sự_kiện": "mã cửa kho", "giá_trị": "5820#"}',  # j_vi
    '{"fè": "kòd alam biwo a", "valè": "5519"}',  # j_ht
    '{"ข้อเท็จจริง": "รหัสประตูห้องเก็บของ", "ค่า": "7720"}',  # j_th
    '{"fato": "senha do Instagram da associação", "valor": "Coral#2026"}',  # j_pt
    'Hall keypad: 4471# (from Ana)',  # keypad_en
    'O PIN do cartão da tesouraria, que a Dona Célia passou ontem, é 7731.',  # copula_pt
    'Le code du cadenas du local vélo, transmis par Karim, est 4-0-7-1.',  # copula_fr
    'Kode pintu gudang yang dikasih Pak Harun adalah 5520.',  # copula_id
    'Mã két sắt văn phòng mà anh Tuấn đưa là 3307.',  # copula_vi
    'Namba ya siri ya M-Pesa ya chama aliyotuma mweka hazina ni 6613.',  # copula_sw
    'The 6-digit code Google sent to the club phone is 551902 - Ana, log in now.',  # otp_en2
    'Kode OTP yang masuk ke HP bendahara adalah 661029.',  # otp_id
    'Mã OTP gửi về điện thoại của quỹ là 440918.',  # otp_vi
]

STORED_WAS_FLAGGED = [
    'Donations to the Riverside food bank: account is 9597416651, reference is your member number.',  # food_bank
    'La boîte à clés du local porte le n° 318 ; le code est chez Karim.',  # keybox_fr
    'फ़ीस खाता संख्या 4111 1111 1111 1111 में जमा करें, IFSC SBIN0001234',  # account_hi
    'โอนเงินเข้าบัญชี 4111 1111 1111 1111 ธนาคารกรุงไทย',  # account_th
    '{"fact": "รหัสผ่าน Wi-Fi ให้ขอจากครูวันดี ไม่ได้บันทึกไว้", "source": "อีเมลจากครูวันดี2026"}',  # json_source_th
    '{"hecho": "Wi-Fi del salón: red Salon-5G; la clave se pide a Rosa", "fuente": "correo 2026"}',  # hb_json
    'password: itanong kay Paolo, member no. 4471.',  # f_tl1
    'modpas: mande Jonas, nimewo manm 4471.',  # f_ht1
    'รหัสผ่าน: ถามพี่นิด เลขสมาชิก 4471',  # f_th1
    'पासवर्ड: सुनीता जी से पूछें, सदस्य संख्या 4471',  # f_hi1
    'PIN ya simu ya chama haitajwi hapa; Paybill ni 522533.',  # f_sw2
    'Kata sandi tidak disimpan di sini; kode booking bus: BK4471.',  # f_id2
    'Mật khẩu không lưu ở đây; mã đặt chỗ: BK4471.',  # f_vi2
    'ไม่ได้บันทึกรหัสผ่านไว้ที่นี่ เลขที่จอง: BK4471',  # f_th2
]

STORED = [
    'if a login code arrives on the office mobile, never forward it; call Ana on 0917 555 0142',  # otp_advice_en
    'el código que llegó al móvil del club se lo dicto por teléfono, no lo pongo aquí',  # otp_absent_es
    'El código de la reserva del autobús es BK4471, salida a las 7:30.',  # booking_es
    'Mã đặt phòng của khách sạn: 5823B, nhận phòng lúc 14:00.',  # booking_vi
    'เลขที่จองห้องประชุม: RM-4471',  # booking_th
    'Namba ya uanachama ya Juma ni 4471; kadi inaisha 09/28.',  # member_sw
    'Her member number is 558120 and the locker is 14.',  # member_en
    'Namba ya Paybill ya kikundi ni 522533, akaunti ni jina lako.',  # paybill_sw
    'the till number for the tuck shop is 883104; the PIN stays with the treasurer',  # till_en
    'the storeroom is door 14 on the fire plan, the code is with Ana',  # door_number_en
    'O código do alarme do salão foi trocado; a Dona Lúcia passa pessoalmente.',  # alarm_changed_pt
    'Namba ya kengele ya ofisi imebadilishwa; Neema atawapa ana kwa ana.',  # alarm_changed_sw
    'modpas la nan Bitwarden ekip la, pa chanje l.',  # password_vault_ht
    'rezo envite a louvri, pa gen modpas; non rezo a se Klinik-Envite',  # no_password_ht
    'the office Wi-Fi has a password, the network name is Parish-Office-5G',  # network_name_en
    'Zoom meeting ID 812 5540 1937, passcode is in the calendar invite',  # meeting_id_en
    'Zoom ng samahan: meeting ID 934 9299 6772, passcode nasa calendar invite',  # meeting_id_tl
    "the plugin's API key (client id) is 0f3a5c7e9b1d2f4a6c8e0b2d4f6a8c1e; the secret is in the env",  # client_id_en
    'Stripe publishable key pk_live_51Hx2mPq9Rt7Uv3Wx; the secret key stays on the server',  # publishable_en
    'Google says to print the backup codes and keep them in the safe: done, envelope 12 in the office safe.',  # backup_advice_en
    'we paid for the new door alarm with 2500 shillings from petty cash',  # with_amount_en
    'the gate was fitted with 2019 hinges',  # with_year_en
    'for the alarm call Ana, her number is 0917 555 0142',  # phone_en
    'Grace shared the hall booking reference with the Saturday crew: HB-5812',  # hb_en1
    "The treasurer gave the new volunteers the M-Pesa till number, it's 774123.",  # hb_en2
    'The alarm code was changed on Friday; Kofi will tell key holders in person.',  # hb_en3
    'Zoom for the AGM: meeting ID 845 2231 9970, passcode sent separately by SMS.',  # hb_en4
    'Doña Rosa compartió el número de socio: No. 4471.',  # hb_es1
    'La clave del Wi-Fi está en el Bitwarden del equipo.',  # hb_es2
    'O código do cadeado fica com o Jorge, não vai no grupo.',  # hb_pt1
    "Le code de l'alarme a été changé le 12.03.2026 ; Karim le donnera en main propre.",  # hb_fr1
    'PIN ya M-Pesa haitumwi kwenye kikundi; mweka hazina anayo peke yake.',  # hb_sw1
    'समिति का यूपीआई आईडी samiti@upi है; पिन कोषाध्यक्ष के पास है।',  # hb_hi1
    'Nomor rekening kas 1234567890 a.n. bendahara; PIN tidak dibagikan.',  # hb_id1
    'Ang GCash number ng samahan ay 0917 123 4567; si treasurer lang ang may MPIN.',  # hb_tl1
    'Số tài khoản quỹ là 0123456789; mã PIN chỉ thủ quỹ giữ.',  # hb_vi1
    'เลขบัญชีชมรม 123-4-56789-0 ส่วนรหัส PIN อยู่กับเหรัญญิก',  # hb_th1
    'Invoice INV-2026-3901 for the alarm service: 1751.75 approved, paid with 2026 budget.',  # hb_invoice
    'The alarm code changed on 14.03.2026; new code from Ana in person. Invoice 2231 paid.',  # f_en1
    'Wi-Fi password: removed from this note; network Hall-5G, booking 2231.',  # f_en2
    'door code: ask Maria (ext. 4471)',  # f_en3
    'Código de la alarma: pídeselo a Rosa, su teléfono 600 123 456.',  # f_es1
    'Senha do Wi-Fi: com a Dona Célia, sala 12.',  # f_pt1
    'Mot de passe : voir le Bitwarden, dossier 2026.',  # f_fr1
    'nenosiri: muulize Juma, namba ya uanachama 4471.',  # f_sw1
    'PIN: hanya bendahara, nomor anggota 4471.',  # f_id1
    'mật khẩu: hỏi chị Mai, số hội viên 4471.',  # f_vi1
    'Zoom passcode: in the invite; meeting ID 845 2231 9970',  # f_en4
    'Paybill 522533, account number 4471, PIN with the treasurer.',  # f_en5
    'Till number 883104 - the M-Pesa PIN is never shared here.',  # f_en6
    'El PIN de la tarjeta lo guarda Iván; número de socio 4471.',  # f_es2
    'Le code du digicode a été changé ; facture n° 4471 réglée.',  # f_fr2
    'Hindi na ilalagay dito ang password; booking reference ng bus ay BK4471.',  # f_tl2
    'Modpas la pa sou nòt sa a; referans rezèvasyon: BK4471.',  # f_ht2
    'A senha não fica aqui; localizador da reserva: BK4471.',  # f_pt2
    'Meeting ID 845 2231 9970 - the passcode will be sent on Friday.',  # f_en7
    'the hotspot has no password, its name is Pixel-7A-Hotspot',  # hotspot_name
    'the PIN code of our office in Bangalore is 560001',  # postal_pin
    'password: ${DB_PASSWORD}',  # env_ref
    'Weekly call: Zoom meeting ID 865 4324 9588; passcode in the invite',  # meeting_only
    'Ang member number ni Kuya Jun sa Koro ay MBR 6280; valid ang ID hanggang 06/27, locker 184.',  # member_tl
    'मंदिर ट्रस्ट की यूपीआई आईडी mandirtrust@sbi है; पिन सिर्फ़ कोषाध्यक्ष के पास है।',  # upi_id_hi
    'Đã đổi mã báo động của kho; Chị Mai sẽ báo trực tiếp cho người giữ chìa khóa.',  # changed_vi
    'the code review is on Friday at 10:30 in room 4471',  # code_review
]


@pytest.mark.parametrize("text", SECRETS_WAS_MISSED + SECRETS)
def test_refused(text: str) -> None:
    assert find_secret(text) is not None


@pytest.mark.parametrize("text", STORED_WAS_FLAGGED + STORED)
def test_stored(text: str) -> None:
    assert find_secret(text) is None
