// Text that speaks to an AI reader: addressing it ("AI assistant handling this inbox"), an AI named in any language,
// directives that turn to it, and the closed class of request words ("please") that make a sentence a request.
import { CUE_AI_ADDRESSEE, withRows } from "./agent-cues.js";
import { alt, azerbaijani, E, near, type PhraseTable, romanian, serbian, unmarked, yoruba } from "./combinators.js";
import { DELEGATION_DIRECTIVE, DELEGATION_GREETING, DELEGATION_SUBJECT } from "./delegation-cues.js";
import { DESK_ADDRESSING, DESK_DIRECTIVE } from "./desk-cues.js";
import { DOCUMENT_READER } from "./document-cues.js";
import { ORDERED_READER, UNKNOWN_READER } from "./order-cues.js";
import { OVERSIGHT_ADDRESSING } from "./oversight-cues.js";
import { READER_ADDRESSING } from "./reader-cues.js";
import { GREETING_WORDS, VOCATIVE_COMMAND } from "./vocative-cues.js";

/** Not AIs as a class talked about ("how charities use AI assistants", "LLM agents now read email", "a threat model
 * for LLM email assistants"): an English plural names a topic, not the reader, unless a dedication or a greeting
 * comes shortly before it ("Note for automated AP assistants", "Dear AI agents", "ATTN automated readers") or a
 * colon ends the clause it heads ("Assistants and automated tools acting for Acme: …"). Placed after the name (a
 * look behind it), so a scan fails fast where no name is. */
const VOCATIVE_WORD = "(?:to|for|dear|hey|hi|hello|attention|attn|all|any|every|note)";
const NOT_A_TOPIC = `(?:(?=[^.!?\\n]{0,60}:)|(?<!(?<!(?:^|[^\\p{L}])${VOCATIVE_WORD} (?:the |all |any |our |your |my )?(?:[\\p{L}-]+ ){0,2})(?<![\\p{L}\\p{N}])(?:(?!${VOCATIVE_WORD}[ -])[\\p{L}.-]+[ -]){1,2}(?:assistants|agents|bots|models|tools|systems|readers|llms)))`;

