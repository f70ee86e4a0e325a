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

import { withRows } from "./agent-cues.js";
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
import { ADDRESS_LOGIN, READY_SECRET } from "./ready-cues.js";

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
      // The mailbox named as the credentials' owner: "after signing in with the credentials of the municipal mailbox".
      "(?:sign|log)(?:ing|ged)? ?(?:in|on) (?:with|using) the (?:credentials|password|login|username and password) of (?:the|your) (?:[\\p{L}-]+ ){0,2}?(?:mailbox|inbox|e-?mail account|work account|office account)",
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
        alt(
          "(?:mit|über) (?:ihrem|ihren|deinem|deinen|ihrer|deiner) (?:e-?mail|outlook|firmen|arbeits|büro|dienst|unternehmens|organisations|hochschul|universitäts|uni|microsoft(?:[- ]365)?|office[- ]365|google)-?(?:passwort|kennwort|konto|zugangsdaten|login|anmeldedaten|account|postfach|adresse und (?:ihrem |deinem )?(?:passwort|kennwort))",
          // Two accounts in one compound: "mit Ihrem Microsoft- oder Google-Konto".
          "(?:mit|über) (?:ihrem|ihren|deinem|deinen|ihrer|deiner) (?:microsoft|google|outlook|e-?mail|firmen|arbeits)- (?:oder|und|bzw\\.) (?:microsoft|google|outlook|e-?mail|firmen|arbeits)-?(?:passwort|kennwort|konto|zugangsdaten|login|account)",
        ),
      ),
      // Das Postfach als Eigentümer der Zugangsdaten: "nach Anmeldung mit den Zugangsdaten des Gemeindepostfachs".
      "(?:anmeld\\p{L}*|einlogg\\p{L}*|login|authentifizier\\p{L}*) mit (?:den|dem|der) (?:zugangsdaten|anmeldedaten|passwort|kennwort|login) (?:des|ihres|deines|eures) (?:\\p{L}+-?)?(?:postfach|postfachs|posteingangs|e-?mail-kontos|mailkontos|dienstkontos|arbeitskontos)",
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
    "(?:con|usando|utilizzando|tramite) (?:il |la |le |i )?(?:tuo |tua |tue |tuoi |suo |sua |sue |suoi |vostr[aoie] )?(?:account|credenziali|password|indirizzo e-?mail e password|utenza) (?:di posta|e-?mail|della (?:tua |sua )?(?:posta|email|casella)|aziendal[ie]|di lavoro|istituzional[ie]|universitari[eo]|dell'ufficio|dello studio|microsoft(?: 365)?|office 365|outlook|google|di rete|della (?:tua |sua |vostra )?(?:azienda|società|organizzazione))",
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

// Sign-in under a threat, and the reader's own login loosened (two concepts more, one row per language).
//
// A lure asks the reader to sign in, verify or re-authenticate and says what is lost if not: "sign in within 24 hours
// or …", "unless you (or the owner) sign in", "workspaces that do not re-authenticate will be suspended", "your
// listing will be unpublished unless the owner signs in". Whatever is threatened (an account, a workspace, a listing,
// a shop, a membership, a payment run), the sign-in verb meets a threat or a deadline in one sentence. These rows go
// to the phishing lures (lexicon/phishing.ts, the classifier's `lure`). A service's own "sign in at any time", "just
// sign in again" (a session that ended), "your subscription renews on …" names neither.
//
// The reader's own login, loosened (→ OWN_LOGIN): an ACTIVE request to enter or confirm a code or a password after
// signing in ("sign in and re-enter your one-time code", "confirm the code you will receive by SMS"; never "enter
// the code we sent you to finish signing in", where the code comes first and signing in is what it finishes), and
// the reader's own mailbox named with stacked qualifiers or an article ("your business e-mail account", "with the
// company account", "using your e-mail and current password"). A bare "e-mail and password" is what every service
// asks for on its own page; only the CURRENT password, the reader's existing mailbox or work account, is the harvest.

/** One row per language of the two concepts. Fields are alternations (regex sources, lowercase). */
export interface LureRow {
  /** Sign in, log in, verify, re-authenticate, confirm one's identity: imperative, infinitive, third person ("the
   * owner signs in"). Not a bare "confirm" (an appointment is confirmed). */
  login: string;
  /** What follows if not: will be suspended, deleted, archived, unpublished, locked, deactivated, put on hold,
   * delayed; access lost. */
  threat: string;
  /** A deadline or a condition beside the sign-in: within N hours, before a time, unless, otherwise. Never a bare
   * "if not" (support mail says "if you cannot sign in"). */
  when: string;
  /** After the sign-in, an active request to enter, re-enter or confirm a code or the password (a conjunction or
   * "then" first, where the language has one; a possessive or a qualified code: not a promo code). */
  enter: string;
  /** The reader's mailbox or work account loosened: "e-mail and current password", "business e-mail account",
   * "with the company account". */
  mail: string;
}

/** How each language's entries are spelled (the same as its login row). */
export const LURE_SPELL: Partial<Record<Lang, (source: string) => string>> = {
  pl: unmarked,
  vi: unmarkedVi,
  yo: yoruba,
  ig: unmarked,
  ha: hausa,
  az: azerbaijani,
  uz: uzbek,
  cs: unmarked,
  sk: unmarked,
  el: unmarked,
  ro: romanian,
  hu: unmarked,
  sh: serbian,
  sl: unmarked,
  lt: unmarked,
  lv: unmarked,
  et: unmarked,
  ku: unmarked,
};

