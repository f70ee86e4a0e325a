// The expiring sign-in session and "sign in again to keep access", translated systematically: one row per language,
// in the 75 cue languages of lexicon/agent-cues.ts, merged into the phishing lures (lexicon/phishing.ts, PHISH_LURE,
// the classifier's `lure`). A single hit is never a verdict.
//
// 1. The reader's sign-in session lapsing, said by mail: "your session (for X) expires today at 17:00", "your SSO /
//    login session will expire", "your session has expired". A web page says this; a mail almost never does except
//    as a lure. `session` is the reader's session (second person or a possessive: "your session", "the session of
//    your account") or the sign-in session named as such (login, SSO, single sign-on); `expire` the expiry verb in
//    the forms for one session at one moment (expires today / at HH:MM, will expire, has expired, is about to
//    expire), never a bare "ends" where the language's "end" also ends a meeting ("your session with the coach ends
//    at 12:00"). Either order, within 30 characters of one sentence (16 in the dense scripts). "The session on
//    Friday starts at 10:00" (a meeting, a training), "registration for the session closes", a quoted error line
//    "session expired" without "your", "the offer / the link expires" name no reader's session.
// 2. Sign in again to keep access: `signin` (sign in again, re-authenticate, re-login; with the sign-in verbs of
//    lexicon/login-cues.ts's lure rows, LURE_CUES) and `keep` (to keep, retain, maintain, not lose, continue to have
//    access; to avoid losing access or its interruption) in either order within 60 characters of one sentence (16 in
//    the dense scripts). "Sign in to see your booking", "keep access cards with you", "to keep access to the
//    building, wear your badge", "log in to update your profile" have no sign-in or no keeping of access.
//
// Rows are written from the concept, not from any message. Conventions are those of agent-cues.ts and
// login-cues.ts: lowercase sources, NFKC-normalised as the text is, no word guards in UNSPACED scripts, a word-start
// guard on each half elsewhere, Latin-script rows that mail writes without diacritics through `unmarked` (and
// `romanian`, `serbian`, `azerbaijani`, `uzbek`, as LURE_SPELL spells them); Turkish and Azerbaijani "ı" met as
// "[ıi]". Performance: every field starts with a literal word the screen can place, gaps are bounded.
import {
  alt,
  asMet,
  conceptTable,
  either,
  gap,
  type Lang,
  type PhraseTable,
  unmarked,
  wordStart,
} from "./combinators.js";
import { LURE_CUES, LURE_SPELL } from "./login-cues.js";

/** One row per language. Fields are alternations (regex sources, lowercase). */
export interface SessionRow {
  /** 1. The reader's sign-in session: "your session", "your SSO session", "the login session", "the session of your
   * account". */
  session: string;
  /** 1. Expiring: the forms for one session at one moment (expires today / at, will expire, has expired, is about to
   * expire). */
  expire: string;
  /** 2. Sign in again, re-authenticate, re-login (the lure rows' sign-in verbs are added). */
  signin: string;
  /** 2. The purpose: to keep, retain, maintain, not lose, continue to have access; to avoid losing it. */
  keep: string;
}

