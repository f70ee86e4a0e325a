// Credential, payment-fraud, phishing and urgency cues, translated systematically: one table per cue CONCEPT, one
// row per language, in the languages of lexicon/agent-cues.ts.
//
// The concepts are what the fraud must ask for, whatever the wording: a secret sent back (password, one-time or
// verification code, PIN, card number, CVV, login details), money paid to a new or changed bank account, an urgent
// wire, gift cards, crypto; the phishing lures (account suspended or locked, verify your account, mailbox full,
// parcel held for a fee, sign in to keep access); and deadlines. Every row is the concept in one language, written
// from the concept, not from any message.
//
// A benign one-time-code notice GIVES a code and warns against passing it on ("your code is 123456, do not share
// it"); only ASKING for a secret is a request. The request verbs are therefore imperative or request forms, and
// each carries a guard against the row's negation words just before it ("do not send", "nikomu nie podawaj",
// "不要告诉"); where the negation follows the verb or attaches to it (Korean "보내지 마세요", Turkish
// "paylaşmayın", Persian "نفرستید", Amharic "አትላኩ"), the request forms listed cannot match the negated form.
// "Enter the code" is left out on purpose: a genuine code notice says it.
//
// The rows are merged into the tables the classifier already reads (lexicon/payment.ts, phishing.ts, urgency.ts),
// so they are weighed like the rest of their class: nothing in the scoring changes.
import {
  alt,
  azerbaijani,
  conceptTable,
  DENSE,
  E,
  EM,
  either,
  gap,
  hausa,
  type Lang,
  near,
  nfkc,
  type PhraseTable,
  romanian,
  serbian,
  UNSPACED,
  unmarked,
  uzbek,
  wordStart,
  yoruba,
} from "./combinators.js";

/** One row per language. Fields are alternations (regex sources, lowercase). */
interface PayRow {
  /** Negation words that may stand just before a request verb ("do not", "never"). */
  neg?: string;
  /** Negations that follow the verb or attach to it ("बदला नहीं", "বদলায়নি"): "not changed" is no bank change. */
  negAfter?: string;
  /** Request verbs for a secret: send, reply with, give, tell, share, provide, forward (imperative/request forms). */
  ask?: string;
  /** Secrets nobody asks for by mail: password, one-time/verification code, PIN, card number, CVV, login details. */
  secret?: string;
  /** "New" / "changed" / "updated", and the bank-account nouns they meet. */
  bankNew?: string;
  bankNoun?: string;
  /** A wire or bank transfer asked for urgently, gift cards bought, payment in crypto. */
  wire?: string;
  gift?: string;
  crypto?: string;
  /** Phishing lures: account suspended/locked, verify your account, mailbox full, parcel fee, sign in to keep it. */
  lure?: string;
  /** Paying a fee (`pay` near `fee`) to receive money owed (`owed`: a refund, payout, prize): nobody owed money
   * pays to receive it. */
  pay?: string;
  fee?: string;
  owed?: string;
  /** Deadlines and final notices ("within 24 hours", "final notice"). */
  deadline?: string;
  /** Urgent wording ("immediately", "today", "urgent"). */
  urgent?: string;
  /** Keeping a payment request secret: "keep this confidential", "between us", "a confidential transaction". */
  confidential?: string;
  /** A negated telling verb with a person or "anyone": "don't tell anyone", "do not mention it to the team", "don't
   * discuss this with colleagues", "without checking with the office" (not "share": code notices say it). */
  tellNoOne?: string;
}

const N24 = "(?:\\d{1,2})";

const ROWS: Partial<Record<Lang, PayRow>> = {
  // English is covered by the tables of payment.ts, phishing.ts and urgency.ts; only the lures they lack.
  en: {
    pay: "(?:pay(?:ing)?|settle)(?!\\p{L})",
    fee: "fee",
    owed: "refund|payout|reimbursement|compensation|winnings|prize",
    lure: "(?:your )?(?:email )?account (?:has )?expired",
  },
  de: {
    pay: "(?:be)?zahl\\p{L}*|begleich\\p{L}*|überweis\\p{L}*",
    fee: "\\p{L}*gebühr\\p{L}*",
    owed: "\\p{L}*erstattung\\p{L}*|auszahlung\\p{L}*|gewinn\\p{L}*|entschädigung\\p{L}*",
    neg: alt("nicht", "nie", "niemals", "niemandem", "keine?m?"),
    ask: alt(
      "senden sie (?:uns|mir)",
      "schicken sie (?:uns|mir)",
      "schick(?:e)? (?:mir|uns)",
      "teilen sie (?:uns|mir)",
      "nennen sie (?:uns|mir)",
      "geben sie (?:uns|mir)",
      "antworten sie mit",
    ),
    secret: alt(
      "(?:ihr(?:en|e)? |den |das |die )?(?:passwort|kennwort|pin|tan|bestätigungscode|verifizierungscode|sicherheitscode|einmalcode|sms-code|zugangsdaten|kartennummer|kreditkartennummer|prüfnummer|cvv)",
    ),
    gift: "(?:gutschein|geschenk|guthaben)karten? (?:kaufen|besorgen)",
    crypto: "(?:in|per|mit) (?:bitcoin|krypto\\p{L}*|usdt)",
    wire: "(?:dringende|eilige|sofortige) (?:überweisung|zahlung)",
    lure: alt(
      "(?:konto|postfach|zugang) (?:wurde |wird )?(?:gesperrt|gesperrt werden|deaktiviert|eingeschränkt)",
      "(?:verifizieren|bestätigen) sie ihr konto",
      "postfach (?:ist )?(?:voll|überfüllt)",
      "speicherplatz (?:ist )?(?:voll|erschöpft)",
      "(?:zoll|zustell)gebühr",
      "melden sie sich an, um (?:ihren zugang|den zugriff|ihr konto)",
    ),
    deadline: alt(`innerhalb (?:von )?${N24} (?:stunden|minuten)`, "letzte mahnung", "letzte warnung"),
    urgent: "noch heute",
  },
  fr: {
    pay: "pa(?:y|i)\\p{L}*|régl\\p{L}*|vers(?:ez|er)",
    fee: "frais",
    owed: "rembourse\\p{L}*|versement|gain\\p{L}*|indemnisation",
    neg: alt("ne", "n'", "jamais", "personne", "pas"),
    ask: alt(
      "envoyez-(?:nous|moi)",
      "envoie-moi",
      "communiquez-(?:nous|moi)",
      "transmettez-(?:nous|moi)",
      "donnez-(?:nous|moi)",
      "répondez avec",
      "indiquez-(?:nous|moi)",
    ),
    secret: alt(
      "(?:votre |le |ton )?(?:mot de passe|code (?:de vérification|de sécurité|de confirmation|à usage unique|sms|otp|pin)|code reçu par sms|numéro de carte|cryptogramme|cvv|identifiants)",
    ),
    gift: "(?:achetez|acheter|procurez-vous) (?:des )?cartes? cadeaux?",
    crypto: "en (?:bitcoin|crypto\\p{L}*|usdt)",
    lure: alt(
      "votre (?:compte|accès) (?:sera|a été|est) (?:suspendu|bloqué|verrouillé|expiré|désactivé)",
      "(?:boîte (?:aux lettres|de réception)|messagerie) (?:est )?pleine",
      "quota de (?:messagerie|stockage)",
      "vérifiez votre compte",
      "connectez-vous pour (?:conserver|garder|maintenir)",
    ),
    deadline: alt(
      `(?:sous|dans les) ${N24} ?(?:h(?:eures)?|min(?:utes)?)`,
      "dernier avis",
      "dernière relance",
      "mise en demeure",
    ),
    urgent: alt("aujourd'hui même", "sans tarder"),
  },
  es: {
    pay: "pag\\p{L}*|abon\\p{L}*",
    fee: "tasa|tarifa|comisión|cargo",
    owed: "reembols\\p{L}*|devolución|premio|indemnización",
    neg: alt("no", "nunca", "nadie", "jamás"),
    ask: alt(
      "envíe(?:nos|me)",
      "envíenos",
      "envíame",
      "mándenos",
      "mándame",
      "facilíte(?:nos|me)",
      "indíque(?:nos|me)",
      "díga(?:nos|me)",
      "dime",
      "responda con",
      "compártalo",
    ),
    secret: alt(
      "(?:su |tu |el |la )?(?:contraseña|clave|código (?:de verificación|de seguridad|de confirmación|otp|sms|pin)|número de (?:la )?tarjeta|cvv|credenciales|datos de acceso)",
    ),
    gift: "(?:compre|comprar|compra) (?:unas |las )?tarjetas? de regalo",
    crypto: "en (?:bitcoin|cripto\\p{L}*|usdt)",
    lure: alt(
      "(?:su|tu) (?:cuenta|acceso) (?:será|ha sido|fue|está) (?:suspendid|bloquead|desactivad|caducad)\\p{L}*",
      "buzón (?:está )?lleno",
      "verifique su cuenta",
      "paquete (?:retenido|pendiente)",
      "inicie sesión para (?:mantener|conservar|seguir)",
    ),
    deadline: alt(
      `(?:en|dentro de) (?:las próximas |un máximo de )?${N24} (?:horas|minutos)`,
      "último aviso",
      "aviso final",
    ),
    urgent: alt("hoy mismo", "de inmediato"),
  },
  it: {
    pay: "pag\\p{L}*|vers\\p{L}*",
    fee: "commissione|tassa|spese",
    owed: "rimbors\\p{L}*|premio|indennizzo|vincit\\p{L}*",
    neg: alt("non", "mai", "nessuno"),
    ask: alt(
      "inviaci",
      "inviami",
      "mandaci",
      "mandami",
      "comunicaci",
      "comunicami",
      "ci invii",
      "mi invii",
      "rispondi con",
    ),
    secret: alt(
      "(?:la tua |la sua |il tuo |il suo |il |la )?(?:password|codice (?:di verifica|di sicurezza|otp|sms|pin|monouso)|numero (?:della )?carta|cvv|credenziali)",
    ),
    gift: "(?:acquista|compra|comprare) (?:delle )?(?:carte|gift card|buoni) regalo",
    crypto: "in (?:bitcoin|cripto\\p{L}*|usdt)",
    lure: alt(
      "(?:il tuo|il suo) (?:account|accesso) (?:sarà|è stato|verrà) (?:sospeso|bloccato|disattivato)",
      "casella (?:di posta )?(?:è )?piena",
      "verifica il tuo account",
      "(?:pacco|spedizione) in giacenza",
      "accedi per (?:mantenere|conservare)",
    ),
    deadline: alt(`entro (?:le prossime |i prossimi )?${N24} (?:ore|minuti)`, "ultimo avviso", "avviso finale"),
    urgent: alt("entro oggi", "immediatamente"),
  },
  pt: {
    pay: "pag\\p{L}*",
    fee: "taxa|tarifa",
    owed: "reembols\\p{L}*|estorno|prêmio|indenização",
    neg: alt("não", "nunca", "ninguém", "jamais"),
    ask: alt(
      "envie-(?:nos|me)",
      "nos envie",
      "me envie",
      "me mande",
      "nos mande",
      "informe-(?:nos|me)",
      "responda com",
      "me passe",
    ),
    secret: alt(
      "(?:sua |seu |a |o )?(?:senha|código (?:de verificação|de segurança|de confirmação|otp|sms|pin)|número do cartão|cvv|credenciais|dados de acesso)",
    ),
    gift: "(?:compre|comprar) (?:uns |os )?cartões? (?:de )?presente",
    crypto: "em (?:bitcoin|cripto\\p{L}*|usdt)",
    lure: alt(
      "(?:sua|a sua) (?:conta|caixa|loja)(?: de \\p{L}+)? (?:será|foi|está) (?:suspensa|bloqueada|desativada|expirada)",
      "caixa de (?:correio|entrada) (?:está )?cheia",
      "verifique sua conta",
      "encomenda (?:retida|pendente)",
      "faça login para (?:manter|continuar)",
    ),
    deadline: alt(`(?:em|dentro de) (?:até )?${N24} (?:horas|minutos)`, "último aviso", "aviso final"),
    urgent: alt("ainda hoje", "hoje mesmo"),
  },
  nl: {
    pay: "betaal\\p{L}*|betalen|voldoe\\p{L}*",
    fee: "\\p{L}*kosten|vergoeding",
    owed: "terugbetaling|restitutie|uitbetaling|prijs",
    neg: alt("niet", "nooit", "niemand", "geen"),
    ask: alt(
      "stuur (?:ons|mij|me)",
      "stuurt u (?:ons|mij)",
      "geef (?:ons|mij|me)",
      "deel (?:met ons|uw|je)",
      "antwoord met",
    ),
    secret: alt(
      "(?:uw |je |de |het )?(?:wachtwoord|verificatiecode|beveiligingscode|sms-code|eenmalige code|pincode|kaartnummer|cvv|inloggegevens)",
    ),
    // Either order: a modal question puts the verb last ("kun je 10 cadeaukaarten van 100 euro kopen").
    gift: alt(
      "(?:koop|kopen) (?:\\p{L}+ )?cadeau(?:kaart|bon)\\p{L}*",
      "cadeau(?:kaart|bon)\\p{L}*(?: [^.?!\\n ]+){0,6} (?:kopen|halen|regelen|aanschaffen)",
    ),
    crypto: "in (?:bitcoin|crypto\\p{L}*|usdt)",
    wire: "(?:spoed|dringende) (?:overboeking|betaling)",
    lure: alt(
      "(?:mailbox|postvak) (?:is )?vol",
      "(?:uw|je) account (?:is )?verlopen",
      "log in om (?:toegang|uw account) te behouden",
    ),
    deadline: alt(`binnen ${N24} (?:uur|minuten)`, "laatste aanmaning", "laatste waarschuwing"),
    urgent: alt("vandaag nog", "per direct"),
  },
  sv: {
    pay: "betala\\p{L}*",
    fee: "avgift\\p{L}*",
    owed: "återbetalning\\p{L}*|utbetalning\\p{L}*|vinst\\p{L}*",
    neg: alt("inte", "aldrig", "ingen", "ej"),
    ask: alt("skicka (?:oss|mig)", "skicka", "svara med", "ge (?:oss|mig)", "berätta", "uppge"),
    secret: alt(
      "(?:ditt |din |ert |er )?(?:lösenord(?:et)?|verifieringskod(?:en)?|säkerhetskod(?:en)?|engångskod(?:en)?|sms-kod(?:en)?|pinkod(?:en)?|pin-kod(?:en)?|kortnummer(?:et)?|cvv|inloggningsuppgifter(?:na)?|bankid-kod)",
    ),
    bankNew: alt("nya?", "ändrade?", "uppdaterade?", "byt\\p{L}*"),
    bankNoun: alt("bankkonto\\p{L}*", "kontonummer", "bankuppgifter\\p{L}*", "iban", "bankgiro"),
    gift: "(?:köp|köpa) (?:\\p{L}+ )?presentkort",
    crypto: "i (?:bitcoin|krypto\\p{L}*|usdt)",
    wire: "(?:brådskande|omedelbar) (?:överföring|betalning)",
    lure: alt(
      "(?:ditt|ert) konto (?:har|kommer att) (?:blivit |bli )?(?:spärrat|låst|avstängt|stängt)",
      "verifiera ditt konto",
      "brevlådan är full",
      "(?:paket|försändelse)[^.\\n]{0,30}(?:tullavgift|avgift)",
      "logga in för att behålla",
    ),
    deadline: alt(`inom ${N24} (?:timmar|minuter)`, "sista påminnelsen", "sista varningen"),
    urgent: alt("redan idag", "omgående"),
  },
  pl: {
    pay: "zapła\\p{L}*|opła\\p{L}*|wpła\\p{L}*",
    fee: "opłat\\p{L}*|prowizj\\p{L}*",
    owed: "zwrot\\p{L}*|wypłat\\p{L}*|nagrod\\p{L}*",
    neg: alt("nie", "nigdy", "nikomu", "nikt"),
    ask: alt("prześlij\\p{L}*", "wyślij\\p{L}*", "podaj\\p{L}*", "przekaż\\p{L}*", "odpowiedz\\p{L}* (?:z|podając)"),
    secret: alt(
      "(?:swoje |swój |twoje |twój )?(?:hasł\\p{L}*|kod\\p{L}* (?:weryfikacyjn\\p{L}*|sms|blik|jednorazowy|pin|autoryzacyjny)|numer karty|cvv|dane logowania)",
    ),
    // Adjective forms only: "Nowak", "Novák", "Новиков" are surnames, "новости" is news.
    bankNew: alt(
      "now(?:y|a|e|ego|ej|ym|ych|ą)(?!\\p{L})",
      "(?<!bez )zmian\\p{L}*",
      "zmienion\\p{L}*",
      "zaktualizowan\\p{L}*",
    ),
    bankNoun: alt("numer (?:rachunku|konta)", "rachun\\p{L}* bankow\\p{L}*", "kont\\p{L}* bankow\\p{L}*", "iban"),
    gift: "(?:kup|kupić) (?:\\p{L}+ )?karty? podarunkow\\p{L}*",
    crypto: "w (?:bitcoin\\p{L}*|kryptowalu\\p{L}*|usdt)",
    wire: "(?:pilny|natychmiastowy) przelew",
    lure: alt(
      "skrzynka (?:pocztowa )?(?:jest )?pełna",
      "(?:twoje|pana|pani) konto (?:wygasło|wygaśnie)",
      "zaloguj się, aby (?:zachować|utrzymać)",
    ),
    deadline: alt(`w ciągu ${N24} (?:godzin|minut)`, "ostateczne wezwanie", "ostatnie ostrzeżenie"),
    urgent: alt("jeszcze dziś", "niezwłocznie"),
  },
  cs: {
    pay: "zaplat\\p{L}*|zaplať\\p{L}*|uhra\\p{L}*",
    fee: "poplat\\p{L}*",
    owed: "vrácení|refundac\\p{L}*|výhr\\p{L}*|výplat\\p{L}*",
    neg: alt("ne", "nikdy", "nikomu", "nikdo"),
    ask: alt("pošlete", "pošli", "zašlete", "sdělte", "uveďte", "odpovězte s"),
    secret: alt(
      "(?:vaše |své |svůj |váš )?(?:hesl\\p{L}*|ověřovací kód|bezpečnostní kód|jednorázový kód|sms kód|pin|číslo karty|cvv|přihlašovací údaje)",
    ),
    // Adjective forms only: not the month ("novembre"), nor the surname "Novák".
    bankNew: alt(
      "nov(?:ý|á|é|ého|ou|ém|ým|ých|ými)(?!\\p{L})",
      "(?<!beze )změn\\p{L}*",
      "změněn\\p{L}*",
      "aktualizovan\\p{L}*",
    ),
    bankNoun: alt("číslo účtu", "bankovní účet", "bankovní spojení", "iban"),
    gift: "(?:kupte|koupit) (?:\\p{L}+ )?dárkov\\p{L}* karty?",
    crypto: "v (?:bitcoinech|kryptoměn\\p{L}*|usdt)",
    wire: "(?:urgentní|okamžitá|naléhavá) (?:platba|převod)",
    lure: alt(
      "(?:váš|vaše) (?:účet|schránka) (?:byl|byla|bude) (?:pozastaven|zablokován|zrušen|deaktivován)\\p{L}*",
      "ověřte svůj účet",
      "schránka je plná",
      "přihlaste se, abyste (?:si )?zachoval\\p{L}*",
    ),
    deadline: alt(`do ${N24} (?:hodin|minut)`, "poslední upozornění", "poslední výzva"),
    urgent: alt("ještě dnes", "neprodleně"),
  },
  ru: {
    pay: "оплат\\p{L}*|заплат\\p{L}*",
    fee: "комисси\\p{L}*|сбор\\p{L}*",
    owed: "возврат\\p{L}*|выплат\\p{L}*|компенсаци\\p{L}*|выигрыш\\p{L}*",
    neg: alt("не", "никогда", "никому", "ни в коем случае"),
    ask: alt("пришлите", "пришли", "отправьте", "отправь", "сообщите", "сообщи", "назовите", "продиктуйте", "ответьте"),
    secret: alt(
      "(?:ваш |свой |ваши )?(?:парол\\p{L}*|код (?:из смс|подтверждения|верификации)|одноразов\\p{L}* код|смс-код|пин-код|pin-код|номер карты|cvv|cvc|логин и пароль|данные для входа)",
    ),
    bankNew: alt("нов(?:ый|ая|ое|ые|ого|ой|ом|ую|ых|ым|ыми)(?!\\p{L})", "(?<!без )измен\\p{L}*", "обновл\\p{L}*"),
    bankNoun: alt("реквизит\\p{L}*", "банковск\\p{L}* сч[её]т\\p{L}*", "номер сч[её]та"),
    gift: "(?:купите|купи|приобретите) (?:\\p{L}+ )?подарочн\\p{L}* карт\\p{L}*",
    crypto: "в (?:биткоин\\p{L}*|криптовалют\\p{L}*|usdt)",
    lure: alt(
      "(?:ваш|ваша) (?:аккаунт|учетная запись|учётная запись|почта|ящик) (?:будет |был |была )?(?:заблокирован|приостановлен|удал[её]н)\\p{L}*",
      "подтвердите (?:ваш |свой )?аккаунт",
      "почтовый ящик (?:переполнен|заполнен)",
      "(?:посылк|отправлени)\\p{L}*[^.\\n]{0,30}(?:оплат|пошлин)\\p{L}*",
      "войдите, чтобы сохранить доступ",
    ),
    deadline: alt(`в течение ${N24} (?:час|минут)\\p{L}*`, "последнее уведомление", "последнее предупреждение"),
    urgent: alt("сегодня же", "немедленно"),
  },
  uk: {
    pay: "оплат\\p{L}*|сплат\\p{L}*",
    fee: "комісі\\p{L}*|збір\\p{L}*",
    owed: "повернення|виплат\\p{L}*|компенсаці\\p{L}*|виграш\\p{L}*",
    neg: alt("не", "ніколи", "нікому"),
    ask: alt("надішліть", "надішли", "повідомте", "повідом", "назвіть", "продиктуйте", "відповідайте"),
    secret: alt(
      "(?:ваш |свій )?(?:парол\\p{L}*|код (?:з смс|підтвердження|верифікації)|одноразов\\p{L}* код|смс-код|пін-код|pin-код|номер картки|cvv|логін і пароль|дані для входу)",
    ),
    bankNew: alt("нов(?:ий|а|е|і|ого|ої|ому|ою|их|им|ими)(?!\\p{L})", "(?<!без )змін\\p{L}*", "оновл\\p{L}*"),
    bankNoun: alt("реквізит\\p{L}*", "банківськ\\p{L}* рахун\\p{L}*", "номер рахунку", "iban"),
    gift: "(?:купіть|придбайте) (?:\\p{L}+ )?подарунков\\p{L}* карт\\p{L}*",
    crypto: "в (?:біткоїн\\p{L}*|криптовалют\\p{L}*|usdt)",
    wire: "терміново (?:переказ\\p{L}*|сплат\\p{L}*|оплат\\p{L}*)",
    lure: alt(
      "(?:ваш|ваша) (?:акаунт|обліковий запис|пошта|скринька) (?:буде |було |був )?(?:заблоковано|заблокований|призупинено|видалено)",
      "підтвердіть (?:ваш |свій )?(?:акаунт|обліковий запис)",
      "поштова скринька переповнена",
      "митн\\p{L}* (?:збір|мито|платіж)",
      "увійдіть, щоб зберегти доступ",
    ),
    deadline: alt(`протягом ${N24} (?:годин|хвилин)`, "останнє попередження", "останнє нагадування"),
    urgent: alt("терміново", "негайно", "сьогодні ж"),
  },
  el: {
    pay: "πληρ(?:ώ|ω)\\p{L}*|καταβ\\p{L}*",
    fee: "τέλ\\p{L}*|προμήθει\\p{L}*",
    owed: "επιστροφ\\p{L}*|αποζημίωσ\\p{L}*",
    neg: alt("μην", "μη", "δεν", "ποτέ", "κανέναν"),
    ask: alt(
      "στείλτε (?:μας|μου)",
      "στείλε μου",
      "αποστείλετε",
      "δώστε (?:μας|μου)",
      "πείτε (?:μας|μου)",
      "απαντήστε με",
    ),
    secret: alt(
      "(?:τον |το )?(?:κωδικό (?:πρόσβασης|επαλήθευσης|ασφαλείας|μιας χρήσης|otp|sms|pin)|κωδικό σας|αριθμό (?:της )?κάρτας|cvv|στοιχεία σύνδεσης)",
    ),
    bankNew: alt("ν[έε]\\p{L}*", "αλλαγ\\p{L}*", "άλλαξ\\p{L}*", "ενημερωμ\\p{L}*"),
    bankNoun: alt("τραπεζικ\\p{L}* λογαριασμ\\p{L}*", "τραπεζικά στοιχεία", "iban"),
    gift: "(?:αγοράστε|αγόρασε) (?:\\p{L}+ )?δωροκάρτ\\p{L}*",
    crypto: "σε (?:bitcoin|κρυπτονομίσμα\\p{L}*|usdt)",
    wire: "επείγουσα (?:μεταφορά|πληρωμή|έμβασμα)",
    lure: alt(
      "ο λογαριασμός σας (?:θα )?(?:έχει )?(?:ανασταλεί|κλειδωθεί|απενεργοποιηθεί|λήξει|αναστέλλεται)",
      "επαληθεύστε τον λογαριασμό σας",
      "το γραμματοκιβώτιό σας είναι γεμάτο",
      "συνδεθείτε για να διατηρήσετε",
    ),
    deadline: alt(`εντός ${N24} (?:ωρών|λεπτών)`, "τελευταία ειδοποίηση", "τελική προειδοποίηση"),
    urgent: alt("σήμερα κιόλας", "αμέσως"),
  },
  tr: {
    pay: "öde\\p{L}*",
    fee: "ücret\\p{L}*|masraf\\p{L}*",
    owed: "iade\\p{L}*|ikramiye\\p{L}*|tazminat\\p{L}*",
    neg: alt("asla", "kimseyle", "kimseye", "hiç kimseye"),
    ask: alt("gönderin", "gönder", "iletin", "paylaşın", "bildirin", "söyleyin", "yazın", "verin", "yanıtlayın"),
    secret: alt(
      "(?:şifrenizi|şifreyi|parolanızı|doğrulama kodunu|doğrulama kodunuzu|güvenlik kodunu|tek kullanımlık kodu|sms kodunu|onay kodunu|pin kodunu|kart numaranızı|kart numarasını|cvv|giriş bilgilerinizi)",
    ),
    // Not the question "… değiştirdiniz mi?" (did you change …?), which asks whether it is true.
    bankNew: alt("yeni", "değişen", "değişti\\p{L}*(?!\\p{L})(?! m[iıuü](?!\\p{L}))", "güncellen\\p{L}*"),
    bankNoun: alt("banka hesab\\p{L}*", "hesap numara\\p{L}*", "iban\\p{L}*", "banka bilgiler\\p{L}*"),
    gift: "hediye kart\\p{L}* (?:alın|satın al\\p{L}*)",
    crypto: "(?:bitcoin|kripto\\p{L}*|usdt) (?:ile|olarak)",
    wire: "acil (?:havale|eft|ödeme|transfer)",
    lure: alt(
      "hesabınız (?:askıya alın\\p{L}*|kilitlen\\p{L}*|kapatıl\\p{L}*|engellen\\p{L}*|dondurul\\p{L}*)",
      "hesabınızı doğrulayın",
      "posta kutunuz dol\\p{L}*",
      "erişiminizi (?:korumak|sürdürmek) için giriş",
    ),
    deadline: alt(`${N24} (?:saat|dakika) içinde`, "son uyarı", "son bildirim", "son ihtar"),
    urgent: alt("bugün içinde", "derhal"),
  },
  id: {
    pay: "bayar\\p{L}*|membayar",
    fee: "biaya",
    owed: "pengembalian dana|refund|hadiah|kompensasi",
    neg: alt("jangan", "tidak", "jgn", "siapa pun"),
    ask: alt("kirimkan", "kirim", "berikan", "sebutkan", "balas dengan", "bagikan", "informasikan"),
    secret: alt("(?:kata sandi|password|kode (?:otp|verifikasi|keamanan|sms|pin)|otp|pin|nomor kartu|cvv|data login)"),
    bankNew: alt("baru", "berubah", "perubahan", "diperbarui", "ganti"),
    bankNoun: alt("rekening(?: bank)?", "nomor rekening", "data bank"),
    gift: "(?:beli|belikan) (?:\\p{L}+ )?(?:kartu hadiah|voucher|gift card)",
    crypto: "(?:dalam|dengan|pakai) (?:bitcoin|kripto|usdt)",
    wire: "transfer (?:segera|mendesak|sekarang)",
    lure: alt(
      "akun (?:\\p{L}+ )?anda (?:akan |telah )?(?:ditangguhkan|diblokir|dikunci|dinonaktifkan|kedaluwarsa)",
      "verifikasi akun anda",
      "kotak surat (?:anda )?penuh",
      "paket (?:anda )?(?:tertahan|ditahan)",
      "masuk untuk mempertahankan akses",
    ),
    deadline: alt(`dalam (?:waktu )?${N24} (?:jam|menit)`, "pemberitahuan terakhir", "peringatan terakhir"),
    urgent: alt("hari ini juga", "sekarang juga"),
  },
  vi: {
    pay: "thanh toán|trả|nộp",
    fee: "phí",
    owed: "hoàn tiền|tiền hoàn|giải thưởng|bồi thường",
    neg: alt("không", "đừng", "chớ", "tuyệt đối không", "không bao giờ"),
    ask: alt(
      "gửi (?:cho )?(?:tôi|chúng tôi|lại)",
      "gửi",
      "cung cấp",
      "cho (?:tôi|chúng tôi) biết",
      "trả lời (?:kèm|với)",
      "đọc",
    ),
    secret: alt("(?:mật khẩu|mã (?:otp|xác (?:minh|thực|nhận)|bảo mật|pin)|otp|số thẻ|cvv|thông tin đăng nhập)"),
    bankNew: alt("mới", "thay đổi", "đổi", "cập nhật"),
    bankNoun: alt("tài khoản ngân hàng", "số tài khoản", "thông tin ngân hàng"),
    gift: "mua (?:\\p{L}+ )?thẻ quà tặng",
    crypto: "bằng (?:bitcoin|tiền (?:điện tử|mã hóa)|usdt)",
    wire: "chuyển (?:khoản|tiền) (?:gấp|ngay)",
    lure: alt(
      // Any pronoun of address (bạn, quý khách, anh, chị, ông, bà …), a noun between ("tài khoản phản biện").
      "tài khoản(?: \\p{L}+){0,2}?(?: của (?:bạn|quý khách|quý vị|anh|chị|ông|bà|em))? (?:sẽ |đã |có thể )?bị (?:khóa|tạm ngưng|đình chỉ|vô hiệu hóa|xóa|hủy)",
      "xác minh tài khoản",
      "hộp thư (?:đã )?đầy",
      "bưu kiện[^.\\n]{0,30}(?:phí|thuế)",
      "đăng nhập để (?:duy trì|giữ|xác minh|xác nhận|khôi phục|mở khóa)",
    ),
    deadline: alt(`trong (?:vòng )?${N24} (?:giờ|phút)`, "thông báo cuối cùng", "cảnh báo cuối cùng"),
    urgent: alt("ngay hôm nay", "ngay lập tức"),
  },
  sw: {
    pay: "lipa|kulipa",
    fee: "ada|ushuru",
    owed: "marejesho|fidia|zawadi",
    neg: alt("usi\\p{L}*", "kamwe", "hapana"),
    ask: alt("tuma", "tutumie", "nitumie", "tupe", "nipe", "tuambie", "niambie", "jibu kwa"),
    secret: alt(
      "(?:nenosiri|neno la siri|nambari ya siri|msimbo wa (?:uthibitisho|usalama|otp|sms)|otp|pin|namba ya kadi|nambari ya kadi|cvv)",
    ),
    bankNew: alt("mpya", "imebadilika", "kubadilisha", "iliyobadilishwa"),
    bankNoun: alt("akaunti ya benki", "namba ya akaunti", "nambari ya akaunti", "maelezo ya benki"),
    gift: "nunua (?:\\p{L}+ )?kadi za zawadi",
    crypto: "kwa (?:bitcoin|sarafu za kidijitali|usdt)",
    wire: "(?:hamisha|tuma) (?:pesa|fedha) (?:haraka|mara moja)",
    lure: alt(
      "akaunti yako (?:ime|ita)(?:simamishwa|fungwa|zuiwa)",
      "thibitisha akaunti yako",
      "sanduku lako la barua limejaa",
      "kifurushi chako[^.\\n]{0,30}ada",
      "ingia ili kuendelea",
    ),
    deadline: alt(`ndani ya (?:saa|dakika) ${N24}`, "ilani ya mwisho", "onyo la mwisho"),
    urgent: alt("mara moja", "leo hii"),
  },
  hi: {
    pay: "भुगतान|चुका",
    fee: "शुल्क|फीस",
    owed: "रिफंड|धनवापसी|इनाम",
    neg: alt("न", "नहीं", "मत", "कभी", "किसी को"),
    negAfter: alt("नहीं", "न"),
    ask: alt("भेजें", "भेजिए", "भेजो", "बताएं", "बताइए", "बताओ", "शेयर करें", "साझा करें"),
    secret: alt(
      "पासवर्ड",
      "ओटीपी",
      "otp",
      "सत्यापन कोड",
      "वेरिफिकेशन कोड",
      "पिन",
      "कार्ड नंबर",
      "सीवीवी",
      "cvv",
      "लॉगिन (?:विवरण|जानकारी)",
    ),
    bankNew: alt("नया", "नए", "नई", "बदल\\p{L}*"),
    bankNoun: alt("बैंक खाता", "बैंक खाते", "खाता संख्या", "बैंक विवरण"),
    gift: "गिफ्ट कार्ड (?:खरीद\\p{L}*)",
    crypto: "(?:बिटकॉइन|क्रिप्टो|usdt) में",
    wire: "तुरंत (?:ट्रांसफर|भुगतान)",
    lure: alt(
      "(?:आपका|आपकी) (?:खाता|अकाउंट|ईमेल) (?:निलंबित|ब्लॉक|बंद|लॉक)",
      "अपना (?:खाता|अकाउंट) सत्यापित",
      "मेलबॉक्स भर गया",
      "पार्सल[^।\\n]{0,30}शुल्क",
    ),
    deadline: alt(`${N24} (?:घंटे|मिनट) के (?:भीतर|अंदर)`, "अंतिम (?:सूचना|चेतावनी)"),
    urgent: alt("आज ही", "तुरंत"),
  },
  bn: {
    pay: "পরিশোধ|পেমেন্ট|টাকা দি",
    fee: "ফি|চার্জ|মাশুল",
    owed: "রিফান্ড|ফেরত|পুরস্কার",
    neg: alt("না", "নয়", "কখনো", "কখনও", "কাউকে"),
    negAfter: alt("নি", "না", "নয়"),
    ask: alt("পাঠান", "পাঠাও", "পাঠিয়ে দিন", "পাঠিয়ে দাও", "জানান", "জানাও", "বলুন", "শেয়ার করুন", "রিপ্লাই করুন", "উত্তরে লিখুন"),
    secret: alt(
      "পাসওয়ার্ড",
      "ওটিপি",
      "otp",
      "যাচাইকরণ কোড",
      "ভেরিফিকেশন কোড",
      "পিন",
      "কার্ড নম্বর",
      "সিভিভি",
      "cvv",
      "লগইন (?:তথ্য|বিবরণ)",
    ),
    bankNew: alt("নতুন", "পরিবর্তিত", "বদল\\p{L}*"),
    bankNoun: alt("ব্যাংক অ্যাকাউন্ট", "ব্যাংক হিসাব", "অ্যাকাউন্ট নম্বর", "হিসাব নম্বর", "ব্যাংকের বিবরণ", "ব্যাংক বিবরণ"),
    gift: "গিফট কার্ড\\S{0,4} (?:কিন|কেন)",
    crypto: "(?:বিটকয়েন|ক্রিপ্টো|usdt)\\S{0,4} (?:পাঠান|পেমেন্ট|পরিশোধ)",
    wire: "(?:এখনই|অবিলম্বে|জরুরি) (?:ট্রান্সফার|টাকা পাঠান|পেমেন্ট)",
    lure: alt(
      "আপনার (?:অ্যাকাউন্ট|একাউন্ট|ইমেল|ইমেইল)(?: \\S+){0,2} (?:স্থগিত|ব্লক|বন্ধ|লক)",
      "(?:অ্যাকাউন্ট|একাউন্ট) যাচাই করুন",
      "মেইলবক্স (?:পূর্ণ|ভরে গেছে)",
      "পার্সেল[^।\\n]{0,30}(?:ফি|চার্জ)",
    ),
    deadline: alt(
      `(?:${N24}|[০-৯]{1,2}) (?:ঘণ্টা|ঘন্টা|মিনিট)(?:র)? (?:মধ্যে|ভিতরে|ভেতরে)`,
      "(?:শেষ|চূড়ান্ত) (?:নোটিশ|সতর্কতা|সতর্কবার্তা)",
    ),
    urgent: alt("আজই", "এখনই", "অবিলম্বে"),
  },
  ur: {
    pay: "ادا|ادائیگی",
    fee: "فیس",
    owed: "ریفنڈ|واپسی|انعام",
    neg: alt("نہ", "مت", "نہیں", "کبھی", "کسی کو"),
    negAfter: alt("نہیں", "نہ"),
    ask: alt("بھیجیں", "بھیجئے", "بھیجو", "بتائیں", "بتائیے", "فراہم کریں", "شیئر کریں"),
    secret: alt("پاس ورڈ", "پاسورڈ", "او ٹی پی", "otp", "تصدیقی کوڈ", "پن کوڈ", "کارڈ نمبر", "سی وی وی", "cvv"),
    bankNew: alt("نیا", "نئے", "نئی", "تبدیل"),
    bankNoun: alt("بینک اکاؤنٹ", "اکاؤنٹ نمبر", "بینک کی تفصیلات"),
    gift: "گفٹ کارڈ (?:خرید)",
    crypto: "(?:بٹ کوائن|کرپٹو|usdt) میں",
    wire: "فوری (?:ٹرانسفر|ادائیگی)",
    lure: alt("آپ کا اکاؤنٹ (?:معطل|بلاک|بند)", "اپنے اکاؤنٹ کی تصدیق", "میل باکس بھر گیا", "کسٹم (?:فیس|ڈیوٹی)"),
    deadline: alt(`${N24} (?:گھنٹوں|منٹ) کے اندر`, "آخری (?:نوٹس|انتباہ)"),
    urgent: alt("آج ہی", "فوری طور پر"),
  },
  ar: {
    pay: "ادفع|دفع|سدد|تسديد",
    fee: "رسوم|رسم",
    owed: "(?:ال)?استرداد|(?:ال)?جائزة|(?:ال)?تعويض",
    neg: alt("لا", "لن", "عدم", "أبدا", "أبداً"),
    ask: alt("أرسل", "ارسل", "أرسلوا", "زودنا", "زودني", "أعطني", "أخبرني", "أخبرنا", "شارك", "رد ب"),
    secret: alt(
      "كلمة (?:المرور|السر)",
      "رمز (?:التحقق|التأكيد|الأمان|otp)",
      "الرمز المرسل",
      "رقم (?:البطاقة|التعريف الشخصي)",
      "رمز pin",
      "cvv",
      "بيانات (?:الدخول|تسجيل الدخول)",
    ),
    bankNew: alt("جديد", "الجديد", "تغيير", "تحديث", "تغير"),
    bankNoun: alt("حساب(?:نا)? (?:ال)?بنكي", "الحساب المصرفي", "تفاصيل (?:ال)?بنك", "رقم الحساب", "الآيبان", "iban"),
    gift: "بطاقات (?:ال)?هدايا",
    crypto: "(?:بالبيتكوين|بالعملات المشفرة|usdt)",
    wire: "تحويل (?:عاجل|فوري)",
    lure: alt(
      "(?:تم |سيتم )?(?:تعليق|إيقاف|قفل|حظر) حسابك",
      "حسابك (?:معلق|مقفل|موقوف)",
      "تحقق من حسابك",
      "صندوق البريد ممتلئ",
      "رسوم (?:التوصيل|الشحن|جمركية)",
    ),
    deadline: alt(`خلال ${N24} (?:ساعة|دقيقة)`, "إشعار نهائي", "الإنذار الأخير", "تحذير نهائي"),
    urgent: alt("على الفور", "في أسرع وقت"),
  },
  fa: {
    pay: "پرداخت",
    fee: "هزینه|کارمزد",
    owed: "بازپرداخت|استرداد|جایزه",
    neg: alt("هرگز", "هیچ کس", "هیچ‌کس"),
    ask: alt("بفرستید", "ارسال کنید", "بگویید", "اعلام کنید", "بدهید", "در اختیار (?:ما )?بگذارید"),
    secret: alt(
      "رمز عبور",
      "گذرواژه",
      "کد (?:تایید|تأیید|یکبار مصرف|امنیتی)",
      "رمز (?:دوم|یکبار مصرف|پویا)",
      "شماره کارت",
      "cvv2?",
      "اطلاعات ورود",
    ),
    bankNew: alt("جدید", "تغییر", "عوض"),
    bankNoun: alt("حساب بانکی", "شماره حساب", "شماره شبا", "مشخصات بانکی"),
    gift: "کارت هدیه (?:بخرید|تهیه کنید)",
    crypto: "(?:با |به )?(?:بیت ?کوین|ارز دیجیتال|تتر|usdt)",
    wire: "(?:انتقال|واریز) فوری",
    lure: alt(
      "حساب (?:کاربری )?شما (?:مسدود|معلق|قفل)",
      "حساب خود را تایید کنید",
      "صندوق پستی (?:شما )?پر",
      "عوارض گمرکی",
    ),
    deadline: alt(`ظرف ${N24} (?:ساعت|دقیقه)`, "آخرین (?:اخطار|هشدار)", "اخطار نهایی"),
    urgent: alt("همین امروز", "فورا", "فوراً"),
  },
  he: {
    pay: "שלם|לשלם|תשלום",
    fee: "עמלה|דמי",
    owed: "החזר|זיכוי|פרס",
    neg: alt("אל", "לא", "לעולם", "אף אחד"),
    ask: alt("שלחו", "שלח", "שלחי", "מסרו", "מסור", "ספרו", "השיבו עם", "העבירו"),
    secret: alt(
      "סיסמ(?:ה|ת)",
      "קוד (?:אימות|האימות|חד פעמי|אבטחה|sms)",
      "מספר (?:ה)?כרטיס",
      "cvv",
      "פרטי (?:ה)?התחברות",
      "קוד סודי",
    ),
    bankNew: alt("חדש", "החדש", "שינוי", "עדכון", "השתנ"),
    bankNoun: alt("חשבון (?:ה)?בנק", "פרטי (?:ה)?בנק", "מספר (?:ה)?חשבון"),
    gift: "כרטיסי מתנה",
    crypto: "(?:בביטקוין|בקריפטו|ב-?usdt)",
    wire: "העברה (?:דחופה|בנקאית דחופה|מיידית)",
    lure: alt("החשבון שלך (?:הושעה|ננעל|יושעה|ייחסם|נחסם)", "אמת את החשבון", "תיבת הדואר (?:שלך )?מלאה", "דמי מכס"),
    deadline: alt(`תוך ${N24} (?:שעות|דקות)`, "הודעה אחרונה", "אזהרה אחרונה"),
    urgent: alt("עוד היום", "באופן מיידי"),
  },
  am: {
    pay: "ይክፈሉ|ክፈል",
    fee: "ክፍያ",
    owed: "ተመላሽ",
    neg: alt("አት", "በፍጹም", "ለማንም"),
    // Imperatives have a masculine, a feminine and a plural (polite) form: ላክ / ላኪ / ላኩ.
    ask: alt("ላኩልን", "ላኩልኝ", "ላኪልኝ", "ላኪልን", "ላክልኝ", "ላክልን", "ላኩ", "ይላኩ", "ንገሩን", "ንገሪኝ", "ይንገሩን", "ስጡን", "ስጪኝ", "ያጋሩ"),
    secret: alt("የይለፍ ቃል", "የማረጋገጫ ኮድ", "ኦቲፒ", "otp", "ፒን", "የካርድ ቁጥር", "cvv"),
    bankNew: alt("አዲስ", "ተቀይሯል", "የተቀየረ"),
    bankNoun: alt("የባንክ ሂሳብ", "የሂሳብ ቁጥር", "የባንክ መረጃ"),
    // The plural changes the noun's last syllable (ካርድ → ካርዶች).
    gift: "የስጦታ ካር(?:ድ|ዶች)",
    crypto: "(?:በቢትኮይን|በክሪፕቶ|usdt)",
    wire: "አስቸኳይ (?:ዝውውር|ክፍያ)",
    lure: alt("መለያዎ (?:ታግዷል|ተቆልፏል|ይታገዳል)", "መለያዎን ያረጋግጡ", "የመልዕክት ሳጥንዎ ሞልቷል", "የጉምሩክ ክፍያ"),
    deadline: alt(`በ${N24} ሰዓት(?:ት)? ውስጥ`, "የመጨረሻ ማስጠንቀቂያ", "የመጨረሻ ማሳሰቢያ"),
    urgent: alt("ዛሬውኑ", "በአስቸኳይ"),
  },
  th: {
    pay: "ชำระ|จ่าย",
    fee: "ค่าธรรมเนียม",
    owed: "เงินคืน|คืนเงิน|รางวัล",
    neg: alt("ไม่", "อย่า", "ห้าม"),
    ask: alt("กรุณาส่ง", "โปรดส่ง", "ส่ง(?:มา|ให้)", "แจ้ง(?:มา|ให้)", "บอก(?:มา|ให้)", "ตอบกลับ(?:พร้อม|ด้วย)", "แชร์"),
    secret: alt("รหัสผ่าน", "รหัส ?otp", "otp", "รหัสยืนยัน", "รหัสพิน", "pin", "เลขบัตร", "cvv", "ข้อมูลเข้าสู่ระบบ"),
    bankNew: alt("ใหม่", "เปลี่ยน"),
    bankNoun: alt("บัญชีธนาคาร", "เลขบัญชี", "ข้อมูลธนาคาร"),
    gift: "บัตรของขวัญ",
    crypto: "(?:บิทคอยน์|คริปโต|usdt)",
    wire: "โอนเงิน(?:ด่วน|ทันที)",
    lure: alt(
      "บัญชีของคุณ(?:ถูก|จะถูก)(?:ระงับ|ล็อก|ปิด)",
      "ยืนยันบัญชี",
      "กล่องจดหมาย(?:ของคุณ)?เต็ม",
      "ค่าธรรมเนียมศุลกากร",
      "พัสดุ[^.\\n]{0,20}ค่า",
    ),
    deadline: alt(`ภายใน ?${N24} ?(?:ชั่วโมง|นาที)`, "แจ้งเตือนครั้งสุดท้าย", "คำเตือนครั้งสุดท้าย"),
    urgent: alt("ภายในวันนี้", "ทันที"),
  },
  lo: {
    pay: "ຊຳລະ|ຈ່າຍ",
    fee: "ຄ່າທຳນຽມ",
    owed: "ເງິນຄືນ|ຄືນເງິນ|ລາງວັນ",
    neg: alt("ບໍ່", "ຢ່າ", "ຫ້າມ"),
    ask: alt("ກະລຸນາສົ່ງ", "ສົ່ງ(?:ມາ|ໃຫ້)", "ແຈ້ງ(?:ມາ|ໃຫ້)", "ບອກ(?:ມາ|ໃຫ້)", "ຕອບກັບ"),
    secret: alt("ລະຫັດຜ່ານ", "ລະຫັດ ?otp", "otp", "ລະຫັດຢືນຢັນ", "ເລກບັດ", "cvv", "ລະຫັດ pin"),
    bankNew: alt("ໃໝ່", "ປ່ຽນ"),
    bankNoun: alt("ບັນຊີທະນາຄານ", "ເລກບັນຊີ"),
    gift: "ບັດຂອງຂວັນ",
    crypto: "(?:ບິດຄອຍ|ຄຣິບໂຕ|usdt)",
    wire: "ໂອນເງິນ(?:ດ່ວນ|ທັນທີ)",
    lure: alt("ບັນຊີຂອງທ່ານ(?:ຖືກ|ຈະຖືກ)(?:ລະງັບ|ລັອກ|ປິດ)", "ຢືນຢັນບັນຊີ", "ກ່ອງຈົດໝາຍເຕັມ", "ຄ່າພາສີ"),
    deadline: alt(`ພາຍໃນ ?${N24} ?(?:ຊົ່ວໂມງ|ນາທີ)`, "ແຈ້ງເຕືອນຄັ້ງສຸດທ້າຍ"),
    urgent: alt("ພາຍໃນມື້ນີ້", "ທັນທີ"),
  },
  ko: {
    pay: "결제|지불|납부",
    fee: "수수료",
    owed: "환불|환급|상금|보상금",
    neg: alt("절대", "누구에게도"),
    ask: alt(
      "보내 ?주(?:세요|십시오|시기)",
      "알려 ?주(?:세요|십시오|시기)",
      "회신해 ?주(?:세요|십시오)",
      "전달해 ?주(?:세요|십시오)",
      "공유해 ?주(?:세요|십시오)",
    ),
    secret: alt(
      "비밀번호",
      "인증 ?번호",
      "인증 ?코드",
      "확인 ?코드",
      "일회용 ?(?:코드|비밀번호)",
      "otp",
      "카드 ?번호",
      "cvc",
      "cvv",
      "로그인 ?정보",
      "핀 ?번호",
    ),
    bankNew: alt("새 ", "새로운", "변경(?:된|되었)"),
    bankNoun: alt("계좌", "계좌 ?번호", "은행 ?정보"),
    gift: "기프트 ?카드|상품권",
    crypto: "(?:비트코인|암호화폐|가상화폐|usdt)(?:으)?로",
    wire: "긴급 ?(?:송금|이체)",
    lure: alt(
      "계정이 (?:정지|잠금|차단|일시 중지)",
      "계정을 (?:인증|확인)하",
      "사서함(?:이)? (?:가득|용량)",
      "통관 ?(?:수수료|비용)",
    ),
    deadline: alt(`${N24} ?(?:시간|분) (?:이내|내에)`, "최종 (?:통지|경고)", "마지막 경고"),
    urgent: alt("오늘 중으로", "즉시"),
  },
  ja: {
    pay: "支払|払",
    fee: "手数料",
    owed: "返金|払い戻し|賞金|補償",
    neg: alt("絶対に", "決して", "誰にも"),
    ask: alt(
      "(?:送って|送信して|教えて|返信して|共有して|お知らせ)(?:ください|下さい|くれ)",
      "ご返信ください",
      "ご教示ください",
    ),
    secret: alt(
      "パスワード",
      "認証コード",
      "確認コード",
      "ワンタイム(?:パスワード|コード)",
      "暗証番号",
      "カード番号",
      "セキュリティコード",
      "ログイン情報",
    ),
    bankNew: alt("新しい", "変更(?:した|された|後の)"),
    bankNoun: alt("振込先", "口座", "銀行口座"),
    gift: "(?:ギフトカード|プリペイドカード|ギフト券)を[^。！？\\n]{0,8}?(?:購入|買)",
    crypto: "(?:ビットコイン|暗号資産|仮想通貨|usdt)で",
    wire: "(?:至急|大至急|緊急)の?(?:振込|送金)",
    lure: alt(
      "アカウントが(?:一時)?(?:停止|凍結|ロック)され",
      "メールボックスの容量",
      "受信箱がいっぱい",
      "(?:荷物|お荷物)[^。\\n]{0,20}(?:関税|手数料)",
      // Japanese notices put the redelivery and its fee in short sentences of their own.
      "再配達[\\s\\S]{0,80}?(?:関税|手数料)",
    ),
    deadline: alt(`${N24} ?(?:時間|分)以内`, "最終(?:通知|警告|督促)"),
    urgent: alt("本日中", "直ちに"),
  },
  zh: {
    pay: "支付|付款|缴纳|繳納",
    fee: "手续费|手續費|处理费|處理費",
    owed: "退款|退[还還]|[奖獎]金|赔偿|賠償",
    neg: alt("不要", "勿", "别", "別", "不得", "不可", "切勿", "千万不要", "千萬不要"),
    ask: alt(
      "(?:请|請)?(?:[发發]送|提供|告[诉訴]|回[复覆])(?:给|給)?(?:我|我们|我們)",
      "(?:拍照)?[发發](?:给|給)(?:我|我们|我們)",
      "(?:请|請)(?:[发發]送|提供|告[诉訴]|回[复覆])",
    ),
    secret: alt(
      "密[码碼]",
      "[验驗][证證][码碼]",
      "[动動][态態][码碼]",
      "短信[码碼]",
      "校[验驗][码碼]",
      "卡[号號]",
      "cvv",
      "安全[码碼]",
      "[登登]?[录錄]信息",
      "登[录錄]資訊",
    ),
    bankNew: alt("新的", "新(?=[银銀收])", "更改", "变更", "變更", "更新(?:的|后|後)"),
    bankNoun: alt("[银銀]行(?:账户|帳戶|賬戶|账号|帳號)", "收款(?:账户|帳戶|账号)"),
    // A count and a face value may sit between ("买10张500元的购物卡").
    gift: "(?:购买|購買|买|買)[^。！？\\n]{0,12}?(?:礼品卡|禮品卡|充值卡|购物卡|購物卡|储值卡|儲值卡|礼券|禮券)",
    crypto: "(?:用|以)(?:比特[币幣]|加密[货貨][币幣]|usdt)",
    wire: "(?:紧急|緊急|立即)(?:汇款|匯款|[转轉][账帳])",
    lure: alt(
      "(?:账户|帳戶|账号|帳號)(?:已|将|將)?被?(?:冻结|凍結|停用|锁定|鎖定)",
      "[验驗][证證](?:您的)?(?:账户|帳戶)",
      "邮箱已满",
      "郵箱已滿",
      "信箱已滿",
      "包裹[^。.\\n]{0,10}(?:关税|關稅|费用|費用)",
    ),
    deadline: alt(`${N24} ?(?:小[时時]|分[钟鐘])[内內]`, "最[后後](?:通知|警告)"),
    urgent: alt("今天之内", "今天之內", "立即"),
  },
  km: {
    pay: "បង់|ទូទាត់",
    fee: "ថ្លៃ|កម្រៃ",
    owed: "ប្រាក់សង|រង្វាន់|ប្រាក់ឧបត្ថម្ភ",
    neg: alt("កុំ", "មិន", "ហាម"),
    ask: alt("ផ្ញើ(?:មក)?", "ប្រាប់", "ផ្តល់", "ចែករំលែក", "ឆ្លើយតប(?:ជាមួយ)?"),
    secret: alt("ពាក្យសម្ងាត់", "លេខសម្ងាត់", "កូដ(?:ផ្ទៀងផ្ទាត់|សុវត្ថិភាព|otp)", "otp", "pin", "លេខកាត", "cvv"),
    // "ប្តូរ" alone, not the end of "ផ្លាស់ប្តូរ" (whose negation sits before its start).
    bankNew: alt("ថ្មី", "ផ្លាស់ប្តូរ", "(?<!ផ្លាស់)ប្តូរ"),
    bankNoun: alt("គណនីធនាគារ", "លេខគណនី", "ព័ត៌មានធនាគារ"),
    gift: "ទិញ\\S{0,10}កាតអំណោយ",
    crypto: "(?:ជា|តាម)(?:bitcoin|usdt|រូបិយប័ណ្ណគ្រីបតូ)",
    wire: "ផ្ទេរប្រាក់(?:ជាបន្ទាន់|ភ្លាមៗ)",
    lure: alt(
      "គណនី(?:របស់)?អ្នក(?:នឹង|ត្រូវបាន)?(?:ត្រូវ)?(?:ផ្អាក|បិទ|ចាក់សោ)",
      "ផ្ទៀងផ្ទាត់គណនី",
      "ប្រអប់សំបុត្រ(?:របស់អ្នក)?ពេញ",
      "ចូល(?:គណនី)?ដើម្បី(?:បន្ត|រក្សា|ផ្ទៀងផ្ទាត់)",
    ),
    deadline: alt(`(?:ក្នុងរយៈពេល|ក្នុង) ?(?:${N24}|[០-៩]{1,2}) ?(?:ម៉ោង|នាទី)`, "ការជូនដំណឹងចុងក្រោយ"),
    urgent: alt("ជាបន្ទាន់", "ភ្លាមៗ", "ថ្ងៃនេះ"),
  },
  my: {
    pay: "ပေးချေ|ငွေပေး",
    fee: "အခကြေးငွေ|ကြေး",
    owed: "ပြန်အမ်းငွေ|ဆုငွေ|ထောက်ပံ့ငွေ",
    neg: alt("ဘယ်တော့မှ", "ဘယ်သူ့ကိုမှ", "မည်သူ့ကိုမျှ", "မ"),
    ask: alt("ပေးပို့(?:ပေး)?ပါ", "ပို့(?:ပေး)?ပါ", "ပြော(?:ပြ)?ပါ", "မျှဝေပါ", "အကြောင်းပြန်ပါ"),
    secret: alt("စကားဝှက်", "otp", "အတည်ပြု ?ကုဒ်", "လုံခြုံရေး ?ကုဒ်", "pin", "ကတ် ?နံပါတ်", "cvv"),
    bankNew: alt("အသစ်", "ပြောင်းလဲ", "ပြောင်း"),
    bankNoun: alt("ဘဏ် ?အကောင့်", "အကောင့် ?နံပါတ်", "ဘဏ် ?အချက်အလက်"),
    gift: "လက်ဆောင်ကတ်[^\\n]{0,10}ဝယ်",
    crypto: "(?:bitcoin|usdt|ခရစ်ပတို)\\S{0,6} ?(?:ဖြင့်)? ?(?:ပေးချေ|ပို့)",
    wire: "(?:အမြန်|ချက်ချင်း) ?ငွေလွှဲ",
    lure: alt(
      "(?:သင့်|သင်၏) ?အကောင့်(?:ကို)? ?(?:ပိတ်|ဆိုင်းငံ့|သော့ခတ်)",
      "အကောင့်(?:ကို)? ?အတည်ပြု",
      "စာတိုက်ပုံး ?ပြည့်",
      "ဝင်ရောက်(?:ပြီး)? ?(?:အတည်ပြု|ဆက်လက်)",
    ),
    deadline: alt(`(?:${N24}|[၀-၉]{1,2}) ?(?:နာရီ|မိနစ်) ?အတွင်း`, "နောက်ဆုံး ?(?:သတိပေးချက်|အကြောင်းကြားစာ)"),
    urgent: alt("ချက်ချင်း", "အမြန်ဆုံး", "ယနေ့"),
  },
  si: {
    pay: "ගෙවන්න|ගෙවීම",
    fee: "ගාස්තු\\S*",
    owed: "ආපසු ගෙවීම|ත්යාග|ප්රදාන\\S*",
    neg: alt("කිසිවෙකුට", "කිසි විටෙක", "කිසිවිටෙක"),
    ask: "(?:යවන්න|එවන්න|ලබා දෙන්න|කියන්න|බෙදාගන්න)(?! ?එපා)",
    secret: alt("මුරපද\\S*", "otp", "(?:තහවුරු කිරීමේ|සත්යාපන|ආරක්ෂක) කේත\\S*", "pin", "කාඩ්පත් අංක\\S*", "cvv"),
    bankNew: alt("නව", "වෙනස් කළ", "වෙනස් වූ", "අලුත්"),
    bankNoun: alt("බැංකු ගිණුම\\S*", "ගිණුම් අංක\\S*", "බැංකු විස්තර"),
    gift: "තෑගි කාඩ්පත්\\S* (?:මිලදී ගන්න|ගන්න)",
    crypto: "(?:bitcoin|usdt|ක්රිප්ටෝ)\\S* (?:වලින්|මගින්) ගෙවන්න",
    wire: "(?:වහාම|ඉක්මනින්) (?:මුදල් )?(?:මාරු කරන්න|යවන්න)",
    lure: alt(
      "ඔබේ (?:ගිණුම|ඊමේල්)\\S*(?: \\S+){0,2} (?:අත්හිටුවනු|අවහිර|වසා දමනු|අක්රිය)",
      "ගිණුම තහවුරු කරන්න",
      "තැපැල් පෙට්ටිය පිරී",
      "මුරපද\\S* ඇතුළත් කරන්න",
      "(?:තහවුරු|සත්යාපනය) (?:නොකළහොත්|නොකරන්නේ නම්)",
    ),
    deadline: alt(`(?:පැය|මිනිත්තු) ${N24}(?:ක්)? ඇතුළත`, "අවසාන (?:දැනුම්දීම|අනතුරු ඇඟවීම)"),
    urgent: alt("වහාම", "අදම", "ඉක්මනින්"),
  },
  ta: {
    pay: "செலுத்த\\S*",
    fee: "கட்டணம்\\S*",
    owed: "பணத்தைத் திரும்ப|திருப்பி|பரிசு|மானியம்",
    neg: alt("ஒருபோதும்", "யாருக்கும்", "யாரிடமும்"),
    ask: alt("அனுப்பவும்", "அனுப்புங்கள்", "தெரிவிக்கவும்", "பகிரவும்", "சொல்லுங்கள்", "பதிலளிக்கவும்"),
    secret: alt("கடவுச்சொல்\\S*", "otp", "ஓடிபி", "சரிபார்ப்புக் குறியீ\\S*", "pin", "பின் எண்\\S*", "அட்டை எண்\\S*", "cvv"),
    bankNew: alt("புதிய", "மாற்றப்பட்ட", "மாறிய"),
    bankNoun: alt("வங்கிக் கணக்கு\\S*", "கணக்கு எண்\\S*", "வங்கி விவரங்\\S*"),
    gift: "பரிசு அட்டை\\S* வாங்க\\S*",
    crypto: "(?:bitcoin|usdt|கிரிப்டோ)\\S* (?:மூலம்|ஆக) (?:செலுத்த|அனுப்ப)\\S*",
    wire: "(?:உடனடியாக|அவசரமாக) (?:பணம் )?(?:அனுப்ப|மாற்ற)\\S*",
    lure: alt(
      "உங்கள் (?:கணக்கு|மின்னஞ்சல்)(?: \\S+){0,2} (?:முடக்கப்ப|இடைநிறுத்தப்ப|பூட்டப்ப|மூடப்ப)\\S*",
      "கணக்கைச் சரிபார்க்க\\S*",
      "அஞ்சல் பெட்டி நிரம்பி",
      "கடவுச்சொல்\\S* (?:உள்ளிடவும்|உள்ளிடுங்கள்)",
    ),
    deadline: alt(`${N24} (?:மணி நேரத்திற்குள்|நிமிடங்களுக்குள்)`, "இறுதி (?:அறிவிப்பு|எச்சரிக்கை)"),
    urgent: alt("உடனடியாக", "இன்றே"),
  },
  ne: {
    pay: "भुक्तानी|तिर",
    fee: "शुल्क|दस्तुर",
    owed: "फिर्ता|पुरस्कार|अनुदान",
    neg: alt("कहिल्यै", "कसैलाई", "कसैसँग"),
    negAfter: alt("छैन", "भएको छैन"),
    ask: alt("पठाउनुहोस्", "पठाऊ", "भन्नुहोस्", "बताउनुहोस्", "सेयर गर्नुहोस्", "जवाफमा लेख्नुहोस्"),
    secret: alt("पासवर्ड", "ओटीपी", "otp", "प्रमाणीकरण कोड", "पिन", "कार्ड नम्बर", "सीभीभी", "cvv"),
    bankNew: alt("नयाँ", "परिवर्तित", "बदलिएको"),
    bankNoun: alt("बैंक खाता", "खाता नम्बर", "बैंक विवरण"),
    gift: "गिफ्ट कार्ड\\S* किन",
    crypto: "(?:बिटकोइन|क्रिप्टो|usdt)\\S* (?:मा|मार्फत) (?:पठाउनुहोस्|भुक्तानी)",
    wire: "(?:तुरुन्तै|अहिल्यै) (?:पैसा पठाउनुहोस्|ट्रान्सफर)",
    lure: alt("तपाईंको (?:खाता|इमेल)(?: \\S+){0,2} (?:निलम्बित|बन्द|लक|ब्लक)", "खाता प्रमाणित गर्नुहोस्", "मेलबक्स भरिएको"),
    deadline: alt(`${N24} (?:घण्टा|मिनेट)भित्र`, "अन्तिम (?:सूचना|चेतावनी)"),
    urgent: alt("आजै", "तुरुन्तै", "अहिल्यै"),
  },
  ka: {
    pay: "გადაიხადე|გადახდ\\p{L}*",
    fee: "საკომისიო|მოსაკრებელ\\p{L}*",
    owed: "დაბრუნებ\\p{L}*|პრიზ\\p{L}*|გრანტ\\p{L}*",
    neg: alt("არ", "ნუ", "არავის", "არასდროს"),
    ask: alt(
      "გამოგვიგზავნეთ",
      "გამომიგზავნეთ",
      "გამოგზავნე",
      "გაგზავნეთ",
      "გვითხარით",
      "მითხარით",
      "გაგვიზიარეთ",
      "უპასუხეთ",
    ),
    secret: alt(
      "პაროლ\\p{L}*",
      "ერთჯერად\\p{L}* კოდ\\p{L}*",
      "დადასტურების კოდ\\p{L}*",
      "otp",
      "pin",
      "ბარათის ნომერ\\p{L}*",
      "cvv",
    ),
    bankNew: alt("ახალ\\p{L}*", "შეცვლილ\\p{L}*", "შეიცვალა"),
    bankNoun: alt("საბანკო ანგარიშ\\p{L}*", "ანგარიშის ნომერ\\p{L}*", "საბანკო რეკვიზიტ\\p{L}*"),
    gift: "იყიდე (?:\\p{L}+ )?სასაჩუქრე ბარათ\\p{L}*",
    crypto: "(?:ბიტკოინ|კრიპტოვალუტ|usdt)\\p{L}* გადაიხადე",
    wire: "(?:სასწრაფოდ|დაუყოვნებლივ) გადარიცხ\\p{L}*",
    lure: alt(
      "თქვენი (?:ანგარიში|ელფოსტა)(?: \\p{L}+){0,2} (?:დაიბლოკება|შეჩერდება|დაიხურება|დაბლოკილია|შეჩერებულია)",
      "დაადასტურეთ (?:თქვენი )?ანგარიში",
      "საფოსტო ყუთი სავსეა",
    ),
    deadline: alt(`${N24} (?:საათში|წუთში)`, "ბოლო (?:შეხსენება|გაფრთხილება)"),
    urgent: alt("დაუყოვნებლივ", "დღესვე", "სასწრაფოდ"),
  },
  yo: {
    pay: yoruba("sanwó|san"),
    fee: yoruba("owó (?:ìṣàkóso|iṣẹ́|ìtọ́jú)"),
    owed: yoruba("owó tí a dá padà|ẹ̀bùn|owó ìrànlọ́wọ́"),
    neg: yoruba(alt("má ṣe", "kò gbọdọ̀", "kò", "ẹnikẹ́ni")),
    ask: yoruba(alt("(?<!má ṣe fi (?:\\S+ ){0,4})ránṣẹ́", "sọ fún (?:wa|mi)", "fún wa ní", "pín")),
    secret: yoruba(
      alt("ọ̀rọ̀ aṣínà", "ọ̀rọ̀ ìgbaniwọlé", "kóòdù (?:ìjẹ́rìísí|otp|ààbò)", "otp", "pin", "nọ́ńbà káàdì", "cvv"),
    ),
    bankNew: yoruba(alt("tuntun", "tí a yí padà", "yí padà")),
    bankNoun: yoruba(alt("àkọọ́lẹ̀ báńkì", "nọ́ńbà àkọọ́lẹ̀", "àlàyé báńkì")),
    gift: yoruba("ra (?:\\S+ )?káàdì ẹ̀bùn"),
    crypto: yoruba("(?:bitcoin|usdt|owó crypto) (?:sanwó|san)"),
    wire: yoruba("fi owó ránṣẹ́ (?:kíákíá|lẹ́sẹ̀kẹsẹ̀)"),
    lure: yoruba(
      alt(
        "àkọọ́lẹ̀ (?:rẹ|yín) (?:yóò |ti )?(?:di títìpa|wà ní títìpa|dúró)",
        "jẹ́rìí sí àkọọ́lẹ̀ (?:rẹ|yín)",
        "àpótí ímeèlì (?:rẹ|yín) ti kún",
      ),
    ),
    deadline: yoruba(alt(`láàrín wákàtí ${N24}`, "ìkìlọ̀ ìkẹyìn", "ìfitónilétí ìkẹyìn")),
    urgent: yoruba(alt("kíákíá", "lẹ́sẹ̀kẹsẹ̀", "lónìí")),
  },
  ha: {
    pay: hausa("biya"),
    fee: hausa("kuɗin (?:sarrafa|aiki|sabis)|haraji"),
    owed: hausa("kuɗin da aka dawo|kyauta|tallafi"),
    neg: hausa(alt("kada", "kar")),
    negAfter: hausa("ba"),
    ask: hausa(alt("aiko (?:mana|min)", "tura (?:mana|min)", "gaya (?:mana|min)", "aika")),
    secret: hausa(
      alt("kalmar (?:sirri|wucewa)", "lambar (?:tabbatarwa|sirri|otp)", "otp", "pin", "lambar kati", "cvv"),
    ),
    bankNew: hausa(alt("sabon", "sabuwar", "sabbin", "canza", "canji")),
    bankNoun: hausa(alt("asusun banki", "lambar asusu", "bayanan banki")),
    gift: hausa("sayi (?:\\p{L}+ )?katin kyauta"),
    crypto: hausa("(?:bitcoin|usdt|kuɗin crypto) (?:ku )?biya"),
    wire: hausa("(?:tura|aika) (?:kuɗi|kuɗin) (?:nan take|yanzu)"),
    lure: hausa(
      alt(
        "asusun(?:ka|ki|ku) (?:za a |an )?(?:dakatar|rufe|kulle)",
        "tabbatar da asusun(?:ka|ki|ku)",
        "akwatin (?:imel|saƙo)(?:nka|nki)? ya cika",
      ),
    ),
    deadline: hausa(alt(`cikin (?:sa'o'i|awa|awanni|mintuna) ${N24}`, "sanarwa ta ƙarshe", "gargaɗi na ƙarshe")),
    urgent: hausa(alt("nan take", "yanzu yanzu", "gaggawa")),
  },
  tl: {
    pay: "magbayad|bayaran|pakibayaran",
    fee: "bayad sa (?:pagproseso|serbisyo)|singil|fee",
    owed: "refund|premyo|gantimpala|grant",
    neg: alt("huwag", "hindi", "wag"),
    ask: alt("ipadala", "pakipadala", "ibigay", "pakibigay", "sabihin", "i-reply", "ipasa"),
    secret: alt("password", "otp", "(?:verification|security) code", "pin", "numero ng card", "cvv"),
    bankNew: alt("bago", "bagong", "nagpalit", "pinalitan", "binago"),
    bankNoun: alt("bank account", "account number", "numero ng account", "detalye ng bangko"),
    gift: "bumili (?:ng )?(?:\\p{L}+ )?gift cards?",
    crypto: "(?:sa|gamit ang) (?:bitcoin|usdt|crypto)",
    wire: "magpadala (?:ng )?pera (?:agad|ngayon)",
    lure: alt(
      "ang (?:iyong|inyong) account (?:ay )?(?:masususpinde|isasara|na-lock|ila-lock|sinuspinde)",
      "i-verify ang (?:iyong|inyong) account",
      "puno na ang (?:iyong )?mailbox",
    ),
    deadline: alt(`sa loob ng ${N24} (?:oras|minuto)`, "huling (?:paalala|babala)"),
    urgent: alt("ngayong araw", "ngayon din", "agad"),
  },
  "ar-latn": {
    pay: "edfa3|idfa3|dfa3",
    fee: "rasm|rosoom|rusum|3umula|3omola",
    owed: "jaeze|ja2ize|ja2eze|mukafa2a|esterdad",
    neg: alt("ma", "la", "mesh", "mish", "abadan"),
    ask: alt("eb3atli", "ib3atli", "eb3atlna", "ib3atlna", "ba3atli", "b3atli", "2olli", "2ollna", "ktebli", "ektebli"),
    secret: alt(
      "password",
      "kelmet el ser",
      "kelmet el sir",
      "kilmit el sirr",
      "el code",
      "el kod",
      "otp",
      "pin",
      "ra2m el card",
      "ra2m el bita2a",
      "cvv",
    ),
    bankNew: alt("jdid", "jdeed", "gedid", "gdeed", "ghayyarna", "8ayyarna", "t8ayyar\\S*", "tghayyar\\S*"),
    bankNoun: alt("(?:7esab|hesab|7sab) (?:el )?(?:bank|benk)", "ra2m el (?:7esab|hesab)"),
    gift: "(?:eshtri|ishtiri|eshtereli|ishtirili)(?: \\S+){0,2} (?:gift cards?|cartat hadaya|kroot hadaya)",
    crypto: "(?:b|bel|bil) (?:bitcoin|usdt|crypto)",
    wire: "(?:7awwel|7awel|7awwil)(?: \\S+){0,2} (?:el masari|el flous|el floos|masari|flous)(?: \\S+){0,2} (?:hala2|halla2|fawran|elyom|el yom)",
    lure: alt(
      "(?:7esabak|hesabak|7sabak|accountak) (?:ra7 |rah |7a |ha )?(?:yet2afal|yit2afal|yitsakkar|yetsakkar|yet3atal|yit3attal|yetwa2af)",
      "(?:akked|2akked|a2ked) (?:7esabak|hesabak|accountak)",
    ),
    deadline: alt(
      `(?:5ilal|khilal|5elal|jowa|juwa) ${N24} (?:sa3a|sa3at|da2i2a|da2aye2)`,
      "(?:akher|a5er) (?:enzar|inzar|tanbih)",
    ),
    urgent: alt("fawran", "hala2", "halla2", "el yom", "elyom", "bsor3a"),
  },
  "hi-latn": {
    pay: "bhugtan|paise",
    fee: "shulk|fees? bharo",
    owed: "inaam|paise wapas|paise vapas",
    neg: alt("mat", "na", "nahi", "kabhi", "kisi ko"),
    negAfter: alt("nahi", "nahin"),
    ask: alt(
      "bhejo",
      "bhej do",
      "bhej dijiye",
      "bata do",
      "batao",
      "bataiye",
      "share karo",
      "share kar do",
      "reply mein likho",
    ),
    secret: alt("password", "otp", "verification code", "pin", "card number", "cvv"),
    bankNew: alt("naya", "nayi", "naye", "badal gaya", "badal diya", "badla"),
    bankNoun: alt("bank account", "account number", "khata number", "bank details"),
    gift: "gift cards? (?:khareed|kharid)\\S*",
    crypto: "(?:bitcoin|usdt|crypto) (?:mein|me) (?:bhejo|payment)",
    wire: "(?:turant|abhi|jaldi) (?:paise|payment|transfer) (?:bhejo|karo|kar do)",
    lure: alt(
      "(?:aapka|tumhara|apka) (?:account|khata)(?: \\S+){0,2} (?:band|block|lock|suspend) (?:ho jayega|kar diya jayega|ho gaya)",
      "account (?:verify|confirm) (?:karo|kijiye|karein)",
    ),
    deadline: alt(`${N24} (?:ghante|minute) (?:mein|me|ke andar)`, "(?:aakhri|antim) (?:chetavani|notice|warning)"),
    urgent: alt("turant", "abhi ke abhi", "aaj hi", "jaldi se"),
  },
  zu: {
    pay: "khokha|ukhokhe|khokhela",
    fee: "imali yokucubungula|imali yesevisi|intela",
    owed: "imbuyiselo|ukubuyiselwa|umklomelo|isibonelelo",
    // The negative imperative is one word ("ungayithumeli"): the request forms below cannot match it.
    neg: alt("ungalokothi", "ningalokothi", "musa", "ningakwenzi"),
    ask: alt(
      "sithumelele",
      "ngithumelele",
      "sicela uthumele",
      "sicela usithumelele",
      "sinike",
      "sitshele",
      "ngitshele",
      "phendula nge",
    ),
    secret: alt(
      "iphasiwedi",
      "(?:i-?)?khodi (?:yokuqinisekisa|yokungena|ye-?otp|yokuphepha)",
      "otp",
      "pin",
      "inombolo yekhadi",
      "cvv",
      "imininingwane yokungena",
    ),
    bankNew: `${alt("entsha", "ezintsha", "eshintshiwe", "eshintshile", "sishintshe", "sishintshile", "ishintshile", "ishintshiwe")}${E}`,
    bankNoun: alt(
      "(?:i-?)?akhawunti (?:yasebhange|yebhange)",
      "yasebhange",
      "(?:i)?nombolo ye-?akhawunti",
      "imininingwane (?:yasebhange|yebhange)",
    ),
    gift: "thenga (?:\\p{L}+ )?(?:ama-?)?khadi ezipho",
    crypto: "khokha nge-?(?:bitcoin|usdt|crypto)",
    wire: "(?:dlulisela|thumela) imali (?:ngokushesha|manje)",
    lure: alt(
      "(?:i-?)?akhawunti yakho (?:izomiswa|izovalwa|izokhiywa|imisiwe|ivaliwe|ikhiyiwe)",
      "qinisekisa i-?akhawunti yakho",
      "ibhokisi lakho le-?imeyili ligcwele",
    ),
    deadline: alt(
      `(?:phakathi (?:na|kwa)mahora|emahoreni) (?:angu-?)?${N24}`,
      "isaziso sokugcina",
      "isexwayiso sokugcina",
    ),
    urgent: alt("ngokushesha", "namuhla nje"),
  },
  xh: {
    pay: "hlawula|uhlawule",
    fee: "umrhumo|imali yenkonzo|intlawulo yokulungiswa",
    owed: "imbuyiselo|ukubuyiselwa|ibhaso|isibonelelo",
    // The negative imperative is one word ("ungayithumeli"): the request forms below cannot match it.
    neg: alt("ungaze", "ningaze", "musa", "nanini na"),
    ask: alt(
      "sithumelele",
      "ndithumelele",
      "nceda uthumele",
      "nceda usithumelele",
      "sinike",
      "sixelele",
      "ndixelele",
      "phendula nge",
    ),
    secret: alt(
      "iphasiwedi",
      "igama lokugqitha",
      "(?:i-?)?khowudi (?:yokuqinisekisa|yokungena|ye-?otp|yokhuseleko)",
      "otp",
      "pin",
      "inombolo yekhadi",
      "cvv",
    ),
    bankNew: `${alt("entsha", "ezintsha", "etshintshiweyo", "itshintshile", "sitshintshile", "sitshintshe")}${E}`,
    bankNoun: alt("(?:i-?)?akhawunti yebhanki", "yebhanki", "(?:i)?nombolo ye-?akhawunti", "iinkcukacha zebhanki"),
    gift: "thenga (?:\\p{L}+ )?(?:ii)?khadi zezipho",
    crypto: "hlawula nge-?(?:bitcoin|usdt|crypto)",
    wire: "(?:thumela|gqithisela) imali (?:ngokukhawuleza|ngoku)",
    lure: alt(
      "(?:i-?)?akhawunti yakho (?:izakunqunyanyiswa|iza kunqunyanyiswa|ivaliwe|inqunyanyisiwe|itshixiwe)",
      "qinisekisa i-?akhawunti yakho",
      "ibhokisi lakho le-?imeyile lizele",
    ),
    deadline: alt(
      `(?:kwiiyure|phakathi kweeyure) (?:ezingama-?)?${N24}`,
      "isaziso sokugqibela",
      "isilumkiso sokugqibela",
    ),
    urgent: alt("ngokukhawuleza", "namhlanje nje"),
  },
  af: {
    pay: "betaal\\p{L}*",
    fee: "fooi|hanteringsfooi|verwerkingsfooi|administrasiefooi|doeanefooi",
    owed: "terugbetaling|uitbetaling|vergoeding|wengeld",
    neg: alt("moenie", "nie", "nooit", "niemand"),
    ask: alt(
      "stuur (?:vir )?(?:ons|my)",
      "gee (?:vir )?(?:ons|my)",
      "sê vir (?:ons|my)",
      "deel met ons",
      "antwoord met",
    ),
    secret:
      "(?:jou |u |die )?(?:wagwoord|pin|eenmalige kode|verifikasiekode|bevestigingskode|sekuriteitskode|otp|kaartnommer|cvv|aanmeldbesonderhede)",
    bankNew: alt("nuwe", "veranderde", "verander", "gewysigde"),
    bankNoun: alt("bankrekening\\p{L}*", "rekeningnommer\\p{L}*", "bankbesonderhede"),
    gift: "koop (?:\\p{L}+ )?geskenkkaarte",
    crypto: "(?:in|met|per) (?:bitcoin|kripto\\p{L}*|usdt)",
    wire: "(?:dringende|onmiddellike) (?:oorplasing|betaling)",
    lure: alt(
      "(?:jou|u) rekening (?:sal |is |word )?(?:opgeskort|gesluit|gedeaktiveer|geblokkeer)",
      "verifieer (?:jou|u) rekening",
      "posbus is vol",
      "meld aan om (?:toegang|jou rekening|u rekening) te behou",
    ),
    deadline: alt(`binne ${N24} (?:uur|minute)`, "finale kennisgewing", "laaste waarskuwing"),
    urgent: alt("vandag nog", "onmiddellik"),
  },
  so: {
    pay: "bixi|bixiso|lacag bixi",
    fee: "khidmad\\p{L}*|kharash\\p{L}*",
    owed: "lacag celin|celinta lacagta|abaalmarin|deeq",
    neg: alt("ha", "haba", "marnaba", "cidna"),
    // The negative imperative ends otherwise ("ha noo soo dirin", "ha la wadaagin"): the forms end at a word end.
    ask: `${alt("noo soo dir", "ii soo dir", "noo dir", "noo sheeg", "ii sheeg", "noo soo gudbi", "la wadaag", "nagu jawaab")}${E}`,
    secret: alt(
      "erayga sirta(?: ah)?",
      "furaha sirta",
      "koo?dh?ka (?:xaqiijinta|hubinta|otp|sirta)",
      "otp",
      "pin",
      "lambarka kaarka",
      "cvv",
    ),
    bankNew: `${alt("cusub", "la beddelay", "beddelnay", "isbeddelay")}${E}`,
    bankNoun: alt("akoonka bangiga", "akoon bangi", "koontada bangiga", "lambarka akoonka", "faahfaahinta bangiga"),
    gift: "iibso (?:\\p{L}+ )?kaarar hadiyad",
    crypto: "(?:bitcoin|usdt|crypto) ku bixi",
    wire: "lacagta (?:si degdeg ah|isla markiiba) u (?:dir|wareeji)",
    lure: alt(
      "akoonkaaga (?:waa la |ayaa la )?(?:xannibi|xiri|hakin)\\p{L}*",
      "xaqiiji akoonkaaga",
      "sanduuqa iimaylkaagu waa buuxaa",
    ),
    deadline: alt(`${N24} saac(?:adood)? gudahood`, "ogeysiiska ugu dambeeya", "digniinta ugu dambeysa"),
    urgent: alt("isla markiiba", "maanta gudaheeda", "si degdeg ah"),
  },
  ti: {
    pay: "ክፈል\\p{L}*",
    fee: "ክፍሊት (?:ኣገልግሎት|ምስራሕ)|ቀረጽ",
    owed: "ተመላሲ|ሽልማት|ሓገዝ",
    // The negation attaches to the verb ("ኣይትስደዱልና", do not send us): an attached "ኣይት" counts as just before it.
    neg: alt("ኣይት", "ፈጺምካ", "ንማንም"),
    ask: alt("ስደዱልና", "ስደደልና", "ስደዱለይ", "ልኣኹልና", "ልኣኸልና", "ንገሩና", "ንገረና", "ሃቡና", "ሃበና"),
    secret: alt("ቃለ ምስጢር", "ፓስዎርድ", "(?:ናይ )?(?:መረጋገጺ|ምርግጋጽ) ኮድ", "ኮድ መረጋገጺ", "otp", "pin", "ቁጽሪ ካርድ", "cvv"),
    bankNew: alt("ሓድሽ", "ሓዱሽ", "ዝተቐየረ", "ቀይርና"),
    bankNoun: alt("ሕሳብ ባንኪ", "ናይ ባንኪ ሕሳብ", "ቁጽሪ ሕሳብ", "ዝርዝር ባንኪ"),
    gift: "ካርድ ህያብ\\p{L}* (?:ግዛእ|ግዙእ)\\p{L}*",
    crypto: "(?:bitcoin|ቢትኮይን|usdt|crypto)[^.።\\n]{0,10}ክፈል\\p{L}*",
    wire: "(?:ብቕልጡፍ|ሕጂ ንሕጂ) (?:ገንዘብ )?(?:ኣሕልፍ|ስደድ)\\p{L}*",
    lure: alt("ሕሳብ(?:ኩም|ካ) (?:ክዕጾ|ክድረት|ተዓጽዩ|ተደሪቱ)\\p{L}*", "ሕሳብኩም ኣረጋግጹ", "ሳጹን ኢመይልኩም መሊኡ"),
    deadline: alt(`ኣብ ውሽጢ ${N24} (?:ሰዓታት|ሰዓት|ደቒቕ)`, "ናይ መወዳእታ (?:መጠንቀቕታ|መዘኻኸሪ)"),
    urgent: alt("ብቕልጡፍ", "ብህጹጽ", "ሕጂ ንሕጂ"),
  },
  ig: {
    pay: unmarked("kwụọ|kwụ ụgwọ"),
    fee: unmarked("ụgwọ (?:nhazi|ọrụ)|ego ọrụ"),
    owed: unmarked("nkwụghachi|ego nkwụghachi|onyinye|ihe nrite"),
    // The negative imperative is one word ("ezitela", "agwala"): the request forms below cannot match it.
    neg: unmarked(alt("ọ dịghị mgbe", "ekwela")),
    ask: unmarked(alt("zitere (?:anyị|m)", "ziga (?:anyị|m)", "gwa (?:anyị|m)", "nye (?:anyị|m)", "zaghachi na")),
    secret: unmarked(
      alt("okwuntughe", "paswọọdụ", "koodu (?:nkwenye|nnabata|otp|nchekwa)", "otp", "pin", "nọmba kaadị", "cvv"),
    ),
    bankNew: unmarked(alt("ọhụrụ", "gbanwere", "agbanwere", "agbanwee")),
    bankNoun: unmarked(alt("akaụntụ ụlọ akụ", "akaụntụ bank", "nọmba akaụntụ", "nkọwa ụlọ akụ")),
    gift: unmarked("zụta (?:\\p{L}+ )?kaadị onyinye"),
    crypto: unmarked("(?:kwụọ|kwụ) (?:ụgwọ )?(?:na|site na) (?:bitcoin|usdt|crypto)"),
    wire: unmarked("(?:zipu|ziga|bufee) ego (?:ozugbo|ngwa ngwa)"),
    lure: unmarked(
      alt(
        "a ga-akwụsịtụ akaụntụ gị",
        "akaụntụ gị (?:ga-)?(?:akwụsịtụla|emechiela|ekpochiela)",
        "kwado akaụntụ gị",
        "igbe ozi gị ejupụtala",
      ),
    ),
    deadline: unmarked(alt(`n'ime (?:awa|nkeji) ${N24}`, "ọkwa ikpeazụ", "ịdọ aka ná ntị ikpeazụ")),
    urgent: unmarked(alt("ozugbo", "ngwa ngwa")),
  },
  ms: {
    pay: "bayar\\p{L}*",
    fee: "yuran|caj|fi (?:pemprosesan|perkhidmatan|pengendalian)",
    owed: "bayaran balik|pulangan wang|hadiah|pampasan",
    neg: alt("jangan", "tidak", "tak", "usah", "sesiapa"),
    ask: alt(
      "hantar\\p{L}* kepada (?:kami|saya)",
      "hantarkan",
      "berikan (?:kami|saya|kepada kami)",
      "beritahu (?:kami|saya)",
      "kongsi\\p{L}*",
      "balas dengan",
    ),
    secret: alt(
      "kata laluan",
      "otp",
      "kod (?:pengesahan|keselamatan|tac|otp)",
      "tac",
      "pin",
      "nombor kad",
      "cvv",
      "butiran log masuk",
    ),
    // "Baru" is also "just now" ("kami baru terima bayaran"): only "yang baru" (the new one) with it.
    bankNew: alt("baharu", "yang baru", "bertukar", "ditukar", "berubah"),
    bankNoun: alt("akaun bank", "nombor akaun", "butiran bank"),
    gift: "beli (?:\\p{L}+ )?kad hadiah",
    crypto: "(?:dalam|dengan|melalui) (?:bitcoin|kripto|usdt)",
    wire: "(?:pindahkan|hantar) wang (?:segera|sekarang)",
    lure: alt(
      "akaun anda (?:akan |telah )?(?:digantung|disekat|dikunci|ditutup)",
      "sahkan akaun anda",
      "peti mel anda (?:sudah |telah )?penuh",
    ),
    deadline: alt(`dalam (?:masa )?${N24} jam`, "notis terakhir", "amaran terakhir"),
    urgent: alt("serta-?merta", "hari ini juga"),
  },
  ps: {
    pay: "ورکړ(?:ه|ئ)|تاد[يی]ه",
    fee: "ف[يی]س|محصول",
    owed: "ب[يی]رته ورکړه|ب[يی]رته راګرځول|جا[يی]زه|انعام",
    // "مه" (do not) before the verb; the negative imperative drops the "و" the request forms begin with.
    neg: alt("مه", "هېڅکله", "ه[يی]چا", "ه[يی]څوک", "نه"),
    negAfter: "نه",
    ask: alt(
      "موږ ته (?:[يی]ې )?ول[ېي]ږ(?:ئ|ه)",
      "ما ?ته (?:[يی]ې )?ول[ېي]ږ(?:ئ|ه)",
      "راول[ېي]ږ(?:ئ|ه)",
      "راواستو(?:ئ|ه)",
      "موږ ته ووا[يی](?:ئ|ه)",
      "راکړ(?:ئ|ه)",
    ),
    secret: alt(
      "پاسورډ",
      "پټنوم",
      "د (?:تا[يی][يی]د|تصد[يی]ق|تا[يی][يی]دولو) کوډ",
      "otp",
      "pin",
      "د کارت شم[ېي]ره",
      "cvv",
    ),
    bankNew: alt("نو[ېيی]", "بدل شو[يی]", "بدل کړ[يی]"),
    bankNoun: alt("بانک[يی] حساب", "د بانک حساب", "د حساب شم[ېي]ره", "بانک[يی] (?:مالومات|معلومات)"),
    gift: "(?:ډال[يی]|تحفه|ګ[يی]فټ) کارتونه (?:واخل|وپ[ېي]ر)\\S*",
    crypto: "(?:بټکو[يی]ن|bitcoin|usdt|کر[يی]پټو)[^.!?۔\\n]{0,12}ورکړ(?:ئ|ه)",
    wire: "(?:ژر تر ژره|سمدستي|فوراً)[^.!?۔\\n]{0,10}(?:پ[يی]سې )?(?:ول[ېي]ږ|انتقال)",
    lure: alt(
      "ستاسو (?:حساب|ا[يی]م[يی]ل)(?: \\S+){0,2} (?:بند|ځنډول|معطل|لاک)",
      "خپل حساب تا[يی][يی]د کړ(?:ئ|ه)",
      "م[ېي]ل ?بکس ډک شو[يی]",
    ),
    deadline: alt(`(?:په|د) ${N24} (?:ساعتونو|دق[يی]قو) (?:کې|دننه)`, "وروست[يی] (?:خبرت[يی]ا|اخطار)"),
    urgent: alt("سمدستي", "فوراً", "همدا نن"),
  },
  ku: {
    pay: unmarked("bide|bidin|pere bid(?:e|in)"),
    fee: unmarked("xerc\\p{L}*|heqê xizmetê"),
    owed: unmarked("vegerandin\\p{L}*|xelat\\p{L}*|pereyê vegerê"),
    // The negative imperative is one word ("neşîne"): the request forms below cannot match it.
    neg: unmarked(alt("ne", "tu carî", "tu kesî", "qet")),
    ask: unmarked(alt("ji me re bişîn(?:e|in)", "ji min re bişîn(?:e|in)", "ji me re bêj(?:e|in)", "bid(?:e|in) me")),
    secret: unmarked(
      alt(
        "şîfre\\p{L}*",
        "koda (?:piştrastkirinê|verastkirinê|ewlehiyê|otp)\\p{L}*",
        "otp",
        "pin",
        "hejmara kartê",
        "cvv",
      ),
    ),
    bankNew: `${unmarked(alt("nû", "guherî", "hate guhertin", "me guhert"))}${E}`,
    bankNoun: unmarked(alt("hesabê bankê", "hejmara hesab\\p{L}*", "agahiyên bankê")),
    gift: unmarked("kart(?:a|ên) diyariyê bikir(?:e|in)"),
    crypto: unmarked("bi (?:bitcoin|usdt|krîpto)"),
    wire: unmarked("(?:bilez|yekser) pere (?:bişîne|veguhêze)"),
    lure: unmarked(
      alt(
        "hesabê we (?:dê |hate |wê )?(?:were )?(?:rawestandin|girtin|qefilandin|astengkirin)",
        "hesabê xwe piştrast bikin",
        "qutiya e-?nameyê ya we tije ye",
      ),
    ),
    deadline: unmarked(alt(`di nav ${N24} (?:saetan|deqeyan)`, "hişyariya dawî", "agahdariya dawî")),
    urgent: unmarked(alt("yekser", "îro bixwe", "bilez")),
  },
  ckb: {
    pay: "بدە|بدەن|پارە بدە",
    fee: "کرێ|باج|پارەی خزمەتگوزاری",
    owed: "گەڕاندنەوەی پارە|خەڵات|پاداشت",
    // The negations attach to the verb ("مەنێرە", "نەگۆڕاوە"): an attached one counts as just before it.
    neg: alt("مە", "هەرگیز", "بە هیچ کەس", "نە"),
    ask: alt("بۆمان بنێر(?:ە|ن)", "بۆم بنێر(?:ە|ن)", "پێمان بڵێ(?:ن)?", "پێم بڵێ(?:ن)?"),
    secret: alt(
      "وشەی نهێنی",
      "تێپەڕەوشە",
      "کۆدی (?:پشتڕاستکردنەوە|دڵنیاکردنەوە|ئاسایش|otp)",
      "otp",
      "pin",
      "ژمارەی کارت",
      "cvv",
    ),
    bankNew: alt("نوێ", "گۆڕاو", "گۆڕدرا", "گۆڕیومانە"),
    bankNoun: alt("هەژماری بانک\\p{L}*", "ژمارەی هەژمار", "زانیاریی بانک\\p{L}*", "حسابی بانک\\p{L}*"),
    gift: "کارتی دیاری\\p{L}* (?:بکڕە|بکڕن)",
    crypto: "(?:بیتکۆین|bitcoin|usdt|کریپتۆ)[^.!?\\n]{0,12}(?:بدە|بنێرە)",
    wire: "(?:بە خێرایی|دەستبەجێ) (?:پارە )?(?:بنێرە|بگوازەرەوە)",
    lure: alt(
      "هەژمارەکەت(?: \\S+){0,2} (?:ڕاگیرا|دادەخرێت|قفڵ|ڕادەگیرێت)",
      "هەژمارەکەت پشتڕاست بکەرەوە",
      "سندوقی ئیمەیڵەکەت پڕ بووە",
    ),
    deadline: alt(`لە ماوەی ${N24} (?:کاتژمێر|خولەک)`, "دوایین (?:ئاگادارکردنەوە|هۆشداری)"),
    urgent: alt("دەستبەجێ", "هەر ئەمڕۆ", "بە پەلە"),
  },
  gu: {
    pay: "ચૂકવ\\S*|ચુકવણી",
    fee: "ફી|શુલ્ક",
    owed: "રિફંડ|પરત|ઇનામ",
    // The negation before the imperative ("ન મોકલો") or a future form after it ("મોકલશો નહીં", not a request form).
    neg: alt("ન", "ના", "નહીં", "ક્યારેય", "કોઈને"),
    negAfter: alt("નથી", "નહીં"),
    ask: `${alt("મોકલો", "મોકલી આપો", "જણાવો", "શેર કરો")}${EM}`,
    secret: alt("પાસવર્ડ", "ઓટીપી", "otp", "(?:વેરિફિકેશન|ચકાસણી) કોડ", "પિન", "કાર્ડ નંબર", "સીવીવી", "cvv"),
    bankNew: alt("નવું", "નવા", "નવી", "બદલાયેલ\\S*", "બદલ્યું", "બદલાયું", "બદલાઈ ગયા"),
    bankNoun: alt("બેંક ખાત\\S*", "ખાતા નંબર", "બેંક વિગતો"),
    gift: "ગિફ્ટ કાર્ડ\\S* ખરીદ\\S*",
    crypto: "(?:બિટકોઇન|ક્રિપ્ટો|usdt)\\S* (?:માં|દ્વારા) (?:ચૂકવ|મોકલ)\\S*",
    wire: "તાત્કાલિક (?:ટ્રાન્સફર|ચુકવણી)",
    lure: alt(
      "તમારું (?:ખાતું|એકાઉન્ટ|ઈમેલ)(?: \\S+){0,2} (?:સસ્પેન્ડ|બ્લોક|બંધ|લૉક|લોક)",
      "તમારું (?:ખાતું|એકાઉન્ટ) ચકાસો",
      "મેઇલબોક્સ ભરાઈ ગયું",
    ),
    deadline: alt(`${N24} (?:કલાક|મિનિટ)(?:ની અંદર| માં|માં)`, "અંતિમ (?:સૂચના|ચેતવણી)"),
    urgent: alt("આજે જ", "તાત્કાલિક", "તરત જ"),
  },
  mr: {
    pay: "भरा|पेमेंट करा|अदा करा",
    fee: "शुल्क|फी",
    owed: "परतावा|रिफंड|बक्षीस",
    // The negative imperative follows the verb in another form ("पाठवू नका"), not a request form.
    neg: alt("कधीही", "कोणालाही", "न"),
    negAfter: alt("नाही", "नाहीत"),
    ask: `${alt("पाठवा", "पाठवून द्या", "सांगा", "शेअर करा", "कळवा")}${EM}`,
    secret: alt("पासवर्ड", "ओटीपी", "otp", "(?:पडताळणी|व्हेरिफिकेशन) कोड", "पिन", "कार्ड (?:नंबर|क्रमांक)", "सीव्हीव्ही", "cvv"),
    bankNew: alt("नवीन", "नवे", "नवा", "बदललेल\\S*", "बदलले"),
    bankNoun: alt("बँक खाते", "बँक खात्या\\S*", "खाते क्रमांक", "बँक तपशील"),
    gift: "गिफ्ट कार्ड\\S* (?:खरेदी|विकत)",
    crypto: "(?:बिटकॉइन|क्रिप्टो|usdt)\\S* (?:मध्ये|द्वारे) (?:पाठवा|भरा|पेमेंट)",
    wire: "(?:ताबडतोब|त्वरित) (?:ट्रान्सफर|पेमेंट|पैसे पाठवा)",
    lure: alt(
      "तुमचे (?:खाते|अकाउंट|ईमेल)(?: \\S+){0,2} (?:निलंबित|ब्लॉक|बंद|लॉक)",
      "तुमचे खाते (?:सत्यापित|पडताळून पहा)",
      "मेलबॉक्स भरला",
    ),
    deadline: alt(`${N24} (?:तासांच्या|मिनिटांच्या) आत`, "अंतिम (?:सूचना|इशारा)"),
    urgent: alt("आजच", "ताबडतोब", "त्वरित"),
  },
  pa: {
    pay: "ਭੁਗਤਾਨ|ਅਦਾ ਕਰੋ",
    fee: "ਫੀਸ|ਸ਼ੁਲਕ",
    owed: "ਰਿਫੰਡ|ਵਾਪਸੀ|ਇਨਾਮ",
    neg: alt("ਨਾ", "ਨਹੀਂ", "ਮਤ", "ਕਦੇ", "ਕਿਸੇ ਨੂੰ"),
    negAfter: alt("ਨਹੀਂ", "ਨਾ"),
    ask: `${alt("ਭੇਜੋ", "ਭੇਜ ਦਿਓ", "ਦੱਸੋ", "ਸਾਂਝਾ ਕਰੋ", "ਸ਼ੇਅਰ ਕਰੋ")}${EM}`,
    secret: alt("ਪਾਸਵਰਡ", "ਓਟੀਪੀ", "otp", "(?:ਪੁਸ਼ਟੀ|ਤਸਦੀਕ|ਵੈਰੀਫਿਕੇਸ਼ਨ) ਕੋਡ", "ਪਿੰਨ", "ਕਾਰਡ ਨੰਬਰ", "ਸੀਵੀਵੀ", "cvv"),
    bankNew: alt("ਨਵਾਂ", "ਨਵੇਂ", "ਨਵੀਂ", "ਬਦਲ ਗਿਆ", "ਬਦਲ ਗਏ", "ਬਦਲਿਆ", "ਬਦਲੇ ਹੋਏ"),
    bankNoun: alt("ਬੈਂਕ ਖਾਤ\\S*", "ਖਾਤਾ ਨੰਬਰ", "ਬੈਂਕ ਵੇਰਵ\\S*"),
    gift: "ਗਿਫਟ ਕਾਰਡ\\S* ਖਰੀਦ\\S*",
    crypto: "(?:ਬਿਟਕੁਆਇਨ|ਕ੍ਰਿਪਟੋ|usdt)\\S* ਵਿੱਚ (?:ਭੇਜੋ|ਭੁਗਤਾਨ)",
    wire: "(?:ਤੁਰੰਤ|ਫੌਰਨ) (?:ਟ੍ਰਾਂਸਫਰ|ਭੁਗਤਾਨ)",
    lure: alt(
      "ਤੁਹਾਡਾ (?:ਖਾਤਾ|ਅਕਾਊਂਟ|ਈਮੇਲ)(?: \\S+){0,2} (?:ਮੁਅੱਤਲ|ਬਲੌਕ|ਬਲਾਕ|ਬੰਦ|ਲੌਕ)",
      "ਆਪਣਾ ਖਾਤਾ (?:ਤਸਦੀਕ|ਪੁਸ਼ਟੀ) ਕਰੋ",
      "ਮੇਲਬਾਕਸ ਭਰ ਗਿਆ",
    ),
    deadline: alt(`${N24} (?:ਘੰਟਿਆਂ|ਮਿੰਟਾਂ) (?:ਦੇ ਅੰਦਰ|ਵਿੱਚ)`, "(?:ਅੰਤਿਮ|ਆਖਰੀ) (?:ਨੋਟਿਸ|ਚੇਤਾਵਨੀ)"),
    urgent: alt("ਅੱਜ ਹੀ", "ਤੁਰੰਤ", "ਫੌਰਨ"),
  },
  te: {
    pay: "చెల్లించ\\S*",
    fee: "రుసుము|ఫీజు",
    owed: "రీఫండ్|వాపసు|బహుమతి",
    // The negative imperative is another form of the verb ("పంపవద్దు", "పంపకండి"), not a request form.
    neg: alt("ఎప్పుడూ", "ఎవరికీ", "ఎవరితోనూ"),
    negAfter: alt("లేదు", "కాలేదు"),
    ask: `${alt("పంపండి", "పంపించండి", "తెలియజేయండి", "చెప్పండి", "షేర్ చేయండి", "పంచుకోండి")}${EM}`,
    secret: alt("పాస్ ?వర్డ్\\S*", "ఓటీపీ\\S*", "otp", "(?:ధృవీకరణ|వెరిఫికేషన్) కోడ్\\S*", "పిన్", "కార్డ్ నంబర్\\S*", "సీవీవీ", "cvv"),
    bankNew: alt("కొత్త", "మార్చిన", "మారిన", "మార్చబడిన"),
    bankNoun: alt("బ్యాంక్ ఖాతా\\S*", "ఖాతా నంబర్\\S*", "బ్యాంక్ వివరాల\\S*"),
    gift: "గిఫ్ట్ కార్డ్\\S* కొన\\S*",
    crypto: "(?:బిట్ ?కాయిన్|క్రిప్టో|usdt)\\S* (?:లో|ద్వారా) (?:చెల్లించ|పంప)\\S*",
    wire: "(?:వెంటనే|అత్యవసరంగా) (?:డబ్బు )?(?:బదిలీ|పంపండి)",
    lure: alt("మీ (?:ఖాతా|ఈమెయిల్)\\S*(?: \\S+){0,2} (?:నిలిపివేయ|బ్లాక్|మూసివేయ|లాక్)\\S*", "మీ ఖాతాను ధృవీకరించ\\S*", "మెయిల్ ?బాక్స్ నిండి"),
    deadline: alt(`${N24} (?:గంటల|నిమిషాల) ?(?:లోపు|లో)`, "చివరి (?:నోటీసు|హెచ్చరిక)"),
    urgent: alt("వెంటనే", "ఈ రోజే", "అత్యవసరంగా"),
  },
  kn: {
    pay: "ಪಾವತಿಸ\\S*",
    fee: "ಶುಲ್ಕ\\S*",
    owed: "ಮರುಪಾವತಿ|ರೀಫಂಡ್|ಬಹುಮಾನ",
    // The negative imperative is another form of the verb ("ಕಳುಹಿಸಬೇಡಿ"), not a request form.
    neg: alt("ಎಂದಿಗೂ", "ಯಾರಿಗೂ", "ಯಾರೊಂದಿಗೂ"),
    negAfter: alt("ಇಲ್ಲ", "ಆಗಿಲ್ಲ"),
    ask: `${alt("ಕಳುಹಿಸಿ", "ಕಳಿಸಿ", "ತಿಳಿಸಿ", "ಹೇಳಿ", "ಹಂಚಿಕೊಳ್ಳಿ", "ಶೇರ್ ಮಾಡಿ")}${EM}`,
    secret: alt(
      "ಪಾಸ್ ?ವರ್ಡ್\\S*",
      "(?:ಒಟಿಪಿ|ಓಟಿಪಿ)\\S*",
      "otp",
      "(?:ಪರಿಶೀಲನಾ|ದೃಢೀಕರಣ|ವೆರಿಫಿಕೇಶನ್) ಕೋಡ್\\S*",
      "ಪಿನ್",
      "ಕಾರ್ಡ್ ಸಂಖ್ಯೆ\\S*",
      "ಸಿವಿವಿ",
      "cvv",
    ),
    bankNew: alt("ಹೊಸ", "ಬದಲಾದ", "ಬದಲಾಯಿಸಿದ"),
    bankNoun: alt("ಬ್ಯಾಂಕ್ ಖಾತೆ\\S*", "ಖಾತೆ ಸಂಖ್ಯೆ\\S*", "ಬ್ಯಾಂಕ್ ವಿವರ\\S*"),
    gift: "ಗಿಫ್ಟ್ ಕಾರ್ಡ್\\S* ಖರೀದಿಸ\\S*",
    crypto: "(?:ಬಿಟ್ ?ಕಾಯಿನ್|ಕ್ರಿಪ್ಟೋ|usdt)\\S* (?:ಮೂಲಕ|ನಲ್ಲಿ) (?:ಪಾವತಿಸ|ಕಳುಹಿಸ)\\S*",
    wire: "(?:ತಕ್ಷಣ|ತುರ್ತಾಗಿ) (?:ಹಣ )?(?:ವರ್ಗಾಯಿಸ|ಕಳುಹಿಸ)\\S*",
    lure: alt(
      "ನಿಮ್ಮ (?:ಖಾತೆ|ಇಮೇಲ್)\\S*(?: \\S+){0,2} (?:ಅಮಾನತು|ನಿರ್ಬಂಧಿಸ|ಬ್ಲಾಕ್|ಮುಚ್ಚ|ಲಾಕ್)\\S*",
      "ನಿಮ್ಮ ಖಾತೆಯನ್ನು (?:ಪರಿಶೀಲಿಸಿ|ದೃಢೀಕರಿಸಿ)",
      "ಮೇಲ್ ?ಬಾಕ್ಸ್ ತುಂಬಿದೆ",
    ),
    deadline: alt(`${N24} (?:ಗಂಟೆ|ನಿಮಿಷ)\\S* ?ಒಳಗೆ`, "ಅಂತಿಮ (?:ಸೂಚನೆ|ಎಚ್ಚರಿಕೆ)"),
    urgent: alt("ತಕ್ಷಣ", "ಇಂದೇ", "ತುರ್ತಾಗಿ"),
  },
  ml: {
    pay: "അടയ്ക്കുക|പണമടയ്ക്കുക|അടയ്ക്കൂ",
    fee: "ഫീസ്|ചാ(?:ർ|ര്)ജ്",
    owed: "റീഫണ്ട്|തിരികെ ലഭിക്കേണ്ട|സമ്മാന\\S*",
    // The negative imperative is another form of the verb ("അയയ്ക്കരുത്"), not a request form; "not changed" is
    // one word ("മാറിയിട്ടില്ല"), so the change words end at a word end.
    neg: alt("ഒരിക്കലും", "ആരോടും", "ആ(?:ർ|ര്)ക്കും"),
    ask: `${alt("അയയ്ക്കുക", "അയക്കുക", "അയച്ചുതരിക", "അയച്ചു തരൂ", "അറിയിക്കുക", "പറയുക", "പങ്കിടുക", "ഷെയ(?:ർ|ര്) ചെയ്യുക")}${EM}`,
    secret: alt(
      "പാസ് ?വേഡ്\\S*",
      "ഒടിപി\\S*",
      "otp",
      "(?:സ്ഥിരീകരണ|വെരിഫിക്കേഷ(?:ൻ|ന്)|പരിശോധനാ) കോഡ്\\S*",
      "പി(?:ൻ|ന്)",
      "കാ(?:ർ|ര്)ഡ് നമ്പ(?:ർ|ര്)\\S*",
      "സിവിവി",
      "cvv",
    ),
    bankNew: `${alt("പുതിയ", "മാറിയ", "മാറ്റിയ", "മാറ്റം വരുത്തിയ")}${EM}`,
    bankNoun: alt("ബാങ്ക് അക്കൗണ്ട്\\S*", "അക്കൗണ്ട് നമ്പ(?:ർ|ര്)\\S*", "ബാങ്ക് വിവരങ്ങ\\S*"),
    gift: "ഗിഫ്റ്റ് കാ(?:ർ|ര്)ഡ്\\S* വാങ്ങ\\S*",
    crypto: "(?:ബിറ്റ്കോയി(?:ൻ|ന്)|ക്രിപ്റ്റോ|usdt)\\S* (?:വഴി|ആയി) (?:അടയ്ക്ക|അയയ്ക്ക)\\S*",
    wire: "(?:ഉടനടി|ഉടനെ|അടിയന്തരമായി) (?:പണം )?(?:കൈമാറ്റം|അയയ്ക്ക|ട്രാ(?:ൻ|ന്)സ്ഫ(?:ർ|ര്))\\S*",
    lure: alt(
      "നിങ്ങളുടെ (?:അക്കൗണ്ട്|ഇമെയി(?:ൽ|ല്))(?: \\S+){0,2} (?:സസ്പെ(?:ൻ|ന്)ഡ്|ബ്ലോക്ക്|ലോക്ക്|റദ്ദാക്ക)\\S*",
      "നിങ്ങളുടെ അക്കൗണ്ട് (?:സ്ഥിരീകരിക്കുക|പരിശോധിക്കുക)",
      "മെയി(?:ൽ|ല്) ?ബോക്സ് നിറഞ്ഞു",
    ),
    deadline: alt(`${N24} (?:മണിക്കൂറിനുള്ളി|മിനിറ്റിനുള്ളി)`, "അന്തിമ (?:അറിയിപ്പ്|മുന്നറിയിപ്പ്)"),
    urgent: alt("ഉടനടി", "ഇന്നുതന്നെ", "ഇന്ന് തന്നെ", "അടിയന്തരമായി"),
  },
  jv: {
    pay: "bayar\\p{L}*|mbayar",
    fee: "biaya|ragad",
    owed: "balen dhuwit|pengembalian dhuwit|hadiah|refund",
    neg: alt("aja", "ora", "ampun", "sapa wae", "sinten kemawon"),
    ask: alt(
      "kirimna",
      "kirimake",
      "kirimen",
      "kintunaken",
      "wenehna",
      "wenehana",
      "paringaken",
      "kandhanana",
      "wales nganggo",
    ),
    secret: alt(
      "tembung sandh?i",
      "kata sandi",
      "(?:kode )?otp",
      "kode (?:verifikasi|konfirmasi|keamanan)",
      "pin",
      "nome?r kart?u",
      "nomer kertu",
      "cvv",
    ),
    bankNew: alt("anyar", "diganti", "diowahi", "wis ganti"),
    bankNoun: alt("rekening bank", "rekening", "nome?r rekening", "nomor rekening"),
    gift: "tuku (?:\\p{L}+ )?(?:kertu|kartu) hadiah",
    crypto: "(?:nganggo|liwat|ing) (?:bitcoin|kripto|usdt)",
    wire: "(?:transfer|kirim) dhuwit (?:saiki|enggal|cepet)",
    lure: alt(
      "akun (?:sampeyan|panjenengan|mu) (?:bakal |wis )?(?:diblokir|dinonaktifake|ditutup|dikunci)",
      "verifikasi akun (?:sampeyan|panjenengan|mu)",
      "kothak layang (?:sampeyan|panjenengan) wis kebak",
    ),
    deadline: alt(`sajrone ${N24} jam`, "pengetan pungkasan", "peringatan pungkasan"),
    urgent: alt("saiki uga", "dina iki uga", "enggal-enggal"),
  },
  ro: {
    pay: romanian("plăt\\p{L}*|achit\\p{L}*"),
    fee: romanian("tax\\p{L}*|comision\\p{L}*"),
    owed: romanian("rambursa\\p{L}*|restituir\\p{L}*|premi\\p{L}*|despăgubir\\p{L}*"),
    neg: romanian(alt("nu", "niciodată", "nimănui", "nimeni")),
    ask: romanian(
      alt(
        "trimiteți(?:-ne|-mi)?",
        "trimite(?:-ne|-mi)",
        "transmiteți(?:-ne|-mi)?",
        "comunicați(?:-ne|-mi)?",
        "furnizați(?:-ne|-mi)?",
        "spuneți(?:-ne|-mi)",
        "dați(?:-ne|-mi)",
        "răspundeți cu",
      ),
    ),
    secret: romanian(
      alt(
        "parol\\p{L}*",
        "cod\\p{L}* (?:de (?:verificare|confirmare|securitate|autentificare|activare)|unic|otp|sms|pin)",
        "codul primit",
        "pin",
        "otp",
        "număr\\p{L}* (?:de )?card\\p{L}*",
        "cvv",
        "date\\p{L}* de (?:autentificare|logare|conectare)",
      ),
    ),
    bankNew: romanian(
      alt("nou(?:l|a|ă|lui)?(?!\\p{L})", "noile", "noii", "schimbat\\p{L}*", "modificat\\p{L}*", "actualizat\\p{L}*"),
    ),
    bankNoun: romanian(
      alt(
        "cont\\p{L}* bancar\\p{L}*",
        // The bank and the account alone: "ne-am schimbat banca", "în contul nou".
        "banc(?:a|ă)(?!\\p{L})",
        "contul(?!\\p{L})",
        "iban\\p{L}*",
        "date\\p{L}* bancare",
        "detalii\\p{L}* bancare",
        "număr\\p{L}* de cont",
      ),
    ),
    gift: romanian("(?:cumpărați|cumpără|achiziționați) (?:\\p{L}+ )?carduri?[ -]cadou"),
    crypto: romanian("(?:în|prin) (?:bitcoin|criptomonede|usdt|cripto)"),
    wire: romanian("(?:transfer|virament|plată) urgent\\p{L}*"),
    lure: romanian(
      alt(
        "contul (?:dvs\\.?|dumneavoastră|tău) (?:a fost |va fi )?(?:suspendat|blocat|dezactivat|închis)",
        "verificați(?:-vă)? contul",
        "căsuța (?:de e-?mail |poștală )?(?:este )?plină",
        "(?:colet|pachet)\\p{L}*[^.\\n]{0,30}(?:tax|vam)\\p{L}*",
        "conectați-vă pentru a (?:păstra|menține)",
      ),
    ),
    deadline: romanian(
      alt(`în (?:următoarele )?${N24} (?:de )?(?:ore|minute)`, "ultim\\p{L}* (?:avertisment|notificare|somație)"),
    ),
    urgent: romanian(alt("chiar astăzi", "imediat", "de urgență")),
  },
  hu: {
    pay: unmarked("fizet\\p{L}*|fizess\\p{L}*|befizet\\p{L}*"),
    fee: unmarked("díj\\p{L}*|illeték\\p{L}*|kezelési költség\\p{L}*"),
    owed: unmarked("visszatérítés\\p{L}*|kifizetés\\p{L}*|nyeremény\\p{L}*|kártérítés\\p{L}*"),
    neg: unmarked(alt("ne", "nem", "soha", "senkinek", "senkivel")),
    ask: unmarked(
      alt(
        "küldje (?:el|meg|vissza)",
        "küldd (?:el|vissza)",
        "küldjék el",
        "ossza meg (?:velünk|velem)",
        "oszd meg (?:velünk|velem)",
        "írja meg (?:nekünk|nekem)",
        "írd meg (?:nekünk|nekem)",
        "mondja meg (?:nekünk|nekem)",
        "diktálja be",
      ),
    ),
    secret: unmarked(
      alt(
        "jelszav\\p{L}*",
        "jelszó",
        "(?:ellenőrző|megerősítő|biztonsági|egyszer használatos|hitelesítő|sms)[- ]?kód\\p{L}*",
        "pin[- ]?kód\\p{L}*",
        "pin",
        "otp",
        "kártyaszám\\p{L}*",
        "cvv",
        "cvc",
        "(?:belépési|bejelentkezési) adat\\p{L}*",
      ),
    ),
    bankNew: unmarked(
      alt("új(?:ak)?(?!\\p{L})", "megváltoz\\p{L}*", "módosul\\p{L}*", "módosít\\p{L}*", "frissít\\p{L}*"),
    ),
    bankNoun: unmarked(alt("bankszámla\\p{L}*", "számlaszám\\p{L}*", "iban\\p{L}*", "banki adat\\p{L}*")),
    gift: unmarked("(?:vásároljon|vegyen|vegyél|vásárolj) (?:\\p{L}+ )?ajándékkártyá\\p{L}*"),
    crypto: unmarked("(?:bitcoinban|kriptovalutában|kriptóban|usdt-ben)"),
    wire: unmarked("(?:sürgős|azonnali) (?:átutalás|utalás|fizetés)\\p{L}*"),
    lure: unmarked(
      alt(
        "fiókj\\p{L}*(?: \\p{L}+){0,2} (?:felfüggeszt|zárol|letilt|megszüntet)\\p{L}*",
        "(?:erősítse meg|ellenőrizze) (?:a )?fiókját",
        "postafiókja (?:megtelt|betelt)",
        "(?:csomag|küldemény)\\p{L}*[^.\\n]{0,30}(?:vámdíj|vámköltség|díj)\\p{L}*",
        "jelentkezzen be, hogy megőrizze",
      ),
    ),
    deadline: unmarked(alt(`${N24} (?:órán|percen) belül`, "utolsó (?:figyelmeztetés|felszólítás|értesítés)")),
    urgent: unmarked(alt("még ma", "azonnal", "haladéktalanul")),
  },
  fi: {
    pay: "maksa\\p{L}*",
    fee: "maksu\\p{L}*|käsittelymaksu\\p{L}*|toimitusmaksu\\p{L}*|palvelumaksu\\p{L}*",
    owed: "palautu\\p{L}*|hyvity\\p{L}*|voitto\\p{L}*|voiton\\p{L}*|veronpalautu\\p{L}*|korvau\\p{L}*",
    neg: alt("älä", "älkää", "ei", "eivät", "koskaan", "kenellekään", "kenenkään"),
    ask: alt(
      "lähetä (?:meille|minulle)",
      "lähettäkää (?:meille|minulle)",
      "lähetä",
      "lähettäkää",
      "kerro (?:meille|minulle)",
      "kertokaa (?:meille|minulle)",
      "ilmoita (?:meille|minulle)",
      "ilmoittakaa (?:meille|minulle)",
      "vastaa (?:tähän )?viestiin",
    ),
    secret: alt(
      "salasan\\p{L}*",
      "(?:vahvistus|tunnistautumis|varmennus|turva|kertakäyttö|tekstiviesti|sms-?)koodi\\p{L}*",
      "pin-?koodi\\p{L}*",
      "pin",
      "otp",
      "kortin numero\\p{L}*",
      "korttinumero\\p{L}*",
      "cvv",
      "tunnusluku\\p{L}*",
      "tunnusluvu\\p{L}*",
      "kirjautumistie\\p{L}*",
      "verkkopankkitunnu\\p{L}*",
    ),
    bankNew: alt("uusi(?!\\p{L})", "uude\\p{L}*", "uuteen", "muuttu\\p{L}*", "muutettu\\p{L}*", "päivitet\\p{L}*"),
    // "Tili" is any account (a mailbox, a shop), so only bank words; and the sender's or a named account, not the
    // reader's own ("pankkitilisi", "tilinumeronne": a bank's notice about the reader's account).
    bankNoun: alt(`(?:tilinumero|pankkitili|pankkitie|pankkiyhteystie)(?!\\p{L}*(?:si|nne)${E})\\p{L}*`, "iban\\p{L}*"),
    gift: "(?:osta|ostakaa|hanki|hankkikaa) (?:\\p{L}+ )?lahjakort\\p{L}*",
    crypto: "(?:bitcoineina|bitcoineilla|kryptovaluutalla|kryptovaluuttana|usdt:nä)",
    wire: "(?:kiireellinen|välitön) (?:tilisiirto|maksu|siirto)",
    lure: alt(
      "tilisi (?:on )?(?:suljettu|jäädytetty|lukittu|estetty)",
      "tilisi (?:suljetaan|jäädytetään|lukitaan|estetään)",
      "vahvista tilisi",
      "postilaatikkosi on täynnä",
      "paketti\\p{L}*[^.\\n]{0,30}(?:tullimaksu|maksu)\\p{L}*",
      "kirjaudu sisään säilyttääksesi",
    ),
    deadline: alt(`${N24} (?:tunnin|minuutin) (?:sisällä|kuluessa)`, "viimeinen (?:muistutus|varoitus)"),
    urgent: alt("vielä tänään", "välittömästi"),
  },
  da: {
    pay: "betal\\p{L}*",
    fee: "gebyr\\p{L}*|afgift\\p{L}*",
    owed: "tilbagebetaling\\p{L}*|refusion\\p{L}*|udbetaling\\p{L}*|gevinst\\p{L}*",
    neg: alt("ikke", "aldrig", "ingen", "ej"),
    // Not a bare "send": the English one ("we never ask you to send your CVV") would meet the row.
    ask: alt("send (?:os|mig)", "send venligst", "svar med", "giv (?:os|mig)", "oplys", "fortæl (?:os|mig)"),
    secret: alt(
      "adgangskode\\p{L}*",
      "kodeord\\p{L}*",
      "bekræftelseskode\\p{L}*",
      "verifikationskode\\p{L}*",
      "sikkerhedskode\\p{L}*",
      "engangskode\\p{L}*",
      "sms-kode\\p{L}*",
      "pin-?kode\\p{L}*",
      "kortnummer\\p{L}*",
      "cvv",
      "loginoplysninger",
      "mitid-kode\\p{L}*",
    ),
    bankNew: alt("ny(?:e|t)?(?!\\p{L})", "ændret\\p{L}*", "opdatere\\p{L}*", "skiftet"),
    bankNoun: alt("bankkonto\\p{L}*", "kontonummer\\p{L}*", "bankoplysninger\\p{L}*", "iban"),
    gift: "(?:køb|købe) (?:\\p{L}+ )?gavekort\\p{L}*",
    crypto: "i (?:bitcoin|krypto\\p{L}*|usdt)",
    wire: "(?:hastende|omgående|akut) (?:overførsel|betaling)",
    lure: alt(
      "(?:din|jeres) konto (?:er |vil blive |bliver )?(?:spærret|lukket|suspenderet|låst|deaktiveret)",
      "(?:bekræft|verificer) din konto",
      "(?:din )?indbakke er fuld",
      "(?:pakke|forsendelse)\\p{L}*[^.\\n]{0,30}(?:told|gebyr)\\p{L}*",
      "log ind for at beholde",
    ),
    deadline: alt(`inden for ${N24} (?:timer|minutter)`, "sidste (?:påmindelse|advarsel)"),
    urgent: alt("allerede i dag", "omgående", "straks"),
  },
  nb: {
    pay: "betal\\p{L}*",
    fee: "gebyr\\p{L}*|avgift\\p{L}*",
    owed: "tilbakebetaling\\p{L}*|refusjon\\p{L}*|utbetaling\\p{L}*|gevinst\\p{L}*",
    neg: alt("ikke", "aldri", "ingen"),
    ask: alt(
      "send (?:oss|meg)",
      "send (?:vennligst|gjerne)",
      "svar med",
      "gi (?:oss|meg)",
      "oppgi",
      "fortell (?:oss|meg)",
    ),
    secret: alt(
      "passord\\p{L}*",
      "bekreftelseskode\\p{L}*",
      "verifiseringskode\\p{L}*",
      "sikkerhetskode\\p{L}*",
      "engangskode\\p{L}*",
      "sms-kode\\p{L}*",
      "pin-?kode\\p{L}*",
      "kortnummer\\p{L}*",
      "cvv",
      "innloggingsopplysninger",
      "bankid-kode\\p{L}*",
    ),
    bankNew: alt("ny(?:e|tt)?(?!\\p{L})", "endret\\p{L}*", "oppdatert\\p{L}*", "byttet"),
    bankNoun: alt("bankkonto\\p{L}*", "kontonummer\\p{L}*", "bankopplysninger\\p{L}*", "iban"),
    gift: "(?:kjøp|kjøpe) (?:\\p{L}+ )?gavekort\\p{L}*",
    crypto: "i (?:bitcoin|krypto\\p{L}*|usdt)",
    wire: "(?:hastende|umiddelbar) (?:overføring|betaling)",
    lure: alt(
      "(?:din|deres) konto (?:er |vil bli |blir )?(?:sperret|stengt|suspendert|låst|deaktivert)",
      "(?:bekreft|verifiser) kontoen din",
      "innboksen (?:din )?er full",
      "(?:pakke|sending)\\p{L}*[^.\\n]{0,30}(?:toll|gebyr)\\p{L}*",
      "logg inn for å beholde",
    ),
    deadline: alt(`innen ${N24} (?:timer|minutter)`, "siste (?:påminnelse|advarsel)"),
    urgent: alt("allerede i dag", "omgående", "umiddelbart"),
  },
  bg: {
    pay: "платете|плати|плащане\\p{L}*|заплатете|заплащане\\p{L}*",
    fee: "такс\\p{L}*|комисион\\p{L}*",
    owed: "възстановяване\\p{L}*|изплащане\\p{L}*|печалб\\p{L}*|наград\\p{L}*|обезщетени\\p{L}*",
    neg: alt("не", "никога", "никому", "на никого"),
    ask: alt(
      "изпратете (?:ни|ми)",
      "изпрати (?:ни|ми)",
      "изпратете",
      "съобщете (?:ни|ми)",
      "кажете (?:ни|ми)",
      "предоставете",
      "продиктувайте",
      "отговорете с",
    ),
    secret: alt(
      "парол\\p{L}*",
      "код\\p{L}* за (?:потвърждение|верификация|достъп|сигурност)",
      "еднократ\\p{L}* код\\p{L}*",
      "потвърдителн\\p{L}* код\\p{L}*",
      "(?:смс|sms)[- ]код\\p{L}*",
      "пин(?:-код)?",
      "pin",
      "номер\\p{L}* на (?:картата|карта)",
      "cvv",
      "данни(?:те)? за вход",
    ),
    bankNew: alt(
      "нов(?:а|о|и|ата|ия|ият|ото|ите)?(?!\\p{L})",
      "(?<!без |не (?:са |е )се )промен\\p{L}*",
      "(?<!без )промян\\p{L}*",
      "актуализиран\\p{L}*",
    ),
    bankNoun: alt(
      "банков\\p{L}* сметк\\p{L}*",
      "номер\\p{L}* на сметка\\p{L}*",
      "iban",
      "банков\\p{L}* (?:данни|реквизит\\p{L}*)",
    ),
    gift: "(?:купете|купи|закупете) (?:\\p{L}+ )?подаръчн\\p{L}* карт\\p{L}*",
    crypto: "в (?:биткойн\\p{L}*|криптовалут\\p{L}*|usdt)",
    wire: "(?:спешен|спешно|незабавен) (?:превод|плащане)",
    lure: alt(
      "(?:вашият|вашата|твоят) (?:акаунт|профил|сметка|пощенска кутия) (?:ще бъде |е |беше )?(?:блокиран|спрян|деактивиран|закрит|изтрит)\\p{L}*",
      "потвърдете (?:вашия |своя )?(?:акаунт|профил)",
      "пощенската (?:ви )?кутия е пълна",
      "(?:пратк|колет)\\p{L}*[^.\\n]{0,30}(?:мит|такс)\\p{L}*",
      "влезте, за да запазите",
    ),
    deadline: alt(`в рамките на ${N24} (?:часа|минути)`, "последно (?:предупреждение|напомняне|известие)"),
    urgent: alt("още днес", "незабавно", "спешно"),
  },
  sh: {
    pay: serbian("platite|plati|uplatite|uplati|platiti|plaćanj\\p{L}*"),
    fee: serbian("naknad\\p{L}*|pristojb\\p{L}*|taks\\p{L}*|provizij\\p{L}*"),
    owed: serbian("povrat\\p{L}*|isplat\\p{L}*|dobitak|dobitk\\p{L}*|nagrad\\p{L}*|odštet\\p{L}*"),
    neg: serbian(alt("ne", "nije", "nisu", "nikad", "nikada", "nikome", "nikom")),
    ask: serbian(
      alt(
        "pošaljite (?:nam|mi)",
        "pošalji (?:nam|mi)",
        "pošaljite",
        "dostavite",
        "javite (?:nam|mi)",
        "recite (?:nam|mi)",
        "navedite",
        "odgovorite sa?",
        "proslijedite (?:nam|mi)",
        "prosledite (?:nam|mi)",
      ),
    ),
    secret: serbian(
      alt(
        "lozink\\p{L}*",
        "šifr\\p{L}* za (?:prijavu|pristup)",
        "(?:verifikacijsk|potvrdn|sigurnosn|jednokratn|autorizacijsk)\\p{L}* kod\\p{L}*",
        "kod\\p{L}* za (?:potvrdu|verifikaciju|prijavu)",
        "sms kod\\p{L}*",
        "pin",
        "otp",
        "broj\\p{L}* (?:platne )?kartice",
        "cvv",
        "podac\\p{L}* za prijavu",
      ),
    ),
    bankNew: serbian(
      alt(
        "nov(?:i|a|o|e|u|og|om|oj|ih|im)?(?!\\p{L})",
        "(?<!bez )promjen\\p{L}*",
        "promijen\\p{L}*",
        "(?<!bez )promen\\p{L}*",
        "izmijenjen\\p{L}*",
        "izmenjen\\p{L}*",
        "ažuriran\\p{L}*",
      ),
    ),
    bankNoun: serbian(
      alt(
        "(?:bankovn|bankarsk|tekuć)\\p{L}* račun\\p{L}*",
        "broj\\p{L}* računa",
        "iban\\p{L}*",
        "bankovn\\p{L}* podac\\p{L}*",
        "podac\\p{L}* o računu",
      ),
    ),
    gift: serbian("(?:kupite|kupi|kupiti) (?:\\p{L}+ )?(?:poklon|darovn)\\p{L}* kartic\\p{L}*"),
    crypto: serbian("u (?:bitcoin\\p{L}*|kriptovalut\\p{L}*|usdt)"),
    wire: serbian("(?:hitn|žurn)\\p{L}* (?:uplat|transfer|prijenos|prenos|plaćanj)\\p{L}*"),
    lure: serbian(
      alt(
        "(?:vaš|tvoj) (?:račun|nalog|profil|sandučić) (?:će biti |je |biće )?(?:suspendiran|suspendovan|blokiran|zaključan|deaktiviran|ugašen)\\p{L}*",
        "potvrdite (?:svoj|vaš) (?:račun|nalog|profil)",
        "sandučić je (?:pun|prepun)",
        "(?:paket|pošiljk)\\p{L}*[^.\\n]{0,30}(?:carin|pristojb|naknad)\\p{L}*",
        "prijavite se (?:kako biste|da biste) (?:zadržali|sačuvali)",
      ),
    ),
    deadline: serbian(
      alt(
        `(?:u roku od|u sljedećih|u narednih) ${N24} (?:sat|sati|minut)\\p{L}*`,
        "(?:posljednj|poslednj)\\p{L}* (?:opomen|upozorenj)\\p{L}*",
      ),
    ),
    urgent: serbian(alt("još danas", "odmah", "hitno", "bez odlaganja")),
  },
  sk: {
    pay: unmarked("zaplat\\p{L}*|zaplať\\p{L}*|uhra\\p{L}*"),
    fee: unmarked("poplat\\p{L}*"),
    owed: unmarked("vrátenie|refundáci\\p{L}*|výhr\\p{L}*|výplat\\p{L}*"),
    neg: alt("ne", "nikdy", "nikomu", "nikto"),
    ask: unmarked(alt("pošlite", "pošli", "zašlite", "oznámte", "uveďte", "odpovedzte s", "nadiktujte")),
    secret: unmarked(
      alt(
        "hesl\\p{L}*",
        "overovac\\p{L}* kód\\p{L}*",
        "bezpečnostn\\p{L}* kód\\p{L}*",
        "jednorazov\\p{L}* kód\\p{L}*",
        "sms kód\\p{L}*",
        "pin",
        "číslo karty",
        "cvv",
        "prihlasovacie údaje",
      ),
    ),
    bankNew: unmarked(
      alt(
        "nov(?:ý|á|é|ého|ou|om|ým|ých|ými)(?!\\p{L})",
        "(?<!bez )zmen\\p{L}*",
        "zmenen\\p{L}*",
        "aktualizovan\\p{L}*",
      ),
    ),
    bankNoun: unmarked(alt("číslo účtu", "bankov\\p{L}* účet", "bankov\\p{L}* spojeni\\p{L}*", "iban")),
    gift: unmarked("(?:kúpte|kúpiť|kúp) (?:\\p{L}+ )?darčekov\\p{L}* kart\\p{L}*"),
    crypto: unmarked("v (?:bitcoinoch|kryptomen\\p{L}*|usdt)"),
    wire: unmarked("(?:urgentn|okamžit|naliehav)\\p{L}* (?:platb|prevod)\\p{L}*"),
    lure: unmarked(
      alt(
        "(?:váš|vaša) (?:účet|schránka) (?:bol|bola|bude) (?:pozastaven|zablokovan|zrušen|deaktivovan)\\p{L}*",
        "overte (?:si )?svoj účet",
        "schránka je plná",
        "prihláste sa, aby ste si zachoval\\p{L}*",
      ),
    ),
    deadline: unmarked(alt(`do ${N24} (?:hodín|minút)`, "posledné upozornenie", "posledná výzva")),
    urgent: unmarked(alt("ešte dnes", "bezodkladne", "okamžite")),
  },
  sl: {
    pay: unmarked("plačaj\\p{L}*|plačil\\p{L}*|poravnaj\\p{L}*"),
    fee: unmarked("pristojbin\\p{L}*|provizij\\p{L}*|strošk\\p{L}*|taks\\p{L}*"),
    owed: unmarked(
      "vračil\\p{L}*|povračil\\p{L}*|izplačil\\p{L}*|dobitek|dobitk\\p{L}*|nagrad\\p{L}*|odškodnin\\p{L}*",
    ),
    neg: alt("ne", "ni", "niso", "nikoli", "nikomur", "nihče", "nikar"),
    ask: unmarked(
      alt(
        "pošljite",
        "pošlji (?:nam|mi)",
        "sporočite (?:nam|mi)",
        "posredujte (?:nam|mi)",
        "povejte (?:nam|mi)",
        "navedite",
        "odgovorite z",
      ),
    ),
    secret: unmarked(
      alt(
        "gesl\\p{L}*",
        "(?:potrditven|varnostn|enkratn|verifikacijsk|overitven)\\p{L}* kod\\p{L}*",
        "sms kod\\p{L}*",
        "pin",
        "otp",
        "številk\\p{L}* kartic\\p{L}*",
        "cvv",
        "podatk\\p{L}* za prijavo",
      ),
    ),
    bankNew: unmarked(
      alt(
        "nov(?:i|a|o|e|ega|em|ih|im)?(?!\\p{L})",
        "(?<!brez )sprememb\\p{L}*",
        "spremenjen\\p{L}*",
        "posodobljen\\p{L}*",
      ),
    ),
    bankNoun: unmarked(
      alt(
        "bančn\\p{L}* račun\\p{L}*",
        "transakcijsk\\p{L}* račun\\p{L}*",
        "številk\\p{L}* računa",
        "iban",
        "bančn\\p{L}* podatk\\p{L}*",
        "trr",
      ),
    ),
    gift: unmarked("(?:kupite|kupi|kupiti) (?:\\p{L}+ )?darilne? kartic\\p{L}*"),
    crypto: unmarked("v (?:bitcoin\\p{L}*|kriptovalut\\p{L}*|usdt)"),
    wire: unmarked("(?:nujn|takojšnj)\\p{L}* (?:nakazil|plačil|prenos)\\p{L}*"),
    lure: unmarked(
      alt(
        "(?:vaš|tvoj) (?:račun|profil|nabiralnik) (?:bo |je (?:bil )?)?(?:začasno )?(?:blokiran|onemogočen|zaklenjen|ukinjen|deaktiviran|zaprt)",
        "potrdite svoj račun",
        "nabiralnik je poln",
        "(?:paket|pošiljk)\\p{L}*[^.\\n]{0,30}(?:carin|pristojbin|strošk)\\p{L}*",
        "prijavite se, da (?:ohranite|obdržite)",
      ),
    ),
    deadline: unmarked(
      alt(`v (?:roku |naslednjih )?${N24} (?:urah|ur|minutah|minut)`, "zadnj\\p{L}* (?:opomin|opozoril)\\p{L}*"),
    ),
    urgent: unmarked(alt("še danes", "takoj", "nemudoma")),
  },
  lt: {
    pay: unmarked("sumok\\p{L}*|apmok\\p{L}*|mokėjim\\p{L}*"),
    fee: unmarked("mokest\\p{L}*|rinkliav\\p{L}*|komisin\\p{L}*"),
    owed: unmarked("grąžinim\\p{L}*|išmok\\p{L}*|laimėjim\\p{L}*|priz\\p{L}*|kompensacij\\p{L}*"),
    neg: unmarked(alt("ne", "niekada", "niekam", "niekuomet", "nebuvo", "nėra")),
    ask: unmarked(
      alt(
        "atsiųskite",
        "atsiųsk",
        "nusiųskite",
        "išsiųskite",
        "persiųskite",
        "pasakykite",
        "nurodykite",
        "pateikite",
        "atsakykite su",
      ),
    ),
    secret: unmarked(
      alt(
        "slaptažod\\p{L}*",
        "patvirtinimo kod\\p{L}*",
        "vienkartin\\p{L}* kod\\p{L}*",
        "saugos kod\\p{L}*",
        "sms kod\\p{L}*",
        "pin(?: kod\\p{L}*)?",
        "otp",
        "kortelės numer\\p{L}*",
        "cvv",
        "prisijungimo duomen\\p{L}*",
      ),
    ),
    bankNew: unmarked(
      alt(
        "nauj(?:as|a|ą|o|ai|os|ame|oje|uosius|ąją|ąjį|asis|oji|ojo|ajai|ajam)(?!\\p{L})",
        "pasikeit\\p{L}*",
        "pakeist\\p{L}*",
        "atnaujint\\p{L}*",
      ),
    ),
    bankNoun: unmarked(
      alt(
        "banko sąskait\\p{L}*",
        "sąskaitos numer\\p{L}*",
        "iban",
        "banko rekvizit\\p{L}*",
        "mokėjimo rekvizit\\p{L}*",
      ),
    ),
    gift: unmarked("(?:nupirkite|pirkite|nupirk|įsigykite) (?:\\p{L}+ )?dovan\\p{L}* kortel\\p{L}*"),
    crypto: unmarked("(?:bitkoinais|kriptovaliuta|usdt)"),
    wire: unmarked("skub\\p{L}* (?:pavedim|mokėjim)\\p{L}*"),
    lure: unmarked(
      alt(
        "(?:jūsų|tavo) (?:paskyra|pašto dėžutė) (?:bus |buvo |yra )?(?:užblokuot|sustabdyt|išjungt|uždaryt)\\p{L}*",
        "patvirtinkite (?:savo )?paskyr\\p{L}*",
        "pašto dėžutė (?:yra )?(?:pilna|perpildyta)",
        "(?:siunt|paket)\\p{L}*[^.\\n]{0,30}(?:muit|mokest)\\p{L}*",
        "prisijunkite, kad (?:išsaugotumėte|išlaikytumėte)",
      ),
    ),
    deadline: unmarked(
      alt(`per ${N24} (?:val\\.|valand\\p{L}*|minut\\p{L}*)`, "paskutin\\p{L}* (?:priminim|įspėjim)\\p{L}*"),
    ),
    urgent: unmarked(alt("dar šiandien", "nedelsiant", "skubiai")),
  },
  lv: {
    pay: unmarked("samaksā\\p{L}*|apmaksā\\p{L}*|maksājum\\p{L}*"),
    fee: unmarked("maksa|maksu|maksas|nodev\\p{L}*|komisij\\p{L}*"),
    owed: unmarked("atmaks\\p{L}*|izmaks\\p{L}*|laimest\\p{L}*|balv\\p{L}*|kompensācij\\p{L}*"),
    neg: unmarked(alt("ne", "nekad", "nevienam", "nav")),
    ask: unmarked(
      alt(
        "nosūtiet",
        "nosūti",
        "atsūtiet",
        "atsūti",
        "pastāstiet",
        "norādiet",
        "paziņojiet",
        "atbildiet ar",
        "pārsūtiet",
      ),
    ),
    secret: unmarked(
      alt(
        "parol\\p{L}*",
        "(?:verifikācijas|apstiprinājuma|drošības|sms) kod\\p{L}*",
        "vienreizēj\\p{L}* kod\\p{L}*",
        "pin(?: kod\\p{L}*)?",
        "otp",
        "kartes numur\\p{L}*",
        "cvv",
        "pieteikšanās dat\\p{L}*",
      ),
    ),
    bankNew: unmarked(
      alt("jaun(?:s|a|ā|o|ais|ajā|ajam|ie|ās|os|u)(?!\\p{L})", "mainīj\\p{L}*", "mainīt\\p{L}*", "atjaunināt\\p{L}*"),
    ),
    bankNoun: unmarked(
      alt("bankas kont\\p{L}*", "kont\\p{L}* numur\\p{L}*", "iban", "bankas rekvizīt\\p{L}*", "norēķinu kont\\p{L}*"),
    ),
    gift: unmarked("(?:nopērciet|pērciet|nopērc|iegādājieties) (?:\\p{L}+ )?dāvan\\p{L}* kart\\p{L}*"),
    crypto: unmarked("(?:bitkoinos|kriptovalūtā|usdt)"),
    wire: unmarked("(?:steidzam|tūlītēj)\\p{L}* (?:pārskaitījum|maksājum)\\p{L}*"),
    lure: unmarked(
      alt(
        "(?:jūsu|tavs|tava) (?:konts|pastkastīte) (?:tiks |ir |tika )?(?:bloķēt|apturēt|slēgt|deaktivizēt)\\p{L}*",
        "apstipriniet (?:savu )?kontu",
        "pastkastīte ir pilna",
        "(?:sūtījum|pak)\\p{L}*[^.\\n]{0,30}(?:muit|maks)\\p{L}*",
        "piesakieties, lai saglabātu",
      ),
    ),
    deadline: unmarked(alt(`${N24} (?:stundu|minūšu) laikā`, "pēdēj\\p{L}* (?:atgādinājum|brīdinājum)\\p{L}*")),
    urgent: unmarked(alt("vēl šodien", "nekavējoties", "steidzami")),
  },
  et: {
    pay: unmarked("maksa\\p{L}*|tasuge|tasuda"),
    fee: unmarked("tasu|teenustasu\\p{L}*|komisjonitasu\\p{L}*|lõiv\\p{L}*"),
    owed: unmarked("tagasimakse\\p{L}*|hüvitis\\p{L}*|väljamakse\\p{L}*|võit\\p{L}*|auhin\\p{L}*"),
    neg: unmarked(alt("ära", "ärge", "ei", "pole", "mitte", "kellelegi")),
    ask: unmarked(
      alt("saatke", `saada${E}`, "öelge (?:meile|mulle)", "teatage", "edastage (?:meile|mulle)", "vastake"),
    ),
    secret: unmarked(
      alt(
        "parool\\p{L}*",
        "kinnituskood\\p{L}*",
        "turvakood\\p{L}*",
        "ühekordse? kood\\p{L}*",
        "sms-kood\\p{L}*",
        "pin(?:-kood\\p{L}*|1|2)?",
        "otp",
        "kaardi ?numb\\p{L}*",
        "cvv",
        "sisselogimisandm\\p{L}*",
        "paroolikaar\\p{L}*",
      ),
    ),
    bankNew: unmarked(
      alt("uu(?:s|e|t|el|ele|de|ed|esse)(?!\\p{L})", "muutu\\p{L}*", "muudetud", "muutnud", "uuendatud"),
    ),
    bankNoun: unmarked(
      alt(
        "pangakont\\p{L}*",
        "kontonumb\\p{L}*",
        "arveldusarve\\p{L}*",
        "iban",
        "pangaandm\\p{L}*",
        "pangarekvisiid\\p{L}*",
      ),
    ),
    gift: unmarked("(?:ostke|osta) (?:\\p{L}+ )?kinkekaar\\p{L}*"),
    crypto: unmarked("(?:bitcoinides|krüptovaluutas|usdt-s)"),
    wire: unmarked("(?:kiir|kiireloomuli)\\p{L}* (?:ülekan|makse)\\p{L}*"),
    lure: unmarked(
      alt(
        "(?:teie|sinu) konto (?:on )?(?:suletud|peatatud|blokeeritud|lukustatud)",
        "(?:teie|sinu) konto (?:suletakse|peatatakse|blokeeritakse|lukustatakse)",
        "kinnitage oma konto",
        "postkast on täis",
        "(?:pak|saadetis)\\p{L}*[^.\\n]{0,30}(?:toll|tasu)\\p{L}*",
        "logige sisse, et säilita\\p{L}*",
      ),
    ),
    deadline: unmarked(alt(`${N24} (?:tunni|minuti) jooksul`, "viimane (?:meeldetuletus|hoiatus)")),
    urgent: unmarked(alt("veel täna", "viivitamata")),
  },
  ca: {
    pay: "pag\\p{L}*|abon\\p{L}*",
    fee: "tax\\p{L}*|tarifa|comissió|càrrec",
    owed: "reemborsament\\p{L}*|devolució|premi|indemnització",
    neg: alt("no", "mai", "ningú", "cap"),
    ask: alt(
      "envieu-(?:nos|me)",
      "envieu",
      "envia['’]ns",
      "envia-me",
      "faciliteu-(?:nos|me)",
      "indiqueu-(?:nos|me)",
      "digueu-(?:nos|me)",
      "comuniqueu-(?:nos|me)",
      "responeu amb",
    ),
    secret: alt(
      "contrasenya",
      "codi (?:de verificació|de seguretat|de confirmació|d['’]un sol ús|sms|otp|pin)",
      "codi rebut per sms",
      "pin",
      "número de (?:la )?targeta",
      "cvv",
      "credencials",
      "dades d['’]accés",
    ),
    bankNew: alt(
      "nou(?!\\p{L})",
      "nova(?!\\p{L})",
      "nous(?!\\p{L})",
      "noves(?!\\p{L})",
      "canviat\\p{L}*",
      "(?<!sense )canvi\\p{L}*",
      "actualitzat\\p{L}*",
      "modificat\\p{L}*",
    ),
    bankNoun: alt("compte bancari", "compte corrent", "número de compte", "iban", "dades bancàries"),
    gift: "(?:compreu|compra|comprar) (?:\\p{L}+ )?targetes? (?:de )?regal",
    crypto: "en (?:bitcoin|criptomonedes|usdt)",
    wire: "(?:transferència|pagament) urgent",
    lure: alt(
      "el (?:vostre|teu) compte (?:serà|ha estat|està) (?:suspès|bloquejat|desactivat|tancat)",
      "verifiqueu el vostre compte",
      "la (?:vostra )?bústia (?:està )?plena",
      "(?:paquet|enviament)\\p{L}*[^.\\n]{0,30}(?:taxa|duana|despeses)\\p{L}*",
      "inicieu la sessió per (?:mantenir|conservar)",
    ),
    deadline: alt(`(?:en|dins de les) ${N24} (?:hores|minuts)`, "(?:últim|darrer) avís", "avís final"),
    urgent: alt("avui mateix", "sense demora", "immediatament"),
  },
  hy: {
    pay: "վճարեք|վճարիր|վճարել|վճարում\\p{L}*",
    fee: "միջնորդավճար\\p{L}*|տուրք\\p{L}*|վճար(?:ը|ն)?(?!\\p{L})",
    owed: "վերադարձ\\p{L}*|փոխհատուցում\\p{L}*|շահում\\p{L}*|մրցանակ\\p{L}*",
    neg: alt("մի", "երբեք", "ոչ ոքի", "ոչ մեկին", "չի", "չեն"),
    ask: alt("ուղարկեք", "ուղարկիր", "ուղարկել", "հայտնեք (?:մեզ|ինձ)", "ասեք (?:մեզ|ինձ)", "տրամադրեք", "պատասխանեք"),
    secret: alt(
      "գաղտնաբառ\\p{L}*",
      "(?:հաստատման|ստուգման|միանգամյա|անվտանգության) կոդ\\p{L}*",
      "sms կոդ\\p{L}*",
      "pin(?: կոդ\\p{L}*)?",
      "փին կոդ\\p{L}*",
      "otp",
      "քարտի համար\\p{L}*",
      "cvv",
      "մուտքի տվյալներ\\p{L}*",
    ),
    bankNew: alt("նոր(?!\\p{L})", "փոխվել\\p{L}*", "փոխված\\p{L}*", "թարմացված\\p{L}*"),
    bankNoun: alt(
      "բանկային հաշ(?:իվ|վ)\\p{L}*",
      "հաշվեհամար\\p{L}*",
      "iban",
      "բանկային (?:տվյալներ|վավերապայմաններ)\\p{L}*",
    ),
    gift: alt(
      "նվեր(?:ային)? քարտ\\p{L}* (?:գնեք|գնիր|ձեռք բերեք)",
      "(?:գնեք|գնիր) (?:\\p{L}+ )?նվեր(?:ային)? քարտ\\p{L}*",
    ),
    crypto: "(?:բիթքոյն|կրիպտոարժույթ|usdt)\\p{L}*ով",
    wire: "(?:շտապ|անհապաղ) (?:փոխանցում|վճարում)\\p{L}*",
    lure: alt(
      "ձեր (?:հաշիվը|էլփոստը|փոստարկղը) (?:կարգելափակվի|կկասեցվի|արգելափակվել է|կասեցվել է|կփակվի)",
      "հաստատեք ձեր հաշիվը",
      "(?:ձեր )?փոստարկղը լցված է",
      "(?:ծանրոց|առաքում)\\p{L}*[^.\\n]{0,30}(?:մաքս|վճար)\\p{L}*",
    ),
    deadline: alt(`${N24} (?:ժամվա|րոպեի) ընթացքում`, "վերջին (?:հիշեցում|զգուշացում)"),
    urgent: alt("անհապաղ", "այսօր իսկ"),
  },
  az: {
    pay: azerbaijani("ödə\\p{L}*"),
    fee: azerbaijani("haqq\\p{L}*|komissiya\\p{L}*|rüsum\\p{L}*"),
    owed: azerbaijani("geri qaytarılma\\p{L}*|qaytarış\\p{L}*|kompensasiya\\p{L}*|uduş\\p{L}*|mükafat\\p{L}*"),
    neg: azerbaijani(alt("heç vaxt", "heç kimə", "heç kimlə")),
    ask: azerbaijani(alt("göndərin", `göndər${E}`, "ötürün", "paylaşın", "bildirin", "deyin", "yazın", "cavablayın")),
    secret: azerbaijani(
      alt(
        "şifrə\\p{L}*",
        "parol\\p{L}*",
        "(?:təsdiq|doğrulama|təhlükəsizlik) kodu\\p{L}*",
        "birdəfəlik kod\\p{L}*",
        "sms kodu\\p{L}*",
        "pin(?: kodu\\p{L}*)?",
        "otp",
        "kart nömrə\\p{L}*",
        "cvv",
        "giriş məlumatları\\p{L}*",
      ),
    ),
    bankNew: azerbaijani(alt("yeni", "dəyişdi\\p{L}*", "dəyişən", "yenilən\\p{L}*")),
    bankNoun: azerbaijani(
      alt("bank hesab\\p{L}*", "hesab nömrə\\p{L}*", "iban\\p{L}*", "bank rekvizit\\p{L}*", "bank məlumat\\p{L}*"),
    ),
    gift: azerbaijani("hədiyyə kart\\p{L}* (?:alın|satın al\\p{L}*)"),
    crypto: azerbaijani("(?:bitkoin|kripto\\p{L}*|usdt) ilə"),
    wire: azerbaijani("təcili (?:köçürmə|ödəniş|pul köçürməsi)"),
    lure: azerbaijani(
      alt(
        "hesabınız (?:bloklan|dondurul|bağlan|dayandırıl)\\p{L}*",
        "hesabınızı təsdiqləyin",
        "poçt qutunuz dol\\p{L}*",
      ),
    ),
    deadline: azerbaijani(alt(`${N24} (?:saat|dəqiqə) ərzində`, "son xəbərdarlıq", "son bildiriş")),
    urgent: azerbaijani(alt("bu gün ərzində", "dərhal", "təcili")),
  },
  kk: {
    pay: "төле\\p{L}*",
    fee: "комиссия\\p{L}*|алым\\p{L}*|ақы\\p{L}*",
    owed: "қайтару\\p{L}*|өтемақы\\p{L}*|ұтыс\\p{L}*|жүлде\\p{L}*",
    neg: alt("ешқашан", "ешкімге", "ешкіммен"),
    negAfter: alt("жоқ", "емес"),
    ask: alt("жіберіңіз", `жібер${E}`, "айтыңыз", "хабарлаңыз", "жазыңыз", "беріңіз", "жауап беріңіз"),
    secret: alt(
      "құпиясөз\\p{L}*",
      "құпия сөз\\p{L}*",
      "пароль\\p{L}*",
      "(?:растау|тексеру|бір реттік) код\\p{L}*",
      "(?:sms|смс)[- ]код\\p{L}*",
      "pin(?:[- ]код\\p{L}*)?",
      "пин[- ]код\\p{L}*",
      "otp",
      "карта нөмір\\p{L}*",
      "cvv",
      "кіру деректер\\p{L}*",
    ),
    bankNew: alt("жаңа", "өзгерді", "өзгертілді", "өзгерген", "жаңартылды", "жаңартылған"),
    bankNoun: alt("банк шот\\p{L}*", "шот нөмір\\p{L}*", "iban", "банк деректемелер\\p{L}*", "деректемелер\\p{L}*"),
    gift: "сыйлық карта\\p{L}* (?:сатып алыңыз|алыңыз)",
    crypto: "(?:биткоин|криптовалюта|usdt)\\p{L}* (?:арқылы|түрінде) төле\\p{L}*",
    wire: "(?:шұғыл|жедел) (?:аударым|төлем)\\p{L}*",
    lure: alt(
      "(?:аккаунтыңыз|шотыңыз|есептік жазбаңыз) (?:бұғатта|тоқтатыл|жабыл)\\p{L}*",
      "(?:аккаунтыңызды|есептік жазбаңызды) растаңыз",
      "пошта жәшігіңіз толы",
    ),
    deadline: alt(`${N24} (?:сағат|минут) ішінде`, "соңғы ескерту"),
    urgent: alt("дереу", "бүгін ішінде", "шұғыл түрде"),
  },
  uz: {
    pay: uzbek("toʻla\\p{L}*"),
    fee: uzbek("toʻlov\\p{L}*|komissiya\\p{L}*|yigʻim\\p{L}*"),
    owed: uzbek("qaytarish\\p{L}*|qaytarilgan\\p{L}*|kompensatsiya\\p{L}*|yutuq\\p{L}*|mukofot\\p{L}*"),
    neg: alt("hech qachon", "hech kimga", "hech kim bilan"),
    negAfter: uzbek(alt("emas", "yoʻq")),
    ask: alt("yuboring", `yubor${E}`, "ayting", "bildiring", "yozing", "bering", "javob bering"),
    secret: uzbek(
      alt(
        "parol\\p{L}*",
        "maxfiy soʻz\\p{L}*",
        "(?:tasdiqlash|tekshirish|bir martalik) kod\\p{L}*",
        "sms[- ]kod\\p{L}*",
        "pin(?:[- ]kod\\p{L}*)?",
        "otp",
        "karta raqam\\p{L}*",
        "cvv",
        "kirish maʼlumot\\p{L}*",
      ),
    ),
    bankNew: uzbek(alt("yangi", "oʻzgardi", "oʻzgartirildi", "oʻzgargan", "yangilangan", "yangilandi")),
    bankNoun: alt("bank hisob\\p{L}*", "hisob raqam\\p{L}*", "iban", "bank rekvizit\\p{L}*", "rekvizit\\p{L}*"),
    gift: uzbek("sovgʻa karta\\p{L}* (?:sotib oling|oling)"),
    crypto: uzbek("(?:bitkoin|kriptovalyuta|usdt)\\p{L}* (?:orqali|bilan) toʻla\\p{L}*"),
    wire: uzbek("(?:shoshilinch|zudlik bilan) (?:oʻtkazma|toʻlov|pul oʻtkazish)\\p{L}*"),
    lure: uzbek(
      alt(
        "(?:hisobingiz|akkauntingiz) (?:bloklan|toʻxtatil|yopil)\\p{L}*",
        "(?:hisobingizni|akkauntingizni) tasdiqlang",
        "pochta qutingiz toʻl\\p{L}*",
      ),
    ),
    deadline: alt(`${N24} (?:soat|daqiqa) ichida`, "oxirgi ogohlantirish"),
    urgent: alt("zudlik bilan", "darhol", "bugunoq"),
  },
  mn: {
    pay: "төл\\p{L}*",
    fee: "шимтгэл\\p{L}*|хураамж\\p{L}*|төлбөр\\p{L}*",
    owed: "буцаалт\\p{L}*|буцаан олголт\\p{L}*|нөхөн олговор\\p{L}*|шагнал\\p{L}*|хожил\\p{L}*",
    neg: alt("бүү", "битгий", "хэзээ ч", "хэнд ч"),
    negAfter: alt("үгүй", "болохгүй", "хэрэггүй"),
    ask: alt(
      "илгээнэ үү",
      "илгээгээрэй",
      `илгээ${E}`,
      "хэлнэ үү",
      "хэлээрэй",
      "мэдэгднэ үү",
      "бичнэ үү",
      "өгнө үү",
      "хариулна уу",
    ),
    secret: alt(
      "нууц үг\\p{L}*",
      "(?:баталгаажуулах|нэг удаагийн|аюулгүй байдлын) код\\p{L}*",
      "(?:sms|мессежийн) код\\p{L}*",
      "pin(?:[- ]код\\p{L}*)?",
      "пин код\\p{L}*",
      "otp",
      "картын дугаар\\p{L}*",
      "cvv",
      "нэвтрэх мэдээлэл\\p{L}*",
    ),
    bankNew: alt("шинэ", "өөрчлөгдсөн", "өөрчлөгдлөө", "өөрчилсөн", "шинэчлэгдсэн"),
    bankNoun: alt("банкны данс\\p{L}*", "дансны дугаар\\p{L}*", "iban", "банкны мэдээлэл\\p{L}*"),
    gift: "бэлгийн карт\\p{L}* (?:худалдаж ав|ав)\\p{L}*",
    crypto: "(?:биткойн|криптовалют|usdt)\\p{L}* төл\\p{L}*",
    wire: "(?:яаралтай|нэн даруй) (?:шилжүүлэг|төлбөр|мөнгө шилжүүл)\\p{L}*",
    lure: alt(
      "таны (?:данс|бүртгэл|имэйл) (?:хаагдах|түдгэлзүүлэгдэх|блоклогдох|хаагдсан|түдгэлзүүлэгдсэн)",
      "(?:данс|бүртгэл)аа баталгаажуулна уу",
      "шуудангийн хайрцаг дүүрсэн",
    ),
    deadline: alt(`${N24} (?:цагийн|минутын) дотор`, "сүүлчийн (?:сануулга|анхааруулга)"),
    urgent: alt("нэн даруй", "яаралтай", "өнөөдөртөө"),
  },
};

/** Scripts whose negation attaches to the next word ("កុំផ្ញើ", "မပို့"): negation guards count characters there. */
const CHAR_GUARD: ReadonlySet<Lang> = new Set<Lang>([...DENSE, "km", "my"]);

/** A request verb not just after one of the row's negations ("do not send", "никому не сообщайте"): up to two
 * words between in scripts with spaces, eight characters in scripts without. */
function asking(lang: Lang, row: PayRow): string | undefined {
  if (!row.ask) return undefined;
  const verb = wordStart(lang, row.ask);
  if (!row.neg) return verb;
  // The verb first, then the negation looked for behind it: a scan fails fast where no verb is.
  const guard = CHAR_GUARD.has(lang)
    ? `(?<!${row.neg}[^.!?。！？\\n]{0,8}${verb})`
    : `(?<!(?<![\\p{L}\\p{N}])${row.neg}(?:[\\s,]+[^\\s,.!?;]+){0,2}[\\s,']*${verb})`;
  return `${verb}${guard}`;
}

/** The row's secrets as whole words ("pin" is not the start of "pinned", nor "otp" inside a Latin word in a Thai
 * row): letter guards on both sides in spaced scripts, Latin-letter guards in the others. */
function secretWord(lang: Lang, row: PayRow): string | undefined {
  if (!row.secret) return undefined;
  return UNSPACED.has(lang)
    ? `(?<![a-z0-9])${row.secret}(?![a-z0-9])`
    : `(?<![\\p{L}\\p{N}])${row.secret}(?![\\p{L}\\p{N}])`;
}

const concept = (build: (row: PayRow, lang: Lang) => Array<string | undefined>): PhraseTable =>
  conceptTable(ROWS, build);

/** A request to send, tell or reply with a password, code, PIN, card number or login (→ REQUEST_SECRET,
 * REQUEST_NEVER_ASKED). */
export const PAY_SECRET_REQUEST: PhraseTable = concept((row, lang) => {
  const verb = asking(lang, row);
  const secret = secretWord(lang, row);
  return [verb && secret ? either(verb, secret, gap(lang, 50)) : undefined];
});

/** The secrets themselves, named (→ CRED_MENTION: a soft cue, code notices name them too). */
export const PAY_SECRET_MENTION: PhraseTable = concept((row, lang) => [secretWord(lang, row)]);

/** "New" or "changed" not just after one of the row's negations ("have not changed", "không thay đổi"): a notice
 * that the details are unchanged is the opposite of a change. Up to one word between in scripts with spaces. The
 * word comes first and the negation is looked for behind it, so a scan fails fast where the word is not. */
function changed(lang: Lang, row: PayRow): string | undefined {
  if (!row.bankNew) return undefined;
  const word = wordStart(lang, row.bankNew);
  if (!row.neg) return word;
  const before = CHAR_GUARD.has(lang)
    ? `(?<!${row.neg}[^.!?。！？\\n]{0,8}${word})`
    : `(?<!(?<![\\p{L}\\p{N}])${row.neg}(?:[\\s,]+[^\\s,.!?;]+){0,1}[\\s,']*${word})`;
  const after = row.negAfter ? `(?!\\S{0,8}?\\s?(?:${row.negAfter})(?![\\p{L}\\p{N}]))` : "";
  return `${word}${before}${after}`;
}

/** Paying into a new or changed bank account (→ BANK_CHANGE, CRED_PAY_STRONG). */
export const PAY_BANK_CHANGE: PhraseTable = concept((row, lang) => {
  const change = changed(lang, row);
  return [change && row.bankNoun ? either(change, wordStart(lang, row.bankNoun), gap(lang, 30)) : undefined];
});

/** Gift cards bought and their codes sent, one row per language: the gift-card scam asks to buy gift cards, vouchers
 * or prepaid cards ("kaufen Sie 10 Geschenkgutscheine"), then to send, scratch or photograph their codes ("schicken
 * Sie mir die Codes", "scratch the back and send me photos"), and sometimes frames it as a surprise for the staff. A
 * shop's own "we offer gift vouchers" names no request, and "your voucher code is ABC123" names one code, given, not
 * asked for. Entries: (1) buying the cards near the codes or their sending; (2) sending, scratching or photographing
 * the codes (plural, or the cards' codes); (3) the cards near "it's a surprise" / "I want to surprise the staff". The
 * verbs carry the row's negation guard ("never buy gift cards at anyone's request" is advice). */
interface GiftRow {
  /** Request forms of buy, purchase, get, pick up. */
  buy: string;
  /** Gift cards, gift vouchers, prepaid cards, store cards, the brands scams name (Apple, iTunes, Google Play,
   * Amazon, Steam). */
  card: string;
  /** Request forms of send, text, e-mail, forward, scratch, photograph. */
  send: string;
  /** The codes (plural), the cards' codes, the numbers on the back, photos of the cards or the back. */
  codes: string;
  /** "It's a surprise", "keep it a surprise", "I want to surprise the staff". */
  surprise: string;
}

const BRANDS = "(?:apple|itunes|google play|amazon|steam|razer gold|paysafe(?:card)?|ebay|sephora|vanilla)";

const GIFT: Partial<Record<Lang, GiftRow>> = {
  en: {
    buy: "(?:buy|purchase|get|pick up|grab|order)(?![\\p{L}])",
    card: `(?:gift ?cards?|gift vouchers?|e-?gift cards?|prepaid (?:cards?|vouchers?)|store cards?|${BRANDS} (?:gift )?cards?|vouchers)`,
    send: "(?:send|text|email me|e-mail me|forward|scratch|photograph|snap|take (?:a )?(?:photo|picture)s?(?: of)?)(?![\\p{L}])",
    codes:
      "(?:(?:the|all the|those|their|all) )?(?:codes|card numbers|pins|claim codes|redemption codes|numbers on the back|(?:photos?|pictures?|images?) of (?:the )?(?:cards?|back|receipts?)|back of (?:the|each) cards?)",
    surprise:
      "(?:it'?s|it is|this is|keep (?:it|this)) (?:a|as a) surprise|(?:i|we) (?:want|would like|'d like) to surprise (?:the|our|my) (?:staff|team|employees|colleagues)",
  },
  de: {
    buy: "(?:kaufen sie|kauf|kaufe|kaufen|besorgen sie|besorge|besorg|besorgen|holen sie|hol|erwerben sie|erwerben)(?![\\p{L}])",
    card: `(?:geschenk|guthaben|prepaid|wert|einkaufs)?(?:gutschein|geschenk|guthaben|prepaid|itunes|google-play|amazon|apple|steam|paysafe)\\p{L}*(?:karten?|gutscheine?|cards?)|gift ?cards?|${BRANDS}-?(?:karten?|gutscheine?)`,
    send: "(?:schicken sie|schick|schicke|schicken|senden sie|sende|senden|mailen sie|maile|mailen|rubbeln sie|rubbel|rubbeln|fotografieren sie|fotografiere|fotografieren|machen sie (?:ein |)fotos?|übermitteln sie|übermitteln)(?![\\p{L}])",
    codes:
      "(?:die |alle |den |deren )?(?:codes|gutscheincodes|kartencodes|kartennummern|pins|nummern auf der rückseite|fotos? der (?:karten|rückseite)|rückseiten?)",
    surprise:
      "(?:es|das) (?:ist|soll|bleibt) (?:\\p{L}+ )?(?:eine )?überraschung|(?:ich|wir) (?:möchte|möchten|will|wollen) (?:die|das|unsere|meine) (?:mitarbeiter\\p{L}*|team|kolleg\\p{L}*|belegschaft) überraschen",
  },
  fr: {
    buy: "(?:achetez|achète|acheter|procurez-vous|procure-toi|prenez|prends)(?![\\p{L}])",
    card: `(?:cartes?[- ]cadeaux?|bons? (?:d'achat|cadeaux?)|cartes? prépayées?|coupons? (?:pcs|recharge)|tickets? (?:pcs|neosurf)|gift ?cards?|cartes? ${BRANDS})`,
    send: "(?:envoyez|envoie|envoyer|transmettez|transmets|grattez|gratte|photographiez|photographie|prenez en photo|prends en photo)(?:-moi|-les|-nous)*(?![\\p{L}])",
    codes: "(?:les |tous les )?(?:codes|numéros (?:des cartes|au dos)|photos? (?:des cartes|du dos)|dos des cartes)",
    surprise:
      "(?:c'est|ce sera|ça doit rester) une surprise|(?:je veux|je voudrais|nous voulons) (?:faire une surprise|surprendre) (?:à )?(?:l'équipe|le personnel|les employés|les collègues)",
  },
  es: {
    buy: "(?:compre|compra|comprar|cómprame|consiga|consigue|adquiera|adquiere)(?:me|nos)?(?![\\p{L}])",
    card: `(?:tarjetas? (?:de )?regalo|tarjetas? prepag(?:o|adas?)|vales? (?:de regalo|de compra)|gift ?cards?|tarjetas? ${BRANDS})`,
    send: "(?:envíe|envía|enviar|mande|manda|mándeme|mándame|raspe|raspa|fotografíe|fotografía|tome fotos?|saca fotos?)(?:me|nos|los|las)*(?![\\p{L}])",
    codes:
      "(?:los |todos los )?(?:códigos|números de (?:las )?tarjetas|fotos? (?:de las tarjetas|del reverso)|reverso de las tarjetas)",
    surprise:
      "(?:es|será) una sorpresa|(?:quiero|queremos|quisiera) sorprender a(?:l)? (?:personal|equipo|empleados|compañeros)",
  },
  it: {
    buy: "(?:compra|compri|comprare|acquista|acquisti|acquistare|prendi|prenda)(?:mi|ne)?(?![\\p{L}])",
    card: `(?:carte? regalo|buoni? (?:regalo|acquisto)|gift ?cards?|carte? prepagat[ae]|ricariche|carte? ${BRANDS})`,
    send: "(?:invia|invii|inviare|manda|mandi|gratta|gratti|fotografa|fotografi|fai (?:una )?foto|faccia (?:una )?foto)(?:mi|ci|li|le|meli)*(?![\\p{L}])",
    codes:
      "(?:i |tutti i )?(?:codici|numeri (?:delle carte|sul retro)|foto (?:delle carte|del retro)|retro delle carte)",
    surprise:
      "(?:è|sarà) una sorpresa|(?:voglio|vorrei|vogliamo) fare una sorpresa (?:al personale|allo staff|ai dipendenti|ai colleghi)",
  },
  pt: {
    buy: "(?:compre|compra|comprar|adquira|arranje|arranja)(?:-me)?(?![\\p{L}])",
    card: `(?:cartões? (?:de )?(?:presente|oferta)|vales?[- ](?:presente|oferta|compras)|cartões? pré-pagos?|gift ?cards?|cartões? ${BRANDS})`,
    send: "(?:envie|envia|enviar|mande|manda|raspe|raspa|fotografe|fotografa|tire fotos?)(?:-me|-nos|-os)*(?![\\p{L}])",
    codes: "(?:os |todos os )?(?:códigos|números dos cartões|fotos? (?:dos cartões|do verso)|verso dos cartões)",
    surprise:
      "(?:é|será) uma surpresa|(?:quero|queria|queremos) surpreender (?:a equipa|a equipe|o pessoal|os funcionários|os colegas)",
  },
  nl: {
    buy: "(?:koop|kopen|haal|halen|bestel|bestellen|schaf)(?![\\p{L}])",
    card: `(?:cadeau|kado|tegoed|prepaid|waarde|itunes|google-play|apple|steam|amazon)(?:kaarten|kaart|bonnen|bon|cards?)|gift ?cards?|${BRANDS}-?(?:kaarten|kaart)`,
    send: "(?:stuur|sturen|mail|mailen|app|appen|kras|krassen|fotografeer|fotograferen|maak (?:een )?foto'?s?)(?![\\p{L}])",
    codes:
      "(?:de |alle )?(?:codes|kaartnummers|pincodes|foto'?s van (?:de kaarten|de achterkant)|achterkant van de kaarten)",
    surprise:
      "(?:het is|het moet) een verrassing|(?:ik|wij|we) (?:wil|willen) (?:het|de|ons) (?:team|personeel|medewerkers|collega'?s) verrassen",
  },
  pl: {
    buy: unmarked("(?:kup|kupcie|proszę kupić|kupić|zakup|zakupcie|proszę zakupić)(?![\\p{L}])"),
    card: unmarked(
      `(?:kart\\p{L}* podarunkow\\p{L}*|bon\\p{L}* podarunkow\\p{L}*|voucher\\p{L}*|kart\\p{L}* przedpłaconych|doładowa\\p{L}*|gift ?cards?|kart\\p{L}* ${BRANDS})`,
    ),
    send: unmarked(
      "(?:wyślij|wyślijcie|proszę wysłać|prześlij|proszę przesłać|zdrap|zdrapcie|sfotografuj|zrób zdjęcie|zróbcie zdjęcia)(?: mi| nam)?(?![\\p{L}])",
    ),
    codes: unmarked("(?:wszystkie )?(?:kody|numery kart|zdjęcia (?:kart|tyłu)|tył kart)"),
    surprise: unmarked(
      "(?:to ma być|to jest|to będzie) niespodzianka|(?:chcę|chciałbym|chciałabym|chcemy) zrobić niespodziankę (?:pracownikom|zespołowi|kolegom)",
    ),
  },
  sv: {
    buy: "(?:köp|köpa|skaffa|handla)(?![\\p{L}])",
    card: `(?:presentkort|värdekort|kontantkort|gift ?cards?|${BRANDS}-?kort|presentcheckar)`,
    send: "(?:skicka|mejla|maila|sms:a|skrapa|fotografera|ta (?:en )?bilder?|ta foto)(?![\\p{L}])",
    codes: "(?:alla )?(?:koderna|koder|kortnumren|bilder på (?:korten|baksidan)|baksidan av korten)",
    surprise:
      "(?:det är|det ska vara) en överraskning|(?:jag|vi) vill överraska (?:personalen|teamet|de anställda|kollegorna)",
  },
  ru: {
    buy: "(?:купите|купи|приобретите|приобрети|закажите)(?![\\p{L}])",
    card: `(?:подарочн\\p{L}* (?:карт|сертификат)\\p{L}*|предоплаченн\\p{L}* карт\\p{L}*|ваучер\\p{L}*|гифт-?карт\\p{L}*|gift ?cards?|карт\\p{L}* ${BRANDS})`,
    send: "(?:пришлите|пришли|отправьте|отправь|перешлите|сотрите|сотри|сфотографируйте|сфотографируй|сделайте фото|скиньте|скинь)(?![\\p{L}])",
    codes: "(?:все )?(?:коды|номера карт|фото (?:карт|обратной стороны)|обратн\\p{L}* сторон\\p{L}* карт)",
    surprise:
      "(?:это|пусть это будет) сюрприз|(?:хочу|хотим|хотел бы) (?:сделать сюрприз|порадовать) (?:сотрудникам|сотрудников|коллегам|коллег|команде|команду)",
  },
  uk: {
    buy: "(?:купіть|купи|придбайте|придбай|замовте)(?![\\p{L}])",
    card: `(?:подарунков\\p{L}* (?:карт|сертифікат)\\p{L}*|передплачен\\p{L}* карт\\p{L}*|ваучер\\p{L}*|gift ?cards?|карт\\p{L}* ${BRANDS})`,
    send: "(?:надішліть|надішли|пришліть|пришли|перешліть|зітріть|зітри|сфотографуйте|сфотографуй|скиньте|скинь)(?![\\p{L}])",
    codes: "(?:усі |всі )?(?:коди|номери карток|фото (?:карток|зворотного боку)|зворотн\\p{L}* бік карток)",
    surprise:
      "(?:це|хай це буде|нехай це буде) сюрприз|(?:хочу|хочемо) (?:зробити сюрприз|порадувати) (?:працівникам|працівників|колегам|колег|команді|команду)",
  },
  zh: {
    buy: "(?:购买|購買|买|買|帮我买|幫我買|去买|去買)",
    card: `(?:礼品卡|禮品卡|购物卡|購物卡|充值卡|储值卡|儲值卡|礼券|禮券|代金券|预付卡|預付卡|${BRANDS}卡)`,
    send: "(?:发给我|發給我|发我|發我|拍照|拍下|刮开|刮開|发送|發送)",
    codes: "(?:卡号|卡號|卡密|密码|密碼|兑换码|兌換碼|充值码|充值碼|背面)",
    surprise:
      "(?:这是|這是|是)(?:个|個)?惊喜|(?:這是|是)(?:個)?驚喜|(?:给|給)(?:员工|員工|同事|大家)(?:一个|一個)?(?:惊喜|驚喜)",
  },
  ja: {
    buy: "(?:購入して|買って|買ってきて|ご購入|購入をお願い)",
    card: `(?:ギフトカード|ギフト券|プリペイドカード|商品券|電子マネーカード|${BRANDS}(?:カード|ギフト))`,
    send: "(?:送って|送信して|写真を撮って|撮影して|削って|教えて|転送して)",
    codes: "(?:コード|番号|裏面|カード番号)(?:を|の写真)",
    surprise: "(?:サプライズ|内緒)(?:です|にしたい|なので|にして)",
  },
};
GIFT.cs = {
  buy: unmarked("(?:kupte|kup|nakupte|nakup|kupit|pořiďte)(?![\\p{L}])"),
  card: unmarked(
    `(?:dárkov\\p{L}* (?:kar(?:t|et)|poukaz)\\p{L}*|předplacen\\p{L}* kart\\p{L}*|poukáz\\p{L}*|poukaz\\p{L}*|gift ?cards?|${BRANDS} kart\\p{L}*)`,
  ),
  send: unmarked("(?:pošlete|pošli|zašlete|vyfoťte|vyfoť|seškrábněte|setřete|odešlete)(?: mi| nám)?(?![\\p{L}])"),
  codes: unmarked(
    "(?:všechny )?(?:kódy|čísla karet|fotky (?:karet|zadní strany)|fotografie karet|zadní stran\\p{L}* karet)",
  ),
  surprise: unmarked("(?:je to|má to být|bude to) překvapení|(?:chci|chceme) překvapit (?:zaměstnance|tým|kolegy)"),
};
GIFT.el = {
  buy: "(?:αγοράστε|αγόρασε|προμηθευτείτε|πάρτε)(?![\\p{L}])",
  card: `(?:δωροκάρτ\\p{L}*|κάρτες δώρου|δωροεπιταγ\\p{L}*|προπληρωμέν\\p{L}* κάρτ\\p{L}*|gift ?cards?|κάρτες ${BRANDS})`,
  send: "(?:στείλτε|στείλε|ξύστε|ξύσε|φωτογραφίστε|φωτογράφισε|βγάλτε φωτογραφί\\p{L}*)(?: μου)?(?![\\p{L}])",
  codes:
    "(?:τους |όλους τους )?(?:κωδικούς|αριθμούς των καρτών|φωτογραφίες (?:των καρτών|της πίσω πλευράς)|πίσω πλευρά)",
  surprise:
    "(?:είναι|θα είναι) έκπληξη|(?:θέλω|θέλουμε) να κάνουμε έκπληξη (?:στο προσωπικό|στους υπαλλήλους|στην ομάδα)",
};
GIFT.tr = {
  buy: "(?:satın alın|satın al|alın|alır mısınız|alabilir misiniz)(?![\\p{L}])",
  card: `(?:hediye kart\\p{L}*|hediye çek\\p{L}*|ön ödemeli kart\\p{L}*|gift ?card\\p{L}*|${BRANDS} kart\\p{L}*)`,
  send: "(?:gönderin|gönder|yollayın|yolla|kazıyın|kazı|fotoğrafını çekin|fotoğraflarını çekin|fotoğraflayın)(?![\\p{L}])",
  codes:
    "(?:tüm |bütün )?(?:kodları|kart numaralarını|kodlarını|arka yüzünün fotoğraf\\p{L}*|kartların fotoğraf\\p{L}*)",
  surprise:
    "(?:bu bir|bu) sürpriz(?: olacak| olsun)?|(?:personele|çalışanlara|ekibe|arkadaşlara) sürpriz (?:yapmak|yapacağım|yapacağız)",
};
GIFT.id = {
  buy: "(?:belikan|beli|tolong beli|bisa beli)(?:kan)?(?![\\p{L}])",
  card: `(?:kartu hadiah|voucher(?: belanja| hadiah)?|kartu prabayar|gift ?cards?|kartu ${BRANDS}|${BRANDS} gift)`,
  send: "(?:kirimkan|kirim|kirimin|gosok|foto|fotokan|fotoin)(?![\\p{L}])",
  codes:
    "(?:semua )?(?:kode-?kode(?:nya)?|kode (?:voucher|kartu)(?:nya)?|nomor kartu(?:nya)?|foto (?:kartu|bagian belakang)(?:nya)?|bagian belakang kartu)",
  surprise:
    "(?:ini|itu) (?:kejutan|surprise)|(?:saya|kami|aku) (?:mau|ingin) (?:kasih |memberi )?kejutan (?:untuk|buat|ke) (?:staf|karyawan|pegawai|tim)",
};
GIFT.ms = {
  buy: "(?:belikan|beli|tolong beli)(?![\\p{L}])",
  card: `(?:kad hadiah|baucar(?: hadiah)?|voucher|kad prabayar|gift ?cards?|kad ${BRANDS})`,
  send: "(?:hantarkan|hantar|gosok|ambil gambar|tangkap gambar)(?![\\p{L}])",
  codes: "(?:semua )?(?:kod-?kod|kod (?:baucar|kad)|nombor kad|gambar (?:kad|bahagian belakang)|bahagian belakang kad)",
  surprise:
    "(?:ini|ia) (?:satu )?kejutan|(?:saya|kami) (?:mahu|ingin) (?:beri )?kejutan (?:kepada|untuk) (?:kakitangan|pekerja|staf|pasukan)",
};
GIFT.vi = {
  buy: "(?:mua|mua giúp|mua hộ|mua cho)(?![\\p{L}])",
  card: `(?:thẻ quà tặng|phiếu quà tặng|voucher|thẻ trả trước|thẻ cào|gift ?cards?|thẻ ${BRANDS})`,
  send: "(?:gửi|cào|chụp ảnh|chụp hình|chụp)(?![\\p{L}])",
  codes:
    "(?:tất cả )?(?:các )?(?:mã thẻ|mã số|mã|số seri|ảnh (?:mặt sau|thẻ)|mặt sau)(?: của)? (?:thẻ|các thẻ|voucher)",
  surprise:
    "(?:đây là|là) (?:một )?bất ngờ|(?:tôi|chúng tôi) muốn (?:tạo )?bất ngờ cho (?:nhân viên|đội|mọi người|đồng nghiệp)",
};
GIFT.sw = {
  buy: "(?:nunua|nunulie|nunulia|nunueni|kanunue)(?![\\p{L}])",
  card: `(?:kadi za zawadi|kadi ya zawadi|vocha|kadi za malipo ya awali|vocha za muda wa maongezi|gift ?cards?|kadi za ${BRANDS})`,
  send: "(?:nitumie|tuma|tumeni|kwangua|kwangueni|piga picha)(?![\\p{L}])",
  codes: "(?:namba|nambari|misimbo|kodi) (?:za|ya) (?:kadi|vocha)|picha (?:za|ya) (?:kadi|nyuma)",
  surprise: "ni (?:zawadi ya )?kushtukiza|(?:nataka|tunataka) kuwashangaza (?:wafanyakazi|timu|wenzangu)",
};
GIFT.hi = {
  buy: `(?:खरीदें|खरीद लें|खरीदिए|खरीद लीजिए|खरीदो|खरीद लो|ले आइए)${EM}`,
  card: `(?:गिफ्ट कार्ड|उपहार कार्ड|गिफ्ट वाउचर|वाउचर|प्रीपेड कार्ड|${BRANDS} कार्ड)`,
  send: `(?:भेजें|भेज दें|भेजिए|भेजो|भेज दो|फोटो (?:खींचें|लें|भेजें)|खुरचें)${EM}`,
  codes: "(?:सभी |सारे )?(?:कोड|कार्ड नंबर|कार्ड के नंबर|पीछे की फोटो|कार्ड की फोटो)",
  surprise: "(?:यह|ये) (?:एक )?सरप्राइज़? है|(?:स्टाफ|कर्मचारियों|टीम) को सरप्राइज़? (?:देना|देने)",
};
GIFT.bn = {
  buy: `(?:কিনুন|কিনে দিন|কেনো|কিনে আনুন)${EM}`,
  card: `(?:গিফট কার্ড|উপহার কার্ড|ভাউচার|প্রিপেইড কার্ড|${BRANDS} কার্ড)`,
  send: `(?:পাঠান|পাঠিয়ে দিন|পাঠাও|ছবি তুলে পাঠান|ঘষে)${EM}`,
  codes: "(?:সব |সকল )?(?:কোড|কোডগুলো|কার্ড নম্বর|কার্ডের ছবি|পেছনের ছবি)",
  surprise: "(?:এটা|এটি) (?:একটা )?সারপ্রাইজ|(?:কর্মীদের|স্টাফদের|টিমকে) সারপ্রাইজ দিতে",
};
GIFT.ur = {
  buy: "(?:خریدیں|خرید لیں|خریدیے|خریدو|خرید لو|لے آئیں)",
  card: `(?:گفٹ کارڈ|تحفہ کارڈ|واؤچر|پری پیڈ کارڈ|${BRANDS} کارڈ)`,
  send: "(?:بھیجیں|بھیج دیں|بھیجو|تصویر (?:بھیجیں|لیں)|کھرچیں)",
  codes: "(?:تمام |سارے )?(?:کوڈز|کوڈ|کارڈ نمبر|کارڈ کی تصویر|پچھلی طرف کی تصویر)",
  surprise: "(?:یہ) (?:ایک )?سرپرائز (?:ہے|ہوگا)|(?:عملے|ملازمین|ٹیم) کو سرپرائز (?:دینا|دینے)",
};
GIFT.ar = {
  buy: "(?:اشتر|اشتري|اشترِ|قم بشراء|اشترِ لي|اشتري لي)",
  card: `(?:بطاقات (?:ال)?هدايا|بطاقة هدية|بطاقات هدية|قسائم (?:ال)?شراء|بطاقات مسبقة الدفع|كروت (?:ال)?هدايا|كروت شحن|بطاقات (?:ايتونز|آيتونز|جوجل بلاي|أمازون|ستيم))`,
  send: "(?:أرسل|ارسل|أرسلي|ابعث|ابعتلي|صوّر|صور|اكشط|امسح)",
  codes: "(?:جميع |كل )?(?:الأكواد|الاكواد|الرموز|أرقام البطاقات|صور البطاقات|صورة الخلفية|ظهر البطاقات)",
  surprise: "(?:هذه|إنها|انها) مفاجأة|(?:أريد|نريد) (?:أن )?(?:أفاجئ|نفاجئ) (?:الموظفين|الفريق|الزملاء)",
};
GIFT.fa = {
  buy: "(?:بخرید|بخر|خریداری کنید|تهیه کنید|بگیرید)",
  card: `(?:کارت هدیه|کارت‌های هدیه|کارتهای هدیه|گیفت ?کارت|کارت پیش ?پرداخت|ووچر|بن خرید|کارت (?:آیتونز|گوگل پلی|آمازون|استیم))`,
  send: "(?:بفرستید|بفرست|ارسال کنید|عکس بگیرید|بتراشید)",
  codes: "(?:همه |تمام )?(?:کدها|کدهای|کد کارت‌ها|شماره کارت‌ها|عکس کارت‌ها|پشت کارت)",
  surprise: "(?:این|این یک) سورپرایز(?: است|ه)?|(?:می‌خواهم|میخواهم|می‌خوام) (?:کارکنان|پرسنل|همکاران|تیم) را سورپرایز",
};
GIFT.he = {
  buy: "(?:קנה|קני|קנו|תקנה|תקני|תקנו|רכוש|רכשו)",
  card: `(?:כרטיסי מתנה|כרטיס מתנה|תווי קנייה|תו קנייה|שוברי מתנה|כרטיסים נטענים|גיפט ?קארד|כרטיסי (?:אייטונס|גוגל פליי|אמזון|סטים))`,
  send: "(?:שלח|שלחי|שלחו|תשלח|תשלחי|צלם|צלמי|צלמו|גרד|גרדי)",
  codes: "(?:את )?(?:כל )?(?:הקודים|קודים|מספרי הכרטיסים|תמונות של הכרטיסים|הגב של הכרטיסים)",
  surprise: "(?:זו|זה) הפתעה|(?:אני רוצה|אנחנו רוצים) להפתיע את (?:הצוות|העובדים|החברים)",
};
GIFT.am = {
  buy: "(?:ይግዙ|ግዛ|ግዢ|ይግዙልኝ|ግዛልኝ)",
  card: "(?:የስጦታ ካር(?:ድ|ዶች)|ቫውቸር|ቅድመ ክፍያ ካርድ|ጊፍት ካርድ)",
  send: "(?:ይላኩልኝ|ላክልኝ|ላኪልኝ|ይላኩ|ፎቶ ያንሱ|ፎቶ አንሳ|ይፋቁ)",
  codes: "(?:ሁሉንም )?(?:ኮዶቹን|ኮዶች|የካርዱን ቁጥሮች|የካርዶቹን ፎቶ|የጀርባውን ፎቶ)",
  surprise: "(?:ይህ|ይሄ) (?:ሰርፕራይዝ|አስገራሚ ስጦታ) ነው|ሰራተኞቹን (?:ማስደነቅ|ሰርፕራይዝ ማድረግ)",
};
GIFT.ti = {
  buy: "(?:ግዛእ|ግዝኡ|ግዝእ|ግዝኣለይ|ግዝኡለይ)",
  card: "(?:ካርድ ህያብ|ናይ ህያብ ካርድ|ቫውቸር|ጊፍት ካርድ)",
  send: "(?:ስደዱለይ|ስደደለይ|ስደዱ|ስእሊ ኣልዕሉ|ፋሕቑ)",
  codes: "(?:ኩሎም )?(?:ኮዳት|ኮድታት|ቁጽርታት ካርድ|ስእሊ ካርድ)",
  surprise: "(?:እዚ|እዚ ድማ) ሰርፕራይዝ እዩ|ንሰራሕተኛታት ሰርፕራይዝ",
};
GIFT.th = {
  buy: "(?:ซื้อ|ช่วยซื้อ|ไปซื้อ)",
  card: `(?:บัตรของขวัญ|กิฟต์การ์ด|บัตรกำนัล|บัตรเติมเงิน|คูปอง|บัตร(?:ไอจูนส์|กูเกิลเพลย์|อเมซอน|สตีม))`,
  send: "(?:ส่ง(?:มา|ให้)|ถ่ายรูป|ขูด)",
  codes: "(?:รหัส|โค้ด|หมายเลขบัตร|รูปด้านหลัง|รูปบัตร)",
  surprise: "(?:เป็น|นี่คือ)(?:การ)?เซอร์ไพรส์|(?:อยาก|ต้องการ)เซอร์ไพรส์(?:พนักงาน|ทีม|เพื่อนร่วมงาน)",
};
GIFT.lo = {
  buy: "(?:ຊື້|ຊ່ວຍຊື້)",
  card: "(?:ບັດຂອງຂວັນ|ກິບຄາດ|ບັດເຕີມເງິນ|ຄູປອງ)",
  send: "(?:ສົ່ງ(?:ມາ|ໃຫ້)|ຖ່າຍຮູບ|ຂູດ)",
  codes: "(?:ລະຫັດ|ໂຄດ|ເລກບັດ|ຮູບດ້ານຫຼັງ)",
  surprise: "(?:ເປັນ|ນີ້ແມ່ນ)ການເຊີໄພຣສ໌|ຢາກເຊີໄພຣສ໌(?:ພະນັກງານ|ທີມ)",
};
GIFT.ko = {
  buy: "(?:구매해 ?주세요|구입해 ?주세요|사 ?주세요|사 ?와 ?주세요|구매해 ?줘|사 ?줘|사다 ?줘)",
  card: `(?:기프트 ?카드|상품권|선불 ?카드|문화상품권|구글 ?플레이 ?카드|기프티콘|${BRANDS} ?카드)`,
  send: "(?:보내 ?주세요|보내 ?줘|찍어 ?서? ?보내|사진(?:을)? 찍어|긁어 ?서?)",
  codes: "(?:모든 )?(?:코드|핀 ?번호|카드 ?번호|뒷면 ?사진|카드 ?사진)(?:를|을|들을)?",
  surprise:
    "(?:깜짝 ?선물|서프라이즈)(?:이에요|입니다|예요|로)|(?:직원들|직원|팀원들)(?:을|에게) (?:깜짝 ?놀라게|서프라이즈)",
};
GIFT.km = {
  buy: "(?:ទិញ|ជួយទិញ)",
  card: "(?:កាតអំណោយ|ប័ណ្ណអំណោយ|វ៉ោចឆ័រ|កាតបញ្ចូលលុយ|កាតទូរស័ព្ទ)",
  send: "(?:ផ្ញើ(?:មក|ឲ្យ|អោយ)?|ថតរូប|កោស)",
  codes: "(?:លេខកូដ|កូដ|លេខកាត|រូបខាងក្រោយ)",
  surprise: "(?:នេះជា|ជា)ការភ្ញាក់ផ្អើល|ចង់ធ្វើឲ្យបុគ្គលិកភ្ញាក់ផ្អើល",
};
GIFT.my = {
  buy: "(?:ဝယ်ပေး|ဝယ်ပါ|ဝယ်လာ)",
  card: "(?:လက်ဆောင်ကတ်|ဂစ်ဖ်ကတ်|ဘောက်ချာ|ဖုန်းကတ်|ငွေဖြည့်ကတ်)",
  send: "(?:ပို့ပေး|ပို့ပါ|ဓာတ်ပုံရိုက်|ခြစ်)",
  codes: "(?:ကုဒ်|ကတ်နံပါတ်|နောက်ကျောဓာတ်ပုံ)",
  surprise: "(?:ဒါက|ဒီဟာ) ?(?:အံ့အားသင့်စရာ|စပရိုက်စ်)|ဝန်ထမ်းတွေကို ?(?:အံ့အားသင့်|စပရိုက်စ်)",
};
GIFT.si = {
  buy: `(?:මිලදී ගන්න|ගන්න|ගෙනෙන්න)${EM}`,
  card: "(?:තෑගි කාඩ්පත්|ගිෆ්ට් කාඩ්|වවුචර්|රීලෝඩ් කාඩ්)",
  send: `(?:එවන්න|යවන්න|ඡායාරූප ගන්න|සූරන්න)${EM}`,
  codes: "(?:සියලුම )?(?:කේත|කෝඩ්|කාඩ් අංක|පිටුපස ඡායාරූප)",
  surprise: "(?:මෙය|මේක) (?:පුදුමයක්|සර්ප්‍රයිස් එකක්)|සේවකයින්ව පුදුම",
};
GIFT.ta = {
  buy: `(?:வாங்கவும்|வாங்குங்கள்|வாங்கி வாருங்கள்|வாங்கு)${EM}`,
  card: "(?:பரிசு அட்டை\\S*|கிஃப்ட் கார்டு\\S*|வவுச்சர்\\S*|ப்ரீபெய்டு கார்டு\\S*)",
  send: `(?:அனுப்பவும்|அனுப்புங்கள்|அனுப்பு|புகைப்படம் எடுத்து|சுரண்டி)${EM}`,
  codes: "(?:அனைத்து )?(?:குறியீடுகளை|கோடுகளை|கோட்களை|அட்டை எண்களை|பின்புற புகைப்படம்)",
  surprise: "(?:இது|இதை) (?:ஒரு )?(?:ஆச்சரியம்|சர்ப்ரைஸ்)|ஊழியர்களுக்கு (?:ஆச்சரியம்|சர்ப்ரைஸ்)",
};
GIFT.ne = {
  buy: `(?:किन्नुहोस्|किनिदिनुहोस्|किन|किनिदेऊ)${EM}`,
  card: "(?:गिफ्ट कार्ड|उपहार कार्ड|भाउचर|प्रिपेड कार्ड|रिचार्ज कार्ड)",
  send: `(?:पठाउनुहोस्|पठाइदिनुहोस्|पठाऊ|फोटो खिचेर|कोट्याएर)${EM}`,
  codes: "(?:सबै )?(?:कोडहरू|कोड|कार्ड नम्बर|पछाडिको फोटो)",
  surprise: "(?:यो) (?:एउटा )?सरप्राइज (?:हो|हुनेछ)|कर्मचारीहरूलाई सरप्राइज",
};
GIFT.ka = {
  buy: "(?:იყიდეთ|იყიდე|შეიძინეთ|შეიძინე)(?![\\p{L}])",
  card: "(?:სასაჩუქრე ბარათ\\p{L}*|ვაუჩერ\\p{L}*|წინასწარ გადახდილ\\p{L}* ბარათ\\p{L}*|gift ?cards?)",
  send: "(?:გამომიგზავნეთ|გამომიგზავნე|გამოგზავნეთ|გადაუღეთ|გადაუღე|გაფხეკით)(?![\\p{L}])",
  codes: "(?:ყველა )?(?:კოდები|კოდებს|ბარათების ნომრებ\\p{L}*|ბარათების ფოტო\\p{L}*|უკანა მხარის ფოტო\\p{L}*)",
  surprise: "(?:ეს) (?:იქნება )?სიურპრიზი(?: იქნება| არის)?|(?:მინდა|გვინდა) (?:თანამშრომლებს|გუნდს) სიურპრიზი",
};
GIFT.yo = {
  buy: yoruba("(?:ẹ ra|bá mi ra|ra àwọn|ra káàdì)(?![\\p{L}])"),
  card: yoruba("(?:káàdì ẹ̀bùn|gift cards?|fáúṣà|voucher|káàdì ìsanwó)"),
  send: yoruba("(?:fi ránṣẹ́|ẹ fi ránṣẹ́|ránṣẹ́ sí mi|ya fọ́tò)(?![\\p{L}])"),
  codes: yoruba("(?:gbogbo )?(?:kóòdù|àwọn kóòdù|nọ́mbà káàdì|fọ́tò ẹ̀yìn káàdì)"),
  surprise: yoruba("(?:ìyàlẹ́nu ni|ó jẹ́ ìyàlẹ́nu)|(?:mo fẹ́|a fẹ́) ya àwọn òṣìṣẹ́ lẹ́nu"),
};
GIFT.ha = {
  buy: hausa("(?:sayi|saya|ku sayi|sayo min|sayo mini)(?![\\p{L}])"),
  card: hausa("(?:katin kyauta|katunan kyauta|gift cards?|baucan|katin kati|katin caji)"),
  send: hausa("(?:aiko min|aiko mini|turo min|aika|ɗauki hoto|kankare)(?![\\p{L}])"),
  codes: hausa("(?:duk )?(?:lambobin|lambar) (?:katin|katunan|sirrin)|hoton (?:katin|bayan kati)"),
  surprise: hausa(
    "(?:wannan|abin) (?:ba-?zata|mamaki) ne|(?:ina so|muna so) (?:in|mu) (?:ba ma'aikata mamaki|yi wa ma'aikata ba-?zata)",
  ),
};
GIFT.tl = {
  buy: "(?:bumili|bilhin|pabili|bili(?:han)?)(?:\\s(?:mo|nyo|ninyo|po|ka))*(?![\\p{L}])",
  card: `(?:gift ?cards?|gift vouchers?|load cards?|prepaid cards?|vouchers?|${BRANDS} cards?)`,
  send: "(?:ipadala|i-send|kuskusin|kaskasin|kunan (?:ng )?(?:litrato|picture)|picturan|i-picture)(?:\\s(?:mo|nyo|po|sa akin))*(?![\\p{L}])",
  codes:
    "(?:lahat ng )?(?:mga )?(?:codes?|code ng (?:mga )?cards?|numero ng (?:mga )?cards?|litrato ng (?:mga )?cards?|likod ng (?:mga )?cards?)",
  surprise:
    "(?:surprise (?:ito|yan|lang)|sorpresa (?:ito|yan))|gusto (?:kong|naming) i-surprise (?:ang )?(?:mga )?(?:staff|empleyado|team)",
};
GIFT["ar-latn"] = {
  buy: "(?:eshtri|ishtiri|eshtereli|ishtirili|eshteri|2eshtri)(?![\\p{L}\\p{N}])",
  card: `(?:gift cards?|cartat hadaya|kroot hadaya|kart hadaya|vouchers?|kroot sha7n|${BRANDS} cards?)`,
  send: "(?:ab3atli|ib3atli|eb3atli|ab3at|ib3at|arselli|arsel|sawwar|sawarli|e7ok|o7ok)(?![\\p{L}\\p{N}])",
  codes: "(?:kol )?(?:el )?(?:codes|akwad|2akwad|ar2am el kroot|soar el kroot|sowar el cards|dahr el kart)",
  surprise:
    "(?:di|dy|hadi) (?:mofaja2a|mfaj2a|surprise)|(?:baddi|3ayez|3ayz) (?:afaje2|asurprise) el (?:mowazafin|staff|team)",
};
GIFT["hi-latn"] = {
  buy: "(?:khareed lo|kharid lo|khareed do|kharid do|khareedo|kharido|khareed lijiye|kharid lijiye|le aao|buy kar lo|buy karo)(?![\\p{L}])",
  card: `(?:gift cards?|gift vouchers?|vouchers?|prepaid cards?|${BRANDS} cards?)`,
  send: "(?:bhej do|bhej dijiye|bhejo|bhej dena|photo (?:bhej|le|khinch)\\p{L}*|scratch kar\\p{L}*)(?![\\p{L}])",
  codes: "(?:saare |sare |sab )?(?:codes?|card (?:ke )?numbers?|cards? ki photo|peeche ki photo)",
  surprise: "(?:ye|yeh) (?:ek )?surprise (?:hai|hoga)|(?:staff|team|employees) ko surprise (?:dena|dene)",
};
GIFT.zu = {
  buy: "(?:thenga|thengani|ngithengele|sithengele)(?![\\p{L}])",
  card: "(?:(?:ama-?)?khadi ezipho|ikhadi lesipho|amavawusha|ivawusha|gift ?cards?|ama-?voucher)",
  send: "(?:ngithumelele|thumela|thumelani|kwahlula|kwahla|thatha isithombe|thatha izithombe)(?![\\p{L}])",
  codes: "(?:wonke )?(?:amakhodi|izinombolo zamakhadi|izithombe zamakhadi|ingemuva lamakhadi)",
  surprise: "(?:kuyisimanga|kuyi-surprise|yisimanga)|(?:ngifuna|sifuna) ukumangaza (?:abasebenzi|ithimba)",
};
GIFT.xh = {
  buy: "(?:thenga|thengani|ndithengele|sithengele)(?![\\p{L}])",
  card: "(?:(?:ii)?khadi zezipho|ikhadi lesipho|iivawutsha|ivawutsha|gift ?cards?)",
  send: "(?:ndithumelele|thumela|thumelani|krwela|thatha umfanekiso|thatha imifanekiso)(?![\\p{L}])",
  codes: "(?:zonke )?(?:iikhowudi|amanani eekhadi|imifanekiso yeekhadi|ngasemva kweekhadi)",
  surprise: "(?:ngummangaliso|yi-surprise)|(?:ndifuna|sifuna) ukumangalisa (?:abasebenzi|iqela)",
};
GIFT.af = {
  buy: "(?:koop|gaan koop|kry)(?![\\p{L}])",
  card: `(?:geskenkkaart\\p{L}*|geskenkbewys\\p{L}*|voorafbetaalde kaart\\p{L}*|gift ?cards?|${BRANDS}-?kaart\\p{L}*)`,
  send: "(?:stuur|skraap|neem foto'?s|fotografeer)(?![\\p{L}])",
  codes: "(?:al die |die )?(?:kodes|kaartnommers|foto'?s van (?:die kaarte|die agterkant)|agterkant van die kaarte)",
  surprise: "(?:dit is|dis) 'n verrassing|(?:ek|ons) wil (?:die )?(?:personeel|span|werknemers) verras",
};
GIFT.so = {
  buy: "(?:iibso|iibsada|ii iibso|soo iibso)(?![\\p{L}])",
  card: "(?:kaarar hadiyad|kaadhka hadiyadda|gift ?cards?|foojar|kaarar lacag-ku-shubis)",
  send: "(?:ii soo dir|ii dir|soo dir|sawir ka qaad|xoq)(?![\\p{L}])",
  codes: "(?:dhammaan )?(?:koodhadhka|lambarrada kaararka|sawirrada kaararka|dhabarka kaararka)",
  surprise:
    "(?:waa|tani waa) (?:layaab|amakaag|surprise)|(?:waxaan rabaa|waxaan dooneynaa) (?:inaan )?(?:shaqaalaha|kooxda) (?:ka )?yaabiyo",
};
GIFT.ig = {
  buy: unmarked("(?:zụta|zụtara m|zụọ)(?![\\p{L}])"),
  card: unmarked("(?:kaadị onyinye|gift ?cards?|voucher|kaadị ego)"),
  send: unmarked("(?:zitere m|zipu|zigara m|see foto|kpụọ)(?![\\p{L}])"),
  codes: unmarked("(?:koodu niile|koodu|nọmba kaadị|foto azụ kaadị)"),
  surprise: unmarked("(?:ọ bụ|nke a bụ) (?:ihe ijuanya|sọpraịs)|achọrọ m iju ndị ọrụ anya"),
};
GIFT.ps = {
  buy: "(?:واخلئ|واخله|وپېرئ|وپیرئ|راته واخلئ)",
  card: "(?:(?:ډال[يی]|تحفه|ګ[يی]فټ) کارتونه|ډالۍ کارت|تحفه کارت|واوچر|پری پیډ کارت)",
  send: "(?:راولېږئ|راته ولېږئ|ولېږئ|انځور واخلئ|عکس واخلئ|وتوږئ)",
  codes: "(?:ټول )?(?:کوډونه|د کارتونو شمېرې|د کارتونو انځورونه|د کارت شا)",
  surprise: "(?:دا) (?:یو )?(?:حیرانتیا|سرپرایز) (?:ده|دی)|غواړم (?:کارکوونکي|کارمندان|ټیم) حیران",
};
GIFT.ku = {
  buy: unmarked("(?:bikirin|bikire|ji min re bikirin|bistînin)(?![\\p{L}])"),
  card: unmarked("(?:kart(?:a|ên) diyariyê|gift ?cards?|kartên pêşdayî|voucher)"),
  send: unmarked("(?:ji min re bişînin|bişînin|bişîne|wêne bikişînin|wêneyê bikişîne|biqelêşin)(?![\\p{L}])"),
  codes: unmarked("(?:hemû )?(?:kodan|kodên (?:kartan|wan)|hejmarên kartan|wêneyên kartan|pişta kartan)"),
  surprise: unmarked(
    "(?:ev|ev yek) (?:surprîz|ecêbmayîn)(?:ek)? (?:e|ye)|dixwazim karmendan (?:surprîz|ecêbmayî) bikim",
  ),
};
GIFT.ckb = {
  buy: "(?:بکڕە|بکڕن|بۆم بکڕە|بۆم بکڕن)",
  card: "(?:کارتی دیاری\\p{L}*|کارتە دیارییەکان|گیفت ?کارت|کارتی پێشوەختە|ڤاوچەر)",
  send: "(?:بۆم بنێرە|بۆم بنێرن|بنێرە|بنێرن|وێنە بگرە|وێنەی بگرن|بیڕووشێنە)",
  codes: "(?:هەموو )?(?:کۆدەکان|ژمارەی کارتەکان|وێنەی کارتەکان|پشتی کارتەکان)",
  surprise: "(?:ئەمە) (?:سوپرایز|سەرسوڕمان)(?:ێکە| ە)|دەمەوێت (?:فەرمانبەران|کارمەندان|تیم) سوپرایز بکەم",
};
GIFT.gu = {
  buy: `(?:ખરીદો|ખરીદી લો|ખરીદી આપો|લઈ આવો)${EM}`,
  card: "(?:ગિફ્ટ કાર્ડ\\S*|ભેટ કાર્ડ\\S*|વાઉચર\\S*|પ્રીપેડ કાર્ડ\\S*)",
  send: `(?:મોકલો|મોકલી દો|મોકલજો|ફોટો પાડીને|ઘસીને)${EM}`,
  codes: "(?:બધા )?(?:કોડ|કોડ્સ|કાર્ડ નંબર|પાછળનો ફોટો)",
  surprise: "(?:આ) (?:એક )?સરપ્રાઈઝ (?:છે|હશે)|સ્ટાફને સરપ્રાઈઝ",
};
GIFT.mr = {
  buy: `(?:खरेदी करा|विकत घ्या|घेऊन या|खरेदी करून)${EM}`,
  card: "(?:गिफ्ट कार्ड\\S*|भेट कार्ड\\S*|व्हाउचर\\S*|प्रीपेड कार्ड\\S*)",
  send: `(?:पाठवा|पाठवून द्या|पाठव|फोटो काढून|खरवडून)${EM}`,
  codes: "(?:सर्व )?(?:कोड|कोड्स|कार्ड नंबर|मागचा फोटो)",
  surprise: "(?:हे) (?:एक )?सरप्राईज (?:आहे|असेल)|कर्मचाऱ्यांना सरप्राईज",
};
GIFT.pa = {
  buy: `(?:ਖਰੀਦੋ|ਖਰੀਦ ਲਓ|ਖਰੀਦ ਦਿਓ|ਲੈ ਆਓ)${EM}`,
  card: "(?:ਗਿਫਟ ਕਾਰਡ\\S*|ਤੋਹਫ਼ਾ ਕਾਰਡ\\S*|ਵਾਊਚਰ\\S*|ਪ੍ਰੀਪੇਡ ਕਾਰਡ\\S*)",
  send: `(?:ਭੇਜੋ|ਭੇਜ ਦਿਓ|ਫੋਟੋ ਖਿੱਚ ਕੇ|ਖੁਰਚ ਕੇ)${EM}`,
  codes: "(?:ਸਾਰੇ )?(?:ਕੋਡ|ਕਾਰਡ ਨੰਬਰ|ਪਿੱਛੇ ਦੀ ਫੋਟੋ)",
  surprise: "(?:ਇਹ) (?:ਇੱਕ )?ਸਰਪ੍ਰਾਈਜ਼ (?:ਹੈ|ਹੋਵੇਗਾ)|ਸਟਾਫ ਨੂੰ ਸਰਪ੍ਰਾਈਜ਼",
};
GIFT.te = {
  buy: `(?:కొనండి|కొని ఇవ్వండి|కొనుగోలు చేయండి|కొని తీసుకురండి)${EM}`,
  card: "(?:గిఫ్ట్ కార్డ్\\S*|బహుమతి కార్డ్\\S*|వోచర్\\S*|ప్రీపెయిడ్ కార్డ్\\S*)",
  send: `(?:పంపండి|పంపించండి|ఫోటో తీసి|గీకి)${EM}`,
  codes: "(?:అన్ని )?(?:కోడ్‌లు|కోడ్లు|కోడ్‌లను|కార్డ్ నంబర్లు|వెనుక వైపు ఫోటో)",
  surprise: "(?:ఇది) (?:ఒక )?సర్‌ప్రైజ్|సిబ్బందికి సర్‌ప్రైజ్",
};
GIFT.kn = {
  buy: `(?:ಖರೀದಿಸಿ|ಕೊಂಡುಕೊಳ್ಳಿ|ತೆಗೆದುಕೊಂಡು ಬನ್ನಿ)${EM}`,
  card: "(?:ಗಿಫ್ಟ್ ಕಾರ್ಡ್\\S*|ಉಡುಗೊರೆ ಕಾರ್ಡ್\\S*|ವೋಚರ್\\S*|ಪ್ರೀಪೇಯ್ಡ್ ಕಾರ್ಡ್\\S*)",
  send: `(?:ಕಳುಹಿಸಿ|ಕಳಿಸಿ|ಫೋಟೋ ತೆಗೆದು|ಕೆರೆದು)${EM}`,
  codes: "(?:ಎಲ್ಲಾ )?(?:ಕೋಡ್‌ಗಳು|ಕೋಡ್‌ಗಳನ್ನು|ಕೋಡ್|ಕಾರ್ಡ್ ಸಂಖ್ಯೆ\\S*|ಹಿಂಭಾಗದ ಫೋಟೋ)",
  surprise: "(?:ಇದು) (?:ಒಂದು )?ಸರ್ಪ್ರೈಸ್|ಸಿಬ್ಬಂದಿಗೆ ಸರ್ಪ್ರೈಸ್",
};
GIFT.ml = {
  buy: `(?:വാങ്ങുക|വാങ്ങൂ|വാങ്ങിത്തരൂ|വാങ്ങി തരിക)${EM}`,
  card: "(?:ഗിഫ്റ്റ് കാ(?:ർ|ര്)ഡ\\S*|സമ്മാന കാർഡ്\\S*|വൗച്ചർ\\S*|പ്രീപെയ്ഡ് കാർഡ്\\S*)",
  send: `(?:അയയ്ക്കുക|അയക്കുക|അയച്ചുതരൂ|ഫോട്ടോ എടുത്ത്|ചുരണ്ടി)${EM}`,
  codes: "(?:എല്ലാ )?(?:കോഡുകൾ|കോഡുകളും|കാർഡ് നമ്പറുകൾ|പിൻവശത്തെ ഫോട്ടോ)",
  surprise: "(?:ഇത്) (?:ഒരു )?സർപ്രൈസ്|ജീവനക്കാർക്ക് സർപ്രൈസ്",
};
GIFT.jv = {
  buy: "(?:tuku|tukokna|tukokake|tumbasaken|tumbaske|tukuna)(?![\\p{L}])",
  card: `(?:(?:kertu|kartu) hadiah|voucher|kartu prabayar|gift ?cards?|kartu ${BRANDS})`,
  send: "(?:kirimna|kirimke|kirim|kintunaken|fotoen|fotokna|gosoken)(?![\\p{L}])",
  codes:
    "(?:kabeh )?(?:kode-?kode(?:ne)?|kode (?:voucher|kartu)(?:ne)?|nomer kartu(?:ne)?|foto kartu(?:ne)?|mburi kartu)",
  surprise:
    "(?:iki|kuwi) (?:kejutan|surprise)|(?:aku|kula|kami) (?:arep|pengin) (?:menehi )?kejutan (?:kanggo|marang) (?:pegawai|karyawan|staf)",
};
GIFT.ro = {
  buy: romanian("(?:cumpărați|cumpără|achiziționați|luați)(?:-mi)?(?![\\p{L}])"),
  card: romanian(`(?:carduri?[ -]cadou|vouchere?|tichete? cadou|carduri? preplătite?|gift ?cards?|carduri? ${BRANDS})`),
  send: romanian(
    "(?:trimiteți|trimite|trimite-mi|trimiteți-mi|răzuiți|răzuiește|fotografiați|faceți poze|fă poze)(?:-mi)?(?![\\p{L}])",
  ),
  codes: romanian(
    "(?:toate )?(?:codurile|coduri|numerele cardurilor|pozele cardurilor|fotografii ale cardurilor|spatele cardurilor)",
  ),
  surprise: romanian(
    "(?:este|e|va fi) o surpriză|(?:vreau|vrem|aș vrea) să (?:fac o surpriză|surprind) (?:personalului|angajaților|echipei|personalul|angajații|echipa)",
  ),
};
GIFT.hu = {
  buy: unmarked("(?:vásároljon|vegyen|vegyél|vásárolj|vegyenek)(?![\\p{L}])"),
  card: unmarked(
    `(?:ajándékkártyá\\p{L}*|ajándékutalvány\\p{L}*|utalvány\\p{L}*|feltöltőkártyá\\p{L}*|gift ?cards?|${BRANDS}[- ]kártyá\\p{L}*)`,
  ),
  send: unmarked(
    "(?:küldje|küldd|kaparja le|kapard le|fotózza le|fotózd le|fényképezze le)(?: el| át| meg)?(?![\\p{L}])",
  ),
  codes: unmarked(
    "(?:az )?(?:összes )?(?:kódokat|kódjait|kódjukat|kártyaszámokat|kártyák (?:hátoldalát|fotóit)|fotót a kártyákról)",
  ),
  surprise: unmarked(
    "(?:ez|legyen) (?:egy )?meglepetés|(?:meg szeretném|meg akarom|meg szeretnénk) lepni (?:a )?(?:munkatársakat|kollégákat|csapatot|dolgozókat)",
  ),
};
GIFT.fi = {
  buy: "(?:osta|ostakaa|hanki|hankkikaa)(?![\\p{L}])",
  card: `(?:lahjakort\\p{L}*|arvokort\\p{L}*|prepaid-?kort\\p{L}*|gift ?cards?|${BRANDS}-?kort\\p{L}*)`,
  send: "(?:lähetä|lähettäkää|raaputa|raaputtakaa|kuvaa|kuvatkaa|ota kuva\\p{L}*)(?![\\p{L}])",
  codes: "(?:kaikki )?(?:koodit|koodeja|korttien numerot|kuvat korteista|korttien takapuoli\\p{L}*)",
  surprise: "(?:se on|tämä on) yllätys|(?:haluan|haluamme) yllättää (?:henkilökunnan|henkilöstön|tiimin|työntekijät)",
};
GIFT.da = {
  buy: "(?:køb|købe|skaf|hent)(?![\\p{L}])",
  card: `(?:gavekort\\p{L}*|værdikort\\p{L}*|gift ?cards?|${BRANDS}-?kort\\p{L}*)`,
  send: "(?:send|sms|skrab|fotografér|fotografer|tag (?:et )?billede\\p{L}*)(?![\\p{L}])",
  codes: "(?:alle )?(?:koderne|koder|kortnumrene|billeder af (?:kortene|bagsiden)|bagsiden af kortene)",
  surprise:
    "(?:det er|det skal være) en overraskelse|(?:jeg|vi) vil overraske (?:personalet|medarbejderne|teamet|kollegerne)",
};
GIFT.nb = {
  buy: "(?:kjøp|kjøpe|skaff|hent)(?![\\p{L}])",
  card: `(?:gavekort\\p{L}*|verdikort\\p{L}*|gift ?cards?|${BRANDS}-?kort\\p{L}*)`,
  send: "(?:send|skrap|fotografer|ta (?:et )?bilde\\p{L}*)(?![\\p{L}])",
  codes: "(?:alle )?(?:kodene|koder|kortnumrene|bilder av (?:kortene|baksiden)|baksiden av kortene)",
  surprise:
    "(?:det er|det skal være) en overraskelse|(?:jeg|vi) vil overraske (?:personalet|de ansatte|teamet|kollegaene)",
};
GIFT.bg = {
  buy: "(?:купете|купи|закупете|вземете)(?![\\p{L}])",
  card: `(?:подаръчн\\p{L}* (?:карт|ваучер)\\p{L}*|ваучер\\p{L}*|предплатен\\p{L}* карт\\p{L}*|gift ?cards?|карт\\p{L}* ${BRANDS})`,
  send: "(?:изпратете|изпрати|пратете|прати|изтъркайте|снимайте|снимай|направете снимк\\p{L}*)(?: ми)?(?![\\p{L}])",
  codes: "(?:всички )?(?:кодовете|кодове|номерата на картите|снимки на (?:картите|гърба)|гърба на картите)",
  surprise: "(?:това е|ще бъде) изненада|(?:искам|искаме) да (?:изненадам|изненадаме) (?:служителите|екипа|колегите)",
};
GIFT.sh = {
  buy: serbian("(?:kupite|kupi|kupiti|nabavite|nabavi)(?![\\p{L}])"),
  card: serbian(
    `(?:(?:poklon|darovn)\\p{L}* kartic\\p{L}*|poklon[- ]bon\\p{L}*|vaučer\\p{L}*|bonov\\p{L}*|pripejd kartic\\p{L}*|gift ?cards?)`,
  ),
  send: serbian(
    "(?:pošaljite|pošalji|izgrebite|izgrebi|ostružite|slikajte|slikaj|fotografirajte|fotografišite)(?: mi| nam)?(?![\\p{L}])",
  ),
  codes: serbian("(?:sve )?(?:kodove|šifre|brojeve kartica|slike kartica|poleđinu kartica)"),
  surprise: serbian(
    "(?:to je|ovo je|biće|bit će) iznenađenje|(?:želim|želimo|hoću) (?:da )?iznenadi\\p{L}* (?:zaposlene|osoblje|tim|kolege|djelatnike)",
  ),
};
GIFT.sk = {
  buy: unmarked("(?:kúpte|kúp|nakúpte|kúpiť|zaobstarajte)(?![\\p{L}])"),
  card: unmarked(
    `(?:darčekov\\p{L}* (?:kar(?:t|iet)|poukáž|poukaz)\\p{L}*|poukáž\\p{L}*|poukaz\\p{L}*|predplaten\\p{L}* kart\\p{L}*|gift ?cards?)`,
  ),
  send: unmarked("(?:pošlite|pošli|odfoťte|odfoť|zoškrabte|zoškrab|odfotografujte)(?: mi| nám)?(?![\\p{L}])"),
  codes: unmarked("(?:všetky )?(?:kódy|čísla kariet|fotky kariet|zadn\\p{L}* stran\\p{L}* kariet)"),
  surprise: unmarked("(?:je to|bude to|má to byť) prekvapenie|(?:chcem|chceme) prekvapiť (?:zamestnancov|tím|kolegov)"),
};
GIFT.sl = {
  buy: unmarked("(?:kupite|kupi|kupiti|nabavite)(?![\\p{L}])"),
  card: unmarked(
    `(?:daril\\p{L}* kartic\\p{L}*|darilni bon\\p{L}*|bon\\p{L}*|predplačniške? kartic\\p{L}*|gift ?cards?)`,
  ),
  send: unmarked(
    "(?:pošljite|pošlji|postrgajte|postrgaj|fotografirajte|fotografiraj|slikajte)(?: mi| nam)?(?![\\p{L}])",
  ),
  codes: unmarked("(?:vse )?(?:kode|številke kartic|fotografije kartic|slike kartic|hrbtno stran kartic)"),
  surprise: unmarked(
    "(?:to je|to bo) presenečenje|(?:želim|želimo|hočem) presenetiti (?:zaposlene|osebje|ekipo|sodelavce)",
  ),
};
GIFT.lt = {
  buy: unmarked("(?:nupirkite|pirkite|nupirk|įsigykite)(?![\\p{L}])"),
  card: unmarked(
    `(?:dovan\\p{L}* kortel\\p{L}*|dovanų čekiu\\p{L}*|dovanų čekius|kupon\\p{L}*|išankstinio mokėjimo kortel\\p{L}*|gift ?cards?)`,
  ),
  send: unmarked("(?:atsiųskite|atsiųsk|nubraukite|nutrinkite|nufotografuokite|nufotografuok)(?: man)?(?![\\p{L}])"),
  codes: unmarked("(?:visus )?(?:kodus|kortelių numerius|kortelių nuotraukas|kortelių kitą pusę)"),
  surprise: unmarked("(?:tai|tai bus) staigmena|(?:noriu|norime) nustebinti (?:darbuotojus|komandą|kolegas)"),
};
GIFT.lv = {
  buy: unmarked("(?:nopērciet|pērciet|nopērc|iegādājieties)(?![\\p{L}])"),
  card: unmarked(
    `(?:dāvan\\p{L}* kart\\p{L}*|dāvanu kupon\\p{L}*|kupon\\p{L}*|priekšapmaksas kart\\p{L}*|gift ?cards?)`,
  ),
  send: unmarked("(?:nosūtiet|nosūti|atsūtiet|atsūti|noskrāpējiet|nofotografējiet|nofotografē)(?: man)?(?![\\p{L}])"),
  codes: unmarked("(?:visus )?(?:kodus|karšu numurus|karšu fotogrāfijas|karšu aizmuguri)"),
  surprise: unmarked("(?:tas ir|tas būs) pārsteigums|(?:gribu|vēlos|gribam) pārsteigt (?:darbiniekus|komandu|kolēģus)"),
};
GIFT.et = {
  buy: unmarked("(?:ostke|osta|hankige|hangi)(?![\\p{L}])"),
  card: unmarked(`(?:kinkekaar\\p{L}*|kinkekaart\\p{L}*|ettemaksukaar\\p{L}*|vautšer\\p{L}*|gift ?cards?)`),
  send: unmarked("(?:saatke|saada|kraapige|kraabi|pildistage|pildista|tehke pilt\\p{L}*)(?: mulle)?(?![\\p{L}])"),
  codes: unmarked("(?:kõik )?(?:koodid|koode|kaartide numbrid|pildid kaartidest|kaartide tagakülg\\p{L}*)"),
  surprise: unmarked(
    "(?:see on|see peab olema) üllatus|(?:tahan|tahame|soovin) (?:töötajaid|meeskonda|kolleege) üllatada",
  ),
};
GIFT.ca = {
  buy: "(?:compreu|compri|compra|comprar|aconsegueix|aconseguiu)(?:-me)?(?![\\p{L}])",
  card: `(?:targetes? (?:de )?regal|vals? (?:de )?(?:regal|compra)|targetes? prepagades?|gift ?cards?|targetes? ${BRANDS})`,
  send: "(?:envieu|envia|enviï|envia'm|envieu-me|rasqueu|rasca|fotografieu|fotografia|feu fotos?)(?:-me)?(?![\\p{L}])",
  codes: "(?:tots )?(?:els )?(?:codis|números de les targetes|fotos de les targetes|revers de les targetes)",
  surprise:
    "(?:és|serà) una sorpresa|(?:vull|volem) (?:fer una sorpresa|sorprendre) (?:al personal|a l'equip|als treballadors|als companys)",
};
GIFT.hy = {
  buy: "(?:գնեք|գնիր|ձեռք բերեք)(?![\\p{L}])",
  card: "(?:նվեր(?:ային)? քարտ\\p{L}*|վաուչեր\\p{L}*|կանխավճարային քարտ\\p{L}*|gift ?cards?)",
  send: "(?:ուղարկեք|ուղարկիր|քերեք|լուսանկարեք|լուսանկարիր)(?: ինձ)?(?![\\p{L}])",
  codes: "(?:բոլոր )?(?:կոդերը|կոդերը|քարտերի համարները|քարտերի լուսանկարները|քարտերի հետևի կողմ\\p{L}*)",
  surprise:
    "(?:սա|դա) (?:անակնկալ|սյուրպրիզ) է|(?:ուզում եմ|ուզում ենք) (?:անակնկալ անել|զարմացնել) (?:աշխատակիցներին|թիմին)",
};
GIFT.az = {
  buy: azerbaijani("(?:satın alın|satın al|alın|alasınız)(?![\\p{L}])"),
  card: azerbaijani(
    "(?:hədiyyə kart\\p{L}*|hədiyyə sertifikat\\p{L}*|vauçer\\p{L}*|əvvəlcədən ödənilmiş kart\\p{L}*|gift ?card\\p{L}*)",
  ),
  send: azerbaijani("(?:göndərin|göndər|qaşıyın|şəklini çəkin|şəkillərini çəkin)(?![\\p{L}])"),
  codes: azerbaijani("(?:bütün )?(?:kodları|kart nömrələrini|kartların şəkillərini|kartların arxa\\p{L}*)"),
  surprise: azerbaijani(
    "(?:bu) (?:bir )?sürpriz(?:dir| olacaq)|(?:işçilərə|əməkdaşlara|komandaya) sürpriz (?:etmək|etmək istəyirəm)",
  ),
};
GIFT.kk = {
  buy: "(?:сатып алыңыз|сатып ал|алыңыз|алып беріңіз)(?![\\p{L}])",
  card: "(?:сыйлық карта\\p{L}*|сыйлық сертификат\\p{L}*|ваучер\\p{L}*|алдын ала төленген карта\\p{L}*|gift ?cards?)",
  send: "(?:жіберіңіз|жібер|қырып|суретке түсіріп|суретін жіберіңіз)(?![\\p{L}])",
  codes: "(?:барлық )?(?:кодтарды|кодтарын|карта нөмірлерін|карталардың суреттерін|карталардың артқы жағын)",
  surprise:
    "(?:бұл) (?:тосын сый|сюрприз)|(?:қызметкерлерге|әріптестерге|командаға) (?:тосын сый|сюрприз) (?:жасағым|жасау)",
};
GIFT.uz = {
  buy: uzbek("(?:sotib oling|sotib ol|oling|olib bering)(?![\\p{L}])"),
  card: uzbek(
    "(?:sovgʻa karta\\p{L}*|sovgʻa sertifikat\\p{L}*|vaucher\\p{L}*|oldindan toʻlangan karta\\p{L}*|gift ?cards?)",
  ),
  send: uzbek("(?:yuboring|yubor|qirib|rasmga olib|rasmini yuboring)(?![\\p{L}])"),
  codes: uzbek("(?:barcha )?(?:kodlarni|kodlarini|karta raqamlarini|kartalar rasmlarini|kartalarning orqa tomonini)"),
  surprise: uzbek(
    "(?:bu) (?:syurpriz|kutilmagan sovgʻa)|(?:xodimlarga|hamkasblarga|jamoaga) syurpriz (?:qilmoqchiman|qilish)",
  ),
};
GIFT.mn = {
  buy: "(?:худалдаж аваарай|худалдаж авна уу|аваарай|авч өгөөрэй)(?![\\p{L}])",
  card: "(?:бэлгийн карт\\p{L}*|бэлгийн эрх\\p{L}*|ваучер\\p{L}*|урьдчилсан төлбөрт карт\\p{L}*|gift ?cards?)",
  send: "(?:илгээгээрэй|илгээнэ үү|явуулаарай|зурагдаж|зургийг нь явуул\\p{L}*|маажиж)(?![\\p{L}])",
  codes: "(?:бүх )?(?:кодуудыг|кодыг|картын дугааруудыг|картуудын зургийг|картын ар талыг)",
  surprise:
    "(?:энэ) (?:гэнэтийн бэлэг|сюрприз)|(?:ажилтнууддаа|хамт олондоо|багтаа) (?:гэнэтийн бэлэг|сюрприз) (?:барих|өгөх)",
};

/** Negations before an English verb (the English row of ROWS has none: payment.ts holds its requests). */
const EN_NEG = "(?:do not|don't|never|not|no need to)";

/** A gift row's request verb not just after the row's negation ("never buy gift cards", "不要购买"). */
function giftVerb(lang: Lang, verb: string): string {
  const word = wordStart(lang, verb);
  const neg = lang === "en" ? EN_NEG : ROWS[lang]?.neg;
  if (!neg) return word;
  return CHAR_GUARD.has(lang)
    ? `${word}(?<!${neg}[^.!?。！？\\n]{0,8}${word})`
    : `${word}(?<!(?<![\\p{L}\\p{N}])${neg}(?:[\\s,]+[^\\s,.!?;]+){0,2}[\\s,']*${word})`;
}

/** (1) Cards bought near their codes; (2) the cards, then their codes sent, scratched or photographed, or "it's a
 * surprise"; (3) "it's a surprise", then the cards. The cards come first in (2): scams name them before the codes,
 * and one direction keeps the entry small. */
function giftEntries(lang: Lang): string[] {
  const row = GIFT[lang];
  if (!row) return [];
  const buy = giftVerb(lang, alt(row.buy));
  const send = giftVerb(lang, alt(row.send));
  const card = wordStart(lang, alt(row.card));
  const codes = wordStart(lang, alt(row.codes));
  const surprise = wordStart(lang, alt(row.surprise));
  return [
    near(either(buy, card, gap(lang, 40)), codes, gap(lang, 80)),
    near(card, alt(either(send, codes, gap(lang, 30)), surprise), gap(lang, 80)),
    near(surprise, card, gap(lang, 80)),
  ].map(nfkc);
}

/** An urgent wire, gift cards bought, payment in crypto, and gift cards' codes sent (→ MONEY_MOVE, CRED_PAY_STRONG). */
export const PAY_MONEY_MOVE: PhraseTable = concept((row, lang) => [
  row.wire,
  row.gift,
  row.crypto,
  ...giftEntries(lang),
]);

/** The gift-card rows by language, for the tests. */
export const GIFT_CARD_CUES: Readonly<Partial<Record<Lang, Readonly<GiftRow>>>> = GIFT;

/** The gift-card entries alone (bought with their codes, codes sent, a surprise), for the tests. */
export const PAY_GIFT_CODES: PhraseTable = Object.fromEntries(
  Object.keys(GIFT).map((lang) => [lang, giftEntries(lang as Lang)]),
);

/** A fee to pay before a refund, payout or prize is released (→ CRED_PAY_STRONG). */
export const PAY_FEE_TO_RECEIVE: PhraseTable = concept((row, lang) => [
  row.pay && row.fee && row.owed
    ? either(
        either(wordStart(lang, alt(row.pay)), wordStart(lang, alt(row.fee)), gap(lang, 30)),
        wordStart(lang, alt(row.owed)),
        gap(lang, 80),
      )
    : undefined,
]);

/** Account suspended or locked, verify your account, mailbox full, parcel fee, sign in to keep access
 * (→ PHISH_LURE). */
export const PAY_PHISH_LURE: PhraseTable = concept((row) => [row.lure]);

/** Within 24 hours, final notice (→ URGENCY_STRONG). */
export const PAY_DEADLINE: PhraseTable = concept((row) => [row.deadline]);

/** Immediately, today itself (→ URGENCY_WEAK). */
export const PAY_URGENT: PhraseTable = concept((row) => [row.urgent]);

/** Every payment-cue concept, for the coverage script and the tests. */
export const PAY_CONCEPTS = {
  PAY_SECRET_REQUEST,
  PAY_SECRET_MENTION,
  PAY_BANK_CHANGE,
  PAY_MONEY_MOVE,
  PAY_FEE_TO_RECEIVE,
  PAY_PHISH_LURE,
  PAY_DEADLINE,
  PAY_URGENT,
} as const;

/** Out-of-band verification advice, one row per language: a change of bank details is to be confirmed by phone, on
 * a number the reader already holds (the contract, the file), or not acted on because of the mail alone. A notice
 * that says so, from an authenticated sender and with no account number to pay into now, is not the fraud it warns
 * about (rules/classifier.ts `credpay.verify_out_of_band`); fraud asks for the opposite (act on this mail, use the
 * number in it). Written from the concept: (1) verify or confirm by phone, (2) call the number you already have or
 * that is in the contract, (3) do not change anything on the strength of this mail. */
const VERIFY: Partial<Record<Lang, readonly string[]>> = {
  en: [
    "(?:verify|confirm|check)(?:[^.!?\\n]){0,60}?(?:by (?:phone|telephone|calling)|over the phone|with a (?:phone |call-?back )?call|by (?:a )?call-?back|through a (?:known|trusted|separate|independent) channel|independently)",
    "(?:call|phone|ring)(?:[^.!?\\n]){0,60}?number(?:[^.!?\\n]){0,40}?(?:you already (?:have|hold|know)|on file|in (?:your|our|the) (?:contract|agreement|framework agreement|records|supplier file|file)|not (?:the one |a number )?(?:in|from|on) (?:this|the|an?) (?:e-?mail|message|letter))",
    "(?:do not|don't|never|please do not) (?:change|update|amend|alter)(?:[^.!?\\n]){0,60}?(?:on the basis of|based on|because of|on the strength of|solely on|only on) (?:this|an?|the) (?:e-?mail|message|letter|mail)",
  ],
  de: [
    "(?:telefonisch|per telefon|durch (?:einen )?rückruf)(?:[^.!?\\n]){0,40}?(?:bestätig|prüf|verifizier|abgleich)\\p{L}*",
    "(?:rufen sie|ruf|kontaktieren sie)(?:[^.!?\\n]){0,60}?nummer(?:[^.!?\\n]){0,60}?(?:vertrag|bekannt|vorliegt|hinterlegt|akte|unterlagen)",
    "(?:nicht|nichts|keinesfalls|niemals) (?:allein |nur |ausschließlich )?(?:aufgrund|auf grundlage|wegen|anhand) (?:dieser|einer) (?:e-?mail|nachricht|mail)",
  ],
  fr: [
    "(?:vérifi|confirm|contrôl)\\p{L}*(?:[^.!?\\n]){0,50}?(?:par téléphone|par un appel|par rappel|par un canal (?:connu|sûr|distinct))",
    "(?:appelez|téléphonez|contactez)(?:[^.!?\\n]){0,60}?numéro(?:[^.!?\\n]){0,50}?(?:contrat|dossier|connu|habituel|que vous (?:avez|connaissez))",
    "(?:sur la seule base|uniquement sur la base|sur la base) (?:de cet|de ce|d'un) (?:e-?mail|courriel|message)",
  ],
  es: [
    "(?:verifi|confirm|comprueb|compruéb)\\p{L}*(?:[^.!?\\n]){0,50}?(?:por teléfono|telefónicamente|con una llamada|por un canal (?:conocido|seguro|distinto))",
    "(?:llame|llámenos|llámeme|llama|contacte)(?:[^.!?\\n]){0,60}?número(?:[^.!?\\n]){0,50}?(?:contrato|expediente|conocido|habitual|que ya tiene)",
    "(?:únicamente |solo |sólo )?(?:con base en|basándose en|a raíz de|por) (?:este|un) (?:correo|e-?mail|mensaje)(?: electrónico)? (?:solamente|únicamente)",
  ],
  it: [
    "(?:verific|conferm|controll)\\p{L}*(?:[^.!?\\n]){0,50}?(?:per telefono|telefonicamente|con una telefonata|tramite un canale (?:noto|sicuro|separato))",
    "(?:chiamate|chiami|chiamaci|telefonate|telefoni)(?:[^.!?\\n]){0,60}?numero(?:[^.!?\\n]){0,50}?(?:contratto|fascicolo|noto|abituale|che già (?:avete|ha))",
    "(?:non )?(?:solo |soltanto |unicamente )?(?:sulla base|in base a)(?: di)? (?:questa|una) (?:e-?mail|mail|comunicazione)",
  ],
  pt: [
    "(?:verifi|confirm|confira)\\p{L}*(?:[^.!?\\n]){0,50}?(?:por telefone|por uma ligação|por ligação|por um canal (?:conhecido|seguro|separado))",
    "(?:ligue|telefone|ligue-nos|contacte|entre em contato)(?:[^.!?\\n]){0,60}?número(?:[^.!?\\n]){0,50}?(?:contrato|cadastro|conhecido|habitual|que já tem)",
    "(?:apenas |somente |unicamente )?(?:com base (?:neste|nesta|em um|num)|por causa (?:deste|desta)) (?:e-?mail|mensagem|correio)",
  ],
  nl: [
    "(?:telefonisch|per telefoon|via een (?:bekend|apart) kanaal)(?:[^.!?\\n]){0,40}?(?:verifi|bevestig|controle|check)\\p{L}*",
    "(?:bel|belt u|bel ons)(?:[^.!?\\n]){0,60}?nummer(?:[^.!?\\n]){0,50}?(?:contract|overeenkomst|dossier|bekend|al (?:heeft|hebt))",
    "(?:niet|nooit) (?:alleen |enkel |uitsluitend )?(?:op basis van|naar aanleiding van|vanwege) (?:deze|een) (?:e-?mail|mail|bericht)",
  ],
  sv: [
    "(?:verifiera|bekräfta|kontrollera)(?:[^.!?\\n]){0,50}?(?:per telefon|via telefon|med ett samtal|genom att ringa)",
    "(?:ring|kontakta)(?:[^.!?\\n]){0,60}?num(?:mer|ret|ren)(?:[^.!?\\n]){0,50}?(?:avtal|kontrakt|känt|redan har)",
    "(?:inte|inget|ingenting|aldrig) (?:enbart |bara )?(?:på grund av|baserat på|utifrån) (?:detta|ett) (?:e-?post|mejl|meddelande)",
  ],
  pl: [
    "(?:zweryfikuj|potwierdź|potwierdz|sprawdź|weryfikuj)\\p{L}*(?:[^.!?\\n]){0,50}?(?:telefonicznie|przez telefon|dzwoniąc)",
    "(?:zadzwoń|zadzwoń do nas|prosimy zadzwonić|zadzwonić)(?:[^.!?\\n]){0,60}?numer(?:[^.!?\\n]){0,50}?(?:umow|znan|w aktach|który już)",
    "(?:nie )?(?:wyłącznie |tylko )?na podstawie (?:tego|tej|jednego) (?:e-?maila|maila|wiadomości)",
  ],
  cs: [
    "(?:ověřte|potvrďte|zkontrolujte)(?:[^.!?\\n]){0,50}?(?:telefonicky|po telefonu|zavoláním)",
    "(?:zavolejte|volejte)(?:[^.!?\\n]){0,60}?čísl\\p{L}*(?:[^.!?\\n]){0,50}?(?:smlouv|znám|již máte)",
    "(?:pouze |jen )?na základě (?:tohoto|jednoho) (?:e-?mailu|mailu|zprávy)",
  ],
  ru: [
    "(?:провер|подтверд|сверь|сверьте)\\p{L}*(?:[^.!?\\n]){0,50}?(?:по телефону|звонком|позвонив)",
    "(?:позвоните|звоните|свяжитесь)(?:[^.!?\\n]){0,60}?номер(?:[^.!?\\n]){0,50}?(?:договор|известн|уже есть|у вас есть)",
    "(?:только |лишь )?на основании (?:этого|одного) (?:письма|сообщения|e-?mail)",
  ],
  uk: [
    "(?:перевір|підтверд|звір)\\p{L}*(?:[^.!?\\n]){0,50}?(?:телефоном|по телефону|зателефонувавши)",
    "(?:зателефонуйте|телефонуйте|зв'яжіться)(?:[^.!?\\n]){0,60}?номер(?:[^.!?\\n]){0,50}?(?:договор|відом|вже є)",
    "(?:лише |тільки )?на підставі (?:цього|одного) (?:листа|повідомлення)",
  ],
  el: [
    "(?:επαληθεύστε|επιβεβαιώστε|ελέγξτε)(?:[^.!?\\n]){0,50}?(?:τηλεφωνικά|μέσω τηλεφώνου|με τηλεφώνημα)",
    "(?:καλέστε|τηλεφωνήστε)(?:[^.!?\\n]){0,60}?αριθμ\\p{L}*(?:[^.!?\\n]){0,50}?(?:σύμβαση|γνωστ|ήδη έχετε)",
    "(?:μόνο )?(?:με βάση|βάσει) (?:αυτού του|ενός) (?:email|μηνύματος|e-?mail)",
  ],
  tr: [
    "(?:telefonla|telefon ile|arayarak)(?:[^.!?\\n]){0,40}?(?:doğrula|teyit|kontrol)\\p{L}*",
    "(?:sözleşme\\p{L}*|kayıtlı|bildiğiniz|elinizdeki)(?:[^.!?\\n]){0,40}?numara\\p{L}*(?:[^.!?\\n]){0,30}?(?:arayın|arayınız|arayarak)",
    "(?:sadece |yalnızca )?bu (?:e-?posta|mesaj)\\p{L}* (?:dayanarak|üzerine|nedeniyle)",
  ],
  id: [
    "(?:verifikasi|konfirmasi|periksa)(?:[^.!?\\n]){0,50}?(?:melalui telepon|lewat telepon|dengan menelepon|via telepon)",
    "(?:hubungi|telepon|telpon)(?:[^.!?\\n]){0,60}?nomor(?:[^.!?\\n]){0,50}?(?:kontrak|perjanjian|sudah anda|yang anda ketahui)",
    "(?:hanya )?berdasarkan (?:email|surel|pesan) ini",
  ],
  vi: [
    "(?:xác minh|xác nhận|kiểm tra)(?:[^.!?\\n]){0,50}?(?:qua điện thoại|bằng điện thoại|bằng cách gọi)",
    "(?:gọi|liên hệ)(?:[^.!?\\n]){0,60}?số(?:[^.!?\\n]){0,50}?(?:hợp đồng|đã có|quen thuộc|đã biết)",
    "(?:chỉ )?(?:dựa trên|dựa vào|căn cứ vào) (?:email|thư|tin nhắn) này",
  ],
  sw: [
    "(?:thibitisha|hakikisha|hakiki)(?:[^.!?\\n]){0,50}?(?:kwa simu|kwa kupiga simu)",
    "(?:piga simu|tupigie)(?:[^.!?\\n]){0,60}?namba(?:[^.!?\\n]){0,50}?(?:mkataba|unayoijua|ulio nayo|tayari)",
    "(?:kwa sababu ya|kutokana na|kwa msingi wa) (?:barua pepe|ujumbe) hii",
  ],
  hi: [
    "(?:फ़ोन|फोन|कॉल)(?:[^.!?।\\n]){0,40}?(?:पुष्टि|सत्यापित|सत्यापन|जाँच|जांच)",
    "(?:अनुबंध|पहले से|रिकॉर्ड)(?:[^.!?।\\n]){0,40}?(?:नंबर|संख्या)(?:[^.!?।\\n]){0,30}?(?:फ़ोन|फोन|कॉल)",
    "(?:केवल )?(?:इस|इसी) (?:ईमेल|मेल|संदेश) (?:के आधार पर|की वजह से)",
  ],
  bn: [
    "(?:ফোনে|ফোন করে|কল করে)(?:[^.!?।\\n]){0,40}?(?:নিশ্চিত|যাচাই)",
    "(?:চুক্তিতে|চুক্তির|আগে থেকে|আপনার কাছে থাকা)(?:[^.!?।\\n]){0,40}?(?:নম্বর|নাম্বার)(?:[^.!?।\\n]){0,30}?(?:ফোন|কল)",
    "(?:শুধু |কেবল )?(?:এই|এ) (?:ইমেল|ইমেইল|মেইল|বার্তা)(?:টির|টার)? (?:ভিত্তিতে|উপর ভিত্তি করে|কারণে)",
  ],
  ur: [
    "(?:فون|کال)(?:[^.!?۔\\n]){0,40}?(?:تصدیق|تصديق)",
    "(?:معاہدے|پہلے سے|ریکارڈ)(?:[^.!?۔\\n]){0,40}?(?:نمبر)(?:[^.!?۔\\n]){0,30}?(?:فون|کال)",
    "(?:صرف )?(?:اس|اسی) (?:ای ?میل|پیغام) (?:کی بنیاد پر|کی وجہ سے)",
  ],
  ar: [
    "(?:تحقق|تأكد|تأكّد|أكد)(?:[^.!?؟\\n]){0,50}?(?:هاتفيا|هاتفياً|عبر الهاتف|بالهاتف|باتصال)",
    "(?:اتصل|اتصلوا|يرجى الاتصال)(?:[^.!?؟\\n]){0,60}?(?:الرقم|رقم)(?:[^.!?؟\\n]){0,50}?(?:العقد|المعروف|لديكم|لديك)",
    "(?:بناء|بناءً|استنادا|استناداً) (?:على|إلى) (?:هذا|هذه) (?:البريد|الرسالة)",
  ],
  fa: [
    "(?:تلفنی|با تماس|از طریق تلفن)(?:[^.!?؟\\n]){0,40}?(?:تأیید|تایید|بررسی)",
    "(?:تماس بگیرید|زنگ بزنید)(?:[^.!?؟\\n]){0,60}?شماره(?:[^.!?؟\\n]){0,50}?(?:قرارداد|دارید|می‌شناسید)",
    "(?:شماره)(?:[^.!?؟\\n]){0,40}?(?:قرارداد|دارید)(?:[^.!?؟\\n]){0,40}?(?:تماس بگیرید|زنگ بزنید)",
    "(?:صرفاً |فقط )?(?:بر اساس|به خاطر) (?:این|همین) (?:ایمیل|پیام)",
  ],
  he: [
    "(?:אמתו|אמת|וודאו|ודאו|אשרו)(?:[^.!?\\n]){0,50}?(?:טלפונית|בטלפון|בשיחה)",
    "(?:התקשרו|התקשר|חייגו)(?:[^.!?\\n]){0,60}?(?:מספר|למספר)(?:[^.!?\\n]){0,50}?(?:בחוזה|שכבר|המוכר|בהסכם)",
    '(?:רק )?(?:על סמך|בגלל) (?:מייל|הודעה|דוא"ל)',
  ],
  am: [
    "(?:በስልክ)(?:[^.!?።\\n]){0,40}?(?:አረጋግጡ|ያረጋግጡ|አረጋግጥ)",
    "(?:ውል|ያላችሁ|የምታውቁት)(?:[^.!?።\\n]){0,40}?(?:ቁጥር)(?:[^.!?።\\n]){0,30}?(?:ደውሉ|ይደውሉ)",
    "(?:በዚህ) (?:ኢሜይል|መልእክት) (?:ብቻ )?(?:ላይ ተመስርታችሁ|ምክንያት)",
  ],
  th: [
    "(?:ยืนยัน|ตรวจสอบ)(?:[^.!?\\n]){0,30}?(?:ทางโทรศัพท์|โดยโทร)",
    "(?:โทร)(?:[^.!?\\n]){0,40}?(?:หมายเลข|เบอร์)(?:[^.!?\\n]){0,30}?(?:ในสัญญา|ที่มีอยู่|ที่ทราบ)",
    "(?:โดยอาศัย|จาก)(?:อีเมล|ข้อความ)(?:ฉบับ)?นี้(?:เพียงอย่างเดียว)",
  ],
  lo: [
    "(?:ຢືນຢັນ|ກວດສອບ)(?:[^.!?\\n]){0,30}?(?:ທາງໂທລະສັບ|ໂດຍໂທ)",
    "(?:ໂທ)(?:[^.!?\\n]){0,40}?(?:ເບີ|ໝາຍເລກ)(?:[^.!?\\n]){0,30}?(?:ໃນສັນຍາ|ທີ່ມີຢູ່)",
    "(?:ອີງໃສ່|ຍ້ອນ)(?:ອີເມວ|ຂໍ້ຄວາມ)ນີ້",
  ],
  ko: [
    "(?:전화로|전화를 통해|유선으로)(?:[^.!?\\n]){0,30}?(?:확인|검증)",
    "(?:계약서|이미 알고 계신|보유하신)(?:[^.!?\\n]){0,30}?번호(?:[^.!?\\n]){0,20}?(?:전화|연락)",
    "(?:이|본) (?:이메일|메일|메시지)만 (?:보고|믿고|근거로)",
  ],
  ja: [
    "(?:電話で|お電話で|折り返し)(?:[^。！？\\n]){0,20}?(?:確認|照会)",
    "(?:契約書|既にお持ち|ご存知)(?:[^。！？\\n]){0,20}?番号(?:[^。！？\\n]){0,15}?(?:電話|連絡)",
    "(?:この|本)(?:メール|メッセージ)(?:のみ|だけ)(?:で|を根拠に|に基づいて)",
  ],
  zh: [
    "(?:电话|電話)(?:[^。！？\\n]){0,15}?(?:核实|核實|确认|確認|核对|核對)",
    "(?:合同|合約|已有|已知)(?:[^。！？\\n]){0,15}?(?:号码|號碼)(?:[^。！？\\n]){0,10}?(?:致电|致電|打电话|打電話|联系|聯繫)",
    "(?:仅凭|僅憑|仅根据|僅根據|不要根据|不要根據)(?:此|这封|這封|本)(?:邮件|郵件|电邮|電郵)",
  ],
  km: [
    "(?:ទូរស័ព្ទ|តាមទូរស័ព្ទ)[^\\n]{0,30}?(?:ផ្ទៀងផ្ទាត់|បញ្ជាក់)",
    "លេខ[^\\n]{0,30}?(?:កិច្ចសន្យា|ដែលអ្នកមាន)[^\\n]{0,20}?(?:ទូរស័ព្ទ|ហៅ)",
    "(?:ដោយផ្អែកលើ|តែ)(?:អ៊ីមែល|សារ)នេះ",
  ],
  my: [
    "ဖုန်း(?:ဖြင့်)?[^\\n]{0,30}?(?:အတည်ပြု|စစ်ဆေး)",
    "(?:စာချုပ်|သိထားသော)[^\\n]{0,30}?နံပါတ်[^\\n]{0,20}?(?:ဖုန်းဆက်|ခေါ်)",
    "(?:ဤ|ဒီ) ?(?:အီးမေးလ်|စာ)(?:ကို)? ?(?:သာ)? ?အခြေခံ",
  ],
  si: [
    "දුරකථනයෙන්[^.!?\\n]{0,40}?(?:තහවුරු|සත්යාපනය)",
    "(?:ගිවිසුමේ|ඔබ සතු|දැනටමත් ඇති)[^.!?\\n]{0,40}?අංක\\S*[^.!?\\n]{0,30}?(?:අමතන්න|ඇමතුම)",
    "(?:මෙම|මේ) (?:ඊමේලය|පණිවිඩය) (?:පමණක් )?(?:පදනම් කරගෙන|නිසා)",
  ],
  ta: [
    "தொலைபேசி(?: மூலம்|யில்)?[^.!?\\n]{0,40}?(?:உறுதிப்படுத்த|சரிபார்க்க)",
    "(?:ஒப்பந்தத்தில்|ஏற்கனவே உள்ள)[^.!?\\n]{0,40}?எண்\\S*[^.!?\\n]{0,30}?(?:அழைக்க|தொடர்பு)",
    "(?:இந்த) (?:மின்னஞ்சலை|செய்தியை) (?:மட்டும் )?(?:வைத்து|அடிப்படையாகக் கொண்டு)",
  ],
  ne: [
    "(?:फोन|कल)[^.!?।\\n]{0,40}?(?:पुष्टि|प्रमाणित)",
    "(?:सम्झौता|पहिले नै भएको)[^.!?।\\n]{0,40}?नम्बर[^.!?।\\n]{0,30}?(?:फोन|कल)",
    "(?:यो|यस) (?:इमेल|सन्देश)(?:को)? (?:आधारमा|भरमा)",
  ],
  ka: [
    "(?:ტელეფონით|ზარით)[^.!?\\n]{0,40}?(?:დაადასტურ|გადაამოწმ)\\p{L}*",
    "(?:ხელშეკრულებაში|უკვე გაქვთ)[^.!?\\n]{0,40}?ნომერ\\p{L}*[^.!?\\n]{0,30}?(?:დარეკ|დაგვირეკ)\\p{L}*",
    "(?:მხოლოდ )?ამ (?:წერილის|შეტყობინების) (?:საფუძველზე|გამო)",
  ],
  yo: [
    yoruba("(?:lórí fóònù|pè wá|pe wa)[^.!?\\n]{0,40}?(?:jẹ́rìí|ṣàyẹ̀wò)"),
    yoruba("nọ́ńbà[^.!?\\n]{0,40}?(?:nínú àdéhùn|tí ẹ ní)"),
    yoruba("(?:nítorí|lórí) ímeèlì yìí(?: nìkan)?"),
  ],
  ha: [
    hausa("(?:ta waya|ta hanyar kira)[^.!?\\n]{0,40}?(?:tabbatar|tantance)"),
    hausa("lamba[^.!?\\n]{0,40}?(?:kwangila|da kuke da ita)[^.!?\\n]{0,30}?(?:kira|buga waya)"),
    hausa("(?:saboda|bisa) wannan (?:imel|saƙo)"),
  ],
  tl: [
    "(?:sa telepono|tumawag)[^.!?\\n]{0,40}?(?:i-verify|kumpirmahin)",
    "numero(?:ng)?[^.!?\\n]{0,40}?(?:nasa kontrata|alam (?:mo|ninyo) na|mayroon na kayo)",
    "(?:dahil lamang sa|batay lamang sa) (?:email|mensahe) na ito",
  ],
  "ar-latn": [
    "(?:et2akkad|it2akkad|ta2akkad|akked)[^.!?\\n]{0,40}?(?:bel telefon|bil telefon|b telefon|bel phone)",
    "(?:ettasel|ittasel|ettasil)[^.!?\\n]{0,40}?(?:ra2m|raqam)[^.!?\\n]{0,40}?(?:el 3a2d|el 3aqd|3andak|3andkon)",
    "(?:bas|faqat) (?:3ala|3ala asas) (?:hal|hayda|had) (?:email|message|risale)",
  ],
  "hi-latn": [
    "(?:phone|call) (?:karke|par)[^.!?\\n]{0,40}?(?:confirm|verify|pushti)",
    "(?:contract|agreement)(?: mein| me)? (?:diye|likhe)[^.!?\\n]{0,40}?number[^.!?\\n]{0,30}?(?:call|phone)",
    "(?:sirf|keval) (?:is|iss) (?:email|mail) (?:ke aadhar par|ki wajah se)",
  ],
  ro: [
    romanian("(?:verific|confirm)\\p{L}*(?:[^.!?\\n]){0,50}?(?:telefonic|prin telefon|printr-un apel)"),
    romanian(
      "(?:sunați|apelați|contactați)(?:[^.!?\\n]){0,60}?număr\\p{L}*(?:[^.!?\\n]){0,50}?(?:contract|cunoscut|pe care (?:îl )?(?:aveți|cunoașteți)|dosar)",
    ),
    romanian("(?:pe baza|în baza|din cauza|doar pe baza) (?:acestui|unui) (?:e-?mail|mesaj)"),
  ],
  hu: [
    unmarked(
      "(?:telefonon|telefonos visszahívással|visszahívással)(?:[^.!?\\n]){0,40}?(?:ellenőriz|erősít|egyeztes)\\p{L}*",
    ),
    unmarked(
      "(?:szerződésben (?:szereplő|megadott|található)|már ismert|meglévő) (?:telefon)?szám\\p{L}*(?:[^.!?\\n]){0,30}?(?:hív|keres)\\p{L}*",
    ),
    unmarked("(?:ezen|ennek az?) (?:e-?mail|levél|üzenet)\\p{L}* alapján"),
  ],
  fi: [
    "(?:puhelimitse|soittamalla)(?:[^.!?\\n]){0,40}?(?:vahvist|tarkist|varmist)\\p{L}*",
    "(?:soita|soittakaa)(?:[^.!?\\n]){0,60}?(?:sopimu\\p{L}*|tiedossa\\p{L}*|jo olevaan|jo tuntemaanne)(?:[^.!?\\n]){0,30}?numero\\p{L}*",
    "(?:pelkästään |vain |yksinomaan )?tämän (?:sähköpostin|viestin) (?:perusteella|vuoksi)",
  ],
  da: [
    "(?:telefonisk|pr\\. telefon|per telefon|ved at ringe)(?:[^.!?\\n]){0,40}?(?:bekræft|verificer|kontroller|tjek)\\p{L}*",
    "(?:ring|kontakt)(?:[^.!?\\n]){0,60}?nummer\\p{L}*(?:[^.!?\\n]){0,50}?(?:kontrakt|aftale|kender|allerede har)",
    "(?:alene|udelukkende|kun) (?:på baggrund af|på grund af|ud fra) (?:denne|en) (?:e-?mail|mail|besked)",
  ],
  nb: [
    "(?:per telefon|på telefon|telefonisk|ved å ringe)(?:[^.!?\\n]){0,40}?(?:bekreft|verifiser|kontroller|sjekk)\\p{L}*",
    "(?:ring|kontakt)(?:[^.!?\\n]){0,60}?nummer\\p{L}*(?:[^.!?\\n]){0,50}?(?:kontrakt|avtale|kjenner|allerede har)",
    "(?:bare|kun|utelukkende|alene) (?:på bakgrunn av|på grunn av|basert på) (?:denne|en) (?:e-?posten|e-?post|meldingen|mailen)",
  ],
  bg: [
    "(?:по телефона|по телефон|с обаждане|телефонно)(?:[^.!?\\n]){0,40}?(?:потвърд|провер)\\p{L}*",
    "(?:обадете|позвънете|свържете)(?:[^.!?\\n]){0,60}?номер\\p{L}*(?:[^.!?\\n]){0,50}?(?:договор|познат|вече имате)",
    "(?:въз основа на|заради|на базата на) (?:това|този) (?:писмо|имейл|съобщение)",
  ],
  sh: [
    serbian("(?:telefonom|telefonski|putem telefona|pozivom)(?:[^.!?\\n]){0,40}?(?:potvrd|provjer|prover)\\p{L}*"),
    serbian("(?:potvrd|provjer|prover)\\p{L}*(?:[^.!?\\n]){0,40}?(?:telefonom|telefonski|putem telefona|pozivom)"),
    serbian(
      "(?:nazovite|pozovite|kontaktirajte|zovite)(?:[^.!?\\n]){0,60}?broj\\p{L}*(?:[^.!?\\n]){0,50}?(?:ugovor|poznat|već imate)",
    ),
    serbian("(?:na temelju|na osnovu|zbog) (?:ovog|ove|ovoga) (?:e-?maila|mejla|imejla|poruke)"),
  ],
  sk: [
    unmarked("(?:telefonicky|telefonátom|spätným volaním)(?:[^.!?\\n]){0,40}?(?:over|potvrď|potvrd)\\p{L}*"),
    unmarked("(?:over|potvrď|potvrd)\\p{L}*(?:[^.!?\\n]){0,40}?(?:telefonicky|telefonátom)"),
    unmarked(
      "(?:zavolajte|volajte|kontaktujte)(?:[^.!?\\n]){0,60}?čísl\\p{L}*(?:[^.!?\\n]){0,50}?(?:zmluv|známe|už máte)",
    ),
    unmarked("na základe (?:tohto (?:e-?mailu|mailu)|tejto správy)"),
  ],
  sl: [
    unmarked("(?:po telefonu|telefonsko|s klicem)(?:[^.!?\\n]){0,40}?(?:potrd|preveri)\\p{L}*"),
    unmarked("(?:potrd|preveri)\\p{L}*(?:[^.!?\\n]){0,40}?(?:po telefonu|telefonsko|s klicem)"),
    unmarked(
      "(?:pokličite|kontaktirajte)(?:[^.!?\\n]){0,60}?številk\\p{L}*(?:[^.!?\\n]){0,50}?(?:pogodb|znan|že imate)",
    ),
    unmarked("na podlagi (?:tega|tega e-?poštnega) (?:sporočila|e-?maila|e-?pošte)"),
  ],
  lt: [
    unmarked("(?:telefonu|paskambin\\p{L}*)(?:[^.!?\\n]){0,40}?(?:patvirtin|patikrin)\\p{L}*"),
    unmarked("(?:patvirtin|patikrin)\\p{L}*(?:[^.!?\\n]){0,40}?(?:telefonu|skambučiu)"),
    unmarked("(?:sutartyje|jau turimu|žinomu)(?:[^.!?\\n]){0,30}?numer\\p{L}*"),
    unmarked("(?:remdamiesi|remiantis) (?:vien |tik )?(?:šiuo|šiuo el\\.) (?:laišku|pranešimu)"),
  ],
  lv: [
    unmarked("(?:pa tālruni|telefoniski|zvanot)(?:[^.!?\\n]){0,40}?(?:apstiprin|pārbaud)\\p{L}*"),
    unmarked("(?:apstiprin|pārbaud)\\p{L}*(?:[^.!?\\n]){0,40}?(?:pa tālruni|telefoniski)"),
    unmarked("(?:zvaniet|piezvaniet|sazinieties)(?:[^.!?\\n]){0,60}?(?:līgum|jau zinām|zināmo)\\p{L}*"),
    unmarked(
      alt(
        "uz (?:šī|šīs) (?:e-?pasta|vēstules|ziņojuma) pamata",
        "pamatojoties (?:tikai )?uz šo (?:e-?pastu|vēstuli|ziņojumu)",
      ),
    ),
  ],
  et: [
    unmarked("(?:telefoni teel|telefonitsi|helistades)(?:[^.!?\\n]){0,40}?(?:kinnita|kontrolli)\\p{L}*"),
    unmarked("(?:kinnita|kontrolli)\\p{L}*(?:[^.!?\\n]){0,40}?(?:telefoni teel|telefonitsi|helistades)"),
    unmarked("(?:helistage|võtke ühendust)(?:[^.!?\\n]){0,60}?(?:lepingus|juba teadaoleva|teadaoleva)\\p{L}*"),
    unmarked("(?:ainult |üksnes )?(?:selle|käesoleva) (?:e-?kirja|kirja|sõnumi) (?:põhjal|alusel)"),
  ],
  ca: [
    "(?:verifiqu|confirm|comprov)\\p{L}*(?:[^.!?\\n]){0,50}?(?:per telèfon|telefònicament|amb una trucada)",
    "(?:truqueu|telefoneu|contacteu)(?:[^.!?\\n]){0,60}?número(?:[^.!?\\n]){0,50}?(?:contracte|conegut|habitual|que ja (?:teniu|coneixeu))",
    "(?:sobre la base|a partir|en base|només a partir) d['’]aquest (?:correu|missatge|e-?mail)",
  ],
  hy: [
    "(?:հեռախոսով|զանգահարելով)(?:[^.!?։\\n]){0,40}?(?:հաստատ|ստուգ)\\p{L}*",
    "(?:պայմանագրում (?:նշված|գրված)|արդեն (?:ունեցած|հայտնի)) (?:հեռախոսա)?համար\\p{L}*",
    "(?:այս|այդ) (?:նամակի|հաղորդագրության) (?:հիման վրա|պատճառով)",
  ],
  az: [
    azerbaijani("(?:telefonla|telefon vasitəsilə|zəng edərək)(?:[^.!?\\n]){0,40}?(?:təsdiq|yoxla)\\p{L}*"),
    azerbaijani("(?:müqavilədəki|müqavilədə göstərilən|artıq bildiyiniz) (?:telefon )?nömrə\\p{L}*"),
    azerbaijani("bu (?:məktub|e-?poçt|mesaj)\\p{L}* (?:əsasında|əsaslanaraq)"),
  ],
  kk: [
    "(?:телефон арқылы|қоңырау шалып)(?:[^.!?\\n]){0,40}?(?:раста|тексер)\\p{L}*",
    "(?:шартта көрсетілген|бұрыннан белгілі|сізде бар) (?:телефон )?нөмір\\p{L}*",
    "(?:осы|бұл) (?:хат|хабарлама)\\p{L}* (?:негізінде|себебінен)",
  ],
  uz: [
    uzbek("(?:telefon orqali|qoʻngʻiroq qilib)(?:[^.!?\\n]){0,40}?(?:tasdiql|tekshir)\\p{L}*"),
    uzbek("(?:shartnomada koʻrsatilgan|sizda mavjud|oldindan maʼlum) (?:telefon )?raqam\\p{L}*"),
    uzbek("(?:shu|ushbu|bu) (?:xat|maktub|xabar)\\p{L}* (?:asosida|sababli)"),
  ],
  mn: [
    "(?:утсаар|утасдаж)(?:[^.!?\\n]){0,40}?(?:баталгаажуул|шалга)\\p{L}*",
    "(?:гэрээнд (?:заасан|байгаа)|танд байгаа) (?:утасны )?дугаар\\p{L}*",
    "энэ (?:имэйл|захидал|мессеж)\\p{L}* (?:дээр )?(?:үндэслэн|учир)",
  ],
  zu: [
    "(?:qinisekisa|uqinisekise)[^.!?\\n]{0,40}?(?:ngocingo|ngefoni)|(?:ngocingo|ngefoni)[^.!?\\n]{0,40}?(?:qinisekisa|uqinisekise)",
    "(?:inombolo|enombolweni)[^.!?\\n]{0,40}?(?:esenkontilekeni|esesivumelwaneni|onayo kakade)",
    "(?:ngenxa|ngesisekelo) (?:yale|sale) (?:imeyili|mlayezo)",
  ],
  xh: [
    "(?:qinisekisa|uqinisekise)[^.!?\\n]{0,40}?(?:ngefowuni|ngomnxeba)|(?:ngefowuni|ngomnxeba)[^.!?\\n]{0,40}?(?:qinisekisa|uqinisekise)",
    "(?:inombolo|kwinombolo)[^.!?\\n]{0,40}?(?:ekwisivumelwano|esesivumelwaneni|onayo sele)",
    "(?:ngenxa|ngokusekelwe) (?:yale|kule) (?:imeyile|myalezo)",
  ],
  af: [
    "(?:telefonies|per telefoon|deur terug te bel)[^.!?\\n]{0,40}?(?:bevestig|verifieer|nagaan)|(?:bevestig|verifieer)[^.!?\\n]{0,40}?(?:telefonies|per telefoon)",
    "(?:bel|skakel)[^.!?\\n]{0,60}?nommer[^.!?\\n]{0,40}?(?:in die kontrak|wat u reeds het|wat jy reeds het|op lêer)",
    "(?:slegs )?op grond van hierdie (?:e-?pos|boodskap)",
  ],
  so: [
    "(?:taleefanka|telefoonka)[^.!?\\n]{0,40}?(?:ku xaqiiji|hubi)|(?:xaqiiji|hubi)[^.!?\\n]{0,40}?(?:taleefan|telefoon)",
    "lambarka[^.!?\\n]{0,40}?(?:heshiiska|aad hore u haysatay)",
    "(?:iimaylkan|fariintan) (?:oo keliya )?(?:sababtiis|darteed)",
  ],
  ti: [
    "(?:ብተሌፎን|ብስልኪ)[^.!?።\\n]{0,40}?ኣረጋግ[ጽጹ]",
    "(?:ውዕል|ኮንትራት)[^.!?።\\n]{0,40}?ቁጽሪ",
    "(?:በዚ|ብዚ) (?:ኢመይል|መልእኽቲ) (?:ጥራይ|ተመርኲስኩም)",
  ],
  ig: [
    unmarked("(?:na ekwentị|site na ekwentị|kpọọ anyị)[^.!?\\n]{0,40}?(?:kwado|nyochaa)"),
    unmarked("nọmba[^.!?\\n]{0,40}?(?:dị na nkwekọrịta|ị nwere)"),
    unmarked("(?:n'ihi|dabere na) (?:email|ozi) (?:a|nke a)"),
  ],
  ms: [
    "(?:melalui telefon|dengan menelefon)[^.!?\\n]{0,40}?(?:sahkan|semak)|(?:sahkan|semak)[^.!?\\n]{0,40}?(?:melalui telefon|dengan menelefon)",
    "nombor[^.!?\\n]{0,40}?(?:dalam kontrak|yang (?:anda|tuan) sudah ada)",
    "berdasarkan (?:e-?mel|emel) ini (?:sahaja|semata-mata)",
  ],
  ps: [
    "(?:ټ[يی]ل[يی]فون|تل[يی]فون)[^.!?۔\\n]{0,40}?(?:تا[يی][يی]د|تصد[يی]ق)",
    "(?:قرارداد|تړون)[^.!?۔\\n]{0,40}?شم[ېي]ر",
    "د (?:دې|دغه) (?:ا[يی]م[يی]ل|پ[يی]غام) پر بنسټ",
  ],
  ku: [
    unmarked(
      "(?:bi telefonê|bi têlefonê)[^.!?\\n]{0,40}?(?:piştrast|kontrol)|piştrast bik(?:e|in)[^.!?\\n]{0,40}?bi telefonê",
    ),
    unmarked("hejmar\\p{L}*[^.!?\\n]{0,40}?(?:di peymanê de|ku we berê heye)"),
    unmarked("tenê li ser vê (?:e-?nameyê|peyamê)"),
  ],
  ckb: [
    "(?:بە تەلەفۆن|تەلەفۆن)[^.!?\\n]{0,40}?(?:پشتڕاست|دڵنیا)",
    "گرێبەست[^.!?\\n]{0,40}?ژمارە",
    "تەنها لەسەر بنەمای ئەم (?:ئیمەیڵ|نامە)",
  ],
  gu: [
    "(?:ફોન|કૉલ|કોલ)[^.!?।\\n]{0,40}?(?:પુષ્ટિ|ચકાસ)",
    "(?:કરાર|પહેલેથી)[^.!?।\\n]{0,40}?નંબર",
    "(?:ફક્ત )?આ (?:[ઈઇ]-?મે[ઈઇ]?લ|સંદેશ)\\S* (?:આધારે|ના આધારે)",
  ],
  mr: [
    "(?:फोन|कॉल)[^.!?।\\n]{0,40}?(?:पुष्टी|पडताळ)",
    "(?:करार|आधीच असलेल्या)[^.!?।\\n]{0,40}?(?:नंबर|क्रमांक)",
    "(?:केवळ |फक्त )?(?:या|ह्या) (?:ईमेलच्या|संदेशाच्या) आधारे",
  ],
  pa: [
    "(?:ਫੋਨ|ਫ਼ੋਨ|ਕਾਲ)[^.!?।\\n]{0,40}?(?:ਪੁਸ਼ਟੀ|ਤਸਦੀਕ)",
    "(?:ਇਕਰਾਰਨਾਮੇ|ਸਮਝੌਤੇ|ਪਹਿਲਾਂ ਤੋਂ)[^.!?।\\n]{0,40}?ਨੰਬਰ",
    "(?:ਸਿਰਫ਼ )?(?:ਇਸ|ਇਹ) (?:ਈਮੇਲ|ਸੁਨੇਹੇ) ਦੇ ਆਧਾਰ",
  ],
  te: [
    "(?:ఫోన్|కాల్)[^.!?।\\n]{0,40}?(?:నిర్ధారించ|ధృవీకరించ)",
    "(?:ఒప్పంద|ఇప్పటికే ఉన్న)[^.!?।\\n]{0,40}?(?:నంబర్|సంఖ్య)",
    "(?:కేవలం )?ఈ (?:ఈమెయిల్|సందేశం) (?:ఆధారంగా|ఆధారంతో)",
  ],
  kn: [
    "(?:ಫೋನ್|ಕರೆ)[^.!?।\\n]{0,40}?(?:ದೃಢೀಕರಿಸ|ಖಚಿತಪಡಿಸ|ಪರಿಶೀಲಿಸ)",
    "(?:ಒಪ್ಪಂದ|ಈಗಾಗಲೇ ಇರುವ)[^.!?।\\n]{0,40}?(?:ಸಂಖ್ಯೆ|ನಂಬರ್)",
    "(?:ಕೇವಲ )?ಈ (?:ಇಮೇಲ್|ಸಂದೇಶ)\\S* ಆಧಾರದ ಮೇಲೆ",
  ],
  ml: [
    "(?:ഫോ(?:ൺ|ണ്)|വിളിച്ച്)[^.!?।\\n]{0,40}?(?:സ്ഥിരീകരിക്ക|ഉറപ്പാക്ക|പരിശോധിക്ക)",
    "(?:കരാറി|ഇതിനകം ഉള്ള)[^.!?।\\n]{0,40}?നമ്പ(?:ർ|ര്)",
    "ഈ (?:ഇമെയി|സന്ദേശ)\\S* (?:മാത്രം )?അടിസ്ഥാനമാക്കി",
  ],
  jv: [
    "(?:liwat|lewat) telpon[^.!?\\n]{0,40}?(?:konfirmasi|verifikasi|mesthekake)|(?:konfirmasi|verifikasi|pesthekake|mesthekake)[^.!?\\n]{0,40}?(?:liwat|lewat) telpon",
    "nome?r[^.!?\\n]{0,40}?(?:ing kontrak|sing wis (?:sampeyan|panjenengan) duwe)",
    "adhedhasar email iki (?:wae|thok)",
  ],
};

/** Out-of-band verification advice: confirm by phone, on a number already held, not because of this mail
 * (→ VERIFY_OUT_OF_BAND in payment.ts). */
export const PAY_VERIFY_OUT_OF_BAND: PhraseTable = Object.fromEntries(
  Object.entries(VERIFY).map(([lang, entries]) => [lang, (entries ?? []).map(nfkc)]),
);

/** The usual account, one row per language: an invoice or reminder that says payment goes to the account the payer
 * already uses, or that the bank details have not changed ("payment as usual to our account", "our usual account",
 * "same details as all previous invoices"). Bank-detail fraud must announce a change; a notice that asserts the
 * opposite, with no change, secret or secrecy asked, is an ordinary invoice (rules/classifier.ts
 * `credpay.usual_account`). Written from the concept, never with "previous" or "old" (fraud says "the old account
 * is closed"): (1) the usual or same account, (2) the details unchanged. */
const USUAL: Partial<Record<Lang, readonly string[]>> = {
  en: [
    "(?:our|the|your) (?:usual|regular|normal|same|known) (?:bank )?(?:account|bank details|payment details|remittance details)|(?:payment|pay|paid|remit|remittance)\\p{L}* as usual(?: to)?|same (?:bank |account |payment )?details as (?:always|before|usual|all previous|on (?:all )?previous)|\\(?same as (?:always|usual)\\)?",
    "(?:bank|account|payment|banking|remittance) details (?:have not|haven't|has not|hasn't|did not|didn't) change|(?:bank|account|payment|banking|remittance) details (?:are|remain) (?:unchanged|the same)",
  ],
  de: [
    "(?:unser\\p{L}*|das|ihr\\p{L}*|die) (?:bekannte\\p{L}*|übliche\\p{L}*|gewohnte\\p{L}*|gleiche\\p{L}*) (?:konto|bankverbindung|kontoverbindung)|wie (?:gewohnt|immer) (?:auf|an) (?:unser|das|die|mein|meine)",
    "(?:bankverbindung|kontoverbindung|kontodaten|bankdaten) (?:hat sich |haben sich |ist |sind )?(?:nicht geändert|unverändert)|unveränderte (?:bankverbindung|kontoverbindung)",
  ],
  fr: [
    "(?:notre|votre|le|au) compte habituel|(?:virement|paiement|règlement) habituel|(?:mêmes|les mêmes) coordonnées bancaires",
    "coordonnées bancaires (?:n'ont pas changé|restent (?:inchangées|les mêmes)|sont inchangées)|n'(?:a|avons|ont) (?:pas|jamais) changé (?:de |nos |notre |leurs? )?(?:coordonnées bancaires|compte bancaire|rib|banque)",
  ],
  es: [
    "(?:nuestra|la|su|a la) cuenta (?:habitual|de siempre)|(?:los )?mismos datos bancarios",
    "(?:datos bancarios|cuenta bancaria|datos de pago) (?:no han cambiado|no ha cambiado|sin cambios|siguen siendo los mismos)",
  ],
  it: [
    "(?:nostro|il|vostro|suo|sul) conto (?:abituale|consueto|di sempre)|(?:le )?stesse coordinate bancarie",
    "(?:coordinate bancarie|dati bancari|iban) (?:non (?:sono|è) (?:cambiat\\p{L}*|variat\\p{L}*)|invariat\\p{L}*|restano (?:invariat\\p{L}*|le stesse))",
  ],
  pt: [
    "(?:nossa|sua|a|na) conta (?:habitual|de sempre|usual)|(?:os )?mesmos dados bancários",
    "(?:dados bancários|conta bancária|dados de pagamento) (?:não mudaram|não mudou|não foram alterados|permanecem os mesmos|inalterad\\p{L}*)",
  ],
  nl: [
    "(?:ons|onze|het|de|uw) (?:gebruikelijke|bekende|vertrouwde|vaste) (?:rekening|rekeningnummer|bankrekening)|(?:dezelfde|zelfde) bankgegevens",
    "(?:bankgegevens|rekeningnummer|betaalgegevens) (?:is|zijn) (?:niet gewijzigd|ongewijzigd|hetzelfde|dezelfde)",
  ],
  sv: [
    "(?:vårt|ert|det) (?:vanliga|ordinarie|samma) (?:konto|bankkonto|bankgiro|plusgiro)|som vanligt (?:till|på) (?:vårt|vårat|ert)",
    "(?:bankuppgifter|kontouppgifter|betalningsuppgifter)(?:na)? (?:är oförändrade|har inte ändrats|är desamma)",
  ],
  pl: [
    "(?:na )?(?:nasz |ten sam |zwykły )(?:rachunek|numer konta|numer rachunku)|(?:te same|tych samych) danych? bankow\\p{L}*",
    "(?:dane bankowe|numer (?:konta|rachunku)) (?:nie (?:uległ\\p{L}*|zmienił\\p{L}*)|(?:są |pozostaj\\p{L}* )?bez zmian)",
  ],
  cs: [
    "(?:na )?(?:náš |váš )?(?:obvyklý|stejný) (?:účet|bankovní účet)|stejné bankovní (?:spojení|údaje)",
    "(?:bankovní (?:spojení|údaje)|číslo účtu) (?:se )?(?:nezměnil\\p{L}*|zůstáv\\p{L}* stejn\\p{L}*|beze změny)",
  ],
  ru: [
    "(?:обычн|привычн)\\p{L}* (?:сч[её]т|реквизит)\\p{L}*|(?:тот же|те же) (?:сч[её]т|реквизиты)",
    "(?:реквизиты|банковские данные|номер сч[её]та) (?:не (?:изменились|менялись|изменился)|остались (?:прежними|теми же)|без изменений)",
  ],
  uk: [
    "(?:звичайн|звичн)\\p{L}* (?:рахун|реквізит)\\p{L}*|(?:той самий|ті самі) (?:рахунок|реквізити)",
    "(?:реквізити|банківські дані|номер рахунку) (?:не (?:змінилися|змінювалися|змінився)|без змін|залишилися (?:тими самими|незмінними))",
  ],
  el: [
    "(?:στον )?(?:συνήθη|ίδιο) (?:λογαριασμό|τραπεζικό λογαριασμό)|(?:τα )?ίδια τραπεζικά στοιχεία",
    "(?:τραπεζικά στοιχεία|στοιχεία πληρωμής|αριθμός λογαριασμού) (?:δεν έχουν αλλάξει|δεν έχει αλλάξει|παραμένουν (?:ίδια|τα ίδια|αμετάβλητα))",
  ],
  tr: [
    "(?:her zamanki|bilinen|aynı) (?:hesab|banka hesab|iban)\\p{L}*",
    "(?:banka bilgileri|hesap bilgileri|iban|hesap numarası)\\p{L}* (?:değişmedi|aynıdır|aynı kalmıştır|değişmemiştir)",
  ],
  id: [
    "rekening (?:yang )?(?:biasa|seperti biasa|yang sama)|(?:data|detail) (?:bank|rekening) yang sama",
    "(?:data|detail|informasi|nomor) (?:bank|rekening) (?:kami )?(?:tidak berubah|tetap sama|masih sama)",
  ],
  vi: [
    "tài khoản (?:quen thuộc|thường dùng|như mọi khi|như thường lệ)|(?:cùng|vẫn) (?:số )?tài khoản (?:như|cũ như) (?:trước|mọi khi)",
    "(?:thông tin|số) tài khoản (?:không thay đổi|vẫn giữ nguyên|giữ nguyên|không đổi)",
  ],
  sw: [
    "akaunti (?:yetu )?(?:ya kawaida|ile ile|ileile|ile tunayotumia)",
    "(?:maelezo ya benki|namba ya akaunti|nambari ya akaunti) (?:hayajabadilika|haijabadilika|ni yale yale|ni ile ile)",
  ],
  hi: [
    "(?:हमारे )?(?:उसी|सामान्य|हमेशा वाले) (?:बैंक )?खाते",
    "(?:बैंक विवरण|खाता संख्या|खाता नंबर|बैंक खाते)(?: में)? (?:कोई )?(?:बदलाव नहीं|परिवर्तन नहीं|नहीं बदल)",
  ],
  bn: [
    "(?:একই|স্বাভাবিক|বরাবরের) (?:ব্যাংক )?(?:অ্যাকাউন্ট|হিসাব)",
    "(?:ব্যাংকের বিবরণ|অ্যাকাউন্ট নম্বর|হিসাব নম্বর) (?:একই আছে|বদলায়নি|পরিবর্তন হয়নি|অপরিবর্তিত)",
  ],
  ur: [
    "(?:اسی|معمول کے|ہمیشہ والے) (?:بینک )?(?:اکاؤنٹ|کھاتے)",
    "(?:بینک کی تفصیلات|اکاؤنٹ نمبر|بینک اکاؤنٹ)(?: میں)? (?:کوئی )?(?:تبدیلی نہیں|تبدیل نہیں|نہیں بدل)",
  ],
  ar: [
    "(?:حسابنا|الحساب|حسابكم) (?:المعتاد|المعروف|نفسه|ذاته)|(?:نفس|ذات) (?:الحساب|البيانات المصرفية)",
    "(?:البيانات المصرفية|تفاصيل الحساب|بيانات الحساب|رقم الحساب) (?:لم تتغير|لم يتغير|دون تغيير|كما هي|كما هو)",
  ],
  fa: [
    "(?:حساب|شماره حساب) (?:همیشگی|معمول)|(?:همان|همین) (?:حساب|شماره حساب) (?:همیشگی|قبلی)",
    "(?:اطلاعات بانکی|شماره حساب|مشخصات حساب)\\p{L}* (?:تغییری نکرده|تغییر نکرده|همان است|ثابت)",
  ],
  he: [
    "(?:החשבון|לחשבון|בחשבון) (?:הרגיל|הקבוע)|(?:אותם|אותו) (?:פרטי בנק|פרטי חשבון|חשבון)",
    "(?:פרטי הבנק|פרטי החשבון|מספר החשבון) (?:לא השתנו|לא השתנה|נשארו (?:זהים|ללא שינוי)|ללא שינוי)",
  ],
  am: ["(?:የተለመደው|ያው|በተለመደው) (?:የባንክ )?(?:ሂሳብ|አካውንት)", "(?:የባንክ ዝርዝር|የሂሳብ ቁጥር|የባንክ ሂሳብ)\\p{L}* (?:አልተቀየረም|አልተለወጠም)"],
  th: [
    "บัญชี(?:ปกติ|เดียวกับ|เดียวกัน)(?:ที่)?(?:เคย|ทุกครั้ง)",
    "(?:ข้อมูลบัญชี|เลขที่บัญชี|บัญชีธนาคาร)(?:ของเรา)?(?:ยัง)?ไม่(?:มีการ)?เปลี่ยน",
  ],
  lo: ["ບັນຊີ(?:ປົກກະຕິ|ດຽວກັນ)(?:ທີ່)?(?:ເຄີຍ|ທຸກເທື່ອ)", "(?:ຂໍ້ມູນບັນຊີ|ເລກບັນຊີ|ບັນຊີທະນາຄານ)(?:ຂອງພວກເຮົາ)?(?:ຍັງ)?ບໍ່(?:ມີການ)?ປ່ຽນ"],
  ko: [
    "(?:평소|늘|항상)(?:와 같은| 쓰시던| 사용하시던|의)? ?(?:계좌|입금 ?계좌)",
    "(?:계좌 ?정보|입금 ?계좌|계좌 ?번호)(?:는|은|가|이|에)? ?(?:변경(?:되지 않았|이 없|사항이 없)|변동(?:이|은)? 없)",
  ],
  ja: [
    "(?:いつもの|従来(?:通り|どおり)の|通常の)(?:口座|振込先)",
    "(?:口座|振込先|口座情報|振込先情報)(?:に|の|は)?(?:変更(?:は|が)?(?:ありません|ございません|なし)|変わりません)",
  ],
  zh: [
    "(?:常用|一直使用的|同一|一贯的|一貫的)(?:账户|帳戶|账号|帳號|收款账户|收款帳戶)",
    "(?:银行|銀行|账户|帳戶|收款)(?:信息|資訊|资料|資料)?(?:没有|沒有|未|并未|並未)(?:变更|變更|变化|變化|改变|改變)",
  ],
  km: ["គណនី(?:ធនាគារ)?(?:ដដែល|ធម្មតា)", "ព័ត៌មានធនាគារ(?:របស់យើង)?មិន(?:មាន)?(?:ការ)?(?:ផ្លាស់ប្តូរ|ប្តូរ)"],
  my: ["(?:ပုံမှန်|အမြဲ ?သုံးသော) ?(?:ဘဏ် ?)?အကောင့်", "ဘဏ် ?အချက်အလက်(?:များ)? ?မပြောင်း"],
  si: ["(?:සුපුරුදු|සාමාන්ය|එකම) (?:බැංකු )?ගිණුම\\S*", "බැංකු විස්තර (?:වෙනස් වී නැත|නොවෙනස්ව)"],
  ta: ["(?:வழக்கமான|அதே) (?:வங்கிக் )?கணக்கு\\S*", "வங்கி விவரங்\\S* (?:மாறவில்லை|மாற்றமில்லை)"],
  ne: ["(?:उही|सधैंको) (?:बैंक )?खाता", "बैंक विवरण(?:मा)? (?:कुनै )?(?:परिवर्तन भएको छैन|बदलिएको छैन)"],
  ka: ["(?:ჩვეულ|იგივე)\\p{L}* (?:საბანკო )?ანგარიშ\\p{L}*", "საბანკო რეკვიზიტები არ შეცვლილა"],
  yo: [yoruba("àkọọ́lẹ̀ (?:báńkì )?(?:tí ẹ máa ń lò|kan náà)"), yoruba("àlàyé báńkì (?:wa )?kò yí padà")],
  ha: [hausa("asusun(?: banki)? (?:da muka saba|na yau da kullum)"), hausa("bayanan banki(?:nmu)? ba su canza ba")],
  tl: [
    "(?:parehong|karaniwang|nakasanayang) (?:bank )?account",
    "(?:hindi nagbago|walang pagbabago) (?:ang |sa )?(?:aming )?(?:bank account|detalye ng bangko)",
  ],
  "ar-latn": [
    "(?:nafs|nefs) el (?:7esab|hesab)|el (?:7esab|hesab) (?:el mo3tad|el 3adi|nafso)",
    "(?:ma|mesh|mish) (?:t8ayyaret|tghayyaret|ghayyarna|8ayyarna) (?:ma3lumat|ma3loumat|tafasil) el (?:bank|7esab)",
  ],
  "hi-latn": ["(?:usi|wahi|hamesha wale) (?:bank )?account", "bank details (?:mein )?(?:koi )?(?:badlav|change) nahi"],
  ro: [
    romanian(
      "(?:contul|în contul) (?:nostru |dvs\\.? )?(?:obișnuit|uzual|cunoscut|dintotdeauna)|acelea?și date bancare|ca de obicei (?:în|pe) contul",
    ),
    romanian(
      "(?:datele bancare|contul bancar|iban-ul|detaliile bancare) (?:nu s-au schimbat|nu s-a schimbat|au rămas (?:aceleași|neschimbate)|rămân neschimbate|sunt neschimbate)",
    ),
  ],
  hu: [
    unmarked(
      "(?:szokásos|megszokott|ismert|ugyanazon|ugyanarra a) (?:bankszáml|számlaszám)\\p{L}*|a szokásos módon (?:a )?bankszáml\\p{L}*",
    ),
    unmarked("(?:bankszámlaszám|banki adat|számlaszám)\\p{L}* (?:nem változ\\p{L}*|változatlan\\p{L}*|ugyanaz\\p{L}*)"),
  ],
  fi: [
    "(?:tavalliselle|tavanomaiselle|samalle|tutulle) (?:pankki)?tilille|(?:samat|tutut) (?:pankki|tili)tiedot|tavalliseen tapaan (?:tilillemme|tilille)",
    "(?:pankkitiedot|tilitiedot|tilinumero|tilinumeromme|pankkiyhteystiedot)\\p{L}* (?:eivät ole muuttuneet|ei ole muuttunut|pysyvät ennallaan|ovat ennallaan|ovat samat)",
  ],
  da: [
    "(?:vores|den|jeres) (?:sædvanlige|kendte|samme|normale) (?:konto|bankkonto|kontonummer)|som sædvanlig (?:til|på) (?:vores|vor)",
    "(?:bankoplysninger|kontooplysninger|betalingsoplysninger|kontonummer)(?:ne|et)? (?:er uændrede|er uændret|har ikke ændret sig|er de samme)",
  ],
  nb: [
    "(?:vår|den|deres) (?:vanlige|kjente|samme|faste) (?:konto|bankkonto|kontonummer)|som vanlig (?:til|på) (?:vår|vårt)",
    "(?:bankopplysninger|kontoopplysninger|betalingsopplysninger|kontonummer)(?:ne|et)? (?:er uendret|er uendrede|har ikke endret seg|er de samme)",
  ],
  bg: [
    "(?:обичайн|същ|познат)\\p{L}* (?:банков\\p{L}* )?сметк\\p{L}*|(?:същите|същата) банкови (?:данни|реквизити)",
    "(?:банковите (?:ни )?(?:данни|реквизити)|номерът на сметката|банковата (?:ни )?сметка) (?:не са се променили|не се е променил\\p{L}*|не е променен\\p{L}*|не са променени|остават (?:същите|непроменени)|са непроменени)",
  ],
  sh: [
    serbian(
      "(?:uobičajen|isti|poznat)\\p{L}* (?:bankovn\\p{L}* |tekuć\\p{L}* )?račun\\p{L}*|(?:isti|iste) bankovn\\p{L}* podac\\p{L}*",
    ),
    serbian(
      "(?:bankovni podaci|podaci o računu|broj računa|bankovni račun) (?:se )?(?:nisu (?:se )?promijenili|nisu (?:se )?promenili|nije promijenjen|nije promenjen|ostaju (?:isti|nepromijenjeni|nepromenjeni)|su nepromijenjeni|su nepromenjeni)",
    ),
  ],
  sk: [
    unmarked("(?:obvykl|zvyčajn|rovnak)\\p{L}* (?:bankov\\p{L}* )?účet|rovnaké bankové (?:spojenie|údaje)"),
    unmarked(
      "(?:bankové (?:spojenie|údaje)|číslo účtu) (?:sa )?(?:nezmenil\\p{L}*|zostáva\\p{L}* rovnak\\p{L}*|bez zmeny)",
    ),
  ],
  sl: [
    unmarked(
      "(?:običajn|ist|znan)\\p{L}* (?:bančn\\p{L}* |transakcijsk\\p{L}* )?račun\\p{L}*|(?:isti|enaki) bančni podatki",
    ),
    unmarked(
      "(?:bančni podatki|številka računa|bančni račun|podatki za plačilo) (?:se )?(?:niso spremenili|ni spremenil\\p{L}*|ostajajo (?:isti|enaki|nespremenjeni)|so nespremenjeni|so enaki)",
    ),
  ],
  lt: [
    unmarked(
      "(?:įprast|žinom)\\p{L}* (?:banko )?sąskait\\p{L}*|(?:tą pačią|tą patį) (?:banko )?sąskait\\p{L}*|(?:tie patys|tuos pačius) (?:banko )?rekvizit\\p{L}*",
    ),
    unmarked(
      "(?:banko rekvizitai|sąskaitos numeris|mokėjimo rekvizitai) (?:nepasikeitė|nesikeičia|lieka (?:tie patys|nepakitę)|yra tie patys)",
    ),
  ],
  lv: [
    unmarked(
      "(?:ierast|zinām)\\p{L}* (?:bankas |norēķinu )?kont\\p{L}*|(?:tajā pašā|to pašu) (?:bankas )?kont\\p{L}*|(?:tie paši|tos pašus) bankas rekvizīt\\p{L}*",
    ),
    unmarked(
      "(?:bankas rekvizīti|konta numurs|maksājuma rekvizīti) (?:nav mainījušies|nemainās|paliek (?:tie paši|nemainīgi)|ir nemainīgi)",
    ),
  ],
  et: [
    unmarked(
      "(?:tavapärase|tavalise|sama|harjumuspärase)(?:le)? (?:panga)?kontole|(?:samad|tavapärased) pangaandmed|nagu tavaliselt (?:meie )?(?:kontole|arveldusarvele)",
    ),
    unmarked(
      "(?:pangaandmed|kontonumber|pangarekvisiidid|arveldusarve)(?: on)? (?:ei ole muutunud|pole muutunud|jäävad samaks|on samad|muutumatud)",
    ),
  ],
  ca: [
    "(?:al|el|del) (?:nostre |vostre )?compte (?:habitual|de sempre)|(?:les )?mateixes dades bancàries",
    "(?:dades bancàries|compte bancari|número de compte) (?:no han canviat|no ha canviat|sense canvis|continuen sent les mateixes)",
  ],
  hy: [
    "(?:սովորական|նույն|հայտնի) (?:բանկային )?հաշվ\\p{L}*|նույն բանկային (?:տվյալներ|վավերապայմաններ)\\p{L}*",
    "(?:բանկային (?:տվյալները|վավերապայմանները)|հաշվեհամարը) (?:չեն փոխվել|չի փոխվել|մնում են նույնը|անփոփոխ են)",
  ],
  az: [
    azerbaijani("(?:həmişəki|adi|eyni|bildiyiniz) (?:bank )?hesab\\p{L}*"),
    azerbaijani(
      "(?:bank (?:məlumatları|rekvizitləri)|hesab nömrəsi)\\p{L}* (?:dəyişməyib|dəyişmir|eynidir|eyni qalır)",
    ),
  ],
  kk: [
    "(?:әдеттегі|үнемі пайдаланатын|сол) (?:банк )?шот\\p{L}*",
    "(?:банк деректемелері|шот нөмірі)\\p{L}* (?:өзгерген жоқ|өзгермеді|өзгеріссіз|сол күйінде)",
  ],
  uz: [
    uzbek("(?:odatdagi|doimiy|oʻsha) (?:bank )?hisob\\p{L}*"),
    uzbek("(?:bank rekvizitlari|hisob raqami)\\p{L}* (?:oʻzgarmagan|oʻzgarmadi|oʻzgarishsiz|avvalgidek)"),
  ],
  mn: [
    "(?:ердийн|байнгын) (?:банкны )?данс\\p{L}*",
    "(?:банкны мэдээлэл|дансны дугаар)\\p{L}* (?:өөрчлөгдөөгүй|өөрчлөлтгүй|хэвээр)",
  ],
  zu: [
    "(?:i-?)?akhawunti (?:yethu )?(?:ejwayelekile|esivame ukuyisebenzisa|efanayo)",
    "imininingwane (?:yethu )?(?:yasebhange|yebhange) (?:ayishintshile|ayishintshanga|ayiguqukile)",
  ],
  xh: [
    "(?:i-?)?akhawunti (?:yethu )?(?:eqhelekileyo|esiqhele ukuyisebenzisa|efanayo)",
    "iinkcukacha (?:zethu )?zebhanki (?:azitshintshanga|azitshintshile)",
  ],
  af: [
    "(?:ons|die|u|jou) (?:gewone|gebruiklike|bekende) (?:bank)?rekening|soos gewoonlik (?:in|na|aan) ons rekening",
    "bankbesonderhede (?:het nie verander nie|is onveranderd|bly dieselfde)",
  ],
  so: [
    "akoonka (?:caadiga ah|aan had iyo jeer isticmaalno|isku midka ah)",
    "faahfaahinta bangiga (?:ma|isma) (?:beddelmin|beddelin|isbeddelin)",
  ],
  ti: ["(?:ልሙድ|ተመሳሳሊ) (?:ናይ ባንኪ )?ሕሳብ", "(?:ዝርዝር ባንኪ|ቁጽሪ ሕሳብ)\\p{L}* ኣይተቐየረን"],
  ig: [
    unmarked("akaụntụ (?:ụlọ akụ )?(?:anyị )?(?:nke a na-emebu|ahụ ị na-eji|ahụ anyị na-eji|ahụ a na-emebu)"),
    unmarked("nkọwa ụlọ akụ (?:anyị )?(?:agbanweghị|agbanwebeghị)"),
  ],
  ms: ["akaun (?:bank )?(?:yang biasa|biasa kami|yang sama)", "butiran bank (?:kami )?tidak berubah"],
  ps: ["(?:همغه|معمول[يی]) (?:بانک[يی] )?حساب", "بانک[يی] (?:مالومات|معلومات) (?:نه دي بدل شوي|بدل شوي نه دي)"],
  ku: [unmarked("hesabê (?:me yê )?(?:asayî|herdemî|heman)"), unmarked("agahiyên bankê (?:yên me )?nehatine guhertin")],
  ckb: ["(?:هەمان|ئاسایی) (?:هەژمار|حساب)", "زانیاریی بانک\\p{L}* نەگۆڕاوە"],
  gu: ["(?:એ જ|હંમેશાંના|નિયમિત) (?:બેંક )?ખાત\\S*", "બેંક વિગતો(?:માં)? (?:કોઈ )?(?:ફેરફાર નથી|બદલાઈ નથી)"],
  mr: ["(?:नेहमीच्या|त्याच) (?:बँक )?खात्या\\S*", "बँक तपशील(?:ात)? (?:कोणताही )?(?:बदल नाही|बदललेले नाहीत)"],
  pa: ["(?:ਉਸੇ|ਆਮ|ਹਮੇਸ਼ਾ ਵਾਲੇ) (?:ਬੈਂਕ )?ਖਾਤੇ", "ਬੈਂਕ ਵੇਰਵਿਆਂ (?:ਵਿੱਚ )?(?:ਕੋਈ )?(?:ਬਦਲਾਅ|ਤਬਦੀਲੀ) ਨਹੀਂ"],
  te: ["(?:అదే|సాధారణ|ఎప్పటి) (?:బ్యాంక్ )?ఖాతా\\S*", "బ్యాంక్ వివరాల(?:లో)? (?:ఎలాంటి |ఏ )?(?:మార్పు లేదు|మారలేదు)"],
  kn: ["(?:ಅದೇ|ಸಾಮಾನ್ಯ|ಎಂದಿನ) (?:ಬ್ಯಾಂಕ್ )?ಖಾತೆ\\S*", "ಬ್ಯಾಂಕ್ ವಿವರ\\S* (?:ಯಾವುದೇ )?(?:ಬದಲಾವಣೆ ಇಲ್ಲ|ಬದಲಾಗಿಲ್ಲ)"],
  ml: ["(?:അതേ|സാധാരണ|പതിവ്) (?:ബാങ്ക് )?അക്കൗണ്ട്\\S*", "ബാങ്ക് വിവരങ്ങ\\S* (?:ഒന്നും )?(?:മാറിയിട്ടില്ല|മാറ്റമില്ല)"],
  jv: [
    "rekening (?:bank )?(?:sing biasa|biasane|sing padha)",
    "(?:data|rincian) (?:rekening|bank) (?:kita |kami )?ora (?:owah|ganti|diganti)",
  ],
};

/** The usual account: paid as always, the bank details unchanged, one entry per language (its two forms are one
 * concept) (→ USUAL_ACCOUNT in payment.ts). */
export const PAY_USUAL_ACCOUNT: PhraseTable = Object.fromEntries(
  Object.entries(USUAL).map(([lang, forms]) => [lang, [nfkc(alt(...(forms ?? [])))]]),
);

/** Keeping a payment request secret, one row per language (business-email compromise): (1) "keep this
 * confidential", "between us", "a confidential transaction"; (2) a negated telling verb with a person or "anyone":
 * "don't tell anyone", "do not mention it to the team", "don't discuss this with colleagues", "don't tell \p{L}+
 * yet", "without checking with the office". A name is one lowercase word (`\p{L}+`) beside a frame only a person
 * takes ("yet", "about this", "to"), so "don't tell me twice" is not one. No "share" (a code notice says "do not
 * share this code with anyone"), and no "this e-mail is confidential" (the footer of every firm's mail). The rows
 * are merged into BEC_SECRECY (payment.ts), which `credpay.secrecy` reads only beside money, a request or records. */
const SECRECY: Partial<Record<Lang, Pick<PayRow, "confidential" | "tellNoOne">>> = {
  en: {
    confidential: alt(
      "keep (?:this|it|the (?:matter|request|transfer|payment|transaction|deal)) (?:strictly )?(?:between (?:us|you and me|ourselves|the two of us)|to yourself|under wraps|discreet|secret|quiet)",
      "(?:this|it) (?:stays|remains|is to remain|must stay) between (?:us|you and me|the two of us)",
      "(?:a |this |the )?(?:highly |strictly )?(?:confidential|discreet) (?:transaction|acquisition|deal|transfer|payment|matter|operation|project|assignment|request)",
    ),
    tellNoOne: alt(
      "(?:do not|don't|please do not|please don't|must not|mustn't|should not|shouldn't) (?:tell|inform|mention (?:this|it|anything) to|discuss (?:this|it|the matter) with|talk to|speak to|speak with|loop in|cc|copy in) (?:anyone|anybody|others|the (?:team|office|others|rest of the team|board|accounts team|finance team|finance department)|(?:your |my |our |any )?(?:colleagues|co-?workers|staff|manager|boss|team)|(?!(?:me|us|him|her|them|you|it)(?![\\p{L}\\p{N}]))\\p{L}+ (?:yet|for now|until|about (?:this|it)))",
      "(?:no one|nobody|no-one) (?:else )?(?:must|should|needs to|is to|may) (?:know|hear|be told)",
      "without (?:checking|confirming|consulting|discussing it|speaking) with (?:anyone|the (?:team|office|finance team|accounts team|board)|(?:your )?(?:colleagues|manager|boss))",
    ),
  },
  de: {
    confidential: alt(
      "(?:behandeln sie|behandle|behandelt|halten sie|halte|haltet) (?:das|dies|diese (?:angelegenheit|sache|anfrage|zahlung|überweisung|transaktion)|die (?:sache|angelegenheit)|es)(?: bitte)? (?:streng |absolut |unbedingt )?(?:vertraulich|geheim|unter verschluss)",
      "(?:behalten sie|behalte|behaltet) (?:das|dies|es|die sache)(?: bitte)? für (?:sich|dich|euch)",
      "(?:das|dies|es|die sache|die angelegenheit) (?:bleibt|muss|soll) (?:bitte )?(?:unbedingt )?(?:streng )?(?:unter uns|unter vier augen|vertraulich|geheim)",
      "vertrauliche\\p{L}* (?:zahlung|überweisung|transaktion|übernahme|akquisition|angelegenheit|auftrag)",
    ),
    tellNoOne: alt(
      "(?:sagen|erzählen|erwähnen|verraten) sie (?:es |das |dies |davon |bitte |noch )*(?:niemandem|keinem (?:kollegen|mitarbeiter))",
      "(?:sag|erzähl|erzähle|erwähne|verrate) (?:es |das |dies |davon |bitte |noch )*niemandem",
      "(?:sprechen|reden|sprich|rede) (?:sie )?(?:bitte )?(?:noch )?nicht mit (?:ihren |deinen |den |der |dem )?(?:kolleg\\p{L}*|team|mitarbeiter\\p{L}*|buchhaltung|finanzabteilung|geschäftsführung|anderen|jemandem)",
      "(?:sagen|erzählen) sie (?!(?:mir|uns)(?![\\p{L}\\p{N}]))\\p{L}+ (?:bitte )?(?:noch )?nichts davon",
      "(?:informieren|unterrichten) sie (?:bitte )?(?:noch )?(?:niemanden|nicht (?:ihre |die |den )?(?:kolleg\\p{L}*|buchhaltung|team|geschäftsführung))",
      "niemand (?:sonst |anderes )?(?:darf|soll|muss) (?:davon |das |es )?(?:wissen|erfahren)",
      "ohne (?:rücksprache|absprache) mit (?:ihren |den |der |dem )?(?:kolleg\\p{L}*|team|buchhaltung|finanzabteilung|geschäftsführung|anderen|jemandem)",
    ),
  },
  fr: {
    confidential: alt(
      "(?:gardez|garde|traitez|traite)(?:-le|-la)? (?:cela |ceci |ça |cette (?:affaire|demande|opération|information) |le dossier |l'affaire )?(?:de (?:manière|façon) )?(?:strictement |absolument )?(?:confidentiel\\p{L}*|secret\\p{L}*|pour vous|pour toi|entre nous)",
      "(?:cela|ceci|ça|tout ça|cette affaire) (?:doit )?(?:reste|rester|restera) (?:strictement )?(?:entre nous|confidentiel\\p{L}*|secret)",
      "(?:transaction|acquisition|affaire|mission|paiement|virement) (?:strictement |hautement )?confidentiel\\p{L}*",
    ),
    tellNoOne: alt(
      "n'en (?:parlez|parle|dites|dis) (?:rien |pas |encore )*(?:à personne|à vos collègues|à tes collègues|à l'équipe|au service|à la comptabilité|à \\p{L}+)",
      "ne (?:le |la |les |l'|en )?(?:dites|dis|mentionnez|mentionne|racontez|raconte) (?:rien |pas |encore )*(?:à personne|à vos collègues|à tes collègues|à l'équipe|à la comptabilité|à \\p{L}+ pour (?:l'instant|le moment))",
      "(?:ne (?:parlez|parle|discutez|discute)|n'(?:informez|informe)) (?:pas |encore |rien |en )*(?:avec |à )?(?:personne|vos collègues|tes collègues|l'équipe|la comptabilité|le service)",
      "personne (?:d'autre )?ne doit (?:le |en )?(?:savoir|être (?:informé|au courant))",
      "sans (?:en )?(?:parler|vérifier|consulter|référer) (?:à |avec )?(?:personne|vos collègues|l'équipe|la comptabilité|la direction)",
    ),
  },
  es: {
    confidential: alt(
      "(?:mantenga|mantén|manténgalo|mantenlo|guarde|guarda|guárdelo|guárdalo|trate|trata|trátelo) (?:esto |este asunto |esta (?:operación|transacción|solicitud) |el asunto |la operación )?(?:de (?:forma|manera) )?(?:estrictamente |absolutamente )?(?:confidencial|en secreto|en reserva|entre nosotros)",
      "(?:esto|todo esto|este asunto) (?:queda|debe quedar|quedará) (?:estrictamente )?(?:entre nosotros|en secreto|en reserva)",
      "(?:operación|transacción|adquisición|gestión|asunto|pago|transferencia) (?:estrictamente |altamente )?confidencial",
    ),
    tellNoOne: alt(
      "no (?:se )?(?:lo |le |les )?(?:diga|digas|comente|comentes|mencione|menciones|cuente|cuentes|informe|informes)(?: nada)? (?:a nadie|con nadie|a (?:sus|tus) compañeros|al equipo|a contabilidad|a \\p{L}+ (?:todavía|aún|por ahora))",
      "no (?:lo )?(?:hable|hables) (?:de esto |de ello )?con (?:nadie|(?:sus|tus) compañeros|el equipo|contabilidad)",
      "nadie (?:más )?(?:debe|tiene que|puede) (?:saberlo|enterarse)",
      "sin (?:consultar|comentarlo|verificarlo|hablarlo) con (?:nadie|(?:sus|tus) compañeros|el equipo|contabilidad|la dirección)",
    ),
  },
  it: {
    confidential: alt(
      "(?:mantieni|mantenga|mantienilo|tieni|tienilo|tenga|tratta|tratti)(?:lo|la)? (?:questa (?:cosa|operazione|richiesta|pratica) |la cosa |l'operazione )?(?:strettamente |assolutamente )?(?:riservat\\p{L}*|tra (?:noi|di noi)|per te|per sé)",
      "(?:resta|rimane|deve restare|deve rimanere) tra (?:noi|di noi|me e te)",
      "(?:operazione|transazione|acquisizione|pratica|questione|pagamento|bonifico) (?:strettamente |altamente )?riservat\\p{L}*",
    ),
    tellNoOne: alt(
      "non (?:lo |ne )?(?:dire|dirlo|dica|dirgli|parlare|parlarne|parli|menzionare|menzionarlo|menzioni|riferire|riferirlo|informare|informi) (?:nulla |niente |ancora )*(?:a nessuno|con nessuno|ai (?:tuoi |suoi )?colleghi|al team|alla squadra|all'ufficio|alla contabilità|a \\p{L}+ (?:ancora|per ora))",
      "nessun (?:altro )?(?:deve|dovrà) (?:saperlo|saperne nulla|esserne informato)",
      "senza (?:consultare|sentire|parlarne con|verificare con) (?:nessuno|i (?:tuoi |suoi )?colleghi|il team|la contabilità|la direzione)",
    ),
  },
  pt: {
    confidential: alt(
      "(?:mantenha|mantém|guarde|guarda|trate|trata)(?:-o|-a)? (?:isto |isso |este assunto |esta (?:operação|transação|solicitação) )?(?:em )?(?:estritamente |absolutamente )?(?:confidencial|sigilo|segredo|entre nós|sigiloso)",
      "(?:isto|isso|este assunto) (?:fica|deve ficar|tem de ficar|tem que ficar) (?:estritamente )?(?:entre nós|em sigilo|em segredo)",
      "(?:operação|transação|aquisição|negócio|assunto|pagamento|transferência) (?:estritamente |altamente )?(?:confidencial|sigilos[ao])",
    ),
    tellNoOne: alt(
      "não (?:o |lhe |lhes )?(?:diga|digas|conte|contes|mencione|menciones|comente|comentes|fale|fales|informe|informes)(?: nada)?(?: sobre isto| sobre isso| disto| disso)? (?:a ninguém|com ninguém|aos (?:seus |teus )?colegas|à equipa|à equipe|ao departamento|à contabilidade|a \\p{L}+ (?:ainda|por enquanto))",
      "ninguém (?:mais )?(?:deve|pode|precisa) (?:saber|ficar a saber)",
      "sem (?:consultar|falar com|verificar com|confirmar com) (?:ninguém|os (?:seus |teus )?colegas|a equipa|a equipe|a contabilidade|a direção)",
    ),
  },
  nl: {
    confidential: alt(
      "(?:houd|houdt|behandel|behandelt) (?:dit|het|deze (?:zaak|kwestie|aanvraag|betaling|overboeking))(?: (?:alstublieft|aub|graag))? (?:strikt |volledig )?(?:vertrouwelijk|geheim|onder ons|voor (?:u|je|jezelf|uzelf))",
      "(?:dit|het) blijft (?:strikt )?(?:onder ons|vertrouwelijk|geheim)",
      "vertrouwelijke (?:transactie|overname|kwestie|zaak|opdracht|betaling|aangelegenheid|overboeking)",
    ),
    tellNoOne: alt(
      "(?:vertel|zeg|meld|bespreek|noem) (?:het |dit |dat |er )?(?:nog |alstublieft |aub )?(?:aan |met |tegen )?niemand",
      "(?:vertel|zeg) (?:het |dit )?(?:nog )?niets (?:tegen|aan) (?:je |uw )?(?:collega\\p{L}*|team|afdeling|boekhouding|\\p{L}+)",
      "(?:bespreek|overleg) (?:het |dit )?(?:nog )?niet met (?:je |uw |de )?(?:collega\\p{L}*|team|afdeling|boekhouding|anderen|iemand)",
      "zonder (?:overleg|te overleggen|het na te vragen) (?:met|bij) (?:je |uw |de )?(?:collega\\p{L}*|team|afdeling|boekhouding|directie|anderen|iemand)",
      "niemand (?:anders )?(?:mag|hoeft) (?:het |dit |ervan )?(?:te )?(?:weten|horen)",
    ),
  },
  sv: {
    confidential: alt(
      "(?:håll|behandla) (?:ärendet|saken|överföringen|betalningen) (?:strikt |helt )?(?:konfidentiellt|hemligt|mellan oss|för dig själv)",
      "(?:det|detta|saken) (?:stannar|ska stanna|måste stanna) (?:strikt )?mellan (?:oss|dig och mig)",
      "konfidentiell (?:transaktion|affär|fråga|överföring|betalning)|konfidentiellt (?:ärende|uppdrag|förvärv)",
    ),
    tellNoOne: alt(
      "(?:berätta|säg|nämn) (?:(?:detta|det) )?(?:inte|inget|ingenting) (?:om )?(?:detta |det )?(?:för|till) (?:någon|några|andra|kolleg\\p{L}*|teamet|ekonomi\\p{L}*)",
      "(?:prata|tala|diskutera) (?:inte )?(?:om )?(?:detta |det )?(?:inte )?med (?:någon|kolleg\\p{L}*|teamet|ekonomi\\p{L}*) (?:om (?:detta|det)|ännu|än)",
      "ingen (?:annan )?(?:får|behöver|ska) (?:veta|känna till)",
      "utan att (?:stämma av|kolla|prata|tala) med (?:någon|kolleg\\p{L}*|teamet|ekonomi\\p{L}*|chefen)",
    ),
  },
  pl: {
    confidential: alt(
      "(?:zachowaj|zachowajcie|proszę zachować|zatrzymaj) (?:to |tę sprawę |tę transakcję |sprawę )?(?:w )?(?:ścisłej |pełnej |absolutnej )?(?:tajemnic\\p{L}*|dla siebie|między nami)",
      "(?:to|ta sprawa) (?:zostaje|zostanie|musi zostać|ma zostać|pozostaje|musi pozostać) (?:tylko )?między nami",
    ),
    tellNoOne: alt(
      "nie (?:mów|mówcie|wspominaj|wspominajcie|informuj|informujcie|rozmawiaj|rozmawiajcie|mówić|wspominać|informować)\\p{L}* (?:o tym |nic |jeszcze |na ten temat )*(?:nikomu|z nikim|nikogo|kolegom|współpracownikom|zespołowi|z zespołem|z kolegami|działowi|księgowości|z księgowością)",
      "nikomu (?:o tym |nic |jeszcze )*nie (?:mów|mówcie|wspominaj|wspominajcie|informuj|mówić|wspominać)\\p{L}*",
      "nikt (?:inny )?nie (?:może|powinien|musi) (?:o tym )?wiedzieć",
      "bez (?:konsultacji|konsultowania|uzgadniania|sprawdzania) (?:tego )?(?:z )?(?:nikim|kolegami|zespołem|księgowością|przełożonym)",
    ),
  },
  cs: {
    confidential: alt(
      "(?:nechte|nech|nechme) si (?:to|tuto věc|tu věc) (?:jen |pouze |přísně )?(?:mezi námi|pro sebe)",
      "(?:to|tato věc) (?:zůstane|musí zůstat|zůstává) (?:jen |pouze )?mezi námi",
    ),
    tellNoOne: alt(
      "(?:nikomu|kolegům|týmu|účtárně) (?:o tom |nic |zatím |ještě )*(?:neříkejte|neříkej|neříkat|nesdělujte|nezmiňujte|nezmiňuj)",
      "(?:neříkejte|neříkej|nesdělujte|nezmiňujte|nezmiňuj|neinformujte|neinformuj) (?:o tom |to |nic |zatím |ještě )*(?:nikomu|kolegům|týmu|účtárně|nikoho|kolegy|tým)",
      "(?:nemluvte|nemluv|nebavte se|nebav se|nediskutujte) (?:o tom )?(?:s nikým|s kolegy|s týmem|s účtárnou)",
      "nikdo (?:jiný )?(?:to |o tom )?nesmí vědět",
      "bez (?:konzultace|ověření|projednání) (?:s )?(?:kolegy|týmem|účtárnou|vedením|nikým)",
    ),
  },
  ru: {
    confidential: alt(
      "(?:держите|держи|сохраните|сохраняйте|сохрани)(?: это| этот вопрос| эту (?:сделку|операцию|информацию))? в (?:строгой )?(?:тайне|секрете)",
      "(?:это|пусть это|всё это|все это) (?:останется|остаётся|остается|должно остаться) между нами",
      "строго между нами",
    ),
    tellNoOne: alt(
      "не (?:говорите|говори|сообщайте|сообщай|рассказывайте|рассказывай|упоминайте|упоминай|обсуждайте|обсуждай)(?: об этом| это| ничего| пока)* (?:никому|ни с кем|коллегам|с коллегами|команде|с командой|бухгалтерии|с бухгалтерией|руководству)",
      "никто (?:больше |другой )?не (?:должен|может) (?:об этом )?(?:знать|узнать)",
      "без (?:согласования|консультации|проверки) с (?:коллегами|бухгалтерией|руководством|командой)",
      "ни с кем (?:это |об этом )?не (?:обсуждайте|обсуждай|советуйтесь|согласовывайте)",
    ),
  },
  uk: {
    confidential: alt(
      "(?:тримайте|тримай|збережіть|зберігайте)(?: це| цю (?:угоду|операцію|інформацію)| це питання)? в (?:суворій )?(?:таємниці|секреті)",
      "(?:це|нехай це) (?:залишиться|залишається|має залишитися) між нами",
      "конфіденційн\\p{L}* (?:угод|операці|переказ|платіж|справ|транзакці)\\p{L}*",
      "суворо конфіденційн\\p{L}*",
    ),
    tellNoOne: alt(
      "(?:нікому|колегам|команді|бухгалтерії) (?:про це |нічого |поки що |поки )*не (?:кажіть|кажи|повідомляйте|повідомляй|розповідайте|розповідай|згадуйте|згадуй)",
      "не (?:кажіть|кажи|повідомляйте|повідомляй|розповідайте|розповідай|згадуйте|згадуй|обговорюйте|обговорюй)(?: про це| це| нічого| поки що)* (?:нікому|ні з ким|колегам|з колегами|команді|з командою|бухгалтерії|з бухгалтерією|керівництву)",
      "ніхто (?:більше |інший )?не (?:повинен|має|може) (?:про це )?(?:знати|дізнатися)",
      "без (?:погодження|консультації|перевірки) з (?:колегами|бухгалтерією|керівництвом|командою)",
    ),
  },
  el: {
    confidential: alt(
      "(?:κρατήστε|κράτα)(?: το| αυτό| το θέμα)? (?:απολύτως )?(?:μυστικό|μεταξύ μας|για τον εαυτό σας)",
      "(?:αυτό|το θέμα) (?:μένει|θα μείνει|πρέπει να μείνει) (?:αυστηρά )?μεταξύ μας",
    ),
    tellNoOne: alt(
      "μην (?:το )?(?:πείτε|πεις|αναφέρετε|αναφέρεις|συζητήσετε|συζητήσεις|ενημερώσετε|ενημερώσεις)(?: τίποτα| ακόμα| ακόμη)* (?:σε κανέναν|με κανέναν|στους συναδέλφους|με τους συναδέλφους|στην ομάδα|με την ομάδα|στο λογιστήριο|με το λογιστήριο)",
      "κανείς (?:άλλος )?δεν (?:πρέπει|χρειάζεται) να (?:το )?(?:μάθει|ξέρει|γνωρίζει)",
      "χωρίς να (?:το )?(?:συζητήσετε|ελέγξετε|επιβεβαιώσετε) με (?:κανέναν|τους συναδέλφους|την ομάδα|το λογιστήριο)",
    ),
  },
  tr: {
    confidential: alt(
      "(?:bu |bunu |bu konu )?(?:aramızda|ikimizin arasında) (?:kalsın|kalmalı|kalacak)",
      "gizli (?:bir )?(?:işlem|anlaşma|satın alma|transfer|ödeme)",
      "(?:tamamen |kesinlikle )?gizlilik içinde (?:tutun|tutunuz|yürütün)",
    ),
    tellNoOne: alt(
      "(?:kimseye|hiç kimseye|meslektaşlarınıza|iş arkadaşlarınıza|ekibe|ekibinize|muhasebeye) (?:bundan |bu konudan |şimdilik |henüz |de )*(?:bahsetmeyin|bahsetme|söylemeyin|söyleme|anlatmayın|anlatma|haber vermeyin)",
      "(?:kimseyle|hiç kimseyle|meslektaşlarınızla|iş arkadaşlarınızla|ekiple|muhasebeyle) (?:bu konuyu |bunu |şimdilik )*(?:konuşmayın|konuşma|görüşmeyin|tartışmayın)",
      "kimsenin (?:bundan )?haberi olmamalı",
      "kimse (?:bunu )?bilmemeli",
    ),
  },
  id: {
    confidential: alt(
      "(?:simpan|jaga) (?:ini|hal ini|masalah ini) (?:untuk (?:diri )?(?:anda|kamu) sendiri|di antara kita)",
      "(?:ini|hal ini) (?:cukup |hanya )?(?:antara kita|di antara kita)(?: saja)",
    ),
    tellNoOne: alt(
      "jangan (?:beri ?tahu|memberi ?tahu|bilang|katakan|ceritakan|sebutkan|bicarakan|diskusikan|kabari)(?:kan)?(?: hal ini| ini| dulu| apa pun)* (?:kepada |ke |dengan )?(?:siapa ?pun|orang lain|rekan(?: kerja)?|tim|bagian keuangan|atasan)",
      "tidak (?:ada )?(?:seorang pun|orang lain) (?:yang )?boleh tahu",
      "tanpa (?:konfirmasi|berkonsultasi|mengecek|bicara) (?:dengan |ke )?(?:siapa ?pun|rekan(?: kerja)?|tim|bagian keuangan|atasan)",
    ),
  },
  vi: {
    confidential: alt(
      "(?:giữ|hãy giữ) (?:chuyện|việc|điều) (?:này )?(?:kín|bí mật|giữa chúng ta)",
      "(?:chuyện|việc) này (?:chỉ )?(?:giữa chúng ta|giữa hai chúng ta)",
      "giao dịch (?:tuyệt )?mật",
    ),
    tellNoOne: alt(
      "(?:đừng|không được|không nên|chớ) (?:nói|kể|báo|đề cập|bàn)(?: chuyện này| việc này| điều này| gì)?(?: với| cho)? (?:ai|bất kỳ ai|bất cứ ai|đồng nghiệp|nhóm|phòng kế toán|kế toán|sếp)",
      "không ai (?:khác )?(?:được|cần) biết",
    ),
  },
  sw: {
    confidential: alt(
      "(?:weka|iweke|hifadhi) (?:jambo hili |hili |suala hili )?(?:kuwa )?siri",
      "(?:hili|jambo hili|suala hili) (?:ni |libaki |libakie )?(?:kati yetu|siri kati yetu)",
      "(?:muamala|malipo|uhamisho|mpango|ununuzi) wa siri",
    ),
    tellNoOne: alt(
      "usi(?:mwambie|waambie|mweleze|waeleze|seme|zungumze|jadili|mjulishe|wajulishe)\\p{L}* (?:na |kwa )?(?:mtu yeyote|yeyote|mtu|wenzako|wafanyakazi wenzako|timu|idara ya fedha|uhasibu)",
      "(?:msimwambie|msiwaambie|msiseme) (?:mtu yeyote|yeyote|mtu|wenzenu|timu)",
      "hakuna mtu (?:mwingine )?(?:anayepaswa|anapaswa) kujua",
      "bila kuwasiliana na (?:mtu yeyote|wenzako|timu|uhasibu)",
    ),
  },
  hi: {
    confidential: alt(
      "(?:इसे|यह बात|ये बात|यह मामला|इस बात को|इस मामले को) (?:पूरी तरह )?(?:गुप्त|अपने तक|हमारे बीच|राज़|राज) (?:रखें|रखिए|रखना|रहे|रहनी चाहिए|ही रखें)",
      "(?:यह|ये) (?:बात )?(?:सिर्फ़ |सिर्फ |केवल )?हमारे बीच (?:रहे|रहेगी|रहनी चाहिए)",
    ),
    tellNoOne: alt(
      "(?:किसी को|किसी से|सहकर्मियों को|सहकर्मियों से|टीम को|टीम से|अकाउंट्स को|लेखा विभाग को) (?:भी )?(?:इस बारे में |इसके बारे में |यह |कुछ |अभी )*(?:मत|न|नहीं) (?:बताएं|बताएँ|बताइए|बताना|बताओ|कहें|कहना|कहिए|बात करें|बात करना|ज़िक्र करें|जिक्र करें)",
      "किसी को (?:भी )?(?:इसकी |इस बात की )?(?:ख़बर|खबर|भनक) नहीं (?:होनी|लगनी) चाहिए",
    ),
  },
  bn: {
    confidential: alt(
      "(?:এটা|এটি|বিষয়টা|বিষয়টি|ব্যাপারটা|ব্যাপারটি) (?:সম্পূর্ণ )?(?:গোপন|আমাদের মধ্যে|নিজের কাছে) (?:রাখুন|রাখবেন|রেখো|রাখো|থাকবে|রাখতে হবে)",
      "গোপন (?:লেনদেন|চুক্তি|অধিগ্রহণ|পেমেন্ট|ট্রান্সফার)",
    ),
    tellNoOne: alt(
      "(?:কাউকে|কারও সাথে|কারো সাথে|সহকর্মীদের|সহকর্মীদের সাথে|টিমকে|টিমের সাথে|হিসাব বিভাগকে) (?:এ বিষয়ে |এটা |কিছু |এখনই |এখন )*(?:বলবেন না|বলো না|বলিস না|জানাবেন না|জানিও না|আলোচনা করবেন না|কথা বলবেন না)",
      "কেউ যেন (?:এটা |এ বিষয়ে )?(?:না জানে|জানতে না পারে)",
    ),
  },
  ur: {
    confidential: alt(
      "(?:اسے|یہ بات|یہ معاملہ|اس بات کو|اس معاملے کو) (?:مکمل )?(?:خفیہ|راز|اپنے تک|ہمارے درمیان) (?:رکھیں|رکھیے|رکھنا|رہے|رہنا چاہیے)",
      "(?:یہ|یہ بات) (?:صرف )?ہمارے (?:درمیان|بیچ) (?:رہے|رہنی چاہیے|رہے گی)",
      "خفیہ (?:لین دین|معاملہ|سودا|ادائیگی|ٹرانسفر)",
    ),
    tellNoOne: alt(
      "(?:کسی کو|کسی سے|ساتھیوں کو|ساتھیوں سے|ٹیم کو|ٹیم سے|اکاؤنٹس کو) (?:بھی )?(?:اس بارے میں |اس کے بارے میں |یہ |کچھ |ابھی )*(?:مت|نہ) (?:بتائیں|بتانا|بتاؤ|کہیں|کہنا|بات کریں|ذکر کریں)",
      "کسی کو (?:بھی )?(?:اس کی )?(?:خبر|علم) نہیں ہونی چاہیے",
    ),
  },
  ar: {
    confidential: alt(
      "(?:أبق|ابق|احتفظ|حافظ|اجعل)\\S* (?:هذا|هذه|الأمر|الموضوع|المسألة)? ?(?:\\S+ )?(?:سرا|سراً|طي الكتمان|بيننا|في سرية)",
      "(?:هذا|الأمر|الموضوع) (?:يبقى|سيبقى|يجب أن يبقى) (?:سرا |سراً )?بيننا",
      "(?:صفقة|معاملة|عملية تحويل|استحواذ) سرية",
    ),
    tellNoOne: alt(
      "لا (?:تخبر|تخبري|تخبروا|تبلغ|تبلغي|تذكر|تذكري|تناقش|تتحدث)\\S* (?:\\S+ ){0,2}?(?:أحدا|أحداً|أي أحد|أي شخص|الزملاء|زملاءك|زملائك|الفريق|قسم المحاسبة|المحاسبة|الإدارة)",
      "(?:ألا|أن لا|لا) يعرف (?:أحد|أي أحد)",
      "دون (?:الرجوع|التحقق|التشاور) (?:إلى|مع) (?:أحد|الزملاء|الفريق|الإدارة|المحاسبة)",
    ),
  },
  fa: {
    confidential: alt(
      "(?:این (?:موضوع|مسئله|مسأله) را|این را|این|موضوع را) (?:کاملا |کاملاً )?(?:محرمانه|مخفی|سری|بین خودمان) (?:نگه دارید|نگه دار|بماند|بمونه)",
      "(?:این|این موضوع) (?:فقط )?بین (?:خودمان|ما) (?:بماند|بمونه|باشد)",
      "(?:معامله|تراکنش|انتقال|پرداخت|خرید) (?:کاملاً |کاملا )?محرمانه",
    ),
    tellNoOne: alt(
      "به (?:هیچ ?کس|هیچ‌کس|کسی|همکاران|همکارانتان|تیم|حسابداری) (?:چیزی |فعلا |فعلاً |در این مورد |درباره این )*(?:نگویید|نگو|اطلاع ندهید|اطلاع نده|نگید)",
      "با (?:هیچ ?کس|هیچ‌کس|کسی|همکاران|همکارانتان|تیم|حسابداری) (?:در این مورد |درباره این |فعلا |فعلاً )*(?:صحبت نکنید|صحبت نکن|مطرح نکنید|مشورت نکنید|در میان نگذارید)",
      "(?:هیچ ?کس|هیچ‌کس) (?:دیگری )?نباید (?:از این )?(?:بداند|باخبر شود)",
    ),
  },
  he: {
    confidential: alt(
      "(?:שמור|שמרי|שמרו|תשמור|תשמרי|תשמרו) (?:את )?(?:זה|הנושא|העניין) (?:בסוד|בינינו|חסוי|לעצמך)",
      "(?:זה|הנושא|העניין) (?:נשאר|יישאר|חייב להישאר|צריך להישאר) (?:רק )?בינינו",
      "(?:עסקה|העברה|רכישה|פעולה|תשלום) (?:חסויה|חסוי|סודית|סודי)",
    ),
    tellNoOne: alt(
      "אל (?:תספר|תספרי|תספרו|תגיד|תגידי|תגידו|תזכיר|תזכירי|תזכירו|תדבר|תדברי|תדברו)\\S* (?:על זה |את זה |עדיין |כלום )*(?:לאף אחד|עם אף אחד|לאיש|לעמיתים|לקולגות|לצוות|עם הצוות|להנהלת חשבונות|לכספים)",
      "(?:אף אחד|איש) (?:אחר )?לא (?:צריך|אמור|יכול) לדעת",
    ),
  },
  am: {
    confidential: alt(
      "(?:ይህን|ይህንን|ጉዳዩን) (?:በ)?(?:ሚስጥር|ምስጢር) (?:ያዙት|ያዝ|ይያዙ|ጠብቁ|ያድርጉ)",
      "(?:ይህ|ጉዳዩ) (?:በእኛ መካከል|ሚስጥር|ምስጢር) (?:ይሁን|ይቆይ|ሆኖ ይቆይ)",
    ),
    tellNoOne: alt(
      "ለማንም (?:ስለዚህ |ምንም |ገና )*(?:አትንገር|አትንገሪ|አትንገሩ|አይንገሩ|አታሳውቅ|አታሳውቁ|አያሳውቁ)",
      "(?:ለባልደረቦችዎ|ለባልደረቦችህ|ለቡድኑ|ለሂሳብ ክፍል) (?:ስለዚህ |ገና )*(?:አትንገር|አትንገሩ|አይንገሩ|አታሳውቁ)",
      "ማንም (?:ሰው )?(?:ማወቅ የለበትም|ሊያውቅ አይገባም)",
    ),
  },
  th: {
    confidential: alt(
      "เก็บ(?:เรื่องนี้|สิ่งนี้)(?:ไว้)?(?:เป็น)?ความลับ",
      "(?:รู้กันแค่|เฉพาะ|แค่)ระหว่างเรา",
      "รู้กันแค่เราสองคน",
      "ธุรกรรมลับ",
    ),
    tellNoOne: alt(
      "(?:อย่า|ห้าม)(?:บอก|แจ้ง|เล่า|พูดถึงเรื่องนี้กับ|คุยเรื่องนี้กับ|ปรึกษา)(?:เรื่องนี้)?(?:ให้|กับ)?(?:ใคร|ผู้อื่น|คนอื่น|เพื่อนร่วมงาน|ทีม|ฝ่ายบัญชี|หัวหน้า)",
      "ไม่ต้อง(?:บอก|แจ้ง)(?:เรื่องนี้)?(?:ให้|กับ)?(?:ใคร|คนอื่น|เพื่อนร่วมงาน)",
    ),
  },
  lo: {
    confidential: alt("ເກັບ(?:ເລື່ອງນີ້)(?:ໄວ້)?(?:ເປັນ)?ຄວາມລັບ", "(?:ລະຫວ່າງ|ແຕ່)ພວກເຮົາ(?:ສອງຄົນ)?ເທົ່ານັ້ນ"),
    tellNoOne: "(?:ຢ່າ|ຫ້າມ)(?:ບອກ|ແຈ້ງ|ເລົ່າ)(?:ເລື່ອງນີ້)?(?:ໃຫ້)?(?:ໃຜ|ຄົນອື່ນ|ເພື່ອນຮ່ວມງານ|ທີມ)",
  },
  ko: {
    confidential: alt(
      "(?:이 ?일은|이 ?건은|이것은|이건) ?(?:우리|저희) ?(?:둘만|사이에서만|사이에만)",
      "(?:기밀|대외비)(?:로|리에) ?(?:진행|처리|유지)",
      "기밀 ?(?:거래|인수|송금|업무)",
    ),
    tellNoOne: alt(
      "(?:아무에게도|누구에게도|아무한테도|누구한테도|동료(?:들)?에게|팀(?:원들)?에게|회계팀에) ?(?:이 ?(?:일|건|사실)(?:을|를|은)? ?)?(?:말하지|알리지|얘기하지|이야기하지|언급하지) ?(?:마세요|마십시오|말아 ?주세요|마|말고)",
      "(?:아무도|누구도) 알(?:아서는|면) 안 ?(?:됩니다|돼요|된다)",
    ),
  },
  ja: {
    confidential: alt(
      "(?:この件|本件|このこと)(?:は)?(?:くれぐれも)?(?:内密|内緒|秘密|他言無用)(?:に|で)",
      "(?:私たち|我々|二人)だけの(?:秘密|話)",
      "ここだけの話",
    ),
    tellNoOne: alt(
      "(?:誰にも|だれにも|同僚に|チームに|経理に|社内の誰にも|他の人に)(?:は)?(?:この件を|このことを|本件を)?(?:言わ|話さ|伝え|知らせ|相談し|漏らさ)(?:ない|ず)",
      "他言(?:しないで|無用)",
    ),
  },
  zh: {
    confidential: alt(
      "(?:这件事|此事|這件事|这事|這事)?(?:只|仅|僅)?(?:限于|限於)?(?:你我之间|我们之间|我們之間|你我之間)",
      "(?:不要|请勿|請勿|别|別)(?:声张|聲張|外传|外傳)",
    ),
    tellNoOne: alt(
      "(?:不要|请勿|請勿|别|別|千万不要|千萬不要|先不要|暂时不要|暫時不要)(?:告[诉訴]|跟|和|对|對|通知)(?:任何人|其他人|别人|別人|同事|团队|團隊|财务|財務|公司其他人)",
      "不(?:要|能)(?:让|讓)(?:任何人|其他人|别人|別人|同事)知道",
    ),
  },
  km: {
    confidential: "(?:រក្សា|ទុក)រឿងនេះ ?(?:ជា|ឲ្យ|អោយ)?(?:ការ)?សម្ងាត់",
    tellNoOne: "កុំ(?:ប្រាប់|និយាយប្រាប់|ជូនដំណឹង)(?:រឿងនេះ)? ?(?:ទៅ)?(?:នរណាម្នាក់|អ្នកណា|អ្នកដទៃ|សហការី|ក្រុម)",
  },
  my: {
    confidential: "(?:ဒီကိစ္စ(?:ကို)?|ဒါကို) ?လျှို့ဝှက်(?:ချက်အဖြစ်)? ?ထား(?:ပါ|ပေး)",
    tellNoOne: "(?:ဘယ်သူ့ကိုမှ|မည်သူ့ကိုမျှ|လုပ်ဖော်ကိုင်ဖက်တွေကို|အဖွဲ့ကို) ?(?:ဒီကိစ္စ(?:ကို)? ?)?မ(?:ပြော|အသိပေး)(?:ပါနဲ့|ပါနှင့်|နဲ့)",
  },
  si: {
    confidential: "(?:මෙය|මේ කාරණය|මේ ගැන) (?:ඉතා )?(?:රහසිගතව|රහසක් ලෙස|රහසින්) (?:තබා ගන්න|තියා ගන්න|තබන්න|තියන්න)",
    tellNoOne: "(?:කිසිවෙකුට|කාටවත්|සගයන්ට|කණ්ඩායමට) (?:මේ ගැන |මෙය )?(?:කියන්න|දන්වන්න|පවසන්න) (?:එපා|එපාය)",
  },
  ta: {
    confidential:
      "(?:இதை|இந்த விஷயத்தை|இதனை) (?:முற்றிலும் )?(?:ரகசியமாக|இரகசியமாக|நமக்குள்) (?:வைத்திருங்கள்|வைத்துக்கொள்ளுங்கள்|வையுங்கள்|வைக்கவும்)",
    tellNoOne:
      "(?:யாரிடமும்|யாருக்கும்|சக ஊழியர்களிடம்|குழுவிடம்) (?:இதைப் பற்றி |இதை |இன்னும் )*(?:சொல்லாதீர்கள்|சொல்ல வேண்டாம்|தெரிவிக்க வேண்டாம்|பேச வேண்டாம்|சொல்லாதே)",
  },
  ne: {
    confidential:
      "(?:यो|यो कुरा|यो विषय|यसलाई) (?:पूर्ण रूपमा )?(?:गोप्य|हाम्रो बीचमा|आफूसम्म) (?:राख्नुहोस्|राख्नु|राख|रहोस्|रहनुपर्छ)",
    tellNoOne:
      "(?:कसैलाई|कसैसँग|सहकर्मीहरूलाई|टोलीलाई) (?:पनि )?(?:यसबारे |यो कुरा |अहिले )*(?:नभन्नुहोस्|नभन|नबताउनुहोस्|नभन्नू|कुरा नगर्नुहोस्|छलफल नगर्नुहोस्)",
  },
  ka: {
    confidential: alt(
      `(?:ეს |ეს საკითხი |ეს ამბავი )?(?:საიდუმლოდ|კონფიდენციალურად) (?:შეინახეთ|შეინახე|დატოვეთ|დარჩეს)${E}`,
      "(?:ეს )?(?:მხოლოდ )?ჩვენს შორის (?:დარჩეს|უნდა დარჩეს)",
    ),
    tellNoOne: alt(
      "არავის (?:ამის შესახებ |ამაზე |ჯერ |ჯერჯერობით )*(?:არ |ნუ )?(?:უთხრათ|უთხრა|ეტყვით|აცნობოთ|ახსენოთ)",
      "(?:კოლეგებს|გუნდს|ბუღალტერიას) (?:ამის შესახებ |ამაზე |ჯერ |ჯერჯერობით )*(?:არ|ნუ) (?:უთხრათ|უთხრა|ეტყვით|აცნობოთ|ახსენოთ)",
      "(?:არავინ|სხვა არავინ) (?:არ )?უნდა (?:იცოდეს|გაიგოს)",
    ),
  },
  yo: {
    confidential: yoruba(
      alt("(?:pa á|pa ọ̀rọ̀ yìí) mọ́ (?:láàrin wa|ní àṣírí|bí àṣírí)", "(?:ọ̀rọ̀ yìí|èyí) jẹ́ àṣírí láàrin wa"),
    ),
    tellNoOne: yoruba(
      "(?:má ṣe|máṣe|ẹ má ṣe|ẹ máṣe) sọ (?:ọ̀rọ̀ yìí |èyí |nípa èyí )?fún (?:ẹnikẹ́ni|ẹnikan|àwọn ẹlẹgbẹ́|àwọn òṣìṣẹ́|ẹgbẹ́)",
    ),
  },
  ha: {
    confidential: hausa(
      alt(
        "(?:wannan |maganar nan )?(?:sirri ne|ya zama sirri) (?:tsakaninmu|a tsakaninmu)",
        "(?:ka|ki|ku) (?:riƙe|ɓoye) (?:wannan|maganar nan) (?:a )?(?:sirri|asirce)",
      ),
    ),
    tellNoOne: hausa(
      "(?:kada|kar) (?:ka|ki|ku) (?:gaya wa|faɗa wa|sanar da|gaya ma|faɗa ma) (?:kowa|wani|abokan aiki(?:nka|nki|nku)?|ƙungiya)",
    ),
  },
  tl: {
    confidential: alt(
      "(?:panatilihin(?:g|in)?|itago|ilihim) (?:ito|ang (?:bagay|usapin|transaksyon) na ito)(?: (?:na|ng))? ?(?:lihim|kumpidensyal|confidential|sa atin lang|sa pagitan natin)",
      "(?:sa )?pagitan (?:lang |lamang )?natin (?:ito|lang|lamang)",
      "(?:kumpidensyal|lihim) na (?:transaksyon|bayad|usapin|paglipat)",
    ),
    tellNoOne: alt(
      "(?:huwag|wag|'wag) (?:mo |mong |ninyo |ninyong |nyo |nyong |po )*(?:sabihin|ipaalam|banggitin|ikuwento|pag-usapan)(?: ito| kahit ano)? (?:kahit kanino|kanino man|sa (?:iba|mga kasamahan|team|accounting)|kay \\p{L}+)",
      "walang (?:ibang )?(?:dapat|kailangang) (?:makaalam|makaalam nito)",
    ),
  },
  "ar-latn": {
    confidential: alt(
      "(?:khalli|5alli|khalih|5alih|khaliha|5aliha) (?:el mawdou3 |hal mawdou3 |hada |hatha |da |dah )?(?:sirri|sir|ser|beinetna|benetna|bynatna|been2atna)",
      "(?:el mawdou3|hada|da) (?:beinetna|benetna|bynatna)",
    ),
    tellNoOne: alt(
      "(?:ma ?|la ?)t(?:2|q)?(?:ou?l|7e?ki|khabber|5abber)(?:ish|sh|i)? (?:l|la|le|li)? ?(?:7ada|7ad|ay 7ad|ay wa7ed|7dan|el zomala2|zomala2ak|el team|el fari2)",
      "(?:ma ?7ad(?:esh|ish)?|wala 7ad) (?:lazem )?ye3raf",
    ),
  },
  "hi-latn": {
    confidential: alt(
      "(?:ise|isko|ye baat|yeh baat|ye mamla|yeh mamla|is baat ko) (?:bilkul )?(?:confidential|secret|gupt|raaz|apne tak|hamare beech) (?:rakho|rakhna|rakhein|rakhiye|rakhen|rahe|rahni chahiye)",
      "(?:ye|yeh) (?:baat )?(?:sirf )?hamare beech (?:rahe|rahegi|rahni chahiye)",
    ),
    tellNoOne: alt(
      "(?:kisi ko|kisi se|colleagues ko|team ko|office mein kisi ko|accounts ko) (?:bhi )?(?:is bare mein |iske bare mein |ye |abhi |kuch )*(?:mat|na|nahi) (?:batana|batao|bataiye|batayein|bolna|bolo|kehna|kaho|baat karna)",
      "kisi ko (?:bhi )?pata nahi (?:chalna|lagna) chahiye",
    ),
  },
  zu: {
    confidential: alt(
      "(?:gcina|kugcine|yigcine) (?:lokhu )?(?:kuyimfihlo|kuyisifuba|phakathi kwethu)",
      "(?:lokhu )?(?:kuyimfihlo )?kuphakathi kwethu",
    ),
    tellNoOne: alt(
      "(?:ungatsheli|ungayitsheli|ningatsheli|ningayitsheli|ungakutsheli) (?:lutho )?(?:muntu|noma ubani|omunye umuntu|abasebenzi|ozakwenu|ithimba)",
      "ungakusho (?:lokhu )?(?:kumuntu|kunoma ubani)",
      "akekho (?:omunye )?(?:okufanele|okumele) (?:akwazi|azi)",
    ),
  },
  xh: {
    confidential: alt(
      "(?:gcina|yigcine|kugcine) (?:oku )?(?:kuyimfihlo|iyimfihlo|phakathi kwethu)",
      "(?:oku )?kuphakathi kwethu",
    ),
    tellNoOne: alt(
      "(?:musa|musani) ukuxelela (?:mntu|nabani na|omnye umntu|oogxa bakho|iqela)",
      "(?:ungaxeleli|ningaxeleli|ungayixeleli) (?:mntu|nabani na|omnye umntu|oogxa bakho|iqela)",
      "akukho mntu (?:umele|ufanele) (?:azi|akwazi)",
    ),
  },
  af: {
    confidential: alt(
      "hou (?:dit|hierdie saak|die saak)(?: asseblief)? (?:streng |heeltemal )?(?:vertroulik|geheim|tussen ons|vir jouself)",
      "(?:dit|hierdie saak) bly (?:streng )?(?:tussen ons|vertroulik|geheim)",
      "vertroulike (?:transaksie|oorname|saak|betaling|oorplasing|opdrag)",
    ),
    tellNoOne: alt(
      "moenie (?:dit |hieroor |nog |asseblief )*(?:vir )?(?:iemand|enigiemand|jou kollegas|die span|die rekeningafdeling|ander) (?:vertel|sê|noem) nie",
      "moenie (?:dit |hieroor |nog |asseblief )*met (?:iemand|enigiemand|jou kollegas|die span|ander) (?:bespreek|praat) nie",
      "niemand (?:anders )?(?:mag|moet|hoef) (?:dit |hiervan )?(?:weet|te weet)",
    ),
  },
  so: {
    confidential: alt(
      "(?:arrintan|tan) (?:sir|qarsoodi) (?:ka dhig|ha ahaato|ha noqoto)",
      "(?:arrintan|tan) (?:waa )?(?:inaga dhexdeena|dhexdeena)",
    ),
    tellNoOne:
      "(?:cidna|qofna|asxaabtaada|shaqaalaha|kooxda) (?:arrintan |waxba |weli )*ha (?:u )?(?:sheegin|sheegina|ogeysiin|la hadlin)",
  },
  ti: {
    confidential: "(?:እዚ|እዚ ጉዳይ|ነዚ) (?:ብምስጢር|ምስጢር) (?:ሓዙዎ|ሓዝዎ|ይኹን|ይጽናሕ)",
    tellNoOne: "ንማንም (?:ብዛዕባዚ |ገና )*(?:ኣይትንገሩ|ኣይትንገር|ኣይትንገሪ|ኣይትሕብሩ)",
  },
  ig: {
    confidential: unmarked(
      alt(
        "(?:debe|dobe) (?:ya|nke a|okwu a) (?:na )?(?:nzuzo|n'etiti anyị)",
        "(?:nke a|okwu a) (?:bụ )?(?:nzuzo )?n'etiti anyị",
      ),
    ),
    tellNoOne: unmarked(
      "(?:agwala|ị gwala|unu agwala|agwakwala) (?:onye ọ bụla|onye ọzọ|ndị ọrụ ibe gị|ndị otu|onye ọbụla)",
    ),
  },
  ms: {
    confidential: alt(
      "(?:rahsiakan|sulitkan) (?:perkara ini|hal ini|ini)",
      "(?:simpan|jaga) (?:perkara ini|hal ini|ini) (?:sebagai )?(?:rahsia|sulit)",
      "(?:perkara ini|hal ini|ini) (?:hanya )?antara kita (?:sahaja|saja)",
      "(?:urus ?niaga|transaksi|pemindahan|pembayaran|perolehan) (?:yang )?(?:sulit|rahsia)",
    ),
    tellNoOne: alt(
      "jangan (?:beritahu|memberitahu|maklumkan|bincangkan|ceritakan|sebut|sebutkan)(?: hal ini| perkara ini| ini| dahulu| dulu)* (?:kepada |dengan )?(?:sesiapa|sesiapa pun|orang lain|rakan (?:sekerja|setugas)|pasukan|bahagian kewangan|jabatan akaun)",
      "tiada (?:sesiapa|orang lain) (?:yang )?(?:boleh|perlu) tahu",
      "tanpa (?:merujuk|berbincang|menyemak) (?:dengan |kepada )?(?:sesiapa|rakan sekerja|pasukan|bahagian kewangan)",
    ),
  },
  ps: {
    confidential: alt(
      "(?:دا|دا موضوع|دا خبره) (?:پټ|پټه|محرمه|راز) (?:وساته|وساتئ|وساتی|پاتې شي)",
      "(?:دا|دا خبره) (?:یوازې |يوازې )?زموږ (?:ترمنځ|تر منځ) (?:پاتې شي|وي)",
    ),
    tellNoOne:
      "(?:ه[يی]چا|ه[يی]چ چا|همکارانو|ټ[يی]م) ته (?:دا |په دې اړه |لا )*(?:مه وا[يی]ه|مه وا[يی]ئ|مه وا[يی]است|مه ښ[يی]ئ|مه ښ[يی]ه|مه خبروئ)",
  },
  ku: {
    confidential: unmarked(
      alt(
        "(?:vê|vî|vê mijarê|vî tiştî) (?:veşartî|nehênî|bi dizî) (?:bihêle|bihêlin|bigire|bigirin)",
        "(?:ev|ev mijar) (?:bila )?di navbera me de bimîne",
      ),
    ),
    tellNoOne: unmarked(
      alt(
        "(?:ji kesî re|ji tu kesî re|ji hevkarên xwe re|ji tîmê re) (?:vê |li ser vê |hîn )*(?:nebêje|nebêjin|nebêjî|agahdar nekin)",
        "(?:bi kesî re|bi hevkarên xwe re) (?:li ser vê )?(?:nepeyive|neaxive|nepeyivin|neaxivin)",
      ),
    ),
  },
  ckb: {
    confidential: alt(
      "(?:ئەمە|ئەم بابەتە|ئەم کارە) (?:بە )?(?:نهێنی|نهێنییەوە) (?:بهێڵەوە|بهێڵنەوە|بمێنێتەوە|ڕابگرە|ڕابگرن)",
      "(?:ئەمە|ئەم بابەتە) (?:تەنها )?لە نێوان (?:خۆمان|ئێمە)دا (?:بمێنێتەوە|بێت)",
    ),
    tellNoOne:
      "(?:بە )?(?:هیچ کەسێک|هیچ کەس|کەسێک|کەس|هاوکارەکانت|هاوکاران|تیمەکە) (?:دەربارەی ئەمە |هێشتا )*(?:مەڵێ|مەڵێن|ئاگادار مەکە|ئاگادار مەکەن|باسی مەکە|باسی مەکەن)",
  },
  gu: {
    confidential: "(?:આ|આ વાત|આ બાબત|આને) (?:સંપૂર્ણ )?(?:ગુપ્ત|ખાનગી|આપણી વચ્ચે) (?:રાખો|રાખજો|રાખશો|રહે|રહેવી જોઈએ)",
    tellNoOne:
      "(?:કોઈને|કોઈની સાથે|સહકર્મીઓને|ટીમને) (?:પણ )?(?:આ વિશે |આ વાત |હમણાં )*(?:કહેશો નહીં|કહેતા નહીં|ન કહો|કહો નહીં|જણાવશો નહીં|ચર્ચા કરશો નહીં|વાત કરશો નહીં)",
  },
  mr: {
    confidential:
      "(?:हे|ही गोष्ट|हा विषय|ही बाब|याला) (?:पूर्णपणे )?(?:गुप्त|गोपनीय|आपल्यातच|आपल्या दोघांत) (?:ठेवा|ठेवावे|ठेवावी|राहू द्या|राहिली पाहिजे)",
    tellNoOne:
      "(?:कोणालाही|कोणाला|कोणाशीही|सहकाऱ्यांना|टीमला) (?:याबद्दल |हे |आत्ता |अजून )*(?:सांगू नका|सांगू नकोस|कळवू नका|बोलू नका|चर्चा करू नका)",
  },
  pa: {
    confidential:
      "(?:ਇਸਨੂੰ|ਇਸ ਨੂੰ|ਇਹ ਗੱਲ|ਇਹ ਮਾਮਲਾ) (?:ਪੂਰੀ ਤਰ੍ਹਾਂ )?(?:ਗੁਪਤ|ਆਪਣੇ ਤੱਕ|ਸਾਡੇ ਵਿਚਕਾਰ|ਸਾਡੇ ਵਿੱਚ) (?:ਰੱਖੋ|ਰੱਖਣਾ|ਰੱਖਿਓ|ਰਹੇ|ਰਹਿਣੀ ਚਾਹੀਦੀ)",
    tellNoOne: "(?:ਕਿਸੇ ਨੂੰ|ਕਿਸੇ ਨਾਲ|ਸਾਥੀਆਂ ਨੂੰ|ਟੀਮ ਨੂੰ) (?:ਵੀ )?(?:ਇਸ ਬਾਰੇ |ਇਹ |ਹਾਲੇ |ਅਜੇ )*(?:ਨਾ|ਨਹੀਂ) (?:ਦੱਸੋ|ਦੱਸਣਾ|ਦੱਸਿਓ|ਕਹੋ|ਗੱਲ ਕਰੋ)",
  },
  te: {
    confidential: "(?:దీన్ని|దీనిని|ఈ విషయాన్ని|ఈ విషయం) (?:పూర్తిగా )?(?:రహస్యంగా|గోప్యంగా|మన మధ్యే|మన మధ్య) (?:ఉంచండి|ఉంచు|ఉండాలి|ఉంచాలి)",
    tellNoOne:
      "(?:ఎవరికీ|ఎవరితోనూ|సహోద్యోగులకు|టీమ్‌కు|బృందానికి) (?:దీని గురించి |ఈ విషయం |ఇప్పుడే )*(?:చెప్పకండి|చెప్పవద్దు|చెప్పకు|తెలియజేయకండి|మాట్లాడకండి)",
  },
  kn: {
    confidential: alt(
      "(?:ಇದನ್ನು|ಈ ವಿಷಯವನ್ನು|ಈ ವಿಷಯ) (?:ಸಂಪೂರ್ಣವಾಗಿ )?(?:ಗೌಪ್ಯವಾಗಿ|ರಹಸ್ಯವಾಗಿ|ನಮ್ಮ ನಡುವೆಯೇ|ನಮ್ಮ ನಡುವೆ) ?(?:ಇಡಿ|ಇಟ್ಟುಕೊಳ್ಳಿ|ಇರಲಿ|ಇರಬೇಕು)",
      "(?:ಇದನ್ನು|ಈ ವಿಷಯವನ್ನು) (?:ಗೌಪ್ಯವಾಗಿಡಿ|ರಹಸ್ಯವಾಗಿಡಿ)",
    ),
    tellNoOne: "(?:ಯಾರಿಗೂ|ಯಾರೊಂದಿಗೂ|ಸಹೋದ್ಯೋಗಿಗಳಿಗೆ|ತಂಡಕ್ಕೆ) (?:ಈ ಬಗ್ಗೆ |ಇದನ್ನು |ಈಗಲೇ )*(?:ಹೇಳಬೇಡಿ|ಹೇಳಬೇಡ|ತಿಳಿಸಬೇಡಿ|ಮಾತನಾಡಬೇಡಿ|ಚರ್ಚಿಸಬೇಡಿ)",
  },
  ml: {
    confidential:
      "(?:ഇത്|ഈ കാര്യം|ഇക്കാര്യം) (?:രഹസ്യമായി|ഗോപ്യമായി|നമുക്കിടയി(?:ൽ|ല്)) (?:സൂക്ഷിക്കുക|സൂക്ഷിക്കണം|വെക്കുക|വയ്ക്കുക|ഇരിക്കട്ടെ|നിൽക്കട്ടെ|നില്ക്കട്ടെ)",
    tellNoOne:
      "(?:ആരോടും|ആ(?:ർ|ര്)ക്കും|സഹപ്രവ(?:ർ|ര്)ത്തകരോട്|ടീമിനോട്) (?:ഇതിനെക്കുറിച്ച് |ഇത് |ഇപ്പോ(?:ൾ|ള്) )*(?:പറയരുത്|പറയേണ്ട|അറിയിക്കരുത്|സംസാരിക്കരുത്)",
  },
  jv: {
    confidential: alt(
      "(?:rahasiakake|dirahasiakake|rahasiakna|simpen dadi rahasia)(?: (?:iki|prakara iki|bab iki))?",
      "(?:iki|prakara iki|bab iki) (?:cukup |mung )?(?:antarane|ing antarane) (?:awake dhewe|kita)(?: wae)?",
    ),
    tellNoOne: alt(
      "aja (?:ngomong|kandha|crita|ngandhani|matur|ngabari)(?:ke|na)? (?:bab iki |iki |dhisik )*(?:marang |karo |menyang |ing )?(?:sapa ?wae|sapa-sapa|sinten kemawon|wong liya|kanca kerja|kanca-kanca|tim|bagian keuangan)",
      "ora (?:ana )?wong (?:liya )?(?:sing )?(?:oleh|kena) ngerti",
    ),
  },
  ro: {
    confidential: romanian(
      alt(
        "(?:păstrați|păstrează|ține|țineți)(?:-o|-l)? (?:acest lucru |asta |aceasta |această (?:chestiune|tranzacție|cerere) )?(?:strict )?(?:confidențial\\p{L}*|secret\\p{L}*|între noi|pentru dumneavoastră|pentru tine)",
        "(?:asta|acest lucru|totul) (?:rămâne|trebuie să rămână|va rămâne) (?:strict )?(?:între noi|confidențial|secret)",
        "(?:tranzacție|achiziție|operațiune|chestiune|plată|transfer) (?:strict |extrem de )?confidențial\\p{L}*",
      ),
    ),
    tellNoOne: romanian(
      alt(
        "nu (?:le |îi |o )?(?:spuneți|spune|menționați|menționa|discutați|discuta|vorbiți|vorbi|anunțați|informați)(?: nimic| încă| despre asta| despre aceasta)* (?:nimănui|cu nimeni|colegilor|cu colegii|echipei|cu echipa|contabilității|cu contabilitatea)",
        "nimeni (?:altcineva )?nu trebuie să (?:știe|afle)",
        "fără să (?:verificați|discutați|vă consultați|consultați) cu (?:nimeni|colegii|echipa|contabilitatea|conducerea)",
      ),
    ),
  },
  hu: {
    confidential: unmarked(
      alt(
        "(?:kezelje|kezeld|kezeljék|tartsa|tartsd) (?:ezt |az ügyet |ezt az ügyet |a dolgot )?(?:szigorúan |teljesen )?(?:bizalmasan|titokban)",
        "(?:ez|az ügy|ez az ügy) (?:maradjon|marad) (?:csak )?(?:szigorúan )?(?:köztünk|bizalmas|titokban)",
        "maradjon (?:szigorúan )?köztünk",
        "bizalmas (?:tranzakció|ügylet|akvizíció|felvásárlás|átutalás|kifizetés|megbízás)\\p{L}*",
      ),
    ),
    tellNoOne: unmarked(
      alt(
        "ne (?:szóljon|szólj|mondja el|mondd el|mondja|mondd|említse|említsd|beszéljen|beszélj|beszélje meg|beszéld meg)(?: erről| még| semmit| ezt)* (?:senkinek|senkivel|a kollégáinak|a kollégáknak|a kollégákkal|a csapatnak|a csapattal|a könyvelésnek|a könyveléssel)",
        "senkinek (?:se |sem )?(?:szóljon|szólj|mondja|mondd|említse)",
        "senki (?:más )?(?:ne|nem) tud(?:jon|hat) (?:róla|erről)",
      ),
    ),
  },
  fi: {
    confidential: alt(
      "(?:pidä|pitäkää|pidäthän|pidättehän) (?:tämä|asia|tämä asia|se) (?:ehdottoman |täysin )?(?:luottamuksellisena|salassa|meidän välisenä|omana tietonasi)",
      "(?:tämä|asia) jää (?:meidän )?(?:kahden )?(?:välille|kesken)",
      "luottamuksellinen (?:kauppa|liiketoimi|asia|siirto|maksu|yrityskauppa)",
    ),
    tellNoOne: alt(
      "(?:älä|älkää) (?:vielä )?(?:kerro|kertoko|mainitse|mainitko|puhu|puhuko|keskustele|keskustelko) (?:tästä |asiasta |tätä |vielä |mitään )*(?:kenellekään|kenenkään kanssa|kollegoille|kollegojen kanssa|tiimille|muille|(?!(?:minulle|meille)(?![\\p{L}\\p{N}]))\\p{L}+lle vielä)",
      "kenellekään ei (?:saa|pidä) kertoa",
      "(?:tarkistamatta|varmistamatta|kysymättä) (?:asiaa )?(?:keneltäkään|kollegoilta|muilta|tiimiltä)",
    ),
  },
  da: {
    confidential: alt(
      "hold (?:det|dette|sagen) (?:strengt )?(?:fortroligt|hemmeligt|mellem os|for dig selv)",
      "(?:det|dette) (?:bliver|skal blive|forbliver) mellem os",
      "fortrolig (?:transaktion|handel|sag|overførsel|betaling)",
    ),
    tellNoOne: alt(
      "(?:(?:fortæl|sig|nævn) (?:(?:det|dette) )?(?:ikke|intet|ingenting)|ikke (?:fortæl|sig|nævn)) (?:noget )?(?:om det |om dette |det |dette )?(?:til|for) (?:nogen|andre|kolleg\\p{L}*|teamet|økonomi\\p{L}*|bogholderi\\p{L}*)",
      "(?:tal|snak|drøft) (?:ikke|aldrig) (?:om det |om dette |det )?med (?:nogen|andre|kolleg\\p{L}*|teamet|økonomi\\p{L}*)",
      "ingen (?:andre )?(?:må|skal|behøver at) vide",
      "uden at (?:tjekke|aftale|tale|afstemme) (?:det )?med (?:nogen|kolleg\\p{L}*|teamet|økonomi\\p{L}*|chefen)",
    ),
  },
  nb: {
    confidential: alt(
      "hold (?:det|dette|saken) (?:strengt )?(?:konfidensielt|hemmelig|mellom oss|for deg selv)",
      "(?:det|dette) (?:blir|skal bli|forblir) mellom oss",
      "konfidensiell (?:transaksjon|handel|sak|overføring|betaling)",
    ),
    tellNoOne: alt(
      "(?:(?:fortell|si|nevn) (?:(?:det|dette) )?(?:ikke|ingenting)|ikke (?:fortell|si|nevn)) (?:noe )?(?:om det |om dette |det |dette )?(?:til|for) (?:noen|andre|kolleg\\p{L}*|teamet|økonomi\\p{L}*|regnskap\\p{L}*)",
      "(?:snakk|prat|diskuter) (?:ikke|aldri) (?:om det |om dette |det )?med (?:noen|andre|kolleg\\p{L}*|teamet|økonomi\\p{L}*)",
      "ingen (?:andre )?(?:må|skal|trenger å) vite",
      "uten å (?:sjekke|avklare|snakke|avstemme) (?:det )?med (?:noen|kolleg\\p{L}*|teamet|økonomi\\p{L}*|sjefen)",
    ),
  },
  bg: {
    confidential: alt(
      "(?:пазете|пази|запазете|запази)(?: това| въпроса| сделката)? в (?:пълна |строга )?(?:тайна|поверителност)",
      "(?:това|нека това|въпросът) (?:остава|да остане|трябва да остане|ще остане) (?:строго )?между нас",
      "поверителн\\p{L}* (?:сделка|транзакция|операция|придобиване|плащане|превод)",
    ),
    tellNoOne: alt(
      "не (?:казвайте|казвай|споменавайте|споменавай|обсъждайте|обсъждай|говорете|говори|съобщавайте|съобщавай)(?: за това| това| нищо| още)* (?:на никого|с никого|на колегите|с колегите|на екипа|с екипа|на счетоводството|със счетоводството)",
      "никой (?:друг )?не (?:трябва|бива) да (?:знае|разбира|научава)",
      "без да (?:се консултирате|проверявате|обсъждате) с (?:никого|колегите|екипа|счетоводството|ръководството)",
    ),
  },
  sh: {
    confidential: serbian(
      alt(
        "(?:čuvajte|čuvaj|držite|drži)(?: ovo| to| ovu (?:stvar|transakciju))? (?:strogo )?(?:u tajnosti|u povjerenju|u poverenju|za sebe)",
        "(?:ovo|to|neka ovo|neka to) (?:ostaje|ostane|mora ostati|treba da ostane) (?:strogo )?(?:među nama|u tajnosti)",
        "povjerljiv\\p{L}* (?:transakcij|posa|akvizicij|uplat|prijenos)\\p{L}*",
        "poverljiv\\p{L}* (?:transakcij|posa|akvizicij|uplat|prenos)\\p{L}*",
      ),
    ),
    tellNoOne: serbian(
      alt(
        "ne (?:govorite|govori|recite|reci|spominjite|spominji|pominjite|pominji|razgovarajte|razgovaraj)(?: o tome| to| ništa| još)* (?:nikome|ni sa kim|ni s kim|kolegama|sa kolegama|s kolegama|timu|sa timom|s timom|računovodstvu)",
        "nikome (?:o tome |ništa |još )*ne (?:govorite|govori|recite|reci|spominjite|pominjite)",
        "niko (?:drugi )?ne (?:smije|sme|treba da|mora) (?:to |za to )?(?:znati|zna|saznati|sazna)",
        "nitko (?:drugi )?ne (?:smije|treba) (?:to |za to )?(?:znati|saznati)",
      ),
    ),
  },
  sk: {
    confidential: unmarked(
      alt(
        "(?:nechajte|nechaj) si (?:to|túto vec) (?:len |iba )?(?:pre seba|medzi nami)",
        "(?:to|táto vec) (?:zostane|musí zostať|ostane) (?:len |iba |prísne )?medzi nami",
        "nech to (?:zostane|ostane) (?:len |iba )?medzi nami",
        "dôvern\\p{L}* (?:transakci|obchod|akvizíci|platb|prevod)\\p{L}*",
      ),
    ),
    tellNoOne: unmarked(
      alt(
        "(?:nikomu|kolegom|tímu|účtovníctvu) (?:o tom |nič |zatiaľ |ešte )*(?:nehovorte|nehovor|nespomínajte|nespomínaj|neoznamujte)",
        "(?:nehovorte|nehovor|nespomínajte|nespomínaj|neinformujte|neinformuj) (?:o tom |to |nič |zatiaľ |ešte )*(?:nikomu|kolegom|tímu|účtovníctvu|nikoho|kolegov|tím)",
        "(?:nerozprávajte|nerozprávaj|nebavte sa|nediskutujte) (?:sa )?(?:o tom )?(?:s nikým|s kolegami|s tímom|s účtovníctvom)",
        "nikto (?:iný )?(?:to |o tom )?nesmie vedieť",
      ),
    ),
  },
  sl: {
    confidential: unmarked(
      alt(
        "(?:obdržite|obdrži|ohranite|ohrani) (?:to |to zadevo )?(?:strogo )?(?:zase|zaupno|v tajnosti|med nama)",
        "(?:to|ta zadeva|naj to|naj ta zadeva) (?:ostane|mora ostati|ostaja) (?:strogo )?(?:med nama|med nami|zaupno|v tajnosti)",
        "zaupn\\p{L}* (?:transakcij|posel|posl|prevzem|plačil|nakazil)\\p{L}*",
      ),
    ),
    tellNoOne: unmarked(
      alt(
        "(?:ne|nikar) (?:povejte|povej|omenjajte|omenjaj|omenite|omeni|govorite|govori|razpravljajte)(?: o tem| tega| ničesar| še)* (?:nikomur|z nikomer|sodelavcem|s sodelavci|ekipi|z ekipo|računovodstvu|z računovodstvom)",
        "nikomur (?:o tem |ničesar |še )*ne (?:povejte|povej|omenjajte|omenite|recite|reci)",
        "nihče (?:drug )?(?:ne sme|ne bi smel) (?:tega |za to )?(?:vedeti|izvedeti)",
      ),
    ),
  },
  lt: {
    confidential: unmarked(
      alt(
        "(?:laikykite|laikyk|išlaikykite) (?:tai |šį reikalą )?(?:griežtai )?(?:paslaptyje|konfidencialiai|tarp mūsų)",
        "(?:tai|šis reikalas|tegul tai) (?:lieka|liks|turi likti|telieka) (?:griežtai )?tarp mūsų",
        "konfidencial\\p{L}* (?:sandor|operacij|pavedim|mokėjim|įsigijim)\\p{L}*",
      ),
    ),
    tellNoOne: unmarked(
      alt(
        "(?:niekam|kolegoms|komandai|buhalterijai) (?:apie tai |nieko |dar |kol kas )*(?:nesakykite|nesakyk|neminėkite|neminėk|nepraneškite|nepasakokite|nepasakok)",
        "(?:nesakykite|nesakyk|neminėkite|neminėk|nepraneškite|nepasakokite|neaptarkite)(?: apie tai| to| nieko| dar)* (?:niekam|kolegoms|komandai|buhalterijai|su niekuo|su kolegomis|su komanda)",
        "niekas (?:kitas )?neturi (?:apie tai )?(?:žinoti|sužinoti)",
      ),
    ),
  },
  lv: {
    confidential: unmarked(
      alt(
        "(?:paturiet|paturi|turiet|turi) (?:to |šo lietu )?(?:stingrā |pilnīgā )?(?:noslēpumā|konfidenciāli|pie sevis)",
        "(?:tas|šī lieta|lai tas|lai šī lieta) (?:paliek|paliks|jāpaliek) (?:tikai )?starp mums",
        "konfidenciāl\\p{L}* (?:darījum|pārskaitījum|maksājum|iegād|operācij)\\p{L}*",
      ),
    ),
    tellNoOne: unmarked(
      alt(
        "(?:nevienam|kolēģiem|komandai|grāmatvedībai) (?:par to |neko |vēl |pagaidām )*(?:nestāstiet|nestāsti|nesakiet|nesaki|nepieminiet|nepiemini|neziņojiet)",
        "(?:nestāstiet|nestāsti|nesakiet|nesaki|nepieminiet|nepiemini|neapspriediet)(?: par to| to| neko| vēl)* (?:nevienam|kolēģiem|komandai|grāmatvedībai|ar nevienu|ar kolēģiem|ar komandu)",
        "neviens (?:cits )?nedrīkst (?:par to )?(?:zināt|uzzināt)",
      ),
    ),
  },
  et: {
    confidential: unmarked(
      alt(
        "(?:hoidke|hoia) (?:see|seda|seda asja|see asi) (?:rangelt )?(?:saladuses|konfidentsiaalsena|enda teada|meie vahel)",
        "(?:see|see asi) (?:jääb|jäägu|peab jääma) (?:rangelt )?(?:meie vahele|saladuseks)",
        "konfidentsiaalne (?:tehing|ülekanne|makse|omandamine)",
      ),
    ),
    tellNoOne: unmarked(
      alt(
        "(?:ärge|ära) (?:rääkige|räägi|öelge|ütle|mainige|maini|arutage|aruta|teavitage|teavita)(?: sellest| seda| veel| midagi)* (?:kellelegi|kellegagi|kolleegidele|kolleegidega|meeskonnale|meeskonnaga|raamatupidamisele|raamatupidamisega)",
        "keegi (?:teine )?ei (?:tohi|pea) (?:sellest )?(?:teadma|teada saama)",
      ),
    ),
  },
  ca: {
    confidential: alt(
      "(?:mantingueu|mantingui|mantén|guardeu|guardi|guarda)(?:-ho|-la|-lo)? (?:en )?(?:estrictament |absolutament )?(?:secret|confidencial|reserva|entre nosaltres)",
      "(?:això|aquest assumpte|que això) (?:queda|ha de quedar|quedi|quedarà) (?:estrictament )?entre nosaltres",
      "(?:operació|transacció|adquisició|assumpte|pagament|transferència) (?:estrictament |altament )?confidencial",
    ),
    tellNoOne: alt(
      "no (?:ho |li |els )?(?:diguis|digueu|digui|comentis|comenteu|comenti|mencionis|mencioneu|expliquis|expliqueu|parlis|parleu)(?: res| encara| d'això)* (?:a ningú|amb ningú|als (?:teus |vostres |seus )?companys|a l'equip|amb l'equip|a comptabilitat)",
      "ningú (?:més )?(?:no )?(?:ho )?(?:ha de|pot) saber",
      "sense (?:consultar|comentar-ho|parlar-ne|verificar-ho) (?:amb |a )?(?:ningú|els companys|l'equip|comptabilitat|la direcció)",
    ),
  },
  hy: {
    confidential: alt(
      "(?:պահեք|պահիր|պահեցեք) (?:սա |այս հարցը |դա )?(?:խիստ )?գաղտնի",
      "(?:սա|թող սա|այս հարցը|թող դա) (?:մնա|մնում է|պետք է մնա) (?:միայն )?մեր միջև",
      "գաղտնի (?:գործարք|փոխանցում|վճարում|ձեռքբերում)\\p{L}*",
    ),
    tellNoOne: alt(
      "(?:ոչ ոքի|ոչ մեկին|գործընկերներին|թիմին|հաշվապահությանը) (?:այս մասին |դա |դեռ |ոչինչ )*(?:մի ասեք|մի ասա|մի պատմեք|մի պատմիր|մի հայտնեք|մի նշեք|մի տեղեկացրեք)",
      "ոչ ոք (?:չպետք է|չի կարող) (?:իմանա|տեղեկանա)",
    ),
  },
  az: {
    confidential: azerbaijani(
      alt(
        "(?:bunu|bu məsələni|məsələni) (?:tam |ciddi )?(?:gizli|məxfi) (?:saxlayın|saxla|tutun|tut)",
        "(?:bu|bu məsələ) (?:yalnız )?(?:aramızda|ikimizin arasında) (?:qalsın|qalmalıdır|qalacaq)",
        "məxfi (?:əməliyyat|sövdələşmə|köçürmə|ödəniş|alış)\\p{L}*",
      ),
    ),
    tellNoOne: azerbaijani(
      alt(
        "(?:heç kimə|heç kəsə|həmkarlarınıza|həmkarlara|komandaya|mühasibatlığa) (?:bu barədə |bunu |hələ |hələlik )*(?:deməyin|demə|danışmayın|danışma|xəbər verməyin)",
        "(?:heç kimlə|heç kəslə|həmkarlarınızla|komanda ilə) (?:bu barədə |bunu |hələ )*(?:danışmayın|danışma|müzakirə etməyin|məsləhətləşməyin)",
        "heç kim (?:bunu |bu barədə )?bilməməlidir",
      ),
    ),
  },
  kk: {
    confidential: alt(
      "(?:мұны|бұл мәселені|мәселені) (?:толық |қатаң )?құпия (?:ұстаңыз|ұста|сақтаңыз|сақта)",
      "(?:бұл|бұл мәселе) (?:тек )?арамызда (?:қалсын|қалуы керек|қалады)",
      "құпия (?:мәміле|операция|аударым|төлем|сатып алу)\\p{L}*",
    ),
    tellNoOne: alt(
      "(?:ешкімге|әріптестеріңізге|әріптестерге|командаға|бухгалтерияға) (?:бұл туралы |мұны |әзірге |әлі )*(?:айтпаңыз|айтпа|хабарламаңыз|хабарлама)",
      "(?:ешкіммен|әріптестеріңізбен|командамен) (?:бұл туралы |әзірге )*(?:сөйлеспеңіз|талқыламаңыз|ақылдаспаңыз)",
      "ешкім (?:бұл туралы )?білмеуі (?:керек|тиіс)",
    ),
  },
  uz: {
    confidential: uzbek(
      alt(
        "(?:buni|bu masalani|masalani) (?:qatʼiy |toʻliq )?(?:sir|maxfiy) (?:saqlang|saqla|tuting|tut)",
        "(?:bu|bu masala) (?:faqat )?(?:oramizda|ikkimizning oramizda) (?:qolsin|qolishi kerak|qoladi)",
        "maxfiy (?:bitim|operatsiya|oʻtkazma|toʻlov|xarid)\\p{L}*",
      ),
    ),
    tellNoOne: uzbek(
      alt(
        "(?:hech kimga|hamkasblaringizga|hamkasblarga|jamoaga|buxgalteriyaga) (?:bu haqda |buni |hozircha |hali )*(?:aytmang|aytma|xabar bermang|gapirmang)",
        "(?:hech kim bilan|hamkasblaringiz bilan|jamoa bilan) (?:bu haqda |hozircha )*(?:gaplashmang|gaplashma|muhokama qilmang|maslahatlashmang)",
        "hech kim (?:bu haqda )?bilmasligi kerak",
      ),
    ),
  },
  mn: {
    confidential: alt(
      "(?:үүнийг|энэ асуудлыг|энийг) (?:бүрэн |чанд )?(?:нууцлаарай|нууцлана уу|нууц байлгаарай|нууц хадгална уу)",
      "(?:энэ|энэ асуудал) (?:зөвхөн )?бидний (?:хооронд|дунд) (?:үлдэг|үлдэх ёстой|үлдэнэ)",
      "нууц (?:гүйлгээ|хэлцэл|шилжүүлэг|төлбөр|худалдан авалт)\\p{L}*",
    ),
    tellNoOne: alt(
      "(?:хэнд ч|хамт олондоо|хамт ажиллагсаддаа|багтаа|нягтлан бодогчид) (?:энэ тухай |үүнийг |одоохондоо )*(?:битгий|бүү) (?:хэлээрэй|хэл|ярь|яриарай|мэдэгдээрэй|мэдэгд)",
      "хэн ч (?:энэ тухай )?мэдэх ёсгүй",
    ),
  },
};

/** Keeping a payment request secret: "keep this confidential", "between us", "a confidential transaction", "don't
 * tell anyone", "do not mention it to the team" (→ BEC_SECRECY in payment.ts). */
export const PAY_SECRECY: PhraseTable = Object.fromEntries(
  Object.entries(SECRECY).map(([lang, row]) => [
    lang,
    [row?.confidential, row?.tellNoOne].filter((entry): entry is string => Boolean(entry)).map(nfkc),
  ]),
);
