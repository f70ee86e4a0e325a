// Login cues, translated systematically: the reader's own mailbox or work account asked for on a page the mail links
// to. One table per cue CONCEPT, one row per language, in the languages of lexicon/agent-cues.ts.
//
// A service signs its users in to its own accounts. A page that will ask the reader for the password of their
// mailbox, their work or organisation account, their Microsoft or Google login (the keys to everything else), or that
// announces it will ask for a password, a passcode or the code of a card reader, is the harvest itself: in every
// corpus (3,336 messages, 2026-11-27) 20 attacks and no benign message said so. A real notice says the opposite
// ("we will never ask for your password"), which the table's reader reads past negations.
//
// Conventions are those of agent-cues.ts: lowercase sources, NFKC-normalised here as the text is, no word guards in
// UNSPACED scripts, a word-start guard on the second half of a pair elsewhere.
import {
  alt,
  azerbaijani,
  conceptTable,
  E,
  either,
  gap,
  hausa,
  type Lang,
  type PhraseTable,
  romanian,
  serbian,
  unmarked,
  uzbek,
  yoruba,
} from "./combinators.js";

/** One row per language of each concept. Fields are alternations (regex sources, lowercase). */
export interface LoginRow {
  /** 1. Sign in, log in, verify or open something with the reader's OWN mailbox, e-mail, work, company,
   * organisation, institutional, university, network, Microsoft 365 or Google account, password or credentials:
   * "sign in with your work account to view", "use your email password to open", "acceda con usuario y contraseña del
   * correo", "nach Anmeldung mit Ihrem E-Mail-Passwort". A service's own account ("sign in to your Acme account") is
   * not one. */
  ownAccount?: string;
  /** 2. A page announced to ask for a password, a passcode, a PIN, a one-time or card-reader code or an online
   * banking ID: "you will be asked for your current password and the 6-digit code", "you will be asked to sign in". */
  askedFor?: string;
}

const ACCOUNT_EN =
  "(?:e-?mail|mailbox|webmail|work|company|corporate|organi[sz]ation(?:al)?|institutional|university|school|network|office|microsoft|microsoft 365|office 365|365|outlook|google|gmail|domain|staff|firm(?:'s)?)";

/** A row from its four vocabularies: a sign-in verb near the reader's own account named as what to sign in with
 * (`account` always names a mailbox, work, company, organisation or Microsoft 365 account or password, never a bare
 * "your account"), and the passive "you will be asked" near a password, code or sign-in (never the active "we will
 * (never) ask"), each in either order within one clause. */
function pair(lang: Lang, login: string, account: string, asked: string, secret: string, spell = (s: string) => s) {
  return {
    ownAccount: spell(either(login, account, gap(lang, 40))),
    askedFor: spell(either(asked, secret, gap(lang, 40))),
  };
}

/** A pair's row with seed entries added to its `ownAccount`. */
const withSeed = (row: LoginRow, ...seed: string[]): LoginRow => ({
  ...row,
  ownAccount: alt(...seed, row.ownAccount ?? ""),
});

const unmarkedVi = (source: string) => unmarked(source, { đ: "d", Đ: "d" });

