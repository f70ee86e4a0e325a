// Samples for test/unit/trust-session.test.ts, written for these tests from the session concepts (not taken from any
// corpus): per language, the reader's sign-in session lapsing ("your session expires today at 17:00", "your SSO
// session has expired"), a sign-in again to keep access, and benign near-misses that use the same words the human
// way (a session with a coach that starts and ends, registration for a session closing and an offer expiring, a
// service's own reset link expiring, "sign in to see your booking", keeping access to a building).

export interface SessionSamples {
  /** 1. The reader's session lapsing. */
  session: string[];
  /** 2. Sign in again to keep access. */
  keep: string[];
  /** The same words in ordinary mail: the table may not hit. */
  benign: string[];
}

export const SAMPLES: Record<string, SessionSamples> = {
  en: {
    session: [
      "Your session for Microsoft 365 expires today at 17:00.",
      "Your single sign-on session has expired, please sign in.",
    ],
    keep: [
      "Sign in again to keep access to your mailbox.",
      "To avoid losing access to mail and calendar, please re-authenticate now.",
    ],
    benign: [
      "Your session with the coach on Friday starts at 10:00 and ends at 12:00.",
      "Registration for the session closes tomorrow and the offer expires on Sunday.",
      "The link to reset your password expires in 30 minutes.",
      "Sign in to see your booking or log in to update your profile.",
      "To keep access to the building, always wear your badge.",
      "You will be asked to sign in once on Monday.",
    ],
  },
  de: {
    session: ["Ihre Sitzung läuft heute um 17:00 Uhr ab.", "Ihre SSO-Sitzung ist abgelaufen."],
    keep: [
      "Melden Sie sich erneut an, um den Zugriff zu behalten.",
      "Um weiterhin Zugriff auf Ihre E-Mails zu haben, loggen Sie sich bitte neu ein.",
    ],
    benign: [
      "Ihre Sitzung mit dem Coach am Freitag beginnt um 10:00 und endet um 12:00 Uhr.",
      "Die Anmeldung für die Sitzung schließt morgen, das Angebot läuft am Sonntag ab.",
      "Der Link zum Zurücksetzen Ihres Passworts läuft in 30 Minuten ab.",
      "Melden Sie sich an, um Ihre Buchung zu sehen oder Ihr Profil zu aktualisieren.",
      "Um den Zugang zum Gebäude zu behalten, tragen Sie immer Ihren Ausweis.",
    ],
  },
  fr: {
    session: ["Votre session expire aujourd'hui à 17h00.", "Votre session SSO a expiré."],
    keep: [
      "Reconnectez-vous pour conserver l'accès à votre messagerie.",
      "Pour ne pas perdre votre accès, connectez-vous à nouveau.",
    ],
    benign: [
      "Votre session de formation de vendredi commence à 10h00 et se termine à 12h00.",
      "L'inscription à la session se termine demain et l'offre expire dimanche.",
      "Le lien de réinitialisation de votre mot de passe expire dans 30 minutes.",
      "Connectez-vous pour voir votre réservation ou mettre à jour votre profil.",
      "Pour garder l'accès au bâtiment, portez toujours votre badge.",
    ],
  },
  es: {
    session: ["Su sesión caduca hoy a las 17:00.", "Ha expirado su sesión de inicio único (SSO)."],
    keep: [
      "Vuelva a iniciar sesión para mantener el acceso a su correo.",
      "Para no perder el acceso, inicie sesión de nuevo.",
    ],
    benign: [
      "Su sesión con el entrenador del viernes empieza a las 10:00 y termina a las 12:00.",
      "La inscripción para la sesión cierra mañana y la oferta caduca el domingo.",
      "El enlace para restablecer su contraseña caduca en 30 minutos.",
      "Inicie sesión para ver su reserva o actualizar su perfil.",
      "Para mantener el acceso al edificio, lleve siempre su tarjeta.",
    ],
  },
  it: {
    session: ["La tua sessione scade oggi alle 17:00.", "La sessione SSO del tuo account è scaduta."],
    keep: [
      "Accedi di nuovo per mantenere l'accesso alla posta.",
      "Per non perdere l'accesso, effettui nuovamente l'accesso.",
    ],
    benign: [
      "La tua sessione con il coach di venerdì inizia alle 10:00 e finisce alle 12:00.",
      "L'iscrizione alla sessione chiude domani e l'offerta scade domenica.",
      "Il link per reimpostare la password scade tra 30 minuti.",
      "Accedi per vedere la tua prenotazione o aggiornare il profilo.",
      "Per mantenere l'accesso all'edificio, porta sempre il badge.",
    ],
  },
  pt: {
    session: ["Sua sessão expira hoje às 17:00.", "A sessão SSO da sua conta expirou."],
    keep: [
      "Faça login novamente para manter o acesso ao seu e-mail.",
      "Para não perder o acesso, inicie sessão novamente.",
    ],
    benign: [
      "Sua sessão com o treinador na sexta começa às 10:00 e termina às 12:00.",
      "As inscrições para a sessão fecham amanhã e a oferta expira no domingo.",
      "O link para redefinir sua senha expira em 30 minutos.",
      "Faça login para ver sua reserva ou atualizar seu perfil.",
      "Para manter o acesso ao edifício, use sempre o seu crachá.",
    ],
  },
  nl: {
    session: ["Uw sessie verloopt vandaag om 17:00.", "Je inlogsessie is verlopen."],
    keep: ["Meld u opnieuw aan om toegang te behouden.", "Log opnieuw in om uw toegang tot e-mail te behouden."],
    benign: [
      "Je sessie met de coach op vrijdag begint om 10:00 en eindigt om 12:00.",
      "De inschrijving voor de sessie sluit morgen en de aanbieding verloopt zondag.",
      "De link om je wachtwoord te herstellen verloopt over 30 minuten.",
      "Log in om je boeking te zien of je profiel bij te werken.",
      "Draag altijd je pas om toegang tot het gebouw te houden.",
    ],
  },
  sv: {
    session: ["Din session går ut idag kl. 17:00.", "Din SSO-session har gått ut."],
    keep: [
      "Logga in igen för att behålla åtkomsten till din e-post.",
      "För att inte förlora din åtkomst, logga in på nytt.",
    ],
    benign: [
      "Din session med coachen på fredag börjar kl. 10:00 och slutar kl. 12:00.",
      "Anmälan till sessionen stänger i morgon och erbjudandet går ut på söndag.",
      "Länken för att återställa ditt lösenord går ut om 30 minuter.",
      "Logga in för att se din bokning eller uppdatera din profil.",
      "Bär alltid din bricka för att behålla tillgång till byggnaden.",
    ],
  },
  pl: {
    session: ["Twoja sesja wygasa dziś o 17:00.", "Sesja logowania SSO wygasła."],
    keep: ["Zaloguj się ponownie, aby zachować dostęp do poczty.", "Aby nie stracić dostępu, zaloguj się jeszcze raz."],
    benign: [
      "Twoja sesja z trenerem w piątek zaczyna się o 10:00 i kończy o 12:00.",
      "Rejestracja na sesję kończy się jutro, a oferta wygasa w niedzielę.",
      "Link do zresetowania hasła wygasa za 30 minut.",
      "Zaloguj się, aby zobaczyć rezerwację lub zaktualizować profil.",
      "Aby zachować dostęp do budynku, zawsze noś identyfikator.",
    ],
  },
  cs: {
    session: ["Vaše relace vyprší dnes v 17:00.", "Platnost vaší přihlašovací relace vypršela."],
    keep: [
      "Přihlaste se znovu, abyste si zachovali přístup k poště.",
      "Abyste nepřišli o přístup, znovu se přihlaste.",
    ],
    benign: [
      "Vaše relace s koučem v pátek začíná v 10:00 a končí ve 12:00.",
      "Registrace na relaci končí zítra a nabídka vyprší v neděli.",
      "Odkaz pro obnovení hesla vyprší za 30 minut.",
      "Přihlaste se, abyste viděli rezervaci nebo upravili profil.",
      "Abyste si zachovali přístup do budovy, noste vždy průkaz.",
    ],
  },
  ru: {
    session: ["Ваша сессия истекает сегодня в 17:00.", "Срок действия вашего сеанса входа истёк."],
    keep: [
      "Войдите снова, чтобы сохранить доступ к почте.",
      "Чтобы не потерять доступ к почте, повторно войдите в систему.",
    ],
    benign: [
      "Ваша сессия с тренером в пятницу начинается в 10:00 и заканчивается в 12:00.",
      "Регистрация на сессию закрывается завтра, а предложение истекает в воскресенье.",
      "Ссылка для сброса пароля истекает через 30 минут.",
      "Войдите, чтобы увидеть бронирование или обновить профиль.",
      "Чтобы сохранить доступ в здание, всегда носите пропуск.",
    ],
  },
  uk: {
    session: ["Ваша сесія спливає сьогодні о 17:00.", "Сеанс входу SSO сплив."],
    keep: ["Увійдіть знову, щоб зберегти доступ до пошти.", "Щоб не втратити доступ, повторно увійдіть."],
    benign: [
      "Ваша сесія з тренером у п'ятницю починається о 10:00 і закінчується о 12:00.",
      "Реєстрація на сесію закривається завтра, а пропозиція спливає в неділю.",
      "Посилання для скидання пароля спливає через 30 хвилин.",
      "Увійдіть, щоб переглянути бронювання або оновити профіль.",
      "Щоб зберегти доступ до будівлі, завжди носіть перепустку.",
    ],
  },
  el: {
    session: ["Η συνεδρία σας λήγει σήμερα στις 17:00.", "Η συνεδρία σύνδεσης SSO έληξε."],
    keep: [
      "Συνδεθείτε ξανά για να διατηρήσετε την πρόσβαση στο email σας.",
      "Για να μη χάσετε την πρόσβαση, συνδεθείτε εκ νέου.",
    ],
    benign: [
      "Η συνεδρία σας με τον προπονητή την Παρασκευή ξεκινά στις 10:00 και τελειώνει στις 12:00.",
      "Οι εγγραφές για τη συνεδρία κλείνουν αύριο και η προσφορά λήγει την Κυριακή.",
      "Ο σύνδεσμος επαναφοράς κωδικού λήγει σε 30 λεπτά.",
      "Συνδεθείτε για να δείτε την κράτησή σας ή να ενημερώσετε το προφίλ σας.",
      "Για να διατηρήσετε την πρόσβαση στο κτίριο, φοράτε πάντα την κάρτα σας.",
    ],
  },
  tr: {
    session: ["Oturumunuzun süresi bugün saat 17:00'de doluyor.", "SSO oturumunuzun süresi doldu."],
    keep: [
      "E-postanıza erişiminizi korumak için yeniden giriş yapın.",
      "Erişiminizi kaybetmemek için tekrar oturum açın.",
    ],
    benign: [
      "Cuma günkü koçluk oturumunuz saat 10:00'da başlar ve 12:00'de biter.",
      "Oturum için kayıt yarın kapanıyor ve kampanyanın süresi pazar günü doluyor.",
      "Şifre sıfırlama bağlantısının süresi 30 dakika içinde doluyor.",
      "Rezervasyonunuzu görmek veya profilinizi güncellemek için giriş yapın.",
      "Binaya erişiminizi korumak için kartınızı her zaman takın.",
    ],
  },
  id: {
    session: ["Sesi Anda kedaluwarsa hari ini pukul 17:00.", "Sesi login SSO Anda telah kedaluwarsa."],
    keep: [
      "Masuk kembali untuk mempertahankan akses ke email Anda.",
      "Agar tidak kehilangan akses, silakan login ulang.",
    ],
    benign: [
      "Sesi Anda dengan pelatih hari Jumat dimulai pukul 10:00 dan berakhir pukul 12:00.",
      "Pendaftaran untuk sesi ditutup besok dan penawaran berakhir hari Minggu.",
      "Tautan untuk mengatur ulang kata sandi kedaluwarsa dalam 30 menit.",
      "Masuk untuk melihat pemesanan atau memperbarui profil Anda.",
      "Untuk menjaga akses ke gedung, selalu pakai kartu Anda.",
    ],
  },
  ms: {
    session: ["Sesi anda tamat tempoh hari ini pada 17:00.", "Sesi log masuk SSO anda telah luput."],
    keep: [
      "Log masuk semula untuk mengekalkan akses kepada e-mel anda.",
      "Supaya tidak kehilangan akses, sila log masuk sekali lagi.",
    ],
    benign: [
      "Sesi anda dengan jurulatih pada hari Jumaat bermula pukul 10:00 dan tamat pukul 12:00.",
      "Pendaftaran untuk sesi ditutup esok dan tawaran tamat tempoh pada hari Ahad.",
      "Pautan untuk menetapkan semula kata laluan luput dalam 30 minit.",
      "Log masuk untuk melihat tempahan atau mengemas kini profil anda.",
      "Untuk mengekalkan akses ke bangunan, sentiasa pakai pas anda.",
    ],
  },
  vi: {
    session: ["Phiên đăng nhập của bạn hết hạn hôm nay lúc 17:00.", "Phiên SSO của bạn đã hết hạn."],
    keep: [
      "Vui lòng đăng nhập lại để duy trì quyền truy cập vào email.",
      "Để không bị mất quyền truy cập, hãy đăng nhập lại.",
    ],
    benign: [
      "Phiên tư vấn của bạn vào thứ Sáu bắt đầu lúc 10:00 và kết thúc lúc 12:00.",
      "Đăng ký cho phiên họp đóng vào ngày mai và ưu đãi hết hạn vào Chủ nhật.",
      "Liên kết đặt lại mật khẩu hết hạn sau 30 phút.",
      "Đăng nhập để xem đặt chỗ hoặc cập nhật hồ sơ.",
      "Để giữ quyền truy cập vào tòa nhà, hãy luôn đeo thẻ.",
    ],
  },
  sw: {
    session: ["Kipindi chako kinaisha muda leo saa 17:00.", "Kipindi cha kuingia cha SSO kimeisha muda."],
    keep: [
      "Ingia tena ili kudumisha ufikiaji wa barua pepe yako.",
      "Ili kuepuka kupoteza ufikiaji, tafadhali ingia upya.",
    ],
    benign: [
      "Kipindi chako na kocha siku ya Ijumaa kinaanza saa 10:00 na kinaisha saa 12:00.",
      "Usajili wa kipindi unafungwa kesho na ofa inaisha Jumapili.",
      "Kiungo cha kuweka upya nenosiri kinaisha muda baada ya dakika 30.",
      "Ingia ili kuona nafasi yako au kusasisha wasifu wako.",
      "Ili kudumisha ufikiaji wa jengo, vaa beji yako kila wakati.",
    ],
  },
  hi: {
    session: ["आपका सत्र आज शाम 5 बजे एक्सपायर हो जाएगा।", "आपके लॉगिन सेशन की अवधि समाप्त हो गई है।"],
    keep: ["ईमेल का एक्सेस बनाए रखने के लिए फिर से लॉग इन करें।", "अपनी पहुंच न खोने के लिए कृपया दोबारा साइन इन करें।"],
    benign: [
      "शुक्रवार को कोच के साथ आपका सत्र सुबह 10 बजे शुरू होगा और 12 बजे समाप्त होगा।",
      "सत्र के लिए पंजीकरण कल बंद होगा और ऑफ़र रविवार को समाप्त होगा।",
      "पासवर्ड रीसेट करने का लिंक 30 मिनट में एक्सपायर हो जाएगा।",
      "अपनी बुकिंग देखने या प्रोफ़ाइल अपडेट करने के लिए लॉग इन करें।",
      "इमारत में पहुंच बनाए रखने के लिए हमेशा अपना बैज पहनें।",
    ],
  },
  bn: {
    session: ["আপনার সেশনের মেয়াদ আজ বিকেল ৫টায় শেষ হবে।", "আপনার লগইন সেশনের মেয়াদ উত্তীর্ণ হয়েছে।"],
    keep: ["মেইলে অ্যাক্সেস বজায় রাখতে আবার লগ ইন করুন।", "অ্যাক্সেস হারানো এড়াতে অনুগ্রহ করে পুনরায় সাইন ইন করুন।"],
    benign: [
      "শুক্রবার কোচের সাথে আপনার সেশন সকাল ১০টায় শুরু হয়ে ১২টায় শেষ হবে।",
      "সেশনের নিবন্ধন কাল বন্ধ হবে এবং অফারের মেয়াদ রবিবার শেষ হবে।",
      "পাসওয়ার্ড রিসেট লিঙ্কের মেয়াদ ৩০ মিনিটে শেষ হবে।",
      "আপনার বুকিং দেখতে বা প্রোফাইল আপডেট করতে লগ ইন করুন।",
      "ভবনে প্রবেশাধিকার বজায় রাখতে সবসময় ব্যাজ পরুন।",
    ],
  },
  ur: {
    session: ["آپ کا سیشن آج شام 5 بجے ایکسپائر ہو جائے گا۔", "آپ کے لاگ ان سیشن کی میعاد ختم ہو گئی ہے۔"],
    keep: [
      "ای میل تک رسائی برقرار رکھنے کے لیے دوبارہ لاگ ان کریں۔",
      "رسائی نہ کھونے کے لیے براہ کرم دوبارہ سائن ان کریں۔",
    ],
    benign: [
      "جمعہ کو کوچ کے ساتھ آپ کا سیشن صبح 10 بجے شروع ہو کر 12 بجے ختم ہوگا۔",
      "سیشن کے لیے رجسٹریشن کل بند ہوگی اور آفر کی میعاد اتوار کو ختم ہوگی۔",
      "پاس ورڈ ری سیٹ لنک 30 منٹ میں ایکسپائر ہو جائے گا۔",
      "اپنی بکنگ دیکھنے یا پروفائل اپ ڈیٹ کرنے کے لیے لاگ ان کریں۔",
      "عمارت تک رسائی برقرار رکھنے کے لیے ہمیشہ اپنا بیج پہنیں۔",
    ],
  },
  ar: {
    session: ["ستنتهي صلاحية جلستك اليوم الساعة 17:00.", "انتهت صلاحية جلسة تسجيل الدخول الموحد (SSO)."],
    keep: ["سجّل الدخول مرة أخرى للحفاظ على الوصول إلى بريدك.", "لتجنب فقدان الوصول، أعد تسجيل الدخول الآن."],
    benign: [
      "جلستك مع المدرب يوم الجمعة تبدأ الساعة 10:00 وتنتهي الساعة 12:00.",
      "التسجيل في الجلسة يغلق غدا والعرض تنتهي صلاحيته يوم الأحد.",
      "رابط إعادة تعيين كلمة المرور تنتهي صلاحيته خلال 30 دقيقة.",
      "سجّل الدخول لعرض حجزك أو تحديث ملفك الشخصي.",
      "للحفاظ على الوصول إلى المبنى، ارتدِ شارتك دائماً.",
    ],
  },
  fa: {
    session: ["نشست شما امروز ساعت ۱۷:۰۰ منقضی می‌شود.", "نشست ورود SSO شما منقضی شده است."],
    keep: ["برای حفظ دسترسی به ایمیل، دوباره وارد شوید.", "برای اینکه دسترسی خود را از دست ندهید، مجدداً وارد شوید."],
    benign: [
      "جلسه شما با مربی روز جمعه ساعت ۱۰ شروع و ساعت ۱۲ تمام می‌شود.",
      "ثبت‌نام برای نشست فردا بسته می‌شود و پیشنهاد ویژه یکشنبه منقضی می‌شود.",
      "لینک بازنشانی رمز عبور تا ۳۰ دقیقه دیگر منقضی می‌شود.",
      "برای دیدن رزرو یا به‌روزرسانی نمایه خود وارد شوید.",
      "برای حفظ دسترسی به ساختمان، همیشه کارت خود را همراه داشته باشید.",
    ],
  },
  he: {
    session: ["הסשן שלך יפוג היום בשעה 17:00.", "פג תוקף ההתחברות שלך."],
    keep: ["התחבר מחדש כדי לשמור על הגישה לדואר שלך.", "כדי לא לאבד את הגישה, היכנסו מחדש עכשיו."],
    benign: [
      "הסשן שלך עם המאמן ביום שישי מתחיל ב-10:00 ומסתיים ב-12:00.",
      "ההרשמה לסשן נסגרת מחר והמבצע יפוג ביום ראשון.",
      "הקישור לאיפוס הסיסמה יפוג בעוד 30 דקות.",
      "התחבר כדי לראות את ההזמנה שלך או לעדכן את הפרופיל.",
      "כדי לשמור על הגישה לבניין, ענדו תמיד את התג.",
    ],
  },
  am: {
    session: ["የእርስዎ ክፍለ ጊዜ ዛሬ 17:00 ላይ ጊዜው ያበቃል።", "የመግቢያ ክፍለ ጊዜዎ ጊዜው አልፏል።"],
    keep: ["የኢሜይል መዳረሻዎን ለማቆየት እንደገና ይግቡ።", "መዳረሻ ላለማጣት እባክዎ ዳግም ይግቡ።"],
    benign: [
      "ከአሰልጣኙ ጋር ያለዎት ክፍለ ጊዜ አርብ 10:00 ይጀምራል 12:00 ያበቃል።",
      "ለክፍለ ጊዜው ምዝገባ ነገ ይዘጋል፤ ቅናሹ እሁድ ጊዜው ያበቃል።",
      "የይለፍ ቃል ዳግም ማስጀመሪያ አገናኙ በ30 ደቂቃ ውስጥ ጊዜው ያበቃል።",
      "ቦታ ማስያዣዎን ለማየት ወይም መገለጫዎን ለማዘመን ይግቡ።",
      "የሕንፃውን መዳረሻ ለማቆየት ሁልጊዜ ባጅዎን ያድርጉ።",
    ],
  },
  th: {
    session: ["เซสชันของคุณจะหมดอายุวันนี้เวลา 17:00 น.", "เซสชันการเข้าสู่ระบบ SSO ของคุณหมดอายุแล้ว"],
    keep: ["โปรดเข้าสู่ระบบอีกครั้งเพื่อรักษาการเข้าถึงอีเมลของคุณ", "เพื่อไม่ให้สูญเสียการเข้าถึง โปรดล็อกอินใหม่"],
    benign: [
      "เซสชันของคุณกับโค้ชวันศุกร์เริ่ม 10:00 และสิ้นสุด 12:00",
      "การลงทะเบียนสำหรับเซสชันจะปิดพรุ่งนี้ และข้อเสนอจะหมดอายุวันอาทิตย์",
      "ลิงก์รีเซ็ตรหัสผ่านจะหมดอายุใน 30 นาที",
      "เข้าสู่ระบบเพื่อดูการจองหรืออัปเดตโปรไฟล์",
      "เพื่อรักษาการเข้าถึงอาคาร โปรดติดบัตรทุกครั้ง",
    ],
  },
  lo: {
    session: ["ເຊດຊັນຂອງທ່ານຈະໝົດອາຍຸມື້ນີ້ເວລາ 17:00.", "ເຊດຊັນການເຂົ້າສູ່ລະບົບ SSO ຂອງທ່ານໝົດອາຍຸແລ້ວ."],
    keep: ["ກະລຸນາເຂົ້າສູ່ລະບົບອີກຄັ້ງເພື່ອຮັກສາການເຂົ້າເຖິງອີເມວ.", "ເພື່ອບໍ່ໃຫ້ສູນເສຍການເຂົ້າເຖິງ ກະລຸນາລັອກອິນໃໝ່."],
    benign: [
      "ເຊດຊັນຂອງທ່ານກັບຄູຝຶກວັນສຸກເລີ່ມ 10:00 ແລະ ສິ້ນສຸດ 12:00.",
      "ການລົງທະບຽນສຳລັບເຊດຊັນຈະປິດມື້ອື່ນ ແລະ ຂໍ້ສະເໜີຈະໝົດອາຍຸວັນອາທິດ.",
      "ລິ້ງຣີເຊັດລະຫັດຜ່ານຈະໝົດອາຍຸໃນ 30 ນາທີ.",
      "ເຂົ້າສູ່ລະບົບເພື່ອເບິ່ງການຈອງ ຫຼື ອັບເດດໂປຣໄຟລ໌.",
      "ເພື່ອຮັກສາການເຂົ້າເຖິງອາຄານ ກະລຸນາຕິດບັດສະເໝີ.",
    ],
  },
  ko: {
    session: ["귀하의 세션이 오늘 17:00에 만료됩니다.", "SSO 로그인 세션이 만료되었습니다."],
    keep: ["메일에 대한 액세스를 유지하려면 다시 로그인하세요.", "접근 권한을 잃지 않도록 재인증해 주세요."],
    benign: [
      "금요일 코치와의 귀하의 세션은 10:00에 시작해 12:00에 끝납니다.",
      "세션 등록은 내일 마감되며 혜택은 일요일에 만료됩니다.",
      "비밀번호 재설정 링크는 30분 후에 만료됩니다.",
      "예약을 확인하거나 프로필을 업데이트하려면 로그인하세요.",
      "건물 출입 권한을 유지하려면 항상 출입증을 착용하세요.",
    ],
  },
  ja: {
    session: ["お客様のセッションは本日17:00に有効期限が切れます。", "サインインセッションの有効期限が切れました。"],
    keep: [
      "メールへのアクセスを維持するため、再度ログインしてください。",
      "アクセスを失わないよう、再認証を行ってください。",
    ],
    benign: [
      "金曜日のコーチとのセッションは10:00に始まり12:00に終わります。",
      "セッションの申込は明日締め切り、特典は日曜日に期限切れとなります。",
      "パスワード再設定リンクの有効期限は30分です。",
      "予約の確認やプロフィールの更新にはログインしてください。",
      "建物へのアクセスを維持するため、常にバッジを着用してください。",
    ],
  },
  zh: {
    session: ["您的会话将于今天17:00过期。", "您的SSO登录会话已失效。"],
    keep: ["请重新登录以保持对邮箱的访问。", "为避免失去访问权限，请再次登录。"],
    benign: [
      "您的辅导会话周五10:00开始，12:00结束。",
      "会话报名明天截止，优惠将于周日过期。",
      "重置密码的链接将在30分钟后过期。",
      "登录即可查看您的预订或更新个人资料。",
      "为保持进入大楼的权限，请随时佩戴工牌。",
    ],
  },
  km: {
    session: ["វគ្គរបស់អ្នកនឹងផុតកំណត់នៅថ្ងៃនេះម៉ោង 17:00។", "វគ្គចូលប្រើ SSO របស់អ្នកបានផុតកំណត់។"],
    keep: ["សូមចូលម្តងទៀតដើម្បីរក្សាសិទ្ធិចូលប្រើអ៊ីមែល។", "ដើម្បីកុំឱ្យបាត់បង់សិទ្ធិចូលប្រើ សូមចូលគណនីម្តងទៀត។"],
    benign: [
      "វគ្គរបស់អ្នកជាមួយគ្រូបង្វឹកនៅថ្ងៃសុក្រចាប់ផ្តើមម៉ោង 10:00 និងបញ្ចប់ម៉ោង 12:00។",
      "ការចុះឈ្មោះសម្រាប់វគ្គនឹងបិទថ្ងៃស្អែក ហើយការផ្តល់ជូននឹងផុតកំណត់ថ្ងៃអាទិត្យ។",
      "តំណកំណត់ពាក្យសម្ងាត់ឡើងវិញនឹងផុតកំណត់ក្នុងរយៈពេល 30 នាទី។",
      "ចូលគណនីដើម្បីមើលការកក់ ឬធ្វើបច្ចុប្បន្នភាពប្រវត្តិរូប។",
      "ដើម្បីរក្សាការចូលប្រើអគារ សូមពាក់កាតជានិច្ច។",
    ],
  },
  my: {
    session: ["သင့်ဆက်ရှင်သည် ယနေ့ 17:00 တွင် သက်တမ်းကုန်ပါမည်။", "သင့်အကောင့်ဝင်ဆက်ရှင် သက်တမ်းကုန်သွားပါပြီ။"],
    keep: ["အီးမေးလ်ဝင်ရောက်ခွင့်ကို ထိန်းသိမ်းရန် ပြန်လည်ဝင်ရောက်ပါ။", "ဝင်ရောက်ခွင့် မဆုံးရှုံးစေရန် ထပ်မံအကောင့်ဝင်ပါ။"],
    benign: [
      "သောကြာနေ့ နည်းပြနှင့် သင့်ဆက်ရှင်သည် 10:00 တွင် စတင်ပြီး 12:00 တွင် ပြီးဆုံးမည်။",
      "ဆက်ရှင်အတွက် မှတ်ပုံတင်ခြင်း မနက်ဖြန် ပိတ်မည်၊ ကမ်းလှမ်းချက် တနင်္ဂနွေနေ့ သက်တမ်းကုန်မည်။",
      "စကားဝှက်ပြန်သတ်မှတ်သည့်လင့်ခ်သည် မိနစ် 30 အတွင်း သက်တမ်းကုန်မည်။",
      "ဘိုကင်ကြည့်ရန် သို့မဟုတ် ပရိုဖိုင်ပြင်ရန် အကောင့်ဝင်ပါ။",
      "အဆောက်အအုံ ဝင်ရောက်ခွင့်ကို ထိန်းသိမ်းရန် ကတ်ကို အမြဲဝတ်ဆင်ပါ။",
    ],
  },
  si: {
    session: ["ඔබේ සැසිය අද සවස 5ට කල් ඉකුත් වේ.", "ඔබගේ පිවිසුම් සැසිය කල් ඉකුත් වී ඇත."],
    keep: ["ඊමේල් ප්‍රවේශය පවත්වා ගැනීමට නැවත ලොග් වන්න.", "ප්‍රවේශය අහිමි නොවීමට කරුණාකර නැවත පුරනය වන්න."],
    benign: [
      "සිකුරාදා පුහුණුකරු සමඟ ඔබේ සැසිය 10:00ට ආරම්භ වී 12:00ට අවසන් වේ.",
      "සැසිය සඳහා ලියාපදිංචිය හෙට වැසේ, දීමනාව ඉරිදා කල් ඉකුත් වේ.",
      "මුරපදය යළි සැකසීමේ සබැඳිය මිනිත්තු 30කින් කල් ඉකුත් වේ.",
      "ඔබේ වෙන්කිරීම බැලීමට හෝ පැතිකඩ යාවත්කාලීන කිරීමට ලොග් වන්න.",
      "ගොඩනැගිල්ලට ප්‍රවේශය පවත්වා ගැනීමට සැමවිට ඔබේ කාඩ්පත පළඳින්න.",
    ],
  },
  ta: {
    session: ["உங்கள் அமர்வு இன்று மாலை 5 மணிக்கு காலாவதியாகும்.", "உங்கள் உள்நுழைவு அமர்வு காலாவதியானது."],
    keep: ["மின்னஞ்சல் அணுகலைத் தக்கவைக்க மீண்டும் உள்நுழையவும்.", "அணுகலை இழக்காமல் இருக்க மீண்டும் லாக் இன் செய்யவும்."],
    benign: [
      "வெள்ளிக்கிழமை பயிற்சியாளருடன் உங்கள் அமர்வு காலை 10 மணிக்கு தொடங்கி 12 மணிக்கு முடிவடையும்.",
      "அமர்வுக்கான பதிவு நாளை முடிவடைகிறது, சலுகை ஞாயிறு காலாவதியாகும்.",
      "கடவுச்சொல் மீட்டமைப்பு இணைப்பு 30 நிமிடங்களில் காலாவதியாகும்.",
      "உங்கள் முன்பதிவைப் பார்க்க அல்லது சுயவிவரத்தைப் புதுப்பிக்க உள்நுழையவும்.",
      "கட்டிடத்திற்கான அணுகலைத் தக்கவைக்க எப்போதும் உங்கள் அடையாள அட்டையை அணியவும்.",
    ],
  },
  ne: {
    session: ["तपाईंको सत्रको म्याद आज बेलुका ५ बजे सकिनेछ।", "तपाईंको लगइन सत्रको म्याद सकियो।"],
    keep: ["इमेलमा पहुँच कायम राख्न फेरि लग इन गर्नुहोस्।", "पहुँच नगुमाउन कृपया पुनः साइन इन गर्नुहोस्।"],
    benign: [
      "शुक्रबार कोचसँग तपाईंको सत्र बिहान १० बजे सुरु भई १२ बजे समाप्त हुन्छ।",
      "सत्रका लागि दर्ता भोलि बन्द हुन्छ र अफरको म्याद आइतबार सकिन्छ।",
      "पासवर्ड रिसेट लिङ्कको म्याद ३० मिनेटमा सकिनेछ।",
      "बुकिङ हेर्न वा प्रोफाइल अपडेट गर्न लग इन गर्नुहोस्।",
      "भवनमा पहुँच कायम राख्न सधैं ब्याज लगाउनुहोस्।",
    ],
  },
  ka: {
    session: ["თქვენი სესია დღეს 17:00-ზე ამოიწურება.", "თქვენი შესვლის სესიის ვადა ამოიწურა."],
    keep: ["ხელახლა შედით ფოსტაზე წვდომის შესანარჩუნებლად.", "რომ არ დაკარგოთ წვდომა, თავიდან შედით."],
    benign: [
      "თქვენი სესია მწვრთნელთან პარასკევს 10:00-ზე იწყება და 12:00-ზე მთავრდება.",
      "სესიაზე რეგისტრაცია ხვალ იხურება, შეთავაზების ვადა კი კვირას ამოიწურება.",
      "პაროლის აღდგენის ბმულის ვადა 30 წუთში ამოიწურება.",
      "შედით, რომ ნახოთ ჯავშანი ან განაახლოთ პროფილი.",
      "შენობაში წვდომის შესანარჩუნებლად ყოველთვის ატარეთ ბეჯი.",
    ],
  },
  yo: {
    session: ["Ìgbà ìwọlé rẹ yóò parí lónìí ní agogo 17:00.", "Ìgbà ìwọlé SSO rẹ ti parí."],
    keep: ["Wọlé padà láti máa ní ààyè sí ímeèlì rẹ.", "Kí o má baà pàdánù ààyè, jọ̀wọ́ tún wọlé."],
    benign: [
      "Ìpàdé rẹ pẹ̀lú olùkọ́ ní ọjọ́ Ẹtì yóò bẹ̀rẹ̀ ní 10:00, yóò sì parí ní 12:00.",
      "Ìforúkọsílẹ̀ fún ìpàdé náà yóò parí lọ́la, ìpèsè náà yóò dópin ní ọjọ́ Àìkú.",
      "Ìjápọ̀ láti tún ọ̀rọ̀ aṣínà ṣe yóò parí ní ìṣẹ́jú 30.",
      "Wọlé láti wo ìfiṣura rẹ tàbí ṣe àtúnṣe profaili rẹ.",
      "Láti máa ní ààyè sí ilé náà, máa wọ káàdì rẹ nígbà gbogbo.",
    ],
  },
  ha: {
    session: ["Zaman shigarka zai ƙare yau da ƙarfe 17:00.", "Zaman shiga na ka na SSO ya ƙare."],
    keep: [
      "Ka sake shiga don ci gaba da samun damar shiga imel ɗinka.",
      "Domin kada ka rasa damar shiga, ka sake shiga yanzu.",
    ],
    benign: [
      "Taronka da koci ranar Juma'a zai fara da ƙarfe 10:00 kuma zai ƙare da 12:00.",
      "Rajistar taron za ta rufe gobe kuma tayin zai ƙare ranar Lahadi.",
      "Hanyar sake saita kalmar sirri za ta ƙare cikin minti 30.",
      "Shiga don ganin ajiyarka ko sabunta bayananka.",
      "Don ci gaba da samun damar shiga ginin, koyaushe ka sa katinka.",
    ],
  },
  tl: {
    session: ["Ang iyong session ay mag-e-expire ngayong 5:00 PM.", "Expired na ang iyong SSO session."],
    keep: [
      "Mag-log in ulit para mapanatili ang access sa iyong email.",
      "Para hindi mawalan ng access, muling mag-sign in.",
    ],
    benign: [
      "Ang iyong session kasama ang coach sa Biyernes ay magsisimula ng 10:00 at matatapos ng 12:00.",
      "Magsasara bukas ang rehistrasyon para sa session at mag-e-expire ang alok sa Linggo.",
      "Ang link para i-reset ang iyong password ay mag-e-expire sa loob ng 30 minuto.",
      "Mag-log in para makita ang iyong booking o i-update ang profile.",
      "Para mapanatili ang access sa gusali, laging isuot ang iyong badge.",
    ],
  },
  "ar-latn": {
    session: ["El session beta3ak haye5las el naharda sa3a 5.", "El session bta3ak khelset."],
    keep: ["Sajel tani 3ashan tefdal el access lel email.", "Login mara tanya 3ashan matkhsarsh el access."],
    benign: [
      "El session beta3ak ma3 el coach yom el gom3a tebda2 sa3a 10 w tentehi sa3a 12.",
      "El tasgeel lel session hay2fel bokra wel offer hayekhlas yom el 7ad.",
      "Link reset el password haye5las ba3d 30 de2i2a.",
      "Sajel 3ashan tshoof el booking aw t3adel el profile.",
      "3ashan tefdal el access lel mabna, elbes el badge dayman.",
    ],
  },
  "hi-latn": {
    session: ["Aapka session aaj shaam 5 baje expire ho jayega.", "Aapka SSO login session expire ho gaya hai."],
    keep: [
      "Email ka access banaye rakhne ke liye dobara login karein.",
      "Access na khone ke liye phir se sign in karein.",
    ],
    benign: [
      "Coach ke saath aapka session Friday ko 10 baje shuru hoga aur 12 baje khatam hoga.",
      "Session ke liye registration kal band hoga aur offer Sunday ko expire ho jayega.",
      "Password reset link 30 minute mein expire ho jayega.",
      "Apni booking dekhne ya profile update karne ke liye login karein.",
      "Building ka access banaye rakhne ke liye hamesha badge pehnein.",
    ],
  },
  ro: {
    session: ["Sesiunea dvs. expiră astăzi la ora 17:00.", "Sesiunea de autentificare SSO a expirat."],
    keep: [
      "Conectați-vă din nou pentru a păstra accesul la e-mail.",
      "Ca să nu pierdeți accesul, autentificați-vă din nou.",
    ],
    benign: [
      "Sesiunea ta cu antrenorul de vineri începe la 10:00 și se termină la 12:00.",
      "Înscrierea la sesiune se închide mâine, iar oferta expiră duminică.",
      "Linkul de resetare a parolei expiră în 30 de minute.",
      "Conectați-vă pentru a vedea rezervarea sau a actualiza profilul.",
      "Pentru a păstra accesul în clădire, purtați mereu ecusonul.",
    ],
  },
  hu: {
    session: ["Az Ön munkamenete ma 17:00-kor lejár.", "A bejelentkezési munkamenet lejárt."],
    keep: [
      "Jelentkezzen be újra a levelezés hozzáférésének megőrzéséhez.",
      "Hogy ne veszítse el a hozzáférését, jelentkezzen be ismét.",
    ],
    benign: [
      "A pénteki edzői munkamenete 10:00-kor kezdődik és 12:00-kor ér véget.",
      "A munkamenetre a jelentkezés holnap zárul, az ajánlat vasárnap lejár.",
      "A jelszó-visszaállító link 30 perc múlva lejár.",
      "Jelentkezzen be a foglalás megtekintéséhez vagy a profil frissítéséhez.",
      "Az épülethez való hozzáférés megőrzéséhez mindig viselje a kártyáját.",
    ],
  },
  fi: {
    session: ["Istuntosi vanhenee tänään klo 17.00.", "Kirjautumisistuntosi on vanhentunut."],
    keep: [
      "Kirjaudu uudelleen säilyttääksesi pääsyn sähköpostiin.",
      "Jotta et menetä pääsyäsi, kirjaudu sisään uudelleen.",
    ],
    benign: [
      "Istuntosi valmentajan kanssa perjantaina alkaa klo 10.00 ja päättyy klo 12.00.",
      "Ilmoittautuminen istuntoon sulkeutuu huomenna ja tarjous vanhenee sunnuntaina.",
      "Salasanan palautuslinkki vanhenee 30 minuutissa.",
      "Kirjaudu sisään nähdäksesi varauksesi tai päivittääksesi profiilisi.",
      "Säilyttääksesi pääsyn rakennukseen käytä aina kulkukorttia.",
    ],
  },
  da: {
    session: ["Din session udløber i dag kl. 17:00.", "Din SSO-session er udløbet."],
    keep: ["Log ind igen for at bevare adgangen til din e-mail.", "For ikke at miste din adgang, log på igen."],
    benign: [
      "Din session med coachen på fredag starter kl. 10:00 og slutter kl. 12:00.",
      "Tilmeldingen til sessionen lukker i morgen, og tilbuddet udløber søndag.",
      "Linket til at nulstille din adgangskode udløber om 30 minutter.",
      "Log ind for at se din booking eller opdatere din profil.",
      "Bær altid dit kort for at bevare adgang til bygningen.",
    ],
  },
  nb: {
    session: ["Økten din utløper i dag kl. 17:00.", "Innloggingsøkten din er utløpt."],
    keep: ["Logg inn igjen for å beholde tilgangen til e-posten.", "For ikke å miste tilgangen, logg på igjen."],
    benign: [
      "Økten din med treneren på fredag starter kl. 10:00 og slutter kl. 12:00.",
      "Påmeldingen til økten stenger i morgen, og tilbudet utløper søndag.",
      "Lenken for å tilbakestille passordet utløper om 30 minutter.",
      "Logg inn for å se bestillingen din eller oppdatere profilen.",
      "Bruk alltid adgangskortet for å beholde tilgang til bygget.",
    ],
  },
  bg: {
    session: ["Вашата сесия изтича днес в 17:00.", "Сесията ви за вход SSO е изтекла."],
    keep: ["Влезте отново, за да запазите достъпа до пощата.", "За да не загубите достъпа си, отново влезте."],
    benign: [
      "Вашата сесия с треньора в петък започва в 10:00 и приключва в 12:00.",
      "Регистрацията за сесията се затваря утре, а офертата изтича в неделя.",
      "Връзката за нулиране на паролата изтича след 30 минути.",
      "Влезте, за да видите резервацията или да обновите профила си.",
      "За да запазите достъпа до сградата, винаги носете картата си.",
    ],
  },
  sh: {
    session: ["Vaša sesija ističe danas u 17:00.", "SSO sesija za prijavu je istekla."],
    keep: ["Prijavite se ponovo kako biste zadržali pristup e-pošti.", "Da ne izgubite pristup, ponovno se prijavite."],
    benign: [
      "Vaša sesija s trenerom u petak počinje u 10:00 i završava u 12:00.",
      "Prijave za sesiju zatvaraju se sutra, a ponuda ističe u nedjelju.",
      "Link za resetovanje lozinke ističe za 30 minuta.",
      "Prijavite se da biste vidjeli rezervaciju ili ažurirali profil.",
      "Da biste zadržali pristup zgradi, uvijek nosite karticu.",
    ],
  },
  sk: {
    session: ["Vaša relácia vyprší dnes o 17:00.", "Vaša prihlasovacia relácia SSO vypršala."],
    keep: [
      "Prihláste sa znova, aby ste si zachovali prístup k pošte.",
      "Aby ste neprišli o prístup, znova sa prihláste.",
    ],
    benign: [
      "Vaša relácia s trénerom v piatok začína o 10:00 a končí o 12:00.",
      "Registrácia na reláciu končí zajtra a ponuka vyprší v nedeľu.",
      "Odkaz na obnovenie hesla vyprší o 30 minút.",
      "Prihláste sa, aby ste videli rezerváciu alebo upravili profil.",
      "Aby ste si zachovali prístup do budovy, vždy noste preukaz.",
    ],
  },
  sl: {
    session: ["Vaša seja poteče danes ob 17:00.", "Vaša seja za prijavo SSO je potekla."],
    keep: ["Prijavite se znova, da ohranite dostop do e-pošte.", "Da ne izgubite dostopa, se ponovno prijavite."],
    benign: [
      "Vaša seja bo potekla v petek v sejni sobi ob 10:00.",
      "Prijave za sejo se zaprejo jutri, ponudba pa poteče v nedeljo.",
      "Povezava za ponastavitev gesla poteče čez 30 minut.",
      "Prijavite se, da si ogledate rezervacijo ali posodobite profil.",
      "Da ohranite dostop do stavbe, vedno nosite kartico.",
    ],
  },
  lt: {
    session: ["Jūsų sesijos galiojimas baigiasi šiandien 17:00.", "Jūsų prisijungimo sesija pasibaigė."],
    keep: [
      "Prisijunkite iš naujo, kad išlaikytumėte prieigą prie pašto.",
      "Kad neprarastumėte prieigos, prisijunkite dar kartą.",
    ],
    benign: [
      "Jūsų sesija su treneriu penktadienį prasideda 10:00 ir baigiasi 12:00.",
      "Registracija į sesiją baigiasi rytoj, o pasiūlymo galiojimas baigsis sekmadienį.",
      "Slaptažodžio atkūrimo nuorodos galiojimas baigsis po 30 minučių.",
      "Prisijunkite, kad pamatytumėte rezervaciją ar atnaujintumėte profilį.",
      "Kad išlaikytumėte prieigą prie pastato, visada nešiokite kortelę.",
    ],
  },
  lv: {
    session: ["Jūsu sesijas derīgums beidzas šodien plkst. 17:00.", "Jūsu pieteikšanās sesija ir beigusies."],
    keep: ["Piesakieties vēlreiz, lai saglabātu piekļuvi e-pastam.", "Lai nezaudētu piekļuvi, atkārtoti piesakieties."],
    benign: [
      "Jūsu sesija ar treneri piektdien sākas 10:00 un beidzas 12:00.",
      "Reģistrācija uz sesiju beidzas rīt, un piedāvājuma derīgums beidzas svētdien.",
      "Paroles atiestatīšanas saites derīgums beidzas pēc 30 minūtēm.",
      "Piesakieties, lai redzētu rezervāciju vai atjauninātu profilu.",
      "Lai saglabātu piekļuvi ēkai, vienmēr nēsājiet karti.",
    ],
  },
  et: {
    session: ["Teie seanss aegub täna kell 17:00.", "Teie sisselogimisseanss on aegunud."],
    keep: [
      "Logige uuesti sisse, et säilitada juurdepääs e-postile.",
      "Et te ei kaotaks juurdepääsu, logige uuesti sisse.",
    ],
    benign: [
      "Teie seanss treeneriga reedel algab kell 10:00 ja lõpeb kell 12:00.",
      "Seansile registreerimine sulgub homme ja pakkumine aegub pühapäeval.",
      "Parooli lähtestamise link aegub 30 minuti pärast.",
      "Logige sisse, et näha broneeringut või uuendada profiili.",
      "Hoone juurdepääsu säilitamiseks kandke alati kaarti.",
    ],
  },
  ca: {
    session: ["La vostra sessió caduca avui a les 17:00.", "Ha expirat la vostra sessió d'inici únic (SSO)."],
    keep: [
      "Torneu a iniciar la sessió per mantenir l'accés al correu.",
      "Per no perdre l'accés, inicieu sessió de nou.",
    ],
    benign: [
      "La vostra sessió amb l'entrenador de divendres comença a les 10:00 i acaba a les 12:00.",
      "Les inscripcions per a la sessió tanquen demà i l'oferta caduca diumenge.",
      "L'enllaç per restablir la contrasenya caduca en 30 minuts.",
      "Inicieu sessió per veure la reserva o actualitzar el perfil.",
      "Per mantenir l'accés a l'edifici, porteu sempre la targeta.",
    ],
  },
  hy: {
    session: ["Ձեր սեսիայի ժամկետը լրանում է այսօր ժամը 17:00-ին։", "Ձեր մուտքի սեանսի ժամկետը սպառվել է։"],
    keep: [
      "Կրկին մուտք գործեք՝ փոստի հասանելիությունը պահպանելու համար։",
      "Հասանելիությունը չկորցնելու համար նորից մուտք գործեք։",
    ],
    benign: [
      "Մարզչի հետ ձեր սեսիան ուրբաթ օրը սկսվում է 10:00-ին և ավարտվում 12:00-ին։",
      "Սեսիայի գրանցումը փակվում է վաղը, իսկ առաջարկի ժամկետը լրանում է կիրակի։",
      "Գաղտնաբառի վերականգնման հղման ժամկետը լրանում է 30 րոպեից։",
      "Մուտք գործեք՝ ամրագրումը տեսնելու կամ պրոֆիլը թարմացնելու համար։",
      "Շենքի մուտքը պահպանելու համար միշտ կրեք ձեր կրծքանշանը։",
    ],
  },
  az: {
    session: ["Sessiyanızın müddəti bu gün saat 17:00-da bitir.", "Giriş sessiyanızın vaxtı bitib."],
    keep: ["E-poçta girişi saxlamaq üçün yenidən daxil olun.", "Girişinizi itirməmək üçün təkrar daxil olun."],
    benign: [
      "Məşqçi ilə cümə günü sessiyanız saat 10:00-da başlayır və 12:00-da bitir.",
      "Sessiya üçün qeydiyyat sabah bağlanır, təklifin müddəti bazar günü bitir.",
      "Şifrə bərpa linkinin müddəti 30 dəqiqəyə bitir.",
      "Rezervasiyanızı görmək və ya profili yeniləmək üçün daxil olun.",
      "Binaya girişi saxlamaq üçün həmişə kartınızı taxın.",
    ],
  },
  kk: {
    session: ["Сеансыңыздың мерзімі бүгін сағат 17:00-де аяқталады.", "Сіздің кіру сеансыңыздың мерзімі өтті."],
    keep: [
      "Поштаға қолжетімділікті сақтау үшін қайта кіріңіз.",
      "Қолжетімділікті жоғалтпау үшін жүйеге қайта кіріңіз.",
    ],
    benign: [
      "Жаттықтырушымен жұма күнгі сеансыңыз 10:00-де басталып, 12:00-де аяқталады.",
      "Сеансқа тіркелу ертең жабылады, ал ұсыныстың мерзімі жексенбіде аяқталады.",
      "Құпия сөзді қалпына келтіру сілтемесінің мерзімі 30 минуттан кейін өтеді.",
      "Брондауды көру немесе профильді жаңарту үшін кіріңіз.",
      "Ғимаратқа қолжетімділікті сақтау үшін әрқашан бейджіңізді тағыңыз.",
    ],
  },
  uz: {
    session: ["Seansingiz muddati bugun soat 17:00 da tugaydi.", "Kirish seansingiz muddati tugadi."],
    keep: [
      "Pochtaga kirish huquqini saqlab qolish uchun qayta kiring.",
      "Kirish imkoniyatini yoʻqotmaslik uchun tizimga qayta kiring.",
    ],
    benign: [
      "Murabbiy bilan juma kungi seansingiz soat 10:00 da boshlanib, 12:00 da tugaydi.",
      "Seansga roʻyxatdan oʻtish ertaga yopiladi, taklif muddati yakshanba kuni tugaydi.",
      "Parolni tiklash havolasining muddati 30 daqiqada tugaydi.",
      "Bronni koʻrish yoki profilni yangilash uchun kiring.",
      "Binoga kirish huquqini saqlash uchun doim nishoningizni taqing.",
    ],
  },
  mn: {
    session: ["Таны сессийн хугацаа өнөөдөр 17:00 цагт дуусна.", "Таны нэвтрэх сессийн хугацаа дууссан."],
    keep: ["Имэйлийн хандалтаа хадгалахын тулд дахин нэвтэрнэ үү.", "Хандалтаа алдахгүйн тулд дахин нэвтэрнэ үү."],
    benign: [
      "Дасгалжуулагчтай баасан гарагийн таны сесс 10:00 цагт эхэлж 12:00 цагт дуусна.",
      "Сессийн бүртгэл маргааш хаагдаж, урамшууллын хугацаа ням гарагт дуусна.",
      "Нууц үг сэргээх холбоосын хугацаа 30 минутын дараа дуусна.",
      "Захиалгаа харах эсвэл профайлаа шинэчлэхийн тулд нэвтэрнэ үү.",
      "Барилгын хандалтаа хадгалахын тулд үнэмлэхээ үргэлж зүүгээрэй.",
    ],
  },
  zu: {
    session: [
      "Iseshini yakho izophelelwa yisikhathi namuhla ngo-17:00.",
      "Iseshini yokungena ye-SSO iphelelwe yisikhathi.",
    ],
    keep: [
      "Ngena futhi ukuze ugcine ukufinyelela ku-imeyili yakho.",
      "Ukuze ungalahlekelwa ukufinyelela, phinda ungene.",
    ],
    benign: [
      "Iseshini yakho nomqeqeshi ngoLwesihlanu iqala ngo-10:00 iphele ngo-12:00.",
      "Ukubhalisa kweseshini kuvala kusasa, futhi isipesheli siphelelwa yisikhathi ngeSonto.",
      "Isixhumanisi sokusetha kabusha iphasiwedi siphelelwa yisikhathi emizuzwini engu-30.",
      "Ngena ukuze ubone ukubhuka kwakho noma ubuyekeze iphrofayili.",
      "Ukuze ugcine ukufinyelela esakhiweni, gqoka ibheji lakho njalo.",
    ],
  },
  xh: {
    session: [
      "Iseshoni yakho iza kuphelelwa lixesha namhlanje ngo-17:00.",
      "Iseshoni yokungena ye-SSO iphelelwe lixesha.",
    ],
    keep: [
      "Ngena kwakhona ukuze ugcine ufikelelo kwi-imeyile yakho.",
      "Ukuze ungaphulukani nofikelelo, phinda ungene.",
    ],
    benign: [
      "Iseshoni yakho nomqeqeshi ngolwesiHlanu iqala ngo-10:00 iphele ngo-12:00.",
      "Ubhaliso lweseshoni luvala ngomso, kwaye isithembiso siza kuphelelwa lixesha ngeCawa.",
      "Ikhonkco lokuseta kwakhona igama lokugqitha liphelelwa lixesha kwimizuzu engama-30.",
      "Ngena ukuze ubone ukubhukisha kwakho okanye uhlaziye iprofayile.",
      "Ukuze ugcine ufikelelo kwisakhiwo, soloko unxiba ibheji yakho.",
    ],
  },
  af: {
    session: ["U sessie verval vandag om 17:00.", "Jou SSO-sessie het verval."],
    keep: ["Meld weer aan om toegang tot jou e-pos te behou.", "Om nie toegang te verloor nie, teken opnuut in."],
    benign: [
      "Jou sessie met die afrigter op Vrydag begin om 10:00 en eindig om 12:00.",
      "Registrasie vir die sessie sluit môre en die aanbod verval Sondag.",
      "Die skakel om jou wagwoord te herstel verval oor 30 minute.",
      "Meld aan om jou bespreking te sien of jou profiel by te werk.",
      "Dra altyd jou kaart om toegang tot die gebou te behou.",
    ],
  },
  so: {
    session: ["Fadhigaaga wuu dhacayaa maanta saacadda 17:00.", "Fadhiga galitaanka SSO wuu dhacay."],
    keep: [
      "Dib u gal si aad u sii haysato helitaanka iimaylkaaga.",
      "Si aadan u lumin helitaanka, fadlan mar kale gal.",
    ],
    benign: [
      "Fadhigaaga tababaraha ee Jimcaha wuxuu bilaabanayaa 10:00 wuxuuna dhammaanayaa 12:00.",
      "Diiwaangelinta fadhiga waxay xirmaysaa berri, dalabkuna wuxuu dhacayaa Axadda.",
      "Xiriirka dib u dejinta erayga sirta ah wuu dhacayaa 30 daqiiqo gudahood.",
      "Gal si aad u aragto ballantaada ama u cusbooneysiiso astaantaada.",
      "Si aad u haysato helitaanka dhismaha, had iyo jeer xiro kaarkaaga.",
    ],
  },
  ti: {
    session: ["ክፍለ ግዜኹም ሎሚ ሰዓት 17:00 ግዜኡ ክውዳእ እዩ።", "ናይ ምእታው ክፍለ ግዜ SSO ግዜኡ ሓሊፉ።"],
    keep: ["ናይ ኢመይል ተበጻሕነትኩም ንምሕላው እንደገና እተዉ።", "ተበጻሕነት ከይትስእኑ ደጊምኩም እተዉ።"],
    benign: [
      "ምስ ኣሰልጣኒ ናይ ዓርቢ ክፍለ ግዜኹም ሰዓት 10:00 ይጅምር 12:00 ይውዳእ።",
      "ምዝገባ ንክፍለ ግዜ ጽባሕ ይዕጾ፣ ቅናሽ ብሰንበት ግዜኡ ክውዳእ እዩ።",
      "መላገቢ ምምላስ ቃል-ምስጢር ኣብ 30 ደቒቕ ግዜኡ ክውዳእ እዩ።",
      "ምዝገባኹም ንምርኣይ እቶ።",
      "ናብ ህንጻ ተበጻሕነት ንምሕላው ኩሉ ግዜ ባጅኩም ግበሩ።",
    ],
  },
  ig: {
    session: ["Oge nbanye gị ga-agwụ taa n'elekere 17:00.", "Oge nbanye SSO gị agwụla."],
    keep: ["Banye ọzọ iji nọgide na-enwe ohere na email gị.", "Ka ị ghara ịtụfu ohere, biko banye ọzọ."],
    benign: [
      "Nnọkọ gị na onye nkuzi na Fraịdee ga-amalite n'elekere 10:00 ma gwụ n'elekere 12:00.",
      "Ndebanye aha maka nnọkọ ahụ ga-emechi echi, onyinye ahụ ga-agwụ na Sọnde.",
      "Njikọ iji tọgharịa paswọọdụ ga-agwụ n'ime nkeji 30.",
      "Banye iji hụ ndebanye gị ma ọ bụ melite profaịlụ gị.",
      "Iji nọgide na-enwe ohere n'ụlọ ahụ, yiri baajị gị mgbe niile.",
    ],
  },
  ps: {
    session: ["ستاسو د سیشن موده نن ماښام ۵ بجې پای ته رسیږي.", "ستاسو د ننوتلو سیشن موده پوره شوې."],
    keep: ["د بریښنالیک لاسرسی د ساتلو لپاره بیا ننوځئ.", "د دې لپاره چې لاسرسی له لاسه ورنکړئ، بیا ننوځئ."],
    benign: [
      "د روزونکي سره ستاسو ناسته د جمعې په ورځ ۱۰ بجې پیلیږي او ۱۲ بجې پای ته رسیږي.",
      "د ناستې لپاره نوم لیکنه سبا بندیږي او د وړاندیز موده یکشنبه پای ته رسیږي.",
      "د پټنوم بیا تنظیم لینک موده په ۳۰ دقیقو کې پای ته رسیږي.",
      "خپل بکینګ لیدو یا پروفایل تازه کولو لپاره ننوځئ.",
      "ودانۍ ته د لاسرسي ساتلو لپاره تل خپل بیج واغوندئ.",
    ],
  },
  ku: {
    session: ["Danişîna te ya têketinê îro saet 17:00 diqede.", "Danişîna têketinê ya SSO qediya."],
    keep: ["Ji nû ve têkevin da ku gihîştina e-nameyê biparêzin.", "Ji bo ku gihîştinê winda nekin, dîsa têkevin."],
    benign: [
      "Danişîna te bi rahêner re roja Înê saet 10:00 dest pê dike û saet 12:00 diqede.",
      "Tomarkirina ji bo danişînê sibê tê girtin û pêşniyar roja Yekşemê diqede.",
      "Girêdana vesazkirina şîfreyê di 30 deqeyan de diqede.",
      "Têkevin da ku rezervasyona xwe bibînin an profîlê nûve bikin.",
      "Ji bo parastina gihîştina avahiyê, her dem kartê xwe li xwe bikin.",
    ],
  },
  ckb: {
    session: ["سێشنەکەت ئەمڕۆ کاتژمێر 17:00 بەسەر دەچێت.", "سێشنی چوونەژوورەوەی SSO بەسەرچوو."],
    keep: [
      "دووبارە بچۆرە ژوورەوە بۆ پاراستنی دەستگەیشتن بە ئیمەیڵەکەت.",
      "بۆ ئەوەی دەستگەیشتنت لەدەست نەدەیت، دووبارە بچنە ژوورەوە.",
    ],
    benign: [
      "سێشنەکەت لەگەڵ ڕاهێنەر ڕۆژی هەینی کاتژمێر 10:00 دەست پێدەکات و 12:00 کۆتایی دێت.",
      "تۆمارکردن بۆ سێشنەکە سبەی دادەخرێت و ئۆفەرەکە یەکشەممە بەسەر دەچێت.",
      "بەستەری ڕێکخستنەوەی وشەی نهێنی لە ماوەی 30 خولەکدا بەسەر دەچێت.",
      "بچۆرە ژوورەوە بۆ بینینی حیجزەکەت.",
      "بۆ پاراستنی دەستگەیشتن بە بیناکە، هەمیشە باجەکەت لەبەر بکە.",
    ],
  },
  gu: {
    session: ["તમારું સત્ર આજે સાંજે 5 વાગ્યે એક્સપાયર થશે.", "તમારા લૉગિન સેશનની મુદત પૂરી થઈ ગઈ છે."],
    keep: ["ઇમેઇલનો એક્સેસ જાળવી રાખવા માટે ફરીથી લૉગ ઇન કરો.", "એક્સેસ ગુમાવવાથી બચવા કૃપા કરી ફરીથી સાઇન ઇન કરો."],
    benign: [
      "શુક્રવારે કોચ સાથે તમારું સત્ર સવારે 10 વાગ્યે શરૂ થશે અને 12 વાગ્યે સમાપ્ત થશે.",
      "સત્ર માટે નોંધણી કાલે બંધ થશે અને ઑફરની મુદત રવિવારે પૂરી થશે.",
      "પાસવર્ડ રીસેટ લિંક 30 મિનિટમાં એક્સપાયર થશે.",
      "તમારું બુકિંગ જોવા અથવા પ્રોફાઇલ અપડેટ કરવા લૉગ ઇન કરો.",
      "ઇમારતમાં પ્રવેશ જાળવી રાખવા હંમેશા બેજ પહેરો.",
    ],
  },
  mr: {
    session: ["तुमचे सत्र आज संध्याकाळी 5 वाजता कालबाह्य होईल.", "तुमच्या लॉगिन सत्राची मुदत संपली आहे."],
    keep: ["ईमेलचा ॲक्सेस कायम ठेवण्यासाठी पुन्हा लॉग इन करा.", "प्रवेश गमावू नये म्हणून कृपया पुन्हा साइन इन करा."],
    benign: [
      "शुक्रवारी प्रशिक्षकासोबत तुमचे सत्र सकाळी 10 वाजता सुरू होईल आणि 12 वाजता संपेल.",
      "सत्रासाठी नोंदणी उद्या बंद होईल आणि ऑफरची मुदत रविवारी संपेल.",
      "पासवर्ड रीसेट लिंक 30 मिनिटांत कालबाह्य होईल.",
      "तुमचे बुकिंग पाहण्यासाठी किंवा प्रोफाइल अपडेट करण्यासाठी लॉग इन करा.",
      "इमारतीत प्रवेश कायम ठेवण्यासाठी नेहमी बॅज घाला.",
    ],
  },
  pa: {
    session: ["ਤੁਹਾਡਾ ਸੈਸ਼ਨ ਅੱਜ ਸ਼ਾਮ 5 ਵਜੇ ਐਕਸਪਾਇਰ ਹੋ ਜਾਵੇਗਾ।", "ਤੁਹਾਡੇ ਲੌਗਇਨ ਸੈਸ਼ਨ ਦੀ ਮਿਆਦ ਖਤਮ ਹੋ ਗਈ ਹੈ।"],
    keep: ["ਈਮੇਲ ਤੱਕ ਪਹੁੰਚ ਬਣਾਈ ਰੱਖਣ ਲਈ ਦੁਬਾਰਾ ਲੌਗ ਇਨ ਕਰੋ।", "ਪਹੁੰਚ ਨਾ ਗੁਆਉਣ ਲਈ ਕਿਰਪਾ ਕਰਕੇ ਮੁੜ ਸਾਈਨ ਇਨ ਕਰੋ।"],
    benign: [
      "ਸ਼ੁੱਕਰਵਾਰ ਨੂੰ ਕੋਚ ਨਾਲ ਤੁਹਾਡਾ ਸੈਸ਼ਨ ਸਵੇਰੇ 10 ਵਜੇ ਸ਼ੁਰੂ ਹੋ ਕੇ 12 ਵਜੇ ਖਤਮ ਹੋਵੇਗਾ।",
      "ਸੈਸ਼ਨ ਲਈ ਰਜਿਸਟ੍ਰੇਸ਼ਨ ਕੱਲ੍ਹ ਬੰਦ ਹੋਵੇਗੀ ਅਤੇ ਆਫ਼ਰ ਦੀ ਮਿਆਦ ਐਤਵਾਰ ਨੂੰ ਖਤਮ ਹੋਵੇਗੀ।",
      "ਪਾਸਵਰਡ ਰੀਸੈਟ ਲਿੰਕ 30 ਮਿੰਟਾਂ ਵਿੱਚ ਐਕਸਪਾਇਰ ਹੋ ਜਾਵੇਗਾ।",
      "ਆਪਣੀ ਬੁਕਿੰਗ ਦੇਖਣ ਜਾਂ ਪ੍ਰੋਫਾਈਲ ਅਪਡੇਟ ਕਰਨ ਲਈ ਲੌਗ ਇਨ ਕਰੋ।",
      "ਇਮਾਰਤ ਤੱਕ ਪਹੁੰਚ ਬਣਾਈ ਰੱਖਣ ਲਈ ਹਮੇਸ਼ਾ ਬੈਜ ਪਹਿਨੋ।",
    ],
  },
  te: {
    session: ["మీ సెషన్ గడువు ఈరోజు సాయంత్రం 5 గంటలకు ముగుస్తుంది.", "మీ లాగిన్ సెషన్ గడువు ముగిసింది."],
    keep: ["ఈమెయిల్ యాక్సెస్‌ను కొనసాగించడానికి మళ్లీ లాగిన్ చేయండి.", "యాక్సెస్ కోల్పోకుండా ఉండటానికి దయచేసి మళ్లీ సైన్ ఇన్ చేయండి."],
    benign: [
      "శుక్రవారం కోచ్‌తో మీ సెషన్ ఉదయం 10 గంటలకు మొదలై 12 గంటలకు ముగుస్తుంది.",
      "సెషన్ నమోదు రేపు ముగుస్తుంది, ఆఫర్ గడువు ఆదివారం ముగుస్తుంది.",
      "పాస్‌వర్డ్ రీసెట్ లింక్ గడువు 30 నిమిషాల్లో ముగుస్తుంది.",
      "మీ బుకింగ్ చూడటానికి లేదా ప్రొఫైల్ అప్‌డేట్ చేయడానికి లాగిన్ చేయండి.",
      "భవనానికి యాక్సెస్ కొనసాగించడానికి ఎల్లప్పుడూ బ్యాడ్జ్ ధరించండి.",
    ],
  },
  kn: {
    session: ["ನಿಮ್ಮ ಸೆಷನ್ ಅವಧಿ ಇಂದು ಸಂಜೆ 5 ಗಂಟೆಗೆ ಮುಗಿಯುತ್ತದೆ.", "ನಿಮ್ಮ ಲಾಗಿನ್ ಸೆಷನ್ ಅವಧಿ ಮುಗಿದಿದೆ."],
    keep: ["ಇಮೇಲ್ ಪ್ರವೇಶವನ್ನು ಉಳಿಸಿಕೊಳ್ಳಲು ಮತ್ತೆ ಲಾಗಿನ್ ಮಾಡಿ.", "ಪ್ರವೇಶ ಕಳೆದುಕೊಳ್ಳದಂತೆ ದಯವಿಟ್ಟು ಮರು ಲಾಗಿನ್ ಮಾಡಿ."],
    benign: [
      "ಶುಕ್ರವಾರ ತರಬೇತುದಾರರೊಂದಿಗೆ ನಿಮ್ಮ ಸೆಷನ್ ಬೆಳಿಗ್ಗೆ 10 ಗಂಟೆಗೆ ಆರಂಭವಾಗಿ 12 ಗಂಟೆಗೆ ಮುಗಿಯುತ್ತದೆ.",
      "ಸೆಷನ್ ನೋಂದಣಿ ನಾಳೆ ಮುಚ್ಚುತ್ತದೆ, ಆಫರ್ ಅವಧಿ ಭಾನುವಾರ ಮುಗಿಯುತ್ತದೆ.",
      "ಪಾಸ್‌ವರ್ಡ್ ಮರುಹೊಂದಿಸುವ ಲಿಂಕ್ ಅವಧಿ 30 ನಿಮಿಷಗಳಲ್ಲಿ ಮುಗಿಯುತ್ತದೆ.",
      "ನಿಮ್ಮ ಬುಕಿಂಗ್ ನೋಡಲು ಅಥವಾ ಪ್ರೊಫೈಲ್ ನವೀಕರಿಸಲು ಲಾಗಿನ್ ಮಾಡಿ.",
      "ಕಟ್ಟಡಕ್ಕೆ ಪ್ರವೇಶವನ್ನು ಉಳಿಸಿಕೊಳ್ಳಲು ಯಾವಾಗಲೂ ಬ್ಯಾಡ್ಜ್ ಧರಿಸಿ.",
    ],
  },
  ml: {
    session: ["നിങ്ങളുടെ സെഷൻ ഇന്ന് വൈകിട്ട് 5 മണിക്ക് കാലഹരണപ്പെടും.", "നിങ്ങളുടെ ലോഗിൻ സെഷന്റെ കാലാവധി അവസാനിച്ചു."],
    keep: ["ഇമെയിൽ ആക്സസ് നിലനിർത്താൻ വീണ്ടും ലോഗിൻ ചെയ്യുക.", "ആക്സസ് നഷ്ടപ്പെടാതിരിക്കാൻ ദയവായി വീണ്ടും സൈൻ ഇൻ ചെയ്യുക."],
    benign: [
      "വെള്ളിയാഴ്ച കോച്ചുമായുള്ള നിങ്ങളുടെ സെഷൻ രാവിലെ 10-ന് തുടങ്ങി 12-ന് അവസാനിക്കും.",
      "സെഷനുള്ള രജിസ്ട്രേഷൻ നാളെ അവസാനിക്കും, ഓഫറിന്റെ കാലാവധി ഞായറാഴ്ച തീരും.",
      "പാസ്‌വേഡ് റീസെറ്റ് ലിങ്ക് 30 മിനിറ്റിനുള്ളിൽ കാലഹരണപ്പെടും.",
      "നിങ്ങളുടെ ബുക്കിംഗ് കാണാനോ പ്രൊഫൈൽ അപ്‌ഡേറ്റ് ചെയ്യാനോ ലോഗിൻ ചെയ്യുക.",
      "കെട്ടിടത്തിലേക്കുള്ള പ്രവേശനം നിലനിർത്താൻ എപ്പോഴും ബാഡ്ജ് ധരിക്കുക.",
    ],
  },
  jv: {
    session: ["Sesi sampeyan kadaluwarsa dina iki jam 17:00.", "Sesi login SSO sampeyan wis kadaluwarsa."],
    keep: ["Mlebu maneh kanggo njaga akses menyang email sampeyan.", "Supaya ora kelangan akses, login maneh saiki."],
    benign: [
      "Sesi sampeyan karo pelatih dina Jemuwah diwiwiti jam 10:00 lan rampung jam 12:00.",
      "Pendaftaran kanggo sesi ditutup sesuk lan tawaran kadaluwarsa dina Minggu.",
      "Link kanggo reset sandhi kadaluwarsa sajrone 30 menit.",
      "Mlebu kanggo ndeleng pesenan utawa nganyari profil sampeyan.",
      "Kanggo njaga akses menyang gedhung, tansah nganggo kertu sampeyan.",
    ],
  },
};
