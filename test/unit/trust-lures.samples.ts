// Samples for test/unit/trust-lures.test.ts, written for these tests from the two lure concepts of
// shared/trust/lexicon/login-cues.ts (not taken from any corpus): per language, sentences asking the reader to sign in
// under a threat or a deadline (`threat`), sentences asking for the reader's own login loosely (`own`: a code or
// password to enter after signing in, the reader's mailbox or work account named with qualifiers or an article), and
// benign near-misses that use the same words the way real services do (sign in at any time, a session that ended,
// the code we sent you to finish signing in, a subscription that renews, we never ask for your password).

export interface LureSamples {
  /** 1. Sign in, verify or re-authenticate, under a threat or beside a deadline or an "unless". */
  threat: string[];
  /** 2. The reader's own login, loosened: a code or password to enter after signing in, the mailbox named loosely. */
  own: string[];
  /** The same words in ordinary mail: neither concept may hit. */
  benign: string[];
}

export const SAMPLES: Record<string, LureSamples> = {
  en: {
    threat: [
      "Profiles that do not re-authenticate by Friday will be archived.",
      "Your shop will be unpublished unless an admin signs in.",
      "Please log in within 48 hours to keep your membership.",
    ],
    own: [
      "Sign in and enter your verification code to approve the payroll run.",
      "Log in using your e-mail address and current password to restore the mailbox.",
      "Sign in with the company account to read the new policy.",
    ],
    benign: [
      "You can sign in at any time to view your statement.",
      "For your security, sessions end after 30 minutes, just sign in again.",
      "Enter the code we sent you to finish signing in.",
      "Sign in to your Acme account to track your order.",
      "Your subscription renews on 1 December. We will never ask for your password.",
      "Listings without photos get fewer views.",
      "Your password expires in 5 days; change it in the portal.",
      "Please verify your email address within 48 hours to activate your new account.",
      "Sign in and enter the promo code at checkout.",
    ],
  },
  de: {
    threat: [
      "Melden Sie sich innerhalb von 24 Stunden erneut an, um Ihren Arbeitsbereich zu behalten.",
      "Ihr Inserat wird deaktiviert, es sei denn, der Inhaber meldet sich an.",
      "Bitte melden Sie sich an, sonst wird Ihre Mitgliedschaft gesperrt.",
    ],
    own: [
      "Melden Sie sich an und geben Sie Ihren Einmalcode erneut ein, um den Zahllauf freizugeben.",
      "Melden Sie sich mit Ihrer E-Mail-Adresse und Ihrem aktuellen Passwort im neuen Portal an.",
    ],
    benign: [
      "Sie können sich jederzeit anmelden, um Ihre Kontoauszüge zu sehen.",
      "Aus Sicherheitsgründen endet die Sitzung nach 30 Minuten, melden Sie sich einfach erneut an.",
      "Geben Sie den Code ein, den wir Ihnen gesendet haben, um die Anmeldung abzuschließen.",
    ],
  },
  fr: {
    threat: [
      "Connectez-vous sous 24 heures pour conserver votre espace de travail.",
      "Les profils qui ne se reconnectent pas seront suspendus.",
      "Votre boutique sera dépubliée à moins que le propriétaire se connecte.",
    ],
    own: [
      "Connectez-vous puis saisissez votre code à usage unique pour valider le virement.",
      "Connectez-vous avec votre adresse e-mail et mot de passe actuel.",
    ],
    benign: [
      "Vous pouvez vous connecter à tout moment pour consulter votre relevé.",
      "Saisissez le code que nous vous avons envoyé pour terminer la connexion.",
      "Votre abonnement sera renouvelé le 1er décembre.",
    ],
  },
  es: {
    threat: [
      "Inicie sesión en las próximas 24 horas o su espacio de trabajo será suspendido.",
      "Su ficha será despublicada a menos que el propietario inicie sesión.",
    ],
    own: [
      "Para renovarla, inicie sesión con la cuenta de la empresa y confirme el código que recibirá por SMS.",
      "Inicie sesión y luego introduzca su código de verificación para liberar la remesa.",
      "Acceda con su correo y contraseña actual al nuevo portal.",
    ],
    benign: [
      "Puede iniciar sesión en cualquier momento para ver su extracto.",
      "Introduzca el código que le enviamos para terminar de iniciar sesión.",
      "Su suscripción se renueva el 1 de diciembre.",
    ],
  },
  it: {
    threat: [
      "Accedi entro 24 ore, altrimenti il tuo spazio di lavoro sarà sospeso.",
      "Il profilo verrà disattivato a meno che il titolare non effettui l'accesso.",
    ],
    own: [
      "Accedi e poi inserisci il tuo codice OTP per sbloccare il pagamento.",
      "Accedi con il tuo indirizzo e-mail e la password attuale al nuovo portale.",
    ],
    benign: [
      "Puoi accedere in qualsiasi momento per vedere il tuo estratto conto.",
      "Inserisci il codice che ti abbiamo inviato per completare l'accesso.",
      "Il tuo abbonamento si rinnova il 1° dicembre.",
    ],
  },
  pt: {
    threat: [
      "Faça login nas próximas 24 horas ou o seu anúncio será suspenso.",
      "A loja será desativada a menos que o proprietário inicie sessão.",
    ],
    own: [
      "Inicie sessão e depois insira o seu código de verificação para libertar o pagamento.",
      "Faça login com a conta da empresa para abrir o documento.",
    ],
    benign: [
      "Pode iniciar sessão a qualquer momento para ver o seu extrato.",
      "Insira o código que enviámos para concluir o início de sessão.",
      "A sua assinatura renova-se a 1 de dezembro.",
    ],
  },
  nl: {
    threat: [
      "Log binnen 24 uur opnieuw in, anders wordt uw werkruimte geblokkeerd.",
      "Uw vermelding wordt offline gehaald tenzij de eigenaar inlogt.",
    ],
    own: [
      "Log in met uw zakelijke e-mailaccount om het document te openen.",
      "Log in en voer daarna uw eenmalige code in om de betaalrun vrij te geven.",
    ],
    benign: [
      "U kunt op elk moment inloggen om uw afschrift te bekijken.",
      "Voer de code in die we u stuurden om het inloggen te voltooien.",
      "Uw abonnement wordt op 1 december verlengd.",
    ],
  },
  pl: {
    threat: [
      "Zaloguj się w ciągu 24 godzin, w przeciwnym razie przestrzeń robocza zostanie zablokowana.",
      "Ogłoszenie zostanie usunięte, chyba że właściciel zaloguje się ponownie.",
    ],
    own: [
      "Zaloguj się i wpisz kod jednorazowy, aby zatwierdzić przelew.",
      "Zaloguj się, podając adres e-mail i aktualne hasło do poczty.",
    ],
    benign: [
      "Możesz zalogować się w dowolnym momencie, aby zobaczyć wyciąg.",
      "Wpisz kod, który ci wysłaliśmy, aby dokończyć logowanie.",
      "Twoja subskrypcja odnowi się 1 grudnia.",
    ],
  },
  sv: {
    threat: [
      "Logga in inom 24 timmar, annars kommer ditt konto att spärras.",
      "Din annons tas bort om ägaren inte loggar in igen.",
    ],
    own: [
      "Logga in och ange din engångskod för att godkänna lönekörningen.",
      "Logga in med din e-postadress och ditt nuvarande lösenord.",
    ],
    benign: [
      "Du kan logga in när som helst för att se ditt kontoutdrag.",
      "Ange koden vi skickade för att slutföra inloggningen.",
      "Ditt abonnemang förnyas den 1 december.",
    ],
  },
  ru: {
    threat: [
      "Войдите в течение 24 часов, иначе рабочее пространство будет заблокировано.",
      "Если вы не войдёте повторно, ваш магазин будет приостановлен.",
    ],
    own: [
      "Войдите и затем введите одноразовый код, чтобы подтвердить выплату.",
      "Войдите, используя почту и текущий пароль, на новом портале.",
    ],
    benign: [
      "Вы можете войти в любое время, чтобы посмотреть выписку.",
      "Введите код, который мы вам отправили, чтобы завершить вход.",
      "Ваша подписка продлится 1 декабря.",
    ],
  },
  zh: {
    threat: ["请在24小时内登录，否则您的工作区将被暂停。", "除非管理员重新验证，您的店铺将被下架。"],
    own: ["请登录并输入您的验证码以放行付款。", "请使用公司账号登录查看文件。"],
    benign: ["您可以随时登录查看账单。", "请输入我们发送给您的验证码以完成登录。", "您的订阅将于12月1日续订。"],
  },
  ja: {
    threat: [
      "24時間以内にログインしない場合、ワークスペースは停止されます。",
      "再認証されないアカウントは削除されます。",
    ],
    own: ["ログインして、ワンタイムコードを入力してください。", "会社のアカウントでログインしてください。"],
    benign: [
      "いつでもログインして明細をご確認いただけます。",
      "ログインを完了するには、お送りしたコードを入力してください。",
      "ご契約は12月1日に更新されます。",
    ],
  },
  cs: {
    threat: [
      "Přihlaste se do 24 hodin, jinak bude váš pracovní prostor zablokován.",
      "Inzerát bude odstraněn, pokud se vlastník nepřihlásí.",
    ],
    own: [
      "Přihlaste se a poté zadejte jednorázový kód pro uvolnění platby.",
      "Přihlaste se pomocí e-mailu a aktuálního hesla na novém portálu.",
    ],
    benign: [
      "Přihlásit se můžete kdykoli a zobrazit si výpis.",
      "Zadejte kód, který jsme vám poslali, a dokončete přihlášení.",
      "Vaše předplatné se obnoví 1. prosince.",
    ],
  },
  el: {
    threat: [
      "Συνδεθείτε εντός 24 ωρών, διαφορετικά ο χώρος εργασίας θα ανασταλεί.",
      "Η καταχώριση θα απενεργοποιηθεί εκτός αν ο ιδιοκτήτης συνδεθεί.",
    ],
    own: [
      "Συνδεθείτε και εισαγάγετε τον κωδικό μιας χρήσης για να εγκριθεί η πληρωμή.",
      "Συνδεθείτε με το email και τον τρέχοντα κωδικό στη νέα πύλη.",
    ],
    benign: [
      "Μπορείτε να συνδεθείτε οποιαδήποτε στιγμή για να δείτε την κατάσταση λογαριασμού.",
      "Εισαγάγετε τον κωδικό που σας στείλαμε για να ολοκληρωθεί η σύνδεση.",
      "Η συνδρομή σας ανανεώνεται την 1η Δεκεμβρίου.",
    ],
  },
  tr: {
    threat: [
      "24 saat içinde giriş yapmazsanız çalışma alanınız askıya alınacaktır.",
      "Mağaza sahibi oturum açmazsa mağazanız yayından kaldırılacaktır.",
    ],
    own: [
      "Giriş yapın ve ardından tek kullanımlık kodu girin.",
      "Yeni portala e-posta adresiniz ve mevcut şifreniz ile giriş yapın.",
    ],
    benign: [
      "Hesap özetinizi görmek için istediğiniz zaman giriş yapabilirsiniz.",
      "Girişi tamamlamak için size gönderdiğimiz kodu girin.",
      "Aboneliğiniz 1 Aralık'ta yenilenir.",
    ],
  },
  id: {
    threat: [
      "Login dalam 24 jam atau ruang kerja Anda akan dinonaktifkan.",
      "Toko Anda akan diturunkan kecuali pemilik login kembali.",
    ],
    own: [
      "Login lalu masukkan kode OTP Anda untuk menyetujui pembayaran.",
      "Login dengan email dan kata sandi saat ini ke portal baru.",
    ],
    benign: [
      "Anda dapat login kapan saja untuk melihat laporan.",
      "Masukkan kode yang kami kirim untuk menyelesaikan proses masuk.",
      "Langganan Anda diperpanjang pada 1 Desember.",
    ],
  },
  vi: {
    threat: [
      "Vui lòng đăng nhập trong vòng 24 giờ, nếu không thì không gian làm việc sẽ bị khóa.",
      "Trang của bạn sẽ bị gỡ trừ khi chủ sở hữu đăng nhập.",
    ],
    own: ["Đăng nhập rồi nhập mã OTP để duyệt thanh toán.", "Đăng nhập bằng email và mật khẩu hiện tại vào cổng mới."],
    benign: [
      "Bạn có thể đăng nhập bất cứ lúc nào để xem sao kê.",
      "Nhập mã chúng tôi đã gửi để hoàn tất đăng nhập.",
      "Gói đăng ký của bạn gia hạn vào ngày 1 tháng 12.",
    ],
  },
  sw: {
    threat: [
      "Ingia ndani ya saa 24 la sivyo akaunti yako itasimamishwa.",
      "Tangazo lako litaondolewa isipokuwa mmiliki aingie tena.",
    ],
    own: [
      "Ingia kisha weka msimbo wa mara moja ili kuidhinisha malipo.",
      "Ingia kwa barua pepe na nenosiri la sasa kwenye tovuti mpya.",
    ],
    benign: ["Unaweza kuingia wakati wowote kuona taarifa yako.", "Usajili wako utasasishwa tarehe 1 Desemba."],
  },
  hi: {
    threat: [
      "24 घंटे के भीतर लॉग इन करें, वरना आपका वर्कस्पेस निलंबित कर दिया जाएगा।",
      "जब तक मालिक लॉग इन नहीं करता, आपकी लिस्टिंग हटा दी जाएगी।",
    ],
    own: ["लॉग इन करें और फिर अपना ओटीपी दर्ज करें।", "नए पोर्टल पर अपने ईमेल और मौजूदा पासवर्ड से लॉग इन करें।"],
    benign: ["आप अपना स्टेटमेंट देखने के लिए कभी भी लॉग इन कर सकते हैं।", "आपकी सदस्यता 1 दिसंबर को नवीनीकृत होगी।"],
  },
  bn: {
    threat: [
      "২৪ ঘণ্টার মধ্যে লগ ইন করুন, নইলে আপনার অ্যাকাউন্ট স্থগিত করা হবে।",
      "24 ঘণ্টার মধ্যে লগইন না করলে আপনার পেজ বন্ধ করে দেওয়া হবে।",
    ],
    own: ["লগ ইন করুন এবং তারপর আপনার ওটিপি কোড লিখুন।", "আপনার ইমেল ও বর্তমান পাসওয়ার্ড দিয়ে লগ ইন করুন।"],
    benign: ["আপনার স্টেটমেন্ট দেখতে যেকোনো সময় লগ ইন করতে পারেন।", "আপনার সাবস্ক্রিপশন ১ ডিসেম্বর নবায়ন হবে।"],
  },
  uk: {
    threat: [
      "Увійдіть протягом 24 годин, інакше робочий простір буде заблоковано.",
      "Якщо ви не увійдете повторно, ваш магазин буде призупинено.",
    ],
    own: [
      "Увійдіть і введіть одноразовий код, щоб підтвердити виплату.",
      "Увійдіть, використовуючи пошту та поточний пароль, на новому порталі.",
    ],
    benign: [
      "Ви можете увійти будь-коли, щоб переглянути виписку.",
      "Введіть код, який ми вам надіслали, щоб завершити вхід.",
      "Ваша підписка поновиться 1 грудня.",
    ],
  },
  ur: {
    threat: [
      "24 گھنٹوں کے اندر لاگ ان کریں ورنہ آپ کا اکاؤنٹ معطل کر دیا جائے گا۔",
      "جب تک مالک لاگ ان نہیں کرتا، آپ کی لسٹنگ بند کر دی جائے گی۔",
    ],
    own: ["لاگ ان کریں اور پھر اپنا او ٹی پی کوڈ درج کریں۔", "اپنے ای میل اور موجودہ پاس ورڈ سے لاگ ان کریں۔"],
    benign: ["آپ اپنا اسٹیٹمنٹ دیکھنے کے لیے کسی بھی وقت لاگ ان کر سکتے ہیں۔", "آپ کی رکنیت یکم دسمبر کو تجدید ہوگی۔"],
  },
  ar: {
    threat: [
      "ما لم تقوموا بتسجيل الدخول إلى البوابة الجديدة باستخدام بريدكم الإلكتروني وكلمة المرور الحالية",
      "يرجى تسجيل الدخول خلال 24 ساعة وإلا سيتم تعليق مساحة العمل.",
    ],
    own: ["سجل الدخول ثم أدخل رمز التحقق لإطلاق الدفعة.", "سجل الدخول باستخدام بريدك الإلكتروني وكلمة المرور الحالية."],
    benign: [
      "يمكنك تسجيل الدخول في أي وقت لعرض كشف الحساب.",
      "أدخل الرمز الذي أرسلناه إليك لإكمال تسجيل الدخول.",
      "سيتم تجديد اشتراكك في 1 ديسمبر.",
    ],
  },
  fa: {
    threat: [
      "ظرف 24 ساعت وارد شوید، در غیر این صورت فضای کاری شما مسدود خواهد شد.",
      "صفحه شما حذف خواهد شد مگر اینکه مالک وارد حساب شود.",
    ],
    own: ["وارد شوید و سپس کد یکبار مصرف را وارد کنید.", "با ایمیل و رمز عبور فعلی خود وارد شوید."],
    benign: ["هر زمان خواستید می‌توانید برای دیدن صورتحساب وارد شوید.", "اشتراک شما در ۱ دسامبر تمدید می‌شود."],
  },
  he: {
    threat: ["התחברו תוך 24 שעות, אחרת סביבת העבודה תושעה.", "הדף ייחסם אלא אם הבעלים יתחבר מחדש."],
    own: ["התחברו והזינו את הקוד החד-פעמי כדי לשחרר את התשלום.", "התחברו עם המייל והסיסמה הנוכחית לפורטל החדש."],
    benign: ["אפשר להתחבר בכל עת כדי לראות את הדוח.", "המנוי שלך יחודש ב-1 בדצמבר."],
  },
  am: {
    threat: ["በ24 ሰዓት ውስጥ ይግቡ፤ አለበለዚያ መለያዎ ይታገዳል።", "ባለቤቱ ካልገባ ገጽዎ ይዘጋል።"],
    own: ["ይግቡ ከዚያ የአንድ ጊዜ ኮድ ያስገቡ።", "በኢሜይልዎ እና የአሁኑን የይለፍ ቃል በመጠቀም ይግቡ።"],
    benign: ["ደብዳቤዎን ለማየት በማንኛውም ጊዜ መግባት ይችላሉ።", "ምዝገባዎ ታኅሣሥ 1 ይታደሳል።"],
  },
  th: {
    threat: ["กรุณาเข้าสู่ระบบภายใน 24 ชั่วโมง มิฉะนั้นพื้นที่ทำงานจะถูกระงับ", "ร้านค้าจะถูกปิดเว้นแต่เจ้าของเข้าสู่ระบบ"],
    own: ["เข้าสู่ระบบและกรอกรหัส OTP เพื่ออนุมัติการจ่าย", "เข้าสู่ระบบด้วยอีเมลและรหัสผ่านปัจจุบัน"],
    benign: ["คุณสามารถเข้าสู่ระบบได้ทุกเมื่อเพื่อดูใบแจ้งยอด", "การสมัครสมาชิกของคุณจะต่ออายุในวันที่ 1 ธันวาคม"],
  },
  lo: {
    threat: ["ກະລຸນາເຂົ້າສູ່ລະບົບພາຍໃນ 24 ຊົ່ວໂມງ ບໍ່ດັ່ງນັ້ນບັນຊີຈະຖືກລະງັບ", "ໜ້າຮ້ານຈະຖືກປິດເວັ້ນເສຍແຕ່ເຈົ້າຂອງເຂົ້າສູ່ລະບົບ"],
    own: ["ເຂົ້າສູ່ລະບົບແລະປ້ອນລະຫັດ OTP", "ເຂົ້າສູ່ລະບົບດ້ວຍອີເມວແລະລະຫັດຜ່ານປັດຈຸບັນ"],
    benign: ["ທ່ານສາມາດເຂົ້າສູ່ລະບົບໄດ້ທຸກເວລາເພື່ອເບິ່ງໃບແຈ້ງຍອດ", "ການສະໝັກຂອງທ່ານຈະຕໍ່ອາຍຸວັນທີ 1 ທັນວາ"],
  },
  ko: {
    threat: ["24시간 이내 로그인하지 않으면 워크스페이스가 정지됩니다.", "재인증하지 않은 계정은 삭제될 예정입니다."],
    own: ["로그인 후 인증번호를 다시 입력해 주세요.", "회사 계정으로 로그인하여 문서를 확인하세요."],
    benign: ["언제든지 로그인하여 명세서를 확인할 수 있습니다.", "구독은 12월 1일에 갱신됩니다."],
  },
  km: {
    threat: ["សូមចូលគណនីក្នុងរយៈពេល 24 ម៉ោង បើមិនដូច្នោះទេគណនីនឹងត្រូវផ្អាក", "ទំព័រនឹងត្រូវបិទលុះត្រាតែម្ចាស់ចូលគណនី"],
    own: ["ចូលគណនីហើយបញ្ចូលលេខកូដ OTP", "ចូលគណនីដោយប្រើអ៊ីមែលនិងពាក្យសម្ងាត់បច្ចុប្បន្ន"],
    benign: ["អ្នកអាចចូលគណនីនៅពេលណាក៏បានដើម្បីមើលរបាយការណ៍", "ការជាវរបស់អ្នកនឹងបន្តនៅថ្ងៃទី 1 ខែធ្នូ"],
  },
  my: {
    threat: ["24 နာရီအတွင်း လော့ဂ်အင်ဝင်ပါ မဟုတ်ပါက အကောင့်ကို ပိတ်ခံရမည်", "အကောင့်ဝင်ခြင်းမပြုပါက စာမျက်နှာကို ဖျက်ပစ်မည်"],
    own: ["လော့ဂ်အင်ဝင်ပြီး OTP ကုဒ်ကို ထည့်ပါ", "အီးမေးလ်နှင့် လက်ရှိစကားဝှက်ဖြင့် လော့ဂ်အင်ဝင်ပါ"],
    benign: ["ရှင်းတမ်းကြည့်ရန် အချိန်မရွေး လော့ဂ်အင်ဝင်နိုင်သည်", "သင့်စာရင်းသွင်းမှုကို ဒီဇင်ဘာ 1 တွင် သက်တမ်းတိုးမည်"],
  },
  si: {
    threat: ["පැය 24 ඇතුළත ලොග් වන්න, නැතහොත් ගිණුම අත්හිටුවනු ලැබේ.", "හිමිකරු ලොග් ඉන් නොවුණොත් පිටුව මකා දමනු ඇත."],
    own: ["ලොග් වන්න සහ ඉන්පසු OTP කේතය ඇතුළත් කරන්න.", "ඔබගේ ඊමේල් සහ වත්මන් මුරපදය සමඟ ලොග් වන්න."],
    benign: ["ප්‍රකාශය බැලීමට ඕනෑම වේලාවක ලොග් විය හැක.", "ඔබගේ දායකත්වය දෙසැම්බර් 1 වන දින අලුත් වේ."],
  },
  ta: {
    threat: ["24 மணி நேரத்திற்குள் உள்நுழையவும், இல்லையெனில் கணக்கு இடைநிறுத்தப்படும்.", "உரிமையாளர் உள்நுழையாவிட்டால் பக்கம் நீக்கப்படும்."],
    own: ["உள்நுழைந்து பின்னர் OTP குறியீட்டை உள்ளிடவும்.", "உங்கள் மின்னஞ்சல் மற்றும் தற்போதைய கடவுச்சொல் மூலம் உள்நுழையவும்."],
    benign: ["அறிக்கையைப் பார்க்க எப்போது வேண்டுமானாலும் உள்நுழையலாம்.", "உங்கள் சந்தா டிசம்பர் 1 அன்று புதுப்பிக்கப்படும்."],
  },
  ne: {
    threat: ["24 घण्टाभित्र लग इन गर्नुहोस्, नत्र खाता निलम्बित हुनेछ।", "मालिकले लग इन नगरे पेज बन्द गरिनेछ।"],
    own: ["लग इन गर्नुहोस् अनि ओटीपी कोड प्रविष्ट गर्नुहोस्।", "आफ्नो इमेल र हालको पासवर्डले लग इन गर्नुहोस्।"],
    benign: ["विवरण हेर्न जुनसुकै बेला लग इन गर्न सक्नुहुन्छ।", "तपाईंको सदस्यता डिसेम्बर १ मा नवीकरण हुन्छ।"],
  },
  ka: {
    threat: [
      "შედით 24 საათში, წინააღმდეგ შემთხვევაში სამუშაო სივრცე შეჩერდება.",
      "თუ მფლობელი არ შევიდეს, გვერდი წაიშლება.",
    ],
    own: ["შედით და შემდეგ ერთჯერადი კოდი შეიყვანეთ.", "შედით ელფოსტა და მიმდინარე პაროლი გამოყენებით."],
    benign: ["ამონაწერის სანახავად ნებისმიერ დროს შეგიძლიათ შესვლა.", "გამოწერა განახლდება 1 დეკემბერს."],
  },
  yo: {
    threat: ["Ẹ wọlé láàárín wákàtí 24, bí bẹ́ẹ̀ kọ́ àkọọ́lẹ̀ yín yóò dí.", "Ojú-ìwé yín yóò parẹ́ àyàfi tí olúwa bá wọlé."],
    own: ["Wọlé kí o sì tẹ kóòdù OTP rẹ.", "Wọlé pẹ̀lú ímeèlì rẹ àti ọ̀rọ̀ aṣínà lọ́wọ́lọ́wọ́."],
    benign: ["O lè wọlé nígbàkigbà láti wo ìwé àkọsílẹ̀ rẹ.", "Ìforúkọsílẹ̀ rẹ yóò tún bẹ̀rẹ̀ ní ọjọ́ kìíní oṣù Kejìlá."],
  },
  ha: {
    threat: [
      "Ku shiga cikin awa 24, idan ba haka ba za a dakatar da asusunku.",
      "Za a rufe shafinku sai dai idan mai shi ya shiga.",
    ],
    own: ["Ku shiga sannan ku shigar da lambar OTP.", "Ku shiga da imel ɗinka da kalmar sirri ta yanzu."],
    benign: [
      "Kuna iya shiga kowane lokaci don ganin bayanan asusunku.",
      "Za a sabunta biyan kuɗinka a ranar 1 ga Disamba.",
    ],
  },
  tl: {
    threat: [
      "Mag-log in sa loob ng 24 oras o masususpinde ang iyong workspace.",
      "Mabubura ang iyong listing maliban kung mag-log in ang may-ari.",
    ],
    own: ["Mag-log in at ilagay ang iyong OTP code.", "Mag-log in gamit ang email at kasalukuyang password."],
    benign: [
      "Maaari kang mag-log in anumang oras para makita ang statement.",
      "Ang iyong subscription ay magre-renew sa Disyembre 1.",
    ],
  },
  "ar-latn": {
    threat: ["Law ma3malt login 5elal 24 sa3a el account hayet2efel.", "Lazem te3mel login walla el page hatetmese7."],
    own: ["E3mel login w ba3den d5al el code elli gatlak.", "Sajel be el email w el password el 7ali."],
    benign: ["Te2dar te3mel login fi ay wa2t tshoof el kashf.", "El eshterak beyettgadded yoom 1 December."],
  },
  "hi-latn": {
    threat: [
      "24 ghante ke andar login karo warna aapka account suspend ho jayega.",
      "Jab tak owner login nahi karta, listing delete kar di jayegi.",
    ],
    own: ["Login karo aur phir OTP daalo.", "Apne email aur current password se login karo."],
    benign: ["Aap kabhi bhi login karke statement dekh sakte ho.", "Aapka subscription 1 December ko renew hoga."],
  },
  zu: {
    threat: [
      "Ngena phakathi kwamahora 24, uma kungenjalo i-akhawunti yakho izomiswa.",
      "Ikhasi lakho lizosuswa ngaphandle uma umnikazi engena.",
    ],
    own: ["Ngena bese ufaka ikhodi ye-OTP.", "Ngena nge-imeyili yakho ne-phasiwedi yamanje."],
    benign: [
      "Ungangena noma nini ukuze ubone isitatimende sakho.",
      "Ukubhalisa kwakho kuzovuselelwa ngomhla ka-1 Disemba.",
    ],
  },
  xh: {
    threat: [
      "Ngena kwisithuba seeyure 24, kungenjalo iakhawunti yakho izakunqunyanyiswa.",
      "Iphepha lakho liya kucinywa ngaphandle kokuba umnini angene.",
    ],
    own: ["Ngena uze ufake ikhowudi ye-OTP.", "Ngena nge-imeyile yakho ne-phasiwedi yangoku."],
    benign: ["Ungangena nangaliphi na ixesha ukuze ubone ingxelo.", "Ubhaliso lwakho luya kuhlaziywa nge-1 kaDisemba."],
  },
  af: {
    threat: [
      "Teken binne 24 uur weer in, anders sal u werkruimte opgeskort word.",
      "U lys sal verwyder word tensy die eienaar aanmeld.",
    ],
    own: ["Teken in en voer dan u eenmalige kode in.", "Teken in met u e-posadres en huidige wagwoord."],
    benign: ["U kan enige tyd inteken om u staat te sien.", "U intekening word op 1 Desember hernu."],
  },
  so: {
    threat: [
      "Soo gal 24 saacadood gudahood, haddii kale koontadaada waa la xidhi doonaa.",
      "Bogga waa la tirtiri doonaa haddii milkiiluhu uusan soo gal.",
    ],
    own: ["Soo gal kadibna koodhka OTP geli.", "Soo gal adoo isticmaalaya iimaylka iyo furaha sirta ee hadda."],
    benign: [
      "Waad soo geli kartaa wakhti kasta si aad u aragto warbixinta.",
      "Rukunkaagu wuxuu cusboonaanayaa 1da Diseembar.",
    ],
  },
  ti: {
    threat: ["ኣብ 24 ሰዓት እተዉ፣ እንተዘይኮይኑ ሕሳብኩም ክእገድ እዩ።", "ወናኒ እንተ ዘይኣቲኹም ገጽኩም ክድምሰስ እዩ።"],
    own: ["እተዉ ድሕሪኡ ኮድ OTP ኣእትዉ።", "ብኢመይል ናይ ሕጂ መሕለፊ ቃል እተዉ።"],
    benign: ["ጸብጻብኩም ንምርኣይ ኣብ ዝኾነ ግዜ ክትኣትዉ ትኽእሉ ኢኹም።", "ምዝገባኹም ብ1 ታሕሳስ ክሕደስ እዩ።"],
  },
  ig: {
    threat: [
      "Banye n'ime awa 24, ma ọ bụghị ya a ga-akwụsịtụ akaụntụ gị.",
      "A ga-ehichapụ peeji gị ọ gwụla ma onye nwe ya abanye.",
    ],
    own: ["Banye wee tinye koodu OTP gị.", "Banye site na email gị na okwuntughe gị ugbu a."],
    benign: ["Ị nwere ike ịbanye oge ọ bụla ilele nkwupụta gị.", "A ga-emeghari ndenye aha gị na 1 Disemba."],
  },
  ms: {
    threat: [
      "Log masuk dalam tempoh 24 jam atau ruang kerja anda akan disekat.",
      "Kedai anda akan digantung kecuali pemilik log masuk semula.",
    ],
    own: ["Log masuk dan masukkan kod OTP anda.", "Log masuk dengan e-mel dan kata laluan semasa."],
    benign: [
      "Anda boleh log masuk bila-bila masa untuk melihat penyata.",
      "Langganan anda diperbaharui pada 1 Disember.",
    ],
  },
  ps: {
    threat: ["په 24 ساعتونو کې ننوځئ، که نه نو ستاسو حساب به وځنډول شي.", "ستاسو پاڼه به حذف شي مګر دا چې مالک ننوځي."],
    own: ["ننوځئ او بیا خپل کوډ ولیکئ.", "په خپل ایمیل او اوسني پاسورډ سره ننوځئ."],
    benign: ["تاسو کولی شئ هر وخت ننوځئ او خپل بیلانس وګورئ.", "ستاسو ګډون د ډسمبر په ۱ نوي کېږي."],
  },
  ku: {
    threat: [
      "Di nav 24 saetan de têkevin, wekî din hesabê we dê bê rawestandin.",
      "Rûpela we dê bê jêbirin heke na xwedî têkeve.",
    ],
    own: ["Têkevin û paşê koda OTP binivîsin.", "Bi e-nameya xwe û şîfreya xwe ya niha têkevin."],
    benign: ["Hûn dikarin her dem têkevin da ku rapora xwe bibînin.", "Abonetiya we di 1ê Kanûnê de nû dibe."],
  },
  ckb: {
    threat: [
      "لە ماوەی 24 کاتژمێر بچۆرە ژوورەوە، ئەگەر نا هەژمارەکەت ڕادەگیرێت.",
      "پەڕەکەت دەسڕدرێتەوە مەگەر خاوەنەکەی بچێتە ژوورەوە.",
    ],
    own: ["بچۆرە ژوورەوە و کۆدی OTP بنووسە.", "بە ئیمەیڵ و وشەی نهێنیی ئێستا بچۆرە ژوورەوە."],
    benign: ["دەتوانیت هەر کاتێک بچیتە ژوورەوە بۆ بینینی ڕاپۆرت.", "بەشداریکردنەکەت لە 1ی کانوونی یەکەم نوێ دەبێتەوە."],
  },
  gu: {
    threat: [
      "24 કલાકની અંદર લૉગ ઇન કરો, નહીંતર તમારું એકાઉન્ટ સ્થગિત કરવામાં આવશે.",
      "માલિક લોગિન નહીં કરે તો પેજ બંધ કરવામાં આવશે.",
    ],
    own: ["લૉગ ઇન કરો અને પછી OTP કોડ દાખલ કરો.", "તમારા ઇમેઇલ અને વર્તમાન પાસવર્ડથી લૉગ ઇન કરો."],
    benign: ["સ્ટેટમેન્ટ જોવા માટે તમે ક્યારેય પણ લૉગ ઇન કરી શકો છો.", "તમારું સબ્સ્ક્રિપ્શન 1 ડિસેમ્બરે રિન્યૂ થશે."],
  },
  mr: {
    threat: ["24 तासांच्या आत लॉग इन करा, नाहीतर तुमचे खाते निलंबित केले जाईल.", "मालकाने लॉगिन न केल्यास पेज बंद केले जाईल."],
    own: ["लॉग इन करा आणि नंतर OTP कोड प्रविष्ट करा.", "तुमचा ईमेल आणि सध्याचा पासवर्ड वापरून लॉग इन करा."],
    benign: ["स्टेटमेंट पाहण्यासाठी तुम्ही कधीही लॉग इन करू शकता.", "तुमची सदस्यता 1 डिसेंबरला नूतनीकृत होईल."],
  },
  pa: {
    threat: ["24 ਘੰਟਿਆਂ ਦੇ ਅੰਦਰ ਲੌਗ ਇਨ ਕਰੋ, ਨਹੀਂ ਤਾਂ ਤੁਹਾਡਾ ਖਾਤਾ ਬੰਦ ਕਰ ਦਿੱਤਾ ਜਾਵੇਗਾ।", "ਮਾਲਕ ਲੌਗਇਨ ਨਾ ਕਰੇ ਤਾਂ ਪੇਜ ਮਿਟਾ ਦਿੱਤਾ ਜਾਵੇਗਾ।"],
    own: ["ਲੌਗ ਇਨ ਕਰੋ ਅਤੇ ਫਿਰ OTP ਕੋਡ ਦਰਜ ਕਰੋ।", "ਆਪਣੀ ਈਮੇਲ ਅਤੇ ਮੌਜੂਦਾ ਪਾਸਵਰਡ ਨਾਲ ਲੌਗ ਇਨ ਕਰੋ।"],
    benign: ["ਸਟੇਟਮੈਂਟ ਦੇਖਣ ਲਈ ਤੁਸੀਂ ਕਦੇ ਵੀ ਲੌਗ ਇਨ ਕਰ ਸਕਦੇ ਹੋ।", "ਤੁਹਾਡੀ ਮੈਂਬਰਸ਼ਿਪ 1 ਦਸੰਬਰ ਨੂੰ ਨਵਿਆਈ ਜਾਵੇਗੀ।"],
  },
  te: {
    threat: ["24 గంటలలో లాగిన్ అవ్వండి, లేకపోతే మీ ఖాతా నిలిపివేయబడుతుంది.", "యజమాని లాగిన్ కాకపోతే పేజీ తొలగించబడుతుంది."],
    own: ["లాగిన్ అయ్యి తర్వాత OTP కోడ్ నమోదు చేయండి.", "మీ ఇమెయిల్ మరియు ప్రస్తుత పాస్వర్డ్‌తో లాగిన్ అవ్వండి."],
    benign: ["స్టేట్‌మెంట్ చూడటానికి మీరు ఎప్పుడైనా లాగిన్ చేయవచ్చు.", "మీ సభ్యత్వం డిసెంబర్ 1న పునరుద్ధరించబడుతుంది."],
  },
  kn: {
    threat: ["24 ಗಂಟೆಗಳೊಳಗೆ ಲಾಗಿನ್ ಮಾಡಿ, ಇಲ್ಲದಿದ್ದರೆ ನಿಮ್ಮ ಖಾತೆಯನ್ನು ಅಮಾನತುಗೊಳಿಸಲಾಗುವುದು.", "ಮಾಲೀಕರು ಲಾಗಿನ್ ಆಗದಿದ್ದರೆ ಪುಟವನ್ನು ಅಳಿಸಲಾಗುವುದು."],
    own: ["ಲಾಗಿನ್ ಮಾಡಿ ನಂತರ OTP ಕೋಡ್ ನಮೂದಿಸಿ.", "ನಿಮ್ಮ ಇಮೇಲ್ ಮತ್ತು ಪ್ರಸ್ತುತ ಪಾಸ್ವರ್ಡ್ ಬಳಸಿ ಲಾಗಿನ್ ಮಾಡಿ."],
    benign: ["ಸ್ಟೇಟ್‌ಮೆಂಟ್ ನೋಡಲು ನೀವು ಯಾವಾಗ ಬೇಕಾದರೂ ಲಾಗಿನ್ ಮಾಡಬಹುದು.", "ನಿಮ್ಮ ಚಂದಾದಾರಿಕೆ ಡಿಸೆಂಬರ್ 1 ರಂದು ನವೀಕರಣಗೊಳ್ಳುತ್ತದೆ."],
  },
  ml: {
    threat: ["24 മണിക്കൂറിനുള്ളിൽ ലോഗിൻ ചെയ്യുക, അല്ലാത്തപക്ഷം അക്കൗണ്ട് ഇല്ലാതാക്കപ്പെടും.", "ഉടമ ലോഗിൻ ചെയ്തില്ലെങ്കിൽ പേജ് ഇല്ലാതാക്കപ്പെടും."],
    own: ["ലോഗിൻ ചെയ്ത ശേഷം OTP കോഡ് നൽകുക.", "നിങ്ങളുടെ ഇമെയിൽ വിലാസവും നിലവിലെ പാസ്വേഡും ഉപയോഗിച്ച് ലോഗിൻ ചെയ്യുക."],
    benign: ["സ്റ്റേറ്റ്മെന്റ് കാണാൻ എപ്പോൾ വേണമെങ്കിലും ലോഗിൻ ചെയ്യാം.", "നിങ്ങളുടെ സബ്സ്ക്രിപ്ഷൻ ഡിസംബർ 1-ന് പുതുക്കും."],
  },
  jv: {
    threat: [
      "Mlebu sajroning 24 jam, yen ora akun sampeyan bakal diblokir.",
      "Kaca sampeyan bakal dibusak kajaba sing duwe mlebu maneh.",
    ],
    own: ["Mlebu lan lebokna kode OTP sampeyan.", "Mlebu nganggo email lan sandi saiki."],
    benign: [
      "Sampeyan bisa mlebu kapan wae kanggo ndeleng laporan.",
      "Langganan sampeyan dianyari tanggal 1 Desember.",
    ],
  },
  ro: {
    threat: [
      "Conectați-vă în următoarele 24 de ore, altfel spațiul de lucru va fi suspendat.",
      "Anunțul va fi șters cu excepția cazului în care proprietarul se conectează.",
    ],
    own: [
      "Conectați-vă și apoi introduceți codul unic primit prin SMS.",
      "Conectați-vă cu adresa de e-mail și parola actuală.",
    ],
    benign: [
      "Vă puteți conecta oricând pentru a vedea extrasul.",
      "Introduceți codul pe care vi l-am trimis pentru a finaliza conectarea.",
      "Abonamentul se reînnoiește la 1 decembrie.",
    ],
  },
  hu: {
    threat: [
      "Jelentkezzen be 24 órán belül, különben a munkaterület fel lesz függesztve.",
      "A hirdetést töröljük, hacsak nem jelentkezik be a tulajdonos.",
    ],
    own: [
      "Jelentkezzen be, majd adja meg az egyszer használatos kódot.",
      "Jelentkezzen be az e-mail-címével és a jelenlegi jelszavával.",
    ],
    benign: ["Bármikor bejelentkezhet a kivonat megtekintéséhez.", "Az előfizetése december 1-jén megújul."],
  },
  fi: {
    threat: [
      "Kirjaudu 24 tunnin kuluessa, muussa tapauksessa työtila suljetaan.",
      "Ilmoitus poistetaan, ellei omistaja kirjaudu sisään.",
    ],
    own: [
      "Kirjaudu ja sitten syötä kertakoodi maksun vapauttamiseksi.",
      "Kirjaudu sähköpostiosoitteellasi ja nykyisellä salasanallasi.",
    ],
    benign: ["Voit kirjautua milloin tahansa nähdäksesi tiliotteen.", "Tilauksesi uusitaan 1. joulukuuta."],
  },
  da: {
    threat: [
      "Log ind inden for 24 timer, ellers vil dit arbejdsområde blive spærret.",
      "Din annonce bliver slettet, medmindre ejeren logger ind.",
    ],
    own: ["Log ind og indtast derefter din engangskode.", "Log ind med din e-mailadresse og nuværende adgangskode."],
    benign: ["Du kan logge ind når som helst for at se din kontoudskrift.", "Dit abonnement fornyes den 1. december."],
  },
  nb: {
    threat: [
      "Logg inn innen 24 timer, ellers vil arbeidsområdet bli sperret.",
      "Annonsen blir slettet med mindre eieren logger inn.",
    ],
    own: ["Logg inn og skriv inn engangskoden din.", "Logg inn med e-postadresse og nåværende passord."],
    benign: ["Du kan logge inn når som helst for å se kontoutskriften.", "Abonnementet ditt fornyes 1. desember."],
  },
  bg: {
    threat: [
      "Влезте в рамките на 24 часа, иначе работното пространство ще бъде блокирано.",
      "Обявата ще бъде изтрита, освен ако собственикът не влезе.",
    ],
    own: ["Влезте и след това въведете еднократния код.", "Влезте с имейл и текуща парола в новия портал."],
    benign: [
      "Можете да влезете по всяко време, за да видите извлечението.",
      "Абонаментът ви се подновява на 1 декември.",
    ],
  },
  sh: {
    threat: [
      "Prijavite se u roku od 24 sata, u suprotnom će radni prostor biti blokiran.",
      "Oglas će biti obrisan osim ako se vlasnik ne prijavi.",
    ],
    own: ["Prijavite se i zatim unesite jednokratni kod.", "Prijavite se e-mail adresom i trenutnom lozinkom."],
    benign: ["Možete se prijaviti bilo kada da vidite izvod.", "Vaša pretplata se obnavlja 1. decembra."],
  },
  sk: {
    threat: [
      "Prihláste sa do 24 hodín, inak bude váš pracovný priestor zablokovaný.",
      "Inzerát bude odstránený, ak sa vlastník neprihlási.",
    ],
    own: ["Prihláste sa a potom zadajte jednorazový kód.", "Prihláste sa pomocou e-mailu a aktuálneho hesla."],
    benign: ["Prihlásiť sa môžete kedykoľvek a pozrieť si výpis.", "Vaše predplatné sa obnoví 1. decembra."],
  },
  sl: {
    threat: [
      "Prijavite se v 24 urah, sicer bo delovni prostor blokiran.",
      "Oglas bo izbrisan, razen če se lastnik prijavi.",
    ],
    own: ["Prijavite se in nato vnesite enkratno kodo.", "Prijavite se z e-poštnim naslovom in trenutnim geslom."],
    benign: ["Prijavite se lahko kadar koli in si ogledate izpisek.", "Vaša naročnina se podaljša 1. decembra."],
  },
  lt: {
    threat: [
      "Prisijunkite per 24 valandas, priešingu atveju darbo sritis bus užblokuota.",
      "Skelbimas bus ištrintas, nebent savininkas prisijungs.",
    ],
    own: [
      "Prisijunkite ir tada įveskite vienkartinį kodą.",
      "Prisijunkite su el. pašto adresu ir dabartiniu slaptažodžiu.",
    ],
    benign: ["Prisijungti galite bet kada ir peržiūrėti išrašą.", "Jūsų prenumerata atsinaujins gruodžio 1 d."],
  },
  lv: {
    threat: [
      "Pieslēdzieties 24 stundu laikā, pretējā gadījumā darba vieta tiks bloķēta.",
      "Sludinājums tiks dzēsts, ja vien īpašnieks nepieslēgsies.",
    ],
    own: ["Pieslēdzieties un tad ievadiet vienreizējo kodu.", "Pieslēdzieties ar e-pasta adresi un pašreizējo paroli."],
    benign: [
      "Jūs varat pieslēgties jebkurā laikā, lai redzētu izrakstu.",
      "Jūsu abonements tiks atjaunots 1. decembrī.",
    ],
  },
  et: {
    threat: [
      "Logige sisse 24 tunni jooksul, vastasel juhul suletakse tööruum.",
      "Kuulutus kustutatakse, kui omanik ei logi sisse.",
    ],
    own: [
      "Logige sisse ja seejärel sisestage ühekordne kood.",
      "Logige sisse oma e-posti aadressi ja praeguse parooliga.",
    ],
    benign: ["Saate igal ajal sisse logida, et väljavõtet näha.", "Teie tellimus uueneb 1. detsembril."],
  },
  ca: {
    threat: [
      "Inicieu sessió en les properes 24 hores o l'espai de treball serà suspès.",
      "L'anunci serà eliminat tret que el propietari iniciï sessió.",
    ],
    own: [
      "Inicieu sessió i després introduïu el vostre codi de verificació.",
      "Inicieu sessió amb el compte de l'empresa.",
    ],
    benign: [
      "Podeu iniciar sessió en qualsevol moment per veure l'extracte.",
      "La subscripció es renova l'1 de desembre.",
    ],
  },
  hy: {
    threat: [
      "Մուտք գործեք 24 ժամվա ընթացքում, հակառակ դեպքում հաշիվը կկասեցվի։",
      "Էջը կջնջվի, եթե սեփականատերը մուտք չգործի։",
    ],
    own: ["Մուտք գործեք և ապա մուտքագրեք մեկանգամյա կոդը։", "Մուտք գործեք էլ. փոստով և ընթացիկ գաղտնաբառով։"],
    benign: [
      "Կարող եք ցանկացած պահի մուտք գործել՝ քաղվածքը տեսնելու համար։",
      "Ձեր բաժանորդագրությունը կթարմացվի դեկտեմբերի 1-ին։",
    ],
  },
  az: {
    threat: [
      "24 saat ərzində daxil olun, əks halda iş sahəniz dayandırılacaq.",
      "Sahibi daxil olmasa, səhifə silinəcək.",
    ],
    own: ["Daxil olun və sonra birdəfəlik kodu daxil edin.", "E-poçt ünvanınız və cari şifrənizlə daxil olun."],
    benign: ["Çıxarışı görmək üçün istənilən vaxt daxil ola bilərsiniz.", "Abunəliyiniz 1 dekabrda yenilənir."],
  },
  kk: {
    threat: ["24 сағат ішінде жүйеге кіріңіз, әйтпесе аккаунт бұғатталады.", "Иесі жүйеге кірмесе, бет жойылады."],
    own: [
      "Жүйеге кіріңіз және содан кейін бір реттік кодты енгізіңіз.",
      "Электрондық пошта мен ағымдағы құпиясөзбен кіріңіз.",
    ],
    benign: ["Үзінді көшірмені көру үшін кез келген уақытта кіре аласыз.", "Жазылымыңыз 1 желтоқсанда жаңартылады."],
  },
  uz: {
    threat: [
      "24 soat ichida tizimga kiring, aks holda hisobingiz bloklanadi.",
      "Egasi tizimga kirmasa, sahifa oʻchiriladi.",
    ],
    own: [
      "Tizimga kiring va keyin bir martalik kodni kiriting.",
      "Elektron pochta va joriy parol bilan tizimga kiring.",
    ],
    benign: [
      "Koʻchirmani koʻrish uchun istalgan vaqtda tizimga kirishingiz mumkin.",
      "Obunangiz 1-dekabrda yangilanadi.",
    ],
  },
  mn: {
    threat: ["24 цагийн дотор нэвтэрнэ үү, эс тэгвээс бүртгэл хаагдана.", "Эзэмшигч нэвтрэхгүй бол хуудас устгагдана."],
    own: ["Нэвтэрнэ үү, дараа нь нэг удаагийн кодоо оруулна уу.", "Имэйл болон одоогийн нууц үгээрээ нэвтэрнэ үү."],
    benign: ["Хуулгаа харахын тулд хүссэн үедээ нэвтэрч болно.", "Таны захиалга 12-р сарын 1-нд сунгагдана."],
  },
};