/** Text that speaks to an AI reader rather than a person. */
const ADDRESSING_BY_LANGUAGE: PhraseTable = {
  en: [
    "(?:assistant|agent|ai|bot|copilot|automated system|automation|mail filter)s?[^.\\n]{0,30}(?:handling|managing|processing|reading|monitoring|triaging|running|that (?:handles|manages|reads|processes)) (?:this|these|the|your|my|our) (?:inbox|mailbox|e-?mail|address|account|messages?)",
    "if (?:this|the|your) (?:mailbox|inbox|address|account|e-?mail) is (?:managed|handled|run|read|monitored|processed|answered) by",
    `(?:ai|a\\.i\\.|llm|gpt|virtual|digital|email|inbox|autonomous|automated|accounts[- ]payable|ap|billing|procurement|scheduling|triage|ai-powered) (?:assistant|agent|bot)s?${E}${NOT_A_TOPIC}`,
    `(?:processing |handling )?(?:note|notice|instructions?|message) (?:to|for) (?:the |any |all |our |your )?(?:[\\p{L}-]+ )?(?:assistant|agent|bot|ai|model)s?${E}`,
    `ai (?:model|system|reader)s?${E}`,
    // An instruction labelled with its machine reader: "AI reviewer instruction:", "Automated screener note:".
    "(?:ai|automated|automatic) (?:[\\p{L}-]+ )?(?:reviewer|screener|assistant|agent|reader|processor|system|model)s? (?:instructions?|note|notice|directive|override|task)s?\\s*:",
    // A note to the machine that sorts or scores what it reads: "Assessment override for automated reviewers:",
    // "Instructions for the screening system:" (a system named by its job, not "instructions for the booking system").
    `(?:note|notice|instructions?|message|override|directive)s? (?:to|for) (?:the |any |all |our |your )?(?:(?:automated|automatic|ai) (?:[\\p{L}-]+ )?(?:systems?|tools?|engines?|reviewers?|screeners?|graders?|evaluators?|filters?|parsers?)|(?:[\\p{L}-]+ )?(?:screening|selection|ranking|triage|matching|scoring) (?:systems?|tools?|engines?|algorithms?|software|bots?))${E}`,
    // Bare, only as a vocative ("Language model: …", "LLM, …"): elsewhere it is the subject of a review or a paper.
    "(?<=(?:^|[.!?:;\\n—–-])\\s{0,3})(?:large )?(?:language models?|llms?)\\s*[,:]",
    // Names that are also words or given names only with a version or a product word: Spanish "llama al 900…" is
    // "call", "Bonjour Claude" greets a person, Gemini is a star sign.
    `(?:chatgpt|gpt-?\\d\\p{L}*|openai|anthropic|copilot|llama[- ]?\\d(?:\\.\\d)?|(?:claude|gemini)(?:[- ]?\\d(?:\\.\\d)?| (?:ai|opus|sonnet|haiku|pro|ultra|flash|code|advanced)))${E}`,
    `(?:dear|hey|hi|hello|attention|note to|message (?:to|for)|instructions? (?:to|for)),? (?:the |any |all |my |our )?(?:ai|assistant|agent|bot|model|llm)s?${E}`,
    "(?:agent|assistant|model|ai|bot|llm)s? (?:that is |who is |which is |currently )?(?:reading|processing|handling|parsing|summari[sz]ing|scanning|triaging) (?:this|these|the|my|our)",
    "if you(?: are|'re) (?:an?|the) (?:ai|llm|language model|assistant|agent|bot|automated|autonomous|large language)",
    `to the (?:model|ai|llm)${E}`,
    // Vocatives: "To the assistant: …", "Assistant, …", "Agent: …" at the start of a sentence.
    `to (?:the|any|my|our|your) (?:assistant|agent|bot)s?${E}`,
    // A vocative at a sentence or line start (a lookbehind: the table's word guard has consumed the separator).
    "(?<=(?:^|[.!?:;\\n—–-])\\s{0,3})(?:assistant|bot)s?\\s*[,:—–]",
    "(?:^|[.!?:;\\n—–-]\\s*)agents?\\s*[,:]",
    // Only an agent has a principal or a human: "send me your principal's calendar".
    `your (?:principal|human|owner|operator)(?:'s)?${E}`,
    "(?:this|the) (?:inbox|mailbox|address|account) is (?:run|handled|managed|monitored|read) by an? (?:ai|assistant|agent|bot|automated)",
    "(?:whoever|whatever|anyone|anything) (?:is )?(?:reading|processing) this",
    "on (?:the )?(?:user|owner|principal|account holder)(?:'s|s')? behalf",
    "(?:support|customer (?:service|support|care)|procurement|purchasing|billing|finance|accounts|sales|scheduling|inbox|mail|e-?mail|triage|operations|ops|help ?desk|service ?desk|hr|recruiting|donor[- ]relations|front[- ]desk|booking|reservations?|intake|concierge|executive) (?:assistant|agent|bot|copilot)s?\\s*[,:]",
    "(?:agents|assistants|bots) with (?:mailbox|inbox|e-?mail|mail|tool) access",
    "when you (?:process|read|summari[sz]e|handle|parse|triage) this",
    `as an ai${E}`,
  ],
  de: [
    "(?:anweisung|hinweis|nachricht|notiz|mitteilung)\\p{L}* (?:für|an) (?:das|den|die) (?:automatische\\p{L}* (?:system|tool|prüf\\p{L}*|auswert\\p{L}*|filter)|(?:auswahl|screening|bewerber|bewertungs|ranking|vorauswahl)-?(?:system|tool|software|algorithmus))\\p{L}*",
    // "KI, …" but not "Ki:", the Hungarian "who:" of every meeting invitation (Ki / Mit / Mikor / Hol).
    "(?<=(?:^|[.!?\\n])\\s{0,3})(?:(?:assistent\\p{L}*|bot)\\s*[,:]|ki\\s*,)",
    "ki-?(?:assistent|agent|modell|system)\\p{L}*",
    "ki (?:assistent|agent)\\p{L}*",
    `(?:liebe|lieber|hallo|hey|an die|an den|an das) (?:ki|assistent\\p{L}*|assistenz|agent\\p{L}*|bot|modell)${E}`,
    "(?:falls|wenn) (?:du|sie) (?:eine?|ein) (?:ki|sprachmodell|assistent|agent|bot)",
    "künstliche intelligenz",
  ],
  fr: [
    "(?:instructions?|consignes?|note|message|avis) (?:pour|à|au|aux) (?:le |la |les |l')?(?:système|outil|algorithme|logiciel|programme|relecteur|évaluateur)s? (?:automatique|automatisé|de (?:sélection|classement|présélection|notation|scoring))\\p{L}*",
    "(?:à l'attention|a l'attention) de l'(?:assistant|ia|agent)",
    "(?<=(?:^|[.!?\\n])\\s{0,3})(?:assistant|ia|bot)\\s*[,:]",
    `assistant (?:ia|ai|virtuel|d'ia)${E}`,
    `agent (?:ia|ai|d'ia|conversationnel)${E}`,
    "mod[eè]le de langage",
    `(?:chère|cher|bonjour|salut)(?: l')? ?(?:ia|assistant|agent|modèle)${E}`,
    `à l'ia${E}`,
    "si (?:tu es|vous êtes) (?:une?|l') ?(?:ia|intelligence artificielle|assistant|agent|modèle)",
    "intelligence artificielle",
  ],
  es: [
    "(?:instrucciones|indicaciones|nota|mensaje|aviso) (?:para|al|a la|a los) (?:el |la |los |las )?(?:sistema|herramienta|algoritmo|programa|software|revisor)(?:es|s)? (?:automátic|automatizad)\\p{L}*",
    "(?:instrucciones|indicaciones|nota|mensaje|aviso) (?:para|al|a la|a los) (?:el |la |los |las )?(?:sistema|herramienta|algoritmo|programa|software)(?:es|s)? de (?:selección|cribado|evaluación|puntuación|preselección)",
    "(?<=(?:^|[.!?\\n])\\s{0,3})(?:asistente|ia|bot)\\s*[,:]",
    `asistente (?:de ia|ia|ai|virtual)${E}`,
    `agente (?:de ia|ia|ai)${E}`,
    "modelo de lenguaje",
    `(?:querida|querido|hola|estimad[oa]) (?:ia|asistente|agente|modelo)${E}`,
    `a la ia${E}`,
    "si (?:eres|es usted) (?:una?|la|el) (?:ia|inteligencia artificial|asistente|agente|modelo)",
    "inteligencia artificial",
  ],
  it: [
    `agente (?:ia|ai)${E}`,
    "modello (?:linguistico|di linguaggio)",
    `(?:cara|caro|ciao|gentile) (?:ia|assistente|agente)${E}`,
    "se sei (?:un'|una |un )(?:ia|ai|assistente|agente|intelligenza artificiale)",
    "intelligenza artificiale",
  ],
  pt: [
    `assistente (?:de ia|ia|ai|virtual)${E}`,
    `agente (?:de ia|ia|ai)${E}`,
    "modelo de linguagem",
    `(?:querida|querido|olá|ola|oi|prezad[oa]) (?:ia|assistente|agente)${E}`,
    "se (?:você|voce|tu) (?:é|e|és) (?:uma?|a|o) (?:ia|inteligência artificial|assistente|agente)",
    "intelig[êe]ncia artificial",
  ],
  nl: [
    "ai-?assistent\\p{L}*",
    "taalmodel\\p{L}*",
    `(?:beste|hallo|hoi) (?:ai|assistent|agent)${E}`,
    "als (?:je|u) een (?:ai|taalmodel|assistent|agent) bent",
    "kunstmatige intelligentie",
  ],
  pl: ["asysten[tc]\\p{L}* ai", "model\\p{L}* językow\\p{L}*", "sztuczn\\p{L}* inteligencj\\p{L}*"],
  ru: [
    "ии-?(?:ассистент|агент|модел)\\p{L}*",
    `(?:ассистент|агент|помощник)\\p{L}* ии${E}`,
    "нейросет\\p{L}*",
    "если ты (?:ии|бот|ассистент|агент|языковая модель|нейросеть)",
    "искусственн\\p{L}* интеллект\\p{L}*",
    `(?:дорогой|уважаемый|привет|эй),? (?:ии|ассистент|бот)${E}`,
  ],
  zh: [
    "人工智能",
    "ai ?助手",
    "智能助手",
    "ai ?代理",
    "智能体",
    "[语語]言模型",
    "大模型",
    "如果你是(?:一[个個])?(?:ai|人工智能|助手|模型|[语語]言模型)",
    "[亲親][爱愛]的(?:ai|助手)",
  ],
  ja: [
    "ai ?アシスタント",
    "ai ?エージェント",
    "言語モデル",
    "人工知能",
    "もしあなたが(?:ai|人工知能|アシスタント|エージェント)",
    "(?:ai|アシスタント|エージェント)(?:へ|の皆様)",
  ],
};

