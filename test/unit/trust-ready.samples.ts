// Samples for test/unit/trust-ready.test.ts, written for these tests from the ready-cue concepts (not taken from any
// corpus): per language, two sentences telling the reader to have a secret ready for the linked page (password, PIN,
// TAN, one-time code, credit or bank card), two asking them to sign in with their business e-mail address or their
// mailbox's own password, and benign near-misses that use the same words the ordinary way ("have your booking
// reference ready", "bring your ID card", "sign in to your account on our website", "we will never ask for your
// password", "log in with your customer number").

export interface ReadySamples {
  /** 1. A secret to have ready for the page. */
  ready: string[];
  /** 2. Sign in with the e-mail address or the mailbox password. */
  address: string[];
  /** The same words in ordinary mail: neither table may hit. */
  benign: string[];
}

export const SAMPLES: Record<string, ReadySamples> = {
  en: {
    ready: [
      "Please have your password and credit card ready before you open the link below.",
      "To complete the update, keep your online banking PIN and card reader at hand.",
    ],
    address: [
      "Log in with your business e-mail address and password to view the shared invoice.",
      "Sign in using your mailbox password to release the held messages.",
    ],
    benign: [
      "Please have your booking reference ready when you call us.",
      "Bring your ID card and your order number to the counter.",
      "Sign in to your account on our website to track the parcel.",
      "We will never ask for your password or your PIN.",
      "Log in with your customer number to see your invoices.",
      "Log in with your email address and password at our shop to see your orders.",
      "Please have your insurance card ready at the appointment.",
      "Your new credit card is ready to be activated.",
      "Keep your password safe and never share it.",
      "Change your email password after you log in.",
    ],
  },
  de: {
    ready: [
      "Halten Sie Ihr Passwort und die Kreditkarte bereit, bevor Sie den Link öffnen.",
      "Bitte halten Sie Ihre TAN und Ihre Bankkarte für die Bestätigung bereit.",
    ],
    address: [
      "Melden Sie sich mit Ihrer E-Mail-Adresse und Ihrem E-Mail-Passwort an, um die Nachrichten freizugeben.",
      "Bitte melden Sie sich mit Ihrer geschäftlichen E-Mail-Adresse an, um das Dokument zu öffnen.",
    ],
    benign: [
      "Bitte halten Sie Ihre Buchungsnummer bereit, wenn Sie uns anrufen.",
      "Bringen Sie Ihren Personalausweis zur Abholung mit.",
      "Melden Sie sich in Ihrem Kundenkonto auf unserer Website an.",
      "Wir werden Sie niemals nach Ihrem Passwort fragen.",
      "Melden Sie sich mit Ihrer Kundennummer an, um Ihre Rechnungen zu sehen.",
      "Wir halten Ihre neue Kreditkarte in der Filiale zur Abholung bereit.",
      "Bitte halten Sie Ihre Versichertenkarte bereit.",
    ],
  },
  fr: {
    ready: [
      "Préparez votre identifiant, votre mot de passe et votre carte bancaire avant de cliquer.",
      "Ayez à portée de main le code reçu par SMS et votre carte de crédit.",
    ],
    address: [
      "Connectez-vous avec votre adresse e-mail professionnelle pour consulter le document.",
      "Connectez-vous avec le mot de passe de votre messagerie pour débloquer vos messages.",
    ],
    benign: [
      "Munissez-vous de votre numéro de réservation lors de votre appel.",
      "Apportez votre carte d'identité au guichet.",
      "Connectez-vous à votre compte sur notre site pour suivre votre colis.",
      "Nous ne vous demanderons jamais votre mot de passe.",
      "Connectez-vous avec votre numéro client pour voir vos factures.",
      "Préparez votre carte Vitale pour le rendez-vous.",
    ],
  },
  es: {
    ready: [
      "Tenga a mano su contraseña y su tarjeta antes de abrir el enlace.",
      "Para completar la verificación, tenga listos el código SMS y su tarjeta de crédito.",
    ],
    address: [
      "Inicie sesión con su correo corporativo para ver la factura pendiente.",
      "Acceda con la contraseña de su correo para liberar los mensajes retenidos.",
    ],
    benign: [
      "Tenga a mano su número de reserva cuando nos llame.",
      "Traiga su documento de identidad al mostrador.",
      "Inicie sesión en su cuenta de nuestra web para seguir el pedido.",
      "Nunca le pediremos su contraseña.",
      "Acceda con su número de cliente para ver sus facturas.",
      "Tenga a mano su tarjeta sanitaria el día de la cita.",
      "Su nueva tarjeta de crédito ya está lista para activarse.",
    ],
  },
  it: {
    ready: [
      "Tenga a portata di mano la password e la carta di credito prima di aprire il link.",
      "Prepari il codice OTP e il numero della carta per completare la verifica.",
    ],
    address: [
      "Accedi con indirizzo email e password della tua casella per sbloccare i messaggi.",
      "Acceda con il suo indirizzo email aziendale per visualizzare il documento.",
    ],
    benign: [
      "Tenga a portata di mano il numero di prenotazione quando ci chiama.",
      "Porti con sé la carta d'identità allo sportello.",
      "Accedi al tuo account sul nostro sito per seguire la spedizione.",
      "Non ti chiederemo mai la password.",
      "Accedi con il tuo codice cliente per vedere le fatture.",
    ],
  },
  pt: {
    ready: [
      "Tenha em mãos a sua senha e o cartão de crédito antes de abrir o link.",
      "Para concluir, tenha pronto o código SMS e o número do seu cartão.",
    ],
    address: [
      "Faça login com o seu e-mail corporativo para ver o documento partilhado.",
      "Acesse com a senha do seu e-mail para liberar as mensagens retidas.",
    ],
    benign: [
      "Tenha em mãos o número da reserva quando nos ligar.",
      "Traga o seu documento de identidade ao balcão.",
      "Entre na sua conta no nosso site para acompanhar a encomenda.",
      "Nunca pediremos a sua senha.",
      "Acesse com o seu número de cliente para ver as faturas.",
    ],
  },
  nl: {
    ready: [
      "Houd uw wachtwoord en uw creditcard bij de hand voordat u de link opent.",
      "Zorg dat u uw pincode en de e.dentifier klaar heeft voor de verificatie.",
    ],
    address: [
      "Log in met uw zakelijke e-mailadres om het gedeelde document te bekijken.",
      "Meld u aan met uw e-mailwachtwoord om de berichten vrij te geven.",
    ],
    benign: [
      "Houd uw reserveringsnummer bij de hand als u ons belt.",
      "Neem uw identiteitskaart mee naar de balie.",
      "Log in op uw account op onze website om de zending te volgen.",
      "Wij vragen nooit naar uw wachtwoord.",
      "Log in met uw klantnummer om uw facturen te zien.",
    ],
  },
  pl: {
    ready: [
      "Przygotuj hasło i kartę kredytową przed otwarciem linku.",
      "Miej pod ręką kod SMS oraz numer karty, aby dokończyć weryfikację.",
    ],
    address: [
      "Zaloguj się służbowym adresem e-mail, aby zobaczyć udostępniony dokument.",
      "Zaloguj się hasłem do swojej poczty, aby odblokować wiadomości.",
    ],
    benign: [
      "Przygotuj numer rezerwacji, gdy będziesz do nas dzwonić.",
      "Zabierz ze sobą dowód osobisty.",
      "Zaloguj się na swoje konto w naszym serwisie, aby śledzić przesyłkę.",
      "Nigdy nie poprosimy o Twoje hasło.",
      "Zaloguj się numerem klienta, aby zobaczyć faktury.",
    ],
  },
  ru: {
    ready: [
      "Подготовьте пароль и банковскую карту перед переходом по ссылке.",
      "Держите под рукой код из СМС и номер карты для завершения проверки.",
    ],
    address: [
      "Войдите с помощью вашего корпоративного адреса электронной почты, чтобы открыть документ.",
      "Войдите, используя пароль от вашей почты, чтобы получить задержанные письма.",
    ],
    benign: [
      "Подготовьте номер бронирования, когда будете звонить нам.",
      "Возьмите с собой удостоверение личности.",
      "Войдите в личный кабинет на нашем сайте, чтобы отследить заказ.",
      "Мы никогда не попросим ваш пароль.",
      "Войдите по номеру клиента, чтобы увидеть счета.",
    ],
  },
  uk: {
    ready: [
      "Підготуйте пароль і банківську картку перед переходом за посиланням.",
      "Тримайте під рукою код з СМС і номер картки для завершення перевірки.",
    ],
    address: [
      "Увійдіть за допомогою вашої корпоративної електронної пошти, щоб відкрити документ.",
      "Увійдіть, використовуючи пароль від вашої пошти, щоб отримати затримані листи.",
    ],
    benign: [
      "Підготуйте номер бронювання, коли будете нам телефонувати.",
      "Візьміть із собою посвідчення особи.",
      "Увійдіть в особистий кабінет на нашому сайті, щоб відстежити замовлення.",
      "Ми ніколи не попросимо ваш пароль.",
      "Увійдіть за номером клієнта, щоб побачити рахунки.",
    ],
  },
  ar: {
    ready: [
      "يرجى تجهيز كلمة المرور وبطاقتك الائتمانية قبل فتح الرابط.",
      "احتفظ برمز التحقق ورقم البطاقة في متناول يدك لإكمال التحديث.",
    ],
    address: [
      "سجل الدخول باستخدام بريدك الإلكتروني المؤسسي لعرض المستند.",
      "سجل الدخول بكلمة مرور بريدك لاستلام الرسائل المعلقة.",
    ],
    benign: [
      "يرجى تجهيز رقم الحجز عند الاتصال بنا.",
      "أحضر بطاقة الهوية معك إلى المكتب.",
      "سجل الدخول إلى حسابك على موقعنا لتتبع الطلب.",
      "لن نطلب منك كلمة المرور أبداً.",
      "سجل الدخول برقم العميل لعرض الفواتير.",
    ],
  },
  ur: {
    ready: [
      "لنک کھولنے سے پہلے اپنا پاس ورڈ اور کریڈٹ کارڈ تیار رکھیں۔",
      "تصدیق مکمل کرنے کے لیے او ٹی پی اور کارڈ نمبر پاس رکھیں۔",
    ],
    address: [
      "دستاویز دیکھنے کے لیے اپنے دفتری ای میل ایڈریس سے لاگ ان کریں۔",
      "رکے ہوئے پیغامات کے لیے اپنے ای میل کے پاس ورڈ سے لاگ ان کریں۔",
    ],
    benign: [
      "ہمیں کال کرتے وقت اپنا بکنگ نمبر تیار رکھیں۔",
      "کاؤنٹر پر اپنا شناختی کارڈ ساتھ لائیں۔",
      "آرڈر دیکھنے کے لیے ہماری ویب سائٹ پر اپنے اکاؤنٹ میں لاگ ان کریں۔",
      "ہم کبھی آپ کا پاس ورڈ نہیں مانگیں گے۔",
      "بل دیکھنے کے لیے اپنے کسٹمر نمبر سے لاگ ان کریں۔",
    ],
  },
  fa: {
    ready: [
      "قبل از باز کردن لینک رمز عبور و کارت بانکی خود را آماده داشته باشید.",
      "برای تکمیل تأیید، رمز پویا و شماره کارت را دم دست داشته باشید.",
    ],
    address: ["برای دیدن سند با ایمیل سازمانی خود وارد شوید.", "برای دریافت پیام‌ها با رمز عبور ایمیل خود وارد شوید."],
    benign: [
      "هنگام تماس شماره رزرو خود را آماده داشته باشید.",
      "کارت شناسایی خود را همراه بیاورید.",
      "برای پیگیری سفارش به حساب خود در سایت ما وارد شوید.",
      "ما هرگز رمز عبور شما را نمی‌پرسیم.",
      "با شماره مشتری خود وارد شوید تا صورت‌حساب‌ها را ببینید.",
    ],
  },
  ps: {
    ready: [
      "د لینک له خلاصولو مخکې خپل پاسورډ او بانکي کارت چمتو وساتئ.",
      "د تایید لپاره د تایید کوډ او د کارت شمېره له ځان سره ولرئ.",
    ],
    address: ["د سند لیدو لپاره په خپل دفتري ایمیل پته ننوځئ.", "د پیغامونو لپاره د ایمیل پاسورډ سره ننوځئ."],
    benign: [
      "کله چې موږ ته زنګ وهئ د بکینګ شمېره چمتو وساتئ.",
      "خپل د پېژندنې کارت له ځان سره راوړئ.",
      "زموږ په ویب پاڼه کې خپل حساب ته ننوځئ.",
      "موږ به هیڅکله ستاسو پاسورډ ونه غواړو.",
      "د خپل پیرودونکي شمېرې سره ننوځئ.",
    ],
  },
  he: {
    ready: [
      "הכינו את הסיסמה ואת כרטיס האשראי לפני פתיחת הקישור.",
      "החזיקו בהישג יד את קוד האימות ואת מספר הכרטיס כדי להשלים את העדכון.",
    ],
    address: ["התחברו עם כתובת המייל הארגוני כדי לצפות במסמך.", "היכנסו באמצעות סיסמת המייל כדי לשחרר את ההודעות."],
    benign: [
      "הכינו את מספר ההזמנה כשאתם מתקשרים אלינו.",
      "הביאו תעודת זהות לדלפק.",
      "היכנסו לחשבון שלכם באתר כדי לעקוב אחר ההזמנה.",
      "לעולם לא נבקש את הסיסמה שלכם.",
      "התחברו עם מספר הלקוח כדי לראות חשבוניות.",
    ],
  },
  hi: {
    ready: ["लिंक खोलने से पहले अपना पासवर्ड और क्रेडिट कार्ड तैयार रखें।", "सत्यापन पूरा करने के लिए ओटीपी और कार्ड नंबर अपने पास रखें।"],
    address: ["दस्तावेज़ देखने के लिए अपने ऑफिस ईमेल पते से लॉग इन करें।", "रुके हुए संदेशों के लिए अपने ईमेल के पासवर्ड से लॉगिन करें।"],
    benign: [
      "हमें कॉल करते समय अपना बुकिंग नंबर तैयार रखें।",
      "काउंटर पर अपना पहचान पत्र साथ लाएँ।",
      "ऑर्डर देखने के लिए हमारी वेबसाइट पर अपने खाते में लॉग इन करें।",
      "हम कभी आपका पासवर्ड नहीं मांगेंगे।",
      "बिल देखने के लिए अपने ग्राहक नंबर से लॉग इन करें।",
    ],
  },
  ne: {
    ready: ["लिंक खोल्नु अघि आफ्नो पासवर्ड र क्रेडिट कार्ड तयार राख्नुहोस्।", "प्रमाणीकरणका लागि ओटीपी र कार्ड नम्बर साथमा राख्नुहोस्।"],
    address: ["कागजात हेर्न आफ्नो कार्यालयको इमेल ठेगानाबाट लग इन गर्नुहोस्।", "सन्देशहरू पाउन आफ्नो इमेलको पासवर्डले लगइन गर्नुहोस्।"],
    benign: [
      "हामीलाई फोन गर्दा बुकिङ नम्बर तयार राख्नुहोस्।",
      "काउन्टरमा आफ्नो परिचयपत्र ल्याउनुहोस्।",
      "अर्डर हेर्न हाम्रो वेबसाइटमा आफ्नो खातामा लग इन गर्नुहोस्।",
      "हामी कहिल्यै तपाईंको पासवर्ड माग्दैनौं।",
      "बिल हेर्न आफ्नो ग्राहक नम्बरले लग इन गर्नुहोस्।",
    ],
  },
  bn: {
    ready: ["লিংক খোলার আগে আপনার পাসওয়ার্ড ও ক্রেডিট কার্ড প্রস্তুত রাখুন।", "যাচাই শেষ করতে ওটিপি ও কার্ড নম্বর হাতের কাছে রাখুন।"],
    address: ["নথি দেখতে আপনার অফিস ইমেইল ঠিকানা দিয়ে লগ ইন করুন।", "আটকে থাকা বার্তা পেতে আপনার ইমেইল পাসওয়ার্ড দিয়ে লগইন করুন।"],
    benign: [
      "আমাদের ফোন করার সময় বুকিং নম্বর প্রস্তুত রাখুন।",
      "কাউন্টারে আপনার পরিচয়পত্র নিয়ে আসুন।",
      "অর্ডার দেখতে আমাদের ওয়েবসাইটে আপনার অ্যাকাউন্টে লগ ইন করুন।",
      "আমরা কখনও আপনার পাসওয়ার্ড চাইব না।",
      "বিল দেখতে আপনার গ্রাহক নম্বর দিয়ে লগ ইন করুন।",
    ],
  },
  mr: {
    ready: ["लिंक उघडण्यापूर्वी तुमचा पासवर्ड आणि क्रेडिट कार्ड तयार ठेवा.", "पडताळणीसाठी ओटीपी आणि कार्ड क्रमांक जवळ ठेवा."],
    address: [
      "दस्तऐवज पाहण्यासाठी तुमच्या कार्यालयाच्या ईमेल पत्त्याने लॉग इन करा.",
      "संदेश मिळवण्यासाठी तुमच्या ईमेलच्या पासवर्डने लॉगिन करा.",
    ],
    benign: [
      "आम्हाला फोन करताना बुकिंग क्रमांक तयार ठेवा.",
      "काउंटरवर तुमचे ओळखपत्र आणा.",
      "ऑर्डर पाहण्यासाठी आमच्या वेबसाइटवर तुमच्या खात्यात लॉग इन करा.",
      "आम्ही कधीही तुमचा पासवर्ड विचारणार नाही.",
      "बिल पाहण्यासाठी ग्राहक क्रमांकाने लॉग इन करा.",
    ],
  },
  gu: {
    ready: ["લિંક ખોલતા પહેલાં તમારો પાસવર્ડ અને ક્રેડિટ કાર્ડ તૈયાર રાખો.", "ચકાસણી માટે ઓટીપી અને કાર્ડ નંબર હાથવગો રાખો."],
    address: ["દસ્તાવેજ જોવા માટે તમારા ઓફિસના ઈમેલ સરનામાથી લૉગ ઇન કરો.", "સંદેશા મેળવવા તમારા ઈમેલના પાસવર્ડથી લોગિન કરો."],
    benign: [
      "અમને ફોન કરતી વખતે બુકિંગ નંબર તૈયાર રાખો.",
      "કાઉન્ટર પર તમારું ઓળખપત્ર લાવો.",
      "ઓર્ડર જોવા અમારી વેબસાઇટ પર તમારા ખાતામાં લૉગ ઇન કરો.",
      "અમે ક્યારેય તમારો પાસવર્ડ નહીં માગીએ.",
      "બિલ જોવા તમારા ગ્રાહક નંબરથી લૉગ ઇન કરો.",
    ],
  },
  pa: {
    ready: ["ਲਿੰਕ ਖੋਲ੍ਹਣ ਤੋਂ ਪਹਿਲਾਂ ਆਪਣਾ ਪਾਸਵਰਡ ਅਤੇ ਕ੍ਰੈਡਿਟ ਕਾਰਡ ਤਿਆਰ ਰੱਖੋ।", "ਪੁਸ਼ਟੀ ਲਈ ਓਟੀਪੀ ਅਤੇ ਕਾਰਡ ਨੰਬਰ ਕੋਲ ਰੱਖੋ।"],
    address: ["ਦਸਤਾਵੇਜ਼ ਦੇਖਣ ਲਈ ਆਪਣੇ ਦਫ਼ਤਰ ਦੇ ਈਮੇਲ ਪਤੇ ਨਾਲ ਲੌਗ ਇਨ ਕਰੋ।", "ਸੁਨੇਹੇ ਪ੍ਰਾਪਤ ਕਰਨ ਲਈ ਆਪਣੇ ਈਮੇਲ ਦੇ ਪਾਸਵਰਡ ਨਾਲ ਲੌਗਇਨ ਕਰੋ।"],
    benign: [
      "ਸਾਨੂੰ ਫ਼ੋਨ ਕਰਦੇ ਸਮੇਂ ਬੁਕਿੰਗ ਨੰਬਰ ਤਿਆਰ ਰੱਖੋ।",
      "ਕਾਊਂਟਰ ਤੇ ਆਪਣਾ ਪਛਾਣ ਪੱਤਰ ਲਿਆਓ।",
      "ਆਰਡਰ ਦੇਖਣ ਲਈ ਸਾਡੀ ਵੈੱਬਸਾਈਟ ਤੇ ਆਪਣੇ ਖਾਤੇ ਵਿੱਚ ਲੌਗ ਇਨ ਕਰੋ।",
      "ਅਸੀਂ ਕਦੇ ਵੀ ਤੁਹਾਡਾ ਪਾਸਵਰਡ ਨਹੀਂ ਮੰਗਾਂਗੇ।",
      "ਬਿੱਲ ਦੇਖਣ ਲਈ ਆਪਣੇ ਗਾਹਕ ਨੰਬਰ ਨਾਲ ਲੌਗ ਇਨ ਕਰੋ।",
    ],
  },
  ta: {
    ready: [
      "இணைப்பைத் திறக்கும் முன் உங்கள் கடவுச்சொல் மற்றும் கிரெடிட் கார்டு தயாராக வைத்திருங்கள்.",
      "சரிபார்ப்புக்கு ஓடிபி மற்றும் அட்டை எண் கையில் வைத்திருங்கள்.",
    ],
    address: [
      "ஆவணத்தைப் பார்க்க உங்கள் அலுவலக மின்னஞ்சல் முகவரி மூலம் உள்நுழைக.",
      "செய்திகளைப் பெற உங்கள் மின்னஞ்சல் கடவுச்சொல் மூலம் லாகின் செய்யவும்.",
    ],
    benign: [
      "எங்களை அழைக்கும்போது முன்பதிவு எண்ணைத் தயாராக வைத்திருங்கள்.",
      "கவுண்டருக்கு உங்கள் அடையாள அட்டையைக் கொண்டு வாருங்கள்.",
      "ஆர்டரைப் பார்க்க எங்கள் இணையதளத்தில் உங்கள் கணக்கில் உள்நுழைக.",
      "நாங்கள் ஒருபோதும் உங்கள் கடவுச்சொல்லைக் கேட்க மாட்டோம்.",
      "பில்லைப் பார்க்க உங்கள் வாடிக்கையாளர் எண் மூலம் உள்நுழைக.",
    ],
  },
  te: {
    ready: ["లింక్ తెరవడానికి ముందు మీ పాస్వర్డ్ మరియు క్రెడిట్ కార్డ్ సిద్ధంగా ఉంచుకోండి.", "ధృవీకరణ కోసం ఓటీపీ మరియు కార్డ్ నంబర్ దగ్గర ఉంచుకోండి."],
    address: ["పత్రం చూడటానికి మీ ఆఫీస్ ఈమెయిల్ చిరునామాతో లాగిన్ చేయండి.", "సందేశాల కోసం మీ ఈమెయిల్ పాస్వర్డ్‌తో సైన్ ఇన్ చేయండి."],
    benign: [
      "మాకు ఫోన్ చేసేటప్పుడు బుకింగ్ నంబర్ సిద్ధంగా ఉంచుకోండి.",
      "కౌంటర్‌కు మీ గుర్తింపు కార్డు తీసుకురండి.",
      "ఆర్డర్ చూడటానికి మా వెబ్‌సైట్‌లో మీ ఖాతాలోకి లాగిన్ చేయండి.",
      "మేము ఎప్పుడూ మీ పాస్వర్డ్ అడగము.",
      "బిల్లు చూడటానికి మీ కస్టమర్ నంబర్‌తో లాగిన్ చేయండి.",
    ],
  },
  kn: {
    ready: ["ಲಿಂಕ್ ತೆರೆಯುವ ಮೊದಲು ನಿಮ್ಮ ಪಾಸ್ವರ್ಡ್ ಮತ್ತು ಕ್ರೆಡಿಟ್ ಕಾರ್ಡ್ ಸಿದ್ಧವಾಗಿಟ್ಟುಕೊಳ್ಳಿ.", "ಪರಿಶೀಲನೆಗೆ ಒಟಿಪಿ ಮತ್ತು ಕಾರ್ಡ್ ಸಂಖ್ಯೆ ಕೈಯಲ್ಲಿಟ್ಟುಕೊಳ್ಳಿ."],
    address: ["ದಾಖಲೆ ನೋಡಲು ನಿಮ್ಮ ಕಚೇರಿ ಇಮೇಲ್ ವಿಳಾಸದಿಂದ ಲಾಗಿನ್ ಮಾಡಿ.", "ಸಂದೇಶಗಳಿಗಾಗಿ ನಿಮ್ಮ ಇಮೇಲ್ ಪಾಸ್ವರ್ಡ್ ಬಳಸಿ ಸೈನ್ ಇನ್ ಮಾಡಿ."],
    benign: [
      "ನಮಗೆ ಕರೆ ಮಾಡುವಾಗ ಬುಕಿಂಗ್ ಸಂಖ್ಯೆಯನ್ನು ಸಿದ್ಧವಾಗಿಟ್ಟುಕೊಳ್ಳಿ.",
      "ಕೌಂಟರ್‌ಗೆ ನಿಮ್ಮ ಗುರುತಿನ ಚೀಟಿ ತನ್ನಿ.",
      "ಆರ್ಡರ್ ನೋಡಲು ನಮ್ಮ ವೆಬ್‌ಸೈಟ್‌ನಲ್ಲಿ ನಿಮ್ಮ ಖಾತೆಗೆ ಲಾಗಿನ್ ಮಾಡಿ.",
      "ನಾವು ಎಂದಿಗೂ ನಿಮ್ಮ ಪಾಸ್ವರ್ಡ್ ಕೇಳುವುದಿಲ್ಲ.",
      "ಬಿಲ್ ನೋಡಲು ನಿಮ್ಮ ಗ್ರಾಹಕ ಸಂಖ್ಯೆಯಿಂದ ಲಾಗಿನ್ ಮಾಡಿ.",
    ],
  },
  ml: {
    ready: [
      "ലിങ്ക് തുറക്കുന്നതിന് മുമ്പ് നിങ്ങളുടെ പാസ്വേഡ്, ക്രെഡിറ്റ് കാർഡ് എന്നിവ തയ്യാറാക്കി വയ്ക്കുക.",
      "സ്ഥിരീകരണത്തിനായി ഒടിപിയും കാർഡ് നമ്പറും കയ്യിൽ കരുതുക.",
    ],
    address: [
      "രേഖ കാണാൻ നിങ്ങളുടെ ഓഫീസ് ഇമെയിൽ വിലാസം ഉപയോഗിച്ച് ലോഗിൻ ചെയ്യുക.",
      "സന്ദേശങ്ങൾക്കായി നിങ്ങളുടെ ഇമെയിൽ പാസ്വേഡ് ഉപയോഗിച്ച് സൈൻ ഇൻ ചെയ്യുക.",
    ],
    benign: [
      "ഞങ്ങളെ വിളിക്കുമ്പോൾ ബുക്കിംഗ് നമ്പർ തയ്യാറാക്കി വയ്ക്കുക.",
      "കൗണ്ടറിൽ നിങ്ങളുടെ തിരിച്ചറിയൽ കാർഡ് കൊണ്ടുവരിക.",
      "ഓർഡർ കാണാൻ ഞങ്ങളുടെ വെബ്സൈറ്റിൽ നിങ്ങളുടെ അക്കൗണ്ടിൽ ലോഗിൻ ചെയ്യുക.",
      "ഞങ്ങൾ ഒരിക്കലും നിങ്ങളുടെ പാസ്വേഡ് ചോദിക്കില്ല.",
      "ബിൽ കാണാൻ നിങ്ങളുടെ ഉപഭോക്തൃ നമ്പർ ഉപയോഗിച്ച് ലോഗിൻ ചെയ്യുക.",
    ],
  },
  si: {
    ready: [
      "සබැඳිය විවෘත කිරීමට පෙර ඔබගේ මුරපදය සහ ක්‍රෙඩිට් කාඩ් සූදානම්ව තබා ගන්න.",
      "තහවුරු කිරීම සඳහා otp කේතය සහ කාඩ් අංකය අත ළඟ තබා ගන්න.",
    ],
    address: ["ලේඛනය බැලීමට ඔබගේ කාර්යාල ඊමේල් ලිපිනයෙන් ලොග් වන්න.", "පණිවිඩ ලබා ගැනීමට ඔබගේ ඊමේල් මුරපදය සමඟ ඇතුල් වන්න."],
    benign: [
      "අපට ඇමතීමේදී වෙන්කිරීමේ අංකය සූදානම්ව තබා ගන්න.",
      "කවුන්ටරයට ඔබගේ හැඳුනුම්පත රැගෙන එන්න.",
      "ඇණවුම බැලීමට අපගේ වෙබ් අඩවියේ ඔබගේ ගිණුමට ලොග් වන්න.",
      "අපි කිසිදා ඔබගේ මුරපදය නොඅසමු.",
      "බිල්පත බැලීමට ඔබගේ පාරිභෝගික අංකයෙන් ලොග් වන්න.",
    ],
  },
  th: {
    ready: ["กรุณาเตรียมรหัสผ่านและบัตรเครดิตให้พร้อมก่อนเปิดลิงก์", "โปรดเตรียมรหัส OTP และหมายเลขบัตรไว้เพื่อยืนยันตัวตน"],
    address: ["กรุณาเข้าสู่ระบบด้วยอีเมลองค์กรของคุณเพื่อดูเอกสาร", "ลงชื่อเข้าใช้ด้วยรหัสผ่านอีเมลของคุณเพื่อรับข้อความที่ค้างอยู่"],
    benign: [
      "กรุณาเตรียมหมายเลขการจองไว้เมื่อโทรหาเรา",
      "กรุณานำบัตรประชาชนมาที่เคาน์เตอร์",
      "เข้าสู่ระบบบัญชีของคุณบนเว็บไซต์ของเราเพื่อติดตามพัสดุ",
      "เราจะไม่ขอรหัสผ่านของคุณ",
      "เข้าสู่ระบบด้วยหมายเลขลูกค้าเพื่อดูใบแจ้งหนี้",
    ],
  },
  lo: {
    ready: ["ກະລຸນາກຽມລະຫັດຜ່ານ ແລະ ບັດເຄຣດິດໃຫ້ພ້ອມກ່ອນເປີດລິ້ງ", "ກະລຸນາກຽມໄວ້ລະຫັດຢືນຢັນ ແລະ ເລກບັດເພື່ອຢືນຢັນຕົວຕົນ"],
    address: ["ກະລຸນາເຂົ້າສູ່ລະບົບດ້ວຍອີເມວຂອງບໍລິສັດເພື່ອເບິ່ງເອກະສານ", "ເຂົ້າສູ່ລະບົບດ້ວຍລະຫັດຜ່ານອີເມວຂອງທ່ານເພື່ອຮັບຂໍ້ຄວາມ"],
    benign: [
      "ກະລຸນາກຽມເລກການຈອງໄວ້ເມື່ອໂທຫາພວກເຮົາ",
      "ກະລຸນານຳບັດປະຈຳຕົວມາທີ່ເຄົາເຕີ",
      "ເຂົ້າສູ່ລະບົບບັນຊີຂອງທ່ານໃນເວັບໄຊຂອງພວກເຮົາເພື່ອຕິດຕາມພັດສະດຸ",
      "ພວກເຮົາຈະບໍ່ຂໍລະຫັດຜ່ານຂອງທ່ານ",
      "ເຂົ້າສູ່ລະບົບດ້ວຍເລກລູກຄ້າເພື່ອເບິ່ງໃບແຈ້ງໜີ້",
    ],
  },
  km: {
    ready: ["សូមរៀបចំពាក្យសម្ងាត់ និងកាតឥណទានរបស់អ្នកមុនពេលបើកតំណ", "សូមត្រៀមលេខកូដផ្ទៀងផ្ទាត់ និងលេខកាតដើម្បីបញ្ជាក់"],
    address: ["សូមចូលដោយប្រើអ៊ីមែលក្រុមហ៊ុនរបស់អ្នកដើម្បីមើលឯកសារ", "សូមចូលដោយប្រើពាក្យសម្ងាត់អ៊ីមែលរបស់អ្នកដើម្បីទទួលសារ"],
    benign: [
      "សូមរៀបចំលេខកក់របស់អ្នកនៅពេលទូរស័ព្ទមកយើង",
      "សូមយកអត្តសញ្ញាណប័ណ្ណមកបញ្ជរ",
      "ចូលគណនីរបស់អ្នកនៅលើគេហទំព័ររបស់យើងដើម្បីតាមដានកញ្ចប់",
      "យើងនឹងមិនសុំពាក្យសម្ងាត់របស់អ្នកឡើយ",
      "ចូលដោយប្រើលេខអតិថិជនដើម្បីមើលវិក្កយបត្រ",
    ],
  },
  my: {
    ready: ["လင့်ခ်ကိုမဖွင့်မီ သင့်စကားဝှက်နှင့် ခရက်ဒစ်ကတ်ကို အသင့်ပြင်ထားပါ။", "အတည်ပြုရန် အတည်ပြုကုဒ်နှင့် ကတ်နံပါတ်ကို ပြင်ဆင်ထားပါ။"],
    address: ["စာရွက်စာတမ်းကြည့်ရန် သင့်ကုမ္ပဏီအီးမေးလ်လိပ်စာဖြင့် လော့ဂ်အင်ဝင်ပါ။", "မက်ဆေ့ချ်များရယူရန် သင့်အီးမေးလ်စကားဝှက်ဖြင့် ဝင်ရောက်ပါ။"],
    benign: [
      "ကျွန်ုပ်တို့ကိုဖုန်းဆက်သည့်အခါ ဘိုကင်နံပါတ်ကို အသင့်ပြင်ထားပါ။",
      "ကောင်တာသို့ မှတ်ပုံတင်ကတ်ကို ယူလာပါ။",
      "အော်ဒါကြည့်ရန် ကျွန်ုပ်တို့ဝဘ်ဆိုက်ရှိ သင့်အကောင့်သို့ ဝင်ရောက်ပါ။",
      "ကျွန်ုပ်တို့သည် သင့်စကားဝှက်ကို ဘယ်တော့မှ မတောင်းပါ။",
      "ဘောက်ချာကြည့်ရန် သင့်ဖောက်သည်နံပါတ်ဖြင့် ဝင်ရောက်ပါ။",
    ],
  },
  vi: {
    ready: [
      "Vui lòng chuẩn bị sẵn mật khẩu và thẻ tín dụng trước khi mở liên kết.",
      "Hãy để sẵn mã OTP và số thẻ để hoàn tất xác minh.",
    ],
    address: [
      "Vui lòng đăng nhập bằng email công ty của bạn để xem tài liệu.",
      "Đăng nhập bằng mật khẩu email của bạn để nhận các thư đang bị giữ.",
    ],
    benign: [
      "Vui lòng chuẩn bị sẵn mã đặt chỗ khi gọi cho chúng tôi.",
      "Mang theo chứng minh nhân dân đến quầy.",
      "Đăng nhập vào tài khoản của bạn trên trang web của chúng tôi để theo dõi đơn hàng.",
      "Chúng tôi sẽ không bao giờ hỏi mật khẩu của bạn.",
      "Đăng nhập bằng mã khách hàng để xem hóa đơn.",
    ],
  },
  id: {
    ready: [
      "Siapkan kata sandi dan kartu kredit Anda sebelum membuka tautan.",
      "Mohon siapkan kode OTP dan nomor kartu untuk menyelesaikan verifikasi.",
    ],
    address: [
      "Silakan masuk dengan email kantor Anda untuk melihat dokumen.",
      "Login menggunakan kata sandi email Anda untuk menerima pesan yang tertahan.",
    ],
    benign: [
      "Siapkan nomor pemesanan Anda saat menghubungi kami.",
      "Bawa kartu identitas Anda ke loket.",
      "Masuk ke akun Anda di situs web kami untuk melacak paket.",
      "Kami tidak akan pernah meminta kata sandi Anda.",
      "Masuk dengan nomor pelanggan Anda untuk melihat tagihan.",
    ],
  },
  ms: {
    ready: [
      "Sila sediakan kata laluan dan kad kredit anda sebelum membuka pautan.",
      "Siapkan kod TAC dan nombor kad untuk melengkapkan pengesahan.",
    ],
    address: [
      "Sila log masuk dengan e-mel pejabat anda untuk melihat dokumen.",
      "Log masuk menggunakan kata laluan e-mel anda untuk menerima mesej.",
    ],
    benign: [
      "Sediakan nombor tempahan anda semasa menghubungi kami.",
      "Bawa kad pengenalan anda ke kaunter.",
      "Log masuk ke akaun anda di laman web kami untuk menjejak bungkusan.",
      "Kami tidak akan sekali-kali meminta kata laluan anda.",
      "Log masuk dengan nombor pelanggan anda untuk melihat bil.",
    ],
  },
  tl: {
    ready: [
      "Pakihanda ang iyong password at credit card bago buksan ang link.",
      "Ihanda ang verification code at card number para makumpleto ang beripikasyon.",
    ],
    address: [
      "Mag-log in gamit ang iyong work email address para makita ang dokumento.",
      "Mag-sign in gamit ang iyong email password para matanggap ang mga mensahe.",
    ],
    benign: [
      "Ihanda ang iyong booking reference kapag tumawag sa amin.",
      "Dalhin ang iyong ID sa counter.",
      "Mag-log in sa iyong account sa aming website para masubaybayan ang order.",
      "Hindi namin kailanman hihingin ang iyong password.",
      "Mag-log in gamit ang iyong customer number para makita ang mga bill.",
    ],
  },
  sw: {
    ready: [
      "Andaa nenosiri lako na kadi ya benki kabla ya kufungua kiungo.",
      "Tafadhali kuwa tayari na msimbo wa uthibitisho na namba ya kadi.",
    ],
    address: [
      "Ingia kwa barua pepe yako ya kazi ili kuona hati.",
      "Ingia kwa nenosiri la barua pepe ili kupokea ujumbe uliozuiliwa.",
    ],
    benign: [
      "Andaa namba yako ya uhifadhi unapotupigia simu.",
      "Leta kitambulisho chako kaunta.",
      "Ingia kwenye akaunti yako kwenye tovuti yetu kufuatilia kifurushi.",
      "Hatutawahi kukuomba nenosiri lako.",
      "Ingia kwa namba yako ya mteja kuona ankara.",
    ],
  },
  yo: {
    ready: [
      "Ẹ ṣètò ọ̀rọ̀ aṣínà yín àti káàdì báńkì kí ẹ tó ṣí ìjápọ̀ náà.",
      "Ẹ pèsè kóòdù ìjẹ́rìísí àti nọ́mbà káàdì yín láti parí ìmúdájú.",
    ],
    address: [
      "Ẹ wọlé pẹ̀lú í-meèlì iṣẹ́ yín láti wo ìwé náà.",
      "Ẹ wọlé pẹ̀lú ọ̀rọ̀ aṣínà í-meèlì yín láti gba àwọn ìfiránṣẹ́.",
    ],
    benign: [
      "Ẹ ṣètò nọ́mbà ìfipamọ́ yín nígbà tí ẹ bá pè wá.",
      "Ẹ mú káàdì ìdánimọ̀ yín wá sí káńtà.",
      "Ẹ wọlé sí àkọọ́lẹ̀ yín lórí ojú òpó wa láti tọpa ẹrù náà.",
      "A kò ní béèrè ọ̀rọ̀ aṣínà yín láé.",
      "Ẹ wọlé pẹ̀lú nọ́mbà oníbàárà yín láti wo owó.",
    ],
  },
  ig: {
    ready: [
      "Biko kwado paswọọdụ gị na kaadị ụlọ akụ tupu imepe njikọ ahụ.",
      "Kwado koodu nkwenye na nọmba kaadị gị iji mezue nkwenye.",
    ],
    address: [
      "Banye site na email ọrụ gị iji hụ akwụkwọ ahụ.",
      "Banye site na paswọọdụ email gị iji nata ozi ndị ahụ.",
    ],
    benign: [
      "Kwado nọmba ndokwa gị mgbe ị na-akpọ anyị.",
      "Weta kaadị njirimara gị na kanta.",
      "Banye n'akaụntụ gị na weebụsaịtị anyị iji soro ngwugwu.",
      "Anyị agaghị arịọ gị paswọọdụ gị.",
      "Banye site na nọmba ahịa gị iji hụ ụgwọ.",
    ],
  },
  ha: {
    ready: [
      "Ku shirya kalmar sirri da katin banki kafin ku buɗe hanyar haɗin.",
      "Ka shirya lambar tabbatarwa da lambar kati don kammala tabbatarwa.",
    ],
    address: ["Ku shiga da imel na aiki don ganin takardar.", "Ku shiga da kalmar sirri ta imel don karɓar saƙonnin."],
    benign: [
      "Ku shirya lambar ajiyar ku lokacin da kuke kiran mu.",
      "Ku kawo katin shaidar ku zuwa kanta.",
      "Ku shiga asusun ku a shafinmu don bin diddigin kaya.",
      "Ba za mu taɓa tambayar kalmar sirrin ku ba.",
      "Ku shiga da lambar abokin ciniki don ganin lissafi.",
    ],
  },
  zu: {
    ready: [
      "Lungisa iphasiwedi yakho nekhadi lasebhange ngaphambi kokuvula isixhumanisi.",
      "Lungiselela ikhodi yokuqinisekisa nenombolo yekhadi ukuze uqedele.",
    ],
    address: [
      "Ngena nge-imeyili yomsebenzi ukuze ubone idokhumenti.",
      "Ngena ngephasiwedi ye-imeyili ukuze uthole imilayezo.",
    ],
    benign: [
      "Lungisa inombolo yokubhuka uma usishayela ucingo.",
      "Letha umazisi wakho ekhawuntareni.",
      "Ngena ku-akhawunti yakho kuwebhusayithi yethu ukulandelela iphasela.",
      "Asisoze sakucela iphasiwedi yakho.",
      "Ngena ngenombolo yekhasimende ukuze ubone ama-invoyisi.",
    ],
  },
  xh: {
    ready: [
      "Lungisa iphasiwedi yakho nekhadi lasebhankini phambi kokuvula ikhonkco.",
      "Lungiselela ikhowudi yokuqinisekisa nenombolo yekhadi ukugqiba.",
    ],
    address: [
      "Ngena nge-imeyile yomsebenzi ukuze ubone uxwebhu.",
      "Ngena ngephasiwedi ye-imeyile ukuze ufumane imiyalezo.",
    ],
    benign: [
      "Lungisa inombolo yokubhukisha xa usifowunela.",
      "Zisa isazisi sakho kwikhawuntara.",
      "Ngena kwiakhawunti yakho kwiwebhusayithi yethu ukulandela ipasile.",
      "Asisoze sikucele iphasiwedi yakho.",
      "Ngena ngenombolo yomthengi ukuze ubone ii-invoyisi.",
    ],
  },
  so: {
    ready: [
      "Diyaari erayga sirta iyo kaarka bangiga ka hor intaadan furin xiriirka.",
      "Fadlan diyaari koodhka xaqiijinta iyo lambarka kaarka si aad u dhammaystirto.",
    ],
    address: [
      "Ku soo gal iimaylka shaqada si aad u aragto dukumentiga.",
      "Ku soo gal erayga sirta iimaylka si aad u hesho fariimaha.",
    ],
    benign: [
      "Diyaari lambarka ballantaada markaad na soo wacayso.",
      "Keen kaarka aqoonsigaaga miiska.",
      "Soo gal akoonkaaga boggayaga si aad ula socoto xirmada.",
      "Weligeen kuma weydiin doonno erayga sirta.",
      "Ku soo gal lambarka macmiilka si aad u aragto biilasha.",
    ],
  },
  tr: {
    ready: [
      "Bağlantıyı açmadan önce şifrenizi ve kredi kartınızı hazır bulundurun.",
      "Doğrulamayı tamamlamak için SMS kodunu ve kart numaranızı hazırlayın.",
    ],
    address: [
      "Belgeyi görmek için kurumsal e-posta adresinizle giriş yapın.",
      "Bekleyen iletileri almak için e-posta şifrenizle oturum açın.",
    ],
    benign: [
      "Bizi ararken rezervasyon numaranızı hazır bulundurun.",
      "Kimlik kartınızı gişeye getirin.",
      "Siparişinizi izlemek için web sitemizdeki hesabınıza giriş yapın.",
      "Şifrenizi asla sormayacağız.",
      "Faturalarınızı görmek için müşteri numaranızla giriş yapın.",
    ],
  },
  az: {
    ready: [
      "Linki açmazdan əvvəl şifrənizi və kredit kartınızı hazır saxlayın.",
      "Təsdiqi tamamlamaq üçün SMS kodu və kart nömrəsini hazırlayın.",
    ],
    address: [
      "Sənədi görmək üçün korporativ e-poçt ünvanınızla daxil olun.",
      "Mesajları almaq üçün e-poçt şifrənizlə daxil olun.",
    ],
    benign: [
      "Bizə zəng edərkən bron nömrənizi hazır saxlayın.",
      "Şəxsiyyət vəsiqənizi kassaya gətirin.",
      "Sifarişi izləmək üçün saytımızdakı hesabınıza daxil olun.",
      "Biz heç vaxt şifrənizi soruşmayacağıq.",
      "Hesab-fakturaları görmək üçün müştəri nömrənizlə daxil olun.",
    ],
  },
  kk: {
    ready: [
      "Сілтемені ашпас бұрын құпиясөзіңіз бен банк картаңызды дайындап қойыңыз.",
      "Растау үшін бір реттік код пен карта нөмірін дайын ұстаңыз.",
    ],
    address: [
      "Құжатты көру үшін жұмыс электрондық пошта мекенжайыңызбен кіріңіз.",
      "Хаттарды алу үшін электрондық поштаның құпиясөзімен кіріңіз.",
    ],
    benign: [
      "Бізге қоңырау шалғанда брондау нөміріңізді дайын ұстаңыз.",
      "Жеке куәлігіңізді кассаға әкеліңіз.",
      "Тапсырысты бақылау үшін сайтымыздағы аккаунтыңызға кіріңіз.",
      "Біз ешқашан құпиясөзіңізді сұрамаймыз.",
      "Шоттарды көру үшін клиент нөміріңізбен кіріңіз.",
    ],
  },
  uz: {
    ready: [
      "Havolani ochishdan oldin parolingiz va bank kartangizni tayyorlab qo'ying.",
      "Tasdiqlash uchun bir martalik kod va karta raqamini tayyor tuting.",
    ],
    address: [
      "Hujjatni ko'rish uchun ish elektron pochta manzilingiz bilan tizimga kiring.",
      "Xabarlarni olish uchun elektron pochta parolingiz bilan kiring.",
    ],
    benign: [
      "Bizga qo'ng'iroq qilganda bron raqamingizni tayyor tuting.",
      "Shaxsiy guvohnomangizni kassaga olib keling.",
      "Buyurtmani kuzatish uchun saytimizdagi hisobingizga kiring.",
      "Biz hech qachon parolingizni so'ramaymiz.",
      "Hisob-fakturalarni ko'rish uchun mijoz raqamingiz bilan kiring.",
    ],
  },
  am: {
    ready: ["ሊንኩን ከመክፈትዎ በፊት የይለፍ ቃልዎን እና የባንክ ካርድዎን ያዘጋጁ።", "ለማረጋገጥ የማረጋገጫ ኮድ እና የካርድ ቁጥር በእጅዎ ይያዙ።"],
    address: ["ሰነዱን ለማየት በሥራ ኢሜል አድራሻዎ ይግቡ።", "መልእክቶቹን ለመቀበል በኢሜልዎ የይለፍ ቃል ይግቡ።"],
    benign: [
      "ሲደውሉልን የቦታ ማስያዣ ቁጥርዎን ያዘጋጁ።",
      "መታወቂያ ካርድዎን ወደ ቆጣሪው ይዘው ይምጡ።",
      "ትዕዛዝዎን ለመከታተል በድረ-ገጻችን ላይ ወደ መለያዎ ይግቡ።",
      "የይለፍ ቃልዎን በፍጹም አንጠይቅም።",
      "ደረሰኞችን ለማየት በደንበኛ ቁጥርዎ ይግቡ።",
    ],
  },
  ti: {
    ready: ["ነቲ መላግቦ ቅድሚ ምኽፋትኩም ቃል ምሕላፍኩምን ናይ ባንኪ ካርድኩምን ኣዳልዉ።", "ንምርግጋጽ ኮድ ምርግጋጽን ቁጽሪ ካርድን ኣብ ኢድኩም ሓዙ።"],
    address: ["ነቲ ሰነድ ንምርኣይ ብናይ ስራሕ ኢመይል ኣድራሻኹም እተዉ።", "መልእኽትታት ንምቕባል ብናይ ኢመይል ቃል ምሕላፍ እተዉ።"],
    benign: [
      "ክትድውሉልና ከለኹም ቁጽሪ ምሓዝ ቦታኹም ኣዳልዉ።",
      "መንነት ወረቐትኩም ናብ መቐበሊ ኣምጽኡ።",
      "ትእዛዝኩም ንምክትታል ኣብ መርበብና ናብ ሕሳብኩም እተዉ።",
      "ቃል ምሕላፍኩም ፈጺምና ኣይንሓትትን ኢና።",
      "ሕሳባት ንምርኣይ ብቁጽሪ ዓሚልኩም እተዉ።",
    ],
  },
  sv: {
    ready: [
      "Ha ditt lösenord och ditt kreditkort redo innan du öppnar länken.",
      "Håll engångskoden och kortnumret framme för att slutföra verifieringen.",
    ],
    address: [
      "Logga in med din jobbmejladress för att se det delade dokumentet.",
      "Logga in med ditt e-postlösenord för att släppa de spärrade meddelandena.",
    ],
    benign: [
      "Ha ditt bokningsnummer redo när du ringer oss.",
      "Ta med din id-handling till disken.",
      "Logga in på ditt konto på vår webbplats för att spåra paketet.",
      "Vi kommer aldrig att be om ditt lösenord.",
      "Logga in med ditt kundnummer för att se dina fakturor.",
    ],
  },
  da: {
    ready: [
      "Hav din adgangskode og dit kreditkort klar, før du åbner linket.",
      "Hold engangskoden og kortnummeret ved hånden for at afslutte bekræftelsen.",
    ],
    address: [
      "Log ind med din arbejdsmailadresse for at se dokumentet.",
      "Log ind med din e-mail-adgangskode for at frigive de tilbageholdte beskeder.",
    ],
    benign: [
      "Hav dit bookingnummer klar, når du ringer til os.",
      "Medbring dit id-kort til skranken.",
      "Log ind på din konto på vores hjemmeside for at følge pakken.",
      "Vi vil aldrig bede om din adgangskode.",
      "Log ind med dit kundenummer for at se dine fakturaer.",
    ],
  },
  nb: {
    ready: [
      "Ha passordet og kredittkortet ditt klart før du åpner lenken.",
      "Hold engangskoden og kortnummeret for hånden for å fullføre bekreftelsen.",
    ],
    address: [
      "Logg inn med din jobb-epostadresse for å se dokumentet.",
      "Logg inn med ditt e-postpassord for å frigi de tilbakeholdte meldingene.",
    ],
    benign: [
      "Ha bestillingsnummeret ditt klart når du ringer oss.",
      "Ta med legitimasjon til skranken.",
      "Logg inn på kontoen din på nettsiden vår for å spore pakken.",
      "Vi vil aldri be om passordet ditt.",
      "Logg inn med kundenummeret ditt for å se fakturaene.",
    ],
  },
  fi: {
    ready: [
      "Pidä salasana ja luottokortti valmiina ennen kuin avaat linkin.",
      "Ota verkkopankkitunnukset ja tunnusluku esille vahvistusta varten.",
    ],
    address: [
      "Kirjaudu työsähköpostiosoitteellasi nähdäksesi asiakirjan.",
      "Kirjaudu sisään sähköpostin salasanalla vapauttaaksesi viestit.",
    ],
    benign: [
      "Pidä varausnumero valmiina, kun soitat meille.",
      "Ota henkilökortti mukaan palvelutiskille.",
      "Kirjaudu tilillesi verkkosivuillamme seurataksesi pakettia.",
      "Emme koskaan kysy salasanaasi.",
      "Kirjaudu asiakasnumerollasi nähdäksesi laskut.",
    ],
  },
  cs: {
    ready: [
      "Před otevřením odkazu si připravte heslo a platební kartu.",
      "Mějte po ruce jednorázový kód a číslo karty pro dokončení ověření.",
    ],
    address: [
      "Pro zobrazení dokumentu se přihlaste svou pracovní e-mailovou adresou.",
      "Přihlaste se heslem k vaší e-mailové schránce, abyste uvolnili zprávy.",
    ],
    benign: [
      "Připravte si číslo rezervace, když nám budete volat.",
      "Vezměte si s sebou občanský průkaz.",
      "Přihlaste se ke svému účtu na našem webu a sledujte zásilku.",
      "Nikdy vás nebudeme žádat o heslo.",
      "Přihlaste se zákaznickým číslem a zobrazte faktury.",
    ],
  },
  sk: {
    ready: [
      "Pred otvorením odkazu si pripravte heslo a platobnú kartu.",
      "Majte po ruke jednorazový kód a číslo karty na dokončenie overenia.",
    ],
    address: [
      "Na zobrazenie dokumentu sa prihláste svojou pracovnou e-mailovou adresou.",
      "Prihláste sa heslom k vašej e-mailovej schránke, aby ste uvoľnili správy.",
    ],
    benign: [
      "Pripravte si číslo rezervácie, keď nám budete volať.",
      "Vezmite si so sebou občiansky preukaz.",
      "Prihláste sa do svojho účtu na našej stránke a sledujte zásielku.",
      "Nikdy vás nebudeme žiadať o heslo.",
      "Prihláste sa zákazníckym číslom a zobrazte faktúry.",
    ],
  },
  el: {
    ready: [
      "Έχετε διαθέσιμο τον κωδικό πρόσβασης και την πιστωτική κάρτα πριν ανοίξετε τον σύνδεσμο.",
      "Προετοιμάστε τον κωδικό μίας χρήσης και τον αριθμό της κάρτας για την επιβεβαίωση.",
    ],
    address: [
      "Συνδεθείτε με την εταιρική σας διεύθυνση email για να δείτε το έγγραφο.",
      "Συνδεθείτε με τον κωδικό του email σας για να αποδεσμεύσετε τα μηνύματα.",
    ],
    benign: [
      "Έχετε διαθέσιμο τον αριθμό κράτησης όταν μας καλείτε.",
      "Φέρτε την αστυνομική σας ταυτότητα στο γκισέ.",
      "Συνδεθείτε στον λογαριασμό σας στον ιστότοπό μας για να παρακολουθήσετε το δέμα.",
      "Δεν θα σας ζητήσουμε ποτέ τον κωδικό πρόσβασης.",
      "Συνδεθείτε με τον αριθμό πελάτη για να δείτε τα τιμολόγια.",
    ],
  },
  ro: {
    ready: [
      "Pregătiți parola și cardul bancar înainte de a deschide linkul.",
      "Aveți la îndemână codul primit prin SMS și numărul cardului pentru verificare.",
    ],
    address: [
      "Conectați-vă cu adresa de e-mail de serviciu pentru a vedea documentul.",
      "Autentificați-vă cu parola de la e-mail pentru a elibera mesajele.",
    ],
    benign: [
      "Pregătiți numărul rezervării când ne sunați.",
      "Aduceți cartea de identitate la ghișeu.",
      "Conectați-vă la contul dvs. de pe site-ul nostru pentru a urmări coletul.",
      "Nu vă vom cere niciodată parola.",
      "Conectați-vă cu numărul de client pentru a vedea facturile.",
    ],
  },
  hu: {
    ready: [
      "A link megnyitása előtt készítse elő jelszavát és bankkártyáját.",
      "Tartsa kéznél az SMS-kódot és a kártyaszámot az ellenőrzéshez.",
    ],
    address: [
      "Jelentkezzen be céges e-mail-címével a dokumentum megtekintéséhez.",
      "Jelentkezzen be az e-mail-fiókja jelszavával az üzenetek feloldásához.",
    ],
    benign: [
      "Tartsa kéznél a foglalási számot, amikor felhív minket.",
      "Hozza magával a személyi igazolványát.",
      "Jelentkezzen be fiókjába a weboldalunkon a csomag követéséhez.",
      "Soha nem kérjük el a jelszavát.",
      "Jelentkezzen be ügyfélszámával a számlák megtekintéséhez.",
    ],
  },
  bg: {
    ready: [
      "Пригответе паролата и банковата си карта, преди да отворите връзката.",
      "Имайте под ръка кода от СМС и номера на картата за потвърждението.",
    ],
    address: [
      "Влезте със служебния си имейл адрес, за да видите документа.",
      "Влезте с паролата от вашата поща, за да освободите съобщенията.",
    ],
    benign: [
      "Пригответе номера на резервацията, когато ни се обаждате.",
      "Носете личната си карта на гишето.",
      "Влезте в профила си на нашия сайт, за да проследите пратката.",
      "Никога няма да ви поискаме паролата.",
      "Влезте с клиентския си номер, за да видите фактурите.",
    ],
  },
  sh: {
    ready: [
      "Pripremite lozinku i kreditnu karticu prije otvaranja poveznice.",
      "Imajte pri ruci jednokratni kod i broj kartice za dovršetak provjere.",
    ],
    address: [
      "Molimo da se prijavite svojom poslovnom e-mail adresom kako biste vidjeli dokument.",
      "Prijavite se lozinkom od svog e-maila kako biste preuzeli poruke.",
    ],
    benign: [
      "Pripremite broj rezervacije kada nas zovete.",
      "Ponesite osobnu iskaznicu na šalter.",
      "Prijavite se na svoj račun na našoj stranici kako biste pratili pošiljku.",
      "Nikada vas nećemo tražiti lozinku.",
      "Prijavite se korisničkim brojem kako biste vidjeli račune.",
    ],
  },
  ca: {
    ready: [
      "Tingueu a mà la contrasenya i la targeta de crèdit abans d'obrir l'enllaç.",
      "Prepareu el codi SMS i el número de la targeta per completar la verificació.",
    ],
    address: [
      "Inicieu sessió amb el vostre correu corporatiu per veure el document.",
      "Accediu amb la contrasenya del vostre correu per alliberar els missatges.",
    ],
    benign: [
      "Tingueu a mà el número de reserva quan ens truqueu.",
      "Porteu el DNI al taulell.",
      "Inicieu sessió al vostre compte del nostre web per seguir el paquet.",
      "Mai no us demanarem la contrasenya.",
      "Accediu amb el vostre número de client per veure les factures.",
    ],
  },
  af: {
    ready: [
      "Hou asseblief jou wagwoord en kredietkaart gereed voordat jy die skakel oopmaak.",
      "Hou die eenmalige kode en jou kaartnommer byderhand om die verifikasie te voltooi.",
    ],
    address: [
      "Teken in met jou werk-e-posadres om die dokument te sien.",
      "Meld aan met jou e-poswagwoord om die boodskappe vry te stel.",
    ],
    benign: [
      "Hou jou besprekingsnommer gereed wanneer jy ons bel.",
      "Bring jou ID-kaart na die toonbank.",
      "Teken in op jou rekening op ons webwerf om die pakkie te volg.",
      "Ons sal nooit jou wagwoord vra nie.",
      "Teken in met jou kliëntnommer om jou fakture te sien.",
    ],
  },
  "hi-latn": {
    ready: [
      "Link kholne se pehle apna password aur credit card ready rakhein.",
      "Verification ke liye OTP code aur card number taiyar rakhein.",
    ],
    address: [
      "Document dekhne ke liye apne office email address se login karein.",
      "Messages ke liye apne email ke password se sign in karein.",
    ],
    benign: [
      "Humein call karte waqt apna booking number ready rakhein.",
      "Counter par apna ID card saath laayein.",
      "Order dekhne ke liye hamari website par apne account mein login karein.",
      "Hum kabhi aapka password nahi maangenge.",
      "Bill dekhne ke liye apne customer number se login karein.",
    ],
  },
  "ar-latn": {
    ready: [
      "Gahez el password we el credit card abl ma tefta7 el link.",
      "5alli code el ta2keed we raqam el kart ma3ak 3ashan tekammel.",
    ],
    address: [
      "Od5ol bel email el sho8l 3ashan teshoof el file.",
      "Sajel bel password el email 3ashan testalem el rasayel.",
    ],
    benign: [
      "Gahez raqam el 7agz lama tetesel bina.",
      "Hat el beta2a el shakhsiya ma3ak.",
      "Od5ol 3ala el account beta3ak fel website beta3na 3ashan tetaba3 el order.",
      "Mesh hanotlob menak el password abadan.",
      "Od5ol be raqam el 3ameel 3ashan teshoof el fawateer.",
    ],
  },
  ja: {
    ready: [
      "リンクを開く前に、パスワードとクレジットカードをご用意ください。",
      "確認を完了するため、ワンタイムパスワードとカード番号をお手元にご準備ください。",
    ],
    address: [
      "文書を表示するには、会社のメールアドレスでサインインしてください。",
      "保留中のメッセージを受け取るには、メールのパスワードでログインしてください。",
    ],
    benign: [
      "お電話の際は予約番号をご用意ください。",
      "窓口には身分証明書をお持ちください。",
      "注文状況は当社ウェブサイトのアカウントにログインしてご確認ください。",
      "当社がパスワードをお尋ねすることはありません。",
      "お客様番号でログインして請求書をご確認ください。",
    ],
  },
  zh: {
    ready: ["打开链接前，请准备好您的密码和信用卡。", "为完成验证，请将验证码和银行卡号放在手边。"],
    address: ["请使用您的企业邮箱地址登录查看文件。", "请用邮箱密码登录以接收被暂扣的邮件。"],
    benign: [
      "致电我们时请准备好您的预订号。",
      "请携带身份证到柜台办理。",
      "请登录我们网站上的账户查看订单。",
      "我们绝不会向您索取密码。",
      "请使用客户编号登录查看账单。",
    ],
  },
  ko: {
    ready: [
      "링크를 열기 전에 비밀번호와 신용카드를 준비해 주세요.",
      "인증을 완료하려면 인증번호와 카드 번호를 미리 준비하세요.",
    ],
    address: [
      "문서를 보려면 회사 이메일 주소로 로그인하세요.",
      "보류된 메시지를 받으려면 메일 비밀번호로 로그인하세요.",
    ],
    benign: [
      "전화하실 때 예약 번호를 준비해 주세요.",
      "창구에 신분증을 지참하세요.",
      "주문을 확인하려면 웹사이트의 계정에 로그인하세요.",
      "저희는 절대 비밀번호를 묻지 않습니다.",
      "고객 번호로 로그인하여 청구서를 확인하세요.",
    ],
  },
  sl: {
    ready: [
      "Pred odprtjem povezave pripravite geslo in kreditno kartico.",
      "Imejte pri roki enkratno kodo in številko kartice za dokončanje preverjanja.",
    ],
    address: [
      "Da si ogledate dokument, se prijavite z vašim poslovnim e-poštnim naslovom in geslom.",
      "Prijavite se z geslom za e-pošto, da sprostite sporočila.",
    ],
    benign: [
      "Ko nas pokličete, pripravite številko rezervacije.",
      "Na okence prinesite osebno izkaznico.",
      "Prijavite se v svoj račun na naši spletni strani in sledite pošiljki.",
      "Nikoli vas ne bomo prosili za geslo.",
      "Prijavite se s številko stranke, da vidite račune.",
    ],
  },
  lt: {
    ready: [
      "Prieš atidarydami nuorodą, pasiruoškite slaptažodį ir banko kortelę.",
      "Turėkite po ranka vienkartinį kodą ir kortelės numerį patvirtinimui.",
    ],
    address: [
      "Prisijunkite savo darbo el. pašto adresu, kad pamatytumėte dokumentą.",
      "Prisijunkite savo el. pašto slaptažodžiu, kad atblokuotumėte laiškus.",
    ],
    benign: [
      "Skambindami mums, turėkite po ranka rezervacijos numerį.",
      "Atsineškite asmens tapatybės kortelę.",
      "Prisijunkite prie savo paskyros mūsų svetainėje ir sekite siuntą.",
      "Mes niekada neprašysime jūsų slaptažodžio.",
      "Prisijunkite kliento numeriu, kad pamatytumėte sąskaitas.",
    ],
  },
  lv: {
    ready: [
      "Pirms saites atvēršanas sagatavojiet paroli un bankas karti.",
      "Turiet pa rokai vienreizējo kodu un kartes numuru apstiprināšanai.",
    ],
    address: [
      "Pieslēdzieties ar savu darba e-pasta adresi, lai skatītu dokumentu.",
      "Pieslēdzieties ar savu e-pasta paroli, lai atbrīvotu ziņojumus.",
    ],
    benign: [
      "Zvanot mums, turiet pa rokai rezervācijas numuru.",
      "Paņemiet līdzi personas apliecību.",
      "Pieslēdzieties savam kontam mūsu vietnē, lai izsekotu sūtījumu.",
      "Mēs nekad neprasīsim jūsu paroli.",
      "Pieslēdzieties ar klienta numuru, lai skatītu rēķinus.",
    ],
  },
  et: {
    ready: [
      "Enne lingi avamist hoidke parool ja pangakaart käepärast.",
      "Hoidke käepärast ühekordne kood ja kaardi number kinnitamiseks.",
    ],
    address: [
      "Logige sisse oma tööe-posti aadressiga, et dokumenti näha.",
      "Logige sisse oma e-posti parooliga, et sõnumid vabastada.",
    ],
    benign: [
      "Hoidke broneeringu number käepärast, kui meile helistate.",
      "Võtke isikutunnistus kaasa.",
      "Logige sisse oma kontole meie veebilehel, et saadetist jälgida.",
      "Me ei küsi kunagi teie parooli.",
      "Logige sisse oma kliendinumbriga, et arveid näha.",
    ],
  },
  ka: {
    ready: [
      "ბმულის გახსნამდე მოამზადეთ პაროლი და საბანკო ბარათი.",
      "დადასტურებისთვის ხელთ იქონიეთ ერთჯერადი კოდი და ბარათის ნომერი.",
    ],
    address: [
      "დოკუმენტის სანახავად შედით სამსახურებრივი ელ. ფოსტის მისამართით.",
      "შეტყობინებების მისაღებად შედით ელფოსტის პაროლით.",
    ],
    benign: [
      "დარეკვისას მოამზადეთ ჯავშნის ნომერი.",
      "სალაროსთან მოიტანეთ პირადობის მოწმობა.",
      "შეკვეთის სანახავად შედით თქვენს ანგარიშზე ჩვენს საიტზე.",
      "ჩვენ არასოდეს მოგთხოვთ პაროლს.",
      "ინვოისების სანახავად შედით კლიენტის ნომრით.",
    ],
  },
  hy: {
    ready: [
      "Հղումը բացելուց առաջ պատրաստեք գաղտնաբառը և բանկային քարտը։",
      "Հաստատման համար ձեռքի տակ պահեք մեկանգամյա կոդը և քարտի համարը։",
    ],
    address: [
      "Փաստաթուղթը տեսնելու համար մուտք գործեք աշխատանքային էլ. փոստի հասցեով։",
      "Հաղորդագրությունները ստանալու համար մուտք գործեք էլփոստի գաղտնաբառով։",
    ],
    benign: [
      "Մեզ զանգահարելիս պատրաստեք ամրագրման համարը։",
      "Գրասենյակ բերեք անձնագիրը։",
      "Պատվերը հետևելու համար մուտք գործեք ձեր հաշիվ մեր կայքում։",
      "Մենք երբեք չենք խնդրի ձեր գաղտնաբառը։",
      "Հաշիվները տեսնելու համար մուտք գործեք հաճախորդի համարով։",
    ],
  },
  mn: {
    ready: [
      "Холбоосыг нээхээс өмнө нууц үг болон банкны картаа бэлдээрэй.",
      "Баталгаажуулахын тулд нэг удаагийн код болон картын дугаараа бэлэн байлгаарай.",
    ],
    address: [
      "Баримтыг үзэхийн тулд ажлын имэйл хаягаараа нэвтэрнэ үү.",
      "Мессежүүдийг авахын тулд имэйлийн нууц үгээр нэвтэрнэ үү.",
    ],
    benign: [
      "Бидэн рүү залгахдаа захиалгын дугаараа бэлдээрэй.",
      "Иргэний үнэмлэхээ авчраарай.",
      "Захиалгаа хянахын тулд манай сайт дээрх бүртгэлдээ нэвтэрнэ үү.",
      "Бид хэзээ ч таны нууц үгийг асуухгүй.",
      "Нэхэмжлэхээ үзэхийн тулд харилцагчийн дугаараар нэвтэрнэ үү.",
    ],
  },
  jv: {
    ready: [
      "Siapake sandi lan kertu kredit sadurunge mbukak tautan.",
      "Cepakake kode OTP lan nomer kertu kanggo ngrampungake verifikasi.",
    ],
    address: [
      "Mlebu nganggo email kantor kanggo ndeleng dokumen.",
      "Mlebu nganggo sandi email kanggo nampa pesen sing ditahan.",
    ],
    benign: [
      "Siapake nomer pesenan nalika nelpon kita.",
      "Gawa KTP menyang loket.",
      "Mlebu menyang akun ing situs web kita kanggo nglacak paket.",
      "Kita ora bakal njaluk sandi sampeyan.",
      "Mlebu nganggo nomer pelanggan kanggo ndeleng tagihan.",
    ],
  },
  ku: {
    ready: [
      "Berî ku girêdanê vekin, şîfreya xwe û karta bankê amade bikin.",
      "Ji bo piştrastkirinê koda yekcarî û hejmara kartê li ber destê xwe bihêlin.",
    ],
    address: [
      "Ji bo dîtina belgeyê bi e-nameya karê têkevin.",
      "Ji bo wergirtina peyaman bi şîfreya e-nameyê têkevin.",
    ],
    benign: [
      "Dema ku hûn me digerin, hejmara rezervasyonê amade bikin.",
      "Nasnameya xwe bînin gîşeyê.",
      "Ji bo şopandina siparîşê têkevin hesabê xwe li ser malpera me.",
      "Em tu carî şîfreya we naxwazin.",
      "Bi hejmara xerîdar têkevin da ku fatûreyan bibînin.",
    ],
  },
  ckb: {
    ready: [
      "پێش کردنەوەی بەستەرەکە وشەی نهێنی و کارتی بانکەکەتان ئامادە بکەن.",
      "بۆ پشتڕاستکردنەوە کۆدی پشتڕاستکردنەوە و ژمارەی کارت لەبەردەستتان بێت.",
    ],
    address: [
      "بۆ بینینی بەڵگەنامەکە بە ئیمەیڵی کار بچنە ژوورەوە.",
      "بۆ وەرگرتنی نامەکان بە وشەی نهێنیی ئیمەیڵ بچنە ژوورەوە.",
    ],
    benign: [
      "کاتێک پەیوەندیمان پێوە دەکەن ژمارەی حجزەکەتان ئامادە بکەن.",
      "ناسنامەکەتان بهێنن بۆ پەنجەرەکە.",
      "بۆ بەدواداچوونی داواکارییەکە بچنە ژوورەوە بۆ هەژمارەکەتان لە ماڵپەڕەکەمان.",
      "ئێمە هەرگیز داوای وشەی نهێنیتان ناکەین.",
      "بە ژمارەی کڕیار بچنە ژوورەوە بۆ بینینی پسووڵەکان.",
    ],
  },
};
