// Credential and payment requests: asks for gift cards, wires, codes and passwords; requests for secrets composed
// from a request verb near a sensitive object (in either order); bank-detail changes, money moves, BEC secrecy.
import { withRows } from "./agent-cues.js";
import { alt, E, either, type Lang, near, type PhraseTable } from "./combinators.js";
import {
  PAY_BANK_CHANGE,
  PAY_FEE_TO_RECEIVE,
  PAY_MONEY_MOVE,
  PAY_SECRECY,
  PAY_SECRET_MENTION,
  PAY_SECRET_REQUEST,
  PAY_USUAL_ACCOUNT,
  PAY_VERIFY_OUT_OF_BAND,
} from "./payment-cues.js";

/** Gift cards, wire transfers, bank details changes, codes and passwords, payment pressure. */
/** A wire or bank transfer named as the thing to do, not as the method or status of a payment already made:
 * "(bank transfer, matched automatically)", "Wire transfer sent", "transfer received" are receipts. */
/** A transfer asked for or announced to the reader, not one the writer's side makes ("our client will pay the deposit by
 * bank transfer"). */
const TRANSFER_NOUN =
  "(?<!\\( ?)(?<!(?:^|[^\\p{L}])(?:we|i|our (?:client|company|customer|firm|office)|my (?:employer|company)) (?:will|shall|can|would|are going to|'ll) (?:pay|send|settle|remit|make)[^.\\n]{0,60})(?:wire|bank|swift|telegraphic) transfer(?!s? (?:sent|received|completed|confirmed|confirmation|matched|reference)|,? (?:matched|received|completed))";

const CRED_PAY_STRONG_BY_LANGUAGE: PhraseTable = {
  en: [
    either("(?:buy|purchase|get|pick up|send|scratch|grab)", "gift ?cards?", 40),
    "gift ?card (?:codes?|numbers?|pins?)",
    // The gift-card scam's second step, whatever the card: "send me the codes", "photos of the back".
    "(?:send|text|email|forward) (?:me |us )?(?:the |all the |those )?(?:codes|card numbers|pins|(?:pictures|photos|images) of (?:the )?(?:cards?|backs?|receipts?|both sides))",
    "scratch (?:off )?(?:the )?(?:codes?|backs?|silver|panels?)",
    // The card's fields asked for as a list after the request: "reply with the company card: - card number - CVC".
    "(?:reply|respond|write back|send|provide)[^.!?]{0,80}:\\s*(?:[-•*·]\\s*)?(?:the )?(?:full )?(?:credit )?(?:card ?number|cvc|cvv|security code|expiry date)",
    TRANSFER_NOUN,
    "wire (?:the )?(?:funds|money|payment|amount|\\$|€|£)",
    "(?:new|updated|changed?|different) (?:bank(?:ing)?|account|payment|remittance) (?:details|information|info|account|instructions)",
    "(?:our|my|the) bank (?:details|account|information) (?:has|have) (?:changed|been updated)",
    "change (?:of|to) (?:our |my )?(?:bank|banking|payment) details",
    // Whole verbs: "the shared credentials", "a provided code" report a state, not a request.
    either(
      `(?:send|share|give|provide|forward|tell|read|reply with|text|confirm)${E}`,
      "(?:verification|security|2fa|otp|one-time|one time|authentication|login|sms|auth) (?:codes?|pins?|passwords?)",
      30,
    ),
    either(
      `(?:send|share|give|provide|confirm|enter|reply with|tell|text|email)${E}`,
      "(?:your |the )?(?:password|passcode|pin|login details|credentials|username and password|ssn|social security number|credit card (?:number|details)|card number|cvv|cvc|bank login)",
      25,
    ),
    either("(?:send|transfer|pay|deposit)", "(?:bitcoin|btc|usdt|eth|crypto)(?: wallet)?", 30),
  ],
  de: [
    "(?:gutschein|geschenk|itunes|google play|amazon)-?karten?",
    "neue (?:bankverbindung|kontoverbindung|iban)",
    "(?:bankverbindung|kontoverbindung|iban) (?:hat sich |wurde )?geändert",
    either(
      "(?:senden|schicken|geben|nennen|teilen|mitteilen|bestätigen)",
      "(?:passwort|kennwort|tan|pin|bestätigungscode|sicherheitscode|zugangsdaten)",
      30,
    ),
    "(?:dringende? )?überweisung",
  ],
  fr: [
    "cartes? cadeaux?",
    "(?:nouvelles?|changement de) coordonnées bancaires",
    "nouveau rib",
    either(
      "(?:envoy|communiqu|transmett|donn|confirm)\\p{L}*",
      "(?:mot de passe|code de vérification|code de sécurité|code pin|identifiants)",
      30,
    ),
    "virement (?:urgent|bancaire)",
  ],
  es: [
    "tarjetas? de regalo",
    "(?:nuevos|cambio de|nuevas) (?:datos bancarios|cuenta bancaria)",
    either(
      "(?:env[ií]\\p{L}*|comparta|comparte|d[ée]me|proporcion\\p{L}*|confirm\\p{L}*)",
      "(?:contraseña|código de verificación|código de seguridad|pin|credenciales)",
      30,
    ),
    "transferencia (?:urgente|bancaria)",
  ],
  it: [
    "carte regalo",
    "buoni regalo",
    "(?:nuove|cambio delle?) coordinate bancarie",
    either(
      "(?:invia\\p{L}*|mand\\p{L}*|comunica\\p{L}*|conferma\\p{L}*)",
      "(?:password|codice di verifica|codice di sicurezza|pin|credenziali)",
      30,
    ),
  ],
  pt: [
    "cartões? (?:de )?presente",
    "(?:novos|alteração (?:de|dos)) dados bancários",
    either(
      "(?:envi\\p{L}*|compartilh\\p{L}*|inform\\p{L}*|confirm\\p{L}*)",
      "(?:senha|código de verificação|código de segurança|pin|credenciais)",
      30,
    ),
    "transferência (?:urgente|bancária)",
  ],
  nl: [
    "cadeaukaart\\p{L}*",
    either("(?:stuur|deel|geef|bevestig)", "(?:wachtwoord|verificatiecode|beveiligingscode|pincode|inloggegevens)", 30),
  ],
  ru: [
    "подарочн\\p{L}* карт\\p{L}*",
    "(?:новые|изменились) (?:банковские )?реквизит\\p{L}*",
    either(
      "(?:отправ|пришл|сообщ|назов|продиктуй)\\p{L}*",
      "(?:парол\\p{L}*|код\\p{L}* подтверждения|смс-код|пин-код|cvv)",
      30,
    ),
    "срочн\\p{L}* перевод",
  ],
  zh: [
    "[礼禮]品卡",
    "(?:新的|更改|变更|變更)(?:银行|銀行)(?:账户|帳戶|信息|資料)",
    // Not after a negation: "请勿将验证码告诉他人" (never tell anyone the code) is what a code notice says.
    either(
      "(?<!(?:不要|勿|别|別|不得|不可|切勿)[^。！？\\n]{0,8})(?:[发發]送|提供|告[诉訴]|[确確][认認])",
      "(?:密[码碼]|[验驗][证證][码碼]|短信[码碼]|pin)",
      10,
    ),
    "(?:紧急|緊急)(?:汇款|匯款|[转轉][账帳])",
  ],
  ja: [
    "ギフトカード",
    "(?:新しい|変更された)(?:振込先|口座)",
    either("(?:送って|教えて|送信|提供|確認)", "(?:パスワード|認証コード|確認コード|暗証番号)", 10),
    "至急(?:振込|送金)",
  ],
};