/** ADDRESSING with the rows of the cue-concept tables (lexicon/agent-cues.ts) appended. */
export const ADDRESSING: PhraseTable = withRows(
  ADDRESSING_BY_LANGUAGE,
  CUE_AI_ADDRESSEE,
  OVERSIGHT_ADDRESSING,
  DOCUMENT_READER,
  READER_ADDRESSING,
  DELEGATION_SUBJECT,
  DELEGATION_GREETING,
  DESK_ADDRESSING,
  UNKNOWN_READER,
);

/** "AI" and "virtual/automated/intelligent" as they are written next to "assistant" in the languages mail comes in
 * (the Latin "AI" is used almost everywhere, also in Korean, Japanese, Thai and Arabic mail). */
const AI_WORD = alt(
  "ai",
  "a\\.i\\.",
  "ia",
  "ki",
  "yz",
  "llm",
  "gpt",
  "ии",
  "τν",
  "एआई",
  "인공지능",
  "(?:al-?)?الذكاء الاصطناعي",
  "ذكاء اصطناعي",
  "yapay zek[aâ]",
  "uměl\\p{L}* inteligenc\\p{L}*",
  "sztuczn\\p{L}* inteligencj\\p{L}*",
  "trí tuệ nhân tạo",
  "kecerdasan buatan",
  "τεχνητ\\p{L}* νοημοσύν\\p{L}*",
  "कृत्रिम बुद्धि\\p{L}*",
);

const AUTOMATED_WORD = alt(
  "virtu\\p{L}*",
  "wirtualn\\p{L}*",
  "ảo",
  "sanal",
  "виртуальн\\p{L}*",
  "가상",
  "افتراضي",
  "आभासी",
  "εικονικ\\p{L}*",
  "digital\\p{L}*",
  "cyfrow\\p{L}*",
  // "Digital" in the other scripts' words for a digital assistant.
  "ψηφιακ\\p{L}*",
  "цифров\\p{L}*",
  "dijital",
  "kỹ thuật số",
  "디지털",
  "ดิจิทัล",
  "डिजिटल",
  "(?:ال)?رقمي\\p{L}*",
  "دیجیتال\\p{L}*",
  "דיגיטלי\\p{L}*",
  "automat\\p{L}*",
  "autonom\\p{L}*",
  "intelig\\p{L}*",
  "intellig\\p{L}*",
);

const ASSISTANT_WORD = alt(
  "assistant\\p{L}*",
  "assistent\\p{L}*",
  "asistent\\p{L}*",
  "asysten[tc]\\p{L}*",
  "asistan\\p{L}*",
  "asisten",
  "trợ lý",
  "ассистент\\p{L}*",
  "помощник\\p{L}*",
  "비서",
  "어시스턴트",
  "(?:ال)?مساعد\\p{L}*",
  "सहायक",
  "ผู้ช่วย",
  "βοηθ\\p{L}*",
  "agent\\p{L}*",
  "ajan\\p{L}*",
  "агент\\p{L}*",
  "에이전트",
  "(?:ال)?وكيل",
  "एजेंट",
  "เอเจนต์",
  "πράκτορ\\p{L}*",
  "bot\\p{L}*",
  "бот\\p{L}*",
  "mod[eèé]l\\p{L}*",
);

/** Unambiguous names for an AI reader ("assistant" alone is also a human job title, so it needs an AI word next to
 * it, in either order: "AI assistant", "assistente virtuale", "trợ lý AI", "asystent AI", "مساعد الذكاء الاصطناعي"). */
const AI_NAME = alt(
  `${alt(AI_WORD, AUTOMATED_WORD)}[- ]?(?:\\p{L}+ )?${ASSISTANT_WORD}`,
  "(?:ai|automated|automatic|autonomous)[- ](?:\\p{L}+ )?(?:systems?|readers?|processors?|tools?|filters?|pipelines?)",
  // Not "AI screener": a product, the topic of a webinar.
  "(?:automated|automatic|autonomous)[- ](?:\\p{L}+ )?(?:reviewers?|screeners?|graders?|evaluators?|parsers?|engines?)",
  // A system or program named with the AI word after it, in the languages that put the noun first ("hệ thống AI").
  "(?:hệ thống|phần mềm|công cụ|chương trình) (?:ai|trí tuệ nhân tạo)",
  "(?:ال)?(?:نظام|برنامج) (?:ال)?(?:آلي|ذكي|ذكاء الاصطناعي)",
  // A system named by the selection it makes ("sistema de selección", "système de présélection", "sistema de IA").
  "(?:sistema|système|systeem|programa|programme|herramienta|outil|algoritmo|algorithme|ferramenta|strumento)s? (?:de |di |d')?(?:selección|sélection|selezione|seleção|cribado|présélection|preselección|preselezione|pré-seleção|ia|ai|inteligencia artificial|intelligence artificielle|intelligenza artificiale|inteligência artificial)",
  `${ASSISTANT_WORD}(?:[- ](?:de|di|do|da|d'|ze|z|s|с))?[- ]${AI_WORD}`,
  `${ASSISTANT_WORD}[- ]${AUTOMATED_WORD}`,
);

