// Phishing phrase classes: credential-harvest lures, and the brands phishing impersonates most.
import { withRows } from "./agent-cues.js";
import { either, type PhraseTable } from "./combinators.js";
import { PHISH_PLAIN } from "./expiry-cues.js";
import { SIGN_IN_UNDER_THREAT } from "./login-cues.js";
import { PAY_PHISH_LURE } from "./payment-cues.js";
import { RETAIN_LURE } from "./retain-cues.js";
import { SESSION_LURE } from "./session-cues.js";

/** Credential harvest: "verify your account", "your account will be suspended", "confirm your password". */
const PHISH_LURE_BY_LANGUAGE: PhraseTable = {
  // A parcel held until a small customs or release fee is paid, in the languages without a table of their own.
  any: [
    "gümrük (?:işlem )?(?:ücret\\p{L}*|vergi\\p{L}*)",
    "taxa (?:de )?(?:liberação|alfandeg\\p{L}*|importação|desembaraço)",
    "encomenda (?:retida|aguardando|bloqueada)",
    "celní (?:poplat\\p{L}*|řízení)",
    "таможенн\\p{L}* (?:сбор|пошлин)\\p{L}*",
    "phí hải quan",
    "bea cukai",
    "τελωνει\\p{L}*",
    "douanekosten",
    "frais de douane",
    "zollgebühr\\p{L}*",
    "spese doganali",
    "(?:tasa|impuesto)s? (?:de )?aduan\\p{L}*",
    "सीमा शुल्क",
  ],
  any_unspaced: ["关税", "關稅", "海关", "海關", "関税", "税関", "관세", "통관", "رسوم جمركية", "الجمارك", "ศุลกากร"],
  en: [
    "(?:customs|import|delivery|redelivery|shipping|handling|clearance) (?:fee|charge|duty|cost)s?[^.\\n]{0,40}(?:[$€£]\\s?\\d{1,2}[.,]\\d{2}|\\d{1,2}[.,]\\d{2}\\s?(?:[$€£]|usd|eur|gbp))",
    "(?:verify|validate|confirm|re-?confirm|update|authenticate) your (?:account|identity|login|credentials|billing|payment (?:details|information|method)|banking|card)",
    "confirm your (?:password|details|information)",
    "(?:sign|log) ?in (?:with|using) your (?:[\\p{L}\\p{N}]+ ){0,4}?(?:e-?mail|account|username|credentials|password|login)[^.\\n]{0,40}(?:to (?:view|access|open|read|review|download|sign)|when prompted)",
    "(?:re-?enrol\\p{L}*|re-?register|re-?verify|re-?authenticate|re-?validate) (?:your )?(?:\\p{L}+ ){0,2}?(?:device|account|mfa|multi-factor|authenticat\\p{L}*|mailbox|credentials)",
    "(?:accounts?|users?|mailboxes) (?:that|which|who) (?:are|is|do|does|have|has) not (?:[\\p{L}-]+ ){0,3}?(?:will|would|may) be (?:locked|suspended|disabled|deleted|deactivated|closed|blocked)",
    "(?:your )?(?:account|mailbox|email|access|profile) (?:has been|will be|is being|is|was|may be) (?:temporarily )?(?:suspended|locked|disabled|closed|limited|restricted|deactivated|compromised|on hold|blocked|terminated|deleted|frozen)",
    // The seller's or merchant's shop, named or not ("your Acme shop \"Fennel\" has been suspended").
    '(?:your )?(?:\\p{L}+ )?(?:shop|store|seller account|merchant account|business account)(?: "[^"\\n]{1,40}")? (?:has been|will be|is|was) (?:temporarily |permanently )?(?:suspended|locked|disabled|closed|restricted|deactivated|on hold|blocked|frozen)',
    "(?:restore|unlock|reactivate|recover|secure) (?:your )?(?:account|access|mailbox)",
    "(?:click|tap|log ?in|sign ?in)[^.\\n]{0,30} to (?:verify|confirm|restore|unlock|avoid|keep|secure|validate|reactivate|upload)",
    "failure to (?:verify|confirm|update|comply|respond|validate)",
    "(?:your )?password (?:will )?(?:expires?|expired|expiring)",
    "mailbox (?:is |has reached )?(?:\\d{2,3} ?% )?(?:full|over (?:its )?quota|storage (?:is )?full)",
    "(?:unusual|suspicious|unauthori[sz]ed) (?:sign-?in|login|activity|access)[^.\\n]{0,60}(?:verify|confirm|click|log ?in)",
    "(?:enter|provide|submit) your (?:password|login|credentials|card (?:number|details)|bank(?:ing)? details|ssn|social security)",
    "(?:wallets?|accounts?|funds) (?:must|need to|will need to) be (?:re-?)?verified",
    // Something of the reader's lost unless acted on, one concept: "unverified accounts will be …", "applications left
    // incomplete after 24 hours are automatically withdrawn", "unconfirmed registrations will be cancelled".
    "(?:unverified|inactive) (?:wallets?|accounts?) will be",
    "(?:(?:unverified|incomplete|unconfirmed|inactive|pending) (?:\\p{L}+ ){0,2}?(?:accounts?|applications?|requests?|registrations?|submissions?|wallets?|profiles?|reviews?)|(?:accounts?|applications?|requests?|registrations?|submissions?|profiles?) (?:left |still |that remain )?(?:incomplete|unverified|unconfirmed))(?: [\\p{L}\\p{N}]+){0,4}? (?:will be|are|get|may be) (?:automatically |permanently )?(?:withdrawn|cancel+ed|rejected|closed|deleted|removed|forfeited|suspended|deactivated)",
    "if you did(?: not|n't) (?:authori[sz]e|make|recogni[sz]e|request|place|initiate) (?:this|the|that)",
    "(?:call|contact) (?:our|the) (?:billing|support|fraud|refund|cancellation|security) (?:department|team|desk|line|center|centre)",
    "(?:access|password|mailbox|account) will (?:expire|be (?:revoked|removed|lost))",
    "(?:sign|log) ?in with your (?:\\p{L}+ ){0,2}?(?:email|e-mail|work|corporate|company|microsoft|office|google|outlook|365)(?: [\\p{L}\\p{N}]+){0,2} (?:account|credentials|password|login)",
    "(?:you will be|you'll be) (?:asked|prompted|required) to (?:sign|log) ?in",
    // A document that opens only with the reader's own mailbox password.
    "use your (?:[\\p{L}\\p{N}]+ ){0,2}?(?:email|e-mail|microsoft|office|outlook|google|gmail|365|work|corporate|company|network|webmail|mailbox)(?: [\\p{L}\\p{N}]+){0,2} (?:login|credentials|password|account) to (?:open|view|access|download|read|unlock|see)",
    "(?:verify|authenticate|sign ?in|log ?in|confirm) (?:\\p{L}+ )?with your (?:[\\p{L}\\p{N}]+ ){0,2}?(?:email|e-mail|microsoft|office|outlook|google|gmail|365|work|corporate|company|webmail|mailbox)(?: [\\p{L}\\p{N}]+){0,2} (?:login|credentials|password)",
    either(
      "(?:customs|import|delivery|redelivery|shipping|handling|storage) (?:fees?|charges?|duty|duties|costs?)",
      "(?:pay|settle|paid)",
      60,
    ),
    "(?:package|parcel|shipment|delivery) (?:could not|cannot|can't|couldn't|was not|wasn't) (?:be )?delivered",
    // "You have a new secure message": a bank's or a portal's message is read where it lives, not opened from a mail.
    "(?:you have|you've) (?:received )?(?:a |an |\\d+ )?(?:new )?(?:secure|encrypted|confidential|protected) messages?",
    "(?:a )?(?:secure|encrypted|confidential|protected) messages? (?:is |are )?(?:waiting|awaiting|available|ready) (?:for you)?",
  ],
  de: [
    "(?:zoll|einfuhr|liefer|zustell|nachporto)\\p{L}*(?:gebühr|kosten|entgelt|abgabe)\\p{L}*[^.\\n]{0,40}\\d{1,2}[.,]\\d{2}",
    either(
      "(?:zoll|einfuhr|liefer|zustell)\\p{L}*(?:gebühr|kosten|abgabe)\\p{L}*",
      "(?:zahl|bezahl|begleich)\\p{L}*",
      60,
    ),
    "(?:paket|sendung)(?: [\\p{L}\\p{N}]+){0,2} (?:konnte|kann) nicht zugestellt",
    "(?:bestätigen|verifizieren|aktualisieren) sie (?:jetzt )?ihr(?:e|en)? (?:konto|identität|daten|passwort|zugangsdaten|kontodaten)",
    "ihr (?:konto|postfach|zugang) (?:wird|wurde|ist) (?:vorübergehend )?(?:gesperrt|deaktiviert|eingeschränkt|geschlossen|blockiert)",
    "(?:ihr )?postfach[^.\\n]{0,40} ist (?:zu )?(?:\\d{2,3} ?% )?(?:voll|überfüllt)(?![\\p{L}])",
  ],
  fr: [
    either(
      "(?:frais|droits) (?:de douane|de livraison|de port|d'importation)",
      "(?:payer|réglez|régler|payez|paiement)",
      60,
    ),
    "(?:colis|envoi) n'a pas pu être livré",
    "(?:vérifiez|confirmez|mettez à jour) votre (?:compte|identité|mot de passe|informations)",
    "votre (?:compte|boîte) (?:sera|a été|est) (?:temporairement )?(?:suspendu|bloqué|désactivé|fermé|restreint)e?",
  ],
  es: [
    either(
      "(?:tasas?|gastos|costes?) (?:de aduana|de envío|de entrega|de importación)",
      "(?:pag\\p{L}*|abon\\p{L}*)",
      60,
    ),
    "(?:verifique|verifica|confirme|confirma|actualice|actualiza) (?:su|tu) (?:cuenta|identidad|contraseña|información)",
    "(?:su|tu) cuenta (?:será|ha sido|está|fue) (?:temporalmente )?(?:suspendida|bloqueada|desactivada|cerrada|restringida)",
  ],
  it: [
    "(?:verifica|conferma|aggiorna) (?:il tuo|la tua|il suo|la sua) (?:account|identità|password)",
    "il (?:tuo|suo) account (?:sarà|è stato|verrà) (?:temporaneamente )?(?:sospeso|bloccato|disattivato|chiuso)",
  ],
  pt: [
    "(?:verifique|confirme|atualize) (?:sua|seu|a sua|o seu) (?:conta|identidade|senha|cadastro)",
    "(?:sua|a sua) conta (?:será|foi|está) (?:temporariamente )?(?:suspensa|bloqueada|desativada|encerrada)",
  ],
  nl: [
    either("(?:invoer|douane|bezorg|verzend)\\p{L}*kosten", "(?:betaal|betaling|voldoen)", 60),
    "(?:pakket|zending) (?:kon|kan) (?:vandaag )?niet (?:worden )?bezorgd",
    "(?:verifieer|bevestig|update) (?:uw|je) (?:account|identiteit|wachtwoord|gegevens)",
    "(?:uw|je) account (?:wordt|is|zal worden) (?:tijdelijk )?(?:geblokkeerd|opgeschort|gedeactiveerd|gesloten)",
    "(?:uw |je )?mailbox[^.\\n]{0,40} (?:is|zit) (?:voor |tot )?(?:\\d{2,3} ?% )?(?:vol|overvol)(?![\\p{L}])",
    "accounts? (?:worden |wordt )?(?:op|per|vanaf|na) [^.\\n]{1,25}? ?(?:gedeactiveerd|geblokkeerd|verwijderd|opgeheven)",
    "(?:inloggen|in te loggen|log(?:t)? (?:u |je )?in) met (?:uw|je) (?:huidige |bestaande )?(?:gebruikersnaam|inloggegevens|wachtwoord|e-?mailadres)",
    // "A secure message is waiting for you": the bank's message is read in its app, not opened from a mail.
    "(?:een )?(?:beveiligd|versleuteld|vertrouwelijk) bericht (?:staat )?(?:voor u |voor je )?(?:klaar|te wachten|ontvangen)",
  ],
  ru: [
    "подтвердите (?:ваш\\p{L}* |свою |свой )?(?:аккаунт|учетн\\p{L}* запись|учётн\\p{L}* запись|личность|пароль|данные)",
    "ваш (?:аккаунт|счет|счёт|профиль)[^.\\n]{0,20}(?:будет|был) (?:временно )?(?:заблокирован|приостановлен|отключ\\p{L}*)",
  ],
  zh: [
    "(?:验证|驗證|确认|確認)(?:您|你)的(?:账户|帳戶|账号|帳號|身份|密码|密碼)",
    "(?:账户|帳戶|账号|帳號)(?:将|將|已)被(?:冻结|凍結|暂停|暫停|锁定|鎖定|停用)",
  ],
  pl: [
    "dopłat\\p{L}*",
    "opłat\\p{L}* (?:za (?:doręczenie|dostawę|przesyłkę)|celn\\p{L}*)",
    "przesyłka[^.\\n]{0,40}(?:zatrzymana|wstrzymana|nie mogła zostać doręczona)",
    "(?:zweryfikuj|potwierdź|zaktualizuj) (?:swoje |swoją )?(?:konto|dane|tożsamość|hasło)",
    "(?:twoje )?konto (?:zostanie|zostało) (?:zablokowane|zawieszone)",
  ],
  ja: ["アカウント(?:が|は)(?:停止|ロック|凍結|制限)", "本人確認", "アカウント(?:を|の)確認", "パスワードを確認"],
};