/** Payment pressure that is also normal in real invoices: weaker. */
export const CRED_PAY_WEAK: PhraseTable = {
  en: [
    "pay (?:now|immediately|today|the (?:attached |outstanding |overdue )?(?:invoice|balance|amount))",
    "(?:payment|invoice) (?:is )?(?:overdue|past due|outstanding|required)",
    "outstanding (?:balance|invoice|payment|amount)",
    "settle (?:the|this|your) (?:invoice|balance|account|payment)",
    `(?:iban|swift|bic|routing number|sort code|account number)${E}`,
    // The overpayment story: too much was sent, so the difference is to go back.
    `overpa(?:id|yment)${E}`,
    "(?:(?:need|do me) a (?:quick |small )?favou?r|are you (?:available|at your desk|around)|i need you to (?:handle|make|process|buy|purchase|send|pay)|quick (?:favou?r|task)|i'?m (?:in a meeting|travelling|traveling|on a flight)|can'?t talk)",
  ],
  de: [
    "zahlen sie (?:jetzt|sofort|umgehend)",
    "(?:rechnung|zahlung) (?:ist )?überfällig",
    "offene[rn]? (?:betrag|rechnung|posten)",
    "bist du (?:gerade )?(?:erreichbar|am platz)",
  ],
  fr: [
    "payez (?:maintenant|immédiatement)",
    "facture (?:impayée|en retard)",
    "solde impayé",
    "(?:es-tu|êtes-vous) disponible",
  ],
  es: ["pague (?:ahora|inmediatamente)", "saldo pendiente", "(?:estás|está) disponible"],
  it: ["paga (?:ora|subito|immediatamente)", "fattura (?:scaduta|insoluta)", "saldo insoluto"],
  pt: ["pague (?:agora|imediatamente)", "fatura (?:vencida|em atraso)", "saldo devedor"],
  nl: ["betaal (?:nu|direct|onmiddellijk)", "factuur (?:is )?(?:verlopen|achterstallig)", "openstaand bedrag"],
  ru: ["оплатите (?:сейчас|немедленно|срочно)", "просроченн\\p{L}* (?:счет|счёт|платеж|платёж)", "задолженност\\p{L}*"],
  zh: ["立即(?:付款|支付)", "逾期(?:付款|账单|帳單)", "未付(?:款|金[额額])"],
  ja: ["今すぐ(?:支払|お支払)", "(?:支払い|お支払い)期限(?:切れ|超過)", "未払い"],
};

/** Mentions of secrets without a request verb: a soft cue (password resets mention passwords too). */
const CRED_MENTION_BY_LANGUAGE: PhraseTable = {
  en: [
    `(?:password|passcode|credentials|login|sign-?in|verification code|security code|bank account|credit card)s?${E}`,
  ],
  de: ["passwort", "kennwort", "zugangsdaten", "bankverbindung", "kreditkarte"],
  fr: ["mot de passe", "identifiants", "carte bancaire", "coordonnées bancaires"],
  es: ["contraseña", "credenciales", "tarjeta de crédito", "cuenta bancaria"],
  it: ["password", "credenziali", "carta di credito"],
  pt: ["senha", "credenciais", "cartão de crédito"],
  nl: ["wachtwoord", "inloggegevens", "creditcard"],
  ru: ["парол\\p{L}*", "банковск\\p{L}* карт\\p{L}*"],
  zh: ["密[码碼]", "[银銀]行卡", "信用卡"],
  ja: ["パスワード", "クレジットカード", "口座"],
};

