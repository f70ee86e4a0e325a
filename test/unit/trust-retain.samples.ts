// Samples for test/unit/trust-retain.test.ts, written for these tests from the account-keeping concepts (not taken
// from any corpus): per language, a credential act to keep access ("to keep access to mail, update your password"),
// funds held until the reader verifies ("your payouts are on hold until KYC verification is complete"), the reader's
// session suspended with an order to re-validate ("your session has been suspended. Re-validate now"), and benign
// near-misses that use the same words the human way (a password changed to keep the account safe, access kept after a
// migration, a payment on hold until the goods arrive, an account suspended for non-payment with no order to
// re-validate, a subscription paused).

export interface RetainSamples {
  /** 1. A credential act to keep access. */
  password: string[];
  /** 2. Funds held until the reader verifies. */
  funds: string[];
  /** 3. The reader's session or access suspended, with an order to re-validate. */
  suspended: string[];
  /** The same words in ordinary mail: the table may not hit. */
  benign: string[];
}

export const SAMPLES: Record<string, RetainSamples> = {
  en: {
    password: [
      "To keep access to mail and the calendar, update your password here.",
      "Please confirm your password today to avoid losing access to your mailbox.",
    ],
    funds: [
      "Your payouts are on hold until KYC verification is complete.",
      "Your funds have been frozen. Complete the identity verification to release them.",
    ],
    suspended: [
      "Your session has been suspended. Re-validate now.",
      "Your account (ID 44812) has been temporarily locked, please re-verify your account to continue.",
    ],
    benign: [
      "Change your password regularly to keep your account safe.",
      "To keep access cards safe, store them in the drawer.",
      "You keep access to your old files after the migration.",
      "Update the password in the shared vault.",
      "Reset your password from the sign-in page if you forget it.",
      "The payment is on hold until the goods arrive.",
      "Funds are held in escrow until completion of the sale.",
      "Verification of the invoice is complete, the payment will be released on Monday.",
      "The account was suspended for non-payment, please contact accounts.",
      "The road is blocked, re-route via the ring road.",
      "Your subscription is paused, reactivate it in the app whenever you like.",
    ],
  },
  de: {
    password: [
      "Um den Zugriff zu behalten, ändern Sie Ihr Passwort.",
      "Bitte bestätigen Sie Ihr Kennwort, um den Zugang zu Ihrem Postfach nicht zu verlieren.",
    ],
    funds: [
      "Ihre Auszahlungen sind bis zur Verifizierung gesperrt.",
      "Ihr Guthaben wurde eingefroren. Schließen Sie die KYC-Verifizierung ab, um es freizugeben.",
    ],
    suspended: [
      "Ihre Sitzung wurde gesperrt. Jetzt erneut bestätigen.",
      "Ihr Konto wurde vorübergehend eingeschränkt – reaktivieren Sie es über den folgenden Link.",
    ],
    benign: [
      "Ändern Sie Ihr Passwort regelmäßig, um Ihr Konto zu schützen.",
      "Nach der Migration behalten Sie den Zugriff auf Ihre alten Dateien.",
      "Die Zahlung ist bis zum Eingang der Ware zurückgehalten.",
      "Das Geld liegt bis zum Abschluss des Verkaufs auf einem Treuhandkonto.",
      "Das Konto wurde wegen Nichtzahlung gesperrt, bitte wenden Sie sich an die Buchhaltung.",
      "Ihr Abonnement ist pausiert, reaktivieren Sie es jederzeit in der App.",
    ],
  },
  fr: {
    password: [
      "Pour conserver l'accès, renouvelez votre mot de passe.",
      "Confirmez votre mot de passe afin de ne pas perdre l'accès à votre messagerie.",
    ],
    funds: [
      "Vos paiements sont bloqués jusqu'à la vérification de votre identité.",
      "Vos fonds sont gelés. Complétez la vérification KYC pour les débloquer.",
    ],
    suspended: [
      "Votre accès a été suspendu : revalidez-le maintenant.",
      "Votre session a été verrouillée. Réactivez votre compte via le lien ci-dessous.",
    ],
    benign: [
      "Changez régulièrement votre mot de passe pour protéger votre compte.",
      "Vous gardez l'accès à vos anciens fichiers après la migration.",
      "Le paiement est en attente jusqu'à la livraison des marchandises.",
      "Les fonds sont bloqués chez le notaire jusqu'à la signature de la vente.",
      "Le compte a été suspendu pour défaut de paiement, merci de contacter la comptabilité.",
      "Votre abonnement est en pause, réactivez-le dans l'application quand vous voulez.",
    ],
  },
  es: {
    password: [
      "Para mantener el acceso a su correo, actualice su contraseña aquí.",
      "Cambie su contraseña hoy para no perder el acceso a la cuenta.",
    ],
    funds: [
      "Sus pagos están retenidos hasta que complete la verificación de identidad.",
      "Tus fondos han sido congelados. Completa la verificación KYC para liberarlos.",
    ],
    suspended: [
      "Su sesión ha sido suspendida. Revalide ahora.",
      "Tu cuenta ha sido bloqueada temporalmente; reactiva tu cuenta desde este enlace.",
    ],
    benign: [
      "Cambie su contraseña con regularidad para mantener su cuenta segura.",
      "Después de la migración seguirá teniendo acceso a sus archivos antiguos.",
      "El pago está retenido hasta que llegue la mercancía.",
      "Los fondos quedan en depósito hasta la firma de la venta.",
      "La cuenta fue suspendida por impago, por favor contacte con contabilidad.",
      "Tu suscripción está en pausa, reactívala en la app cuando quieras.",
    ],
  },
  it: {
    password: [
      "Per mantenere l'accesso, aggiorna la password.",
      "Conferma le tue credenziali per non perdere l'accesso alla posta.",
    ],
    funds: [
      "I tuoi pagamenti sono trattenuti fino alla verifica dell'identità.",
      "I tuoi fondi sono stati congelati. Completa la verifica KYC per sbloccarli.",
    ],
    suspended: [
      "La tua sessione è stata sospesa. Riconvalida ora.",
      "Il tuo account è stato bloccato temporaneamente: riattiva il tuo account dal link.",
    ],
    benign: [
      "Cambia regolarmente la password per mantenere sicuro il tuo account.",
      "Dopo la migrazione mantieni l'accesso ai tuoi vecchi file.",
      "Il pagamento è in attesa fino all'arrivo della merce.",
      "I fondi sono depositati presso il notaio fino al rogito.",
      "L'account è stato sospeso per mancato pagamento, contatta l'amministrazione.",
      "Il tuo abbonamento è in pausa, riattivalo nell'app quando vuoi.",
    ],
  },
  pt: {
    password: [
      "Para manter o acesso ao e-mail, atualize a sua senha aqui.",
      "Altere a sua palavra-passe hoje para não perder o acesso à conta.",
    ],
    funds: [
      "Os seus pagamentos estão retidos até à conclusão da verificação.",
      "Seus fundos foram congelados. Conclua a verificação KYC para liberá-los.",
    ],
    suspended: [
      "A sua sessão foi suspensa. Revalide agora.",
      "Sua conta foi bloqueada temporariamente; reative sua conta pelo link abaixo.",
    ],
    benign: [
      "Altere a sua senha regularmente para manter a sua conta segura.",
      "Depois da migração continua a ter acesso aos seus ficheiros antigos.",
      "O pagamento está retido até à chegada da mercadoria.",
      "Os fundos ficam depositados no notário até à escritura.",
      "A conta foi suspensa por falta de pagamento, contacte a contabilidade.",
      "A sua assinatura está em pausa, reative-a na aplicação quando quiser.",
    ],
  },
  nl: {
    password: [
      "Wijzig uw wachtwoord om de toegang tot uw mailbox te behouden.",
      "Om je toegang te behouden, bevestig je wachtwoord via deze link.",
    ],
    funds: [
      "Uw uitbetalingen zijn geblokkeerd totdat u de identiteitsverificatie voltooit.",
      "Je saldo is bevroren. Voltooi de KYC-verificatie om het vrij te geven.",
    ],
    suspended: [
      "Uw sessie is opgeschort. Valideer nu opnieuw.",
      "Je account is tijdelijk vergrendeld, heractiveer je account via de link.",
    ],
    benign: [
      "Wijzig uw wachtwoord regelmatig om uw account veilig te houden.",
      "Na de migratie houdt u toegang tot uw oude bestanden.",
      "De betaling wordt vastgehouden tot de goederen zijn geleverd.",
      "Het geld staat bij de notaris tot de verkoop is afgerond.",
      "Het account is opgeschort wegens niet-betaling, neem contact op met de boekhouding.",
      "Je abonnement is gepauzeerd, activeer het in de app wanneer je wilt.",
    ],
  },
  sv: {
    password: [
      "Uppdatera ditt lösenord för att behålla åtkomst till din e-post.",
      "För att inte förlora åtkomst, bekräfta ditt lösenord i dag.",
    ],
    funds: [
      "Dina utbetalningar är spärrade tills du har verifierat din identitet.",
      "Ditt saldo är fryst. Slutför identitetsverifieringen för att frigöra det.",
    ],
    suspended: [
      "Din session har stängts av. Verifiera igen nu.",
      "Ditt konto har låsts tillfälligt, återaktivera kontot via länken.",
    ],
    benign: [
      "Byt lösenord regelbundet för att hålla ditt konto säkert.",
      "Efter migreringen behåller du åtkomsten till dina gamla filer.",
      "Betalningen hålls inne tills varorna har levererats.",
      "Pengarna står på ett spärrat konto tills försäljningen är klar.",
      "Kontot stängdes av på grund av utebliven betalning, kontakta ekonomi.",
      "Din prenumeration är pausad, återaktivera den i appen när du vill.",
    ],
  },
  pl: {
    password: [
      "Zaktualizuj hasło, aby zachować dostęp do poczty i kalendarza.",
      "Aby nie stracić dostępu do konta, potwierdź hasło jeszcze dziś.",
    ],
    funds: [
      "Twoje wypłaty są wstrzymane do czasu weryfikacji tożsamości.",
      "Środki na koncie zostały zamrożone. Dokończ weryfikację KYC, aby je odblokować.",
    ],
    suspended: [
      "Twoja sesja została zawieszona. Zweryfikuj ją ponownie teraz.",
      "Twoje konto zostało tymczasowo zablokowane, odblokuj konto przez poniższy link.",
    ],
    benign: [
      "Zmieniaj hasło regularnie, aby twoje konto było bezpieczne.",
      "Po migracji zachowasz dostęp do starych plików.",
      "Płatność jest wstrzymana do czasu dostarczenia towaru.",
      "Środki są zdeponowane u notariusza do zakończenia sprzedaży.",
      "Konto zostało zawieszone z powodu braku płatności, prosimy o kontakt z księgowością.",
      "Twoja subskrypcja jest wstrzymana, aktywuj ją w aplikacji, kiedy chcesz.",
    ],
  },
  cs: {
    password: [
      "Aktualizujte heslo, abyste si zachovali přístup k poště.",
      "Potvrďte své heslo, abyste neztratili přístup k účtu.",
    ],
    funds: [
      "Vaše výplaty jsou pozastaveny do ověření totožnosti.",
      "Vaše prostředky byly zmrazeny. Dokončete ověření KYC, abychom je uvolnili.",
    ],
    suspended: [
      "Vaše relace byla pozastavena. Ověřte ji znovu hned teď.",
      "Váš účet byl dočasně zablokován, odemkněte účet pomocí odkazu níže.",
    ],
    benign: [
      "Pravidelně měňte heslo, aby byl váš účet v bezpečí.",
      "Po migraci si zachováte přístup ke starým souborům.",
      "Platba je pozastavena do doručení zboží.",
      "Peníze jsou v úschově u notáře do dokončení prodeje.",
      "Účet byl pozastaven kvůli neplacení, kontaktujte prosím účtárnu.",
      "Vaše předplatné je pozastaveno, aktivujte ho v aplikaci, kdy chcete.",
    ],
  },
  ru: {
    password: [
      "Чтобы сохранить доступ к почте и календарю, обновите пароль по ссылке.",
      "Подтвердите пароль сегодня, чтобы не потерять доступ к учетной записи.",
    ],
    funds: [
      "Ваши выплаты заморожены до прохождения верификации.",
      "Средства на вашем балансе удерживаются. Пройдите KYC, чтобы их разблокировать.",
    ],
    suspended: [
      "Ваша сессия приостановлена. Подтвердите её повторно сейчас.",
      "Ваш аккаунт временно заблокирован: восстановите доступ по ссылке ниже.",
    ],
    benign: [
      "Регулярно меняйте пароль, чтобы ваша учетная запись была в безопасности.",
      "После миграции вы сохраните доступ к старым файлам.",
      "Платеж задержан до поступления товара на склад.",
      "Средства находятся на эскроу-счете до завершения сделки.",
      "Аккаунт был заблокирован за неуплату, обратитесь в бухгалтерию.",
      "Ваша подписка приостановлена, возобновите её в приложении когда захотите.",
    ],
  },
  uk: {
    password: [
      "Щоб зберегти доступ до пошти, оновіть пароль за посиланням.",
      "Підтвердіть пароль сьогодні, щоб не втратити доступ до облікового запису.",
    ],
    funds: [
      "Ваші виплати заморожені до проходження верифікації.",
      "Кошти на вашому балансі утримуються. Пройдіть KYC, щоб їх розблокувати.",
    ],
    suspended: [
      "Ваша сесія призупинена. Підтвердіть її повторно зараз.",
      "Ваш акаунт тимчасово заблоковано: відновіть доступ за посиланням нижче.",
    ],
    benign: [
      "Регулярно змінюйте пароль, щоб ваш обліковий запис був у безпеці.",
      "Після міграції ви збережете доступ до старих файлів.",
      "Платіж затримано до надходження товару.",
      "Кошти перебувають на ескроу-рахунку до завершення угоди.",
      "Акаунт було заблоковано за несплату, зверніться до бухгалтерії.",
      "Вашу підписку призупинено, поновіть її в застосунку коли забажаєте.",
    ],
  },
  el: {
    password: [
      "Για να διατηρήσετε την πρόσβαση στο email σας, ενημερώστε τον κωδικό σας εδώ.",
      "Επιβεβαιώστε τον κωδικό πρόσβασης για να μη χάσετε την πρόσβαση στον λογαριασμό.",
    ],
    funds: [
      "Οι πληρωμές σας είναι δεσμευμένες μέχρι να ολοκληρώσετε την επαλήθευση.",
      "Τα κεφάλαιά σας είναι παγωμένα. Ολοκληρώστε την ταυτοποίηση για να αποδεσμευτούν.",
    ],
    suspended: [
      "Η συνεδρία σας ανεστάλη. Επαληθεύστε ξανά τώρα.",
      "Ο λογαριασμός σας κλειδώθηκε προσωρινά, επανενεργοποιήστε τον από τον σύνδεσμο.",
    ],
    benign: [
      "Αλλάζετε τακτικά τον κωδικό σας για να είναι ασφαλής ο λογαριασμός σας.",
      "Μετά τη μετάβαση διατηρείτε πρόσβαση στα παλιά σας αρχεία.",
      "Η πληρωμή είναι σε αναμονή μέχρι να φτάσουν τα εμπορεύματα.",
      "Τα χρήματα μένουν στον συμβολαιογράφο μέχρι την ολοκλήρωση της πώλησης.",
      "Ο λογαριασμός ανεστάλη λόγω μη πληρωμής, επικοινωνήστε με το λογιστήριο.",
      "Η συνδρομή σας είναι σε παύση, ενεργοποιήστε την στην εφαρμογή όποτε θέλετε.",
    ],
  },
  tr: {
    password: [
      "E-postanıza erişiminizi korumak için şifrenizi buradan güncelleyin.",
      "Erişim kaybını önlemek için parolanızı bugün değiştirin.",
    ],
    funds: [
      "Ödemeleriniz kimlik doğrulaması tamamlanana kadar bloke edildi.",
      "Bakiyeniz donduruldu. Serbest bırakmak için KYC doğrulamasını tamamlayın.",
    ],
    suspended: [
      "Oturumunuz askıya alındı. Hemen yeniden doğrulayın.",
      "Hesabınız geçici olarak kilitlendi, bağlantıdan yeniden etkinleştirin.",
    ],
    benign: [
      "Hesabınızı güvende tutmak için şifrenizi düzenli olarak değiştirin.",
      "Taşımadan sonra eski dosyalarınıza erişiminiz devam eder.",
      "Ödeme, mallar teslim edilene kadar bekletiliyor.",
      "Para, satış tamamlanana kadar emanet hesabında tutuluyor.",
      "Hesap ödeme yapılmadığı için askıya alındı, lütfen muhasebeyle iletişime geçin.",
      "Aboneliğiniz duraklatıldı, istediğiniz zaman uygulamadan yeniden başlatın.",
    ],
  },
  id: {
    password: [
      "Perbarui kata sandi Anda agar tidak kehilangan akses ke email.",
      "Untuk mempertahankan akses ke akun, konfirmasi kata sandi Anda di sini.",
    ],
    funds: [
      "Pembayaran Anda ditahan sampai verifikasi identitas selesai.",
      "Dana Anda dibekukan. Selesaikan verifikasi KYC untuk mencairkannya.",
    ],
    suspended: [
      "Sesi Anda telah ditangguhkan. Validasi ulang sekarang.",
      "Akun Anda dikunci sementara, aktifkan kembali melalui tautan ini.",
    ],
    benign: [
      "Ganti kata sandi secara berkala agar akun Anda tetap aman.",
      "Setelah migrasi, Anda tetap memiliki akses ke file lama.",
      "Pembayaran ditahan sampai barang tiba.",
      "Dana disimpan di rekening bersama sampai penjualan selesai.",
      "Akun tersebut ditangguhkan karena belum dibayar, silakan hubungi bagian keuangan.",
      "Langganan Anda dijeda, aktifkan lagi di aplikasi kapan saja.",
    ],
  },
  ms: {
    password: [
      "Kemas kini kata laluan anda untuk mengekalkan akses ke e-mel.",
      "Sahkan kata laluan anda hari ini supaya tidak kehilangan akses akaun.",
    ],
    funds: [
      "Pembayaran anda ditahan sehingga pengesahan identiti selesai.",
      "Dana anda telah dibekukan. Lengkapkan pengesahan KYC untuk melepaskannya.",
    ],
    suspended: [
      "Sesi anda telah digantung. Sahkan semula sekarang.",
      "Akaun anda dikunci buat sementara, aktifkan semula melalui pautan ini.",
    ],
    benign: [
      "Tukar kata laluan secara berkala untuk memastikan akaun anda selamat.",
      "Selepas migrasi, anda terus mempunyai akses kepada fail lama.",
      "Pembayaran ditahan sehingga barang tiba.",
      "Wang disimpan dalam akaun amanah sehingga jualan selesai.",
      "Akaun itu digantung kerana tidak membayar, sila hubungi bahagian akaun.",
      "Langganan anda dijeda, aktifkan dalam aplikasi bila-bila masa.",
    ],
  },
  vi: {
    password: [
      "Để duy trì quyền truy cập email, hãy cập nhật mật khẩu tại đây.",
      "Vui lòng xác nhận mật khẩu hôm nay để không bị mất quyền truy cập tài khoản.",
    ],
    funds: [
      "Các khoản thanh toán của bạn bị tạm giữ cho đến khi hoàn tất xác minh.",
      "Số dư của bạn đã bị đóng băng. Hãy hoàn tất xác minh KYC để giải phóng.",
    ],
    suspended: [
      "Phiên của bạn đã bị tạm ngưng. Hãy xác thực lại ngay.",
      "Tài khoản của bạn đã bị khóa tạm thời, hãy kích hoạt lại qua liên kết.",
    ],
    benign: [
      "Hãy đổi mật khẩu thường xuyên để giữ an toàn cho tài khoản.",
      "Sau khi chuyển đổi, bạn vẫn giữ quyền truy cập vào các tệp cũ.",
      "Khoản thanh toán bị tạm giữ cho đến khi hàng đến.",
      "Tiền được giữ trong tài khoản ký quỹ cho đến khi hoàn tất việc bán.",
      "Tài khoản đã bị khóa vì chưa thanh toán, vui lòng liên hệ phòng kế toán.",
      "Gói đăng ký của bạn đang tạm dừng, hãy kích hoạt lại trong ứng dụng bất cứ lúc nào.",
    ],
  },
  sw: {
    password: [
      "Sasisha nenosiri lako ili kudumisha ufikiaji wa barua pepe.",
      "Thibitisha nenosiri lako leo ili kuepuka kupoteza ufikiaji wa akaunti.",
    ],
    funds: [
      "Malipo yako yamezuiwa hadi ukamilishe uthibitishaji.",
      "Fedha zako zimegandishwa. Kamilisha uthibitishaji wa KYC ili zitolewe.",
    ],
    suspended: [
      "Akaunti yako imesimamishwa. Thibitisha tena sasa.",
      "Ufikiaji wako umefungwa kwa muda, rejesha ufikiaji kupitia kiungo hiki.",
    ],
    benign: [
      "Badilisha nenosiri mara kwa mara ili akaunti yako iwe salama.",
      "Baada ya uhamisho utaendelea kuwa na faili zako za zamani.",
      "Malipo yamezuiwa hadi bidhaa zifike.",
      "Pesa zimehifadhiwa kwa wakala hadi mauzo yakamilike.",
      "Akaunti ilisimamishwa kwa kutolipa, tafadhali wasiliana na uhasibu.",
      "Usajili wako umesitishwa kwa muda, uwashe tena kwenye programu wakati wowote.",
    ],
  },
  hi: {
    password: [
      "ईमेल तक पहुंच बनाए रखने के लिए अपना पासवर्ड अपडेट करें।",
      "अपने खाते की एक्सेस न खोने के लिए आज ही पासवर्ड की पुष्टि करें।",
    ],
    funds: [
      "आपके भुगतान केवाईसी सत्यापन पूरा होने तक रोक दिए गए हैं।",
      "आपकी राशि फ्रीज़ कर दी गई है। इसे जारी कराने के लिए केवाईसी पूरा करें।",
    ],
    suspended: [
      "आपका सत्र निलंबित कर दिया गया है। अभी पुनः सत्यापित करें।",
      "आपका खाता अस्थायी रूप से लॉक हो गया है, नीचे दिए लिंक से फिर से सक्रिय करें।",
    ],
    benign: [
      "अपने खाते को सुरक्षित रखने के लिए नियमित रूप से पासवर्ड बदलें।",
      "माइग्रेशन के बाद भी आपकी पुरानी फ़ाइलों तक पहुंच बनी रहेगी।",
      "माल पहुंचने तक भुगतान रोक दिया गया है।",
      "बिक्री पूरी होने तक राशि एस्क्रो खाते में रहेगी।",
      "भुगतान न होने के कारण खाता निलंबित किया गया, कृपया लेखा विभाग से संपर्क करें।",
      "आपकी सदस्यता रुकी हुई है, जब चाहें ऐप में इसे फिर से शुरू करें।",
    ],
  },
  bn: {
    password: ["ইমেইলে অ্যাক্সেস বজায় রাখতে আপনার পাসওয়ার্ড আপডেট করুন।", "অ্যাকাউন্টের অ্যাক্সেস হারানো এড়াতে আজই পাসওয়ার্ড নিশ্চিত করুন।"],
    funds: [
      "আপনার পেমেন্ট কেওয়াইসি যাচাই সম্পন্ন না হওয়া পর্যন্ত আটকে রাখা হয়েছে।",
      "আপনার তহবিল ফ্রিজ করা হয়েছে। ছাড় পেতে কেওয়াইসি সম্পন্ন করুন।",
    ],
    suspended: [
      "আপনার সেশন স্থগিত করা হয়েছে। এখনই পুনরায় যাচাই করুন।",
      "আপনার অ্যাকাউন্ট সাময়িকভাবে লক করা হয়েছে, নিচের লিংক থেকে পুনরায় সক্রিয় করুন।",
    ],
    benign: [
      "অ্যাকাউন্ট নিরাপদ রাখতে নিয়মিত পাসওয়ার্ড পরিবর্তন করুন।",
      "মাইগ্রেশনের পরেও পুরনো ফাইলগুলোতে আপনার অ্যাক্সেস থাকবে।",
      "পণ্য পৌঁছানো পর্যন্ত পেমেন্ট আটকে রাখা হয়েছে।",
      "বিক্রয় সম্পন্ন না হওয়া পর্যন্ত টাকা এসক্রোতে থাকবে।",
      "বকেয়া থাকায় অ্যাকাউন্টটি স্থগিত করা হয়েছে, হিসাব বিভাগে যোগাযোগ করুন।",
      "আপনার সাবস্ক্রিপশন বিরতিতে আছে, যখন খুশি অ্যাপে আবার চালু করুন।",
    ],
  },
  ur: {
    password: [
      "ای میل تک رسائی برقرار رکھنے کے لیے اپنا پاس ورڈ اپ ڈیٹ کریں۔",
      "اکاؤنٹ کی رسائی نہ کھونے کے لیے آج ہی پاس ورڈ کی تصدیق کریں۔",
    ],
    funds: [
      "آپ کی ادائیگیاں کے وائی سی تصدیق مکمل ہونے تک روک دی گئی ہیں۔",
      "آپ کے فنڈز منجمد کر دیے گئے ہیں۔ انہیں جاری کرانے کے لیے تصدیق مکمل کریں۔",
    ],
    suspended: [
      "آپ کا سیشن معطل کر دیا گیا ہے۔ ابھی دوبارہ تصدیق کریں۔",
      "آپ کا اکاؤنٹ عارضی طور پر لاک ہو گیا ہے، نیچے دیے گئے لنک سے دوبارہ فعال کریں۔",
    ],
    benign: [
      "اپنے اکاؤنٹ کو محفوظ رکھنے کے لیے باقاعدگی سے پاس ورڈ تبدیل کریں۔",
      "منتقلی کے بعد بھی پرانی فائلوں تک آپ کی رسائی رہے گی۔",
      "سامان پہنچنے تک ادائیگی روک دی گئی ہے۔",
      "فروخت مکمل ہونے تک رقم ایسکرو میں رہے گی۔",
      "عدم ادائیگی کی وجہ سے اکاؤنٹ معطل کیا گیا، براہ کرم اکاؤنٹس سے رابطہ کریں۔",
      "آپ کی سبسکرپشن رکی ہوئی ہے، جب چاہیں ایپ میں دوبارہ شروع کریں۔",
    ],
  },
  ar: {
    password: [
      "للحفاظ على الوصول إلى بريدك، حدّث كلمة المرور من هنا.",
      "يرجى تأكيد كلمة المرور اليوم لتجنب فقدان الوصول إلى حسابك.",
    ],
    funds: ["مدفوعاتك معلقة حتى تكمل التحقق من هويتك.", "تم تجميد رصيدك. أكمل التحقق من هويتك لتحرير الأموال."],
    suspended: ["تم تعليق جلستك. أعد التحقق الآن.", "تم قفل حسابك مؤقتاً، أعد تفعيل الحساب عبر الرابط أدناه."],
    benign: [
      "غيّر كلمة المرور بانتظام للحفاظ على أمان حسابك.",
      "بعد الترحيل ستحتفظ بإمكانية الوصول إلى ملفاتك القديمة.",
      "الدفعة معلقة حتى وصول البضاعة.",
      "الأموال محتجزة لدى طرف ثالث حتى إتمام البيع.",
      "تم تعليق الحساب بسبب عدم السداد، يرجى التواصل مع قسم المحاسبة.",
      "اشتراكك متوقف مؤقتاً، يمكنك إعادة تفعيله في التطبيق متى شئت.",
    ],
  },
  fa: {
    password: [
      "برای حفظ دسترسی به ایمیل، رمز عبور خود را به‌روزرسانی کنید.",
      "رمز عبور خود را امروز تأیید کنید تا دسترسی به حساب را از دست ندهید.",
    ],
    funds: [
      "پرداخت‌های شما تا تکمیل احراز هویت مسدود شده است.",
      "موجودی شما مسدود شد. برای آزادسازی، احراز هویت را تکمیل کنید.",
    ],
    suspended: [
      "نشست شما تعلیق شده است. هم‌اکنون دوباره تأیید کنید.",
      "حساب شما موقتاً قفل شده است، از طریق لینک زیر فعال‌سازی مجدد کنید.",
    ],
    benign: [
      "برای امنیت حساب خود، رمز عبور را به طور منظم تغییر دهید.",
      "پس از مهاجرت، همچنان به فایل‌های قدیمی خود دسترسی دارید.",
      "پرداخت تا رسیدن کالا متوقف است.",
      "وجه تا تکمیل فروش نزد امین نگهداری می‌شود.",
      "حساب به دلیل عدم پرداخت تعلیق شد، لطفاً با حسابداری تماس بگیرید.",
      "اشتراک شما متوقف است، هر زمان خواستید آن را در برنامه دوباره فعال کنید.",
    ],
  },
  he: {
    password: ["כדי לשמור על הגישה לדואר, עדכן את הסיסמה כאן.", "אשרו את הסיסמה היום כדי לא לאבד את הגישה לחשבון."],
    funds: ["התשלומים שלך מוקפאים עד אימות הזהות.", "הכספים בחשבונך מעוכבים. השלם את אימות הזהות כדי לשחרר אותם."],
    suspended: ["החשבון שלך הושעה. אמת מחדש עכשיו.", "הגישה שלך נחסמה זמנית, הפעל מחדש דרך הקישור."],
    benign: [
      "החליפו את הסיסמה באופן קבוע כדי לשמור על אבטחת החשבון.",
      "לאחר ההעברה תמשיכו ליהנות מגישה לקבצים הישנים.",
      "התשלום מעוכב עד להגעת הסחורה.",
      "הכספים מוחזקים בנאמנות עד להשלמת המכירה.",
      "החשבון הושעה בשל אי תשלום, נא לפנות להנהלת החשבונות.",
      "המינוי שלך מושהה, אפשר לחדש אותו באפליקציה מתי שרוצים.",
    ],
  },
  am: {
    password: ["የኢሜይል መዳረሻዎን ለማቆየት የይለፍ ቃልዎን ያዘምኑ።", "መዳረሻ እንዳያጡ ዛሬ የይለፍ ቃልዎን ያረጋግጡ።"],
    funds: ["ክፍያዎችዎ ማረጋገጫውን እስኪያጠናቅቁ ድረስ ታግደዋል።", "ገንዘብዎ ተይዟል። ለመልቀቅ ማረጋገጫውን ያጠናቅቁ።"],
    suspended: ["ክፍለ ጊዜዎ ታግዷል። አሁን እንደገና ያረጋግጡ።", "መለያዎ ለጊዜው ተቆልፏል፣ በዚህ አገናኝ እንደገና ያግብሩ።"],
    benign: [
      "መለያዎን ደህንነቱ የተጠበቀ ለማድረግ የይለፍ ቃልዎን በየጊዜው ይቀይሩ።",
      "ከፍልሰቱ በኋላ የድሮ ፋይሎችዎን ማግኘት ይቀጥላሉ።",
      "ዕቃው እስኪደርስ ድረስ ክፍያው ተይዟል።",
      "ሽያጩ እስኪጠናቀቅ ድረስ ገንዘቡ በአደራ ይቀመጣል።",
      "መለያው ባለመክፈል ምክንያት ታግዷል፣ እባክዎ የሂሳብ ክፍልን ያነጋግሩ።",
      "የደንበኝነት ምዝገባዎ ቆሟል፣ በፈለጉ ጊዜ በመተግበሪያው ውስጥ ያስጀምሩት።",
    ],
  },
  th: {
    password: ["เพื่อรักษาการเข้าถึงอีเมล โปรดอัปเดตรหัสผ่านของคุณที่นี่", "โปรดยืนยันรหัสผ่านวันนี้เพื่อไม่ให้สูญเสียการเข้าถึงบัญชี"],
    funds: ["การถอนเงินของคุณถูกระงับจนกว่าคุณจะยืนยันตัวตน", "ยอดเงินของคุณถูกอายัด โปรดยืนยันตัวตนให้เสร็จเพื่อปลดล็อก"],
    suspended: ["เซสชันของคุณถูกระงับ โปรดยืนยันอีกครั้งทันที", "บัญชีของคุณถูกล็อกชั่วคราว กรุณาเปิดใช้งานอีกครั้งผ่านลิงก์นี้"],
    benign: [
      "เปลี่ยนรหัสผ่านเป็นประจำเพื่อให้บัญชีของคุณปลอดภัย",
      "หลังการย้ายระบบ คุณยังเข้าถึงไฟล์เก่าได้ตามปกติ",
      "การชำระเงินถูกพักไว้จนกว่าสินค้าจะมาถึง",
      "เงินถูกเก็บไว้ในบัญชีเอสโครว์จนกว่าการขายจะเสร็จสิ้น",
      "บัญชีถูกระงับเนื่องจากค้างชำระ กรุณาติดต่อฝ่ายบัญชี",
      "การสมัครสมาชิกของคุณหยุดชั่วคราว เปิดใช้งานอีกครั้งในแอปได้ทุกเมื่อ",
    ],
  },
  lo: {
    password: ["ເພື່ອຮັກສາການເຂົ້າເຖິງອີເມວ ກະລຸນາອັບເດດລະຫັດຜ່ານຂອງທ່ານ", "ກະລຸນາຢືນຢັນລະຫັດຜ່ານມື້ນີ້ເພື່ອບໍ່ໃຫ້ສູນເສຍການເຂົ້າເຖິງບັນຊີ"],
    funds: ["ການຖອນເງິນຂອງທ່ານຖືກລະງັບຈົນກວ່າທ່ານຈະຢືນຢັນຕົວຕົນ", "ຍອດເງິນຂອງທ່ານຖືກອາຍັດ ກະລຸນາຢືນຢັນຕົວຕົນໃຫ້ສຳເລັດ"],
    suspended: ["ບັນຊີຂອງທ່ານຖືກລະງັບ ກະລຸນາຢືນຢັນອີກຄັ້ງດຽວນີ້", "ເຊດຊັນຂອງທ່ານຖືກລັອກ ກະລຸນາເປີດໃຊ້ງານຄືນຜ່ານລິ້ງນີ້"],
    benign: [
      "ປ່ຽນລະຫັດຜ່ານເປັນປະຈຳເພື່ອໃຫ້ບັນຊີປອດໄພ",
      "ຫຼັງຈາກຍ້າຍລະບົບ ທ່ານຍັງເຂົ້າເຖິງໄຟລ໌ເກົ່າໄດ້",
      "ການຊຳລະເງິນຖືກໂຈະໄວ້ຈົນກວ່າສິນຄ້າຈະມາຮອດ",
      "ເງິນຖືກເກັບໄວ້ໃນບັນຊີກາງຈົນກວ່າການຂາຍຈະສຳເລັດ",
      "ບັນຊີຖືກລະງັບຍ້ອນຄ້າງຊຳລະ ກະລຸນາຕິດຕໍ່ພະແນກບັນຊີ",
      "ການສະໝັກສະມາຊິກຂອງທ່ານຢຸດຊົ່ວຄາວ ເປີດໃຊ້ຄືນໃນແອັບໄດ້ທຸກເວລາ",
    ],
  },
  ko: {
    password: [
      "메일 액세스를 계속 유지하려면 여기에서 비밀번호를 업데이트하세요.",
      "계정 접근 권한을 잃지 않도록 오늘 비밀번호를 확인해 주세요.",
    ],
    funds: [
      "귀하의 출금이 본인 인증을 완료하실 때까지 보류되었습니다.",
      "고객님의 잔액이 동결되었습니다. 해제하려면 본인 인증을 완료하세요.",
    ],
    suspended: [
      "귀하의 세션이 정지되었습니다. 지금 재인증하세요.",
      "고객님의 계정이 일시적으로 잠겼습니다. 아래 링크에서 다시 활성화하세요.",
    ],
    benign: [
      "계정을 안전하게 지키려면 비밀번호를 정기적으로 변경하세요.",
      "이전 후에도 기존 파일에 계속 접근할 수 있습니다.",
      "물품이 도착할 때까지 결제가 보류됩니다.",
      "매매가 완료될 때까지 대금은 에스크로에 보관됩니다.",
      "미납으로 인해 해당 계정이 정지되었습니다. 회계팀에 문의하세요.",
      "구독이 일시 중지되었습니다. 원하실 때 앱에서 다시 시작하세요.",
    ],
  },
  ja: {
    password: [
      "メールへのアクセスを維持するため、こちらからパスワードを更新してください。",
      "アカウントへのアクセスを失わないよう、本日中にパスワードを確認してください。",
    ],
    funds: [
      "お客様の出金は本人確認が完了するまで保留されています。",
      "残高が凍結されました。解除するには本人確認を完了してください。",
    ],
    suspended: [
      "お客様のセッションが停止されました。今すぐ再認証してください。",
      "アカウントがロックされました。以下のリンクからロックを解除してください。",
    ],
    benign: [
      "アカウントを安全に保つため、パスワードを定期的に変更してください。",
      "移行後も古いファイルには引き続きアクセスできます。",
      "商品が届くまでお支払いは保留となります。",
      "売買が完了するまで代金はエスクローで保管されます。",
      "未払いのためアカウントを停止しました。経理部までご連絡ください。",
      "サブスクリプションは一時停止中です。いつでもアプリで再開できます。",
    ],
  },
  zh: {
    password: ["为保持对邮箱的访问，请在此更新您的密码。", "请今天确认您的密码，以免失去访问权限。"],
    funds: ["您的提款已被冻结，直至您完成身份验证。", "您的余额已暂扣。请完成身份验证后解冻资金。"],
    suspended: ["您的会话已被暂停。请立即重新验证。", "您的账户已被锁定，请点击下方链接重新激活。"],
    benign: [
      "请定期更改密码，以确保账户安全。",
      "迁移后您仍可访问旧文件。",
      "货物到达前付款暂缓。",
      "在交易完成前，款项由第三方托管。",
      "该账户因欠费已被暂停，请联系财务部。",
      "您的订阅已暂停，可随时在应用中重新激活。",
    ],
  },
  km: {
    password: ["ដើម្បីរក្សាការចូលប្រើអ៊ីមែល សូមធ្វើបច្ចុប្បន្នភាពពាក្យសម្ងាត់របស់អ្នក", "សូមបញ្ជាក់ពាក្យសម្ងាត់ថ្ងៃនេះ កុំឱ្យបាត់បង់សិទ្ធិចូលប្រើគណនី"],
    funds: ["ការដកប្រាក់របស់អ្នកត្រូវបានបង្កករហូតដល់អ្នកបញ្ចប់ការផ្ទៀងផ្ទាត់", "សមតុល្យរបស់អ្នកត្រូវបានឃាត់ រហូតដល់ការផ្ទៀងផ្ទាត់ KYC"],
    suspended: ["គណនីរបស់អ្នកត្រូវបានផ្អាក សូមផ្ទៀងផ្ទាត់ឡើងវិញឥឡូវនេះ", "ការចូលប្រើរបស់អ្នកត្រូវបានចាក់សោ សូមបើកដំណើរការឡើងវិញតាមតំណនេះ"],
    benign: [
      "សូមផ្លាស់ប្តូរពាក្យសម្ងាត់ជាប្រចាំ ដើម្បីសុវត្ថិភាពគណនី",
      "ក្រោយការផ្ទេរប្រព័ន្ធ អ្នកនៅតែអាចបើកឯកសារចាស់បាន",
      "ការទូទាត់ត្រូវបានផ្អាករហូតដល់ទំនិញមកដល់",
      "ប្រាក់ត្រូវបានរក្សាទុកក្នុងគណនីកណ្តាលរហូតដល់ការលក់បញ្ចប់",
      "គណនីត្រូវបានផ្អាកដោយសារមិនបានបង់ប្រាក់ សូមទាក់ទងផ្នែកគណនេយ្យ",
      "ការជាវរបស់អ្នកត្រូវបានផ្អាកបណ្តោះអាសន្ន អាចបើកវិញក្នុងកម្មវិធីពេលណាក៏បាន",
    ],
  },
  my: {
    password: ["အီးမေးလ် ဝင်ရောက်ခွင့်ကို ဆက်လက်ထိန်းသိမ်းရန် သင့်စကားဝှက်ကို အပ်ဒိတ်လုပ်ပါ", "အနှောင့်အယှက်ကို ရှောင်ရှားရန် ယနေ့ စကားဝှက်ကို အတည်ပြုပါ"],
    funds: [
      "သင့်ငွေထုတ်မှုကို အထောက်အထား အတည်ပြုခြင်း ပြီးဆုံးသည်အထိ ဆိုင်းငံ့ထားသည်",
      "သင့်လက်ကျန်ငွေကို အေးခဲထားပါသည်။ kyc အတည်ပြုခြင်းကို ပြီးမြောက်အောင် လုပ်ဆောင်ပါ",
    ],
    suspended: ["သင့်အကောင့်ကို ဆိုင်းငံ့ထားပါသည်။ ယခု ပြန်လည်အတည်ပြုပါ", "သင့်ဆက်ရှင်ကို လော့ခ်ချထားသည်၊ ဤလင့်ခ်မှ ပြန်လည်အသက်သွင်းပါ"],
    benign: [
      "အကောင့်လုံခြုံစေရန် စကားဝှက်ကို ပုံမှန်ပြောင်းပါ",
      "ပြောင်းရွှေ့ပြီးနောက် ဖိုင်ဟောင်းများကို ဆက်လက်ဖွင့်နိုင်ပါသည်",
      "ကုန်ပစ္စည်းရောက်သည်အထိ ငွေပေးချေမှုကို ဆိုင်းငံ့ထားသည်",
      "ရောင်းချမှုပြီးဆုံးသည်အထိ ငွေကို အာမခံအကောင့်တွင် ထားရှိသည်",
      "ငွေမပေးချေသောကြောင့် အကောင့်ကို ပိတ်ထားသည်၊ စာရင်းဌာနသို့ ဆက်သွယ်ပါ",
    ],
  },
  si: {
    password: ["ඊමේල් වෙත ප්‍රවේශය පවත්වා ගැනීමට ඔබේ මුරපදය යාවත්කාලීන කරන්න.", "ප්‍රවේශය අහිමි නොවීමට අද ම ඔබේ මුරපදය තහවුරු කරන්න."],
    funds: ["ඔබේ ගෙවීම් අනන්‍යතා සත්‍යාපනය සම්පූර්ණ වන තෙක් අත්හිටුවා ඇත.", "ඔබේ අරමුදල් ශීත කර ඇත. ඒවා නිදහස් කිරීමට kyc සම්පූර්ණ කරන්න."],
    suspended: ["ඔබේ සැසිය අත්හිටුවා ඇත. දැන් නැවත සත්‍යාපනය කරන්න.", "ඔබේ ගිණුම තාවකාලිකව අගුළු දමා ඇත, මෙම සබැඳියෙන් නැවත සක්‍රිය කරන්න."],
    benign: [
      "ඔබේ ගිණුම ආරක්ෂිතව තබා ගැනීමට මුරපදය නිතර වෙනස් කරන්න.",
      "සංක්‍රමණයෙන් පසුවත් පැරණි ගොනු වෙත ඔබට පිවිසිය හැක.",
      "භාණ්ඩ ලැබෙන තෙක් ගෙවීම රඳවා ඇත.",
      "විකුණුම අවසන් වන තෙක් මුදල් භාරකාර ගිණුමක තබා ඇත.",
      "ගෙවීම් නොකළ නිසා ගිණුම අත්හිටුවා ඇත, කරුණාකර ගිණුම් අංශය අමතන්න.",
    ],
  },
  ta: {
    password: [
      "மின்னஞ்சல் அணுகலைத் தக்கவைக்க உங்கள் கடவுச்சொல்லைப் புதுப்பிக்கவும்.",
      "அணுகலை இழக்காமல் இருக்க இன்றே உங்கள் கடவுச்சொல்லை உறுதிப்படுத்தவும்.",
    ],
    funds: [
      "உங்கள் பணம் அடையாள சரிபார்ப்பு முடியும் வரை நிறுத்தி வைக்கப்பட்டுள்ளது.",
      "உங்கள் இருப்பு முடக்கப்பட்டுள்ளது. விடுவிக்க kyc சரிபார்ப்பை முடிக்கவும்.",
    ],
    suspended: [
      "உங்கள் அமர்வு இடைநிறுத்தப்பட்டுள்ளது. இப்போதே மீண்டும் சரிபார்க்கவும்.",
      "உங்கள் கணக்கு தற்காலிகமாக பூட்டப்பட்டுள்ளது, இந்த இணைப்பில் மீண்டும் செயல்படுத்தவும்.",
    ],
    benign: [
      "உங்கள் கணக்கைப் பாதுகாப்பாக வைத்திருக்க கடவுச்சொல்லைத் தவறாமல் மாற்றவும்.",
      "இடமாற்றத்திற்குப் பிறகும் பழைய கோப்புகளை நீங்கள் திறக்கலாம்.",
      "பொருட்கள் வந்து சேரும் வரை கட்டணம் நிறுத்தி வைக்கப்பட்டுள்ளது.",
      "விற்பனை முடியும் வரை தொகை எஸ்க்ரோ கணக்கில் இருக்கும்.",
      "கட்டணம் செலுத்தாததால் கணக்கு இடைநிறுத்தப்பட்டது, கணக்குப் பிரிவைத் தொடர்பு கொள்ளவும்.",
    ],
  },
  ne: {
    password: ["इमेलमा पहुँच कायम राख्न आफ्नो पासवर्ड अपडेट गर्नुहोस्।", "खातामा पहुँच नगुमाउन आजै पासवर्ड पुष्टि गर्नुहोस्।"],
    funds: [
      "तपाईंको भुक्तानी केवाईसी प्रमाणीकरण पूरा नभएसम्म रोकिएको छ।",
      "तपाईंको रकम फ्रिज गरिएको छ। यसलाई खुला गर्न केवाईसी पूरा गर्नुहोस्।",
    ],
    suspended: [
      "तपाईंको सत्र निलम्बित गरिएको छ। अहिले पुनः प्रमाणित गर्नुहोस्।",
      "तपाईंको खाता अस्थायी रूपमा लक गरिएको छ, यो लिङ्कबाट पुनः सक्रिय गर्नुहोस्।",
    ],
    benign: [
      "आफ्नो खाता सुरक्षित राख्न नियमित रूपमा पासवर्ड परिवर्तन गर्नुहोस्।",
      "माइग्रेसनपछि पनि पुराना फाइलहरूमा तपाईंको पहुँच रहनेछ।",
      "सामान नआएसम्म भुक्तानी रोकिएको छ।",
      "बिक्री पूरा नभएसम्म रकम एस्क्रोमा रहनेछ।",
      "भुक्तानी नगरेकाले खाता निलम्बित गरियो, कृपया लेखा शाखामा सम्पर्क गर्नुहोस्।",
    ],
  },
  ka: {
    password: [
      "ფოსტაზე წვდომის შესანარჩუნებლად განაახლეთ თქვენი პაროლი.",
      "დაადასტურეთ პაროლი დღესვე, რომ არ დაკარგოთ წვდომა ანგარიშზე.",
    ],
    funds: [
      "თქვენი გადახდები შეჩერებულია ვერიფიკაციის დასრულებამდე.",
      "თქვენი თანხა გაყინულია. დაასრულეთ ვერიფიკაცია მის გასათავისუფლებლად.",
    ],
    suspended: [
      "თქვენი სესია შეჩერებულია. ახლავე დაადასტურეთ ხელახლა.",
      "თქვენი ანგარიში დროებით დაიბლოკა, აღადგინეთ წვდომა ამ ბმულით.",
    ],
    benign: [
      "ანგარიშის უსაფრთხოებისთვის რეგულარულად შეცვალეთ პაროლი.",
      "მიგრაციის შემდეგ ძველ ფაილებზე წვდომა შეგრჩებათ.",
      "გადახდა შეჩერებულია საქონლის მოსვლამდე.",
      "თანხა ესქროუ ანგარიშზეა გაყიდვის დასრულებამდე.",
      "ანგარიში დაიბლოკა გადაუხდელობის გამო, დაუკავშირდით ბუღალტერიას.",
    ],
  },
  yo: {
    password: [
      "Láti máa ní ààyè sí ímeèlì rẹ, ṣe àtúnṣe ọ̀rọ̀ aṣínà rẹ níbí.",
      "Jẹ́rìísí ọ̀rọ̀ aṣínà rẹ lónìí kí o má baà pàdánù ààyè sí àkọọ́lẹ̀ rẹ.",
    ],
    funds: [
      "Àwọn ìsanwó rẹ ti dá dúró títí ìjẹ́rìísí rẹ yóò fi parí.",
      "Owó rẹ ti di dídì. Parí ìjẹ́rìísí láti tú u sílẹ̀.",
    ],
    suspended: [
      "Àkọọ́lẹ̀ rẹ ti dá dúró. Tún jẹ́rìísí báyìí.",
      "Ìgbà ìwọlé rẹ ti wà ní títìpa, tún mú ṣiṣẹ́ nípasẹ̀ ìjápọ̀ yìí.",
    ],
    benign: [
      "Máa yí ọ̀rọ̀ aṣínà rẹ padà déédéé kí àkọọ́lẹ̀ rẹ lè wà láìléwu.",
      "Lẹ́yìn ìṣípòpadà, o ṣì lè ṣí àwọn fáìlì àtijọ́ rẹ.",
      "Ìsanwó náà ti dá dúró títí ẹrù yóò fi dé.",
      "Owó náà wà lọ́dọ̀ agbẹjọ́rò títí títà yóò fi parí.",
      "Àkọọ́lẹ̀ náà ti dá dúró nítorí àìsanwó, jọ̀wọ́ kàn sí ẹ̀ka ìṣirò.",
    ],
  },
  ha: {
    password: [
      "Don ci gaba da samun damar shiga imel, sabunta kalmar sirrinka a nan.",
      "Tabbatar da kalmar sirrinka yau don kada ka rasa damar shiga asusunka.",
    ],
    funds: [
      "An riƙe kuɗinka har sai ka tabbatar da asalinka.",
      "An daskarar da biyan kuɗinka. Kammala tantancewa don a sake su.",
    ],
    suspended: [
      "An dakatar da asusunka. Sake tabbatarwa yanzu.",
      "An kulle zamanka na ɗan lokaci, sake kunna shi ta wannan hanyar.",
    ],
    benign: [
      "Ka riƙa canza kalmar sirrinka akai-akai don kare asusunka.",
      "Bayan ƙaura, za ka ci gaba da buɗe tsofaffin fayilolinka.",
      "An riƙe biyan kuɗi har sai kayan sun iso.",
      "Kuɗin yana hannun amintacce har sai an kammala sayarwa.",
      "An dakatar da asusun saboda rashin biya, da fatan za a tuntuɓi sashen lissafi.",
    ],
  },
  tl: {
    password: [
      "Para mapanatili ang access sa email, i-update ang iyong password dito.",
      "Kumpirmahin ang password mo ngayon para hindi mawalan ng access sa account.",
    ],
    funds: [
      "Naka-hold ang iyong mga payout hanggang makumpleto ang verification.",
      "Na-freeze ang iyong pondo. Kumpletuhin ang KYC para mailabas ito.",
    ],
    suspended: [
      "Ang iyong session ay sinuspinde. I-revalidate ngayon.",
      "Na-lock ang iyong account pansamantala, i-reactivate ito sa link na ito.",
    ],
    benign: [
      "Palitan ang password nang regular para manatiling ligtas ang account mo.",
      "Pagkatapos ng migration, may access ka pa rin sa mga lumang file.",
      "Naka-hold ang bayad hanggang dumating ang mga produkto.",
      "Ang pondo ay nasa escrow hanggang makumpleto ang bentahan.",
      "Sinuspinde ang account dahil sa hindi pagbabayad, makipag-ugnayan sa accounting.",
      "Naka-pause ang subscription mo, i-reactivate ito sa app kahit kailan.",
    ],
  },
  "ar-latn": {
    password: [
      "3ashan ma yet2ta3 el access 3al mail, ghayar el password men hena.",
      "Akked el password enaharda 3ashan ma tekhsarsh el access.",
    ],
    funds: [
      "Floosak mwa2afa la7ad ma tekamel el verification.",
      "El payments beta3tak frozen 7atta t2akked hawitak, ya3ni lazem el tawtheeq.",
    ],
    suspended: ["7esabak et2afal. Akked tani delwa2ti.", "El account beta3ak etwa2af, fa33al tani men el link."],
    benign: [
      "Ghayar el password kol shahr 3ashan el account yeb2a amaan.",
      "Ba3d el migration hatefdal 3andak el files el adima.",
      "El payment mwa2afa la7ad ma el bada3a tewsal.",
      "El floos ma7gouza 3and el mo7ami la7ad ma el bei3 yekhlas.",
      "El account et2afal 3ashan ma ettdafa3sh, kallem el 7esabat.",
    ],
  },
  "hi-latn": {
    password: [
      "Mail ka access banaye rakhne ke liye apna password update karein.",
      "Account ka access na khone ke liye aaj hi password confirm karein.",
    ],
    funds: [
      "Aapke payouts KYC verification complete hone tak hold par hain.",
      "Aapka balance freeze kar diya gaya hai. Release ke liye KYC poora karein.",
    ],
    suspended: [
      "Aapka session suspend kar diya gaya hai. Abhi re-verify karein.",
      "Aapka account lock ho gaya hai, link se dobara verify karein.",
    ],
    benign: [
      "Account safe rakhne ke liye password regularly change karein.",
      "Migration ke baad bhi purani files ka access rahega.",
      "Maal aane tak payment hold par hai.",
      "Sale complete hone tak paisa escrow mein rahega.",
      "Payment na hone ki wajah se account suspend kiya gaya, accounts se baat karein.",
      "Aapka subscription paused hai, jab chahein app mein reactivate karein.",
    ],
  },
  ro: {
    password: [
      "Pentru a păstra accesul la e-mail, actualizați parola aici.",
      "Confirmați parola astăzi ca să nu pierdeți accesul la cont.",
    ],
    funds: [
      "Plățile tale sunt blocate până la finalizarea verificării identității.",
      "Fondurile tale au fost înghețate. Finalizați verificarea KYC pentru a le debloca.",
    ],
    suspended: [
      "Sesiunea dvs. a fost suspendată. Revalidați acum.",
      "Contul dumneavoastră a fost blocat temporar, reactivați-l din linkul de mai jos.",
    ],
    benign: [
      "Schimbați parola periodic pentru a vă păstra contul în siguranță.",
      "După migrare păstrați accesul la fișierele vechi.",
      "Plata este în așteptare până la sosirea mărfii.",
      "Banii sunt ținuți în cont escrow până la finalizarea vânzării.",
      "Contul a fost suspendat pentru neplată, vă rugăm contactați contabilitatea.",
    ],
  },
  hu: {
    password: [
      "A levelezéshez való hozzáférés megtartásához frissítse a jelszavát itt.",
      "Erősítse meg a jelszavát ma, hogy ne veszítse el a hozzáférését a fiókhoz.",
    ],
    funds: [
      "A kifizetései zárolva vannak a személyazonosság-ellenőrzés befejezéséig.",
      "Az egyenlege befagyasztásra került. Fejezze be az ellenőrzést a feloldáshoz.",
    ],
    suspended: [
      "A munkamenete felfüggesztésre került. Erősítse meg újra most.",
      "A fiókja ideiglenesen zárolva lett, aktiválja újra az alábbi linken.",
    ],
    benign: [
      "Rendszeresen változtassa meg a jelszavát, hogy a fiókja biztonságban legyen.",
      "A migráció után is megtartja a hozzáférést a régi fájljaihoz.",
      "A fizetés visszatartva az áru megérkezéséig.",
      "A pénz letétben marad az adásvétel lezárásáig.",
      "A fiókot nemfizetés miatt felfüggesztették, kérjük, keresse a könyvelést.",
    ],
  },
  fi: {
    password: [
      "Päivitä salasanasi säilyttääksesi pääsyn sähköpostiin.",
      "Vahvista salasanasi tänään, jotta et menetä pääsyä tiliisi.",
    ],
    funds: [
      "Maksusi on jäädytetty, kunnes vahvistat henkilöllisyytesi.",
      "Varat on pidätetty. Suorita henkilöllisyyden vahvistus vapauttaaksesi ne.",
    ],
    suspended: [
      "Istuntosi on keskeytetty. Vahvista se uudelleen nyt.",
      "Tilisi on lukittu väliaikaisesti, aktivoi uudelleen alla olevasta linkistä.",
    ],
    benign: [
      "Vaihda salasanasi säännöllisesti, jotta tilisi pysyy turvassa.",
      "Siirron jälkeen säilytät pääsyn vanhoihin tiedostoihisi.",
      "Maksu on pidätetty, kunnes tavarat saapuvat.",
      "Rahat ovat sulkutilillä kaupan päättymiseen asti.",
      "Tili suljettiin maksamattomien laskujen vuoksi, ota yhteyttä kirjanpitoon.",
    ],
  },
  da: {
    password: [
      "Opdater din adgangskode for at bevare adgang til din mail.",
      "Bekræft din adgangskode i dag for ikke at miste adgang til kontoen.",
    ],
    funds: [
      "Dine udbetalinger er tilbageholdt, indtil du har verificeret din identitet.",
      "Din saldo er spærret. Fuldfør identitetsverificeringen for at frigive den.",
    ],
    suspended: [
      "Din session er suspenderet. Genvalider nu.",
      "Din konto er midlertidigt låst, genaktiver den via linket.",
    ],
    benign: [
      "Skift din adgangskode jævnligt for at holde din konto sikker.",
      "Efter migreringen beholder du adgangen til dine gamle filer.",
      "Betalingen er tilbageholdt, indtil varerne er leveret.",
      "Pengene står på en deponeringskonto indtil salget er gennemført.",
      "Kontoen blev suspenderet på grund af manglende betaling, kontakt bogholderiet.",
    ],
  },
  nb: {
    password: [
      "Oppdater passordet ditt for å beholde tilgang til e-posten.",
      "Bekreft passordet i dag for ikke å miste tilgang til kontoen.",
    ],
    funds: [
      "Utbetalingene dine er sperret til du har verifisert identiteten din.",
      "Saldoen din er frosset. Fullfør identitetsverifiseringen for å frigi den.",
    ],
    suspended: [
      "Økten din er suspendert. Bekreft igjen nå.",
      "Kontoen din er midlertidig låst, reaktiver den via lenken.",
    ],
    benign: [
      "Bytt passord jevnlig for å holde kontoen din trygg.",
      "Etter migreringen beholder du tilgangen til de gamle filene.",
      "Betalingen holdes tilbake til varene er levert.",
      "Pengene står på en sperret konto til salget er gjennomført.",
      "Kontoen ble suspendert på grunn av manglende betaling, kontakt regnskap.",
    ],
  },
  bg: {
    password: [
      "За да запазите достъпа до пощата, актуализирайте паролата си тук.",
      "Потвърдете паролата си днес, за да не загубите достъпа до акаунта.",
    ],
    funds: [
      "Вашите плащания са задържани до завършване на верификацията.",
      "Средствата ви са замразени. Завършете верификацията, за да бъдат освободени.",
    ],
    suspended: [
      "Вашата сесия е спряна. Потвърдете отново сега.",
      "Вашият акаунт е временно заключен, активирайте го отново чрез връзката.",
    ],
    benign: [
      "Сменяйте паролата си редовно, за да пазите акаунта си.",
      "След миграцията запазвате достъп до старите си файлове.",
      "Плащането е задържано до пристигането на стоката.",
      "Парите са в ескроу сметка до приключване на продажбата.",
      "Акаунтът беше спрян поради неплащане, моля свържете се със счетоводството.",
    ],
  },
  sh: {
    password: [
      "Da biste zadržali pristup pošti, ažurirajte lozinku ovdje.",
      "Potvrdite lozinku danas da ne izgubite pristup nalogu.",
    ],
    funds: [
      "Vaše isplate su zadržane do završetka verifikacije.",
      "Vaša sredstva su zamrznuta. Završite verifikaciju da bi bila oslobođena.",
    ],
    suspended: [
      "Vaša sesija je suspendovana. Ponovo potvrdite sada.",
      "Vaš nalog je privremeno zaključan, ponovo aktivirajte nalog putem linka.",
    ],
    benign: [
      "Redovno mijenjajte lozinku kako bi vaš račun bio siguran.",
      "Nakon migracije zadržavate pristup starim datotekama.",
      "Plaćanja su zadržana do isporuke robe.",
      "Novac je na escrow računu do završetka prodaje.",
      "Nalog je suspendovan zbog neplaćanja, molimo kontaktirajte računovodstvo.",
    ],
  },
  sk: {
    password: [
      "Aktualizujte heslo, aby ste si zachovali prístup k pošte.",
      "Potvrďte svoje heslo, aby ste nestratili prístup k účtu.",
    ],
    funds: [
      "Vaše výplaty sú pozastavené do overenia totožnosti.",
      "Vaše prostriedky boli zmrazené. Dokončite overenie KYC, aby sme ich uvoľnili.",
    ],
    suspended: [
      "Vaša relácia bola pozastavená. Overte ju znova hneď teraz.",
      "Váš účet bol dočasne zablokovaný, odomknite účet pomocou odkazu nižšie.",
    ],
    benign: [
      "Pravidelne meňte heslo, aby bol váš účet v bezpečí.",
      "Po migrácii si zachováte prístup k starým súborom.",
      "Platba je pozastavená do doručenia tovaru.",
      "Peniaze sú v úschove u notára do dokončenia predaja.",
      "Účet bol pozastavený pre neplatenie, kontaktujte prosím účtovníctvo.",
    ],
  },
  sl: {
    password: [
      "Da bi ohranili dostop do pošte, posodobite geslo tukaj.",
      "Potrdite geslo še danes, da ne izgubite dostopa do računa.",
    ],
    funds: [
      "Vaša izplačila so zadržana do zaključka preverjanja identitete.",
      "Vaša sredstva so zamrznjena. Dokler ne opravite preverjanja KYC, jih ne moremo sprostiti.",
    ],
    suspended: [
      "Vaša seja je bila začasno onemogočena. Znova potrdite zdaj.",
      "Vaš račun je zaklenjen, ponovno aktivirajte račun prek povezave.",
    ],
    benign: [
      "Redno spreminjajte geslo, da bo vaš račun varen.",
      "Po selitvi ohranite dostop do starih datotek.",
      "Plačilo je zadržano do dobave blaga.",
      "Denar je na fiduciarnem računu do zaključka prodaje.",
      "Račun je bil onemogočen zaradi neplačila, obrnite se na računovodstvo.",
    ],
  },
  lt: {
    password: [
      "Atnaujinkite slaptažodį, kad išlaikytumėte prieigą prie pašto.",
      "Patvirtinkite slaptažodį šiandien, kad neprarastumėte prieigos prie paskyros.",
    ],
    funds: [
      "Jūsų išmokos sulaikytos iki tapatybės patikrinimo.",
      "Jūsų lėšos įšaldytos. Užbaikite tapatybės patvirtinimą, kad jos būtų atlaisvintos.",
    ],
    suspended: [
      "Jūsų sesija sustabdyta. Patvirtinkite iš naujo dabar.",
      "Jūsų paskyra laikinai užrakinta, iš naujo suaktyvinkite ją per nuorodą.",
    ],
    benign: [
      "Reguliariai keiskite slaptažodį, kad paskyra būtų saugi.",
      "Po perkėlimo išlaikysite prieigą prie senų failų.",
      "Mokėjimas sulaikytas, kol bus pristatytos prekės.",
      "Pinigai laikomi sąskaitoje, kol bus baigtas pardavimas.",
      "Paskyra sustabdyta dėl nesumokėtų sąskaitų, susisiekite su buhalterija.",
    ],
  },
  lv: {
    password: [
      "Atjauniniet paroli, lai saglabātu piekļuvi e-pastam.",
      "Apstipriniet paroli šodien, lai nezaudētu piekļuvi kontam.",
    ],
    funds: [
      "Jūsu izmaksas ir aizturētas līdz identitātes verifikācijas pabeigšanai.",
      "Jūsu līdzekļi ir iesaldēti. Pabeidziet identitātes verifikāciju, lai tos atbrīvotu.",
    ],
    suspended: [
      "Jūsu sesija ir apturēta. Atkārtoti apstipriniet tūlīt.",
      "Jūsu konts ir īslaicīgi bloķēts, atkārtoti aktivizējiet to, izmantojot saiti.",
    ],
    benign: [
      "Regulāri mainiet paroli, lai jūsu konts būtu drošs.",
      "Pēc migrācijas jūs saglabājat piekļuvi vecajiem failiem.",
      "Maksājums ir aizturēts līdz preču piegādei.",
      "Nauda atrodas darījuma kontā līdz pārdošanas pabeigšanai.",
      "Konts tika apturēts nemaksāšanas dēļ, lūdzu, sazinieties ar grāmatvedību.",
    ],
  },
  et: {
    password: [
      "Juurdepääsu säilitamiseks e-postile uuendage oma parooli.",
      "Kinnitage parool täna, et te ei kaotaks juurdepääsu kontole.",
    ],
    funds: [
      "Teie väljamaksed on külmutatud, kuni kinnitate oma isiku.",
      "Teie vahendid on kinni peetud. Lõpetage isikutuvastus nende vabastamiseks.",
    ],
    suspended: [
      "Teie seanss on peatatud. Kinnitage see uuesti kohe.",
      "Teie konto on ajutiselt lukustatud, aktiveerige uuesti alloleva lingi kaudu.",
    ],
    benign: [
      "Vahetage parooli regulaarselt, et teie konto oleks turvaline.",
      "Pärast üleviimist säilib juurdepääs vanadele failidele.",
      "Makse on ootel, kuni kaup saabub.",
      "Raha hoitakse deposiitkontol kuni müügi lõpuni.",
      "Konto peatati maksmata arvete tõttu, palun võtke ühendust raamatupidamisega.",
    ],
  },
  ca: {
    password: [
      "Per mantenir l'accés al correu, actualitzeu la contrasenya aquí.",
      "Confirmeu la contrasenya avui per no perdre l'accés al compte.",
    ],
    funds: [
      "Els vostres pagaments estan retinguts fins a completar la verificació.",
      "El vostre saldo està congelat. Completeu la verificació KYC per alliberar-lo.",
    ],
    suspended: [
      "La vostra sessió ha estat suspesa. Torneu a validar-la ara.",
      "El vostre compte ha estat bloquejat temporalment, reactiveu-lo des de l'enllaç.",
    ],
    benign: [
      "Canvieu la contrasenya regularment per mantenir el compte segur.",
      "Després de la migració conservareu l'accés als fitxers antics.",
      "El pagament està retingut fins que arribi la mercaderia.",
      "Els diners estan dipositats fins a la signatura de la venda.",
      "El compte va ser suspès per impagament, contacteu amb comptabilitat.",
    ],
  },
  hy: {
    password: [
      "Էլփոստի մուտքը պահպանելու համար թարմացրեք ձեր գաղտնաբառը։",
      "Հաստատեք գաղտնաբառը այսօր, մուտքը չկորցնելու համար։",
    ],
    funds: [
      "Ձեր վճարումները սառեցված են մինչև ինքնության ստուգում։",
      "Ձեր միջոցները արգելափակված են։ Ավարտեք նույնականացումը դրանք ազատելու համար։",
    ],
    suspended: [
      "Ձեր սեսիան կասեցվել է։ Կրկին հաստատեք հիմա։",
      "Ձեր հաշիվը ժամանակավորապես կողպվել է, վերաակտիվացրեք այն հղումով։",
    ],
    benign: [
      "Պարբերաբար փոխեք գաղտնաբառը՝ ձեր հաշիվը ապահով պահելու համար։",
      "Տեղափոխումից հետո դուք կպահպանեք մուտքը հին ֆայլերին։",
      "Վճարումը սառեցված է մինչև ապրանքի ժամանումը։",
      "Գումարը պահվում է էսքրոու հաշվում մինչև վաճառքի ավարտը։",
      "Հաշիվը կասեցվել է չվճարելու պատճառով, խնդրում ենք կապվել հաշվապահության հետ։",
    ],
  },
  az: {
    password: [
      "Poçta girişi saxlamaq üçün şifrənizi yeniləyin.",
      "Girişinizi itirməmək üçün şifrənizi bu gün təsdiqləyin.",
    ],
    funds: [
      "Ödənişləriniz şəxsiyyət doğrulaması tamamlanana qədər dondurulub.",
      "Balansınız saxlanılıb. Onu azad etmək üçün verifikasiyanı tamamlayın.",
    ],
    suspended: [
      "Sessiyanız dayandırılıb. İndi yenidən təsdiqləyin.",
      "Hesabınız müvəqqəti bloklanıb, keçid vasitəsilə yenidən aktivləşdirin.",
    ],
    benign: [
      "Hesabınızı qorumaq üçün şifrəni mütəmadi dəyişin.",
      "Köçürmədən sonra köhnə fayllara giriş saxlanılır.",
      "Ödəniş mallar çatana qədər saxlanılır.",
      "Pul satış başa çatana qədər depozit hesabında saxlanılır.",
      "Hesab ödənişsizlik səbəbindən dayandırılıb, mühasibatlıqla əlaqə saxlayın.",
    ],
  },
  kk: {
    password: [
      "Поштаға қолжетімділікті сақтау үшін құпиясөзіңізді жаңартыңыз.",
      "Қолжетімділіктен айырылмау үшін бүгін құпиясөзді растаңыз.",
    ],
    funds: [
      "Сіздің төлемдеріңіз верификация аяқталғанша бұғатталды.",
      "Қаражатыңыз мұздатылды. Оны босату үшін верификацияны аяқтаңыз.",
    ],
    suspended: [
      "Сеансыңыз тоқтатылды. Қазір қайта растаңыз.",
      "Тіркелгіңіз уақытша құлыпталды, сілтеме арқылы қайта белсендіріңіз.",
    ],
    benign: [
      "Тіркелгіңізді қорғау үшін құпиясөзді үнемі өзгертіңіз.",
      "Көшіруден кейін ескі файлдарға қолжетімділік сақталады.",
      "Төлем тауар келгенше тоқтатылды.",
      "Ақша сатылым аяқталғанша эскроу шотында сақталады.",
      "Тіркелгі төлем жасалмағандықтан тоқтатылды, бухгалтерияға хабарласыңыз.",
    ],
  },
  uz: {
    password: [
      "Pochtaga kirish huquqini saqlab qolish uchun parolingizni yangilang.",
      "Ruxsatni yoʻqotmaslik uchun bugun parolingizni tasdiqlang.",
    ],
    funds: [
      "Toʻlovlaringiz verifikatsiya tugaguncha muzlatildi.",
      "Mablagʻingiz ushlab turilmoqda. Uni chiqarish uchun verifikatsiyani yakunlang.",
    ],
    suspended: [
      "Seansingiz toʻxtatildi. Hozir qayta tasdiqlang.",
      "Hisobingiz vaqtincha bloklandi, havola orqali qayta faollashtiring.",
    ],
    benign: [
      "Hisobingizni himoya qilish uchun parolni muntazam oʻzgartiring.",
      "Koʻchirishdan keyin eski fayllarga kirish saqlanadi.",
      "Toʻlov tovar kelguncha toʻxtatildi.",
      "Pul sotuv yakunlanguncha eskrou hisobida saqlanadi.",
      "Hisob toʻlov qilinmagani uchun toʻxtatildi, buxgalteriyaga murojaat qiling.",
    ],
  },
  mn: {
    password: [
      "Имэйлийн хандалтаа хадгалахын тулд нууц үгээ шинэчлэнэ үү.",
      "Хандалтаа алдахгүйн тулд өнөөдөр нууц үгээ баталгаажуулна уу.",
    ],
    funds: [
      "Таны төлбөр баталгаажуулалт дуустал царцаасан байна.",
      "Таны мөнгө саатуулсан байна. Баталгаажуулалтаа дуусгана уу.",
    ],
    suspended: [
      "Таны сесс түдгэлзүүлсэн байна. Одоо дахин баталгаажуулна уу.",
      "Таны бүртгэл түгжигдсэн, холбоосоор дахин идэвхжүүлнэ үү.",
    ],
    benign: [
      "Бүртгэлээ аюулгүй байлгахын тулд нууц үгээ тогтмол солино уу.",
      "Шилжүүлсний дараа хуучин файлууддаа хандах боломжтой.",
      "Бараа ирэх хүртэл төлбөрийг саатуулсан.",
      "Борлуулалт дуустал мөнгө эскроу дансанд хадгалагдана.",
      "Төлбөр төлөгдөөгүй тул бүртгэлийг хаасан, нягтлан бодох хэлтэстэй холбогдоно уу.",
    ],
  },
  zu: {
    password: [
      "Buyekeza iphasiwedi yakho ukuze ugcine ukufinyelela ku-imeyili.",
      "Qinisekisa iphasiwedi yakho namuhla ukuze ungalahlekelwa ukufinyelela.",
    ],
    funds: [
      "Izinkokhelo zakho zibanjiwe kuze uqinisekise ubunikazi bakho.",
      "Imali yakho iqandisiwe. Qedela ukuqinisekiswa ukuze ikhululwe.",
    ],
    suspended: [
      "I-akhawunti yakho imisiwe. Qinisekisa kabusha manje.",
      "Iseshini yakho ikhiyiwe, buyisela ukufinyelela ngalesi sixhumanisi.",
    ],
    benign: [
      "Shintsha iphasiwedi yakho njalo ukuze i-akhawunti yakho iphephe.",
      "Ngemuva kokufuduka, usazokwazi ukuvula amafayela akho amadala.",
      "Inkokhelo ibanjiwe kuze kufike izimpahla.",
      "Imali igcinwe ku-escrow kuze kuphothulwe ukuthengisa.",
      "I-akhawunti imisiwe ngenxa yokungakhokhi, sicela uxhumane nezimali.",
    ],
  },
  xh: {
    password: [
      "Hlaziya igama lokugqitha ukuze ugcine ufikelelo kwi-imeyile.",
      "Qinisekisa igama lokugqitha namhlanje ukuze ungaphulukani nofikelelo.",
    ],
    funds: [
      "Iintlawulo zakho zibanjiwe de uqinisekise isazisi sakho.",
      "Imali yakho ikhenkcezisiwe. Gqibezela ukuqinisekiswa ukuze ikhululwe.",
    ],
    suspended: [
      "I-akhawunti yakho inqunyanyisiwe. Qinisekisa kwakhona ngoku.",
      "Iseshoni yakho itshixiwe, buyisela ufikelelo ngeli khonkco.",
    ],
    benign: [
      "Tshintsha igama lokugqitha rhoqo ukuze i-akhawunti yakho ikhuseleke.",
      "Emva kokufuduka, usenako ukuvula iifayile zakho ezindala.",
      "Intlawulo ibanjiwe de kufike iimpahla.",
      "Imali igcinwe kwi-escrow de kugqitywe intengiso.",
      "I-akhawunti inqunyanyisiwe ngenxa yokungahlawuli, nceda uqhagamshelane nezezimali.",
    ],
  },
  af: {
    password: [
      "Werk jou wagwoord by om toegang tot jou e-pos te behou.",
      "Bevestig u wagwoord vandag om nie toegang te verloor nie.",
    ],
    funds: [
      "U uitbetalings is teruggehou totdat u die identiteitsverifikasie voltooi.",
      "Jou fondse is gevries. Voltooi die KYC-verifikasie om dit vry te stel.",
    ],
    suspended: [
      "U sessie is opgeskort. Herbevestig nou.",
      "Jou rekening is tydelik gesluit, heraktiveer dit via die skakel.",
    ],
    benign: [
      "Verander u wagwoord gereeld om u rekening veilig te hou.",
      "Na die migrasie behou u toegang tot u ou lêers.",
      "Die betaling word teruggehou totdat die goedere aankom.",
      "Die fondse word in trust gehou tot die verkoping afgehandel is.",
      "Die rekening is opgeskort weens wanbetaling, kontak asseblief die rekeningafdeling.",
    ],
  },
  so: {
    password: [
      "Cusboonaysii furaha sirta si aad u haysato helitaanka iimaylka.",
      "Xaqiiji furaha sirta maanta si aadan u lumin helitaanka.",
    ],
    funds: [
      "Lacag bixintaada waa la hakiyay ilaa aad dhammaystirto xaqiijinta.",
      "Lacagtaada waa la qaboojiyay. Dhammaystir xaqiijinta si loo sii daayo.",
    ],
    suspended: [
      "Koontadaada waa la xannibay. Dib u xaqiiji hadda.",
      "Fadhigaaga waa la hakiyay, dib u hawlgeli adigoo isticmaalaya xiriirkan.",
    ],
    benign: [
      "Beddel furaha sirta si joogto ah si koontadaadu u ammaan ahaato.",
      "Kadib guuritaanka, waxaad weli furi kartaa faylashaadii hore.",
      "Lacag bixinta waa la hakiyay ilaa alaabtu timaado.",
      "Lacagta waxaa lagu hayaa escrow ilaa iibku dhammaado.",
      "Koontada waa la xannibay lacag la'aan awgeed, fadlan la xiriir xisaabaadka.",
    ],
  },
  ti: {
    password: ["ናይ ኢመይል ተበጻሕነትኩም ንምሕላው መሕለፊ ቃልኩም ኣሐድሱ።", "ተበጻሕነት ከይትስእኑ ሎሚ መሕለፊ ቃልኩም ኣረጋግጹ።"],
    funds: ["ክፍሊታትኩም ክሳብ መረጋገጺ ዝውዳእ ተታሒዙ ኣሎ።", "ገንዘብኩም ተዓጊቱ ኣሎ። ምርግጋጽ ኣጻፍፉ።"],
    suspended: ["ሕሳብኩም ተዓጊቱ። ሕጂ ደጊምኩም ኣረጋግጹ።", "ክፍለ ግዜኹም ተዓጽዩ፣ ብዚ መላግቦ እንደገና ኣንቀሳቕሱ።"],
    benign: [
      "ሕሳብኩም ውሑስ ንምግባር መሕለፊ ቃልኩም ብቐጻሊ ቀይሩ።",
      "ድሕሪ ምግዓዝ ነቶም ኣረገውቲ ፋይላት ክትከፍቱ ትኽእሉ ኢኹም።",
      "ክፍሊት ክሳብ እቲ ኣቕሓ ዝበጽሕ ተታሒዙ ኣሎ።",
      "ገንዘብ ክሳብ መሸጣ ዝውዳእ ብሰልፊ ይሕዝ።",
      "እቲ ሕሳብ ብዘይምኽፋል ተዓጊቱ፣ በጃኹም ምስ ክፍሊ ሕሳብ ተራኸቡ።",
    ],
  },
  ig: {
    password: [
      "Melite paswọọdụ gị iji nọgide na-enwe ohere na email gị.",
      "Kwado paswọọdụ gị taa ka ị ghara ịtụfu ohere.",
    ],
    funds: ["Ejidere ego gị ruo mgbe ị mechara nkwenye.", "E kpọchiri ego gị. Mechaa nkwenye ka e wepụta ya."],
    suspended: ["Akaụntụ gị akwụsịla. Kwenye ọzọ ugbu a.", "Oge nbanye gị akpọchiela, weghachi ohere site na njikọ a."],
    benign: [
      "Gbanwee paswọọdụ gị mgbe niile ka akaụntụ gị nọrọ na nchekwa.",
      "Mgbe mbugharị gasịrị, ị ka nwere ike imepe faịlụ ochie gị.",
      "Ejidere ịkwụ ụgwọ ruo mgbe ngwaahịa ga-abịa.",
      "E debere ego ahụ n'aka onye nlekọta ruo mgbe ire ere ga-agwụ.",
      "Akwụsịrị akaụntụ ahụ n'ihi enweghị ịkwụ ụgwọ, biko kpọtụrụ ngalaba ego.",
    ],
  },
  ps: {
    password: ["د بریښنالیک لاسرسی وساتئ، خپل پټنوم تازه کړئ.", "خپل پټنوم نن تایید کړئ څو لاسرسی له لاسه ورنکړئ."],
    funds: [
      "ستاسو تادیات تر هغه ځنډول شوي چې تاسو تصدیق بشپړ کړئ.",
      "ستاسو پیسې کنګل شوي دي. د خلاصولو لپاره تصدیق بشپړ کړئ.",
    ],
    suspended: ["ستاسو حساب تعلیق شوی. اوس بیا تایید کړئ.", "ستاسو ناسته بند شوې، د دې لینک له لارې بیا فعال کړئ."],
    benign: [
      "د خپل حساب د خوندیتوب لپاره پټنوم په منظم ډول بدل کړئ.",
      "له لېږد وروسته هم تاسو زړو فایلونو ته لاسرسی لرئ.",
      "تادیه تر هغه ځنډول شوې چې توکي راورسیږي.",
      "پیسې تر پلور پورې په امانت کې ساتل کیږي.",
      "حساب د نه تادیې له امله تعلیق شوی، مهرباني وکړئ له حسابدارۍ سره اړیکه ونیسئ.",
    ],
  },
  ku: {
    password: [
      "Ji bo gihîştina e-nameyê biparêzin, şîfreya xwe nû bike.",
      "Îro şîfreya xwe piştrast bikin da ku gihîştinê winda nekin.",
    ],
    funds: [
      "Dayinên te hatine cemidandin heta ku piştrastkirina nasnameyê temam bibe.",
      "Pereyên te hatine girtin. Piştrastkirinê temam bike da ku werin berdan.",
    ],
    suspended: [
      "Hesabê te hat rawestandin. Niha dîsa piştrast bike.",
      "Danişîna te hat qefilandin, bi vê girêdanê dîsa çalak bike.",
    ],
    benign: [
      "Şîfreya xwe bi rêkûpêk biguherîne da ku hesabê te ewle bimîne.",
      "Piştî barkirinê tu dikarî pelên xwe yên kevn vekî.",
      "Dayin heta ku kel û pel bigihîjin hatiye rawestandin.",
      "Pere heta ku firotin biqede li cem emîn dimîne.",
      "Hesab ji ber nedayînê hat rawestandin, ji kerema xwe bi beşa hesaban re têkilî daynin.",
    ],
  },
  ckb: {
    password: [
      "بۆ پاراستنی دەستگەیشتن بە ئیمەیڵەکەت، وشەی نهێنی نوێ بکەرەوە.",
      "ئەمڕۆ وشەی نهێنی پشتڕاست بکەرەوە بۆ ئەوەی دەستگەیشتن لەدەست نەدەیت.",
    ],
    funds: [
      "پارەدانەکانت ڕاگیراوە تا پشتڕاستکردنەوە تەواو دەکەیت.",
      "پارەکەت بەستراوە. پشتڕاستکردنەوە تەواو بکە بۆ ئازادکردنی.",
    ],
    suspended: [
      "هەژمارەکەت ڕاگیراوە. ئێستا دووبارە پشتڕاست بکەرەوە.",
      "سێشنەکەت قفڵکراوە، بەم بەستەرە دووبارە چالاک بکەرەوە.",
    ],
    benign: [
      "وشەی نهێنی بە بەردەوامی بگۆڕە بۆ پاراستنی هەژمارەکەت.",
      "دوای گواستنەوە هێشتا دەتوانیت فایلە کۆنەکانت بکەیتەوە.",
      "پارەدان ڕاگیراوە تا کاڵاکان دەگەن.",
      "پارەکە لای کەسێکی متمانەپێکراو دەمێنێتەوە تا فرۆشتن تەواو دەبێت.",
      "هەژمار بەهۆی نەدانی پارە ڕاگیرا، تکایە پەیوەندی بە بەشی ژمێریاری بکە.",
    ],
  },
  gu: {
    password: ["ઇમેઇલની ઍક્સેસ જાળવી રાખવા માટે તમારો પાસવર્ડ અપડેટ કરો.", "ઍક્સેસ ન ગુમાવવા માટે આજે જ તમારો પાસવર્ડ પુષ્ટિ કરો."],
    funds: [
      "તમારી ચુકવણી કેવાયસી ચકાસણી પૂર્ણ થાય ત્યાં સુધી રોકી રાખવામાં આવી છે.",
      "તમારું બેલેન્સ ફ્રીઝ કરવામાં આવ્યું છે. તેને છોડાવવા કેવાયસી પૂર્ણ કરો.",
    ],
    suspended: [
      "તમારું સત્ર સ્થગિત કરવામાં આવ્યું છે. હમણાં ફરીથી ચકાસો.",
      "તમારું એકાઉન્ટ લૉક થઈ ગયું છે, આ લિંક પરથી ફરીથી સક્રિય કરો.",
    ],
    benign: [
      "તમારું ખાતું સુરક્ષિત રાખવા નિયમિત રીતે પાસવર્ડ બદલો.",
      "સ્થળાંતર પછી પણ જૂની ફાઇલોની ઍક્સેસ રહેશે.",
      "માલ પહોંચે ત્યાં સુધી ચુકવણી રોકી રાખી છે.",
      "વેચાણ પૂર્ણ થાય ત્યાં સુધી રકમ એસ્ક્રોમાં રહેશે.",
      "ચુકવણી ન થવાથી ખાતું સ્થગિત કરાયું છે, કૃપા કરીને હિસાબ વિભાગનો સંપર્ક કરો.",
    ],
  },
  mr: {
    password: ["ईमेलचा ॲक्सेस कायम ठेवण्यासाठी तुमचा पासवर्ड अपडेट करा.", "प्रवेश गमावू नये म्हणून आजच तुमचा पासवर्ड पुष्टी करा."],
    funds: [
      "तुमची पेमेंट्स केवायसी पडताळणी पूर्ण होईपर्यंत रोखून ठेवली आहेत.",
      "तुमची रक्कम गोठवली आहे. ती मोकळी करण्यासाठी केवायसी पूर्ण करा.",
    ],
    suspended: ["तुमचे सत्र निलंबित केले आहे. आता पुन्हा सत्यापित करा.", "तुमचे खाते लॉक झाले आहे, या लिंकवरून पुन्हा सक्रिय करा."],
    benign: [
      "तुमचे खाते सुरक्षित ठेवण्यासाठी नियमितपणे पासवर्ड बदला.",
      "स्थलांतरानंतरही जुन्या फायलींचा प्रवेश राहील.",
      "माल पोहोचेपर्यंत पेमेंट रोखले आहे.",
      "विक्री पूर्ण होईपर्यंत रक्कम एस्क्रोमध्ये राहील.",
      "थकबाकीमुळे खाते निलंबित केले आहे, कृपया लेखा विभागाशी संपर्क साधा.",
    ],
  },
  pa: {
    password: ["ਈਮੇਲ ਦੀ ਪਹੁੰਚ ਬਣਾਈ ਰੱਖਣ ਲਈ ਆਪਣਾ ਪਾਸਵਰਡ ਅੱਪਡੇਟ ਕਰੋ।", "ਪਹੁੰਚ ਨਾ ਗੁਆਉਣ ਲਈ ਅੱਜ ਹੀ ਆਪਣਾ ਪਾਸਵਰਡ ਪੁਸ਼ਟੀ ਕਰੋ।"],
    funds: [
      "ਤੁਹਾਡੇ ਭੁਗਤਾਨ ਕੇਵਾਈਸੀ ਤਸਦੀਕ ਪੂਰੀ ਹੋਣ ਤੱਕ ਰੋਕੇ ਗਏ ਹਨ।",
      "ਤੁਹਾਡੇ ਫੰਡ ਫ੍ਰੀਜ਼ ਕੀਤੇ ਗਏ ਹਨ। ਇਨ੍ਹਾਂ ਨੂੰ ਜਾਰੀ ਕਰਵਾਉਣ ਲਈ ਕੇਵਾਈਸੀ ਪੂਰੀ ਕਰੋ।",
    ],
    suspended: ["ਤੁਹਾਡਾ ਸੈਸ਼ਨ ਮੁਅੱਤਲ ਕਰ ਦਿੱਤਾ ਗਿਆ ਹੈ। ਹੁਣੇ ਮੁੜ ਤਸਦੀਕ ਕਰੋ।", "ਤੁਹਾਡਾ ਖਾਤਾ ਲੌਕ ਹੋ ਗਿਆ ਹੈ, ਇਸ ਲਿੰਕ ਤੋਂ ਮੁੜ ਸਰਗਰਮ ਕਰੋ।"],
    benign: [
      "ਆਪਣਾ ਖਾਤਾ ਸੁਰੱਖਿਅਤ ਰੱਖਣ ਲਈ ਪਾਸਵਰਡ ਨਿਯਮਿਤ ਤੌਰ ਤੇ ਬਦਲੋ।",
      "ਮਾਈਗ੍ਰੇਸ਼ਨ ਤੋਂ ਬਾਅਦ ਵੀ ਪੁਰਾਣੀਆਂ ਫਾਈਲਾਂ ਤੱਕ ਪਹੁੰਚ ਰਹੇਗੀ।",
      "ਸਮਾਨ ਪਹੁੰਚਣ ਤੱਕ ਭੁਗਤਾਨ ਰੋਕਿਆ ਗਿਆ ਹੈ।",
      "ਵਿਕਰੀ ਪੂਰੀ ਹੋਣ ਤੱਕ ਰਕਮ ਐਸਕ੍ਰੋ ਵਿੱਚ ਰਹੇਗੀ।",
      "ਭੁਗਤਾਨ ਨਾ ਹੋਣ ਕਰਕੇ ਖਾਤਾ ਮੁਅੱਤਲ ਕੀਤਾ ਗਿਆ, ਕਿਰਪਾ ਕਰਕੇ ਲੇਖਾ ਵਿਭਾਗ ਨਾਲ ਸੰਪਰਕ ਕਰੋ।",
    ],
  },
  te: {
    password: ["ఇమెయిల్ యాక్సెస్‌ను కొనసాగించడానికి మీ పాస్‌వర్డ్‌ను అప్‌డేట్ చేయండి.", "యాక్సెస్ కోల్పోకుండా ఉండేందుకు ఈరోజే మీ పాస్‌వర్డ్‌ను నిర్ధారించండి."],
    funds: ["మీ చెల్లింపులు కేవైసీ ధృవీకరణ పూర్తయ్యే వరకు నిలిపివేయబడ్డాయి.", "మీ నిధులు స్తంభింపజేయబడ్డాయి. వాటిని విడుదల చేయడానికి కేవైసీని పూర్తి చేయండి."],
    suspended: ["మీ సెషన్ సస్పెండ్ చేయబడింది. ఇప్పుడే మళ్లీ ధృవీకరించండి.", "మీ ఖాతా లాక్ చేయబడింది, ఈ లింక్ ద్వారా మళ్లీ యాక్టివేట్ చేయండి."],
    benign: [
      "మీ ఖాతాను సురక్షితంగా ఉంచడానికి పాస్‌వర్డ్‌ను క్రమం తప్పకుండా మార్చండి.",
      "మైగ్రేషన్ తర్వాత కూడా పాత ఫైల్‌లు మీకు అందుబాటులో ఉంటాయి.",
      "సరుకులు వచ్చే వరకు చెల్లింపు నిలిపివేయబడింది.",
      "అమ్మకం పూర్తయ్యే వరకు మొత్తం ఎస్క్రోలో ఉంటుంది.",
      "చెల్లింపు జరగనందున ఖాతా సస్పెండ్ చేయబడింది, దయచేసి అకౌంట్స్ విభాగాన్ని సంప్రదించండి.",
    ],
  },
  kn: {
    password: ["ಇಮೇಲ್ ಪ್ರವೇಶವನ್ನು ಉಳಿಸಿಕೊಳ್ಳಲು ನಿಮ್ಮ ಪಾಸ್‌ವರ್ಡ್ ಅಪ್‌ಡೇಟ್ ಮಾಡಿ.", "ಪ್ರವೇಶ ಕಳೆದುಕೊಳ್ಳದಂತೆ ಇಂದೇ ನಿಮ್ಮ ಪಾಸ್‌ವರ್ಡ್ ದೃಢೀಕರಿಸಿ."],
    funds: ["ನಿಮ್ಮ ಪಾವತಿಗಳನ್ನು ಕೆವೈಸಿ ಪರಿಶೀಲನೆ ಪೂರ್ಣಗೊಳ್ಳುವವರೆಗೆ ತಡೆಹಿಡಿಯಲಾಗಿದೆ.", "ನಿಮ್ಮ ಹಣವನ್ನು ಫ್ರೀಜ್ ಮಾಡಲಾಗಿದೆ. ಬಿಡುಗಡೆಗಾಗಿ ಕೆವೈಸಿ ಪೂರ್ಣಗೊಳಿಸಿ."],
    suspended: ["ನಿಮ್ಮ ಸೆಷನ್ ಅಮಾನತುಗೊಂಡಿದೆ. ಈಗಲೇ ಮತ್ತೆ ಪರಿಶೀಲಿಸಿ.", "ನಿಮ್ಮ ಖಾತೆ ಲಾಕ್ ಆಗಿದೆ, ಈ ಲಿಂಕ್ ಮೂಲಕ ಮರು ಸಕ್ರಿಯಗೊಳಿಸಿ."],
    benign: [
      "ನಿಮ್ಮ ಖಾತೆಯನ್ನು ಸುರಕ್ಷಿತವಾಗಿಡಲು ನಿಯಮಿತವಾಗಿ ಪಾಸ್‌ವರ್ಡ್ ಬದಲಾಯಿಸಿ.",
      "ವಲಸೆಯ ನಂತರವೂ ಹಳೆಯ ಫೈಲ್‌ಗಳು ನಿಮಗೆ ಲಭ್ಯವಿರುತ್ತವೆ.",
      "ಸರಕು ಬರುವವರೆಗೆ ಪಾವತಿಯನ್ನು ತಡೆಹಿಡಿಯಲಾಗಿದೆ.",
      "ಮಾರಾಟ ಪೂರ್ಣಗೊಳ್ಳುವವರೆಗೆ ಹಣ ಎಸ್ಕ್ರೋದಲ್ಲಿ ಇರುತ್ತದೆ.",
      "ಪಾವತಿ ಮಾಡದ ಕಾರಣ ಖಾತೆಯನ್ನು ಅಮಾನತುಗೊಳಿಸಲಾಗಿದೆ, ದಯವಿಟ್ಟು ಲೆಕ್ಕಪತ್ರ ವಿಭಾಗವನ್ನು ಸಂಪರ್ಕಿಸಿ.",
    ],
  },
  ml: {
    password: [
      "ഇമെയിൽ ആക്സസ് നിലനിർത്താൻ നിങ്ങളുടെ പാസ്‌വേഡ് അപ്ഡേറ്റ് ചെയ്യുക.",
      "പ്രവേശനം നഷ്ടപ്പെടാതിരിക്കാൻ ഇന്നുതന്നെ നിങ്ങളുടെ പാസ്‌വേഡ് സ്ഥിരീകരിക്കുക.",
    ],
    funds: [
      "നിങ്ങളുടെ പേയ്‌മെന്റുകൾ കെവൈസി പരിശോധന പൂർത്തിയാകുന്നത് വരെ തടഞ്ഞുവച്ചിരിക്കുന്നു.",
      "നിങ്ങളുടെ ഫണ്ടുകൾ മരവിപ്പിച്ചിരിക്കുന്നു. അവ വിട്ടുകിട്ടാൻ കെവൈസി പൂർത്തിയാക്കുക.",
    ],
    suspended: [
      "നിങ്ങളുടെ സെഷൻ സസ്പെൻഡ് ചെയ്തിരിക്കുന്നു. ഇപ്പോൾ വീണ്ടും പരിശോധിക്കുക.",
      "നിങ്ങളുടെ അക്കൗണ്ട് ലോക്ക് ചെയ്തിരിക്കുന്നു, ഈ ലിങ്ക് വഴി വീണ്ടും സജീവമാക്കുക.",
    ],
    benign: [
      "നിങ്ങളുടെ അക്കൗണ്ട് സുരക്ഷിതമാക്കാൻ പാസ്‌വേഡ് പതിവായി മാറ്റുക.",
      "മൈഗ്രേഷനു ശേഷവും പഴയ ഫയലുകൾ നിങ്ങൾക്ക് ലഭ്യമാകും.",
      "സാധനങ്ങൾ എത്തുന്നത് വരെ പേയ്‌മെന്റ് തടഞ്ഞുവച്ചിരിക്കുന്നു.",
      "വിൽപ്പന പൂർത്തിയാകുന്നത് വരെ പണം എസ്ക്രോയിൽ ആയിരിക്കും.",
      "പണമടയ്ക്കാത്തതിനാൽ അക്കൗണ്ട് സസ്പെൻഡ് ചെയ്തു, ദയവായി അക്കൗണ്ട്സ് വിഭാഗവുമായി ബന്ധപ്പെടുക.",
    ],
  },
  jv: {
    password: [
      "Ganti password sampeyan supaya ora kelangan akses menyang email.",
      "Konfirmasi tembung sandhi sampeyan dina iki ben ora kelangan akses.",
    ],
    funds: [
      "Pembayaran sampeyan ditahan nganti sampeyan ngrampungake verifikasi.",
      "Saldo sampeyan dibekukan. Rampungake verifikasi supaya bisa dicairake.",
    ],
    suspended: [
      "Akun sampeyan ditangguhake. Verifikasi maneh saiki.",
      "Sesi sampeyan dikunci, aktifake maneh liwat pranala iki.",
    ],
    benign: [
      "Ganti password kanthi rutin supaya akun sampeyan tetep aman.",
      "Sawise migrasi, sampeyan isih bisa mbukak file lawas.",
      "Pembayaran ditahan nganti barange teka.",
      "Dhuwit disimpen ing rekening escrow nganti dodolan rampung.",
      "Akun kasebut ditangguhake amarga durung mbayar, mangga hubungi bagian keuangan.",
    ],
  },
};