const LURE_ROWS: Partial<Record<Lang, LureRow>> = {
  en: {
    login:
      "(?:sign(?:s|ed|ing)? ?(?:back )?in|log(?:s|ged|ging)? ?(?:back )?in|re-?log ?in|re-?authenticat\\p{L}*|authenticat(?:e|es)|re-?verif\\p{L}*|verif(?:y|ies) (?:your |their |the )?(?:identity|account|ownership|access|login)|re-?confirm\\p{L}*|confirm(?:s)? (?:your |the |their )?(?:identity|ownership|account|access|credentials))",
    threat:
      "(?:will|would|may|shall) (?:then )?(?:be|get) (?:automatically |permanently |temporarily )?(?:suspended|locked|disabled|deleted|deactivated|archived|unpublished|closed|blocked|frozen|terminated|revoked|paused|put on hold|placed on hold|delayed|purged|restricted)|(?:will|may) lose (?:your |their )?access",
    when: "(?:within|in the next) (?:\\d{1,3}|twenty-four|forty-eight) ?(?:hours?|hrs?|days?)|(?:before|by) \\d{1,2}(?::\\d{2})? ?(?:am|pm|utc|gmt|cet|today|tonight)|(?:before|by) (?:midnight|tomorrow|end of (?:the )?day)|unless|otherwise|or else",
    enter:
      "(?:and|then)(?: please)? (?:re-?enter|enter|type|confirm|provide|submit) (?:your (?:one-time |6-digit |\\d-digit |verification |security |sms |otp |authentication |access |login |current )?(?:code|passcode|password|pin)|the (?:one-time|6-digit|\\d-digit|verification|security|sms|otp|authentication|access) (?:code|passcode|pin)|the code (?:you will|you'll) receive)|(?:with|using) your (?:[\\p{L}\\p{N}]+ ){0,3}?(?:user ?id|username|user name|login|e-?mail|account)[^.\\n]{0,12}?password[^.\\n]{0,25}?(?:one-time|otp|verification|security|token|sms|2fa|mfa|authenticator) (?:code|passcode|pin)",
    mail: "(?:your|the|their) (?:e-?mail(?: address)?|username|user name|login) and (?:your |their )?(?:current|existing|usual|present) password|(?:current|existing) (?:e-?mail|mailbox|network|windows) password|(?:business|company|work|corporate|organi[sz]ation(?:al)?|office) e-?mail account|(?:with|using|via) (?:the|a) (?:company|business|work|corporate|organi[sz]ation(?:al)?|office|staff|school|university) (?:e-?mail |microsoft |google |365 )?(?:account|credentials|login)",
  },
  de: {
    login:
      "(?:melden sie sich|melde dich|anmelden|anmeldung|einloggen|loggen sie sich|logge dich|authentifizieren sie sich|authentifiziere dich|sich (?:nicht )?(?:erneut |neu )?(?:anmeldet|einloggt|authentifiziert)|meldet sich (?:\\p{L}+ ){0,2}?an|verifizieren sie (?:ihr|ihre|sich)|bestätigen sie (?:ihre|die) (?:identität|inhaberschaft|zugangsdaten))",
    threat:
      "(?:wird|werden) (?:\\p{L}+ ){0,3}?(?:gesperrt|gelöscht|deaktiviert|archiviert|geschlossen|pausiert|ausgesetzt|zurückgehalten|verzögert|depubliziert|offline genommen|eingefroren|stillgelegt)|(?:verlieren sie|verlierst du) (?:den |ihren |deinen )?zugriff",
    when: "innerhalb (?:der nächsten |von )?\\d{1,3} (?:stunden|std|tagen)|binnen \\d{1,3} (?:stunden|tagen)|bis (?:spätestens )?(?:morgen|heute|\\d{1,2}(?:[.:]\\d{2})? uhr)|vor \\d{1,2}(?::\\d{2})? uhr|es sei denn|andernfalls",
    enter:
      "(?:und|dann|danach|anschließend) (?:geben sie|gib|bestätigen sie|bestätige) (?:\\p{L}+ ){0,2}?(?:ihren |ihr |deinen |dein |den )(?:\\p{L}+ )?(?:einmalcode|bestätigungscode|sicherheitscode|sms-code|code|tan|pin|passwort|kennwort)(?! (?:zum|für den) (?:rabatt|gutschein))|(?:und|dann|danach) (?:ihren|deinen) (?:\\p{L}+ )?(?:code|einmalcode|sms-code|tan|pin|passwort|kennwort) (?:erneut )?(?:eingeben|bestätigen)",
    mail: "(?:e-?mail-?adresse|e-?mail|benutzername) und (?:ihr(?:em)? |dein(?:em)? )?(?:aktuelle[mns]?|bisherige[mns]?|bestehende[mns]?) (?:passwort|kennwort)|(?:geschäftlichen|beruflichen) e-?mail-?(?:konto|account|postfach)|(?:mit|über) dem (?:firmen|geschäfts|arbeits)-?(?:e-?mail-?)?(?:konto|account)",
  },
  fr: {
    login:
      "(?:connectez-vous|reconnectez-vous|connecte-toi|reconnecte-toi|identifiez-vous|authentifiez-vous|se connecter|se reconnecter|vous connecter|vous reconnecter|se connecte|se reconnecte|vérifiez votre (?:identité|compte)|confirmez votre (?:identité|propriété))",
    threat:
      "(?:sera|seront|serait) (?:\\p{L}+ ){0,2}?(?:suspendu|supprimé|désactivé|archivé|bloqué|verrouillé|fermé|retiré|dépublié|mis en attente|retardé|gelé|résilié)e?s?|perdr(?:ez|a|ont) (?:l'|votre |leur )?accès",
    when: "(?:dans les|sous|d'ici) \\d{1,3} ?(?:heures|h|jours)|avant (?:\\d{1,2} ?h|\\d{1,2}:\\d{2}|demain|ce soir|minuit)|à moins que|sauf si|faute de quoi|sinon",
    enter:
      "(?:et|puis|ensuite) (?:\\p{L}+ )?(?:saisissez|saisis|entrez|entre|ressaisissez|confirmez|confirme|indiquez) (?:(?:votre|ton) (?:code|mot de passe)|le code (?:à usage unique|de vérification|de sécurité|sms|otp|reçu|que vous (?:allez )?recev))",
    mail: "(?:adresse e-?mail|e-?mail|identifiant) et (?:votre |ton )?mot de passe (?:actuel|habituel|existant)|(?:avec|via|au moyen de|à l'aide de) (?:le|la|votre|ton) (?:compte|messagerie) (?:e-?mail |de messagerie )?(?:professionnel(?:le)?|de l'entreprise|de la société|du cabinet)",
  },
  es: {
    login:
      "(?:inicie sesión|inicia sesión|iniciar sesión|inicien sesión|vuelva a iniciar sesión|acceda|accede|acceder|ingrese|ingresa|identifíquese|identifícate|autentíquese|autentícate|verifique su (?:identidad|cuenta)|confirme su (?:identidad|titularidad))",
    threat:
      "(?:será|serán|quedará|quedarán) (?:\\p{L}+ ){0,2}?(?:suspendid|eliminad|desactivad|archivad|bloquead|cerrad|retirad|despublicad|congelad|retrasad)[ao]s?|(?:perderá|perderán) (?:el )?acceso",
    when: "(?:en las próximas|dentro de las?|en un plazo de) \\d{1,3} (?:horas|días)|antes de las? \\d|antes de (?:mañana|la medianoche)|a menos que|salvo que|de lo contrario|en caso contrario",
    enter:
      "(?:y|luego|después) (?:\\p{L}+ )?(?:introduzca|introduce|ingrese|ingresa|confirme|confirma|escriba|vuelva a introducir) (?:(?:su|tu) (?:código|contraseña|clave|pin)|el código (?:de (?:verificación|seguridad|un solo uso)|sms|otp|que (?:recibirá|recibirás|le llegará|te llegará|reciba|recibas)))",
    mail: "(?:correo(?: electrónico)?|e-?mail|usuario) y (?:su |tu )?contraseña (?:actual|habitual|de siempre)|(?:con|usando|mediante) (?:la|una) cuenta (?:de correo )?(?:de la empresa|corporativa|empresarial|de trabajo|institucional)",
  },
  it: {
    login:
      "(?:accedi|acceda|accedere|effettua l'accesso|effettui l'accesso|effettuare l'accesso|riaccedi|loggati|autenticati|si autentichi|autenticarsi|verifica la tua (?:identità|account)|verifichi la sua identità|conferma la (?:tua|sua) identità)",
    threat:
      "(?:sarà|saranno|verrà|verranno) (?:\\p{L}+ ){0,2}?(?:sospes|eliminat|disattivat|archiviat|bloccat|chius|rimoss|congelat|ritardat|oscurat)[oaie]|perder(?:ai|à|anno) (?:l')?accesso",
    when: "entro (?:le )?(?:\\d{1,3} (?:ore|giorni)|domani|stasera|mezzanotte|le ore \\d)|prima delle \\d|a meno che|salvo che|altrimenti|in caso contrario",
    enter:
      "(?:e|poi|quindi) (?:\\p{L}+ )?(?:inserisci|inserisca|reinserisci|conferma|confermi|digita|digiti) (?:(?:il tuo|il suo|la tua|la sua) (?:codice|password|pin)|il codice (?:di verifica|di sicurezza|otp|sms|monouso|che (?:riceverai|riceverà)))",
    mail: "(?:indirizzo e-?mail|e-?mail|nome utente) e (?:la )?(?:tua |sua )?password (?:attuale|abituale|corrente)|(?:con|tramite|usando) (?:l'|il |un )account (?:e-?mail |di posta )?(?:aziendale|di lavoro|dell'azienda|istituzionale)",
  },
  pt: {
    login:
      "(?:entre na (?:sua )?conta|acesse|aceda|inicie sessão|iniciar sessão|inicie a sessão|faça login|fazer login|faz login|autentique-se|autentica-te|verifique (?:a )?sua identidade|confirme (?:a )?(?:sua )?(?:identidade|titularidade))",
    threat:
      "(?:será|serão|ficará|ficarão) (?:\\p{L}+ ){0,2}?(?:suspens|excluíd|eliminad|desativad|arquivad|bloquead|encerrad|removid|despublicad|congelad|atrasad)[oa]s?|perder(?:á|ão) (?:o )?acesso",
    when: "(?:nas próximas|em até|dentro de|no prazo de) \\d{1,3} (?:horas|dias)|antes das \\d|até (?:amanhã|às \\d|as \\d)|a menos que|salvo se|caso contrário|do contrário",
    enter:
      "(?:e|depois|em seguida) (?:\\p{L}+ )?(?:insira|digite|introduza|confirme|informe|reintroduza) (?:(?:o seu|a sua|seu|sua|o teu|a tua) (?:código|senha|palavra-passe|pin)|o código (?:de verificação|de segurança|sms|otp|que (?:receberá|vai receber|irá receber)))",
    mail: "(?:e-?mail|endereço de e-?mail|usuário|utilizador) e (?:a )?(?:sua |seu )?(?:senha|palavra-passe) (?:atual|habitual|de sempre)|(?:com a|com uma|usando a|através da|por meio da) conta (?:de e-?mail )?(?:da empresa|corporativa|empresarial|de trabalho|institucional)",
  },
  nl: {
    login:
      "(?:log (?:[\\p{L}\\p{N}]+ ){0,4}?in|log(?= binnen \\d)|meld (?:u |je )?(?:[\\p{L}\\p{N}]+ ){0,3}?aan|meld (?:u |je )?(?=binnen \\d)|aanmelden|inloggen|inlogt|in te loggen|logt (?:\\p{L}+ ){0,2}?in|verifieer (?:uw|je) (?:identiteit|account)|bevestig (?:uw|je) (?:identiteit|eigendom))",
    threat:
      "(?:wordt|worden|zal|zullen) (?:\\p{L}+ ){0,3}?(?:geblokkeerd|verwijderd|gedeactiveerd|gearchiveerd|opgeschort|gesloten|offline gehaald|bevroren|vertraagd|stopgezet|gepauzeerd)|(?:verliest|verlies je) (?:de |uw |je )?toegang",
    when: "binnen \\d{1,3} (?:uur|dagen)|vóór \\d|voor \\d{1,2}[.:]\\d{2}|uiterlijk (?:morgen|vandaag|\\d)|tenzij",
    enter:
      "(?:en|daarna|vervolgens|dan) (?:\\p{L}+ )?(?:voer|vul|geef|bevestig) (?:daarna |dan |nu |vervolgens |hier )?(?:uw|je|jouw) (?:\\p{L}+ )?(?:code|wachtwoord|pincode|sms-code|verificatiecode)|(?:en|daarna|vervolgens) (?:uw|je) (?:eenmalige |sms-|verificatie)?(?:code|wachtwoord) (?:opnieuw )?(?:invoeren|invullen|bevestigen)",
    mail: "(?:zakelijke|bedrijfs|werk|organisatie)[- ]?(?:e-?mail)-?account|(?:e-?mailadres|gebruikersnaam) en (?:uw |je )?(?:huidige|bestaande) wachtwoord|met het (?:bedrijfs|zakelijke |werk)(?:account|e-?mailaccount)",
  },
  pl: {
    login:
      "(?:zaloguj się|zaloguj|zalogować|zalogowania|zalogowanie|zaloguje się|zalogują się|uwierzytelnij|zweryfikuj (?:swoją )?tożsamość|potwierdź (?:swoją )?tożsamość|kont\\p{L}* (?:\\p{L}+ ){0,2}?(?:musi|muszą|powinno|powinny) (?:zostać |być )?zweryfikowan\\p{L}*)",
    threat:
      "(?:zostanie|zostaną|będzie|będą) (?:\\p{L}+ ){0,2}?(?:zablokowan|usunięt|zawieszon|dezaktywowan|zarchiwizowan|zamknięt|wstrzyman|opóźnion|wyłączon)\\p{L}*|(?:stracisz|utracisz|straci pan|straci pani) dostęp",
    when: "w ciągu \\d{1,3} (?:godzin|dni)|(?:przed|do) (?:godz\\. )?\\d{1,2}[:.]\\d{2}|do \\d{1,2}[./]\\d{1,2}[./]\\d{2,4}|do jutra|chyba że|w przeciwnym razie",
    enter:
      "(?:i|a następnie|następnie|potem) (?:\\p{L}+ )?(?:wprowadź|wpisz|podaj|potwierdź|wprowadzić|wpisać|podać|potwierdzić) (?:swój |twój )?(?:kod (?:jednorazowy|sms|weryfikacyjny|z sms|który otrzymasz)|jednorazowy kod|kod sms|hasło|pin)",
    mail: "(?:firmow|służbow)\\p{L}* (?:kont\\p{L}* )?(?:e-?mail\\p{L}*|poczt\\p{L}*)|(?:adres\\p{L}* e-?mail|e-?mail\\p{L}*|login\\p{L}*) i (?:aktualn|obecn|dotychczasow)\\p{L}* hasł\\p{L}*|(?:kontem|przez konto) (?:firmowym|służbowym|firmowe|służbowe)",
  },
  sv: {
    login:
      "(?:logga in|logga på|logga dig in|loggar in|loggat in|verifiera (?:ditt|din) (?:konto|identitet)|bekräfta (?:din )?identitet)",
    threat:
      "(?:kommer att|kommer|blir|kan) (?:\\p{L}+ ){0,2}?(?:spärras|raderas|tas bort|inaktiveras|arkiveras|stängs|blockeras|pausas|avpubliceras|försenas|frysas|låsas|spärrad|raderad|inaktiverad|stängd|låst|försenad)|(?:förlorar|mister) (?:du )?(?:åtkomst|tillgång)",
    when: "inom \\d{1,3} (?:timmar|dagar|h)|(?:före|innan|senast) (?:kl\\.? ?)?\\d|senast (?:i morgon|imorgon|idag)|om (?:du |ni |ägaren )?inte|annars",
    enter:
      "(?:och|sedan|därefter) (?:\\p{L}+ )?(?:ange|anger|skriv in|fyll i|bekräfta|bekräftar) (?:sedan |därefter |nu )?(?:din|ditt) (?:\\p{L}+ )?(?:(?:engångs|verifierings|sms-|bekräftelse|säkerhets)?kod|lösenord|pinkod|pin)|(?:och|sedan) (?:ange|skriv in|bekräfta) (?:engångskoden|verifieringskoden|sms-koden|koden (?:du får|som du får|du kommer att få))",
    mail: "(?:e-?postadress|e-?post|användarnamn) och (?:ditt )?(?:nuvarande|befintliga|vanliga) lösenord|(?:företags|jobb|arbets|tjänste)-?e-?postkonto|med (?:företagets|organisationens) (?:konto|e-?postkonto)",
  },
  ru: {
    login:
      "(?:войдите|войди|войти|авторизуйтесь|авторизуйся|авторизоваться|выполните вход|выполнить вход|не войд[её]т\\p{L}*|пройдите (?:повторную )?(?:проверку|авторизацию|аутентификацию|верификацию)|подтвердите (?:свою |вашу )?личность|повторно войдите)",
    threat:
      "(?:будет|будут) (?:\\p{L}+ ){0,2}?(?:заблокирован|удал[её]н|приостановлен|отключ[её]н|деактивирован|архивирован|заархивирован|закрыт|снят\\p{L}* с публикации|заморожен|задержан)\\p{L}*|потеряете доступ|лишитесь доступа",
    when: "в течение \\d{1,3} (?:час|дн|сут)\\p{L}*|до \\d{1,2}[:.]\\d{2}|до (?:завтра|конца (?:дня|суток))|иначе|в противном случае",
    enter:
      "(?:и|затем|после этого|потом) (?:\\p{L}+ )?(?:введите|введи|подтвердите|укажите|повторно введите) (?:ваш |свой |твой |одноразовый |полученный |проверочный ){0,2}(?:код|пароль|пин)\\p{L}*",
    mail: "(?:электронн\\p{L}* почт\\p{L}*|почт\\p{L}*|e-?mail|логин\\p{L}*) и (?:текущ|действующ|прежн)\\p{L}* парол\\p{L}*|(?:корпоративн|рабоч|служебн)\\p{L}* (?:почтов\\p{L}* )?(?:аккаунт|учётн|учетн)\\p{L}*",
  },
  zh: {
    login: "(?:登录|登陆|登入|登錄|登陸|重新验证|重新驗證|验证身份|驗證身份|完成验证|完成驗證|重新认证|重新認證)",
    threat:
      "(?:将|將|会|會|即将|即將)(?:被)?(?:暂停|暫停|删除|刪除|停用|冻结|凍結|封禁|归档|歸檔|下架|锁定|鎖定|关闭|關閉|延迟|延遲|注销|註銷)",
    when: "(?:小时|小時|天)(?:之)?[内內]|(?:今天|今日|明天)\\d{1,2}[:：点點]|(?:在|于|於)\\d{1,2}[:：点點]\\d{0,2}(?:前|之前)|除非|否则|否則",
    enter:
      "(?:并|並|然后|然後|再)(?:重新)?(?:输入|輸入|确认|確認|填写|填寫)(?:您的|你的|您收到的|收到的|一次性|短信)?(?:验证码|驗證碼|动态码|動態碼|密码|密碼|口令)",
    mail: "(?:邮箱|郵箱|电子邮件|電子郵件)(?:地址)?(?:和|及|与|與)(?:当前|當前|现有|現有|原)(?:的)?(?:密码|密碼)|(?:企业|企業|公司|工作|办公|辦公)(?:邮箱|郵箱|邮件|郵件)?(?:账户|帳戶|账号|帳號)",
  },
  ja: {
    login: "(?:サインイン|ログイン|ログオン|再認証|本人確認|再ログイン)",
    threat:
      "(?:停止|削除|凍結|無効化|アーカイブ|非公開|ロック|閉鎖|保留|遅延|利用停止)(?:され|となり|になり|いたし|し)(?:ます|る)",
    when: "時間以内|日以内|(?:本日|明日|今日)中|時まで|(?:しない|されない)場合",
    enter:
      "(?:して|し、|の上)(?:、)?(?:ワンタイム|確認|認証|sms|届いた|受信した)?(?:コード|パスワード|暗証番号)を(?:再)?(?:入力|確認)",
    mail: "(?:メールアドレス|メール)と(?:現在の|今の|既存の)パスワード|(?:会社|企業|業務|職場|社内)(?:の)?(?:メール)?(?:アカウント)",
  },
  cs: {
    login:
      "(?:přihlaste se|přihlas se|přihlásit se|přihlásí se|nepřihlásí\\p{L}*|přihlášení|ověřte (?:svou )?(?:identitu|totožnost|účet)|potvrďte (?:svou )?totožnost)",
    threat:
      "(?:bude|budou) (?:\\p{L}+ ){0,2}?(?:zablokován|smazán|odstraněn|pozastaven|deaktivován|archivován|uzavřen|zmrazen|zpožděn)\\p{L}*|(?:ztratíte|přijdete o) přístup",
    when: "(?:do|během) \\d{1,3} (?:hodin|dnů|dní)|(?:do|před) \\d{1,2}[:.]\\d{2}|do zítřka|jinak|v opačném případě",
    enter:
      "(?:a|poté|potom|následně) (?:\\p{L}+ )?(?:zadejte|zadej|potvrďte|vyplňte) (?:svůj |váš |jednorázový |ověřovací |sms ){0,2}(?:kód|heslo|pin)",
    mail: "(?:e-?mail\\p{L}*|e-?mailov\\p{L}* adres\\p{L}*|uživatelsk\\p{L}* jmén\\p{L}*) a (?:aktuální|stávající|současn)\\p{L}* hesl\\p{L}*|(?:firemní|pracovní|služební)\\p{L}* e-?mailov\\p{L}* účt?\\p{L}*|(?:firemním|pracovním|služebním) účtem",
  },
  el: {
    login:
      "(?:συνδεθείτε|συνδέσου|συνδεθεί|συνδεθούν|ξανασυνδεθείτε|επαληθεύστε (?:την ταυτότητά|τον λογαριασμό)|επιβεβαιώστε την ταυτότητά)",
    threat:
      "(?:θα|πρόκειται να) (?:\\p{L}+ ){0,2}?(?:ανασταλ|απενεργοποι|διαγραφ|αρχειοθετ|κλειδω|κλείσει|αποσυρθ|παγώσ|καθυστερ|μπλοκαρ)\\p{L}*|θα χάσετε (?:την )?πρόσβαση",
    when: "(?:εντός|μέσα σε) \\d{1,3} (?:ωρών|ώρες|ημερών|μέρες)|(?:πριν|έως) (?:τις )?\\d{1,2}[:.]\\d{2}|εκτός (?:αν|εάν)|διαφορετικά|αλλιώς",
    enter:
      "(?:και|έπειτα|στη συνέχεια) (?:\\p{L}+ )?(?:εισαγάγετε|πληκτρολογήστε|επιβεβαιώστε|καταχωρίστε) (?:ξανά )?(?:τον |το )?(?:κωδικό (?:μιας χρήσης|επαλήθευσης|sms|που θα λάβετε)|κωδικό σας|pin)",
    mail: "(?:email|e-mail|διεύθυνση email) και (?:τον )?(?:τρέχοντα|υπάρχοντα|τωρινό) κωδικό|(?:εταιρικ|επαγγελματικ|υπηρεσιακ)\\p{L}* (?:λογαριασμ\\p{L}* )?(?:email|ηλεκτρονικού ταχυδρομείου)",
  },
  tr: {
    login:
      "(?:giri[şs] yap\\p{L}*|oturum a[çc]\\p{L}*|tekrar giri[şs]|yeniden giri[şs]|do[ğg]rulama yap\\p{L}*|kimli[ğg]inizi do[ğg]rula\\p{L}*|hesab[ıi]n[ıi]z[ıi] do[ğg]rula\\p{L}*)",
    threat:
      "(?:ask[ıi]ya al[ıi]nacak\\p{L}*|silinecek\\p{L}*|kapat[ıi]lacak\\p{L}*|dondurulacak\\p{L}*|devre d[ıi][şs][ıi] b[ıi]rak[ıi]lacak\\p{L}*|engellenecek\\p{L}*|ar[şs]ivlenecek\\p{L}*|kilitlenecek\\p{L}*|yay[ıi]ndan kald[ıi]r[ıi]lacak\\p{L}*|gecikecek\\p{L}*|eri[şs]iminizi kaybedeceks\\p{L}*)",
    when: "(?:saat|gün) i[çc]inde|saat \\d{1,2}[:.]\\d{2}'?(?:[ae]|y[ae])? kadar|yar[ıi]na kadar|aksi (?:halde|takdirde)|yapmazsan[ıi]z|a[çc]mazsan[ıi]z",
    enter:
      "(?:ve|ard[ıi]ndan|sonra) (?:\\p{L}+ ){0,2}?(?:kodunuzu|[şs]ifrenizi|parolan[ıi]z[ıi]|pin kodunuzu|tek kullan[ıi]ml[ıi]k kodu|do[ğg]rulama kodunu|sms kodunu|alaca[ğg][ıi]n[ıi]z kodu) (?:tekrar |yeniden )?(?:girin|giriniz|onaylay[ıi]n|do[ğg]rulay[ıi]n)",
    mail: "(?:e-?posta(?: adresiniz)?|kullan[ıi]c[ıi] ad[ıi]n[ıi]z) ve (?:mevcut|[şs]u anki|g[üu]ncel) (?:[şs]ifre|parola)\\p{L}*|(?:kurumsal|[şs]irket|i[şs]) e-?posta hesab\\p{L}*|(?:[şs]irket|kurumsal) hesab[ıi]n[ıi]zla",
  },
  id: {
    login:
      "(?:masuk (?:kembali|ulang|ke akun|ke portal|ke)|login|log in|verifikasi (?:akun|identitas)|autentikasi ulang)",
    threat:
      "akan (?:\\p{L}+ ){0,2}?(?:dinonaktifkan|diblokir|dihapus|ditangguhkan|diarsipkan|ditutup|dibekukan|ditunda|diturunkan|dikunci)|kehilangan akses",
    when: "dalam (?:waktu )?\\d{1,3} (?:jam|hari)|sebelum (?:pukul |jam )?\\d{1,2}[:.]\\d{2}|paling lambat (?:besok|hari ini|\\d)|kecuali (?:anda|pemilik|admin)",
    enter:
      "(?:dan|lalu|kemudian) (?:\\p{L}+ )?(?:masukkan|ketik|konfirmasi) (?:kembali )?(?:kode (?:otp|verifikasi|sekali pakai|anda|sms|yang akan)|kata sandi|sandi|pin|otp)",
    mail: "(?:email|alamat email|nama pengguna) dan (?:kata sandi|sandi|password) (?:saat ini|anda saat ini|yang sekarang|lama)|akun email (?:perusahaan|kantor|kerja|bisnis)|akun (?:perusahaan|kantor)",
  },
  vi: {
    login: "(?:đăng nhập|xác thực lại|xác minh danh tính|xác minh tài khoản)",
    threat:
      "(?:sẽ|có thể) (?:\\p{L}+ ){0,2}?(?:khóa|khoá|tạm ngưng|tạm dừng|vô hiệu hóa|vô hiệu hoá|xóa|xoá|lưu trữ|gỡ|đình chỉ|chậm)|mất quyền truy cập",
    when: "trong (?:vòng )?\\d{1,3} (?:giờ|ngày)|trước \\d{1,2}[:h]|trước (?:ngày mai|nửa đêm)|trừ khi|nếu không thì",
    enter:
      "(?:và|rồi|sau đó) (?:\\p{L}+ ){0,2}?(?:nhập|xác nhận) (?:lại )?(?:mã (?:otp|xác (?:thực|minh|nhận)|bạn nhận được|một lần)|mật khẩu|otp)",
    mail: "(?:email|địa chỉ email|tên đăng nhập) và mật khẩu (?:hiện tại|hiện có|cũ)|tài khoản (?:email )?(?:công ty|doanh nghiệp|công việc|cơ quan)",
  },
  sw: {
    login: "(?:ingia|ingieni|kuingia|aingie|uingie|thibitisha utambulisho|thibitisha akaunti)",
    threat:
      "(?:itasimamishwa|zitasimamishwa|itafutwa|zitafutwa|itafungwa|zitafungwa|itazuiwa|zitazuiwa|itaondolewa|zitaondolewa|itachelewa|zitachelewa|itasitishwa|zitasitishwa|utapoteza (?:ufikiaji|idhini))",
    when: "ndani ya (?:saa|siku) \\d{1,3}|kabla ya saa \\d|kabla ya (?:kesho|usiku)|isipokuwa|la sivyo|vinginevyo",
    enter:
      "(?:na|kisha|halafu) (?:\\p{L}+ )?(?:weka|ingiza|andika|thibitisha) (?:tena )?(?:msimbo|nambari ya siri|nenosiri|pin|nywila|otp)",
    mail: "(?:barua pepe|anwani ya barua pepe|jina la mtumiaji) na (?:nenosiri|nywila) (?:lako |yako )?(?:la sasa|ya sasa|lililopo)|akaunti ya (?:barua pepe ya )?(?:kampuni|kazi|ofisi)",
  },
  hi: {
    login: "(?:लॉग ?इन|लॉगिन|साइन ?इन|सत्यापित कर|दोबारा लॉग|पुनः प्रमाणीकरण)",
    threat:
      "(?:निलंबित|बंद|ब्लॉक|डिलीट|हटा|निष्क्रिय|संग्रहीत|आर्काइव|फ्रीज|रोक|लॉक)(?: कर)? (?:दिया|दिए|दी) जाएग|(?:निलंबित|बंद|ब्लॉक|निष्क्रिय|लॉक|होल्ड पर|डिलीट) हो जाएग|(?:देरी|विलंब) होग|(?:पहुँच|पहुंच|एक्सेस) खो",
    when: "(?:घंटे|घंटों|दिन|दिनों) (?:के भीतर|के अंदर)|बजे से पहले|जब तक (?:आप|मालिक)|अन्यथा|वरना",
    enter: "(?:और|फिर|उसके बाद) (?:\\S+ ){0,2}?(?:कोड|ओटीपी|otp|पासवर्ड|पिन) (?:दोबारा |फिर से )?(?:दर्ज|डालें|भरें|पुष्टि)",
    mail: "(?:ईमेल|ई-मेल)(?: पता)? और (?:मौजूदा|वर्तमान|पुराने|पुराना) पासवर्ड|(?:कंपनी|ऑफिस|कार्यालय|बिज़नेस|व्यावसायिक)(?: के| की| का)? (?:ईमेल )?(?:अकाउंट|खाते|खाता)",
  },
  bn: {
    login: "(?:লগ ?ইন|লগইন|সাইন ?ইন|যাচাই করুন|পুনরায় লগ)",
    threat:
      "(?:স্থগিত|বন্ধ|ব্লক|মুছে|নিষ্ক্রিয়|আর্কাইভ|লক|হোল্ডে) (?:করে দেওয়া হবে|করা হবে|দেওয়া হবে|হয়ে যাবে|ফেলা হবে|রাখা হবে)|(?:বিলম্ব|দেরি) হবে|অ্যাক্সেস হারাবেন",
    when: "(?:ঘণ্টা|ঘন্টা|দিন)(?:র)? (?:মধ্যে|ভিতরে)|যদি না|অন্যথায়|নইলে",
    enter:
      "(?:এবং|তারপর|তারপরে) (?:\\S+ ){0,2}?(?:কোড|ওটিপি|otp|পাসওয়ার্ড|পিন) (?:আবার |পুনরায় )?(?:দিন|লিখুন|প্রবেশ করান|নিশ্চিত করুন)",
    mail: "(?:ইমেল|ইমেইল)(?: ঠিকানা)? (?:এবং|ও) (?:বর্তমান|বিদ্যমান) পাসওয়ার্ড|(?:কোম্পানি|অফিস|কর্মক্ষেত্র|ব্যবসায়িক)(?:র)? (?:ইমেল |ইমেইল )?(?:অ্যাকাউন্ট|একাউন্ট)",
  },
  uk: {
    login:
      "(?:увійдіть|увійди|увійти|авторизуйтеся|авторизуйся|авторизуватися|виконайте вхід|не увійдете|пройдіть (?:повторну )?(?:перевірку|авторизацію|автентифікацію|верифікацію)|підтвердіть (?:свою |вашу )?особу)",
    threat:
      "(?:буде|будуть) (?:\\p{L}+ ){0,2}?(?:заблоковано|заблокован|видален|призупинен|вимкнен|деактивован|архівован|заархівован|закрит|заморожен|затриман)\\p{L}*|втратите доступ",
    when: "(?:протягом|впродовж) \\d{1,3} (?:годин|дн|діб)\\p{L}*|до \\d{1,2}[:.]\\d{2}|до (?:завтра|кінця дня)|інакше|в іншому разі",
    enter:
      "(?:і|й|та|потім|після цього) (?:\\p{L}+ )?(?:введіть|підтвердіть|вкажіть) (?:ваш |свій |одноразовий |отриманий ){0,2}(?:код|пароль|пін)\\p{L}*",
    mail: "(?:електронн\\p{L}* пошт\\p{L}*|пошт\\p{L}*|e-?mail|логін\\p{L}*) (?:і|та) (?:поточн|чинн|діюч|теперішн)\\p{L}* парол\\p{L}*|(?:корпоративн|робоч|службов)\\p{L}* (?:поштов\\p{L}* )?(?:акаунт|обліков)\\p{L}*",
  },
  ur: {
    login: "(?:لاگ ان|لاگ اِن|لاگان|سائن ان|تصدیق کریں|دوبارہ تصدیق)",
    threat:
      "(?:معطل|بند|بلاک|حذف|ڈیلیٹ|غیر فعال|آرکائیو|لاک|منجمد|روک)(?: کر)? (?:دیا|دی|دیے|لیا) جائے گ|(?:معطل|بند|بلاک|غیر فعال|لاک) ہو جائے گ|تاخیر ہو ?گی|رسائی کھو",
    when: "(?:گھنٹے|گھنٹوں|دنوں) کے اندر|بجے سے پہلے|جب تک (?:آپ|مالک)|ورنہ|بصورت دیگر",
    enter: "(?:اور|پھر|اس کے بعد) [^\\n]{0,20}?(?:کوڈ|او ٹی پی|otp|پاس ?ورڈ|پن) (?:دوبارہ )?(?:درج|داخل|تصدیق)",
    mail: "ای ?میل(?: ایڈریس)? اور (?:موجودہ|حالیہ|پرانا) پاس ?ورڈ|(?:کمپنی|دفتر|آفس|کاروباری)(?: کے| کا)? (?:ای ?میل )?اکاؤنٹ",
  },
  ar: {
    login:
      "(?:سجل الدخول|سجّل الدخول|سجلوا الدخول|تسجيل الدخول|قم بتسجيل|قوموا بتسجيل|تحقق من هويتك|تحققوا من هويتكم|إعادة المصادقة|أعد المصادقة|التحقق من حسابك)",
    threat:
      "(?:سيتم|ستتم|سوف يتم) (?:\\S+ )?(?:تعليق|إيقاف|حذف|تعطيل|أرشفة|إغلاق|حظر|قفل|تجميد|إلغاء نشر|تأخير|حجب)|(?:سيُ?علق|سيُ?حذف|سيُ?غلق|سيُ?عطل|ستُ?حذف|ستُ?علق|ستُ?غلق|ستُ?عطل|ستتأخر|سيتأخر)|ستفقد(?:ون)? (?:الوصول|إمكانية)",
    when: "خلال \\d{1,3} (?:ساعة|ساعات|يوم|أيام)|قبل الساعة \\d|قبل (?:الغد|منتصف الليل)|(?<![\\p{L}])ما لم|إلا إذا|وإلا",
    enter:
      "(?:أدخل|أدخلوا|أكد|أكّد|أكدوا|بإدخال|بتأكيد|إعادة إدخال)(?: \\S+){0,2}? (?:الرمز|رمز|كلمة المرور|كلمة السر|الكود)",
    mail: "(?:بريد(?:ك|كم)? الإلكتروني|البريد الإلكتروني) ?و ?(?:كلمة المرور|كلمة السر) (?:الحالية|المعتادة|القديمة)|حساب البريد (?:الإلكتروني )?(?:الخاص ب)?(?:الشركة|العمل|المؤسسة)|البريد الإلكتروني (?:للشركة|الخاص بالعمل|المؤسسي)",
  },
  fa: {
    login: "(?:وارد شوید|وارد حساب|ورود کنید|لاگین کنید|احراز هویت|تأیید هویت|تایید هویت)",
    threat:
      "(?:مسدود|حذف|غیرفعال|تعلیق|بایگانی|بسته|قفل|معلق|متوقف)(?: \\S+)? خواهد شد|(?:تأخیر|تاخیر) خواهد|دسترسی (?:خود )?را از دست",
    when: "(?:ظرف|طی|تا) \\d{1,3} (?:ساعت|روز)|(?:ظرف|طی|تا) [۰-۹]{1,3} (?:ساعت|روز)|(?:قبل از|تا) ساعت \\d|مگر (?:اینکه|آنکه)|در غیر این صورت",
    enter:
      "(?:کد|رمز عبور|گذرواژه|پسورد|رمز یکبار)(?: \\S+){0,2}? را (?:دوباره |مجددا |مجدداً )?(?:وارد|تأیید|تایید) کنید",
    mail: "ایمیل (?:و|با) (?:رمز عبور|گذرواژه) (?:فعلی|کنونی|قبلی)|(?:حساب|ایمیل) (?:کاری|سازمانی|شرکت)",
  },
  he: {
    login: "(?:התחבר|התחברו|התחברי|היכנס|היכנסו|היכנסי|להתחבר|להיכנס|יתחבר|אמת את זהות|אמתו את זהות|לאמת את זהות)",
    threat:
      "(?:יושעה|יושעו|יימחק|יימחקו|תימחק|ייחסם|ייחסמו|ייסגר|ייסגרו|יושבת|יושבתו|יועבר לארכיון|יוקפא|יוקפאו|יעוכב|יעוכבו|תושעה|תיחסם|תיסגר|תעוכב|תאבד(?:ו)? (?:את )?הגישה)",
    when: "תוך \\d{1,3} (?:שעות|ימים)|עד (?:השעה )?\\d{1,2}:\\d{2}|עד מחר|אלא אם|אחרת",
    enter: "(?:הזן|הזינו|הזיני|הקלד|הקלידו|אשר|אשרו|להזין)(?: את)? (?:ה)?(?:קוד|סיסמ)",
    mail: '(?:ה)?(?:מייל|דוא"ל|אימייל) (?:ו)?(?:ה)?סיסמה (?:ה)?(?:נוכחית|קיימת)|חשבון (?:ה)?(?:מייל |דוא"ל )?(?:של )?(?:ה)?(?:חברה|עבודה|ארגון)',
  },
  am: {
    login: "(?:ይግቡ|ግቡ|ግባ|ሎግ ኢን|መግባት|ካልገቡ|ካልገባ|ማንነትዎን ያረጋግጡ)",
    threat: "(?:ይታገዳል|ይሰረዛል|ይዘጋል|ይቆለፋል|ይታገዳሉ|ይሰረዛሉ|ይዘጋሉ|ይዘገያል|ይዘገያሉ|ይቋረጣል|ተደራሽነትዎን ያጣሉ)",
    when: "በ\\d{1,3} (?:ሰዓት|ቀን)(?:ት)? ውስጥ|ከ\\d{1,2}:\\d{2} በፊት|ካልገቡ|ካልሆነ|አለበለዚያ",
    enter: "(?:ከዚያ|እና|ከዚያም) ?(?:\\S+ ){0,2}?(?:ኮድ|የይለፍ ቃል|ፒን)\\S* ?(?:ያስገቡ|ያረጋግጡ)",
    mail: "(?:ኢሜይል|ኢሜል)(?:ዎን|ዎ)? እና (?:የአሁኑን|ያሁኑን|የአሁን) የይለፍ ቃል|የ(?:ኩባንያ|ድርጅት|ስራ|ሥራ) (?:ኢሜይል )?መለያ",
  },
  th: {
    login: "(?:เข้าสู่ระบบ|ล็อกอิน|ล็อคอิน|ลงชื่อเข้าใช้|ยืนยันตัวตน)",
    threat: "(?:จะ)?ถูก(?:ระงับ|ลบ|ปิด|ล็อก|ล็อค|บล็อก|เก็บถาวร|ยกเลิกการเผยแพร่|พัก|อายัด)|จะล่าช้า|สูญเสียสิทธิ์",
    when: "ภายใน ?\\d{1,3} ?(?:ชั่วโมง|ชม|วัน)|ก่อน(?:เวลา)? ?\\d{1,2}[:.]\\d{2}|มิฉะนั้น|เว้นแต่",
    enter: "(?:และ|แล้ว)(?:กรอก|ใส่|ป้อน|ยืนยัน)(?:รหัส|otp)",
    mail: "(?:อีเมล|อีเมล์)และรหัสผ่าน(?:ปัจจุบัน|เดิม)|บัญชี(?:อีเมล)?(?:บริษัท|ของบริษัท|องค์กร|ที่ทำงาน)",
  },
  lo: {
    login: "(?:ເຂົ້າສູ່ລະບົບ|ລັອກອິນ|ລ໋ອກອິນ|ຢືນຢັນຕົວຕົນ)",
    threat: "(?:ຈະ)?ຖືກ(?:ລະງັບ|ລຶບ|ປິດ|ລັອກ|ບລັອກ|ໂຈະ)|ຊັກຊ້າ",
    when: "ພາຍໃນ ?\\d{1,3} ?(?:ຊົ່ວໂມງ|ມື້)|ກ່ອນ ?\\d{1,2}[:.]\\d{2}|ບໍ່ດັ່ງນັ້ນ|ເວັ້ນເສຍແຕ່",
    enter: "(?:ແລະ|ແລ້ວ)(?:ປ້ອນ|ໃສ່|ຢືນຢັນ)(?:ລະຫັດ|otp)",
    mail: "(?:ອີເມວ|ອີເມລ)ແລະລະຫັດຜ່ານປັດຈຸບັນ|ບັນຊີ(?:ອີເມວ)?(?:ບໍລິສັດ|ອົງກອນ)",
  },
  ko: {
    login: "(?:로그인|사인인|재인증|본인 인증|본인인증)",
    threat: "(?:정지|삭제|비활성화|보관|잠금|차단|폐쇄|게시 중단|비공개|보류|지연)(?:될|됩|처리될|처리됩|조치될)",
    when: "(?:시간|일) ?이내|시간 내|(?:오늘|내일) ?(?:중|까지)|하지 않으면|않을 경우|그렇지 않으면",
    enter:
      "(?:후|뒤|하고|하신 후|하여)(?:,)? ?(?:받으신 |받은 |수신한 |일회용 |sms )?(?:인증 ?번호|인증 ?코드|일회용 ?(?:코드|비밀번호)|otp|비밀번호)(?:를|을)? (?:다시 )?(?:입력|확인)",
    mail: "(?:이메일|메일) ?(?:주소)?(?:와|과|및) (?:현재|기존) 비밀번호|(?:회사|업무용|직장|기업) (?:이메일 |메일 )?계정",
  },
  km: {
    login: "(?:ចូលគណនី|ឡុកអ៊ីន|ចុះឈ្មោះចូល|ផ្ទៀងផ្ទាត់អត្តសញ្ញាណ)",
    threat: "នឹង(?:ត្រូវ)?(?:បាន)?(?:ផ្អាក|លុប|បិទ|ចាក់សោ|ទប់ស្កាត់|បង្កក|ពន្យារ)",
    when: "ក្នុងរយៈពេល ?\\d{1,3} ?(?:ម៉ោង|ថ្ងៃ)|មុនម៉ោង ?\\d|លុះត្រាតែ|បើមិនដូច្នោះទេ",
    enter: "(?:ហើយ|បន្ទាប់មក)(?:បញ្ចូល|វាយបញ្ចូល|បញ្ជាក់)(?:លេខកូដ|កូដ|ពាក្យសម្ងាត់|otp)",
    mail: "អ៊ីមែលនិងពាក្យសម្ងាត់បច្ចុប្បន្ន|គណនី(?:អ៊ីមែល)?(?:ក្រុមហ៊ុន|ការងារ|ស្ថាប័ន)",
  },
  my: {
    login: "(?:လော့ဂ်အင်|အကောင့်ဝင်|login|အတည်ပြု)",
    threat: "(?:ပိတ်|ဖျက်|ဆိုင်းငံ့|ရပ်ဆိုင်း|သော့ခတ်|နှောင့်နှေး)(?:ပစ်)?(?:ခံရ|သွား)?(?:မည်|လိမ့်မည်)",
    when: "(?:နာရီ|ရက်)အတွင်း|မဟုတ်ပါက|မဟုတ်လျှင်",
    enter: "(?:ပြီး|ပြီးနောက်)[^\\n]{0,20}?(?:ကုဒ်|စကားဝှက်|otp)(?:ကို)? ?(?:ထည့်|အတည်ပြု)",
    mail: "အီးမေးလ်(?:နှင့်|နဲ့) ?(?:လက်ရှိ ?)?စကားဝှက်|(?:ကုမ္ပဏီ|ရုံး|လုပ်ငန်း) ?(?:အီးမေးလ် ?)?အကောင့်",
  },
  si: {
    login: "(?:ලොග් ?වන්න|ලොග් ?ඉන්|පුරනය|ඇතුල් වන්න|ඇතුළු වන්න)",
    threat: "(?:අත්හිටුවනු|මකා දමනු|අවහිර කරනු|වසා දමනු|අගුළු දමනු)(?: \\S+)? (?:ලැබේ|ඇත|ලබයි)",
    when: "පැය \\d{1,3}(?: ක්)? ඇතුළත|දින \\d{1,3} ඇතුළත|නැතහොත්|එසේ නොමැති නම්",
    enter: "(?:සහ|ඉන්පසු|පසුව) (?:\\S+ ){0,2}?(?:කේතය|මුරපදය|otp|පින්)(?: \\S+)? (?:ඇතුළත් කරන්න|තහවුරු කරන්න)",
    mail: "ඊමේල්(?: ලිපිනය)? සහ (?:වත්මන්|දැනට පවතින) මුරපදය|(?:සමාගම්|කාර්යාල|ආයතන)(?: ඊමේල්)? ගිණුම",
  },
  ta: {
    login: "(?:உள்நுழை|லாக் ?இன்|லாகின்|சைன் ?இன்)",
    threat: "(?:இடைநிறுத்தப்ப|நீக்கப்ப|முடக்கப்ப|தடுக்கப்ப|மூடப்ப|பூட்டப்ப|காப்பகப்படுத்தப்ப|தாமதமா)",
    when: "(?:மணி நேரத்திற்குள்|மணிநேரத்திற்குள்|நாட்களுக்குள்)|மணிக்கு முன்|இல்லையெனில்|இல்லாவிட்டால்",
    enter:
      "(?:பின்னர்|பிறகு|மற்றும்) (?:\\S+ ){0,2}?(?:குறியீட்டை|கடவுச்சொல்லை|ஓடிபி|otp|பின்)(?: \\S+)? ?(?:உள்ளிடவும்|உள்ளிடுங்கள்|உறுதிப்படுத்தவும்)",
    mail: "(?:மின்னஞ்சல்|இமெயில்)(?: முகவரி)? மற்றும் (?:தற்போதைய|இப்போதைய) கடவுச்சொல்|(?:நிறுவன|அலுவலக|வணிக) (?:மின்னஞ்சல் )?கணக்கு",
  },
  ne: {
    login: "(?:लग ?इन|लगइन|साइन ?इन|प्रमाणित गर्नुहोस्)",
    threat: "(?:निलम्बित|बन्द|ब्लक|मेटाइ|हटाइ|निष्क्रिय|लक|रोकि)\\S* (?:हुनेछ|गरिनेछ|दिइनेछ|हुने छ|गरिने छ)",
    when: "(?:घण्टा|दिन) ?भित्र|बजे (?:अघि|भन्दा अघि)|नत्र|अन्यथा",
    enter: "(?:र|अनि|त्यसपछि) (?:\\S+ ){0,2}?(?:कोड|ओटीपी|otp|पासवर्ड|पिन) (?:फेरि )?(?:प्रविष्ट|हाल्नुहोस्|राख्नुहोस्|पुष्टि)",
    mail: "इमेल(?: ठेगाना)? र (?:हालको|अहिलेको|पुरानो) पासवर्ड|(?:कम्पनी|कार्यालय|अफिस)(?:को)? (?:इमेल )?(?:खाता|अकाउन्ट)",
  },
  ka: {
    login: "(?:შედით|შესვლა|შეხვიდეთ|შევიდეს|გაიარეთ ავტორიზაცია|ავტორიზაცია|დაადასტურეთ (?:თქვენი )?ვინაობა)",
    threat: "(?:შეჩერდება|წაიშლება|დაიბლოკება|გაითიშება|დაიხურება|დაარქივდება|გაიყინება|შეფერხდება|დაკარგავთ წვდომას)",
    when: "(?:საათში|საათის განმავლობაში|დღის განმავლობაში)|თუ არ|წინააღმდეგ შემთხვევაში",
    enter:
      "(?:და|შემდეგ) (?:\\S+ ){0,2}?(?:კოდი|პაროლი|pin|პინ)(?: \\S+)? ?(?:შეიყვანეთ|დაადასტურეთ)|(?:შეიყვანეთ|დაადასტურეთ) (?:\\S+ )?(?:კოდი|პაროლი)",
    mail: "(?:ელფოსტ|ელ\\. ?ფოსტ|იმეილ)\\S* და (?:მიმდინარე|არსებული) პაროლ\\S*|(?:კომპანიის|სამსახურის|კორპორატიული) (?:ელფოსტის )?ანგარიშ\\S*",
  },
  yo: {
    login: "(?:wọlé|wọ inú|lọgin|log in|jẹ́rìí sí)",
    threat: "(?:yóò|máa) (?:\\S+ ){0,2}?(?:dí|dènà|parẹ́|pa rẹ́|dáwọ́ dúró|tì pa|fòpin)",
    when: "(?:láàárín|nínú) wákàtí \\d{1,3}|ṣáájú agogo \\d|àyàfi|bí bẹ́ẹ̀ kọ́",
    enter:
      "(?:kí o sì|kí ẹ sì|lẹ́yìn náà|àti) (?:\\S+ ){0,2}?(?:tẹ|fi|jẹ́rìí) (?:\\S+ ){0,2}?(?:kóòdù|ọ̀rọ̀ aṣínà|ọ̀rọ̀ ìgbaniwọlé|pin|otp)",
    mail: "(?:ímeèlì|email) (?:rẹ )?àti (?:ọ̀rọ̀ aṣínà|ọ̀rọ̀ ìgbaniwọlé) (?:lọ́wọ́lọ́wọ́|tí o ń lò)|àkọọ́lẹ̀ (?:ímeèlì )?(?:ilé-iṣẹ́|iṣẹ́)",
  },
  ha: {
    login: "(?:shiga|login|tabbatar da asali)",
    threat:
      "(?:za a|za'a) (?:\\S+ ){0,2}?(?:dakatar|goge|rufe|toshe|kulle|share|jinkirta)|(?:za ku|zaka|za ka) rasa (?:damar|shiga)",
    when: "cikin (?:awa|sa'o'i|sa'a|kwana) \\d{1,3}|kafin (?:ƙarfe )?\\d|sai dai idan|idan ba haka ba",
    enter:
      "(?:sannan|kuma|bayan haka) (?:\\S+ ){0,2}?(?:shigar da|sanya|tabbatar da) (?:\\S+ ){0,2}?(?:lambar|kalmar sirri|pin|otp)",
    mail: "imel (?:ɗinka |ɗinku )?da kalmar sirri (?:ta yanzu|na yanzu)|asusun (?:imel na )?(?:kamfani|aiki|ofis)",
  },
  tl: {
    login: "(?:mag-?log ?in|mag-?login|mag-?sign ?in|mag-?verify|i-?verify|pumasok)",
    threat:
      "(?:masu-?suspend|masususpinde|made-?delete|ma-?dedelete|mabubura|isasara|iba-?block|ma-?bablock|mabablock|ide-?deactivate|mawawalan ng access|maaantala|ia-?archive)",
    when: "(?:sa loob ng|within) \\d{1,3} (?:oras|araw|hours)|bago (?:mag-?)?(?:alas )?\\d|maliban kung",
    enter:
      "(?:at|pagkatapos) (?:\\S+ ){0,2}?(?:ilagay|i-?enter|ipasok|kumpirmahin|i-?type) (?:ang |muli ang )?(?:iyong )?(?:\\S+ )?(?:code|password|pin|otp)",
    mail: "(?:email|e-mail) at (?:kasalukuyang|dating) password|(?:company|work|opisina|kumpanya) (?:email )?account",
  },
  "ar-latn": {
    login: "(?:log ?in|login|sign ?in|od5ol|odkhol|ed5ol|edkhol|sajel|sajjel)",
    threat:
      "(?:ha|hay|7a|sa)(?:yet|tet|yt|tt)(?:2fel|2afel|2efel|wa2af|wa2ef|mese7|mse7|la3'a|sakar|sakkar|3atal|7azaf|7zaf)\\p{L}*|(?:hay|ha|7a)(?:t|et|yet)? ?(?:suspend|delete|block|lock)\\p{L}*",
    when: "(?:5elal|khelal|khilal|gowa|jowa) \\d{1,3} (?:sa3a|sa3at|sa3aat|hours|youm|ayam)|abl (?:el )?sa3a \\d|ella iza|ella law|w ella|walla",
    enter:
      "(?:w|we|ba3den|ba3dein) (?:\\S+ ){0,2}?(?:d5al|dakhal|ekteb|2ekteb|akked|2akked|enter) (?:el )?(?:code|cod|password|pass|otp|pin)",
    mail: "(?:el )?(?:email|mail|e-mail) w (?:el )?(?:password|pass) (?:el )?(?:7ali|7aly|current)|(?:account|7esab) (?:el )?(?:sherka|shoghl|company|work)",
  },
  "hi-latn": {
    login: "(?:log ?in|login|sign ?in)",
    threat:
      "(?:suspend|block|delete|band|lock|deactivate|archive|hold|freeze|delay)(?: kar)?(?: diya| di| diye)? (?:jayega|jaayega|jaega|jayegi|jaayegi|jaegi|jaenge|jayenge|ho jayega|ho jaayega|ho jaega|hoga)",
    when: "(?:ghante|ghanton|dino|hours) (?:ke andar|ke bheetar)|baje se pehle|jab tak (?:aap|owner)|warna|varna|nahi to",
    enter:
      "(?:aur|phir|fir|uske baad) (?:\\S+ ){0,2}?(?:otp|code|password|pin) (?:dobara |fir se |phir se )?(?:daalein|dalein|daalo|dalo|enter|confirm|bharein)",
    mail: "(?:email|e-mail)(?: id| address)? aur (?:current|abhi ka|purana|maujooda) password|(?:company|office|kaam|business)(?: ka| ke) (?:email )?account",
  },
  zu: {
    login: "(?:ngena|ungena|ngenani|engena|angene|login|qinisekisa ubuwena)",
    threat:
      "(?:izo|lizo|zizo|uzo|kuzo|sizo)(?:miswa|suswa|valwa|vinjwa|khiywa|bambezeleka)|(?:uzolahlekelwa|nizolahlekelwa) (?:ukufinyelela|ukungena)",
    when: "(?:phakathi|kungakapheli) (?:kwamahora|amahora|izinsuku) \\d{1,3}|ngaphambi kuka-?\\d|ngaphandle uma|uma kungenjalo",
    enter:
      "(?:bese|futhi|ngemuva kwalokho) (?:\\S+ ){0,2}?(?:faka|ufake|ufaka|fakani|qinisekisa) (?:\\S+ ){0,2}?(?:ikhodi|iphasiwedi|iphinikhodi|pin|otp)",
    mail: "(?:i-?)?imeyili(?: yakho)? ne-?(?:phasiwedi|iphasiwedi) (?:yamanje|yakho yamanje)|i-?akhawunti (?:ye-?imeyili )?(?:yenkampani|yomsebenzi)",
  },
  xh: {
    login: "(?:ngena|ungene|ngenani|angene|engena|login|qinisekisa isazisi)",
    threat:
      "(?:iza|liza|uza|ziza|siza|kuza|iya|ziya|liya|uya)(?: ?ku)?(?:nqunyanyiswa|cinywa|valwa|tshixwa|bhlokwa|libaziseka)",
    when: "(?:kwisithuba|ngaphakathi) (?:seeyure|kweeyure|kweentsuku) \\d{1,3}|phambi kwe-?\\d|ngaphandle kokuba|kungenjalo",
    enter:
      "(?:uze|emva koko|kwaye) (?:\\S+ ){0,2}?(?:faka|ufake|qinisekisa) (?:\\S+ ){0,2}?(?:ikhowudi|iphasiwedi|pin|otp)",
    mail: "(?:i-?)?imeyile(?: yakho)? ne-?phasiwedi (?:yangoku|yakho yangoku)|i-?akhawunti (?:ye-?imeyile )?(?:yenkampani|yomsebenzi)",
  },
  af: {
    login:
      "(?:teken (?:[\\p{L}\\p{N}]+ ){0,4}?in|meld (?:[\\p{L}\\p{N}]+ ){0,4}?aan|aanmeld|log (?:[\\p{L}\\p{N}]+ ){0,4}?in|verifieer (?:u|jou) (?:identiteit|rekening)|bevestig (?:u|jou) identiteit)",
    threat:
      "(?:sal|word) (?:\\p{L}+ ){0,3}?(?:opgeskort|geskrap|verwyder|gedeaktiveer|gesluit|geblokkeer|geargiveer|gevries|vertraag|uitgestel)|verloor (?:u |jy )?toegang",
    when: "binne \\d{1,3} (?:uur|ure|dae)|voor \\d{1,2}[:h]\\d{2}|voor (?:môre|middernag)|tensy|anders (?:sal|word)",
    enter:
      "(?:en|daarna|dan) (?:\\p{L}+ )?(?:voer|tik|bevestig|sleutel) (?:dan |daarna |nou )?(?:u|jou) (?:\\p{L}+ )?(?:kode|wagwoord|pin)",
    mail: "(?:e-?posadres|e-?pos|gebruikersnaam) en (?:u |jou )?(?:huidige|bestaande) wagwoord|(?:besigheids|maatskappy|werk)-?e-?posrekening",
  },
  so: {
    login: "(?:soo gal|ku gal|login|xaqiiji aqoonsiga|xaqiiji koontada)",
    threat: "(?:la|waa la|ayaa la) (?:hakin|tirtiri|xidhi|xiri|joojin|dib u dhigi|xannibi)\\p{L}* doonaa",
    when: "(?:gudaha|muddo) \\d{1,3} (?:saac|maalin)\\p{L}*|saacadood gudahood|ka hor saacadda \\d|haddii kale|mooyee",
    enter:
      "(?:kadibna|ka dibna|kadib) (?:\\S+ ){0,2}?(?:koodh|kood|furaha sirta|erayga sirta|pin|otp)\\p{L}* (?:\\S+ )?(?:geli|gali|xaqiiji)",
    mail: "(?:iimaylka|email\\p{L}*) iyo (?:furaha sirta|erayga sirta) (?:hadda|ee hadda)|koontada (?:iimaylka )?(?:shirkadda|shaqada|xafiiska)",
  },
  ti: {
    login: "(?:እቶ|እተዉ|እትዉ|ኣእቱ|ዘይኣቲኹም|ዘይኣቶ|መንነትኩም ኣረጋግጹ)",
    threat: "(?:ክእገድ|ክድምሰስ|ክዕጾ|ክእገዱ|ክድምሰሱ|ክዕጸዉ|ክዘገ|ክቋረጽ)",
    when: "ኣብ (?:ውሽጢ )?\\d{1,3} (?:ሰዓት|መዓልቲ)|ቅድሚ \\d|እንተዘይኮይኑ|እንተ ዘይኣቲኹም",
    enter: "(?:ድሕሪኡ|ከምኡ ውን|ሽዑ) ?(?:\\S+ ){0,2}?(?:ኮድ|መሕለፊ ቃል|ፒን)\\S*(?: \\S+)? ?(?:ኣእትዉ|ኣረጋግጹ)",
    mail: "ኢመይል\\S* ?(?:ከምኡ'ውን )?ናይ ሕጂ መሕለፊ ቃል|ናይ (?:ትካል|ስራሕ|ኩባንያ) (?:ኢመይል )?ኣካውንት",
  },
  ig: {
    login: "(?:banye|abanye|login|log in|nyochaa onye)",
    threat:
      "(?:a ga-?|ga-?)(?:akwụsịtụ|ehichapụ|emechi|egbochi|akpọchi|egbu oge)|(?:ị ga-?)(?:efunahụ|atụfu) (?:ohere|nnweta)",
    when: "n'ime (?:awa|ụbọchị) \\d{1,3}|tupu elekere \\d|ọ gwụla ma|ma ọ bụghị ya",
    enter: "(?:wee|mgbe ahụ) (?:\\S+ ){0,2}?(?:tinye|denye|kwado) (?:\\S+ ){0,2}?(?:koodu|okwuntughe|paswọọdụ|pin|otp)",
    mail: "(?:email|ozi-?e) (?:gị )?na (?:okwuntughe|paswọọdụ) (?:gị )?(?:ugbu a|dị ugbu a)|akaụntụ (?:email )?(?:ụlọ ọrụ|ọrụ)",
  },
  ms: {
    login: "(?:log masuk|daftar masuk|login|log in|sahkan identiti|sahkan akaun|pengesahan semula)",
    threat:
      "akan (?:\\p{L}+ ){0,2}?(?:dinyahaktifkan|disekat|dipadam|digantung|diarkibkan|ditutup|dibekukan|ditangguhkan|dikunci)|kehilangan akses",
    when: "dalam (?:tempoh )?\\d{1,3} (?:jam|hari)|sebelum (?:pukul |jam )?\\d|kecuali (?:anda|pemilik|admin)",
    enter:
      "(?:dan|kemudian|lalu) (?:\\p{L}+ )?(?:masukkan|taip|sahkan) (?:semula )?(?:kod (?:otp|pengesahan|sekali guna|anda|sms|yang akan)|kata laluan|pin|otp)",
    mail: "(?:e-?mel|alamat e-?mel|nama pengguna) dan kata laluan (?:semasa|sedia ada|anda sekarang)|akaun (?:e-?mel )?(?:syarikat|pejabat|kerja)",
  },
  ps: {
    login: "(?:ننوځئ|ننوځه|ننوځي|ننوتل|لاګ ان|داخل شئ|هویت تایید کړئ)",
    threat: "به (?:\\S+ )?(?:وځنډول|حذف|بند|بلاک|لغوه|قفل|وتړل)(?: \\S+)? (?:شي|کړل شي)",
    when: "(?:په|د) \\d{1,3} (?:ساعتونو|ورځو)|تر \\d{1,2}:\\d{2}|که نه نو|پرته له دې چې|مګر دا چې",
    enter: "(?:کوډ|پاسورډ|پټنوم)\\S*(?: \\S+)? ?(?:ولیکئ|دننه کړئ|تایید کړئ|تصدیق کړئ)",
    mail: "(?:ایمیل|برېښنالیک) او (?:اوسنی|اوسني) (?:پاسورډ|پټنوم)|د (?:شرکت|دفتر|کار) (?:ایمیل )?حساب",
  },
  ku: {
    login: "(?:têkevin|têkeve|têketin|login|nasnameya xwe piştrast bikin)",
    threat:
      "(?:dê|wê) (?:\\p{L}+ ){0,2}?(?:bê|were) (?:rawestandin|jêbirin|girtin|astengkirin|qefilandin|sekinandin|dereng)|gihîştinê winda",
    when: "(?:di nav|di hundirê) \\d{1,3} (?:saet|roj)\\p{L}*|berî saet \\d|heke na|wekî din",
    enter:
      "(?:û|paşê|piştre) (?:\\p{L}+ ){0,2}?(?:kod|şîfre|pin|otp)\\p{L}* (?:\\p{L}+ )?(?:binivîsin|têxin|piştrast bikin)",
    mail: "(?:e-?name|e-?mail|îmeyl)\\p{L}* (?:\\p{L}+ )?û (?:şîfre|nasnav)\\p{L}* (?:\\p{L}+ ){0,2}?(?:niha|heyî)|hesab\\p{L}* (?:e-?nameya |îmeyla )?(?:şirket|kar|saziy)\\p{L}*",
  },
  ckb: {
    login: "(?:بچۆرە ژوورەوە|بچنە ژوورەوە|بچێتە ژوورەوە|چوونەژوورەوە|چوونە ژوورەوە|لۆگ ئین)",
    threat: "(?:ڕادەگیرێت|دەسڕدرێتەوە|دەسڕێتەوە|دادەخرێت|بلۆک دەکرێت|دوادەخرێت|دەبەسترێت)",
    when: "لە ماوەی \\d{1,3} (?:کاتژمێر|ڕۆژ)|پێش کاتژمێر \\d|ئەگەر نا|مەگەر",
    enter: "(?:کۆد|وشەی نهێنی|پاسۆرد)\\S*(?: \\S+)? ?(?:بنووسە|بنووسن|داخڵ بکە|داخڵ بکەن|پشتڕاست بکەرەوە)",
    mail: "(?:ئیمەیڵ|ئیمەیل) و (?:وشەی نهێنی|پاسۆرد)ی? (?:ئێستا|ئێستات|ئێستاتان)|هەژمار(?:ی)? ?(?:ئیمەیڵی )?(?:کۆمپانیا|کار|دامەزراوە)",
  },
  gu: {
    login: "(?:લૉગ ?ઇન|લોગ ?ઇન|લૉગિન|લોગિન|સાઇન ?ઇન)",
    threat:
      "(?:સ્થગિત|બંધ|બ્લોક|ડિલીટ|કાઢી|નિષ્ક્રિય|લૉક|લોક|રોકી)(?: \\S+)? (?:કરવામાં આવશે|થઈ જશે|નાખવામાં આવશે|દેવામાં આવશે)|(?:વિલંબ|મોડું) થશે",
    when: "(?:કલાક|દિવસ)(?:ની)? અંદર|વાગ્યા પહેલાં|નહીંતર|અન્યથા|સિવાય કે",
    enter: "(?:અને|પછી) (?:\\S+ ){0,2}?(?:કોડ|ઓટીપી|otp|પાસવર્ડ|પિન) (?:ફરીથી )?(?:દાખલ|નાખો|પુષ્ટિ)",
    mail: "(?:ઇમેઇલ|ઈમેલ|ઇમેલ)(?: સરનામું)? અને (?:વર્તમાન|હાલનો|હાલનું) પાસવર્ડ|(?:કંપની|ઑફિસ|ઓફિસ|વ્યવસાય)(?:નું|ના)? (?:ઇમેઇલ )?(?:એકાઉન્ટ|ખાતું)",
  },
  mr: {
    login: "(?:लॉग ?इन|लॉगिन|साइन ?इन)",
    threat:
      "(?:निलंबित|बंद|ब्लॉक|हटव|डिलीट|निष्क्रिय|लॉक|रोख)\\S* (?:केले जाईल|केली जाईल|होईल|केले जातील|होतील)|(?:विलंब|उशीर) होईल",
    when: "(?:तासांच्या|दिवसांच्या) आत|वाजण्यापूर्वी|अन्यथा|नाहीतर",
    enter: "(?:आणि|नंतर|मग) (?:\\S+ ){0,2}?(?:कोड|ओटीपी|otp|पासवर्ड|पिन) (?:पुन्हा )?(?:प्रविष्ट|टाका|भरा|पुष्टी)",
    mail: "(?:ईमेल|ई-मेल)(?: पत्ता)? आणि (?:सध्याचा|वर्तमान|चालू) पासवर्ड|(?:कंपनी|कार्यालय|ऑफिस)(?:च्या|चे|चा)? (?:ईमेल )?(?:खाते|अकाउंट)",
  },
  pa: {
    login: "(?:ਲੌਗ ?ਇਨ|ਲਾਗ ?ਇਨ|ਲੌਗਇਨ|ਸਾਈਨ ?ਇਨ)",
    threat: "(?:ਮੁਅੱਤਲ|ਬੰਦ|ਬਲੌਕ|ਬਲਾਕ|ਮਿਟਾ|ਹਟਾ|ਲੌਕ|ਰੋਕ)\\S*(?: \\S+)? (?:ਜਾਵੇਗਾ|ਜਾਵੇਗੀ|ਜਾਣਗੇ)|ਦੇਰੀ ਹੋਵੇਗੀ",
    when: "(?:ਘੰਟਿਆਂ|ਘੰਟੇ|ਦਿਨਾਂ)(?: ਦੇ)? ਅੰਦਰ|ਵਜੇ ਤੋਂ ਪਹਿਲਾਂ|ਨਹੀਂ ਤਾਂ",
    enter: "(?:ਅਤੇ|ਫਿਰ) (?:\\S+ ){0,2}?(?:ਕੋਡ|ਓਟੀਪੀ|otp|ਪਾਸਵਰਡ|ਪਿੰਨ) (?:ਦੁਬਾਰਾ )?(?:ਦਰਜ|ਪਾਓ|ਪੁਸ਼ਟੀ)",
    mail: "ਈਮੇਲ(?: ਪਤਾ)? ਅਤੇ ਮੌਜੂਦਾ ਪਾਸਵਰਡ|(?:ਕੰਪਨੀ|ਦਫ਼ਤਰ|ਦਫਤਰ)(?: ਦੇ| ਦਾ)? (?:ਈਮੇਲ )?(?:ਖਾਤੇ|ਖਾਤਾ|ਅਕਾਊਂਟ)",
  },
  te: {
    login: "(?:లాగిన్|లాగ్ ?ఇన్|సైన్ ?ఇన్)",
    threat: "(?:నిలిపివేయబడ|తొలగించబడ|బ్లాక్ చేయబడ|మూసివేయబడ|లాక్ చేయబడ|ఆర్కైవ్ చేయబడ|ఆలస్యం అవుతుంద)",
    when: "(?:గంటల|రోజుల) ?లోపు|గంటలలో|లేకపోతే|లేనిపక్షంలో",
    enter: "(?:మరియు|తర్వాత|ఆ తర్వాత) (?:\\S+ ){0,2}?(?:కోడ్|ఓటీపీ|otp|పాస్వర్డ్|పిన్)\\S* (?:మళ్లీ )?(?:నమోదు|ఎంటర్|నిర్ధారించ)",
    mail: "(?:ఇమెయిల్|ఈమెయిల్)(?: చిరునామా)? మరియు ప్రస్తుత పాస్వర్డ్|(?:కంపెనీ|కార్యాలయ|ఆఫీస్) (?:ఇమెయిల్ )?ఖాతా",
  },
  kn: {
    login: "(?:ಲಾಗಿನ್|ಲಾಗ್ ?ಇನ್|ಸೈನ್ ?ಇನ್)",
    threat: "(?:ಅಮಾನತುಗೊಳಿಸಲಾಗುವ|ಅಳಿಸಲಾಗುವ|ನಿರ್ಬಂಧಿಸಲಾಗುವ|ಮುಚ್ಚಲಾಗುವ|ಲಾಕ್ ಮಾಡಲಾಗುವ|ಸ್ಥಗಿತಗೊಳಿಸಲಾಗುವ|ವಿಳಂಬವಾಗುವ|ತಡವಾಗುವ)",
    when: "(?:ಗಂಟೆಗಳೊಳಗೆ|ಗಂಟೆಗಳ ಒಳಗೆ|ದಿನಗಳೊಳಗೆ|ದಿನಗಳ ಒಳಗೆ)|ಇಲ್ಲದಿದ್ದರೆ",
    enter: "(?:ಮತ್ತು|ನಂತರ) (?:\\S+ ){0,2}?(?:ಕೋಡ್|ಒಟಿಪಿ|otp|ಪಾಸ್ವರ್ಡ್|ಪಿನ್)\\S* (?:ಮತ್ತೆ )?(?:ನಮೂದಿಸಿ|ದೃಢೀಕರಿಸಿ)",
    mail: "ಇಮೇಲ್(?: ವಿಳಾಸ)? ಮತ್ತು ಪ್ರಸ್ತುತ ಪಾಸ್ವರ್ಡ್|(?:ಕಂಪನಿ|ಕಚೇರಿ|ಆಫೀಸ್) (?:ಇಮೇಲ್ )?ಖಾತೆ",
  },
  ml: {
    login: "(?:ലോഗിൻ|ലോഗ് ?ഇൻ|സൈൻ ?ഇൻ)",
    threat: "(?:താൽക്കാലികമായി നിർത്ത|ഇല്ലാതാക്ക|നീക്കം ചെയ്യ|ബ്ലോക്ക് ചെയ്യ|ലോക്ക് ചെയ്യ|ആർക്കൈവ് ചെയ്യ)(?:പ്പെടും|ും)|വൈകും",
    when: "(?:മണിക്കൂറിനുള്ളിൽ|ദിവസത്തിനുള്ളിൽ)|അല്ലാത്തപക്ഷം",
    enter: "(?:എന്നിട്ട്|തുടർന്ന്|ശേഷം) (?:\\S+ ){0,2}?(?:കോഡ്|ഒടിപി|otp|പാസ്വേഡ്|പിൻ)\\S* (?:വീണ്ടും )?(?:നൽകുക|സ്ഥിരീകരിക്കുക)",
    mail: "ഇമെയിൽ(?: വിലാസവും| വിലാസം)? (?:ഉം )?നിലവിലെ പാസ്വേഡ|(?:കമ്പനി|ഓഫീസ്|സ്ഥാപന) (?:ഇമെയിൽ )?അക്കൗണ്ട്",
  },
  jv: {
    login: "(?:mlebu|mlebet|login|log in|verifikasi akun)",
    threat:
      "(?:bakal|badhe) (?:\\S+ ){0,2}?(?:dipateni|diblokir|dibusak|ditutup|dilereni|ditundha|dikunci|dinonaktifake)|kelangan akses",
    when: "sajroning \\d{1,3} (?:jam|dina)|sadurunge (?:jam )?\\d|kajaba (?:sampeyan|panjenengan|sing duwe)",
    enter:
      "(?:lan|banjur|sakwise) (?:\\S+ ){0,2}?(?:lebokna|lebokake|ketik|konfirmasi) (?:maneh )?(?:kode|sandi|tembung sandi|password|pin|otp)",
    mail: "(?:email|alamat email) lan (?:sandi|tembung sandi|password) (?:saiki|sing saiki)|akun (?:email )?(?:kantor|perusahaan|kerja)",
  },
  ro: {
    login:
      "(?:conectați-vă|conectează-te|autentificați-vă|autentifică-te|reconectați-vă|intrați în cont|logați-vă|loghează-te|se conectează|se autentifică|verificați-vă identitatea|confirmați-vă identitatea)",
    threat:
      "(?:va|vor) fi (?:\\p{L}+ )?(?:suspendat|șters|ștearsă|dezactivat|arhivat|blocat|închis|înghețat|întârziat|retras|depublicat)\\p{L}*|(?:veți|vei) pierde accesul",
    when: "(?:în|in) (?:următoarele )?\\d{1,3} (?:de )?(?:ore|zile)|până (?:la ora \\d|mâine|la \\d)|cu excepția cazului|în caz contrar|altfel",
    enter:
      "(?:și|apoi|ulterior) (?:\\p{L}+ )?(?:introduceți|introdu|confirmați|confirmă|tastați) (?:din nou )?(?:codul|parola|pin-ul|pinul)(?! (?:promo|de reducere|cadou|voucher))",
    mail: "(?:adresa de e-?mail|e-?mailul|e-?mail|numele de utilizator) și parola (?:actuală|curentă|existentă)|contul (?:de e-?mail )?(?:de serviciu|al companiei|companiei|firmei)",
  },
  hu: {
    login:
      "(?:jelentkezzen be|jelentkezz be|jelentkezik be|jelentkeznek be|bejelentkez\\p{L}*|lépjen be|lépj be|hitelesítse magát|erősítse meg (?:a )?személyazonosság\\p{L}*)",
    threat:
      "(?:fel lesz függesztve|törölve lesz|le lesz tiltva|zárolva lesz|archiválva lesz|lezárásra kerül|törlésre kerül|felfüggesztésre kerül|letiltásra kerül|archiválásra kerül|késni fog|késedelmet szenved|felfüggesztjük|töröljük|letiltjuk|zároljuk|archiváljuk|elveszíti a hozzáférés)",
    when: "(?:órán|napon) belül|óráig|holnapig|kivéve ha|hacsak nem|ellenkező esetben|különben",
    enter:
      "(?:és|majd|ezután|aztán) (?:\\p{L}+ ){0,2}?(?:adja meg|add meg|írja be|írd be|erősítse meg|erősítsd meg)(?: (?:a|az|újra))? (?:\\p{L}+ ){0,2}?(?:kód\\p{L}*|jelszav\\p{L}*|jelszó|pin\\p{L}*)|(?:és|majd|ezután) (?:a |az )?(?:\\p{L}+ )?(?:kódot|jelszavát|jelszavad) (?:adja meg|add meg|írja be)",
    mail: "(?:e-?mail-?cím\\p{L}*|e-?mail\\p{L}*|felhasználónev\\p{L}*) és (?:a )?(?:jelenlegi|meglévő) jelszav\\p{L}*|(?:céges|munkahelyi|vállalati|üzleti) e-?mail-?fiók\\p{L}*|(?:céges|munkahelyi|vállalati) fiókjával",
  },
  fi: {
    login: "(?:kirjaudu|kirjautu\\p{L}*|tunnistaudu|vahvista henkilöllisyyte\\p{L}*)",
    threat:
      "(?:suljetaan|poistetaan|jäädytetään|estetään|arkistoidaan|lukitaan|keskeytetään|viivästyy|viivästyvät|menetät pääsyn)",
    when: "(?:tunnin|päivän) (?:kuluessa|sisällä)|(?:ennen|viimeistään) (?:klo )?\\d|huomiseen mennessä|ellei|muussa tapauksessa",
    enter:
      "(?:ja|sitten|sen jälkeen) (?:\\p{L}+ )?(?:syötä|anna|vahvista|kirjoita) (?:\\p{L}+ )?(?:kerta)?(?:koodi\\p{L}*|salasana\\p{L}*|pin\\p{L}*|tunnusluku\\p{L}*|vahvistuskoodi\\p{L}*)",
    mail: "(?:sähköpostiosoit\\p{L}*|sähköposti\\p{L}*|käyttäjätunnu\\p{L}*) ja (?:nykyi|voimassa ole)\\p{L}* salasan\\p{L}*|(?:työ|yritys|yrityksen |työpaikan |organisaation )sähköpostitil\\p{L}*|työtil\\p{L}*",
  },
  da: {
    login:
      "(?:log ind|log på|logge ind|logge på|logger ind|logger på|log (?:\\p{L}+ ){1,2}(?:ind|på)|bekræft din identitet)",
    threat:
      "(?:vil blive|bliver) (?:\\p{L}+ )?(?:spærret|slettet|deaktiveret|arkiveret|lukket|blokeret|suspenderet|afpubliceret|frosset|forsinket|sat på pause)|(?:mister|miste) (?:du )?adgang",
    when: "inden for \\d{1,3} (?:timer|dage)|(?:inden|før|senest) (?:kl\\.? ?)?\\d|senest i morgen|medmindre|ellers",
    enter:
      "(?:og|derefter|dernæst) (?:\\p{L}+ )?(?:indtast|angiv|bekræft|skriv) (?:derefter |så |nu )?(?:din|dit|den) (?:\\p{L}+ )?(?:(?:engangs|bekræftelses|sms-|sikkerheds)?kode|adgangskode|pinkode)",
    mail: "(?:e-?mailadresse|e-?mail|brugernavn) og (?:din )?(?:nuværende|eksisterende) adgangskode|(?:arbejds|firma|virksomheds)-?e-?mail-?konto|arbejdskonto",
  },
  nb: {
    login:
      "(?:logg inn|logg på|logge inn|logge på|logger inn|logger på|logg (?:\\p{L}+ ){1,2}(?:inn|på)|bekreft identiteten)",
    threat:
      "(?:vil bli|blir) (?:\\p{L}+ )?(?:sperret|slettet|deaktivert|arkivert|stengt|blokkert|suspendert|avpublisert|fryst|forsinket|satt på pause)|(?:mister|miste) (?:du )?tilgang",
    when: "innen \\d{1,3} (?:timer|dager)|(?:innen|før|senest) (?:kl\\.? ?)?\\d|innen i morgen|med mindre|ellers",
    enter:
      "(?:og|deretter|så) (?:\\p{L}+ )?(?:skriv inn|tast inn|oppgi|bekreft|angi) (?:(?:din|ditt|den) (?:\\p{L}+ )?(?:kode|passord|pin|pinkode|engangskode)|(?:engangskoden|bekreftelseskoden|pinkoden|koden|passordet) (?:din|ditt|som du (?:får|mottar)))",
    mail: "(?:e-?postadresse|e-?post|brukernavn) og (?:ditt )?(?:nåværende|eksisterende) passord|(?:jobb|arbeids|firma|bedrifts)-?e-?post-?konto|jobbkonto",
  },
  bg: {
    login: "(?:влезте|влез|впишете се|впиши се|влезе|потвърдете самоличността|удостоверете самоличността)",
    threat:
      "ще бъд(?:е|ат) (?:\\p{L}+ )?(?:блокиран|изтрит|спрян|деактивиран|архивиран|закрит|замразен|забавен|премахнат)\\p{L}*|ще загубите достъп",
    when: "в рамките на \\d{1,3} (?:часа|дни)|до \\d{1,2}[:.]\\d{2}|до (?:утре|края на деня)|освен ако|в противен случай|иначе",
    enter:
      "(?:и|след това|после) (?:\\p{L}+ )?(?:въведете|въведи|потвърдете|потвърди) (?:отново )?(?:вашия |своя |еднократния |получения )?(?:код|парола|пин)\\p{L}*",
    mail: "(?:имейл|е-?мейл|електронна поща|потребителско име)\\p{L}* и (?:текущ|настоящ|сегашн)\\p{L}* парола|(?:фирмен|служебен|корпоративен|работен) (?:имейл )?(?:акаунт|профил)",
  },
  sh: {
    login:
      "(?:prijavite se|prijavi se|prijaviti se|ulogujte se|uloguj se|ulogirajte se|ulogiraj se|prijavi|potvrdite (?:svoj )?identitet)",
    threat:
      "(?:će biti|bit će|biće) (?:\\p{L}+ )?(?:blokiran|obrisan|suspendovan|suspendiran|deaktiviran|arhiviran|zatvoren|zamrznut|odgođen|odložen|uklonjen)\\p{L}*|(?:izgubit ćete|izgubićete) pristup",
    when: "(?:u roku od|u narednih|unutar) \\d{1,3} (?:sat|dan)\\p{L}*|do \\d{1,2}[:.]\\d{2}|do sutra|osim ako|u suprotnom|inače",
    enter:
      "(?:i|zatim|potom|onda) (?:\\p{L}+ )?(?:unesite|unesi|potvrdite|potvrdi|upišite|ukucajte) (?:ponovo )?(?:svoj |vaš |jednokratni |primljeni )?(?:kod|lozink|pin)\\p{L}*",
    mail: "(?:e-?mail adres\\p{L}*|e-?mail|korisničk\\p{L}* im\\p{L}*) i (?:trenutn|postojeć|važeć)\\p{L}* lozink\\p{L}*|(?:poslovn|službe?n|kompanijsk)\\p{L}* e-?mail (?:nalog|račun)\\p{L}*|(?:poslovnim|službenim) (?:nalogom|računom)",
  },
  sk: {
    login:
      "(?:prihláste sa|prihlás sa|prihlásiť sa|prihlási sa|neprihlási\\p{L}*|overte (?:svoju )?(?:identitu|totožnosť))",
    threat:
      "(?:bude|budú) (?:\\p{L}+ ){0,2}?(?:zablokovan|zmazan|odstránen|pozastaven|deaktivovan|archivovan|uzavret|zmrazen|oneskoren)\\p{L}*|(?:stratíte|prídete o) prístup",
    when: "(?:do|počas|v priebehu) \\d{1,3} (?:hodín|dní)|(?:do|pred) \\d{1,2}[:.]\\d{2}|do zajtra|inak|v opačnom prípade",
    enter:
      "(?:a|potom|následne) (?:\\p{L}+ )?(?:zadajte|zadaj|potvrďte|vyplňte) (?:svoj |váš |jednorazový |overovací |sms ){0,2}(?:kód|heslo|pin)",
    mail: "(?:e-?mail\\p{L}*|e-?mailov\\p{L}* adres\\p{L}*|používateľsk\\p{L}* men\\p{L}*) a (?:aktuáln|súčasn|existujúc)\\p{L}* hesl\\p{L}*|(?:firemn|pracovn|služobn)\\p{L}* e-?mailov\\p{L}* účt?\\p{L}*|(?:firemným|pracovným|služobným) účtom",
  },
  sl: {
    login: "(?:prijavite se|prijavi se|prijaviti se|vpišite se|vpiši se|prijavi|potrdite (?:svojo )?identiteto)",
    threat:
      "(?:bo|bodo) (?:\\p{L}+ )?(?:blokiran|izbrisan|začasno ustavljen|ustavljen|onemogočen|deaktiviran|arhiviran|zaprt|zamrznjen|zamujen|odstranjen)\\p{L}*|(?:izgubili boste|boste izgubili) dostop",
    when: "v (?:roku )?\\d{1,3} (?:urah|ur|dneh|dni)|do \\d{1,2}[:.]\\d{2}|do jutri|razen če|sicer|v nasprotnem primeru",
    enter:
      "(?:in|nato|potem) (?:\\p{L}+ )?(?:vnesite|vnesi|potrdite|potrdi) (?:znova )?(?:svojo |svoje |enkratno |prejeto )?(?:kod|geslo|pin)\\p{L}*",
    mail: "(?:e-?poštn\\p{L}* naslov\\p{L}*|e-?naslov|e-?pošt\\p{L}*|uporabniško ime) in (?:trenutn|obstoječ)\\p{L}* geslo|(?:službe?n|poslovn)\\p{L}* e-?poštn\\p{L}* račun\\p{L}*|(?:službenim|poslovnim) računom",
  },
  lt: {
    login: "(?:prisijunkite|prisijunk|prisijungti|prisijungs|patvirtinkite (?:savo )?tapatybę)",
    threat:
      "bus (?:\\p{L}+ )?(?:užblokuot|ištrint|sustabdyt|išjungt|deaktyvuot|archyvuot|uždaryt|įšaldyt|atidėt|pašalint)\\p{L}*|prarasite prieigą",
    when: "per \\d{1,3} (?:valand|dien)\\p{L}*|iki \\d{1,2}[:.]\\d{2}|iki rytojaus|nebent|priešingu atveju",
    enter: "(?:ir|tada|po to) (?:\\p{L}+ )?(?:įveskite|įvesk|patvirtinkite) (?:\\p{L}+ )?(?:kod|slaptažod|pin)\\p{L}*",
    mail: "(?:el\\. ?pašto adres\\p{L}*|el\\. ?pašt\\p{L}*|naudotojo vard\\p{L}*) ir (?:dabartin|esam)\\p{L}* slaptažod\\p{L}*|(?:darbo|įmonės|tarnybin\\p{L}*) el\\. ?pašto paskyr\\p{L}*|(?:darbo|įmonės) paskyra",
  },
  lv: {
    login:
      "(?:pieslēdzieties|pieslēdzies|pierakstieties|pieraksties|ielogojieties|pieslēgties|pieslēgsies|nepieslēg\\p{L}*|apstipriniet (?:savu )?identitāti)",
    threat:
      "(?:tiks|tiek) (?:\\p{L}+ )?(?:bloķēt|dzēst|apturēt|deaktivizēt|arhivēt|slēgt|iesaldēt|aizkavēt|noņemt)\\p{L}*|zaudēsiet piekļuvi",
    when: "(?:stundu|dienu) laikā|līdz (?:pulksten )?\\d{1,2}[:.]\\d{2}|līdz rītdienai|ja vien|pretējā gadījumā|citādi",
    enter: "(?:un|tad|pēc tam) (?:\\p{L}+ )?(?:ievadiet|ievadi|apstipriniet) (?:\\p{L}+ )?(?:kod|parol|pin)\\p{L}*",
    mail: "(?:e-?pasta adres\\p{L}*|e-?past\\p{L}*|lietotājvārd\\p{L}*) un (?:pašreizēj|esoš)\\p{L}* parol\\p{L}*|(?:darba|uzņēmuma|korporatīv\\p{L}*) e-?pasta kont\\p{L}*|(?:darba|uzņēmuma) kontu",
  },
  et: {
    login: "(?:logige sisse|logi sisse|sisselogimi\\p{L}*|logib sisse|kinnitage (?:oma )?isik\\p{L}*)",
    threat:
      "(?:peatatakse|kustutatakse|suletakse|blokeeritakse|arhiveeritakse|lukustatakse|külmutatakse|hilineb|hilinevad|kaotate juurdepääsu)",
    when: "(?:tunni|päeva) jooksul|(?:enne|hiljemalt) (?:kell )?\\d|homseks|vastasel juhul",
    enter:
      "(?:ja|seejärel|siis) (?:\\p{L}+ )?(?:sisestage|sisesta|kinnitage|kinnita) (?:\\p{L}+ )?(?:kood|parool|pin)\\p{L}*",
    mail: "(?:e-?posti aadress|e-?post|kasutajanimi)\\p{L}* ja (?:praegu|kehtiv|olemasolev)\\p{L}* parool\\p{L}*|(?:töö|ettevõtte|firma)[- ]?e-?posti[- ]?kont\\p{L}*|(?:töö|ettevõtte)kontoga",
  },
  ca: {
    login:
      "(?:inicieu sessió|inicia sessió|iniciar sessió|iniciï sessió|accediu|accedeix|identifiqueu-vos|identifica't|verifiqueu la vostra identitat)",
    threat:
      "(?:serà|seran|quedarà|quedaran) (?:\\p{L}+ )?(?:suspès|suspesa|suspes|eliminat|desactivat|arxivat|bloquejat|tancat|retirat|congelat|endarrerit|despublicat)\\p{L}*|perdreu l'accés",
    when: "(?:en les properes|en un termini de|dins de les) \\d{1,3} (?:hores|dies)|abans de les \\d|abans de demà|tret que|llevat que|altrament|en cas contrari",
    enter:
      "(?:i|després|a continuació) (?:\\p{L}+ )?(?:introduïu|introdueix|confirmeu|confirma|escriviu) (?:(?:el vostre|la vostra|el teu|la teva) (?:codi|contrasenya|pin)|el codi (?:de verificació|sms|que rebreu))",
    mail: "(?:correu(?: electrònic)?|adreça electrònica|usuari) i (?:la )?(?:vostra )?contrasenya (?:actual|habitual)|(?:amb|mitjançant) el compte (?:de correu )?(?:de l'empresa|corporatiu|de feina|institucional)",
  },
  hy: {
    login: "(?:մուտք գործեք|մուտք գործիր|մուտք գործել|մուտք գործի|մուտք չգործ|հաստատեք ձեր ինքնությունը)",
    threat:
      "(?:կկասեցվի|կջնջվի|կարգելափակվի|կապաակտիվացվի|կարխիվացվի|կփակվի|կսառեցվի|կհետաձգվի|կուշանա|կկասեցվեն|կջնջվեն|կկորցնեք մուտքը)",
    when: "(?:ժամվա|օրվա) ընթացքում|մինչև \\d{1,2}:\\d{2}|մինչև վաղը|հակառակ դեպքում|այլապես",
    enter: "(?:և|ապա|այնուհետև) (?:\\S+ ){0,2}?(?:մուտքագրեք|հաստատեք) (?:\\S+ )?(?:կոդ|գաղտնաբառ|pin)\\S*",
    mail: "(?:էլ\\. ?փոստ|էլփոստ)\\S* (?:հասցեն )?և (?:ընթացիկ|ներկայիս|գործող) գաղտնաբառ\\S*|(?:ընկերության|աշխատանքային|կորպորատիվ) (?:էլ\\. ?փոստի )?հաշիվ\\S*",
  },
  az: {
    login: "(?:daxil olun|daxil ol|giriş edin|giriş et|daxil olmasa|şəxsiyyətinizi təsdiqləyin)",
    threat:
      "(?:dayandırılacaq|silinəcək|bloklanacaq|deaktiv ediləcək|arxivləşdiriləcək|bağlanacaq|dondurulacaq|gecikəcək|girişi itirəcəks)",
    when: "(?:saat|gün) ərzində|saat \\d{1,2}[:.]\\d{2}-?(?:dək|qədər|a qədər)|sabaha qədər|əks halda|olmasanız",
    enter:
      "(?:və|sonra|daha sonra) (?:\\p{L}+ ){0,2}?(?:kodu|kodunuzu|şifrənizi|şifrəni|pin\\p{L}*) (?:yenidən )?(?:daxil edin|təsdiqləyin|yazın)",
    mail: "(?:e-?poçt|e-?mail)(?: ünvanınız)? və (?:cari|hazırkı|mövcud) şifrə\\p{L}*|(?:şirkət|iş|korporativ) e-?poçt hesab\\p{L}*|(?:şirkət|korporativ) hesabı ilə",
  },
  kk: {
    login: "(?:кіріңіз|жүйеге кір\\p{L}*|авторизациядан өтіңіз|жеке басыңызды растаңыз)",
    threat:
      "(?:бұғатталады|жойылады|тоқтатылады|өшіріледі|мұрағатталады|жабылады|кешіктіріледі|қатынаудан айырыласыз|қолжетімділіктен айырыласыз)",
    when: "(?:сағат|күн) ішінде|сағат \\d{1,2}[:.]\\d{2}-?(?:ге|қа|ке|ға) дейін|ертеңге дейін|әйтпесе|кірмесеңіз",
    enter:
      "(?:және|содан кейін|сосын) (?:\\p{L}+ ){0,2}?(?:код\\p{L}*|құпиясөз\\p{L}*|пин\\p{L}*) (?:қайта )?(?:енгізіңіз|растаңыз)",
    mail: "(?:электрондық пошта|пошта|email)\\p{L}* (?:мекенжайы\\p{L}* )?(?:мен|және) (?:ағымдағы|қазіргі) құпиясөз\\p{L}*|(?:компания|жұмыс|корпоративтік)\\p{L}* (?:пошта )?(?:есептік жазба|аккаунт)\\p{L}*",
  },
  uz: {
    login: "(?:kiring|tizimga kir\\p{L}*|login|shaxsingizni tasdiqlang)",
    threat:
      "(?:toʻxtatiladi|oʻchiriladi|bloklanadi|yopiladi|arxivlanadi|muzlatiladi|kechiktiriladi|kirish huquqini yoʻqotasiz)",
    when: "(?:soat|kun) ichida|soat \\d{1,2}[:.]\\d{2} ?gacha|ertagacha|aks holda|kirmasangiz",
    enter:
      "(?:va|soʻng|keyin) (?:\\p{L}+ ){0,2}?(?:kod\\p{L}*|parol\\p{L}*|pin\\p{L}*) (?:qayta )?(?:kiriting|tasdiqlang)",
    mail: "(?:elektron pochta|pochta|email)\\p{L}* (?:manzili\\p{L}* )?va (?:joriy|hozirgi) parol\\p{L}*|(?:kompaniya|ish|korporativ) (?:pochta )?(?:hisob|akkaunt)\\p{L}*",
  },
  mn: {
    login: "(?:нэвтэрнэ үү|нэвтрэх|нэвтэр|баталгаажуул\\p{L}*)",
    threat:
      "(?:түдгэлзүүлэх|устгах|хаах|блоклох|идэвхгүй болгох|архивлах|хойшлох|царцаах) болно|(?:түдгэлзүүлэгдэнэ|устгагдана|хаагдана|блоклогдоно|хойшлогдоно)",
    when: "(?:цагийн|хоногийн) дотор|цагаас өмнө|эс тэгвээс|нэвтрэхгүй бол",
    enter:
      "(?:дараа нь|ба|мөн) (?:\\p{L}+ ){0,2}?(?:код\\p{L}*|нууц үг\\p{L}*|пин\\p{L}*) (?:дахин )?(?:оруулна уу|оруул|баталгаажуулна уу)",
    mail: "(?:имэйл|и-мэйл|цахим шуудан)\\p{L}* (?:хаяг\\p{L}* )?(?:болон|ба) (?:одоогийн|одоо) нууц үг\\p{L}*|(?:байгууллагын|компанийн|ажлын) (?:имэйл )?бүртгэл\\p{L}*",
  },
};

