// Order cues: the AI reader as the object of someone's order, and the unknown reader a note is dedicated to, one row
// per language of lexicon/agent-cues.ts.
//
// An injection may give the reader its job through a third party: "The police order the assistant of Kresnik Auto to
// hand over the vehicle", "management instructs the AI assistant to refund", "die Geschäftsleitung weist den
// KI-Assistenten an, …". Or it may dedicate the note to whatever reads the mail without naming it: "for whoever (or
// whatever) files this:", "note to the system that reads this:", "Smart assistant: …". Two concepts, each written per
// language from the concept, not from any message:
//
// 1. ORDERED_READER (→ DIRECTIVE): a verb of ordering, instructing, directing, authorising, requiring or requesting
//    (third person, present or perfect) within 40 characters before an AI-reader noun in the object case, then the
//    infinitive or subordinate marker (to, da, dass, что, que …) within a short gap; the verb-final languages put the
//    reader first and close with the order verb and its complement ("…ması için talimat verdi", "…よう指示した").
//    A human assistant is ordered about too ("the doctor's assistant was instructed to call you", "the manager asked
//    the assistant to book a room"): the reader is an AI word, or "assistant" with a desk, service, booking,
//    virtual, digital or smart qualifier, or "the assistant reading this". The passive ("the AI assistant is hereby
//    instructed to") is a further entry where the language forms it simply.
// 2. UNKNOWN_READER (→ ADDRESSING): a dedication or vocative to whoever or whatever reads, files or processes the mail:
//    "whoever or whatever reads this", "to the system / tool / program that processes this", "smart / virtual /
//    digital assistant:" at a sentence or line start. The human "to whom it may concern" and "whoever reads this,
//    have a nice day" are not hits: the row needs the "or whatever" word, a system word, or the assistant title
//    with a colon.
//
// Entries of concept 1 start with the reader noun (the order verb is a lookbehind, which the screen skips: the reader
// noun is the rarer literal); concept 2 starts with the whoever, dedication or assistant word. Conventions are those
// of reader-cues.ts and delegation-cues.ts: lowercase sources, NFKC-normalised as the text is, no word guards in
// UNSPACED scripts, Indic verbs closed by `EM`, Latin-script rows that mail writes without diacritics through
// `unmarked`, `romanian`, `serbian`, `azerbaijani`, `uzbek`, Turkish "ı" as "[ıi]". Gaps are bounded (≤ 60).
import {
  azerbaijani,
  conceptTable,
  E,
  gap,
  type Lang,
  nfkc,
  type PhraseTable,
  romanian,
  serbian,
  UNSPACED,
  unmarked,
  uzbek,
  VERB_FINAL_LANGUAGES,
  withoutJoiners,
  yoruba,
} from "./combinators.js";

/** One row per language. Fields are alternations (regex sources, lowercase). */
export interface OrderRow {
  /** 1. Order verbs, third person (present, past, perfect participle): before the reader in verb-medial languages
   * (met as a lookbehind), after it in verb-final ones (with their complement: "…よう指示", "…ने का आदेश दिया"). */
  order: string;
  /** The AI reader in the object case: an AI word, a qualified assistant, the assistant reading this. */
  reader: string;
  /** Verb-medial languages: the infinitive or subordinate marker after the reader ("to", "da", "dass", "что"). */
  to?: string;
  /** Whole further entries (the passive "the AI assistant is hereby instructed to"). */
  more?: string[];
  /** 2. "Whoever or whatever", "person or system": the unknown reader. */
  who: string;
  /** A dedication with a system word: "to the system / tool / program". */
  sys: string;
  /** The processing of this mail: "reads / files / processes this" (verb-medial: after `who` / `sys`; verb-final:
   * before them, `procFirst`). */
  proc: string;
  /** The relative clause comes first ("bunu okuyan kişi ya da sistem", "このメールを処理するシステムへ"). */
  procFirst?: boolean;
  /** "Smart / virtual / digital assistant" as a title, met with a colon at a sentence or line start. */
  smart: string;
  /** A spelling wrapper (diacritics dropped, Serbian Cyrillic …) applied to every entry. */
  spell?: (source: string) => string;
}

