// Samples for test/unit/trust-expiry.test.ts, written for these tests from the expiry-cue concepts (not taken from any
// corpus): per language, one sentence for each concept and benign near-misses that use the same words the human way
// (a subscription, a warranty or an offer expiring, a user who could not log in, a portal to see an invoice, an
// appointment to confirm, a password changed, and, where the language tells the plural apart, a password policy).

export interface ExpirySamples {
  /** 1. The reader's password or access expiring. */
  expiry: string;
  /** 2. A sign-in joined to confirming or updating data. */
  confirm: string;
  /** 3. A document opened only after signing in with trade or platform credentials. */
  open: string;
  /** The same words in ordinary mail: none of the concepts may hit. */
  benign: string[];
}

export const SAMPLES: Record<string, ExpirySamples> = {
  en: {
    expiry: "Your access expires today at 18:00.",
    confirm: "Please log in and confirm your details.",
    open: "You need to log in with your dealer account to open it.",
    benign: [
      "Your subscription expires on 31 December. The warranty expires next year and the offer expires tomorrow.",
      "I could not log in, please reset my password. Your password was changed successfully.",
      "Log in to the portal to see your invoice. Please confirm your appointment.",
      "Passwords expire every 90 days per our IT policy.",
    ],
  },
  de: {
    expiry: "Das Passwort Ihres Zugangs läuft heute ab.",
    confirm: "Nach der Anmeldung bitte Ihre Daten bestätigen.",
    open: "Um den Bericht zu öffnen, melden Sie sich mit Ihren Händlerzugangsdaten an.",
    benign: [
      "Ihr Abonnement läuft am 31. Dezember ab. Die Garantie endet, das Angebot gilt bis morgen.",
      "Ich konnte mich nicht anmelden, bitte setzen Sie mein Passwort zurück. Ihr Passwort wurde erfolgreich geändert.",
      "Melden Sie sich im Portal an, um Ihre Rechnung zu sehen. Bitte bestätigen Sie Ihren Termin.",
      "Passwörter laufen laut IT-Richtlinie alle 90 Tage ab.",
    ],
  },
  fr: {
    expiry: "Votre mot de passe expire aujourd'hui à 18h.",
    confirm: "Connectez-vous et confirmez vos données.",
    open: "Pour consulter le rapport, connectez-vous avec vos identifiants revendeur.",
    benign: [
      "Votre abonnement expire le 31 décembre. La garantie expire l'an prochain et l'offre expire demain.",
      "Je n'ai pas pu me connecter, pouvez-vous réinitialiser mon mot de passe ? Votre mot de passe a été modifié avec succès.",
      "Connectez-vous au portail pour voir votre facture. Merci de confirmer votre rendez-vous.",
      "Les mots de passe expirent tous les 90 jours selon notre politique informatique.",
    ],
  },
  es: {
    expiry: "Su contraseña caduca hoy a las 18:00.",
    confirm: "Inicie sesión y confirme sus datos.",
    open: "Para ver el informe, inicie sesión con sus credenciales de distribuidor.",
    benign: [
      "Su suscripción vence el 31 de diciembre. La garantía caduca el año que viene y la oferta termina mañana.",
      "No pude iniciar sesión, ¿podéis restablecer mi contraseña? Su contraseña se cambió correctamente.",
      "Inicie sesión en el portal para ver su factura. Por favor, confirme su cita.",
      "Las contraseñas caducan cada 90 días según nuestra política de TI.",
    ],
  },
  it: {
    expiry: "La tua password scade oggi alle 18:00.",
    confirm: "Accedi e conferma i tuoi dati.",
    open: "Per visualizzare il documento accedi con le credenziali da rivenditore.",
    benign: [
      "Il tuo abbonamento scade il 31 dicembre. La garanzia scade l'anno prossimo e l'offerta scade domani.",
      "Non riesco ad accedere, potete reimpostare la mia password? La tua password è stata modificata correttamente.",
      "Accedi al portale per vedere la tua fattura. Ti preghiamo di confermare l'appuntamento.",
      "Le password scadono ogni 90 giorni secondo la policy IT.",
    ],
  },
  pt: {
    expiry: "A sua senha expira hoje às 18h.",
    confirm: "Faça login e confirme os seus dados.",
    open: "Para abrir o relatório, faça login com as credenciais de revendedor.",
    benign: [
      "A sua assinatura termina em 31 de dezembro. A garantia acaba no próximo ano e a oferta termina amanhã.",
      "Não consegui fazer login, podem redefinir a minha senha? A sua senha foi alterada com sucesso.",
      "Acesse o portal para ver a sua fatura. Por favor, confirme a sua consulta.",
      "As senhas expiram a cada 90 dias segundo a política de TI.",
    ],
  },
  nl: {
    expiry: "Uw wachtwoord verloopt vandaag om 18:00.",
    confirm: "Log in en bevestig uw gegevens.",
    open: "Log in met uw dealeraccount om het rapport te bekijken.",
    benign: [
      "Uw abonnement loopt af op 31 december. De garantie vervalt volgend jaar en de aanbieding eindigt morgen.",
      "Ik kon niet inloggen, kunt u mijn wachtwoord resetten? Uw wachtwoord is succesvol gewijzigd.",
      "Log in op het portaal om uw factuur te zien. Bevestig alstublieft uw afspraak.",
      "Wachtwoorden verlopen volgens ons IT-beleid elke 90 dagen.",
    ],
  },
  sv: {
    expiry: "Ditt lösenord går ut i dag kl. 18.00.",
    confirm: "Logga in och bekräfta dina uppgifter.",
    open: "Logga in med ditt återförsäljarkonto för att öppna rapporten.",
    benign: [
      "Din prenumeration förnyas den 31 december. Garantin gäller ett år och erbjudandet gäller till i morgon.",
      "Jag kunde inte logga in, kan ni återställa mitt lösenord? Ditt lösenord har ändrats.",
      "Logga in på portalen för att se din faktura. Bekräfta gärna din tid.",
    ],
  },
  pl: {
    expiry: "Twoje hasło wygasa dzisiaj o 18:00.",
    confirm: "Zaloguj się i potwierdź swoje dane.",
    open: "Aby otworzyć raport, zaloguj się danymi dealerskimi.",
    benign: [
      "Twoja subskrypcja kończy się 31 grudnia. Gwarancja wygasa w przyszłym roku, a oferta jutro.",
      "Nie mogę się zalogować, proszę zresetować moje hasło. Twoje hasło zostało pomyślnie zmienione.",
      "Zaloguj się do portalu, aby zobaczyć fakturę. Prosimy potwierdzić wizytę.",
      "Hasła wygasają co 90 dni zgodnie z polityką IT.",
    ],
  },
  cs: {
    expiry: "Vaše heslo dnes vyprší.",
    confirm: "Přihlaste se a potvrďte své údaje.",
    open: "Přihlaste se svými dealerskými údaji, abyste jej otevřeli.",
    benign: [
      "Vaše předplatné končí 31. prosince. Záruka platí do příštího roku a nabídka zítra končí.",
      "Nemohl jsem se přihlásit, prosím o reset hesla. Vaše heslo bylo úspěšně změněno.",
      "Přihlaste se do portálu a podívejte se na fakturu. Potvrďte prosím termín schůzky.",
    ],
  },
  ru: {
    expiry: "Срок действия вашего пароля истекает сегодня.",
    confirm: "Войдите и подтвердите свои данные.",
    open: "Чтобы открыть отчёт, войдите под своей дилерской учётной записью.",
    benign: [
      "Ваша подписка заканчивается 31 декабря. Гарантия действует год, а предложение действует до завтра.",
      "Я не смог войти, сбросьте, пожалуйста, мой пароль. Ваш пароль успешно изменён.",
      "Войдите на портал, чтобы увидеть счёт. Пожалуйста, подтвердите запись на приём.",
      "Пароли истекают каждые 90 дней по политике ИТ.",
    ],
  },
  uk: {
    expiry: "Термін дії вашого пароля спливає сьогодні.",
    confirm: "Увійдіть і підтвердіть свої дані.",
    open: "Щоб відкрити звіт, увійдіть зі своїм дилерським обліковим записом.",
    benign: [
      "Ваша підписка закінчується 31 грудня. Гарантія діє рік, а пропозиція діє до завтра.",
      "Я не зміг увійти, скиньте, будь ласка, мій пароль. Ваш пароль успішно змінено.",
      "Увійдіть на портал, щоб побачити рахунок. Будь ласка, підтвердіть запис на прийом.",
    ],
  },
  el: {
    expiry: "Ο κωδικός πρόσβασής σας λήγει σήμερα.",
    confirm: "Συνδεθείτε και επιβεβαιώστε τα στοιχεία σας.",
    open: "Για να το ανοίξετε, συνδεθείτε με τα στοιχεία αντιπροσώπου.",
    benign: [
      "Η συνδρομή σας ανανεώνεται στις 31 Δεκεμβρίου. Η εγγύηση ισχύει για έναν χρόνο και η προσφορά ισχύει μέχρι αύριο.",
      "Δεν μπόρεσα να συνδεθώ, παρακαλώ επαναφέρετε τον κωδικό μου. Ο κωδικός σας άλλαξε επιτυχώς.",
      "Συνδεθείτε στην πύλη για να δείτε το τιμολόγιό σας. Παρακαλούμε επιβεβαιώστε το ραντεβού σας.",
      "Οι κωδικοί λήγουν κάθε 90 ημέρες σύμφωνα με την πολιτική IT.",
    ],
  },
  tr: {
    expiry: "Şifrenizin süresi bugün doluyor.",
    confirm: "Giriş yapın ve bilgilerinizi onaylayın.",
    open: "Raporu açmak için bayi hesabınızla giriş yapmanız gerekiyor.",
    benign: [
      "Aboneliğiniz 31 Aralık'ta yenilenecek. Garanti bir yıl geçerli, kampanya yarın bitiyor.",
      "Giriş yapamadım, lütfen şifremi sıfırlayın. Şifreniz başarıyla değiştirildi.",
      "Faturanızı görmek için portala giriş yapın. Lütfen randevunuzu onaylayın.",
    ],
  },
  id: {
    expiry: "Kata sandi Anda akan kedaluwarsa hari ini.",
    confirm: "Silakan login dan konfirmasi data Anda.",
    open: "Untuk membuka laporan, login dengan akun dealer Anda.",
    benign: [
      "Langganan Anda diperpanjang pada 31 Desember. Garansi berlaku satu tahun dan promo berlaku sampai besok.",
      "Saya tidak bisa masuk, tolong atur ulang kata sandi saya. Kata sandi Anda berhasil diubah.",
      "Masuk ke portal untuk melihat tagihan Anda. Mohon konfirmasi janji temu Anda.",
    ],
  },
  vi: {
    expiry: "Mật khẩu của bạn sẽ hết hạn hôm nay.",
    confirm: "Vui lòng đăng nhập và xác nhận thông tin của bạn.",
    open: "Để xem báo cáo, hãy đăng nhập bằng tài khoản đại lý của bạn.",
    benign: [
      "Gói đăng ký của bạn được gia hạn vào ngày 31 tháng 12. Bảo hành có giá trị một năm.",
      "Tôi không thể đăng nhập, vui lòng đặt lại mật khẩu cho tôi. Mật khẩu của bạn đã được thay đổi thành công.",
      "Đăng nhập cổng thông tin để xem hóa đơn của bạn. Vui lòng xác nhận lịch hẹn.",
    ],
  },
  sw: {
    expiry: "Nenosiri lako litaisha muda leo saa 12 jioni.",
    confirm: "Tafadhali ingia na uthibitishe taarifa zako.",
    open: "Ili kufungua ripoti, ingia kwa akaunti ya muuzaji wako.",
    benign: [
      "Usajili wako utaendelea hadi tarehe 31 Desemba. Dhamana ni ya mwaka mmoja.",
      "Sikuweza kuingia, tafadhali weka upya nenosiri langu. Nenosiri lako limebadilishwa.",
      "Tafadhali thibitisha miadi yako.",
    ],
  },
  hi: {
    expiry: "आपका पासवर्ड आज समाप्त हो जाएगा।",
    confirm: "कृपया लॉग इन करें और अपने विवरण की पुष्टि करें।",
    open: "रिपोर्ट खोलने के लिए अपने डीलर अकाउंट से लॉग इन करें।",
    benign: [
      "आपकी सदस्यता 31 दिसंबर को नवीनीकृत होगी। वारंटी एक साल की है।",
      "मैं लॉग इन नहीं कर पाया, कृपया मेरा पासवर्ड रीसेट करें। आपका पासवर्ड सफलतापूर्वक बदल दिया गया।",
      "अपना बिल देखने के लिए पोर्टल पर लॉग इन करें। कृपया अपनी अपॉइंटमेंट की पुष्टि करें।",
      "आईटी नीति के अनुसार पासवर्ड हर 90 दिन में समाप्त हो जाते हैं।",
    ],
  },
  bn: {
    expiry: "আপনার পাসওয়ার্ডের মেয়াদ আজ শেষ হবে।",
    confirm: "লগইন করে আপনার তথ্য নিশ্চিত করুন।",
    open: "রিপোর্টটি খুলতে আপনার ডিলার অ্যাকাউন্ট দিয়ে লগইন করুন।",
    benign: [
      "আপনার সাবস্ক্রিপশন ৩১ ডিসেম্বর নবায়ন হবে। ওয়ারেন্টি এক বছরের।",
      "আমি লগইন করতে পারিনি, আমার পাসওয়ার্ড রিসেট করে দিন। আপনার পাসওয়ার্ড সফলভাবে পরিবর্তন করা হয়েছে।",
      "আপনার বিল দেখতে পোর্টালে লগইন করুন। অনুগ্রহ করে আপনার অ্যাপয়েন্টমেন্ট নিশ্চিত করুন।",
    ],
  },
  ur: {
    expiry: "آپ کا پاس ورڈ آج ختم ہو جائے گا۔",
    confirm: "لاگ ان کریں اور اپنی تفصیلات کی تصدیق کریں۔",
    open: "رپورٹ کھولنے کے لیے اپنے ڈیلر اکاؤنٹ سے لاگ ان کریں۔",
    benign: [
      "آپ کی رکنیت 31 دسمبر کو تجدید ہو گی۔ وارنٹی ایک سال کی ہے۔",
      "میں لاگ ان نہیں کر سکا، براہ کرم میرا پاس ورڈ ری سیٹ کر دیں۔ آپ کا پاس ورڈ کامیابی سے تبدیل ہو گیا۔",
      "براہ کرم اپنی ملاقات کی تصدیق کریں۔",
    ],
  },
  ar: {
    expiry: "تنتهي صلاحية كلمة المرور الخاصة بك اليوم.",
    confirm: "سجّل الدخول وقم بتأكيد بياناتك.",
    open: "لفتح التقرير يجب عليك تسجيل الدخول ببيانات الوكيل الخاصة بك.",
    benign: [
      "يتجدد اشتراكك في 31 ديسمبر. الضمان لمدة سنة والعرض ساري حتى الغد.",
      "لم أتمكن من تسجيل الدخول، يرجى إعادة تعيين كلمة المرور الخاصة بي. تم تغيير كلمة المرور بنجاح.",
      "يرجى تأكيد موعدك.",
      "تنتهي صلاحية كلمات المرور كل 90 يومًا حسب سياسة تقنية المعلومات.",
    ],
  },
  fa: {
    expiry: "رمز عبور شما امروز منقضی می‌شود.",
    confirm: "وارد حساب خود شوید و اطلاعات خود را تأیید کنید.",
    open: "برای مشاهده گزارش با حساب نمایندگی خود وارد شوید.",
    benign: [
      "اشتراک شما در ۳۱ دسامبر تمدید می‌شود. گارانتی یک ساله است.",
      "نتوانستم وارد شوم، لطفا رمزم را بازنشانی کنید. رمز شما با موفقیت تغییر کرد.",
      "لطفا وقت ملاقات خود را تأیید کنید.",
    ],
  },
  he: {
    expiry: "הסיסמה שלך תפוג היום.",
    confirm: "התחבר ואשר את הפרטים שלך.",
    open: "כדי לפתוח את הדוח, התחבר עם חשבון הסוכן שלך.",
    benign: [
      "המנוי שלך מתחדש ב-31 בדצמבר. האחריות לשנה.",
      "לא הצלחתי להיכנס למערכת, אנא אפסו לי את הסיסמה. הסיסמה שלך שונתה בהצלחה.",
      "נא לאשר את התור שלך.",
    ],
  },
  am: {
    expiry: "የይለፍ ቃልዎ ጊዜው ዛሬ ያበቃል።",
    confirm: "እባክዎ ይግቡ እና መረጃዎን ያረጋግጡ።",
    open: "ሪፖርቱን ለመክፈት በአከፋፋይ መለያዎ ይግቡ።",
    benign: [
      "የደንበኝነት ምዝገባዎ በታኅሣሥ 31 ይታደሳል።",
      "መግባት አልቻልኩም፣ እባክዎ የይለፍ ቃሌን ዳግም ያስጀምሩ። የይለፍ ቃልዎ በተሳካ ሁኔታ ተቀይሯል።",
      "እባክዎ ቀጠሮዎን ያረጋግጡ።",
    ],
  },
  th: {
    expiry: "รหัสผ่านของคุณจะหมดอายุวันนี้",
    confirm: "กรุณาเข้าสู่ระบบและยืนยันข้อมูลของคุณ",
    open: "เข้าสู่ระบบด้วยบัญชีตัวแทนจำหน่ายเพื่อเปิดรายงาน",
    benign: [
      "การสมัครสมาชิกของคุณจะต่ออายุในวันที่ 31 ธันวาคม",
      "ฉันเข้าสู่ระบบไม่ได้ ช่วยรีเซ็ตรหัสผ่านให้หน่อย รหัสผ่านของคุณถูกเปลี่ยนเรียบร้อยแล้ว",
      "กรุณายืนยันการนัดหมายของคุณ",
    ],
  },
  lo: {
    expiry: "ລະຫັດຜ່ານຂອງທ່ານຈະໝົດອາຍຸມື້ນີ້",
    confirm: "ກະລຸນາເຂົ້າສູ່ລະບົບ ແລະ ຢືນຢັນຂໍ້ມູນຂອງທ່ານ",
    open: "ເຂົ້າສູ່ລະບົບດ້ວຍບັນຊີຕົວແທນຈຳໜ່າຍເພື່ອເປີດລາຍງານ",
    benign: ["ການສະໝັກສະມາຊິກຂອງທ່ານຈະຕໍ່ອາຍຸວັນທີ 31 ທັນວາ", "ກະລຸນາຢືນຢັນການນັດໝາຍຂອງທ່ານ"],
  },
  ko: {
    expiry: "고객님의 비밀번호가 오늘 만료됩니다.",
    confirm: "로그인하여 회원 정보를 확인해 주세요.",
    open: "보고서를 열람하려면 대리점 계정으로 로그인하세요.",
    benign: [
      "구독은 12월 31일에 갱신됩니다. 보증 기간은 1년입니다.",
      "로그인이 안 돼요, 비밀번호를 재설정해 주세요. 비밀번호가 성공적으로 변경되었습니다.",
      "포털에 로그인하여 청구서를 보세요. 예약을 확인해 주세요.",
    ],
  },
  ja: {
    expiry: "パスワードの有効期限が本日切れます。",
    confirm: "ログインして、登録情報をご確認ください。",
    open: "報告書を閲覧するには、販売店アカウントでログインしてください。",
    benign: [
      "ご契約は12月31日に更新されます。保証は1年間です。",
      "ログインできません。パスワードをリセットしてください。パスワードは正常に変更されました。",
      "ポータルにログインして請求書をご覧ください。ご予約をご確認ください。",
    ],
  },
  zh: {
    expiry: "您的密码将于今天下午6点过期。",
    confirm: "请登录并确认您的资料。",
    open: "请使用经销商账号登录以查看报告。",
    benign: [
      "您的订阅将于12月31日续订。保修期为一年。",
      "我无法登录，请帮我重置密码。您的密码已成功修改。",
      "请登录门户网站查看您的发票。请确认您的预约。",
    ],
  },
  km: {
    expiry: "ពាក្យសម្ងាត់របស់អ្នកនឹងផុតកំណត់ថ្ងៃនេះ។",
    confirm: "សូមចូលគណនី ហើយបញ្ជាក់ព័ត៌មានរបស់អ្នក។",
    open: "ចូលគណនីដោយប្រើគណនីអ្នកចែកចាយ ដើម្បីបើករបាយការណ៍។",
    benign: ["ការជាវរបស់អ្នកនឹងបន្តនៅថ្ងៃទី 31 ខែធ្នូ។", "សូមបញ្ជាក់ការណាត់ជួបរបស់អ្នក។"],
  },
  my: {
    expiry: "သင့်စကားဝှက်သည် ယနေ့ သက်တမ်းကုန်ဆုံးပါမည်။",
    confirm: "လော့ဂ်အင်ဝင်ပြီး သင့်အချက်အလက်များကို အတည်ပြုပါ။",
    open: "အစီရင်ခံစာကို ဖွင့်ရန် ကိုယ်စားလှယ်အကောင့်ဖြင့် လော့ဂ်အင်ဝင်ပါ။",
    benign: ["သင့်စာရင်းသွင်းမှုကို ဒီဇင်ဘာ 31 တွင် သက်တမ်းတိုးပါမည်။", "သင့်ချိန်းဆိုမှုကို အတည်ပြုပါ။"],
  },
  si: {
    expiry: "ඔබගේ මුරපදය අද කල් ඉකුත් වේ.",
    confirm: "කරුණාකර ලොග් වී ඔබගේ තොරතුරු තහවුරු කරන්න.",
    open: "වාර්තාව විවෘත කිරීමට ඔබගේ ඩීලර් ගිණුම සමඟ ලොග් වන්න.",
    benign: ["ඔබගේ දායකත්වය දෙසැම්බර් 31 වන දින අලුත් වේ.", "කරුණාකර ඔබගේ හමුවීම තහවුරු කරන්න."],
  },
  ta: {
    expiry: "உங்கள் கடவுச்சொல் இன்று காலாவதியாகும்.",
    confirm: "உள்நுழைந்து உங்கள் விவரங்களை உறுதிப்படுத்தவும்.",
    open: "அறிக்கையைத் திறக்க உங்கள் டீலர் கணக்கு மூலம் உள்நுழையவும்.",
    benign: ["உங்கள் சந்தா டிசம்பர் 31 அன்று புதுப்பிக்கப்படும்.", "உங்கள் சந்திப்பை உறுதிப்படுத்தவும்."],
  },
  ne: {
    expiry: "तपाईंको पासवर्डको म्याद आज सकिँदैछ।",
    confirm: "कृपया लगइन गरी आफ्नो विवरण पुष्टि गर्नुहोस्।",
    open: "रिपोर्ट खोल्न आफ्नो डिलर खाताबाट लगइन गर्नुहोस्।",
    benign: ["तपाईंको सदस्यता डिसेम्बर ३१ मा नवीकरण हुनेछ।", "कृपया आफ्नो भेटघाट पुष्टि गर्नुहोस्।"],
  },
  ka: {
    expiry: "თქვენი პაროლის ვადა დღეს იწურება.",
    confirm: "შედით სისტემაში და დაადასტურეთ თქვენი მონაცემები.",
    open: "ანგარიშის სანახავად შედით დილერის ანგარიშით.",
    benign: ["თქვენი გამოწერა 31 დეკემბერს განახლდება.", "გთხოვთ, დაადასტუროთ თქვენი ვიზიტი."],
  },
  yo: {
    expiry: "Ọ̀rọ̀ aṣínà rẹ yóò parí lónìí.",
    confirm: "Jọ̀ọ́ wọlé kí o sì jẹ́rìí àlàyé rẹ.",
    open: "Wọlé pẹ̀lú àkọọ́lẹ̀ oníṣòwò rẹ láti ṣí ìròyìn náà.",
    benign: ["Ìforúkọsílẹ̀ rẹ yóò tún bẹ̀rẹ̀ ní ọjọ́ 31 Oṣù Kejìlá.", "Jọ̀ọ́ jẹ́rìí ìpàdé rẹ."],
  },
  ha: {
    expiry: "Wa'adin kalmar sirrinka zai ƙare yau.",
    confirm: "Da fatan ka shiga ka tabbatar da bayananka.",
    open: "Don buɗe rahoton, ka shiga da asusun dila naka.",
    benign: ["Za a sabunta biyan kuɗinka ranar 31 ga Disamba.", "Da fatan ka tabbatar da ganawarka."],
  },
  tl: {
    expiry: "Ang iyong password ay mag-e-expire ngayong araw.",
    confirm: "Mag-log in at kumpirmahin ang iyong mga detalye.",
    open: "Para mabuksan ang report, mag-log in gamit ang iyong dealer account.",
    benign: [
      "Ang iyong subscription ay mare-renew sa Disyembre 31.",
      "Hindi ako makapag-log in, pakireset ang password ko.",
      "Pakikumpirma ang iyong appointment.",
    ],
  },
  "ar-latn": {
    expiry: "el password beta3ak haye5las el naharda.",
    confirm: "sajjel el dokhol w akked bayanatak.",
    open: "3ashan tefta7 el report, e3mel login bel account el dealer beta3ak.",
    benign: ["el eshterak beta3ak hayetgadded yom 31 december.", "law sama7t akked el ma3ad beta3ak."],
  },
  "hi-latn": {
    expiry: "aapka password aaj expire ho jayega.",
    confirm: "login karke apni details confirm karein.",
    open: "report kholne ke liye apne dealer account se login karein.",
    benign: [
      "aapka subscription 31 December ko renew hoga.",
      "main login nahi kar paya, please mera password reset kar do.",
      "apna appointment confirm kar dijiye.",
    ],
  },
  ro: {
    expiry: "Parola dumneavoastră expiră astăzi.",
    confirm: "Autentificați-vă și confirmați datele.",
    open: "Pentru a deschide raportul, conectați-vă cu contul de dealer.",
    benign: [
      "Abonamentul se reînnoiește pe 31 decembrie. Garanția este de un an.",
      "Nu m-am putut conecta, vă rog resetați-mi parola. Parola a fost schimbată cu succes.",
      "Vă rugăm să vă confirmați programarea.",
    ],
  },
  hu: {
    expiry: "A jelszava ma lejár.",
    confirm: "Jelentkezzen be, és erősítse meg adatait.",
    open: "A jelentés megnyitásához jelentkezzen be kereskedői fiókjával.",
    benign: [
      "Az előfizetése december 31-én megújul. A garancia egy évig érvényes.",
      "Nem tudtam bejelentkezni, kérem, állítsák vissza a jelszavamat. A jelszava sikeresen megváltozott.",
      "Kérjük, erősítse meg az időpontját.",
      "A jelszavak az IT-szabályzat szerint 90 naponta lejárnak.",
    ],
  },
  fi: {
    expiry: "Salasanasi vanhenee tänään.",
    confirm: "Kirjaudu sisään ja vahvista tietosi.",
    open: "Avataksesi raportin kirjaudu jälleenmyyjätunnuksillasi.",
    benign: [
      "Tilauksesi uusitaan 31. joulukuuta. Takuu on voimassa vuoden.",
      "En pystynyt kirjautumaan, voitteko nollata salasanani? Salasanasi on vaihdettu.",
      "Vahvistathan ajanvarauksesi.",
      "Salasanat vanhenevat IT-ohjeen mukaan 90 päivän välein.",
    ],
  },
  da: {
    expiry: "Din adgangskode udløber i dag.",
    confirm: "Log ind og bekræft dine oplysninger.",
    open: "Log ind med dit forhandlerlogin for at åbne rapporten.",
    benign: [
      "Dit abonnement fornyes den 31. december. Garantien gælder et år.",
      "Jeg kunne ikke logge ind, kan I nulstille min adgangskode? Din adgangskode er blevet ændret.",
      "Bekræft venligst din tid.",
    ],
  },
  nb: {
    expiry: "Passordet ditt utløper i dag.",
    confirm: "Logg inn og bekreft opplysningene dine.",
    open: "Logg inn med forhandlerkontoen din for å åpne rapporten.",
    benign: [
      "Abonnementet ditt fornyes 31. desember. Garantien gjelder ett år.",
      "Jeg fikk ikke logget inn, kan dere tilbakestille passordet mitt? Passordet ditt er endret.",
      "Vennligst bekreft timen din.",
    ],
  },
  bg: {
    expiry: "Паролата ви изтича днес.",
    confirm: "Влезте и потвърдете данните си.",
    open: "За да отворите отчета, влезте с дилърския си акаунт.",
    benign: [
      "Абонаментът ви се подновява на 31 декември. Гаранцията е една година.",
      "Не успях да вляза, моля, нулирайте паролата ми. Паролата ви беше сменена успешно.",
      "Моля, потвърдете часа си.",
      "Паролите изтичат на всеки 90 дни според ИТ политиката.",
    ],
  },
  sh: {
    expiry: "Vaša lozinka ističe danas.",
    confirm: "Prijavite se i potvrdite svoje podatke.",
    open: "Morate se prijaviti svojim dealerskim podacima da biste ga otvorili.",
    benign: [
      "Vaša pretplata se obnavlja 31. prosinca. Jamstvo vrijedi godinu dana.",
      "Nisam se mogao prijaviti, molim resetirajte mi lozinku. Vaša lozinka je uspješno promijenjena.",
      "Molimo potvrdite svoj termin.",
      "Lozinke ističu svakih 90 dana prema IT pravilima.",
    ],
  },
  sk: {
    expiry: "Vaše heslo dnes vyprší.",
    confirm: "Prihláste sa a potvrďte svoje údaje.",
    open: "Prihláste sa svojimi dealerskými údajmi, aby ste ho otvorili.",
    benign: [
      "Vaše predplatné sa obnoví 31. decembra. Záruka platí rok.",
      "Nemohol som sa prihlásiť, prosím o reset hesla. Vaše heslo bolo úspešne zmenené.",
      "Potvrďte prosím svoj termín.",
    ],
  },
  sl: {
    expiry: "Vaše geslo poteče danes.",
    confirm: "Prijavite se in potrdite podatke.",
    open: "Prijavite se s svojimi dilerskimi podatki, da ga odprete.",
    benign: [
      "Vaša naročnina se podaljša 31. decembra. Garancija velja eno leto.",
      "Nisem se mogel prijaviti, prosim ponastavite moje geslo. Vaše geslo je bilo uspešno spremenjeno.",
      "Prosimo, potrdite svoj termin.",
      "Gesla potečejo vsakih 90 dni v skladu z IT pravilnikom.",
    ],
  },
  lt: {
    expiry: "Jūsų slaptažodžio galiojimas baigiasi šiandien.",
    confirm: "Prisijunkite ir patvirtinkite savo duomenis.",
    open: "Norėdami jį atidaryti, prisijunkite su pardavėjo paskyra.",
    benign: [
      "Jūsų prenumerata bus atnaujinta gruodžio 31 d. Garantija galioja metus.",
      "Negalėjau prisijungti, prašau atkurti mano slaptažodį. Jūsų slaptažodis sėkmingai pakeistas.",
      "Prašome patvirtinti savo vizitą.",
    ],
  },
  lv: {
    expiry: "Jūsu paroles derīguma termiņš beidzas šodien.",
    confirm: "Pieslēdzieties un apstipriniet savus datus.",
    open: "Lai to atvērtu, pieslēdzieties ar dīlera kontu.",
    benign: [
      "Jūsu abonements tiks atjaunots 31. decembrī. Garantija ir gads.",
      "Es nevarēju pieslēgties, lūdzu, atiestatiet manu paroli. Jūsu parole ir veiksmīgi nomainīta.",
      "Lūdzu, apstipriniet savu vizīti.",
    ],
  },
  et: {
    expiry: "Teie parool aegub täna.",
    confirm: "Logige sisse ja kinnitage oma andmed.",
    open: "Aruande avamiseks logige sisse edasimüüja kontoga.",
    benign: [
      "Teie tellimus uuendatakse 31. detsembril. Garantii kehtib aasta.",
      "Ma ei saanud sisse logida, palun lähtestage mu parool. Teie parool on edukalt muudetud.",
      "Palun kinnitage oma aeg.",
      "Paroolid aeguvad IT-poliitika järgi iga 90 päeva järel.",
    ],
  },
  ca: {
    expiry: "La vostra contrasenya caduca avui.",
    confirm: "Inicieu la sessió i confirmeu les vostres dades.",
    open: "Per veure l'informe, inicieu la sessió amb les credencials de distribuïdor.",
    benign: [
      "La vostra subscripció es renova el 31 de desembre. La garantia és d'un any.",
      "No he pogut iniciar la sessió, podeu restablir la meva contrasenya? La contrasenya s'ha canviat correctament.",
      "Si us plau, confirmeu la vostra cita.",
      "Les contrasenyes caduquen cada 90 dies segons la política de TI.",
    ],
  },
  hy: {
    expiry: "Ձեր գաղտնաբառի ժամկետը այսօր լրանում է։",
    confirm: "Մուտք գործեք և հաստատեք ձեր տվյալները։",
    open: "Հաշվետվությունը բացելու համար մուտք գործեք դիլերի հաշվով։",
    benign: ["Ձեր բաժանորդագրությունը կթարմացվի դեկտեմբերի 31-ին։", "Խնդրում ենք հաստատել ձեր այցը։"],
  },
  az: {
    expiry: "Şifrənizin müddəti bu gün bitir.",
    confirm: "Daxil olun və məlumatlarınızı təsdiqləyin.",
    open: "Hesabatı açmaq üçün diler hesabınızla daxil olun.",
    benign: ["Abunəliyiniz 31 dekabrda yenilənəcək.", "Zəhmət olmasa görüşünüzü təsdiqləyin."],
  },
  kk: {
    expiry: "Құпия сөзіңіздің мерзімі бүгін аяқталады.",
    confirm: "Жүйеге кіріп, деректеріңізді растаңыз.",
    open: "Есепті ашу үшін дилер аккаунтыңызбен кіріңіз.",
    benign: ["Жазылымыңыз 31 желтоқсанда жаңартылады.", "Кездесуіңізді растаңыз."],
  },
  uz: {
    expiry: "Parolingiz muddati bugun tugaydi.",
    confirm: "Tizimga kiring va maʼlumotlaringizni tasdiqlang.",
    open: "Hisobotni ochish uchun diler hisobingiz bilan tizimga kiring.",
    benign: ["Obunangiz 31-dekabrda yangilanadi.", "Iltimos, uchrashuvingizni tasdiqlang."],
  },
  mn: {
    expiry: "Таны нууц үгийн хугацаа өнөөдөр дуусна.",
    confirm: "Нэвтэрч мэдээллээ баталгаажуулна уу.",
    open: "Тайланг нээхийн тулд дилерийн бүртгэлээрээ нэвтэрнэ үү.",
    benign: ["Таны захиалга 12-р сарын 31-нд сунгагдана.", "Уулзалтаа баталгаажуулна уу."],
  },
  zu: {
    expiry: "Iphasiwedi yakho izophelelwa yisikhathi namuhla.",
    confirm: "Sicela ungene bese uqinisekisa imininingwane yakho.",
    open: "Ukuze uvule umbiko, ngena nge-akhawunti yomthengisi.",
    benign: ["Ukubhalisa kwakho kuzovuselelwa mhla zingama-31 kuZibandlela.", "Sicela uqinisekise ukuqokwa kwakho."],
  },
  xh: {
    expiry: "Iphasiwedi yakho iza kuphelelwa lixesha namhlanje.",
    confirm: "Nceda ungene uze uqinisekise iinkcukacha zakho.",
    open: "Ukuze uvule ingxelo, ngena nge-akhawunti yomthengisi.",
    benign: ["Umrhumo wakho uza kuhlaziywa ngomhla wama-31 kuDisemba.", "Nceda uqinisekise idinga lakho."],
  },
  af: {
    expiry: "Jou wagwoord verval vandag.",
    confirm: "Teken in en bevestig jou besonderhede.",
    open: "Teken in met jou handelaarsrekening om die verslag oop te maak.",
    benign: [
      "Jou intekening word op 31 Desember hernu. Die waarborg geld vir een jaar.",
      "Ek kon nie inteken nie, stel asseblief my wagwoord terug. Jou wagwoord is suksesvol verander.",
      "Bevestig asseblief jou afspraak.",
      "Wagwoorde verval elke 90 dae volgens ons IT-beleid.",
    ],
  },
  so: {
    expiry: "Erayga sirta ah ee akoonkaaga wuu dhacayaa maanta.",
    confirm: "Fadlan soo gal oo xaqiiji xogtaada.",
    open: "Si aad u furto warbixinta, soo gal akoonka ganacsadaha.",
    benign: ["Rukunkaagu wuxuu cusboonaanayaa 31 Diseembar.", "Fadlan xaqiiji ballantaada."],
  },
  ti: {
    expiry: "ግዜኡ ናይ መሕለፊ ቃልኩም ሎሚ ክውዳእ እዩ።",
    confirm: "በጃኹም እቶ እሞ ሓበሬታኹም ኣረጋግጹ።",
    open: "ነቲ ጸብጻብ ንምኽፋት ብናይ ኣከፋፋሊ ኣካውንትኩም እቶ።",
    benign: ["ምዝገባኹም ኣብ 31 ታሕሳስ ክሕደስ እዩ።", "በጃኹም ቆጸራኹም ኣረጋግጹ።"],
  },
  ig: {
    expiry: "Okwuntughe gị ga-agwụ taa.",
    confirm: "Biko banye ma kwado nkọwa gị.",
    open: "Banye na akaụntụ dealer gị iji mepee akụkọ ahụ.",
    benign: ["A ga-emeghari ndenye aha gị na 31 Disemba.", "Biko kwado oge nzukọ gị."],
  },
  ms: {
    expiry: "Kata laluan anda akan tamat hari ini.",
    confirm: "Sila log masuk dan sahkan maklumat anda.",
    open: "Untuk membuka laporan, log masuk dengan akaun pengedar anda.",
    benign: [
      "Langganan anda akan diperbaharui pada 31 Disember.",
      "Saya tidak dapat log masuk, sila tetapkan semula kata laluan saya.",
      "Sila sahkan temu janji anda.",
    ],
  },
  ps: {
    expiry: "ستاسو پټنوم نن پای ته رسیږي.",
    confirm: "ننوځئ او خپل معلومات تایید کړئ.",
    open: "د راپور د پرانیستلو لپاره د ډیلر په حساب ننوځئ.",
    benign: ["ستاسو ګډون د دسمبر په ۳۱ نوي کیږي.", "مهرباني وکړئ خپله ملاقات تایید کړئ."],
  },
  ku: {
    expiry: "Dema şîfreya te îro diqede.",
    confirm: "Têkeve û agahiyên xwe piştrast bike.",
    open: "Ji bo vekirina raporê, bi hesabê firoşkarê xwe têkeve.",
    benign: ["Abonetiya te di 31ê Kanûnê de tê nûkirin.", "Ji kerema xwe randevûya xwe piştrast bike."],
  },
  ckb: {
    expiry: "وشەی نهێنییەکەت ئەمڕۆ بەسەر دەچێت.",
    confirm: "بچۆ ژوورەوە و زانیارییەکانت پشتڕاست بکەرەوە.",
    open: "بۆ کردنەوەی ڕاپۆرتەکە بە هەژماری بریکارەکەت بچۆ ژوورەوە.",
    benign: ["بەشداریکردنەکەت لە ٣١ی دیسەمبەر نوێ دەکرێتەوە.", "تکایە کاتی چاوپێکەوتنەکەت پشتڕاست بکەرەوە."],
  },
  gu: {
    expiry: "તમારો પાસવર્ડ આજે સમાપ્ત થઈ જશે.",
    confirm: "લૉગ ઇન કરો અને તમારી વિગતો પુષ્ટિ કરો.",
    open: "રિપોર્ટ ખોલવા માટે તમારા ડીલર એકાઉન્ટથી લૉગ ઇન કરો.",
    benign: ["તમારું સબ્સ્ક્રિપ્શન 31 ડિસેમ્બરે રિન્યૂ થશે.", "કૃપા કરીને તમારી એપોઇન્ટમેન્ટની પુષ્ટિ કરો."],
  },
  mr: {
    expiry: "तुमचा पासवर्ड आज संपेल.",
    confirm: "लॉग इन करा आणि तुमचा तपशील पुष्टी करा.",
    open: "अहवाल उघडण्यासाठी तुमच्या डीलर खात्याने लॉग इन करा.",
    benign: ["तुमची सदस्यता 31 डिसेंबरला नूतनीकृत होईल.", "कृपया तुमच्या भेटीची पुष्टी करा."],
  },
  pa: {
    expiry: "ਤੁਹਾਡਾ ਪਾਸਵਰਡ ਅੱਜ ਖਤਮ ਹੋ ਜਾਵੇਗਾ।",
    confirm: "ਲੌਗ ਇਨ ਕਰੋ ਅਤੇ ਆਪਣੇ ਵੇਰਵਿਆਂ ਦੀ ਪੁਸ਼ਟੀ ਕਰੋ।",
    open: "ਰਿਪੋਰਟ ਖੋਲ੍ਹਣ ਲਈ ਆਪਣੇ ਡੀਲਰ ਖਾਤੇ ਨਾਲ ਲੌਗ ਇਨ ਕਰੋ।",
    benign: ["ਤੁਹਾਡੀ ਗਾਹਕੀ 31 ਦਸੰਬਰ ਨੂੰ ਰੀਨਿਊ ਹੋਵੇਗੀ।", "ਕਿਰਪਾ ਕਰਕੇ ਆਪਣੀ ਮੁਲਾਕਾਤ ਦੀ ਪੁਸ਼ਟੀ ਕਰੋ।"],
  },
  te: {
    expiry: "మీ పాస్‌వర్డ్ గడువు ఈరోజు ముగుస్తుంది.",
    confirm: "లాగిన్ చేసి మీ వివరాలను నిర్ధారించండి.",
    open: "నివేదికను తెరవడానికి మీ డీలర్ ఖాతాతో లాగిన్ చేయండి.",
    benign: ["మీ సబ్‌స్క్రిప్షన్ డిసెంబర్ 31న పునరుద్ధరించబడుతుంది.", "దయచేసి మీ అపాయింట్‌మెంట్‌ను నిర్ధారించండి."],
  },
  kn: {
    expiry: "ನಿಮ್ಮ ಪಾಸ್‌ವರ್ಡ್ ಅವಧಿ ಇಂದು ಮುಗಿಯುತ್ತದೆ.",
    confirm: "ಲಾಗಿನ್ ಮಾಡಿ ಮತ್ತು ನಿಮ್ಮ ವಿವರಗಳನ್ನು ದೃಢೀಕರಿಸಿ.",
    open: "ವರದಿಯನ್ನು ತೆರೆಯಲು ನಿಮ್ಮ ಡೀಲರ್ ಖಾತೆಯೊಂದಿಗೆ ಲಾಗಿನ್ ಮಾಡಿ.",
    benign: ["ನಿಮ್ಮ ಚಂದಾದಾರಿಕೆ ಡಿಸೆಂಬರ್ 31 ರಂದು ನವೀಕರಣಗೊಳ್ಳುತ್ತದೆ.", "ದಯವಿಟ್ಟು ನಿಮ್ಮ ಅಪಾಯಿಂಟ್‌ಮೆಂಟ್ ಅನ್ನು ದೃಢೀಕರಿಸಿ."],
  },
  ml: {
    expiry: "നിങ്ങളുടെ പാസ്‌വേഡിന്റെ കാലാവധി ഇന്ന് അവസാനിക്കും.",
    confirm: "ലോഗിൻ ചെയ്ത് നിങ്ങളുടെ വിവരങ്ങൾ സ്ഥിരീകരിക്കുക.",
    open: "റിപ്പോർട്ട് തുറക്കാൻ നിങ്ങളുടെ ഡീലർ അക്കൗണ്ട് ഉപയോഗിച്ച് ലോഗിൻ ചെയ്യുക.",
    benign: ["നിങ്ങളുടെ സബ്സ്ക്രിപ്ഷൻ ഡിസംബർ 31-ന് പുതുക്കും.", "ദയവായി നിങ്ങളുടെ അപ്പോയിന്റ്മെന്റ് സ്ഥിരീകരിക്കുക."],
  },
  jv: {
    expiry: "Tembung sandhi panjenengan bakal kadaluwarsa dina iki.",
    confirm: "Mangga login lan konfirmasi data panjenengan.",
    open: "Kanggo mbukak laporan, login nganggo akun dealer panjenengan.",
    benign: ["Langganan panjenengan bakal dianyari tanggal 31 Desember.", "Mangga konfirmasi janjian panjenengan."],
  },
};
