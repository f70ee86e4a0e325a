// Credential phishing in plain words, translated systematically: the reader's password or access about to expire, a
// sign-in joined to confirming or updating data, and a document that opens only after signing in with the reader's
// credentials of a trade or a platform. One row per language, in the languages of lexicon/agent-cues.ts.
//
// Short phishing from a domain the attacker owns often names no brand and no threat beyond the expiry itself: "the
// password of your access expires today at 18:00", "log in and confirm your details", "you have to sign in with your
// dealer credentials to open it". The rows go to the phishing lures (lexicon/phishing.ts, the classifier's `lure`),
// weighed like the rest of that class: a single hit is never a verdict.
//
// 1. `secret` (password, passcode, access, login, account, the reader's) near (≤ 40 characters, either order)
//    `expire` (the expiry verb in the forms that speak of ONE password at ONE moment: "expires today", "will expire",
//    "has expired"). Both halves are closed by a word end in spaced scripts (not in the Indic ones, whose rows name
//    stems), so where the language inflects for number the plural of a policy statement ("passwords expire every 90
//    days") is not one; in languages that do not (zh, ja, ko, th, vi, id, ms, tr, sv, da, nb, af, …) such a
//    statement hits this concept, which we accept: a policy note is weak alone and rarely sits in mail from a
//    stranger. "Your subscription expires on 31 December", "the warranty / the offer expires" name no password or
//    access word. The gap crosses no link, code, session, reset or invitation word ("the link to reset your password
//    expires in 30 minutes", a service's own reset mail). Certificates are left out: an IT department's genuine VPN
//    or e-mail certificate renewal says the same. English adds only what PHISH_LURE's own English rows miss (they
//    read "your password expires", "access will expire"); a bare "password expiry notice" is left out, since the
//    warnings that quote phishing quote that subject line.
// Warnings that quote the lure: a pair inside a quotation opened earlier on its line is not read (every language),
// nor an English pair after a reporting verb or a phishing word earlier in its sentence or just before it ("messages
// claiming your access expires today", "examples: …").
// 2. `login` (a sign-in verb or noun) followed within 60 characters by `confirm` (confirm, update, verify) and `data`
//    (data, details, information) within 30 of each other: "log in and confirm your details", "Anmeldung … Daten
//    bestätigen". "Log in to the portal to see your invoice" has no confirming; "confirm your appointment" no
//    sign-in and no data.
// 3. `login` and `trade` (credentials of a dealer, partner, supplier, company or platform: "with your dealer
//    credentials", "svojim dealerskim podacima") within 40 characters in either order, and `open` (the purpose
//    form: "to open / view / download it") within 60 before or after: "to view the report, sign in with your company
//    login". "Log in to the portal to see your invoice" names no trade credential.
//
// Conventions are those of agent-cues.ts: lowercase sources, NFKC-normalised here as the text is, no word guards in
// UNSPACED scripts, a word-start guard on the second half of a pair elsewhere, Latin-script rows that mail writes
// without diacritics through `unmarked`, `romanian`, `serbian`, `azerbaijani`, Turkish and Azerbaijani dotless ı
// met as "[ıi]" (asMet). Performance: every field starts with a literal word the screen can place.
import {
  alt,
  asMet,
  conceptTable,
  E,
  either,
  gap,
  type Lang,
  near,
  type PhraseTable,
  UNSPACED,
  unmarked,
} from "./combinators.js";
import { LURE_SPELL } from "./login-cues.js";

/** One row per language. Fields are alternations (regex sources, lowercase). */
export interface ExpiryRow {
  /** 1. The reader's password, passcode, access, login, account or certificate. */
  secret: string;
  /** 1. … expiring: the singular, dated or future forms, and the notice nouns ("expiry notice"). */
  expire: string;
  /** 2 and 3. Sign in, log in (imperative, infinitive, the noun "login"). */
  login: string;
  /** 2. Confirm, update, verify. */
  confirm: string;
  /** 2. Data, details, information (the reader's or the company's). */
  data: string;
  /** 3. The reader's credentials of a trade or platform: dealer, partner, supplier, company, platform account. */
  trade: string;
  /** 3. The purpose: to open, view, see, download, read it. */
  open: string;
  /** Extra entries of concept 1 (whole, already spelled). */
  seed?: string[];
}

const _unmarkedVi = (source: string) => unmarked(source, { đ: "d", Đ: "d" });

/** How each language's entries are spelled: as in lexicon/login-cues.ts, and unmarked in the languages whose
 * words here mail also writes without diacritics. */
const SPELL: Partial<Record<Lang, (source: string) => string>> = {
  ...LURE_SPELL,
  tr: unmarked,
  ca: unmarked,
  pt: unmarked,
  es: unmarked,
  fr: unmarked,
};

const EN_EXPIRE =
  "(?:will expire|expires (?:today|tonight|tomorrow|soon|in|on|at|within|after)|is expiring|expiring|is about to expire|has expired|expired|expiry (?:notice|warning|reminder|alert)|expiration (?:notice|warning|reminder|alert))";