const wholeWords = (...verbs: string[]) => `${alt(...verbs)}${E}`;

const REQUEST_VERBS: Partial<Record<Lang, string>> = {
  // English verbs are whole words ("the shared credentials" asks for nothing).
  en: wholeWords(
    "send",
    "sending",
    "reply (?:directly |back )?(?:to (?:this|me|us)[^\\n]{0,40})?with",
    "respond with",
    "share",
    "provide",
    "give (?:me|us)",
    "forward",
    "email (?:me|us|them)",
    "text (?:me|us)",
    "tell (?:me|us)",
    "read (?:me|out|it)",
    "let (?:me|us) (?:have|know)",
    "(?:i|we) need",
    "need (?:the|your|all|those)",
    "submit",
    "paste",
    // "Confirm your card details on the secure page": confirming a mailing address or a date is ordinary.
    "confirm(?= (?:your |the |all )?(?:(?:credit |debit |bank )?card|cvv|cvc|security code|password|pin|login))",
  ),
  de: alt(
    "send\\p{L}*",
    "schick\\p{L}*",
    "antworte\\p{L}*",
    "teil\\p{L}* (?:sie |du )?(?:mir|uns)",
    "gib mir",
    "geben sie (?:mir|uns)",
    "nenn\\p{L}*",
    "übermittel\\p{L}*",
    "brauche",
    "benötige\\p{L}*",
    "bestätig\\p{L}*",
  ),
  fr: alt(
    "envoy\\p{L}*",
    "répond\\p{L}* (?:à ce message )?avec",
    "transmet\\p{L}*",
    "communiqu\\p{L}*",
    "donne[zr]?-moi",
    "partag\\p{L}*",
    "fourni\\p{L}*",
    "confirm\\p{L}*",
    "(?:j'ai|nous avons) besoin",
  ),
  es: alt(
    "env[ií]\\p{L}*",
    "respond\\p{L}* con",
    "compart\\p{L}*",
    "proporcion\\p{L}*",
    "d[ée]me",
    "facilít\\p{L}*",
    "necesito",
    "confirm\\p{L}*",
  ),
  it: alt("invia\\p{L}*", "mand\\p{L}*", "rispond\\p{L}* con", "comunic\\p{L}*", "fornisc\\p{L}*", "ho bisogno"),
  pt: alt("envi\\p{L}*", "respond\\p{L}* com", "compartilh\\p{L}*", "forne[cç]\\p{L}*", "preciso"),
  nl: alt("stuur", "stuurt", "deel", "geef", "antwoord met", "ik heb nodig"),
};

/** The codes that open a building, a door or a key safe: "the door entry code", "the key collection code". */
export const ACCESS_CODES_EN =
  "(?:door|gate|building|entry|entrance|keypad|key ?safe|lock ?box|smart[- ]?lock|key collection|trade button|intercom|garage)[- ](?:entry |access |release )?(?:codes?|pins?)";

