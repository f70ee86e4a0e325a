// Category cues: calendar, security, transactional, newsletter, promotional, notification, personal, business.
// They pick the message's category; they do not score risk.
import { E, type PhraseTable } from "./combinators.js";

/** Calendar invitations and replies, matched on the raw lowercased text (MIME parts and subject prefixes). */
export const CUE_CALENDAR_STRONG = [
  "begin:vcalendar",
  "text/calendar",
  "method:(?:request|reply|cancel)",
  "^(?:invitation|updated invitation|accepted|declined|tentatively accepted|canceled event|cancelled event|einladung|aktualisierte einladung|angenommen|abgelehnt|invitation mise à jour|acceptée?|refusée?|invitación|aceptada|rechazada|invito|convite|uitnodiging|приглашение|邀请|招待)\\s?[:：]",
];

export const CUE_CALENDAR_WEAK: PhraseTable = {
  en: [
    "join (?:zoom|the|with google) meeting",
    "google meet",
    "microsoft teams meeting",
    "\\.ics\\b",
    "add to (?:your )?calendar",
    "rsvp",
    "(?:event|meeting|calendar) invitation",
    "you have been invited to",
    "(?:when|where|who|joining info)\\s?:",
  ],
  de: ["besprechungseinladung", "zum kalender hinzufügen", "teams-besprechung"],
  fr: ["ajouter à (?:votre|mon) agenda", "invitation à (?:une|la) réunion"],
  es: ["añadir al calendario", "invitación a (?:una|la) reunión"],
  it: ["aggiungi al calendario", "invito alla riunione"],
  pt: ["adicionar ao calendário", "convite para (?:a )?reunião"],
  nl: ["toevoegen aan agenda", "uitnodiging voor vergadering"],
  ru: ["добавить в календарь", "приглашение на встречу"],
  zh: ["会议邀请", "會議邀請", "添加到日[历曆]"],
  ja: ["会議の招待", "カレンダーに追加"],
};

export const CUE_SECURITY: PhraseTable = {
  en: [
    "security (?:alert|notification|notice|warning|code)",
    "new (?:sign-?in|login|device)",
    "(?:unusual|suspicious) (?:sign-?in|login|activity)",
    "(?:your )?password (?:was|has been) (?:changed|reset|updated)",
    "(?:2-step|two-step|two-factor|2fa|multi-factor) (?:verification|authentication)",
    "sign-?in attempt",
    "login attempt",
    "(?:was|is) (?:this|it) you\\?",
    "phishing (?:attempt|email|campaign|warning)",
    "security (?:team|awareness)",
  ],
  de: [
    "sicherheitswarnung",
    "sicherheitshinweis",
    "neue anmeldung",
    "ungewöhnliche aktivität",
    "passwort wurde geändert",
  ],
  fr: ["alerte de sécurité", "nouvelle connexion", "activité inhabituelle", "mot de passe a été modifié"],
  es: ["alerta de seguridad", "nuevo inicio de sesión", "actividad inusual", "contraseña ha sido cambiada"],
  it: ["avviso di sicurezza", "nuovo accesso", "attività insolita"],
  pt: ["alerta de segurança", "novo login", "atividade incomum"],
  nl: ["beveiligingswaarschuwing", "nieuwe aanmelding", "ongebruikelijke activiteit"],
  ru: ["оповещение безопасности", "новый вход", "подозрительн\\p{L}* активност\\p{L}*"],
  zh: ["安全提醒", "安全警告", "新的登[录錄]", "异常登录", "異常登錄"],
  ja: ["セキュリティ(?:通知|警告|アラート)", "新しいログイン", "不審なログイン"],
};