const ROWS: Partial<Record<Lang, ExpiryRow>> = {
  en: {
    // "Your password expires / will expire" is PHISH_LURE's own English row; these add the other words.
    secret: "(?:passcode|login|log-in|credentials)",
    expire: EN_EXPIRE,
    login: "(?:sign|log)(?:ging)? ?(?:in|on)|login",
    confirm: "(?:confirm|verify|update|validate|re-?validate|re-?confirm)",
    data: "(?:details|data|information|info|records)",
    trade:
      "(?:dealer|partner|trade|supplier|vendor|reseller|distributor|broker|merchant|member|company|business|corporate|b2b|platform)(?: portal| platform)? (?:account|credentials|login|log-in|details|id|username)",
    open: "to (?:open|view|access|see|read|download|unlock|review)",
    // "… will expire" is PHISH_LURE's own English row too. ("Password expiry notice" alone, the lure's subject line, was
    // left out: the warnings that quote phishing quote it too.)
    seed: [`(?:access|account|mailbox|e-?mail account) ${EN_EXPIRE.replace("will expire|", "")}${E}`],
  },
  de: {
    secret:
      "(?:passwort|passworts|kennwort|kennworts|zugang|zugangs|zugangsdaten|konto|kontos|benutzerkonto|benutzerkontos|login)",
    expire:
      "(?:läuft (?:\\p{L}+ ){0,3}?ab|abgelaufen|abläuft|wird (?:\\p{L}+ ){0,3}?ablaufen|verfällt|verfallen|ungültig|ablauf|ablaufdatum)",
    login: "(?:melden sie sich|melde dich|anmelden|anmeldung|einloggen|loggen sie sich|logge dich|login)",
    confirm:
      "(?:bestätigen|bestätige|bestätigung|aktualisieren|aktualisiere|aktualisierung|verifizieren|überprüfen|überprüfe)",
    data: "(?:daten|angaben|informationen|kontodaten|firmendaten|unternehmensdaten|stammdaten)",
    trade:
      "(?:händler|partner|lieferanten|fachhändler|firmen|unternehmens|b2b|plattform)-?(?:zugang|zugangsdaten|konto|login|account|anmeldedaten|kennung)",
    open: "(?:zu öffnen|öffnen|anzusehen|einzusehen|ansehen|herunterzuladen|abzurufen|aufzurufen|zu lesen)",
  },
  fr: {
    secret: "(?:mot de passe|accès|compte|identifiants?)",
    expire:
      "(?:expire|expirera|a expiré|arrive à expiration|arrivera à expiration|arrive à échéance|va expirer|expiration)",
    login: "(?:connectez-vous|connecte-toi|identifiez-vous|vous connecter|se connecter|connexion|reconnectez-vous)",
    confirm:
      "(?:confirmez|confirmer|confirme|mettez à jour|mettre à jour|mets à jour|vérifiez|vérifier|validez|valider|mise à jour)",
    data: "(?:données|informations|coordonnées|infos)",
    trade:
      "(?:identifiants?|compte|accès|codes d'accès) (?:concessionnaire|revendeur|partenaire|professionnels?|pro|fournisseur|distributeur|entreprise|de l'entreprise|de la société|plateforme|de la plateforme|b2b)",
    open: "pour (?:l'|le |la |les )?(?:ouvrir|consulter|voir|visualiser|télécharger|lire|accéder)",
  },
  es: {
    secret: "(?:contraseña|clave|acceso|cuenta|credenciales)",
    expire:
      "(?:caduca|caducará|expira|expirará|vence|vencerá|ha caducado|ha expirado|ha vencido|va a caducar|va a expirar|está por vencer|caducidad|expiración|vencimiento)",
    login: "(?:inicie sesión|inicia sesión|iniciar sesión|acceda|accede|ingrese|ingresa|identifíquese|identifícate)",
    confirm:
      "(?:confirme|confirma|confirmar|actualice|actualiza|actualizar|verifique|verifica|verificar|valide|valida|validar)",
    data: "(?:datos|información|detalles)",
    trade:
      "(?:credenciales|cuenta|usuario|datos de acceso|acceso) (?:de )?(?:concesionario|distribuidor|socio|partner|proveedor|profesional|empresa|la empresa|empresarial|corporativ[oa]s?|comercial|plataforma|la plataforma|b2b)",
    open: "para (?:abrir|ver|consultar|descargar|leer|acceder|visualizar)",
  },
  it: {
    secret: "(?:password|accesso|account|credenziali)",
    expire: "(?:scade|scadrà|è scaduta|è scaduto|sta per scadere|scadenza|in scadenza)",
    login: "(?:accedi|acceda|effettua l'accesso|effettui l'accesso|effettuare l'accesso|loggati|login)",
    confirm: "(?:conferma|confermi|confermare|aggiorna|aggiorni|aggiornare|verifica|verifichi|verificare)",
    data: "(?:dati|informazioni|anagrafica)",
    trade:
      "(?:credenziali|account|accesso|utenza) (?:da |del |di )?(?:concessionario|rivenditore|dealer|partner|fornitore|professionale|aziendal[ei]|dell'azienda|della piattaforma|b2b)",
    open: "per (?:aprir\\p{L}*|visualizzar\\p{L}*|vedere|vederl\\p{L}*|consultar\\p{L}*|scaricar\\p{L}*|leggere|accedere)",
  },
  pt: {
    secret: "(?:senha|palavra-passe|acesso|conta|credenciais)",
    expire: "(?:expira|expirará|vai expirar|expirou|vence|vencerá|venceu|caduca|caducará|expiração|vencimento)",
    login: "(?:faça login|faz login|fazer login|acesse|aceda|inicie sessão|iniciar sessão|entre na (?:sua )?conta)",
    confirm:
      "(?:confirme|confirma|confirmar|atualize|actualize|atualizar|actualizar|verifique|verificar|valide|validar)",
    data: "(?:dados|informações|cadastro)",
    trade:
      "(?:credenciais|conta|login|acesso|usuário|utilizador|dados de acesso) (?:de |do |da )?(?:concessionári[oa]|revendedor|parceiro|fornecedor|profissional|empresa|empresarial|corporativ[oa]|comercial|plataforma|b2b)",
    open: "para (?:abrir|ver|visualizar|consultar|baixar|descarregar|ler|acessar|aceder)",
  },
  nl: {
    secret: "(?:wachtwoord|toegang|account|inloggegevens)",
    expire: "(?:verloopt|is verlopen|zal verlopen|gaat verlopen|vervalt|komt te vervallen|vervaldatum|verloopdatum)",
    login: "(?:log (?:\\p{L}+ ){0,3}?in|inloggen|in te loggen|meld (?:u |je )?aan|aanmelden)",
    confirm:
      "(?:bevestig|bevestigen|bijwerken|werk (?:\\p{L}+ ){0,3}?bij|controleer|controleren|update|verifieer|verifiëren)",
    data: "(?:gegevens|informatie|bedrijfsgegevens)",
    trade:
      "(?:dealer|partner|leveranciers|zakelijke|bedrijfs|platform|b2b)[- ]?(?:account|inloggegevens|gegevens|login|toegang)",
    open: "om (?:het |de |dit |deze )?(?:\\p{L}+ )?(?:te openen|te bekijken|in te zien|te downloaden|te lezen)",
  },
  sv: {
    secret: "(?:lösenord|lösenordet|åtkomst|åtkomsten|konto|kontot|inloggning|inloggningen)",
    expire: "(?:går ut|löper ut|upphör|har gått ut|kommer att gå ut|slutar gälla|utgår)",
    login: "(?:logga in|logga på|loggar in|inloggning)",
    confirm: "(?:bekräfta|bekräftar|uppdatera|uppdaterar|verifiera|kontrollera)",
    data: "(?:uppgifter|information|data|företagsuppgifter|kontaktuppgifter)",
    trade:
      "(?:återförsäljar|partner|leverantörs|företags|handlar|plattforms|b2b)-?(?:konto|inloggning|uppgifter|inloggningsuppgifter|id)",
    open: "för att (?:öppna|se|visa|läsa|ladda ner|komma åt)",
  },
  pl: {
    secret: "(?:hasło|hasła|dostęp|dostępu|konto|konta|login)",
    expire:
      "(?:wygasa|wygaśnie|wygasło|wygasł|traci ważność|straci ważność|utraci ważność|upływa|wygaśnięcie|wygaśnięciu)",
    login: "(?:zaloguj się|zalogować się|zalogowaniu|zaloguj)",
    confirm: "(?:potwierdź|potwierdzić|zaktualizuj|zaktualizować|zweryfikuj|zweryfikować|sprawdź)",
    data: "(?:dane|danych|informacje)",
    trade:
      "(?:dan|kont|login|dostęp|poświadczeni)\\p{L}* (?:dealer\\p{L}*|partner\\p{L}*|dostawc\\p{L}*|firm\\p{L}*|handlow\\p{L}*|platform\\p{L}*|b2b)",
    open: "aby (?:go |ją |je )?(?:otworzyć|zobaczyć|wyświetlić|pobrać|przeczytać)",
  },
  cs: {
    secret: "(?:heslo|hesla|přístup|přístupu|účet|účtu)",
    expire: "(?:vyprší|vypršelo|vypršel|vypršela|končí platnost|skončí platnost|expiruje|expirace)",
    login: "(?:přihlaste se|přihlásit se|přihlas se|přihlášení)",
    confirm: "(?:potvrďte|potvrdit|potvrď|aktualizujte|aktualizovat|ověřte|ověřit|zkontrolujte)",
    data: "(?:údaje|údajů|data|informace)",
    trade:
      "(?:dealersk|partnersk|firemn|obchodn|dodavatelsk|prodejn)\\p{L}* (?:údaj\\p{L}*|účt\\p{L}*|přihlašovací\\p{L}*|účet)",
    open: "(?:abyste (?:jej |ho |ji )?(?:otevřel\\p{L}*|zobrazil\\p{L}*|viděl\\p{L}*|stáhl\\p{L}*)|pro (?:otevření|zobrazení|stažení))",
  },
  ru: {
    secret: "(?:пароль|пароля|доступ|доступа|учетн\\p{L}* запис\\p{L}*|учётн\\p{L}* запис\\p{L}*|аккаунт|аккаунта)",
    expire: "(?:истекает|истечет|истечёт|истёк|истек|закончится|заканчивается|перестанет действовать|срок действия)",
    login: "(?:войдите|войти|авторизуйтесь|выполните вход)",
    confirm: "(?:подтвердите|подтвердить|обновите|обновить|проверьте|актуализируйте)",
    data: "(?:данны\\p{L}*|информаци\\p{L}*|реквизит\\p{L}*|сведения)",
    trade:
      "(?:дилерск|партнерск|партнёрск|корпоративн|фирменн|торгов)\\p{L}* (?:учетн|учётн|данн|аккаунт|логин|доступ|запис)\\p{L}*",
    open: "чтобы (?:его |её |ее |их )?(?:открыть|просмотреть|посмотреть|скачать|прочитать|увидеть)",
  },
  uk: {
    secret: "(?:пароль|пароля|доступ|доступу|обліков\\p{L}* запис\\p{L}*|акаунт|акаунта)",
    expire: "(?:спливає|спливе|сплив|закінчується|закінчиться|завершується|термін дії)",
    login: "(?:увійдіть|увійти|авторизуйтеся)",
    confirm: "(?:підтвердіть|підтвердити|оновіть|оновити|перевірте)",
    data: "(?:дані|даних|інформаці\\p{L}*|реквізит\\p{L}*)",
    trade: "(?:дилерськ|партнерськ|корпоративн|фірмов)\\p{L}* (?:обліков|дан|акаунт|логін|доступ|запис)\\p{L}*",
    open: "щоб (?:його |її |їх )?(?:відкрити|переглянути|побачити|завантажити|прочитати)",
  },
  el: {
    secret: "(?:κωδικός|κωδικού|κωδικό|συνθηματικό|πρόσβαση|πρόσβασης|λογαριασμός|λογαριασμού)",
    expire: "(?:λήγει|θα λήξει|έληξε|λήξη|λήξης)",
    login: "(?:συνδεθείτε|συνδέσου|να συνδεθείτε)",
    confirm: "(?:επιβεβαιώστε|επιβεβαίωσε|επιβεβαιώσετε|ενημερώστε|ενημερώσετε|επαληθεύστε)",
    data: "(?:στοιχεία|στοιχείων|πληροφορίες)",
    trade:
      "(?:στοιχεία|λογαριασμό|κωδικούς|διαπιστευτήρια) (?:\\p{L}+ )?(?:αντιπροσώπου|συνεργάτη|προμηθευτή|εταιρ\\p{L}*|επαγγελματ\\p{L}*|πλατφόρμας|b2b)",
    open: "για να (?:το |τη |την |τα )?(?:ανοίξετε|δείτε|κατεβάσετε|διαβάσετε)",
  },
  tr: {
    secret: "(?:şifre\\p{L}*|parola\\p{L}*|erişim\\p{L}*|hesabınız\\p{L}*)",
    expire: "(?:sona er\\p{L}*|süresi (?:\\p{L}+ ){0,2}?dol\\p{L}*|geçerlilik süresi)",
    login: "(?:giriş yap\\p{L}*|oturum aç\\p{L}*)",
    confirm: "(?:onaylay\\p{L}*|onayla\\p{L}*|doğrula\\p{L}*|güncelle\\p{L}*)",
    data: "(?:bilgileri\\p{L}*|verileri\\p{L}*)",
    trade:
      "(?:bayi|iş ortağı|tedarikçi|kurumsal|şirket|firma|platform|b2b)(?: \\p{L}+)? (?:hesab\\p{L}*|bilgi\\p{L}*|giriş bilgi\\p{L}*|kullanıcı\\p{L}*)",
    open: "(?:açmak|görüntülemek|görmek|indirmek|okumak|açabilmek|görüntüleyebilmek) için",
  },
  id: {
    secret: "(?:kata sandi|password|sandi|akses|akun)",
    expire:
      "(?:akan kedaluwarsa|kedaluwarsa|kadaluarsa|kadaluwarsa|akan berakhir|berakhir hari ini|habis masa berlakunya|masa berlaku)",
    login: "(?:silakan masuk|login|log in|masuk ke akun|masuk dengan)",
    confirm: "(?:konfirmasi|perbarui|verifikasi|mengkonfirmasi|memperbarui|memverifikasi)",
    data: "(?:data|informasi|rincian)",
    trade: "(?:akun|kredensial|login|data login) (?:dealer|mitra|partner|pemasok|perusahaan|bisnis|platform|b2b)",
    open: "untuk (?:membuka|melihat|mengunduh|membaca)",
  },
  vi: {
    secret: "(?:mật khẩu|quyền truy cập|tài khoản)",
    expire: "(?:sẽ hết hạn|hết hạn|đã hết hạn|sắp hết hạn)",
    login: "(?:đăng nhập)",
    confirm: "(?:xác nhận|cập nhật|xác minh)",
    data: "(?:thông tin|dữ liệu)",
    trade: "(?:tài khoản|thông tin đăng nhập) (?:đại lý|đối tác|nhà cung cấp|doanh nghiệp|công ty|nền tảng|b2b)",
    open: "để (?:mở|xem|tải|đọc)",
  },
  sw: {
    secret: "(?:nenosiri|neno la siri|ufikiaji|akaunti)",
    expire: "(?:itaisha|litaisha|utaisha|inaisha|linaisha|unaisha|imeisha|limeisha|umeisha|muda wake|mwisho wa muda)",
    login: "(?:ingia|ingieni|kuingia)",
    confirm: "(?:thibitisha|uthibitishe|sasisha|usasishe|hakiki|uhakiki|kuthibitisha|kusasisha)",
    data: "(?:taarifa|maelezo|data)",
    trade:
      "(?:akaunti|taarifa za kuingia|kitambulisho) (?:ya |za )?(?:muuzaji|wakala|mshirika|msambazaji|kampuni|biashara|jukwaa|b2b)",
    open: "ili (?:kufungua|kuiona|kuona|kupakua|kusoma)",
  },
  hi: {
    secret: "(?:पासवर्ड|एक्सेस|अकाउंट|खाते|खाता|लॉगिन)",
    expire:
      "(?:समाप्त हो (?:जाएगा|जाएगी|रहा|रही|गया|गई)|एक्सपायर हो (?:जाएगा|जाएगी|रहा|रही|गया|गई)|की वैधता समाप्त|अवधि समाप्त)",
    login: "(?:लॉग ?इन|साइन ?इन|लॉगिन)",
    confirm: "(?:पुष्टि|अपडेट|सत्यापित|वेरिफाई)",
    data: "(?:विवरण|जानकारी|डेटा|डिटेल्स)",
    trade:
      "(?:डीलर|पार्टनर|भागीदार|सप्लायर|आपूर्तिकर्ता|कंपनी|कॉर्पोरेट|प्लेटफ़ॉर्म|प्लेटफॉर्म)(?: \\S+)? (?:अकाउंट|खाते|खाता|क्रेडेंशियल|लॉगिन|आईडी)",
    open: "(?:खोलने|देखने|डाउनलोड करने|पढ़ने) (?:के लिए|हेतु)",
  },
  bn: {
    secret: "(?:পাসওয়ার্ড|অ্যাক্সেস|অ্যাকাউন্ট|লগইন)",
    expire: "(?:মেয়াদ (?:আজ )?(?:শেষ|উত্তীর্ণ) হ(?:বে|য়ে যাবে|চ্ছে|য়েছে)|মেয়াদোত্তীর্ণ)",
    login: "(?:লগ ?ইন|সাইন ?ইন)",
    confirm: "(?:নিশ্চিত|আপডেট|যাচাই)",
    data: "(?:তথ্য|বিবরণ|ডেটা)",
    trade: "(?:ডিলার|পার্টনার|অংশীদার|সরবরাহকারী|কোম্পানি|কর্পোরেট|প্ল্যাটফর্ম)\\S*(?: \\S+)? (?:অ্যাকাউন্ট|লগইন|আইডি|ক্রেডেনশিয়াল)",
    open: "(?:খুলতে|দেখতে|ডাউনলোড করতে|পড়তে)",
  },
  ur: {
    secret: "(?:پاس ?ورڈ|رسائی|اکاؤنٹ)",
    expire: "(?:ختم ہو (?:جائے گا|جائے گی|رہا|رہی|گیا|گئی)|ایکسپائر|میعاد (?:آج )?ختم)",
    login: "(?:لاگ ?ان|سائن ?ان)",
    confirm: "(?:تصدیق|اپ ?ڈیٹ)",
    data: "(?:تفصیلات|معلومات|ڈیٹا)",
    trade: "(?:ڈیلر|پارٹنر|شراکت دار|سپلائر|کمپنی|کارپوریٹ|پلیٹ ?فارم)(?: \\S+)? (?:اکاؤنٹ|لاگ ?ان|آئی ڈی|اسناد)",
    open: "(?:کھولنے|دیکھنے|ڈاؤن ?لوڈ کرنے|پڑھنے) (?:کے لیے|کیلئے)",
  },
  ar: {
    secret: "(?:كلمة (?:ال)?مرور|كلمة السر|صلاحية (?:ال)?وصول|حسابك)",
    expire: "(?:ستنتهي|تنتهي|انتهت|سينتهي|ينتهي|انتهاء صلاحية)",
    login: "(?:سجّل الدخول|سجل الدخول|تسجيل الدخول|قم بتسجيل الدخول|سجلوا الدخول)",
    confirm: "(?:تأكيد|أكد|تحديث|حدّث|حدث|التحقق)",
    data: "(?:بيانات|معلومات|تفاصيل)",
    trade: "(?:بيانات|حساب|اعتماد)\\S* (?:الوكيل|الموزع|الشريك|المورد|الشركة|التاجر|المنصة|الوكلاء|الشركاء)",
    open: "(?:لفتح|لعرض|لمشاهدة|لتنزيل|لتحميل|لقراءة|للاطلاع)",
  },
  fa: {
    secret: "(?:رمز عبور|گذرواژه|کلمه عبور|پسورد|دسترسی|حساب کاربری)",
    expire:
      "(?:منقضی (?:می ?شود|خواهد شد|شده|شد)|به پایان می ?رسد|تمام می ?شود|اعتبار\\S* (?:امروز )?(?:به پایان|تمام))",
    login: "(?:وارد (?:\\S+ ){0,2}?شوید|لاگین)",
    confirm: "(?:تأیید|تایید|به ?روز ?رسانی|بروزرسانی)",
    data: "(?:اطلاعات|مشخصات|داده)",
    trade: "(?:حساب|اطلاعات ورود|نام کاربری)\\S* (?:نمایندگی|فروشنده|همکار|شریک|تامین ?کننده|شرکت|سازمانی|پلتفرم)",
    open: "برای (?:باز کردن|مشاهده|دیدن|دانلود|خواندن)",
  },
  he: {
    secret: "(?:סיסמה|סיסמא|הסיסמה|הסיסמא|גישה|הגישה|חשבון|החשבון)",
    expire: "(?:תפוג|יפוג|פג תוקפ|פג תוקף|תוקפה (?:\\S+ ){0,2}?(?:יפוג|פג)|תוקף (?:\\S+ ){0,3}?(?:יפוג|פג|תפוג))",
    login: "(?:התחבר|התחברו|היכנס|היכנסו|התחברות)",
    confirm: "(?:אשר|אשרו|לאשר|עדכן|עדכנו|לעדכן|אמת|אמתו)",
    data: "(?:פרטי|הפרטים|נתוני|הנתונים|מידע)",
    trade: "(?:פרטי|חשבון|שם משתמש)\\S* (?:ה)?(?:סוכן|משווק|שותף|ספק|חברה|עסקי|פלטפורמה)",
    open: "כדי (?:לפתוח|לצפות|לראות|להוריד|לקרוא)",
  },
  am: {
    secret: "(?:የይለፍ ቃል|መዳረሻ|መለያ)",
    expire: "(?:ጊዜው (?:\\S+ )?ያበቃል|ያበቃል|አብቅቷል|ጊዜው አልፎበታል|ይጠናቀቃል)",
    login: "(?:ይግቡ|ግቡ|ለመግባት)",
    confirm: "(?:ያረጋግጡ|አረጋግጡ|ያዘምኑ|አዘምኑ)",
    data: "(?:መረጃ|ዝርዝር)",
    trade: "(?:የ|በ)(?:አከፋፋይ|አጋር|አቅራቢ|ድርጅት|ኩባንያ|መድረክ)\\S* (?:መለያ|መረጃ|ምስክርነት)",
    open: "(?:ለመክፈት|ለማየት|ለማውረድ|ለማንበብ)",
  },
  th: {
    secret: "(?:รหัสผ่าน|สิทธิ์การเข้าถึง|สิทธิ์เข้าใช้|บัญชี)",
    expire: "(?:จะหมดอายุ|หมดอายุ|กำลังจะหมดอายุ)",
    login: "(?:เข้าสู่ระบบ|ล็อกอิน|ลงชื่อเข้าใช้)",
    confirm: "(?:ยืนยัน|อัปเดต|อัพเดท|ตรวจสอบ)",
    data: "(?:ข้อมูล|รายละเอียด)",
    trade: "(?:บัญชี|ข้อมูลเข้าสู่ระบบ)(?:ของ)?(?:ตัวแทนจำหน่าย|ดีลเลอร์|พาร์ทเนอร์|คู่ค้า|ซัพพลายเออร์|บริษัท|องค์กร|แพลตฟอร์ม)",
    open: "(?:เพื่อเปิด|เพื่อดู|เพื่อดาวน์โหลด|เพื่ออ่าน|จึงจะเปิด|จึงจะดู)",
  },
  lo: {
    secret: "(?:ລະຫັດຜ່ານ|ສິດເຂົ້າເຖິງ|ບັນຊີ)",
    expire: "(?:ຈະໝົດອາຍຸ|ໝົດອາຍຸ|ຫມົດອາຍຸ)",
    login: "(?:ເຂົ້າສູ່ລະບົບ|ລັອກອິນ)",
    confirm: "(?:ຢືນຢັນ|ອັບເດດ|ປັບປຸງ)",
    data: "(?:ຂໍ້ມູນ|ລາຍລະອຽດ)",
    trade: "(?:ບັນຊີ|ຂໍ້ມູນເຂົ້າສູ່ລະບົບ)(?:ຂອງ)?(?:ຕົວແທນຈຳໜ່າຍ|ຄູ່ຮ່ວມງານ|ຜູ້ສະໜອງ|ບໍລິສັດ|ອົງກອນ|ແພລດຟອມ)",
    open: "(?:ເພື່ອເປີດ|ເພື່ອເບິ່ງ|ເພື່ອດາວໂຫລດ|ເພື່ອອ່ານ)",
  },
  ko: {
    secret: "(?:비밀번호|패스워드|접근 권한|액세스 권한|계정)",
    expire: "(?:만료)",
    login: "(?:로그인)",
    confirm: "(?:확인|업데이트|갱신)",
    data: "(?:정보를|데이터를|내역을)",
    trade: "(?:대리점|딜러|파트너|협력사|공급업체|기업|회사|법인|플랫폼)\\s?(?:계정|아이디|id|로그인 정보|인증 정보)",
    open: "(?:열람|열려면|확인하려면|보려면|다운로드하려면)",
  },
  ja: {
    secret: "(?:パスワード|アカウント|アクセス権|ログイン情報)",
    expire: "(?:有効期限が(?:本日|今日|明日|まもなく|間もなく|近づ|切れ)|期限切れ|失効)",
    login: "(?:ログイン|サインイン)",
    confirm: "(?:確認|更新)",
    data: "(?:登録情報|お客様情報|会社情報|情報|データ)",
    trade:
      "(?:販売店|代理店|ディーラー|パートナー|取引先|企業|法人|会社)(?:用)?(?:の)?(?:アカウント|id|ログイン情報|認証情報)",
    open: "(?:開く|開いて|開封|閲覧|表示|ダウンロード)",
  },
  zh: {
    secret: "(?:密码|密碼|账户|帳戶|账号|帳號|访问权限|訪問權限|登录权限)",
    expire: "(?:即将过期|即將過期|将过期|將過期|已过期|已過期|到期|即将失效|將失效|将失效|已失效|过期|過期)",
    login: "(?:登录|登錄|登入)",
    confirm: "(?:确认|確認|更新|核实|核實|验证|驗證|完善)",
    data: "(?:资料|資料|信息|資訊|数据|數據)",
    trade:
      "(?:经销商|經銷商|代理商|合作伙伴|合作夥伴|供应商|供應商|企业|企業|公司|平台)(?:的)?(?:账号|帳號|账户|帳戶|凭据|憑據|登录信息)",
    open: "(?:打开|打開|查看|下载|下載|阅读|閱讀)",
  },
  km: {
    secret: "(?:ពាក្យសម្ងាត់|លេខសម្ងាត់|សិទ្ធិចូលប្រើ|គណនី)",
    expire: "(?:នឹងផុតកំណត់|ផុតកំណត់|អស់សុពលភាព)",
    login: "(?:ចូលគណនី|ចូលប្រព័ន្ធ|ឡុកអ៊ីន)",
    confirm: "(?:បញ្ជាក់|ធ្វើបច្ចុប្បន្នភាព|អាប់ដេត|ផ្ទៀងផ្ទាត់)",
    data: "(?:ព័ត៌មាន|ទិន្នន័យ)",
    trade: "(?:គណនី|ព័ត៌មានចូល)\\s?(?:អ្នកចែកចាយ|ដៃគូ|អ្នកផ្គត់ផ្គង់|ក្រុមហ៊ុន|វេទិកា)",
    open: "(?:ដើម្បីបើក|ដើម្បីមើល|ដើម្បីទាញយក|ដើម្បីអាន)",
  },
  my: {
    secret: "(?:စကားဝှက်|ဝင်ရောက်ခွင့်|အကောင့်)",
    expire: "(?:သက်တမ်းကုန်)",
    login: "(?:လော့ဂ်အင်|အကောင့်ဝင်)",
    confirm: "(?:အတည်ပြု|အပ်ဒိတ်|မွမ်းမံ)",
    data: "(?:အချက်အလက်|ဒေတာ)",
    trade: "(?:ကိုယ်စားလှယ်|ဒီလာ|မိတ်ဖက်|ပေးသွင်းသူ|ကုမ္ပဏီ|ပလက်ဖောင်း)\\S{0,4}\\s?(?:အကောင့်|အချက်အလက်)",
    open: "(?:ဖွင့်ရန်|ကြည့်ရန်|ဒေါင်းလုဒ်ရန်|ဖတ်ရန်)",
  },
  si: {
    secret: "(?:මුරපදය|මුරපද|ප්‍රවේශය|ගිණුම)",
    expire: "(?:කල් ඉකුත් (?:වේ|වනු ඇත|විය|වෙයි)|කල් ඉකුත්|අවලංගු වේ)",
    login: "(?:ලොග් වන්න|පුරනය වන්න|ලොග් වී|පුරනය වී|ඇතුළු වන්න)",
    confirm: "(?:තහවුරු|යාවත්කාලීන)",
    data: "(?:තොරතුරු|විස්තර|දත්ත)",
    trade: "(?:නියෝජිත|ඩීලර්|හවුල්කරු|සැපයුම්කරු|සමාගම්|ආයතනික|වේදිකා)\\S* (?:ගිණුම|අක්තපත්‍ර|පිවිසුම්)",
    open: "(?:විවෘත කිරීමට|බැලීමට|බාගත කිරීමට|කියවීමට)",
  },
  ta: {
    secret: "(?:கடவுச்சொல்|அணுகல்|கணக்கு)",
    expire: "(?:காலாவதியாகும்|காலாவதியாகிறது|காலாவதியாகிவிடும்|காலாவதியானது|காலாவதியாக)",
    login: "(?:உள்நுழை|லாகின்|லாக் இன்)",
    confirm: "(?:உறுதிப்படுத்த|புதுப்பி|சரிபார்)",
    data: "(?:விவரங்கள|தகவல்|தரவு)",
    trade: "(?:டீலர்|விநியோகஸ்தர்|கூட்டாளர்|பார்ட்னர்|சப்ளையர்|நிறுவன|பிளாட்ஃபார்ம்)\\S* (?:கணக்கு|சான்றுகள்|உள்நுழைவு|விவரங்கள)",
    open: "(?:திறக்க|பார்க்க|பதிவிறக்க|படிக்க)",
  },
  ne: {
    secret: "(?:पासवर्ड|पहुँच|एक्सेस|खाता|लगइन)",
    expire: "(?:समाप्त हुँदै|समाप्त हुनेछ|समाप्त भयो|म्याद (?:आज )?(?:सकिँदै|सकिंदै|सकिनेछ|सकियो|समाप्त)|एक्सपायर हुँदै|एक्सपायर हुनेछ)",
    login: "(?:लगइन|साइन इन)",
    confirm: "(?:पुष्टि|अपडेट|प्रमाणित)",
    data: "(?:विवरण|जानकारी|डाटा|डेटा)",
    trade: "(?:डिलर|साझेदार|पार्टनर|आपूर्तिकर्ता|कम्पनी|कर्पोरेट|प्लेटफर्म)\\S* (?:खाता|लगइन|आईडी|प्रमाणहरू)",
    open: "(?:खोल्न|हेर्न|डाउनलोड गर्न|पढ्न)",
  },
  ka: {
    secret: "(?:პაროლი|პაროლის|წვდომა|წვდომის|ანგარიში|ანგარიშის)",
    expire: "(?:ვადა (?:\\S+ ){0,2}?(?:იწურება|ამოიწურება|ამოიწურა|გასდის|გაუვა)|ამოიწურება|იწურება|ვადის გასვლა)",
    login: "(?:შედით|შეხვიდეთ|გაიარეთ ავტორიზაცია)",
    confirm: "(?:დაადასტურეთ|დაადასტუროთ|განაახლეთ|განაახლოთ|გადაამოწმეთ)",
    data: "(?:მონაცემებ\\S*|მონაცემები|ინფორმაცი\\S*)",
    trade: "(?:დილერის|პარტნიორის|მომწოდებლის|კომპანიის|კორპორაციული|პლატფორმის) (?:ანგარიშ|მონაცემ|ავტორიზაციის)\\S*",
    open: "(?:გასახსნელად|სანახავად|ჩამოსატვირთად|წასაკითხად)",
  },
  yo: {
    secret: "(?:ọ̀rọ̀ aṣínà|ọ̀rọ̀ ìgbaniwọlé|ọrọ igbaniwọle|password|àkọọ́lẹ̀|ìwọlé)",
    expire: "(?:yóò parí|máa parí|ti parí|ń parí|yóò dópin|ti dópin|yóò fòpin)",
    login: "(?:wọlé|wọ inú|ṣe login|log in)",
    confirm: "(?:jẹ́rìí|jẹrisi|ìmúdójúìwọ̀n|imudojuiwọn|fìdí)",
    data: "(?:àlàyé|ìwífún|ìsọfúnni|dátà|data)",
    trade: "(?:àkọọ́lẹ̀|account|ìwọlé) (?:\\p{L}+ ){0,2}?(?:oníṣòwò|alábàáṣiṣẹ́pọ̀|dealer|partner|ilé-iṣẹ́|olùpèsè)",
    open: "(?:láti (?:ṣí|rí|wo|ka|gbà)|kí o (?:tó )?(?:lè )?(?:ṣí|rí|wo|ka))",
  },
  ha: {
    secret: "(?:kalmar sirri\\p{L}*|kalmar wucewa\\p{L}*|damar shiga|asusu)",
    expire: "(?:zai ƙare|zata ƙare|za ta ƙare|ya ƙare|ta ƙare|yana ƙarewa|tana ƙarewa|wa'adin)",
    login: "(?:shiga asusu\\p{L}*|ka shiga|ki shiga|ku shiga|a shiga|login)",
    confirm: "(?:tabbatar|sabunta)",
    data: "(?:bayanai|bayanan|bayaninka|bayaninki)",
    trade: "(?:asusu|bayanan shiga)\\p{L}* (?:na |ta )?(?:dila|abokin hulɗa|mai kawo kaya|kamfani|dandali)",
    open: "(?:don|domin) (?:buɗe|ganin|gani|sauke|karanta)",
  },
  tl: {
    secret: "(?:password|access|account)",
    expire: "(?:mag-e-expire|mage-expire|mag-expire|nag-expire|mawawalan ng bisa|matatapos|mag-eexpire|expired na)",
    login: "(?:mag-log in|mag-login|mag-sign in|mag-log-in|mag-sign-in|mag log in|mag login)",
    confirm: "(?:kumpirmahin|i-confirm|i-update|i-verify|beripikahin)",
    data: "(?:detalye|impormasyon|datos|data)",
    trade: "(?:dealer|partner|supplier|kumpanya|company|platform)\\s?(?:account|credentials|login)",
    open: "para (?:mabuksan|buksan|makita|ma-view|ma-download|mabasa|ma-open)",
  },
  "ar-latn": {
    secret: "(?:password|kelmet el ser|kilmat al sir|el account|access)",
    expire:
      "(?:haye5las|hayekhlas|haykhlas|5eles|khelis|khilis|biyikhlas|bykhlas|biyintehi|hayintehi|ra7 yintehi|yintehi|intaha)",
    login:
      "(?:sajjel (?:el )?(?:do5ool|dokhol|dukhul|do5ol)|sajel (?:el )?(?:do5ool|dokhol|dukhul|do5ol)|a3mel login|e3mel login|3mel login|e3mil login)",
    confirm: "(?:akked|2akked|aked|confirm|update|7adeth|7adis|7addes|ta2keed|ta2kid)",
    data: "(?:bayanat|bayanatak|ma3lomat|ma3lumat|details|data)",
    trade:
      "(?:account|login|bayanat|credentials)\\s(?:el )?(?:dealer|wakeel|wakil|partner|shareek|supplier|company|sharika|sherka|platform)",
    open: "(?:3ashan|3shan|la) (?:tefta7|teftah|tshoof|tshouf|tenazel|te2ra|tifta7)",
  },
  "hi-latn": {
    secret: "(?:password|passward|access|account|khata|login)",
    expire:
      "(?:expire ho (?:jayega|jaayega|jaega|raha|rahi|gaya|gayi)|expire hone wala|khatam ho (?:jayega|jaayega|jaega|raha|gaya)|samapt ho (?:jayega|jaega))",
    login: "(?:log ?in kar\\p{L}*|sign ?in kar\\p{L}*|login kar\\p{L}*)",
    confirm: "(?:confirm|update|verify|pushti)",
    data: "(?:details|detail|data|jankari|jaankari|vivran)",
    trade: "(?:dealer|partner|supplier|company|corporate|platform|b2b) (?:account|login|id|credentials)",
    open: "(?:kholne|dekhne|download karne|padhne) ke liye",
  },
  ro: {
    secret: "(?:parola|parolă|accesul|acces|contul|cont)",
    expire: "(?:expiră|va expira|a expirat|urmează să expire|expirarea|expirare)",
    login:
      "(?:autentifică-te|autentificați-vă|conectează-te|conectați-vă|logați-vă|loghează-te|autentificare|conectare)",
    confirm: "(?:confirmă|confirmați|confirma|actualizează|actualizați|verificați|verifică)",
    data: "(?:datele|date|informațiile|detaliile)",
    trade:
      "(?:datele|contul|credențialele|accesul)(?: de)? (?:dealer|partener|furnizor|companie|firmă|firma|platformă|platforma|b2b)",
    open: "pentru a(?:-l|-o)? (?:deschide|vizualiza|vedea|descărca|citi)",
  },
  hu: {
    secret:
      "(?:jelszava|jelszavad|jelszó|jelszavának|hozzáférés|hozzáférése|hozzáférésed|fiók|fiókja|fiókod|tanúsítvány|tanúsítványa)",
    expire: "(?:lejár|lejárt|le fog járni|lejárata|lejáratáról|érvényét veszti|érvényessége lejár)",
    login: "(?:jelentkezzen be|jelentkezz be|bejelentkezés\\p{L}*|lépjen be|lépj be|bejelentkez\\p{L}*)",
    confirm: "(?:erősítse meg|erősítsd meg|megerősít\\p{L}*|frissítse|frissítsd|ellenőrizze|ellenőrizd)",
    data: "(?:adatait|adataidat|adatokat|adatok|adatait|információ\\p{L}*)",
    trade:
      "(?:kereskedői|partner|beszállítói|céges|vállalati|platform)\\s?(?:fiók\\p{L}*|adat\\p{L}*|belépési\\p{L}*|azonosító\\p{L}*)",
    open: "(?:megnyitásához|megtekintéséhez|letöltéséhez|elolvasásához|hogy megnyiss\\p{L}*|hogy megtekints\\p{L}*)",
  },
  fi: {
    secret:
      "(?:salasana|salasanasi|salasananne|salasanan|käyttöoikeutesi|käyttöoikeus|pääsy|tilisi|tili|varmenne|varmenteesi)",
    expire: "(?:vanhenee|vanhentuu|on vanhentunut|vanhentui|umpeutuu|päättyy|erääntyy|vanhenemassa|vanhentumassa)",
    login: "(?:kirjaudu|kirjautu\\p{L}*)",
    confirm: "(?:vahvista|vahvistaa|päivitä|päivittää|tarkista|tarkistaa)",
    data: "(?:tiedot|tietosi|tietonne|tietojen|tietoja)",
    trade:
      "(?:jälleenmyyjä|kumppani|toimittaja|yritys|yrityksen|alusta|b2b)\\p{L}*\\s?(?:tunnu\\p{L}*|tili\\p{L}*|kirjautumistie\\p{L}*)",
    open: "(?:avataksesi|avataksenne|nähdäksesi|nähdäksenne|ladataksesi|lukeaksesi|avaamiseksi|katsoaksesi)",
  },
  da: {
    secret: "(?:adgangskode|adgangskoden|kodeord|kodeordet|password|adgang|adgangen|konto|kontoen)",
    expire: "(?:udløber|er udløbet|vil udløbe|løber ud|ophører)",
    login: "(?:log ind|log på|logge ind|logge på)",
    confirm: "(?:bekræft|bekræfte|opdater|opdatere|verificer|tjek)",
    data: "(?:oplysninger|data|informationer)",
    trade:
      "(?:forhandler|partner|leverandør|virksomheds|firma|platform|b2b)-?(?:login|konto|adgang|oplysninger|loginoplysninger)",
    open: "for at (?:åbne|se|hente|downloade|læse)",
  },
  nb: {
    secret: "(?:passord|passordet|tilgang|tilgangen|konto|kontoen)",
    expire: "(?:utløper|går ut|er utløpt|vil utløpe)",
    login: "(?:logg inn|logge inn|logg på|innlogging)",
    confirm: "(?:bekreft|bekrefte|oppdater|oppdatere|verifiser|kontroller)",
    data: "(?:opplysning\\p{L}*|data|informasjon)",
    trade:
      "(?:forhandler|partner|leverandør|bedrifts|firma|plattform|b2b)-?(?:konto|innlogging|tilgang|opplysninger|påloggingsinformasjon)",
    open: "for å (?:åpne|se|laste ned|lese)",
  },
  bg: {
    secret: "(?:парола|паролата|достъп|достъпът|достъпа|акаунт|акаунтът|акаунта|профил|профилът)",
    expire: "(?:изтича|ще изтече|изтече|е изтекла|е изтекъл|изтичане)",
    login: "(?:влезте|влез|впишете се)",
    confirm: "(?:потвърдете|потвърди|актуализирайте|обновете|проверете)",
    data: "(?:данни\\p{L}*|информация)",
    trade:
      "(?:дилърск|партньорск|фирмен|корпоративн|доставчическ)\\p{L}* (?:си )?(?:акаунт|данни|профил|достъп)\\p{L}*",
    open: "за да (?:го |я |ги )?(?:отворите|видите|изтеглите|прочетете|разгледате)",
  },
  sh: {
    secret: "(?:lozinka|lozinke|lozinku|šifra|šifre|pristup|pristupa|račun|računa|nalog|naloga)",
    expire: "(?:ističe|istječe|isteći će|istekla|istekao|isteklo|prestaje važiti|istek)",
    login: "(?:prijavite se|prijavi se|prijaviti|prijavom|ulogujte se|logirajte se)",
    confirm: "(?:potvrdite|potvrdi|potvrditi|ažurirajte|ažuriraj|ažurirati|provjerite|proverite)",
    data: "(?:podatk\\p{L}*|podaci|informacij\\p{L}*)",
    trade:
      "(?:dilersk|dealersk|partnersk|poslovn|tvrtkin|firmin|platformsk|dobavljačk)\\p{L}* (?:podac\\p{L}*|podatk\\p{L}*|račun\\p{L}*|nalog\\p{L}*|pristupn\\p{L}*)",
    open: "(?:(?:da|kako) biste (?:ga |ju |je |ih )?(?:otvorili|vidjeli|videli|pregledali|preuzeli|pročitali)|za otvaranje|za pregled)",
  },
  sk: {
    secret: "(?:heslo|hesla|prístup|prístupu|účet|účtu)",
    expire: "(?:vyprší|vypršalo|vypršal|vypršala|skončí platnosť|končí platnosť)",
    login: "(?:prihláste sa|prihlás sa|prihlásiť sa|prihlásenie|prihlásení)",
    confirm: "(?:potvrďte|potvrdiť|aktualizujte|aktualizovať|overte|overiť|skontrolujte)",
    data: "(?:údaje|údajov|informácie)",
    trade:
      "(?:dílersk|dealersk|partnersk|firemn|obchodn|dodávateľsk)\\p{L}* (?:údaj\\p{L}*|účt\\p{L}*|prihlasovac\\p{L}*|účet)",
    open: "(?:aby ste (?:ho |ju |ich )?(?:otvorili|zobrazili|videli|stiahli)|na otvorenie|na zobrazenie)",
  },
  sl: {
    secret: "(?:geslo|gesla|dostop|dostopa|račun|računa)",
    expire: "(?:poteče|poteklo|potekel|potekla|bo poteklo|bo potekel|preneha veljati|izteče|izteklo)",
    login: "(?:prijavite se|prijavi se|prijaviti|prijavo|vpišite se)",
    confirm: "(?:potrdite|potrdi|potrditi|posodobite|posodobi|posodobiti|preverite)",
    data: "(?:podatk\\p{L}*|podatke|informacij\\p{L}*)",
    trade:
      "(?:dilersk|trgovsk|partnersk|poslovn|podjetniš|dobaviteljsk)\\p{L}* (?:podatk\\p{L}*|račun\\p{L}*|dostopn\\p{L}*|uporabnišk\\p{L}*)",
    open: "(?:da (?:ga |jo |jih )?(?:odprete|vidite|pregledate|prenesete|preberete)|za odpiranje|za ogled)",
  },
  lt: {
    secret: "(?:slaptažodis|slaptažodžio|prieiga|prieigos|paskyra|paskyros)",
    expire:
      "(?:baigiasi galiojimas|baigsis galiojimas|nustos galioti|nebegalios|galiojimas (?:\\p{L}+ ){0,2}?(?:baigiasi|baigsis|pasibaigė)|pasibaigė|baigsis|baigiasi|galiojimo pabaiga)",
    login: "(?:prisijunkite|prisijunk|prisijungti|prisijungę)",
    confirm: "(?:patvirtinkite|patvirtink|patvirtinti|atnaujinkite|atnaujinti|patikrinkite)",
    data: "(?:duomen\\p{L}*|informacij\\p{L}*)",
    trade:
      "(?:pardavėjo|prekybinink\\p{L}*|partnerio|tiekėjo|įmonės|platformos|verslo)\\s(?:prisijungimo\\s)?(?:duomen\\p{L}*|paskyr\\p{L}*|prisijung\\p{L}*)",
    open: "(?:kad (?:galėtumėte|galėtum) (?:jį |ją |juos )?(?:atidaryti|peržiūrėti|pamatyti|atsisiųsti|perskaityti)|norėdami (?:jį |ją )?(?:atidaryti|peržiūrėti|pamatyti))",
  },
  lv: {
    secret: "(?:parole|paroles|parolei|piekļuve|piekļuves|konts|konta)",
    expire: "(?:beidzas|beigsies|ir beidzies|beidzies|derīguma termiņš|zaudēs derīgumu|zaudē derīgumu)",
    login: "(?:pieslēdzieties|pieslēdzies|pieslēgties|pierakstieties|pierakstīties|ielogojieties)",
    confirm: "(?:apstipriniet|apstiprini|apstiprināt|atjauniniet|atjaunināt|pārbaudiet)",
    data: "(?:datus|dati|datu|datiem|informāciju)",
    trade:
      "(?:dīlera|tirgotāja|partnera|piegādātāja|uzņēmuma|platformas)\\s(?:\\p{L}+\\s)?(?:kont\\p{L}*|pieslēgšanās dat\\p{L}*|piekļuves dat\\p{L}*|datus|datiem)",
    open: "lai (?:to |tos )?(?:atvērtu|apskatītu|redzētu|lejupielādētu|izlasītu)",
  },
  et: {
    secret: "(?:parool|parooli|salasõna|juurdepääs|juurdepääsu|ligipääs|ligipääsu|konto)",
    expire: "(?:aegub|on aegunud|aegus|lõpeb|kehtivusaeg)",
    login: "(?:logige sisse|logi sisse|sisse logida|sisselogimine|sisselogimise)",
    confirm: "(?:kinnitage|kinnita|kinnitada|uuendage|uuenda|uuendada|värskendage|kontrollige)",
    data: "(?:andmed|andmeid|andmete|teave|teavet)",
    trade:
      "(?:edasimüüja|partneri|tarnija|ettevõtte|firma|platvormi|b2b)\\s?(?:konto\\p{L}*|andmete\\p{L}*|andmeid|kasutaja\\p{L}*|sisselogimisandme\\p{L}*)",
    open: "(?:et (?:seda |neid )?(?:avada|vaadata|näha|alla laadida|lugeda)|avamiseks|vaatamiseks)",
  },
  ca: {
    secret: "(?:contrasenya|accés|compte|credencials)",
    expire: "(?:caduca|caducarà|expira|expirarà|ha caducat|ha expirat|venç|vencerà|caducitat)",
    login:
      "(?:inicia la sessió|inicieu la sessió|inicieu sessió|inicia sessió|accediu|accedeix|identifica't|identifiqueu-vos)",
    confirm: "(?:confirma|confirmeu|confirmar|actualitza|actualitzeu|actualitzar|verifiqueu|verifica)",
    data: "(?:dades|informació)",
    trade:
      "(?:credencials|compte|usuari|dades d'accés) (?:de |del )?(?:concessionari|distribuïdor|soci|partner|proveïdor|professional|empresa|corporatiu|plataforma|b2b)",
    open: "per (?:obrir|veure|consultar|descarregar|llegir|accedir)",
  },
  hy: {
    secret: "(?:գաղտնաբառ\\S*|հաշիվ\\S*|հաշվի)",
    expire:
      "(?:ժամկետը (?:\\S+ ){0,2}?(?:լրանում|լրանա|լրացել|ավարտվում|կավարտվի|սպառվում)|կսպառվի|սպառվում է|լրանում է|ավարտվում է)",
    login: "(?:մուտք գործեք|մուտք գործել|մուտք գործիր)",
    confirm: "(?:հաստատեք|հաստատել|թարմացրեք|թարմացնել|ստուգեք)",
    data: "(?:տվյալներ\\S*|տեղեկություններ\\S*)",
    trade: "(?:դիլերի|գործընկերոջ|մատակարարի|ընկերության|կորպորատիվ|հարթակի)\\s(?:հաշվ\\S*|տվյալներ\\S*|մուտքի\\S*)",
    open: "(?:բացելու|դիտելու|ներբեռնելու|կարդալու) համար",
  },
  az: {
    secret: "(?:şifr\\p{L}*|parol\\p{L}*|giriş icazə\\p{L}*|hesab\\p{L}*)",
    expire:
      "(?:müddəti (?:\\p{L}+ ){0,2}?(?:bitir|bitəcək|başa çat\\p{L}*|bitib)|bitəcək|başa çatır|başa çatacaq|etibarlılıq müddəti)",
    login: "(?:daxil olun|daxil ol|giriş edin|sistemə daxil)",
    confirm: "(?:təsdiqləyin|təsdiq edin|təsdiqlə|yeniləyin|yenilə)",
    data: "(?:məlumat\\p{L}*)",
    trade:
      "(?:diler|tərəfdaş|təchizatçı|şirkət|korporativ|platforma)\\p{L}* (?:hesab\\p{L}*|məlumat\\p{L}*|giriş\\p{L}*)",
    open: "(?:açmaq|görmək|baxmaq|yükləmək|oxumaq) üçün",
  },
  kk: {
    secret: "(?:құпия сөз\\p{L}*|пароль\\p{L}*|қолжетімділі\\p{L}*|аккаунт\\p{L}*|тіркелгі\\p{L}*)",
    expire: "(?:мерзімі (?:\\p{L}+ ){0,2}?(?:аяқталады|бітеді|өтеді|аяқталды|бітті|өтті)|күші жойылады)",
    login: "(?:кіріңіз|жүйеге кір\\p{L}*|кіргеннен кейін|кіріп)",
    confirm: "(?:растаңыз|растау|жаңартыңыз|жаңарту|тексеріңіз)",
    data: "(?:деректер\\p{L}*|мәліметтер\\p{L}*|ақпарат\\p{L}*)",
    trade:
      "(?:дилер|серіктес|жеткізуші|компания|корпоративтік|платформа)\\p{L}* (?:аккаунт|тіркелгі|деректер|логин|есептік жазба)\\p{L}*",
    open: "(?:ашу|көру|жүктеп алу|оқу) үшін",
  },
  uz: {
    secret: "(?:parol\\p{L}*|kirish huquq\\p{L}*|hisob\\p{L}*|akkaunt\\p{L}*)",
    expire: "(?:muddati (?:\\p{L}+ ){0,2}?(?:tugaydi|tugadi|oʻtadi|oʻtdi)|tugaydi|tugadi|amal qilish muddati)",
    login: "(?:tizimga kiring|kiring|tizimga kirish)",
    confirm: "(?:tasdiqlang|tasdiqlash|yangilang|yangilash|tekshiring)",
    data: "(?:maʼ?lumot\\p{L}*)",
    trade:
      "(?:diler|hamkor|yetkazib beruvchi|kompaniya|korporativ|platforma)\\p{L}* (?:hisob\\p{L}*|akkaunt\\p{L}*|maʼ?lumot\\p{L}*|login\\p{L}*)",
    open: "(?:ochish|koʻrish|yuklab olish|oʻqish) uchun",
  },
  mn: {
    secret: "(?:нууц үг\\p{L}*|нэвтрэх эрх\\p{L}*|хандах эрх\\p{L}*|бүртгэл\\p{L}*)",
    expire: "(?:хугацаа (?:\\p{L}+ ){0,2}?(?:дуусна|дуусах|дууссан|дуусч\\p{L}*)|хүчингүй болно)",
    login: "(?:нэвтэрнэ үү|нэвтэрч|нэвтэрсний)",
    confirm: "(?:баталгаажуул\\p{L}*|шинэчил\\p{L}*|шалга\\p{L}*)",
    data: "(?:мэдээлл\\p{L}*|мэдээлэл|өгөгдл\\p{L}*)",
    trade: "(?:дилер|түнш|нийлүүлэгч|компани|байгууллага|платформ)\\p{L}* (?:бүртгэл|данс|нэвтрэх|эрх)\\p{L}*",
    open: "(?:нээхийн|үзэхийн|татаж авахын|уншихын) тулд",
  },
  zu: {
    secret: "(?:iphasiwedi|i-password|ukufinyelela|i-akhawunti)",
    expire:
      "(?:izophelelwa yisikhathi|iphelelwe yisikhathi|iyaphelelwa yisikhathi|izophela|iphelile|iyaphela|kuzophela|kuphelelwa)",
    login: "(?:ngena|ngenani|ungene|ukungena)",
    confirm: "(?:qinisekis\\p{L}*|uqinisekis\\p{L}*|buyekez\\p{L}*|ubuyekez\\p{L}*)",
    data: "(?:imininingwane|ulwazi|idatha)",
    trade: "(?:yomthengisi|yomdayisi|yediliya|yozakwethu|yabalingani|yomphakeli|yenkampani|yebhizinisi|yenkundla)",
    open: "ukuze (?:uyivule|uvule|ubone|uyibone|ulande|uyifunde|ufunde)",
  },
  xh: {
    secret: "(?:igama lokugqitha|iphasiwedi|i-password|ufikelelo|iakhawunti|i-akhawunti)",
    expire:
      "(?:iza kuphelelwa|iphelelwe lixesha|liza kuphela|iyaphela|liphelile|iza kuphela|iphelile|kuphelelwa lixesha)",
    login: "(?:ngena|ngenani|ungene|ukungena)",
    confirm: "(?:qinisekis\\p{L}*|uqinisekis\\p{L}*|hlaziy\\p{L}*|uhlaziy\\p{L}*)",
    data: "(?:iinkcukacha|ulwazi|idatha)",
    trade: "(?:yomthengisi|yeedila|yedila|yeqabane|yomboneleli|yenkampani|yeshishini|yeqonga)",
    open: "ukuze (?:uyivule|uvule|ubone|uyibone|ukhuphele|uyifunde)",
  },
  af: {
    secret: "(?:wagwoord|toegang|rekening)",
    expire: "(?:verval|sal verval|het verval|verstryk|sal verstryk|het verstryk|vervaldatum)",
    login: "(?:teken in|meld aan|log in|aanmeld)",
    confirm: "(?:bevestig|werk (?:\\p{L}+ ){0,2}?by|opdateer|verifieer)",
    data: "(?:besonderhede|inligting|data|gegewens)",
    trade:
      "(?:handelaar|verspreider|vennoot|verskaffer|maatskappy|besigheids|platform)s?-?(?:rekening|aanmeldbesonderhede|besonderhede|inligting|toegang|login)",
    open: "om (?:dit |die \\p{L}+ )?(?:oop te maak|te sien|te bekyk|af te laai|te lees)",
  },
  so: {
    secret: "(?:erayga sirta|furaha sirta|sirta|gelitaanka|akoonka|koontada)",
    expire: "(?:dhacay\\p{L}*|dhici doon\\p{L}*|dhammaanay\\p{L}*|dhamaanay\\p{L}*|ku egtahay|waqtigii\\p{L}* dhaco)",
    login: "(?:soo gal\\p{L}*|ku gal\\p{L}*|login)",
    confirm: "(?:xaqiiji\\p{L}*|cusbooneysii\\p{L}*|cusboonaysii\\p{L}*)",
    data: "(?:xogta|xogtaada|macluumaad\\p{L}*|faahfaahin\\p{L}*)",
    trade:
      "(?:akoonka|xogta gelitaanka|koontada) (?:\\p{L}+ )?(?:ganacsad\\p{L}*|wakiil\\p{L}*|iibiye\\p{L}*|shirkad\\p{L}*|lammaane\\p{L}*|madal\\p{L}*)",
    open: "si aad u (?:furto|aragto|eegto|soo dejiso|akhrido)",
  },
  ti: {
    secret: "(?:መሕለፊ ቃል|ቃለ-ምስጢር|ኣካውንት|ሕሳብ)",
    expire: "(?:ግዜኡ (?:\\S+ )?(?:ክውዳእ|ይውዳእ|ተወዲኡ|ኣኺሉ)|ክውዳእ እዩ|ይውዳእ)",
    login: "(?:እቶ|እተዉ|ንምእታው|ብምእታው)",
    confirm: "(?:ኣረጋግጹ|ኣረጋግጽ|ኣመሓይሹ|ኣሐድሱ)",
    data: "(?:ሓበሬታ|ዝርዝር|ዳታ)",
    trade: "ናይ (?:ኣከፋፋሊ|ሻቕሎ|መሻርኽቲ|ኣቕራቢ|ትካል|ኩባንያ|መድረኽ)",
    open: "(?:ንምኽፋት|ንምርኣይ|ንምውራድ|ንምንባብ)",
  },
  ig: {
    secret: "(?:okwuntughe|paswọọdụ|password|akaụntụ)",
    expire: "(?:ga-agwụ|agwụla|na-agwụ|ga-akwụsị|ga-emebi)",
    login: "(?:banye|abanye|ịbanye)",
    confirm: "(?:kwado|kwenye|melite|nyochaa)",
    data: "(?:nkọwa|ozi|data|ihe ọmụma)",
    trade:
      "(?:akaụntụ|nkọwa nbanye|ozi nbanye) (?:\\p{L}+ )?(?:onye na-ere|dealer|onye mmekọ|onye na-eweta|ụlọ ọrụ|ikpo okwu)",
    open: "(?:iji (?:mepee|hụ|budata|gụọ)|ka i (?:wee )?(?:mepee|hụ|gụọ))",
  },
  ms: {
    secret: "(?:kata laluan|password|akses|akaun)",
    expire: "(?:akan tamat|tamat tempoh|luput|akan luput|tamat hari ini)",
    login: "(?:log masuk|login|daftar masuk)",
    confirm: "(?:sahkan|kemas kini|kemaskini|mengesahkan|mengemas kini)",
    data: "(?:maklumat|butiran|data)",
    trade:
      "(?:akaun|kelayakan|maklumat log masuk|login) (?:pengedar|rakan kongsi|pembekal|syarikat|perniagaan|korporat|platform|b2b)",
    open: "untuk (?:membuka|melihat|memuat turun|membaca)",
  },
  ps: {
    secret: "(?:پټنوم|پاسورډ|پاسورد|شفر|لاسرسی)",
    expire: "(?:پای ته (?:ور)?رسی?ږي|پای ته (?:ور)?رسېږي|ختمیږي|ختمېږي|ختم شي|پای ته رسیدلی)",
    login: "(?:ننوځئ|ننوتل|لاګ ان|داخل شئ)",
    confirm: "(?:تایید|تصدیق|تازه)",
    data: "(?:معلومات|مالومات|جزئیات|توضیحات)",
    trade: "د (?:ډیلر|نماینده|شریک|همکار|عرضه ?کوونکي|شرکت|سوداګر|پلاټفارم)",
    open: "د (?:پرانیستلو|لیدلو|ښکته کولو|لوستلو) (?:لپاره|دپاره)",
  },
  ku: {
    secret: "(?:şîfre\\p{L}*|şifre\\p{L}*|pasword\\p{L}*|gihîştin\\p{L}*|hesab\\p{L}*)",
    expire:
      "(?:dema (?:\\p{L}+ ){0,2}?(?:diqede|biqede|qediya|bi dawî)|diqede|dê biqede|bi dawî dibe|bi dawî bû|qediya)",
    login: "(?:têkeve|têkevin|bikeve|têketin|login bike)",
    confirm: "(?:piştrast bike|piştrast bikin|nû bike|nû bikin|teyîd bike|teyîd bikin)",
    data: "(?:agahî\\p{L}*|agahiy\\p{L}*|dane\\p{L}*|zanyarî\\p{L}*)",
    trade:
      "(?:hesab|agahiyên têketinê|agahî)\\p{L}* (?:\\p{L}+ )?(?:firoşkar\\p{L}*|bayî\\p{L}*|hevkar\\p{L}*|dabînker\\p{L}*|şîrket\\p{L}*|pargîdanî\\p{L}*|platform\\p{L}*)",
    open: "ji bo (?:vekirin|dîtin|daxistin|xwendin)\\p{L}*",
  },
  ckb: {
    secret: "(?:وشەی نهێنی|تێپەڕەوشە|پاسۆرد|دەستپێگەیشتن|هەژمار|ئەکاونت)",
    expire: "(?:بەسەر دەچێت|بەسەردەچێت|کۆتایی دێت|ماوەکەی (?:\\S+ )?(?:تەواو|بەسەر)|تەواو دەبێت|بەسەرچوو)",
    login: "(?:بچۆ ژوورەوە|بچنە ژوورەوە|چوونەژوورەوە|چوونە ژوورەوە|لۆگین)",
    confirm: "(?:پشتڕاست بکەرەوە|پشتڕاستکردنەوە|نوێ بکەرەوە|نوێکردنەوە|دڵنیا بکەرەوە)",
    data: "(?:زانیاری|داتا|وردەکاری)",
    trade: "(?:هەژمار|ئەکاونت|زانیاری چوونەژوورەوە)\\S* (?:\\S+ )?(?:بریکار|فرۆشیار|هاوبەش|دابینکەر|کۆمپانیا|پلاتفۆرم)",
    open: "بۆ (?:کردنەوەی|بینینی|داگرتنی|خوێندنەوەی)",
  },
  gu: {
    secret: "(?:પાસવર્ડ|એક્સેસ|એકાઉન્ટ|ખાતા|ખાતું|લૉગિન|લોગિન)",
    expire: "(?:સમાપ્ત થઈ (?:જશે|રહ્યો|રહ્યું|રહી|ગયો|ગયું)|સમાપ્ત થશે|એક્સપાયર (?:થઈ )?(?:જશે|થશે|રહ્યો)|મુદત (?:\\S+ )?પૂરી)",
    login: "(?:લૉગ ?ઇન|લોગ ?ઇન|સાઇન ?ઇન)",
    confirm: "(?:પુષ્ટિ|અપડેટ|ચકાસો|ચકાસણી)",
    data: "(?:વિગતો|માહિતી|ડેટા)",
    trade: "(?:ડીલર|પાર્ટનર|ભાગીદાર|સપ્લાયર|કંપની|કોર્પોરેટ|પ્લેટફોર્મ)\\S*(?: \\S+)? (?:એકાઉન્ટ|ખાતા|લૉગિન|લોગિન|આઈડી|ઓળખપત્ર)",
    open: "(?:ખોલવા|જોવા|ડાઉનલોડ કરવા|વાંચવા) માટે",
  },
  mr: {
    secret: "(?:पासवर्ड|ॲक्सेस|अ‍ॅक्सेस|एक्सेस|खाते|खात्याचा|लॉगिन)",
    expire: "(?:संपेल|संपत आहे|संपणार|कालबाह्य (?:होईल|होत आहे|झाला|झाले)|मुदत (?:\\S+ )?संप\\S*|एक्सपायर होईल)",
    login: "(?:लॉग ?इन|साइन ?इन)",
    confirm: "(?:पुष्टी|अपडेट|सत्यापित)",
    data: "(?:तपशील|माहिती|डेटा)",
    trade: "(?:डीलर|पार्टनर|भागीदार|पुरवठादार|कंपनी|कॉर्पोरेट|प्लॅटफॉर्म)\\S*(?: \\S+)? (?:खाते|खात्या\\S*|लॉगिन|आयडी|क्रेडेन्शियल)",
    open: "(?:उघडण्यासाठी|पाहण्यासाठी|डाउनलोड करण्यासाठी|वाचण्यासाठी)",
  },
  pa: {
    secret: "(?:ਪਾਸਵਰਡ|ਐਕਸੈਸ|ਪਹੁੰਚ|ਖਾਤਾ|ਖਾਤੇ|ਲੌਗਇਨ|ਲਾਗਇਨ)",
    expire:
      "(?:ਖ਼?ਤਮ ਹੋ (?:ਜਾਵੇਗਾ|ਜਾਵੇਗੀ|ਰਿਹਾ|ਰਹੀ|ਗਿਆ)|ਖਤਮ ਹੋ (?:ਜਾਵੇਗਾ|ਜਾਵੇਗੀ|ਰਿਹਾ|ਰਹੀ|ਗਿਆ)|ਮਿਆਦ (?:\\S+ )?(?:ਖਤਮ|ਖ਼ਤਮ|ਪੁੱਗ)|ਐਕਸਪਾਇਰ)",
    login: "(?:ਲੌਗ ?ਇਨ|ਲਾਗ ?ਇਨ|ਸਾਈਨ ?ਇਨ)",
    confirm: "(?:ਪੁਸ਼ਟੀ|ਅੱਪਡੇਟ|ਅਪਡੇਟ|ਤਸਦੀਕ)",
    data: "(?:ਵੇਰਵ\\S*|ਜਾਣਕਾਰੀ|ਡਾਟਾ)",
    trade: "(?:ਡੀਲਰ|ਪਾਰਟਨਰ|ਭਾਈਵਾਲ|ਸਪਲਾਇਰ|ਕੰਪਨੀ|ਕਾਰਪੋਰੇਟ|ਪਲੇਟਫਾਰਮ)\\S*(?: \\S+)? (?:ਖਾਤ\\S*|ਲੌਗਇਨ|ਲਾਗਇਨ|ਆਈਡੀ)",
    open: "(?:ਖੋਲ੍ਹਣ|ਦੇਖਣ|ਵੇਖਣ|ਡਾਊਨਲੋਡ ਕਰਨ|ਪੜ੍ਹਨ) ਲਈ",
  },
  te: {
    secret: "(?:పాస్‌వర్డ్|పాస్వర్డ్|యాక్సెస్|ఖాతా|అకౌంట్)",
    expire: "(?:గడువు (?:\\S+ )?(?:ముగుస్తుంది|ముగిసింది|ముగియనుంది)|ముగుస్తుంది|ఎక్స్‌పైర్)",
    login: "(?:లాగిన్|సైన్ ఇన్|లాగ్ ఇన్)",
    confirm: "(?:నిర్ధారించ|అప్‌డేట్|ధృవీకరించ)",
    data: "(?:వివరాల|వివరాలు|సమాచార|డేటా)",
    trade: "(?:డీలర్|భాగస్వామి|పార్ట్‌నర్|సరఫరాదారు|కంపెనీ|కార్పొరేట్|ప్లాట్‌ఫామ్)\\S*(?: \\S+)? (?:ఖాతా|అకౌంట్|లాగిన్|ఐడీ|ఆధారాల)",
    open: "(?:తెరవడానికి|చూడటానికి|డౌన్‌లోడ్ చేయడానికి|చదవడానికి)",
  },
  kn: {
    secret: "(?:ಪಾಸ್‌ವರ್ಡ್|ಪಾಸ್ವರ್ಡ್|ಪ್ರವೇಶ|ಖಾತೆ|ಅಕೌಂಟ್)",
    expire: "(?:ಅವಧಿ (?:\\S+ )?(?:ಮುಗಿಯುತ್ತದೆ|ಮುಗಿದಿದೆ|ಮುಗಿಯಲಿದೆ)|ಮುಕ್ತಾಯ(?:ಗೊಳ್ಳುತ್ತದೆ|ವಾಗುತ್ತದೆ|ಗೊಂಡಿದೆ)|ಮುಗಿಯುತ್ತದೆ)",
    login: "(?:ಲಾಗಿನ್|ಲಾಗ್ ಇನ್|ಸೈನ್ ಇನ್)",
    confirm: "(?:ದೃಢೀಕರಿಸ|ಖಚಿತಪಡಿಸ|ಅಪ್‌ಡೇಟ್|ನವೀಕರಿಸ)",
    data: "(?:ವಿವರಗಳ|ಮಾಹಿತಿ|ಡೇಟಾ)",
    trade: "(?:ಡೀಲರ್|ಪಾಲುದಾರ|ಪಾರ್ಟ್ನರ್|ಸರಬರಾಜುದಾರ|ಕಂಪನಿ|ಕಾರ್ಪೊರೇಟ್|ಪ್ಲಾಟ್‌ಫಾರ್ಮ್)\\S*(?: \\S+)? (?:ಖಾತೆ|ಅಕೌಂಟ್|ಲಾಗಿನ್|ಐಡಿ)",
    open: "(?:ತೆರೆಯಲು|ನೋಡಲು|ಡೌನ್‌ಲೋಡ್ ಮಾಡಲು|ಓದಲು)",
  },
  ml: {
    secret: "(?:പാസ്‌വേഡ|പാസ്വേഡ|ആക്സസ്|അക്കൗണ്ട്)",
    expire: "(?:കാലാവധി (?:\\S+ )?(?:അവസാനിക്കും|അവസാനിക്കുന്നു|അവസാനിച്ചു|തീരും)|കാലഹരണപ്പെടും|കാലഹരണപ്പെട്ടു|അവസാനിക്കും)",
    login: "(?:ലോഗിൻ|ലോഗ് ഇൻ|സൈൻ ഇൻ)",
    confirm: "(?:സ്ഥിരീകരിക്ക|അപ്ഡേറ്റ്|അപ്‌ഡേറ്റ്|പരിശോധിക്ക)",
    data: "(?:വിവരങ്ങ|വിശദാംശങ്ങ|ഡാറ്റ)",
    trade: "(?:ഡീലർ|പങ്കാളി|പാർട്ണർ|വിതരണക്കാര|കമ്പനി|കോർപ്പറേറ്റ്|പ്ലാറ്റ്ഫോം)\\S*(?: \\S+)? (?:അക്കൗണ്ട്|ലോഗിൻ|ഐഡി)",
    open: "(?:തുറക്കാൻ|കാണാൻ|ഡൗൺലോഡ് ചെയ്യാൻ|വായിക്കാൻ)",
  },
  jv: {
    secret: "(?:tembung sandhi|sandhi|password|akses|akun)",
    expire: "(?:bakal kadaluwarsa|kadaluwarsa|kedaluwarsa|entek wektune|bakal entek|wis entek)",
    login: "(?:mlebu|login|log in)",
    confirm: "(?:konfirmasi|konfirmasien|nganyari|anyari|verifikasi)",
    data: "(?:data|informasi|rincian)",
    trade: "(?:akun|data login) (?:dealer|mitra|partner|pemasok|perusahaan|bisnis|platform|b2b)",
    open: "kanggo (?:mbukak|ndeleng|ngundhuh|maca)",
  },
};