const SENSITIVE_OBJECTS: Partial<Record<Lang, string>> = {
  en: alt(
    "(?:the |that |this |your |my )?(?:\\d[- ]digit |six[- ]digit |verification |security |login |sign-?in |2fa |sms |one-?time |auth(?:entication)? |access |alarm |door |gate )(?:codes?|pins?)",
    ACCESS_CODES_EN,
    "passwords?",
    "passcodes?",
    "(?:secret )?recovery phrase",
    "seed (?:phrase|words)",
    "mnemonic",
    "private keys?",
    "(?:aws |cloud |api |access |secret )(?:access )?keys?",
    "(?:client|signing|webhook|app|application|shared|consumer|oauth) secrets?",
    "(?:access|api|auth|bearer|github|gitlab|slack|session) tokens?",
    "credentials",
    "login (?:details|info\\p{L}*)",
    "username and password",
    `w-?2s?${E}`,
    "tax (?:forms?|documents?|returns?)",
    "(?:payroll|employee|personnel|hr) (?:records|data|details|files|list)",
    `ssns?${E}`,
    "social security (?:numbers?|nos?)",
    "(?:passport|driver'?s licen[cs]e|id card) (?:scans?|copies|copy|numbers?|photos?)",
    "(?:last )?(?:four|4) digits",
    "(?:credit |debit )?card (?:numbers?|details)",
    "cvv|cvc",
    "bank(?:ing)? (?:details|login|information|info|statements?)",
    "(?:account|routing|sort) (?:numbers?|codes?)",
    "iban",
    "(?:home|postal|mailing) address(?:es)?",
    "contents of (?:the|their|his|her|your)[^.\\n]{0,30}(?:inbox|mailbox|emails?|messages?)",
    `(?:the|that|this) codes?${E}`,
    "dates? of birth",
    "(?:annual )?salar(?:y|ies)",
    // Health records.
    `(?:mrns?|medical record numbers?|member ids?|npi)${E}`,
    "diagnos(?:is|es)",
    "icd-?10",
    "(?:health )?insurance (?:numbers?|ids?)",
  ),
  de: alt(
    "geburtsdat\\p{L}*",
    "steuer-?id",
    "sozialversicherungsnummer\\p{L}*",
    "gehalt\\p{L}*",
    "wohnadresse",
    "passw[oö]rt\\p{L}*",
    "kennw[oö]rt\\p{L}*",
    "zugangsdaten",
    "(?:bestätigungs|sicherheits|zugangs|alarm)codes?",
    // English "tan" is a colour: the German TAN with its article or kind.
    `(?:die |ihre |deine |eine |per |mit der |sms-|m|push-)tan${E}`,
    `pin${E}`,
    "bankverbindung",
    "kontodaten",
    "iban",
    "kreditkart\\p{L}*",
    "lohnsteuer\\p{L}*",
    "(?:privat|post)adresse",
  ),
  fr: alt(
    "dates? de naissance",
    "salaires?",
    "mots? de passe",
    "identifiants",
    "codes? (?:de vérification|de sécurité|pin|d'accès|d'alarme)",
    "coordonnées bancaires",
    `rib${E}`,
    "iban",
    "carte bancaire",
    "coordonnées (?:de (?:votre |la )?)?carte",
    `(?:cryptogramme|cvv|cvc)${E}`,
    "(?:quatre|4) derniers chiffres",
    "adresse postale",
    "numéro de (?:téléphone|sécurité sociale|carte)",
  ),
  es: alt(
    // With a number or a document word: Polish "dni" is "days", Polish and German "nie" is "no"/"never".
    "(?:dni|nie)(?=:? ?(?:\\d|[xyzklm]-?\\d))",
    `(?:número|n\\.?º|copia|foto) (?:de(?:l)? (?:tu |su )?)?(?:dni|nie)${E}`,
    `(?:dni|nie) (?:o|y|/) (?:dni|nie|pasaporte)${E}`,
    "fechas? de nacimiento",
    "domicilio",
    "seguridad social",
    "nómina",
    "contraseñas?",
    "credenciales",
    "códigos? (?:de verificación|de seguridad|pin)",
    "datos bancarios",
    "cuenta bancaria",
    "iban",
    "tarjeta de crédito",
    "número de (?:cuenta|tarjeta|seguro social)",
    "dirección postal",
  ),
  it: alt("password", "credenziali", "codic\\p{L}* (?:di verifica|di sicurezza|pin)", "coordinate bancarie", "iban"),
  pt: alt("senhas?", "credenciais", "códigos? (?:de verificação|de segurança)", "dados bancários", "iban"),
  nl: alt("wachtwoord", "inloggegevens", "verificatiecode", "bankgegevens", "iban"),
};

/** Secrets no legitimate sender asks for by mail: passwords, login codes, recovery phrases, private keys, CVV. */
const NEVER_ASKED: Partial<Record<Lang, string>> = {
  en: alt(
    "(?:the |that |this |your |my )?(?:\\d[- ]digit |six[- ]digit |verification |security |login |sign-?in |2fa |sms |one-?time |auth(?:entication)? )(?:codes?|pins?)",
    "passwords?",
    "passcodes?",
    "(?:secret )?recovery phrase",
    "seed (?:phrase|words)",
    "mnemonic",
    "(?:\\d{2}|twelve|twenty-four)-word (?:\\p{L}+ )?(?:phrase|words)",
    "private keys?",
    "secret (?:access )?keys?",
    "cvv|cvc",
    "social security (?:numbers?|nos?)",
  ),
  de: alt(
    "passw[oö]rt\\p{L}*",
    "kennw[oö]rt\\p{L}*",
    "(?:bestätigungs|sicherheits)codes?",
    `(?:die |ihre |deine |eine |per |mit der |sms-|m|push-)tan${E}`,
  ),
  fr: alt("mots? de passe", "codes? (?:de vérification|de sécurité)", "phrase de récupération"),
  es: alt("contraseñas?", "códigos? (?:de verificación|de seguridad)", "frase de recuperación"),
};

/** Passwords and one-time codes in the languages without a request table of their own, and the words that ask for
 * them ("please", "reply"): a request for a password needs no verb list to be recognised. */
/** "Password" as the label of a blank to fill in, in the languages mail comes in (exact words: inflected forms such
 * as Italian "parola" also mean other things). */
export const PASSWORD_LABEL = [
  "password",
  "passcode",
  "passwort",
  "kennwort",
  "mot de passe",
  "contraseña",
  "senha",
  "hasło",
  "lösenord",
  "heslo",
  "şifre",
  "parola",
  "пароль",
  "mật khẩu",
  "kata sandi",
  "κωδικός(?: πρόσβασης)?",
  "पासवर्ड",
  "كلمة (?:المرور|السر)",
  "รหัสผ่าน",
  "비밀번호",
  "密码",
  "密碼",
  "パスワード",
].join("|");

const PASSWORD_ANY = alt(
  "парол\\p{L}*",
  "mật khẩu",
  "mã (?:otp|xác (?:minh|thực))",
  "kata sandi",
  "şifre\\p{L}*",
  "parola\\p{L}*",
  "lösenord\\p{L}*",
  "hesl\\p{L}*",
  "hasł\\p{L}*",
  "wachtwoord\\p{L}*",
  "senha\\p{L}*",
  "κωδικ\\p{L}* (?:πρόσβασης|ασφαλείας)",
  "συνθηματικ\\p{L}*",
  "पासवर्ड",
  "ओटीपी",
);

