// Samples for test/unit/trust-login-cues.test.ts, written for these tests from the login-cue concepts (not taken
// from any corpus): per language, a sentence asking the reader to sign in with their own mailbox or work account, a
// sentence announcing a page that will ask for a password or code, and benign near-misses that use the same words the
// ordinary way (a service's own account, security advice, a password reset the user asked for).

export interface LoginSamples {
  /** 1. Sign in with the reader's own mailbox, work or organisation account. */
  ownAccount: string;
  /** 2. A page announced to ask for a password, a code or a sign-in. */
  askedFor: string;
  /** The same words in ordinary mail: no login concept may hit. */
  benign: string[];
}

export const SAMPLES: Record<string, LoginSamples> = {
  en: {
    ownAccount: "Sign in with your corporate email account to view the shared document.",
    askedFor: "You will be asked for your password and the 6-digit code.",
    benign: [
      "Sign in to your Acme account to see your order.",
      "We will never ask for your password.",
      "You requested a password reset. If this was not you, ignore this e-mail.",
      "Never enter your e-mail password on another site.",
      "Two-step verification is on: from now on you will be asked for a code when you sign in.",
      "At check-in you will be asked for your booking code and a photo ID.",
    ],
  },
  de: {
    ownAccount: "Bitte melden Sie sich mit Ihrem Microsoft-365-Konto an, um das Dokument zu öffnen.",
    askedFor: "Sie werden anschließend nach Ihrem Passwort gefragt.",
    benign: [
      "Melden Sie sich in Ihrem Acme-Kundenkonto an, um Ihre Bestellung zu sehen.",
      "Wir werden Sie niemals nach Ihrem Passwort fragen.",
      "Sie haben das Zurücksetzen Ihres Passworts angefordert.",
      "Geben Sie Ihr E-Mail-Passwort nie auf fremden Seiten preis.",
    ],
  },
  fr: {
    ownAccount: "Connectez-vous avec votre compte de messagerie professionnel pour consulter le fichier.",
    askedFor: "Il vous sera demandé votre mot de passe et un code de vérification.",
    benign: [
      "Connectez-vous à votre compte Acme pour suivre votre commande.",
      "Nous ne vous demanderons jamais votre mot de passe.",
      "Au retrait du colis, il vous sera demandé le code de retrait.",
      "Vous avez demandé la réinitialisation de votre mot de passe.",
    ],
  },
  es: {
    ownAccount: "Inicie sesión con su cuenta de correo corporativa para ver la factura.",
    askedFor: "A continuación se le pedirá su contraseña.",
    benign: [
      "Inicie sesión en su cuenta de Acme para ver su pedido.",
      "Nunca le pediremos su contraseña.",
      "Al recoger el paquete se le pedirá el código de recogida.",
      "Usted solicitó restablecer su contraseña.",
      "Nunca comparta su contraseña con nadie.",
    ],
  },
  it: {
    ownAccount: "Accedi con le tue credenziali di posta aziendali per visualizzare il documento.",
    askedFor: "Ti verrà chiesta la password della tua casella.",
    benign: [
      "Accedi al tuo account Acme per vedere l'ordine.",
      "Non ti chiederemo mai la password.",
      "Alla consegna ti verrà chiesto il codice dell'ordine.",
      "Hai richiesto il ripristino della password.",
    ],
  },
  pt: {
    ownAccount: "Faça login com o seu e-mail corporativo e senha para abrir a fatura.",
    askedFor: "Na próxima página, será solicitada a sua senha.",
    benign: [
      "Acesse sua conta Acme para acompanhar o pedido.",
      "Nunca pediremos a sua senha.",
      "Na entrega, será solicitado o código do pedido.",
      "Você solicitou a redefinição da sua senha.",
    ],
  },
  nl: {
    ownAccount: "Log in met uw zakelijke account om het document te bekijken.",
    askedFor: "U wordt daarna gevraagd om uw wachtwoord.",
    benign: [
      "Log in op uw Acme-account om uw bestelling te bekijken.",
      "Wij zullen u nooit om uw wachtwoord vragen.",
      "Bij het afhalen wordt u gevraagd om de code op uw afhaalbewijs.",
      "Kinderen loggen in met hun schoolaccount op het leerplatform.",
      "U heeft gevraagd uw wachtwoord opnieuw in te stellen.",
    ],
  },
  pl: {
    ownAccount: "Zaloguj się swoim kontem służbowym, aby otworzyć dokument.",
    askedFor: "Zostaniesz poproszony o podanie hasła.",
    benign: [
      "Zaloguj się do swojego konta Acme, aby sprawdzić zamówienie.",
      "Nigdy nie poprosimy o Twoje hasło.",
      "Poprosiłeś o zresetowanie hasła.",
    ],
  },
  ru: {
    ownAccount: "Войдите с помощью корпоративной учётной записи, чтобы открыть документ.",
    askedFor: "На следующей странице вас попросят ввести пароль.",
    benign: [
      "Войдите в свой аккаунт Acme, чтобы отследить заказ.",
      "Мы никогда не попросим ваш пароль.",
      "Вы запросили сброс пароля.",
    ],
  },
  uk: {
    ownAccount: "Увійдіть за допомогою корпоративного облікового запису, щоб переглянути документ.",
    askedFor: "Далі вас попросять ввести пароль.",
    benign: [
      "Увійдіть у свій акаунт Acme, щоб переглянути замовлення.",
      "Ми ніколи не попросимо ваш пароль.",
      "Ви запросили скидання пароля.",
    ],
  },
  ar: {
    ownAccount: "ادخل بكلمة مرور بريدك الإلكتروني لعرض المستند.",
    askedFor: "سيطلب منك إدخال كلمة المرور في الصفحة التالية.",
    benign: [
      "سجل الدخول إلى حسابك في Acme لمتابعة طلبك.",
      "لن نطلب منك أبدًا كلمة المرور.",
      "لقد طلبت إعادة تعيين كلمة المرور.",
    ],
  },
  ur: {
    ownAccount: "دستاویز دیکھنے کے لیے اپنے ای میل پاس ورڈ سے لاگ ان کریں۔",
    askedFor: "اگلے صفحے پر آپ سے آپ کا پاس ورڈ پوچھا جائے گا۔",
    benign: ["اپنا آرڈر دیکھنے کے لیے اپنے Acme اکاؤنٹ میں لاگ ان کریں۔", "ہم کبھی آپ کا پاس ورڈ نہیں مانگیں گے۔"],
  },
  fa: {
    ownAccount: "برای مشاهده سند با حساب ایمیل سازمانی خود وارد شوید.",
    askedFor: "در صفحه بعد رمز عبور شما خواسته خواهد شد.",
    benign: [
      "برای پیگیری سفارش به حساب Acme خود وارد شوید.",
      "ما هرگز رمز عبور شما را درخواست نمی‌کنیم.",
      "تأیید دومرحله‌ای فعال شد: از این پس هنگام ورود، کد تأیید از شما خواسته می‌شود.",
    ],
  },
  ps: {
    ownAccount: "د سند د لیدو لپاره د خپل ایمیل حساب سره ننوځئ.",
    askedFor: "ستاسو پاسورډ به وغوښتل شي.",
    benign: ["د خپل امر د لیدو لپاره خپل Acme حساب ته ننوځئ.", "موږ به هیڅکله ستاسو پاسورډ ونه غواړو."],
  },
  he: {
    ownAccount: "התחברו עם חשבון הדואר הארגוני שלכם כדי לצפות במסמך.",
    askedFor: "בעמוד הבא תתבקשו להזין את הסיסמה.",
    benign: ["התחברו לחשבון Acme שלכם כדי לעקוב אחר ההזמנה.", "לעולם לא נבקש ממך את הסיסמה."],
  },
  hi: {
    ownAccount: "दस्तावेज़ देखने के लिए अपने ईमेल पासवर्ड से लॉग इन करें।",
    askedFor: "अगले पेज पर आपसे आपका पासवर्ड पूछा जाएगा।",
    benign: ["अपना ऑर्डर देखने के लिए अपने Acme अकाउंट में लॉग इन करें।", "हम कभी भी आपका पासवर्ड नहीं मांगेंगे।"],
  },
  ne: {
    ownAccount: "कागजात हेर्न आफ्नो इमेल पासवर्डले लग इन गर्नुहोस्।",
    askedFor: "अर्को पृष्ठमा तपाईंलाई पासवर्ड सोधिनेछ।",
    benign: ["आफ्नो अर्डर हेर्न Acme खातामा लग इन गर्नुहोस्।", "हामी कहिल्यै तपाईंको पासवर्ड माग्दैनौं।"],
  },
  bn: {
    ownAccount: "নথিটি দেখতে আপনার অফিস ইমেইল পাসওয়ার্ড দিয়ে লগ ইন করুন।",
    askedFor: "পরের পাতায় আপনার পাসওয়ার্ড চাওয়া হবে।",
    benign: ["অর্ডার দেখতে আপনার Acme অ্যাকাউন্টে লগ ইন করুন।", "আমরা কখনো আপনার পাসওয়ার্ড চাইব না।"],
  },
  mr: {
    ownAccount: "कागदपत्र पाहण्यासाठी तुमच्या ईमेल पासवर्डने लॉग इन करा.",
    askedFor: "पुढील पानावर तुमचा पासवर्ड विचारला जाईल.",
    benign: ["तुमची ऑर्डर पाहण्यासाठी तुमच्या Acme खात्यात लॉग इन करा.", "आम्ही तुमचा पासवर्ड कधीही विचारणार नाही."],
  },
  gu: {
    ownAccount: "દસ્તાવેજ જોવા માટે તમારા ઈમેલ પાસવર્ડથી લૉગ ઇન કરો.",
    askedFor: "આગલા પાના પર તમારો પાસવર્ડ પૂછવામાં આવશે.",
    benign: ["તમારો ઓર્ડર જોવા તમારા Acme એકાઉન્ટમાં લૉગ ઇન કરો.", "અમે ક્યારેય તમારો પાસવર્ડ માંગીશું નહીં."],
  },
  pa: {
    ownAccount: "ਦਸਤਾਵੇਜ਼ ਦੇਖਣ ਲਈ ਆਪਣੇ ਈਮੇਲ ਪਾਸਵਰਡ ਨਾਲ ਲੌਗ ਇਨ ਕਰੋ।",
    askedFor: "ਅਗਲੇ ਪੰਨੇ 'ਤੇ ਤੁਹਾਡਾ ਪਾਸਵਰਡ ਪੁੱਛਿਆ ਜਾਵੇਗਾ।",
    benign: ["ਆਪਣਾ ਆਰਡਰ ਦੇਖਣ ਲਈ ਆਪਣੇ Acme ਖਾਤੇ ਵਿੱਚ ਲੌਗ ਇਨ ਕਰੋ।", "ਅਸੀਂ ਕਦੇ ਵੀ ਤੁਹਾਡਾ ਪਾਸਵਰਡ ਨਹੀਂ ਮੰਗਾਂਗੇ।"],
  },
  ta: {
    ownAccount: "ஆவணத்தைப் பார்க்க உங்கள் அலுவலக மின்னஞ்சல் கணக்கு மூலம் உள்நுழையவும்.",
    askedFor: "அடுத்த பக்கத்தில் உங்கள் கடவுச்சொல் கேட்கப்படும்.",
    benign: ["உங்கள் ஆர்டரைப் பார்க்க Acme கணக்கில் உள்நுழையவும்.", "நாங்கள் உங்கள் கடவுச்சொல்லை ஒருபோதும் கேட்க மாட்டோம்."],
  },
  te: {
    ownAccount: "పత్రాన్ని చూడటానికి మీ ఆఫీస్ ఈమెయిల్ పాస్వర్డ్‌తో లాగిన్ అవ్వండి.",
    askedFor: "తర్వాతి పేజీలో మీ పాస్వర్డ్ అడుగుతారు.",
    benign: ["మీ ఆర్డర్ చూడటానికి మీ Acme ఖాతాలో లాగిన్ అవ్వండి.", "మేము మీ పాస్వర్డ్ ఎప్పుడూ అడగము."],
  },
  kn: {
    ownAccount: "ದಾಖಲೆಯನ್ನು ನೋಡಲು ನಿಮ್ಮ ಕಚೇರಿ ಇಮೇಲ್ ಖಾತೆಯಿಂದ ಲಾಗಿನ್ ಮಾಡಿ.",
    askedFor: "ಮುಂದಿನ ಪುಟದಲ್ಲಿ ನಿಮ್ಮ ಪಾಸ್ವರ್ಡ್ ಕೇಳಲಾಗುತ್ತದೆ.",
    benign: ["ನಿಮ್ಮ ಆರ್ಡರ್ ನೋಡಲು ನಿಮ್ಮ Acme ಖಾತೆಗೆ ಲಾಗಿನ್ ಮಾಡಿ.", "ನಾವು ನಿಮ್ಮ ಪಾಸ್ವರ್ಡ್ ಅನ್ನು ಎಂದಿಗೂ ಕೇಳುವುದಿಲ್ಲ."],
  },
  ml: {
    ownAccount: "രേഖ കാണാൻ നിങ്ങളുടെ ഓഫീസ് ഇമെയിൽ അക്കൗണ്ട് ഉപയോഗിച്ച് ലോഗിൻ ചെയ്യുക.",
    askedFor: "അടുത്ത പേജിൽ നിങ്ങളുടെ പാസ്വേഡ് ചോദിക്കും.",
    benign: ["നിങ്ങളുടെ ഓർഡർ കാണാൻ Acme അക്കൗണ്ടിൽ ലോഗിൻ ചെയ്യുക.", "ഞങ്ങൾ ഒരിക്കലും നിങ്ങളുടെ പാസ്വേഡ് ചോദിക്കില്ല."],
  },
  si: {
    ownAccount: "ලේඛනය බැලීමට ඔබගේ කාර්යාල ඊමේල් ගිණුමෙන් ලොග් වන්න.",
    askedFor: "ඊළඟ පිටුවේ ඔබගේ මුරපදය ඉල්ලා සිටිනු ඇත.",
    benign: ["ඔබගේ ඇණවුම බැලීමට Acme ගිණුමට ලොග් වන්න.", "අපි කිසිවිටෙක ඔබගේ මුරපදය ඉල්ලන්නේ නැත."],
  },
  th: {
    ownAccount: "กรุณาเข้าสู่ระบบด้วยบัญชีอีเมลองค์กรของคุณเพื่อดูเอกสาร",
    askedFor: "ในหน้าถัดไประบบจะขอรหัสผ่านของคุณ",
    benign: ["เข้าสู่ระบบบัญชี Acme ของคุณเพื่อดูคำสั่งซื้อ", "เราจะไม่ขอรหัสผ่านของคุณ"],
  },
  lo: {
    ownAccount: "ກະລຸນາເຂົ້າສູ່ລະບົບດ້ວຍບັນຊີອີເມວຂອງທ່ານເພື່ອເບິ່ງເອກະສານ",
    askedFor: "ໃນໜ້າຕໍ່ໄປລະບົບຈະຂໍລະຫັດຜ່ານຂອງທ່ານ",
    benign: ["ເຂົ້າສູ່ລະບົບບັນຊີ Acme ຂອງທ່ານເພື່ອເບິ່ງຄຳສັ່ງຊື້", "ພວກເຮົາຈະບໍ່ຂໍລະຫັດຜ່ານຂອງທ່ານ"],
  },
  km: {
    ownAccount: "សូមចូលដោយប្រើគណនីអ៊ីមែលរបស់អ្នកដើម្បីមើលឯកសារ",
    askedFor: "នៅទំព័របន្ទាប់ ប្រព័ន្ធនឹងស្នើសុំពាក្យសម្ងាត់របស់អ្នក",
    benign: ["ចូលគណនី Acme របស់អ្នកដើម្បីមើលការបញ្ជាទិញ", "យើងមិនដែលសុំពាក្យសម្ងាត់របស់អ្នកទេ"],
  },
  my: {
    ownAccount: "စာရွက်စာတမ်းကြည့်ရန် သင်၏ ရုံး အီးမေးလ် အကောင့်ဖြင့် ဝင်ရောက်ပါ",
    askedFor: "နောက်စာမျက်နှာတွင် သင်၏ စကားဝှက်ကို တောင်းပါလိမ့်မည်",
    benign: ["သင်၏ Acme အကောင့်သို့ ဝင်ရောက်ပါ", "ကျွန်ုပ်တို့သည် သင်၏ စကားဝှက်ကို ဘယ်တော့မှ မတောင်းပါ"],
  },
  vi: {
    ownAccount: "Vui lòng đăng nhập bằng tài khoản email công ty để xem tài liệu.",
    askedFor: "Ở trang tiếp theo, bạn sẽ được yêu cầu nhập mật khẩu.",
    benign: [
      "Đăng nhập vào tài khoản Acme của bạn để xem đơn hàng.",
      "Chúng tôi sẽ không bao giờ yêu cầu mật khẩu của bạn.",
      "Vui long dang nhap vao tai khoan Acme cua ban.",
    ],
  },
  id: {
    ownAccount: "Silakan masuk dengan akun email kantor Anda untuk melihat dokumen.",
    askedFor: "Di halaman berikutnya Anda akan diminta memasukkan kata sandi.",
    benign: [
      "Masuk ke akun Acme Anda untuk melihat pesanan.",
      "Kami tidak akan pernah meminta kata sandi Anda.",
      "Anda meminta pengaturan ulang kata sandi.",
    ],
  },
  ms: {
    ownAccount: "Sila log masuk dengan akaun e-mel pejabat anda untuk melihat dokumen.",
    askedFor: "Anda akan diminta memasukkan kata laluan.",
    benign: [
      "Log masuk ke akaun Acme anda untuk melihat pesanan.",
      "Kami tidak akan sesekali meminta kata laluan anda.",
    ],
  },
  tl: {
    ownAccount: "Mag-log in gamit ang iyong email account sa trabaho para makita ang dokumento.",
    askedFor: "Sa susunod na pahina, hihingin ang iyong password.",
    benign: ["Mag-log in sa iyong Acme account para makita ang order.", "Hindi namin hinihingi ang iyong password."],
  },
  sw: {
    ownAccount: "Ingia kwa kutumia akaunti yako ya barua pepe ya kazi ili kuona hati.",
    askedFor: "Kwenye ukurasa unaofuata utaombwa nenosiri lako.",
    benign: ["Ingia kwenye akaunti yako ya Acme ili kuona oda yako.", "Hatutakuomba kamwe nenosiri lako."],
  },
  yo: {
    ownAccount: "Wọlé pẹ̀lú àkọọ́lẹ̀ í-meèlì iṣẹ́ rẹ láti wo ìwé náà.",
    askedFor: "Ní ojú-ìwé tó kàn, a ó béèrè ọ̀rọ̀ aṣínà rẹ.",
    benign: ["Wọlé sí àkáǹtì Acme rẹ láti wo ìbéèrè rẹ.", "A kì yóò béèrè ọ̀rọ̀ aṣínà rẹ láé."],
  },
  ig: {
    ownAccount: "Banye site na akaụntụ email ọrụ gị ka ịhụ akwụkwọ ahụ.",
    askedFor: "N'ibe ọzọ, a ga-ajụ gị paswọọdụ gị.",
    benign: ["Banye n'akaụntụ Acme gị ka ịhụ ihe i nyere n'iwu.", "Anyị agaghị arịọ gị paswọọdụ gị."],
  },
  ha: {
    ownAccount: "Shiga da asusun imel na aiki don ganin takardar.",
    askedFor: "A shafi na gaba za a tambaye ka kalmar sirri.",
    benign: ["Shiga asusun Acme ɗinka don ganin odarka.", "Ba za mu taɓa tambayar kalmar sirrinka ba."],
  },
  zu: {
    ownAccount: "Ngena nge-akhawunti yakho ye-imeyili ukuze ubone idokhumenti.",
    askedFor: "Ekhasini elilandelayo uzocelwa iphasiwedi yakho.",
    benign: ["Ngena ku-akhawunti yakho ye-Acme ukuze ubone i-oda.", "Ngeke sikucele iphasiwedi yakho."],
  },
  xh: {
    ownAccount: "Ngena nge-akhawunti yakho ye-imeyile ukuze ubone uxwebhu.",
    askedFor: "Kwiphepha elilandelayo uza kucelwa iphasiwedi yakho.",
    benign: ["Ngena kwi-akhawunti yakho ye-Acme ukuze ubone i-odolo.", "Asisoze sicele iphasiwedi yakho."],
  },
  so: {
    ownAccount: "Ku gal akoonka iimaylkaaga shaqada si aad u aragto dukumeentiga.",
    askedFor: "Bogga xiga waxaa lagu weydiin doonaa furaha sirta.",
    benign: ["Gal akoonkaaga Acme si aad u aragto dalabkaaga.", "Weligeen kama codsan doonno furaha sirtaada."],
  },
  tr: {
    ownAccount: "Belgeyi görüntülemek için kurumsal e-posta hesabınızla giriş yapın.",
    askedFor: "Bir sonraki sayfada sizden şifreniz istenecek.",
    benign: ["Siparişinizi görmek için Acme hesabınıza giriş yapın.", "Sizden asla şifrenizi istemeyeceğiz."],
  },
  az: {
    ownAccount: "Sənədə baxmaq üçün korporativ hesabınızla daxil olun.",
    askedFor: "Növbəti səhifədə sizdən şifrə tələb olunacaq.",
    benign: ["Sifarişinizi görmək üçün Acme hesabınıza daxil olun.", "Biz heç vaxt şifrənizi soruşmayacağıq."],
  },
  kk: {
    ownAccount: "Құжатты көру үшін корпоративтік есептік жазбаңызбен кіріңіз.",
    askedFor: "Келесі бетте сізден құпиясөз сұралады.",
    benign: ["Тапсырысыңызды көру үшін Acme аккаунтыңызға кіріңіз.", "Біз ешқашан құпиясөзіңізді сұрамаймыз."],
  },
  uz: {
    ownAccount: "Hujjatni ko‘rish uchun korporativ hisobingiz bilan kiring.",
    askedFor: "Keyingi sahifada sizdan parol so‘raladi.",
    benign: ["Buyurtmangizni ko‘rish uchun Acme hisobingizga kiring.", "Biz hech qachon parolingizni so‘ramaymiz."],
  },
  am: {
    ownAccount: "ሰነዱን ለማየት በሥራ መለያዎ ይግቡ።",
    askedFor: "በሚቀጥለው ገጽ የይለፍ ቃልዎ ይጠየቃሉ።",
    benign: ["ትዕዛዝዎን ለማየት ወደ Acme መለያዎ ይግቡ።", "የይለፍ ቃልዎን በጭራሽ አንጠይቅም።"],
  },
  ti: {
    ownAccount: "ነቲ ሰነድ ንምርኣይ ብናይ ኢመይል ሕሳብኩም እተዉ።",
    askedFor: "ኣብቲ ዝቕጽል ገጽ ቃል ምሕላፍኩም ክትሕተቱ ኢኹም።",
    benign: ["ትእዛዝኩም ንምርኣይ ናብ ናይ Acme ሕሳብኩም እተዉ።", "ቃል ምሕላፍኩም ፈጺምና ኣይንሓትትን።"],
  },
  sv: {
    ownAccount: "Logga in med ditt jobbkonto för att se dokumentet.",
    askedFor: "Du kommer att bli ombedd att ange ditt lösenord.",
    benign: ["Logga in på ditt Acme-konto för att se din order.", "Vi kommer aldrig att be om ditt lösenord."],
  },
  da: {
    ownAccount: "Log ind med din arbejdskonto for at se dokumentet.",
    askedFor: "Du vil blive bedt om din adgangskode.",
    benign: ["Log ind på din Acme-konto for at se din ordre.", "Vi vil aldrig bede om din adgangskode."],
  },
  nb: {
    ownAccount: "Logg inn med e-postkontoen din for å se dokumentet.",
    askedFor: "Du vil bli bedt om passordet ditt.",
    benign: ["Logg inn på din Acme-konto for å se bestillingen.", "Vi vil aldri be om passordet ditt."],
  },
  fi: {
    ownAccount: "Kirjaudu työtililläsi nähdäksesi asiakirjan.",
    askedFor: "Seuraavalla sivulla sinulta kysytään salasanaa.",
    benign: ["Kirjaudu Acme-tilillesi nähdäksesi tilauksesi.", "Emme koskaan kysy salasanaasi."],
  },
  cs: {
    ownAccount: "Přihlaste se svým firemním účtem a zobrazte dokument.",
    askedFor: "Na další stránce budete požádáni o heslo.",
    benign: ["Přihlaste se ke svému účtu Acme a sledujte objednávku.", "Nikdy vás nebudeme žádat o heslo."],
  },
  sk: {
    ownAccount: "Prihláste sa svojím firemným účtom a zobrazte dokument.",
    askedFor: "Na ďalšej stránke budete požiadaní o heslo.",
    benign: ["Prihláste sa do svojho účtu Acme.", "Nikdy vás nebudeme žiadať o heslo."],
  },
  el: {
    ownAccount: "Συνδεθείτε με τον εταιρικό λογαριασμό σας για να δείτε το έγγραφο.",
    askedFor: "Στην επόμενη σελίδα θα σας ζητηθεί ο κωδικός πρόσβασης.",
    benign: ["Συνδεθείτε στον λογαριασμό σας Acme.", "Δεν θα σας ζητήσουμε ποτέ τον κωδικό σας."],
  },
  ro: {
    ownAccount: "Conectați-vă cu contul de e-mail al companiei pentru a vedea documentul.",
    askedFor: "Pe pagina următoare vi se va cere parola.",
    benign: ["Conectați-vă la contul Acme pentru a vedea comanda.", "Nu vă vom cere niciodată parola."],
  },
  hu: {
    ownAccount: "Jelentkezzen be céges e-mail fiókjával a dokumentum megtekintéséhez.",
    askedFor: "A következő oldalon a rendszer el fogja kérni a jelszavát.",
    benign: ["Jelentkezzen be Acme fiókjába a rendelés megtekintéséhez.", "Soha nem kérjük el a jelszavát."],
  },
  bg: {
    ownAccount: "Влезте със служебния си акаунт, за да видите документа.",
    askedFor: "На следващата страница ще бъдете помолени за паролата си.",
    benign: ["Влезте в своя акаунт в Acme, за да видите поръчката.", "Никога няма да ви поискаме паролата."],
  },
  sh: {
    ownAccount: "Prijavite se svojim poslovnim nalogom da biste videli dokument.",
    askedFor: "Na sledećoj stranici bićete upitani za lozinku.",
    benign: ["Prijavite se na svoj Acme nalog da vidite porudžbinu.", "Nikada vam nećemo tražiti lozinku."],
  },
  ca: {
    ownAccount: "Inicieu sessió amb el vostre compte de correu corporatiu per veure el document.",
    askedFor: "A la pàgina següent se us demanarà la contrasenya.",
    benign: [
      "Inicieu sessió al vostre compte d'Acme per veure la comanda.",
      "Mai no us demanarem la contrasenya.",
      "En recollir el paquet se us demanarà el codi de recollida.",
    ],
  },
  af: {
    ownAccount: "Teken in met jou werkrekening om die dokument te sien.",
    askedFor: "Jy sal gevra word vir jou wagwoord.",
    benign: ["Teken in op jou Acme-rekening om jou bestelling te sien.", "Ons sal jou nooit vir jou wagwoord vra nie."],
  },
  "hi-latn": {
    ownAccount: "Document dekhne ke liye apne office email password se login karein.",
    askedFor: "Agle page par aapka password pucha jayega.",
    benign: [
      "Apne Acme account me login karein aur order dekhein.",
      "Log in to your work account to see the updated account email settings.",
      "Hum kabhi aapka password nahi maangenge.",
    ],
  },
  "ar-latn": {
    ownAccount: "od5ol b password el email bta3ak 3shan tshof el malaf.",
    askedFor: "fel saf7a el gaya hayotlab minak el password.",
    benign: ["od5ol 3ala 7esabak fi Acme 3shan tshof el talab.", "Ehna 3omrena mesh hantlob el password."],
  },
  ja: {
    ownAccount: "会社のメールアドレスとパスワードでサインインしてください。",
    askedFor: "次の画面でパスワードの入力を求められます。",
    benign: [
      "Acmeアカウントにログインして注文を確認してください。",
      "当社がパスワードをお尋ねすることはありません。",
      "パスワードの再設定をリクエストされました。",
    ],
  },
  zh: {
    ownAccount: "请使用您的企业邮箱账号和密码登录查看文件。",
    askedFor: "下一页系统将要求您输入密码。",
    benign: ["请登录您的Acme账户查看订单。", "我们绝不会向您索取密码。", "您申请了重置密码。"],
  },
  ko: {
    ownAccount: "문서를 보려면 회사 이메일 계정으로 로그인하세요.",
    askedFor: "다음 화면에서 비밀번호 입력이 요청됩니다.",
    benign: ["주문을 확인하려면 Acme 계정에 로그인하세요.", "저희는 절대 비밀번호를 묻지 않습니다."],
  },
  sl: {
    ownAccount: "Prijavite se s službenim računom, da si ogledate dokument.",
    askedFor: "Na naslednji strani boste pozvani, da vnesete geslo.",
    benign: ["Prijavite se v svoj račun Acme.", "Nikoli vas ne bomo prosili za geslo."],
  },
  lt: {
    ownAccount: "Prisijunkite su savo darbo paskyra, kad pamatytumėte dokumentą.",
    askedFor: "Kitame puslapyje jūsų bus paprašyta įvesti slaptažodį.",
    benign: ["Prisijunkite prie savo Acme paskyros.", "Mes niekada neprašysime jūsų slaptažodžio."],
  },
  lv: {
    ownAccount: "Pieslēdzieties ar savu darba kontu, lai skatītu dokumentu.",
    askedFor: "Nākamajā lapā jums tiks lūgts ievadīt paroli.",
    benign: ["Pieslēdzieties savam Acme kontam.", "Mēs nekad neprasīsim jūsu paroli."],
  },
  et: {
    ownAccount: "Logige sisse oma töökontoga, et dokumenti näha.",
    askedFor: "Järgmisel lehel küsitakse teilt parooli.",
    benign: ["Logige sisse oma Acme kontole.", "Me ei küsi kunagi teie parooli."],
  },
  ka: {
    ownAccount: "დოკუმენტის სანახავად შედით სამსახურის ანგარიშით.",
    askedFor: "შემდეგ გვერდზე მოგეთხოვებათ პაროლი.",
    benign: ["შედით თქვენს Acme ანგარიშზე.", "ჩვენ არასოდეს მოვითხოვთ თქვენს პაროლს."],
  },
  hy: {
    ownAccount: "Փաստաթուղթը տեսնելու համար մուտք գործեք ձեր աշխատանքային հաշվով։",
    askedFor: "Հաջորդ էջում ձեզանից կպահանջվի գաղտնաբառը։",
    benign: ["Մուտք գործեք ձեր Acme հաշիվ։", "Մենք երբեք չենք պահանջի ձեր գաղտնաբառը։"],
  },
  mn: {
    ownAccount: "Баримтыг үзэхийн тулд ажлын бүртгэлээрээ нэвтэрнэ үү.",
    askedFor: "Дараагийн хуудсанд таны нууц үгийг асуух болно.",
    benign: ["Acme бүртгэлдээ нэвтэрнэ үү.", "Бид таны нууц үгийг хэзээ ч асуухгүй."],
  },
  jv: {
    ownAccount: "Mlebu nganggo akun email kantor sampeyan kanggo ndeleng dokumen.",
    askedFor: "Ing kaca sabanjure sampeyan bakal dijaluk sandi.",
    benign: ["Mlebu menyang akun Acme sampeyan.", "Kita ora bakal njaluk sandi sampeyan."],
  },
  ku: {
    ownAccount: "Ji bo dîtina belgeyê bi hesabê xwe yê e-nameyê têkevin.",
    askedFor: "Di rûpela din de dê ji we bê xwestin ku şîfreya xwe binivîsin.",
    benign: ["Têkevin hesabê xwe yê Acme.", "Em qet şîfreya we naxwazin."],
  },
  ckb: {
    ownAccount: "بۆ بینینی بەڵگەنامەکە بە هەژماری ئیمەیڵی کارەکەت بچۆرە ژوورەوە.",
    askedFor: "لە پەڕەی داهاتوودا داوات لێ دەکرێت وشەی نهێنی بنووسیت.",
    benign: ["بچۆرە ژوورەوە بۆ هەژماری Acme ـەکەت.", "ئێمە هەرگیز وشەی نهێنییەکەت داوا ناکەین."],
  },
};