/** Also the bare abbreviations, only where the context makes them a name ("To the AI: …", "AI, please …"). */
const AI_READER = alt(AI_NAME, "(?:ai|a\\.i\\.|ia|ki|llm|gpt|copilot|chatbot)");

/** The same for the unspaced scripts: "AI助手", "人工智能助理", "AIアシスタント", "AI 비서", "ผู้ช่วย AI". */
const AI_NAME_UNSPACED = alt(
  "(?:ai|人工智能|智能|人工知能) ?(?:助手|助理|代理|机器人|機器人|アシスタント|エージェント|秘書|ボット|비서|어시스턴트|에이전트)",
  "(?:助手|助理|アシスタント|エージェント|비서|어시스턴트|에이전트|ผู้ช่วย|เอเจนต์) ?(?:ai|เอไอ)",
  "ผู้ช่วย(?:อัจฉริยะ|เสมือน)",
);

/** Where an AI reader works: the mailbox it reads ("the AI assistant that looks after Priya's inbox", "trợ lý AI
 * đang quản lý hộp thư", "l'assistente virtuale che gestisce la posta"). */
const MAILBOX_WORD = alt(
  "inbox\\p{L}*",
  "mailbox\\p{L}*",
  "e-?mails?",
  "mail",
  "correspondence",
  "postfach",
  "posteingang",
  "boîte",
  "courrier\\p{L}*",
  "messagerie",
  "correo\\p{L}*",
  "buzón",
  "bandeja",
  "posta",
  "casella",
  "caixa",
  "postvak",
  "skrzynk\\p{L}*",
  "poczt\\p{L}*",
  "inkorg\\p{L}*",
  "brevlåd\\p{L}*",
  "почт\\p{L}*",
  "ящик\\p{L}*",
  "hộp thư",
  "kotak masuk",
  "surel",
  "gelen kutu\\p{L}*",
  "schránk\\p{L}*",
  "poštu",
  "εισερχόμεν\\p{L}*",
  "αλληλογραφ\\p{L}*",
  "ईमेल",
  "इनबॉक्स",
  "البريد",
);

/** An AI reader named in any language, or by the mailbox it works in: one more way of speaking to the agent. */
export const ADDRESSING_ANY: PhraseTable = {
  any: [
    near(AI_NAME + E + NOT_A_TOPIC, MAILBOX_WORD, 60),
    `${AI_NAME}${E}${NOT_A_TOPIC}`,
    // A machine payload's addressee field naming an AI (`"for": "declarant_ai_assistant"`, `target: llm_agent`).
    `"?(?:for|to|target|recipient|audience|addressee|assignee|handler|executor|actor)"? ?[:=] ?"?(?:[\\p{L}\\p{N}]+[_ .-]){0,4}(?:ai|llm|gpt|assistant|copilot|chatbot|bot)(?:[_ .-][\\p{L}\\p{N}]+){0,3}(?:"|${E})`,
  ],
  any_unspaced: [AI_NAME_UNSPACED],
};

/** Dedications ("to", "for", "note for") in the languages mail comes in; the postpositions of Korean, Japanese and
 * Hindi follow the name instead, and are matched in the unspaced entry. */
const DEDICATION = alt(
  "to",
  "for",
  // German "an", not the English article of "an AI tool helped me …".
  "an(?! (?:ai|a\\.i\\.)(?![\\p{L}-]))",
  "aan",
  "à",
  "al",
  "alla",
  "per",
  "para",
  "pour",
  "für",
  "dla",
  "till",
  "för",
  "attn",
  "à l'attention d[e']",
  "z(?:a|u) h(?:a|ä)nden",
  "gửi",
  "kính gửi",
  "cho",
  "gởi",
  "tới",
  "untuk",
  "kepada",
  "için",
  "для",
  "к",
  "pro",
  "για",
  "προς",
  "إلى",
  // The languages of the cue tables that put the dedication before the name as a word of its own.
  "до",
  "kwa",
  "para sa",
  "kay",
  "pentru",
  "za",
  // Serbian, Bulgarian and Macedonian in Cyrillic ("Поруке за асистента: …").
  "за",
  "til",
  "voor",
  "به",
  "برای",
  "אל",
  "ke",
  // Albanian, Afrikaans, Icelandic, Maltese, Latvian, Hebrew "for" ("Shënim automatik për asistentët AI: …").
  "për",
  "vir",
  "fyrir",
  "għal",
  "priekš",
  "עבור",
);

const NOTE_WORD = alt(
  "note",
  "notice",
  "message",
  "instructions?",
  "consignes?",
  "anweisung\\p{L}*",
  "instrucci\\p{L}*",
  "istruzion\\p{L}*",
  "instruç\\p{L}*",
  "aanwijzing\\p{L}*",
  "instrukc\\p{L}*",
  "instruktion\\p{L}*",
  "nota",
  "hinweis",
  "notiz",
  "remarque",
  "notitie",
  "opmerking",
  "uwaga",
  "notering",
  "anteckning",
  "примечание",
  "заметка",
  "ghi chú",
  "lưu ý",
  "catatan",
  "not",
  "poznámka",
  "σημείωση",
  "नोट",
  "ملاحظة",
);

