// Document cues, translated systematically: the AI reader named by the thing it processes, one row per language, in
// the languages of lexicon/agent-cues.ts.
//
// An injection names its reader by what the reader is working on. The oversight rows know the reader of this mail
// ("the assistant that reads this email"); an agent also reads reviews, comments, documents, attachments, forms,
// bookings, orders, tickets, invoices, reports and survey answers that others wrote, and an injection hidden in one of
// them calls its reader "the AI processing this review", "이 리뷰를 처리하는 AI는", "la IA que lea este documento".
// A row names the reader as an AI (the AI words alone, with the Korean and Japanese topic and subject particles after
// them; an AI, automated, virtual or digital assistant or agent; a bot; a language model; a system or program only
// with an automated word), a processing verb (reads, processes, handles, summarises, checks, sorts, analyses) and
// "this <thing>" in one relative clause, in the orders the language writes it (reader first, "the AI that reads this
// review"; clause first, "この文書を読んでいるAI"). A bare "assistant" or "agent" is a person's job (travel agents, a
// support agent, a PA: "the assistant who handles your booking is Maria"): it counts only with the verbs people do
// not use of themselves (parse, analyse, summarise, classify, and "process" where it is a machine word), per row.
// CVs, résumés, cover letters and job applications were left out while a corpus of them was held out; they are in the
// rows of en de fr es it pt nl since it retired.
//
// The rows are merged into ADDRESSING (lexicon/addressing.ts): naming the reader is weak alone, an act nearby makes it
// an instruction. Conventions are those of agent-cues.ts: lowercase sources, NFKC-normalised here as the text is, no
// word guards in UNSPACED scripts, a word-start guard on the later words of a frame elsewhere. Performance: every
// entry starts with the AI word (reader first) or the demonstrative and the noun (clause first), gaps are bounded.
import {
  alternatives,
  azerbaijani,
  conceptTable,
  E,
  EM,
  hausa,
  type Lang,
  type PhraseTable,
  romanian,
  serbian,
  UNSPACED,
  unmarked,
  uzbek,
  yoruba,
} from "./combinators.js";

/** One row per language. Fields are alternations (regex sources, lowercase); `frames` place them. */
export interface DocumentRow {
  /** The reader named as an AI: the AI words alone, an AI / automated / virtual / digital assistant or agent, a bot,
   * a language model, a system or program with an automated word. */
  ai: string;
  /** "This <thing>": this review, comment, document, file, attachment, PDF, form, request, booking, order, ticket,
   * invoice, report, note, thread, survey response, this text (with the case endings its verbs take). */
  doc: string;
  /** The processing verb in the form the frame needs: reads, processes, handles, summarises, checks, sorts,
   * analyses (reader first: with the relative word, "that reads", or the participle, "reading"). */
  verb: string;
  /** A bare assistant or agent: only with `machine` verbs. */
  assistant?: string;
  /** Verbs people do not use of themselves (parse, analyse, summarise, classify), in `verb`'s form. */
  machine?: string;
  /** Where the relative clause stands: after the reader ("the AI that reads this review"), before it ("이 리뷰를
   * 읽는 AI"), or both. */
  order: "after" | "before" | "both" | "frames";
  /** Frames of their own, with {AI} {DOC} {VERB} {G} (a gap of up to 24 characters) and {g} (up to 8). */
  frames?: string[];
}

const gapOf = (n: number) => `(?:[^.!?;。！？।۔\\n]|[.!?](?=\\S)){0,${n}}?(?<![0-9a-zA-Zß-þÿ])`;

/** Indic scripts: a word ends where no letter and no vowel sign follows. */
const INDIC: ReadonlySet<Lang> = new Set<Lang>(["hi", "bn", "ne", "mr", "gu", "pa", "te", "kn", "ml", "ta", "si"]);

/** The end-of-word guard of a language (none in the UNSPACED scripts). */
const endOf = (lang: Lang) => (UNSPACED.has(lang) ? "" : INDIC.has(lang) ? EM : E);

/** The alternatives of a source, with groups that wrap a whole alternative opened (the spelling helpers wrap a field
 * in one group of its spellings). */
function flatAlternatives(source: string): string[] {
  return alternatives(source).flatMap((part) => {
    if (!part.startsWith("(?:") || !part.endsWith(")")) return [part];
    const inner = part.slice(3, -1);
    // Only when the group's own parenthesis closes at the end: "(?:a)|(?:b)" is not one group.
    let depth = 0;
    for (let i = 0; i < inner.length; i++) {
      if (inner[i] === "\\") i++;
      else if (inner[i] === "(") depth++;
      else if (inner[i] === ")" && --depth < 0) return [part];
    }
    return flatAlternatives(inner);
  });
}

/** A frame that opens with the reader gets what follows it up to the first gap ("{AI},? {VERB}", "{AI},? (?:die|der)
 * ") inside each of the reader's alternatives, so "ai" starts as "ai that", "ai, die", "aiที่": the screen places an
 * entry by its start, and two letters place it nearly everywhere. */
function distributeReader(frame: string, reader: string, verb: string, spaced: boolean): string {
  if (!frame.startsWith("{AI}")) return frame;
  // Spaced scripts: up to the verb ("ai, " is a start); the others take the verb's relative word too ("aiที่").
  const next = frame.slice(4).search(spaced ? /\{(?:G|g|DOC|AI|VERB)\}/ : /\{(?:G|g|DOC|AI)\}/) + 4;
  const suffix = (next < 4 ? frame.slice(4) : frame.slice(4, next)).replaceAll("{VERB}", `(?:${verb})`);
  const rest = next < 4 ? "" : frame.slice(next);
  return `(?:${flatAlternatives(reader)
    .map((word) => `${word}${suffix}`)
    .join("|")})${rest}`;
}

function fill(frame: string, row: DocumentRow, lang: Lang, reader: string, verb: string): string {
  return distributeReader(frame, reader, verb, !UNSPACED.has(lang))
    .replaceAll("{AI}", `(?:${reader})`)
    .replaceAll("{DOC}", `(?:${row.doc})${endOf(lang)}`)
    .replaceAll("{VERB}", `(?:${verb})`)
    .replaceAll("{G}", gapOf(24))
    .replaceAll("{g}", gapOf(8));
}

function entries(row: DocumentRow, lang: Lang): string[] {
  const spaced = !UNSPACED.has(lang);
  const after = `{AI},?${spaced ? " " : " ?"}{VERB}{G}{DOC}`;
  const before = `{DOC}{G}{VERB}{g}{AI}${endOf(lang)}`;
  const frames = [
    ...(row.order === "after" || row.order === "both" ? [after] : []),
    ...(row.order === "before" || row.order === "both" ? [before] : []),
    ...(row.frames ?? []),
  ];
  const out = frames.map((frame) => fill(frame, row, lang, row.ai, row.verb));
  if (row.assistant && row.machine)
    out.push(...frames.map((frame) => fill(frame, row, lang, row.assistant as string, row.machine as string)));
  return out;
}

/** Each field of a row through a spelling helper (`unmarked`, `romanian`, `serbian`, …). */
function spelled(row: DocumentRow, spell: (source: string) => string): DocumentRow {
  return {
    ...row,
    ai: spell(row.ai),
    doc: spell(row.doc),
    verb: spell(row.verb),
    assistant: row.assistant && spell(row.assistant),
    machine: row.machine && spell(row.machine),
    // A frame's spellings stay separate frames, so one that opens with the reader is still placed by its start.
    frames: row.frames?.flatMap((frame) => {
      const spelled = spell(frame);
      return spelled === frame ? [frame] : flatAlternatives(spelled);
    }),
  };
}

/** German and Dutch relative clauses, and the others that close with the verb: reader, relative word, the thing,
 * the verb. */
const verbLast = (relative: string) => `{AI},? ${relative} {G}{DOC}{G}{VERB}`;

const EN_VERBS =
  "reads?|processe?s?|handles?|summari[sz]es?|checks?|sorts?|parses?|analy[sz]es?|classif(?:y|ies)|screens?|moderates?|reviews?|triages?|scans?|evaluates?|receives?|opens?";
const EN_ING =
  "reading|processing|handling|summari[sz]ing|checking|sorting|parsing|analy[sz]ing|classifying|screening|moderating|reviewing|triaging|scanning|evaluating";