// The organisation's own login named in the third person, and re-enrolment (two concepts more, folded into the rows
// above). Phishing in a service's inbox asks to sign in with the login of the organisation itself or of a role in it
// ("the clinic's e-mail and password", "with the practice manager's login", "the administrator's password"): the
// sign-in verb of LURE_ROWS near a credential owned by an organisation or a role (→ the row's `ownAccount`). And it
// asks to re-enrol or re-register two-factor authentication or an (admin) account: those verbs join the lure rows'
// `login`, so they are a lure only beside a threat or a deadline (SIGN_IN_UNDER_THREAT). "The clinic's e-mail
// address is …", "we never ask for the clinic's password" (no sign-in verb), "the practice manager will log in
// tomorrow" (no credential), "sign in to your Acme account" (a service's own) and "you have enrolled a new
// authenticator" (no threat) name neither.

/** Per language: `org` a credential (e-mail, mailbox, password, login, admin account) owned by the organisation or a
 * role in it; `reEnrol` re-enrolling two-factor authentication or re-registering an account or access. */
export interface OrgLoginRow {
  org: string;
  reEnrol: string;
  /** A dated deadline ("before 30 November"), added to the lure row's `when` (no benign message of the fitted
   * corpora signs in beside one). */
  deadline?: string;
}