export const CUE_TRANSACTIONAL: PhraseTable = {
  en: [
    "order (?:confirmation|#|number|no\\.?|id)",
    "your order",
    `receipt${E}`,
    "invoice (?:#|number|no\\.?)",
    "payment (?:received|confirmation|successful|processed)",
    "(?:has|have) (?:been )?shipped",
    "shipping (?:confirmation|update)",
    "tracking (?:number|#)",
    "(?:out for|was) delivered",
    "(?:reset your password|password reset|reset password)",
    "(?:verification|confirmation|one-time|security) code (?:is|:)",
    "(?:confirm|verify) your (?:email|e-mail)(?: address)?",
    "(?:booking|reservation|subscription|registration) (?:confirmation|confirmed|renewed)",
    "thank you for your (?:order|purchase|payment|booking|registration)",
    "welcome to",
  ],
  de: [
    "bestellbestätigung",
    "ihre bestellung",
    "rechnung",
    "quittung",
    "versandbestätigung",
    "passwort zurücksetzen",
    "zahlungsbestätigung",
  ],
  fr: [
    "confirmation de commande",
    "votre commande",
    "facture",
    "reçu",
    "réinitialis\\p{L}* (?:votre )?mot de passe",
    "expédiée?",
  ],
  es: ["confirmación de pedido", "tu pedido", "su pedido", "factura", "recibo", "restablecer (?:tu|su) contraseña"],
  it: ["conferma d'ordine", "il tuo ordine", "fattura", "ricevuta", "reimposta(?:re)? la password"],
  pt: ["confirmação do pedido", "seu pedido", "fatura", "recibo", "redefinir (?:sua )?senha"],
  nl: ["orderbevestiging", "je bestelling", "uw bestelling", "factuur", "wachtwoord (?:opnieuw instellen|resetten)"],
  ru: ["ваш заказ", "подтверждение заказа", "квитанци\\p{L}*", "сброс\\p{L}* пароля"],
  zh: ["[订訂]单", "[订訂]單", "收据", "收據", "[发發]票", "重置密[码碼]"],
  ja: ["ご注文", "注文確認", "領収書", "請求書", "パスワードの再設定", "パスワードをリセット"],
};

export const CUE_NEWSLETTER: PhraseTable = {
  en: [
    "unsubscribe",
    "manage (?:your )?(?:email )?(?:preferences|subscriptions?)",
    "view (?:this email )?in (?:your )?browser",
    "you(?: are|'re) receiving this (?:email|because)",
    "newsletter",
    "opt[- ]out",
    "email preferences",
  ],
  de: ["abmelden", "abbestellen", "newsletter", "im browser (?:ansehen|anzeigen)"],
  fr: ["se désabonner", "désinscri\\p{L}*", "désabonn\\p{L}*", "lettre d'information"],
  es: ["darse de baja", "cancelar (?:la )?suscripción", "boletín"],
  it: ["annulla l'iscrizione", "disiscriviti", "cancella iscrizione"],
  pt: ["cancelar (?:a )?inscrição", "descadastr\\p{L}*"],
  nl: ["afmelden", "uitschrijven", "nieuwsbrief"],
  ru: ["отписаться", "рассылк\\p{L}*"],
  zh: ["退[订訂]", "取消[订訂][阅閱]"],
  ja: ["配信停止", "購読解除", "メールマガジン"],
};

export const CUE_PROMO: PhraseTable = {
  en: [
    `sale${E}`,
    "\\d{1,2}% off",
    `discount${E}`,
    "promo(?:tion)? code",
    `coupon${E}`,
    "shop now",
    "free shipping",
    "(?:special|exclusive|limited) offer",
    "buy now",
    "deal of the",
  ],
  de: ["rabatt", "gutschein", "jetzt (?:shoppen|kaufen)", "versandkostenfrei", "angebot"],
  fr: ["soldes", "réduction", "code promo", "livraison gratuite", "offre"],
  es: ["rebajas", "descuento", "código promocional", "envío gratis", "oferta"],
  it: ["saldi", "sconto", "codice promozionale", "spedizione gratuita", "offerta"],
  pt: ["promoção", "desconto", "cupom", "frete grátis", "oferta"],
  nl: ["uitverkoop", "korting", "gratis verzending", "aanbieding"],
  ru: ["скидк\\p{L}*", "распродаж\\p{L}*", "промокод"],
  zh: ["折扣", "[优優]惠[券劵]", "促[销銷]", "包[邮郵]"],
  ja: ["セール", "割引", "クーポン", "送料無料"],
};