const ROWS: Partial<Record<Lang, DocumentRow>> = {
  en: {
    ai: "ais?|a\\.i\\.|artificial intelligence|llms?|(?:large )?language models?|chat-?bots?|bots?|(?:ai|a\\.i\\.|automated|automatic|virtual|digital|intelligent|ai-powered) (?:assistant|agent|system|model|tool|reader|program|software)s?",
    verb: `(?:that|which|who) (?:is |will |shall |may |now |currently ){0,2}(?:${EN_VERBS}|${EN_ING})|(?:${EN_ING}|tasked with (?:${EN_ING}))`,
    doc: "(?:this|these) (?:[\\p{L}-]+ )?(?:reviews?|comments?|documents?|files?|attachments?|pdfs?|forms?|cvs?|résumés?|resumes?|cover letters?|(?:job )?applications?|candidate profiles?|requests?|bookings?|reservations?|orders?|tickets?|invoices?|reports?|notes?|(?:message |e-?mail |mail |comment )?threads?|survey (?:responses?|answers?)|responses?|submissions?|feedback|texts?)",
    // "The agent processing this request will call you" is a support agent: a bare assistant or agent only parses,
    // analyses, summarises or classifies.
    assistant: "(?:assistant|agent)s?",
    machine:
      "(?:that|which|who) (?:parses|analy[sz]es|summari[sz]es|classifies)|parsing|analy[sz]ing|summari[sz]ing|classifying",
    order: "after",
  },
  de: {
    ai: "ki|ai|künstliche intelligenz|sprachmodell\\p{L}*|chatbot\\p{L}*|bot|(?:ki|ai)-(?:assistent|agent|system|modell|tool)\\p{L}*|(?:automatisierte|automatische|virtuelle|digitale)\\p{L}* (?:assistent|agent|system|programm|leser)\\p{L}*",
    verb: "liest|lesen wird|verarbeitet|bearbeitet|prüft|überprüft|zusammenfasst|auswertet|analysiert|sortiert|moderiert|sichtet|klassifiziert|parst|erhält|behandelt",
    doc: "(?:diese[nrms]?) (?:\\p{L}+ )?(?:bewertung|rezension|kommentar|dokument|datei|lebenslauf|lebensläufe|bewerbung|anschreiben|anhang|anhänge|anlage|pdf|formular|anfrage|buchung|reservierung|bestellung|auftrag|ticket|rechnung|bericht|notiz|nachrichtenverlauf|verlauf|thread|umfrageantwort|antwort|feedback|text|eintrag)\\p{L}{0,3}",
    // "verarbeiten" is the machine's word ("Datenverarbeitung"); "bearbeiten" is a clerk's.
    assistant: "(?:assistent|agent)\\p{L}*",
    machine: "verarbeitet|analysiert|zusammenfasst|klassifiziert|parst",
    order: "frames",
    frames: [verbLast("(?:die|der|das|welche\\p{L}*)")],
  },
  fr: {
    ai: "ia|i\\.a\\.|intelligence artificielle|ai|chatbot|bot|robot|modèle de langage|llm|(?:assistant|agent|système|programme|outil|modèle)e?s? (?:ia|d'ia|d'intelligence artificielle|automatique|automatisé|virtuel|numérique|intelligent)\\p{L}*",
    verb: "qui (?:est en train de |va )?(?:lit|lira|lire|traite|traitera|traiter|analyse|analyser|résume|résumer|vérifie|vérifier|trie|trier|examine|examiner|modère|modérer|classe|classer|gère|gérer|reçoit|ouvre)|chargée? d(?:e |')(?:lire|traiter|analyser|résumer|vérifier|trier|examiner|modérer|classer|gérer)",
    doc: "(?:ce|cet|cette|ces) (?:\\p{L}+ )?(?:avis|commentaires?|documents?|fichiers?|cv|candidatures?|lettres? de motivation|pièces? jointes?|pdf|formulaires?|demandes?|réservations?|commandes?|tickets?|factures?|rapports?|notes?|fils? de discussion|réponses?|textes?)",
    assistant: "(?:assistante?|agent)s?",
    machine: "qui (?:analyse|résume|classe|classifie)|chargée? d(?:e |')(?:analyser|résumer|classer|classifier)",
    order: "after",
  },
  es: {
    ai: "ia|i\\.a\\.|inteligencia artificial|ai|chatbot|bot|modelo de lenguaje|llm|(?:asistente|agente|sistema|programa|herramienta|modelo)s? (?:de ia|de inteligencia artificial|ia|automátic[oa]|automatizad[oa]|virtual|digital|inteligente)s?",
    verb: "que (?:está |esté |va a )?(?:lee|lea|leerá|leyendo|leer|procesa|procese|procesará|procesando|procesar|gestiona|gestione|maneja|maneje|revisa|revise|revisar|resume|resuma|resumir|analiza|analice|analizar|clasifica|clasifique|ordena|modera|modere|recibe|reciba|abre|comprueba|verifica)|encargad[oa] de (?:leer|procesar|gestionar|revisar|resumir|analizar|clasificar|moderar)",
    doc: "(?:este|esta|estos|estas) (?:\\p{L}+ )?(?:reseñas?|opini[oó]n|opiniones|comentarios?|documentos?|cv|currículums?|curr[ií]culum vitae|candidaturas?|cartas? de presentaci[oó]n|archivos?|ficheros?|adjuntos?|pdf|formularios?|solicitud(?:es)?|petici[oó]n|peticiones|reservas?|reservaci[oó]n|pedidos?|[oó]rden(?:es)?|tickets?|facturas?|informes?|reportes?|notas?|hilos?|respuestas?|encuestas?|textos?)",
    // "El asistente que procesa esta reserva" is a clerk in a hotel: only analysing, summarising, classifying.
    assistant: "(?:asistente|agente)s?",
    machine: "que (?:analiza|analice|resume|resuma|clasifica|clasifique)",
    order: "after",
  },
  it: {
    ai: "ia|i\\.a\\.|intelligenza artificiale|ai|chatbot|bot|modello linguistico|llm|(?:assistente|agente|sistema|programma|strumento|modello) (?:ia|di ia|ai|automatico|automatizzato|virtuale|digitale|intelligente)",
    verb: "che (?:sta )?(?:legge|leggerà|leggendo|elabora|elaborando|elaborerà|gestisce|gestendo|esamina|esaminando|riassume|riassumendo|analizza|analizzando|classifica|smista|modera|controlla|verifica|riceve|apre)|incaricat[oa] di (?:leggere|elaborare|gestire|esaminare|riassumere|analizzare|classificare|moderare)",
    doc: "(?:questo|questa|questi|queste) (?:\\p{L}+ )?(?:recension[ei]|commenti?|document[oi]|cv|curricul(?:um|a)|candidatur[ae]|letter[ae] di presentazione|file|allegat[oi]|pdf|modul[oi]|richiest[ae]|prenotazion[ei]|ordin[ei]|ticket|fattur[ae]|rapport[oi]|report|not[ae]|discussion[ei]|thread|rispost[ae]|sondaggi?o?|test[oi])",
    assistant: "(?:assistente|agente)",
    machine: "che (?:analizza|riassume|classifica)",
    order: "after",
  },
  pt: {
    ai: "ia|i\\.a\\.|inteligência artificial|ai|chatbot|bot|modelo de linguagem|llm|(?:assistente|agente|sistema|programa|ferramenta|modelo) (?:de ia|de inteligência artificial|ia|automátic[oa]|automatizad[oa]|virtual|digital|inteligente)",
    verb: "que (?:está a |está |esteja a |esteja |vai )?(?:lê|leia|lerá|ler|lendo|processa|processe|processar|processando|gere|gerencia|analisa|analise|analisar|analisando|resume|resuma|resumir|classifica|classifique|verifica|revisa|revê|modera|recebe|abre|trata)|encarregad[oa] de (?:ler|processar|gerir|analisar|resumir|classificar|moderar)",
    doc: "(?:este|esta|estes|estas) (?:\\p{L}+ )?(?:avaliaç(?:ão|ões)|resenhas?|coment[aá]rios?|documentos?|cv|currículos?|candidaturas?|cartas? de apresentaç(?:ão|ões)|arquivos?|ficheiros?|anexos?|pdf|formul[aá]rios?|pedidos?|solicitaç(?:ão|ões)|reservas?|encomendas?|ordens?|tickets?|faturas?|relat[oó]rios?|notas?|threads?|conversas?|respostas?|textos?)",
    assistant: "(?:assistente|agente)",
    machine: "que (?:analisa|analise|resume|resuma|classifica|classifique)",
    order: "after",
  },
  nl: {
    ai: "ai|ki|kunstmatige intelligentie|chatbot\\p{L}*|bot|taalmodel\\p{L}*|llm|ai-(?:assistent|agent|systeem|model|tool)\\p{L}*|(?:geautomatiseerde|automatische|virtuele|digitale) (?:assistent|agent|systeem|programma|lezer)\\p{L}*",
    verb: "leest|gaat lezen|verwerkt|behandelt|afhandelt|samenvat|analyseert|controleert|sorteert|beoordeelt|modereert|classificeert|ontvangt|opent|bekijkt",
    doc: "(?:deze|dit) (?:\\p{L}+ )?(?:review|recensie|beoordeling|reactie|opmerking|commentaar|document|cv|sollicitatie|motivatiebrief|bestand|bijlage|pdf|formulier|aanvraag|verzoek|boeking|reservering|bestelling|order|ticket|factuur|rapport|verslag|notitie|thread|enquêteantwoord|antwoord|tekst)(?:s|en|n)?",
    // "Verwerken" is also the clerk's word ("wij verwerken uw bestelling"): a bare assistant only analyses,
    // summarises, classifies.
    assistant: "(?:assistent|agent)\\p{L}*",
    machine: "analyseert|samenvat|classificeert|parseert",
    order: "frames",
    frames: [verbLast("(?:die|dat|welke)")],
  },
  sv: {
    ai: "ai(?::n|-n)?|ai-?(?:assistent|agent|system|modell|verktyg)\\p{L}*|artificiell intelligens|språkmodell\\p{L}*|chatt?bot\\p{L}*|bot(?:ten)?|(?:automatiserad|automatisk|virtuell|digital)\\p{L}* (?:assistent|agent|system|program)\\p{L}*",
    verb: "som (?:nu )?(?:läser|kommer att läsa|bearbetar|behandlar|hanterar|sammanfattar|granskar|kontrollerar|sorterar|analyserar|klassificerar|modererar|tar emot|öppnar)",
    doc: "(?:denna|detta|dessa|den här|det här|de här) (?:\\p{L}+ )?(?:recension|omdöme|kommentar|dokument|fil|bilaga|pdf|formulär|förfrågan|begäran|bokning|reservation|beställning|order|ärende|ticket|faktura|rapport|anteckning|tråd|enkätsvar|svar|text)(?:en|et|er|erna|ar|arna|na|n)?",
    assistant: "(?:assistent|agent)\\p{L}*",
    machine: "som (?:analyserar|sammanfattar|klassificerar)",
    order: "after",
  },
  pl: {
    ai: "ai|si|sztuczn\\p{L}* inteligencj\\p{L}*|model\\p{L}* językow\\p{L}*|chatbot\\p{L}*|bot(?:a|u|y|e|i|em|om|ot|ok|ov|ai|as|us|ów|ų|ą|ami|ach|ovi|ile|il|ul|ii)?|(?:asysten[tc]|agent|system|program|narzędzi)\\p{L}* (?:ai|si|sztucznej inteligencji|automatyczn\\p{L}*|wirtualn\\p{L}*|cyfrow\\p{L}*)|(?:automatyczn|wirtualn|cyfrow)\\p{L}* (?:asysten[tc]|agent|system|program)\\p{L}*",
    verb: "któr\\p{L}* (?:teraz )?(?:czyta|przeczyta|przetwarza|przetworzy|obsługuje|analizuje|podsumowuje|streszcza|sprawdza|sortuje|moderuje|klasyfikuje|otrzyma|otworzy)|(?:czytając|przetwarzając|analizując|obsługując|sprawdzając|podsumowując)\\p{L}*",
    doc: "(?:tę|tą|ten|to|te|tego|tej|tym|tych) (?:\\p{L}+ )?(?:recenzj|opini|komentarz|dokument|plik|załącznik|pdf|formularz|wniosk|wniosek|prośb|zapytani|rezerwacj|zamówieni|zgłoszeni|ticket|faktur|raport|notatk|wątek|wątk|odpowied|ankiet|tekst)\\p{L}*",
    assistant: "(?:asysten[tc]|agent)\\p{L}*",
    machine: "któr\\p{L}* (?:analizuje|podsumowuje|streszcza|klasyfikuje|parsuje)",
    order: "after",
  },
  cs: {
    ai: "ai|umělá inteligence|uměl\\p{L}* inteligenc\\p{L}*|jazykov\\p{L}* model\\p{L}*|chatbot\\p{L}*|bot(?:a|u|y|e|i|em|om|ot|ok|ov|ai|as|us|ów|ų|ą|ami|ach|ovi|ile|il|ul|ii)?|(?:asistent|agent|systém|program|nástroj)\\p{L}* (?:ai|umělé inteligence)|ai (?:asistent|agent|systém|model)\\p{L}*|(?:automatick|automatizovan|virtuáln|digitáln)\\p{L}* (?:asistent|agent|systém|program)\\p{L}*",
    verb: "kter\\p{L}* (?:teď |nyní )?(?:čte|přečte|zpracovává|zpracuje|vyřizuje|shrnuje|shrne|kontroluje|třídí|analyzuje|klasifikuje|moderuje|obdrží|otevře)|(?:zpracovávající|čtoucí|analyzující)\\p{L}*",
    doc: "(?:tento|tuto|toto|tyto|této|tohoto|tomto|těchto) (?:\\p{L}+ )?(?:recenz|hodnocení|komentář|dokument|soubor|přílo|pdf|formulář|žádost|požadav|rezervac|objednávk|ticket|tiket|faktur|zpráv|hlášení|poznámk|vlákn|odpověď|odpověd|dotazník|text)\\p{L}*",
    assistant: "(?:asistent|agent)\\p{L}*",
    machine: "kter\\p{L}* (?:analyzuje|shrnuje|shrne|klasifikuje)",
    order: "after",
  },
  ru: {
    ai: "ии|искусственн\\p{L}* интеллект\\p{L}*|ai|нейросет\\p{L}*|языков\\p{L}* модел\\p{L}*|чат-?бот\\p{L}*|бот\\p{L}*|(?:ии|ai)[ -]?(?:ассистент|помощник|агент|систем|модел)\\p{L}*|(?:ассистент|помощник|агент|систем)\\p{L}* (?:ии|ai)|(?:автоматическ|автоматизированн|виртуальн|цифров)\\p{L}* (?:ассистент|помощник|агент|систем|программ)\\p{L}*",
    verb: "котор\\p{L}* (?:сейчас )?(?:читает|прочитает|будет читать|обрабатывает|обработает|разбирает|проверяет|анализирует|суммирует|резюмирует|сортирует|классифицирует|модерирует|получит|откроет)|(?:читающ|обрабатывающ|анализирующ|проверяющ|модерирующ|разбирающ)\\p{L}*",
    doc: "(?:эт\\p{L}{1,3}) (?:\\p{L}+ )?(?:отзыв\\p{L}*|комментари\\p{L}*|документ\\p{L}*|файл\\p{L}*|вложени\\p{L}*|pdf|форм(?:а|у|ы|е|ой)|анкет\\p{L}*|заявк\\p{L}*|запрос\\p{L}*|бронировани\\p{L}*|брон[ьи]|заказ\\p{L}*|тикет\\p{L}*|обращени\\p{L}*|сч[её]т\\p{L}*|отч[её]т\\p{L}*|заметк\\p{L}*|переписк\\p{L}*|ветк\\p{L}*|ответ\\p{L}*|текст\\p{L}*)",
    assistant: "(?:ассистент|помощник|агент)\\p{L}*",
    machine: "котор\\p{L}* (?:анализирует|резюмирует|суммирует|классифицирует|парсит)",
    order: "after",
  },
  uk: {
    ai: "ші|штучн\\p{L}* інтелект\\p{L}*|ai|нейромереж\\p{L}*|мовн\\p{L}* модел\\p{L}*|чат-?бот\\p{L}*|бот\\p{L}*|(?:ші|ai)[ -]?(?:асистент|помічник|агент|систем|модел)\\p{L}*|(?:асистент|помічник|агент|систем)\\p{L}* (?:ші|ai)|(?:автоматичн|автоматизован|віртуальн|цифров)\\p{L}* (?:асистент|помічник|агент|систем|програм)\\p{L}*",
    verb: "(?:як\\p{L}*|що) (?:зараз )?(?:читає|прочитає|буде читати|обробляє|опрацьовує|обробить|перевіряє|аналізує|підсумовує|сортує|класифікує|модерує|отримає|відкриє)",
    doc: "(?:ц\\p{L}{1,3}) (?:\\p{L}+ )?(?:відгук\\p{L}*|коментар\\p{L}*|документ\\p{L}*|файл\\p{L}*|вкладенн\\p{L}*|pdf|форм(?:а|у|и|і|ою)|анкет\\p{L}*|заявк\\p{L}*|запит\\p{L}*|бронюванн\\p{L}*|замовленн\\p{L}*|тікет\\p{L}*|звернен\\p{L}*|рахун\\p{L}*|звіт\\p{L}*|нотатк\\p{L}*|листуванн\\p{L}*|гілк\\p{L}*|відповід\\p{L}*|текст\\p{L}*)",
    assistant: "(?:асистент|помічник|агент)\\p{L}*",
    machine: "(?:як\\p{L}*|що) (?:аналізує|підсумовує|класифікує)",
    order: "after",
  },
  el: {
    ai: "ai|τεχνητ\\p{L}* νοημοσύν\\p{L}*|τν|γλωσσικ\\p{L}* μοντ[εέ]λ\\p{L}*|chatbot|bot|(?:βοηθ|πράκτορ|σύστημα|συστήματ|πρόγραμμα)\\p{L}* (?:ai|τν|τεχνητής νοημοσύνης)|(?:αυτοματοποιημέν|αυτόματ|ψηφιακ|εικονικ)\\p{L}* (?:βοηθ|πράκτορ|σύστημα|πρόγραμμα)\\p{L}*",
    verb: "(?:που|ο οποίος|η οποία|το οποίο) (?:θα )?(?:διαβάζει|διαβάσει|επεξεργάζεται|επεξεργαστεί|χειρίζεται|ελέγχει|συνοψίζει|αναλύει|ταξινομεί|κατατάσσει|εξετάζει|λαμβάνει)",
    doc: "(?:αυτ\\p{L}{1,3}) (?:τ\\p{L}{1,2} )?(?:\\p{L}+ )?(?:κριτικ|αξιολόγησ|σχόλι|έγγραφ|αρχεί|συνημμέν|pdf|φόρμ|αίτημ|κράτησ|παραγγελί|εισιτήρι|ticket|τιμολόγι|αναφορ|έκθεσ|σημείωσ|νήμα|απάντησ|ερωτηματολόγι|κείμεν)\\p{L}*",
    assistant: "(?:βοηθ|πράκτορ)\\p{L}*",
    machine: "που (?:αναλύει|συνοψίζει|ταξινομεί)",
    order: "after",
  },
  tr: {
    ai: "yapay zek[aâ]\\p{L}*|ai|yz|dil modeli|sohbet botu|chatbot|bot|(?:yapay zek[aâ]|ai) (?:asistan|ajan|sistem|model)\\p{L}*|(?:otomatik|otomatize|sanal|dijital) (?:asistan|ajan|sistem|program)\\p{L}*",
    verb: "okuyan|okuyacak|i[şs]leyen|i[şs]leyecek|de[ğg]erlendiren|inceleyen|[öo]zetleyen|analiz eden|kontrol eden|s[ıi]n[ıi]fland[ıi]ran|s[ıi]ralayan|y[öo]neten|denetleyen|alan|a[çc]an",
    doc: "bu (?:\\p{L}+ )?(?:yorum|de[ğg]erlendirme|inceleme|belge|dok[üu]man|dosya|ek(?:i|leri|teki)|pdf|form|talep|istek|rezervasyon|sipari[şs]|bilet|destek talebi|fatura|rapor|not|yaz[ıi][şs]ma|anket yan[ıi]t[ıi]|anket cevab[ıi]|metin|metn)\\p{L}*",
    assistant: "(?:asistan|ajan)\\p{L}*",
    machine: "analiz eden|[öo]zetleyen|s[ıi]n[ıi]fland[ıi]ran|ayr[ıi][şs]t[ıi]ran",
    order: "before",
  },
  id: {
    ai: "ai|kecerdasan buatan|model bahasa|chatbot|bot|(?:asisten|agen|sistem|program|model) (?:ai|kecerdasan buatan|otomatis|virtual|digital)",
    verb: "yang (?:sedang |akan )?(?:membaca|memproses|menangani|meringkas|merangkum|memeriksa|mengecek|menyortir|mengurutkan|menganalisis|mengklasifikasikan|memoderasi|meninjau|menerima|membuka|mengolah)",
    doc: "(?:ulasan|review|komentar|dokumen|berkas|file|lampiran|pdf|formulir|permintaan|permohonan|pemesanan|reservasi|booking|pesanan|order|tiket|faktur|invoice|laporan|catatan|utas|thread|jawaban survei|tanggapan survei|respons survei|teks)(?: \\p{L}+)? ini",
    assistant: "(?:asisten|agen)",
    machine: "yang (?:sedang )?(?:menganalisis|meringkas|merangkum|mengklasifikasikan|mengurai)",
    order: "after",
  },
  ms: {
    ai: "ai|kecerdasan buatan|model bahasa|chatbot|bot|(?:pembantu|ejen|sistem|program|model) (?:ai|kecerdasan buatan|automatik|maya|digital)",
    verb: "yang (?:sedang |akan )?(?:membaca|memproses|mengendalikan|menguruskan|meringkaskan|merumuskan|menyemak|menyusun|menganalisis|mengelaskan|menerima|membuka)",
    doc: "(?:ulasan|komen|dokumen|fail|lampiran|pdf|borang|permintaan|permohonan|tempahan|pesanan|tiket|invois|laporan|nota|bebenang|maklum balas|jawapan tinjauan|teks)(?: \\p{L}+)? ini",
    assistant: "(?:pembantu|ejen)",
    machine: "yang (?:sedang )?(?:menganalisis|meringkaskan|mengelaskan)",
    order: "after",
  },
  jv: {
    ai: "ai|kacerdhasan (?:gawean|buatan)|model basa|chatbot|bot|(?:asisten|pambiyantu|agen|sistem|program) (?:ai|otomatis|virtual|digital)",
    verb: "sing (?:lagi |arep )?(?:maca|mbaca|ngolah|nangani|ngringkes|mriksa|ngurutake|nganalisis|nampa|mbukak|mroses|memproses|membaca)",
    doc: "(?:ulasan|review|komentar|dokumen|berkas|file|lampiran|pdf|formulir|panjaluk|panyuwunan|pesenan|pemesanan|reservasi|tiket|faktur|invoice|laporan|cathetan|catatan|teks|tulisan)(?: \\p{L}+)? (?:iki|punika|niki)",
    order: "after",
  },
  vi: {
    ai: "ai|trí tuệ nhân tạo|mô hình ngôn ngữ|chatbot|bot|(?:trợ lý|tác nhân|hệ thống|chương trình|công cụ) (?:ai|trí tuệ nhân tạo|ảo|tự động|số)",
    verb: "(?:mà |đang |sẽ |đảm nhận việc |phụ trách việc ){0,2}(?:đọc|xử lý|tiếp nhận|tóm tắt|kiểm tra|phân loại|sắp xếp|phân tích|duyệt|kiểm duyệt|nhận|mở|quản lý)",
    doc: "(?:bài đánh giá|đánh giá|nhận xét|bình luận|tài liệu|văn bản|tệp đính kèm|tệp|tập tin|file|đính kèm|pdf|biểu mẫu|mẫu đơn|yêu cầu|đặt phòng|đặt chỗ|booking|đơn hàng|đơn đặt hàng|phiếu hỗ trợ|ticket|hóa đơn|báo cáo|ghi chú|chuỗi thư|phản hồi khảo sát|câu trả lời khảo sát|nội dung)(?: \\p{L}+)? này",
    assistant: "(?:trợ lý|tác nhân)",
    machine: "(?:đang )?(?:phân tích|tóm tắt|phân loại)",
    order: "after",
  },
  sw: {
    ai: "ai|akili bandia|akili mnemba|modeli ya lugha|chatbot|boti|bot|(?:msaidizi|wakala|mfumo|programu) (?:wa |ya )?(?:ai|akili bandia|otomatiki|kiotomatiki|pepe|dijitali)",
    verb: "(?:inayo|anaye|itakayo|atakaye|linalo|kinacho|amba(?:yo|ye|lo|cho) (?:ina|ana|ita|ata|li|ki)?)(?:soma|shughulikia|chakata|fupisha|kagua|panga|changanua|chambua|pokea)",
    doc: "(?:maoni|tathmini|uhakiki|hati|waraka|faili|kiambatisho|pdf|fomu|ombi|maombi|uhifadhi|oda|agizo|tiketi|ankara|ripoti|kumbukumbu|dokezo|mazungumzo|majibu ya utafiti|jibu la utafiti|maandishi|nakala)(?: \\p{L}+)? (?:hii|huu|hili|hiki|haya|hizi)",
    assistant: "(?:msaidizi|wakala)",
    machine: "(?:anaye|inayo|ambaye ana|ambayo ina)(?:changanua|fupisha|chambua)",
    order: "after",
  },
  hi: {
    ai: "एआई|ai|आर्टिफिशियल इंटेलिजेंस|कृत्रिम बुद्धिमत्ता|भाषा मॉडल|चैटबॉट|बॉट|(?:एआई|ai) (?:सहायक|असिस्टेंट|एजेंट|सिस्टम|मॉडल|टूल)|(?:स्वचालित|ऑटोमेटेड|वर्चुअल|डिजिटल) (?:सहायक|असिस्टेंट|एजेंट|सिस्टम|प्रोग्राम)",
    verb: "(?:पढ़ने|पढ़ रहे|प्रोसेस करने|प्रोसेस कर रहे|संभालने|सारांश (?:बनाने|तैयार करने)|जांचने|जाँचने|विश्लेषण करने|छांटने|वर्गीकृत करने|देखने|मॉडरेट करने) (?:वाला|वाले|वाली)",
    doc: "(?:यह|इस|इन|ये) (?:\\S+ )?(?:समीक्षा|रिव्यू|टिप्पणी|कमेंट|दस्तावेज़|दस्तावेज|डॉक्यूमेंट|फ़ाइल|फाइल|अटैचमेंट|संलग्नक|पीडीएफ|pdf|फ़ॉर्म|फॉर्म|अनुरोध|रिक्वेस्ट|बुकिंग|आरक्षण|ऑर्डर|टिकट|इनवॉइस|चालान|बिल|रिपोर्ट|नोट|थ्रेड|सर्वे|जवाब|टेक्स्ट|पाठ)(?:ों|ें)?",
    assistant: "सहायक|असिस्टेंट|एजेंट",
    machine: "(?:विश्लेषण करने|सारांश बनाने|वर्गीकृत करने) (?:वाला|वाले|वाली)",
    order: "before",
    frames: ["जो {AI}{G}{DOC}{G}(?:पढ़|प्रोसेस|संभाल|जांच|जाँच|विश्लेषण|सारांश)"],
  },
  "hi-latn": {
    ai: "ai|a\\.i\\.|chatbot|bot|(?:ai|automated|virtual|digital) (?:assistant|sahayak|agent|system|model|tool)",
    verb: "(?:padhne|padh rahe|read karne|process karne|process kar rahe|handle karne|sambhalne|check karne|jaanchne|summari[sz]e karne|summary banane|analy[sz]e karne|sort karne|dekhne) (?:wala|waala|wale|waale|wali|waali)",
    doc: "(?:is|iss|ye|yeh) (?:reviews?|comments?|documents?|files?|attachments?|pdf|forms?|requests?|bookings?|orders?|tickets?|invoices?|bill|reports?|notes?|threads?|survey|text)",
    order: "before",
    frames: ["jo {AI}{G}{DOC}{G}(?:padh|process|handle|check|summar|analy)"],
  },
  bn: {
    ai: "এআই|ai|কৃত্রিম বুদ্ধিমত্তা|ভাষা মডেল|চ্যাটবট|বট|(?:এআই|ai) (?:সহকারী|সহায়ক|এজেন্ট|অ্যাসিস্ট্যান্ট|সিস্টেম)|(?:স্বয়ংক্রিয়|ভার্চুয়াল|ডিজিটাল) (?:সহকারী|সহায়ক|এজেন্ট|সিস্টেম|প্রোগ্রাম)",
    verb: "(?:পড়ছে|পড়বে|পড়া|প্রসেস কর(?:ছে|বে|া)|প্রক্রিয়া কর(?:ছে|বে|া)|পরিচালনা কর(?:ছে|া)|সামলা(?:চ্ছে|নো)|সারসংক্ষেপ কর(?:ছে|া)|যাচাই কর(?:ছে|া)|বিশ্লেষণ কর(?:ছে|া)|বাছাই কর(?:ছে|া)|দেখছে)(?: এমন)?",
    doc: "(?:এই|এ) (?:\\S+ )?(?:রিভিউ|পর্যালোচনা|মন্তব্য|কমেন্ট|নথি|ডকুমেন্ট|ফাইল|সংযুক্তি|অ্যাটাচমেন্ট|পিডিএফ|pdf|ফর্ম|ফরম|অনুরোধ|রিকোয়েস্ট|বুকিং|অর্ডার|টিকিট|ইনভয়েস|চালান|বিল|রিপোর্ট|প্রতিবেদন|নোট|থ্রেড|জরিপ|সার্ভে|লেখা|টেক্সট)(?:টি|টা|গুলো|গুলি)?(?:কে|র)?",
    order: "before",
    frames: ["যে {AI}{G}{DOC}{G}(?:পড়|প্রসেস|প্রক্রিয়া|পরিচালনা|সামলা|সারসংক্ষেপ|যাচাই|বিশ্লেষণ)"],
  },
  ur: {
    ai: "اے ?آئی|ai|مصنوعی ذہانت|لسانی ماڈل|چیٹ ?بوٹ|بوٹ|(?:اے ?آئی|ai) (?:اسسٹنٹ|معاون|ایجنٹ|سسٹم|ماڈل)|(?:خودکار|آٹومیٹڈ|ورچوئل|ڈیجیٹل) (?:اسسٹنٹ|معاون|ایجنٹ|سسٹم|پروگرام)",
    verb: "(?:پڑھنے|پڑھ رہے|پروسیس کرنے|پراسیس کرنے|سنبھالنے|خلاصہ (?:کرنے|بنانے)|چیک کرنے|جانچنے|تجزیہ کرنے|ترتیب دینے|دیکھنے) وال[اےی]",
    doc: "(?:اس|یہ|ان) (?:\\S+ )?(?:ریویو|جائزہ|جائزے|تبصرہ|تبصرے|کمنٹ|دستاویز|ڈاکیومنٹ|فائل|اٹیچمنٹ|منسلکہ|پی ڈی ایف|pdf|فارم|درخواست|ریکوئسٹ|بکنگ|ریزرویشن|آرڈر|ٹکٹ|انوائس|رسید|رپورٹ|نوٹ|تھریڈ|سروے|متن|ٹیکسٹ)",
    assistant: "اسسٹنٹ|معاون|ایجنٹ",
    machine: "(?:تجزیہ کرنے|خلاصہ (?:کرنے|بنانے)|درجہ بندی کرنے) وال[اےی]",
    order: "before",
    frames: ["جو {AI}{G}{DOC}{G}(?:پڑھ|پروسیس|پراسیس|سنبھال|چیک|جانچ|تجزیہ|خلاصہ)"],
  },
  ar: {
    ai: "(?:ال)?ذكاء ال?اصطناعي|(?:ال)?نموذج (?:ال)?لغوي|نموذج اللغة|(?:ال)?روبوت (?:ال)?دردشة|شات ?بوت|(?:ال)?بوت|ai|(?:ال)?(?:مساعد|وكيل|نظام|برنامج|أداة)\\S* (?:ال)?(?:ذكي|آلي|افتراضي|رقمي|ذكاء الاصطناعي)",
    verb: "(?:الذي|التي|المسؤول عن|المسؤولة عن|المكلف ب|المكلفة ب) ?(?:سوف )?(?:(?:س)?[يت](?:قرأ|عالج|تعامل|لخص|راجع|فحص|صنف|حلل|فرز|دير|ستلم|فتح|تحقق)|قراءة|معالجة|تلخيص|مراجعة|تحليل|فرز|تصنيف)",
    doc: "(?:هذه|هذا|هذي) ?ال(?:مراجعة|مراجعات|تقييم|تعليق|تعليقات|مستند|وثيقة|ملف|مرفق|مرفقات|pdf|نموذج|استمارة|طلب|حجز|طلبية|تذكرة|فاتورة|تقرير|ملاحظة|سلسلة|رد|إجابة|نص|محتوى)",
    assistant: "(?:ال)?(?:مساعد|وكيل)",
    machine: "(?:الذي|التي) ?[يت](?:لخص|حلل|صنف)",
    order: "after",
  },
  fa: {
    ai: "هوش مصنوعی|ai|مدل زبانی|چت ?بات|ربات|(?:دستیار|عامل|سیستم|برنامه|ابزار)(?: ?ی)? (?:هوش مصنوعی|ai|خودکار|هوشمند|مجازی|دیجیتال)",
    verb: "می ?(?:خواند|خوانی|خوانید|خوانند)|(?:پردازش|بررسی|خلاصه|تحلیل|مرتب|دسته ?بندی|مدیریت|رسیدگی|دریافت|باز|چک) می ?کن",
    doc: "(?:این|اين) ?(?:\\S+ )?(?:نقد|نظر|بررسی|دیدگاه|کامنت|سند|مدرک|فایل|پیوست|pdf|فرم|درخواست|رزرو|سفارش|تیکت|فاکتور|صورتحساب|گزارش|یادداشت|پاسخ|متن|نوشته)",
    assistant: "دستیار|عامل",
    machine: "(?:خلاصه|تحلیل|دسته ?بندی) می ?کن",
    order: "frames",
    frames: ["{AI}(?:ی|ای)? ?که{G}{DOC}{G}{VERB}"],
  },
  he: {
    ai: "ה?בינה (?:ה)?מלאכותית|ה-?ai|ai|ה?בוט|ה?צ'אטבוט|ה?צ׳אטבוט|ה?מודל (?:ה)?שפה|ה?(?:עוזר|סוכן|מערכת|תוכנה)\\S* (?:ה)?(?:ai|בינה (?:ה)?מלאכותית|אוטומטי\\S*|וירטואלי\\S*|דיגיטלי\\S*)",
    verb: "(?:ש|אשר ?)(?:קורא|קוראת|יקרא|תקרא|מעבד|מעבדת|יעבד|מטפל|מטפלת|מסכם|מסכמת|בודק|בודקת|ממיין|ממיינת|מנתח|מנתחת|מסווג|מסווגת|סוקר|סוקרת|מקבל|מקבלת|פותח|פותחת)",
    doc: '(?:את |ב)?ה(?:ביקורת|חוות הדעת|תגובה|הערה|מסמך|קובץ|קבצים|צרופה|טופס|בקשה|הזמנה|פנייה|כרטיס|חשבונית|דוח|דו"ח|פתק|שרשור|תשובה|סקר|טקסט)\\S* (?:ה)?(?:זו|זאת|זה|הללו|האלה)',
    assistant: "(?:ה)?(?:עוזר|סוכן)\\S*",
    machine: "(?:ש|אשר ?)(?:מנתח|מסכם|מסווג)\\S*",
    order: "after",
  },
  am: {
    ai: "ai|ኤአይ|ሰው ሰራሽ (?:አስተውሎት|ብልህነት|ልህቀት)|የቋንቋ ሞዴል|ቻትቦት|ቦት|(?:ai|ኤአይ) ?(?:ረዳት|ወኪል|ሲስተም|ስርዓት)|(?:አውቶማቲክ|ዲጂታል|ምናባዊ) (?:ረዳት|ወኪል|ሲስተም|ስርዓት|ፕሮግራም)",
    verb: "(?:የሚያነብ|የሚያነቡ|የምታነብ|የሚያስኬድ|የሚያከናውን|የሚሰራ|የሚያስተናግድ|የሚያጠቃልል|የሚፈትሽ|የሚመረምር|የሚተነትን|የሚለይ|የሚመድብ|የሚቀበል)(?:ው|ዉ)?",
    doc: "(?:ይህን|ይህንን|ይህ|እነዚህን|የዚህ) ?(?:ግምገማ|አስተያየት|ሰነድ|ፋይል|አባሪ|pdf|ቅጽ|ፎርም|ጥያቄ|ቦታ ማስያዣ|ቦኪንግ|ትዕዛዝ|ትእዛዝ|ትኬት|ቲኬት|ደረሰኝ|ኢንቮይስ|ሪፖርት|ዘገባ|ማስታወሻ|ምላሽ|ጽሑፍ|ፅሁፍ)",
    assistant: "ረዳት|ወኪል",
    machine: "(?:የሚያጠቃልል|የሚተነትን|የሚመድብ)(?:ው)?",
    order: "before",
  },
  ti: {
    ai: "ai|ኤኣይ|ሰብ ዝሰርሖ ብልሒ|ኣርቲፊሻል ኢንተለጀንስ|ሞዴል ቋንቋ|ቦት|(?:ai|ኤኣይ) ?(?:ሓጋዚ|ወኪል|ሲስተም)|(?:ኣውቶማቲክ|ዲጂታል) (?:ሓጋዚ|ወኪል|ሲስተም)",
    verb: "(?:ዘንብብ|ዝነብብ|ዘንብቡ|ዘካይድ|ዝሰርሕ|ዝሕዝ|ዘጠቓልል|ዝምርምር|ዝፍትሽ|ዝትንትን|ዝፈላሊ|ዝቕበል)(?: ዘሎ)?",
    doc: "(?:እዚ|ነዚ|ናይዚ) ?(?:ግምገማ|ገምጋም|ርእይቶ|ሰነድ|ፋይል|ተተሓሒዙ|pdf|ቅጥዒ|ፎርም|ሕቶ|ጠለብ|ምሕጻጽ|ትእዛዝ|ቲኬት|ቅብሊት|ፋክቱር|ጸብጻብ|ሪፖርት|መዘኻኸሪ|መልሲ|ጽሑፍ)",
    order: "before",
  },
  th: {
    ai: "ai|เอไอ|ปัญญาประดิษฐ์|โมเดลภาษา|แชทบอท|บอท|(?:ผู้ช่วย|เอเจนต์|ตัวแทน|ระบบ|โปรแกรม) ?(?:ai|เอไอ|ปัญญาประดิษฐ์|อัตโนมัติ|เสมือน|ดิจิทัล)",
    verb: "(?:ที่|ซึ่ง) ?(?:กำลัง ?|จะ ?)?(?:อ่าน|ประมวลผล|จัดการ|สรุป|ตรวจสอบ|ตรวจ|คัดแยก|จัดเรียง|วิเคราะห์|จัดหมวดหมู่|ดูแล|รับ|เปิด|คัดกรอง)",
    doc: "(?:รีวิว|ความคิดเห็น|คอมเมนต์|บทวิจารณ์|เอกสาร|ไฟล์แนบ|ไฟล์|สิ่งที่แนบ|pdf|แบบฟอร์ม|ฟอร์ม|คำขอ|คำร้อง|การจอง|การสั่งซื้อ|คำสั่งซื้อ|ออเดอร์|ตั๋ว|ทิกเก็ต|ใบแจ้งหนี้|ใบกำกับภาษี|รายงาน|บันทึก|โน้ต|เธรด|คำตอบแบบสำรวจ|แบบสอบถาม|ข้อความ) ?(?:ฉบับ|รายการ|อัน|ชิ้น|ไฟล์)? ?(?:นี้|เหล่านี้)",
    assistant: "ผู้ช่วย|เอเจนต์",
    machine: "(?:ที่|ซึ่ง) ?(?:กำลัง ?)?(?:วิเคราะห์|สรุป|จัดหมวดหมู่)",
    order: "after",
  },
  lo: {
    ai: "ai|ເອໄອ|ປັນຍາປະດິດ|ແບບຈຳລອງພາສາ|ແຊັດບອທ|ບອທ|(?:ຜູ້ຊ່ວຍ|ຕົວແທນ|ລະບົບ|ໂປຣແກຣມ) ?(?:ai|ເອໄອ|ປັນຍາປະດິດ|ອັດຕະໂນມັດ)",
    verb: "ທີ່ ?(?:ກຳລັງ ?|ຈະ ?)?(?:ອ່ານ|ປະມວນຜົນ|ຈັດການ|ສະຫຼຸບ|ສະຫລຸບ|ກວດສອບ|ກວດ|ຈັດລຽງ|ວິເຄາະ|ຈັດໝວດໝູ່|ດູແລ|ຮັບ|ເປີດ)",
    doc: "(?:ຣີວິວ|ລີວິວ|ຄຳຄິດເຫັນ|ຄວາມຄິດເຫັນ|ຄອມເມັນ|ເອກະສານ|ໄຟລ໌ແນບ|ໄຟລ໌|pdf|ແບບຟອມ|ຟອມ|ຄຳຮ້ອງ|ຄຳຂໍ|ການຈອງ|ຄຳສັ່ງຊື້|ອໍເດີ|ປີ້|ໃບແຈ້ງໜີ້|ໃບເກັບເງິນ|ລາຍງານ|ບົດລາຍງານ|ບັນທຶກ|ຄຳຕອບແບບສອບຖາມ|ຂໍ້ຄວາມ) ?(?:ສະບັບ|ອັນ)? ?ນີ້",
    order: "after",
  },
  km: {
    ai: "ai|អេអាយ|បញ្ញាសិប្បនិម្មិត|គំរូភាសា|ឆាតបូត|បូត|(?:ជំនួយការ|ភ្នាក់ងារ|ប្រព័ន្ធ|កម្មវិធី) ?(?:ai|អេអាយ|បញ្ញាសិប្បនិម្មិត|ស្វ័យប្រវត្តិ|និម្មិត|ឌីជីថល)",
    verb: "ដែល ?(?:កំពុង ?|នឹង ?)?(?:អាន|ដំណើរការ|គ្រប់គ្រង|សង្ខេប|ពិនិត្យ|តម្រៀប|វិភាគ|ចាត់ថ្នាក់|ទទួល|បើក|ដោះស្រាយ)",
    doc: "(?:ការវាយតម្លៃ|មតិយោបល់|មតិ|ការអត្ថាធិប្បាយ|ឯកសារភ្ជាប់|ឯកសារ|ហ្វាល|pdf|ទម្រង់|បែបបទ|សំណើ|ការកក់|ការបញ្ជាទិញ|សំបុត្រ|វិក្កយបត្រ|វិក័យប័ត្រ|របាយការណ៍|កំណត់ចំណាំ|ចម្លើយ|អត្ថបទ) ?(?:នេះ|ទាំងនេះ)",
    order: "after",
  },
  my: {
    ai: "ai|အေအိုင်|ဉာဏ်ရည်တု|ဘာသာစကား ?မော်ဒယ်|ချက်ဘော့|ဘော့|(?:ai|အေအိုင်) ?(?:လက်ထောက်|အေးဂျင့်|စနစ်)|(?:အလိုအလျောက်|ဒစ်ဂျစ်တယ်) ?(?:လက်ထောက်|အေးဂျင့်|စနစ်|ပရိုဂရမ်)",
    verb: "(?:ဖတ်|စီမံဆောင်ရွက်|ဆောင်ရွက်|ကိုင်တွယ်|အကျဉ်းချုပ်|စစ်ဆေး|ခွဲခြား|စီစစ်|သုံးသပ်|လက်ခံ|ဖွင့်)(?:နေ)?(?:သော|သည့်|တဲ့)",
    doc: "(?:ဤ|ဒီ) ?(?:သုံးသပ်ချက်|ဝေဖန်ချက်|မှတ်ချက်|ကွန်မန့်|စာရွက်စာတမ်း|စာတမ်း|ပူးတွဲဖိုင်|ဖိုင်|pdf|ပုံစံ|ဖောင်|တောင်းဆိုချက်|ဘိုကင်|ကြိုတင်စာရင်း|အော်ဒါ|မှာယူမှု|လက်မှတ်|ငွေတောင်းခံလွှာ|အစီရင်ခံစာ|မှတ်စု|အဖြေ|စာသား)",
    order: "before",
  },
  si: {
    ai: "ai|ඒආයි|කෘත්රිම බුද්ධිය|භාෂා ආකෘති\\S*|චැට්බොට්|බොට්|(?:ai|ඒආයි|කෘත්රිම බුද්ධි) (?:සහායක|නියෝජිත|පද්ධති)\\S*",
    verb: "කියවන|කියවමින් සිටින|සකසන|හසුරුවන|කළමනාකරණය කරන|සාරාංශ කරන|පරීක්ෂා කරන|විශ්ලේෂණය කරන|වර්ග කරන|ලබන",
    doc: "(?:මෙම|මේ) (?:සමාලෝචන|විචාර|අදහස් දැක්වීම|අදහස|ප්රතිචාර|ලේඛන|ගොනු|ඇමුණුම|pdf|පෝරම|ඉල්ලීම|වෙන්කිරීම|වෙන් කිරීම|බුකින්|ඇණවුම|ටිකට්|ඉන්වොයිසි|බිල්පත|වාර්තා|සටහන|පිළිතුර|පාඨ|පෙළ)\\S*",
    order: "before",
  },
  ta: {
    ai: "ai|ஏஐ|செயற்கை நுண்ணறிவு|மொழி மாதிரி|சாட்பாட்|பாட்|(?:ai|ஏஐ|செயற்கை நுண்ணறிவு) (?:உதவியாள|முகவர|அமைப்ப)\\S*",
    verb: "படிக்கும்|வாசிக்கும்|செயலாக்கும்|கையாளும்|சுருக்கும்|சுருக்கமாக்கும்|சரிபார்க்கும்|ஆய்வு செய்யும்|பகுப்பாய்வு செய்யும்|வகைப்படுத்தும்|வரிசைப்படுத்தும்|பெறும்|திறக்கும்",
    doc: "(?:இந்த|இந்தக்|இந்தச்|இந்தப்) (?:மதிப்பாய்வ|மதிப்புரை|விமர்சன|கருத்து|கருத்த|ஆவண|கோப்பு|கோப்ப|இணைப்பு|இணைப்ப|pdf|படிவ|கோரிக்கை|முன்பதிவு|முன்பதிவ|ஆர்டர|டிக்கெட்|விலைப்பட்டியல|இன்வாய்ஸ|அறிக்கை|குறிப்பு|குறிப்ப|பதில|உரை)\\S*",
    order: "before",
  },
  ne: {
    ai: "एआई|ai|कृत्रिम बुद्धिमत्ता|भाषा मोडेल|च्याटबोट|बोट|(?:एआई|ai) (?:सहायक|एजेन्ट|प्रणाली)|(?:स्वचालित|डिजिटल) (?:सहायक|एजेन्ट|प्रणाली)",
    verb: "पढ्ने|प्रशोधन गर्ने|प्रोसेस गर्ने|सम्हाल्ने|व्यवस्थापन गर्ने|सारांश गर्ने|जाँच गर्ने|जाँच्ने|विश्लेषण गर्ने|वर्गीकरण गर्ने|हेर्ने|प्राप्त गर्ने",
    doc: "(?:यो|यस|यी|यिनी) (?:\\S+ )?(?:समीक्षा|रिभ्यु|टिप्पणी|कमेन्ट|कागजात|दस्तावेज|फाइल|संलग्नक|एट्याचमेन्ट|pdf|पीडीएफ|फारम|फर्म|अनुरोध|बुकिङ|आरक्षण|अर्डर|टिकट|बिल|इनभ्वाइस|प्रतिवेदन|रिपोर्ट|नोट|जवाफ|सर्वेक्षण|पाठ)(?:लाई|को)?",
    order: "before",
  },
  ka: {
    ai: "ai|ხელოვნური ინტელექტ\\p{L}*|ენობრივი მოდელ\\p{L}*|ჩატბოტ\\p{L}*|ბოტ\\p{L}*|ai (?:ასისტენტ|აგენტ|სისტემ)\\p{L}*|ხელოვნური ინტელექტის (?:ასისტენტ|აგენტ|სისტემ)\\p{L}*|(?:ავტომატურ|ვირტუალურ|ციფრულ)\\p{L}* (?:ასისტენტ|აგენტ|სისტემ|პროგრამ)\\p{L}*",
    verb: "კითხულობს|წაიკითხავს|ამუშავებს|დაამუშავებს|განიხილავს|აჯამებს|შეაჯამებს|ამოწმებს|ალაგებს|აანალიზებს|აკლასიფიცირებს|იღებს|ხსნის|მართავს",
    doc: "(?:ამ|ეს|ამას) (?:\\p{L}+ )?(?:მიმოხილვ|შეფასებ|კომენტარ|დოკუმენტ|ფაილ|დანართ|pdf|ფორმ|მოთხოვნ|ჯავშან|შეკვეთ|ბილეთ|ტიკეტ|ინვოის|ანგარიშ|მოხსენებ|ჩანაწერ|შენიშვნ|პასუხ|ტექსტ)\\p{L}*",
    assistant: "(?:ასისტენტ|აგენტ)\\p{L}*",
    machine: "აანალიზებს|აჯამებს|შეაჯამებს|აკლასიფიცირებს",
    order: "frames",
    frames: ["{AI},? რომელიც {VERB}{G}{DOC}", verbLast("რომელიც")],
  },
  yo: spelled(
    {
      ai: "ai|ọgbọ́n àtọwọ́dá|olùrànlọ́wọ́ (?:ai|ọgbọ́n àtọwọ́dá|aládàáṣe)|aṣojú ai|bọ́ọ̀tì|chatbot|bot|(?:ètò|ẹ̀rọ) (?:ai|aládàáṣe|ọgbọ́n àtọwọ́dá)",
      verb: "tí (?:ó |o )?(?:ń |n |máa ń |yóò |yoo )?(?:ka|ṣàkópọ̀|ṣe àkópọ̀|ṣàyẹ̀wò|yẹ̀wò|ṣètò|ṣàkóso|ṣiṣẹ́ lórí|ṣe ìtúpalẹ̀|tò|gba|ṣí)",
      doc: "(?:àtúnyẹ̀wò|àyẹ̀wò|èrò|ọ̀rọ̀ ìwòye|àkọsílẹ̀|ìwé|fáìlì|àfikún|pdf|fọ́ọ̀mù|ìbéèrè|ìfiṣúra|àṣẹ|òdà|tíkẹ́ẹ̀tì|ìwé owó|ìròyìn|ìjábọ̀|àkíyèsí|ìdáhùn|ọ̀rọ̀)(?: \\p{L}+)? (?:yìí|wọ̀nyí)",
      order: "after",
    },
    yoruba,
  ),
  ha: spelled(
    {
      ai: "ai|ƙirƙirarriyar basira|basirar (?:ɗan adam|na'ura|kere-kere)|fasahar (?:ai|kere-kere)|mataimaki(?:n)? (?:ai|na ai|na'ura)|wakili(?:n)? ai|chatbot|bot|tsarin (?:ai|na'ura)",
      verb: "(?:da|wanda|wadda) (?:ke |yake |take |zai |za ta )?(?:karanta|sarrafa|kula da|taƙaita|duba|bincika|tantance|rarraba|tsara|karɓa|buɗe)",
      doc: "(?:wannan|waɗannan) (?:\\p{L}+ )?(?:sharhi|ra'ayi|tsokaci|takarda|takardu|fayil|fayiloli|haɗe|pdf|fom|buƙata|bukata|ajiyar wuri|oda|odar|tikiti|daftari|rasiti|rahoto|bayani|amsa|rubutu)",
      order: "after",
    },
    hausa,
  ),
  tl: {
    ai: "ai|artipisyal na intelihensiya|artificial intelligence|language model|chatbot|bot|(?:ai|automated|virtual|digital) (?:assistant|agent|system|tool)|(?:katulong|ahente) na ai",
    verb: "(?:na|ng|na siyang) (?:nagbabasa|magbabasa|bumabasa|nagpoproseso|magpoproseso|nagpo-?proseso|humahawak|hahawak|nagbubuod|nagsusuri|sumusuri|susuri|nagche-?check|nag-?aayos|nag-?uuri|tumatanggap|nagbubukas|nagre-?review)",
    doc: "(?:itong (?:\\p{L}+ )?(?:review|pagsusuri|komento|comment|dokumento|file|attachment|kalakip|pdf|form|porma|kahilingan|request|booking|reserbasyon|reservation|order|tiket|ticket|invoice|resibo|ulat|report|tala|note|thread|sagot|survey|teksto|text)|(?:review|pagsusuri|komento|comment|dokumento|file|attachment|kalakip|pdf|form|porma|kahilingan|request|booking|reserbasyon|reservation|order|tiket|ticket|invoice|resibo|ulat|report|tala|note|thread|sagot|survey|teksto|text)(?:ng| na) ito)",
    order: "after",
  },
  "ar-latn": {
    ai: "(?:el |al |l)?ai|(?:el|al)?[dt]haka2 (?:el|al)?[ie]s?tina3i|(?:el|al)?zaka2 (?:el|al)?[ie]s?tina3i|chatbot|bot|(?:el|al)?(?:mosa3ed|musa3ed|moosa3ed|assistant|wakil|system|nezam|nizam) (?:el|al)?(?:ai|zaki|aly|ali|virtual|digital)",
    verb: "(?:(?:elli|illi|eli|yalli|ely|li) )?(?:bi|b|3am |ha|hay|ra7 )?(?:ye2ra|yi2ra|y2ra|yeqra|yiqra|yo3alej|y3alej|yi3alij|yeshtaghel 3ala|yishtaghal 3ala|ylakhes|yelakhes|yilakhis|yerage3|yraje3|yiraji3|ye7allel|y7allel|yefhas|yfhas|yesanef|yrateb|yestalem|yistalim)\\S*",
    doc: "(?:hal|hayda|hayde|had|hadi|haza|hazihi|hadha|hadhihi|dah|deh|di)(?: el| al| l)? ?(?:review|ta2yeem|taqyeem|taqyim|ta3li2|ta3liq|comment|mostanad|document|file|malaf|melaf|attachment|pdf|form|estemara|talab|request|7agz|hajz|booking|order|tazkara|ticket|fatora|fatura|invoice|ta2rir|taqrir|report|molaheza|note|thread|nass|text)",
    order: "after",
  },
  ro: spelled(
    {
      ai: "ia|ai|inteligen[țt]\\p{L}* artificial\\p{L}*|model\\p{L}* de limbaj|chatbot\\p{L}*|bot(?:a|u|y|e|i|em|om|ot|ok|ov|ai|as|us|ów|ų|ą|ami|ach|ovi|ile|il|ul|ii)?|(?:asistent|agent|sistem|program|instrument)\\p{L}* (?:ai|ia|de ia|de inteligență artificială|automat\\p{L}*|virtual\\p{L}*|digital\\p{L}*)",
      verb: "care (?:acum )?(?:cite[șs]te|va citi|proceseaz[ăa]|va procesa|gestioneaz[ăa]|se ocup[ăa] de|rezum[ăa]|verific[ăa]|sorteaz[ăa]|analizeaz[ăa]|clasific[ăa]|modereaz[ăa]|prime[șs]te|deschide)",
      doc: "(?:acest|această|aceste|acești|acestei|acestui|aceasta) (?:\\p{L}+ )?(?:recenzi|evaluar|comentari|document|fișier|atașament|pdf|formular|cerer|solicitar|rezervar|comand|tichet|ticket|factur|raport|not[ăaei]|fir|răspuns|chestionar|text)\\p{L}*",
      assistant: "(?:asistent|agent)\\p{L}*",
      machine: "care (?:analizeaz[ăa]|rezum[ăa]|clasific[ăa])",
      order: "after",
    },
    romanian,
  ),
  hu: spelled(
    {
      ai: "(?:ai|mi)-\\p{L}{1,5}|ai|mesterséges intelligencia\\p{L}*|nyelvi modell\\p{L}*|chatbot\\p{L}*|bot(?:a|u|y|e|i|em|om|ot|ok|ov|ai|as|us|ów|ų|ą|ami|ach|ovi|ile|il|ul|ii)?|(?:ai|mi)[ -]?(?:asszisztens|ügynök|rendszer|modell)\\p{L}*|mesterséges intelligencia[ -]?(?:asszisztens|ügynök|rendszer|modell)\\p{L}*|(?:automatikus|automatizált|virtuális|digitális) (?:asszisztens|ügynök|rendszer|program)\\p{L}*",
      verb: "olvassa|feldolgozza|kezeli|összefoglalja|ellenőrzi|rendezi|elemzi|osztályozza|átnézi|megkapja|megnyitja|moderálja|olvas|dolgoz fel",
      doc: "(?:ez|ezt|ezen|ennek|ezeket|ezek|erre|ebben) (?:a |az )(?:\\p{L}+ )?(?:értékelés|vélemény|hozzászólás|megjegyzés|komment|dokumentum|fájl|csatolmány|melléklet|pdf|űrlap|kérés|kérelm|kérelem|igénylés|foglalás|rendelés|megrendelés|jegy|ticket|számla|számlá|jelentés|beszámoló|jegyzet|szál|levélszál|válasz|kérdőív|szöveg)\\p{L}*",
      assistant: "(?:asszisztens|ügynök)\\p{L}*",
      machine: "elemzi|összefoglalja|osztályozza",
      order: "frames",
      frames: [
        "{AI},? (?:amely|ami|aki)\\p{L}* {VERB}{G}{DOC}",
        verbLast("(?:amely|ami|aki)\\p{L}*"),
        "{DOC}{g}(?:olvasó|feldolgozó|kezelő|összefoglaló|ellenőrző|elemző|osztályozó|moderáló){g}{AI}",
      ],
    },
    unmarked,
  ),
  fi: spelled(
    {
      ai: "tekoäly\\p{L}*|ai|kielimalli\\p{L}*|chatbot\\p{L}*|botti\\p{L}*|(?:ai|tekoäly)-?(?:avustaja|agentti|järjestelmä|malli)\\p{L}*|(?:automaattinen|automatisoitu|virtuaalinen|digitaalinen) (?:avustaja|agentti|järjestelmä|ohjelma)\\p{L}*",
      verb: "(?:joka|mikä|jonka tehtävä on) (?:nyt )?(?:lukee|käsittelee|hoitaa|tiivistää|tarkistaa|lajittelee|analysoi|luokittelee|moderoi|arvioi|vastaanottaa|avaa|lukea|käsitellä)",
      doc: "(?:tämän|tätä|tämä|nämä|näitä|näiden|tähän|tässä) (?:\\p{L}+ )?(?:arvostel|arvio|komment|asiakirj|dokument|tiedosto|liite|liitte|pdf|lomak|pyyn|varau|varaus|tilau|tilaus|tiket|tukipyyn|lasku|raport|muistiinpan|muistio|viestiketju|ketju|kyselyvastau|vastau|vastaus|tekst)\\p{L}*",
      assistant: "(?:avustaja|agentti)\\p{L}*",
      machine: "(?:joka|mikä) (?:analysoi|tiivistää|luokittelee)",
      order: "after",
      frames: ["{DOC}{G}(?:lukeva|käsittelevä|tiivistävä|tarkistava|analysoiva|luokitteleva)\\p{L}*{g}{AI}"],
    },
    unmarked,
  ),
  da: {
    ai: "ai(?:'en|-en|en)?|kunstig intelligens|sprogmodel\\p{L}*|chatbot\\p{L}*|bot(?:ten)?|ai-?(?:assistent|agent|system|model)\\p{L}*|(?:automatisk|automatiseret|virtuel|digital)\\p{L}* (?:assistent|agent|system|program)\\p{L}*",
    verb: "(?:der|som) (?:nu )?(?:læser|behandler|håndterer|opsummerer|sammenfatter|tjekker|kontrollerer|sorterer|analyserer|klassificerer|modererer|gennemgår|modtager|åbner)",
    doc: "(?:denne|dette|disse|den her|det her) (?:\\p{L}+ )?(?:anmeldelse|bedømmelse|kommentar|dokument|fil|vedhæftning|vedhæftede fil|bilag|pdf|formular|anmodning|forespørgsel|booking|reservation|bestilling|ordre|ticket|faktura|rapport|note|notat|tråd|svar|spørgeskemasvar|tekst)(?:en|et|er|ne|erne|r|n)?",
    assistant: "(?:assistent|agent)\\p{L}*",
    machine: "(?:der|som) (?:analyserer|opsummerer|klassificerer)",
    order: "after",
  },
  nb: {
    ai: "(?:ki|ai)(?:-en|en)?|kunstig intelligens|språkmodell\\p{L}*|chatbot\\p{L}*|bot(?:ten)?|(?:ki|ai)-?(?:assistent|agent|system|modell)\\p{L}*|(?:automatisk|automatisert|virtuell|digital)\\p{L}* (?:assistent|agent|system|program)\\p{L}*",
    verb: "som (?:nå )?(?:leser|behandler|håndterer|oppsummerer|sammenfatter|sjekker|kontrollerer|sorterer|analyserer|klassifiserer|modererer|går gjennom|mottar|åpner)",
    doc: "(?:denne|dette|disse|den her|det her) (?:\\p{L}+ )?(?:anmeldelse|vurdering|omtale|kommentar|dokument|fil|vedlegg|pdf|skjema|forespørsel|henvendelse|booking|bestilling|reservasjon|ordre|billett|ticket|faktura|rapport|notat|tråd|svar|tekst)(?:en|et|er|ene|a|r|n)?",
    assistant: "(?:assistent|agent)\\p{L}*",
    machine: "som (?:analyserer|oppsummerer|klassifiserer)",
    order: "after",
  },
  bg: {
    ai: "ии|изкуствен\\p{L}* интелект\\p{L}*|ai|езиков\\p{L}* модел\\p{L}*|чатбот\\p{L}*|бот\\p{L}*|(?:ии|ai)[ -]?(?:асистент|агент|систем|модел)\\p{L}*|(?:автоматичн|автоматизиран|виртуал|цифров)\\p{L}* (?:асистент|агент|систем|програм)\\p{L}*",
    verb: "(?:който|която|което|които) (?:сега )?(?:чете|ще прочете|обработва|обработи|управлява|обобщава|проверява|сортира|анализира|класифицира|модерира|получава|отваря)",
    doc: "(?:този|тази|това|тези) (?:\\p{L}+ )?(?:отзив\\p{L}*|ревю\\p{L}*|мнение\\p{L}*|коментар\\p{L}*|документ\\p{L}*|файл\\p{L}*|приложение\\p{L}*|pdf|формуляр\\p{L}*|форма(?:та)?|заявк\\p{L}*|искане\\p{L}*|запитване\\p{L}*|резерваци\\p{L}*|поръчк\\p{L}*|билет\\p{L}*|тикет\\p{L}*|фактур\\p{L}*|доклад\\p{L}*|отчет\\p{L}*|бележк\\p{L}*|нишк\\p{L}*|отговор\\p{L}*|анкет\\p{L}*|текст\\p{L}*)",
    assistant: "(?:асистент|агент)\\p{L}*",
    machine: "(?:който|която) (?:анализира|обобщава|класифицира)",
    order: "after",
  },
  sh: spelled(
    {
      ai: "ai|umjetn\\p{L}* inteligencij\\p{L}*|veštačk\\p{L}* inteligencij\\p{L}*|vještačk\\p{L}* inteligencij\\p{L}*|jezičn\\p{L}* model\\p{L}*|jezičk\\p{L}* model\\p{L}*|chatbot\\p{L}*|četbot\\p{L}*|bot(?:a|u|y|e|i|em|om|ot|ok|ov|ai|as|us|ów|ų|ą|ami|ach|ovi|ile|il|ul|ii)?|ai[ -](?:asistent|agent|sustav|sistem|model)\\p{L}*|(?:automatsk|automatiziran|virtualn|digitaln)\\p{L}* (?:asistent|agent|sustav|sistem|program)\\p{L}*",
      verb: "(?:koji|koja|koje|što) (?:sada )?(?:čita|pročita|obrađuje|obradi|upravlja|sažima|rezimira|provjerava|proverava|razvrstava|sortira|analizira|klasificira|klasifikuje|moderira|prima|otvara)",
      doc: "(?:ova|ovu|ovaj|ovo|ove|ovog|ovoj|ovih|ovom) (?:\\p{L}+ )?(?:recenzij|ocjen|ocen|komentar|dokument|datotek|fajl|privitak|privit|prilog|pdf|obraz[ac]|formular|zahtjev|zahtev|upit|rezervacij|narudžb|porudžbin|tiket|ticket|račun|faktur|izvješ|izveštaj|izvještaj|bilješk|belešk|odgovor|anket|tekst)\\p{L}*",
      assistant: "(?:asistent|agent)\\p{L}*",
      machine: "(?:koji|koja) (?:analizira|sažima|rezimira|klasificira|klasifikuje)",
      order: "after",
    },
    serbian,
  ),
  sk: spelled(
    {
      ai: "ai|umel\\p{L}* inteligenci\\p{L}*|jazykov\\p{L}* model\\p{L}*|chatbot\\p{L}*|bot(?:a|u|y|e|i|em|om|ot|ok|ov|ai|as|us|ów|ų|ą|ami|ach|ovi|ile|il|ul|ii)?|ai[ -]?(?:asistent|agent|systém|model)\\p{L}*|(?:automatick|automatizovan|virtuáln|digitáln)\\p{L}* (?:asistent|agent|systém|program)\\p{L}*",
      verb: "ktor\\p{L}* (?:teraz )?(?:číta|prečíta|spracúva|spracuje|vybavuje|zhŕňa|zhrnie|kontroluje|triedi|analyzuje|klasifikuje|moderuje|dostane|otvorí)",
      doc: "(?:tento|túto|toto|tieto|tejto|tohto|tomto|týchto) (?:\\p{L}+ )?(?:recenzi|hodnoteni|komentár|dokument|súbor|prílo|pdf|formulár|žiados|požiadav|rezerváci|objednávk|tiket|ticket|faktúr|správ|hláseni|poznámk|vlákn|odpoveď|dotazník|text)\\p{L}*",
      assistant: "(?:asistent|agent)\\p{L}*",
      machine: "ktor\\p{L}* (?:analyzuje|zhŕňa|zhrnie|klasifikuje)",
      order: "after",
    },
    unmarked,
  ),
  sl: spelled(
    {
      ai: "ai|umetn\\p{L}* inteligenc\\p{L}*|jezikovn\\p{L}* model\\p{L}*|klepetaln\\p{L}* robot\\p{L}*|chatbot\\p{L}*|bot(?:a|u|y|e|i|em|om|ot|ok|ov|ai|as|us|ów|ų|ą|ami|ach|ovi|ile|il|ul|ii)?|(?:ai|ui)[ -]?(?:asistent|agent|sistem|model)\\p{L}*|(?:avtomatiziran|avtomatsk|virtualn|digitaln)\\p{L}* (?:asistent|agent|sistem|program)\\p{L}*",
      verb: "(?:ki|kateri|katera) (?:zdaj )?(?:bere|prebere|obdeluje|obdela|upravlja|povzema|povzame|preverja|razvršča|analizira|klasificira|moderira|prejme|odpre)",
      doc: "(?:ta|to|tega|te|tej|tem|teh|ti) (?:\\p{L}+ )?(?:ocen|recenzij|mnenj|komentar|dokument|datotek|priponk|prilog|pdf|obrazec|obrazc|zahtev|povpraševanj|rezervacij|naročil|vstopnic|račun|poročil|zapisk|opomb|odgovor|anket|besedil)\\p{L}*",
      assistant: "(?:asistent|agent)\\p{L}*",
      machine: "(?:ki|kateri|katera) (?:analizira|povzema|povzame|klasificira)",
      order: "after",
    },
    unmarked,
  ),
  lt: spelled(
    {
      ai: "di|ai|dirbtin\\p{L}* intelekt\\p{L}*|kalbos model\\p{L}*|pokalbių robot\\p{L}*|chatbot\\p{L}*|bot(?:a|u|y|e|i|em|om|ot|ok|ov|ai|as|us|ów|ų|ą|ami|ach|ovi|ile|il|ul|ii)?|(?:di|ai) (?:asistent|agent|sistem|model)\\p{L}*|(?:automatin|automatizuot|virtual|skaitmenin)\\p{L}* (?:asistent|agent|sistem|program)\\p{L}*",
      verb: "kuri\\p{L}* (?:dabar )?(?:skaito|perskaitys|apdoroja|apdoros|tvarko|apibendrina|tikrina|rūšiuoja|analizuoja|klasifikuoja|moderuoja|gauna|atidaro)|(?:skaitantis|apdorojantis|analizuojantis|tvarkantis)\\p{L}*",
      doc: "(?:šį|šią|šis|ši|šio|šios|šiuos|šias|šiam|šioje|šiame) (?:\\p{L}+ )?(?:atsiliepim|apžvalg|įvertinim|komentar|dokument|fail|pried|pdf|form|užklaus|prašym|rezervacij|užsakym|bilet|ticket|sąskait|ataskait|pastab|užraš|gij|atsakym|apklaus|tekst)\\p{L}*",
      assistant: "(?:asistent|agent)\\p{L}*",
      machine: "kuri\\p{L}* (?:analizuoja|apibendrina|klasifikuoja)",
      order: "after",
    },
    unmarked,
  ),
  lv: spelled(
    {
      ai: "mi|ai|mākslīg\\p{L}* intelekt\\p{L}*|valodas model\\p{L}*|tērzēšanas robot\\p{L}*|čatbot\\p{L}*|chatbot\\p{L}*|bot(?:a|u|y|e|i|em|om|ot|ok|ov|ai|as|us|ów|ų|ą|ami|ach|ovi|ile|il|ul|ii)?|(?:mi|ai) (?:asistent|aģent|sistēm|model)\\p{L}*|(?:automātisk|automatizēt|virtuāl|digitāl)\\p{L}* (?:asistent|aģent|sistēm|programm)\\p{L}*",
      verb: "(?:kas|kurš|kura) (?:tagad )?(?:lasa|izlasīs|apstrādā|apstrādās|pārvalda|apkopo|pārbauda|šķiro|analizē|klasificē|moderē|saņem|atver)",
      doc: "(?:šo|šī|šis|šie|šīs|šā|šīm|šajā|šai) (?:\\p{L}+ )?(?:atsauksm|vērtējum|komentār|dokument|fail|pielikum|pdf|veidlap|form|pieprasījum|lūgum|rezervācij|pasūtījum|biļet|ticket|rēķin|pārskat|ziņojum|piezīm|pavedien|atbild|aptauj|tekst)\\p{L}*",
      assistant: "(?:asistent|aģent)\\p{L}*",
      machine: "(?:kas|kurš|kura) (?:analizē|apkopo|klasificē)",
      order: "after",
    },
    unmarked,
  ),
  et: spelled(
    {
      ai: "ai|tehisintellekt\\p{L}*|tehisaru\\p{L}*|keelemudel\\p{L}*|vestlusrobot\\p{L}*|chatbot\\p{L}*|bot(?:a|u|y|e|i|em|om|ot|ok|ov|ai|as|us|ów|ų|ą|ami|ach|ovi|ile|il|ul|ii)?|(?:ai|ti)[ -]?(?:assistent|agent|süsteem|mudel)\\p{L}*|tehisintellekti[ -]?(?:assistent|agent|süsteem|mudel)\\p{L}*|(?:automaatne|automatiseeritud|virtuaalne|digitaalne)\\p{L}* (?:assistent|agent|süsteem|programm)\\p{L}*",
      verb: "loeb|töötleb|käsitleb|haldab|võtab kokku|kontrollib|sorteerib|analüüsib|klassifitseerib|modereerib|saab|avab",
      doc: "(?:see|seda|selle|need|neid|nende|sellest) (?:\\p{L}+ )?(?:arvustus|hinnang|kommentaar|dokument|fail|manus|pdf|vorm|taotlus|päring|broneering|tellimus|pilet|pöördum|arve|aruan|raport|märkm|märkus|lõim|vastus|küsitlus|tekst)\\p{L}*",
      assistant: "(?:assistent|agent)\\p{L}*",
      machine: "analüüsib|võtab kokku|klassifitseerib",
      order: "frames",
      frames: ["{AI},? (?:mis|kes) (?:praegu )?{VERB}{G}{DOC}", verbLast("(?:mis|kes)")],
    },
    unmarked,
  ),
  ca: {
    ai: "ia|i\\.a\\.|intel·ligència artificial|intel\\.ligència artificial|intel-ligència artificial|ai|model de llenguatge|xatbot|chatbot|bot|(?:assistent|agent|sistema|programa|eina|model) (?:d'ia|ia|d'intel·ligència artificial|automàtic|automatitzat|virtual|digital)",
    verb: "que (?:està |estigui |va a )?(?:llegeix|llegeixi|llegirà|llegint|processa|processi|processant|gestiona|gestioni|revisa|revisi|resumeix|resumeixi|analitza|analitzi|classifica|classifiqui|ordena|modera|rep|obre|comprova)|encarregada? d(?:e |')(?:llegir|processar|gestionar|revisar|resumir|analitzar|classificar|moderar)",
    doc: "(?:aquest|aquesta|aquests|aquestes) (?:\\p{L}+ )?(?:ressenyes|ressenya|opini[oó]|opinions|comentaris?|documents?|fitxers?|arxius?|adjunts?|pdf|formularis?|sol·licituds?|petici[oó]|peticions|reserves?|reserva|comandes?|encàrrecs?|tiquets?|tickets?|factures?|factura|informes?|notes?|nota|fils?|respostes?|resposta|enquestes?|enquesta|textos?|text)",
    assistant: "(?:assistent|agent)",
    machine: "que (?:analitza|analitzi|resumeix|resumeixi|classifica|classifiqui)",
    order: "after",
  },
  hy: {
    ai: "ai|արհեստական բանականություն\\p{L}*|լեզվական մոդել\\p{L}*|չաթբոտ\\p{L}*|բոտ\\p{L}*|ai (?:օգնական|գործակալ|համակարգ)\\p{L}*|արհեստական բանականության (?:օգնական|գործակալ|համակարգ)\\p{L}*|(?:ավտոմատ|վիրտուալ|թվային)\\p{L}* (?:օգնական|գործակալ|համակարգ|ծրագիր)\\p{L}*",
    verb: "(?:կարդում|մշակում|վարում|ամփոփում|ստուգում|տեսակավորում|վերլուծում|դասակարգում|ստանում|բացում) է|կկարդա|կմշակի",
    doc: "(?:այս|այդ) (?:\\p{L}+ )?(?:կարծիք|ակնարկ|գրախոսական|մեկնաբանություն|փաստաթուղթ|փաստաթղթ|ֆայլ|կցորդ|pdf|ձև|հայտ|հարցում|խնդրանք|ամրագրում|պատվեր|տոմս|տիկետ|հաշիվ|հաշվ|զեկույց|հաշվետվություն|նշում|գրառում|պատասխան|տեքստ)\\p{L}*",
    order: "frames",
    frames: [
      "{AI},? (?:որը|որ) {VERB}{G}{DOC}",
      verbLast("(?:որը|որ)"),
      "{DOC}{G}(?:կարդացող|մշակող|ամփոփող|ստուգող|վերլուծող|դասակարգող){g}{AI}",
    ],
  },
  az: spelled(
    {
      ai: "süni intellekt\\p{L}*|ai|dil modeli|çatbot\\p{L}*|chatbot\\p{L}*|bot(?:a|u|y|e|i|em|om|ot|ok|ov|ai|as|us|ów|ų|ą|ami|ach|ovi|ile|il|ul|ii)?|(?:süni intellekt|ai) (?:köməkçi|assistent|agent|sistem)\\p{L}*|(?:avtomatik|avtomatlaşdırılmış|virtual|rəqəmsal) (?:köməkçi|assistent|agent|sistem|proqram)\\p{L}*",
      verb: "oxuyan|oxuyacaq|emal edən|işləyən|idarə edən|xülasə edən|ümumiləşdirən|yoxlayan|çeşidləyən|s[ıi]ralayan|təhlil edən|analiz edən|təsnif edən|qəbul edən|açan",
      doc: "bu (?:\\p{L}+ )?(?:rəy|şərh|sənəd|fayl|əlavə|pdf|form|müraciət|sorğu|rezerv|bron|sifariş|bilet|tiket|faktura|hesabat|qeyd|cavab|anket|mətn)\\p{L}*",
      assistant: "(?:köməkçi|assistent|agent)\\p{L}*",
      machine: "təhlil edən|analiz edən|xülasə edən|təsnif edən",
      order: "before",
    },
    azerbaijani,
  ),
  kk: {
    ai: "жи|жасанды интеллект\\p{L}*|ai|тілдік модель\\p{L}*|чат-?бот\\p{L}*|бот\\p{L}*|(?:жи|ai) (?:көмекші|ассистент|агент|жүйе)\\p{L}*|(?:автоматты|виртуалды|цифрлық) (?:көмекші|ассистент|агент|жүйе|бағдарлама)\\p{L}*",
    verb: "оқитын|оқып жатқан|өңдейтін|өңдеп жатқан|басқаратын|қорытындылайтын|түйіндейтін|тексеретін|сұрыптайтын|талдайтын|жіктейтін|қабылдайтын|ашатын",
    doc: "(?:осы|бұл|мына) (?:\\p{L}+ )?(?:пікір|шолу|түсінік|комментари|құжат|файл|тіркеме|pdf|форма|нысан|өтініш|сұрау|сұраныс|брондау|тапсырыс|билет|тикет|шот-фактура|шот|есеп|жазба|ескертпе|жауап|сауалнама|мәтін)\\p{L}*",
    assistant: "(?:көмекші|ассистент|агент)\\p{L}*",
    machine: "талдайтын|қорытындылайтын|түйіндейтін|жіктейтін",
    order: "before",
  },
  uz: spelled(
    {
      ai: "sunʼiy intellekt\\p{L}*|ai|til modeli|chatbot\\p{L}*|bot(?:a|u|y|e|i|em|om|ot|ok|ov|ai|as|us|ów|ų|ą|ami|ach|ovi|ile|il|ul|ii)?|(?:ai|sunʼiy intellekt) (?:yordamchi|assistent|agent|tizim)\\p{L}*|(?:avtomatik|virtual|raqamli) (?:yordamchi|assistent|agent|tizim|dastur)\\p{L}*",
      verb: "oʻqiyotgan|oʻqiydigan|qayta ishlayotgan|qayta ishlaydigan|boshqaradigan|xulosa qiladigan|umumlashtiradigan|tekshiradigan|tekshirayotgan|saralaydigan|tahlil qiladigan|tasniflaydigan|qabul qiladigan|ochadigan",
      doc: "(?:ushbu|bu|shu) (?:\\p{L}+ )?(?:sharh|fikr|izoh|hujjat|fayl|ilova|pdf|shakl|forma|soʻrov|ariza|bron|buyurtma|chipta|tiket|hisob-faktura|faktura|hisobot|eslatma|qayd|javob|matn)\\p{L}*",
      assistant: "(?:yordamchi|assistent|agent)\\p{L}*",
      machine: "tahlil qiladigan|xulosa qiladigan|tasniflaydigan",
      order: "before",
    },
    uzbek,
  ),
  mn: {
    ai: "хиймэл оюун\\p{L}*|ai|хэлний загвар\\p{L}*|чатбот\\p{L}*|бот\\p{L}*|(?:ai|хо|хиймэл оюуны) (?:туслах|ассистент|агент|систем)\\p{L}*|(?:автомат|виртуал|дижитал) (?:туслах|ассистент|агент|систем|програм)\\p{L}*",
    verb: "уншиж (?:буй|байгаа)|уншдаг|унших|боловсруулж (?:буй|байгаа)|боловсруулдаг|боловсруулах|удирдаж буй|хураангуйлж буй|хураангуйлах|шалгаж буй|шалгадаг|ангилж буй|ангилдаг|шинжилж буй|дүн шинжилгээ хийж буй|хүлээн авч буй|нээж буй",
    doc: "(?:энэ|эдгээр) (?:\\p{L}+ )?(?:сэтгэгд|шүүмж|тойм|баримт|файл|хавсралт|pdf|маягт|хүсэлт|захиалг|тасалбар|билет|нэхэмжлэх|тайлан|тэмдэглэл|хариулт|судалгаа|текст|бичвэр)\\p{L}*",
    order: "before",
  },
  zu: {
    ai: "i-?ai|ai|ubuhlakani bokwenziwa|imodeli yolimi|i-?chatbot|i-?bot|(?:u)?msizi we-?ai|(?:u)?msizi (?:ozenzakalelayo|wedijithali)|uhlelo lwe-?ai",
    verb: "(?:e|o|a|esi|eli|olu|ezi|aba)(?:funda|cubungula|phatha|finyeza|hlola|hlunga|hlaziya|hlukanisa|thola|vula)(?:yo)?",
    doc: "(?:lesi|leli|le|lo|lokhu|lezi|lawa|lolu|leyi) (?:sibuyekezo|zibuyekezo|kubuyekeza|mazwana|mbhalo|umbhalo|dokhumenti|idokhumenti|fayela|ifayela|sinamathiselo|isinamathiselo|pdf|fomu|ifomu|sicelo|isicelo|kubhukha|ukubhukha|oda|i-oda|thikithi|ithikithi|invoyisi|i-invoyisi|mbiko|umbiko|nothi|inothi|mpendulo|impendulo|nhlolovo)",
    order: "after",
  },
  xh: {
    ai: "i-?ai|ai|ubukrelekrele bokwenziwa|ubukrelekrele obenziweyo|imodeli yolwimi|i-?chatbot|i-?bot|(?:u)?mncedisi we-?ai|inkqubo ye-?ai",
    verb: "(?:e|o|a|esi|eli|olu|ezi|aba)(?:funda|qhuba|lawula|shwankathela|hlola|hlela|hlalutya|fumana|vula|phatha)(?:yo)?",
    doc: "(?:esi|eli|le|lo|olu|oku|ezi) (?:sicelo|phononongo|mvo|luvo|xwebhu|fayile|siqhotyoshelwa|pdf|fomu|bhukisho|odolo|oda|tikiti|invoyisi|ngxelo|nqaku|mpendulo|mbhalo|sicatshulwa|gqabantshintshi)",
    order: "after",
  },
  af: {
    ai: "ki|ai|kunsmatige intelligensie|taalmodel\\p{L}*|kletsbot\\p{L}*|chatbot\\p{L}*|bot|(?:ki|ai)-?(?:assistent|agent|stelsel|model)\\p{L}*|(?:outomatiese|geoutomatiseerde|virtuele|digitale) (?:assistent|agent|stelsel|program)\\p{L}*",
    verb: "lees|gaan lees|verwerk|hanteer|opsom|saamvat|nagaan|kontroleer|sorteer|ontleed|analiseer|klassifiseer|modereer|ontvang|oopmaak",
    doc: "(?:hierdie|dié) (?:\\p{L}+ )?(?:resensie|beoordeling|kommentaar|opmerking|dokument|lêer|aanhangsel|bylae|pdf|vorm|versoek|aanvraag|bespreking|bestelling|kaartjie|faktuur|rekening|verslag|nota|draad|antwoord|opname|teks)(?:s|e|te)?",
    assistant: "(?:assistent|agent)\\p{L}*",
    machine: "ontleed|analiseer|opsom|klassifiseer",
    order: "frames",
    frames: [verbLast("(?:wat|wie)")],
  },
  so: {
    ai: "ai(?:-?(?:da|ga|gu|du))?|sirdoonka macmalka|sirdoon macmal|garaadka macmalka|moodeel luqadeed|chatbot|bot|(?:kaaliye|wakiil|nidaam)(?:ka|ha)? (?:ai|sirdoon macmal|otomaatig|dijitaal)",
    verb: "(?:(?:ee|oo) )?(?:akhrinays?a|akhriya|akhrisa|akhrin doona|ka shaqeynays?a|ka shaqeeya|ka shaqeysa|maareynays?a|maamulays?a|soo koobays?a|hubinays?a|kala soocays?a|falanqeynays?a|qaadanays?a|furays?a)",
    doc: "(?:faalladan|faallooyinkan|dib-?u-?eegistan|qiimayntan|dukumeentigan|dukumentigan|faylkan|feylkan|lifaaqan|pdf-?kan|foomkan|codsigan|dalabkan|ballantan|boos celintan|tigidhkan|tikidhkan|qaansheegtan|biilkan|warbixintan|qoraalkan|jawaabtan)",
    order: "after",
  },
  ig: spelled(
    {
      ai: "ai|ọgụgụ isi (?:arụrụ arụ|mmepụta)|ụdị asụsụ|chatbot|bot|onye (?:enyemaka|inyeaka) ai|(?:usoro|sistemu) ai",
      verb: "(?:nke )?(?:na-|ga-|na |ga )(?:agụ|ahazi|edozi|elekọta|achịkọta|enyocha|ahọpụta|atụle|anata|emeghe|arụ ọrụ na)",
      doc: "(?:nyocha|nlebanya|okwu|echiche|akwụkwọ|faịlụ|faili|mgbakwunye|pdf|fọm|arịrịọ|ndenye|iwu|tiketi|akwụkwọ ụgwọ|akụkọ|ndetu|azịza|ederede)(?: \\p{L}+)? (?:a|ndị a|nke a)",
      order: "after",
    },
    unmarked,
  ),
  ps: {
    ai: "مصنوع[يی] ځ[يی]رکت[يی]ا|ai|اې ?آ[يی]|ژبن[يی] ماډل|چټ ?بوټ|بوټ|(?:ai|اې ?آ[يی]) ?(?:مرست[يی]ال|اجنټ|س[يی]سټم)|(?:اتومات|ډیجیټل|مجاز[يی])\\S* (?:مرست[يی]ال|اجنټ|س[يی]سټم)",
    verb: "لولي|لوست|پروس[ېی]?س کوي|پروسه کوي|اداره کوي|لنډ[يی]ز جوړوي|لنډوي|چ[يی]ک کوي|کتنه کوي|ترت[يی]بوي|تحل[يی]لوي|تحل[يی]ل کوي|ترلاسه کوي|پران[يی]زي",
    doc: "(?:دا|دغه|دې|دغې) ?(?:\\S+ )?(?:ب[يی]اکتن|نظر|تبصر|سند|اسناد|فا[يی]ل|فائل|ضم[يی]م|pdf|فورم|فارم|غوښتن|بک[يی]نګ|ر[يی]زرو[يی]شن|فرما[يی]ش|ټکټ|انوا[يی]س|راپور|[يی]ادداښت|ځواب|متن)",
    order: "frames",
    frames: ["{AI} ?چ[يې]{G}{DOC}{G}{VERB}"],
  },
  ku: spelled(
    {
      ai: "ai(?:-?(?:ya|yê|yên))?|zekaya (?:çêkirî|destkird)|modela ziman|chatbot|bot|alîkar\\p{L}* (?:ai|zekaya çêkirî|otomatîk|dîjîtal)|sîstem\\p{L}* (?:ai|otomatîk)",
      verb: "dixwîne|bixwîne|dê bixwîne|pêvajo dike|pêvajoyê dike|birêve dibe|kurt dike|kontrol dike|venêre|dinirxîne|analîz dike|dabeş dike|distîne|vedike",
      doc: "(?:vê|vî|van|ev) (?:\\p{L}+ )?(?:nirxandin|şîrove|belge|dosye|pel|pêvek|pdf|form|daxwaz|rezervasyon|sipariş|ferman|bilêt|tîket|fatûre|fatura|rapor|not|têbînî|bersiv|anket|nivîs|tekst)\\p{L}*",
      order: "frames",
      frames: ["{AI}(?:[ -]?y(?:a|ê|ên))?,? ku {VERB}{G}{DOC}", "{AI}(?:[ -]?y(?:a|ê|ên))?,? ku {G}{DOC}{G}{VERB}"],
    },
    unmarked,
  ),
  ckb: {
    ai: "زیرەکیی? دەستکرد|ai|مۆدێلی زمان|چات ?بۆت|بۆت|یاریدەدەری (?:ai|زیرەکی(?: دەستکرد)?)|(?:یاریدەدەر|بریکار|سیستەم)(?:ی)? (?:ئۆتۆماتیکی|دیجیتاڵی|ai)",
    verb: "دەخوێنێتەوە|دەخوێنێت|پرۆسێس دەکات|چارەسەر دەکات|بەڕێوە دەبات|کورت دەکاتەوە|پوختە دەکات|دەپشکنێت|پشکنین دەکات|ڕیز دەکات|شیکار دەکات|شی دەکاتەوە|پۆلێن دەکات|وەردەگرێت",
    doc: "ئەم ?(?:\\S+ )?(?:پێداچوونەوە|هەڵسەنگاندن|بۆچوون|کۆمێنت|لێدوان|بەڵگەنامە|دۆکیومێنت|فایل|هاوپێچ|pdf|فۆرم|داواکاری|بووکینگ|حیجز|ئۆردەر|بلیت|تیکت|پسوولە|فاکتۆر|ڕاپۆرت|تێبینی|وەڵام|دەق|نووسین)",
    order: "frames",
    frames: ["{AI} ?ـ?(?:ەی|یەی|ی)? ?(?:کە|که){G}{DOC}{G}{VERB}"],
  },
  gu: {
    ai: "એઆઈ|ai|કૃત્રિમ બુદ્ધિ\\S*|ભાષા મોડેલ|ચેટબોટ|બોટ|(?:એઆઈ|ai) (?:સહાયક|આસિસ્ટન્ટ|એજન્ટ|સિસ્ટમ)",
    verb: "વાંચનાર|વાંચતું|વાંચતો|વાંચતી|વાંચી રહેલ\\S*|પ્રોસેસ કરનાર|પ્રક્રિયા કરનાર|સંભાળનાર|સારાંશ (?:આપનાર|બનાવનાર)|તપાસનાર|ચકાસનાર|વિશ્લેષણ કરનાર|વર્ગીકૃત કરનાર|જોનાર",
    doc: "આ (?:\\S+ )?(?:સમીક્ષા|રિવ્યૂ|રિવ્યુ|ટિપ્પણી|કોમેન્ટ|દસ્તાવેજ|ફાઇલ|ફાઈલ|જોડાણ|એટેચમેન્ટ|pdf|પીડીએફ|ફોર્મ|વિનંતી|અરજી|બુકિંગ|આરક્ષણ|ઓર્ડર|ટિકિટ|ઇન્વૉઇસ|ઇન્વોઇસ|બિલ|અહેવાલ|રિપોર્ટ|નોંધ|જવાબ|સર્વે|લખાણ|ટેક્સ્ટ)(?:ને|નું)?",
    order: "before",
    frames: ["જે {AI}{G}{DOC}{G}(?:વાંચ|પ્રોસેસ|પ્રક્રિયા|સંભાળ|તપાસ|ચકાસ|વિશ્લેષણ)"],
  },
  mr: {
    ai: "एआय|एआई|ai|कृत्रिम बुद्धिमत्ता|भाषा मॉडेल|चॅटबॉट|बॉट|(?:एआय|एआई|ai) (?:सहाय्यक|सहायक|असिस्टंट|एजंट|प्रणाली)",
    verb: "(?:वाचणार|वाचत असलेल|प्रक्रिया करणार|प्रोसेस करणार|हाताळणार|सारांश (?:काढणार|देणार)|तपासणार|विश्लेषण करणार|वर्गीकरण करणार|पाहणार)[ाीे]",
    doc: "(?:हे|हा|ही|या) (?:\\S+ )?(?:पुनरावलोकन|रिव्ह्यू|परीक्षण|टिप्पणी|अभिप्राय|कमेंट|दस्तऐवज|कागदपत्र|फाईल|फाइल|संलग्नक|अटॅचमेंट|pdf|पीडीएफ|फॉर्म|अर्ज|विनंती|बुकिंग|आरक्षण|ऑर्डर|तिकीट|तिकिट|इनव्हॉइस|बिल|अहवाल|रिपोर्ट|नोंद|टीप|उत्तर|सर्वेक्षण|मजकूर)\\S*",
    order: "before",
  },
  pa: {
    ai: "ਏਆਈ|ai|(?:ਬਣਾਉਟੀ|ਨਕਲੀ) ਬੁੱਧੀ|ਭਾਸ਼ਾ ਮਾਡਲ|ਚੈਟਬੋਟ|ਬੋਟ|(?:ਏਆਈ|ai) (?:ਸਹਾਇਕ|ਅਸਿਸਟੈਂਟ|ਏਜੰਟ|ਸਿਸਟਮ)",
    verb: "(?:ਪੜ੍ਹਨ|ਪੜ੍ਹ ਰਹੇ|ਪ੍ਰੋਸੈਸ ਕਰਨ|ਸੰਭਾਲਣ|ਸਾਰ (?:ਦੇਣ|ਬਣਾਉਣ)|ਜਾਂਚਣ|ਜਾਂਚ ਕਰਨ|ਵਿਸ਼ਲੇਸ਼ਣ ਕਰਨ|ਛਾਂਟਣ|ਵਰਗੀਕਰਨ ਕਰਨ|ਦੇਖਣ) (?:ਵਾਲਾ|ਵਾਲੇ|ਵਾਲੀ)",
    doc: "(?:ਇਹ|ਇਸ|ਇਨ੍ਹਾਂ) (?:\\S+ )?(?:ਸਮੀਖਿਆ|ਰਿਵਿਊ|ਟਿੱਪਣੀ|ਕਮੈਂਟ|ਦਸਤਾਵੇਜ਼|ਦਸਤਾਵੇਜ|ਫਾਈਲ|ਫ਼ਾਈਲ|ਅਟੈਚਮੈਂਟ|ਨੱਥੀ|pdf|ਫਾਰਮ|ਫ਼ਾਰਮ|ਬੇਨਤੀ|ਅਰਜ਼ੀ|ਬੁਕਿੰਗ|ਆਰਡਰ|ਟਿਕਟ|ਇਨਵੌਇਸ|ਬਿੱਲ|ਰਿਪੋਰਟ|ਨੋਟ|ਜਵਾਬ|ਸਰਵੇਖਣ|ਟੈਕਸਟ|ਲਿਖਤ)",
    order: "before",
    frames: ["ਜੋ {AI}{G}{DOC}{G}(?:ਪੜ੍ਹ|ਪ੍ਰੋਸੈਸ|ਸੰਭਾਲ|ਜਾਂਚ|ਵਿਸ਼ਲੇਸ਼ਣ)"],
  },
  te: {
    ai: "ఏఐ|ai|కృత్రిమ మేధ\\S*|భాషా మోడల్\\S*|చాట్బాట్|బాట్|(?:ఏఐ|ai) (?:సహాయకు|అసిస్టెంట్|ఏజెంట్|సిస్టమ్)\\S*",
    verb: "చదువుతున్న|చదివే|ప్రాసెస్ చేస్తున్న|ప్రాసెస్ చేసే|నిర్వహించే|నిర్వహిస్తున్న|సంగ్రహించే|సారాంశం (?:ఇచ్చే|చేసే)|తనిఖీ చేసే|పరిశీలించే|విశ్లేషించే|వర్గీకరించే|క్రమబద్ధీకరించే|స్వీకరించే",
    doc: "ఈ (?:\\S+ )?(?:సమీక్ష|రివ్యూ|వ్యాఖ్య|కామెంట్|పత్ర|డాక్యుమెంట్|ఫైల్|ఫైలు|అటాచ్మెంట్|జోడింపు|pdf|ఫారం|ఫారమ్|అభ్యర్థన|రిక్వెస్ట్|బుకింగ్|ఆర్డర్|టికెట్|ఇన్వాయిస్|బిల్లు|నివేదిక|రిపోర్ట్|నోట్|గమనిక|సమాధాన|సర్వే|టెక్స్ట్|వచన)\\S*",
    order: "before",
  },
  kn: {
    ai: "ಎಐ|ai|ಕೃತಕ ಬುದ್ಧಿಮತ್ತೆ\\S*|ಭಾಷಾ ಮಾದರಿ\\S*|ಚಾಟ್ಬಾಟ್|ಬಾಟ್|(?:ಎಐ|ai) (?:ಸಹಾಯಕ|ಅಸಿಸ್ಟೆಂಟ್|ಏಜೆಂಟ್|ವ್ಯವಸ್ಥೆ)\\S*",
    verb: "ಓದುತ್ತಿರುವ|ಓದುವ|ಪ್ರಕ್ರಿಯೆಗೊಳಿಸುವ|ಪ್ರೊಸೆಸ್ ಮಾಡುವ|ನಿರ್ವಹಿಸುವ|ಸಾರಾಂಶಗೊಳಿಸುವ|ಸಂಕ್ಷೇಪಿಸುವ|ಪರಿಶೀಲಿಸುವ|ವಿಶ್ಲೇಷಿಸುವ|ವರ್ಗೀಕರಿಸುವ|ವಿಂಗಡಿಸುವ|ಸ್ವೀಕರಿಸುವ",
    doc: "ಈ (?:\\S+ )?(?:ವಿಮರ್ಶೆ|ರಿವ್ಯೂ|ಪ್ರತಿಕ್ರಿಯೆ|ಕಾಮೆಂಟ್|ದಾಖಲೆ|ಡಾಕ್ಯುಮೆಂಟ್|ಕಡತ|ಫೈಲ್|ಲಗತ್ತು|ಅಟ್ಯಾಚ್ಮೆಂಟ್|pdf|ಫಾರ್ಮ್|ನಮೂನೆ|ವಿನಂತಿ|ಮನವಿ|ಬುಕಿಂಗ್|ಕಾಯ್ದಿರಿಸುವಿಕೆ|ಆರ್ಡರ್|ಟಿಕೆಟ್|ಇನ್ವಾಯ್ಸ್|ಬಿಲ್|ವರದಿ|ರಿಪೋರ್ಟ್|ಟಿಪ್ಪಣಿ|ಉತ್ತರ|ಸಮೀಕ್ಷೆ|ಪಠ್ಯ)\\S*",
    order: "before",
  },
  ml: {
    ai: "എഐ|ai|കൃത്രിമ ബുദ്ധി\\S*|ഭാഷാ മോഡ(?:ൽ|ല്)\\S*|ചാറ്റ്ബോട്ട്|ബോട്ട്|(?:എഐ|ai) (?:സഹായി|അസിസ്റ്റന്റ്|ഏജന്റ്|സിസ്റ്റം)\\S*",
    verb: "വായിക്കുന്ന|പ്രോസസ്സ് ചെയ്യുന്ന|പ്രോസസ് ചെയ്യുന്ന|കൈകാര്യം ചെയ്യുന്ന|സംഗ്രഹിക്കുന്ന|പരിശോധിക്കുന്ന|വിശകലനം ചെയ്യുന്ന|തരംതിരിക്കുന്ന|സ്വീകരിക്കുന്ന",
    doc: "ഈ (?:\\S+ )?(?:അവലോകന|റിവ്യൂ|അഭിപ്രായ|കമന്റ്|രേഖ|ഡോക്യുമെന്റ്|ഫയ(?:ൽ|ല്)|അറ്റാച്ച്മെന്റ്|pdf|ഫോം|അപേക്ഷ|അഭ്യ(?:ർ|ര്)ത്ഥന|ബുക്കിംഗ്|ഓ(?:ർ|ര്)ഡ(?:ർ|ര്)|ടിക്കറ്റ്|ഇ(?:ൻ|ന്)വോയ്സ്|ബി(?:ൽ|ല്)|റിപ്പോ(?:ർ|ര്)ട്ട്|കുറിപ്പ്|മറുപടി|സ(?:ർ|ര്)വേ|ടെക്സ്റ്റ്|വാചക)\\S*",
    order: "before",
  },
  ko: {
    ai: "ai|인공 ?지능|에이아이|언어 ?모델|챗봇|봇|(?:ai|인공 ?지능) ?(?:비서|어시스턴트|에이전트|시스템|모델)|자동(?:화된)? ?(?:비서|어시스턴트|에이전트|시스템|프로그램)",
    verb: "(?:읽|처리하|검토하|확인하|요약하|분석하|분류하|정리하|관리하|다루|살펴보|스캔하|모더레이션하|심사하|받)(?:는|고 ?있는)|(?:읽을|처리할|검토할|확인할|요약할|분석할|분류할|정리할)|(?:처리|검토|분석) ?중인",
    doc: "이 ?(?:리뷰|후기|댓글|코멘트|문서|파일|첨부 ?파일|첨부물|pdf|양식|폼|신청서|요청서|요청|예약|주문|티켓|문의|송장|인보이스|청구서|보고서|리포트|메모|노트|스레드|설문 ?응답|응답|텍스트|글)",
    // "이 예약을 처리하는 비서는 마리아입니다" is a person: a bare assistant only analyses, summarises, classifies.
    assistant: "비서|어시스턴트|에이전트",
    machine: "(?:요약하|분석하|분류하|파싱하)(?:는|고 ?있는)",
    order: "before",
  },
  ja: {
    ai: "ai|人工知能|言語モデル|チャットボット|ボット|ai ?(?:アシスタント|エージェント|システム|モデル)|自動(?:化された)?(?:アシスタント|エージェント|システム|プログラム)",
    verb: "読む|読んでいる|読み込む|読み取る|処理する|処理している|処理中の|扱う|担当する|要約する|要約している|確認する|チェックする|審査する|分類する|仕分ける|整理する|分析する|解析する|受け取る|開く",
    doc: "(?:この|本|当|こちらの)(?:レビュー|口コミ|クチコミ|コメント|文書|ドキュメント|資料|ファイル|添付ファイル|添付|pdf|フォーム|申込書|申請|リクエスト|依頼|予約|注文|チケット|請求書|インボイス|報告書|レポート|メモ|ノート|スレッド|アンケート回答|回答|テキスト|文章)",
    assistant: "アシスタント|エージェント",
    machine: "要約する|分類する|解析する|分析する",
    order: "before",
  },
  zh: {
    ai: "ai|人工智能|人工智慧|大模型|语言模型|語言模型|聊天机器人|聊天機器人|机器人|機器人|ai ?(?:助手|助理|代理|智能体|智能體|系统|系統|模型)|智能(?:助手|助理|客服|体|體)|自动化?(?:助手|系统|程序)|自動化?(?:助理|系統|程式)",
    verb: "阅读|閱讀|读取|讀取|处理|處理|审核|審核|审阅|審閱|总结|總結|汇总|彙總|摘要|检查|檢查|核对|核對|分类|分類|分析|整理|接收|打开|打開|负责|負責|查看",
    doc: "(?:这|這|此|本|该|該)(?:条|條|篇|个|個|份|则|則|张|張|项|項|些)?(?:评论|評論|评价|評價|点评|點評|留言|文档|文檔|文件|附件|pdf|表单|表單|表格|申请|申請|请求|請求|预订|預訂|预约|預約|订单|訂單|工单|工單|发票|發票|报告|報告|笔记|筆記|备注|備註|帖子|讨论串|討論串|问卷回复|問卷回覆|回复|回覆|文本|文字|内容|內容)",
    order: "frames",
    frames: ["{VERB}{g}{DOC}{g}的{g}{AI}"],
  },
};

/** The AI reader named by the thing it processes (→ ADDRESSING). */
export const DOCUMENT_READER: PhraseTable = conceptTable(ROWS, entries);

/** The rows by language, for the test that every cue language has one. */
export const DOCUMENT_CUES: Readonly<Partial<Record<Lang, Readonly<DocumentRow>>>> = ROWS;