const ROWS: Partial<Record<Lang, SessionRow>> = {
  en: {
    session:
      "(?:your|the user's) (?:(?:current|active|login|log-in|sign-in|signin|single sign-on|sso|microsoft 365|office 365|outlook|webmail|e-?mail|mailbox|account|browser|secure|authentication) ){0,2}session|(?:login|log-in|sign-in|signin|single sign-on|sso|authentication) session|session (?:of|for|on) your (?:account|mailbox|e-?mail)",
    expire:
      "(?:expires (?:today|tonight|tomorrow|soon|shortly|in|at|within|after)|will (?:soon |shortly )?expire|(?:has|had) (?:now )?expired|expired|is (?:about|set|due|going) to expire|is expiring|expiring (?:today|soon|in|at))",
    signin:
      "(?:(?:sign|log) ?(?:back )?(?:in|on) (?:again|once more)|re-?(?:sign|log) ?(?:in|on)|re-?login|re-?authenticate|re-?verify|re-?validate)",
    keep: "(?:keep|retain|maintain|preserve|continue (?:to have|having|to access|accessing)|not lose|avoid losing|prevent losing|without losing) (?:your |the |uninterrupted |continued )?access(?! (?:to (?:the |our )?)?(?:building|premises|site|office|car ?park|parking|gym|floor|room|cards?|badges?|fobs?))|avoid (?:any )?(?:loss of access|interruption (?:of|to) (?:your )?(?:access|mail|e-?mail|mailbox|account))",
  },
  de: {
    session:
      "(?:ihre|deine) (?:(?:aktuelle|sso|single-sign-on|anmelde|login)[- ]?)?sitzung|(?:anmelde|login|sso|single-sign-on|benutzer)-?sitzung|sitzung (?:ihres|deines) (?:kontos|postfachs|accounts)",
    expire:
      "(?:läuft (?:heute |morgen |bald |in kürze |gleich |demnächst )?(?:um \\d{1,2}(?:[.:]\\d{2})? uhr )?ab|ist (?:bereits |jetzt )?abgelaufen|abgelaufen ist|(?:bald|heute|in kürze) abläuft|wird (?:heute |morgen |bald |in kürze )?ablaufen|verfällt)",
    signin:
      "(?:melden sie sich (?:bitte )?(?:erneut|neu|wieder) an|melde dich (?:erneut|neu|wieder) an|erneut (?:an)?melden|erneut einloggen|neu anmelden|erneute anmeldung|authentifizieren sie sich erneut|loggen sie sich (?:erneut|neu|wieder) ein)",
    keep: "(?:(?:zugriff|zugang) (?:auf [\\p{L}-]+ (?:[\\p{L}-]+ ){0,2}?|zu [\\p{L}-]+ (?:[\\p{L}-]+ ){0,2}?)?(?:zu )?(?:behalten|beizubehalten|aufrechtzuerhalten|nicht zu verlieren|nicht verlieren)|weiterhin (?:zugriff|zugang)|(?:verlust|unterbrechung) (?:des |ihres |deines )?(?:zugriffs|zugangs))",
  },
  fr: {
    session:
      "(?:votre|ta) (?:[\\p{L}-]+ )?session|session (?:de connexion|sso|d['’]authentification|de votre compte|de ton compte)",
    expire:
      "(?:expire|expirera|a expiré|est expirée|va expirer|arrive à expiration|arrivera à expiration|est sur le point d['’]expirer)",
    signin:
      "(?:reconnectez-vous|reconnecte-toi|vous reconnecter|se reconnecter|connectez-vous (?:à nouveau|de nouveau)|identifiez-vous (?:à nouveau|de nouveau)|authentifiez-vous (?:à nouveau|de nouveau))",
    keep: "(?:(?:conserver|garder|maintenir|préserver) (?:votre |ton |l['’]|vos )?accès|continuer (?:à |d['’])accéder|ne pas perdre (?:votre |ton |l['’])?accès|éviter (?:de perdre (?:votre |l['’])?accès|la perte (?:de votre |d['’])accès|toute interruption (?:de|du) (?:votre |l['’])?(?:accès|service de messagerie|messagerie)))",
  },
  es: {
    session: "(?:su|tu) sesión|sesión (?:sso|de inicio|de usuario|iniciada|de su cuenta|de tu cuenta)",
    expire:
      "(?:caduca|caducará|ha caducado|expira|expirará|ha expirado|va a (?:caducar|expirar)|está a punto de (?:caducar|expirar)|vence hoy|vencerá hoy)",
    signin:
      "(?:vuelva a iniciar sesión|vuelve a iniciar sesión|inicie sesión de nuevo|inicia sesión de nuevo|inicie sesión nuevamente|inicia sesión nuevamente|vuelva a autenticarse|vuelve a autenticarte|vuelva a acceder|vuelva a identificarse)",
    keep: "(?:(?:mantener|conservar|preservar|no perder|seguir teniendo) (?:el |su |tu )?acceso|seguir accediendo|evitar (?:perder (?:el |su |tu )?acceso|la pérdida del? acceso|interrupciones en (?:el |su )?acceso))",
  },
  it: {
    session:
      "(?:la tua|la sua|la vostra) sessione|sessione (?:sso|di accesso|di login|utente|del tuo account|del suo account)",
    expire: "(?:scade|scadrà|è scaduta|sta per scadere)",
    signin:
      "(?:accedi di nuovo|acceda di nuovo|accedi nuovamente|acceda nuovamente|effettua (?:di nuovo |nuovamente )l['’]accesso|effettui (?:di nuovo |nuovamente )l['’]accesso|riaccedi|riaccedere|autenticati di nuovo|ripeti l['’]accesso)",
    keep: "(?:(?:mantenere|conservare|non perdere|continuare ad avere) (?:l['’]|il tuo |il suo )?accesso|continuare ad accedere|evitare (?:di perdere l['’]accesso|la perdita dell['’]accesso|interruzioni dell['’]accesso))",
  },
  pt: {
    session: "(?:sua|tua) sessão|sessão (?:sso|de login|de acesso|do usuário|do utilizador|da sua conta|da tua conta)",
    expire: "(?:expira|expirará|vai expirar|expirou|irá expirar|está prestes a expirar|está quase a expirar)",
    signin:
      "(?:faça login novamente|faça login de novo|inicie sessão novamente|inicie sessão de novo|entre novamente|volte a iniciar sessão|volte a entrar|autentique-se novamente)",
    keep: "(?:(?:manter|conservar|não perder|continuar a ter|continuar tendo) (?:o |seu |o seu )?acesso|continuar acessando|continuar a aceder|evitar (?:perder o acesso|a perda de acesso|a perda do acesso))",
  },
  nl: {
    session: "(?:uw|je|jouw) (?:[\\p{L}-]+ )?sessie|(?:inlog|sso|aanmeld)-?sessie",
    expire: "(?:verloopt|is verlopen|zal verlopen|gaat verlopen|verliep)",
    signin:
      "(?:meld (?:u |je )?(?:opnieuw|weer) aan|log (?:opnieuw|weer) in|opnieuw (?:aanmelden|inloggen)|opnieuw in te loggen|opnieuw aan te melden)",
    keep: "(?:toegang (?:[\\p{L}-]+ ){0,4}?(?:te )?(?:behouden|houden)|(?:uw|je) toegang niet (?:te )?(?:verliezen|kwijt)|(?:verlies|onderbreking) van (?:uw |je |de )?toegang)",
  },
  sv: {
    session: "(?:din|er) (?:\\p{L}+)?session|(?:inloggnings|sso-?)session",
    expire: "(?:går ut(?! på)|löper ut|har gått ut|har löpt ut|kommer att gå ut|upphör)",
    signin: "(?:logga in (?:igen|på nytt)|logga på igen|autentisera (?:dig )?igen)",
    keep: "(?:(?:behålla|bibehålla|fortsätta ha|inte förlora|inte tappa) (?:din |er )?(?:åtkomst|tillgång)|undvika att förlora (?:din )?(?:åtkomst|tillgång))",
  },
  pl: {
    session: "(?:twoja|pana|pani|państwa) sesja|sesja (?:sso|logowania|użytkownika)|sesja (?:twojego|pana|pani) konta",
    expire: "(?:wygasa|wygaśnie|wygasła|straci ważność|utraci ważność)",
    signin:
      "(?:zaloguj się ponownie|ponownie się zaloguj|zaloguj się jeszcze raz|ponownie zaloguj się|uwierzytelnij się ponownie)",
    keep: "(?:(?:zachować|utrzymać|nie stracić|nie utracić) (?:\\p{L}+ )?dostęp\\p{L}*|(?:utraty|przerwy w) dostępu)",
  },
  cs: {
    session: "(?:vaše|tvoje) (?:přihlašovací )?relace|(?:přihlašovací|sso) relace|relace (?:vašeho|tvého) účtu",
    expire: "(?:vyprší|vypršela|skončí platnost|končí platnost)",
    signin:
      "(?:přihlaste se znovu|znovu se přihlaste|přihlas se znovu|znovu se přihlas|znovu přihlásit|ověřte se znovu)",
    keep: "(?:(?:zachova|udrže|udrža|neztrati|nepřiš)\\p{L}* (?:\\p{L}+ )?přístup\\p{L}*|(?:ztrát|přerušen)\\p{L}* přístupu)",
  },
  ru: {
    session:
      "(?:ваш[аи]?|тво[яй]) (?:\\p{L}+ )?(?:сесси[яи]|сеанс)|(?:сесси[яи]|сеанса?) (?:входа|sso|единого входа|вашей уч[её]тной записи)",
    expire: "(?:истекает|истечет|истечёт|истекла|истёк|истек)",
    signin:
      "(?:войдите (?:в систему )?(?:снова|повторно|ещё раз|еще раз)|(?:снова|повторно) войдите|повторно авторизуйтесь|пройдите повторную авторизацию|авторизуйтесь (?:снова|повторно))",
    keep: "(?:(?:сохранить|не потерять|сохранения) (?:\\p{L}+ )?доступ|(?:потери|утраты|прерывания) доступа)",
  },
  uk: {
    session: "(?:ваш[аі]?|тво[яї]) (?:\\p{L}+ )?(?:сесі[яї]|сеанс)|(?:сесі[яї]|сеансу?) (?:входу|sso)",
    expire: "(?:спливає|спливе|спливла|сплив)",
    signin: "(?:увійдіть (?:знову|повторно|ще раз)|(?:знову|повторно) увійдіть|повторно авторизуйтеся)",
    keep: "(?:(?:зберегти|не втратити|збереження) (?:\\p{L}+ )?доступ|(?:втрати|переривання) доступу)",
  },
  el: {
    session: "(?:η|τη|την) συνεδρία (?:σας|σου)|συνεδρία (?:σύνδεσης|sso)",
    expire: "(?:λήγει|θα λήξει|έληξε|έχει λήξει|πρόκειται να λήξει)",
    signin: "(?:συνδεθείτε (?:ξανά|εκ νέου)|(?:ξανά|εκ νέου) συνδεθείτε|ξανασυνδεθείτε|επανασυνδεθείτε)",
    keep: "(?:(?:διατηρήσετε|διατηρήσεις|μη χάσετε|μην χάσετε|μη χάσεις|μην χάσεις) (?:την |τη )?πρόσβαση|(?:απώλεια|διακοπή) (?:της )?πρόσβασης)",
  },
  tr: {
    session: "(?:oturumunuz\\p{L}*|oturumun(?:uz)?|(?:sso|giriş|tek oturum açma) oturumu\\p{L}*)",
    expire: "(?:süresi (?:[\\p{L}\\p{N}:'’]+ ){0,4}?dol\\p{L}*|zaman aşımına uğra\\p{L}*)",
    signin: "(?:yeniden giriş yap\\p{L}*|tekrar giriş yap\\p{L}*|tekrar oturum aç\\p{L}*|yeniden oturum aç\\p{L}*)",
    keep: "(?:erişim\\p{L}* (?:\\p{L}+ )?(?:korumak|sürdürmek|kaybetmemek|devam ettirmek)|erişim kaybını önlemek|erişiminizin kesilmemesi)",
  },
  id: {
    session: "(?:sesi (?:anda|kamu|login|masuk|sso))",
    expire: "(?:(?:akan |telah |sudah )?(?:kedaluwarsa|kadaluarsa|kadaluwarsa)|habis masa berlakunya)",
    signin: "(?:masuk (?:kembali|lagi|ulang)|login (?:kembali|ulang|lagi)|autentikasi ulang)",
    keep: "(?:(?:mempertahankan|menjaga|tetap memiliki) akses|(?:agar|supaya|untuk) (?:tidak|tak) kehilangan akses|menghindari kehilangan akses)",
  },
  ms: {
    session: "(?:sesi (?:anda|awak|log masuk|sso))",
    expire: "(?:(?:akan |telah )?tamat tempoh|(?:akan |telah )?luput|telah tamat)",
    signin: "(?:log masuk semula|log masuk sekali lagi|daftar masuk semula|sahkan semula)",
    keep: "(?:(?:mengekalkan|kekalkan) akses|(?:tidak|tak) kehilangan akses|mengelakkan kehilangan akses|terus (?:mempunyai|mendapat) akses)",
  },
  vi: {
    session: "(?:phiên (?:đăng nhập|làm việc|sso)(?: của (?:bạn|quý khách))?|phiên của (?:bạn|quý khách))",
    expire: "(?:sẽ hết hạn|đã hết hạn|sắp hết hạn|hết hạn)",
    signin: "(?:đăng nhập lại|xác thực lại)",
    keep: "(?:(?:duy trì|giữ|tiếp tục có|không bị mất|không mất) quyền truy cập|tránh (?:bị )?mất quyền truy cập)",
  },
  sw: {
    session: "(?:kipindi chako(?: cha (?:kuingia|sso))?|kipindi cha (?:kuingia|sso|akaunti yako))",
    expire:
      "(?:kinaisha muda|kimeisha muda|kitaisha muda|kimekwisha muda|muda wake (?:umeisha|unaisha|utaisha|umekwisha))",
    signin: "(?:ingia tena|ingia upya|thibitisha tena)",
    keep: "(?:(?:kudumisha|kuendelea kuwa na|kutopoteza|kubaki na) ufikiaji|kuepuka kupoteza ufikiaji|usipoteze ufikiaji)",
  },
  hi: {
    session: "(?:(?:आपका|आपके|तुम्हारा) (?:लॉगिन |साइन-इन |sso )?(?:सत्र|सेशन)|(?:लॉगिन|sso|साइन-इन) (?:सत्र|सेशन))",
    expire: "(?:एक्सपायर|(?:अवधि|वैधता|समय-सीमा) समाप्त)",
    signin: "(?:(?:फिर से|दोबारा|पुनः) (?:लॉग ?इन|लॉगिन|साइन ?इन))",
    keep: "(?:(?:एक्सेस|पहुंच|पहुँच) (?:\\S+ ){0,2}?(?:बनाए रखने|बनाए रखें|बरकरार रखने|न खोने|खोने से बचने)|(?:एक्सेस|पहुंच|पहुँच) (?:बनी रहे|जारी रखने))",
  },
  bn: {
    session: "(?:(?:আপনার|তোমার) (?:লগইন |সাইন-ইন |sso )?সেশন|(?:লগইন|sso) সেশন)",
    expire: "(?:মেয়াদ (?:\\S+ ){0,4}?(?:শেষ|উত্তীর্ণ) হ|মেয়াদোত্তীর্ণ|এক্সপায়ার)",
    signin: "(?:(?:আবার|পুনরায়) (?:লগ ?ইন|লগইন|সাইন ?ইন))",
    keep: "(?:(?:অ্যাক্সেস|প্রবেশাধিকার) (?:\\S+ ){0,2}?(?:বজায় রাখতে|ধরে রাখতে|হারাতে না|না হারাতে)|(?:অ্যাক্সেস|প্রবেশাধিকার) হারানো এড়াতে)",
  },
  ur: {
    session: "(?:(?:آپ کا|آپ کے|آپ کی) (?:لاگ ان |sso )?سیشن|(?:لاگ ان|sso) سیشن)",
    expire: "(?:ایکسپائر|(?:میعاد|مدت) (?:\\S+ ){0,2}?ختم)",
    signin: "(?:دوبارہ (?:لاگ ان|سائن ان))",
    keep: "(?:(?:رسائی|ایکسیس) (?:\\S+ ){0,2}?(?:برقرار رکھنے|نہ کھونے|کھونے سے بچنے))",
  },
  ar: {
    session: "(?:جلستك|جلستكم|جلسة (?:تسجيل الدخول|الدخول|sso|حسابك))",
    expire: "(?:(?:ستنتهي|تنتهي|انتهت|ينتهي|سينتهي|انتهى) صلاحي|انتهت مدة|انتهت مهلة|منتهية الصلاحية)",
    signin:
      "(?:سجّل الدخول (?:مرة أخرى|مجددا|مجدداً|من جديد)|سجل الدخول (?:مرة أخرى|مجددا|مجدداً|من جديد)|أعد تسجيل الدخول|إعادة تسجيل الدخول)",
    keep: "(?:(?:للحفاظ على|الحفاظ على|للإبقاء على|لضمان استمرار|لتجنب فقدان|تجنب فقدان|حتى لا تفقد|لكي لا تفقد|لعدم فقدان) (?:\\S+ )?(?:الوصول|وصولك|إمكانية الوصول))",
  },
  fa: {
    session: "(?:نشست (?:شما|ورود|کاربری|sso)|جلسه (?:کاری )?شما)",
    expire: "(?:منقضی|اعتبار\\S* (?:\\S+ ){0,2}?تمام)",
    signin: "(?:دوباره وارد شوید|مجدداً وارد شوید|مجددا وارد شوید|دوباره وارد حساب|ورود مجدد)",
    keep: "(?:حفظ دسترسی|دسترسی\\S* (?:\\S+ ){0,4}?(?:حفظ|از دست ندهید|قطع نشود)|از دست ندادن دسترسی|جلوگیری از قطع دسترسی)",
  },
  he: {
    session: "(?:ההפעלה שלך|הסשן שלך|החיבור שלך|ההתחברות שלך|הפעלת ההתחברות|סשן ההתחברות)",
    expire: "(?:תפוג|יפוג|פג תוקפ|פג תוקף|עומד לפוג|עומדת לפוג)",
    signin: "(?:התחבר מחדש|התחברו מחדש|התחברי מחדש|היכנס מחדש|היכנסו מחדש|הזדהה מחדש|הזדהו מחדש)",
    keep: "(?:לשמור על (?:ה)?גישה|לשמירה על (?:ה)?גישה|כדי לא לאבד (?:את )?(?:ה)?גישה|למנוע אובדן גישה|לא לאבד גישה)",
  },
  am: {
    session: "(?:የእርስዎ (?:የመግቢያ )?ክፍለ ጊዜ|የመግቢያ ክፍለ ጊዜ|ክፍለ ጊዜዎ)",
    expire: "(?:ጊዜው (?:\\S+ )?(?:ያበቃል|አልፏል)|ጊዜው አልፎበታል)",
    signin: "(?:እንደገና (?:ይግቡ|ግቡ)|ዳግም (?:ይግቡ|ግቡ))",
    keep: "(?:መዳረሻ(?:ዎን)? (?:\\S+ )?(?:ለማቆየት|እንዳያጡ|ላለማጣት)|መዳረሻ እንዳይቋረጥ)",
  },
  th: {
    session: "(?:เซสชัน(?:การเข้าสู่ระบบ)?(?:ของคุณ|ของท่าน)|เซสชันการเข้าสู่ระบบ|เซสชั่น(?:ของคุณ|ของท่าน))",
    expire: "(?:จะหมดอายุ|หมดอายุแล้ว|หมดอายุ|กำลังจะหมดอายุ)",
    signin: "(?:เข้าสู่ระบบอีกครั้ง|เข้าสู่ระบบใหม่|ลงชื่อเข้าใช้อีกครั้ง|ล็อกอินใหม่|ล็อกอินอีกครั้ง)",
    keep: "(?:รักษาการเข้าถึง|คงการเข้าถึง|เพื่อไม่ให้สูญเสียการเข้าถึง|ไม่ให้เสียสิทธิ์การเข้าถึง|หลีกเลี่ยงการสูญเสียการเข้าถึง)",
  },
  lo: {
    session: "(?:ເຊດຊັນຂອງທ່ານ|ເຊດຊັນການເຂົ້າສູ່ລະບົບ|ເຊສຊັນຂອງທ່ານ)",
    expire: "(?:ຈະໝົດອາຍຸ|ໝົດອາຍຸແລ້ວ|ໝົດອາຍຸ|ຫມົດອາຍຸ)",
    signin: "(?:ເຂົ້າສູ່ລະບົບອີກຄັ້ງ|ເຂົ້າສູ່ລະບົບໃໝ່|ລັອກອິນໃໝ່)",
    keep: "(?:ຮັກສາການເຂົ້າເຖິງ|ເພື່ອບໍ່ໃຫ້ສູນເສຍການເຂົ້າເຖິງ|ບໍ່ໃຫ້ເສຍການເຂົ້າເຖິງ)",
  },
  ko: {
    session: "(?:(?:귀하의|고객님의|회원님의) (?:로그인 )?세션|로그인 세션|sso 세션)",
    expire: "(?:만료(?:됩니다|되었습니다|될 예정|되었|됨|되기|예정))",
    signin: "(?:다시 로그인|재로그인|다시 인증|재인증)",
    keep: "(?:액세스(?:를|을)? (?:계속 )?유지|접근(?:을|권한을)? (?:계속 )?유지|접근 권한(?:을)? 잃지|액세스(?:를)? 잃지|접근(?:을)? 잃지)",
  },
  ja: {
    session: "(?:(?:お客様の|あなたの)(?:ログイン|サインイン)?セッション|(?:ログイン|サインイン|sso ?)セッション)",
    expire: "(?:有効期限(?:が|は)(?:切れ|まもなく|間もなく|本日|今日)|期限切れ|タイムアウトしました|失効)",
    signin: "(?:再度ログイン|もう一度ログイン|再ログイン|再度サインイン|再サインイン|再認証)",
    keep: "(?:アクセス(?:を|権を)?(?:維持|保持|継続)|アクセス(?:を|権を)?失わ)",
  },
  zh: {
    session: "(?:(?:您的|你的)(?:登录|登入|登錄)?(?:会话|會話|工作阶段)|(?:登录|登入|登錄|sso ?)(?:会话|會話))",
    expire:
      "(?:(?:即将|即將|将|將|已)?(?:过期|過期|失效)|将于[^。\\n]{0,12}?(?:过期|失效)|將於[^。\\n]{0,12}?(?:過期|失效))",
    signin: "(?:重新登录|重新登入|重新登錄|再次登录|再次登入|重新验证|重新驗證)",
    keep: "(?:保持(?:对[^。\\n]{0,8})?(?:访问|訪問|存取)|保留(?:访问|訪問)权限|(?:以免|避免)(?:失去|丢失)(?:访问|訪問|存取)|继续(?:访问|使用邮箱)|繼續(?:訪問|存取))",
  },
  km: {
    session: "(?:វគ្គ(?:ចូល|ចូលប្រើ)?របស់អ្នក|វគ្គចូលប្រើ|សម័យ(?:ចូល)?របស់អ្នក)",
    expire: "(?:នឹងផុតកំណត់|បានផុតកំណត់|ផុតកំណត់|អស់សុពលភាព)",
    signin: "(?:ចូលម្តងទៀត|ចូលម្ដងទៀត|ចូលគណនីម្តងទៀត|ចូលគណនីម្ដងទៀត)",
    keep: "(?:រក្សាសិទ្ធិចូលប្រើ|រក្សាការចូលប្រើ|កុំឱ្យបាត់បង់សិទ្ធិចូលប្រើ|ជៀសវាងការបាត់បង់សិទ្ធិចូលប្រើ)",
  },
  my: {
    session: "(?:သင့်(?:ရဲ့)? ?(?:ဆက်ရှင်|အကောင့်ဝင်ဆက်ရှင်)|အကောင့်ဝင်ဆက်ရှင်|login ဆက်ရှင်)",
    expire: "(?:သက်တမ်းကုန်)",
    signin: "(?:ပြန်လည်(?:ဝင်ရောက်|လော့ဂ်အင်|အကောင့်ဝင်)|ထပ်မံ(?:ဝင်ရောက်|အကောင့်ဝင်)|နောက်တစ်ကြိမ်(?:ဝင်ရောက်|အကောင့်ဝင်))",
    keep: "(?:ဝင်ရောက်ခွင့်(?:ကို)? ?(?:ဆက်လက်)?(?:ထိန်းသိမ်း|မဆုံးရှုံး|ရှိနေစေ))",
  },
  si: {
    session: "(?:(?:ඔබේ|ඔබගේ) (?:පිවිසුම් |ලොගින් )?සැසිය|(?:පිවිසුම්|ලොගින්) සැසිය)",
    expire: "(?:කල් ඉකුත් (?:වේ|වනු ඇත|විය|වී ඇත|වෙයි))",
    signin: "(?:නැවත (?:ලොග් ?වන්න|පුරනය වන්න|ඇතුල් වන්න|ලොග් ඉන් වන්න))",
    keep: "(?:ප්‍රවේශය (?:\\S+ ){0,2}?(?:පවත්වා ගැනීමට|රඳවා ගැනීමට|අහිමි නොවීමට|නැති නොවීමට))",
  },
  ta: {
    session: "(?:உங்கள் (?:உள்நுழைவு )?(?:அமர்வு|செஷன்)|உள்நுழைவு அமர்வு)",
    expire: "(?:காலாவதியாகும்|காலாவதியாகிறது|காலாவதியாகிவிடும்|காலாவதியானது|காலாவதியாகிவிட்டது)",
    signin: "(?:மீண்டும் (?:உள்நுழை|லாக் ?இன்|சைன் ?இன்))",
    keep: "(?:அணுகலைத் (?:தக்கவைக்க|தக்க வைக்க|தொடர)|அணுகலை (?:தக்கவைக்க|தக்க வைக்க|இழக்காமல்|இழக்காதிருக்க)|அணுகல் (?:தொடர|இழக்காமல்))",
  },
  ne: {
    session: "(?:तपाईंको (?:लगइन )?(?:सत्र|सेसन)|लगइन (?:सत्र|सेसन))",
    expire: "(?:म्याद (?:\\S+ ){0,4}?(?:सकिँदै|सकिंदै|सकिनेछ|सकियो|समाप्त)|एक्सपायर)",
    signin: "(?:(?:फेरि|पुनः) (?:लग ?इन|साइन ?इन))",
    keep: "(?:पहुँच (?:\\S+ ){0,2}?(?:कायम राख्न|नगुमाउन|जोगाउन))",
  },
  ka: {
    session: "(?:თქვენი (?:შესვლის )?სესი|შესვლის სესი)",
    expire: "(?:ვადა (?:\\S+ ){0,4}?(?:იწურება|ამოიწურება|ამოიწურა|გასდის|გავიდა)|ამოიწურება|ამოიწურა)",
    signin: "(?:ხელახლა შედით|თავიდან შედით|ხელახლა გაიარეთ ავტორიზაცია)",
    keep: "(?:წვდომის (?:შესანარჩუნებლად|შენარჩუნებისთვის)|რომ არ დაკარგოთ წვდომა|წვდომა რომ არ დაკარგოთ|წვდომის დაკარგვის თავიდან ასაცილებლად)",
  },
  yo: {
    session: "(?:ìgbà ìwọlé (?:rẹ|yín|sso)|ìwọlé rẹ)",
    expire: "(?:yóò parí|ti parí|ti dópin|yóò dópin|ń parí lọ)",
    signin: "(?:wọlé padà|wọlé lẹ́ẹ̀kansi|tún wọlé)",
    keep: "(?:máa ní ààyè|pa ààyè (?:\\S+ ){0,4}?mọ́|má (?:baà )?pàdánù ààyè|láì pàdánù ààyè)",
  },
  ha: {
    session: "(?:zaman shigar(?:ka|ki|ku)|zaman shiga na (?:ka|ki|ku)|lokacin shigar(?:ka|ki|ku))",
    expire: "(?:zai ƙare|ya ƙare|yana ƙarewa|ya kusa ƙarewa)",
    signin: "(?:sake shiga|shiga kuma)",
    keep: "(?:(?:don|domin) ci gaba da samun (?:damar )?shiga|(?:don|domin) kada ka rasa damar shiga|kiyaye damar shiga|riƙe damar shiga)",
  },
  tl: {
    session: "(?:iyong (?:login )?session|session mo|(?:login|sso) session)",
    expire: "(?:mag-e-expire|mage-expire|mag-expire|nag-expire|mag-eexpire|expired na|mawawalan ng bisa)",
    signin: "(?:mag-?log ?in (?:ulit|muli)|mag-?sign ?in (?:ulit|muli)|muling mag-?log ?in|muling mag-?sign ?in)",
    keep: "(?:mapanatili ang (?:iyong )?access|hindi mawalan ng access|(?:hindi|di) mawala ang (?:iyong )?access)",
  },
  "ar-latn": {
    session: "(?:session (?:beta3ak|bta3ak|beta3ek|bta3ek|taba3ak|dyalek|beta3tak)|sessiontak|jalsatak)",
    expire:
      "(?:haye5las|hayekhlas|haykhlas|5eles|khelis|khilis|5elset|khelset|hatentehi|ra7 tentehi|intahat|ente7at|expired)",
    signin:
      "(?:(?:log ?in|login|sign ?in|od5ol|odkhol|ed5ol|edkhol|sajel|sajjel) (?:tani|mara tanya|marra tanya|men gded|mn gded|again))",
    keep: "(?:3ashan (?:ma )?(?:yefdal|tefdal|t7afez 3ala|matkhsarsh|ma tekhsarsh|tekhsarsh) (?:el )?access|t7afez 3ala el access|ma ?tkhsarsh el access)",
  },
  "hi-latn": {
    session: "(?:(?:aapka|apka|aapki|apki|tumhara) (?:login )?session|(?:login|sso) session)",
    expire: "(?:expire ho (?:jayega|jaayega|jaega|raha|rahi|gaya|gayi|jayegi|chuka|chuki)|expire hone wala)",
    signin: "(?:(?:dobara|phir se|fir se) (?:log ?in|login|sign ?in))",
    keep: "(?:access (?:\\p{L}+ ){0,2}?(?:banaye rakhne|bana rahe|maintain karne|na khone|khone se bachne))",
  },
  ro: {
    session: "(?:sesiunea (?:dvs\\.?|dumneavoastră|ta|de autentificare|de conectare|sso))",
    expire: "(?:expiră|va expira|a expirat|urmează să expire|este pe cale să expire)",
    signin:
      "(?:conectați-vă din nou|conectează-te din nou|autentificați-vă din nou|autentifică-te din nou|reconectați-vă|reconectează-te)",
    keep: "(?:(?:păstra|menține|păstrați|mențineți) accesul|nu (?:pierdeți|pierzi) accesul|a nu pierde accesul|pierderea accesului)",
  },
  hu: {
    session:
      "(?:(?:az ön|a te|az ön bejelentkezési|a bejelentkezési|az sso) munkamenet\\p{L}*|munkamenete(?:d)?|bejelentkezési munkamenet\\p{L}*)",
    expire: "(?:lejár|lejárt|le fog járni)",
    signin:
      "(?:jelentkezzen be újra|jelentkezz be újra|újra jelentkezzen be|jelentkezzen be ismét|újra be kell jelentkeznie)",
    keep: "(?:hozzáférés\\p{L}* (?:\\p{L}+ )?(?:megőrzéséhez|megtartásához|fenntartásához)|ne veszítse el (?:a )?hozzáférés\\p{L}*|megtartsa (?:a )?hozzáférés\\p{L}*)",
  },
  fi: {
    session: "(?:istuntosi|kirjautumisistunto\\p{L}*|sso-istunto\\p{L}*|(?:sinun|teidän) istunto\\p{L}*)",
    expire: "(?:vanhenee|vanhentuu|on vanhentunut|vanhentui|umpeutuu|on umpeutunut)",
    signin: "(?:kirjaudu (?:uudelleen|sisään uudelleen|uudestaan)|kirjautukaa uudelleen)",
    keep: "(?:säilyttää\\p{L}* (?:\\p{L}+ )?pääsy\\p{L}*|pääsy\\p{L}* (?:\\p{L}+ ){0,2}?säilyttämiseksi|jotta (?:et|ette) menetä pääsy\\p{L}*)",
  },
  da: {
    session: "(?:(?:din|jeres) (?:\\p{L}+)?session|(?:login|sso-?)session)",
    expire: "(?:udløber|er udløbet|vil udløbe|løber ud)",
    signin: "(?:log (?:ind|på) igen|log ind på ny)",
    keep: "(?:(?:bevare|beholde|ikke miste|ikke at miste) (?:din |jeres )?adgang|undgå at miste (?:din )?adgang)",
  },
  nb: {
    session: "(?:(?:din|deres) (?:\\p{L}+)?(?:økt|sesjon)|(?:økten|sesjonen) din|(?:innloggings|sso-?)(?:økt|sesjon))",
    expire: "(?:utløper|er utløpt|vil utløpe)",
    signin: "(?:logg (?:inn|på) igjen|logg inn på nytt)",
    keep: "(?:(?:beholde|bevare|ikke miste|ikke å miste) (?:din |deres )?tilgang|unngå å miste (?:din )?tilgang)",
  },
  bg: {
    session: "(?:вашата (?:\\p{L}+ )?сесия|сесията ви|твоята сесия|сесия(?:та)? за вход|sso сесия)",
    expire: "(?:изтича|ще изтече|изтече|е изтекла|изтекла)",
    signin: "(?:влезте (?:отново|пак)|(?:отново|пак) влезте|влез отново)",
    keep: "(?:(?:запазите|запазиш|запазване на|да не загубите|да не изгубите) (?:\\p{L}+ )?достъп\\p{L}*|загуба на достъп\\p{L}*)",
  },
  sh: {
    session:
      "(?:vaša (?:\\p{L}+ )?sesija|tvoja sesija|sesija (?:za prijavu|prijave|vašeg naloga|vašeg računa)|sso sesija)",
    expire: "(?:ističe|istječe|isteći će|istekla je|je istekla|istekla)",
    signin: "(?:prijavite se ponovo|ponovo se prijavite|prijavite se ponovno|ponovno se prijavite|prijavi se ponovo)",
    keep: "(?:(?:zadržali|zadržite|zadržati|sačuvali|sačuvati|održali) (?:\\p{L}+ )?pristup|(?:ne biste izgubili|da ne izgubite) pristup|gubitak pristupa)",
  },
  sk: {
    session:
      "(?:vaša (?:prihlasovacia )?relácia|tvoja relácia|(?:prihlasovacia|sso) relácia|relácia (?:vášho|tvojho) účtu)",
    expire: "(?:vyprší|vypršala|skončí platnosť)",
    signin: "(?:prihláste sa znova|znova sa prihláste|prihlás sa znova|znova sa prihlás|opätovne sa prihláste)",
    keep: "(?:(?:zachova|udrža|nestrati|neprišl)\\p{L}* (?:\\p{L}+ )?prístup\\p{L}*|(?:strat|prerušen)\\p{L}* prístupu)",
  },
  sl: {
    session: "(?:vaša (?:\\p{L}+ )?seja|tvoja seja|seja (?:za prijavo|prijave)|sso seja)",
    expire: "(?:je potekla|poteče (?:čez|danes|jutri|ob \\d)|bo potekla (?:čez|danes|ob \\d)|je pretekla|preteče)",
    signin:
      "(?:prijavite se (?:znova|ponovno)|(?:znova|ponovno) se prijavite|se (?:znova|ponovno) prijavite|prijavi se znova)",
    keep: "(?:(?:ohranili|ohranite|ohraniti|obdržati) (?:\\p{L}+ )?dostop|(?:ne bi izgubili|ne izgubite) dostop\\p{L}*|izgubi dostopa)",
  },
  lt: {
    session: "(?:jūsų (?:prisijungimo )?sesij\\p{L}*|tavo sesij\\p{L}*|prisijungimo sesij\\p{L}*|sso sesij\\p{L}*)",
    expire:
      "(?:baigiasi galiojimas|baigsis galiojimas|galiojimas (?:\\p{L}+ ){0,2}?(?:baigiasi|baigsis|pasibaigė|baigėsi)|pasibaigė|nebegalioja)",
    signin: "(?:prisijunkite (?:iš naujo|dar kartą|vėl)|(?:iš naujo|dar kartą|vėl) prisijunkite)",
    keep: "(?:išlaikyt\\p{L}* (?:\\p{L}+ )?prieig\\p{L}*|neprarastumėte prieig\\p{L}*|neprarasti prieig\\p{L}*)",
  },
  lv: {
    session: "(?:jūsu (?:pieteikšanās )?sesij\\p{L}*|tava sesij\\p{L}*|pieteikšanās sesij\\p{L}*|sso sesij\\p{L}*)",
    expire:
      "(?:(?:derīgums|derīguma termiņš) (?:\\p{L}+ ){0,2}?(?:beidzas|beigsies|beidzies)|ir beigusies|ir beidzies)",
    signin: "(?:piesakieties (?:vēlreiz|no jauna|atkārtoti)|(?:vēlreiz|atkārtoti) piesakieties)",
    keep: "(?:saglabā\\p{L}* (?:\\p{L}+ )?piekļuv\\p{L}*|nezaudētu piekļuv\\p{L}*|nezaudēt piekļuv\\p{L}*)",
  },
  et: {
    session: "(?:(?:teie|sinu) (?:sisselogimis)?seanss|sisselogimisseanss|sso seanss)",
    expire: "(?:aegub|on aegunud|aegus)",
    signin: "(?:logige uuesti sisse|logi uuesti sisse|logige sisse uuesti)",
    keep: "(?:(?:säilitada|säilitamiseks|säilitage) (?:\\p{L}+ )?juurdepääs\\p{L}*|juurdepääs\\p{L}* (?:\\p{L}+ )?säilitamiseks|et (?:te )?ei kaotaks juurdepääsu)",
  },
  ca: {
    session: "(?:la (?:vostra|teva) sessió|sessió (?:d['’]inici|sso|del vostre compte|del teu compte))",
    expire: "(?:caduca|caducarà|ha caducat|expira|expirarà|ha expirat|està a punt de caducar)",
    signin:
      "(?:torneu a iniciar (?:la )?sessió|torna a iniciar (?:la )?sessió|inicieu (?:la )?sessió de nou|inicia (?:la )?sessió de nou)",
    keep: "(?:(?:mantenir|conservar|no perdre) (?:l['’]|el vostre |el teu )?accés|evitar perdre (?:l['’])?accés)",
  },
  hy: {
    session:
      "(?:ձեր (?:մուտքի )?(?:սեսիան|սեսիայի|սեանսը|սեանսի)|մուտքի (?:սեսիան|սեսիայի|սեանսը|սեանսի)|sso (?:սեսիան|սեսիայի))",
    expire: "(?:ժամկետը (?:\\S+ ){0,4}?(?:լրանում|լրանա|լրացել|սպառվում|սպառվել|կսպառվի|կլրանա))",
    signin: "(?:կրկին մուտք գործեք|նորից մուտք գործեք|մուտք գործեք կրկին|մուտք գործեք նորից)",
    keep: "(?:(?:մուտքը|հասանելիությունը) (?:\\S+ )?(?:պահպանելու|չկորցնելու))",
  },
  az: {
    session: "(?:sessiyanız\\p{L}*|sizin (?:giriş )?sessiya\\p{L}*|giriş sessiyası\\p{L}*|sso sessiyası\\p{L}*)",
    expire:
      "(?:müddəti (?:[\\p{L}\\p{N}:-]+ ){0,4}?(?:bitir|bitəcək|başa çat\\p{L}*|bitib|bitdi)|vaxtı (?:[\\p{L}\\p{N}:-]+ ){0,2}?(?:bitir|bitib|keçib|bitəcək))",
    signin: "(?:yenidən daxil olun|təkrar daxil olun|yenidən giriş edin|təkrar giriş edin)",
    keep: "(?:(?:giriş\\p{L}*|çıxışı|əlçatanlığı) (?:\\p{L}+ )?(?:saxlamaq|qorumaq|itirməmək))",
  },
  kk: {
    session: "(?:сіздің (?:кіру )?сеанс\\p{L}*|сеансыңыз\\p{L}*|кіру сеансы\\p{L}*|sso сеансы\\p{L}*)",
    expire: "(?:мерзімі (?:[\\p{L}\\p{N}:-]+ ){0,4}?(?:аяқталады|бітеді|өтеді|аяқталды|бітті|өтті|аяқталуда))",
    signin: "(?:қайта кіріңіз|жүйеге қайта кіріңіз|қайтадан кіріңіз)",
    keep: "(?:қолжетімділікті (?:\\p{L}+ )?(?:сақтау|жоғалтпау)|қолжетімділіктен айырылмау|кіру мүмкіндігін сақтау)",
  },
  uz: {
    session:
      "(?:seansingiz\\p{L}*|sizning (?:kirish )?seans\\p{L}*|kirish seansi\\p{L}*|sso seansi\\p{L}*|sessiyangiz\\p{L}*)",
    expire: "(?:muddati (?:[\\p{L}\\p{N}:-]+ ){0,4}?(?:tugaydi|tugadi|oʻtadi|oʻtdi|tugamoqda))",
    signin: "(?:qayta kiring|tizimga qayta kiring|yana kiring)",
    keep: "(?:kirish (?:huquqini|imkoniyatini) (?:saqlab qolish|saqlash|yoʻqotmaslik)|ruxsatni (?:saqlab qolish|yoʻqotmaslik))",
  },
  mn: {
    session: "(?:таны (?:нэвтрэх )?сесс\\p{L}*|нэвтрэх сесс\\p{L}*|sso сесс\\p{L}*)",
    expire: "(?:хугацаа (?:[\\p{L}\\p{N}:-]+ ){0,4}?(?:дуусна|дуусах|дууссан|дуусч\\p{L}*))",
    signin: "(?:дахин нэвтэрнэ үү|дахин нэвтрэх|дахин нэвтэрч)",
    keep: "(?:хандалт\\p{L}* (?:\\p{L}+ )?(?:хадгалах|алдахгүй|хэвээр))",
  },
  zu: {
    session: "(?:iseshini (?:yakho|yakhe|yokungena)|iseshini lakho|isikhathi sokungena sakho)",
    expire: "(?:izophelelwa yisikhathi|iphelelwe yisikhathi|iyaphelelwa yisikhathi|sesiphelelwe)",
    signin: "(?:ngena futhi|phinda ungene|ngena kabusha)",
    keep: "(?:ukugcina ukufinyelela|ugcine ukufinyelela|ungalahlekelwa (?:yi)?ukufinyelela)",
  },
  xh: {
    session: "(?:iseshoni yakho|iseshoni yokungena|iseshini yakho)",
    expire: "(?:iza kuphelelwa lixesha|iphelelwe lixesha|iyaphelelwa lixesha|kuphelelwa lixesha)",
    signin: "(?:ngena kwakhona|phinda ungene)",
    keep: "(?:ukugcina ufikelelo|ugcine ufikelelo|ungaphulukani nofikelelo)",
  },
  af: {
    session: "(?:(?:u|jou) (?:\\p{L}+)?sessie|(?:aanmeld|sso-?)sessie)",
    expire: "(?:verval (?:vandag|binnekort|om \\d|oor)|het verval|sal verval|verstryk|het verstryk|sal verstryk)",
    signin: "(?:meld (?:weer|opnuut) aan|teken (?:weer|opnuut) in|meld jou weer aan)",
    keep: "(?:toegang (?:[\\p{L}-]+ ){0,3}?te behou|(?:nie toegang|toegang nie) te verloor|(?:jou|u) toegang (?:te )?behou)",
  },
  so: {
    session: "(?:fadhigaaga|kalfadhigaaga|fadhiga (?:galitaanka|gelitaanka|sso))",
    expire: "(?:wuu dhacayaa|waa uu dhacayaa|wuu dhacay|waqtigii\\p{L}* (?:wuu )?dhac\\p{L}*|dhici doon\\p{L}*)",
    signin: "(?:dib u gal|mar kale gal|dib u soo gal|mar kale soo gal)",
    keep: "(?:si aad u (?:sii )?haysato (?:\\p{L}+ )?(?:helitaanka|gelitaanka)|si aadan u lumin (?:helitaanka|gelitaanka)|ilaali (?:helitaanka|gelitaanka))",
  },
  ti: {
    session: "(?:ናይ ምእታው ክፍለ ግዜኹም|ክፍለ ግዜኹም|ናይ ምእታው ክፍለ ግዜ)",
    expire: "(?:ግዜኡ (?:\\S+ )?(?:ክውዳእ|ይውዳእ|ተወዲኡ|ኣኺሉ)|ግዜኡ ሓሊፉ)",
    signin: "(?:እንደገና እተዉ|ደጊምኩም እተዉ|ከም ብሓድሽ እተዉ)",
    keep: "(?:ተበጻሕነት(?:ኩም)? (?:\\S+ )?(?:ንምሕላው|ከይትስእኑ|ንኸይትስእኑ))",
  },
  ig: {
    session: "(?:oge nbanye (?:gị|unu|sso)|nnọkọ nbanye gị)",
    expire: "(?:ga-agwụ|agwụla|na-agwụ|agwụchaala)",
    signin: "(?:banye ọzọ|banyeghachi|nbanye ọzọ)",
    keep: "(?:(?:iji|ka ị) (?:nọgide na-enwe|jigide|ghara ịtụfu) (?:ohere|nnweta)|ghara ịtụfu ohere)",
  },
  ps: {
    session: "(?:ستاسو (?:د )?(?:ننوتلو )?(?:ناسته|ناستې|سیشن)|د ننوتلو (?:ناسته|ناستې|سیشن))",
    expire: "(?:موده (?:\\S+ ){0,4}?(?:پای ته رسیږي|پای ته رسېږي|پوره کیږي|پوره شوې|ختمه شوې|ختمیږي))",
    signin: "(?:بیا ننوځئ|بیا ننوزئ|بیرته ننوځئ)",
    keep: "(?:لاسرسی (?:\\S+ ){0,2}?(?:وساتئ|ساتلو|له لاسه ورنکړئ|له لاسه ورنه کړئ))",
  },
  ku: {
    session: "(?:danişîna (?:te|we) ya têketinê|danişîna têketinê|sso danişîn\\p{L}*)",
    expire: "(?:diqede|dê biqede|qediya|bi dawî bû)",
    signin: "(?:dîsa têkeve|dîsa têkevin|ji nû ve têkevin|careke din têkevin)",
    keep: "(?:gihîştin\\p{L}* (?:[\\p{L}-]+ )?(?:biparêzin|biparêze|winda nekin|winda neke))",
  },
  ckb: {
    session: "(?:دانیشتنەکەت|سێشنەکەت|دانیشتنی چوونەژوورەوەکەت|سێشنی چوونەژوورەوە)",
    expire: "(?:بەسەر دەچێت|بەسەردەچێت|بەسەرچوو|ماوەکەی (?:\\S+ )?(?:تەواو|بەسەر))",
    signin: "(?:دووبارە بچۆرە ژوورەوە|دووبارە بچنە ژوورەوە|سەرلەنوێ بچۆرە ژوورەوە)",
    keep: "(?:بۆ پاراستنی دەستگەیشتن|دەستگەیشتن\\S* (?:\\S+ )?(?:بپارێزیت|بپارێزن|لەدەست نەدەیت|لە دەست نەدەیت))",
  },
  gu: {
    session: "(?:(?:તમારું|તમારા) (?:લૉગિન |લોગિન )?(?:સત્ર|સેશન)|(?:લૉગિન|લોગિન) (?:સત્ર|સેશન))",
    expire: "(?:એક્સપાયર|મુદત (?:\\S+ ){0,4}?પૂરી)",
    signin: "(?:ફરીથી (?:લૉગ ?ઇન|લોગ ?ઇન|સાઇન ?ઇન))",
    keep: "(?:(?:ઍક્સેસ|એક્સેસ|પ્રવેશ) (?:\\S+ ){0,2}?(?:જાળવી રાખવા|ગુમાવવાથી બચવા|ન ગુમાવવા))",
  },
  mr: {
    session: "(?:तुमचे (?:लॉगिन )?(?:सत्र|सेशन)|तुमच्या (?:लॉगिन )?(?:सत्राची|सेशनची|सत्राचा)|लॉगिन (?:सत्र|सेशन))",
    expire: "(?:कालबाह्य (?:होईल|होत आहे|झाले|झाला)|मुदत (?:\\S+ ){0,4}?संप\\S*|एक्सपायर)",
    signin: "(?:पुन्हा (?:लॉग ?इन|लॉगिन|साइन ?इन))",
    keep: "(?:(?:ॲक्सेस|अ‍ॅक्सेस|प्रवेश) (?:\\S+ ){0,2}?(?:कायम ठेवण्यासाठी|टिकवून ठेवण्यासाठी|गमावू नये|गमावण्यापासून))",
  },
  pa: {
    session: "(?:(?:ਤੁਹਾਡਾ|ਤੁਹਾਡੇ) (?:ਲੌਗਇਨ )?ਸੈਸ਼ਨ|ਲੌਗਇਨ ਸੈਸ਼ਨ)",
    expire: "(?:ਮਿਆਦ (?:\\S+ ){0,4}?(?:ਖਤਮ|ਖ਼ਤਮ|ਪੁੱਗ)|ਐਕਸਪਾਇਰ)",
    signin: "(?:(?:ਦੁਬਾਰਾ|ਮੁੜ) (?:ਲੌਗ ?ਇਨ|ਲਾਗ ?ਇਨ|ਸਾਈਨ ?ਇਨ))",
    keep: "(?:(?:ਪਹੁੰਚ|ਐਕਸੈਸ) (?:\\S+ ){0,2}?(?:ਬਣਾਈ ਰੱਖਣ|ਨਾ ਗੁਆਉਣ|ਗੁਆਉਣ ਤੋਂ ਬਚਣ))",
  },
  te: {
    session: "(?:మీ (?:లాగిన్ )?సెషన్|లాగిన్ సెషన్)",
    expire: "(?:గడువు (?:\\S+ ){0,4}?(?:ముగుస్తుంది|ముగిసింది|ముగియనుంది)|ఎక్స్‌పైర్)",
    signin: "(?:మళ్లీ (?:లాగిన్|లాగ్ ?ఇన్|సైన్ ?ఇన్))",
    keep: "(?:యాక్సెస్(?:ను)? (?:\\S+ ){0,2}?(?:కొనసాగించడానికి|నిలుపుకోవడానికి|కోల్పోకుండా))",
  },
  kn: {
    session: "(?:ನಿಮ್ಮ (?:ಲಾಗಿನ್ )?ಸೆಷನ್|ಲಾಗಿನ್ ಸೆಷನ್)",
    expire: "(?:ಅವಧಿ (?:\\S+ ){0,4}?(?:ಮುಗಿಯುತ್ತದೆ|ಮುಗಿದಿದೆ|ಮುಗಿಯಲಿದೆ)|ಮುಕ್ತಾಯ(?:ಗೊಳ್ಳುತ್ತದೆ|ವಾಗುತ್ತದೆ|ಗೊಂಡಿದೆ))",
    signin: "(?:ಮತ್ತೆ (?:ಲಾಗಿನ್|ಲಾಗ್ ?ಇನ್|ಸೈನ್ ?ಇನ್)|ಮರು ?ಲಾಗಿನ್)",
    keep: "(?:(?:ಪ್ರವೇಶ(?:ವನ್ನು)?|ಆಕ್ಸೆಸ್) (?:\\S+ ){0,2}?(?:ಉಳಿಸಿಕೊಳ್ಳಲು|ಕಳೆದುಕೊಳ್ಳದಂತೆ|ಮುಂದುವರಿಸಲು))",
  },
  ml: {
    session: "(?:നിങ്ങളുടെ (?:ലോഗിൻ )?(?:സെഷൻ|സെഷന്റെ)|ലോഗിൻ (?:സെഷൻ|സെഷന്റെ))",
    expire: "(?:കാലാവധി (?:\\S+ ){0,4}?(?:അവസാനിക്കും|അവസാനിച്ചു|തീരും)|കാലഹരണപ്പെടും|കാലഹരണപ്പെട്ടു)",
    signin: "(?:വീണ്ടും (?:ലോഗിൻ|ലോഗ് ?ഇൻ|സൈൻ ?ഇൻ))",
    keep: "(?:(?:ആക്സസ്|പ്രവേശനം) (?:\\S+ ){0,2}?(?:നിലനിർത്താൻ|നഷ്ടപ്പെടാതിരിക്കാൻ))",
  },
  jv: {
    session: "(?:sesi (?:sampeyan|panjenengan|login|mlebu|sso))",
    expire: "(?:bakal kadaluwarsa|kadaluwarsa|kedaluwarsa|wis kadaluwarsa|wis entek wektune|bakal entek wektune)",
    signin: "(?:mlebu maneh|login maneh|mlebet malih|login ulang)",
    keep: "(?:(?:njaga|tetep nduwe|ora ilang) akses|supaya akses(?:e)? ora ilang|(?:ben|supaya) ora kelangan akses)",
  },
};