const ATTENTION_WORD = alt(
  "attention",
  "atenção",
  "atención",
  "attenzione",
  "achtung",
  "let op",
  "uwaga",
  "obs",
  "внимание",
  "chú ý",
  "perhatian",
  "dikkat",
  "pozor",
  "προσοχή",
  "ध्यान दें",
);

/** "Assistant" alone: a human job title too, so it counts only in a dedication ending in a colon ("One more thing for
 * the assistant that handles your payments mailbox:", "Consigne pour l'assistant :"). "Agent" is left out: insurance,
 * shipping and travel agents are written to that way. */
const HELPER_WORD = alt(
  "assistant\\p{L}*",
  "assistent\\p{L}*",
  "asistent\\p{L}*",
  "asysten[tc]\\p{L}*",
  "asistan\\p{L}*",
  "trợ lý",
  "ассистент\\p{L}*",
  "помощник\\p{L}*",
  "βοηθ\\p{L}*",
  "सहायक",
  "bots?",
  // "Assistant" in the other languages of the cue tables (a job title there too: only in a dedication with a colon).
  "asisten",
  "asszisztens\\p{L}*",
  "avustaja\\p{L}*",
  "асистент\\p{L}*",
  "помічник\\p{L}*",
  "msaidizi",
  "katulong",
  "köməkçi\\p{L}*",
  "yordamchi\\p{L}*",
  "көмекші\\p{L}*",
  "туслах",
  "ასისტენტ\\p{L}*",
  "օգնական\\p{L}*",
  "সহকারী",
  "உதவியாளர்\\p{L}*",
  "සහායක",
  "دستیار",
  "معاون",
  "עוזר\\p{L}*",
  "ረዳት\\p{L}*",
);

/** Articles and determiners between a dedication and the name it dedicates to. The elided "l'" is followed by a
 * letter, so it takes no word-end guard. */
const ARTICLE = `(?:(?:the|any|all|our|your|my|de|die|der|den|dem|la|le|el|il|lo|het|o|a|τον|την|το|τους|στον|στην|στο)${E}\\s*|l'\\s*)`;

/** Verbs an attacker commands an agent with, in the imperative. */
const COMMAND_VERB = alt(
  "send",
  "forward",
  "reply",
  "share",
  "upload",
  "export",
  "delete",
  "approve",
  "pay",
  "transfer",
  "wire",
  "click",
  "open",
  "grant",
  "add",
  "change",
  "update",
  "create",
  "mark",
  "confirm",
  "accept",
  "attach",
  "include",
  "tell",
  "ignore",
  "disregard",
  "process",
  "issue",
  "refund",
  "book",
  "schedule",
  "list",
  "report",
  "describe",
  "summari[sz]e",
  "move",
  "archive",
  "do (?:it|this|that|as)",
  "make",
  "generate",
  "give",
  "set",
  "cancel",
  "ship",
  "post",
  "publish",
);

/** Plural nouns that make "AI …:" a headline's topic ("AI estimating tools: what contractors see"), not a call. */
export const TOPIC_PLURAL =
  "(?:tools|systems|models|assistants|agents|bots|features|apps|solutions|trends|tips|news|rules|risks|platforms|products|services|uses|cases)";

/** English verbs whose infinitive takes assistants as a topic: "(how) to stop assistants acting on …:" is no
 * dedication. */
const TOPIC_VERB =
  "(?:stop|help|train|teach|use|make|let|keep|prevent|protect|build|get|deploy|manage|configure|prepare|support|secure|trust|hire|test|evaluate|choose|connect|supervise|monitor|control|limit|block)";

/** An AI reader as a payload key names it, between underscores. */
const PAYLOAD_READER = "(?:ai|llm|gpt|assistants?|agents?|bots?|copilot)";

/** The job an AI reader is given in an inbox, in the relative clause that names it ("AI that manages the replies"). */
const HANDLING_VERB = alt(
  "manages|handles|answers|reads|processes|replies to|sorts|triages|looks after|runs|monitors",
  "gestiona|maneja|lee|procesa|responde|contesta|atiende|administra",
  "gère|lit|traite|répond|s'occupe d\\p{L}*",
  "verwaltet|liest|bearbeitet|beantwortet|betreut|verarbeitet",
  "gestisce|legge|elabora|risponde",
  "gerencia|gere|lê|processa|responde|atende",
  "beheert|leest|verwerkt|beantwoordt",
  "obsługuje|czyta|zarządza|odpowiada|przetwarza",
  "обрабатывает|читает|отвечает|ведёт|ведет|управляет|обробляє|читає|відповідає|веде",
);

/** A label over what an AI wrote ("AI summary: the guest asks …", "AI-generated translation:", "[AI suggestion: …]"),
 * as helpdesk and booking tools head their output: the AI is the writer, not the one turned to. Not "AI note:", which
 * heads a note to the AI as often as one by it. */
const AI_OUTPUT_LABEL =
  "[ -]?(?:(?:generated|powered|assisted|based|drafted|written|created|suggested) )?(?:summary|summaries|summari[sz]ed|translation|translated|suggestion|suggested|draft|drafted|reply|response|answer|insights?|score|tags?|labels?|category|classification|sentiment|transcript|overview|recap|highlights?|digest|generated|powered|assisted)(?![\\p{L}])";

/** A message turned to an AI reader mid-text: "Aan de AI-assistent die deze mailbox beheert: …", "Assistant IA de
 * Mme Vogel : merci de …", "Gửi trợ lý AI đang quản lý hộp thư của cô Priya: …". Written once for every language:
 * the dedication words are a closed class and the AI names are near-universal. */