const asWritten = (source: string) => source;

/** What expires in ordinary mail from a service beside a password word: the reset link, the one-time code, the
 * session or the request ("the link to reset your password expires in 30 minutes", "your login code expires in 10
 * minutes"). The expiry pair's gap may not cross one of these words. */
const NOT_THE_SECRET =
  "(?:link|lien|enlace|collegamento|ligação|ligacao|hiperliga|verknüpfung|ссылк|посилан|σύνδεσμ|bağlant|baglant|tautan|pautan|liên kết|lien ket|kiungo|लिंक|লিংক|لنک|رابط|پیوند|لینک|קישור|לינק|ลิงก์|ລິ້ງ|링크|リンク|链接|鏈接|odkaz|povezav|poveznic|veza|hivatkoz|linkki|nuoroda|saite|viide|enllaç|հղում|keçid|kecid|havola|холбоос|сілтеме|връзка|code|kod|código|codigo|codice|код|κωδικό μίας|코드|コード|验证码|驗證碼|url|再設定|重新设置|重新設定|otp|token|session|sitzung|sesión|sessione|sessão|сесси|сеанс|reset|zurücksetz|réinitialis|restablec|reimpost|redefini|herstel|återställ|nulstil|tilbakestill|сброс|скида|sıfırla|sifirla|atur ulang|đặt lại|dat lai|रीसेट|রিসেট|ری سیٹ|إعادة تعيين|بازنشانی|איפוס|รีเซ็ต|재설정|リセット|重置|obnov|resetir|ponastav|visszaállít|nollaa|palauta|lähtesta|atstatyt|atiestat|restableix|invitation|einladung|invitación|invito|convite|uitnodiging|приглаш|запрошен|davet|undangan|lời mời|loi moi|आमंत्रण|دعوت|دعوة|הזמנה|คำเชิญ|초대|招待|邀请|邀請)";