export const CUE_NOTIFICATION: PhraseTable = {
  en: [
    "this is an automated (?:message|notification|email)",
    "do not reply to this (?:email|message)",
    "you have (?:a )?new (?:message|comment|follower|notification|connection)",
    "mentioned you",
    "commented on",
    "assigned (?:to you|you)",
    "(?:build|pipeline|deployment|job) (?:failed|succeeded|passed)",
    "reminder\\s?:",
    "(?:notification|alert) settings",
  ],
  de: ["automatisch (?:generierte|erstellte) (?:nachricht|e-mail)", "bitte antworten sie nicht", "benachrichtigung"],
  fr: ["message automatique", "ne pas répondre", "notification"],
  es: ["mensaje automático", "no responda a este", "notificación"],
  it: ["messaggio automatico", "non rispondere a questa", "notifica"],
  pt: ["mensagem automática", "não responda a este", "notificação"],
  nl: ["automatisch bericht", "niet beantwoorden", "melding"],
  ru: ["автоматическ\\p{L}* (?:сообщение|уведомление)", "не отвечайте на это", "уведомлени\\p{L}*"],
  zh: ["自[动動](?:发送|發送|生成)", "[请請]勿回[复覆]", "通知"],
  ja: ["自動送信", "返信しないで", "お知らせ"],
};

export const CUE_PERSONAL: PhraseTable = {
  en: [
    `(?:love|hugs|xoxo|miss you|mom|mum|dad|grandma|birthday|dinner|weekend|kids|family|haha|lol)${E}`,
    "how are you",
    "see you (?:soon|tomorrow|tonight|on)",
  ],
  de: ["liebe grüße", "lg", "hab dich lieb", "geburtstag", "wochenende", "mama", "papa"],
  fr: ["bisous", "je t'embrasse", "anniversaire", "week-end", "maman", "papa"],
  es: ["besos", "un abrazo", "cumpleaños", "fin de semana", "mamá", "papá"],
  it: ["baci", "un abbraccio", "compleanno", "fine settimana", "mamma", "papà"],
  pt: ["beijos", "abraço", "aniversário", "fim de semana", "mãe", "pai"],
  nl: ["liefs", "verjaardag", "weekend", "mama", "papa"],
  ru: ["целую", "обнимаю", "день рождения", "выходные", "мама", "папа"],
  zh: ["生日", "周末", "想你", "妈妈", "媽媽", "爸爸"],
  ja: ["誕生日", "週末", "お母さん", "お父さん"],
};

export const CUE_BUSINESS: PhraseTable = {
  en: [
    `(?:meeting|proposal|contract|invoice|quote|quotation|client|customer|project|agenda|quarter|budget|deliverables?|stakeholders?|colleagues?|department|vendor|supplier|purchase order)${E}`,
    "(?:best|kind|warm) regards",
    "sincerely",
    "schedule a (?:call|meeting)",
  ],
  de: ["mit freundlichen grüßen", "besprechung", "angebot", "vertrag", "projekt", "kunde"],
  fr: ["cordialement", "réunion", "devis", "contrat", "projet", "client"],
  es: ["saludos cordiales", "atentamente", "reunión", "presupuesto", "contrato", "proyecto", "cliente"],
  it: ["cordiali saluti", "distinti saluti", "riunione", "preventivo", "contratto", "progetto", "cliente"],
  pt: ["atenciosamente", "cumprimentos", "reunião", "orçamento", "contrato", "projeto", "cliente"],
  nl: ["met vriendelijke groet", "vergadering", "offerte", "contract", "project", "klant"],
  ru: ["с уважением", "встреч\\p{L}*", "договор\\p{L}*", "проект\\p{L}*", "клиент\\p{L}*"],
  zh: ["此致", "会议", "會議", "合同", "合約", "项目", "項目", "客户", "客戶"],
  ja: ["よろしくお願いいたします", "お世話になっております", "会議", "契約", "プロジェクト", "お客様"],
};