const ASK_ANY = alt(
  "ответь\\p{L}*",
  "пришлите",
  "сообщите",
  "укажите",
  "trả lời",
  "gửi",
  "cung cấp",
  "balas\\p{L}*",
  "kirim\\p{L}*",
  "berikan",
  "yanıtla\\p{L}*",
  "gönder\\p{L}*",
  "paylaş\\p{L}*",
  "svara",
  "skicka",
  "ange",
  "odpov\\p{L}*",
  "zašlete",
  "uveďte",
  "odpowiedz\\p{L}*",
  "podaj\\p{L}*",
  "prześlij\\p{L}*",
  "απαντ\\p{L}*",
  "στείλ\\p{L}*",
  "जवाब",
  "भेज\\p{L}*",
  "बताएं",
  "vui lòng",
  "mohon",
  "lütfen",
  "vänligen",
  "prosím",
  "proszę",
  "παρακαλ\\p{L}*",
  "कृपया",
  "пожалуйста",
);

const PASSWORD_UNSPACED = "(?:كلمة (?:المرور|السر)|รหัสผ่าน|비밀번호|密码|密碼|口令|パスワード|暗証番号)";

const ASK_UNSPACED =
  "(?:يرجى|الرجاء|الرد|أرسل|ارسل|زودنا|กรุณา|ตอบกลับ|ส่ง|회신|답장|보내|알려|请|請|回复|回覆|提供|发送|發送|返信|送って|教えて|ください)";

/** "Please sign in and change your password" advises; it does not ask for the password. A password word right after
 * a change or reset verb, or right before one in the languages that put the verb last, is not the object asked for. */
const CHANGE_BEFORE =
  "(?:เปลี่ยน|รีเซ็ต|ตั้งใหม่|تغيير|غيّ?ر|إعادة تعيين|修改|更改|重置|重设|重設|变更|變更|смени\\p{L}*|измени\\p{L}*|сбрось\\p{L}*|đổi|đặt lại|ubah|ganti|atur ulang|zmie[nń]\\p{L}*|změň\\p{L}*|ändra|återställ|wijzig|altere|redefina|troque|αλλάξ\\p{L}*)";
const CHANGE_AFTER =
  "(?:를|을|を|は)? ?(?:변경|재설정|変更|再設定|リセット|değiştir\\p{L}*|yenile\\p{L}*|sıfırla\\p{L}*|बदल\\p{L}*|रीसेट)";
const notChanged = (password: string, wholeWord = false) =>
  // The look-behind follows the word, so it is only tried where a password word matched.
  `${password}(?<!${CHANGE_BEFORE}[^.!?。\\n]{0,12}${password})${wholeWord ? E : ""}(?! ?${CHANGE_AFTER})`;

const SECRET_REQUEST_ANY: PhraseTable = {
  any: [
    either(ASK_ANY, notChanged(PASSWORD_ANY, true), 150),
    "(?:reply|respond)(?: to [^.\\n]{0,20})? with the (?:\\d{2}-word )?(?:recovery |seed |secret )?(?:phrase|seed words|mnemonic)",
  ],
  any_unspaced: [either(ASK_UNSPACED, notChanged(PASSWORD_UNSPACED), 150)],
};

/** "Send me the code", "reply with your recovery phrase", "envoyez-moi vos identifiants". */
const REQUEST_SECRET_BY_LANGUAGE: PhraseTable = Object.fromEntries([
  ...Object.entries(SECRET_REQUEST_ANY),
  ...Object.entries(REQUEST_VERBS).map(([lang, verb]) => {
    const object = SENSITIVE_OBJECTS[lang as Lang] ?? SENSITIVE_OBJECTS.en ?? "";
    return [
      lang,
      [
        near(verb, object, 100),
        near(
          object,
          alt(
            "send (?:it|them|that|this)",
            "forward (?:it|them|that)",
            "read (?:it|them|that)",
            "in (?:a|your|the) reply",
            "reply (?:to [^.\\n]{0,20})?with (?:it|them|the (?:phrase|words|code|key|pin|password))",
          ),
          120,
        ),
      ],
    ];
  }),
]);

/** Kinds of personal or financial record named in a message: three or more with a request is a data-theft ask. */
export const SENSITIVE_RECORD: PhraseTable = Object.fromEntries(
  Object.entries(SENSITIVE_OBJECTS).map(([lang, object]) => [lang, [object]]),
);

