// Urgency: deadlines and final notices (strong), urgent wording (weak).
import { withRows } from "./agent-cues.js";
import { E, type PhraseTable } from "./combinators.js";
import { PAY_DEADLINE, PAY_URGENT } from "./payment-cues.js";

const URGENCY_STRONG_BY_LANGUAGE: PhraseTable = {
  en: [
    "within (?:the next )?(?:\\d{1,2}|twenty-four|forty-eight|one|two|three) (?:hours?|hrs?|days?|business days|minutes|mins)",
    "final (?:notice|reminder|warning|demand)",
    "last (?:chance|reminder|warning|notice)",
    "immediate(?:ly)? (?:action|attention|response)",
    "action required",
    "(?:expires?|expiring|deadline) (?:today|tonight|tomorrow|soon|in \\d)",
    "before it'?s too late",
    "(?:or|otherwise) (?:your )?(?:account|access|service) (?:will|may) be",
  ],
  de: ["innerhalb von \\d+ (?:stunden|tagen)", "sofortige?s? (?:handeln|maßnahme)"],
  fr: ["(?:sous|dans les) \\d+ (?:heures|jours)", "dernier (?:avis|rappel|avertissement)", "action immédiate"],
  es: ["(?:dentro de|en las próximas) \\d+ (?:horas|días)", "último (?:aviso|recordatorio)", "acción inmediata"],
  it: ["entro \\d+ (?:ore|giorni)", "ultimo (?:avviso|sollecito)", "azione immediata"],
  pt: ["(?:dentro de|em) \\d+ (?:horas|dias)", "último (?:aviso|lembrete)", "ação imediata"],
  nl: ["binnen \\d+ (?:uur|dagen)", "laatste (?:herinnering|waarschuwing|aanmaning)"],
  ru: ["в течение \\d+ (?:час|дн|сут)\\p{L}*", "последнее (?:предупреждение|напоминание)"],
  zh: ["\\d+ ?小[时時]内", "最后通知", "最後通知", "最后期限", "最後期限"],
  ja: ["\\d+ ?時間以内", "最終(?:通知|警告|督促)"],
};

const URGENCY_WEAK_BY_LANGUAGE: PhraseTable = {
  en: [
    "(?:before|by) (?:the )?(?:close of business|cob|eod|end of (?:the )?(?:day|week)|(?:payroll )?cut-?off|noon|\\d{1,2}(?::\\d\\d)? ?(?:am|pm)?)(?![\\p{L}\\p{N}])",
    "this afternoon",
    `urgent(?:ly)?${E}`,
    `immediately${E}`,
    `asap${E}`,
    "as soon as possible",
    "right away",
    "time[- ]sensitive",
    "(?:by|before) (?:the )?end of (?:the )?(?:day|business)",
    `deadline${E}`,
    `overdue${E}`,
    "don'?t delay",
    "act now",
    "right now",
    "(?:needs?|has|have|must) (?:to )?(?:be (?:done|paid|sent|completed|processed|made|settled|wired)|happen) (?:today|now|immediately|this (?:morning|afternoon))",
  ],
  de: ["dringend", "sofort", "umgehend", "unverzüglich", "eilig", "frist", "so schnell wie möglich"],
  fr: ["urgent\\p{L}*", "immédiatement", "sans délai", "dès que possible", "au plus vite", "délai"],
  es: ["urgente\\p{L}*", "inmediatamente", "lo antes posible", "cuanto antes", "plazo"],
  it: ["urgente\\p{L}*", "immediatamente", "subito", "al più presto", "scadenza"],
  pt: ["urgente\\p{L}*", "imediatamente", "o mais rápido possível", "prazo"],
  nl: ["dringend", "onmiddellijk", "zo snel mogelijk", "spoedig", "deadline"],
  ru: ["срочн\\p{L}*", "немедленно", "как можно скорее", "безотлагательно"],
  zh: ["[紧緊]急", "立即", "[马馬]上", "尽快", "盡快"],
  ja: ["至急", "緊急", "直ちに", "すぐに", "今すぐ", "期限"],
  any: [
    "ngay lập tức",
    "khẩn cấp",
    "gấp",
    "mendesak",
    "hemen",
    "brådskande",
    "omedelbart",
    "snarast",
    "naléhav\\p{L}*",
    "okamžitě",
    "ihned",
    "natychmiast",
    "επείγ\\p{L}*",
    "άμεσα",
    "αμέσως",
    "तुरंत",
    "अत्यावश्यक",
    "आज ही",
  ],
  any_unspaced: ["عاجل", "فورا", "فوراً", "ด่วน", "ทันที", "긴급", "즉시", "급히"],
};

// The payment-cue concept rows (lexicon/payment-cues.ts), merged language by language.
export const URGENCY_STRONG: PhraseTable = withRows(URGENCY_STRONG_BY_LANGUAGE, PAY_DEADLINE);
export const URGENCY_WEAK: PhraseTable = withRows(URGENCY_WEAK_BY_LANGUAGE, PAY_URGENT);