/** Credential harvest, with the payment-cue concept rows (lexicon/payment-cues.ts), the sign-in-under-threat rows
 * (lexicon/login-cues.ts), the lapsing-session rows (lexicon/session-cues.ts) and the account-keeping rows (a password
 * renewed to keep access, funds held until verification, a suspended session to re-validate: lexicon/retain-cues.ts)
 * merged in. */
export const PHISH_LURE: PhraseTable = withRows(
  PHISH_LURE_BY_LANGUAGE,
  PAY_PHISH_LURE,
  SIGN_IN_UNDER_THREAT,
  PHISH_PLAIN,
  SESSION_LURE,
  RETAIN_LURE,
);

/** Brands phishing impersonates most; used with the sender's display name versus its address. */
export const IMPERSONATED_BRANDS = [
  "paypal",
  "apple",
  "icloud",
  "microsoft",
  "office365",
  "outlook",
  "amazon",
  "netflix",
  "google",
  "gmail",
  "facebook",
  "instagram",
  "linkedin",
  "docusign",
  "dropbox",
  "dhl",
  "fedex",
  "ups",
  "usps",
  "wells fargo",
  "chase",
  "bank of america",
  "citibank",
  "hsbc",
  "coinbase",
  "binance",
  "irs",
  "hmrc",
  "metamask",
  "ledger",
  "norton",
  "mcafee",
  "adobe",
  "github",
  "venmo",
  "zelle",
  "ebay",
  "walmart",
  "spotify",
  "postnl",
  "dpd",
  "royal mail",
  "evri",
  "deutsche post",
  "la poste",
  "correos",
  "canada post",
  "auspost",
];