/** Salary, supplier or payee details moved to another account ("I changed banks", "nouveau RIB"). */
const BANK_CHANGE_BY_LANGUAGE: PhraseTable = {
  en: [
    either(
      // A whole word: "(details unchanged)" states the opposite, and so does a negated change ("bank details have not
      // changed", "nothing has changed on our side").
      // Nor a count of new records ("Bank feed: 6 new transactions").
      "(?<![\\p{L}\\p{N}])(?<!(?:not|n't|never|nothing has|nothing have|nothing's|no) (?:been )?)(?:changed|switched|(?<!\\d )new(?! (?:transactions?|entries|items|messages?|notifications?|documents?|statements?|features?|year))|updated?|different|moved|replace\\p{L}*)",
      "(?:banks?|bank account|account details|bank details|payment details|direct deposit|salary account|payee|routing|wir(?:e|ing) instructions|escrow account|remittance details)",
      50,
    ),
    either(
      "(?:salary|paycheck|payroll|wages|invoices?|payments?)",
      "(?:paid|sent|deposited) (?:into|to) (?:my|our|the) new",
      60,
    ),
    "(?:payments?|remittances?|funds|premiums?|invoices?|pay|remit|transfer)[^.\\n]{0,40}(?:to|into|through|via) (?:our|the|a) (?:new|different|updated|other|alternative) (?:\\p{L}+ )?account",
    "(?:must|should|will|is to|are to) now (?:go|be (?:sent|paid|made|remitted|wired|transferred)) (?:to|into) (?:our|the|a|this) (?:\\p{L}+ ){0,2}?account",
    "change (?:of|in) (?:our )?(?:bank\\p{L}*|banking (?:partner|details|provider|institution)|account details|remittance details)",
    "(?:update|change|amend) (?:your|the) (?:vendor|supplier|payee|beneficiary) (?:master|records?|file|details|profile|data)",
    "(?:old|previous|usual|current|existing|registered) (?:bank )?account (?:is|has been|will be) (?:now )?(?:under review|frozen|blocked|closed|suspended|audited|on hold|no longer)",
  ],
  // "New" in its adjective forms only: not "news", "again" ("nuevamente", "nuovamente"), "newsletter" ("nieuwsbrief").
  de: [
    either(
      "(?<!(?:nicht|keine?[nmrs]?|nie|niemals) )(?:neue[nmrs]?(?!\\p{L})|geändert\\p{L}*|gewechselt)",
      "(?:bank\\p{L}*|konto\\p{L}*|iban)",
      40,
    ),
  ],
  // Whole words in French forms: "inchangées" says the opposite, English "change" is not French.
  fr: [
    either(
      "(?<![\\p{L}\\p{N}])(?<!(?:pas|jamais|aucun\\p{L}*) )(?:nouve(?:au|aux|lle|lles)(?!\\p{L})|chang(?:é|ée|és|ées|ement|ements|er|ez|eant)(?!\\p{L}))",
      "(?:banque|compte|rib|iban|coordonnées bancaires)",
      40,
    ),
  ],
  es: [
    either(
      "(?<![\\p{L}\\p{N}])(?<!(?:no|nunca) (?:\\p{L}+ )?)(?:nuev[oa]s?(?!\\p{L})|cambi\\p{L}*)",
      "(?:banco|cuenta|iban|datos bancarios)",
      40,
    ),
  ],
  it: [
    either(
      "(?<![\\p{L}\\p{N}])(?<!(?:non|no|mai) (?:\\p{L}+ )?)(?:nuov[oaie](?!\\p{L})|cambi\\p{L}*)",
      "(?:banca|conto|iban|coordinate bancarie)",
      40,
    ),
  ],
  // Adjective forms only: not the month ("novembre"), nor "novidades"; not English "altered".
  pt: [
    either(
      "(?<!(?:não|nunca) (?:\\p{L}+ )?)(?:nov[oa]s?(?!\\p{L})|mud\\p{L}*|alter(?:ad[oa]s?|aç(?:ão|ões)|ou|ar|e|em)(?!\\p{L}))",
      "(?:banco|conta|iban|dados bancários)",
      40,
    ),
  ],
  // A whole word, not negated: "ongewijzigd" and "niet gewijzigd" say the opposite.
  nl: [
    either(
      "(?<![\\p{L}\\p{N}])(?<!(?:niet|geen|nooit) )(?:nieuwe?(?!\\p{L})|gewijzigd\\p{L}*)",
      "(?:bank\\p{L}*|rekening\\p{L}*|iban)",
      40,
    ),
  ],
};

/** Not the means of a payment named ("j'ai réglé votre facture par virement", "pagado por transferencia"): how one
 * pays, not a transfer asked for. */
export const BY_MEANS = "(?<!(?:^|[^\\p{L}])(?:par|por|via|mediante|con|tramite|per|door|by|em|pela) )";

/** Not a transfer the reader is asked for but one reported to it: a payer's remittance notice ("Nous vous informons du
 * virement de 312,60 EUR", "avviso di bonifico", "le confirmamos la transferencia"). */
const REPORTED_TRANSFER =
  "(?<!(?:^|[^\\p{L}])(?:avis|aviso|avviso|bericht|informons|informamos|informiamo|confirmons|confirmamos|confermiamo|confirmation|confirmación|conferma|confirmação) (?:(?:de|du|d'|del|della|di|dell'|da|do|van|la|notre|nuestra|nostro|nosso|un|una|um|uma|een|le|el|il|o|a)\\s?){0,3})";