const MFA = "(?:mfa|2fa|multi-?fa[ck]tor\\p{L}*|two-?factor|2-?fa[ck]tor\\p{L}*)";

const ORG_LOGIN_ROWS: Partial<Record<Lang, OrgLoginRow>> = {
  en: {
    org: alt(
      "(?:clinic|practice|surgery|shop|store|company|firm|office|business|organi[sz]ation|school|salon|studio|agency|pharmacy|restaurant|hotel|practice manager|office manager|manager|administrator|admin|receptionist|reception|owner|director|secretary)(?:'s|s'|’s) (?:[\\p{L}\\p{N}-]+ ){0,2}?(?:e-?mail|mailbox|inbox|password|passcode|credentials|login|log-in|user ?name|admin account|e-?mail account|mail account)",
      "(?:with|using|via) (?:the |our )?(?:clinic|practice|shop|store|company|firm|office|business|manager|administrator|admin|owner|reception)(?:'s|s'|’s)? (?:[\\p{L}\\p{N}-]+ )?(?:account|e-?mail|mailbox|password|credentials|login)",
      "(?:email|e-mail|mailbox|password|credentials|login|username|user name)(?: and (?:the )?password)? of (?:the|our|your) (?:[\\p{L}-]+ )?(?:clinic|practice|surgery|shop|store|company|firm|office|business|organi[sz]ation|school|salon|agency|pharmacy|manager|administrator|owner|reception)",
    ),
    reEnrol: alt(
      `${MFA}(?: authentication| verification)?(?: \\p{L}+){0,5} (?:re-?enrol\\p{L}*|re-?register\\p{L}*|re-?activated|set up again|re-?configured)`,
      "(?:re-?enrol\\p{L}*|re-?register|re-?activate|set up) (?:your |the )?(?:mfa|2fa|multi-?factor|two-?factor|authenticator)",
      "(?:re-?register|re-?enrol\\p{L}*) (?:your|the|their) (?:admin(?:istrator)? |staff |practice |office |company )?(?:account|access|login|mailbox)",
    ),
    deadline:
      "(?:before|by) (?:the )?(?:\\d{1,2}(?:st|nd|rd|th)? (?:of )?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)\\p{L}*|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)\\p{L}* \\d{1,2}(?:st|nd|rd|th)?)",
  },
  de: {
    org: alt(
      "(?:e-?mail-?adresse|e-?mail|postfach|passwort|kennwort|zugangsdaten|anmeldedaten|login|admin-?konto|benutzerkonto)(?: und (?:das |dem )?(?:passwort|kennwort))? (?:der|des|von der|vom) (?:praxis|klinik|kanzlei|firma|unternehmens|büros|geschäfts|ladens|shops|apotheke|schule|agentur|praxisleitung|praxismanager\\p{L}*|geschäftsführ\\p{L}*|inhaber\\p{L}*|administrator\\p{L}*|admins|empfangs|rezeption|verwaltung|organisation)",
      "(?:praxis|kanzlei|klinik|büro|shop|laden|apotheken|admin|administrator|inhaber|geschäftsführer|verwaltungs)-?(?:e-?mail-?passwort|passwort|kennwort|zugangsdaten|anmeldedaten|postfach|login|konto)",
    ),
    reEnrol: alt(
      "(?:mfa|2fa|multi-?faktor[\\p{L}-]*|zwei-?faktor[\\p{L}-]*|2-?faktor[\\p{L}-]*)(?: \\p{L}+){0,4} (?:neu|erneut|wieder) (?:einrichten|eingerichtet|registrieren|registriert|aktivieren|aktiviert|hinterlegen|hinterlegt)",
      "(?:neuregistrierung|erneute registrierung|erneute verifizierung|re-?registrierung|reaktivierung) (?:ihres |deines |des )?(?:admin-?|praxis-?|firmen-?)?(?:kontos|zugangs|accounts|logins)",
      "(?:konto|zugang|account|login) (?:neu|erneut) (?:registrieren|verifizieren|validieren|aktivieren)",
    ),
    deadline:
      "(?:bis (?:zum|spätestens)|vor dem) \\d{1,2}\\. ?(?:jan|feb|mär|apr|mai|jun|jul|aug|sep|okt|nov|dez)\\p{L}*",
  },
  fr: {
    org: alt(
      "(?:adresse e-?mail|e-?mail|courriel|messagerie|boîte mail|mot de passe|identifiants?|compte|login)(?: et (?:le )?mot de passe)? (?:du cabinet|de la clinique|de l'entreprise|de la société|du bureau|de la boutique|du magasin|de la pharmacie|de l'agence|de l'école|du secrétariat|de l'accueil|de l'administrateur|de l'admin|du gérant|de la gérante|du responsable|de la responsable|du directeur|de la direction|du propriétaire|de l'association|de l'établissement)",
    ),
    reEnrol: alt(
      `${MFA}(?: \\p{L}+){0,3} (?:doit|doivent) (?:être )?(?:réenregistr|ré-enregistr|réactiv|réinscri|reconfigur)\\p{L}*`,
      "(?:authentification (?:à deux facteurs|multifacteur|forte)|double authentification)(?: \\p{L}+){0,3} (?:doit|doivent) (?:être )?(?:réenregistr|ré-enregistr|réactiv|reconfigur|réinscri)\\p{L}*",
      "(?:réenregistrez|ré-enregistrez|réactivez|revalidez|réinscrivez|reconfigurez|réenregistrer|réactiver|revalider|reconfigurer) (?:votre|ton|le|la|l') ?(?:compte|accès|authentification|double authentification|mfa|2fa)",
    ),
    deadline:
      "(?:avant le|d'ici le|au plus tard le) \\d{1,2}(?:er)? (?:janv|févr|mars|avril|mai|juin|juil|août|sept|oct|nov|déc)\\p{L}*",
  },
  es: {
    org: alt(
      "(?:correo(?: electrónico)?|e-?mail|buzón|contraseña|clave|credenciales|usuario|cuenta|acceso)(?: y (?:la )?contraseña)? (?:de la clínica|de la consulta|del consultorio|de la empresa|de la oficina|del despacho|de la tienda|de la farmacia|de la agencia|del negocio|de la escuela|del colegio|de recepción|de la recepción|del administrador|de la administradora|del gerente|de la gerente|del responsable|de la responsable|del director|de la dirección|del propietario|del dueño|de la dueña|de administración)",
    ),
    reEnrol: alt(
      `${MFA}(?: \\p{L}+){0,4} (?:debe|deben|tiene que|hay que) (?:volver a (?:registrar|configurar|activar)|re-?registrar|reactivar|reconfigurar)\\p{L}*`,
      "(?:autenticación (?:de dos factores|multifactor|en dos pasos)|verificación en dos pasos)(?: \\p{L}+){0,4} (?:debe|deben|tiene que) (?:volver a (?:registrarse|configurarse|activarse)|ser (?:re-?registrad|reactivad|reconfigurad)\\p{L}*)",
      "(?:vuelva a registrar|vuelve a registrar|re-?registre|re-?registra|reactive|reactiva|revalide|revalida|vuelva a validar) (?:su|tu|la|el) (?:cuenta|acceso|autenticación|verificación en dos pasos)",
    ),
    deadline:
      "(?:antes del|hasta el|a más tardar el) \\d{1,2} de (?:enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre)",
  },
  it: {
    org: alt(
      "(?:e-?mail|indirizzo e-?mail|casella(?: di posta)?|password|credenziali|account|login|utenza)(?: e (?:la )?password)? (?:dello studio|della clinica|dell'azienda|della ditta|dell'ufficio|del negozio|della farmacia|dell'agenzia|della scuola|della società|della reception|dell'amministratore|dell'amministrazione|del titolare|della titolare|del responsabile|della responsabile|del direttore|della direzione|della segreteria)",
    ),
    reEnrol: alt(
      `${MFA}(?: \\p{L}+){0,4} (?:deve|devono|va) (?:essere )?(?:ri-?registrat|riattivat|riconfigurat|reimpostat)\\p{L}*`,
      "(?:autenticazione (?:a due fattori|multifattore|a più fattori)|verifica in due passaggi)(?: \\p{L}+){0,4} (?:deve|devono|va) (?:essere )?(?:ri-?registrat|riattivat|riconfigurat|reimpostat)\\p{L}*",
      "(?:ri-?registra|ri-?registri|riattiva|riattivi|riconvalida|riconvalidi|rivalida|rivalidi) (?:il tuo |il suo |l'|la tua |la sua )?(?:account|accesso|utenza|autenticazione)",
    ),
    deadline:
      "(?:entro il|prima del|non oltre il) \\d{1,2} (?:gennaio|febbraio|marzo|aprile|maggio|giugno|luglio|agosto|settembre|ottobre|novembre|dicembre)",
  },
  pt: {
    org: alt(
      "(?:e-?mail|endereço de e-?mail|caixa de (?:correio|e-?mail)|senha|palavra-passe|credenciais|conta|login|usuário|utilizador)(?: e (?:a )?(?:senha|palavra-passe))? (?:da clínica|do consultório|da empresa|do escritório|da loja|da farmácia|da agência|da escola|da recepção|da receção|do administrador|da administração|do gerente|da gerente|do responsável|da responsável|do diretor|da direção|do proprietário|do dono|da dona)",
    ),
    reEnrol: alt(
      `${MFA}(?: \\p{L}+){0,4} (?:deve|devem|precisa|precisam|tem de|tem que) (?:ser )?(?:re-?registrad|reativad|reconfigurad|cadastrad[oa]s? novamente|registrad[oa]s? novamente)\\p{L}*`,
      "(?:autenticação (?:de dois fatores|multifator|em duas etapas)|verificação em duas etapas)(?: \\p{L}+){0,4} (?:deve|devem|precisa|precisam|tem de|tem que) (?:ser )?(?:re-?registrad|reativad|reconfigurad|cadastrad[oa]s? novamente|registrad[oa]s? novamente)\\p{L}*",
      "(?:recadastre|recadastra|re-?registre|reative|reativa|revalide|revalida) (?:a sua |sua |o seu |seu |a |o )?(?:conta|acesso|autenticação|login)",
    ),
    deadline:
      "(?:até|antes de) (?:o dia )?\\d{1,2} de (?:janeiro|fevereiro|março|abril|maio|junho|julho|agosto|setembro|outubro|novembro|dezembro)",
  },
  nl: {
    org: alt(
      "(?:e-?mailadres|e-?mail|mailbox|wachtwoord|inloggegevens|account|login|gebruikersnaam)(?: en (?:het )?wachtwoord)? van (?:de|het|onze) (?:praktijk|kliniek|zaak|winkel|apotheek|school|bedrijf|kantoor|organisatie|receptie|beheerder|administrator|praktijkmanager|praktijkhouder|eigenaar|manager|directeur|directie|balie)",
      "(?:praktijk|kliniek|kantoor|bedrijfs|winkel|beheerders|admin|balie)-?(?:e-?mailadres|wachtwoord|inloggegevens|mailbox|login|account)",
    ),
    reEnrol: alt(
      "(?:mfa|2fa|multi-?factor\\p{L}*|tweestapsverificatie|twee-?factor\\p{L}*)(?: \\p{L}+){0,4} (?:opnieuw|weer) (?:ingesteld|geregistreerd|geactiveerd|instellen|registreren|activeren)",
      "(?:registreer|activeer|verifieer|valideer) (?:uw|je|het) (?:beheerders|admin)?(?:account|toegang|login) opnieuw",
      "(?:herregistratie|herregistreren|heractiveren|heractivering) (?:van )?(?:uw |je |het )?(?:beheerders|admin)?(?:account|toegang|login|mfa|2fa)",
    ),
    deadline:
      "(?:vóór|voor|uiterlijk) \\d{1,2} (?:januari|februari|maart|april|mei|juni|juli|augustus|september|oktober|november|december)",
  },
  pl: {
    org: alt(
      "(?:hasł\\p{L}*|adres\\p{L}* e-?mail|e-?mail\\p{L}*|skrzynk\\p{L}*(?: pocztow\\p{L}*)?|dan\\p{L}* (?:do )?logowania|login\\p{L}*|kont\\p{L}* administrator\\p{L}*|poświadcze\\p{L}*)(?: i hasł\\p{L}*)? (?:gabinetu|kliniki|przychodni|praktyki|firmy|biura|sklepu|apteki|szkoły|recepcji|rejestracji|administratora|kierownika|kierowniczki|właściciela|właścicielki|dyrektora|sekretariatu|spółki|kancelarii|salonu)",
    ),
    reEnrol: alt(
      "(?:uwierzytelniani\\p{L}* dwuskładnikow\\p{L}*|weryfikacj\\p{L}* dwuetapow\\p{L}*|mfa|2fa)(?: \\p{L}+){0,4} (?:ponownie|od nowa) (?:skonfigurowa|zarejestrowa|aktywowa|włączy|skonfiguruj|zarejestruj|aktywuj|włącz)\\p{L}*",
      "(?:ponownie|od nowa) (?:zarejestruj|zweryfikuj|aktywuj|skonfiguruj)\\p{L}* (?:swoje |twoje )?(?:konto|dostęp)",
      "(?:zarejestruj|zweryfikuj|aktywuj) ponownie (?:swoje |twoje )?(?:konto|dostęp)",
    ),
  },
  sv: {
    org: alt(
      "(?:klinikens|mottagningens|praktikens|företagets|kontorets|butikens|apotekets|skolans|byråns|receptionens|administratörens|chefens|ägarens|verksamhetschefens|salongens) (?:\\p{L}+ )?(?:e-?post\\p{L}*|mejl\\p{L}*|lösenord\\p{L}*|inloggning\\p{L}*|konto\\p{L}*|admin-?konto\\p{L}*)",
      "(?:e-?postadress\\p{L}*|e-?post\\p{L}*|mejl\\p{L}*|lösenord\\p{L}*|inloggningsuppgifter\\p{L}*|inloggning\\p{L}*)(?: och lösenord\\p{L}*)? (?:till|för) (?:kliniken|mottagningen|praktiken|företaget|kontoret|butiken|apoteket|skolan|byrån|receptionen|administratören|chefen|ägaren|verksamhetschefen|salongen)",
    ),
    reEnrol: alt(
      "(?:tvåfaktors\\p{L}*|tvåstegs\\p{L}*|mfa|2fa)(?: \\p{L}+){0,4} (?:registreras|aktiveras|konfigureras|ställas in|sättas upp|registrera|aktivera|konfigurera) (?:på nytt|igen|om)",
      "(?:registrera|verifiera|aktivera|validera) (?:ditt |ert )?(?:admin)?(?:konto|åtkomst) (?:på nytt|igen)",
    ),
  },
  da: {
    org: alt(
      "(?:klinikkens|praksisens|firmaets|virksomhedens|kontorets|butikkens|apotekets|skolens|receptionens|administratorens|chefens|ejerens|lederens|salonens) (?:\\p{L}+ )?(?:e-?mail\\p{L}*|mail\\p{L}*|adgangskode\\p{L}*|kodeord\\p{L}*|login\\p{L}*|konto\\p{L}*|admin-?konto\\p{L}*)",
      "(?:e-?mail\\p{L}*|adgangskode\\p{L}*|kodeord\\p{L}*|login\\p{L}*)(?: og adgangskode)? (?:til|for) (?:klinikken|praksissen|firmaet|virksomheden|kontoret|butikken|apoteket|receptionen|administratoren|chefen|ejeren)",
    ),
    reEnrol: alt(
      "(?:tofaktor\\p{L}*|to-faktor-\\p{L}*|totrins\\p{L}*|mfa|2fa)(?: \\p{L}+){0,4} (?:registreres|aktiveres|opsættes|sættes op|registrere|aktivere|opsætte) (?:igen|på ny|påny)",
      "(?:registrer|aktivér|aktiver|bekræft|valider) (?:din |jeres )?(?:admin-?)?(?:konto|adgang) (?:igen|på ny)",
    ),
  },
  nb: {
    org: alt(
      "(?:klinikkens|praksisens|firmaets|bedriftens|kontorets|butikkens|apotekets|skolens|resepsjonens|administratorens|sjefens|eierens|lederens|salongens) (?:\\p{L}+ )?(?:e-?post\\p{L}*|passord\\p{L}*|innlogging\\p{L}*|konto\\p{L}*|admin-?konto\\p{L}*|brukernavn\\p{L}*)",
      "(?:e-?post\\p{L}*|passord\\p{L}*|innlogging\\p{L}*|brukernavn)(?: og passord)? (?:til|for) (?:klinikken|praksisen|firmaet|bedriften|kontoret|butikken|apoteket|resepsjonen|administratoren|sjefen|eieren)",
    ),
    reEnrol: alt(
      "(?:tofaktor\\p{L}*|totrinns\\p{L}*|mfa|2fa)(?: \\p{L}+){0,4} (?:registreres|aktiveres|settes opp|registrere|aktivere|sette opp) (?:på nytt|igjen)",
      "(?:registrer|aktiver|bekreft|valider) (?:din |deres )?(?:admin-?)?(?:konto|tilgang) (?:på nytt|igjen)",
    ),
  },
  fi: {
    org: "(?:klinikan|vastaanoton|praktiikan|yrityksen|toimiston|kaupan|liikkeen|apteekin|koulun|vastaanottovirkailijan|ylläpitäjän|pääkäyttäjän|esimiehen|omistajan|johtajan|toimitusjohtajan) (?:\\p{L}+ )?(?:sähköposti\\p{L}*|salasan\\p{L}*|tunnu\\p{L}*|käyttäjätunnu\\p{L}*|tili\\p{L}*|kirjautumistiedo\\p{L}*)",
    reEnrol: alt(
      "(?:kaksivaihei|monivaihei)\\p{L}* (?:tunnistautumi|vahvistu)\\p{L}*(?: \\p{L}+){0,3} (?:rekisteröi|aktivoi|määritettävä|määritä|otettava)\\p{L}* (?:uudelleen|uudestaan)",
      "(?:rekisteröi|aktivoi|vahvista) (?:tilisi|pääsysi|käyttäjätilisi|ylläpitäjätilisi) uudelleen",
    ),
  },
  cs: {
    org: "(?:hesl\\p{L}*|e-?mail\\p{L}*|e-?mailov\\p{L}* adres\\p{L}*|schránk\\p{L}*|přihlašovací\\p{L}* údaj\\p{L}*|účt\\p{L}*|účet|login\\p{L}*)(?: a hesl\\p{L}*)? (?:ordinace|kliniky|praxe|firmy|společnosti|kanceláře|obchodu|lékárny|školy|recepce|správce|administrátora|vedoucí\\p{L}*|majitele|majitelky|ředitele|sekretariátu)",
    reEnrol: alt(
      "(?:dvoufázov\\p{L}* ověřen\\p{L}*|dvoufaktorov\\p{L}* ověřen\\p{L}*|vícefaktorov\\p{L}* ověřen\\p{L}*|mfa|2fa)(?: \\p{L}+){0,4} (?:znovu|opětovně) (?:zaregistrova|nastavi|aktivova|nastav|zaregistruj|aktivuj)\\p{L}*",
      "(?:znovu|opětovně) (?:zaregistrujte|ověřte|aktivujte|nastavte)\\p{L}* (?:svůj |váš )?(?:účet|přístup)",
      "(?:zaregistrujte|ověřte|aktivujte) (?:svůj |váš )?(?:účet|přístup) znovu",
    ),
  },
  sk: {
    org: "(?:hesl\\p{L}*|e-?mail\\p{L}*|e-?mailov\\p{L}* adres\\p{L}*|schránk\\p{L}*|prihlasovac\\p{L}* údaj\\p{L}*|účt\\p{L}*|účet|login\\p{L}*)(?: a hesl\\p{L}*)? (?:ambulancie|kliniky|praxe|firmy|spoločnosti|kancelárie|obchodu|lekárne|školy|recepcie|správcu|administrátora|vedúc\\p{L}*|majiteľa|majiteľky|riaditeľa|sekretariátu)",
    reEnrol: alt(
      "(?:dvojfázov\\p{L}* overen\\p{L}*|dvojfaktorov\\p{L}* overen\\p{L}*|viacfaktorov\\p{L}* overen\\p{L}*|mfa|2fa)(?: \\p{L}+){0,4} (?:znova|opätovne) (?:zaregistrova|nastavi|aktivova|nastav|zaregistruj|aktivuj)\\p{L}*",
      "(?:znova|opätovne) (?:zaregistrujte|overte|aktivujte|nastavte)\\p{L}* (?:svoj |váš )?(?:účet|prístup)",
      "(?:zaregistrujte|overte|aktivujte) (?:svoj |váš )?(?:účet|prístup) znova",
    ),
  },
  ro: {
    org: "(?:adresa de e-?mail|e-?mailul|parola|datele de autentificare|datele de acces|credențialele|contul|utilizatorul)(?: și parola)?(?: (?:al|a|ale))? (?:clinicii|cabinetului|firmei|companiei|biroului|magazinului|farmaciei|școlii|recepției|administratorului|managerului|proprietarului|directorului|secretariatului|agenției)",
    reEnrol: alt(
      "(?:autentificarea (?:în doi pași|cu doi factori|multifactor)|verificarea în doi pași|mfa|2fa)(?: \\p{L}+){0,4} (?:reînregistrat|reactivat|reconfigurat|reînregistra|reactiva|reconfigura)\\p{L}*",
      "(?:reînregistrați|reactivați|revalidați|reconfirmați)(?:-vă)? (?:contul|accesul)",
    ),
  },
  hu: {
    org: "(?:rendelő|klinika|praxis|cég|iroda|üzlet|bolt|patika|gyógyszertár|iskola|recepció|rendszergazda|adminisztrátor|praxisvezető|irodavezető|vezető|tulajdonos|igazgató|titkárság)(?:nak a)? (?:e-?mail\\p{L}*|jelszav\\p{L}*|jelszó\\p{L}*|fiókj\\p{L}*|belépési adata\\p{L}*|bejelentkezési adata\\p{L}*)",
    reEnrol: alt(
      "(?:kétlépcsős azonosítás\\p{L}*|kétfaktoros hitelesítés\\p{L}*|kétlépcsős hitelesítés\\p{L}*|többfaktoros hitelesítés\\p{L}*|mfa|2fa)(?: \\p{L}+){0,4} (?:újra|ismét) (?:be kell állítani|regisztrál|aktivál|be kell regisztrálni|be kell kapcsolni)\\p{L}*",
      "(?:regisztrálja|aktiválja|igazolja|hitelesítse) újra (?:a )?(?:fiókját|hozzáférését|fiókod|hozzáférésed)",
    ),
  },
  ca: {
    org: "(?:adreça (?:electrònica|de correu)|correu(?: electrònic)?|contrasenya|credencials|usuari|compte)(?: i (?:la )?contrasenya)? (?:de la clínica|de la consulta|de l'empresa|de l'oficina|del despatx|de la botiga|de la farmàcia|de l'escola|de recepció|de l'administrador|de l'administradora|del gerent|de la gerent|del responsable|de la responsable|del director|de la direcció|del propietari)",
    reEnrol: alt(
      "(?:autenticació (?:de dos factors|en dos passos|multifactor)|verificació en dos passos|mfa|2fa)(?: \\p{L}+){0,4} (?:s'ha de|s'han de|cal|ha de ser|han de ser) (?:tornar a (?:configurar|registrar|activar)|reconfigura|reactiva|re-?registra)\\p{L}*",
      "(?:torneu a registrar|reactiveu|revalideu|torna a registrar|reactiva|revalida) (?:el vostre |el teu |el )?(?:compte|accés)",
    ),
  },
  ru: {
    org: "(?:парол\\p{L}*|почт\\p{L}*|логин\\p{L}*|уч[её]тн\\p{L}* запис\\p{L}*|данн\\p{L}* для входа|аккаунт\\p{L}*|ящик\\p{L}*)(?: и парол\\p{L}*)? (?:клиники|практики|кабинета|компании|фирмы|офиса|магазина|аптеки|школы|салона|ресепшена|регистратуры|администратора|руководителя|управляющего|управляющей|владельца|владелицы|директора|бухгалтерии|организации)",
    reEnrol: alt(
      "(?:двухфакторн\\p{L}* (?:аутентификаци|авторизаци|защит)\\p{L}*|двухэтапн\\p{L}* (?:проверк|аутентификаци)\\p{L}*|mfa|2fa)(?: \\p{L}+){0,4} (?:заново|повторно|снова) (?:настро|зарегистр|подключ|активир|привяз)\\p{L}*",
      "(?:повторно|заново) (?:зарегистрируйте|подтвердите|активируйте)(?: \\p{L}+)? (?:уч[её]тн|аккаунт|доступ|запис)\\p{L}*",
      "перерегистр\\p{L}* (?:уч[её]тн|аккаунт|доступ|ящик|почт)\\p{L}*",
    ),
  },
  uk: {
    org: "(?:парол\\p{L}*|пошт\\p{L}*|логін\\p{L}*|обліков\\p{L}* запис\\p{L}*|дан\\p{L}* для входу|акаунт\\p{L}*|скриньк\\p{L}*)(?: (?:і|та) парол\\p{L}*)? (?:клініки|практики|кабінету|компанії|фірми|офісу|магазину|аптеки|школи|салону|рецепції|реєстратури|адміністратора|керівника|керівниці|власника|власниці|директора|бухгалтерії|організації)",
    reEnrol: alt(
      "(?:двофакторн\\p{L}* (?:автентифікаці|аутентифікаці|авторизаці|захист)\\p{L}*|двоетапн\\p{L}* перевірк\\p{L}*|mfa|2fa)(?: \\p{L}+){0,4} (?:заново|повторно|знову) (?:налаштува|зареєструва|підключи|активува|налаштуй|зареєструй)\\p{L}*",
      "(?:повторно|заново) (?:зареєструйте|підтвердіть|активуйте)(?: \\p{L}+)? (?:обліков|акаунт|доступ|запис)\\p{L}*",
      "перереєстр\\p{L}* (?:обліков|акаунт|доступ|скриньк|пошт)\\p{L}*",
    ),
  },
  bg: {
    org: "(?:парол\\p{L}*|имейл\\p{L}*|пощ\\p{L}*|акаунт\\p{L}*|профил\\p{L}*|данни\\p{L}* за вход|потребителск\\p{L}* име)(?: и парол\\p{L}*)? на (?:клиниката|практиката|кабинета|фирмата|компанията|офиса|магазина|аптеката|училището|рецепцията|администратора|управителя|собственика|директора|счетоводството)",
    reEnrol: alt(
      "(?:двуфакторн\\p{L}* (?:удостоверяване|автентикация|защита)|двустепенн\\p{L}* (?:проверка|верификация)|mfa|2fa)(?: \\p{L}+){0,4} (?:(?:отново|повторно) (?:настро|регистрира|активира)\\p{L}*|(?:настро|регистрира|активира)\\p{L}* (?:отново|повторно))",
      "(?:регистрирайте|потвърдете|активирайте) (?:отново|повторно) (?:вашия |своя )?(?:акаунт|профил|достъп)\\p{L}*",
    ),
  },
  sh: {
    org: "(?:lozink\\p{L}*|šifr\\p{L}*|e-?mail\\p{L}*|e-?mail adres\\p{L}*|pristupn\\p{L}* podac\\p{L}*|podac\\p{L}* za prijavu|nalog\\p{L}*|račun\\p{L}*|korisničk\\p{L}* im\\p{L}*)(?: i lozink\\p{L}*)? (?:ordinacije|klinike|ambulante|firme|kompanije|tvrtke|ureda|kancelarije|prodavnice|trgovine|apoteke|ljekarne|škole|recepcije|administratora|upravitelja|menadžera|vlasnika|direktora|poslovođe)",
    reEnrol: alt(
      "(?:dvofaktorsk\\p{L}* (?:autentifikacij|provjer|prover|verifikacij)\\p{L}*|dvostepen\\p{L}* (?:provjer|prover|verifikacij)\\p{L}*|mfa|2fa)(?: \\p{L}+){0,4} (?:ponovo|iznova) (?:registrova|registrira|podesi|postavi|aktivira|konfigurira|konfigurisa)\\p{L}*",
      "(?:ponovo|iznova) (?:registrujte|registrirajte|potvrdite|aktivirajte|verifikujte)(?: svoj| vaš)? (?:nalog|račun|pristup)",
    ),
  },
  sl: {
    org: "(?:gesl\\p{L}*|e-?poštn\\p{L}* naslov\\p{L}*|e-?pošt\\p{L}*|e-?naslov\\p{L}*|podatk\\p{L}* za prijavo|račun\\p{L}*|uporabniško ime)(?: in gesl\\p{L}*)? (?:ordinacije|klinike|ambulante|podjetja|pisarne|trgovine|lekarne|šole|recepcije|administratorja|skrbnika|vodje|lastnika|direktorja|tajništva)",
    reEnrol: alt(
      "(?:dvofaktorsk\\p{L}* (?:overjanj|preverjanj|avtentikacij)\\p{L}*|dvostopenjsk\\p{L}* (?:preverjanj|overjanj)\\p{L}*|mfa|2fa)(?: \\p{L}+){0,4} (?:znova|ponovno) (?:registrira|nastavi|aktivira|vzpostavi)\\p{L}*",
      "(?:znova|ponovno) (?:registrirajte|potrdite|aktivirajte)(?: svoj| vaš)? (?:račun|dostop)",
    ),
  },
  lt: {
    org: alt(
      "(?:klinikos|praktikos|kabineto|įmonės|biuro|parduotuvės|vaistinės|mokyklos|registratūros|administratoriaus|vadovo|vadovės|savininko|direktoriaus) (?:slaptažod|el\\. ?pašt|pašto dėžut|prisijungimo duomen|paskyr|naudotojo vard)\\p{L}*",
    ),
    reEnrol: alt(
      "(?:dviej\\p{L}* veiksni\\p{L}* (?:autentifikacij|tapatybės nustatym)\\p{L}*|dvipakop\\p{L}* (?:autentifikacij|patvirtinim)\\p{L}*|mfa|2fa)(?: \\p{L}+){0,4} (?:iš naujo|pakartotinai) (?:užregistruo|nustaty|aktyvuo|įjung)\\p{L}*",
      "(?:iš naujo|pakartotinai) (?:užregistruokite|patvirtinkite|aktyvuokite) (?:savo )?(?:paskyr|prieig)\\p{L}*",
    ),
  },
  lv: {
    org: "(?:klīnikas|prakses|kabineta|uzņēmuma|biroja|veikala|aptiekas|skolas|reģistratūras|administratora|vadītāja|vadītājas|īpašnieka|direktora) (?:e-?pasta adres\\p{L}*|e-?past\\p{L}*|parol\\p{L}*|pieteikšanās dat\\p{L}*|kont\\p{L}*|lietotājvārd\\p{L}*)",
    reEnrol: alt(
      "(?:divfaktoru autentifikācij\\p{L}*|divpakāpju (?:verifikācij|autentifikācij)\\p{L}*|mfa|2fa)(?: \\p{L}+){0,4} (?:no jauna|atkārtoti) (?:reģistrē|iestatī|aktivizē|konfigurē)\\p{L}*",
      "(?:no jauna|atkārtoti) (?:reģistrējiet|apstipriniet|aktivizējiet) (?:savu )?(?:kont|piekļuv)\\p{L}*",
    ),
  },
  et: {
    org: "(?:kliiniku|praksise|vastuvõtu|ettevõtte|firma|kontori|poe|apteegi|kooli|registratuuri|administraatori|juhataja|juhi|omaniku|direktori) (?:e-?posti\\p{L}*|meili\\p{L}*|parool\\p{L}*|salasõn\\p{L}*|kont\\p{L}*|kasutajanim\\p{L}*|sisselogimisandme\\p{L}*)",
    reEnrol: alt(
      "(?:kaheastmeli\\p{L}* (?:autentimi|kinnitami|tuvastami)\\p{L}*|kahefaktori\\p{L}* autentimi\\p{L}*|mfa|2fa)(?: \\p{L}+){0,4} (?:uuesti|taas) (?:registreeri|seadista|aktiveeri)\\p{L}*",
      "(?:registreerige|kinnitage|aktiveerige) (?:oma )?(?:konto|juurdepääs)\\p{L}* uuesti",
    ),
  },
  el: {
    org: "(?:κωδικ\\p{L}*(?: πρόσβασης)?|email|e-mail|ηλεκτρονικ\\p{L}* ταχυδρομεί\\p{L}*|λογαριασμ\\p{L}*|διαπιστευτήρια|στοιχεία σύνδεσης)(?: και (?:τον )?κωδικ\\p{L}*)? (?:του ιατρείου|της κλινικής|της εταιρείας|του γραφείου|του καταστήματος|του φαρμακείου|του σχολείου|της ρεσεψιόν|της γραμματείας|του διαχειριστή|του υπευθύνου|της υπεύθυνης|του ιδιοκτήτη|του διευθυντή)",
    reEnrol: alt(
      "(?:έλεγχο\\p{L}* ταυτότητας δύο παραγόντων|επαλήθευση (?:δύο βημάτων|σε δύο βήματα)|mfa|2fa)(?: \\p{L}+){0,4} (?:(?:εκ νέου|ξανά) (?:καταχωρ|ρυθμ|ενεργοποι|εγγρ)\\p{L}*|(?:καταχωρ|ρυθμ|ενεργοποι|εγγρ)\\p{L}* (?:εκ νέου|ξανά))",
      "(?:επανεγγραφ|επανενεργοποι)\\p{L}* (?:τον |το |του )?(?:λογαριασμ|πρόσβαση)\\p{L}*",
    ),
  },
  tr: {
    org: "(?:klini[ğg]in|muayenehanenin|[şs]irketin|ofisin|ma[ğg]azan[ıi]n|eczanenin|okulun|resepsiyonun|y[öo]neticinin|idarecinin|sahibinin|m[üu]d[üu]r[üu]n|sekreterli[ğg]in)(?: \\p{L}+)? (?:e-?posta\\p{L}*|mail\\p{L}*|[şs]ifre\\p{L}*|parola\\p{L}*|hesab\\p{L}*|giri[şs] bilgi\\p{L}*|kullan[ıi]c[ıi] ad\\p{L}*)",
    reEnrol: alt(
      "(?:iki fakt[öo]rl[üu] (?:kimlik )?do[ğg]rulama\\p{L}*|iki ad[ıi]ml[ıi] do[ğg]rulama\\p{L}*|mfa|2fa)(?: \\p{L}+){0,4} (?:yeniden|tekrar) (?:kurul|kaydedil|etkinle[şs]tiril|yap[ıi]land[ıi]r[ıi]l|kaydet|etkinle[şs]tir)\\p{L}*",
      "(?:hesab[ıi]n[ıi]z[ıi]|eri[şs]iminizi) (?:yeniden|tekrar) (?:kaydedin|do[ğg]rulay[ıi]n|etkinle[şs]tirin)",
    ),
  },
  af: {
    org: alt(
      "(?:kliniek|praktyk|maatskappy|kantoor|winkel|apteek|skool|ontvangs|administrateur|bestuurder|eienaar|direkteur|praktykbestuurder) se (?:e-?pos\\p{L}*|wagwoord\\p{L}*|rekening\\p{L}*|aanmeldbesonderhede|gebruikersnaam)",
      "(?:e-?posadres|e-?pos|wagwoord|aanmeldbesonderhede|gebruikersnaam)(?: en wagwoord)? van (?:die )?(?:kliniek|praktyk|maatskappy|kantoor|winkel|apteek|ontvangs|administrateur|bestuurder|eienaar)",
    ),
    reEnrol: alt(
      "(?:tweefaktor-?\\p{L}*|tweestap-?\\p{L}*|mfa|2fa)(?: \\p{L}+){0,4} (?:weer|opnuut) (?:geregistreer|opgestel|geaktiveer|registreer|opstel|aktiveer)",
      "(?:registreer|aktiveer|verifieer) (?:u|jou) (?:admin-?)?(?:rekening|toegang) (?:weer|opnuut)",
    ),
  },
  ar: {
    org: "(?:كلمة (?:مرور|سر|المرور)|البريد الإلكتروني|بريد|حساب|بيانات (?:الدخول|اعتماد)|اسم المستخدم)(?: \\S+)? (?:العيادة|المركز|الشركة|المكتب|المتجر|الصيدلية|المدرسة|الاستقبال|المدير|المسؤول|المالك)",
    reEnrol: alt(
      "(?:المصادقة الثنائية|التحقق بخطوتين|المصادقة متعددة العوامل|mfa|2fa)(?: \\S+){0,4} (?:من جديد|مجددا|مجدداً|مرة أخرى)",
      "إعادة (?:تسجيل|تفعيل|إعداد|ضبط) (?:المصادقة|التحقق|حساب|الحساب|الوصول)",
    ),
  },
  fa: {
    org: "(?:رمز عبور|گذرواژه|پسورد|ایمیل|حساب(?: کاربری)?|اطلاعات ورود|نام کاربری)(?: و رمز عبور)? (?:کلینیک|مطب|شرکت|دفتر|فروشگاه|داروخانه|مدرسه|پذیرش|مدیر|مسئول|مالک)",
    reEnrol: alt(
      "(?:احراز هویت دو ?مرحله ?ای|تأیید دو ?مرحله ?ای|تایید دو ?مرحله ?ای|mfa|2fa)(?: \\S+){0,4} (?:دوباره|مجددا|مجدداً|از نو) (?:ثبت|فعال|تنظیم|راه ?اندازی)",
    ),
  },
  he: {
    org: '(?:סיסמ(?:ה|ת)|דוא"ל|מייל|חשבון|פרטי (?:ה)?התחברות|שם המשתמש)(?: \\S+)? (?:המרפאה|הקליניקה|החברה|המשרד|החנות|בית המרקחת|הקבלה|המנהל|המנהלת|מנהל המשרד|הבעלים|הסוכנות)',
    reEnrol: alt(
      "(?:להגדיר|לרשום|להפעיל|הגדירו|רשמו|הפעילו|הגדר|רשום) מחדש (?:את )?(?:ה)?(?:אימות|חשבון|גישה)",
      "(?:אימות דו-? ?שלבי|אימות רב-? ?שלבי)(?: \\S+){0,3} מחדש",
    ),
  },
  ur: {
    org: "(?:کلینک|دفتر|کمپنی|دکان|اسٹور|فارمیسی|اسکول|استقبالیہ|ریسیپشن|منیجر|مینیجر|ایڈمن|ایڈمنسٹریٹر|مالک)(?: کے| کا| کی) (?:پاس ?ورڈ|ای ?میل|اکاؤنٹ|لاگ ?ان|اسناد)",
    reEnrol: "(?:ٹو فیکٹر|دو مرحلہ|ملٹی فیکٹر|mfa|2fa)(?: \\S+){0,4} دوبارہ (?:رجسٹر|فعال|سیٹ|ترتیب)",
  },
  hi: {
    org: "(?:क्लिनिक|दफ़्तर|दफ्तर|कार्यालय|कंपनी|दुकान|स्टोर|फार्मेसी|स्कूल|रिसेप्शन|मैनेजर|प्रबंधक|एडमिन|व्यवस्थापक|मालिक)(?: के| का| की) (?:पासवर्ड|ईमेल|ई-मेल|अकाउंट|खाते|लॉगिन|क्रेडेंशियल)",
    reEnrol:
      "(?:टू-फैक्टर|टू फैक्टर|दो-चरणीय|दो चरणीय|मल्टी-फैक्टर|mfa|2fa)(?: \\S+){0,4} (?:दोबारा|फिर से|पुनः) (?:रजिस्टर|सक्रिय|सेट|पंजीकृत)",
  },
  bn: {
    org: "(?:ক্লিনিক|অফিস|কোম্পানি|দোকান|ফার্মেসি|স্কুল|রিসেপশন|ম্যানেজার|অ্যাডমিন|মালিক)(?:ের|এর|র) (?:পাসওয়ার্ড|ইমেল|ইমেইল|অ্যাকাউন্ট|লগইন)",
    reEnrol: "(?:টু-ফ্যাক্টর|টু ফ্যাক্টর|দুই ধাপের|দ্বি-স্তরের|mfa|2fa)(?: \\S+){0,4} (?:আবার|পুনরায়) (?:নিবন্ধন|সক্রিয়|সেট|রেজিস্টার)",
  },
  ja: {
    org: "(?:クリニック|医院|歯科|会社|事務所|店舗|薬局|学校|受付|管理者|院長|店長|オーナー|事務長)の(?:メールアドレス|メール|パスワード|アカウント|ログイン情報|id|認証情報)",
    reEnrol: "(?:二段階認証|2段階認証|多要素認証|二要素認証|mfa|2fa)(?:を|の)?(?:再登録|再設定|再有効化)",
  },
  zh: {
    org: "(?:诊所|診所|医院|醫院|公司|办公室|辦公室|门店|門店|店铺|店鋪|药房|藥房|学校|學校|前台|管理员|管理員|店长|店長|经理|經理|负责人|負責人|老板|老闆)的?(?:邮箱|郵箱|电子邮件|電子郵件|密码|密碼|账号|帳號|账户|帳戶|登录信息|登錄資訊)",
    reEnrol: alt(
      "(?:双重验证|雙重驗證|两步验证|兩步驗證|多因素认证|多因素認證|双因素认证|雙因素認證|mfa|2fa)(?:需要|必须|必須)?重新(?:注册|註冊|绑定|綁定|设置|設置|启用|啟用)",
      "重新(?:注册|註冊|绑定|綁定|设置|設置)(?:双重验证|两步验证|多因素认证|双因素认证|账号|帳號|账户|帳戶)",
    ),
  },
  ko: {
    org: "(?:병원|의원|치과|클리닉|회사|사무실|매장|약국|학교|접수처|데스크|관리자|원장|점장|대표)(?:의)? ?(?:이메일|메일|비밀번호|계정|아이디|로그인 정보)",
    reEnrol: "(?:2단계 인증|이중 인증|다중 인증|mfa|2fa)(?:을|를)? ?(?:다시 ?(?:등록|설정)|재등록|재설정)",
  },
  vi: {
    org: "(?:mật khẩu|email|e-mail|tài khoản|thông tin đăng nhập|tên đăng nhập)(?: và mật khẩu)? (?:của )?(?:phòng khám|công ty|văn phòng|cửa hàng|nhà thuốc|trường|lễ tân|quản lý|quản trị viên|chủ)",
    reEnrol: alt(
      "(?:xác thực hai yếu tố|xác minh hai bước|xác thực đa yếu tố|mfa|2fa)(?: \\p{L}+){0,4} (?:đăng ký lại|thiết lập lại|kích hoạt lại|cài đặt lại)",
      "(?:đăng ký lại|kích hoạt lại|xác minh lại) (?:tài khoản|quyền truy cập)",
    ),
  },
  id: {
    org: "(?:kata sandi|sandi|password|email|kredensial|data login|nama pengguna)(?: dan (?:kata sandi|password))? (?:klinik|praktik|perusahaan|kantor|toko|apotek|sekolah|resepsionis|admin|administrator|manajer|pemilik|direktur)",
    reEnrol: alt(
      "(?:autentikasi dua faktor|verifikasi dua langkah|autentikasi multifaktor|mfa|2fa)(?: \\p{L}+){0,4} (?:didaftarkan ulang|diatur ulang|diaktifkan kembali|daftarkan ulang|atur ulang|aktifkan kembali)",
      "(?:daftarkan ulang|aktifkan kembali|verifikasi ulang) akun",
    ),
  },
  ms: {
    org: "(?:kata laluan|e-?mel|butiran log masuk|nama pengguna)(?: dan kata laluan)? (?:klinik|syarikat|pejabat|kedai|farmasi|sekolah|penyambut tetamu|kaunter|pentadbir|pengurus|pemilik)",
    reEnrol: alt(
      "(?:pengesahan dua (?:faktor|langkah)|mfa|2fa)(?: \\p{L}+){0,4} (?:didaftarkan semula|ditetapkan semula|diaktifkan semula|daftar semula|aktifkan semula)",
      "(?:daftar semula|aktifkan semula|sahkan semula) akaun",
    ),
  },
  tl: {
    org: "(?:password|email|account|login|credentials)(?: at password)? ng (?:klinika|clinic|kompanya|opisina|tindahan|botika|paaralan|reception|admin|administrator|manager|may-ari)",
    reEnrol:
      "(?:muling (?:i-?rehistro|i-?register|i-?activate|i-?setup)|(?:i-?rehistro|i-?register|i-?activate|i-?set ?up) (?:muli|ulit)) (?:ang )?(?:two-factor|2fa|mfa|account|access)",
  },
  sw: {
    org: "(?:nenosiri|nywila|barua pepe|akaunti|taarifa za kuingia|jina la mtumiaji)(?: na nenosiri)? (?:la|ya|za) (?:kliniki|kampuni|ofisi|duka|famasia|shule|mapokezi|msimamizi|meneja|mmiliki)",
    reEnrol: "(?:sajili|isajili|washa|wezesha|weka) upya (?:uthibitishaji|akaunti|ufikiaji)",
  },
  "ar-latn": {
    org: "(?:password|pass|email|account|7esab|hesab)(?: bta3)? el ?(?:3yada|eyada|clinic|sharika|shirka|maktab|office|admin|modeer|mudir|manager)",
    reEnrol:
      "(?:register|activate|setup|set up)\\p{L}* (?:lel |el )?(?:2fa|mfa|two-factor|account) (?:men gded|mn gded|tani|again)",
  },
  "hi-latn": {
    org: "(?:clinic|office|company|dukaan|shop|store|pharmacy|reception|manager|admin|malik|owner)(?: ke| ka| ki) (?:password|email|account|login|id)",
    reEnrol:
      "(?:2fa|mfa|two-factor|two factor)(?: \\p{L}+){0,4} (?:dobara|phir se) (?:register|setup|set up|activate|enable)",
  },
  az: {
    org: "(?:klinikan[ıi]n|şirkətin|ofisin|mağazan[ıi]n|aptekin|məktəbin|resepsiyan[ıi]n|administratorun|menecerin|rəhbərin|sahibinin|direktorun) (?:e-?poçt\\p{L}*|şifrə\\p{L}*|parol\\p{L}*|hesab\\p{L}*|giriş məlumat\\p{L}*)",
    reEnrol:
      "(?:iki ?(?:addımlı|faktorlu) (?:doğrulama|autentifikasiya)\\p{L}*|mfa|2fa)(?: \\p{L}+){0,4} yenidən (?:qeydiyyatdan keçiril|qurul|aktivləşdiril|qeydə alın)\\p{L}*",
  },
  kk: {
    org: "(?:клиниканың|компанияның|кеңсенің|дүкеннің|дәріхананың|мектептің|әкімшінің|администратордың|менеджердің|басшының|иесінің|директордың) (?:электрондық пошта\\p{L}*|пошта\\p{L}*|құпиясөз\\p{L}*|құпия сөз\\p{L}*|пароль\\p{L}*|аккаунт\\p{L}*|есептік жазба\\p{L}*)",
    reEnrol:
      "(?:екі факторлы (?:аутентификация|растау)\\p{L}*|екі кезеңді (?:растау|тексеру)\\p{L}*|mfa|2fa)(?: \\p{L}+){0,4} қайта (?:тіркел|орнат|қос|белсендір)\\p{L}*",
  },
  uz: {
    org: "(?:klinika|kompaniya|ofis|doʻkon|dorixona|maktab|qabulxona|administrator|menejer|rahbar|ega|direktor)(?:ning|si) (?:elektron pochta\\p{L}*|pochta\\p{L}*|parol\\p{L}*|akkaunt\\p{L}*|hisob\\p{L}*|login\\p{L}*)",
    reEnrol:
      "(?:ikki bosqichli (?:tasdiqlash|autentifikatsiya)\\p{L}*|ikki faktorli autentifikatsiya\\p{L}*|mfa|2fa)(?: \\p{L}+){0,4} qayta (?:roʻyxatdan oʻtkaz|sozla|faollashtir|yoq)\\p{L}*",
  },
  ka: {
    org: "(?:კლინიკის|კომპანიის|ოფისის|მაღაზიის|აფთიაქის|სკოლის|მიმღების|ადმინისტრატორის|მენეჯერის|ხელმძღვანელის|მფლობელის|დირექტორის) (?:ელფოსტ|ელ\\. ?ფოსტ|პაროლ|ანგარიშ|მონაცემ)\\p{L}*",
    reEnrol:
      "(?:ორფაქტორიანი ავთენტიფიკაცი|ორსაფეხურიანი (?:ვერიფიკაცი|ავთენტიფიკაცი)|mfa|2fa)\\p{L}*(?: \\p{L}+){0,4} (?:ხელახლა|თავიდან) (?:დარეგისტრირ|დააყენ|გაააქტიურ|ჩართ)\\p{L}*",
  },
  hy: {
    org: "(?:կլինիկայի|ընկերության|գրասենյակի|խանութի|դեղատան|դպրոցի|ընդունարանի|ադմինիստրատորի|մենեջերի|ղեկավարի|սեփականատիրոջ|տնօրենի) (?:էլ\\. ?փոստ|էլփոստ|գաղտնաբառ|հաշվ|մուտքի տվյալ)\\S*",
    reEnrol:
      "(?:երկգործոն (?:նույնականացում|վավերացում)\\S*|երկքայլ (?:ստուգում|վավերացում)\\S*|mfa|2fa)(?: \\S+){0,4} (?:կրկին|նորից|վերստին) (?:գրանցել|կարգավորել|ակտիվացնել|միացնել)\\S*",
  },
  mn: {
    org: "(?:эмнэлгийн|клиникийн|компанийн|оффисын|дэлгүүрийн|эмийн сангийн|сургуулийн|админы|администраторын|менежерийн|удирдлагын|эзний|захирлын) (?:имэйл|и-мэйл|нууц үг|бүртгэл|нэвтрэх нэр)\\p{L}*",
    reEnrol:
      "(?:хоёр (?:шатлалт|алхамт) баталгаажуулалт|mfa|2fa)\\p{L}*(?: \\p{L}+){0,4} дахин (?:бүртгүүл|тохируул|идэвхжүүл)\\p{L}*",
  },
  ps: {
    org: "(?:کلینیک|شرکت|دفتر|دوکان|درملتون|مدیر|منیجر|ادمین|مالک) (?:پاسورډ|پټنوم|ایمیل|برېښنالیک|حساب)",
    reEnrol: "(?:دوه ?ګامه|دوه ?فکتوره|mfa|2fa)(?: \\S+){0,4} (?:بیا|له سره) (?:ثبت|فعال|تنظیم)",
  },
  ne: {
    org: "(?:क्लिनिक|कार्यालय|अफिस|कम्पनी|पसल|फार्मेसी|विद्यालय|रिसेप्सन|म्यानेजर|प्रबन्धक|एडमिन|मालिक)(?:को|का|की) (?:पासवर्ड|इमेल|ईमेल|खाता|लगइन)",
    reEnrol: "(?:दुई-चरण|दुई चरण|टु-फ्याक्टर|mfa|2fa)(?: \\S+){0,4} (?:फेरि|पुनः) (?:दर्ता|सक्रिय|सेट)",
  },
  mr: {
    org: "(?:क्लिनिक|कार्यालय|ऑफिस|कंपनी|दुकान|फार्मसी|शाळा|रिसेप्शन|मॅनेजर|व्यवस्थापक|मालक)(?:च्या|चा|ची|चे) (?:पासवर्ड|ईमेल|खाते|लॉगिन)",
    reEnrol: "(?:टू-फॅक्टर|दोन-टप्पी|दोन टप्प्यांची|mfa|2fa)(?: \\S+){0,4} पुन्हा (?:नोंदणी|सक्रिय|सेट)",
  },
  gu: {
    org: "(?:ક્લિનિક|ઓફિસ|કચેરી|કંપની|દુકાન|ફાર્મસી|શાળા|રિસેપ્શન|મેનેજર|એડમિન|માલિક)(?:ના|નો|ની|નું) (?:પાસવર્ડ|ઇમેઇલ|ઈમેલ|એકાઉન્ટ|ખાતા|લૉગિન)",
    reEnrol: "(?:ટુ-ફેક્ટર|બે-તબક્કા|બે તબક્કા|mfa|2fa)(?: \\S+){0,4} ફરીથી (?:નોંધણી|સક્રિય|સેટ)",
  },
  pa: {
    org: "(?:ਕਲੀਨਿਕ|ਦਫ਼ਤਰ|ਦਫਤਰ|ਕੰਪਨੀ|ਦੁਕਾਨ|ਫਾਰਮੇਸੀ|ਸਕੂਲ|ਰਿਸੈਪਸ਼ਨ|ਮੈਨੇਜਰ|ਐਡਮਿਨ|ਮਾਲਕ)(?: ਦੇ| ਦਾ| ਦੀ) (?:ਪਾਸਵਰਡ|ਈਮੇਲ|ਖਾਤੇ|ਖਾਤਾ|ਲੌਗਇਨ)",
    reEnrol: "(?:ਟੂ-ਫੈਕਟਰ|ਦੋ-ਪੜਾਅ|ਦੋ ਪੜਾਅ|mfa|2fa)(?: \\S+){0,4} (?:ਦੁਬਾਰਾ|ਮੁੜ) (?:ਰਜਿਸਟਰ|ਸਰਗਰਮ|ਸੈੱਟ|ਸੈਟ)",
  },
  ta: {
    org: "(?:கிளினிக்|மருத்துவமனை|அலுவலக|நிறுவன|கடை|மருந்தக|பள்ளி|வரவேற்பு|மேலாளர்|நிர்வாகி|உரிமையாளர்)\\S* (?:கடவுச்சொல்|மின்னஞ்சல்|கணக்கு|பாஸ்வேர்ட்)\\S*",
    reEnrol: "(?:இரு-காரணி|இரு காரணி|இரண்டு-படி|இரண்டு படி|mfa|2fa)(?: \\S+){0,4} மீண்டும் (?:பதிவு|அமை|செயல்படுத்த)\\S*",
  },
  te: {
    org: "(?:క్లినిక్|ఆఫీసు|కార్యాలయ|కంపెనీ|దుకాణ|ఫార్మసీ|పాఠశాల|రిసెప్షన్|మేనేజర్|అడ్మిన్|యజమాని)\\S* (?:పాస్వర్డ్|ఇమెయిల్|ఖాతా)\\S*",
    reEnrol: "(?:టూ-ఫ్యాక్టర్|రెండు-దశల|రెండు దశల|mfa|2fa)(?: \\S+){0,4} (?:మళ్లీ|తిరిగి) (?:నమోదు|సెట్|యాక్టివేట్)\\S*",
  },
  kn: {
    org: "(?:ಕ್ಲಿನಿಕ್|ಕಚೇರಿ|ಆಫೀಸ್|ಕಂಪನಿ|ಅಂಗಡಿ|ಫಾರ್ಮಸಿ|ಶಾಲೆ|ರಿಸೆಪ್ಷನ್|ಮ್ಯಾನೇಜರ್|ಅಡ್ಮಿನ್|ಮಾಲೀಕ)\\S* (?:ಪಾಸ್ವರ್ಡ್|ಇಮೇಲ್|ಖಾತೆ)\\S*",
    reEnrol: "(?:ಟೂ-ಫ್ಯಾಕ್ಟರ್|ಎರಡು-ಹಂತದ|ಎರಡು ಹಂತದ|mfa|2fa)(?: \\S+){0,4} (?:ಮತ್ತೆ|ಮರು) ?(?:ನೋಂದಣಿ|ಹೊಂದಿಸ|ಸಕ್ರಿಯ)\\S*",
  },
  ml: {
    org: "(?:ക്ലിനിക്|ഓഫീസ്|കമ്പനി|ഫാർമസി|സ്കൂൾ|റിസപ്ഷൻ|മാനേജർ|അഡ്മിൻ|ഉടമ)\\S* (?:പാസ്വേഡ്|ഇമെയിൽ|അക്കൗണ്ട്)\\S*",
    reEnrol: "(?:ടു-ഫാക്ടർ|രണ്ട്-ഘട്ട|രണ്ട് ഘട്ട|mfa|2fa)(?: \\S+){0,4} വീണ്ടും (?:രജിസ്റ്റർ|സജ്ജമാക്ക|സജീവമാക്ക)\\S*",
  },
  si: {
    org: "(?:සායනයේ|කාර්යාලයේ|සමාගමේ|වෙළඳසැලේ|ෆාමසියේ|පාසලේ|පිළිගැනීමේ|කළමනාකරුගේ|පරිපාලකගේ|හිමිකරුගේ) (?:මුරපද|ඊමේල්|ගිණුම)\\S*",
    reEnrol: "(?:ද්වි-සාධක|ද්වි සාධක|දෙපියවර|mfa|2fa)(?: \\S+){0,4} නැවත (?:ලියාපදිංචි|සකස්|සක්රිය)\\S*",
  },
  th: {
    org: "(?:รหัสผ่าน|อีเมล|บัญชี|ข้อมูลเข้าสู่ระบบ)(?:และรหัสผ่าน)?ของ ?(?:คลินิก|บริษัท|สำนักงาน|ร้าน|โรงเรียน|แผนกต้อนรับ|ผู้จัดการ|ผู้ดูแลระบบ|แอดมิน|เจ้าของ)",
    reEnrol: "(?:ลงทะเบียน|ตั้งค่า|เปิดใช้งาน)(?:การยืนยันตัวตนแบบสองขั้นตอน|การยืนยันสองขั้นตอน|2fa|mfa|บัญชี)ใหม่",
  },
  lo: {
    org: "(?:ລະຫັດຜ່ານ|ອີເມວ|ບັນຊີ)ຂອງ(?:ຄລີນິກ|ບໍລິສັດ|ຫ້ອງການ|ຮ້ານ|ໂຮງຮຽນ|ຜູ້ຈັດການ|ຜູ້ເບິ່ງແຍງລະບົບ|ເຈົ້າຂອງ)",
    reEnrol: "(?:ລົງທະບຽນ|ຕັ້ງຄ່າ|ເປີດໃຊ້)(?:ການຢືນຢັນສອງຂັ້ນຕອນ|2fa|mfa|ບັນຊີ)ໃໝ່",
  },
  km: {
    org: "(?:ពាក្យសម្ងាត់|អ៊ីមែល|គណនី)របស់(?:គ្លីនិក|ក្រុមហ៊ុន|ការិយាល័យ|ហាង|ឱសថស្ថាន|សាលា|អ្នកគ្រប់គ្រង|ម្ចាស់)",
    reEnrol: "(?:ចុះឈ្មោះ|កំណត់|បើក)(?:ការផ្ទៀងផ្ទាត់ពីរជំហាន|2fa|mfa|គណនី)ឡើងវិញ",
  },
  my: {
    org: "(?:ဆေးခန်း|ကုမ္ပဏီ|ရုံး|ဆိုင်|ဆေးဆိုင်|ကျောင်း|မန်နေဂျာ|စီမံခန့်ခွဲသူ|ပိုင်ရှင်)(?:၏|ရဲ့) ?(?:စကားဝှက်|အီးမေးလ်|အကောင့်)",
    reEnrol: "(?:နှစ်ဆင့်အတည်ပြုခြင်း|2fa|mfa)(?:ကို)? ?ပြန်လည်(?:မှတ်ပုံတင်|သတ်မှတ်|ဖွင့်)",
  },
  yo: {
    org: "(?:ọ̀rọ̀ aṣínà|ọ̀rọ̀ìgbaniwọlé|password|ímeèlì|àkọọ́lẹ̀)(?: ti)? (?:ilé-ìwòsàn|ilé iṣẹ́|ọ́fíìsì|ṣọ́ọ̀bù|alákòóso|máníjà|olùdarí|olùṣàkóso)",
    reEnrol: "(?:forúkọsílẹ̀|ṣètò|mú ṣiṣẹ́) (?:\\S+ ){0,3}?(?:2fa|mfa|ìjẹ́rìísí ìgbésẹ̀ méjì) (?:padà|lẹ́ẹ̀kansi)",
  },
  ig: {
    org: "(?:paswọọdụ|password|email|akaụntụ)(?: nke)? (?:ụlọ ọgwụ|klinik|ụlọ ọrụ|ọfịs|ụlọ ahịa|onye njikwa|onye nwe)",
    reEnrol: "(?:debanye aha|guzobe|mee ka ọ rụọ ọrụ) (?:\\S+ ){0,3}?(?:2fa|mfa|nkwenye nzọụkwụ abụọ) ọzọ",
  },
  ha: {
    org: "(?:kalmar sirri\\p{L}*|imel|asusu\\p{L}*|bayanan shiga)(?: na| ta)? (?:asibiti\\p{L}*|kamfani\\p{L}*|ofis\\p{L}*|shago\\p{L}*|kantin magani|makaranta|manaja|mai gudanarwa|mai shi)",
    reEnrol: "sake (?:yin rijistar|saita|kunna) (?:2fa|mfa|tabbatarwa mataki biyu|asusu)",
  },
  zu: {
    org: "(?:(?:i|nge)?phasiwedi|i-?imeyili|(?:i-?|nge-?)akhawunti)(?: \\p{L}+)? (?:yasemtholampilo|yomtholampilo|yenkampani|yehhovisi|yesitolo|yomphathi|yomlawuli|yomnikazi)",
    reEnrol: "(?:bhalisa|setha|vula) kabusha (?:i-?)?(?:2fa|mfa|ukuqinisekisa|akhawunti)",
  },
  xh: {
    org: "(?:(?:i|nge)?phasiwedi|i-?imeyile|(?:i-?|nge-?)akhawunti)(?: \\p{L}+)? (?:yekliniki|yenkampani|yeofisi|yevenkile|yomphathi|yomlawuli|yomnini)",
    reEnrol: "(?:bhalisa|seta|vula) kwakhona (?:i-?)?(?:2fa|mfa|ukuqinisekisa|akhawunti)",
  },
  so: {
    org: "(?:furaha sirta|erayga sirta|iimaylka|koontada|akoonka)(?: \\p{L}+)? (?:rugta caafimaadka|kiliinikada|shirkadda|xafiiska|dukaanka|farmashiyaha|maamulaha|maareeyaha|milkiilaha)",
    reEnrol: "dib u (?:diiwaan geli|dej|hawlgeli)\\p{L}* (?:2fa|mfa|xaqiijinta|koontada)",
  },
  am: {
    org: "የ(?:ክሊኒኩ|ክሊኒክ|ድርጅቱ|ኩባንያው|ቢሮው|ሱቁ|ፋርማሲው|አስተዳዳሪው|ሥራ አስኪያጁ|ባለቤቱ)\\S* (?:የይለፍ ቃል|ኢሜይል|ኢሜል|መለያ)",
    reEnrol: "(?:ባለሁለት ደረጃ ማረጋገጫ|2fa|mfa)\\S*(?: \\S+){0,3} እንደገና (?:ያስመዝግቡ|ያዋቅሩ|ያንቁ)",
  },
  ti: {
    org: "ናይ (?:ክሊኒክ|ትካል|ኩባንያ|ቤት ጽሕፈት|ድኳን|ኣመሓዳሪ|ወናኒ) (?:ቃል ምሕላፍ|ፓስዎርድ|ኢመይል|ሕሳብ)",
    reEnrol: "(?:ክልተ ደረጃ ምርግጋጽ|2fa|mfa)\\S*(?: \\S+){0,3} (?:እንደገና|ብሓድሽ) (?:ኣመዝግቡ|ኣዳልዉ|ኣንጥፉ)",
  },
  jv: {
    org: "(?:sandi|tembung sandi|password|email)(?: lan sandi)? (?:klinik|kantor|perusahaan|toko|apotek|sekolah|resepsionis|admin|manajer|sing duwe)",
    reEnrol: "(?:daftar(?:ake)?|setel|aktifake) maneh (?:2fa|mfa|verifikasi loro langkah|akun)",
  },
  ku: {
    org: "(?:şîfre\\p{L}*|e-?name\\p{L}*|hesab\\p{L}*)(?: \\p{L}+)? (?:klînîkê|klînîka|şirketê|ofîsê|dikanê|dermanxaneyê|rêveberê|birêvebir\\p{L}*|xwediyê)",
    reEnrol: "(?:2fa|mfa|piştrastkirina du gavan)(?: \\p{L}+){0,3} ji nû ve (?:tomar|saz|çalak)\\p{L}*",
  },
  ckb: {
    org: "(?:وشەی نهێنی|پاسۆرد|ئیمەیڵ|هەژمار)(?:ی)? ?(?:کلینیک|کۆمپانیا|نووسینگە|فرۆشگا|دەرمانخانە|بەڕێوەبەر|خاوەن)",
    reEnrol: "(?:2fa|mfa|پشتڕاستکردنەوەی دوو هەنگاوی)(?: \\S+){0,3} (?:دووبارە|سەرلەنوێ) (?:تۆمار|ڕێکبخ|چالاک)\\S*",
  },
};