/** Within a clause. */
const CL = "(?:[^.!?;。！？።।۔\\n]|[.](?=\\S))";
/** Sentence and line starts. */
const START = "(?<=(?:^|[.!?;。！？।۔։።\\n—–-])\\s{0,3})";
/** A colon that does not hand over a number, a phone line or an address. */
const COLON = "\\s?[:：፡](?![ \\t]*[\\p{N}+(]|[ \\t]*[\\p{L}\\p{N}._%+-]+@)";

const EN_AI = "(?:ai|a\\.i\\.|ai-powered|virtual|digital|smart|automated|e-?mail|inbox)";
const EN_DESK =
  "(?:desk|service|booking|support|reception|front[- ]desk|customer[- ]service|scheduling|shop|store|workshop|garage|claims|billing)";

const ROWS: Partial<Record<Lang, OrderRow>> = {
  en: {
    order:
      "(?:orders?|ordered|instructs?|instructed|directs?|directed|authori[sz]es|authori[sz]e|authori[sz]ed|requires|required|requests|requested|asks|asked|tells|told|mandates|mandated|tasks|tasked|empowers|empowered|commands|commanded|hereby (?:instruct|authori[sz]e|order|direct|require|request))",
    reader: `(?:${EN_AI} (?:${EN_DESK} )?(?:assistant|agent|bot|system|model)|${EN_DESK} (?:assistant|bot|agent)|the ai|(?:chat)?bot|assistant (?:reading|processing|handling|that (?:reads|processes|handles)) (?:this|these)|(?:system|tool|program) (?:reading|processing|handling|that (?:reads|processes|handles)) (?:this|these)|assistant (?:of|at) (?:the )?[\\p{L}-]+ (?:[\\p{L}-]+ )?(?:auto|autos|motors|garage|shop|store|clinic|practice|office|service|desk|hotel|gmbh|ltd|inc|llc|d\\.o\\.o\\.))${E}`,
    to: "to (?!(?:the|a|an|this|that|these|those|my|your|our|his|her|their|its|me|us|you|him|them|it|\\d)(?![\\p{L}\\p{N}]))",
    more: [
      `${EN_AI} (?:${EN_DESK} )?(?:assistant|agent|bot) (?:is|was|has been|has hereby been|is hereby) (?:hereby )?(?:instructed|ordered|authori[sz]ed|directed|required|requested|mandated|tasked|empowered) to${E}`,
    ],
    who: "(?:whoever|whomever|whatever),? \\(?(?:or|and/or|/) ?(?:whatever|whoever)\\)?",
    sys: "(?:note|message|memo|instructions?|notice|reminder|request)s? (?:to|for) (?:the|any|whichever|whatever) (?:automated |automatic )?(?:system|tool|program|software|script|process|automation|filter|parser|machine|engine)s?|to (?:the|any|whichever) (?:system|tool|program|software|machine)s? (?:that|which)",
    proc: "(?:reads|files|processes|handles|sorts|opens|receives|parses|triages|scans|is reading|is processing|is handling|reading|processing|handling|filing|sorting)(?: this| these| the (?:e-?mail|message|mail))",
    smart: "(?:smart|virtual|digital|intelligent) assistant",
  },
  de: {
    order:
      "(?:weist|wies|ordnet|ordnete|beauftragt|beauftragte|ermächtigt|ermächtigte|autorisiert|autorisierte|fordert|forderte|verpflichtet|verpflichtete|bittet|bat|befiehlt|befahl|instruiert|instruierte|hat|haben|hiermit)",
    reader:
      "(?:(?:ki|ai)-?(?:assistent|agent|system|bot|modell)\\p{L}*|(?:virtuell|digital|intelligent|smart)\\p{L}* (?:assistent|agent)\\p{L}*|(?:service|empfangs|buchungs|termin|kundenservice|kundendienst|support|shop|werkstatt|praxis)-?(?:assistent|bot)\\p{L}*|chatbot\\p{L}*|die ki(?![\\p{L}])|(?:assistent|agent)\\p{L}* (?:des|der|von) (?:\\p{L}+ )?(?:werkstatt|services|servicedesks|shops|praxis|kundendienstes|autohauses|büros)|(?:assistent|agent|system)\\p{L}*,? (?:der|die|das|welche\\p{L}*) (?:diese|dieses|diesen) \\p{L}+ (?:liest|bearbeitet|verarbeitet))",
    to: "(?:(?:an|auf|angewiesen|beauftragt|ermächtigt|autorisiert|aufgefordert|gebeten|verpflichtet)?,|dass(?![\\p{L}]))",
    more: [
      "(?:ki|ai)-?(?:assistent|agent|system|bot)\\p{L}* (?:wird|ist|wurde) (?:hiermit |hierdurch )?(?:angewiesen|beauftragt|ermächtigt|autorisiert|aufgefordert|verpflichtet)",
    ],
    who: "(?:wer|wen|wem) \\(?(?:oder|bzw\\.?|/) ?was\\)?|(?:person|personen|mensch|menschen) \\(?(?:oder|bzw\\.?|/) ?(?:system|systeme|systemen|programm|programme|maschine|maschinen)\\)?",
    sys: "(?:hinweis|nachricht|notiz|anweisung|mitteilung)\\p{L}* (?:an|für) (?:das|die|den|jedes|jede|jeden) (?:automatische\\p{L}* )?(?:system|programm|tool|software|skript|maschine)\\p{L}*|an (?:das|jedes) (?:system|programm|tool),? (?:das|welches)",
    proc: "(?:(?:diese|dieses|diesen|das hier)(?: [\\p{L}-]+){0,2} (?:liest|lesen|bearbeitet|bearbeiten|verarbeitet|verarbeiten|ablegt|ablegen|sortiert|sortieren|öffnet|erhält)|(?:liest|bearbeitet|verarbeitet|sortiert) (?:diese|dieses|diesen))",
    smart: "(?:smart|virtuell|digital|intelligent)\\p{L}* assistent\\p{L}*",
  },
  fr: {
    order:
      "(?:ordonne|ordonnent|a ordonné|ont ordonné|enjoint|demande|demandent|a demandé|ont demandé|charge|chargent|a chargé|autorise|autorisent|a autorisé|ont autorisé|mandate|a mandaté|somme|a sommé|prie|invite|requiert|exige|instruit|donne instruction|donnent instruction|a donné instruction)",
    reader:
      "(?:(?:l'|à l'|au |le |à )?(?:assistant|agent)(?:e)? (?:ia|ai|virtuel\\p{L}*|numérique|intelligent\\p{L}*|d'ia|du service\\p{L}*|de (?:réservation|l'accueil|la réception|l'atelier|l'agence)|du (?:garage|cabinet|magasin|support|standard))|(?:l'|à l')ia(?![\\p{L}])|(?:le |au )?(?:chat)?bot(?![\\p{L}])|(?:l'|à l')assistant (?:qui (?:lit|traite|gère)|lisant|traitant) (?:ce|cette|ces))",
    to: "(?:à|de|d')(?= ?\\p{L})|(?:, )?(?:que|qu')(?![\\p{L}])",
    more: [
      "(?:assistant|agent)e? (?:ia|ai|virtuel\\p{L}*|numérique) (?:est|a été|est par la présente) (?:par la présente |expressément )?(?:chargée?|autorisée?|mandatée?|tenue?|prié\\p{L}*|sommée?) (?:de|d')",
    ],
    who: "(?:qui|quiconque) (?:ou|/) (?:quoi|ce) que ce soit|(?:la )?personne (?:ou|/) (?:le |la )?(?:système|programme|machine|outil)",
    sys: "(?:note|message|instructions?|consigne\\p{L}*|avis) (?:pour|à) (?:le |la |l'|au |tout |toute )?(?:système|programme|outil|logiciel|script|automate|robot)s?|(?:au|à tout) (?:système|programme|outil|logiciel) qui",
    proc: "(?:lit|lira|traite|traitera|classe|classera|reçoit|ouvre|gère|trie|lisant|traitant)(?: ce| cette| ces| le présent)",
    smart: "assistant(?:e)? (?:intelligent|virtuel|numérique)\\p{L}*",
  },
  es: {
    order:
      "(?:ordena|ordenan|ha ordenado|han ordenado|instruye|instruyen|ha instruido|indica|indican|ha indicado|autoriza|autorizan|ha autorizado|han autorizado|encarga|encargan|ha encargado|pide|piden|ha pedido|solicita|solicitan|ha solicitado|exige|exigen|requiere|requieren|manda|mandan|faculta|insta|da instrucciones|dan instrucciones)",
    reader:
      "(?:(?:al |el |a la |la )?(?:asistente|agente) (?:de )?(?:ia|ai|virtual|digital|inteligente|de (?:reservas|recepción|atención al cliente|soporte|la tienda|la clínica|la oficina)|del (?:taller|servicio|concesionario|despacho))|(?:a la |la )ia(?![\\p{L}])|(?:al |el )(?:chat)?bot(?![\\p{L}])|(?:al |el )asistente que (?:lee|procesa|gestiona) (?:este|esta|estos))",
    to: "(?:a|para)(?= \\p{L})|(?:, )?que(?![\\p{L}])|\\p{L}{2,}(?:ar|er|ir)(?:lo|la|le|los|las)?(?![\\p{L}])",
    more: [
      "asistente (?:de )?(?:ia|ai|virtual|digital) (?:queda|está|ha sido|es) (?:por la presente |expresamente )?(?:autorizad|instruid|facultad|encargad|obligad)[oa] (?:a|para)(?![\\p{L}])",
    ],
    who: "(?:quien|quienquiera) (?:o|/) (?:lo que|lo|qué|quienquiera) (?:sea )?(?:que )?|(?:la )?persona (?:o|/) (?:el )?(?:sistema|programa|herramienta)",
    sys: "(?:nota|mensaje|instrucciones?|aviso|indicaciones?) (?:para|al|a la|a) (?:el |la |cualquier )?(?:sistema|programa|herramienta|software|script|robot)s?|(?:al|a cualquier) (?:sistema|programa|software) que",
    proc: "(?:lee|lea|leerá|procesa|procese|procesará|archiva|archive|gestiona|gestione|clasifica|clasifique|reciba|abra)(?: este| esta| estos| el presente)",
    smart: "asistente (?:inteligente|virtual|digital)",
  },
  it: {
    order:
      "(?:ordina|ordinano|ha ordinato|hanno ordinato|incarica|incaricano|ha incaricato|autorizza|autorizzano|ha autorizzato|hanno autorizzato|chiede|chiedono|ha chiesto|richiede|intima|dispone|istruisce|ha istruito|dà istruzioni|invita|impone)",
    reader:
      "(?:(?:all'|l')?(?:assistente|agente) (?:ia|ai|virtuale|digitale|intelligente|di (?:prenotazione|accettazione|reception|assistenza clienti|supporto)|dell?'?(?:officina|ufficio|ambulatorio|negozio|agenzia))|(?:all'|l')ia(?![\\p{L}])|(?:al |il )(?:chat)?bot(?![\\p{L}])|(?:all'|l')assistente che (?:legge|elabora|gestisce) (?:questo|questa|questi))",
    to: "(?:a|ad|di|affinché|perché)(?= \\p{L})|(?:, )?che(?![\\p{L}])",
    more: [
      "assistente (?:ia|ai|virtuale|digitale) (?:è|viene|è stato) (?:qui |espressamente )?(?:autorizzat|incaricat|istruit|tenut)[oa] (?:a|ad|di)(?![\\p{L}])",
    ],
    who: "(?:chi|chiunque) (?:o|/) (?:cosa|qualunque cosa)|(?:la )?persona (?:o|/) (?:il )?(?:sistema|programma|strumento)",
    sys: "(?:nota|messaggio|istruzioni|avviso|indicazioni) (?:per|al|alla|a) (?:il |lo |qualsiasi )?(?:sistema|programma|strumento|software|script|robot)|(?:al|a qualsiasi) (?:sistema|programma|software) che",
    proc: "(?:legge|leggerà|elabora|elaborerà|archivia|gestisce|smista|riceve|apre)(?: questo| questa| questi| la presente)",
    smart: "assistente (?:intelligente|virtuale|digitale)",
  },
  pt: {
    order:
      "(?:ordena|ordenam|ordenou|determina|determinam|determinou|instrui|instruem|instruiu|autoriza|autorizam|autorizou|encarrega|encarregou|pede|pedem|pediu|solicita|solicitam|solicitou|exige|exigem|manda|mandam|mandou|dá instruções|deu instruções)",
    reader:
      "(?:(?:ao |o |à |a )?(?:assistente|agente) (?:de )?(?:ia|ai|virtual|digital|inteligente|de (?:reservas|atendimento|suporte|receção|recepção|marcações)|da (?:oficina|loja|clínica|empresa)|do (?:serviço|escritório|balcão))|(?:à |a )ia(?![\\p{L}])|(?:ao |o )(?:chat)?bot(?![\\p{L}])|(?:ao |o )assistente que (?:lê|processa|gere|gerencia) (?:este|esta|estes))",
    to: "(?:a|para|de)(?= \\p{L})|(?:, )?que(?![\\p{L}])|\\p{L}{2,}(?:ar|er|ir)(?![\\p{L}])",
    more: [
      "assistente (?:de )?(?:ia|ai|virtual|digital) (?:fica|está|foi|é) (?:por este meio |expressamente )?(?:autorizad|instruíd|encarregad|obrigad)[oa] (?:a|de)(?![\\p{L}])",
    ],
    who: "(?:quem|quem quer) (?:ou|/) (?:o que|que)(?: quer)?(?: que)?(?: seja)?|(?:a )?pessoa (?:ou|/) (?:o )?(?:sistema|programa|ferramenta)",
    sys: "(?:nota|mensagem|instruções|aviso|indicações) (?:para|ao|à|a) (?:o |qualquer )?(?:sistema|programa|ferramenta|software|script|robô)|(?:ao|a qualquer) (?:sistema|programa|software) que",
    proc: "(?:lê|ler|leia|processa|processe|processar|arquiva|arquive|gere|trata|trate|receba|abra)(?: este| esta| estes| o presente)",
    smart: "assistente (?:inteligente|virtual|digital)",
  },
  ca: {
    order:
      "(?:ordena|ordenen|ha ordenat|instrueix|ha instruït|autoritza|autoritzen|ha autoritzat|encarrega|ha encarregat|demana|demanen|ha demanat|sol·licita|exigeix|mana|dona instruccions)",
    reader:
      "(?:(?:a l'|l')?(?:assistent|agent) (?:d'ia|ia|ai|virtual|digital|intel·ligent|de (?:reserves|recepció|suport|la botiga|la clínica)|del (?:taller|servei|despatx))|(?:a la |la )ia(?![\\p{L}])|(?:al |el )(?:chat)?bot(?![\\p{L}])|(?:a l'|l')assistent que (?:llegeix|processa|gestiona) (?:aquest|aquesta|aquests))",
    to: "(?:a|per|de)(?= \\p{L})|(?:, )?que(?![\\p{L}])",
    who: "(?:qui|qui sigui) (?:o|/) (?:el que|què)(?: sigui)?|(?:la )?persona (?:o|/) (?:el )?(?:sistema|programa|eina)",
    sys: "(?:nota|missatge|instruccions|avís) (?:per a|per al|a|al) (?:el |la |qualsevol )?(?:sistema|programa|eina|programari|script|robot)|(?:al|a qualsevol) (?:sistema|programa) que",
    proc: "(?:llegeix|llegirà|processa|processi|arxiva|gestiona|classifica|rep|obre)(?: aquest| aquesta| aquests)",
    smart: "assistent (?:intel·ligent|virtual|digital)",
    spell: (source) => unmarked(source),
  },
  ro: {
    order:
      "(?:ordonă|dispune|a dispus|au dispus|a ordonat|au ordonat|instruiește|a instruit|autorizează|a autorizat|au autorizat|împuternicește|a împuternicit|cere|a cerut|au cerut|solicită|a solicitat|obligă|însărcinează|a însărcinat|roagă|dă instrucțiuni|a dat instrucțiuni)",
    reader:
      "(?:asistent(?:ul|ului)? (?:ai|ia|virtual\\p{L}*|digital\\p{L}*|inteligent\\p{L}*|de (?:rezervări|programări|suport|recepție)|(?:al )?(?:service-ului|magazinului|clinicii|biroului|firmei))|inteligenț(?:a|ei) artificial[ăe]|(?:chat)?bot(?:ul|ului)?(?![\\p{L}])|agent(?:ul|ului)? (?:ai|ia|virtual\\p{L}*)|asistent(?:ul|ului)? care (?:citește|procesează|gestionează) (?:acest|această|aceste))",
    to: "(?:să|sa)(?![\\p{L}])",
    more: [
      "asistentul (?:ai|ia|virtual|digital) (?:este|a fost|e) (?:prin prezenta |expres )?(?:autorizat|instruit|împuternicit|însărcinat|obligat) (?:să|sa)(?![\\p{L}])",
    ],
    who: "(?:cine|oricine) (?:sau|/) (?:ce|orice)(?: ar fi)?|(?:persoana|omul) (?:sau|/) (?:sistemul|programul|aplicația)",
    sys: "(?:notă|mesaj|instrucțiuni|instrucțiune|atenție) (?:pentru|către) (?:orice )?(?:sistemul|programul|aplicația|instrumentul|robotul|sistem|program)|(?:către|pentru) (?:sistemul|programul|aplicația) care",
    proc: "(?:citește|va citi|procesează|va procesa|arhivează|gestionează|sortează|primește|deschide)(?: acest| această| aceste| mesajul| e-?mailul)",
    smart: "asistent(?:ul|e)? (?:inteligent|virtual|digital)",
    spell: romanian,
  },
  nl: {
    order:
      "(?:beveelt|beval|draagt|droeg|geeft|gaf|instrueert|instrueerde|machtigt|machtigde|autoriseert|autoriseerde|verzoekt|verzocht|vraagt|vroeg|verplicht|verplichtte|gelast|gelastte|heeft|hebben|hierbij)",
    reader:
      "(?:(?:de )?(?:ai|ki)-?(?:assistent|agent|bot|systeem)\\p{L}*|(?:de )?(?:virtuele|digitale|slimme) (?:assistent|agent)\\p{L}*|(?:de )?(?:service|receptie|boekings|klantenservice|support|garage|winkel|praktijk)-?(?:assistent|bot)\\p{L}*|(?:de )?chatbot|(?:de )?assistent (?:van|bij) (?:de |het )?(?:garage|werkplaats|praktijk|winkel|servicedesk|kantoor|dealer)|(?:de )?assistent die (?:dit|deze) (?:\\p{L}+ )?(?:leest|verwerkt|afhandelt))",
    to: "(?:opdracht|toestemming|de opdracht|het verzoek|instructie)? ?(?:om|,? dat)(?![\\p{L}])|(?:op|aan),",
    more: [
      "(?:ai|ki)-?(?:assistent|agent|bot)\\p{L}* (?:wordt|is|werd) (?:hierbij |bij deze )?(?:opgedragen|gemachtigd|geïnstrueerd|verzocht|verplicht|bevolen) (?:om|te)(?![\\p{L}])",
    ],
    who: "(?:wie|wat) (?:of|/) (?:wat|wie)(?: dan ook)?|(?:persoon|mens) (?:of|/) (?:systeem|programma|machine)",
    sys: "(?:notitie|bericht|instructie\\p{L}*|opmerking|let op) (?:voor|aan) (?:het|elk|ieder|de) (?:systeem|programma|tool|software|script)|aan (?:het|elk) (?:systeem|programma) dat",
    proc: "(?:(?:dit|deze)(?: [\\p{L}-]+){0,2} (?:leest|verwerkt|archiveert|afhandelt|sorteert|opent|ontvangt)|(?:leest|verwerkt) (?:dit|deze))",
    smart: "(?:slimme|virtuele|digitale) assistent",
  },
  af: {
    order: "(?:beveel|gelas|gee|het|magtig|versoek|vra|instrueer|verplig|hiermee)",
    reader:
      "(?:(?:die )?(?:ki|ai)-?(?:assistent|agent|bot|stelsel)|(?:die )?(?:virtuele|digitale|slim) (?:assistent|agent)|(?:die )?(?:diens|ontvangs|besprekings|kliëntediens|winkel|werkswinkel)-?(?:assistent|bot)|(?:die )?kletsbot|(?:die )?chatbot|(?:die )?assistent wat (?:hierdie|dié) (?:\\p{L}+ )?(?:lees|verwerk|hanteer))",
    to: "(?:opdrag |toestemming )?(?:om|dat)(?![\\p{L}])",
    who: "(?:wie|wat) (?:of|/) (?:wat|wie)(?: ook al)?|(?:persoon|mens) (?:of|/) (?:stelsel|program|masjien)",
    sys: "(?:nota|boodskap|instruksie\\p{L}*|let wel) (?:vir|aan) (?:die|enige) (?:stelsel|program|hulpmiddel|sagteware)|aan (?:die|enige) (?:stelsel|program) wat",
    proc: "(?:(?:hierdie|dié)(?: [\\p{L}-]+){0,3} (?:lees|verwerk|liasseer|hanteer|sorteer|oopmaak|ontvang)|(?:lees|verwerk) (?:hierdie|dié))",
    smart: "(?:slim|virtuele|digitale) assistent",
  },
  sv: {
    order:
      "(?:beordrar|beordrade|instruerar|instruerade|ger|gav|har gett|uppdrar|uppdrog|bemyndigar|bemyndigade|auktoriserar|ber|bad|begär|begärde|ålägger|ålade|uppmanar|uppmanade|kräver|härmed)",
    reader:
      "(?:(?:ai|ki)-?(?:assistent|agent|bot|system)\\p{L}*|(?:den )?(?:virtuella|digitala|smarta) (?:assistent|agent)\\p{L}*|(?:service|receptions|boknings|kundtjänst|support|verkstads|butiks)-?(?:assistent|bot)\\p{L}*|chatbot\\p{L}*|assistenten (?:på|hos|vid) (?:\\p{L}+ )?(?:verkstad\\p{L}*|butik\\p{L}*|kontor\\p{L}*|klinik\\p{L}*|firma\\p{L}*)|assistenten som (?:läser|hanterar|behandlar) (?:detta|denna|dessa))",
    to: "(?:i uppdrag |tillstånd |instruktioner )?(?:att|om att)(?![\\p{L}])",
    more: [
      "(?:ai|ki)-?(?:assistent|agent|bot)\\p{L}* (?:är|har) (?:härmed )?(?:instruerad|bemyndigad|beordrad|ombedd|ålagd|fått i uppdrag) att(?![\\p{L}])",
    ],
    who: "(?:vem|vad) (?:eller|/) (?:vad|vem)(?: som helst)?|(?:person|människa) (?:eller|/) (?:system|program|maskin)",
    sys: "(?:anteckning|meddelande|instruktion\\p{L}*|notering|obs) (?:till|för) (?:det|varje|alla) (?:system|program|verktyg|skript)\\p{L}*|till (?:det|varje) (?:system|program) som",
    proc: "(?:läser|hanterar|behandlar|arkiverar|sorterar|tar emot|öppnar)(?: detta| denna| dessa| det här| den här)",
    smart: "(?:smart|virtuell|digital)a? assistent(?:en)?",
  },
  da: {
    order:
      "(?:beordrer|beordrede|instruerer|instruerede|giver|gav|har givet|pålægger|pålagde|bemyndiger|bemyndigede|autoriserer|beder|bad|anmoder|anmodede|kræver|opfordrer|hermed)",
    reader:
      "(?:(?:ai|ki)-?(?:assistent|agent|bot|system)\\p{L}*|(?:den )?(?:virtuelle|digitale|smarte) (?:assistent|agent)\\p{L}*|(?:service|receptions|booking|kundeservice|support|værksteds|butiks)-?(?:assistent|bot)\\p{L}*|chatbot\\p{L}*|assistenten (?:på|hos|ved) (?:\\p{L}+ )?(?:værksted\\p{L}*|butik\\p{L}*|kontor\\p{L}*|klinik\\p{L}*|firma\\p{L}*)|assistenten,? der (?:læser|håndterer|behandler) (?:denne|dette|disse))",
    to: "(?:i opdrag |tilladelse |besked |instruks )?(?:at|om at)(?![\\p{L}])",
    more: [
      "(?:ai|ki)-?(?:assistent|agent|bot)\\p{L}* (?:er|har) (?:hermed )?(?:instrueret|bemyndiget|beordret|pålagt|anmodet) (?:om )?at(?![\\p{L}])",
    ],
    who: "(?:hvem|hvad) (?:eller|/) (?:hvad|hvem)(?: som helst| end)?|(?:person|menneske) (?:eller|/) (?:system|program|maskine)",
    sys: "(?:note|besked|meddelelse|instruks\\p{L}*|bemærkning|obs) (?:til|for) (?:det|ethvert|alle) (?:system|program|værktøj|script)\\p{L}*|til (?:det|ethvert) (?:system|program),? der",
    proc: "(?:læser|håndterer|behandler|arkiverer|sorterer|modtager|åbner)(?: denne| dette| disse| den her)",
    smart: "(?:smart|virtuel|digital)e? assistent(?:en)?",
  },
  nb: {
    order:
      "(?:beordrer|beordret|instruerer|instruerte|gir|ga|har gitt|pålegger|påla|bemyndiger|bemyndiget|autoriserer|ber|ba|anmoder|anmodet|krever|oppfordrer|herved)",
    reader:
      "(?:(?:ai|ki)-?(?:assistent|agent|bot|system)\\p{L}*|(?:den )?(?:virtuelle|digitale|smarte) (?:assistent|agent)\\p{L}*|(?:service|resepsjons|booking|kundeservice|support|verksted|butikk)-?(?:assistent|bot)\\p{L}*|chatbot\\p{L}*|assistenten (?:på|hos|ved) (?:\\p{L}+ )?(?:verksted\\p{L}*|butikk\\p{L}*|kontor\\p{L}*|klinikk\\p{L}*|firma\\p{L}*)|assistenten som (?:leser|håndterer|behandler) (?:denne|dette|disse))",
    to: "(?:i oppdrag |tillatelse |beskjed |instruks )?(?:å|om å)(?![\\p{L}])",
    more: [
      "(?:ai|ki)-?(?:assistent|agent|bot)\\p{L}* (?:er|har) (?:herved )?(?:instruert|bemyndiget|beordret|pålagt|bedt) (?:om )?å(?![\\p{L}])",
    ],
    who: "(?:hvem|hva) (?:eller|/) (?:hva|hvem)(?: som helst| enn)?|(?:person|menneske) (?:eller|/) (?:system|program|maskin)",
    sys: "(?:notat|beskjed|melding|instruks\\p{L}*|merknad|obs) (?:til|for) (?:det|ethvert|alle) (?:system|program|verktøy|skript)\\p{L}*|til (?:det|ethvert) (?:system|program) som",
    proc: "(?:leser|håndterer|behandler|arkiverer|sorterer|mottar|åpner)(?: denne| dette| disse| den her)",
    smart: "(?:smart|virtuell|digital)e? assistent(?:en)?",
  },
};

