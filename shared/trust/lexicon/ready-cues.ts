// Ready cues, one row per cue language: the sign-in page announced by what the reader should have ready for it.
//
// 1. Have it ready (READY_SECRET): the mail tells the reader to have, keep at hand or prepare a SECRET for the page it
//    links to: the password, a passcode, the PIN or TAN, the one-time or SMS code, the card reader, the (credit or
//    bank) card, its number or CVV, the online-banking login ("please have your password and credit card ready",
//    "halten Sie Ihr Passwort und die Kreditkarte bereit", "tenga a mano su contraseña y su tarjeta"). A real notice
//    says this of a booking reference, an order or customer number, an ID or an insurance card, never of a password:
//    the secret family names only secrets, and a bare "card" only where nothing qualifies it.
// 2. Sign in with the mailbox's own credentials (ADDRESS_LOGIN): a sign-in verb beside the reader's e-mail PASSWORD,
//    the password of their mailbox, or their business (work, company, official) e-mail ADDRESS as the login ("log in
//    with your business e-mail address and password", "se prijavite z vašim poslovnim e-poštnim naslovom in geslom",
//    "melden Sie sich mit Ihrer E-Mail-Adresse und Ihrem E-Mail-Passwort an"). A service's own account, a customer
//    number, "username and password" and a bare "e-mail address and password" (what every shop's login asks for)
//    are not the concept: the address must be qualified as the business one, or the password as the mailbox's.
//
// Both tables feed the classifier's own-login feature (`phishing.own_login`, lexicon/login-cues.ts OWN_LOGIN, read
// past negations). Conventions are those of combinators.ts: lowercase sources, NFKC-normalised by conceptTable, no
// word guards in UNSPACED scripts, bounded gaps, every entry starting with a word.
import {
  alt,
  azerbaijani,
  conceptTable,
  E,
  either,
  gap,
  hausa,
  type Lang,
  near,
  type PhraseTable,
  romanian,
  serbian,
  unmarked,
  uzbek,
  yoruba,
} from "./combinators.js";

/** One row per language; both fields are regex sources (lowercase), spelled as the language's mail writes them. */
export interface ReadyRow {
  /** 1. Have ready, keep at hand, prepare: a ready verb (or a have/keep verb and a "ready" word) beside a secret. */
  ready: string;
  /** 2. Sign in with the e-mail address or the mailbox password as the login: a sign-in verb beside them. */
  address: string;
}

interface Vocabulary {
  /** Verbs and phrases that alone mean "have ready, keep at hand, prepare" (imperatives, infinitives). */
  ready: string;
  /** Secrets: password, passcode, PIN, TAN, one-time or SMS code, card reader, credit or bank card, card number,
   * CVV, online-banking login. */
  secret: string;
  /** A have/keep verb and the "ready" word after the secret ("have your password … ready"), for languages where
   * "ready" alone is too common. */
  frame?: [have: string, mark: string];
  /** Sign in, log in (imperatives, infinitives, clitic first). */
  login: string;
  /** The business e-mail address, the e-mail or mailbox password, as what to sign in with. */
  address: string;
}

const asWritten = (source: string) => source;

/** A row from its vocabularies: the ready verb and the secret in either order within a clause, or a have/keep verb,
 * the secret and the "ready" word in that order; the sign-in verb and the address in either order. */
function row(lang: Lang, v: Vocabulary, spell: (source: string) => string = asWritten): ReadyRow {
  const ready = either(v.ready, v.secret, gap(lang, 40));
  const framed = v.frame
    ? near(near(`(?:${v.frame[0]})${E}`, v.secret, gap(lang, 30)), v.frame[1], gap(lang, 30))
    : undefined;
  return {
    ready: spell(framed ? alt(ready, framed) : ready),
    address: spell(either(v.login, v.address, gap(lang, 40))),
  };
}

/** A short Latin abbreviation as a whole word. */
const W = (source: string) => `(?:${source})${E}`;
const PIN = W("pin|tan|otp|cvv|cvc|cvv2");