/** The two concepts' rows by language, for the test that their languages' rows hold them. */
export const ORG_LOGIN_CUES: Readonly<Partial<Record<Lang, Readonly<OrgLoginRow>>>> = ORG_LOGIN_ROWS;

/** The re-enrolment verbs join each language's lure `login`; the third-person credential joins its `ownAccount`. */
for (const [lang, row] of Object.entries(ORG_LOGIN_ROWS) as Array<[Lang, OrgLoginRow]>) {
  const lure = LURE_ROWS[lang];
  const own = ROWS[lang];
  if (!lure || !own) continue;
  lure.login = alt(row.reEnrol, lure.login);
  if (row.deadline) lure.when = alt(lure.when, row.deadline);
  const spell = LURE_SPELL[lang] ?? ((source: string) => source);
  ROWS[lang] = withSeed(own, spell(either(lure.login, row.org, gap(lang, 40))));
}

const asWritten = (source: string) => source;

/** Sign-in under a threat or a deadline, per language (→ PHISH_LURE in lexicon/phishing.ts, the classifier's
 * `lure`): the sign-in verb and the threat in either order within a sentence, or the sign-in beside a deadline or an
 * "unless". */
export const SIGN_IN_UNDER_THREAT: PhraseTable = conceptTable(LURE_ROWS, (row, lang) => {
  const spell = LURE_SPELL[lang] ?? asWritten;
  const [login, threat, when] = [alt(row.login), alt(row.threat), alt(row.when)];
  return [spell(either(login, threat, gap(lang, 80))), spell(either(login, when, gap(lang, 30)))];
});