/** How each language's entries are spelled: as its lure row (lexicon/login-cues.ts), and without diacritics in the
 * languages whose words here mail also writes without them (retain-cues.ts spells its rows so too). */
const SPELL: Partial<Record<Lang, (source: string) => string>> = {
  ...LURE_SPELL,
  tr: unmarked,
  fr: unmarked,
  es: unmarked,
  pt: unmarked,
  ca: unmarked,
};

const asWritten = (source: string) => source;

/** A language's spelling of these rows (as written where it has none). */
export const sessionSpelling = (lang: Lang): ((source: string) => string) => SPELL[lang] ?? asWritten;

/** Two halves in either order within one sentence, each guarded as a word start (none in the UNSPACED scripts). The
 * halves are met as the text is (`asMet`: the lure rows' sign-in verbs already are); the pair is then spelled. */
const pair = (lang: Lang, a: string, b: string, n: number) =>
  sessionSpelling(lang)(either(wordStart(lang, a), wordStart(lang, b), gap(lang, n)));

/** The reader's sign-in session lapsing, and a sign-in again to keep access, per language (→ PHISH_LURE in
 * lexicon/phishing.ts, the classifier's `lure`). */
export const SESSION_LURE: PhraseTable = conceptTable(ROWS, (row, lang) => [
  pair(lang, asMet(lang, row.session), asMet(lang, row.expire), 30),
  pair(
    lang,
    alt(asMet(lang, row.signin), ...(LURE_CUES[lang] ? [LURE_CUES[lang].login] : [])),
    asMet(lang, row.keep),
    60,
  ),
]);

/** The rows by language, for the tests. */
export const SESSION_ROWS: Readonly<Partial<Record<Lang, Readonly<SessionRow>>>> = ROWS;