const ROWS: Partial<Record<Lang, ReadyRow>> = {
  en: row("en", {
    ready: "(?:prepare your|please prepare|keep (?:close )?at hand|have (?:close )?at hand|have to hand|have handy)",
    secret: alt(
      PIN,
      "(?:password|passcode|pin (?:code|number)|one-time (?:pass)?code|sms code|verification code|security code|credit card|debit card|bank card|card number|card details|card reader|online banking (?:login|details|credentials|password|id))",
    ),
    frame: ["(?:have|keep)", "(?:ready|at hand|to hand|handy|nearby)"],
    login: "(?:sign|log) ?(?:in|on)",
    address: alt(
      "(?:with|using) your (?:business|work|company|corporate|office|official|professional|institutional|staff|university) e-?mail(?: address)?(?: and (?:your |the )?(?:e-?mail )?password)?",
      "(?:with|using) your e-?mail address and (?:your |the )?(?:e-?mail|mailbox|webmail) password",
      "(?:with|using) your (?:e-?mail|mailbox|webmail|inbox) password",
      "(?:with|using) (?:your |the )?(?:e-?mail address and )?password of your (?:mailbox|e-?mail account|inbox)",
    ),
  }),
  de: row("de", {
    ready:
      "(?:bereithalten|bereit halten|bereit zu halten|bereitlegen|griffbereit|zur hand haben|legen sie (?:sich )?bereit)",
    secret: alt(
      PIN,
      "(?:passwort|kennwort|pin-?(?:code|nummer)|tan-?(?:generator|liste)|chiptan|pushtan|einmalcode|einmal-code|sms-code|bestätigungscode|sicherheitscode|kreditkarte|bankkarte|girocard|ec-karte|debitkarte|kartennummer|kartenprüfnummer|kartenleser|online-banking-(?:zugangsdaten|login|passwort|pin))",
    ),
    frame: ["(?:halten sie|halte|haltet|legen sie|lege|haben sie)", `(?:bereit|parat|zur hand|griffbereit)${E}`],
    login: "(?:melden sie sich|melde dich|meldet euch|anmelden|einloggen|loggen sie sich|logge dich|anzumelden)",
    address: alt(
      "mit (?:ihrer|deiner|der) (?:geschäftlichen|dienstlichen|beruflichen|firmen-?)\\s?e-?mail-?adresse",
      "mit (?:ihrer|deiner|der) (?:dienst|firmen|büro|arbeits)-?e-?mail-?adresse",
      "mit (?:ihrer|deiner|der) e-?mail-?adresse und (?:ihrem|deinem|dem) (?:e-?mail|postfach)-?(?:passwort|kennwort)",
      "mit (?:ihrem|deinem|dem) (?:e-?mail|postfach|mail)-?(?:passwort|kennwort)",
      "mit (?:dem|ihrem|deinem) (?:passwort|kennwort) (?:ihres|deines|des) (?:e-?mail-?)?(?:postfachs|e-?mail-?kontos|mailkontos)",
    ),
  }),
  fr: row("fr", {
    ready:
      "(?:préparez|prépare|munissez-vous|munis-toi|ayez (?:à portée de main|sous la main)|aie (?:à portée de main|sous la main)|gardez (?:à portée de main|sous la main)|à portée de main|sous la main)",
    secret: alt(
      PIN,
      "(?:mot de passe|code (?:pin|secret|confidentiel|d'accès|à usage unique|reçu par sms|sms|de vérification|de sécurité|de votre carte)|carte (?:bancaire|de crédit|bleue|visa|mastercard)|numéro de (?:votre |ta )?carte|cryptogramme|lecteur de carte|identifiants? (?:bancaires|de banque en ligne))",
    ),
    login: "(?:connectez-vous|connecte-toi|identifiez-vous|identifie-toi|vous connecter|te connecter|se connecter)",
    address: alt(
      "avec (?:votre|ton) adresse (?:e-?mail|électronique|mail|de messagerie) (?:professionnelle|pro|de travail|de l'entreprise|institutionnelle)",
      "avec (?:votre|ton) adresse (?:e-?mail|électronique|mail) et (?:votre |ton |le )?mot de passe (?:de (?:votre |ta )?messagerie|de (?:votre |ta )?boîte mail|du (?:mail|courriel|compte mail))",
      "avec (?:votre|ton|le) mot de passe (?:de (?:votre |ta )?messagerie|de (?:votre |ta )?boîte (?:mail|aux lettres|e-?mail)|du courriel|e-?mail)",
    ),
  }),
  es: row("es", {
    ready:
      "(?:tenga a mano|ten a mano|tengan a mano|tenga a la mano|tenga list[oa]s?|ten list[oa]s?|tenga preparad[oa]s?|ten preparad[oa]s?|prepare (?:su|sus|la|el)|prepara (?:tu|tus))",
    secret: alt(
      PIN,
      "(?:contraseña|clave (?:de acceso|secreta|de firma|de operaciones|de banca)|código (?:pin|sms|otp|de (?:verificación|seguridad|un solo uso|acceso))|tarjeta (?:de crédito|de débito|bancaria)|(?:su|tu) tarjeta(?=$|[,.;:!?)]| y | e | para )|número de (?:la |su |tu )?tarjeta|tarjeta de coordenadas|lector de tarjetas)",
    ),
    frame: ["(?:tenga|ten|tengan)", "(?:a mano|a la mano|list[oa]s?|preparad[oa]s?)"],
    login:
      "(?:inicie sesión|inicia sesión|iniciar sesión|acceda|accede|acceder|ingrese|ingresa|identifíquese|identifícate)",
    address: alt(
      "con (?:su|tu) (?:dirección de )?correo(?: electrónico)? (?:corporativo|institucional|de (?:la )?empresa|de trabajo|laboral|profesional)",
      "con (?:su|tu) (?:dirección de )?correo(?: electrónico)? y (?:la )?contraseña (?:de (?:su |tu )?(?:correo|buzón)|del correo)",
      "con (?:la )?contraseña (?:de (?:su |tu )?(?:correo|buzón|e-?mail)|del correo)",
    ),
  }),
  it: row("it", {
    ready:
      "(?:tenga a portata di mano|tieni a portata di mano|tenete a portata di mano|a portata di mano|tenga pront[aoie]|tieni pront[aoie]|prepari (?:la|il|le|i)|munisciti di|si munisca di|munitevi di)",
    secret: alt(
      PIN,
      "(?:password|codice (?:pin|otp|sms|segreto|dispositivo|di (?:verifica|sicurezza|accesso))|carta di credito|carta di debito|bancomat|numero (?:della |di )?carta|lettore di carte)",
    ),
    login: "(?:accedi|acceda|accedere|effettua l'accesso|effettui l'accesso|entra|entri|loggati|autenticati)",
    address: alt(
      "con (?:il (?:tuo |suo )?|l')?indirizzo (?:e-?mail|di posta)(?: elettronica)? (?:aziendale|di lavoro|istituzionale)",
      "con (?:il (?:tuo |suo )?|l')?indirizzo (?:e-?mail|di posta)(?: elettronica)? e (?:la )?password (?:della (?:tua |sua )?(?:casella|posta)|di posta|e-?mail)",
      "con (?:la (?:tua |sua )?)?password (?:della (?:tua |sua )?(?:casella|posta|e-?mail)|di posta|e-?mail)",
    ),
  }),
  pt: row("pt", {
    ready:
      "(?:tenha (?:em mãos|à mão|a mão|pront[oa]s?|por perto)|tem (?:à mão|pront[oa]s?)|mantenha (?:à mão|por perto)|prepare (?:a sua|o seu|seu|sua|os|as))",
    secret: alt(
      PIN,
      "(?:senha|palavra-passe|código (?:pin|sms|otp|de (?:verificação|segurança|acesso))|cartão (?:de crédito|de débito|bancário|multibanco)|número do (?:seu )?cartão|leitor de cartão|token)",
    ),
    login: "(?:entre|acesse|aceda|inicie sessão|faça login|fazer login|iniciar sessão|autentique-se)",
    address: alt(
      "com (?:o )?(?:seu |teu )?(?:endereço de )?e-?mail (?:corporativo|institucional|profissional|da empresa|de trabalho)",
      "com (?:o )?(?:seu |teu )?(?:endereço de )?e-?mail e (?:a )?(?:senha|palavra-passe) (?:do (?:seu |teu )?(?:e-?mail|correio)|da (?:sua |tua )?caixa de (?:correio|e-?mail))",
      "com (?:a )?(?:sua |tua )?(?:senha|palavra-passe) (?:do (?:seu |teu )?(?:e-?mail|correio)|da (?:sua |tua )?caixa de (?:correio|e-?mail)|de e-?mail)",
    ),
  }),
  nl: row("nl", {
    ready: "(?:bij de hand|klaar te hebben|klaarleggen)",
    secret: alt(
      PIN,
      "(?:wachtwoord|pincode|pinpas|bankpas|betaalpas|creditcard|kaartnummer|kaartlezer|identifier|e\\.?dentifier|sms-?code|verificatiecode|beveiligingscode|eenmalige code|inloggegevens (?:van|voor) (?:internetbankieren|uw bank))",
    ),
    frame: ["(?:houd|zorg dat u|zorg dat je|heb|leg)", `(?:klaar|bij de hand|paraat)${E}`],
    login: "(?:log in|log dan in|log je in|meld u aan|meld je aan|aanmelden|inloggen)",
    address: alt(
      "met (?:uw|je|jouw) (?:zakelijke |werk-?|bedrijfs-?)e-?mailadres",
      "met (?:uw|je|jouw) e-?mailadres en (?:uw |je |jouw |het )?(?:e-?mail|mailbox)-?wachtwoord",
      "met (?:uw|je|jouw|het) (?:e-?mail|mailbox|webmail)-?wachtwoord",
      "met (?:uw|je|jouw|het) wachtwoord van (?:uw|je|jouw) (?:mailbox|e-?mail(?:account)?)",
    ),
  }),
  pl: row(
    "pl",
    {
      ready: "(?:przygotuj|przygotuj sobie|przygotuj\\p{L}*|miej pod ręką|mieć pod ręką|pod ręką|trzymaj pod ręką)",
      secret: alt(
        PIN,
        "(?:hasło|hasła|kod (?:pin|sms|blik|jednorazowy|weryfikacyjny|autoryzacyjny)|kody? sms|kartę (?:kredytową|płatniczą|debetową|bankową)|karta (?:kredytowa|płatnicza|debetowa)|numer karty|dane (?:logowania|karty) do (?:banku|bankowości)|dane do logowania do banku)",
      ),
      login: "(?:zaloguj się|zaloguj|zalogować się|zalogowania się)",
      address: alt(
        "(?:swoim |twoim |pana |pani )?(?:służbowym|firmowym) adresem e-?mail",
        "(?:swoim |twoim )?adresem e-?mail i hasłem (?:do (?:swojej |twojej )?(?:poczty|skrzynki)|pocztowym)",
        "(?:swoim |twoim )?hasłem (?:do (?:swojej |twojej )?(?:poczty|skrzynki(?: pocztowej)?)|pocztowym|e-?mail)",
      ),
    },
    unmarked,
  ),
  ru: row("ru", {
    ready:
      "(?:подготовьте|приготовьте|подготовь|приготовь|держите под рукой|держи под рукой|имейте под рукой|под рукой)",
    secret: alt(
      PIN,
      "(?:пароль|пароли|пин-?код|код из смс|смс-код|одноразов\\p{L}* код|код подтверждения|банковск\\p{L}* карт\\p{L}*|кредитн\\p{L}* карт\\p{L}*|номер карты|cvv-?код|данные карты|логин и пароль (?:от|для) (?:интернет|онлайн)-банка)",
    ),
    login: "(?:войдите|войди|войти|авторизуйтесь|авторизуйся|выполните вход)",
    address: alt(
      "(?:с помощью |используя )?(?:вашего |своего |вашим |своим )?(?:корпоративн|рабоч|служебн)\\p{L}* (?:адрес\\p{L}* )?(?:электронной почты|e-?mail|почты)",
      "(?:адрес\\p{L}* (?:электронной )?почты|e-?mail) и парол\\p{L}* (?:от|к) (?:вашей |своей )?(?:почты|почтового ящика|ящика)",
      "парол\\p{L}* (?:от|к) (?:вашей |своей |твоей )?(?:электронной почты|почты|почтового ящика|ящика)",
    ),
  }),
  uk: row("uk", {
    ready: "(?:підготуйте|приготуйте|підготуй|приготуй|тримайте під рукою|тримай під рукою|майте під рукою|під рукою)",
    secret: alt(
      PIN,
      "(?:пароль|паролі|пін-?код|код із смс|код з смс|смс-код|одноразов\\p{L}* код|код підтвердження|банківськ\\p{L}* карт\\p{L}*|кредитн\\p{L}* карт\\p{L}*|номер картки|cvv-?код|дані картки)",
    ),
    login: "(?:увійдіть|увійди|увійти|авторизуйтеся|авторизуйся|виконайте вхід)",
    address: alt(
      "(?:за допомогою |використовуючи )?(?:вашої |своєї |вашою |своєю )?(?:корпоративн|робоч|службов)\\p{L}* (?:адрес\\p{L}* )?(?:електронної пошти|e-?mail|пошти)",
      "(?:адрес\\p{L}* (?:електронної )?пошти|e-?mail) (?:і|та) парол\\p{L}* (?:від|до) (?:вашої |своєї )?(?:пошти|поштової скриньки|скриньки)",
      "парол\\p{L}* (?:від|до) (?:вашої |своєї |твоєї )?(?:електронної пошти|пошти|поштової скриньки|скриньки)",
    ),
  }),
  ar: row("ar", {
    ready: "(?:جهز|جهّز|جهزوا|تجهيز|حضّر|حضر|في متناول يدك|في متناول اليد)",
    secret:
      "(?:كلمة المرور|كلمة السر|كلمة مرور|الرقم السري|رقم سري|رمز التحقق|رمز otp|الرمز المرسل|رمز لمرة واحدة|رمز pin|بطاقتك الائتمانية|البطاقة الائتمانية|بطاقة الائتمان|بطاقتك البنكية|البطاقة البنكية|بطاقة الصراف|رقم البطاقة|cvv)",
    login: "(?:سجل الدخول|سجّل الدخول|سجلوا الدخول|تسجيل الدخول|قم بتسجيل الدخول)",
    address: alt(
      "(?:ب|باستخدام )(?:عنوان )?بريدك (?:الإلكتروني )?(?:المؤسسي|الخاص بالعمل|الوظيفي|الرسمي)",
      "(?:ب|باستخدام )كلمة (?:مرور|سر) بريدك",
      "(?:ب|باستخدام )بريدك الإلكتروني وكلمة (?:مرور|سر) (?:البريد|بريدك)",
    ),
  }),
  ur: row("ur", {
    ready: "(?:تیار رکھیں|تیار رکھیے|پاس رکھیں|ہاتھ میں رکھیں|تیار کر لیں)",
    secret:
      "(?:پاس ?ورڈ|پن کوڈ|pin|او ٹی پی|otp|تصدیقی کوڈ|کریڈٹ کارڈ|ڈیبٹ کارڈ|بینک کارڈ|اے ٹی ایم کارڈ|کارڈ نمبر|cvv)",
    login: "(?:لاگ ان|لاگ اِن|سائن ان)",
    address: alt(
      "(?:دفتری|کمپنی|آفس|ادارے)(?: کے| کا)? (?:ای ?میل) (?:ایڈریس|پتے)",
      "(?:ای ?میل|میل باکس)(?: کے| کا)? پاس ?ورڈ",
    ),
  }),
  fa: row("fa", {
    ready: "(?:آماده داشته باشید|آماده کنید|دم دست داشته باشید|در دسترس داشته باشید)",
    secret:
      "(?:رمز عبور|گذرواژه|پسورد|رمز دوم|رمز پویا|کد تأیید|کد تایید|رمز یکبار مصرف|کارت بانکی|کارت اعتباری|شماره کارت|cvv2|cvv)",
    login: "(?:وارد شوید|وارد شو|ورود کنید|لاگین کنید)",
    address: alt("(?:با )?(?:آدرس )?ایمیل (?:سازمانی|کاری|شرکت)", "(?:با )?(?:رمز عبور|گذرواژه|پسورد) ایمیل"),
  }),
  ps: row("ps", {
    ready: "(?:چمتو وساتئ|تیار وساتئ|چمتو کړئ|له ځان سره ولرئ)",
    secret:
      "(?:پاسورډ|پټنوم|پټ نوم|پن کوډ|pin|otp|د تایید کوډ|کریډیټ کارډ|بانکي کارت|بانکي کارډ|د کارت شمېره|د کارډ شمېره)",
    login: "(?:ننوځئ|ننوځه|لاګ ان|داخل شئ)",
    address: alt(
      "(?:دفتري|کاري|د شرکت|رسمي) (?:ایمیل|برېښنالیک) (?:پته|آدرس)",
      "د (?:ایمیل|برېښنالیک) (?:پاسورډ|پټنوم)",
    ),
  }),
  he: row("he", {
    ready: "(?:הכינו|הכן|הכיני|החזיקו בהישג יד|בהישג יד|שימו בהישג יד|יש להכין|דאגו שיהיו)",
    secret:
      "(?:סיסמה|סיסמא|סיסמת|קוד (?:אימות|חד[ -]פעמי|סודי|pin|sms)|pin|כרטיס (?:האשראי|אשראי|הבנק)|מספר (?:כרטיס|הכרטיס)|cvv)",
    login: "(?:התחבר|התחברו|התחברי|היכנס|היכנסו|היכנסי|להתחבר|להיכנס)",
    address: alt(
      "(?:עם|באמצעות) (?:כתובת )?(?:ה)?(?:מייל|דוא[\"״׳']?ל|אימייל) (?:ה)?(?:ארגוני|עסקי|של העבודה|של החברה)",
      "(?:עם|באמצעות) (?:ה)?סיסמ(?:ה|ת) (?:של )?(?:ה)?(?:מייל|דוא[\"״׳']?ל|אימייל|תיבת הדואר)",
    ),
  }),
  hi: row("hi", {
    ready: "(?:तैयार रखें|तैयार रखिए|पास रखें|अपने पास रखें|हाथ में रखें|तैयार कर लें)",
    secret:
      "(?:पासवर्ड|पिन|pin|ओटीपी|otp|वेरिफिकेशन कोड|सत्यापन कोड|क्रेडिट कार्ड|डेबिट कार्ड|बैंक कार्ड|एटीएम कार्ड|कार्ड नंबर|कार्ड संख्या|सीवीवी|cvv)",
    login: "(?:लॉग ?इन|लॉगिन|साइन ?इन)",
    address: alt(
      "(?:ऑफिस|दफ़्तर|दफ्तर|कंपनी|कार्यालय|संस्थान|आधिकारिक)(?: के| की)? (?:ईमेल|ई-मेल) (?:पते|पता|आईडी)",
      "(?:ईमेल|ई-मेल|मेलबॉक्स)(?: के| का)? पासवर्ड",
    ),
  }),
  ne: row("ne", {
    ready: "(?:तयार राख्नुहोस्|तयार राख|साथमा राख्नुहोस्|हातमा राख्नुहोस्)",
    secret: "(?:पासवर्ड|पिन|pin|ओटीपी|otp|प्रमाणीकरण कोड|क्रेडिट कार्ड|डेबिट कार्ड|बैंक कार्ड|एटीएम कार्ड|कार्ड नम्बर)",
    login: "(?:लग ?इन|लगइन|साइन ?इन)",
    address: alt(
      "(?:अफिस|कार्यालय|कम्पनी|संस्था|आधिकारिक)(?:को)? (?:इमेल|ईमेल) (?:ठेगाना|ठेगान)",
      "(?:इमेल|ईमेल|मेलबक्स)(?:को)? पासवर्ड",
    ),
  }),
  bn: row("bn", {
    ready: "(?:প্রস্তুত রাখুন|হাতের কাছে রাখুন|তৈরি রাখুন)",
    secret:
      "(?:পাসওয়ার্ড|পিন|pin|ওটিপি|otp|যাচাইকরণ কোড|ভেরিফিকেশন কোড|ক্রেডিট কার্ড|ডেবিট কার্ড|ব্যাংক কার্ড|এটিএম কার্ড|কার্ড নম্বর|সিভিভি|cvv)",
    login: "(?:লগ ?ইন|লগইন|সাইন ?ইন)",
    address: alt(
      "(?:অফিস|অফিসের|কোম্পানি|কোম্পানির|প্রতিষ্ঠানের|দাপ্তরিক) (?:ইমেইল|ইমেল|ই-মেইল) (?:ঠিকানা|আইডি)",
      "(?:ইমেইল|ইমেল|ই-মেইল|মেইলবক্স)(?:ের)? পাসওয়ার্ড",
    ),
  }),
  mr: row("mr", {
    ready: "(?:तयार ठेवा|जवळ ठेवा|हाताशी ठेवा)",
    secret: "(?:पासवर्ड|पिन|pin|ओटीपी|otp|पडताळणी कोड|क्रेडिट कार्ड|डेबिट कार्ड|बँक कार्ड|एटीएम कार्ड|कार्ड क्रमांक|कार्ड नंबर)",
    login: "(?:लॉग ?इन|लॉगिन|साइन ?इन)",
    address: alt(
      "(?:ऑफिस|कार्यालय|कंपनी|संस्थे|अधिकृत)(?:ाच्या|च्या|चा|ची)? (?:ईमेल|ई-मेल) (?:पत्त्या|पत्ता|आयडी)",
      "(?:ईमेल|ई-मेल|मेलबॉक्स)(?:च्या|चा)? पासवर्ड",
    ),
  }),
  gu: row("gu", {
    ready: "(?:તૈયાર રાખો|હાથવગો રાખો|હાથવગું રાખો|પાસે રાખો)",
    secret: "(?:પાસવર્ડ|પિન|pin|ઓટીપી|otp|ચકાસણી કોડ|ક્રેડિટ કાર્ડ|ડેબિટ કાર્ડ|બેંક કાર્ડ|એટીએમ કાર્ડ|કાર્ડ નંબર)",
    login: "(?:લૉગ ?ઇન|લોગ ?ઇન|લૉગિન|લોગિન|સાઇન ?ઇન)",
    address: alt(
      "(?:ઑફિસ|ઓફિસ|કંપની|સંસ્થા|સત્તાવાર)(?:ના|ની)? (?:ઈમેલ|ઇમેલ|ઈ-મેલ) (?:સરનામા|સરનામું|આઈડી)",
      "(?:ઈમેલ|ઇમેલ|ઈ-મેલ|મેલબોક્સ)(?:ના)? પાસવર્ડ",
    ),
  }),
  pa: row("pa", {
    ready: "(?:ਤਿਆਰ ਰੱਖੋ|ਕੋਲ ਰੱਖੋ|ਹੱਥ ਵਿੱਚ ਰੱਖੋ)",
    secret: "(?:ਪਾਸਵਰਡ|ਪਿੰਨ|pin|ਓਟੀਪੀ|otp|ਪੁਸ਼ਟੀ ਕੋਡ|ਕ੍ਰੈਡਿਟ ਕਾਰਡ|ਡੈਬਿਟ ਕਾਰਡ|ਬੈਂਕ ਕਾਰਡ|ਏਟੀਐਮ ਕਾਰਡ|ਕਾਰਡ ਨੰਬਰ)",
    login: "(?:ਲੌਗ ?ਇਨ|ਲਾਗ ?ਇਨ|ਲੌਗਇਨ|ਸਾਈਨ ?ਇਨ)",
    address: alt(
      "(?:ਦਫ਼ਤਰ|ਦਫਤਰ|ਕੰਪਨੀ|ਸੰਸਥਾ|ਅਧਿਕਾਰਤ)(?: ਦੇ| ਦਾ| ਦੀ)? (?:ਈਮੇਲ|ਈ-ਮੇਲ) (?:ਪਤੇ|ਪਤਾ|ਆਈਡੀ)",
      "(?:ਈਮੇਲ|ਈ-ਮੇਲ|ਮੇਲਬਾਕਸ)(?: ਦੇ| ਦਾ)? ਪਾਸਵਰਡ",
    ),
  }),
  ta: row("ta", {
    ready: "(?:தயாராக வைத்திருங்கள்|தயாராக வைக்கவும்|கையில் வைத்திருங்கள்|அருகில் வைத்திருங்கள்)",
    secret:
      "(?:கடவுச்சொல்|பாஸ்வேர்ட்|பின் எண்|pin|ஓடிபி|otp|சரிபார்ப்புக் குறியீடு|கிரெடிட் கார்டு|டெபிட் கார்டு|வங்கி அட்டை|கடன் அட்டை|அட்டை எண்|கார்டு எண்)",
    login: "(?:உள்நுழை|லாக் ?இன்|லாகின்|சைன் ?இன்)",
    address: alt(
      "(?:அலுவலக|நிறுவன|அதிகாரப்பூர்வ) (?:மின்னஞ்சல்|இமெயில்) (?:முகவரி|ஐடி)",
      "(?:மின்னஞ்சல்|இமெயில்|ஈமெயில்)(?:ின்)? (?:கடவுச்சொல்|பாஸ்வேர்ட்)",
    ),
  }),
  te: row("te", {
    ready: "(?:సిద్ధంగా ఉంచుకోండి|సిద్ధంగా ఉంచండి|దగ్గర ఉంచుకోండి|చేతిలో ఉంచుకోండి)",
    secret: "(?:పాస్వర్డ్|పాస్‌వర్డ్|పిన్|pin|ఓటీపీ|otp|ధృవీకరణ కోడ్|క్రెడిట్ కార్డ్|డెబిట్ కార్డ్|బ్యాంక్ కార్డ్|కార్డ్ నంబర్)",
    login: "(?:లాగిన్|లాగ్ ?ఇన్|సైన్ ?ఇన్)",
    address: alt("(?:ఆఫీస్|కార్యాలయ|కంపెనీ|సంస్థ|అధికారిక) (?:ఈమెయిల్|ఇమెయిల్) (?:చిరునామా|ఐడి)", "(?:ఈమెయిల్|ఇమెయిల్|మెయిల్) (?:పాస్వర్డ్|పాస్‌వర్డ్)"),
  }),
  kn: row("kn", {
    ready: "(?:ಸಿದ್ಧವಾಗಿಟ್ಟುಕೊಳ್ಳಿ|ಸಿದ್ಧವಾಗಿಡಿ|ತಯಾರಾಗಿಡಿ|ಕೈಯಲ್ಲಿಟ್ಟುಕೊಳ್ಳಿ)",
    secret: "(?:ಪಾಸ್ವರ್ಡ್|ಪಾಸ್‌ವರ್ಡ್|ಪಿನ್|pin|ಒಟಿಪಿ|otp|ಪರಿಶೀಲನಾ ಕೋಡ್|ಕ್ರೆಡಿಟ್ ಕಾರ್ಡ್|ಡೆಬಿಟ್ ಕಾರ್ಡ್|ಬ್ಯಾಂಕ್ ಕಾರ್ಡ್|ಕಾರ್ಡ್ ಸಂಖ್ಯೆ)",
    login: "(?:ಲಾಗಿನ್|ಲಾಗ್ ?ಇನ್|ಸೈನ್ ?ಇನ್)",
    address: alt("(?:ಕಚೇರಿ|ಕಂಪನಿ|ಸಂಸ್ಥೆ|ಅಧಿಕೃತ) (?:ಇಮೇಲ್|ಈಮೇಲ್) (?:ವಿಳಾಸ|ಐಡಿ)", "(?:ಇಮೇಲ್|ಈಮೇಲ್|ಮೇಲ್) (?:ಪಾಸ್ವರ್ಡ್|ಪಾಸ್‌ವರ್ಡ್)"),
  }),
  ml: row("ml", {
    ready: "(?:തയ്യാറാക്കി വയ്ക്കുക|തയ്യാറാക്കി വെക്കുക|കയ്യിൽ കരുതുക|കൈവശം വയ്ക്കുക|കരുതി വയ്ക്കുക)",
    secret: "(?:പാസ്വേഡ്|പാസ്‌വേഡ്|പിൻ|pin|ഒടിപി|otp|സ്ഥിരീകരണ കോഡ്|ക്രെഡിറ്റ് കാർഡ്|ഡെബിറ്റ് കാർഡ്|ബാങ്ക് കാർഡ്|കാർഡ് നമ്പർ)",
    login: "(?:ലോഗിൻ|ലോഗ് ?ഇൻ|സൈൻ ?ഇൻ)",
    address: alt(
      "(?:ഓഫീസ്|കമ്പനി|സ്ഥാപന|ഔദ്യോഗിക) (?:ഇമെയിൽ|ഈമെയിൽ) (?:വിലാസ|ഐഡി)",
      "(?:ഇമെയിൽ|ഈമെയിൽ|മെയിൽ) (?:പാസ്വേഡ്|പാസ്‌വേഡ്)",
    ),
  }),
  si: row("si", {
    ready: "(?:සූදානම්ව තබා ගන්න|සූදානම් කර තබා ගන්න|ළඟ තබා ගන්න|අත ළඟ තබා ගන්න)",
    secret: "(?:මුරපදය|මුරපද|පින් අංකය|pin|otp|ඕටීපී|තහවුරු කිරීමේ කේතය|ක්‍රෙඩිට් කාඩ්|ණය පත|ඩෙබිට් කාඩ්|බැංකු කාඩ්|කාඩ් අංකය)",
    login: "(?:ලොග් ?වන්න|ලොග් ?ඉන්|පුරනය වන්න|ඇතුල් වන්න|ඇතුළු වන්න)",
    address: alt("(?:කාර්යාල|සමාගම්|ආයතන|නිල) (?:ඊමේල්|විද්‍යුත් තැපැල්) (?:ලිපිනය|ලිපිනයෙන්)", "(?:ඊමේල්|විද්‍යුත් තැපැල්) (?:මුරපදය|මුරපද)"),
  }),
  th: row("th", {
    ready: "(?:เตรียม|เตรียมไว้|เตรียมให้พร้อม|ให้พร้อม|เตรียมพร้อม)",
    secret: "(?:รหัสผ่าน|รหัส pin|pin|รหัส otp|otp|รหัสยืนยัน|บัตรเครดิต|บัตรเดบิต|บัตรเอทีเอ็ม|หมายเลขบัตร|เลขบัตร|cvv)",
    login: "(?:เข้าสู่ระบบ|ล็อกอิน|ล็อคอิน|ลงชื่อเข้าใช้)",
    address: alt("(?:อีเมล|อีเมล์)(?:ของ)?(?:องค์กร|บริษัท|ที่ทำงาน)", "รหัสผ่าน(?:ของ)?(?:อีเมล|อีเมล์|กล่องจดหมาย)"),
  }),
  lo: row("lo", {
    ready: "(?:ກະກຽມ|ກຽມໄວ້|ກຽມໃຫ້ພ້ອມ|ໃຫ້ພ້ອມ)",
    secret: "(?:ລະຫັດຜ່ານ|ລະຫັດ pin|pin|otp|ລະຫັດຢືນຢັນ|ບັດເຄຣດິດ|ບັດເດບິດ|ບັດທະນາຄານ|ເລກບັດ)",
    login: "(?:ເຂົ້າສູ່ລະບົບ|ລັອກອິນ|ລ໋ອກອິນ)",
    address: alt("(?:ອີເມວ|ອີເມລ)(?:ຂອງ)?(?:ອົງກອນ|ບໍລິສັດ|ບ່ອນເຮັດວຽກ)", "ລະຫັດຜ່ານ(?:ຂອງ)?(?:ອີເມວ|ອີເມລ)"),
  }),
  km: row("km", {
    ready: "(?:រៀបចំ|ត្រៀម|ត្រៀមទុក|ត្រៀមឱ្យរួចរាល់)",
    secret: "(?:ពាក្យសម្ងាត់|លេខកូដ pin|pin|otp|លេខកូដផ្ទៀងផ្ទាត់|កាតឥណទាន|កាតធនាគារ|លេខកាត)",
    login: "(?:ចូល|ឡុកអ៊ីន|ចុះឈ្មោះចូល)",
    address: alt("(?:អ៊ីមែល|អ៊ីម៉ែល)(?:របស់)?(?:ក្រុមហ៊ុន|ការងារ|ស្ថាប័ន)", "ពាក្យសម្ងាត់(?:របស់)?(?:អ៊ីមែល|អ៊ីម៉ែល)"),
  }),
  my: row("my", {
    ready: "(?:အသင့်ပြင်ထား|ပြင်ဆင်ထား|အဆင်သင့်ထား|လက်ထဲတွင်ထား)",
    secret: "(?:စကားဝှက်|ပင်နံပါတ်|pin|otp|အတည်ပြုကုဒ်|ခရက်ဒစ်ကတ်|ဘဏ်ကတ်|ကတ်နံပါတ်|password)",
    login: "(?:လော့ဂ်အင်|ဝင်ရောက်|အကောင့်ဝင်|login)",
    address: alt("(?:ရုံး|ကုမ္ပဏီ|အဖွဲ့အစည်း) ?အီးမေးလ် ?(?:လိပ်စာ)", "အီးမေးလ် ?(?:စကားဝှက်|password)"),
  }),
  vi: row(
    "vi",
    {
      ready: "(?:chuẩn bị sẵn|chuẩn bị|để sẵn)",
      secret: alt(
        PIN,
        "(?:mật khẩu|mã (?:pin|otp|xác (?:thực|nhận|minh)|bảo mật)|thẻ (?:tín dụng|ngân hàng|ghi nợ|atm)|số thẻ|mã cvv)",
      ),
      login: "(?:đăng nhập)",
      address: alt(
        "(?:bằng|với) (?:địa chỉ )?email (?:công ty|cơ quan|công việc|doanh nghiệp)",
        "(?:bằng|với) (?:địa chỉ )?email và mật khẩu (?:email|hộp thư)",
        "(?:bằng|với) mật khẩu (?:email|hộp thư)",
      ),
    },
    (source) => unmarked(source, { đ: "d" }),
  ),
  id: row("id", {
    ready: "(?:siapkan|persiapkan)",
    secret: alt(
      PIN,
      "(?:kata sandi|password|sandi|kode (?:pin|otp|verifikasi|keamanan)|kartu kredit|kartu debit|kartu atm|nomor kartu|token)",
    ),
    login: "(?:masuk|login|log in)",
    address: alt(
      "(?:dengan|menggunakan) (?:alamat )?email (?:kantor|perusahaan|kerja|dinas|resmi)(?: anda)?",
      "(?:dengan|menggunakan) (?:alamat )?email dan (?:kata sandi|password) email",
      "(?:dengan|menggunakan) (?:kata sandi|password|sandi) email",
    ),
  }),
  ms: row("ms", {
    ready: "(?:sediakan|siapkan|sedia(?:kan)? di tangan|pastikan anda ada)",
    secret: alt(
      PIN,
      "(?:kata laluan|password|kod (?:pin|otp|tac|pengesahan|keselamatan)|tac|kad kredit|kad debit|kad atm|nombor kad)",
    ),
    login: "(?:log masuk|daftar masuk|login|log in)",
    address: alt(
      "(?:dengan|menggunakan) (?:alamat )?e-?mel (?:pejabat|syarikat|kerja|rasmi)",
      "(?:dengan|menggunakan) (?:alamat )?e-?mel dan kata laluan e-?mel",
      "(?:dengan|menggunakan) kata laluan e-?mel",
    ),
  }),
  tl: row("tl", {
    ready: "(?:pakihanda|ihanda|maghanda ng|ihanda ang|ihanda na|ihanda mo|ihanda ninyo|may hawak|hawakan)",
    secret: alt(
      PIN,
      "(?:password|pin code|one-time code|verification code|credit card|debit card|atm card|card number|numero ng card)",
    ),
    login: "(?:mag-?log ?in|mag-?login|mag-?sign ?in)",
    address: alt(
      "(?:gamit ang|gamit) (?:iyong |inyong |ang )?(?:work|company|office|business|opisina|kumpanya) (?:email|e-mail)(?: address)?",
      "(?:gamit ang|gamit) (?:iyong |inyong |ang )?(?:email|e-mail) password",
      "(?:gamit ang|gamit) (?:iyong |inyong |ang )?password ng (?:iyong |inyong )?(?:email|e-mail|mailbox)",
    ),
  }),
  sw: row("sw", {
    ready: "(?:andaa|andaeni|kuwa tayari na|kuweni tayari na|weka tayari|tayarisha)",
    secret: alt(
      PIN,
      "(?:nenosiri|neno la siri|namba ya siri|nambari ya siri|msimbo wa (?:uthibitisho|otp|siri)|kadi ya (?:benki|mkopo|atm)|namba ya kadi|nambari ya kadi)",
    ),
    login: "(?:ingia|ingieni|kuingia)",
    address: alt(
      "(?:kwa|ukitumia) (?:anwani ya )?barua pepe (?:yako |yenu )?ya (?:kazi|kampuni|ofisi|taasisi)",
      "(?:kwa|ukitumia) (?:nenosiri|neno la siri) (?:lako |lenu )?la barua pepe",
    ),
  }),
  yo: row(
    "yo",
    {
      ready: "(?:ṣètò|ṣe ìmúrasílẹ̀|pèsè)",
      frame: ["mú", "sílẹ̀"],
      secret: alt(
        PIN,
        "(?:ọ̀rọ̀ aṣínà|password|kóòdù ìjẹ́rìísí|kóòdù otp|káàdì ìrajà àwìn|káàdì báńkì|káàdì atm|nọ́mbà káàdì)",
      ),
      login: "(?:wọlé|wọ inú|lọgin|log in)",
      address: alt(
        "(?:pẹ̀lú|nípa lílo) (?:àdírẹ́sì )?(?:í-?meèlì|ímeèlì|email) (?:iṣẹ́|ilé-iṣẹ́|ọ́fíìsì)",
        "(?:pẹ̀lú|nípa lílo) (?:ọ̀rọ̀ aṣínà|password) (?:í-?meèlì|ímeèlì|email)",
      ),
    },
    yoruba,
  ),
  ig: row(
    "ig",
    {
      ready: "(?:kwado|jikere)",
      frame: ["(?:nwee|debe)", "(?:n'aka|njikere)"],
      secret: alt(
        PIN,
        "(?:paswọọdụ|password|koodu nzuzo|koodu nkwenye|kaadị kredit|kaadị ụlọ akụ|kaadi ulo aku|nọmba kaadị|credit card|atm card)",
      ),
      login: "(?:banye|abanye|login|log in)",
      address: alt(
        "(?:site na|jiri) (?:adreesị )?(?:email|ozi-?e) (?:ọrụ|ụlọ ọrụ|ọfịs)",
        "(?:site na|jiri) (?:paswọọdụ|password) (?:email|ozi-?e)",
      ),
    },
    unmarked,
  ),
  ha: row(
    "ha",
    {
      ready: "(?:shirya|ku shirya|ka shirya|ki shirya|tanadi|ku tanadi)",
      frame: ["ajiye", "a hannu"],
      secret: alt(
        PIN,
        "(?:kalmar sirri|password|lambar sirri|lambar tabbatarwa|katin kiredit|katin banki|katin atm|lambar kati)",
      ),
      login: "(?:shiga|login)",
      address: alt(
        "(?:da|ta amfani da) (?:adireshin )?(?:imel|email) (?:na )?(?:aiki|kamfani|ofis|hukuma)",
        "(?:da|ta amfani da) (?:kalmar sirri|password) (?:ta |na )?(?:imel|email)",
      ),
    },
    hausa,
  ),
  zu: row("zu", {
    ready: "(?:lungisa|lungiselela|ibe seduze|ibe semaphethweni)",
    secret: alt(
      PIN,
      "(?:i?phasiwedi|i?khodi (?:yokuqinisekisa|ye-?otp|yemfihlo)|i?khadi (?:lasebhange|lesikweletu|lebhange)|inombolo yekhadi)",
    ),
    login: "(?:ngena|ngenani|login)",
    address: alt(
      "(?:nge-?)?(?:kheli le-?)?(?:imeyili|i-?imeyili) (?:yomsebenzi|yenkampani|yehhovisi)",
      "(?:nge-?)?(?:phasiwedi|iphasiwedi) (?:ye-?imeyili|yemeyili)",
    ),
  }),
  xh: row("xh", {
    ready: "(?:lungisa|lungiselela|ibe kufutshane|ibe sesandleni)",
    secret: alt(
      PIN,
      "(?:i?phasiwedi|i?phaswedi|i?khowudi (?:yokuqinisekisa|ye-?otp|eyimfihlo)|i?khadi (?:lasebhankini|letyala|lebhanki)|inombolo yekhadi)",
    ),
    login: "(?:ngena|ungene|ngenani|login)",
    address: alt(
      "(?:nge-?)?(?:dilesi ye-?)?(?:imeyile|i-?imeyile|imeyili) (?:yomsebenzi|yenkampani|yeofisi)",
      "(?:nge-?)?(?:phasiwedi|iphasiwedi|phaswedi) (?:ye-?imeyile|ye-?imeyili)",
    ),
  }),
  so: row("so", {
    ready: "(?:diyaari|diyaarso|diyaar u ahaw|diyaar ku haay|gacanta ku hayso)",
    secret: alt(
      PIN,
      "(?:erayga sirta|furaha sirta|password|koodhka xaqiijinta|koodka xaqiijinta|kaarka (?:deynta|bangiga|atm)|lambarka kaarka|credit card)",
    ),
    login: "(?:soo gal|ku gal|login)",
    address: alt(
      "(?:iimaylka|emailka|ciwaanka iimaylka) (?:shaqada|shirkadda|xafiiska)",
      "(?:erayga sirta|furaha sirta|password)(?:ka|ta)? (?:iimaylka|emailka)",
    ),
  }),
  tr: row("tr", {
    ready:
      "(?:hazır bulundurun|hazır bulundur|hazırlayın|yanınızda bulundurun|elinizin altında bulundurun|hazır edin|hazır tutun)",
    secret: alt(
      PIN,
      "(?:şifre|parola|pin kodu|tek kullanımlık (?:şifre|kod)|sms kodu|doğrulama kodu|onay kodu|kredi kartı|banka kartı|kart numara|cvv kodu|güvenlik kodu)",
    ),
    login: "(?:giriş yapın|giriş yap|oturum açın|oturum aç|giriş yapmanız)",
    address: alt(
      "(?:kurumsal|iş|şirket) e-?posta adres\\p{L}*",
      "e-?posta adres\\p{L}* ve e-?posta (?:şifre|parola)\\p{L}*",
      "e-?posta (?:şifre|parola)\\p{L}*",
    ),
  }),
  az: row(
    "az",
    {
      ready: "(?:hazır saxlayın|hazır saxla|hazırlayın|yanınızda saxlayın|əlinizin altında saxlayın|hazır olsun)",
      secret: alt(
        PIN,
        "(?:şifrə|parol|pin kod|birdəfəlik kod|sms kod|təsdiq kodu|kredit kartı|bank kartı|kart nömrəsi|cvv kodu)",
      ),
      login: "(?:daxil olun|daxil ol|giriş edin|giriş et)",
      address: alt(
        "(?:korporativ|iş|şirkət) e-?poçt ünvan\\p{L}*",
        "e-?poçt ünvan\\p{L}* və e-?poçt (?:şifrə|parol)\\p{L}*",
        "e-?poçt (?:şifrə|parol)\\p{L}*",
      ),
    },
    azerbaijani,
  ),
  kk: row("kk", {
    ready: "(?:дайындап қойыңыз|дайындаңыз|дайын ұстаңыз|қолыңызда ұстаңыз|қол астыңызда ұстаңыз|дайын болсын)",
    secret: alt(
      PIN,
      "(?:құпиясөз|құпия сөз|пароль|пин-?код|бір реттік код|смс-?код|растау коды|банк карта|кредиттік карта|карта нөмір)",
    ),
    login: "(?:кіріңіз|жүйеге кіріңіз|кіру)",
    address: alt(
      "(?:корпоративтік|жұмыс|қызметтік) (?:электрондық пошта|email|e-?mail) мекенжай\\p{L}*",
      "(?:электрондық пошта|пошта|email)(?:ның|сының)? (?:құпиясөз|құпия сөз|пароль)\\p{L}*",
    ),
  }),
  uz: row(
    "uz",
    {
      ready: uzbek(
        "(?:tayyorlab qo'ying|tayyorlab qoʻying|tayyorlang|tayyor tuting|yoningizda tuting|qoʻl ostingizda tuting)",
      ),
      secret: alt(
        PIN,
        "(?:parol|pin-?kod|bir martalik kod|sms-?kod|tasdiqlash kodi|bank karta|kredit karta|karta raqam)",
      ),
      login: "(?:tizimga kiring|kiring|login)",
      address: alt(
        "(?:korporativ|ish|xizmat|kompaniya) (?:elektron pochta|e-?mail|pochta) manzil\\p{L}*",
        "(?:elektron pochta|pochta|e-?mail) parol\\p{L}*",
      ),
    },
    uzbek,
  ),
  am: row("am", {
    ready: "(?:ያዘጋጁ|አዘጋጅ|አዘጋጁ|ዝግጁ ያድርጉ|በእጅዎ ይያዙ)",
    secret: "(?:የይለፍ ቃል|ይለፍ ቃል|ፒን|pin|otp|የማረጋገጫ ኮድ|ክሬዲት ካርድ|የባንክ ካርድ|የካርድ ቁጥር)",
    login: "(?:ይግቡ|ግቡ|ግባ|ሎግ ኢን)",
    address: alt(
      "(?:የ|በ)(?:ሥራ|ስራ|ድርጅት|ኩባንያ|ቢሮ)(?:ዎ)? (?:ኢሜል|ኢሜይል) (?:አድራሻ)",
      "(?:የ|በ)(?:ኢሜል|ኢሜይል)(?:ዎ)? (?:የይለፍ ቃል|ይለፍ ቃል)",
    ),
  }),
  ti: row("ti", {
    ready: "(?:ኣዳልዉ|ኣዳሉ|ድሉው ግበሩ|ኣብ ኢድኩም ሓዙ)",
    secret: "(?:ቃል ምሕላፍ|ፓስዎርድ|ፒን|pin|otp|ኮድ ምርግጋጽ|ክሬዲት ካርድ|ናይ ባንኪ ካርድ|ቁጽሪ ካርድ)",
    login: "(?:እቶ|እተዉ|እትዉ|ኣእቱ)",
    address: alt("ናይ (?:ስራሕ|ትካል|ኩባንያ|ቤት ጽሕፈት) (?:ኢመይል|ኢሜል) (?:ኣድራሻ)", "ናይ (?:ኢመይል|ኢሜል)(?:ኩም|ካ)? (?:ቃል ምሕላፍ|ፓስዎርድ)"),
  }),
  sv: row("sv", {
    ready: "(?:till hands|förbered)",
    secret: alt(
      PIN,
      "(?:lösenord|pinkod|pin-kod|engångskod|sms-kod|verifieringskod|säkerhetskod|kreditkort|bankkort|betalkort|kortnummer|kortläsare|bankdosa)",
    ),
    frame: ["(?:ha|håll)", `(?:redo|till hands|framme)${E}`],
    login: "(?:logga in|logga på|logga dig in)",
    address: alt(
      "med (?:din|er) (?:jobb|arbets|företags|tjänste)-?(?:e-?post|mejl)(?:adress)?",
      "med (?:din|er) (?:e-?post|mejl)adress och (?:ditt |ert )?(?:e-?post|mejl)lösenord",
      "med (?:ditt|ert) (?:e-?post|mejl|mail)-?lösenord",
    ),
  }),
  da: row("da", {
    ready: "(?:ved hånden|forbered)",
    secret: alt(
      PIN,
      "(?:adgangskode|kodeord|pinkode|pin-kode|engangskode|sms-kode|bekræftelseskode|sikkerhedskode|kreditkort|betalingskort|dankort|kortnummer|kortlæser|nøglekort)",
    ),
    frame: ["(?:hav|hold)", `(?:klar|ved hånden|parat)${E}`],
    login: "(?:log ind|log på|logge ind|logge på)",
    address: alt(
      "med (?:din|jeres) (?:arbejds|firma|virksomheds)-?(?:e-?mail|mail)(?:adresse)?",
      "med (?:din|jeres) (?:e-?mail|mail)adresse og (?:din |jeres )?(?:e-?mail|mail)-?(?:adgangskode|kodeord)",
      "med (?:din|jeres) (?:e-?mail|mail)-?(?:adgangskode|kodeord)",
    ),
  }),
  nb: row("nb", {
    ready: "(?:for hånden|forbered)",
    secret: alt(
      PIN,
      "(?:passord|pinkode|pin-kode|engangskode|sms-kode|bekreftelseskode|sikkerhetskode|kredittkort|bankkort|betalingskort|kortnummer|kodebrikke|kortleser)",
    ),
    frame: ["(?:ha|hold)", `(?:klart?|for hånden|parat)${E}`],
    login: "(?:logg inn|logg på|logge inn|logge på)",
    address: alt(
      "med (?:din|deres) (?:jobb|arbeids|firma|bedrifts)-?(?:e-?post|epost)(?:adresse)?",
      "med (?:din|deres) (?:e-?post|epost)adresse og (?:ditt |deres )?(?:e-?post|epost)-?passord",
      "med (?:ditt|deres) (?:e-?post|epost|mail)-?passord",
    ),
  }),
  fi: row("fi", {
    ready: "(?:valmiiksi|käden ulottuvilla)",
    frame: ["(?:pidä|pitäkää|ota|ottakaa)", `(?:valmiina|esille|saatavilla)${E}`],
    secret: alt(
      PIN,
      "(?:salasana|pin-koodi|tunnusluku|kertakäyttöi\\p{L}* koodi|tekstiviestikoodi|vahvistuskoodi|luottokortti|pankkikortti|maksukortti|kortin numero|kortinlukija|verkkopankkitunnu\\p{L}*|pankkitunnu\\p{L}*)",
    ),
    login: "(?:kirjaudu|kirjautu)",
    address: alt(
      "(?:työ|yritys|organisaatio)sähköpostiosoitt\\p{L}*",
      "sähköpostiosoitt\\p{L}* ja sähköpostin salasan\\p{L}*",
      "sähköpostin salasan\\p{L}*",
      "sähköpostisalasan\\p{L}*",
    ),
  }),
  cs: row(
    "cs",
    {
      ready: "(?:připravte si|připrav si|si připravte|si připrav|po ruce)",
      secret: alt(
        PIN,
        "(?:heslo|hesla|pin kód|jednorázový kód|sms kód|ověřovací kód|platební kart\\p{L}*|kreditní kart\\p{L}*|bankovní kart\\p{L}*|číslo karty|čtečk\\p{L}* karet)",
      ),
      login: "(?:přihlaste se|přihlas se|přihlásit se|se přihlaste|se přihlásit)",
      address: alt(
        "(?:svou |vaší |svojí )?(?:pracovní|firemní|služební) e-?mailov\\p{L}* adres\\p{L}*",
        "(?:svou |vaší )?e-?mailov\\p{L}* adres\\p{L}* a heslem (?:k |ke |do )?(?:e-?mail\\p{L}*|schránce|schránky|pošt\\p{L}*)",
        "heslem (?:k |ke |do |od )?(?:vaší |své |svého )?(?:e-?mail\\p{L}*|e-?mailové schránce|schránce|schránky|pošt\\p{L}*)",
      ),
    },
    unmarked,
  ),
  sk: row(
    "sk",
    {
      ready: "(?:pripravte si|priprav si|si pripravte|si priprav|po ruke)",
      secret: alt(
        PIN,
        "(?:heslo|heslá|pin kód|jednorazový kód|sms kód|overovací kód|platobn\\p{L}* kart\\p{L}*|kreditn\\p{L}* kart\\p{L}*|bankov\\p{L}* kart\\p{L}*|číslo karty|čítačk\\p{L}* kariet)",
      ),
      login: "(?:prihláste sa|prihlás sa|prihlásiť sa|sa prihláste|sa prihlásiť)",
      address: alt(
        "(?:svojou |vašou )?(?:pracovnou|firemnou|služobnou) e-?mailovou adresou",
        "(?:svojou |vašou )?e-?mailovou adresou a heslom (?:k |ku |do |od )?(?:e-?mail\\p{L}*|schránk\\p{L}*|pošt\\p{L}*)",
        "heslom (?:k |ku |do |od )?(?:vašej |svojej |svojmu )?(?:e-?mail\\p{L}*|e-?mailovej schránk\\p{L}*|schránk\\p{L}*|pošt\\p{L}*)",
      ),
    },
    unmarked,
  ),
  el: row(
    "el",
    {
      ready: "(?:έχετε (?:διαθέσιμ|πρόχειρ|έτοιμ)\\p{L}*|προετοιμάστε|ετοιμάστε|κρατήστε πρόχειρ\\p{L}*)",
      frame: ["(?:έχετε|κρατήστε|να έχετε)", "(?:διαθέσιμ|πρόχειρ|έτοιμ)\\p{L}*"],
      secret: alt(
        PIN,
        "(?:κωδικ\\p{L}* πρόσβασης|κωδικ\\p{L}* pin|κωδικ\\p{L}* otp|κωδικ\\p{L}* μίας χρήσης|κωδικ\\p{L}* sms|συνθηματικ\\p{L}*|πιστωτική κάρτα|πιστωτικής κάρτας|τραπεζική κάρτα|χρεωστική κάρτα|αριθμό (?:της )?κάρτας|τον κωδικό σας)",
      ),
      login: "(?:συνδεθείτε|συνδέσου|εισέλθετε|να συνδεθείτε)",
      address: alt(
        "(?:με|χρησιμοποιώντας) (?:τη |την )?(?:εταιρική|επαγγελματική|υπηρεσιακή) (?:σας )?(?:διεύθυνση )?(?:email|e-mail|ηλεκτρονικού ταχυδρομείου)",
        "(?:με|χρησιμοποιώντας) (?:τον )?κωδικό (?:πρόσβασης )?(?:του )?(?:email|e-mail|ηλεκτρονικού ταχυδρομείου|γραμματοκιβωτίου)",
      ),
    },
    unmarked,
  ),
  ro: row(
    "ro",
    {
      ready:
        "(?:pregătiți|pregătește|aveți la îndemână|ai la îndemână|la îndemână|țineți la îndemână|să aveți pregătit\\p{L}*)",
      secret: alt(
        PIN,
        "(?:parola|parolă|codul pin|cod pin|codul otp|cod unic|codul primit prin sms|cod de verificare|cardul (?:bancar|de credit|de debit)|card bancar|card de credit|numărul cardului|cititorul de card|token)",
      ),
      login: "(?:conectați-vă|conectează-te|autentificați-vă|autentifică-te|logați-vă|loghează-te)",
      address: alt(
        "cu (?:adresa de )?e-?mail(?:ul)? (?:de serviciu|de la birou|al companiei|corporativ|profesional|instituțional)",
        "cu (?:adresa de )?e-?mail(?:ul)? și parola (?:de la |a )?(?:e-?mail|căsuț\\p{L}* poștal\\p{L}*)",
        "cu parola (?:de la |de |a )?(?:e-?mail(?:ului)?|căsuț\\p{L}* de e-?mail|căsuț\\p{L}* poștal\\p{L}*)",
      ),
    },
    romanian,
  ),
  hu: row(
    "hu",
    {
      ready: "(?:készítse elő|készítsd elő|tartsa kéznél|tartsd kéznél|legyen kéznél|kéznél)",
      frame: ["(?:készítse|készítsd|készítsék)", `elő${E}`],
      secret: alt(
        PIN,
        "(?:jelszav\\p{L}*|jelszó|pin-?kód\\p{L}*|egyszer használatos kód\\p{L}*|sms-?kód\\p{L}*|ellenőrző kód\\p{L}*|bankkártyá\\p{L}*|bankkártya|hitelkártyá\\p{L}*|hitelkártya|kártyaszám\\p{L}*|kártyaolvasó\\p{L}*)",
      ),
      login: "(?:jelentkezzen be|jelentkezz be|bejelentkez\\p{L}*|lépjen be|lépj be)",
      address: alt(
        "(?:céges|munkahelyi|vállalati|hivatali) e-?mail[- ]?cím\\p{L}*",
        "e-?mail[- ]?cím\\p{L}* és (?:az )?e-?mail[- ]?(?:jelszav|fiók jelszav)\\p{L}*",
        "e-?mail[- ]?(?:fiókja |postafiókja )?jelszav\\p{L}*",
        "postafiók\\p{L}* jelszav\\p{L}*",
      ),
    },
    unmarked,
  ),
  bg: row("bg", {
    ready: "(?:пригответе|пригответе си|подгответе|подгответе си|имайте под ръка|дръжте под ръка|под ръка)",
    secret: alt(
      PIN,
      "(?:парола|паролата|пин ?код|пин|еднократ\\p{L}* код|код от смс|смс код|код за потвърждение|кредитн\\p{L}* карт\\p{L}*|банков\\p{L}* карт\\p{L}*|дебитн\\p{L}* карт\\p{L}*|номер\\p{L}* на карт\\p{L}*)",
    ),
    login: "(?:влезте|влез|впишете се|впиши се)",
    address: alt(
      "(?:със|с) (?:вашия |своя |служебния |фирмения |работния )?(?:си )?(?:служебен |фирмен |работен |корпоративен )?(?:имейл|e-?mail) адрес",
      "(?:със|с) (?:вашия |своя )?(?:служебен|фирмен|работен|корпоративен) (?:имейл|e-?mail)",
      "(?:със|с) паролата (?:от|за) (?:вашата |своята )?(?:поща|имейл|електронна поща|пощенска кутия)",
    ),
  }),
  sh: row(
    "sh",
    {
      ready: "(?:pripremite|pripremi|pri ruci)",
      secret: alt(
        PIN,
        "(?:lozink\\p{L}*|šifr\\p{L}*|pin kod|jednokratn\\p{L}* kod|sms kod|verifikacijski kod|kod za potvrdu|kreditn\\p{L}* kartic\\p{L}*|bankovn\\p{L}* kartic\\p{L}*|platn\\p{L}* kartic\\p{L}*|broj kartice|čitač kartic\\p{L}*|token)",
      ),
      login: "(?:prijavite se|prijavi se|prijaviti se|se prijavite|se prijaviti|ulogujte se|ulogirajte se)",
      address: alt(
        "(?:svojom |vašom )?(?:poslovnom|službenom|radnom) (?:e-?mail|e-?poštanskom|email) adresom",
        "(?:svojom |vašom )?e-?mail adresom i lozinkom (?:od |za )?(?:e-?maila|e-?pošte|pošte|sandučića)",
        "lozinkom (?:od |za )?(?:svog |vašeg |svoje |vaše )?(?:e-?maila|e-?pošte|pošte|poštanskog sandučića|sandučića)",
      ),
    },
    serbian,
  ),
  ca: row("ca", {
    ready: "(?:tingueu a mà|tingues a mà|tingueu preparat\\p{L}*|tingues preparat\\p{L}*|prepareu|prepara|a mà)",
    secret: alt(
      PIN,
      "(?:contrasenya|codi (?:pin|sms|otp|de (?:verificació|seguretat|un sol ús))|targeta (?:de crèdit|de dèbit|bancària)|número de (?:la )?targeta|lector de targetes)",
    ),
    login: "(?:inicieu sessió|inicia sessió|iniciar sessió|accediu|accedeix|identifiqueu-vos)",
    address: alt(
      "amb (?:el vostre |el teu |la vostra |la teva )?(?:adreça de )?correu(?: electrònic)? (?:corporatiu|de la feina|de l'empresa|institucional|professional)",
      "amb (?:la vostra |la teva )?(?:adreça de )?correu(?: electrònic)? i (?:la )?contrasenya (?:del correu|de la bústia)",
      "amb (?:la )?contrasenya (?:del (?:vostre |teu )?correu|de la (?:vostra |teva )?bústia)",
    ),
  }),
  af: row("af", {
    ready: "(?:byderhand)",
    secret: alt(
      PIN,
      "(?:wagwoord|pin-?kode|pinkode|eenmalige (?:pin|kode)|sms-kode|verifikasiekode|kredietkaart|debietkaart|bankkaart|kaartnommer|kaartleser)",
    ),
    frame: ["(?:hê|hou|het|maak)", `(?:gereed|byderhand)${E}`],
    login: "(?:teken in|meld aan|log in)",
    address: alt(
      "met (?:jou|u) (?:werk|maatskappy|besigheids|kantoor)-?e-?pos(?:adres)?",
      "met (?:jou|u) e-?posadres en (?:jou |u )?e-?pos-?wagwoord",
      "met (?:jou|u) e-?pos-?wagwoord",
    ),
  }),
  "hi-latn": row("hi-latn", {
    ready:
      "(?:ready rakhein|ready rakhen|ready rakho|taiyar rakhein|tayyar rakhein|tayar rakhen|paas rakhein|pass rakhen)",
    secret: alt(
      PIN,
      "(?:password|pin code|otp code|verification code|credit card|debit card|atm card|bank card|card number|card details)",
    ),
    login: "(?:log ?in|login|sign ?in)",
    address: alt(
      "(?:apne|aapke|apke) (?:office|company|kampani|work|official) (?:email|e-mail|mail) (?:address|id)",
      "(?:apne|aapke|apke) (?:email|e-mail|mail) (?:ke |ka )?password",
    ),
  }),
  "ar-latn": row("ar-latn", {
    ready: "(?:gahez|jahez|ja7ez|ga7ez|7adder|hadder)",
    frame: ["(?:5alli|khalli|5aly|khaly)", "ma3ak"],
    secret: alt(
      PIN,
      "(?:password|el password|pass|el pin|el otp|code el ta2keed|el code|credit card|el credit|visa|el visa|kart el bank|raqam el kart|rakam el card)",
    ),
    login: "(?:log ?in|login|sign ?in|od5ol|odkhol|ed5ol|edkhol|sajel)",
    address: alt(
      "(?:b|bel|bi) ?(?:email|e-mail|mail) el ?(?:sho8l|shoghl|sharika|shirka|company|work)",
      "(?:b|bel|bi) ?(?:password|pass) el ?(?:email|e-mail|mail)",
    ),
  }),
  ja: row("ja", {
    ready:
      "(?:ご用意(?:ください|の上|いただ)|ご準備(?:ください|の上|いただ)|用意してください|準備してください|お手元に|手元に)",
    secret:
      "(?:パスワード|暗証番号|ワンタイムパスワード|認証コード|確認コード|セキュリティコード|pin|クレジットカード|キャッシュカード|カード番号|乱数表|トークン)",
    login: "(?:サインイン|ログイン|ログオン)",
    address: alt(
      "(?:会社|社用|業務用|職場|勤務先)(?:の)?メールアドレス",
      "メールアドレスとメール(?:の)?パスワード",
      "(?:メール|メールボックス|メールアカウント)(?:の)?パスワード",
    ),
  }),
  zh: row("zh", {
    ready: "(?:请准备|請準備|请提前准备|請提前準備|请备好|請備妥|手边|手邊)",
    secret:
      "(?:密码|密碼|验证码|驗證碼|动态码|动态口令|pin码|pin碼|信用卡|银行卡|銀行卡|借记卡|卡号|卡號|安全码|安全碼|u盾)",
    login: "(?:登录|登陆|登入|登錄|登陸)",
    address: alt(
      "(?:企业|公司|单位|工作|企業|單位)(?:邮箱|郵箱|电子邮件|電子郵件)(?:地址)?",
      "(?:邮箱|郵箱|电子邮件|電子郵件)(?:地址)?(?:和|及)(?:邮箱|郵箱)?(?:密码|密碼)",
      "(?:邮箱|郵箱|电子邮件|電子郵件)(?:的)?(?:密码|密碼)",
    ),
  }),
  ko: row("ko", {
    ready: "(?:준비해 ?주세요|준비하세요|준비해 ?두세요|미리 준비|지참하세요|곁에 두세요)",
    secret: "(?:비밀번호|암호|pin|otp|인증 ?번호|인증 ?코드|보안카드|신용카드|체크카드|카드 ?번호|공동인증서)",
    login: "(?:로그인|사인인)",
    address: alt(
      "(?:회사|업무용|직장|기업|사내) ?(?:이메일|메일) ?(?:주소)?",
      "(?:이메일|메일) ?주소와 (?:이메일|메일) ?비밀번호",
      "(?:이메일|메일|메일함) ?(?:계정 )?비밀번호",
    ),
  }),
  sl: row(
    "sl",
    {
      ready: "(?:pripravite|pripravi|pri roki)",
      secret: alt(
        PIN,
        "(?:geslo|gesla|pin kod\\p{L}*|enkratn\\p{L}* kod\\p{L}*|sms kod\\p{L}*|potrditven\\p{L}* kod\\p{L}*|kreditn\\p{L}* kartic\\p{L}*|bančn\\p{L}* kartic\\p{L}*|plačiln\\p{L}* kartic\\p{L}*|številk\\p{L}* kartice|čitalnik\\p{L}* kartic)",
      ),
      login: "(?:prijavite se|prijavi se|prijaviti se|se prijavite|se prijaviti|se prijavi)",
      address: alt(
        "(?:z |s )?(?:vašim |svojim )?(?:poslovnim|službenim) e-?poštnim naslovom",
        "(?:z |s )?(?:vašim |svojim )?e-?poštnim naslovom in geslom (?:za |od )?(?:e-?pošt\\p{L}*|poštn\\p{L}* predal\\p{L}*)",
        "(?:z |s )?(?:vašim |svojim )?geslom (?:za |od )?(?:e-?pošt\\p{L}*|poštn\\p{L}* predal\\p{L}*|e-?poštn\\p{L}* predal\\p{L}*)",
        "(?:z |s )?(?:vašim |svojim )?(?:poslovnim|službenim) e-?poštnim naslovom in geslom",
      ),
    },
    unmarked,
  ),
  lt: row(
    "lt",
    {
      ready: "(?:pasiruoškite|pasiruošk|paruoškite|po ranka)",
      secret: alt(
        PIN,
        "(?:slaptažod\\p{L}*|pin kod\\p{L}*|vienkartin\\p{L}* kod\\p{L}*|sms kod\\p{L}*|patvirtinimo kod\\p{L}*|kreditin\\p{L}* kortel\\p{L}*|banko kortel\\p{L}*|mokėjimo kortel\\p{L}*|kortelės numer\\p{L}*|kodų kortel\\p{L}*|generator\\p{L}*)",
      ),
      login: "(?:prisijunkite|prisijunk|prisijungti)",
      address: alt(
        "(?:savo )?(?:darbo|įmonės|tarnybiniu) el\\. ?pašto adresu",
        "(?:savo )?el\\. ?pašto adresu ir (?:el\\. ?pašto|pašto dėžutės) slaptažodžiu",
        "(?:savo )?(?:el\\. ?pašto|pašto dėžutės) slaptažodžiu",
      ),
    },
    unmarked,
  ),
  lv: row(
    "lv",
    {
      ready: "(?:sagatavojiet|sagatavo|pa rokai)",
      secret: alt(
        PIN,
        "(?:parol\\p{L}*|pin kod\\p{L}*|vienreizēj\\p{L}* kod\\p{L}*|sms kod\\p{L}*|apstiprinājuma kod\\p{L}*|kredītkart\\p{L}*|bankas kart\\p{L}*|maksājumu kart\\p{L}*|kartes numur\\p{L}*|kodu kalkulator\\p{L}*)",
      ),
      login: "(?:pieslēdzieties|pieslēdzies|pierakstieties|pieraksties|ielogojieties|pieslēgties)",
      address: alt(
        "(?:ar )?(?:savu |jūsu )?(?:darba|uzņēmuma|dienesta) e-?pasta adres\\p{L}*",
        "(?:ar )?(?:savu |jūsu )?e-?pasta adres\\p{L}* un e-?pasta parol\\p{L}*",
        "(?:ar )?(?:savu |jūsu )?e-?pasta parol\\p{L}*",
      ),
    },
    unmarked,
  ),
  et: row(
    "et",
    {
      ready: "(?:käepärast|valmistage ette|pange valmis)",
      frame: ["(?:hoidke|hoia|olgu)", `(?:käepärast|valmis)${E}`],
      secret: alt(
        PIN,
        "(?:parool\\p{L}*|pin-?kood\\p{L}*|pin1|pin2|ühekordne kood|sms-?kood\\p{L}*|kinnituskood\\p{L}*|krediitkaar\\p{L}*|pangakaar\\p{L}*|deebetkaar\\p{L}*|kaardi number|kaardilugeja\\p{L}*|paroolikaar\\p{L}*)",
      ),
      login: "(?:logige sisse|logi sisse|sisse logida)",
      address: alt(
        "(?:oma )?(?:töö|ettevõtte|firma|asutuse)[- ]?e-?posti aadressi\\p{L}*",
        "(?:oma )?e-?posti aadressi\\p{L}* ja e-?posti parooli\\p{L}*",
        "(?:oma )?(?:e-?posti|meili|postkasti) parooli\\p{L}*",
      ),
    },
    unmarked,
  ),
  ka: row("ka", {
    ready: "(?:მოამზადეთ|მოამზადე|ხელთ იქონიეთ|ხელთ გქონდეთ|მზად იქონიეთ)",
    frame: ["(?:გქონდეთ|იქონიეთ)", "ხელთ"],
    secret:
      "(?:პაროლ\\p{L}*|პინ ?კოდ\\p{L}*|pin|ერთჯერად\\p{L}* კოდ\\p{L}*|sms კოდ\\p{L}*|დადასტურების კოდ\\p{L}*|საკრედიტო ბარათ\\p{L}*|საბანკო ბარათ\\p{L}*|ბარათის ნომერ\\p{L}*)",
    login: "(?:შედით|შესვლა|შეხვიდეთ|შედი|გაიარეთ ავტორიზაცია)",
    address: alt(
      "(?:სამსახურებრივი|სამსახურის|კორპორატიული|კომპანიის) (?:ელ\\. ?ფოსტის|ელფოსტის) მისამართ\\p{L}*",
      "(?:ელ\\. ?ფოსტის|ელფოსტის) პაროლ\\p{L}*",
    ),
  }),
  hy: row("hy", {
    ready: "(?:պատրաստեք|պատրաստիր|պատրաստ պահեք|ձեռքի տակ պահեք|ձեռքի տակ ունեցեք|ձեռքի տակ)",
    secret:
      "(?:գաղտնաբառ\\p{L}*|pin ?կոդ\\p{L}*|պին ?կոդ\\p{L}*|մեկանգամյա կոդ\\p{L}*|sms կոդ\\p{L}*|հաստատման կոդ\\p{L}*|վարկային քարտ\\p{L}*|բանկային քարտ\\p{L}*|քարտի համար\\p{L}*)",
    login: "(?:մուտք գործեք|մուտք գործիր|մուտք գործել)",
    address: alt(
      "(?:աշխատանքային|կորպորատիվ|ընկերության|ծառայողական) (?:էլ\\. ?փոստի|էլփոստի) հասցե\\p{L}*",
      "(?:էլ\\. ?փոստի|էլփոստի) գաղտնաբառ\\p{L}*",
    ),
  }),
  mn: row("mn", {
    ready: "(?:бэлдээрэй|бэлтгээрэй|бэлэн байлгаарай|гарт ойр байлгаарай|бэлэн болгоорой)",
    secret:
      "(?:нууц үг\\p{L}*|пин ?код\\p{L}*|pin|нэг удаагийн код\\p{L}*|мессежээр ирсэн код|баталгаажуулах код\\p{L}*|зээлийн карт\\p{L}*|банкны карт\\p{L}*|картын дугаар\\p{L}*)",
    login: "(?:нэвтэрнэ үү|нэвтрэх|нэвтэрч)",
    address: alt(
      "(?:ажлын|байгууллагын|компанийн|албан) (?:имэйл|и-мэйл|цахим шуудангийн) хаяг\\p{L}*",
      "(?:имэйл|и-мэйл|цахим шуудангийн)(?:ийн)? нууц үг\\p{L}*",
    ),
  }),
  jv: row("jv", {
    ready: "(?:siapake|cepakake|siyapna|siapna|cawisake)",
    secret: alt(
      PIN,
      "(?:sandi|tembung sandi|password|kode (?:otp|verifikasi|pin)|kertu kredit|kertu atm|kertu bank|nomer kertu)",
    ),
    login: "(?:mlebu|mlebet|login|log in)",
    address: alt(
      "(?:nganggo|kanthi) (?:alamat )?email (?:kantor|perusahaan|kerja|dinas)",
      "(?:nganggo|kanthi) (?:sandi|tembung sandi|password) email",
    ),
  }),
  ku: row(
    "ku",
    {
      ready: "(?:amade bikin|amade bike|amade bihêlin|li ber destê xwe bihêlin|li ber dest bihêlin)",
      secret: alt(
        PIN,
        "(?:şîfre\\p{L}*|kod\\p{L}* pin|koda yekcarî|koda sms|koda piştrastkirinê|karta krediyê|karta bankê|hejmara kartê)",
      ),
      login: "(?:têkevin|têkeve|login)",
      address: alt(
        "(?:bi )?(?:navnîşana )?(?:e-?name|e-?mail|îmeyl)(?:ya|a)? (?:karê|şirketê|ofîsê)",
        "(?:bi )?şîfre(?:ya)? (?:e-?name|e-?mail|îmeyl)\\p{L}*",
      ),
    },
    unmarked,
  ),
  ckb: row("ckb", {
    ready: "(?:ئامادە بکەن|ئامادە بکە|لەبەردەستدا بێت|لەبەردەستتان بێت|ئامادەی بکەن)",
    secret: "(?:وشەی نهێنی|پاسۆرد|کۆدی pin|pin|otp|کۆدی پشتڕاستکردنەوە|کارتی بانک|کارتی کرێدیت|ژمارەی کارت)",
    login: "(?:بچۆرە ژوورەوە|بچنە ژوورەوە|لۆگ ئین)",
    address: alt("(?:ئیمەیڵ|ئیمەیل)ی (?:کار|کۆمپانیا|فەرمی)", "(?:وشەی نهێنی|پاسۆرد)ی (?:ئیمەیڵ|ئیمەیل)"),
  }),
};

/** The rows by language, for the tests (every cue language has both fields). */
export const READY_ROWS: Readonly<Partial<Record<Lang, Readonly<ReadyRow>>>> = ROWS;

/** 1. A secret to have ready for the linked page (→ the classifier's `ownLogin`, with OWN_LOGIN). */
export const READY_SECRET: PhraseTable = conceptTable(ROWS, (row) => [row.ready]);

/** 2. The sign-in with the e-mail address or the mailbox password (→ the classifier's `ownLogin`, with OWN_LOGIN). */
export const ADDRESS_LOGIN: PhraseTable = conceptTable(ROWS, (row) => [row.address]);