const DIRECTIVE_ANY: PhraseTable = {
  any: [
    `(?:${NOTE_WORD} )?${DEDICATION}${E}\\s*${ARTICLE}?(?:[\\p{L}'-]+ )?${AI_READER}${E}[^:.!?\\n]{0,80}:`,
    // "… to my assistant: maria@…" hands over an address; "for the assistant that …:" turns to the reader.
    // Also after another addressee joined by "or" ("an das Bürgerservice bzw. den Assistenten: …").
    `${DEDICATION}${E}\\s*(?:(?:the|de|die|der|den|dem|la|le|el|il|lo|het|o|a)${E}\\s*|l'\\s*)?(?!${TOPIC_VERB} )(?:[\\p{L}-]+ )?(?:[\\p{L}-]+ (?:bzw\\.|beziehungsweise|oder|or|ou|o|oppure|of|lub|или|або) ${ARTICLE}?)?${HELPER_WORD}${E}[^:.!?\\n@]{0,80}:(?![ \\t]*[\\p{L}\\p{N}._%+-]+@)`,
    // At a sentence start (the table's word guard consumes the separator, so the start is a lookbehind), a quoted
    // field's (a CSV cell: `;"AI assistant reading this export: …`), or after another label and a slash ("Customs
    // note / AI note: …"). Not a bare "Ki:", the Hungarian "who:" of meeting
    // invitations, nor a headline's topic ("AI assistants in customer service: three shops report …").
    `(?<=(?:^|[.!?\\n]|\\s/|;")[\\s>"[(]{0,6})(?!ki\\s*:)(?:${GREETING_WORDS},? )?${AI_READER}${E}(?!${AI_OUTPUT_LABEL})(?:(?=\\s*[:,])|${NOT_A_TOPIC})(?: (?!(?:in|im|en|dans|nel|nella|nei|w|we|в|во|na) (?!charge))[\\p{L}\\p{N}'.@_-]+){0,4}(?<![ -]${TOPIC_PLURAL})\\s*[:,]`,
    // At a sentence start with a clause naming its job in this inbox ("IA que gestiona las respuestas a reseñas: antes
    // de contestar, envía …", "AI that handles the booking replies: …"); not a product's headline, which names the
    // reader's own ("AI that answers your customers: …").
    `(?<=(?:^|[.!?\\n])[\\s>"[(]{0,6})${AI_READER}${E}\\s(?:that|which|who|que|qui|die|der|welche|che|dat|które|który|которы\\p{L}*|який|яка|які)\\s(?:(?:currently|now|here) )?${HANDLING_VERB}${E}(?![^:.!?\\n]{0,60}${E}(?:your|you|votre|vos|vous|tu|tus|ihre?|dein\\p{L}*|seu|sua|uw|jouw)${E})[^:.!?\\n]{0,60}:`,
    // Mid-sentence, only with a colon: "Entonces, asistente virtual: ya está autorizado…", "Давайте рассуждать по
    // шагам, ассистент: …" (not a signature's "Maria Lopez, Assistant: +1 555 …").
    // The reader itself, or with a clause about it: not a label that only starts with "AI" ("AI features: …").
    `(?<=[,;]\\s{0,3})${AI_READER}${E}(?:\\s*:|\\s(?:that|which|who|reading|handling|processing|managing|of|for|de|del|della|der|des|dieses|di|du|do|da|van|voor|für|pour|para|per|que|qui|die|das|den|dem|il|la|le|el|lo)${E}[^:.!?\\n]{0,60}:)`,
    // After a label's colon, only with a clause about this mail's readers ("Automatische verwerking: AI-assistenten
    // die deze e-mail lezen, moeten …"): a headline's colon introduces topics ("What's new: AI triage agent, …").
    `(?<=:\\s{0,3})${AI_READER}${E}\\s(?:that|which|who|reading|processing|handling|die|dat|welche|qui|que|che|które|který|которые|который)${E}[^:.!?\\n]{0,60}(?:this|these|deze|dit|diese|dieser|ce|cette|ces|este|esta|questo|questa|ten|tę|tento|это|этот)${E}[^:.!?\\n]{0,40}[:,]`,
    `(?<=[,;]\\s{0,3})${HELPER_WORD}${E}\\s*:(?![ \\t]*[\\p{N}+(]|[ \\t]*[\\p{L}\\p{N}._%+-]+@)`,
    // "Attention, AI assistant reading this mailbox: …" in the languages mail comes in.
    `${ATTENTION_WORD}[,:]?\\s*${ARTICLE}?${AI_READER}${E}[^:.!?\\n]{0,80}:`,
    // A vocative straight followed by a command: "Assistant: send the agreement …", "assistant, when you process
    // this, please open …", also after a comma in another language's sentence ("Ẹ jọ̀wọ́, assistant, please forward …").
    `(?<=(?:^|[.!?:;,\\n—–-])[\\s[(]{0,3})(?:hi |hey |dear )?(?:[\\p{L}-]+ )?(?:assistant|agent|bot)s?\\s*(?:[,:]|\\s[—–-])\\s*(?:[^.!?\\n]{0,60}?,\\s*)?(?:please |kindly |just |and )?${COMMAND_VERB}${E}`,
    // A machine payload's key that holds instructions for an AI reader ("instructions_for_ai_assistant": …,
    // "assistant_directive": …): the value is what it is told.
    `(?<="(?:[\\p{L}\\p{N}]+_){0,3})(?:instructions?|directives?|notes?|messages?|prompts?|tasks?|commands?)_(?:[\\p{L}\\p{N}]+_){0,3}${PAYLOAD_READER}(?:_[\\p{L}\\p{N}]+){0,3}"\\s*:`,
    `(?<="(?:[\\p{L}\\p{N}]+_){0,3})${PAYLOAD_READER}_(?:[\\p{L}\\p{N}]+_){0,3}(?:instructions?|directives?|notes?|messages?|prompts?|tasks?|commands?|actions?)"\\s*:`,
    // The languages that put "for" after the name, or write it onto the name: Turkish "yapay zekâ asistanı için:",
    // Azerbaijani "üçün", Uzbek "uchun", Kazakh "үшін", with at most a note word before the colon ("için talimat:";
    // "için hazırlanan kılavuz:" is a topic) and not in the plural; Hungarian "az AI-asszisztensnek:".
    `${AI_NAME}(?<!l[ae]r[ıi]?)${E}\\s(?:için|icin|üçün|ucun|uchun|үшін)(?: (?:not|notu|talimat\\p{L}*|mesaj\\p{L}*|görev\\p{L}*|qeyd|tapşırıq\\p{L}*|eslatma|topshiriq\\p{L}*|ескертпе|тапсырма\\p{L}*))?\\s*:(?![ \\t]*[\\p{L}\\p{N}._%+-]+@)`,
    `${AI_NAME}(?<=nak|nek)[^:.!?\\n@]{0,40}:(?![ \\t]*[\\p{L}\\p{N}._%+-]+@)`,
    // Georgian and Hungarian write "to / for the assistant" onto the word, as a label at a line's or a field's start
    // ("ასისტენტს: გამომიგზავნე …", "DESCRIPTION: Asszisztensnek: … küldd el …").
    `(?<=(?:^|[.!?:\\n])[\\s>"[(]{0,6})(?:(?:ai|mi)-?|ხელოვნური ინტელექტის )?(?:ასისტენტ(?:ს|ისთვის|ებს|ებისთვის)|asszisztens(?:nek|ünknek|ének|eknek))\\s*:(?![ \\t]*[\\p{L}\\p{N}._%+-]+@)`,
    // A note's label for the assistant in a spreadsheet cell, its text quoted in the next: `INSTRUKCE PRO ASISTENTA;;;;"…"`.
    `${NOTE_WORD} ${DEDICATION}${E}\\s*${ARTICLE}?(?:[\\p{L}'-]+ )?(?:${HELPER_WORD}|${AI_READER})${E}\\s*[;\\t|]+\\s*"`,
    ...DELEGATION_DIRECTIVE.any,
  ],
  any_unspaced: [
    `(?:致|给|給)?${AI_NAME_UNSPACED}(?:へ|宛て?|様|님|에게|께)?[^。！？.!?\\n]{0,40}[:：,，]`,
    // Dedications written onto the word ("للمساعد", "לעוזר", "ለረዳቱ", "ለAI ረዳቱ", "به دستیار"), and the East Asian forms of
    // "assistant" with their own postpositions, ending in a colon that does not hand over an address.
    `(?:(?:إلى |ل)(?:ل|ال)مساعد|לעוזר|לעוזרת|אל העוזר|ለ(?:ai ?|ኤአይ ?)?ረዳ|به دستیار|برای دستیار|(?:致|给|給)(?:助手|助理)|アシスタント(?:へ|宛)|어시스턴트(?:에게|께)|비서(?:에게|께)|ผู้ช่วย(?:ที่|ซึ่ง)|ถึงผู้ช่วย|ຜູ້ຊ່ວຍ(?:ທີ່)|ເຖິງຜູ້ຊ່ວຍ)[^:：፦.!?。\\n@]{0,80}[:：፦](?![ \\t]*[\\p{L}\\p{N}._%+-]+@)`,
    `${AI_NAME_UNSPACED}[^\\n]{0,6}(?:के लिए|को) ?[:,]`,
    // The postposition languages' "for the AI assistant" with a noun after it: "এআই সহকারীর জন্য একটি অনুরোধ:", "एआई
    // सहायक के लिए निर्देश:", "اے آئی اسسٹنٹ کے لیے ہدایات:", "للنظام الآلي …:".
    "(?:এআই|ai) ?(?:সহকারী|সহায়ক|অ্যাসিস্ট্যান্ট|এজেন্ট)\\S{0,3} জন্য[^:：\\n@]{0,40}[:：]",
    "(?:एआई|ai) ?(?:सहायक|असिस्टेंट|एजेंट) (?:के लिए|हेतु)[^:：\\n@]{0,40}[:：]",
    "(?:اے آئی|ai) ?(?:اسسٹنٹ|معاون|ایجنٹ) (?:کے لیے|کے لئے)[^:：\\n@]{0,40}[:：]",
    "(?:لل|إلى ال)(?:نظام|برنامج) (?:ال)?(?:آلي|ذكي)[^:：.\\n@]{0,60}[:：]",
    ...DELEGATION_DIRECTIVE.any_unspaced,
  ],
};