/** `a` then `b` within `n` characters of one sentence, the gap crossing no link, code, session, reset or invitation
 * word (`near` of combinators.ts with that condition). */
const nearSecret = (a: string, b: string, n: number) =>
  `${a}(?:(?!${NOT_THE_SECRET})(?:[^.!?;。！？।۔\\n]|[.!?](?=\\S))){0,${n}}?(?<![0-9a-zA-Zß-þÿ])${b}`;

/** English mail that warns of such phishing describes it ("messages claiming your password expires today and asking
 * you to log in and confirm your details"): an English pair is not read after a reporting verb or a phishing word
 * earlier in its sentence or in the lines just before (a list of quoted lures). */
const REPORTED_EN =
  "(?<!(?:claim|claims|claiming|claimed|say|said|saying|says|told|warn\\p{L}*|stating|states|pretend\\p{L}*|impersonat\\p{L}*|urging you to|such as|e\\.g\\.|phishing|scam\\p{L}*|fraud\\p{L}*|fake|lure\\p{L}*|example\\p{L}*|subject lines?|look out for|watch out for|beware|appear\\p{L}*|purport\\p{L}*|posing as|pose as|disguised|spoof\\p{L}*|attacker\\p{L}*|criminal\\p{L}*|suspicious|tell\\p{L}*|ask\\p{L}* (?:\\p{L}+ ){0,2}?to|receiv\\p{L}*|campaign|their|them)[^.!?]{0,80})";