/** Moving money: wire, transfer, escrow, "virement", "Überweisung". */
const MONEY_MOVE_BY_LANGUAGE: PhraseTable = {
  en: [
    "(?:confidential|urgent|discreet|quick|time-sensitive) (?:transfer|payment|wire|transaction|deposit)",
    "handle (?:a|the|this) (?:\\p{L}+ )?(?:transfer|payment|wire|transaction)",
    "wir(?:e|ed|ing) (?:the |a |an )?(?:funds|money|payment|amount|deposit|transfer|\\$|€|£|\\d)",
    "(?:must|needs? to|to) be (?:wired|transferred|paid)",
    "(?:escrow|advance|upfront|processing|release|clearance) (?:deposit|fee|payment)",
    TRANSFER_NOUN,
    "international transfer",
    "make (?:a|the) (?:payment|transfer)",
    "(?:transfer|send) (?:the )?(?:funds|money|payment)",
    "settle (?:the|this) (?:invoice|payment|amount) (?:today|now|immediately)",
    "(?:buy|purchase|get) (?:\\p{L}+ )?gift ?cards?",
    "send (?:\\p{L}+ )?[\\d,.]+ ?(?:usdt|usdc|btc|eth|bitcoin|ether|trx|sol)",
    // The overpayment scam: "refund the difference", paid back another way than it came.
    "refund (?:the |of the |of )?(?:difference|overpa\\p{L}*|excess|surplus|balance)",
    "arrange (?:the |a )?(?:transfer|payment|wire|remittance)",
    "(?:in|via|using|as|by) (?:usdt|usdc|btc|bitcoin|crypto\\p{L}*|eth|ether|tether)",
  ],
  de: [
    "anzahlung",
    "vertrauliche\\p{L}* (?:transaktion|zahlung|überweisung)",
    "überweis\\p{L}*",
    "zahlung (?:veranlassen|ausführen|tätigen)",
  ],
  fr: [
    `${BY_MEANS}${REPORTED_TRANSFER}virement`,
    "effectu\\p{L}* (?:un|le) (?:paiement|virement)",
    "transf[ée]r\\p{L}* (?:les )?fonds",
  ],
  es: [`${BY_MEANS}${REPORTED_TRANSFER}transferencia`, "realice (?:el|un) (?:pago|ingreso)", "transfier\\p{L}*"],
  it: [`${BY_MEANS}${REPORTED_TRANSFER}bonifico`, "effettu\\p{L}* (?:il|un) pagamento"],
  pt: [`${BY_MEANS}${REPORTED_TRANSFER}transferência`, "efetu\\p{L}* (?:o|um) pagamento"],
  nl: [`${BY_MEANS}${REPORTED_TRANSFER}overboeking`, "overmaken"],
  // Transfers and payments in the languages without a table of their own; not one named in brackets, a past
  // payment referred to ("(przelew 1.11 i zlecenie stałe)").
  any: [
    "(?<!\\( ?)перев(?:од|ести|едите|еди)\\p{L}*",
    "(?<!\\( ?)оплат\\p{L}*",
    "(?<!\\( ?)chuyển tiền",
    "(?<!\\( ?)thanh toán",
    "(?<!\\( ?)transfer (?:dana|uang|ke rekening)",
    "(?<!\\( ?)pembayaran",
    "(?<!\\( ?)havale",
    "(?<!\\( ?)eft",
    "(?<!\\( ?)ödeme\\p{L}*",
    "(?<!\\( ?)överföring\\p{L}*",
    "(?<!\\( ?)betalning\\p{L}*",
    "(?<!\\( ?)platb\\p{L}*",
    "(?<!\\( ?)przelew\\p{L}*",
    "(?<!\\( ?)πληρωμ\\p{L}*",
    "(?<!\\( ?)μεταφορ\\p{L}* (?:χρημάτων|ποσού)",
    "(?<!\\( ?)भुगतान",
    "(?<!\\( ?)ट्रांसफर",
    "(?<!\\( ?)पैसे भेज\\p{L}*",
  ],
  any_unspaced: [
    "تحويل",
    "โอนเงิน",
    "ชำระ",
    "송금",
    "이체",
    "입금",
    "转账",
    "轉賬",
    "汇款",
    "匯款",
    "付款",
    "振込",
    "振り込",
    "送金",
  ],
};