/** The AI reader as the object of an order, followed by the act's marker (→ DIRECTIVE). */
export const ORDERED_READER: PhraseTable = conceptTable(ROWS, (row, lang) => {
  const spell = (source: string) => nfkc(withoutJoiners(row.spell ? row.spell(source) : source));
  const guard = UNSPACED.has(lang) ? "" : "(?<![\\p{L}\\p{N}])";
  const entries =
    VERB_FINAL_LANGUAGES.has(lang) && !row.to
      ? [`(?:${row.reader})${CL}{0,${gap(lang, 60)}}?${guardless(lang)}(?:${row.order})`]
      : [
          `(?<=${guard}(?:${row.order})${CL}{0,${gap(lang, 40)}})(?:${row.reader})${CL}{0,${gap(lang, 30)}}?(?:${row.to})`,
        ];
  return [...entries, ...(row.more ?? [])].map(spell);
});

/** A word start inside an entry, none in the UNSPACED scripts and the verb-final languages whose verbs take
 * attached particles. */
function guardless(lang: Lang): string {
  return UNSPACED.has(lang) ? "" : "(?<![\\p{L}\\p{N}])";
}

/** Whoever or whatever reads this, a note to the system that processes it, the smart assistant's title (→
 * ADDRESSING). */
export const UNKNOWN_READER: PhraseTable = conceptTable(ROWS, (row, lang) => {
  const spell = (source: string) => nfkc(withoutJoiners(row.spell ? row.spell(source) : source));
  const g = guardless(lang);
  const pair = (a: string, b: string) => `(?:${a})${CL}{0,${gap(lang, 30)}}?${g}(?:${b})`;
  const entries = row.procFirst
    ? [pair(row.proc, row.who), pair(row.proc, row.sys)]
    : [pair(row.who, row.proc), pair(row.sys, row.proc)];
  entries.push(`${START}(?:${row.smart})${COLON}`);
  return entries.map(spell);
});

/** The rows, for the tests. */
export const ORDER_CUES: Readonly<Partial<Record<Lang, Readonly<OrderRow>>>> = ROWS;

void [azerbaijani, E, romanian, serbian, unmarked, uzbek, yoruba];