/** Inside a quotation opened earlier on the line (a warning that quotes the lure: „… “, "…", « … », 「…」): not read,
 * in any language. Real lures put quotes round a button's name, closed before the pair. */
const QUOTED = '(?<!["“„«「『][^"”“»「」『』\\n]{0,80})';

/** Indic scripts, whose rows name stems: the expiry pair is not closed by a word end. */
const OPEN_ENDED: ReadonlySet<Lang> = new Set<Lang>(["hi", "bn", "ne", "mr", "gu", "pa", "ta", "te", "kn", "ml", "si"]);

/** The three concepts' entries of one row: the expiry pair, the sign-in then the confirming of data, and the trade
 * sign-in beside the purpose (before or after it). */
function entries(row: ExpiryRow, lang: Lang): string[] {
  // Indic verbs and nouns take suffixes the rows do not list ("सकिँदैछ", "പാസ്‌വേഡിന്റെ"): no word end there.
  const spaced = !UNSPACED.has(lang) && !OPEN_ENDED.has(lang);
  const closed = (source: string) => (spaced ? `${alt(source)}${E}` : alt(source));
  const [secret, expire] = [closed(row.secret), closed(row.expire)];
  const [login, confirm, data, trade, open] = [row.login, row.confirm, row.data, row.trade, row.open].map((f) =>
    alt(f),
  );
  const confirmData = either(confirm, data, gap(lang, 30));
  const tradeLogin = either(login, trade, gap(lang, 40));
  const reported = (lang === "en" ? REPORTED_EN : "") + QUOTED;
  return [
    reported + alt(nearSecret(secret, expire, gap(lang, 40)), nearSecret(expire, secret, gap(lang, 40))),
    reported + near(login, confirmData, gap(lang, 60)),
    alt(near(tradeLogin, open, gap(lang, 60)), near(open, tradeLogin, gap(lang, 60))),
  ];
}