/** Keeping a request from colleagues or from being checked: the business-email-compromise tell. */
const BEC_SECRECY_BY_LANGUAGE: PhraseTable = {
  en: [
    "(?:do not|don't|please don't|please do not) (?:call|phone|ring|contact|email) (?:me|anyone|the office)",
    "(?:do not|don't) (?:call|phone|contact|consult|check with|verify (?:this )?with|loop in) (?:\\p{L}+ )?(?:relations|team|department|desk|office|support|your bank|our office)[^.\\n]{0,30}(?:about|regarding|on) this",
    "(?:keep (?:this|it)|this (?:is|must remain|must stay)) (?:strictly )?(?:confidential|between us|private|quiet)",
    "(?:must not|should not|shouldn't|mustn't|do not|don't) (?:discuss|mention|share|tell)[^.\\n]{0,40}(?:anyone|others|colleagues|team|staff)",
    "strictly confidential",
    "(?:cannot|can't|can not|unable to|will not|won't|do not|don't) (?:take|accept|answer|receive|return) (?:any )?(?:phone |telephone )?calls",
    "(?:i'?m|i am) (?:in a meeting|in meetings|on a (?:flight|call)|travelling|traveling|unavailable)",
    "(?:without|no need to) (?:check\\p{L}*|confirm\\p{L}*|ask\\p{L}*|verif\\p{L}*)[^.\\n]{0,30}(?:with|by)? ?(?:him|her|them|me|anyone|the user|alex)?",
    // Records wanted without their protection: nobody auditing payroll needs it unencrypted.
    "(?:send|share|email|upload|provide|export)[^.\\n]{0,60}(?:unencrypted|without (?:a |any )?(?:password|encryption)|in (?:plain|clear) ?text)",
  ],
  de: [
    "vertrauliche\\p{L}* (?:transaktion|angelegenheit|übernahme|projekt)",
    "(?:sprechen|reden) sie (?:bitte )?(?:mit )?niemandem",
    "(?:ruf|rufen sie) (?:mich )?nicht an",
    "streng vertraulich",
    "ohne rückfrage",
    "(?:sprich|sprechen sie) mit niemandem",
    "(?:bin|ich bin) (?:in einer besprechung|im meeting|unterwegs)",
  ],
  fr: [
    "ne m'appelez pas",
    "(?:ne pas|n')en parler",
    "strictement confidentiel\\p{L}*",
    "opération confidentielle",
    "sans (?:demander|vérifier|confirmation)",
  ],
  es: ["no me llame\\p{L}*", "estrictamente confidencial", "no (?:lo )?comente\\p{L}*", "estoy en (?:una )?reunión"],
  it: ["non chiamarmi", "strettamente riservat\\p{L}*", "senza chiedere"],
  pt: ["não me ligue", "estritamente confidencial", "sem perguntar"],
  any: [
    "конфиденциальн\\p{L}*",
    "(?:никому|никого) не (?:говори|сообщай|рассказывай)\\p{L}*",
    "я на (?:совещании|встрече|переговорах)",
    "bí mật",
    "tôi đang họp",
    "rahasia\\p{L}*",
    "sedang rapat",
    "gizli (?:tut|kal)\\p{L}*",
    "toplantıdayım",
    "håll (?:det|detta) (?:hemligt|konfidentiellt|för dig själv)",
    "jag sitter i (?:ett )?möte",
    "důvěrn\\p{L}*",
    "jsem na (?:schůzce|poradě|jednání)",
    "poufn\\p{L}*",
    "jestem na (?:spotkaniu|zebraniu)",
    "εμπιστευτικ\\p{L}*",
    "είμαι σε (?:σύσκεψη|συνάντηση)",
    "गोपनीय",
    "फोन पर बात नहीं",
  ],
  any_unspaced: [
    "سري",
    "في اجتماع",
    "เป็นความลับ",
    "ติดประชุม",
    "비밀",
    "회의 중",
    "保密",
    "机密",
    "機密",
    "会議中",
    "内密",
    "開会中",
  ],
};

/** Keeping a request from colleagues or from being checked, with the secrecy concept's rows of every language
 * (payment-cues.ts). */
export const BEC_SECRECY: PhraseTable = withRows(BEC_SECRECY_BY_LANGUAGE, PAY_SECRECY);

/** The subset of REQUEST_SECRET whose object is never legitimately asked for. */
const REQUEST_NEVER_ASKED_BY_LANGUAGE: PhraseTable = Object.fromEntries([
  ...Object.entries(SECRET_REQUEST_ANY),
  ...Object.entries(NEVER_ASKED).map(([lang, object]) => {
    const verb = REQUEST_VERBS[lang as Lang] ?? "";
    return [
      lang,
      [
        near(verb, object, 60),
        near(
          object,
          alt(
            "send (?:it|them)",
            "forward (?:it|them)",
            "read (?:it|them)",
            "reply (?:to [^.\\n]{0,20})?with (?:it|them|the (?:phrase|words|code|key|pin|password))",
          ),
          120,
        ),
      ],
    ];
  }),
]);

// The payment-cue concept rows (lexicon/payment-cues.ts), merged language by language.
/** Gift cards, wire transfers, bank details changes, codes and passwords, payment pressure. */
export const CRED_PAY_STRONG: PhraseTable = withRows(
  CRED_PAY_STRONG_BY_LANGUAGE,
  PAY_BANK_CHANGE,
  PAY_MONEY_MOVE,
  PAY_FEE_TO_RECEIVE,
);
/** Mentions of secrets without a request verb: a soft cue. */
export const CRED_MENTION: PhraseTable = withRows(CRED_MENTION_BY_LANGUAGE, PAY_SECRET_MENTION);
/** Salary, supplier or payee details moved to another account. */
export const BANK_CHANGE: PhraseTable = withRows(BANK_CHANGE_BY_LANGUAGE, PAY_BANK_CHANGE);
/** Advice to verify a change out of band: by phone, on a number already held, not because of this mail. */
export const VERIFY_OUT_OF_BAND: PhraseTable = PAY_VERIFY_OUT_OF_BAND;
/** The usual account: payment as always, bank details unchanged (payment-cues.ts). */
export const USUAL_ACCOUNT: PhraseTable = PAY_USUAL_ACCOUNT;
/** Moving money: wire, transfer, escrow, gift cards, crypto. */
export const MONEY_MOVE: PhraseTable = withRows(MONEY_MOVE_BY_LANGUAGE, PAY_MONEY_MOVE);
/** "Send me the code", "reply with your recovery phrase", "envoyez-moi vos identifiants". */
export const REQUEST_SECRET: PhraseTable = withRows(REQUEST_SECRET_BY_LANGUAGE, PAY_SECRET_REQUEST);
/** The subset of REQUEST_SECRET whose object is never legitimately asked for. */
export const REQUEST_NEVER_ASKED: PhraseTable = withRows(REQUEST_NEVER_ASKED_BY_LANGUAGE, PAY_SECRET_REQUEST);