/** The reader's own login, loosened (→ OWN_LOGIN): a code or password to enter after signing in, and the reader's
 * mailbox or work account named loosely beside a sign-in. */
const OWN_LOGIN_LOOSE: PhraseTable = conceptTable(LURE_ROWS, (row, lang) => {
  const spell = LURE_SPELL[lang] ?? asWritten;
  const [login, enter, mail] = [alt(row.login), alt(row.enter), alt(row.mail)];
  return [spell(near(login, enter, gap(lang, 60))), spell(either(login, mail, gap(lang, 50)))];
});

/** The two concepts' rows by language, for the test that every cue language has each field. */
export const LURE_CUES: Readonly<Partial<Record<Lang, Readonly<LureRow>>>> = LURE_ROWS;

const concept = (build: (row: LoginRow, lang: Lang) => Array<string | undefined>): PhraseTable =>
  conceptTable(ROWS, build);

/** The reader's own account asked for, or a page announced to ask for a password or code (→ the classifier's
 * `ownLogin`, read past negations). */
export const OWN_LOGIN: PhraseTable = (() => {
  const tight = concept((row) => [row.ownAccount, row.askedFor]);
  const merged: PhraseTable = {};
  for (const lang of Object.keys(tight) as Lang[])
    merged[lang] = [...(tight[lang] ?? []), ...(OWN_LOGIN_LOOSE[lang] ?? [])];
  // A secret to have ready for the linked page, and the sign-in with the mailbox's own address or password.
  return withRows(merged, READY_SECRET, ADDRESS_LOGIN);
})();

/** The rows by language, for the test that every language has each concept. */
export const LOGIN_CUES: Readonly<Partial<Record<Lang, Readonly<LoginRow>>>> = ROWS;