const spelled = (lang: Lang, source: string) => asMet(lang, (SPELL[lang] ?? asWritten)(source));

/** The three concepts' phrase tables, per language (one entry each). */
const conceptOf = (index: number): PhraseTable =>
  conceptTable(ROWS, (row, lang) => {
    const entry = spelled(lang, entries(row, lang)[index]);
    const reported = lang === "en" ? REPORTED_EN + QUOTED : "";
    return index === 0 ? [entry, ...(row.seed ?? []).map((seed) => reported + seed)] : [entry];
  });

/** 1. The reader's password or access expiring. */
export const EXPIRY_SECRET: PhraseTable = conceptOf(0);
/** 2. A sign-in joined to confirming or updating data. */
export const EXPIRY_CONFIRM_DATA: PhraseTable = conceptOf(1);
/** 3. A document opened only after signing in with trade or platform credentials. */
export const EXPIRY_TRADE_LOGIN: PhraseTable = conceptOf(2);

/** All three, merged per language (→ PHISH_LURE in lexicon/phishing.ts). */
export const PHISH_PLAIN: PhraseTable = conceptTable(ROWS, (_row, lang) => [
  ...(EXPIRY_SECRET[lang] ?? []),
  ...(EXPIRY_CONFIRM_DATA[lang] ?? []),
  ...(EXPIRY_TRADE_LOGIN[lang] ?? []),
]);

/** The rows by language, for the test that every cue language has each field. */
export const EXPIRY_CUES: Readonly<Partial<Record<Lang, Readonly<ExpiryRow>>>> = ROWS;