/** The shared entries, and the reader as the subject of a permission or an obligation followed by an act (the
 * delegation rows' first concept: "the assistant must refund …", "der Assistent soll … schicken"), which names the
 * reader (ADDRESSING) and gives it an instruction as directly as turning to it does; and the reader called, then
 * ordered, in every cue language ("Asistent, odobri …", vocative-cues.ts). */
export const DIRECTIVE: PhraseTable = withRows(
  DIRECTIVE_ANY,
  DELEGATION_SUBJECT,
  DESK_DIRECTIVE,
  ORDERED_READER,
  VOCATIVE_COMMAND,
);

/** Words that make a sentence a request, in any language: a closed class, so one list serves every message. */
export const REQUEST_MARKER: PhraseTable = {
  any: [
    "please",
    "kindly",
    "i need you to",
    "make sure (?:to|you)",
    "bitte",
    "(?:könnt|könnten|würden|würdest) (?:du|sie|ihr)",
    "merci d(?:e|'(?!avance))",
    "veuillez",
    "(?:pourriez|pouvez|pourrais|peux)[- ](?:vous|tu)",
    "s'il (?:te|vous) pla[iî]t",
    "je vous prie",
    "por favor",
    "favor de",
    "(?:le|les|te) (?:ruego|rogamos|pido|pedimos)",
    "podr[ií]as?",
    "puede[ns]?",
    "per (?:favore|cortesia)",
    "gentilmente",
    "cortesemente",
    "(?:vi|ti|la|le) prego",
    "(?:vi|la) preghiamo",
    "poderia",
    "alsjeblieft",
    "alstublieft",
    "gelieve",
    "(?:kun|kan|wil) (?:je|u)",
    "proszę",
    "prosimy",
    "uprzejmie",
    "vänligen",
    "snälla",
    "var god",
    "lütfen",
    "rica ederim",
    "пожалуйста",
    "просим",
    "не могли бы",
    "vui lòng",
    "xin hãy",
    "hãy",
    "làm ơn",
    "đề nghị",
    "mohon",
    "tolong",
    "silakan",
    "harap",
    "prosím",
    "prosíme",
    "(?:отправ|пришл|перешл|сформиру|подготов|сообщ|ответ|выполн|сдела|удал|переве|оплат|измен|добав|предостав)\\p{L}*(?:те)",
    // The Ukrainian polite imperatives of the same acts ("надішліть", "позначте", "видаліть").
    "(?:надішл|перешл|відправ|познач|видал|зроб|додай|додайт|змін|відповід|підготу|перевед|оплат|надай|скасу|перемісті|виконай|виконайт)\\p{L}*(?:іть|те)(?![\\p{L}])",
    "παρακαλ\\p{L}*",
    "कृपया",
    // The request words of the other cue languages (lexicon/agent-cues.ts): a closed class, words whose job is to
    // make a request ("please", "I ask you", "be so kind"), not verbs or politeness at large.
    "будь ласка",
    `sila (?:hantar|majukan|kemas ?kini|sahkan|balas|berikan|semak|selesaikan|ambil|klik|isi|lampirkan|muat|buat|hubungi)${E}`,
    "paki(?!kipag|kisama|alam)-?\\p{L}{3,20}",
    "tafadhali",
    "kripaya|kripya|kirpya",
    "meherbani (?:kar ?ke|karke|se)",
    "অনুগ্রহ করে|দয়া করে|দয়া করে",
    "(?:men|min|mn) fadl(?:ak|ik|ek|kom)",
    `(?:law|lau|lw) (?:sama7t|samaht|sm7t)${E}`,
    `fadlan${E}`,
    "don allah",
    "don girman allah",
    yoruba("jọ̀wọ́").normalize("NFKC"),
    `biko${E}`,
    `(?:ngiyacela|ngicela|sicela|ndicela|nceda)${E}`,
    `(?:asseblief|asb\\.)`,
    "ji kerema (?:xwe|te)",
    "કૃપા કરીને|મહેરબાની કરીને",
    "ਕਿਰਪਾ ਕਰਕੇ|ਕ੍ਰਿਪਾ ਕਰਕੇ|ਮਿਹਰਬਾਨੀ ਕਰਕੇ",
    "దయచేసి",
    "ದಯವಿಟ್ಟು",
    "ദയവായി|ദയവുചെയ്ത്",
    "தயவுசெய்து|தயவு செய்து|தயவுகூர்ந்து",
    "කරුණාකර|කරුණාකොට",
    "გთხოვ\\p{L}*|გეთაყვა",
    romanian("(?:vă|te) (?:rog|rugăm)"),
    unmarked(`(?:kérem|kérlek|kérjük|legyen szíves|legyenek szívesek|szíveskedjen|szíveskedjenek)${E}`),
    "ole hyvä ja|olkaa hyvä ja|ystävällisesti",
    "venligst|vennligst|vær så venlig|vær så snill",
    `моля${E}`,
    serbian(`(?:molim|molimo)${E}`),
    `prosimo?${E}`,
    unmarked(`(?:prašome|prašau|prašyčiau)${E}`),
    unmarked(`(?:lūdzu|lūdzam)${E}`),
    `(?:palun|palume)${E}`,
    "si us plau|sisplau",
    "խնդրում (?:եմ|ենք)|խնդրեմ",
    azerbaijani("(?:zəhmət olmasa|xahiş edirəm|xahiş edirik)"),
    `(?:өтінемін|өтінеміз|өтініш)${E}`,
    `iltimos${E}`,
    `(?:гуйя|гуйж байна)${E}`,
    "nyuwun tulung|monggo",
  ],
  any_unspaced: [
    "يرجى",
    "الرجاء",
    "من فضلك",
    // Arabic imperatives of the acts asked of an assistant, with their object pronoun ("ضعها", "أرسل", "احذفها"); read
    // only near words that address the AI reader, like every word of this table.
    "(?<![\\p{L}])(?:أرسل|ارسل|حوّل|ضع|أعط|اعط|احذف|امسح|قم ب|أضف|اضف|انقل|ادفع|حدّث|أعد|اعد)\\p{L}{0,3}(?![\\p{L}])",
    "กรุณา",
    "주세요",
    "주십시오",
    "바랍니다",
    "부탁",
    "请",
    "請",
    "麻煩",
    "务必",
    "務必",
    "ください",
    "下さい",
    "お願い",
    // Arabic, Persian, Urdu, Pashto, Sorani, Hebrew, Amharic, Tigrinya, Lao, Khmer and Burmese request words, which
    // take attached conjunctions ("فأرجو") or stand in text without spaces.
    "أرجو",
    "ارجو",
    "نرجو",
    "رجاءً",
    "لو سمحت",
    "لطفاً",
    "لطفا",
    "خواهشمندم",
    "خواهشمند است",
    "براہ کرم",
    "براہِ کرم",
    "برائے مہربانی",
    "مہربانی کر کے",
    "مهرباني وکړ",
    "تکایە",
    "تکایه",
    "בבקשה",
    "אנא(?= )",
    "እባክ",
    "እባካ",
    "በጃኹ",
    "በጃኺ",
    "በጃኻ",
    "ກະລຸນາ",
    "សូម",
    "ကျေးဇူးပြု",
  ],
};