const ROWS: Partial<Record<Lang, LoginRow>> = {
  en: {
    ownAccount: alt(
      `(?:sign|log) ?(?:in|on)(?: there)? (?:with|using) your (?:[\\p{L}\\p{N}-]+ ){0,2}?${ACCOUNT_EN}(?: [\\p{L}\\p{N}]+){0,2}? (?:account|credentials|password|login|username|e-?mail)${E}`,
      `(?:use|using|enter|with) your (?:[\\p{L}\\p{N}-]+ ){0,2}?${ACCOUNT_EN}(?: [\\p{L}\\p{N}]+){0,2}? (?:login|credentials|password|account) (?:and password )?to (?:open|view|access|download|read|unlock|see|play|listen|sign|confirm|verify)`,
      `(?:confirm|verify|authenticate) (?:now |it )?with your (?:[\\p{L}\\p{N}-]+ ){0,2}?${ACCOUNT_EN} (?:e-?mail )?(?:and )?(?:password|credentials|login)`,
    ),
    askedFor: alt(
      "(?:you will|you'll|you may|you might|you are going to) be (?:asked|prompted|required|redirected) to (?:sign|log) ?in",
      "(?:you will|you'll|you may) be (?:asked|prompted|required) (?:for|to enter|to provide|to confirm) your (?:[\\p{L}\\p{N}-]+ ){0,3}?(?:password|passcode|pin|credentials|login|online (?:banking )?id|card details|(?:\\d-digit|verification|security|one-time|authentication|authenticator|sms|otp|login|access) code)",
    ),
  },
  de: {
    ownAccount: alt(
      "(?:anmeld\\p{L}*|einlogg\\p{L}*|login) mit (?:ihrem|ihren|deinem|deinen) (?:e-?mail|outlook|microsoft|firmen|arbeits|büro)-?(?:passwort|kennwort|konto|zugangsdaten|login)",
      "(?:e-?mail|outlook|microsoft|firmen)-?(?:passwort|kennwort|zugangsdaten) (?:ein|an)",
      either(
        "(?:melden sie sich|melde dich|anmelden|anmeldung|einloggen|loggen sie sich|logge dich|authentifizieren sie sich|authentifiziere dich)",
        "(?:mit|über) (?:ihrem|ihren|deinem|deinen|ihrer|deiner) (?:e-?mail|outlook|firmen|arbeits|büro|dienst|unternehmens|organisations|hochschul|universitäts|uni|microsoft[- ]365|office[- ]365)-?(?:passwort|kennwort|konto|zugangsdaten|login|anmeldedaten|account|postfach|adresse und (?:ihrem |deinem )?(?:passwort|kennwort))",
      ),
    ),
    askedFor: either(
      "(?:sie werden|du wirst|werden sie|wirst du) (?:anschließend |dann |danach |dort |nun |zunächst |sofort )?(?:aufgefordert|gebeten|nach (?:ihrem|ihrer|ihren|deinem|deiner|deinen))",
      "(?:passwort|kennwort|pin|code|zugangsdaten|anmeldedaten|tan(?![\\p{L}])|anzumelden|einzuloggen)",
    ),
  },
  fr: {
    ownAccount: alt(
      "(?:connectez-vous|identifiez-vous|authentifiez-vous|connecte-toi) (?:avec|à l'aide de) (?:votre|ton) (?:compte|mot de passe|identifiant)s? (?:de messagerie|e-?mail|professionnel|microsoft|google|office 365|du cabinet|de l'entreprise)",
      either(
        "(?:connectez-vous|connecte-toi|identifiez-vous|identifie-toi|authentifiez-vous|authentifie-toi|se connecter|vous connecter|te connecter|ouvrez une session)",
        "(?:avec|à l'aide de|au moyen de|via) (?:votre|ton|vos|tes) (?:compte|mot de passe|identifiants?|adresse e-?mail et mot de passe) (?:de messagerie|de courriel|e-?mail|mail|professionnels?|de travail|de l'entreprise|de la société|du cabinet|de l'université|institutionnels?|microsoft 365|office 365|outlook|réseau)",
      ),
      "mot de passe (?:de |du )(?:votre )?(?:messagerie|courriel|e-?mail|compte professionnel|compte microsoft)",
      "(?:saisissez|saisis|entrez|entre|utilisez|utilise) (?:votre|ton) mot de passe (?:de |du )(?:votre |ton )?(?:messagerie|courriel|e-?mail|compte professionnel|compte microsoft) pour (?:ouvrir|consulter|accéder|voir|télécharger|lire)",
    ),
    askedFor: either(
      "(?:il vous sera demandé|il te sera demandé|on vous demandera|on te demandera|vous serez invité(?:e)?s? à|tu seras invité(?:e)? à)",
      "(?:de vous connecter|vous connecter|te connecter|de vous identifier|vous identifier|votre mot de passe|ton mot de passe|vos identifiants|tes identifiants|code (?:de (?:vérification|sécurité|confirmation|validation|connexion)|à usage unique|reçu par sms|sms)|votre pin|votre code pin|saisir votre mot de passe)",
    ),
  },
  // The seed rows, kept beside the pair: the password of the mailbox named without a verb ("acceda con usuario y
  // contraseña del correo"), read past negations by the classifier.
  es: withSeed(
    pair(
      "es",
      "(?:inicie sesión|inicia sesión|iniciar sesión|acceda|accede|acceder|ingrese|ingresa|ingresar|identifíquese|identifícate|valide|valida|verifique|verifica)",
      "(?:con|usando|mediante) (?:su|tu|sus|tus) (?:cuenta|usuario|contraseña|credenciales|clave|datos de acceso|correo electrónico y contraseña) (?:de (?:acceso )?(?:correo|e-?mail|office 365|microsoft 365|outlook|la empresa|la organización|la universidad|trabajo|red)|del correo|corporativ[ao]s?|institucional(?:es)?|del despacho|de la oficina)",
      "(?:se le|se te|se les) (?:pedirá|pedirán|solicitará|solicitarán)",
      "(?:contraseña|clave|código (?:de (?:verificación|seguridad|acceso|confirmación)|sms|otp)|pin|credenciales|que inicie sesión|que inicies sesión|iniciar sesión|usuario y contraseña)",
    ),
    "(?:usuario y )?contraseña (?:de |del )(?:su |tu )?(?:correo|e-?mail|cuenta de correo|cuenta corporativa|cuenta de microsoft|cuenta de trabajo)",
    "(?:inicie|inicia|acceda|accede|identifíquese|identifícate) (?:sesión )?con (?:su|tu) (?:cuenta|usuario|contraseña) (?:de correo|corporativa|de trabajo|de microsoft|de google|del despacho|de la empresa)",
  ),
  it: pair(
    "it",
    "(?:accedi|acceda|accedere|effettua l'accesso|effettui l'accesso|effettuare l'accesso|entra|entri|loggati|autenticati|si autentichi|autenticarsi)",
    "(?:con|usando|utilizzando|tramite) (?:il |la |le |i )?(?:tuo |tua |tue |tuoi |suo |sua |sue |suoi |vostr[aoie] )?(?:account|credenziali|password|indirizzo e-?mail e password|utenza) (?:di posta|e-?mail|della (?:tua |sua )?(?:posta|email|casella)|aziendal[ie]|di lavoro|istituzional[ie]|universitari[eo]|dell'ufficio|dello studio|microsoft 365|office 365|outlook|di rete)",
    "(?:ti|le|vi) (?:verrà|verranno|sarà|saranno) (?:chiest[aoie]|richiest[aoie])",
    "(?:password|credenziali|codice (?:di (?:verifica|sicurezza|accesso|conferma)|otp|sms)|pin|di accedere|di effettuare l'accesso)",
  ),
  pt: withSeed(
    pair(
      "pt",
      "(?:entre|entra|acesse|acessa|aceda|acede|acessar|aceder|inicie sessão|inicia sessão|iniciar sessão|faça login|faz login|fazer login|autentique-se|autentica-te)",
      "com (?:o seu |a sua |o teu |a tua |seu |sua |os seus |as suas |suas |seus )?(?:e-?mail|conta|senha|palavra-passe|credenciais|login|usuário|utilizador|e-?mail e senha) (?:de e-?mail|do e-?mail|do seu e-?mail|do correio|corporativ[oa]s?|institucional|institucionais|de trabalho|da empresa|do escritório|da universidade|microsoft 365|office 365|do outlook|de rede)",
      "(?:ser-lhe-á|ser-te-á|você será|voce sera|será|serão) (?:solicitad[ao]s?|pedid[ao]s?)",
      "(?:senha|palavra-passe|código (?:de (?:verificação|segurança|acesso|confirmação)|sms|otp)|pin|credenciais|a fazer login|a iniciar sessão|fazer login|iniciar sessão)",
    ),
    "(?:entre|acesse|inicie sessão|faça login) com (?:o seu|a sua|seu|sua) (?:e-?mail|conta|senha) (?:de e-?mail|corporativa|de trabalho|microsoft|google|do escritório|da empresa)",
    "(?:senha|palavra-passe) (?:do|de) (?:seu |sua )?(?:e-?mail|correio|conta corporativa|conta microsoft)",
  ),
  nl: pair(
    "nl",
    "(?:log in|log dan in|log je in|meld u aan|meld je aan|aanmelden|inloggen|login)",
    "met (?:uw|je|jouw) (?:e-?mail|zakelijke |werk|bedrijfs|universiteits|organisatie|microsoft 365-?|office 365-?|outlook-?)(?:account|wachtwoord|inloggegevens|adres en wachtwoord|gegevens)",
    "(?:u wordt|je wordt|wordt u|word je|u zult worden|je zult worden) (?:daarna |dan |vervolgens )?(?:gevraagd|verzocht)",
    "(?:wachtwoord|inloggegevens|(?:verificatie|beveiligings|sms-?|inlog|toegangs)code|pincode|in te loggen|aan te melden)",
  ),
  pl: pair(
    "pl",
    "(?:zaloguj|zalogować|zalogowania|zalogowanie|uwierzytelnij)",
    "(?:(?:za pomocą|przy użyciu|używając) (?:swojego |swoich |twojego |twoich |pana |pani )?(?:konta|hasła|danych logowania|adresu e-?mail i hasła) (?:e-?mail|poczty|pocztowego|służbow\\p{L}*|firmow\\p{L}*|microsoft 365|office 365|outlook|uczelnian\\p{L}*|do poczty)|(?:swoim |twoim |swoimi )?(?:hasłem|kontem|danymi) (?:do poczty|służbow\\p{L}*|firmow\\p{L}*|pocztow\\p{L}*|e-?mail|microsoft 365|office 365|uczelnian\\p{L}*))",
    "(?:zostaniesz|zostanie pan|zostanie pani|zostaną państwo|zostaniecie) (?:poproszon\\p{L}*|przekierowan\\p{L}*)",
    "(?:hasł\\p{L}*|kod\\p{L}*|pin|zalogowanie|zalogowania|dane logowania|danych logowania)",
    unmarked,
  ),
  ru: pair(
    "ru",
    "(?:войдите|войди|войти|авторизуйтесь|авторизуйся|авторизоваться|выполните вход|выполнить вход|залогиньтесь)",
    "(?:(?:корпоративн|рабоч|служебн|почтов|университетск)\\p{L}* (?:учётн|учетн|запис|почт|ящик|парол|логин|аккаунт|данн)\\p{L}*|(?:парол|логин)\\p{L}* (?:от|к|для) (?:вашей |своей |твоей |вашего |своего |твоего )?(?:почт|электронной почты|почтового ящика|ящика|корпоративн)\\p{L}*|(?:учётной|учетной) записью (?:microsoft|office) 365)",
    "(?:вас попросят|тебя попросят|вам будет предложено|тебе будет предложено|от вас потребуют|потребуется ввести)",
    "(?:пароль|пароля|код|pin|пин-код|логин|войти|авторизоваться|данные для входа)",
  ),
  uk: pair(
    "uk",
    "(?:увійдіть|увійди|увійти|авторизуйтеся|авторизуйся|авторизуватися|виконайте вхід)",
    "(?:(?:корпоративн|робоч|службов|поштов|університетськ)\\p{L}* (?:обліков|запис|пошт|скриньк|парол|логін|акаунт|дан)\\p{L}*|(?:парол|логін)\\p{L}* (?:від|до|для) (?:вашої |своєї |твоєї |вашої )?(?:пошт|електронної пошти|поштової скриньки|скриньки|корпоративн)\\p{L}*)",
    "(?:вас попросять|тебе попросять|вам буде запропоновано|тобі буде запропоновано|від вас вимагатимуть|потрібно буде ввести)",
    "(?:пароль|пароля|код|pin|пін|логін|увійти|авторизуватися|дані для входу)",
  ),
  ar: pair(
    "ar",
    "(?:سجل الدخول|سجّل الدخول|سجلوا الدخول|تسجيل الدخول|ادخل|أدخل|ادخلي|الدخول)",
    "(?:كلمة (?:مرور|سر|المرور) (?:بريدك|البريد|حسابك المؤسسي|حساب العمل)|بريدك الإلكتروني (?:المؤسسي|الخاص بالعمل|وكلمة)|حساب(?:ك)? (?:البريد|بريدك|العمل|الشركة|المؤسسة|المؤسسي|الجامعة|الجامعي|مايكروسوفت 365|أوفيس 365|microsoft 365|office 365)|بيانات (?:اعتماد|دخول) (?:بريدك|البريد|العمل|الشركة))",
    "(?:سيطلب منك|سيُطلب منك|سوف يطلب منك|سوف يُطلب منك|سيطلب منكم|سيُطلب منكم|ستتم مطالبتك|سيتم طلب)",
    "(?:كلمة المرور|كلمة السر|كلمة مرور|الرمز|رمز|تسجيل الدخول)",
  ),
  ur: pair(
    "ur",
    "(?:لاگ ان|لاگ اِن|لاگان|سائن ان)",
    "(?:ای ?میل|میل|دفتری|دفتر|کمپنی|آفس|ادارے|یونیورسٹی|مائیکروسافٹ 365|آفس 365|office 365|microsoft 365)(?: کے| کا)? (?:اکاؤنٹ|پاس ?ورڈ|اسناد)",
    "(?:پوچھا جائے گا|مانگا جائے گا|طلب کیا جائے گا|کہا جائے گا)",
    "(?:پاس ?ورڈ|کوڈ|لاگ ان)",
  ),
  fa: pair(
    "fa",
    "(?:وارد شوید|وارد شو|ورود کنید|لاگین کنید)",
    "(?:(?:حساب|رمز عبور|گذرواژه|پسورد|اطلاعات ورود)(?: کاربری)? (?:ایمیل|پست الکترونیک|سازمانی|کاری|شرکت|دانشگاه|مایکروسافت ۳۶۵|مایکروسافت 365|آفیس ۳۶۵|microsoft 365|office 365)|ایمیل سازمانی|ایمیل کاری)",
    "(?:خواسته خواهد شد|درخواست خواهد شد)",
    "(?:رمز عبور|گذرواژه|پسورد|کد تأیید|کد تایید|کد یکبار|رمز یکبار|وارد شوید)",
  ),
  ps: pair(
    "ps",
    "(?:ننوځئ|ننوځه|ننوتل|لاګ ان|داخل شئ)",
    "(?:(?:ایمیل|برېښنالیک|دفتري|کاري|شرکت|ادارې)(?: د)? (?:حساب|پاسورډ|پټنوم)|د (?:ایمیل|برېښنالیک|دفتر|کار|شرکت) (?:حساب|پاسورډ|پټنوم))",
    "(?:به وغوښتل شي|به درنه وغوښتل شي|غوښتنه به وشي)",
    "(?:پاسورډ|پټنوم|کوډ|ننوتل)",
  ),
  he: pair(
    "he",
    "(?:התחבר|התחברו|התחברי|היכנס|היכנסו|היכנסי|להתחבר|להיכנס)",
    "(?:(?:חשבון|סיסמת|סיסמה|פרטי) ?(?:ה)?(?:מייל|דוא[\"״׳']?ל|דואר|אימייל|עבודה|ארגוני|ארגון|חברה|אוניברסיטה|microsoft 365|office 365))",
    "(?:תתבקש|תתבקשו|תתבקשי|תידרש|תידרשו|תידרשי)",
    "(?:סיסמ|קוד|להזין|להתחבר|פרטי ההתחברות)",
  ),
  hi: pair(
    "hi",
    "(?:लॉग ?इन|लॉगिन|लॉग ऑन|साइन ?इन)",
    "(?:ईमेल|ई-मेल|मेल|ऑफिस|दफ़्तर|दफ्तर|कंपनी|कार्यालय|संस्थान|विश्वविद्यालय|माइक्रोसॉफ्ट 365|microsoft 365|office 365)(?: के| का)? (?:पासवर्ड|अकाउंट|खाते|खाता|आईडी|क्रेडेंशियल)",
    "(?:पूछा जाएगा|मांगा जाएगा|माँगा जाएगा|कहा जाएगा)",
    "(?:पासवर्ड|कोड|पिन|ओटीपी|otp|लॉग ?इन)",
  ),
  ne: pair(
    "ne",
    "(?:लग ?इन|लगइन|साइन ?इन)",
    "(?:इमेल|ईमेल|मेल|अफिस|कार्यालय|कम्पनी|संस्था|विश्वविद्यालय|microsoft 365|office 365)(?:को)? (?:पासवर्ड|खाता|एकाउन्ट|अकाउन्ट)",
    "(?:सोधिनेछ|मागिनेछ|माग्नेछ|भनिनेछ)",
    "(?:पासवर्ड|कोड|पिन|ओटीपी|लग ?इन)",
  ),
  bn: pair(
    "bn",
    "(?:লগ ?ইন|লগইন|সাইন ?ইন)",
    "(?:ইমেইল|ইমেল|ই-মেইল|মেইল|অফিস|অফিসের|কোম্পানি|কোম্পানির|প্রতিষ্ঠান|প্রতিষ্ঠানের|বিশ্ববিদ্যালয়|microsoft 365|office 365) (?:পাসওয়ার্ড|অ্যাকাউন্ট|একাউন্ট|আইডি)",
    "(?:চাওয়া হবে|জিজ্ঞাসা করা হবে|বলা হবে)",
    "(?:পাসওয়ার্ড|কোড|পিন|ওটিপি|লগ ?ইন)",
  ),
  mr: pair(
    "mr",
    "(?:लॉग ?इन|लॉगिन|साइन ?इन)",
    "(?:ईमेल|ई-मेल|मेल|ऑफिस|कार्यालय|कंपनी|संस्थेच्या|विद्यापीठ|microsoft 365|office 365)(?:च्या)? (?:पासवर्ड|खाते|खात्या|अकाउंट)",
    "(?:विचारला जाईल|विचारले जाईल|मागितला जाईल|मागितले जाईल|सांगितले जाईल)",
    "(?:पासवर्ड|कोड|पिन|ओटीपी|लॉग ?इन)",
  ),
  gu: pair(
    "gu",
    "(?:લૉગ ?ઇન|લોગ ?ઇન|લૉગિન|લોગિન|સાઇન ?ઇન)",
    "(?:ઈમેલ|ઇમેલ|ઈ-મેલ|મેલ|ઑફિસ|ઓફિસ|કંપની|સંસ્થા|યુનિવર્સિટી|microsoft 365|office 365)(?:ના| ના)? (?:પાસવર્ડ|એકાઉન્ટ|ખાતા|ખાતું)",
    "(?:પૂછવામાં આવશે|માંગવામાં આવશે|માગવામાં આવશે|કહેવામાં આવશે)",
    "(?:પાસવર્ડ|કોડ|પિન|ઓટીપી|લૉગ ?ઇન|લોગ ?ઇન)",
  ),
  pa: pair(
    "pa",
    "(?:ਲੌਗ ?ਇਨ|ਲਾਗ ?ਇਨ|ਲੌਗਇਨ|ਸਾਈਨ ?ਇਨ)",
    "(?:ਈਮੇਲ|ਈ-ਮੇਲ|ਮੇਲ|ਦਫ਼ਤਰ|ਦਫਤਰ|ਕੰਪਨੀ|ਸੰਸਥਾ|ਯੂਨੀਵਰਸਿਟੀ|microsoft 365|office 365)(?: ਦੇ| ਦਾ)? (?:ਪਾਸਵਰਡ|ਖਾਤੇ|ਖਾਤਾ|ਅਕਾਊਂਟ)",
    "(?:ਪੁੱਛਿਆ ਜਾਵੇਗਾ|ਮੰਗਿਆ ਜਾਵੇਗਾ|ਕਿਹਾ ਜਾਵੇਗਾ)",
    "(?:ਪਾਸਵਰਡ|ਕੋਡ|ਪਿੰਨ|ਓਟੀਪੀ|ਲੌਗ ?ਇਨ|ਲਾਗ ?ਇਨ)",
  ),
  ta: pair(
    "ta",
    "(?:உள்நுழை|லாக் ?இன்|லாகின்|சைன் ?இன்)",
    "(?:மின்னஞ்சல்|இமெயில்|ஈமெயில்|அலுவலக|நிறுவன|பல்கலைக்கழக|microsoft 365|office 365) (?:கடவுச்சொல்|பாஸ்வேர்ட்|கணக்கு|அக்கவுண்ட்)",
    "(?:கேட்கப்படும்|கேட்கப்படுவீர்கள்|கோரப்படும்)",
    "(?:கடவுச்சொல்|பாஸ்வேர்ட்|குறியீடு|பின் எண்|ஓடிபி|உள்நுழை)",
  ),
  te: pair(
    "te",
    "(?:లాగిన్|లాగ్ ?ఇన్|సైన్ ?ఇన్)",
    "(?:ఈమెయిల్|ఇమెయిల్|మెయిల్|ఆఫీస్|కార్యాలయ|కంపెనీ|సంస్థ|విశ్వవిద్యాలయ|microsoft 365|office 365) (?:పాస్వర్డ్|ఖాతా|అకౌంట్)",
    "(?:అడుగుతారు|అడగబడుతుంది|కోరబడుతుంది|అడుగుతుంది)",
    "(?:పాస్వర్డ్|కోడ్|పిన్|ఓటీపీ|లాగిన్)",
  ),
  kn: pair(
    "kn",
    "(?:ಲಾಗಿನ್|ಲಾಗ್ ?ಇನ್|ಸೈನ್ ?ಇನ್)",
    "(?:ಇಮೇಲ್|ಈಮೇಲ್|ಮೇಲ್|ಕಚೇರಿ|ಕಂಪನಿ|ಸಂಸ್ಥೆ|ವಿಶ್ವವಿದ್ಯಾಲಯ|microsoft 365|office 365) (?:ಪಾಸ್ವರ್ಡ್|ಖಾತೆ|ಅಕೌಂಟ್)",
    "(?:ಕೇಳಲಾಗುತ್ತದೆ|ಕೇಳಲಾಗುವುದು|ಕೋರಲಾಗುತ್ತದೆ)",
    "(?:ಪಾಸ್ವರ್ಡ್|ಕೋಡ್|ಪಿನ್|ಒಟಿಪಿ|ಲಾಗಿನ್)",
  ),
  ml: pair(
    "ml",
    "(?:ലോഗിൻ|ലോഗ് ?ഇൻ|സൈൻ ?ഇൻ)",
    "(?:ഇമെയിൽ|ഈമെയിൽ|മെയിൽ|ഓഫീസ്|കമ്പനി|സ്ഥാപന|സർവകലാശാല|microsoft 365|office 365) (?:പാസ്വേഡ്|അക്കൗണ്ട്)",
    "(?:ചോദിക്കും|ആവശ്യപ്പെടും|ചോദിക്കപ്പെടും)",
    "(?:പാസ്വേഡ്|കോഡ്|പിൻ|ഒടിപി|ലോഗിൻ)",
  ),
  si: pair(
    "si",
    "(?:ලොග් ?වන්න|ලොග් ?ඉන්|පුරනය|ඇතුල් වන්න|ඇතුළු වන්න)",
    "(?:ඊමේල්|තැපැල්|කාර්යාල|සමාගම්|ආයතන|microsoft 365|office 365) (?:මුරපද|ගිණුම)",
    "(?:ඉල්ලා සිටිනු ඇත|ඉල්ලනු ඇත|අසනු ඇත)",
    "(?:මුරපද|කේත|පින් අංක|otp|ඕටීපී)",
  ),
  th: pair(
    "th",
    "(?:เข้าสู่ระบบ|ล็อกอิน|ล็อคอิน|ลงชื่อเข้าใช้)",
    "(?:(?:บัญชี|รหัสผ่าน)(?:อีเมล|อีเมล์|องค์กร|ของบริษัท|บริษัท|ที่ทำงาน|มหาวิทยาลัย|microsoft 365|office 365)|อีเมลและรหัสผ่าน|อีเมลองค์กร|อีเมลบริษัท)",
    "(?:ระบบจะขอ|จะถูกขอให้|จะได้รับการขอให้|ระบบจะให้คุณ)",
    "(?:รหัสผ่าน|รหัส|otp|พิน|เข้าสู่ระบบ)",
  ),
  lo: pair(
    "lo",
    "(?:ເຂົ້າສູ່ລະບົບ|ລັອກອິນ|ລ໋ອກອິນ)",
    "(?:ບັນຊີ|ລະຫັດຜ່ານ)(?:ອີເມວ|ອີເມລ|ອົງກອນ|ບໍລິສັດ|ບ່ອນເຮັດວຽກ|microsoft 365|office 365)",
    "(?:ລະບົບຈະຂໍ|ຈະຖືກຂໍໃຫ້|ຈະຖືກຮ້ອງຂໍ)",
    "(?:ລະຫັດຜ່ານ|ລະຫັດ|otp|ເຂົ້າສູ່ລະບົບ)",
  ),
  km: pair(
    "km",
    "(?:ចូល|ឡុកអ៊ីន|ចុះឈ្មោះចូល)",
    "(?:គណនី|ពាក្យសម្ងាត់)(?:អ៊ីមែល|អ៊ីម៉ែល|ការងារ|ក្រុមហ៊ុន|ស្ថាប័ន|សាកលវិទ្យាល័យ|microsoft 365|office 365)",
    "(?:នឹងត្រូវបានស្នើ|នឹងស្នើសុំ|នឹងសួររក)",
    "(?:ពាក្យសម្ងាត់|លេខកូដ|កូដ|otp)",
  ),
  my: pair(
    "my",
    "(?:လော့ဂ်အင်|ဝင်ရောက်|အကောင့်ဝင်|login)",
    "(?:အီးမေးလ်|ရုံး|ကုမ္ပဏီ|အဖွဲ့အစည်း|တက္ကသိုလ်|microsoft 365|office 365) ?(?:စကားဝှက်|အကောင့်|password)",
    "(?:တောင်းပါလိမ့်မည်|တောင်းလိမ့်မည်|မေးပါလိမ့်မည်|တောင်းဆိုပါလိမ့်မည်)",
    "(?:စကားဝှက်|ကုဒ်|password|otp)",
  ),
  vi: pair(
    "vi",
    "(?:đăng nhập|xác thực)",
    "(?:(?:tài khoản|mật khẩu) (?:email|e-mail|thư điện tử|công ty|cơ quan|công việc|tổ chức|trường|microsoft 365|office 365|outlook)|email (?:công ty|cơ quan) và mật khẩu)",
    "(?:bạn sẽ được yêu cầu|bạn sẽ bị yêu cầu|quý khách sẽ được yêu cầu|anh chị sẽ được yêu cầu)",
    "(?:mật khẩu|mã (?:xác|otp|pin|bảo)|đăng nhập)",
    unmarkedVi,
  ),
  id: pair(
    "id",
    "(?:masuk|login|log in|verifikasi)",
    "(?:(?:akun|kata sandi|sandi|password|kredensial) (?:email|e-mail|surel|kantor|perusahaan|kerja|institusi|universitas|kampus|organisasi|microsoft 365|office 365|outlook)|email (?:kantor|perusahaan|kerja) dan (?:kata sandi|password))",
    "(?:anda akan diminta|kamu akan diminta|anda akan diarahkan|akan diminta)",
    "(?:kata sandi|sandi|password|kode|pin|masuk|login)",
  ),
  ms: pair(
    "ms",
    "(?:log masuk|daftar masuk|masuk|login|log in)",
    "(?:akaun|kata laluan|kata sandi|password|kelayakan) (?:e-?mel|email|pejabat|syarikat|kerja|institusi|universiti|organisasi|microsoft 365|office 365|outlook)",
    "(?:anda akan diminta|awak akan diminta|akan diminta)",
    "(?:kata laluan|password|kod|pin|log masuk)",
  ),
  tl: pair(
    "tl",
    "(?:mag-?log ?in|mag-?login|mag-?sign ?in|pumasok)",
    "(?:(?:email|e-mail|work|company|office|kumpanya|trabaho|opisina|microsoft 365|office 365) (?:account|password)|(?:account|password) (?:mo |ninyo |nyo )?sa (?:email|e-mail|trabaho|opisina|kumpanya|microsoft 365|office 365))",
    "(?:hihingin|hihingan ka|hihilingin|tatanungin)",
    "(?:password|code|pin|otp|mag-?log ?in)",
  ),
  sw: pair(
    "sw",
    "(?:ingia|ingieni|kuingia)",
    "(?:akaunti|nenosiri|neno la siri) (?:yako |lako |yenu |lenu )?(?:ya |la )?(?:barua pepe|email|kazi|kampuni|ofisi|taasisi|chuo|microsoft 365|office 365)",
    "(?:utaombwa|mtaombwa|utaulizwa|mtaulizwa)",
    "(?:nenosiri|neno la siri|msimbo|pin|kuingia)",
  ),
  yo: pair(
    "yo",
    "(?:wọlé|wọ inú|lọgin|log in)",
    "(?:àkọọ́lẹ̀|àkáǹtì|ọ̀rọ̀ aṣínà|password) (?:rẹ |yín )?(?:í-?meèlì|ímeèlì|email|iṣẹ́|ilé-iṣẹ́|ọ́fíìsì|microsoft 365|office 365)",
    "(?:a ó béèrè|a máa béèrè|wọn yóò béèrè|wọ́n á béèrè)",
    "(?:ọ̀rọ̀ aṣínà|password|kóòdù|pin)",
    yoruba,
  ),
  ig: pair(
    "ig",
    "(?:banye|abanye|login|log in)",
    "(?:akaụntụ|akaunti|paswọọdụ|password) (?:gị |unu )?(?:email|ozi-?e|ọrụ|ụlọ ọrụ|microsoft 365|office 365)",
    "(?:a ga-ajụ gị|a ga-arịọ gị|a ga-achọ)",
    "(?:paswọọdụ|password|koodu|pin|otp)",
    unmarked,
  ),
  ha: pair(
    "ha",
    "(?:shiga|login)",
    "(?:asusun|kalmar sirri(?: ta)?|password) (?:imel|email|aiki|kamfani|ofis|ma'aikata|jami'a|microsoft 365|office 365)",
    "(?:za a tambaye ka|za a tambaye ki|za a tambaye ku|za a nemi|za a buƙaci)",
    "(?:kalmar sirri|password|lamba|pin|otp)",
    hausa,
  ),
  zu: pair(
    "zu",
    "(?:ngena|ungena|ngenani|login)",
    "(?:nge-?|i-?)?(?:akhawunti|phasiwedi)(?: yakho| yenu)? (?:ye-?imeyili|yemeyili|yomsebenzi|yenkampani|yehhovisi|yesikhungo|yenyuvesi|ye-?microsoft|ye-?office)",
    "(?:uzocelwa|nizocelwa|uzobuzwa)",
    "(?:iphasiwedi|phasiwedi|ikhodi|pin|otp)",
  ),
  xh: pair(
    "xh",
    "(?:ngena|ungene|ngenani|login)",
    "(?:nge-?|i-?)?(?:akhawunti|phasiwedi|phaswedi)(?: yakho| yenu)? (?:ye-?imeyile|ye-?imeyili|yomsebenzi|yenkampani|yeofisi|yeziko|yeyunivesithi|ye-?microsoft|ye-?office)",
    "(?:uza kucelwa|niza kucelwa|uza kubuzwa)",
    "(?:iphasiwedi|phasiwedi|ikhowudi|pin|otp)",
  ),
  so: pair(
    "so",
    "(?:soo gal|ku gal|gal|login)",
    "(?:akoon|koontada|akoonka|erayga sirta|furaha sirta|password)(?:ka|ta)? (?:iimaylka|imaylka|email|shaqada|shirkadda|xafiiska|hay'adda|jaamacadda|microsoft 365|office 365)",
    "(?:lagu weydiin doonaa|laga codsan doonaa|laguu weydiin doonaa)",
    "(?:erayga sirta|furaha sirta|password|koodh|koodka|pin)",
  ),
  tr: pair(
    "tr",
    "(?:giri[şs] yap|oturum a[çc])",
    "(?:kurumsal|i[şs]|[şs]irket|üniversite|universite|e-?posta|mail)(?: e-?posta)? (?:hesab|[şs]ifre|parola|kullan[ıi]c[ıi] ad|e-?posta)",
    "(?:istenecek|talep edilecek|sorulacak)",
    "(?:[şs]ifre|parola|kod|pin|giri[şs] yapman[ıi]z)",
  ),
  az: pair(
    "az",
    "(?:daxil olun|daxil ol|giriş edin|giriş et)",
    "(?:(?:korporativ|iş|şirkət|e-?poçt|poçt|universitet|təşkilat) (?:hesab|şifrə|parol|e-?poçt)|(?:microsoft|office) 365 hesab)",
    "(?:tələb olunacaq|istəniləcək|soruşulacaq)",
    "(?:şifrə|parol|kod|pin|daxil olma)",
    azerbaijani,
  ),
  kk: pair(
    "kk",
    "(?:кіріңіз|жүйеге кір|кіру|авторизациядан өтіңіз)",
    "(?:корпоративтік|жұмыс|электрондық пошта|пошта|компания|ұйым|университет)\\p{L}* (?:есептік жазба|аккаунт|құпиясөз|құпия сөз|пароль)\\p{L}*",
    "(?:сұралады|сұралатын болады|сізден сұрайды)",
    "(?:құпиясөз|құпия сөз|пароль|код|pin)",
  ),
  uz: pair(
    "uz",
    "(?:kiring|kirish|tizimga kir|login)",
    "(?:(?:korporativ|ish|kompaniya|elektron pochta|pochta|tashkilot|universitet) (?:hisob|parol|akkaunt|pochta)|(?:microsoft|office) 365 hisob)",
    uzbek("(?:soʻraladi|soʻraladi|talab qilinadi)"),
    "(?:parol|kod|pin|tizimga kirish)",
  ),
  am: pair(
    "am",
    "(?:ይግቡ|ግቡ|ግባ|ሎግ ኢን|መግባት)",
    "(?:የ|በ)(?:ኢሜል|ኢሜይል|ሥራ|ስራ|ድርጅት|ኩባንያ|ቢሮ|ዩኒቨርሲቲ)(?:ዎ)? (?:መለያ|የይለፍ ቃል|ይለፍ ቃል|አካውንት)",
    "(?:ይጠየቃሉ|ትጠየቃለህ|ትጠየቂያለሽ|ይጠየቃል)",
    "(?:የይለፍ ቃል|ይለፍ ቃል|ኮድ|ፒን)",
  ),
  ti: pair(
    "ti",
    "(?:እቶ|እተዉ|እትዉ|ኣእቱ)",
    "(?:ናይ ኢመይል|ናይ ኢሜል|ናይ ስራሕ|ናይ ትካል|ናይ ኩባንያ|ናይ ቤት ጽሕፈት)(?:ኩም|ካ)? (?:ሕሳብ|መለለዪ|ቃል ምሕላፍ|ፓስዎርድ)",
    "(?:ክትሕተቱ|ክትሕተት ኢኻ|ክሕተት እዩ)",
    "(?:ቃል ምሕላፍ|ፓስዎርድ|ኮድ|ፒን)",
  ),
  sv: pair(
    "sv",
    "(?:logga in|logga på|logga dig in)",
    "(?:e-?post|mejl|mail|jobb|arbets|företags|organisations|universitets|microsoft 365-?|office 365-?|outlook-?)(?:konto|lösenord|inloggning|uppgifter|adress och lösenord)",
    "(?:(?:du kommer att|ni kommer att) (?:bli ombedd|bli ombedda|ombes|uppmanas)|du ombeds|ni ombeds)",
    "(?:lösenord|kod|pin|pinkod|bankid|logga in|inloggningsuppgifter)",
  ),
  da: pair(
    "da",
    "(?:log ind|log på|logge ind|logge på)",
    "(?:e-?mail|mail|arbejds|firma|virksomheds|organisations|universitets|microsoft 365-?|office 365-?|outlook-?)(?:konto|adgangskode|kodeord|login|oplysninger|adresse og adgangskode)",
    "(?:du vil blive bedt|du bliver bedt|i vil blive bedt|du vil blive spurgt)",
    "(?:adgangskode|kodeord|kode|pin|mitid|logge ind|logge på)",
  ),
  nb: pair(
    "nb",
    "(?:logg inn|logg på|logge inn|logge på)",
    "(?:e-?post|epost|mail|jobb|arbeids|firma|bedrifts|organisasjons|universitets|microsoft 365-?|office 365-?|outlook-?)(?:konto|passord|innlogging|opplysninger|adresse og passord)",
    "(?:du vil bli bedt|du blir bedt|dere vil bli bedt|du vil bli spurt)",
    "(?:passord|kode|pin|bankid|logge inn|logge på)",
  ),
  fi: pair(
    "fi",
    "(?:kirjaudu|kirjautu)",
    "(?:sähköposti|työ|yritys|organisaatio|yliopisto|microsoft 365 -?|office 365 -?|outlook-?)(?:tili|tunnu|salasana)",
    "(?:kysytään|pyydetään|sinua pyydetään)",
    "(?:salasana|koodi|pin|tunnusluku|kirjautu|tunnukse)",
  ),
  cs: pair(
    "cs",
    "(?:přihlaste se|přihlas se|přihlásit se|přihlášení)",
    "(?:(?:firemní|pracovní|e-?mailov|univerzitní|služební)\\p{L}* (?:účt|heslo|hesl|přihlašovací|údaj)|(?:účtem|heslem|údaji) (?:k |ke |do )?(?:e-?mail|pošt|microsoft 365|office 365)|(?:microsoft|office) 365 účt)",
    "(?:budete požádán\\p{L}*|budeš požádán\\p{L}*|budete vyzván\\p{L}*|budeš vyzván\\p{L}*)",
    "(?:hesl|kód|pin|přihlášení|přihlásit)",
    unmarked,
  ),
  sk: pair(
    "sk",
    "(?:prihláste sa|prihlás sa|prihlásiť sa|prihlásenie)",
    "(?:(?:firemn|pracovn|e-?mailov|univerzitn|služobn)\\p{L}* (?:účt|hesl|prihlasovac|údaj)|(?:účtom|heslom|údajmi) (?:k |do |od )?(?:e-?mail|pošt|microsoft 365|office 365))",
    "(?:budete požiadan\\p{L}*|budeš požiadan\\p{L}*|budete vyzvan\\p{L}*|budeš vyzvan\\p{L}*)",
    "(?:hesl|kód|pin|prihlásenie|prihlásiť)",
    unmarked,
  ),
  el: pair(
    "el",
    "(?:συνδεθείτε|συνδέσου|συνδεθείς|εισέλθετε|σύνδεση με)",
    "(?:(?:εταιρικ|επαγγελματικ|υπηρεσιακ|πανεπιστημιακ)\\p{L}* (?:λογαριασμ|κωδικ|στοιχεί|διαπιστευτήρι)\\p{L}*|(?:λογαριασμ|κωδικ)\\p{L}* (?:πρόσβασης )?(?:του |σας |σου )?(?:email|e-mail|ηλεκτρονικού ταχυδρομείου|microsoft 365|office 365|outlook))",
    "(?:θα σας ζητηθεί|θα σου ζητηθεί|θα ζητηθεί|θα σας ζητηθούν|θα σας ζητήσει|θα σου ζητήσει)",
    "(?:κωδικ|pin|otp|να συνδεθείτε|να συνδεθείς|στοιχεία σύνδεσης)",
    unmarked,
  ),
  ro: pair(
    "ro",
    "(?:conectați-vă|conectează-te|autentificați-vă|autentifică-te|intrați|logați-vă|loghează-te)",
    "(?:(?:contul|parola|datele|credențialele|adresa de e-?mail și parola)(?: de)? (?:e-?mail|email|serviciu|companiei|firmei|organizației|instituției|universității|lucru|microsoft 365|office 365|outlook|corporativ)|(?:contul|parola) (?:dvs\\.? |dumneavoastră |tău |ta )?de (?:e-?mail|serviciu|lucru))",
    "(?:vi se va cere|ți se va cere|vi se vor cere|vi se va solicita|ți se va solicita)",
    "(?:parola|codul|cod|pin|să vă conectați|să te conectezi|datele de autentificare)",
    romanian,
  ),
  hu: pair(
    "hu",
    "(?:jelentkezzen be|jelentkezz be|bejelentkez|lépjen be|lépj be)",
    "(?:céges|vállalati|munkahelyi|e-?mail|levelezési|egyetemi|intézményi|microsoft 365|office 365)[- ]?(?:e-?mail[- ]?)?(?:fiók|jelszav|jelszó|azonosító|adat)",
    "(?:meg fogjuk kérni|meg fogják kérdezni|a rendszer el fogja kérni|a rendszer kérni fogja|a rendszer bekéri)",
    "(?:jelszav|jelszó|kód|pin|bejelentkez)",
    unmarked,
  ),
  bg: pair(
    "bg",
    "(?:влезте|влез|впишете се|впиши се|влизане)",
    "(?:(?:служебн|корпоративн|работн|фирмен|имейл|пощенск|университетск)\\p{L}* (?:си )?(?:акаунт|профил|парол|данн|поща)\\p{L}*|(?:парола|паролата) (?:от|за) (?:вашата |твоята )?(?:поща|имейл|електронна поща))",
    "(?:ще бъдете помолени|ще бъдеш помолен\\p{L}*|ще ви бъде поискан\\p{L}*|ще ви поискат|ще те помолят)",
    "(?:парол|код|пин|pin|да влезете|да влезеш)",
  ),
  sh: pair(
    "sh",
    "(?:prijavite se|prijavi se|prijaviti se|ulogujte se|uloguj se|ulogirajte se|ulogiraj se)",
    "(?:(?:poslovn|služben|korporativn|e-?mail|fakultetsk|univerzitetsk)\\p{L}* (?:nalog|račun|lozink|podac|e-?mail)\\p{L}*|(?:lozink|nalog|račun)\\p{L}* (?:za|od) (?:svoj\\p{L}* |vaš\\p{L}* |tvoj\\p{L}* )?(?:e-?mail|pošt|microsoft 365|office 365)\\p{L}*)",
    "(?:bićete upitani|bit ćete upitani|bićeš upitan|bit ćeš upitan|od vas će se tražiti|od tebe će se tražiti|bit će zatražen\\p{L}*|biće zatražen\\p{L}*)",
    "(?:lozink|šifr|kod|pin|prijav)",
    serbian,
  ),
  ca: pair(
    "ca",
    "(?:inicieu sessió|inicia sessió|iniciar sessió|accediu|accedeix|accedir|identifiqueu-vos|identifica't)",
    "(?:amb|mitjançant) (?:el vostre |la vostra |els vostres |les vostres |el teu |la teva |els teus |les teves )?(?:compte|contrasenya|credencials|usuari) (?:de (?:correu|la feina|l'empresa|l'organització|la universitat|microsoft 365|office 365|outlook)|del correu|corporatiu|corporativa|corporatives|institucional)",
    "(?:se us demanarà|se't demanarà|se us sol·licitarà|se't sol·licitarà)",
    "(?:contrasenya|codi de (?:verificació|seguretat|accés|confirmació)|pin|credencials|que inicieu sessió|iniciar sessió)",
  ),
  af: pair(
    "af",
    "(?:teken in|meld aan|meld asseblief aan|log in)",
    "(?:e-?pos|epos|werk|maatskappy|besigheids|organisasie|universiteit|microsoft 365-?|office 365-?)(?:rekening|wagwoord|besonderhede|adres en wagwoord)",
    "(?:jy sal gevra word|u sal gevra word|julle sal gevra word)",
    "(?:wagwoord|kode|pin|om aan te meld|om in te teken)",
  ),
  "hi-latn": pair(
    "hi-latn",
    "(?:log ?in|login|sign ?in)",
    "(?:apne|apna|apni|aapke|aapka|aapki|apke|apka) (?:\\p{L}+ )?(?:email|e-mail|mail|office|company|kampani|work|college|university|microsoft 365|office 365)(?: ke| ka| ki)? (?:password|account|id|credentials)",
    "(?:pucha ja(?:y)?ega|puchha ja(?:y)?ega|maa?nga ja(?:y)?ega|kaha ja(?:y)?ega)",
    "(?:password|code|pin|otp|login|log in)",
  ),
  "ar-latn": pair(
    "ar-latn",
    "(?:log ?in|login|sign ?in|od5ol|odkhol|ed5ol|edkhol|sajel)",
    "(?:(?:account|password|pass|7esab|hesab|7sab) el ?(?:email|e-mail|mail|sho8l|shoghl|sharika|shirka|company|work|office|microsoft 365|office 365)|(?:7esab|hesab|7sab)(?:ak|ik)? (?:email|e-mail|mail|sho8l|shoghl|sharika|shirka)|(?:email|mail) (?:el ?)?(?:sho8l|shoghl|sharika|shirka))",
    "(?:haytlob minak|hayotlab minak|hayotlab menak|ra7 yotlab|7ayotlab|7aytlob)",
    "(?:password|pass|code|pin|otp)",
  ),
  ja: pair(
    "ja",
    "(?:サインイン|ログイン|ログオン)",
    "(?:(?:メール|会社|社内|職場|組織|大学|microsoft ?365|office ?365|outlook)(?:の)?(?:アカウント|パスワード|id|認証情報)|メールアドレスとパスワード)",
    "(?:求められます|求められる|入力を求め|要求されます)",
    "(?:パスワード|暗証番号|認証コード|確認コード|ワンタイム|pin|ログイン|サインイン)",
  ),
  zh: pair(
    "zh",
    "(?:登录|登陆|登入|登錄|登陸)",
    "(?:(?:企业|公司|单位|工作|大学|机构|組織|企業|邮箱|郵箱|电子邮件|電子郵件|microsoft ?365|office ?365)(?:邮箱|郵箱)?(?:账号|帐号|账户|帳號|帳戶|密码|密碼|凭据)|邮箱地址和密码|郵箱地址和密碼)",
    "(?:系统将要求|将要求您|将提示您|您将被要求|將要求您|系統將要求|您將被要求)",
    "(?:密码|密碼|验证码|驗證碼|动态码|口令|pin|登录|登入|登錄)",
  ),
  ko: pair(
    "ko",
    "(?:로그인|사인인)",
    "(?:(?:회사|업무|직장|기업|대학|기관|이메일|메일|microsoft ?365|office ?365) ?(?:계정|비밀번호|아이디)|이메일 주소와 비밀번호)",
    "(?:요청됩니다|요구됩니다|입력하라는 메시지가|입력하도록 요청)",
    "(?:비밀번호|암호|인증 ?코드|pin|otp|로그인)",
  ),
  sl: pair(
    "sl",
    "(?:prijavite se|prijavi se|prijaviti se|vpišite se|vpiši se)",
    "(?:(?:službeni|poslovni|e-?poštni|e-?mail|univerzitetni)\\p{L}* (?:račun|geslo|gesl|podatk)\\p{L}*|(?:geslom|računom) (?:za |od )?(?:e-?pošt|e-?mail|microsoft 365|office 365)\\p{L}*)",
    "(?:pozvani boste|boste pozvani|pozvan boš|boš pozvan|pozvana boš|vprašani boste|boste vprašani|od vas bo zahtevan\\p{L}*|sistem vas bo prosil)",
    "(?:geslo|gesla|kod|pin|prijav)",
    unmarked,
  ),
  lt: pair(
    "lt",
    "(?:prisijunkite|prisijunk|prisijungti)",
    "(?:darbo|įmonės|tarnybin|el\\. ?pašto|pašto|organizacijos|universiteto|microsoft 365|office 365)\\p{L}* (?:paskyr|slaptažod|prisijungimo duomen)\\p{L}*",
    "(?:jūsų bus paprašyta|būsite paprašyti|bus paprašyta|tavęs bus paprašyta)",
    "(?:slaptažod|kod|pin|prisijungti)",
    unmarked,
  ),
  lv: pair(
    "lv",
    "(?:pieslēdzieties|pieslēdzies|pierakstieties|pieraksties|ielogojieties|pieslēgties)",
    "(?:darba|uzņēmuma|e-?pasta|korporatīv|organizācijas|universitātes|microsoft 365|office 365)\\p{L}* (?:kont|parol|lietotāj)\\p{L}*",
    "(?:jums tiks lūgts|tev tiks lūgts|tiks pieprasīt\\p{L}*)",
    "(?:parol|kod|pin|pieslēgties|pierakstīties)",
    unmarked,
  ),
  et: pair(
    "et",
    "(?:logige sisse|logi sisse|sisselogimi)",
    "(?:töö|ettevõtte|firma|e-?posti|meili|organisatsiooni|ülikooli|microsoft 365|office 365)[- ]?(?:konto|parool|kasutaja)\\p{L}*",
    "(?:teilt küsitakse|sinult küsitakse|küsitakse teilt|küsitakse sinult|teil palutakse|sul palutakse|palutakse teil|palutakse sul)",
    "(?:parool|kood|pin|sisse logida|id-kaart|mobiil-id)",
    unmarked,
  ),
  ka: pair(
    "ka",
    "(?:შედით|შესვლა|შეხვიდეთ|შედი|ავტორიზაცია)",
    "(?:ელფოსტის|ელ\\. ?ფოსტის|სამსახურის|სამსახურეობრივი|კორპორატიული|კომპანიის|ორგანიზაციის|უნივერსიტეტის|microsoft 365|office 365) (?:ანგარიშ|პაროლ|მონაცემ)\\p{L}*",
    "(?:მოგთხოვენ|მოგეთხოვებათ|მოგეთხოვება)",
    "(?:პაროლ|კოდ|pin|პინ|შესვლა)",
  ),
  hy: pair(
    "hy",
    "(?:մուտք գործեք|մուտք գործիր|մուտք գործել)",
    "(?:էլ\\. ?փոստի|էլփոստի|աշխատանքային|կորպորատիվ|ընկերության|կազմակերպության|համալսարանի|microsoft 365|office 365) (?:հաշվ|գաղտնաբառ|տվյալ)\\p{L}*",
    "(?:կպահանջվի|ձեզ կխնդրեն|ձեզանից կխնդրեն)",
    "(?:գաղտնաբառ|կոդ|pin|մուտք)",
  ),
  mn: pair(
    "mn",
    "(?:нэвтэрнэ үү|нэвтрэх|нэвтэр)",
    "(?:ажлын|байгууллагын|компанийн|имэйл|и-мэйл|цахим шуудангийн|их сургуулийн|microsoft 365|office 365) (?:бүртгэл|нууц үг|хаяг)\\p{L}*",
    "(?:асуух болно|шаардах болно|хүсэх болно)",
    "(?:нууц үг|код|пин|pin|нэвтрэх)",
  ),
  jv: pair(
    "jv",
    "(?:mlebu|mlebet|login|log in)",
    "(?:akun|sandi|tembung sandi|password) (?:email|e-mail|kantor|perusahaan|kerja|kampus|universitas|microsoft 365|office 365)",
    "(?:sampeyan bakal dijaluk|panjenengan badhe dipun suwun|kowe bakal dijaluk|bakal dijaluk)",
    "(?:sandi|password|kode|pin|mlebu)",
  ),
  ku: pair(
    "ku",
    "(?:têkevin|têkeve|têketin|login)",
    "(?:hesab|şîfre|nasnav)\\p{L}* (?:xwe |we |te )?(?:yê |ya |a |ê )?(?:e-?name|e-?mail|îmeyl|kar|şirket|saziy|zanîngeh|microsoft 365|office 365)",
    "(?:dê ji we (?:bê|were) xwestin|ji we dê (?:bê|were) xwestin|dê ji te (?:bê|were) xwestin)",
    "(?:şîfre|koda|kod|pin|têketin)",
    unmarked,
  ),
  ckb: pair(
    "ckb",
    "(?:بچۆرە ژوورەوە|بچنە ژوورەوە|چوونەژوورەوە|چوونە ژوورەوە|لۆگ ئین)",
    "(?:هەژمار|ئەکاونت|وشەی نهێنی|پاسۆرد)(?:ی)? ?(?:ئیمەیڵ|ئیمەیل|ئیمێڵ|کار|کۆمپانیا|دامەزراوە|زانکۆ|microsoft 365|office 365)",
    "(?:داوات لێ دەکرێت|داواتان لێ دەکرێت|لێت دەپرسرێت|لێتان دەپرسرێت)",
    "(?:وشەی نهێنی|پاسۆرد|کۆد)",
  ),
};

const concept = (build: (row: LoginRow, lang: Lang) => Array<string | undefined>): PhraseTable =>
  conceptTable(ROWS, build);

/** The reader's own account asked for, or a page announced to ask for a password or code (→ the classifier's
 * `ownLogin`, read past negations). */
export const OWN_LOGIN: PhraseTable = concept((row) => [row.ownAccount, row.askedFor]);

/** The rows by language, for the test that every language has each concept. */
export const LOGIN_CUES: Readonly<Partial<Record<Lang, Readonly<LoginRow>>>> = ROWS;
